/* kaiser-expert.c: provisional — plays like the Random level until the
 * Monte Carlo player lands (being written now). */
#define G_LOG_DOMAIN "kaiser-expert"

#include "kaiser-expert.h"

struct _KaiserExpert
{
  KaiserRng rng;
};

KaiserExpert *
kaiser_expert_new (guint64 seed)
{
  KaiserExpert *expert = g_new0 (KaiserExpert, 1);
  kaiser_rng_init (&expert->rng, seed);
  return expert;
}

void kaiser_expert_free (KaiserExpert *expert) { g_free (expert); }
void kaiser_expert_set_inference (KaiserExpert *expert, gboolean inference) { }
void kaiser_expert_set_samples (KaiserExpert *expert, guint samples) { }

gboolean
kaiser_expert_decide (KaiserExpert *expert, const KaiserObservation *obs, KaiserAction *action)
{
  return kaiser_player_choose_random (obs, &expert->rng, action);
}
