/* kaiser-theme-loader.h: the card theme of the `card-theme` key, read in
 * a worker thread and put into a card cache.
 *
 * Parsing a theme's SVG takes tens of milliseconds, so the loader reads
 * it off the main thread, and draws there too the cards the table shows
 * at the moment, so that a theme changed during a game comes in without a
 * frame held up.  When the key changes again before a theme is read (Ctrl+T
 * held down), only the last choice comes in: the loading of the one
 * before is cancelled, and stops at its next card.  A broken or missing
 * theme, or one whose cards take longer than KAISER_CARD_THEME_MAX_DRAW_MS
 * to draw (those on the table are drawn and timed; the back alone when
 * there are none), keeps the theme in the cache; at start, with no theme
 * yet, the Standard theme comes instead.
 *
 * Signals: "loaded" when the cache has a new theme, "problem" (a message
 * for the player) when the chosen theme could not be used, "message"
 * (for the player too) naming the theme Ctrl+T came to, or the one
 * standing in for the chosen theme that does not draw the game's pack.
 *
 * The loader also lists the themes for a menu (`win.card-theme` items)
 * and tells which theme comes after the key's one (Ctrl+T).
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

#include <gio/gio.h>

#include "kaiser-card-cache.h"
#include "kaiser-table.h"

G_BEGIN_DECLS

#define KAISER_TYPE_THEME_LOADER (kaiser_theme_loader_get_type ())
G_DECLARE_FINAL_TYPE (KaiserThemeLoader, kaiser_theme_loader, KAISER, THEME_LOADER, GObject)

/* settings may be NULL (no schema installed): the Standard theme, once.
 * table (may be NULL) tells which cards to render ahead. */
KaiserThemeLoader *kaiser_theme_loader_new       (GSettings       *settings,
                                                  KaiserCardCache *cache,
                                                  KaiserTable     *table);
/* Reads the key's theme again (also done at once by _new and on every
 * change of the key). */
void               kaiser_theme_loader_load      (KaiserThemeLoader *self);
/* Fills menu with one `win.card-theme` item a theme (the first of an id,
 * as the loader takes it; none the list knows to be broken). */
void               kaiser_theme_loader_fill_menu (KaiserThemeLoader *self,
                                                  GMenu             *menu);
/* The id of the usable theme after the key's one in the menu's list,
 * round; NULL without settings or themes. */
char              *kaiser_theme_loader_next_id   (KaiserThemeLoader *self);

/* Ctrl+T: the key set to the next id; once that theme is in, "message"
 * names it. */
void               kaiser_theme_loader_switch_next (KaiserThemeLoader *self);
/* When the chosen theme does not draw the pack of @rules (another stands
 * in), "message" says so, once a theme and pack. */
void               kaiser_theme_loader_tell_stand_in (KaiserThemeLoader *self,
                                                      const KaiserRules *rules);

G_END_DECLS
