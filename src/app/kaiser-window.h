/* kaiser-window.h
 *
 * Copyright 2026 The Three-Spot developers
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 *
 * This program is distributed in the hope that it will be useful,
 * but WITHOUT ANY WARRANTY; without even the implied warranty of
 * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
 * GNU General Public License for more details.
 *
 * You should have received a copy of the GNU General Public License
 * along with this program.  If not, see <https://www.gnu.org/licenses/>.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "kaiser-application.h"
#include "kaiser-engine.h"
#include "kaiser-player.h"
#include "kaiser-game-store.h"

G_BEGIN_DECLS

#define KAISER_TYPE_WINDOW (kaiser_window_get_type ())

G_DECLARE_FINAL_TYPE (KaiserWindow, kaiser_window, KAISER, WINDOW, AdwApplicationWindow)

KaiserWindow *kaiser_window_new       (KaiserApplication *application);
KaiserGame   *kaiser_window_get_game  (KaiserWindow      *self);
void          kaiser_window_set_game  (KaiserWindow      *self,
                                       KaiserGame        *game);
KaiserGameStore *kaiser_window_get_store (KaiserWindow   *self);

/* Bidding by number keys (7, Shift+8, 0 for 10, P to pass); TRUE if used. */
gboolean      kaiser_window_bid_for_key (KaiserWindow    *self,
                                         guint            keyval,
                                         GdkModifierType  state);

void             kaiser_window_join_table (KaiserWindow *self,
                                           const char   *address);

G_END_DECLS
