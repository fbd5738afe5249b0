/* kaiser-advice.h: why a computer player chose an action, for the Hint.
 *
 * kaiser_player_advise () fills it in (the Expert's kaiser_expert_advise
 * for what it weighs by simulation); kaiser-advice-text.h puts it in words. */
#pragma once

#include "kaiser-engine.h"

G_BEGIN_DECLS

/* The points a game won on the hand is worth in the Expert's values (a
 * game lost: as many fewer). */
#define KAISER_ADVICE_GAME_POINTS 30

/* Why an action was chosen, for the player's Hint. */
typedef enum {
  KAISER_ADVICE_RULE,         /* a rule of thumb of the Beginner or Standard player (rule: which) */
  KAISER_ADVICE_HAND_VALUE,   /* judged from the hand's estimated worth (bids) */
  KAISER_ADVICE_SIMULATION,   /* best on average over deals of the unseen cards, each solved */
} KaiserAdviceBasis;

/* RULE: the rule of thumb of the Beginner or Standard player that
 * decided (kaiser-heuristic.c); NONE where none is known (a bid, which
 * has HAND_VALUE, or advice not from the heuristic). */
typedef enum {
  KAISER_RULE_NONE,
  KAISER_RULE_ONLY_CHOICE,       /* one legal action */
  /* leading */
  KAISER_RULE_LEAD_NAMES_TRUMP,  /* V14: the lead names trumps, from the suit meant for them */
  KAISER_RULE_LEAD_DRAW_TRUMPS,  /* declarer's side leads trumps while an opponent may hold one */
  KAISER_RULE_LEAD_BONUS,        /* the +5 card is the master of its suit and safe from a ruff */
  KAISER_RULE_LEAD_MASTER,       /* a sure winner, where a ruff threatens least */
  KAISER_RULE_LEAD_PENALTY,      /* the −3 card: partner is out of its suit, an opponent is not */
  KAISER_RULE_LEAD_PARTNER_SUIT, /* the suit partner led first */
  KAISER_RULE_LEAD_SINGLETON,    /* a defender with trumps leads a singleton, to ruff it later */
  KAISER_RULE_LEAD_LONG_SUIT,    /* the longest suit, away from a ruff */
  KAISER_RULE_LEAD_ONLY_SPECIALS,/* only the +5 and −3 cards left to lead */
  /* following */
  KAISER_RULE_WIN_CHEAPLY,       /* the lowest card of the suit that beats the trick so far */
  KAISER_RULE_WIN_HIGH,          /* higher than needed, so the seats still to play do not beat it */
  KAISER_RULE_RUFF,              /* out of the suit led: a trump that takes the trick so far */
  KAISER_RULE_GIVE_BONUS,        /* partner is winning the trick: the +5 card to it */
  KAISER_RULE_PARTNER_WINS,      /* partner is winning the trick: a card under it */
  KAISER_RULE_DUMP_PENALTY,      /* the −3 card on a trick the opponents are winning */
  KAISER_RULE_DUCK_LOWEST,       /* the trick cannot be won: the lowest card */
  KAISER_RULE_DUCK_SPARE,        /* the trick cannot be won: the card of least use later */
  KAISER_RULE_HOLD_BACK,         /* could beat the trick so far, but a later seat may beat that: plays low */
  KAISER_RULE_NOT_WORTH,         /* last to play, could take the trick, but it is worth less than the card */
  KAISER_RULE_LEAVE_PENALTY,     /* could take the opponents' trick, but the −3 card is in it */
  KAISER_RULE_DISCARD_OFF_SUIT,  /* out of the suit led, no ruff: the card of least use later */
  KAISER_RULE_SOLO_UNDER,        /* Solo Kaiser: the bidder's partner stays under the trick */
  /* other phases */
  KAISER_RULE_KITTY_LEAST_USE,   /* Standard: the card whose loss costs the hand least */
  KAISER_RULE_KITTY_LOWEST,      /* Beginner: the lowest card outside trumps */
  KAISER_RULE_PASS_PENALTY,      /* the −3 card to an opponent */
  KAISER_RULE_PASS_SPARE,        /* the card the hand can spare most easily */
  KAISER_RULE_PASS_FEED_PARTNER, /* a top card to partner, who needs it more */
  KAISER_RULE_PASS_LOWEST,       /* Beginner: the lowest card */
  KAISER_RULE_TRUMP_BEST,        /* Standard: the trumps the hand takes most points with */
  KAISER_RULE_TRUMP_LONGEST,     /* Beginner: the longest suit */
  KAISER_RULE_LOW_BY_VALUE,      /* Standard: high or low, whichever the hand takes more points with */
  KAISER_RULE_LOW_BY_LOW_CARDS,  /* Beginner: low with five or more 7s and 8s */
  KAISER_RULE_MISDEAL_WORTH,     /* throw the hand in, or keep it, by its worth */
  KAISER_RULE_MISDEAL_LIMIT,     /* keep the hand: the deal was thrown in often enough */
  KAISER_RULE_ACCEPT_BID,        /* Lost Heir: the dealer accepts a bid worth more than the lead and trumps */
  KAISER_RULE_REFUSE_BID,        /* Lost Heir: the dealer refuses the bid, leads and makes trumps */
  KAISER_N_RULES
} KaiserRule;

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
  /* RULE: which one (KAISER_RULE_NONE where not known) */
  KaiserRule        rule;
  /* SIMULATION: deals tried, and the next best action (if any) */
  guint             deals;
  gboolean          has_runner_up;
  KaiserAction      runner_up;
  /* SIMULATION, what the choice weighed, each action's *value*: the
   * Expert's estimate of the change of my side's game score this hand
   * minus the other side's, on average over the deals tried, in score
   * points, higher is better; a game won on the hand counts
   * KAISER_ADVICE_GAME_POINTS more and a game lost as many fewer, and in
   * the auction a call other than the usual one (the Standard player's)
   * counts the margin fewer (handicap: the deals tried overrate such a
   * call).  The choice is the action of the highest value: the
   * runner-up's is never above it.  This is the number the Hint, the
   * review and the points lost all use (kaiser_expert_evaluate).
   *
   * Its parts: the chance that my side, declaring, is set (in [0, 1];
   * negative where it does not apply: a pass in the auction, the play or
   * discards of a hand the other side declared, passed cards); the
   * chances that the game ends on this hand won by my side or by the
   * other. */
  double            score;
  double            runner_up_score;
  double            set_chance;
  double            runner_up_set_chance;
  double            game_won;
  double            game_lost;
  double            runner_up_game_won;
  double            runner_up_game_lost;
  /* Bidding by simulation: the points a call other than the Standard
   * player's own call is counted fewer (0 if there is no such call);
   * handicap, runner_up_handicap: the points taken off the action's and
   * the runner-up's value (the margin or 0); kept_usual: the action is
   * the usual call, kept by the margin although another call did better
   * in the deals tried (the runner-up, its value before the handicap
   * above the action's). */
  double            margin;
  double            handicap;
  double            runner_up_handicap;
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
