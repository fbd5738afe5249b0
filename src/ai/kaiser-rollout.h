/* kaiser-rollout.h: the card to play by playing sampled deals out.
 *
 * At two players (piles face down, sixteen tricks) the double-dummy
 * solver does not search, and the Expert chooses its card here instead:
 * each legal card is played in deals of the cards the seat has not seen,
 * drawn again and again, and the rest of the hand is played out by the
 * Standard player's rules for every seat.  The card whose hands end best
 * for the seat's side, on average, is played.
 *
 * The same at Lost Heir (000_5ed066fa22fca3eb.txt, "Lost Heir"), whose
 * blanks, Lost Heir and Wrong Boy lie outside the suits the solver
 * searches by: the solver refuses those packs.
 */
#pragma once

#include "kaiser-engine.h"

G_BEGIN_DECLS

/* A deal of the cards the observation's seat has not seen, consistent
 * with what it has: the other seats' hands and every card face down in a
 * pile, as many as each holds, a seat that did not follow a suit holding
 * none of it in hand (kaiser_sampler_excluded).  A full state in the
 * play from @obs's position. */
gboolean kaiser_rollout_sample (const KaiserObservation *obs, KaiserRng *rng, KaiserState *deal);

/* Whether the Expert chooses its cards here: piles (two players), or
 * cards outside the suits (Lost Heir). */
gboolean kaiser_rollout_applies (const KaiserState *v);

/* The card for the seat to act, in the play at a table with piles or
 * with a Lost Heir pack: over @n_samples deals, each legal card's mean of
 * the hand's change to the seat's side's score less the best other
 * side's.  FALSE where it does not apply (kaiser_rollout_applies, not
 * the play): decide otherwise. */
gboolean kaiser_rollout_choose_card (const KaiserObservation *obs, KaiserRng *rng, guint n_samples, KaiserCard *card);

G_END_DECLS
