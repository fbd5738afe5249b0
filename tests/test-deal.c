/* test-deal.c: shuffling and dealing, the deal text format, misdeals and
 * the passing of the deal. */
#include <string.h>

#include "kaiser-test-util.h"

#define assert_cards(rules, mask, expected) G_STMT_START {                      \
    g_autofree char *_text = kaiser_deck_cards_to_string (&(rules)->deck, (mask)); \
    g_assert_cmpstr (_text, ==, (expected));                                     \
  } G_STMT_END

/* tests/data/example.deal without its comments. */
static const char example_text[] =
  "dealer: N\n"
  "N: QS KD JD 8D AC JC 8C 7C\n"
  "E: KS JS 10S 9S 5H AD QD 10C\n"
  "S: 3S AH QH JH 10H 8H QC 9C\n"
  "W: AS 8S KH 9H 10D 9D 7D KC\n";

static void
assert_valid_deal (const KaiserRules *rules, const KaiserCards hands[KAISER_N_SEATS])
{
  KaiserCards all = 0;

  for (guint s = 0; s < KAISER_N_SEATS; s++)
    {
      g_assert_cmpuint (kaiser_cards_count (hands[s]), ==, 8);
      g_assert_cmpuint (hands[s] & all, ==, 0);
      all |= hands[s];
    }
  g_assert_cmpuint (all, ==, kaiser_deck_cards (&rules->deck));
}

static void
misdeal_action (KaiserSeat seat, gboolean call, KaiserAction *action)
{
  memset (action, 0, sizeof *action);
  action->type = KAISER_ACTION_MISDEAL;
  action->seat = seat;
  action->value = call ? 1 : 0;
}

static void
misdeal_ok (KaiserState *state, KaiserSeat seat, gboolean call)
{
  g_autoptr(GError) error = NULL;
  KaiserAction action;

  misdeal_action (seat, call, &action);
  g_assert_true (kaiser_state_apply (state, &action, &error));
  g_assert_no_error (error);
}

static void
misdeal_refused (KaiserState *state, KaiserSeat seat, gboolean call, KaiserError code)
{
  KaiserAction action;

  misdeal_action (seat, call, &action);
  kaiser_test_refused (state, &action, code);
}

/* Seat north holds the given 8 cards; the other 24 go to E, S and W in
 * card order (the lowest eight to East). */
static void
state_with_north (KaiserState *state, const KaiserRules *rules, const char *north)
{
  KaiserCards hands[KAISER_N_SEATS] = { 0 };
  KaiserCard card;
  guint n = 0;

  hands[KAISER_NORTH] = kaiser_test_cards (rules, north);
  g_assert_cmpuint (kaiser_cards_count (hands[KAISER_NORTH]), ==, 8);
  KAISER_CARDS_FOREACH (card, kaiser_deck_cards (&rules->deck) & ~hands[KAISER_NORTH])
    {
      hands[KAISER_EAST + n / 8] |= kaiser_card_bit (card);
      n++;
    }
  assert_valid_deal (rules, hands);
  kaiser_state_init (state, rules, KAISER_WEST);
  kaiser_state_deal (state, hands, 0);
}

/* The Québec pack of 000_5ed066fa22fca3eb.txt, "Québec version with sevens
 * high": 7 6 5 4 3 2 A K in each suit, kings lowest, K♥ +5 and K♠ −3.  Its
 * honours (aces, kings) are only 8 cards, so up to three seats can be
 * dealt a weak hand, which the standard pack never allows. */
static void
init_quebec_rules (KaiserRules *rules)
{
  static const KaiserFace faces[] = {
    KAISER_FACE_KING, KAISER_FACE_ACE, KAISER_FACE_2, KAISER_FACE_3,
    KAISER_FACE_4, KAISER_FACE_5, KAISER_FACE_6, KAISER_FACE_7,
  };

  kaiser_rules_init_standard (rules);
  g_strlcpy (rules->id, "test-quebec", sizeof rules->id);
  for (guint s = 0; s < KAISER_N_SUITS; s++)
    {
      rules->deck.n_cards[s] = G_N_ELEMENTS (faces);
      memset (rules->deck.face[s], 0, sizeof rules->deck.face[s]);
      for (guint p = 0; p < G_N_ELEMENTS (faces); p++)
        rules->deck.face[s][p] = faces[p];
    }
  rules->deck.bonus_card = kaiser_card_make (KAISER_HEARTS, 0);
  rules->deck.penalty_card = kaiser_card_make (KAISER_SPADES, 0);
  g_assert_true (kaiser_rules_validate (rules, NULL));
  g_assert_cmpuint (kaiser_cards_count (kaiser_deck_honours (&rules->deck)), ==, 8);
}

/* Play a hand to its end taking the first legal action each time. */
static void
play_out (KaiserState *state)
{
  guint steps = 0;

  while (state->phase != KAISER_PHASE_HAND_OVER && state->phase != KAISER_PHASE_GAME_OVER)
    {
      KaiserAction actions[KAISER_MAX_ACTIONS];
      guint n = kaiser_state_legal_actions (state, actions);

      g_assert_cmpuint (n, >, 0);
      g_assert_true (kaiser_state_apply (state, &actions[0], NULL));
      g_assert_cmpuint (++steps, <, 100);
    }
}

/* Shuffling */

static void
test_shuffle_hands (void)
{
  KaiserCards kitty;
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "Deal": "The dealer deals out all the cards
   * ... so that everyone has eight." */
  kaiser_rules_init_standard (&rules);
  for (guint64 seed = 1; seed <= 50; seed++)
    {
      KaiserCards hands[KAISER_N_SEATS];
      KaiserRng rng;

      kaiser_rng_init (&rng, seed);
      kaiser_state_shuffle (&rules, (KaiserSeat) (seed % 4), &rng, hands, &kitty);
      assert_valid_deal (&rules, hands);
    }
}

static void
test_shuffle_seed (void)
{
  KaiserCards kitty;
  KaiserCards a[KAISER_N_SEATS], b[KAISER_N_SEATS], c[KAISER_N_SEATS];
  KaiserRules rules;
  KaiserRng rng;

  kaiser_rules_init_standard (&rules);
  kaiser_rng_init (&rng, 2024);
  kaiser_state_shuffle (&rules, KAISER_NORTH, &rng, a, &kitty);
  kaiser_rng_init (&rng, 2024);
  kaiser_state_shuffle (&rules, KAISER_NORTH, &rng, b, &kitty);
  kaiser_rng_init (&rng, 2025);
  kaiser_state_shuffle (&rules, KAISER_NORTH, &rng, c, &kitty);
  g_assert_cmpmem (a, sizeof a, b, sizeof b);
  /* Another seed, another deal (the same deal has odds of about 10^-17). */
  g_assert_true (memcmp (a, c, sizeof a) != 0);
  /* The next shuffle from the same generator is another deal as well. */
  kaiser_state_shuffle (&rules, KAISER_NORTH, &rng, b, &kitty);
  g_assert_true (memcmp (b, c, sizeof b) != 0);
}

static void
test_shuffle_dealer_rotation (void)
{
  KaiserCards kitty;
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "Deal": the dealer deals "clockwise one at a
   * time", starting at the left.  The same shuffled pack dealt by the
   * next dealer reaches every hand one seat further round. */
  kaiser_rules_init_standard (&rules);
  for (guint64 seed = 1; seed <= 10; seed++)
    {
      KaiserCards hands[KAISER_N_SEATS][KAISER_N_SEATS];
      KaiserRng base;

      kaiser_rng_init (&base, seed);
      for (guint d = 0; d < KAISER_N_SEATS; d++)
        {
          KaiserRng rng = base;

          kaiser_state_shuffle (&rules, (KaiserSeat) d, &rng, hands[d], &kitty);
        }
      for (guint d = 0; d < KAISER_N_SEATS; d++)
        for (guint s = 0; s < KAISER_N_SEATS; s++)
          g_assert_cmpuint (hands[d][(s + d) % KAISER_N_SEATS], ==, hands[KAISER_NORTH][s]);
      /* And the hands do differ, or the test would prove nothing. */
      g_assert_cmpuint (hands[KAISER_NORTH][KAISER_EAST], !=, hands[KAISER_NORTH][KAISER_SOUTH]);
    }
}

static void
test_shuffle_uniform (void)
{
  KaiserCards kitty;
  static const char * const watched[] = { "AS", "5H", "3S", "7C" };
  guint counts[G_N_ELEMENTS (watched)][KAISER_N_SEATS] = { { 0 } };
  KaiserRules rules;
  KaiserRng rng;

  /* Every card is equally likely to go to each seat: 4000 deals, chi-square
   * with 3 degrees of freedom below its upper 0.1 % point, 16.266. */
  kaiser_rules_init_standard (&rules);
  kaiser_rng_init (&rng, 77);
  for (guint i = 0; i < 4000; i++)
    {
      KaiserCards hands[KAISER_N_SEATS];

      kaiser_state_shuffle (&rules, KAISER_NORTH, &rng, hands, &kitty);
      for (guint w = 0; w < G_N_ELEMENTS (watched); w++)
        for (guint s = 0; s < KAISER_N_SEATS; s++)
          if (kaiser_cards_has (hands[s], kaiser_test_card (&rules, watched[w])))
            counts[w][s]++;
    }
  for (guint w = 0; w < G_N_ELEMENTS (watched); w++)
    {
      double chi = 0;

      for (guint s = 0; s < KAISER_N_SEATS; s++)
        chi += (counts[w][s] - 1000.0) * (counts[w][s] - 1000.0) / 1000.0;
      g_test_message ("%s: %u %u %u %u, chi-square %.2f", watched[w],
                      counts[w][0], counts[w][1], counts[w][2], counts[w][3], chi);
      g_assert_cmpfloat (chi, <, 16.266);
    }
}

/* The deal text format */

static void
test_text_parse (void)
{
  g_autoptr(GError) error = NULL;
  KaiserRules rules;
  KaiserDeal deal;

  kaiser_rules_init_standard (&rules);
  g_assert_true (kaiser_deal_parse (&rules, example_text, &deal, &error));
  g_assert_no_error (error);
  g_assert_cmpint (deal.dealer, ==, KAISER_NORTH);
  assert_cards (&rules, deal.hands[KAISER_NORTH], "QS KD JD 8D AC JC 8C 7C");
  assert_cards (&rules, deal.hands[KAISER_EAST], "KS JS 10S 9S 5H AD QD 10C");
  assert_cards (&rules, deal.hands[KAISER_SOUTH], "3S AH QH JH 10H 8H QC 9C");
  assert_cards (&rules, deal.hands[KAISER_WEST], "AS 8S KH 9H 10D 9D 7D KC");
  assert_valid_deal (&rules, deal.hands);
}

static void
test_text_load (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "example.deal", NULL);
  g_autofree char *missing = g_test_build_filename (G_TEST_DIST, "data", "no-such-file.deal", NULL);
  g_autoptr(GError) error = NULL;
  KaiserRules rules;
  KaiserDeal deal, expected;

  kaiser_rules_init_standard (&rules);
  g_assert_true (kaiser_deal_parse (&rules, example_text, &expected, NULL));
  /* Comments and blank lines are skipped. */
  g_assert_true (kaiser_deal_load (&rules, path, &deal, &error));
  g_assert_no_error (error);
  g_assert_cmpint (deal.dealer, ==, expected.dealer);
  g_assert_cmpmem (deal.hands, sizeof deal.hands, expected.hands, sizeof expected.hands);

  g_assert_false (kaiser_deal_load (&rules, missing, &deal, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

static void
test_text_format (void)
{
  g_autofree char *text = NULL;
  KaiserRules rules;
  KaiserDeal deal;

  /* Seats in the order N E S W, each hand highest suit and card first. */
  kaiser_rules_init_standard (&rules);
  g_assert_true (kaiser_deal_parse (&rules,
                                    "  # the example, shuffled about\n"
                                    "\n"
                                    "W: KC 7D 9D 10D 9H KH 8S AS\n"
                                    "S: 9C QC 8H 10H JH QH AH 3S\n"
                                    " dealer : n \n"
                                    "E:10C QD AD 5H 9S 10S JS KS\n"
                                    "N:  7C 8C JC AC 8D JD KD QS  \n",
                                    &deal, NULL));
  text = kaiser_deal_to_string (&rules, &deal);
  g_assert_cmpstr (text, ==, example_text);
}

static void
test_text_round_trip (void)
{
  KaiserRules rules;
  KaiserRng rng;

  kaiser_rules_init_standard (&rules);
  kaiser_rng_init (&rng, 3);
  for (guint i = 0; i < 50; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      g_autofree char *again = NULL;
      KaiserDeal deal = { 0 }, back;

      /* The shuffle fills the hands of the table's seats, not the rest. */
      deal.dealer = (KaiserSeat) (i % KAISER_N_SEATS);
      kaiser_state_shuffle (&rules, deal.dealer, &rng, deal.hands, &deal.kitty);
      text = kaiser_deal_to_string (&rules, &deal);
      g_assert_true (kaiser_deal_parse (&rules, text, &back, &error));
      g_assert_no_error (error);
      g_assert_cmpint (back.dealer, ==, deal.dealer);
      g_assert_cmpmem (back.hands, sizeof back.hands, deal.hands, sizeof deal.hands);
      again = kaiser_deal_to_string (&rules, &back);
      g_assert_cmpstr (again, ==, text);
    }
}

static void
assert_parse_fails (const char *text)
{
  g_autoptr(GError) error = NULL;
  KaiserRules rules;
  KaiserDeal deal;

  kaiser_rules_init_standard (&rules);
  g_assert_false (kaiser_deal_parse (&rules, text, &deal, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID);
  g_test_message ("%s", error->message);
}

static void
test_text_missing_seat (void)
{
  /* kaiser-deal.h: "Every card of the pack once": West's 8 are missing. */
  assert_parse_fails ("dealer: N\n"
                      "N: QS KD JD 8D AC JC 8C 7C\n"
                      "E: KS JS 10S 9S 5H AD QD 10C\n"
                      "S: 3S AH QH JH 10H 8H QC 9C\n");
}

static void
test_text_no_dealer (void)
{
  assert_parse_fails ("N: QS KD JD 8D AC JC 8C 7C\n"
                      "E: KS JS 10S 9S 5H AD QD 10C\n"
                      "S: 3S AH QH JH 10H 8H QC 9C\n"
                      "W: AS 8S KH 9H 10D 9D 7D KC\n");
  assert_parse_fails ("dealer: Q\n"
                      "N: QS KD JD 8D AC JC 8C 7C\n"
                      "E: KS JS 10S 9S 5H AD QD 10C\n"
                      "S: 3S AH QH JH 10H 8H QC 9C\n"
                      "W: AS 8S KH 9H 10D 9D 7D KC\n");
}

static void
test_text_duplicate_card (void)
{
  /* North's QS again in West's hand (in place of the AS). */
  assert_parse_fails ("dealer: N\n"
                      "N: QS KD JD 8D AC JC 8C 7C\n"
                      "E: KS JS 10S 9S 5H AD QD 10C\n"
                      "S: 3S AH QH JH 10H 8H QC 9C\n"
                      "W: QS 8S KH 9H 10D 9D 7D KC\n");
  /* The same card twice in one hand. */
  assert_parse_fails ("dealer: N\n"
                      "N: QS KD JD 8D AC JC 8C 8C\n"
                      "E: KS JS 10S 9S 5H AD QD 10C\n"
                      "S: 3S AH QH JH 10H 8H QC 9C\n"
                      "W: AS 8S KH 9H 10D 9D 7D KC 7C\n");
}

static void
test_text_wrong_count (void)
{
  /* 000_5ed066fa22fca3eb.txt, "Deal": eight cards each.  North's 7C has
   * gone to East: 7 and 9 cards. */
  assert_parse_fails ("dealer: N\n"
                      "N: QS KD JD 8D AC JC 8C\n"
                      "E: KS JS 10S 9S 5H AD QD 10C 7C\n"
                      "S: 3S AH QH JH 10H 8H QC 9C\n"
                      "W: AS 8S KH 9H 10D 9D 7D KC\n");
  assert_parse_fails ("dealer: N\n"
                      "N: QS KD JD 8D AC JC 8C 7C\n"
                      "E: KS JS 10S 9S 5H AD QD 10C\n"
                      "S: 3S AH QH JH 10H 8H QC 9C\n"
                      "W:\n");
}

static void
test_text_junk_line (void)
{
  assert_parse_fails ("dealer: N\n"
                      "N: QS KD JD 8D AC JC 8C 7C\n"
                      "hello world\n"
                      "E: KS JS 10S 9S 5H AD QD 10C\n"
                      "S: 3S AH QH JH 10H 8H QC 9C\n"
                      "W: AS 8S KH 9H 10D 9D 7D KC\n");
  /* Not a seat before the colon. */
  assert_parse_fails ("dealer: N\n"
                      "N: QS KD JD 8D AC JC 8C 7C\n"
                      "X: KS JS 10S 9S 5H AD QD 10C\n"
                      "S: 3S AH QH JH 10H 8H QC 9C\n"
                      "W: AS 8S KH 9H 10D 9D 7D KC\n");
  /* Not a card of the pack: 7H (the 5H is missing too). */
  assert_parse_fails ("dealer: N\n"
                      "N: QS KD JD 8D AC JC 8C 7C\n"
                      "E: KS JS 10S 9S 7H AD QD 10C\n"
                      "S: 3S AH QH JH 10H 8H QC 9C\n"
                      "W: AS 8S KH 9H 10D 9D 7D KC\n");
  assert_parse_fails ("");
}

static void
test_text_seat_twice (void)
{
  assert_parse_fails ("dealer: N\n"
                      "N: QS KD JD 8D AC JC 8C 7C\n"
                      "E: KS JS 10S 9S 5H AD QD 10C\n"
                      "N: 3S AH QH JH 10H 8H QC 9C\n"
                      "W: AS 8S KH 9H 10D 9D 7D KC\n");
}

/* Dealing into the state */

static void
test_state_deal (void)
{
  KaiserRules rules;
  KaiserState state;
  KaiserDeal deal;

  kaiser_rules_init_standard (&rules);
  g_assert_true (kaiser_deal_parse (&rules, example_text, &deal, NULL));
  kaiser_state_init (&state, &rules, KAISER_NORTH);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_DEAL);
  g_assert_cmpint (state.dealer, ==, KAISER_NORTH);
  g_assert_cmpuint (state.hand_number, ==, 1);
  g_assert_cmpint (state.scores[KAISER_TEAM_NS], ==, 0);
  g_assert_cmpint (state.scores[KAISER_TEAM_EW], ==, 0);
  g_assert_cmpint (state.winner, ==, KAISER_TEAM_NONE);
  g_assert_cmpint (state.to_act, ==, KAISER_SEAT_NONE);

  kaiser_state_deal (&state, deal.hands, 0);
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    {
      g_assert_cmpuint (state.dealt[s], ==, deal.hands[s]);
      g_assert_cmpuint (state.hands[s], ==, deal.hands[s]);
      g_assert_false (kaiser_state_hand_is_weak (&state, (KaiserSeat) s));
    }
  /* 000_5ed066fa22fca3eb.txt, "Bidding": no hand is weak, so the bidding
   * begins "with the player at the dealer's left". */
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
  g_assert_cmpuint (state.n_misdeals, ==, 0);
  g_assert_cmpint (state.declarer, ==, KAISER_SEAT_NONE);
  g_assert_cmpint (state.trump, ==, KAISER_SUIT_NONE);
  g_assert_cmpuint (state.n_bids, ==, 0);
}

/* Misdeal: which hands are weak */

static void
test_misdeal_weak_hand (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Deal": "Any player who is dealt no aces, no
   * picture cards and no 3 or 5 can throw in the hand". */
  kaiser_rules_init_standard (&rules);
  state_with_north (&state, &rules, "10C 9C 8C 7C 10D 9D 8D 7D");
  g_assert_true (kaiser_state_hand_is_weak (&state, KAISER_NORTH));
  g_assert_false (kaiser_state_hand_is_weak (&state, KAISER_EAST));
  g_assert_false (kaiser_state_hand_is_weak (&state, KAISER_SOUTH));
  g_assert_false (kaiser_state_hand_is_weak (&state, KAISER_WEST));
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_MISDEAL);
  g_assert_cmpint (state.to_act, ==, KAISER_NORTH);

  /* Tens, nines and eights of the majors are no honours either. */
  state_with_north (&state, &rules, "10S 9S 8S 10H 9H 8H 7D 7C");
  g_assert_true (kaiser_state_hand_is_weak (&state, KAISER_NORTH));
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_MISDEAL);
}

static void
test_misdeal_single_jack (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Deal": a picture card is enough to keep
   * the hand. */
  kaiser_rules_init_standard (&rules);
  state_with_north (&state, &rules, "JC 9C 8C 7C 10D 9D 8D 7D");
  g_assert_false (kaiser_state_hand_is_weak (&state, KAISER_NORTH));
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);
  g_assert_cmpint (state.to_act, ==, KAISER_NORTH);
}

static void
test_misdeal_only_three (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Deal": "no 3 or 5" — the 3♠ alone keeps it. */
  kaiser_rules_init_standard (&rules);
  state_with_north (&state, &rules, "3S 9C 8C 7C 10D 9D 8D 7D");
  g_assert_false (kaiser_state_hand_is_weak (&state, KAISER_NORTH));
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);
}

static void
test_misdeal_only_five (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Deal": likewise the 5♥ alone. */
  kaiser_rules_init_standard (&rules);
  state_with_north (&state, &rules, "5H 9C 8C 7C 10D 9D 8D 7D");
  g_assert_false (kaiser_state_hand_is_weak (&state, KAISER_NORTH));
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);
}

static void
test_misdeal_every_honour (void)
{
  static const char * const honours[] = {
    "AS", "KS", "QS", "JS", "3S", "AH", "KH", "QH", "JH", "5H",
    "AD", "KD", "QD", "JD", "AC", "KC", "QC", "JC",
  };
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "Deal": any one ace, picture card, 3 or 5
   * with seven plain cards is not a misdeal. */
  kaiser_rules_init_standard (&rules);
  for (guint i = 0; i < G_N_ELEMENTS (honours); i++)
    {
      g_autofree char *hand = g_strdup_printf ("%s 10C 9C 8C 7C 10D 9D 8D", honours[i]);
      KaiserState state;

      g_test_message ("%s", hand);
      state_with_north (&state, &rules, hand);
      g_assert_false (kaiser_state_hand_is_weak (&state, KAISER_NORTH));
      g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);
    }
}

/* Misdeal: the offer */

static void
test_misdeal_offer (void)
{
  KaiserAction actions[KAISER_MAX_ACTIONS];
  KaiserAction bid = { KAISER_ACTION_BID, KAISER_EAST, 0, kaiser_test_bid ("7") };
  KaiserRules rules;
  KaiserState state;
  guint n;

  /* 000_5ed066fa22fca3eb.txt, "Deal": only the player dealt the weak hand
   * may throw it in.  North deals; West is weak; East, on the dealer's
   * left, is not weak and is not asked. */
  kaiser_rules_init_standard (&rules);
  kaiser_test_state_from_file (&state, &rules, "weak-west.deal");
  g_assert_cmpint (state.dealer, ==, KAISER_NORTH);
  g_assert_true (kaiser_state_hand_is_weak (&state, KAISER_WEST));
  g_assert_false (kaiser_state_hand_is_weak (&state, KAISER_EAST));
  g_assert_false (kaiser_state_hand_is_weak (&state, KAISER_SOUTH));
  g_assert_false (kaiser_state_hand_is_weak (&state, KAISER_NORTH));
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_MISDEAL);
  g_assert_cmpint (state.to_act, ==, KAISER_WEST);

  n = kaiser_state_legal_actions (&state, actions);
  g_assert_cmpuint (n, ==, 2);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpint (actions[i].type, ==, KAISER_ACTION_MISDEAL);
      g_assert_cmpint (actions[i].seat, ==, KAISER_WEST);
    }
  g_assert_cmpuint (actions[0].value + actions[1].value, ==, 1);

  /* Nobody else may call, and nobody bids yet. */
  misdeal_refused (&state, KAISER_EAST, TRUE, KAISER_ERROR_OUT_OF_TURN);
  misdeal_refused (&state, KAISER_NORTH, TRUE, KAISER_ERROR_OUT_OF_TURN);
  misdeal_refused (&state, KAISER_SOUTH, FALSE, KAISER_ERROR_OUT_OF_TURN);
  kaiser_test_refused (&state, &bid, KAISER_ERROR_WRONG_PHASE);
  bid.seat = KAISER_WEST;
  kaiser_test_refused (&state, &bid, KAISER_ERROR_WRONG_PHASE);
}

static void
test_misdeal_bad_value (void)
{
  KaiserAction action;
  KaiserRules rules;
  KaiserState state;

  kaiser_rules_init_standard (&rules);
  kaiser_test_state_from_file (&state, &rules, "weak-west.deal");
  misdeal_action (KAISER_WEST, TRUE, &action);
  action.value = 2;
  kaiser_test_refused (&state, &action, KAISER_ERROR_MISDEAL_NOT_ALLOWED);
}

static void
test_misdeal_decline (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Deal": the player "can" throw it in; if
   * West keeps the hand the bidding starts at the dealer's left as usual. */
  kaiser_rules_init_standard (&rules);
  kaiser_test_state_from_file (&state, &rules, "weak-west.deal");
  misdeal_ok (&state, KAISER_WEST, FALSE);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
  g_assert_cmpint (state.dealer, ==, KAISER_NORTH);
  g_assert_cmpuint (state.n_misdeals, ==, 0);
  g_assert_cmpuint (state.hands[KAISER_WEST], ==, kaiser_test_cards (&rules, "10D 9D 8D 7D 10C 9C 8C 7C"));
  /* The offer is over. */
  misdeal_refused (&state, KAISER_EAST, TRUE, KAISER_ERROR_WRONG_PHASE);
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  misdeal_refused (&state, KAISER_WEST, TRUE, KAISER_ERROR_WRONG_PHASE);
}

static void
test_misdeal_call (void)
{
  KaiserRules rules;
  KaiserState state;
  KaiserDeal deal;

  /* 000_5ed066fa22fca3eb.txt, "Deal": "the cards are shuffled and dealt
   * again by the same dealer". */
  kaiser_rules_init_standard (&rules);
  kaiser_test_state_from_file (&state, &rules, "weak-west.deal");
  misdeal_ok (&state, KAISER_WEST, TRUE);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_DEAL);
  g_assert_cmpint (state.dealer, ==, KAISER_NORTH);
  g_assert_cmpuint (state.n_misdeals, ==, 1);
  g_assert_cmpuint (state.hand_number, ==, 1);
  g_assert_cmpint (state.to_act, ==, KAISER_SEAT_NONE);
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    g_assert_cmpuint (state.hands[s], ==, 0);
  misdeal_refused (&state, KAISER_WEST, TRUE, KAISER_ERROR_WRONG_PHASE);

  /* The same dealer deals again; West is weak again and throws in again. */
  g_assert_true (kaiser_deal_parse (&rules,
                                    "dealer: N\n"
                                    "N: AS KS QS JS AH KH QH JH\n"
                                    "E: AD KD QD JD AC KC QC JC\n"
                                    "S: 10S 9S 8S 3S 10H 9H 8H 5H\n"
                                    "W: 10D 9D 8D 7D 10C 9C 8C 7C\n",
                                    &deal, NULL));
  kaiser_state_deal (&state, deal.hands, 0);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_MISDEAL);
  g_assert_cmpint (state.to_act, ==, KAISER_WEST);
  g_assert_cmpuint (state.n_misdeals, ==, 1);
  misdeal_ok (&state, KAISER_WEST, TRUE);
  g_assert_cmpuint (state.n_misdeals, ==, 2);
  g_assert_cmpint (state.dealer, ==, KAISER_NORTH);

  /* A good deal at last: bidding from the dealer's left. */
  g_assert_true (kaiser_deal_parse (&rules, example_text, &deal, NULL));
  kaiser_state_deal (&state, deal.hands, 0);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
  g_assert_cmpint (state.dealer, ==, KAISER_NORTH);
  g_assert_cmpuint (state.n_misdeals, ==, 2);
  g_assert_cmpuint (state.hand_number, ==, 1);
}

static void
test_misdeal_weak_dealer (void)
{
  KaiserRules rules;
  KaiserState state;
  KaiserDeal deal;

  /* 000_5ed066fa22fca3eb.txt, "Deal": "Any player" — the dealer too. */
  kaiser_rules_init_standard (&rules);
  g_assert_true (kaiser_deal_parse (&rules,
                                    "dealer: W\n"
                                    "N: AS KS QS JS AH KH QH JH\n"
                                    "E: AD KD QD JD AC KC QC JC\n"
                                    "S: 10S 9S 8S 3S 10H 9H 8H 5H\n"
                                    "W: 10D 9D 8D 7D 10C 9C 8C 7C\n",
                                    &deal, NULL));
  kaiser_state_init (&state, &rules, deal.dealer);
  kaiser_state_deal (&state, deal.hands, 0);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_MISDEAL);
  g_assert_cmpint (state.to_act, ==, KAISER_WEST);
  misdeal_ok (&state, KAISER_WEST, FALSE);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);
  g_assert_cmpint (state.to_act, ==, KAISER_NORTH);
}

static void
test_misdeal_order (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Deal" (the misdeal) and "Bidding" (turns go
   * clockwise from the dealer's left).  South deals; West, North and East
   * are weak and are asked in that order; South, who is not, never is. */
  init_quebec_rules (&rules);
  kaiser_test_state_from_text (&state, &rules,
                               "dealer: S\n"
                               "S: KC AC KD AD KH AH KS AS\n"
                               "W: 2C 3C 4C 5C 6C 7C 2D 3D\n"
                               "N: 4D 5D 6D 7D 2H 3H 4H 5H\n"
                               "E: 6H 7H 2S 3S 4S 5S 6S 7S\n");
  g_assert_true (kaiser_state_hand_is_weak (&state, KAISER_WEST));
  g_assert_true (kaiser_state_hand_is_weak (&state, KAISER_NORTH));
  g_assert_true (kaiser_state_hand_is_weak (&state, KAISER_EAST));
  g_assert_false (kaiser_state_hand_is_weak (&state, KAISER_SOUTH));

  g_assert_cmpint (state.phase, ==, KAISER_PHASE_MISDEAL);
  g_assert_cmpint (state.to_act, ==, KAISER_WEST);
  misdeal_refused (&state, KAISER_NORTH, TRUE, KAISER_ERROR_OUT_OF_TURN);
  misdeal_refused (&state, KAISER_EAST, TRUE, KAISER_ERROR_OUT_OF_TURN);
  misdeal_ok (&state, KAISER_WEST, FALSE);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_MISDEAL);
  g_assert_cmpint (state.to_act, ==, KAISER_NORTH);
  misdeal_refused (&state, KAISER_WEST, TRUE, KAISER_ERROR_OUT_OF_TURN);
  misdeal_ok (&state, KAISER_NORTH, FALSE);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_MISDEAL);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
  misdeal_ok (&state, KAISER_EAST, TRUE);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_DEAL);
  g_assert_cmpint (state.dealer, ==, KAISER_SOUTH);
  g_assert_cmpuint (state.n_misdeals, ==, 1);
}

static void
test_misdeal_all_decline (void)
{
  KaiserRules rules;
  KaiserState state;

  /* As above, but North holds the A♠: West is asked, then East, never North;
   * when both keep their hands the bidding starts at West. */
  init_quebec_rules (&rules);
  kaiser_test_state_from_text (&state, &rules,
                               "dealer: S\n"
                               "S: KC AC KD AD KH AH KS 5H\n"
                               "W: 2C 3C 4C 5C 6C 7C 2D 3D\n"
                               "N: 4D 5D 6D 7D 2H 3H 4H AS\n"
                               "E: 6H 7H 2S 3S 4S 5S 6S 7S\n");
  g_assert_false (kaiser_state_hand_is_weak (&state, KAISER_NORTH));
  g_assert_cmpint (state.to_act, ==, KAISER_WEST);
  misdeal_ok (&state, KAISER_WEST, FALSE);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_MISDEAL);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
  misdeal_refused (&state, KAISER_NORTH, TRUE, KAISER_ERROR_OUT_OF_TURN);
  misdeal_ok (&state, KAISER_EAST, FALSE);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);
  g_assert_cmpint (state.to_act, ==, KAISER_WEST);
  g_assert_cmpuint (state.n_misdeals, ==, 0);
}

static void
test_misdeal_dealer_last (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Deal" and "Bidding": turns start at the
   * dealer's left, so a weak dealer is asked after the others.  South
   * deals; South and West are weak; North and East are not. */
  init_quebec_rules (&rules);
  kaiser_test_state_from_text (&state, &rules,
                               "dealer: S\n"
                               "S: 2C 3C 4C 5C 6C 7C 2D 3D\n"
                               "W: 4D 5D 6D 7D 2H 3H 4H 5H\n"
                               "N: KC AC KD AD 6H 7H 2S 3S\n"
                               "E: KH AH KS AS 4S 5S 6S 7S\n");
  g_assert_true (kaiser_state_hand_is_weak (&state, KAISER_SOUTH));
  g_assert_true (kaiser_state_hand_is_weak (&state, KAISER_WEST));
  g_assert_false (kaiser_state_hand_is_weak (&state, KAISER_NORTH));
  g_assert_false (kaiser_state_hand_is_weak (&state, KAISER_EAST));
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_MISDEAL);
  g_assert_cmpint (state.to_act, ==, KAISER_WEST);
  misdeal_refused (&state, KAISER_SOUTH, TRUE, KAISER_ERROR_OUT_OF_TURN);
  misdeal_ok (&state, KAISER_WEST, FALSE);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_MISDEAL);
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  misdeal_ok (&state, KAISER_SOUTH, FALSE);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);
  g_assert_cmpint (state.to_act, ==, KAISER_WEST);
}

static void
test_misdeal_off (void)
{
  KaiserAction action;
  KaiserRules rules;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "34-card Game with Low bids": "Many groups
   * ... do not recognise" the weak-hand misdeal (VARIANTS.md V9 off). */
  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  kaiser_test_state_from_file (&state, &rules, "weak-west.deal");
  g_assert_true (kaiser_state_hand_is_weak (&state, KAISER_WEST));
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
  misdeal_action (KAISER_EAST, TRUE, &action);
  kaiser_test_refused (&state, &action, KAISER_ERROR_WRONG_PHASE);
}

/* The deal passes to the left */

static void
test_next_hand (void)
{
  KaiserRules rules;
  KaiserState state;
  KaiserDeal deal;

  /* 000_5ed066fa22fca3eb.txt, "Deal": "After each hand the turn to deal
   * passes to the left." */
  kaiser_rules_init_standard (&rules);
  g_assert_true (kaiser_deal_parse (&rules, example_text, &deal, NULL));
  kaiser_state_init (&state, &rules, KAISER_NORTH);
  /* Four hands cannot end the game: a side takes at most 12 points a hand
   * (seven tricks and the 5H) and defends with at most 13. */
  for (guint hand = 1; hand <= 4; hand++)
    {
      KaiserSeat dealer = (KaiserSeat) ((hand - 1) % KAISER_N_SEATS);
      gint scores[KAISER_N_TEAMS];

      g_assert_cmpint (state.phase, ==, KAISER_PHASE_DEAL);
      g_assert_cmpuint (state.hand_number, ==, hand);
      g_assert_cmpint (state.dealer, ==, dealer);
      g_assert_cmpuint (state.n_misdeals, ==, 0);
      kaiser_state_deal (&state, deal.hands, 0);
      g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);
      g_assert_cmpint (state.to_act, ==, kaiser_seat_lho (dealer));
      play_out (&state);
      g_assert_cmpint (state.phase, ==, KAISER_PHASE_HAND_OVER);
      scores[0] = state.scores[0];
      scores[1] = state.scores[1];

      kaiser_state_next_hand (&state);
      g_assert_cmpint (state.phase, ==, KAISER_PHASE_DEAL);
      g_assert_cmpuint (state.hand_number, ==, hand + 1);
      g_assert_cmpint (state.dealer, ==, kaiser_seat_next (dealer));
      g_assert_cmpint (state.to_act, ==, KAISER_SEAT_NONE);
      g_assert_cmpint (state.declarer, ==, KAISER_SEAT_NONE);
      g_assert_cmpuint (state.n_tricks, ==, 0);
      for (guint s = 0; s < KAISER_N_SEATS; s++)
        g_assert_cmpuint (state.hands[s], ==, 0);
      /* The game score carries over. */
      g_assert_cmpint (state.scores[0], ==, scores[0]);
      g_assert_cmpint (state.scores[1], ==, scores[1]);
    }
  /* Four hands from North: the deal went round and is back with North. */
  g_assert_cmpint (state.dealer, ==, KAISER_NORTH);
  g_assert_cmpuint (state.hand_number, ==, 5);
}

static void
test_next_hand_after_misdeal (void)
{
  KaiserRules rules;
  KaiserState state;
  KaiserDeal deal;

  /* 000_5ed066fa22fca3eb.txt, "Deal": a thrown-in hand is dealt again by
   * the same dealer; the next hand still passes to the left. */
  kaiser_rules_init_standard (&rules);
  kaiser_test_state_from_file (&state, &rules, "weak-west.deal");
  misdeal_ok (&state, KAISER_WEST, TRUE);
  g_assert_true (kaiser_deal_parse (&rules, example_text, &deal, NULL));
  kaiser_state_deal (&state, deal.hands, 0);
  play_out (&state);
  g_assert_cmpuint (state.n_misdeals, ==, 1);
  kaiser_state_next_hand (&state);
  g_assert_cmpint (state.dealer, ==, KAISER_EAST);
  g_assert_cmpuint (state.hand_number, ==, 2);
  g_assert_cmpuint (state.n_misdeals, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/kaiser/deal/shuffle/hands", test_shuffle_hands);
  g_test_add_func ("/kaiser/deal/shuffle/seed", test_shuffle_seed);
  g_test_add_func ("/kaiser/deal/shuffle/dealer-rotation", test_shuffle_dealer_rotation);
  g_test_add_func ("/kaiser/deal/shuffle/uniform", test_shuffle_uniform);
  g_test_add_func ("/kaiser/deal/text/parse", test_text_parse);
  g_test_add_func ("/kaiser/deal/text/load", test_text_load);
  g_test_add_func ("/kaiser/deal/text/format", test_text_format);
  g_test_add_func ("/kaiser/deal/text/round-trip", test_text_round_trip);
  g_test_add_func ("/kaiser/deal/text/missing-seat", test_text_missing_seat);
  g_test_add_func ("/kaiser/deal/text/no-dealer", test_text_no_dealer);
  g_test_add_func ("/kaiser/deal/text/duplicate-card", test_text_duplicate_card);
  g_test_add_func ("/kaiser/deal/text/wrong-count", test_text_wrong_count);
  g_test_add_func ("/kaiser/deal/text/junk-line", test_text_junk_line);
  g_test_add_func ("/kaiser/deal/text/seat-twice", test_text_seat_twice);
  g_test_add_func ("/kaiser/deal/state/deal", test_state_deal);
  g_test_add_func ("/kaiser/deal/misdeal/weak-hand", test_misdeal_weak_hand);
  g_test_add_func ("/kaiser/deal/misdeal/single-jack", test_misdeal_single_jack);
  g_test_add_func ("/kaiser/deal/misdeal/only-three-of-spades", test_misdeal_only_three);
  g_test_add_func ("/kaiser/deal/misdeal/only-five-of-hearts", test_misdeal_only_five);
  g_test_add_func ("/kaiser/deal/misdeal/every-honour", test_misdeal_every_honour);
  g_test_add_func ("/kaiser/deal/misdeal/offer", test_misdeal_offer);
  g_test_add_func ("/kaiser/deal/misdeal/bad-value", test_misdeal_bad_value);
  g_test_add_func ("/kaiser/deal/misdeal/decline", test_misdeal_decline);
  g_test_add_func ("/kaiser/deal/misdeal/call", test_misdeal_call);
  g_test_add_func ("/kaiser/deal/misdeal/weak-dealer", test_misdeal_weak_dealer);
  g_test_add_func ("/kaiser/deal/misdeal/order", test_misdeal_order);
  g_test_add_func ("/kaiser/deal/misdeal/all-decline", test_misdeal_all_decline);
  g_test_add_func ("/kaiser/deal/misdeal/dealer-last", test_misdeal_dealer_last);
  g_test_add_func ("/kaiser/deal/misdeal/off", test_misdeal_off);
  g_test_add_func ("/kaiser/deal/next-hand/dealer-left", test_next_hand);
  g_test_add_func ("/kaiser/deal/next-hand/after-misdeal", test_next_hand_after_misdeal);

  return g_test_run ();
}
