/* kaiser-card.h: seats, suits, cards and sets of cards as 64-bit masks.
 *
 * A card is a small integer: suit * 16 + power, where power is the card's
 * place in its suit under the deck's normal (high) order, 0 being the
 * lowest.  Which face (A, K, 7, 0 ...) stands at each power, and which cards
 * carry points, is data in the rules value (see kaiser-rules.h), so every
 * pack of the documented variants fits this one model.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Seats and sides.  The table is in the rules value: how many seats
 * (kaiser_rules_n_seats) and the side of each (kaiser_rules_seat_side),
 * with the seat helpers of kaiser-rules.h.  Arrays by seat hold
 * KAISER_MAX_SEATS, arrays by side KAISER_MAX_SIDES: every player alone
 * at the largest table.  Seat 0 deals first in a new game's numbering,
 * and seats go round clockwise (to the left) in number order.
 *
 * KAISER_N_SEATS and KAISER_N_TEAMS, and the inline helpers below that
 * take no rules, are the four-handed table in two partnerships (N/S and
 * E/W): the layers not yet counting seats from the rules (src/ai,
 * src/app) use them, and may only be given four-seat rules. */
#define KAISER_MAX_SEATS 6
#define KAISER_MAX_SIDES 6

typedef enum {
  KAISER_NORTH,
  KAISER_EAST,
  KAISER_SOUTH,
  KAISER_WEST,
  KAISER_N_SEATS,                       /* four-handed only */
  KAISER_SEAT_NONE = KAISER_MAX_SEATS,
} KaiserSeat;

typedef enum {
  KAISER_TEAM_NS,
  KAISER_TEAM_EW,
  KAISER_N_TEAMS,                       /* four-handed only */
  KAISER_TEAM_NONE = KAISER_MAX_SIDES,
} KaiserTeam;

typedef enum {
  KAISER_CLUBS,
  KAISER_DIAMONDS,
  KAISER_HEARTS,
  KAISER_SPADES,
  KAISER_N_SUITS,
  KAISER_SUIT_NONE = KAISER_N_SUITS,
} KaiserSuit;

/* Faces, in the order of their usual value; a deck maps powers to faces. */
typedef enum {
  KAISER_FACE_0, KAISER_FACE_1, KAISER_FACE_2, KAISER_FACE_3, KAISER_FACE_4,
  KAISER_FACE_5, KAISER_FACE_6, KAISER_FACE_7, KAISER_FACE_8, KAISER_FACE_9,
  KAISER_FACE_10,
  KAISER_FACE_JACK,
  KAISER_FACE_QUEEN,
  KAISER_FACE_KING,
  KAISER_FACE_ACE,
  KAISER_FACE_11,   /* Lost Heir's eleven-card suits: after the ace, so older faces keep their numbers */
  KAISER_N_FACES,
} KaiserFace;

typedef guint8 KaiserCard;
typedef guint64 KaiserCards;

#define KAISER_MAX_POWER   16
#define KAISER_CARD_NONE   ((KaiserCard) 0xff)

/* Four-handed only: see kaiser_rules_seat_next and the others for a table of any size. */
static inline KaiserSeat kaiser_seat_next (KaiserSeat s) { return (KaiserSeat) ((s + 1) & 3); }
static inline KaiserSeat kaiser_seat_partner (KaiserSeat s) { return (KaiserSeat) (s ^ 2); }
static inline KaiserSeat kaiser_seat_lho (KaiserSeat s) { return kaiser_seat_next (s); }
static inline KaiserSeat kaiser_seat_rho (KaiserSeat s) { return (KaiserSeat) ((s + 3) & 3); }
static inline KaiserTeam kaiser_seat_team (KaiserSeat s) { return (KaiserTeam) (s & 1); }
static inline KaiserTeam kaiser_team_other (KaiserTeam t) { return (KaiserTeam) (t ^ 1); }

static inline KaiserCard kaiser_card_make (KaiserSuit suit, guint power) { return (KaiserCard) (suit * KAISER_MAX_POWER + power); }
static inline KaiserSuit kaiser_card_suit (KaiserCard c) { return (KaiserSuit) (c / KAISER_MAX_POWER); }
static inline guint kaiser_card_power (KaiserCard c) { return c % KAISER_MAX_POWER; }
static inline KaiserCards kaiser_card_bit (KaiserCard c) { return G_GUINT64_CONSTANT (1) << c; }
static inline KaiserCards kaiser_suit_mask (KaiserSuit s) { return G_GUINT64_CONSTANT (0xffff) << (s * KAISER_MAX_POWER); }

static inline guint kaiser_cards_count (KaiserCards m) { return (guint) __builtin_popcountll (m); }
static inline gboolean kaiser_cards_has (KaiserCards m, KaiserCard c) { return (m & kaiser_card_bit (c)) != 0; }
/* Lowest-numbered card of a non-empty set. */
static inline KaiserCard kaiser_cards_first (KaiserCards m) { return (KaiserCard) __builtin_ctzll (m); }
/* Highest-numbered card of a non-empty set: within one suit, the highest power. */
static inline KaiserCard kaiser_cards_last (KaiserCards m) { return (KaiserCard) (63 - __builtin_clzll (m)); }

/* Iterate over the cards of a set, lowest first. */
#define KAISER_CARDS_FOREACH(card, set) \
  for (KaiserCards _rest = (set); _rest && ((card) = kaiser_cards_first (_rest), TRUE); _rest &= _rest - 1)

/* "N", "E", "S", "W", then "5", "6" for the fifth and sixth seats, "-" for none */
const char *kaiser_seat_to_string (KaiserSeat seat);
const char *kaiser_seat_name (KaiserSeat seat);             /* "North" … "Fifth seat", "Sixth seat" */
gboolean    kaiser_seat_from_string (const char *text, KaiserSeat *seat);
/* "ns", "ew", then "side-3" … "side-6", "none" */
const char *kaiser_team_to_string (KaiserTeam team);
gboolean    kaiser_team_from_string (const char *text, KaiserTeam *team);
const char *kaiser_suit_to_string (KaiserSuit suit);        /* "clubs" … "none" */
gboolean    kaiser_suit_from_string (const char *text, KaiserSuit *suit);
char        kaiser_suit_letter (KaiserSuit suit);           /* 'C' 'D' 'H' 'S' */
const char *kaiser_suit_symbol (KaiserSuit suit);           /* "♣" … */
const char *kaiser_face_to_string (KaiserFace face);        /* "A", "K", "10", "0" */
gboolean    kaiser_face_from_string (const char *text, gsize len, KaiserFace *face);

G_END_DECLS
