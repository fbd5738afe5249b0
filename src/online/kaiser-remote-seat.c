/* kaiser-remote-seat.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-remote-seat"

#include "config.h"

#include "kaiser-remote-seat.h"

/* A friend at another screen, in a seat of the host's table.  Asked, it
 * waits: the host has sent the seat its view, and answers for it with
 * the action the friend sent once the host has checked it
 * (kaiser_online_check_action); a new position cancels the question. */
struct _KaiserRemoteSeat
{
  GObject  parent_instance;
  char    *name;
  GTask        *asked;         /* the question waiting for the friend's answer */
  gboolean      has_early;     /* an answer come before the question (the */
  KaiserAction  early;         /* session asks after its pause): given when asked */
  GCancellable *cancellable;   /* the question's */
  gulong        cancelled_id;
};

static void kaiser_remote_seat_occupant_init (KaiserOccupantInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (KaiserRemoteSeat, kaiser_remote_seat, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (KAISER_TYPE_OCCUPANT, kaiser_remote_seat_occupant_init))

static KaiserOccupantKind
kaiser_remote_seat_get_kind (KaiserOccupant *occupant)
{
  return KAISER_OCCUPANT_REMOTE;
}

static const char *
kaiser_remote_seat_get_name (KaiserOccupant *occupant)
{
  return KAISER_REMOTE_SEAT (occupant)->name;
}

/* The question over: no longer told of its cancelling (except from the
 * cancelling itself, where GLib does not allow it). */
static GTask *
take_question (KaiserRemoteSeat *self, gboolean from_cancelled)
{
  if (self->cancellable && !from_cancelled)
    g_cancellable_disconnect (self->cancellable, self->cancelled_id);
  self->cancelled_id = 0;
  g_clear_object (&self->cancellable);
  return g_steal_pointer (&self->asked);
}

static void
cancel_question (KaiserRemoteSeat *self, gboolean from_cancelled)
{
  g_autoptr(GTask) task = take_question (self, from_cancelled);

  if (task)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The position changed");
}

static void
on_cancelled (GCancellable *cancellable, KaiserRemoteSeat *self)
{
  cancel_question (self, TRUE);
}

static void
kaiser_remote_seat_decide_async (KaiserOccupant          *occupant,
                                 const KaiserObservation *obs,
                                 GCancellable            *cancellable,
                                 GAsyncReadyCallback      callback,
                                 gpointer                 user_data)
{
  KaiserRemoteSeat *self = KAISER_REMOTE_SEAT (occupant);
  GTask *task = g_task_new (self, cancellable, callback, user_data);

  g_task_set_source_tag (task, kaiser_remote_seat_decide_async);
  /* one question at a time: an older one is over */
  cancel_question (self, FALSE);
  if (self->has_early)
    {
      self->has_early = FALSE;
      g_task_return_pointer (task, g_memdup2 (&self->early, sizeof self->early), g_free);
      g_object_unref (task);
      return;
    }
  self->asked = task;
  if (cancellable)
    {
      self->cancellable = g_object_ref (cancellable);
      self->cancelled_id = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled), self, NULL);
    }
}

static gboolean
kaiser_remote_seat_decide_finish (KaiserOccupant *occupant, GAsyncResult *result, KaiserAction *action, GError **error)
{
  g_autofree KaiserAction *answer = g_task_propagate_pointer (G_TASK (result), error);

  if (answer == NULL)
    return FALSE;
  *action = *answer;
  return TRUE;
}

static void
kaiser_remote_seat_occupant_init (KaiserOccupantInterface *iface)
{
  iface->get_kind = kaiser_remote_seat_get_kind;
  iface->get_name = kaiser_remote_seat_get_name;
  iface->decide_async = kaiser_remote_seat_decide_async;
  iface->decide_finish = kaiser_remote_seat_decide_finish;
}

static void
kaiser_remote_seat_dispose (GObject *object)
{
  cancel_question (KAISER_REMOTE_SEAT (object), FALSE);
  G_OBJECT_CLASS (kaiser_remote_seat_parent_class)->dispose (object);
}

static void
kaiser_remote_seat_finalize (GObject *object)
{
  KaiserRemoteSeat *self = KAISER_REMOTE_SEAT (object);

  g_free (self->name);
  G_OBJECT_CLASS (kaiser_remote_seat_parent_class)->finalize (object);
}

static void
kaiser_remote_seat_class_init (KaiserRemoteSeatClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = kaiser_remote_seat_dispose;
  G_OBJECT_CLASS (klass)->finalize = kaiser_remote_seat_finalize;
}

static void
kaiser_remote_seat_init (KaiserRemoteSeat *self)
{
}

/**
 * kaiser_remote_seat_new:
 * @name: the friend's name, shown at the seat
 *
 * Returns: (transfer full): the friend as a seat's occupant
 */
KaiserRemoteSeat *
kaiser_remote_seat_new (const char *name)
{
  KaiserRemoteSeat *self = g_object_new (KAISER_TYPE_REMOTE_SEAT, NULL);

  self->name = g_strdup (name);
  return self;
}

/**
 * kaiser_remote_seat_answer:
 * @action: the friend's action, checked by the host against the
 *   position as it is
 *
 * Answers the question waiting, or the next one when it comes before
 * it (the friend answered the view before the session's pause ended).
 */
void
kaiser_remote_seat_answer (KaiserRemoteSeat *self, const KaiserAction *action)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (KAISER_IS_REMOTE_SEAT (self));

  task = take_question (self, FALSE);
  if (task)
    g_task_return_pointer (task, g_memdup2 (action, sizeof *action), g_free);
  else
    {
      self->early = *action;
      self->has_early = TRUE;
    }
}

/**
 * kaiser_remote_seat_forget:
 *
 * The position changed: an answer come early is for a position gone.
 */
void
kaiser_remote_seat_forget (KaiserRemoteSeat *self)
{
  g_return_if_fail (KAISER_IS_REMOTE_SEAT (self));
  self->has_early = FALSE;
}
