/* kaiser-seating.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "kaiser-seating"

#include "kaiser-seating.h"

KaiserSeat
kaiser_seating_player (const KaiserRules *rules)
{
  return kaiser_rules_n_seats (rules) > KAISER_SOUTH ? KAISER_SOUTH : (KaiserSeat) (kaiser_rules_n_seats (rules) - 1);
}

KaiserTablePosition
kaiser_seating_position (guint n_seats, KaiserSeat player, KaiserSeat seat)
{
  /* by the number of seats from the player's left, in play order */
  static const KaiserTablePosition round[KAISER_MAX_SEATS + 1][KAISER_MAX_SEATS] = {
    [2] = { KAISER_TABLE_BOTTOM, KAISER_TABLE_TOP },
    [3] = { KAISER_TABLE_BOTTOM, KAISER_TABLE_LEFT, KAISER_TABLE_RIGHT },
    [4] = { KAISER_TABLE_BOTTOM, KAISER_TABLE_LEFT, KAISER_TABLE_TOP, KAISER_TABLE_RIGHT },
    [5] = { KAISER_TABLE_BOTTOM, KAISER_TABLE_LEFT, KAISER_TABLE_TOP_LEFT, KAISER_TABLE_TOP_RIGHT, KAISER_TABLE_RIGHT },
    [6] = { KAISER_TABLE_BOTTOM, KAISER_TABLE_LEFT, KAISER_TABLE_TOP_LEFT, KAISER_TABLE_TOP,
            KAISER_TABLE_TOP_RIGHT, KAISER_TABLE_RIGHT },
  };

  g_return_val_if_fail (n_seats >= KAISER_MIN_SEATS && n_seats <= KAISER_MAX_SEATS, KAISER_TABLE_BOTTOM);
  return round[n_seats][(seat + n_seats - player) % n_seats];
}
