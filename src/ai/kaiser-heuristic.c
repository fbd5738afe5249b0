/* kaiser-heuristic.c: provisional — plays like the Random level until the
 * Beginner and Standard players land (being written now). */
#define G_LOG_DOMAIN "kaiser-heuristic"

#include "kaiser-heuristic.h"

gboolean
kaiser_heuristic_decide (KaiserLevel level, const KaiserObservation *obs, KaiserRng *rng, KaiserAction *action)
{
  return kaiser_player_choose_random (obs, rng, action);
}

gint
kaiser_heuristic_estimate (const KaiserObservation *obs, KaiserBid contract, KaiserSuit trump)
{
  return 0;
}
