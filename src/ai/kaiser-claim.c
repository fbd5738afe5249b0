/* kaiser-claim.c: is the rest of the hand certain, and playing it out. */
#define G_LOG_DOMAIN "kaiser-claim"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kaiser-claim.h"

/* What the score of the hand depends on, at the end of the hand. */
typedef struct {
  gint       tricks[KAISER_MAX_SIDES];
  gint       points[KAISER_MAX_SIDES];
  gint       change[KAISER_MAX_SIDES];
  gboolean   made;
  gboolean   five_stolen;
  KaiserTeam bonus_team;
  KaiserTeam penalty_team;
  KaiserTeam insulted;
} Outcome;

typedef struct {
  guint64     nodes;
  guint64     budget;
  gboolean    have;
  Outcome     first;
  KaiserState final;   /* the end of the first continuation */
} Search;

static KaiserTeam
team_with (const KaiserState *st, KaiserCard card)
{
  for (guint t = 0; t < kaiser_rules_n_sides (&st->rules); t++)
    if (kaiser_cards_has (st->won[t], card))
      return (KaiserTeam) t;
  return KAISER_TEAM_NONE;
}

static void
outcome_of (const KaiserState *st, Outcome *o)
{
  memset (o, 0, sizeof *o);
  for (guint t = 0; t < kaiser_rules_n_sides (&st->rules); t++)
    {
      o->tricks[t] = st->result.tricks[t];
      o->points[t] = st->result.points[t];
      o->change[t] = st->result.change[t];
    }
  o->made = st->result.made;
  o->five_stolen = st->result.five_stolen;
  o->bonus_team = team_with (st, st->rules.deck.bonus_card);
  o->penalty_team = team_with (st, st->rules.deck.penalty_card);
  o->insulted = st->insulted;
}

static gboolean
outcome_equal (const Outcome *a, const Outcome *b)
{
  for (guint t = 0; t < KAISER_MAX_SIDES; t++)
    if (a->tricks[t] != b->tricks[t] || a->points[t] != b->points[t] || a->change[t] != b->change[t])
      return FALSE;
  return a->made == b->made && a->five_stolen == b->five_stolen && a->bonus_team == b->bonus_team &&
         a->penalty_team == b->penalty_team && a->insulted == b->insulted;
}

/* The fast test, at a trick boundary: no card another seat holds beats
 * any card of the seat to lead (a higher one of its suit, or a trump),
 * so whatever is led wins and the leader leads again: it takes every
 * trick.  Not when the first lead still names trumps, nor when the −3
 * card might win a trick with the +5 card in it or not (the insult), nor
 * at Lost Heir while a blank may annul the +5 or −3 card or not. */
static gboolean
leader_wins_all (const KaiserState *st)
{
  KaiserSeat leader = st->to_act;
  KaiserCards mine = st->hands[leader], others = 0;
  KaiserCard c;

  if (st->tricks[st->n_tricks].n_played != 0)
    return FALSE;
  if (st->trump == KAISER_SUIT_NONE && st->rules.trump_by == KAISER_TRUMP_BY_FIRST_LEAD && st->n_tricks == 0)
    return FALSE;
  for (guint s = 0; s < kaiser_rules_n_seats (&st->rules); s++)
    if (s != leader && (st->active & (1u << s)))
      others |= st->hands[s];
  if (st->rules.insult && kaiser_cards_has (mine, st->rules.deck.penalty_card) &&
      kaiser_cards_has (others, st->rules.deck.bonus_card))
    return FALSE;
  /* Lost Heir: whether a blank falls in the trick of the Lost Heir or the
   * Wrong Boy, annulling it, is the players' choice */
  if (((mine | others) & st->rules.deck.blanks) && ((mine | others) & st->rules.deck.outside & ~st->rules.deck.blanks))
    return FALSE;
  KAISER_CARDS_FOREACH (c, mine)
    {
      for (KaiserCards rest = others; rest; rest &= rest - 1)
        if (kaiser_state_card_beats (st, kaiser_cards_first (rest), c))
          return FALSE;
    }
  return TRUE;
}

/* Two cards of one hand, one suit, that no card still in play (in a hand
 * or in the trick) lies between, neither of them the +5 or −3 card: every
 * continuation after one is a continuation after the other with the two
 * swapped, and the outcome does not tell them apart. */
static gboolean
equivalent (const KaiserState *st, KaiserCard a, KaiserCard b)
{
  const KaiserDeck *deck = &st->rules.deck;
  const KaiserTrick *trick = &st->tricks[st->n_tricks];
  KaiserCards live = 0;
  KaiserCard lo, hi;

  /* nor a blank (Lost Heir), which is in no suit and annuls the +5 and −3 */
  if (kaiser_deck_card_suit (deck, a, st->trump) != kaiser_deck_card_suit (deck, b, st->trump) ||
      a == deck->bonus_card || a == deck->penalty_card || b == deck->bonus_card || b == deck->penalty_card ||
      kaiser_cards_has (deck->outside, a) || kaiser_cards_has (deck->outside, b))
    return FALSE;
  /* a card on a pile turns up the card under it: never the same */
  if (kaiser_cards_has (kaiser_state_pile_cards (st, st->to_act), a) ||
      kaiser_cards_has (kaiser_state_pile_cards (st, st->to_act), b))
    return FALSE;
  lo = kaiser_state_card_beats (st, a, b) ? b : a;
  hi = lo == a ? b : a;
  for (guint s = 0; s < kaiser_rules_n_seats (&st->rules); s++)
    live |= st->hands[s];
  for (guint i = 0; i < trick->n_played; i++)
    live |= kaiser_card_bit (trick->cards[i]);
  live &= kaiser_deck_suit_cards (deck, kaiser_deck_card_suit (deck, a, st->trump), st->trump) & ~kaiser_card_bit (a) &
          ~kaiser_card_bit (b);
  for (; live; live &= live - 1)
    {
      KaiserCard x = kaiser_cards_first (live);

      if (kaiser_state_card_beats (st, x, lo) && kaiser_state_card_beats (st, hi, x))
        return FALSE;
    }
  return TRUE;
}

static gboolean
leaf (Search *s, const KaiserState *st)
{
  Outcome o;

  outcome_of (st, &o);
  if (!s->have)
    {
      s->have = TRUE;
      s->first = o;
      s->final = *st;
      return TRUE;
    }
  return outcome_equal (&s->first, &o);
}

/* Any one continuation: the lowest legal card each time. */
static void
play_lowest (KaiserState *st)
{
  while (st->phase == KAISER_PHASE_PLAY)
    {
      KaiserAction action = kaiser_action_make (KAISER_ACTION_PLAY, st->to_act,
                                                kaiser_cards_first (kaiser_state_legal_cards (st)));

      if (!kaiser_state_apply (st, &action, NULL))
        g_return_if_reached ();
    }
}

/* TRUE while every continuation from st seen so far ends in the same
 * outcome; FALSE at the first that differs, or when the search gives up. */
static gboolean
same_everywhere (Search *s, const KaiserState *st)
{
  KaiserCards legal;
  KaiserCard c, prev = KAISER_CARD_NONE;

  if (++s->nodes > s->budget)
    return FALSE;
  if (st->phase != KAISER_PHASE_PLAY)
    return leaf (s, st);
  if (st->tricks[st->n_tricks].n_played == 0)
    {
      if (leader_wins_all (st))
        {
          KaiserState end = *st;

          play_lowest (&end);
          return leaf (s, &end);
        }
      if (kaiser_rules_hand_size (&st->rules) - st->n_tricks > KAISER_CLAIM_SEARCH_TRICKS)
        return FALSE;
    }

  legal = kaiser_state_legal_cards (st);
  KAISER_CARDS_FOREACH (c, legal)
    {
      KaiserState next;
      KaiserAction action;
      gboolean skip = prev != KAISER_CARD_NONE && equivalent (st, prev, c);

      prev = c;
      if (skip)
        continue;
      next = *st;
      action = kaiser_action_make (KAISER_ACTION_PLAY, st->to_act, c);
      if (!kaiser_state_apply (&next, &action, NULL))
        g_return_val_if_reached (FALSE);
      if (!same_everywhere (s, &next))
        return FALSE;
    }
  return TRUE;
}

gboolean
kaiser_claim_check (const KaiserState *state, KaiserClaim *claim)
{
  g_autofree Search *s = g_new0 (Search, 1);
  gboolean certain;

  g_return_val_if_fail (state != NULL, FALSE);

  if (claim)
    memset (claim, 0, sizeof *claim);
  if (state->phase != KAISER_PHASE_PLAY)
    return FALSE;
  s->budget = KAISER_CLAIM_NODE_BUDGET;
  certain = same_everywhere (s, state) && s->have;
  if (claim)
    {
      claim->nodes = s->nodes;
      if (certain)
        {
          const KaiserState *end = &s->final;

          claim->n_tricks = kaiser_rules_hand_size (&state->rules) - state->n_tricks;
          for (guint t = 0; t < kaiser_rules_n_sides (&state->rules); t++)
            {
              claim->tricks[t] = (guint) end->result.tricks[t] - kaiser_state_tricks (state, (KaiserTeam) t);
              claim->hand_points[t] = end->result.points[t];
              claim->points[t] = end->result.points[t] - kaiser_state_points (state, (KaiserTeam) t);
            }
          claim->bonus_team = s->first.bonus_team;
          claim->penalty_team = s->first.penalty_team;
          claim->result = end->result;
        }
    }
  return certain;
}

gboolean
kaiser_claim_play_out (KaiserGame *game, KaiserClaim *claim, GError **error)
{
  KaiserClaim local;

  g_return_val_if_fail (KAISER_IS_GAME (game), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!kaiser_claim_check (kaiser_game_get_state (game), &local))
    {
      g_set_error_literal (error, KAISER_ERROR, KAISER_ERROR_CLAIM_NOT_CERTAIN,
                           _("The rest of the hand is not certain yet"));
      return FALSE;
    }
  /* Every legal line ends the same: the lowest legal card each time. */
  while (kaiser_game_get_phase (game) == KAISER_PHASE_PLAY)
    {
      const KaiserState *st = kaiser_game_get_state (game);
      KaiserAction action = kaiser_action_make (KAISER_ACTION_PLAY, st->to_act,
                                                kaiser_cards_first (kaiser_state_legal_cards (st)));

      if (!kaiser_game_apply (game, &action, error))
        return FALSE;
    }
  if (claim)
    *claim = local;
  return TRUE;
}
