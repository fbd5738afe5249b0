/* kaiser-sampler.c */
#define G_LOG_DOMAIN "kaiser-sampler"

#include <math.h>
#include <string.h>

#include "kaiser-sampler.h"

static guint
played_by (const KaiserState *view, KaiserSeat seat, KaiserCards *cards)
{
  guint n = 0;

  *cards = 0;
  for (guint t = 0; t <= view->n_tricks && t < KAISER_MAX_TRICKS; t++)
    {
      const KaiserTrick *trick = &view->tricks[t];
      KaiserSeat s = trick->leader;

      if (t == view->n_tricks && view->phase != KAISER_PHASE_PLAY)
        break;
      for (guint i = 0; i < trick->n_played; i++)
        {
          if (s == seat)
            {
              *cards |= kaiser_card_bit (trick->cards[i]);
              n++;
            }
          do
            s = kaiser_seat_next (s);
          while (!(view->active & (1u << s)));
        }
    }
  return n;
}

void
kaiser_sampler_init (KaiserSampler *sampler, const KaiserObservation *obs, gboolean inference)
{
  const KaiserState *v = &obs->view;
  const KaiserRules *rules = &v->rules;
  KaiserSeat me = obs->seat;
  KaiserCards known = v->hands[me];
  guint hand_size = kaiser_rules_hand_size (rules);
  guint kitty = kaiser_rules_kitty_size (rules);

  memset (sampler, 0, sizeof *sampler);
  sampler->obs = *obs;
  sampler->inference = inference;

  for (guint s = 0; s < KAISER_N_SEATS; s++)
    {
      KaiserCards played;
      guint n = played_by (v, (KaiserSeat) s, &played);

      known |= played;
      sampler->count[s] = s == me ? kaiser_cards_count (v->hands[me]) : hand_size - n;
    }
  /* While the cards are being passed (V12) the others are dealt their
   * hands as they were before passing: a pass simulation lets each of them
   * choose its cards from those.  The cards this seat has already passed
   * are out of its hand and no one else's. */
  if (v->phase == KAISER_PHASE_PASS)
    known |= v->passed[me];
  /* With a kitty: before the pick-up it lies apart; after the discards,
   * those lie apart and the declarer holds a full hand. */
  if (kitty > 0)
    {
      if (v->phase <= KAISER_PHASE_LOW || v->declarer == KAISER_SEAT_NONE)
        sampler->sink_is_kitty = TRUE;
      if (v->declarer == me && v->phase >= KAISER_PHASE_KITTY)
        known |= v->discards;   /* the declarer knows them */
      else
        sampler->sink = kitty;
    }

  /* Voids: a seat that did not follow the suit led has none left. */
  for (guint t = 0; t <= v->n_tricks && t < KAISER_MAX_TRICKS; t++)
    {
      const KaiserTrick *trick = &v->tricks[t];
      KaiserSeat s = trick->leader;

      if (t == v->n_tricks && v->phase != KAISER_PHASE_PLAY)
        break;
      for (guint i = 0; i < trick->n_played; i++)
        {
          if (i > 0 && kaiser_card_suit (trick->cards[i]) != kaiser_card_suit (trick->cards[0]))
            sampler->excluded[s] |= kaiser_suit_mask (kaiser_card_suit (trick->cards[0]));
          do
            s = kaiser_seat_next (s);
          while (!(v->active & (1u << s)));
        }
    }

  /* Cards this seat passed on are with their receiver until played. */
  if (v->passed[me] && v->phase != KAISER_PHASE_PASS)
    {
      KaiserSeat to = kaiser_state_pass_target (v, me);
      KaiserCards played;

      played_by (v, to, &played);
      sampler->fixed[to] = v->passed[me] & ~played;
      known |= v->passed[me];
    }
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    sampler->excluded[s] &= ~sampler->fixed[s];

  sampler->unseen = kaiser_deck_cards (&rules->deck) & ~known;
}

double
kaiser_sampler_hand_strength (const KaiserRules *rules, KaiserCards hand)
{
  const KaiserDeck *deck = &rules->deck;
  double best = 0;

  /* honours by their place from the top of the suit, the +5/−3 cards,
   * and length in the best suit as trumps */
  for (guint trump = 0; trump <= KAISER_N_SUITS; trump++)
    {
      double points = 0;

      for (guint s = 0; s < KAISER_N_SUITS; s++)
        {
          KaiserCards suit = hand & kaiser_suit_mask ((KaiserSuit) s);
          guint len = kaiser_cards_count (suit);
          gint top = deck->n_cards[s] - 1;

          if (kaiser_cards_has (suit, kaiser_card_make ((KaiserSuit) s, top)))
            points += 1.0;
          if (kaiser_cards_has (suit, kaiser_card_make ((KaiserSuit) s, top - 1)) && len >= 2)
            points += 0.6;
          if (kaiser_cards_has (suit, kaiser_card_make ((KaiserSuit) s, top - 2)) && len >= 3)
            points += 0.3;
          if (s == trump && len > 2)
            points += (len - 2) * 0.8;
        }
      if (points > best)
        best = points;
    }
  if (kaiser_cards_has (hand, deck->bonus_card))
    best += deck->bonus_value * 0.6;
  if (kaiser_cards_has (hand, deck->penalty_card))
    best += deck->penalty_value * 0.5;
  /* partner's share */
  return best + 2.0;
}

/* How likely the seats' calls are with the sampled hands. */
static double
call_weight (const KaiserSampler *sampler, const KaiserState *st)
{
  const KaiserState *v = &sampler->obs.view;
  const KaiserRules *rules = &v->rules;
  KaiserSeat seat = kaiser_seat_lho (v->dealer);
  gint standing = 0;
  double w = 1.0;

  for (guint i = 0; i < v->n_bids; i++, seat = kaiser_seat_next (seat))
    {
      KaiserBid bid = v->bids[seat];

      if (seat != sampler->obs.seat)
        {
          double strength = kaiser_sampler_hand_strength (rules, st->dealt[seat]);
          gboolean forced = seat == v->dealer && standing == 0 && !rules->dealer_may_pass;

          if (!kaiser_bid_is_pass (bid) && !forced && bid.kind != KAISER_BID_KAISER && bid.kind != KAISER_BID_KAISER_40)
            {
              /* a bid says "about this many points" */
              double d = strength - bid.amount;
              w *= exp (-(d * d) / (2 * 2.0 * 2.0));
            }
          else if (kaiser_bid_is_pass (bid))
            {
              /* a pass says "not enough for the next bid" */
              double need = MAX (rules->min_bid, standing / 4 + 1);
              w *= 1.0 / (1.0 + exp ((strength - need) * 1.2));
            }
        }
      standing = MAX (standing, kaiser_rules_bid_rank (rules, bid));
    }
  return w;
}

gboolean
kaiser_sampler_draw (const KaiserSampler *sampler, KaiserRng *rng, KaiserState *state, double *weight)
{
  const KaiserState *v = &sampler->obs.view;
  KaiserSeat me = sampler->obs.seat;

  for (guint attempt = 0; attempt < 200; attempt++)
    {
      KaiserCard pool[64];
      KaiserCards hands[KAISER_N_SEATS], sink = 0;
      guint need[KAISER_N_SEATS], n = 0, sink_need = sampler->sink;
      gboolean ok = TRUE;
      KaiserCard card;

      KAISER_CARDS_FOREACH (card, sampler->unseen & ~(sampler->fixed[0] | sampler->fixed[1] | sampler->fixed[2] | sampler->fixed[3]))
        pool[n++] = card;
      for (guint i = n; i > 1; i--)
        {
          guint j = kaiser_rng_below (rng, i);
          KaiserCard t = pool[i - 1];
          pool[i - 1] = pool[j];
          pool[j] = t;
        }
      for (guint s = 0; s < KAISER_N_SEATS; s++)
        {
          hands[s] = s == me ? v->hands[me] : sampler->fixed[s];
          need[s] = s == me ? 0 : sampler->count[s] - kaiser_cards_count (sampler->fixed[s]);
        }
      /* Most constrained cards first would be better; void constraints are
       * few, so a greedy deal with retries does. */
      for (guint i = 0; i < n && ok; i++)
        {
          KaiserSeat choices[KAISER_N_SEATS + 1];
          guint nc = 0, total = 0, r;

          for (guint s = 0; s < KAISER_N_SEATS; s++)
            if (need[s] > 0 && !kaiser_cards_has (sampler->excluded[s], pool[i]))
              {
                choices[nc++] = (KaiserSeat) s;
                total += need[s];
              }
          if (sink_need > 0)
            total += sink_need;
          if (total == 0)
            {
              ok = FALSE;
              break;
            }
          /* each place in proportion to the room it has */
          r = kaiser_rng_below (rng, total);
          for (guint c = 0; c < nc; c++)
            {
              if (r < need[choices[c]])
                {
                  hands[choices[c]] |= kaiser_card_bit (pool[i]);
                  need[choices[c]]--;
                  r = G_MAXUINT;
                  break;
                }
              r -= need[choices[c]];
            }
          if (r != G_MAXUINT)
            {
              sink |= kaiser_card_bit (pool[i]);
              sink_need--;
            }
        }
      for (guint s = 0; s < KAISER_N_SEATS && ok; s++)
        ok = need[s] == 0;
      if (!ok)
        continue;

      *state = *v;
      for (guint s = 0; s < KAISER_N_SEATS; s++)
        {
          KaiserCards played = 0;

          if (s == me)
            continue;
          played_by (v, (KaiserSeat) s, &played);
          state->hands[s] = hands[s];
          state->dealt[s] = hands[s] | played;
        }
      if (sampler->sink > 0)
        {
          if (sampler->sink_is_kitty)
            state->kitty = sink;
          else
            state->discards = sink;
        }
      *weight = sampler->inference ? call_weight (sampler, state) : 1.0;
      return TRUE;
    }
  return FALSE;
}
