/* kaiser-statistics.h: what the player's side did, by computer level.
 *
 * Per level (Beginner, Standard, Expert): games played and won; the hands
 * the player's side declared, made and was set in, by kind of contract;
 * the hands it took the +5 and the −3 card in; and from the review of a
 * hand, the points lost to mistakes and the bids that were the Expert's.
 * Kept in the key level-statistics (a{sv}: the level's name, then a{su}
 * of counters) of the application's schema.  A level's entry that cannot
 * be read is damaged: it is kept as it is, shown as damaged, and never
 * written over (only Reset, the player's choice, clears it).  Counters
 * this version does not know are kept.
 *
 * Practice games are never given here: the window counts the game it
 * autosaves only.
 *
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
 */

#pragma once

#include <gio/gio.h>

#include "kaiser-engine.h"
#include "kaiser-level.h"
#include "kaiser-review.h"

G_BEGIN_DECLS

typedef enum {
  KAISER_CONTRACT_SUIT,
  KAISER_CONTRACT_NO_TRUMP,
  KAISER_CONTRACT_LOW_NO_TRUMP,
  KAISER_N_CONTRACT_KINDS,
} KaiserContractKind;

typedef struct {
  guint games_played;
  guint games_won;
  guint hands_played;
  guint declared[KAISER_N_CONTRACT_KINDS];
  guint made[KAISER_N_CONTRACT_KINDS];
  guint set[KAISER_N_CONTRACT_KINDS];
  guint five_taken;      /* hands the player's side took the +5 card in */
  guint three_taken;     /* … the −3 card */
  guint reviewed_hands;
  guint points_lost;     /* to mistakes, in the reviewed hands, in tenths of a point */
  guint bids;            /* the player's bids in the reviewed hands */
  guint bids_as_expert;  /* … the Expert would have made */
} KaiserLevelStatistics;

#define KAISER_TYPE_STATISTICS (kaiser_statistics_get_type ())

G_DECLARE_FINAL_TYPE (KaiserStatistics, kaiser_statistics, KAISER, STATISTICS, GObject)

/* @settings: of schema io.github.threespot.ThreeSpot */
KaiserStatistics *kaiser_statistics_new        (GSettings             *settings);
/* FALSE when the level's entry is damaged (@stats zeroed then). */
gboolean          kaiser_statistics_get        (KaiserStatistics      *self,
                                                KaiserLevel            level,
                                                KaiserLevelStatistics *stats);
gboolean          kaiser_statistics_is_damaged (KaiserStatistics      *self,
                                                KaiserLevel            level);
/* The damaged entry as it is stored, for the player to see; NULL if none. */
char             *kaiser_statistics_get_damaged_text (KaiserStatistics *self,
                                                      KaiserLevel       level);
/* A finished game against @level: the game and every hand in it. */
/* The hand @index of @game, over, counted as it ends (hands played,
 * contracts, the +5 and −3), once: a hand counted before (by its game's
 * seed and its number, "counted-hands") is not counted again, here or by
 * kaiser_statistics_add_game().  TRUE if it was counted now. */
gboolean          kaiser_statistics_add_hand   (KaiserStatistics      *self,
                                                KaiserLevel            level,
                                                KaiserGame            *game,
                                                guint                  index);
/* A game over or abandoned: counted as played (and won), with its hands
 * not counted yet. */
void              kaiser_statistics_add_game   (KaiserStatistics      *self,
                                                KaiserLevel            level,
                                                KaiserGame            *game);
void              kaiser_statistics_add_game_at (KaiserStatistics     *self,
                                                KaiserLevel            level,
                                                KaiserGame            *game,
                                                KaiserSeat             seat);
/* A hand the review went through: the points the player lost to
 * mistakes (in tenths of a point), how many bids the player made and
 * how many of them the Expert would have made too.  @hand names the hand
 * ("seed:hand"): a hand already counted is not counted again (FALSE). */
gboolean          kaiser_statistics_add_review (KaiserStatistics      *self,
                                                KaiserLevel            level,
                                                const char            *hand,
                                                guint                  points_lost,
                                                guint                  n_bids,
                                                guint                  n_bids_as_expert);
/* A review gone through to its end (kaiser_statistics_add_review), at
 * the level the hand was played at; FALSE if not complete or counted. */
gboolean          kaiser_statistics_count_review (KaiserStatistics    *self,
                                                  KaiserReview        *review);
/* Every level back to nothing, damaged entries too (the player asked). */
void              kaiser_statistics_reset      (KaiserStatistics      *self);

/* The kind of a hand's contract (the state at the hand's end). */
KaiserContractKind kaiser_statistics_contract_kind (const KaiserState *state);

G_END_DECLS
