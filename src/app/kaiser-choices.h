/* kaiser-choices.h: the buttons of the panel under the table.
 *
 * Each button carries the engine action it stands for and hands it to a
 * callback when clicked: the window's choices (Throw In / Keep, the
 * trump suits, High / Low …) and the bidding box, Pass and then one row
 * of amounts per kind of bid, only the legal ones, as on a bidding card.
 * Also the keyboard's bids: a number key bids that many.
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

#include <gtk/gtk.h>

#include "kaiser-engine.h"

G_BEGIN_DECLS

typedef void (*KaiserChoiceFunc) (const KaiserAction *action, gpointer data);

/* A button labelled with @label (a mnemonic) that calls @func with a copy
 * of @action when clicked. */
GtkWidget *kaiser_choice_button_new  (const char         *label,
                                      const KaiserAction *action,
                                      KaiserChoiceFunc    func,
                                      gpointer            data);
/* The action of a button made by kaiser_choice_button_new(), else NULL. */
const KaiserAction *kaiser_choice_button_get_action (GtkWidget *widget);
/* Appends the bidding box for the legal calls @actions to @choices:
 * "Pass", then the grid of bids; buttons named "bid-pass", "bid-7",
 * "bid-8n" … */
void       kaiser_choices_add_bid_box (GtkFlowBox        *choices,
                                       const KaiserAction *actions,
                                       guint               n,
                                       KaiserChoiceFunc    func,
                                       gpointer            data);

/* Fills @reserve, a flow box that is never shown, with the whole bidding
 * box of @rules (every call an auction may offer), so that it takes the
 * room of the largest panel the hand may need: the room the window keeps
 * for the choices whatever they are (issue 24). */
void       kaiser_choices_fill_reserve (GtkFlowBox        *reserve,
                                        const KaiserRules *rules);

/* Marks the button of @action among @choices (its descendants) as the
 * Hint's: the css class "hinted" and the accessible description
 * "Suggested by the hint"; every other button loses the mark.  @action
 * NULL: none is marked. */
void       kaiser_choices_mark_hinted (GtkWidget          *choices,
                                       const KaiserAction *action);

typedef enum {
  KAISER_BID_KEY_NONE,      /* not a key that bids */
  KAISER_BID_KEY_ILLEGAL,   /* a bid, but not a legal one now */
  KAISER_BID_KEY_LEGAL,     /* *action is the call */
  KAISER_BID_KEY_PENDING,   /* the first figure of a bid of two: the next key says */
} KaiserBidKey;

/* What a key bids for @seat: a number that many (0 for 10; 1 then 0, 1
 * or 2 for 10, 11 or 12), with Shift in no trump; P passes.  Only while
 * @seat is to bid; @keyval is the key without Shift.  @pending_tens is
 * the caller's memory of a first figure typed (0: none): read, then set
 * for the next key. */
KaiserBidKey kaiser_choices_bid_for_key (const KaiserState *st,
                                         KaiserSeat         seat,
                                         guint              keyval,
                                         GdkModifierType    state,
                                         guint             *pending_tens,
                                         KaiserAction      *action);

G_END_DECLS
