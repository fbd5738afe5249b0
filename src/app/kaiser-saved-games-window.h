/* kaiser-saved-games-window.h
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

#include "kaiser-game-store.h"
#include "kaiser-window.h"

G_BEGIN_DECLS

#define KAISER_TYPE_SAVED_GAMES_WINDOW (kaiser_saved_games_window_get_type ())

G_DECLARE_FINAL_TYPE (KaiserSavedGamesWindow, kaiser_saved_games_window, KAISER, SAVED_GAMES_WINDOW, AdwPreferencesWindow)

/* The saved games of @store, over @window: save the game on @window's
 * table, resume one there (the game on the table is kept first), import,
 * export, rename, delete; statistics. */
KaiserSavedGamesWindow *kaiser_saved_games_window_new (KaiserWindow    *window,
                                                       KaiserGameStore *store);

G_END_DECLS
