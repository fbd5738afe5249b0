/* test-expert.c: the Expert's sampler and decisions.
 *
 * The sampler's deals agree with everything the seat knows; the Expert
 * sees only its observation (the same observation and seed give the same
 * decision however the unseen cards lie); it never attempts an illegal
 * action under any preset.
 */
#include <math.h>
#include <string.h>

#include "kaiser-expert.h"
#include "kaiser-heuristic.h"
#include "kaiser-match.h"
#include "kaiser-sampler.h"
#include "kaiser-test-util.h"

/* Play random actions from a seeded game until some seat's decision in
 * the wanted phase, with at least min_tricks tricks played. */
static gboolean
advance (KaiserGame *game, KaiserRng *rng, KaiserPhase phase, guint min_tricks)
{
  for (guint guard = 0; guard < 500; guard++)
    {
      const KaiserState *st = kaiser_game_get_state (game);
      KaiserObservation obs;
      KaiserAction action;

      if (st->phase == phase && st->n_tricks >= min_tricks)
        return TRUE;
      if (st->phase == KAISER_PHASE_HAND_OVER)
        {
          g_assert_true (kaiser_game_next_hand (game, NULL));
          continue;
        }
      if (st->phase == KAISER_PHASE_GAME_OVER)
        return FALSE;
      kaiser_game_observe (game, st->to_act, &obs);
      g_assert_true (kaiser_random_player_choose (&obs, rng, &action));
      g_assert_true (kaiser_game_apply (game, &action, NULL));
    }
  return FALSE;
}

/* A game of the preset played at random into its play (after @plays
 * cards), and the sampler of the seat to act, with inference; FALSE if
 * the game ended first. */
static gboolean
sampler_in_play (const char *preset, guint64 seed, guint plays, KaiserGame **game, KaiserRng *rng,
                 KaiserObservation *obs, KaiserSampler *sampler)
{
  KaiserRules rules;
  const KaiserState *st;

  kaiser_rules_init_preset (&rules, preset, NULL);
  *game = kaiser_game_new (&rules, seed);
  kaiser_rng_init (rng, seed);
  if (!advance (*game, rng, KAISER_PHASE_PLAY, plays))
    return FALSE;
  st = kaiser_game_get_state (*game);
  kaiser_game_observe (*game, st->to_act, obs);
  kaiser_sampler_init (sampler, obs, TRUE);
  return TRUE;
}

static void
test_sampler_consistent (void)
{
  const char *presets[] = { "standard", "saskatchewan-34", "joffre" };
  guint checked = 0;

  for (guint p = 0; p < G_N_ELEMENTS (presets); p++)
    for (guint64 seed = 0; seed < 60; seed++)
      {
        g_autoptr(KaiserGame) game = NULL;
        KaiserRng rng;
        KaiserObservation obs;
        KaiserSampler sampler;
        const KaiserState *truth;

        if (!sampler_in_play (presets[p], seed, seed % 6, &game, &rng, &obs, &sampler))
          continue;
        truth = kaiser_game_get_state (game);
        for (guint k = 0; k < 20; k++)
          {
            KaiserState s;
            double w;
            KaiserCards all = 0;

            g_assert_true (kaiser_sampler_draw (&sampler, &rng, &s, &w));
            g_assert_cmpfloat (w, >=, 0);
            /* my own cards are mine, every seat holds as many as it really does */
            g_assert_cmpuint (s.hands[obs.seat], ==, truth->hands[obs.seat]);
            for (guint seat = 0; seat < KAISER_N_SEATS; seat++)
              {
                g_assert_cmpuint (kaiser_cards_count (s.hands[seat]), ==, kaiser_cards_count (truth->hands[seat]));
                g_assert_cmpuint (all & s.hands[seat], ==, 0);
                all |= s.hands[seat];
                /* a seat that showed out of a suit holds none of it */
                g_assert_cmpuint (s.hands[seat] & sampler.excluded[seat], ==, 0);
              }
            /* the unseen cards are exactly the ones dealt out (or lying apart) */
            g_assert_cmpuint (all & ~truth->hands[obs.seat], ==, sampler.unseen & ~(s.kitty | s.discards));
            /* and the true deal is among the possible ones: its cards are unseen */
            for (guint seat = 0; seat < KAISER_N_SEATS; seat++)
              if (seat != obs.seat)
                g_assert_cmpuint (truth->hands[seat] & ~sampler.unseen, ==, 0);
          }
        checked++;
      }
  g_assert_cmpuint (checked, >, 100);
}

/* The cards played say something of the hands: a hand played by the
 * Standard player at every seat (the model the sampler reads the play
 * through) has the likelihood 1 with the true deal, at any point of the
 * play and under rules with a kitty, passing, trumps by the first lead
 * or the insult; other deals drawn are often less likely, and every
 * draw weighs something, at most 1.  Without read_play (the default): 1. */
static void
test_sampler_reads_play (void)
{
  const char *presets[] = { "standard", "saskatchewan-34", "joffre", "hetu", "les-rois" };
  guint positions = 0, less = 0;

  for (guint p = 0; p < G_N_ELEMENTS (presets); p++)
    for (guint64 seed = 0; seed < 24; seed++)
      {
        KaiserRules rules;
        g_autoptr(KaiserGame) game = NULL;
        const KaiserState *truth;
        guint stop = 1 + (guint) (seed % 13);
        KaiserObservation obs;
        KaiserSampler on, off;
        KaiserRng rng;
        gboolean seen_less = FALSE;

        g_assert_true (kaiser_rules_init_preset (&rules, presets[p], NULL));
        game = kaiser_game_new (&rules, 300 + seed);
        for (;;)
          {
            const KaiserState *st = kaiser_game_get_state (game);
            KaiserAction action;

            if (st->phase == KAISER_PHASE_HAND_OVER || st->phase == KAISER_PHASE_GAME_OVER ||
                (st->phase == KAISER_PHASE_PLAY && 4u * st->n_tricks + st->tricks[st->n_tricks].n_played >= stop))
              break;
            kaiser_game_observe (game, st->to_act, &obs);
            kaiser_rng_init (&rng, 1);
            g_assert_true (kaiser_heuristic_decide (KAISER_LEVEL_STANDARD, &obs, &rng, &action));
            g_assert_true (kaiser_game_apply (game, &action, NULL));
          }
        truth = kaiser_game_get_state (game);
        if (truth->phase != KAISER_PHASE_PLAY)
          continue;
        kaiser_game_observe (game, truth->to_act, &obs);
        kaiser_sampler_init (&on, &obs, TRUE);
        kaiser_sampler_init (&off, &obs, TRUE);
        g_assert_false (on.read_play);
        on.read_play = TRUE;
        g_assert_cmpfloat (kaiser_sampler_play_likelihood (&on, truth), ==, 1.0);
        kaiser_rng_init (&rng, seed);
        for (guint k = 0; k < 20; k++)
          {
            KaiserState d;
            double w;

            g_assert_true (kaiser_sampler_draw (&on, &rng, &d, &w));
            g_assert_cmpfloat (w, >, 0.0);
            g_assert_cmpfloat (w, <=, 1.0);
            g_assert_cmpfloat (w, ==, kaiser_sampler_play_likelihood (&on, &d));
            seen_less |= w < 1.0;
            g_assert_cmpfloat (kaiser_sampler_play_likelihood (&off, &d), ==, 1.0);
            g_assert_true (kaiser_sampler_draw (&off, &rng, &d, &w));
            g_assert_cmpfloat (w, ==, 1.0);
          }
        positions++;
        less += seen_less;
      }
  g_assert_cmpuint (positions, >=, 80);
  g_assert_cmpuint (less, >=, positions / 2);
}

/* Reading the play double-dummy (plays=dd): in hands where every seat
 * plays a best card of the true deal double-dummy (the model the Expert
 * reads the play through), the true deal has the likelihood 1 at any
 * point of the play; other deals drawn are often less likely, by the
 * miss for each card of another seat that is not best in them.  Reading
 * the trick under way only (depth 0), a position with no card of another
 * seat in its trick reads nothing.  Off: 1. */
static void
test_expert_reads_play_dd (void)
{
  KaiserRules rules;
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();
  guint positions = 0, less = 0, empty_tricks = 0;
  guint64 n_seeds = g_getenv ("KAISER_TEST_QUICK") ? 1 : 8;

  kaiser_rules_init_standard (&rules);
  for (guint64 seed = 0; seed < n_seeds; seed++)
    {
      g_autoptr(KaiserGame) game = kaiser_game_new (&rules, 500 + seed);
      g_autoptr(KaiserExpert) all = kaiser_expert_new (seed);
      g_autoptr(KaiserExpert) trick = kaiser_expert_new (seed);
      g_autoptr(KaiserExpert) off = kaiser_expert_new (seed);

      kaiser_expert_set_dd_reading (all, 0.25, KAISER_MAX_TRICKS);
      kaiser_expert_set_dd_reading (trick, 0.25, 0);
      for (;;)
        {
          const KaiserState *st = kaiser_game_get_state (game);
          KaiserObservation obs;
          KaiserAction action;

          if (st->phase == KAISER_PHASE_HAND_OVER || st->phase == KAISER_PHASE_GAME_OVER)
            break;
          kaiser_game_observe (game, st->to_act, &obs);
          if (st->phase != KAISER_PHASE_PLAY)
            {
              KaiserRng rng;

              kaiser_rng_init (&rng, 1);
              g_assert_true (kaiser_heuristic_decide (KAISER_LEVEL_STANDARD, &obs, &rng, &action));
            }
          else
            {
              KaiserCard cards[16];
              gint values[16];
              guint n = kaiser_solver_solve_moves_for (solver, st, kaiser_solver_seats_for (st, st->to_act, KAISER_SOLVER_PARANOID),
                                                       cards, values);
              guint best = 0;
              KaiserSampler sampler;
              KaiserRng rng;
              gboolean seen_less = FALSE;
              /* the cards of the trick so far are other seats' */
              gboolean others_in_trick = st->tricks[st->n_tricks].n_played > 0;

              for (guint i = 1; i < n; i++)
                if (values[i] > values[best])
                  best = i;
              action = kaiser_action_make (KAISER_ACTION_PLAY, st->to_act, cards[best]);

              kaiser_sampler_init (&sampler, &obs, TRUE);
              g_assert_cmpfloat (kaiser_expert_dd_play_likelihood (all, &sampler, st), ==, 1.0);
              g_assert_cmpfloat (kaiser_expert_dd_play_likelihood (trick, &sampler, st), ==, 1.0);
              kaiser_rng_init (&rng, seed);
              for (guint k = 0; k < 8; k++)
                {
                  KaiserState d;
                  double w, wt;

                  g_assert_true (kaiser_sampler_draw (&sampler, &rng, &d, &w));
                  w = kaiser_expert_dd_play_likelihood (all, &sampler, &d);
                  wt = kaiser_expert_dd_play_likelihood (trick, &sampler, &d);
                  g_assert_cmpfloat (w, >, 0.0);
                  g_assert_cmpfloat (w, <=, wt);
                  g_assert_cmpfloat (wt, <=, 1.0);
                  /* a product of misses */
                  g_assert_cmpfloat (fabs (log (w) / log (0.25) - round (log (w) / log (0.25))), <, 1e-6);
                  if (!others_in_trick)
                    g_assert_cmpfloat (wt, ==, 1.0);
                  g_assert_cmpfloat (kaiser_expert_dd_play_likelihood (off, &sampler, &d), ==, 1.0);
                  seen_less |= w < 1.0;
                }
              empty_tricks += !others_in_trick;
              positions += st->n_tricks > 0 || st->tricks[0].n_played > 0;
              less += seen_less;
            }
          g_assert_true (kaiser_game_apply (game, &action, NULL));
        }
    }
  g_test_message ("%u positions, %u with deals drawn less likely, %u with no other card in the trick", positions, less, empty_tricks);
  g_assert_cmpuint (positions, >=, 25 * n_seeds);
  g_assert_cmpuint (empty_tricks, >, 0);
  g_assert_cmpuint (less, >=, positions / 3);
}

/* Inference */

/* The standard game without misdeal offers, so a deal goes straight to
 * the auction. */
static void
inference_rules (KaiserRules *rules)
{
  kaiser_rules_init_standard (rules);
  g_assert_true (kaiser_rules_set (rules, "misdeal-weak-hand", "false", NULL));
}

/* Each decision of the first hand of the game dealt from seed, as the
 * Standard player plays it: visit sees the state and the observation of
 * the seat to act before it acts. */
static void
standard_hand (const KaiserRules *rules, guint64 seed, KaiserTestVisit visit, gpointer data)
{
  g_autoptr(KaiserGame) game = kaiser_game_new (rules, seed);
  g_autoptr(KaiserPlayer) standard = kaiser_player_new (KAISER_LEVEL_STANDARD, seed);

  kaiser_test_play_hand (game, standard, visit, data);
}

/* standard_hand at the standard rules for the seeds first to first + n − 1,
 * *seed (kept in the visit's data) set to each in turn. */
static void
standard_hands (guint64 first, guint64 n, KaiserTestVisit visit, gpointer data, guint64 *seed)
{
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  for (*seed = first; *seed < first + n; (*seed)++)
    standard_hand (&rules, *seed, visit, data);
}

/* A random deal bid (and trumps named) by the Standard player at every
 * seat, up to the first lead. */
static void
standard_auction (const KaiserRules *rules, guint64 seed, KaiserState *st)
{
  KaiserCards hands[KAISER_N_SEATS], kitty;
  KaiserRng rng;

  kaiser_rng_init (&rng, seed);
  kaiser_state_init (st, rules, (KaiserSeat) (seed % KAISER_N_SEATS));
  kaiser_state_shuffle (rules, st->dealer, &rng, hands, &kitty);
  kaiser_state_deal (st, hands, kitty);
  while (st->phase != KAISER_PHASE_PLAY)
    {
      KaiserObservation obs;
      KaiserAction action;

      g_assert_cmpint (st->phase, >=, KAISER_PHASE_BIDDING);
      kaiser_observation_init (&obs, st, st->to_act);
      g_assert_true (kaiser_heuristic_decide (KAISER_LEVEL_STANDARD, &obs, &rng, &action));
      g_assert_true (kaiser_state_apply (st, &action, NULL));
    }
}

/* A Standard auction of seed seen by its dealer (who speaks last), and
 * the dealer's samplers with and without inference. */
static void
samplers_at_dealer (const KaiserRules *rules, guint64 seed, KaiserState *truth, KaiserObservation *obs,
                    KaiserSampler *on, KaiserSampler *off)
{
  standard_auction (rules, seed, truth);
  kaiser_observation_init (obs, truth, truth->dealer);
  kaiser_sampler_init (on, obs, TRUE);
  kaiser_sampler_init (off, obs, FALSE);
}

/* Seat's observation at its call in truth's auction had it held the cards
 * deal gives it: the deal dealt afresh and the calls before it replayed. */
static void
observe_call (const KaiserState *truth, const KaiserState *deal, KaiserSeat seat, KaiserObservation *obs)
{
  KaiserState st;

  kaiser_state_init (&st, &truth->rules, truth->dealer);
  kaiser_state_deal (&st, deal->dealt, 0);
  for (KaiserSeat s = kaiser_seat_lho (truth->dealer); s != seat; s = kaiser_seat_next (s))
    {
      KaiserAction bid = kaiser_action_make (KAISER_ACTION_BID, s, 0);

      bid.bid = truth->bids[s];
      g_assert_true (kaiser_state_apply (&st, &bid, NULL));
    }
  g_assert_cmpint (st.to_act, ==, seat);
  kaiser_observation_init (obs, &st, seat);
}

/* Does the Standard player at seat, with deal's cards, make its call of truth? */
static gboolean
same_call (const KaiserState *truth, const KaiserState *deal, KaiserSeat seat)
{
  KaiserObservation obs;
  KaiserAction action;
  KaiserRng rng;

  observe_call (truth, deal, seat, &obs);
  kaiser_rng_init (&rng, 0);
  g_assert_true (kaiser_heuristic_decide (KAISER_LEVEL_STANDARD, &obs, &rng, &action));
  return kaiser_bid_equal (action.bid, truth->bids[seat]);
}

#define INFERENCE_DRAWS 200

/* A seat that passed, where most hands would not have: with inference it
 * is dealt hands the Standard player passes with far more often than
 * without (seen from the dealer, who speaks last). */
static void
test_sampler_infers_pass (void)
{
  KaiserRules rules;
  guint cases = 0;

  inference_rules (&rules);
  for (guint64 seed = 0; seed < 80; seed++)
    {
      KaiserState truth;
      KaiserObservation obs;
      KaiserSampler on, off;
      KaiserRng rng;

      samplers_at_dealer (&rules, seed, &truth, &obs, &on, &off);
      kaiser_rng_init (&rng, seed);
      for (guint s = 0; s < KAISER_N_SEATS; s++)
        {
          guint with = 0, without = 0;

          if (s == truth.dealer || !kaiser_bid_is_pass (truth.bids[s]))
            continue;
          for (guint k = 0; k < INFERENCE_DRAWS; k++)
            {
              KaiserState d;
              double w;

              g_assert_true (kaiser_sampler_draw (&on, &rng, &d, &w));
              g_assert_cmpfloat (w, ==, 1.0);
              with += same_call (&truth, &d, (KaiserSeat) s);
              g_assert_true (kaiser_sampler_draw (&off, &rng, &d, &w));
              without += same_call (&truth, &d, (KaiserSeat) s);
            }
          /* a pass most hands would make says little */
          if (without > INFERENCE_DRAWS * 6 / 10)
            continue;
          g_assert_cmpuint (with, >=, INFERENCE_DRAWS * 7 / 10);
          g_assert_cmpuint (with, >=, without + INFERENCE_DRAWS * 3 / 10);
          cases++;
        }
    }
  g_assert_cmpuint (cases, >=, 5);
}

/* calls=refit reads the calls through the table measured again once the
 * Expert bid closer to the rule: a seat that passed is dealt hands the
 * rule bids with several times as often as the first table deals them
 * (0.145 against 0.018 for a hand one step up), and a seat that bid is
 * dealt hands the rule passes with less often (0.128 against 0.33). */
static void
test_sampler_calls_refit (void)
{
  KaiserRules rules;
  guint pass_first = 0, pass_refit = 0, bid_first = 0, bid_refit = 0, passes = 0, bids = 0;
  guint64 n_seeds = g_getenv ("KAISER_TEST_QUICK") ? 12 : 40;

  inference_rules (&rules);
  for (guint64 seed = 0; seed < n_seeds; seed++)
    {
      KaiserState truth;
      KaiserObservation obs;
      KaiserSampler first, refit, off;
      KaiserRng rng_first, rng_refit;

      samplers_at_dealer (&rules, seed, &truth, &obs, &first, &off);
      refit = first;
      refit.calls_refit = TRUE;
      for (guint s = 0; s < KAISER_N_SEATS; s++)
        {
          gboolean passed = kaiser_bid_is_pass (truth.bids[s]);

          if (s == truth.dealer)
            continue;
          passes += passed;
          bids += !passed;
          kaiser_rng_init (&rng_first, seed * 8 + s);
          kaiser_rng_init (&rng_refit, seed * 8 + s);
          for (guint k = 0; k < INFERENCE_DRAWS / 4; k++)
            {
              KaiserState d;
              double w;
              gboolean other;

              g_assert_true (kaiser_sampler_draw (&first, &rng_first, &d, &w));
              other = !same_call (&truth, &d, (KaiserSeat) s);
              pass_first += passed && other;
              bid_first += !passed && other;
              g_assert_true (kaiser_sampler_draw (&refit, &rng_refit, &d, &w));
              other = !same_call (&truth, &d, (KaiserSeat) s);
              pass_refit += passed && other;
              bid_refit += !passed && other;
            }
        }
    }
  g_test_message ("passes %u: hands the rule calls otherwise %u (first), %u (refit); bids %u: %u, %u",
                  passes, pass_first, pass_refit, bids, bid_first, bid_refit);
  g_assert_cmpuint (passes, >=, n_seeds / 2);
  g_assert_cmpuint (bids, >=, n_seeds / 4);
  g_assert_cmpuint (pass_refit, >, 2 * pass_first + n_seeds / 2);
  g_assert_cmpuint (bid_refit, <, bid_first);
}

/* kaiser_sampler_expert_call: where the rule passes a seat not the
 * dealer bids about one time in seven (the refit's counts: 0.155), where
 * the rule bids it passes about one time in eight (0.123); every call
 * drawn is legal. */
typedef struct {
  guint from_pass, bids_from_pass, from_bid, passes_from_bid;
} ExpertCallCount;

static void
expert_call_visit (const KaiserState *st, const KaiserObservation *obs, gpointer data)
{
  ExpertCallCount *count = data;
  KaiserAction rule, call;
  KaiserRng rng;

  if (st->phase != KAISER_PHASE_BIDDING)
    return;
  kaiser_rng_init (&rng, 1);
  g_assert_true (kaiser_heuristic_decide (KAISER_LEVEL_STANDARD, obs, &rng, &rule));
  for (guint k = 0; k < 100; k++)
    {
      KaiserState t = *st;

      kaiser_sampler_expert_call (st, &rule, (k + 0.5) / 100.0, &call);
      g_assert_true (kaiser_state_apply (&t, &call, NULL));
      if (st->to_act == st->dealer)
        continue;
      if (kaiser_bid_is_pass (rule.bid))
        {
          count->from_pass++;
          count->bids_from_pass += !kaiser_bid_is_pass (call.bid);
        }
      else
        {
          count->from_bid++;
          count->passes_from_bid += kaiser_bid_is_pass (call.bid);
        }
    }
}

static void
test_sampler_expert_call (void)
{
  KaiserRules rules;
  ExpertCallCount c = { 0 };
  guint64 n_seeds = g_getenv ("KAISER_TEST_QUICK") ? 20 : 60;

  kaiser_rules_init_standard (&rules);
  for (guint64 seed = 0; seed < n_seeds; seed++)
    standard_hand (&rules, seed, expert_call_visit, &c);
  g_test_message ("rule passes %u: bids %u; rule bids %u: passes %u", c.from_pass, c.bids_from_pass, c.from_bid,
                  c.passes_from_bid);
  g_assert_cmpuint (c.from_pass, >=, 1000);
  g_assert_cmpuint (c.from_bid, >=, 700);
  g_assert_cmpfloat (fabs (c.bids_from_pass / (double) c.from_pass - 0.155), <, 0.02);
  g_assert_cmpfloat (c.passes_from_bid / (double) c.from_bid, >, 0.08);
  g_assert_cmpfloat (c.passes_from_bid / (double) c.from_bid, <, 0.17);
}

/* A seat that bid 8 or more is dealt stronger hands: the Standard
 * player's estimate of them is above that of the hands dealt without
 * inference, and it makes the same bid more often (how much is set by how
 * the Expert bids: src/ai/kaiser-sampler.c, CALL_LIKELIHOOD). */
static void
test_sampler_infers_bid (void)
{
  KaiserRules rules;
  guint cases = 0;

  inference_rules (&rules);
  for (guint64 seed = 0; seed < 400 && cases < 6; seed++)
    {
      KaiserState truth;
      KaiserObservation obs;
      KaiserSampler on, off;
      KaiserRng rng;

      samplers_at_dealer (&rules, seed, &truth, &obs, &on, &off);
      kaiser_rng_init (&rng, seed);
      for (guint s = 0; s < KAISER_N_SEATS; s++)
        {
          KaiserBid bid = truth.bids[s];
          double est_with = 0, est_without = 0;
          guint with = 0, without = 0;

          if (s == truth.dealer || kaiser_bid_is_pass (bid) || bid.amount < 8)
            continue;
          for (guint k = 0; k < INFERENCE_DRAWS; k++)
            {
              KaiserState d;
              KaiserObservation at;
              double w;

              g_assert_true (kaiser_sampler_draw (&on, &rng, &d, &w));
              observe_call (&truth, &d, (KaiserSeat) s, &at);
              est_with += kaiser_heuristic_estimate (&at, bid, KAISER_SUIT_NONE);
              with += same_call (&truth, &d, (KaiserSeat) s);
              g_assert_true (kaiser_sampler_draw (&off, &rng, &d, &w));
              observe_call (&truth, &d, (KaiserSeat) s, &at);
              est_without += kaiser_heuristic_estimate (&at, bid, KAISER_SUIT_NONE);
              without += same_call (&truth, &d, (KaiserSeat) s);
            }
          est_with /= INFERENCE_DRAWS;
          est_without /= INFERENCE_DRAWS;
          /* the Expert bids 8 on many hands the rule passes with, so
           * the hands are read stronger, not as strong as the rule's 8 */
          g_assert_cmpfloat (est_with, >=, est_without + 0.4);
          g_assert_cmpuint (with, >=, without + INFERENCE_DRAWS / 20);
          cases++;
        }
    }
  g_assert_cmpuint (cases, >=, 4);
}

/* The Expert bids by simulation and often bids where the rule passes
 * (src/ai/kaiser-sampler.c, CALL_LIKELIHOOD, measured with kaiser-cli
 * record calls): a bid one step up from a hand the rule passes with is
 * read as a third as likely as the rule's own call, two steps up as
 * about a tenth, not as near impossible. */
static void
test_sampler_reads_expert_calls (void)
{
  KaiserRules rules;
  guint cases = 0;

  inference_rules (&rules);
  for (guint64 seed = 0; seed < 40; seed++)
    {
      KaiserState truth;
      KaiserObservation obs;
      KaiserSampler on, off;

      samplers_at_dealer (&rules, seed, &truth, &obs, &on, &off);
      g_assert_cmpfloat (kaiser_sampler_likelihood (&on, &truth), ==, 1.0);
      for (guint k = 0; k < on.n_calls; k++)
        {
          KaiserSamplerCall *call = &on.calls[k];
          KaiserBid rule = call->action.bid;
          double one, two;

          if (call->action.type != KAISER_ACTION_BID || !kaiser_bid_is_pass (rule) ||
              call->obs.seat == truth.dealer || call->floor + 2 > (gint) rules.max_bid)
            continue;
          call->action.bid = kaiser_bid_make (KAISER_BID_SUIT, call->floor + 1);
          one = kaiser_sampler_likelihood (&on, &truth);
          call->action.bid = kaiser_bid_make (KAISER_BID_SUIT, call->floor + 2);
          two = kaiser_sampler_likelihood (&on, &truth);
          call->action.bid = rule;
          g_assert_cmpfloat (one, >=, 0.2);
          g_assert_cmpfloat (one, <=, 0.5);
          g_assert_cmpfloat (two, >=, 0.04);
          g_assert_cmpfloat (two, <, one);
          cases++;
        }
    }
  g_assert_cmpuint (cases, >=, 10);
}

/* The likelihood is never 0, whatever the calls (here random ones no
 * player would make, under every preset); the true deal of an auction
 * the Standard player bid has likelihood 1. */
static void
test_sampler_likelihood_positive (void)
{
  const char * const *presets = kaiser_rules_list_presets ();
  KaiserRules rules;
  guint low = 0, checked = 0;

  for (guint p = 0; presets[p]; p++)
    for (guint64 seed = 0; seed < 8; seed++)
      {
        g_autoptr(KaiserGame) game = NULL;
        KaiserObservation obs;
        KaiserSampler sampler;
        KaiserRng rng;

        /* the sampler does not deal cards face down in piles yet: the
         * Expert decides by the Standard player's rules at two players */
        g_assert_true (kaiser_rules_init_preset (&rules, presets[p], NULL));
        if (kaiser_rules_n_piles (&rules) > 0)
          continue;
        if (!sampler_in_play (presets[p], seed, seed % 4, &game, &rng, &obs, &sampler))
          continue;
        for (guint k = 0; k < 10; k++)
          {
            KaiserState d;
            double w;

            g_assert_true (kaiser_sampler_draw_uniform (&sampler, &rng, &d));
            w = kaiser_sampler_likelihood (&sampler, &d);
            g_assert_cmpfloat (w, >, 0.0);
            g_assert_cmpfloat (w, <=, 1.0);
            low += w < 1.0;
            g_assert_true (kaiser_sampler_draw (&sampler, &rng, &d, &w));
            g_assert_cmpfloat (w, ==, 1.0);
          }
        checked++;
      }
  g_assert_cmpuint (checked, >=, 20);
  g_assert_cmpuint (low, >, 0);   /* the calls do say something */

  inference_rules (&rules);
  for (guint64 seed = 0; seed < 40; seed++)
    {
      KaiserState truth;

      standard_auction (&rules, seed, &truth);
      for (guint s = 0; s < KAISER_N_SEATS; s++)
        {
          KaiserObservation obs;
          KaiserSampler sampler;

          kaiser_observation_init (&obs, &truth, (KaiserSeat) s);
          kaiser_sampler_init (&sampler, &obs, TRUE);
          g_assert_cmpuint (sampler.n_calls, >=, 3);
          g_assert_cmpfloat (kaiser_sampler_likelihood (&sampler, &truth), ==, 1.0);
        }
    }
}

/* Without inference the deals are the uniform ones, card for card, and
 * every seat is as likely to hold the ace of spades; with it, the same
 * seed gives the same deals. */
static void
test_sampler_inference_off (void)
{
  KaiserRules rules;
  guint tested = 0;

  inference_rules (&rules);
  for (guint64 seed = 0; seed < 40; seed++)
    {
      KaiserState truth;
      KaiserObservation obs;
      KaiserSampler on, off;
      KaiserRng a, b;
      KaiserCard ace;
      guint held[KAISER_N_SEATS] = { 0 };

      samplers_at_dealer (&rules, seed, &truth, &obs, &on, &off);
      ace = kaiser_test_card (&rules, "AS");
      if (kaiser_cards_has (obs.view.hands[obs.seat], ace))
        continue;
      g_assert_cmpuint (off.n_calls, ==, 0);
      kaiser_rng_init (&a, seed);
      kaiser_rng_init (&b, seed);
      for (guint k = 0; k < 600; k++)
        {
          KaiserState x, y;
          double w;

          g_assert_true (kaiser_sampler_draw (&off, &a, &x, &w));
          g_assert_cmpfloat (w, ==, 1.0);
          g_assert_true (kaiser_sampler_draw_uniform (&off, &b, &y));
          g_assert_cmpint (memcmp (&x, &y, sizeof x), ==, 0);
          for (guint s = 0; s < KAISER_N_SEATS; s++)
            held[s] += kaiser_cards_has (x.hands[s], ace);
        }
      for (guint s = 0; s < KAISER_N_SEATS; s++)
        if (s != obs.seat)
          {
            g_assert_cmpuint (held[s], >=, 160);
            g_assert_cmpuint (held[s], <=, 240);
          }
      kaiser_rng_init (&a, seed);
      kaiser_rng_init (&b, seed);
      for (guint k = 0; k < 20; k++)
        {
          KaiserState x, y;
          double w;

          g_assert_true (kaiser_sampler_draw (&on, &a, &x, &w));
          g_assert_true (kaiser_sampler_draw (&on, &b, &y, &w));
          g_assert_cmpint (memcmp (&x, &y, sizeof x), ==, 0);
        }
      tested++;
    }
  g_assert_cmpuint (tested, >=, 20);
}

/* Give the seat's unseen cards to the other seats differently, keeping
 * each seat's count and voids: the observation stays the same. */
static gboolean
relocate (const KaiserState *state, KaiserSeat seat, KaiserRng *rng, KaiserState *out)
{
  KaiserObservation obs;
  KaiserSampler sampler;
  double w;

  kaiser_observation_init (&obs, state, seat);
  kaiser_sampler_init (&sampler, &obs, FALSE);
  return kaiser_sampler_draw (&sampler, rng, out, &w);
}

/* The same observation and seed give the same decision however the
 * unseen cards lie: bids and play, the cards passed (V12) and the kitty
 * discards (V11). */
/* An Expert that decides the same way each time: a fixed number of
 * samples, no time budget. */
static KaiserExpert *
fair_expert (guint64 seed, guint samples, gboolean simulated_bidding)
{
  KaiserExpert *expert = kaiser_expert_new (seed);

  kaiser_expert_set_samples (expert, samples);
  kaiser_expert_set_time_budget (expert, FALSE);
  kaiser_expert_set_simulated_bidding (expert, simulated_bidding);
  return expert;
}

static void
test_expert_fair (void)
{
  KaiserRules standard, passing, kitty;
  guint compared = 0, compared_sets = 0, compared_rollouts = 0;

  kaiser_rules_init_standard (&standard);
  kaiser_rules_init_standard (&passing);
  g_assert_true (kaiser_rules_set (&passing, "passing", "rotation", NULL));
  kaiser_rules_init_preset (&kitty, "saskatchewan-34", NULL);
  for (guint64 seed = 0; seed < 18; seed++)
    {
      const KaiserRules *rules = seed < 12 ? &standard : seed < 15 ? &passing : &kitty;
      g_autoptr(KaiserGame) game = kaiser_game_new (rules, seed);
      KaiserPhase phases[] = { KAISER_PHASE_PASS, KAISER_PHASE_BIDDING, KAISER_PHASE_KITTY, KAISER_PHASE_PLAY };
      KaiserRng rng;

      kaiser_rng_init (&rng, seed + 100);
      for (guint p = 0; p < G_N_ELEMENTS (phases); p++)
        {
          const KaiserState *st;
          KaiserState other;
          KaiserObservation a, b;
          KaiserAction x, y;
          KaiserExpert *e1, *e2;

          if ((phases[p] == KAISER_PHASE_PASS && rules != &passing) || (phases[p] == KAISER_PHASE_KITTY && rules != &kitty))
            continue;
          if (!advance (game, &rng, phases[p], phases[p] == KAISER_PHASE_PLAY ? 2 : 0))
            break;
          st = kaiser_game_get_state (game);
          g_assert_true (relocate (st, st->to_act, &rng, &other));
          kaiser_observation_init (&a, st, st->to_act);
          kaiser_observation_init (&b, &other, st->to_act);
          g_assert_cmpint (memcmp (&a, &b, sizeof a), ==, 0);
          /* same seed, same observation: same decision */
          e1 = fair_expert (seed, 16, FALSE);
          e2 = fair_expert (seed, 16, FALSE);
          g_assert_true (kaiser_expert_decide (e1, &a, &x));
          g_assert_true (kaiser_expert_decide (e2, &b, &y));
          g_assert_cmpint (memcmp (&x, &y, sizeof x), ==, 0);
          kaiser_expert_free (e1);
          kaiser_expert_free (e2);
          if (phases[p] == KAISER_PHASE_BIDDING)
            {
              /* bidding by simulation too: the rollouts see no more */
              e1 = fair_expert (seed, 8, TRUE);
              e2 = fair_expert (seed, 8, TRUE);
              g_assert_true (kaiser_expert_decide (e1, &a, &x));
              g_assert_true (kaiser_expert_decide (e2, &b, &y));
              g_assert_cmpint (memcmp (&x, &y, sizeof x), ==, 0);
              kaiser_expert_free (e1);
              kaiser_expert_free (e2);
              compared_rollouts++;
            }
          compared++;
          if (phases[p] == KAISER_PHASE_PASS || phases[p] == KAISER_PHASE_KITTY)
            compared_sets++;
        }
    }
  g_assert_cmpuint (compared, >=, 22);
  g_assert_cmpuint (compared_sets, >=, 4);
  g_assert_cmpuint (compared_rollouts, >=, 10);
}

/* kaiser_expert_evaluate gives the advice kaiser_expert_advise gives
 * with the same seed (the action taken weighed beside the choices does
 * not change them), scores the action taken over the same deals: the
 * choice itself scores as the best, no card, trump suit or high/low
 * above it; a bid beyond the few the Expert weighs is scored too; an
 * action that is not legal is refused. */
static void
test_expert_evaluate (void)
{
  KaiserRules standard, passing, kitty;
  guint compared = 0, beyond = 0, sets = 0;
  guint64 n_seeds = g_getenv ("KAISER_TEST_QUICK") ? 6 : 12;

  kaiser_rules_init_standard (&standard);
  kaiser_rules_init_standard (&passing);
  g_assert_true (kaiser_rules_set (&passing, "passing", "rotation", NULL));
  kaiser_rules_init_preset (&kitty, "saskatchewan-34", NULL);
  for (guint64 seed = 0; seed < n_seeds; seed++)
    {
      const KaiserRules *rules = seed % 3 == 0 ? &standard : seed % 3 == 1 ? &passing : &kitty;
      g_autoptr(KaiserGame) game = kaiser_game_new (rules, seed + 40);
      KaiserPhase phases[] = { KAISER_PHASE_PASS, KAISER_PHASE_BIDDING, KAISER_PHASE_TRUMP, KAISER_PHASE_KITTY, KAISER_PHASE_PLAY };
      KaiserRng rng;

      kaiser_rng_init (&rng, seed + 200);
      for (guint p = 0; p < G_N_ELEMENTS (phases); p++)
        {
          const KaiserState *st;
          KaiserObservation obs;
          KaiserAction legal[KAISER_MAX_ACTIONS], wrong;
          guint n, picks[4];

          if ((phases[p] == KAISER_PHASE_PASS && rules != &passing) || (phases[p] == KAISER_PHASE_KITTY && rules != &kitty))
            continue;
          if (!advance (game, &rng, phases[p], phases[p] == KAISER_PHASE_PLAY ? 1 : 0))
            break;
          st = kaiser_game_get_state (game);
          kaiser_observation_init (&obs, st, st->to_act);
          n = kaiser_state_legal_actions (st, legal);
          if (n < 2)
            continue;
          picks[0] = 0;
          picks[1] = n - 1;
          picks[2] = n / 2;
          picks[3] = G_MAXUINT;
          for (guint k = 0; k < G_N_ELEMENTS (picks); k++)
            {
              g_autoptr(KaiserExpert) e1 = fair_expert (seed, 16, TRUE);
              g_autoptr(KaiserExpert) e2 = fair_expert (seed, 16, TRUE);
              KaiserAdvice advice, plain;
              KaiserAction taken;
              double t, b;

              g_assert_true (kaiser_expert_advise (e2, &obs, &plain));
              /* the last: the Expert's own choice */
              taken = picks[k] == G_MAXUINT ? plain.action : legal[picks[k]];
              g_assert_true (kaiser_expert_evaluate (e1, &obs, &taken, &advice, &t, &b));
              g_assert_cmpint (memcmp (&advice, &plain, sizeof advice), ==, 0);
              if (advice.basis != KAISER_ADVICE_SIMULATION)
                {
                  g_assert_true (isnan (t) && isnan (b));
                  continue;
                }
              g_assert_true (isfinite (t) && isfinite (b));
              if (memcmp (&taken, &advice.action, sizeof taken) == 0)
                g_assert_cmpfloat (t, ==, b);
              if (st->phase == KAISER_PHASE_PLAY || st->phase == KAISER_PHASE_TRUMP || st->phase == KAISER_PHASE_LOW)
                g_assert_cmpfloat (t, <=, b + 1e-9);
              beyond += st->phase == KAISER_PHASE_BIDDING && picks[k] == n - 1 && n > 12;
              sets += st->phase == KAISER_PHASE_PASS || st->phase == KAISER_PHASE_KITTY;
              compared++;
            }
          /* not legal: refused */
          {
            g_autoptr(KaiserExpert) e = fair_expert (seed, 16, TRUE);
            KaiserAdvice advice;
            double t, b;

            wrong = legal[0];
            wrong.seat = kaiser_seat_next (wrong.seat);
            g_assert_false (kaiser_expert_evaluate (e, &obs, &wrong, &advice, &t, &b));
          }
        }
    }
  g_assert_cmpuint (compared, >=, 3 * n_seeds);
  g_assert_cmpuint (beyond, >=, 1);
  g_assert_cmpuint (sets, >=, 2);
}

static void
test_expert_legal_everywhere (void)
{
  const char * const *presets = kaiser_rules_list_presets ();

  for (guint p = 0; presets[p]; p++)
    {
      KaiserRules rules;
      g_autoptr(KaiserGame) game = NULL;
      KaiserPlayer *players[KAISER_MAX_SEATS];
      g_autoptr(GError) error = NULL;

      kaiser_rules_init_preset (&rules, presets[p], NULL);
      game = kaiser_game_new (&rules, 5 + p);
      /* one hand each, Expert at every seat with few samples (the
       * Standard player's rules at five and six seats: docs/ai.md) */
      for (guint s = 0; s < kaiser_rules_n_seats (&rules); s++)
        {
          /* both ways of bidding: by simulation (the default) and the Standard player's */
          players[s] = kaiser_player_new_from_spec (p % 2 ? "expert" : "expert:bidding=standard", p * 10 + s);
          kaiser_player_set_samples (players[s], g_getenv ("KAISER_TEST_QUICK") ? 2 : 6);
        }
      while (kaiser_game_get_phase (game) != KAISER_PHASE_HAND_OVER &&
             kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
        {
          KaiserObservation obs;
          KaiserAction action;
          KaiserSeat seat = kaiser_game_get_to_act (game);

          kaiser_game_observe (game, seat, &obs);
          g_assert_true (kaiser_player_decide (players[seat], &obs, &action, &error));
          g_assert_no_error (error);
          /* never an illegal action */
          g_assert_true (kaiser_game_apply (game, &action, &error));
          g_assert_no_error (error);
        }
      for (guint s = 0; s < kaiser_rules_n_seats (&rules); s++)
        kaiser_player_free (players[s]);
    }
}

/* With one legal card left the Expert plays it, without sampling. */
static void
test_expert_single_card (void)
{
  KaiserRules rules;
  KaiserState st;
  KaiserObservation obs;
  g_autoptr(KaiserPlayer) player = kaiser_player_new (KAISER_LEVEL_EXPERT, 1);
  KaiserAction action;

  kaiser_rules_init_standard (&rules);
  kaiser_test_state_from_text (&st, &rules,
    "dealer: E\n"
    "N: AS KS QS JS 10S 9S 8S 3S\n"
    "E: AH KH QH JH 10H 9H 8H 5H\n"
    "S: AD KD QD JD 10D 9D 8D 7D\n"
    "W: AC KC QC JC 10C 9C 8C 7C\n");
  kaiser_test_bid_ok (&st, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&st, KAISER_WEST, "pass");
  kaiser_test_bid_ok (&st, KAISER_NORTH, "pass");
  kaiser_test_bid_ok (&st, KAISER_EAST, "6");
  kaiser_test_trump_ok (&st, KAISER_EAST, KAISER_HEARTS);
  /* East leads AH; South, West, North cannot follow. Play seven heart
   * tricks: East keeps winning; the eighth trick is East's 5H. */
  for (guint t = 0; t < 7; t++)
    {
      const char *leads[] = { "AH", "KH", "QH", "JH", "10H", "9H", "8H" };
      const char *south[] = { "7D", "8D", "9D", "10D", "JD", "QD", "KD" };
      const char *west[] = { "7C", "8C", "9C", "10C", "JC", "QC", "KC" };
      const char *north[] = { "8S", "9S", "10S", "JS", "QS", "KS", "AS" };
      kaiser_test_play_ok (&st, KAISER_EAST, leads[t]);
      kaiser_test_play_ok (&st, KAISER_SOUTH, south[t]);
      kaiser_test_play_ok (&st, KAISER_WEST, west[t]);
      kaiser_test_play_ok (&st, KAISER_NORTH, north[t]);
    }
  /* East leads the 5H; North holds only the 3S: forced. A single legal
   * card is played at once. */
  kaiser_test_play_ok (&st, KAISER_EAST, "5H");
  kaiser_observation_init (&obs, &st, KAISER_SOUTH);
  g_assert_true (kaiser_player_decide (player, &obs, &action, NULL));
  g_assert_cmpint (action.type, ==, KAISER_ACTION_PLAY);
  g_assert_cmpint (action.value, ==, kaiser_test_card (&rules, "AD"));
}

/* Whether my side can be set with the action: a bid of mine, trumps or
 * high and low of my side's contract, a card of it, my discards; not a
 * pass in the auction, nor cards played against the other side's. */
static gboolean
set_applies (const KaiserObservation *obs, const KaiserAction *action)
{
  const KaiserState *v = &obs->view;
  gboolean mine = v->declarer < KAISER_N_SEATS && kaiser_seat_team (v->declarer) == kaiser_seat_team (obs->seat);

  switch (action->type)
    {
    case KAISER_ACTION_BID:
      return !kaiser_bid_is_pass (action->bid);
    case KAISER_ACTION_DISCARD:
      return TRUE;
    case KAISER_ACTION_TRUMP:
    case KAISER_ACTION_LOW:
    case KAISER_ACTION_PLAY:
    case KAISER_ACTION_PASS_CARD:
      return mine;
    default:
      return FALSE;
    }
}

/* One action's chances: in [0, 1], the set chance exactly where my side
 * can be set, negative elsewhere. */
static void
check_chances (const KaiserObservation *obs, const KaiserAction *action, double set_chance, double won, double lost)
{
  g_assert_cmpfloat (won, >=, 0);
  g_assert_cmpfloat (lost, >=, 0);
  g_assert_cmpfloat (won + lost, <=, 1 + 1e-6);
  if (set_applies (obs, action))
    {
      g_assert_cmpfloat (set_chance, >=, 0);
      g_assert_cmpfloat (set_chance, <=, 1);
    }
  else
    g_assert_cmpfloat (set_chance, <, 0);
}

/* What the Hint shows agrees with the choice (kaiser-advice.h): the
 * chances lie in [0, 1], a set chance is given exactly where my side can
 * be set, the handicap is the margin or nothing, and the action's value
 * is not below the runner-up's, whether or not a game can end on the
 * hand (issue 24: the choice showed the lower number); the usual call
 * kept by its margin did worse in the deals than the runner-up, whose
 * value the handicap brought below it. */
static void
check_advice_parts (const KaiserObservation *obs, const KaiserAdvice *a)
{
  const double eps = 1e-6;

  g_assert_cmpint (a->basis, ==, KAISER_ADVICE_SIMULATION);
  check_chances (obs, &a->action, a->set_chance, a->game_won, a->game_lost);
  g_assert_cmpfloat (a->margin, >=, 0);
  g_assert_true (a->handicap == 0 || a->handicap == a->margin);
  g_assert_true (a->runner_up_handicap == 0 || a->runner_up_handicap == a->margin);
  if (a->kept_usual)
    {
      g_assert_cmpint (a->action.type, ==, KAISER_ACTION_BID);
      g_assert_cmpfloat (a->margin, >, 0);
      g_assert_cmpfloat (a->handicap, ==, 0);
      g_assert_true (a->has_runner_up);
    }
  if (!a->has_runner_up)
    {
      g_assert_cmpfloat (a->runner_up_set_chance, <, 0);
      return;
    }
  check_chances (obs, &a->runner_up, a->runner_up_set_chance, a->runner_up_game_won, a->runner_up_game_lost);
  g_assert_cmpfloat (a->score, >=, a->runner_up_score - eps);
  if (a->kept_usual)
    g_assert_cmpfloat (a->runner_up_score + a->runner_up_handicap, >, a->score - eps);
}

/* East declares 7 no-trump and, after six tricks, leads the 5H into
 * South's AH and 8H. */
static void
east_leads_bonus (KaiserState *st, KaiserRules *rules)
{
  const char *east[] = { "AC", "KC", "QC", "JC", "10C", "9C" };
  const char *south[] = { "AD", "KD", "QD", "JD", "10D", "9D" };
  const char *west[] = { "8C", "7C", "8D", "7D", "QH", "JH" };
  const char *north[] = { "8S", "9S", "10S", "JS", "QS", "KS" };

  kaiser_rules_init_standard (rules);
  kaiser_test_state_from_text (st, rules,
    "dealer: E\n"
    "N: AS KS QS JS 10S 9S 8S 3S\n"
    "E: AC KC QC JC 10C 9C 5H KH\n"
    "S: AH 8H AD KD QD JD 10D 9D\n"
    "W: 8C 7C QH JH 10H 9H 8D 7D\n");
  kaiser_test_bid_ok (st, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (st, KAISER_WEST, "pass");
  kaiser_test_bid_ok (st, KAISER_NORTH, "pass");
  kaiser_test_bid_ok (st, KAISER_EAST, "7nt");
  for (guint t = 0; t < G_N_ELEMENTS (east); t++)
    {
      kaiser_test_play_ok (st, KAISER_EAST, east[t]);
      kaiser_test_play_ok (st, KAISER_SOUTH, south[t]);
      kaiser_test_play_ok (st, KAISER_WEST, west[t]);
      kaiser_test_play_ok (st, KAISER_NORTH, north[t]);
    }
  kaiser_test_play_ok (st, KAISER_EAST, "5H");
}

/* The Hint's reason: at no-trump East leads the 5H into South's AH and
 * 8H. The ace takes the trick and the +5 in every deal; the Expert says
 * so, with the points each card brings its side. */
static void
test_expert_advice_play (void)
{
  KaiserRules rules;
  KaiserState st;
  KaiserObservation obs;
  g_autoptr(KaiserPlayer) player = kaiser_player_new (KAISER_LEVEL_EXPERT, 3);
  KaiserAdvice advice;
  g_autoptr(GError) error = NULL;

  east_leads_bonus (&st, &rules);
  kaiser_observation_init (&obs, &st, KAISER_SOUTH);
  kaiser_player_set_samples (player, 8);
  /* The auction is made up (no seat called as the players would), and
   * what it would say of the cards is not this test's point. */
  kaiser_player_set_inference (player, FALSE);
  g_assert_true (kaiser_player_advise (player, &obs, &advice, &error));
  g_assert_no_error (error);
  g_assert_cmpint (advice.basis, ==, KAISER_ADVICE_SIMULATION);
  g_assert_cmpint (advice.action.value, ==, kaiser_test_card (&rules, "AH"));
  g_assert_cmpuint (advice.deals, >=, 1);
  g_assert_true (advice.has_runner_up);
  g_assert_cmpint (advice.runner_up.value, ==, kaiser_test_card (&rules, "8H"));
  /* what the choice weighed: East declared 7 no-trump, so the ace's 6
   * points count twice as East's lost ones; no set chance for South */
  check_advice_parts (&obs, &advice);
  g_assert_cmpfloat (advice.score, >=, advice.runner_up_score + 6.0);
  g_assert_cmpfloat (advice.set_chance, <, 0);
  g_assert_false (advice.kept_usual);
}

/* South has taken six tricks at diamonds, the last with the AH, and
 * holds the AD and 7D; the others hold the six diamonds left: every card
 * of theirs is a trump. */
static void
south_among_trumps (KaiserState *st, KaiserRules *rules)
{
  kaiser_rules_init_standard (rules);
  kaiser_test_state_from_text (st, rules,
    "dealer: E\n"
    "S: AC KC QC JC AS AH AD 7D\n"
    "W: 10C 9C KS QS KH QH KD QD\n"
    "N: 8C 7C JS 10S JH 10H JD 10D\n"
    "E: 9S 8S 3S 9H 8H 5H 9D 8D\n");
  kaiser_test_bid_ok (st, KAISER_SOUTH, "7");
  kaiser_test_bid_ok (st, KAISER_WEST, "pass");
  kaiser_test_bid_ok (st, KAISER_NORTH, "pass");
  kaiser_test_bid_ok (st, KAISER_EAST, "pass");
  kaiser_test_trump_ok (st, KAISER_SOUTH, KAISER_DIAMONDS);
  kaiser_test_trick_ok (st, "AC 10C 8C 9S");
  kaiser_test_trick_ok (st, "KC 9C 7C 8S");
  kaiser_test_trick_ok (st, "QC KS JS 3S");
  kaiser_test_trick_ok (st, "JC QS 10S 9H");
  kaiser_test_trick_ok (st, "AS KH JH 8H");
  kaiser_test_trick_ok (st, "AH QH 10H 5H");
  g_assert_cmpint (st->to_act, ==, KAISER_SOUTH);
}

static double
elapsed_ms (gint64 since)
{
  return (double) (g_get_monotonic_time () - since) / 1000;
}

/* A hint on a card says what happens in the trick with it and with the
 * runner-up, played out in the deals tried: the AH takes the trick and
 * the +5 in every deal, the 8H neither; among the others' trumps, the
 * AD and the 7D both draw one, and only the AD wins the trick.  A decision gathers
 * none of it: the time of both on the first position is in the log. */
static void
test_expert_advice_trick (void)
{
  KaiserRules rules;
  KaiserState st;
  KaiserObservation obs;
  g_autoptr(KaiserExpert) adviser = fair_expert (5, 16, TRUE);
  g_autoptr(KaiserExpert) twin = fair_expert (5, 16, TRUE);
  KaiserAdvice advice;
  KaiserAction action;
  const KaiserTrickFacts *ace, *eight;
  gint64 start;
  double decide_ms, advise_ms;

  kaiser_expert_set_inference (adviser, FALSE);
  kaiser_expert_set_inference (twin, FALSE);
  east_leads_bonus (&st, &rules);
  kaiser_observation_init (&obs, &st, KAISER_SOUTH);
  start = g_get_monotonic_time ();
  g_assert_true (kaiser_expert_decide (twin, &obs, &action));
  decide_ms = elapsed_ms (start);
  start = g_get_monotonic_time ();
  g_assert_true (kaiser_expert_advise (adviser, &obs, &advice));
  advise_ms = elapsed_ms (start);
  g_test_message ("7th trick, 16 deals: a decision %.1f ms, a hint with the trick's facts %.1f ms", decide_ms, advise_ms);
  g_assert_cmpint (advice.action.value, ==, action.value);
  g_assert_cmpint (advice.action.value, ==, kaiser_test_card (&rules, "AH"));
  g_assert_cmpint (advice.runner_up.value, ==, kaiser_test_card (&rules, "8H"));
  g_assert_true (advice.has_trick);
  g_assert_cmpuint (advice.trick_deals, >=, 1);
  g_assert_cmpuint (advice.trick_deals, <=, advice.deals);
  ace = &advice.trick;
  eight = &advice.runner_up_trick;
  g_assert_cmpfloat (ace->wins, ==, 1);
  g_assert_cmpfloat (ace->bonus_ours, ==, 1);
  g_assert_cmpfloat (ace->partner_wins, ==, 0);
  g_assert_cmpfloat (ace->trump_drawn, ==, 0);   /* no trumps at no-trump */
  g_assert_cmpfloat (eight->wins, ==, 0);
  g_assert_cmpfloat (eight->bonus_ours, ==, eight->partner_wins);
  g_assert_cmpfloat (eight->trump_drawn, ==, 0);

  south_among_trumps (&st, &rules);
  kaiser_observation_init (&obs, &st, KAISER_SOUTH);
  g_assert_true (kaiser_expert_advise (adviser, &obs, &advice));
  g_assert_true (advice.has_trick);
  g_assert_true (advice.has_runner_up);
  ace = advice.action.value == kaiser_test_card (&rules, "AD") ? &advice.trick : &advice.runner_up_trick;
  eight = ace == &advice.trick ? &advice.runner_up_trick : &advice.trick;   /* the 7D */
  g_assert_cmpfloat (ace->wins, ==, 1);
  g_assert_cmpfloat (ace->trump_drawn, ==, 1);
  g_assert_cmpfloat (eight->wins, ==, 0);
  g_assert_cmpfloat (eight->trump_drawn, ==, 1);
  g_assert_cmpfloat (eight->penalty_theirs, ==, 0);   /* the 3S went in the third trick */
}

/* A bid is explained by the hand's estimated worth against what the bid
 * needs; a pass by the cheapest bid it declined. The advised action is
 * the one the Expert would take. */
/* South's first call with five spades to the ace-king-queen and two red
 * aces (East dealt): the adviser's advice, which its twin (same level,
 * same seed) decides too; a bid. */
static void
advise_strong_south (KaiserPlayer *adviser, KaiserPlayer *twin, KaiserRules *rules, KaiserState *st,
                     KaiserObservation *obs, KaiserAdvice *advice)
{
  KaiserAction action;

  kaiser_rules_init_standard (rules);
  kaiser_test_state_from_text (st, rules,
    "dealer: E\n"
    "N: 8C 7C QH JH 10H 9H 8D 7D\n"
    "E: AC KC QC JC 10C 9C 5H KH\n"
    "S: AS KS QS JS 10S AH 8H AD\n"
    "W: 9S 8S 3S KD QD JD 10D 9D\n");
  kaiser_observation_init (obs, st, KAISER_SOUTH);
  g_assert_true (kaiser_player_advise (adviser, obs, advice, NULL));
  g_assert_true (kaiser_player_decide (twin, obs, &action, NULL));
  g_assert_cmpint (advice->action.type, ==, KAISER_ACTION_BID);
  g_assert_true (kaiser_bid_equal (advice->action.bid, action.bid));
  g_assert_false (kaiser_bid_is_pass (advice->action.bid));
}

static void
test_expert_advice_bid (void)
{
  KaiserRules rules;
  KaiserState st;
  KaiserObservation obs;
  g_autoptr(KaiserPlayer) adviser = kaiser_player_new_from_spec ("expert:bidding=standard", 4);
  g_autoptr(KaiserPlayer) twin = kaiser_player_new_from_spec ("expert:bidding=standard", 4);
  KaiserAdvice advice;

  advise_strong_south (adviser, twin, &rules, &st, &obs, &advice);
  g_assert_cmpint (advice.basis, ==, KAISER_ADVICE_HAND_VALUE);
  /* a strong hand: it bids, and its worth covers the bid */
  g_assert_cmpint (advice.needed, ==, advice.action.bid.amount);
  g_assert_cmpint (advice.estimate, >=, advice.needed);

  /* North, a weak hand after South's bid: a pass, short of the next bid */
  g_assert_true (kaiser_state_apply (&st, &advice.action, NULL));
  kaiser_test_bid_ok (&st, KAISER_WEST, "pass");
  kaiser_observation_init (&obs, &st, KAISER_NORTH);
  g_assert_true (kaiser_player_advise (adviser, &obs, &advice, NULL));
  g_assert_true (kaiser_bid_is_pass (advice.action.bid));
  g_assert_cmpint (advice.basis, ==, KAISER_ADVICE_HAND_VALUE);
  g_assert_cmpint (advice.needed, >, 0);
  g_assert_cmpint (advice.estimate, <, advice.needed);
}

/* Bidding by simulation (the Expert's default): each call weighed by
 * rollouts of the rest of the auction; the same call for the same seed,
 * explained by the points it takes; a strong hand bids, a hopeless one
 * passes. */
static void
test_expert_advice_bid_by_simulation (void)
{
  KaiserRules rules;
  KaiserState st;
  KaiserObservation obs;
  g_autoptr(KaiserPlayer) adviser = kaiser_player_new_from_spec ("expert:samples=32", 4);
  g_autoptr(KaiserPlayer) twin = kaiser_player_new_from_spec ("expert:samples=32", 4);
  KaiserAdvice advice;

  advise_strong_south (adviser, twin, &rules, &st, &obs, &advice);
  g_assert_cmpint (advice.basis, ==, KAISER_ADVICE_SIMULATION);
  g_assert_cmpuint (advice.deals, >, 0);
  g_assert_true (advice.has_runner_up);
  /* it comes out ahead, seldom set */
  check_advice_parts (&obs, &advice);
  g_assert_cmpfloat (advice.score, >, 0);
  g_assert_cmpfloat (advice.set_chance, <=, 0.5);
  g_assert_cmpfloat (advice.margin, ==, 3.0);

  /* the same hand four points from the target: the bid wins the game on
   * the hand in most deals */
  st.scores[KAISER_TEAM_NS] = kaiser_rules_target (&rules, FALSE) - 4;
  kaiser_observation_init (&obs, &st, KAISER_SOUTH);
  g_assert_true (kaiser_player_advise (adviser, &obs, &advice, NULL));
  g_assert_false (kaiser_bid_is_pass (advice.action.bid));
  check_advice_parts (&obs, &advice);
  g_assert_cmpfloat (advice.game_won, >=, 0.5);
  g_assert_cmpfloat (advice.game_lost, <=, advice.set_chance + 1e-6);

  /* the first call with a hopeless hand (no honour, the −3): a pass */
  kaiser_test_state_from_text (&st, &rules,
    "dealer: E\n"
    "N: AS KS QS JS 10S AH KH AD\n"
    "E: AC KC QC JC 10C 9C 5H QH\n"
    "S: 8C 7C 9H 8H 8D 7D 9S 3S\n"
    "W: 8S JH 10H KD QD JD 10D 9D\n");
  kaiser_observation_init (&obs, &st, KAISER_SOUTH);
  g_assert_true (kaiser_player_advise (adviser, &obs, &advice, NULL));
  g_assert_true (kaiser_bid_is_pass (advice.action.bid));
  g_assert_cmpint (advice.basis, ==, KAISER_ADVICE_SIMULATION);
  /* the pass: no set chance of its own; the bid after it is set more
   * often than not, or comes out behind */
  check_advice_parts (&obs, &advice);
  g_assert_cmpfloat (advice.set_chance, <, 0);
  g_assert_true (advice.has_runner_up);
  g_assert_false (kaiser_bid_is_pass (advice.runner_up.bid));
  g_assert_cmpfloat (advice.runner_up_set_chance, >=, 0);
}

/* Bid simulations take the declaring side's double-dummy edge off
 * (src/ai/kaiser-expert.c, DD_EDGE_*).  The strong hand of the advice
 * tests, on the same samples: left on, the edge has it bid 9 no-trump,
 * expecting far more than it takes; taken off, it bids lower and expects
 * less of the bid it makes. */
static void
test_expert_advice_dd_edge (void)
{
  KaiserRules rules;
  KaiserState st;
  KaiserObservation obs;
  g_autoptr(KaiserExpert) with = fair_expert (4, 32, TRUE);
  g_autoptr(KaiserExpert) without = fair_expert (4, 32, TRUE);
  KaiserAdvice a, b;

  kaiser_expert_set_dd_edge (without, FALSE);
  kaiser_rules_init_standard (&rules);
  kaiser_test_state_from_text (&st, &rules,
    "dealer: E\n"
    "N: 8C 7C QH JH 10H 9H 8D 7D\n"
    "E: AC KC QC JC 10C 9C 5H KH\n"
    "S: AS KS QS JS 10S AH 8H AD\n"
    "W: 9S 8S 3S KD QD JD 10D 9D\n");
  kaiser_observation_init (&obs, &st, KAISER_SOUTH);
  g_assert_true (kaiser_expert_advise (with, &obs, &a));
  g_assert_true (kaiser_expert_advise (without, &obs, &b));
  g_assert_cmpint (a.basis, ==, KAISER_ADVICE_SIMULATION);
  g_assert_cmpuint (a.deals, ==, b.deals);
  g_assert_false (kaiser_bid_is_pass (a.action.bid));
  g_assert_false (kaiser_bid_is_pass (b.action.bid));
  g_assert_cmpuint (a.action.bid.amount, <, b.action.bid.amount);
  g_assert_cmpfloat (a.score, <, b.score);
}

/* edge=spread (issue 27): bid simulations score each sampled deal over
 * the double-dummy edge as it is spread in real play (EDGE_SPREAD in
 * src/ai/kaiser-expert.c), not its mean alone taken off.  Measured on
 * Expert records, the declaring side took what double-dummy gave it in
 * 40% of the hands at trumps (28% at no-trump) and lost 3 to 6 points in
 * 15% (18%): the +5 or the −3 gone the other way.  So a contract that
 * double-dummy makes with a point or two to spare is set often (the mean
 * alone never sets it) and one it makes exactly is made often (the mean
 * alone sets it four times in five).  No-trump doubles the set, and its
 * spread is the wider: in the first calls of 60 deals at the standard
 * rules, on the same samples, the Expert with the spread bids no-trump
 * less often, and some of its calls differ. */
static void
test_expert_edge_spread (void)
{
  KaiserRules rules;
  guint compared = 0, differ = 0, nt_spread = 0, nt_mean = 0;

  /* 120 bid simulations: a minute under the sanitizers, whose run leaves
   * it to the plain build (as it does the command-line checks) */
  if (g_getenv ("KAISER_TEST_QUICK"))
    {
      g_test_skip ("120 bid simulations: run by the plain build");
      return;
    }
  kaiser_rules_init_standard (&rules);
  for (guint64 seed = 60; seed < 120; seed++)
    {
      g_autoptr(KaiserGame) game = kaiser_game_new (&rules, seed);
      g_autoptr(KaiserExpert) spread = fair_expert (seed, 24, TRUE);
      g_autoptr(KaiserExpert) mean = fair_expert (seed, 24, TRUE);
      const KaiserState *s = kaiser_game_get_state (game);
      KaiserObservation obs;
      KaiserAdvice a, b;

      if (s->phase != KAISER_PHASE_BIDDING)
        continue;
      kaiser_expert_set_edge_spread (spread, TRUE);
      kaiser_expert_set_edge_spread (mean, FALSE);
      kaiser_observation_init (&obs, s, s->to_act);
      g_assert_true (kaiser_expert_advise (spread, &obs, &a));
      g_assert_true (kaiser_expert_advise (mean, &obs, &b));
      compared++;
      differ += !kaiser_bid_equal (a.action.bid, b.action.bid);
      nt_spread += a.action.bid.kind == KAISER_BID_NO_TRUMP;
      nt_mean += b.action.bid.kind == KAISER_BID_NO_TRUMP;
    }
  g_test_message ("%u first calls: %u differ; no-trump bids %u with the spread, %u with the mean", compared, differ,
                  nt_spread, nt_mean);
  g_assert_cmpuint (compared, >=, 50);
  g_assert_cmpuint (differ, >=, 3);
  g_assert_cmpuint (nt_spread, <, nt_mean);
}

/* Every decision the Expert explains by simulation (bids, trumps, high
 * or low, discards, passed cards, play) in a few hands of four rule sets:
 * the parts of what it weighed agree with its choice. */
static void
test_expert_advice_consistent (void)
{
  const char *sets[][2] = {
    { "standard", "" },
    { "saskatchewan-34", "" },
    { "saskatchewan", "passing=two-to-partner" },
    { "les-rois", "passing=two-after-bidding" },
  };
  guint bids = 0, passes = 0, declaring = 0, defending = 0, others = 0, kept = 0;

  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    for (guint64 seed = 0; seed < 2; seed++)
      {
        KaiserRules rules;
        g_autoptr(KaiserGame) game = NULL;
        g_autoptr(GError) error = NULL;
        KaiserExpert *expert = kaiser_expert_new (seed * 7 + i);

        g_assert_true (kaiser_rules_init_preset (&rules, sets[i][0], NULL));
        if (sets[i][1][0])
          {
            g_auto(GStrv) kv = g_strsplit (sets[i][1], "=", 2);
            g_assert_true (kaiser_rules_set (&rules, kv[0], kv[1], &error));
            g_assert_no_error (error);
          }
        game = kaiser_game_new (&rules, 60 + seed * 10 + i);
        kaiser_expert_set_samples (expert, 6);
        kaiser_expert_set_time_budget (expert, FALSE);
        while (kaiser_game_get_phase (game) != KAISER_PHASE_HAND_OVER &&
               kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
          {
            KaiserObservation obs;
            KaiserAdvice advice;

            kaiser_game_observe (game, kaiser_game_get_to_act (game), &obs);
            g_assert_true (kaiser_expert_advise (expert, &obs, &advice));
            if (advice.basis == KAISER_ADVICE_SIMULATION)
              {
                check_advice_parts (&obs, &advice);
                if (advice.action.type == KAISER_ACTION_BID)
                  {
                    if (kaiser_bid_is_pass (advice.action.bid))
                      passes++;
                    else
                      bids++;
                    kept += advice.kept_usual;
                  }
                else if (advice.action.type == KAISER_ACTION_PLAY)
                  {
                    if (advice.set_chance >= 0)
                      declaring++;
                    else
                      defending++;
                  }
                else
                  others++;
              }
            g_assert_true (kaiser_game_apply (game, &advice.action, &error));
            g_assert_no_error (error);
          }
        kaiser_expert_free (expert);
      }
  g_test_message ("%u bids, %u passes (%u kept by the margin), %u cards declaring, %u defending, %u others",
                  bids, passes, kept, declaring, defending, others);
  g_assert_cmpuint (bids, >=, 1);
  g_assert_cmpuint (passes, >=, 1);
  g_assert_cmpuint (declaring, >=, 1);
  g_assert_cmpuint (defending, >=, 1);
  g_assert_cmpuint (others, >=, 1);
}

/* Experts that share their solvers (the computer seats of one table)
 * decide exactly as they would alone: the tables only save work. */
static void
test_expert_shared_solvers (void)
{
  KaiserRules rules;
  guint compared = 0;

  kaiser_rules_init_standard (&rules);
  for (guint64 seed = 20; seed < 26; seed++)
    {
      g_autoptr(KaiserGame) game = kaiser_game_new (&rules, seed);
      KaiserExpert *alone = kaiser_expert_new (seed), *shared = kaiser_expert_new (seed);
      KaiserExpert *warm = kaiser_expert_new (seed + 1);
      KaiserRng rng;

      kaiser_rng_init (&rng, seed);
      kaiser_expert_share_solvers (shared, warm);
      for (KaiserExpert **e = (KaiserExpert *[]) { alone, shared, warm, NULL }; *e; e++)
        {
          kaiser_expert_set_samples (*e, 12);
          kaiser_expert_set_time_budget (*e, FALSE);
        }
      for (guint trick = 1; trick <= 5 && advance (game, &rng, KAISER_PHASE_PLAY, trick); trick++)
        {
          const KaiserState *st = kaiser_game_get_state (game);
          KaiserObservation obs, other;
          KaiserAction x, y, z;

          /* the partner's search fills the shared tables first */
          kaiser_observation_init (&other, st, st->to_act);
          g_assert_true (kaiser_expert_decide (warm, &other, &z));
          kaiser_observation_init (&obs, st, st->to_act);
          g_assert_true (kaiser_expert_decide (alone, &obs, &x));
          g_assert_true (kaiser_expert_decide (shared, &obs, &y));
          g_assert_cmpint (memcmp (&x, &y, sizeof x), ==, 0);
          compared++;
          g_assert_true (kaiser_game_apply (game, &x, NULL));
        }
      kaiser_expert_free (alone);
      kaiser_expert_free (warm);   /* the set lives on with the other */
      kaiser_expert_free (shared);
    }
  g_assert_cmpuint (compared, >=, 10);
}

/* Rule sets with passing (V12, every scheme) and kitties (V11, two and
 * four cards, with trumps named or set by the first lead): a hand each
 * with the Expert at every seat, passing and laying away by simulation;
 * never an illegal action. */
static void
test_expert_legal_passing_kitty (void)
{
  const char *sets[][2] = {
    { "standard", "passing=one-to-partner" },
    { "saskatchewan", "passing=two-to-partner" },
    { "standard", "passing=rotation" },
    { "les-rois", "passing=two-after-bidding" },
    { "saskatchewan-34", "passing=rotation" },
    { "saskatchewan-34", "passing=two-after-bidding" },
    { "saskatchewan-34", "trump-by=first-lead" },
    { "standard", "kitty=four kaiser-bid=kaiser-40" },
  };
  guint set_decisions = 0;

  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    {
      KaiserRules rules;
      g_autoptr(KaiserGame) game = NULL;
      g_auto(GStrv) options = g_strsplit (sets[i][1], " ", -1);
      KaiserPlayer *players[KAISER_N_SEATS];
      g_autoptr(GError) error = NULL;

      g_assert_true (kaiser_rules_init_preset (&rules, sets[i][0], NULL));
      for (guint o = 0; options[o]; o++)
        {
          g_auto(GStrv) kv = g_strsplit (options[o], "=", 2);
          g_assert_true (kaiser_rules_set (&rules, kv[0], kv[1], &error));
          g_assert_no_error (error);
        }
      g_assert_true (kaiser_rules_validate (&rules, &error));
      g_assert_no_error (error);
      game = kaiser_game_new (&rules, 40 + i);
      for (guint s = 0; s < KAISER_N_SEATS; s++)
        {
          players[s] = kaiser_player_new_from_spec ("expert", i * 10 + s);
          kaiser_player_set_samples (players[s], g_getenv ("KAISER_TEST_QUICK") ? 2 : 4);
        }
      while (kaiser_game_get_phase (game) != KAISER_PHASE_HAND_OVER &&
             kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
        {
          KaiserObservation obs;
          KaiserAdvice advice;
          KaiserSeat seat = kaiser_game_get_to_act (game);
          KaiserPhase phase = kaiser_game_get_phase (game);

          kaiser_game_observe (game, seat, &obs);
          g_assert_true (kaiser_player_advise (players[seat], &obs, &advice, &error));
          g_assert_no_error (error);
          if ((phase == KAISER_PHASE_PASS || phase == KAISER_PHASE_KITTY) && advice.basis == KAISER_ADVICE_SIMULATION)
            {
              set_decisions++;
              g_assert_cmpuint (advice.deals, >=, 1);
              g_assert_cmpint (advice.action.type, ==,
                               phase == KAISER_PHASE_PASS ? KAISER_ACTION_PASS_CARD : KAISER_ACTION_DISCARD);
            }
          /* never an illegal action */
          g_assert_true (kaiser_game_apply (game, &advice.action, &error));
          g_assert_no_error (error);
        }
      for (guint s = 0; s < KAISER_N_SEATS; s++)
        kaiser_player_free (players[s]);
    }
  /* the simulation did choose: passes in six rule sets, discards in four */
  g_assert_cmpuint (set_decisions, >=, 20);
}

/* Lay away the kitty as the Expert would, until the play begins. */
static KaiserCards
expert_discards (KaiserState *st, KaiserExpert *expert, KaiserAdviceBasis *first_basis)
{
  KaiserSeat declarer = st->declarer;

  g_assert_cmpint (st->phase, ==, KAISER_PHASE_KITTY);
  for (guint k = 0; st->phase == KAISER_PHASE_KITTY; k++)
    {
      KaiserObservation obs;
      KaiserAdvice advice;

      g_assert_cmpuint (k, <, KAISER_MAX_KITTY);
      kaiser_observation_init (&obs, st, declarer);
      g_assert_true (kaiser_expert_advise (expert, &obs, &advice));
      g_assert_cmpint (advice.action.type, ==, KAISER_ACTION_DISCARD);
      if (k == 0 && first_basis)
        *first_basis = advice.basis;
      g_assert_true (kaiser_state_apply (st, &advice.action, NULL));
    }
  return st->discards;
}

/* Saskatchewan 34-card: South bids 7 with AS–10S and AC KC QC and will
 * pick up the 8D and 8H, each of which would lose a trick if kept. */
static void
kitty_deal (KaiserState *st, const KaiserRules *rules)
{
  kaiser_test_state_from_text (st, rules,
    "dealer: E\n"
    "S: AS KS QS JS 10S AC KC QC\n"
    "W: 9S 8S AH KH QH JH AD KD\n"
    "N: 7S 3S 10H 9H 7H QD JD 10D\n"
    "E: 5H 9D 7D JC 10C 9C 8C 7C\n"
    "kitty: 8D 8H\n");
  kaiser_test_bid_ok (st, KAISER_SOUTH, "7");
  kaiser_test_bid_ok (st, KAISER_WEST, "pass");
  kaiser_test_bid_ok (st, KAISER_NORTH, "pass");
  kaiser_test_bid_ok (st, KAISER_EAST, "pass");
}

/* Saskatchewan 34-card: South bids 7 with the five top spades and the
 * three top clubs and picks up 8D 8H.  Laying both away leaves eight
 * winners (the four other spades fall in four rounds at most); keeping
 * either loses a trick in every deal.  With trumps named, and with trumps
 * set by the declarer's first lead (V14). */
static void
test_expert_kitty_certain (void)
{
  const char *variants[] = { "naming", "first-lead" };

  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    {
      KaiserRules rules;
      KaiserState st;
      KaiserExpert *expert = kaiser_expert_new (7 + i);
      KaiserAdviceBasis basis = KAISER_ADVICE_RULE;

      kaiser_rules_init_preset (&rules, "saskatchewan-34", NULL);
      g_assert_true (kaiser_rules_set (&rules, "trump-by", variants[i], NULL));
      kitty_deal (&st, &rules);
      if (i == 0)
        kaiser_test_trump_ok (&st, KAISER_SOUTH, KAISER_SPADES);
      kaiser_expert_set_samples (expert, 12);
      kaiser_expert_set_time_budget (expert, FALSE);
      g_assert_cmpuint (expert_discards (&st, expert, &basis), ==, kaiser_test_cards (&rules, "8D 8H"));
      g_assert_cmpint (basis, ==, KAISER_ADVICE_SIMULATION);
      kaiser_expert_free (expert);
    }
}

/* Passing two to the left (rotation, first hand): West, an opponent, gets
 * two of South's cards.  South's weak hand has the 5H as its lowest heart
 * (the lowest card of a suit is one of the cards weighed); giving it to
 * the other side hands it the +5, and the Expert keeps it. */
static void
test_expert_pass_keeps_bonus (void)
{
  KaiserRules rules;
  KaiserState st;
  KaiserExpert *expert = kaiser_expert_new (11);
  KaiserCards passed = 0;

  kaiser_rules_init_standard (&rules);
  g_assert_true (kaiser_rules_set (&rules, "passing", "rotation", NULL));
  g_assert_true (kaiser_rules_set (&rules, "misdeal-weak-hand", "false", NULL));
  kaiser_test_state_from_text (&st, &rules,
    "dealer: E\n"
    "S: 5H 8H 9H 7D 8D 7C 8C 9C\n"
    "W: AS KS QS JS AH KH AD KD\n"
    "N: 10S 9S 8S 3S QH JH QD JD\n"
    "E: 10H 10D 9D AC KC QC JC 10C\n");
  g_assert_cmpint (st.phase, ==, KAISER_PHASE_PASS);
  g_assert_cmpint (kaiser_state_pass_target (&st, KAISER_SOUTH), ==, KAISER_WEST);
  kaiser_expert_set_samples (expert, 16);
  kaiser_expert_set_time_budget (expert, FALSE);
  while (st.phase == KAISER_PHASE_PASS && st.to_act == KAISER_SOUTH)
    {
      KaiserObservation obs;
      KaiserAdvice advice;

      kaiser_observation_init (&obs, &st, KAISER_SOUTH);
      g_assert_true (kaiser_expert_advise (expert, &obs, &advice));
      g_assert_cmpint (advice.action.type, ==, KAISER_ACTION_PASS_CARD);
      g_assert_cmpint (advice.basis, ==, KAISER_ADVICE_SIMULATION);
      passed |= kaiser_card_bit (advice.action.value);
      g_assert_true (kaiser_state_apply (&st, &advice.action, NULL));
    }
  g_assert_cmpuint (kaiser_cards_count (passed), ==, 2);
  g_assert_false (kaiser_cards_has (passed, kaiser_test_card (&rules, "5H")));
  kaiser_expert_free (expert);
}

/* The spec options choose simulation or the Standard player's rule for
 * the kitty and the passes; unknown values are refused. */
static void
test_expert_spec_options (void)
{
  KaiserRules rules;
  KaiserState st;
  KaiserObservation obs;
  KaiserAdvice advice;
  KaiserLevel level;
  gboolean inference, bidding;
  guint samples;
  const char *bad[] = { "expert:kitty=maybe", "expert:passing=", "expert:passing", "expert:discards=standard",
                        "expert:plays=maybe", "expert:bidcache=maybe", "expert:bidsamples=0", "expert:margin=-1",
                        "expert:margin=x", "expert:margin=", "expert:ties=maybe",
                        "expert:edge=maybe", "expert:edge=", "expert:playmiss=0", "expert:playmiss=1.5",
                        "expert:playmiss=x", "expert:playdepth=", "expert:playdepth=99", "expert:bidz=-1", "expert:bidz=", "expert:bidextend=0",
                        "expert:bidextend=x", "expert:bidtrumps=maybe", "expert:lookahead=x",
                        "expert:lookahead=99", "expert:calls=", "expert:calls=maybe",
                        "expert:rollcalls=maybe", "expert:playspread=", "expert:endgame=x", "expert:endgame=99",
                        "expert:playpower=0", "expert:playpower=1.5", "expert:playpower=x" };
  const char *choices[][3] = { { "inference", "on", "off" }, { "plays", "on", "off" }, { "calls", "refit", "first" },
                               { "rollcalls", "expert", "standard" }, { "playspread", "on", "off" },
                               { "bidding", "simulation", "standard" }, { "edge", "on", "off" },
                               { "kitty", "simulation", "standard" }, { "passing", "simulation", "standard" },
                               { "defence", "paranoid", "coalition" }, { "ties", "partner", "first" },
                               { "bidcache", "on", "off" }, { "bidtrumps", "own", "standard" } };

  g_assert_true (kaiser_player_parse_spec ("expert:kitty=standard,passing=simulation,samples=9", &level, &inference,
                                           &samples, &bidding));
  g_assert_cmpint (level, ==, KAISER_LEVEL_EXPERT);
  g_assert_cmpuint (samples, ==, 9);
  g_assert_true (kaiser_player_parse_spec ("expert:plays=on,inference=on", &level, &inference, &samples, &bidding));
  g_assert_true (kaiser_player_parse_spec ("expert:bidcache=off,bidsamples=60,margin=1.5,ties=first", &level, &inference,
                                           &samples, &bidding));
  g_assert_true (kaiser_player_parse_spec ("expert:edge=spread", &level, &inference, &samples, &bidding));
  g_assert_true (kaiser_player_parse_spec ("expert:edge=on,edge=off", &level, &inference, &samples, &bidding));
  g_assert_true (kaiser_player_parse_spec ("expert:plays=dd,playmiss=0.5,playdepth=2", &level, &inference, &samples, &bidding));
  g_assert_true (kaiser_player_parse_spec ("expert:bidz=1.5,margin=1,bidextend=96,bidtrumps=own,lookahead=5", &level, &inference, &samples, &bidding));
  g_assert_true (kaiser_player_parse_spec ("expert:calls=refit,calls=first,rollcalls=expert,playspread=on", &level, &inference, &samples, &bidding));
  g_assert_true (kaiser_player_parse_spec ("expert:plays=model,playpower=0.5,endgame=4", &level, &inference, &samples, &bidding));
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (kaiser_player_parse_spec (bad[i], &level, &inference, &samples, &bidding));
      g_assert_null (kaiser_player_new_from_spec (bad[i], 1));
    }
  /* every option of two words takes both, and nothing else */
  for (guint i = 0; i < G_N_ELEMENTS (choices); i++)
    for (guint w = 0; w < 3; w++)
      {
        g_autofree char *spec = g_strdup_printf ("expert:%s=%s", choices[i][0], w < 2 ? choices[i][1 + w] : "maybe");

        g_assert_cmpint (kaiser_player_parse_spec (spec, &level, &inference, &samples, &bidding), ==, w < 2);
      }
  g_assert_true (kaiser_player_parse_spec ("expert:inference=off,bidding=standard", &level, &inference, &samples, &bidding));
  g_assert_false (inference);
  g_assert_false (bidding);
  g_assert_true (kaiser_player_parse_spec ("expert:inference=on,bidding=simulation", &level, &inference, &samples, &bidding));
  g_assert_true (inference);
  g_assert_true (bidding);

  kaiser_rules_init_preset (&rules, "saskatchewan-34", NULL);
  kitty_deal (&st, &rules);
  kaiser_test_trump_ok (&st, KAISER_SOUTH, KAISER_SPADES);
  kaiser_observation_init (&obs, &st, KAISER_SOUTH);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(KaiserPlayer) player = kaiser_player_new_from_spec (i ? "expert:samples=6" : "expert:kitty=standard", 2);

      g_assert_nonnull (player);
      g_assert_true (kaiser_player_advise (player, &obs, &advice, NULL));
      g_assert_cmpint (advice.action.type, ==, KAISER_ACTION_DISCARD);
      g_assert_cmpint (advice.basis, ==, i ? KAISER_ADVICE_SIMULATION : KAISER_ADVICE_RULE);
    }
}

/* A bid's rollouts that end in the same play of a sampled deal are
 * solved once (src/ai/kaiser-expert.c, solve_lead): the calls, their
 * utilities and parts must be those of solving every rollout.  The key
 * must hold everything the solver's value depends on (a key without the
 * trumps, say, gives one call another's value). */
static void
test_expert_rollout_cache (void)
{
  KaiserRules rules;
  guint compared = 0, differ = 0;

  kaiser_rules_init_standard (&rules);
  for (guint64 seed = 40; seed < 46; seed++)
    {
      g_autoptr(KaiserGame) game = kaiser_game_new (&rules, seed);
      KaiserRng rng;

      kaiser_rng_init (&rng, seed);
      while (kaiser_game_get_phase (game) == KAISER_PHASE_BIDDING)
        {
          const KaiserState *st = kaiser_game_get_state (game);
          g_autoptr(KaiserExpert) cached = fair_expert (seed, 16, TRUE);
          g_autoptr(KaiserExpert) plain = fair_expert (seed, 16, TRUE);
          KaiserObservation obs;
          KaiserAdvice a, b;

          kaiser_expert_set_rollout_cache (plain, FALSE);
          kaiser_observation_init (&obs, st, st->to_act);
          g_assert_true (kaiser_expert_advise (cached, &obs, &a));
          g_assert_true (kaiser_expert_advise (plain, &obs, &b));
          g_assert_true (kaiser_action_equal (&a.action, &b.action));
          g_assert_cmpfloat (a.score, ==, b.score);
          g_assert_cmpfloat (a.set_chance, ==, b.set_chance);
          g_assert_cmpint (a.has_runner_up, ==, b.has_runner_up);
          if (a.has_runner_up)
            {
              g_assert_true (kaiser_action_equal (&a.runner_up, &b.runner_up));
              g_assert_cmpfloat (a.runner_up_score, ==, b.runner_up_score);
            }
          compared++;
          differ += !kaiser_bid_is_pass (a.action.bid);
          g_assert_true (kaiser_game_apply (game, &a.action, NULL));
        }
    }
  g_assert_cmpuint (compared, >=, 12);
  g_assert_cmpuint (differ, >, 0);
}

/* margin=POINTS: what a call found by rollouts must gain over the
 * Standard player's own call.  With a margin beyond any hand's points,
 * the Expert calls as the Standard player does; with none, the hand of
 * the advice tests bids beyond the rule's call. */
static void
test_expert_rule_margin (void)
{
  KaiserRules rules;
  KaiserObservation obs;
  KaiserAdvice advice;
  KaiserAction rule;
  KaiserRng rng;
  guint changed = 0;

  kaiser_rules_init_standard (&rules);
  for (guint64 seed = 50; seed < 58; seed++)
    {
      g_autoptr(KaiserGame) game = kaiser_game_new (&rules, seed);
      g_autoptr(KaiserExpert) firm = fair_expert (seed, 12, TRUE);
      g_autoptr(KaiserExpert) loose = fair_expert (seed, 12, TRUE);
      const KaiserState *s = kaiser_game_get_state (game);

      if (s->phase != KAISER_PHASE_BIDDING)
        continue;
      kaiser_expert_set_rule_margin (firm, 1000);
      kaiser_expert_set_rule_margin (loose, 0);
      kaiser_observation_init (&obs, s, s->to_act);
      kaiser_rng_init (&rng, 1);
      g_assert_true (kaiser_heuristic_decide (KAISER_LEVEL_STANDARD, &obs, &rng, &rule));
      g_assert_true (kaiser_expert_advise (firm, &obs, &advice));
      g_assert_true (kaiser_bid_equal (advice.action.bid, rule.bid));
      g_assert_cmpfloat (advice.margin, ==, 1000);
      g_assert_true (kaiser_expert_advise (loose, &obs, &advice));
      changed += !kaiser_bid_equal (advice.action.bid, rule.bid);
    }
  g_assert_cmpuint (changed, >, 0);
}

/* The bid options' tests: bid simulations of options off by default,
 * run by the plain build (the sanitizers' run leaves them, as it does
 * edge-spread). */
static gboolean
skip_bid_option (void)
{
  if (!g_getenv ("KAISER_TEST_QUICK"))
    return FALSE;
  g_test_skip ("bid simulations of an option: run by the plain build");
  return TRUE;
}

/* The first call of the standard game dealt from seed (FALSE if the deal
 * does not start with one), as its seat sees it. */
static gboolean
first_call (const KaiserRules *rules, guint64 seed, KaiserObservation *obs)
{
  g_autoptr(KaiserGame) game = kaiser_game_new (rules, seed);
  const KaiserState *s = kaiser_game_get_state (game);

  if (s->phase != KAISER_PHASE_BIDDING)
    return FALSE;
  kaiser_observation_init (obs, s, s->to_act);
  return TRUE;
}

/* bidz: a call other than the Standard player's must gain the margin and
 * Z standard errors of its difference from it in the same deals; with Z
 * the Expert leaves the usual call no more often than with the margin
 * alone, and the handicap of a call it makes instead is above the
 * margin (the deals differ). */
static void
test_expert_bid_z (void)
{
  KaiserRules rules;
  guint changed[2] = { 0, 0 };

  if (skip_bid_option ())
    return;

  kaiser_rules_init_standard (&rules);
  for (guint64 seed = 50; seed < 62; seed++)
    {
      KaiserObservation obs;
      KaiserAction rule;
      KaiserRng rng;

      if (!first_call (&rules, seed, &obs))
        continue;
      kaiser_rng_init (&rng, 1);
      g_assert_true (kaiser_heuristic_decide (KAISER_LEVEL_STANDARD, &obs, &rng, &rule));
      for (guint z = 0; z < 2; z++)
        {
          g_autoptr(KaiserExpert) expert = fair_expert (seed, 24, TRUE);
          KaiserAdvice advice;

          kaiser_expert_set_rule_margin (expert, 0.5);
          kaiser_expert_set_bid_z (expert, z ? 2.0 : 0.0);
          g_assert_true (kaiser_expert_advise (expert, &obs, &advice));
          if (kaiser_bid_equal (advice.action.bid, rule.bid))
            {
              g_assert_cmpfloat (advice.handicap, ==, 0.0);
              continue;
            }
          changed[z]++;
          if (z == 0)
            g_assert_cmpfloat (advice.handicap, ==, 0.5);
          else
            g_assert_cmpfloat (advice.handicap, >, 0.5);
        }
    }
  g_test_message ("calls other than the usual one: %u with the margin alone, %u with Z = 2", changed[0], changed[1]);
  g_assert_cmpuint (changed[0], >, 0);
  g_assert_cmpuint (changed[1], <, changed[0]);
}

/* bidextend: a bid whose choice between the usual call and the best
 * other is closer than a standard error of their difference draws more
 * deals, up to the number given; the others draw as many as before. */
static void
test_expert_bid_extend (void)
{
  KaiserRules rules;
  guint extended = 0, plain = 0;

  if (skip_bid_option ())
    return;

  kaiser_rules_init_standard (&rules);
  for (guint64 seed = 50; seed < 62; seed++)
    {
      g_autoptr(KaiserExpert) before = fair_expert (seed, 200, TRUE);
      g_autoptr(KaiserExpert) more = fair_expert (seed, 200, TRUE);
      KaiserObservation obs;
      KaiserAdvice advice;

      if (!first_call (&rules, seed, &obs))
        continue;
      kaiser_expert_set_bid_extend (more, 96);
      g_assert_true (kaiser_expert_advise (before, &obs, &advice));
      g_assert_cmpuint (advice.deals, ==, 48);
      g_assert_true (kaiser_expert_advise (more, &obs, &advice));
      g_assert_cmpuint (advice.deals, >=, 48);
      g_assert_cmpuint (advice.deals, <=, 96);
      extended += advice.deals > 48;
      plain += advice.deals == 48;
    }
  g_test_message ("bids that drew more deals: %u; as many as before: %u", extended, plain);
  g_assert_cmpuint (extended, >, 0);
  g_assert_cmpuint (plain, >, 0);
}

/* bidtrumps=own: the rollouts that end with the seat declaring at trumps
 * weigh the suit it would name on its own cards.  A pass (the seat never
 * declares after it) weighs the same as without; a bid it would declare
 * weighs otherwise in some positions, in the same deals. */
static void
test_expert_own_trumps (void)
{
  KaiserRules rules;
  guint differ = 0, bids = 0;

  if (skip_bid_option ())
    return;

  kaiser_rules_init_standard (&rules);
  for (guint64 seed = 50; seed < 62; seed++)
    {
      KaiserAction calls[2];
      KaiserObservation obs;

      if (!first_call (&rules, seed, &obs))
        continue;
      calls[0] = calls[1] = kaiser_action_make (KAISER_ACTION_BID, obs.seat, 0);
      calls[0].bid = kaiser_bid_pass ();
      calls[1].bid = kaiser_bid_make (KAISER_BID_SUIT, rules.min_bid);
      for (guint c = 0; c < 2; c++)
        {
          double taken[2], best;

          for (guint own = 0; own < 2; own++)
            {
              g_autoptr(KaiserExpert) expert = fair_expert (seed, 24, TRUE);
              KaiserAdvice advice;

              kaiser_expert_set_own_trumps (expert, own);
              g_assert_true (kaiser_expert_evaluate (expert, &obs, &calls[c], &advice, &taken[own], &best));
            }
          if (c == 0)
            g_assert_cmpfloat (taken[0], ==, taken[1]);
          else
            {
              bids++;
              differ += taken[0] != taken[1];
            }
        }
    }
  g_test_message ("the cheapest suit bid weighed otherwise in %u of %u positions", differ, bids);
  g_assert_cmpuint (bids, >=, 8);
  g_assert_cmpuint (differ, >, 0);
}

/* rollcalls=expert: a bid's rollouts let the seats after it depart
 * from the rule's calls as often as Experts do.  The dealer, who speaks
 * last, weighs its calls as without (nobody calls after it); a seat with
 * calls after it weighs some of its calls otherwise, in the same deals. */
typedef struct {
  guint64 seed;
  guint   dealers, others, differ;
} RolloutCallsCount;

static void
rollout_calls_visit (const KaiserState *st, const KaiserObservation *obs, gpointer data)
{
  RolloutCallsCount *count = data;
  KaiserAction rule;
  KaiserRng rng;
  double taken[2], best[2];

  if (st->phase != KAISER_PHASE_BIDDING)
    return;
  kaiser_rng_init (&rng, 1);
  g_assert_true (kaiser_heuristic_decide (KAISER_LEVEL_STANDARD, obs, &rng, &rule));
  for (guint rc = 0; rc < 2; rc++)
    {
      g_autoptr(KaiserExpert) expert = fair_expert (count->seed, 16, TRUE);
      KaiserAdvice advice;

      kaiser_expert_set_rollout_calls (expert, rc);
      g_assert_true (kaiser_expert_evaluate (expert, obs, &rule, &advice, &taken[rc], &best[rc]));
    }
  if (st->to_act == st->dealer)
    {
      count->dealers++;
      g_assert_cmpfloat (taken[0], ==, taken[1]);
      g_assert_cmpfloat (best[0], ==, best[1]);
    }
  else
    {
      count->others++;
      count->differ += taken[0] != taken[1] || best[0] != best[1];
    }
}

static void
test_expert_rollout_calls (void)
{
  RolloutCallsCount count = { 0 };

  if (skip_bid_option ())
    return;

  standard_hands (50, 5, rollout_calls_visit, &count, &count.seed);
  g_test_message ("dealers %u; other seats %u, weighed otherwise %u", count.dealers, count.others, count.differ);
  g_assert_cmpuint (count.dealers, >=, 4);
  g_assert_cmpuint (count.others, >=, 8);
  g_assert_cmpuint (count.differ, >, 0);
}

/* lookahead=N: each card weighed with the seat's next card chosen once
 * for the deals that show the same cards by then.  In the same deals a
 * card is never worth more so than with the best next card in each deal
 * (PIMC's value, which it reaches where no two deals at one position
 * want different cards), and in some positions it is worth less: the
 * strategy fusion it takes out. */
typedef struct {
  guint64 seed;
  guint   positions, fused;
} LookaheadCount;

static void
lookahead_visit (const KaiserState *st, const KaiserObservation *obs, gpointer data)
{
  LookaheadCount *count = data;
  g_autoptr(KaiserExpert) expert = fair_expert (count->seed, 24, TRUE);
  KaiserCards legal = kaiser_state_legal_cards (st);
  guint held = kaiser_cards_count (st->hands[st->to_act]);
  double look[64], pimc[64];
  KaiserCard card;
  gboolean less = FALSE;

  if (st->phase != KAISER_PHASE_PLAY)
    return;
  kaiser_expert_set_lookahead (expert, 6);
  if (held < 3 || held > 6)
    {
      g_assert_false (kaiser_expert_lookahead_values (expert, obs, look, pimc));
      return;
    }
  if (kaiser_cards_count (legal) < 2)
    return;
  g_assert_true (kaiser_expert_lookahead_values (expert, obs, look, pimc));
  KAISER_CARDS_FOREACH (card, legal)
    {
      g_assert_cmpfloat (look[card], <=, pimc[card] + 1e-9);
      less |= look[card] < pimc[card] - 1e-9;
    }
  count->positions++;
  count->fused += less;
}

static void
test_expert_lookahead (void)
{
  LookaheadCount count = { 0 };
  guint64 n_seeds = g_getenv ("KAISER_TEST_QUICK") ? 2 : 12;

  standard_hands (70, n_seeds, lookahead_visit, &count, &count.seed);
  g_test_message ("%u positions, %u with a card worth less with the next card chosen without the deal", count.positions,
                  count.fused);
  g_assert_cmpuint (count.positions, >=, 4 * n_seeds);
  g_assert_cmpuint (count.fused, >, 0);
}

/* endgame=N: vector minimax over the deals drawn, the seat playing one
 * card for all the deals that show the same cards at each of its turns.
 * A card is never worth more so than double-dummy in the same deals
 * (PIMC's value), exactly as much with two cards in hand (the next one
 * is forced), and less in some positions: the strategy fusion it takes
 * out, now at every turn of the seat's to the end of the hand. */
typedef struct {
  guint64 seed;
  guint   positions, fused, other_card;
} EndgameCount;

static void
endgame_visit (const KaiserState *st, const KaiserObservation *obs, gpointer data)
{
  EndgameCount *count = data;
  g_autoptr(KaiserExpert) expert = fair_expert (count->seed, 24, TRUE);
  KaiserCards legal = kaiser_state_legal_cards (st);
  guint held = kaiser_cards_count (st->hands[st->to_act]);
  double values[64], pimc[64];
  KaiserCard card, best = KAISER_CARD_NONE, best_pimc = KAISER_CARD_NONE;
  gboolean less = FALSE;

  if (st->phase != KAISER_PHASE_PLAY)
    return;
  kaiser_expert_set_endgame (expert, 4);
  if (held < 2 || held > 4)
    {
      g_assert_false (kaiser_expert_endgame_values (expert, obs, values, pimc));
      return;
    }
  if (kaiser_cards_count (legal) < 2)
    return;
  g_assert_true (kaiser_expert_endgame_values (expert, obs, values, pimc));
  KAISER_CARDS_FOREACH (card, legal)
    {
      if (held == 2)
        g_assert_cmpfloat_with_epsilon (values[card], pimc[card], 1e-9);
      g_assert_cmpfloat (values[card], <=, pimc[card] + 1e-9);
      less |= values[card] < pimc[card] - 1e-9;
      if (best == KAISER_CARD_NONE || values[card] > values[best] + 1e-9)
        best = card;
      if (best_pimc == KAISER_CARD_NONE || pimc[card] > pimc[best_pimc] + 1e-9)
        best_pimc = card;
    }
  count->positions++;
  count->fused += less;
  count->other_card += best != best_pimc;
}

static void
test_expert_endgame (void)
{
  EndgameCount count = { 0 };
  guint64 n_seeds = g_getenv ("KAISER_TEST_QUICK") ? 2 : 10;

  standard_hands (80, n_seeds, endgame_visit, &count, &count.seed);
  g_test_message ("%u positions, %u with a card worth less than double-dummy, %u with another card chosen",
                  count.positions, count.fused, count.other_card);
  g_assert_cmpuint (count.positions, >=, 4 * n_seeds);
  g_assert_cmpuint (count.fused, >, 0);
}

/* The Expert reads the play through the play model, at the power
 * KAISER_EXPERT_PLAY_POWER, by default (issue 27, docs/ai.md "Reading
 * the play through a model"): a default Expert values every card as one
 * set so, and in some positions otherwise than one that reads the calls
 * alone. */
typedef struct {
  guint64 seed;
  guint   positions, differ;
} DefaultReadingCount;

static void
default_reading_visit (const KaiserState *st, const KaiserObservation *obs, gpointer data)
{
  DefaultReadingCount *count = data;
  KaiserAdvice advice[3];

  if (st->phase != KAISER_PHASE_PLAY || st->n_tricks < 2 || st->n_tricks > 5 ||
      kaiser_cards_count (kaiser_state_legal_cards (st)) < 2)
    return;
  for (guint way = 0; way < 3; way++)
    {
      g_autoptr(KaiserExpert) expert = fair_expert (count->seed, 16, TRUE);

      if (way == 1)
        kaiser_expert_set_play_model (expert, KAISER_EXPERT_PLAY_POWER);
      if (way == 2)
        kaiser_expert_set_read_play (expert, FALSE);
      g_assert_true (kaiser_expert_advise (expert, obs, &advice[way]));
    }
  g_assert_cmpint (advice[0].action.value, ==, advice[1].action.value);
  g_assert_cmpfloat (advice[0].score, ==, advice[1].score);
  count->positions++;
  count->differ += advice[0].score != advice[2].score;
}

static void
test_expert_default_reading (void)
{
  DefaultReadingCount count = { 0 };
  guint64 n_seeds = g_getenv ("KAISER_TEST_QUICK") ? 1 : 3;

  standard_hands (90, n_seeds, default_reading_visit, &count, &count.seed);
  g_test_message ("%u positions, %u valued otherwise without reading the play", count.positions, count.differ);
  g_assert_cmpuint (count.positions, >=, 8 * n_seeds);
  g_assert_cmpuint (count.differ, >, count.positions / 2);
}

/* playspread=on: a card's outcome weighed over the edge's spread, by
 * the share of the tricks still to play.  In positions of games the
 * Standard player plays, the declaring side's set is a sure thing (or
 * sure not to happen) in every deal tried less often than without, and
 * the spread moves the advised card's value less with two cards left
 * than with six or more. */
typedef struct {
  guint64 seed;
  guint   positions, sure[2], late, early;
  double  moved_late, moved_early;
} SpreadCount;

static void
play_spread_visit (const KaiserState *st, const KaiserObservation *obs, gpointer data)
{
  SpreadCount *count = data;
  guint held = kaiser_cards_count (st->hands[st->to_act]);
  KaiserAdvice advice[2];

  if (st->phase != KAISER_PHASE_PLAY || kaiser_cards_count (kaiser_state_legal_cards (st)) < 2 ||
      kaiser_rules_seat_side (&st->rules, st->to_act) != kaiser_rules_seat_side (&st->rules, st->declarer))
    return;
  for (guint spread = 0; spread < 2; spread++)
    {
      g_autoptr(KaiserExpert) expert = fair_expert (count->seed, 24, TRUE);

      kaiser_expert_set_play_spread (expert, spread);
      kaiser_expert_advise (expert, obs, &advice[spread]);
      g_assert_cmpfloat (advice[spread].set_chance, >=, 0.0);
      g_assert_cmpfloat (advice[spread].set_chance, <=, 1.0);
      count->sure[spread] += advice[spread].set_chance == 0.0 || advice[spread].set_chance == 1.0;
    }
  if (held <= 2)
    {
      count->late++;
      count->moved_late += fabs (advice[1].score - advice[0].score);
    }
  else if (held >= 6)
    {
      count->early++;
      count->moved_early += fabs (advice[1].score - advice[0].score);
    }
  count->positions++;
}

static void
test_expert_play_spread (void)
{
  SpreadCount c = { 0 };
  guint64 n_seeds = g_getenv ("KAISER_TEST_QUICK") ? 2 : 6;

  standard_hands (90, n_seeds, play_spread_visit, &c, &c.seed);
  g_test_message ("%u positions of the declaring side: the set sure either way in %u without the spread, %u with it; "
                  "the advised value moved %.2f a position with two cards left (%u), %.2f with six or more (%u)",
                  c.positions, c.sure[0], c.sure[1], c.late ? c.moved_late / c.late : 0, c.late,
                  c.early ? c.moved_early / c.early : 0, c.early);
  g_assert_cmpuint (c.late, >=, 2);
  g_assert_cmpuint (c.early, >=, 2);
  g_assert_cmpuint (c.sure[1], <, c.sure[0]);
  g_assert_cmpfloat (c.moved_late / c.late, <, c.moved_early / c.early);
}

/* Of cards as good as each other (their means within a twentieth of a
 * point), the Expert plays one that leaves its partner's winning card
 * winning: in positions of games the Standard player plays, whenever its
 * card beats the partner's, every card that would not is worse by more.
 * With ties=first (the card first in the pack's order, as before), some
 * of its cards beat the partner's for nothing: trumping the partner's
 * winner with a low trump of a suit earlier in the order. */
static gboolean
beats_partner_card (const KaiserState *st, KaiserCard card)
{
  const KaiserTrick *trick = &st->tricks[st->n_tricks];
  KaiserCard top;

  if (trick->n_played == 0 || kaiser_state_trick_winner (st, trick) != kaiser_seat_partner (st->to_act))
    return FALSE;
  top = trick->cards[0];
  for (guint i = 1; i < trick->n_played; i++)
    if (kaiser_state_card_beats (st, trick->cards[i], top))
      top = trick->cards[i];
  return kaiser_state_card_beats (st, card, top);
}

typedef struct {
  guint64 seed;
  guint   checked, needless[2];
} TiesCount;

static void
partner_ties_visit (const KaiserState *st, const KaiserObservation *obs, gpointer data)
{
  TiesCount *count = data;
  KaiserCards legal = kaiser_state_legal_cards (st), under = 0;
  KaiserCard card;

  KAISER_CARDS_FOREACH (card, legal)
    if (!beats_partner_card (st, card))
      under |= kaiser_card_bit (card);
  if (st->phase != KAISER_PHASE_PLAY || st->n_tricks < 3 || !under || under == legal)
    return;
  for (guint mode = 0; mode < 2; mode++)
    KAISER_CARDS_FOREACH (card, under)
      {
        g_autoptr(KaiserExpert) expert = fair_expert (count->seed, 12, TRUE);
        KaiserAction taken = kaiser_action_make (KAISER_ACTION_PLAY, st->to_act, card);
        KaiserAdvice advice;
        double taken_score, best_score;

        kaiser_expert_set_partner_ties (expert, mode == 0);
        g_assert_true (kaiser_expert_evaluate (expert, obs, &taken, &advice, &taken_score, &best_score));
        if (beats_partner_card (st, advice.action.value) && taken_score >= best_score - 0.05 + 1e-9)
          {
            count->needless[mode]++;
            break;
          }
        count->checked += mode == 0;
      }
}

static void
test_expert_partner_ties (void)
{
  TiesCount count = { 0 };

  standard_hands (60, 140, partner_ties_visit, &count, &count.seed);
  g_test_message ("%u cards weighed; the partner's card beaten for nothing: %u (ties=partner), %u (ties=first)",
                  count.checked, count.needless[0], count.needless[1]);
  g_assert_cmpuint (count.needless[0], ==, 0);
  g_assert_cmpuint (count.needless[1], >, 0);
}

/* The race among the cards (kaiser_expert_set_race): a card clearly worse
 * than the best in the same deals is no longer solved.  In positions of
 * the first tricks with four cards or more to choose from, it solves
 * about a tenth fewer card values and makes the same decision nearly
 * always (the cards it drops were not going to be chosen; where they
 * differ, the race stopped sooner). */
typedef struct {
  guint64 seed;
  guint   positions, same, n_positions;
  guint64 values[2];
} RaceCount;

static void
race_visit (const KaiserState *st, const KaiserObservation *obs, gpointer data)
{
  RaceCount *count = data;
  KaiserAction chosen[2];

  if (st->phase != KAISER_PHASE_PLAY || st->n_tricks > 3 || kaiser_cards_count (kaiser_state_legal_cards (st)) < 4 ||
      count->positions >= count->n_positions)
    return;
  for (guint race = 0; race < 2; race++)
    {
      g_autoptr(KaiserExpert) expert = fair_expert (count->seed * 31 + st->n_tricks, 48, TRUE);

      kaiser_expert_set_race (expert, race);
      g_assert_true (kaiser_expert_decide (expert, obs, &chosen[race]));
      count->values[race] += kaiser_expert_get_card_values (expert);
    }
  count->same += chosen[0].value == chosen[1].value;
  count->positions++;
}

static void
test_expert_race (void)
{
  KaiserRules rules;
  RaceCount count = { .n_positions = g_getenv ("KAISER_TEST_QUICK") ? 12 : 40 };

  kaiser_rules_init_standard (&rules);
  for (count.seed = 300; count.positions < count.n_positions; count.seed++)
    standard_hand (&rules, count.seed, race_visit, &count);
  g_test_message ("%u positions: the same card in %u; card values solved %" G_GUINT64_FORMAT " without the race, %"
                  G_GUINT64_FORMAT " with it", count.positions, count.same, count.values[0], count.values[1]);
  g_assert_cmpuint (count.values[0], >, 0);
  g_assert_cmpuint (count.same * 10, >=, count.positions * 9);
  g_assert_cmpuint (count.values[1] * 100, <=, count.values[0] * 95);
}

/* Lost Heir (000_5ed066fa22fca3eb.txt, "Lost Heir"): the solver refuses
 * its packs (cards outside the suits), so the Expert's Hint and review
 * fall back on the Standard player's rules, never a search over wrong
 * suits: at the dealer's sale (accept or refuse, with its rule) and in
 * the play (a legal card). */
static void
test_expert_lost_heir (void)
{
  KaiserExpert *expert = kaiser_expert_new (25);
  KaiserState st;
  KaiserObservation obs;
  KaiserAdvice advice;
  double taken, best;

  kaiser_test_lost_heir_deal (&st, "lost-heir-teams", "5", -1);
  kaiser_observation_init (&obs, &st, KAISER_WEST);
  g_assert_true (kaiser_expert_advise (expert, &obs, &advice));
  g_assert_cmpint (advice.basis, ==, KAISER_ADVICE_RULE);
  g_assert_cmpint (advice.action.type, ==, KAISER_ACTION_ACCEPT);
  g_assert_true (advice.rule == KAISER_RULE_ACCEPT_BID || advice.rule == KAISER_RULE_REFUSE_BID);

  kaiser_test_lost_heir_deal (&st, "lost-heir-teams", "5", 1);
  kaiser_test_trick_ok (&st, "7D 1H 1D WB");
  kaiser_observation_init (&obs, &st, st.to_act);
  g_assert_true (kaiser_expert_advise (expert, &obs, &advice));
  g_assert_cmpint (advice.basis, ==, KAISER_ADVICE_RULE);
  g_assert_cmpint (advice.action.type, ==, KAISER_ACTION_PLAY);
  g_assert_true (kaiser_cards_has (kaiser_state_legal_cards (&st), advice.action.value));
  g_assert_true (kaiser_expert_evaluate (expert, &obs, &advice.action, &advice, &taken, &best));
  kaiser_expert_free (expert);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/expert/sampler-consistent", test_sampler_consistent);
  g_test_add_func ("/kaiser/expert/edge-spread", test_expert_edge_spread);
  g_test_add_func ("/kaiser/expert/sampler/infers-pass", test_sampler_infers_pass);
  g_test_add_func ("/kaiser/expert/sampler/infers-bid", test_sampler_infers_bid);
  g_test_add_func ("/kaiser/expert/sampler/calls-refit", test_sampler_calls_refit);
  g_test_add_func ("/kaiser/expert/sampler/expert-call", test_sampler_expert_call);
  g_test_add_func ("/kaiser/expert/sampler/likelihood-positive", test_sampler_likelihood_positive);
  g_test_add_func ("/kaiser/expert/sampler/reads-expert-calls", test_sampler_reads_expert_calls);
  g_test_add_func ("/kaiser/expert/sampler/inference-off", test_sampler_inference_off);
  g_test_add_func ("/kaiser/expert/sampler/reads-play", test_sampler_reads_play);
  g_test_add_func ("/kaiser/expert/reads-play-dd", test_expert_reads_play_dd);
  g_test_add_func ("/kaiser/expert/fair", test_expert_fair);
  g_test_add_func ("/kaiser/expert/evaluate", test_expert_evaluate);
  g_test_add_func ("/kaiser/expert/legal-everywhere", test_expert_legal_everywhere);
  g_test_add_func ("/kaiser/expert/legal-passing-kitty", test_expert_legal_passing_kitty);
  g_test_add_func ("/kaiser/expert/kitty-certain", test_expert_kitty_certain);
  g_test_add_func ("/kaiser/expert/pass-keeps-bonus", test_expert_pass_keeps_bonus);
  g_test_add_func ("/kaiser/expert/spec-options", test_expert_spec_options);
  g_test_add_func ("/kaiser/expert/single-card", test_expert_single_card);
  g_test_add_func ("/kaiser/expert/shared-solvers", test_expert_shared_solvers);
  g_test_add_func ("/kaiser/expert/rollout-cache", test_expert_rollout_cache);
  g_test_add_func ("/kaiser/expert/rule-margin", test_expert_rule_margin);
  g_test_add_func ("/kaiser/expert/bid-z", test_expert_bid_z);
  g_test_add_func ("/kaiser/expert/bid-extend", test_expert_bid_extend);
  g_test_add_func ("/kaiser/expert/own-trumps", test_expert_own_trumps);
  g_test_add_func ("/kaiser/expert/lookahead", test_expert_lookahead);
  g_test_add_func ("/kaiser/expert/endgame", test_expert_endgame);
  g_test_add_func ("/kaiser/expert/default-reading", test_expert_default_reading);
  g_test_add_func ("/kaiser/expert/play-spread", test_expert_play_spread);
  g_test_add_func ("/kaiser/expert/rollout-calls", test_expert_rollout_calls);
  g_test_add_func ("/kaiser/expert/partner-ties", test_expert_partner_ties);
  g_test_add_func ("/kaiser/expert/race", test_expert_race);
  g_test_add_func ("/kaiser/expert/advice/play", test_expert_advice_play);
  g_test_add_func ("/kaiser/expert/advice/bid", test_expert_advice_bid);
  g_test_add_func ("/kaiser/expert/advice/bid-by-simulation", test_expert_advice_bid_by_simulation);
  g_test_add_func ("/kaiser/expert/advice/consistent", test_expert_advice_consistent);
  g_test_add_func ("/kaiser/expert/advice/dd-edge", test_expert_advice_dd_edge);
  g_test_add_func ("/kaiser/expert/advice/trick", test_expert_advice_trick);
  g_test_add_func ("/kaiser/expert/lost-heir", test_expert_lost_heir);
  return g_test_run ();
}
