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

/* What lives where:
 *   $XDG_DATA_HOME/three-spot/saved-games/ID.game
 *                       one named game per file: a header (name, when
 *                       saved) and the game record as it is; ID random
 *   $XDG_DATA_HOME/three-spot/in-progress/ID.game (and ID.lock)
 *                       the game on the table of one running copy, in
 *                       the same format (no name), written after every
 *                       action; locked (flock on ID.lock) by its copy
 *   damaged-saved-game  an autosave that could not be resumed, kept aside
 *   saved-game          the autosave of the older layout, moved into a
 *                       game in progress at start
 *   games-won, games-lost, undo-count
 *   (keys of the GSettings given, schema io.github.threespot.ThreeSpot)
 *   saved-games/slot-NNN/ and saved-games (a(sxs)): the older layouts,
 *                       moved into files at start
 *
 * Each saved game stands or falls alone: a file that cannot be read is
 * listed as damaged and kept as it is, never written.  No data is ever
 * thrown away except by the player: a record that no longer loads stays
 * listed with its error and can still be exported.  Two running copies
 * of the game on one home (two logins, a Flatpak and a native build)
 * never write over each other's games: a save makes a new file, a rename
 * or a delete touches its own file only, and each copy's list follows
 * the folder.  Each copy autosaves into its own game in progress, and a
 * copy starting resumes a game no running copy plays; the others left
 * behind are moved into the saved games.
 *
 * Limits: KAISER_GAME_STORE_MAX_GAMES games saved or imported, a record
 * of at most KAISER_GAME_STORE_MAX_RECORD bytes each (a whole game is
 * 30 to 60 KB); save and import say so in a GError.  Games that must not
 * be lost (the older layouts' games, the kept-aside autosave moved
 * aside, an Undo of Delete) are kept beyond that limit.
 *
 * Files and keys are read and written by one writer thread
 * (kaiser-store-writer.c): the autosave after an action costs the main
 * thread the serializing of that game only, whatever else is saved.  With
 * the keyfile backend (Flatpak), which is not safe to use from two
 * threads, the autosave keys are in a file of their own,
 * $XDG_CONFIG_HOME/glib-2.0/settings/three-spot-games. */

typedef struct {
  guint played;   /* won + lost + abandoned */
  guint won;
  guint lost;
  guint abandoned; /* left unfinished and unsaved for a new game */
  guint undos;
} KaiserGameStatistics;

/* Import refuses files larger than this. */
#define KAISER_GAME_STORE_MAX_FILE (16 * 1024 * 1024)
/* The most games the player can save or import … */
#define KAISER_GAME_STORE_MAX_GAMES 100
/* … and the largest record of one, in bytes. */
#define KAISER_GAME_STORE_MAX_RECORD (1024 * 1024)

/* The user's saved games, in $XDG_DATA_HOME/three-spot/saved-games … */
KaiserGameStore *kaiser_game_store_new            (GSettings        *settings);
/* … or in @dir (made if need be). */
KaiserGameStore *kaiser_game_store_new_in         (GSettings        *settings,
                                                   const char       *dir);
const char      *kaiser_game_store_get_dir        (KaiserGameStore  *self);
GSettings       *kaiser_game_store_get_settings   (KaiserGameStore  *self);
/* Returns once everything given to the store is written (also done on
 * dispose and when the default GApplication shuts down). */
void             kaiser_game_store_flush          (KaiserGameStore  *self);
/* Tests only: other limits than the two above. */
void             kaiser_game_store_set_limits     (KaiserGameStore  *self,
                                                   guint             max_games,
                                                   gsize             max_record);

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
                                                   const char       *name,
                                                   GError          **error);
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
/* Won, lost, abandoned and Undo back to 0; emits "statistics-changed". */
void             kaiser_game_store_reset_statistics (KaiserGameStore *self);
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
