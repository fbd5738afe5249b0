/* kaiser-cli-arena.c: kaiser-cli arena --deals N --seed S --ns LEVEL --ew LEVEL … */
#define G_LOG_DOMAIN "kaiser-cli"

#include <math.h>
#include <stdio.h>

#include "kaiser-arena.h"
#include "kaiser-cli.h"

static void
print_report (const char *message, gpointer user_data)
{
  fprintf (stderr, "kaiser-cli arena: %s\n", message);
}

static void
print_result (const KaiserArenaConfig *config, const KaiserArenaResult *result)
{
  const char *ns = config->players[KAISER_ARENA_SIDE_NS];
  const char *ew = config->players[KAISER_ARENA_SIDE_EW];
  gboolean rotation = kaiser_rules_n_sides (&config->rules) != 2;

  printf ("arena: %s (ns) vs %s (ew), rules %s, seed %" G_GUINT64_FORMAT "%s%s\n",
          ns, ew, config->rules.id, config->seed,
          rotation ? ", rotation (ns at each seat in turn, ew at the others)" : config->duplicate ? ", duplicate" : "",
          config->common_seeds ? ", common seeds" : "");
  if (result->deals > 0)
    {
      if (rotation)
        printf ("deals: %u  hands: %u  mean diff (ns − ew in the same seat) per deal: %+.3f", result->deals,
                result->hands, result->mean_diff);
      else
        printf ("deals: %u  hands: %u  mean diff (ns − ew) per %s: %+.3f", result->deals, result->hands,
                config->duplicate ? "pair" : "deal", result->mean_diff);
      if (isfinite (result->ci95))
        printf (" ± %.3f  (95%% CI [%.3f, %.3f], sd %.3f)", result->ci95,
                result->mean_diff - result->ci95, result->mean_diff + result->ci95, result->sd);
      printf ("\n");
    }
  if (result->games > 0)
    printf ("games: %u  won by ns (%s): %u  won by ew (%s): %u  unfinished: %u\n",
            result->games, ns, result->wins[KAISER_ARENA_SIDE_NS], ew, result->wins[KAISER_ARENA_SIDE_EW],
            result->unfinished);
  printf ("latency ms: %9s %9s %9s %9s %9s  %s\n", "decisions", "p50", "p95", "p99", "max", "player");
  for (guint i = 0; i < result->latency->len; i++)
    {
      const KaiserArenaLatency *l = g_ptr_array_index (result->latency, i);

      printf ("            %9u %9.4f %9.4f %9.4f %9.4f  %s\n", l->decisions, l->p50, l->p95, l->p99, l->max, l->name);
      printf ("    cards   %9u %9.4f %9.4f %9s %9.4f\n", l->cards.decisions, l->cards.p50, l->cards.p95, "",
              l->cards.max);
      printf ("    bids    %9u %9.4f %9.4f %9s %9.4f\n", l->bids.decisions, l->bids.p50, l->bids.p95, "", l->bids.max);
    }
  if (config->partner_play)
    for (guint s = 0; s < KAISER_ARENA_N_SIDES; s++)
      {
        const KaiserPartnerPlay *p = &result->partner[s];

        printf ("partner play of %s (%s): hands %u  +5 given up %u  −3 taken %u  (avoidable double-dummy)  "
                "partner's certain winner overtaken %u\n", s == KAISER_ARENA_SIDE_NS ? "ns" : "ew",
                config->players[s], p->hands, p->bonus_given, p->penalty_taken, p->overtakes);
      }
  printf ("illegal actions: %u  (ns %u, ew %u; timeouts %u, bots stopped %u)  time: %.3f s\n",
          result->illegal, result->illegal_by[KAISER_ARENA_SIDE_NS], result->illegal_by[KAISER_ARENA_SIDE_EW],
          result->timeouts, result->bots_stopped, result->seconds);
}

int
kaiser_cli_arena (int argc, char **argv)
{
  gint deals = 100, games = -1, bot_timeout = KAISER_BOT_DEFAULT_TIMEOUT_MS;
  gint bot_startup = KAISER_BOT_DEFAULT_STARTUP_MS;
  gint64 seed = 1;
  gboolean duplicate = FALSE, json = FALSE, partner_play = FALSE, common_seeds = FALSE;
  g_autofree char *ns = NULL;
  g_autofree char *ew = NULL;
  g_autofree char *records = NULL;
  g_autofree char *preset = NULL;
  g_auto(GStrv) settings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(KaiserArenaResult) result = NULL;
  GOptionEntry entries[] = {
    { "deals", 'n', 0, G_OPTION_ARG_INT, &deals, "Number of deals (default 100)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed of the run (default 1)", "S" },
    { "ns", 0, 0, G_OPTION_ARG_STRING, &ns, "Player of the first side: a level, or cmd:PROGRAM ARGS for a bot", "PLAYER" },
    { "ew", 0, 0, G_OPTION_ARG_STRING, &ew, "Player of the other side", "PLAYER" },
    { "duplicate", 'd', 0, G_OPTION_ARG_NONE, &duplicate, "Play each deal again with the seats swapped", NULL },
    { "games", 'g', 0, G_OPTION_ARG_INT, &games, "Full games, half with each player North–South (default deals/20, at least 2)", "G" },
    { "records", 'o', 0, G_OPTION_ARG_FILENAME, &records, "Write the record of every deal and game into DIR", "DIR" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "End with the result as one line of JSON", NULL },
    { "common-seeds", 0, 0, G_OPTION_ARG_NONE, &common_seeds,
      "Start every player afresh before each play of a deal, from a seed of the deal and seat whichever side sits there", NULL },
    { "partner-play", 0, 0, G_OPTION_ARG_NONE, &partner_play,
      "Count each side's +5 given up and −3 taken when avoidable double-dummy, and partner's certain winners overtaken", NULL },
    { "bot-timeout", 0, 0, G_OPTION_ARG_INT, &bot_timeout, "Time a bot has for each decision (default 2000)", "MS" },
    { "bot-startup", 0, 0, G_OPTION_ARG_INT, &bot_startup, "Time added to a bot's first decision, for its start-up (default 10000)", "MS" },
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &preset, "Rule set (default standard; see “rules list”)", "PRESET" },
    { "set", 0, 0, G_OPTION_ARG_STRING_ARRAY, &settings, "Change one option of the rule set (see “rules show”)", "OPTION=VALUE" },
    { NULL }
  };
  KaiserArenaConfig config;

  context = g_option_context_new ("— play two players against each other");
  g_option_context_set_description (context,
    "PLAYER is a computer level (random, beginner, standard, expert) or\n"
    "cmd:PROGRAM ARGS… for a program speaking docs/bot-protocol.md.\n"
    "A bot has --bot-timeout for each decision, and --bot-startup more for\n"
    "its first; an answer longer than 1 MiB is one junk answer; the first\n"
    "64 KiB of its stderr are shown, the rest cut.\n"
    "The difference is the ns player's side minus the ew player's, per deal\n"
    "(per pair of deals with --duplicate).  At a table of other than two sides\n"
    "(three players alone) each deal is played by the ew player at every seat,\n"
    "then with the ns player at each seat in turn: the difference is the ns\n"
    "player's score change less the ew player's in the same seat, the mean over\n"
    "the seats; games go round the seats; --duplicate changes nothing there.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc > 1)
    {
      fprintf (stderr, "kaiser-cli arena: %s\n", error ? error->message : "unexpected arguments");
      return 2;
    }
  if (deals < 0 || seed < 0 || games < -1 || bot_timeout < 1 || bot_startup < 0)
    {
      fprintf (stderr, "kaiser-cli arena: --deals and --games must not be negative, --seed not negative, --bot-timeout at least 1, --bot-startup not negative\n");
      return 2;
    }
  if (ns == NULL || ew == NULL)
    {
      fprintf (stderr, "kaiser-cli arena: give both players, --ns PLAYER and --ew PLAYER\n");
      return 2;
    }

  kaiser_arena_config_init (&config);
  if (!kaiser_cli_rules_from_options (preset, settings, &config.rules, &error))
    {
      fprintf (stderr, "kaiser-cli arena: %s\n", error->message);
      return 2;
    }
  if (!kaiser_arena_check_player (ns, &error) || !kaiser_arena_check_player (ew, &error))
    {
      fprintf (stderr, "kaiser-cli arena: %s\n", error->message);
      return 2;
    }
  config.players[KAISER_ARENA_SIDE_NS] = ns;
  config.players[KAISER_ARENA_SIDE_EW] = ew;
  config.seed = (guint64) seed;
  config.n_deals = (guint) deals;
  config.duplicate = duplicate;
  config.n_games = games < 0 ? kaiser_arena_default_games ((guint) deals) : (guint) games;
  config.records_dir = records;
  config.bot_timeout_ms = (guint) bot_timeout;
  config.bot_startup_ms = (guint) bot_startup;
  config.report = print_report;
  config.partner_play = partner_play;
  config.common_seeds = common_seeds;

  result = kaiser_arena_run (&config, &error);
  if (result == NULL)
    {
      fprintf (stderr, "kaiser-cli arena: %s\n", error->message);
      return 1;
    }
  print_result (&config, result);
  if (json)
    {
      g_autoptr(JsonNode) node = kaiser_arena_result_to_json (&config, result);
      g_autofree char *line = kaiser_bot_json_to_line (node);

      printf ("%s\n", line);
    }
  return 0;
}
