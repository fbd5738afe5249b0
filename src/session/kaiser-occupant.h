/* kaiser-occupant.h
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "kaiser-engine.h"

G_BEGIN_DECLS

/* Who sits in a seat.  The session asks every seat's occupant the same
 * way, whoever it is: a person at this screen, a computer, a friend at
 * another screen (issue 26). */
typedef enum {
  KAISER_OCCUPANT_HERE,       /* a person at this screen: decides through the window */
  KAISER_OCCUPANT_COMPUTER,   /* a computer player of a level */
  KAISER_OCCUPANT_REMOTE,     /* a person elsewhere, over the network */
} KaiserOccupantKind;

#define KAISER_TYPE_OCCUPANT (kaiser_occupant_get_type ())

G_DECLARE_INTERFACE (KaiserOccupant, kaiser_occupant, KAISER, OCCUPANT, GObject)

struct _KaiserOccupantInterface
{
  GTypeInterface parent_iface;

  KaiserOccupantKind (*get_kind)      (KaiserOccupant          *self);
  const char        *(*get_name)      (KaiserOccupant          *self);
  void               (*decide_async)  (KaiserOccupant          *self,
                                       const KaiserObservation *obs,
                                       GCancellable            *cancellable,
                                       GAsyncReadyCallback      callback,
                                       gpointer                 user_data);
  gboolean           (*decide_finish) (KaiserOccupant          *self,
                                       GAsyncResult            *result,
                                       KaiserAction            *action,
                                       GError                 **error);
};

KaiserOccupantKind kaiser_occupant_get_kind      (KaiserOccupant          *self);
const char        *kaiser_occupant_get_name      (KaiserOccupant          *self);
void               kaiser_occupant_decide_async  (KaiserOccupant          *self,
                                                  const KaiserObservation *obs,
                                                  GCancellable            *cancellable,
                                                  GAsyncReadyCallback      callback,
                                                  gpointer                 user_data);
gboolean           kaiser_occupant_decide_finish (KaiserOccupant          *self,
                                                  GAsyncResult            *result,
                                                  KaiserAction            *action,
                                                  GError                 **error);

G_END_DECLS
