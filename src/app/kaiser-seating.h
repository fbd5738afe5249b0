/* kaiser-seating.h: where each seat sits as the player sees the table.
 *
 * Pure bookkeeping without GTK or geometry, shared by the table's layout
 * and the names of the seats (kaiser-score-text).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "kaiser-engine.h"

G_BEGIN_DECLS

/* The player at the bottom, the others round it in play order, from the
 * left over the top to the right.  Four seats: West left, North at the
 * top, East right; three: left and right; five: left, two at the top,
 * right; six: left, three at the top, right. */
typedef enum {
  KAISER_TABLE_BOTTOM,
  KAISER_TABLE_LEFT,
  KAISER_TABLE_TOP_LEFT,
  KAISER_TABLE_TOP,
  KAISER_TABLE_TOP_RIGHT,
  KAISER_TABLE_RIGHT,
  KAISER_TABLE_N_POSITIONS,
} KaiserTablePosition;

/* Where @seat of a table of @n_seats sits, with the player at @player. */
KaiserTablePosition kaiser_seating_position (guint n_seats, KaiserSeat player, KaiserSeat seat);
/* The seat of the person playing at the table of @rules: South, or at a
 * table of two (North and East) East. */
KaiserSeat          kaiser_seating_player (const KaiserRules *rules);

G_END_DECLS
