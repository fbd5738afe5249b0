/* kaiser-preferences-window.c
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

#define G_LOG_DOMAIN "kaiser-preferences-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kaiser-a11y.h"
#include "kaiser-application.h"
#include "kaiser-card-theme.h"
#include "kaiser-preferences-window.h"
#include "kaiser-settings.h"
#include "kaiser-theme-gallery.h"

struct _KaiserPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;
  GSettings            *rules;
  GHashTable           *option_rows;      /* option name → its row */
  GPtrArray            *marked_rows;      /* rows named by the rules error */
  GtkStringList        *preset_model;
  guint                 n_presets;
  gboolean              custom_shown;     /* "Custom" is the preset model's last item */
  gboolean              updating;

  /* Template widgets */
  AdwPreferencesPage   *game_page;
  AdwPreferencesPage   *appearance_page;
  AdwPreferencesPage   *rules_page;
  AdwComboRow          *level_row;
  AdwPreferencesGroup  *theme_group;
  AdwComboRow          *animation_row;
  AdwPreferencesGroup  *error_group;
  AdwActionRow         *error_row;
  AdwComboRow          *preset_row;
  GtkButton            *reset_button;
};

G_DEFINE_FINAL_TYPE (KaiserPreferencesWindow, kaiser_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The choices of the "computer-level" and "animation-speed" keys. */
static const char * const level_ids[] = { "beginner", "standard", "expert", NULL };
static const char * const level_titles[] = { N_("Beginner"), N_("Standard"), N_("Expert"), NULL };
/* what playing against each level is like, under the level row */
static const char * const level_descriptions[] = {
  N_("Beginner: simple rules of thumb and many mistakes, to learn the game against"),
  N_("Standard: sound bidding and play, like a regular at the club"),
  N_("Expert: counts every card and looks ahead; hard to beat, slower to move"),
  NULL
};
static const char * const animation_ids[] = { "off", "fast", "normal", "slow", NULL };
static const char * const animation_titles[] = { N_("Off"), N_("Fast"), N_("Normal"), N_("Slow"), NULL };

/**
 * kaiser_preferences_window_new:
 * @parent: (nullable): the window it belongs to
 *
 * Returns: (transfer none): a new Preferences window, transient for @parent
 */
KaiserPreferencesWindow *
kaiser_preferences_window_new (GtkWindow *parent)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  return g_object_new (KAISER_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       "modal", parent != NULL,
                       NULL);
}

/* A combo row over a string key: the row's "selected" ↔ the key's value,
 * by position in a NULL-terminated list of ids. */
static gboolean
choice_get_mapping (GValue *value, GVariant *variant, gpointer user_data)
{
  const char * const *ids = user_data;
  const char *id = g_variant_get_string (variant, NULL);

  for (guint i = 0; ids[i]; i++)
    if (g_str_equal (ids[i], id))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
choice_set_mapping (const GValue *value, const GVariantType *expected_type, gpointer user_data)
{
  const char * const *ids = user_data;
  guint index = g_value_get_uint (value);

  /* GTK_INVALID_LIST_POSITION while the model changes: leave the key */
  if (index >= g_strv_length ((char **) ids))
    return NULL;
  return g_variant_new_string (ids[index]);
}

static void keep_value_whole (AdwComboRow *row);
static void on_combo_selected (AdwComboRow *row, GParamSpec *pspec, gpointer user_data);

static void
bind_choice_row (GSettings *settings, const char *key, AdwComboRow *row,
                 const char * const *ids, const char * const *titles)
{
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);

  for (guint i = 0; ids[i]; i++)
    gtk_string_list_append (model, _(titles[i]));
  adw_combo_row_set_model (row, G_LIST_MODEL (model));
  g_settings_bind_with_mapping (settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                choice_get_mapping, choice_set_mapping, (gpointer) ids, NULL);
  keep_value_whole (row);
  g_signal_connect (row, "notify::selected", G_CALLBACK (on_combo_selected), NULL);
}

static void
on_level_selected (AdwComboRow *row, GParamSpec *pspec, gpointer user_data)
{
  guint index = adw_combo_row_get_selected (row);
  g_autofree char *subtitle = NULL;

  if (index >= G_N_ELEMENTS (level_descriptions) - 1)
    return;
  /* Translators: under "Computer players": what the chosen level is like, then when it applies */
  subtitle = g_strdup_printf (_("%s. From the next new game."), _(level_descriptions[index]));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
}

/* The rules */

/* A number where 0 turns the option off reads as the Rules window has
 * it ("None" for 0). */
static gboolean
on_spin_output (GtkSpinButton *spin, const KaiserOption *option)
{
  g_autofree char *text = NULL;

  if (gtk_spin_button_get_value_as_int (spin) != 0)
    return FALSE;
  text = kaiser_option_describe_value (option, 0);
  gtk_editable_set_text (GTK_EDITABLE (spin), text);
  return TRUE;
}

static int
on_spin_input (GtkSpinButton *spin, double *new_value, const KaiserOption *option)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (spin));
  g_autofree char *off = kaiser_option_describe_value (option, 0);

  if (g_utf8_collate (text, off) != 0 && g_ascii_strcasecmp (text, "none") != 0)
    return FALSE;
  *new_value = 0;
  return TRUE;
}

static GtkWidget *
find_inline_view (GtkWidget *widget)
{
  if (GTK_IS_LIST_VIEW (widget) && gtk_widget_has_css_class (widget, "inline"))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_inline_view (child);
      if (found)
        return found;
    }
  return NULL;
}

/* A combo row lays out its subtitle on as few lines as the row's height
 * allows and ellipsizes the value to make room ("Hi…"): the value (the
 * row's inline list view) is kept as wide as the chosen value's title,
 * so the subtitle wraps instead.  Nothing happens if libadwaita is built
 * otherwise. */
static void
keep_value_whole (AdwComboRow *row)
{
  GtkWidget *view = find_inline_view (GTK_WIDGET (row));
  GObject *item = adw_combo_row_get_selected_item (row);
  g_autoptr(PangoLayout) layout = NULL;
  int width;

  if (view == NULL || item == NULL || !GTK_IS_STRING_OBJECT (item))
    return;
  layout = gtk_widget_create_pango_layout (view, gtk_string_object_get_string (GTK_STRING_OBJECT (item)));
  pango_layout_get_pixel_size (layout, &width, NULL);
  /* with the list item's own padding */
  gtk_widget_set_size_request (view, width + 6, -1);
}

static void
on_combo_selected (AdwComboRow *row, GParamSpec *pspec, gpointer user_data)
{
  keep_value_whole (row);
}

static GtkWidget *
option_row (KaiserPreferencesWindow *self, const KaiserOption *o)
{
  GtkWidget *row;

  switch (o->type)
    {
    case KAISER_OPTION_BOOL:
      {
        GtkWidget *toggle = gtk_switch_new ();

        row = adw_action_row_new ();
        gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
        adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
        g_settings_bind (self->rules, o->name, toggle, "active", G_SETTINGS_BIND_DEFAULT);
        break;
      }
    case KAISER_OPTION_INT:
      {
        GtkAdjustment *adjustment = gtk_adjustment_new (o->min, o->min, o->max, 1, 10, 0);
        GtkWidget *spin = gtk_spin_button_new (adjustment, 1, 0);

        row = adw_action_row_new ();
        gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
        gtk_editable_set_width_chars (GTK_EDITABLE (spin), 4);
        if (o->min == 0)
          {
            g_signal_connect (spin, "output", G_CALLBACK (on_spin_output), (gpointer) o);
            g_signal_connect (spin, "input", G_CALLBACK (on_spin_input), (gpointer) o);
          }
        else
          gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
        adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
        g_settings_bind (self->rules, o->name, spin, "value", G_SETTINGS_BIND_DEFAULT);
        break;
      }
    case KAISER_OPTION_ENUM:
    default:
      {
        g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);

        row = adw_combo_row_new ();
        for (gint v = o->min; v <= o->max; v++)
          gtk_string_list_append (model, kaiser_option_get_value_title (o, v));
        adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
        g_settings_bind_with_mapping (self->rules, o->name, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                      choice_get_mapping, choice_set_mapping, (gpointer) o->values, NULL);
        break;
      }
    }

  /* the option's code (V12, "pot") is for kaiser-cli rules show, never shown here */
  gtk_widget_set_name (row, o->name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), kaiser_option_get_title (o));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), kaiser_option_get_summary (o));
  if (o->type == KAISER_OPTION_ENUM)
    {
      keep_value_whole (ADW_COMBO_ROW (row));
      g_signal_connect (row, "notify::selected", G_CALLBACK (on_combo_selected), NULL);
    }
  g_hash_table_insert (self->option_rows, (gpointer) o->name, row);
  return row;
}

static void
add_option_rows (KaiserPreferencesWindow *self)
{
  guint n;
  const KaiserOption *options = kaiser_rules_list_options (&n);

  for (guint g = 0; g < KAISER_N_OPTION_GROUPS; g++)
    {
      AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());

      adw_preferences_group_set_title (group, kaiser_option_group_title ((KaiserOptionGroup) g));
      for (guint i = 0; i < n; i++)
        if (options[i].group == g)
          adw_preferences_group_add (group, option_row (self, &options[i]));
      adw_preferences_page_add (self->rules_page, group);
    }
}

/* The validator names the contradicting options in brackets at the end:
 * "Low no-trump needs no-trump bids (low-no-trump, no-trump)".  Shown as
 * the sentence, then the options by their titles; their rows are marked. */
static void
show_rules_error (KaiserPreferencesWindow *self, const char *message)
{
  g_autofree char *sentence = g_strdup (message);
  g_autoptr(GPtrArray) titles = g_ptr_array_new ();
  g_autofree char *subtitle = NULL;
  g_autofree char *preset = NULL;
  const char *fallback;
  char *open = g_strrstr (sentence, " (");

  if (open && g_str_has_suffix (open, ")"))
    {
      g_autofree char *inside = g_strndup (open + 2, strlen (open) - 3);
      g_auto(GStrv) names = g_strsplit (inside, ", ", -1);
      gboolean all_options = names[0] != NULL;

      for (guint i = 0; names[i]; i++)
        all_options = all_options && g_hash_table_contains (self->option_rows, names[i]);
      if (all_options)
        {
          *open = '\0';
          for (guint i = 0; names[i]; i++)
            {
              GtkWidget *row = g_hash_table_lookup (self->option_rows, names[i]);

              /* a warning sign, not the error colour, which would make a switch look off */
              g_ptr_array_add (titles, (gpointer) adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
              adw_action_row_set_icon_name (ADW_ACTION_ROW (row), "dialog-warning-symbolic");
              g_ptr_array_add (self->marked_rows, row);
            }
        }
    }
  /* what kaiser_settings_load_rules plays instead */
  preset = g_settings_get_string (self->settings, "rules-preset");
  fallback = kaiser_rules_preset_title (preset) ? kaiser_rules_preset_title (preset) : kaiser_rules_preset_title ("standard");
  if (titles->len == 1)
    /* Translators: an option's title, then a rule set ("Standard") */
    subtitle = g_strdup_printf (_("Change “%s”. Until then new games use the %s rules."),
                                (char *) titles->pdata[0], fallback);
  else if (titles->len >= 2)
    /* Translators: the titles of two rules options that contradict each other, then a rule set ("Standard") */
    subtitle = g_strdup_printf (_("Change “%s” or “%s”. Until then new games use the %s rules."),
                                (char *) titles->pdata[0], (char *) titles->pdata[1], fallback);
  else
    /* Translators: a rule set ("Standard") */
    subtitle = g_strdup_printf (_("Until this is changed new games use the %s rules."), fallback);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->error_row), sentence);
  adw_action_row_set_subtitle (self->error_row, subtitle);
}

static void
update_preset_row (KaiserPreferencesWindow *self)
{
  const char * const *presets = kaiser_rules_list_presets ();
  const char *match = kaiser_settings_match_preset (self->rules);
  guint index = self->n_presets;

  for (guint i = 0; i < self->n_presets; i++)
    if (g_str_equal (presets[i], match))
      index = i;
  self->updating = TRUE;
  if (index == self->n_presets && !self->custom_shown)
    {
      gtk_string_list_append (self->preset_model, C_("rules", "Custom"));
      self->custom_shown = TRUE;
    }
  /* nothing to reset when the rules are the standard ones */
  gtk_widget_set_sensitive (GTK_WIDGET (self->reset_button), !g_str_equal (match, "standard"));
  if (adw_combo_row_get_selected (self->preset_row) != index)
    adw_combo_row_set_selected (self->preset_row, index);
  if (index < self->n_presets && self->custom_shown)
    {
      gtk_string_list_remove (self->preset_model, self->n_presets);
      self->custom_shown = FALSE;
    }
  /* the table, when not four in two partnerships: "3 players, each alone" */
  {
    KaiserRules rules;

    if (kaiser_settings_peek_rules (self->rules, &rules) && kaiser_rules_n_seats (&rules) != 4)
      {
        g_autofree char *table = kaiser_rules_describe_table (&rules);
        adw_action_row_set_subtitle (ADW_ACTION_ROW (self->preset_row), table);
      }
    else
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->preset_row), _("A regional rule set, or your own choice of rules below"));
  }
  self->updating = FALSE;
}

/* Each option row as the rules stand: one that means nothing now (the
 * no-trump options without no-trump bids) cannot be switched; the
 * summaries name the pack's own point cards (0♥ and 0♠ in Joffre's). */
static void
update_option_rows (KaiserPreferencesWindow *self)
{
  KaiserRules rules;
  guint n;
  const KaiserOption *options = kaiser_rules_list_options (&n);

  if (!kaiser_settings_peek_rules (self->rules, &rules))
    return;
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = g_hash_table_lookup (self->option_rows, options[i].name);
      g_autofree char *summary = kaiser_option_describe_summary (&options[i], &rules.deck);

      if (row == NULL)
        continue;
      /* a row named in a contradiction stays switchable, to mend it */
      gtk_widget_set_sensitive (row, kaiser_option_applies (&options[i], &rules) ||
                                     g_ptr_array_find (self->marked_rows, row, NULL));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), summary);
    }
}

static void
update_rules_state (KaiserPreferencesWindow *self)
{
  g_autoptr(GError) error = NULL;
  KaiserRules rules;
  gboolean valid = kaiser_settings_read_rules (self->rules, &rules, &error);

  for (guint i = 0; i < self->marked_rows->len; i++)
    adw_action_row_set_icon_name (g_ptr_array_index (self->marked_rows, i), NULL);
  g_ptr_array_set_size (self->marked_rows, 0);
  if (!valid)
    show_rules_error (self, error->message);
  gtk_widget_set_visible (GTK_WIDGET (self->error_group), !valid);
  update_option_rows (self);
  update_preset_row (self);
}

static void
on_rules_changed (GSettings *rules, const char *key, KaiserPreferencesWindow *self)
{
  update_rules_state (self);
}

/* A rule set with a pack of its own (Joffre; Les Rois and Hétu, played
 * with the old Québec packs): offer its card theme once, in a toast with
 * a button; whatever the player does, it is not offered again. */
static void
offer_theme (KaiserPreferencesWindow *self, const char *preset)
{
  g_autoptr(KaiserCardThemeInfo) info = kaiser_card_theme_find_for_preset (preset);
  g_autofree char *current = g_settings_get_string (self->settings, "card-theme");
  g_auto(GStrv) offered = g_settings_get_strv (self->settings, "theme-offers");
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) now_offered = NULL;
  g_autofree char *title = NULL;
  AdwToast *toast;

  if (info == NULL || g_str_equal (current, info->id) || g_strv_contains ((const char * const *) offered, preset))
    return;
  builder = g_strv_builder_new ();
  g_strv_builder_addv (builder, (const char **) offered);
  g_strv_builder_add (builder, preset);
  now_offered = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "theme-offers", (const char * const *) now_offered);

  /* Translators: a toast when a rule set is chosen, "Les Rois is played with the Québec cards" */
  title = g_strdup_printf (_("%s is played with the %s cards"), kaiser_rules_preset_title (preset), info->name);
  toast = adw_toast_new (title);
  adw_toast_set_button_label (toast, _("_Use Them"));
  adw_toast_set_action_name (toast, "prefs.use-theme");
  adw_toast_set_action_target_value (toast, g_variant_new_string (info->id));
  adw_toast_set_timeout (toast, 10);
  adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (self), toast);
}

static void
use_theme_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserPreferencesWindow *self = KAISER_PREFERENCES_WINDOW (widget);

  if (self->settings)
    g_settings_set_string (self->settings, "card-theme", g_variant_get_string (parameter, NULL));
}

static void
choose_preset (KaiserPreferencesWindow *self, const char *preset)
{
  g_autoptr(GError) error = NULL;

  if (!kaiser_settings_write_preset (self->rules, preset, &error))
    {
      g_warning ("%s", error->message);
      return;
    }
  g_settings_set_string (self->settings, "rules-preset", preset);
  offer_theme (self, preset);
}

static void
on_preset_selected (AdwComboRow *row, GParamSpec *pspec, KaiserPreferencesWindow *self)
{
  guint index = adw_combo_row_get_selected (row);

  /* "Custom" is not a choice but the name of what the keys hold */
  if (self->updating || index >= self->n_presets)
    return;
  choose_preset (self, kaiser_rules_list_presets ()[index]);
}

static void
on_reset_clicked (GtkButton *button, KaiserPreferencesWindow *self)
{
  choose_preset (self, "standard");
}

static void
setup_rules_page (KaiserPreferencesWindow *self)
{
  const char * const *presets = kaiser_rules_list_presets ();

  self->preset_model = gtk_string_list_new (NULL);
  for (self->n_presets = 0; presets[self->n_presets]; self->n_presets++)
    gtk_string_list_append (self->preset_model, kaiser_rules_preset_title (presets[self->n_presets]));
  adw_combo_row_set_model (self->preset_row, G_LIST_MODEL (self->preset_model));
  add_option_rows (self);
  update_rules_state (self);
  g_signal_connect_object (self->rules, "changed", G_CALLBACK (on_rules_changed), self, 0);
  g_signal_connect (self->preset_row, "notify::selected", G_CALLBACK (on_preset_selected), self);
  g_signal_connect (self->reset_button, "clicked", G_CALLBACK (on_reset_clicked), self);
}

static void
kaiser_preferences_window_dispose (GObject *object)
{
  KaiserPreferencesWindow *self = KAISER_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), KAISER_TYPE_PREFERENCES_WINDOW);
  G_OBJECT_CLASS (kaiser_preferences_window_parent_class)->dispose (object);
}

static void
kaiser_preferences_window_finalize (GObject *object)
{
  KaiserPreferencesWindow *self = KAISER_PREFERENCES_WINDOW (object);

  g_clear_object (&self->rules);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->option_rows, g_hash_table_unref);
  g_clear_pointer (&self->marked_rows, g_ptr_array_unref);
  g_clear_object (&self->preset_model);
  G_OBJECT_CLASS (kaiser_preferences_window_parent_class)->finalize (object);
}

static void
kaiser_preferences_window_class_init (KaiserPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kaiser_preferences_window_dispose;
  object_class->finalize = kaiser_preferences_window_finalize;

  kaiser_application_ensure_resources ();

  gtk_widget_class_set_template_from_resource (widget_class, KAISER_RESOURCE_PATH "/kaiser-preferences-window.ui");
  gtk_widget_class_install_action (widget_class, "prefs.use-theme", "s", use_theme_action);
  gtk_widget_class_bind_template_child (widget_class, KaiserPreferencesWindow, game_page);
  gtk_widget_class_bind_template_child (widget_class, KaiserPreferencesWindow, rules_page);
  gtk_widget_class_bind_template_child (widget_class, KaiserPreferencesWindow, level_row);
  gtk_widget_class_bind_template_child (widget_class, KaiserPreferencesWindow, theme_group);
  gtk_widget_class_bind_template_child (widget_class, KaiserPreferencesWindow, appearance_page);
  gtk_widget_class_bind_template_child (widget_class, KaiserPreferencesWindow, animation_row);
  gtk_widget_class_bind_template_child (widget_class, KaiserPreferencesWindow, error_group);
  gtk_widget_class_bind_template_child (widget_class, KaiserPreferencesWindow, error_row);
  gtk_widget_class_bind_template_child (widget_class, KaiserPreferencesWindow, preset_row);
  gtk_widget_class_bind_template_child (widget_class, KaiserPreferencesWindow, reset_button);
}

static void
kaiser_preferences_window_init (KaiserPreferencesWindow *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  GtkWidget *gallery;

  gtk_widget_init_template (GTK_WIDGET (self));
  kaiser_a11y_name_mnemonic_buttons (GTK_WIDGET (self));
  self->option_rows = g_hash_table_new (g_str_hash, g_str_equal);
  self->marked_rows = g_ptr_array_new ();

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema != NULL)
    {
      self->settings = g_settings_new_full (schema, NULL, NULL);
      self->rules = kaiser_settings_get_rules_settings (self->settings);
    }
  if (self->rules == NULL)
    {
      /* nothing could be saved: say so rather than offer dead switches */
      g_message ("GSettings schema %s (with its rules child) not found, preferences cannot be saved", APP_ID);
      gtk_widget_set_sensitive (GTK_WIDGET (self->game_page), FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->appearance_page), FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->rules_page), FALSE);
      return;
    }
  kaiser_settings_sync_preset (self->settings);
  bind_choice_row (self->settings, "computer-level", self->level_row, level_ids, level_titles);
  g_signal_connect (self->level_row, "notify::selected", G_CALLBACK (on_level_selected), NULL);
  on_level_selected (self->level_row, NULL, NULL);
  bind_choice_row (self->settings, "animation-speed", self->animation_row, animation_ids, animation_titles);
  gallery = kaiser_theme_gallery_new (self->settings);
  gtk_widget_set_name (gallery, "theme-gallery");
  adw_preferences_group_add (self->theme_group, gallery);
  setup_rules_page (self);
}
