/* kaiser-scoring.h: the score of one hand and the end of the game. */
#pragma once

#include "kaiser-rules.h"

G_BEGIN_DECLS

typedef struct {
  KaiserTeam bidders;
  KaiserBid  contract;
  gint       tricks[KAISER_N_TEAMS];      /* tricks taken */
  gint       points[KAISER_N_TEAMS];      /* points taken in play: tricks ± card points */
  gint       change[KAISER_N_TEAMS];      /* change to the game score */
  gint       scores[KAISER_N_TEAMS];      /* game scores after the hand */
  gboolean   made;                        /* bidders made the contract */
  gboolean   bid_out[KAISER_N_TEAMS];     /* the side was at the bid-out and scored no plus points */
  KaiserTeam winner;                      /* game won on this hand, or KAISER_TEAM_NONE */
} KaiserHandResult;

/* Points taken in play by a side: one per trick plus the +5/−3 cards. */
gint kaiser_score_points (const KaiserRules *rules, guint n_tricks, KaiserCards won);

/* Score a finished hand from the points each side took. */
void kaiser_score_hand (const KaiserRules *rules,
                        KaiserTeam         bidders,
                        KaiserBid          contract,
                        const gint         tricks[KAISER_N_TEAMS],
                        const gint         points[KAISER_N_TEAMS],
                        const gint         scores_before[KAISER_N_TEAMS],
                        KaiserHandResult  *result);

G_END_DECLS
