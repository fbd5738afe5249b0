/* kaiser-card.c */
#define G_LOG_DOMAIN "kaiser-card"

#include "kaiser-card.h"

#include <string.h>

/* The fifth and sixth seats' names are provisional: no table seats them yet. */
static const char * const seat_letters[] = { "N", "E", "S", "W", "5", "6", "-" };
static const char * const seat_names[] = { "North", "East", "South", "West", "Fifth seat", "Sixth seat", "Nobody" };
static const char * const team_names[] = { "ns", "ew", "side-3", "side-4", "side-5", "side-6", "none" };

G_STATIC_ASSERT (G_N_ELEMENTS (seat_letters) == KAISER_SEAT_NONE + 1);
G_STATIC_ASSERT (G_N_ELEMENTS (seat_names) == KAISER_SEAT_NONE + 1);
G_STATIC_ASSERT (G_N_ELEMENTS (team_names) == KAISER_TEAM_NONE + 1);
static const char * const suit_names[] = { "clubs", "diamonds", "hearts", "spades", "none" };
static const char suit_letters[] = "CDHS-";
static const char * const suit_symbols[] = { "♣", "♦", "♥", "♠", "" };
static const char * const face_names[] = {
  "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "11",
};

const char *
kaiser_seat_to_string (KaiserSeat seat)
{
  return seat_letters[MIN ((guint) seat, KAISER_SEAT_NONE)];
}

const char *
kaiser_seat_name (KaiserSeat seat)
{
  return seat_names[MIN ((guint) seat, KAISER_SEAT_NONE)];
}

gboolean
kaiser_seat_from_string (const char *text, KaiserSeat *seat)
{
  if (text == NULL)
    return FALSE;
  /* Every seat of the largest table: callers check it is at theirs. */
  for (guint i = 0; i < KAISER_MAX_SEATS; i++)
    if (g_ascii_strcasecmp (text, seat_letters[i]) == 0 || g_ascii_strcasecmp (text, seat_names[i]) == 0)
      {
        *seat = (KaiserSeat) i;
        return TRUE;
      }
  return FALSE;
}

const char *
kaiser_team_to_string (KaiserTeam team)
{
  return team_names[MIN ((guint) team, KAISER_TEAM_NONE)];
}

gboolean
kaiser_team_from_string (const char *text, KaiserTeam *team)
{
  if (text == NULL)
    return FALSE;
  /* Every side of the largest table and "none", as for the seats. */
  for (guint i = 0; i <= KAISER_TEAM_NONE; i++)
    if (g_ascii_strcasecmp (text, team_names[i]) == 0)
      {
        *team = (KaiserTeam) i;
        return TRUE;
      }
  return FALSE;
}

const char *
kaiser_suit_to_string (KaiserSuit suit)
{
  return suit_names[MIN ((guint) suit, KAISER_SUIT_NONE)];
}

gboolean
kaiser_suit_from_string (const char *text, KaiserSuit *suit)
{
  if (text == NULL)
    return FALSE;
  for (guint i = 0; i <= KAISER_SUIT_NONE; i++)
    if (g_ascii_strcasecmp (text, suit_names[i]) == 0 ||
        (i < KAISER_N_SUITS && text[0] != '\0' && text[1] == '\0' && g_ascii_toupper (text[0]) == suit_letters[i]))
      {
        *suit = (KaiserSuit) i;
        return TRUE;
      }
  return FALSE;
}

char
kaiser_suit_letter (KaiserSuit suit)
{
  return suit_letters[MIN ((guint) suit, KAISER_SUIT_NONE)];
}

const char *
kaiser_suit_symbol (KaiserSuit suit)
{
  return suit_symbols[MIN ((guint) suit, KAISER_SUIT_NONE)];
}

const char *
kaiser_face_to_string (KaiserFace face)
{
  g_return_val_if_fail ((guint) face < KAISER_N_FACES, "?");
  return face_names[face];
}

gboolean
kaiser_face_from_string (const char *text, gsize len, KaiserFace *face)
{
  for (guint i = 0; i < KAISER_N_FACES; i++)
    if (strlen (face_names[i]) == len && g_ascii_strncasecmp (text, face_names[i], len) == 0)
      {
        *face = (KaiserFace) i;
        return TRUE;
      }
  /* "T" is the usual one-letter ten */
  if (len == 1 && g_ascii_toupper (text[0]) == 'T')
    {
      *face = KAISER_FACE_10;
      return TRUE;
    }
  return FALSE;
}
