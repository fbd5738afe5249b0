/* kaiser-match.h: computer players playing a game to its end. */
#pragma once

#include "kaiser-player.h"

G_BEGIN_DECLS

#define KAISER_MATCH_MAX_HANDS 2000

/* Let the players (one per seat) play until the game is over.  Each seat
 * is given only its own observation.  Fails if a player finds no action
 * or the game runs past KAISER_MATCH_MAX_HANDS hands. */
gboolean kaiser_match_play (KaiserGame    *game,
                            KaiserPlayer **players,
                            GError       **error);

G_END_DECLS
