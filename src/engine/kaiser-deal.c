/* kaiser-deal.c */
#define G_LOG_DOMAIN "kaiser-deal"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kaiser-deal.h"
#include "kaiser-error.h"

char *
kaiser_piles_to_string (const KaiserRules *rules, const KaiserPiles *piles)
{
  GString *out = g_string_new (NULL);

  for (guint k = 0; k < kaiser_rules_n_piles (rules); k++)
    {
      char top[4], under[4];

      g_string_append_printf (out, "%s%s/%s", k ? " " : "",
                              piles->top[k] < 64 ? kaiser_deck_card_to_string (&rules->deck, piles->top[k], top) : "?",
                              piles->under[k] < 64 ? kaiser_deck_card_to_string (&rules->deck, piles->under[k], under) : "?");
    }
  return g_string_free (out, FALSE);
}

gboolean
kaiser_piles_from_string (const KaiserRules *rules, const char *text, gboolean unseen,
                          KaiserPiles *piles, KaiserCards *cards, GError **error)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t", -1);
  guint n_piles = kaiser_rules_n_piles (rules), k = 0;
  KaiserCards seen = 0;
  gboolean bad = FALSE;
  KaiserPiles p;

  kaiser_piles_clear (&p);
  for (guint i = 0; words[i]; i++)
    {
      g_auto(GStrv) pair = g_strsplit (words[i], "/", -1);
      KaiserCard card[2] = { KAISER_CARD_NONE, KAISER_CARD_NONE };

      if (words[i][0] == '\0')
        continue;
      bad = k >= n_piles || g_strv_length (pair) != 2;
      for (guint j = 0; j < 2 && !bad; j++)
        {
          if (unseen && g_str_equal (pair[j], "?"))
            continue;
          bad = !kaiser_deck_card_from_string (&rules->deck, pair[j], &card[j]) || kaiser_cards_has (seen, card[j]);
          if (!bad)
            seen |= kaiser_card_bit (card[j]);
        }
      if (bad)
        break;
      p.top[k] = card[0];
      p.under[k] = card[1];
      k++;
    }
  if (bad || k != n_piles)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                   _("“%s” is not %u piles, each a top card/card under, no card twice"), text, n_piles);
      return FALSE;
    }
  *piles = p;
  *cards = seen;
  return TRUE;
}

/* Cards of line @i not dealt on an earlier line: added to @seen. */
static gboolean
dealt_once (const KaiserRules *rules, KaiserCards cards, KaiserCards *seen, guint i, GError **error)
{
  if (cards & *seen)
    {
      g_autofree char *twice = kaiser_deck_cards_to_string (&rules->deck, cards & *seen);
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, _("Line %u: %s dealt twice"), i + 1, twice);
      return FALSE;
    }
  *seen |= cards;
  return TRUE;
}

gboolean
kaiser_deal_parse (const KaiserRules *rules, const char *text, KaiserDeal *deal, GError **error)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  KaiserCards all = kaiser_deck_cards (&rules->deck), seen = 0;
  guint have = 0, have_piles = 0;
  gboolean have_dealer = FALSE;
  guint n_seats = kaiser_rules_n_seats (rules);
  KaiserDeal d;

  memset (&d, 0, sizeof d);
  for (guint s = 0; s < KAISER_MAX_SEATS && kaiser_rules_n_piles (rules) > 0; s++)
    kaiser_piles_clear (&d.piles[s]);
  for (guint i = 0; lines[i]; i++)
    {
      g_autofree char *line = g_strstrip (g_strdup (lines[i]));
      g_autoptr(GError) local = NULL;
      char *colon;
      KaiserSeat seat;
      KaiserCards cards;

      if (line[0] == '\0' || line[0] == '#')
        continue;
      colon = strchr (line, ':');
      if (colon == NULL)
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, _("Line %u: expected “SEAT: cards” or “dealer: SEAT”"), i + 1);
          return FALSE;
        }
      *colon = '\0';
      g_strstrip (line);
      g_strstrip (colon + 1);
      if (g_ascii_strcasecmp (line, "dealer") == 0)
        {
          if (!kaiser_seat_from_string (colon + 1, &d.dealer))
            {
              g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, _("Line %u: “%s” is not a seat"), i + 1, colon + 1);
              return FALSE;
            }
          have_dealer = TRUE;
          continue;
        }
      if (g_ascii_strcasecmp (line, "kitty") == 0)
        {
          if (!kaiser_deck_cards_from_string (&rules->deck, colon + 1, &cards, &local))
            {
              g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, _("Line %u: %s"), i + 1, local->message);
              return FALSE;
            }
          if ((cards & seen) || kaiser_cards_count (cards) != kaiser_rules_kitty_size (rules))
            {
              g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                           _("Line %u: the kitty must be %u cards not dealt to a seat"), i + 1, kaiser_rules_kitty_size (rules));
              return FALSE;
            }
          seen |= cards;
          d.kitty = cards;
          continue;
        }
      if (g_str_has_suffix (line, " piles") || g_str_has_suffix (line, " PILES"))
        {
          line[strlen (line) - strlen (" piles")] = '\0';
          g_strstrip (line);
          if (!kaiser_seat_from_string (line, &seat) || seat >= n_seats || kaiser_rules_n_piles (rules) == 0 ||
              (have_piles & (1u << seat)))
            {
              g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                           _("Line %u: “%s piles” is not the piles of a seat at this table, given once"), i + 1, line);
              return FALSE;
            }
          if (!kaiser_piles_from_string (rules, colon + 1, FALSE, &d.piles[seat], &cards, &local))
            {
              g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, _("Line %u: %s"), i + 1, local->message);
              return FALSE;
            }
          if (!dealt_once (rules, cards, &seen, i, error))
            return FALSE;
          have_piles |= 1u << seat;
          d.hands[seat] |= cards;
          continue;
        }
      if (!kaiser_seat_from_string (line, &seat))
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, _("Line %u: “%s” is not a seat"), i + 1, line);
          return FALSE;
        }
      if (seat >= n_seats)
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, _("Line %u: “%s” is not a seat at this table"), i + 1, line);
          return FALSE;
        }
      if (have & (1u << seat))
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, _("Line %u: %s’s hand is given twice"), i + 1, kaiser_seat_name (seat));
          return FALSE;
        }
      if (!kaiser_deck_cards_from_string (&rules->deck, colon + 1, &cards, &local))
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, _("Line %u: %s"), i + 1, local->message);
          return FALSE;
        }
      if (!dealt_once (rules, cards, &seen, i, error))
        return FALSE;
      if (kaiser_cards_count (cards) != kaiser_rules_held_size (rules))
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, _("Line %u: %s has %u cards, not %u"),
                       i + 1, kaiser_seat_name (seat), kaiser_cards_count (cards), kaiser_rules_held_size (rules));
          return FALSE;
        }
      have |= 1u << seat;
      d.hands[seat] |= cards;
    }
  if (!have_dealer || have != (1u << n_seats) - 1 || seen != all || d.dealer >= n_seats ||
      (kaiser_rules_n_piles (rules) > 0 && have_piles != have))
    {
      GString *seats = g_string_new (NULL);

      for (guint s = 0; s < n_seats; s++)
        g_string_append_printf (seats, "%s%s", s ? ", " : "", kaiser_seat_to_string ((KaiserSeat) s));
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                   /* Translators: %s lists the seats, "N, E, S, W" */
                   kaiser_rules_n_piles (rules) > 0
                   ? _("A deal needs a dealer and the hands and piles of %s (and the kitty), every card once")
                   : _("A deal needs a dealer and the hands of %s (and the kitty), every card once"), seats->str);
      g_string_free (seats, TRUE);
      return FALSE;
    }
  *deal = d;
  return TRUE;
}

gboolean
kaiser_deal_load (const KaiserRules *rules, const char *path, KaiserDeal *deal, GError **error)
{
  g_autofree char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, error))
    return FALSE;
  return kaiser_deal_parse (rules, text, deal, error);
}

char *
kaiser_deal_to_string (const KaiserRules *rules, const KaiserDeal *deal)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "dealer: %s\n", kaiser_seat_to_string (deal->dealer));
  for (guint s = 0; s < kaiser_rules_n_seats (rules); s++)
    {
      KaiserCards on_piles = kaiser_rules_n_piles (rules) > 0 ? kaiser_piles_cards (&deal->piles[s]) : 0;
      g_autofree char *cards = kaiser_deck_cards_to_string (&rules->deck, deal->hands[s] & ~on_piles);

      g_string_append_printf (out, "%s: %s\n", kaiser_seat_to_string ((KaiserSeat) s), cards);
      if (kaiser_rules_n_piles (rules) > 0)
        {
          g_autofree char *piles = kaiser_piles_to_string (rules, &deal->piles[s]);
          g_string_append_printf (out, "%s piles: %s\n", kaiser_seat_to_string ((KaiserSeat) s), piles);
        }
    }
  if (deal->kitty)
    {
      g_autofree char *cards = kaiser_deck_cards_to_string (&rules->deck, deal->kitty);
      g_string_append_printf (out, "kitty: %s\n", cards);
    }
  return g_string_free (out, FALSE);
}
