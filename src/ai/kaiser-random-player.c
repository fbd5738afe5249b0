/* kaiser-random-player.c: the uniformly random choice of a legal action. */
#define G_LOG_DOMAIN "kaiser-random-player"

#include "kaiser-random-player.h"

/* Any legal action.  In the auction it passes half the time and favours
 * the lower bids, so that contracts are sometimes made and games end. */
gboolean
kaiser_random_player_choose (const KaiserObservation *obs, KaiserRng *rng, KaiserAction *action)
{
  KaiserAction actions[KAISER_MAX_ACTIONS];
  guint n = kaiser_state_legal_actions (&obs->view, actions);
  guint first = 0;

  if (n == 0)
    return FALSE;
  if (obs->view.phase != KAISER_PHASE_BIDDING)
    {
      *action = actions[kaiser_rng_below (rng, n)];
      return TRUE;
    }
  if (kaiser_bid_is_pass (actions[0].bid))
    {
      if (n == 1 || kaiser_rng_below (rng, 2) == 0)
        {
          *action = actions[0];
          return TRUE;
        }
      first = 1;
    }
  /* Each further bid half as likely as the one below it. */
  for (guint i = first; i + 1 < n; i++)
    if (kaiser_rng_below (rng, 2) == 0)
      {
        *action = actions[i];
        return TRUE;
      }
  *action = actions[n - 1];
  return TRUE;
}
