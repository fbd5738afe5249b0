/* main.c
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

#define G_LOG_DOMAIN "three-spot"

#include "config.h"

#include <glib/gi18n.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "kaiser-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(KaiserApplication) app = NULL;

#ifdef __GLIBC__
  /* glibc gives every thread that allocates a heap ("arena") of its own,
   * up to eight per core, and a heap never shrinks below what it once
   * held.  The game's threads are the GL driver's, D-Bus's and a few
   * short-lived workers (card drawing, the computer players), so their
   * memory is shared between two heaps: about 1 MB less resident from
   * the first frames (build-aux/measure-startup.sh), and a malloc lock
   * the workers seldom wait for.  Before any thread starts. */
  mallopt (M_ARENA_MAX, 2);
#endif
  kaiser_application_bind_textdomain ();

  app = kaiser_application_new (APP_ID, G_APPLICATION_HANDLES_OPEN);

  return g_application_run (G_APPLICATION (app), argc, argv);
}
