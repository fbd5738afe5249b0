/* kaiser-remote-seat.h
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "kaiser-occupant.h"

G_BEGIN_DECLS

#define KAISER_TYPE_REMOTE_SEAT (kaiser_remote_seat_get_type ())

G_DECLARE_FINAL_TYPE (KaiserRemoteSeat, kaiser_remote_seat, KAISER, REMOTE_SEAT, GObject)

KaiserRemoteSeat *kaiser_remote_seat_new         (const char       *name);
void              kaiser_remote_seat_answer      (KaiserRemoteSeat *self,
                                                  const KaiserAction *action);
void              kaiser_remote_seat_forget      (KaiserRemoteSeat *self);

G_END_DECLS
