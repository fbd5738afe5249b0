/* kaiser-review.c: the review of one hand of a game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "kaiser-review"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "kaiser-player.h"
#include "kaiser-review.h"

struct _KaiserReview
{
  GObject     parent_instance;

  KaiserGame *game;
  guint       hand_index;
  KaiserSeat  seat;
  KaiserLevel level;
  guint64     seed;
  GArray     *steps;          /* KaiserReviewStep */
  GArray     *observations;   /* KaiserObservation: each step's seat's, just before it acts */
  struct _Job *job;           /* the worker's run, until "completed" */
};

/* A run of kaiser_review_start (an atomic rc box): what the worker thread
 * reads, its own copies; held by the thread, by each result on its way
 * to the main context and by the review until the run completes. */
typedef struct _Job {
  KaiserLevel   level;
  guint64       seed;
  GArray       *steps;          /* copies of the review's steps */
  GArray       *observations;   /* copies */
  GArray       *order;          /* guint: the steps to evaluate, in order */
  GCancellable *cancellable;    /* the caller's, or NULL */
  GCancellable *stop;           /* cancelled when the review goes */
  GMainContext *context;        /* where results are handed back */
  GWeakRef      review;
} Job;

/* A result on its way to the main context: a step evaluated, or the end
 * of the run. */
typedef struct {
  Job              *job;
  gboolean          completed;
  guint             index;
  KaiserReviewStep  step;
} Delivery;

G_DEFINE_FINAL_TYPE (KaiserReview, kaiser_review, G_TYPE_OBJECT)

enum {
  STEP_EVALUATED,
  COMPLETED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
job_clear (gpointer data)
{
  Job *job = data;

  g_clear_pointer (&job->steps, g_array_unref);
  g_clear_pointer (&job->observations, g_array_unref);
  g_clear_pointer (&job->order, g_array_unref);
  g_clear_object (&job->cancellable);
  g_clear_object (&job->stop);
  g_clear_pointer (&job->context, g_main_context_unref);
  g_weak_ref_clear (&job->review);
}

static void
job_release (Job *job)
{
  g_atomic_rc_box_release_full (job, job_clear);
}

static void
kaiser_review_finalize (GObject *object)
{
  KaiserReview *self = KAISER_REVIEW (object);

  if (self->job)
    {
      /* the thread stops after its step; its results find no review */
      g_cancellable_cancel (self->job->stop);
      g_clear_pointer (&self->job, job_release);
    }
  g_clear_object (&self->game);
  g_clear_pointer (&self->steps, g_array_unref);
  g_clear_pointer (&self->observations, g_array_unref);

  G_OBJECT_CLASS (kaiser_review_parent_class)->finalize (object);
}

static void
kaiser_review_class_init (KaiserReviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = kaiser_review_finalize;

  signals[STEP_EVALUATED] = g_signal_new ("step-evaluated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[COMPLETED] = g_signal_new ("completed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
kaiser_review_init (KaiserReview *self)
{
  self->steps = g_array_new (FALSE, TRUE, sizeof (KaiserReviewStep));
  self->observations = g_array_new (FALSE, TRUE, sizeof (KaiserObservation));
}

/* The actions of hand @number: those taken while the state's hand number
 * was @number.  Each step's seat and whether it had a choice come from
 * the game replayed to just before it. */
static gboolean
collect_steps (KaiserReview *self, guint number, GError **error)
{
  guint n = kaiser_game_get_n_actions (self->game);
  g_autoptr(KaiserGame) at = kaiser_game_replay (self->game, 0, error);

  if (at == NULL)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      const KaiserAction *action = kaiser_game_get_action (self->game, i);
      const KaiserState *st = kaiser_game_get_state (at);

      if (st->hand_number == number)
        {
          KaiserReviewStep step = { 0 };
          KaiserAction legal[KAISER_MAX_ACTIONS];
          KaiserObservation obs;

          step.action_index = i;
          step.action = *action;
          step.seat = action->seat;
          step.reviewed = action->seat == self->seat;
          step.forced = kaiser_state_legal_actions (st, legal) <= 1;
          g_array_append_val (self->steps, step);
          kaiser_game_observe (at, step.seat, &obs);
          g_array_append_val (self->observations, obs);
        }
      else if (st->hand_number > number)
        break;
      if (!kaiser_game_apply (at, action, error))
        return FALSE;
      if (kaiser_game_get_phase (at) == KAISER_PHASE_HAND_OVER && i + 1 < n &&
          !kaiser_game_next_hand (at, error))
        return FALSE;
    }
  return TRUE;
}

KaiserReview *
kaiser_review_new (KaiserGame  *game,
                   guint        hand_index,
                   KaiserSeat   seat,
                   KaiserLevel  level,
                   guint64      seed,
                   GError     **error)
{
  g_autoptr(KaiserReview) self = NULL;

  g_return_val_if_fail (KAISER_IS_GAME (game), NULL);
  g_return_val_if_fail (seat < kaiser_rules_n_seats (kaiser_game_get_rules (game)), NULL);

  if (hand_index >= kaiser_game_get_n_hands (game))
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                   _("The game has %u hands, not %u"), kaiser_game_get_n_hands (game), hand_index + 1);
      return NULL;
    }
  self = g_object_new (KAISER_TYPE_REVIEW, NULL);
  self->game = g_object_ref (game);
  self->hand_index = hand_index;
  self->seat = seat;
  self->level = level;
  self->seed = seed;
  if (!collect_steps (self, kaiser_game_get_hand_log (game, hand_index)->number, error))
    return NULL;
  return g_steal_pointer (&self);
}

KaiserGame *
kaiser_review_get_game (KaiserReview *self)
{
  g_return_val_if_fail (KAISER_IS_REVIEW (self), NULL);
  return self->game;
}

guint
kaiser_review_get_hand_index (KaiserReview *self)
{
  g_return_val_if_fail (KAISER_IS_REVIEW (self), 0);
  return self->hand_index;
}

KaiserSeat
kaiser_review_get_seat (KaiserReview *self)
{
  g_return_val_if_fail (KAISER_IS_REVIEW (self), KAISER_SOUTH);
  return self->seat;
}

KaiserLevel
kaiser_review_get_level (KaiserReview *self)
{
  g_return_val_if_fail (KAISER_IS_REVIEW (self), KAISER_LEVEL_STANDARD);
  return self->level;
}

guint
kaiser_review_get_n_steps (KaiserReview *self)
{
  g_return_val_if_fail (KAISER_IS_REVIEW (self), 0);
  return self->steps->len;
}

const KaiserReviewStep *
kaiser_review_get_step (KaiserReview *self, guint index)
{
  g_return_val_if_fail (KAISER_IS_REVIEW (self), NULL);
  g_return_val_if_fail (index < self->steps->len, NULL);
  return &g_array_index (self->steps, KaiserReviewStep, index);
}

KaiserGame *
kaiser_review_dup_game_at (KaiserReview *self, guint index, GError **error)
{
  g_autoptr(KaiserGame) game = NULL;
  guint n_actions;

  g_return_val_if_fail (KAISER_IS_REVIEW (self), NULL);
  g_return_val_if_fail (index <= self->steps->len, NULL);

  if (index < self->steps->len)
    n_actions = g_array_index (self->steps, KaiserReviewStep, index).action_index;
  else if (self->steps->len > 0)
    n_actions = g_array_index (self->steps, KaiserReviewStep, self->steps->len - 1).action_index + 1;
  else
    n_actions = 0;
  game = kaiser_game_replay (self->game, n_actions, error);
  /* the first step of any hand but the first: the game replayed to the
   * actions before it stands at the end of the hand before; the step is
   * taken once this hand is dealt (as collect_steps saw it) */
  if (game != NULL && index < self->steps->len && kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER &&
      !kaiser_game_next_hand (game, error))
    return NULL;
  return g_steal_pointer (&game);
}

double
kaiser_review_get_points_lost (KaiserReview *self)
{
  double lost = 0;

  g_return_val_if_fail (KAISER_IS_REVIEW (self), 0);
  for (guint i = 0; i < self->steps->len; i++)
    {
      const KaiserReviewStep *step = &g_array_index (self->steps, KaiserReviewStep, i);

      if (step->reviewed && step->evaluated)
        lost += step->loss;
    }
  return lost;
}

guint
kaiser_review_get_n_mistakes (KaiserReview *self)
{
  guint n = 0;

  g_return_val_if_fail (KAISER_IS_REVIEW (self), 0);
  for (guint i = 0; i < self->steps->len; i++)
    n += g_array_index (self->steps, KaiserReviewStep, i).mistake;
  return n;
}

guint
kaiser_review_get_n_evaluated (KaiserReview *self)
{
  guint n = 0;

  g_return_val_if_fail (KAISER_IS_REVIEW (self), 0);
  for (guint i = 0; i < self->steps->len; i++)
    n += g_array_index (self->steps, KaiserReviewStep, i).evaluated;
  return n;
}

gboolean
kaiser_review_is_complete (KaiserReview *self)
{
  g_return_val_if_fail (KAISER_IS_REVIEW (self), FALSE);
  return kaiser_review_get_n_evaluated (self) == self->steps->len;
}

static guint64
step_seed (guint64 seed, guint action_index)
{
  return seed ^ ((guint64) action_index << 32) ^ G_GUINT64_CONSTANT (0x5265766965770000);
}

KaiserExpert *
kaiser_review_new_expert (guint64 seed, guint action_index)
{
  KaiserExpert *expert = kaiser_expert_new (step_seed (seed, action_index));

  kaiser_expert_set_samples (expert, KAISER_REVIEW_SAMPLES);
  kaiser_expert_set_time_budget (expert, FALSE);
  return expert;
}

guint64
kaiser_review_seed (KaiserGame *game, guint hand_index)
{
  g_return_val_if_fail (KAISER_IS_GAME (game), 0);
  return kaiser_game_get_seed (game) ^ ((guint64) hand_index << 40);
}

KaiserPlayer *
kaiser_review_new_adviser (KaiserGame *game)
{
  guint n_hands;

  g_return_val_if_fail (KAISER_IS_GAME (game), NULL);

  /* the hand in progress has its log from the deal on */
  n_hands = kaiser_game_get_n_hands (game);
  return kaiser_player_new_from_expert (kaiser_review_new_expert (kaiser_review_seed (game, n_hands > 0 ? n_hands - 1 : 0),
                                                                  kaiser_game_get_n_actions (game)));
}

gboolean
kaiser_review_evaluate_observation (KaiserLevel              level,
                                    guint64                  seed,
                                    const KaiserObservation *obs,
                                    KaiserReviewStep        *step,
                                    GError                 **error)
{
  g_return_val_if_fail (obs != NULL && step != NULL, FALSE);

  memset (&step->advice, 0, sizeof step->advice);
  step->taken_score = step->best_score = step->choice_score = step->loss = 0;
  step->mistake = step->scored = step->taken_better = FALSE;
  if (step->forced)
    {
      /* nothing to weigh */
      step->advice.basis = KAISER_ADVICE_RULE;
      step->advice.action = step->action;
    }
  else if (step->reviewed)
    {
      g_autoptr(KaiserExpert) expert = kaiser_review_new_expert (seed, step->action_index);
      double taken, best;

      if (!kaiser_expert_evaluate (expert, obs, &step->action, &step->advice, &taken, &best))
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                       _("The action of step %u cannot be evaluated"), step->action_index + 1);
          return FALSE;
        }
      if (!isnan (taken) && !isnan (best))
        {
          step->scored = TRUE;
          step->taken_score = taken;
          step->choice_score = best;
          /* the action taken, not weighed by the choice, did better */
          step->taken_better = taken > best;
          step->best_score = MAX (best, taken);
          step->loss = step->best_score - taken;
          step->mistake = step->loss >= KAISER_REVIEW_MISTAKE;
        }
    }
  else
    {
      g_autoptr(KaiserPlayer) player = kaiser_player_new (level, step_seed (seed, step->action_index));

      kaiser_player_set_samples (player, KAISER_REVIEW_SAMPLES);
      if (!kaiser_player_advise (player, obs, &step->advice, error))
        return FALSE;
    }
  step->agrees = kaiser_action_equal (&step->advice.action, &step->action);
  step->evaluated = TRUE;
  return TRUE;
}

gboolean
kaiser_review_evaluate_step (KaiserReview *self, guint index, GError **error)
{
  KaiserReviewStep step;

  g_return_val_if_fail (KAISER_IS_REVIEW (self), FALSE);
  g_return_val_if_fail (index < self->steps->len, FALSE);

  step = g_array_index (self->steps, KaiserReviewStep, index);
  if (!kaiser_review_evaluate_observation (self->level, self->seed,
                                           &g_array_index (self->observations, KaiserObservation, index),
                                           &step, error))
    return FALSE;
  g_array_index (self->steps, KaiserReviewStep, index) = step;
  return TRUE;
}

static void
delivery_free (gpointer data)
{
  Delivery *d = data;

  job_release (d->job);
  g_free (d);
}

/* In the main context: the result into the review, then the signal. */
static gboolean
deliver (gpointer data)
{
  Delivery *d = data;
  g_autoptr(KaiserReview) self = g_weak_ref_get (&d->job->review);

  if (self == NULL || self->job != d->job)
    return G_SOURCE_REMOVE;
  if (d->completed)
    {
      g_clear_pointer (&self->job, job_release);
      g_signal_emit (self, signals[COMPLETED], 0);
    }
  else if (!g_cancellable_is_cancelled (d->job->cancellable))
    {
      g_array_index (self->steps, KaiserReviewStep, d->index) = d->step;
      g_signal_emit (self, signals[STEP_EVALUATED], 0, d->index);
    }
  return G_SOURCE_REMOVE;
}

/* From the worker: hand a result to the main context (an idle source,
 * never a direct call, even when the context is free). */
static void
send (Job *job, gboolean completed, guint index, const KaiserReviewStep *step)
{
  Delivery *d = g_new0 (Delivery, 1);
  g_autoptr(GSource) source = g_idle_source_new ();

  d->job = g_atomic_rc_box_acquire (job);
  d->completed = completed;
  d->index = index;
  if (step)
    d->step = *step;
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, deliver, d, delivery_free);
  g_source_set_static_name (source, "[kaiser-review] deliver");
  g_source_attach (source, job->context);
}

static gpointer
review_thread (gpointer data)
{
  Job *job = data;

  for (guint k = 0; k < job->order->len; k++)
    {
      guint i = g_array_index (job->order, guint, k);
      KaiserReviewStep step = g_array_index (job->steps, KaiserReviewStep, i);
      g_autoptr(GError) error = NULL;

      if (g_cancellable_is_cancelled (job->stop) || g_cancellable_is_cancelled (job->cancellable))
        break;
      if (kaiser_review_evaluate_observation (job->level, job->seed,
                                              &g_array_index (job->observations, KaiserObservation, i),
                                              &step, &error))
        send (job, FALSE, i, &step);
      else
        g_warning ("Step %u of the review: %s", i, error ? error->message : "no reason given");
    }
  if (!g_cancellable_is_cancelled (job->stop))
    send (job, TRUE, 0, NULL);
  job_release (job);
  return NULL;
}

void
kaiser_review_start (KaiserReview *self, GCancellable *cancellable)
{
  Job *job;
  GThread *thread;

  g_return_if_fail (KAISER_IS_REVIEW (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));
  g_return_if_fail (self->job == NULL);

  job = g_atomic_rc_box_new0 (Job);
  job->level = self->level;
  job->seed = self->seed;
  job->steps = g_array_copy (self->steps);
  job->observations = g_array_copy (self->observations);
  job->order = g_array_new (FALSE, FALSE, sizeof (guint));
  /* the reviewed seat's steps first */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < self->steps->len; i++)
      {
        const KaiserReviewStep *step = &g_array_index (self->steps, KaiserReviewStep, i);

        if (!step->evaluated && step->reviewed == (pass == 0))
          g_array_append_val (job->order, i);
      }
  job->cancellable = cancellable ? g_object_ref (cancellable) : NULL;
  job->stop = g_cancellable_new ();
  job->context = g_main_context_ref_thread_default ();
  g_weak_ref_init (&job->review, self);
  self->job = job;

  thread = g_thread_try_new ("kaiser-review", review_thread, g_atomic_rc_box_acquire (job), NULL);
  if (thread == NULL)
    {
      /* no thread: nothing evaluated, the run ends */
      job_release (job);
      send (job, TRUE, 0, NULL);
      return;
    }
  g_thread_unref (thread);
}

gboolean
kaiser_review_is_running (KaiserReview *self)
{
  g_return_val_if_fail (KAISER_IS_REVIEW (self), FALSE);
  return self->job != NULL;
}
