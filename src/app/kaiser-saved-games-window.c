/* kaiser-saved-games-window.c
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

#define G_LOG_DOMAIN "kaiser-saved-games-window"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-a11y.h"
#include "kaiser-application.h"
#include "kaiser-saved-games-window.h"
#include "kaiser-seating.h"
#include "kaiser-statistics-window.h"
#include "kaiser-toast.h"

struct _KaiserSavedGamesWindow
{
  AdwPreferencesWindow  parent_instance;

  KaiserGameStore      *store;
  KaiserGame           *game;     /* the game on the table, or NULL */
  GtkSliceListModel    *rows;     /* the store's games that have a row yet */
  guint                 fill_id;  /* making the other rows, a few at a time */
  AdwToast             *message_toast;  /* weak: the message shown (kaiser-toast.h) */
  AdwToast             *deleted_toast;  /* weak: "… deleted", with Undo, while it shows */
  GArray               *deleted;        /* Deleted: the games its Undo brings back */

  /* Template widgets */
  AdwPreferencesGroup  *save_group;
  AdwEntryRow          *name_row;
  GtkButton            *save_button;
  GtkButton            *import_button;
  GtkListBox           *games_list;
  GtkLabel             *played_label;
  GtkLabel             *won_label;
  GtkLabel             *lost_label;
  GtkLabel             *abandoned_label;
  GtkLabel             *undo_label;
};

G_DEFINE_FINAL_TYPE (KaiserSavedGamesWindow, kaiser_saved_games_window, ADW_TYPE_PREFERENCES_WINDOW)

enum {
  PROP_0,
  PROP_STORE,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  GAME_CHOSEN,
  MESSAGE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct {
  KaiserSavedGame *saved;
  guint            position;
} Deleted;

static void
deleted_clear (Deleted *d)
{
  g_clear_object (&d->saved);
}

/* A message in the window's one message toast (kaiser-toast.h). */
static void
toast (KaiserSavedGamesWindow *self, const char *text)
{
  kaiser_toast_show (GTK_WIDGET (self), &self->message_toast, text, 5);
}

static void
show_error (KaiserSavedGamesWindow *self, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The game on the table, played on and not already in the list as it
 * stands: it is kept before another replaces it. */
static gboolean
worth_keeping (KaiserSavedGamesWindow *self, KaiserGame *game)
{
  return game != NULL && kaiser_game_store_would_lose (self->store, game, kaiser_seating_player (kaiser_game_get_rules (game)));
}

static void
update_current (KaiserSavedGamesWindow *self)
{
  KaiserGame *game = self->game;
  g_autofree char *summary = game ? kaiser_game_describe (game) : NULL;
  g_autofree char *text = NULL;

  if (summary)
    /* Translators: "On the table: Hand 3 · You 12, Them 8 · Standard" */
    text = g_strdup_printf (_("On the table: %s"), summary);
  adw_preferences_group_set_description (self->save_group, text);
  gtk_widget_set_sensitive (GTK_WIDGET (self->save_button), game != NULL);
}

static void
update_statistics (KaiserSavedGamesWindow *self)
{
  KaiserGameStatistics stats;
  char text[16];

  kaiser_game_store_get_statistics (self->store, &stats);
  g_snprintf (text, sizeof text, "%u", stats.played);
  gtk_label_set_text (self->played_label, text);
  g_snprintf (text, sizeof text, "%u", stats.won);
  gtk_label_set_text (self->won_label, text);
  g_snprintf (text, sizeof text, "%u", stats.lost);
  gtk_label_set_text (self->lost_label, text);
  g_snprintf (text, sizeof text, "%u", stats.abandoned);
  gtk_label_set_text (self->abandoned_label, text);
  g_snprintf (text, sizeof text, "%u", stats.undos);
  gtk_label_set_text (self->undo_label, text);
}

/* Save */

static void
on_save (KaiserSavedGamesWindow *self)
{
  KaiserGame *game = self->game;
  KaiserSavedGame *saved;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  if (game == NULL)
    return;
  saved = kaiser_game_store_save (self->store, game, gtk_editable_get_text (GTK_EDITABLE (self->name_row)), &error);
  if (saved == NULL)
    {
      /* a limit: the name typed stays, for when there is room */
      toast (self, error->message);
      return;
    }
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), "");
  name = kaiser_saved_game_quote_name (kaiser_saved_game_get_name (saved));
  text = g_strdup_printf (_("Saved as “%s”"), name);
  toast (self, text);
}

/* Resume */

static gboolean
close_idle (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

static void
do_resume (KaiserSavedGamesWindow *self, KaiserSavedGame *saved)
{
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  KaiserGame *current = self->game;

  game = kaiser_game_store_load (self->store, saved, &error);
  if (game == NULL)
    {
      toast (self, error->message);
      return;
    }
  /* nothing is lost: the game on the table goes into the list first,
   * and without room for it the other is not resumed */
  if (worth_keeping (self, current) && !kaiser_game_store_save (self->store, current, NULL, &error))
    {
      toast (self, error->message);
      return;
    }
  g_signal_emit (self, signals[GAME_CHOSEN], 0, game);
  name = kaiser_saved_game_quote_name (kaiser_saved_game_get_name (saved));
  text = g_strdup_printf (_("Resumed “%s”"), name);
  g_signal_emit (self, signals[MESSAGE], 0, text);
  /* not at once: this may run in the response of a dialog over this window */
  g_idle_add_full (G_PRIORITY_DEFAULT, close_idle, g_object_ref (self), g_object_unref);
}

static void
on_resume_response (AdwMessageDialog *dialog, const char *response, KaiserSavedGamesWindow *self)
{
  KaiserSavedGame *saved = g_object_get_data (G_OBJECT (dialog), "kaiser-saved-game");

  if (g_strcmp0 (response, "resume") == 0 && saved != NULL)
    do_resume (self, saved);
}

static void
on_resume_clicked (GtkButton *button, KaiserSavedGamesWindow *self)
{
  KaiserSavedGame *saved = g_object_get_data (G_OBJECT (button), "kaiser-saved-game");
  g_autofree char *name = NULL;
  GtkWidget *dialog;

  if (!worth_keeping (self, self->game))
    {
      do_resume (self, saved);
      return;
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (self), NULL,
                                   _("The game on the table will be kept in this list, under today’s date."));
  name = kaiser_saved_game_quote_name (kaiser_saved_game_get_name (saved));
  adw_message_dialog_format_heading (ADW_MESSAGE_DIALOG (dialog), _("Resume “%s”?"), name);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "resume", _("_Resume"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "resume", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "resume");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "kaiser-saved-game", g_object_ref (saved), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_resume_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Delete, with Undo */

/* Undo in the "deleted" toast: every game it counts comes back, the last
 * deleted first, each where it was. */
static void
on_undo_delete (KaiserSavedGamesWindow *self)
{
  if (self->deleted == NULL)
    return;
  for (guint i = self->deleted->len; i > 0; i--)
    {
      Deleted *d = &g_array_index (self->deleted, Deleted, i - 1);

      kaiser_game_store_restore (self->store, d->saved, d->position);
    }
  g_array_set_size (self->deleted, 0);
}

static void
on_deleted_dismissed (KaiserSavedGamesWindow *self)
{
  if (self->deleted)
    g_array_set_size (self->deleted, 0);
}

/* Deleting games one after the other, quickly or not, keeps one toast
 * ("“Sunday” deleted", then "3 saved games deleted") whose Undo brings
 * them all back: toasts are never stacked (kaiser-toast.h). */
static void
on_delete_clicked (GtkButton *button, KaiserSavedGamesWindow *self)
{
  KaiserSavedGame *saved = g_object_get_data (G_OBJECT (button), "kaiser-saved-game");
  g_autoptr(KaiserSavedGame) keep = g_object_ref (saved);
  g_autofree char *text = NULL;
  gboolean fresh = !kaiser_toast_is_shown (&self->deleted_toast);
  Deleted d;
  AdwToast *t;

  if (!kaiser_game_store_delete (self->store, keep, &d.position))
    return;
  if (fresh)
    g_array_set_size (self->deleted, 0);
  d.saved = g_steal_pointer (&keep);
  g_array_append_val (self->deleted, d);
  if (self->deleted->len == 1)
    {
      g_autofree char *name = kaiser_saved_game_quote_name (kaiser_saved_game_get_name (d.saved));

      text = g_strdup_printf (_("“%s” deleted"), name);
    }
  else
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u saved game deleted", "%u saved games deleted",
                                         self->deleted->len),
                            self->deleted->len);
  t = kaiser_toast_show (GTK_WIDGET (self), &self->deleted_toast, text, 10);
  if (fresh)
    {
      adw_toast_set_button_label (t, _("_Undo"));
      g_signal_connect_object (t, "button-clicked", G_CALLBACK (on_undo_delete), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (t, "dismissed", G_CALLBACK (on_deleted_dismissed), self, G_CONNECT_SWAPPED);
    }
}

/* Rename */

static void
on_rename_response (AdwMessageDialog *dialog, const char *response, KaiserSavedGamesWindow *self)
{
  KaiserSavedGame *saved = g_object_get_data (G_OBJECT (dialog), "kaiser-saved-game");
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "rename") != 0)
    return;
  if (!kaiser_game_store_rename (self->store, saved, gtk_editable_get_text (entry), &error))
    toast (self, error->message);
}

static void
on_rename_changed (GtkEditable *entry, AdwMessageDialog *dialog)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  adw_message_dialog_set_response_enabled (dialog, "rename", name[0] != '\0');
}

static void
on_rename_activate (GtkEntry *entry, AdwMessageDialog *dialog)
{
  if (adw_message_dialog_get_response_enabled (dialog, "rename"))
    {
      adw_message_dialog_response (dialog, "rename");
      gtk_window_close (GTK_WINDOW (dialog));
    }
}

static void
on_rename_clicked (GtkButton *button, KaiserSavedGamesWindow *self)
{
  KaiserSavedGame *saved = g_object_get_data (G_OBJECT (button), "kaiser-saved-game");
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Rename Saved Game"), NULL);
  GtkWidget *entry = gtk_entry_new ();
  /* a name stored longer before is offered cut, as the store would keep it */
  g_autofree char *name = kaiser_saved_game_clip_name (kaiser_saved_game_get_name (saved), KAISER_SAVED_GAME_MAX_NAME, NULL);

  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  ngettext ("A name can be up to %u character long.",
                                            "A name can be up to %u characters long.", KAISER_SAVED_GAME_MAX_NAME),
                                  KAISER_SAVED_GAME_MAX_NAME);
  gtk_entry_set_max_length (GTK_ENTRY (entry), KAISER_SAVED_GAME_MAX_NAME);
  gtk_editable_set_text (GTK_EDITABLE (entry), name);
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 32);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "rename", _("_Rename"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "kaiser-saved-game", g_object_ref (saved), g_object_unref);
  g_signal_connect (entry, "changed", G_CALLBACK (on_rename_changed), dialog);
  g_signal_connect (entry, "activate", G_CALLBACK (on_rename_activate), dialog);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_rename_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Export and import */

static void
add_json_filter (GtkFileChooser *chooser)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Game records (*.json)"));
  gtk_file_filter_add_pattern (filter, "*.json");
  gtk_file_filter_add_mime_type (filter, "application/json");
  gtk_file_chooser_add_filter (chooser, filter);
}

/* Start in Documents (or home), not wherever the program was started. */
static void
set_folder (GtkFileChooser *chooser)
{
  const char *dir = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  g_autoptr(GFile) folder = NULL;

  if (dir == NULL || !g_file_test (dir, G_FILE_TEST_IS_DIR))
    dir = g_get_home_dir ();
  folder = g_file_new_for_path (dir);
  gtk_file_chooser_set_current_folder (chooser, folder, NULL);
}

static void
on_export_response (GtkNativeDialog *native, int response, KaiserSavedGamesWindow *self)
{
  KaiserSavedGame *saved = g_object_get_data (G_OBJECT (native), "kaiser-saved-game");
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT && (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native))))
    {
      if (kaiser_game_store_export (self->store, saved, file, &error))
        {
          g_autofree char *where = g_file_get_parse_name (file);
          g_autofree char *text = g_strdup_printf (_("Exported to %s"), where);
          toast (self, text);
        }
      else
        show_error (self, _("Could Not Export"), error->message);
    }
  g_object_unref (native);
}

static void
on_export_clicked (GtkButton *button, KaiserSavedGamesWindow *self)
{
  KaiserSavedGame *saved = g_object_get_data (G_OBJECT (button), "kaiser-saved-game");
  GtkFileChooserNative *native;
  g_autofree char *name = kaiser_saved_game_display_name (kaiser_saved_game_get_name (saved));
  g_autofree char *file_name = NULL;

  native = gtk_file_chooser_native_new (_("Export Game"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                        _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  add_json_filter (GTK_FILE_CHOOSER (native));
  /* a file name on one line, not too long, without the characters file systems refuse */
  file_name = g_strdelimit (g_strdup_printf ("%s.json", name), "/\\:*?\"<>|", '-');
  set_folder (GTK_FILE_CHOOSER (native));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), file_name);
  g_object_set_data_full (G_OBJECT (native), "kaiser-saved-game", g_object_ref (saved), g_object_unref);
  g_signal_connect_object (native, "response", G_CALLBACK (on_export_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
on_import_response (GtkNativeDialog *native, int response, KaiserSavedGamesWindow *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT && (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native))))
    {
      KaiserSavedGame *saved = kaiser_game_store_import (self->store, file, &error);

      if (saved)
        {
          g_autofree char *name = kaiser_saved_game_quote_name (kaiser_saved_game_get_name (saved));
          g_autofree char *text = g_strdup_printf (_("Imported “%s”"), name);
          toast (self, text);
        }
      else
        show_error (self, _("Could Not Import"), error->message);
    }
  g_object_unref (native);
}

static void
on_import_clicked (KaiserSavedGamesWindow *self)
{
  GtkFileChooserNative *native;

  native = gtk_file_chooser_native_new (_("Import Game"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN,
                                        _("_Import"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  set_folder (GTK_FILE_CHOOSER (native));
  add_json_filter (GTK_FILE_CHOOSER (native));
  g_signal_connect_object (native, "response", G_CALLBACK (on_import_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

/* The rows */

static GtkWidget *
row_button (KaiserSavedGame *saved, const char *name, const char *icon, const char *label, const char *tooltip)
{
  GtkWidget *button = icon ? gtk_button_new_from_icon_name (icon) : gtk_button_new_with_mnemonic (label);

  kaiser_a11y_name_mnemonic_buttons (button);

  gtk_widget_set_name (button, name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  if (icon)
    {
      gtk_widget_add_css_class (button, "flat");
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
    }
  g_object_set_data_full (G_OBJECT (button), "kaiser-saved-game", g_object_ref (saved), g_object_unref);
  return button;
}

static GtkWidget *
create_row (gpointer item, gpointer user_data)
{
  KaiserSavedGamesWindow *self = user_data;
  KaiserSavedGame *saved = item;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button;
  g_autofree char *date = kaiser_saved_game_format_date (saved);
  g_autofree char *name = kaiser_saved_game_display_name (kaiser_saved_game_get_name (saved));
  g_autofree char *subtitle = NULL;

  /* the name on one line, ellipsized: any name, however long, costs one
   * short line (a 10,000-character name wrapped took a minute to lay out) */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 1);
  if (kaiser_saved_game_is_damaged (saved))
    {
      GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

      gtk_widget_add_css_class (icon, "warning");
      gtk_widget_set_tooltip_text (icon, _("This record no longer loads. It is kept; you can export it."));
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      /* Translators: a saved game whose record does not load, and why */
      subtitle = g_strdup_printf (_("Cannot be resumed: %s"), kaiser_saved_game_get_error (saved));
      if (date)
        {
          char *with_date = g_strdup_printf ("%s\n%s", subtitle, date);
          g_free (subtitle);
          subtitle = with_date;
        }
    }
  else if (date)
    subtitle = g_strdup_printf ("%s\n%s", kaiser_saved_game_get_summary (saved), date);
  else
    subtitle = g_strdup (kaiser_saved_game_get_summary (saved));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);

  if (!kaiser_saved_game_is_damaged (saved) && !kaiser_saved_game_is_finished (saved))
    {
      button = row_button (saved, "resume-button", NULL, _("_Resume"), _("Continue this game on the table"));
      g_signal_connect (button, "clicked", G_CALLBACK (on_resume_clicked), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
    }
  button = row_button (saved, "rename-button", "document-edit-symbolic", NULL, _("Rename…"));
  g_signal_connect (button, "clicked", G_CALLBACK (on_rename_clicked), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  button = row_button (saved, "export-button", "document-save-as-symbolic", NULL, _("Export…"));
  g_signal_connect (button, "clicked", G_CALLBACK (on_export_clicked), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  button = row_button (saved, "delete-button", "user-trash-symbolic", NULL, _("Delete"));
  g_signal_connect (button, "clicked", G_CALLBACK (on_delete_clicked), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  return row;
}

/* The rows are made a screenful first, then the others a few at a time
 * between frames, for at most FILL_BUDGET_USEC each time: with every
 * slot taken, making the 200 rows at once (their buttons most, then each
 * game replayed for its summary) held the window up for seconds. */
#define FIRST_ROWS 8
#define FILL_BUDGET_USEC 30000

static gboolean
fill_rows (gpointer data)
{
  KaiserSavedGamesWindow *self = data;
  guint n = g_list_model_get_n_items (kaiser_game_store_get_games (self->store));
  gint64 end = g_get_monotonic_time () + FILL_BUDGET_USEC;
  guint size = gtk_slice_list_model_get_size (self->rows);

  while (size < n && g_get_monotonic_time () < end)
    gtk_slice_list_model_set_size (self->rows, ++size);

  if (size < n)
    return G_SOURCE_CONTINUE;
  /* every row made: from now on the list follows the store as it grows */
  gtk_slice_list_model_set_size (self->rows, G_MAXUINT);
  self->fill_id = 0;
  return G_SOURCE_REMOVE;
}

/**
 * kaiser_saved_games_window_new:
 * @parent: the window it is transient for
 * @store: the saved games
 * @game: (nullable): the game on the table, offered for saving
 *
 * Returns: (transfer full): a new window, transient for @parent
 */
KaiserSavedGamesWindow *
kaiser_saved_games_window_new (GtkWindow       *parent,
                               KaiserGameStore *store,
                               KaiserGame      *game)
{
  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (KAISER_IS_GAME_STORE (store), NULL);
  g_return_val_if_fail (game == NULL || KAISER_IS_GAME (game), NULL);

  return g_object_new (KAISER_TYPE_SAVED_GAMES_WINDOW,
                       "transient-for", parent,
                       "store", store,
                       "game", game,
                       NULL);
}

/**
 * kaiser_saved_games_window_set_game:
 * @game: (nullable): the game now on the table
 *
 * The game that Save saves, and that is kept in the list before another
 * is resumed.
 */
void
kaiser_saved_games_window_set_game (KaiserSavedGamesWindow *self,
                                    KaiserGame             *game)
{
  g_return_if_fail (KAISER_IS_SAVED_GAMES_WINDOW (self));
  g_return_if_fail (game == NULL || KAISER_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  update_current (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * kaiser_saved_games_window_get_game:
 *
 * Returns: (transfer none) (nullable): the game on the table
 */
KaiserGame *
kaiser_saved_games_window_get_game (KaiserSavedGamesWindow *self)
{
  g_return_val_if_fail (KAISER_IS_SAVED_GAMES_WINDOW (self), NULL);
  return self->game;
}

static void
kaiser_saved_games_window_constructed (GObject *object)
{
  KaiserSavedGamesWindow *self = KAISER_SAVED_GAMES_WINDOW (object);

  G_OBJECT_CLASS (kaiser_saved_games_window_parent_class)->constructed (object);

  g_assert (self->store != NULL);
  self->rows = gtk_slice_list_model_new (g_object_ref (kaiser_game_store_get_games (self->store)), 0, FIRST_ROWS);
  gtk_list_box_bind_model (self->games_list, G_LIST_MODEL (self->rows), create_row, self, NULL);
  if (g_list_model_get_n_items (kaiser_game_store_get_games (self->store)) <= FIRST_ROWS)
    gtk_slice_list_model_set_size (self->rows, G_MAXUINT);
  else
    {
      self->fill_id = g_idle_add (fill_rows, self);
      g_source_set_name_by_id (self->fill_id, "[three-spot] saved games rows");
    }
  g_signal_connect_object (self->store, "statistics-changed", G_CALLBACK (update_statistics), self, G_CONNECT_SWAPPED);
  update_statistics (self);
  update_current (self);
}

static void
kaiser_saved_games_window_get_property (GObject    *object,
                                        guint       prop_id,
                                        GValue     *value,
                                        GParamSpec *pspec)
{
  KaiserSavedGamesWindow *self = KAISER_SAVED_GAMES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kaiser_saved_games_window_set_property (GObject      *object,
                                        guint         prop_id,
                                        const GValue *value,
                                        GParamSpec   *pspec)
{
  KaiserSavedGamesWindow *self = KAISER_SAVED_GAMES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_STORE:
      self->store = g_value_dup_object (value);
      break;
    case PROP_GAME:
      kaiser_saved_games_window_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kaiser_saved_games_window_dispose (GObject *object)
{
  KaiserSavedGamesWindow *self = KAISER_SAVED_GAMES_WINDOW (object);

  g_clear_handle_id (&self->fill_id, g_source_remove);
  if (self->games_list)
    gtk_list_box_bind_model (self->games_list, NULL, NULL, NULL, NULL);
  g_clear_object (&self->rows);
  gtk_widget_dispose_template (GTK_WIDGET (self), KAISER_TYPE_SAVED_GAMES_WINDOW);
  g_clear_object (&self->game);
  g_clear_object (&self->store);
  g_clear_weak_pointer (&self->message_toast);
  g_clear_weak_pointer (&self->deleted_toast);
  g_clear_pointer (&self->deleted, g_array_unref);

  G_OBJECT_CLASS (kaiser_saved_games_window_parent_class)->dispose (object);
}

/* The statistics by level, in their own window */
static void
statistics_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserSavedGamesWindow *self = KAISER_SAVED_GAMES_WINDOW (widget);
  g_autoptr(KaiserStatistics) statistics = kaiser_statistics_new (kaiser_game_store_get_settings (self->store));

  gtk_window_present (GTK_WINDOW (kaiser_statistics_window_new (GTK_WINDOW (self), statistics, self->store)));
}

static void
kaiser_saved_games_window_class_init (KaiserSavedGamesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = kaiser_saved_games_window_constructed;
  object_class->get_property = kaiser_saved_games_window_get_property;
  object_class->set_property = kaiser_saved_games_window_set_property;
  object_class->dispose = kaiser_saved_games_window_dispose;
  gtk_widget_class_install_action (widget_class, "saved-games.statistics", NULL, statistics_action);

  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL,
                         KAISER_TYPE_GAME_STORE,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         KAISER_TYPE_GAME,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * KaiserSavedGamesWindow::game-chosen:
   * @game: the game to put on the table
   *
   * A saved game was resumed; the game that was on the table is already
   * kept in the list.
   */
  signals[GAME_CHOSEN] =
    g_signal_new ("game-chosen",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, KAISER_TYPE_GAME);

  /**
   * KaiserSavedGamesWindow::message:
   * @text: plain text (not markup)
   *
   * A line for the window it is transient for to show, this one closing
   * ("Resumed “Tuesday”").
   */
  signals[MESSAGE] =
    g_signal_new ("message",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  kaiser_application_ensure_resources ();

  gtk_widget_class_set_template_from_resource (widget_class, KAISER_RESOURCE_PATH "/kaiser-saved-games-window.ui");
  gtk_widget_class_bind_template_child (widget_class, KaiserSavedGamesWindow, save_group);
  gtk_widget_class_bind_template_child (widget_class, KaiserSavedGamesWindow, name_row);
  gtk_widget_class_bind_template_child (widget_class, KaiserSavedGamesWindow, save_button);
  gtk_widget_class_bind_template_child (widget_class, KaiserSavedGamesWindow, import_button);
  gtk_widget_class_bind_template_child (widget_class, KaiserSavedGamesWindow, games_list);
  gtk_widget_class_bind_template_child (widget_class, KaiserSavedGamesWindow, played_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserSavedGamesWindow, won_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserSavedGamesWindow, lost_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserSavedGamesWindow, abandoned_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserSavedGamesWindow, undo_label);
}

static void
kaiser_saved_games_window_init (KaiserSavedGamesWindow *self)
{
  g_autofree char *title = NULL;
  GtkWidget *placeholder;

  gtk_widget_init_template (GTK_WIDGET (self));
  kaiser_a11y_name_mnemonic_buttons (GTK_WIDGET (self));
  self->deleted = g_array_new (FALSE, FALSE, sizeof (Deleted));
  g_array_set_clear_func (self->deleted, (GDestroyNotify) deleted_clear);

  placeholder = gtk_label_new (_("No saved games yet. Save the game on the table above, or import a record."));
  gtk_label_set_wrap (GTK_LABEL (placeholder), TRUE);
  gtk_widget_set_margin_top (placeholder, 18);
  gtk_widget_set_margin_bottom (placeholder, 18);
  gtk_widget_set_margin_start (placeholder, 12);
  gtk_widget_set_margin_end (placeholder, 12);
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_list_box_set_placeholder (self->games_list, placeholder);

  /* the name field takes no more than a name can have, and says so */
  g_assert (GTK_IS_TEXT (gtk_editable_get_delegate (GTK_EDITABLE (self->name_row))));
  gtk_text_set_max_length (GTK_TEXT (gtk_editable_get_delegate (GTK_EDITABLE (self->name_row))), KAISER_SAVED_GAME_MAX_NAME);
  title = g_strdup_printf (ngettext ("Name (up to %u character)", "Name (up to %u characters)", KAISER_SAVED_GAME_MAX_NAME),
                           KAISER_SAVED_GAME_MAX_NAME);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->name_row), title);

  g_signal_connect_swapped (self->save_button, "clicked", G_CALLBACK (on_save), self);
  g_signal_connect_swapped (self->name_row, "entry-activated", G_CALLBACK (on_save), self);
  g_signal_connect_swapped (self->import_button, "clicked", G_CALLBACK (on_import_clicked), self);
}
