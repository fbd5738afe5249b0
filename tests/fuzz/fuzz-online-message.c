/* fuzz-online-message.c: any payload through kaiser_online_message_parse
 * (what the host reads from every client, and a client from the host,
 * issue 26).  The first byte picks the table's rules: a preset, or none
 * (before a client is seated).  A payload that is refused must be
 * refused as malformed, too large or of another version; one that is
 * read must be written back within the limit, and read again to the same
 * text. */
#define G_LOG_DOMAIN "fuzz-online-message"

#include <string.h>

#include "fuzz-target.h"
#include "kaiser-online-message.h"

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  const char * const *presets = kaiser_rules_list_presets ();
  guint n_presets = g_strv_length ((char **) presets);
  g_autoptr(GError) error = NULL;
  g_auto(KaiserOnlineMessage) message = { 0 };
  g_auto(KaiserOnlineMessage) again = { 0 };
  g_autofree char *text = NULL, *text_again = NULL;
  KaiserRules rules;
  const KaiserRules *table = NULL;

  if (size == 0)
    return 0;
  if (data[0] % (n_presets + 1) < n_presets)
    {
      if (!kaiser_rules_init_preset (&rules, presets[data[0] % (n_presets + 1)], NULL))
        fuzz_fail ("a preset does not load", presets[data[0] % (n_presets + 1)], NULL);
      table = &rules;
    }
  if (!kaiser_online_message_parse ((const char *) data + 1, (gssize) size - 1, table, &message, &error))
    {
      if (!g_error_matches (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_MALFORMED) &&
          !g_error_matches (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_TOO_LARGE) &&
          !g_error_matches (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_VERSION))
        fuzz_fail ("a payload is refused for a reason the reader does not give", error->message, NULL);
      return 0;
    }
  text = kaiser_online_message_to_text (&message);
  if (text == NULL || strlen (text) > KAISER_ONLINE_MAX_SIZE)
    fuzz_fail ("a message read cannot be written within the limit", NULL, NULL);
  if (!kaiser_online_message_parse (text, -1, table, &again, &error))
    fuzz_fail ("a message's own text does not parse", error->message, text);
  text_again = kaiser_online_message_to_text (&again);
  if (g_strcmp0 (text, text_again) != 0)
    fuzz_fail ("a message changes through its text", text, text_again);
  return 0;
}
