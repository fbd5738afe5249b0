/* test-json.c: kaiser_json_check_depth, the guard in front of json-glib
 * (issue 15, hole 2: json-glib recurses without limit). */
#include <string.h>

#include "kaiser-test-util.h"

/* n copies of open, then n of close (if close is not NULL). */
static char *
nested (guint n, const char *open, const char *close)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append (s, open);
  for (guint i = 0; close && i < n; i++)
    g_string_append (s, close);
  return g_string_free (s, FALSE);
}

static void
assert_too_deep (const char *text, gssize length, guint max)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = g_strdup_printf ("nested more than %u deep", max);

  g_assert_false (kaiser_json_check_depth (text, length, max, &error));
  g_assert_error (error, JSON_PARSER_ERROR, JSON_PARSER_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, expected));
}

static void
assert_not_too_deep (const char *text, gssize length, guint max)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (kaiser_json_check_depth (text, length, max, &error));
  g_assert_no_error (error);
}

static void
test_json_depth_limit (void)
{
  g_autofree char *arrays32 = nested (KAISER_JSON_MAX_DEPTH, "[", "]");
  g_autofree char *arrays33 = nested (KAISER_JSON_MAX_DEPTH + 1, "[", "]");
  g_autofree char *objects33 = nested (KAISER_JSON_MAX_DEPTH + 1, "{\"a\":", "}");
  g_autoptr(JsonParser) parser = json_parser_new ();

  /* The limit itself is allowed, and json-glib parses it. */
  assert_not_too_deep (arrays32, -1, KAISER_JSON_MAX_DEPTH);
  g_assert_true (json_parser_load_from_data (parser, arrays32, -1, NULL));
  assert_too_deep (arrays33, -1, KAISER_JSON_MAX_DEPTH);
  assert_too_deep (objects33, -1, KAISER_JSON_MAX_DEPTH);
  /* Depth, not count: many arrays side by side are fine. */
  assert_not_too_deep ("[[],[],[],[],[],[]]", -1, 2);
  assert_too_deep ("[[],[[[]]]]", -1, 3);
  /* Only length bytes are read. */
  assert_not_too_deep ("[[[[", 2, 2);
  assert_too_deep ("[[[[", 3, 2);
  assert_not_too_deep ("", -1, 0);
}

/* Brackets in strings and comments are not nesting: a record's names
 * and a bot's quoted text may hold any. */
static void
test_json_depth_strings (void)
{
  g_autofree char *brackets = nested (1000, "[", NULL);
  g_autofree char *braces = nested (1000, "{", NULL);
  g_autofree char *in_string = g_strdup_printf ("[\"%s\"]", brackets);
  g_autofree char *after_escape = g_strdup_printf ("[\"\\\"%s\"]", braces);
  g_autofree char *in_sq = g_strdup_printf ("['%s']", brackets);
  g_autofree char *in_comment = g_strdup_printf ("/* %s */ [1]", brackets);
  g_autoptr(JsonParser) parser = json_parser_new ();

  assert_not_too_deep (in_string, -1, 1);
  assert_not_too_deep (after_escape, -1, 1);
  assert_not_too_deep ("[\"a\\\\\"]", -1, 1);
  assert_not_too_deep (in_sq, -1, 1);
  assert_not_too_deep (in_comment, -1, 1);
  g_assert_true (json_parser_load_from_data (parser, in_sq, -1, NULL));
  g_assert_true (json_parser_load_from_data (parser, in_comment, -1, NULL));
  /* An escaped quote does not end the string; the string's end does. */
  assert_too_deep ("[\"\\\"\"[[", -1, 2);
  /* json-glib takes no escapes in '…' (['a\'] is a string "a\"): a
   * backslash must not hide the quote that ends it. */
  assert_too_deep ("['a\\'[[", -1, 2);
  g_assert_true (json_parser_load_from_data (parser, "['a\\']", -1, NULL));
  /* A quote inside a comment starts no string. */
  assert_too_deep ("/* \" */ [[[", -1, 2);
  /* json-glib ends a comment opened by slash-star-slash at that star and
   * slash, and takes "/…/" as a comment: these bombs reach its parser. */
  g_assert_true (json_parser_load_from_data (parser, "/*/[1]", -1, NULL));
  assert_too_deep ("/*/[[[", -1, 2);
  g_assert_true (json_parser_load_from_data (parser, "/\"/[1]", -1, NULL));
  assert_too_deep ("/\"/[[[", -1, 2);
  assert_not_too_deep ("/[[[/[1]", -1, 1);
}

/* The crash of issue 15: json-glib recursed once per "[" and ran out of
 * stack; the check refuses it at once, without recursion. */
static void
test_json_depth_bomb (void)
{
  g_autofree char *bomb = nested (400 * 1024, "[", NULL);

  assert_too_deep (bomb, -1, KAISER_JSON_MAX_DEPTH);
  bomb[KAISER_JSON_MAX_DEPTH] = '\0';
  assert_not_too_deep (bomb, -1, KAISER_JSON_MAX_DEPTH);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/json/depth/limit", test_json_depth_limit);
  g_test_add_func ("/kaiser/json/depth/strings-not-counted", test_json_depth_strings);
  g_test_add_func ("/kaiser/json/depth/nesting-bomb", test_json_depth_bomb);
  return g_test_run ();
}
