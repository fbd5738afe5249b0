/* test-claim.c: claiming the rest of a hand (issue 16).
 *
 * A claim must hold for EVERY legal continuation, not just best play.
 * On random endgames (1–4 tricks left, cards already in the trick or
 * not) under several presets, the check is compared with a plain
 * enumeration of every continuation over the engine's own state machine,
 * both ways: a claim accepted must give one outcome everywhere, and one
 * refused (within the search's reach and budget) must have two
 * continuations that end differently.  Accepted claims also agree with
 * the double-dummy solver and the plain minimax, and playing a claim out
 * gives exactly what was claimed.
 *
 * The rules tested: ../shared/rules/000_5ed066fa22fca3eb.txt, "Play of
 * the cards" (who wins a trick) and "Scoring" (a point a trick, +5 for
 * the 5♥, −3 for the 3♠), with "Three of Spades" (V17) and "Joffre" (the
 * insult, V19).
 */
#include <string.h>

#include "kaiser-claim.h"
#include "kaiser-match.h"
#include "kaiser-solver.h"
#include "kaiser-test-util.h"

/* What a continuation ends with, as the plain enumeration sees it. */
typedef struct {
  gint       tricks[KAISER_N_TEAMS];
  gint       points[KAISER_N_TEAMS];
  gint       change[KAISER_N_TEAMS];
  KaiserTeam bonus, penalty, insulted;
} End;

typedef struct {
  gboolean have;
  End      first;
  guint64  leaves;
} Enum;

static KaiserTeam
holder (const KaiserState *st, KaiserCard card)
{
  return kaiser_cards_has (st->won[KAISER_TEAM_NS], card) ? KAISER_TEAM_NS :
         kaiser_cards_has (st->won[KAISER_TEAM_EW], card) ? KAISER_TEAM_EW : KAISER_TEAM_NONE;
}

/* FALSE as soon as two continuations end differently. */
static gboolean
enumerate (Enum *e, const KaiserState *st)
{
  KaiserAction actions[KAISER_MAX_ACTIONS];
  guint n;

  if (st->phase != KAISER_PHASE_PLAY)
    {
      End end;

      memset (&end, 0, sizeof end);
      for (guint t = 0; t < KAISER_N_TEAMS; t++)
        {
          end.tricks[t] = st->result.tricks[t];
          end.points[t] = st->result.points[t];
          end.change[t] = st->result.change[t];
        }
      end.bonus = holder (st, st->rules.deck.bonus_card);
      end.penalty = holder (st, st->rules.deck.penalty_card);
      end.insulted = st->insulted;
      e->leaves++;
      if (!e->have)
        {
          e->have = TRUE;
          e->first = end;
          return TRUE;
        }
      return memcmp (&end, &e->first, sizeof end) == 0;
    }
  n = kaiser_state_legal_actions (st, actions);
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      KaiserState next = *st;

      g_assert_true (kaiser_state_apply (&next, &actions[i], NULL));
      if (!enumerate (e, &next))
        return FALSE;
    }
  return TRUE;
}

/* Play random legal actions until the hand is in play with tricks_left
 * tricks to go and a few cards (0 … 2) in the trick; NULL if the hand
 * never got there. */
static KaiserGame *
random_position (const KaiserRules *rules, guint64 seed, guint tricks_left)
{
  g_autoptr(KaiserGame) game = kaiser_game_new (rules, seed);
  KaiserRng rng;
  guint extra;

  kaiser_rng_init (&rng, seed * 11 + 3);
  extra = kaiser_rng_below (&rng, 3);
  for (;;)
    {
      const KaiserState *st = kaiser_game_get_state (game);
      KaiserObservation obs;
      KaiserAction action;

      if (st->phase == KAISER_PHASE_HAND_OVER || st->phase == KAISER_PHASE_GAME_OVER)
        return NULL;
      if (st->phase == KAISER_PHASE_PLAY &&
          kaiser_rules_hand_size (rules) - st->n_tricks == tricks_left &&
          st->tricks[st->n_tricks].n_played == MIN (extra, (guint) __builtin_popcount (st->active) - 1))
        return g_steal_pointer (&game);
      kaiser_game_observe (game, st->to_act, &obs);
      g_assert_true (kaiser_random_player_choose (&obs, &rng, &action));
      g_assert_true (kaiser_game_apply (game, &action, NULL));
    }
}

/* The claim's own numbers against the end of one continuation. */
static void
check_claim_numbers (const KaiserState *st, const KaiserClaim *claim, const End *end)
{
  g_assert_cmpuint (claim->n_tricks, ==, kaiser_rules_hand_size (&st->rules) - st->n_tricks);
  for (guint t = 0; t < KAISER_N_TEAMS; t++)
    {
      g_assert_cmpint (claim->hand_points[t], ==, end->points[t]);
      g_assert_cmpint ((gint) claim->tricks[t] + (gint) kaiser_state_tricks (st, (KaiserTeam) t), ==, end->tricks[t]);
      g_assert_cmpint (claim->points[t] + kaiser_state_points (st, (KaiserTeam) t), ==, end->points[t]);
      g_assert_cmpint (claim->result.change[t], ==, end->change[t]);
    }
  g_assert_cmpint (claim->bonus_team, ==, end->bonus);
  g_assert_cmpint (claim->penalty_team, ==, end->penalty);
}

static void
test_claim_random_endgames (void)
{
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();
  guint per_case = g_test_thorough () ? 600 : 120;   /* a check takes microseconds: the same size under the sanitizers */
  guint accepted[KAISER_CLAIM_SEARCH_TRICKS + 1] = { 0 }, refused[KAISER_CLAIM_SEARCH_TRICKS + 1] = { 0 };
  /* the check's time, [tricks left][refused, accepted] */
  gdouble seconds[KAISER_CLAIM_SEARCH_TRICKS + 1][2] = { { 0 } }, worst[KAISER_CLAIM_SEARCH_TRICKS + 1][2] = { { 0 } };
  guint64 most_nodes = 0;
  guint played_out = 0;

  for (guint c = 0; c < KAISER_TEST_N_PRESET_CASES; c++)
    {
      KaiserRules rules;

      kaiser_test_preset_case_rules (&kaiser_test_preset_cases[c], &rules);
      for (guint64 seed = 0, found = 0; found < per_case; seed++)
        {
          guint left = 1 + seed % KAISER_CLAIM_SEARCH_TRICKS;
          g_autoptr(KaiserGame) game = random_position (&rules, seed, left);
          const KaiserState *st;
          KaiserClaim claim;
          Enum e = { 0 };
          gboolean certain, every_same;
          gint64 t0;
          gdouble dt;

          if (!game)
            continue;
          found++;
          st = kaiser_game_get_state (game);
          t0 = g_get_monotonic_time ();
          certain = kaiser_claim_check (st, &claim);
          dt = (g_get_monotonic_time () - t0) / 1e6;
          seconds[left][certain] += dt;
          worst[left][certain] = MAX (worst[left][certain], dt);
          most_nodes = MAX (most_nodes, claim.nodes);
          every_same = enumerate (&e, st);
          g_assert_true (e.have);

          if (certain)
            {
              accepted[left]++;
              /* sound: one outcome for every legal continuation */
              if (!every_same)
                g_error ("%s %s, seed %" G_GUINT64_FORMAT ", %u tricks left: claimed, but two continuations end differently",
                         kaiser_test_preset_cases[c].preset, kaiser_test_preset_cases[c].settings, seed, left);
              check_claim_numbers (st, &claim, &e.first);
              /* best play is one of the continuations */
              g_assert_cmpint (kaiser_solver_solve (solver, st), ==,
                               claim.hand_points[KAISER_TEAM_NS] - claim.hand_points[KAISER_TEAM_EW]);
              g_assert_cmpint (kaiser_solver_solve_reference (st), ==,
                               claim.hand_points[KAISER_TEAM_NS] - claim.hand_points[KAISER_TEAM_EW]);
              /* a claim played out ends as claimed, in the game's log */
              if (played_out < 200)
                {
                  guint n_before = kaiser_game_get_n_actions (game), cards_left = 0;
                  g_autoptr(GError) error = NULL;
                  g_autoptr(KaiserGame) again = NULL;
                  KaiserClaim out;
                  const KaiserState *end;

                  for (guint s = 0; s < KAISER_N_SEATS; s++)
                    if (st->active & (1u << s))
                      cards_left += kaiser_cards_count (st->hands[s]);
                  g_assert_true (kaiser_claim_play_out (game, &out, &error));
                  g_assert_no_error (error);
                  end = kaiser_game_get_state (game);
                  g_assert_true (end->phase == KAISER_PHASE_HAND_OVER || end->phase == KAISER_PHASE_GAME_OVER);
                  /* one action a card left in the hands in play */
                  g_assert_cmpuint (kaiser_game_get_n_actions (game), ==, n_before + cards_left);
                  for (guint t = 0; t < KAISER_N_TEAMS; t++)
                    {
                      g_assert_cmpint (end->result.points[t], ==, claim.hand_points[t]);
                      g_assert_cmpint (end->result.tricks[t], ==, e.first.tricks[t]);
                      g_assert_cmpint (end->result.change[t], ==, claim.result.change[t]);
                      g_assert_cmpint (end->scores[t], ==, claim.result.scores[t]);
                    }
                  g_assert_cmpint (holder (end, end->rules.deck.bonus_card), ==, claim.bonus_team);
                  g_assert_cmpint (holder (end, end->rules.deck.penalty_card), ==, claim.penalty_team);
                  /* the log replays to the same end */
                  again = kaiser_game_replay (game, kaiser_game_get_n_actions (game), &error);
                  g_assert_no_error (error);
                  g_assert_cmpint (memcmp (&kaiser_game_get_state (again)->result, &end->result,
                                           sizeof end->result), ==, 0);
                  played_out++;
                }
            }
          else
            {
              refused[left]++;
              /* exact: within its reach, a refused claim has two continuations that differ */
              g_assert_cmpuint (claim.nodes, <=, KAISER_CLAIM_NODE_BUDGET);
              if (every_same)
                g_error ("%s %s, seed %" G_GUINT64_FORMAT ", %u tricks left: every continuation ends the same, but the claim was refused",
                         kaiser_test_preset_cases[c].preset, kaiser_test_preset_cases[c].settings, seed, left);
            }
        }
    }
  for (guint left = 1; left <= KAISER_CLAIM_SEARCH_TRICKS; left++)
    g_test_message ("%u tricks left: %u claims accepted in %.3f ms on average, %.3f ms at worst; %u refused in %.3f ms, %.3f ms",
                    left, accepted[left], 1000 * seconds[left][1] / MAX (1, accepted[left]), 1000 * worst[left][1],
                    refused[left], 1000 * seconds[left][0] / MAX (1, refused[left]), 1000 * worst[left][0]);
  g_test_message ("at most %" G_GUINT64_FORMAT " states visited by one check (budget %u)", most_nodes, KAISER_CLAIM_NODE_BUDGET);
  /* one trick left is always certain; the test must see both answers */
  g_assert_cmpuint (refused[1], ==, 0);
  for (guint left = 2; left <= KAISER_CLAIM_SEARCH_TRICKS; left++)
    {
      g_assert_cmpuint (accepted[left], >, 0);
      g_assert_cmpuint (refused[left], >, 0);
    }
  g_assert_cmpuint (played_out, >, 0);
}

/* A hand in play under the standard rules with these holdings, North
 * the declarer at 7 with trump (KAISER_SUIT_NONE: 7nt), North to lead. */
static void
deal_hand (KaiserState *st, KaiserSuit trump, const char *const text[KAISER_N_SEATS], gboolean insult)
{
  KaiserCards hands[KAISER_N_SEATS];
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  if (insult)
    g_assert_true (kaiser_rules_set (&rules, "insult", "true", NULL));
  for (guint i = 0; i < KAISER_N_SEATS; i++)
    {
      hands[i] = kaiser_test_cards (&rules, text[i]);
      g_assert_cmpuint (kaiser_cards_count (hands[i]), ==, 8);
    }
  kaiser_state_init (st, &rules, KAISER_WEST);
  kaiser_state_deal (st, hands, 0);
  kaiser_test_bid_ok (st, KAISER_NORTH, trump == KAISER_SUIT_NONE ? "7nt" : "7");
  kaiser_test_bid_ok (st, KAISER_EAST, "pass");
  kaiser_test_bid_ok (st, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (st, KAISER_WEST, "pass");
  if (trump != KAISER_SUIT_NONE)
    kaiser_test_trump_ok (st, KAISER_NORTH, trump);
  g_assert_cmpint (st->phase, ==, KAISER_PHASE_PLAY);
  st->to_act = KAISER_NORTH;
  st->tricks[0].leader = KAISER_NORTH;
}

/* The obvious claims: North holds every trump and the top of every other
 * suit it holds, so it takes every trick whatever is played, from the
 * first card of the hand (the fast test; no search of eight tricks). */
static void
test_claim_obvious (void)
{
  static const char *all_trumps[KAISER_N_SEATS] = {
    "AH KH QH JH 10H 9H 8H 5H", "AS KS QS JS 10S 9S 8S 3S",
    "AD KD QD JD 10D 9D 8D 7D", "AC KC QC JC 10C 9C 8C 7C" };
  static const char *tops[KAISER_N_SEATS] = {
    "AH KH QH JH AS KS AD AC", "10H 9H 8H 5H QS JS 10S 9S",
    "8S 3S KD QD JD 10D 9D 8D", "7D KC QC JC 10C 9C 8C 7C" };
  KaiserState st;
  KaiserClaim claim;

  deal_hand (&st, KAISER_HEARTS, all_trumps, FALSE);
  g_assert_true (kaiser_claim_check (&st, &claim));
  g_assert_cmpuint (claim.n_tricks, ==, 8);
  g_assert_cmpuint (claim.tricks[KAISER_TEAM_NS], ==, 8);
  g_assert_cmpuint (claim.tricks[KAISER_TEAM_EW], ==, 0);
  /* 000_5ed066fa22fca3eb.txt, "Scoring": 8 tricks, +5, −3 */
  g_assert_cmpint (claim.hand_points[KAISER_TEAM_NS], ==, 10);
  g_assert_cmpint (claim.hand_points[KAISER_TEAM_EW], ==, 0);
  g_assert_cmpint (claim.bonus_team, ==, KAISER_TEAM_NS);
  g_assert_cmpint (claim.penalty_team, ==, KAISER_TEAM_NS);
  g_assert_true (claim.result.made);
  g_assert_cmpuint (claim.nodes, <, 10);

  /* the same at no-trump, with every top card but no trumps: the other
   * seats' hearts do not beat North's spades */
  deal_hand (&st, KAISER_SUIT_NONE, all_trumps, FALSE);
  g_assert_true (kaiser_claim_check (&st, &claim));
  g_assert_cmpint (claim.hand_points[KAISER_TEAM_NS], ==, 10);

  /* with trumps still out, North's aces might be ruffed: not yet … */
  deal_hand (&st, KAISER_HEARTS, tops, FALSE);
  g_assert_false (kaiser_claim_check (&st, &claim));
  /* … after four rounds of trumps (South throws the 3S on the second),
   * North's AS KS AD AC are sure: 4 more tricks, 10 points in all */
  kaiser_test_trick_ok (&st, "AH 5H 8S 7D");
  kaiser_test_trick_ok (&st, "KH 8H 3S KC");
  kaiser_test_trick_ok (&st, "QH 9H KD QC");
  kaiser_test_trick_ok (&st, "JH 10H QD JC");
  g_assert_cmpint (st.to_act, ==, KAISER_NORTH);
  g_assert_true (kaiser_claim_check (&st, &claim));
  g_assert_cmpuint (claim.n_tricks, ==, 4);
  g_assert_cmpuint (claim.tricks[KAISER_TEAM_NS], ==, 4);
  g_assert_cmpint (claim.points[KAISER_TEAM_NS], ==, 4);
  g_assert_cmpint (claim.hand_points[KAISER_TEAM_NS], ==, 10);
  g_assert_cmpint (claim.hand_points[KAISER_TEAM_EW], ==, 0);
}

/* 000_5ed066fa22fca3eb.txt, "Joffre": "If the Kaiser wins a trick that
 * contains the Joffre card, the person who played Joffre loses 5 points
 * for the insult."  North's 3S and AD take the last two tricks whatever
 * is played, but whether East throws the 5H on the 3S is East's choice:
 * with the insult the claim does not hold, without it it does. */
static void
test_claim_insult (void)
{
  static const char *hands[KAISER_N_SEATS] = {
    "AS KS QS JS 10S 9S 3S AD", "AH KH QH JH 10H 9H 5H 7C",
    "8S 7D 8D 9D 10D JD QD KD", "8H AC KC QC JC 10C 8C 9C" };
  static const char *tricks[] = {
    "AS AH 8S 8H", "KS KH KD AC", "QS QH QD KC", "JS JH JD QC", "10S 10H 10D JC", "9S 9H 9D 10C" };
  KaiserClaim claim;

  for (guint insult = 0; insult < 2; insult++)
    {
      KaiserState st;

      deal_hand (&st, KAISER_SUIT_NONE, hands, insult);
      for (guint i = 0; i < G_N_ELEMENTS (tricks); i++)
        kaiser_test_trick_ok (&st, tricks[i]);
      g_assert_cmpint (st.to_act, ==, KAISER_NORTH);
      g_assert_cmpuint (st.tricks_won[KAISER_NORTH], ==, 6);
      if (insult)
        g_assert_false (kaiser_claim_check (&st, &claim));
      else
        {
          g_assert_true (kaiser_claim_check (&st, &claim));
          g_assert_cmpint (claim.hand_points[KAISER_TEAM_NS], ==, 10);
        }
    }
}

/* A claim that does not hold is refused with a clear error, and the game
 * is left as it was. */
static void
test_claim_refused (void)
{
  KaiserRules rules;
  g_autoptr(GError) error = NULL;
  guint refused = 0;

  kaiser_rules_init_standard (&rules);
  for (guint64 seed = 0; refused < 5 && seed < 500; seed++)
    {
      g_autoptr(KaiserGame) game = random_position (&rules, seed, 4);
      guint n;

      if (!game || kaiser_claim_check (kaiser_game_get_state (game), NULL))
        continue;
      n = kaiser_game_get_n_actions (game);
      g_assert_false (kaiser_claim_play_out (game, NULL, &error));
      g_assert_error (error, KAISER_ERROR, KAISER_ERROR_CLAIM_NOT_CERTAIN);
      g_assert_cmpstr (error->message, ==, "The rest of the hand is not certain yet");
      g_clear_error (&error);
      g_assert_cmpuint (kaiser_game_get_n_actions (game), ==, n);
      g_assert_cmpint (kaiser_game_get_phase (game), ==, KAISER_PHASE_PLAY);
      refused++;
    }
  g_assert_cmpuint (refused, ==, 5);

  /* not in the play phase: nothing to claim */
  {
    g_autoptr(KaiserGame) game = kaiser_game_new (&rules, 1);

    g_assert_false (kaiser_claim_check (kaiser_game_get_state (game), NULL));
    g_assert_false (kaiser_claim_play_out (game, NULL, &error));
    g_assert_error (error, KAISER_ERROR, KAISER_ERROR_CLAIM_NOT_CERTAIN);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/claim/obvious", test_claim_obvious);
  g_test_add_func ("/kaiser/claim/insult", test_claim_insult);
  g_test_add_func ("/kaiser/claim/refused", test_claim_refused);
  g_test_add_func ("/kaiser/claim/random-endgames", test_claim_random_endgames);
  return g_test_run ();
}
