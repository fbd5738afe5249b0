/* kaiser-player.h: computer players.
 *
 * A player is given only its seat's observation (kaiser-state.h: its own
 * cards and everything public) and answers with one legal action.  One
 * KaiserPlayer per seat; it keeps its own random stream and, for the
 * Expert, a solver and its tables.  Decisions are synchronous and
 * thread-safe per player: the app runs them in a worker thread.
 */
#pragma once

#include "kaiser-advice.h"
#include "kaiser-engine.h"
#include "kaiser-expert.h"
#include "kaiser-level.h"
#include "kaiser-random-player.h"

G_BEGIN_DECLS

typedef struct _KaiserPlayer KaiserPlayer;

KaiserPlayer *kaiser_player_new (KaiserLevel level, guint64 seed);
/* An Expert player deciding with @expert, which it takes (and frees). */
KaiserPlayer *kaiser_player_new_from_expert (KaiserExpert *expert);
/* Players are reference-counted, so a decision running in a thread can
 * keep its player alive; kaiser_player_free drops one reference. */
KaiserPlayer *kaiser_player_ref (KaiserPlayer *player);
void          kaiser_player_free (KaiserPlayer *player);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KaiserPlayer, kaiser_player_free)

KaiserLevel   kaiser_player_get_level (KaiserPlayer *player);

/* Options of the Expert: "inference" (TRUE: sample deals consistent with
 * the bids and passes too; FALSE: voids only), "samples" (deals per
 * decision, at most). */
void          kaiser_player_set_inference (KaiserPlayer *player, gboolean inference);
void          kaiser_player_set_samples (KaiserPlayer *player, guint samples);
/* Players that take turns (the computer seats of one table, the Hint)
 * can share the Expert's search memory; no effect below Expert. */
void          kaiser_player_share_memory (KaiserPlayer *player, KaiserPlayer *with);

/* Choose an action for the seat of obs, which must be to act.  FALSE
 * (with an error) only if there is no legal action. */
gboolean      kaiser_player_decide (KaiserPlayer            *player,
                                    const KaiserObservation *obs,
                                    KaiserAction            *action,
                                    GError                 **error);

/* Decide, and say why: the basis for the Hint's one-line reason. */
gboolean      kaiser_player_advise (KaiserPlayer            *player,
                                    const KaiserObservation *obs,
                                    KaiserAdvice            *advice,
                                    GError                 **error);

/* A player described as text: a level name, optionally with options:
 * "expert", "expert:inference=off", "expert:samples=40,bidding=standard".
 * The Expert's options: inference=on|off, plays=on|off (with inference,
 * weigh deals by the cards played too; off by default), samples=N, and how it decides
 * bids, kitty discards and passed cards: bidding=, kitty=, passing=
 * simulation|standard (defaults: bidding=simulation, kitty=simulation,
 * passing=simulation). */
gboolean      kaiser_player_parse_spec (const char *spec, KaiserLevel *level, gboolean *inference, guint *samples,
                                        gboolean *simulated_bidding);
KaiserPlayer *kaiser_player_new_from_spec (const char *spec, guint64 seed);   /* NULL if malformed */

G_END_DECLS
