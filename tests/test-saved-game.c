/* test-saved-game.c: a saved game's name, cut to the longest a name has
 * (on character boundaries, accents and joined emoji kept whole) and
 * shown on one line with no direction override leaking out (issue 23). */
#include "config.h"

#include <string.h>

#include "kaiser-saved-game.h"
#include "kaiser-test-ui.h"

static void
assert_clip (const char *name, guint max, const char *expected, gboolean expected_clipped)
{
  g_autofree char *cut = NULL;
  gboolean clipped = !expected_clipped;

  cut = kaiser_saved_game_clip_name (name, max, &clipped);
  g_assert_true (g_utf8_validate (cut, -1, NULL));
  g_assert_cmpstr (cut, ==, expected);
  g_assert_cmpint (clipped, ==, expected_clipped);
}

/* 10,000 characters of one, two and four bytes cut to 100 characters;
 * a short name unchanged; never inside an accented letter nor a family
 * emoji (the letter or emoji left out whole); a letter with more accents
 * than the limit cut among them. */
static void
test_clip (void)
{
  g_autofree char *ascii = kaiser_test_repeat ("x", 10000);
  g_autofree char *ascii_100 = kaiser_test_repeat ("x", 100);
  g_autofree char *two = kaiser_test_repeat ("é", 10000);
  g_autofree char *two_100 = kaiser_test_repeat ("é", 100);
  g_autofree char *four = kaiser_test_repeat ("😀", 10000);
  g_autofree char *four_100 = kaiser_test_repeat ("😀", 100);
  g_autofree char *accents = kaiser_test_repeat ("e\u0301", 60);
  g_autofree char *combining = g_strconcat ("x", accents, NULL);          /* x, then e + acute 60 times */
  g_autofree char *combining_cut = NULL;
  g_autofree char *padding = kaiser_test_repeat ("a", 98);
  g_autofree char *family = g_strconcat (padding, "👨\u200D👩\u200D👧", NULL);
  g_autofree char *marks = kaiser_test_repeat ("\u0301", 200);
  g_autofree char *stacked = g_strconcat ("a", marks, NULL);
  g_autofree char *stacked_cut = NULL;

  assert_clip (ascii, 100, ascii_100, TRUE);
  assert_clip (two, 100, two_100, TRUE);
  assert_clip (four, 100, four_100, TRUE);
  assert_clip ("Tuesday", 100, "Tuesday", FALSE);
  assert_clip ("", 100, "", FALSE);
  assert_clip (ascii_100, 100, ascii_100, FALSE);

  /* the 100th character is the 50th "e", whose accent is the 101st:
   * that "e" is left out with it */
  combining_cut = kaiser_saved_game_clip_name (combining, 100, NULL);
  g_assert_cmpint (g_utf8_strlen (combining_cut, -1), ==, 99);
  g_assert_true (g_str_has_suffix (combining_cut, "e\u0301"));
  g_assert_true (strncmp (combining, combining_cut, strlen (combining_cut)) == 0);
  /* man, joiner, woman, joiner, girl from the 99th character: left out whole */
  assert_clip (family, 100, padding, TRUE);

  stacked_cut = kaiser_saved_game_clip_name (stacked, 100, NULL);
  g_assert_cmpint (g_utf8_strlen (stacked_cut, -1), ==, 100);
  g_assert_true (g_str_has_prefix (stacked_cut, "a\u0301"));

  /* not UTF-8: made valid, not cut inside a character */
  assert_clip ("ab\xff" "cd", 100, "ab\uFFFDcd", FALSE);
}

/* Shown alone: overrides and embeddings dropped, isolates balanced (an
 * unmatched PDI dropped, an open one closed), line breaks and control
 * characters as spaces, a long name cut with "…" after its isolates. */
static void
test_display (void)
{
  static const struct { const char *name; const char *shown; } cases[] = {
    { "Tuesday", "Tuesday" },
    { "live.json\u202Egpj.exe", "live.jsongpj.exe" },                 /* RLO */
    { "\u202Bعربي\u202C and \u202Dlro\u202C", "عربي and lro" },        /* RLE PDF, LRO PDF */
    { "a\u2069b", "ab" },                                              /* a PDI with nothing to close */
    { "\u2067עברית", "\u2067עברית\u2069" },                            /* RLI closed */
    { "\u2068x\u2069\u2069y", "\u2068x\u2069y" },
    { "two\nlines\r\tand\u2028more\u2029\xc2\x85\x01", "two lines  and more   " },
    { "<b>&amp;</b>", "<b>&amp;</b>" },                                 /* plain text, not markup */
  };
  g_autofree char *long_name = kaiser_test_repeat ("\u202Eab", 5000);
  g_autofree char *long_shown = NULL;
  g_autofree char *expected = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *shown = kaiser_saved_game_display_name (cases[i].name);

      g_assert_cmpstr (shown, ==, cases[i].shown);
    }

  /* 15,000 characters: the first 100 (34 overrides dropped), then "…" */
  long_shown = kaiser_saved_game_display_name (long_name);
  expected = g_strconcat ("ab", "ab", NULL);
  g_assert_cmpint (g_utf8_strlen (long_shown, -1), ==, 66 + 1);
  g_assert_true (g_str_has_prefix (long_shown, expected));
  g_assert_true (g_str_has_suffix (long_shown, "b…"));
  g_assert_null (strstr (long_shown, "\u202E"));
}

/* In a sentence: between FSI and PDI, the name as shown alone inside. */
static void
test_quote (void)
{
  g_autofree char *quoted = kaiser_saved_game_quote_name ("live.json\u202Egpj.exe\n");
  g_autofree char *empty = kaiser_saved_game_quote_name ("");

  g_assert_cmpstr (quoted, ==, "\u2068live.jsongpj.exe \u2069");
  g_assert_cmpstr (empty, ==, "\u2068\u2069");
}

/* A score below zero in the list's summary has the minus sign the score
 * sheet and the table show, not a hyphen (issue 24). */
static void
test_summary_minus (void)
{
  g_autoptr(KaiserSavedGame) saved = kaiser_saved_game_new ("Set", 1760000000, "{}");

  kaiser_saved_game_set_facts (saved, "6 -6 24 playing standard");
  g_assert_cmpstr (kaiser_saved_game_get_summary (saved), ==, "Hand 6 · You \u22126, Them 24 · Standard");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/saved-game/clip", test_clip);
  g_test_add_func ("/kaiser/saved-game/display", test_display);
  g_test_add_func ("/kaiser/saved-game/quote", test_quote);
  g_test_add_func ("/kaiser/saved-game/summary-minus", test_summary_minus);
  return g_test_run ();
}
