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

/* A game seen from one seat (a table shared online, issue 26): the game
 * another program keeps, shown from @seat's views only, for a window to
 * draw and animate as any game.  It starts with no cards (phase DEAL,
 * hand 1) until the first view; @seed only decides where the cards the
 * seat has not seen lie (the table draws their backs).  NULL, with a
 * critical, for rules that do not validate or a seat not at the table. */
KaiserGame *kaiser_game_new_seen (const KaiserRules *rules, KaiserSeat seat, guint64 seed);
/* The game a view of @seat's after @n_actions actions: afterwards
 * kaiser_game_observe (self, seat) is @obs exactly and the game counts
 * @n_actions actions.  The other seats hold cards the seat has not seen,
 * as many as they should, none of a suit they showed out of.
 *
 * When the view is one action past the game, that action is applied as
 * kaiser_game_apply does, with every usual signal ("action-applied",
 * "card-played", "trick-won", "hand-finished", "game-over", "dealt" for
 * a hand thrown in) and notification, the logs growing; the unseen cards
 * are moved first as it needs (a card another seat plays is put in its
 * hand; the one it passes or lays away unseen is one of its own, and is
 * logged so).  The next deal after a scored hand comes through
 * kaiser_game_next_hand ("dealt").  A view of the position the game is
 * at already, as after the seat's own action applied here first (one
 * action: a second one before the first one's view is set back), changes
 * nothing, or, when it shows cards that action revealed (the card under
 * a pile's top card, the cards passed to the seat, the kitty it took),
 * puts them in place with notifications only.  In these cases *@stepped
 * is TRUE.  Otherwise (the first view, actions missed, a view that
 * disagrees with the game) the game is set to the view quietly:
 * notifications of the properties that changed, "dealt" when the view is
 * of another deal than the game's (or the first with cards), no other
 * signal; the actions not seen are counted in the log as unknown ones
 * (type KAISER_N_ACTION_TYPES, seat KAISER_SEAT_NONE); *@stepped is
 * FALSE.
 *
 * FALSE with KAISER_ERROR_INVALID_VIEW, and nothing changed, for a view
 * of another seat, of other rules, or that no game could show (cards out
 * of the pack or in two places, more cards than the rules deal, …); with
 * KAISER_ERROR_WRONG_PHASE for a game not seen from a seat. */
gboolean    kaiser_game_set_seen (KaiserGame *self, const KaiserObservation *obs, guint n_actions,
                                  gboolean *stepped, GError **error);
/* The seat a game from kaiser_game_new_seen is seen from; KAISER_SEAT_NONE
 * for a game that knows every card.  A game seen from a seat cannot be
 * replayed, taken back or started again from a hand (its unseen cards are
 * made up), nor deal the next hand itself: kaiser_game_replay,
 * kaiser_game_undo, kaiser_game_new_from_hand and kaiser_game_next_hand
 * refuse with KAISER_ERROR_WRONG_PHASE.  An action the seat applies
 * itself (kaiser_game_apply) that throws the hand in leaves the game in
 * phase DEAL until the view of the new deal comes. */
KaiserSeat  kaiser_game_get_seen_seat (KaiserGame *self);

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

G_END_DECLS
