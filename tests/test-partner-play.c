/* test-partner-play.c: the partner-play counts of issue 27
 * (src/ai/kaiser-partner-play.h): where the +5 and −3 cards go under
 * best play, against a plain search of every continuation; overtaking a
 * partner's certain winner, on a hand-made trick; and the counts the
 * arena keeps for each player.
 *
 * The rules of the play cited: ../shared/rules/000_5ed066fa22fca3eb.txt,
 * "Play of the cards" (follow suit; the highest trump wins, else the
 * highest card of the suit led). */
#include <glib/gstdio.h>
#include <string.h>

#include "kaiser-arena.h"
#include "kaiser-partner-play.h"
#include "kaiser-random-player.h"
#include "kaiser-solver.h"
#include "kaiser-test-util.h"

/* Random play until tricks_left tricks are to go, with a few cards of
 * the trick already played; FALSE if the hand never got there. */
static gboolean
random_position (const KaiserRules *rules, guint64 seed, guint tricks_left, KaiserState *out)
{
  return kaiser_test_random_position (rules, seed, seed * 13 + 5, tricks_left, -1, out);
}

/* The side that ends with card when the side wanting it (the +5) or not
 * wanting it (the −3) gets its way against any play: every continuation
 * searched through the engine, with nothing else counted. */
static KaiserTeam
plain_owner (const KaiserState *st, KaiserCard card, gboolean bonus)
{
  KaiserCards legal;
  KaiserCard c;
  KaiserTeam me, other;

  for (guint t = 0; t < KAISER_N_TEAMS; t++)
    if (kaiser_cards_has (st->won[t], card))
      return (KaiserTeam) t;
  if (st->phase != KAISER_PHASE_PLAY)
    return KAISER_TEAM_NONE;
  me = kaiser_seat_team (st->to_act);
  other = kaiser_team_other (me);
  legal = kaiser_state_legal_cards (st);
  KAISER_CARDS_FOREACH (c, legal)
    {
      KaiserState next = *st;
      KaiserAction action = kaiser_action_make (KAISER_ACTION_PLAY, st->to_act, c);
      KaiserTeam owner;

      g_assert_true (kaiser_state_apply (&next, &action, NULL));
      owner = plain_owner (&next, card, bonus);
      if ((bonus && owner == me) || (!bonus && owner == other))
        return owner;
    }
  return bonus ? other : me;
}

/* In random endgames of every preset case, the solver with the card's
 * value raised finds the side the plain search finds.  With the card's
 * own value (5, −3), the solver would trade it for tricks and disagree. */
static void
test_special_owner (void)
{
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();
  guint checked = 0, told = 0;

  for (guint c = 0; c < KAISER_TEST_N_PRESET_CASES; c++)
    {
      KaiserRules rules;

      kaiser_test_preset_case_rules (&kaiser_test_preset_cases[c], &rules);
      for (guint64 seed = 0, found = 0; found < 60; seed++)
        {
          KaiserState st;

          if (!random_position (&rules, seed, 4, &st))
            continue;
          found++;
          for (guint k = 0; k < 2; k++)
            {
              KaiserCard card = k == 0 ? rules.deck.bonus_card : rules.deck.penalty_card;
              KaiserTeam expected = plain_owner (&st, card, k == 0);
              gboolean live = FALSE;

              for (guint seat = 0; seat < KAISER_N_SEATS; seat++)
                if ((st.active & (1u << seat)) && kaiser_cards_has (st.hands[seat], card))
                  live = TRUE;
              for (guint i = 0; i < st.tricks[st.n_tricks].n_played; i++)
                live |= st.tricks[st.n_tricks].cards[i] == card;
              if (!live && !kaiser_cards_has (st.won[0] | st.won[1], card))
                expected = KAISER_TEAM_NONE;
              if (kaiser_partner_play_special_owner (solver, &st, card) != expected)
                g_test_message ("case %u seed %" G_GUINT64_FORMAT " card %u: solver %d, plain %d", c, seed, k,
                                kaiser_partner_play_special_owner (solver, &st, card), expected);
              g_assert_cmpint (kaiser_partner_play_special_owner (solver, &st, card), ==, expected);
              checked++;
              told += live;
            }
        }
    }
  g_test_message ("%u special cards placed, %u of them still in play", checked, told);
  g_assert_cmpuint (told, >, checked / 4);
}

/* The solver's table must not keep bounds found with other values of the
 * +5 and −3 cards: the same solver, asked again with other values, must
 * find what a new one finds. */
static void
test_solver_special_values (void)
{
  g_autoptr(KaiserSolver) reused = kaiser_solver_new ();
  KaiserRules rules;
  guint differ = 0;

  kaiser_rules_init_standard (&rules);
  for (guint64 seed = 0, found = 0; found < 40; seed++)
    {
      g_autoptr(KaiserSolver) fresh = kaiser_solver_new ();
      g_autoptr(KaiserSolver) fresh_changed = kaiser_solver_new ();
      KaiserState st, changed;
      gint value, value_changed;

      if (!random_position (&rules, seed, 7, &st))
        continue;
      found++;
      changed = st;
      changed.rules.deck.bonus_value = 40;
      changed.rules.deck.penalty_value = -40;
      value = kaiser_solver_solve (fresh, &st);
      value_changed = kaiser_solver_solve (fresh_changed, &changed);
      differ += value != value_changed;
      g_assert_cmpint (kaiser_solver_solve (reused, &st), ==, value);
      g_assert_cmpint (kaiser_solver_solve (reused, &changed), ==, value_changed);
      g_assert_cmpint (kaiser_solver_solve (reused, &st), ==, value);
    }
  g_assert_cmpuint (differ, >, 0);
}

/* North (dealer West, North declares 7 no-trump) leads the QS and East
 * follows with the 9S; South holds the AS and the 8S. */
static void
trick_state (KaiserState *st, gboolean west_holds_king)
{
  static const char *certain =
    "dealer: W\n"
    "N: KS QS 10S AH KH AD KD AC\n"
    "E: 9S 3S QH JH QD JD KC QC\n"
    "S: AS 8S 10H 9H 10D 9D JC 10C\n"
    "W: JS 8H 5H 8D 7D 9C 8C 7C\n";
  static const char *uncertain =
    "dealer: W\n"
    "N: JS QS 10S AH KH AD KD AC\n"
    "E: 9S 3S QH JH QD JD KC QC\n"
    "S: AS 8S 10H 9H 10D 9D JC 10C\n"
    "W: KS 8H 5H 8D 7D 9C 8C 7C\n";
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  kaiser_test_state_from_text (st, &rules, west_holds_king ? uncertain : certain);
  kaiser_test_bid_ok (st, KAISER_NORTH, "7nt");
  kaiser_test_bid_ok (st, KAISER_EAST, "pass");
  kaiser_test_bid_ok (st, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (st, KAISER_WEST, "pass");
  g_assert_cmpint (st->phase, ==, KAISER_PHASE_PLAY);
  kaiser_test_play_ok (st, KAISER_NORTH, "QS");
  kaiser_test_play_ok (st, KAISER_EAST, "9S");
  g_assert_cmpint (st->to_act, ==, KAISER_SOUTH);
}

static void
test_overtake (void)
{
  KaiserState st;
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  /* West holds only the JS in spades: North's QS is certain, and the AS
   * overtakes it when the 8S would not */
  trick_state (&st, FALSE);
  g_assert_true (kaiser_partner_play_is_overtake (&st, kaiser_test_card (&rules, "AS")));
  g_assert_false (kaiser_partner_play_is_overtake (&st, kaiser_test_card (&rules, "8S")));
  /* West's KS could beat the QS: not a certain winner */
  trick_state (&st, TRUE);
  g_assert_false (kaiser_partner_play_is_overtake (&st, kaiser_test_card (&rules, "AS")));
  /* with the AS alone in spades South has no choice */
  trick_state (&st, FALSE);
  st.hands[KAISER_SOUTH] &= ~kaiser_card_bit (kaiser_test_card (&rules, "8S"));
  g_assert_false (kaiser_partner_play_is_overtake (&st, kaiser_test_card (&rules, "AS")));
}

/* The arena counts each player's side in every hand: the counts of each
 * hand, added by hand from the records, are the arena's. */
static void
test_arena_counts (void)
{
  KaiserArenaConfig config;
  g_autoptr(KaiserArenaResult) result = NULL;
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("partner-play-XXXXXX", &error);
  KaiserPartnerPlay sides[KAISER_ARENA_N_SIDES] = { { 0 } };
  g_autoptr(JsonNode) node = NULL;
  JsonObject *partner, *side;

  g_assert_no_error (error);
  kaiser_arena_config_init (&config);
  config.n_deals = 12;
  config.n_games = 0;
  config.duplicate = TRUE;
  config.seed = 27;
  config.partner_play = TRUE;
  config.records_dir = dir;
  config.players[KAISER_ARENA_SIDE_NS] = "standard";
  config.players[KAISER_ARENA_SIDE_EW] = "random";
  result = kaiser_arena_run (&config, &error);
  g_assert_no_error (error);

  for (guint i = 1; i <= config.n_deals; i++)
    for (guint swapped = 0; swapped < 2; swapped++)
      {
        g_autofree char *name = g_strdup_printf ("deal-%06u%s.json", i, swapped ? "-swapped" : "");
        g_autofree char *path = g_build_filename (dir, name, NULL);
        g_autoptr(KaiserGame) game = kaiser_record_load_file (path, &error);
        KaiserPartnerPlay teams[KAISER_N_TEAMS] = { { 0 } };

        g_assert_no_error (error);
        g_assert_true (kaiser_partner_play_count (solver, game, teams, &error));
        g_assert_no_error (error);
        for (guint t = 0; t < KAISER_N_TEAMS; t++)
          {
            /* the standard player sits North–South in the first play */
            KaiserPartnerPlay *s = &sides[(t == KAISER_TEAM_NS) == !swapped ? KAISER_ARENA_SIDE_NS : KAISER_ARENA_SIDE_EW];

            s->hands += teams[t].hands;
            s->bonus_given += teams[t].bonus_given;
            s->penalty_taken += teams[t].penalty_taken;
            s->overtakes += teams[t].overtakes;
          }
        g_unlink (path);
      }
  g_rmdir (dir);

  node = kaiser_arena_result_to_json (&config, result);
  partner = json_object_get_object_member (json_node_get_object (node), "partner_play");
  g_assert_nonnull (partner);
  for (guint s = 0; s < KAISER_ARENA_N_SIDES; s++)
    {
      const KaiserPartnerPlay *p = &result->partner[s];

      g_assert_cmpuint (p->hands, ==, 2 * config.n_deals);
      g_assert_cmpuint (p->hands, ==, sides[s].hands);
      g_assert_cmpuint (p->bonus_given, ==, sides[s].bonus_given);
      g_assert_cmpuint (p->penalty_taken, ==, sides[s].penalty_taken);
      g_assert_cmpuint (p->overtakes, ==, sides[s].overtakes);
      g_assert_cmpuint (p->bonus_given + p->penalty_taken, <=, 2 * p->hands);
      side = json_object_get_object_member (partner, s == KAISER_ARENA_SIDE_NS ? "ns" : "ew");
      g_assert_cmpint (json_object_get_int_member (side, "hands"), ==, p->hands);
      g_assert_cmpint (json_object_get_int_member (side, "bonus_given"), ==, p->bonus_given);
      g_assert_cmpint (json_object_get_int_member (side, "penalty_taken"), ==, p->penalty_taken);
      g_assert_cmpint (json_object_get_int_member (side, "overtakes"), ==, p->overtakes);
    }
  /* random play gives the +5 away and takes the −3 more than the Standard player */
  g_assert_cmpuint (result->partner[KAISER_ARENA_SIDE_EW].bonus_given + result->partner[KAISER_ARENA_SIDE_EW].penalty_taken, >,
                    result->partner[KAISER_ARENA_SIDE_NS].bonus_given + result->partner[KAISER_ARENA_SIDE_NS].penalty_taken);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/partner-play/special-owner", test_special_owner);
  g_test_add_func ("/kaiser/partner-play/solver-special-values", test_solver_special_values);
  g_test_add_func ("/kaiser/partner-play/overtake", test_overtake);
  g_test_add_func ("/kaiser/partner-play/arena", test_arena_counts);
  return g_test_run ();
}
