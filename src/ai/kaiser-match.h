/* kaiser-match.h: computer players playing a game to its end. */
#pragma once

#include "kaiser-player.h"

G_BEGIN_DECLS

#define KAISER_MATCH_MAX_HANDS 2000

/* Let the given level play each seat until the game is over.  Each seat
 * is given only its own observation.  Fails if a player finds no action
 * or the game runs past KAISER_MATCH_MAX_HANDS hands. */
gboolean kaiser_match_play (KaiserGame        *game,
                            const KaiserLevel  levels[KAISER_N_SEATS],
                            KaiserRng         *rng,
                            GError           **error);

G_END_DECLS
