/* kaiser-rules.h: the rules value.
 *
 * Every option of ../shared/rules/VARIANTS.md (V1–V26) and the pack are
 * data here; the engine reads them and has no if-chains on rule-set
 * names.  KaiserRules is a plain struct without pointers: copy it by
 * value.  Options are described by a table (kaiser_rules_list_options),
 * which drives JSON, GVariant, `kaiser-cli --set` and the preferences.
 */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "kaiser-bid.h"
#include "kaiser-card.h"

G_BEGIN_DECLS

#define KAISER_RULES_ID_MAX 24
#define KAISER_MAX_TRICKS   16   /* cards dealt to a seat (hand and piles), at most */
#define KAISER_MAX_KITTY    4
#define KAISER_MAX_HELD     8    /* cards in a hand; the rest of a seat's deal lies in piles */
#define KAISER_MAX_PILES    4    /* two-card piles before each seat (two players) */

/* One seat's piles (000_5ed066fa22fca3eb.txt, "Two Players": "four 2-card
 * piles face down on the table"): the card on top of each and the card
 * under it; KAISER_CARD_NONE for no pile, or a card its viewer has not seen. */
typedef struct {
  KaiserCard top[KAISER_MAX_PILES];
  KaiserCard under[KAISER_MAX_PILES];
} KaiserPiles;

/* No pile: every card KAISER_CARD_NONE. */
static inline void kaiser_piles_clear (KaiserPiles *piles)
{
  for (guint k = 0; k < KAISER_MAX_PILES; k++)
    piles->top[k] = piles->under[k] = KAISER_CARD_NONE;
}

/* The cards of the piles, tops and cards under (none for KAISER_CARD_NONE). */
static inline KaiserCards kaiser_piles_cards (const KaiserPiles *piles)
{
  KaiserCards cards = 0;

  for (guint k = 0; k < KAISER_MAX_PILES; k++)
    {
      if (piles->top[k] < 64)
        cards |= kaiser_card_bit (piles->top[k]);
      if (piles->under[k] < 64)
        cards |= kaiser_card_bit (piles->under[k]);
    }
  return cards;
}

typedef struct {
  guint8     n_cards[KAISER_N_SUITS];                 /* cards in each suit */
  guint8     face[KAISER_N_SUITS][KAISER_MAX_POWER];  /* KaiserFace at each power, lowest first */
  KaiserCard bonus_card;                              /* the +5 card (5♥) */
  gint8      bonus_value;
  KaiserCard penalty_card;                            /* the −3 card (3♠) */
  gint8      penalty_value;
  /* Lost Heir (000_5ed066fa22fca3eb.txt, "Lost Heir"): cards outside the
   * four suits, on bits of their own past each suit's cards.  The blanks
   * "belong to no suit"; the +5 and −3 cards (the Lost Heir and the Wrong
   * Boy) are then "the highest trump" and "the lowest trump" whatever
   * trumps are.  0 in every other pack. */
  KaiserCards blanks;
  KaiserCards outside;                                /* the blanks, and the +5 and −3 cards when they are trumps */
} KaiserDeck;

/* The suit @card follows when @trump is trumps: its own, none for a
 * blank, @trump for the Lost Heir and the Wrong Boy (none before trumps
 * are known). */
static inline KaiserSuit kaiser_deck_card_suit (const KaiserDeck *deck, KaiserCard card, KaiserSuit trump)
{
  if (!(deck->outside & (G_GUINT64_CONSTANT (1) << card)))
    return kaiser_card_suit (card);
  return (deck->blanks & (G_GUINT64_CONSTANT (1) << card)) ? KAISER_SUIT_NONE : trump;
}

/* The cards of @suit when @trump is trumps: with the Lost Heir and the
 * Wrong Boy in trumps, never a blank. */
static inline KaiserCards kaiser_deck_suit_cards (const KaiserDeck *deck, KaiserSuit suit, KaiserSuit trump)
{
  if (suit >= KAISER_N_SUITS)
    return 0;
  return (((G_GUINT64_CONSTANT (1) << deck->n_cards[suit]) - 1) << (suit * KAISER_MAX_POWER)) |
         (suit == trump ? deck->outside & ~deck->blanks : 0);
}

typedef enum {
  KAISER_PACK_STANDARD, KAISER_PACK_34, KAISER_PACK_LES_ROIS, KAISER_PACK_HETU, KAISER_PACK_JOFFRE,
  KAISER_PACK_26,                       /* three players */
  KAISER_PACK_40,                       /* five players */
  KAISER_PACK_48,                       /* six players */
  KAISER_PACK_LOST_HEIR,                /* Lost Heir: four cities of seven, two blanks, Lost Heir and Wrong Boy */
  KAISER_PACK_LOST_HEIR_48,             /* the same with eleven cards a city */
} KaiserPack;
typedef enum { KAISER_NT_RANK_ABOVE_EQUAL, KAISER_NT_RANK_ABOVE_ALL, KAISER_NT_RANK_FROM_EIGHT } KaiserNoTrumpRank;
typedef enum { KAISER_LOW_OFF, KAISER_LOW_OWN_BID, KAISER_LOW_EQUAL_BID, KAISER_LOW_ANNOUNCED, KAISER_LOW_ANY_BID } KaiserLowNoTrump;
typedef enum { KAISER_KAISER_NONE, KAISER_KAISER_SOLO, KAISER_KAISER_TEAM, KAISER_KAISER_40 } KaiserKaiserBid;
typedef enum { KAISER_KITTY_NONE, KAISER_KITTY_TWO, KAISER_KITTY_FOUR } KaiserKitty;
typedef enum {
  KAISER_PASSING_NONE, KAISER_PASSING_ONE_TO_PARTNER, KAISER_PASSING_TWO_TO_PARTNER,
  KAISER_PASSING_ROTATION, KAISER_PASSING_TWO_AFTER_BIDDING,
} KaiserPassing;
typedef enum { KAISER_LEAD_DECLARER, KAISER_LEAD_DEALER_LEFT } KaiserFirstLead;
typedef enum { KAISER_TRUMP_BY_NAMING, KAISER_TRUMP_BY_FIRST_LEAD } KaiserTrumpBy;
typedef enum { KAISER_SET_LOSES_BID, KAISER_SET_LOSES_POINTS, KAISER_SET_SCORES_ZERO } KaiserSetPenalty;
typedef enum { KAISER_BID_OUT_45, KAISER_BID_OUT_ABOVE_45, KAISER_BID_OUT_47, KAISER_BID_OUT_TARGET_MINUS_MIN, KAISER_BID_OUT_NONE } KaiserBidOut;
typedef enum { KAISER_BID_OUT_RAISE_10, KAISER_BID_OUT_RAISE_TO_56 } KaiserBidOutRaise;
typedef enum { KAISER_BID_TO_WIN_OFF, KAISER_BID_TO_WIN_MADE_BID, KAISER_BID_TO_WIN_STEAL_FIVE } KaiserBidToWin;
typedef enum { KAISER_TIE_BIDDERS, KAISER_TIE_HIGHER_SCORE } KaiserTie;

typedef struct {
  char       id[KAISER_RULES_ID_MAX];  /* preset the rules came from, "custom" once changed */
  KaiserDeck deck;                     /* derived from pack and kitty */
  /* Every option is an int, so the option table can address it. */
  gint pack;                  /* KaiserPack */
  gint min_bid;               /* V1 */
  gint max_bid;
  gint no_trump;              /* V2 */
  gint no_trump_rank;         /* V3 KaiserNoTrumpRank */
  gint no_trump_doubles;      /* V4 */
  gint low_no_trump;          /* V5 KaiserLowNoTrump */
  gint forced_no_trump;       /* V6 */
  gint dealer_may_pass;       /* V7 */
  gint kaiser_bid;            /* V8 KaiserKaiserBid */
  gint misdeal_weak_hand;     /* V9 */
  gint misdeal_four_of_a_kind;/* V10 */
  gint kitty;                 /* V11 KaiserKitty */
  gint passing;               /* V12 KaiserPassing */
  gint first_lead;            /* V13 KaiserFirstLead */
  gint trump_by;              /* V14 KaiserTrumpBy */
  gint set_penalty;           /* V15 KaiserSetPenalty */
  gint no_overtricks;         /* V16 */
  gint spade_needs_three;     /* V17 */
  gint bid_out;               /* V18 KaiserBidOut */
  gint bid_out_raise;         /* V18 KaiserBidOutRaise */
  gint insult;                /* V19 */
  gint target;                /* V20 */
  gint no_trump_raise;        /* V21: target after a made no-trump, 0 for none */
  gint minus_target_loses;    /* V22 */
  gint bid_to_win;            /* V23 KaiserBidToWin */
  gint tie;                   /* V24 KaiserTie */
  gint pot;                   /* V25: stake per failed bid, 0 for none */
  gint skunk;                 /* V26 */
  gint dealer_sells;          /* Lost Heir: the others bid for the lead, the dealer accepts or refuses */
  /* The table (issue 25): not in the option table, so that four seats in
   * two partnerships, the default, write nothing new in records, saved
   * games and settings.  Read them with kaiser_rules_n_seats and the
   * other seat helpers; change them with kaiser_rules_set_seats. */
  gint   n_seats;                     /* KAISER_MIN_SEATS … KAISER_MAX_SEATS */
  guint8 side[KAISER_MAX_SEATS];      /* KaiserTeam of each seat: 0, 1 … in order of first seat */
} KaiserRules;

#define KAISER_MIN_SEATS 2

typedef enum {
  KAISER_OPTION_BOOL,
  KAISER_OPTION_INT,
  KAISER_OPTION_ENUM,
} KaiserOptionType;

/* Where an option belongs in the preferences, as in VARIANTS.md. */
typedef enum {
  KAISER_OPTION_GROUP_DEAL,       /* the pack, misdeals, kitty and passing */
  KAISER_OPTION_GROUP_BIDDING,
  KAISER_OPTION_GROUP_PLAY,
  KAISER_OPTION_GROUP_SCORING,
  KAISER_OPTION_GROUP_WINNING,
  KAISER_N_OPTION_GROUPS
} KaiserOptionGroup;

typedef struct {
  const char         *name;       /* "min-bid" */
  guint               variant;    /* V-number of VARIANTS.md, 0 for none */
  KaiserOptionType    type;
  gsize               offset;     /* of the gint in KaiserRules */
  gint                min, max;   /* KAISER_OPTION_INT */
  const char * const *values;     /* KAISER_OPTION_ENUM: value names, NULL-terminated */
  const char         *summary;    /* one sentence, translatable (N_): use kaiser_option_get_summary */
  const char         *source;     /* rule sources, short names of VARIANTS.md */
  const char         *title;      /* a few words, translatable (N_): use kaiser_option_get_title */
  const char * const *value_titles; /* KAISER_OPTION_ENUM: one per value, translatable (N_) */
  KaiserOptionGroup   group;
  gboolean            quiet;      /* written (JSON, GVariant) only when not 0: rules older than it read and write as before */
} KaiserOption;

#define KAISER_TYPE_RULES (kaiser_rules_get_type ())
GType        kaiser_rules_get_type (void) G_GNUC_CONST;

KaiserRules *kaiser_rules_new (const char *preset);    /* NULL if unknown */
KaiserRules *kaiser_rules_copy (const KaiserRules *rules);
void         kaiser_rules_free (KaiserRules *rules);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KaiserRules, kaiser_rules_free)

/* Presets by id ("standard" …); NULL-terminated list. */
const char * const *kaiser_rules_list_presets (void);
const char  *kaiser_rules_preset_title (const char *preset);
/* What this program chose where the preset's rule page is silent, for
 * people; NULL when nothing. */
const char  *kaiser_rules_preset_notes (const char *preset);
/* The table for people: "4 players in 2 sides of 2", "3 players, each alone". */
char        *kaiser_rules_describe_table (const KaiserRules *rules);
/* The preset these rules are, option for option; NULL if none. */
const char  *kaiser_rules_match_preset (const KaiserRules *rules);
gboolean     kaiser_rules_init_preset (KaiserRules *rules, const char *preset, GError **error);
void         kaiser_rules_init_standard (KaiserRules *rules);
gboolean     kaiser_rules_validate (const KaiserRules *rules, GError **error);
gboolean     kaiser_rules_equal (const KaiserRules *a, const KaiserRules *b);

/* The table: seats 0 … n_seats − 1 round the table clockwise, each on a
 * side (a KaiserTeam, 0 … n_sides − 1); partners are the seats of one side. */
/* Inline, as the four-handed helpers were: the players call them in their
 * searches.  @seat must be a seat of the table. */
static inline guint kaiser_rules_n_seats (const KaiserRules *rules) { return (guint) rules->n_seats; }
static inline KaiserTeam kaiser_rules_seat_side (const KaiserRules *rules, KaiserSeat seat) { return (KaiserTeam) rules->side[seat]; }
/* The seat on the left (next to play), and the one on the right. */
static inline KaiserSeat kaiser_rules_seat_next (const KaiserRules *rules, KaiserSeat seat)
{ return (KaiserSeat) (seat + 1 == (guint) rules->n_seats ? 0 : seat + 1); }
static inline KaiserSeat kaiser_rules_seat_prev (const KaiserRules *rules, KaiserSeat seat)
{ return (KaiserSeat) (seat == 0 ? rules->n_seats - 1 : (gint) seat - 1); }
guint        kaiser_rules_n_sides (const KaiserRules *rules);
/* The seats of a side, as a mask of 1 << seat. */
guint        kaiser_rules_side_seats (const KaiserRules *rules, KaiserTeam side);
/* The other seat of a side of two; KAISER_SEAT_NONE for a player alone or
 * a side of three. */
KaiserSeat   kaiser_rules_seat_partner (const KaiserRules *rules, KaiserSeat seat);
/* The sides in play order from @seat's (its own first) into @order
 * (KAISER_MAX_SIDES); returns how many. */
guint        kaiser_rules_sides_from (const KaiserRules *rules, KaiserSeat seat, KaiserTeam *order);
/* The side after @side in play order (the other at two sides); @side
 * itself at a table of one side. */
KaiserTeam   kaiser_rules_side_next (const KaiserRules *rules, KaiserTeam side);
/* The other side when there are two; KAISER_TEAM_NONE otherwise. */
KaiserTeam   kaiser_rules_side_other (const KaiserRules *rules, KaiserTeam side);
/* Seat @n_seats players with the side of each seat in @sides, numbered
 * 0, 1 … in order of their first seat; @sides NULL gives the usual
 * sides: at four seats N/S against E/W, at six three sides of two
 * (partners opposite), otherwise every player alone.  FALSE, and the rules
 * unchanged, for a size or sides that cannot be. Validation decides
 * whether the table can be played (kaiser_rules_validate). */
gboolean     kaiser_rules_set_seats (KaiserRules *rules, guint n_seats, const guint8 *sides, GError **error);

/* Options */
const KaiserOption *kaiser_rules_list_options (guint *n_options);
const KaiserOption *kaiser_rules_find_option (const char *name);
gint         kaiser_rules_get (const KaiserRules *rules, const KaiserOption *option);
/* Translated texts for people: "Minimum bid", its one-sentence summary,
 * an enum value's title ("Two cards"; NULL for other types or out of
 * range), a group's title ("Bidding"). */
const char  *kaiser_option_get_title (const KaiserOption *option);
const char  *kaiser_option_get_summary (const KaiserOption *option);
/* The summary with the point cards of @deck for the standard pack's 5♥
 * and 3♠ ("0♥" and "0♠" in the Joffre pack). */
char        *kaiser_option_describe_summary (const KaiserOption *option, const KaiserDeck *deck);
/* The name of the option that must be on (not 0, not its first value)
 * for @option to mean anything ("no-trump" for "no-trump-doubles"), or
 * NULL. */
const char  *kaiser_option_get_requirement (const KaiserOption *option);
/* Whether @option means something under @rules: what it requires is on,
 * and so on up. */
gboolean     kaiser_option_applies (const KaiserOption *option, const KaiserRules *rules);
const char  *kaiser_option_get_value_title (const KaiserOption *option, gint value);
/* A value as players read it, never a code: "Yes", "Made bid", "52",
 * "None" for the 0 that turns an option off. */
char        *kaiser_option_describe_value (const KaiserOption *option, gint value);
const char  *kaiser_option_group_title (KaiserOptionGroup group);
/* Set an option from its text ("7", "true", "own-bid"); the id becomes
 * "custom" when the value changes.  Does not validate the whole. */
gboolean     kaiser_rules_set (KaiserRules *rules, const char *name, const char *value, GError **error);
/* The value as text. */
/* One option from a GVariant of its type: b, i or s (a value name). */
gboolean     kaiser_rules_set_variant (KaiserRules *rules, const char *name, GVariant *value, GError **error);
char        *kaiser_rules_get_string (const KaiserRules *rules, const KaiserOption *option);

/* The pack */
KaiserCards  kaiser_deck_cards (const KaiserDeck *deck);
guint        kaiser_deck_size (const KaiserDeck *deck);
KaiserFace   kaiser_deck_face (const KaiserDeck *deck, KaiserCard card);
/* Cards that stop a hand being a misdeal: aces, K/Q/J, the +5 and −3 cards. */
KaiserCards  kaiser_deck_honours (const KaiserDeck *deck);
/* Points a set of won cards is worth beyond one per trick. */
gint         kaiser_deck_card_points (const KaiserDeck *deck, KaiserCards won);
/* Total points of a hand: one per trick plus the bonus and penalty. */
gint         kaiser_rules_hand_points (const KaiserRules *rules);
/* "AS", "10H", "5H"; buf holds 4 bytes. */
const char  *kaiser_deck_card_to_string (const KaiserDeck *deck, KaiserCard card, char *buf);
gboolean     kaiser_deck_card_from_string (const KaiserDeck *deck, const char *text, KaiserCard *card);
/* Space-separated, highest suit first. */
char        *kaiser_deck_cards_to_string (const KaiserDeck *deck, KaiserCards cards);
gboolean     kaiser_deck_cards_from_string (const KaiserDeck *deck, const char *text, KaiserCards *cards, GError **error);
/* "Queen of Hearts" */
char        *kaiser_deck_card_describe (const KaiserDeck *deck, KaiserCard card);

/* The deal and the auction */
/* Cards dealt to each seat: its hand and its piles; as many tricks. */
guint        kaiser_rules_hand_size (const KaiserRules *rules);
/* Two-card piles before each seat: the cards dealt beyond a hand of
 * KAISER_MAX_HELD (two players: eight in hand and four piles); 0 for none. */
guint        kaiser_rules_n_piles (const KaiserRules *rules);
/* The cards a seat holds in hand, KAISER_MAX_HELD with piles. */
guint        kaiser_rules_held_size (const KaiserRules *rules);
guint        kaiser_rules_kitty_size (const KaiserRules *rules);
/* Cards each seat passes, before or after the bidding; 0 for none. */
guint        kaiser_rules_pass_count (const KaiserRules *rules);
/* Order of bids: 0 for a pass, larger is higher. */
gint         kaiser_rules_bid_rank (const KaiserRules *rules, KaiserBid bid);
gboolean     kaiser_rules_bid_valid (const KaiserRules *rules, KaiserBid bid);
/* Score multiplier for a contract (2 for doubled no-trump). */
gint         kaiser_rules_bid_multiplier (const KaiserRules *rules, KaiserBid bid);
/* The target, and the bid-out limit, before and after a made no-trump. */
gint         kaiser_rules_target (const KaiserRules *rules, gboolean raised);
/* Defenders at or above this score add no plus points; G_MAXINT for none. */
gint         kaiser_rules_bid_out_limit (const KaiserRules *rules, gboolean raised);

/* Serialisation */
JsonNode    *kaiser_rules_to_json (const KaiserRules *rules);
gboolean     kaiser_rules_from_json (JsonNode *node, KaiserRules *rules, GError **error);
/* a{sv}: "preset" and every option (b, i or s) */
GVariant    *kaiser_rules_to_variant (const KaiserRules *rules);
gboolean     kaiser_rules_from_variant (GVariant *variant, KaiserRules *rules, GError **error);

G_END_DECLS
