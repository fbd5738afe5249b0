/* kaiser-person.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-person"

#include "config.h"

#include "kaiser-person.h"

/* A person at this screen.  Their decisions come from the window, at
 * once, through kaiser_session_play(): nobody is asked, so asking is an
 * error (the session never does). */
struct _KaiserPerson
{
  GObject  parent_instance;
  char    *name;
};

static void kaiser_person_occupant_init (KaiserOccupantInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (KaiserPerson, kaiser_person, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (KAISER_TYPE_OCCUPANT, kaiser_person_occupant_init))

static KaiserOccupantKind
kaiser_person_get_kind (KaiserOccupant *occupant)
{
  return KAISER_OCCUPANT_HERE;
}

static const char *
kaiser_person_get_name (KaiserOccupant *occupant)
{
  return KAISER_PERSON (occupant)->name;
}

static void
kaiser_person_decide_async (KaiserOccupant          *occupant,
                            const KaiserObservation *obs,
                            GCancellable            *cancellable,
                            GAsyncReadyCallback      callback,
                            gpointer                 user_data)
{
  g_task_report_new_error (occupant, callback, user_data, kaiser_person_decide_async,
                           G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           "A person at this screen decides through the window");
}

static gboolean
kaiser_person_decide_finish (KaiserOccupant  *occupant,
                             GAsyncResult    *result,
                             KaiserAction    *action,
                             GError         **error)
{
  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
kaiser_person_occupant_init (KaiserOccupantInterface *iface)
{
  iface->get_kind = kaiser_person_get_kind;
  iface->get_name = kaiser_person_get_name;
  iface->decide_async = kaiser_person_decide_async;
  iface->decide_finish = kaiser_person_decide_finish;
}

static void
kaiser_person_finalize (GObject *object)
{
  g_free (KAISER_PERSON (object)->name);
  G_OBJECT_CLASS (kaiser_person_parent_class)->finalize (object);
}

static void
kaiser_person_class_init (KaiserPersonClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = kaiser_person_finalize;
}

static void
kaiser_person_init (KaiserPerson *self)
{
}

/**
 * kaiser_person_new:
 * @name: (nullable): their name, %NULL for the player of this screen
 *
 * Returns: (transfer full): a person at this screen
 */
KaiserPerson *
kaiser_person_new (const char *name)
{
  KaiserPerson *self = g_object_new (KAISER_TYPE_PERSON, NULL);

  self->name = g_strdup (name);
  return self;
}
