/* test-rules-window.c: the Rules window (F1) explains the game and lists
 * the options of the game on the table, under xvfb-run. */
#include "config.h"

#include "kaiser-application.h"
#include "kaiser-rules-window.h"
#include "kaiser-window.h"
#include "kaiser-test-ui.h"

/* Any label whose text holds @text. */
static gboolean
has_label_with (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    if (has_label_with (child, text))
      return TRUE;
  return FALSE;
}

/* The value shown in the row of option @name. */
static const char *
option_value (GtkWidget *window, const char *name)
{
  g_autofree char *row_name = g_strdup_printf ("option-%s", name);
  GtkWidget *row = kaiser_test_find_named (window, row_name);
  GtkWidget *value;

  g_assert_nonnull (row);
  value = kaiser_test_find_named (row, "value");
  g_assert_nonnull (value);
  return gtk_label_get_text (GTK_LABEL (value));
}

static GtkWindow *
find_rules_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (KAISER_IS_RULES_WINDOW (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

/* F1 on a Saskatchewan game: its values; another game on the table: its values. */
static void
test_rules_window_current_game (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".Rules", G_APPLICATION_NON_UNIQUE);
  g_autoptr(KaiserGame) standard_game = NULL;
  KaiserWindow *window;
  GtkWidget *rules;
  GtkWidget *summary;
  KaiserRules standard;

  g_settings_set_string (settings, "computer-level", "beginner");
  g_settings_set_string (settings, "rules-preset", "saskatchewan");
  kaiser_test_clear_in_progress ();
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = kaiser_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_cmpstr (kaiser_game_get_rules (kaiser_window_get_game (window))->id, ==, "saskatchewan");
  kaiser_test_iterate (50);

  g_assert_null (find_rules_window ());
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.rules", NULL));
  kaiser_test_iterate (100);
  rules = GTK_WIDGET (find_rules_window ());
  g_assert_nonnull (rules);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (rules)) == GTK_WINDOW (window));

  /* the explanation is there */
  g_assert_true (has_label_with (rules, "dealer’s privilege"));
  g_assert_true (has_label_with (rules, "5♥"));
  g_assert_true (has_label_with (rules, "bid-out"));
  /* and this game's rules */
  summary = kaiser_test_find_named (rules, "game-summary");
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (summary)), "Saskatchewan"));
  g_assert_cmpstr (option_value (rules, "min-bid"), ==, "7");
  g_assert_cmpstr (option_value (rules, "no-trump-raise"), ==, "62");
  g_assert_cmpstr (option_value (rules, "target"), ==, "52");
  g_assert_cmpstr (option_value (rules, "no-trump"), ==, "Yes");
  g_assert_cmpstr (option_value (rules, "bid-out-raise"), ==, kaiser_option_get_value_title (kaiser_rules_find_option ("bid-out-raise"), KAISER_BID_OUT_RAISE_10));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (kaiser_test_find_named (rules, "option-min-bid"))), "6"));

  /* a standard game on the table: the open window follows */
  kaiser_rules_init_standard (&standard);
  standard_game = kaiser_game_new (&standard, 5);
  kaiser_window_set_game (window, standard_game);
  kaiser_test_iterate (50);
  g_assert_cmpstr (option_value (rules, "min-bid"), ==, "6");
  /* as Preferences has it: the 0 that turns the raise off is "None" */
  g_assert_cmpstr (option_value (rules, "no-trump-raise"), ==, "None");
  summary = kaiser_test_find_named (rules, "game-summary");
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (summary)), "Standard"));

  /* F1 again presents the same window */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.rules", NULL));
  kaiser_test_iterate (50);
  g_assert_true (GTK_WIDGET (find_rules_window ()) == rules);

  gtk_window_destroy (GTK_WINDOW (rules));
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* Every preset: the option rows show its values, the summary its special cards. */
static void
test_rules_window_presets (void)
{
  for (const char * const *p = kaiser_rules_list_presets (); *p; p++)
    {
      KaiserRules rules;
      KaiserRulesWindow *window;
      const char *summary;
      const KaiserOption *options;
      guint n;
      g_autofree char *bonus = NULL;
      g_autofree char *target = NULL;

      g_test_message ("%s", *p);
      g_assert_true (kaiser_rules_init_preset (&rules, *p, NULL));
      window = kaiser_rules_window_new (NULL, &rules, NULL);
      summary = gtk_label_get_text (GTK_LABEL (kaiser_test_find_named (GTK_WIDGET (window), "game-summary")));
      bonus = kaiser_deck_card_describe (&rules.deck, rules.deck.bonus_card);
      target = g_strdup_printf (" %d ", rules.target);
      g_test_message ("  %s", summary);
      g_assert_nonnull (strstr (summary, kaiser_rules_preset_title (*p)));
      g_assert_nonnull (strstr (summary, bonus));
      g_assert_nonnull (strstr (summary, target));
      options = kaiser_rules_list_options (&n);
      for (guint i = 0; i < n; i++)
        {
          gint v = kaiser_rules_get (&rules, &options[i]);
          g_autofree char *number = kaiser_rules_get_string (&rules, &options[i]);
          /* the words people read: yes or no, the value's title, the number, "None" for an option off */
          const char *expected = options[i].type == KAISER_OPTION_BOOL ? (v ? "Yes" : "No")
                               : options[i].type == KAISER_OPTION_ENUM ? kaiser_option_get_value_title (&options[i], v)
                               : (v == 0 && options[i].min == 0) ? "None"
                               : number;
          g_assert_cmpstr (option_value (GTK_WIDGET (window), options[i].name), ==, expected);
        }
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* 000_5ed066fa22fca3eb.txt, "Kaiser for 2, 3, 5 or 6 Players": the game
 * of another table says its table and what was chosen where the page is
 * silent; the four-handed games say neither. */
static void
test_rules_window_tables (void)
{
  static const struct { const char *preset, *table; } tables[] = {
    { "two-players", "2 players, each alone." },
    { "three-players", "3 players, each alone." },
    { "five-players", "5 players, each alone." },
    { "six-players", "6 players in 3 sides of 2." },
    { "six-players-threes", "6 players in 2 sides of 3." },
    { "standard", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      KaiserRules rules;
      KaiserRulesWindow *window;
      const char *summary;

      g_assert_true (kaiser_rules_init_preset (&rules, tables[i].preset, NULL));
      window = kaiser_rules_window_new (NULL, &rules, NULL);
      summary = gtk_label_get_text (GTK_LABEL (kaiser_test_find_named (GTK_WIDGET (window), "game-summary")));
      g_test_message ("%s", summary);
      if (tables[i].table)
        {
          g_assert_nonnull (strstr (summary, tables[i].table));
          g_assert_nonnull (strstr (summary, kaiser_rules_preset_notes (tables[i].preset)));
        }
      else
        g_assert_null (strstr (summary, "players"));
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

static int
position (GtkWidget *widget)
{
  int i = 0;

  for (GtkWidget *w = gtk_widget_get_prev_sibling (widget); w; w = gtk_widget_get_prev_sibling (w))
    i++;
  return i;
}

/* The label whose text holds @text, or NULL. */
static GtkWidget *
label_with (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = label_with (child, text);
      if (found)
        return found;
    }
  return NULL;
}

/* A Les Rois game: its rules come first, what differs from the standard
 * game at the top of the list, the standard game after them under a
 * heading of its own; a standard game: the description, then its options. */
static void
test_rules_window_game_first (void)
{
  KaiserRules rules, standard;
  KaiserRulesWindow *window;
  GtkWidget *heading, *privilege, *list, *standard_heading;
  gboolean differing = TRUE;
  guint n_first = 0;

  g_assert_true (kaiser_rules_init_preset (&rules, "les-rois", NULL));
  kaiser_rules_init_standard (&standard);
  window = kaiser_rules_window_new (NULL, &rules, NULL);
  heading = kaiser_test_find_named (GTK_WIDGET (window), "game-heading");
  standard_heading = kaiser_test_find_named (GTK_WIDGET (window), "standard-heading");
  privilege = label_with (GTK_WIDGET (window), "dealer’s privilege");
  list = kaiser_test_find_named (GTK_WIDGET (window), "options-list");
  g_assert_nonnull (heading);
  g_assert_nonnull (standard_heading);
  g_assert_true (gtk_widget_get_parent (heading) == gtk_widget_get_parent (privilege));
  g_assert_cmpint (position (heading), <, position (privilege));
  g_assert_cmpint (position (list), <, position (standard_heading));
  g_assert_cmpint (position (standard_heading), <, position (privilege));
  g_assert_true (gtk_widget_get_visible (standard_heading));
  /* the options that differ first */
  for (GtkWidget *row = gtk_widget_get_first_child (list); row; row = gtk_widget_get_next_sibling (row))
    {
      const KaiserOption *option = kaiser_rules_find_option (gtk_widget_get_name (row) + strlen ("option-"));
      gboolean differs = kaiser_rules_get (&rules, option) != kaiser_rules_get (&standard, option);

      g_assert_nonnull (option);
      g_assert_true (differing || !differs);
      differing = differs;
      n_first += differing;
    }
  g_assert_false (differing);
  g_assert_cmpuint (n_first, >, 0);

  /* the standard game: the description is its rules */
  kaiser_rules_window_set_rules (window, &standard, NULL);
  g_assert_cmpint (position (heading), >, position (privilege));
  g_assert_false (gtk_widget_get_visible (standard_heading));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_setenv ("KAISER_FAST", "1", TRUE);
  g_setenv ("KAISER_SEED", "7", TRUE);
  kaiser_test_private_data_home ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/kaiser/rules-window/current-game", test_rules_window_current_game);
  g_test_add_func ("/kaiser/rules-window/presets", test_rules_window_presets);
  g_test_add_func ("/kaiser/rules-window/tables", test_rules_window_tables);
  g_test_add_func ("/kaiser/rules-window/game-first", test_rules_window_game_first);
  return g_test_run ();
}
