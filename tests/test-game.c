/* test-game.c: KaiserGame, the GObject the UI and the CLI drive. */
#include <string.h>

#include "kaiser-match.h"
#include "kaiser-test-util.h"

typedef struct {
  guint dealt, actions, cards, tricks, hands, game_over, phase_notify, score_notify;
  KaiserTeam winner;
} Counts;

static void on_dealt (KaiserGame *g, guint n, Counts *c) { c->dealt++; }
static void on_action (KaiserGame *g, gpointer a, Counts *c) { c->actions++; }
static void on_card (KaiserGame *g, KaiserSeat s, guint card, Counts *c) { c->cards++; }
static void on_trick (KaiserGame *g, KaiserSeat s, guint i, Counts *c) { c->tricks++; }
static void on_hand (KaiserGame *g, Counts *c) { c->hands++; }
static void on_over (KaiserGame *g, KaiserTeam t, Counts *c) { c->game_over++; c->winner = t; }
static void on_phase (GObject *o, GParamSpec *p, Counts *c) { c->phase_notify++; }
static void on_score (GObject *o, GParamSpec *p, Counts *c) { c->score_notify++; }

static void
connect_counts (KaiserGame *game, Counts *c)
{
  memset (c, 0, sizeof *c);
  c->winner = KAISER_TEAM_NONE;
  g_signal_connect (game, "dealt", G_CALLBACK (on_dealt), c);
  g_signal_connect (game, "action-applied", G_CALLBACK (on_action), c);
  g_signal_connect (game, "card-played", G_CALLBACK (on_card), c);
  g_signal_connect (game, "trick-won", G_CALLBACK (on_trick), c);
  g_signal_connect (game, "hand-finished", G_CALLBACK (on_hand), c);
  g_signal_connect (game, "game-over", G_CALLBACK (on_over), c);
  g_signal_connect (game, "notify::phase", G_CALLBACK (on_phase), c);
  g_signal_connect (game, "notify::ns-score", G_CALLBACK (on_score), c);
  g_signal_connect (game, "notify::ew-score", G_CALLBACK (on_score), c);
}

/* Play the first legal action (pass first in the auction). */
static void
play_first_legal (KaiserGame *game)
{
  KaiserAction actions[KAISER_MAX_ACTIONS];
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (kaiser_game_legal_actions (game, actions), >, 0);
  g_assert_true (kaiser_game_apply (game, &actions[0], &error));
  g_assert_no_error (error);
}

static void
test_game_seed_deterministic (void)
{
  KaiserRules rules;
  guint dealers[KAISER_N_SEATS] = { 0 };

  kaiser_rules_init_standard (&rules);
  for (guint64 seed = 0; seed < 200; seed++)
    {
      g_autoptr(KaiserGame) a = kaiser_game_new (&rules, seed);
      g_autoptr(KaiserGame) b = kaiser_game_new (&rules, seed);
      g_autoptr(KaiserGame) c = kaiser_game_new (&rules, seed + 1000);
      const KaiserState *sa = kaiser_game_get_state (a);
      KaiserCards all = 0;

      g_assert_cmpint (memcmp (sa->dealt, kaiser_game_get_state (b)->dealt, sizeof sa->dealt), ==, 0);
      g_assert_cmpint (memcmp (sa->dealt, kaiser_game_get_state (c)->dealt, sizeof sa->dealt), !=, 0);
      g_assert_cmpint (kaiser_game_get_dealer (a), ==, kaiser_game_get_dealer (b));
      g_assert_cmpuint (kaiser_game_get_seed (a), ==, seed);
      for (guint s = 0; s < KAISER_N_SEATS; s++)
        {
          g_assert_cmpuint (kaiser_cards_count (kaiser_game_get_hand (a, s)), ==, 8);
          all |= kaiser_game_get_hand (a, s);
        }
      g_assert_cmpuint (all, ==, kaiser_deck_cards (&rules.deck));
      dealers[kaiser_game_get_dealer (a)]++;
    }
  /* 000_5ed066fa22fca3eb.txt, "Deal": "The first dealer is chosen at random". */
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    g_assert_cmpuint (dealers[s], >, 20);
}

static void
test_game_refused_changes_nothing (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(GError) error = NULL;
  KaiserState before;
  KaiserSeat wrong;
  Counts c;

  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  game = kaiser_game_new (&rules, 7);
  connect_counts (game, &c);
  before = *kaiser_game_get_state (game);
  wrong = kaiser_seat_next (kaiser_game_get_to_act (game));

  g_assert_false (kaiser_game_bid (game, wrong, kaiser_test_bid ("7"), &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_OUT_OF_TURN);
  g_clear_error (&error);
  g_assert_false (kaiser_game_play_card (game, kaiser_game_get_to_act (game), 0, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE);
  g_clear_error (&error);
  g_assert_false (kaiser_game_declare_trump (game, kaiser_game_get_to_act (game), KAISER_HEARTS, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE);
  g_clear_error (&error);
  g_assert_false (kaiser_game_call_misdeal (game, kaiser_game_get_to_act (game), TRUE, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE);
  g_clear_error (&error);
  g_assert_false (kaiser_game_bid (game, kaiser_game_get_to_act (game), kaiser_test_bid ("13"), &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_BID_INVALID);
  g_clear_error (&error);
  g_assert_false (kaiser_game_next_hand (game, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE);

  g_assert_cmpint (memcmp (&before, kaiser_game_get_state (game), sizeof before), ==, 0);
  g_assert_cmpuint (kaiser_game_get_n_actions (game), ==, 0);
  g_assert_cmpuint (c.actions + c.phase_notify + c.dealt, ==, 0);
}

static void
test_game_signals_one_hand (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  Counts c;
  guint n_actions = 0;

  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  game = kaiser_game_new (&rules, 11);
  connect_counts (game, &c);
  while (kaiser_game_get_phase (game) != KAISER_PHASE_HAND_OVER &&
         kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
    {
      play_first_legal (game);
      n_actions++;
    }
  /* four calls, trumps (passes to the dealer's forced 6, a suit bid), 32 cards */
  g_assert_cmpuint (n_actions, ==, 4 + 1 + 32);
  g_assert_cmpuint (c.actions, ==, n_actions);
  g_assert_cmpuint (kaiser_game_get_n_actions (game), ==, n_actions);
  g_assert_cmpuint (c.cards, ==, 32);
  g_assert_cmpuint (c.tricks, ==, 8);
  g_assert_cmpuint (c.hands, ==, 1);
  /* bidding → trump → play → hand over */
  g_assert_cmpuint (c.phase_notify, ==, 3);
  g_assert_cmpuint (c.score_notify, >=, 1);
  g_assert_cmpint (kaiser_game_get_declarer (game), ==, kaiser_game_get_dealer (game));
  g_assert_cmpint (kaiser_game_get_contract (game).amount, ==, 6);
  g_assert_cmpint (kaiser_game_get_score (game, KAISER_TEAM_NS), ==, kaiser_game_get_state (game)->result.scores[KAISER_TEAM_NS]);
  {
    gint ns, ew;
    g_object_get (game, "ns-score", &ns, "ew-score", &ew, NULL);
    g_assert_cmpint (ns, ==, kaiser_game_get_score (game, KAISER_TEAM_NS));
    g_assert_cmpint (ew, ==, kaiser_game_get_score (game, KAISER_TEAM_EW));
  }

  /* The deal passes to the left. */
  {
    KaiserSeat dealer = kaiser_game_get_dealer (game);
    g_autoptr(GError) error = NULL;

    g_assert_true (kaiser_game_next_hand (game, &error));
    g_assert_cmpint (kaiser_game_get_dealer (game), ==, kaiser_seat_next (dealer));
    g_assert_cmpuint (kaiser_game_get_hand_number (game), ==, 2);
    g_assert_cmpuint (kaiser_game_get_n_hands (game), ==, 2);
    g_assert_cmpuint (c.dealt, ==, 1);
  }
}

static void
test_game_to_game_over (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  KaiserPlayer *players[KAISER_N_SEATS];
  g_autoptr(GError) error = NULL;
  Counts c;

  kaiser_rules_init_standard (&rules);
  game = kaiser_game_new (&rules, 99);
  connect_counts (game, &c);
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    players[s] = kaiser_player_new (KAISER_LEVEL_RANDOM, 99 + s);
  g_assert_true (kaiser_match_play (game, players, &error));
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    kaiser_player_free (players[s]);
  g_assert_no_error (error);
  g_assert_cmpint (kaiser_game_get_phase (game), ==, KAISER_PHASE_GAME_OVER);
  g_assert_cmpuint (c.game_over, ==, 1);
  g_assert_cmpint (c.winner, ==, kaiser_game_get_winner (game));
  g_assert_cmpuint (c.hands, ==, kaiser_game_get_n_hands (game));
  g_assert_cmpint (kaiser_game_get_score (game, kaiser_game_get_winner (game)), >=, 52);
  g_assert_false (kaiser_game_next_hand (game, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE);
}

static guint64
seed_with_weak_hand (const KaiserRules *rules, KaiserSeat *weak)
{
  for (guint64 seed = 0; seed < 100000; seed++)
    {
      g_autoptr(KaiserGame) game = kaiser_game_new (rules, seed);
      if (kaiser_game_get_phase (game) == KAISER_PHASE_MISDEAL)
        {
          *weak = kaiser_game_get_to_act (game);
          return seed;
        }
    }
  g_assert_not_reached ();
}

static void
test_game_misdeal_redeals (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(GError) error = NULL;
  KaiserCards before[KAISER_N_SEATS];
  const KaiserHandLog *log;
  KaiserSeat weak, dealer;
  guint64 seed;
  Counts c;

  kaiser_rules_init_standard (&rules);
  seed = seed_with_weak_hand (&rules, &weak);
  game = kaiser_game_new (&rules, seed);
  connect_counts (game, &c);
  dealer = kaiser_game_get_dealer (game);
  memcpy (before, kaiser_game_get_state (game)->dealt, sizeof before);
  /* 000_5ed066fa22fca3eb.txt, "Deal": the hand is thrown in "and the cards
   * are shuffled and dealt again by the same dealer". */
  g_assert_true (kaiser_state_hand_is_weak (kaiser_game_get_state (game), weak));
  g_assert_true (kaiser_game_call_misdeal (game, weak, TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (c.dealt, ==, 1);
  g_assert_cmpint (kaiser_game_get_dealer (game), ==, dealer);
  g_assert_cmpuint (kaiser_game_get_hand_number (game), ==, 1);
  g_assert_cmpint (memcmp (before, kaiser_game_get_state (game)->dealt, sizeof before), !=, 0);
  log = kaiser_game_get_hand_log (game, 0);
  g_assert_cmpuint (log->misdeals->len, ==, 1);
  g_assert_cmpint (g_array_index (log->misdeals, KaiserMisdeal, 0).caller, ==, weak);
  g_assert_cmpint (memcmp (before, g_array_index (log->misdeals, KaiserMisdeal, 0).hands, sizeof before), ==, 0);
}

static void
test_game_legal_bids (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  KaiserBid bids[KAISER_MAX_ACTIONS];
  guint n;

  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  game = kaiser_game_new (&rules, 3);
  n = kaiser_game_legal_bids (game, bids);
  /* pass, 6, 6nt … 12, 12nt */
  g_assert_cmpuint (n, ==, 15);
  g_assert_true (kaiser_bid_is_pass (bids[0]));
  g_assert_true (kaiser_bid_equal (bids[1], kaiser_test_bid ("6")));
  g_assert_true (kaiser_bid_equal (bids[14], kaiser_test_bid ("12nt")));
  g_assert_cmpuint (kaiser_game_legal_cards (game), ==, 0);
}

static void
test_game_rules_boxed (void)
{
  g_autoptr(KaiserRules) rules = kaiser_rules_new ("standard");
  g_autoptr(KaiserRules) copy = NULL;
  GValue value = G_VALUE_INIT;

  g_assert_nonnull (rules);
  g_assert_null (kaiser_rules_new ("no-such-rules"));
  g_value_init (&value, KAISER_TYPE_RULES);
  g_value_set_boxed (&value, rules);
  copy = g_value_dup_boxed (&value);
  g_assert_true (kaiser_rules_equal (rules, copy));
  g_value_unset (&value);
}

/* Undo: replaying all but the last actions gives the state before them. */
static void
test_game_replay (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(GArray) states = g_array_new (FALSE, FALSE, sizeof (KaiserState));
  KaiserRng rng;

  kaiser_rules_init_standard (&rules);
  game = kaiser_game_new (&rules, 31);
  kaiser_rng_init (&rng, 31);
  while (kaiser_game_get_hand_number (game) < 3 && kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
    {
      KaiserObservation obs;
      KaiserAction action;

      if (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER)
        {
          g_assert_true (kaiser_game_next_hand (game, NULL));
          continue;
        }
      g_array_append_val (states, *kaiser_game_get_state (game));
      kaiser_game_observe (game, kaiser_game_get_to_act (game), &obs);
      g_assert_true (kaiser_random_player_choose (&obs, &rng, &action));
      g_assert_true (kaiser_game_apply (game, &action, NULL));
    }
  for (guint n = 0; n < states->len; n += 7)
    {
      g_autoptr(KaiserGame) back = kaiser_game_replay (game, n, NULL);
      g_assert_nonnull (back);
      g_assert_cmpuint (kaiser_game_get_n_actions (back), ==, n);
      g_assert_cmpint (memcmp (kaiser_game_get_state (back), &g_array_index (states, KaiserState, n), sizeof (KaiserState)), ==, 0);
    }
}

/* Issue 15, hole 7: a refused misdeal or bid says why in the player's
 * terms, not which phase the game is in.  Seed 7 deals no hand a
 * misdeal is offered under the rules used here; the first bidder calls
 * one anyway.  The refusal (code WRONG_PHASE: no misdeal is open), and
 * the cards that seat was dealt. */
static GError *
misdeal_refused (const KaiserRules *rules, KaiserCards *dealt)
{
  g_autoptr(KaiserGame) game = kaiser_game_new (rules, 7);
  GError *error = NULL;
  KaiserSeat seat = kaiser_game_get_to_act (game);

  g_assert_cmpint (kaiser_game_get_phase (game), ==, KAISER_PHASE_BIDDING);
  *dealt = kaiser_game_get_state (game)->dealt[seat];
  g_assert_false (kaiser_game_call_misdeal (game, seat, TRUE, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE);
  return error;
}

static void
test_game_refused_misdeal_rules_off (void)
{
  KaiserRules rules;
  g_autoptr(GError) error = NULL;
  KaiserCards dealt;

  /* Les Rois (../shared/rules/VARIANTS.md) and any table that turns both
   * misdeal options off: nobody may throw in. */
  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  rules.misdeal_four_of_a_kind = FALSE;
  error = misdeal_refused (&rules, &dealt);
  g_assert_cmpstr (error->message, ==, "These rules have no misdeals");
}

static void
test_game_refused_misdeal_hand (void)
{
  KaiserRules rules;
  g_autoptr(GError) weak_rule = NULL;
  g_autoptr(GError) four_rule = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *honours = NULL;
  KaiserCards dealt;

  /* ../shared/rules/000_5ed066fa22fca3eb.txt, "Deal": a hand may be thrown
   * in when it has "no aces, no picture cards and no 3 or 5"; a hand
   * holding any of them may not, and the refusal names them. */
  kaiser_rules_init_standard (&rules);
  g_assert_true (rules.misdeal_weak_hand);
  rules.misdeal_four_of_a_kind = FALSE;
  weak_rule = misdeal_refused (&rules, &dealt);
  g_assert_true ((dealt & kaiser_deck_honours (&rules.deck)) != 0);
  honours = kaiser_deck_cards_to_string (&rules.deck, dealt & kaiser_deck_honours (&rules.deck));
  expected = g_strdup_printf ("This hand may not be thrown in: it holds %s", honours);
  g_assert_cmpstr (weak_rule->message, ==, expected);

  /* "Misdeal" (the same source): "a player who holds all four 10s, 9s,
   * or 8s"; under that rule alone, a hand without them may not. */
  rules.misdeal_weak_hand = FALSE;
  rules.misdeal_four_of_a_kind = TRUE;
  four_rule = misdeal_refused (&rules, &dealt);
  g_assert_cmpstr (four_rule->message, ==, "This hand may not be thrown in: it does not hold all four 10s, 9s or 8s");
}

static void
test_game_refused_nt_from_eight (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(GError) error = NULL;

  /* ../shared/rules/003_e5c337a9e6b12479.txt (HOWTO in VARIANTS.md):
   * "no-trump only from 8". */
  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  rules.no_trump_rank = KAISER_NT_RANK_FROM_EIGHT;
  game = kaiser_game_new (&rules, 7);
  g_assert_false (kaiser_game_bid (game, kaiser_game_get_to_act (game), kaiser_test_bid ("7nt"), &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_BID_INVALID);
  g_assert_cmpstr (error->message, ==, "No-trump bids start at 8 under these rules");
  g_clear_error (&error);
  g_assert_true (kaiser_game_bid (game, kaiser_game_get_to_act (game), kaiser_test_bid ("8nt"), &error));
  g_assert_no_error (error);
}

/* A game played at random by every seat until hand 2 is two tricks in,
 * South first to act in hand 2 (undone, it is dealt again); the state
 * before each of South's actions, and where in the log it was. */
static KaiserGame *
play_into_hand_two (GArray *states, GArray *indices)
{
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  for (guint64 seed = 31; ; seed++)
    {
      g_autoptr(KaiserGame) game = kaiser_game_new (&rules, seed);
      gboolean south_opens = FALSE;
      KaiserRng rng;

      g_array_set_size (states, 0);
      g_array_set_size (indices, 0);
      kaiser_rng_init (&rng, seed);
      while (!(kaiser_game_get_hand_number (game) == 2 && kaiser_game_get_state (game)->n_tricks >= 2 &&
               kaiser_game_get_to_act (game) != KAISER_SOUTH))
        {
          KaiserObservation obs;
          KaiserAction action;
          guint n = kaiser_game_get_n_actions (game);

          g_assert_cmpint (kaiser_game_get_phase (game), !=, KAISER_PHASE_GAME_OVER);
          if (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER)
            {
              g_assert_true (kaiser_game_next_hand (game, NULL));
              south_opens = kaiser_game_get_to_act (game) == KAISER_SOUTH;
              continue;
            }
          if (kaiser_game_get_to_act (game) == KAISER_SOUTH)
            {
              g_array_append_val (states, *kaiser_game_get_state (game));
              g_array_append_val (indices, n);
            }
          kaiser_game_observe (game, kaiser_game_get_to_act (game), &obs);
          g_assert_true (kaiser_random_player_choose (&obs, &rng, &action));
          g_assert_true (kaiser_game_apply (game, &action, NULL));
        }
      if (south_opens)
        return g_steal_pointer (&game);
    }
}

static void
assert_same_actions (KaiserGame *a, KaiserGame *b)
{
  g_assert_cmpuint (kaiser_game_get_n_actions (a), ==, kaiser_game_get_n_actions (b));
  for (guint i = 0; i < kaiser_game_get_n_actions (a); i++)
    g_assert_cmpmem (kaiser_game_get_action (a, i), sizeof (KaiserAction), kaiser_game_get_action (b, i), sizeof (KaiserAction));
}

/* Undo goes back to South's previous decision each time, with the other
 * seats' actions after it, across tricks and into the hand before;
 * Redo comes forward again one decision at a time to the very same
 * game, every action as it was. */
static void
test_game_undo_redo (void)
{
  g_autoptr(GArray) states = g_array_new (FALSE, FALSE, sizeof (KaiserState));
  g_autoptr(GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(KaiserGame) original = play_into_hand_two (states, indices);
  g_autoptr(KaiserGame) game = g_object_ref (original);
  gboolean crossed_hand = FALSE, crossed_trick = FALSE;

  g_assert_false (kaiser_game_can_redo (game));
  g_assert_null (kaiser_game_redo (game, KAISER_SOUTH, NULL));
  for (guint k = states->len; k > 0; k--)
    {
      const KaiserState *before = kaiser_game_get_state (game);
      g_autoptr(KaiserGame) back = NULL;

      g_assert_true (kaiser_game_can_undo (game, KAISER_SOUTH));
      back = kaiser_game_undo (game, KAISER_SOUTH, NULL);
      g_assert_nonnull (back);
      g_assert_cmpuint (kaiser_game_get_n_actions (back), ==, g_array_index (indices, guint, k - 1));
      g_assert_cmpmem (kaiser_game_get_state (back), sizeof (KaiserState),
                       &g_array_index (states, KaiserState, k - 1), sizeof (KaiserState));
      g_assert_cmpint (kaiser_game_get_to_act (back), ==, KAISER_SOUTH);
      g_assert_true (kaiser_game_can_redo (back));
      g_assert_cmpuint (kaiser_game_get_n_redo (back), ==,
                        kaiser_game_get_n_actions (original) - kaiser_game_get_n_actions (back));
      g_assert_cmpuint (kaiser_game_get_undo_count (back), ==, states->len - k + 1);
      crossed_hand |= kaiser_game_get_state (back)->hand_number < before->hand_number;
      crossed_trick |= kaiser_game_get_state (back)->hand_number == before->hand_number &&
                       kaiser_game_get_state (back)->phase == KAISER_PHASE_PLAY &&
                       kaiser_game_get_state (back)->n_tricks < before->n_tricks;
      g_set_object (&game, back);
    }
  g_assert_true (crossed_hand);
  g_assert_true (crossed_trick);
  /* before South's first call: nothing more to take back */
  g_assert_false (kaiser_game_can_undo (game, KAISER_SOUTH));
  g_assert_null (kaiser_game_undo (game, KAISER_SOUTH, NULL));

  for (guint k = 1; k <= states->len; k++)
    {
      g_autoptr(KaiserGame) forward = kaiser_game_redo (game, KAISER_SOUTH, NULL);

      g_assert_nonnull (forward);
      g_assert_cmpuint (kaiser_game_get_undo_count (forward), ==, states->len);
      if (k < states->len)
        {
          /* at South's next decision, as it was */
          g_assert_cmpuint (kaiser_game_get_n_actions (forward), ==, g_array_index (indices, guint, k));
          g_assert_cmpmem (kaiser_game_get_state (forward), sizeof (KaiserState),
                           &g_array_index (states, KaiserState, k), sizeof (KaiserState));
        }
      g_set_object (&game, forward);
    }
  g_assert_false (kaiser_game_can_redo (game));
  assert_same_actions (game, original);
  g_assert_cmpmem (kaiser_game_get_state (game), sizeof (KaiserState),
                   kaiser_game_get_state (original), sizeof (KaiserState));
}

/* Something new played after Undo ends Redo, even the same action. */
static void
test_game_undo_new_action_clears_redo (void)
{
  g_autoptr(GArray) states = g_array_new (FALSE, FALSE, sizeof (KaiserState));
  g_autoptr(GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(KaiserGame) original = play_into_hand_two (states, indices);
  g_autoptr(KaiserGame) back = kaiser_game_undo (original, KAISER_SOUTH, NULL);
  g_autoptr(KaiserGame) twice = kaiser_game_undo (back, KAISER_SOUTH, NULL);
  KaiserAction again = *kaiser_game_get_action (original, kaiser_game_get_n_actions (back));

  g_assert_true (kaiser_game_can_redo (back));
  g_assert_true (kaiser_game_apply (back, &again, NULL));
  g_assert_false (kaiser_game_can_redo (back));
  g_assert_cmpuint (kaiser_game_get_n_redo (back), ==, 0);
  g_assert_null (kaiser_game_redo (back, KAISER_SOUTH, NULL));
  /* and a game taken back twice keeps both steps to redo */
  g_assert_cmpuint (kaiser_game_get_n_redo (twice), ==,
                    kaiser_game_get_n_actions (original) - kaiser_game_get_n_actions (twice));
}

/* Undo after the game was over: the game goes on, marked as ended once;
 * Redo brings the same end back. */
static void
test_game_undo_after_game_over (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(KaiserGame) back = NULL;
  g_autoptr(KaiserGame) forward = NULL;

  kaiser_rules_init_standard (&rules);
  game = kaiser_game_new (&rules, 5);
  while (kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
    {
      if (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER)
        g_assert_true (kaiser_game_next_hand (game, NULL));
      else
        play_first_legal (game);
    }
  g_assert_false (kaiser_game_get_ended_before (game));
  back = kaiser_game_undo (game, KAISER_SOUTH, NULL);
  g_assert_nonnull (back);
  g_assert_cmpint (kaiser_game_get_phase (back), ==, KAISER_PHASE_PLAY);
  g_assert_true (kaiser_game_get_ended_before (back));
  g_assert_cmpuint (kaiser_game_get_undo_count (back), ==, 1);
  forward = kaiser_game_redo (back, KAISER_SOUTH, NULL);
  g_assert_nonnull (forward);
  g_assert_cmpint (kaiser_game_get_phase (forward), ==, KAISER_PHASE_GAME_OVER);
  g_assert_cmpint (kaiser_game_get_winner (forward), ==, kaiser_game_get_winner (game));
  g_assert_true (kaiser_game_get_ended_before (forward));
  assert_same_actions (forward, game);
}

/* Two actions are the same when type, seat and value are; a bid's
 * amount and kind count only for a bid (what a card's action leaves in
 * its bid field is not looked at). */
static void
test_game_action_equal (void)
{
  KaiserAction a = kaiser_action_make (KAISER_ACTION_PLAY, KAISER_EAST, 12);
  KaiserAction b = a, bid = kaiser_action_make (KAISER_ACTION_BID, KAISER_EAST, 0), other_bid;

  b.bid = kaiser_bid_make (KAISER_BID_NO_TRUMP, 9);
  g_assert_true (kaiser_action_equal (&a, &b));
  b.value = 13;
  g_assert_false (kaiser_action_equal (&a, &b));
  b = a;
  b.seat = KAISER_WEST;
  g_assert_false (kaiser_action_equal (&a, &b));
  b = a;
  b.type = KAISER_ACTION_DISCARD;
  g_assert_false (kaiser_action_equal (&a, &b));

  bid.bid = kaiser_bid_make (KAISER_BID_SUIT, 7);
  other_bid = bid;
  g_assert_true (kaiser_action_equal (&bid, &other_bid));
  other_bid.bid = kaiser_bid_make (KAISER_BID_NO_TRUMP, 7);
  g_assert_false (kaiser_action_equal (&bid, &other_bid));
  other_bid.bid = kaiser_bid_make (KAISER_BID_SUIT, 8);
  g_assert_false (kaiser_action_equal (&bid, &other_bid));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/game/seed-deterministic", test_game_seed_deterministic);
  g_test_add_func ("/kaiser/game/refused-changes-nothing", test_game_refused_changes_nothing);
  g_test_add_func ("/kaiser/game/signals-one-hand", test_game_signals_one_hand);
  g_test_add_func ("/kaiser/game/to-game-over", test_game_to_game_over);
  g_test_add_func ("/kaiser/game/misdeal-redeals", test_game_misdeal_redeals);
  g_test_add_func ("/kaiser/game/legal-bids", test_game_legal_bids);
  g_test_add_func ("/kaiser/game/rules-boxed", test_game_rules_boxed);
  g_test_add_func ("/kaiser/game/replay", test_game_replay);
  g_test_add_func ("/kaiser/game/action-equal", test_game_action_equal);
  g_test_add_func ("/kaiser/game/refused/misdeal-rules-off", test_game_refused_misdeal_rules_off);
  g_test_add_func ("/kaiser/game/refused/misdeal-hand", test_game_refused_misdeal_hand);
  g_test_add_func ("/kaiser/game/refused/nt-from-eight", test_game_refused_nt_from_eight);
  g_test_add_func ("/kaiser/game/undo-redo", test_game_undo_redo);
  g_test_add_func ("/kaiser/game/undo-new-action-clears-redo", test_game_undo_new_action_clears_redo);
  g_test_add_func ("/kaiser/game/undo-after-game-over", test_game_undo_after_game_over);
  return g_test_run ();
}
