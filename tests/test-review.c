/* test-review.c: the review of a hand (kaiser-review.h).
 *
 * The steps are the hand's actions, each with its seat and whether it was
 * forced; a reviewed step's evaluation is the Expert's (kaiser_expert_evaluate
 * with the review's seed and the step's index), depends only on what the
 * seat could see, and marks a clear blunder as a mistake; the review runs
 * in a worker thread, handing each step back to the main context once, and
 * can be cancelled or dropped while it runs.
 */
#include <math.h>
#include <string.h>

#include "kaiser-player.h"
#include "kaiser-review.h"
#include "kaiser-sampler.h"
#include "kaiser-test-util.h"

static gboolean
quick (void)
{
  return g_getenv ("KAISER_TEST_QUICK") != NULL;
}

/* Finish the hand of game with Standard players. */
static void
finish_hand (KaiserGame *game, guint64 seed)
{
  KaiserPlayer *players[KAISER_N_SEATS];

  for (guint s = 0; s < KAISER_N_SEATS; s++)
    players[s] = kaiser_player_new (KAISER_LEVEL_STANDARD, seed * 4 + s);
  while (kaiser_game_get_phase (game) != KAISER_PHASE_HAND_OVER && kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
    {
      KaiserSeat seat = kaiser_game_get_to_act (game);
      KaiserObservation obs;
      KaiserAction action;

      g_assert_cmpuint (seat, <, KAISER_N_SEATS);
      kaiser_game_observe (game, seat, &obs);
      g_assert_true (kaiser_player_decide (players[seat], &obs, &action, NULL));
      g_assert_true (kaiser_game_apply (game, &action, NULL));
    }
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    kaiser_player_free (players[s]);
}

/* A game of the rules with seed, the first hand played to its end by
 * Standard players (its log exists from the deal on). */
static KaiserGame *
first_hand (const KaiserRules *rules, guint64 seed)
{
  KaiserGame *game = kaiser_game_new (rules, seed);

  finish_hand (game, seed);
  return game;
}

static void
rules_of (guint k, KaiserRules *rules)
{
  switch (k % 3)
    {
    case 0:
      kaiser_rules_init_standard (rules);
      break;
    case 1:
      kaiser_rules_init_standard (rules);
      g_assert_true (kaiser_rules_set (rules, "passing", "rotation", NULL));
      break;
    default:
      kaiser_rules_init_preset (rules, "saskatchewan-34", NULL);
      break;
    }
}

/* The steps are exactly the first hand's actions, in order, each with the
 * seat to act and whether it had a choice. */
static void
test_review_steps (void)
{
  guint n_games = quick () ? 6 : 15, reviewed = 0;

  for (guint k = 0; k < n_games; k++)
    {
      KaiserRules rules;
      g_autoptr(KaiserGame) game = NULL;
      g_autoptr(KaiserGame) at = NULL;
      g_autoptr(KaiserReview) review = NULL;
      g_autoptr(GError) error = NULL;
      guint expected = 0;

      rules_of (k, &rules);
      game = first_hand (&rules, 100 + k);
      review = kaiser_review_new (game, 0, KAISER_SOUTH, KAISER_LEVEL_STANDARD, 7, &error);
      g_assert_no_error (error);
      g_assert_nonnull (review);
      g_assert_true (kaiser_review_get_game (review) == game);
      g_assert_cmpuint (kaiser_review_get_hand_index (review), ==, 0);
      g_assert_cmpuint (kaiser_review_get_seat (review), ==, KAISER_SOUTH);

      /* the first hand: every action of the game so far */
      at = kaiser_game_replay (game, 0, &error);
      g_assert_no_error (error);
      for (guint i = 0; i < kaiser_game_get_n_actions (game); i++)
        {
          const KaiserAction *action = kaiser_game_get_action (game, i);
          const KaiserState *st = kaiser_game_get_state (at);
          const KaiserReviewStep *step;
          KaiserAction legal[KAISER_MAX_ACTIONS];

          g_assert_cmpuint (i, <, kaiser_review_get_n_steps (review));
          step = kaiser_review_get_step (review, i);
          g_assert_cmpuint (step->action_index, ==, i);
          g_assert_cmpint (memcmp (&step->action, action, sizeof *action), ==, 0);
          g_assert_cmpuint (step->seat, ==, st->to_act);
          g_assert_cmpuint (step->seat, ==, action->seat);
          g_assert_cmpint (step->reviewed, ==, step->seat == KAISER_SOUTH);
          g_assert_cmpint (step->forced, ==, kaiser_state_legal_actions (st, legal) == 1);
          g_assert_false (step->evaluated);
          reviewed += step->reviewed;
          expected++;
          g_assert_true (kaiser_game_apply (at, action, &error));
        }
      g_assert_cmpuint (kaiser_review_get_n_steps (review), ==, expected);
      g_assert_cmpuint (kaiser_review_get_n_evaluated (review), ==, 0);
      g_assert_false (kaiser_review_is_complete (review));
      g_assert_cmpfloat (kaiser_review_get_points_lost (review), ==, 0);
    }
  /* a hand thrown in may end before South acts, not all of them */
  g_assert_cmpuint (reviewed, >=, 2 * n_games);

  /* no such hand */
  {
    KaiserRules rules;
    g_autoptr(KaiserGame) game = NULL;
    g_autoptr(GError) error = NULL;

    kaiser_rules_init_standard (&rules);
    game = first_hand (&rules, 3);
    g_assert_null (kaiser_review_new (game, 1, KAISER_SOUTH, KAISER_LEVEL_STANDARD, 7, &error));
    g_assert_nonnull (error);
  }
}

static gboolean
same_double (double a, double b)
{
  return memcmp (&a, &b, sizeof a) == 0;
}

/* A reviewed step's evaluation is the Expert's, for the step's
 * observation with the review's seed and the step's index. */
static void
test_review_same_as_expert (void)
{
  guint n_games = quick () ? 2 : 4, compared = 0, scored = 0;

  for (guint k = 0; k < n_games; k++)
    {
      KaiserRules rules;
      g_autoptr(KaiserGame) game = NULL;
      g_autoptr(KaiserReview) review = NULL;
      g_autoptr(GError) error = NULL;
      guint done = 0;

      rules_of (k, &rules);
      game = first_hand (&rules, 200 + k);
      review = kaiser_review_new (game, 0, KAISER_SOUTH, KAISER_LEVEL_STANDARD, 11 + k, &error);
      g_assert_no_error (error);
      for (guint i = 0; i < kaiser_review_get_n_steps (review) && done < (quick () ? 3u : 6u); i++)
        {
          const KaiserReviewStep *step = kaiser_review_get_step (review, i);
          g_autoptr(KaiserGame) at = NULL;
          g_autoptr(KaiserExpert) expert = NULL;
          KaiserObservation obs;
          KaiserAdvice advice;
          double taken, best;

          if (!step->reviewed)
            continue;
          g_assert_true (kaiser_review_evaluate_step (review, i, &error));
          g_assert_no_error (error);
          g_assert_true (step->evaluated);
          at = kaiser_review_dup_game_at (review, i, &error);
          g_assert_no_error (error);
          kaiser_game_observe (at, step->seat, &obs);
          expert = kaiser_review_new_expert (11 + k, step->action_index);
          g_assert_true (kaiser_expert_evaluate (expert, &obs, &step->action, &advice, &taken, &best));
          g_assert_cmpint (memcmp (&advice, &step->advice, sizeof advice), ==, 0);
          g_assert_cmpint (step->agrees, ==, memcmp (&advice.action, &step->action, sizeof advice.action) == 0);
          if (step->forced)
            {
              g_assert_false (step->scored);
              g_assert_cmpfloat (step->loss, ==, 0);
              continue;
            }
          g_assert_cmpint (step->scored, ==, !isnan (taken));
          if (step->scored)
            {
              g_assert_true (same_double (step->taken_score, taken));
              g_assert_true (same_double (step->best_score, best));
              g_assert_true (same_double (step->loss, MAX (best - taken, 0.0)));
              g_assert_cmpint (step->mistake, ==, step->loss >= KAISER_REVIEW_MISTAKE);
              if (step->agrees)
                g_assert_cmpfloat (step->loss, ==, 0);
              scored++;
            }
          done++;
          compared++;
        }
    }
  g_assert_cmpuint (compared, >=, n_games);
  g_assert_cmpuint (scored, >=, n_games);
}

/* Give the seat's unseen cards to the other seats differently, keeping
 * each seat's count and voids: the observation stays the same (as in
 * test-expert.c). */
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

/* The evaluation of a reviewed step is the same when the cards the seat
 * cannot see lie otherwise, consistently with what it saw: bids, trumps,
 * play, passes (V12) and kitty discards (V11) over several hands. */
static void
test_review_fair (void)
{
  guint n_games = quick () ? 3 : 9, compared = 0, moved = 0;
  KaiserPhase kinds_seen[8] = { 0 };
  guint n_kinds = 0;

  for (guint k = 0; k < n_games; k++)
    {
      KaiserRules rules;
      g_autoptr(KaiserGame) game = NULL;
      g_autoptr(KaiserReview) review = NULL;
      g_autoptr(GError) error = NULL;
      KaiserRng rng;
      KaiserPhase last = KAISER_PHASE_DEAL;
      guint per_game = 0;

      rules_of (k, &rules);
      game = first_hand (&rules, 300 + k);
      review = kaiser_review_new (game, 0, KAISER_SOUTH, KAISER_LEVEL_STANDARD, 5 + k, &error);
      g_assert_no_error (error);
      kaiser_rng_init (&rng, k);
      for (guint i = 0; i < kaiser_review_get_n_steps (review) && per_game < (quick () ? 2u : 4u); i++)
        {
          const KaiserReviewStep *step = kaiser_review_get_step (review, i);
          g_autoptr(KaiserGame) at = NULL;
          const KaiserState *st;
          KaiserState other;
          KaiserObservation a, b;
          KaiserReviewStep moved_step;
          gboolean seen = FALSE;

          if (!step->reviewed || step->forced)
            continue;
          at = kaiser_review_dup_game_at (review, i, &error);
          st = kaiser_game_get_state (at);
          /* one step of each phase a hand, and two plays */
          if (st->phase == last && st->phase != KAISER_PHASE_PLAY)
            continue;
          last = st->phase;
          g_assert_true (relocate (st, step->seat, &rng, &other));
          kaiser_observation_init (&a, st, step->seat);
          kaiser_observation_init (&b, &other, step->seat);
          g_assert_cmpint (memcmp (&a, &b, sizeof a), ==, 0);
          for (guint s = 0; s < KAISER_N_SEATS; s++)
            moved += s != step->seat && other.hands[s] != st->hands[s];

          g_assert_true (kaiser_review_evaluate_step (review, i, &error));
          moved_step = *step;
          moved_step.evaluated = FALSE;
          g_assert_true (kaiser_review_evaluate_observation (KAISER_LEVEL_STANDARD, 5 + k, &b, &moved_step, &error));
          g_assert_no_error (error);
          g_assert_cmpint (memcmp (&moved_step, step, sizeof moved_step), ==, 0);
          for (guint j = 0; j < n_kinds; j++)
            seen |= kinds_seen[j] == st->phase;
          if (!seen && n_kinds < G_N_ELEMENTS (kinds_seen))
            kinds_seen[n_kinds++] = st->phase;
          per_game++;
          compared++;
        }
    }
  g_assert_cmpuint (compared, >=, n_games);
  g_assert_cmpuint (moved, >, 0);
  g_assert_cmpuint (n_kinds, >=, 2);
}

/* A card clearly worse than the Expert's best, found in a real hand, then
 * played there: the review marks it a mistake with a loss of at least a
 * point, the Expert's own choice loses nothing; the points lost add up. */
static void
test_review_blunder (void)
{
  KaiserRules rules;
  gboolean found = FALSE;

  kaiser_rules_init_standard (&rules);
  for (guint64 seed = 400; seed < 420 && !found; seed++)
    {
      g_autoptr(KaiserGame) game = first_hand (&rules, seed);
      g_autoptr(KaiserReview) review = kaiser_review_new (game, 0, KAISER_SOUTH, KAISER_LEVEL_STANDARD, 9, NULL);

      for (guint i = 0; i < kaiser_review_get_n_steps (review) && !found; i++)
        {
          const KaiserReviewStep *step = kaiser_review_get_step (review, i);
          g_autoptr(KaiserGame) at = NULL;
          g_autoptr(KaiserGame) blunder = NULL;
          g_autoptr(KaiserReview) again = NULL;
          g_autoptr(GError) error = NULL;
          KaiserObservation obs;
          KaiserCards legal;
          KaiserCard card, worst = KAISER_CARD_NONE;
          double worst_loss = 0, lost = 0;
          guint mistakes = 0;
          KaiserReviewStep best_step;
          const KaiserReviewStep *marked;

          if (!step->reviewed || step->forced || step->action.type != KAISER_ACTION_PLAY)
            continue;
          at = kaiser_review_dup_game_at (review, i, &error);
          legal = kaiser_game_legal_cards (at);
          if (kaiser_cards_count (legal) < 3 || kaiser_game_get_state (at)->n_tricks < 1)
            continue;
          kaiser_game_observe (at, step->seat, &obs);
          KAISER_CARDS_FOREACH (card, legal)
            {
              g_autoptr(KaiserExpert) expert = kaiser_review_new_expert (9, step->action_index);
              KaiserAction taken = kaiser_action_make (KAISER_ACTION_PLAY, step->seat, card);
              KaiserAdvice advice;
              double t, b;

              g_assert_true (kaiser_expert_evaluate (expert, &obs, &taken, &advice, &t, &b));
              if (b - t > worst_loss)
                {
                  worst_loss = b - t;
                  worst = card;
                }
            }
          if (worst_loss < 3 * KAISER_REVIEW_MISTAKE)
            continue;
          found = TRUE;

          /* the game with the blunder played, the hand finished */
          blunder = kaiser_game_replay (game, step->action_index, &error);
          g_assert_no_error (error);
          g_assert_true (kaiser_game_play_card (blunder, step->seat, worst, &error));
          finish_hand (blunder, seed);
          again = kaiser_review_new (blunder, 0, KAISER_SOUTH, KAISER_LEVEL_STANDARD, 9, &error);
          g_assert_no_error (error);
          g_assert_true (kaiser_review_evaluate_step (again, i, &error));
          marked = kaiser_review_get_step (again, i);
          g_assert_cmpuint (marked->action.value, ==, worst);
          g_assert_true (marked->scored);
          g_assert_true (marked->mistake);
          g_assert_false (marked->agrees);
          g_assert_cmpfloat (marked->loss, >=, KAISER_REVIEW_MISTAKE);
          g_assert_cmpfloat_with_epsilon (marked->loss, worst_loss, 1e-9);
          g_assert_cmpuint (kaiser_review_get_n_mistakes (again), ==, 1);

          /* the Expert's own choice loses nothing */
          best_step = *marked;
          best_step.action = marked->advice.action;
          g_assert_true (kaiser_review_evaluate_observation (KAISER_LEVEL_STANDARD, 9, &obs, &best_step, &error));
          g_assert_true (best_step.agrees);
          g_assert_cmpfloat (best_step.loss, ==, 0);
          g_assert_false (best_step.mistake);

          /* points lost: the sum over the reviewed steps evaluated */
          for (guint j = 0; j < kaiser_review_get_n_steps (again); j++)
            if (kaiser_review_get_step (again, j)->reviewed && j != i && j < i + 4)
              g_assert_true (kaiser_review_evaluate_step (again, j, &error));
          for (guint j = 0; j < kaiser_review_get_n_steps (again); j++)
            {
              const KaiserReviewStep *s = kaiser_review_get_step (again, j);

              if (s->reviewed && s->evaluated)
                {
                  g_assert_cmpfloat (s->loss, >=, 0);
                  lost += s->loss;
                  mistakes += s->mistake;
                }
            }
          g_assert_cmpfloat_with_epsilon (kaiser_review_get_points_lost (again), lost, 1e-9);
          g_assert_cmpfloat (kaiser_review_get_points_lost (again), >=, marked->loss);
          g_assert_cmpuint (kaiser_review_get_n_mistakes (again), ==, mistakes);
        }
    }
  g_assert_true (found);
}

/* Every action open at a reviewed decision, taken in its place: the best
 * choice's value is never below the action taken's, and the points lost
 * are their difference (issue 24: "Best: Pass (−9.1) — you chose 7
 * (−7.2)").  The positions are two where it was: South's first call in
 * game 10 (the usual call, Pass, kept by its margin while 7 did better in
 * the deals: the value of a call other than the usual one is the margin
 * lower), and South's first card passed in game 9 (a set of cards the
 * choice had not weighed did better: it is the best then, the Expert's
 * own choice below it). */
static void
test_review_best_not_below (void)
{
  static const struct {
    guint64     seed;
    const char *passing;
    KaiserPhase phase;
  } positions[] = {
    { 10, "none", KAISER_PHASE_BIDDING },
    { 9, "rotation", KAISER_PHASE_PASS },
  };
  guint kept_usual = 0, taken_better = 0, weighed = 0;

  for (guint p = 0; p < G_N_ELEMENTS (positions); p++)
    {
      KaiserRules rules;
      g_autoptr(KaiserGame) game = NULL;
      g_autoptr(KaiserReview) review = NULL;
      g_autoptr(GError) error = NULL;
      gboolean found = FALSE;

      kaiser_rules_init_standard (&rules);
      g_assert_true (kaiser_rules_set (&rules, "passing", positions[p].passing, &error));
      g_assert_no_error (error);
      game = first_hand (&rules, positions[p].seed);
      review = kaiser_review_new (game, 0, KAISER_SOUTH, KAISER_LEVEL_STANDARD, positions[p].seed, &error);
      g_assert_no_error (error);
      for (guint i = 0; i < kaiser_review_get_n_steps (review) && !found; i++)
        {
          const KaiserReviewStep *step = kaiser_review_get_step (review, i);
          g_autoptr(KaiserGame) at = NULL;
          KaiserAction legal[KAISER_MAX_ACTIONS];
          KaiserObservation obs;
          guint n;

          if (!step->reviewed || step->forced)
            continue;
          at = kaiser_review_dup_game_at (review, i, &error);
          g_assert_no_error (error);
          if (kaiser_game_get_phase (at) != positions[p].phase)
            continue;
          found = TRUE;
          kaiser_game_observe (at, KAISER_SOUTH, &obs);
          n = kaiser_game_legal_actions (at, legal);
          for (guint a = 0; a < n; a++)
            {
              KaiserReviewStep taken = *step;
              g_autofree char *text = NULL;

              taken.action = legal[a];
              taken.evaluated = FALSE;
              g_assert_true (kaiser_review_evaluate_observation (KAISER_LEVEL_STANDARD, positions[p].seed, &obs, &taken,
                                                                 &error));
              g_assert_no_error (error);
              g_assert_true (taken.scored);
              text = kaiser_action_describe (&rules, &taken.action);
              g_test_message ("game %" G_GUINT64_FORMAT ", %s: taken %+.2f, best %+.2f, the choice %+.2f%s%s",
                              positions[p].seed, text, taken.taken_score, taken.best_score, taken.choice_score,
                              taken.advice.kept_usual ? ", the usual call kept" : "",
                              taken.taken_better ? ", the action taken did better" : "");
              g_assert_cmpfloat (taken.best_score, >=, taken.taken_score);
              g_assert_cmpfloat (taken.loss, ==, taken.best_score - taken.taken_score);
              g_assert_cmpint (taken.mistake, ==, taken.loss >= KAISER_REVIEW_MISTAKE);
              if (taken.agrees)
                g_assert_cmpfloat (taken.loss, ==, 0);
              if (taken.taken_better)
                {
                  g_assert_false (taken.agrees);
                  g_assert_cmpfloat (taken.best_score, ==, taken.taken_score);
                  g_assert_cmpfloat (taken.choice_score, <, taken.taken_score);
                  taken_better++;
                }
              else
                g_assert_cmpfloat (taken.best_score, ==, taken.choice_score);
              /* the usual call kept by its margin, another call's value the margin lower */
              if (taken.advice.kept_usual && legal[a].type == KAISER_ACTION_BID &&
                  kaiser_action_equal (&legal[a], &taken.advice.runner_up))
                {
                  g_assert_cmpfloat (taken.taken_score, <, taken.choice_score);
                  kept_usual++;
                }
              weighed++;
            }
        }
      g_assert_true (found);
    }
  /* both ways a number showed above the best's */
  g_assert_cmpuint (kept_usual, >=, 1);
  g_assert_cmpuint (taken_better, >=, 1);
  g_test_message ("%u actions weighed", weighed);
}

/* The Hint for a decision (kaiser_review_new_adviser on the game as it
 * stands) and the review of the hand give the same advice, the same
 * values: South's every decision of a hand after the first, in a game
 * played by Standard players. */
static void
test_review_adviser (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(KaiserReview) review = NULL;
  g_autoptr(GError) error = NULL;
  guint compared = 0, simulated = 0;

  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  game = first_hand (&rules, 41);
  g_assert_true (kaiser_game_next_hand (game, &error));
  finish_hand (game, 42);
  review = kaiser_review_new (game, 1, KAISER_SOUTH, KAISER_LEVEL_STANDARD, kaiser_review_seed (game, 1), &error);
  g_assert_no_error (error);
  for (guint i = 0; i < kaiser_review_get_n_steps (review) && compared < (quick () ? 4u : 8u); i++)
    {
      const KaiserReviewStep *step = kaiser_review_get_step (review, i);
      g_autoptr(KaiserGame) at = NULL;
      g_autoptr(KaiserPlayer) adviser = NULL;
      KaiserObservation obs;
      KaiserAdvice hint;

      if (!step->reviewed || step->forced)
        continue;
      g_assert_true (kaiser_review_evaluate_step (review, i, &error));
      g_assert_no_error (error);
      /* the game as the player saw it at the table, the hand in progress */
      at = kaiser_game_replay (game, step->action_index, &error);
      g_assert_no_error (error);
      if (kaiser_game_get_phase (at) == KAISER_PHASE_HAND_OVER)
        g_assert_true (kaiser_game_next_hand (at, &error));
      g_assert_cmpuint (kaiser_game_get_to_act (at), ==, KAISER_SOUTH);
      kaiser_game_observe (at, KAISER_SOUTH, &obs);
      adviser = kaiser_review_new_adviser (at);
      g_assert_true (kaiser_player_advise (adviser, &obs, &hint, &error));
      g_assert_no_error (error);
      g_assert_true (kaiser_action_equal (&hint.action, &step->advice.action));
      g_assert_cmpint (hint.basis, ==, step->advice.basis);
      if (hint.basis == KAISER_ADVICE_SIMULATION)
        {
          /* the Hint's numbers are the review's */
          g_assert_cmpint (memcmp (&hint, &step->advice, sizeof hint), ==, 0);
          g_assert_cmpfloat_with_epsilon (hint.score, step->choice_score, 1e-6);
          simulated++;
        }
      compared++;
    }
  g_test_message ("%u decisions, %u by simulation", compared, simulated);
  g_assert_cmpuint (compared, >=, 4);
  g_assert_cmpuint (simulated, >=, 2);
}

/* Every step of a hand after the first shows that hand: step 1 is its
 * deal, all four hands in them, not the end of the hand before (issue 24:
 * the review opened on the previous hand's last trick and dealer). */
static void
test_review_positions (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(KaiserReview) review = NULL;
  g_autoptr(GError) error = NULL;

  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  game = first_hand (&rules, 31);
  g_assert_true (kaiser_game_next_hand (game, &error));
  finish_hand (game, 32);
  review = kaiser_review_new (game, 1, KAISER_SOUTH, KAISER_LEVEL_STANDARD, 3, &error);
  g_assert_no_error (error);
  for (guint i = 0; i <= kaiser_review_get_n_steps (review); i++)
    {
      g_autoptr(KaiserGame) at = kaiser_review_dup_game_at (review, i, &error);
      const KaiserState *st;

      g_assert_no_error (error);
      st = kaiser_game_get_state (at);
      g_assert_cmpuint (st->hand_number, ==, 2);
      if (i == 0)
        {
          g_assert_cmpint (st->phase, !=, KAISER_PHASE_HAND_OVER);
          g_assert_cmpuint (st->n_tricks, ==, 0);
          for (KaiserSeat s = 0; s < KAISER_N_SEATS; s++)
            g_assert_cmpuint (kaiser_cards_count (st->hands[s]), ==, kaiser_rules_hand_size (&st->rules));
        }
      if (i < kaiser_review_get_n_steps (review))
        /* the step's seat is the one to act there */
        g_assert_cmpuint (st->to_act, ==, kaiser_review_get_step (review, i)->seat);
      else
        g_assert_cmpint (st->phase, ==, KAISER_PHASE_HAND_OVER);
    }
}

/* A misdeal call (V9) is made by rule: evaluated, not scored, no loss;
 * the review's steps run through the deal thrown in and the new deal. */
static void
test_review_misdeal (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "standard-misdeal.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(KaiserGame) game = kaiser_record_load_file (path, &error);
  g_autoptr(KaiserReview) review = NULL;
  guint calls = 0, played = 0;

  g_assert_no_error (error);
  /* hand 10: North throws the first deal in */
  review = kaiser_review_new (game, 9, KAISER_NORTH, KAISER_LEVEL_STANDARD, 1, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < kaiser_review_get_n_steps (review); i++)
    {
      const KaiserReviewStep *step = kaiser_review_get_step (review, i);

      if (step->action.type == KAISER_ACTION_MISDEAL && step->reviewed && !step->forced)
        {
          g_assert_true (kaiser_review_evaluate_step (review, i, &error));
          g_assert_no_error (error);
          g_assert_true (step->evaluated);
          g_assert_false (step->scored);
          g_assert_cmpint (step->advice.basis, ==, KAISER_ADVICE_RULE);
          g_assert_cmpfloat (step->loss, ==, 0);
          g_assert_false (step->mistake);
          calls++;
        }
      played += step->action.type == KAISER_ACTION_PLAY;
    }
  g_assert_cmpuint (calls, >=, 1);
  g_assert_cmpuint (played, >, 0);
}

typedef struct {
  GMainLoop    *loop;
  GArray       *order;      /* guint: step-evaluated in order */
  guint         completed;
  GCancellable *cancel_after_first;
  GThread      *main_thread;
} Run;

static void
on_step_evaluated (KaiserReview *review, guint index, Run *run)
{
  g_assert_true (g_thread_self () == run->main_thread);
  g_assert_cmpuint (run->completed, ==, 0);
  g_assert_true (kaiser_review_get_step (review, index)->evaluated);
  g_array_append_val (run->order, index);
  if (run->cancel_after_first)
    g_cancellable_cancel (run->cancel_after_first);
}

static void
on_completed (KaiserReview *review, Run *run)
{
  g_assert_true (g_thread_self () == run->main_thread);
  run->completed++;
  g_main_loop_quit (run->loop);
}

static gboolean
on_timeout (gpointer data)
{
  g_error ("the review did not complete in time");
  return G_SOURCE_REMOVE;
}

static KaiserReview *
standard_review (guint64 game_seed, guint64 seed, KaiserGame **out)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(GError) error = NULL;
  KaiserReview *review;

  kaiser_rules_init_standard (&rules);
  game = first_hand (&rules, game_seed);
  review = kaiser_review_new (game, 0, KAISER_SOUTH, KAISER_LEVEL_STANDARD, seed, &error);
  g_assert_no_error (error);
  if (out)
    *out = g_object_ref (game);
  return review;
}

/* In a worker thread: every step-evaluated arrives once, in the main
 * context, the reviewed seat's steps first, each in the hand's order;
 * then completed; the results are those of a review evaluated in place. */
static void
test_review_start (void)
{
  g_autoptr(KaiserReview) review = standard_review (500, 3, NULL);
  g_autoptr(KaiserReview) twin = standard_review (500, 3, NULL);
  Run run = { 0 };
  guint n = kaiser_review_get_n_steps (review), k = 0, timeout;

  run.loop = g_main_loop_new (NULL, FALSE);
  run.order = g_array_new (FALSE, FALSE, sizeof (guint));
  run.main_thread = g_thread_self ();
  g_signal_connect (review, "step-evaluated", G_CALLBACK (on_step_evaluated), &run);
  g_signal_connect (review, "completed", G_CALLBACK (on_completed), &run);
  kaiser_review_start (review, NULL);
  g_assert_true (kaiser_review_is_running (review));
  g_assert_cmpuint (kaiser_review_get_n_evaluated (review), ==, 0);
  timeout = g_timeout_add_seconds (120, on_timeout, NULL);
  g_main_loop_run (run.loop);
  g_source_remove (timeout);

  g_assert_cmpuint (run.completed, ==, 1);
  g_assert_false (kaiser_review_is_running (review));
  g_assert_cmpuint (run.order->len, ==, n);
  g_assert_true (kaiser_review_is_complete (review));
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < n; i++)
      if (kaiser_review_get_step (review, i)->reviewed == (pass == 0))
        g_assert_cmpuint (g_array_index (run.order, guint, k++), ==, i);
  /* the same as in place */
  for (guint i = 0, checked = 0; i < n && checked < 3; i++)
    if (kaiser_review_get_step (review, i)->reviewed && !kaiser_review_get_step (review, i)->forced)
      {
        g_assert_true (kaiser_review_evaluate_step (twin, i, NULL));
        g_assert_cmpint (memcmp (kaiser_review_get_step (twin, i), kaiser_review_get_step (review, i),
                                 sizeof (KaiserReviewStep)), ==, 0);
        checked++;
      }
  g_assert_cmpfloat (kaiser_review_get_points_lost (review), >=, 0);

  g_array_unref (run.order);
  g_main_loop_unref (run.loop);
}

/* Cancelled after the first step: no step after it, completed still
 * emitted once. */
static void
test_review_cancel (void)
{
  g_autoptr(KaiserReview) review = standard_review (501, 4, NULL);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  Run run = { 0 };
  guint timeout;

  run.loop = g_main_loop_new (NULL, FALSE);
  run.order = g_array_new (FALSE, FALSE, sizeof (guint));
  run.main_thread = g_thread_self ();
  run.cancel_after_first = cancellable;
  g_signal_connect (review, "step-evaluated", G_CALLBACK (on_step_evaluated), &run);
  g_signal_connect (review, "completed", G_CALLBACK (on_completed), &run);
  kaiser_review_start (review, cancellable);
  timeout = g_timeout_add_seconds (60, on_timeout, NULL);
  g_main_loop_run (run.loop);
  g_source_remove (timeout);

  g_assert_cmpuint (run.completed, ==, 1);
  g_assert_cmpuint (run.order->len, ==, 1);
  g_assert_cmpuint (kaiser_review_get_n_evaluated (review), ==, 1);
  g_assert_false (kaiser_review_is_complete (review));
  g_assert_false (kaiser_review_is_running (review));

  g_array_unref (run.order);
  g_main_loop_unref (run.loop);
}

static gboolean
quit_loop (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

/* The last reference dropped while the thread runs: nothing is emitted,
 * nothing crashes, the game is still fine. */
static void
test_review_drop (void)
{
  g_autoptr(KaiserGame) game = NULL;
  KaiserReview *review = standard_review (502, 5, &game);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  Run run = { 0 };

  run.loop = loop;
  run.order = g_array_new (FALSE, FALSE, sizeof (guint));
  run.main_thread = g_thread_self ();
  g_signal_connect (review, "step-evaluated", G_CALLBACK (on_step_evaluated), &run);
  g_signal_connect (review, "completed", G_CALLBACK (on_completed), &run);
  kaiser_review_start (review, NULL);
  g_object_add_weak_pointer (G_OBJECT (review), (gpointer *) &review);
  g_object_unref (review);
  g_assert_null (review);
  /* the thread finishes its step and stops; its results find no review */
  g_timeout_add (1500, quit_loop, loop);
  g_main_loop_run (loop);
  g_assert_cmpuint (run.completed, ==, 0);
  g_assert_cmpuint (run.order->len, ==, 0);
  g_assert_cmpuint (kaiser_game_get_n_hands (game), ==, 1);
  g_array_unref (run.order);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/kaiser/review/steps", test_review_steps);
  g_test_add_func ("/kaiser/review/same-as-expert", test_review_same_as_expert);
  g_test_add_func ("/kaiser/review/fair", test_review_fair);
  g_test_add_func ("/kaiser/review/blunder", test_review_blunder);
  g_test_add_func ("/kaiser/review/misdeal", test_review_misdeal);
  g_test_add_func ("/kaiser/review/positions", test_review_positions);
  g_test_add_func ("/kaiser/review/best-not-below", test_review_best_not_below);
  g_test_add_func ("/kaiser/review/adviser", test_review_adviser);
  g_test_add_func ("/kaiser/review/start", test_review_start);
  g_test_add_func ("/kaiser/review/cancel", test_review_cancel);
  g_test_add_func ("/kaiser/review/drop", test_review_drop);
  return g_test_run ();
}
