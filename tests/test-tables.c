/* test-tables.c: the games of other tables than four (issue 25).
 *
 * Each rule cites its page: ../shared/rules/000_5ed066fa22fca3eb.txt
 * (PAGAT), "Kaiser for 2, 3, 5 or 6 Players", summarised at the end of
 * ../shared/rules/VARIANTS.md, which also says what this program chose
 * where the page is silent.
 */
#include <string.h>

#include "kaiser-random-player.h"
#include "kaiser-test-util.h"

/* Seats of the table of three: N (0), E (1) and S (2), round to the left. */
#define N KAISER_NORTH
#define E KAISER_EAST
#define S KAISER_SOUTH

static void
three (KaiserRules *rules)
{
  g_assert_true (kaiser_rules_init_preset (rules, "three-players", NULL));
  g_assert_true (kaiser_rules_validate (rules, NULL));
}

/* South deals; the Missy holds the 5♥ and 3♠. */
static const char *deal_three =
  "dealer: S\n"
  "N: AS KS QS JS 10S 9S AH KH\n"
  "E: QH JH 10H 9H AD KD QD JD\n"
  "S: 10D 9D AC KC QC JC 10C 9C\n"
  "kitty: 3S 5H\n";

/* "A 26-card deck is used consisting of the A-K-Q-J-10-9 of each suit plus
 * the heart5 and spade3.  Eight cards are dealt to each player and … the
 * dealer places two cards face down in the kitty or 'Missy'." */
static void
test_three_pack (void)
{
  KaiserRules rules;
  KaiserCards hands[KAISER_MAX_SEATS], kitty, all = 0;
  KaiserRng rng;

  three (&rules);
  g_assert_cmpuint (kaiser_rules_n_seats (&rules), ==, 3);
  g_assert_cmpuint (kaiser_rules_n_sides (&rules), ==, 3);
  g_assert_cmpuint (kaiser_deck_cards (&rules.deck), ==,
                    kaiser_test_cards (&rules, "AS KS QS JS 10S 9S 3S AH KH QH JH 10H 9H 5H "
                                               "AD KD QD JD 10D 9D AC KC QC JC 10C 9C"));
  g_assert_cmpuint (rules.deck.bonus_card, ==, kaiser_test_card (&rules, "5H"));
  g_assert_cmpuint (rules.deck.penalty_card, ==, kaiser_test_card (&rules, "3S"));
  g_assert_cmpuint (kaiser_rules_hand_size (&rules), ==, 8);
  g_assert_cmpuint (kaiser_rules_kitty_size (&rules), ==, 2);
  /* "The minimum bid is 7." */
  g_assert_cmpint (rules.min_bid, ==, 7);

  kaiser_rng_init (&rng, 3);
  kaiser_state_shuffle (&rules, S, &rng, hands, &kitty);
  for (guint s = 0; s < 3; s++)
    {
      g_assert_cmpuint (kaiser_cards_count (hands[s]), ==, 8);
      g_assert_cmpuint (all & hands[s], ==, 0);
      all |= hands[s];
    }
  g_assert_cmpuint (kaiser_cards_count (kitty), ==, 2);
  g_assert_cmpuint (all | kitty, ==, kaiser_deck_cards (&rules.deck));
}

/* "The minimum bid is 7.  The dealer can take over the contract by
 * equalling the highest bid so far as must bid at least 7 if the other
 * two players pass." */
static void
test_three_bidding (void)
{
  KaiserRules rules;
  KaiserState st;
  KaiserAction six = { KAISER_ACTION_BID, N, 0, kaiser_bid_make (KAISER_BID_SUIT, 6) };
  KaiserAction pass = { KAISER_ACTION_BID, S, 0, kaiser_bid_pass () };
  KaiserSeat declarer;
  g_autoptr(GError) error = NULL;

  three (&rules);
  kaiser_test_state_from_text (&st, &rules, deal_three);
  g_assert_cmpint (st.phase, ==, KAISER_PHASE_BIDDING);
  g_assert_cmpuint (st.to_act, ==, N);
  kaiser_test_refused (&st, &six, KAISER_ERROR_BID_INVALID);
  kaiser_test_bid_ok (&st, N, "7");
  kaiser_test_bid_ok (&st, E, "pass");
  /* the dealer equals and takes the contract */
  kaiser_test_bid_ok (&st, S, "7");
  kaiser_state_standing_bid (&st, &declarer);
  g_assert_cmpuint (declarer, ==, S);
  g_assert_cmpint (st.phase, ==, KAISER_PHASE_TRUMP);

  /* the other two pass: the dealer may not */
  kaiser_test_state_from_text (&st, &rules, deal_three);
  kaiser_test_bid_ok (&st, N, "pass");
  kaiser_test_bid_ok (&st, E, "pass");
  g_assert_false (kaiser_state_apply (&st, &pass, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_MUST_BID);
  g_assert_nonnull (strstr (error->message, "at least 7"));
  kaiser_test_bid_ok (&st, S, "7");
  g_assert_cmpuint (st.declarer, ==, S);
}

/* "If the winning bid was in trumps, the bidder must name the trump suit
 * before picking up and looking at the Missy.  The bidder picks up the
 * two Missy cards without showing them to the other players and then
 * discards any two of their 10 cards face down … but the heart5 and
 * spade3 cannot be discarded." */
static void
test_three_missy (void)
{
  KaiserRules rules;
  KaiserState st;
  KaiserObservation obs;
  KaiserAction five;

  three (&rules);
  kaiser_test_state_from_text (&st, &rules, deal_three);
  kaiser_test_bid_ok (&st, N, "8");
  kaiser_test_bid_ok (&st, E, "pass");
  kaiser_test_bid_ok (&st, S, "pass");
  /* trumps first, the Missy unseen */
  g_assert_cmpint (st.phase, ==, KAISER_PHASE_TRUMP);
  g_assert_cmpuint (kaiser_cards_count (st.hands[N]), ==, 8);
  kaiser_observation_init (&obs, &st, N);
  g_assert_cmpuint (obs.view.kitty, ==, 0);
  kaiser_test_trump_ok (&st, N, KAISER_SPADES);
  /* then the Missy: ten cards, seen by the bidder alone */
  g_assert_cmpint (st.phase, ==, KAISER_PHASE_KITTY);
  g_assert_cmpuint (kaiser_cards_count (st.hands[N]), ==, 10);
  kaiser_observation_init (&obs, &st, N);
  g_assert_cmpuint (obs.view.kitty, ==, kaiser_test_cards (&rules, "5H 3S"));
  kaiser_observation_init (&obs, &st, E);
  g_assert_cmpuint (obs.view.kitty, ==, 0);
  g_assert_cmpuint (obs.view.hands[N], ==, 0);
  /* any two of the ten but the 5♥ and 3♠ */
  g_assert_cmpuint (kaiser_state_legal_discards (&st), ==,
                    st.hands[N] & ~kaiser_test_cards (&rules, "5H 3S"));
  five = kaiser_action_make (KAISER_ACTION_DISCARD, N, kaiser_test_card (&rules, "5H"));
  kaiser_test_refused (&st, &five, KAISER_ERROR_ILLEGAL_DISCARD);
  g_assert_true (kaiser_state_apply (&st, &(KaiserAction) { KAISER_ACTION_DISCARD, N, kaiser_test_card (&rules, "9S"), { 0, 0 } }, NULL));
  g_assert_true (kaiser_state_apply (&st, &(KaiserAction) { KAISER_ACTION_DISCARD, N, kaiser_test_card (&rules, "KH"), { 0, 0 } }, NULL));
  g_assert_cmpint (st.phase, ==, KAISER_PHASE_PLAY);
  g_assert_cmpuint (st.to_act, ==, N);
  g_assert_cmpuint (kaiser_cards_count (st.hands[N]), ==, 8);
  /* a trick is three cards */
  kaiser_test_trick_ok (&st, "AS QH 10D");
  g_assert_cmpuint (st.n_tricks, ==, 1);
  g_assert_cmpuint (st.tricks_won[N], ==, 1);
  g_assert_cmpuint (kaiser_state_tricks (&st, kaiser_rules_seat_side (&rules, N)), ==, 1);
}

static void
score (const KaiserRules *rules, KaiserSeat declarer, const char *bid, const guint tricks[3],
       const char *won0, const char *won1, const char *won2, const gint before[3], KaiserHandResult *r)
{
  KaiserHandPlay play;
  const char *won[3] = { won0, won1, won2 };

  memset (&play, 0, sizeof play);
  play.declarer = declarer;
  play.contract = kaiser_test_bid (bid);
  play.insulted = KAISER_TEAM_NONE;
  for (guint s = 0; s < 3; s++)
    {
      play.tricks_won[s] = tricks[s];
      play.won[s] = won[s][0] ? kaiser_test_cards (rules, won[s]) : 0;
      play.scores[s] = before[s];
    }
  kaiser_score_hand (rules, &play, r);
}

/* "Play and scoring are as usual, each opponent of the bidder scoring
 * separately for the tricks they took.  The winner is the first to 52 or
 * more and a player whose score is 45 or more can score positive points
 * only by means of a successful bid." */
static void
test_three_scoring (void)
{
  static const guint tricks[3] = { 5, 2, 1 };
  static const gint zero[3] = { 0, 0, 0 };
  static const gint high[3] = { 10, 46, 30 };
  static const gint near[3] = { 47, 51, 30 };
  KaiserRules rules;
  KaiserHandResult r;

  three (&rules);
  /* North bids 7 and takes 5 tricks with the 5♥ (10); East 2 tricks with
   * the 3♠ (−1), South 1 trick (1): each scores alone. */
  score (&rules, N, "7", tricks, "5H AS", "3S QH", "10D", zero, &r);
  g_assert_true (r.made);
  g_assert_cmpint (r.bidders, ==, 0);
  g_assert_cmpint (r.change[0], ==, 10);
  g_assert_cmpint (r.change[1], ==, -1);
  g_assert_cmpint (r.change[2], ==, 1);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NONE);

  /* A set bidder loses the bid; East at 46 scores no plus points, South
   * at 30 does. */
  score (&rules, N, "12", tricks, "5H AS", "QH 10S", "10D 3S", high, &r);
  g_assert_false (r.made);
  g_assert_cmpint (r.change[0], ==, -12);
  g_assert_true (r.bid_out[1]);
  g_assert_cmpint (r.change[1], ==, 0);
  g_assert_false (r.bid_out[2]);
  g_assert_cmpint (r.change[2], ==, -2);
  g_assert_cmpint (r.scores[1], ==, 46);

  /* The first to 52: North makes 7 from 47 and wins; East, at the bid-out,
   * cannot pass North by defending. */
  score (&rules, N, "7", tricks, "5H AS", "QH 10S", "10D 3S", near, &r);
  g_assert_true (r.made);
  g_assert_cmpint (r.scores[0], ==, 57);
  g_assert_cmpint (r.scores[1], ==, 51);
  g_assert_cmpint (r.winner, ==, 0);
}

/* Two players over the target on one hand: the page is silent for three;
 * VARIANTS.md: the bidder wins (as "If both teams cross 52 in the same
 * hand, the bidding team wins"), else the higher score, and between
 * equal scores the first to the bidder's left. */
static void
test_three_tie (void)
{
  static const guint tricks[3] = { 2, 3, 3 };
  static const gint before[3] = { 40, 48, 48 };
  KaiserRules rules;
  KaiserHandResult r;

  three (&rules);
  g_assert_true (kaiser_rules_set (&rules, "bid-out", "none", NULL));
  /* North is set; East and South both reach 51 … then 52 with one more each */
  score (&rules, N, "7", tricks, "AS QS", "AH KH 10H", "AD KD QD", before, &r);
  g_assert_false (r.made);
  g_assert_cmpint (r.scores[1], ==, 51);
  g_assert_cmpint (r.scores[2], ==, 51);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NONE);
  {
    static const gint over[3] = { 40, 49, 49 };

    score (&rules, N, "7", tricks, "AS QS", "AH KH 10H", "AD KD QD", over, &r);
    g_assert_cmpint (r.scores[1], ==, 52);
    g_assert_cmpint (r.scores[2], ==, 52);
    /* equal: East, on North's left, wins */
    g_assert_cmpint (r.winner, ==, 1);
  }
  {
    static const gint ahead[3] = { 40, 49, 50 };

    score (&rules, N, "7", tricks, "AS QS", "AH KH 10H", "AD KD QD", ahead, &r);
    g_assert_cmpint (r.winner, ==, 2);
  }
}

/* Deal numbers and the deal text name the three seats, and round-trip. */
static void
test_three_deal_text (void)
{
  KaiserRules rules, standard;
  KaiserDeal deal, back;
  g_autofree char *text = NULL;
  g_autofree char *number = NULL;
  g_autoptr(GError) error = NULL;

  three (&rules);
  g_assert_true (kaiser_deal_parse (&rules, deal_three, &deal, NULL));
  text = kaiser_deal_to_string (&rules, &deal);
  g_assert_cmpstr (text, ==, deal_three);
  number = kaiser_deal_number_from_deal (&rules, &deal);
  g_assert_nonnull (number);
  g_assert_true (kaiser_deal_number_to_deal (&rules, number, &back, NULL));
  g_assert_cmpint (memcmp (&deal, &back, sizeof deal), ==, 0);
  /* a fourth hand is no seat of this table */
  g_assert_false (kaiser_deal_parse (&rules, "dealer: S\nW: AS\n", &back, &error));
  g_assert_nonnull (strstr (error->message, "not a seat at this table"));
  g_clear_error (&error);
  /* and the four-handed deal text still needs all four */
  kaiser_rules_init_standard (&standard);
  g_assert_false (kaiser_deal_parse (&standard, "dealer: S\n", &back, &error));
  g_assert_nonnull (strstr (error->message, "N, E, S, W"));
}

/* "Five players": "a 40-card pack including all cards down to the 5,
 * except that the 3 of spades replaces the 5", each for themselves. */
static void
test_five_pack (void)
{
  KaiserRules rules;

  g_assert_true (kaiser_rules_init_preset (&rules, "five-players", NULL));
  g_assert_true (kaiser_rules_validate (&rules, NULL));
  g_assert_cmpuint (kaiser_rules_n_seats (&rules), ==, 5);
  g_assert_cmpuint (kaiser_rules_n_sides (&rules), ==, 5);
  g_assert_cmpuint (kaiser_deck_size (&rules.deck), ==, 40);
  g_assert_cmpuint (kaiser_rules_hand_size (&rules), ==, 8);
  g_assert_cmpuint (kaiser_rules_kitty_size (&rules), ==, 0);
  g_assert_true (kaiser_cards_has (kaiser_deck_cards (&rules.deck), kaiser_test_card (&rules, "5C")));
  g_assert_true (kaiser_cards_has (kaiser_deck_cards (&rules.deck), kaiser_test_card (&rules, "6S")));
  g_assert_false (kaiser_deck_card_from_string (&rules.deck, "5S", &(KaiserCard) { 0 }));
  g_assert_false (kaiser_deck_card_from_string (&rules.deck, "4H", &(KaiserCard) { 0 }));
  g_assert_cmpuint (rules.deck.bonus_card, ==, kaiser_test_card (&rules, "5H"));
  g_assert_cmpuint (rules.deck.penalty_card, ==, kaiser_test_card (&rules, "3S"));
  g_assert_nonnull (kaiser_rules_preset_notes ("five-players"));
}

/* "Six players": "three teams of two or two teams of three, using a
 * 48-card deck without twos.  The heart5 and spade3 remain as scoring
 * cards even when they are not the lowest cards of their suits." */
static void
test_six_pack (void)
{
  KaiserRules pairs, threes;
  KaiserState st;

  g_assert_true (kaiser_rules_init_preset (&pairs, "six-players", NULL));
  g_assert_true (kaiser_rules_init_preset (&threes, "six-players-threes", NULL));
  g_assert_true (kaiser_rules_validate (&pairs, NULL));
  g_assert_true (kaiser_rules_validate (&threes, NULL));
  g_assert_cmpuint (kaiser_rules_n_sides (&pairs), ==, 3);
  g_assert_cmpuint (kaiser_rules_seat_partner (&pairs, KAISER_SOUTH), ==, 5);
  g_assert_cmpuint (kaiser_rules_n_sides (&threes), ==, 2);
  g_assert_cmpuint (kaiser_rules_side_seats (&threes, kaiser_rules_seat_side (&threes, KAISER_SOUTH)), ==, 0x15);
  g_assert_cmpuint (kaiser_deck_size (&pairs.deck), ==, 48);
  g_assert_false (kaiser_deck_card_from_string (&pairs.deck, "2H", &(KaiserCard) { 0 }));
  g_assert_cmpuint (pairs.deck.bonus_card, ==, kaiser_test_card (&pairs, "5H"));
  g_assert_cmpuint (pairs.deck.penalty_card, ==, kaiser_test_card (&pairs, "3S"));
  /* the 5♥ is no longer the lowest heart, and still worth 5 */
  g_assert_cmpuint (kaiser_card_power (pairs.deck.bonus_card), ==, 2);
  g_assert_cmpint (kaiser_deck_card_points (&pairs.deck, kaiser_test_cards (&pairs, "5H 3H 4H")), ==, 5);

  /* a trick of six: the highest of the suit led wins it for its team
   * (the sixth seat's weak hand kept: no misdeal offer here) */
  g_assert_true (kaiser_rules_set (&pairs, "misdeal-weak-hand", "false", NULL));
  kaiser_test_state_from_text (&st, &pairs,
                               "dealer: 6\n"
                               "N: AS KS QS JS 10S 9S 8S 7S\n"
                               "E: AH KH QH JH 10H 9H 8H 7H\n"
                               "S: AD KD QD JD 10D 9D 8D 7D\n"
                               "W: AC KC QC JC 10C 9C 8C 7C\n"
                               "5: 6S 5S 4S 3S 6H 5H 4H 3H\n"
                               "6: 6D 5D 4D 3D 6C 5C 4C 3C\n");
  g_assert_cmpuint (st.to_act, ==, KAISER_NORTH);
  kaiser_test_bid_ok (&st, KAISER_NORTH, "6");
  for (guint i = 0; i < 4; i++)
    kaiser_test_bid_ok (&st, st.to_act, "pass");
  kaiser_test_bid_ok (&st, st.to_act, "pass");
  kaiser_test_trump_ok (&st, KAISER_NORTH, KAISER_HEARTS);
  kaiser_test_trick_ok (&st, "AS AH AD AC 3S 3D");
  /* East trumps; East and its partner across (seat 5) take the 3♠ */
  g_assert_cmpuint (st.tricks[0].winner, ==, KAISER_EAST);
  g_assert_true (kaiser_cards_has (st.won[kaiser_rules_seat_side (&pairs, 4)], kaiser_test_card (&pairs, "3S")));
  g_assert_cmpuint (kaiser_state_tricks (&st, kaiser_rules_seat_side (&pairs, 4)), ==, 1);
}

/* Whole games by random players at every new table: every record
 * carries the table and round-trips, and a game that ends has one side
 * at the target. */
static void
test_random_games (void)
{
  static const char * const presets[] = { "three-players", "five-players", "six-players", "six-players-threes" };
  KaiserRng rng;

  kaiser_rng_init (&rng, 26);
  for (guint p = 0; p < G_N_ELEMENTS (presets); p++)
    {
      KaiserRules rules;
      guint ended = 0;

      g_assert_true (kaiser_rules_init_preset (&rules, presets[p], NULL));
      for (guint g = 0; g < 20; g++)
        {
          g_autoptr(KaiserGame) game = kaiser_game_new (&rules, 500 + g);
          g_autoptr(KaiserGame) loaded = NULL;
          g_autofree char *data = NULL;
          g_autofree char *again = NULL;
          g_autoptr(GError) error = NULL;
          const KaiserState *st;

          while (kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER && kaiser_game_get_hand_number (game) < 300)
            {
              KaiserObservation obs;
              KaiserAction action;

              st = kaiser_game_get_state (game);
              if (st->phase == KAISER_PHASE_HAND_OVER)
                {
                  g_assert_true (kaiser_game_next_hand (game, NULL));
                  continue;
                }
              kaiser_game_observe (game, st->to_act, &obs);
              g_assert_true (kaiser_random_player_choose (&obs, &rng, &action));
              g_assert_true (kaiser_game_apply (game, &action, NULL));
            }
          st = kaiser_game_get_state (game);
          if (st->phase == KAISER_PHASE_GAME_OVER)
            {
              g_assert_cmpuint (st->winner, <, kaiser_rules_n_sides (&rules));
              g_assert_cmpint (st->scores[st->winner], >=, kaiser_rules_target (&rules, st->target_raised));
              ended++;
            }
          data = kaiser_record_to_data (game, NULL);
          /* the table is in the record */
          g_assert_nonnull (strstr (data, "\"seats\""));
          loaded = kaiser_record_load_data (data, -1, &error);
          g_assert_no_error (error);
          again = kaiser_record_to_data (loaded, NULL);
          g_assert_cmpstr (data, ==, again);
        }
      g_test_message ("%s: %u of 20 random games ended", presets[p], ended);
      g_assert_cmpuint (ended, >, 0);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/tables/three/pack", test_three_pack);
  g_test_add_func ("/kaiser/tables/three/bidding", test_three_bidding);
  g_test_add_func ("/kaiser/tables/three/missy", test_three_missy);
  g_test_add_func ("/kaiser/tables/three/scoring", test_three_scoring);
  g_test_add_func ("/kaiser/tables/three/tie", test_three_tie);
  g_test_add_func ("/kaiser/tables/three/deal-text", test_three_deal_text);
  g_test_add_func ("/kaiser/tables/five/pack", test_five_pack);
  g_test_add_func ("/kaiser/tables/six/pack", test_six_pack);
  g_test_add_func ("/kaiser/tables/random-games", test_random_games);
  return g_test_run ();
}
