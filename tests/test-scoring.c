/* test-scoring.c: the score of a hand and the end of the game.
 *
 * Most tests call kaiser_score_hand directly with points worked out by
 * hand; the last ones play whole hands of tests/data/play.deal through the
 * state.  In every hand the two sides' tricks total 8 and their points 10
 * (VARIANTS.md, standard game), so the helpers derive the defenders' share.
 */
#include <string.h>

#include "kaiser-test-util.h"

/* The bidders took bidder_tricks tricks worth bidder_points; the
 * defenders the rest.  Scores before the hand are given NS first. */
static void
score (const KaiserRules *rules, KaiserTeam bidders, const char *contract,
       gint bidder_tricks, gint bidder_points, gint ns_before, gint ew_before,
       KaiserHandResult *result)
{
  KaiserTeam defenders = kaiser_team_other (bidders);
  gint tricks[KAISER_N_TEAMS], points[KAISER_N_TEAMS];
  gint before[KAISER_N_TEAMS] = { ns_before, ew_before };
  const KaiserDeck *deck = &rules->deck;
  KaiserCards bonus = kaiser_card_bit (deck->bonus_card), penalty = kaiser_card_bit (deck->penalty_card);
  gint specials = bidder_points - bidder_tricks;   /* 0, +5, −3 or +2 */
  KaiserHandPlay play;

  tricks[bidders] = bidder_tricks;
  tricks[defenders] = 8 - bidder_tricks;
  points[bidders] = bidder_points;
  points[defenders] = 10 - bidder_points;

  /* The same hand as KaiserHandPlay: North or East declared, and the
   * +5/−3 cards lie with the side whose points need them. */
  memset (&play, 0, sizeof play);
  play.declarer = bidders == KAISER_TEAM_NS ? KAISER_NORTH : KAISER_EAST;
  play.contract = kaiser_test_bid (contract);
  play.tricks_won[play.declarer] = bidder_tricks;
  play.tricks_won[kaiser_seat_next (play.declarer)] = 8 - bidder_tricks;
  g_assert_true (specials == 0 || specials == 5 || specials == -3 || specials == 2);
  play.won[bidders] = (specials == 5 || specials == 2 ? bonus : 0) | (specials == -3 || specials == 2 ? penalty : 0);
  play.won[defenders] = (bonus | penalty) & ~play.won[bidders];
  play.insulted = KAISER_TEAM_NONE;
  play.scores[KAISER_TEAM_NS] = ns_before;
  play.scores[KAISER_TEAM_EW] = ew_before;
  memset (result, 0xaa, sizeof *result);
  kaiser_score_hand (rules, &play, result);

  /* What goes in comes out. */
  g_assert_cmpint (result->bidders, ==, bidders);
  g_assert_true (kaiser_bid_equal (result->contract, kaiser_test_bid (contract)));
  for (guint t = 0; t < KAISER_N_TEAMS; t++)
    {
      g_assert_cmpint (result->tricks[t], ==, tricks[t]);
      g_assert_cmpint (result->points[t], ==, points[t]);
      g_assert_cmpint (result->scores[t], ==, before[t] + result->change[t]);
    }
}

static void
assert_result (const KaiserHandResult *result, gint ns_change, gint ew_change,
               gint ns_score, gint ew_score, KaiserTeam winner)
{
  g_assert_cmpint (result->change[KAISER_TEAM_NS], ==, ns_change);
  g_assert_cmpint (result->change[KAISER_TEAM_EW], ==, ew_change);
  g_assert_cmpint (result->scores[KAISER_TEAM_NS], ==, ns_score);
  g_assert_cmpint (result->scores[KAISER_TEAM_EW], ==, ew_score);
  g_assert_cmpint (result->winner, ==, winner);
}

/* Points taken in play */

static void
test_points (void)
{
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "Scoring": "one point for each trick won,
   * plus five points for winning a trick containing the heart5, minus three
   * points for winning a trick containing the spade3". */
  kaiser_rules_init_standard (&rules);
  g_assert_cmpint (kaiser_score_points (&rules, 0, 0, FALSE), ==, 0);
  g_assert_cmpint (kaiser_score_points (&rules, 5, kaiser_test_cards (&rules, "AS KS QS JS AH KH QH JH 10S 9S 8S 10H 9H 8H AD KD QD JD 10D 9D"), FALSE), ==, 5);
  g_assert_cmpint (kaiser_score_points (&rules, 3, kaiser_test_cards (&rules, "5H AS KS QS AH KH QH JH 10S 9S 8S 10H"), FALSE), ==, 8);
  g_assert_cmpint (kaiser_score_points (&rules, 8, kaiser_deck_cards (&rules.deck), FALSE), ==, 10);
  /* "It is possible for this team to score less than zero (if they took
   * the spade3 with fewer than 3 tricks)". */
  g_assert_cmpint (kaiser_score_points (&rules, 1, kaiser_test_cards (&rules, "3S AS KS QS"), FALSE), ==, -2);
  g_assert_cmpint (kaiser_score_points (&rules, 2, kaiser_test_cards (&rules, "3S AS KS QS JS 10S 9S 8S"), FALSE), ==, -1);
  g_assert_cmpint (kaiser_score_points (&rules, 3, kaiser_test_cards (&rules, "3S AS KS QS JS 10S 9S 8S AH KH QH JH"), FALSE), ==, 0);
  /* Seven tricks with the 5H: the most a side can take, 12. */
  g_assert_cmpint (kaiser_score_points (&rules, 7, kaiser_deck_cards (&rules.deck) &
                                        ~kaiser_test_cards (&rules, "3S 7C 8C 9C"), FALSE), ==, 12);
}

/* The bidding team */

static void
test_trump_made (void)
{
  KaiserHandResult result;
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "Scoring", "The bidding team's score": "If
   * the team which chose trumps took at least as many points as they bid,
   * they add to their score the number of points they took."  NS bid 7 and
   * take 3 tricks with the 5H: 8; EW take 5 tricks with the 3S: 2. */
  kaiser_rules_init_standard (&rules);
  score (&rules, KAISER_TEAM_NS, "7", 3, 8, 0, 0, &result);
  g_assert_true (result.made);
  assert_result (&result, 8, 2, 8, 2, KAISER_TEAM_NONE);
  g_assert_false (result.bid_out[KAISER_TEAM_NS]);
  g_assert_false (result.bid_out[KAISER_TEAM_EW]);

  /* The same for East–West as bidders, from running scores. */
  score (&rules, KAISER_TEAM_EW, "7", 3, 8, 20, 10, &result);
  g_assert_true (result.made);
  assert_result (&result, 2, 8, 22, 18, KAISER_TEAM_NONE);
}

static void
test_trump_exact (void)
{
  KaiserHandResult result;
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "Scoring": "at least as many points as they
   * bid" — exactly the bid is made. */
  kaiser_rules_init_standard (&rules);
  score (&rules, KAISER_TEAM_NS, "7", 7, 7, 0, 0, &result);
  g_assert_true (result.made);
  assert_result (&result, 7, 3, 7, 3, KAISER_TEAM_NONE);
}

static void
test_trump_overtricks (void)
{
  KaiserHandResult result;
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "Scoring": they add "the number of points
   * they took", not the bid (scoring only the bid is the variant "No Score
   * for Overtricks").  Bid 6, took 7 tricks and the 5H: 12; EW 1 trick and
   * the 3S: −2. */
  kaiser_rules_init_standard (&rules);
  score (&rules, KAISER_TEAM_EW, "6", 7, 12, 0, 0, &result);
  g_assert_true (result.made);
  assert_result (&result, -2, 12, -2, 12, KAISER_TEAM_NONE);
}

static void
test_trump_set (void)
{
  KaiserHandResult result;
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "Scoring": "If they took fewer points than
   * their bid they subtract their bid from their score."  Bid 7, took 6;
   * the defenders score their 4 all the same. */
  kaiser_rules_init_standard (&rules);
  score (&rules, KAISER_TEAM_NS, "7", 6, 6, 0, 0, &result);
  g_assert_false (result.made);
  assert_result (&result, -7, 4, -7, 4, KAISER_TEAM_NONE);

  /* A 12 needs the 5H without the 3S: all 8 tricks, both cards, are only
   * 10 points, and minus 12. */
  score (&rules, KAISER_TEAM_EW, "12", 8, 10, 30, 30, &result);
  g_assert_false (result.made);
  assert_result (&result, 0, -12, 30, 18, KAISER_TEAM_NONE);
}

static void
test_no_trump_made (void)
{
  KaiserHandResult result;
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "Scoring": "If the team which won the bidding
   * played with no trumps, and took at least as many points as they bid,
   * the add double the number of points they took".  7 no, took 8: +16;
   * the defenders' 2 are not doubled ("irrespective of whether it was
   * played with or without trumps"). */
  kaiser_rules_init_standard (&rules);
  score (&rules, KAISER_TEAM_NS, "7nt", 3, 8, 0, 0, &result);
  g_assert_true (result.made);
  assert_result (&result, 16, 2, 16, 2, KAISER_TEAM_NONE);
}

static void
test_no_trump_set (void)
{
  KaiserHandResult result;
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "Scoring": "If they do not make their bid
   * then they subtract double their bid from their score."  7 no, took 5:
   * −14; defenders +5. */
  kaiser_rules_init_standard (&rules);
  score (&rules, KAISER_TEAM_EW, "7nt", 5, 5, 0, 0, &result);
  g_assert_false (result.made);
  assert_result (&result, 5, -14, 5, -14, KAISER_TEAM_NONE);
}

static void
test_no_trump_not_doubled (void)
{
  KaiserHandResult result;
  KaiserRules rules;

  /* 003_e5c337a9e6b12479.txt, "Scoring": "No-trump bonus: ... doubled (some
   * house rules; agree before play)" — without it (VARIANTS.md V4 off) a
   * no-trump bid scores like any other. */
  kaiser_rules_init_standard (&rules);
  rules.no_trump_doubles = FALSE;
  score (&rules, KAISER_TEAM_NS, "7nt", 3, 8, 0, 0, &result);
  g_assert_true (result.made);
  assert_result (&result, 8, 2, 8, 2, KAISER_TEAM_NONE);
  score (&rules, KAISER_TEAM_NS, "7nt", 5, 5, 0, 0, &result);
  g_assert_false (result.made);
  assert_result (&result, -7, 5, -7, 5, KAISER_TEAM_NONE);
}

/* The opponents */

static void
test_defenders_negative (void)
{
  KaiserHandResult result;
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "The opponents' score": "It is possible for
   * this team to score less than zero (if they took the spade3 with fewer
   * than 3 tricks); in this case their cumulative score will go down."
   * EW took 1 trick with the 3S: −2, from 10 to 8. */
  kaiser_rules_init_standard (&rules);
  score (&rules, KAISER_TEAM_NS, "12", 7, 12, 0, 10, &result);
  g_assert_true (result.made);
  assert_result (&result, 12, -2, 12, 8, KAISER_TEAM_NONE);
  g_assert_false (result.bid_out[KAISER_TEAM_EW]);
}

static void
test_defenders_below_bid_out (void)
{
  KaiserHandResult result;
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "The opponents' score": "If the opponents ...
   * have a cumulative score of less than 45, they simply score the points
   * they took".  At 44 they add 4. */
  kaiser_rules_init_standard (&rules);
  g_assert_cmpint (kaiser_rules_bid_out_limit (&rules, FALSE), ==, 45);
  score (&rules, KAISER_TEAM_NS, "6", 6, 6, 0, 44, &result);
  assert_result (&result, 6, 4, 6, 48, KAISER_TEAM_NONE);
  g_assert_false (result.bid_out[KAISER_TEAM_EW]);
}

static void
test_defenders_bid_out (void)
{
  KaiserHandResult result;
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "The opponents' score": "If the opponents of
   * the bidding team have a cumulative score of 45 or more, they cannot add
   * any points taken to their score". */
  kaiser_rules_init_standard (&rules);
  score (&rules, KAISER_TEAM_NS, "6", 6, 6, 0, 45, &result);
  assert_result (&result, 6, 0, 6, 45, KAISER_TEAM_NONE);
  g_assert_true (result.bid_out[KAISER_TEAM_EW]);
  g_assert_false (result.bid_out[KAISER_TEAM_NS]);

  /* Higher up, and with the bidders set, the same. */
  score (&rules, KAISER_TEAM_EW, "9", 2, 2, 50, 20, &result);
  g_assert_false (result.made);
  assert_result (&result, 0, -9, 50, 11, KAISER_TEAM_NONE);
  g_assert_true (result.bid_out[KAISER_TEAM_NS]);
}

static void
test_defenders_bid_out_negative (void)
{
  KaiserHandResult result;
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "The opponents' score": at 45 or more "they
   * still lose points if they took less than zero in tricks".  At 45 with
   * 1 trick and the 3S: −2, down to 43. */
  kaiser_rules_init_standard (&rules);
  score (&rules, KAISER_TEAM_NS, "10", 7, 12, 20, 45, &result);
  assert_result (&result, 12, -2, 32, 43, KAISER_TEAM_NONE);
  g_assert_true (result.bid_out[KAISER_TEAM_EW]);
}

static void
test_bidders_no_bid_out (void)
{
  KaiserHandResult result;
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "Scoring": the 45 limit is on "the opponents
   * of the team which won the bidding"; bidders at 47 score as usual. */
  kaiser_rules_init_standard (&rules);
  score (&rules, KAISER_TEAM_NS, "7", 3, 8, 47, 10, &result);
  g_assert_false (result.bid_out[KAISER_TEAM_NS]);
  assert_result (&result, 8, 2, 55, 12, KAISER_TEAM_NS);
}

/* Winning the game */

static void
test_game_exactly_target (void)
{
  KaiserHandResult result;
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "Scoring": "The first team to reach a
   * cumulative score of 52 or more points wins the game." */
  kaiser_rules_init_standard (&rules);
  g_assert_cmpint (rules.target, ==, 52);
  score (&rules, KAISER_TEAM_EW, "7", 7, 7, 10, 45, &result);
  assert_result (&result, 3, 7, 13, 52, KAISER_TEAM_EW);
  /* One short is not enough. */
  score (&rules, KAISER_TEAM_EW, "7", 7, 7, 10, 44, &result);
  assert_result (&result, 3, 7, 13, 51, KAISER_TEAM_NONE);
}

static void
test_game_nobody (void)
{
  KaiserHandResult result;
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  /* 000_5ed066fa22fca3eb.txt, "Scoring": below 52 the game goes on. */
  score (&rules, KAISER_TEAM_NS, "8", 4, 9, 40, 40, &result);
  assert_result (&result, 9, 1, 49, 41, KAISER_TEAM_NONE);
}

static void
test_game_defenders_reach (void)
{
  KaiserHandResult result;
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "Scoring": "The first team to reach ... 52
   * ... wins" — the opponents too (needing a bid to win is the variant
   * "Bid to Win").  NS bid 7 and take 5 tricks with the 3S: 2, set; EW at
   * 44 take 3 tricks with the 5H: 8, to 52. */
  kaiser_rules_init_standard (&rules);
  score (&rules, KAISER_TEAM_NS, "7", 5, 2, 30, 44, &result);
  g_assert_false (result.made);
  assert_result (&result, -7, 8, 23, 52, KAISER_TEAM_EW);
}

static void
test_game_both_reach_bidders_win (void)
{
  KaiserHandResult result;
  KaiserRules rules;

  /* 003_e5c337a9e6b12479.txt, "Scoring": "If both teams cross 52 in the
   * same hand, the bidding team wins."  Under the standard 45 bid-out the
   * defenders cannot get from below 45 to 52 while the bidders make their
   * bid (at most 44 + 4), so this uses HOWTO's own scoring, "Non-bidding
   * team: Always scores what they captured": no bid-out below the target.
   * NS bid 6 from 46, make 6: 52; EW from 50 take 4: 54, higher, but the
   * bidders win. */
  kaiser_rules_init_standard (&rules);
  rules.bid_out = KAISER_BID_OUT_NONE;
  g_assert_cmpint (rules.tie, ==, KAISER_TIE_BIDDERS);
  g_assert_true (kaiser_rules_validate (&rules, NULL));
  score (&rules, KAISER_TEAM_NS, "6", 6, 6, 46, 50, &result);
  g_assert_true (result.made);
  assert_result (&result, 6, 4, 52, 54, KAISER_TEAM_NS);
  g_assert_false (result.bid_out[KAISER_TEAM_EW]);
}

static void
test_game_both_reach_higher_wins (void)
{
  KaiserHandResult result;
  KaiserRules rules;

  /* 001_4709cdeeef921fce.txt, "Scoring": "The partnership with the higher
   * score wins the game" (VARIANTS.md V24 off).  As above: EW's 54 beats
   * NS's 52. */
  kaiser_rules_init_standard (&rules);
  rules.bid_out = KAISER_BID_OUT_NONE;
  rules.tie = KAISER_TIE_HIGHER_SCORE;
  score (&rules, KAISER_TEAM_NS, "6", 6, 6, 46, 50, &result);
  assert_result (&result, 6, 4, 52, 54, KAISER_TEAM_EW);
  /* And the bidders' 55 beats the defenders' 53. */
  score (&rules, KAISER_TEAM_NS, "6", 7, 9, 46, 51, &result);
  assert_result (&result, 9, 1, 55, 52, KAISER_TEAM_NS);
}

static void
test_game_negative_scores (void)
{
  KaiserHandResult result;
  KaiserRules rules;

  /* 004_f32bd69137a90698.txt, "Scoring": "It is possible to have a negative
   * score"; 000_5ed066fa22fca3eb.txt: losing at minus 52 is only a variant
   * ("Minus 52 Loses the Game"), so the game goes on. */
  kaiser_rules_init_standard (&rules);
  score (&rules, KAISER_TEAM_NS, "9", 5, 5, 3, 0, &result);
  assert_result (&result, -9, 5, -6, 5, KAISER_TEAM_NONE);
  score (&rules, KAISER_TEAM_NS, "12nt", 6, 11, -40, 0, &result);
  g_assert_false (result.made);
  assert_result (&result, -24, -1, -64, -1, KAISER_TEAM_NONE);
}

/* Whole hands through the state (tests/data/play.deal) */

static const char * const spades_tricks[] = {
  "AD 7D 8D 9D", "10C AC 8S 7C", "KD 9S QS QD", "9C AH KH 8C",
  "10H 5H QH 3S", "KC QC 10D 9H", "JC AS JD KS", "8H JH JS 10S",
};

static const char * const no_trump_tricks[] = {
  "AD 7D 8D 9D", "10C AC 8S 7C", "QD KD 3S 8H", "KS 9S AS 10D",
  "10H 5H 9H 8C", "QS JD JS 10S", "QC JH QH KC", "JC 9C AH KH",
};

/* East bids and plays the hand: with spades trumps EW take 6 tricks and 6
 * points, NS 2 tricks with the 5H and 3S, 4 points; at no trumps EW take 5
 * tricks with both, 7 points, NS 3 tricks, 3 points. */
static void
play_hand (KaiserState *state, const char *bid, gint ns_before, gint ew_before)
{
  KaiserRules rules;
  const char * const *tricks;

  kaiser_rules_init_standard (&rules);
  kaiser_test_state_from_file (state, &rules, "play.deal");
  state->scores[KAISER_TEAM_NS] = ns_before;
  state->scores[KAISER_TEAM_EW] = ew_before;
  kaiser_test_bid_ok (state, KAISER_WEST, "pass");
  kaiser_test_bid_ok (state, KAISER_NORTH, "pass");
  kaiser_test_bid_ok (state, KAISER_EAST, bid);
  kaiser_test_bid_ok (state, KAISER_SOUTH, "pass");
  if (state->phase == KAISER_PHASE_TRUMP)
    {
      kaiser_test_trump_ok (state, KAISER_EAST, KAISER_SPADES);
      tricks = spades_tricks;
    }
  else
    tricks = no_trump_tricks;
  for (guint t = 0; t < 8; t++)
    kaiser_test_trick_ok (state, tricks[t]);
}

static void
assert_state_scores (const KaiserState *state, gint ns, gint ew)
{
  g_assert_cmpint (state->scores[KAISER_TEAM_NS], ==, ns);
  g_assert_cmpint (state->scores[KAISER_TEAM_EW], ==, ew);
  g_assert_cmpint (state->result.scores[KAISER_TEAM_NS], ==, ns);
  g_assert_cmpint (state->result.scores[KAISER_TEAM_EW], ==, ew);
}

static void
test_hand_made (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Scoring": EW bid 6 and take 6 points: +6;
   * NS take 2 tricks, the 5H and the 3S: +4. */
  play_hand (&state, "6", 0, 0);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_HAND_OVER);
  g_assert_cmpint (state.result.bidders, ==, KAISER_TEAM_EW);
  g_assert_true (kaiser_bid_equal (state.result.contract, kaiser_test_bid ("6")));
  g_assert_cmpint (state.result.tricks[KAISER_TEAM_EW], ==, 6);
  g_assert_cmpint (state.result.tricks[KAISER_TEAM_NS], ==, 2);
  g_assert_cmpint (state.result.points[KAISER_TEAM_EW], ==, 6);
  g_assert_cmpint (state.result.points[KAISER_TEAM_NS], ==, 4);
  g_assert_true (state.result.made);
  g_assert_cmpint (state.result.change[KAISER_TEAM_EW], ==, 6);
  g_assert_cmpint (state.result.change[KAISER_TEAM_NS], ==, 4);
  assert_state_scores (&state, 4, 6);
  g_assert_cmpint (state.result.winner, ==, KAISER_TEAM_NONE);
  g_assert_cmpint (state.winner, ==, KAISER_TEAM_NONE);
}

static void
test_hand_set (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Scoring": the same play on a bid of 7 is
   * one short: EW −7; NS +4 as before. */
  play_hand (&state, "7", 10, 20);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_HAND_OVER);
  g_assert_false (state.result.made);
  g_assert_cmpint (state.result.points[KAISER_TEAM_EW], ==, 6);
  assert_state_scores (&state, 14, 13);
}

static void
test_hand_no_trump_made (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Scoring": 7 no made with 7 points: +14;
   * NS's 3 are not doubled. */
  play_hand (&state, "7nt", 0, 0);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_HAND_OVER);
  g_assert_true (state.result.made);
  g_assert_cmpint (state.result.tricks[KAISER_TEAM_EW], ==, 5);
  g_assert_cmpint (state.result.points[KAISER_TEAM_EW], ==, 7);
  g_assert_cmpint (state.result.points[KAISER_TEAM_NS], ==, 3);
  assert_state_scores (&state, 3, 14);
}

static void
test_hand_no_trump_set (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Scoring": 8 no with 7 points: −16. */
  play_hand (&state, "8nt", 0, 0);
  g_assert_false (state.result.made);
  assert_state_scores (&state, 3, -16);
}

static void
test_hand_bid_out (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "The opponents' score": NS at 45 keep 45
   * although they took 4. */
  play_hand (&state, "6", 45, 30);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_HAND_OVER);
  g_assert_true (state.result.bid_out[KAISER_TEAM_NS]);
  g_assert_false (state.result.bid_out[KAISER_TEAM_EW]);
  g_assert_cmpint (state.result.change[KAISER_TEAM_NS], ==, 0);
  assert_state_scores (&state, 45, 36);
}

static void
test_hand_game_over (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Scoring": EW at 46 make 6 and reach 52. */
  play_hand (&state, "6", 40, 46);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_GAME_OVER);
  g_assert_cmpint (state.result.winner, ==, KAISER_TEAM_EW);
  g_assert_cmpint (state.winner, ==, KAISER_TEAM_EW);
  g_assert_cmpint (state.to_act, ==, KAISER_SEAT_NONE);
  assert_state_scores (&state, 44, 52);
}

static void
test_hand_set_near_target (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Scoring": the same hand on a bid of 7 sets
   * EW, 46 − 7 = 39, and NS (below 45) go from 44 to 48: nobody has 52,
   * the game goes on. */
  play_hand (&state, "7", 44, 46);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_HAND_OVER);
  g_assert_cmpint (state.winner, ==, KAISER_TEAM_NONE);
  g_assert_false (state.result.bid_out[KAISER_TEAM_NS]);
  assert_state_scores (&state, 48, 39);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/kaiser/scoring/points", test_points);
  g_test_add_func ("/kaiser/scoring/trump/made", test_trump_made);
  g_test_add_func ("/kaiser/scoring/trump/exact", test_trump_exact);
  g_test_add_func ("/kaiser/scoring/trump/overtricks", test_trump_overtricks);
  g_test_add_func ("/kaiser/scoring/trump/set", test_trump_set);
  g_test_add_func ("/kaiser/scoring/no-trump/made", test_no_trump_made);
  g_test_add_func ("/kaiser/scoring/no-trump/set", test_no_trump_set);
  g_test_add_func ("/kaiser/scoring/no-trump/not-doubled", test_no_trump_not_doubled);
  g_test_add_func ("/kaiser/scoring/defenders/negative", test_defenders_negative);
  g_test_add_func ("/kaiser/scoring/defenders/below-bid-out", test_defenders_below_bid_out);
  g_test_add_func ("/kaiser/scoring/defenders/bid-out", test_defenders_bid_out);
  g_test_add_func ("/kaiser/scoring/defenders/bid-out-negative", test_defenders_bid_out_negative);
  g_test_add_func ("/kaiser/scoring/bidders/no-bid-out", test_bidders_no_bid_out);
  g_test_add_func ("/kaiser/scoring/game/exactly-target", test_game_exactly_target);
  g_test_add_func ("/kaiser/scoring/game/nobody", test_game_nobody);
  g_test_add_func ("/kaiser/scoring/game/defenders-reach", test_game_defenders_reach);
  g_test_add_func ("/kaiser/scoring/game/both-reach-bidders-win", test_game_both_reach_bidders_win);
  g_test_add_func ("/kaiser/scoring/game/both-reach-higher-wins", test_game_both_reach_higher_wins);
  g_test_add_func ("/kaiser/scoring/game/negative-scores", test_game_negative_scores);
  g_test_add_func ("/kaiser/scoring/hand/made", test_hand_made);
  g_test_add_func ("/kaiser/scoring/hand/set", test_hand_set);
  g_test_add_func ("/kaiser/scoring/hand/no-trump-made", test_hand_no_trump_made);
  g_test_add_func ("/kaiser/scoring/hand/no-trump-set", test_hand_no_trump_set);
  g_test_add_func ("/kaiser/scoring/hand/bid-out", test_hand_bid_out);
  g_test_add_func ("/kaiser/scoring/hand/game-over", test_hand_game_over);
  g_test_add_func ("/kaiser/scoring/hand/set-near-target", test_hand_set_near_target);

  return g_test_run ();
}
