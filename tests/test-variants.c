/* test-variants.c: every option of VARIANTS.md (V1–V26) and every preset.
 *
 * Each test plays a scripted deal (tests/data/variant-*.deal) or scores a
 * hand put together here with kaiser_score_hand, with the option on and,
 * where the difference can show, with it off on the same hand.  Every
 * expected value is worked out by hand from the rule quoted beside it.
 *
 * Sources, in /work/shared/rules (short names of VARIANTS.md):
 *   000_5ed066fa22fca3eb.txt PAGAT     001_4709cdeeef921fce.txt DENEXA
 *   002_3b286a0686278ff4.txt WIKI      003_e5c337a9e6b12479.txt HOWTO
 *   004_f32bd69137a90698.txt COACH
 */
#include <string.h>

#include "kaiser-test-util.h"

/* Rules */

static void
rules_unchecked (KaiserRules *rules, const char *preset, const char *settings)
{
  g_auto(GStrv) pairs = g_strsplit (settings, " ", -1);

  if (!kaiser_rules_init_preset (rules, preset, NULL))
    g_error ("unknown preset %s", preset);
  for (guint i = 0; pairs[i]; i++)
    {
      g_auto(GStrv) kv = NULL;
      g_autoptr(GError) error = NULL;

      if (pairs[i][0] == '\0')
        continue;
      kv = g_strsplit (pairs[i], "=", 2);
      g_assert_cmpuint (g_strv_length (kv), ==, 2);
      if (!kaiser_rules_set (rules, kv[0], kv[1], &error))
        g_error ("rules in test: %s", error->message);
    }
}

/* A preset with "option=value …" over it; the whole must be valid. */
static void
rules_with (KaiserRules *rules, const char *preset, const char *settings)
{
  g_autoptr(GError) error = NULL;

  rules_unchecked (rules, preset, settings);
  if (!kaiser_rules_validate (rules, &error))
    g_error ("rules in test (%s + %s): %s", preset, settings, error->message);
}

/* The validator refuses these rules and names both options, "(a, b)". */
static void
assert_invalid (const KaiserRules *rules, const char *options)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (kaiser_rules_validate (rules, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID);
  if (strstr (error->message, options) == NULL)
    g_error ("“%s” does not name %s", error->message, options);
}

/* Deals and actions */

static void
deal (KaiserState *state, const KaiserRules *rules, const char *name)
{
  kaiser_test_state_from_file (state, rules, name);
}

/* The deal of a fixture as hand number n (card passing depends on it). */
static void
deal_as_hand (KaiserState *state, const KaiserRules *rules, const char *name, guint hand_number)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GError) error = NULL;
  KaiserDeal d;

  if (!kaiser_deal_load (rules, path, &d, &error))
    g_error ("%s: %s", name, error->message);
  kaiser_state_init (state, rules, d.dealer);
  state->hand_number = hand_number;
  kaiser_state_deal (state, d.hands, d.kitty);
}

static KaiserCard
card (const KaiserState *state, const char *text)
{
  return kaiser_test_card (&state->rules, text);
}

static KaiserCards
cards (const KaiserState *state, const char *text)
{
  return kaiser_test_cards (&state->rules, text);
}

static void
action_ok (KaiserState *state, KaiserActionType type, KaiserSeat seat, guint value)
{
  KaiserAction action = kaiser_action_make (type, seat, value);
  g_autoptr(GError) error = NULL;

  if (!kaiser_state_apply (state, &action, &error))
    {
      g_autofree char *what = kaiser_action_describe (&state->rules, &action);
      g_error ("refused: %s: %s", what, error->message);
    }
}

static void
card_action_ok (KaiserState *state, KaiserActionType type, KaiserSeat seat, const char *text)
{
  action_ok (state, type, seat, card (state, text));
}

static void
card_action_refused (KaiserState *state, KaiserActionType type, KaiserSeat seat, const char *text, KaiserError code)
{
  KaiserAction action = kaiser_action_make (type, seat, card (state, text));

  kaiser_test_refused (state, &action, code);
}

/* Passes or discards several cards, "5H AD", all by one seat. */
static void
cards_action_ok (KaiserState *state, KaiserActionType type, KaiserSeat seat, const char *texts)
{
  g_auto(GStrv) words = g_strsplit (texts, " ", -1);

  for (guint i = 0; words[i]; i++)
    card_action_ok (state, type, seat, words[i]);
}

static void
bid_refused (KaiserState *state, KaiserSeat seat, const char *bid, KaiserError code)
{
  KaiserAction action = { KAISER_ACTION_BID, (guint8) seat, 0, kaiser_test_bid (bid) };

  kaiser_test_refused (state, &action, code);
}

/* Calls in turn from the seat to act: "pass 7 pass pass". */
static void
bids_ok (KaiserState *state, const char *bids)
{
  g_auto(GStrv) words = g_strsplit (bids, " ", -1);

  for (guint i = 0; words[i]; i++)
    kaiser_test_bid_ok (state, state->to_act, words[i]);
}

/* Cards played in turn from the seat to act, any number ("AC AD AS"). */
static void
play_cards (KaiserState *state, const char *texts)
{
  g_auto(GStrv) words = g_strsplit (texts, " ", -1);

  for (guint i = 0; words[i]; i++)
    kaiser_test_play_ok (state, state->to_act, words[i]);
}

static void
observe (const KaiserState *state, KaiserSeat seat, KaiserObservation *obs)
{
  kaiser_observation_init (obs, state, seat);
}

/* Scoring: a hand's play as scoring sees it. */
static void
hand_play (KaiserHandPlay *play, const KaiserRules *rules, KaiserSeat declarer, const char *contract,
           guint n, guint e, guint s, guint w, const char *ns_won, const char *ew_won,
           gint ns_score, gint ew_score)
{
  memset (play, 0, sizeof *play);
  play->declarer = declarer;
  play->contract = kaiser_test_bid (contract);
  play->tricks_won[KAISER_NORTH] = n;
  play->tricks_won[KAISER_EAST] = e;
  play->tricks_won[KAISER_SOUTH] = s;
  play->tricks_won[KAISER_WEST] = w;
  play->won[KAISER_TEAM_NS] = kaiser_test_cards (rules, ns_won);
  play->won[KAISER_TEAM_EW] = kaiser_test_cards (rules, ew_won);
  play->insulted = KAISER_TEAM_NONE;
  play->scores[KAISER_TEAM_NS] = ns_score;
  play->scores[KAISER_TEAM_EW] = ew_score;
  play->target_raised = FALSE;
  play->pot = 0;
}

/* The usual hand of the scoring tests: North bids 6 and each side takes
 * four tricks; North–South have the 5♥ and the 3♠, so they take
 * 4 + 5 − 3 = 6 points and make the bid, East–West take 4. */
static void
hand_six_four (KaiserHandPlay *play, const KaiserRules *rules, gint ns_score, gint ew_score)
{
  hand_play (play, rules, KAISER_NORTH, "6", 2, 2, 2, 2, "5H 3S", "", ns_score, ew_score);
}

/* Set the score of a hand played under the rules. */
static void
score (const KaiserRules *rules, const KaiserHandPlay *play, KaiserHandResult *r)
{
  kaiser_score_hand (rules, play, r);
}

/* ----------------------------------------------------------------------
 * V1 minimum bid
 */

static void
test_v1_min_bid (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Bidding": "the possible bids are from six to twelve" */
  rules_with (&rules, "standard", "");
  deal (&state, &rules, "variant-base.deal");
  kaiser_test_bid_ok (&state, KAISER_EAST, "6");

  /* 000_5ed066fa22fca3eb.txt, "Minimum Bid": "Many play with a minimum bid
   * of seven rather than six."; 002_3b286a0686278ff4.txt: "The minimum bid is
   * established before the game, with the most common value being 7." */
  rules_with (&rules, "standard", "min-bid=7");
  deal (&state, &rules, "variant-base.deal");
  bid_refused (&state, KAISER_EAST, "6", KAISER_ERROR_BID_INVALID);
  bid_refused (&state, KAISER_EAST, "6nt", KAISER_ERROR_BID_INVALID);
  kaiser_test_bid_ok (&state, KAISER_EAST, "7");

  /* 002_3b286a0686278ff4.txt, "Varying the minimum bid (usually anywhere from 5 to 8)" */
  rules_with (&rules, "standard", "min-bid=8");
  deal (&state, &rules, "variant-base.deal");
  bid_refused (&state, KAISER_EAST, "7", KAISER_ERROR_BID_INVALID);
  bid_refused (&state, KAISER_EAST, "7nt", KAISER_ERROR_BID_INVALID);
  kaiser_test_bid_ok (&state, KAISER_EAST, "8");

  /* 000_5ed066fa22fca3eb.txt: "some allow a minimum bid of five" */
  rules_with (&rules, "standard", "min-bid=5");
  deal (&state, &rules, "variant-base.deal");
  bid_refused (&state, KAISER_EAST, "4", KAISER_ERROR_BID_INVALID);
  kaiser_test_bid_ok (&state, KAISER_EAST, "5");
}

static void
test_v1_forced_dealer_min (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 002_3b286a0686278ff4.txt: "If no players bid then the dealer must make
   * a "forced bid" for the set minimum bid"; 000_5ed066fa22fca3eb.txt: "If
   * the first three players pass, the dealer is forced to bid at least the
   * minimum." */
  rules_with (&rules, "standard", "min-bid=7");
  deal (&state, &rules, "variant-base.deal");
  bids_ok (&state, "pass pass pass");
  g_assert_cmpint (state.to_act, ==, KAISER_NORTH);
  bid_refused (&state, KAISER_NORTH, "pass", KAISER_ERROR_MUST_BID);
  bid_refused (&state, KAISER_NORTH, "6", KAISER_ERROR_BID_INVALID);
  kaiser_test_bid_ok (&state, KAISER_NORTH, "7");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_TRUMP);
  g_assert_cmpint (state.declarer, ==, KAISER_NORTH);

  /* with the standard minimum the forced dealer may bid 6 */
  rules_with (&rules, "standard", "");
  deal (&state, &rules, "variant-base.deal");
  bids_ok (&state, "pass pass pass");
  bid_refused (&state, KAISER_NORTH, "pass", KAISER_ERROR_MUST_BID);
  kaiser_test_bid_ok (&state, KAISER_NORTH, "6");
  g_assert_cmpint (state.contract.amount, ==, 6);
}

/* ----------------------------------------------------------------------
 * V2 no-trump bids
 */

static void
test_v2_no_trump_off (void)
{
  KaiserRules rules;
  KaiserState state;
  KaiserAction legal[KAISER_MAX_ACTIONS];
  guint n, nt;

  /* 000_5ed066fa22fca3eb.txt, "Bidding": "either with a trump suit or in "no trumps"" */
  rules_with (&rules, "standard", "");
  deal (&state, &rules, "variant-base.deal");
  n = kaiser_state_legal_actions (&state, legal);
  nt = 0;
  for (guint i = 0; i < n; i++)
    nt += legal[i].bid.kind == KAISER_BID_NO_TRUMP;
  g_assert_cmpuint (nt, ==, 7);    /* 6nt … 12nt */
  kaiser_test_bid_ok (&state, KAISER_EAST, "7nt");

  /* 000_5ed066fa22fca3eb.txt, Les Rois: "There are no no-trump bids.";
   * Joffre: "There are no "no trump" bids." */
  rules_with (&rules, "standard", "no-trump=false");
  deal (&state, &rules, "variant-base.deal");
  bid_refused (&state, KAISER_EAST, "7nt", KAISER_ERROR_BID_INVALID);
  bid_refused (&state, KAISER_EAST, "12nt", KAISER_ERROR_BID_INVALID);
  n = kaiser_state_legal_actions (&state, legal);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (legal[i].bid.kind, !=, KAISER_BID_NO_TRUMP);
  g_assert_cmpuint (n, ==, 1 + 7);  /* pass, 6 … 12 */
  kaiser_test_bid_ok (&state, KAISER_EAST, "7");
}

/* ----------------------------------------------------------------------
 * V3 no-trump ranking
 */

static void
test_v3_above_equal_suit (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt: "A bid in no trumps outranks an equal bid in
   * a suit, so the possible bids in ascending order are: 6, 6 no, 7, 7 no,
   * 8, 8 no, etc." */
  rules_with (&rules, "standard", "no-trump-rank=above-equal-suit");
  deal (&state, &rules, "variant-base.deal");
  kaiser_test_bid_ok (&state, KAISER_EAST, "7");
  bid_refused (&state, KAISER_SOUTH, "6nt", KAISER_ERROR_BID_TOO_LOW);
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "7nt");
  bid_refused (&state, KAISER_WEST, "7", KAISER_ERROR_BID_TOO_LOW);
  kaiser_test_bid_ok (&state, KAISER_WEST, "8");
  g_assert_true (kaiser_bid_equal (kaiser_state_standing_bid (&state, NULL), kaiser_test_bid ("8")));
}

static void
test_v3_above_all_suits (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 003_e5c337a9e6b12479.txt, "No-Trump Outranks All: A no-trump bid of
   * any number is always higher than a suited bid" */
  rules_with (&rules, "standard", "no-trump-rank=above-all-suits");
  deal (&state, &rules, "variant-base.deal");
  kaiser_test_bid_ok (&state, KAISER_EAST, "7nt");
  bid_refused (&state, KAISER_SOUTH, "8", KAISER_ERROR_BID_TOO_LOW);
  bid_refused (&state, KAISER_SOUTH, "12", KAISER_ERROR_BID_TOO_LOW);
  bid_refused (&state, KAISER_SOUTH, "6nt", KAISER_ERROR_BID_TOO_LOW);
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "8nt");

  /* 6 no-trump beats 12 in a suit */
  deal (&state, &rules, "variant-base.deal");
  kaiser_test_bid_ok (&state, KAISER_EAST, "12");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "6nt");
  bids_ok (&state, "pass pass");
  g_assert_cmpint (state.declarer, ==, KAISER_SOUTH);
  g_assert_true (kaiser_bid_equal (state.contract, kaiser_test_bid ("6nt")));
}

static void
test_v3_from_eight (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 003_e5c337a9e6b12479.txt: "some groups limit no-trump to bids of 8 or higher" */
  rules_with (&rules, "standard", "no-trump-rank=from-eight");
  deal (&state, &rules, "variant-base.deal");
  bid_refused (&state, KAISER_EAST, "6nt", KAISER_ERROR_BID_INVALID);
  bid_refused (&state, KAISER_EAST, "7nt", KAISER_ERROR_BID_INVALID);
  kaiser_test_bid_ok (&state, KAISER_EAST, "7");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "8nt");
}

/* ----------------------------------------------------------------------
 * V4 no-trump doubling
 */

static void
test_v4_no_trump_not_doubled (void)
{
  KaiserRules doubled, single;
  KaiserHandPlay play;
  KaiserHandResult r;

  /* 000_5ed066fa22fca3eb.txt, "Scoring": "If the team which won the
   * bidding played with no trumps, and took at least as many points as they
   * bid, the add double the number of points they took to their score. If
   * they do not make their bid then they subtract double their bid";
   * 003_e5c337a9e6b12479.txt: "No-trump bonus: If the bid was declared 'no
   * trump' and made, the bidding team's hand score is doubled (some house
   * rules; agree before play)." */
  rules_with (&doubled, "standard", "");
  rules_with (&single, "standard", "no-trump-doubles=false");

  /* 7 no made with 4 tricks and the 5♥: 9 points */
  hand_play (&play, &doubled, KAISER_NORTH, "7nt", 3, 2, 1, 2, "5H", "3S", 0, 0);
  score (&doubled, &play, &r);
  g_assert_true (r.made);
  g_assert_cmpint (r.points[KAISER_TEAM_NS], ==, 9);
  g_assert_cmpint (r.change[KAISER_TEAM_NS], ==, 18);
  g_assert_cmpint (r.change[KAISER_TEAM_EW], ==, 1);   /* the others are never doubled */
  score (&single, &play, &r);
  g_assert_cmpint (r.change[KAISER_TEAM_NS], ==, 9);
  g_assert_cmpint (r.change[KAISER_TEAM_EW], ==, 1);

  /* 7 no set with 5 tricks and the 3♠: 2 points */
  hand_play (&play, &doubled, KAISER_NORTH, "7nt", 3, 1, 2, 2, "3S", "5H", 0, 0);
  score (&doubled, &play, &r);
  g_assert_false (r.made);
  g_assert_cmpint (r.change[KAISER_TEAM_NS], ==, -14);
  g_assert_cmpint (r.change[KAISER_TEAM_EW], ==, 8);
  score (&single, &play, &r);
  g_assert_cmpint (r.change[KAISER_TEAM_NS], ==, -7);
  g_assert_cmpint (r.change[KAISER_TEAM_EW], ==, 8);
}

/* ----------------------------------------------------------------------
 * V5 low no-trump
 */

static void
test_v5_own_bid (void)
{
  KaiserRules rules;
  KaiserState state;

  /* no low bids by default */
  rules_with (&rules, "standard", "");
  deal (&state, &rules, "variant-base.deal");
  bid_refused (&state, KAISER_EAST, "7low", KAISER_ERROR_BID_INVALID);

  /* 000_5ed066fa22fca3eb.txt, "34-card Game with Low bids": "A bid of Low
   * No Trumps ranks just above the corresponding normal No Trump bid, so the
   * sequence of bids in ascending order is 7, 7 no, 7, no low, 8, and so on." */
  rules_with (&rules, "standard", "low-no-trump=own-bid");
  deal (&state, &rules, "variant-base.deal");
  kaiser_test_bid_ok (&state, KAISER_EAST, "7nt");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "7low");        /* 7low beats 7 no */
  bid_refused (&state, KAISER_WEST, "7nt", KAISER_ERROR_BID_TOO_LOW);
  bid_refused (&state, KAISER_WEST, "7low", KAISER_ERROR_BID_TOO_LOW);
  kaiser_test_bid_ok (&state, KAISER_WEST, "8");            /* 8 beats 7low */
  kaiser_test_bid_ok (&state, KAISER_NORTH, "8low");
  g_assert_cmpint (state.declarer, ==, KAISER_NORTH);
  g_assert_cmpint (state.contract.kind, ==, KAISER_BID_LOW_NO_TRUMP);
  /* a low bid is played low and announced by the bid: no high/low phase */
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
  g_assert_true (state.low);
  g_assert_cmpint (state.trump, ==, KAISER_SUIT_NONE);

  /* and 7 no does not beat 7low */
  deal (&state, &rules, "variant-base.deal");
  kaiser_test_bid_ok (&state, KAISER_EAST, "7low");
  bid_refused (&state, KAISER_SOUTH, "7nt", KAISER_ERROR_BID_TOO_LOW);
  bid_refused (&state, KAISER_SOUTH, "7", KAISER_ERROR_BID_TOO_LOW);
}

static void
test_v5_equal_bid (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt: "Some play that High and Low no trump bids
   * rank equally in the bidding - neither can outbid the other (unless of
   * course one of the players is the dealer, who can always outbid another
   * player by making an equal bid)." */
  rules_with (&rules, "standard", "low-no-trump=equal-bid");
  deal (&state, &rules, "variant-base.deal");
  kaiser_test_bid_ok (&state, KAISER_EAST, "7nt");
  bid_refused (&state, KAISER_SOUTH, "7low", KAISER_ERROR_BID_TOO_LOW);
  bids_ok (&state, "pass pass");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "7low");        /* the dealer equals */
  g_assert_cmpint (state.declarer, ==, KAISER_NORTH);
  g_assert_cmpint (state.contract.kind, ==, KAISER_BID_LOW_NO_TRUMP);
  g_assert_true (state.low);

  deal (&state, &rules, "variant-base.deal");
  kaiser_test_bid_ok (&state, KAISER_EAST, "7low");
  bid_refused (&state, KAISER_SOUTH, "7nt", KAISER_ERROR_BID_TOO_LOW);
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "8");
  bids_ok (&state, "pass");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "8nt");         /* 8 no still beats 8 */
  g_assert_cmpint (state.declarer, ==, KAISER_NORTH);
  g_assert_false (state.low);
}

static void
test_v5_announced (void)
{
  KaiserRules rules;
  KaiserState state;

  /* without the option a no-trump contract goes straight to the play */
  rules_with (&rules, "standard", "");
  deal (&state, &rules, "variant-base.deal");
  bids_ok (&state, "7nt pass pass pass");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
  g_assert_false (state.low);

  /* 000_5ed066fa22fca3eb.txt: "Some play that the intention to play "low"
   * is not mentioned in the bidding. A successful no trump bidder announces
   * whether the game will be high or low" */
  rules_with (&rules, "standard", "low-no-trump=announced");
  deal (&state, &rules, "variant-base.deal");
  bid_refused (&state, KAISER_EAST, "7low", KAISER_ERROR_BID_INVALID);
  bids_ok (&state, "7nt pass pass pass");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_LOW);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
  {
    KaiserAction wrong = kaiser_action_make (KAISER_ACTION_LOW, KAISER_SOUTH, 1);
    kaiser_test_refused (&state, &wrong, KAISER_ERROR_OUT_OF_TURN);
  }
  action_ok (&state, KAISER_ACTION_LOW, KAISER_EAST, 1);
  g_assert_true (state.low);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);

  /* announced high */
  deal (&state, &rules, "variant-base.deal");
  bids_ok (&state, "7nt pass pass pass");
  action_ok (&state, KAISER_ACTION_LOW, KAISER_EAST, 0);
  g_assert_false (state.low);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);

  /* only a no-trump bidder announces: a suit contract is played high */
  deal (&state, &rules, "variant-base.deal");
  bids_ok (&state, "7 pass pass pass");
  kaiser_test_trump_ok (&state, KAISER_EAST, KAISER_SPADES);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
  g_assert_false (state.low);
}

static void
test_v5_announced_before_kitty (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt: "A successful no trump bidder announces
   * whether the game will be high or low before picking up the kitty." */
  rules_with (&rules, "saskatchewan-34", "low-no-trump=announced");
  deal (&state, &rules, "variant-34-kitty.deal");
  bids_ok (&state, "7nt pass pass pass");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_LOW);
  g_assert_cmpuint (kaiser_cards_count (state.hands[KAISER_EAST]), ==, 8);
  action_ok (&state, KAISER_ACTION_LOW, KAISER_EAST, 1);
  g_assert_true (state.low);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_KITTY);
  g_assert_cmpuint (kaiser_cards_count (state.hands[KAISER_EAST]), ==, 10);

  /* 000_5ed066fa22fca3eb.txt: "any bid … can be played high or low: this
   * is announced before picking up the kitty": trumps, then high or low,
   * then the kitty */
  rules_with (&rules, "saskatchewan-34", "low-no-trump=any-bid");
  deal (&state, &rules, "variant-34-kitty.deal");
  bids_ok (&state, "7 pass pass pass");
  kaiser_test_trump_ok (&state, KAISER_EAST, KAISER_DIAMONDS);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_LOW);
  g_assert_cmpuint (kaiser_cards_count (state.hands[KAISER_EAST]), ==, 8);
  action_ok (&state, KAISER_ACTION_LOW, KAISER_EAST, 0);
  g_assert_false (state.low);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_KITTY);
}

static void
test_v5_any_bid (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt: "Some play that any bid, with or without
   * trumps, can be played high or low: this is announced before picking up
   * the kitty." */
  rules_with (&rules, "standard", "low-no-trump=any-bid");
  deal (&state, &rules, "variant-base.deal");
  bid_refused (&state, KAISER_EAST, "7low", KAISER_ERROR_BID_INVALID);
  bids_ok (&state, "7 pass pass pass");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_TRUMP);
  kaiser_test_trump_ok (&state, KAISER_EAST, KAISER_HEARTS);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_LOW);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
  action_ok (&state, KAISER_ACTION_LOW, KAISER_EAST, 1);
  g_assert_true (state.low);
  g_assert_cmpint (state.trump, ==, KAISER_HEARTS);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
  /* 003_e5c337a9e6b12479.txt, "Low / Reverse Kaiser": "rank order in trump
   * and side suits is inverted": the 8♥ beats the A♥, a trump still beats
   * any other suit */
  g_assert_true (kaiser_state_card_beats (&state, card (&state, "8H"), card (&state, "AH")));
  g_assert_false (kaiser_state_card_beats (&state, card (&state, "AH"), card (&state, "8H")));
  g_assert_true (kaiser_state_card_beats (&state, card (&state, "AH"), card (&state, "7C")));

  /* a no-trump contract too */
  deal (&state, &rules, "variant-base.deal");
  bids_ok (&state, "7nt pass pass pass");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_LOW);
}

static void
test_v5_low_card_order (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt: "In Low No Trump, the rank of the cards
   * other than the 5 and 3 is reversed, so that the 7 is the highest card of
   * each suit, followed by 8, 9, 10, J, Q, K, A. The ace is the lowest card
   * in clubs and diamonds: in hearts and spades the 5 and 3 respectively
   * rank below the ace." */
  rules_with (&rules, "standard", "low-no-trump=own-bid");

  /* high: the A♣ takes the trick */
  deal (&state, &rules, "variant-low.deal");
  bids_ok (&state, "7nt pass pass pass");
  g_assert_cmpint (state.to_act, ==, KAISER_NORTH);
  kaiser_test_trick_ok (&state, "AC 7C KC 8C");
  g_assert_cmpint (state.tricks[0].winner, ==, KAISER_NORTH);

  /* low: the 7♣ takes it, then the A♥ beats the 5♥ */
  deal (&state, &rules, "variant-low.deal");
  bids_ok (&state, "7low pass pass pass");
  g_assert_true (state.low);
  kaiser_test_trick_ok (&state, "AC 7C KC 8C");
  g_assert_cmpint (state.tricks[0].winner, ==, KAISER_EAST);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
  kaiser_test_trick_ok (&state, "5H AH 7D AD");
  g_assert_cmpint (state.tricks[1].winner, ==, KAISER_SOUTH);
  g_assert_true (kaiser_cards_has (state.won[KAISER_TEAM_NS], card (&state, "5H")));
  /* the 3♠ likewise stays below the A♠ */
  g_assert_true (kaiser_state_card_beats (&state, card (&state, "AS"), card (&state, "3S")));
  g_assert_true (kaiser_state_card_beats (&state, card (&state, "8S"), card (&state, "AS")));
}

static void
test_v5_low_scored_as_no_trump (void)
{
  KaiserRules rules;
  KaiserHandPlay play;
  KaiserHandResult r;

  /* 000_5ed066fa22fca3eb.txt: "Low No Trump bids are scored in the same way
   * as High No Trump bids - the bidding side scores double the number of
   * points they took if successful and loses double their bid if not." */
  rules_with (&rules, "standard", "low-no-trump=own-bid");
  hand_play (&play, &rules, KAISER_EAST, "7low", 2, 3, 2, 1, "3S", "5H", 0, 0);
  score (&rules, &play, &r);
  g_assert_true (r.made);
  g_assert_cmpint (r.change[KAISER_TEAM_EW], ==, 18);
  g_assert_cmpint (r.change[KAISER_TEAM_NS], ==, 1);
  hand_play (&play, &rules, KAISER_EAST, "7low", 2, 3, 1, 2, "5H", "3S", 0, 0);
  score (&rules, &play, &r);
  g_assert_false (r.made);
  g_assert_cmpint (r.change[KAISER_TEAM_EW], ==, -14);
  g_assert_cmpint (r.change[KAISER_TEAM_NS], ==, 8);
}

/* ----------------------------------------------------------------------
 * V6 the dealer's forced bid at no-trump
 */

static void
test_v6_forced_no_trump_off (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 002_3b286a0686278ff4.txt: "If no players bid then the dealer must make
   * a "forced bid" for the set minimum bid (although he can pick any suit or
   * no-trump)." */
  rules_with (&rules, "standard", "");
  deal (&state, &rules, "variant-base.deal");
  bids_ok (&state, "pass pass pass");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "6nt");
  g_assert_cmpint (state.contract.kind, ==, KAISER_BID_NO_TRUMP);

  /* VARIANTS.md V6 off: the forced dealer names a suit */
  rules_with (&rules, "standard", "forced-no-trump=false");
  deal (&state, &rules, "variant-base.deal");
  bids_ok (&state, "pass pass pass");
  bid_refused (&state, KAISER_NORTH, "6nt", KAISER_ERROR_BID_INVALID);
  bid_refused (&state, KAISER_NORTH, "8nt", KAISER_ERROR_BID_INVALID);
  kaiser_test_bid_ok (&state, KAISER_NORTH, "6");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_TRUMP);

  /* a dealer who is not forced may still bid no-trump */
  deal (&state, &rules, "variant-base.deal");
  bids_ok (&state, "7 pass pass");
  kaiser_test_bid_ok (&state, KAISER_NORTH, "7nt");
}

/* ----------------------------------------------------------------------
 * V7 the dealer may pass
 */

static void
test_v7_dealer_may_pass (void)
{
  KaiserRules rules;
  KaiserState state;

  rules_with (&rules, "standard", "");
  deal (&state, &rules, "variant-base.deal");
  bids_ok (&state, "pass pass pass");
  bid_refused (&state, KAISER_NORTH, "pass", KAISER_ERROR_MUST_BID);

  /* 000_5ed066fa22fca3eb.txt, "Misdeal": "Some play that if the first three
   * players pass, the dealer can also pass, in which case the cards are
   * thrown in as a "misdeal", and shuffled and dealt again by the same
   * dealer." */
  rules_with (&rules, "standard", "dealer-may-pass=true");
  deal (&state, &rules, "variant-base.deal");
  bids_ok (&state, "pass pass pass pass");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_DEAL);
  g_assert_cmpint (state.dealer, ==, KAISER_NORTH);
  g_assert_cmpuint (state.n_misdeals, ==, 1);
  g_assert_cmpuint (state.hand_number, ==, 1);
  g_assert_cmpint (state.scores[KAISER_TEAM_NS], ==, 0);
  g_assert_cmpint (state.scores[KAISER_TEAM_EW], ==, 0);

  /* the dealer may still bid */
  deal (&state, &rules, "variant-base.deal");
  bids_ok (&state, "pass pass pass 6");
  g_assert_cmpint (state.declarer, ==, KAISER_NORTH);
}

/* ----------------------------------------------------------------------
 * V8 Kaiser bids
 */

static void
test_v8_bids_allowed (void)
{
  KaiserRules rules;
  KaiserState state;

  rules_with (&rules, "standard", "");
  deal (&state, &rules, "variant-base.deal");
  bid_refused (&state, KAISER_EAST, "kaiser", KAISER_ERROR_BID_INVALID);
  bid_refused (&state, KAISER_EAST, "kaiser40", KAISER_ERROR_BID_INVALID);

  /* 000_5ed066fa22fca3eb.txt, "Kaiser Bid": "Some allow a bid of Kaiser,
   * which means that the bidder alone will take 12 points in no trump";
   * 002_3b286a0686278ff4.txt: "A kaiser bid is equivalent to a 12 no
   * (no-trump) bid." – it is played at no-trump, so no trumps are named. */
  rules_with (&rules, "standard", "kaiser-bid=solo");
  deal (&state, &rules, "variant-base.deal");
  bid_refused (&state, KAISER_EAST, "kaiser40", KAISER_ERROR_BID_INVALID);
  kaiser_test_bid_ok (&state, KAISER_EAST, "12nt");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "kaiser");
  bids_ok (&state, "pass pass");
  g_assert_cmpint (state.declarer, ==, KAISER_SOUTH);
  g_assert_cmpint (state.contract.kind, ==, KAISER_BID_KAISER);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
  g_assert_cmpint (state.trump, ==, KAISER_SUIT_NONE);
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);

  rules_with (&rules, "standard", "kaiser-bid=team");
  deal (&state, &rules, "variant-base.deal");
  bid_refused (&state, KAISER_EAST, "kaiser40", KAISER_ERROR_BID_INVALID);
  kaiser_test_bid_ok (&state, KAISER_EAST, "kaiser");

  /* 000_5ed066fa22fca3eb.txt: "Some play with a bid of Kaiser 40" */
  rules_with (&rules, "standard", "kaiser-bid=kaiser-40");
  deal (&state, &rules, "variant-base.deal");
  bid_refused (&state, KAISER_EAST, "kaiser", KAISER_ERROR_BID_INVALID);
  kaiser_test_bid_ok (&state, KAISER_EAST, "12nt");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "kaiser40");
}

static void
test_v8_solo (void)
{
  KaiserRules solo, team;
  KaiserHandPlay play;
  KaiserHandResult r;

  /* 000_5ed066fa22fca3eb.txt, "Kaiser Bid": "the bidder alone will take 12
   * points in no trump - i.e. seven tricks including the five of hearts but
   * not the three of spades. The bidder's partner must take no tricks, and
   * the opponents must take a trick containing the 3 of spades. This wins
   * the game if successful and loses the game if unsuccessful." */
  rules_with (&solo, "standard", "kaiser-bid=solo");
  rules_with (&team, "standard", "kaiser-bid=team");

  /* North alone: 7 tricks with the 5♥; East takes the 3♠ */
  hand_play (&play, &solo, KAISER_NORTH, "kaiser", 7, 1, 0, 0, "5H", "3S", 0, 0);
  score (&solo, &play, &r);
  g_assert_cmpint (r.points[KAISER_TEAM_NS], ==, 12);
  g_assert_true (r.made);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NS);       /* at once, from 0 */

  /* the same 12 points, but South took one of the tricks: the solo fails
   * and the game is lost; a team Kaiser is made */
  hand_play (&play, &solo, KAISER_NORTH, "kaiser", 6, 1, 1, 0, "5H", "3S", 0, 0);
  score (&solo, &play, &r);
  g_assert_cmpint (r.points[KAISER_TEAM_NS], ==, 12);
  g_assert_false (r.made);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_EW);
  score (&team, &play, &r);
  g_assert_true (r.made);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NS);

  /* the game is lost even with the bidders far ahead */
  hand_play (&play, &solo, KAISER_NORTH, "kaiser", 5, 1, 0, 2, "5H", "3S", 40, -20);
  score (&solo, &play, &r);
  g_assert_false (r.made);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_EW);
}

static void
test_v8_team (void)
{
  KaiserRules rules;
  KaiserHandPlay play;
  KaiserHandResult r;

  /* 000_5ed066fa22fca3eb.txt: "Some groups play with a Kaiser bid in which
   * the bidding team has to take 12 points in no trump. If they succeed they
   * win the game: if they fail they lose it." */
  rules_with (&rules, "standard", "kaiser-bid=team");
  hand_play (&play, &rules, KAISER_SOUTH, "kaiser", 3, 1, 4, 0, "5H", "3S", 0, 0);
  score (&rules, &play, &r);
  g_assert_true (r.made);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NS);

  /* 7 tricks with the 3♠ and without the 5♥: 4 points */
  hand_play (&play, &rules, KAISER_SOUTH, "kaiser", 3, 1, 4, 0, "3S", "5H", 0, 0);
  score (&rules, &play, &r);
  g_assert_false (r.made);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_EW);
}

static void
test_v8_kaiser_40_play (void)
{
  KaiserRules rules;
  KaiserState state;
  static const char * const tricks[] = {
    "AC AD AS", "KC KD KS", "QC QD QS", "JC JD JS",
    "10C 10D 10S", "9C 9D 9S", "8C 8D 8S", "7C 7D 3S",
  };

  /* 000_5ed066fa22fca3eb.txt: "Some play with a bid of Kaiser 40, by which
   * the bidder undertakes to win all eight tricks alone (partner does not
   * take part in the play). This scores 40 points if successful and loses 40
   * otherwise." */
  rules_with (&rules, "standard", "kaiser-bid=kaiser-40");
  deal (&state, &rules, "variant-blocks.deal");
  bids_ok (&state, "kaiser40 pass pass pass");
  g_assert_cmpint (state.declarer, ==, KAISER_NORTH);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_TRUMP);
  kaiser_test_trump_ok (&state, KAISER_NORTH, KAISER_CLUBS);
  g_assert_cmpint (state.to_act, ==, KAISER_NORTH);
  kaiser_test_play_ok (&state, KAISER_NORTH, "AC");
  kaiser_test_play_ok (&state, KAISER_EAST, "AD");
  /* South sits out: West plays next, and the trick is complete */
  g_assert_cmpint (state.to_act, ==, KAISER_WEST);
  {
    KaiserAction south = kaiser_action_make (KAISER_ACTION_PLAY, KAISER_SOUTH, card (&state, "AH"));
    kaiser_test_refused (&state, &south, KAISER_ERROR_OUT_OF_TURN);
  }
  kaiser_test_play_ok (&state, KAISER_WEST, "AS");
  g_assert_cmpuint (state.n_tricks, ==, 1);
  g_assert_cmpuint (state.tricks[0].n_played, ==, 3);
  g_assert_cmpint (state.tricks[0].winner, ==, KAISER_NORTH);
  for (guint t = 1; t < G_N_ELEMENTS (tricks); t++)
    {
      play_cards (&state, tricks[t]);
      g_assert_cmpuint (state.tricks[t].n_played, ==, 3);
    }
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_HAND_OVER);
  g_assert_cmpuint (state.tricks_won[KAISER_NORTH], ==, 8);
  g_assert_cmpuint (kaiser_cards_count (state.hands[KAISER_SOUTH]), ==, 8);
  g_assert_true (state.result.made);
  /* eight tricks and the 3♠: 5 points, but the bid scores 40 */
  g_assert_cmpint (state.result.points[KAISER_TEAM_NS], ==, 5);
  g_assert_cmpint (state.result.change[KAISER_TEAM_NS], ==, 40);
  g_assert_cmpint (state.result.change[KAISER_TEAM_EW], ==, 0);
  g_assert_cmpint (state.scores[KAISER_TEAM_NS], ==, 40);
  g_assert_cmpint (state.scores[KAISER_TEAM_EW], ==, 0);
}

static void
test_v8_kaiser_40_failed (void)
{
  KaiserRules rules;
  KaiserHandPlay play;
  KaiserHandResult r;

  /* 000_5ed066fa22fca3eb.txt: "This scores 40 points if successful and
   * loses 40 otherwise." – seven tricks and the 5♥ (12 points) are not all eight. */
  rules_with (&rules, "standard", "kaiser-bid=kaiser-40");
  hand_play (&play, &rules, KAISER_NORTH, "kaiser40", 7, 1, 0, 0, "5H", "3S", 10, 10);
  score (&rules, &play, &r);
  g_assert_false (r.made);
  g_assert_cmpint (r.change[KAISER_TEAM_NS], ==, -40);
  g_assert_cmpint (r.change[KAISER_TEAM_EW], ==, -2);   /* 1 trick with the 3♠ */
  g_assert_cmpint (r.scores[KAISER_TEAM_NS], ==, -30);
  g_assert_cmpint (r.scores[KAISER_TEAM_EW], ==, 8);
}

/* ----------------------------------------------------------------------
 * V9, V10 misdeals
 */

static void
test_v9_weak_hand (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Deal": "Any player who is dealt no aces, no
   * picture cards and no 3 or 5 can throw in the hand as a "misdeal", and
   * the cards are shuffled and dealt again by the same dealer." */
  rules_with (&rules, "standard", "");
  deal (&state, &rules, "variant-weak.deal");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_MISDEAL);
  g_assert_cmpint (state.to_act, ==, KAISER_NORTH);
  g_assert_true (kaiser_state_may_call_misdeal (&state, KAISER_NORTH));
  g_assert_false (kaiser_state_may_call_misdeal (&state, KAISER_EAST));
  action_ok (&state, KAISER_ACTION_MISDEAL, KAISER_NORTH, 1);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_DEAL);
  g_assert_cmpint (state.dealer, ==, KAISER_WEST);
  g_assert_cmpuint (state.n_misdeals, ==, 1);

  /* 000_5ed066fa22fca3eb.txt: "Many groups who play with Low bids do not
   * recognise a hand with "no ace, no face, no 5, no 3" as a misdeal." */
  rules_with (&rules, "standard", "misdeal-weak-hand=false");
  deal (&state, &rules, "variant-weak.deal");
  g_assert_false (kaiser_state_may_call_misdeal (&state, KAISER_NORTH));
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);
  g_assert_cmpint (state.to_act, ==, KAISER_NORTH);
  {
    KaiserAction misdeal = kaiser_action_make (KAISER_ACTION_MISDEAL, KAISER_NORTH, 1);
    kaiser_test_refused (&state, &misdeal, KAISER_ERROR_WRONG_PHASE);
  }
}

static void
test_v10_four_of_a_kind (void)
{
  KaiserRules rules;
  KaiserState state;

  /* no offer by default: every hand holds an honour */
  rules_with (&rules, "standard", "");
  deal (&state, &rules, "variant-four-tens.deal");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);

  /* 000_5ed066fa22fca3eb.txt, "Misdeal": "Some allow a player who holds all
   * four 10s, 9s, or 8s to throw in the hand as a "misdeal". The same dealer
   * shuffles and deals again." */
  rules_with (&rules, "standard", "misdeal-four-of-a-kind=true");
  deal (&state, &rules, "variant-four-tens.deal");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_MISDEAL);
  g_assert_cmpint (state.to_act, ==, KAISER_NORTH);
  g_assert_true (kaiser_state_may_call_misdeal (&state, KAISER_NORTH));
  g_assert_false (kaiser_state_may_call_misdeal (&state, KAISER_EAST));
  g_assert_false (kaiser_state_may_call_misdeal (&state, KAISER_SOUTH));
  g_assert_false (kaiser_state_may_call_misdeal (&state, KAISER_WEST));
  action_ok (&state, KAISER_ACTION_MISDEAL, KAISER_NORTH, 1);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_DEAL);
  g_assert_cmpint (state.dealer, ==, KAISER_WEST);
  g_assert_cmpuint (state.n_misdeals, ==, 1);

  /* declined, the bidding starts */
  deal (&state, &rules, "variant-four-tens.deal");
  action_ok (&state, KAISER_ACTION_MISDEAL, KAISER_NORTH, 0);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);
  g_assert_cmpint (state.to_act, ==, KAISER_NORTH);
}

/* ----------------------------------------------------------------------
 * V11 kitty
 */

static void
test_v11_two_card_kitty (void)
{
  KaiserRules rules;
  KaiserState state;
  static const char * const tricks[] = {
    "AD 7D 7S 7C", "KD 8H 8S 8C", "QD 9H 9S 9C", "JD 10H 10S 10C",
    "10D JH JS JC", "9D QH QS QC", "3S KH KS KC", "AS AC 5H AH",
  };

  /* no kitty: the play follows the naming of trumps */
  rules_with (&rules, "standard", "");
  deal (&state, &rules, "variant-base.deal");
  bids_ok (&state, "7 pass pass pass");
  kaiser_test_trump_ok (&state, KAISER_EAST, KAISER_DIAMONDS);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);

  /* 000_5ed066fa22fca3eb.txt, "34-card Game with Low bids": "a 34-card pack
   * consisting of A-K-Q-J-10-9-8-7 in each suit plus the heart5 and spade3.
   * Eight cards are dealt to each player, and a kitty of two cards is dealt
   * face down to the table. The winning bidder names the trump suit (unless
   * the bid was no trump) and then picks up the kitty without showing the
   * cards to the other players and then discards any two cards face down
   * except the 5 & 3." */
  rules_with (&rules, "standard", "pack=34-card kitty=two");
  g_assert_cmpuint (kaiser_deck_size (&rules.deck), ==, 34);
  g_assert_cmpuint (kaiser_rules_hand_size (&rules), ==, 8);
  g_assert_cmpuint (kaiser_rules_kitty_size (&rules), ==, 2);
  deal (&state, &rules, "variant-34-kitty.deal");
  bids_ok (&state, "7 pass pass pass");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_TRUMP);
  kaiser_test_trump_ok (&state, KAISER_EAST, KAISER_DIAMONDS);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_KITTY);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
  g_assert_cmpuint (state.hands[KAISER_EAST], ==, state.dealt[KAISER_EAST] | cards (&state, "7H 5H"));
  /* 002_3b286a0686278ff4.txt: "If the 3 or 5 are in the kitty, then the
   * player must include these in his or her playing hand." */
  card_action_refused (&state, KAISER_ACTION_DISCARD, KAISER_EAST, "5H", KAISER_ERROR_ILLEGAL_DISCARD);
  card_action_refused (&state, KAISER_ACTION_DISCARD, KAISER_EAST, "3S", KAISER_ERROR_ILLEGAL_DISCARD);
  card_action_refused (&state, KAISER_ACTION_DISCARD, KAISER_EAST, "AC", KAISER_ERROR_CARD_NOT_HELD);
  card_action_ok (&state, KAISER_ACTION_DISCARD, KAISER_EAST, "7H");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_KITTY);
  card_action_ok (&state, KAISER_ACTION_DISCARD, KAISER_EAST, "8D");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
  g_assert_cmpuint (state.discards, ==, cards (&state, "7H 8D"));
  g_assert_cmpuint (state.hands[KAISER_EAST], ==, cards (&state, "AD KD QD JD 10D 9D 3S 5H"));

  /* eight tricks: East takes six with trumps, West the 3♠ and the 5♥ */
  for (guint t = 0; t < G_N_ELEMENTS (tricks); t++)
    kaiser_test_trick_ok (&state, tricks[t]);
  g_assert_cmpint (state.tricks[6].winner, ==, KAISER_WEST);
  g_assert_cmpint (state.tricks[7].winner, ==, KAISER_WEST);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_HAND_OVER);
  /* 8 tricks + 5 − 3 = 10; the bid of 7 is made */
  g_assert_cmpint (state.result.points[KAISER_TEAM_EW], ==, 10);
  g_assert_cmpint (state.result.points[KAISER_TEAM_NS], ==, 0);
  g_assert_true (state.result.made);
  g_assert_cmpint (state.scores[KAISER_TEAM_EW], ==, 10);
  g_assert_cmpint (state.scores[KAISER_TEAM_NS], ==, 0);
  /* the discards stay face down for the others after the hand */
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    {
      KaiserObservation obs;

      observe (&state, s, &obs);
      g_assert_cmpuint (obs.view.discards, ==, s == KAISER_EAST ? cards (&state, "7H 8D") : 0);
      if (s != KAISER_EAST)
        g_assert_cmpuint (obs.view.kitty, ==, 0);
    }
}

static void
test_v11_kitty_hidden (void)
{
  KaiserRules rules;
  KaiserState state;
  KaiserObservation obs;

  /* 000_5ed066fa22fca3eb.txt: "picks up the kitty without showing the cards
   * to the other players and then discards any two cards face down" */
  rules_with (&rules, "saskatchewan-34", "");
  deal (&state, &rules, "variant-34-kitty.deal");
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    {
      observe (&state, s, &obs);
      g_assert_cmpuint (obs.view.kitty, ==, 0);
    }
  bids_ok (&state, "7 pass pass pass");
  kaiser_test_trump_ok (&state, KAISER_EAST, KAISER_DIAMONDS);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_KITTY);
  observe (&state, KAISER_EAST, &obs);
  g_assert_cmpuint (obs.view.kitty, ==, cards (&state, "7H 5H"));
  g_assert_cmpuint (obs.view.hands[KAISER_EAST], ==, state.hands[KAISER_EAST]);
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    if (s != KAISER_EAST)
      {
        observe (&state, s, &obs);
        g_assert_cmpuint (obs.view.kitty, ==, 0);
        g_assert_cmpuint (obs.view.hands[KAISER_EAST], ==, 0);
      }
  cards_action_ok (&state, KAISER_ACTION_DISCARD, KAISER_EAST, "7H 8D");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
  observe (&state, KAISER_EAST, &obs);
  g_assert_cmpuint (obs.view.discards, ==, cards (&state, "7H 8D"));
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    if (s != KAISER_EAST)
      {
        observe (&state, s, &obs);
        g_assert_cmpuint (obs.view.kitty, ==, 0);
        g_assert_cmpuint (obs.view.discards, ==, 0);
      }
}

static void
test_v11_four_card_kitty (void)
{
  KaiserRules rules;
  KaiserState state;
  static const char * const tricks[] = {
    "AS AC AD AH", "KS KC KD KH", "QS QC QD QH", "JS JC JD JH",
    "10S 10C 10D 10H", "3S 9C 9D 9H", "5H 8C 8D 8H",
  };

  /* 003_e5c337a9e6b12479.txt, "Kitty Variant: Deal 7 cards per player plus
   * a 4-card kitty; high bidder picks up the kitty, then discards 4." */
  rules_with (&rules, "standard", "kitty=four");
  g_assert_cmpuint (kaiser_rules_hand_size (&rules), ==, 7);
  g_assert_cmpuint (kaiser_rules_kitty_size (&rules), ==, 4);
  deal (&state, &rules, "variant-four-kitty.deal");
  bids_ok (&state, "7 pass pass pass");
  kaiser_test_trump_ok (&state, KAISER_EAST, KAISER_SPADES);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_KITTY);
  g_assert_cmpuint (kaiser_cards_count (state.hands[KAISER_EAST]), ==, 11);
  card_action_refused (&state, KAISER_ACTION_DISCARD, KAISER_EAST, "5H", KAISER_ERROR_ILLEGAL_DISCARD);
  card_action_refused (&state, KAISER_ACTION_DISCARD, KAISER_EAST, "3S", KAISER_ERROR_ILLEGAL_DISCARD);
  cards_action_ok (&state, KAISER_ACTION_DISCARD, KAISER_EAST, "7C 7D 9S");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_KITTY);
  card_action_ok (&state, KAISER_ACTION_DISCARD, KAISER_EAST, "8S");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
  g_assert_cmpuint (state.hands[KAISER_EAST], ==, cards (&state, "AS KS QS JS 10S 5H 3S"));

  for (guint t = 0; t < G_N_ELEMENTS (tricks); t++)
    {
      g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
      kaiser_test_trick_ok (&state, tricks[t]);
    }
  /* seven tricks end the hand */
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_HAND_OVER);
  g_assert_cmpuint (state.n_tricks, ==, 7);
  g_assert_cmpint (state.tricks[6].winner, ==, KAISER_NORTH);
  /* East–West: 6 tricks with the 3♠ = 3 < 7, set; North–South 1 + 5 = 6 */
  g_assert_cmpint (state.result.points[KAISER_TEAM_EW], ==, 3);
  g_assert_cmpint (state.result.points[KAISER_TEAM_NS], ==, 6);
  g_assert_false (state.result.made);
  g_assert_cmpint (state.scores[KAISER_TEAM_EW], ==, -7);
  g_assert_cmpint (state.scores[KAISER_TEAM_NS], ==, 6);
}

/* ----------------------------------------------------------------------
 * V12 card passing
 */

static void
test_v12_one_to_partner (void)
{
  KaiserRules rules;
  KaiserState state;
  KaiserObservation obs;

  rules_with (&rules, "standard", "passing=none");
  deal (&state, &rules, "variant-base.deal");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);

  /* 000_5ed066fa22fca3eb.txt, "Card Passing": "Some play that each player
   * simultaneously passes one card face down to partner before the bidding
   * takes place." */
  rules_with (&rules, "standard", "passing=one-to-partner");
  deal (&state, &rules, "variant-base.deal");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PASS);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
  card_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_EAST, "5H");
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  g_assert_false (kaiser_cards_has (state.hands[KAISER_EAST], card (&state, "5H")));
  g_assert_false (kaiser_cards_has (state.hands[KAISER_WEST], card (&state, "5H")));
  /* face down: only the passer knows it until the exchange */
  observe (&state, KAISER_EAST, &obs);
  g_assert_cmpuint (obs.view.passed[KAISER_EAST], ==, cards (&state, "5H"));
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    if (s != KAISER_EAST)
      {
        observe (&state, s, &obs);
        g_assert_cmpuint (obs.view.passed[KAISER_EAST], ==, 0);
      }
  card_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_SOUTH, "3S");
  card_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_WEST, "AS");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PASS);
  card_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_NORTH, "AC");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
  g_assert_true (kaiser_cards_has (state.hands[KAISER_WEST], card (&state, "5H")));
  g_assert_true (kaiser_cards_has (state.hands[KAISER_NORTH], card (&state, "3S")));
  g_assert_true (kaiser_cards_has (state.hands[KAISER_EAST], card (&state, "AS")));
  g_assert_true (kaiser_cards_has (state.hands[KAISER_SOUTH], card (&state, "AC")));
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    g_assert_cmpuint (kaiser_cards_count (state.hands[s]), ==, 8);
  /* once exchanged the receiver knows the card, the opponents never */
  observe (&state, KAISER_WEST, &obs);
  g_assert_cmpuint (obs.view.passed[KAISER_EAST], ==, cards (&state, "5H"));
  observe (&state, KAISER_NORTH, &obs);
  g_assert_cmpuint (obs.view.passed[KAISER_EAST], ==, 0);
  g_assert_cmpuint (obs.view.passed[KAISER_SOUTH], ==, cards (&state, "3S"));
  observe (&state, KAISER_SOUTH, &obs);
  g_assert_cmpuint (obs.view.passed[KAISER_EAST], ==, 0);
  g_assert_cmpuint (obs.view.passed[KAISER_WEST], ==, 0);
}

static void
test_v12_two_to_partner (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt: "Others play that each player passes two
   * cards across the table." */
  rules_with (&rules, "standard", "passing=two-to-partner");
  deal (&state, &rules, "variant-base.deal");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PASS);
  card_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_EAST, "5H");
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);          /* a second card */
  card_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_EAST, "AD");
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  cards_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_SOUTH, "3S AH");
  cards_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_WEST, "AS KC");
  cards_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_NORTH, "AC QS");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);
  g_assert_cmpuint (state.hands[KAISER_WEST], ==, cards (&state, "8S KH 9H 10D 9D 7D 5H AD"));
  g_assert_cmpuint (state.hands[KAISER_NORTH], ==, cards (&state, "KD JD 8D JC 8C 7C 3S AH"));
  g_assert_cmpuint (state.hands[KAISER_EAST], ==, cards (&state, "KS JS 10S 9S QD 10C AS KC"));
  g_assert_cmpuint (state.hands[KAISER_SOUTH], ==, cards (&state, "QH JH 10H 8H QC 9C AC QS"));
}

static void
test_v12_rotation (void)
{
  KaiserRules rules;
  KaiserState state;
  /* where East, South, West and North pass in hands 1 to 4 */
  static const KaiserSeat targets[4][KAISER_N_SEATS] = {
    /* N, E, S, W */
    { KAISER_EAST, KAISER_SOUTH, KAISER_WEST, KAISER_NORTH },   /* 1: left */
    { KAISER_WEST, KAISER_NORTH, KAISER_EAST, KAISER_SOUTH },   /* 2: right */
    { KAISER_SOUTH, KAISER_WEST, KAISER_NORTH, KAISER_EAST },   /* 3: across */
    { KAISER_EAST, KAISER_SOUTH, KAISER_WEST, KAISER_NORTH },   /* 4: left again */
  };

  /* 000_5ed066fa22fca3eb.txt: "Some play with a card passing scheme similar
   * to Hearts. In the first deal each player passes two cards face down to
   * the left; in the second deal each player passes two cards to the right;
   * in the third deal each player passes two cards to partner; in
   * subsequent deals the pattern is repeated: 2 left, 2 right, 2 across, 2
   * left, and so on."  Play is clockwise, so a player's left is the next seat. */
  rules_with (&rules, "standard", "passing=rotation");
  for (guint h = 0; h < 4; h++)
    {
      deal_as_hand (&state, &rules, "variant-base.deal", h + 1);
      g_assert_cmpint (state.phase, ==, KAISER_PHASE_PASS);
      for (guint s = 0; s < KAISER_N_SEATS; s++)
        g_assert_cmpint (kaiser_state_pass_target (&state, s), ==, targets[h][s]);
    }

  /* hand 1: to the left */
  deal_as_hand (&state, &rules, "variant-base.deal", 1);
  cards_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_EAST, "5H AD");
  cards_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_SOUTH, "3S AH");
  cards_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_WEST, "AS KC");
  cards_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_NORTH, "AC QS");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);
  g_assert_cmpuint (state.hands[KAISER_SOUTH] & cards (&state, "5H AD"), ==, cards (&state, "5H AD"));
  g_assert_cmpuint (state.hands[KAISER_WEST] & cards (&state, "3S AH"), ==, cards (&state, "3S AH"));
  g_assert_cmpuint (state.hands[KAISER_NORTH] & cards (&state, "AS KC"), ==, cards (&state, "AS KC"));
  g_assert_cmpuint (state.hands[KAISER_EAST] & cards (&state, "AC QS"), ==, cards (&state, "AC QS"));

  /* hand 2: to the right */
  deal_as_hand (&state, &rules, "variant-base.deal", 2);
  cards_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_EAST, "5H AD");
  cards_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_SOUTH, "3S AH");
  cards_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_WEST, "AS KC");
  cards_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_NORTH, "AC QS");
  g_assert_cmpuint (state.hands[KAISER_NORTH] & cards (&state, "5H AD"), ==, cards (&state, "5H AD"));
  g_assert_cmpuint (state.hands[KAISER_EAST] & cards (&state, "3S AH"), ==, cards (&state, "3S AH"));
  g_assert_cmpuint (state.hands[KAISER_SOUTH] & cards (&state, "AS KC"), ==, cards (&state, "AS KC"));
  g_assert_cmpuint (state.hands[KAISER_WEST] & cards (&state, "AC QS"), ==, cards (&state, "AC QS"));

  /* the hand number advances with the deal */
  rules_with (&rules, "standard", "passing=rotation");
  deal (&state, &rules, "variant-base.deal");
  g_assert_cmpuint (state.hand_number, ==, 1);
  g_assert_cmpint (kaiser_state_pass_target (&state, KAISER_EAST), ==, KAISER_SOUTH);
}

static void
test_v12_after_bidding (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt: "One correspondent describes a different
   * variant in which two cards are passed between partners after the
   * bidding." */
  rules_with (&rules, "standard", "passing=two-after-bidding");
  deal (&state, &rules, "variant-base.deal");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);
  bids_ok (&state, "7 pass pass pass");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PASS);
  g_assert_true (state.passing_after_bidding);
  g_assert_cmpint (state.declarer, ==, KAISER_EAST);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
  cards_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_EAST, "5H AD");
  cards_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_SOUTH, "3S AH");
  cards_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_WEST, "AS KC");
  cards_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_NORTH, "AC QS");
  /* then the high bidder names trumps */
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_TRUMP);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
  g_assert_cmpuint (state.hands[KAISER_WEST] & cards (&state, "5H AD"), ==, cards (&state, "5H AD"));
  g_assert_cmpuint (state.hands[KAISER_EAST] & cards (&state, "AS KC"), ==, cards (&state, "AS KC"));
  kaiser_test_trump_ok (&state, KAISER_EAST, KAISER_SPADES);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
}

static void
test_v12_misdeal_before_pass (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Card Passing": "Note that a misdeal can only
   * be called on the basis of cards held before the pass." */
  rules_with (&rules, "standard", "passing=two-to-partner");
  deal (&state, &rules, "variant-weak.deal");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_MISDEAL);
  g_assert_cmpint (state.to_act, ==, KAISER_NORTH);
  action_ok (&state, KAISER_ACTION_MISDEAL, KAISER_NORTH, 0);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PASS);
  cards_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_NORTH, "10C 9C");
  cards_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_EAST, "AC KC");
  cards_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_SOUTH, "AH KH");
  cards_action_ok (&state, KAISER_ACTION_PASS_CARD, KAISER_WEST, "AS KS");
  /* North now holds two honours; no second offer after the pass */
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);
  g_assert_cmpint (state.to_act, ==, KAISER_NORTH);
  g_assert_true (kaiser_cards_has (state.hands[KAISER_NORTH], card (&state, "AH")));

  /* the weak hand is thrown in before any card is passed */
  deal (&state, &rules, "variant-weak.deal");
  action_ok (&state, KAISER_ACTION_MISDEAL, KAISER_NORTH, 1);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_DEAL);
  g_assert_cmpuint (state.n_misdeals, ==, 1);
}

/* ----------------------------------------------------------------------
 * V13 first lead, V14 trumps by the first lead
 */

static void
test_v13_dealer_left_leads (void)
{
  KaiserRules rules;
  KaiserState state;

  /* 000_5ed066fa22fca3eb.txt, "Play of the cards": "The highest bidder names
   * trumps (unless the bid was no trumps) and leads a card to the first trick." */
  rules_with (&rules, "standard", "");
  deal (&state, &rules, "variant-base.deal");
  bids_ok (&state, "pass 7 pass pass");
  kaiser_test_trump_ok (&state, KAISER_SOUTH, KAISER_HEARTS);
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);

  /* 001_4709cdeeef921fce.txt: "The player to the dealer’s left leads to the
   * first trick." */
  rules_with (&rules, "standard", "first-lead=dealer-left");
  deal (&state, &rules, "variant-base.deal");
  bids_ok (&state, "pass 7 pass pass");
  kaiser_test_trump_ok (&state, KAISER_SOUTH, KAISER_HEARTS);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
  g_assert_cmpint (state.tricks[0].leader, ==, KAISER_EAST);
  {
    KaiserAction south = kaiser_action_make (KAISER_ACTION_PLAY, KAISER_SOUTH, card (&state, "AH"));
    kaiser_test_refused (&state, &south, KAISER_ERROR_OUT_OF_TURN);
  }
  kaiser_test_trick_ok (&state, "AD 8H 7D 8D");
  /* South trumps the diamond lead */
  g_assert_cmpint (state.tricks[0].winner, ==, KAISER_SOUTH);
}

static void
test_v14_trump_by_first_lead (void)
{
  KaiserRules rules;
  KaiserState state;

  rules_with (&rules, "standard", "");
  deal (&state, &rules, "variant-base.deal");
  bids_ok (&state, "pass 7 pass pass");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_TRUMP);

  /* 000_5ed066fa22fca3eb.txt, Joffre: "The first card played by the high
   * bidder determines the trump suit."; Hétu: "the card led by the high
   * bidder determines the trump suit" */
  rules_with (&rules, "standard", "trump-by=first-lead");
  deal (&state, &rules, "variant-base.deal");
  bids_ok (&state, "pass 7 pass pass");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
  g_assert_cmpint (state.to_act, ==, KAISER_SOUTH);
  g_assert_cmpint (state.trump, ==, KAISER_SUIT_NONE);
  {
    KaiserAction name = kaiser_action_make (KAISER_ACTION_TRUMP, KAISER_SOUTH, KAISER_CLUBS);
    kaiser_test_refused (&state, &name, KAISER_ERROR_WRONG_PHASE);
  }
  kaiser_test_play_ok (&state, KAISER_SOUTH, "QH");
  g_assert_cmpint (state.trump, ==, KAISER_HEARTS);
  play_cards (&state, "KH 7C 5H");
  g_assert_cmpint (state.tricks[0].winner, ==, KAISER_WEST);
  /* West leads a diamond; South, void, takes it with the 8♥ over the A♦ */
  kaiser_test_trick_ok (&state, "10D 8D AD 8H");
  g_assert_cmpint (state.tricks[1].winner, ==, KAISER_SOUTH);
  g_assert_cmpint (state.trump, ==, KAISER_HEARTS);

  /* a no-trump contract has no trumps, whatever is led */
  deal (&state, &rules, "variant-base.deal");
  bids_ok (&state, "pass 7nt pass pass");
  kaiser_test_play_ok (&state, KAISER_SOUTH, "QH");
  g_assert_cmpint (state.trump, ==, KAISER_SUIT_NONE);
  play_cards (&state, "KH 7C 5H");
  kaiser_test_trick_ok (&state, "10D 8D AD 8H");
  g_assert_cmpint (state.tricks[1].winner, ==, KAISER_EAST);
}

/* ----------------------------------------------------------------------
 * V15–V17 scoring of the hand
 */

static void
test_v15_set_loses_points (void)
{
  KaiserRules bid, points;
  KaiserHandPlay play;
  KaiserHandResult r;

  /* 000_5ed066fa22fca3eb.txt, "Scoring": "If they took fewer points than
   * their bid they subtract their bid from their score." */
  rules_with (&bid, "standard", "");
  /* 001_4709cdeeef921fce.txt: "if they broke the contract, they subtract the
   * value of the tricks. If the contract was played at no trump, then the
   * trick score is doubled before being added to or subtracted from the score." */
  rules_with (&points, "standard", "set-penalty=points");

  /* 7 set with 5 tricks and the 3♠: 2 points */
  hand_play (&play, &bid, KAISER_NORTH, "7", 3, 1, 2, 2, "3S", "5H", 0, 0);
  score (&bid, &play, &r);
  g_assert_false (r.made);
  g_assert_cmpint (r.change[KAISER_TEAM_NS], ==, -7);
  score (&points, &play, &r);
  g_assert_cmpint (r.change[KAISER_TEAM_NS], ==, -2);
  g_assert_cmpint (r.change[KAISER_TEAM_EW], ==, 8);

  /* at no-trump: −14 and −4 */
  hand_play (&play, &bid, KAISER_NORTH, "7nt", 3, 1, 2, 2, "3S", "5H", 0, 0);
  score (&bid, &play, &r);
  g_assert_cmpint (r.change[KAISER_TEAM_NS], ==, -14);
  score (&points, &play, &r);
  g_assert_cmpint (r.change[KAISER_TEAM_NS], ==, -4);

  /* points below zero (1 trick with the 3♠: −2) are still a loss: −2 */
  hand_play (&play, &bid, KAISER_NORTH, "7", 1, 3, 0, 4, "3S", "5H", 0, 0);
  score (&points, &play, &r);
  g_assert_cmpint (r.points[KAISER_TEAM_NS], ==, -2);
  g_assert_cmpint (r.change[KAISER_TEAM_NS], ==, -2);

  /* a made bid is not affected */
  hand_six_four (&play, &points, 0, 0);
  score (&points, &play, &r);
  g_assert_cmpint (r.change[KAISER_TEAM_NS], ==, 6);
}

static void
test_v16_no_overtricks (void)
{
  KaiserRules normal, exact;
  KaiserHandPlay play;
  KaiserHandResult r;

  rules_with (&normal, "standard", "");
  /* 000_5ed066fa22fca3eb.txt, "No Score for Overtricks": "Some play that a
   * successful bid scores only the amount of the bid (or double that amount
   * for no trump bids). The bidding side scores nothing extra for points
   * made in play in excess of the bid." */
  rules_with (&exact, "standard", "no-overtricks=true");

  /* 7 made with 4 tricks and the 5♥: 9 points */
  hand_play (&play, &normal, KAISER_NORTH, "7", 3, 2, 1, 2, "5H", "3S", 0, 0);
  score (&normal, &play, &r);
  g_assert_cmpint (r.change[KAISER_TEAM_NS], ==, 9);
  score (&exact, &play, &r);
  g_assert_true (r.made);
  g_assert_cmpint (r.change[KAISER_TEAM_NS], ==, 7);
  g_assert_cmpint (r.change[KAISER_TEAM_EW], ==, 1);

  hand_play (&play, &normal, KAISER_NORTH, "7nt", 3, 2, 1, 2, "5H", "3S", 0, 0);
  score (&normal, &play, &r);
  g_assert_cmpint (r.change[KAISER_TEAM_NS], ==, 18);
  score (&exact, &play, &r);
  g_assert_cmpint (r.change[KAISER_TEAM_NS], ==, 14);

  /* a set is still minus the bid */
  hand_play (&play, &normal, KAISER_NORTH, "7", 3, 1, 2, 2, "3S", "5H", 0, 0);
  score (&exact, &play, &r);
  g_assert_cmpint (r.change[KAISER_TEAM_NS], ==, -7);
}

static void
test_v17_spade_needs_three_tricks (void)
{
  KaiserRules normal, three;
  KaiserHandPlay play;
  KaiserHandResult r;

  rules_with (&normal, "standard", "");
  /* 000_5ed066fa22fca3eb.txt, "Three of Spades": "Some play that a team
   * which takes the spade3 require three tricks to erase the 3 point
   * penalty. If the team with the spade3 take just one or two tricks, their
   * score for the whole hand is minus 3 points. With three tricks their
   * score would be zero, and additional tricks count one further point each
   * as normal. The heart5 can also be counted for plus 5 points provided
   * that the team has at least three tricks." */
  rules_with (&three, "standard", "spade-needs-three-tricks=true");

  /* East–West: 2 tricks with the 3♠ */
  hand_play (&play, &normal, KAISER_NORTH, "6", 3, 1, 3, 1, "5H", "3S", 0, 0);
  score (&normal, &play, &r);
  g_assert_cmpint (r.points[KAISER_TEAM_EW], ==, -1);
  g_assert_cmpint (r.change[KAISER_TEAM_EW], ==, -1);
  score (&three, &play, &r);
  g_assert_cmpint (r.points[KAISER_TEAM_EW], ==, -3);
  g_assert_cmpint (r.change[KAISER_TEAM_EW], ==, -3);
  g_assert_cmpint (r.change[KAISER_TEAM_NS], ==, 11);  /* 6 tricks and the 5♥ */

  /* East–West: 2 tricks with the 5♥: the 5 does not count */
  hand_play (&play, &normal, KAISER_NORTH, "6", 3, 1, 3, 1, "3S", "5H", 0, 0);
  score (&normal, &play, &r);
  g_assert_cmpint (r.points[KAISER_TEAM_EW], ==, 7);
  score (&three, &play, &r);
  g_assert_cmpint (r.points[KAISER_TEAM_EW], ==, 2);
  g_assert_cmpint (r.change[KAISER_TEAM_EW], ==, 2);
  g_assert_cmpint (r.points[KAISER_TEAM_NS], ==, 3);   /* 6 tricks − 3 */
  g_assert_cmpint (r.change[KAISER_TEAM_NS], ==, -6);

  /* 3 tricks with the 3♠: zero either way */
  hand_play (&play, &normal, KAISER_NORTH, "6", 3, 2, 2, 1, "5H", "3S", 0, 0);
  score (&normal, &play, &r);
  g_assert_cmpint (r.points[KAISER_TEAM_EW], ==, 0);
  score (&three, &play, &r);
  g_assert_cmpint (r.points[KAISER_TEAM_EW], ==, 0);

  /* 1 trick holding both cards: 1 + 5 − 3 = 3 normally, −3 for the hand */
  hand_play (&play, &normal, KAISER_NORTH, "6", 4, 1, 3, 0, "", "5H 3S", 0, 0);
  score (&normal, &play, &r);
  g_assert_cmpint (r.points[KAISER_TEAM_EW], ==, 3);
  score (&three, &play, &r);
  g_assert_cmpint (r.points[KAISER_TEAM_EW], ==, -3);
}

/* ----------------------------------------------------------------------
 * V18 bid-out
 */

/* The change to East–West's score when they defend from ew_score and take 4 points. */
static gint
defenders_change (const KaiserRules *rules, gint ew_score, gboolean raised, gboolean *bid_out)
{
  KaiserHandPlay play;
  KaiserHandResult r;

  hand_six_four (&play, rules, 0, ew_score);
  play.target_raised = raised;
  score (rules, &play, &r);
  g_assert_cmpint (r.points[KAISER_TEAM_EW], ==, 4);
  if (bid_out)
    *bid_out = r.bid_out[KAISER_TEAM_EW];
  return r.change[KAISER_TEAM_EW];
}

static void
test_v18_bid_out_45 (void)
{
  KaiserRules rules;
  KaiserHandPlay play;
  KaiserHandResult r;
  gboolean out;

  /* 000_5ed066fa22fca3eb.txt, "The opponents' score": "If the opponents of
   * the bidding team have a cumulative score of less than 45, they simply
   * score the points they took … If the opponents of the bidding team have a
   * cumulative score of 45 or more, they cannot add any points taken to
   * their score, but they still lose points if they took less than zero" */
  rules_with (&rules, "standard", "bid-out=45");
  g_assert_cmpint (defenders_change (&rules, 44, FALSE, &out), ==, 4);
  g_assert_false (out);
  g_assert_cmpint (defenders_change (&rules, 45, FALSE, &out), ==, 0);
  g_assert_true (out);
  g_assert_cmpint (defenders_change (&rules, 50, FALSE, NULL), ==, 0);

  /* negative points still count: 1 trick with the 3♠ */
  hand_play (&play, &rules, KAISER_NORTH, "6", 4, 1, 3, 0, "5H", "3S", 0, 45);
  score (&rules, &play, &r);
  g_assert_cmpint (r.change[KAISER_TEAM_EW], ==, -2);
  g_assert_cmpint (r.scores[KAISER_TEAM_EW], ==, 43);
}

static void
test_v18_bid_out_above_45 (void)
{
  KaiserRules rules;

  /* 001_4709cdeeef921fce.txt: "If the defenders have a score of 45 or less,
   * they add the values of their collected tricks to their score … If the
   * defenders have a score greater than 45, their score is only affected if
   * they have a negative hand score." */
  rules_with (&rules, "standard", "bid-out=above-45");
  g_assert_cmpint (defenders_change (&rules, 45, FALSE, NULL), ==, 4);
  g_assert_cmpint (defenders_change (&rules, 46, FALSE, NULL), ==, 0);
}

static void
test_v18_bid_out_47 (void)
{
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "Bid to Win": "Some play that the limit for
   * scoring points for tricks without bidding is 47 points rather than 45." */
  rules_with (&rules, "standard", "bid-out=47");
  g_assert_cmpint (defenders_change (&rules, 45, FALSE, NULL), ==, 4);
  g_assert_cmpint (defenders_change (&rules, 46, FALSE, NULL), ==, 4);
  g_assert_cmpint (defenders_change (&rules, 47, FALSE, NULL), ==, 0);
}

static void
test_v18_bid_out_target_minus_min (void)
{
  KaiserRules rules;

  /* 002_3b286a0686278ff4.txt: "The bid-out point is where a team must bid in
   * order to count an increase in points. This point is usually 45 to 47 and
   * is calculated by subtracting the agreed-upon minimum bid from 52." */
  rules_with (&rules, "standard", "bid-out=target-minus-min min-bid=5");     /* 52 − 5 = 47 */
  g_assert_cmpint (defenders_change (&rules, 46, FALSE, NULL), ==, 4);
  g_assert_cmpint (defenders_change (&rules, 47, FALSE, NULL), ==, 0);
  rules_with (&rules, "standard", "bid-out=target-minus-min min-bid=8");     /* 52 − 8 = 44 */
  g_assert_cmpint (defenders_change (&rules, 43, FALSE, NULL), ==, 4);
  g_assert_cmpint (defenders_change (&rules, 44, FALSE, NULL), ==, 0);
  rules_with (&rules, "standard", "bid-out=target-minus-min target=56");     /* 56 − 6 = 50 */
  g_assert_cmpint (defenders_change (&rules, 49, FALSE, NULL), ==, 4);
  g_assert_cmpint (defenders_change (&rules, 50, FALSE, NULL), ==, 0);
}

static void
test_v18_bid_out_none (void)
{
  KaiserRules rules;
  KaiserHandPlay play;
  KaiserHandResult r;

  /* 000_5ed066fa22fca3eb.txt, Les Rois: "The non-bidding team always score
   * what they make."; "Bid to Win": "Some allow a team to score without
   * bidding, however high their score" */
  rules_with (&rules, "standard", "bid-out=none");
  g_assert_cmpint (defenders_change (&rules, 45, FALSE, NULL), ==, 4);
  g_assert_cmpint (defenders_change (&rules, 47, FALSE, NULL), ==, 4);
  /* from 50 the defenders reach 54 and win */
  hand_six_four (&play, &rules, 0, 50);
  score (&rules, &play, &r);
  g_assert_cmpint (r.scores[KAISER_TEAM_EW], ==, 54);
  g_assert_false (r.bid_out[KAISER_TEAM_EW]);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_EW);
}

static void
test_v18_bid_out_raise (void)
{
  KaiserRules rules;
  KaiserHandPlay play;
  KaiserHandResult r;

  /* 002_3b286a0686278ff4.txt: "One variation increases the number of points
   * to win from 52 to 62 if a no-trump bid is made. This also increases the
   * bid-out point by 10 points." */
  rules_with (&rules, "standard", "no-trump-raise=62 bid-out-raise=plus-10");
  g_assert_cmpint (defenders_change (&rules, 50, FALSE, NULL), ==, 0);
  g_assert_cmpint (defenders_change (&rules, 50, TRUE, NULL), ==, 4);
  g_assert_cmpint (defenders_change (&rules, 54, TRUE, NULL), ==, 4);
  g_assert_cmpint (defenders_change (&rules, 55, TRUE, NULL), ==, 0);

  /* the raise comes with a made no-trump: North–South make 7 no with 9 points */
  hand_play (&play, &rules, KAISER_NORTH, "7nt", 3, 2, 1, 2, "5H", "3S", 0, 0);
  score (&rules, &play, &r);
  g_assert_true (r.target_raised);
  g_assert_cmpint (r.target, ==, 62);
  g_assert_cmpint (kaiser_rules_bid_out_limit (&rules, r.target_raised), ==, 55);

  /* 000_5ed066fa22fca3eb.txt, "Bid to Win": "When the target score is
   * increased to 62 by a no trump bid, the amount that can be scored without
   * bidding is also increased, for example to 56." */
  rules_with (&rules, "standard", "no-trump-raise=62 bid-out-raise=to-56");
  g_assert_cmpint (defenders_change (&rules, 45, FALSE, NULL), ==, 0);
  g_assert_cmpint (defenders_change (&rules, 55, TRUE, NULL), ==, 4);
  g_assert_cmpint (defenders_change (&rules, 56, TRUE, NULL), ==, 0);

  /* from 47, plus 10 is 57 */
  rules_with (&rules, "standard", "bid-out=47 no-trump-raise=62 bid-out-raise=plus-10");
  g_assert_cmpint (defenders_change (&rules, 56, TRUE, NULL), ==, 4);
  g_assert_cmpint (defenders_change (&rules, 57, TRUE, NULL), ==, 0);

  /* 002_3b286a0686278ff4.txt: 52 − 7 = 45, and 10 more with the target at
   * 62 (62 − 7 as well): 55 */
  rules_with (&rules, "standard", "bid-out=target-minus-min min-bid=7 no-trump-raise=62");
  g_assert_cmpint (defenders_change (&rules, 44, FALSE, NULL), ==, 4);
  g_assert_cmpint (defenders_change (&rules, 45, FALSE, NULL), ==, 0);
  g_assert_cmpint (defenders_change (&rules, 54, TRUE, NULL), ==, 4);
  g_assert_cmpint (defenders_change (&rules, 55, TRUE, NULL), ==, 0);

  /* with no raise of the target, nothing moves */
  rules_with (&rules, "standard", "bid-out-raise=to-56");
  g_assert_cmpint (defenders_change (&rules, 45, TRUE, NULL), ==, 0);
}

/* ----------------------------------------------------------------------
 * V19 the insult
 */

static void
play_joffre_hand (KaiserState *state, const KaiserRules *rules, gint ew_score)
{
  static const char * const tricks[] = {
    "0S 0H 0D 0C", "7S 7H 7D 7C", "6S 6H 6D 6C", "5S 5H 5D 5C",
    "4S 4H 4D 4C", "3S 3H 3D 3C", "2S 2H 2D 2C", "1S 1H 1D 1C",
  };

  deal (state, rules, "variant-joffre.deal");
  state->scores[KAISER_TEAM_EW] = ew_score;
  g_assert_cmpint (state->to_act, ==, KAISER_WEST);
  bids_ok (state, "5 pass pass pass");
  g_assert_cmpint (state->phase, ==, KAISER_PHASE_PLAY);
  g_assert_cmpint (state->to_act, ==, KAISER_WEST);
  for (guint t = 0; t < G_N_ELEMENTS (tricks); t++)
    {
      kaiser_test_trick_ok (state, tricks[t]);
      g_assert_cmpint (state->tricks[t].winner, ==, KAISER_WEST);
    }
}

static void
test_v19_insult (void)
{
  KaiserRules rules;
  KaiserState state;

  /* West leads the Kaiser (0♠, trumps by the first lead) and North, void,
   * plays Joffre (0♥) to it: West takes all eight tricks. */
  rules_with (&rules, "joffre", "insult=false");
  play_joffre_hand (&state, &rules, 0);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_HAND_OVER);
  g_assert_cmpint (state.result.points[KAISER_TEAM_EW], ==, 10);
  g_assert_cmpint (state.result.points[KAISER_TEAM_NS], ==, 0);
  g_assert_cmpint (state.scores[KAISER_TEAM_NS], ==, 0);

  /* 000_5ed066fa22fca3eb.txt, Joffre: "If the Kaiser wins a trick that
   * contains the Joffre card, the person who played Joffre loses 5 points
   * for the insult." */
  rules_with (&rules, "joffre", "");
  play_joffre_hand (&state, &rules, 0);
  g_assert_cmpint (state.insulted, ==, KAISER_TEAM_NS);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_HAND_OVER);
  g_assert_cmpint (state.result.points[KAISER_TEAM_EW], ==, 10);
  g_assert_cmpint (state.result.points[KAISER_TEAM_NS], ==, -5);
  g_assert_cmpint (state.result.change[KAISER_TEAM_EW], ==, 10);
  g_assert_cmpint (state.result.change[KAISER_TEAM_NS], ==, -5);
  g_assert_cmpint (state.scores[KAISER_TEAM_NS], ==, -5);
  g_assert_cmpint (state.scores[KAISER_TEAM_EW], ==, 10);

  /* East plays Joffre to his partner's Kaiser: East–West pay for it.  Bid
   * 5 and 10 − 5 = 5 points, so the contract is made whether the 5 comes
   * off the points or off the score: +5 */
  deal (&state, &rules, "variant-joffre-partner.deal");
  bids_ok (&state, "5 pass pass pass");
  kaiser_test_trick_ok (&state, "0S 0D 0H 0C");
  g_assert_cmpint (state.tricks[0].winner, ==, KAISER_WEST);
  g_assert_cmpint (state.insulted, ==, KAISER_TEAM_EW);
  play_cards (&state, "7S 7D 7H 7C 6S 6D 6H 6C 5S 5D 5H 5C 4S 4D 4H 4C "
                      "3S 3D 3H 3C 2S 2D 2H 2C 1S 1D 1H 1C");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_HAND_OVER);
  g_assert_cmpint (state.result.change[KAISER_TEAM_EW], ==, 5);
  g_assert_cmpint (state.result.change[KAISER_TEAM_NS], ==, 0);
  g_assert_cmpint (state.scores[KAISER_TEAM_EW], ==, 5);

  /* without the insult: +10 */
  rules_with (&rules, "joffre", "insult=false");
  deal (&state, &rules, "variant-joffre-partner.deal");
  bids_ok (&state, "5 pass pass pass");
  play_cards (&state, "0S 0D 0H 0C 7S 7D 7H 7C 6S 6D 6H 6C 5S 5D 5H 5C 4S 4D 4H 4C "
                      "3S 3D 3H 3C 2S 2D 2H 2C 1S 1D 1H 1C");
  g_assert_cmpint (state.insulted, ==, KAISER_TEAM_NONE);
  g_assert_cmpint (state.scores[KAISER_TEAM_EW], ==, 10);
}

/* ----------------------------------------------------------------------
 * V20–V26 winning
 */

static void
test_v20_target (void)
{
  KaiserRules standard, forty;
  KaiserHandPlay play;
  KaiserHandResult r;

  rules_with (&standard, "standard", "");
  /* 000_5ed066fa22fca3eb.txt, Les Rois: "The target score is 40 points.";
   * Joffre: "The target score to win the game is 40 or 41, or in some places 42." */
  rules_with (&forty, "standard", "target=40 bid-out=none");

  hand_six_four (&play, &standard, 34, 0);
  score (&standard, &play, &r);
  g_assert_cmpint (r.scores[KAISER_TEAM_NS], ==, 40);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NONE);
  g_assert_cmpint (r.target, ==, 52);
  score (&forty, &play, &r);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NS);      /* at exactly 40 */
  g_assert_cmpint (r.target, ==, 40);

  hand_six_four (&play, &forty, 33, 0);
  score (&forty, &play, &r);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NONE);    /* 39 */

  /* 003_e5c337a9e6b12479.txt: "For shorter matches, play to 30 instead of 52." */
  rules_with (&forty, "standard", "target=30 bid-out=none");
  hand_six_four (&play, &forty, 24, 0);
  score (&forty, &play, &r);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NS);
}

static void
test_v21_no_trump_raise (void)
{
  KaiserRules rules;
  KaiserHandPlay play;
  KaiserHandResult r;

  /* 000_5ed066fa22fca3eb.txt, "Target Score": "Many play that if any
   * successful no-trump contract is played during the game, the number of
   * points required to win the game is increased from 52 to 62." */
  rules_with (&rules, "standard", "no-trump-raise=62");

  /* a made 7 no (9 points, +18) raises it */
  hand_play (&play, &rules, KAISER_NORTH, "7nt", 3, 2, 1, 2, "5H", "3S", 20, 0);
  score (&rules, &play, &r);
  g_assert_cmpint (r.scores[KAISER_TEAM_NS], ==, 38);
  g_assert_true (r.target_raised);
  g_assert_cmpint (r.target, ==, 62);

  /* a made 7 in a suit does not */
  hand_play (&play, &rules, KAISER_NORTH, "7", 3, 2, 1, 2, "5H", "3S", 20, 0);
  score (&rules, &play, &r);
  g_assert_false (r.target_raised);
  g_assert_cmpint (r.target, ==, 52);

  /* nor a failed no-trump */
  hand_play (&play, &rules, KAISER_NORTH, "7nt", 3, 1, 2, 2, "3S", "5H", 20, 0);
  score (&rules, &play, &r);
  g_assert_false (r.target_raised);

  /* once raised, 56 does not win */
  hand_six_four (&play, &rules, 50, 0);
  score (&rules, &play, &r);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NS);
  play.target_raised = TRUE;
  score (&rules, &play, &r);
  g_assert_cmpint (r.scores[KAISER_TEAM_NS], ==, 56);
  g_assert_true (r.target_raised);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NONE);
  hand_six_four (&play, &rules, 56, 0);
  play.target_raised = TRUE;
  score (&rules, &play, &r);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NS);     /* 62 */

  /* without the option a made no-trump changes nothing */
  rules_with (&rules, "standard", "");
  hand_play (&play, &rules, KAISER_NORTH, "7nt", 3, 2, 1, 2, "5H", "3S", 20, 0);
  score (&rules, &play, &r);
  g_assert_false (r.target_raised);
  g_assert_cmpint (r.target, ==, 52);

  /* 000_5ed066fa22fca3eb.txt: "Some play with a target score of 56,
   * increased to 62 if a no trump bid succeeds. Some play with a target
   * score of 52, increased to 64 if a no trump bid succeeds." */
  rules_with (&rules, "standard", "target=56 no-trump-raise=62");
  hand_play (&play, &rules, KAISER_NORTH, "7nt", 3, 2, 1, 2, "5H", "3S", 0, 0);
  score (&rules, &play, &r);
  g_assert_cmpint (r.target, ==, 62);
  rules_with (&rules, "standard", "no-trump-raise=64");
  score (&rules, &play, &r);
  g_assert_cmpint (r.target, ==, 64);
}

static void
test_v22_minus_target_loses (void)
{
  KaiserRules normal, minus;
  KaiserHandPlay play;
  KaiserHandResult r;

  rules_with (&normal, "standard", "");
  /* 000_5ed066fa22fca3eb.txt, "Minus 52 Loses the Game": "When playing to
   * 52, some play that if a team has a cumulative score of minus 52 or
   * worse, they lose the game and the other team wins." */
  rules_with (&minus, "standard", "minus-target-loses=true");

  /* North–South set at 7 (1 point) from −48: −55 */
  hand_play (&play, &normal, KAISER_NORTH, "7", 2, 2, 2, 2, "3S", "5H", -48, 0);
  score (&normal, &play, &r);
  g_assert_cmpint (r.scores[KAISER_TEAM_NS], ==, -55);
  g_assert_cmpint (r.scores[KAISER_TEAM_EW], ==, 9);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NONE);
  score (&minus, &play, &r);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_EW);

  /* exactly −52 loses, −51 does not */
  play.scores[KAISER_TEAM_NS] = -45;
  score (&minus, &play, &r);
  g_assert_cmpint (r.scores[KAISER_TEAM_NS], ==, -52);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_EW);
  play.scores[KAISER_TEAM_NS] = -44;
  score (&minus, &play, &r);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NONE);

  /* 000_5ed066fa22fca3eb.txt: "With a different target, the losing score
   * is adjusted accordingly." */
  rules_with (&minus, "standard", "minus-target-loses=true target=69");
  play.scores[KAISER_TEAM_NS] = -48;
  score (&minus, &play, &r);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NONE);
  play.scores[KAISER_TEAM_NS] = -62;
  score (&minus, &play, &r);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_EW);
}

static void
test_v23_made_bid (void)
{
  KaiserRules rules;
  KaiserHandPlay play;
  KaiserHandResult r;

  /* East–West defend from 44 and take 6 tricks with the 5♥ (11): 55 */
  rules_with (&rules, "standard", "");
  hand_play (&play, &rules, KAISER_NORTH, "6", 1, 3, 1, 3, "3S", "5H", 0, 44);
  score (&rules, &play, &r);
  g_assert_cmpint (r.scores[KAISER_TEAM_EW], ==, 55);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_EW);

  /* 000_5ed066fa22fca3eb.txt, "Bid to Win": "a team can only win by means of
   * a successful bid. The non-bidding side cannot win the game, even if
   * their score is well above the target."; 002_3b286a0686278ff4.txt: "The
   * game ends when a team bids and gets to 52 points" */
  rules_with (&rules, "standard", "bid-to-win=made-bid");
  score (&rules, &play, &r);
  g_assert_cmpint (r.scores[KAISER_TEAM_EW], ==, 55);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NONE);

  /* bidders above the target but set do not win either: from 60, set at 7
   * (1 point), 53 */
  rules_with (&rules, "standard", "bid-out=none");
  hand_play (&play, &rules, KAISER_NORTH, "7", 2, 2, 2, 2, "3S", "5H", 60, 0);
  score (&rules, &play, &r);
  g_assert_cmpint (r.scores[KAISER_TEAM_NS], ==, 53);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NS);
  rules_with (&rules, "standard", "bid-out=none bid-to-win=made-bid");
  score (&rules, &play, &r);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NONE);

  /* a made bid wins */
  hand_six_four (&play, &rules, 46, 0);
  score (&rules, &play, &r);
  g_assert_cmpint (r.scores[KAISER_TEAM_NS], ==, 52);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NS);
}

static void
test_v23_steal_five (void)
{
  KaiserRules rules;
  KaiserHandPlay play;
  KaiserHandResult r;

  /* East–West at 47 take 2 tricks with the 5♥ from North–South's 6 */
  rules_with (&rules, "standard", "bid-out=47");
  hand_play (&play, &rules, KAISER_NORTH, "6", 3, 1, 3, 1, "3S", "5H", 0, 47);
  score (&rules, &play, &r);
  g_assert_true (r.bid_out[KAISER_TEAM_EW]);
  g_assert_cmpint (r.change[KAISER_TEAM_EW], ==, 0);
  g_assert_false (r.five_stolen);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NONE);

  /* 000_5ed066fa22fca3eb.txt, "Bid to Win": "if your score is 47 or more,
   * you cannot score for tricks unless you are the bidding team, or unless
   * you capture the heart5 from the bidders, which wins the game for you." */
  rules_with (&rules, "standard", "bid-out=47 bid-to-win=steal-five");
  score (&rules, &play, &r);
  g_assert_true (r.five_stolen);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_EW);

  /* below 47 the 5♥ is just points */
  play.scores[KAISER_TEAM_EW] = 40;
  score (&rules, &play, &r);
  g_assert_false (r.five_stolen);
  g_assert_cmpint (r.change[KAISER_TEAM_EW], ==, 7);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NONE);
}

static void
test_v24_tie (void)
{
  KaiserRules bidders, higher;
  KaiserHandPlay play;
  KaiserHandResult r;

  /* 003_e5c337a9e6b12479.txt: "Tie at 52: If both teams cross 52 in the
   * same hand, the bidding team wins."; 000_5ed066fa22fca3eb.txt, Les Rois:
   * "If both teams reach 40 or more points on the same deal, the bidding
   * team wins." */
  rules_with (&bidders, "standard", "bid-out=none");
  /* 001_4709cdeeef921fce.txt: "game play continues until one team reaches a
   * score of 52 or more. The partnership with the higher score wins the game." */
  rules_with (&higher, "standard", "bid-out=none tie=higher-score");

  /* North–South bid from 46 (52), East–West defend from 50 (54) */
  hand_six_four (&play, &bidders, 46, 50);
  score (&bidders, &play, &r);
  g_assert_cmpint (r.scores[KAISER_TEAM_NS], ==, 52);
  g_assert_cmpint (r.scores[KAISER_TEAM_EW], ==, 54);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NS);
  score (&higher, &play, &r);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_EW);

  /* North–South higher: they win either way */
  hand_six_four (&play, &bidders, 50, 48);
  score (&higher, &play, &r);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NS);
}

static void
test_v25_pot (void)
{
  KaiserRules rules;
  KaiserState state;
  KaiserHandPlay play;
  KaiserHandResult r;
  static const char * const tricks[] = {
    "AC AD AH AS", "KS KC KD KH", "QS QC QD QH", "JS JC JD JH",
    "10S 10C 10D 10H", "9S 9C 9D 9H", "8S 8C 8D 8H", "3S 7C 7D 5H",
  };

  /* 000_5ed066fa22fca3eb.txt, "Kaiser with a Pot": "Some play that whenever
   * a team loses a bid, they contribute an agreed amount of money to a pot.
   * The pot is collected by the team that wins the game." */
  rules_with (&rules, "standard", "pot=5");
  hand_play (&play, &rules, KAISER_NORTH, "7", 2, 2, 2, 2, "3S", "5H", 0, 0);
  play.pot = 10;
  score (&rules, &play, &r);
  g_assert_false (r.made);
  g_assert_cmpint (r.pot, ==, 15);
  hand_six_four (&play, &rules, 0, 0);
  play.pot = 10;
  score (&rules, &play, &r);
  g_assert_true (r.made);
  g_assert_cmpint (r.pot, ==, 10);

  /* in play: North bids 7 and names spades, which West holds: set */
  rules_with (&rules, "standard", "");
  deal (&state, &rules, "variant-blocks.deal");
  bids_ok (&state, "7 pass pass pass");
  kaiser_test_trump_ok (&state, KAISER_NORTH, KAISER_SPADES);
  for (guint t = 0; t < G_N_ELEMENTS (tricks); t++)
    kaiser_test_trick_ok (&state, tricks[t]);
  g_assert_cmpint (state.scores[KAISER_TEAM_NS], ==, -7);
  g_assert_cmpint (state.scores[KAISER_TEAM_EW], ==, 10);
  g_assert_cmpint (state.pot, ==, 0);

  rules_with (&rules, "standard", "pot=5");
  deal (&state, &rules, "variant-blocks.deal");
  bids_ok (&state, "7 pass pass pass");
  kaiser_test_trump_ok (&state, KAISER_NORTH, KAISER_SPADES);
  for (guint t = 0; t < G_N_ELEMENTS (tricks); t++)
    kaiser_test_trick_ok (&state, tricks[t]);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_HAND_OVER);
  g_assert_cmpint (state.result.pot, ==, 5);
  g_assert_cmpint (state.pot, ==, 5);
}

static void
test_v26_skunk (void)
{
  KaiserRules plain, skunk;
  KaiserHandPlay play;
  KaiserHandResult r;

  rules_with (&plain, "standard", "");
  /* 003_e5c337a9e6b12479.txt: "Skunk: Some groups call a 52-0 finish a
   * 'skunk' for bragging rights." */
  rules_with (&skunk, "standard", "skunk=true");

  /* North–South win from 46 with 6; East–West from −4 with 4: 52–0 */
  hand_six_four (&play, &skunk, 46, -4);
  score (&skunk, &play, &r);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NS);
  g_assert_cmpint (r.scores[KAISER_TEAM_EW], ==, 0);
  g_assert_true (r.skunk);
  score (&plain, &play, &r);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NS);
  g_assert_false (r.skunk);

  /* 52–1 is no skunk */
  hand_six_four (&play, &skunk, 46, -3);
  score (&skunk, &play, &r);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NS);
  g_assert_false (r.skunk);

  /* nor is a hand that wins nothing */
  hand_six_four (&play, &skunk, 10, -4);
  score (&skunk, &play, &r);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NONE);
  g_assert_false (r.skunk);
}

/* ----------------------------------------------------------------------
 * Presets
 */

static void
test_preset_standard (void)
{
  g_autoptr(KaiserRules) rules = kaiser_rules_new ("standard");
  KaiserRules defaults;
  KaiserState state;
  static const char * const tricks[] = {
    "AC AD AH AS", "KC KD KH KS", "QC QD QH QS", "JC JD JH JS",
    "10C 10D 10H 10S", "9C 9D 9H 9S", "8C 8D 8H 8S", "7C 7D 5H 3S",
  };

  /* VARIANTS.md, "The standard game"; 000_5ed066fa22fca3eb.txt: "This game
   * is played with 32 cards"; "the possible bids are from six to twelve";
   * "The first team to reach a cumulative score of 52 or more points wins";
   * "a cumulative score of 45 or more" */
  g_assert_nonnull (rules);
  g_assert_true (kaiser_rules_validate (rules, NULL));
  g_assert_cmpstr (rules->id, ==, "standard");
  kaiser_rules_init_standard (&defaults);
  g_assert_true (kaiser_rules_equal (rules, &defaults));
  g_assert_cmpuint (kaiser_deck_size (&rules->deck), ==, 32);
  g_assert_cmpuint (kaiser_rules_hand_size (rules), ==, 8);
  g_assert_cmpint (kaiser_rules_hand_points (rules), ==, 10);
  g_assert_cmpint (rules->min_bid, ==, 6);
  g_assert_cmpint (rules->max_bid, ==, 12);
  g_assert_cmpint (kaiser_rules_target (rules, TRUE), ==, 52);
  g_assert_cmpint (kaiser_rules_bid_out_limit (rules, FALSE), ==, 45);

  /* North bids 6 no with all the clubs and takes every trick: 8 + 5 − 3 =
   * 10 points, doubled at no-trump */
  deal (&state, rules, "variant-blocks.deal");
  bid_refused (&state, KAISER_NORTH, "13", KAISER_ERROR_BID_INVALID);
  bid_refused (&state, KAISER_NORTH, "5", KAISER_ERROR_BID_INVALID);
  bids_ok (&state, "6nt pass pass pass");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
  g_assert_cmpint (state.to_act, ==, KAISER_NORTH);
  for (guint t = 0; t < G_N_ELEMENTS (tricks); t++)
    kaiser_test_trick_ok (&state, tricks[t]);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_HAND_OVER);
  g_assert_cmpint (state.result.points[KAISER_TEAM_NS], ==, 10);
  g_assert_cmpint (state.scores[KAISER_TEAM_NS], ==, 20);
  g_assert_cmpint (state.scores[KAISER_TEAM_EW], ==, 0);
  /* "After each hand the turn to deal passes to the left." */
  kaiser_state_next_hand (&state);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_DEAL);
  g_assert_cmpint (state.dealer, ==, KAISER_NORTH);
  g_assert_cmpuint (state.hand_number, ==, 2);
}

static void
test_preset_saskatchewan (void)
{
  g_autoptr(KaiserRules) rules = kaiser_rules_new ("saskatchewan");
  KaiserState state;
  KaiserHandPlay play;
  KaiserHandResult r;

  /* VARIANTS.md: "Saskatchewan: min 7, target raised to 62 after a made
   * no-trump, bid-out raised with it."; 000_5ed066fa22fca3eb.txt: "This
   * seems to be the normal rule in Saskatchewan." */
  g_assert_nonnull (rules);
  g_assert_true (kaiser_rules_validate (rules, NULL));
  g_assert_cmpstr (rules->id, ==, "saskatchewan");
  g_assert_cmpuint (kaiser_deck_size (&rules->deck), ==, 32);

  deal (&state, rules, "variant-base.deal");
  bid_refused (&state, KAISER_EAST, "6", KAISER_ERROR_BID_INVALID);
  bid_refused (&state, KAISER_EAST, "6nt", KAISER_ERROR_BID_INVALID);
  kaiser_test_bid_ok (&state, KAISER_EAST, "7");

  /* North–South make 7 no with 9 points: +18, and the target becomes 62 */
  hand_play (&play, rules, KAISER_NORTH, "7nt", 3, 2, 1, 2, "5H", "3S", 20, 30);
  score (rules, &play, &r);
  g_assert_cmpint (r.scores[KAISER_TEAM_NS], ==, 38);
  g_assert_true (r.target_raised);
  g_assert_cmpint (r.target, ==, 62);
  /* then East–West at 50 still score (bid-out 55), at 55 no longer */
  hand_six_four (&play, rules, 0, 50);
  play.target_raised = TRUE;
  score (rules, &play, &r);
  g_assert_cmpint (r.change[KAISER_TEAM_EW], ==, 4);
  play.scores[KAISER_TEAM_EW] = 55;
  score (rules, &play, &r);
  g_assert_cmpint (r.change[KAISER_TEAM_EW], ==, 0);
  /* and 58 is not enough */
  hand_six_four (&play, rules, 52, 0);
  play.target_raised = TRUE;
  score (rules, &play, &r);
  g_assert_cmpint (r.scores[KAISER_TEAM_NS], ==, 58);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NONE);
}

static void
test_preset_saskatchewan_34 (void)
{
  g_autoptr(KaiserRules) rules = kaiser_rules_new ("saskatchewan-34");
  KaiserRules misdeal_on;
  KaiserState state;
  KaiserCard c;

  /* VARIANTS.md: "Saskatchewan 34-card: V11 2-card kitty, min 7, low
   * no-trump bids, no V9 misdeal."; 000_5ed066fa22fca3eb.txt: "a 34-card
   * pack consisting of A-K-Q-J-10-9-8-7 in each suit plus the heart5 and
   * spade3"; "Since the bidder has the advantage of using the kitty, the
   * minimum bid is normally set at 7."; "This game is usually played with
   * Low No Trump bids as an option."; "Many groups who play with Low bids do
   * not recognise a hand with "no ace, no face, no 5, no 3" as a misdeal." */
  g_assert_nonnull (rules);
  g_assert_true (kaiser_rules_validate (rules, NULL));
  g_assert_cmpuint (kaiser_deck_size (&rules->deck), ==, 34);
  g_assert_true (kaiser_deck_card_from_string (&rules->deck, "7H", &c));
  g_assert_true (kaiser_deck_card_from_string (&rules->deck, "7S", &c));
  g_assert_true (kaiser_deck_card_from_string (&rules->deck, "5H", &c));
  g_assert_true (kaiser_deck_card_from_string (&rules->deck, "3S", &c));
  g_assert_cmpuint (kaiser_rules_hand_size (rules), ==, 8);
  g_assert_cmpuint (kaiser_rules_kitty_size (rules), ==, 2);
  g_assert_cmpint (kaiser_rules_hand_points (rules), ==, 10);

  deal (&state, rules, "variant-34-kitty.deal");
  bid_refused (&state, KAISER_EAST, "6", KAISER_ERROR_BID_INVALID);
  kaiser_test_bid_ok (&state, KAISER_EAST, "7nt");
  kaiser_test_bid_ok (&state, KAISER_SOUTH, "7low");
  bid_refused (&state, KAISER_WEST, "7nt", KAISER_ERROR_BID_TOO_LOW);
  bids_ok (&state, "pass pass");
  g_assert_cmpint (state.declarer, ==, KAISER_SOUTH);
  g_assert_true (state.low);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_KITTY);
  g_assert_cmpuint (kaiser_cards_count (state.hands[KAISER_SOUTH]), ==, 10);

  /* the weak hand is played */
  deal (&state, rules, "variant-34-weak.deal");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_BIDDING);
  rules_with (&misdeal_on, "saskatchewan-34", "misdeal-weak-hand=true");
  deal (&state, &misdeal_on, "variant-34-weak.deal");
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_MISDEAL);
}

static void
test_preset_les_rois (void)
{
  g_autoptr(KaiserRules) rules = kaiser_rules_new ("les-rois");
  KaiserState state;
  KaiserHandPlay play;
  KaiserHandResult r;
  KaiserCard c;
  static const char * const tricks[] = {
    "2C 5C 3S 2H", "7H 2D KH KS", "6H 3C 6C AS", "5H 4C 5D 4S",
    "4H AD 6D 5S", "3H 3D 7D 6S", "AH 4D KD 7S",
  };

  /* 000_5ed066fa22fca3eb.txt, "Québec version with sevens high": "a 32-card
   * pack consisting of 7-6-5-4-3-2-A-K in each suit. The sevens are highest
   * in each suit and the kings are lowest. As usual each trick is worth 1
   * point, the heartK is worth +5 points and the spadeK is -3 points."; "The
   * minimum bid is 4 and the maximum is 12. There are no no-trump bids. If
   * the first three players pass, the dealer must bid 4. The final bidder
   * declares trump and leads to the first trick."; "The non-bidding team
   * always score what they make. The target score is 40 points. If both
   * teams reach 40 or more points on the same deal, the bidding team wins." */
  g_assert_nonnull (rules);
  g_assert_true (kaiser_rules_validate (rules, NULL));
  g_assert_cmpuint (kaiser_deck_size (&rules->deck), ==, 32);
  g_assert_false (kaiser_deck_card_from_string (&rules->deck, "QH", &c));
  g_assert_false (kaiser_deck_card_from_string (&rules->deck, "8C", &c));
  g_assert_true (kaiser_deck_card_from_string (&rules->deck, "KH", &c));
  g_assert_cmpint (c, ==, rules->deck.bonus_card);
  g_assert_cmpint (rules->deck.bonus_value, ==, 5);
  g_assert_true (kaiser_deck_card_from_string (&rules->deck, "KS", &c));
  g_assert_cmpint (c, ==, rules->deck.penalty_card);
  g_assert_cmpint (rules->deck.penalty_value, ==, -3);
  g_assert_cmpint (kaiser_rules_bid_out_limit (rules, FALSE), ==, G_MAXINT);
  g_assert_cmpint (kaiser_rules_target (rules, FALSE), ==, 40);

  deal (&state, rules, "variant-les-rois.deal");
  state.scores[KAISER_TEAM_NS] = 31;
  bids_ok (&state, "pass pass pass");
  bid_refused (&state, KAISER_NORTH, "pass", KAISER_ERROR_MUST_BID);
  bid_refused (&state, KAISER_NORTH, "3", KAISER_ERROR_BID_INVALID);
  bid_refused (&state, KAISER_NORTH, "4nt", KAISER_ERROR_BID_INVALID);
  kaiser_test_bid_ok (&state, KAISER_NORTH, "4");
  kaiser_test_trump_ok (&state, KAISER_NORTH, KAISER_HEARTS);
  g_assert_cmpint (state.to_act, ==, KAISER_NORTH);
  /* the 7♣ beats the A♣, the K♣ is the lowest */
  kaiser_test_trick_ok (&state, "AC 7C KC 2S");
  g_assert_cmpint (state.tricks[0].winner, ==, KAISER_EAST);
  for (guint t = 0; t < G_N_ELEMENTS (tricks); t++)
    kaiser_test_trick_ok (&state, tricks[t]);
  /* the 7♥ beats the K♥ */
  g_assert_cmpint (state.tricks[2].winner, ==, KAISER_NORTH);
  /* North–South: 7 tricks + 5 − 3 = 9, from 31 to 40: the game */
  g_assert_cmpint (state.result.points[KAISER_TEAM_NS], ==, 9);
  g_assert_cmpint (state.result.points[KAISER_TEAM_EW], ==, 1);
  g_assert_cmpint (state.scores[KAISER_TEAM_NS], ==, 40);
  g_assert_cmpint (state.scores[KAISER_TEAM_EW], ==, 1);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_GAME_OVER);
  g_assert_cmpint (state.winner, ==, KAISER_TEAM_NS);

  /* both over 40: the bidders win, here with the lower score (40 to 42) */
  hand_play (&play, rules, KAISER_NORTH, "6", 2, 2, 2, 2, "KH KS", "", 34, 38);
  score (rules, &play, &r);
  g_assert_cmpint (r.scores[KAISER_TEAM_NS], ==, 40);
  g_assert_cmpint (r.scores[KAISER_TEAM_EW], ==, 42);
  g_assert_cmpint (r.winner, ==, KAISER_TEAM_NS);
}

static void
test_preset_hetu (void)
{
  g_autoptr(KaiserRules) rules = kaiser_rules_new ("hetu");
  KaiserState state;
  KaiserCard c;
  static const char * const tricks[] = {
    "AC 2H 2S 8C", "7C 3H 3S 2C", "6C 4H 4S 3C", "5C 5H 5S 4C",
    "7D 6H 6S 8D", "6D 7H 7S 2D", "5D AH AS 3D", "AD KH KS 4D",
  };

  /* 000_5ed066fa22fca3eb.txt: "J. Hétu describes another version in which in
   * diamonds and clubs the 8's are used as the lowest cards instead of the
   * kings. A trick containing the heartK is worth +6 points and a trick
   * containing the spadeK is -3 points. The minimum bid is 5, the maximum is
   * 12 and the card led by the high bidder determines the trump suit. This
   * game is also played to 40 points." */
  g_assert_nonnull (rules);
  g_assert_true (kaiser_rules_validate (rules, NULL));
  g_assert_false (kaiser_deck_card_from_string (&rules->deck, "KC", &c));
  g_assert_false (kaiser_deck_card_from_string (&rules->deck, "8H", &c));
  g_assert_true (kaiser_deck_card_from_string (&rules->deck, "8D", &c));
  g_assert_true (kaiser_deck_card_from_string (&rules->deck, "KH", &c));
  g_assert_cmpint (c, ==, rules->deck.bonus_card);
  g_assert_cmpint (rules->deck.bonus_value, ==, 6);
  g_assert_cmpint (kaiser_rules_hand_points (rules), ==, 11);
  g_assert_cmpint (kaiser_rules_target (rules, FALSE), ==, 40);

  deal (&state, rules, "variant-hetu.deal");
  state.scores[KAISER_TEAM_EW] = 33;
  bid_refused (&state, KAISER_EAST, "4", KAISER_ERROR_BID_INVALID);
  bid_refused (&state, KAISER_EAST, "5nt", KAISER_ERROR_BID_INVALID);
  bids_ok (&state, "5 pass pass pass");
  /* no naming: East's first lead makes clubs trumps */
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_PLAY);
  g_assert_cmpint (state.to_act, ==, KAISER_EAST);
  for (guint t = 0; t < G_N_ELEMENTS (tricks); t++)
    kaiser_test_trick_ok (&state, tricks[t]);
  g_assert_cmpint (state.trump, ==, KAISER_CLUBS);
  /* A♣ over 8♣; 4♦ over A♦ */
  g_assert_cmpint (state.tricks[0].winner, ==, KAISER_EAST);
  g_assert_cmpint (state.tricks[7].winner, ==, KAISER_NORTH);
  /* North–South: 1 trick + 6 − 3 = 4; East–West 7 tricks, the 5 made, 33 + 7 = 40 */
  g_assert_cmpint (state.result.points[KAISER_TEAM_NS], ==, 4);
  g_assert_cmpint (state.result.points[KAISER_TEAM_EW], ==, 7);
  g_assert_cmpint (state.scores[KAISER_TEAM_NS], ==, 4);
  g_assert_cmpint (state.scores[KAISER_TEAM_EW], ==, 40);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_GAME_OVER);
  g_assert_cmpint (state.winner, ==, KAISER_TEAM_EW);
}

static void
test_preset_joffre (void)
{
  g_autoptr(KaiserRules) rules = kaiser_rules_new ("joffre");
  KaiserState state;
  KaiserCard c;

  /* 000_5ed066fa22fca3eb.txt, Joffre: "each with cards from 7 (high) down to
   * zero (low)"; "the Kaiser being worth -3 points and Joffre +5"; "The
   * target score to win the game is 40 or 41, or in some places 42."; "There
   * are no "no trump" bids."; "The minimum bid is 5 and the maximum 12."; "The
   * first card played by the high bidder determines the trump suit."; "If
   * the Kaiser wins a trick that contains the Joffre card, the person who
   * played Joffre loses 5 points for the insult." */
  g_assert_nonnull (rules);
  g_assert_true (kaiser_rules_validate (rules, NULL));
  g_assert_cmpuint (kaiser_deck_size (&rules->deck), ==, 32);
  g_assert_true (kaiser_deck_card_from_string (&rules->deck, "0H", &c));
  g_assert_cmpint (c, ==, rules->deck.bonus_card);
  g_assert_cmpint (rules->deck.bonus_value, ==, 5);
  g_assert_true (kaiser_deck_card_from_string (&rules->deck, "0S", &c));
  g_assert_cmpint (c, ==, rules->deck.penalty_card);
  g_assert_cmpint (rules->deck.penalty_value, ==, -3);
  g_assert_false (kaiser_deck_card_from_string (&rules->deck, "AS", &c));
  g_assert_cmpint (kaiser_rules_target (rules, FALSE), ==, 40);

  deal (&state, rules, "variant-joffre.deal");
  bid_refused (&state, KAISER_WEST, "4", KAISER_ERROR_BID_INVALID);
  bid_refused (&state, KAISER_WEST, "5nt", KAISER_ERROR_BID_INVALID);
  bid_refused (&state, KAISER_WEST, "13", KAISER_ERROR_BID_INVALID);

  /* West bids 5 from 30, leads the Kaiser (spades become trumps), North
   * plays Joffre to it; West takes every trick: 8 + 5 − 3 = 10, 40 wins */
  play_joffre_hand (&state, rules, 30);
  g_assert_cmpint (state.trump, ==, KAISER_SPADES);
  g_assert_cmpint (state.insulted, ==, KAISER_TEAM_NS);
  g_assert_cmpint (state.scores[KAISER_TEAM_EW], ==, 40);
  g_assert_cmpint (state.scores[KAISER_TEAM_NS], ==, -5);
  g_assert_cmpint (state.phase, ==, KAISER_PHASE_GAME_OVER);
  g_assert_cmpint (state.winner, ==, KAISER_TEAM_EW);
}

/* ----------------------------------------------------------------------
 * The validator
 */

static void
test_validate_low_no_trump (void)
{
  KaiserRules rules;

  /* low no-trump is a way of playing a no-trump bid (000_5ed066fa22fca3eb.txt,
   * "Low No Trump bids are scored in the same way as High No Trump bids") */
  rules_unchecked (&rules, "standard", "low-no-trump=own-bid no-trump=false");
  assert_invalid (&rules, "(low-no-trump, no-trump)");
  rules_unchecked (&rules, "standard", "low-no-trump=equal-bid no-trump=false");
  assert_invalid (&rules, "(low-no-trump, no-trump)");
  rules_unchecked (&rules, "standard", "low-no-trump=announced no-trump=false");
  assert_invalid (&rules, "(low-no-trump, no-trump)");
  /* 000_5ed066fa22fca3eb.txt: "any bid, with or without trumps, can be
   * played high or low" */
  rules_with (&rules, "standard", "low-no-trump=any-bid no-trump=false");
}

static void
test_validate_trump_by_first_lead (void)
{
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, Joffre: "The first card played by the high
   * bidder determines the trump suit": the high bidder must lead */
  rules_unchecked (&rules, "standard", "trump-by=first-lead first-lead=dealer-left");
  assert_invalid (&rules, "(trump-by, first-lead)");
  rules_unchecked (&rules, "hetu", "first-lead=dealer-left");
  assert_invalid (&rules, "(trump-by, first-lead)");
}

static void
test_validate_steal_five (void)
{
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "Bid to Win": "the limit … is 47 points
   * rather than 45. In this case … unless you capture the heart5 from the
   * bidders, which wins the game for you." */
  rules_unchecked (&rules, "standard", "bid-to-win=steal-five");
  assert_invalid (&rules, "(bid-to-win, bid-out)");
  rules_unchecked (&rules, "standard", "bid-to-win=steal-five bid-out=none");
  assert_invalid (&rules, "(bid-to-win, bid-out)");
  rules_with (&rules, "standard", "bid-to-win=steal-five bid-out=47");
}

static void
test_validate_kaiser_needs_no_trump (void)
{
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "Kaiser Bid": "the bidder alone will take 12
   * points in no trump"; "the bidding team has to take 12 points in no trump" */
  rules_unchecked (&rules, "standard", "kaiser-bid=solo no-trump=false");
  assert_invalid (&rules, "(kaiser-bid, no-trump)");
  rules_unchecked (&rules, "standard", "kaiser-bid=team no-trump=false");
  assert_invalid (&rules, "(kaiser-bid, no-trump)");
  /* "Kaiser 40, by which the bidder undertakes to win all eight tricks
   * alone" says nothing of no-trump: it names trumps */
  rules_with (&rules, "standard", "kaiser-bid=kaiser-40 no-trump=false");
}

static void
test_validate_raise_above_target (void)
{
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "Target Score": "the number of points
   * required to win the game is increased from 52 to 62" */
  rules_unchecked (&rules, "standard", "no-trump-raise=52");
  assert_invalid (&rules, "(no-trump-raise, target)");
  rules_unchecked (&rules, "standard", "target=56 no-trump-raise=50");
  assert_invalid (&rules, "(no-trump-raise, target)");
  rules_with (&rules, "standard", "no-trump-raise=56");
}

static void
test_validate_pack_and_kitty (void)
{
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "34-card Game": "Eight cards are dealt to
   * each player, and a kitty of two cards"; 003_e5c337a9e6b12479.txt: "Deal
   * 7 cards per player plus a 4-card kitty".  34 cards cannot be dealt to
   * four without a two-card kitty, nor 32 with one. */
  rules_unchecked (&rules, "standard", "pack=34-card");
  assert_invalid (&rules, "(pack, kitty, seats)");
  rules_unchecked (&rules, "standard", "pack=34-card kitty=four");
  assert_invalid (&rules, "(pack, kitty, seats)");
  rules_unchecked (&rules, "standard", "kitty=two");
  assert_invalid (&rules, "(pack, kitty, seats)");
  rules_with (&rules, "standard", "pack=34-card kitty=two");
  rules_with (&rules, "standard", "kitty=four");
}

static void
test_validate_bid_out_below_target (void)
{
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt: "45 or more" with a target of 52 – the
   * bid-out lies below the target; at or above it, it would never stop the
   * defenders */
  rules_unchecked (&rules, "standard", "target=40");
  assert_invalid (&rules, "(bid-out, target)");
  rules_with (&rules, "standard", "target=40 bid-out=none");
  rules_with (&rules, "standard", "target=40 bid-out=target-minus-min");
}

static void
test_validate_set_bad_value (void)
{
  KaiserRules rules, before;
  g_autoptr(GError) error = NULL;
  static const char * const bad[][2] = {
    { "min-bid", "0" }, { "min-bid", "9" }, { "min-bid", "seven" }, { "min-bid", "" },
    { "kitty", "three" }, { "no-trump", "maybe" }, { "passing", "left" },
    { "target", "-1" }, { "bid-out", "46" }, { "pot", "x" },
  };

  /* 002_3b286a0686278ff4.txt: the minimum bid is "usually anywhere from 5
   * to 8", 000_5ed066fa22fca3eb.txt, Les Rois: "The minimum bid is 4" – 3
   * and 9 are no table's; a refused value leaves the rules as they were. */
  kaiser_rules_init_standard (&rules);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_clear_error (&error);
      before = rules;
      g_assert_false (kaiser_rules_set (&rules, bad[i][0], bad[i][1], &error));
      g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID);
      g_assert_nonnull (strstr (error->message, bad[i][0]));
      g_assert_cmpint (memcmp (&before, &rules, sizeof rules), ==, 0);
    }
  g_clear_error (&error);
  g_assert_false (kaiser_rules_set (&rules, "no-such-option", "1", &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID);
  g_assert_nonnull (strstr (error->message, "no-such-option"));

  /* a good value changes the rules, which are then custom */
  g_clear_error (&error);
  g_assert_true (kaiser_rules_set (&rules, "min-bid", "7", &error));
  g_assert_no_error (error);
  g_assert_cmpint (rules.min_bid, ==, 7);
  g_assert_cmpstr (rules.id, ==, "custom");
}

static void
test_validate_presets (void)
{
  const char * const *presets = kaiser_rules_list_presets ();
  static const char * const expected[] = {
    "standard", "saskatchewan", "saskatchewan-34", "les-rois", "hetu", "joffre",
    "two-players", "three-players", "five-players", "six-players", "six-players-threes",
    "lost-heir", "lost-heir-teams", "lost-heir-48", NULL,
  };

  /* VARIANTS.md, "Regional rule sets": Standard (000_5ed066fa22fca3eb.txt,
   * 004_f32bd69137a90698.txt), Saskatchewan, Saskatchewan 34-card, Les Rois,
   * Hétu, Joffre (000_5ed066fa22fca3eb.txt); "Beyond four seats": two, three,
   * five and six players (000_5ed066fa22fca3eb.txt, "Kaiser for 2, 3, 5
   * or 6 Players"), and Lost Heir (000_5ed066fa22fca3eb.txt, "Lost Heir") */
  g_assert_cmpstrv (presets, expected);
  for (guint p = 0; presets[p]; p++)
    {
      KaiserRules rules;
      g_autoptr(GError) error = NULL;

      g_assert_true (kaiser_rules_init_preset (&rules, presets[p], &error));
      g_assert_true (kaiser_rules_validate (&rules, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (rules.id, ==, presets[p]);
    }
  g_assert_null (kaiser_rules_new ("no-such-preset"));
}

/* Every option has what the preferences show: a title, a one-sentence
 * summary, a group, and a title for each value of an enum. */
static void
test_option_texts (void)
{
  guint n;
  const KaiserOption *options = kaiser_rules_list_options (&n);
  guint groups_used = 0;

  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      const KaiserOption *o = &options[i];

      g_test_message ("option %s", o->name);
      g_assert_nonnull (o->title);
      g_assert_cmpuint (strlen (kaiser_option_get_title (o)), >, 2);
      /* a row title: a few words, no sentence */
      g_assert_cmpuint (g_utf8_strlen (kaiser_option_get_title (o), -1), <=, 36);
      g_assert_cmpuint (strlen (kaiser_option_get_summary (o)), >, strlen (kaiser_option_get_title (o)) / 2);
      g_assert_cmpuint (o->group, <, KAISER_N_OPTION_GROUPS);
      g_assert_nonnull (kaiser_option_group_title (o->group));
      groups_used |= 1u << o->group;
      if (o->type == KAISER_OPTION_ENUM)
        {
          g_assert_cmpuint (g_strv_length ((char **) o->values), ==, o->max + 1);
          g_assert_cmpuint (g_strv_length ((char **) o->value_titles), ==, o->max + 1);
          for (gint v = 0; v <= o->max; v++)
            g_assert_nonnull (kaiser_option_get_value_title (o, v));
          g_assert_null (kaiser_option_get_value_title (o, o->max + 1));
          g_assert_null (kaiser_option_get_value_title (o, -1));
        }
      else
        {
          g_assert_null (o->value_titles);
          g_assert_null (kaiser_option_get_value_title (o, 0));
        }
    }
  g_assert_cmpuint (groups_used, ==, (1u << KAISER_N_OPTION_GROUPS) - 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/kaiser/variants/v1/min-bid", test_v1_min_bid);
  g_test_add_func ("/kaiser/variants/v1/forced-dealer-min", test_v1_forced_dealer_min);
  g_test_add_func ("/kaiser/variants/v2/no-trump-off", test_v2_no_trump_off);
  g_test_add_func ("/kaiser/variants/v3/above-equal-suit", test_v3_above_equal_suit);
  g_test_add_func ("/kaiser/variants/v3/above-all-suits", test_v3_above_all_suits);
  g_test_add_func ("/kaiser/variants/v3/from-eight", test_v3_from_eight);
  g_test_add_func ("/kaiser/variants/v4/no-trump-not-doubled", test_v4_no_trump_not_doubled);
  g_test_add_func ("/kaiser/variants/v5/own-bid", test_v5_own_bid);
  g_test_add_func ("/kaiser/variants/v5/equal-bid", test_v5_equal_bid);
  g_test_add_func ("/kaiser/variants/v5/announced", test_v5_announced);
  g_test_add_func ("/kaiser/variants/v5/announced-before-kitty", test_v5_announced_before_kitty);
  g_test_add_func ("/kaiser/variants/v5/any-bid", test_v5_any_bid);
  g_test_add_func ("/kaiser/variants/v5/low-card-order", test_v5_low_card_order);
  g_test_add_func ("/kaiser/variants/v5/low-scored-as-no-trump", test_v5_low_scored_as_no_trump);
  g_test_add_func ("/kaiser/variants/v6/forced-no-trump-off", test_v6_forced_no_trump_off);
  g_test_add_func ("/kaiser/variants/v7/dealer-may-pass", test_v7_dealer_may_pass);
  g_test_add_func ("/kaiser/variants/v8/bids-allowed", test_v8_bids_allowed);
  g_test_add_func ("/kaiser/variants/v8/solo", test_v8_solo);
  g_test_add_func ("/kaiser/variants/v8/team", test_v8_team);
  g_test_add_func ("/kaiser/variants/v8/kaiser-40-play", test_v8_kaiser_40_play);
  g_test_add_func ("/kaiser/variants/v8/kaiser-40-failed", test_v8_kaiser_40_failed);
  g_test_add_func ("/kaiser/variants/v9/weak-hand", test_v9_weak_hand);
  g_test_add_func ("/kaiser/variants/v10/four-of-a-kind", test_v10_four_of_a_kind);
  g_test_add_func ("/kaiser/variants/v11/two-card-kitty", test_v11_two_card_kitty);
  g_test_add_func ("/kaiser/variants/v11/kitty-hidden", test_v11_kitty_hidden);
  g_test_add_func ("/kaiser/variants/v11/four-card-kitty", test_v11_four_card_kitty);
  g_test_add_func ("/kaiser/variants/v12/one-to-partner", test_v12_one_to_partner);
  g_test_add_func ("/kaiser/variants/v12/two-to-partner", test_v12_two_to_partner);
  g_test_add_func ("/kaiser/variants/v12/rotation", test_v12_rotation);
  g_test_add_func ("/kaiser/variants/v12/after-bidding", test_v12_after_bidding);
  g_test_add_func ("/kaiser/variants/v12/misdeal-before-pass", test_v12_misdeal_before_pass);
  g_test_add_func ("/kaiser/variants/v13/dealer-left-leads", test_v13_dealer_left_leads);
  g_test_add_func ("/kaiser/variants/v14/trump-by-first-lead", test_v14_trump_by_first_lead);
  g_test_add_func ("/kaiser/variants/v15/set-loses-points", test_v15_set_loses_points);
  g_test_add_func ("/kaiser/variants/v16/no-overtricks", test_v16_no_overtricks);
  g_test_add_func ("/kaiser/variants/v17/spade-needs-three-tricks", test_v17_spade_needs_three_tricks);
  g_test_add_func ("/kaiser/variants/v18/bid-out-45", test_v18_bid_out_45);
  g_test_add_func ("/kaiser/variants/v18/bid-out-above-45", test_v18_bid_out_above_45);
  g_test_add_func ("/kaiser/variants/v18/bid-out-47", test_v18_bid_out_47);
  g_test_add_func ("/kaiser/variants/v18/bid-out-target-minus-min", test_v18_bid_out_target_minus_min);
  g_test_add_func ("/kaiser/variants/v18/bid-out-none", test_v18_bid_out_none);
  g_test_add_func ("/kaiser/variants/v18/bid-out-raise", test_v18_bid_out_raise);
  g_test_add_func ("/kaiser/variants/v19/insult", test_v19_insult);
  g_test_add_func ("/kaiser/variants/v20/target", test_v20_target);
  g_test_add_func ("/kaiser/variants/v21/no-trump-raise", test_v21_no_trump_raise);
  g_test_add_func ("/kaiser/variants/v22/minus-target-loses", test_v22_minus_target_loses);
  g_test_add_func ("/kaiser/variants/v23/made-bid", test_v23_made_bid);
  g_test_add_func ("/kaiser/variants/v23/steal-five", test_v23_steal_five);
  g_test_add_func ("/kaiser/variants/v24/tie", test_v24_tie);
  g_test_add_func ("/kaiser/variants/v25/pot", test_v25_pot);
  g_test_add_func ("/kaiser/variants/v26/skunk", test_v26_skunk);
  g_test_add_func ("/kaiser/variants/preset/standard", test_preset_standard);
  g_test_add_func ("/kaiser/variants/preset/saskatchewan", test_preset_saskatchewan);
  g_test_add_func ("/kaiser/variants/preset/saskatchewan-34", test_preset_saskatchewan_34);
  g_test_add_func ("/kaiser/variants/preset/les-rois", test_preset_les_rois);
  g_test_add_func ("/kaiser/variants/preset/hetu", test_preset_hetu);
  g_test_add_func ("/kaiser/variants/preset/joffre", test_preset_joffre);
  g_test_add_func ("/kaiser/variants/validate/low-no-trump-needs-no-trump", test_validate_low_no_trump);
  g_test_add_func ("/kaiser/variants/validate/trump-by-first-lead-needs-declarer-lead", test_validate_trump_by_first_lead);
  g_test_add_func ("/kaiser/variants/validate/steal-five-needs-bid-out-47", test_validate_steal_five);
  g_test_add_func ("/kaiser/variants/validate/kaiser-needs-no-trump", test_validate_kaiser_needs_no_trump);
  g_test_add_func ("/kaiser/variants/validate/raise-above-target", test_validate_raise_above_target);
  g_test_add_func ("/kaiser/variants/validate/pack-and-kitty", test_validate_pack_and_kitty);
  g_test_add_func ("/kaiser/variants/validate/bid-out-below-target", test_validate_bid_out_below_target);
  g_test_add_func ("/kaiser/variants/validate/set-bad-value", test_validate_set_bad_value);
  g_test_add_func ("/kaiser/variants/validate/presets", test_validate_presets);
  g_test_add_func ("/kaiser/variants/option-texts", test_option_texts);

  return g_test_run ();
}
