/* test-app.c: the application starts, shows its window under a real
 * display (xvfb-run), remembers its size and quits cleanly. */
#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include "kaiser-application.h"
#include "kaiser-window.h"
#include "kaiser-test-ui.h"

static void
on_activate_check (GApplication *app, gpointer user_data)
{
  gboolean *checked = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  g_assert_nonnull (window);
  g_assert_true (KAISER_IS_WINDOW (window));
  g_assert_cmpstr (gtk_window_get_title (window), ==, "Three-Spot");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  /* the app's actions are there */
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "quit"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "about"));
  *checked = TRUE;
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
}

static void
test_app_window (void)
{
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);
  gboolean checked = FALSE;
  char *argv[] = { (char *) "three-spot", NULL };

  /* connected after the app's own activate handler created the window */
  g_signal_connect_after (app, "activate", G_CALLBACK (on_activate_check), &checked);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 1, argv), ==, 0);
  g_assert_true (checked);
}

static void
test_app_window_size_saved (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(KaiserApplication) app = NULL;
  KaiserWindow *window;
  int width, height;

  g_settings_set_int (settings, "window-width", 900);
  g_settings_set_int (settings, "window-height", 640);
  app = kaiser_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = kaiser_window_new (app);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 900);
  g_assert_cmpint (height, ==, 640);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1000);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 700);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Run from the build tree, the app speaks the player's language: the
 * catalogues compiled there are used, not only installed ones. */
static void
test_app_translations_uninstalled (void)
{
  if (g_test_subprocess ())
    {
      g_setenv ("LANGUAGE", "fr", TRUE);
      setlocale (LC_ALL, "C.UTF-8");
      g_assert_cmpstr (kaiser_application_bind_textdomain (), ==, BUILD_LOCALEDIR);
      g_assert_cmpstr (_("Your lead."), ==, "À vous d’entamer.");
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

int
main (int argc, char **argv)
{
  kaiser_test_private_data_home ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/kaiser/app/window", test_app_window);
  g_test_add_func ("/kaiser/app/translations-uninstalled", test_app_translations_uninstalled);
  g_test_add_func ("/kaiser/app/window-size-saved", test_app_window_size_saved);
  return g_test_run ();
}
