/* kaiser-application.h
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

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Resource prefix of everything bundled in three-spot.gresource.xml.
 * Used as the application's resource base path, so GTK finds the icons/
 * directory there.  (There is no gtk/help-overlay.ui on purpose: the
 * window builds its shortcuts window when it is asked for.) */
#define KAISER_RESOURCE_PATH "/io/github/threespot/ThreeSpot"

#define KAISER_TYPE_APPLICATION (kaiser_application_get_type ())

G_DECLARE_FINAL_TYPE (KaiserApplication, kaiser_application, KAISER, APPLICATION, AdwApplication)

KaiserApplication *kaiser_application_new              (const char        *application_id,
                                                        GApplicationFlags  flags);

void               kaiser_application_ensure_resources (void);
/* Binds the translations: the installed ones, or those compiled in the
 * build tree when the program runs from it; returns the folder used. */
const char        *kaiser_application_bind_textdomain (void);

G_END_DECLS
