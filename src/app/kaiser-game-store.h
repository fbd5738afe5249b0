/* kaiser-game-store.h: the game in progress, the saved games, statistics.
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

#include <gio/gio.h>

#include "kaiser-engine.h"
#include "kaiser-saved-game.h"

G_BEGIN_DECLS

#define KAISER_TYPE_GAME_STORE (kaiser_game_store_get_type ())

G_DECLARE_FINAL_TYPE (KaiserGameStore, kaiser_game_store, KAISER, GAME_STORE, GObject)

/* Everything lives in the GSettings given (schema io.github.threespot.ThreeSpot):
 *   saved-game          the game on the table, written after every action
 *   damaged-saved-game  an autosave that could not be resumed, kept aside
 *   saved-games         a(sxs): name, time saved (unix), record
 *   games-won, games-lost, undo-count
 *
 * No data is ever thrown away except by the player: a record that no
 * longer loads stays listed with its error and can still be exported. */

typedef struct {
  guint played;   /* won + lost + abandoned */
  guint won;
  guint lost;
  guint abandoned; /* left unfinished and unsaved for a new game */
  guint undos;
} KaiserGameStatistics;

/* Import refuses files larger than this. */
#define KAISER_GAME_STORE_MAX_FILE (16 * 1024 * 1024)

KaiserGameStore *kaiser_game_store_new            (GSettings        *settings);
GSettings       *kaiser_game_store_get_settings   (KaiserGameStore  *self);

/* The game in progress */
KaiserGame      *kaiser_game_store_resume         (KaiserGameStore  *self,
                                                   GError          **error);
void             kaiser_game_store_autosave       (KaiserGameStore  *self,
                                                   KaiserGame       *game);

/* The saved games: a GListModel of KaiserSavedGame, the kept-aside
 * autosave first if there is one, then the newest first. */
GListModel      *kaiser_game_store_get_games      (KaiserGameStore  *self);
KaiserSavedGame *kaiser_game_store_save           (KaiserGameStore  *self,
                                                   KaiserGame       *game,
                                                   const char       *name);
char            *kaiser_game_store_default_name   (void);
/* The entry holding exactly @game as it stands, if any. */
KaiserSavedGame *kaiser_game_store_find           (KaiserGameStore  *self,
                                                   KaiserGame       *game);
KaiserGame      *kaiser_game_store_load           (KaiserGameStore  *self,
                                                   KaiserSavedGame  *saved,
                                                   GError          **error);
KaiserSavedGame *kaiser_game_store_rename         (KaiserGameStore  *self,
                                                   KaiserSavedGame  *saved,
                                                   const char       *name,
                                                   GError          **error);
gboolean         kaiser_game_store_delete         (KaiserGameStore  *self,
                                                   KaiserSavedGame  *saved,
                                                   guint            *position);
void             kaiser_game_store_restore        (KaiserGameStore  *self,
                                                   KaiserSavedGame  *saved,
                                                   guint             position);
gboolean         kaiser_game_store_export         (KaiserGameStore  *self,
                                                   KaiserSavedGame  *saved,
                                                   GFile            *file,
                                                   GError          **error);
KaiserSavedGame *kaiser_game_store_import         (KaiserGameStore  *self,
                                                   GFile            *file,
                                                   GError          **error);

/* Statistics; "statistics-changed" is emitted when they change. */
void             kaiser_game_store_get_statistics (KaiserGameStore      *self,
                                                   KaiserGameStatistics *stats);
void             kaiser_game_store_count_undo     (KaiserGameStore  *self);
/* Counts @game, which must be over, as won or lost.  autosave() calls
 * this when it sees the game it saved in progress come to its end. */
/* Whether replacing @game would lose it: unfinished, played on by the
 * player (an action of @seat's, or a hand over) and not in the list as
 * it stands. */
gboolean         kaiser_game_store_would_lose     (KaiserGameStore  *self,
                                                   KaiserGame       *game,
                                                   KaiserSeat        seat);
/* Counts a game abandoned for a new one; @undone takes one back (the
 * player took the discarded game back). */
void             kaiser_game_store_count_abandoned (KaiserGameStore *self,
                                                    gboolean         undone);
void             kaiser_game_store_record_finished (KaiserGameStore *self,
                                                    KaiserGame      *game);

G_END_DECLS
