/* fuzz-saved-game.c: a saved game as the store reads it from its slot: a
 * name, a time and a record string from GSettings, made into a
 * KaiserSavedGame (which replays the record through
 * kaiser_record_load_data for its summary when first asked).  Input: the
 * name, a newline, the time in seconds, a newline, the record. */
#define G_LOG_DOMAIN "fuzz-saved-game"

#include <string.h>

#include "fuzz-target.h"
#include "kaiser-saved-game.h"

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
  date = kaiser_saved_game_format_date (saved);
  /* Either a summary or the reason there is none. */
  if ((kaiser_saved_game_get_summary (saved) == NULL) == (kaiser_saved_game_get_error (saved) == NULL))
    fuzz_fail ("a saved game has both or neither of summary and error", parts[0], parts[2]);
  if (kaiser_saved_game_is_damaged (saved) != (kaiser_saved_game_get_error (saved) != NULL))
    fuzz_fail ("is_damaged disagrees with the error", parts[0], parts[2]);
  return 0;
}
