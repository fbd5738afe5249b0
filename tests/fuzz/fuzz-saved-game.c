/* fuzz-saved-game.c: a saved game as the store reads it from its slot: a
 * name, a time and a record string from GSettings, made into a
 * KaiserSavedGame (which replays the record through
 * kaiser_record_load_data for its summary when first asked); its name
 * as shown (kaiser_saved_game_display_name: one line, no override, the
 * isolates balanced, at most the limit and "…").  Input: the name, a
 * newline, the time in seconds, a newline, the record. */
#define G_LOG_DOMAIN "fuzz-saved-game"

#include <string.h>

#include "fuzz-target.h"
#include "kaiser-saved-game.h"

/* What a name shown alone may not hold: control characters, line
 * breaks, embeddings and overrides, unbalanced isolates, more than the
 * limit and "…".  Returns why, or NULL. */
static const char *
check_shown (const char *shown)
{
  int open = 0;

  if (!g_utf8_validate (shown, -1, NULL))
    return "the name shown is not UTF-8";
  if (g_utf8_strlen (shown, -1) > KAISER_SAVED_GAME_MAX_NAME + 1)
    return "the name shown is longer than the limit and an ellipsis";
  for (const char *p = shown; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iscntrl (c) || c == 0x2028 || c == 0x2029)
        return "the name shown has a control character or a line break";
      if (c >= 0x202A && c <= 0x202E)
        return "the name shown has an embedding or an override";
      if (c >= 0x2066 && c <= 0x2068)
        open++;
      if (c == 0x2069 && --open < 0)
        return "the name shown closes an isolate it did not open";
    }
  return open == 0 ? NULL : "the name shown leaves an isolate open";
}

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_auto(GStrv) parts = g_strsplit (text, "\n", 3);
  g_autoptr(KaiserSavedGame) saved = NULL;
  g_autofree char *date = NULL;

  if (g_strv_length (parts) < 3)
    return 0;
  saved = kaiser_saved_game_new (parts[0], g_ascii_strtoll (parts[1], NULL, 10), parts[2]);
  {
    g_autofree char *shown = kaiser_saved_game_display_name (parts[0]);
    const char *problem = check_shown (shown);

    if (problem)
      fuzz_fail (problem, parts[0], shown);
  }
  date = kaiser_saved_game_format_date (saved);
  /* Either a summary or the reason there is none. */
  if ((kaiser_saved_game_get_summary (saved) == NULL) == (kaiser_saved_game_get_error (saved) == NULL))
    fuzz_fail ("a saved game has both or neither of summary and error", parts[0], parts[2]);
  if (kaiser_saved_game_is_damaged (saved) != (kaiser_saved_game_get_error (saved) != NULL))
    fuzz_fail ("is_damaged disagrees with the error", parts[0], parts[2]);
  return 0;
}
