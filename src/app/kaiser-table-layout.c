/* kaiser-table-layout.c: where things sit on the card table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "kaiser-table"

#include "config.h"

#include <math.h>
#include <string.h>

#include "kaiser-table-layout.h"

/* Suit order of the hand: colours alternate, trumps come last once known. */
static guint
suit_order (KaiserSuit trump, KaiserSuit *suits)
{
  static const KaiserSuit plain[] = { KAISER_SPADES, KAISER_HEARTS, KAISER_CLUBS, KAISER_DIAMONDS };
  /* the suit of the other colour after each suit, and the one of the same colour */
  static const KaiserSuit partner[] = {
    [KAISER_CLUBS] = KAISER_SPADES, [KAISER_SPADES] = KAISER_CLUBS,
    [KAISER_HEARTS] = KAISER_DIAMONDS, [KAISER_DIAMONDS] = KAISER_HEARTS,
  };
  KaiserSuit same, o1, o2;

  if (trump >= KAISER_N_SUITS)
    {
      memcpy (suits, plain, sizeof plain);
      return KAISER_N_SUITS;
    }
  /* other colour, same colour, other colour, trumps: the colours alternate */
  same = partner[trump];
  o1 = (trump == KAISER_HEARTS || trump == KAISER_DIAMONDS) ? KAISER_SPADES : KAISER_HEARTS;
  o2 = partner[o1];
  suits[0] = o1;
  suits[1] = same;
  suits[2] = o2;
  suits[3] = trump;
  return KAISER_N_SUITS;
}

guint
kaiser_table_layout_sort_hand (KaiserCards hand, KaiserSuit trump, KaiserCard *out)
{
  KaiserSuit suits[KAISER_N_SUITS];
  guint n = 0, ns = suit_order (trump, suits);

  /* Lost Heir's cards outside the suits, on each suit's last bit (no
   * pack has sixteen cards a suit), go last: the Lost Heir and the Wrong
   * Boy beside the trumps, then the blanks */
  static const KaiserSuit outside[] = { KAISER_HEARTS, KAISER_SPADES, KAISER_CLUBS, KAISER_DIAMONDS };

  for (guint i = 0; i < ns; i++)
    for (int p = KAISER_MAX_POWER - 2; p >= 0; p--)
      {
        KaiserCard c = kaiser_card_make (suits[i], (guint) p);
        if (kaiser_cards_has (hand, c) && n < KAISER_TABLE_MAX_HAND)
          out[n++] = c;
      }
  for (guint i = 0; i < G_N_ELEMENTS (outside); i++)
    {
      KaiserCard c = kaiser_card_make (outside[i], KAISER_MAX_POWER - 1);
      if (kaiser_cards_has (hand, c) && n < KAISER_TABLE_MAX_HAND)
        out[n++] = c;
    }
  return n;
}

/* Geometry */

float
kaiser_table_layout_snap (const KaiserTableLayout *L, float v)
{
  return roundf (v * L->scale) / L->scale;
}

/* Everything placed from the card height L->ch. */
/* A pile's card under shows this much of the card's height above its top card. */
#define PILE_PEEK 0.16f
/* A pile's cards, of the player's card size, and the room between piles. */
#define PILE_SCALE 0.8f
#define PILE_STEP 1.1f
/* Between a hand and its piles, of the player's card width. */
#define PILE_GAP 0.3f

static void
place (KaiserTableLayout *L, double aspect, guint most_dealt, guint kitty)
{
  L->aspect = aspect;
  L->most_dealt = most_dealt;
  L->kitty = kitty;
  L->cw = (int) (L->ch * aspect + 0.5);
  L->cx = L->hand_cx = L->top_cx = L->W / 2;
  L->raise = roundf (L->ch * 0.12f);
  L->hover_lift = roundf (L->ch * 0.06f);
  L->top = kaiser_table_layout_snap (L, L->H * 0.03f);
  L->hand_y = kaiser_table_layout_snap (L, L->H - L->ch - L->H * 0.035f);
  L->ty = kaiser_table_layout_snap (L, (L->top + L->ch * KAISER_TABLE_SIDE + L->hand_y - L->raise) / 2);
  if (L->n_piles > 0)
    {
      /* two players: each hand and its row of piles side by side, the
       * pair about the middle, and the trick between the two */
      float w = L->cw * PILE_SCALE, h = L->ch * PILE_SCALE;
      float piles = w + w * PILE_STEP * (L->n_piles - 1), gap = L->cw * PILE_GAP;

      L->hand_cx = L->cx - (gap + piles) / 2;
      L->top_cx = L->cx + (gap + piles) / 2;
      L->ty = kaiser_table_layout_snap (L, (L->top + h * (1 + PILE_PEEK) + L->hand_y - L->raise) / 2);
    }
  /* the most cards a hand holds: the high bidder's with the kitty (V11) */
  L->n_max = CLAMP (most_dealt + kitty, 8, KAISER_TABLE_MAX_HAND);
}

void
kaiser_table_layout_set_table (KaiserTableLayout *L, const KaiserRules *rules, KaiserSeat player)
{
  L->n_piles = kaiser_rules_n_piles (rules);
  if (L->n_piles > 0 && L->H > 0)
    {
      /* the hand and its piles share the width: a fan of eight (5.34
       * cards), the room between (0.3), four piles (3.44 cards), with room left
       * for the player's name plate beside the fan */
      L->ch = MAX (40, MIN (L->ch, (int) (L->W * 0.72f / (9.08f * L->aspect))));
      place (L, L->aspect, L->most_dealt, L->kitty);
    }
  L->player = player < kaiser_rules_n_seats (rules) ? player : kaiser_seating_player (rules);
  L->n_seats = kaiser_rules_n_seats (rules);
  for (guint s = 0; s < KAISER_MAX_SEATS; s++)
    L->position[s] = s < L->n_seats ? kaiser_seating_position (L->n_seats, L->player, (KaiserSeat) s)
                                    : KAISER_TABLE_BOTTOM;
}

KaiserTablePosition
kaiser_table_layout_position_of (const KaiserTableLayout *L, KaiserSeat seat)
{
  return seat < KAISER_MAX_SEATS ? (KaiserTablePosition) L->position[seat] : KAISER_TABLE_BOTTOM;
}

/* The middle of a fan of backs across the top: one in the middle, or
 * two or three side by side at five and six seats. */
static float
top_centre (const KaiserTableLayout *L, KaiserTablePosition pos)
{
  switch (pos)
    {
    case KAISER_TABLE_TOP_LEFT:  return L->W * (L->n_seats == 5 ? 0.36f : 0.27f);
    case KAISER_TABLE_TOP_RIGHT: return L->W * (L->n_seats == 5 ? 0.64f : 0.73f);
    case KAISER_TABLE_TOP:
    default:                     return L->top_cx;
    }
}

static gboolean
at_top (KaiserTablePosition pos)
{
  return pos == KAISER_TABLE_TOP || pos == KAISER_TABLE_TOP_LEFT || pos == KAISER_TABLE_TOP_RIGHT;
}

gboolean
kaiser_table_layout_init (KaiserTableLayout *L, float W, float H, int scale, double aspect, guint most_dealt, guint kitty)
{
  KaiserRules four;

  L->W = L->H = 0;
  kaiser_rules_init_standard (&four);
  kaiser_table_layout_set_table (L, &four, KAISER_SEAT_NONE);
  L->W = W;
  L->H = H;
  if (L->W <= 0 || L->H <= 0)
    return FALSE;
  L->scale = MAX (scale, 1);
  /* cards sized to the table: a full hand spans at most most of the width */
  L->ch = (int) MIN (L->H * 0.24, L->W * 0.14 / aspect);
  L->ch = MAX (L->ch, 40);
  place (L, aspect, most_dealt, kitty);
  return TRUE;
}

gboolean
kaiser_table_layout_init_calling (KaiserTableLayout *L, float W, float H, int scale, double aspect, guint most_dealt,
                                  guint kitty, float keep_ch)
{
  if (!kaiser_table_layout_init (L, W, H, scale, aspect, most_dealt, kitty))
    return FALSE;
  if (keep_ch > L->ch && keep_ch <= L->H * KAISER_TABLE_CALLING_MAX && keep_ch <= L->W * 0.14 / aspect)
    {
      L->ch = keep_ch;
      place (L, aspect, most_dealt, kitty);
    }
  return TRUE;
}

/* The i-th of n cards of the player's hand (not raised). */
float
kaiser_table_layout_text_scale (float card_h)
{
  return CLAMP (floorf (card_h / 150.0f * 8.0f) / 8.0f, 1.0f, 3.0f);
}

graphene_rect_t
kaiser_table_layout_hand_card (const KaiserTableLayout *L, int i, int n)
{
  float overlap = L->cw * 0.62f, x0;

  if (n > 1)
    overlap = MIN (overlap, (L->W * 0.70f - L->cw) / (n - 1));
  x0 = L->hand_cx - (L->cw + overlap * MAX (n - 1, 0)) / 2;
  return GRAPHENE_RECT_INIT (kaiser_table_layout_snap (L, x0 + i * overlap), L->hand_y, L->cw, L->ch);
}

float
kaiser_table_layout_hand_lift (const KaiserTableLayout *L, gboolean playable, gboolean hovered)
{
  if (!playable)
    return 0;
  return hovered ? L->raise + L->hover_lift : L->raise;
}

/* The i-th of n backs of another seat. */
graphene_rect_t
kaiser_table_layout_back (const KaiserTableLayout *L, KaiserSeat seat, int i, int n)
{
  float w = L->cw * KAISER_TABLE_SIDE, h = L->ch * KAISER_TABLE_SIDE;
  KaiserTablePosition pos = kaiser_table_layout_position_of (L, seat);

  if (at_top (pos))
    {
      /* tighter when two or three fans share the top */
      float step = w * (L->n_seats >= 5 ? 0.18f : 0.30f);
      float x = top_centre (L, pos) - (w + step * MAX (n - 1, 0)) / 2;
      return GRAPHENE_RECT_INIT (kaiser_table_layout_snap (L, x + i * step), L->top, w, h);
    }
  else
    {
      float step = h * 0.22f;
      float x = pos == KAISER_TABLE_LEFT ? L->W * 0.03f : L->W - L->W * 0.03f - w;
      float y = L->ty - (h + step * MAX (n - 1, 0)) / 2;
      return GRAPHENE_RECT_INIT (kaiser_table_layout_snap (L, x), kaiser_table_layout_snap (L, y + i * step), w, h);
    }
}

/* The i-th of n cards of a seat, where it sits in the hand. */
graphene_rect_t
kaiser_table_layout_seat_card (const KaiserTableLayout *L, KaiserSeat seat, int i, int n)
{
  return seat == L->player ? kaiser_table_layout_hand_card (L, i, n) : kaiser_table_layout_back (L, seat, i, n);
}

/* Where a seat's card rests in the trick. */
graphene_rect_t
kaiser_table_layout_trick (const KaiserTableLayout *L, KaiserSeat seat)
{
  return kaiser_table_layout_trick_at (L, kaiser_table_layout_position_of (L, seat));
}

graphene_rect_t
kaiser_table_layout_trick_at (const KaiserTableLayout *L, KaiserTablePosition pos)
{
  /* by position: bottom, left, top left, top, top right, right; at four
   * seats the cards of a trick overlap by a third, at five and six they
   * spread wider round the middle */
  static const float dx4[] = { 0, -0.60f, -0.60f, 0, 0.60f, 0.60f }, dy4[] = { 0.36f, 0, -0.36f, -0.36f, -0.36f, 0 };
  static const float dx6[] = { 0, -1.50f, -0.95f, 0, 0.95f, 1.50f }, dy6[] = { 0.42f, 0, -0.38f, -0.50f, -0.38f, 0 };
  /* two players: side by side, a little apart, between the rows of piles */
  static const float dx2[] = { 0.36f, 0, 0, -0.36f, 0, 0 }, dy2[] = { 0.16f, 0, 0, -0.16f, 0, 0 };
  const float *dx = L->n_seats >= 5 ? dx6 : L->n_seats == 2 ? dx2 : dx4;
  const float *dy = L->n_seats >= 5 ? dy6 : L->n_seats == 2 ? dy2 : dy4;
  float x = L->cx - L->cw / 2 + dx[pos] * L->cw;
  float y = L->ty - L->ch / 2 + dy[pos] * L->ch;

  return GRAPHENE_RECT_INIT (kaiser_table_layout_snap (L, x), kaiser_table_layout_snap (L, y), L->cw, L->ch);
}

graphene_rect_t
kaiser_table_layout_pile (const KaiserTableLayout *L, KaiserSeat seat, int k, gboolean under)
{
  float w = L->cw * PILE_SCALE, h = L->ch * PILE_SCALE, step = w * PILE_STEP;
  float piles = w + step * MAX ((int) L->n_piles - 1, 0), gap = L->cw * PILE_GAP;
  float x, y;

  if (kaiser_table_layout_position_of (L, seat) == KAISER_TABLE_BOTTOM)
    {
      /* right of the full hand's fan, level with its foot */
      graphene_rect_t last = kaiser_table_layout_hand_card (L, (int) L->n_max - 1, (int) L->n_max);

      x = last.origin.x + last.size.width + gap + k * step;
      y = L->hand_y + L->ch - h;
    }
  else
    {
      /* left of the other's cards, from its point of view on its right */
      graphene_rect_t first = kaiser_table_layout_back (L, seat, 0, (int) L->n_max);

      x = first.origin.x - gap - piles + k * step;
      y = L->top + h * PILE_PEEK;
    }
  if (under)
    y -= h * PILE_PEEK;
  return GRAPHENE_RECT_INIT (kaiser_table_layout_snap (L, x), kaiser_table_layout_snap (L, y), w, h);
}

gboolean
kaiser_table_layout_pile_card (const KaiserTableLayout *L, const KaiserState *st, KaiserSeat seat, KaiserCard card,
                               graphene_rect_t *r)
{
  gint k = kaiser_state_pile_of (st, seat, card);

  if (k < 0)
    return FALSE;
  *r = kaiser_table_layout_pile (L, seat, k, card == st->piles[seat].under[k]);
  return TRUE;
}

/* The middle of a seat's cards (a full hand). */
graphene_point_t
kaiser_table_layout_seat_anchor (const KaiserTableLayout *L, KaiserSeat seat)
{
  graphene_rect_t first = kaiser_table_layout_seat_card (L, seat, 0, L->n_max);
  graphene_rect_t last = kaiser_table_layout_seat_card (L, seat, L->n_max - 1, L->n_max);
  graphene_rect_t all;

  graphene_rect_union (&first, &last, &all);
  return GRAPHENE_POINT_INIT (all.origin.x + all.size.width / 2, all.origin.y + all.size.height / 2);
}

graphene_rect_t
kaiser_table_layout_rect_at (graphene_point_t centre, float w, float h)
{
  return GRAPHENE_RECT_INIT (centre.x - w / 2, centre.y - h / 2, w, h);
}

graphene_rect_t
kaiser_table_layout_lerp (const graphene_rect_t *a, const graphene_rect_t *b, float t)
{
  graphene_rect_t r;

  graphene_rect_interpolate (a, b, t, &r);
  return r;
}

/* The k-th of n cards at a place other than a hand, as big as the
 * others' cards: the kitty in the middle; a seat's passed cards halfway
 * to the middle; the discards beside the declarer's cards. */
graphene_rect_t
kaiser_table_layout_place (const KaiserTableLayout *L, KaiserTablePlace place, KaiserSeat seat, int k, int n)
{
  float w = L->cw * KAISER_TABLE_SIDE, h = L->ch * KAISER_TABLE_SIDE, step = w * (place == KAISER_TABLE_PLACE_KITTY ? 0.55f : 0.32f);
  graphene_point_t p;
  graphene_rect_t r;

  switch (place)
    {
    case KAISER_TABLE_PLACE_KITTY:
      p = GRAPHENE_POINT_INIT (L->cx, L->ty);
      break;
    case KAISER_TABLE_PLACE_PASS:
      p = kaiser_table_layout_seat_anchor (L, seat);
      p = GRAPHENE_POINT_INIT (p.x + (L->cx - p.x) * 0.5f, p.y + (L->ty - p.y) * 0.5f);
      if (kaiser_table_layout_position_of (L, seat) == KAISER_TABLE_BOTTOM)
        p.y = MIN (p.y, L->hand_y - L->raise - h / 2 - 6);   /* clear of the player's cards, raised or not */
      break;
    case KAISER_TABLE_PLACE_DISCARD:
    case KAISER_TABLE_PLACE_HAND:
    default:
      switch (kaiser_table_layout_position_of (L, seat))
        {
        case KAISER_TABLE_TOP:
        case KAISER_TABLE_TOP_LEFT:
        case KAISER_TABLE_TOP_RIGHT:
          r = kaiser_table_layout_back (L, seat, 0, (int) L->n_max);
          p = GRAPHENE_POINT_INIT (r.origin.x - w * 0.9f - step * (n - 1) / 2.0f, L->top + h / 2);
          break;
        case KAISER_TABLE_BOTTOM:
          r = kaiser_table_layout_hand_card (L, (int) L->n_max - 1, (int) L->n_max);
          p = GRAPHENE_POINT_INIT (r.origin.x + r.size.width + w * 0.9f + step * (n - 1) / 2.0f,
                                   L->hand_y + L->ch - h / 2);
          break;
        case KAISER_TABLE_LEFT:
        case KAISER_TABLE_RIGHT:
        case KAISER_TABLE_N_POSITIONS:
        default:
          r = kaiser_table_layout_back (L, seat, 0, (int) L->n_max);
          p = GRAPHENE_POINT_INIT (r.origin.x + w / 2, r.origin.y - h * 0.7f);
          break;
        }
      break;
    }
  r = kaiser_table_layout_rect_at (GRAPHENE_POINT_INIT (p.x + (k - (n - 1) / 2.0f) * step, p.y), w, h);
  r.origin.x = kaiser_table_layout_snap (L, r.origin.x);
  r.origin.y = kaiser_table_layout_snap (L, r.origin.y);
  return r;
}

guint
kaiser_table_layout_face_up (const KaiserState *st, KaiserSeat seat, KaiserCard *out)
{
  KaiserCards up = kaiser_state_face_up_cards (st, seat);
  guint n = 0;

  for (guint k = 0; k < kaiser_rules_n_piles (&st->rules) && k < KAISER_MAX_PILES; k++)
    {
      KaiserCard top = st->piles[seat].top[k], under = st->piles[seat].under[k];

      if (top < 64 && kaiser_cards_has (up, top))
        out[n++] = top;
      else if (under < 64 && kaiser_cards_has (up, under))
        out[n++] = under;
    }
  return n;
}

/* The place of card among the set's (in card order). */
int
kaiser_table_layout_index_in (KaiserCards set, KaiserCard card)
{
  return (int) kaiser_cards_count (set & (kaiser_card_bit (card) - 1));
}

/* Seats in play order from the leader of a trick. */
KaiserSeat
kaiser_table_layout_next_seat (const KaiserState *st, KaiserSeat seat)
{
  for (guint i = 0; i < kaiser_rules_n_seats (&st->rules); i++)
    {
      seat = kaiser_rules_seat_next (&st->rules, seat);
      if (st->active & (1u << seat))
        break;
    }
  return seat;
}

/* Where a seat's name plate goes: a point, and the side of it the plate is on. */
void
kaiser_table_layout_plate_point (const KaiserTableLayout *L, KaiserSeat seat, float *x, float *y, KaiserTableSide *side)
{
  graphene_rect_t r;

  switch (kaiser_table_layout_position_of (L, seat))
    {
    case KAISER_TABLE_TOP_LEFT:
    case KAISER_TABLE_TOP_RIGHT:
      /* two or three fans share the top: the plate under the cards */
      r = kaiser_table_layout_back (L, seat, 0, L->n_max);
      *x = top_centre (L, kaiser_table_layout_position_of (L, seat));
      *y = L->top + r.size.height + 14;
      *side = KAISER_TABLE_SOUTH_OF;
      break;
    case KAISER_TABLE_TOP:
      /* beside the cards: under them is the trick's at six seats */
      r = kaiser_table_layout_back (L, seat, L->n_max - 1, L->n_max);
      *x = r.origin.x + r.size.width + 16;
      *y = L->top + r.size.height / 2;
      *side = KAISER_TABLE_EAST_OF;
      break;
    case KAISER_TABLE_BOTTOM:
      r = kaiser_table_layout_hand_card (L, 0, (int) L->n_max);
      *x = r.origin.x - 16;
      *y = L->hand_y + L->ch / 2;
      *side = KAISER_TABLE_WEST_OF;
      break;
    case KAISER_TABLE_LEFT:
    case KAISER_TABLE_RIGHT:
    case KAISER_TABLE_N_POSITIONS:
    default:
      r = kaiser_table_layout_back (L, seat, L->n_max - 1, L->n_max);
      *x = r.origin.x + r.size.width / 2;
      *y = r.origin.y + r.size.height + 14;
      *side = KAISER_TABLE_SOUTH_OF;
      break;
    }
}

KaiserCards
kaiser_table_layout_cards_in_hands (const KaiserState *st)
{
  KaiserCards all = 0;

  for (guint s = 0; s < kaiser_rules_n_seats (&st->rules); s++)
    all |= st->hands[s];
  return all;
}

/* The kitty lies in the middle until the high bidder picks it up. */
gboolean
kaiser_table_layout_kitty_on_table (const KaiserState *st)
{
  return st->kitty != 0 && !(st->kitty & (kaiser_table_layout_cards_in_hands (st) | st->discards)) &&
         st->phase != KAISER_PHASE_PLAY && st->phase != KAISER_PHASE_HAND_OVER && st->phase != KAISER_PHASE_GAME_OVER;
}

/* The set of cards at a place (for the places other than hands). */
KaiserCards
kaiser_table_layout_place_set (const KaiserState *st, KaiserTablePlace place, KaiserSeat seat)
{
  switch (place)
    {
    case KAISER_TABLE_PLACE_KITTY:   return st->kitty;
    case KAISER_TABLE_PLACE_PASS:    return seat < kaiser_rules_n_seats (&st->rules) ? st->passed[seat] : 0;
    case KAISER_TABLE_PLACE_DISCARD: return st->discards;
    case KAISER_TABLE_PLACE_HAND:
    default:            return seat < kaiser_rules_n_seats (&st->rules) ? st->hands[seat] : 0;
    }
}
