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

#define HUMAN_TEAM KAISER_TEAM_NS   /* the player sits South */

struct _KaiserGameStore
{
  GObject     parent_instance;

  GSettings  *settings;
  GListStore *games;          /* KaiserSavedGame: the kept-aside autosave first */
  GVariant   *written_list;   /* saved-games as this store last read or wrote it */
  char       *written_kept;   /* damaged-saved-game likewise */
  KaiserGame *last_saved;     /* the game autosave() saw last … */
  gboolean    last_in_progress; /* … and whether it was still going on */
};

G_DEFINE_FINAL_TYPE (KaiserGameStore, kaiser_game_store, G_TYPE_OBJECT)

enum {
  STATISTICS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Reading and writing the keys */

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

static void
reload (KaiserGameStore *self)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GVariant) list = g_settings_get_value (self->settings, "saved-games");
  g_autofree char *kept = g_settings_get_string (self->settings, "damaged-saved-game");
  GVariantIter iter;
  const char *name, *record;
  gint64 saved;

  if (kept[0] != '\0')
    g_ptr_array_add (items, kaiser_saved_game_new_kept_aside (kept));
  g_variant_iter_init (&iter, list);
  while (g_variant_iter_next (&iter, "(&sx&s)", &name, &saved, &record))
    g_ptr_array_add (items, kaiser_saved_game_new (name, saved, record));

  g_clear_pointer (&self->written_list, g_variant_unref);
  self->written_list = g_steal_pointer (&list);
  g_free (self->written_kept);
  self->written_kept = g_steal_pointer (&kept);
  g_list_store_splice (self->games, 0, g_list_model_get_n_items (G_LIST_MODEL (self->games)),
                       items->pdata, items->len);
}

/* The named games (not the kept-aside autosave) back to saved-games. */
static void
write_list (KaiserGameStore *self)
{
  GVariantBuilder builder;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->games));

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(sxs)"));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(KaiserSavedGame) item = g_list_model_get_item (G_LIST_MODEL (self->games), i);

      if (kaiser_saved_game_is_kept_aside (item))
        continue;
      g_variant_builder_add (&builder, "(sxs)",
                             kaiser_saved_game_get_name (item),
                             kaiser_saved_game_get_saved_unix (item),
                             kaiser_saved_game_get_record (item));
    }
  g_clear_pointer (&self->written_list, g_variant_unref);
  self->written_list = g_variant_ref_sink (g_variant_builder_end (&builder));
  g_settings_set_value (self->settings, "saved-games", self->written_list);
}

static void
write_kept (KaiserGameStore *self, const char *record)
{
  g_free (self->written_kept);
  self->written_kept = g_strdup (record);
  g_settings_set_string (self->settings, "damaged-saved-game", record);
}

static void
on_settings_changed (GSettings       *settings,
                     const char      *key,
                     KaiserGameStore *self)
{
  if (g_str_equal (key, "saved-games"))
    {
      g_autoptr(GVariant) list = g_settings_get_value (settings, key);

      /* changed elsewhere (another window or process): read it again */
      if (self->written_list == NULL || !g_variant_equal (list, self->written_list))
        reload (self);
    }
  else if (g_str_equal (key, "damaged-saved-game"))
    {
      g_autofree char *kept = g_settings_get_string (settings, key);

      if (g_strcmp0 (kept, self->written_kept) != 0)
        reload (self);
    }
  else if (g_str_equal (key, "games-won") || g_str_equal (key, "games-lost") ||
           g_str_equal (key, "undo-count"))
    g_signal_emit (self, signals[STATISTICS_CHANGED], 0);
}

/**
 * kaiser_game_store_new:
 * @settings: settings of schema io.github.threespot.ThreeSpot
 *
 * Returns: (transfer full): a store over @settings
 */
KaiserGameStore *
kaiser_game_store_new (GSettings *settings)
{
  KaiserGameStore *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (KAISER_TYPE_GAME_STORE, NULL);
  self->settings = g_object_ref (settings);
  g_signal_connect (settings, "changed", G_CALLBACK (on_settings_changed), self);
  reload (self);
  return self;
}

GSettings *
kaiser_game_store_get_settings (KaiserGameStore *self)
{
  g_return_val_if_fail (KAISER_IS_GAME_STORE (self), NULL);
  return self->settings;
}

/* The game in progress */

static void
insert_named (KaiserGameStore *self, KaiserSavedGame *item)
{
  g_list_store_insert (self->games, list_start (self), item);
  write_list (self);
}

/* A damaged autosave goes to damaged-saved-game; one already there is
 * moved into the list first rather than overwritten. */
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
      g_list_store_splice (self->games, 0, 1, (gpointer *) &moved, 1);
      write_list (self);
    }
  g_list_store_insert (self->games, 0, kept);
  write_kept (self, record);
}

/**
 * kaiser_game_store_resume:
 * @self: a store
 * @error: set when the autosaved game could not be resumed
 *
 * The game autosaved in saved-game.  A record that does not load is kept
 * aside (damaged-saved-game, listed first) and @error says why.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL if there is none
 *   or it is damaged
 */
KaiserGame *
kaiser_game_store_resume (KaiserGameStore  *self,
                          GError          **error)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) local_error = NULL;
  KaiserGame *game;

  g_return_val_if_fail (KAISER_IS_GAME_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = g_settings_get_string (self->settings, "saved-game");
  if (data[0] == '\0')
    return NULL;
  game = kaiser_record_load_data (data, -1, &local_error);
  if (game == NULL)
    {
      keep_aside (self, data);
      g_settings_set_string (self->settings, "saved-game", "");
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  return game;
}

/**
 * kaiser_game_store_autosave:
 * @self: a store
 * @game: the game on the table
 *
 * Saves @game as the game in progress; a finished game clears it, and is
 * counted in the statistics when it was seen in progress before.
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

      g_settings_set_string (self->settings, "saved-game", data);
    }
  else
    {
      if (game == self->last_saved && self->last_in_progress)
        kaiser_game_store_record_finished (self, game);
      g_settings_set_string (self->settings, "saved-game", "");
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

/**
 * kaiser_game_store_save:
 * @self: a store
 * @game: the game to save
 * @name: (nullable): its name; %NULL or blank for "Game of <date>"
 *
 * Returns: (transfer none): the new entry, first of the named games
 */
KaiserSavedGame *
kaiser_game_store_save (KaiserGameStore *self,
                        KaiserGame      *game,
                        const char      *name)
{
  g_autofree char *data = NULL;
  g_autofree char *title = NULL;
  g_autoptr(KaiserSavedGame) item = NULL;

  g_return_val_if_fail (KAISER_IS_GAME_STORE (self), NULL);
  g_return_val_if_fail (KAISER_IS_GAME (game), NULL);

  title = g_strstrip (g_strdup (name ? name : ""));
  if (title[0] == '\0')
    {
      g_free (title);
      title = kaiser_game_store_default_name ();
    }
  data = kaiser_record_to_data (game, NULL);
  item = kaiser_saved_game_new (title, g_get_real_time () / G_USEC_PER_SEC, data);
  insert_named (self, item);
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
  if (g_list_store_find (self->games, saved, position))
    return TRUE;
  g_critical ("%s: the saved game “%s” is not in this store", G_STRFUNC, kaiser_saved_game_get_name (saved));
  return FALSE;
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
    g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                 /* Translators: "“Sunday game” could not be loaded: hand 3, trick 5 …" */
                 _("“%s” could not be loaded: %s"), kaiser_saved_game_get_name (saved), local_error->message);
  return game;
}

/**
 * kaiser_game_store_rename:
 * @self: a store
 * @saved: an entry of the store
 * @name: the new name, not blank
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

  title = g_strstrip (g_strdup (name ? name : ""));
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
  item = kaiser_saved_game_new (title, kaiser_saved_game_get_saved_unix (saved), kaiser_saved_game_get_record (saved));
  if (kaiser_saved_game_is_kept_aside (saved))
    {
      /* into the list first, then off the kept-aside key */
      g_list_store_splice (self->games, 0, 1, (gpointer *) &item, 1);
      write_list (self);
      write_kept (self, "");
    }
  else
    {
      g_list_store_splice (self->games, position, 1, (gpointer *) &item, 1);
      write_list (self);
    }
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
  g_list_store_remove (self->games, at);
  if (kaiser_saved_game_is_kept_aside (saved))
    write_kept (self, "");
  else
    write_list (self);
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
  guint n;

  g_return_if_fail (KAISER_IS_GAME_STORE (self));
  g_return_if_fail (KAISER_IS_SAVED_GAME (saved));

  if (g_list_store_find (self->games, saved, NULL))
    return;
  if (kaiser_saved_game_is_kept_aside (saved))
    {
      keep_aside (self, kaiser_saved_game_get_record (saved));
      return;
    }
  n = g_list_model_get_n_items (G_LIST_MODEL (self->games));
  g_list_store_insert (self->games, CLAMP (position, list_start (self), n), saved);
  write_list (self);
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
  item = kaiser_saved_game_new (name, g_get_real_time () / G_USEC_PER_SEC, record);
  insert_named (self, item);
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
  increment (self, kaiser_game_get_winner (game) == HUMAN_TEAM ? "games-won" : "games-lost");
}

/* GObject */

static void
kaiser_game_store_dispose (GObject *object)
{
  KaiserGameStore *self = KAISER_GAME_STORE (object);

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
  g_clear_pointer (&self->written_list, g_variant_unref);
  g_free (self->written_kept);

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
}

static void
kaiser_game_store_init (KaiserGameStore *self)
{
  self->games = g_list_store_new (KAISER_TYPE_SAVED_GAME);
}
