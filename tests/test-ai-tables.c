/* test-ai-tables.c: the computer players at tables other than four seats
 * in two sides (issue 25).
 *
 * The three-player game (000_5ed066fa22fca3eb.txt, "Three Players": a
 * 26-card pack, eight cards each and a two-card kitty, the Missy, that the
 * bidder picks up after naming trumps and from which he lays two cards
 * away, never the heart5 or the spade3; "each opponent of the bidder
 * scoring separately"): every level plays whole games, legal to the end,
 * each record verifying and every hand's points conserved; the Expert's
 * deals of the unseen cards respect the hand sizes, the voids and who
 * knows the Missy; the solver gives the bidder's best play against the
 * two others together on an end position worked out by hand.
 *
 * Lost Heir (000_5ed066fa22fca3eb.txt, "Lost Heir": "There are two blank
 * cards, a Lost Heir card worth +5 points and a Wrong Boy card worth -3
 * points"; "The two blank cards belong to no suit"; "the Lost Heir always
 * counts as the highest trump and the Wrong Boy counts as the lowest
 * trump"; "The dealer could either accept the highest bid ... or reject
 * it"): every level plays whole games of the three presets, the Standard
 * dealer both accepting and refusing; the sampler's deals follow suits as
 * the cards do, and it reads the dealer's sale among the calls.
 */
#include <string.h>

#include "kaiser-match.h"
#include "kaiser-sampler.h"
#include "kaiser-solver.h"
#include "kaiser-test-util.h"

static void
three_players (KaiserRules *rules)
{
  g_assert_true (kaiser_rules_init_preset (rules, "three-players", NULL));
  g_assert_true (kaiser_rules_validate (rules, NULL));
  g_assert_cmpuint (kaiser_rules_n_seats (rules), ==, 3);
}

/* A finished hand: the points taken by the sides are the hand's (one a
 * trick, the +5 and −3 cards: neither is ever laid away). */
static void
check_hand_points (const KaiserState *st)
{
  const KaiserRules *rules = &st->rules;
  gint sum = 0;
  guint tricks = 0;

  for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
    {
      sum += st->result.points[t];
      tricks += (guint) st->result.tricks[t];
    }
  g_assert_cmpuint (tricks, ==, kaiser_rules_hand_size (rules));
  /* Lost Heir: "If a blank card is played to the same trick as the Lost
   * Heir or Wrong Boy it cancels the value of those cards" */
  if (!rules->spade_needs_three && !rules->insult && st->contract.kind != KAISER_BID_KAISER_40)
    g_assert_cmpint (sum, ==, kaiser_rules_hand_points (rules) - kaiser_deck_card_points (&rules->deck, st->cancelled));
}

/* Play a whole game with one player of spec at every seat; every hand's
 * points conserved, the record written and read back to the same game.
 * @sales (or NULL): adds the bids the dealers refused, then accepted
 * (Lost Heir). */
static void
play_game_sales (const KaiserRules *rules, const char *spec, guint64 seed, guint *sales)
{
  g_autoptr(KaiserGame) game = kaiser_game_new (rules, seed);
  g_autoptr(KaiserGame) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  KaiserPlayer *players[KAISER_MAX_SEATS] = { NULL };
  guint n_seats = kaiser_rules_n_seats (rules);

  for (guint s = 0; s < n_seats; s++)
    players[s] = kaiser_player_new_from_spec (spec, seed * 7 + s);
  /* to the end (an illegal action, or no winner in KAISER_MATCH_MAX_HANDS, fails) */
  g_assert_true (kaiser_match_play (game, players, &error));
  g_assert_no_error (error);
  for (guint i = 0; sales && i < kaiser_game_get_n_actions (game); i++)
    if (kaiser_game_get_action (game, i)->type == KAISER_ACTION_ACCEPT)
      sales[kaiser_game_get_action (game, i)->value != 0]++;
  for (guint i = 0; i < kaiser_game_get_n_hands (game); i++)
    {
      const KaiserState *st = &kaiser_game_get_hand_log (game, i)->state;

      if (st->phase == KAISER_PHASE_HAND_OVER || st->phase == KAISER_PHASE_GAME_OVER)
        check_hand_points (st);
    }
  g_assert_cmpuint (kaiser_game_get_winner (game), <, kaiser_rules_n_sides (rules));
  for (guint s = 0; s < n_seats; s++)
    kaiser_player_free (players[s]);

  /* the record verifies: replayed action by action, the same game */
  data = kaiser_record_to_data (game, NULL);
  again = kaiser_record_load_data (data, -1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (again);
  g_assert_cmpuint (kaiser_game_get_n_hands (again), ==, kaiser_game_get_n_hands (game));
  for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
    g_assert_cmpint (kaiser_game_get_score (again, (KaiserTeam) t), ==, kaiser_game_get_score (game, (KaiserTeam) t));
}

static void
play_game (const KaiserRules *rules, const char *spec, guint64 seed)
{
  play_game_sales (rules, spec, seed, NULL);
}

/* Every level plays whole three-player games. */
static void
test_levels (void)
{
  static const struct { const char *spec; guint games; } levels[] = {
    { "random", 20 }, { "beginner", 20 }, { "standard", 20 }, { "expert:samples=6", 1 }, { "expert", 1 },
  };
  gboolean quick = g_getenv ("KAISER_TEST_QUICK") != NULL;
  KaiserRules rules;

  three_players (&rules);
  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    {
      if (quick && g_str_equal (levels[l].spec, "expert"))
        continue;
      for (guint g = 0; g < levels[l].games; g++)
        play_game (&rules, levels[l].spec, 100 + g);
    }
}

/* The Standard and Expert players at the other tables the validator
 * accepts (random tables of 2, 3, 5 and 6 seats): legal to the end. */
static void
test_random_tables (void)
{
  KaiserRng rng;
  guint played = 0, sizes = 0;

  kaiser_rng_init (&rng, 2025);
  for (guint attempt = 0; attempt < 2000 && played < 12; attempt++)
    {
      KaiserRules rules;

      kaiser_rules_init_standard (&rules);
      kaiser_test_random_table (&rules, &rng);
      if (kaiser_rules_n_seats (&rules) == 4 || !kaiser_rules_validate (&rules, NULL))
        continue;
      play_game (&rules, "standard", attempt);
      if (played < 3)
        play_game (&rules, "expert:samples=4", attempt);
      sizes |= 1u << kaiser_rules_n_seats (&rules);
      played++;
    }
  g_test_message ("%u random tables, sizes 0x%x", played, sizes);
  g_assert_cmpuint (played, >, 0);
}

/* Thousands of self-played three-player games (Beginner and Standard):
 * every game ends, every record verifies, the points of every hand are
 * conserved. */
static void
test_property (void)
{
  guint per_level = g_test_thorough () ? 5000 : g_getenv ("KAISER_TEST_QUICK") ? 100 : 1000;
  KaiserRules rules;

  three_players (&rules);
  for (guint g = 0; g < per_level; g++)
    {
      play_game (&rules, "beginner", 10000 + g);
      play_game (&rules, "standard", 20000 + g);
    }
  g_test_message ("%u games", 2 * per_level);
}

/* The sampler's deals at three seats: for each seat at each decision of
 * Standard games (and for the others watching), every drawn deal gives
 * each seat the cards it really holds now, no card twice, none of a suit
 * a seat showed out of, the observer's own hand and what it has seen
 * unchanged; the Missy lies apart (two cards) until the bidder picks it
 * up, and after the discards only the bidder knows them: to the others
 * two unseen cards, never the +5 or −3 card. */
static void
check_sample (const KaiserState *truth, KaiserSeat me, const KaiserState *deal)
{
  const KaiserRules *rules = &truth->rules;
  const KaiserDeck *deck = &rules->deck;
  KaiserCards specials = kaiser_card_bit (deck->bonus_card) | kaiser_card_bit (deck->penalty_card);
  KaiserCards all = 0, played = 0;
  guint kitty = kaiser_rules_kitty_size (rules);

  for (guint t = 0; t <= truth->n_tricks && t < KAISER_MAX_TRICKS; t++)
    for (guint i = 0; i < truth->tricks[t].n_played && (t < truth->n_tricks || truth->phase == KAISER_PHASE_PLAY); i++)
      played |= kaiser_card_bit (truth->tricks[t].cards[i]);
  for (guint s = 0; s < kaiser_rules_n_seats (rules); s++)
    {
      g_assert_cmpuint (kaiser_cards_count (deal->hands[s]), ==, kaiser_cards_count (truth->hands[s]));
      g_assert_cmpuint (deal->hands[s] & all, ==, 0);
      g_assert_cmpuint (deal->hands[s] & played, ==, 0);
      all |= deal->hands[s];
    }
  g_assert_cmpuint (deal->hands[me], ==, truth->hands[me]);
  if (truth->phase <= KAISER_PHASE_LOW)
    {
      /* the Missy, seen by no one yet */
      g_assert_cmpuint (kaiser_cards_count (deal->kitty), ==, kitty);
      g_assert_cmpuint (deal->kitty & all, ==, 0);
      all |= deal->kitty;
    }
  else if (truth->phase == KAISER_PHASE_PLAY)
    {
      if (me == truth->declarer)
        g_assert_cmpuint (deal->discards, ==, truth->discards);
      else
        {
          g_assert_cmpuint (kaiser_cards_count (deal->discards), ==, kitty);
          g_assert_cmpuint (deal->discards & specials, ==, 0);
        }
      g_assert_cmpuint (deal->discards & all, ==, 0);
      all |= deal->discards;
    }
  if (truth->phase != KAISER_PHASE_KITTY)
    g_assert_cmpuint (all | played, ==, kaiser_deck_cards (deck));
  /* voids: the suit to follow as the cards follow it (Lost Heir: after a
   * blank led, the first card of a suit; the Lost Heir and the Wrong Boy
   * trumps; a blank in none) */
  for (guint t = 0; t <= truth->n_tricks && t < KAISER_MAX_TRICKS && truth->phase == KAISER_PHASE_PLAY; t++)
    {
      const KaiserTrick *trick = &truth->tricks[t];
      KaiserSeat s = trick->leader;
      KaiserSuit led = KAISER_SUIT_NONE;

      for (guint i = 0; i < trick->n_played; i++, s = kaiser_rules_seat_next (rules, s))
        {
          KaiserSuit suit = kaiser_deck_card_suit (deck, trick->cards[i], truth->trump);

          if (led != KAISER_SUIT_NONE && suit != led)
            g_assert_cmpuint (deal->hands[s] & kaiser_deck_suit_cards (deck, led, truth->trump), ==, 0);
          if (i == 0 && suit == KAISER_SUIT_NONE)
            g_assert_cmpuint (deal->hands[s] & ~deck->blanks, ==, 0);
          if (led == KAISER_SUIT_NONE)
            led = suit;
        }
    }
}

/* Deals drawn for every seat at every decision of the first two hands
 * of Standard games, checked; returns how many were drawn by a defender
 * in the play. */
static guint
sample_games (const KaiserRules *rules, guint games, guint *checked)
{
  guint n_seats = kaiser_rules_n_seats (rules), after_missy = 0;

  for (guint g = 0; g < games; g++)
    {
      g_autoptr(KaiserGame) game = kaiser_game_new (rules, 500 + g);
      KaiserPlayer *players[KAISER_MAX_SEATS];
      KaiserRng rng;

      kaiser_rng_init (&rng, g);
      for (guint s = 0; s < n_seats; s++)
        players[s] = kaiser_player_new (KAISER_LEVEL_STANDARD, g * n_seats + s);
      while (kaiser_game_get_hand_number (game) <= 2 && kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
        {
          const KaiserState *truth = kaiser_game_get_state (game);
          KaiserObservation obs;
          KaiserAction action;

          if (truth->phase == KAISER_PHASE_HAND_OVER)
            {
              g_assert_true (kaiser_game_next_hand (game, NULL));
              continue;
            }
          for (KaiserSeat me = 0; me < n_seats; me++)
            for (guint inference = 0; inference < 2; inference++)
              {
                KaiserSampler sampler;

                /* a seat watching another's discards is not asked: its
                 * view of the kitty phase is not one the players sample */
                if (truth->phase == KAISER_PHASE_KITTY && me != truth->to_act)
                  continue;
                kaiser_game_observe (game, me, &obs);
                kaiser_sampler_init (&sampler, &obs, inference);
                for (guint k = 0; k < 6; k++)
                  {
                    KaiserState deal;
                    double weight;

                    g_assert_true (kaiser_sampler_draw (&sampler, &rng, &deal, &weight));
                    check_sample (truth, me, &deal);
                    (*checked)++;
                    after_missy += truth->phase == KAISER_PHASE_PLAY && me != truth->declarer;
                  }
              }
          kaiser_game_observe (game, truth->to_act, &obs);
          g_assert_true (kaiser_player_decide (players[truth->to_act], &obs, &action, NULL));
          g_assert_true (kaiser_game_apply (game, &action, NULL));
        }
      for (guint s = 0; s < n_seats; s++)
        kaiser_player_free (players[s]);
    }
  return after_missy;
}

static void
test_sampler (void)
{
  guint checked = 0, after_missy;
  KaiserRules rules;

  three_players (&rules);
  after_missy = sample_games (&rules, g_getenv ("KAISER_TEST_QUICK") ? 2 : 8, &checked);
  g_test_message ("%u deals checked, %u by a defender after the Missy", checked, after_missy);
  g_assert_cmpuint (after_missy, >, 0);
}

/* An end position worked out by hand, two tricks left at no-trump, the
 * bidder (seat 0) to lead:
 *   bidder  A♠ 9♦     left  5♥ 10♦     right  K♠ A♦
 * Before: the bidder 3 tricks, left 2, right 1 with the −3 card.
 * Leading A♠: left throws 10♦ (the 5♥ would fall to the bidder), the
 * bidder wins; then 9♦, left's 5♥ falls to right's A♦: bidder 3 + 1 = 4,
 * the others 2 + (1 − 3 + 1 + 5) = 6, value −2.  Leading 9♦: right wins
 * with A♦ and must lead K♠ to the A♠, and left's last card, the 5♥, goes
 * to the bidder: bidder 3 + 1 + 5 = 9, the others 2 + (1 − 3 + 1) = 1,
 * value +8.  So the bidder's
 * best against the two together is 9♦, worth 8 (each opponent scores
 * apart, 000_5ed066fa22fca3eb.txt "Three Players", but both gain by
 * setting the bidder). */
static void
test_end_position (void)
{
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();
  KaiserRules rules;
  KaiserState st;
  KaiserCard cards[16];
  gint values[16];
  guint n;

  three_players (&rules);
  kaiser_state_init (&st, &rules, 2);
  st.phase = KAISER_PHASE_PLAY;
  st.declarer = 0;
  st.contract = kaiser_bid_make (KAISER_BID_NO_TRUMP, 7);
  st.trump = KAISER_SUIT_NONE;
  st.active = 7;
  st.hands[0] = kaiser_test_cards (&rules, "AS 9D");
  st.hands[1] = kaiser_test_cards (&rules, "5H 10D");
  st.hands[2] = kaiser_test_cards (&rules, "KS AD");
  st.n_tricks = 6;
  st.tricks_won[0] = 3;
  st.tricks_won[1] = 2;
  st.tricks_won[2] = 1;
  st.won[2] = kaiser_test_cards (&rules, "3S");
  st.tricks[6].leader = 0;
  st.to_act = 0;

  g_assert_cmpint (kaiser_solver_solve_for (solver, &st, 1u << 0), ==, 8);
  g_assert_cmpint (kaiser_solver_solve_reference_for (&st, 1u << 0), ==, 8);
  /* the same game seen from the two others: the negation */
  g_assert_cmpint (kaiser_solver_solve_for (solver, &st, 6), ==, -8);
  n = kaiser_solver_solve_moves_for (solver, &st, 1u << 0, cards, values);
  g_assert_cmpuint (n, ==, 2);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (values[i], ==, cards[i] == kaiser_test_card (&rules, "9D") ? 8 : -2);
  /* the Expert's model: the bidder against the others together */
  g_assert_cmpuint (kaiser_solver_seats_for (&st, 0, KAISER_SOLVER_COALITION), ==, 1u << 0);
  g_assert_cmpuint (kaiser_solver_seats_for (&st, 1, KAISER_SOLVER_COALITION), ==, 6);
}

/* Nobody has a partner at three: the dealer with a hand of hearts takes
 * the contract over from seat 0 ("The dealer can take over the contract
 * by equalling the highest bid", 000_5ed066fa22fca3eb.txt, "Three
 * Players"); the four-handed helpers took seat 0 for the dealer's
 * partner (seat 2) and passed. */
static void
test_standard_no_partner (void)
{
  KaiserCards hands[KAISER_MAX_SEATS] = { 0 };
  g_autoptr(KaiserPlayer) player = kaiser_player_new (KAISER_LEVEL_STANDARD, 1);
  KaiserObservation obs;
  KaiserAction action;
  KaiserRules rules;
  KaiserState st;

  three_players (&rules);
  hands[0] = kaiser_test_cards (&rules, "KS QS JS 10S 9S 3S AC KC");
  hands[1] = kaiser_test_cards (&rules, "QC JC 10C 9C AD KD QD JD");
  hands[2] = kaiser_test_cards (&rules, "AH KH QH JH 10H 9H 5H AS");
  kaiser_state_init (&st, &rules, 2);
  kaiser_state_deal (&st, hands, kaiser_test_cards (&rules, "10D 9D"));
  g_assert_cmpint (st.phase, ==, KAISER_PHASE_BIDDING);
  kaiser_test_bid_ok (&st, 0, "7");
  kaiser_test_bid_ok (&st, 1, "pass");
  g_assert_cmpuint (st.to_act, ==, 2);
  kaiser_observation_init (&obs, &st, 2);
  g_assert_true (kaiser_player_decide (player, &obs, &action, NULL));
  g_assert_cmpint (action.type, ==, KAISER_ACTION_BID);
  g_assert_false (kaiser_bid_is_pass (action.bid));
}

/* Lost Heir, every level at each of the three presets: whole games,
 * legal to the end, each hand's points those of the hand less what a
 * blank annulled, each record verifying; the Standard dealers both
 * accept bids and refuse them (a player without the sale's own rule took
 * every bid, the first action offered). */
static void
test_lost_heir_levels (void)
{
  static const char * const presets[] = { "lost-heir", "lost-heir-teams", "lost-heir-48" };
  static const struct { const char *spec; guint games; } levels[] = {
    { "random", 6 }, { "beginner", 6 }, { "standard", 12 }, { "expert:samples=6", 1 }, { "expert", 1 },
  };
  gboolean quick = g_getenv ("KAISER_TEST_QUICK") != NULL;
  guint sales[2] = { 0, 0 };

  for (guint p = 0; p < G_N_ELEMENTS (presets); p++)
    {
      KaiserRules rules;

      g_assert_true (kaiser_rules_init_preset (&rules, presets[p], NULL));
      g_assert_true (kaiser_rules_validate (&rules, NULL));
      g_assert_cmpuint (rules.deck.outside, !=, 0);
      for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
        {
          if (quick && g_str_equal (levels[l].spec, "expert"))
            continue;
          for (guint g = 0; g < levels[l].games; g++)
            play_game_sales (&rules, levels[l].spec, 300 + g, g_str_equal (levels[l].spec, "standard") ? sales : NULL);
        }
    }
  g_test_message ("the Standard dealers refused %u bids, accepted %u", sales[0], sales[1]);
  g_assert_cmpuint (sales[0], >, 0);
  g_assert_cmpuint (sales[1], >, 0);
}

/* The sampler at Lost Heir.  Drawn for South after the first trick of
 * kaiser_test_lost_heir_deal (North 7D, making diamonds trumps; East,
 * without a trump, 1H; South 1D; West the Wrong Boy): East showed out of
 * trumps, so never holds the Lost Heir, a trump whatever its bits say;
 * a blank is in no suit, so East's void in diamonds leaves it free to
 * hold B2, which lies on the diamonds' spare bit.  With inference the
 * calls read include West's sale.  And the deals drawn at every decision
 * of Standard games at the three presets follow suits as the cards do. */
static void
test_lost_heir_sampler (void)
{
  static const char * const presets[] = { "lost-heir", "lost-heir-teams", "lost-heir-48" };
  KaiserState st;
  KaiserObservation obs;
  KaiserSampler sampler;
  KaiserRng rng;
  guint b2_east = 0, sales = 0, checked = 0;
  KaiserCard lh, b2;

  kaiser_test_lost_heir_deal (&st, "lost-heir-teams", "5", 1);
  kaiser_test_trick_ok (&st, "7D 1H 1D WB");
  g_assert_cmpint (st.trump, ==, KAISER_DIAMONDS);
  lh = st.rules.deck.bonus_card;
  b2 = kaiser_test_card (&st.rules, "B2");
  kaiser_observation_init (&obs, &st, KAISER_SOUTH);
  kaiser_rng_init (&rng, 25);
  for (guint inference = 0; inference < 2; inference++)
    {
      kaiser_sampler_init (&sampler, &obs, inference);
      for (guint i = 0; i < sampler.n_calls; i++)
        if (sampler.calls[i].action.type == KAISER_ACTION_ACCEPT)
          {
            g_assert_cmpint (sampler.calls[i].obs.seat, ==, KAISER_WEST);
            g_assert_cmpint (sampler.calls[i].obs.view.phase, ==, KAISER_PHASE_ACCEPT);
            g_assert_cmpuint (sampler.calls[i].action.value, ==, 1);
            sales++;
          }
      for (guint k = 0; k < 200; k++)
        {
          KaiserState deal;
          double weight;

          g_assert_true (kaiser_sampler_draw (&sampler, &rng, &deal, &weight));
          check_sample (&st, KAISER_SOUTH, &deal);
          g_assert_false (kaiser_cards_has (deal.hands[KAISER_EAST], lh));
          b2_east += kaiser_cards_has (deal.hands[KAISER_EAST], b2);
        }
    }
  g_assert_cmpuint (sales, ==, 1);
  g_assert_cmpuint (b2_east, >, 0);

  for (guint p = 0; p < G_N_ELEMENTS (presets); p++)
    {
      KaiserRules rules;

      g_assert_true (kaiser_rules_init_preset (&rules, presets[p], NULL));
      g_assert_cmpuint (sample_games (&rules, g_getenv ("KAISER_TEST_QUICK") ? 1 : 3, &checked), >, 0);
    }
  g_test_message ("%u deals checked", checked);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/ai-tables/end-position", test_end_position);
  g_test_add_func ("/kaiser/ai-tables/sampler", test_sampler);
  g_test_add_func ("/kaiser/ai-tables/standard-no-partner", test_standard_no_partner);
  g_test_add_func ("/kaiser/ai-tables/levels", test_levels);
  g_test_add_func ("/kaiser/ai-tables/random-tables", test_random_tables);
  g_test_add_func ("/kaiser/ai-tables/property", test_property);
  g_test_add_func ("/kaiser/ai-tables/lost-heir-levels", test_lost_heir_levels);
  g_test_add_func ("/kaiser/ai-tables/lost-heir-sampler", test_lost_heir_sampler);
  return g_test_run ();
}
