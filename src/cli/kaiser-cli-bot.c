/* kaiser-cli-bot.c: kaiser-cli bot --level L — a computer player speaking
 * the bot protocol (docs/bot-protocol.md) on standard input and output.
 *
 * It plays exactly as the same level plays inside the arena: each decide
 * request's observation is read back byte for byte
 * (kaiser_bot_observation_from_decide), and the player's random stream
 * is seeded with the hello's seed, the one the arena gives its own player
 * at that seat.  So a frozen build of kaiser-cli can play a newer one. */
#define G_LOG_DOMAIN "kaiser-cli"

#include <stdio.h>
#include <stdlib.h>

#include "kaiser-arena.h"
#include "kaiser-bot.h"
#include "kaiser-cli.h"
#include "kaiser-json.h"
#include "kaiser-player.h"

typedef struct {
  const char   *spec;
  gboolean      fixed_seed;   /* --seed given: it wins over the hello's */
  guint64       seed;
  KaiserPlayer *player;       /* made at the hello, or at the first decision without one */
} Bot;

static void
answer (JsonNode *node)
{
  g_autofree char *line = kaiser_bot_json_to_line (node);

  printf ("%s\n", line);
  fflush (stdout);
}

static void
hello (Bot *bot, JsonObject *request)
{
  JsonNode *node = json_object_get_member (request, "seed");
  guint64 seed;

  if (!bot->fixed_seed && node && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING &&
      g_ascii_string_to_unsigned (json_node_get_string (node), 10, 0, G_MAXUINT64, &seed, NULL))
    bot->seed = seed;
  g_clear_pointer (&bot->player, kaiser_player_free);
  bot->player = kaiser_player_new_from_spec (bot->spec, bot->seed);
}

/* One answer line for a decide request, whatever it holds: an action, or
 * "{}" (junk to the arena, which then plays the decision itself) with the
 * reason on stderr. */
static void
decide (Bot *bot, JsonNode *request)
{
  KaiserObservation obs;
  KaiserAction action;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;

  if (bot->player == NULL)
    bot->player = kaiser_player_new_from_spec (bot->spec, bot->seed);
  if (!kaiser_bot_observation_from_decide (request, &obs, &error) ||
      !kaiser_player_decide (bot->player, &obs, &action, &error))
    {
      fprintf (stderr, "kaiser-cli bot: cannot decide: %s\n", error->message);
      printf ("{}\n");
      fflush (stdout);
      return;
    }
  node = kaiser_bot_action_to_json (&obs.view.rules, &action);
  answer (node);
}

int
kaiser_cli_bot (int argc, char **argv)
{
  g_autofree char *spec = NULL;
  gint64 seed = -1;
  g_autoptr(GError) error = NULL;
  g_autoptr(GOptionContext) context = NULL;
  GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_STRING, &spec, "The player: a level, optionally with options (expert:samples=40)", "LEVEL" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed of the player's random stream (default: the hello's seed, else 1)", "S" },
    { NULL }
  };
  Bot bot = { 0 };
  char *line = NULL;
  size_t size = 0;
  ssize_t len;

  context = g_option_context_new ("— a computer player speaking the bot protocol on stdin and stdout");
  g_option_context_set_description (context,
    "Plays one seat for kaiser-cli arena (--ns or --ew 'cmd:kaiser-cli bot --level L'),\n"
    "as docs/bot-protocol.md describes: the rules come with each request.\n"
    "With the hello's seed it decides exactly as the same level inside the arena.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc > 1)
    {
      fprintf (stderr, "kaiser-cli bot: %s\n", error ? error->message : "unexpected arguments");
      return 2;
    }
  if (spec == NULL)
    {
      fprintf (stderr, "kaiser-cli bot: give the player, --level LEVEL\n");
      return 2;
    }
  if (!kaiser_arena_check_player (spec, &error) || g_str_has_prefix (spec, "cmd:"))
    {
      fprintf (stderr, "kaiser-cli bot: %s\n", error ? error->message : "the player must be a computer level");
      return 2;
    }
  bot.spec = spec;
  bot.fixed_seed = seed >= 0;
  bot.seed = seed >= 0 ? (guint64) seed : 1;

  while ((len = getline (&line, &size, stdin)) >= 0)
    {
      g_autoptr(JsonParser) parser = json_parser_new_immutable ();
      g_autoptr(GError) local = NULL;
      JsonNode *root;
      const char *type;

      if (!kaiser_json_validate (line, len, KAISER_JSON_MAX_DEPTH, KAISER_JSON_MAX_SIZE, &local) ||
          !json_parser_load_from_data (parser, line, len, &local))
        {
          fprintf (stderr, "kaiser-cli bot: a request that is not JSON: %s\n", local->message);
          continue;
        }
      root = json_parser_get_root (parser);
      type = root && JSON_NODE_HOLDS_OBJECT (root) ? json_object_get_string_member_with_default (json_node_get_object (root), "type", NULL) : NULL;
      if (g_strcmp0 (type, "bye") == 0)
        break;
      else if (g_strcmp0 (type, "hello") == 0)
        hello (&bot, json_node_get_object (root));
      else if (g_strcmp0 (type, "decide") == 0)
        decide (&bot, root);
      else
        fprintf (stderr, "kaiser-cli bot: a request of no known type, ignored\n");
    }
  free (line);
  g_clear_pointer (&bot.player, kaiser_player_free);
  return 0;
}
