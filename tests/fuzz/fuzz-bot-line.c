/* fuzz-bot-line.c: any line through kaiser_bot_action_from_line (what a
 * bot answers, read by kaiser-cli arena).  The first byte picks the
 * preset; an action that parses must come back the same from its JSON. */
#define G_LOG_DOMAIN "fuzz-bot-line"

#include <string.h>

#include "fuzz-target.h"
#include "kaiser-bot.h"

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  const char * const *presets = kaiser_rules_list_presets ();
  guint n_presets = g_strv_length ((char **) presets);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *line = NULL;
  KaiserRules rules;
  KaiserAction action, again;

  if (size == 0)
    return 0;
  if (!kaiser_rules_init_preset (&rules, presets[data[0] % n_presets], NULL))
    fuzz_fail ("a preset does not load", presets[data[0] % n_presets], NULL);
  /* The arena hands over a line without its newline, cut at a NUL. */
  line = g_strndup ((const char *) data + 1, size - 1);
  if (!kaiser_bot_action_from_line (&rules, (KaiserSeat) (data[0] % KAISER_N_SEATS), line, &action, &error))
    {
      if (!g_error_matches (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_JUNK))
        fuzz_fail ("a bad line is not junk", error->message, line);
      return 0;
    }
  node = kaiser_bot_action_to_json (&rules, &action);
  if (!kaiser_bot_action_from_json (&rules, action.seat, node, &again, &error))
    fuzz_fail ("an action's own JSON does not parse", error->message, line);
  if (again.type != action.type || again.seat != action.seat ||
      (action.type == KAISER_ACTION_BID ? !kaiser_bid_equal (again.bid, action.bid) : again.value != action.value))
    fuzz_fail ("an action changes through its JSON", line, NULL);
  return 0;
}
