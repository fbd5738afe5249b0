/* kaiser-store-writer.h: the one thread that reads and writes the saved
 * games' settings (KaiserGameStore's helper; not used elsewhere).
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

/* Slots 0 … KAISER_STORE_N_SLOTS - 1 are read at start.  New games take
 * one of the first KAISER_GAME_STORE_MAX_GAMES (kaiser-game-store.h);
 * the others only receive games that must not be lost (the old layout's
 * games beyond the limit, the kept-aside autosave moved aside). */
#define KAISER_STORE_N_SLOTS 200

typedef struct _KaiserStoreWriter KaiserStoreWriter;

/* What one slot holds, as read. */
typedef struct {
  guint    slot;
  gboolean used;       /* the "used" key read TRUE */
  char    *name;       /* "" when unset or unreadable */
  gint64   saved;
  char    *record;     /* "" when unset or unreadable */
} KaiserStoreSlot;

void               kaiser_store_slot_free         (KaiserStoreSlot *slot);

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

/* Waits for the writes queued so far, then reads every slot in use and
 * the two autosave keys; moves @legacy in.  Returns the slots (owned by
 * the caller); *migrated says whether all of @legacy is now in slots. */
GPtrArray         *kaiser_store_writer_load       (KaiserStoreWriter *self,
                                                   const KaiserStoreLegacy *legacy,
                                                   gboolean          *migrated,
                                                   char             **kept);
/* Waits for the writes queued so far, then reads a string key of the
 * application's schema. */
char              *kaiser_store_writer_read_string (KaiserStoreWriter *self,
                                                    const char        *key);

/* Queued; only the last value given for a key is written. */
void               kaiser_store_writer_set_string (KaiserStoreWriter *self,
                                                   const char        *key,
                                                   const char        *value);
/* A free slot below @limit, now taken; -1 if there is none. */
gint               kaiser_store_writer_claim      (KaiserStoreWriter *self,
                                                   guint              limit);
guint              kaiser_store_writer_n_used     (KaiserStoreWriter *self);
/* Queued: all four keys at once. */
void               kaiser_store_writer_write_slot (KaiserStoreWriter *self,
                                                   guint              slot,
                                                   const char        *name,
                                                   gint64             saved,
                                                   const char        *record);
/* Queued: the name only (a record that could not be read stays as it is). */
void               kaiser_store_writer_rename_slot (KaiserStoreWriter *self,
                                                    guint              slot,
                                                    const char        *name);
/* Queued: every key back to its default; the slot is free at once. */
void               kaiser_store_writer_clear_slot (KaiserStoreWriter *self,
                                                   guint              slot);
/* Returns once everything queued is written (and g_settings_sync()ed). */
void               kaiser_store_writer_flush      (KaiserStoreWriter *self);

/* The stores sharing a writer hear of each other's changes to a slot:
 * @slot_data NULL when it was cleared. */
typedef void (*KaiserStoreSlotChanged) (gpointer               store,
                                        guint                  slot,
                                        const KaiserStoreSlot *slot_data);
void               kaiser_store_writer_add_store  (KaiserStoreWriter *self,
                                                   gpointer           store,
                                                   KaiserStoreSlotChanged changed);
void               kaiser_store_writer_remove_store (KaiserStoreWriter *self,
                                                     gpointer           store);
void               kaiser_store_writer_tell_others (KaiserStoreWriter *self,
                                                    gpointer           origin,
                                                    guint              slot,
                                                    const KaiserStoreSlot *slot_data);

G_END_DECLS
