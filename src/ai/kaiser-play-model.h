/* kaiser-play-model.h: how likely a seat is to play each of its cards,
 * for reading the play (issue 27, plays=model).
 *
 * A card's chance among the seat's legal cards is a softmax of a few
 * features of the card and the trick (does it win, does it overtake the
 * partner, the +5 or −3 given to whom, its rank, is it the master of
 * its suit …), weighed as fitted on the cards Experts chose in recorded
 * hands (`kaiser-cli record plays`, docs/ai.md).  It reads the seat's
 * whole hand: in a deal drawn for another seat, the chance of the card
 * it did play tells how likely that deal is.
 */
#pragma once

#include "kaiser-engine.h"

G_BEGIN_DECLS

#define KAISER_PLAY_FEATURES 16

/* The features of @card played by the seat to act in @st (a full state
 * in the play phase; @card legal): KAISER_PLAY_FEATURES values, each 0
 * or 1 but the rank's (0 to 1). */
void   kaiser_play_model_features (const KaiserState *st, KaiserCard card, double *features);
/* The chance, under the fitted weights, that the seat to act in @st
 * plays @card (a legal card): 1 when it is the only one. */
double kaiser_play_model_chance (const KaiserState *st, KaiserCard card);
/* The names of the features, for the record's header. */
const char *kaiser_play_model_feature_name (guint i);

G_END_DECLS
