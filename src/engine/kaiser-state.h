/* kaiser-state.h: the rules as a plain state machine.
 *
 * KaiserState is a small struct the computer players can copy freely;
 * KaiserGame wraps it for the UI.  Every action is checked and a refused
 * action leaves the state unchanged.
 */
#pragma once

#include "kaiser-card-names.h"
#include "kaiser-rng.h"
#include "kaiser-rules.h"
#include "kaiser-scoring.h"

G_BEGIN_DECLS

typedef enum {
  KAISER_PHASE_DEAL,        /* the dealer is to deal (a new hand, or again after a misdeal) */
  KAISER_PHASE_MISDEAL,     /* seats with a weak hand may throw it in */
  KAISER_PHASE_PASS,        /* each seat passes cards, one at a time (V12) */
  KAISER_PHASE_BIDDING,
  KAISER_PHASE_ACCEPT,      /* the dealer accepts the high bid or refuses it (Lost Heir) */
  KAISER_PHASE_TRUMP,       /* the high bidder names trumps */
  KAISER_PHASE_LOW,         /* the high bidder announces high or low (V5) */
  KAISER_PHASE_KITTY,       /* the high bidder has the kitty and discards, one at a time (V11) */
  KAISER_PHASE_PLAY,
  KAISER_PHASE_HAND_OVER,   /* scored; the next deal is pending */
  KAISER_PHASE_GAME_OVER,
} KaiserPhase;

typedef enum {
  KAISER_ACTION_MISDEAL,    /* value: 1 throws the hand in, 0 declines */
  KAISER_ACTION_BID,        /* bid */
  KAISER_ACTION_TRUMP,      /* value: KaiserSuit */
  KAISER_ACTION_PLAY,       /* value: KaiserCard */
  KAISER_ACTION_PASS_CARD,  /* value: KaiserCard passed on */
  KAISER_ACTION_LOW,        /* value: 1 plays the hand low, 0 high */
  KAISER_ACTION_DISCARD,    /* value: KaiserCard laid away from the kitty */
  KAISER_ACTION_ACCEPT,     /* value: 1 the dealer accepts the high bid (and scores it), 0 refuses and leads */
  KAISER_N_ACTION_TYPES,
} KaiserActionType;

typedef struct {
  guint8    type;   /* KaiserActionType */
  guint8    seat;   /* KaiserSeat */
  guint8    value;
  KaiserBid bid;
} KaiserAction;

static inline KaiserAction kaiser_action_make (KaiserActionType type, KaiserSeat seat, guint value)
{ KaiserAction a = { (guint8) type, (guint8) seat, (guint8) value, { 0, 0 } }; return a; }

/* The same action: type, seat and value, and for a bid the same bid. */
static inline gboolean kaiser_action_equal (const KaiserAction *a, const KaiserAction *b)
{
  return a->type == b->type && a->seat == b->seat && a->value == b->value &&
         (a->type != KAISER_ACTION_BID || kaiser_bid_equal (a->bid, b->bid));
}

#define KAISER_MAX_ACTIONS 64   /* more than any decision offers */

typedef struct {
  guint8     leader;                  /* KaiserSeat */
  guint8     n_played;
  guint8     winner;                  /* KaiserSeat, once complete */
  KaiserCard cards[KAISER_MAX_SEATS];   /* in play order from the leader */
} KaiserTrick;

typedef struct {
  KaiserRules  rules;
  KaiserPhase  phase;
  KaiserSeat   dealer;
  KaiserSeat   to_act;                /* KAISER_SEAT_NONE when no one is */
  guint        hand_number;           /* 1-based */
  guint        n_misdeals;            /* hands thrown in by this dealer this hand */
  KaiserCards  dealt[KAISER_MAX_SEATS]; /* as dealt */
  KaiserCards  hands[KAISER_MAX_SEATS]; /* held now, in hand and on piles */
  KaiserPiles  piles[KAISER_MAX_SEATS]; /* as dealt; a played card stays listed (two players) */
  KaiserCards  kitty;                 /* face down; in the declarer's hand once picked up */
  KaiserCards  discards;              /* laid away by the declarer */
  KaiserCards  passed[KAISER_MAX_SEATS];/* cards each seat passed on this hand */
  guint8       misdeal_pending;       /* seats still to decide on a misdeal */
  guint8       passes_done;           /* seats that have finished passing */
  gboolean     passing_after_bidding; /* the pass of this phase follows the auction */
  /* Auction */
  KaiserBid    bids[KAISER_MAX_SEATS];
  guint8       n_bids;                /* seats that have called, from the dealer's left */
  KaiserSeat   declarer;              /* high bidder, or KAISER_SEAT_NONE; the dealer who refused a bid */
  KaiserBid    contract;              /* a pass: the dealer leads without a contract (Lost Heir) */
  gboolean     sold;                  /* the dealer accepted the high bid, and scores it (Lost Heir) */
  KaiserSuit   trump;                 /* KAISER_SUIT_NONE at no-trump or before it is named */
  gboolean     low;                   /* card order reversed (low no-trump) */
  guint8       active;                /* seats in play (Kaiser 40 leaves the partner out) */
  /* Play */
  guint8       n_tricks;              /* completed tricks */
  KaiserTrick  tricks[KAISER_MAX_TRICKS];
  KaiserCards  won[KAISER_MAX_SIDES];   /* cards in each side's tricks */
  guint8       tricks_won[KAISER_MAX_SEATS];
  KaiserTeam   insulted;              /* V19 */
  KaiserCards  cancelled;             /* the +5 and −3 cards a blank cancelled in their trick (Lost Heir) */
  /* Game */
  gint         scores[KAISER_MAX_SIDES];
  gboolean     target_raised;         /* V21 */
  gint         pot;                   /* V25 */
  KaiserHandResult result;            /* valid in HAND_OVER and GAME_OVER */
  KaiserTeam   winner;
} KaiserState;

/* A new game: scores 0, hand 1 to be dealt by first_dealer (phase DEAL). */
void     kaiser_state_init (KaiserState *state, const KaiserRules *rules, KaiserSeat first_dealer);
/* In phase DEAL: the dealer deals these holdings, one for each seat of the
 * rules; with piles (kaiser_rules_n_piles), use kaiser_state_deal_piles. */
void     kaiser_state_deal (KaiserState *state, const KaiserCards *hands, KaiserCards kitty);
/* The same with each seat's piles (@piles one for each seat), whose cards
 * are among that seat's holding. */
void     kaiser_state_deal_piles (KaiserState *state, const KaiserCards *hands, KaiserCards kitty,
                                  const KaiserPiles *piles);
/* In phase HAND_OVER: the deal passes to the left (phase DEAL). */
void     kaiser_state_next_hand (KaiserState *state);
/* Shuffle and split the pack: one card at a time from the dealer's left;
 * @hands has room for each seat of the rules. */
void     kaiser_state_shuffle (const KaiserRules *rules, KaiserSeat dealer, KaiserRng *rng,
                               KaiserCards *hands, KaiserCards *kitty);
/* The same, and with piles each seat's eight cards in hand first, then
 * its piles, a card under and a card on top, into @piles (one for each
 * seat, or NULL without piles). */
void     kaiser_state_shuffle_piles (const KaiserRules *rules, KaiserSeat dealer, KaiserRng *rng,
                                     KaiserCards *hands, KaiserCards *kitty, KaiserPiles *piles);

gboolean kaiser_state_apply (KaiserState *state, const KaiserAction *action, GError **error);
/* Every action the seat to act may take; returns how many. */
guint    kaiser_state_legal_actions (const KaiserState *state, KaiserAction *actions);
gboolean kaiser_state_is_legal (const KaiserState *state, const KaiserAction *action, GError **error);

/* The suit a trick follows: its first card's, or after a blank led the
 * first card's of a suit; KAISER_SUIT_NONE while there is none. */
KaiserSuit kaiser_state_trick_suit (const KaiserState *state, const KaiserTrick *trick);
/* The +5 and −3 cards a blank in @trick cancels (Lost Heir); 0 in other packs. */
KaiserCards kaiser_state_trick_cancelled (const KaiserState *state, const KaiserTrick *trick);
/* Whether the hand is played with trumps: a suit contract, Kaiser 40, or
 * a dealer leading without a contract (Lost Heir). */
gboolean   kaiser_state_has_trumps (const KaiserState *state);

/* Piles (two players).  A pile's top card is face down until play starts,
 * then face up to both players; the card under it is face down until the
 * top card is played. */
/* Are @piles a seat's piles under @rules: as many as the rules lay, each
 * a top and an under card of @holding, no card twice, and no other pile?
 * KAISER_ERROR_INVALID_DEAL if not. */
gboolean    kaiser_piles_check (const KaiserRules *rules, KaiserCards holding, const KaiserPiles *piles, GError **error);
/* Cards of the seat's piles not yet played, seen or not by a viewer. */
KaiserCards kaiser_state_pile_cards (const KaiserState *state, KaiserSeat seat);
/* The seat's cards no one may see now: its piles before play, then the
 * cards under a top card still there. */
KaiserCards kaiser_state_hidden_cards (const KaiserState *state, KaiserSeat seat);
/* How many cards of the seat lie face down in piles now, seen or not. */
guint       kaiser_state_n_hidden (const KaiserState *state, KaiserSeat seat);
/* The seat's cards it may choose from now: in hand and face up on top of
 * its piles. */
KaiserCards kaiser_state_playable_cards (const KaiserState *state, KaiserSeat seat);
/* The seat's cards in its hand, not on its piles. */
KaiserCards kaiser_state_held_cards (const KaiserState *state, KaiserSeat seat);
/* The seat's cards face up on its piles, seen by every seat. */
KaiserCards kaiser_state_face_up_cards (const KaiserState *state, KaiserSeat seat);
/* The pile (0 …) a card lies in, as top or under; -1 for none. */
gint        kaiser_state_pile_of (const KaiserState *state, KaiserSeat seat, KaiserCard card);

/* From the tricks so far: the cards each seat played (@played, one for
 * each seat) and the suits each showed out of (@voids, 1 << suit, one for
 * each seat); either may be NULL. */
void        kaiser_state_read_tricks (const KaiserState *state, KaiserCards *played, guint *voids);

/* Convenience queries */
KaiserCards kaiser_state_legal_cards (const KaiserState *state);
/* No ace, no K/Q/J, no +5 or −3 card (V9). */
gboolean    kaiser_state_hand_is_weak (const KaiserState *state, KaiserSeat seat);
/* May this seat throw the hand in (V9, V10)? */
gboolean    kaiser_state_may_call_misdeal (const KaiserState *state, KaiserSeat seat);
/* Where a seat's passed cards go this hand. */
KaiserSeat  kaiser_state_pass_target (const KaiserState *state, KaiserSeat seat);
/* Cards the seat to act may pass or discard. */
KaiserCards kaiser_state_legal_pass_cards (const KaiserState *state);
KaiserCards kaiser_state_legal_discards (const KaiserState *state);
/* Why @seat may not pick @card of its hand now (to play, pass or lay
 * away), in the player's words: "You must follow suit (Hearts)."; NULL
 * when it may.  @names: the card theme's names, or NULL.  Free with g_free. */
char       *kaiser_state_card_refusal (const KaiserState *state, KaiserSeat seat, KaiserCard card,
                                       const KaiserCardNames *names);
/* Is a beaten by b in the same suit under the hand's card order? */
gboolean    kaiser_state_card_beats (const KaiserState *state, KaiserCard card, KaiserCard best);
KaiserBid   kaiser_state_standing_bid (const KaiserState *state, KaiserSeat *bidder);
const KaiserTrick *kaiser_state_current_trick (const KaiserState *state);
KaiserSeat  kaiser_state_trick_winner (const KaiserState *state, const KaiserTrick *trick);
gint        kaiser_state_points (const KaiserState *state, KaiserTeam team);
guint       kaiser_state_tricks (const KaiserState *state, KaiserTeam team);

/* The part of the state that seat may know: its own cards and everything
 * public.  Other seats' cards, and who else may call a misdeal, are hidden.
 * The legal-action queries work on it for the seat's own turn. */
typedef struct {
  KaiserSeat  seat;
  KaiserState view;
} KaiserObservation;

void kaiser_observation_init (KaiserObservation *obs, const KaiserState *state, KaiserSeat seat);
/* Forget where every card is (hands, passes, kitty, discards, tricks, what
 * was won) and keep the rest: the auction, the scores, the rules. */
void kaiser_state_clear_cards (KaiserState *state);

const char *kaiser_phase_to_string (KaiserPhase phase);
/* "S plays QH", "E bids 7nt" */
char       *kaiser_action_describe (const KaiserRules *rules, const KaiserAction *action);

G_END_DECLS
