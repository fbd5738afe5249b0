/* kaiser-hand-summary.h: the end of a hand, over the table.
 *
 * A card-like panel: the contract and whether it was made or set, the
 * points each side took with the +5 and −3 cards beside the side that
 * took them, the change of score and the new game score, the notices of
 * the hand (bid-out, stolen five, pot, insult, raised target), and the
 * button that goes on: "Next Hand" (win.next-hand), or at the end of the
 * game the winner and "New Game" (win.new-game); beside it "Review"
 * (win.review-hand with the hand's index) opens the hand's review.
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

#define KAISER_TYPE_HAND_SUMMARY (kaiser_hand_summary_get_type ())
G_DECLARE_FINAL_TYPE (KaiserHandSummary, kaiser_hand_summary, KAISER, HAND_SUMMARY, AdwBin)

GtkWidget *kaiser_hand_summary_new (void);
/* Where the small pictures of the +5 and −3 cards come from. */
void       kaiser_hand_summary_set_cache (KaiserHandSummary *self, KaiserCardCache *cache);
/* Show the hand just scored in game (phase HAND_OVER or GAME_OVER) as
 * seen from the player's seat.  The panel does not show itself. */
void       kaiser_hand_summary_show_hand (KaiserHandSummary *self, KaiserGame *game, KaiserSeat seat);
/* Make its button the window's default and give it the focus, so Enter
 * goes on; call once the panel is visible. */
void       kaiser_hand_summary_focus (KaiserHandSummary *self);
/* A practice deal: the button replays it (win.replay-hand 0). */
void       kaiser_hand_summary_set_practice (KaiserHandSummary *self, gboolean practice);
/* A widget under the button (the deal's number, Replay This Deal …). */
void       kaiser_hand_summary_set_extra (KaiserHandSummary *self, GtkWidget *extra);

G_END_DECLS
