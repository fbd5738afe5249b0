/* kaiser-player.h: computer players.  A player sees only its seat's
 * observation and chooses one of the legal actions. */
#pragma once

#include "kaiser-engine.h"

G_BEGIN_DECLS

typedef enum {
  KAISER_LEVEL_RANDOM,   /* any legal action, uniformly: a test opponent */
} KaiserLevel;

/* Choose an action for the seat of obs, which must be to act. */
gboolean kaiser_player_choose (KaiserLevel level, const KaiserObservation *obs, KaiserRng *rng, KaiserAction *action);

const char *kaiser_level_to_string (KaiserLevel level);
gboolean    kaiser_level_from_string (const char *text, KaiserLevel *level);

G_END_DECLS
