/* test-cards.c: seats, the card model, the standard pack, bids and the PRNG.
 *
 * Expected values are worked out by hand from the rule sources in
 * /work/shared/rules and from the encoding documented in kaiser-card.h
 * (card = suit * 16 + power, power 0 the lowest of its suit).
 */
#include <string.h>

#include "kaiser-test-util.h"

#define assert_cards(rules, mask, expected) G_STMT_START {                      \
    g_autofree char *_text = kaiser_deck_cards_to_string (&(rules)->deck, (mask)); \
    g_assert_cmpstr (_text, ==, (expected));                                     \
  } G_STMT_END

/* The standard pack, highest suit first and highest card first, as
 * 000_5ed066fa22fca3eb.txt, "Pack" describes it: A K Q J 10 9 8 and then 7,
 * except that the 5♥ and 3♠ stand in for the 7♥ and 7♠. */
static const char * const standard_pack[] = {
  "AS", "KS", "QS", "JS", "10S", "9S", "8S", "3S",
  "AH", "KH", "QH", "JH", "10H", "9H", "8H", "5H",
  "AD", "KD", "QD", "JD", "10D", "9D", "8D", "7D",
  "AC", "KC", "QC", "JC", "10C", "9C", "8C", "7C",
};

/* Seats */

static void
test_seats_clockwise (void)
{
  /* 000_5ed066fa22fca3eb.txt, "Deal": "Deal and play are clockwise";
   * "Introduction": two against two, partners sitting across. */
  g_assert_cmpint (kaiser_seat_next (KAISER_NORTH), ==, KAISER_EAST);
  g_assert_cmpint (kaiser_seat_next (KAISER_EAST), ==, KAISER_SOUTH);
  g_assert_cmpint (kaiser_seat_next (KAISER_SOUTH), ==, KAISER_WEST);
  g_assert_cmpint (kaiser_seat_next (KAISER_WEST), ==, KAISER_NORTH);
  g_assert_cmpint (kaiser_seat_lho (KAISER_WEST), ==, KAISER_NORTH);
  g_assert_cmpint (kaiser_seat_rho (KAISER_NORTH), ==, KAISER_WEST);
  g_assert_cmpint (kaiser_seat_rho (KAISER_EAST), ==, KAISER_NORTH);

  g_assert_cmpint (kaiser_seat_partner (KAISER_NORTH), ==, KAISER_SOUTH);
  g_assert_cmpint (kaiser_seat_partner (KAISER_EAST), ==, KAISER_WEST);
  g_assert_cmpint (kaiser_seat_partner (KAISER_SOUTH), ==, KAISER_NORTH);
  g_assert_cmpint (kaiser_seat_partner (KAISER_WEST), ==, KAISER_EAST);

  g_assert_cmpint (kaiser_seat_team (KAISER_NORTH), ==, KAISER_TEAM_NS);
  g_assert_cmpint (kaiser_seat_team (KAISER_SOUTH), ==, KAISER_TEAM_NS);
  g_assert_cmpint (kaiser_seat_team (KAISER_EAST), ==, KAISER_TEAM_EW);
  g_assert_cmpint (kaiser_seat_team (KAISER_WEST), ==, KAISER_TEAM_EW);
  g_assert_cmpint (kaiser_team_other (KAISER_TEAM_NS), ==, KAISER_TEAM_EW);
  g_assert_cmpint (kaiser_team_other (KAISER_TEAM_EW), ==, KAISER_TEAM_NS);
}

static void
test_seats_strings (void)
{
  static const char * const letters[] = { "N", "E", "S", "W" };
  static const char * const names[] = { "North", "East", "South", "West" };
  KaiserSeat seat;
  KaiserTeam team;
  KaiserSuit suit;

  for (guint s = 0; s < KAISER_N_SEATS; s++)
    {
      g_assert_cmpstr (kaiser_seat_to_string ((KaiserSeat) s), ==, letters[s]);
      g_assert_cmpstr (kaiser_seat_name ((KaiserSeat) s), ==, names[s]);
      seat = KAISER_SEAT_NONE;
      g_assert_true (kaiser_seat_from_string (letters[s], &seat));
      g_assert_cmpint (seat, ==, s);
      seat = KAISER_SEAT_NONE;
      g_assert_true (kaiser_seat_from_string (names[s], &seat));
      g_assert_cmpint (seat, ==, s);
    }
  g_assert_false (kaiser_seat_from_string ("X", &seat));
  g_assert_false (kaiser_seat_from_string ("", &seat));
  g_assert_false (kaiser_seat_from_string (NULL, &seat));

  g_assert_cmpstr (kaiser_team_to_string (KAISER_TEAM_NS), ==, "ns");
  g_assert_cmpstr (kaiser_team_to_string (KAISER_TEAM_EW), ==, "ew");
  g_assert_true (kaiser_team_from_string ("ew", &team));
  g_assert_cmpint (team, ==, KAISER_TEAM_EW);
  g_assert_false (kaiser_team_from_string ("nw", &team));

  g_assert_cmpint (kaiser_suit_letter (KAISER_CLUBS), ==, 'C');
  g_assert_cmpint (kaiser_suit_letter (KAISER_DIAMONDS), ==, 'D');
  g_assert_cmpint (kaiser_suit_letter (KAISER_HEARTS), ==, 'H');
  g_assert_cmpint (kaiser_suit_letter (KAISER_SPADES), ==, 'S');
  g_assert_cmpstr (kaiser_suit_to_string (KAISER_HEARTS), ==, "hearts");
  g_assert_cmpstr (kaiser_suit_to_string (KAISER_SUIT_NONE), ==, "none");
  g_assert_true (kaiser_suit_from_string ("spades", &suit));
  g_assert_cmpint (suit, ==, KAISER_SPADES);
  g_assert_true (kaiser_suit_from_string ("D", &suit));
  g_assert_cmpint (suit, ==, KAISER_DIAMONDS);
  g_assert_false (kaiser_suit_from_string ("X", &suit));
}

/* The card model */

static void
test_encoding_suit_power (void)
{
  for (guint s = 0; s < KAISER_N_SUITS; s++)
    for (guint p = 0; p < KAISER_MAX_POWER; p++)
      {
        KaiserCard card = kaiser_card_make ((KaiserSuit) s, p);

        g_assert_cmpuint (card, ==, s * 16 + p);
        g_assert_cmpint (kaiser_card_suit (card), ==, s);
        g_assert_cmpuint (kaiser_card_power (card), ==, p);
        g_assert_cmpuint (kaiser_card_bit (card), ==, G_GUINT64_CONSTANT (1) << (s * 16 + p));
      }
}

static void
test_encoding_masks (void)
{
  KaiserCards all = 0, set;
  KaiserCard card, seen[4];
  guint n = 0;

  for (guint s = 0; s < KAISER_N_SUITS; s++)
    {
      KaiserCards mask = kaiser_suit_mask ((KaiserSuit) s);

      g_assert_cmpuint (kaiser_cards_count (mask), ==, 16);
      g_assert_cmpuint (mask & all, ==, 0);
      all |= mask;
      for (guint p = 0; p < KAISER_MAX_POWER; p++)
        for (guint t = 0; t < KAISER_N_SUITS; t++)
          g_assert_cmpint (kaiser_cards_has (mask, kaiser_card_make ((KaiserSuit) t, p)), ==, s == t);
    }
  g_assert_cmpuint (all, ==, G_MAXUINT64);

  /* 7♣ is card 0, 10♦ is 1 * 16 + 3, 5♥ is 2 * 16 + 0, A♠ is 3 * 16 + 7. */
  set = kaiser_card_bit (0) | kaiser_card_bit (19) | kaiser_card_bit (32) | kaiser_card_bit (55);
  g_assert_cmpuint (kaiser_cards_count (set), ==, 4);
  g_assert_cmpuint (kaiser_cards_count (0), ==, 0);
  g_assert_cmpuint (kaiser_cards_first (set), ==, 0);
  g_assert_cmpuint (kaiser_cards_last (set), ==, 55);
  g_assert_true (kaiser_cards_has (set, 19));
  g_assert_false (kaiser_cards_has (set, 20));
  KAISER_CARDS_FOREACH (card, set)
    {
      g_assert_cmpuint (n, <, 4);
      seen[n++] = card;
    }
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpuint (seen[0], ==, 0);
  g_assert_cmpuint (seen[1], ==, 19);
  g_assert_cmpuint (seen[2], ==, 32);
  g_assert_cmpuint (seen[3], ==, 55);
  /* Within one suit the last card is the highest. */
  g_assert_cmpuint (kaiser_cards_last (set & kaiser_suit_mask (KAISER_SPADES)), ==, 55);
}

/* The standard pack */

static void
test_pack_size (void)
{
  KaiserRules rules;
  KaiserCards all;

  /* 000_5ed066fa22fca3eb.txt, "Pack": 32 cards, 8 in each suit;
   * "Deal": all the cards are dealt "so that everyone has eight". */
  kaiser_rules_init_standard (&rules);
  g_assert_true (kaiser_rules_validate (&rules, NULL));
  all = kaiser_deck_cards (&rules.deck);
  g_assert_cmpuint (kaiser_cards_count (all), ==, 32);
  g_assert_cmpuint (kaiser_deck_size (&rules.deck), ==, 32);
  g_assert_cmpuint (kaiser_rules_hand_size (&rules), ==, 8);
  for (guint s = 0; s < KAISER_N_SUITS; s++)
    {
      /* Powers 0 to 7 of every suit. */
      g_assert_cmpuint (all & kaiser_suit_mask ((KaiserSuit) s), ==,
                        G_GUINT64_CONSTANT (0xff) << (s * 16));
    }
}

static void
test_pack_strings (void)
{
  KaiserRules rules;
  KaiserCards parsed = 0;
  KaiserCard card;
  g_autoptr(GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  /* 000_5ed066fa22fca3eb.txt, "Pack": every card of the pack has a name
   * that reads back as the same card. */
  kaiser_rules_init_standard (&rules);
  for (guint i = 0; i < G_N_ELEMENTS (standard_pack); i++)
    {
      char buf[4];

      g_assert_true (kaiser_deck_card_from_string (&rules.deck, standard_pack[i], &card));
      g_assert_false (kaiser_cards_has (parsed, card));
      parsed |= kaiser_card_bit (card);
      g_assert_cmpstr (kaiser_deck_card_to_string (&rules.deck, card, buf), ==, standard_pack[i]);
    }
  g_assert_cmpuint (kaiser_cards_count (parsed), ==, 32);
  g_assert_cmpuint (parsed, ==, kaiser_deck_cards (&rules.deck));

  /* And the other way round: 32 distinct names. */
  KAISER_CARDS_FOREACH (card, kaiser_deck_cards (&rules.deck))
    {
      char buf[4];
      KaiserCard back = KAISER_CARD_NONE;

      kaiser_deck_card_to_string (&rules.deck, card, buf);
      g_assert_true (kaiser_deck_card_from_string (&rules.deck, buf, &back));
      g_assert_cmpuint (back, ==, card);
      g_hash_table_add (names, g_strdup (buf));
    }
  g_assert_cmpuint (g_hash_table_size (names), ==, 32);
}

static void
test_pack_special_cards (void)
{
  KaiserRules rules;
  KaiserCard card;

  /* 000_5ed066fa22fca3eb.txt, "Pack": "with the spade7 replaced by the
   * spade3 and the heart7 replaced by the heart5". */
  kaiser_rules_init_standard (&rules);
  g_assert_true (kaiser_deck_card_from_string (&rules.deck, "5H", &card));
  g_assert_cmpuint (card, ==, kaiser_card_make (KAISER_HEARTS, 0));
  g_assert_cmpuint (card, ==, rules.deck.bonus_card);
  g_assert_cmpint (kaiser_deck_face (&rules.deck, card), ==, KAISER_FACE_5);
  g_assert_true (kaiser_deck_card_from_string (&rules.deck, "3S", &card));
  g_assert_cmpuint (card, ==, kaiser_card_make (KAISER_SPADES, 0));
  g_assert_cmpuint (card, ==, rules.deck.penalty_card);
  g_assert_cmpint (kaiser_deck_face (&rules.deck, card), ==, KAISER_FACE_3);
  g_assert_true (kaiser_deck_card_from_string (&rules.deck, "7C", &card));
  g_assert_cmpuint (card, ==, kaiser_card_make (KAISER_CLUBS, 0));
  g_assert_true (kaiser_deck_card_from_string (&rules.deck, "7D", &card));
  g_assert_cmpuint (card, ==, kaiser_card_make (KAISER_DIAMONDS, 0));
  g_assert_true (kaiser_deck_card_from_string (&rules.deck, "AS", &card));
  g_assert_cmpuint (card, ==, kaiser_card_make (KAISER_SPADES, 7));

  /* Not in the pack: the red and black sevens replaced, the 6s and below. */
  g_assert_false (kaiser_deck_card_from_string (&rules.deck, "7H", &card));
  g_assert_false (kaiser_deck_card_from_string (&rules.deck, "7S", &card));
  g_assert_false (kaiser_deck_card_from_string (&rules.deck, "5C", &card));
  g_assert_false (kaiser_deck_card_from_string (&rules.deck, "3D", &card));
  g_assert_false (kaiser_deck_card_from_string (&rules.deck, "6H", &card));
  g_assert_false (kaiser_deck_card_from_string (&rules.deck, "2S", &card));
}

static void
test_string_order (void)
{
  KaiserRules rules;
  g_autofree char *all = NULL;
  g_autoptr(GString) expected = g_string_new (NULL);

  /* kaiser-rules.h: "Space-separated, highest suit first"; within a suit
   * the cards go from the highest down (000_5ed066fa22fca3eb.txt, "Pack"). */
  kaiser_rules_init_standard (&rules);
  assert_cards (&rules, kaiser_test_cards (&rules, "7C 5H AS 10D 3S KH"), "AS 3S KH 5H 10D 7C");
  assert_cards (&rules, kaiser_test_cards (&rules, "9C JC 8D QD"), "QD 8D JC 9C");
  assert_cards (&rules, 0, "");
  for (guint i = 0; i < G_N_ELEMENTS (standard_pack); i++)
    g_string_append_printf (expected, "%s%s", i ? " " : "", standard_pack[i]);
  all = kaiser_deck_cards_to_string (&rules.deck, kaiser_deck_cards (&rules.deck));
  g_assert_cmpstr (all, ==, expected->str);
}

static void
test_string_parse (void)
{
  KaiserRules rules;
  KaiserCards cards = 0;

  kaiser_rules_init_standard (&rules);
  g_assert_true (kaiser_deck_cards_from_string (&rules.deck, "  AS\t10H  5H\n3S ", &cards, NULL));
  g_assert_cmpuint (cards, ==,
                    kaiser_card_bit (kaiser_card_make (KAISER_SPADES, 7)) |
                    kaiser_card_bit (kaiser_card_make (KAISER_HEARTS, 3)) |
                    kaiser_card_bit (kaiser_card_make (KAISER_HEARTS, 0)) |
                    kaiser_card_bit (kaiser_card_make (KAISER_SPADES, 0)));
  g_assert_true (kaiser_deck_cards_from_string (&rules.deck, "", &cards, NULL));
  g_assert_cmpuint (cards, ==, 0);
}

static void
test_string_parse_errors (void)
{
  static const char * const junk[] = {
    "", "A", "X", "AX", "XS", "1S", "11H", "0S", "10", "10HH", "A S", "7H", "7S",
  };
  static const char * const bad_lists[] = {
    "AS KS junk", "AS,KS", "AS 7H", "ZZ",
  };
  KaiserRules rules;
  KaiserCard card;

  kaiser_rules_init_standard (&rules);
  for (guint i = 0; i < G_N_ELEMENTS (junk); i++)
    {
      g_test_message ("card '%s'", junk[i]);
      g_assert_false (kaiser_deck_card_from_string (&rules.deck, junk[i], &card));
    }
  g_assert_false (kaiser_deck_card_from_string (&rules.deck, NULL, &card));

  for (guint i = 0; i < G_N_ELEMENTS (bad_lists); i++)
    {
      g_autoptr(GError) error = NULL;
      KaiserCards cards = 0xdead;

      g_test_message ("list '%s'", bad_lists[i]);
      g_assert_false (kaiser_deck_cards_from_string (&rules.deck, bad_lists[i], &cards, &error));
      g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID);
      /* A refused list leaves the output alone. */
      g_assert_cmpuint (cards, ==, 0xdead);
    }
}

static void
test_string_duplicate (void)
{
  g_autoptr(GError) error = NULL;
  KaiserRules rules;
  KaiserCards cards = 0;

  /* 000_5ed066fa22fca3eb.txt, "Pack": one pack, so a card cannot be
   * listed twice. */
  kaiser_rules_init_standard (&rules);
  g_assert_false (kaiser_deck_cards_from_string (&rules.deck, "AS KH AS", &cards, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID);
  g_clear_error (&error);
  g_assert_false (kaiser_deck_cards_from_string (&rules.deck, "5H 5H", &cards, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID);
}

static void
test_honours (void)
{
  KaiserRules rules;
  KaiserCards honours;

  /* 000_5ed066fa22fca3eb.txt, "Deal": a hand with "no aces, no picture
   * cards and no 3 or 5" may be thrown in; those cards are the honours. */
  kaiser_rules_init_standard (&rules);
  honours = kaiser_deck_honours (&rules.deck);
  g_assert_cmpuint (kaiser_cards_count (honours), ==, 4 * 4 + 2);
  assert_cards (&rules, honours,
                "AS KS QS JS 3S AH KH QH JH 5H AD KD QD JD AC KC QC JC");
  /* What is left is the 14 cards 10 9 8 (and 7 in the minors). */
  assert_cards (&rules, kaiser_deck_cards (&rules.deck) & ~honours,
                "10S 9S 8S 10H 9H 8H 10D 9D 8D 7D 10C 9C 8C 7C");
}

static void
test_points (void)
{
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "Scoring": "plus five points for winning a
   * trick containing the heart5, minus three points for winning a trick
   * containing the spade3". */
  kaiser_rules_init_standard (&rules);
  g_assert_cmpint (rules.deck.bonus_value, ==, 5);
  g_assert_cmpint (rules.deck.penalty_value, ==, -3);
  g_assert_cmpint (kaiser_deck_card_points (&rules.deck, 0), ==, 0);
  g_assert_cmpint (kaiser_deck_card_points (&rules.deck, kaiser_test_cards (&rules, "5H")), ==, 5);
  g_assert_cmpint (kaiser_deck_card_points (&rules.deck, kaiser_test_cards (&rules, "3S")), ==, -3);
  g_assert_cmpint (kaiser_deck_card_points (&rules.deck, kaiser_test_cards (&rules, "5H 3S")), ==, 2);
  g_assert_cmpint (kaiser_deck_card_points (&rules.deck, kaiser_test_cards (&rules, "AS AH KH 7C")), ==, 0);
  g_assert_cmpint (kaiser_deck_card_points (&rules.deck, kaiser_test_cards (&rules, "AH 8H 5H 9D")), ==, 5);
  g_assert_cmpint (kaiser_deck_card_points (&rules.deck, kaiser_deck_cards (&rules.deck)), ==, 2);
}

static void
test_rank_order (void)
{
  /* 000_5ed066fa22fca3eb.txt, "Pack": "The cards in each suit rank from
   * high to low: A, K, Q, J, 10, 9, 8, 7 or 5 or 3." */
  static const KaiserFace faces[] = {
    KAISER_FACE_ACE, KAISER_FACE_KING, KAISER_FACE_QUEEN, KAISER_FACE_JACK,
    KAISER_FACE_10, KAISER_FACE_9, KAISER_FACE_8,
  };
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  for (guint s = 0; s < KAISER_N_SUITS; s++)
    for (guint i = 0; i < 8; i++)
      {
        const char *text = standard_pack[s * 8 + i];
        KaiserCard card = kaiser_test_card (&rules, text);

        /* The pack lists spades, hearts, diamonds, clubs. */
        g_assert_cmpint (kaiser_card_suit (card), ==, KAISER_SPADES - s);
        g_assert_cmpuint (kaiser_card_power (card), ==, 7 - i);
        if (i < G_N_ELEMENTS (faces))
          g_assert_cmpint (kaiser_deck_face (&rules.deck, card), ==, faces[i]);
        if (i > 0)
          g_assert_cmpuint (kaiser_card_power (card), <,
                            kaiser_card_power (kaiser_test_card (&rules, standard_pack[s * 8 + i - 1])));
      }
}

static void
test_rank_special_lowest (void)
{
  KaiserRules rules;
  KaiserCard five, three;
  KaiserCards hearts, spades;
  KaiserCard card;

  /* 000_5ed066fa22fca3eb.txt, "Pack": 5♥ and 3♠ take the place of the
   * sevens, so they rank below the 8 of their suits; 004_f32bd69137a90698.txt,
   * "Card Ranking": "7/5/3 (low)". */
  kaiser_rules_init_standard (&rules);
  five = kaiser_test_card (&rules, "5H");
  three = kaiser_test_card (&rules, "3S");
  hearts = kaiser_deck_cards (&rules.deck) & kaiser_suit_mask (KAISER_HEARTS);
  spades = kaiser_deck_cards (&rules.deck) & kaiser_suit_mask (KAISER_SPADES);
  g_assert_cmpuint (kaiser_cards_first (hearts), ==, five);
  g_assert_cmpuint (kaiser_cards_first (spades), ==, three);
  KAISER_CARDS_FOREACH (card, hearts & ~kaiser_card_bit (five))
    g_assert_cmpuint (kaiser_card_power (card), >, kaiser_card_power (five));
  KAISER_CARDS_FOREACH (card, spades & ~kaiser_card_bit (three))
    g_assert_cmpuint (kaiser_card_power (card), >, kaiser_card_power (three));
  g_assert_cmpuint (kaiser_card_power (five), <, kaiser_card_power (kaiser_test_card (&rules, "8H")));
  g_assert_cmpuint (kaiser_card_power (three), <, kaiser_card_power (kaiser_test_card (&rules, "8S")));
  /* They stay in their suits. */
  g_assert_cmpint (kaiser_card_suit (five), ==, KAISER_HEARTS);
  g_assert_cmpint (kaiser_card_suit (three), ==, KAISER_SPADES);
}

static void
test_describe (void)
{
  KaiserRules rules;
  g_autofree char *qh = NULL;
  g_autofree char *five = NULL;
  g_autofree char *three = NULL;
  g_autofree char *ten = NULL;

  kaiser_rules_init_standard (&rules);
  qh = kaiser_deck_card_describe (&rules.deck, kaiser_test_card (&rules, "QH"));
  five = kaiser_deck_card_describe (&rules.deck, kaiser_test_card (&rules, "5H"));
  three = kaiser_deck_card_describe (&rules.deck, kaiser_test_card (&rules, "3S"));
  ten = kaiser_deck_card_describe (&rules.deck, kaiser_test_card (&rules, "10C"));
  g_assert_cmpstr (qh, ==, "Queen of Hearts");
  g_assert_cmpstr (five, ==, "Five of Hearts");
  g_assert_cmpstr (three, ==, "Three of Spades");
  g_assert_cmpstr (ten, ==, "Ten of Clubs");
}

/* A card theme may name cards and suits otherwise (the Joffre pack's
 * "Joffre", its suits England … Germany); the others keep the usual names. */
static void
test_card_names (void)
{
  KaiserRules rules;
  g_autoptr(KaiserCardNames) names = kaiser_card_names_new ();
  g_autofree char *five = NULL;
  g_autofree char *queen = NULL;
  g_autofree char *usual = NULL;

  kaiser_rules_init_standard (&rules);
  g_assert_true (kaiser_card_names_is_empty (names));
  g_assert_true (kaiser_card_names_is_empty (NULL));
  kaiser_card_names_set_card (names, kaiser_test_card (&rules, "5H"), "Joffre");
  kaiser_card_names_set_suit (names, KAISER_HEARTS, "France");
  g_assert_false (kaiser_card_names_is_empty (names));
  five = kaiser_card_names_describe_card (names, &rules.deck, kaiser_test_card (&rules, "5H"));
  queen = kaiser_card_names_describe_card (names, &rules.deck, kaiser_test_card (&rules, "QH"));
  usual = kaiser_card_names_describe_card (NULL, &rules.deck, kaiser_test_card (&rules, "QH"));
  g_assert_cmpstr (five, ==, "Joffre");
  g_assert_cmpstr (queen, ==, "Queen of France");
  g_assert_cmpstr (usual, ==, "Queen of Hearts");
  g_assert_true (kaiser_card_names_has_suit (names, KAISER_HEARTS));
  g_assert_false (kaiser_card_names_has_suit (names, KAISER_SPADES));
  g_assert_cmpstr (kaiser_card_names_get_suit (names, KAISER_SPADES), ==, "Spades");
  /* a name taken back */
  kaiser_card_names_set_card (names, kaiser_test_card (&rules, "5H"), NULL);
  g_clear_pointer (&five, g_free);
  five = kaiser_card_names_describe_card (names, &rules.deck, kaiser_test_card (&rules, "5H"));
  g_assert_cmpstr (five, ==, "Five of France");
}

/* Bids */

static void
test_bid_string_round_trip (void)
{
  char buf[KAISER_BID_STRING_MAX];
  KaiserBid bid;

  g_assert_cmpstr (kaiser_bid_to_string (kaiser_bid_pass (), buf), ==, "pass");
  g_assert_true (kaiser_bid_from_string ("pass", &bid));
  g_assert_true (kaiser_bid_is_pass (bid));
  g_assert_cmpuint (bid.amount, ==, 0);

  for (guint amount = 6; amount <= 12; amount++)
    {
      g_autofree char *plain = g_strdup_printf ("%u", amount);
      g_autofree char *nt = g_strdup_printf ("%unt", amount);

      bid = kaiser_bid_make (KAISER_BID_SUIT, amount);
      g_assert_cmpstr (kaiser_bid_to_string (bid, buf), ==, plain);
      g_assert_true (kaiser_bid_from_string (plain, &bid));
      g_assert_cmpint (bid.kind, ==, KAISER_BID_SUIT);
      g_assert_cmpuint (bid.amount, ==, amount);

      bid = kaiser_bid_make (KAISER_BID_NO_TRUMP, amount);
      g_assert_cmpstr (kaiser_bid_to_string (bid, buf), ==, nt);
      g_assert_true (kaiser_bid_from_string (nt, &bid));
      g_assert_cmpint (bid.kind, ==, KAISER_BID_NO_TRUMP);
      g_assert_cmpuint (bid.amount, ==, amount);
    }
  g_assert_true (kaiser_bid_equal (kaiser_test_bid ("7nt"), kaiser_bid_make (KAISER_BID_NO_TRUMP, 7)));
  g_assert_false (kaiser_bid_equal (kaiser_test_bid ("7nt"), kaiser_test_bid ("7")));
  g_assert_false (kaiser_bid_equal (kaiser_test_bid ("7"), kaiser_test_bid ("8")));
}

static void
test_bid_string_errors (void)
{
  static const char * const junk[] = {
    "", "nt", "x7", "7x", "7ntx", "seven", "0", "0nt", "-7", " 7", "7 nt", "100", "passs",
  };
  KaiserBid bid;

  for (guint i = 0; i < G_N_ELEMENTS (junk); i++)
    {
      bid = kaiser_bid_make (KAISER_BID_SUIT, 9);
      g_test_message ("bid '%s'", junk[i]);
      g_assert_false (kaiser_bid_from_string (junk[i], &bid));
    }
  g_assert_false (kaiser_bid_from_string (NULL, &bid));
}

static void
test_bid_describe (void)
{
  g_autofree char *pass = kaiser_bid_describe (kaiser_bid_pass ());
  g_autofree char *seven = kaiser_bid_describe (kaiser_test_bid ("7"));
  g_autofree char *seven_nt = kaiser_bid_describe (kaiser_test_bid ("7nt"));

  g_assert_cmpstr (pass, ==, "Pass");
  g_assert_cmpstr (seven, ==, "7");
  g_assert_cmpstr (seven_nt, ==, "7 No Trump");
}

static void
test_bid_rank (void)
{
  /* 000_5ed066fa22fca3eb.txt, "Bidding": "A bid in no trumps outranks an
   * equal bid in a suit, so the possible bids in ascending order are:
   * 6, 6 no, 7, 7 no, 8, 8 no, etc. The maximum possible bid is 12 no." */
  static const char * const ascending[] = {
    "pass", "6", "6nt", "7", "7nt", "8", "8nt", "9", "9nt",
    "10", "10nt", "11", "11nt", "12", "12nt",
  };
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  g_assert_cmpint (kaiser_rules_bid_rank (&rules, kaiser_bid_pass ()), ==, 0);
  for (guint i = 1; i < G_N_ELEMENTS (ascending); i++)
    {
      g_test_message ("%s < %s", ascending[i - 1], ascending[i]);
      g_assert_cmpint (kaiser_rules_bid_rank (&rules, kaiser_test_bid (ascending[i - 1])), <,
                       kaiser_rules_bid_rank (&rules, kaiser_test_bid (ascending[i])));
    }
  /* Ranking is by value: the same bid ranks the same. */
  g_assert_cmpint (kaiser_rules_bid_rank (&rules, kaiser_test_bid ("9")), ==,
                   kaiser_rules_bid_rank (&rules, kaiser_bid_make (KAISER_BID_SUIT, 9)));
  /* 002_3b286a0686278ff4.txt: "8 no-trump is larger than an 8 bid but
   * smaller than a 9 bid". */
  g_assert_cmpint (kaiser_rules_bid_rank (&rules, kaiser_test_bid ("8nt")), >,
                   kaiser_rules_bid_rank (&rules, kaiser_test_bid ("8")));
  g_assert_cmpint (kaiser_rules_bid_rank (&rules, kaiser_test_bid ("8nt")), <,
                   kaiser_rules_bid_rank (&rules, kaiser_test_bid ("9")));
}

static void
test_bid_valid (void)
{
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "Bidding": "the possible bids are from six
   * to twelve, either with a trump suit or in no trumps". */
  kaiser_rules_init_standard (&rules);
  g_assert_cmpint (rules.min_bid, ==, 6);
  g_assert_cmpint (rules.max_bid, ==, 12);
  g_assert_true (kaiser_rules_bid_valid (&rules, kaiser_bid_pass ()));
  for (guint amount = 0; amount <= 20; amount++)
    {
      gboolean in_range = amount >= 6 && amount <= 12;

      g_assert_cmpint (kaiser_rules_bid_valid (&rules, kaiser_bid_make (KAISER_BID_SUIT, amount)), ==, in_range);
      g_assert_cmpint (kaiser_rules_bid_valid (&rules, kaiser_bid_make (KAISER_BID_NO_TRUMP, amount)), ==, in_range);
    }

  /* PAGAT, "Les Rois" / "Joffre": "There are no no trump bids" (VARIANTS.md V2). */
  rules.no_trump = FALSE;
  g_assert_true (kaiser_rules_bid_valid (&rules, kaiser_test_bid ("7")));
  g_assert_false (kaiser_rules_bid_valid (&rules, kaiser_test_bid ("7nt")));
  g_assert_false (kaiser_rules_bid_valid (&rules, kaiser_test_bid ("12nt")));
}

static void
test_bid_multiplier (void)
{
  KaiserRules rules;

  /* 000_5ed066fa22fca3eb.txt, "Scoring": no-trump bids score double. */
  kaiser_rules_init_standard (&rules);
  g_assert_cmpint (kaiser_rules_bid_multiplier (&rules, kaiser_test_bid ("7")), ==, 1);
  g_assert_cmpint (kaiser_rules_bid_multiplier (&rules, kaiser_test_bid ("7nt")), ==, 2);
  g_assert_cmpint (kaiser_rules_bid_multiplier (&rules, kaiser_test_bid ("12nt")), ==, 2);
  /* 003_e5c337a9e6b12479.txt, "Scoring": doubling is "some house rules" (V4 off). */
  rules.no_trump_doubles = FALSE;
  g_assert_cmpint (kaiser_rules_bid_multiplier (&rules, kaiser_test_bid ("7nt")), ==, 1);
  g_assert_cmpint (kaiser_rules_bid_multiplier (&rules, kaiser_test_bid ("7")), ==, 1);
}

/* The PRNG: properties only, so nothing depends on values read off a run. */

#define N_DRAWS 40000

static void
test_rng_same_seed (void)
{
  KaiserRng a, b;
  guint64 first[100];

  kaiser_rng_init (&a, 12345);
  kaiser_rng_init (&b, 12345);
  for (guint i = 0; i < 1000; i++)
    {
      guint64 x = kaiser_rng_next (&a);

      g_assert_cmpuint (x, ==, kaiser_rng_next (&b));
      if (i < G_N_ELEMENTS (first))
        first[i] = x;
    }
  /* Seeding again starts the sequence over. */
  kaiser_rng_init (&a, 12345);
  for (guint i = 0; i < G_N_ELEMENTS (first); i++)
    g_assert_cmpuint (kaiser_rng_next (&a), ==, first[i]);
  /* The same holds for bounded draws. */
  kaiser_rng_init (&a, 99);
  kaiser_rng_init (&b, 99);
  for (guint i = 0; i < 1000; i++)
    g_assert_cmpuint (kaiser_rng_below (&a, 32), ==, kaiser_rng_below (&b, 32));
}

static void
test_rng_different_seeds (void)
{
  static const guint64 seeds[] = { 0, 1, 2, 42, G_MAXUINT64 };
  guint64 values[G_N_ELEMENTS (seeds)][16];

  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      KaiserRng rng;

      kaiser_rng_init (&rng, seeds[i]);
      for (guint k = 0; k < 16; k++)
        values[i][k] = kaiser_rng_next (&rng);
    }
  /* Two 64-bit streams agree at some place with probability about 2^-60. */
  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    for (guint j = i + 1; j < G_N_ELEMENTS (seeds); j++)
      for (guint k = 0; k < 16; k++)
        g_assert_cmpuint (values[i][k], !=, values[j][k]);
  /* Seed 0 is a seed like any other, not a stuck all-zero state. */
  for (guint k = 0; k < 16; k++)
    g_assert_cmpuint (values[0][k], !=, 0);
  /* Nor does a stream repeat itself early. */
  for (guint k = 1; k < 16; k++)
    g_assert_cmpuint (values[1][k], !=, values[1][k - 1]);
}

static void
test_rng_below_range (void)
{
  static const guint32 bounds[] = { 1, 2, 3, 7, 8, 32, 1000, 0x80000001u, G_MAXUINT32 };
  KaiserRng rng;

  kaiser_rng_init (&rng, 7);
  for (guint i = 0; i < G_N_ELEMENTS (bounds); i++)
    {
      gboolean low_half = FALSE, high_half = FALSE;

      for (guint k = 0; k < 10000; k++)
        {
          guint32 x = kaiser_rng_below (&rng, bounds[i]);

          g_assert_cmpuint (x, <, bounds[i]);
          if (x < bounds[i] / 2)
            low_half = TRUE;
          else
            high_half = TRUE;
        }
      if (bounds[i] == 1)
        continue;
      /* Both halves of the range are reached. */
      g_assert_true (low_half);
      g_assert_true (high_half);
    }
}

static double
chi_square (KaiserRng *rng, guint32 bound, guint n)
{
  g_autofree guint *counts = g_new0 (guint, bound);
  double expected = (double) n / bound, chi = 0;

  for (guint i = 0; i < n; i++)
    counts[kaiser_rng_below (rng, bound)]++;
  for (guint k = 0; k < bound; k++)
    chi += (counts[k] - expected) * (counts[k] - expected) / expected;
  return chi;
}

static void
test_rng_below_uniform (void)
{
  /* Upper 0.1 % points of the chi-square distribution with bound − 1
   * degrees of freedom (2: 13.816, 9: 27.877, 31: 61.098). */
  static const struct { guint32 bound; double limit; } cases[] = {
    { 3, 13.816 }, { 10, 27.877 }, { 32, 61.098 },
  };
  static const guint64 seeds[] = { 1, 2024, 0xdeadbeef };

  for (guint s = 0; s < G_N_ELEMENTS (seeds); s++)
    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        KaiserRng rng;
        double chi;

        kaiser_rng_init (&rng, seeds[s]);
        chi = chi_square (&rng, cases[i].bound, N_DRAWS);
        g_test_message ("seed %" G_GUINT64_FORMAT " bound %u: chi-square %.2f",
                        seeds[s], cases[i].bound, chi);
        g_assert_cmpfloat (chi, <, cases[i].limit);
      }
}

static void
test_rng_bits (void)
{
  guint counts[64] = { 0 };
  KaiserRng rng;

  /* Every bit of kaiser_rng_next is set about half the time: 10000 draws,
   * mean 5000, standard deviation 50; allow six deviations. */
  kaiser_rng_init (&rng, 31337);
  for (guint i = 0; i < 10000; i++)
    {
      guint64 x = kaiser_rng_next (&rng);

      for (guint b = 0; b < 64; b++)
        counts[b] += (x >> b) & 1;
    }
  for (guint b = 0; b < 64; b++)
    {
      g_assert_cmpuint (counts[b], >, 4700);
      g_assert_cmpuint (counts[b], <, 5300);
    }
}

static void
test_rng_fork (void)
{
  KaiserRng a, b, c, child_a, child_b, child_c;

  kaiser_rng_init (&a, 5);
  kaiser_rng_init (&b, 5);
  kaiser_rng_init (&c, 5);
  kaiser_rng_fork (&a, 1, &child_a);
  kaiser_rng_fork (&b, 1, &child_b);
  kaiser_rng_fork (&c, 2, &child_c);
  for (guint i = 0; i < 100; i++)
    {
      guint64 x = kaiser_rng_next (&child_a);

      /* Same parent state and tag: the same stream. */
      g_assert_cmpuint (x, ==, kaiser_rng_next (&child_b));
      /* Another tag, or the parent itself: other streams. */
      g_assert_cmpuint (x, !=, kaiser_rng_next (&child_c));
      g_assert_cmpuint (x, !=, kaiser_rng_next (&a));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/kaiser/cards/seats/clockwise", test_seats_clockwise);
  g_test_add_func ("/kaiser/cards/seats/strings", test_seats_strings);
  g_test_add_func ("/kaiser/cards/encoding/suit-power", test_encoding_suit_power);
  g_test_add_func ("/kaiser/cards/encoding/masks", test_encoding_masks);
  g_test_add_func ("/kaiser/cards/pack/size", test_pack_size);
  g_test_add_func ("/kaiser/cards/pack/strings", test_pack_strings);
  g_test_add_func ("/kaiser/cards/pack/special-cards", test_pack_special_cards);
  g_test_add_func ("/kaiser/cards/string/order", test_string_order);
  g_test_add_func ("/kaiser/cards/string/parse", test_string_parse);
  g_test_add_func ("/kaiser/cards/string/parse-errors", test_string_parse_errors);
  g_test_add_func ("/kaiser/cards/string/duplicate", test_string_duplicate);
  g_test_add_func ("/kaiser/cards/honours", test_honours);
  g_test_add_func ("/kaiser/cards/points", test_points);
  g_test_add_func ("/kaiser/cards/rank/order", test_rank_order);
  g_test_add_func ("/kaiser/cards/rank/special-lowest", test_rank_special_lowest);
  g_test_add_func ("/kaiser/cards/describe", test_describe);
  g_test_add_func ("/kaiser/cards/bid/string/round-trip", test_bid_string_round_trip);
  g_test_add_func ("/kaiser/cards/bid/string/errors", test_bid_string_errors);
  g_test_add_func ("/kaiser/cards/bid/describe", test_bid_describe);
  g_test_add_func ("/kaiser/cards/bid/rank", test_bid_rank);
  g_test_add_func ("/kaiser/cards/bid/valid", test_bid_valid);
  g_test_add_func ("/kaiser/cards/bid/multiplier", test_bid_multiplier);
  g_test_add_func ("/kaiser/cards/rng/same-seed", test_rng_same_seed);
  g_test_add_func ("/kaiser/cards/rng/different-seeds", test_rng_different_seeds);
  g_test_add_func ("/kaiser/cards/rng/below/range", test_rng_below_range);
  g_test_add_func ("/kaiser/cards/rng/below/uniform", test_rng_below_uniform);
  g_test_add_func ("/kaiser/cards/rng/bits", test_rng_bits);
  g_test_add_func ("/kaiser/cards/rng/fork", test_rng_fork);
  g_test_add_func ("/kaiser/cards/names", test_card_names);

  return g_test_run ();
}
