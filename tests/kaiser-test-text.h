/* kaiser-test-text.h: checks on the texts the player reads, shared by the
 * engine's tests and the window's (a header alone: the two kinds of test
 * link different helpers). */
#pragma once

#include <glib.h>

/* Whether text speaks to the player: the words "you", "your" or "yours",
 * in any case (a computer seat's reason never does, issue 24). */
static inline gboolean
kaiser_test_says_you (const char *text)
{
  g_auto(GStrv) words = g_regex_split_simple ("[^[:alpha:]]+", text, 0, 0);

  for (guint i = 0; words[i]; i++)
    {
      g_autofree char *word = g_utf8_strdown (words[i], -1);

      if (g_str_equal (word, "you") || g_str_equal (word, "your") || g_str_equal (word, "yours"))
        return TRUE;
    }
  return FALSE;
}
