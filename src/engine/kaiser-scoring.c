/* kaiser-scoring.c */
#define G_LOG_DOMAIN "kaiser-scoring"

#include <stdlib.h>
#include <string.h>

#include "kaiser-scoring.h"

/* 000_5ed066fa22fca3eb.txt, "Scoring": one point for each trick won, plus
 * five for the trick with the 5♥, minus three for the trick with the 3♠. */
gint
kaiser_score_points (const KaiserRules *rules, guint n_tricks, KaiserCards won, gboolean insulted)
{
  const KaiserDeck *deck = &rules->deck;
  gint points;

  /* 000_5ed066fa22fca3eb.txt, "Three of Spades": "a team which takes the
   * spade3 require three tricks to erase the 3 point penalty.  If the team
   * with the spade3 take just one or two tricks, their score for the whole
   * hand is minus 3 points … The heart5 can also be counted for plus 5
   * points provided that the team has at least three tricks." */
  if (rules->spade_needs_three && n_tricks < 3)
    points = kaiser_cards_has (won, deck->penalty_card) ? deck->penalty_value : (gint) n_tricks;
  else
    points = (gint) n_tricks + kaiser_deck_card_points (deck, won);

  /* "Joffre": "If the Kaiser wins a trick that contains the Joffre card,
   * the person who played Joffre loses 5 points for the insult." */
  if (insulted)
    points -= 5;
  return points;
}

static gboolean
is_no_trump (KaiserBid bid)
{
  return bid.kind == KAISER_BID_NO_TRUMP || bid.kind == KAISER_BID_LOW_NO_TRUMP || bid.kind == KAISER_BID_KAISER;
}

static gboolean
contract_made (const KaiserRules *rules, const KaiserHandPlay *play, KaiserTeam bidders, const gint points[KAISER_MAX_SIDES])
{
  KaiserSeat partner = kaiser_rules_seat_partner (rules, play->declarer);

  switch (play->contract.kind)
    {
    case KAISER_BID_KAISER:
      /* "the bidder alone will take 12 points in no trump - i.e. seven
       * tricks including the five of hearts but not the three of spades.
       * The bidder's partner must take no tricks, and the opponents must
       * take a trick containing the 3 of spades." */
      if (rules->kaiser_bid == KAISER_KAISER_SOLO)
        return play->tricks_won[play->declarer] == 7 && (partner == KAISER_SEAT_NONE || play->tricks_won[partner] == 0) &&
               kaiser_cards_has (play->won[bidders], rules->deck.bonus_card) &&
               kaiser_cards_has (play->won[kaiser_rules_side_other (rules, bidders)], rules->deck.penalty_card);
      /* team Kaiser: "the bidding team has to take 12 points in no trump" */
      return points[bidders] >= 12;
    case KAISER_BID_KAISER_40:
      /* "the bidder undertakes to win all eight tricks alone" */
      return play->tricks_won[play->declarer] == kaiser_rules_hand_size (rules);
    default:
      return points[bidders] >= play->contract.amount;
    }
}

/* The side with the highest score among @candidates (a mask of sides),
 * the first in @order on a tie; KAISER_TEAM_NONE if none. */
static KaiserTeam
highest (const KaiserTeam *order, guint n_sides, guint candidates, const gint *scores)
{
  KaiserTeam best = KAISER_TEAM_NONE;

  for (guint i = 0; i < n_sides; i++)
    if ((candidates & (1u << order[i])) && (best == KAISER_TEAM_NONE || scores[order[i]] > scores[best]))
      best = order[i];
  return best;
}

static KaiserTeam
game_winner (const KaiserRules *rules, const KaiserHandPlay *play, KaiserTeam stealer, const KaiserHandResult *r)
{
  KaiserTeam bidders = r->bidders;
  KaiserTeam order[KAISER_MAX_SIDES];
  /* the order settles a tie: the bidders, then the others from the
   * declarer's left (the page is silent on ties between players of a
   * larger table; docs/tables.md) */
  guint n_sides = kaiser_rules_sides_from (rules, play->declarer, order);
  guint others_over = 0, all = 0;
  /* 000_5ed066fa22fca3eb.txt, "Bid to Win": "a team can only win by means
   * of a successful bid" */
  gboolean bidders_over = r->scores[bidders] >= r->target &&
                          (rules->bid_to_win != KAISER_BID_TO_WIN_MADE_BID || r->made);

  for (guint t = 0; t < n_sides; t++)
    {
      all |= 1u << t;
      if (t != bidders && r->scores[t] >= r->target && rules->bid_to_win != KAISER_BID_TO_WIN_MADE_BID)
        others_over |= 1u << t;
    }
  if (r->contract.kind == KAISER_BID_KAISER)
    /* "This wins the game if successful and loses the game if unsuccessful." */
    return r->made ? bidders : kaiser_rules_side_other (rules, bidders);
  if (stealer != KAISER_TEAM_NONE)
    return stealer;
  if (bidders_over)
    {
      /* 003_e5c337a9e6b12479.txt: "If both teams cross 52 in the same hand,
       * the bidding team wins."; otherwise the higher score (bidders on a tie). */
      if (rules->tie == KAISER_TIE_BIDDERS)
        return bidders;
      return highest (order, n_sides, others_over | (1u << bidders), r->scores);
    }
  if (others_over)
    return highest (order, n_sides, others_over, r->scores);
  /* "Minus 52 Loses the Game": "if a team has a cumulative score of minus
   * 52 or worse, they lose the game and the other team wins"; at a table
   * of more sides, the highest score of the others. */
  if (rules->minus_target_loses)
    for (guint t = 0; t < n_sides; t++)
      if (r->scores[t] <= -r->target)
        return highest (order, n_sides, all & ~(1u << t), r->scores);
  return KAISER_TEAM_NONE;
}

void
kaiser_score_hand (const KaiserRules    *rules,
                   const KaiserHandPlay *play,
                   KaiserHandResult     *result)
{
  /* The bidders against every other side, each scoring apart:
   * "each opponent of the bidder scoring separately for the tricks they
   * took" (000_5ed066fa22fca3eb.txt, "Three Players"). */
  KaiserTeam bidders = kaiser_rules_seat_side (rules, play->declarer);
  KaiserTeam stealer = KAISER_TEAM_NONE;
  guint n_sides = kaiser_rules_n_sides (rules);
  gint multiplier = kaiser_rules_bid_multiplier (rules, play->contract);
  gint limit = kaiser_rules_bid_out_limit (rules, play->target_raised);
  gint amount = play->contract.amount;

  memset (result, 0, sizeof *result);
  result->bidders = bidders;
  result->contract = play->contract;
  result->sellers = play->sold ? kaiser_rules_seat_side (rules, play->dealer) : KAISER_TEAM_NONE;
  for (guint t = 0; t < n_sides; t++)
    {
      result->tricks[t] = 0;
      for (guint st = 0; st < kaiser_rules_n_seats (rules); st++)
        if (kaiser_rules_seat_side (rules, (KaiserSeat) st) == t)
          result->tricks[t] += play->tricks_won[st];
      result->points[t] = kaiser_score_points (rules, result->tricks[t], play->won[t], play->insulted == t);
    }

  /* The bidding team: the points taken if at least the bid, else minus
   * the bid; doubled at no-trump (000_5ed066fa22fca3eb.txt, "Scoring"). */
  result->made = contract_made (rules, play, bidders, result->points);
  if (kaiser_bid_is_pass (play->contract))
    {
      /* "Lost Heir": a dealer who refused the bid, or was passed, leads
       * bound to none and scores the points taken */
      result->made = TRUE;
      result->change[bidders] = result->points[bidders];
    }
  else if (play->contract.kind == KAISER_BID_KAISER_40)
    /* "This scores 40 points if successful and loses 40 otherwise." */
    result->change[bidders] = result->made ? 40 : -40;
  else if (result->made)
    /* "No Score for Overtricks": "a successful bid scores only the amount of the bid" */
    result->change[bidders] = (rules->no_overtricks ? amount : result->points[bidders]) * multiplier;
  else if (rules->set_penalty == KAISER_SET_SCORES_ZERO)
    /* "Lost Heir": "if the bidder made fewer points than the bid, his score
     * for the hand was zero" */
    result->change[bidders] = 0;
  else if (rules->set_penalty == KAISER_SET_LOSES_POINTS)
    /* 001_4709cdeeef921fce.txt: "if they broke the contract, they subtract
     * the value of the tricks". */
    result->change[bidders] = -abs (result->points[bidders]) * multiplier;
  else
    result->change[bidders] = -amount * multiplier;

  /* The opponents: their points while below the bid-out; at or above it,
   * only points below zero count. */
  for (guint t = 0; t < n_sides; t++)
    {
      if (t == bidders)
        continue;
      if (play->scores[t] >= limit)
        {
          result->bid_out[t] = TRUE;
          result->change[t] = MIN (result->points[t], 0);
          /* "Bid to Win": "unless you capture the heart5 from the bidders,
           * which wins the game for you." */
          if (rules->bid_to_win == KAISER_BID_TO_WIN_STEAL_FIVE &&
              kaiser_cards_has (play->won[t], rules->deck.bonus_card))
            {
              result->five_stolen = TRUE;
              stealer = (KaiserTeam) t;
            }
        }
      else
        result->change[t] = result->points[t];
    }

  /* "The dealer could either accept the highest bid and score the amount bid" */
  if (result->sellers != KAISER_TEAM_NONE)
    result->change[result->sellers] += amount;

  for (guint t = 0; t < n_sides; t++)
    result->scores[t] = play->scores[t] + result->change[t];

  /* "if any successful no-trump contract is played during the game, the
   * number of points required to win the game is increased" */
  result->target_raised = play->target_raised ||
                          (rules->no_trump_raise > 0 && result->made && is_no_trump (play->contract));
  result->target = kaiser_rules_target (rules, result->target_raised);
  /* "Kaiser with a Pot": "whenever a team loses a bid, they contribute an
   * agreed amount of money to a pot." */
  result->pot = play->pot + (result->made ? 0 : rules->pot);

  result->winner = game_winner (rules, play, stealer, result);
  /* 003_e5c337a9e6b12479.txt, "Skunk": the losers at 0 or less (every
   * loser, at a table of more sides). */
  if (rules->skunk && result->winner != KAISER_TEAM_NONE)
    {
      result->skunk = TRUE;
      for (guint t = 0; t < n_sides; t++)
        if (t != result->winner && result->scores[t] > 0)
          result->skunk = FALSE;
    }
}
