/* kaiser-computer.h
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "kaiser-occupant.h"
#include "kaiser-player.h"

G_BEGIN_DECLS

#define KAISER_TYPE_COMPUTER (kaiser_computer_get_type ())

G_DECLARE_FINAL_TYPE (KaiserComputer, kaiser_computer, KAISER, COMPUTER, GObject)

KaiserComputer *kaiser_computer_new        (KaiserPlayer   *player);
KaiserPlayer   *kaiser_computer_get_player (KaiserComputer *self);

G_END_DECLS
