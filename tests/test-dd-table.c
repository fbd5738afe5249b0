/* test-dd-table.c: the double-dummy view of a deal (src/ai/kaiser-dd-table.c).
 *
 * Each row of the table against kaiser_solver_solve on a state built
 * here by hand for that contract, on seeded deals under several rule
 * sets (the 34-card pack with its kitty, low no-trump, trumps by first
 * lead, the dealer's left leading); a deal with an obvious result; the
 * hands of games played out, against the hands as played.
 */
#include <string.h>

#include "kaiser-dd-table.h"
#include "kaiser-test-util.h"

/* The first leader as the rules say, written out here. */
static KaiserSeat
expected_leader (const KaiserRules *rules, KaiserSeat dealer, KaiserSeat declarer)
{
  return rules->first_lead == KAISER_LEAD_DEALER_LEFT ? (KaiserSeat) ((dealer + 1) % KAISER_N_SEATS) : declarer;
}

/* A seeded deal at the first lead, built without kaiser-dd-table: the
 * declarer takes any kitty and lays away its first cards other than the
 * +5 and −3.  Returns the hands through @hands, the discards through @discards. */
static void
seeded_hands (const KaiserRules *rules, guint64 seed, KaiserSeat *dealer, KaiserSeat *declarer,
              KaiserCards hands[KAISER_N_SEATS], KaiserCards *discards)
{
  const KaiserDeck *deck = &rules->deck;
  KaiserRng rng;
  KaiserCards kitty;
  KaiserCard card;
  guint need = kaiser_rules_kitty_size (rules);

  kaiser_rng_init (&rng, seed);
  *dealer = kaiser_rng_below (&rng, KAISER_N_SEATS);
  *declarer = kaiser_rng_below (&rng, KAISER_N_SEATS);
  kaiser_state_shuffle (rules, *dealer, &rng, hands, &kitty);
  hands[*declarer] |= kitty;
  *discards = 0;
  KAISER_CARDS_FOREACH (card, hands[*declarer])
    if (need > 0 && card != deck->bonus_card && card != deck->penalty_card)
      {
        *discards |= kaiser_card_bit (card);
        need--;
      }
  hands[*declarer] &= ~*discards;
}

/* The state of a contract at the first lead, by hand (as bench solver does). */
static void
hand_built (const KaiserRules *rules, KaiserSeat dealer, KaiserSeat declarer, const KaiserCards hands[KAISER_N_SEATS],
            KaiserBid contract, KaiserSuit trump, gboolean low, KaiserState *st)
{
  KaiserSeat leader = expected_leader (rules, dealer, declarer);

  memset (st, 0, sizeof *st);
  kaiser_state_init (st, rules, dealer);
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    st->hands[s] = st->dealt[s] = hands[s];
  st->phase = KAISER_PHASE_PLAY;
  st->declarer = declarer;
  st->contract = contract;
  st->trump = trump;
  st->low = low;
  st->to_act = leader;
  st->tricks[0].leader = leader;
}

/* Best value for the leader's side among first cards of one suit. */
static gint
best_lead_in_suit (KaiserSolver *solver, const KaiserState *st, KaiserSuit suit)
{
  KaiserCard cards[KAISER_MAX_ACTIONS];
  gint values[KAISER_MAX_ACTIONS];
  guint n = kaiser_solver_solve_moves (solver, st, cards, values);
  gboolean ns = kaiser_seat_team (st->to_act) == KAISER_TEAM_NS;
  gint best = ns ? G_MININT : G_MAXINT;

  for (guint i = 0; i < n; i++)
    if (kaiser_card_suit (cards[i]) == suit)
      best = ns ? MAX (best, values[i]) : MIN (best, values[i]);
  g_assert_cmpint (best, !=, ns ? G_MININT : G_MAXINT);
  return best;
}

/* Each row against the solver on its hand-built state; the line played
 * out agrees with the value and with the engine's scoring. */
static void
check_table (const KaiserRules *rules, KaiserSeat dealer, KaiserSeat declarer, const KaiserCards hands[KAISER_N_SEATS],
             guint amount, const KaiserDdTable *table)
{
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();
  KaiserTeam bidders = kaiser_seat_team (declarer);

  g_assert_cmpint (table->declarer, ==, declarer);
  g_assert_cmpint (table->leader, ==, expected_leader (rules, dealer, declarer));
  for (guint i = 0; i < table->n_rows; i++)
    {
      const KaiserDdRow *row = &table->rows[i];
      const KaiserHandResult *r = &row->result;
      KaiserState st;
      gint value;

      hand_built (rules, dealer, declarer, hands, kaiser_bid_make (row->contract.kind, amount),
                  row->trump, row->contract.kind == KAISER_BID_LOW_NO_TRUMP || row->low, &st);
      value = row->lead_suit != KAISER_SUIT_NONE ? best_lead_in_suit (solver, &st, row->lead_suit)
                                                 : kaiser_solver_solve (solver, &st);
      g_assert_cmpint (row->contract.amount, ==, amount);
      g_assert_cmpint (row->value, ==, value);
      g_assert_cmpint (r->points[KAISER_TEAM_NS] - r->points[KAISER_TEAM_EW], ==, value);
      g_assert_cmpint (r->tricks[KAISER_TEAM_NS] + r->tricks[KAISER_TEAM_EW], ==, kaiser_rules_hand_size (rules));
      g_assert_cmpint (r->bidders, ==, bidders);
      /* made or set by the points the bidders took (contract_made in kaiser-scoring.c) */
      g_assert_true (r->made == (r->points[bidders] >= (gint) amount));
    }
}

typedef struct {
  const char *preset;
  const char *set;      /* one option changed, or NULL */
  guint       n_rows;   /* contracts in the table (by first lead: at most) */
  guint       n_low;    /* of them played low */
} Case;

static void
test_solver_agrees (void)
{
  static const Case cases[] = {
    { "standard", NULL, 5, 0 },
    { "standard", "first-lead=dealer-left", 5, 0 },
    { "standard", "low-no-trump=announced", 6, 1 },
    { "standard", "low-no-trump=any-bid", 10, 5 },
    { "saskatchewan-34", NULL, 6, 1 },         /* 34-card pack, kitty of two, low no-trump as its own bid */
    { "les-rois", NULL, 4, 0 },
    { "hetu", NULL, 5, 0 },                    /* trumps by first lead, no no-trump */
    { "joffre", NULL, 5, 0 },
  };
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    for (guint64 seed = 1; seed <= 4; seed++)
      {
        g_autoptr(GError) error = NULL;
        KaiserRules rules;
        KaiserCards hands[KAISER_N_SEATS], discards;
        KaiserSeat dealer, declarer;
        KaiserState st;
        KaiserDdTable table;
        guint amount, n_low;

        g_assert_true (kaiser_rules_init_preset (&rules, cases[c].preset, NULL));
        if (cases[c].set)
          {
            g_auto(GStrv) kv = g_strsplit (cases[c].set, "=", 2);
            g_assert_true (kaiser_rules_set (&rules, kv[0], kv[1], NULL));
          }
        g_assert_true (kaiser_rules_validate (&rules, NULL));
        amount = (guint) rules.min_bid + (guint) (seed % 2);
        seeded_hands (&rules, seed * 31 + c, &dealer, &declarer, hands, &discards);
        g_assert_true (kaiser_dd_table_first_lead (&rules, dealer, declarer, hands, discards, &st, &error));
        g_assert_no_error (error);
        g_assert_true (kaiser_dd_table_compute (solver, &st, amount, &table, &error));
        g_assert_no_error (error);
        if (rules.trump_by == KAISER_TRUMP_BY_FIRST_LEAD)
          {
            guint suits = 0;
            KaiserSeat leader = expected_leader (&rules, dealer, declarer);

            for (guint s = 0; s < KAISER_N_SUITS; s++)
              suits += (hands[leader] & kaiser_suit_mask (s)) != 0;
            g_assert_cmpuint (table.n_rows, ==, suits + 1);
            g_assert_cmpuint (table.n_rows, <=, cases[c].n_rows);
          }
        else
          g_assert_cmpuint (table.n_rows, ==, cases[c].n_rows);
        check_table (&rules, dealer, declarer, hands, amount, &table);
        n_low = 0;
        for (guint i = 0; i < table.n_rows; i++)
          {
            if (table.rows[i].contract.kind == KAISER_BID_LOW_NO_TRUMP)
              g_assert_true (table.rows[i].low);
            n_low += table.rows[i].low;
          }
        g_assert_cmpuint (n_low, ==, cases[c].n_low);
      }
}

/* North holds every spade and leads: at spades and at no-trump North–South
 * take every trick, the +5 card and the −3 card: 8 + 5 − 3 = 10 points. */
static const char all_spades[] =
  "dealer: W\n"
  "N: AS KS QS JS 10S 9S 8S 3S\n"
  "E: AH KH QH JH AD KD QD JD\n"
  "S: 10H 9H 8H 5H 10D 9D 8D 7D\n"
  "W: AC KC QC JC 10C 9C 8C 7C\n";

static void
test_fixture (void)
{
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();
  g_autoptr(GError) error = NULL;
  KaiserRules rules;
  KaiserDeal deal;
  KaiserState st;
  KaiserDdTable table;
  gboolean seen_nt = FALSE, seen_spades = FALSE;

  kaiser_rules_init_standard (&rules);
  g_assert_true (kaiser_deal_parse (&rules, all_spades, &deal, &error));
  g_assert_no_error (error);
  g_assert_true (kaiser_dd_table_first_lead (&rules, deal.dealer, KAISER_NORTH, deal.hands, 0, &st, &error));
  g_assert_true (kaiser_dd_table_compute (solver, &st, 7, &table, &error));
  g_assert_no_error (error);
  g_assert_cmpint (table.leader, ==, KAISER_NORTH);
  for (guint i = 0; i < table.n_rows; i++)
    {
      const KaiserDdRow *row = &table.rows[i];

      if (row->contract.kind == KAISER_BID_SUIT && row->trump != KAISER_SPADES)
        continue;
      g_assert_cmpint (row->value, ==, 10);
      g_assert_cmpint (row->result.tricks[KAISER_TEAM_NS], ==, 8);
      g_assert_cmpint (row->result.points[KAISER_TEAM_NS], ==, 10);
      g_assert_cmpint (row->result.points[KAISER_TEAM_EW], ==, 0);
      g_assert_true (row->result.made);
      /* made at 7: the points taken, doubled at no-trump (V4) */
      g_assert_cmpint (row->result.change[KAISER_TEAM_NS], ==, row->contract.kind == KAISER_BID_NO_TRUMP ? 20 : 10);
      seen_nt |= row->contract.kind == KAISER_BID_NO_TRUMP;
      seen_spades |= row->contract.kind == KAISER_BID_SUIT;
    }
  g_assert_true (seen_nt && seen_spades);
}

static void
test_refusals (void)
{
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();
  g_autoptr(GError) error = NULL;
  KaiserRules rules;
  KaiserDeal deal;
  KaiserState st;
  KaiserDdTable table;
  KaiserCards hands[KAISER_N_SEATS];

  kaiser_rules_init_standard (&rules);
  g_assert_true (kaiser_deal_parse (&rules, all_spades, &deal, NULL));
  g_assert_true (kaiser_dd_table_first_lead (&rules, deal.dealer, KAISER_NORTH, deal.hands, 0, &st, NULL));
  g_assert_false (kaiser_dd_table_compute (solver, &st, (guint) rules.max_bid + 1, &table, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_BID_INVALID);
  g_clear_error (&error);

  memcpy (hands, deal.hands, sizeof hands);
  hands[KAISER_EAST] = hands[KAISER_NORTH];   /* the spades twice, no hearts */
  g_assert_false (kaiser_dd_table_first_lead (&rules, deal.dealer, KAISER_NORTH, hands, 0, &st, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID);
}

/* A game's first hand, played by random legal actions to its end. */
static KaiserGame *
played_game (const KaiserRules *rules, guint64 seed)
{
  KaiserGame *game = kaiser_game_new (rules, seed);
  KaiserRng rng;

  kaiser_rng_init (&rng, seed);
  while (kaiser_game_get_phase (game) != KAISER_PHASE_HAND_OVER && kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
    {
      KaiserAction actions[KAISER_MAX_ACTIONS];
      guint n = kaiser_state_legal_actions (kaiser_game_get_state (game), actions);
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (n, >, 0);
      g_assert_true (kaiser_game_apply (game, &actions[kaiser_rng_below (&rng, n)], &error));
      g_assert_no_error (error);
    }
  return game;
}

/* The first hand of random games under rules with a kitty and with
 * trumps by first lead too: the table of the hand at its first lead
 * (the hands as dealt, the declarer's with the kitty less what it laid
 * away), the row of the contract played and the hand as played. */
static void
test_game (void)
{
  static const char * const presets[] = { "standard", "saskatchewan-34", "joffre" };
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();

  for (guint p = 0; p < G_N_ELEMENTS (presets); p++)
    {
      guint checked = 0;

      for (guint64 seed = 1; seed <= 20 && checked < 3; seed++)
        {
          g_autoptr(KaiserGame) game = NULL;
          g_autoptr(GError) error = NULL;
          const KaiserState *end;
          const KaiserDdRow *row;
          KaiserCards hands[KAISER_N_SEATS];
          KaiserDdTable table;
          KaiserRules rules;
          guint last;

          g_assert_true (kaiser_rules_init_preset (&rules, presets[p], NULL));
          game = played_game (&rules, seed);
          last = kaiser_game_get_n_hands (game) - 1;
          end = &kaiser_game_get_hand_log (game, last)->state;
          if (end->contract.kind != KAISER_BID_SUIT && end->contract.kind != KAISER_BID_NO_TRUMP &&
              end->contract.kind != KAISER_BID_LOW_NO_TRUMP)
            continue;
          g_assert_true (kaiser_dd_table_compute_game (solver, game, last, &table, &error));
          g_assert_no_error (error);
          g_assert_true (table.has_played);
          g_assert_cmpint (table.played_row, >=, 0);
          row = &table.rows[table.played_row];
          g_assert_cmpint (row->contract.kind, ==, end->contract.kind);
          g_assert_cmpint (row->contract.amount, ==, end->contract.amount);
          g_assert_true (row->low == end->low);
          if (rules.trump_by == KAISER_TRUMP_BY_FIRST_LEAD && end->contract.kind == KAISER_BID_SUIT)
            g_assert_cmpint (row->lead_suit, ==, end->trump);
          else
            g_assert_cmpint (row->trump, ==, end->trump);
          g_assert_cmpint (table.played.result.points[KAISER_TEAM_NS], ==, end->result.points[KAISER_TEAM_NS]);
          for (guint s = 0; s < KAISER_N_SEATS; s++)
            hands[s] = end->dealt[s];
          hands[end->declarer] = (hands[end->declarer] | end->kitty) & ~end->discards;
          check_table (&rules, end->dealer, end->declarer, hands, end->contract.amount, &table);
          checked++;
        }
      g_assert_cmpuint (checked, >=, 2);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/dd-table/solver-agrees", test_solver_agrees);
  g_test_add_func ("/kaiser/dd-table/all-spades", test_fixture);
  g_test_add_func ("/kaiser/dd-table/refusals", test_refusals);
  g_test_add_func ("/kaiser/dd-table/game", test_game);
  return g_test_run ();
}
