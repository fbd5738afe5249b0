/* test-new-game.c: New Game never loses a game in progress without the
 * player's word (issue 15, hole 1): it asks Save / Discard / Cancel,
 * a discarded game comes back from the toast's Undo and counts as
 * abandoned, and the keyboard focus never waits on New Game. */
#include "config.h"

#include <adwaita.h>

#include "kaiser-application.h"
#include "kaiser-game-store.h"
#include "kaiser-window.h"
#include "kaiser-test-ui.h"

typedef struct {
  GSettings         *settings;
  KaiserApplication *app;
  KaiserWindow      *window;
  KaiserGame        *game;    /* the window's, at the start */
} Fixture;

/* The auction until South has bid (a pass or the forced bid), or, with
 * hands, past that many hands. */
static void
play_south_bid (KaiserGame *game)
{
  gboolean south_acted = FALSE;

  while (!south_acted && kaiser_game_get_phase (game) == KAISER_PHASE_BIDDING)
    {
      KaiserAction actions[KAISER_MAX_ACTIONS];

      g_assert_cmpuint (kaiser_game_legal_actions (game, actions), >, 0);
      south_acted = actions[0].seat == KAISER_SOUTH;
      g_assert_true (kaiser_game_apply (game, &actions[0], NULL));
    }
  g_assert_true (south_acted);
}

/* A window resuming a game in which South has bid (or, with south_acts
 * FALSE, one in which only the computer seats have). */
static void
fixture_set_up (Fixture *f, gconstpointer south_acts)
{
  static guint serial;
  g_autofree char *id = g_strdup_printf (APP_ID ".NewGame%u", serial++);
  g_autoptr(KaiserGame) game = NULL;
  KaiserRules rules;

  f->settings = kaiser_test_fresh_settings ();
  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  /* a deal where South is not first to bid, so that the computer seats act first */
  for (guint64 seed = 1; ; seed++)
    {
      g_clear_object (&game);
      game = kaiser_game_new (&rules, seed);
      if (kaiser_game_get_to_act (game) != KAISER_SOUTH)
        break;
    }
  if (GPOINTER_TO_INT (south_acts))
    play_south_bid (game);
  f->app = kaiser_application_new (id, G_APPLICATION_NON_UNIQUE);
  f->window = KAISER_WINDOW (kaiser_test_window_resuming (G_APPLICATION (f->app), f->settings, game));
  gtk_window_present (GTK_WINDOW (f->window));
  kaiser_test_iterate (200);
  f->game = g_object_ref (kaiser_window_get_game (f->window));
  g_assert_cmpuint (kaiser_game_get_seed (f->game), ==, kaiser_game_get_seed (game));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  kaiser_test_iterate (50);
  g_clear_object (&f->game);
  g_clear_object (&f->app);
  g_clear_object (&f->settings);
}

static AdwMessageDialog *
find_dialog (KaiserWindow *window)
{
  return (AdwMessageDialog *) kaiser_test_find_dialog (GTK_WINDOW (window));
}

static AdwMessageDialog *
new_game_asks (Fixture *f)
{
  AdwMessageDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", NULL));
  kaiser_test_iterate (50);
  dialog = find_dialog (f->window);
  g_assert_nonnull (dialog);
  /* asked, nothing done yet */
  g_assert_true (kaiser_window_get_game (f->window) == f->game);
  g_assert_cmpstr (adw_message_dialog_get_close_response (dialog), ==, "cancel");
  g_assert_true (adw_message_dialog_has_response (dialog, "save"));
  g_assert_true (adw_message_dialog_has_response (dialog, "discard"));
  return dialog;
}

static void
respond (AdwMessageDialog *dialog, const char *response)
{
  g_assert_true (kaiser_test_respond_dialog (gtk_window_get_transient_for (GTK_WINDOW (dialog)), response));
}

static void
test_new_game_cancel (Fixture *f, gconstpointer data)
{
  /* the header bar's button does what Ctrl+N and the menu item do (win.new-game) */
  GtkWidget *button = kaiser_test_find_named (GTK_WIDGET (f->window), "new-game-button");
  AdwMessageDialog *dialog;

  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "win.new-game");
  respond (new_game_asks (f), "cancel");
  g_assert_true (kaiser_window_get_game (f->window) == f->game);
  /* closing the dialog is Cancel too */
  dialog = new_game_asks (f);
  respond (dialog, adw_message_dialog_get_close_response (dialog));
  g_assert_true (kaiser_window_get_game (f->window) == f->game);
}

static void
test_new_game_save (Fixture *f, gconstpointer data)
{
  KaiserGameStore *store = kaiser_window_get_store (f->window);
  g_autofree char *record = kaiser_record_to_data (f->game, NULL);
  guint n = g_list_model_get_n_items (kaiser_game_store_get_games (store));
  gboolean found = FALSE;

  respond (new_game_asks (f), "save");
  g_assert_true (kaiser_window_get_game (f->window) != f->game);
  g_assert_cmpuint (g_list_model_get_n_items (kaiser_game_store_get_games (store)), ==, n + 1);
  for (guint i = 0; i < n + 1; i++)
    {
      g_autoptr(KaiserSavedGame) saved = g_list_model_get_item (kaiser_game_store_get_games (store), i);
      found |= g_str_equal (kaiser_saved_game_get_record (saved), record);
    }
  g_assert_true (found);
  /* now saved as it stands: New Game on it again would not ask */
  g_assert_false (kaiser_game_store_would_lose (store, f->game, KAISER_SOUTH));
}

/* Saved Games full: the game is not saved, so it stays on the table. */
static void
test_new_game_save_refused (Fixture *f, gconstpointer data)
{
  KaiserGameStore *store = kaiser_window_get_store (f->window);
  guint n = g_list_model_get_n_items (kaiser_game_store_get_games (store));

  kaiser_game_store_set_limits (store, n, 1024 * 1024);
  respond (new_game_asks (f), "save");
  g_assert_true (kaiser_window_get_game (f->window) == f->game);
  g_assert_cmpuint (g_list_model_get_n_items (kaiser_game_store_get_games (store)), ==, n);
}

static void
test_new_game_discard_undo (Fixture *f, gconstpointer data)
{
  guint abandoned = g_settings_get_uint (f->settings, "games-abandoned");
  KaiserGameStatistics stats;

  g_autofree char *record = kaiser_record_to_data (f->game, NULL);
  g_autofree char *saved = NULL;

  respond (new_game_asks (f), "discard");
  g_assert_true (kaiser_window_get_game (f->window) != f->game);
  g_assert_cmpuint (g_settings_get_uint (f->settings, "games-abandoned"), ==, abandoned + 1);
  kaiser_game_store_get_statistics (kaiser_window_get_store (f->window), &stats);
  g_assert_cmpuint (stats.played, ==, stats.won + stats.lost + stats.abandoned);
  /* the new game is the one in progress on disk (this window's file, the only one) */
  kaiser_game_store_flush (kaiser_window_get_store (f->window));
  saved = kaiser_test_in_progress_record ();
  g_assert_cmpstr (saved, !=, record);
  /* the toast's Undo puts the very game back, and takes the count back */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.take-back-game", NULL));
  kaiser_test_iterate (50);
  g_assert_true (kaiser_window_get_game (f->window) == f->game);
  g_assert_cmpuint (g_settings_get_uint (f->settings, "games-abandoned"), ==, abandoned);
  /* and in progress on disk again */
  kaiser_game_store_flush (kaiser_window_get_store (f->window));
  g_free (saved);
  saved = kaiser_test_in_progress_record ();
  g_free (record);
  record = kaiser_record_to_data (f->game, NULL);
  g_assert_cmpstr (saved, ==, record);
  /* once only */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.take-back-game", NULL);
  g_assert_cmpuint (g_settings_get_uint (f->settings, "games-abandoned"), ==, abandoned);
}

/* Ctrl+Z (win.undo) after the discard, before the player's first
 * decision in the new game, takes the discarded game back too (issue 24). */
static void
test_new_game_discard_ctrl_z (Fixture *f, gconstpointer data)
{
  guint abandoned = g_settings_get_uint (f->settings, "games-abandoned");

  respond (new_game_asks (f), "discard");
  g_assert_true (kaiser_window_get_game (f->window) != f->game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
  kaiser_test_iterate (50);
  g_assert_true (kaiser_window_get_game (f->window) == f->game);
  g_assert_cmpuint (g_settings_get_uint (f->settings, "games-abandoned"), ==, abandoned);
}

/* A practice deal begun after the discard: the toast's Undo brings the
 * game back as the game (the practice ends, the game is saved again),
 * not as a practice that Back to the Game would replace. */
static void
test_new_game_discard_practice_undo (Fixture *f, gconstpointer data)
{
  g_autofree char *saved = NULL;
  g_autofree char *expected = NULL;

  respond (new_game_asks (f), "discard");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.replay-hand", "u", 0));
  kaiser_test_iterate (50);
  g_assert_true (kaiser_game_get_start (kaiser_window_get_game (f->window), NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.take-back-game", NULL));
  kaiser_test_iterate (50);
  g_assert_true (kaiser_window_get_game (f->window) == f->game);
  /* no practice on: Back to the Game has nothing to bring back */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.back-to-game", NULL);
  kaiser_test_iterate (20);
  g_assert_true (kaiser_window_get_game (f->window) == f->game);
  /* and it is the game saved */
  kaiser_game_store_flush (kaiser_window_get_store (f->window));
  saved = kaiser_test_in_progress_record ();
  expected = kaiser_record_to_data (f->game, NULL);
  g_assert_cmpstr (saved, ==, expected);
}

/* Nothing of the player's in it yet: New Game needs no question. */
static void
test_new_game_untouched (Fixture *f, gconstpointer data)
{
  g_assert_false (kaiser_game_store_would_lose (kaiser_window_get_store (f->window), f->game, KAISER_SOUTH));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", NULL));
  kaiser_test_iterate (50);
  g_assert_null (find_dialog (f->window));
  g_assert_true (kaiser_window_get_game (f->window) != f->game);
}

/* At start-up (here right after a saved game is resumed, in the auction)
 * the focus is not in the header bar, so a stray Enter deals nothing. */
static void
test_new_game_focus_at_start (Fixture *f, gconstpointer data)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));
  GtkWidget *button = kaiser_test_find_named (GTK_WIDGET (f->window), "new-game-button");

  g_assert_nonnull (focus);
  g_assert_false (focus == button);
  g_assert_null (gtk_widget_get_ancestor (focus, GTK_TYPE_HEADER_BAR));
  g_assert_null (gtk_widget_get_ancestor (focus, ADW_TYPE_HEADER_BAR));
  /* Enter on what has the focus */
  gtk_widget_activate (focus);
  kaiser_test_iterate (50);
  g_assert_true (kaiser_window_get_game (f->window) == f->game);
  g_assert_null (find_dialog (f->window));
}

int
main (int argc, char **argv)
{
  kaiser_test_init_window_tests (&argc, &argv);

#define ADD(path, acts, func) \
  g_test_add ("/kaiser/new-game/" path, Fixture, GINT_TO_POINTER (acts), fixture_set_up, func, fixture_tear_down)
  ADD ("cancel", TRUE, test_new_game_cancel);
  ADD ("save", TRUE, test_new_game_save);
  ADD ("save-refused", TRUE, test_new_game_save_refused);
  ADD ("discard-undo", TRUE, test_new_game_discard_undo);
  ADD ("discard-practice-undo", TRUE, test_new_game_discard_practice_undo);
  ADD ("discard-ctrl-z", TRUE, test_new_game_discard_ctrl_z);
  ADD ("untouched", FALSE, test_new_game_untouched);
  ADD ("focus-at-start", TRUE, test_new_game_focus_at_start);
  ADD ("focus-at-start-fresh", FALSE, test_new_game_focus_at_start);
#undef ADD
  return g_test_run ();
}
