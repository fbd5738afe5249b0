/* test-replay.c: a hand dealt again (kaiser_game_new_from_hand), deal
 * numbers (kaiser-deal-number) and such games in a record. */
#include <string.h>

#include "kaiser-test-util.h"

/* Play the game on with random legal actions until @n_hands hands are
 * over or the game is; the actions of each hand's last deal go into
 * @per_hand (a GArray of KaiserAction each). */
static void
drive (KaiserGame *game, KaiserRng *rng, guint n_hands, GPtrArray *per_hand)
{
  KaiserAction actions[KAISER_MAX_ACTIONS];
  GArray *current = g_array_new (FALSE, FALSE, sizeof (KaiserAction));
  guint done = 0, steps = 0;

  while (kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER && done < n_hands)
    {
      g_autoptr(GError) error = NULL;
      guint n, hand = kaiser_game_get_hand_number (game);
      guint misdeals = kaiser_game_get_hand_log (game, kaiser_game_get_n_hands (game) - 1)->misdeals->len;

      if (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER)
        {
          g_assert_true (kaiser_game_next_hand (game, &error));
          continue;
        }
      n = kaiser_game_legal_actions (game, actions);
      g_assert_cmpuint (n, >, 0);
      g_assert_true (kaiser_game_apply (game, &actions[kaiser_rng_below (rng, n)], &error));
      g_assert_no_error (error);
      g_assert_cmpuint (++steps, <, 100000);
      if (kaiser_game_get_hand_number (game) == hand &&
          kaiser_game_get_hand_log (game, kaiser_game_get_n_hands (game) - 1)->misdeals->len != misdeals)
        {
          /* thrown in: the hand is the next deal's */
          g_array_set_size (current, 0);
          continue;
        }
      g_array_append_val (current, *kaiser_game_get_action (game, kaiser_game_get_n_actions (game) - 1));
      if (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER || kaiser_game_get_phase (game) == KAISER_PHASE_GAME_OVER)
        {
          if (per_hand)
            g_ptr_array_add (per_hand, g_array_copy (current));
          g_array_set_size (current, 0);
          done++;
        }
    }
  g_array_unref (current);
}

static void
assert_same_start (const KaiserState *a, const KaiserState *b)
{
  g_assert_cmpint (a->dealer, ==, b->dealer);
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    g_assert_cmphex (a->dealt[s], ==, b->dealt[s]);
  g_assert_cmphex (a->kitty, ==, b->kitty);
  g_assert_cmpint (a->scores[KAISER_TEAM_NS], ==, b->scores[KAISER_TEAM_NS]);
  g_assert_cmpint (a->scores[KAISER_TEAM_EW], ==, b->scores[KAISER_TEAM_EW]);
  g_assert_cmpint (a->target_raised, ==, b->target_raised);
  g_assert_cmpint (a->pot, ==, b->pot);
  g_assert_cmpint (a->phase, ==, b->phase);
  g_assert_cmpint (a->to_act, ==, b->to_act);
}

/* Every hand of a game under each preset case, dealt again: the same
 * hands, kitty, dealer and game scores; played the same way it ends the
 * same. */
static void
test_replay_same_hands (void)
{
  for (guint c = 0; c < KAISER_TEST_N_PRESET_CASES; c++)
    {
      KaiserRules rules;
      KaiserRng rng;
      g_autoptr(KaiserGame) game = NULL;
      g_autoptr(GPtrArray) per_hand = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

      kaiser_test_preset_case_rules (&kaiser_test_preset_cases[c], &rules);
      kaiser_rng_init (&rng, 1600 + c);
      game = kaiser_game_new (&rules, 4200 + c);
      drive (game, &rng, 6, per_hand);
      g_assert_cmpuint (per_hand->len, >=, 1);
      for (guint i = 0; i < per_hand->len; i++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(KaiserGame) again = kaiser_game_new_from_hand (game, i, &error);
          const KaiserHandLog *log = kaiser_game_get_hand_log (game, i);
          GArray *actions = g_ptr_array_index (per_hand, i);
          const KaiserState *st;

          g_assert_no_error (error);
          g_assert_nonnull (again);
          g_assert_true (kaiser_game_get_start (again, NULL));
          assert_same_start (&kaiser_game_get_hand_log (again, 0)->start, &log->start);
          g_assert_cmpint (kaiser_game_get_dealer (again), ==, log->dealer);
          for (guint a = 0; a < actions->len; a++)
            {
              g_assert_true (kaiser_game_apply (again, &g_array_index (actions, KaiserAction, a), &error));
              g_assert_no_error (error);
            }
          st = kaiser_game_get_state (again);
          g_assert_true (st->phase == KAISER_PHASE_HAND_OVER || st->phase == KAISER_PHASE_GAME_OVER);
          g_assert_cmpint (st->result.scores[KAISER_TEAM_NS], ==, log->state.result.scores[KAISER_TEAM_NS]);
          g_assert_cmpint (st->result.scores[KAISER_TEAM_EW], ==, log->state.result.scores[KAISER_TEAM_EW]);
          g_assert_cmpint (st->result.made, ==, log->state.result.made);
        }
      g_assert_null (kaiser_game_new_from_hand (game, kaiser_game_get_n_hands (game), NULL));
    }
}

/* A game from a start goes on past its first hand, the same each time. */
static void
test_replay_goes_on (void)
{
  KaiserRules rules;
  KaiserRng r1, r2;
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(KaiserGame) a = NULL;
  g_autoptr(KaiserGame) b = NULL;

  kaiser_rules_init_standard (&rules);
  kaiser_rng_init (&r1, 5);
  game = kaiser_game_new (&rules, 77);
  drive (game, &r1, 3, NULL);
  a = kaiser_game_new_from_hand (game, 2, NULL);
  b = kaiser_game_new_from_hand (game, 2, NULL);
  kaiser_rng_init (&r1, 6);
  kaiser_rng_init (&r2, 6);
  drive (a, &r1, 3, NULL);
  drive (b, &r2, 3, NULL);
  g_assert_cmpuint (kaiser_game_get_n_hands (a), ==, kaiser_game_get_n_hands (b));
  for (guint i = 0; i < kaiser_game_get_n_hands (a); i++)
    assert_same_start (&kaiser_game_get_hand_log (a, i)->start, &kaiser_game_get_hand_log (b, i)->start);
}

/* A start that is not a deal of the rules is refused. */
static void
test_replay_bad_start (void)
{
  KaiserRules rules;
  KaiserGameStart start;
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(GError) error = NULL;

  kaiser_rules_init_standard (&rules);
  game = kaiser_game_new (&rules, 3);
  g_assert_false (kaiser_game_get_start (game, NULL));
  g_clear_object (&game);
  game = kaiser_game_new (&rules, 3);
  memset (&start, 0, sizeof start);
  start.dealer = KAISER_NORTH;
  memcpy (start.hands, kaiser_game_get_state (game)->dealt, sizeof start.hands);
  start.hands[0] = start.hands[1];
  g_assert_null (kaiser_game_new_from_start (&rules, 1, &start, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_INVALID_DEAL);
}

/* A replayed game in a record: saved part-way and at its hand's end, it
 * loads the same, start and all; a game from its seed is written without
 * "start", as before. */
static void
test_replay_record_round_trip (void)
{
  for (guint c = 0; c < KAISER_TEST_N_PRESET_CASES; c++)
    {
      KaiserRules rules;
      KaiserRng rng;
      g_autoptr(KaiserGame) game = NULL;
      g_autoptr(KaiserGame) again = NULL;
      g_autofree char *plain = NULL;

      kaiser_test_preset_case_rules (&kaiser_test_preset_cases[c], &rules);
      kaiser_rng_init (&rng, 90 + c);
      game = kaiser_game_new (&rules, 800 + c);
      drive (game, &rng, 3, NULL);
      plain = kaiser_record_to_data (game, NULL);
      g_assert_null (strstr (plain, "\"start\""));
      again = kaiser_game_new_from_hand (game, kaiser_game_get_n_hands (game) - 1, NULL);
      g_assert_nonnull (again);
      for (guint step = 0; step < 3; step++)
        {
          g_autoptr(GError) error = NULL;
          g_autofree char *data = kaiser_record_to_data (again, NULL);
          g_autoptr(KaiserGame) loaded = kaiser_record_load_data (data, -1, &error);
          g_autofree char *data2 = NULL;
          KaiserGameStart s1, s2;

          g_assert_no_error (error);
          g_assert_nonnull (strstr (data, "\"start\""));
          g_assert_true (kaiser_game_get_start (loaded, &s2));
          g_assert_true (kaiser_game_get_start (again, &s1));
          g_assert_cmpmem (&s1, sizeof s1, &s2, sizeof s2);
          g_assert_cmpuint (kaiser_game_get_n_actions (loaded), ==, kaiser_game_get_n_actions (again));
          data2 = kaiser_record_to_data (loaded, NULL);
          g_assert_cmpstr (data, ==, data2);
          /* on: half a hand, then to the hand's end */
          if (step == 0)
            {
              for (guint k = 0; k < 6 && kaiser_game_get_phase (again) != KAISER_PHASE_HAND_OVER &&
                                 kaiser_game_get_phase (again) != KAISER_PHASE_GAME_OVER; k++)
                {
                  KaiserAction actions[KAISER_MAX_ACTIONS];
                  guint n = kaiser_game_legal_actions (again, actions);

                  g_assert_true (kaiser_game_apply (again, &actions[kaiser_rng_below (&rng, n)], NULL));
                }
            }
          else
            drive (again, &rng, 1, NULL);
        }
    }
}

/* A record whose "start" is not a deal is refused, with where. */
static void
test_replay_record_bad_start (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(KaiserGame) again = NULL;
  g_autoptr(KaiserGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GString) broken = NULL;
  const char *scores;

  kaiser_rules_init_standard (&rules);
  game = kaiser_game_new (&rules, 12);
  again = kaiser_game_new_from_hand (game, 0, NULL);
  data = kaiser_record_to_data (again, NULL);
  broken = g_string_new (data);
  /* the start's flag as a string */
  scores = strstr (broken->str, "\"target_raised\" : false");
  g_assert_nonnull (scores);
  g_string_erase (broken, scores - broken->str, strlen ("\"target_raised\" : false"));
  g_string_insert (broken, scores - broken->str, "\"target_raised\" : \"x\"");
  loaded = kaiser_record_load_data (broken->str, -1, &error);
  g_assert_null (loaded);
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID);
}

static void
assert_same_deal (const KaiserDeal *a, const KaiserDeal *b)
{
  g_assert_cmpint (a->dealer, ==, b->dealer);
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    g_assert_cmphex (a->hands[s], ==, b->hands[s]);
  g_assert_cmphex (a->kitty, ==, b->kitty);
}

/* The number of every hand of a game gives that deal back, under each
 * preset case; a game from the number deals it, the same twice. */
static void
test_deal_number_round_trip (void)
{
  for (guint c = 0; c < KAISER_TEST_N_PRESET_CASES; c++)
    {
      KaiserRules rules;
      KaiserRng rng;
      g_autoptr(KaiserGame) game = NULL;

      kaiser_test_preset_case_rules (&kaiser_test_preset_cases[c], &rules);
      kaiser_rng_init (&rng, 300 + c);
      game = kaiser_game_new (&rules, 500 + c);
      drive (game, &rng, 5, NULL);
      for (guint i = 0; i < kaiser_game_get_n_hands (game); i++)
        {
          const KaiserHandLog *log = kaiser_game_get_hand_log (game, i);
          g_autofree char *number = kaiser_deal_number_of_hand (game, i);
          g_autoptr(KaiserGame) a = NULL;
          g_autoptr(KaiserGame) b = NULL;
          g_autoptr(GError) error = NULL;
          KaiserDeal deal, expected;

          g_assert_nonnull (number);
          g_assert_cmpuint (strlen (number), <=, KAISER_DEAL_NUMBER_MAX_DIGITS);
          g_assert_true (kaiser_deal_number_to_deal (&rules, number, &deal, &error));
          g_assert_no_error (error);
          expected.dealer = log->start.dealer;
          memcpy (expected.hands, log->start.dealt, sizeof expected.hands);
          expected.kitty = log->start.kitty;
          assert_same_deal (&deal, &expected);
          a = kaiser_deal_number_new_game (&rules, number, &error);
          b = kaiser_deal_number_new_game (&rules, number, &error);
          g_assert_no_error (error);
          assert_same_start (&kaiser_game_get_hand_log (a, 0)->start, &kaiser_game_get_hand_log (b, 0)->start);
          for (guint s = 0; s < KAISER_N_SEATS; s++)
            g_assert_cmphex (kaiser_game_get_hand_log (a, 0)->start.dealt[s], ==, expected.hands[s]);
          g_assert_cmpint (kaiser_game_get_dealer (a), ==, expected.dealer);
          g_assert_cmpint (kaiser_game_get_score (a, KAISER_TEAM_NS), ==, 0);
          /* and the new game's own number is the same */
          {
            g_autofree char *again = kaiser_deal_number_of_hand (a, 0);
            g_assert_cmpstr (again, ==, number);
          }
        }
    }
}

/* Numbers from 0 to the last: 0 is a deal, spaces are allowed, the last
 * number + 1 is refused; anything else gets a message. */
static void
test_deal_number_input (void)
{
  KaiserRules rules;
  KaiserDeal deal;
  g_autoptr(GError) error = NULL;
  g_autofree char *number = NULL;
  static const char *const bad[] = { "", "   ", "abc", "-5", "12a", "1.5",
                                     "99999999999999999999999999999999999999999999999999",
                                     "398244369801564000" };

  kaiser_rules_init_standard (&rules);
  g_assert_true (kaiser_deal_number_to_deal (&rules, "0", &deal, &error));
  g_assert_no_error (error);
  number = kaiser_deal_number_from_deal (&rules, &deal);
  g_assert_cmpstr (number, ==, "0");
  g_assert_true (kaiser_deal_number_to_deal (&rules, " 123 456 789 ", &deal, &error));
  g_clear_pointer (&number, g_free);
  number = kaiser_deal_number_from_deal (&rules, &deal);
  g_assert_cmpstr (number, ==, "123456789");
  /* 4 × 32!/(8!)⁴ = 398244369801564000 deals of the 32-card pack: the last is that less one */
  g_assert_true (kaiser_deal_number_to_deal (&rules, "398244369801563999", &deal, &error));
  g_assert_no_error (error);
  g_clear_pointer (&number, g_free);
  number = kaiser_deal_number_from_deal (&rules, &deal);
  g_assert_cmpstr (number, ==, "398244369801563999");
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (kaiser_deal_number_to_deal (&rules, bad[i], &deal, &error));
      g_assert_error (error, KAISER_ERROR, KAISER_ERROR_INVALID_DEAL);
      g_assert_cmpstr (error->message, !=, "");
      g_clear_error (&error);
    }
  /* random numbers below the count round-trip digit for digit */
  {
    KaiserRng rng;

    kaiser_rng_init (&rng, 2);
    for (guint i = 0; i < 2000; i++)
      {
        g_autofree char *text = g_strdup_printf ("%" G_GUINT64_FORMAT, kaiser_rng_next (&rng) % G_GUINT64_CONSTANT (398244369801564000));
        g_autofree char *back = NULL;

        g_assert_true (kaiser_deal_number_to_deal (&rules, text, &deal, &error));
        back = kaiser_deal_number_from_deal (&rules, &deal);
        g_assert_cmpstr (back, ==, text);
      }
  }
}

/* Leading zeros are no digits of the number: 44 digits that are 1 give
 * the deal of "1", however many zeros lead; a number with more
 * significant digits than KAISER_DEAL_NUMBER_MAX_DIGITS is still refused,
 * zeros before it or not. */
static void
test_deal_number_leading_zeros (void)
{
  KaiserRules rules;
  KaiserDeal one, deal;
  g_autoptr(GError) error = NULL;
  g_autofree char *zeros = g_strnfill (43, '0');
  g_autofree char *padded = g_strconcat (zeros, "1", NULL);
  g_autofree char *many = g_strnfill (1000, '0');
  g_autofree char *last = g_strconcat (many, "398244369801563999", NULL);
  g_autofree char *spaced = g_strconcat ("0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0", " 1", NULL);
  g_autofree char *all_zeros = g_strnfill (KAISER_DEAL_NUMBER_MAX_DIGITS + 5, '0');
  g_autofree char *long_tail = g_strnfill (KAISER_DEAL_NUMBER_MAX_DIGITS, '0');
  g_autofree char *too_many = g_strconcat ("1", long_tail, NULL);
  g_autofree char *padded_too_many = g_strconcat (zeros, too_many, NULL);
  g_autofree char *number = NULL;

  kaiser_rules_init_standard (&rules);
  g_assert_cmpuint (strlen (padded), ==, 44);
  g_assert_true (kaiser_deal_number_to_deal (&rules, "1", &one, &error));
  g_assert_no_error (error);
  g_assert_true (kaiser_deal_number_to_deal (&rules, padded, &deal, &error));
  g_assert_no_error (error);
  g_assert_true (memcmp (&deal, &one, sizeof deal) == 0);
  number = kaiser_deal_number_from_deal (&rules, &deal);
  g_assert_cmpstr (number, ==, "1");
  g_assert_true (kaiser_deal_number_to_deal (&rules, spaced, &deal, &error));
  g_assert_no_error (error);
  g_assert_true (memcmp (&deal, &one, sizeof deal) == 0);
  g_assert_true (kaiser_deal_number_to_deal (&rules, all_zeros, &deal, &error));
  g_assert_no_error (error);
  g_clear_pointer (&number, g_free);
  number = kaiser_deal_number_from_deal (&rules, &deal);
  g_assert_cmpstr (number, ==, "0");
  g_assert_true (kaiser_deal_number_to_deal (&rules, last, &deal, &error));
  g_assert_no_error (error);
  g_clear_pointer (&number, g_free);
  number = kaiser_deal_number_from_deal (&rules, &deal);
  g_assert_cmpstr (number, ==, "398244369801563999");

  /* 41 significant digits: too large, with or without zeros before them */
  g_assert_false (kaiser_deal_number_to_deal (&rules, too_many, &deal, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_INVALID_DEAL);
  g_assert_nonnull (strstr (error->message, "too large"));
  g_clear_error (&error);
  g_assert_false (kaiser_deal_number_to_deal (&rules, padded_too_many, &deal, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_INVALID_DEAL);
  g_assert_nonnull (strstr (error->message, "too large"));
  g_clear_error (&error);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/replay/same-hands", test_replay_same_hands);
  g_test_add_func ("/kaiser/replay/goes-on", test_replay_goes_on);
  g_test_add_func ("/kaiser/replay/bad-start", test_replay_bad_start);
  g_test_add_func ("/kaiser/replay/record-round-trip", test_replay_record_round_trip);
  g_test_add_func ("/kaiser/replay/record-bad-start", test_replay_record_bad_start);
  g_test_add_func ("/kaiser/deal-number/round-trip", test_deal_number_round_trip);
  g_test_add_func ("/kaiser/deal-number/input", test_deal_number_input);
  g_test_add_func ("/kaiser/deal-number/leading-zeros", test_deal_number_leading_zeros);
  return g_test_run ();
}
