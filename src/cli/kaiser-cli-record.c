/* kaiser-cli-record.c: kaiser-cli record verify FILE…, record calls FILE… */
#define G_LOG_DOMAIN "kaiser-cli"

#include <stdio.h>

#include "kaiser-cli.h"
#include "kaiser-engine.h"
#include "kaiser-heuristic.h"
#include "kaiser-sampler.h"

#define STEPS KAISER_SAMPLER_CALL_STEPS
#define CALLS_USAGE "Usage: kaiser-cli record calls FILE…\n"
#define RECORD_USAGE "Usage: kaiser-cli record verify FILE…\n       kaiser-cli record calls FILE…\n"

static int
record_verify (int argc, char **argv)
{
  guint checked = 0;

  if (argc < 2)
    {
      fprintf (stderr, RECORD_USAGE);
      return 2;
    }
  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(KaiserGame) game = kaiser_record_load_file (argv[i], &error);

      if (game == NULL)
        {
          fprintf (stderr, "%s: %s\n", argv[i], error->message);
          fprintf (stderr, "%u record(s) verified before the first disagreement\n", checked);
          return 1;
        }
      checked++;
      if (argc == 2)
        printf ("%s: ok, %u hand(s), NS %d, EW %d, %s\n", argv[i],
                kaiser_game_get_n_hands (game),
                kaiser_game_get_score (game, KAISER_TEAM_NS),
                kaiser_game_get_score (game, KAISER_TEAM_EW),
                kaiser_game_get_winner (game) == KAISER_TEAM_NONE ? "in progress"
                : kaiser_game_get_winner (game) == KAISER_TEAM_NS ? "won by NS" : "won by EW");
    }
  printf ("%u record(s) verified\n", checked);
  return 0;
}

typedef struct {
  guint n[2][STEPS][STEPS];   /* [dealer][the rule's call][the call made] */
  guint same_strain, other_strain;
  guint calls;
  guint agree;                /* the very call of the rule */
} CallTable;

/* Every bid and pass of the game, against the Standard player's call
 * from the same observation. */
static gboolean
count_calls (KaiserGame *game, CallTable *table, GError **error)
{
  guint n = kaiser_game_get_n_actions (game);

  for (guint i = 0; i < n; i++)
    {
      const KaiserAction *made = kaiser_game_get_action (game, i);
      g_autoptr(KaiserGame) before = NULL;
      KaiserObservation obs;
      KaiserAction would;
      KaiserRng rng;
      gint floor, m, w;
      gboolean dealer;

      if (made->type != KAISER_ACTION_BID)
        continue;
      before = kaiser_game_replay (game, i, error);
      if (before == NULL)
        return FALSE;
      kaiser_game_observe (before, made->seat, &obs);
      kaiser_rng_init (&rng, 1);
      floor = kaiser_sampler_call_floor (&obs.view);
      if (floor == G_MAXINT || !kaiser_heuristic_decide (KAISER_LEVEL_STANDARD, &obs, &rng, &would))
        continue;
      m = kaiser_sampler_call_step (made->bid, floor);
      w = kaiser_sampler_call_step (would.bid, floor);
      if (m < 0 || w < 0)
        continue;
      dealer = made->seat == obs.view.dealer;
      table->n[dealer][w][m]++;
      table->calls++;
      table->agree += kaiser_bid_equal (made->bid, would.bid);
      if (m > 0 && w > 0)
        {
          if (made->bid.kind == would.bid.kind)
            table->same_strain++;
          else
            table->other_strain++;
        }
    }
  return TRUE;
}

static void
print_calls (const CallTable *table)
{
  static const char * const names[STEPS] = { "pass", "+1", "+2", "+3", "+4" };

  printf ("calls: %u (bids and passes, in steps above the cheapest bid open less one)\n", table->calls);
  for (guint d = 0; d < 2; d++)
    {
      double p[STEPS][STEPS] = { { 0 } }, top[STEPS] = { 0 };

      printf ("\n%s: rule's call (rows) against the call made (columns), counts and chance of each column in the row\n",
              d ? "the dealer" : "not the dealer");
      printf ("%-6s", "");
      for (guint m = 0; m < STEPS; m++)
        printf ("%14s", names[m]);
      printf ("%8s\n", "hands");
      for (guint w = 0; w < STEPS; w++)
        {
          guint row = 0;

          for (guint m = 0; m < STEPS; m++)
            row += table->n[d][w][m];
          printf ("%-6s", names[w]);
          for (guint m = 0; m < STEPS; m++)
            {
              p[w][m] = row ? (double) table->n[d][w][m] / row : 0;
              top[m] = MAX (top[m], p[w][m]);
              printf ("%6u (%5.3f)", table->n[d][w][m], p[w][m]);
            }
          printf ("%8u\n", row);
        }
      printf ("likelihood (each column over its largest chance):\n");
      for (guint w = 0; w < STEPS; w++)
        {
          printf ("%-6s", names[w]);
          for (guint m = 0; m < STEPS; m++)
            printf ("%14.3f", top[m] > 0 ? p[w][m] / top[m] : 0);
          printf ("\n");
        }
    }
  printf ("\nbids of both (rule and made) in the same strain: %u, in another: %u\n",
          table->same_strain, table->other_strain);
  printf ("the rule's own call: %u of %u\n", table->agree, table->calls);
}

/* The calls the players in these records made, against the calls the
 * Standard player's rule makes with the same cards: the table behind the
 * Expert's inference from bids (src/ai/kaiser-sampler.c). */
static int
record_calls (int argc, char **argv)
{
  CallTable table = { { { { 0 } } } };

  if (argc < 2)
    {
      fprintf (stderr, CALLS_USAGE);
      return 2;
    }
  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(KaiserGame) game = kaiser_record_load_file (argv[i], &error);

      if (game == NULL || !count_calls (game, &table, &error))
        {
          fprintf (stderr, "%s: %s\n", argv[i], error->message);
          return 1;
        }
    }
  print_calls (&table);
  return 0;
}

int
kaiser_cli_record (int argc, char **argv)
{
  if (argc >= 2 && g_str_equal (argv[1], "verify"))
    return record_verify (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "calls"))
    return record_calls (argc - 1, argv + 1);
  fprintf (stderr, RECORD_USAGE);
  return 2;
}
