/* kaiser-heuristic.h: the Beginner and Standard computer players.
 *
 * Beginner: simple, plausible rules (follows suit sensibly, bids from a
 * card-weight count).  Standard: counts cards, tracks voids, protects the
 * +5 card, dumps the −3 card on the opponents' tricks, returns partner's
 * suit, bids from a hand evaluation that includes the +5/−3 cards and its
 * position (dealer privilege).  Both decide every phase of every rule set:
 * misdeal calls, passing, bids, trumps, high or low, discards and play.
 */
#pragma once

#include "kaiser-advice.h"
#include "kaiser-engine.h"
#include "kaiser-level.h"

G_BEGIN_DECLS

gboolean kaiser_heuristic_decide (KaiserLevel              level,
                                  const KaiserObservation *obs,
                                  KaiserRng               *rng,
                                  KaiserAction            *action);

/* The same decision, and the rule of thumb that made it (rule: never
 * NULL; KAISER_RULE_NONE for a bid, which the hand's worth decides). */
gboolean kaiser_heuristic_decide_rule (KaiserLevel              level,
                                       const KaiserObservation *obs,
                                       KaiserRng               *rng,
                                       KaiserAction            *action,
                                       KaiserRule              *rule);

/* The Standard player's estimate of the points its side will take with
 * this hand as declarer at the given contract (used by its bidding, and
 * by the Expert to seed its own). */
gint     kaiser_heuristic_estimate (const KaiserObservation *obs, KaiserBid contract, KaiserSuit trump);

G_END_DECLS
