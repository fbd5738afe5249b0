/* kaiser-score-sheet.h: the Score Sheet dialog.
 *
 * The game as players keep it on paper: one line per hand (number,
 * dealer, contract, made or set, points taken, change, running scores),
 * the deals thrown in, a red line where a side reached the bid-out, and
 * the rules, target and bid-out at the top.  It follows the game while
 * open: a new line appears when a hand is scored.  Each hand's Review
 * button closes the sheet and activates its parent's win.review-hand.
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

#include "kaiser-card-cache.h"
#include "kaiser-engine.h"

G_BEGIN_DECLS

#define KAISER_TYPE_SCORE_SHEET (kaiser_score_sheet_get_type ())
G_DECLARE_FINAL_TYPE (KaiserScoreSheet, kaiser_score_sheet, KAISER, SCORE_SHEET, AdwWindow)

/* A modal sheet over parent (may be NULL) for game, seen from seat. */
KaiserScoreSheet *kaiser_score_sheet_new (GtkWindow *parent, KaiserGame *game, KaiserSeat seat);
/* Follow another game (a new game, or the same after undo). */
void              kaiser_score_sheet_set_game (KaiserScoreSheet *self, KaiserGame *game);
KaiserGame       *kaiser_score_sheet_get_game (KaiserScoreSheet *self);
/* The card theme's cache: the contracts name the suits as the theme does.
 * Call again when the theme changes: the sheet is written anew. */
void              kaiser_score_sheet_set_cache (KaiserScoreSheet *self, KaiserCardCache *cache);

G_END_DECLS
