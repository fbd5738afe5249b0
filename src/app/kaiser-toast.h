/* kaiser-toast.h: toasts that never pile up.
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

#include <adwaita.h>

G_BEGIN_DECLS

/* Shows plain text (not markup), in where (an AdwToastOverlay or an
 * AdwPreferencesWindow), in the toast kept in *slot: while that
 * toast is still on screen its title is changed in place, and the same
 * text again changes nothing; only once it is dismissed does a new toast
 * take its place.  *slot is a weak pointer the caller owns (cleared with
 * g_clear_weak_pointer when the caller goes).
 *
 * libadwaita 1.2's overlay crashes when toasts are dismissed and replaced
 * faster than its 300 ms animations (a key held down, a click repeated):
 * a toast of a kind is therefore shown once and updated, never stacked.
 * Returns the toast shown (owned by the overlay). */
AdwToast *kaiser_toast_show (GtkWidget   *where,
                             AdwToast   **slot,
                             const char  *text,
                             guint        timeout);

/* Makes @overlay a band laid over part of a window (issue 24: the game
 * window's toasts go over the top of the table, never over the status
 * line or the bidding box): it takes no clicks while it shows no toast,
 * so what lies under it can be clicked. */
void      kaiser_toast_init_band (AdwToastOverlay *overlay);

/* Adds @toast to @overlay (taking it, as adw_toast_overlay_add_toast()
 * does); a band of kaiser_toast_init_band() takes clicks while any of
 * its toasts is shown. */
void      kaiser_toast_add (AdwToastOverlay *overlay,
                            AdwToast        *toast);

/* Whether the toast in slot is still shown (added and not dismissed). */
gboolean  kaiser_toast_is_shown (AdwToast *const *slot);

G_END_DECLS
