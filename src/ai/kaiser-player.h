/* kaiser-player.h: computer players.
 *
 * A player is given only its seat's observation (kaiser-state.h: its own
 * cards and everything public) and answers with one legal action.  One
 * KaiserPlayer per seat; it keeps its own random stream and, for the
 * Expert, a solver and its tables.  Decisions are synchronous and
 * thread-safe per player: the app runs them in a worker thread.
 */
#pragma once

#include "kaiser-engine.h"

G_BEGIN_DECLS

typedef enum {
  KAISER_LEVEL_RANDOM,     /* any legal action: a test opponent */
  KAISER_LEVEL_BEGINNER,   /* simple plausible rules */
  KAISER_LEVEL_STANDARD,   /* a good heuristic player */
  KAISER_LEVEL_EXPERT,     /* Monte Carlo over deals consistent with what it knows, solved double-dummy */
  KAISER_N_LEVELS,
} KaiserLevel;

typedef struct _KaiserPlayer KaiserPlayer;

KaiserPlayer *kaiser_player_new (KaiserLevel level, guint64 seed);
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

/* Choose an action for the seat of obs, which must be to act.  FALSE
 * (with an error) only if there is no legal action. */
gboolean      kaiser_player_decide (KaiserPlayer            *player,
                                    const KaiserObservation *obs,
                                    KaiserAction            *action,
                                    GError                 **error);

/* A player described as text: a level name, optionally with options:
 * "expert", "expert:inference=off", "expert:samples=40,bidding=standard". */
gboolean      kaiser_player_parse_spec (const char *spec, KaiserLevel *level, gboolean *inference, guint *samples,
                                        gboolean *simulated_bidding);
KaiserPlayer *kaiser_player_new_from_spec (const char *spec, guint64 seed);   /* NULL if malformed */

const char   *kaiser_level_to_string (KaiserLevel level);
gboolean      kaiser_level_from_string (const char *text, KaiserLevel *level);

/* The uniformly random choice, shared by the levels for what they do not decide otherwise. */
gboolean      kaiser_player_choose_random (const KaiserObservation *obs, KaiserRng *rng, KaiserAction *action);

G_END_DECLS
