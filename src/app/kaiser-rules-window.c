/* kaiser-rules-window.c
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

#define G_LOG_DOMAIN "kaiser-rules-window"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-application.h"
#include "kaiser-rules-window.h"

struct _KaiserRulesWindow
{
  AdwWindow   parent_instance;

  /* Template widgets */
  GtkLabel   *game_summary;
  GtkListBox *options_list;
};

G_DEFINE_FINAL_TYPE (KaiserRulesWindow, kaiser_rules_window, ADW_TYPE_WINDOW)

/* An option's value as shown.  (Human titles for the enum values are
 * being added to the engine's option table; switch to them here.) */
static char *
option_value_text (const KaiserRules *rules, const KaiserOption *option)
{
  gint v = kaiser_rules_get (rules, option);

  switch (option->type)
    {
    case KAISER_OPTION_BOOL:
      return g_strdup (v ? _("Yes") : _("No"));
    case KAISER_OPTION_ENUM:
      return g_strdup (kaiser_option_get_value_title (option, v));
    case KAISER_OPTION_INT:
    default:
      return kaiser_rules_get_string (rules, option);
    }
}

/* "Saskatchewan rules, 32 cards, first side to 52 wins. Point cards:
 * Five of Hearts +5, Three of Spades −3." (the cards as the theme names them) */
static char *
describe_rules (const KaiserRules *rules, const KaiserCardNames *names)
{
  const char *title = kaiser_rules_preset_title (rules->id);
  g_autofree char *bonus = kaiser_card_names_describe_card (names, &rules->deck, rules->deck.bonus_card);
  g_autofree char *penalty = kaiser_card_names_describe_card (names, &rules->deck, rules->deck.penalty_card);
  g_autofree char *set = title ? g_strdup_printf (_("%s rules"), title) : g_strdup (_("Custom rules"));

  /* Translators: "Saskatchewan rules: 32 cards, the first side to 52 points wins.
   * Point cards: Five of Hearts +5, Three of Spades −3." */
  return g_strdup_printf (_("%s: %u cards, the first side to %d points wins. "
                            "Point cards: %s +%d, %s −%d."),
                          set, kaiser_deck_size (&rules->deck), kaiser_rules_target (rules, FALSE),
                          bonus, ABS (rules->deck.bonus_value), penalty, ABS (rules->deck.penalty_value));
}

/**
 * kaiser_rules_window_set_rules:
 * @self: a rules window
 * @rules: the rules of the game on the table
 *
 * Fills "This Game’s Rules" from the option table.
 */
void
kaiser_rules_window_set_rules (KaiserRulesWindow     *self,
                               const KaiserRules     *rules,
                               const KaiserCardNames *names)
{
  const KaiserOption *options;
  KaiserRules standard;
  g_autofree char *summary = NULL;
  GtkWidget *child;
  guint n;

  g_return_if_fail (KAISER_IS_RULES_WINDOW (self));
  g_return_if_fail (rules != NULL);

  kaiser_rules_init_standard (&standard);
  summary = describe_rules (rules, names);
  if (!kaiser_rules_equal (rules, &standard))
    {
      /* Translators: after the description of the game's rule set */
      char *more = g_strconcat (summary, " ", _("Values that differ from the standard game are in bold."), NULL);
      g_free (summary);
      summary = more;
    }
  gtk_label_set_text (self->game_summary, summary);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->options_list))))
    gtk_list_box_remove (self->options_list, child);
  options = kaiser_rules_list_options (&n);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *value;
      g_autofree char *name = g_strdup_printf ("option-%s", options[i].name);
      g_autofree char *text = option_value_text (rules, &options[i]);
      gboolean differs = kaiser_rules_get (rules, &options[i]) != kaiser_rules_get (&standard, &options[i]);

      gtk_widget_set_name (row, name);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), kaiser_option_get_title (&options[i]));
      /* what sets this game apart stands out */
      if (differs)
        {
          g_autofree char *usual = option_value_text (&standard, &options[i]);
          /* Translators: under an option that differs from the standard game: the option's
           * description, then "Standard game: Yes" */
          g_autofree char *subtitle = g_strdup_printf (_("%s. Standard game: %s"),
                                                       kaiser_option_get_summary (&options[i]), usual);

          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
        }
      else
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), kaiser_option_get_summary (&options[i]));
      value = gtk_label_new (text);
      gtk_widget_set_name (value, "value");
      gtk_label_set_wrap (GTK_LABEL (value), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (value), 28);
      gtk_label_set_width_chars (GTK_LABEL (value), MIN (g_utf8_strlen (text, -1), 16));
      gtk_label_set_justify (GTK_LABEL (value), GTK_JUSTIFY_RIGHT);
      gtk_label_set_xalign (GTK_LABEL (value), 1);
      gtk_widget_add_css_class (value, differs ? "heading" : "dim-label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
      gtk_list_box_append (self->options_list, row);
    }
}

/**
 * kaiser_rules_window_new:
 * @parent: (nullable): the main window
 * @rules: the rules of the game on the table
 *
 * Returns: (transfer full): a new rules window, transient for @parent
 */
KaiserRulesWindow *
kaiser_rules_window_new (GtkWindow             *parent,
                         const KaiserRules     *rules,
                         const KaiserCardNames *names)
{
  KaiserRulesWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  self = g_object_new (KAISER_TYPE_RULES_WINDOW,
                       "transient-for", parent,
                       NULL);
  kaiser_rules_window_set_rules (self, rules, names);
  return self;
}

static void
kaiser_rules_window_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), KAISER_TYPE_RULES_WINDOW);

  G_OBJECT_CLASS (kaiser_rules_window_parent_class)->dispose (object);
}

static void
kaiser_rules_window_class_init (KaiserRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kaiser_rules_window_dispose;

  kaiser_application_ensure_resources ();

  gtk_widget_class_set_template_from_resource (widget_class, KAISER_RESOURCE_PATH "/kaiser-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, KaiserRulesWindow, game_summary);
  gtk_widget_class_bind_template_child (widget_class, KaiserRulesWindow, options_list);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
kaiser_rules_window_init (KaiserRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
