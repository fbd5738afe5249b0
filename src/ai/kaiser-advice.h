/* kaiser-advice.h: why a computer player chose an action, for the Hint.
 *
 * kaiser_player_advise () fills it in (the Expert's kaiser_expert_advise
 * for what it weighs by simulation); kaiser-advice-text.h puts it in words. */
#pragma once

#include "kaiser-engine.h"

G_BEGIN_DECLS

/* Why an action was chosen, for the player's Hint. */
typedef enum {
  KAISER_ADVICE_RULE,         /* a rule of thumb of the Standard player */
  KAISER_ADVICE_HAND_VALUE,   /* judged from the hand's estimated worth (bids) */
  KAISER_ADVICE_SIMULATION,   /* best on average over deals of the unseen cards, each solved */
} KaiserAdviceBasis;

/* SIMULATION of a card played: the trick it goes to, played out in the
 * deals tried with every later seat's best card (double-dummy); each
 * field the share of those deals (weighted, in [0, 1]) in which: */
typedef struct {
  double wins;           /* the card takes the trick */
  double partner_wins;   /* the partner takes it (and leads next) */
  double bonus_ours;     /* the +5 card is in the trick and my side takes it */
  double penalty_theirs; /* the −3 card is in the trick and the other side takes it */
  double trump_drawn;    /* an opponent plays a trump to it after the card */
} KaiserTrickFacts;

typedef struct {
  KaiserAction      action;
  KaiserAdviceBasis basis;
  /* SIMULATION: deals tried, and the next best action (if any) */
  guint             deals;
  gboolean          has_runner_up;
  KaiserAction      runner_up;
  /* SIMULATION, what the choice weighed: the change of my side's game
   * score this hand minus the other side's, on average, in real score
   * points (without the weight of winning or losing the game on the hand
   * and without the margin of the usual call); the chance that my side,
   * declaring, is set (in [0, 1]; negative where it does not apply: a
   * pass in the auction, the play or discards of a hand the other side
   * declared, passed cards); the chances that the game ends on this hand
   * won by my side or by the other.  The choice is the action whose
   * score + WIN × (won − lost) (+ margin for the usual call) is highest,
   * WIN being the worth the Expert gives a game (kaiser-expert.c). */
  double            score;
  double            runner_up_score;
  double            set_chance;
  double            runner_up_set_chance;
  double            game_won;
  double            game_lost;
  double            runner_up_game_won;
  double            runner_up_game_lost;
  /* Bidding by simulation: the points the Standard player's own call is
   * given over the others (0 if none); kept_usual: the action is that
   * call, kept by the margin although another call weighed more without
   * it (the runner-up). */
  double            margin;
  gboolean          kept_usual;
  /* HAND_VALUE: the points the side may expect from the hand, and the
   * points the cheapest bid open to it needs */
  gint              estimate;
  gint              needed;
  /* SIMULATION of a card played, in a hint only (kaiser_expert_advise;
   * a decision does not gather them): the trick with the card, and with
   * the runner-up (when it is a card); deals, how many were played out */
  gboolean          has_trick;
  guint             trick_deals;
  KaiserTrickFacts  trick;
  KaiserTrickFacts  runner_up_trick;
} KaiserAdvice;

G_END_DECLS
