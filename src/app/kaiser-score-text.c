/* kaiser-score-text.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 *
 * This program is distributed in the hope that it will be useful,
 * but WITHOUT ANY WARRANTY; without even the implied warranty of
 * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
 * GNU General Public License for more details.
 *
 * You should have received a copy of the GNU General Public License
 * along with this program.  If not, see <https://www.gnu.org/licenses/>.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-score-text"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-score-text.h"
#include "kaiser-seating.h"

#define MINUS "\u2212"

const char *
kaiser_score_text_seat (const KaiserRules *rules, KaiserSeat seat, KaiserSeat you)
{
  /* Named by where they sit round the player, as on a bridge diagram:
   * at four seats the compass; at the other tables the same words for the
   * same places, and the corners between them. */
  static const char * const places[KAISER_TABLE_N_POSITIONS] = {
    [KAISER_TABLE_BOTTOM] = N_("South"), [KAISER_TABLE_LEFT] = N_("West"), [KAISER_TABLE_TOP_LEFT] = N_("North-west"),
    [KAISER_TABLE_TOP] = N_("North"), [KAISER_TABLE_TOP_RIGHT] = N_("North-east"), [KAISER_TABLE_RIGHT] = N_("East"),
  };

  if (seat >= kaiser_rules_n_seats (rules) || you >= kaiser_rules_n_seats (rules))
    return "";
  if (seat == you)
    return _("You");
  return _(places[kaiser_seating_position (kaiser_rules_n_seats (rules), you, seat)]);
}

char *
kaiser_score_text_auction (const KaiserState *st, KaiserSeat you)
{
  GString *text = g_string_new (NULL);
  KaiserSeat seat = kaiser_rules_seat_next (&st->rules, st->dealer);

  for (guint i = 0; i < st->n_bids && i < kaiser_rules_n_seats (&st->rules); i++, seat = kaiser_rules_seat_next (&st->rules, seat))
    {
      g_autofree char *call = kaiser_bid_describe (st->bids[seat]);

      if (i > 0)
        /* Translators: between two calls of the auction */
        g_string_append (text, _(" · "));
      /* Translators: a call of the auction, "North: 7 No Trump" */
      g_string_append_printf (text, _("%s: %s"), kaiser_score_text_seat (&st->rules, seat, you), call);
    }
  return g_string_free (text, FALSE);
}

char *
kaiser_score_text_side (const KaiserRules *rules, KaiserTeam team, KaiserSeat you)
{
  guint seats;
  KaiserSeat first = you;

  if (team >= kaiser_rules_n_sides (rules) || you >= kaiser_rules_n_seats (rules))
    return g_strdup ("");
  if (team == kaiser_rules_seat_side (rules, you))
    return g_strdup (kaiser_rules_n_sides (rules) == kaiser_rules_n_seats (rules) ? _("You") : _("Us"));
  if (kaiser_rules_n_sides (rules) == 2 && kaiser_rules_n_seats (rules) == 4)
    return g_strdup (_("Them"));
  /* a player alone by name; a side of two or three by its first player
   * after you in play order */
  seats = kaiser_rules_side_seats (rules, team);
  do
    first = kaiser_rules_seat_next (rules, first);
  while (!(seats & (1u << first)));
  if (__builtin_popcount (seats) == 1)
    return g_strdup (kaiser_score_text_seat (rules, first, you));
  /* Translators: a side of several players named after one, "West’s side" */
  return g_strdup_printf (_("%s’s side"), kaiser_score_text_seat (rules, first, you));
}

const char *
kaiser_score_text_suit (const KaiserCardNames *names, KaiserSuit suit)
{
  return kaiser_card_names_has_suit (names, suit) ? kaiser_card_names_get_suit (names, suit) : kaiser_suit_symbol (suit);
}

char *
kaiser_score_text_contract (const KaiserRules *rules, const KaiserCardNames *names, KaiserBid contract,
                            KaiserSuit trump, gboolean low)
{
  g_autofree char *bid = kaiser_bid_describe (contract);

  switch (contract.kind)
    {
    case KAISER_BID_PASS:
      /* Lost Heir: a dealer who led without a contract */
      if (trump < KAISER_N_SUITS)
        /* Translators: Lost Heir, a hand led without a bid, "no bid, ♥" */
        return g_strdup_printf (_("no bid, %s"), kaiser_score_text_suit (names, trump));
      return g_strdup (_("no bid"));
    case KAISER_BID_SUIT:
      if (trump < KAISER_N_SUITS)
        /* Translators: a suit contract, "8 ♥" */
        return g_strdup_printf (_("%s %s"), bid, kaiser_score_text_suit (names, trump));
      return g_steal_pointer (&bid);
    case KAISER_BID_NO_TRUMP:
    case KAISER_BID_KAISER:
      if (low)
        /* Translators: a no-trump contract played low, "7 No Trump, low" */
        return g_strdup_printf (_("%s, low"), bid);
      if (rules->low_no_trump != KAISER_LOW_OFF && contract.kind == KAISER_BID_NO_TRUMP)
        /* Translators: a no-trump contract played high, "7 No Trump, high" */
        return g_strdup_printf (_("%s, high"), bid);
      return g_steal_pointer (&bid);
    default:
      return g_steal_pointer (&bid);
    }
}

char *
kaiser_score_text_suit_markup (const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  GString *out = g_string_new (NULL);

  for (const char *p = escaped; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c == 0x2665 || c == 0x2666)   /* ♥ ♦ */
        g_string_append_printf (out, "<span foreground=\"#c01c28\">%s</span>", c == 0x2665 ? "♥" : "♦");
      else
        g_string_append_unichar (out, c);
    }
  return g_string_free (out, FALSE);
}

char *
kaiser_score_text_card (const KaiserDeck *deck, const KaiserCardNames *names, KaiserCard card)
{
  g_autofree char *own = kaiser_card_names_describe_card (names, deck, card);
  g_autofree char *usual = kaiser_card_names_describe_card (NULL, deck, card);

  /* a card the theme names (Joffre, the Kaiser) by its name */
  if (!g_str_equal (own, usual))
    return g_steal_pointer (&own);
  return g_strconcat (kaiser_face_to_string (kaiser_deck_face (deck, card)),
                      kaiser_suit_symbol (kaiser_card_suit (card)), NULL);
}

char *
kaiser_score_text_number (gint value)
{
  if (value < 0)
    return g_strdup_printf (MINUS "%d", -value);
  return g_strdup_printf ("%d", value);
}

char *
kaiser_score_text_change (gint value)
{
  if (value < 0)
    return g_strdup_printf (MINUS "%d", -value);
  if (value > 0)
    return g_strdup_printf ("+%d", value);
  return g_strdup ("0");
}

gboolean
kaiser_score_text_at_bid_out (const KaiserRules *rules, gint score, gboolean target_raised)
{
  gint limit = kaiser_rules_bid_out_limit (rules, target_raised);

  return limit != G_MAXINT && score >= limit;
}

static char *
contract_text (const KaiserState *st, KaiserSeat you, const KaiserCardNames *names)
{
  g_autofree char *bid = NULL;
  g_autofree char *trump = NULL;
  g_autofree char *call = NULL;

  if (st->declarer == KAISER_SEAT_NONE)
    return g_strdup_printf (_("Hand %u · %s dealt"), st->hand_number, kaiser_score_text_seat (&st->rules, st->dealer, you));
  bid = kaiser_bid_describe (st->contract);
  if (st->trump == KAISER_SUIT_NONE)
    call = g_markup_escape_text (bid, -1);
  else
    {
      /* the suit in its colour, as on the cards */
      trump = kaiser_score_text_suit_markup (kaiser_score_text_suit (names, st->trump));
      call = g_strdup_printf ("%s %s", bid, trump);
    }
  /* Translators: the contract in the header, "East: <b>7 ♥</b> (low)"; the
   * last %s is " (low)" or nothing */
  return g_strdup_printf (_("%s: <b>%s</b>%s"), kaiser_score_text_seat (&st->rules, st->declarer, you), call,
                          st->low ? _(" (low)") : "");
}

/* The contract in the header, and the points so far. */
char *
kaiser_score_text_header_contract (const KaiserState *st, KaiserSeat you, const KaiserCardNames *names)
{
  KaiserTeam us = kaiser_rules_seat_side (&st->rules, you), them = kaiser_rules_side_other (&st->rules, us);
  g_autofree char *contract = contract_text (st, you, names);

  if (st->phase == KAISER_PHASE_PLAY && them == KAISER_TEAM_NONE)
    {
      g_autofree char *ours = kaiser_score_text_number (kaiser_state_points (st, us));
      /* Translators: at a table of three sides or more, the contract and the points the player took so far */
      return g_strdup_printf (_("%s · your points %s"), contract, ours);
    }
  if (st->phase == KAISER_PHASE_PLAY)
    {
      g_autofree char *ours = kaiser_score_text_number (kaiser_state_points (st, us));
      g_autofree char *theirs = kaiser_score_text_number (kaiser_state_points (st, them));
      /* Translators: the contract and the points taken so far, "North: 7 ♥ · points you 10, them −2" */
      return g_strdup_printf (_("%s · points you %s, them %s"), contract, ours, theirs);
    }
  return g_steal_pointer (&contract);
}

/* The game score in the header. */
char *
kaiser_score_text_header_scores (const KaiserState *st, KaiserSeat you)
{
  KaiserTeam us = kaiser_rules_seat_side (&st->rules, you), them = kaiser_rules_side_other (&st->rules, us);
  char *scores;

  if (them == KAISER_TEAM_NONE || kaiser_rules_n_seats (&st->rules) != 4)
    {
      /* every side's score, the player's first: "You 12 · West 30 · East 8 (to 52)" */
      GString *text = g_string_new (NULL);
      KaiserSeat seat = you;
      guint seen = 0;

      for (guint i = 0; i < kaiser_rules_n_seats (&st->rules); i++, seat = kaiser_rules_seat_next (&st->rules, seat))
        {
          KaiserTeam t = kaiser_rules_seat_side (&st->rules, seat);
          g_autofree char *name = NULL, *escaped = NULL, *number = NULL;

          if (seen & (1u << t))
            continue;
          seen |= 1u << t;
          /* short, for the header: a side of several by its first player
           * after you ("West"), as the plates of one colour show it */
          if (t != us && __builtin_popcount (kaiser_rules_side_seats (&st->rules, t)) > 1)
            name = g_strdup (kaiser_score_text_seat (&st->rules, seat, you));
          else
            name = kaiser_score_text_side (&st->rules, t, you);
          escaped = g_markup_escape_text (name, -1);
          number = kaiser_score_text_number (st->scores[t]);
          /* Translators: one side's game score in the header, "West <b>30</b>" */
          if (text->len)
            g_string_append (text, "  ·  ");
          g_string_append_printf (text, _("%s <b>%s</b>"), escaped, number);
        }
      /* Translators: after the scores in the header, " (to 52)" */
      g_string_append_printf (text, _("  <span size='small'>(to %d)</span>"), kaiser_rules_target (&st->rules, st->target_raised));
      scores = g_string_free (text, FALSE);
    }
  else
  /* Translators: the game score, "You 12 · Them 30 (to 52)" */
  {
    g_autofree char *mine = kaiser_score_text_number (st->scores[us]);
    g_autofree char *theirs = kaiser_score_text_number (st->scores[them]);

    scores = g_strdup_printf (_("You <b>%s</b>  ·  Them <b>%s</b>  <span size='small'>(to %d)</span>"),
                              mine, theirs, kaiser_rules_target (&st->rules, st->target_raised));
  }
  return scores;
}

/* "You claimed the rest: your side takes 3 more tricks and 5 points." */
char *
kaiser_score_text_claim (const KaiserRules *rules, KaiserSeat seat, KaiserSeat you, guint tricks, gint points)
{
  KaiserTeam team = kaiser_rules_seat_side (rules, seat);
  g_autofree char *number = kaiser_score_text_number (points);
  /* Translators: part of "… takes 3 more tricks and 5 points" */
  g_autofree char *tricks_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u more trick", "%u more tricks", tricks),
                                                  tricks);
  /* Translators: part of "… takes 3 more tricks and 5 points"; %s is the number, maybe "−3" */
  g_autofree char *points_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s point", "%s points", ABS (points)),
                                                  number);

  if (seat == you)
    /* Translators: the notice after the player's claim; the %s are "3 more tricks" and "5 points" */
    return g_strdup_printf (_("You claimed the rest: your side takes %s and %s."), tricks_text, points_text);
  if (team == kaiser_rules_seat_side (rules, you))
    /* Translators: the notice after the partner's claim, "North claimed the rest: your side takes 3 more tricks and 5 points." */
    return g_strdup_printf (_("%s claimed the rest: your side takes %s and %s."), kaiser_score_text_seat (rules, seat, you), tricks_text, points_text);
  /* Translators: the notice after an opponent's claim, "East claimed the rest: their side takes 3 more tricks and 5 points." */
  return g_strdup_printf (_("%s claimed the rest: their side takes %s and %s."), kaiser_score_text_seat (rules, seat, you), tricks_text, points_text);
}

