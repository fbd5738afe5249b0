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

#include "config.h"

#include <gio/gsettingsbackend.h>
#include <string.h>

#include "kaiser-store-writer.h"

/* Why a thread, and why sometimes a file of its own.
 *
 * The keyfile backend (what a Flatpak uses) writes its whole file, and
 * fsync()s it, on every change, in the thread that makes the change: with
 * the saved games in that file, each autosave on the main thread cost
 * time in proportion to all of them.  So every read and write of the
 * store's keys happens in one thread, the writer; the main thread only
 * hands it strings.
 *
 * That backend has no lock: a GKeyFile read and written from two threads
 * (and replaced by its file monitor) is a data race.  dconf and the memory
 * backend are safe from any thread, so with them the writer uses the
 * backend of the settings it is given.  With the keyfile backend it opens
 * keyfile backends of its own, used by this thread only, on two files of
 * its own: three-spot-games (the autosave keys) and three-spot-games-saved
 * (the slots).  The file the main thread writes (window size, rules,
 * statistics) stays small whatever the saved games weigh, and so does the
 * one each autosave rewrites. */

typedef enum {
  JOB_SET_STRING,
  JOB_WRITE_SLOT,
  JOB_RENAME_SLOT,
  JOB_CLEAR_SLOT,
  JOB_LOAD,
  JOB_READ_STRING,
  JOB_FLUSH,
  JOB_STOP,
} JobKind;

typedef struct {
  JobKind   kind;
  gboolean  sync;      /* the main thread waits for done */
  gboolean  done;
  guint     slot;
  char     *key;
  char     *name;
  gint64    saved;
  char     *record;
  /* JOB_LOAD */
  const KaiserStoreLegacy *legacy;
  GPtrArray *slots;
  gboolean   migrated;
  char      *result;   /* JOB_LOAD: the kept-aside autosave; JOB_READ_STRING: the value */
} Job;

typedef struct {
  gpointer               store;
  KaiserStoreSlotChanged changed;
} StoreEntry;

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

  /* main thread */
  gboolean          taken[KAISER_STORE_N_SLOTS];
  GArray           *stores;       /* StoreEntry */

  /* the writer thread only */
  GMainContext     *context;
  GSettingsBackend *backend;
  GSettingsBackend *slot_backend;  /* with files of its own, the slots have one apart */
  GSettings        *root;
};

static GHashTable *writers;   /* GSettingsBackend → KaiserStoreWriter; main thread */

static const char *const slot_keys[] = { "used", "name", "saved", "record" };

void
kaiser_store_slot_free (KaiserStoreSlot *slot)
{
  if (slot == NULL)
    return;
  g_free (slot->name);
  g_free (slot->record);
  g_free (slot);
}

static void
job_free (Job *job)
{
  g_free (job->key);
  g_free (job->name);
  g_free (job->record);
  g_free (job->result);
  if (job->slots)
    g_ptr_array_unref (job->slots);
  g_free (job);
}

/* The writer thread */

static GSettings *
slot_settings (KaiserStoreWriter *self, guint slot)
{
  g_autofree char *path = g_strdup_printf ("%ssaved-games/slot-%03u/", self->root_path, slot);

  return g_settings_new_full (self->slot_schema, self->slot_backend, path);
}

/* A slot is free when none of its keys has a value of its own.  A value
 * of the wrong type (dconf-editor, gsettings set with another type) or
 * text that does not parse (a hand-edited keyfile) reads as no value at
 * all through GSettings: a slot whose four keys are all damaged like that
 * cannot be told from a free one and may be reused.  One readable key is
 * enough to keep it (the four are written together), and a slot with
 * "used" set but no readable record is listed as damaged, kept until the
 * player deletes it. */
static KaiserStoreSlot *
read_slot (KaiserStoreWriter *self, guint index)
{
  g_autoptr(GSettings) settings = slot_settings (self, index);
  GVariant *values[G_N_ELEMENTS (slot_keys)];
  KaiserStoreSlot *slot = NULL;
  gboolean any = FALSE;

  for (guint k = 0; k < G_N_ELEMENTS (slot_keys); k++)
    {
      values[k] = g_settings_get_user_value (settings, slot_keys[k]);
      any = any || values[k] != NULL;
    }
  if (any)
    {
      slot = g_new0 (KaiserStoreSlot, 1);
      slot->slot = index;
      slot->used = values[0] && g_variant_get_boolean (values[0]);
      slot->name = g_strdup (values[1] ? g_variant_get_string (values[1], NULL) : "");
      slot->saved = values[2] ? g_variant_get_int64 (values[2]) : 0;
      slot->record = g_strdup (values[3] ? g_variant_get_string (values[3], NULL) : "");
    }
  for (guint k = 0; k < G_N_ELEMENTS (slot_keys); k++)
    g_clear_pointer (&values[k], g_variant_unref);
  return slot;
}

static void
write_slot (KaiserStoreWriter *self, guint slot, const char *name, gint64 saved, const char *record)
{
  g_autoptr(GSettings) settings = slot_settings (self, slot);

  /* one change for the backend: one file write, never half a slot */
  g_settings_delay (settings);
  g_settings_set_boolean (settings, "used", TRUE);
  g_settings_set_string (settings, "name", name);
  g_settings_set_int64 (settings, "saved", saved);
  g_settings_set_string (settings, "record", record);
  g_settings_apply (settings);
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

static gint
first_free (gboolean *taken)
{
  for (guint i = 0; i < KAISER_STORE_N_SLOTS; i++)
    if (!taken[i])
      return i;
  return -1;
}

static KaiserStoreSlot *
new_slot (guint index, const char *name, gint64 saved, const char *record)
{
  KaiserStoreSlot *slot = g_new0 (KaiserStoreSlot, 1);

  slot->slot = index;
  slot->used = TRUE;
  slot->name = g_strdup (name);
  slot->saved = saved;
  slot->record = g_strdup (record);
  return slot;
}

/* Into a free slot, unless a slot not matched yet holds exactly this. */
static gboolean
move_in (KaiserStoreWriter *self, Job *job, gboolean *taken, gboolean *matched,
         const char *name, gint64 saved, const char *record)
{
  gint free_slot;

  for (guint i = 0; i < job->slots->len; i++)
    {
      KaiserStoreSlot *slot = g_ptr_array_index (job->slots, i);

      if (!matched[slot->slot] && slot->saved == saved &&
          g_str_equal (slot->name, name) && g_str_equal (slot->record, record))
        {
          matched[slot->slot] = TRUE;
          return TRUE;
        }
    }
  if ((free_slot = first_free (taken)) < 0)
    return FALSE;
  write_slot (self, free_slot, name, saved, record);
  taken[free_slot] = matched[free_slot] = TRUE;
  g_ptr_array_add (job->slots, new_slot (free_slot, name, saved, record));
  return TRUE;
}

static void
load (KaiserStoreWriter *self, Job *job)
{
  const KaiserStoreLegacy *legacy = job->legacy;
  gboolean taken[KAISER_STORE_N_SLOTS] = { FALSE, };
  gboolean matched[KAISER_STORE_N_SLOTS] = { FALSE, };
  g_autofree char *kept = NULL;

  job->slots = g_ptr_array_new_with_free_func ((GDestroyNotify) kaiser_store_slot_free);
  for (guint i = 0; i < KAISER_STORE_N_SLOTS; i++)
    {
      KaiserStoreSlot *slot = read_slot (self, i);

      if (slot)
        {
          taken[i] = TRUE;
          g_ptr_array_add (job->slots, slot);
        }
    }
  kept = g_settings_get_string (self->root, "damaged-saved-game");
  job->migrated = TRUE;

  /* the old layout: copied, and only reset by the caller when all is in */
  if (legacy && legacy->autosave && legacy->autosave[0] != '\0')
    {
      g_autoptr(GVariant) own = g_settings_get_user_value (self->root, "saved-game");

      if (own == NULL)
        g_settings_set_string (self->root, "saved-game", legacy->autosave);
      else if (!g_str_equal (g_variant_get_string (own, NULL), legacy->autosave))
        job->migrated &= move_in (self, job, taken, matched, "", 0, legacy->autosave);
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
        job->migrated &= move_in (self, job, taken, matched, "", 0, legacy->kept);
    }
  if (legacy && legacy->list)
    {
      GVariantIter iter;
      const char *name, *record;
      gint64 saved;

      g_variant_iter_init (&iter, legacy->list);
      while (g_variant_iter_next (&iter, "(&sx&s)", &name, &saved, &record))
        job->migrated &= move_in (self, job, taken, matched, name, saved, record);
    }
  job->result = g_steal_pointer (&kept);
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
    case JOB_WRITE_SLOT:
      write_slot (self, job->slot, job->name, job->saved, job->record);
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
    case JOB_READ_STRING:
      job->result = g_settings_get_string (self->root, job->key);
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
      if (job->sync)
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

static void
queue (KaiserStoreWriter *self, Job *job)
{
  g_async_queue_push (self->queue, job);
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
  self->stores = g_array_new (FALSE, FALSE, sizeof (StoreEntry));
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
  g_array_unref (self->stores);
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
                          const KaiserStoreLegacy *legacy,
                          gboolean                *migrated,
                          char                   **kept)
{
  Job *job = g_new0 (Job, 1);
  GPtrArray *slots;

  job->kind = JOB_LOAD;
  job->legacy = legacy;
  run_sync (self, job);
  memset (self->taken, 0, sizeof self->taken);
  for (guint i = 0; i < job->slots->len; i++)
    self->taken[((KaiserStoreSlot *) g_ptr_array_index (job->slots, i))->slot] = TRUE;
  *migrated = job->migrated;
  *kept = g_steal_pointer (&job->result);
  slots = g_steal_pointer (&job->slots);
  job_free (job);
  return slots;
}

char *
kaiser_store_writer_read_string (KaiserStoreWriter *self,
                                 const char        *key)
{
  Job *job = g_new0 (Job, 1);
  char *value;

  job->kind = JOB_READ_STRING;
  job->key = g_strdup (key);
  run_sync (self, job);
  value = g_steal_pointer (&job->result);
  job_free (job);
  return value;
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

gint
kaiser_store_writer_claim (KaiserStoreWriter *self,
                           guint              limit)
{
  for (guint i = 0; i < MIN (limit, KAISER_STORE_N_SLOTS); i++)
    if (!self->taken[i])
      {
        self->taken[i] = TRUE;
        return i;
      }
  return -1;
}

guint
kaiser_store_writer_n_used (KaiserStoreWriter *self)
{
  guint n = 0;

  for (guint i = 0; i < KAISER_STORE_N_SLOTS; i++)
    n += self->taken[i];
  return n;
}

static Job *
slot_job (JobKind kind, guint slot, const char *name)
{
  Job *job = g_new0 (Job, 1);

  job->kind = kind;
  job->slot = slot;
  job->name = g_strdup (name);
  return job;
}

void
kaiser_store_writer_write_slot (KaiserStoreWriter *self,
                                guint              slot,
                                const char        *name,
                                gint64             saved,
                                const char        *record)
{
  Job *job = slot_job (JOB_WRITE_SLOT, slot, name);

  g_return_if_fail (slot < KAISER_STORE_N_SLOTS);
  job->saved = saved;
  job->record = g_strdup (record);
  self->taken[slot] = TRUE;
  queue (self, job);
}

void
kaiser_store_writer_rename_slot (KaiserStoreWriter *self,
                                 guint              slot,
                                 const char        *name)
{
  g_return_if_fail (slot < KAISER_STORE_N_SLOTS);
  queue (self, slot_job (JOB_RENAME_SLOT, slot, name));
}

void
kaiser_store_writer_clear_slot (KaiserStoreWriter *self,
                                guint              slot)
{
  g_return_if_fail (slot < KAISER_STORE_N_SLOTS);
  self->taken[slot] = FALSE;
  queue (self, slot_job (JOB_CLEAR_SLOT, slot, NULL));
}

void
kaiser_store_writer_flush (KaiserStoreWriter *self)
{
  Job *job = g_new0 (Job, 1);

  job->kind = JOB_FLUSH;
  run_sync (self, job);
  job_free (job);
}

void
kaiser_store_writer_add_store (KaiserStoreWriter     *self,
                               gpointer               store,
                               KaiserStoreSlotChanged changed)
{
  StoreEntry entry = { store, changed };

  g_array_append_val (self->stores, entry);
}

void
kaiser_store_writer_remove_store (KaiserStoreWriter *self,
                                  gpointer           store)
{
  for (guint i = 0; i < self->stores->len; i++)
    if (g_array_index (self->stores, StoreEntry, i).store == store)
      {
        g_array_remove_index (self->stores, i);
        return;
      }
}

void
kaiser_store_writer_tell_others (KaiserStoreWriter     *self,
                                 gpointer               origin,
                                 guint                  slot,
                                 const KaiserStoreSlot *slot_data)
{
  for (guint i = 0; i < self->stores->len; i++)
    {
      StoreEntry *entry = &g_array_index (self->stores, StoreEntry, i);

      if (entry->store != origin)
        entry->changed (entry->store, slot, slot_data);
    }
}
