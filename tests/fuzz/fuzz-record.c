/* fuzz-record.c: any bytes through kaiser_record_load_data (the reader
 * of record verify, the import, saved games and the autosave); what
 * loads must export and load again to the same record. */
#define G_LOG_DOMAIN "fuzz-record"

#include <stdlib.h>
#include <string.h>

#include "fuzz-target.h"
#include "kaiser-engine.h"

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(KaiserGame) game = kaiser_record_load_data ((const char *) data, (gssize) size, &error);
  g_autoptr(KaiserGame) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;

  if (game == NULL)
    {
      /* Every refusal says why, in the record domain. */
      if (error == NULL || error->domain != KAISER_ERROR || error->message[0] == '\0')
        abort ();
      return 0;
    }
  text = kaiser_record_to_data (game, NULL);
  again = kaiser_record_load_data (text, -1, &error);
  if (again == NULL)
    fuzz_fail ("an exported record does not load", error->message, text);
  text_again = kaiser_record_to_data (again, NULL);
  if (strcmp (text, text_again) != 0)
    fuzz_fail ("a record changes when exported twice", text, text_again);
  return 0;
}
