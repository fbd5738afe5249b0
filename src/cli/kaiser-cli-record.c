/* kaiser-cli-record.c: kaiser-cli record verify FILE… */
#define G_LOG_DOMAIN "kaiser-cli"

#include <stdio.h>

#include "kaiser-cli.h"
#include "kaiser-engine.h"

static int
record_verify (int argc, char **argv)
{
  guint checked = 0;

  if (argc < 2)
    {
      fprintf (stderr, "Usage: kaiser-cli record verify FILE…\n");
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

int
kaiser_cli_record (int argc, char **argv)
{
  if (argc >= 2 && g_str_equal (argv[1], "verify"))
    return record_verify (argc - 1, argv + 1);
  fprintf (stderr, "Usage: kaiser-cli record verify FILE…\n");
  return 2;
}
