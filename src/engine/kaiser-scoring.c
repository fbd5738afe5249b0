/* kaiser-scoring.c */
#define G_LOG_DOMAIN "kaiser-scoring"

#include <string.h>

#include "kaiser-scoring.h"

/* 000_5ed066fa22fca3eb.txt, "Scoring": one point for each trick won, plus
 * five for the trick with the 5♥, minus three for the trick with the 3♠. */
gint
kaiser_score_points (const KaiserRules *rules, guint n_tricks, KaiserCards won)
{
  return (gint) n_tricks + kaiser_deck_card_points (&rules->deck, won);
}

static KaiserTeam
game_winner (const KaiserRules *rules, KaiserTeam bidders, const gint scores[KAISER_N_TEAMS])
{
  KaiserTeam defenders = kaiser_team_other (bidders);
  gboolean bidders_over = scores[bidders] >= rules->target;
  gboolean defenders_over = scores[defenders] >= rules->target;

  if (bidders_over && defenders_over)
    {
      /* 003_e5c337a9e6b12479.txt: "If both teams cross 52 in the same hand,
       * the bidding team wins." Otherwise the higher score wins. */
      if (rules->tie_to_bidders || scores[bidders] >= scores[defenders])
        return bidders;
      return defenders;
    }
  if (bidders_over)
    return bidders;
  if (defenders_over)
    return defenders;
  return KAISER_TEAM_NONE;
}

void
kaiser_score_hand (const KaiserRules *rules,
                   KaiserTeam         bidders,
                   KaiserBid          contract,
                   const gint         tricks[KAISER_N_TEAMS],
                   const gint         points[KAISER_N_TEAMS],
                   const gint         scores_before[KAISER_N_TEAMS],
                   KaiserHandResult  *result)
{
  KaiserTeam defenders = kaiser_team_other (bidders);
  gint multiplier = kaiser_rules_bid_multiplier (rules, contract);

  memset (result, 0, sizeof *result);
  result->bidders = bidders;
  result->contract = contract;
  for (guint t = 0; t < KAISER_N_TEAMS; t++)
    {
      result->tricks[t] = tricks[t];
      result->points[t] = points[t];
    }

  /* The bidding team's score: the points taken if at least the bid,
   * otherwise minus the bid; doubled at no-trump. */
  result->made = points[bidders] >= contract.amount;
  if (result->made)
    result->change[bidders] = points[bidders] * multiplier;
  else
    result->change[bidders] = -(gint) contract.amount * multiplier;

  /* The opponents' score: their points while below the bid-out; at or
   * above it, only points below zero count. */
  if (scores_before[defenders] >= rules->bid_out)
    {
      result->bid_out[defenders] = TRUE;
      result->change[defenders] = MIN (points[defenders], 0);
    }
  else
    result->change[defenders] = points[defenders];

  for (guint t = 0; t < KAISER_N_TEAMS; t++)
    result->scores[t] = scores_before[t] + result->change[t];
  result->winner = game_winner (rules, bidders, result->scores);
}
