/* kaiser-level.c: the names of the computer players' levels. */
#define G_LOG_DOMAIN "kaiser-level"

#include "kaiser-level.h"

static const char * const level_names[] = { "random", "beginner", "standard", "expert" };

G_STATIC_ASSERT (G_N_ELEMENTS (level_names) == KAISER_N_LEVELS);

const char *
kaiser_level_to_string (KaiserLevel level)
{
  g_return_val_if_fail ((guint) level < G_N_ELEMENTS (level_names), "?");
  return level_names[level];
}

gboolean
kaiser_level_from_string (const char *text, KaiserLevel *level)
{
  for (guint i = 0; i < G_N_ELEMENTS (level_names); i++)
    if (g_strcmp0 (text, level_names[i]) == 0)
      {
        *level = (KaiserLevel) i;
        return TRUE;
      }
  return FALSE;
}
