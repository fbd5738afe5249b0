/* kaiser-cli.c: dispatch to the subcommands. */
#define G_LOG_DOMAIN "kaiser-cli"

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "kaiser-cli.h"

typedef struct {
  const char *name;
  int (*run) (int argc, char **argv);
  const char *summary;
} Command;

static const Command commands[] = {
  { "selfplay", kaiser_cli_selfplay, "play games between computer players and write their records" },
  { "record", kaiser_cli_record, "check game records; count their calls against the Standard rule, the declaring side's double-dummy edge, or each side's partner play, list the cards played with the play model's features, or measure what reading the play tells (record verify|calls|dd|partner|plays|reading FILE…)" },
  { "arena", kaiser_cli_arena, "play two players or bots against each other, with statistics (arena --ns L --ew L)" },
  { "bot", kaiser_cli_bot, "a computer player speaking the bot protocol on stdin and stdout, for arena --ew 'cmd:kaiser-cli bot --level L'" },
  { "bench", kaiser_cli_bench, "measure the solver, the players' decision time or a hand's review (bench solver, bench ai --level L, bench review)" },
  { "dd-table", kaiser_cli_dd_table, "the double-dummy result of each contract from the first lead, for a deal or a record's hand (dd-table --seed S, --record FILE --hand N)" },
  { "review", kaiser_cli_review, "the review of a hand: each decision against the Expert's, the points lost and the mistakes (review --seed S --hand N, --record FILE --hand N)" },
  { "online", kaiser_cli_online, "a table shared over XMPP, a computer player or a bot in our seat (online host --room R --open N, online join --room R --host NAME)" },
  { "rules", kaiser_cli_rules, "list the rule sets, show every option of one (rules list, rules show PRESET)" },
};

static void
usage (FILE *out)
{
  fprintf (out, "Usage: kaiser-cli COMMAND [OPTIONS…]\n\nCommands:\n");
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-10s %s\n", commands[i].name, commands[i].summary);
  fprintf (out, "\nRun “kaiser-cli COMMAND --help” for a command’s options.\n");
}

int
kaiser_cli_main (int argc, char **argv)
{
  setlocale (LC_ALL, "");

  if (argc < 2)
    {
      usage (stderr);
      return 2;
    }
  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") || g_str_equal (argv[1], "help"))
    {
      usage (stdout);
      return 0;
    }
  if (g_str_equal (argv[1], "--version"))
    {
      printf ("kaiser-cli %s\n", PACKAGE_VERSION);
      return 0;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      return commands[i].run (argc - 1, argv + 1);
  fprintf (stderr, "kaiser-cli: unknown command “%s”\n\n", argv[1]);
  usage (stderr);
  return 2;
}
