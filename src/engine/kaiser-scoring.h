/* kaiser-scoring.h: the score of one hand and the end of the game. */
#pragma once

#include "kaiser-rules.h"

G_BEGIN_DECLS

/* What happened in a hand's play, as scoring needs it. */
typedef struct {
  KaiserSeat  declarer;
  KaiserBid   contract;                     /* a pass: the declarer leads bound to no bid (Lost Heir) */
  gboolean    sold;                         /* the dealer accepted the bid and scores it (Lost Heir) */
  KaiserSeat  dealer;                       /* read when sold */
  guint       tricks_won[KAISER_MAX_SEATS];
  KaiserCards won[KAISER_MAX_SIDES];        /* cards in each side's tricks */
  KaiserTeam  insulted;                   /* side that played the +5 card to a trick the −3 card won (V19) */
  gint        scores[KAISER_MAX_SIDES];     /* game scores before the hand */
  gboolean    target_raised;              /* a no-trump was made earlier (V21) */
  gint        pot;                        /* pot before the hand (V25) */
} KaiserHandPlay;

typedef struct {
  KaiserTeam bidders;
  KaiserBid  contract;
  KaiserTeam sellers;                     /* the side of the dealer who sold the lead (Lost Heir), or KAISER_TEAM_NONE */
  gint       tricks[KAISER_MAX_SIDES];      /* tricks taken */
  gint       points[KAISER_MAX_SIDES];      /* points taken in play: tricks ± card points, with V17/V19 */
  gint       change[KAISER_MAX_SIDES];      /* change to the game score */
  gint       scores[KAISER_MAX_SIDES];      /* game scores after the hand */
  gboolean   made;                        /* bidders made the contract */
  gboolean   bid_out[KAISER_MAX_SIDES];     /* the side stood at the bid-out: no plus points */
  gboolean   target_raised;               /* after the hand */
  gint       target;                      /* target after the hand */
  gint       pot;                         /* pot after the hand */
  gboolean   five_stolen;                 /* V23: defenders at the bid-out took the +5 card and won */
  gboolean   skunk;                       /* V26: the game was won with the losers at 0 or less */
  KaiserTeam winner;                      /* game won on this hand, or KAISER_TEAM_NONE */
} KaiserHandResult;

/* Points a side took in play, before the contract is scored. */
gint kaiser_score_points (const KaiserRules *rules, guint n_tricks, KaiserCards won, gboolean insulted);

void kaiser_score_hand (const KaiserRules    *rules,
                        const KaiserHandPlay *play,
                        KaiserHandResult     *result);

G_END_DECLS
