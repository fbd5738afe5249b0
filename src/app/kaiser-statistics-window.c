/* kaiser-statistics-window.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-statistics-window"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-a11y.h"
#include "kaiser-statistics-window.h"

/* The levels shown, in order; KAISER_LEVEL_RANDOM is a test opponent. */
static const KaiserLevel levels[] = { KAISER_LEVEL_BEGINNER, KAISER_LEVEL_STANDARD, KAISER_LEVEL_EXPERT };
static const char * const level_titles[] = { N_("Against Beginner"), N_("Against Standard"), N_("Against Expert") };

enum {
  ROW_GAMES,
  ROW_SUIT,
  ROW_NO_TRUMP,
  ROW_LOW_NO_TRUMP,
  ROW_FIVE,
  ROW_THREE,
  ROW_POINTS_LOST,
  ROW_BIDS,
  N_ROWS
};

static const struct {
  const char *id;
  const char *title;
  const char *subtitle;
} rows[N_ROWS] = {
  { "games", N_("Games won"), NULL },
  { "suit", N_("Suit contracts"), N_("Made by your side of those it declared") },
  { "no-trump", N_("No-trump contracts"), N_("Made by your side of those it declared") },
  { "low-no-trump", N_("Low no-trump contracts"), N_("Made by your side of those it declared") },
  { "five", N_("The +5 card taken"), N_("Hands your side took it in") },
  { "three", N_("The −3 card taken"), N_("Hands your side took it in") },
  { "points-lost", N_("Points lost to mistakes"), N_("In a reviewed hand, on average") },
  { "bids", N_("Bids as the Expert’s"), N_("Your bids the Expert would have made") },
};

struct _KaiserStatisticsWindow
{
  AdwPreferencesWindow  parent_instance;

  KaiserStatistics     *statistics;
  KaiserGameStore      *store;
  AdwPreferencesGroup  *groups[G_N_ELEMENTS (levels)];
  GtkLabel             *labels[G_N_ELEMENTS (levels)][N_ROWS];
  GtkWidget            *rows[G_N_ELEMENTS (levels)][N_ROWS];
  GtkLabel             *all_labels[5];
};

G_DEFINE_FINAL_TYPE (KaiserStatisticsWindow, kaiser_statistics_window, ADW_TYPE_PREFERENCES_WINDOW)

static guint
percent (guint part, guint whole)
{
  return (guint) (((guint64) part * 100 + whole / 2) / whole);
}

/* "3 of 5 · 60 %", or "—" before anything */
static char *
part_of (guint part, guint whole)
{
  if (whole == 0)
    return g_strdup ("—");
  /* Translators: "3 of 5 · 60 %": 3 games won of 5 played, 60 per cent */
  return g_strdup_printf (_("%u of %u · %u %%"), part, whole, percent (part, whole));
}

static char *
contract_text (const KaiserLevelStatistics *s, KaiserContractKind kind)
{
  g_autofree char *made = NULL;

  if (s->declared[kind] == 0)
    return g_strdup ("—");
  made = part_of (s->made[kind], s->declared[kind]);
  /* Translators: "3 of 4 · 75 % · set 1": made, then set */
  return g_strdup_printf (_("%s · set %u"), made, s->set[kind]);
}

static void
update (KaiserStatisticsWindow *self)
{
  if (self->store)
    {
      KaiserGameStatistics all;
      guint values[5];

      kaiser_game_store_get_statistics (self->store, &all);
      values[0] = all.played;
      values[1] = all.won;
      values[2] = all.lost;
      values[3] = all.abandoned;
      values[4] = all.undos;
      for (guint i = 0; i < G_N_ELEMENTS (values); i++)
        {
          char text[16];

          g_snprintf (text, sizeof text, "%u", values[i]);
          gtk_label_set_text (self->all_labels[i], text);
        }
    }
  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    {
      KaiserLevelStatistics s;
      gboolean readable = kaiser_statistics_get (self->statistics, levels[l], &s);
      gboolean empty;
      char *texts[N_ROWS];

      if (!readable)
        {
          g_autofree char *stored = kaiser_statistics_get_damaged_text (self->statistics, levels[l]);
          g_autofree char *text = g_strdup_printf (_("These figures could not be read. They are kept as they are, not counted on: %s"),
                                                   stored);

          adw_preferences_group_set_description (self->groups[l], text);
          for (guint r = 0; r < N_ROWS; r++)
            gtk_widget_set_visible (self->rows[l][r], FALSE);
          continue;
        }
      empty = s.games_played == 0 && s.hands_played == 0 && s.reviewed_hands == 0;
      adw_preferences_group_set_description (self->groups[l], empty ? _("No game finished at this level yet") : NULL);
      texts[ROW_GAMES] = part_of (s.games_won, s.games_played);
      texts[ROW_SUIT] = contract_text (&s, KAISER_CONTRACT_SUIT);
      texts[ROW_NO_TRUMP] = contract_text (&s, KAISER_CONTRACT_NO_TRUMP);
      texts[ROW_LOW_NO_TRUMP] = contract_text (&s, KAISER_CONTRACT_LOW_NO_TRUMP);
      texts[ROW_FIVE] = part_of (s.five_taken, s.hands_played);
      texts[ROW_THREE] = part_of (s.three_taken, s.hands_played);
      if (s.reviewed_hands == 0)
        texts[ROW_POINTS_LOST] = g_strdup ("—");
      else
        /* Translators: "1.5 · 12 hands": points lost a hand, of how many reviewed */
        texts[ROW_POINTS_LOST] = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%.1f · %u hand", "%.1f · %u hands", s.reviewed_hands),
                                                  s.points_lost / 10.0 / s.reviewed_hands, s.reviewed_hands);
      texts[ROW_BIDS] = part_of (s.bids_as_expert, s.bids);
      for (guint r = 0; r < N_ROWS; r++)
        {
          gtk_label_set_text (self->labels[l][r], texts[r]);
          /* a level not played yet: its heading says so, one row of "—" only */
          gtk_widget_set_visible (self->rows[l][r], !empty || r == ROW_GAMES);
          g_free (texts[r]);
        }
    }
}

static void
on_reset_response (AdwMessageDialog       *dialog,
                   const char             *response,
                   KaiserStatisticsWindow *self)
{
  if (g_strcmp0 (response, "reset") != 0)
    return;
  kaiser_statistics_reset (self->statistics);
  if (self->store)
    kaiser_game_store_reset_statistics (self->store);
}

static void
reset_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  KaiserStatisticsWindow *self = KAISER_STATISTICS_WINDOW (widget);
  AdwMessageDialog *dialog;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Reset Statistics?"),
                                                       _("Every figure of every level goes back to nothing, the games won, lost and abandoned too. This cannot be undone.")));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "reset", _("_Reset"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "reset", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_reset_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static GtkLabel *
add_row (AdwPreferencesGroup *group, const char *name, const char *title, const char *subtitle, GtkWidget **row_out)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new ("—");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_name (label, name);
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (group, row);
  if (row_out)
    *row_out = row;
  return GTK_LABEL (label);
}

static void
build (KaiserStatisticsWindow *self)
{
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  AdwPreferencesGroup *group;
  GtkWidget *button;

  adw_preferences_page_set_title (page, _("Statistics"));
  adw_preferences_page_set_icon_name (page, "view-list-symbolic");
  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    {
      group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
      self->groups[l] = group;
      gtk_widget_set_name (GTK_WIDGET (group), kaiser_level_to_string (levels[l]));
      adw_preferences_group_set_title (group, _(level_titles[l]));
      for (guint r = 0; r < N_ROWS; r++)
        {
          g_autofree char *name = g_strdup_printf ("%s-%s", kaiser_level_to_string (levels[l]), rows[r].id);

          self->labels[l][r] = add_row (group, name, _(rows[r].title), rows[r].subtitle ? _(rows[r].subtitle) : NULL,
                                        &self->rows[l][r]);
        }
      adw_preferences_page_add (page, group);
    }
  if (self->store)
    {
      static const char * const titles[] = { N_("Games played"), N_("Won"), N_("Lost"), N_("Abandoned"), N_("Undo used") };
      static const char * const names[] = { "all-played", "all-won", "all-lost", "all-abandoned", "all-undos" };

      group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
      adw_preferences_group_set_title (group, _("All Levels"));
      adw_preferences_group_set_description (group, _("Practice deals are not counted"));
      for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
        self->all_labels[i] = add_row (group, names[i], _(titles[i]), NULL, NULL);
      adw_preferences_page_add (page, group);
    }
  group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  button = gtk_button_new_with_mnemonic (_("_Reset Statistics…"));
  kaiser_a11y_name_mnemonic_buttons (button);
  gtk_widget_set_name (button, "reset-statistics");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "destructive-action");
  gtk_widget_add_css_class (button, "pill");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "statistics.reset");
  adw_preferences_group_add (group, button);
  adw_preferences_page_add (page, group);
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self), page);
}

static void
kaiser_statistics_window_dispose (GObject *object)
{
  KaiserStatisticsWindow *self = KAISER_STATISTICS_WINDOW (object);

  g_clear_object (&self->statistics);
  g_clear_object (&self->store);
  G_OBJECT_CLASS (kaiser_statistics_window_parent_class)->dispose (object);
}

static void
kaiser_statistics_window_class_init (KaiserStatisticsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kaiser_statistics_window_dispose;
  gtk_widget_class_install_action (widget_class, "statistics.reset", NULL, reset_action);
}

static void
kaiser_statistics_window_init (KaiserStatisticsWindow *self)
{
  gtk_window_set_title (GTK_WINDOW (self), _("Statistics"));
  gtk_window_set_default_size (GTK_WINDOW (self), 560, 720);
  adw_preferences_window_set_search_enabled (ADW_PREFERENCES_WINDOW (self), FALSE);
}

KaiserStatisticsWindow *
kaiser_statistics_window_new (GtkWindow        *parent,
                              KaiserStatistics *statistics,
                              KaiserGameStore  *store)
{
  KaiserStatisticsWindow *self;

  g_return_val_if_fail (KAISER_IS_STATISTICS (statistics), NULL);
  g_return_val_if_fail (store == NULL || KAISER_IS_GAME_STORE (store), NULL);

  self = g_object_new (KAISER_TYPE_STATISTICS_WINDOW,
                       "transient-for", parent,
                       "modal", parent != NULL,
                       NULL);
  self->statistics = g_object_ref (statistics);
  self->store = store ? g_object_ref (store) : NULL;
  build (self);
  g_signal_connect_object (statistics, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  if (store)
    g_signal_connect_object (store, "statistics-changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  update (self);
  return self;
}
