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
  GtkBox     *content;
  GtkLabel   *intro;
  GtkLabel   *standard_heading;
  GtkLabel   *game_heading;
  GtkLabel   *game_summary;
  GtkListBox *options_list;
};

G_DEFINE_FINAL_TYPE (KaiserRulesWindow, kaiser_rules_window, ADW_TYPE_WINDOW)

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

/* An option's row: its title, what it does, its value in this game (in
 * bold when the standard game's differs, which the row then gives). */
static GtkWidget *
option_row (const KaiserRules *rules, const KaiserRules *standard, const KaiserOption *option, gboolean differs)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *value;
  g_autofree char *name = g_strdup_printf ("option-%s", option->name);
  g_autofree char *text = kaiser_option_describe_value (option, kaiser_rules_get (rules, option));
  g_autofree char *summary = kaiser_option_describe_summary (option, &rules->deck);

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), kaiser_option_get_title (option));
  if (differs)
    {
      g_autofree char *usual = kaiser_option_describe_value (option, kaiser_rules_get (standard, option));
      /* Translators: under an option that differs from the standard game: the option's
       * description, then "Standard game: Yes" */
      g_autofree char *subtitle = g_strdup_printf (_("%s. Standard game: %s"), summary, usual);

      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
    }
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), summary);
  value = gtk_label_new (text);
  gtk_widget_set_name (value, "value");
  gtk_label_set_wrap (GTK_LABEL (value), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (value), 28);
  gtk_label_set_width_chars (GTK_LABEL (value), MIN (g_utf8_strlen (text, -1), 16));
  gtk_label_set_justify (GTK_LABEL (value), GTK_JUSTIFY_RIGHT);
  gtk_label_set_xalign (GTK_LABEL (value), 1);
  /* what sets this game apart stands out */
  gtk_widget_add_css_class (value, differs ? "heading" : "dim-label");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
  return row;
}

/* The game on the table comes first: its rules (what differs from the
 * standard game at the top of the list) right after the introduction,
 * then the standard game under a heading of its own.  For the standard
 * game itself, the description first and its options at the end. */
static void
place_game_rules (KaiserRulesWindow *self, gboolean variant)
{
  GtkWidget *before = variant ? GTK_WIDGET (self->intro) : gtk_widget_get_last_child (GTK_WIDGET (self->content));

  if (before == GTK_WIDGET (self->options_list))
    return;
  gtk_box_reorder_child_after (self->content, GTK_WIDGET (self->game_heading), before);
  gtk_box_reorder_child_after (self->content, GTK_WIDGET (self->game_summary), GTK_WIDGET (self->game_heading));
  gtk_box_reorder_child_after (self->content, GTK_WIDGET (self->options_list), GTK_WIDGET (self->game_summary));
  gtk_widget_set_visible (GTK_WIDGET (self->standard_heading), variant);
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
  if (kaiser_rules_n_seats (rules) != 4 || kaiser_rules_n_sides (rules) != 2)
    {
      /* the table, and what was chosen where its rules page is silent */
      g_autofree char *table = kaiser_rules_describe_table (rules);
      const char *notes = kaiser_rules_preset_notes (rules->id);
      /* Translators: after the description of the rule set, "3 players, each alone." */
      char *more = g_strdup_printf (_("%s %s."), summary, table);

      g_free (summary);
      summary = more;
      if (notes)
        {
          more = g_strconcat (summary, " ", notes, NULL);
          g_free (summary);
          summary = more;
        }
    }
  if (!kaiser_rules_equal (rules, &standard))
    {
      /* Translators: after the description of the game's rule set */
      char *more = g_strconcat (summary, " ", _("Values that differ from the standard game are in bold."), NULL);
      g_free (summary);
      summary = more;
    }
  gtk_label_set_text (self->game_summary, summary);
  place_game_rules (self, !kaiser_rules_equal (rules, &standard));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->options_list))))
    gtk_list_box_remove (self->options_list, child);
  options = kaiser_rules_list_options (&n);
  /* the options that set this game apart first, then the others */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < n; i++)
      {
        gboolean differs = kaiser_rules_get (rules, &options[i]) != kaiser_rules_get (&standard, &options[i]);

        if (differs == (pass == 0))
          gtk_list_box_append (self->options_list, option_row (rules, &standard, &options[i], differs));
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
  gtk_widget_class_bind_template_child (widget_class, KaiserRulesWindow, content);
  gtk_widget_class_bind_template_child (widget_class, KaiserRulesWindow, intro);
  gtk_widget_class_bind_template_child (widget_class, KaiserRulesWindow, standard_heading);
  gtk_widget_class_bind_template_child (widget_class, KaiserRulesWindow, game_heading);
  gtk_widget_class_bind_template_child (widget_class, KaiserRulesWindow, game_summary);
  gtk_widget_class_bind_template_child (widget_class, KaiserRulesWindow, options_list);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
kaiser_rules_window_init (KaiserRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
