/* kaiser-game-store.c
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

#define G_LOG_DOMAIN "kaiser-game-store"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kaiser-game-store.h"
#include "kaiser-seating.h"

#include "kaiser-store-writer.h"

/* the player sits South: the side of South at the game's table */
#define HUMAN_TEAM(rules) kaiser_rules_seat_side ((rules), kaiser_seating_player (rules))

/* How the store keeps its data (docs/architecture.md):
 *
 * - Each named game in a file of its own, in the saved-games folder
 *   ($XDG_DATA_HOME/three-spot/saved-games), named by a random id: two
 *   running copies of the game on one home never write the same file,
 *   whatever their settings backends hold.  A file that cannot be read is
 *   listed as damaged and kept as it is, never written.  A rename
 *   replaces its own file, a delete moves its own file aside (for Undo;
 *   removed when the store goes).  The folder is watched: the other
 *   copy's saves, renames and deletes show in the list.
 * - The game in progress: a file of this store's own in the in-progress
 *   folder beside it (in-progress/ID.game, the same format, no name),
 *   replaced whole after every action, its lock (in-progress/ID.lock)
 *   held while the store lives: no other copy resumes it or writes it,
 *   and this store writes no other.  resume() claims the newest game
 *   whose lock is free and moves the other free ones into the saved
 *   games ("Unfinished game of DATE"); one that does not load is moved
 *   there as it is.
 * - The kept-aside autosave (damaged-saved-game) in the application's
 *   schema; the older layout's autosave (saved-game) moves into a game
 *   in progress at start (one that does not load is kept aside).
 * - Every read and write of those goes through one writer thread
 *   (kaiser-store-writer.c); after an action the main thread only
 *   serializes the game on the table and hands the text over.  The
 *   writer writes the last autosave given; it is flushed on dispose and
 *   when the application shuts down.
 * - The older layouts are moved into files at start: the slots
 *   (saved-games/slot-NNN/, reset once in a file; a slot whose record
 *   cannot be read stays, listed) and before them the saved-games key,
 *   a(sxs) (reset once every entry is in).
 * - The statistics stay in the application's schema, read and written
 *   on the main thread. */

struct _KaiserGameStore
{
  GObject            parent_instance;

  GSettings         *settings;
  KaiserStoreWriter *writer;
  char              *dir;            /* the saved-games folder */
  char              *in_dir;         /* the in-progress folder */
  char              *in_id;          /* this store's game in progress: its file's id, once it has one */
  int                lock;           /* its lock: the writer's until flushed */
  GError            *kept_error;     /* why the older layout's autosave, kept aside at start, did not load */
  GListStore        *games;          /* KaiserSavedGame: the kept-aside autosave first */
  char              *kept;           /* damaged-saved-game as this store last read or wrote it */
  KaiserGame        *last_saved;     /* the game autosave() saw last … */
  gboolean           last_in_progress; /* … and whether it was still going on */
  gulong             shutdown_id;
  GApplication      *application;    /* weak */
  guint              max_games;
  gsize              max_record;

  GFileMonitor      *monitor;        /* the folder */
  gboolean           scanning;       /* a scan is queued … */
  gboolean           scan_again;     /* … and the folder changed since */
  GHashTable        *recent;         /* id → the writer's number of this store's last change to it */
  GHashTable        *known;          /* the writer's: what it read of the folder for this store */
  GPtrArray         *deleted;        /* KaiserSavedGame deleted, kept aside for Undo */
};

G_DEFINE_FINAL_TYPE (KaiserGameStore, kaiser_game_store, G_TYPE_OBJECT)

enum {
  STATISTICS_CHANGED,
  GAME_FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Reading and writing */

static gboolean
has_kept_aside (KaiserGameStore *self)
{
  g_autoptr(KaiserSavedGame) first = g_list_model_get_item (G_LIST_MODEL (self->games), 0);

  return first != NULL && kaiser_saved_game_is_kept_aside (first);
}

/* Where the named games begin in the list. */
static guint
list_start (KaiserGameStore *self)
{
  return has_kept_aside (self) ? 1 : 0;
}

static KaiserSavedGame *
item_for_entry (const KaiserStoreEntry *entry)
{
  g_autofree char *name = NULL;
  const char *error = entry->error;
  KaiserSavedGame *item;

  if (entry->name[0] != '\0')
    name = g_strdup (entry->name);
  else if (entry->id)
    /* Translators: a saved game kept without a name (an autosave moved aside) */
    name = g_strdup (_("Game without a name"));
  else
    /* Translators: a saved game whose name could not be read; %u is the number of its slot */
    name = g_strdup_printf (_("Saved game %u"), entry->slot + 1);
  if (entry->id == NULL && entry->record[0] == '\0')
    error = _("its record could not be read from the settings (it is missing or not text); it is kept as it is");
  item = kaiser_saved_game_new_stored (entry->id, entry->slot, name, entry->saved, entry->record, error);
  kaiser_saved_game_set_facts (item, entry->facts);
  return item;
}

/* Newest first; then by file, then by slot: the same order in every copy. */
static gint
compare_entries (gconstpointer a, gconstpointer b)
{
  const KaiserStoreEntry *x = *(KaiserStoreEntry * const *) a;
  const KaiserStoreEntry *y = *(KaiserStoreEntry * const *) b;
  gint by_id;

  if (x->saved != y->saved)
    return x->saved < y->saved ? 1 : -1;
  if ((by_id = g_strcmp0 (y->id, x->id)) != 0)
    return by_id;
  return x->slot < y->slot ? 1 : x->slot > y->slot ? -1 : 0;
}

static void request_scan (KaiserGameStore *self);
static void keep_aside (KaiserGameStore *self, const char *record);

static void
on_folder_changed (GFileMonitor      *monitor,
                   GFile             *file,
                   GFile             *other,
                   GFileMonitorEvent  event,
                   KaiserGameStore   *self)
{
  g_autofree char *base = g_file_get_basename (file);

  /* the files being written and those moved aside do not count */
  if (base && base[0] != '.')
    request_scan (self);
}

static void
load (KaiserGameStore *self)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GVariant) list = g_settings_get_user_value (self->settings, "saved-games");
  g_autoptr(GVariant) autosave = NULL;
  g_autoptr(GVariant) kept = NULL;
  g_autoptr(GFile) folder = g_file_new_for_path (self->dir);
  g_autoptr(GError) error = NULL;
  KaiserStoreLegacy legacy = { list, NULL, NULL };
  g_autoptr(GPtrArray) damaged = NULL;
  gboolean own_file = kaiser_store_writer_has_own_file (self->writer);
  gboolean migrated = FALSE;

  /* with a file of its own, the autosave keys of the old layout move too */
  if (own_file)
    {
      autosave = g_settings_get_user_value (self->settings, "saved-game");
      kept = g_settings_get_user_value (self->settings, "damaged-saved-game");
      legacy.autosave = autosave ? g_variant_get_string (autosave, NULL) : NULL;
      legacy.kept = kept ? g_variant_get_string (kept, NULL) : NULL;
    }
  g_free (self->kept);
  entries = kaiser_store_writer_load (self->writer, self->dir, self->known, self->in_dir, &legacy, &migrated,
                                      &self->kept, &damaged);

  if (self->kept[0] != '\0')
    g_ptr_array_add (items, kaiser_saved_game_new_kept_aside (self->kept));
  g_ptr_array_sort (entries, compare_entries);
  for (guint i = 0; i < entries->len; i++)
    {
      KaiserStoreEntry *entry = g_ptr_array_index (entries, i);

      g_ptr_array_add (items, item_for_entry (entry));
      /* the games moved in from the older layouts: replayed once, in the
       * writer, after everything queued before */
      if (entry->id && entry->error == NULL && entry->facts == NULL)
        kaiser_store_writer_add_facts (self->writer, self->dir, entry->id);
    }
  g_list_store_splice (self->games, 0, g_list_model_get_n_items (G_LIST_MODEL (self->games)),
                       items->pdata, items->len);

  /* an autosave of the older layout that does not load: kept aside (as
   * a damaged one always was), on disk before its key is reset */
  for (guint i = 0; i < damaged->len; i++)
    {
      g_autoptr(KaiserGame) game = NULL;

      keep_aside (self, g_ptr_array_index (damaged, i));
      /* for resume() to say why */
      if (self->kept_error == NULL)
        game = kaiser_record_load_data (g_ptr_array_index (damaged, i), -1, &self->kept_error);
    }
  if (damaged->len > 0)
    {
      kaiser_store_writer_set_string (self->writer, "saved-game", "");
      kaiser_store_writer_flush (self->writer);
    }
  if (migrated)
    {
      /* everything is in files now; a value that could not be read
       * never comes here (no user value): it stays as it was */
      if (list)
        g_settings_reset (self->settings, "saved-games");
      if (autosave)
        g_settings_reset (self->settings, "saved-game");
      if (kept)
        g_settings_reset (self->settings, "damaged-saved-game");
    }
  else
    g_warning ("Not every game saved in the old layout could be written to %s; the key saved-games is left as it is",
               self->dir);

  /* the other copies' changes: read again when the folder changes */
  self->monitor = g_file_monitor_directory (folder, G_FILE_MONITOR_NONE, NULL, &error);
  if (self->monitor)
    g_signal_connect (self->monitor, "changed", G_CALLBACK (on_folder_changed), self);
  else
    g_message ("The folder %s is not watched: %s", self->dir, error->message);
}

/* The position of the entry of file @id, if listed. */
static gboolean
find_id (KaiserGameStore *self, const char *id, guint *position)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->games));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(KaiserSavedGame) item = g_list_model_get_item (G_LIST_MODEL (self->games), i);

      if (g_strcmp0 (kaiser_saved_game_get_id (item), id) == 0)
        {
          *position = i;
          return TRUE;
        }
    }
  return FALSE;
}

/* Whether this store changed file @id after the scan numbered @serial
 * was queued: then the scan does not know of it. */
static gboolean
changed_since (KaiserGameStore *self, const char *id, guint64 serial)
{
  gpointer value;

  return g_hash_table_lookup_extended (self->recent, id, NULL, &value) && GPOINTER_TO_SIZE (value) > serial;
}

static void
note_change (KaiserGameStore *self, const char *id, guint64 serial)
{
  g_hash_table_replace (self->recent, g_strdup (id), GSIZE_TO_POINTER (serial));
}

/* Among the named games, in the order of compare_entries(). */
static guint
sorted_position (KaiserGameStore *self, const KaiserStoreEntry *entry)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->games));
  guint i;

  for (i = list_start (self); i < n; i++)
    {
      g_autoptr(KaiserSavedGame) item = g_list_model_get_item (G_LIST_MODEL (self->games), i);
      KaiserStoreEntry listed = { (char *) kaiser_saved_game_get_id (item), kaiser_saved_game_get_slot (item),
                                  NULL, kaiser_saved_game_get_saved_unix (item), NULL, NULL };
      const KaiserStoreEntry *a = entry, *b = &listed;

      if (compare_entries (&a, &b) < 0)
        break;
    }
  return i;
}

/* The folder as the writer read it: files gone leave the list, new and
 * changed ones come in, except those this store changed since. */
static void
on_scanned (gpointer    store,
            guint64     serial,
            GHashTable *ids,
            GPtrArray  *changed)
{
  KaiserGameStore *self = store;
  g_autoptr(GPtrArray) entries = changed;
  guint position;

  self->scanning = FALSE;
  if (self->writer == NULL)
    return;
  for (guint i = g_list_model_get_n_items (G_LIST_MODEL (self->games)); i-- > list_start (self);)
    {
      g_autoptr(KaiserSavedGame) item = g_list_model_get_item (G_LIST_MODEL (self->games), i);
      const char *id = kaiser_saved_game_get_id (item);

      if (id && !g_hash_table_contains (ids, id) && !changed_since (self, id, serial))
        g_list_store_remove (self->games, i);
    }
  for (guint i = 0; i < entries->len; i++)
    {
      KaiserStoreEntry *entry = g_ptr_array_index (entries, i);
      g_autoptr(KaiserSavedGame) item = NULL;

      if (changed_since (self, entry->id, serial))
        continue;
      if (find_id (self, entry->id, &position))
        {
          g_autoptr(KaiserSavedGame) old = g_list_model_get_item (G_LIST_MODEL (self->games), position);

          if (g_str_equal (kaiser_saved_game_get_name (old), entry->name) &&
              kaiser_saved_game_get_saved_unix (old) == entry->saved &&
              g_str_equal (kaiser_saved_game_get_record (old), entry->record))
            {
              /* the same game, its facts added */
              if (kaiser_saved_game_get_facts (old) == NULL)
                kaiser_saved_game_set_facts (old, entry->facts);
              continue;
            }
          g_list_store_remove (self->games, position);
        }
      item = item_for_entry (entry);
      g_list_store_insert (self->games, sorted_position (self, entry), item);
    }
  if (self->scan_again)
    {
      self->scan_again = FALSE;
      request_scan (self);
    }
}

static void
request_scan (KaiserGameStore *self)
{
  if (self->writer == NULL)
    return;
  if (self->scanning)
    {
      self->scan_again = TRUE;
      return;
    }
  self->scanning = TRUE;
  kaiser_store_writer_scan (self->writer, self->dir, self->known, G_OBJECT (self), on_scanned);
}

static void
write_kept (KaiserGameStore *self, const char *record)
{
  g_free (self->kept);
  self->kept = g_strdup (record);
  kaiser_store_writer_set_string (self->writer, "damaged-saved-game", record);
}

static void
on_settings_changed (GSettings       *settings,
                     const char      *key,
                     KaiserGameStore *self)
{
  if (g_str_equal (key, "games-won") || g_str_equal (key, "games-lost") ||
      g_str_equal (key, "undo-count"))
    g_signal_emit (self, signals[STATISTICS_CHANGED], 0);
}

static void
on_shutdown (KaiserGameStore *self)
{
  kaiser_game_store_flush (self);
}

/**
 * kaiser_game_store_new_in:
 * @settings: settings of schema io.github.threespot.ThreeSpot
 * @dir: the folder of the saved games (made if need be)
 *
 * Reads the saved games (in the writer thread; the caller waits), moving
 * in the games of the older layouts.
 *
 * Returns: (transfer full): a store over @settings and @dir
 */
KaiserGameStore *
kaiser_game_store_new_in (GSettings  *settings,
                          const char *dir)
{
  KaiserGameStore *self;
  GApplication *app;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (dir != NULL, NULL);

  self = g_object_new (KAISER_TYPE_GAME_STORE, NULL);
  self->settings = g_object_ref (settings);
  self->dir = g_strdup (dir);
  {
    g_autofree char *parent = g_path_get_dirname (dir);
    self->in_dir = g_build_filename (parent, "in-progress", NULL);
  }
  self->writer = kaiser_store_writer_get (settings);
  g_signal_connect (settings, "changed", G_CALLBACK (on_settings_changed), self);
  load (self);
  /* the last autosave is written before the process ends, even if a
   * window is never finalized */
  if ((app = g_application_get_default ()) != NULL)
    {
      g_set_weak_pointer (&self->application, app);
      self->shutdown_id = g_signal_connect_swapped (app, "shutdown", G_CALLBACK (on_shutdown), self);
    }
  return self;
}

/**
 * kaiser_game_store_new:
 * @settings: settings of schema io.github.threespot.ThreeSpot
 *
 * The store of the user's saved games, in
 * $XDG_DATA_HOME/three-spot/saved-games.
 *
 * Returns: (transfer full): a store over @settings
 */
KaiserGameStore *
kaiser_game_store_new (GSettings *settings)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "three-spot", "saved-games", NULL);

  return kaiser_game_store_new_in (settings, dir);
}

const char *
kaiser_game_store_get_dir (KaiserGameStore *self)
{
  g_return_val_if_fail (KAISER_IS_GAME_STORE (self), NULL);
  return self->dir;
}

GSettings *
kaiser_game_store_get_settings (KaiserGameStore *self)
{
  g_return_val_if_fail (KAISER_IS_GAME_STORE (self), NULL);
  return self->settings;
}

/**
 * kaiser_game_store_flush:
 * @self: a store
 *
 * Returns once everything the store was given is written.
 */
void
kaiser_game_store_flush (KaiserGameStore *self)
{
  g_return_if_fail (KAISER_IS_GAME_STORE (self));
  if (self->writer)
    kaiser_store_writer_flush (self->writer);
}

/* The game in progress */

/* @item into a file of its own, at @position of the list. */
static void
insert_named (KaiserGameStore *self, KaiserSavedGame *item, guint position)
{
  g_autofree char *id = kaiser_store_writer_new_id ();

  kaiser_saved_game_set_id (item, id);
  g_list_store_insert (self->games, position, item);
  note_change (self, id,
               kaiser_store_writer_write_game (self->writer, self->dir, id, kaiser_saved_game_get_name (item),
                                               kaiser_saved_game_get_saved_unix (item),
                                               kaiser_saved_game_get_facts (item),
                                               kaiser_saved_game_get_record (item)));
}

static gboolean
check_room (KaiserGameStore *self, const char *record, GError **error)
{
  gsize size = strlen (record);
  guint used = g_list_model_get_n_items (G_LIST_MODEL (self->games)) - list_start (self);

  if (size > self->max_record)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
                   /* Translators: "This game is too large to save (1.3 MB, at most 1 MB)." */
                   _("This game is too large to save (%.1f MB, at most %u MB)."),
                   size / (1024.0 * 1024.0), (guint) MAX (self->max_record / (1024 * 1024), 1));
      return FALSE;
    }
  if (used >= self->max_games)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                   g_dngettext (GETTEXT_PACKAGE,
                                "You have %u saved game, the most there can be. Delete one to save this game.",
                                "You have %u saved games, the most there can be. Delete one to save this game.",
                                used),
                   used);
      return FALSE;
    }
  return TRUE;
}

/* A damaged autosave goes to damaged-saved-game; one already there is
 * moved into a file first rather than overwritten. */
static void
keep_aside (KaiserGameStore *self, const char *record)
{
  g_autoptr(KaiserSavedGame) kept = kaiser_saved_game_new_kept_aside (record);

  if (has_kept_aside (self))
    {
      g_autoptr(KaiserSavedGame) old = g_list_model_get_item (G_LIST_MODEL (self->games), 0);
      g_autoptr(KaiserSavedGame) moved = NULL;

      if (g_str_equal (kaiser_saved_game_get_record (old), record))
        return;
      moved = kaiser_saved_game_new (kaiser_saved_game_get_name (old), 0, kaiser_saved_game_get_record (old));
      insert_named (self, moved, 1);
      g_list_store_remove (self->games, 0);
    }
  g_list_store_insert (self->games, 0, kept);
  write_kept (self, record);
}

/* A KaiserStoreEntry moved into the saved games by the writer, listed. */
static void
list_moved (KaiserGameStore *self, KaiserStoreEntry *entry, guint64 serial)
{
  g_autoptr(KaiserSavedGame) item = item_for_entry (entry);
  guint position;

  note_change (self, entry->id, serial);
  if (find_id (self, entry->id, &position))
    return;
  g_list_store_insert (self->games, sorted_position (self, entry), item);
  if (entry->error == NULL && entry->facts == NULL)
    kaiser_store_writer_add_facts (self->writer, self->dir, entry->id);
}

/**
 * kaiser_game_store_resume:
 * @self: a store
 * @error: set when the game in progress could not be resumed
 *
 * Claims the newest game in progress that no running copy of the game
 * plays (in the writer thread; the caller waits): this store then holds
 * it, writes it on with kaiser_game_store_autosave() and no other copy
 * takes it.  The other games in progress left free (two copies quit
 * with a game each) are moved into the saved games, named "Unfinished
 * game of DATE".  A newest game that does not load is moved there as it
 * is (never written) and @error says why.  A store resumes once: when it
 * has a game in progress already (resumed, or autosaved), this returns
 * %NULL.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL if there is none
 *   or it is damaged
 */
KaiserGame *
kaiser_game_store_resume (KaiserGameStore  *self,
                          GError          **error)
{
  KaiserStoreClaim claim = { NULL, };

  g_return_val_if_fail (KAISER_IS_GAME_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (self->in_id != NULL)
    return NULL;
  kaiser_store_writer_claim (self->writer, self->in_dir, self->dir, self->known, &claim);
  for (guint i = 0; i < claim.moved->len; i++)
    list_moved (self, g_ptr_array_index (claim.moved, i), claim.serial);
  g_ptr_array_unref (claim.moved);
  if (claim.game)
    {
      self->in_id = claim.id;
      self->lock = claim.lock;
    }
  if (claim.error)
    g_propagate_error (error, claim.error);
  else if (claim.game == NULL && self->kept_error)
    g_propagate_error (error, g_steal_pointer (&self->kept_error));
  g_clear_error (&self->kept_error);
  return KAISER_GAME (claim.game);
}

/**
 * kaiser_game_store_autosave:
 * @self: a store
 * @game: the game on the table
 *
 * Saves @game as the game in progress; a finished game clears it, and is
 * counted in the statistics when it was seen in progress before (once:
 * not again after Undo took its end back and it ended again).  The
 * main thread only turns @game into its record; the writer thread writes
 * it, the last one given only.
 */
void
kaiser_game_store_autosave (KaiserGameStore *self,
                            KaiserGame      *game)
{
  gboolean in_progress;

  g_return_if_fail (KAISER_IS_GAME_STORE (self));
  g_return_if_fail (KAISER_IS_GAME (game));

  in_progress = kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER;
  if (in_progress)
    {
      g_autofree char *data = kaiser_record_to_data (game, NULL);

      if (self->in_id == NULL)
        self->in_id = kaiser_store_writer_new_id ();
      kaiser_store_writer_autosave (self->writer, self->in_dir, self->in_id, &self->lock, data);
    }
  else
    {
      /* a game whose end was undone was counted when it ended first */
      if (game == self->last_saved && self->last_in_progress && !kaiser_game_get_ended_before (game))
        kaiser_game_store_record_finished (self, game);
      if (self->in_id)
        kaiser_store_writer_autosave (self->writer, self->in_dir, self->in_id, &self->lock, NULL);
    }
  g_set_object (&self->last_saved, game);
  self->last_in_progress = in_progress;
}

/* The saved games */

GListModel *
kaiser_game_store_get_games (KaiserGameStore *self)
{
  g_return_val_if_fail (KAISER_IS_GAME_STORE (self), NULL);
  return G_LIST_MODEL (self->games);
}

/**
 * kaiser_game_store_default_name:
 *
 * Returns: (transfer full): "Game of 3 March 2026, 14:05", now
 */
char *
kaiser_game_store_default_name (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  /* Translators: see g_date_time_format() */
  g_autofree char *date = g_date_time_format (now, _("%-d %B %Y, %H:%M"));

  /* Translators: the name a saved game gets when none was given */
  return g_strdup_printf (_("Game of %s"), date);
}

/* A name given to the store: trimmed, and cut to the most a name has
 * (KAISER_SAVED_GAME_MAX_NAME characters); "" when blank. */
static char *
given_name (const char *name)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (name ? name : ""));

  return g_strchomp (kaiser_saved_game_clip_name (trimmed, KAISER_SAVED_GAME_MAX_NAME, NULL));
}

/**
 * kaiser_game_store_save:
 * @self: a store
 * @game: the game to save
 * @name: (nullable): its name, cut to KAISER_SAVED_GAME_MAX_NAME
 *   characters; %NULL or blank for "Game of <date>"
 * @error: set when a limit is reached (KAISER_GAME_STORE_MAX_GAMES games,
 *   or a record over KAISER_GAME_STORE_MAX_RECORD bytes)
 *
 * Returns: (transfer none) (nullable): the new entry, first of the named games
 */
KaiserSavedGame *
kaiser_game_store_save (KaiserGameStore  *self,
                        KaiserGame       *game,
                        const char       *name,
                        GError          **error)
{
  g_autofree char *data = NULL;
  g_autofree char *title = NULL;
  g_autofree char *facts = NULL;
  g_autoptr(KaiserSavedGame) item = NULL;

  g_return_val_if_fail (KAISER_IS_GAME_STORE (self), NULL);
  g_return_val_if_fail (KAISER_IS_GAME (game), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  title = given_name (name);
  if (title[0] == '\0')
    {
      g_free (title);
      title = kaiser_game_store_default_name ();
    }
  data = kaiser_record_to_data (game, NULL);
  if (!check_room (self, data, error))
    return NULL;
  item = kaiser_saved_game_new (title, g_get_real_time () / G_USEC_PER_SEC, data);
  facts = kaiser_game_facts (game);
  kaiser_saved_game_set_facts (item, facts);
  insert_named (self, item, list_start (self));
  return item;
}

/**
 * kaiser_game_store_find:
 * @self: a store
 * @game: a game
 *
 * Returns: (transfer none) (nullable): an entry whose record is @game as
 *   it stands now
 */
KaiserSavedGame *
kaiser_game_store_find (KaiserGameStore *self,
                        KaiserGame      *game)
{
  g_autofree char *data = NULL;
  guint n;

  g_return_val_if_fail (KAISER_IS_GAME_STORE (self), NULL);
  g_return_val_if_fail (KAISER_IS_GAME (game), NULL);

  data = kaiser_record_to_data (game, NULL);
  n = g_list_model_get_n_items (G_LIST_MODEL (self->games));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(KaiserSavedGame) item = g_list_model_get_item (G_LIST_MODEL (self->games), i);

      if (g_str_equal (kaiser_saved_game_get_record (item), data))
        return item;   /* the list holds a reference */
    }
  return NULL;
}

static gboolean
find (KaiserGameStore *self, KaiserSavedGame *saved, guint *position)
{
  /* not there when the other copy deleted it */
  return g_list_store_find (self->games, saved, position);
}

/**
 * kaiser_game_store_load:
 * @self: a store
 * @saved: an entry of the store
 * @error: why it does not load
 *
 * Returns: (transfer full) (nullable): the game, replayed from its record
 */
KaiserGame *
kaiser_game_store_load (KaiserGameStore  *self,
                        KaiserSavedGame  *saved,
                        GError          **error)
{
  g_autoptr(GError) local_error = NULL;
  KaiserGame *game;

  g_return_val_if_fail (KAISER_IS_GAME_STORE (self), NULL);
  g_return_val_if_fail (KAISER_IS_SAVED_GAME (saved), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  game = kaiser_record_load_data (kaiser_saved_game_get_record (saved), -1, &local_error);
  if (game == NULL)
    {
      g_autofree char *quoted = kaiser_saved_game_quote_name (kaiser_saved_game_get_name (saved));

      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                   /* Translators: "“Sunday game” could not be loaded: hand 3, trick 5 …" */
                   _("“%s” could not be loaded: %s"), quoted, local_error->message);
    }
  return game;
}

/**
 * kaiser_game_store_rename:
 * @self: a store
 * @saved: an entry of the store
 * @name: the new name, not blank; cut to KAISER_SAVED_GAME_MAX_NAME characters
 * @error: set for a blank name
 *
 * Entries do not change: @saved is replaced by a new one.  Renaming the
 * kept-aside autosave moves it among the named games.
 *
 * Returns: (transfer none) (nullable): the renamed entry
 */
KaiserSavedGame *
kaiser_game_store_rename (KaiserGameStore  *self,
                          KaiserSavedGame  *saved,
                          const char       *name,
                          GError          **error)
{
  g_autofree char *title = NULL;
  g_autoptr(KaiserSavedGame) item = NULL;
  guint position;

  g_return_val_if_fail (KAISER_IS_GAME_STORE (self), NULL);
  g_return_val_if_fail (KAISER_IS_SAVED_GAME (saved), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  title = given_name (name);
  if (title[0] == '\0')
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("A saved game needs a name"));
      return NULL;
    }
  if (!find (self, saved, &position))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("This game is no longer in the list"));
      return NULL;
    }
  if (kaiser_saved_game_is_unreadable (saved) && kaiser_saved_game_get_id (saved))
    {
      /* its file is kept as it is: never written */
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("This saved game could not be read and is kept as it is; it cannot be renamed. It can be exported or deleted."));
      return NULL;
    }
  if (kaiser_saved_game_is_kept_aside (saved))
    {
      /* into a file first, then off the kept-aside key */
      item = kaiser_saved_game_new (title, kaiser_saved_game_get_saved_unix (saved), kaiser_saved_game_get_record (saved));
      insert_named (self, item, 1);
      g_list_store_remove (self->games, 0);
      write_kept (self, "");
      return item;
    }
  item = kaiser_saved_game_new_stored (kaiser_saved_game_get_id (saved), kaiser_saved_game_get_slot (saved), title,
                                       kaiser_saved_game_get_saved_unix (saved),
                                       kaiser_saved_game_get_record (saved),
                                       kaiser_saved_game_is_unreadable (saved) ? kaiser_saved_game_get_error (saved) : NULL);
  kaiser_saved_game_set_facts (item, kaiser_saved_game_get_facts (saved));
  g_list_store_splice (self->games, position, 1, (gpointer *) &item, 1);
  if (kaiser_saved_game_get_id (item))
    /* its own file only, replaced whole */
    note_change (self, kaiser_saved_game_get_id (item),
                 kaiser_store_writer_rename_game (self->writer, self->dir, kaiser_saved_game_get_id (item), title,
                                                  kaiser_saved_game_get_saved_unix (item),
                                                  kaiser_saved_game_get_facts (item),
                                                  kaiser_saved_game_get_record (item)));
  else
    /* a slot of the older layout: the name only, a record that could
     * not be read stays as it is */
    kaiser_store_writer_rename_slot (self->writer, kaiser_saved_game_get_slot (item), title);
  return item;
}

/**
 * kaiser_game_store_delete:
 * @self: a store
 * @saved: an entry of the store
 * @position: (out) (optional): where it was, for kaiser_game_store_restore()
 *
 * Returns: %TRUE if @saved was in the store and is now deleted
 */
gboolean
kaiser_game_store_delete (KaiserGameStore *self,
                          KaiserSavedGame *saved,
                          guint           *position)
{
  guint at;

  g_return_val_if_fail (KAISER_IS_GAME_STORE (self), FALSE);
  g_return_val_if_fail (KAISER_IS_SAVED_GAME (saved), FALSE);

  if (!find (self, saved, &at))
    return FALSE;
  g_object_ref (saved);   /* the list's reference goes */
  g_list_store_remove (self->games, at);
  if (kaiser_saved_game_is_kept_aside (saved))
    write_kept (self, "");
  else
    {
      /* its file moved aside, a slot left as it is: for Undo, until
       * the store goes */
      if (kaiser_saved_game_get_id (saved))
        note_change (self, kaiser_saved_game_get_id (saved),
                     kaiser_store_writer_delete_game (self->writer, self->dir, kaiser_saved_game_get_id (saved)));
      g_ptr_array_add (self->deleted, g_object_ref (saved));
    }
  g_object_unref (saved);
  if (position)
    *position = at;
  return TRUE;
}

/**
 * kaiser_game_store_restore:
 * @self: a store
 * @saved: an entry deleted from it
 * @position: where it was
 *
 * Undoes kaiser_game_store_delete().
 */
void
kaiser_game_store_restore (KaiserGameStore *self,
                           KaiserSavedGame *saved,
                           guint            position)
{
  guint n, at;

  g_return_if_fail (KAISER_IS_GAME_STORE (self));
  g_return_if_fail (KAISER_IS_SAVED_GAME (saved));

  if (g_list_store_find (self->games, saved, NULL))
    return;
  if (kaiser_saved_game_is_kept_aside (saved))
    {
      keep_aside (self, kaiser_saved_game_get_record (saved));
      return;
    }
  if (!g_ptr_array_find (self->deleted, saved, &at))
    return;
  n = g_list_model_get_n_items (G_LIST_MODEL (self->games));
  g_list_store_insert (self->games, CLAMP (position, list_start (self), n), saved);
  g_ptr_array_remove_index (self->deleted, at);
  if (kaiser_saved_game_get_id (saved))
    note_change (self, kaiser_saved_game_get_id (saved),
                 kaiser_store_writer_restore_game (self->writer, self->dir, kaiser_saved_game_get_id (saved),
                                                   kaiser_saved_game_get_name (saved),
                                                   kaiser_saved_game_get_saved_unix (saved),
                                                   kaiser_saved_game_get_facts (saved),
                                                   kaiser_saved_game_get_record (saved)));
}

/**
 * kaiser_game_store_export:
 * @self: a store
 * @saved: an entry of the store, damaged or not
 * @file: where to write its record
 * @error: why it could not be written
 *
 * Returns: %TRUE on success
 */
gboolean
kaiser_game_store_export (KaiserGameStore  *self,
                          KaiserSavedGame  *saved,
                          GFile            *file,
                          GError          **error)
{
  const char *record;

  g_return_val_if_fail (KAISER_IS_GAME_STORE (self), FALSE);
  g_return_val_if_fail (KAISER_IS_SAVED_GAME (saved), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  record = kaiser_saved_game_get_record (saved);
  return g_file_replace_contents (file, record, strlen (record), NULL, FALSE,
                                  G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, error);
}

static char *
file_display_name (GFile *file)
{
  g_autofree char *base = g_file_get_basename (file);

  return base ? g_filename_display_name (base) : g_file_get_parse_name (file);
}

/**
 * kaiser_game_store_import:
 * @self: a store
 * @file: a game record
 * @error: why it was refused
 *
 * Adds the game in @file, first of the named games, named after the file.
 * A file that is not a record the engine can replay is refused and the
 * store does not change.
 *
 * Returns: (transfer none) (nullable): the new entry
 */
KaiserSavedGame *
kaiser_game_store_import (KaiserGameStore  *self,
                          GFile            *file,
                          GError          **error)
{
  g_autofree char *shown = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *record = NULL;
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;
  g_autofree char *facts = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(KaiserSavedGame) item = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length;

  g_return_val_if_fail (KAISER_IS_GAME_STORE (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  shown = file_display_name (file);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL, &local_error);
  if (info != NULL && g_file_info_get_size (info) > KAISER_GAME_STORE_MAX_FILE)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                   _("“%s” is too large to be a game record"), shown);
      return NULL;
    }
  if (info == NULL || !g_file_load_contents (file, NULL, &contents, &length, NULL, &local_error))
    {
      g_set_error (error, local_error->domain, local_error->code,
                   /* Translators: "“game.json” could not be read: No such file or directory" */
                   _("“%s” could not be read: %s"), shown, local_error->message);
      return NULL;
    }
  if (length > KAISER_GAME_STORE_MAX_FILE)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                   _("“%s” is too large to be a game record"), shown);
      return NULL;
    }
  if (!g_utf8_validate (contents, length, NULL))
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                   _("“%s” is not a game record: it is not UTF-8 text"), shown);
      return NULL;
    }
  game = kaiser_record_load_data (contents, length, &local_error);
  if (game == NULL)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                   /* Translators: "“game.json” was not imported: hand 3, trick 5, …" */
                   _("“%s” was not imported: %s"), shown, local_error->message);
      return NULL;
    }

  name = g_strdup (shown);
  if (g_str_has_suffix (name, ".json") && strlen (name) > 5)
    name[strlen (name) - 5] = '\0';
  record = kaiser_record_to_data (game, NULL);
  if (!check_room (self, record, &local_error))
    {
      g_set_error (error, local_error->domain, local_error->code,
                   /* Translators: "“game.json” was not imported: You have 100 saved games, …" */
                   _("“%s” was not imported: %s"), shown, local_error->message);
      return NULL;
    }
  title = given_name (name);
  item = kaiser_saved_game_new (title[0] != '\0' ? title : shown, g_get_real_time () / G_USEC_PER_SEC, record);
  facts = kaiser_game_facts (game);
  kaiser_saved_game_set_facts (item, facts);
  insert_named (self, item, list_start (self));
  return item;
}

/* Statistics */

void
kaiser_game_store_get_statistics (KaiserGameStore      *self,
                                  KaiserGameStatistics *stats)
{
  g_return_if_fail (KAISER_IS_GAME_STORE (self));
  g_return_if_fail (stats != NULL);

  stats->won = g_settings_get_uint (self->settings, "games-won");
  stats->lost = g_settings_get_uint (self->settings, "games-lost");
  stats->abandoned = g_settings_get_uint (self->settings, "games-abandoned");
  stats->undos = g_settings_get_uint (self->settings, "undo-count");
  stats->played = stats->won + stats->lost + stats->abandoned;
}

static void
increment (KaiserGameStore *self, const char *key)
{
  guint n = g_settings_get_uint (self->settings, key);

  if (n < G_MAXUINT32)
    g_settings_set_uint (self->settings, key, n + 1);
  g_signal_emit (self, signals[STATISTICS_CHANGED], 0);
}

/**
 * kaiser_game_store_count_undo:
 * @self: a store
 *
 * Counts one Undo in the statistics.
 */
void
kaiser_game_store_count_undo (KaiserGameStore *self)
{
  g_return_if_fail (KAISER_IS_GAME_STORE (self));
  increment (self, "undo-count");
}

gboolean
kaiser_game_store_would_lose (KaiserGameStore *self,
                              KaiserGame      *game,
                              KaiserSeat       seat)
{
  gboolean played_on = kaiser_game_get_hand_number (game) > 1;

  g_return_val_if_fail (KAISER_IS_GAME_STORE (self), FALSE);
  g_return_val_if_fail (KAISER_IS_GAME (game), FALSE);

  if (kaiser_game_get_phase (game) == KAISER_PHASE_GAME_OVER)
    return FALSE;
  for (guint i = 0, n = kaiser_game_get_n_actions (game); i < n && !played_on; i++)
    played_on = kaiser_game_get_action (game, i)->seat == seat;
  if (!played_on)
    return FALSE;
  return kaiser_game_store_find (self, game) == NULL;
}

void
kaiser_game_store_count_abandoned (KaiserGameStore *self,
                                   gboolean         undone)
{
  guint n;

  g_return_if_fail (KAISER_IS_GAME_STORE (self));

  n = g_settings_get_uint (self->settings, "games-abandoned");
  if (!undone)
    {
      increment (self, "games-abandoned");
      return;
    }
  if (n > 0)
    g_settings_set_uint (self->settings, "games-abandoned", n - 1);
  g_signal_emit (self, signals[STATISTICS_CHANGED], 0);
}

void
kaiser_game_store_record_finished (KaiserGameStore *self,
                                   KaiserGame      *game)
{
  g_return_if_fail (KAISER_IS_GAME_STORE (self));
  g_return_if_fail (KAISER_IS_GAME (game));

  if (kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
    return;
  increment (self, kaiser_game_get_winner (game) == HUMAN_TEAM (kaiser_game_get_rules (game)) ? "games-won" : "games-lost");
  g_signal_emit (self, signals[GAME_FINISHED], 0, game);
}

/**
 * kaiser_game_store_reset_statistics:
 * @self: a store
 *
 * Games won, lost and abandoned, and Undo, back to 0 (the player asked).
 */
void
kaiser_game_store_reset_statistics (KaiserGameStore *self)
{
  static const char * const keys[] = { "games-won", "games-lost", "games-abandoned", "undo-count" };

  g_return_if_fail (KAISER_IS_GAME_STORE (self));

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (self->settings, keys[i]);
  g_signal_emit (self, signals[STATISTICS_CHANGED], 0);
}

/* GObject */

static void
kaiser_game_store_dispose (GObject *object)
{
  KaiserGameStore *self = KAISER_GAME_STORE (object);

  if (self->application)
    g_clear_signal_handler (&self->shutdown_id, self->application);
  g_clear_weak_pointer (&self->application);
  if (self->monitor)
    {
      g_signal_handlers_disconnect_by_data (self->monitor, self);
      g_file_monitor_cancel (self->monitor);
      g_clear_object (&self->monitor);
    }
  if (self->writer)
    {
      /* what was deleted goes for good: there is no Undo any more */
      for (guint i = 0; i < self->deleted->len; i++)
        {
          KaiserSavedGame *item = g_ptr_array_index (self->deleted, i);

          if (kaiser_saved_game_get_id (item))
            kaiser_store_writer_purge_game (self->writer, self->dir, kaiser_saved_game_get_id (item));
          else
            kaiser_store_writer_clear_slot (self->writer, kaiser_saved_game_get_slot (item));
        }
      g_ptr_array_set_size (self->deleted, 0);
      /* the game in progress is free for the next start */
      if (self->in_id)
        kaiser_store_writer_release_game (self->writer, self->in_dir, self->in_id, &self->lock);
      /* the last store of this backend joins the thread: all is written */
      kaiser_store_writer_flush (self->writer);
      g_clear_pointer (&self->writer, kaiser_store_writer_unref);
    }
  if (self->settings)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  g_clear_object (&self->last_saved);

  G_OBJECT_CLASS (kaiser_game_store_parent_class)->dispose (object);
}

static void
kaiser_game_store_finalize (GObject *object)
{
  KaiserGameStore *self = KAISER_GAME_STORE (object);

  g_clear_object (&self->games);
  g_free (self->kept);
  g_free (self->dir);
  g_free (self->in_dir);
  g_free (self->in_id);
  g_clear_error (&self->kept_error);
  g_hash_table_unref (self->recent);
  g_hash_table_unref (self->known);   /* the writer is done with it: flushed in dispose */
  g_ptr_array_unref (self->deleted);

  G_OBJECT_CLASS (kaiser_game_store_parent_class)->finalize (object);
}

static void
kaiser_game_store_class_init (KaiserGameStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kaiser_game_store_dispose;
  object_class->finalize = kaiser_game_store_finalize;

  /**
   * KaiserGameStore::statistics-changed:
   *
   * Games won or lost, or Undo, were counted.
   */
  signals[STATISTICS_CHANGED] = g_signal_new ("statistics-changed",
                                              G_TYPE_FROM_CLASS (klass),
                                              G_SIGNAL_RUN_LAST,
                                              0, NULL, NULL, NULL,
                                              G_TYPE_NONE, 0);
  /**
   * KaiserGameStore::game-finished:
   * @game: the game
   *
   * A game seen in progress came to its end and was counted (once).
   */
  signals[GAME_FINISHED] = g_signal_new ("game-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, KAISER_TYPE_GAME);
}

/**
 * kaiser_game_store_set_limits:
 * @self: a store
 * @max_games: the most games saved or imported
 * @max_record: the largest record saved or imported, in bytes
 *
 * Other limits than KAISER_GAME_STORE_MAX_GAMES and
 * KAISER_GAME_STORE_MAX_RECORD, for tests.
 */
void
kaiser_game_store_set_limits (KaiserGameStore *self,
                              guint            max_games,
                              gsize            max_record)
{
  g_return_if_fail (KAISER_IS_GAME_STORE (self));
  self->max_games = max_games;
  self->max_record = max_record;
}

static void
kaiser_game_store_init (KaiserGameStore *self)
{
  self->lock = -1;
  self->max_games = KAISER_GAME_STORE_MAX_GAMES;
  self->max_record = KAISER_GAME_STORE_MAX_RECORD;
  self->games = g_list_store_new (KAISER_TYPE_SAVED_GAME);
  self->recent = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->known = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->deleted = g_ptr_array_new_with_free_func (g_object_unref);
}
