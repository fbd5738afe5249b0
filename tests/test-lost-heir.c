/* test-lost-heir.c: McLoughlin's Lost Heir (1893).
 *
 * 000_5ed066fa22fca3eb.txt, "Lost Heir": "The suits represent American,
 * Canadian or British cities, and the cards in each suit are Mayor (7),
 * Chief of Police (6); Commissioner (5), Detective (4), Captain (3),
 * Sergeant (2), Policeman (1).  There are two blank cards, a Lost Heir card
 * worth +5 points and a Wrong Boy card worth -3 points."  "The suit led by
 * the highest bidder is trump, but the Lost Heir always counts as the
 * highest trump and the Wrong Boy counts as the lowest trump.  The two
 * blank cards belong to no suit, so can only be played as discards when
 * the holder is unable to follow suit.  If a blank card is played to the
 * same trick as the Lost Heir or Wrong Boy it cancels the value of those
 * cards."  "The players other than the dealer bid for the right to lead
 * first and make trumps.  The dealer could either accept the highest bid
 * and score the amount bid, or reject it, score nothing for the bid, and
 * make trumps himself. … if the bidder made fewer points than the bid, his
 * score for the hand was zero. … The first player or team to 25 points was
 * the winner."
 */
#include <string.h>

#include "kaiser-player.h"
#include "kaiser-record.h"
#include "kaiser-test-util.h"

/* North deals; East holds the Lost Heir and the hearts, South the Wrong
 * Boy and the spades, West and North a blank and a city each. */
static const char heir_deal[] =
  "dealer: N\n"
  "N: B1 7C 6C 5C 4C 3C 2C 1C\n"
  "E: LH 7H 6H 5H 4H 3H 2S 1S\n"
  "S: WB 2H 1H 7S 6S 5S 4S 3S\n"
  "W: B2 7D 6D 5D 4D 3D 2D 1D\n";

static void
heir_rules (KaiserRules *rules, const char *preset)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (kaiser_rules_init_preset (rules, preset, &error));
  g_assert_no_error (error);
  g_assert_true (kaiser_rules_validate (rules, &error));
  g_assert_no_error (error);
}

static void
heir_state (KaiserState *st)
{
  KaiserRules rules;

  heir_rules (&rules, "lost-heir");
  kaiser_test_state_from_text (st, &rules, heir_deal);
  g_assert_cmpint (st->phase, ==, KAISER_PHASE_BIDDING);
  g_assert_cmpint (st->to_act, ==, KAISER_EAST);
}

static void
accept_ok (KaiserState *st, gboolean accept)
{
  KaiserAction action = kaiser_action_make (KAISER_ACTION_ACCEPT, st->dealer, accept);
  g_autoptr(GError) error = NULL;

  g_assert_true (kaiser_state_apply (st, &action, &error));
  g_assert_no_error (error);
}

/* East bids 3, South and West pass, North (dealing) accepts: East leads. */
static void
sell_to_east (KaiserState *st)
{
  heir_state (st);
  kaiser_test_bid_ok (st, KAISER_EAST, "3");
  kaiser_test_bid_ok (st, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (st, KAISER_WEST, "pass");
  accept_ok (st, TRUE);
}

static KaiserAction
play (const KaiserState *st, KaiserSeat seat, const char *card)
{
  return kaiser_action_make (KAISER_ACTION_PLAY, seat, kaiser_test_card (&st->rules, card));
}

/* The packs: four cities of seven (or eleven) and the four cards outside
 * them, each with a name of its own in texts and records. */
static void
test_pack (void)
{
  KaiserRules rules, big;
  const char *names[] = { "LH", "WB", "B1", "B2" };
  g_autofree char *all = NULL;
  g_autofree char *heir = NULL;

  heir_rules (&rules, "lost-heir");
  g_assert_cmpuint (kaiser_deck_size (&rules.deck), ==, 32);
  g_assert_cmpuint (kaiser_cards_count (rules.deck.outside), ==, 4);
  g_assert_cmpuint (kaiser_cards_count (rules.deck.blanks), ==, 2);
  g_assert_cmpuint (kaiser_rules_hand_size (&rules), ==, 8);
  /* a point a trick, the Lost Heir +5, the Wrong Boy −3 */
  g_assert_cmpint (kaiser_rules_hand_points (&rules), ==, 10);
  g_assert_cmpint (rules.target, ==, 25);
  g_assert_cmpuint (kaiser_rules_n_sides (&rules), ==, 4);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      KaiserCard card = kaiser_test_card (&rules, names[i]);
      char buf[4];

      g_assert_true (kaiser_cards_has (rules.deck.outside, card));
      g_assert_cmpstr (kaiser_deck_card_to_string (&rules.deck, card, buf), ==, names[i]);
      /* outside every suit until trumps are known */
      g_assert_cmpint (kaiser_deck_card_suit (&rules.deck, card, KAISER_SUIT_NONE), ==, KAISER_SUIT_NONE);
    }
  g_assert_cmpint (kaiser_deck_card_suit (&rules.deck, kaiser_test_card (&rules, "LH"), KAISER_CLUBS), ==, KAISER_CLUBS);
  g_assert_cmpint (kaiser_deck_card_suit (&rules.deck, kaiser_test_card (&rules, "B1"), KAISER_CLUBS), ==, KAISER_SUIT_NONE);
  g_assert_cmpuint (kaiser_deck_suit_cards (&rules.deck, KAISER_HEARTS, KAISER_HEARTS), ==,
                    kaiser_test_cards (&rules, "7H 6H 5H 4H 3H 2H 1H LH WB"));
  g_assert_cmpuint (kaiser_deck_suit_cards (&rules.deck, KAISER_HEARTS, KAISER_SPADES), ==,
                    kaiser_test_cards (&rules, "7H 6H 5H 4H 3H 2H 1H"));
  all = kaiser_deck_cards_to_string (&rules.deck, kaiser_test_cards (&rules, "B2 WB 1C LH 7S B1"));
  g_assert_cmpstr (all, ==, "7S 1C LH WB B1 B2");
  heir = kaiser_deck_card_describe (&rules.deck, kaiser_test_card (&rules, "LH"));
  g_assert_cmpstr (heir, ==, "Lost Heir");
  g_assert_false (kaiser_deck_card_from_string (&rules.deck, "8C", &(KaiserCard) { 0 }));

  /* McLoughlin's "48-card pack with 11 rather than 7 cards in each suit" */
  heir_rules (&big, "lost-heir-48");
  g_assert_cmpuint (kaiser_deck_size (&big.deck), ==, 48);
  g_assert_cmpuint (kaiser_rules_n_seats (&big), ==, 6);
  g_assert_cmpuint (kaiser_rules_hand_size (&big), ==, 8);
  g_assert_cmpint (kaiser_rules_hand_points (&big), ==, 10);
  g_assert_cmpint (kaiser_deck_face (&big.deck, kaiser_test_card (&big, "11S")), ==, KAISER_FACE_11);
  g_assert_true (kaiser_cards_has (kaiser_deck_cards (&big.deck), kaiser_test_card (&big, "LH")));

  heir_rules (&rules, "lost-heir-teams");
  g_assert_cmpuint (kaiser_rules_n_sides (&rules), ==, 2);
}

/* The others bid for the lead; the dealer then accepts or refuses, and
 * bids no more. */
static void
test_sale_phase (void)
{
  KaiserState st;
  KaiserAction actions[KAISER_MAX_ACTIONS];
  guint n;

  heir_state (&st);
  kaiser_test_bid_ok (&st, KAISER_EAST, "3");
  kaiser_test_bid_ok (&st, KAISER_SOUTH, "pass");
  /* West may not equal East's bid: only a higher one */
  kaiser_test_refused (&st, &(KaiserAction) { KAISER_ACTION_BID, KAISER_WEST, 0, { KAISER_BID_SUIT, 3 } },
                       KAISER_ERROR_BID_TOO_LOW);
  kaiser_test_bid_ok (&st, KAISER_WEST, "pass");
  g_assert_cmpint (st.phase, ==, KAISER_PHASE_ACCEPT);
  g_assert_cmpint (st.to_act, ==, KAISER_NORTH);
  n = kaiser_state_legal_actions (&st, actions);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpint (actions[0].type, ==, KAISER_ACTION_ACCEPT);
  g_assert_cmpint (actions[1].type, ==, KAISER_ACTION_ACCEPT);
  /* the dealer does not bid */
  kaiser_test_refused (&st, &(KaiserAction) { KAISER_ACTION_BID, KAISER_NORTH, 0, { KAISER_BID_SUIT, 4 } },
                       KAISER_ERROR_WRONG_PHASE);
  accept_ok (&st, TRUE);
  g_assert_true (st.sold);
  g_assert_cmpint (st.declarer, ==, KAISER_EAST);
  g_assert_cmpint (st.phase, ==, KAISER_PHASE_PLAY);
  g_assert_cmpint (st.to_act, ==, KAISER_EAST);
  g_assert_cmpint (st.trump, ==, KAISER_SUIT_NONE);
}

/* "The suit led by the highest bidder is trump"; the first lead is a
 * city's card, and the Lost Heir and the Wrong Boy are the highest and the
 * lowest trump. */
static void
test_trumps (void)
{
  KaiserState st;
  g_autofree char *why = NULL;

  sell_to_east (&st);
  /* the Lost Heir would lead no suit: the first lead must name one */
  kaiser_test_refused (&st, &(KaiserAction) { KAISER_ACTION_PLAY, KAISER_EAST, kaiser_test_card (&st.rules, "LH"), { 0, 0 } },
                       KAISER_ERROR_MUST_FOLLOW);
  why = kaiser_state_card_refusal (&st, KAISER_EAST, kaiser_test_card (&st.rules, "LH"), NULL);
  g_assert_cmpstr (why, ==, "Your first lead makes trumps: lead a card of a suit.");
  kaiser_test_play_ok (&st, KAISER_EAST, "3H");
  g_assert_cmpint (st.trump, ==, KAISER_HEARTS);
  /* South follows trumps with the Wrong Boy, a heart now */
  g_assert_cmpuint (kaiser_state_legal_cards (&st), ==, kaiser_test_cards (&st.rules, "2H 1H WB"));
  kaiser_test_refused (&st, &(KaiserAction) { KAISER_ACTION_PLAY, KAISER_SOUTH, kaiser_test_card (&st.rules, "7S"), { 0, 0 } },
                       KAISER_ERROR_MUST_FOLLOW);
  kaiser_test_play_ok (&st, KAISER_SOUTH, "WB");
  kaiser_test_play_ok (&st, KAISER_WEST, "7D");
  kaiser_test_play_ok (&st, KAISER_NORTH, "7C");
  /* the lowest trump still beats every other suit, but not the 3 of trumps */
  g_assert_cmpint (st.tricks[0].winner, ==, KAISER_EAST);
  g_assert_true (kaiser_state_card_beats (&st, kaiser_test_card (&st.rules, "WB"), kaiser_test_card (&st.rules, "7D")));
  g_assert_false (kaiser_state_card_beats (&st, kaiser_test_card (&st.rules, "WB"), kaiser_test_card (&st.rules, "1H")));
  /* the Lost Heir beats the Mayor of trumps */
  g_assert_true (kaiser_state_card_beats (&st, kaiser_test_card (&st.rules, "LH"), kaiser_test_card (&st.rules, "7H")));
  g_assert_false (kaiser_state_card_beats (&st, kaiser_test_card (&st.rules, "7H"), kaiser_test_card (&st.rules, "LH")));
  /* the Wrong Boy went to East: −3 */
  g_assert_cmpint (kaiser_state_points (&st, KAISER_TEAM_EW), ==, 1 - 3);
}

/* Blanks "belong to no suit, so can only be played as discards when the
 * holder is unable to follow suit", and one in a trick cancels the Lost
 * Heir's or the Wrong Boy's value. */
static void
test_blanks (void)
{
  KaiserState st;
  g_autofree char *why = NULL;

  sell_to_east (&st);
  kaiser_test_trick_ok (&st, "7H 1H 7D 7C");
  /* East leads the Lost Heir, a trump; South follows with a heart, West
   * and North hold none and throw their blanks: its 5 points are gone */
  kaiser_test_play_ok (&st, KAISER_EAST, "LH");
  g_assert_cmpuint (kaiser_state_legal_cards (&st), ==, kaiser_test_cards (&st.rules, "2H WB"));
  kaiser_test_play_ok (&st, KAISER_SOUTH, "2H");
  g_assert_true (kaiser_cards_has (kaiser_state_legal_cards (&st), kaiser_test_card (&st.rules, "B2")));
  kaiser_test_play_ok (&st, KAISER_WEST, "B2");
  kaiser_test_play_ok (&st, KAISER_NORTH, "6C");
  g_assert_cmpint (st.tricks[1].winner, ==, KAISER_EAST);
  g_assert_true (kaiser_cards_has (st.cancelled, kaiser_test_card (&st.rules, "LH")));
  g_assert_cmpint (kaiser_state_points (&st, KAISER_TEAM_EW), ==, 2);

  /* East leads spades: South must follow, a blank is no spade */
  kaiser_test_play_ok (&st, KAISER_EAST, "2S");
  kaiser_test_play_ok (&st, KAISER_SOUTH, "7S");
  kaiser_test_play_ok (&st, KAISER_WEST, "6D");
  /* North holds no spade: the blank may go now */
  g_assert_true (kaiser_cards_has (kaiser_state_legal_cards (&st), kaiser_test_card (&st.rules, "B1")));
  kaiser_test_play_ok (&st, KAISER_NORTH, "5C");
  /* South leads; West, North and East each still hold cards of a suit:
   * a blank is not led while anything else is held */
  kaiser_test_play_ok (&st, KAISER_SOUTH, "6S");
  kaiser_test_play_ok (&st, KAISER_WEST, "5D");
  kaiser_test_play_ok (&st, KAISER_NORTH, "4C");
  kaiser_test_play_ok (&st, KAISER_EAST, "1S");
  g_assert_cmpint (st.to_act, ==, KAISER_SOUTH);
  kaiser_test_trick_ok (&st, "5S 4D 3C 6H");
  /* East trumped.  It leads trumps: South's only one is the Wrong Boy,
   * and North throws its blank on it */
  g_assert_cmpint (st.to_act, ==, KAISER_EAST);
  kaiser_test_play_ok (&st, KAISER_EAST, "5H");
  g_assert_cmpuint (kaiser_state_legal_cards (&st), ==, kaiser_test_cards (&st.rules, "WB"));
  kaiser_test_play_ok (&st, KAISER_SOUTH, "WB");
  kaiser_test_play_ok (&st, KAISER_WEST, "3D");
  kaiser_test_play_ok (&st, KAISER_NORTH, "B1");
  /* the blank cancelled the Wrong Boy's −3 too */
  g_assert_true (kaiser_cards_has (st.cancelled, kaiser_test_card (&st.rules, "WB")));
  kaiser_test_trick_ok (&st, "4H 4S 2D 2C");
  kaiser_test_trick_ok (&st, "3H 3S 1D 1C");
  g_assert_cmpint (st.phase, ==, KAISER_PHASE_HAND_OVER);
  /* East took six tricks and both special cards, each cancelled: 6
   * points, its 3 made; South two; North sold the lead for 3 */
  g_assert_cmpint (st.result.points[KAISER_TEAM_EW], ==, 6);
  g_assert_cmpint (st.result.points[2], ==, 2);
  g_assert_true (st.result.made);
  g_assert_cmpint (st.result.change[KAISER_TEAM_EW], ==, 6);
  g_assert_cmpint (st.result.change[KAISER_TEAM_NS], ==, 3);
  g_assert_cmpint (st.result.sellers, ==, KAISER_TEAM_NS);

  /* a blank on lead while holding anything else, in the player's words */
  heir_state (&st);
  kaiser_test_bid_ok (&st, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&st, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&st, KAISER_WEST, "pass");
  /* everyone passed: North leads without a contract */
  g_assert_cmpint (st.phase, ==, KAISER_PHASE_PLAY);
  g_assert_cmpint (st.declarer, ==, KAISER_NORTH);
  g_assert_true (kaiser_bid_is_pass (st.contract));
  why = kaiser_state_card_refusal (&st, KAISER_NORTH, kaiser_test_card (&st.rules, "B1"), NULL);
  g_assert_cmpstr (why, ==, "A blank card is only discarded: lead another card.");
  {
    KaiserAction blank = play (&st, KAISER_NORTH, "B1");
    kaiser_test_refused (&st, &blank, KAISER_ERROR_MUST_FOLLOW);
  }
}

/* A blank led leaves the trick to the first card of a suit. */
static void
test_blank_led (void)
{
  KaiserRules rules;
  KaiserState st;
  KaiserTrick trick = { KAISER_NORTH, 2, 0, { 0 } };

  heir_rules (&rules, "lost-heir");
  kaiser_test_state_from_text (&st, &rules, heir_deal);
  st.trump = KAISER_DIAMONDS;
  trick.cards[0] = kaiser_test_card (&rules, "B1");
  trick.cards[1] = kaiser_test_card (&rules, "1C");
  g_assert_cmpint (kaiser_state_trick_suit (&st, &trick), ==, KAISER_CLUBS);
  trick.n_played = 1;
  g_assert_cmpint (kaiser_state_trick_suit (&st, &trick), ==, KAISER_SUIT_NONE);
  /* East's 1♣ beats the blank led, South's 2♣ East's, a trump them all */
  g_assert_true (kaiser_state_card_beats (&st, kaiser_test_card (&rules, "1C"), kaiser_test_card (&rules, "B1")));
  g_assert_false (kaiser_state_card_beats (&st, kaiser_test_card (&rules, "B2"), kaiser_test_card (&rules, "B1")));
  trick.cards[2] = kaiser_test_card (&rules, "2C");
  trick.cards[3] = kaiser_test_card (&rules, "1D");
  trick.n_played = 4;
  g_assert_cmpint (kaiser_state_trick_winner (&st, &trick), ==, KAISER_WEST);
  trick.cards[3] = kaiser_test_card (&rules, "B2");
  g_assert_cmpint (kaiser_state_trick_winner (&st, &trick), ==, KAISER_SOUTH);
}

/* "reject it, score nothing for the bid, and make trumps himself"; "if the
 * bidder made fewer points than the bid, his score for the hand was zero". */
static void
test_refuse_and_short (void)
{
  KaiserState st;

  heir_state (&st);
  kaiser_test_bid_ok (&st, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&st, KAISER_SOUTH, "4");
  kaiser_test_bid_ok (&st, KAISER_WEST, "pass");
  accept_ok (&st, FALSE);
  g_assert_false (st.sold);
  g_assert_cmpint (st.declarer, ==, KAISER_NORTH);
  g_assert_true (kaiser_bid_is_pass (st.contract));
  g_assert_cmpint (st.to_act, ==, KAISER_NORTH);
  kaiser_test_play_ok (&st, KAISER_NORTH, "1C");
  g_assert_cmpint (st.trump, ==, KAISER_CLUBS);

  /* South accepted at 6 and takes less: zero for South, 6 for North */
  heir_state (&st);
  kaiser_test_bid_ok (&st, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&st, KAISER_SOUTH, "6");
  kaiser_test_bid_ok (&st, KAISER_WEST, "pass");
  accept_ok (&st, TRUE);
  g_assert_cmpint (st.declarer, ==, KAISER_SOUTH);
  kaiser_test_trick_ok (&st, "7S 7D 7C 2S");
  for (guint t = 1; t < 8; t++)
    {
      KaiserAction actions[KAISER_MAX_ACTIONS];
      while (st.phase == KAISER_PHASE_PLAY && st.n_tricks == t)
        {
          g_assert_cmpuint (kaiser_state_legal_actions (&st, actions), >, 0);
          g_assert_true (kaiser_state_apply (&st, &actions[0], NULL));
        }
    }
  g_assert_cmpint (st.phase, ==, KAISER_PHASE_HAND_OVER);
  if (st.result.points[2] < 6)
    {
      g_assert_false (st.result.made);
      g_assert_cmpint (st.result.change[2], ==, 0);
    }
  else
    g_assert_cmpint (st.result.change[2], ==, st.result.points[2]);
  g_assert_cmpint (st.result.change[KAISER_TEAM_NS], ==, st.result.points[KAISER_TEAM_NS] + 6);
  for (guint t = 0; t < 4; t++)
    if (t != 0 && t != 2)
      g_assert_cmpint (st.result.change[t], ==, st.result.points[t]);
}

/* Validation: no hand without trumps (the Lost Heir is a trump), and no
 * piles beyond the table of two. */
static void
test_validate (void)
{
  KaiserRules rules;
  g_autoptr(GError) error = NULL;

  heir_rules (&rules, "lost-heir");
  g_assert_true (kaiser_rules_set (&rules, "no-trump", "true", NULL));
  g_assert_false (kaiser_rules_validate (&rules, &error));
  g_assert_nonnull (strstr (error->message, "(pack, no-trump)"));
  g_clear_error (&error);

  heir_rules (&rules, "lost-heir-48");
  g_assert_true (kaiser_rules_set (&rules, "seats", "4", NULL));
  g_assert_false (kaiser_rules_validate (&rules, &error));
  g_assert_nonnull (strstr (error->message, "piles are played at two players only"));
}

/* Whole games at each table and level; records carry the sale and verify,
 * and a record whose sale is not what happened is refused. */
static void
test_games_and_records (void)
{
  static const char * const presets[] = { "lost-heir", "lost-heir-teams", "lost-heir-48" };
  static const KaiserLevel levels[] = { KAISER_LEVEL_RANDOM, KAISER_LEVEL_BEGINNER, KAISER_LEVEL_STANDARD };
  gboolean saw_sale = FALSE;

  for (guint p = 0; p < G_N_ELEMENTS (presets); p++)
    for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
      {
        KaiserRules rules;
        g_autoptr(KaiserGame) game = NULL;
        g_autoptr(KaiserPlayer) player = kaiser_player_new (levels[i], 3 + i);
        g_autoptr(KaiserGame) again = NULL;
        g_autoptr(GError) error = NULL;
        g_autofree char *record = NULL;
        char *sale;

        heir_rules (&rules, presets[p]);
        game = kaiser_game_new (&rules, 60 + p * 3 + i);
        kaiser_test_play_game (game, player, NULL, NULL);
        record = kaiser_record_to_data (game, NULL);
        again = kaiser_record_load_data (record, -1, &error);
        g_assert_no_error (error);
        for (guint t = 0; t < kaiser_rules_n_sides (&rules); t++)
          g_assert_cmpint (kaiser_game_get_state (again)->scores[t], ==, kaiser_game_get_state (game)->scores[t]);
        g_clear_object (&again);

        /* turn the first sale round */
        sale = strstr (record, "\"sale\" : \"");
        if (sale == NULL)
          continue;
        saw_sale = TRUE;
        {
          GString *turned = g_string_new (record);
          gboolean accepted = g_str_has_prefix (sale + strlen ("\"sale\" : \""), "accepted");

          g_string_replace (turned, accepted ? "\"sale\" : \"accepted\"" : "\"sale\" : \"refused\"",
                            accepted ? "\"sale\" : \"refused\"" : "\"sale\" : \"accepted\"", 1);
          g_free (record);
          record = g_string_free (turned, FALSE);
        }
        again = kaiser_record_load_data (record, -1, &error);
        g_assert_null (again);
        g_assert_nonnull (error);
        g_clear_error (&error);
      }
  g_assert_true (saw_sale);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/kaiser/lost-heir/pack", test_pack);
  g_test_add_func ("/kaiser/lost-heir/sale-phase", test_sale_phase);
  g_test_add_func ("/kaiser/lost-heir/trumps", test_trumps);
  g_test_add_func ("/kaiser/lost-heir/blanks", test_blanks);
  g_test_add_func ("/kaiser/lost-heir/blank-led", test_blank_led);
  g_test_add_func ("/kaiser/lost-heir/refuse-and-short", test_refuse_and_short);
  g_test_add_func ("/kaiser/lost-heir/validate", test_validate);
  g_test_add_func ("/kaiser/lost-heir/games-and-records", test_games_and_records);
  return g_test_run ();
}
