/* kaiser-cli-dd-table.c: kaiser-cli dd-table --record FILE [--hand N]
 *                        kaiser-cli dd-table --seed S | --deal FILE [--declarer SEAT] [--bid N]
 *                        kaiser-cli dd-table --bench N
 * The double-dummy result of each contract from the first lead. */
#define G_LOG_DOMAIN "kaiser-cli"

#include <stdio.h>
#include <stdlib.h>

#include "kaiser-cli.h"
#include "kaiser-dd-table.h"

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* The hands at the first lead from the hands as dealt: with a kitty the
 * declarer takes it and lays away its lowest cards other than the +5 and
 * −3 (the discards are stated in the output). */
static void
take_kitty (const KaiserRules *rules, KaiserSeat declarer, KaiserCards hands[KAISER_MAX_SEATS], KaiserCards kitty,
            KaiserCards *discards)
{
  const KaiserDeck *deck = &rules->deck;
  guint n = kaiser_rules_kitty_size (rules);

  *discards = 0;
  hands[declarer] |= kitty;
  for (guint k = 0; k < n; k++)
    {
      KaiserCard card, low = KAISER_CARD_NONE;

      KAISER_CARDS_FOREACH (card, hands[declarer])
        if (card != deck->bonus_card && card != deck->penalty_card &&
            (low == KAISER_CARD_NONE || kaiser_card_power (card) < kaiser_card_power (low)))
          low = card;
      hands[declarer] &= ~kaiser_card_bit (low);
      *discards |= kaiser_card_bit (low);
    }
}

static gboolean
deal_first_lead (const KaiserRules *rules, const KaiserDeal *deal, KaiserSeat declarer, KaiserState *state,
                 KaiserCards *discards, GError **error)
{
  KaiserCards hands[KAISER_MAX_SEATS] = { 0 };

  if (kaiser_rules_pass_count (rules) > 0)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID,
                   "these rules pass cards: the hands at the first lead depend on the passes, use --record");
      return FALSE;
    }
  for (guint s = 0; s < kaiser_rules_n_seats (rules); s++)
    hands[s] = deal->hands[s];
  take_kitty (rules, declarer, hands, deal->kitty, discards);
  return kaiser_dd_table_first_lead (rules, deal->dealer, declarer, hands, *discards, state, error);
}

static void
seed_deal (const KaiserRules *rules, guint64 seed, KaiserDeal *deal)
{
  g_autoptr(KaiserGame) game = kaiser_game_new (rules, seed);
  const KaiserState *st = kaiser_game_get_state (game);

  deal->dealer = st->dealer;
  for (guint s = 0; s < kaiser_rules_n_seats (rules); s++)
    deal->hands[s] = st->dealt[s];
  deal->kitty = st->kitty;
}

/* Full tables of --bench deals from the seed on: the time of each. */
static int
bench (const KaiserRules *rules, gint deals, gint64 seed, guint amount)
{
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();
  g_autofree double *ms = g_new (double, deals);
  double total = 0;
  guint fewest = G_MAXUINT, most = 0;
  g_autofree char *rows = NULL;

  for (gint i = 0; i < deals; i++)
    {
      g_autoptr(GError) error = NULL;
      KaiserDdTable table;
      KaiserDeal deal;
      KaiserState st;
      KaiserCards discards;
      gint64 start;

      seed_deal (rules, (guint64) (seed + i), &deal);
      if (!deal_first_lead (rules, &deal, kaiser_rules_seat_next (rules, deal.dealer), &st, &discards, &error))
        {
          fprintf (stderr, "kaiser-cli dd-table: %s\n", error->message);
          return 2;
        }
      start = g_get_monotonic_time ();
      if (!kaiser_dd_table_compute (solver, &st, amount, &table, &error))
        {
          fprintf (stderr, "kaiser-cli dd-table: %s\n", error->message);
          return 2;
        }
      ms[i] = (g_get_monotonic_time () - start) / 1000.0;
      total += ms[i];
      fewest = MIN (fewest, table.n_rows);
      most = MAX (most, table.n_rows);
    }
  qsort (ms, deals, sizeof (double), compare_double);
  rows = fewest == most ? g_strdup_printf ("%u contracts each", most) : g_strdup_printf ("%u to %u contracts", fewest, most);
  printf ("rules %s: %d deals, %s, full table ms: median %.1f  mean %.1f  max %.1f\n",
          rules->id, deals, rows, ms[deals / 2], total / deals, ms[deals - 1]);
  return 0;
}

int
kaiser_cli_dd_table (int argc, char **argv)
{
  g_autofree char *record = NULL;
  g_autofree char *deal_path = NULL;
  g_autofree char *declarer_name = NULL;
  g_autofree char *preset = NULL;
  g_auto(GStrv) settings = NULL;
  gint hand = 1, amount = 0, bench_deals = 0;
  gint64 seed = -1;
  g_autoptr(GError) error = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();
  g_autofree char *text = NULL;
  GOptionEntry entries[] = {
    { "record", 0, 0, G_OPTION_ARG_FILENAME, &record, "A game record: the table of one of its hands, and the hand as played", "FILE" },
    { "hand", 0, 0, G_OPTION_ARG_INT, &hand, "Hand of the record (default 1)", "N" },
    { "deal", 'd', 0, G_OPTION_ARG_FILENAME, &deal_path, "A deal in the deal text format", "FILE" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "The first deal of a game of this seed", "S" },
    { "declarer", 0, 0, G_OPTION_ARG_STRING, &declarer_name, "Declarer of a deal or seed (default the dealer's left)", "SEAT" },
    { "bid", 'b', 0, G_OPTION_ARG_INT, &amount, "Bid the scores are for (default the minimum bid; a record's own bid)", "N" },
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &preset, "Rule set of a deal or seed (default standard)", "PRESET" },
    { "set", 0, 0, G_OPTION_ARG_STRING_ARRAY, &settings, "Change one option of the rule set", "OPTION=VALUE" },
    { "bench", 0, 0, G_OPTION_ARG_INT, &bench_deals, "Time full tables of N deals from --seed (default 1) on", "N" },
    { NULL }
  };
  KaiserRules rules;
  KaiserDdTable table;

  context = g_option_context_new ("— the double-dummy result of each contract from the first lead");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || amount < 0 || bench_deals < 0 ||
      (record != NULL) + (deal_path != NULL) + (seed >= 0 || bench_deals > 0) != 1)
    {
      fprintf (stderr, "kaiser-cli dd-table: %s\n",
               error ? error->message : "give one of --record FILE, --deal FILE, --seed S or --bench N; --bid not negative");
      return 2;
    }

  if (record != NULL)
    {
      g_autoptr(KaiserGame) game = kaiser_record_load_file (record, &error);

      if (game == NULL || hand < 1 ||
          !kaiser_dd_table_compute_game (solver, game, (guint) hand - 1, &table, &error))
        {
          fprintf (stderr, "kaiser-cli dd-table: %s: %s\n", record, error ? error->message : "--hand counts from 1");
          return 1;
        }
      rules = *kaiser_game_get_rules (game);
      text = kaiser_dd_table_to_string (&rules, &table);
      fputs (text, stdout);
      return 0;
    }

  if (!kaiser_cli_rules_from_options (preset, settings, &rules, &error))
    {
      fprintf (stderr, "kaiser-cli dd-table: %s\n", error->message);
      return 2;
    }
  if (bench_deals > 0)
    return bench (&rules, bench_deals, seed >= 0 ? seed : 1, (guint) amount);
  {
    KaiserDeal deal;
    KaiserSeat declarer;
    KaiserState st;
    KaiserCards discards;

    if (deal_path != NULL)
      {
        if (!kaiser_deal_load (&rules, deal_path, &deal, &error))
          {
            fprintf (stderr, "kaiser-cli dd-table: %s: %s\n", deal_path, error->message);
            return 1;
          }
      }
    else
      seed_deal (&rules, (guint64) seed, &deal);
    declarer = kaiser_rules_seat_next (&rules, deal.dealer);
    if (declarer_name != NULL &&
        (!kaiser_seat_from_string (declarer_name, &declarer) || declarer >= kaiser_rules_n_seats (&rules)))
      {
        fprintf (stderr, "kaiser-cli dd-table: “%s” is not a seat of the table (N, E, S or W, then 5 and 6)\n",
                 declarer_name);
        return 2;
      }
    if (!deal_first_lead (&rules, &deal, declarer, &st, &discards, &error) ||
        !kaiser_dd_table_compute (solver, &st, (guint) amount, &table, &error))
      {
        fprintf (stderr, "kaiser-cli dd-table: %s\n", error->message);
        return 2;
      }
    for (guint s = 0; s < kaiser_rules_n_seats (&rules); s++)
      {
        g_autofree char *cards = kaiser_deck_cards_to_string (&rules.deck, st.hands[s]);
        printf ("%s: %s\n", kaiser_seat_to_string (s), cards);
      }
    if (discards != 0)
      {
        g_autofree char *cards = kaiser_deck_cards_to_string (&rules.deck, discards);
        printf ("laid away from the kitty (the declarer's lowest cards): %s\n", cards);
      }
    text = kaiser_dd_table_to_string (&rules, &table);
    fputs (text, stdout);
  }
  return 0;
}
