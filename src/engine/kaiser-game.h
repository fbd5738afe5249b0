/* kaiser-game.h: a game of Kaiser as a GObject, for the UI and the CLI.
 *
 * Wraps a KaiserState, deals from a seed, keeps the log of every action
 * and every hand, and tells listeners what happened through properties
 * and signals.  Every refused action returns FALSE with a KAISER_ERROR
 * and changes nothing.
 */
#pragma once

#include <glib-object.h>

#include "kaiser-state.h"

G_BEGIN_DECLS

/* One hand as it went: the deals thrown in, and the state as it stands
 * (at the end of the hand once it is over). */
typedef struct {
  guint        number;
  KaiserSeat   dealer;
  GArray      *misdeals;     /* KaiserMisdeal, hands thrown in before this deal */
  KaiserState  state;
  KaiserState  start;        /* as the deal played was dealt */
} KaiserHandLog;

/* A deal thrown in: by a misdeal call, or passed out by all four (V7). */
typedef struct {
  KaiserCards  hands[KAISER_MAX_SEATS];
  KaiserCards  kitty;
  KaiserPiles  piles[KAISER_MAX_SEATS];  /* with piles (two players) */
  KaiserCards  passed[KAISER_MAX_SEATS];
  KaiserSeat   caller;       /* KAISER_SEAT_NONE when passed out */
} KaiserMisdeal;

/* Where a game begins that does not begin at its seed's first deal: a
 * hand replayed, a deal shared by its number.  The first hand is this
 * deal by this dealer at these game scores; a misdeal and later hands are
 * shuffled from the seed. */
typedef struct {
  KaiserSeat   dealer;
  KaiserCards  hands[KAISER_MAX_SEATS];
  KaiserCards  kitty;
  KaiserPiles  piles[KAISER_MAX_SEATS];  /* with piles (two players): of each seat's cards */
  gint         scores[KAISER_MAX_SIDES];
  gboolean     target_raised;  /* V21 */
  gint         pot;            /* V25 */
} KaiserGameStart;

#define KAISER_TYPE_GAME (kaiser_game_get_type ())
G_DECLARE_FINAL_TYPE (KaiserGame, kaiser_game, KAISER, GAME, GObject)

KaiserGame        *kaiser_game_new (const KaiserRules *rules, guint64 seed);
/* A game from a given start; NULL with KAISER_ERROR_INVALID_DEAL when the
 * cards are not the pack dealt out as the rules deal it. */
KaiserGame        *kaiser_game_new_from_start (const KaiserRules *rules, guint64 seed,
                                               const KaiserGameStart *start, GError **error);
/* A new game whose first hand is hand @hand_index (0-based) of this game
 * as it was dealt (the deal played, after any misdeal), by the same dealer
 * at the same game scores, under the same rules. */
KaiserGame        *kaiser_game_new_from_hand (KaiserGame *self, guint hand_index, GError **error);
/* FALSE for a game that begins at its seed's first deal. */
gboolean           kaiser_game_get_start (KaiserGame *self, KaiserGameStart *start);

const KaiserRules *kaiser_game_get_rules (KaiserGame *self);
guint64            kaiser_game_get_seed (KaiserGame *self);
const KaiserState *kaiser_game_get_state (KaiserGame *self);
KaiserPhase        kaiser_game_get_phase (KaiserGame *self);
KaiserSeat         kaiser_game_get_dealer (KaiserGame *self);
KaiserSeat         kaiser_game_get_to_act (KaiserGame *self);
guint              kaiser_game_get_hand_number (KaiserGame *self);
KaiserSeat         kaiser_game_get_declarer (KaiserGame *self);
KaiserBid          kaiser_game_get_contract (KaiserGame *self);
KaiserSuit         kaiser_game_get_trump (KaiserGame *self);
gint               kaiser_game_get_score (KaiserGame *self, KaiserTeam team);
KaiserTeam         kaiser_game_get_winner (KaiserGame *self);
KaiserCards        kaiser_game_get_hand (KaiserGame *self, KaiserSeat seat);

/* Actions */
gboolean kaiser_game_apply (KaiserGame *self, const KaiserAction *action, GError **error);
gboolean kaiser_game_call_misdeal (KaiserGame *self, KaiserSeat seat, gboolean call, GError **error);
gboolean kaiser_game_bid (KaiserGame *self, KaiserSeat seat, KaiserBid bid, GError **error);
gboolean kaiser_game_declare_trump (KaiserGame *self, KaiserSeat seat, KaiserSuit suit, GError **error);
gboolean kaiser_game_play_card (KaiserGame *self, KaiserSeat seat, KaiserCard card, GError **error);
gboolean kaiser_game_pass_card (KaiserGame *self, KaiserSeat seat, KaiserCard card, GError **error);
gboolean kaiser_game_announce_low (KaiserGame *self, KaiserSeat seat, gboolean low, GError **error);
/* Lost Heir: the dealer accepts the high bid (and scores it) or refuses it and leads. */
gboolean kaiser_game_accept_bid (KaiserGame *self, KaiserSeat seat, gboolean accept, GError **error);
gboolean kaiser_game_discard (KaiserGame *self, KaiserSeat seat, KaiserCard card, GError **error);
/* After a hand is scored: the deal passes left and the next hand is dealt. */
gboolean kaiser_game_next_hand (KaiserGame *self, GError **error);

/* A new game with the first n_actions actions of this one.  The next
 * hand is dealt where the log passes a scored hand. */
KaiserGame *kaiser_game_replay (KaiserGame *self, guint n_actions, GError **error);

/* Undo and redo, for one seat (the player's).  Undo gives a new game
 * back at the seat's last decision: before its last action, with the
 * other seats' actions after it taken back too; the actions taken back
 * are kept as the new game's redo tail.  Redo gives a new game forward
 * again: the seat's action from the tail and the other seats' actions
 * that followed it, up to the seat's next decision, exactly as they were
 * (never decided again).  Any action applied clears the tail.  Undo
 * counts itself in the new game (kaiser_game_get_undo_count), also after
 * the game was over (kaiser_game_get_ended_before). */
gboolean    kaiser_game_can_undo (KaiserGame *self, KaiserSeat seat);
KaiserGame *kaiser_game_undo (KaiserGame *self, KaiserSeat seat, GError **error);
gboolean    kaiser_game_can_redo (KaiserGame *self);
KaiserGame *kaiser_game_redo (KaiserGame *self, KaiserSeat seat, GError **error);
guint       kaiser_game_get_n_redo (KaiserGame *self);
guint       kaiser_game_get_undo_count (KaiserGame *self);
void        kaiser_game_set_undo_count (KaiserGame *self, guint count);
/* TRUE when the game was over once and Undo took it back. */
gboolean    kaiser_game_get_ended_before (KaiserGame *self);
void        kaiser_game_set_ended_before (KaiserGame *self, gboolean ended);

/* Queries */
guint       kaiser_game_legal_actions (KaiserGame *self, KaiserAction *actions);
KaiserCards kaiser_game_legal_cards (KaiserGame *self);
/* Legal bids for the seat to act, pass first; returns how many. */
guint       kaiser_game_legal_bids (KaiserGame *self, KaiserBid *bids);
void        kaiser_game_observe (KaiserGame *self, KaiserSeat seat, KaiserObservation *obs);

/* History */
guint                kaiser_game_get_n_actions (KaiserGame *self);
const KaiserAction  *kaiser_game_get_action (KaiserGame *self, guint index);
guint                kaiser_game_get_n_hands (KaiserGame *self);
const KaiserHandLog *kaiser_game_get_hand_log (KaiserGame *self, guint index);

/* The game stands at @state from now on, after @n_actions actions it
 * does not know (read as zeros): a mirror of a game played elsewhere (a
 * friend's table, src/online).  Emits ::dealt when @state is another
 * hand, else ::action-applied with no action (nothing when @quiet: only
 * cards no one here sees moved).  Refused (KAISER_ERROR,
 * nothing changed) for rules that are not valid, a seat or a phase out
 * of range, or a card in two places. */
gboolean kaiser_game_put_state (KaiserGame *self, const KaiserState *state, guint n_actions, gboolean quiet,
                                GError **error);
G_END_DECLS
