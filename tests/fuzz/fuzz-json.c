/* fuzz-json.c: any bytes through kaiser_json_validate, the gate in front
 * of json-glib (kaiser-json.h).  A refusal says where; what the gate
 * accepts json-glib parses, no deeper than the limit; and Three-Spot's
 * own writing of it as a line (kaiser_bot_json_to_line: the bot requests,
 * arena --json) passes the gate again.  Not json-glib's generator: it
 * writes a double such as 1e-22 as "1e-22.0", which is not JSON
 * (corpus/fuzz-json/json-glib-writes-1e-22.0.json); the records it
 * writes hold no doubles. */
#define G_LOG_DOMAIN "fuzz-json"

#include <string.h>

#include "fuzz-target.h"
#include "kaiser-bot.h"

#define MAX_DEPTH 8

/* How deep node's arrays and objects go (at most MAX_DEPTH + 1 levels
 * are looked at: the recursion is bounded). */
static guint
depth_of (JsonNode *node, guint limit)
{
  guint deepest = 0;

  if (limit == 0 || JSON_NODE_HOLDS_VALUE (node) || JSON_NODE_HOLDS_NULL (node))
    return 0;
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        deepest = MAX (deepest, depth_of (json_array_get_element (array, i), limit - 1));
    }
  else
    {
      g_autoptr(GList) members = json_object_get_values (json_node_get_object (node));

      for (GList *l = members; l; l = l->next)
        deepest = MAX (deepest, depth_of (l->data, limit - 1));
    }
  return deepest + 1;
}

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = NULL;
  g_autofree char *text = NULL;
  g_autofree char *written = NULL;
  JsonNode *root;

  if (!kaiser_json_validate ((const char *) data, (gssize) size, MAX_DEPTH, 1024 * 1024, &error))
    {
      /* Every refusal says what and where. */
      if (error == NULL || error->domain != KAISER_JSON_ERROR ||
          (error->code != KAISER_JSON_ERROR_TOO_LARGE && !g_str_has_prefix (error->message, "line ")))
        abort ();
      return 0;
    }
  text = g_strndup ((const char *) data, MIN (size, 200));
  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, (const char *) data, (gssize) size, &error))
    fuzz_fail ("the gate accepts what json-glib refuses", error->message, text);
  root = json_parser_get_root (parser);
  if (root == NULL)
    fuzz_fail ("the gate accepts what json-glib finds empty", text, NULL);
  if (depth_of (root, MAX_DEPTH + 1) > MAX_DEPTH)
    fuzz_fail ("the gate accepts a text nested deeper than its limit", text, NULL);
  written = kaiser_bot_json_to_line (root);
  if (!kaiser_json_validate (written, -1, MAX_DEPTH, G_MAXSIZE, &error))
    fuzz_fail ("kaiser_bot_json_to_line writes what the gate refuses", error->message, written);
  return 0;
}
