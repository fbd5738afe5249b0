/* test-variants-property.c: properties that hold under every rule set.
 *
 * Random-legal games under each preset of VARIANTS.md and under random
 * combinations drawn from the valid space of options: every hand's points
 * total what the pack gives (the tricks, the +5 and −3 cards), no illegal
 * action is ever accepted and every legal one is, every game ends, and
 * every record round-trips and verifies.
 */
#include <string.h>

#include "kaiser-match.h"
#include "kaiser-test-util.h"

static guint
scaled (guint quick)
{
  const char *env = g_getenv ("KAISER_PROPERTY_SCALE");
  guint scale = env ? (guint) g_ascii_strtoull (env, NULL, 10) : (g_test_thorough () ? 10 : 1);

  /* KAISER_TEST_QUICK: the sanitizer build in CI, ten times slower */
  if (env == NULL && g_getenv ("KAISER_TEST_QUICK"))
    return MAX (quick / 3, 1);
  return quick * MAX (scale, 1);
}

static void
check_hand (const KaiserState *st)
{
  const KaiserRules *rules = &st->rules;
  const KaiserHandResult *r = &st->result;
  guint n_sides = kaiser_rules_n_sides (rules);
  KaiserCards played = 0;
  KaiserSeat partner = kaiser_rules_seat_partner (rules, st->declarer);
  guint tricks = kaiser_rules_hand_size (rules);
  gint all_tricks = 0, all_points = 0;

  for (guint t = 0; t < n_sides; t++)
    {
      g_assert_cmpuint (played & st->won[t], ==, 0);
      played |= st->won[t];
      all_tricks += r->tricks[t];
      all_points += r->points[t];
    }
  for (guint t = n_sides; t < KAISER_MAX_SIDES; t++)
    g_assert_cmpuint (st->won[t], ==, 0);
  g_assert_cmpint (all_tricks, ==, (gint) tricks);
  /* every card held is played, bar the discards and a Kaiser 40 partner's */
  g_assert_cmpuint (played | st->discards |
                    (st->active == (1u << kaiser_rules_n_seats (rules)) - 1 ? 0 : st->hands[partner]),
                    ==, kaiser_deck_cards (&rules->deck));
  /* 000_5ed066fa22fca3eb.txt, "Lost Heir": a blank "cancels the value" of
   * the Lost Heir or the Wrong Boy in its trick, and nothing else */
  for (guint t = 0; t < st->n_tricks; t++)
    {
      KaiserCards in_trick = 0;

      for (guint i = 0; i < st->tricks[t].n_played; i++)
        in_trick |= kaiser_card_bit (st->tricks[t].cards[i]);
      g_assert_cmpuint (st->cancelled & in_trick, ==,
                        (in_trick & rules->deck.blanks) ? in_trick & rules->deck.outside & ~rules->deck.blanks : 0);
    }
  played &= ~st->cancelled;
  if (!rules->spade_needs_three && !rules->insult)
    /* 000_5ed066fa22fca3eb.txt, "Scoring": a trick a point, +5, −3 */
    g_assert_cmpint (all_points, ==, (gint) tricks + kaiser_deck_card_points (&rules->deck, played));
  else
    {
      /* V17 can only lose points; the insult costs 5 (PAGAT "Three of Spades", "Joffre") */
      gint raw = (gint) tricks + kaiser_deck_card_points (&rules->deck, played);
      g_assert_cmpint (all_points, <=, raw);
      g_assert_cmpint (all_points, >=, raw - 5 - 2 * (rules->deck.bonus_value + 3));
    }
  /* the +5 and −3 cards are never discarded (PAGAT, "34-card Game") */
  g_assert_false (kaiser_cards_has (st->discards, rules->deck.bonus_card));
  g_assert_false (kaiser_cards_has (st->discards, rules->deck.penalty_card));
}

/* Play one game with random players, checking as it goes. */
static guint
play_game (const KaiserRules *rules, guint64 seed, KaiserRng *rng, gboolean check_every_step,
           guint max_hands, gboolean *ended)
{
  g_autoptr(KaiserGame) game = kaiser_game_new (rules, seed);
  g_autoptr(KaiserGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *again = NULL;

  while (kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
    {
      const KaiserState *st = kaiser_game_get_state (game);
      KaiserObservation obs;
      KaiserAction action;

      if (check_every_step || kaiser_rng_below (rng, 8) == 0)
        kaiser_test_check_actions (st, rng, 6);
      if (st->phase == KAISER_PHASE_HAND_OVER)
        {
          check_hand (st);
          /* Random players can drift below zero for ever under some
           * combinations (a 9-point hand with a minimum bid of 7); such a
           * game stops here, with no side at the target. */
          if (kaiser_game_get_hand_number (game) >= max_hands)
            {
              for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
                g_assert_cmpint (st->scores[t], <, kaiser_rules_target (rules, st->target_raised));
              *ended = FALSE;
              return kaiser_game_get_n_hands (game);
            }
          g_assert_true (kaiser_game_next_hand (game, NULL));
          continue;
        }
      kaiser_game_observe (game, st->to_act, &obs);
      g_assert_true (kaiser_random_player_choose (&obs, rng, &action));
      g_assert_true (kaiser_game_apply (game, &action, NULL));
    }
  check_hand (kaiser_game_get_state (game));
  *ended = TRUE;

  data = kaiser_record_to_data (game, NULL);
  loaded = kaiser_record_load_data (data, -1, &error);
  g_assert_no_error (error);
  again = kaiser_record_to_data (loaded, NULL);
  g_assert_cmpstr (data, ==, again);
  return kaiser_game_get_n_hands (game);
}

static void
test_variants_presets (void)
{
  g_auto(GStrv) presets = kaiser_test_all_presets ();
  KaiserRng rng;

  kaiser_rng_init (&rng, 7);
  for (guint p = 0; presets[p]; p++)
    {
      KaiserRules rules;
      guint hands = 0, games = scaled (150), endless = 0, max_hands = KAISER_MATCH_MAX_HANDS;
      gboolean ended;

      g_assert_true (kaiser_rules_init_preset (&rules, presets[p], NULL));
      g_assert_true (kaiser_rules_validate (&rules, NULL));
      if (kaiser_rules_n_sides (&rules) > 2)
        {
          /* random games there can run long (below): fewer, shorter */
          games = scaled (50);
          max_hands = 300;
        }
      /* under every regional rule set, every game ends.  At a table of
       * three sides or more, random bids are mostly set and the others
       * stand at the bid-out, where only a made bid scores: a few random
       * games run on (the computer players' games end: test-heuristic). */
      for (guint g = 0; g < games; g++)
        {
          hands += play_game (&rules, g, &rng, g < 10, max_hands, &ended);
          if (kaiser_rules_n_sides (&rules) == 2)
            g_assert_true (ended);
          endless += !ended;
        }
      g_test_message ("%s: %u games, %u hands, %u stopped at %u hands", presets[p], games, hands, endless, max_hands);
      g_assert_cmpuint (endless, <=, games / 2);
    }
}


static void
test_variants_random_combinations (void)
{
  KaiserRng rng;
  guint valid = 0, refused = 0, hands = 0, endless = 0, tables = 0, tries = scaled (1500);

  kaiser_rng_init (&rng, 2026);
  for (guint i = 0; i < tries; i++)
    {
      KaiserRules rules, back;
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) json = NULL;
      g_autoptr(GVariant) variant = NULL;

      kaiser_test_random_rules (&rules, &rng);
      kaiser_test_random_table (&rules, &rng);
      if (!kaiser_rules_validate (&rules, &error))
        {
          /* a refusal names the options involved, in brackets */
          g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID);
          g_assert_nonnull (strchr (error->message, '('));
          refused++;
          continue;
        }
      valid++;
      tables += kaiser_rules_n_seats (&rules) != 4;
      /* serialisations round-trip */
      json = kaiser_rules_to_json (&rules);
      g_assert_true (kaiser_rules_from_json (json, &back, NULL));
      g_assert_true (kaiser_rules_equal (&rules, &back));
      variant = g_variant_ref_sink (kaiser_rules_to_variant (&rules));
      g_assert_true (kaiser_rules_from_variant (variant, &back, NULL));
      g_assert_true (kaiser_rules_equal (&rules, &back));

      {
        gboolean ended;
        hands += play_game (&rules, i, &rng, FALSE, 400, &ended);
        endless += !ended;
      }
    }
  g_test_message ("%u valid combinations played (%u of another table than four; %u hands, %u stopped at 400 hands), %u refused",
                  valid, tables, hands, endless, refused);
  g_assert_cmpuint (endless, <=, valid / 10);
  /* most packs share out only at some tables: about a fifth of the draws play */
  g_assert_cmpuint (valid, >, tries / 5);
  g_assert_cmpuint (refused, >, 0);
  g_assert_cmpuint (tables, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/variants/property/presets", test_variants_presets);
  g_test_add_func ("/kaiser/variants/property/random-combinations", test_variants_random_combinations);
  return g_test_run ();
}
