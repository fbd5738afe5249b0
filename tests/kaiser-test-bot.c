/* kaiser-test-bot.c: a bot for the tests of docs/bot-protocol.md.
 *
 *   kaiser-test-bot            answers the first legal action
 *   kaiser-test-bot --junk     answers a line that is not JSON
 *   kaiser-test-bot --bomb     answers the nesting bomb of issue 23: slash,
 *                              star, space, slash and 80,000 "[" (json-glib
 *                              overflowed its stack)
 *   kaiser-test-bot --illegal  answers a play of a card that is not legal
 *   kaiser-test-bot --silent   reads every request and never answers
 *   kaiser-test-bot --die      exits at the first request
 *
 * It exits on "bye" or at the end of its input.  With --log FILE it
 * appends every line it reads to FILE.  Besides:
 *
 *   --long-line MIB   the first answer is a line of MIB MiB of "x"
 *   --stderr BYTES    writes BYTES bytes of lines to stderr at the start
 *   --start-delay MS  sleeps MS before reading anything (a slow start-up)
 *   --fork-exit FILE  at the first request, starts two processes that hold
 *                     its pipes and sleep, appends their pids to FILE, and
 *                     exits with status 0 without answering
 */
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

typedef enum { MODE_GOOD, MODE_JUNK, MODE_BOMB, MODE_ILLEGAL, MODE_SILENT, MODE_DIE } Mode;

static const char *
member_string (JsonObject *obj, const char *name)
{
  JsonNode *node = obj ? json_object_get_member (obj, name) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

static JsonArray *
member_array (JsonObject *obj, const char *name)
{
  JsonNode *node = json_object_get_member (obj, name);

  return node && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

/* Is card the card of one of the legal actions? */
static gboolean
legal_card (JsonArray *legal, const char *card)
{
  for (guint i = 0; i < json_array_get_length (legal); i++)
    {
      JsonNode *node = json_array_get_element (legal, i);

      if (JSON_NODE_HOLDS_OBJECT (node) && g_strcmp0 (member_string (json_node_get_object (node), "card"), card) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
answer (Mode mode, JsonObject *request)
{
  static const char * const faces[] = { "A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2" };
  static const char * const suits[] = { "S", "H", "D", "C" };
  JsonArray *legal = member_array (request, "legal");

  switch (mode)
    {
    case MODE_SILENT:
      return;
    case MODE_DIE:
      _exit (3);
    case MODE_JUNK:
      printf ("this is not an action\n");
      break;
    case MODE_BOMB:
      printf ("/* /");
      for (guint i = 0; i < 80000; i++)
        putchar ('[');
      putchar ('\n');
      break;
    case MODE_ILLEGAL:
      for (guint s = 0; s < G_N_ELEMENTS (suits); s++)
        for (guint f = 0; f < G_N_ELEMENTS (faces); f++)
          {
            g_autofree char *card = g_strconcat (faces[f], suits[s], NULL);

            if (legal == NULL || !legal_card (legal, card))
              {
                printf ("{\"type\":\"play\",\"card\":\"%s\"}\n", card);
                fflush (stdout);
                return;
              }
          }
      break;
    case MODE_GOOD:
    default:
      if (legal && json_array_get_length (legal) > 0)
        {
          g_autofree char *text = json_to_string (json_array_get_element (legal, 0), FALSE);

          printf ("%s\n", text);
        }
      else
        printf ("{}\n");
      break;
    }
  fflush (stdout);
}

int
main (int argc, char **argv)
{
  Mode mode = MODE_GOOD;
  FILE *log = NULL;
  char *line = NULL;
  size_t size = 0;
  long long_line_mib = 0, stderr_bytes = 0, start_delay_ms = 0;
  const char *fork_exit = NULL;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--junk") == 0)
        mode = MODE_JUNK;
      else if (strcmp (argv[i], "--bomb") == 0)
        mode = MODE_BOMB;
      else if (strcmp (argv[i], "--illegal") == 0)
        mode = MODE_ILLEGAL;
      else if (strcmp (argv[i], "--silent") == 0)
        mode = MODE_SILENT;
      else if (strcmp (argv[i], "--die") == 0)
        mode = MODE_DIE;
      else if (strcmp (argv[i], "--log") == 0 && i + 1 < argc)
        log = fopen (argv[++i], "a");
      else if (strcmp (argv[i], "--long-line") == 0 && i + 1 < argc)
        long_line_mib = atol (argv[++i]);
      else if (strcmp (argv[i], "--stderr") == 0 && i + 1 < argc)
        stderr_bytes = atol (argv[++i]);
      else if (strcmp (argv[i], "--start-delay") == 0 && i + 1 < argc)
        start_delay_ms = atol (argv[++i]);
      else if (strcmp (argv[i], "--fork-exit") == 0 && i + 1 < argc)
        fork_exit = argv[++i];
      else
        {
          fprintf (stderr, "kaiser-test-bot: unknown argument %s\n", argv[i]);
          return 2;
        }
    }

  while (stderr_bytes > 0)
    {
      char text[64];

      memset (text, 'e', sizeof text - 1);
      text[sizeof text - 1] = '\n';
      stderr_bytes -= (long) fwrite (text, 1, (size_t) MIN (stderr_bytes, (long) sizeof text), stderr);
    }
  fflush (stderr);
  if (start_delay_ms > 0)
    g_usleep ((gulong) start_delay_ms * 1000);

  while (getline (&line, &size, stdin) >= 0)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      JsonNode *root;
      const char *type;

      if (log)
        {
          fputs (line, log);
          fflush (log);
        }
      if (!json_parser_load_from_data (parser, line, -1, NULL))
        continue;
      root = json_parser_get_root (parser);
      if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
        continue;
      type = member_string (json_node_get_object (root), "type");
      if (g_strcmp0 (type, "bye") == 0)
        break;
      if (g_strcmp0 (type, "decide") == 0 && fork_exit)
        {
          FILE *pids = fopen (fork_exit, "a");

          for (int k = 0; k < 2; k++)
            {
              pid_t pid = fork ();

              if (pid == 0)
                for (;;)
                  pause ();
              if (pids && pid > 0)
                fprintf (pids, "%d\n", (int) pid);
            }
          if (pids)
            fclose (pids);
          _exit (0);
        }
      if (g_strcmp0 (type, "decide") == 0 && long_line_mib > 0)
        {
          /* one over-long answer, then good ones */
          static char mib[1024 * 1024];

          memset (mib, 'x', sizeof mib);
          for (long k = 0; k < long_line_mib; k++)
            fwrite (mib, 1, sizeof mib, stdout);
          printf ("\n");
          fflush (stdout);
          long_line_mib = 0;
        }
      else if (g_strcmp0 (type, "decide") == 0)
        answer (mode, json_node_get_object (root));
    }
  free (line);
  if (log)
    fclose (log);
  return 0;
}
