/* kaiser-application.c
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

#define G_LOG_DOMAIN "kaiser-application"

#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "kaiser-application.h"
#include "kaiser-resources.h"
#include "kaiser-window.h"

struct _KaiserApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (KaiserApplication, kaiser_application, ADW_TYPE_APPLICATION)

/**
 * kaiser_application_ensure_resources:
 *
 * Registers the application's GResource bundle exactly once.
 *
 * The bundle is compiled into the static `kaiser-app` library with
 * manual registration (a constructor in an otherwise unreferenced
 * object file could be dropped by the linker), so every entry point
 * that needs a resource calls this first.
 */
void
kaiser_application_ensure_resources (void)
{
  static gsize registered = 0;

  if (g_once_init_enter (&registered))
    {
      kaiser_register_resource ();
      g_once_init_leave (&registered, 1);
    }
}

/* TRUE if this program is a file of the build tree: a program built
 * there and never installed (an installed one lives under the prefix). */
static gboolean
running_from_build_tree (void)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *root = realpath (BUILD_ROOT, NULL);

  return exe != NULL && root != NULL && g_str_has_prefix (exe, root) && exe[strlen (root)] == G_DIR_SEPARATOR;
}

/**
 * kaiser_application_bind_textdomain:
 *
 * Binds the program's text domain.  Run from the build tree
 * (`build-aux/run.sh`, the tests) the catalogues `meson compile` put in
 * the build's `po` folder are used, so the player's language shows
 * without installing; an installed program uses `LOCALEDIR` as always.
 *
 * Returns: the folder the translations are read from
 */
const char *
kaiser_application_bind_textdomain (void)
{
  const char *dir = LOCALEDIR;

  if (running_from_build_tree () && g_file_test (BUILD_LOCALEDIR, G_FILE_TEST_IS_DIR))
    dir = BUILD_LOCALEDIR;
  bindtextdomain (GETTEXT_PACKAGE, dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  return dir;
}

KaiserApplication *
kaiser_application_new (const char        *application_id,
                        GApplicationFlags  flags)
{
  g_return_val_if_fail (application_id != NULL, NULL);

  return g_object_new (KAISER_TYPE_APPLICATION,
                       "application-id", application_id,
                       "flags", flags,
                       "resource-base-path", KAISER_RESOURCE_PATH,
                       NULL);
}

static void
kaiser_application_activate (GApplication *app)
{
  GtkWindow *window;

  g_assert (KAISER_IS_APPLICATION (app));

  /* A second launch is forwarded here by GApplication's uniqueness:
   * just bring the existing window to the front. */
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (window == NULL)
    window = GTK_WINDOW (kaiser_window_new (KAISER_APPLICATION (app)));

  gtk_window_present (window);
}

/* "three-spot xmpp:table@rooms.example.org?join": a friend's table to
 * join (an invitation's link): Play with Friends opens on it. */
static void
kaiser_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  g_autofree char *uri = NULL;

  kaiser_application_activate (app);
  if (n_files < 1)
    return;
  uri = g_file_get_uri (files[0]);
  kaiser_window_join_table (KAISER_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app))), uri);
}

static void
kaiser_application_startup (GApplication *app)
{
  static const char *quit_accels[] = { "<primary>q", NULL };
  static const char *shortcuts_accels[] = { "<primary>question", "<primary>slash", NULL };

  G_APPLICATION_CLASS (kaiser_application_parent_class)->startup (app);

  gtk_window_set_default_icon_name (APP_ID);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay", shortcuts_accels);
}

static void
kaiser_application_class_init (KaiserApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  kaiser_application_ensure_resources ();

  app_class->activate = kaiser_application_activate;
  app_class->startup = kaiser_application_startup;
  app_class->open = kaiser_application_open;
}

static void
kaiser_application_about_action (GSimpleAction *action,
                                 GVariant      *parameter,
                                 gpointer       user_data)
{
  static const char *developers[] = { "The Three-Spot developers", NULL };
  KaiserApplication *self = user_data;
  GtkWindow *window;
  GtkWidget *about;

  g_assert (KAISER_IS_APPLICATION (self));

  window = gtk_application_get_active_window (GTK_APPLICATION (self));

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", window,
                        "modal", TRUE,
                        "application-name", _("Three-Spot"),
                        "application-icon", APP_ID,
                        "developer-name", _("The Three-Spot developers"),
                        "version", PACKAGE_VERSION,
                        "comments", _("Kaiser, the prairie card game"),
                        "developers", developers,
                        "copyright", "© 2026 The Three-Spot developers",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        /* Translators: Replace "translator-credits" with your names, one name per line */
                        "translator-credits", _("translator-credits"),
                        NULL);

  gtk_window_present (GTK_WINDOW (about));
}

static void
kaiser_application_quit_action (GSimpleAction *action,
                                GVariant      *parameter,
                                gpointer       user_data)
{
  KaiserApplication *self = user_data;

  g_assert (KAISER_IS_APPLICATION (self));

  g_application_quit (G_APPLICATION (self));
}

static const GActionEntry app_actions[] = {
  { .name = "quit", .activate = kaiser_application_quit_action },
  { .name = "about", .activate = kaiser_application_about_action },
};

static void
kaiser_application_init (KaiserApplication *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self),
                                   app_actions,
                                   G_N_ELEMENTS (app_actions),
                                   self);
}
