/* test-table-layout.c: where things sit on the card table, without a
 * display: the card size for a table size, the player's fan, the others'
 * backs, the trick, the kitty and the other places, the order of the
 * player's hand, and which cards lie where in a state. */
#include "config.h"

#include <math.h>

#include "kaiser-table-layout.h"

#define ASPECT (240.0 / 336.0)

static gboolean
rect_inside (const graphene_rect_t *r, const KaiserTableLayout *L)
{
  return r->origin.x >= 0 && r->origin.y >= 0 &&
         r->origin.x + r->size.width <= L->W + 0.5f && r->origin.y + r->size.height <= L->H + 0.5f;
}

static gboolean
rects_overlap (graphene_rect_t a, graphene_rect_t b)
{
  graphene_rect_t i;
  return graphene_rect_intersection (&a, &b, &i) && i.size.width > 0.5f && i.size.height > 0.5f;
}

static void
test_card_size (void)
{
  KaiserTableLayout L;

  /* the default window's table: the height decides (0.24 of it) */
  g_assert_true (kaiser_table_layout_init (&L, 1100, 750, 1, ASPECT, 8, 0));
  g_assert_cmpfloat (L.ch, ==, 180);
  g_assert_cmpfloat (L.cw, ==, 129);
  g_assert_cmpfloat (L.cx, ==, 550);
  /* a narrow table: the width decides (0.14 of it for a card) */
  g_assert_true (kaiser_table_layout_init (&L, 500, 750, 1, ASPECT, 8, 0));
  g_assert_cmpfloat (L.ch, ==, 98);
  g_assert_cmpfloat (L.cw, <=, 500 * 0.14f + 0.5f);
  /* never smaller than 40 pixels high */
  g_assert_true (kaiser_table_layout_init (&L, 120, 90, 1, ASPECT, 8, 0));
  g_assert_cmpfloat (L.ch, ==, 40);
  /* nothing to lay out on an empty table */
  g_assert_false (kaiser_table_layout_init (&L, 0, 750, 1, ASPECT, 8, 0));
  g_assert_false (kaiser_table_layout_init (&L, 1100, -1, 1, ASPECT, 8, 0));
}

/* While the calls are made (the bidding box makes the table shorter) the
 * cards keep their height if it is at most KAISER_TABLE_CALLING_MAX of
 * the table's; else, or if they would grow, as kaiser_table_layout_init. */
static void
test_calling_keeps_size (void)
{
  KaiserTableLayout L, plain;

  /* the default window: 155 high over a 646 table, then a 567 one */
  g_assert_true (kaiser_table_layout_init (&plain, 1100, 567, 1, ASPECT, 8, 0));
  g_assert_cmpfloat (plain.ch, <, 155);
  g_assert_true (kaiser_table_layout_init_calling (&L, 1100, 567, 1, ASPECT, 8, 0, 155));
  g_assert_cmpfloat (L.ch, ==, 155);
  g_assert_cmpfloat (L.cw, ==, (int) (155 * ASPECT + 0.5));
  /* the hand, raised, still under the middle and on the table */
  g_assert_cmpfloat (L.hand_y - L.raise, >, L.ty);
  g_assert_cmpfloat (L.hand_y + L.ch, <=, L.H);
  /* the kitty in the middle clear of North's cards and of the raised hand */
  g_assert_cmpfloat (L.ty - L.ch * KAISER_TABLE_SIDE / 2, >, L.top + L.ch * KAISER_TABLE_SIDE);
  g_assert_cmpfloat (L.ty + L.ch * KAISER_TABLE_SIDE / 2, <, L.hand_y - L.raise);
  /* too large for the shorter table: as it would be */
  g_assert_true (kaiser_table_layout_init_calling (&L, 1100, 500, 1, ASPECT, 8, 0, 155));
  g_assert_true (kaiser_table_layout_init (&plain, 1100, 500, 1, ASPECT, 8, 0));
  g_assert_cmpfloat (L.ch, ==, plain.ch);
  g_assert_cmpfloat (L.hand_y, ==, plain.hand_y);
  /* a taller table: larger cards, as it would be */
  g_assert_true (kaiser_table_layout_init_calling (&L, 1100, 750, 1, ASPECT, 8, 0, 155));
  g_assert_cmpfloat (L.ch, ==, 180);
  /* nothing kept: as it would be */
  g_assert_true (kaiser_table_layout_init_calling (&L, 1100, 567, 1, ASPECT, 8, 0, 0));
  g_assert_cmpfloat (L.ch, ==, (int) (567 * 0.24));
}

/* A card the player may play is raised, further under the pointer; one
 * that may not be, never, pointer or not; lifted, it stays on the table. */
static void
test_hover_lift (void)
{
  KaiserTableLayout L;

  g_assert_true (kaiser_table_layout_init (&L, 1100, 750, 1, ASPECT, 8, 0));
  g_assert_cmpfloat (kaiser_table_layout_hand_lift (&L, FALSE, FALSE), ==, 0);
  g_assert_cmpfloat (kaiser_table_layout_hand_lift (&L, FALSE, TRUE), ==, 0);
  g_assert_cmpfloat (kaiser_table_layout_hand_lift (&L, TRUE, FALSE), ==, L.raise);
  g_assert_cmpfloat (kaiser_table_layout_hand_lift (&L, TRUE, TRUE), >, L.raise);
  /* a little: less than a card's corner index */
  g_assert_cmpfloat (kaiser_table_layout_hand_lift (&L, TRUE, TRUE), <, L.raise + L.ch * 0.1f);
  g_assert_cmpfloat (L.hand_y - kaiser_table_layout_hand_lift (&L, TRUE, TRUE), >, L.ty);
}

static void
test_hand_size (void)
{
  KaiserTableLayout L;

  /* a full hand of 8, at least 8 places; with a kitty of 2, 10 */
  g_assert_true (kaiser_table_layout_init (&L, 1100, 750, 1, ASPECT, 8, 0));
  g_assert_cmpuint (L.n_max, ==, 8);
  g_assert_true (kaiser_table_layout_init (&L, 1100, 750, 1, ASPECT, 5, 0));
  g_assert_cmpuint (L.n_max, ==, 8);
  g_assert_true (kaiser_table_layout_init (&L, 1100, 750, 1, ASPECT, 8, 2));
  g_assert_cmpuint (L.n_max, ==, 10);
  g_assert_true (kaiser_table_layout_init (&L, 1100, 750, 1, ASPECT, 40, 4));
  g_assert_cmpuint (L.n_max, ==, KAISER_TABLE_MAX_HAND);
}

/* The player's fan: left to right, evenly, centred, inside the table,
 * never wider than most of it, each card showing part of itself. */
static void
test_hand_fan (void)
{
  static const float sizes[][2] = { { 1100, 750 }, { 640, 380 }, { 360, 240 }, { 2400, 1300 } };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (int n = 1; n <= KAISER_TABLE_MAX_HAND; n++)
      {
        KaiserTableLayout L;
        graphene_rect_t first, last;
        float step = 0;

        g_assert_true (kaiser_table_layout_init (&L, sizes[s][0], sizes[s][1], 1, ASPECT, 8, 0));
        first = kaiser_table_layout_hand_card (&L, 0, n);
        last = kaiser_table_layout_hand_card (&L, n - 1, n);
        g_assert_cmpfloat (first.origin.y, ==, L.hand_y);
        g_assert_cmpfloat (first.size.width, ==, L.cw);
        g_assert_cmpfloat (fabsf ((first.origin.x + last.origin.x + last.size.width) / 2 - L.cx), <=, 1);
        if (n > 1)
          g_assert_cmpfloat (last.origin.x + last.size.width - first.origin.x, <=, MAX (L.W * 0.70f, L.cw * 1.5f) + 1);
        for (int i = 1; i < n; i++)
          {
            graphene_rect_t a = kaiser_table_layout_hand_card (&L, i - 1, n), b = kaiser_table_layout_hand_card (&L, i, n);

            g_assert_cmpfloat (b.origin.x, >, a.origin.x);
            if (i == 1)
              step = b.origin.x - a.origin.x;
            else
              g_assert_cmpfloat (fabsf ((b.origin.x - a.origin.x) - step), <=, 1);
          }
        /* a full hand of the default table shows 38% of each card */
        if (s == 0 && n == 8)
          g_assert_cmpfloat (fabsf (step - L.cw * 0.62f), <=, 1);
      }
}

/* Every card of every seat, the trick and the places are on the table;
 * the trick's four cards do not sit on the player's hand. */
static void
test_inside (void)
{
  /* the default, the smallest table of a 600 × 500 window with the bidding
   * box, and with a hand at play, the table's own minimum, a big one */
  static const float sizes[][2] = { { 1100, 750 }, { 600, 240 }, { 600, 360 }, { 480, 240 }, { 1800, 1000 } };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint kitty = 0; kitty <= 2; kitty += 2)
      {
        KaiserTableLayout L;

        g_assert_true (kaiser_table_layout_init (&L, sizes[s][0], sizes[s][1], 1, ASPECT, 8, kitty));
        for (KaiserSeat seat = 0; seat < KAISER_N_SEATS; seat++)
          {
            graphene_rect_t trick = kaiser_table_layout_trick (&L, seat);

            g_assert_true (rect_inside (&trick, &L));
            for (int i = 0; i < (int) L.n_max; i++)
              {
                graphene_rect_t r = kaiser_table_layout_seat_card (&L, seat, i, (int) L.n_max);

                g_assert_true (rect_inside (&r, &L));
                if (seat != L.player)
                  {
                    /* the others' backs are smaller than the player's cards */
                    g_assert_cmpfloat (r.size.width, <, L.cw);
                    g_assert_false (rects_overlap (r, trick));
                  }
              }
            g_assert_false (rects_overlap (trick, kaiser_table_layout_hand_card (&L, 0, 1)));
          }
        for (int k = 0; k < 2; k++)
          {
            graphene_rect_t r = kaiser_table_layout_place (&L, KAISER_TABLE_PLACE_KITTY, KAISER_SEAT_NONE, k, 2);
            g_assert_true (rect_inside (&r, &L));
          }
      }
}

/* The tables of three, five and six (000_5ed066fa22fca3eb.txt, "Kaiser for
 * 2, 3, 5 or 6 Players") from 800 × 600 to a large window: every seat's
 * cards and its card of the trick on the table; no seat's cards on
 * another's, on the trick or on the player's hand; the trick's cards each
 * keep a corner in sight; the seats round the player in play order, left
 * to right over the top. */
static void
test_tables (void)
{
  static const float sizes[][2] = { { 780, 320 }, { 1100, 750 }, { 1800, 1000 } };
  static const guint tables[] = { 3, 5, 6 };

  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
      {
        KaiserTableLayout L;
        KaiserRules rules;
        guint n = tables[t];
        graphene_rect_t hand;

        kaiser_rules_init_standard (&rules);
        g_assert_true (kaiser_rules_set_seats (&rules, n, NULL, NULL));
        g_assert_true (kaiser_table_layout_init (&L, sizes[z][0], sizes[z][1], 1, ASPECT, 8, n == 3 ? 2 : 0));
        kaiser_table_layout_set_table (&L, &rules, KAISER_SEAT_NONE);
        hand = kaiser_table_layout_hand_card (&L, 0, (int) L.n_max);
        graphene_rect_union (&hand, &GRAPHENE_RECT_INIT (hand.origin.x, hand.origin.y, L.W * 0.70f, L.ch), &hand);
        for (KaiserSeat seat = 0; seat < n; seat++)
          {
            graphene_rect_t trick = kaiser_table_layout_trick (&L, seat);
            graphene_rect_t first = kaiser_table_layout_seat_card (&L, seat, 0, (int) L.n_max);
            graphene_rect_t last = kaiser_table_layout_seat_card (&L, seat, (int) L.n_max - 1, (int) L.n_max);
            graphene_rect_t fan;

            graphene_rect_union (&first, &last, &fan);
            g_assert_true (rect_inside (&trick, &L));
            g_assert_true (rect_inside (&fan, &L));
            if (seat == L.player)
              continue;
            g_assert_false (rects_overlap (fan, hand));
            for (KaiserSeat other = 0; other < n; other++)
              {
                graphene_rect_t t2 = kaiser_table_layout_trick (&L, other);

                g_assert_false (rects_overlap (fan, t2));
                if (other != seat && other != L.player)
                  {
                    graphene_rect_t f1 = kaiser_table_layout_seat_card (&L, other, 0, (int) L.n_max);
                    graphene_rect_t f2 = kaiser_table_layout_seat_card (&L, other, (int) L.n_max - 1, (int) L.n_max);
                    graphene_rect_t fan2;

                    graphene_rect_union (&f1, &f2, &fan2);
                    g_assert_false (rects_overlap (fan, fan2));
                    /* two cards of the trick never sit on each other whole */
                    g_assert_true (fabsf (trick.origin.x - t2.origin.x) >= L.cw * 0.3f ||
                                   fabsf (trick.origin.y - t2.origin.y) >= L.ch * 0.3f);
                  }
              }
          }
        /* round the player in play order: left, then over the top, then right */
        {
          KaiserSeat s = kaiser_rules_seat_next (&rules, L.player);
          float x = -1;

          g_assert_cmpint (kaiser_table_layout_position_of (&L, s), ==, KAISER_TABLE_LEFT);
          for (guint i = 1; i < n; i++, s = kaiser_rules_seat_next (&rules, s))
            {
              graphene_point_t a = kaiser_table_layout_seat_anchor (&L, s);

              if (kaiser_table_layout_position_of (&L, s) != KAISER_TABLE_LEFT &&
                  kaiser_table_layout_position_of (&L, s) != KAISER_TABLE_RIGHT)
                {
                  g_assert_cmpfloat (a.x, >, x);
                  x = a.x;
                }
            }
          g_assert_cmpint (kaiser_table_layout_position_of (&L, kaiser_rules_seat_prev (&rules, L.player)), ==,
                           KAISER_TABLE_RIGHT);
        }
      }
}

/* Two players (000_5ed066fa22fca3eb.txt, "Two Players"): the player at
 * the bottom, the other at the top, each with a row of four piles beside
 * its cards, the card under each showing above its top card; from the
 * table of an 800 × 600 window with the bidding box to a large one, every
 * pile on the table, clear of the hands (the player's raised), of the
 * trick and of the other piles, and its cards at least three quarters
 * the height of the player's. */
static void
test_two_players (void)
{
  static const float sizes[][2] = { { 780, 320 }, { 780, 440 }, { 1100, 750 }, { 1800, 1000 } };
  KaiserRules rules;

  g_assert_true (kaiser_rules_init_preset (&rules, "two-players", NULL));
  for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
    {
      KaiserTableLayout L;
      graphene_rect_t hand, backs, first, last;

      g_assert_true (kaiser_table_layout_init (&L, sizes[z][0], sizes[z][1], 1, ASPECT, 8, 0));
      kaiser_table_layout_set_table (&L, &rules, KAISER_SEAT_NONE);
      g_assert_cmpuint (L.n_piles, ==, 4);
      g_assert_cmpint (L.player, ==, KAISER_EAST);
      g_assert_cmpint (kaiser_table_layout_position_of (&L, KAISER_EAST), ==, KAISER_TABLE_BOTTOM);
      g_assert_cmpint (kaiser_table_layout_position_of (&L, KAISER_NORTH), ==, KAISER_TABLE_TOP);
      first = kaiser_table_layout_hand_card (&L, 0, 8);
      last = kaiser_table_layout_hand_card (&L, 7, 8);
      graphene_rect_union (&first, &last, &hand);
      hand.origin.y -= L.raise + L.hover_lift;
      hand.size.height += L.raise + L.hover_lift;
      first = kaiser_table_layout_back (&L, KAISER_NORTH, 0, 8);
      last = kaiser_table_layout_back (&L, KAISER_NORTH, 7, 8);
      graphene_rect_union (&first, &last, &backs);
      g_assert_true (rect_inside (&hand, &L));
      g_assert_true (rect_inside (&backs, &L));
      /* room for the player's name plate left of its hand */
      {
        float px, py;
        KaiserTableSide side;

        kaiser_table_layout_plate_point (&L, KAISER_EAST, &px, &py, &side);
        g_assert_cmpint (side, ==, KAISER_TABLE_WEST_OF);
        g_assert_cmpfloat (px, >=, 90);
      }
      for (KaiserSeat seat = 0; seat < 2; seat++)
        {
          graphene_rect_t trick = kaiser_table_layout_trick (&L, seat);

          g_assert_true (rect_inside (&trick, &L));
          g_assert_false (rects_overlap (trick, hand));
          g_assert_false (rects_overlap (trick, backs));
          for (int k = 0; k < 4; k++)
            {
              graphene_rect_t top = kaiser_table_layout_pile (&L, seat, k, FALSE);
              graphene_rect_t under = kaiser_table_layout_pile (&L, seat, k, TRUE);

              g_assert_true (rect_inside (&top, &L));
              g_assert_true (rect_inside (&under, &L));
              g_assert_cmpfloat (top.size.height, >=, L.ch * 0.75f);
              /* the card under shows above the top card, in line with it */
              g_assert_cmpfloat (under.origin.y, <, top.origin.y);
              g_assert_cmpfloat (under.origin.x, ==, top.origin.x);
              for (KaiserSeat other = 0; other < 2; other++)
                {
                  graphene_rect_t t2 = kaiser_table_layout_trick (&L, other);

                  g_assert_false (rects_overlap (top, t2));
                  g_assert_false (rects_overlap (under, t2));
                }
              g_assert_false (rects_overlap (top, hand));
              g_assert_false (rects_overlap (under, hand));
              g_assert_false (rects_overlap (top, backs));
              g_assert_false (rects_overlap (under, backs));
              if (k > 0)
                g_assert_false (rects_overlap (top, kaiser_table_layout_pile (&L, seat, k - 1, FALSE)));
            }
        }
    }
}

/* The trick: North's card above South's, West's left of East's, all
 * about the middle of the table. */
static void
test_trick (void)
{
  KaiserTableLayout L;
  graphene_rect_t n, e, s, w;

  g_assert_true (kaiser_table_layout_init (&L, 1100, 750, 1, ASPECT, 8, 0));
  n = kaiser_table_layout_trick (&L, KAISER_NORTH);
  e = kaiser_table_layout_trick (&L, KAISER_EAST);
  s = kaiser_table_layout_trick (&L, KAISER_SOUTH);
  w = kaiser_table_layout_trick (&L, KAISER_WEST);
  g_assert_cmpfloat (n.origin.y, <, s.origin.y);
  g_assert_cmpfloat (w.origin.x, <, e.origin.x);
  g_assert_cmpfloat (n.origin.x, ==, s.origin.x);
  g_assert_cmpfloat (w.origin.y, ==, e.origin.y);
  g_assert_cmpfloat (fabsf (n.origin.x + n.size.width / 2 - L.cx), <=, 1);
  g_assert_cmpfloat (fabsf (w.origin.y + w.size.height / 2 - L.ty), <=, 1);
}

/* At scale 2 every edge falls on a whole device pixel. */
static void
test_snap (void)
{
  KaiserTableLayout L;

  g_assert_true (kaiser_table_layout_init (&L, 1093, 741, 2, ASPECT, 8, 0));
  for (int i = 0; i < 8; i++)
    {
      graphene_rect_t r = kaiser_table_layout_hand_card (&L, i, 8);
      g_assert_cmpfloat (r.origin.x * 2, ==, roundf (r.origin.x * 2));
      r = kaiser_table_layout_back (&L, KAISER_EAST, i, 8);
      g_assert_cmpfloat (r.origin.y * 2, ==, roundf (r.origin.y * 2));
    }
  g_assert_cmpfloat (kaiser_table_layout_snap (&L, 10.3f), ==, 10.5f);
}

/* The name plates: North's to the right of its cards, the player's to the
 * left of the hand, East's and West's below their cards. */
static void
test_plates (void)
{
  KaiserTableLayout L;
  KaiserTableSide side;
  float x, y;
  graphene_rect_t r;

  g_assert_true (kaiser_table_layout_init (&L, 1100, 750, 1, ASPECT, 8, 0));
  kaiser_table_layout_plate_point (&L, KAISER_NORTH, &x, &y, &side);
  r = kaiser_table_layout_back (&L, KAISER_NORTH, (int) L.n_max - 1, (int) L.n_max);
  g_assert_cmpint (side, ==, KAISER_TABLE_EAST_OF);
  g_assert_cmpfloat (x, >, r.origin.x + r.size.width);
  kaiser_table_layout_plate_point (&L, KAISER_SOUTH, &x, &y, &side);
  g_assert_cmpint (side, ==, KAISER_TABLE_WEST_OF);
  g_assert_cmpfloat (x, <, kaiser_table_layout_hand_card (&L, 0, (int) L.n_max).origin.x);
  kaiser_table_layout_plate_point (&L, KAISER_WEST, &x, &y, &side);
  r = kaiser_table_layout_back (&L, KAISER_WEST, (int) L.n_max - 1, (int) L.n_max);
  g_assert_cmpint (side, ==, KAISER_TABLE_SOUTH_OF);
  g_assert_cmpfloat (y, >, r.origin.y + r.size.height);
}

/* Colours alternate, trumps last; each suit high to low. */
static void
test_sort_hand (void)
{
  KaiserCards hand = 0;
  KaiserCard out[KAISER_TABLE_MAX_HAND];
  guint n;

  for (KaiserSuit s = 0; s < KAISER_N_SUITS; s++)
    hand |= kaiser_card_bit (kaiser_card_make (s, 0)) | kaiser_card_bit (kaiser_card_make (s, 5));
  n = kaiser_table_layout_sort_hand (hand, KAISER_N_SUITS, out);
  g_assert_cmpuint (n, ==, 8);
  /* no trump yet: spades, hearts, clubs, diamonds */
  g_assert_cmpint (kaiser_card_suit (out[0]), ==, KAISER_SPADES);
  g_assert_cmpint (kaiser_card_suit (out[2]), ==, KAISER_HEARTS);
  g_assert_cmpint (kaiser_card_suit (out[4]), ==, KAISER_CLUBS);
  g_assert_cmpint (kaiser_card_suit (out[6]), ==, KAISER_DIAMONDS);
  g_assert_cmpuint (kaiser_card_power (out[0]), ==, 5);
  g_assert_cmpuint (kaiser_card_power (out[1]), ==, 0);
  /* hearts trump: spades, diamonds, clubs, hearts */
  n = kaiser_table_layout_sort_hand (hand, KAISER_HEARTS, out);
  g_assert_cmpint (kaiser_card_suit (out[0]), ==, KAISER_SPADES);
  g_assert_cmpint (kaiser_card_suit (out[2]), ==, KAISER_DIAMONDS);
  g_assert_cmpint (kaiser_card_suit (out[4]), ==, KAISER_CLUBS);
  g_assert_cmpint (kaiser_card_suit (out[6]), ==, KAISER_HEARTS);
  /* clubs trump: hearts, spades, diamonds, clubs */
  n = kaiser_table_layout_sort_hand (hand, KAISER_CLUBS, out);
  g_assert_cmpint (kaiser_card_suit (out[0]), ==, KAISER_HEARTS);
  g_assert_cmpint (kaiser_card_suit (out[2]), ==, KAISER_SPADES);
  g_assert_cmpint (kaiser_card_suit (out[6]), ==, KAISER_CLUBS);
  g_assert_cmpuint (kaiser_table_layout_sort_hand (0, KAISER_CLUBS, out), ==, 0);
}

/* The kitty lies on the table from the deal until the high bidder picks
 * it up; a seat out of the hand is skipped in play order. */
static void
test_state (void)
{
  g_autoptr(KaiserRules) rules = kaiser_rules_new ("saskatchewan-34");
  KaiserState st;
  KaiserCards hands[KAISER_N_SEATS], kitty;
  KaiserRng rng;

  g_assert_nonnull (rules);
  kaiser_rng_init (&rng, 7);
  kaiser_state_init (&st, rules, KAISER_NORTH);
  kaiser_state_shuffle (rules, st.dealer, &rng, hands, &kitty);
  kaiser_state_deal (&st, hands, kitty);
  g_assert_cmpuint (kaiser_cards_count (st.kitty), ==, 2);
  g_assert_true (kaiser_table_layout_kitty_on_table (&st));
  g_assert_cmpuint (kaiser_table_layout_cards_in_hands (&st), ==, hands[0] | hands[1] | hands[2] | hands[3]);
  g_assert_cmpuint (kaiser_table_layout_place_set (&st, KAISER_TABLE_PLACE_KITTY, KAISER_SEAT_NONE), ==, st.kitty);
  g_assert_cmpuint (kaiser_table_layout_place_set (&st, KAISER_TABLE_PLACE_HAND, KAISER_EAST), ==, st.hands[KAISER_EAST]);
  /* picked up: no longer on the table */
  st.hands[KAISER_EAST] |= st.kitty;
  g_assert_false (kaiser_table_layout_kitty_on_table (&st));

  st.active = 0xf;
  g_assert_cmpint (kaiser_table_layout_next_seat (&st, KAISER_NORTH), ==, KAISER_EAST);
  g_assert_cmpint (kaiser_table_layout_next_seat (&st, KAISER_WEST), ==, KAISER_NORTH);
  st.active = 0xf & ~(1u << KAISER_EAST);   /* Kaiser 40 leaves a partner out */
  g_assert_cmpint (kaiser_table_layout_next_seat (&st, KAISER_NORTH), ==, KAISER_SOUTH);

  g_assert_cmpint (kaiser_table_layout_index_in (0x16, 4), ==, 2);
  g_assert_cmpint (kaiser_table_layout_index_in (0x16, 1), ==, 0);
}

/* The table's text grows with its cards in steps of an eighth: the
 * window's own size up to cards of 168 px, then 1⅛ …, at most 3 times. */
static void
test_text_scale (void)
{
  static const struct { float card_h, scale; } cases[] = {
    { 80, 1 }, { 150, 1 }, { 155, 1 }, { 168, 1 }, { 169, 1.125f }, { 187, 1.125f }, { 188, 1.25f },
    { 300, 2 }, { 449, 2.875f }, { 450, 3 }, { 900, 3 },
  };
  float before = 0;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpfloat_with_epsilon (kaiser_table_layout_text_scale (cases[i].card_h), cases[i].scale, 1e-6);
  for (float h = 40; h < 1000; h += 0.5f)
    {
      float k = kaiser_table_layout_text_scale (h);

      g_assert_cmpfloat (k, >=, before);
      g_assert_cmpfloat_with_epsilon (k * 8, roundf (k * 8), 1e-5);
      before = k;
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/table-layout/card-size", test_card_size);
  g_test_add_func ("/kaiser/table-layout/calling-keeps-size", test_calling_keeps_size);
  g_test_add_func ("/kaiser/table-layout/hand-size", test_hand_size);
  g_test_add_func ("/kaiser/table-layout/hand-fan", test_hand_fan);
  g_test_add_func ("/kaiser/table-layout/hover-lift", test_hover_lift);
  g_test_add_func ("/kaiser/table-layout/inside", test_inside);
  g_test_add_func ("/kaiser/table-layout/trick", test_trick);
  g_test_add_func ("/kaiser/table-layout/tables", test_tables);
  g_test_add_func ("/kaiser/table-layout/two-players", test_two_players);
  g_test_add_func ("/kaiser/table-layout/snap", test_snap);
  g_test_add_func ("/kaiser/table-layout/text-scale", test_text_scale);
  g_test_add_func ("/kaiser/table-layout/plates", test_plates);
  g_test_add_func ("/kaiser/table-layout/sort-hand", test_sort_hand);
  g_test_add_func ("/kaiser/table-layout/state", test_state);
  return g_test_run ();
}
