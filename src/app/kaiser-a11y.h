/* kaiser-a11y.h: what assistive technologies are told, where GTK 4.8
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

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* GTK 4.8 names a button whose label has a mnemonic with that label as
 * written ("_New Game"), and a screen reader reads it with the label's
 * own text: "_New Game New Game".  Every such button below root (root
 * included) is named by its label without the underline ("New Game"). */
void  kaiser_a11y_name_mnemonic_buttons (GtkWidget *root);

/* A label with its mnemonic underlines taken out ("__" stays one "_"). */
char *kaiser_a11y_strip_mnemonic (const char *label);

G_END_DECLS
