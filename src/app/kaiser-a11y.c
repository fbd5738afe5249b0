/* kaiser-a11y.c: what assistive technologies are told, where GTK 4.8
 * tells them wrong.
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

#define G_LOG_DOMAIN "kaiser-a11y"

#include "config.h"

#include "kaiser-a11y.h"

char *
kaiser_a11y_strip_mnemonic (const char *label)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (label != NULL, NULL);

  for (const char *p = label; *p; p++)
    {
      if (*p == '_')
        {
          if (p[1] != '_')
            continue;
          p++;
        }
      g_string_append_c (text, *p);
    }
  return g_string_free (text, FALSE);
}

void
kaiser_a11y_name_mnemonic_buttons (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_BUTTON (root) && gtk_button_get_use_underline (GTK_BUTTON (root)) && gtk_button_get_label (GTK_BUTTON (root)))
    {
      g_autofree char *name = kaiser_a11y_strip_mnemonic (gtk_button_get_label (GTK_BUTTON (root)));

      gtk_accessible_update_property (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    kaiser_a11y_name_mnemonic_buttons (child);
}
