/* kaiser-review.c: the review of one hand of a game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "kaiser-review"

#include "config.h"

#include <glib/gi18n-lib.h>
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
  GArray     *steps;   /* KaiserReviewStep */
};

G_DEFINE_FINAL_TYPE (KaiserReview, kaiser_review, G_TYPE_OBJECT)

enum {
  STEP_EVALUATED,
  COMPLETED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
kaiser_review_finalize (GObject *object)
{
  KaiserReview *self = KAISER_REVIEW (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->steps, g_array_unref);

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

          step.action_index = i;
          step.action = *action;
          step.seat = action->seat;
          step.reviewed = action->seat == self->seat;
          step.forced = kaiser_state_legal_actions (st, legal) <= 1;
          g_array_append_val (self->steps, step);
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
  g_return_val_if_fail (seat < KAISER_N_SEATS, NULL);

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
  guint n_actions;

  g_return_val_if_fail (KAISER_IS_REVIEW (self), NULL);
  g_return_val_if_fail (index <= self->steps->len, NULL);

  if (index < self->steps->len)
    n_actions = g_array_index (self->steps, KaiserReviewStep, index).action_index;
  else if (self->steps->len > 0)
    n_actions = g_array_index (self->steps, KaiserReviewStep, self->steps->len - 1).action_index + 1;
  else
    n_actions = 0;
  return kaiser_game_replay (self->game, n_actions, error);
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

/* CONTRACT ONLY: the evaluation (the Expert's scores of the action taken
 * and of the best over the same samples, the thread) is being written on
 * the review branch; until it lands a step is evaluated with the advice
 * alone and no score. */
gboolean
kaiser_review_evaluate_step (KaiserReview *self, guint index, GError **error)
{
  KaiserReviewStep *step;
  g_autoptr(KaiserGame) at = NULL;
  g_autoptr(KaiserPlayer) player = NULL;
  KaiserObservation obs;

  g_return_val_if_fail (KAISER_IS_REVIEW (self), FALSE);
  g_return_val_if_fail (index < self->steps->len, FALSE);

  step = &g_array_index (self->steps, KaiserReviewStep, index);
  at = kaiser_review_dup_game_at (self, index, error);
  if (at == NULL)
    return FALSE;
  kaiser_game_observe (at, step->seat, &obs);
  player = kaiser_player_new (step->reviewed ? KAISER_LEVEL_EXPERT : self->level,
                              self->seed ^ ((guint64) step->action_index << 32));
  if (!kaiser_player_advise (player, &obs, &step->advice, error))
    return FALSE;
  step->agrees = memcmp (&step->advice.action, &step->action, sizeof step->action) == 0;
  step->evaluated = TRUE;
  return TRUE;
}

void
kaiser_review_start (KaiserReview *self, GCancellable *cancellable)
{
  g_return_if_fail (KAISER_IS_REVIEW (self));

  for (guint i = 0; i < self->steps->len; i++)
    {
      if (g_cancellable_is_cancelled (cancellable))
        break;
      if (kaiser_review_evaluate_step (self, i, NULL))
        g_signal_emit (self, signals[STEP_EVALUATED], 0, i);
    }
  g_signal_emit (self, signals[COMPLETED], 0);
}
