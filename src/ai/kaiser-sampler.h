/* kaiser-sampler.h: deals of the unseen cards that agree with what a seat
 * knows.
 *
 * From an observation it works out which cards are unseen, how many each
 * other seat (and the kitty or the discards) holds, the voids shown by
 * failures to follow, and the cards it passed that are still with their
 * receiver; it deals the unseen cards at random within those constraints
 * into full KaiserStates the solver can search.  While cards are being
 * passed (V12) the other seats get their hands as before passing, the
 * cards they are passing still among them.  With inference each
 * sample also gets a weight: how likely the other seats' calls (bids and
 * passes) were with the cards the sample gives them.
 */
#pragma once

#include "kaiser-engine.h"

G_BEGIN_DECLS

typedef struct {
  KaiserObservation obs;
  KaiserCards       unseen;                  /* to be dealt */
  KaiserCards       fixed[KAISER_N_SEATS];   /* known to be in that seat's hand */
  KaiserCards       excluded[KAISER_N_SEATS];/* known not to be there (voids) */
  guint             count[KAISER_N_SEATS];   /* cards each seat holds now */
  guint             sink;                    /* unseen cards out of play (kitty or discards) */
  gboolean          sink_is_kitty;           /* TRUE: still the kitty; FALSE: the discards */
  gboolean          inference;
} KaiserSampler;

void     kaiser_sampler_init (KaiserSampler *sampler, const KaiserObservation *obs, gboolean inference);
/* A full state consistent with the observation, and its weight (1 without
 * inference).  FALSE if no consistent deal was found (should not happen). */
gboolean kaiser_sampler_draw (const KaiserSampler *sampler, KaiserRng *rng, KaiserState *state, double *weight);

/* A quick strength count of a hand (the points it adds to its side as
 * declarer in its best strain), the model behind the inference. */
double   kaiser_sampler_hand_strength (const KaiserRules *rules, KaiserCards hand);

G_END_DECLS
