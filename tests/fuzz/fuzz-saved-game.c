/* fuzz-saved-game.c: a saved game as the store reads it from its file
 * (kaiser_store_parse_game: the header, then the record) and lists it:
 * a KaiserSavedGame with the facts of the header (its summary then made
 * from them) or, without them, replaying the record through
 * kaiser_record_load_data when first asked; its name as shown
 * (kaiser_saved_game_display_name: one line, no override, the isolates
 * balanced, at most the limit and "…").  Input: the file's bytes. */
#define G_LOG_DOMAIN "fuzz-saved-game"

#include <string.h>

#include "fuzz-target.h"
#include "kaiser-saved-game.h"
#include "kaiser-store-writer.h"

/* What a name shown alone may not hold: control characters, line
 * breaks, embeddings and overrides, unbalanced isolates, more than the
 * limit and "…".  Returns why, or NULL. */
static const char *
check_shown (const char *shown)
{
  int open = 0;
  glong seen = 0;   /* characters other than the isolates, which take no room */

  if (!g_utf8_validate (shown, -1, NULL))
    return "the name shown is not UTF-8";
  for (const char *p = shown; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if ((c < 0x2066 || c > 0x2069) && ++seen > KAISER_SAVED_GAME_MAX_NAME + 1)
        return "the name shown is longer than the limit and an ellipsis";

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
  KaiserStoreEntry *entry = kaiser_store_parse_game ("fuzz", (const char *) data, size);
  g_autoptr(KaiserSavedGame) saved = NULL;
  g_autofree char *date = NULL;

  if (entry->name == NULL || entry->record == NULL)
    fuzz_fail ("a parsed file has no name or no record", text, "");
  saved = kaiser_saved_game_new_stored (entry->id, G_MAXUINT, entry->name, entry->saved, entry->record, entry->error);
  kaiser_saved_game_set_facts (saved, entry->facts);
  {
    g_autofree char *shown = kaiser_saved_game_display_name (entry->name);
    const char *problem = check_shown (shown);

    if (problem)
      fuzz_fail (problem, entry->name, shown);
  }
  date = kaiser_saved_game_format_date (saved);
  /* Either a summary or the reason there is none. */
  if ((kaiser_saved_game_get_summary (saved) == NULL) == (kaiser_saved_game_get_error (saved) == NULL))
    fuzz_fail ("a saved game has both or neither of summary and error", entry->name, entry->record);
  if (kaiser_saved_game_is_damaged (saved) != (kaiser_saved_game_get_error (saved) != NULL))
    fuzz_fail ("is_damaged disagrees with the error", entry->name, entry->record);
  /* a file that reads is written back the same */
  if (entry->error == NULL)
    {
      g_autofree char *again = kaiser_store_format_game (entry->name, entry->saved, entry->facts, entry->record);
      KaiserStoreEntry *back = kaiser_store_parse_game ("fuzz", again, strlen (again));

      if (back->error || g_strcmp0 (back->name, entry->name) != 0 || back->saved != entry->saved ||
          g_strcmp0 (back->facts, entry->facts) != 0 || g_strcmp0 (back->record, entry->record) != 0)
        fuzz_fail ("a saved game's file does not read back the same", entry->name, again);
      kaiser_store_entry_free (back);
    }
  kaiser_store_entry_free (entry);
  return 0;
}
