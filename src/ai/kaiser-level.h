/* kaiser-level.h: the levels of the computer players, and their names
 * ("random", "beginner", "standard", "expert") as the settings, the
 * command line and player specs spell them. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  KAISER_LEVEL_RANDOM,     /* any legal action: a test opponent */
  KAISER_LEVEL_BEGINNER,   /* simple plausible rules */
  KAISER_LEVEL_STANDARD,   /* a good heuristic player */
  KAISER_LEVEL_EXPERT,     /* Monte Carlo over deals consistent with what it knows, solved double-dummy */
  KAISER_N_LEVELS,
} KaiserLevel;

const char *kaiser_level_to_string (KaiserLevel level);
gboolean    kaiser_level_from_string (const char *text, KaiserLevel *level);

G_END_DECLS
