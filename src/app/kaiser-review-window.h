/* kaiser-review-window.h: the review of one hand, in its own window.
 *
 * Steps through the hand decision by decision (the auction, trumps or
 * no-trump, high or low, discards, passed cards, every card) on a card
 * table with all four hands face up, the trick as it was; a list of the
 * steps with the evaluation of each as the review (kaiser-review.h)
 * delivers it: for the reviewed seat the Expert's best against the action
 * taken and what it cost, mistakes marked; for the other seats why they
 * chose, from what they could see.  A second page shows the double-dummy
 * table of the deal (kaiser-dd-table.h) beside the hand as played.
 *
 * The window works on its own copy of the game: the game on the main
 * table may go on (or be undone) while it is open.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "kaiser-card-cache.h"
#include "kaiser-dd-table.h"
#include "kaiser-engine.h"
#include "kaiser-level.h"
#include "kaiser-review.h"
#include "kaiser-table.h"

G_BEGIN_DECLS

#define KAISER_TYPE_REVIEW_WINDOW (kaiser_review_window_get_type ())
G_DECLARE_FINAL_TYPE (KaiserReviewWindow, kaiser_review_window, KAISER, REVIEW_WINDOW, AdwWindow)

/* The review of @game's hand @hand_index (0-based, as
 * kaiser_game_get_hand_log counts), judging @seat, the other seats'
 * reasons from players of @level; the cards drawn in the theme of
 * @cards (the main table's cache, followed: this window draws its own
 * size).  Transient for @parent (may be NULL).  The evaluation starts
 * once the window is shown.  NULL with an error when the game has no
 * such hand. */
KaiserReviewWindow  *kaiser_review_window_new (GtkWindow       *parent,
                                               KaiserGame      *game,
                                               guint            hand_index,
                                               KaiserSeat       seat,
                                               KaiserLevel      level,
                                               KaiserCardCache *cards,
                                               GError         **error);

KaiserReview        *kaiser_review_window_get_review (KaiserReviewWindow *self);
KaiserTable         *kaiser_review_window_get_table (KaiserReviewWindow *self);
/* The step shown: the game just before step @position acts
 * (kaiser_review_dup_game_at); n_steps is the end of the hand. */
guint                kaiser_review_window_get_position (KaiserReviewWindow *self);
void                 kaiser_review_window_set_position (KaiserReviewWindow *self, guint position);
/* The double-dummy table once computed (in a worker thread), else NULL. */
const KaiserDdTable *kaiser_review_window_get_dd_table (KaiserReviewWindow *self);

G_END_DECLS
