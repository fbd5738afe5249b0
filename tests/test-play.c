/* test-play.c: the play of the cards.
 *
 * Everything here plays tests/data/play.deal, dealt by South:
 *
 *   N: 10S 9S 3S 9D KC JC 8C 7C
 *   E: AS QS 10H 8H AD QC 10C 9C
 *   S: AH JH 5H QD JD 10D 7D AC
 *   W: KS JS 8S KH QH 9H KD 8D
 *
 * West, North and South pass and East bids, so East (not West, on the
 * dealer's left) leads.  The tricks, worked out by hand, are listed in the
 * comments of play.deal and in the scripts below.
 */
#include <string.h>

#include "kaiser-test-util.h"

#define assert_cards(rules, mask, expected) G_STMT_START {                      \
    g_autofree char *_text = kaiser_deck_cards_to_string (&(rules)->deck, (mask)); \
    g_assert_cmpstr (_text, ==, (expected));                                     \
  } G_STMT_END

/* East wins the auction with bid; a suit contract is then played with
 * trump, a no-trump one at once. */
static void
start_play (KaiserState *state, const char *bid, KaiserSuit trump)
{
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  kaiser_test_state_from_file (state, &rules, "play.deal");
  g_assert_cmpint (state->dealer, ==, KAISER_SOUTH);
  kaiser_test_bid_ok (state, KAISER_WEST, "pass");
  kaiser_test_bid_ok (state, KAISER_NORTH, "pass");
  kaiser_test_bid_ok (state, KAISER_EAST, bid);
  kaiser_test_bid_ok (state, KAISER_SOUTH, "pass");
  g_assert_cmpint (state->declarer, ==, KAISER_EAST);
  if (trump != KAISER_SUIT_NONE)
    kaiser_test_trump_ok (state, KAISER_EAST, trump);
  g_assert_cmpint (state->phase, ==, KAISER_PHASE_PLAY);
}

static void
play_action (const KaiserState *state, KaiserSeat seat, const char *card, KaiserAction *action)
{
  memset (action, 0, sizeof *action);
  action->type = KAISER_ACTION_PLAY;
  action->seat = seat;
  action->value = kaiser_test_card (&state->rules, card);
}

static void
play_refused (KaiserState *state, KaiserSeat seat, const char *card, KaiserError code)
{
  KaiserAction action;

  play_action (state, seat, card, &action);
  kaiser_test_refused (state, &action, code);
}

/* The legal cards, from both queries, are exactly expected. */
static void
assert_legal (const KaiserState *state, const char *expected)
{
  KaiserAction actions[KAISER_MAX_ACTIONS];
  KaiserCards legal = kaiser_state_legal_cards (state);
  KaiserCards listed = 0;
  guint n = kaiser_state_legal_actions (state, actions);

  assert_cards (&state->rules, legal, expected);
  g_assert_cmpuint (n, ==, kaiser_cards_count (legal));
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpint (actions[i].type, ==, KAISER_ACTION_PLAY);
      g_assert_cmpint (actions[i].seat, ==, state->to_act);
      g_assert_true (kaiser_state_is_legal (state, &actions[i], NULL));
      listed |= kaiser_card_bit (actions[i].value);
    }
  g_assert_cmpuint (listed, ==, legal);
  /* Legal cards are cards in the hand. */
  g_assert_cmpuint (legal & ~state->hands[state->to_act], ==, 0);
}

static void
assert_points (const KaiserState *state, gint ew, gint ns)
{
  g_assert_cmpint (kaiser_state_points (state, KAISER_TEAM_EW), ==, ew);
  g_assert_cmpint (kaiser_state_points (state, KAISER_TEAM_NS), ==, ns);
}

/* The spades hand of play.deal, card by card, with what the rules allow. */
static const struct {
  KaiserSeat  seat;
  const char *legal;
  const char *card;
} spades_script[] = {
  /* 1: East leads; all follow diamonds; the AD wins. */
  { KAISER_EAST,  "AS QS 10H 8H AD QC 10C 9C", "AD" },
  { KAISER_SOUTH, "QD JD 10D 7D", "7D" },
  { KAISER_WEST,  "KD 8D", "8D" },
  { KAISER_NORTH, "9D", "9D" },
  /* 2: West has no club and trumps the AC with the 8S. */
  { KAISER_EAST,  "AS QS 10H 8H QC 10C 9C", "10C" },
  { KAISER_SOUTH, "AC", "AC" },
  { KAISER_WEST,  "KS JS 8S KH QH 9H KD", "8S" },
  { KAISER_NORTH, "KC JC 8C 7C", "7C" },
  /* 3: West leads; North and East trump, the QS over the 9S. */
  { KAISER_WEST,  "KS JS KH QH 9H KD", "KD" },
  { KAISER_NORTH, "10S 9S 3S KC JC 8C", "9S" },
  { KAISER_EAST,  "AS QS 10H 8H QC 9C", "QS" },
  { KAISER_SOUTH, "QD JD 10D", "QD" },
  /* 4: South and West discard aces and kings of hearts; the 9C wins. */
  { KAISER_EAST,  "AS 10H 8H QC 9C", "9C" },
  { KAISER_SOUTH, "AH JH 5H JD 10D", "AH" },
  { KAISER_WEST,  "KS JS KH QH 9H", "KH" },
  { KAISER_NORTH, "KC JC 8C", "8C" },
  /* 5: North, out of hearts, trumps with the 3S: NS take 5H and 3S. */
  { KAISER_EAST,  "AS 10H 8H QC", "10H" },
  { KAISER_SOUTH, "JH 5H", "5H" },
  { KAISER_WEST,  "QH 9H", "QH" },
  { KAISER_NORTH, "10S 3S KC JC", "3S" },
  /* 6: North leads the KC and it holds. */
  { KAISER_NORTH, "10S KC JC", "KC" },
  { KAISER_EAST,  "QC", "QC" },
  { KAISER_SOUTH, "JH JD 10D", "10D" },
  { KAISER_WEST,  "KS JS 9H", "9H" },
  /* 7: East and West trump the JC; the AS beats the KS. */
  { KAISER_NORTH, "10S JC", "JC" },
  { KAISER_EAST,  "AS 8H", "AS" },
  { KAISER_SOUTH, "JH JD", "JD" },
  { KAISER_WEST,  "KS JS", "KS" },
  /* 8: West's JS beats North's 10S. */
  { KAISER_EAST,  "8H", "8H" },
  { KAISER_SOUTH, "JH", "JH" },
  { KAISER_WEST,  "JS", "JS" },
  { KAISER_NORTH, "10S", "10S" },
};

static const struct {
  KaiserSeat winner;
  gint       ew_points, ns_points;   /* after the trick */
  guint      ew_tricks, ns_tricks;
} spades_tricks[] = {
  { KAISER_EAST,  1, 0, 1, 0 },
  { KAISER_WEST,  2, 0, 2, 0 },
  { KAISER_EAST,  3, 0, 3, 0 },
  { KAISER_EAST,  4, 0, 4, 0 },
  { KAISER_NORTH, 4, 3, 4, 1 },   /* 1 + 5 − 3 */
  { KAISER_NORTH, 4, 4, 4, 2 },
  { KAISER_EAST,  5, 4, 5, 2 },
  { KAISER_WEST,  6, 4, 6, 2 },
};

/* Play the spades hand on up to its first n cards. */
static void
play_spades (KaiserState *state, guint n)
{
  guint done = state->n_tricks * 4u;

  if (state->phase == KAISER_PHASE_PLAY)
    done += state->tricks[state->n_tricks].n_played;
  g_assert_cmpuint (done, <=, n);
  for (guint i = done; i < n; i++)
    kaiser_test_play_ok (state, spades_script[i].seat, spades_script[i].card);
}

/* The lead */

static void
test_lead_declarer (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Play of the cards": "The highest bidder
   * names trumps ... and leads a card to the first trick" — East, not West
   * on the dealer's left (DENEXA's rule, VARIANTS.md V13). */
  start_play (&state, "7", KAISER_SPADES);
  g_assert_cmpint (state.trump, ==, KAISER_SPADES);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
  g_assert_cmpint (kaiser_state_current_trick (&state)->leader, ==, KAISER_EAST);
  g_assert_cmpuint (kaiser_state_current_trick (&state)->n_played, ==, 0);
  g_assert_cmpuint (state.n_tricks, ==, 0);
  /* Any card may be led. */
  assert_legal (&state, "AS QS 10H 8H AD QC 10C 9C");
  play_refused (&state, KAISER_WEST, "KS", KAISER_ERROR_OUT_OF_TURN);
  play_refused (&state, KAISER_SOUTH, "AH", KAISER_ERROR_OUT_OF_TURN);
}

static void
test_lead_declarer_no_trump (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Play of the cards": at no trumps the high
   * bidder leads straight away. */
  start_play (&state, "7nt", KAISER_SUIT_NONE);
  g_assert_cmpint (state.trump, ==, KAISER_SUIT_NONE);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
  g_assert_cmpint (kaiser_state_current_trick (&state)->leader, ==, KAISER_EAST);
  assert_legal (&state, "AS QS 10H 8H AD QC 10C 9C");
  play_refused (&state, KAISER_WEST, "KS", KAISER_ERROR_OUT_OF_TURN);
}

static void
test_lead_forced_dealer (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Bidding" and "Play of the cards": the forced
   * dealer is the high bidder, so South names trumps and leads. */
  kaiser_rules_init_standard (&rules);
  kaiser_test_state_from_file (&state, &rules, "play.deal");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "6");
  kaiser_test_trump_ok (&state, KAISER_SOUTH, KAISER_HEARTS);
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  g_assert_cmpint (kaiser_state_current_trick (&state)->leader, ==, KAISER_SOUTH);
  assert_legal (&state, "AH JH 5H QD JD 10D 7D AC");
  play_refused (&state, KAISER_WEST, "KS", KAISER_ERROR_OUT_OF_TURN);
  kaiser_test_play_ok (&state, KAISER_SOUTH, "5H");
  g_assert_cmpint (state.to_act, ==, KAISER_WEST);
}

/* Following suit */

static void
test_follow_must_follow (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Play of the cards": "Each subsequent player
   * must play a card of the same suit as the led card, if able to".  South
   * holds diamonds when East leads the AD. */
  start_play (&state, "7", KAISER_SPADES);
  kaiser_test_play_ok (&state, KAISER_EAST, "AD");
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  assert_legal (&state, "QD JD 10D 7D");
  play_refused (&state, KAISER_SOUTH, "AH", KAISER_ERROR_MUST_FOLLOW);
  play_refused (&state, KAISER_SOUTH, "5H", KAISER_ERROR_MUST_FOLLOW);
  play_refused (&state, KAISER_SOUTH, "AC", KAISER_ERROR_MUST_FOLLOW);
  /* Any diamond will do, not only the lowest. */
  kaiser_test_play_ok (&state, KAISER_SOUTH, "7D");
  /* West must follow too, with either diamond; a trump is a revoke. */
  assert_legal (&state, "KD 8D");
  play_refused (&state, KAISER_WEST, "KS", KAISER_ERROR_MUST_FOLLOW);
  play_refused (&state, KAISER_WEST, "8S", KAISER_ERROR_MUST_FOLLOW);
  play_refused (&state, KAISER_WEST, "KH", KAISER_ERROR_MUST_FOLLOW);
  kaiser_test_play_ok (&state, KAISER_WEST, "8D");
  assert_legal (&state, "9D");
  play_refused (&state, KAISER_NORTH, "3S", KAISER_ERROR_MUST_FOLLOW);
  play_refused (&state, KAISER_NORTH, "KC", KAISER_ERROR_MUST_FOLLOW);
}

/* Why a card is refused, in the player's words (what the table shows
 * when Enter or a click picks a card that cannot be played). */
static void
test_follow_refusal (void)
{
  KaiserState state;
  g_autoptr(KaiserCardNames) names = kaiser_card_names_new ();
  KaiserCard ah, qd, kc;
  char *why;

  start_play (&state, "7", KAISER_SPADES);
  g_assert_true (kaiser_deck_card_from_string (&state.rules.deck, "AH", &ah));
  g_assert_true (kaiser_deck_card_from_string (&state.rules.deck, "QD", &qd));
  g_assert_true (kaiser_deck_card_from_string (&state.rules.deck, "KC", &kc));   /* North's */
  why = kaiser_state_card_refusal (&state, KAISER_SOUTH, ah, NULL);
  g_assert_cmpstr (why, ==, "Wait for your turn.");
  g_free (why);
  kaiser_test_play_ok (&state, KAISER_EAST, "AD");
  g_assert_null (kaiser_state_card_refusal (&state, KAISER_SOUTH, qd, NULL));
  why = kaiser_state_card_refusal (&state, KAISER_SOUTH, ah, NULL);
  g_assert_cmpstr (why, ==, "You must follow suit (Diamonds).");
  g_free (why);
  /* as the card theme calls the suit */
  kaiser_card_names_set_suit (names, KAISER_DIAMONDS, "Russia");
  why = kaiser_state_card_refusal (&state, KAISER_SOUTH, ah, names);
  g_assert_cmpstr (why, ==, "You must follow suit (Russia).");
  g_free (why);
  why = kaiser_state_card_refusal (&state, KAISER_SOUTH, kc, NULL);
  g_assert_cmpstr (why, ==, "That card is not in your hand.");
  g_free (why);
}

static void
test_follow_card_not_held (void)
{
  KaiserAction action;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Play of the cards": a player plays from his
   * own hand. */
  start_play (&state, "7", KAISER_SPADES);
  play_refused (&state, KAISER_EAST, "KS", KAISER_ERROR_CARD_NOT_HELD);  /* West's */
  play_refused (&state, KAISER_EAST, "5H", KAISER_ERROR_CARD_NOT_HELD);  /* South's */
  kaiser_test_play_ok (&state, KAISER_EAST, "AD");
  /* Not East's AD, now on the table, and not West's KD out of turn. */
  play_refused (&state, KAISER_SOUTH, "AD", KAISER_ERROR_CARD_NOT_HELD);
  play_refused (&state, KAISER_SOUTH, "KD", KAISER_ERROR_CARD_NOT_HELD);
  /* No card of the pack at all. */
  play_action (&state, KAISER_SOUTH, "QD", &action);
  action.value = kaiser_card_make (KAISER_DIAMONDS, 12);
  kaiser_test_refused (&state, &action, KAISER_ERROR_CARD_NOT_HELD);
  action.value = 200;
  kaiser_test_refused (&state, &action, KAISER_ERROR_CARD_NOT_HELD);
  action.value = KAISER_CARD_NONE;
  kaiser_test_refused (&state, &action, KAISER_ERROR_CARD_NOT_HELD);

  /* A card once played is gone from the hand: East cannot lead the AD
   * again after winning trick 1 with it. */
  play_spades (&state, 4);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
  play_refused (&state, KAISER_EAST, "AD", KAISER_ERROR_CARD_NOT_HELD);
}

static void
test_follow_void_any_card (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Play of the cards": "if unable to, they may
   * play any other card they wish"; 004_f32bd69137a90698.txt: "you may play
   * any card, even trumps".  West has no club in trick 2. */
  start_play (&state, "7", KAISER_SPADES);
  play_spades (&state, 6);
  g_assert_cmpint (state.to_act, ==, KAISER_WEST);
  g_assert_cmpuint (state.hands[KAISER_WEST] & kaiser_suit_mask (KAISER_CLUBS), ==, 0);
  assert_legal (&state, "KS JS 8S KH QH 9H KD");
  {
    /* A trump, a heart and a diamond are all allowed. */
    static const char * const any[] = { "KS", "8S", "KH", "9H", "KD" };

    for (guint i = 0; i < G_N_ELEMENTS (any); i++)
      {
        KaiserAction action;

        play_action (&state, KAISER_WEST, any[i], &action);
        g_assert_true (kaiser_state_is_legal (&state, &action, NULL));
      }
  }
  /* Cards played earlier are no longer held. */
  play_refused (&state, KAISER_WEST, "8D", KAISER_ERROR_CARD_NOT_HELD);
  kaiser_test_play_ok (&state, KAISER_WEST, "8S");
}

static void
test_follow_out_of_turn (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Play of the cards": "Play is clockwise". */
  start_play (&state, "7", KAISER_SPADES);
  kaiser_test_play_ok (&state, KAISER_EAST, "AD");
  play_refused (&state, KAISER_WEST, "8D", KAISER_ERROR_OUT_OF_TURN);
  play_refused (&state, KAISER_NORTH, "9D", KAISER_ERROR_OUT_OF_TURN);
  play_refused (&state, KAISER_EAST, "QC", KAISER_ERROR_OUT_OF_TURN);
  kaiser_test_play_ok (&state, KAISER_SOUTH, "7D");
  g_assert_cmpint (state.to_act, ==, KAISER_WEST);
  play_refused (&state, KAISER_NORTH, "9D", KAISER_ERROR_OUT_OF_TURN);
}

/* Winning tricks */

static void
test_trump_beats_ace (void)
{
  const KaiserTrick *trick;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Play of the cards": "If any trumps are
   * played, the player of the highest trump wins the trick".  Trick 2:
   * East 10C, South AC, West 8S (the second-lowest trump), North 7C. */
  start_play (&state, "7", KAISER_SPADES);
  play_spades (&state, 4);
  kaiser_test_play_ok (&state, KAISER_EAST, "10C");
  kaiser_test_play_ok (&state, KAISER_SOUTH, "AC");
  trick = kaiser_state_current_trick (&state);
  g_assert_cmpint (kaiser_state_trick_winner (&state, trick), ==, KAISER_SOUTH);
  kaiser_test_play_ok (&state, KAISER_WEST, "8S");
  trick = kaiser_state_current_trick (&state);
  g_assert_cmpint (kaiser_state_trick_winner (&state, trick), ==, KAISER_WEST);
  kaiser_test_play_ok (&state, KAISER_NORTH, "7C");
  g_assert_cmpuint (state.n_tricks, ==, 2);
  g_assert_cmpint (state.tricks[1].winner, ==, KAISER_WEST);
  g_assert_cmpint (state.tricks[1].leader, ==, KAISER_EAST);
  g_assert_cmpuint (state.tricks_won[KAISER_WEST], ==, 1);
  g_assert_cmpuint (state.tricks_won[KAISER_SOUTH], ==, 0);
  g_assert_true (kaiser_cards_has (state.won[KAISER_TEAM_EW], kaiser_test_card (&state.rules, "AC")));
}

static void
test_trump_highest_wins (void)
{
  const KaiserTrick *trick;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Play of the cards": "the player of the
   * highest trump wins".  Trick 3: West KD, North 9S, East QS, South QD. */
  start_play (&state, "7", KAISER_SPADES);
  play_spades (&state, 8);
  g_assert_cmpint (state.to_act, ==, KAISER_WEST);
  kaiser_test_play_ok (&state, KAISER_WEST, "KD");
  kaiser_test_play_ok (&state, KAISER_NORTH, "9S");
  trick = kaiser_state_current_trick (&state);
  g_assert_cmpint (kaiser_state_trick_winner (&state, trick), ==, KAISER_NORTH);
  kaiser_test_play_ok (&state, KAISER_EAST, "QS");
  trick = kaiser_state_current_trick (&state);
  g_assert_cmpint (kaiser_state_trick_winner (&state, trick), ==, KAISER_EAST);
  /* South follows suit with the QD, which cannot beat a trump. */
  kaiser_test_play_ok (&state, KAISER_SOUTH, "QD");
  g_assert_cmpint (state.tricks[2].winner, ==, KAISER_EAST);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);

  /* Trick 7: East's AS over West's KS after North led the JC. */
  play_spades (&state, 24);
  g_assert_cmpuint (state.n_tricks, ==, 6);
  kaiser_test_trick_ok (&state, "JC AS JD KS");
  g_assert_cmpint (state.tricks[6].winner, ==, KAISER_EAST);
}

static void
test_discard_never_wins (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Play of the cards": "if no trumps are in the
   * trick, it is won by the highest card of the suit led".  Trick 4: East
   * leads the 9C; South's AH and West's KH are discards; North's 8C is
   * lower. */
  start_play (&state, "7", KAISER_SPADES);
  play_spades (&state, 12);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
  kaiser_test_trick_ok (&state, "9C AH KH 8C");
  g_assert_cmpint (state.tricks[3].winner, ==, KAISER_EAST);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);

  /* Trick 6, likewise: North's KC beats East's QC; 10D and 9H discards. */
  kaiser_test_trick_ok (&state, "10H 5H QH 3S");
  kaiser_test_trick_ok (&state, "KC QC 10D 9H");
  g_assert_cmpint (state.tricks[5].winner, ==, KAISER_NORTH);
}

static void
test_no_trump_highest_of_led (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Play of the cards": with no trumps the trick
   * goes to "the highest card of the suit led"; 004_f32bd69137a90698.txt:
   * "(In a no-trump hand, only the highest card of the led suit can win.)"
   * Trick 2 of the spades hand again: West's 8S is now only a discard. */
  start_play (&state, "7nt", KAISER_SUIT_NONE);
  kaiser_test_trick_ok (&state, "AD 7D 8D 9D");
  g_assert_cmpint (state.tricks[0].winner, ==, KAISER_EAST);
  kaiser_test_trick_ok (&state, "10C AC 8S 7C");
  g_assert_cmpint (state.tricks[1].winner, ==, KAISER_SOUTH);
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  /* Trick 3: North's 3S and East's 8H are discards on South's QD; West's
   * KD wins, so East–West take the 3S. */
  kaiser_test_trick_ok (&state, "QD KD 3S 8H");
  g_assert_cmpint (state.tricks[2].winner, ==, KAISER_WEST);
  assert_points (&state, 2 - 3, 1);
}

static void
test_points_five_and_three (void)
{
  const KaiserTrick *trick;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Scoring": "one point for each trick won,
   * plus five points for winning a trick containing the heart5, minus three
   * points for winning a trick containing the spade3".  In trick 5 North
   * trumps with the 3S (the lowest trump, still a trump) and wins a trick
   * holding both: 1 + 5 − 3 = 3 for North–South. */
  start_play (&state, "7", KAISER_SPADES);
  play_spades (&state, 16);
  assert_points (&state, 4, 0);
  kaiser_test_trick_ok (&state, "10H 5H QH 3S");
  trick = &state.tricks[4];
  g_assert_cmpint (trick->winner, ==, KAISER_NORTH);
  g_assert_cmpint (trick->leader, ==, KAISER_EAST);
  assert_points (&state, 4, 3);
  g_assert_cmpuint (kaiser_state_tricks (&state, KAISER_TEAM_NS), ==, 1);
  g_assert_cmpuint (kaiser_state_tricks (&state, KAISER_TEAM_EW), ==, 4);
  g_assert_true (kaiser_cards_has (state.won[KAISER_TEAM_NS], kaiser_test_card (&state.rules, "5H")));
  g_assert_true (kaiser_cards_has (state.won[KAISER_TEAM_NS], kaiser_test_card (&state.rules, "3S")));
  g_assert_cmpuint (kaiser_cards_count (state.won[KAISER_TEAM_NS]), ==, 4);
  g_assert_cmpuint (kaiser_cards_count (state.won[KAISER_TEAM_EW]), ==, 16);
}

static void
test_trick_winner_leads (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Play of the cards": "The winner of the trick
   * leads to the next trick." */
  start_play (&state, "7", KAISER_SPADES);
  for (guint t = 0; t < G_N_ELEMENTS (spades_tricks) - 1; t++)
    {
      play_spades (&state, 4 * (t + 1));
      g_assert_cmpint (state.to_act, ==, spades_tricks[t].winner);
      g_assert_cmpint (state.tricks[t + 1].leader, ==, spades_tricks[t].winner);
      g_assert_cmpint (kaiser_state_current_trick (&state)->leader, ==, spades_tricks[t].winner);
      /* Nobody else may lead. */
      for (guint s = 0; s < KAISER_N_SEATS; s++)
        if (s != spades_tricks[t].winner)
          {
            KaiserAction action = { KAISER_ACTION_PLAY, s, 0, { 0, 0 } };

            action.value = kaiser_cards_first (state.hands[s]);
            kaiser_test_refused (&state, &action, KAISER_ERROR_OUT_OF_TURN);
          }
    }
}

/* Whole hands */

static void
test_hand_scripted (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Play of the cards" (follow suit if able,
   * else any card; highest trump, else highest of the suit led, wins; the
   * winner leads) and "Scoring" (1 a trick, 5H +5, 3S −3): the whole spades
   * hand, checking the legal cards before every card. */
  start_play (&state, "6", KAISER_SPADES);
  for (guint i = 0; i < G_N_ELEMENTS (spades_script); i++)
    {
      guint t = i / 4;

      g_test_message ("trick %u, %s plays %s", t + 1,
                      kaiser_seat_to_string (spades_script[i].seat), spades_script[i].card);
      g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
      g_assert_cmpint (state.to_act, ==, spades_script[i].seat);
      g_assert_cmpuint (state.n_tricks, ==, t);
      assert_legal (&state, spades_script[i].legal);
      kaiser_test_play_ok (&state, spades_script[i].seat, spades_script[i].card);
      if (i % 4 == 3)
        {
          g_assert_cmpuint (state.n_tricks, ==, t + 1);
          g_assert_cmpint (state.tricks[t].winner, ==, spades_tricks[t].winner);
          g_assert_cmpint (state.tricks[t].leader, ==, spades_script[i - 3].seat);
          assert_points (&state, spades_tricks[t].ew_points, spades_tricks[t].ns_points);
          g_assert_cmpuint (kaiser_state_tricks (&state, KAISER_TEAM_EW), ==, spades_tricks[t].ew_tricks);
          g_assert_cmpuint (kaiser_state_tricks (&state, KAISER_TEAM_NS), ==, spades_tricks[t].ns_tricks);
          for (guint k = 0; k < 4; k++)
            g_assert_cmpuint (state.tricks[t].cards[k], ==,
                              kaiser_test_card (&state.rules, spades_script[i - 3 + k].card));
        }
    }
  g_assert_cmpuint (state.tricks_won[KAISER_NORTH], ==, 2);
  g_assert_cmpuint (state.tricks_won[KAISER_EAST], ==, 4);
  g_assert_cmpuint (state.tricks_won[KAISER_SOUTH], ==, 0);
  g_assert_cmpuint (state.tricks_won[KAISER_WEST], ==, 2);
}

static void
test_hand_over (void)
{
  KaiserAction actions[KAISER_MAX_ACTIONS];
  KaiserAction action;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Play of the cards": "When all the cards have
   * been played, the tricks are counted"; VARIANTS.md, standard game: "the
   * two sides' points always total 10" (8 tricks + 5 − 3). */
  start_play (&state, "6", KAISER_SPADES);
  play_spades (&state, G_N_ELEMENTS (spades_script));
  g_assert_cmpuint (state.n_tricks, ==, 8);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_HAND_OVER);
  g_assert_cmpint (state.to_act, ==, KAISER_SEAT_NONE);
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    g_assert_cmpuint (state.hands[s], ==, 0);
  g_assert_cmpuint (state.won[KAISER_TEAM_NS] | state.won[KAISER_TEAM_EW], ==,
                    kaiser_deck_cards (&state.rules.deck));
  g_assert_cmpuint (state.won[KAISER_TEAM_NS] & state.won[KAISER_TEAM_EW], ==, 0);
  assert_points (&state, 6, 4);
  g_assert_cmpint (kaiser_state_points (&state, KAISER_TEAM_NS) +
                   kaiser_state_points (&state, KAISER_TEAM_EW), ==, 10);
  g_assert_cmpuint (kaiser_state_tricks (&state, KAISER_TEAM_NS) +
                    kaiser_state_tricks (&state, KAISER_TEAM_EW), ==, 8);
  /* The last trick is still there to look at. */
  g_assert_nonnull (kaiser_state_current_trick (&state));
  g_assert_cmpint (kaiser_state_current_trick (&state)->winner, ==, KAISER_WEST);
  /* Nothing more to play. */
  g_assert_cmpuint (kaiser_state_legal_cards (&state), ==, 0);
  g_assert_cmpuint (kaiser_state_legal_actions (&state, actions), ==, 0);
  play_action (&state, KAISER_WEST, "AS", &action);
  kaiser_test_refused (&state, &action, KAISER_ERROR_WRONG_PHASE);
}

static void
test_hand_no_trump (void)
{
  /* At no trumps, leader first (see tests/data/play.deal). */
  static const struct {
    const char *cards;
    KaiserSeat  winner;
    gint        ew_points, ns_points;
  } tricks[] = {
    { "AD 7D 8D 9D",   KAISER_EAST,  1, 0 },
    { "10C AC 8S 7C",  KAISER_SOUTH, 1, 1 },
    { "QD KD 3S 8H",   KAISER_WEST,  2 - 3, 1 },
    { "KS 9S AS 10D",  KAISER_EAST,  3 - 3, 1 },
    { "10H 5H 9H 8C",  KAISER_EAST,  4 + 5 - 3, 1 },
    { "QS JD JS 10S",  KAISER_EAST,  5 + 5 - 3, 1 },
    { "QC JH QH KC",   KAISER_NORTH, 7, 2 },
    { "JC 9C AH KH",   KAISER_NORTH, 7, 3 },
  };
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Play of the cards" at no trumps and
   * "Scoring": the whole hand; the sides' points total 10. */
  start_play (&state, "7nt", KAISER_SUIT_NONE);
  for (guint t = 0; t < G_N_ELEMENTS (tricks); t++)
    {
      g_test_message ("trick %u: %s", t + 1, tricks[t].cards);
      kaiser_test_trick_ok (&state, tricks[t].cards);
      g_assert_cmpint (state.tricks[t].winner, ==, tricks[t].winner);
      assert_points (&state, tricks[t].ew_points, tricks[t].ns_points);
      if (t + 1 < G_N_ELEMENTS (tricks))
        g_assert_cmpint (state.to_act, ==, tricks[t].winner);
    }
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_HAND_OVER);
  g_assert_cmpuint (kaiser_state_tricks (&state, KAISER_TEAM_EW), ==, 5);
  g_assert_cmpuint (kaiser_state_tricks (&state, KAISER_TEAM_NS), ==, 3);
  g_assert_cmpint (kaiser_state_points (&state, KAISER_TEAM_NS) +
                   kaiser_state_points (&state, KAISER_TEAM_EW), ==, 10);
}

static void
test_trump_choice_matters (void)
{
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Play of the cards": only the named suit is
   * trumps.  With hearts trumps, West's 8S in trick 2 is a mere discard
   * and South's AC wins. */
  start_play (&state, "7", KAISER_HEARTS);
  kaiser_test_trick_ok (&state, "AD 7D 8D 9D");
  kaiser_test_trick_ok (&state, "10C AC 8S 7C");
  g_assert_cmpint (state.tricks[1].winner, ==, KAISER_SOUTH);
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/kaiser/play/lead/declarer", test_lead_declarer);
  g_test_add_func ("/kaiser/play/lead/declarer-no-trump", test_lead_declarer_no_trump);
  g_test_add_func ("/kaiser/play/lead/forced-dealer", test_lead_forced_dealer);
  g_test_add_func ("/kaiser/play/follow/must-follow", test_follow_must_follow);
  g_test_add_func ("/kaiser/play/follow/card-not-held", test_follow_card_not_held);
  g_test_add_func ("/kaiser/play/follow/refusal", test_follow_refusal);
  g_test_add_func ("/kaiser/play/follow/void-any-card", test_follow_void_any_card);
  g_test_add_func ("/kaiser/play/follow/out-of-turn", test_follow_out_of_turn);
  g_test_add_func ("/kaiser/play/trick/trump-beats-ace", test_trump_beats_ace);
  g_test_add_func ("/kaiser/play/trick/highest-trump-wins", test_trump_highest_wins);
  g_test_add_func ("/kaiser/play/trick/discard-never-wins", test_discard_never_wins);
  g_test_add_func ("/kaiser/play/trick/trump-choice-matters", test_trump_choice_matters);
  g_test_add_func ("/kaiser/play/trick/winner-leads", test_trick_winner_leads);
  g_test_add_func ("/kaiser/play/no-trump/highest-of-led", test_no_trump_highest_of_led);
  g_test_add_func ("/kaiser/play/points/five-and-three", test_points_five_and_three);
  g_test_add_func ("/kaiser/play/hand/scripted", test_hand_scripted);
  g_test_add_func ("/kaiser/play/hand/over", test_hand_over);
  g_test_add_func ("/kaiser/play/hand/no-trump", test_hand_no_trump);

  return g_test_run ();
}
