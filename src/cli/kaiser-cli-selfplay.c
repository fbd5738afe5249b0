/* kaiser-cli-selfplay.c: kaiser-cli selfplay --games N --seed S --out DIR */
#define G_LOG_DOMAIN "kaiser-cli"

#include <errno.h>
#include <glib/gstdio.h>
#include <stdio.h>

#include "kaiser-cli.h"
#include "kaiser-match.h"

int
kaiser_cli_selfplay (int argc, char **argv)
{
  gint games = 1;
  gint64 seed = 1;
  g_autofree char *out = NULL;
  g_autofree char *players = NULL;
  g_autofree char *preset = NULL;
  g_auto(GStrv) settings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GOptionContext) context = NULL;
  GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, "Number of games to play (default 1)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed of the first game (default 1)", "S" },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out, "Write one record per game into DIR", "DIR" },
    { "players", 'p', 0, G_OPTION_ARG_STRING, &players, "Computer level for every seat (default random)", "LEVEL" },
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &preset, "Rule set (default standard; see “rules list”)", "PRESET" },
    { "set", 0, 0, G_OPTION_ARG_STRING_ARRAY, &settings, "Change one option of the rule set (see “rules show”)", "OPTION=VALUE" },
    { NULL }
  };
  KaiserRules rules;
  KaiserLevel level = KAISER_LEVEL_RANDOM;
  KaiserRng master;
  guint hands = 0, wins[KAISER_MAX_SIDES + 1] = { 0 };
  gint64 start;
  double seconds;

  context = g_option_context_new ("— play games between computer players");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "kaiser-cli selfplay: %s\n", error->message);
      return 2;
    }
  if (games < 1 || seed < 0)
    {
      fprintf (stderr, "kaiser-cli selfplay: --games must be at least 1 and --seed not negative\n");
      return 2;
    }
  if (players && !kaiser_level_from_string (players, &level))
    {
      fprintf (stderr, "kaiser-cli selfplay: unknown player level “%s”\n", players);
      return 2;
    }
  if (!kaiser_cli_rules_from_options (preset, settings, &rules, &error))
    {
      fprintf (stderr, "kaiser-cli selfplay: %s\n", error->message);
      return 2;
    }
  if (out && g_mkdir_with_parents (out, 0755) != 0)
    {
      fprintf (stderr, "kaiser-cli selfplay: cannot create %s: %s\n", out, g_strerror (errno));
      return 1;
    }

  /* Game i is dealt from the i-th seed drawn from --seed, so a run can be
   * repeated and any one game replayed from its record. */
  kaiser_rng_init (&master, (guint64) seed);
  start = g_get_monotonic_time ();
  for (gint i = 0; i < games; i++)
    {
      guint64 game_seed = kaiser_rng_next (&master);
      g_autoptr(KaiserGame) game = kaiser_game_new (&rules, game_seed);
      KaiserPlayer *seats[KAISER_MAX_SEATS];
      gboolean ok;

      for (guint s = 0; s < kaiser_rules_n_seats (&rules); s++)
        seats[s] = kaiser_player_new (level, (game_seed ^ G_GUINT64_CONSTANT (0x5eedf00d)) + s);
      ok = kaiser_match_play (game, seats, &error);
      for (guint s = 0; s < kaiser_rules_n_seats (&rules); s++)
        kaiser_player_free (seats[s]);
      if (!ok)
        {
          fprintf (stderr, "kaiser-cli selfplay: game %d (seed %" G_GUINT64_FORMAT "): %s\n",
                   i + 1, game_seed, error->message);
          return 1;
        }
      hands += kaiser_game_get_n_hands (game);
      wins[MIN (kaiser_game_get_winner (game), (KaiserTeam) KAISER_MAX_SIDES)]++;
      if (out)
        {
          g_autofree char *name = g_strdup_printf ("game-%06d.json", i + 1);
          g_autofree char *path = g_build_filename (out, name, NULL);

          if (!kaiser_record_save (game, path, &error))
            {
              fprintf (stderr, "kaiser-cli selfplay: %s\n", error->message);
              return 1;
            }
        }
    }
  seconds = (g_get_monotonic_time () - start) / 1e6;
  if (kaiser_rules_n_sides (&rules) == 2)
    printf ("games: %d  hands: %u  ns wins: %u  ew wins: %u  time: %.3f s  games/s: %.1f\n",
            games, hands, wins[0], wins[1], seconds, seconds > 0 ? games / seconds : 0.0);
  else
    {
      /* by side: the side of the first seat, then of the next … */
      printf ("games: %d  hands: %u  wins by side:", games, hands);
      for (guint t = 0; t < kaiser_rules_n_sides (&rules); t++)
        printf (" %u", wins[t]);
      printf ("  time: %.3f s  games/s: %.1f\n", seconds, seconds > 0 ? games / seconds : 0.0);
    }
  return 0;
}
