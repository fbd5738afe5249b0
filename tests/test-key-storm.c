/* test-key-storm.c: keys pressed fast, over and over, while the computer
 * seats play, with the animations on: the window never shows more than
 * one message toast at a time, and a key the player may not use now is
 * answered once, not once a press (libadwaita 1.2's toast overlay
 * crashed when toasts were dismissed and replaced this fast: issue 23). */
#include "config.h"

#include "kaiser-application.h"
#include "kaiser-window.h"
#include "kaiser-test-ui.h"

#define PRESSES  50
#define INTERVAL 50   /* ms */

typedef enum {
  PRESS_KEY,      /* a key as the table and the bidding box take it */
  PRESS_ACTION,   /* a shortcut, as its action */
  PRESS_BID,      /* a bidding key with Shift, as the window's key handler
                   * takes it (a key made here carries no modifier state) */
} PressKind;

typedef struct {
  const char      *name;
  PressKind        kind;
  guint            keyval;
  GdkModifierType  state;
  const char      *action;
} Storm;

static const Storm storms[] = {
  { "enter", PRESS_KEY, GDK_KEY_Return, 0, NULL },
  { "hint", PRESS_ACTION, 0, 0, "win.hint" },
  { "undo", PRESS_ACTION, 0, 0, "win.undo" },
  { "bid-7", PRESS_KEY, GDK_KEY_7, 0, NULL },
  { "bid-no-trump-8", PRESS_BID, GDK_KEY_8, GDK_SHIFT_MASK, NULL },
  { "pass", PRESS_KEY, GDK_KEY_p, 0, NULL },
};

/* A window on a new game that South deals: West, North and East call
 * before South's first turn. */
static KaiserWindow *
window_south_deals (GApplication *app, GSettings *settings)
{
  g_autoptr(KaiserGame) game = NULL;
  KaiserWindow *window;
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  for (guint64 seed = 1; game == NULL || kaiser_game_get_dealer (game) != KAISER_SOUTH; seed++)
    {
      g_clear_object (&game);
      game = kaiser_game_new (&rules, seed);
    }
  window = KAISER_WINDOW (kaiser_test_window_resuming (app, settings, game));
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

/* Each storm's key, every other press Enter, so that the game goes on
 * (a call, a card) between the computers' turns. */
static void
test_key_storm (gconstpointer data)
{
  const Storm *storm = data;
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autofree char *id = g_strdup_printf ("%s.Storm%u", APP_ID, (guint) (storm - storms));
  g_autoptr(KaiserApplication) app = kaiser_application_new (id, G_APPLICATION_NON_UNIQUE);
  KaiserWindow *window;
  guint most = 0, turns_seen = 0;

  window = window_south_deals (G_APPLICATION (app), settings);
  for (guint i = 0; i < 2 * PRESSES; i++)
    {
      KaiserGame *game = kaiser_window_get_game (window);
      guint n;

      if (kaiser_game_get_state (game)->to_act != KAISER_SOUTH)
        turns_seen++;
      if (i % 2 == 1)
        kaiser_test_press_key (GTK_WINDOW (window), GDK_KEY_Return, 0);
      else if (storm->kind == PRESS_KEY)
        kaiser_test_press_key (GTK_WINDOW (window), storm->keyval, storm->state);
      else if (storm->kind == PRESS_BID)
        kaiser_window_bid_for_key (window, storm->keyval, storm->state);
      else
        gtk_widget_activate_action (GTK_WIDGET (window), storm->action, NULL);
      kaiser_test_iterate (INTERVAL);
      n = kaiser_test_count_toasts (GTK_WIDGET (window));
      most = MAX (most, n);
      /* one shown, and at most one on its way out */
      g_assert_cmpuint (n, <=, 2);
    }
  g_test_message ("%s: %u presses and as many of Enter, %u during the computers' turns; at most %u toasts at once",
                  storm->name, PRESSES, turns_seen, most);
  /* the storm did meet the computers' turns it is about */
  g_assert_cmpuint (turns_seen, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (400);
}

/* The toast widgets seen so far (held, so that no address comes back). */
static void
note_toasts (GtkWidget *widget, GHashTable *seen)
{
  if (g_str_equal (gtk_widget_get_css_name (widget), "toast") && !g_hash_table_contains (seen, widget))
    g_hash_table_add (seen, g_object_ref (widget));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    note_toasts (c, seen);
}

/* Enter while the computers play skips the pause after a seat's call
 * (issue 24); while a seat thinks it says "Wait for your turn." at most
 * once, then nothing until it is the player's turn again. */
static void
test_key_storm_wait_once (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".StormWait", G_APPLICATION_NON_UNIQUE);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (NULL, NULL, g_object_unref, NULL);
  KaiserWindow *window = window_south_deals (G_APPLICATION (app), settings);
  guint waited = 0;

  for (guint i = 0; i < PRESSES; i++)
    {
      if (kaiser_game_get_state (kaiser_window_get_game (window))->to_act == KAISER_SOUTH)
        break;
      kaiser_test_press_key (GTK_WINDOW (window), GDK_KEY_Return, 0);
      waited++;
      kaiser_test_iterate (INTERVAL);
      note_toasts (GTK_WIDGET (window), seen);
    }
  g_test_message ("Enter pressed %u times while the others called: %u toasts",
                  waited, g_hash_table_size (seen));
  g_assert_cmpuint (waited, >=, 3);
  g_assert_cmpuint (g_hash_table_size (seen), <=, 1);
  g_hash_table_remove_all (seen);
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (400);
}

int
main (int argc, char *argv[])
{
  kaiser_test_init_window_tests (&argc, &argv);
  /* the storm is about the animations and the computers' pace: both on */
  g_unsetenv ("KAISER_FAST");
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (storms); i++)
    {
      g_autofree char *path = g_strdup_printf ("/kaiser/key-storm/%s", storms[i].name);

      g_test_add_data_func (path, &storms[i], test_key_storm);
    }
  g_test_add_func ("/kaiser/key-storm/wait-once", test_key_storm_wait_once);
  return g_test_run ();
}
