/* test-property.c: properties that hold in every game.
 *
 * Thousands of seeded games between random players: every hand's points
 * total the pack's value (8 tricks + 5 − 3 = 10, 000_5ed066fa22fca3eb.txt,
 * "Scoring"), no illegal action is ever accepted, every legal one is, and
 * every game's record round-trips and verifies.
 */
#include <string.h>

#include "kaiser-match.h"
#include "kaiser-test-util.h"

static guint
n_games (void)
{
  const char *env = g_getenv ("KAISER_PROPERTY_GAMES");

  if (env)
    return (guint) g_ascii_strtoull (env, NULL, 10);
  return g_test_thorough () ? 20000 : g_getenv ("KAISER_TEST_QUICK") ? 500 : 2000;
}

static void
check_hand (const KaiserHandLog *log, const gint before[KAISER_N_TEAMS])
{
  const KaiserState *st = &log->state;
  const KaiserHandResult *r = &st->result;
  KaiserCards all = 0;

  g_assert_cmpint (r->points[0] + r->points[1], ==, 10);
  g_assert_cmpint (r->tricks[0] + r->tricks[1], ==, 8);
  g_assert_cmpuint (st->n_tricks, ==, 8);
  for (guint t = 0; t < KAISER_N_TEAMS; t++)
    {
      g_assert_cmpint (r->scores[t], ==, before[t] + r->change[t]);
      all |= st->won[t];
    }
  g_assert_cmpuint (all, ==, kaiser_deck_cards (&st->rules.deck));
  g_assert_cmpuint (st->won[0] & st->won[1], ==, 0);
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    g_assert_cmpuint (st->hands[s], ==, 0);
  g_assert_cmpint (r->made, ==, r->points[r->bidders] >= r->contract.amount);
}

static void
test_property_random_games (void)
{
  KaiserRules rules;
  KaiserRng rng;
  guint games = n_games (), tried = 0, accepted = 0, hands = 0;

  kaiser_rules_init_standard (&rules);
  kaiser_rng_init (&rng, 2024);
  for (guint g = 0; g < games; g++)
    {
      g_autoptr(KaiserGame) game = kaiser_game_new (&rules, g);
      g_autoptr(KaiserGame) loaded = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *data = NULL;
      g_autofree char *again = NULL;
      gint before[KAISER_N_TEAMS] = { 0, 0 };

      while (kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
        {
          const KaiserState *st = kaiser_game_get_state (game);
          KaiserObservation obs;
          KaiserAction action;

          /* the first few games try nonsense at every step, the rest now and then */
          if (g < 50 || kaiser_rng_below (&rng, 16) == 0)
            {
              accepted += kaiser_test_check_actions (st, &rng, 8);
              tried += 8;
            }
          if (st->phase == KAISER_PHASE_HAND_OVER)
            {
              check_hand (kaiser_game_get_hand_log (game, kaiser_game_get_n_hands (game) - 1), before);
              memcpy (before, st->scores, sizeof before);
              g_assert_true (kaiser_game_next_hand (game, NULL));
              continue;
            }
          kaiser_game_observe (game, st->to_act, &obs);
          g_assert_true (kaiser_random_player_choose (&obs, &rng, &action));
          g_assert_true (kaiser_game_apply (game, &action, NULL));
          g_assert_cmpuint (kaiser_game_get_n_hands (game), <, KAISER_MATCH_MAX_HANDS);
        }
      check_hand (kaiser_game_get_hand_log (game, kaiser_game_get_n_hands (game) - 1), before);
      hands += kaiser_game_get_n_hands (game);
      g_assert_cmpint (kaiser_game_get_score (game, kaiser_game_get_winner (game)), >=, rules.target);

      data = kaiser_record_to_data (game, NULL);
      loaded = kaiser_record_load_data (data, -1, &error);
      g_assert_no_error (error);
      again = kaiser_record_to_data (loaded, NULL);
      g_assert_cmpstr (data, ==, again);
    }
  g_test_message ("%u games, %u hands, %u random actions tried, %u accepted", games, hands, tried, accepted);
  g_assert_cmpuint (accepted, >, 0);
  g_assert_cmpuint (accepted, <, tried);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/property/random-games", test_property_random_games);
  return g_test_run ();
}
