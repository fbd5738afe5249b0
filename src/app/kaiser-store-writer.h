/* kaiser-store-writer.h: the one thread that reads and writes the saved
 * games' files and settings (KaiserGameStore's helper; not used elsewhere).
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

G_BEGIN_DECLS

/* The slots of the layout before saved games were files: 0 …
 * KAISER_STORE_N_SLOTS - 1 are read at start, what they hold moved into
 * files; a slot whose record cannot be read stays where it is. */
#define KAISER_STORE_N_SLOTS 200

typedef struct _KaiserStoreWriter KaiserStoreWriter;

/* One saved game as read: from a file of the saved-games folder (@id
 * set, @slot G_MAXUINT), or from a slot of the old layout (@id NULL). */
typedef struct {
  char    *id;         /* the file's name without ".game" */
  guint    slot;
  char    *name;       /* "" when unset or unreadable */
  gint64   saved;
  char    *facts;      /* kaiser_game_facts() of the record, when the file has them */
  char    *record;     /* "" when unset or unreadable */
  char    *error;      /* why it could not be read at all; NULL when it could */
} KaiserStoreEntry;

void               kaiser_store_entry_free        (KaiserStoreEntry *entry);

/* What the store had in the old layout, read on the main thread and
 * handed to the first load; everything NULL when there is nothing. */
typedef struct {
  GVariant   *list;       /* a(sxs) user value of saved-games */
  const char *autosave;   /* saved-game, only when the writer keeps its own file */
  const char *kept;       /* damaged-saved-game, likewise */
} KaiserStoreLegacy;

/* The writer of @settings' backend: one per backend in the process,
 * shared by its stores.  Main thread only, like every call below. */
KaiserStoreWriter *kaiser_store_writer_get        (GSettings         *settings);
void               kaiser_store_writer_unref      (KaiserStoreWriter *self);
/* TRUE when the store's keys are in a file of their own (the keyfile
 * backend, which is not safe to use from two threads): the old layout's
 * autosave keys are then moved there too. */
gboolean           kaiser_store_writer_has_own_file (KaiserStoreWriter *self);

/* Waits for the writes queued so far, then, holding the folder's lock
 * against other processes: moves the slots and @legacy into files of
 * @dir (made if need be), and reads every game there and in the slots
 * left.  Returns the entries (owned by the caller); *migrated says
 * whether all of @legacy is now in files, *kept is damaged-saved-game.
 * The autosave of the old layout (saved-game, and @legacy's) becomes a
 * game in progress, a file of @in_dir, and its key is reset; a value
 * that does not load is handed back in *damaged (strings) for the
 * caller to keep aside, and its key left as it is.
 * @known (path → string) is what the calling store has read of @dir:
 * filled here and by kaiser_store_writer_scan(), only ever touched by
 * the writer thread; the store frees it once the writer is flushed. */
GPtrArray         *kaiser_store_writer_load       (KaiserStoreWriter *self,
                                                   const char        *dir,
                                                   GHashTable        *known,
                                                   const char        *in_dir,
                                                   const KaiserStoreLegacy *legacy,
                                                   gboolean          *migrated,
                                                   char             **kept,
                                                   GPtrArray        **damaged);
/* Queued; only the last value given for a key is written. */
void               kaiser_store_writer_set_string (KaiserStoreWriter *self,
                                                   const char        *key,
                                                   const char        *value);

/* Every call below is queued and returns a number that grows with each
 * call: what a scan queued before it saw does not know of it. */

/* A name for a new file, unique among all processes' (random), later
 * than the names this process made before.  Main thread only, or the
 * writer thread in a job the main thread waits for (load, claim). */
char              *kaiser_store_writer_new_id     (void);
/* A new file @id in @dir, never over an existing one (made apart, then
 * linked in under its name). */
guint64            kaiser_store_writer_write_game (KaiserStoreWriter *self,
                                                   const char        *dir,
                                                   const char        *id,
                                                   const char        *name,
                                                   gint64             saved,
                                                   const char        *facts,
                                                   const char        *record);
/* File @id rewritten with @name: this file only, replaced whole. */
guint64            kaiser_store_writer_rename_game (KaiserStoreWriter *self,
                                                    const char        *dir,
                                                    const char        *id,
                                                    const char        *name,
                                                    gint64             saved,
                                                    const char        *facts,
                                                    const char        *record);
/* File @id moved aside (into @dir/.deleted) for Undo … */
guint64            kaiser_store_writer_delete_game (KaiserStoreWriter *self,
                                                    const char        *dir,
                                                    const char        *id);
/* … and back; if it is gone from there, written again from @record
 * (when there is one). */
guint64            kaiser_store_writer_restore_game (KaiserStoreWriter *self,
                                                     const char        *dir,
                                                     const char        *id,
                                                     const char        *name,
                                                     gint64             saved,
                                                     const char        *facts,
                                                     const char        *record);
/* The file moved aside by a delete removed for good. */
void               kaiser_store_writer_purge_game (KaiserStoreWriter *self,
                                                   const char        *dir,
                                                   const char        *id);

/* The facts of the game in file @id (kaiser_game_facts()) written into
 * it when it has none, if it does not change meanwhile: its record is
 * replayed once, here, not each time it is listed. */
void               kaiser_store_writer_add_facts  (KaiserStoreWriter *self,
                                                   const char        *dir,
                                                   const char        *id);

/* The game in progress of one store: file @id of @in_dir, replaced
 * whole each time (written apart, then renamed over), never another
 * store's.  The writer first takes the lock @in_dir/ID.lock (flock) and
 * keeps it open in *lock (-1 until then; the store's, touched by the
 * writer thread only, until kaiser_store_writer_release_game()).
 * @record NULL removes the file (the game is over).  Only the last
 * record given for one file is written. */
void               kaiser_store_writer_autosave   (KaiserStoreWriter *self,
                                                   const char        *in_dir,
                                                   const char        *id,
                                                   int               *lock,
                                                   const char        *record);
/* The store is done with file @id: its lock *lock let go (the lock
 * file removed when there is no game left in progress), *lock -1. */
void               kaiser_store_writer_release_game (KaiserStoreWriter *self,
                                                     const char        *in_dir,
                                                     const char        *id,
                                                     int               *lock);

/* What kaiser_store_writer_claim() found. */
typedef struct {
  GObject   *game;     /* the KaiserGame claimed, or NULL */
  char      *id;       /* its file's id, its lock held in @lock */
  int        lock;
  GError    *error;    /* the newest game free did not load: moved into the saved games */
  GPtrArray *moved;    /* KaiserStoreEntry: the files now in the saved games */
  guint64    serial;
} KaiserStoreClaim;

/* Waits for the writes queued so far, then claims the newest game in
 * progress of @in_dir whose lock is free (no running copy plays it):
 * its lock is then held.  Every other game in progress whose lock is
 * free is moved into @dir as "Unfinished game of DATE"; a file that does
 * not load is moved there as it is, byte for byte (when it is the newest,
 * claim->error says why).  Lock files of no game are removed. */
void               kaiser_store_writer_claim      (KaiserStoreWriter *self,
                                                   const char        *in_dir,
                                                   const char        *dir,
                                                   GHashTable        *known,
                                                   KaiserStoreClaim  *claim);

/* Slots of the old layout left because they could not be read. */
void               kaiser_store_writer_rename_slot (KaiserStoreWriter *self,
                                                    guint              slot,
                                                    const char        *name);
void               kaiser_store_writer_clear_slot (KaiserStoreWriter *self,
                                                   guint              slot);

/* What changed in @dir since the store last read it (@known), handed
 * to @done in the main context of the caller: @ids every game file
 * there now, @changed the entries new or changed (owned by the
 * callee), @serial the number this scan was queued with. */
typedef void (*KaiserStoreScanned) (gpointer    store,
                                    guint64     serial,
                                    GHashTable *ids,
                                    GPtrArray  *changed);
void               kaiser_store_writer_scan       (KaiserStoreWriter *self,
                                                   const char        *dir,
                                                   GHashTable        *known,
                                                   GObject           *store,
                                                   KaiserStoreScanned done);

/* Returns once everything queued is written (and g_settings_sync()ed). */
void               kaiser_store_writer_flush      (KaiserStoreWriter *self);

/* The text of a saved game's file, and back: a header (name, date, facts
 * when given: see kaiser_game_facts()) and
 * the record as it is, byte for byte.  Parsing sets @error (a message
 * for the player) when @contents is not such a file. */
char              *kaiser_store_format_game       (const char        *name,
                                                   gint64             saved,
                                                   const char        *facts,
                                                   const char        *record);
KaiserStoreEntry  *kaiser_store_parse_game        (const char        *id,
                                                   const char        *contents,
                                                   gsize              length);

G_END_DECLS
