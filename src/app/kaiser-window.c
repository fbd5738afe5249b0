/* kaiser-window.c
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

#define G_LOG_DOMAIN "kaiser-window"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-window.h"

struct _KaiserWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  /* Template widgets */
  AdwHeaderBar         *header_bar;
  GtkMenuButton        *primary_menu_button;
  AdwToastOverlay      *toast_overlay;
  AdwStatusPage        *status_page;
};

G_DEFINE_FINAL_TYPE (KaiserWindow, kaiser_window, ADW_TYPE_APPLICATION_WINDOW)

/**
 * kaiser_window_new:
 * @application: the owning application
 *
 * Returns: (transfer full): a new main window for @application
 */
KaiserWindow *
kaiser_window_new (KaiserApplication *application)
{
  g_return_val_if_fail (KAISER_IS_APPLICATION (application), NULL);

  return g_object_new (KAISER_TYPE_WINDOW,
                       "application", application,
                       NULL);
}

/**
 * kaiser_window_add_toast:
 * @self: a #KaiserWindow
 * @toast: (transfer full): the toast to show
 *
 * Shows @toast over the window content.
 */
void
kaiser_window_add_toast (KaiserWindow *self,
                         AdwToast     *toast)
{
  g_return_if_fail (KAISER_IS_WINDOW (self));
  g_return_if_fail (ADW_IS_TOAST (toast));

  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
kaiser_window_bind_settings (KaiserWindow *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);

  /* Without the schema (e.g. running uninstalled without
   * GSETTINGS_SCHEMA_DIR) g_settings_new() would abort; the window
   * state simply is not remembered in that case. */
  if (schema == NULL)
    {
      g_message ("GSettings schema %s not found, window state will not be saved", APP_ID);
      return;
    }

  self->settings = g_settings_new_full (schema, NULL, NULL);

  g_settings_bind (self->settings, "window-width",
                   self, "default-width",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height",
                   self, "default-height",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized",
                   self, "maximized",
                   G_SETTINGS_BIND_DEFAULT);
}

static void
kaiser_window_dispose (GObject *object)
{
  KaiserWindow *self = (KaiserWindow *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), KAISER_TYPE_WINDOW);

  G_OBJECT_CLASS (kaiser_window_parent_class)->dispose (object);
}

static void
kaiser_window_finalize (GObject *object)
{
  KaiserWindow *self = (KaiserWindow *)object;

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (kaiser_window_parent_class)->finalize (object);
}

static void
kaiser_window_class_init (KaiserWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kaiser_window_dispose;
  object_class->finalize = kaiser_window_finalize;

  kaiser_application_ensure_resources ();

  gtk_widget_class_set_template_from_resource (widget_class, KAISER_RESOURCE_PATH "/kaiser-window.ui");
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, status_page);
}

static void
kaiser_window_init (KaiserWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  kaiser_window_bind_settings (self);
}
