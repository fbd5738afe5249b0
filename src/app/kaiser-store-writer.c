/* kaiser-store-writer.c
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

#define G_LOG_DOMAIN "kaiser-store-writer"
#define G_SETTINGS_ENABLE_BACKEND
#define _GNU_SOURCE   /* syncfs() */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gsettingsbackend.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kaiser-saved-game.h"
#include "kaiser-store-writer.h"

/* Why files, why a thread, and why sometimes a settings file of its own.
 *
 * Two running copies of the game may share one home: two logins of one
 * user, a Flatpak and a native build.  Each has its own settings backend
 * holding the whole database in memory and writing it back whole (two
 * dconf-service processes on two D-Bus sessions, or two GKeyFiles), so
 * whatever one of them writes through GSettings the other may write
 * over.  So each named game is a file of its own in the saved-games
 * folder, named by a random id: a new file is written apart and linked
 * in under its name, which fails rather than replace anything; a rename
 * replaces its own file whole; a delete moves its own file aside.  The
 * list is the folder: read at start, read again when it changes.
 *
 * The game in progress of each running copy is a file of its own too,
 * in-progress/ID.game beside the saved-games folder, in the same format
 * (no name), replaced whole after every action: each copy holds a lock
 * (flock on in-progress/ID.lock, a file never replaced) for as long as
 * it plays that game, takes it before it first writes the file, and
 * writes no other.  A copy starting resumes the newest game whose lock
 * is free (its copy quit or died: the kernel let the lock go) and moves
 * the other free ones into the saved games, so that none is lost.
 *
 * Every read and write of the store happens in one thread, the writer;
 * the main thread only hands it strings.  The kept-aside autosave
 * (damaged-saved-game) stays in the settings, and the autosave key of
 * the older layout (saved-game) is read once to move it into a file.
 * The keyfile backend (what a Flatpak uses) has no lock:
 * a GKeyFile read and written from two threads (and replaced by its file
 * monitor) is a data race.  dconf and the memory backend are safe from
 * any thread, so with them the writer uses the backend of the settings
 * it is given.  With the keyfile backend it opens keyfile backends of
 * its own, used by this thread only: three-spot-games (the autosave
 * keys) and three-spot-games-saved (the slots of the older layout, read
 * to move them into files). */

typedef enum {
  JOB_SET_STRING,
  JOB_AUTOSAVE,
  JOB_RELEASE,
  JOB_CLAIM,
  JOB_WRITE_GAME,
  JOB_RENAME_GAME,
  JOB_DELETE_GAME,
  JOB_RESTORE_GAME,
  JOB_PURGE_GAME,
  JOB_RENAME_SLOT,
  JOB_CLEAR_SLOT,
  JOB_LOAD,
  JOB_SCAN,
  JOB_ADD_FACTS,
  JOB_FLUSH,
  JOB_STOP,
} JobKind;

typedef struct {
  JobKind   kind;
  guint64   serial;
  gboolean  sync;      /* the main thread waits for done */
  gboolean  done;
  guint     slot;
  char     *key;
  char     *dir;
  char     *id;
  char     *name;
  gint64    saved;
  char     *facts;
  char     *record;
  char     *in_dir;    /* the in-progress folder */
  int      *lock_ptr;  /* JOB_AUTOSAVE, JOB_RELEASE: the store's lock */
  KaiserStoreClaim *claim;
  GPtrArray *damaged;  /* JOB_LOAD: autosaves of the old layout that do not load */
  /* JOB_LOAD */
  const KaiserStoreLegacy *legacy;
  GPtrArray *entries;
  gboolean   migrated;
  gboolean   written;   /* games moved into files, not yet synced */
  char      *result;   /* JOB_LOAD: the kept-aside autosave */
  GHashTable        *known;   /* JOB_LOAD, JOB_SCAN: the store's, used by this thread only */
  /* JOB_SCAN */
  GHashTable        *ids;
  GWeakRef           store;
  KaiserStoreScanned scanned;
  GMainContext      *context;
} Job;

struct _KaiserStoreWriter
{
  gint              ref_count;
  GSettingsBackend *key;          /* the backend of the settings given: the writers table's key */
  GSettingsBackend *shared;       /* that backend when safe from another thread, else NULL */
  char             *own_file;     /* else the file of the writer's own keyfile backend */
  GSettingsSchema  *root_schema;
  GSettingsSchema  *slot_schema;
  char             *root_path;

  GThread          *thread;
  GAsyncQueue      *queue;
  GMutex            lock;
  GCond             cond;
  GHashTable       *pending;      /* key → the last value given (under lock) */
  guint64           serial;       /* main thread */

  /* the writer thread only */
  GMainContext     *context;
  GSettingsBackend *backend;
  GSettingsBackend *slot_backend;  /* with files of its own, the slots have one apart */
  GSettings        *root;
};

static GHashTable *writers;   /* GSettingsBackend → KaiserStoreWriter; main thread */

static const char *const slot_keys[] = { "used", "name", "saved", "record" };

#define FILE_SUFFIX ".game"
#define FILE_MAGIC "Three-Spot saved game 1\n"

void
kaiser_store_entry_free (KaiserStoreEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->id);
  g_free (entry->name);
  g_free (entry->facts);
  g_free (entry->record);
  g_free (entry->error);
  g_free (entry);
}

static KaiserStoreEntry *
new_entry (const char *id, guint slot, const char *name, gint64 saved, const char *record)
{
  KaiserStoreEntry *entry = g_new0 (KaiserStoreEntry, 1);

  entry->id = g_strdup (id);
  entry->slot = slot;
  entry->name = g_strdup (name);
  entry->saved = saved;
  entry->record = g_strdup (record);
  return entry;
}

static void
job_free (Job *job)
{
  g_free (job->key);
  g_free (job->dir);
  g_free (job->id);
  g_free (job->name);
  g_free (job->facts);
  g_free (job->record);
  g_free (job->in_dir);
  g_free (job->result);
  g_clear_pointer (&job->damaged, g_ptr_array_unref);
  g_clear_pointer (&job->entries, g_ptr_array_unref);
  g_clear_pointer (&job->ids, g_hash_table_unref);
  g_weak_ref_clear (&job->store);
  g_clear_pointer (&job->context, g_main_context_unref);
  g_free (job);
}

/* The file format */

/* The name on one line: backslash, line feed and carriage return escaped. */
static void
append_escaped (GString *out, const char *text)
{
  for (const char *p = text; *p; p++)
    switch (*p)
      {
      case '\\': g_string_append (out, "\\\\"); break;
      case '\n': g_string_append (out, "\\n"); break;
      case '\r': g_string_append (out, "\\r"); break;
      default: g_string_append_c (out, *p);
      }
}

static char *
unescape (const char *text, gsize length)
{
  GString *out = g_string_sized_new (length);

  for (gsize i = 0; i < length; i++)
    {
      if (text[i] == '\\' && i + 1 < length)
        {
          i++;
          g_string_append_c (out, text[i] == 'n' ? '\n' : text[i] == 'r' ? '\r' : text[i]);
        }
      else
        g_string_append_c (out, text[i]);
    }
  return g_string_free (out, FALSE);
}

/**
 * kaiser_store_format_game:
 *
 * Returns: (transfer full): "Three-Spot saved game 1", "Name: …",
 *   "Saved: …", "Facts: …" when @facts is given, a blank line, then the
 *   record as it is
 */
char *
kaiser_store_format_game (const char *name,
                          gint64      saved,
                          const char *facts,
                          const char *record)
{
  GString *out = g_string_sized_new (strlen (record) + 128);

  g_string_append (out, FILE_MAGIC "Name: ");
  append_escaped (out, name);
  g_string_append_printf (out, "\nSaved: %" G_GINT64_FORMAT "\n", saved);
  if (facts)
    {
      g_string_append (out, "Facts: ");
      append_escaped (out, facts);
      g_string_append_c (out, '\n');
    }
  g_string_append_c (out, '\n');
  g_string_append (out, record);
  return g_string_free (out, FALSE);
}

static KaiserStoreEntry *
unreadable (const char *id, const char *contents, gsize length, const char *why)
{
  KaiserStoreEntry *entry;
  g_autofree char *shown = g_strconcat (id, FILE_SUFFIX, NULL);

  entry = new_entry (id, G_MAXUINT, "", 0, "");
  g_free (entry->name);
  /* Translators: a saved game's file that could not be read; %s is the file's name */
  entry->name = g_strdup_printf (_("Unreadable saved game %s"), shown);
  /* what can be shown of it is kept for export: the text, if it is text */
  if (contents != NULL && g_utf8_validate (contents, length, NULL) && memchr (contents, '\0', length) == NULL)
    {
      g_free (entry->record);
      entry->record = g_strndup (contents, length);
    }
  /* Translators: why a saved game's file is listed as damaged; %s says what is wrong with it */
  entry->error = g_strdup_printf (_("its file could not be read (%s); it is kept as it is"), why);
  return entry;
}

static gboolean
line_starts (const char *line, const char *eol, const char *prefix)
{
  gsize n = strlen (prefix);

  return (gsize) (eol - line) >= n && memcmp (line, prefix, n) == 0;
}

/**
 * kaiser_store_parse_game:
 *
 * Returns: (transfer full): the entry; its error says why when @contents
 *   is not a saved game's file (its record then the text, if it is text)
 */
KaiserStoreEntry *
kaiser_store_parse_game (const char *id,
                         const char *contents,
                         gsize       length)
{
  g_autofree char *name = NULL;
  g_autofree char *facts = NULL;
  KaiserStoreEntry *entry;
  gint64 saved = 0;
  gboolean has_saved = FALSE;
  const char *p = contents, *end = contents + length;
  const char *record;

  if (length < strlen (FILE_MAGIC) || memcmp (contents, FILE_MAGIC, strlen (FILE_MAGIC)) != 0)
    return unreadable (id, contents, length, _("it is not a Three-Spot saved game"));
  if (!g_utf8_validate (contents, length, NULL) || memchr (contents, '\0', length) != NULL)
    return unreadable (id, contents, length, _("it is not UTF-8 text"));
  p += strlen (FILE_MAGIC);
  /* header lines up to a blank one; lines it does not know are skipped */
  for (;;)
    {
      const char *eol = memchr (p, '\n', end - p);

      if (eol == NULL)
        return unreadable (id, contents, length, _("it ends before its record"));
      if (eol == p)
        {
          record = eol + 1;
          break;
        }
      if (line_starts (p, eol, "Name: ") && name == NULL)
        name = unescape (p + 6, eol - (p + 6));
      else if (line_starts (p, eol, "Facts: ") && facts == NULL)
        facts = unescape (p + 7, eol - (p + 7));
      else if (line_starts (p, eol, "Saved: "))
        {
          g_autofree char *number = g_strndup (p + 7, eol - (p + 7));
          has_saved = g_ascii_string_to_signed (number, 10, G_MININT64, G_MAXINT64, &saved, NULL);
        }
      p = eol + 1;
    }
  if (name == NULL || !has_saved)
    return unreadable (id, contents, length, _("its name or date is missing"));
  entry = new_entry (id, G_MAXUINT, name, saved, "");
  g_free (entry->record);
  entry->record = g_strndup (record, end - record);
  entry->facts = g_steal_pointer (&facts);
  return entry;
}

/* The time first, in microseconds: the ids of one process sort in the
 * order it saved, games saved in one second too; then a random part. */
char *
kaiser_store_writer_new_id (void)
{
  static gint64 last;
  gint64 now = MAX (g_get_real_time (), last + 1);
  g_autofree char *uuid = g_uuid_string_random ();

  last = now;
  return g_strdup_printf ("%014" G_GINT64_MODIFIER "x-%s", now, uuid);
}

/* The writer thread: files */

static char *
game_path (const char *dir, const char *id)
{
  g_autofree char *base = g_strconcat (id, FILE_SUFFIX, NULL);

  return g_build_filename (dir, base, NULL);
}

static char *
deleted_path (const char *dir, const char *id)
{
  g_autofree char *base = g_strconcat (id, FILE_SUFFIX, NULL);

  return g_build_filename (dir, ".deleted", base, NULL);
}

/* What tells a file changed: its size, its time and its inode (a rename
 * over it is a new inode). */
static char *
signature (const char *path)
{
  GStatBuf st;

  if (g_stat (path, &st) != 0)
    return NULL;
  return g_strdup_printf ("%" G_GINT64_FORMAT ":%" G_GINT64_FORMAT ":%" G_GUINT64_FORMAT,
                          (gint64) st.st_size, (gint64) st.st_mtime, (guint64) st.st_ino);
}

/* @from under the name @to, unless something is there already: link()
 * fails rather than replace, and the file is whole from the start.  On
 * a file system without hard links, rename() once @to is seen free (the
 * names are random: no other process makes that one). */
static gboolean
place_file (const char *from, const char *to, GError **error)
{
  int saved_errno;

  if (link (from, to) == 0)
    {
      g_unlink (from);
      return TRUE;
    }
  saved_errno = errno;
  if (saved_errno != EEXIST && !g_file_test (to, G_FILE_TEST_EXISTS) && g_rename (from, to) == 0)
    return TRUE;
  if (saved_errno != EEXIST)
    saved_errno = errno;
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               "%s: %s", to, g_strerror (saved_errno));
  return FALSE;
}

/* With @durable, on disk when it returns (fsync); else sync_folder()
 * later does it for many files at once. */
static gboolean
write_game (const char *dir, const char *id, const char *name, gint64 saved, const char *facts,
            const char *record, gboolean durable)
{
  g_autofree char *text = kaiser_store_format_game (name, saved, facts, record);
  g_autofree char *tmp_base = g_strconcat (".", id, ".tmp", NULL);
  g_autofree char *tmp = g_build_filename (dir, tmp_base, NULL);
  g_autofree char *path = game_path (dir, id);
  g_autoptr(GError) error = NULL;

  if (!g_file_set_contents_full (tmp, text, -1,
                                 durable ? G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE
                                         : G_FILE_SET_CONTENTS_NONE,
                                 0644, &error) ||
      !place_file (tmp, path, &error))
    {
      g_warning ("The saved game “%s” could not be written: %s", name, error->message);
      g_unlink (tmp);
      return FALSE;
    }
  return TRUE;
}

static void
rename_game (KaiserStoreWriter *self, Job *job)
{
  g_autofree char *text = kaiser_store_format_game (job->name, job->saved, job->facts, job->record);
  g_autofree char *path = game_path (job->dir, job->id);
  g_autoptr(GError) error = NULL;

  /* its own file only, replaced whole (written apart, then renamed) */
  if (!g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0644, &error))
    g_warning ("The saved game “%s” could not be renamed: %s", job->name, error->message);
}

static void
delete_game (KaiserStoreWriter *self, Job *job)
{
  g_autofree char *path = game_path (job->dir, job->id);
  g_autofree char *aside = deleted_path (job->dir, job->id);
  g_autofree char *aside_dir = g_path_get_dirname (aside);

  if (g_mkdir_with_parents (aside_dir, 0700) != 0 || g_rename (path, aside) != 0)
    {
      int saved_errno = errno;

      /* gone already (the other copy deleted it too) is no error */
      if (saved_errno != ENOENT)
        g_warning ("The saved game %s could not be deleted: %s", path, g_strerror (saved_errno));
    }
}

static void
restore_game (KaiserStoreWriter *self, Job *job)
{
  g_autofree char *path = game_path (job->dir, job->id);
  g_autofree char *aside = deleted_path (job->dir, job->id);
  g_autoptr(GError) error = NULL;

  if (place_file (aside, path, &error))
    return;
  if (job->record[0] != '\0')
    write_game (job->dir, job->id, job->name, job->saved, job->facts, job->record, TRUE);
  else
    g_warning ("The saved game %s could not be put back: %s", path, error->message);
}

/* Reads the game files of @dir: every id into @ids; into @entries those
 * not in @known (a store's: path → signature) as they are now. */
static void
scan_dir (const char *dir, GHashTable *known, GHashTable *ids, GPtrArray *entries)
{
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  const char *base;

  if (folder == NULL)
    return;
  while ((base = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autofree char *sig = NULL;
      g_autofree char *contents = NULL;
      g_autofree char *id = NULL;
      g_autoptr(GError) error = NULL;
      gsize length;

      if (base[0] == '.' || !g_str_has_suffix (base, FILE_SUFFIX) || strlen (base) == strlen (FILE_SUFFIX))
        continue;
      path = g_build_filename (dir, base, NULL);
      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;
      id = g_strndup (base, strlen (base) - strlen (FILE_SUFFIX));
      g_hash_table_add (ids, g_strdup (id));
      sig = signature (path);
      if (sig && g_strcmp0 (sig, g_hash_table_lookup (known, path)) == 0)
        continue;
      if (!g_file_get_contents (path, &contents, &length, &error))
        {
          g_ptr_array_add (entries, unreadable (id, NULL, 0, error->message));
          continue;
        }
      g_ptr_array_add (entries, kaiser_store_parse_game (id, contents, length));
      if (sig)
        g_hash_table_replace (known, g_steal_pointer (&path), g_steal_pointer (&sig));
    }
  /* a file gone is read again if it comes back (Undo of the other copy's delete) */
  {
    GHashTableIter iter;
    const char *path;

    g_hash_table_iter_init (&iter, known);
    while (g_hash_table_iter_next (&iter, (gpointer *) &path, NULL))
      {
        g_autofree char *file = g_path_get_basename (path);
        g_autofree char *id = g_strndup (file, strlen (file) - MIN (strlen (file), strlen (FILE_SUFFIX)));

        if (!g_hash_table_contains (ids, id))
          g_hash_table_iter_remove (&iter);
      }
  }
}

/* The facts of game file @id (a game moved in from the older layouts)
 * into its header, so that listing it need not replay its record: the
 * file is replaced only if it is still as it was read (the other copy
 * may have renamed it meanwhile; then it is left as it is). */
static void
add_facts (const char *dir, const char *id)
{
  g_autofree char *path = game_path (dir, id);
  g_autofree char *tmp_base = g_strconcat (".", id, ".facts.tmp", NULL);
  g_autofree char *tmp = g_build_filename (dir, tmp_base, NULL);
  g_autofree char *before = signature (path);
  g_autofree char *after = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *facts = NULL;
  g_autofree char *text = NULL;
  g_autoptr(KaiserGame) game = NULL;
  KaiserStoreEntry *entry;
  gsize length;

  if (before == NULL || !g_file_get_contents (path, &contents, &length, NULL))
    return;
  entry = kaiser_store_parse_game (id, contents, length);
  if (entry->error == NULL && entry->facts == NULL &&
      (game = kaiser_record_load_data (entry->record, -1, NULL)) != NULL)
    {
      facts = kaiser_game_facts (game);
      text = kaiser_store_format_game (entry->name, entry->saved, facts, entry->record);
    }
  kaiser_store_entry_free (entry);
  if (text == NULL ||
      !g_file_set_contents_full (tmp, text, -1, G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE, 0644, NULL))
    return;
  after = signature (path);
  if (g_strcmp0 (before, after) != 0 || g_rename (tmp, path) != 0)
    g_unlink (tmp);
}

/* Files moved aside by a delete a day ago or more: their Undo is long gone. */
static void
purge_deleted (const char *dir)
{
  g_autofree char *aside_dir = g_build_filename (dir, ".deleted", NULL);
  g_autoptr(GDir) folder = g_dir_open (aside_dir, 0, NULL);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  const char *base;

  if (folder == NULL)
    return;
  while ((base = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path = g_build_filename (aside_dir, base, NULL);
      GStatBuf st;

      /* a rename sets the ctime: when it was deleted */
      if (g_str_has_suffix (base, FILE_SUFFIX) && g_stat (path, &st) == 0 && now - (gint64) st.st_ctime > 24 * 3600)
        g_unlink (path);
    }
}

/* The writer thread: the slots of the older layout */

static GSettings *
slot_settings (KaiserStoreWriter *self, guint slot)
{
  g_autofree char *path = g_strdup_printf ("%ssaved-games/slot-%03u/", self->root_path, slot);

  return g_settings_new_full (self->slot_schema, self->slot_backend, path);
}

/* A slot is free when none of its keys has a value of its own.  A value
 * of the wrong type (dconf-editor, gsettings set with another type) or
 * text that does not parse (a hand-edited keyfile) reads as no value at
 * all through GSettings.  A slot with a readable record moves into a
 * file; one with keys set but no readable record stays, listed as
 * damaged, until the player deletes it. */
static KaiserStoreEntry *
read_slot (KaiserStoreWriter *self, guint index)
{
  g_autoptr(GSettings) settings = slot_settings (self, index);
  GVariant *values[G_N_ELEMENTS (slot_keys)];
  KaiserStoreEntry *entry = NULL;
  gboolean any = FALSE;

  for (guint k = 0; k < G_N_ELEMENTS (slot_keys); k++)
    {
      values[k] = g_settings_get_user_value (settings, slot_keys[k]);
      any = any || values[k] != NULL;
    }
  if (any)
    entry = new_entry (NULL, index,
                       values[1] ? g_variant_get_string (values[1], NULL) : "",
                       values[2] ? g_variant_get_int64 (values[2]) : 0,
                       values[3] ? g_variant_get_string (values[3], NULL) : "");
  for (guint k = 0; k < G_N_ELEMENTS (slot_keys); k++)
    g_clear_pointer (&values[k], g_variant_unref);
  return entry;
}

static void
clear_slot (KaiserStoreWriter *self, guint slot)
{
  g_autoptr(GSettings) settings = slot_settings (self, slot);

  g_settings_delay (settings);
  for (guint k = 0; k < G_N_ELEMENTS (slot_keys); k++)
    g_settings_reset (settings, slot_keys[k]);
  g_settings_apply (settings);
}

/* The files written into @dir on disk: one syncfs() rather than an
 * fsync() for each (200 games moved in took 1 to 2 s that way). */
static void
sync_folder (const char *dir)
{
#ifdef __linux__
  int fd = g_open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);

  if (fd >= 0 && syncfs (fd) == 0)
    {
      close (fd);
      return;
    }
  if (fd >= 0)
    close (fd);
#endif
  sync ();
}

/* Into a file of its own, unless a file not matched yet holds exactly
 * this (moved by an earlier start, or by the other copy). */
static gboolean
move_in (KaiserStoreWriter *self, Job *job, GHashTable *matched,
         const char *name, gint64 saved, const char *record)
{
  g_autofree char *id = NULL;

  for (guint i = 0; i < job->entries->len; i++)
    {
      KaiserStoreEntry *entry = g_ptr_array_index (job->entries, i);

      if (entry->id && entry->error == NULL && !g_hash_table_contains (matched, entry->id) &&
          entry->saved == saved && g_str_equal (entry->name, name) && g_str_equal (entry->record, record))
        {
          g_hash_table_add (matched, g_strdup (entry->id));
          return TRUE;
        }
    }
  id = kaiser_store_writer_new_id ();
  /* many at once: made durable together, by sync_folder(); the facts
   * come later, by add_facts() */
  if (!write_game (job->dir, id, name, saved, NULL, record, FALSE))
    return FALSE;
  job->written = TRUE;
  g_hash_table_add (matched, g_strdup (id));
  g_ptr_array_add (job->entries, new_entry (id, G_MAXUINT, name, saved, record));
  return TRUE;
}

/* The game in progress */

static char *
in_progress_path (const char *in_dir, const char *id, const char *suffix)
{
  g_autofree char *base = g_strconcat (id, suffix, NULL);

  return g_build_filename (in_dir, base, NULL);
}

/* The lock of game @id of @in_dir, taken if free: its file opened (made
 * if need be) and flock()ed; -1 when another holds it.  A lock file
 * removed by its holder between our open() and flock() is tried again:
 * the lock held is always that of the file under the name. */
static int
lock_game (const char *in_dir, const char *id)
{
  g_autofree char *path = in_progress_path (in_dir, id, ".lock");

  for (guint tries = 0; tries < 100; tries++)
    {
      int fd = g_open (path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
      struct stat held, named;

      if (fd < 0)
        return -1;
      if (flock (fd, LOCK_EX | LOCK_NB) != 0)
        {
          close (fd);
          return -1;
        }
      if (fstat (fd, &held) == 0 && stat (path, &named) == 0 &&
          held.st_ino == named.st_ino && held.st_dev == named.st_dev)
        return fd;
      close (fd);
    }
  return -1;
}

/* Lets go of the lock of game @id, its lock file removed first (while
 * it is held) when there is no game file left. */
static void
unlock_game (const char *in_dir, const char *id, int fd)
{
  g_autofree char *game = in_progress_path (in_dir, id, FILE_SUFFIX);
  g_autofree char *lock = in_progress_path (in_dir, id, ".lock");

  if (fd < 0)
    return;
  if (!g_file_test (game, G_FILE_TEST_EXISTS))
    g_unlink (lock);
  close (fd);
}

static void
autosave (KaiserStoreWriter *self, Job *job)
{
  g_autofree char *value = NULL;
  g_autofree char *text = NULL;
  g_autofree char *path = in_progress_path (job->in_dir, job->id, FILE_SUFFIX);
  g_autoptr(GError) error = NULL;
  gpointer stolen_key = NULL;

  g_mutex_lock (&self->lock);
  g_hash_table_steal_extended (self->pending, path, &stolen_key, (gpointer *) &value);
  g_mutex_unlock (&self->lock);
  g_free (stolen_key);
  if (value == NULL)
    return;
  if (value[0] == '\0')
    {
      /* the game is over; the lock stays held for the next one */
      if (g_unlink (path) != 0 && errno != ENOENT)
        g_warning ("The finished game %s could not be removed: %s", path, g_strerror (errno));
      return;
    }
  /* the lock before the file: a game file is always either held or
   * left by a copy that is gone */
  if (*job->lock_ptr < 0)
    {
      if (g_mkdir_with_parents (job->in_dir, 0700) != 0)
        g_warning ("The folder of the games in progress, %s, could not be made: %s", job->in_dir, g_strerror (errno));
      *job->lock_ptr = lock_game (job->in_dir, job->id);
      if (*job->lock_ptr < 0)
        g_warning ("The game in progress %s could not be locked: another copy of the game may resume it", path);
    }
  else if (g_mkdir_with_parents (job->in_dir, 0700) != 0)   /* removed meanwhile */
    g_warning ("The folder of the games in progress, %s, could not be made: %s", job->in_dir, g_strerror (errno));
  text = kaiser_store_format_game ("", g_get_real_time () / G_USEC_PER_SEC, NULL, value);
  /* this copy's own file only, replaced whole (written apart, then renamed) */
  if (!g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0644, &error))
    g_warning ("The game in progress could not be saved: %s", error->message);
}

/* Whether a game in progress of @in_dir holds exactly @record. */
static gboolean
in_progress_holds (const char *in_dir, const char *record)
{
  g_autoptr(GDir) folder = g_dir_open (in_dir, 0, NULL);
  const char *base;

  while (folder && (base = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path = g_build_filename (in_dir, base, NULL);
      g_autofree char *contents = NULL;
      KaiserStoreEntry *entry;
      gboolean same;
      gsize length;

      if (base[0] == '.' || !g_str_has_suffix (base, FILE_SUFFIX) || !g_file_get_contents (path, &contents, &length, NULL))
        continue;
      entry = kaiser_store_parse_game ("", contents, length);
      same = entry->error == NULL && g_str_equal (entry->record, record);
      kaiser_store_entry_free (entry);
      if (same)
        return TRUE;
    }
  return FALSE;
}

/* An autosave of the older layout into a game in progress of its own,
 * unless a game in progress or a saved game holds exactly it already
 * (the other copy moved it).  One that does not load goes into
 * job->damaged.  FALSE when it could not be written. */
static gboolean
move_in_progress (Job *job, const char *record)
{
  g_autoptr(KaiserGame) game = kaiser_record_load_data (record, -1, NULL);
  g_autofree char *id = NULL;

  if (game == NULL)
    {
      g_ptr_array_add (job->damaged, g_strdup (record));
      return TRUE;
    }
  if (in_progress_holds (job->in_dir, record))
    return TRUE;
  for (guint i = 0; i < job->entries->len; i++)
    if (g_str_equal (((KaiserStoreEntry *) g_ptr_array_index (job->entries, i))->record, record))
      return TRUE;
  if (g_mkdir_with_parents (job->in_dir, 0700) != 0)
    return FALSE;
  id = kaiser_store_writer_new_id ();
  return write_game (job->in_dir, id, "", g_get_real_time () / G_USEC_PER_SEC, NULL, record, TRUE);
}

typedef struct {
  char   *id;
  gint64  saved;
  gint64  mtime;   /* nanoseconds */
} Candidate;

static void
candidate_free (Candidate *c)
{
  g_free (c->id);
  g_free (c);
}

/* Newest first: by the time in the file, then the file's, then the id. */
static gint
compare_candidates (gconstpointer a, gconstpointer b)
{
  const Candidate *x = *(Candidate * const *) a;
  const Candidate *y = *(Candidate * const *) b;

  if (x->saved != y->saved)
    return x->saved < y->saved ? 1 : -1;
  if (x->mtime != y->mtime)
    return x->mtime < y->mtime ? 1 : -1;
  return strcmp (y->id, x->id);
}

/* The games in progress of @in_dir, newest first; lock files of no game
 * removed when free. */
static GPtrArray *
list_in_progress (const char *in_dir)
{
  GPtrArray *found = g_ptr_array_new_with_free_func ((GDestroyNotify) candidate_free);
  g_autoptr(GDir) folder = g_dir_open (in_dir, 0, NULL);
  const char *base;

  while (folder && (base = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path = g_build_filename (in_dir, base, NULL);
      g_autofree char *contents = NULL;
      struct stat st;
      gsize length;

      if (base[0] == '.')
        continue;
      /* a file being written by a copy killed meanwhile (g_file_set_contents()
       * writes ID.game.XXXXXX, then renames it): gone a day later */
      if (strstr (base, FILE_SUFFIX ".") != NULL)
        {
          if (stat (path, &st) == 0 && g_get_real_time () / G_USEC_PER_SEC - (gint64) st.st_mtime > 24 * 3600)
            g_unlink (path);
          continue;
        }
      if (g_str_has_suffix (base, ".lock") && strlen (base) > 5)
        {
          g_autofree char *id = g_strndup (base, strlen (base) - 5);
          g_autofree char *game = in_progress_path (in_dir, id, FILE_SUFFIX);
          int fd;

          if (!g_file_test (game, G_FILE_TEST_EXISTS) && (fd = lock_game (in_dir, id)) >= 0)
            unlock_game (in_dir, id, fd);
          continue;
        }
      if (!g_str_has_suffix (base, FILE_SUFFIX) || strlen (base) == strlen (FILE_SUFFIX) ||
          stat (path, &st) != 0 || !S_ISREG (st.st_mode))
        continue;
      {
        Candidate *c = g_new0 (Candidate, 1);
        KaiserStoreEntry *entry;

        c->id = g_strndup (base, strlen (base) - strlen (FILE_SUFFIX));
        c->mtime = (gint64) st.st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000) + st.st_mtim.tv_nsec;
        if (g_file_get_contents (path, &contents, &length, NULL))
          {
            entry = kaiser_store_parse_game (c->id, contents, length);
            c->saved = entry->saved;
            kaiser_store_entry_free (entry);
          }
        g_ptr_array_add (found, c);
      }
    }
  g_ptr_array_sort (found, compare_candidates);
  return found;
}

/* Game @id of @in_dir (its lock held) into the saved games of @dir: a
 * file that reads as "Unfinished game of DATE", one that does not (or
 * when @as_is) as it is, byte for byte.  Returns the new entry, or NULL
 * when it stays where it is. */
static KaiserStoreEntry *
move_to_saved (const char *in_dir, const char *dir, const char *id, gboolean as_is)
{
  g_autofree char *path = in_progress_path (in_dir, id, FILE_SUFFIX);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  KaiserStoreEntry *entry;
  gsize length;

  if (!g_file_get_contents (path, &contents, &length, &error))
    {
      if (!g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        g_warning ("The game in progress %s could not be read: %s", path, error->message);
      return NULL;
    }
  entry = kaiser_store_parse_game (id, contents, length);
  if (as_is || entry->error)
    {
      g_autofree char *to = game_path (dir, id);

      if (!place_file (path, to, &error))
        {
          g_warning ("The game in progress %s could not be moved into the saved games: %s", path, error->message);
          g_clear_pointer (&entry, kaiser_store_entry_free);
        }
      return entry;
    }
  {
    g_autoptr(GDateTime) when = g_date_time_new_from_unix_local (entry->saved);
    /* Translators: see g_date_time_format() */
    g_autofree char *date = when ? g_date_time_format (when, _("%-d %B %Y, %H:%M")) : g_strdup ("?");
    g_autofree char *new_id = kaiser_store_writer_new_id ();

    g_free (entry->name);
    /* Translators: a game in progress left by a copy of the game that quit, moved into the saved games */
    entry->name = g_strdup_printf (_("Unfinished game of %s"), date);
    g_free (entry->id);
    entry->id = g_steal_pointer (&new_id);
    if (!write_game (dir, entry->id, entry->name, entry->saved, NULL, entry->record, TRUE))
      {
        g_clear_pointer (&entry, kaiser_store_entry_free);
        return NULL;
      }
    g_unlink (path);
    return entry;
  }
}

static void
claim (KaiserStoreWriter *self, Job *job)
{
  KaiserStoreClaim *claim = job->claim;
  g_autoptr(GPtrArray) found = list_in_progress (job->in_dir);
  gboolean decided = FALSE;

  claim->moved = g_ptr_array_new_with_free_func ((GDestroyNotify) kaiser_store_entry_free);
  claim->lock = -1;
  if (found->len > 0 && g_mkdir_with_parents (job->dir, 0700) != 0)
    g_warning ("The folder of the saved games, %s, could not be made: %s", job->dir, g_strerror (errno));
  for (guint i = 0; i < found->len; i++)
    {
      const char *id = ((Candidate *) g_ptr_array_index (found, i))->id;
      int fd = lock_game (job->in_dir, id);
      KaiserStoreEntry *moved = NULL;

      /* held: a running copy plays it */
      if (fd < 0)
        continue;
      if (!decided)
        {
          g_autofree char *path = in_progress_path (job->in_dir, id, FILE_SUFFIX);
          g_autofree char *contents = NULL;
          g_autoptr(GError) error = NULL;
          gsize length;

          /* gone meanwhile: its copy finished it */
          if (!g_file_get_contents (path, &contents, &length, &error))
            {
              unlock_game (job->in_dir, id, fd);
              continue;
            }
          decided = TRUE;
          {
            KaiserStoreEntry *entry = kaiser_store_parse_game (id, contents, length);

            if (entry->error)
              g_set_error_literal (&error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, entry->error);
            else
              claim->game = G_OBJECT (kaiser_record_load_data (entry->record, -1, &error));
            kaiser_store_entry_free (entry);
          }
          if (claim->game)
            {
              claim->id = g_strdup (id);
              claim->lock = fd;
              continue;
            }
          /* the newest does not load: kept as it is, shown, never written */
          claim->error = g_steal_pointer (&error);
          moved = move_to_saved (job->in_dir, job->dir, id, TRUE);
        }
      else
        moved = move_to_saved (job->in_dir, job->dir, id, FALSE);
      if (moved)
        {
          g_autofree char *to = game_path (job->dir, moved->id);
          g_autofree char *sig = signature (to);

          if (sig)
            g_hash_table_replace (job->known, g_steal_pointer (&to), g_steal_pointer (&sig));
          g_ptr_array_add (claim->moved, moved);
        }
      unlock_game (job->in_dir, id, fd);
    }
}

static void
load (KaiserStoreWriter *self, Job *job)
{
  const KaiserStoreLegacy *legacy = job->legacy;
  g_autoptr(GHashTable) matched = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) slots = g_ptr_array_new_with_free_func ((GDestroyNotify) kaiser_store_entry_free);
  g_autoptr(GArray) moved = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *lock_path = g_build_filename (job->dir, ".lock", NULL);
  g_autofree char *kept = NULL;
  int lock = -1;

  job->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) kaiser_store_entry_free);
  job->migrated = TRUE;
  if (g_mkdir_with_parents (job->dir, 0700) != 0)
    g_warning ("The folder of the saved games, %s, could not be made: %s", job->dir, g_strerror (errno));
  /* one process at a time moves the older layout in: the other then
   * finds the files and does not copy the games twice */
  if ((lock = g_open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0600)) >= 0)
    flock (lock, LOCK_EX);
  purge_deleted (job->dir);
  scan_dir (job->dir, job->known, ids, job->entries);

  for (guint i = 0; i < KAISER_STORE_N_SLOTS; i++)
    {
      KaiserStoreEntry *slot = read_slot (self, i);

      if (slot)
        g_ptr_array_add (slots, slot);
    }
  for (guint i = 0; i < slots->len; i++)
    {
      KaiserStoreEntry *slot = g_ptr_array_index (slots, i);

      /* a record that could not be read stays where it is, listed */
      if (slot->record[0] != '\0' && move_in (self, job, matched, slot->name, slot->saved, slot->record))
        g_array_append_val (moved, slot->slot);
      else
        g_ptr_array_add (job->entries, g_steal_pointer (&slots->pdata[i]));
    }

  kept = g_settings_get_string (self->root, "damaged-saved-game");
  /* the autosave of the older layouts: a game in progress of its own;
   * the key reset once the file is on disk, one that does not load
   * handed back to be kept aside (and its key left until it is) */
  job->damaged = g_ptr_array_new_with_free_func (g_free);
  if (legacy && legacy->autosave && legacy->autosave[0] != '\0')
    job->migrated &= move_in_progress (job, legacy->autosave);
  {
    g_autoptr(GVariant) own = g_settings_get_user_value (self->root, "saved-game");
    const char *value = own ? g_variant_get_string (own, NULL) : "";
    guint n_damaged = job->damaged->len;

    if (value[0] != '\0' && move_in_progress (job, value) && job->damaged->len == n_damaged)
      g_settings_reset (self->root, "saved-game");
  }
  if (legacy && legacy->kept && legacy->kept[0] != '\0')
    {
      if (kept[0] == '\0')
        {
          g_settings_set_string (self->root, "damaged-saved-game", legacy->kept);
          g_free (kept);
          kept = g_strdup (legacy->kept);
        }
      else if (!g_str_equal (kept, legacy->kept))
        job->migrated &= move_in (self, job, matched, "", 0, legacy->kept);
    }
  if (legacy && legacy->list)
    {
      GVariantIter iter;
      const char *name, *record;
      gint64 saved;

      g_variant_iter_init (&iter, legacy->list);
      while (g_variant_iter_next (&iter, "(&sx&s)", &name, &saved, &record))
        job->migrated &= move_in (self, job, matched, name, saved, record);
    }
  /* on disk before the slots are reset here and the key by the caller */
  if (job->written)
    sync_folder (job->dir);
  for (guint i = 0; i < moved->len; i++)
    clear_slot (self, g_array_index (moved, guint, i));
  g_settings_sync ();
  if (lock >= 0)
    close (lock);   /* and the lock with it */
  job->result = g_steal_pointer (&kept);
}

static gboolean
deliver_scan (gpointer data)
{
  Job *job = data;
  g_autoptr(GObject) store = g_weak_ref_get (&job->store);

  if (store)
    job->scanned (store, job->serial, job->ids, g_steal_pointer (&job->entries));
  return G_SOURCE_REMOVE;
}

static void
scan (KaiserStoreWriter *self, Job *job)
{
  job->ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  job->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) kaiser_store_entry_free);
  scan_dir (job->dir, job->known, job->ids, job->entries);
}

static void
run (KaiserStoreWriter *self, Job *job)
{
  switch (job->kind)
    {
    case JOB_SET_STRING:
      {
        g_autofree char *value = NULL;
        gpointer stolen_key = NULL;

        g_mutex_lock (&self->lock);
        g_hash_table_steal_extended (self->pending, job->key, &stolen_key, (gpointer *) &value);
        g_mutex_unlock (&self->lock);
        g_free (stolen_key);
        if (value)
          g_settings_set_string (self->root, job->key, value);
      }
      break;
    case JOB_WRITE_GAME:
      write_game (job->dir, job->id, job->name, job->saved, job->facts, job->record, TRUE);
      break;
    case JOB_RENAME_GAME:
      rename_game (self, job);
      break;
    case JOB_DELETE_GAME:
      delete_game (self, job);
      break;
    case JOB_RESTORE_GAME:
      restore_game (self, job);
      break;
    case JOB_PURGE_GAME:
      {
        g_autofree char *aside = deleted_path (job->dir, job->id);
        g_unlink (aside);
      }
      break;
    case JOB_RENAME_SLOT:
      {
        g_autoptr(GSettings) settings = slot_settings (self, job->slot);
        g_settings_set_string (settings, "name", job->name);
      }
      break;
    case JOB_CLEAR_SLOT:
      clear_slot (self, job->slot);
      break;
    case JOB_LOAD:
      load (self, job);
      break;
    case JOB_SCAN:
      scan (self, job);
      break;
    case JOB_ADD_FACTS:
      /* one at a time: whatever the main thread queues meanwhile comes first */
      add_facts (job->dir, job->id);
      break;
    case JOB_AUTOSAVE:
      autosave (self, job);
      break;
    case JOB_RELEASE:
      unlock_game (job->in_dir, job->id, *job->lock_ptr);
      *job->lock_ptr = -1;
      break;
    case JOB_CLAIM:
      claim (self, job);
      break;
    case JOB_FLUSH:
      g_settings_sync ();
      break;
    case JOB_STOP:
      break;
    }
}

static gpointer
writer_thread (gpointer data)
{
  KaiserStoreWriter *self = data;
  gboolean stop = FALSE;

  /* the signals of the settings made here are delivered here */
  g_main_context_push_thread_default (self->context);
  if (self->own_file)
    {
      /* the autosave's file apart from the slots': writing it costs as
       * much as the game on the table, whatever is saved */
      g_autofree char *slots_file = g_strconcat (self->own_file, "-saved", NULL);

      self->backend = g_keyfile_settings_backend_new (self->own_file, "/", NULL);
      self->slot_backend = g_keyfile_settings_backend_new (slots_file, "/", NULL);
    }
  else
    {
      self->backend = g_object_ref (self->shared);
      self->slot_backend = g_object_ref (self->shared);
    }
  self->root = g_settings_new_full (self->root_schema, self->backend, self->root_path);

  while (!stop)
    {
      Job *job = g_async_queue_pop (self->queue);

      stop = job->kind == JOB_STOP;
      run (self, job);
      while (g_main_context_iteration (self->context, FALSE))
        ;
      if (job->kind == JOB_SCAN)
        g_main_context_invoke_full (job->context, G_PRIORITY_DEFAULT, deliver_scan, job, (GDestroyNotify) job_free);
      else if (job->sync)
        {
          g_mutex_lock (&self->lock);
          job->done = TRUE;
          g_cond_broadcast (&self->cond);
          g_mutex_unlock (&self->lock);
        }
      else
        job_free (job);
    }

  g_settings_sync ();
  g_clear_object (&self->root);
  g_clear_object (&self->backend);
  g_clear_object (&self->slot_backend);
  while (g_main_context_iteration (self->context, FALSE))
    ;
  g_main_context_pop_thread_default (self->context);
  return NULL;
}

/* The main thread's side */

static guint64
queue (KaiserStoreWriter *self, Job *job)
{
  guint64 serial = ++self->serial;

  /* once pushed, the job is the writer's (it may be done and freed
   * before this returns): its serial is read before */
  job->serial = serial;
  g_async_queue_push (self->queue, job);
  return serial;
}

static void
run_sync (KaiserStoreWriter *self, Job *job)
{
  job->sync = TRUE;
  queue (self, job);
  g_mutex_lock (&self->lock);
  while (!job->done)
    g_cond_wait (&self->cond, &self->lock);
  g_mutex_unlock (&self->lock);
}

static gboolean
is_keyfile_backend (GSettingsBackend *backend)
{
  GType keyfile = g_type_from_name ("GKeyfileSettingsBackend");

  return keyfile != 0 && G_TYPE_CHECK_INSTANCE_TYPE (backend, keyfile);
}

KaiserStoreWriter *
kaiser_store_writer_get (GSettings *settings)
{
  g_autoptr(GSettingsBackend) backend = NULL;
  g_autoptr(GSettingsSchema) root_schema = NULL;
  GSettingsSchemaSource *source;
  KaiserStoreWriter *self;

  g_object_get (settings, "backend", &backend, "settings-schema", &root_schema, NULL);
  if (writers == NULL)
    writers = g_hash_table_new (NULL, NULL);
  self = g_hash_table_lookup (writers, backend);
  if (self)
    {
      self->ref_count++;
      return self;
    }

  self = g_new0 (KaiserStoreWriter, 1);
  self->ref_count = 1;
  self->key = g_object_ref (backend);
  if (is_keyfile_backend (backend))
    self->own_file = g_build_filename (g_get_user_config_dir (), "glib-2.0", "settings",
                                       "three-spot-games", NULL);
  else
    self->shared = g_object_ref (backend);
  self->root_schema = g_settings_schema_ref (root_schema);
  source = g_settings_schema_source_get_default ();
  self->slot_schema = source ? g_settings_schema_source_lookup (source, APP_ID ".SavedGame", TRUE) : NULL;
  g_assert (self->slot_schema != NULL);
  g_object_get (settings, "path", &self->root_path, NULL);
  self->queue = g_async_queue_new ();
  g_mutex_init (&self->lock);
  g_cond_init (&self->cond);
  self->pending = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->context = g_main_context_new ();
  self->thread = g_thread_new ("kaiser-store-writer", writer_thread, self);
  g_hash_table_insert (writers, backend, self);
  return self;
}

/* The last store gone: everything queued is written, then the thread ends. */
void
kaiser_store_writer_unref (KaiserStoreWriter *self)
{
  Job *stop;

  if (--self->ref_count > 0)
    return;
  g_hash_table_remove (writers, self->key);
  stop = g_new0 (Job, 1);
  stop->kind = JOB_STOP;
  queue (self, stop);   /* freed by the thread, its last job */
  g_thread_join (self->thread);

  g_async_queue_unref (self->queue);
  g_hash_table_unref (self->pending);
  g_main_context_unref (self->context);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->cond);
  g_settings_schema_unref (self->root_schema);
  g_settings_schema_unref (self->slot_schema);
  g_free (self->root_path);
  g_free (self->own_file);
  g_clear_object (&self->shared);
  g_object_unref (self->key);
  g_free (self);
}

gboolean
kaiser_store_writer_has_own_file (KaiserStoreWriter *self)
{
  return self->own_file != NULL;
}

GPtrArray *
kaiser_store_writer_load (KaiserStoreWriter       *self,
                          const char              *dir,
                          GHashTable              *known,
                          const char              *in_dir,
                          const KaiserStoreLegacy *legacy,
                          gboolean                *migrated,
                          char                   **kept,
                          GPtrArray              **damaged)
{
  Job *job = g_new0 (Job, 1);
  GPtrArray *entries;

  job->kind = JOB_LOAD;
  job->dir = g_strdup (dir);
  job->known = known;
  job->in_dir = g_strdup (in_dir);
  job->legacy = legacy;
  run_sync (self, job);
  *migrated = job->migrated;
  *kept = g_steal_pointer (&job->result);
  *damaged = g_steal_pointer (&job->damaged);
  entries = g_steal_pointer (&job->entries);
  job_free (job);
  return entries;
}

void
kaiser_store_writer_set_string (KaiserStoreWriter *self,
                                const char        *key,
                                const char        *value)
{
  gboolean queued;

  g_mutex_lock (&self->lock);
  queued = g_hash_table_contains (self->pending, key);
  g_hash_table_replace (self->pending, g_strdup (key), g_strdup (value));
  g_mutex_unlock (&self->lock);
  if (!queued)
    {
      Job *job = g_new0 (Job, 1);

      job->kind = JOB_SET_STRING;
      job->key = g_strdup (key);
      queue (self, job);
    }
}

static Job *
game_job (JobKind kind, const char *dir, const char *id, const char *name, gint64 saved,
          const char *facts, const char *record)
{
  Job *job = g_new0 (Job, 1);

  job->kind = kind;
  job->dir = g_strdup (dir);
  job->id = g_strdup (id);
  job->name = g_strdup (name);
  job->saved = saved;
  job->facts = g_strdup (facts);
  job->record = g_strdup (record);
  return job;
}

guint64
kaiser_store_writer_write_game (KaiserStoreWriter *self,
                                const char        *dir,
                                const char        *id,
                                const char        *name,
                                gint64             saved,
                                const char        *facts,
                                const char        *record)
{
  return queue (self, game_job (JOB_WRITE_GAME, dir, id, name, saved, facts, record));
}

guint64
kaiser_store_writer_rename_game (KaiserStoreWriter *self,
                                 const char        *dir,
                                 const char        *id,
                                 const char        *name,
                                 gint64             saved,
                                 const char        *facts,
                                 const char        *record)
{
  return queue (self, game_job (JOB_RENAME_GAME, dir, id, name, saved, facts, record));
}

guint64
kaiser_store_writer_delete_game (KaiserStoreWriter *self,
                                 const char        *dir,
                                 const char        *id)
{
  return queue (self, game_job (JOB_DELETE_GAME, dir, id, NULL, 0, NULL, NULL));
}

guint64
kaiser_store_writer_restore_game (KaiserStoreWriter *self,
                                  const char        *dir,
                                  const char        *id,
                                  const char        *name,
                                  gint64             saved,
                                  const char        *facts,
                                  const char        *record)
{
  return queue (self, game_job (JOB_RESTORE_GAME, dir, id, name, saved, facts, record));
}

void
kaiser_store_writer_purge_game (KaiserStoreWriter *self,
                                const char        *dir,
                                const char        *id)
{
  queue (self, game_job (JOB_PURGE_GAME, dir, id, NULL, 0, NULL, NULL));
}

void
kaiser_store_writer_rename_slot (KaiserStoreWriter *self,
                                 guint              slot,
                                 const char        *name)
{
  Job *job = game_job (JOB_RENAME_SLOT, NULL, NULL, name, 0, NULL, NULL);

  g_return_if_fail (slot < KAISER_STORE_N_SLOTS);
  job->slot = slot;
  queue (self, job);
}

void
kaiser_store_writer_clear_slot (KaiserStoreWriter *self,
                                guint              slot)
{
  Job *job = game_job (JOB_CLEAR_SLOT, NULL, NULL, NULL, 0, NULL, NULL);

  g_return_if_fail (slot < KAISER_STORE_N_SLOTS);
  job->slot = slot;
  queue (self, job);
}

void
kaiser_store_writer_scan (KaiserStoreWriter *self,
                          const char        *dir,
                          GHashTable        *known,
                          GObject           *store,
                          KaiserStoreScanned done)
{
  Job *job = game_job (JOB_SCAN, dir, NULL, NULL, 0, NULL, NULL);

  job->known = known;
  g_weak_ref_init (&job->store, store);
  job->scanned = done;
  job->context = g_main_context_ref_thread_default ();
  queue (self, job);
}

void
kaiser_store_writer_add_facts (KaiserStoreWriter *self,
                               const char        *dir,
                               const char        *id)
{
  queue (self, game_job (JOB_ADD_FACTS, dir, id, NULL, 0, NULL, NULL));
}

void
kaiser_store_writer_autosave (KaiserStoreWriter *self,
                              const char        *in_dir,
                              const char        *id,
                              int               *lock,
                              const char        *record)
{
  g_autofree char *path = in_progress_path (in_dir, id, FILE_SUFFIX);
  gboolean queued;

  g_mutex_lock (&self->lock);
  queued = g_hash_table_contains (self->pending, path);
  g_hash_table_replace (self->pending, g_strdup (path), g_strdup (record ? record : ""));
  g_mutex_unlock (&self->lock);
  if (!queued)
    {
      Job *job = game_job (JOB_AUTOSAVE, NULL, id, NULL, 0, NULL, NULL);

      job->in_dir = g_strdup (in_dir);
      job->lock_ptr = lock;
      queue (self, job);
    }
}

void
kaiser_store_writer_release_game (KaiserStoreWriter *self,
                                  const char        *in_dir,
                                  const char        *id,
                                  int               *lock)
{
  Job *job = game_job (JOB_RELEASE, NULL, id, NULL, 0, NULL, NULL);

  job->in_dir = g_strdup (in_dir);
  job->lock_ptr = lock;
  queue (self, job);
}

void
kaiser_store_writer_claim (KaiserStoreWriter *self,
                           const char        *in_dir,
                           const char        *dir,
                           GHashTable        *known,
                           KaiserStoreClaim  *claim)
{
  Job *job = game_job (JOB_CLAIM, dir, NULL, NULL, 0, NULL, NULL);

  job->in_dir = g_strdup (in_dir);
  job->known = known;
  job->claim = claim;
  run_sync (self, job);
  claim->serial = job->serial;
  job_free (job);
}

void
kaiser_store_writer_flush (KaiserStoreWriter *self)
{
  Job *job = g_new0 (Job, 1);

  job->kind = JOB_FLUSH;
  run_sync (self, job);
  job_free (job);
}
