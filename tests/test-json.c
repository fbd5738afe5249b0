/* test-json.c: kaiser_json_validate, the gate in front of json-glib
 * (issue 23: a check that imitated json-glib's scanner was walked around
 * by a comment it ended later than json-glib, and json-glib's recursion
 * ran out of stack). */
#include <string.h>

#include "kaiser-test-util.h"

/* n copies of open, then middle, then n of close (if close is not NULL). */
static char *
nested_around (guint n, const char *open, const char *middle, const char *close)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append (s, open);
  g_string_append (s, middle);
  for (guint i = 0; close && i < n; i++)
    g_string_append (s, close);
  return g_string_free (s, FALSE);
}

static char *
nested (guint n, const char *open, const char *close)
{
  return nested_around (n, open, "", close);
}

/* The gate refuses text (length bytes) with code, saying expected (the
 * message's start when it starts with "line", else a part of it). */
static void
assert_refused_len (const char *text, gssize length, guint max_depth, KaiserJsonError code, const char *expected)
{
  g_autoptr(GError) error = NULL;

  if (kaiser_json_validate (text, length, max_depth, KAISER_JSON_MAX_SIZE, &error))
    g_error ("accepted: %.60s", text);
  g_assert_error (error, KAISER_JSON_ERROR, (gint) code);
  if (g_str_has_prefix (expected, "line ") ? !g_str_has_prefix (error->message, expected)
                                           : strstr (error->message, expected) == NULL)
    g_error ("%.60s: “%s”, not “%s”", text, error->message, expected);
}

static void
assert_refused (const char *text, const char *expected)
{
  assert_refused_len (text, -1, KAISER_JSON_MAX_DEPTH, KAISER_JSON_ERROR_INVALID, expected);
}

/* The gate accepts text, and json-glib then parses it. */
static void
assert_accepted_len (const char *text, gssize length, guint max_depth)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();

  if (!kaiser_json_validate (text, length, max_depth, KAISER_JSON_MAX_SIZE, &error))
    g_error ("%.60s refused: %s", text, error->message);
  if (!json_parser_load_from_data (parser, text, length, &error))
    g_error ("%.60s accepted, but json-glib says: %s", text, error->message);
}

static void
assert_accepted (const char *text)
{
  assert_accepted_len (text, -1, KAISER_JSON_MAX_DEPTH);
}

static void
test_json_accepts (void)
{
  const char *texts[] = {
    "{}", "[]", "0", "-0", "-0.5e+10", "1E-2", "\"\"", "true", "false", "null",
    " \t\r\n[1, {\"a\": [null, false, \"b\"]}, -12.5]\n",
    "{\"\": 0, \"a\": {}, \"b\": []}",
    /* every escape, and a surrogate pair (U+1D11E) */
    "\"\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u00e9 \\uD834\\uDD1E \\u0000\"",
    /* UTF-8: 2, 3 and 4 bytes, U+FFFF (a noncharacter, but a character) */
    "[\"é € 𝄞 \xef\xbf\xbf\"]",
    /* one byte order mark at the very start (RFC 8259 §8.1) */
    "\xef\xbb\xbf{}",
    /* the edges of the ranges json-glib reads exactly */
    "[9223372036854775807, -9223372036854775808, 1.7976931348623157e308, 1e-400]",
    /* a record's brackets and comment marks inside strings */
    "{\"name\": \"/* [[[[ // '\", \"note\": \"]]]}}}\"}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    assert_accepted (texts[i]);
}

static void
test_json_refuses (void)
{
  struct { const char *text, *expected; } cases[] = {
    { "", "line 1, column 1: the text holds no value" },
    { " \n ", "line 2, column 2: the text holds no value" },
    /* what json-glib takes beyond JSON */
    { "/* */ {}", "line 1, column 1: a comment or a slash: JSON has neither" },
    { "// x\n{}", "line 1, column 1: a comment or a slash" },
    { "{} // x", "line 1, column 4: a comment or a slash" },
    { "[1, /* 2 */ 3]", "line 1, column 5: a comment or a slash" },
    { "['a']", "line 1, column 2: a string in single quotes: JSON strings take double quotes" },
    { "{'a': 1}", "line 1, column 2: a string in single quotes" },
    { "[0x1F]", "line 1, column 2: “0x1F” is not a number as JSON writes them" },
    { "[01]", "line 1, column 2: “01” is not a number as JSON writes them" },
    { "[-01]", "“-01” is not a number" },
    { "[1.]", "“1.” is not a number" },
    { "[2.e3]", "“2.e3” is not a number" },
    { "[1e]", "“1e” is not a number" },
    { "[-]", "“-” is not a number" },
    { "[- 1]", "“-” is not a number" },
    { "[.5]", "line 1, column 2: a value was expected, not “.”" },
    { "[+1]", "a value was expected, not “+”" },
    { "[NaN]", "line 1, column 2: “NaN” is not a JSON value" },
    { "[-Infinity]", "“-Infinity” is not a number" },
    { "[True]", "“True” is not a JSON value" },
    { "[nul]", "“nul” is not a JSON value" },
    { "[truefalse]", "“truefalse” is not a JSON value" },
    { "[9223372036854775808]", "line 1, column 2: the number “9223372036854775808” is too large" },
    { "[-9223372036854775809]", "the number “-9223372036854775809” is too large" },
    { "[18446744073709551615]", "is too large" },
    { "[1e400]", "the number “1e400” is too large" },
    { "[-1.5E+999]", "the number “-1.5E+999” is too large" },
    /* structure */
    { "[1,]", "line 1, column 4: a value was expected, not “]”" },
    { "[,1]", "a value was expected, not “,”" },
    { "{\"a\":1,}", "line 1, column 8: a name in double quotes was expected, not “}”" },
    { "{a:1}", "a name in double quotes was expected, not “a”" },
    { "{\"a\" 1}", "line 1, column 6: “:” was expected after a name, not “1”" },
    { "{\"a\"=1}", "“:” was expected after a name, not “=”" },
    { "[1 2]", "line 1, column 4: “,” or “]” was expected, not “2”" },
    { "{\"a\":1]", "“,” or “}” was expected, not “]”" },
    { "[1}", "“,” or “]” was expected, not “}”" },
    { "[1]x", "line 1, column 4: “x” after the end of the value" },
    { "[1] [2]", "“[” after the end of the value" },
    { "1 2", "“2” after the end of the value" },
    { "[1,", "line 1, column 4: the text ends too early" },
    { "{\"a\":", "the text ends too early" },
    { "\"abc", "line 1, column 5: the text ends inside a string" },
    { "\"abc\\", "the text ends inside a string" },
    /* only JSON's four white space characters */
    { "\f[]", "a value was expected, not “U+000C”" },
    { "[1,\v2]", "a value was expected, not “U+000B”" },
    /* strings */
    { "[\"\\x41\"]", "line 1, column 3: an escape “\\x” that JSON does not have" },
    { "[\"\\'\"]", "an escape “\\'” that JSON does not have" },
    { "[\"\\u12\"]", "line 1, column 3: “\\u” not followed by four hexadecimal digits" },
    { "[\"\\u12G4\"]", "“\\u” not followed by four hexadecimal digits" },
    { "[\"\\U0041\"]", "an escape “\\U” that JSON does not have" },
    { "[\"\\uD834\"]", "“\\uD834”, the first half of a UTF-16 surrogate pair, without its second half" },
    { "[\"\\uD834\\u0041\"]", "the first half of a UTF-16 surrogate pair" },
    { "[\"\\uD834\\uD834\"]", "the first half of a UTF-16 surrogate pair" },
    { "[\"\\uDD1E\\uD834\"]", "“\\uDD1E”, the second half of a UTF-16 surrogate pair, without its first half" },
    { "[\"a\tb\"]", "line 1, column 4: a control character (U+0009) in a string: JSON takes it only as an escape" },
    { "[\"a\nb\"]", "a control character (U+000A) in a string" },
    /* UTF-8 */
    { "[\"\xff\"]", "line 1, column 3: a byte that is not UTF-8 (0xFF)" },
    { "[\"\xc3\"]", "a byte that is not UTF-8 (0xC3)" },            /* cut short */
    { "[\"\xc0\xaf\"]", "a byte that is not UTF-8 (0xC0)" },        /* overlong "/" */
    { "[\"\xed\xa0\x80\"]", "a byte that is not UTF-8 (0xED)" },    /* U+D800 */
    { "[\"\xf4\x90\x80\x80\"]", "a byte that is not UTF-8 (0xF4)" }, /* beyond U+10FFFF */
    { "[\"\x80\"]", "a byte that is not UTF-8 (0x80)" },
    { "[\xe9]", "a byte that is not UTF-8 (0xE9)" },                 /* Latin-1 */
    { "\xe2\x82\xac", "a value was expected, not “€”" },
    /* a second byte order mark, or one after white space */
    { "\xef\xbb\xbf\xef\xbb\xbf{}", "line 1, column 2: a value was expected, not “U+FEFF”" },
    { " \xef\xbb\xbf{}", "line 1, column 2: a value was expected" },
    /* UTF-16 */
    { "\xff\xfe[\x00]\x00", "line 1, column 1: a byte that is not UTF-8 (0xFF)" },
    /* the place: lines, and columns in characters */
    { "{\n  \"a\": [1,\n    'x']\n}", "line 3, column 5: a string in single quotes" },
    { "[\"é€𝄞\", x]", "line 1, column 9: “x” is not a JSON value" },
    { "\n\n\n#", "line 4, column 1: a value was expected, not “#”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    assert_refused (cases[i].text, cases[i].expected);
  /* A NUL is not JSON when it is inside the length … */
  assert_refused_len ("[1]\0", 4, KAISER_JSON_MAX_DEPTH, KAISER_JSON_ERROR_INVALID, "“U+0000” after the end of the value");
  assert_refused_len ("[\"a\0\"]", 6, KAISER_JSON_MAX_DEPTH, KAISER_JSON_ERROR_INVALID, "a control character (U+0000) in a string");
  /* … and only length bytes are read. */
  assert_accepted_len ("[1]x", 3, KAISER_JSON_MAX_DEPTH);
  assert_refused_len ("[1]x", 2, KAISER_JSON_MAX_DEPTH, KAISER_JSON_ERROR_INVALID, "line 1, column 3: the text ends too early");
}

static void
test_json_depth_limit (void)
{
  g_autofree char *arrays32 = nested (KAISER_JSON_MAX_DEPTH, "[", "]");
  g_autofree char *arrays33 = nested (KAISER_JSON_MAX_DEPTH + 1, "[", "]");
  g_autofree char *objects32 = nested_around (KAISER_JSON_MAX_DEPTH, "{\"a\":", "0", "}");
  g_autofree char *objects33 = nested_around (KAISER_JSON_MAX_DEPTH + 1, "{\"a\":", "0", "}");
  g_autofree char *mixed33 = nested_around ((KAISER_JSON_MAX_DEPTH + 1) / 2 + 1, "[{\"a\":", "0", "}]");

  /* The limit itself is allowed, and json-glib parses it. */
  assert_accepted (arrays32);
  assert_accepted (objects32);
  assert_refused_len (arrays33, -1, KAISER_JSON_MAX_DEPTH, KAISER_JSON_ERROR_TOO_DEEP, "line 1, column 33: nested more than 32 deep");
  assert_refused_len (objects33, -1, KAISER_JSON_MAX_DEPTH, KAISER_JSON_ERROR_TOO_DEEP, "line 1, column 161: nested more than 32 deep");
  assert_refused_len (mixed33, -1, KAISER_JSON_MAX_DEPTH, KAISER_JSON_ERROR_TOO_DEEP, "nested more than 32 deep");
  /* Depth, not count: many arrays side by side are fine. */
  assert_accepted_len ("[[],[],[],[],[],[]]", -1, 2);
  assert_refused_len ("[[],[[[]]]]", -1, 3, KAISER_JSON_ERROR_TOO_DEEP, "line 1, column 7: nested more than 3 deep");
  assert_accepted_len ("[[[[1]]]]", -1, 4);
  assert_refused_len ("[[[[1]]]]", -1, 3, KAISER_JSON_ERROR_TOO_DEEP, "nested more than 3 deep");
  /* The limit is the caller's: JSONTestSuite's 500 arrays pass with 500. */
  {
    g_autofree char *arrays500 = nested (500, "[", "]");
    g_autofree char *open80000 = nested (80000, "[", NULL);

    assert_accepted_len (arrays500, -1, 500);
    assert_refused_len (arrays500, -1, 499, KAISER_JSON_ERROR_TOO_DEEP, "line 1, column 500: nested more than 499 deep");
    /* with no limit to speak of, a bomb is only unfinished */
    assert_refused_len (open80000, -1, G_MAXUINT, KAISER_JSON_ERROR_INVALID, "line 1, column 80001: the text ends too early");
  }
  /* A scalar is depth 0. */
  assert_accepted_len ("1", -1, 0);
  assert_refused_len ("[]", -1, 0, KAISER_JSON_ERROR_TOO_DEEP, "line 1, column 1: nested more than 0 deep");
  /* Brackets in strings are not nesting: a record's names and a bot's
   * quoted text may hold any. */
  {
    g_autofree char *brackets = nested (1000, "[", NULL);
    g_autofree char *in_string = g_strdup_printf ("[\"%s\", \"\\\"%s\"]", brackets, brackets);

    assert_accepted_len (in_string, -1, 1);
  }
}

static void
test_json_size_limit (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *unterminated = g_malloc (101);
  g_autofree char *spaces = g_strnfill (3 * 1024 * 1024, ' ');

  g_assert_true (kaiser_json_validate ("[1, 2]", -1, 1, 6, &error));
  g_assert_no_error (error);
  g_assert_true (kaiser_json_validate ("[1, 2]", 6, 1, 6, &error));
  g_assert_false (kaiser_json_validate ("[1, 2]", -1, 1, 5, &error));
  g_assert_error (error, KAISER_JSON_ERROR, KAISER_JSON_ERROR_TOO_LARGE);
  g_assert_cmpstr (error->message, ==, "the text is larger than 5 bytes");
  g_clear_error (&error);
  g_assert_false (kaiser_json_validate ("[1, 2]", 6, 1, 5, &error));
  g_assert_error (error, KAISER_JSON_ERROR, KAISER_JSON_ERROR_TOO_LARGE);
  g_clear_error (&error);
  g_assert_false (kaiser_json_validate (spaces, -1, 1, 2 * 1024 * 1024, &error));
  g_assert_error (error, KAISER_JSON_ERROR, KAISER_JSON_ERROR_TOO_LARGE);
  g_assert_cmpstr (error->message, ==, "the text is larger than 2.0\u00a0MiB");
  g_clear_error (&error);
  /* Without a length, no more than max_size + 1 bytes are read looking
   * for the end (no NUL in these 101: a sanitizer or valgrind would see
   * a read beyond them). */
  memset (unterminated, '[', 101);
  g_assert_false (kaiser_json_validate (unterminated, -1, 200, 100, &error));
  g_assert_error (error, KAISER_JSON_ERROR, KAISER_JSON_ERROR_TOO_LARGE);
}

/* Issue 23: json-glib ends a comment where a scanner imitating it did
 * not, so "slash-star space slash" and 80,000 "[" reached json-glib's
 * recursion and crashed every reader.  The gate refuses each prefix
 * json-glib skips (or would) at its first byte, and a bare bomb at its
 * 33rd "[", without recursion. */
static void
test_json_bombs (void)
{
  struct { const char *prefix, *expected; } cases[] = {
    { "/* /", "line 1, column 1: a comment or a slash: JSON has neither" },
    { "/*/", "line 1, column 1: a comment or a slash" },
    { "/* */", "line 1, column 1: a comment or a slash" },
    { "//\n", "line 1, column 1: a comment or a slash" },
    { "//", "line 1, column 1: a comment or a slash" },
    { "/", "line 1, column 1: a comment or a slash" },
    { "/\"/", "line 1, column 1: a comment or a slash" },
    { "'", "line 1, column 1: a string in single quotes" },
    { "'a'", "line 1, column 1: a string in single quotes" },
    { "#", "line 1, column 1: a value was expected, not “#”" },
    /* a string whose escaped quote does not end it: the brackets are its
     * characters, and the text ends inside it */
    { "\"\\\"", "line 1, column 80004: the text ends inside a string" },
    { " \t\r\n", "line 2, column 33: nested more than 32 deep" },
    { "\f", "line 1, column 1: a value was expected, not “U+000C”" },
    { "\xef\xbb\xbf", "line 1, column 34: nested more than 32 deep" },
    { "\xef\xbb\xbf/* /", "line 1, column 2: a comment or a slash" },
    { "", "line 1, column 33: nested more than 32 deep" },
  };
  const guint n = 80000;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GString) bomb = g_string_new (cases[i].prefix);
      KaiserJsonError code = strstr (cases[i].expected, "deep") ? KAISER_JSON_ERROR_TOO_DEEP : KAISER_JSON_ERROR_INVALID;

      for (guint k = 0; k < n; k++)
        g_string_append_c (bomb, '[');
      assert_refused_len (bomb->str, (gssize) bomb->len, KAISER_JSON_MAX_DEPTH, code, cases[i].expected);
    }
}

/* What the gate accepts json-glib parses, within the depth: random texts
 * of JSON's tokens and of those json-glib also takes. */
static void
test_json_json_glib_agrees (void)
{
  const char *tokens[] = {
    "[", "]", "{", "}", ",", ":", " ", "\n", "\"a\"", "\"\\\"", "\"", "1", "-0.5e3", "01", "0x1",
    "true", "null", "nul", "/*", "*/", "//", "/", "'", "'b'", "\\u0041", "\xef\xbb\xbf", "#",
  };
  guint accepted = 0;

  for (guint i = 0; i < 20000; i++)
    {
      g_autoptr(GString) text = g_string_new (NULL);
      g_autoptr(GError) error = NULL;
      guint n = (guint) g_test_rand_int_range (1, 40);

      for (guint k = 0; k < n; k++)
        g_string_append (text, tokens[g_test_rand_int_range (0, G_N_ELEMENTS (tokens))]);
      if (kaiser_json_validate (text->str, (gssize) text->len, 4, KAISER_JSON_MAX_SIZE, &error))
        {
          g_autoptr(JsonParser) parser = json_parser_new ();

          if (!json_parser_load_from_data (parser, text->str, (gssize) text->len, &error))
            g_error ("the gate accepts “%s”, json-glib says: %s", text->str, error->message);
          accepted++;
        }
      else
        g_assert_true (error != NULL && error->message[0] != '\0');
    }
  g_test_message ("%u of 20000 random texts accepted", accepted);
  g_assert_cmpuint (accepted, >, 0);
}

/* For g_ptr_array_sort, which gives pointers to the elements. */
static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* JSONTestSuite's 318 parsing cases: every y_ accepted (and parsed by
 * json-glib), every n_ refused, every i_ answered as kaiser-json.h
 * decides.  The suite is not part of the tree: it is looked for where
 * tests/meson.build says (KAISER_JSONTESTSUITE), and its absence fails the
 * test in CI. */
static void
test_json_test_suite (void)
{
  /* the i_ cases accepted (kaiser-json.h); the others are refused */
  const char *i_accepted[] = {
    "i_number_double_huge_neg_exp.json", /* 123.456e-789: too small, 0 */
    "i_number_real_underflow.json",      /* 123e-10000000: too small, 0 */
    "i_structure_UTF-8_BOM_empty_object.json",
    NULL,
  };
  const char *folder = g_getenv ("KAISER_JSONTESTSUITE");
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint counts[3] = { 0, 0, 0 }; /* y_, n_, i_ */
  const char *name;

  if (folder == NULL || !g_file_test (folder, G_FILE_TEST_IS_DIR))
    {
      g_autofree char *message = g_strdup_printf ("no JSONTestSuite cases in %s (KAISER_JSONTESTSUITE, set by tests/meson.build)",
                                                  folder ? folder : "(unset)");

      if (g_getenv ("CI") != NULL)
        g_error ("%s", message);
      g_test_skip (message);
      return;
    }
  dir = g_dir_open (folder, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      const char *file = g_ptr_array_index (names, i);
      g_autofree char *path = g_build_filename (folder, file, NULL);
      g_autofree char *data = NULL;
      g_autoptr(GError) error = NULL;
      gsize length;
      gboolean accepted;

      g_assert_true (g_file_get_contents (path, &data, &length, NULL));
      accepted = kaiser_json_validate (data, (gssize) length, KAISER_JSON_MAX_DEPTH, KAISER_JSON_MAX_SIZE, &error);
      g_assert_true (accepted == (error == NULL));
      if (g_str_has_prefix (file, "y_"))
        {
          g_autoptr(JsonParser) parser = json_parser_new ();

          if (!accepted)
            g_error ("%s refused: %s", file, error->message);
          if (!json_parser_load_from_data (parser, data, (gssize) length, &error))
            g_error ("%s accepted, but json-glib says: %s", file, error->message);
          counts[0]++;
        }
      else if (g_str_has_prefix (file, "n_"))
        {
          if (accepted)
            g_error ("%s accepted", file);
          counts[1]++;
        }
      else if (g_str_has_prefix (file, "i_"))
        {
          g_test_message ("%s: %s", file, accepted ? "accepted" : error->message);
          if (accepted != g_strv_contains (i_accepted, file))
            g_error ("%s %s, not as kaiser-json.h decides", file, accepted ? "accepted" : "refused");
          counts[2]++;
        }
      else
        g_error ("%s: a case neither y_, n_ nor i_", file);
    }
  g_test_message ("JSONTestSuite: %u y_, %u n_, %u i_", counts[0], counts[1], counts[2]);
  g_assert_cmpuint (counts[0], ==, 95);
  g_assert_cmpuint (counts[1], ==, 188);
  g_assert_cmpuint (counts[2], ==, 35);
  g_assert_cmpuint (names->len, ==, 318);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/json/validate/accepts", test_json_accepts);
  g_test_add_func ("/kaiser/json/validate/refuses", test_json_refuses);
  g_test_add_func ("/kaiser/json/validate/depth-limit", test_json_depth_limit);
  g_test_add_func ("/kaiser/json/validate/size-limit", test_json_size_limit);
  g_test_add_func ("/kaiser/json/validate/bombs", test_json_bombs);
  g_test_add_func ("/kaiser/json/validate/json-glib-agrees", test_json_json_glib_agrees);
  g_test_add_func ("/kaiser/json/validate/jsontestsuite", test_json_test_suite);
  return g_test_run ();
}
