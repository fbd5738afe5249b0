/* test-advice-text.c: the Hint in words (kaiser-advice-text.c), every
 * sentence form checked letter by letter against advice built by hand.
 * The program never calls setlocale (): its strings are the untranslated
 * ones, its numbers have a decimal point, whatever LANG says. */
#include <string.h>

#include "kaiser-advice-text.h"
#include "kaiser-player.h"
#include "kaiser-random-player.h"
#include "kaiser-test-text.h"
#include "kaiser-test-util.h"

/* Standard rules, South to bid first (East dealt), a hand worth playing. */
static const char deal_standard[] =
  "dealer: E\n"
  "S: AH KH 9H 3S 8S 7D 8C 7C\n"
  "W: QH JH 10H AD KD QD AC KC\n"
  "N: 8H AS KS QS JD 10D 9D 8D\n"
  "E: 5H JS 10S 9S QC JC 10C 9C\n";

/* South hopeless: no ace, no face card, neither the 5♥ nor the 3♠ (V9). */
static const char deal_hopeless_south[] =
  "dealer: E\n"
  "S: 10C 9C 8C 7C 10D 9D 8D 7D\n"
  "W: AS KS QS JS AC KC QC JC\n"
  "N: 10S 9S 8S 3S AD KD QD JD\n"
  "E: AH KH QH JH 10H 9H 8H 5H\n";

/* The deal under a preset's rules, with one option set unless option is NULL. */
static void
state_for (KaiserState *st, const char *preset, const char *option, const char *value, const char *deal)
{
  KaiserRules rules;

  g_assert_true (kaiser_rules_init_preset (&rules, preset, NULL));
  if (option)
    g_assert_true (kaiser_rules_set (&rules, option, value, NULL));
  kaiser_test_state_from_text (st, &rules, deal);
}

static void
assert_south_to_act (const KaiserState *st, KaiserPhase phase)
{
  g_assert_cmpint (st->phase, ==, phase);
  g_assert_cmpint (st->to_act, ==, KAISER_SOUTH);
}

static void
bidding_state (KaiserState *st)
{
  state_for (st, "standard", NULL, NULL, deal_standard);
  assert_south_to_act (st, KAISER_PHASE_BIDDING);
}

/* South, to bid first, bids amount; the others pass. */
static void
south_bids_alone (KaiserState *st, const char *amount)
{
  g_assert_cmpint (st->to_act, ==, KAISER_SOUTH);
  kaiser_test_bid_ok (st, KAISER_SOUTH, amount);
  for (KaiserSeat seat = KAISER_WEST; seat != KAISER_SOUTH; seat = kaiser_seat_next (seat))
    kaiser_test_bid_ok (st, seat, "pass");
}

static KaiserAction
bid (const char *text)
{
  KaiserAction action = kaiser_action_make (KAISER_ACTION_BID, KAISER_SOUTH, 0);

  action.bid = kaiser_test_bid (text);
  return action;
}

static KaiserAction
card_action (KaiserActionType type, const KaiserState *st, const char *card)
{
  return kaiser_action_make (type, KAISER_SOUTH, kaiser_test_card (&st->rules, card));
}

static void
assert_action_name (const KaiserState *st, KaiserAction action, const char *expected)
{
  g_autofree char *text = kaiser_advice_describe_action (st, NULL, &action);

  g_assert_cmpstr (text, ==, expected);
}

static void
assert_hint (const KaiserState *st, const KaiserAdvice *advice, const char *expected)
{
  g_autofree char *text = kaiser_advice_describe (st, NULL, advice);

  g_assert_cmpstr (text, ==, expected);
}

/* Advice by a rule of thumb for action. */
static KaiserAdvice
rule (KaiserAction action)
{
  KaiserAdvice advice = { 0 };

  advice.action = action;
  advice.basis = KAISER_ADVICE_RULE;
  return advice;
}

/* Advice by simulation over deals, with no runner-up and no set chance. */
static KaiserAdvice
simulation (KaiserAction action, guint deals, double score)
{
  KaiserAdvice advice = { 0 };

  advice.action = action;
  advice.basis = KAISER_ADVICE_SIMULATION;
  advice.deals = deals;
  advice.score = score;
  advice.set_chance = -1;
  advice.runner_up_set_chance = -1;
  return advice;
}

static void
runner_up (KaiserAdvice *advice, KaiserAction action, double score)
{
  advice->has_runner_up = TRUE;
  advice->runner_up = action;
  advice->runner_up_score = score;
}

/* How the Hint names each kind of action. */
static void
test_action_names (void)
{
  KaiserState st;
  KaiserAction action;

  bidding_state (&st);
  assert_action_name (&st, card_action (KAISER_ACTION_PLAY, &st, "AH"), "Ace of Hearts");
  assert_action_name (&st, card_action (KAISER_ACTION_PASS_CARD, &st, "3S"), "Three of Spades");
  assert_action_name (&st, card_action (KAISER_ACTION_DISCARD, &st, "10D"), "Ten of Diamonds");
  assert_action_name (&st, bid ("pass"), "Pass");
  assert_action_name (&st, bid ("8"), "8");
  assert_action_name (&st, bid ("8nt"), "8 No Trump");
  action = kaiser_action_make (KAISER_ACTION_TRUMP, KAISER_SOUTH, KAISER_CLUBS);
  assert_action_name (&st, action, "♣ Clubs");
  action.value = KAISER_HEARTS;
  assert_action_name (&st, action, "♥ Hearts");
  action = kaiser_action_make (KAISER_ACTION_LOW, KAISER_SOUTH, 1);
  assert_action_name (&st, action, "play it low");
  action.value = 0;
  assert_action_name (&st, action, "play it high");
  action = kaiser_action_make (KAISER_ACTION_MISDEAL, KAISER_SOUTH, 1);
  assert_action_name (&st, action, "throw the hand in");
  action.value = 0;
  assert_action_name (&st, action, "keep the hand");
}

/* Lost Heir (000_5ed066fa22fca3eb.txt, "Lost Heir": "The dealer could
 * either accept the highest bid and score the amount bid, or reject it,
 * score nothing for the bid, and make trumps himself"): the dealer's sale
 * in words, for the Hint and for a computer dealer; never the misdeal's
 * words, which an action without its own fell back on. */
static void
test_rule_sale (void)
{
  KaiserState st;
  KaiserAdvice advice;
  g_autofree char *west = NULL, *refused = NULL;

  kaiser_test_lost_heir_deal (&st, "lost-heir", "5", -1);
  advice = rule (kaiser_action_make (KAISER_ACTION_ACCEPT, KAISER_WEST, 1));
  assert_action_name (&st, advice.action, "accept the bid of 5");
  assert_hint (&st, &advice, "Hint: accept the bid of 5");
  advice.rule = KAISER_RULE_ACCEPT_BID;
  assert_hint (&st, &advice,
               "Hint: accept the bid of 5 — the bid is worth more than leading and making trumps would add to your points");
  west = kaiser_advice_seat_reason (&st, NULL, &advice, "West");
  g_assert_cmpstr (west, ==, "West accepts the bid: it is worth more than leading and making trumps would add");

  advice = rule (kaiser_action_make (KAISER_ACTION_ACCEPT, KAISER_WEST, 0));
  assert_action_name (&st, advice.action, "refuse the bid and lead");
  refused = kaiser_advice_seat_reason (&st, NULL, &advice, "West");
  g_assert_cmpstr (refused, ==, "West refuses the bid and leads: the lead and trumps should be worth more to it");
  advice.rule = KAISER_RULE_REFUSE_BID;
  assert_hint (&st, &advice,
               "Hint: refuse the bid and lead — leading and making trumps should add more to your points than the bid");
}

/* A rule's advice where nothing else was legal: the last trick of a hand
 * played at random from the standard deal. */
static void
test_rule_only_choice (void)
{
  KaiserState st;
  KaiserRng rng;
  KaiserAction legal[KAISER_MAX_ACTIONS];
  KaiserAdvice advice;
  g_autofree char *card = NULL, *expected = NULL;

  bidding_state (&st);
  kaiser_rng_init (&rng, 5);
  while (!(st.phase == KAISER_PHASE_PLAY && st.n_tricks == kaiser_rules_hand_size (&st.rules) - 1))
    {
      KaiserObservation obs;
      KaiserAction action;

      g_assert_cmpint (st.phase, <, KAISER_PHASE_HAND_OVER);
      kaiser_observation_init (&obs, &st, st.to_act);
      g_assert_true (kaiser_random_player_choose (&obs, &rng, &action));
      g_assert_true (kaiser_state_apply (&st, &action, NULL));
    }
  g_assert_cmpuint (kaiser_state_legal_actions (&st, legal), ==, 1);
  advice = rule (legal[0]);
  card = kaiser_deck_card_describe (&st.rules.deck, legal[0].value);
  expected = g_strdup_printf ("Hint: %s — the only choice you have", card);
  assert_hint (&st, &advice, expected);
}

/* A card to pass (V12), by rule. */
static void
test_rule_pass_card (void)
{
  KaiserState st;
  KaiserAdvice advice;

  state_for (&st, "standard", "passing", "rotation", deal_standard);
  assert_south_to_act (&st, KAISER_PHASE_PASS);
  advice = rule (card_action (KAISER_ACTION_PASS_CARD, &st, "3S"));
  assert_hint (&st, &advice, "Hint: Three of Spades — the card you can spare most easily");
}

/* A card laid away from the kitty (V11), by rule: Saskatchewan 34-card
 * (the standard pack and the 7♠ and 7♥, in the kitty), South bids 7 alone
 * and names hearts. */
static void
test_rule_discard (void)
{
  KaiserState st;
  g_autofree char *deal = g_strconcat (deal_standard, "kitty: 7S 7H\n", NULL);
  KaiserAdvice advice;

  state_for (&st, "saskatchewan-34", NULL, NULL, deal);
  south_bids_alone (&st, "7");
  kaiser_test_trump_ok (&st, KAISER_SOUTH, KAISER_HEARTS);
  assert_south_to_act (&st, KAISER_PHASE_KITTY);
  advice = rule (card_action (KAISER_ACTION_DISCARD, &st, "7C"));
  assert_hint (&st, &advice, "Hint: Seven of Clubs — the card of least use to you in this contract");
}

/* Throwing a hand in or keeping it (V9), by rule. */
static void
test_rule_misdeal (void)
{
  KaiserState st;
  KaiserAdvice advice;

  state_for (&st, "standard", NULL, NULL, deal_hopeless_south);
  assert_south_to_act (&st, KAISER_PHASE_MISDEAL);
  advice = rule (kaiser_action_make (KAISER_ACTION_MISDEAL, KAISER_SOUTH, 1));
  assert_hint (&st, &advice, "Hint: throw the hand in — the hand can hardly take a trick");
  advice.action.value = 0;
  assert_hint (&st, &advice, "Hint: keep the hand — the hand is worth playing");
}

/* Any other rule: the action alone. */
static void
test_rule_plain (void)
{
  KaiserState st;
  KaiserAdvice advice;

  bidding_state (&st);
  advice = rule (bid ("8"));
  assert_hint (&st, &advice, "Hint: 8");
  south_bids_alone (&st, "7");
  assert_south_to_act (&st, KAISER_PHASE_TRUMP);
  advice = rule (kaiser_action_make (KAISER_ACTION_TRUMP, KAISER_SOUTH, KAISER_HEARTS));
  assert_hint (&st, &advice, "Hint: ♥ Hearts");
}

/* Bids judged from the hand's worth: a pass says what the next bid needs. */
static void
test_hand_value (void)
{
  KaiserState st;
  KaiserAdvice advice = { 0 };

  bidding_state (&st);
  advice.basis = KAISER_ADVICE_HAND_VALUE;
  advice.action = bid ("pass");
  advice.estimate = 4;
  advice.needed = 7;
  assert_hint (&st, &advice, "Hint: Pass — your hand looks worth about 4 points to your side; the next bid needs 7");
  advice.action = bid ("9nt");
  advice.estimate = 9;
  advice.needed = 9;
  assert_hint (&st, &advice, "Hint: 9 No Trump — your hand looks worth about 9 points to your side");
}

/* A simulation without a runner-up: ahead, behind or even (to a tenth),
 * over one deal or more. */
static void
test_simulation_alone (void)
{
  KaiserState st;
  KaiserAdvice advice;

  bidding_state (&st);
  advice = simulation (card_action (KAISER_ACTION_PLAY, &st, "AH"), 120, 9.36);
  assert_hint (&st, &advice, "Hint: Ace of Hearts — over 120 likely deals your side comes out 9.4 points ahead on average");
  advice.score = -2.04;
  assert_hint (&st, &advice, "Hint: Ace of Hearts — over 120 likely deals your side comes out 2.0 points behind on average");
  advice.score = -0.04;
  assert_hint (&st, &advice, "Hint: Ace of Hearts — over 120 likely deals your side comes out even on average");
  advice.score = 0.049;
  advice.deals = 1;
  assert_hint (&st, &advice, "Hint: Ace of Hearts — over 1 likely deal your side comes out even on average");
}

/* The chance of being set: always for a call (never set at 0%), for a
 * card only where it rounds above 0%, never where it does not apply. */
static void
test_simulation_set_chance (void)
{
  KaiserState st;
  KaiserAdvice advice;

  bidding_state (&st);
  advice = simulation (bid ("8"), 48, 1.26);
  assert_hint (&st, &advice, "Hint: 8 — over 48 likely deals your side comes out 1.3 points ahead on average");
  advice.set_chance = 0;
  assert_hint (&st, &advice, "Hint: 8 — over 48 likely deals your side comes out 1.3 points ahead on average, never set");
  advice.set_chance = 0.404;
  assert_hint (&st, &advice, "Hint: 8 — over 48 likely deals your side comes out 1.3 points ahead on average, "
                             "set in 40% of them");
  advice.set_chance = 1.2;   /* shown as a chance, at most 100% */
  assert_hint (&st, &advice, "Hint: 8 — over 48 likely deals your side comes out 1.3 points ahead on average, "
                             "set in 100% of them");

  advice.action = kaiser_action_make (KAISER_ACTION_TRUMP, KAISER_SOUTH, KAISER_SPADES);
  advice.set_chance = 0;
  assert_hint (&st, &advice, "Hint: ♠ Spades — over 48 likely deals your side comes out 1.3 points ahead on average, "
                             "never set");
  advice.action = kaiser_action_make (KAISER_ACTION_LOW, KAISER_SOUTH, 1);
  assert_hint (&st, &advice, "Hint: play it low — over 48 likely deals your side comes out 1.3 points ahead on average, "
                             "never set");

  advice.action = card_action (KAISER_ACTION_PLAY, &st, "KH");
  advice.set_chance = 0.004;
  assert_hint (&st, &advice, "Hint: King of Hearts — over 48 likely deals your side comes out 1.3 points ahead on average");
  advice.set_chance = 0.25;
  assert_hint (&st, &advice, "Hint: King of Hearts — over 48 likely deals your side comes out 1.3 points ahead on average, "
                             "set in 25% of them");
}

/* The next best choice, scoring less or even, with its own chance of
 * being set; a value above the choice's (advice made up: the Expert's
 * never is) is given plainly all the same. */
static void
test_simulation_runner_up (void)
{
  KaiserState st;
  KaiserAdvice advice;

  bidding_state (&st);
  advice = simulation (bid ("pass"), 48, -2.04);
  runner_up (&advice, bid ("8"), -3.12);
  advice.runner_up_set_chance = 0.62;
  assert_hint (&st, &advice, "Hint: Pass — over 48 likely deals your side comes out 2.0 points behind on average; "
                             "8 would come out 3.1 points behind, set in 62% of them");
  advice.runner_up_set_chance = -1;
  advice.runner_up_score = 0.03;
  assert_hint (&st, &advice, "Hint: Pass — over 48 likely deals your side comes out 2.0 points behind on average; "
                             "8 would come out even");
  /* more: the plain clause */
  advice.runner_up = bid ("8nt");
  advice.runner_up_score = 0.84;
  advice.runner_up_set_chance = 0;
  assert_hint (&st, &advice, "Hint: Pass — over 48 likely deals your side comes out 2.0 points behind on average; "
                             "8 No Trump would come out 0.8 points ahead, never set");
}

/* The next best choice within a tenth of a point. */
static void
test_simulation_as_well (void)
{
  KaiserState st;
  KaiserAdvice advice;

  bidding_state (&st);
  advice = simulation (card_action (KAISER_ACTION_PLAY, &st, "9H"), 60, 0.71);
  runner_up (&advice, card_action (KAISER_ACTION_PLAY, &st, "KH"), 0.74);
  assert_hint (&st, &advice, "Hint: Nine of Hearts — over 60 likely deals your side comes out 0.7 points ahead on average; "
                             "King of Hearts would do about as well");
}

/* The usual call kept by its margin: the runner-up, another call, is
 * counted the margin lower (its handicap), and says so; its value is
 * below the choice's, as every value the Hint shows (issue 24: "Best:
 * Pass (−9.1) — you chose 7 (−7.2)"). */
static void
test_simulation_kept_usual (void)
{
  KaiserState st;
  KaiserAdvice advice;

  bidding_state (&st);
  advice = simulation (bid ("7"), 48, 1.1);
  advice.set_chance = 0.2;
  runner_up (&advice, bid ("8"), 1.9 - 3);
  advice.runner_up_set_chance = 0.35;
  advice.margin = 3;
  advice.runner_up_handicap = 3;
  advice.kept_usual = TRUE;
  assert_hint (&st, &advice, "Hint: 7 — over 48 likely deals your side comes out 1.1 points ahead on average, set in 20% "
                             "of them; 8 would come out 1.1 points behind, counting 3 points off a call other than the "
                             "usual one, set in 35% of them");
  /* a call other than the usual one chosen: its own value says so */
  advice = simulation (bid ("8nt"), 48, 7.2 - 3);
  advice.set_chance = 0.1;
  advice.handicap = 3;
  runner_up (&advice, bid ("7"), 2.5);
  advice.runner_up_set_chance = 0.05;
  assert_hint (&st, &advice, "Hint: 8 No Trump — over 48 likely deals your side comes out 4.2 points ahead on average, "
                             "counting 3 points off a call other than the usual one, set in 10% of them; 7 would come "
                             "out 2.5 points ahead, set in 5% of them");
}

/* A value with the game won or lost on the hand counted in (30 points),
 * says so with its chances. */
static void
test_simulation_game (void)
{
  KaiserState st;
  KaiserAdvice advice;

  bidding_state (&st);
  advice = simulation (bid ("7"), 48, 4.0 + 30 * 0.55);
  advice.set_chance = 0.3;
  advice.game_won = 0.55;
  runner_up (&advice, bid ("8"), 5.2 + 30 * 0.2);
  advice.runner_up_game_won = 0.2;
  assert_hint (&st, &advice, "Hint: 7 — over 48 likely deals your side comes out 20.5 points ahead on average, counting "
                             "30 points for the game won in 55% of them, set in 30% of them; 8 would come out 11.2 "
                             "points ahead, counting 30 points for the game won in 20% of them");

  advice = simulation (bid ("pass"), 48, -2.0 - 30 * 0.25);
  runner_up (&advice, bid ("9"), -1.5 - 30 * 0.4);
  advice.game_lost = 0.25;
  advice.runner_up_game_lost = 0.4;
  assert_hint (&st, &advice, "Hint: Pass — over 48 likely deals your side comes out 9.5 points behind on average, "
                             "counting −30 points for the game lost in 25% of them; 9 would come out 13.5 points behind, "
                             "counting −30 points for the game lost in 40% of them");
  advice.game_won = 0.1;
  advice.score = -2.0 + 30 * (0.1 - 0.25);
  advice.has_runner_up = FALSE;
  assert_hint (&st, &advice, "Hint: Pass — over 48 likely deals your side comes out 6.5 points behind on average, "
                             "counting 30 points for the game won in 10% of them and −30 for the game lost in 25%");
}

/* A bid of South's (the examples below came from the window's tests) */
static KaiserAction
south_bid (guint amount)
{
  KaiserAction action = kaiser_action_make (KAISER_ACTION_BID, KAISER_SOUTH, 0);

  action.bid = kaiser_bid_make (KAISER_BID_SUIT, amount);
  return action;
}

/* The Hint's reason names the action, and for a simulation the deals
 * tried, the values the choice weighed (the score change, the game won
 * and an unusual call's handicap counted in), the chance of being set for
 * a bid, and the next best choice. */
static void
test_examples (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  const KaiserState *st;
  KaiserAdvice advice = { 0 };
  KaiserAction legal[KAISER_MAX_ACTIONS];
  g_autofree char *sim = NULL, *pass = NULL, *bid = NULL, *sim_pass = NULL, *kept = NULL, *game_text = NULL;
  g_autofree char *even = NULL, *one = NULL;

  kaiser_rules_init_standard (&rules);
  game = kaiser_game_new (&rules, 7);
  st = kaiser_game_get_state (game);
  g_assert_cmpint (st->phase, ==, KAISER_PHASE_BIDDING);
  g_assert_cmpuint (kaiser_state_legal_actions (st, legal), >=, 2);

  advice.action = kaiser_action_make (KAISER_ACTION_PLAY, KAISER_SOUTH, kaiser_card_make (KAISER_HEARTS, 7));
  advice.basis = KAISER_ADVICE_SIMULATION;
  advice.deals = 120;
  advice.score = 9.36;
  advice.set_chance = -1;
  advice.has_runner_up = TRUE;
  advice.runner_up = kaiser_action_make (KAISER_ACTION_PLAY, KAISER_SOUTH, kaiser_card_make (KAISER_HEARTS, 1));
  advice.runner_up_score = -1.04;
  advice.runner_up_set_chance = -1;
  sim = kaiser_advice_describe (st, NULL, &advice);
  g_test_message ("%s", sim);
  g_assert_true (g_str_has_prefix (sim, "Hint: Ace of Hearts — over 120 likely deals "));
  g_assert_nonnull (strstr (sim, "your side comes out 9.4 points ahead on average"));
  g_assert_nonnull (strstr (sim, "Eight of Hearts would come out 1.0 points behind"));
  g_assert_null (strstr (sim, "set"));
  /* declaring: a card with a chance of being set shows it */
  advice.set_chance = 0.25;
  g_free (sim);
  sim = kaiser_advice_describe (st, NULL, &advice);
  g_test_message ("%s", sim);
  g_assert_nonnull (strstr (sim, "ahead on average, set in 25% of them; Eight of Hearts"));

  /* bidding: the pass scores better, the bid is set too often; the line
   * gives the values and the bid's set chance */
  memset (&advice, 0, sizeof advice);
  advice.action = legal[0];   /* pass */
  g_assert_true (kaiser_bid_is_pass (advice.action.bid));
  advice.basis = KAISER_ADVICE_SIMULATION;
  advice.deals = 48;
  advice.score = -2.04;
  advice.set_chance = -1;
  advice.margin = 3;
  advice.has_runner_up = TRUE;
  advice.runner_up = south_bid (8);
  advice.runner_up_score = -3.12;
  advice.runner_up_set_chance = 0.62;
  sim_pass = kaiser_advice_describe (st, NULL, &advice);
  g_test_message ("%s", sim_pass);
  g_assert_cmpstr (sim_pass, ==,
                   "Hint: Pass — over 48 likely deals your side comes out 2.0 points behind on average; "
                   "8 would come out 3.1 points behind, set in 62% of them");

  /* the usual call kept by its margin: a bid of 7 set in 20% of the
   * deals; 8 did 0.8 more in the deals, not enough: its value, the
   * margin off, is below */
  advice.action = south_bid (7);
  advice.score = 1.1;
  advice.set_chance = 0.2;
  advice.runner_up_score = 1.9 - 3;
  advice.runner_up_handicap = 3;
  advice.runner_up_set_chance = 0.35;
  advice.kept_usual = TRUE;
  kept = kaiser_advice_describe (st, NULL, &advice);
  g_test_message ("%s", kept);
  g_assert_cmpstr (kept, ==,
                   "Hint: 7 — over 48 likely deals your side comes out 1.1 points ahead on average, set in 20% of "
                   "them; 8 would come out 1.1 points behind, counting 3 points off a call other than the usual one, "
                   "set in 35% of them");

  /* the game won on the hand counts in the values */
  advice.kept_usual = FALSE;
  advice.runner_up_handicap = 0;
  advice.score = 4.0 + 30 * 0.55;
  advice.set_chance = 0.3;
  advice.game_won = 0.55;
  advice.runner_up_score = 5.2 + 30 * 0.2;
  advice.runner_up_game_won = 0.2;
  game_text = kaiser_advice_describe (st, NULL, &advice);
  g_test_message ("%s", game_text);
  g_assert_nonnull (strstr (game_text, "your side comes out 20.5 points ahead on average, counting 30 points for the "
                                       "game won in 55% of them, set in 30% of them; 8 would come out 11.2 points "
                                       "ahead, counting 30 points for the game won in 20% of them, set in 35% of them"));

  /* the same score: as well; never set; one deal */
  advice.game_won = advice.runner_up_game_won = 0;
  advice.set_chance = 0;
  advice.score = 4.0;
  advice.runner_up_score = 4.04;
  advice.deals = 1;
  even = kaiser_advice_describe (st, NULL, &advice);
  g_test_message ("%s", even);
  g_assert_cmpstr (even, ==, "Hint: 7 — over 1 likely deal your side comes out 4.0 points ahead on average, never set; "
                             "8 would do about as well");
  advice.has_runner_up = FALSE;
  advice.score = 0.01;
  one = kaiser_advice_describe (st, NULL, &advice);
  g_assert_cmpstr (one, ==, "Hint: 7 — over 1 likely deal your side comes out even on average, never set");

  memset (&advice, 0, sizeof advice);
  advice.action = legal[0];   /* pass */
  advice.basis = KAISER_ADVICE_HAND_VALUE;
  advice.estimate = 4;
  advice.needed = 7;
  pass = kaiser_advice_describe (st, NULL, &advice);
  g_assert_nonnull (strstr (pass, "about 4 points"));
  g_assert_nonnull (strstr (pass, "needs 7"));

  advice.action = legal[1];
  advice.estimate = 9;
  advice.needed = legal[1].bid.amount;
  bid = kaiser_advice_describe (st, NULL, &advice);
  g_assert_nonnull (strstr (bid, "about 9 points"));
  g_assert_null (strstr (bid, "needs"));
}

/* The play: East declared 7 in hearts in the standard deal and leads the
 * 5H; South to play, with the runner-up's trick as neutral as can be. */
static void
east_leads_bonus (KaiserState *st)
{
  bidding_state (st);
  kaiser_test_bid_ok (st, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (st, KAISER_WEST, "pass");
  kaiser_test_bid_ok (st, KAISER_NORTH, "pass");
  kaiser_test_bid_ok (st, KAISER_EAST, "7");
  kaiser_test_trump_ok (st, KAISER_EAST, KAISER_HEARTS);
  kaiser_test_play_ok (st, KAISER_EAST, "5H");
  assert_south_to_act (st, KAISER_PHASE_PLAY);
}

/* Advice on a card with the facts of its trick (all nil but the one set
 * by the caller), the runner-up a card with a trick of all nil. */
static KaiserAdvice
trick_advice (const KaiserState *st, const char *card, const char *other)
{
  KaiserAdvice advice = simulation (card_action (KAISER_ACTION_PLAY, st, card), 80, -1.31);

  runner_up (&advice, card_action (KAISER_ACTION_PLAY, st, other), -1.64);
  advice.has_trick = TRUE;
  advice.trick_deals = 24;
  return advice;
}

/* Each reason of the play, given where the deals make it clear (60% of
 * them at least), not given below that; the numbers stay. */
static void
test_trick_reasons (void)
{
  static const char tail[] = "; over 80 likely deals your side comes out 1.3 points behind on average; "
                             "King of Hearts would come out 1.6 points behind";
  static const char plain[] = "Hint: Ace of Hearts — over 80 likely deals your side comes out 1.3 points behind on "
                              "average; King of Hearts would come out 1.6 points behind";
  static const struct { gsize offset; const char *reason; } reasons[] = {
    { G_STRUCT_OFFSET (KaiserTrickFacts, bonus_ours), "takes the Five of Hearts" },
    { G_STRUCT_OFFSET (KaiserTrickFacts, penalty_theirs), "the Three of Spades goes to the opponents’ trick" },
    { G_STRUCT_OFFSET (KaiserTrickFacts, wins), "wins the trick in most deals" },
    { G_STRUCT_OFFSET (KaiserTrickFacts, partner_wins), "gives partner the lead" },
    { G_STRUCT_OFFSET (KaiserTrickFacts, trump_drawn), "forces out a trump" },
  };
  KaiserState st;

  east_leads_bonus (&st);
  for (guint i = 0; i < G_N_ELEMENTS (reasons); i++)
    {
      KaiserAdvice advice = trick_advice (&st, "AH", "KH");
      double *share = G_STRUCT_MEMBER_P (&advice.trick, reasons[i].offset);
      g_autofree char *expected = g_strdup_printf ("Hint: Ace of Hearts — %s%s", reasons[i].reason, tail);

      *share = 0.6;
      assert_hint (&st, &advice, expected);
      *share = 1;
      assert_hint (&st, &advice, expected);
      /* not in most deals, or not clearly: the plain line */
      *share = 0.55;
      assert_hint (&st, &advice, plain);
      /* without the trick's facts, or for an action not a card */
      *share = 1;
      advice.has_trick = FALSE;
      assert_hint (&st, &advice, plain);
    }
}

/* A reason the runner-up shares (its share less than 25 points lower)
 * gives way to one it does not; where all are shared, the first that
 * holds; without a runner-up, the first that holds. */
static void
test_trick_contrast (void)
{
  KaiserState st;
  KaiserAdvice advice;

  east_leads_bonus (&st);
  advice = trick_advice (&st, "AH", "KH");
  advice.trick.wins = 0.9;
  advice.trick.trump_drawn = 0.8;
  advice.runner_up_trick.wins = 0.7;
  assert_hint (&st, &advice, "Hint: Ace of Hearts — forces out a trump; over 80 likely deals your side comes out 1.3 "
                             "points behind on average; King of Hearts would come out 1.6 points behind");
  advice.runner_up_trick.wins = 0.6;
  assert_hint (&st, &advice, "Hint: Ace of Hearts — wins the trick in most deals; over 80 likely deals your side comes "
                             "out 1.3 points behind on average; King of Hearts would come out 1.6 points behind");
  advice.runner_up_trick.wins = 1;
  advice.runner_up_trick.trump_drawn = 1;
  assert_hint (&st, &advice, "Hint: Ace of Hearts — wins the trick in most deals; over 80 likely deals your side comes "
                             "out 1.3 points behind on average; King of Hearts would come out 1.6 points behind");
  advice.has_runner_up = FALSE;
  advice.deals = 1;
  assert_hint (&st, &advice, "Hint: Ace of Hearts — wins the trick in most deals; over 1 likely deal your side comes out "
                             "1.3 points behind on average");
}

/* The +5 kept safe where it is my side's (the card played, or the
 * partner's in the trick), taken where the other side played it; by the
 * card theme's name. */
static void
test_trick_bonus_owner (void)
{
  static const char deal_north_bonus[] =
    "dealer: E\n"
    "S: AH KH 9H 3S 8S 7D 8C 7C\n"
    "W: QH JH 10H AD KD QD AC KC\n"
    "N: 5H AS KS QS JD 10D 9D 8D\n"
    "E: 8H JS 10S 9S QC JC 10C 9C\n";
  g_autoptr(KaiserCardNames) names = kaiser_card_names_new ();
  KaiserState st;
  KaiserAdvice advice;
  g_autofree char *theirs = NULL, *ours = NULL;

  /* East's 5H on the table */
  east_leads_bonus (&st);
  advice = trick_advice (&st, "AH", "KH");
  advice.has_runner_up = FALSE;
  advice.trick.bonus_ours = 1;
  advice.trick.wins = 1;
  assert_hint (&st, &advice, "Hint: Ace of Hearts — takes the Five of Hearts; over 80 likely deals your side comes out "
                             "1.3 points behind on average");
  kaiser_card_names_set_card (names, kaiser_test_card (&st.rules, "5H"), "Joffre");
  theirs = kaiser_advice_describe (&st, names, &advice);
  g_assert_cmpstr (theirs, ==, "Hint: Ace of Hearts — takes the Joffre; over 80 likely deals your side comes out 1.3 "
                               "points behind on average");

  /* North declares in spades and leads the 5H: the partner's */
  state_for (&st, "standard", NULL, NULL, deal_north_bonus);
  kaiser_test_bid_ok (&st, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&st, KAISER_WEST, "pass");
  kaiser_test_bid_ok (&st, KAISER_NORTH, "7");
  kaiser_test_bid_ok (&st, KAISER_EAST, "pass");
  kaiser_test_trump_ok (&st, KAISER_NORTH, KAISER_SPADES);
  kaiser_test_play_ok (&st, KAISER_NORTH, "5H");
  kaiser_test_play_ok (&st, KAISER_EAST, "8H");
  assert_south_to_act (&st, KAISER_PHASE_PLAY);
  advice = trick_advice (&st, "AH", "9H");
  advice.trick.bonus_ours = 0.9;
  assert_hint (&st, &advice, "Hint: Ace of Hearts — keeps the Five of Hearts safe; over 80 likely deals your side comes "
                             "out 1.3 points behind on average; Nine of Hearts would come out 1.6 points behind");
  ours = kaiser_advice_describe (&st, names, &advice);
  g_assert_nonnull (strstr (ours, "— keeps the Joffre safe;"));
}

/* With a card theme's names: the card and the trump suit as the theme
 * calls them (the Joffre pack's "France" for hearts). */
/* Every rule has its reason, in the Hint after the action's name, in
 * the auction and in the play; none for KAISER_RULE_NONE, where the
 * Hint stays as it was. */
static void
test_rule_reasons_all (void)
{
  KaiserState states[2];

  bidding_state (&states[0]);
  east_leads_bonus (&states[1]);
  for (guint i = 0; i < G_N_ELEMENTS (states); i++)
    {
      const KaiserState *st = &states[i];
      KaiserAdvice advice = rule (card_action (KAISER_ACTION_PLAY, st, "AH"));
      g_autofree char *none = kaiser_advice_rule_reason (st, NULL, &advice);

      g_assert_null (none);
      assert_hint (st, &advice, "Hint: Ace of Hearts");
      for (KaiserRule r = KAISER_RULE_NONE + 1; r < KAISER_N_RULES; r++)
        {
          g_autofree char *reason = NULL, *expected = NULL;

          advice.rule = r;
          reason = kaiser_advice_rule_reason (st, NULL, &advice);
          g_assert_nonnull (reason);
          g_assert_cmpuint (strlen (reason), >, 0);
          g_assert_null (strstr (reason, "%"));
          expected = g_strdup_printf ("Hint: Ace of Hearts — %s", reason);
          assert_hint (st, &advice, expected);
        }
    }
}

/* Standard rules, North to declare 7 no-trump and lead the A♣; South has
 * no club (as in test-heuristic). */
static const char deal_partner_ace[] =
  "dealer: W\n"
  "N: AC KC QC AD KD 9H 8H 9S\n"
  "E: JC 10C QD JD 10D AS KS QS\n"
  "S: 5H AH KH 8D 7D JS 10S 8S\n"
  "W: 9C 8C 7C 9D QH JH 10H 3S\n";

/* East to declare 7 no-trump and lead the A♦; South has no diamond. */
static const char deal_void_diamonds[] =
  "dealer: N\n"
  "N: 10D 9D JC 10C QH JH 10H 9S\n"
  "E: AD KD QD JD 9C 8C 7C 9H\n"
  "S: 3S KS QS AH KH AC KC QC\n"
  "W: 8D 7D AS JS 10S 8S 8H 5H\n";

/* The Standard player's Hint for the seat to act. */
static void
assert_standard_hint (const KaiserState *st, KaiserRule expected_rule, const char *expected)
{
  g_autoptr(KaiserPlayer) player = kaiser_player_new (KAISER_LEVEL_STANDARD, 1);
  KaiserObservation obs;
  KaiserAdvice advice;

  kaiser_observation_init (&obs, st, st->to_act);
  g_assert_true (kaiser_player_advise (player, &obs, &advice, NULL));
  g_assert_cmpint (advice.basis, ==, KAISER_ADVICE_RULE);
  g_assert_cmpint (advice.rule, ==, expected_rule);
  assert_hint (st, &advice, expected);
}

/* The Standard player's Hint names its rule, in positions where it is
 * plain what it must do. */
static void
test_rule_hints (void)
{
  KaiserState st;

  /* The +5 card on partner's ace of clubs. */
  state_for (&st, "standard", NULL, NULL, deal_partner_ace);
  kaiser_test_bid_ok (&st, KAISER_NORTH, "7nt");
  kaiser_test_bid_ok (&st, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&st, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&st, KAISER_WEST, "pass");
  /* North leads a sure winner; East cannot beat it. */
  assert_standard_hint (&st, KAISER_RULE_LEAD_MASTER,
                        "Hint: Queen of Clubs — a sure winner: no one else can hold a higher card of its suit");
  kaiser_test_play_ok (&st, KAISER_NORTH, "AC");
  assert_standard_hint (&st, KAISER_RULE_DUCK_LOWEST, "Hint: Ten of Clubs — the trick cannot be won: the lowest card");
  kaiser_test_play_ok (&st, KAISER_EAST, "10C");
  assert_standard_hint (&st, KAISER_RULE_GIVE_BONUS,
                        "Hint: Five of Hearts — your partner’s Ace of Clubs is winning the trick: give it the +5");

  /* The −3 card on East's ace of diamonds. */
  state_for (&st, "standard", NULL, NULL, deal_void_diamonds);
  kaiser_test_bid_ok (&st, KAISER_EAST, "7nt");
  kaiser_test_bid_ok (&st, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&st, KAISER_WEST, "pass");
  kaiser_test_bid_ok (&st, KAISER_NORTH, "pass");
  kaiser_test_play_ok (&st, KAISER_EAST, "AD");
  assert_standard_hint (&st, KAISER_RULE_DUMP_PENALTY,
                        "Hint: Three of Spades — the opponents are winning the trick: let them take it");
}

/* The Hint's Expert, where it decides by the Standard player's rules
 * (here the cards passed, V12), names the rule too. */
static void
test_rule_hint_expert (void)
{
  g_autoptr(KaiserPlayer) player = kaiser_player_new_from_spec ("expert:passing=standard", 1);
  KaiserObservation obs;
  KaiserAdvice advice;
  KaiserState st;

  g_assert_nonnull (player);
  state_for (&st, "standard", "passing", "rotation", deal_standard);
  assert_south_to_act (&st, KAISER_PHASE_PASS);
  kaiser_observation_init (&obs, &st, KAISER_SOUTH);
  g_assert_true (kaiser_player_advise (player, &obs, &advice, NULL));
  g_assert_cmpint (advice.basis, ==, KAISER_ADVICE_RULE);
  g_assert_cmpint (advice.rule, ==, KAISER_RULE_PASS_PENALTY);
  assert_hint (&st, &advice, "Hint: Three of Spades — the side that takes it loses points: pass it to an opponent");
}

static void
test_theme_names (void)
{
  g_autoptr(KaiserRules) rules = kaiser_rules_new ("standard");
  g_autoptr(KaiserCardNames) names = kaiser_card_names_new ();
  KaiserState st;
  KaiserAction trump = kaiser_action_make (KAISER_ACTION_TRUMP, KAISER_SOUTH, KAISER_HEARTS);
  KaiserAction spades = kaiser_action_make (KAISER_ACTION_TRUMP, KAISER_SOUTH, KAISER_SPADES);
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *c = NULL;

  kaiser_state_init (&st, rules, KAISER_NORTH);
  kaiser_card_names_set_suit (names, KAISER_HEARTS, "France");
  kaiser_card_names_set_card (names, kaiser_test_card (rules, "5H"), "Joffre");
  a = kaiser_advice_describe_action (&st, names, &trump);
  b = kaiser_advice_describe_action (&st, names, &spades);
  c = kaiser_advice_describe_action (&st, names, &(KaiserAction) { .type = KAISER_ACTION_PLAY, .seat = KAISER_SOUTH,
                                                                   .value = kaiser_test_card (rules, "5H") });
  g_assert_cmpstr (a, ==, "France");
  g_assert_cmpstr (b, ==, "♠ Spades");
  g_assert_cmpstr (c, ==, "Joffre");
}

/* A computer seat's reason (issue 24: "your partner’s…" about West): in
 * the third person, its subject the seat, with no figures. */
static void
assert_seat_reason (const char *reason, const char *who)
{
  g_test_message ("%s", reason);
  g_assert_nonnull (reason);
  g_assert_true (g_str_has_prefix (reason, who));
  g_assert_false (kaiser_test_says_you (reason));
  g_assert_null (strchr (reason, '%'));
  g_assert_null (strstr (reason, "likely deal"));
  g_assert_null (strstr (reason, "on average"));
}

/* Every rule of thumb has its computer seat's reason, in the auction and
 * in the play, in the third person; the Hint's own reasons stay the
 * player's ("your"). */
static void
test_seat_rule_reasons (void)
{
  KaiserState states[2];
  guint yours = 0;

  bidding_state (&states[0]);
  east_leads_bonus (&states[1]);
  for (guint i = 0; i < G_N_ELEMENTS (states); i++)
    {
      const KaiserState *st = &states[i];
      KaiserAdvice advice = rule (card_action (KAISER_ACTION_PLAY, st, "AH"));

      for (KaiserRule r = KAISER_RULE_NONE + 1; r < KAISER_N_RULES; r++)
        {
          g_autofree char *reason = NULL, *hint = NULL;

          advice.rule = r;
          reason = kaiser_advice_seat_reason (st, NULL, &advice, "West");
          assert_seat_reason (reason, "West");
          hint = kaiser_advice_rule_reason (st, NULL, &advice);
          yours += kaiser_test_says_you (hint);
        }
    }
  /* the Hint speaks to the player */
  g_assert_cmpuint (yours, >, 0);
}

/* The reasons the issue quoted, as a computer seat says them: the +5 on
 * its partner's card; a card played by simulation to win the trick, the
 * figures apart ("West’s side comes out…"). */
static void
test_seat_examples (void)
{
  KaiserState st;
  KaiserAdvice advice;
  g_autofree char *bonus = NULL, *wins = NULL, *figures = NULL, *led = NULL, *plain = NULL;
  g_autofree char *pass = NULL, *pass_figures = NULL, *bid_reason = NULL, *bid_figures = NULL, *hint = NULL;

  /* North leads the A♣ at 7 no-trump, East follows: South's +5 to it */
  state_for (&st, "standard", NULL, NULL, deal_partner_ace);
  kaiser_test_bid_ok (&st, KAISER_NORTH, "7nt");
  kaiser_test_bid_ok (&st, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&st, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&st, KAISER_WEST, "pass");
  kaiser_test_play_ok (&st, KAISER_NORTH, "AC");
  kaiser_test_play_ok (&st, KAISER_EAST, "10C");
  advice = rule (card_action (KAISER_ACTION_PLAY, &st, "5H"));
  advice.rule = KAISER_RULE_GIVE_BONUS;
  bonus = kaiser_advice_seat_reason (&st, NULL, &advice, "South");
  assert_seat_reason (bonus, "South");
  g_assert_cmpstr (bonus, ==, "South gives the +5 to partner’s Ace of Clubs, which is winning the trick");
  g_assert_null (kaiser_advice_figures (&st, NULL, &advice, "South"));

  /* a card by simulation that wins the trick: the reason in words, the
   * numbers in the figures */
  east_leads_bonus (&st);
  advice = trick_advice (&st, "AH", "KH");
  advice.trick.wins = 0.9;
  advice.set_chance = 0.25;
  wins = kaiser_advice_seat_reason (&st, NULL, &advice, "West");
  assert_seat_reason (wins, "West");
  g_assert_cmpstr (wins, ==, "West plays the Ace of Hearts to win the trick and take the lead");
  figures = kaiser_advice_figures (&st, NULL, &advice, "West");
  g_test_message ("%s", figures);
  g_assert_false (kaiser_test_says_you (figures));
  g_assert_cmpstr (figures, ==, "over 80 likely deals West’s side comes out 1.3 points behind on average, set in 25% of "
                                "them; King of Hearts would come out 1.6 points behind");
  /* the player's figures, as the Hint gives them */
  g_free (figures);
  figures = kaiser_advice_figures (&st, NULL, &advice, NULL);
  hint = kaiser_advice_describe (&st, NULL, &advice);
  g_assert_nonnull (strstr (hint, figures));
  g_assert_true (kaiser_test_says_you (figures));
  /* nothing clear in the trick: the card that did best */
  advice.trick.wins = 0.3;
  plain = kaiser_advice_seat_reason (&st, NULL, &advice, "West");
  assert_seat_reason (plain, "West");

  /* a lead that wins keeps the lead */
  state_for (&st, "standard", NULL, NULL, deal_partner_ace);
  kaiser_test_bid_ok (&st, KAISER_NORTH, "7nt");
  kaiser_test_bid_ok (&st, KAISER_EAST, "pass");
  kaiser_test_bid_ok (&st, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (&st, KAISER_WEST, "pass");
  advice = simulation (kaiser_action_make (KAISER_ACTION_PLAY, KAISER_NORTH, kaiser_test_card (&st.rules, "AC")), 40, 2.0);
  advice.has_trick = TRUE;
  advice.trick.wins = 1;
  led = kaiser_advice_seat_reason (&st, NULL, &advice, "North");
  g_assert_cmpstr (led, ==, "North plays the Ace of Clubs to win the trick and keep the lead");

  /* a pass and a bid judged from the hand's worth: the numbers apart */
  bidding_state (&st);
  advice = (KaiserAdvice) { 0 };
  advice.action = bid ("pass");
  advice.basis = KAISER_ADVICE_HAND_VALUE;
  advice.estimate = 4;
  advice.needed = 7;
  pass = kaiser_advice_seat_reason (&st, NULL, &advice, "North");
  assert_seat_reason (pass, "North");
  g_assert_null (strstr (pass, "4"));
  pass_figures = kaiser_advice_figures (&st, NULL, &advice, "North");
  g_assert_cmpstr (pass_figures, ==, "North’s hand looks worth about 4 points to its side; the next bid needs 7");
  advice.action = bid ("8");
  advice.estimate = 9;
  advice.needed = 8;
  bid_reason = kaiser_advice_seat_reason (&st, NULL, &advice, "North");
  g_assert_cmpstr (bid_reason, ==, "North bids 8: its hand looks worth it");
  bid_figures = kaiser_advice_figures (&st, NULL, &advice, "North");
  g_assert_nonnull (strstr (bid_figures, "about 9 points"));
}

/* Every action a computer seat takes by simulation has its reason in
 * words, the subject the seat, no figures; the cards by the theme's
 * names. */
static void
test_seat_simulation_reasons (void)
{
  g_autoptr(KaiserCardNames) names = kaiser_card_names_new ();
  KaiserState st;
  const KaiserAction actions[] = {
    bid ("pass"), bid ("8"), bid ("8nt"),
    kaiser_action_make (KAISER_ACTION_TRUMP, KAISER_SOUTH, KAISER_HEARTS),
    kaiser_action_make (KAISER_ACTION_LOW, KAISER_SOUTH, 1),
    kaiser_action_make (KAISER_ACTION_LOW, KAISER_SOUTH, 0),
  };
  KaiserAdvice advice;
  g_autofree char *discard = NULL, *passed = NULL, *trick = NULL;

  bidding_state (&st);
  kaiser_card_names_set_suit (names, KAISER_HEARTS, "France");
  kaiser_card_names_set_card (names, kaiser_test_card (&st.rules, "5H"), "Joffre");
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    for (guint k = 0; k < 3; k++)
      {
        g_autofree char *reason = NULL;

        advice = simulation (actions[i], 48, 1.26);
        advice.set_chance = k == 0 ? 0.1 : 0.7;
        advice.kept_usual = k == 2;
        reason = kaiser_advice_seat_reason (&st, names, &advice, "East");
        assert_seat_reason (reason, "East");
        if (actions[i].type == KAISER_ACTION_TRUMP)
          g_assert_nonnull (strstr (reason, "France"));
      }
  advice = simulation (card_action (KAISER_ACTION_DISCARD, &st, "5H"), 48, 1.26);
  discard = kaiser_advice_seat_reason (&st, names, &advice, "East");
  assert_seat_reason (discard, "East");
  g_assert_cmpstr (discard, ==, "East lays away the Joffre, the card its hand misses least");
  advice.action.type = KAISER_ACTION_PASS_CARD;
  passed = kaiser_advice_seat_reason (&st, names, &advice, "East");
  assert_seat_reason (passed, "East");
  /* the +5 in the trick, by the theme's name */
  east_leads_bonus (&st);
  advice = trick_advice (&st, "AH", "KH");
  advice.trick.bonus_ours = 1;
  trick = kaiser_advice_seat_reason (&st, names, &advice, "South");
  g_assert_cmpstr (trick, ==, "South plays the Ace of France so that its side takes the Joffre");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/advice-text/action-names", test_action_names);
  g_test_add_func ("/kaiser/advice-text/rule/only-choice", test_rule_only_choice);
  g_test_add_func ("/kaiser/advice-text/rule/sale", test_rule_sale);
  g_test_add_func ("/kaiser/advice-text/rule/pass-card", test_rule_pass_card);
  g_test_add_func ("/kaiser/advice-text/rule/discard", test_rule_discard);
  g_test_add_func ("/kaiser/advice-text/rule/misdeal", test_rule_misdeal);
  g_test_add_func ("/kaiser/advice-text/rule/plain", test_rule_plain);
  g_test_add_func ("/kaiser/advice-text/rule/reasons", test_rule_reasons_all);
  g_test_add_func ("/kaiser/advice-text/rule/hints", test_rule_hints);
  g_test_add_func ("/kaiser/advice-text/rule/expert", test_rule_hint_expert);
  g_test_add_func ("/kaiser/advice-text/hand-value", test_hand_value);
  g_test_add_func ("/kaiser/advice-text/simulation/alone", test_simulation_alone);
  g_test_add_func ("/kaiser/advice-text/simulation/set-chance", test_simulation_set_chance);
  g_test_add_func ("/kaiser/advice-text/simulation/runner-up", test_simulation_runner_up);
  g_test_add_func ("/kaiser/advice-text/simulation/as-well", test_simulation_as_well);
  g_test_add_func ("/kaiser/advice-text/simulation/kept-usual", test_simulation_kept_usual);
  g_test_add_func ("/kaiser/advice-text/simulation/game", test_simulation_game);
  g_test_add_func ("/kaiser/advice-text/examples", test_examples);
  g_test_add_func ("/kaiser/advice-text/theme-names", test_theme_names);
  g_test_add_func ("/kaiser/advice-text/trick/reasons", test_trick_reasons);
  g_test_add_func ("/kaiser/advice-text/trick/contrast", test_trick_contrast);
  g_test_add_func ("/kaiser/advice-text/trick/bonus-owner", test_trick_bonus_owner);
  g_test_add_func ("/kaiser/advice-text/seat/rule-reasons", test_seat_rule_reasons);
  g_test_add_func ("/kaiser/advice-text/seat/examples", test_seat_examples);
  g_test_add_func ("/kaiser/advice-text/seat/simulation", test_seat_simulation_reasons);
  return g_test_run ();
}
