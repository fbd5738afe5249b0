/* kaiser-player.c */
#define G_LOG_DOMAIN "kaiser-player"

#include "kaiser-player.h"

static const char * const level_names[] = { "random" };

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

/* Any legal action.  In the auction it passes half the time and favours
 * the lower bids, so that contracts are sometimes made and games end. */
static gboolean
choose_random (const KaiserObservation *obs, KaiserRng *rng, KaiserAction *action)
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

gboolean
kaiser_player_choose (KaiserLevel level, const KaiserObservation *obs, KaiserRng *rng, KaiserAction *action)
{
  g_return_val_if_fail (obs->view.to_act == obs->seat, FALSE);

  switch (level)
    {
    case KAISER_LEVEL_RANDOM:
    default:
      return choose_random (obs, rng, action);
    }
}
