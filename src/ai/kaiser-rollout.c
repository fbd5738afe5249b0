/* kaiser-rollout.c: the card to play by playing sampled deals out. */
#define G_LOG_DOMAIN "kaiser-rollout"

#include <string.h>

#include "kaiser-heuristic.h"
#include "kaiser-rollout.h"
#include "kaiser-sampler.h"

gboolean
kaiser_rollout_sample (const KaiserObservation *obs, KaiserRng *rng, KaiserState *deal)
{
  const KaiserState *v = &obs->view;
  guint n_seats = kaiser_rules_n_seats (&v->rules);
  KaiserCards played[KAISER_MAX_SEATS];
  guint voids[KAISER_MAX_SEATS], in_hand[KAISER_MAX_SEATS], hidden[KAISER_MAX_SEATS];
  KaiserCards excluded[KAISER_MAX_SEATS];
  KaiserCard unseen[64];
  KaiserCards known = 0, left;
  KaiserCard c;
  guint n = 0, want = 0;

  if (v->phase != KAISER_PHASE_PLAY)
    return FALSE;
  kaiser_state_read_tricks (v, played, voids);
  kaiser_sampler_excluded (v, voids, excluded);
  for (guint s = 0; s < n_seats; s++)
    known |= v->hands[s] | played[s];
  left = kaiser_deck_cards (&v->rules.deck) & ~known & ~v->kitty & ~v->discards;
  KAISER_CARDS_FOREACH (c, left)
    unseen[n++] = c;
  for (guint s = 0; s < n_seats; s++)
    {
      guint holds = kaiser_rules_hand_size (&v->rules) - MIN (kaiser_cards_count (played[s]), kaiser_rules_hand_size (&v->rules));

      hidden[s] = kaiser_state_n_hidden (v, (KaiserSeat) s);
      in_hand[s] = holds - MIN (holds, kaiser_cards_count (v->hands[s]) + hidden[s]);
      if (s == obs->seat || !(v->active & (1u << s)))
        in_hand[s] = 0;
      want += in_hand[s] + hidden[s];
    }
  if (want != n)
    return FALSE;

  /* shuffled until every seat's hand keeps the suits it showed out of
   * (a few tries; then as drawn) */
  for (guint attempt = 0; attempt < 64; attempt++)
    {
      gboolean ok = TRUE;
      guint k = 0;

      for (guint i = n; i > 1; i--)
        {
          guint j = kaiser_rng_below (rng, i);
          KaiserCard t = unseen[i - 1];
          unseen[i - 1] = unseen[j];
          unseen[j] = t;
        }
      *deal = *v;
      for (guint s = 0; s < n_seats; s++)
        {
          KaiserPiles *p = &deal->piles[s];

          for (guint i = 0; i < in_hand[s]; i++)
            {
              c = unseen[k++];
              ok &= !kaiser_cards_has (excluded[s], c);
              deal->hands[s] |= kaiser_card_bit (c);
            }
          /* the cards face down under a top card still there */
          for (guint pile = 0; pile < KAISER_MAX_PILES && k < n; pile++)
            if (p->top[pile] < 64 && kaiser_cards_has (v->hands[s], p->top[pile]) && p->under[pile] >= 64)
              {
                p->under[pile] = unseen[k++];
                deal->hands[s] |= kaiser_card_bit (p->under[pile]);
              }
        }
      if (k != n)
        return FALSE;
      if (ok)
        break;
    }
  return TRUE;
}

/* The hand played out by the Standard player's rules: the seat's side's
 * score change less the best other side's. */
static gint
play_out (KaiserState *st, KaiserSeat seat, KaiserRng *rng)
{
  KaiserTeam mine = kaiser_rules_seat_side (&st->rules, seat);
  gint best = G_MININT;

  while (st->phase == KAISER_PHASE_PLAY)
    {
      KaiserObservation o;
      KaiserAction action;

      kaiser_observation_init (&o, st, st->to_act);
      if (!kaiser_heuristic_decide (KAISER_LEVEL_STANDARD, &o, rng, &action) || !kaiser_state_apply (st, &action, NULL))
        return 0;
    }
  for (guint t = 0; t < kaiser_rules_n_sides (&st->rules); t++)
    if (t != mine)
      best = MAX (best, st->result.change[t]);
  return st->result.change[mine] - best;
}

gboolean
kaiser_rollout_applies (const KaiserState *v)
{
  return kaiser_rules_n_piles (&v->rules) > 0 || v->rules.deck.outside != 0;
}

gboolean
kaiser_rollout_choose_card (const KaiserObservation *obs, KaiserRng *rng, guint n_samples, KaiserCard *card)
{
  const KaiserState *v = &obs->view;
  KaiserCards legal = kaiser_state_legal_cards (v);
  KaiserCard cards[KAISER_MAX_TRICKS + KAISER_MAX_KITTY];
  gint64 total[G_N_ELEMENTS (cards)] = { 0 };
  guint n = 0, drawn = 0, best = 0;
  KaiserCard c;

  if (!kaiser_rollout_applies (v) || v->phase != KAISER_PHASE_PLAY || legal == 0)
    return FALSE;
  KAISER_CARDS_FOREACH (c, legal)
    if (n < G_N_ELEMENTS (cards))
      cards[n++] = c;
  if (n == 1)
    {
      *card = cards[0];
      return TRUE;
    }
  for (guint i = 0; i < n_samples; i++)
    {
      KaiserState deal;

      if (!kaiser_rollout_sample (obs, rng, &deal))
        continue;
      drawn++;
      /* every card in the same deal, played out from the same seed */
      for (guint k = 0; k < n; k++)
        {
          KaiserState st = deal;
          KaiserAction action = kaiser_action_make (KAISER_ACTION_PLAY, obs->seat, cards[k]);
          KaiserRng play_rng;

          kaiser_rng_init (&play_rng, i);
          if (!kaiser_state_apply (&st, &action, NULL))
            return FALSE;
          total[k] += play_out (&st, obs->seat, &play_rng);
        }
    }
  if (drawn == 0)
    return FALSE;
  for (guint k = 1; k < n; k++)
    if (total[k] > total[best])
      best = k;
  *card = cards[best];
  return TRUE;
}
