/* kaiser-occupant.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-occupant"

#include "config.h"

#include "kaiser-occupant.h"

G_DEFINE_INTERFACE (KaiserOccupant, kaiser_occupant, G_TYPE_OBJECT)

static void
kaiser_occupant_default_init (KaiserOccupantInterface *iface)
{
}

/**
 * kaiser_occupant_get_kind:
 *
 * Returns: whether a person here, a computer or a person elsewhere sits
 *   in the seat
 */
KaiserOccupantKind
kaiser_occupant_get_kind (KaiserOccupant *self)
{
  g_return_val_if_fail (KAISER_IS_OCCUPANT (self), KAISER_OCCUPANT_HERE);
  return KAISER_OCCUPANT_GET_IFACE (self)->get_kind (self);
}

/**
 * kaiser_occupant_get_name:
 *
 * Returns: (nullable): the occupant's own name (a friend's), %NULL when
 *   the seat's title says it all ("You", "North")
 */
const char *
kaiser_occupant_get_name (KaiserOccupant *self)
{
  KaiserOccupantInterface *iface;

  g_return_val_if_fail (KAISER_IS_OCCUPANT (self), NULL);
  iface = KAISER_OCCUPANT_GET_IFACE (self);
  return iface->get_name ? iface->get_name (self) : NULL;
}

/**
 * kaiser_occupant_decide_async:
 * @obs: what the seat knows, copied by the occupant if kept
 *
 * Asks the occupant for its seat's next action.
 */
void
kaiser_occupant_decide_async (KaiserOccupant          *self,
                              const KaiserObservation *obs,
                              GCancellable            *cancellable,
                              GAsyncReadyCallback      callback,
                              gpointer                 user_data)
{
  g_return_if_fail (KAISER_IS_OCCUPANT (self));
  g_return_if_fail (obs != NULL);
  KAISER_OCCUPANT_GET_IFACE (self)->decide_async (self, obs, cancellable, callback, user_data);
}

/**
 * kaiser_occupant_decide_finish:
 * @action: (out): the action decided
 *
 * Returns: %TRUE with @action set, else %FALSE with @error
 */
gboolean
kaiser_occupant_decide_finish (KaiserOccupant  *self,
                               GAsyncResult    *result,
                               KaiserAction    *action,
                               GError         **error)
{
  g_return_val_if_fail (KAISER_IS_OCCUPANT (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  return KAISER_OCCUPANT_GET_IFACE (self)->decide_finish (self, result, action, error);
}
