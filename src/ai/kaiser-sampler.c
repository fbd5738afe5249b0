/* kaiser-sampler.c */
#define G_LOG_DOMAIN "kaiser-sampler"

#include <math.h>
#include <string.h>

#include "kaiser-heuristic.h"
#include "kaiser-play-model.h"
#include "kaiser-sampler.h"

/* How the computer players bid against what the Standard player's rule
 * says: CALL_LIKELIHOOD[dealer][w][m] is the chance of call m from a hand
 * the rule calls w with, divided by the largest chance of m over all w (a
 * call's likelihood only matters up to a factor, and this way the
 * likeliest hands for a call have likelihood 1).  Calls are counted in
 * steps above the floor (one below the cheapest bid there was; a pass is
 * step 0), step 4 standing for 4 or more; the dealer, who may take the
 * bid, apart from the others.  The Expert, which bids by simulation,
 * makes another call than the rule about a third of the time, mostly a
 * bid of one or two steps where the rule passes.  Measured on 1,250 of
 * its calls in Expert-against-Expert auctions ("kaiser-cli record calls",
 * docs/ai.md), smoothed where few hands fall (the rule seldom bids three
 * steps up).  A Standard player's calls are the diagonal, the likeliest
 * entry of each column, so it is read as well as before. */
#define CALL_STEPS KAISER_SAMPLER_CALL_STEPS
static const double CALL_LIKELIHOOD[2][CALL_STEPS][CALL_STEPS] = {
  {
    /* made:  pass    +1      +2      +3      +4       not the dealer */
    {         1.0,    0.33,   0.09,   0.022,  0.005 },  /* rule: pass */
    {         0.018,  1.0,    0.19,   0.083,  0.025 },  /* rule: +1 */
    {         0.045,  0.13,   1.0,    0.105,  0.047 },  /* rule: +2 */
    {         0.015,  0.04,   0.13,   1.0,    0.12 },   /* rule: +3 */
    {         0.008,  0.013,  0.04,   0.13,   1.0 },    /* rule: +4 or more */
  },
  {
    /* made:  pass    +1      +2      +3      +4       the dealer */
    {         1.0,    0.24,   0.30,   0.013,  0.006 },
    {         0.086,  1.0,    0.14,   0.04,   0.024 },
    {         0.086,  0.25,   1.0,    0.04,   0.024 },
    {         0.017,  0.04,   0.14,   1.0,    0.12 },
    {         0.009,  0.013,  0.03,   0.13,   1.0 },
  },
};
/* The same amount in the other strain (suit against no-trump): the rule
 * and the Expert agree on it in about two bids of three. */
#define OTHER_STRAIN   0.45
/* The same measured again (calls=refit), on the 3,200 calls of 400
 * deal pairs of the Expert against the frozen one (seed 611, standard
 * rules, docs/ai.md), each row smoothed with ten calls shaped as the
 * first table's row.  Once the bid simulations took the double-dummy
 * edge off, the Expert's calls came closer to the rule's (79% of them
 * the rule's own), and it passes where the rule bids one step more often
 * than the first table says: 12% of those hands (the first table's
 * 0.018 is 0.145 now), 20% as the dealer. */
static const double CALL_LIKELIHOOD_REFIT[2][CALL_STEPS][CALL_STEPS] = {
  {
    /* made:  pass    +1      +2      +3      +4       not the dealer */
    {         1.0,    0.128,  0.061,  0.013,  0.005 },  /* rule: pass */
    {         0.145,  1.0,    0.057,  0.024,  0.005 },  /* rule: +1 */
    {         0.179,  0.095,  1.0,    0.100,  0.005 },  /* rule: +2 */
    {         0.010,  0.201,  0.102,  1.0,    0.078 },  /* rule: +3 */
    {         0.008,  0.013,  0.048,  0.158,  1.0 },    /* rule: +4 or more */
  },
  {
    /* made:  pass    +1      +2      +3      +4       the dealer */
    {         1.0,    0.139,  0.092,  0.005,  0.005 },
    {         0.238,  1.0,    0.045,  0.005,  0.005 },
    {         0.242,  0.101,  1.0,    0.016,  0.009 },
    {         0.016,  0.039,  0.151,  1.0,    0.108 },
    {         0.009,  0.014,  0.036,  0.145,  1.0 },
  },
};
/* The same amount in the other strain (suit against no-trump), against
 * the same strain: 137 bids to 918 in the refit's calls. */
#define OTHER_STRAIN_REFIT 0.15
/* Kaiser bids (V8), trumps, high or low other than the rule's. */
#define MISS_FLOOR     0.005
#define MISS_CHOICE    0.1
/* Candidate deals kaiser_sampler_draw() weighs at most for one it returns,
 * and the swaps of cards it tries from the likeliest of them if it kept
 * none. */
#define MAX_CANDIDATES 128
/* Cards played (kaiser_sampler_play_likelihood): how likely another card
 * than the Standard player's is, against the Standard card, and the least
 * a deal's play may weigh.  Measured on 891 cards the Expert chose among
 * two or more in Expert-against-Expert hands: it plays the Standard card
 * 80% of the time with 2 cards to choose from, 70% with 3, 60% with 4,
 * about 47% with 5 to 7, 33% with 8; read as "the Standard card with
 * chance a, any other with (1 − a)/(n − 1)", another card is 0.18 to
 * 0.30 times as likely as the Standard card whatever n, 0.23 overall. */
#define PLAY_MISS      0.25
#define PLAY_FLOOR     1e-8
#define SWAP_STEPS     48

/* The observation seat had before its call, from this seat's view: the
 * auction up to then, no cards yet (the likelihood fills its hand in). */
static void
call_view (const KaiserSampler *sampler, KaiserSeat seat, KaiserPhase phase, KaiserSamplerCall *call)
{
  KaiserState *t = &call->obs.view;

  memset (call, 0, sizeof *call);
  call->obs.seat = seat;
  *t = sampler->obs.view;
  t->phase = phase;
  t->to_act = seat;
  kaiser_state_clear_cards (t);
  if (phase == KAISER_PHASE_BIDDING)
    {
      t->declarer = KAISER_SEAT_NONE;
      t->contract = kaiser_bid_pass ();
      t->sold = FALSE;
      t->trump = KAISER_SUIT_NONE;
      t->low = FALSE;
      t->active = (guint8) ((1u << kaiser_rules_n_seats (&t->rules)) - 1);
    }
  else if (phase == KAISER_PHASE_ACCEPT)
    {
      /* every other seat has bid; the dealer has not chosen yet */
      t->declarer = KAISER_SEAT_NONE;
      t->contract = kaiser_bid_pass ();
      t->sold = FALSE;
      t->trump = KAISER_SUIT_NONE;
      t->low = FALSE;
      t->active = (guint8) ((1u << kaiser_rules_n_seats (&t->rules)) - 1);
    }
  else if (phase == KAISER_PHASE_TRUMP)
    {
      t->trump = KAISER_SUIT_NONE;
      t->low = FALSE;
    }
}

/* The other seats' calls so far, each with the view it was made from.
 * Left out: the calls made with cards a deal does not give (the
 * declarer's once it has picked up the kitty, V11; every seat's once the
 * cards passed after the auction have changed hands, V12). */
static void
calls_init (KaiserSampler *sampler)
{
  const KaiserState *v = &sampler->obs.view;
  const KaiserRules *rules = &v->rules;
  KaiserSeat me = sampler->obs.seat, seat = kaiser_rules_seat_next (rules, v->dealer);
  guint n_seats = kaiser_rules_n_seats (rules);
  gboolean declarer_known = !(kaiser_rules_kitty_size (rules) > 0 && v->phase >= KAISER_PHASE_KITTY);

  if (v->phase < KAISER_PHASE_PASS || v->phase > KAISER_PHASE_PLAY)
    return;
  if (rules->passing == KAISER_PASSING_TWO_AFTER_BIDDING && v->phase > KAISER_PHASE_BIDDING)
    return;
  for (guint i = 0; i < v->n_bids && i < n_seats; i++, seat = kaiser_rules_seat_next (rules, seat))
    {
      KaiserSamplerCall *call = &sampler->calls[sampler->n_calls];
      KaiserAction list[KAISER_MAX_ACTIONS];
      KaiserSeat s = seat;

      if (s == me || (s == v->declarer && !declarer_known))
        continue;
      call_view (sampler, s, KAISER_PHASE_BIDDING, call);
      call->obs.view.n_bids = (guint8) i;
      for (guint j = i; j < n_seats; j++, s = kaiser_rules_seat_next (rules, s))
        call->obs.view.bids[s] = kaiser_bid_pass ();
      if (kaiser_state_legal_actions (&call->obs.view, list) == 0)
        continue;
      call->action = kaiser_action_make (KAISER_ACTION_BID, seat, 0);
      call->action.bid = v->bids[seat];
      call->floor = MIN (kaiser_sampler_call_floor (&call->obs.view), (gint) rules->max_bid + 1);
      sampler->n_calls++;
    }
  /* Lost Heir: the dealer's sale, accepted or refused (000_5ed066fa22fca3eb.txt,
   * "Lost Heir": "The dealer could either accept the highest bid ... or
   * reject it"), once the others have bid and one did */
  if (rules->dealer_sells && v->phase > KAISER_PHASE_ACCEPT && v->dealer != me &&
      (guint) v->n_bids + 1 >= n_seats && !kaiser_bid_is_pass (kaiser_state_standing_bid (v, NULL)) &&
      sampler->n_calls < G_N_ELEMENTS (sampler->calls))
    {
      KaiserSamplerCall *call = &sampler->calls[sampler->n_calls];

      call_view (sampler, v->dealer, KAISER_PHASE_ACCEPT, call);
      call->action = kaiser_action_make (KAISER_ACTION_ACCEPT, v->dealer, v->sold ? 1 : 0);
      sampler->n_calls++;
    }
  if (v->declarer >= n_seats || v->declarer == me || !declarer_known)
    return;
  /* The declarer's trumps, once named. */
  if (v->phase > KAISER_PHASE_TRUMP && v->trump < KAISER_N_SUITS && rules->trump_by == KAISER_TRUMP_BY_NAMING &&
      (v->contract.kind == KAISER_BID_SUIT || v->contract.kind == KAISER_BID_KAISER_40) &&
      sampler->n_calls < G_N_ELEMENTS (sampler->calls))
    {
      KaiserSamplerCall *call = &sampler->calls[sampler->n_calls];

      call_view (sampler, v->declarer, KAISER_PHASE_TRUMP, call);
      call->action = kaiser_action_make (KAISER_ACTION_TRUMP, v->declarer, v->trump);
      sampler->n_calls++;
    }
  /* High or low, once announced. */
  if (v->phase > KAISER_PHASE_LOW &&
      ((rules->low_no_trump == KAISER_LOW_ANNOUNCED && v->contract.kind == KAISER_BID_NO_TRUMP) ||
       (rules->low_no_trump == KAISER_LOW_ANY_BID &&
        (v->contract.kind == KAISER_BID_SUIT || v->contract.kind == KAISER_BID_NO_TRUMP))) &&
      sampler->n_calls < G_N_ELEMENTS (sampler->calls))
    {
      KaiserSamplerCall *call = &sampler->calls[sampler->n_calls];

      call_view (sampler, v->declarer, KAISER_PHASE_LOW, call);
      call->obs.view.low = FALSE;
      call->action = kaiser_action_make (KAISER_ACTION_LOW, v->declarer, v->low ? 1 : 0);
      sampler->n_calls++;
    }
}

void
kaiser_sampler_excluded (const KaiserState *v, const guint *voids, KaiserCards *excluded)
{
  const KaiserDeck *deck = &v->rules.deck;

  for (guint s = 0; s < kaiser_rules_n_seats (&v->rules); s++)
    {
      excluded[s] = 0;
      /* the suit's cards as they follow it: with the Lost Heir and the
       * Wrong Boy in trumps, never a blank (000_5ed066fa22fca3eb.txt,
       * "Lost Heir": "The two blank cards belong to no suit") */
      for (guint suit = 0; suit < KAISER_N_SUITS; suit++)
        if (voids[s] & (1u << suit))
          excluded[s] |= kaiser_deck_suit_cards (deck, (KaiserSuit) suit, v->trump);
    }
  /* "blank cards ... can only be played as discards": a seat that led one
   * held nothing else, and holds nothing else now */
  if (deck->blanks == 0 || v->phase != KAISER_PHASE_PLAY)
    return;
  for (guint t = 0; t <= v->n_tricks && t < KAISER_MAX_TRICKS; t++)
    if (v->tricks[t].n_played > 0 && kaiser_cards_has (deck->blanks, v->tricks[t].cards[0]) &&
        v->tricks[t].leader < KAISER_MAX_SEATS)
      excluded[v->tricks[t].leader] |= kaiser_deck_cards (deck) & ~deck->blanks;
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
  KaiserCards *played = sampler->played;
  guint voids[KAISER_MAX_SEATS];

  memset (sampler, 0, sizeof *sampler);
  sampler->obs = *obs;
  sampler->inference = inference;

  kaiser_state_read_tricks (v, played, voids);
  for (guint s = 0; s < kaiser_rules_n_seats (&v->rules); s++)
    {
      known |= played[s];
      sampler->count[s] = s == me ? kaiser_cards_count (v->hands[me]) : hand_size - kaiser_cards_count (played[s]);
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
      /* the declarer may not lay away the +5 or −3 card (000_5ed066fa22fca3eb.txt,
       * "Three Players": "discards any two cards face down, which may not
       * include the heart5 or the spade3") */
      if (!sampler->sink_is_kitty)
        sampler->sink_excluded = kaiser_card_bit (rules->deck.bonus_card) | kaiser_card_bit (rules->deck.penalty_card);
    }

  /* Voids: a seat that did not follow the suit led has none left. */
  kaiser_sampler_excluded (v, voids, sampler->excluded);

  /* Cards this seat passed on are with their receiver until played. */
  if (v->passed[me] && v->phase != KAISER_PHASE_PASS && kaiser_state_pass_target (v, me) < kaiser_rules_n_seats (rules))
    {
      KaiserSeat to = kaiser_state_pass_target (v, me);

      sampler->fixed[to] = v->passed[me] & ~played[to];
      known |= v->passed[me];
    }
  for (guint s = 0; s < kaiser_rules_n_seats (&v->rules); s++)
    sampler->excluded[s] &= ~sampler->fixed[s];

  sampler->unseen = kaiser_deck_cards (&rules->deck) & ~known;
  if (inference)
    calls_init (sampler);
}

gint
kaiser_sampler_call_floor (const KaiserState *view)
{
  KaiserAction list[KAISER_MAX_ACTIONS];
  guint n = kaiser_state_legal_actions (view, list);
  gint floor = G_MAXINT;

  for (guint k = 0; k < n; k++)
    if (list[k].type == KAISER_ACTION_BID && !kaiser_bid_is_pass (list[k].bid) && list[k].bid.amount > 0)
      floor = MIN (floor, (gint) list[k].bid.amount - 1);
  return floor;
}

gint
kaiser_sampler_call_step (KaiserBid bid, gint floor)
{
  if (bid.kind == KAISER_BID_KAISER || bid.kind == KAISER_BID_KAISER_40)
    return -1;
  if (kaiser_bid_is_pass (bid))
    return 0;
  return CLAMP ((gint) bid.amount - floor, 1, CALL_STEPS - 1);
}

/* How often the Expert makes each call where the rule makes one: the
 * rows of the refit's counts (the chance of each call made in the row
 * of the rule's); the dealer's +2 row, of 13 hands, rounded towards the
 * others, and the rows of three steps and more (4 hands) kept to the
 * rule's call. */
static const double CALL_CHANCE[2][CALL_STEPS][CALL_STEPS] = {
  {
    /* made:  pass    +1      +2      +3      +4       not the dealer */
    {         0.845,  0.104,  0.042,  0.009,  0.0 },
    {         0.123,  0.820,  0.039,  0.016,  0.002 },
    {         0.161,  0.076,  0.695,  0.068,  0.0 },
    {         0.0,    0.0,    0.0,    1.0,    0.0 },
    {         0.0,    0.0,    0.0,    0.0,    1.0 },
  },
  {
    /* made:  pass    +1      +2      +3      +4       the dealer */
    {         0.831,  0.106,  0.063,  0.0,    0.0 },
    {         0.203,  0.769,  0.028,  0.0,    0.0 },
    {         0.2,    0.05,   0.75,   0.0,    0.0 },
    {         0.0,    0.0,    0.0,    1.0,    0.0 },
    {         0.0,    0.0,    0.0,    0.0,    1.0 },
  },
};

void
kaiser_sampler_expert_call (const KaiserState *view, const KaiserAction *rule, double u, KaiserAction *call)
{
  KaiserAction list[KAISER_MAX_ACTIONS];
  const double *row;
  guint n, made = 0;
  gint floor, step;
  double sum = 0;

  *call = *rule;
  if (view->phase != KAISER_PHASE_BIDDING || rule->type != KAISER_ACTION_BID)
    return;
  floor = kaiser_sampler_call_floor (view);
  step = kaiser_sampler_call_step (rule->bid, floor);
  if (step < 0 || floor == G_MAXINT)
    return;
  row = CALL_CHANCE[view->to_act == view->dealer ? 1 : 0][step];
  for (made = 0; made + 1 < CALL_STEPS && u >= sum + row[made]; made++)
    sum += row[made];
  if ((gint) made == step)
    return;
  n = kaiser_state_legal_actions (view, list);
  /* a pass, or the amount in the rule's strain (a suit where it passes),
   * else the other strain's */
  for (guint pass = 0; pass < 2; pass++)
    for (guint k = 0; k < n; k++)
      {
        KaiserBidKind kind = kaiser_bid_is_pass (rule->bid) ? KAISER_BID_SUIT : (KaiserBidKind) rule->bid.kind;

        if (list[k].type != KAISER_ACTION_BID)
          continue;
        if (made == 0 ? kaiser_bid_is_pass (list[k].bid)
                      : !kaiser_bid_is_pass (list[k].bid) && list[k].bid.amount == (guint) floor + made &&
                        (pass == 1 || list[k].bid.kind == kind) &&
                        (list[k].bid.kind == KAISER_BID_SUIT || list[k].bid.kind == KAISER_BID_NO_TRUMP))
          {
            *call = list[k];
            return;
          }
      }
}

/* How likely a computer player bids made with a hand the Standard
 * player's rule calls would with. */
static double
bid_agreement (KaiserBid made, KaiserBid would, gint floor, gboolean dealer, gboolean refit)
{
  gint a = kaiser_sampler_call_step (made, floor), b = kaiser_sampler_call_step (would, floor);
  double w;

  if (a < 0 || b < 0)
    return kaiser_bid_equal (made, would) ? 1.0 : MISS_FLOOR;
  w = refit ? CALL_LIKELIHOOD_REFIT[dealer ? 1 : 0][b][a] : CALL_LIKELIHOOD[dealer ? 1 : 0][b][a];
  if (a > 0 && b > 0 && made.kind != would.kind)
    w *= refit ? OTHER_STRAIN_REFIT : OTHER_STRAIN;
  return MAX (MISS_FLOOR, w);
}

/* The likelihood of one call with these cards in the caller's hand. */
static double
call_likelihood (const KaiserSampler *sampler, const KaiserSamplerCall *call, KaiserCards hand)
{
  KaiserSeat seat = call->obs.seat;
  KaiserObservation obs = call->obs;
  KaiserAction would;
  KaiserRng rng;

  obs.view.hands[seat] = obs.view.dealt[seat] = hand;
  kaiser_rng_init (&rng, 1);
  if (!kaiser_heuristic_decide (KAISER_LEVEL_STANDARD, &obs, &rng, &would))
    return 1.0;
  if (call->action.type == KAISER_ACTION_BID)
    return bid_agreement (call->action.bid, would.bid, call->floor, seat == call->obs.view.dealer,
                          sampler->calls_refit);
  return would.value == call->action.value ? 1.0 : MISS_CHOICE;
}

/**
 * kaiser_sampler_first_lead:
 * @deal: a deal drawn for the sampler's observation, in the play
 * @st: (out): the same deal as the first lead found it
 *
 * The cards played so far given back to their seats, no trick played:
 * replaying the observation's tricks from @st (kaiser_state_apply) comes
 * back to @deal.
 */
void
kaiser_sampler_first_lead (const KaiserSampler *sampler, const KaiserState *deal, KaiserState *st)
{
  const KaiserState *v = &sampler->obs.view;

  *st = *deal;
  for (guint s = 0; s < kaiser_rules_n_seats (&v->rules); s++)
    st->hands[s] = deal->hands[s] | sampler->played[s];
  st->n_tricks = 0;
  memset (st->tricks, 0, sizeof st->tricks);
  memset (st->won, 0, sizeof st->won);
  memset (st->tricks_won, 0, sizeof st->tricks_won);
  st->insulted = KAISER_TEAM_NONE;
  st->tricks[0].leader = v->tricks[0].leader;
  st->to_act = v->tricks[0].leader;
  if (v->rules.trump_by == KAISER_TRUMP_BY_FIRST_LEAD && kaiser_state_has_trumps (v))
    st->trump = KAISER_SUIT_NONE;
  st->cancelled = 0;
}

/* The likelihood of the other seats' cards played so far with the deal's
 * hands: the play replayed from the first lead with those hands, each
 * card of another seat against the Standard player's card from that
 * seat's view then.  The Standard card is read as likely (1), another
 * card as PLAY_MISS times as likely; a forced card says nothing.  With
 * play_model, each card's chance under the play model instead (to the
 * power play_model).  Never below PLAY_FLOOR, so no deal counts for
 * nothing. */
double
kaiser_sampler_play_likelihood (const KaiserSampler *sampler, const KaiserState *deal)
{
  const KaiserState *v = &sampler->obs.view;
  KaiserSeat me = sampler->obs.seat;
  KaiserState st;
  double w = 1.0;

  g_return_val_if_fail (sampler != NULL && deal != NULL, 1.0);

  if (!sampler->inference || !sampler->read_play || v->phase != KAISER_PHASE_PLAY ||
      (v->n_tricks == 0 && v->tricks[0].n_played == 0))
    return 1.0;
  kaiser_sampler_first_lead (sampler, deal, &st);

  for (guint t = 0; t <= v->n_tricks && t < KAISER_MAX_TRICKS; t++)
    for (guint i = 0; i < v->tricks[t].n_played; i++)
      {
        KaiserSeat seat = st.to_act;
        KaiserAction action = kaiser_action_make (KAISER_ACTION_PLAY, seat, v->tricks[t].cards[i]);
        guint choices = kaiser_cards_count (kaiser_state_legal_cards (&st));

        if (seat != me && choices > 1 && sampler->play_model > 0)
          w *= pow (kaiser_play_model_chance (&st, action.value), sampler->play_model);
        else if (seat != me && choices > 1)
          {
            KaiserObservation obs;
            KaiserAction would;
            KaiserRng rng;

            kaiser_observation_init (&obs, &st, seat);
            kaiser_rng_init (&rng, 1);
            if (kaiser_heuristic_decide (KAISER_LEVEL_STANDARD, &obs, &rng, &would) && would.value != action.value)
              w *= PLAY_MISS;
          }
        /* a deal the play cannot have come from (it should not be drawn) says nothing */
        if (!kaiser_state_apply (&st, &action, NULL))
          return 1.0;
      }
  return MAX (w, PLAY_FLOOR);
}

/* The likelihood, or as soon as it is known to be below bound, a value
 * below bound (the product only falls). */
static double
likelihood_above (const KaiserSampler *sampler, const KaiserState *deal, double bound)
{
  double w = 1.0;

  for (guint i = 0; i < sampler->n_calls && w >= bound; i++)
    w *= call_likelihood (sampler, &sampler->calls[i], deal->dealt[sampler->calls[i].obs.seat]);
  return w;
}

/* The likelihood of the calls of one seat. */
static double
seat_likelihood (const KaiserSampler *sampler, KaiserSeat seat, KaiserCards dealt)
{
  double w = 1.0;

  for (guint i = 0; i < sampler->n_calls; i++)
    if (sampler->calls[i].obs.seat == seat)
      w *= call_likelihood (sampler, &sampler->calls[i], dealt);
  return w;
}

double
kaiser_sampler_likelihood (const KaiserSampler *sampler, const KaiserState *deal)
{
  g_return_val_if_fail (sampler != NULL && deal != NULL, 1.0);

  return sampler->inference ? likelihood_above (sampler, deal, 0.0) : 1.0;
}

gboolean
kaiser_sampler_draw_uniform (const KaiserSampler *sampler, KaiserRng *rng, KaiserState *state)
{
  const KaiserState *v = &sampler->obs.view;
  KaiserSeat me = sampler->obs.seat;
  KaiserCards fixed = 0;

  for (guint i = 0; i < kaiser_rules_n_seats (&v->rules); i++)
    fixed |= sampler->fixed[i];
  for (guint attempt = 0; attempt < 200; attempt++)
    {
      KaiserCard pool[64];
      KaiserCards hands[KAISER_MAX_SEATS], sink = 0;
      guint need[KAISER_MAX_SEATS], n = 0, sink_need = sampler->sink;
      gboolean ok = TRUE;
      KaiserCard card;

      KAISER_CARDS_FOREACH (card, sampler->unseen & ~fixed)
        pool[n++] = card;
      for (guint i = n; i > 1; i--)
        {
          guint j = kaiser_rng_below (rng, i);
          KaiserCard t = pool[i - 1];
          pool[i - 1] = pool[j];
          pool[j] = t;
        }
      for (guint s = 0; s < kaiser_rules_n_seats (&v->rules); s++)
        {
          hands[s] = s == me ? v->hands[me] : sampler->fixed[s];
          need[s] = s == me ? 0 : sampler->count[s] - kaiser_cards_count (sampler->fixed[s]);
        }
      /* Most constrained cards first would be better; void constraints are
       * few, so a greedy deal with retries does. */
      for (guint i = 0; i < n && ok; i++)
        {
          KaiserSeat choices[KAISER_MAX_SEATS + 1];
          guint nc = 0, total = 0, r;

          for (guint s = 0; s < kaiser_rules_n_seats (&v->rules); s++)
            if (need[s] > 0 && !kaiser_cards_has (sampler->excluded[s], pool[i]))
              {
                choices[nc++] = (KaiserSeat) s;
                total += need[s];
              }
          if (sink_need > 0 && !kaiser_cards_has (sampler->sink_excluded, pool[i]))
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
      for (guint s = 0; s < kaiser_rules_n_seats (&v->rules) && ok; s++)
        ok = need[s] == 0;
      if (!ok)
        continue;

      *state = *v;
      for (guint s = 0; s < kaiser_rules_n_seats (&v->rules); s++)
        {
          if (s == me)
            continue;
          state->hands[s] = hands[s];
          state->dealt[s] = hands[s] | sampler->played[s];
        }
      if (sampler->sink > 0)
        {
          if (sampler->sink_is_kitty)
            state->kitty = sink;
          else
            state->discards = sink;
        }
      return TRUE;
    }
  return FALSE;
}

/* A uniform number in [0, 1). */
static double
rng_unit (KaiserRng *rng)
{
  return (double) (kaiser_rng_next (rng) >> 11) * (1.0 / 9007199254740992.0);
}

/* The n-th card of a set. */
static KaiserCard
nth_card (KaiserCards set, guint n)
{
  KaiserCard card;

  KAISER_CARDS_FOREACH (card, set)
    if (n-- == 0)
      return card;
  return KAISER_CARD_NONE;
}

/* Metropolis steps from deal: swap a card each between two other seats
 * (within their voids), kept with the ratio of the likelihoods.  The
 * swaps leave the uniform prior over the deals unchanged, so the steps go
 * towards the posterior. */
static void
swap_steps (const KaiserSampler *sampler, KaiserRng *rng, KaiserState *deal)
{
  KaiserSeat seats[KAISER_MAX_SEATS];
  double w[KAISER_MAX_SEATS];
  guint n = 0;

  for (guint s = 0; s < kaiser_rules_n_seats (&deal->rules); s++)
    if (s != sampler->obs.seat && (deal->hands[s] & ~sampler->fixed[s]))
      {
        w[n] = seat_likelihood (sampler, (KaiserSeat) s, deal->dealt[s]);
        seats[n++] = (KaiserSeat) s;
      }
  if (n < 2)
    return;
  for (guint step = 0; step < SWAP_STEPS; step++)
    {
      guint i = kaiser_rng_below (rng, n), j = kaiser_rng_below (rng, n - 1);
      KaiserSeat a, b;
      KaiserCards ma, mb, da, db;
      KaiserCard x, y;
      double wa, wb;

      j += j >= i;
      a = seats[i];
      b = seats[j];
      ma = deal->hands[a] & ~sampler->fixed[a];
      mb = deal->hands[b] & ~sampler->fixed[b];
      x = nth_card (ma, kaiser_rng_below (rng, kaiser_cards_count (ma)));
      y = nth_card (mb, kaiser_rng_below (rng, kaiser_cards_count (mb)));
      if (kaiser_cards_has (sampler->excluded[b], x) || kaiser_cards_has (sampler->excluded[a], y))
        continue;
      da = (deal->dealt[a] & ~kaiser_card_bit (x)) | kaiser_card_bit (y);
      db = (deal->dealt[b] & ~kaiser_card_bit (y)) | kaiser_card_bit (x);
      wa = seat_likelihood (sampler, a, da);
      wb = seat_likelihood (sampler, b, db);
      if (rng_unit (rng) * w[i] * w[j] >= wa * wb)
        continue;
      deal->dealt[a] = da;
      deal->dealt[b] = db;
      deal->hands[a] = (deal->hands[a] & ~kaiser_card_bit (x)) | kaiser_card_bit (y);
      deal->hands[b] = (deal->hands[b] & ~kaiser_card_bit (y)) | kaiser_card_bit (x);
      w[i] = wa;
      w[j] = wb;
    }
}

/* With inference: candidates drawn uniformly, each kept with its
 * likelihood (at most 1), which gives a deal from the posterior.  A
 * candidate is turned down as soon as its likelihood falls below the
 * chance drawn for it.  If none is kept (the calls say much, few deals
 * agree with them all), the likeliest candidate as far as it was worked
 * out, moved on by Metropolis swaps. */
gboolean
kaiser_sampler_draw (const KaiserSampler *sampler, KaiserRng *rng, KaiserState *state, double *weight)
{
  KaiserState candidate;
  double best = -1.0;

  g_return_val_if_fail (sampler != NULL && rng != NULL && state != NULL && weight != NULL, FALSE);

  *weight = 1.0;
  if (!sampler->inference || sampler->n_calls == 0)
    {
      if (!kaiser_sampler_draw_uniform (sampler, rng, state))
        return FALSE;
      *weight = kaiser_sampler_play_likelihood (sampler, state);
      return TRUE;
    }
  for (guint i = 0; i < MAX_CANDIDATES; i++)
    {
      double u, w;

      if (!kaiser_sampler_draw_uniform (sampler, rng, &candidate))
        break;
      u = rng_unit (rng);
      w = likelihood_above (sampler, &candidate, u);
      if (u < w)
        {
          *state = candidate;
          *weight = kaiser_sampler_play_likelihood (sampler, state);
          return TRUE;
        }
      if (w > best)
        {
          best = w;
          *state = candidate;
        }
    }
  if (best < 0)
    return FALSE;
  swap_steps (sampler, rng, state);
  *weight = kaiser_sampler_play_likelihood (sampler, state);
  return TRUE;
}
