/* kaiser-toast.c: toasts that never pile up.
 *
 * hand summary and the score sheet.
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
 */

#define G_LOG_DOMAIN "kaiser-toast"

#include "config.h"

#include "kaiser-toast.h"

#define DISMISSED_KEY "kaiser-toast-dismissed"
#define BAND_KEY "kaiser-toast-band"   /* on a band: one more than the number of its toasts shown */

static void
on_dismissed (AdwToast *toast)
{
  g_object_set_data (G_OBJECT (toast), DISMISSED_KEY, GINT_TO_POINTER (TRUE));
}

void
kaiser_toast_init_band (AdwToastOverlay *overlay)
{
  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));

  g_object_set_data (G_OBJECT (overlay), BAND_KEY, GUINT_TO_POINTER (1));
  gtk_widget_set_can_target (GTK_WIDGET (overlay), FALSE);
}

static void
band_count (AdwToastOverlay *overlay, int change)
{
  guint n = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (overlay), BAND_KEY)) - 1;

  n = (guint) MAX (0, (int) n + change);
  g_object_set_data (G_OBJECT (overlay), BAND_KEY, GUINT_TO_POINTER (n + 1));
  gtk_widget_set_can_target (GTK_WIDGET (overlay), n > 0);
}

static void
on_band_toast_dismissed (AdwToast *toast, AdwToastOverlay *overlay)
{
  band_count (overlay, -1);
}

void
kaiser_toast_add (AdwToastOverlay *overlay,
                  AdwToast        *toast)
{
  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));
  g_return_if_fail (ADW_IS_TOAST (toast));

  if (g_object_get_data (G_OBJECT (overlay), BAND_KEY) != NULL)
    {
      band_count (overlay, +1);
      g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_band_toast_dismissed), overlay, 0);
    }
  adw_toast_overlay_add_toast (overlay, toast);
}

gboolean
kaiser_toast_is_shown (AdwToast *const *slot)
{
  g_return_val_if_fail (slot != NULL, FALSE);

  return *slot != NULL && g_object_get_data (G_OBJECT (*slot), DISMISSED_KEY) == NULL;
}

AdwToast *
kaiser_toast_show (GtkWidget   *where,
                   AdwToast   **slot,
                   const char  *text,
                   guint        timeout)
{
  g_autofree char *escaped = NULL;
  AdwToast *toast;

  g_return_val_if_fail (ADW_IS_TOAST_OVERLAY (where) || ADW_IS_PREFERENCES_WINDOW (where), NULL);
  g_return_val_if_fail (slot != NULL, NULL);
  g_return_val_if_fail (text != NULL, NULL);

  escaped = g_markup_escape_text (text, -1);
  if (kaiser_toast_is_shown (slot))
    {
      if (g_strcmp0 (adw_toast_get_title (*slot), escaped) != 0)
        adw_toast_set_title (*slot, escaped);
      return *slot;
    }
  toast = adw_toast_new (escaped);
  adw_toast_set_timeout (toast, timeout);
  g_signal_connect (toast, "dismissed", G_CALLBACK (on_dismissed), NULL);
  g_set_weak_pointer (slot, toast);
  if (ADW_IS_TOAST_OVERLAY (where))
    kaiser_toast_add (ADW_TOAST_OVERLAY (where), toast);
  else
    adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (where), toast);
  return toast;
}
