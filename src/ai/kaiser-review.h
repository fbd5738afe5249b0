/* kaiser-review.h: the review of one hand of a game.
 *
 * Every decision of the hand in order (the auction, trumps or no-trump,
 * high or low, discards, passed cards and every card played), and for
 * each the Expert's evaluation from what that seat could know at that
 * moment: the observation kaiser_game_observe gives the seat just before
 * it acted, never the hidden cards.
 *
 * The reviewed seat (the player's) is judged: the expected score change
 * of the action taken against the Expert's best, over the same sampled
 * deals; a decision that costs at least KAISER_REVIEW_MISTAKE points on
 * average is a mistake.  The other seats' steps say what the seat knew
 * and why it chose (the advice of a player of the table's level).
 *
 * Evaluation runs in a worker thread, the reviewed seat's steps first,
 * then the others; "step-evaluated" is emitted for each in the main
 * context that called kaiser_review_start, "completed" once all are done
 * (or when cancelled).  Evaluations are repeatable: a step's samples come
 * from the review's seed and the step's action index, never the clock.
 */
#pragma once

#include <gio/gio.h>

#include "kaiser-advice.h"
#include "kaiser-engine.h"
#include "kaiser-expert.h"
#include "kaiser-level.h"
#include "kaiser-player.h"

G_BEGIN_DECLS

/* Points lost on average that make a decision a mistake. */
#define KAISER_REVIEW_MISTAKE 1.0
/* Deals the review's Expert samples for a decision (no time budget, so
 * that a review repeats exactly; the Expert draws no more than 48 for a
 * bid and 96 for a set of discards or passed cards, and stops a card's
 * sampling early once one card is clearly best).  kaiser-cli bench review
 * --hands 20 (2 cores, Standard players' hands): South's first step in
 * 66 ms, all of South's in 249 ms (median; 713 ms at most), every step
 * with the others advised at Expert in 0.9 s. */
#define KAISER_REVIEW_SAMPLES 400

typedef struct {
  guint        action_index;  /* in the game's actions */
  KaiserAction action;        /* what the seat did */
  KaiserSeat   seat;
  gboolean     reviewed;      /* the reviewed seat's decision: judged against the Expert */
  gboolean     forced;        /* only one legal action: nothing to judge */
  gboolean     evaluated;     /* the fields below are filled */
  /* The reviewed seat: the Expert's choice and reason from the seat's
   * observation.  Another seat: the advice of a player of the table's
   * level from that seat's observation (why it chose). */
  KaiserAdvice advice;
  gboolean     agrees;        /* advice.action is the action taken */
  /* The reviewed seat only: the Expert's values (kaiser-advice.h, the
   * expected change of the seat's side's score less the other side's,
   * higher is better: the number the Hint shows too) of the action taken
   * and of the best, from kaiser_expert_evaluate over the same sampled
   * deals for both.  The best is the Expert's choice (advice.action), or
   * the action taken where it did better (taken_better: the choice had
   * not weighed it, kaiser-expert.h); choice_score is the value of the
   * Expert's choice either way.  best_score ≥ taken_score always.
   *
   * Points lost: best_score − taken_score; the Expert's own choice loses
   * 0.  A forced step (one legal action) is evaluated at once, with no
   * search: the scores and the loss 0.  A decision the Expert makes by
   * rule (a misdeal call) is not scored: scored FALSE, loss 0, never a
   * mistake. */
  double       taken_score;
  double       best_score;
  double       choice_score;
  gboolean     taken_better;
  double       loss;          /* best_score − taken_score, ≥ 0 */
  gboolean     mistake;       /* loss ≥ KAISER_REVIEW_MISTAKE */
  gboolean     scored;        /* taken_score and best_score come from the Expert's simulation */
} KaiserReviewStep;

#define KAISER_TYPE_REVIEW (kaiser_review_get_type ())
G_DECLARE_FINAL_TYPE (KaiserReview, kaiser_review, KAISER, REVIEW, GObject)

/* The review of @game's hand @hand_index (0-based, a hand that was
 * played out or thrown in), judging @seat's decisions; the other seats'
 * reasons come from players of @level.  NULL with an error when the game
 * has no such hand. */
KaiserReview           *kaiser_review_new (KaiserGame  *game,
                                           guint        hand_index,
                                           KaiserSeat   seat,
                                           KaiserLevel  level,
                                           guint64      seed,
                                           GError     **error);

KaiserGame             *kaiser_review_get_game (KaiserReview *self);
guint                   kaiser_review_get_hand_index (KaiserReview *self);
KaiserSeat              kaiser_review_get_seat (KaiserReview *self);
KaiserLevel             kaiser_review_get_level (KaiserReview *self);
guint                   kaiser_review_get_n_steps (KaiserReview *self);
const KaiserReviewStep *kaiser_review_get_step (KaiserReview *self, guint index);
/* The game just before step @index acts (@index = n_steps: the end of the
 * hand); a new reference. */
KaiserGame             *kaiser_review_dup_game_at (KaiserReview *self, guint index, GError **error);

/* Over the reviewed seat's steps evaluated so far. */
double                  kaiser_review_get_points_lost (KaiserReview *self);
guint                   kaiser_review_get_n_mistakes (KaiserReview *self);
guint                   kaiser_review_get_n_evaluated (KaiserReview *self);
gboolean                kaiser_review_is_complete (KaiserReview *self);

/* Evaluate one step now, in the calling thread (tests, benchmarks). */
gboolean                kaiser_review_evaluate_step (KaiserReview *self, guint index, GError **error);
/* Evaluate every step not evaluated yet in a worker thread,
 * progressively: the reviewed seat's steps first, then the others, each
 * in the hand's order.  The thread works on its own copies (the
 * observations, the steps); each result is written into the review in
 * the thread-default main context of the caller of start, then
 * "step-evaluated" is emitted there; "completed" after the last.
 * Cancelling @cancellable stops the thread after the step it is on (its
 * result is dropped) and "completed" is still emitted, with the steps
 * evaluated so far.  Dropping the last reference stops the thread too;
 * nothing is emitted then.  One run at a time: start again after
 * "completed". */
void                    kaiser_review_start (KaiserReview *self, GCancellable *cancellable);
/* TRUE between kaiser_review_start and "completed". */
gboolean                kaiser_review_is_running (KaiserReview *self);

/* What kaiser_review_evaluate_step does, from the seat's observation
 * alone (never the game): fills @step's evaluated fields (advice, agrees,
 * scores, loss, mistake, scored) from @obs, the step's action, seat,
 * reviewed and forced flags and action_index.  The reviewed seat's step
 * is judged by kaiser_review_new_expert (@seed, action_index) with
 * kaiser_expert_evaluate; another seat's is advised by a player of
 * @level (KAISER_REVIEW_SAMPLES deals at most for an Expert, which keeps
 * its time budget as at the table: only the reviewed seat's evaluation
 * repeats exactly whatever the machine's load).  Safe in any thread. */
gboolean                kaiser_review_evaluate_observation (KaiserLevel              level,
                                                            guint64                  seed,
                                                            const KaiserObservation *obs,
                                                            KaiserReviewStep        *step,
                                                            GError                 **error);
/* The Expert that judges the reviewed seat's action @action_index in a
 * review of seed @seed: KAISER_REVIEW_SAMPLES deals, no time budget. */
KaiserExpert           *kaiser_review_new_expert (guint64 seed, guint action_index);

/* The seed of the review of @game's hand @hand_index: the window's, the
 * Hint's (kaiser_review_new_adviser) and kaiser-cli review's. */
guint64                 kaiser_review_seed (KaiserGame *game, guint hand_index);

/* The Expert that gives the Hint for the decision to take now in @game
 * (its hand in progress, its next action): the one that will judge that
 * decision in the hand's review (kaiser_review_new_expert with
 * kaiser_review_seed), so that the Hint and the review advise the same
 * action with the same numbers.  A new player each time. */
KaiserPlayer           *kaiser_review_new_adviser (KaiserGame *game);

G_END_DECLS
