/* test-solver.c: the double-dummy solver against a plain search.
 *
 * Thousands of random endgames (4–6 tricks left) and some full deals,
 * under the standard rules and the variants that change the play or the
 * count (low no-trump, trumps by first lead, Kaiser 40, the 34-card pack
 * with its kitty, V17, the Joffre insult): the solver's value, and its
 * value for every legal card, must equal a plain alpha-beta search over
 * the engine's own state machine.  Full deals are also checked for
 * consistency: solve against solve_moves, a reused solver against a
 * fresh one.  Lost Heir's packs, with cards outside the suits, it
 * refuses.
 */
#include <string.h>

#include "kaiser-match.h"
#include "kaiser-solver.h"
#include "kaiser-test-util.h"

static gboolean
random_position_at (const KaiserRules *rules, guint64 seed, guint tricks_left, gint played, KaiserState *out)
{
  return kaiser_test_random_position (rules, seed, seed * 7 + 1, tricks_left, played, out);
}

static gboolean
random_position (const KaiserRules *rules, guint64 seed, guint tricks_left, KaiserState *out)
{
  return random_position_at (rules, seed, tricks_left, -1, out);
}

static void
check_position (KaiserSolver *solver, const KaiserState *st, gboolean every_card)
{
  KaiserCard cards[16];
  gint values[16];
  gint expected = kaiser_solver_solve_reference (st);
  gint best;
  guint n;

  g_assert_cmpint (kaiser_solver_solve (solver, st), ==, expected);
  if (!every_card)
    return;

  /* every legal card's value equals the plain search after that card */
  n = kaiser_solver_solve_moves (solver, st, cards, values);
  g_assert_cmpuint (n, ==, kaiser_cards_count (kaiser_state_legal_cards (st)));
  best = kaiser_seat_team (st->to_act) == KAISER_TEAM_NS ? -1000 : 1000;
  for (guint i = 0; i < n; i++)
    {
      KaiserState next = *st;
      KaiserAction action = kaiser_action_make (KAISER_ACTION_PLAY, st->to_act, cards[i]);

      g_assert_true (kaiser_state_apply (&next, &action, NULL));
      g_assert_cmpint (values[i], ==, kaiser_solver_solve_reference (&next));
      best = kaiser_seat_team (st->to_act) == KAISER_TEAM_NS ? MAX (best, values[i]) : MIN (best, values[i]);
    }
  g_assert_cmpint (best, ==, expected);
}

static void
test_solver_endgames (void)
{
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();
  /* KAISER_TEST_QUICK: the sanitizer build in CI, ten times slower */
  guint checked = 0, per_case = g_test_thorough () ? 2000 : g_getenv ("KAISER_TEST_QUICK") ? 20 : 250;

  for (guint c = 0; c < KAISER_TEST_N_PRESET_CASES; c++)
    {
      KaiserRules rules;

      kaiser_test_preset_case_rules (&kaiser_test_preset_cases[c], &rules);
      for (guint64 seed = 0, found = 0; found < per_case; seed++)
        {
          KaiserState st;

          if (!random_position (&rules, seed, 4 + seed % 3, &st))
            continue;
          /* the value of every card too, in the shorter endgames */
          check_position (solver, &st, 4 + seed % 3 <= 5);
          found++;
          checked++;
        }
    }
  g_test_message ("%u endgames checked", checked);
}

/* The quick bounds the search cuts off with must hold: at random trick
 * boundaries, the exact value (the plain search up to five tricks left,
 * else the solver, itself checked against it) lies between them.  Some
 * of them must tell something, else the test would prove nothing. */
static void
test_solver_bounds (void)
{
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();
  g_autoptr(KaiserSolver) exact = kaiser_solver_new ();
  guint per_case = g_test_thorough () ? 1500 : g_getenv ("KAISER_TEST_QUICK") ? 30 : 200;
  guint checked = 0, lows = 0, highs = 0, exact_lows = 0, exact_highs = 0;

  for (guint c = 0; c < KAISER_TEST_N_PRESET_CASES; c++)
    {
      KaiserRules rules;

      kaiser_test_preset_case_rules (&kaiser_test_preset_cases[c], &rules);
      for (guint64 seed = 0, found = 0; found < per_case; seed++)
        {
          guint tricks_left = 2 + seed % MIN (6u, kaiser_rules_hand_size (&rules) - 1);
          KaiserState st;
          gint low, high, value;

          if (!random_position_at (&rules, seed, tricks_left, 0, &st))
            continue;
          kaiser_solver_quick_bounds (solver, &st, &low, &high);
          value = tricks_left <= 5 ? kaiser_solver_solve_reference (&st) : kaiser_solver_solve (exact, &st);
          if (low > value || high < value)
            g_error ("%s %s, seed %" G_GUINT64_FORMAT ", %u tricks left: bounds %d..%d, value %d",
                     kaiser_test_preset_cases[c].preset, kaiser_test_preset_cases[c].settings, seed, tricks_left, low, high, value);
          lows += low > -1000;
          highs += high < 1000;
          exact_lows += low == value;
          exact_highs += high == value;
          found++;
          checked++;
        }
    }
  g_test_message ("%u positions checked, %u with a lower bound (%u exact), %u with an upper bound (%u exact)",
                  checked, lows, exact_lows, highs, exact_highs);
  g_assert_cmpuint (exact_lows, >, checked / 10);
  g_assert_cmpuint (exact_highs, >, checked / 20);
}

/* An endgame set by hand (standard rules), North declarer and on lead
 * (set so, as in test_solver_hand_example), who wins the tricks before
 * it, leading his top clubs while the others follow or throw away the
 * cards the endgame leaves out (none of them a trump):
 * - three tricks at no-trump, the hands holding no clubs: North leads
 *   the AC to the 10C, East, South and West follow once with the 9C, 8C
 *   and 7C;
 * - four tricks with trumps, the hands holding all the trumps and no
 *   clubs: North leads the AC to the JC, East holds the 10C and 7C, South
 *   the 9C, West the 8C. */
static void
endgame (KaiserState *st, KaiserSuit trump, const char *const text[KAISER_N_SEATS])
{
  static const char *nt_clubs[KAISER_N_SEATS] = { "AC KC QC JC 10C", "9C", "8C", "7C" };
  static const char *clubs[KAISER_N_SEATS] = { "AC KC QC JC", "10C 7C", "9C", "8C" };
  gboolean nt = trump == KAISER_SUIT_NONE;
  KaiserCards hands[KAISER_N_SEATS], keep[KAISER_N_SEATS], rest, all = 0;
  guint tricks = nt ? 3 : 4;
  KaiserRules rules;
  KaiserCard card;

  kaiser_rules_init_standard (&rules);
  for (guint i = 0; i < KAISER_N_SEATS; i++)
    {
      keep[i] = kaiser_test_cards (&rules, text[i]);
      g_assert_cmpuint (kaiser_cards_count (keep[i]), ==, tricks);
      g_assert_false (keep[i] & all);
      all |= keep[i];
      hands[i] = keep[i] | kaiser_test_cards (&rules, nt ? nt_clubs[i] : clubs[i]);
    }
  g_assert_false (all & kaiser_suit_mask (KAISER_CLUBS));
  rest = kaiser_deck_cards (&rules.deck) & ~all & ~kaiser_suit_mask (KAISER_CLUBS);
  g_assert_true (nt || !(rest & kaiser_suit_mask (trump)));
  KAISER_CARDS_FOREACH (card, rest)
    {
      guint seat = 1;

      while (kaiser_cards_count (hands[seat]) == 8)
        seat++;
      hands[seat] |= kaiser_card_bit (card);
    }
  kaiser_state_init (st, &rules, KAISER_WEST);
  kaiser_state_deal (st, hands, 0);
  kaiser_test_bid_ok (st, KAISER_NORTH, nt ? "7nt" : "7");
  kaiser_test_bid_ok (st, KAISER_EAST, "pass");
  kaiser_test_bid_ok (st, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (st, KAISER_WEST, "pass");
  if (!nt)
    kaiser_test_trump_ok (st, KAISER_NORTH, trump);
  g_assert_cmpint (st->phase, ==, KAISER_PHASE_PLAY);
  st->to_act = KAISER_NORTH;
  st->tricks[0].leader = KAISER_NORTH;
  for (guint t = 0; t < 8 - tricks; t++)
    {
      g_assert_cmpint (st->to_act, ==, KAISER_NORTH);
      for (guint i = 0; i < KAISER_N_SEATS; i++)
        {
          KaiserSeat seat = st->to_act;
          KaiserCards legal = kaiser_state_legal_cards (st) & ~keep[seat];
          KaiserAction action;

          g_assert_true (legal);
          action = kaiser_action_make (KAISER_ACTION_PLAY, seat, kaiser_cards_last (legal));
          g_assert_true (kaiser_state_apply (st, &action, NULL));
        }
    }
  g_assert_cmpint (st->to_act, ==, KAISER_NORTH);
  for (guint i = 0; i < KAISER_N_SEATS; i++)
    g_assert_true (st->hands[i] == keep[i]);
}

typedef struct {
  KaiserSuit  trump;
  const char *hands[KAISER_N_SEATS];
  gint        low, high;    /* the quick bounds (±1000: not checked); the value lies between */
} Endgame;

/* A case for each rule of the quick bounds (at least), with the bound
 * it gives: without the rule the bound is wider, and a rule that claimed
 * too much would put the bound past the exact value.  The values count
 * the tricks North won before (and the +5 and −3 when thrown to
 * them). */
static const Endgame endgames[] = {
  /* trump_masters: East's KD QD JD 10D, against North's AD alone, take three tricks */
  { KAISER_DIAMONDS, { "AD AS KS QS", "KD QD JD 10D", "JS 10S 9S 8S", "9D 8D 7D AH" }, -1000, 4 },
  /* loses_one, first trick: East's AS, AH and West's AD */
  { KAISER_SUIT_NONE, { "KS KH KD", "AS AH 9D", "QS QH QD", "AD 9S 9H" }, -1000, 8 },
  /* loses_one: South never gets the lead, North must lead the 9D at last */
  { KAISER_SUIT_NONE, { "AS KS 9D", "AD 10H 9H", "KH QH JH", "QD JD 10D" }, -1000, 8 },
  /* bonus_lost: West plays the 5H under East's AH */
  { KAISER_SUIT_NONE, { "KS KH KD", "AS AH 9D", "QS QH QD", "AD 5H 9S" }, -1000, -2 },
  /* sure_low: North's spades take every trick, so West must throw the 5H on one */
  { KAISER_SUIT_NONE, { "AS KS QS", "JS 10S 9S", "AD KD QD", "5H 10H 9H" }, 10, 1000 },
  /* penalty_dumped: North leads the 3S, South follows low, West must win */
  { KAISER_SUIT_NONE, { "3S AH AD", "9S QH QD", "8S KH KD", "10S JH JD" }, 10, 1000 },
  /* penalty_dumped: North leads the 9H, South throws the 3S */
  { KAISER_SUIT_NONE, { "9H AD KD", "KH QH QD", "3S JD 10D", "JS 10S 9S" }, 10, 1000 },
};

static void
test_solver_bounds_by_hand (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (endgames); i++)
    {
      const Endgame *e = &endgames[i];
      g_autoptr(KaiserSolver) solver = kaiser_solver_new ();
      KaiserState st;
      gint low, high, value;

      endgame (&st, e->trump, e->hands);
      kaiser_solver_quick_bounds (solver, &st, &low, &high);
      value = kaiser_solver_solve_reference (&st);
      g_assert_cmpint (low, <=, value);
      g_assert_cmpint (high, >=, value);
      if (e->low > -1000)
        g_assert_cmpint (low, ==, e->low);
      if (e->high < 1000)
        g_assert_cmpint (high, ==, e->high);
    }
}

/* Full deals: the plain search takes minutes a deal, so these run with
 * `-m thorough` (tests/test-solver -m thorough). */
static void
test_solver_full_deals (void)
{
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();
  guint per_case = 2;

  for (guint c = 0; c < KAISER_TEST_N_PRESET_CASES; c++)
    {
      KaiserRules rules;

      kaiser_test_preset_case_rules (&kaiser_test_preset_cases[c], &rules);
      for (guint64 seed = 0, found = 0; found < per_case; seed++)
        {
          KaiserState st;

          if (!random_position (&rules, seed, kaiser_rules_hand_size (&rules), &st))
            continue;
          g_assert_cmpint (kaiser_solver_solve (solver, &st), ==, kaiser_solver_solve_reference (&st));
          found++;
        }
    }
}

/* Full deals and early positions, without the plain search: the best of
 * solve_moves is the value solve finds, and a solver reused over many
 * deals and rule sets (its table kept) gives exactly the values a fresh
 * one gives. */
static void
test_solver_consistency (void)
{
  g_autoptr(KaiserSolver) reused = kaiser_solver_new ();
  guint per_case = g_test_thorough () ? 100 : 20, checked = 0;

  for (guint c = 0; c < KAISER_TEST_N_PRESET_CASES; c++)
    {
      KaiserRules rules;

      kaiser_test_preset_case_rules (&kaiser_test_preset_cases[c], &rules);
      for (guint64 seed = 0, found = 0; found < per_case; seed++)
        {
          g_autoptr(KaiserSolver) fresh = kaiser_solver_new ();
          KaiserCard cards[16], fresh_cards[16];
          gint values[16], fresh_values[16];
          gboolean ns;
          KaiserState st;
          gint best;
          guint n;

          if (!random_position (&rules, seed, kaiser_rules_hand_size (&rules) - seed % 3, &st))
            continue;
          n = kaiser_solver_solve_moves (reused, &st, cards, values);
          g_assert_cmpuint (n, ==, kaiser_solver_solve_moves (fresh, &st, fresh_cards, fresh_values));
          ns = kaiser_seat_team (st.to_act) == KAISER_TEAM_NS;
          best = ns ? -1000 : 1000;
          for (guint i = 0; i < n; i++)
            {
              g_assert_cmpuint (cards[i], ==, fresh_cards[i]);
              g_assert_cmpint (values[i], ==, fresh_values[i]);
              best = ns ? MAX (best, values[i]) : MIN (best, values[i]);
            }
          g_assert_cmpint (kaiser_solver_solve (reused, &st), ==, best);
          found++;
          checked++;
        }
    }
  g_test_message ("%u positions checked, %" G_GUINT64_FORMAT " nodes", checked, kaiser_solver_get_nodes (reused));
}

/* A position worked out by hand: two tricks left at no-trump.
 * North holds AH 5H, South KH QH, East 10H 9H, West 8H 3S… */
static void
test_solver_hand_example (void)
{
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();
  KaiserRules rules;
  KaiserState st;

  kaiser_rules_init_standard (&rules);
  /* A full deal where North–South hold every heart and spade: at
   * no-trump with North on lead they take all 8 tricks, the 5H (+5) and
   * the 3S (−3): NS 10, EW 0 → +10. */
  kaiser_test_state_from_text (&st, &rules,
    "dealer: W\n"
    "N: AS KS QS JS AH KH QH JH\n"
    "E: AD KD QD JD 10D 9D 8D 7D\n"
    "S: 10S 9S 8S 3S 10H 9H 8H 5H\n"
    "W: AC KC QC JC 10C 9C 8C 7C\n");
  kaiser_test_bid_ok (&st, KAISER_NORTH, "7nt");
  kaiser_test_bid_ok (&st, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&st, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&st, KAISER_WEST, "pass");
  g_assert_cmpint (st.phase, ==, KAISER_PHASE_PLAY);
  g_assert_cmpint (kaiser_solver_solve (solver, &st), ==, 10);
  /* With East on lead instead, East cashes eight diamonds; North and
   * South, void, must throw every card on East's tricks, the 5H and 3S
   * among them: EW 8 + 5 − 3 = 10, NS 0 → −10. */
  st.to_act = KAISER_EAST;
  st.tricks[0].leader = KAISER_EAST;
  g_assert_cmpint (kaiser_solver_solve (solver, &st), ==, -10);
}

/* The values the solver found before issue 27's speed work, on fixed
 * deals (tests/data/solver-values.txt, written by kaiser-cli bench solver
 * --values): every first lead of each deal keeps its value.  The deals
 * are set up as the bench sets them: the dealer's left bids 7 and leads. */
static void
test_solver_values (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "solver-values.txt", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();
  guint deals = 0, leads = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint l = 0; lines[l]; l++)
    {
      g_auto(GStrv) f = NULL;
      g_auto(GStrv) expected = NULL;
      KaiserRules rules;
      KaiserState st;
      KaiserCards hands[KAISER_N_SEATS], kitty;
      KaiserSeat dealer;
      KaiserSuit trump;
      KaiserCard cards[16];
      gint values[16];
      guint n;

      if (lines[l][0] == '#' || lines[l][0] == '\0')
        continue;
      f = g_strsplit (lines[l], "|", -1);
      g_assert_cmpuint (g_strv_length (f), ==, 9);
      g_assert_true (kaiser_rules_init_preset (&rules, f[0], NULL));
      g_assert_true (kaiser_seat_from_string (f[1], &dealer));
      g_assert_true (kaiser_suit_from_string (f[2], &trump));
      for (guint s = 0; s < KAISER_N_SEATS; s++)
        g_assert_true (kaiser_deck_cards_from_string (&rules.deck, f[3 + s], &hands[s], NULL));
      g_assert_true (kaiser_deck_cards_from_string (&rules.deck, f[7], &kitty, NULL));

      kaiser_state_init (&st, &rules, dealer);
      kaiser_state_deal (&st, hands, kitty);
      st.phase = KAISER_PHASE_PLAY;
      st.declarer = kaiser_seat_lho (dealer);
      st.contract = kaiser_bid_make (KAISER_BID_SUIT, 7);
      st.trump = trump;
      st.to_act = st.declarer;
      st.tricks[0].leader = st.declarer;

      n = kaiser_solver_solve_moves (solver, &st, cards, values);
      expected = g_strsplit (f[8], " ", -1);
      g_assert_cmpuint (g_strv_length (expected), ==, 2 * n);
      for (guint i = 0; i < n; i++)
        {
          char buf[8];

          g_assert_cmpstr (kaiser_deck_card_to_string (&rules.deck, cards[i], buf), ==, expected[2 * i]);
          g_assert_cmpint (values[i], ==, (gint) g_ascii_strtoll (expected[2 * i + 1], NULL, 10));
          leads++;
        }
      deals++;
    }
  g_assert_cmpuint (deals, ==, 120);
  g_test_message ("%u deals, %u leads", deals, leads);
}

/* Tables other than four in two sides (issue 25): the three-player game
 * (000_5ed066fa22fca3eb.txt, "Three Players": each player alone, a
 * two-card kitty) searched for every set of seats against the others
 * (the declarer against the coalition, a defender against everyone),
 * and random tables where the solver can search them: the value, and
 * every card's, equal the plain search's. */
static void
check_position_for (KaiserSolver *solver, const KaiserState *st, guint max_seats, gboolean every_card)
{
  KaiserCard cards[16];
  gint values[16];
  gint expected = kaiser_solver_solve_reference_for (st, max_seats);
  gboolean maximise = (max_seats & (1u << st->to_act)) != 0;
  gint best = maximise ? -1000 : 1000;
  guint n;

  g_assert_true (kaiser_solver_can_solve (st, max_seats));
  g_assert_cmpint (kaiser_solver_solve_for (solver, st, max_seats), ==, expected);
  if (!every_card)
    return;
  n = kaiser_solver_solve_moves_for (solver, st, max_seats, cards, values);
  g_assert_cmpuint (n, ==, kaiser_cards_count (kaiser_state_legal_cards (st)));
  for (guint i = 0; i < n; i++)
    {
      KaiserState next = *st;
      KaiserAction action = kaiser_action_make (KAISER_ACTION_PLAY, st->to_act, cards[i]);

      g_assert_true (kaiser_state_apply (&next, &action, NULL));
      g_assert_cmpint (values[i], ==, kaiser_solver_solve_reference_for (&next, max_seats));
      best = maximise ? MAX (best, values[i]) : MIN (best, values[i]);
    }
  g_assert_cmpint (best, ==, expected);
}

static void
test_solver_tables (void)
{
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();
  guint per_mask = g_test_thorough () ? 300 : g_getenv ("KAISER_TEST_QUICK") ? 8 : 40;
  guint checked = 0, random_checked = 0;
  KaiserRules rules;
  KaiserRng rng;

  g_assert_true (kaiser_rules_init_preset (&rules, "three-players", NULL));
  for (guint mask = 1; mask < 7; mask++)
    for (guint64 seed = 0, found = 0; found < per_mask; seed++)
      {
        KaiserState st;
        guint tricks_left = 3 + seed % 3;

        if (!random_position (&rules, seed * 11 + mask, tricks_left, &st))
          continue;
        check_position_for (solver, &st, mask, tricks_left <= 4);
        found++;
        checked++;
      }
  /* the models the players use: at three sides the declarer against the
   * others together, a defender alone or with the other defender */
  for (guint64 seed = 0, found = 0; found < per_mask; seed++)
    {
      KaiserState st;

      if (!random_position (&rules, seed + 1000, 4, &st))
        continue;
      g_assert_cmpuint (kaiser_solver_seats_for (&st, st.declarer, KAISER_SOLVER_COALITION), ==, 1u << st.declarer);
      g_assert_cmpuint (kaiser_solver_seats_for (&st, st.declarer, KAISER_SOLVER_PARANOID), ==, 1u << st.declarer);
      for (KaiserSeat seat = 0; seat < 3; seat++)
        if (seat != st.declarer)
          {
            g_assert_cmpuint (kaiser_solver_seats_for (&st, seat, KAISER_SOLVER_COALITION), ==, 7u & ~(1u << st.declarer));
            g_assert_cmpuint (kaiser_solver_seats_for (&st, seat, KAISER_SOLVER_PARANOID), ==, 1u << seat);
          }
      found++;
    }

  kaiser_rng_init (&rng, 25);
  for (guint attempt = 0; attempt < 400 && random_checked < per_mask * 2; attempt++)
    {
      KaiserState st;
      guint all;

      kaiser_rules_init_standard (&rules);
      kaiser_test_random_table (&rules, &rng);
      if (!kaiser_rules_validate (&rules, NULL) || kaiser_rules_hand_size (&rules) < 4 ||
          !random_position (&rules, attempt, 3, &st))
        continue;
      all = (1u << kaiser_rules_n_seats (&rules)) - 1;
      for (KaiserSeat seat = 0; seat < kaiser_rules_n_seats (&rules); seat++)
        {
          guint mask = kaiser_solver_seats_for (&st, seat, seat % 2 ? KAISER_SOLVER_PARANOID : KAISER_SOLVER_COALITION);

          g_assert_true (mask != 0 && (mask & ~all) == 0);
          if (!kaiser_solver_can_solve (&st, mask))
            continue;
          check_position_for (solver, &st, mask, TRUE);
          random_checked++;
        }
    }
  /* five or six seats in play do not fit the search's four places (the
   * Expert then decides by rule); three always do; two players have
   * sixteen cards each, eight in piles face down (not searched yet) */
  for (guint n = 2; n <= 6; n++)
    {
      KaiserState big;

      static const char * const packs[] = { [2] = "standard", [3] = "26-card", [4] = "standard", [5] = "40-card", [6] = "48-card" };

      memset (&big, 0, sizeof big);
      kaiser_rules_init_standard (&big.rules);
      g_assert_true (kaiser_rules_set_seats (&big.rules, n, NULL, NULL));
      g_assert_true (kaiser_rules_set (&big.rules, "pack", packs[n], NULL));
      big.active = (guint8) ((1u << n) - 1);
      for (guint mask = 1; mask + 1 < (1u << n); mask++)
        g_assert_true (kaiser_solver_can_solve (&big, mask) == (n == 3 || (n == 4 && (mask == 5 || mask == 10))));
    }
  g_test_message ("%u three-player positions, %u at random tables", checked, random_checked);
  g_assert_cmpuint (checked, ==, 6 * per_mask);
}

/* kaiser_solver_solve_cards_for, which the Expert's race among its cards
 * asks for the cards still in it: for a set of cards, the legal ones and
 * the values solve_moves_for finds for them, in its order; a run of
 * equivalent cards is solved when any of its cards is asked for.  Random
 * sets (with cards that are not legal) in positions of every preset case
 * and of the three-player game. */
static void
check_some_cards (KaiserSolver *solver, const KaiserState *st, guint max_seats, KaiserRng *rng)
{
  KaiserCard all_cards[16], cards[16];
  gint all_values[16], values[16];
  guint n_all = kaiser_solver_solve_moves_for (solver, st, max_seats, all_cards, all_values);

  for (guint k = 0; k < 4; k++)
    {
      KaiserCards wanted = kaiser_rng_next (rng) & kaiser_deck_cards (&st->rules.deck);
      guint n, j = 0;

      if (k == 0)
        wanted = 0;
      else if (k == 1)
        wanted = kaiser_card_bit (kaiser_cards_last (kaiser_state_legal_cards (st)));
      n = kaiser_solver_solve_cards_for (solver, st, max_seats, wanted, cards, values);
      g_assert_cmpuint (n, ==, kaiser_cards_count (wanted & kaiser_state_legal_cards (st)));
      for (guint i = 0; i < n_all; i++)
        if (kaiser_cards_has (wanted, all_cards[i]))
          {
            g_assert_cmpint (cards[j], ==, all_cards[i]);
            g_assert_cmpint (values[j], ==, all_values[i]);
            j++;
          }
      g_assert_cmpuint (j, ==, n);
    }
}

static void
test_solver_some_cards (void)
{
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();
  guint per_case = g_test_thorough () ? 200 : g_getenv ("KAISER_TEST_QUICK") ? 5 : 30;
  KaiserRules rules;
  KaiserRng rng;

  kaiser_rng_init (&rng, 27);
  for (guint c = 0; c < KAISER_TEST_N_PRESET_CASES; c++)
    {
      kaiser_test_preset_case_rules (&kaiser_test_preset_cases[c], &rules);
      for (guint64 seed = 0, found = 0; found < per_case; seed++)
        {
          KaiserState st;

          if (!random_position (&rules, seed + 500, 3 + seed % 6, &st))
            continue;
          check_some_cards (solver, &st, kaiser_rules_side_seats (&rules, 0), &rng);
          check_some_cards (solver, &st, kaiser_rules_side_seats (&rules, 1), &rng);
          found++;
        }
    }
  g_assert_true (kaiser_rules_init_preset (&rules, "three-players", NULL));
  for (guint64 seed = 0, found = 0; found < per_case; seed++)
    {
      KaiserState st;

      if (!random_position (&rules, seed + 700, 3 + seed % 5, &st))
        continue;
      check_some_cards (solver, &st, 1u << st.declarer, &rng);
      check_some_cards (solver, &st, 7u & ~(1u << st.declarer), &rng);
      found++;
    }
}

/* Lost Heir (000_5ed066fa22fca3eb.txt, "Lost Heir": "The two blank cards
 * belong to no suit"; "the Lost Heir always counts as the highest trump
 * and the Wrong Boy counts as the lowest trump"): the solver follows and
 * orders suits by the cards' bits, wrong for those four cards, so it
 * refuses the packs that hold them, at every table size, for any seats. */
static void
test_solver_lost_heir (void)
{
  static const char * const presets[] = { "lost-heir-teams", "lost-heir" };

  for (guint p = 0; p < G_N_ELEMENTS (presets); p++)
    {
      KaiserState st;

      kaiser_test_lost_heir_deal (&st, presets[p], "5", 1);
      g_assert_cmpuint (st.rules.deck.outside, !=, 0);
      for (guint seats = 1; seats < 15; seats++)
        g_assert_false (kaiser_solver_can_solve (&st, seats));
      kaiser_test_trick_ok (&st, "7D 1H 1D WB");
      g_assert_false (kaiser_solver_can_solve (&st, kaiser_rules_side_seats (&st.rules, 0)));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/solver/hand-example", test_solver_hand_example);
  g_test_add_func ("/kaiser/solver/endgames", test_solver_endgames);
  g_test_add_func ("/kaiser/solver/bounds", test_solver_bounds);
  g_test_add_func ("/kaiser/solver/bounds-by-hand", test_solver_bounds_by_hand);
  g_test_add_func ("/kaiser/solver/consistency", test_solver_consistency);
  g_test_add_func ("/kaiser/solver/values", test_solver_values);
  g_test_add_func ("/kaiser/solver/tables", test_solver_tables);
  g_test_add_func ("/kaiser/solver/some-cards", test_solver_some_cards);
  g_test_add_func ("/kaiser/solver/lost-heir", test_solver_lost_heir);
  if (g_test_thorough ())
    g_test_add_func ("/kaiser/solver/full-deals", test_solver_full_deals);
  return g_test_run ();
}
