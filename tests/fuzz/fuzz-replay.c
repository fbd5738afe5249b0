/* fuzz-replay.c: main() for a tests/fuzz target without libFuzzer: runs
 * every file given, or every file of every directory given, through
 * LLVMFuzzerTestOneInput, then the nesting bombs of issue 15 (generated
 * here rather than stored: 76,000 "[" as a record, alone and inside one,
 * and a 400 KiB bot line of "["; json-glib crashed on each).  A target
 * that breaks a promise aborts, and the test fails. */
#define G_LOG_DOMAIN "fuzz-replay"

#include <string.h>

#include "fuzz-target.h"

static guint
run_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  if (!g_file_get_contents (path, &data, &length, &error))
    {
      fprintf (stderr, "fuzz-replay: %s\n", error->message);
      exit (1);
    }
  LLVMFuzzerTestOneInput ((const guint8 *) data, length);
  return 1;
}

/* For g_ptr_array_sort, which gives pointers to the elements. */
static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static guint
run_path (const char *path)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  guint n = 0;

  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    return run_file (path);
  dir = g_dir_open (path, 0, NULL);
  while (dir && (name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_build_filename (path, name, NULL));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    n += run_path (g_ptr_array_index (names, i));
  return n;
}

static guint
run_bombs (void)
{
  const char *prefixes[] = {
    "", "{\"format\":\"three-spot-record\",\"version\":1,\"hands\":[", "\x01",
    /* a saved game's file (fuzz-saved-game) */
    "Three-Spot saved game 1\nName: Bomb\nSaved: 0\n\n",
  };
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (prefixes); i++)
    for (guint size = 76000; size <= 400 * 1024; size += 400 * 1024 - 76000)
      {
        g_autoptr(GString) bomb = g_string_new (prefixes[i]);

        for (guint k = 0; k < size; k++)
          g_string_append_c (bomb, '[');
        LLVMFuzzerTestOneInput ((const guint8 *) bomb->str, bomb->len);
        n++;
      }
  return n;
}

int
main (int argc, char **argv)
{
  guint n = 0;

  if (argc < 2)
    {
      fprintf (stderr, "Usage: %s FILE-OR-DIR…\n", argv[0]);
      return 2;
    }
  for (int i = 1; i < argc; i++)
    n += run_path (argv[i]);
  n += run_bombs ();
  printf ("%s: %u inputs replayed\n", argv[0], n);
  return 0;
}
