/* kaiser-claim.h: claiming the rest of a hand.
 *
 * A claim holds when the outcome of the rest of the hand is certain: the
 * same for EVERY legal continuation by all the seats, not just under
 * best play.  The outcome is what the score of the hand depends on: the
 * tricks and the points each side ends with, which side takes the +5 and
 * the −3 card, the insult (V19), and the hand's score (which also covers
 * the lone hands' trick counts).
 *
 * The check: a fast sufficient test at each trick boundary (the seat to
 * lead wins every trick whatever anyone plays), and otherwise a plain
 * enumeration of every continuation, merging cards of a hand that are
 * next to each other in a suit, stopped at the first outcome that
 * differs.  The enumeration is tried only with at most
 * KAISER_CLAIM_SEARCH_TRICKS tricks to go and within a node budget;
 * past either the claim is refused (never accepted unproved).
 */
#pragma once

#include "kaiser-engine.h"

G_BEGIN_DECLS

#define KAISER_CLAIM_SEARCH_TRICKS 4
#define KAISER_CLAIM_NODE_BUDGET   400000

typedef struct {
  guint      n_tricks;                  /* tricks left to play, the current one included */
  guint      tricks[KAISER_MAX_SIDES];  /* tricks each side takes from here on */
  gint       points[KAISER_MAX_SIDES];  /* points each side takes from here on (hand points at the end minus now) */
  gint       hand_points[KAISER_MAX_SIDES]; /* each side's points in play at the end of the hand */
  KaiserTeam bonus_team;                /* side that ends with the +5 card (KAISER_TEAM_NONE: nobody, e.g. in the kitty) */
  KaiserTeam penalty_team;              /* side that ends with the −3 card */
  KaiserHandResult result;              /* the hand as it will be scored */
  guint64    nodes;                     /* states the check visited (for benchmarks) */
} KaiserClaim;

/* TRUE when the rest of the hand is certain; claim (may be NULL) then
 * says what each side takes.  FALSE outside the play phase, when some
 * continuation gives another outcome, or when the check would be too
 * long to prove it (claim->nodes is set either way). */
gboolean kaiser_claim_check (const KaiserState *state, KaiserClaim *claim);

/* Apply the rest of the hand to the game, card by card through
 * kaiser_game_apply (so the log, records and replay stay as they are),
 * when the claim holds; else refuse with KAISER_ERROR_CLAIM_NOT_CERTAIN
 * and change nothing.  claim (may be NULL) gets what was claimed. */
gboolean kaiser_claim_play_out (KaiserGame *game, KaiserClaim *claim, GError **error);

G_END_DECLS
