/* test-heuristic.c: the Beginner and Standard computer players.
 *
 * Scripted positions where a good player must do one thing (dump the −3
 * card on the opponents' trick, the +5 card on partner's sure winner,
 * win the +5 card's trick cheaply, leave partner's ace alone, draw
 * trumps, bid, pass, equal as dealer …); both levels playing whole games
 * under every preset of VARIANTS.md and many option combinations without
 * one illegal action (kaiser_game_apply would refuse it and the match
 * fail); and a strength smoke test, Standard against Beginner.
 *
 * Deals are written as in the .deal files of tests/data: standard pack
 * A K Q J 10 9 8 7 (5♥ and 3♠ in place of the red and black sevens).
 *
 * Lost Heir (000_5ed066fa22fca3eb.txt, "Lost Heir"): the dealer's sale
 * ("The dealer could either accept the highest bid and score the amount
 * bid, or reject it, score nothing for the bid, and make trumps
 * himself"), the first lead that makes trumps, and a blank thrown on an
 * opponent's Lost Heir, never on partner's ("the best the others can do
 * is to annul its trick with a blank card").
 */
#include <string.h>

#include "kaiser-heuristic.h"
#include "kaiser-match.h"
#include "kaiser-test-util.h"

/* Helpers */

static void
rules_with (KaiserRules *rules, const char *preset, const char *settings)
{
  g_auto(GStrv) pairs = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (kaiser_rules_init_preset (rules, preset, NULL));
  if (settings == NULL)
    return;
  pairs = g_strsplit (settings, " ", -1);
  for (guint i = 0; pairs[i]; i++)
    {
      g_auto(GStrv) kv = g_strsplit (pairs[i], "=", 2);

      if (!kaiser_rules_set (rules, kv[0], kv[1], &error))
        g_error ("%s", error->message);
    }
  if (!kaiser_rules_validate (rules, &error))
    g_error ("%s: %s", settings, error->message);
}

/* The action the player at this level takes for the seat to act.  The
 * heuristic players do not draw on their random stream for these
 * decisions: three streams give the same answer. */
static KaiserAction
decide (KaiserLevel level, const KaiserState *state)
{
  KaiserObservation obs;
  KaiserAction action;
  g_autoptr(GError) error = NULL;

  kaiser_observation_init (&obs, state, state->to_act);
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      KaiserRng rng;
      KaiserAction again;

      kaiser_rng_init (&rng, seed);
      g_assert_true (kaiser_heuristic_decide (level, &obs, &rng, seed == 1 ? &action : &again));
      if (seed > 1)
        g_assert_cmpmem (&action, sizeof action, &again, sizeof again);
    }
  g_assert_cmpint (action.seat, ==, state->to_act);
  if (!kaiser_state_is_legal (state, &action, &error))
    g_error ("illegal action: %s", error->message);
  return action;
}

static KaiserCard
decide_card (KaiserLevel level, const KaiserState *state)
{
  KaiserAction action = decide (level, state);

  g_assert_cmpint (action.type, ==, KAISER_ACTION_PLAY);
  return action.value;
}

static void
assert_card (const KaiserState *state, KaiserCard card, const char *expected)
{
  char buf[4];

  g_assert_cmpstr (kaiser_deck_card_to_string (&state->rules.deck, card, buf), ==, expected);
}

static void
assert_bid (KaiserAction action, const char *expected)
{
  char buf[KAISER_BID_STRING_MAX];

  g_assert_cmpint (action.type, ==, KAISER_ACTION_BID);
  g_assert_cmpstr (kaiser_bid_to_string (action.bid, buf), ==, expected);
}

/* Deals */

/* East declares 7 no-trump and leads the A♦; South has no diamond. */
static const char deal_void_diamonds[] =
  "dealer: N\n"
  "N: 10D 9D JC 10C QH JH 10H 9S\n"
  "E: AD KD QD JD 9C 8C 7C 9H\n"
  "S: 3S KS QS AH KH AC KC QC\n"
  "W: 8D 7D AS JS 10S 8S 8H 5H\n";

/* North declares 7 no-trump and leads the A♣; South has no club. */
static const char deal_partner_ace[] =
  "dealer: W\n"
  "N: AC KC QC AD KD 9H 8H 9S\n"
  "E: JC 10C QD JD 10D AS KS QS\n"
  "S: 5H AH KH 8D 7D JS 10S 8S\n"
  "W: 9C 8C 7C 9D QH JH 10H 3S\n";

/* East declares 7 no-trump and leads the A♠; South, with the 5♥, has no spade. */
static const char deal_keep_five[] =
  "dealer: N\n"
  "S: 5H AH KH 8D 7D AC 9C 8C\n"
  "E: AS KS QS JS QD JD 10D 9D\n"
  "N: 10S 9S 3S KD 7C JH 10H 9H\n"
  "W: 8S AD KC QC JC 10C QH 8H\n";

/* West declares 7 no-trump and leads the Q♥; East's only heart is the 5♥. */
static const char deal_five_trick[] =
  "dealer: S\n"
  "W: QH JH 10H AD KD QD AC KC\n"
  "N: 8H AS KS QS JD 10D 9D 8D\n"
  "E: 5H JS 10S 9S QC JC 10C 9C\n"
  "S: AH KH 9H 3S 8S 7D 8C 7C\n";

/* North declares 7 in spades and leads the A♣; South has no club but four trumps. */
static const char deal_no_overtake[] =
  "dealer: W\n"
  "N: AC KC QC AS KS QS AD 9H\n"
  "E: 10C 9C 8C 7C KD QD JH 10H\n"
  "S: JS 10S 9S 8S AH KH JD 10D\n"
  "W: JC 3S 5H QH 8H 9D 8D 7D\n";

/* North holds five trumps, from the top. */
static const char deal_five_trumps[] =
  "dealer: W\n"
  "N: AS KS QS JS 10S AD KC 9H\n"
  "E: 9S 8S 3S QD JD 10D 9D 8D\n"
  "S: AC QC JC 10C AH KH QH JH\n"
  "W: KD 7D 9C 8C 7C 10H 8H 5H\n";

/* North, first to bid, passes; South has a very strong hand. */
static const char deal_strong_south_w[] =
  "dealer: W\n"
  "S: AS KS QS JS 10S AH AD AC\n"
  "W: 9S 8S 3S KH QH JH 10H 9H\n"
  "N: 8H 5H KD QD JD 10D 9D 8D\n"
  "E: 7D KC QC JC 10C 9C 8C 7C\n";

/* South, first to bid, with a very strong hand. */
static const char deal_strong_south[] =
  "dealer: E\n"
  "S: AS KS QS JS 10S AH AD AC\n"
  "W: 9S 8S 3S KH QH JH 10H 9H\n"
  "N: 8H 5H KD QD JD 10D 9D 8D\n"
  "E: 7D KC QC JC 10C 9C 8C 7C\n";

/* South with a jack and nothing else. */
static const char deal_weak_south[] =
  "dealer: E\n"
  "S: JC 8C 7C 9D 8D 7D 9H 8H\n"
  "W: AS KS QS JS AC KC QC 10C\n"
  "N: 10S 9S 8S 3S 9C AD KD QD\n"
  "E: JD 10D AH KH QH JH 10H 5H\n";

/* The same, South dealing. */
static const char deal_weak_dealer[] =
  "dealer: S\n"
  "S: JC 8C 7C 9D 8D 7D 9H 8H\n"
  "W: AS KS QS JS AC KC QC 10C\n"
  "N: 10S 9S 8S 3S 9C AD KD QD\n"
  "E: JD 10D AH KH QH JH 10H 5H\n";

/* South deals with a good spade hand, worth about seven. */
static const char deal_dealer_equals[] =
  "dealer: S\n"
  "S: AS KS 10S 9S 8S QH 9D 8C\n"
  "W: AH KH JH AD KD QD AC KC\n"
  "N: QS JS 10H 9H JD 10D QC JC\n"
  "E: 3S 8H 5H 8D 7D 10C 9C 7C\n";

/* South: no ace, no picture card, no 5♥ or 3♠ (V9). */
static const char deal_hopeless_south[] =
  "dealer: E\n"
  "S: 10C 9C 8C 10D 9D 8D 10H 9H\n"
  "W: AS KS QS JS AC KC QC JC\n"
  "N: 10S 9S 8S 3S 7C AD KD QD\n"
  "E: JD 7D AH KH QH JH 8H 5H\n";

/* South: the four tens, an ace and low cards (V10). */
static const char deal_four_tens[] =
  "dealer: E\n"
  "S: 10C 10D 10H 10S AC 9D 8H 8S\n"
  "W: AS KS QS JS KC QC JC 9C\n"
  "N: 9S 3S 8C 7C AD KD QD JD\n"
  "E: 8D 7D AH KH QH JH 9H 5H\n";

/* South: sevens and eights. */
static const char deal_low_south[] =
  "dealer: E\n"
  "S: 7C 8C 7D 8D 8H 9H 8S 9S\n"
  "W: AS KS QS JS AC KC QC JC\n"
  "N: 10S 3S 10C 9C AD KD QD JD\n"
  "E: 10D 9D AH KH QH JH 10H 5H\n";

/* Scripted play */

static void
setup_play (KaiserState *state, const char *deal, const char *settings)
{
  KaiserRules rules;

  rules_with (&rules, "standard", settings);
  kaiser_test_state_from_text (state, &rules, deal);
  g_assert_cmpint (state->phase, ==, KAISER_PHASE_BIDDING);
}

static void
test_dumps_three_spades (void)
{
  KaiserState state;

  setup_play (&state, deal_void_diamonds, NULL);
  kaiser_test_bid_ok (&state, KAISER_EAST, "7nt");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  kaiser_test_play_ok (&state, KAISER_EAST, "AD");
  /* East's ace cannot be beaten: the −3 card goes to East's side. */
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  assert_card (&state, decide_card (KAISER_LEVEL_STANDARD, &state), "3S");
}

static void
test_dumps_five_on_partner (void)
{
  KaiserState state;

  setup_play (&state, deal_partner_ace, NULL);
  kaiser_test_bid_ok (&state, KAISER_NORTH, "7nt");
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  kaiser_test_play_ok (&state, KAISER_NORTH, "AC");
  kaiser_test_play_ok (&state, KAISER_EAST, "10C");
  /* No-trump, partner's ace of clubs is sure: the +5 card goes on it. */
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  assert_card (&state, decide_card (KAISER_LEVEL_STANDARD, &state), "5H");
}

static void
test_keeps_five_off_opponents (void)
{
  KaiserState state;
  KaiserCard card;

  setup_play (&state, deal_keep_five, NULL);
  kaiser_test_bid_ok (&state, KAISER_EAST, "7nt");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  kaiser_test_play_ok (&state, KAISER_EAST, "AS");
  /* The opponents' sure trick: neither the +5 card nor a master goes on it. */
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  card = decide_card (KAISER_LEVEL_STANDARD, &state);
  g_assert_cmpint (card, !=, state.rules.deck.bonus_card);
  g_assert_false (kaiser_cards_has (kaiser_test_cards (&state.rules, "AH KH AC"), card));
  card = decide_card (KAISER_LEVEL_BEGINNER, &state);
  g_assert_cmpint (card, !=, state.rules.deck.bonus_card);
}

static void
test_wins_five_cheaply (void)
{
  KaiserState state;

  setup_play (&state, deal_five_trick, NULL);
  kaiser_test_bid_ok (&state, KAISER_WEST, "7nt");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_play_ok (&state, KAISER_WEST, "QH");
  kaiser_test_play_ok (&state, KAISER_NORTH, "8H");
  kaiser_test_play_ok (&state, KAISER_EAST, "5H");
  /* Last to play with A♥ K♥ 9♥: the king takes the +5 card, the ace is kept. */
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  assert_card (&state, decide_card (KAISER_LEVEL_STANDARD, &state), "KH");
  /* Beginner wins it cheaply too: last to play, and the trick is worth it. */
  assert_card (&state, decide_card (KAISER_LEVEL_BEGINNER, &state), "KH");
}

static void
test_no_overtake_partner_ace (void)
{
  KaiserState state;
  KaiserCard card;

  setup_play (&state, deal_no_overtake, NULL);
  kaiser_test_bid_ok (&state, KAISER_NORTH, "7");
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  kaiser_test_trump_ok (&state, KAISER_NORTH, KAISER_SPADES);
  kaiser_test_play_ok (&state, KAISER_NORTH, "AC");
  kaiser_test_play_ok (&state, KAISER_EAST, "7C");
  /* South could ruff partner's ace; it discards instead. */
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  card = decide_card (KAISER_LEVEL_STANDARD, &state);
  g_assert_cmpint (kaiser_card_suit (card), !=, KAISER_SPADES);
  card = decide_card (KAISER_LEVEL_BEGINNER, &state);
  g_assert_cmpint (kaiser_card_suit (card), !=, KAISER_SPADES);
}

static void
test_follows_suit (gconstpointer data)
{
  KaiserLevel level = GPOINTER_TO_INT (data);
  KaiserState state;
  KaiserCard card;

  /* Spades led and ruffed: North, with trumps, must still follow with a spade. */
  setup_play (&state, deal_five_trumps, NULL);
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_EAST, "7");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  kaiser_test_trump_ok (&state, KAISER_EAST, KAISER_DIAMONDS);
  kaiser_test_play_ok (&state, KAISER_EAST, "8S");
  kaiser_test_play_ok (&state, KAISER_SOUTH, "AH");
  kaiser_test_play_ok (&state, KAISER_WEST, "7D");
  g_assert_cmpint (state.to_act, ==, KAISER_NORTH);
  card = decide_card (level, &state);
  g_assert_cmpint (kaiser_card_suit (card), ==, KAISER_SPADES);

  /* … and hearts led to South, who holds four: a heart. */
  setup_play (&state, deal_five_trick, NULL);
  kaiser_test_bid_ok (&state, KAISER_WEST, "7nt");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_play_ok (&state, KAISER_WEST, "10H");
  kaiser_test_play_ok (&state, KAISER_NORTH, "8H");
  kaiser_test_play_ok (&state, KAISER_EAST, "5H");
  card = decide_card (level, &state);
  g_assert_cmpint (kaiser_card_suit (card), ==, KAISER_HEARTS);
}

static void
test_declarer_draws_trumps (void)
{
  KaiserState state;

  setup_play (&state, deal_five_trumps, NULL);
  kaiser_test_bid_ok (&state, KAISER_NORTH, "8");
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  kaiser_test_trump_ok (&state, KAISER_NORTH, KAISER_SPADES);
  g_assert_cmpint (state.to_act, ==, KAISER_NORTH);
  /* Five trumps from the ace, the opponents' three still out. */
  g_assert_cmpint (kaiser_card_suit (decide_card (KAISER_LEVEL_STANDARD, &state)), ==, KAISER_SPADES);
  /* Names spades itself from that hand. */
  setup_play (&state, deal_five_trumps, NULL);
  kaiser_test_bid_ok (&state, KAISER_NORTH, "8");
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  for (guint level = KAISER_LEVEL_BEGINNER; level <= KAISER_LEVEL_STANDARD; level++)
    {
      KaiserAction action = decide ((KaiserLevel) level, &state);
      g_assert_cmpint (action.type, ==, KAISER_ACTION_TRUMP);
      g_assert_cmpint (action.value, ==, KAISER_SPADES);
    }
}

static void
test_trump_by_first_lead (void)
{
  KaiserState state;
  KaiserCard card;

  /* V14: the declarer's first card names trumps: a spade from North. */
  setup_play (&state, deal_five_trumps, "trump-by=first-lead");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "8");
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
  g_assert_cmpint (state.trump, ==, KAISER_SUIT_NONE);
  card = decide_card (KAISER_LEVEL_STANDARD, &state);
  g_assert_cmpint (kaiser_card_suit (card), ==, KAISER_SPADES);
  card = decide_card (KAISER_LEVEL_BEGINNER, &state);
  g_assert_cmpint (kaiser_card_suit (card), ==, KAISER_SPADES);
}

/* The auction */

static void
test_bids_strong_hand (void)
{
  KaiserState state;
  KaiserObservation obs;
  KaiserAction action;

  setup_play (&state, deal_strong_south, NULL);
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  action = decide (KAISER_LEVEL_STANDARD, &state);
  g_assert_cmpint (action.type, ==, KAISER_ACTION_BID);
  g_assert_false (kaiser_bid_is_pass (action.bid));
  g_assert_cmpint (action.bid.amount, >=, 8);
  action = decide (KAISER_LEVEL_BEGINNER, &state);
  g_assert_false (kaiser_bid_is_pass (action.bid));

  /* The estimate: far above the minimum in spades, and above a weak hand's. */
  kaiser_observation_init (&obs, &state, KAISER_SOUTH);
  g_assert_cmpint (kaiser_heuristic_estimate (&obs, kaiser_bid_make (KAISER_BID_SUIT, 6), KAISER_SPADES), >=, 9);
  g_assert_cmpint (kaiser_heuristic_estimate (&obs, kaiser_bid_make (KAISER_BID_SUIT, 6), KAISER_SPADES), <=,
                   kaiser_rules_hand_points (&state.rules) + 3);
}

static void
test_passes_weak_hand (void)
{
  KaiserState state;
  KaiserObservation obs;
  KaiserAction action;

  setup_play (&state, deal_weak_south, NULL);
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  for (guint level = KAISER_LEVEL_BEGINNER; level <= KAISER_LEVEL_STANDARD; level++)
    {
      action = decide ((KaiserLevel) level, &state);
      assert_bid (action, "pass");
    }
  kaiser_observation_init (&obs, &state, KAISER_SOUTH);
  g_assert_cmpint (kaiser_heuristic_estimate (&obs, kaiser_bid_pass (), KAISER_SUIT_NONE), <, state.rules.min_bid);
  g_assert_cmpint (kaiser_heuristic_estimate (&obs, kaiser_bid_make (KAISER_BID_NO_TRUMP, 6), KAISER_SUIT_NONE), <, 5);
}

static void
test_forced_dealer (gconstpointer data)
{
  KaiserLevel level = GPOINTER_TO_INT (data);
  KaiserState state;
  KaiserAction action;

  setup_play (&state, deal_weak_dealer, NULL);
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  action = decide (level, &state);
  g_assert_cmpint (action.type, ==, KAISER_ACTION_BID);
  g_assert_false (kaiser_bid_is_pass (action.bid));
  g_assert_cmpint (action.bid.amount, ==, state.rules.min_bid);

  /* V6 off: the forced bid names a suit; Les Rois forces 4. */
  setup_play (&state, deal_weak_dealer, "forced-no-trump=false");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  assert_bid (decide (level, &state), "6");
}

static void
test_dealer_equals (void)
{
  KaiserState state;

  setup_play (&state, deal_dealer_equals, NULL);
  kaiser_test_bid_ok (&state, KAISER_WEST, "7");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  /* Worth about seven in spades: the dealer takes the 7 without raising. */
  assert_bid (decide (KAISER_LEVEL_STANDARD, &state), "7");
}

static void
test_partner_holds_bid (void)
{
  KaiserState state;

  /* North (partner) bid 6 and East passed: South, strong, leaves it. */
  setup_play (&state, deal_strong_south_w, NULL);
  kaiser_test_bid_ok (&state, KAISER_NORTH, "6");
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  assert_bid (decide (KAISER_LEVEL_STANDARD, &state), "pass");
  assert_bid (decide (KAISER_LEVEL_BEGINNER, &state), "pass");
}

/* Misdeals, passing, high or low */

static void
test_misdeal (void)
{
  KaiserRules rules;
  KaiserState state;
  KaiserAction action;

  rules_with (&rules, "standard", NULL);
  kaiser_test_state_from_text (&state, &rules, deal_hopeless_south);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_MISDEAL);
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  for (guint level = KAISER_LEVEL_BEGINNER; level <= KAISER_LEVEL_STANDARD; level++)
    {
      action = decide ((KaiserLevel) level, &state);
      g_assert_cmpint (action.type, ==, KAISER_ACTION_MISDEAL);
      g_assert_cmpint (action.value, ==, 1);
    }

  /* Four tens and an ace (V10): a playable hand, kept. */
  rules_with (&rules, "standard", "misdeal-four-of-a-kind=true");
  kaiser_test_state_from_text (&state, &rules, deal_four_tens);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_MISDEAL);
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  action = decide (KAISER_LEVEL_BEGINNER, &state);
  g_assert_cmpint (action.value, ==, 0);
}

static void
test_passes_three_spades_to_opponent (void)
{
  KaiserRules rules;
  KaiserState state;
  KaiserAction action;

  /* V12 rotation: in the first deal two cards go to the left. */
  rules_with (&rules, "standard", "passing=rotation");
  kaiser_test_state_from_text (&state, &rules,
                               "dealer: E\n"
                               "S: AH KH 9H 3S 8S 7D 8C 7C\n"
                               "W: QH JH 10H AD KD QD AC KC\n"
                               "N: 8H AS KS QS JD 10D 9D 8D\n"
                               "E: 5H JS 10S 9S QC JC 10C 9C\n");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PASS);
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  g_assert_cmpint (kaiser_state_pass_target (&state, KAISER_SOUTH), ==, KAISER_WEST);
  action = decide (KAISER_LEVEL_STANDARD, &state);
  g_assert_cmpint (action.type, ==, KAISER_ACTION_PASS_CARD);
  assert_card (&state, action.value, "3S");
  g_assert_true (kaiser_state_apply (&state, &action, NULL));
  /* The second card: not the ace. */
  action = decide (KAISER_LEVEL_STANDARD, &state);
  g_assert_cmpint (action.value, !=, kaiser_test_card (&rules, "AH"));
}

static void
test_announces_low (void)
{
  KaiserRules rules;
  KaiserState state;

  rules_with (&rules, "standard", "low-no-trump=announced misdeal-weak-hand=false");
  for (guint level = KAISER_LEVEL_BEGINNER; level <= KAISER_LEVEL_STANDARD; level++)
    {
      KaiserAction action;

      kaiser_test_state_from_text (&state, &rules, deal_low_south);
      kaiser_test_bid_ok (&state, KAISER_SOUTH, "7nt");
      kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
      kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
      kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
      g_assert_cmpint (state.phase, ==, KAISER_PHASE_LOW);
      action = decide ((KaiserLevel) level, &state);
      g_assert_cmpint (action.type, ==, KAISER_ACTION_LOW);
      g_assert_cmpint (action.value, ==, 1);
    }
  /* A hand of aces plays high. */
  kaiser_test_state_from_text (&state, &rules, deal_strong_south);
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "7nt");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  g_assert_cmpint (decide (KAISER_LEVEL_STANDARD, &state).value, ==, 0);
}

/* The rule that decided */

/* The rule of thumb the player at this level names for the seat to act;
 * the action is the one kaiser_heuristic_decide takes. */
static KaiserRule
decide_rule (KaiserLevel level, const KaiserState *state)
{
  KaiserObservation obs;
  KaiserAction action, plain = decide (level, state);
  KaiserRule rule = KAISER_N_RULES;
  KaiserRng rng;

  kaiser_observation_init (&obs, state, state->to_act);
  kaiser_rng_init (&rng, 1);
  g_assert_true (kaiser_heuristic_decide_rule (level, &obs, &rng, &action, &rule));
  g_assert_cmpmem (&action, sizeof action, &plain, sizeof plain);
  g_assert_cmpint (rule, <, KAISER_N_RULES);
  return rule;
}

/* East declares 7 no-trump (South, West and North pass), or West (North,
 * East and South pass). */
static void
east_declares_nt (KaiserState *state, const char *deal)
{
  setup_play (state, deal, NULL);
  kaiser_test_bid_ok (state, KAISER_EAST, "7nt");
  kaiser_test_bid_ok (state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (state, KAISER_WEST, "pass");
  kaiser_test_bid_ok (state, KAISER_NORTH, "pass");
}

static void
north_declares (KaiserState *state, const char *deal, const char *bid, KaiserSuit trump)
{
  setup_play (state, deal, NULL);
  kaiser_test_bid_ok (state, KAISER_NORTH, bid);
  kaiser_test_bid_ok (state, KAISER_EAST, "pass");
  kaiser_test_bid_ok (state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (state, KAISER_WEST, "pass");
  if (trump != KAISER_SUIT_NONE)
    kaiser_test_trump_ok (state, KAISER_NORTH, trump);
}

/* The scripted positions above, each decision named by its rule. */
static void
test_rules (void)
{
  KaiserRules rules;
  KaiserState state;

  /* The −3 card on East's sure trick. */
  east_declares_nt (&state, deal_void_diamonds);
  kaiser_test_play_ok (&state, KAISER_EAST, "AD");
  g_assert_cmpint (decide_rule (KAISER_LEVEL_STANDARD, &state), ==, KAISER_RULE_DUMP_PENALTY);

  /* The +5 card on partner's ace; the Beginner keeps it and plays under. */
  north_declares (&state, deal_partner_ace, "7nt", KAISER_SUIT_NONE);
  kaiser_test_play_ok (&state, KAISER_NORTH, "AC");
  kaiser_test_play_ok (&state, KAISER_EAST, "10C");
  g_assert_cmpint (decide_rule (KAISER_LEVEL_STANDARD, &state), ==, KAISER_RULE_GIVE_BONUS);
  g_assert_cmpint (decide_rule (KAISER_LEVEL_BEGINNER, &state), ==, KAISER_RULE_PARTNER_WINS);

  /* Out of spades on East's ace: a card of least use, not the +5. */
  east_declares_nt (&state, deal_keep_five);
  kaiser_test_play_ok (&state, KAISER_EAST, "AS");
  g_assert_cmpint (decide_rule (KAISER_LEVEL_STANDARD, &state), ==, KAISER_RULE_DISCARD_OFF_SUIT);

  /* The king takes the +5 card, last to play. */
  setup_play (&state, deal_five_trick, NULL);
  kaiser_test_bid_ok (&state, KAISER_WEST, "7nt");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_play_ok (&state, KAISER_WEST, "QH");
  kaiser_test_play_ok (&state, KAISER_NORTH, "8H");
  kaiser_test_play_ok (&state, KAISER_EAST, "5H");
  g_assert_cmpint (decide_rule (KAISER_LEVEL_STANDARD, &state), ==, KAISER_RULE_WIN_CHEAPLY);
  g_assert_cmpint (decide_rule (KAISER_LEVEL_BEGINNER, &state), ==, KAISER_RULE_WIN_CHEAPLY);

  /* Partner's ace of clubs is not ruffed. */
  north_declares (&state, deal_no_overtake, "7", KAISER_SPADES);
  kaiser_test_play_ok (&state, KAISER_NORTH, "AC");
  kaiser_test_play_ok (&state, KAISER_EAST, "7C");
  g_assert_cmpint (decide_rule (KAISER_LEVEL_STANDARD, &state), ==, KAISER_RULE_PARTNER_WINS);
  g_assert_cmpint (decide_rule (KAISER_LEVEL_BEGINNER, &state), ==, KAISER_RULE_PARTNER_WINS);

  /* Trumps named from five spades, then drawn. */
  north_declares (&state, deal_five_trumps, "8", KAISER_SUIT_NONE);
  g_assert_cmpint (decide_rule (KAISER_LEVEL_STANDARD, &state), ==, KAISER_RULE_TRUMP_BEST);
  g_assert_cmpint (decide_rule (KAISER_LEVEL_BEGINNER, &state), ==, KAISER_RULE_TRUMP_LONGEST);
  kaiser_test_trump_ok (&state, KAISER_NORTH, KAISER_SPADES);
  g_assert_cmpint (decide_rule (KAISER_LEVEL_STANDARD, &state), ==, KAISER_RULE_LEAD_DRAW_TRUMPS);
  g_assert_cmpint (decide_rule (KAISER_LEVEL_BEGINNER, &state), ==, KAISER_RULE_LEAD_LONG_SUIT);

  /* V14: the first lead names trumps. */
  setup_play (&state, deal_five_trumps, "trump-by=first-lead");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "8");
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  g_assert_cmpint (decide_rule (KAISER_LEVEL_STANDARD, &state), ==, KAISER_RULE_LEAD_NAMES_TRUMP);
  g_assert_cmpint (decide_rule (KAISER_LEVEL_BEGINNER, &state), ==, KAISER_RULE_LEAD_NAMES_TRUMP);

  /* A bid is the hand's worth, not a rule. */
  setup_play (&state, deal_strong_south, NULL);
  g_assert_cmpint (decide_rule (KAISER_LEVEL_STANDARD, &state), ==, KAISER_RULE_NONE);

  /* A hopeless hand thrown in. */
  rules_with (&rules, "standard", NULL);
  kaiser_test_state_from_text (&state, &rules, deal_hopeless_south);
  g_assert_cmpint (decide_rule (KAISER_LEVEL_STANDARD, &state), ==, KAISER_RULE_MISDEAL_WORTH);

  /* V12: the −3 card passed to an opponent; the Beginner its lowest card. */
  rules_with (&rules, "standard", "passing=rotation");
  kaiser_test_state_from_text (&state, &rules,
                               "dealer: E\n"
                               "S: AH KH 9H 3S 8S 7D 8C 7C\n"
                               "W: QH JH 10H AD KD QD AC KC\n"
                               "N: 8H AS KS QS JD 10D 9D 8D\n"
                               "E: 5H JS 10S 9S QC JC 10C 9C\n");
  g_assert_cmpint (decide_rule (KAISER_LEVEL_STANDARD, &state), ==, KAISER_RULE_PASS_PENALTY);
  g_assert_cmpint (decide_rule (KAISER_LEVEL_BEGINNER, &state), ==, KAISER_RULE_PASS_LOWEST);

  /* Low, from sevens and eights. */
  rules_with (&rules, "standard", "low-no-trump=announced misdeal-weak-hand=false");
  kaiser_test_state_from_text (&state, &rules, deal_low_south);
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "7nt");
  kaiser_test_bid_ok (&state, KAISER_WEST, "pass");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "pass");
  kaiser_test_bid_ok (&state, KAISER_EAST, "pass");
  g_assert_cmpint (decide_rule (KAISER_LEVEL_STANDARD, &state), ==, KAISER_RULE_LOW_BY_VALUE);
  g_assert_cmpint (decide_rule (KAISER_LEVEL_BEGINNER, &state), ==, KAISER_RULE_LOW_BY_LOW_CARDS);
}

/* Whole games of both levels under every preset: every decision but a
 * bid names its rule; a bid none. */
static void
test_rules_in_games (void)
{
  guint seen[KAISER_N_RULES] = { 0 };

  for (guint p = 0; p < KAISER_TEST_N_PRESET_CASES; p++)
    for (guint level = KAISER_LEVEL_BEGINNER; level <= KAISER_LEVEL_STANDARD; level++)
      {
        KaiserRules rules;
        KaiserState state;
        KaiserRng rng;

        kaiser_test_preset_case_rules (&kaiser_test_preset_cases[p], &rules);
        kaiser_rng_init (&rng, 40 + p);
        for (guint deal = 0; deal < 6; deal++)
          {
            kaiser_state_init (&state, &rules, (KaiserSeat) (deal % KAISER_N_SEATS));
            while (state.phase != KAISER_PHASE_HAND_OVER && state.phase != KAISER_PHASE_GAME_OVER)
              {
                KaiserObservation obs;
                KaiserAction action;
                KaiserRule rule;

                if (state.phase == KAISER_PHASE_DEAL)
                  {
                    KaiserCards hands[KAISER_N_SEATS], kitty;

                    kaiser_state_shuffle (&rules, state.dealer, &rng, hands, &kitty);
                    kaiser_state_deal (&state, hands, kitty);
                    continue;
                  }
                kaiser_observation_init (&obs, &state, state.to_act);
                g_assert_true (kaiser_heuristic_decide_rule ((KaiserLevel) level, &obs, &rng, &action, &rule));
                if (action.type == KAISER_ACTION_BID)
                  g_assert_true (rule == KAISER_RULE_NONE || rule == KAISER_RULE_ONLY_CHOICE);
                else
                  g_assert_cmpint (rule, !=, KAISER_RULE_NONE);
                seen[rule]++;
                g_assert_true (kaiser_state_apply (&state, &action, NULL));
              }
          }
      }
  for (guint r = 0; r < KAISER_N_RULES; r++)
    g_test_message ("rule %u: %u decisions", r, seen[r]);
  /* the common rules of the play all come up */
  g_assert_cmpuint (seen[KAISER_RULE_LEAD_MASTER], >, 0);
  g_assert_cmpuint (seen[KAISER_RULE_WIN_CHEAPLY], >, 0);
  g_assert_cmpuint (seen[KAISER_RULE_DUCK_LOWEST], >, 0);
  g_assert_cmpuint (seen[KAISER_RULE_PARTNER_WINS], >, 0);
  g_assert_cmpuint (seen[KAISER_RULE_RUFF], >, 0);
}

/* Whole games */

typedef struct {
  const char *preset;
  const char *settings;   /* option=value … over the preset, or NULL */
  KaiserLevel level;
} GamesCase;

static guint
n_games (void)
{
  const char *env = g_getenv ("KAISER_HEURISTIC_GAMES");

  if (env)
    return (guint) g_ascii_strtoull (env, NULL, 10);
  return g_test_thorough () ? 1000 : 100;
}

static void
play_games (const KaiserRules *rules, const KaiserLevel levels[KAISER_N_SEATS], guint n, guint64 seed0)
{
  for (guint g = 0; g < n; g++)
    {
      guint64 seed = seed0 + g;
      g_autoptr(KaiserGame) game = kaiser_game_new (rules, seed);
      KaiserPlayer *players[KAISER_MAX_SEATS];
      g_autoptr(GError) error = NULL;
      gboolean ok;

      /* the four levels given round the table, again past four seats */
      for (guint s = 0; s < kaiser_rules_n_seats (rules); s++)
        players[s] = kaiser_player_new (levels[s % 4], seed * 4 + s);
      ok = kaiser_match_play (game, players, &error);
      for (guint s = 0; s < kaiser_rules_n_seats (rules); s++)
        kaiser_player_free (players[s]);
      if (!ok)
        g_error ("game %" G_GUINT64_FORMAT " (%s): %s", seed, rules->id, error->message);
      g_assert_cmpint (kaiser_game_get_phase (game), ==, KAISER_PHASE_GAME_OVER);
      g_assert_cmpint (kaiser_game_get_winner (game), <, kaiser_rules_n_sides (rules));
    }
}

static void
test_games (gconstpointer data)
{
  const GamesCase *c = data;
  KaiserRules rules;
  KaiserLevel levels[KAISER_N_SEATS] = { c->level, c->level, c->level, c->level };

  rules_with (&rules, c->preset, c->settings);
  play_games (&rules, levels, n_games (), 1);
}

static void
test_games_mixed (void)
{
  static const KaiserLevel levels[KAISER_N_SEATS] = {
    KAISER_LEVEL_STANDARD, KAISER_LEVEL_BEGINNER, KAISER_LEVEL_RANDOM, KAISER_LEVEL_STANDARD,
  };
  const char * const *presets = kaiser_rules_list_presets ();

  for (guint i = 0; presets[i]; i++)
    {
      KaiserRules rules;

      rules_with (&rules, presets[i], NULL);
      play_games (&rules, levels, 20, 500);
    }
}


static void
test_games_random_options (gconstpointer data)
{
  KaiserLevel level = GPOINTER_TO_INT (data);
  KaiserLevel levels[KAISER_N_SEATS] = { level, level, level, level };
  KaiserRng rng;
  guint played = 0;

  kaiser_rng_init (&rng, 2026 + level);
  while (played < n_games ())
    {
      KaiserRules rules;

      kaiser_test_random_rules (&rules, &rng);
      if (!kaiser_rules_validate (&rules, NULL))
        continue;
      play_games (&rules, levels, 1, 7000 + played);
      played++;
    }
}

/* Contracts the players themselves almost never bid: Kaiser bids (V8)
 * and low no-trump.  The first bidder is made to bid it; the heuristic
 * players take every other decision of the hand. */
static void
test_forced_contracts (gconstpointer data)
{
  static const struct { const char *settings; const char *bid; } cases[] = {
    { "kaiser-bid=kaiser-40", "kaiser40" },
    { "kaiser-bid=kaiser-40 trump-by=first-lead", "kaiser40" },
    { "kaiser-bid=kaiser-40 kitty=four", "kaiser40" },
    { "kaiser-bid=solo", "kaiser" },
    { "kaiser-bid=team", "kaiser" },
    { "low-no-trump=own-bid", "7low" },
    { "low-no-trump=equal-bid passing=two-after-bidding", "7low" },
    { "low-no-trump=any-bid", "7" },
    { "kaiser-bid=kaiser-40 passing=two-after-bidding", "kaiser40" },
  };
  KaiserLevel level = GPOINTER_TO_INT (data);

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    for (guint64 seed = 1; seed <= 40; seed++)
      {
        KaiserRules rules;
        KaiserState state;
        KaiserCards hands[KAISER_N_SEATS], kitty;
        KaiserRng rng;
        guint steps = 0;

        rules_with (&rules, "standard", cases[c].settings);
        kaiser_rng_init (&rng, seed);
        kaiser_state_init (&state, &rules, (KaiserSeat) (seed % KAISER_N_SEATS));
        while (state.phase != KAISER_PHASE_HAND_OVER && state.phase != KAISER_PHASE_GAME_OVER)
          {
            KaiserAction action;

            g_assert_cmpuint (++steps, <, 1000);
            if (state.phase == KAISER_PHASE_DEAL)
              {
                kaiser_state_shuffle (&rules, state.dealer, &rng, hands, &kitty);
                kaiser_state_deal (&state, hands, kitty);
                continue;
              }
            if (state.phase == KAISER_PHASE_BIDDING && state.n_bids == 0)
              {
                kaiser_test_bid_ok (&state, state.to_act, cases[c].bid);
                continue;
              }
            action = decide (level, &state);
            g_assert_true (kaiser_state_apply (&state, &action, NULL));
          }
        /* A Kaiser bid cannot be overcalled (the dealer may equal it). */
        if (kaiser_test_bid (cases[c].bid).kind >= KAISER_BID_KAISER)
          g_assert_cmpint (state.contract.kind, ==, kaiser_test_bid (cases[c].bid).kind);
      }
}

/* Determinism and speed */

static void
test_deterministic (void)
{
  KaiserRules rules;
  GArray *runs[2] = { NULL, NULL };

  rules_with (&rules, "standard", "passing=rotation");
  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(KaiserGame) game = kaiser_game_new (&rules, 42);
      KaiserPlayer *players[KAISER_N_SEATS];

      for (guint s = 0; s < KAISER_N_SEATS; s++)
        players[s] = kaiser_player_new (s & 1 ? KAISER_LEVEL_BEGINNER : KAISER_LEVEL_STANDARD, 100 + s);
      g_assert_true (kaiser_match_play (game, players, NULL));
      for (guint s = 0; s < KAISER_N_SEATS; s++)
        kaiser_player_free (players[s]);
      runs[round] = g_array_new (FALSE, TRUE, sizeof (KaiserAction));
      for (guint i = 0; i < kaiser_game_get_n_actions (game); i++)
        g_array_append_val (runs[round], *kaiser_game_get_action (game, i));
    }
  g_assert_cmpuint (runs[0]->len, >, 0);
  g_assert_cmpmem (runs[0]->data, runs[0]->len * sizeof (KaiserAction),
                   runs[1]->data, runs[1]->len * sizeof (KaiserAction));
  g_array_unref (runs[0]);
  g_array_unref (runs[1]);
}

static void
test_fast (void)
{
  KaiserRules rules;
  guint n_decisions = 0;
  gint64 spent = 0, worst = 0;

  rules_with (&rules, "standard", NULL);
  for (guint64 seed = 1; seed <= 100; seed++)
    {
      g_autoptr(KaiserGame) game = kaiser_game_new (&rules, seed);
      KaiserPlayer *players[KAISER_N_SEATS];

      for (guint s = 0; s < KAISER_N_SEATS; s++)
        players[s] = kaiser_player_new (s & 1 ? KAISER_LEVEL_BEGINNER : KAISER_LEVEL_STANDARD, seed * 4 + s);
      while (kaiser_game_get_phase (game) != KAISER_PHASE_HAND_OVER &&
             kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
        {
          KaiserObservation obs;
          KaiserAction action;
          KaiserSeat seat = kaiser_game_get_to_act (game);
          gint64 t0, t;

          kaiser_game_observe (game, seat, &obs);
          t0 = g_get_monotonic_time ();
          g_assert_true (kaiser_player_decide (players[seat], &obs, &action, NULL));
          t = g_get_monotonic_time () - t0;
          spent += t;
          worst = MAX (worst, t);
          n_decisions++;
          g_assert_true (kaiser_game_apply (game, &action, NULL));
        }
      for (guint s = 0; s < KAISER_N_SEATS; s++)
        kaiser_player_free (players[s]);
    }
  g_test_message ("%u decisions, mean %.1f µs, worst %" G_GINT64_FORMAT " µs",
                  n_decisions, (double) spent / n_decisions, worst);
  /* Well under a millisecond each (the mean; one slow scheduling slice is not the player's). */
  g_assert_cmpfloat ((double) spent / n_decisions, <, 1000.0);
}

/* Strength: Standard against Beginner over the same deals, both ways round. */

static gint
one_hand (const KaiserRules *rules, guint64 seed, KaiserLevel ns, KaiserLevel ew)
{
  g_autoptr(KaiserGame) game = kaiser_game_new (rules, seed);
  KaiserPlayer *players[KAISER_N_SEATS];
  const KaiserState *state;
  gint diff;

  for (guint s = 0; s < KAISER_N_SEATS; s++)
    players[s] = kaiser_player_new (kaiser_seat_team ((KaiserSeat) s) == KAISER_TEAM_NS ? ns : ew, seed * 4 + s);
  while (kaiser_game_get_phase (game) != KAISER_PHASE_HAND_OVER &&
         kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
    {
      KaiserObservation obs;
      KaiserAction action;
      KaiserSeat seat = kaiser_game_get_to_act (game);
      g_autoptr(GError) error = NULL;

      kaiser_game_observe (game, seat, &obs);
      g_assert_true (kaiser_player_decide (players[seat], &obs, &action, &error));
      if (!kaiser_game_apply (game, &action, &error))
        g_error ("%s", error->message);
    }
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    kaiser_player_free (players[s]);
  state = kaiser_game_get_state (game);
  diff = state->result.change[KAISER_TEAM_NS] - state->result.change[KAISER_TEAM_EW];
  return diff;
}

static void
test_strength (void)
{
  KaiserRules rules;
  const guint n = 400;
  gint total = 0;

  rules_with (&rules, "standard", NULL);
  for (guint64 seed = 1; seed <= n; seed++)
    {
      /* Standard's points less Beginner's, Standard sitting NS, then EW. */
      total += one_hand (&rules, seed, KAISER_LEVEL_STANDARD, KAISER_LEVEL_BEGINNER);
      total -= one_hand (&rules, seed, KAISER_LEVEL_BEGINNER, KAISER_LEVEL_STANDARD);
    }
  g_test_message ("Standard − Beginner: %.3f points per hand (n = %u hands each way, seeds 1–%u)",
                  total / (2.0 * n), n, n);
  g_assert_cmpfloat (total / (2.0 * n), >, 0.0);
}

/* Registration */

static const char * const combos[] = {
  "passing=rotation",
  "passing=one-to-partner",
  "passing=two-to-partner",
  "passing=two-after-bidding",
  "kitty=four",
  "kitty=four passing=rotation min-bid=7",
  "pack=34-card kitty=two low-no-trump=any-bid passing=rotation",
  "low-no-trump=any-bid",
  "low-no-trump=announced",
  "low-no-trump=own-bid no-trump-rank=above-all-suits",
  "low-no-trump=equal-bid",
  "kaiser-bid=kaiser-40",
  "kaiser-bid=solo",
  "kaiser-bid=team",
  "trump-by=first-lead",
  "trump-by=first-lead kaiser-bid=kaiser-40 no-trump=false",
  "first-lead=dealer-left",
  "no-trump-rank=from-eight",
  "forced-no-trump=false dealer-may-pass=true",
  "misdeal-four-of-a-kind=true spade-needs-three-tricks=true insult=true",
  "min-bid=4 no-trump-doubles=false",
  "min-bid=8",
  "no-overtricks=true set-penalty=points",
  "bid-to-win=made-bid minus-target-loses=true",
  "bid-out=47 bid-to-win=steal-five",
  "target=30 bid-out=none",
  /* Nearly every hand may be thrown in (V9 with faces 0–7); the players stop after a few redeals. */
  "pack=joffre misdeal-weak-hand=true",
  "dealer-may-pass=true min-bid=8 no-trump-rank=from-eight",
};

static void
add_games_tests (void)
{
  const char * const *presets = kaiser_rules_list_presets ();
  static const KaiserLevel levels[] = { KAISER_LEVEL_BEGINNER, KAISER_LEVEL_STANDARD };

  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    {
      const char *lname = kaiser_level_to_string (levels[l]);

      for (guint i = 0; presets[i]; i++)
        {
          GamesCase *c = g_new0 (GamesCase, 1);
          g_autofree char *path = g_strdup_printf ("/kaiser/heuristic/%s/games/preset/%s", lname, presets[i]);

          c->preset = presets[i];
          c->level = levels[l];
          g_test_add_data_func_full (path, c, test_games, g_free);
        }
      for (guint i = 0; i < G_N_ELEMENTS (combos); i++)
        {
          GamesCase *c = g_new0 (GamesCase, 1);
          g_autofree char *name = g_strdelimit (g_strdup (combos[i]), " =", '-');
          g_autofree char *path = g_strdup_printf ("/kaiser/heuristic/%s/games/options/%s", lname, name);

          c->preset = "standard";
          c->settings = combos[i];
          c->level = levels[l];
          g_test_add_data_func_full (path, c, test_games, g_free);
        }
    }
}

/* Lost Heir: a state of the individual game, West dealing, at West's
 * sale after North's bid (East and South pass). */
static void
lost_heir_sale (KaiserState *state, const char * const deal[4], const char *bid)
{
  KaiserCards hands[KAISER_MAX_SEATS] = { 0 };
  KaiserRules rules;

  rules_with (&rules, "lost-heir", NULL);
  for (guint s = 0; s < 4; s++)
    hands[s] = kaiser_test_cards (&rules, deal[s]);
  kaiser_state_init (state, &rules, KAISER_WEST);
  kaiser_state_deal (state, hands, 0);
  kaiser_test_bid_ok (state, KAISER_NORTH, bid);
  kaiser_test_bid_ok (state, KAISER_EAST, "pass");
  kaiser_test_bid_ok (state, KAISER_SOUTH, "pass");
  g_assert_cmpint (state->phase, ==, KAISER_PHASE_ACCEPT);
  g_assert_cmpint (state->to_act, ==, KAISER_WEST);
}

/* West, the dealer, takes North's 6 with a hand of ones and twos (the
 * lead would add little to it); holding the Lost Heir and five hearts it
 * refuses North's 1, then leads a heart to make them trumps; and when it
 * leads the Lost Heir, East, out of hearts, annuls it with its blank. */
static void
test_lost_heir_sale (void)
{
  static const char * const weak[4] = {
    "7C 6C 5C 4C 7D 6D LH 7S", "3C 3D 4D 5D 3H 4H 5H B2", "7H 6H 6S 5S 4S 3S 2S WB", "1C 2C 1D 2D 1H 2H 1S B1",
  };
  static const char * const strong[4] = {
    "6C 5C 4C 6D 5D 4D 7S 6S", "3C 2C 1C 3D 2D 1D 5S B1", "2H 1H 4S 3S 2S 1S WB B2", "LH 7H 6H 5H 4H 3H 7C 7D",
  };
  KaiserState state;
  KaiserAction action;

  lost_heir_sale (&state, weak, "6");
  action = decide (KAISER_LEVEL_STANDARD, &state);
  g_assert_cmpint (action.type, ==, KAISER_ACTION_ACCEPT);
  g_assert_cmpuint (action.value, ==, 1);
  g_assert_cmpint (decide_rule (KAISER_LEVEL_STANDARD, &state), ==, KAISER_RULE_ACCEPT_BID);
  g_assert_cmpuint (decide (KAISER_LEVEL_BEGINNER, &state).value, ==, 1);

  lost_heir_sale (&state, strong, "1");
  action = decide (KAISER_LEVEL_STANDARD, &state);
  g_assert_cmpint (action.type, ==, KAISER_ACTION_ACCEPT);
  g_assert_cmpuint (action.value, ==, 0);
  g_assert_cmpint (decide_rule (KAISER_LEVEL_STANDARD, &state), ==, KAISER_RULE_REFUSE_BID);
  g_assert_true (kaiser_state_apply (&state, &action, NULL));
  g_assert_cmpint (state.declarer, ==, KAISER_WEST);
  g_assert_true (kaiser_bid_is_pass (state.contract));
  /* the first lead makes trumps: a heart, of the suit meant for them */
  action = decide (KAISER_LEVEL_STANDARD, &state);
  g_assert_cmpint (kaiser_card_suit (action.value), ==, KAISER_HEARTS);
  g_assert_false (kaiser_cards_has (state.rules.deck.outside, action.value));
  g_assert_cmpint (decide_rule (KAISER_LEVEL_STANDARD, &state), ==, KAISER_RULE_LEAD_NAMES_TRUMP);
  g_assert_cmpint (kaiser_card_suit (decide (KAISER_LEVEL_BEGINNER, &state).value), ==, KAISER_HEARTS);

  /* West makes hearts trumps with the 7 and leads the Lost Heir: East,
   * out of hearts and holding B1, annuls it */
  kaiser_test_trick_ok (&state, "7H 4C 1C 1H");
  g_assert_cmpint (state.to_act, ==, KAISER_WEST);
  kaiser_test_play_ok (&state, KAISER_WEST, "LH");
  kaiser_test_play_ok (&state, KAISER_NORTH, "4D");
  action = decide (KAISER_LEVEL_STANDARD, &state);
  g_assert_cmpuint (action.value, ==, kaiser_test_card (&state.rules, "B1"));
}

/* Lost Heir in partnerships: East, out of trumps and holding B1, does not
 * annul its partner West's Lost Heir (kaiser_test_lost_heir_deal, West
 * refusing North's 5 and making spades trumps). */
static void
test_lost_heir_blank_not_on_partner (void)
{
  KaiserState state;
  KaiserAction action;

  kaiser_test_lost_heir_deal (&state, "lost-heir-teams", "5", 0);
  g_assert_cmpint (state.to_act, ==, KAISER_WEST);
  kaiser_test_trick_ok (&state, "5S 7D 7H 7S");
  g_assert_cmpint (state.trump, ==, KAISER_SPADES);
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  kaiser_test_play_ok (&state, KAISER_SOUTH, "6S");
  kaiser_test_play_ok (&state, KAISER_WEST, "LH");
  kaiser_test_play_ok (&state, KAISER_NORTH, "6D");
  action = decide (KAISER_LEVEL_STANDARD, &state);
  g_assert_cmpuint (action.value, !=, kaiser_test_card (&state.rules, "B1"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/kaiser/heuristic/standard/dumps-three-spades", test_dumps_three_spades);
  g_test_add_func ("/kaiser/heuristic/standard/dumps-five-on-partner", test_dumps_five_on_partner);
  g_test_add_func ("/kaiser/heuristic/standard/keeps-five-off-opponents", test_keeps_five_off_opponents);
  g_test_add_func ("/kaiser/heuristic/standard/wins-five-cheaply", test_wins_five_cheaply);
  g_test_add_func ("/kaiser/heuristic/standard/no-overtake-partner-ace", test_no_overtake_partner_ace);
  g_test_add_data_func ("/kaiser/heuristic/beginner/follows-suit", GINT_TO_POINTER (KAISER_LEVEL_BEGINNER), test_follows_suit);
  g_test_add_data_func ("/kaiser/heuristic/standard/follows-suit", GINT_TO_POINTER (KAISER_LEVEL_STANDARD), test_follows_suit);
  g_test_add_func ("/kaiser/heuristic/standard/declarer-draws-trumps", test_declarer_draws_trumps);
  g_test_add_func ("/kaiser/heuristic/standard/trump-by-first-lead", test_trump_by_first_lead);
  g_test_add_func ("/kaiser/heuristic/standard/bids-strong-hand", test_bids_strong_hand);
  g_test_add_func ("/kaiser/heuristic/standard/passes-weak-hand", test_passes_weak_hand);
  g_test_add_data_func ("/kaiser/heuristic/beginner/forced-dealer-minimum", GINT_TO_POINTER (KAISER_LEVEL_BEGINNER), test_forced_dealer);
  g_test_add_data_func ("/kaiser/heuristic/standard/forced-dealer-minimum", GINT_TO_POINTER (KAISER_LEVEL_STANDARD), test_forced_dealer);
  g_test_add_func ("/kaiser/heuristic/standard/dealer-equals", test_dealer_equals);
  g_test_add_func ("/kaiser/heuristic/standard/partner-holds-bid", test_partner_holds_bid);
  g_test_add_func ("/kaiser/heuristic/misdeal", test_misdeal);
  g_test_add_func ("/kaiser/heuristic/standard/passes-three-spades-to-opponent", test_passes_three_spades_to_opponent);
  g_test_add_func ("/kaiser/heuristic/announces-low", test_announces_low);
  g_test_add_func ("/kaiser/heuristic/rules", test_rules);
  g_test_add_func ("/kaiser/heuristic/rules-in-games", test_rules_in_games);
  add_games_tests ();
  g_test_add_data_func ("/kaiser/heuristic/beginner/games/random-options", GINT_TO_POINTER (KAISER_LEVEL_BEGINNER), test_games_random_options);
  g_test_add_data_func ("/kaiser/heuristic/standard/games/random-options", GINT_TO_POINTER (KAISER_LEVEL_STANDARD), test_games_random_options);
  g_test_add_func ("/kaiser/heuristic/mixed/games", test_games_mixed);
  g_test_add_data_func ("/kaiser/heuristic/beginner/forced-contracts", GINT_TO_POINTER (KAISER_LEVEL_BEGINNER), test_forced_contracts);
  g_test_add_data_func ("/kaiser/heuristic/standard/forced-contracts", GINT_TO_POINTER (KAISER_LEVEL_STANDARD), test_forced_contracts);
  g_test_add_func ("/kaiser/heuristic/deterministic", test_deterministic);
  g_test_add_func ("/kaiser/heuristic/fast", test_fast);
  g_test_add_func ("/kaiser/heuristic/strength/standard-beats-beginner", test_strength);
  g_test_add_func ("/kaiser/heuristic/lost-heir/sale", test_lost_heir_sale);
  g_test_add_func ("/kaiser/heuristic/lost-heir/blank-not-on-partner", test_lost_heir_blank_not_on_partner);

  return g_test_run ();
}
