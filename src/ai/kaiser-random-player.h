/* kaiser-random-player.h: the uniformly random choice of a legal action.
 *
 * The Random level plays by it alone; the other levels fall back on it
 * for what they do not decide otherwise, and tests use it to play games
 * through.  It is given only the seat's observation, like every player. */
#pragma once

#include "kaiser-engine.h"

G_BEGIN_DECLS

/* Any legal action for the seat of obs, drawn from rng; FALSE only if
 * there is none. */
gboolean kaiser_random_player_choose (const KaiserObservation *obs, KaiserRng *rng, KaiserAction *action);

G_END_DECLS
