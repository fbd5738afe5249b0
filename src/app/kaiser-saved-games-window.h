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

#include "kaiser-engine.h"
#include "kaiser-game-store.h"

G_BEGIN_DECLS

#define KAISER_TYPE_SAVED_GAMES_WINDOW (kaiser_saved_games_window_get_type ())

G_DECLARE_FINAL_TYPE (KaiserSavedGamesWindow, kaiser_saved_games_window, KAISER, SAVED_GAMES_WINDOW, AdwPreferencesWindow)

/* The saved games of @store, over @parent: save the game on the table
 * (the "game" property, kept up to date by the owner), resume one (the
 * game on the table is kept first, then "game-chosen" gives the owner the
 * game to put on its table and "message" a line to show, and the window
 * closes), import, export, rename, delete; statistics. */
KaiserSavedGamesWindow *kaiser_saved_games_window_new      (GtkWindow              *parent,
                                                            KaiserGameStore        *store,
                                                            KaiserGame             *game);
void                    kaiser_saved_games_window_set_game (KaiserSavedGamesWindow *self,
                                                            KaiserGame             *game);
KaiserGame             *kaiser_saved_games_window_get_game (KaiserSavedGamesWindow *self);

G_END_DECLS
