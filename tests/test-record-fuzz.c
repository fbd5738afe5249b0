/* test-record-fuzz.c: damaged records give a clear error, never a crash.
 *
 * A smoke test over thousands of mutated copies of a real record: bytes
 * flipped, spans cut or repeated, the file truncated, and (more telling)
 * one card, seat, bid or number in it replaced by another plausible one.
 * Every load must either succeed or fail with a KAISER_ERROR and a
 * message; G_DEBUG=fatal-warnings makes any critical a failure.
 */
#include <string.h>

#include "kaiser-test-util.h"

static const char * const tokens[] = {
  "\"AS\"", "\"3S\"", "\"5H\"", "\"10D\"", "\"7C\"", "\"N\"", "\"E\"", "\"S\"", "\"W\"",
  "\"pass\"", "\"7nt\"", "\"6\"", "\"12\"", "\"hearts\"", "\"none\"", "\"ns\"", "\"ew\"",
  "0", "1", "-3", "45", "52", "true", "false", "null", "[]", "{}", "\"\"",
};

static void
mutate (GString *text, KaiserRng *rng)
{
  guint len = text->len;
  guint at = kaiser_rng_below (rng, len);
  guint span = 1 + kaiser_rng_below (rng, 200);   /* not inside MIN (): evaluated once */

  span = MIN (span, len - at);

  switch (kaiser_rng_below (rng, 6))
    {
    case 0: /* one byte, any value but NUL */
      text->str[at] = (char) (1 + kaiser_rng_below (rng, 255));
      break;
    case 1: /* cut a span */
      g_string_erase (text, at, span);
      break;
    case 2: /* repeat a span */
      {
        g_autofree char *copy = g_strndup (text->str + at, span);
        g_string_insert (text, kaiser_rng_below (rng, len), copy);
        break;
      }
    case 3: /* truncate */
      g_string_truncate (text, at);
      break;
    default: /* replace one JSON value by a plausible other */
      {
        const char *p = text->str + at;
        const char *start = NULL, *end = NULL;

        /* the next string or number value after a ": " or in a list */
        for (; *p; p++)
          if ((p[0] == '"' || g_ascii_isdigit (p[0]) || p[0] == '-') && p > text->str &&
              (p[-1] == ' ' || p[-1] == '[' || p[-1] == '\n'))
            {
              start = p;
              if (*p == '"')
                end = strchr (p + 1, '"');
              else
                for (end = p + 1; g_ascii_isdigit (*end); end++)
                  ;
              if (end && *p == '"')
                end++;
              break;
            }
        if (start && end)
          {
            gsize pos = start - text->str;
            g_string_erase (text, pos, end - start);
            g_string_insert (text, pos, tokens[kaiser_rng_below (rng, G_N_ELEMENTS (tokens))]);
          }
        break;
      }
    }
}

static void
test_record_fuzz (void)
{
  const char *names[] = { "standard-misdeal.json", "standard-bid-out.json" };
  guint runs = g_test_thorough () ? 50000 : 4000;
  guint loaded = 0, refused = 0;
  KaiserRng rng;

  kaiser_rng_init (&rng, 31337);
  for (guint f = 0; f < G_N_ELEMENTS (names); f++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", names[f], NULL);
      g_autofree char *original = NULL;

      g_assert_true (g_file_get_contents (path, &original, NULL, NULL));
      for (guint i = 0; i < runs / G_N_ELEMENTS (names); i++)
        {
          g_autoptr(GString) text = g_string_new (original);
          g_autoptr(GError) error = NULL;
          g_autoptr(KaiserGame) game = NULL;
          guint n = 1 + kaiser_rng_below (&rng, 3);

          for (guint k = 0; k < n && text->len > 0; k++)
            mutate (text, &rng);
          game = kaiser_record_load_data (text->str, text->len, &error);
          if (game)
            {
              g_autofree char *again = kaiser_record_to_data (game, NULL);
              g_autoptr(KaiserGame) twice = kaiser_record_load_data (again, -1, NULL);

              g_assert_null (error);
              g_assert_nonnull (twice);
              loaded++;
            }
          else
            {
              g_assert_error (error, KAISER_ERROR, error->code);
              g_assert_true (error->code == KAISER_ERROR_RECORD_INVALID || error->code == KAISER_ERROR_RECORD_MISMATCH);
              g_assert_cmpuint (strlen (error->message), >, 8);
              g_assert_true (g_utf8_validate (error->message, -1, NULL));
              refused++;
            }
        }
    }
  g_test_message ("%u mutated records loaded, %u refused", loaded, refused);
  /* most mutations break the record; a few (white space) do not */
  g_assert_cmpuint (refused, >, loaded);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/record/fuzz", test_record_fuzz);
  return g_test_run ();
}
