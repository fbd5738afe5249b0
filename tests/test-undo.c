/* test-undo.c: Undo and Redo in the window (issue 18): Undo takes back
 * the player's decisions one by one, with the computer seats' actions
 * after them, across tricks and hands and after the end of the game;
 * Redo brings back the same actions; the score sheet says how often
 * Undo was used, and a game's end is counted once. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "kaiser-application.h"
#include "kaiser-game-store.h"
#include "kaiser-score-sheet.h"
#include "kaiser-window.h"
#include "kaiser-test-ui.h"

typedef struct {
  GSettings         *settings;
  KaiserApplication *app;
  KaiserWindow      *window;
} Fixture;

/* The first legal action, every seat, until stop (game) holds. */
static void
play_until (KaiserGame *game, gboolean (*stop) (KaiserGame *game))
{
  while (!stop (game))
    {
      KaiserAction actions[KAISER_MAX_ACTIONS];

      if (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER)
        {
          g_assert_true (kaiser_game_next_hand (game, NULL));
          continue;
        }
      g_assert_cmpint (kaiser_game_get_phase (game), !=, KAISER_PHASE_GAME_OVER);
      g_assert_cmpuint (kaiser_game_legal_actions (game, actions), >, 0);
      g_assert_true (kaiser_game_apply (game, &actions[0], NULL));
    }
}

/* The window, resuming game as the saved game. */
static void
open_window (Fixture *f, KaiserGame *game)
{
  static guint serial;
  g_autofree char *id = g_strdup_printf (APP_ID ".Undo%u", serial++);

  f->settings = kaiser_test_fresh_settings ();
  f->app = kaiser_application_new (id, G_APPLICATION_NON_UNIQUE);
  f->window = KAISER_WINDOW (kaiser_test_window_resuming (G_APPLICATION (f->app), f->settings, game));
  gtk_window_present (GTK_WINDOW (f->window));
  kaiser_test_iterate (200);
  g_assert_cmpuint (kaiser_game_get_n_actions (kaiser_window_get_game (f->window)), ==, kaiser_game_get_n_actions (game));
}

static void
close_window (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  kaiser_test_iterate (50);
  g_clear_object (&f->app);
  g_clear_object (&f->settings);
}

/* The widgets for an action: the header bar's button (by its action)
 * and the main menu's item (by its label: the menu's items hold no
 * action name of their own); how many, and how many can be used. */
static void
count_actionables (GtkWidget *widget, const char *action, const char *label, guint *n, guint *sensitive)
{
  gboolean match = GTK_IS_ACTIONABLE (widget) &&
                   g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;

  if (!match && g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkModelButton"))
    {
      g_autofree char *text = NULL;

      g_object_get (widget, "text", &text, NULL);
      match = g_strcmp0 (text, label) == 0;
    }
  if (match)
    {
      (*n)++;
      *sensitive += gtk_widget_is_sensitive (widget);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    count_actionables (child, action, label, n, sensitive);
}

static GtkWidget *
find_menu_button (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_menu_button (child);

      if (found)
        return found;
    }
  return NULL;
}

/* Whether every widget for the action can be used, the main menu's
 * items too (made when the menu opens). */
static gboolean
action_offered (Fixture *f, const char *action, const char *label)
{
  GtkMenuButton *menu = GTK_MENU_BUTTON (find_menu_button (GTK_WIDGET (f->window)));
  guint n = 0, sensitive = 0;

  gtk_menu_button_popup (menu);
  kaiser_test_iterate (20);
  count_actionables (GTK_WIDGET (f->window), action, label, &n, &sensitive);
  gtk_menu_button_popdown (menu);
  g_assert_cmpuint (n, >, 0);
  g_assert_true (sensitive == 0 || sensitive == n);
  return sensitive == n;
}

/* The header bar's Undo button, as a person would press it. */
static void
press_undo (Fixture *f)
{
  g_assert_true (action_offered (f, "win.undo", "Undo"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
  kaiser_test_iterate (100);
}

static void
press_redo (Fixture *f)
{
  g_assert_true (action_offered (f, "win.redo", "Redo"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.redo", NULL));
  kaiser_test_iterate (100);
}

static KaiserGame *
window_game (Fixture *f)
{
  return kaiser_window_get_game (f->window);
}

static gboolean
summary_shown (Fixture *f)
{
  GtkWidget *summary = kaiser_test_find_named (GTK_WIDGET (f->window), "hand-summary");   /* made when a hand first ends */

  return summary && gtk_widget_get_visible (summary);
}

/* South to play in the second trick or later, and the last action a
 * computer seat's: the trick South played in is complete. */
static gboolean
south_after_trick (KaiserGame *game)
{
  guint n = kaiser_game_get_n_actions (game);
  const KaiserState *st = kaiser_game_get_state (game);

  return st->phase == KAISER_PHASE_PLAY && st->n_tricks >= 1 && st->to_act == KAISER_SOUTH &&
         kaiser_game_get_action (game, n - 1)->seat != KAISER_SOUTH;
}

/* Undo after a complete trick goes back to South's card in it, with the
 * other seats' cards after it; Redo brings them back exactly; a new card
 * ends Redo, and Undo at once stops the computer seat's turn under way. */
static void
test_undo_after_trick (void)
{
  Fixture f = { 0 };
  g_autoptr(KaiserGame) game = NULL;
  KaiserRules rules;
  KaiserState start;
  KaiserCard card;
  guint n, before;

  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  game = kaiser_game_new (&rules, 7);
  play_until (game, south_after_trick);
  n = kaiser_game_get_n_actions (game);
  open_window (&f, game);
  start = *kaiser_game_get_state (window_game (&f));

  g_assert_false (action_offered (&f, "win.redo", "Redo"));
  press_undo (&f);
  before = kaiser_game_get_n_actions (window_game (&f));
  g_assert_cmpuint (before, <, n - 1);
  g_assert_cmpint (kaiser_game_get_action (game, before)->seat, ==, KAISER_SOUTH);
  g_assert_cmpint (kaiser_game_get_to_act (window_game (&f)), ==, KAISER_SOUTH);
  g_assert_cmpuint (kaiser_game_get_state (window_game (&f))->n_tricks, ==, kaiser_game_get_state (game)->n_tricks - 1);
  card = kaiser_game_get_action (game, before)->value;
  g_assert_true (kaiser_cards_has (kaiser_game_get_hand (window_game (&f), KAISER_SOUTH), card));
  /* the computer seats wait for South */
  kaiser_test_iterate (300);
  g_assert_cmpuint (kaiser_game_get_n_actions (window_game (&f)), ==, before);

  press_redo (&f);
  g_assert_false (action_offered (&f, "win.redo", "Redo"));
  g_assert_cmpuint (kaiser_game_get_n_actions (window_game (&f)), ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpmem (kaiser_game_get_action (window_game (&f), i), sizeof (KaiserAction),
                     kaiser_game_get_action (game, i), sizeof (KaiserAction));
  g_assert_cmpmem (kaiser_game_get_state (window_game (&f)), sizeof (KaiserState), &start, sizeof (KaiserState));

  /* back again, and a card played: nothing to redo any more */
  press_undo (&f);
  g_assert_true (action_offered (&f, "win.redo", "Redo"));
  gtk_widget_activate_action (kaiser_test_find_named (GTK_WIDGET (f.window), "table"), "table.play", "u", (guint32) card);
  g_assert_cmpuint (kaiser_game_get_n_actions (window_game (&f)), ==, before + 1);
  g_assert_false (action_offered (&f, "win.redo", "Redo"));
  /* Undo before the next seat has acted: its turn is called off */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.undo", NULL));
  kaiser_test_iterate (300);
  g_assert_cmpuint (kaiser_game_get_n_actions (window_game (&f)), ==, before);
  g_assert_cmpint (kaiser_game_get_to_act (window_game (&f)), ==, KAISER_SOUTH);
  close_window (&f);
}

/* Hand 2 begun, and South to act after acting in it at least once. */
static gboolean
south_again_in_hand_two (KaiserGame *game)
{
  const KaiserState *st = kaiser_game_get_state (game);
  guint n = kaiser_game_get_n_actions (game);

  return st->hand_number == 2 && st->phase != KAISER_PHASE_HAND_OVER && st->to_act == KAISER_SOUTH &&
         st->n_tricks >= 1 && kaiser_game_get_action (game, n - 1)->seat != KAISER_SOUTH;
}

/* The window's score sheet, once opened. */
static GtkWindow *
find_sheet (Fixture *f)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) sheet = g_list_model_get_item (toplevels, i);

      if (KAISER_IS_SCORE_SHEET (sheet) && gtk_window_get_transient_for (sheet) == GTK_WINDOW (f->window))
        return sheet;
    }
  g_assert_not_reached ();
  return NULL;
}

static const char *
sheet_footer (GtkWindow *sheet)
{
  GtkWidget *footer = kaiser_test_find_named (GTK_WIDGET (sheet), "footer-label");

  return gtk_widget_get_visible (footer) ? gtk_label_get_text (GTK_LABEL (footer)) : "";
}

/* Undo again and again goes back into the hand before, its summary
 * gone; the statistics and the score sheet count every Undo; Redo comes
 * forward through the hand's end to where the player was. */
static void
test_undo_across_hand (void)
{
  Fixture f = { 0 };
  g_autoptr(KaiserGame) game = NULL;
  KaiserRules rules;
  guint undos = 0, statistic;
  KaiserState start;
  g_autofree char *expected = NULL;
  GtkWindow *sheet;

  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  game = kaiser_game_new (&rules, 11);
  play_until (game, south_again_in_hand_two);
  open_window (&f, game);
  start = *kaiser_game_get_state (window_game (&f));
  statistic = g_settings_get_uint (f.settings, "undo-count");

  while (kaiser_game_get_hand_number (window_game (&f)) == 2)
    {
      guint n = kaiser_game_get_n_actions (window_game (&f));

      press_undo (&f);
      undos++;
      g_assert_cmpuint (kaiser_game_get_n_actions (window_game (&f)), <, n);
      g_assert_cmpint (kaiser_game_get_to_act (window_game (&f)), ==, KAISER_SOUTH);
    }
  g_assert_cmpuint (undos, >=, 2);
  g_assert_cmpint (kaiser_game_get_phase (window_game (&f)), ==, KAISER_PHASE_PLAY);
  g_assert_false (summary_shown (&f));
  g_assert_cmpuint (kaiser_game_get_undo_count (window_game (&f)), ==, undos);
  g_assert_cmpuint (g_settings_get_uint (f.settings, "undo-count"), ==, statistic + undos);
  /* the score sheet marks the game */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.score-sheet", NULL));
  kaiser_test_iterate (100);
  sheet = find_sheet (&f);
  expected = g_strdup_printf ("Undo used %u times in this game.", undos);
  g_assert_nonnull (strstr (sheet_footer (sheet), expected));
  gtk_window_close (sheet);

  /* Redo, as often: the same game again */
  for (guint i = 0; i < undos; i++)
    {
      press_redo (&f);
      /* at South's next decision, the computer seats waiting */
      g_assert_cmpint (kaiser_game_get_to_act (window_game (&f)), ==, KAISER_SOUTH);
      g_assert_false (summary_shown (&f));
    }
  g_assert_false (action_offered (&f, "win.redo", "Redo"));
  g_assert_cmpmem (kaiser_game_get_state (window_game (&f)), sizeof (KaiserState), &start, sizeof (KaiserState));
  g_assert_false (summary_shown (&f));
  /* Redo is no Undo */
  g_assert_cmpuint (g_settings_get_uint (f.settings, "undo-count"), ==, statistic + undos);
  close_window (&f);
}

static gboolean
game_over (KaiserGame *game)
{
  return kaiser_game_get_phase (game) == KAISER_PHASE_GAME_OVER;
}

static guint
games_finished (Fixture *f)
{
  return g_settings_get_uint (f->settings, "games-won") + g_settings_get_uint (f->settings, "games-lost");
}

/* Undo after the end of the game takes back South's last card; the game
 * ended again (by Redo, or by playing on) is not counted again. */
static void
test_undo_after_game_over (void)
{
  Fixture f = { 0 };
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(KaiserGame) last = NULL;
  KaiserRules rules;
  guint finished;
  KaiserCard card;

  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  /* a game whose last card is South's */
  for (guint64 seed = 1; ; seed++)
    {
      g_clear_object (&game);
      game = kaiser_game_new (&rules, seed);
      play_until (game, game_over);
      if (kaiser_game_get_action (game, kaiser_game_get_n_actions (game) - 1)->seat == KAISER_SOUTH)
        break;
    }
  last = kaiser_game_replay (game, kaiser_game_get_n_actions (game) - 1, NULL);
  card = kaiser_game_get_action (game, kaiser_game_get_n_actions (game) - 1)->value;
  open_window (&f, last);
  finished = games_finished (&f);

  gtk_widget_activate_action (kaiser_test_find_named (GTK_WIDGET (f.window), "table"), "table.play", "u", (guint32) card);
  kaiser_test_iterate (100);
  g_assert_cmpint (kaiser_game_get_phase (window_game (&f)), ==, KAISER_PHASE_GAME_OVER);
  g_assert_true (summary_shown (&f));
  g_assert_cmpuint (games_finished (&f), ==, finished + 1);

  press_undo (&f);
  g_assert_cmpint (kaiser_game_get_phase (window_game (&f)), ==, KAISER_PHASE_PLAY);
  g_assert_false (summary_shown (&f));
  /* the undone position is the one saved */
  kaiser_game_store_flush (kaiser_window_get_store (f.window));
  {
    g_autofree char *saved = kaiser_test_in_progress_record ();
    g_autoptr(KaiserGame) resumed = kaiser_record_load_data (saved, -1, NULL);

    g_assert_nonnull (resumed);
    g_assert_cmpuint (kaiser_game_get_n_actions (resumed), ==, kaiser_game_get_n_actions (window_game (&f)));
    g_assert_cmpuint (kaiser_game_get_undo_count (resumed), ==, 1);
  }
  press_redo (&f);
  g_assert_cmpint (kaiser_game_get_phase (window_game (&f)), ==, KAISER_PHASE_GAME_OVER);
  g_assert_true (summary_shown (&f));
  /* and once more, ending it by playing the card again */
  press_undo (&f);
  gtk_widget_activate_action (kaiser_test_find_named (GTK_WIDGET (f.window), "table"), "table.play", "u", (guint32) card);
  kaiser_test_iterate (100);
  g_assert_cmpint (kaiser_game_get_phase (window_game (&f)), ==, KAISER_PHASE_GAME_OVER);
  g_assert_cmpuint (games_finished (&f), ==, finished + 1);
  close_window (&f);
}

int
main (int argc, char **argv)
{
  kaiser_test_init_window_tests (&argc, &argv);
  g_test_add_func ("/kaiser/undo/after-trick", test_undo_after_trick);
  g_test_add_func ("/kaiser/undo/across-hand", test_undo_across_hand);
  g_test_add_func ("/kaiser/undo/after-game-over", test_undo_after_game_over);
  return g_test_run ();
}
