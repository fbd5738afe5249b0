/* kaiser-computer.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-computer"

#include "config.h"

#include "kaiser-computer.h"

/* A computer player in a seat: it decides in a worker thread, on its own
 * copy of the seat's observation, so the table stays live meanwhile. */
struct _KaiserComputer
{
  GObject       parent_instance;
  KaiserPlayer *player;
};

static void kaiser_computer_occupant_init (KaiserOccupantInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (KaiserComputer, kaiser_computer, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (KAISER_TYPE_OCCUPANT, kaiser_computer_occupant_init))

typedef struct {
  KaiserPlayer      *player;
  KaiserObservation  obs;
} Decision;

static void
decision_free (gpointer data)
{
  Decision *d = data;

  kaiser_player_free (d->player);
  g_free (d);
}

static void
decide_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Decision *d = data;
  KaiserAction *action = g_new0 (KaiserAction, 1);
  g_autoptr(GError) error = NULL;

  if (!kaiser_player_decide (d->player, &d->obs, action, &error))
    {
      g_free (action);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_task_return_pointer (task, action, g_free);
}

static KaiserOccupantKind
kaiser_computer_get_kind (KaiserOccupant *occupant)
{
  return KAISER_OCCUPANT_COMPUTER;
}

static void
kaiser_computer_decide_async (KaiserOccupant          *occupant,
                              const KaiserObservation *obs,
                              GCancellable            *cancellable,
                              GAsyncReadyCallback      callback,
                              gpointer                 user_data)
{
  KaiserComputer *self = KAISER_COMPUTER (occupant);
  g_autoptr(GTask) task = g_task_new (self, cancellable, callback, user_data);
  Decision *d = g_new0 (Decision, 1);

  d->player = kaiser_player_ref (self->player);
  d->obs = *obs;
  g_task_set_source_tag (task, kaiser_computer_decide_async);
  g_task_set_task_data (task, d, decision_free);
  g_task_run_in_thread (task, decide_in_thread);
}

static gboolean
kaiser_computer_decide_finish (KaiserOccupant  *occupant,
                               GAsyncResult    *result,
                               KaiserAction    *action,
                               GError         **error)
{
  g_autofree KaiserAction *decided = g_task_propagate_pointer (G_TASK (result), error);

  if (decided == NULL)
    return FALSE;
  *action = *decided;
  return TRUE;
}

static void
kaiser_computer_occupant_init (KaiserOccupantInterface *iface)
{
  iface->get_kind = kaiser_computer_get_kind;
  iface->decide_async = kaiser_computer_decide_async;
  iface->decide_finish = kaiser_computer_decide_finish;
}

static void
kaiser_computer_finalize (GObject *object)
{
  KaiserComputer *self = KAISER_COMPUTER (object);

  g_clear_pointer (&self->player, kaiser_player_free);
  G_OBJECT_CLASS (kaiser_computer_parent_class)->finalize (object);
}

static void
kaiser_computer_class_init (KaiserComputerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = kaiser_computer_finalize;
}

static void
kaiser_computer_init (KaiserComputer *self)
{
}

/**
 * kaiser_computer_new:
 * @player: the computer player, a reference taken
 *
 * Returns: (transfer full): @player as a seat's occupant
 */
KaiserComputer *
kaiser_computer_new (KaiserPlayer *player)
{
  KaiserComputer *self;

  g_return_val_if_fail (player != NULL, NULL);

  self = g_object_new (KAISER_TYPE_COMPUTER, NULL);
  self->player = kaiser_player_ref (player);
  return self;
}

/**
 * kaiser_computer_get_player:
 *
 * Returns: (transfer none): the computer player
 */
KaiserPlayer *
kaiser_computer_get_player (KaiserComputer *self)
{
  g_return_val_if_fail (KAISER_IS_COMPUTER (self), NULL);
  return self->player;
}
