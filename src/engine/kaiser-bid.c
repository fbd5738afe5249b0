/* kaiser-bid.c */
#define G_LOG_DOMAIN "kaiser-bid"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "kaiser-bid.h"

const char *
kaiser_bid_to_string (KaiserBid bid, char *buf)
{
  switch (bid.kind)
    {
    case KAISER_BID_SUIT:
      g_snprintf (buf, KAISER_BID_STRING_MAX, "%u", bid.amount);
      break;
    case KAISER_BID_NO_TRUMP:
      g_snprintf (buf, KAISER_BID_STRING_MAX, "%unt", bid.amount);
      break;
    case KAISER_BID_LOW_NO_TRUMP:
      g_snprintf (buf, KAISER_BID_STRING_MAX, "%ulow", bid.amount);
      break;
    case KAISER_BID_KAISER:
      g_strlcpy (buf, "kaiser", KAISER_BID_STRING_MAX);
      break;
    case KAISER_BID_KAISER_40:
      g_strlcpy (buf, "kaiser40", KAISER_BID_STRING_MAX);
      break;
    case KAISER_BID_PASS:
    default:
      g_strlcpy (buf, "pass", KAISER_BID_STRING_MAX);
      break;
    }
  return buf;
}

gboolean
kaiser_bid_from_string (const char *text, KaiserBid *bid)
{
  char *end = NULL;
  guint64 amount;

  if (text == NULL)
    return FALSE;
  if (g_ascii_strcasecmp (text, "pass") == 0)
    {
      *bid = kaiser_bid_pass ();
      return TRUE;
    }
  if (g_ascii_strcasecmp (text, "kaiser") == 0)
    {
      *bid = kaiser_bid_make (KAISER_BID_KAISER, 12);
      return TRUE;
    }
  if (g_ascii_strcasecmp (text, "kaiser40") == 0)
    {
      *bid = kaiser_bid_make (KAISER_BID_KAISER_40, 40);
      return TRUE;
    }
  if (!g_ascii_isdigit (text[0]))
    return FALSE;
  amount = g_ascii_strtoull (text, &end, 10);
  if (amount == 0 || amount > 99)
    return FALSE;
  if (*end == '\0')
    *bid = kaiser_bid_make (KAISER_BID_SUIT, (guint) amount);
  else if (g_ascii_strcasecmp (end, "nt") == 0 || g_ascii_strcasecmp (end, "no") == 0)
    *bid = kaiser_bid_make (KAISER_BID_NO_TRUMP, (guint) amount);
  else if (g_ascii_strcasecmp (end, "low") == 0)
    *bid = kaiser_bid_make (KAISER_BID_LOW_NO_TRUMP, (guint) amount);
  else
    return FALSE;
  return TRUE;
}

char *
kaiser_bid_describe (KaiserBid bid)
{
  switch (bid.kind)
    {
    case KAISER_BID_SUIT:
      return g_strdup_printf ("%u", bid.amount);
    case KAISER_BID_NO_TRUMP:
      /* Translators: a bid, "7 No Trump" */
      return g_strdup_printf (_("%u No Trump"), bid.amount);
    case KAISER_BID_LOW_NO_TRUMP:
      /* Translators: a bid, "7 No Trump Low" */
      return g_strdup_printf (_("%u No Trump Low"), bid.amount);
    case KAISER_BID_KAISER:
      return g_strdup (_("Kaiser"));
    case KAISER_BID_KAISER_40:
      return g_strdup (_("Kaiser 40"));
    case KAISER_BID_PASS:
    default:
      return g_strdup (_("Pass"));
    }
}
