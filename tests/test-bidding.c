/* test-bidding.c: the auction and the naming of trumps.
 *
 * The deal is tests/data/example.deal (no weak hand, so the bidding starts
 * at once); the cards do not matter to the auction.
 */
#include <string.h>

#include "kaiser-test-util.h"

/* Every call a seat could try, in ascending order, and some out of range. */
static const char * const all_calls[] = {
  "pass", "6", "6nt", "7", "7nt", "8", "8nt", "9", "9nt",
  "10", "10nt", "11", "11nt", "12", "12nt",
  "1", "5", "5nt", "13", "13nt", "99",
};

static void
start (KaiserState *state, const KaiserRules *rules, KaiserSeat dealer)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "example.deal", NULL);
  g_autoptr(GError) error = NULL;
  KaiserDeal deal;

  if (!kaiser_deal_load (rules, path, &deal, &error))
    g_error ("%s", error->message);
  kaiser_state_init (state, rules, dealer);
  kaiser_state_deal (state, deal.hands, 0);
  g_assert_cmpint (state->phase, ==, KAISER_PHASE_BIDDING);
}

static void
start_standard (KaiserState *state, KaiserSeat dealer)
{
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  start (state, &rules, dealer);
}

static void
bid_action (KaiserSeat seat, const char *bid, KaiserAction *action)
{
  memset (action, 0, sizeof *action);
  action->type = KAISER_ACTION_BID;
  action->seat = seat;
  action->bid = kaiser_test_bid (bid);
}

static void
bid_refused (KaiserState *state, KaiserSeat seat, const char *bid, KaiserError code)
{
  KaiserAction action;

  bid_action (seat, bid, &action);
  kaiser_test_refused (state, &action, code);
}

static void
assert_contract (const KaiserState *state, KaiserSeat declarer, const char *contract)
{
  char buf[KAISER_BID_STRING_MAX];

  g_assert_cmpint (state->declarer, ==, declarer);
  g_assert_cmpstr (kaiser_bid_to_string (state->contract, buf), ==, contract);
}

/* The legal actions are exactly the calls in expected (space-separated),
 * each once; every other call is refused and changes nothing. */
static void
assert_legal_bids (const KaiserState *state, const char *expected)
{
  g_auto(GStrv) words = g_strsplit (expected, " ", -1);
  KaiserAction actions[KAISER_MAX_ACTIONS];
  guint n = kaiser_state_legal_actions (state, actions);
  guint64 seen = 0;

  g_assert_cmpint (state->phase, ==, KAISER_PHASE_BIDDING);
  g_assert_cmpuint (n, ==, g_strv_length (words));
  for (guint i = 0; i < n; i++)
    {
      char buf[KAISER_BID_STRING_MAX];
      gboolean found = FALSE;

      g_assert_cmpint (actions[i].type, ==, KAISER_ACTION_BID);
      g_assert_cmpint (actions[i].seat, ==, state->to_act);
      kaiser_bid_to_string (actions[i].bid, buf);
      for (guint w = 0; words[w]; w++)
        if (g_str_equal (words[w], buf))
          {
            g_assert_false (seen & (G_GUINT64_CONSTANT (1) << w));
            seen |= G_GUINT64_CONSTANT (1) << w;
            found = TRUE;
          }
      if (!found)
        g_error ("unexpected legal bid %s", buf);
      g_assert_true (kaiser_state_is_legal (state, &actions[i], NULL));
    }

  for (guint c = 0; c < G_N_ELEMENTS (all_calls); c++)
    {
      gboolean listed = g_strv_contains ((const char * const *) words, all_calls[c]);
      KaiserAction action;
      KaiserState copy = *state;

      bid_action (state->to_act, all_calls[c], &action);
      g_assert_cmpint (kaiser_state_is_legal (state, &action, NULL), ==, listed);
      if (!listed)
        {
          g_assert_false (kaiser_state_apply (&copy, &action, NULL));
          g_assert_cmpmem (&copy, sizeof copy, state, sizeof *state);
        }
    }
}

/* Order of the auction */

static void
test_order_first_bidder (void)
{
  /* 000_5ed066fa22fca3eb.txt, "Bidding": "Each player in turn, beginning
   * with the player at the dealer's left has one opportunity to bid." */
  for (guint d = 0; d < KAISER_N_SEATS; d++)
    {
      KaiserState state;
      KaiserSeat left = (KaiserSeat) ((d + 1) % KAISER_N_SEATS);

      start_standard (&state, (KaiserSeat) d);
      g_assert_cmpint (state.to_act, ==, left);
      /* The dealer and the others wait their turn. */
      for (guint s = 0; s < KAISER_N_SEATS; s++)
        if (s != left)
          bid_refused (&state, (KaiserSeat) s, "7", KAISER_ERROR_OUT_OF_TURN);
      kaiser_test_bid_ok (&state, left, "pass");
      g_assert_cmpint (state.to_act, ==, (left + 1) % KAISER_N_SEATS);
    }
}

static void
test_order_once_each (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Bidding": "has one opportunity to bid";
   * 002_3b286a0686278ff4.txt: "There is only one round of bidding".
   * North deals: East, South, West, North, and then the auction is over. */
  start_standard (&state, KAISER_NORTH);
  kaiser_test_bid_ok (&state, KAISER_EAST, "6");
  bid_refused (&state, KAISER_EAST, "7", KAISER_ERROR_OUT_OF_TURN);
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  bid_refused (&state, KAISER_SOUTH, "7", KAISER_ERROR_OUT_OF_TURN);
  bid_refused (&state, KAISER_EAST, "7", KAISER_ERROR_OUT_OF_TURN);
  g_assert_cmpint (state.to_act, ==, KAISER_WEST);
  kaiser_test_bid_ok (&state, KAISER_WEST, "7");
  g_assert_cmpint (state.to_act, ==, KAISER_NORTH);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  g_assert_cmpuint (state.n_bids, ==, 4);
  /* Nobody gets a second chance, not even East whose 6 was beaten. */
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_TRUMP);
  bid_refused (&state, KAISER_EAST, "8", KAISER_ERROR_WRONG_PHASE);
  bid_refused (&state, KAISER_WEST, "8", KAISER_ERROR_WRONG_PHASE);
  assert_contract (&state, KAISER_WEST, "7");
  g_assert_true (kaiser_bid_equal (state.bids[KAISER_EAST], kaiser_test_bid ("6")));
  g_assert_true (kaiser_bid_is_pass (state.bids[KAISER_SOUTH]));
  g_assert_true (kaiser_bid_equal (state.bids[KAISER_WEST], kaiser_test_bid ("7")));
  g_assert_true (kaiser_bid_is_pass (state.bids[KAISER_NORTH]));
}

static void
test_order_highest_wins (void)
{
  KaiserSeat holder = KAISER_SEAT_NONE;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Bidding": "his bid must be higher that the
   * previous bid"; the highest bidder wins the auction. */
  start_standard (&state, KAISER_NORTH);
  g_assert_true (kaiser_bid_is_pass (kaiser_state_standing_bid (&state, &holder)));
  g_assert_cmpint (holder, ==, KAISER_SEAT_NONE);
  kaiser_test_bid_ok (&state, KAISER_EAST, "6");
  g_assert_true (kaiser_bid_equal (kaiser_state_standing_bid (&state, &holder), kaiser_test_bid ("6")));
  g_assert_cmpint (holder, ==, KAISER_EAST);
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "8");
  g_assert_true (kaiser_bid_equal (kaiser_state_standing_bid (&state, &holder), kaiser_test_bid ("8")));
  g_assert_cmpint (holder, ==, KAISER_SOUTH);
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  g_assert_cmpint (holder, ==, KAISER_SOUTH);
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  assert_contract (&state, KAISER_SOUTH, "8");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_TRUMP);
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
}

/* The dealer's privilege */

static void
test_dealer_equal_wins (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Bidding": "the dealer has the special
   * privilege that he only needs to equal the previous bid in order to win
   * the bidding." */
  start_standard (&state, KAISER_NORTH);
  kaiser_test_bid_ok (&state, KAISER_EAST, "7");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "7");
  assert_contract (&state, KAISER_NORTH, "7");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_TRUMP);
  g_assert_cmpint (state.to_act, ==, KAISER_NORTH);
}

static void
test_dealer_equal_no_trump_wins (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Bidding": the dealer equals 7 no with 7 no. */
  start_standard (&state, KAISER_WEST);
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_EAST, "7nt");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_WEST, "7nt");
  assert_contract (&state, KAISER_WEST, "7nt");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
  g_assert_cmpint (state.to_act, ==, KAISER_WEST);
}

static void
test_dealer_pagat_example (void)
{
  KaiserState state, other;

  /* 000_5ed066fa22fca3eb.txt, "Bidding", the example: "Player A passes ...
   * Player B bids 7 no ... Player C bids 8 ... Player D bids 8 no ... Player
   * D wins the bidding. Player D could also bid 8, equal to C's bid".
   * A is East, on the left of D, the dealer North. */
  start_standard (&state, KAISER_NORTH);
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "7nt");
  kaiser_test_bid_ok (&state, KAISER_WEST, "8");
  other = state;
  kaiser_test_bid_ok (&state, KAISER_NORTH, "8nt");
  assert_contract (&state, KAISER_NORTH, "8nt");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);

  kaiser_test_bid_ok (&other, KAISER_NORTH, "8");
  assert_contract (&other, KAISER_NORTH, "8");
  /* "... and would then choose a trump suit." */
  g_assert_cmpint (other.phase, ==, KAISER_PHASE_TRUMP);
  g_assert_cmpint (other.to_act, ==, KAISER_NORTH);
}

static void
test_dealer_below_refused (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Bidding": the dealer must at least equal. */
  start_standard (&state, KAISER_NORTH);
  kaiser_test_bid_ok (&state, KAISER_EAST, "7");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  bid_refused (&state, KAISER_NORTH, "6", KAISER_ERROR_BID_TOO_LOW);
  bid_refused (&state, KAISER_NORTH, "6nt", KAISER_ERROR_BID_TOO_LOW);
  kaiser_test_bid_ok (&state, KAISER_NORTH, "9");
  assert_contract (&state, KAISER_NORTH, "9");
}

static void
test_dealer_suit_under_no_trump (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Bidding": 7 no outranks 7, so a dealer's 7
   * does not equal a 7 no; 7 no does. */
  start_standard (&state, KAISER_NORTH);
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_WEST, "7nt");
  bid_refused (&state, KAISER_NORTH, "7", KAISER_ERROR_BID_TOO_LOW);
  kaiser_test_bid_ok (&state, KAISER_NORTH, "7nt");
  assert_contract (&state, KAISER_NORTH, "7nt");
}

static void
test_dealer_may_pass (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Bidding": each player "may pass or bid a
   * number"; the dealer is forced only "If the first three players pass".
   * Here East bid, so the dealer may pass and East's bid wins. */
  start_standard (&state, KAISER_NORTH);
  kaiser_test_bid_ok (&state, KAISER_EAST, "7");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  assert_contract (&state, KAISER_EAST, "7");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_TRUMP);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
}

static void
test_equal_refused (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Bidding": "his bid must be higher that the
   * previous bid, except that the dealer ..." — others may not equal. */
  start_standard (&state, KAISER_NORTH);
  kaiser_test_bid_ok (&state, KAISER_EAST, "7");
  bid_refused (&state, KAISER_SOUTH, "7", KAISER_ERROR_BID_TOO_LOW);
  bid_refused (&state, KAISER_SOUTH, "6", KAISER_ERROR_BID_TOO_LOW);
  bid_refused (&state, KAISER_SOUTH, "6nt", KAISER_ERROR_BID_TOO_LOW);
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  bid_refused (&state, KAISER_WEST, "7", KAISER_ERROR_BID_TOO_LOW);
  kaiser_test_bid_ok (&state, KAISER_WEST, "7nt");
}

static void
test_no_trump_rank (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Bidding": "6, 6 no, 7, 7 no, 8, 8 no": 7 no
   * beats 7 but not 8; 8 beats 7 no; 8 no beats 8. */
  start_standard (&state, KAISER_NORTH);
  kaiser_test_bid_ok (&state, KAISER_EAST, "7nt");
  bid_refused (&state, KAISER_SOUTH, "7", KAISER_ERROR_BID_TOO_LOW);
  bid_refused (&state, KAISER_SOUTH, "7nt", KAISER_ERROR_BID_TOO_LOW);
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "8");
  bid_refused (&state, KAISER_WEST, "7nt", KAISER_ERROR_BID_TOO_LOW);
  bid_refused (&state, KAISER_WEST, "8", KAISER_ERROR_BID_TOO_LOW);
  kaiser_test_bid_ok (&state, KAISER_WEST, "8nt");
  bid_refused (&state, KAISER_NORTH, "8", KAISER_ERROR_BID_TOO_LOW);
  kaiser_test_bid_ok (&state, KAISER_NORTH, "8nt");
  assert_contract (&state, KAISER_NORTH, "8nt");
}

/* The forced dealer */

static void
test_forced_must_bid (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Bidding": "If the first three players pass,
   * the dealer is forced to bid at least the minimum." */
  start_standard (&state, KAISER_SOUTH);
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  bid_refused (&state, KAISER_SOUTH, "pass", KAISER_ERROR_MUST_BID);
  bid_refused (&state, KAISER_SOUTH, "5", KAISER_ERROR_BID_INVALID);
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "6");
  assert_contract (&state, KAISER_SOUTH, "6");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_TRUMP);
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
}

static void
test_forced_no_trump (void)
{
  KaiserState state;

  /* 002_3b286a0686278ff4.txt: "the dealer must make a "forced bid" for the
   * set minimum bid (although he can pick any suit or no-trump)". */
  start_standard (&state, KAISER_SOUTH);
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "6nt");
  assert_contract (&state, KAISER_SOUTH, "6nt");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
  g_assert_cmpint (state.trump, ==, KAISER_SUIT_NONE);
}

static void
test_forced_higher (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Bidding": "at least the minimum" — more is
   * allowed. */
  start_standard (&state, KAISER_EAST);
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_EAST, "12");
  assert_contract (&state, KAISER_EAST, "12");
}

/* Invalid bids */

static void
test_invalid_range (void)
{
  KaiserAction action;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Bidding": "the possible bids are from six
   * to twelve"; "The maximum possible bid is 12 no". */
  start_standard (&state, KAISER_NORTH);
  bid_refused (&state, KAISER_EAST, "5", KAISER_ERROR_BID_INVALID);
  bid_refused (&state, KAISER_EAST, "5nt", KAISER_ERROR_BID_INVALID);
  bid_refused (&state, KAISER_EAST, "1", KAISER_ERROR_BID_INVALID);
  bid_refused (&state, KAISER_EAST, "13", KAISER_ERROR_BID_INVALID);
  bid_refused (&state, KAISER_EAST, "13nt", KAISER_ERROR_BID_INVALID);
  bid_refused (&state, KAISER_EAST, "99", KAISER_ERROR_BID_INVALID);
  /* Neither a bid of nothing nor a kind of bid that does not exist. */
  bid_action (KAISER_EAST, "7", &action);
  action.bid.amount = 0;
  kaiser_test_refused (&state, &action, KAISER_ERROR_BID_INVALID);
  bid_action (KAISER_EAST, "7", &action);
  action.bid.kind = KAISER_N_BID_KINDS;
  kaiser_test_refused (&state, &action, KAISER_ERROR_BID_INVALID);

  kaiser_test_bid_ok (&state, KAISER_EAST, "12");
  bid_refused (&state, KAISER_SOUTH, "13", KAISER_ERROR_BID_INVALID);
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "12nt");
}

static void
test_invalid_no_trump_off (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Québec version" and "Joffre": "There are no
   * no trump bids" (VARIANTS.md V2 off). */
  kaiser_rules_init_standard (&rules);
  rules.no_trump = FALSE;
  start (&state, &rules, KAISER_NORTH);
  bid_refused (&state, KAISER_EAST, "7nt", KAISER_ERROR_BID_INVALID);
  bid_refused (&state, KAISER_EAST, "6nt", KAISER_ERROR_BID_INVALID);
  assert_legal_bids (&state, "pass 6 7 8 9 10 11 12");
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  bid_refused (&state, KAISER_NORTH, "6nt", KAISER_ERROR_BID_INVALID);
  assert_legal_bids (&state, "6 7 8 9 10 11 12");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "6");
}

static void
test_invalid_min_bid_seven (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 002_3b286a0686278ff4.txt: "The minimum bid is established before the
   * game, with the most common value being 7" (VARIANTS.md V1). */
  kaiser_rules_init_standard (&rules);
  rules.min_bid = 7;
  start (&state, &rules, KAISER_NORTH);
  bid_refused (&state, KAISER_EAST, "6", KAISER_ERROR_BID_INVALID);
  bid_refused (&state, KAISER_EAST, "6nt", KAISER_ERROR_BID_INVALID);
  assert_legal_bids (&state, "pass 7 7nt 8 8nt 9 9nt 10 10nt 11 11nt 12 12nt");
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  /* The forced dealer bids "at least the minimum", here 7. */
  bid_refused (&state, KAISER_NORTH, "6", KAISER_ERROR_BID_INVALID);
  bid_refused (&state, KAISER_NORTH, "pass", KAISER_ERROR_MUST_BID);
  kaiser_test_bid_ok (&state, KAISER_NORTH, "7");
  assert_contract (&state, KAISER_NORTH, "7");
}

static void
test_wrong_phase (void)
{
  KaiserRules rules;
  KaiserState state;
  KaiserAction play = { KAISER_ACTION_PLAY, KAISER_EAST, 0, { 0, 0 } };
  KaiserAction trump = { KAISER_ACTION_TRUMP, KAISER_EAST, KAISER_HEARTS, { 0, 0 } };
  KaiserAction misdeal = { KAISER_ACTION_MISDEAL, KAISER_EAST, 1, { 0, 0 } };

  /* 000_5ed066fa22fca3eb.txt: the hand goes "Deal", "Bidding", then the
   * high bidder names trumps and leads ("Play of the cards"); a call made
   * in another part of the hand is refused. */
  kaiser_rules_init_standard (&rules);
  /* Before the deal. */
  kaiser_state_init (&state, &rules, KAISER_NORTH);
  bid_refused (&state, KAISER_EAST, "7", KAISER_ERROR_WRONG_PHASE);

  /* During the bidding nothing but bids. */
  start (&state, &rules, KAISER_NORTH);
  play.value = kaiser_test_card (&rules, "KS");  /* East holds it */
  kaiser_test_refused (&state, &play, KAISER_ERROR_WRONG_PHASE);
  kaiser_test_refused (&state, &trump, KAISER_ERROR_WRONG_PHASE);
  kaiser_test_refused (&state, &misdeal, KAISER_ERROR_WRONG_PHASE);

  /* While trumps are named, and during the play, no bids. */
  kaiser_test_bid_ok (&state, KAISER_EAST, "7");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_TRUMP);
  bid_refused (&state, KAISER_EAST, "8", KAISER_ERROR_WRONG_PHASE);
  kaiser_test_refused (&state, &play, KAISER_ERROR_WRONG_PHASE);
  kaiser_test_trump_ok (&state, KAISER_EAST, KAISER_HEARTS);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
  bid_refused (&state, KAISER_EAST, "8", KAISER_ERROR_WRONG_PHASE);
  bid_refused (&state, KAISER_SOUTH, "pass", KAISER_ERROR_WRONG_PHASE);
  kaiser_test_refused (&state, &trump, KAISER_ERROR_WRONG_PHASE);
}

/* The legal calls */

static void
test_legal_opening (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Bidding": pass, or 6 to 12 with a suit or
   * no trumps: 1 + 7 * 2 = 15 calls. */
  start_standard (&state, KAISER_NORTH);
  assert_legal_bids (&state, "pass 6 6nt 7 7nt 8 8nt 9 9nt 10 10nt 11 11nt 12 12nt");
}

static void
test_legal_after_nine_no (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Bidding": after 9 no a non-dealer must bid
   * higher: 10, 10 no, 11, 11 no, 12, 12 no, or pass. */
  start_standard (&state, KAISER_NORTH);
  kaiser_test_bid_ok (&state, KAISER_EAST, "9nt");
  assert_legal_bids (&state, "pass 10 10nt 11 11nt 12 12nt");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  assert_legal_bids (&state, "pass 10 10nt 11 11nt 12 12nt");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  /* The dealer may also equal it. */
  assert_legal_bids (&state, "pass 9nt 10 10nt 11 11nt 12 12nt");
}

static void
test_legal_forced_dealer (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Bidding": after three passes the dealer must
   * bid: every bid, no pass (14 calls). */
  start_standard (&state, KAISER_NORTH);
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  assert_legal_bids (&state, "pass 6 6nt 7 7nt 8 8nt 9 9nt 10 10nt 11 11nt 12 12nt");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  assert_legal_bids (&state, "6 6nt 7 7nt 8 8nt 9 9nt 10 10nt 11 11nt 12 12nt");
}

static void
test_legal_after_top_bid (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Bidding": "The maximum possible bid is 12
   * no": after it the others can only pass; the dealer may equal it. */
  start_standard (&state, KAISER_NORTH);
  kaiser_test_bid_ok (&state, KAISER_EAST, "12nt");
  assert_legal_bids (&state, "pass");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  assert_legal_bids (&state, "pass 12nt");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "12nt");
  assert_contract (&state, KAISER_NORTH, "12nt");
}

static void
test_legal_dealer_after_suit (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Bidding": the dealer after a standing 11. */
  start_standard (&state, KAISER_NORTH);
  kaiser_test_bid_ok (&state, KAISER_EAST, "8");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "11");
  assert_legal_bids (&state, "pass 11nt 12 12nt");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  assert_legal_bids (&state, "pass 11 11nt 12 12nt");
}

/* Naming trumps */

static void
test_trump_suit_contract (void)
{
  KaiserAction actions[KAISER_MAX_ACTIONS];
  KaiserAction trump = { KAISER_ACTION_TRUMP, KAISER_SOUTH, KAISER_SPADES, { 0, 0 } };
  KaiserState state;
  guint n, suits = 0;

  /* 000_5ed066fa22fca3eb.txt, "Play of the cards": "The highest bidder names
   * trumps (unless the bid was no trumps) and leads a card to the first
   * trick." */
  start_standard (&state, KAISER_NORTH);
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "8");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_TRUMP);
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  g_assert_cmpint (state.trump, ==, KAISER_SUIT_NONE);

  n = kaiser_state_legal_actions (&state, actions);
  g_assert_cmpuint (n, ==, 4);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpint (actions[i].type, ==, KAISER_ACTION_TRUMP);
      g_assert_cmpint (actions[i].seat, ==, KAISER_SOUTH);
      g_assert_cmpuint (actions[i].value, <, KAISER_N_SUITS);
      suits |= 1u << actions[i].value;
    }
  g_assert_cmpuint (suits, ==, 0xf);

  /* Only the declarer names, and only a suit. */
  trump.seat = KAISER_NORTH;
  kaiser_test_refused (&state, &trump, KAISER_ERROR_OUT_OF_TURN);
  trump.seat = KAISER_EAST;
  kaiser_test_refused (&state, &trump, KAISER_ERROR_OUT_OF_TURN);
  trump.seat = KAISER_SOUTH;
  trump.value = KAISER_SUIT_NONE;
  kaiser_test_refused (&state, &trump, KAISER_ERROR_INVALID_SUIT);
  trump.value = 200;
  kaiser_test_refused (&state, &trump, KAISER_ERROR_INVALID_SUIT);

  kaiser_test_trump_ok (&state, KAISER_SOUTH, KAISER_DIAMONDS);
  g_assert_cmpint (state.trump, ==, KAISER_DIAMONDS);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  g_assert_cmpint (kaiser_state_current_trick (&state)->leader, ==, KAISER_SOUTH);
  g_assert_cmpuint (kaiser_state_current_trick (&state)->n_played, ==, 0);
  /* Trumps are named once. */
  trump.value = KAISER_HEARTS;
  kaiser_test_refused (&state, &trump, KAISER_ERROR_WRONG_PHASE);
  assert_contract (&state, KAISER_SOUTH, "8");
}

static void
test_trump_no_trump_contract (void)
{
  KaiserAction trump = { KAISER_ACTION_TRUMP, KAISER_WEST, KAISER_HEARTS, { 0, 0 } };
  KaiserAction actions[KAISER_MAX_ACTIONS];
  KaiserState state;
  KaiserCards cards = 0;
  guint n;

  /* 000_5ed066fa22fca3eb.txt, "Play of the cards": at no trumps there is
   * nothing to name; the high bidder leads at once. */
  start_standard (&state, KAISER_NORTH);
  kaiser_test_bid_ok (&state, KAISER_EAST, "7");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_WEST, "7nt");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  assert_contract (&state, KAISER_WEST, "7nt");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
  g_assert_cmpint (state.trump, ==, KAISER_SUIT_NONE);
  g_assert_cmpint (state.to_act, ==, KAISER_WEST);
  g_assert_cmpint (kaiser_state_current_trick (&state)->leader, ==, KAISER_WEST);
  kaiser_test_refused (&state, &trump, KAISER_ERROR_WRONG_PHASE);

  /* West may lead any of the 8 cards. */
  n = kaiser_state_legal_actions (&state, actions);
  g_assert_cmpuint (n, ==, 8);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpint (actions[i].type, ==, KAISER_ACTION_PLAY);
      g_assert_cmpint (actions[i].seat, ==, KAISER_WEST);
      cards |= kaiser_card_bit (actions[i].value);
    }
  g_assert_cmpuint (cards, ==, kaiser_test_cards (&state.rules, "AS 8S KH 9H 10D 9D 7D KC"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/kaiser/bidding/order/first-bidder", test_order_first_bidder);
  g_test_add_func ("/kaiser/bidding/order/once-each", test_order_once_each);
  g_test_add_func ("/kaiser/bidding/order/highest-wins", test_order_highest_wins);
  g_test_add_func ("/kaiser/bidding/dealer/equal-wins", test_dealer_equal_wins);
  g_test_add_func ("/kaiser/bidding/dealer/equal-no-trump-wins", test_dealer_equal_no_trump_wins);
  g_test_add_func ("/kaiser/bidding/dealer/pagat-example", test_dealer_pagat_example);
  g_test_add_func ("/kaiser/bidding/dealer/below-refused", test_dealer_below_refused);
  g_test_add_func ("/kaiser/bidding/dealer/suit-under-no-trump", test_dealer_suit_under_no_trump);
  g_test_add_func ("/kaiser/bidding/dealer/may-pass", test_dealer_may_pass);
  g_test_add_func ("/kaiser/bidding/equal-refused", test_equal_refused);
  g_test_add_func ("/kaiser/bidding/no-trump/rank", test_no_trump_rank);
  g_test_add_func ("/kaiser/bidding/forced/must-bid", test_forced_must_bid);
  g_test_add_func ("/kaiser/bidding/forced/no-trump", test_forced_no_trump);
  g_test_add_func ("/kaiser/bidding/forced/higher", test_forced_higher);
  g_test_add_func ("/kaiser/bidding/invalid/range", test_invalid_range);
  g_test_add_func ("/kaiser/bidding/invalid/no-trump-off", test_invalid_no_trump_off);
  g_test_add_func ("/kaiser/bidding/invalid/min-bid-seven", test_invalid_min_bid_seven);
  g_test_add_func ("/kaiser/bidding/wrong-phase", test_wrong_phase);
  g_test_add_func ("/kaiser/bidding/legal/opening", test_legal_opening);
  g_test_add_func ("/kaiser/bidding/legal/after-nine-no", test_legal_after_nine_no);
  g_test_add_func ("/kaiser/bidding/legal/forced-dealer", test_legal_forced_dealer);
  g_test_add_func ("/kaiser/bidding/legal/after-top-bid", test_legal_after_top_bid);
  g_test_add_func ("/kaiser/bidding/legal/dealer-after-suit", test_legal_dealer_after_suit);
  g_test_add_func ("/kaiser/bidding/trump/suit-contract", test_trump_suit_contract);
  g_test_add_func ("/kaiser/bidding/trump/no-trump-contract", test_trump_no_trump_contract);

  return g_test_run ();
}
