/* kaiser-theme-loader.c: the card theme of the `card-theme` key, read in
 * a worker thread
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

#define G_LOG_DOMAIN "kaiser-theme-loader"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-card-theme.h"
#include "kaiser-theme-loader.h"

struct _KaiserThemeLoader
{
  GObject          parent_instance;

  GSettings       *settings;   /* NULL: no schema */
  KaiserCardCache *cache;
  GWeakRef         table;
  GCancellable    *loading;    /* the last load's: cancelled when another theme is chosen */
  gboolean         switched;   /* by Ctrl+T: a message names the theme loaded */
  char            *stand_in_told;   /* the theme and pack of the last message of a theme standing in */
};

G_DEFINE_FINAL_TYPE (KaiserThemeLoader, kaiser_theme_loader, G_TYPE_OBJECT)

enum { LOADED, PROBLEM, MESSAGE, N_SIGNALS };
static guint signals[N_SIGNALS];

typedef struct {
  char                 *id;
  gboolean              fall_back;   /* no theme yet: the standard one if this one fails */
  KaiserCardCacheAhead *ahead;       /* the cards on screen, rendered with the new theme */
  KaiserCardTheme      *theme;
  char                 *problem;     /* why the chosen theme was not used */
} ThemeLoad;

static void
theme_load_free (gpointer data)
{
  ThemeLoad *load = data;

  g_free (load->id);
  g_clear_pointer (&load->ahead, kaiser_card_cache_ahead_free);
  g_clear_object (&load->theme);
  g_free (load->problem);
  g_free (load);
}

/* The theme, and the cards on the table drawn with it (or its back
 * alone): refused when a card takes too long to draw. */
static KaiserCardTheme *
load_theme (ThemeLoad *load, const char *id, GCancellable *cancellable, GError **error)
{
  g_autoptr(KaiserCardTheme) theme = kaiser_card_theme_new_by_id_cancellable (id, cancellable, error);

  if (theme == NULL || !kaiser_card_cache_ahead_render (load->ahead, theme, cancellable, error))
    return NULL;
  return g_steal_pointer (&theme);
}

static void
load_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  ThemeLoad *load = data;
  g_autoptr(GError) error = NULL;

  load->theme = load_theme (load, load->id, cancellable, &error);
  if (load->theme == NULL && !g_cancellable_is_cancelled (cancellable))
    {
      /* a broken, missing or too slow theme: say so; the cards on the
       * table stay, or at start the standard ones come */
      load->problem = g_strdup (error->message);
      g_clear_error (&error);
      if (load->fall_back && !g_str_equal (load->id, "standard"))
        load->theme = load_theme (load, "standard", cancellable, &error);
      if (load->theme == NULL && error)
        {
          g_free (load->problem);
          load->problem = g_strdup (error->message);
        }
    }
  /* another theme was chosen meanwhile: this one is dropped (loaded) */
  g_clear_error (&error);
  if (g_cancellable_set_error_if_cancelled (cancellable, &error))
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

static char *
wanted_id (KaiserThemeLoader *self)
{
  return self->settings ? g_settings_get_string (self->settings, "card-theme") : g_strdup ("standard");
}

static void
loaded (GObject *source, GAsyncResult *result, gpointer user_data)
{
  KaiserThemeLoader *self = KAISER_THEME_LOADER (source);
  ThemeLoad *load = g_task_get_task_data (G_TASK (result));
  g_autofree char *wanted = wanted_id (self);

  if (!g_task_propagate_boolean (G_TASK (result), NULL))
    return;
  /* chosen again since (Ctrl+T held down): only the last choice comes in */
  if (!g_str_equal (wanted, load->id))
    return;
  if (load->problem)
    g_signal_emit (self, signals[PROBLEM], 0, load->problem);
  if (load->theme)
    {
      kaiser_card_cache_set_theme_ahead (self->cache, load->theme, load->ahead);
      g_signal_emit (self, signals[LOADED], 0);
      /* Ctrl+T says which theme it came to */
      if (self->switched)
        {
          /* Translators: a toast after Ctrl+T, "Card theme: Joffre" */
          g_autofree char *text = g_strdup_printf (_("Card theme: %s"), kaiser_card_theme_get_name (load->theme));

          self->switched = FALSE;
          g_signal_emit (self, signals[MESSAGE], 0, text);
        }
    }
}

void
kaiser_theme_loader_load (KaiserThemeLoader *self)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(KaiserTable) table = NULL;
  g_auto(GStrv) shown = NULL;
  ThemeLoad *load;

  g_return_if_fail (KAISER_IS_THEME_LOADER (self));

  /* the theme loading until now is not wanted any more: its worker
   * stops at its next card */
  if (self->loading)
    g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);
  self->loading = g_cancellable_new ();
  task = g_task_new (self, self->loading, loaded, NULL);
  load = g_new0 (ThemeLoad, 1);
  table = g_weak_ref_get (&self->table);
  shown = table ? kaiser_table_get_shown_ids (table) : NULL;
  load->id = wanted_id (self);
  load->fall_back = kaiser_card_cache_get_theme (self->cache) == NULL;
  load->ahead = kaiser_card_cache_ahead_new (self->cache, (const char * const *) shown);
  g_task_set_task_data (task, load, theme_load_free);
  g_task_run_in_thread (task, load_in_thread);
}

static void
on_card_theme_changed (GSettings *settings, const char *key, KaiserThemeLoader *self)
{
  kaiser_theme_loader_load (self);
}

/* The themes to offer, in the list's order: the first of an id (as the
 * loader takes it), and none the list already knows to be broken.  The
 * array holds @themes' infos. */
static GPtrArray *
usable_themes (GPtrArray *themes)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  GPtrArray *usable = g_ptr_array_new ();

  for (guint i = 0; i < themes->len; i++)
    {
      KaiserCardThemeInfo *info = g_ptr_array_index (themes, i);

      if (g_hash_table_add (seen, info->id) && info->problem == NULL)
        g_ptr_array_add (usable, info);
    }
  return usable;
}

void
kaiser_theme_loader_fill_menu (KaiserThemeLoader *self, GMenu *menu)
{
  g_autoptr(GPtrArray) themes = NULL;
  g_autoptr(GPtrArray) usable = NULL;

  g_return_if_fail (KAISER_IS_THEME_LOADER (self));
  g_return_if_fail (G_IS_MENU (menu));

  g_menu_remove_all (menu);
  if (self->settings == NULL)
    return;
  themes = kaiser_card_theme_list ();
  usable = usable_themes (themes);
  for (guint i = 0; i < usable->len; i++)
    {
      KaiserCardThemeInfo *info = g_ptr_array_index (usable, i);
      g_autoptr(GMenuItem) item = g_menu_item_new (info->name ? info->name : info->id, NULL);

      g_menu_item_set_action_and_target_value (item, "win.card-theme", g_variant_new_string (info->id));
      g_menu_append_item (menu, item);
    }
}

char *
kaiser_theme_loader_next_id (KaiserThemeLoader *self)
{
  g_autoptr(GPtrArray) themes = NULL;
  g_autoptr(GPtrArray) usable = NULL;
  g_autofree char *current = NULL;
  guint at = G_MAXUINT;

  g_return_val_if_fail (KAISER_IS_THEME_LOADER (self), NULL);

  if (self->settings == NULL)
    return NULL;
  themes = kaiser_card_theme_list ();
  usable = usable_themes (themes);
  if (usable->len == 0)
    return NULL;
  current = wanted_id (self);
  for (guint i = 0; i < usable->len && at == G_MAXUINT; i++)
    if (g_str_equal (((KaiserCardThemeInfo *) g_ptr_array_index (usable, i))->id, current))
      at = i;
  return g_strdup (((KaiserCardThemeInfo *) g_ptr_array_index (usable, at == G_MAXUINT ? 0 : (at + 1) % usable->len))->id);
}

/* Ctrl+T: the next theme of the menu's, round; its name is said once
 * loaded. */
void
kaiser_theme_loader_switch_next (KaiserThemeLoader *self)
{
  g_autofree char *next = NULL;

  g_return_if_fail (KAISER_IS_THEME_LOADER (self));

  next = kaiser_theme_loader_next_id (self);
  if (next == NULL)
    return;
  self->switched = TRUE;
  g_settings_set_string (self->settings, "card-theme", next);
}

/* The theme chosen does not draw the pack of @rules: say which cards
 * stand in, once for each theme and pack. */
void
kaiser_theme_loader_tell_stand_in (KaiserThemeLoader *self, const KaiserRules *rules)
{
  KaiserCardTheme *chosen;
  g_autofree char *pack = NULL;
  g_autofree char *key = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (KAISER_IS_THEME_LOADER (self));

  chosen = kaiser_card_cache_get_chosen_theme (self->cache);
  if (!kaiser_card_cache_is_standing_in (self->cache) || chosen == NULL)
    return;
  pack = kaiser_option_describe_value (kaiser_rules_find_option ("pack"), rules->pack);
  key = g_strconcat (kaiser_card_theme_get_name (chosen), "/", pack, NULL);
  if (g_strcmp0 (key, self->stand_in_told) == 0)
    return;
  g_free (self->stand_in_told);
  self->stand_in_told = g_steal_pointer (&key);
  /* Translators: "The Joffre cards have no 48 cards pack: the Standard cards are shown." */
  text = g_strdup_printf (_("The %s cards have no %s pack: the %s cards are shown."),
                          kaiser_card_theme_get_name (chosen), pack,
                          kaiser_card_theme_get_name (kaiser_card_cache_get_theme (self->cache)));
  g_signal_emit (self, signals[MESSAGE], 0, text);
}

static void
kaiser_theme_loader_dispose (GObject *object)
{
  KaiserThemeLoader *self = KAISER_THEME_LOADER (object);

  if (self->settings)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  if (self->loading)
    g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);
  g_clear_pointer (&self->stand_in_told, g_free);
  g_clear_object (&self->settings);
  g_clear_object (&self->cache);
  g_weak_ref_set (&self->table, NULL);

  G_OBJECT_CLASS (kaiser_theme_loader_parent_class)->dispose (object);
}

static void
kaiser_theme_loader_finalize (GObject *object)
{
  KaiserThemeLoader *self = KAISER_THEME_LOADER (object);

  g_weak_ref_clear (&self->table);

  G_OBJECT_CLASS (kaiser_theme_loader_parent_class)->finalize (object);
}

static void
kaiser_theme_loader_class_init (KaiserThemeLoaderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kaiser_theme_loader_dispose;
  object_class->finalize = kaiser_theme_loader_finalize;

  signals[LOADED] = g_signal_new ("loaded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[PROBLEM] = g_signal_new ("problem", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
kaiser_theme_loader_init (KaiserThemeLoader *self)
{
  g_weak_ref_init (&self->table, NULL);
}

KaiserThemeLoader *
kaiser_theme_loader_new (GSettings *settings, KaiserCardCache *cache, KaiserTable *table)
{
  KaiserThemeLoader *self;

  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (KAISER_IS_CARD_CACHE (cache), NULL);

  self = g_object_new (KAISER_TYPE_THEME_LOADER, NULL);
  self->settings = settings ? g_object_ref (settings) : NULL;
  self->cache = g_object_ref (cache);
  g_weak_ref_set (&self->table, table);
  if (self->settings)
    g_signal_connect (self->settings, "changed::card-theme", G_CALLBACK (on_card_theme_changed), self);
  kaiser_theme_loader_load (self);
  return self;
}
