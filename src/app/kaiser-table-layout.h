/* kaiser-table-layout.h: where things sit on the card table.
 *
 * Pure geometry and bookkeeping, no drawing and no widget: the size of
 * the cards for a table of a given size, the rectangle of each card of
 * each hand, of the trick, of the kitty, passed cards and discards, and
 * where the name plates go; plus which cards lie where in a state (the
 * player's hand in display order, the kitty still on the table).  The
 * table (kaiser-table.c) draws and animates from these; tests check them
 * without a display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <graphene.h>

#include "kaiser-engine.h"
#include "kaiser-seating.h"

G_BEGIN_DECLS

/* The most cards a hand holds: a full hand with a kitty, and two passed cards. */
#define KAISER_TABLE_MAX_HAND (KAISER_MAX_TRICKS + KAISER_MAX_KITTY + 2)
/* The others' card backs, relative to the player's cards */
#define KAISER_TABLE_SIDE     0.62f

/* Geometry of the table at its current size */
typedef struct {
  float W, H;
  int   scale;
  float cw, ch;        /* the player's cards (whole logical pixels) */
  float cx;            /* middle of the table */
  float hand_cx;       /* middle of the player's hand: cx, or left of it beside the piles */
  float top_cx;        /* middle of the cards at the top: cx, or right of it beside the piles */
  float ty;            /* middle of the trick */
  float hand_y;        /* top of the player's hand, not raised */
  float raise;         /* how far a playable card is raised */
  float hover_lift;    /* and a playable card under the pointer, further */
  float top;           /* top of North's cards */
  guint n_max;         /* cards in a full hand, for steady places */
  guint n_seats;       /* at the table: 4 unless kaiser_table_layout_set_table says otherwise */
  KaiserSeat player;   /* the seat the table is drawn from, at the bottom (kaiser_seating_player) */
  guint n_piles;       /* before each seat (two players), from kaiser_table_layout_set_table */
  double aspect;       /* of the cards, and what the table was laid out for */
  guint most_dealt, kitty;
  guint8 position[KAISER_MAX_SEATS]; /* KaiserTablePosition of each seat */
} KaiserTableLayout;

/* Where cards lie outside the hands and the trick, or go to. */
typedef enum {
  KAISER_TABLE_PLACE_HAND,     /* a seat's hand */
  KAISER_TABLE_PLACE_PASS,     /* a seat's cards passed on, face down before it, until everyone has passed (V12) */
  KAISER_TABLE_PLACE_KITTY,    /* the kitty, face down in the middle until the high bidder picks it up (V11) */
  KAISER_TABLE_PLACE_DISCARD,  /* the cards the declarer laid away, face down beside him */
} KaiserTablePlace;

/* The side of a point something is placed on. */
typedef enum {
  KAISER_TABLE_EAST_OF,
  KAISER_TABLE_WEST_OF,
  KAISER_TABLE_SOUTH_OF,
  KAISER_TABLE_NORTH_OF,
} KaiserTableSide;

/* The layout of a table W × H logical pixels at a scale, for cards of
 * the aspect (width over height), hands of at most @most_dealt cards and
 * a kitty of @kitty cards.  FALSE for an empty table. */
gboolean         kaiser_table_layout_init (KaiserTableLayout *L, float W, float H, int scale, double aspect,
                                           guint most_dealt, guint kitty);
/* The most a card's height may be of the table's while there is no trick
 * on it (the calls): the others' cards, the kitty and the calls' bubbles
 * still clear of each other. */
#define KAISER_TABLE_CALLING_MAX 0.28f
/* As kaiser_table_layout_init, for a table with no trick on it: cards
 * that were @keep_ch high keep that height if they would be smaller now
 * and it is at most KAISER_TABLE_CALLING_MAX of the table's height (and
 * the width allows it).  The table is a little shorter while the bidding
 * box shows under it; its cards are not drawn again at another size. */
gboolean         kaiser_table_layout_init_calling (KaiserTableLayout *L, float W, float H, int scale, double aspect,
                                                   guint most_dealt, guint kitty, float keep_ch);
/* Seat the table of @rules round the player (kaiser_seating_player at the
 * bottom); kaiser_table_layout_init seats four. */
/* @player: the seat at the bottom (KAISER_SEAT_NONE: kaiser_seating_player) */
void             kaiser_table_layout_set_table (KaiserTableLayout *L, const KaiserRules *rules, KaiserSeat player);
/* A coordinate rounded to whole device pixels. */
float            kaiser_table_layout_snap (const KaiserTableLayout *L, float v);
/* How much larger than the window's the table's text is for cards of
 * that height: it grows with the cards, in steps of an eighth, from 1
 * (cards up to 168 px high) to 3.  In steps, so that a table a little
 * larger than the smallest writes in the window's own font sizes, which
 * GTK has already laid out and rasterised, not in sizes of its own. */
float            kaiser_table_layout_text_scale (float card_h);
/* The i-th of n cards of the player's hand (not raised). */
graphene_rect_t  kaiser_table_layout_hand_card (const KaiserTableLayout *L, int i, int n);
/* How far up a card of the player's hand sits: raised when it may be
 * played, further under the pointer; a card that may not be, never. */
float            kaiser_table_layout_hand_lift (const KaiserTableLayout *L, gboolean playable, gboolean hovered);
/* The i-th of n backs of another seat. */
graphene_rect_t  kaiser_table_layout_back (const KaiserTableLayout *L, KaiserSeat seat, int i, int n);
/* The i-th of n cards of a seat, where it sits in the hand. */
graphene_rect_t  kaiser_table_layout_seat_card (const KaiserTableLayout *L, KaiserSeat seat, int i, int n);
/* Where a seat's card rests in the trick, and where the card of a seat
 * at a position would (at the table's size). */
graphene_rect_t  kaiser_table_layout_trick (const KaiserTableLayout *L, KaiserSeat seat);
graphene_rect_t  kaiser_table_layout_trick_at (const KaiserTableLayout *L, KaiserTablePosition pos);
/* Where the seat sits at the table laid out. */
KaiserTablePosition kaiser_table_layout_position_of (const KaiserTableLayout *L, KaiserSeat seat);
/* The middle of a seat's cards (a full hand). */
graphene_point_t kaiser_table_layout_seat_anchor (const KaiserTableLayout *L, KaiserSeat seat);
/* The top card of a seat's pile k (of L->n_piles), or the card under it
 * (@under), which shows a little above it.  Two players: the piles lie in
 * a row beside each player's hand, the player's to the right of its hand,
 * the other's to the left of its cards. */
graphene_rect_t  kaiser_table_layout_pile (const KaiserTableLayout *L, KaiserSeat seat, int k, gboolean under);
/* Where @card lies on @seat's piles in @st (its top card or the card
 * under it), into @r; FALSE when it is not on them. */
gboolean         kaiser_table_layout_pile_card (const KaiserTableLayout *L, const KaiserState *st, KaiserSeat seat,
                                                KaiserCard card, graphene_rect_t *r);
/* The k-th of n cards at a place other than a hand. */
graphene_rect_t  kaiser_table_layout_place (const KaiserTableLayout *L, KaiserTablePlace place, KaiserSeat seat, int k, int n);
/* Where a seat's name plate goes: a point, and the side of it the plate is on. */
void             kaiser_table_layout_plate_point (const KaiserTableLayout *L, KaiserSeat seat, float *x, float *y,
                                                  KaiserTableSide *side);
graphene_rect_t  kaiser_table_layout_rect_at (graphene_point_t centre, float w, float h);
graphene_rect_t  kaiser_table_layout_lerp (const graphene_rect_t *a, const graphene_rect_t *b, float t);

/* The cards of a hand in display order: suits of alternating colours,
 * trumps last once known, each suit high to low; returns how many. */
guint            kaiser_table_layout_sort_hand (KaiserCards hand, KaiserSuit trump, KaiserCard *out);
/* The seat's cards face up on its piles, pile by pile, into @out
 * (KAISER_MAX_PILES); returns how many. */
guint            kaiser_table_layout_face_up (const KaiserState *st, KaiserSeat seat, KaiserCard *out);
/* The place of card among the set's (in card order). */
int              kaiser_table_layout_index_in (KaiserCards set, KaiserCard card);
/* The next seat in play after @seat (seats out of the hand skipped). */
KaiserSeat       kaiser_table_layout_next_seat (const KaiserState *st, KaiserSeat seat);
KaiserCards      kaiser_table_layout_cards_in_hands (const KaiserState *st);
/* The kitty lies in the middle until the high bidder picks it up. */
gboolean         kaiser_table_layout_kitty_on_table (const KaiserState *st);
/* The set of cards at a place (for the places other than hands). */
KaiserCards      kaiser_table_layout_place_set (const KaiserState *st, KaiserTablePlace place, KaiserSeat seat);

G_END_DECLS
