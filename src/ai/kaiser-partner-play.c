/* kaiser-partner-play.c: the +5 given up, the −3 taken and partners
 * overtaken, counted from finished hands (issue 27). */
#define G_LOG_DOMAIN "kaiser-partner-play"

#include "kaiser-partner-play.h"

/* A special card's value for the solver when deciding where it goes:
 * more than every other count of a hand can swing (8 tricks, the other
 * special card, the insult), so best play decides this card first. */
#define DECIDING_VALUE 40

KaiserTeam
kaiser_partner_play_special_owner (KaiserSolver *solver, const KaiserState *state, KaiserCard card)
{
  const KaiserTrick *trick = &state->tricks[state->n_tricks];
  KaiserDeck *deck;
  KaiserState copy;
  gboolean in_play = FALSE;
  gint value;

  g_return_val_if_fail (state->phase == KAISER_PHASE_PLAY, KAISER_TEAM_NONE);
  for (guint t = 0; t < kaiser_rules_n_sides (&state->rules); t++)
    if (kaiser_cards_has (state->won[t], card))
      return (KaiserTeam) t;
  for (guint seat = 0; seat < kaiser_rules_n_seats (&state->rules); seat++)
    if ((state->active & (1u << seat)) && kaiser_cards_has (state->hands[seat], card))
      in_play = TRUE;
  for (guint i = 0; i < trick->n_played; i++)
    if (trick->cards[i] == card)
      in_play = TRUE;
  if (!in_play || kaiser_rules_n_sides (&state->rules) != 2 ||
      !kaiser_solver_can_solve (state, kaiser_rules_side_seats (&state->rules, 0)))
    return KAISER_TEAM_NONE;

  copy = *state;
  /* where the card goes, not what it counts: V17 counts the +5 and −3
   * only with three tricks */
  copy.rules.spade_needs_three = FALSE;
  deck = &copy.rules.deck;
  if (card == deck->bonus_card)
    {
      deck->bonus_value = DECIDING_VALUE;
      value = kaiser_solver_solve (solver, &copy);
      return value > 0 ? KAISER_TEAM_NS : KAISER_TEAM_EW;
    }
  g_return_val_if_fail (card == deck->penalty_card, KAISER_TEAM_NONE);
  deck->penalty_value = -DECIDING_VALUE;
  value = kaiser_solver_solve (solver, &copy);
  return value < 0 ? KAISER_TEAM_NS : KAISER_TEAM_EW;
}

static KaiserSeat
next_active (const KaiserState *state, KaiserSeat seat)
{
  do
    seat = kaiser_rules_seat_next (&state->rules, seat);
  while (!(state->active & (1u << seat)));
  return seat;
}

gboolean
kaiser_partner_play_is_overtake (const KaiserState *state, KaiserCard card)
{
  const KaiserTrick *trick = &state->tricks[state->n_tricks];
  KaiserSeat me = state->to_act, seat;
  KaiserCard best;
  KaiserCards legal, led;
  guint n_active = 0;

  if (state->phase != KAISER_PHASE_PLAY || me >= kaiser_rules_n_seats (&state->rules) || trick->n_played == 0 ||
      kaiser_rules_seat_partner (&state->rules, me) == KAISER_SEAT_NONE ||
      kaiser_state_trick_winner (state, trick) != kaiser_rules_seat_partner (&state->rules, me))
    return FALSE;
  best = trick->cards[0];
  for (guint i = 1; i < trick->n_played; i++)
    if (kaiser_state_card_beats (state, trick->cards[i], best))
      best = trick->cards[i];
  if (!kaiser_state_card_beats (state, card, best))
    return FALSE;

  /* certain: no seat still to play to the trick can beat it */
  for (guint i = 0; i < kaiser_rules_n_seats (&state->rules); i++)
    n_active += (state->active >> i) & 1;
  led = kaiser_suit_mask (kaiser_card_suit (trick->cards[0]));
  seat = me;
  for (guint i = trick->n_played + 1; i < n_active; i++)
    {
      KaiserCards hand, may;
      KaiserCard c;

      seat = next_active (state, seat);
      hand = state->hands[seat];
      may = (hand & led) ? hand & led : hand;
      KAISER_CARDS_FOREACH (c, may)
        if (kaiser_state_card_beats (state, c, best))
          return FALSE;
    }

  /* and the seat could have let it win */
  legal = kaiser_state_legal_cards (state);
  {
    KaiserCard c;

    KAISER_CARDS_FOREACH (c, legal)
      if (!kaiser_state_card_beats (state, c, best))
        return TRUE;
  }
  return FALSE;
}

/* The positions of one hand's play, from the first lead to the end. */
typedef struct {
  KaiserState before[KAISER_MAX_TRICKS * KAISER_MAX_SEATS];
  KaiserCard  played[KAISER_MAX_TRICKS * KAISER_MAX_SEATS];
  guint       n;
  KaiserState end;
} HandPlay;

/* The side that took card (the +5 or −3) lost it, or took it, when some
 * position before showed it could be kept or given away. */
static void
count_special (KaiserSolver *solver, const HandPlay *play, KaiserCard card, gboolean bonus,
               KaiserPartnerPlay counts[KAISER_MAX_SIDES])
{
  KaiserTeam took = KAISER_TEAM_NONE, loser;

  /* who could have kept or given away a card is a question of two sides */
  if (kaiser_rules_n_sides (&play->end.rules) != 2)
    return;
  for (guint t = 0; t < 2; t++)
    if (kaiser_cards_has (play->end.won[t], card))
      took = (KaiserTeam) t;
  if (took == KAISER_TEAM_NONE)
    return;
  /* the side that did badly: the +5's loser, the −3's taker */
  loser = bonus ? kaiser_rules_side_other (&play->end.rules, took) : took;
  for (guint k = 0; k < play->n; k++)
    {
      const KaiserState *st = &play->before[k];
      KaiserTeam owner;

      if (kaiser_cards_has (st->won[took], card))
        break;   /* decided */
      owner = kaiser_partner_play_special_owner (solver, st, card);
      if (owner == KAISER_TEAM_NONE)
        break;
      if ((bonus && owner == loser) || (!bonus && owner != loser))
        {
          if (bonus)
            counts[loser].bonus_given++;
          else
            counts[loser].penalty_taken++;
          break;
        }
    }
}

static void
count_hand (KaiserSolver *solver, const HandPlay *play, KaiserPartnerPlay counts[KAISER_MAX_SIDES])
{
  const KaiserDeck *deck = &play->end.rules.deck;

  for (guint t = 0; t < kaiser_rules_n_sides (&play->end.rules); t++)
    counts[t].hands++;
  for (guint k = 0; k < play->n; k++)
    if (kaiser_partner_play_is_overtake (&play->before[k], play->played[k]))
      counts[kaiser_rules_seat_side (&play->end.rules, play->before[k].to_act)].overtakes++;
  count_special (solver, play, deck->bonus_card, TRUE, counts);
  count_special (solver, play, deck->penalty_card, FALSE, counts);
}

gboolean
kaiser_partner_play_count (KaiserSolver *solver, KaiserGame *game, KaiserPartnerPlay *counts,
                           GError **error)
{
  g_autofree HandPlay *play = g_new0 (HandPlay, 1);
  guint n = kaiser_game_get_n_actions (game);
  gboolean playing = FALSE;

  g_return_val_if_fail (solver != NULL && counts != NULL, FALSE);
  for (guint i = 0; i < n; i++)
    {
      const KaiserAction *action = kaiser_game_get_action (game, i);
      KaiserState *st;

      if (action->type != KAISER_ACTION_PLAY)
        {
          playing = FALSE;
          continue;
        }
      if (!playing)
        {
          g_autoptr(KaiserGame) before = kaiser_game_replay (game, i, error);

          if (before == NULL)
            return FALSE;
          play->end = *kaiser_game_get_state (before);
          play->n = 0;
          playing = TRUE;
        }
      st = &play->end;
      if (st->phase != KAISER_PHASE_PLAY || play->n >= G_N_ELEMENTS (play->before))
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE, "action %u: a card played outside the play", i);
          return FALSE;
        }
      play->before[play->n] = *st;
      play->played[play->n] = (KaiserCard) action->value;
      play->n++;
      if (!kaiser_state_apply (st, action, error))
        return FALSE;
      if (st->phase != KAISER_PHASE_PLAY)
        {
          playing = FALSE;
          count_hand (solver, play, counts);
        }
    }
  return TRUE;
}
