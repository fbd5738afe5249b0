/* test-seats.c: the table in the rules value: how many seats, the side of
 * each, and the seat helpers that take the rules (issue 25).
 *
 * The tables of three, five and six seats are built directly here; the
 * games played at them are in test-tables.c.
 * The seatings are those of ../shared/rules/000_5ed066fa22fca3eb.txt
 * (PAGAT), "Kaiser for 2, 3, 5 or 6 Players", summarised at the end of
 * ../shared/rules/VARIANTS.md.
 */
#include <string.h>

#include "kaiser-test-util.h"

/* Every seat's next, previous, partner and side, and every side's seats. */
typedef struct {
  guint n_seats, n_sides;
  KaiserTeam side[KAISER_MAX_SEATS];
  KaiserSeat partner[KAISER_MAX_SEATS];
} Table;

static void
assert_table (const KaiserRules *rules, const Table *t)
{
  g_assert_cmpuint (kaiser_rules_n_seats (rules), ==, t->n_seats);
  g_assert_cmpuint (kaiser_rules_n_sides (rules), ==, t->n_sides);
  for (guint s = 0; s < t->n_seats; s++)
    {
      KaiserSeat seat = (KaiserSeat) s;

      g_assert_cmpuint (kaiser_rules_seat_next (rules, seat), ==, (s + 1) % t->n_seats);
      g_assert_cmpuint (kaiser_rules_seat_prev (rules, seat), ==, (s + t->n_seats - 1) % t->n_seats);
      g_assert_cmpuint (kaiser_rules_seat_prev (rules, kaiser_rules_seat_next (rules, seat)), ==, s);
      g_assert_cmpuint (kaiser_rules_seat_side (rules, seat), ==, t->side[s]);
      g_assert_cmpuint (kaiser_rules_seat_partner (rules, seat), ==, t->partner[s]);
      g_assert_true (kaiser_rules_side_seats (rules, t->side[s]) & (1u << s));
    }
  for (guint side = 0; side < t->n_sides; side++)
    {
      guint expected = 0;

      for (guint s = 0; s < t->n_seats; s++)
        if (t->side[s] == side)
          expected |= 1u << s;
      g_assert_cmpuint (kaiser_rules_side_seats (rules, (KaiserTeam) side), ==, expected);
      g_assert_cmpuint (kaiser_rules_side_other (rules, (KaiserTeam) side), ==,
                        t->n_sides == 2 ? 1 - side : KAISER_TEAM_NONE);
    }
}

/* Four seats, N/S against E/W, as every rule page has it: the default, and
 * the old four-handed helpers agree seat for seat. */
static void
test_four (void)
{
  static const Table four = {
    4, 2,
    { KAISER_TEAM_NS, KAISER_TEAM_EW, KAISER_TEAM_NS, KAISER_TEAM_EW },
    { KAISER_SOUTH, KAISER_WEST, KAISER_NORTH, KAISER_EAST },
  };
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  assert_table (&rules, &four);
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    {
      KaiserSeat seat = (KaiserSeat) s;

      g_assert_cmpuint (kaiser_rules_seat_next (&rules, seat), ==, kaiser_seat_next (seat));
      g_assert_cmpuint (kaiser_rules_seat_prev (&rules, seat), ==, kaiser_seat_rho (seat));
      g_assert_cmpuint (kaiser_rules_seat_partner (&rules, seat), ==, kaiser_seat_partner (seat));
      g_assert_cmpuint (kaiser_rules_seat_side (&rules, seat), ==, kaiser_seat_team (seat));
    }
  g_assert_cmpuint (kaiser_rules_side_other (&rules, KAISER_TEAM_NS), ==, kaiser_team_other (KAISER_TEAM_NS));
  /* Every regional preset is four-handed; the others name their table. */
  for (const char * const *p = kaiser_rules_list_presets (); *p; p++)
    {
      g_autoptr(KaiserRules) preset = kaiser_rules_new (*p);

      if (g_str_has_suffix (*p, "-players") || g_str_has_suffix (*p, "-players-threes"))
        g_assert_cmpuint (kaiser_rules_n_seats (preset), !=, 4);
      else if (g_str_has_prefix (*p, "lost-heir"))
        /* 000_5ed066fa22fca3eb.txt, "Lost Heir": "individual and partnership versions" */
        g_assert_cmpuint (kaiser_rules_n_sides (preset), ==, g_str_equal (*p, "lost-heir-teams") ? 2 : kaiser_rules_n_seats (preset) / (g_str_equal (*p, "lost-heir") ? 1 : 2));
      else
        assert_table (preset, &four);
    }
}

/* 000_5ed066fa22fca3eb.txt, "Kaiser for 2, 3, 5 or 6 Players": the three-
 * and five-player games are individual ("each opponent of the bidder
 * scores separately"; Dennis Bell's "individual play"), and so is the
 * two-player game: every player is a side alone, with no partner. */
static void
test_alone (void)
{
  for (guint n = 2; n <= 5; n++)
    {
      Table alone = { n, n, { 0 }, { 0 } };
      KaiserRules rules;

      if (n == 4)
        continue;
      for (guint s = 0; s < n; s++)
        {
          alone.side[s] = (KaiserTeam) s;
          alone.partner[s] = KAISER_SEAT_NONE;
        }
      kaiser_rules_init_standard (&rules);
      g_assert_true (kaiser_rules_set_seats (&rules, n, NULL, NULL));
      assert_table (&rules, &alone);
      g_assert_cmpstr (rules.id, ==, "custom");
    }
}

/* 000_5ed066fa22fca3eb.txt: six players "in three teams of two or two teams
 * of three (seating alternates)": partners sit opposite, seats s and s + 3;
 * a team of three has no one partner. */
static void
test_six (void)
{
  static const Table pairs = {
    6, 3, { 0, 1, 2, 0, 1, 2 }, { 3, 4, 5, 0, 1, 2 },
  };
  static const Table threes = {
    6, 2, { 0, 1, 0, 1, 0, 1 },
    { KAISER_SEAT_NONE, KAISER_SEAT_NONE, KAISER_SEAT_NONE, KAISER_SEAT_NONE, KAISER_SEAT_NONE, KAISER_SEAT_NONE },
  };
  static const guint8 alternate[] = { 0, 1, 0, 1, 0, 1 };
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  g_assert_true (kaiser_rules_set_seats (&rules, 6, NULL, NULL));
  assert_table (&rules, &pairs);
  g_assert_true (kaiser_rules_set_seats (&rules, 6, alternate, NULL));
  assert_table (&rules, &threes);
  /* The fifth and sixth seats have names, and "none" is past them. */
  g_assert_cmpstr (kaiser_seat_to_string ((KaiserSeat) 5), ==, "6");
  g_assert_cmpstr (kaiser_seat_to_string (KAISER_SEAT_NONE), ==, "-");
  g_assert_cmpstr (kaiser_team_to_string ((KaiserTeam) 2), ==, "side-3");
  g_assert_cmpstr (kaiser_team_to_string (KAISER_TEAM_NONE), ==, "none");
}

/* The sides in play order from a seat, its own first, and the side after
 * each: at six in pairs from South (seat 2, partner seat 5) the sides of
 * seats 3 and 4 follow; at three, each player's left-hand neighbour. */
static void
test_side_order (void)
{
  KaiserTeam order[KAISER_MAX_SIDES];
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  g_assert_cmpuint (kaiser_rules_sides_from (&rules, KAISER_SOUTH, order), ==, 2);
  g_assert_cmpuint (order[0], ==, KAISER_TEAM_NS);
  g_assert_cmpuint (order[1], ==, KAISER_TEAM_EW);
  g_assert_cmpuint (kaiser_rules_side_next (&rules, KAISER_TEAM_EW), ==, KAISER_TEAM_NS);

  g_assert_true (kaiser_rules_set_seats (&rules, 6, NULL, NULL));
  g_assert_cmpuint (kaiser_rules_sides_from (&rules, KAISER_SOUTH, order), ==, 3);
  g_assert_cmpuint (order[0], ==, 2);
  g_assert_cmpuint (order[1], ==, 0);   /* seat 3 */
  g_assert_cmpuint (order[2], ==, 1);   /* seat 4 */
  g_assert_cmpuint (kaiser_rules_side_next (&rules, 2), ==, 0);

  g_assert_true (kaiser_rules_set_seats (&rules, 3, NULL, NULL));
  g_assert_cmpuint (kaiser_rules_sides_from (&rules, 1, order), ==, 3);
  g_assert_cmpuint (order[0], ==, 1);
  g_assert_cmpuint (order[1], ==, 2);
  g_assert_cmpuint (order[2], ==, 0);
  g_assert_cmpuint (kaiser_rules_side_next (&rules, 2), ==, 0);
}

/* A table that cannot be is refused, and the rules stay as they were. */
static void
test_bad_tables (void)
{
  static const guint8 gap[] = { 0, 2, 1 };
  static const guint8 one_side[] = { 0, 0, 0 };
  static const guint8 late_first[] = { 1, 0, 1, 0 };
  KaiserRules rules, before;

  kaiser_rules_init_standard (&rules);
  before = rules;
  for (guint n = 0; n < 9; n++)
    if (n < KAISER_MIN_SEATS || n > KAISER_MAX_SEATS)
      {
        g_autoptr(GError) error = NULL;

        g_assert_false (kaiser_rules_set_seats (&rules, n, NULL, &error));
        g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID);
        g_assert_nonnull (strstr (error->message, "(seats)"));
      }
  g_assert_false (kaiser_rules_set_seats (&rules, 3, gap, NULL));
  g_assert_false (kaiser_rules_set_seats (&rules, 3, one_side, NULL));
  g_assert_false (kaiser_rules_set_seats (&rules, 4, late_first, NULL));
  g_assert_true (kaiser_rules_equal (&rules, &before));
  g_assert_cmpstr (rules.id, ==, before.id);
  g_assert_cmpuint (kaiser_rules_n_seats (&rules), ==, 4);
}

/* Validation takes the tables of the rules pages and names the option of
 * one it refuses: two players with an odd card beside their piles, a
 * pack that does not share out, partners side by side, sides of
 * different sizes (000_5ed066fa22fca3eb.txt, "Kaiser for 2, 3, 5 or 6
 * Players"). */
static void
test_validation (void)
{
  static const struct { guint n; const char *sides; const char *pack; const char *kitty; const char *names; } cases[] = {
    { 2, NULL, "standard", "two", "(pack, kitty, seats)" },
    { 3, NULL, "standard", "none", "(pack, kitty, seats)" },
    { 5, NULL, "standard", "none", "(pack, kitty, seats)" },
    { 6, NULL, "standard", "none", "(pack, kitty, seats)" },
    { 4, "0,0,1,1", "standard", "none", "(sides)" },
    { 3, "0,1,0", "26-card", "two", "(sides)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *value = g_strdup_printf ("%u", cases[i].n);
      KaiserRules rules;

      kaiser_rules_init_standard (&rules);
      g_assert_true (kaiser_rules_set (&rules, "seats", value, NULL));
      g_assert_cmpuint (kaiser_rules_n_seats (&rules), ==, cases[i].n);
      g_assert_true (kaiser_rules_set (&rules, "pack", cases[i].pack, NULL));
      g_assert_true (kaiser_rules_set (&rules, "kitty", cases[i].kitty, NULL));
      if (cases[i].sides)
        g_assert_true (kaiser_rules_set (&rules, "sides", cases[i].sides, NULL));
      g_assert_false (kaiser_rules_validate (&rules, &error));
      g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID);
      g_assert_nonnull (strstr (error->message, cases[i].names));
      g_assert_cmpstr (rules.id, ==, "custom");
    }
  {
    g_autoptr(GError) error = NULL;
    KaiserRules rules;

    kaiser_rules_init_standard (&rules);
    g_assert_true (kaiser_rules_validate (&rules, NULL));
    g_assert_false (kaiser_rules_set (&rules, "seats", "7", &error));
    g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID);
    g_clear_error (&error);
    g_assert_false (kaiser_rules_set (&rules, "seats", "four", &error));
    g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID);
    g_clear_error (&error);
    /* "sides" gives one side for each seat */
    g_assert_false (kaiser_rules_set (&rules, "sides", "0,1,0", &error));
    g_assert_nonnull (strstr (error->message, "sides"));
    g_assert_cmpuint (kaiser_rules_n_seats (&rules), ==, 4);
    /* The three-player game takes a table of three. */
    g_assert_true (kaiser_rules_init_preset (&rules, "three-players", NULL));
    g_assert_true (kaiser_rules_validate (&rules, NULL));
    /* Passing and the Kaiser bids are written for two partnerships of two. */
    g_assert_true (kaiser_rules_set (&rules, "passing", "rotation", NULL));
    g_assert_false (kaiser_rules_validate (&rules, &error));
    g_assert_nonnull (strstr (error->message, "(passing, seats)"));
    g_clear_error (&error);
    g_assert_true (kaiser_rules_set (&rules, "passing", "none", NULL));
    g_assert_true (kaiser_rules_set (&rules, "kaiser-bid", "kaiser-40", NULL));
    g_assert_false (kaiser_rules_validate (&rules, &error));
    g_assert_nonnull (strstr (error->message, "(kaiser-bid, seats)"));
  }
}

/* The four-handed rules write what they always wrote; another table adds
 * "seats" and "sides", reads back (refused for play, naming the option),
 * and is not the same rules.  Six seats of the standard pack cannot be
 * dealt: refused for play, naming the seats. */
static void
test_json (void)
{
  g_autoptr(KaiserRules) standard = kaiser_rules_new ("standard");
  g_autoptr(JsonNode) four = kaiser_rules_to_json (standard);
  g_autoptr(JsonNode) six = NULL;
  g_autoptr(GError) error = NULL;
  KaiserRules rules, back;
  JsonArray *sides;

  g_assert_false (json_object_has_member (json_node_get_object (four), "seats"));
  g_assert_false (json_object_has_member (json_node_get_object (four), "sides"));
  g_assert_true (kaiser_rules_from_json (four, &back, NULL));
  g_assert_true (kaiser_rules_equal (&back, standard));
  g_assert_cmpstr (kaiser_rules_match_preset (&back), ==, "standard");

  kaiser_rules_init_standard (&rules);
  g_assert_true (kaiser_rules_set_seats (&rules, 6, NULL, NULL));
  g_assert_false (kaiser_rules_equal (&rules, standard));
  g_assert_null (kaiser_rules_match_preset (&rules));
  six = kaiser_rules_to_json (&rules);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (six), "seats"), ==, 6);
  sides = json_object_get_array_member (json_node_get_object (six), "sides");
  g_assert_cmpuint (json_array_get_length (sides), ==, 6);
  for (guint s = 0; s < 6; s++)
    g_assert_cmpint (json_array_get_int_element (sides, s), ==, s % 3);
  g_assert_false (kaiser_rules_from_json (six, &back, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID);
  g_assert_nonnull (strstr (error->message, "seats)"));
}

/* The state's arrays have room for the largest table, and the engine
 * counts the table's seats: all of them play, and the deal goes round
 * them all. */
static void
test_state (void)
{
  KaiserState state;
  KaiserRules rules;

  G_STATIC_ASSERT (G_N_ELEMENTS (state.hands) == KAISER_MAX_SEATS);
  G_STATIC_ASSERT (G_N_ELEMENTS (state.bids) == KAISER_MAX_SEATS);
  G_STATIC_ASSERT (G_N_ELEMENTS (state.tricks[0].cards) == KAISER_MAX_SEATS);
  G_STATIC_ASSERT (G_N_ELEMENTS (state.scores) == KAISER_MAX_SIDES);
  G_STATIC_ASSERT (G_N_ELEMENTS (state.won) == KAISER_MAX_SIDES);
  G_STATIC_ASSERT (KAISER_SEAT_NONE >= KAISER_MAX_SEATS && KAISER_TEAM_NONE >= KAISER_MAX_SIDES);

  for (guint n = KAISER_MIN_SEATS; n <= KAISER_MAX_SEATS; n++)
    {
      KaiserSeat dealer = (KaiserSeat) (n - 1);

      kaiser_rules_init_standard (&rules);
      g_assert_true (kaiser_rules_set_seats (&rules, n, NULL, NULL));
      kaiser_state_init (&state, &rules, dealer);
      g_assert_cmpuint (state.active, ==, (1u << n) - 1);
      for (guint h = 0; h < n; h++)
        {
          state.phase = KAISER_PHASE_HAND_OVER;
          kaiser_state_next_hand (&state);
          g_assert_cmpuint (state.dealer, ==, h);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/seats/four", test_four);
  g_test_add_func ("/kaiser/seats/alone", test_alone);
  g_test_add_func ("/kaiser/seats/six", test_six);
  g_test_add_func ("/kaiser/seats/side-order", test_side_order);
  g_test_add_func ("/kaiser/seats/bad-tables", test_bad_tables);
  g_test_add_func ("/kaiser/seats/validation", test_validation);
  g_test_add_func ("/kaiser/seats/json", test_json);
  g_test_add_func ("/kaiser/seats/state", test_state);
  return g_test_run ();
}
