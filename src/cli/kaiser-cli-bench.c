/* kaiser-cli-bench.c: kaiser-cli bench solver --deals N --seed S
 *                     kaiser-cli bench ai --level L --decisions N
 *                     kaiser-cli bench review --hands N --seed S */
#define G_LOG_DOMAIN "kaiser-cli"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "kaiser-cli.h"
#include "kaiser-match.h"
#include "kaiser-review.h"
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

/* CPU time of the calling thread, in milliseconds. */
static double
thread_cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* One line: rules|dealer|trumps|N|E|S|W|kitty|each first lead and its
 * value (NS − EW points), the form tests/data/solver-values.txt keeps. */
static void
print_deal_values (const KaiserState *st, const KaiserCard *cards, const gint *values)
{
  const KaiserDeck *deck = &st->rules.deck;
  guint n = kaiser_cards_count (kaiser_state_legal_cards (st));
  char buf[8];

  printf ("%s|%s|%s", st->rules.id, kaiser_seat_to_string (st->dealer), kaiser_suit_to_string (st->trump));
  for (guint s = 0; s < kaiser_rules_n_seats (&st->rules); s++)
    {
      g_autofree char *hand = kaiser_deck_cards_to_string (deck, st->hands[s]);

      printf ("|%s", hand);
    }
  {
    g_autofree char *kitty = kaiser_deck_cards_to_string (deck, st->kitty);

    printf ("|%s|", kitty);
  }
  for (guint i = 0; i < n; i++)
    printf ("%s%s %+d", i ? " " : "", kaiser_deck_card_to_string (deck, cards[i], buf), values[i]);
  printf ("\n");
}

/* Solve full deals at the first lead, scoring every card the leader may
 * lead: the solver's real work when a computer player chooses a lead. */
static int
bench_solver (int argc, char **argv)
{
  gint deals = 1000;
  gint64 seed = 1;
  gboolean print_values = FALSE;
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
    { "values", 0, 0, G_OPTION_ARG_NONE, &print_values, "Print each deal and the value of each first lead, one line a deal (as tests/data/solver-values.txt)", NULL },
    { NULL }
  };
  g_autofree double *ms = NULL;
  g_autofree double *cpu = NULL;
  g_autofree double *nodes = NULL;
  KaiserRules rules;
  KaiserRng rng;
  double total_ms = 0, total_cpu = 0, total_nodes = 0;

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
  cpu = g_new (double, deals);
  nodes = g_new (double, deals);
  solver = kaiser_solver_new ();
  kaiser_rng_init (&rng, (guint64) seed);
  for (gint i = 0; i < deals; i++)
    {
      KaiserState st;
      KaiserCards hands[KAISER_MAX_SEATS], kitty;
      KaiserSeat dealer = kaiser_rng_below (&rng, kaiser_rules_n_seats (&rules));
      KaiserCard cards[16];
      gint values[16];
      guint64 before = kaiser_solver_get_nodes (solver);
      gint64 start;
      double cpu_start;

      /* a deal, and a contract: the dealer's left bids 7 and names a random suit, or no-trump */
      kaiser_state_init (&st, &rules, dealer);
      kaiser_state_shuffle (&rules, dealer, &rng, hands, &kitty);
      kaiser_state_deal (&st, hands, kitty);
      st.phase = KAISER_PHASE_PLAY;
      st.declarer = kaiser_rules_seat_next (&rules, dealer);
      st.contract = kaiser_bid_make (KAISER_BID_SUIT, 7);
      st.trump = (KaiserSuit) kaiser_rng_below (&rng, KAISER_N_SUITS + 1);
      st.to_act = st.declarer;
      st.tricks[0].leader = st.declarer;

      start = g_get_monotonic_time ();
      cpu_start = thread_cpu_ms ();
      /* at two sides NS − EW, as the values file keeps them; at more, the
       * declarer against the others together, as the Expert searches */
      kaiser_solver_solve_moves_for (solver, &st,
                                     kaiser_rules_n_sides (&rules) == 2 ? kaiser_rules_side_seats (&rules, 0)
                                       : kaiser_solver_seats_for (&st, st.declarer, KAISER_SOLVER_COALITION),
                                     cards, values);
      cpu[i] = thread_cpu_ms () - cpu_start;
      ms[i] = (g_get_monotonic_time () - start) / 1000.0;
      total_cpu += cpu[i];
      nodes[i] = (double) (kaiser_solver_get_nodes (solver) - before);
      total_ms += ms[i];
      total_nodes += nodes[i];
      if (print_values)
        print_deal_values (&st, cards, values);
    }
  if (print_values)
    return 0;
  qsort (ms, deals, sizeof (double), compare_double);
  qsort (cpu, deals, sizeof (double), compare_double);
  qsort (nodes, deals, sizeof (double), compare_double);
  printf ("deals: %d  every first lead scored\n", deals);
  printf ("time ms: mean %.3f  p50 %.3f  p99 %.3f  max %.3f\n",
          total_ms / deals, percentile (ms, deals, 0.5), percentile (ms, deals, 0.99), ms[deals - 1]);
  printf ("cpu ms:  mean %.3f  p50 %.3f  p99 %.3f  max %.3f  (this thread's CPU time: less sensitive to a shared machine)\n",
          total_cpu / deals, percentile (cpu, deals, 0.5), percentile (cpu, deals, 0.99), cpu[deals - 1]);
  printf ("nodes:   mean %.0f  p50 %.0f  p99 %.0f\n",
          total_nodes / deals, percentile (nodes, deals, 0.5), percentile (nodes, deals, 0.99));
  return 0;
}

/* Milliseconds on the monotonic clock, to the nanosecond. */
static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* Decision kinds of bench ai. */
enum { KIND_BID, KIND_PLAY, KIND_OTHER, KIND_ALL, N_KINDS };
static const char * const kind_names[N_KINDS] = { "bid", "play", "other", "all" };

static guint
phase_kind (KaiserPhase phase)
{
  switch (phase)
    {
    case KAISER_PHASE_BIDDING:
    case KAISER_PHASE_ACCEPT:   /* the dealer's sale (Lost Heir): a call */
      return KIND_BID;
    case KAISER_PHASE_PLAY:
      return KIND_PLAY;
    case KAISER_PHASE_DEAL:
    case KAISER_PHASE_MISDEAL:
    case KAISER_PHASE_PASS:
    case KAISER_PHASE_TRUMP:
    case KAISER_PHASE_LOW:
    case KAISER_PHASE_KITTY:
    case KAISER_PHASE_HAND_OVER:
    case KAISER_PHASE_GAME_OVER:
    default:
      return KIND_OTHER;
    }
}

/* Four players of one level play games until --decisions decisions have
 * been timed, each around its kaiser_player_decide call. */
static int
bench_ai (int argc, char **argv)
{
  gint decisions = 1000;
  gint64 seed = 1;
  g_autofree char *level_name = NULL;
  g_autofree char *preset = NULL;
  g_auto(GStrv) settings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GOptionContext) context = NULL;
  GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_name, "Computer level of the four players, with options as in “arena”", "L" },
    { "decisions", 'n', 0, G_OPTION_ARG_INT, &decisions, "Decisions to time (default 1000)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed of the games (default 1)", "S" },
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &preset, "Rule set (default standard)", "PRESET" },
    { "set", 0, 0, G_OPTION_ARG_STRING_ARRAY, &settings, "Change one option of the rule set", "OPTION=VALUE" },
    { NULL }
  };
  GArray *ms[N_KINDS];
  KaiserRules rules;
  KaiserLevel level;
  KaiserRng master;
  guint games = 0;
  gint done = 0;

  context = g_option_context_new ("— time the computer players' decisions");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || decisions < 1 || seed < 0)
    {
      fprintf (stderr, "kaiser-cli bench ai: %s\n", error ? error->message : "--decisions must be at least 1, --seed not negative");
      return 2;
    }
  if (level_name == NULL || !kaiser_player_parse_spec (level_name, &level, &(gboolean) { 0 }, &(guint) { 0 }, &(gboolean) { 0 }))
    {
      fprintf (stderr, "kaiser-cli bench ai: --level must be random, beginner, standard or expert, with options as in “arena” (expert:samples=40)\n");
      return 2;
    }
  if (!kaiser_cli_rules_from_options (preset, settings, &rules, &error))
    {
      fprintf (stderr, "kaiser-cli bench ai: %s\n", error->message);
      return 2;
    }

  for (guint k = 0; k < N_KINDS; k++)
    ms[k] = g_array_new (FALSE, FALSE, sizeof (double));
  kaiser_rng_init (&master, (guint64) seed);
  while (done < decisions)
    {
      guint64 game_seed = kaiser_rng_next (&master);
      g_autoptr(KaiserGame) game = kaiser_game_new (&rules, game_seed);
      KaiserPlayer *seats[KAISER_MAX_SEATS];

      games++;
      for (guint s = 0; s < kaiser_rules_n_seats (&rules); s++)
        seats[s] = kaiser_player_new_from_spec (level_name, (game_seed ^ G_GUINT64_CONSTANT (0x5eedf00d)) + s);
      while (done < decisions)
        {
          KaiserPhase phase = kaiser_game_get_phase (game);
          KaiserObservation obs;
          KaiserAction action;
          KaiserSeat seat;
          double start, elapsed;

          if (phase == KAISER_PHASE_GAME_OVER ||
              (phase == KAISER_PHASE_HAND_OVER && kaiser_game_get_hand_number (game) >= KAISER_MATCH_MAX_HANDS))
            break;
          if (phase == KAISER_PHASE_HAND_OVER)
            {
              if (!kaiser_game_next_hand (game, &error))
                break;
              continue;
            }
          seat = kaiser_game_get_to_act (game);
          kaiser_game_observe (game, seat, &obs);
          start = now_ms ();
          if (!kaiser_player_decide (seats[seat], &obs, &action, &error))
            break;
          elapsed = now_ms () - start;
          g_array_append_val (ms[phase_kind (phase)], elapsed);
          g_array_append_val (ms[KIND_ALL], elapsed);
          done++;
          if (!kaiser_game_apply (game, &action, &error))
            break;
        }
      for (guint s = 0; s < kaiser_rules_n_seats (&rules); s++)
        kaiser_player_free (seats[s]);
      if (error)
        {
          fprintf (stderr, "kaiser-cli bench ai: game %u (seed %" G_GUINT64_FORMAT "): %s\n",
                   games, game_seed, error->message);
          for (guint k = 0; k < N_KINDS; k++)
            g_array_unref (ms[k]);
          return 1;
        }
    }

  printf ("level: %s  rules: %s  decisions: %d  games: %u\n", level_name, rules.id, done, games);
  printf ("%-6s %9s %10s %10s %10s %10s\n", "kind", "decisions", "p50 ms", "p95 ms", "p99 ms", "max ms");
  for (guint k = 0; k < N_KINDS; k++)
    {
      double *values = (double *) (void *) ms[k]->data;
      guint n = ms[k]->len;

      if (n == 0)
        {
          printf ("%-6s %9u %10s %10s %10s %10s\n", kind_names[k], n, "-", "-", "-", "-");
          continue;
        }
      qsort (values, n, sizeof (double), compare_double);
      printf ("%-6s %9u %10.4f %10.4f %10.4f %10.4f\n", kind_names[k], n,
              percentile (values, n, 0.50), percentile (values, n, 0.95), percentile (values, n, 0.99), values[n - 1]);
    }
  for (guint k = 0; k < N_KINDS; k++)
    g_array_unref (ms[k]);
  return 0;
}

/* One review timed from kaiser_review_start, in ms: to South's first
 * step evaluated, to South's last, to "completed". */
typedef struct {
  GMainLoop *loop;
  double     start;
  guint      south_left;
  guint      south_done;
  double     first, south, all;
} ReviewRun;

static void
review_step_evaluated (KaiserReview *review, guint index, ReviewRun *run)
{
  if (!kaiser_review_get_step (review, index)->reviewed)
    return;
  if (run->south_done++ == 0)
    run->first = now_ms () - run->start;
  if (--run->south_left == 0)
    run->south = now_ms () - run->start;
}

static void
review_completed (KaiserReview *review, ReviewRun *run)
{
  run->all = now_ms () - run->start;
  g_main_loop_quit (run->loop);
}

static void
print_times (const char *what, GArray *values)
{
  double *v = (double *) (void *) values->data;

  if (values->len == 0)
    {
      printf ("%-22s -\n", what);
      return;
    }
  qsort (v, values->len, sizeof (double), compare_double);
  printf ("%-22s median %8.1f  min %8.1f  max %8.1f\n", what, percentile (v, values->len, 0.5), v[0], v[values->len - 1]);
}

/* The first hand of --hands self-play games (Standard players, the game
 * seeds drawn from --seed) reviewed for South as the app does it
 * (kaiser_review_start, the results back in this thread's main loop):
 * the time to South's first step evaluated, to all of South's, and to
 * all the steps. */
static int
bench_review (int argc, char **argv)
{
  gint hands = 20;
  gint64 seed = 1;
  g_autofree char *level_name = NULL;
  g_autofree char *preset = NULL;
  g_auto(GStrv) settings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GOptionContext) context = NULL;
  GOptionEntry entries[] = {
    { "hands", 'n', 0, G_OPTION_ARG_INT, &hands, "Hands to review (default 20)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed of the games (default 1)", "S" },
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_name, "Level of the other seats' advice (default expert)", "L" },
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &preset, "Rule set (default standard)", "PRESET" },
    { "set", 0, 0, G_OPTION_ARG_STRING_ARRAY, &settings, "Change one option of the rule set", "OPTION=VALUE" },
    { NULL }
  };
  g_autoptr(GArray) first = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) south = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  KaiserRules rules;
  KaiserLevel level = KAISER_LEVEL_EXPERT;
  KaiserRng master;
  guint south_steps = 0, steps = 0, mistakes = 0;
  double lost = 0;

  context = g_option_context_new ("— time the review of a hand");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || hands < 1 || seed < 0)
    {
      fprintf (stderr, "kaiser-cli bench review: %s\n", error ? error->message : "--hands must be at least 1, --seed not negative");
      return 2;
    }
  if (level_name && !kaiser_level_from_string (level_name, &level))
    {
      fprintf (stderr, "kaiser-cli bench review: --level must be random, beginner, standard or expert\n");
      return 2;
    }
  if (!kaiser_cli_rules_from_options (preset, settings, &rules, &error))
    {
      fprintf (stderr, "kaiser-cli bench review: %s\n", error->message);
      return 2;
    }

  kaiser_rng_init (&master, (guint64) seed);
  for (gint h = 0; h < hands; h++)
    {
      guint64 game_seed = kaiser_rng_next (&master);
      g_autoptr(KaiserGame) game = kaiser_game_new (&rules, game_seed);
      g_autoptr(KaiserReview) review = NULL;
      KaiserPlayer *seats[KAISER_MAX_SEATS];
      ReviewRun run = { loop, 0, 0, 0, 0, 0, 0 };
      gboolean ok = TRUE;

      for (guint s = 0; s < kaiser_rules_n_seats (&rules); s++)
        seats[s] = kaiser_player_new (KAISER_LEVEL_STANDARD, (game_seed ^ G_GUINT64_CONSTANT (0x5eedf00d)) + s);
      while (ok && kaiser_game_get_phase (game) != KAISER_PHASE_HAND_OVER &&
             kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
        {
          KaiserSeat seat = kaiser_game_get_to_act (game);
          KaiserObservation obs;
          KaiserAction action;

          kaiser_game_observe (game, seat, &obs);
          ok = kaiser_player_decide (seats[seat], &obs, &action, &error) && kaiser_game_apply (game, &action, &error);
        }
      for (guint s = 0; s < kaiser_rules_n_seats (&rules); s++)
        kaiser_player_free (seats[s]);
      if (ok)
        review = kaiser_review_new (game, 0, KAISER_SOUTH, level, game_seed, &error);
      if (review == NULL)
        {
          fprintf (stderr, "kaiser-cli bench review: game seed %" G_GUINT64_FORMAT ": %s\n", game_seed, error->message);
          return 1;
        }

      for (guint i = 0; i < kaiser_review_get_n_steps (review); i++)
        run.south_left += kaiser_review_get_step (review, i)->reviewed;
      south_steps += run.south_left;
      steps += kaiser_review_get_n_steps (review);
      g_signal_connect (review, "step-evaluated", G_CALLBACK (review_step_evaluated), &run);
      g_signal_connect (review, "completed", G_CALLBACK (review_completed), &run);
      run.start = now_ms ();
      kaiser_review_start (review, NULL);
      g_main_loop_run (loop);
      if (run.south_done > 0)
        {
          g_array_append_val (first, run.first);
          g_array_append_val (south, run.south);
        }
      g_array_append_val (all, run.all);
      lost += kaiser_review_get_points_lost (review);
      mistakes += kaiser_review_get_n_mistakes (review);
    }

  printf ("review: %d hands, seed %" G_GINT64_FORMAT ", rules %s, others at %s, %u deals a decision; "
          "South's steps %u, all steps %u\n",
          hands, seed, rules.id, kaiser_level_to_string (level), KAISER_REVIEW_SAMPLES, south_steps, steps);
  print_times ("first South step ms:", first);
  print_times ("all South steps ms:", south);
  print_times ("all steps ms:", all);
  printf ("South's points lost: %.1f, mistakes: %u\n", lost, mistakes);
  return 0;
}

int
kaiser_cli_bench (int argc, char **argv)
{
  if (argc >= 2 && g_str_equal (argv[1], "solver"))
    return bench_solver (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "ai"))
    return bench_ai (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "review"))
    return bench_review (argc - 1, argv + 1);
  fprintf (stderr, "Usage: kaiser-cli bench solver [--deals N] [--seed S] [--rules PRESET] [--values]\n"
                   "       kaiser-cli bench ai --level L [--decisions N] [--seed S] [--rules PRESET]\n"
                   "       kaiser-cli bench review [--hands N] [--seed S] [--level L] [--rules PRESET]\n");
  return 2;
}
