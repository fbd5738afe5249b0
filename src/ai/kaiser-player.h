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
/* Players that take turns (the computer seats of one table, the Hint)
 * can share the Expert's search memory; no effect below Expert. */
void          kaiser_player_share_memory (KaiserPlayer *player, KaiserPlayer *with);

/* Choose an action for the seat of obs, which must be to act.  FALSE
 * (with an error) only if there is no legal action. */
gboolean      kaiser_player_decide (KaiserPlayer            *player,
                                    const KaiserObservation *obs,
                                    KaiserAction            *action,
                                    GError                 **error);

/* A player described as text: a level name, optionally with options:
 * "expert", "expert:inference=off", "expert:samples=40,bidding=standard".
 * The Expert's options: inference=on|off, samples=N, and how it decides
 * bids, kitty discards and passed cards: bidding=, kitty=, passing=
 * simulation|standard (defaults: bidding=simulation, kitty=simulation,
 * passing=simulation). */
/* Why an action was chosen, for the player's Hint. */
typedef enum {
  KAISER_ADVICE_RULE,         /* a rule of thumb of the Standard player */
  KAISER_ADVICE_HAND_VALUE,   /* judged from the hand's estimated worth (bids) */
  KAISER_ADVICE_SIMULATION,   /* best on average over deals of the unseen cards, each solved */
} KaiserAdviceBasis;

typedef struct {
  KaiserAction      action;
  KaiserAdviceBasis basis;
  /* SIMULATION: deals tried, and the next best action (if any) */
  guint             deals;
  gboolean          has_runner_up;
  KaiserAction      runner_up;
  /* SIMULATION, what the choice weighed: the change of my side's game
   * score this hand minus the other side's, on average, in real score
   * points (without the weight of winning or losing the game on the hand
   * and without the margin of the usual call); the chance that my side,
   * declaring, is set (in [0, 1]; negative where it does not apply: a
   * pass in the auction, the play or discards of a hand the other side
   * declared, passed cards); the chances that the game ends on this hand
   * won by my side or by the other.  The choice is the action whose
   * score + WIN × (won − lost) (+ margin for the usual call) is highest,
   * WIN being the worth the Expert gives a game (kaiser-expert.c). */
  double            score;
  double            runner_up_score;
  double            set_chance;
  double            runner_up_set_chance;
  double            game_won;
  double            game_lost;
  double            runner_up_game_won;
  double            runner_up_game_lost;
  /* Bidding by simulation: the points the Standard player's own call is
   * given over the others (0 if none); kept_usual: the action is that
   * call, kept by the margin although another call weighed more without
   * it (the runner-up). */
  double            margin;
  gboolean          kept_usual;
  /* HAND_VALUE: the points the side may expect from the hand, and the
   * points the cheapest bid open to it needs */
  gint              estimate;
  gint              needed;
} KaiserAdvice;

/* Decide, and say why: the basis for the Hint's one-line reason. */
gboolean      kaiser_player_advise (KaiserPlayer            *player,
                                    const KaiserObservation *obs,
                                    KaiserAdvice            *advice,
                                    GError                 **error);

gboolean      kaiser_player_parse_spec (const char *spec, KaiserLevel *level, gboolean *inference, guint *samples,
                                        gboolean *simulated_bidding);
KaiserPlayer *kaiser_player_new_from_spec (const char *spec, guint64 seed);   /* NULL if malformed */

const char   *kaiser_level_to_string (KaiserLevel level);
gboolean      kaiser_level_from_string (const char *text, KaiserLevel *level);

/* The uniformly random choice, shared by the levels for what they do not decide otherwise. */
gboolean      kaiser_player_choose_random (const KaiserObservation *obs, KaiserRng *rng, KaiserAction *action);

G_END_DECLS
