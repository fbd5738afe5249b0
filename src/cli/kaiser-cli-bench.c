/* kaiser-cli-bench.c: kaiser-cli bench solver --deals N --seed S */
#define G_LOG_DOMAIN "kaiser-cli"

#include <stdio.h>
#include <stdlib.h>

#include "kaiser-cli.h"
#include "kaiser-solver.h"

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static double
percentile (const double *sorted, guint n, double p)
{
  guint i = (guint) (p * (n - 1) + 0.5);
  return sorted[MIN (i, n - 1)];
}

/* Solve full deals at the first lead, scoring every card the leader may
 * lead: the solver's real work when a computer player chooses a lead. */
static int
bench_solver (int argc, char **argv)
{
  gint deals = 1000;
  gint64 seed = 1;
  g_autofree char *preset = NULL;
  g_auto(GStrv) settings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(KaiserSolver) solver = NULL;
  GOptionEntry entries[] = {
    { "deals", 'n', 0, G_OPTION_ARG_INT, &deals, "Number of deals (default 1000)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed of the deals (default 1)", "S" },
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &preset, "Rule set (default standard)", "PRESET" },
    { "set", 0, 0, G_OPTION_ARG_STRING_ARRAY, &settings, "Change one option of the rule set", "OPTION=VALUE" },
    { NULL }
  };
  g_autofree double *ms = NULL;
  g_autofree double *nodes = NULL;
  KaiserRules rules;
  KaiserRng rng;
  double total_ms = 0, total_nodes = 0;

  context = g_option_context_new ("— time the double-dummy solver on full deals");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || deals < 1)
    {
      fprintf (stderr, "kaiser-cli bench solver: %s\n", error ? error->message : "--deals must be at least 1");
      return 2;
    }
  if (!kaiser_cli_rules_from_options (preset, settings, &rules, &error))
    {
      fprintf (stderr, "kaiser-cli bench solver: %s\n", error->message);
      return 2;
    }

  ms = g_new (double, deals);
  nodes = g_new (double, deals);
  solver = kaiser_solver_new ();
  kaiser_rng_init (&rng, (guint64) seed);
  for (gint i = 0; i < deals; i++)
    {
      KaiserState st;
      KaiserCards hands[KAISER_N_SEATS], kitty;
      KaiserSeat dealer = kaiser_rng_below (&rng, KAISER_N_SEATS);
      KaiserCard cards[16];
      gint values[16];
      guint64 before = kaiser_solver_get_nodes (solver);
      gint64 start;

      /* a deal, and a contract: the dealer's left bids 7 and names a random suit, or no-trump */
      kaiser_state_init (&st, &rules, dealer);
      kaiser_state_shuffle (&rules, dealer, &rng, hands, &kitty);
      kaiser_state_deal (&st, hands, kitty);
      st.phase = KAISER_PHASE_PLAY;
      st.declarer = kaiser_seat_lho (dealer);
      st.contract = kaiser_bid_make (KAISER_BID_SUIT, 7);
      st.trump = (KaiserSuit) kaiser_rng_below (&rng, KAISER_N_SUITS + 1);
      st.to_act = st.declarer;
      st.tricks[0].leader = st.declarer;

      start = g_get_monotonic_time ();
      kaiser_solver_solve_moves (solver, &st, cards, values);
      ms[i] = (g_get_monotonic_time () - start) / 1000.0;
      nodes[i] = (double) (kaiser_solver_get_nodes (solver) - before);
      total_ms += ms[i];
      total_nodes += nodes[i];
    }
  qsort (ms, deals, sizeof (double), compare_double);
  qsort (nodes, deals, sizeof (double), compare_double);
  printf ("deals: %d  every first lead scored\n", deals);
  printf ("time ms: mean %.3f  p50 %.3f  p99 %.3f  max %.3f\n",
          total_ms / deals, percentile (ms, deals, 0.5), percentile (ms, deals, 0.99), ms[deals - 1]);
  printf ("nodes:   mean %.0f  p50 %.0f  p99 %.0f\n",
          total_nodes / deals, percentile (nodes, deals, 0.5), percentile (nodes, deals, 0.99));
  return 0;
}

int
kaiser_cli_bench (int argc, char **argv)
{
  if (argc >= 2 && g_str_equal (argv[1], "solver"))
    return bench_solver (argc - 1, argv + 1);
  fprintf (stderr, "Usage: kaiser-cli bench solver [--deals N] [--seed S] [--rules PRESET]\n");
  return 2;
}
