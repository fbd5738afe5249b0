/* test-piles.c: the two-handed game and its piles.
 *
 * 000_5ed066fa22fca3eb.txt, "Kaiser for 2, 3, 5 or 6 Players", "Two
 * Players" (John Suchan): "each player is dealt a hand of 8 cards plus
 * four 2-card piles face down on the table.  After the bidding, the top
 * card on each pile is turned over and both players can see these cards.
 * In the play, you may play from the hand or a face up card from the
 * table.  After the top card of a pile is played, the card under it is
 * turned face up and becomes available for play."
 */
#include <string.h>

#include "kaiser-bot.h"
#include "kaiser-deal-number.h"
#include "kaiser-player.h"
#include "kaiser-test-util.h"

/* North deals: East holds the hand and piles below, North the rest. */
static const char two_deal[] =
  "# two players, standard pack\n"
  "dealer: N\n"
  "N: AS KS AH KH AD KD AC KC\n"
  "N piles: QS/9S QH/9H QD/7D QC/7C\n"
  "E: JS 10S JH 10H JD 10D JC 10C\n"
  "E piles: 9C/8S 8H/5H 9D/8D 3S/8C\n";

static void
two_rules (KaiserRules *rules)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (kaiser_rules_init_preset (rules, "two-players", &error));
  g_assert_no_error (error);
}

static void
two_state (KaiserState *st, const KaiserRules *rules)
{
  g_autoptr(GError) error = NULL;
  KaiserDeal deal;

  g_assert_true (kaiser_deal_parse (rules, two_deal, &deal, &error));
  g_assert_no_error (error);
  kaiser_state_init (st, rules, deal.dealer);
  kaiser_state_deal_piles (st, deal.hands, deal.kitty, deal.piles);
}

/* East bids 8 in spades, North passes: play begins, East to lead. */
static void
bid_to_play (KaiserState *st)
{
  if (st->phase == KAISER_PHASE_MISDEAL)
    {
      KaiserAction no = kaiser_action_make (KAISER_ACTION_MISDEAL, st->to_act, 0);
      g_assert_true (kaiser_state_apply (st, &no, NULL));
    }
  g_assert_cmpint (st->phase, ==, KAISER_PHASE_BIDDING);
  kaiser_test_bid_ok (st, KAISER_EAST, "8");
  kaiser_test_bid_ok (st, KAISER_NORTH, "pass");
  kaiser_test_trump_ok (st, KAISER_EAST, KAISER_SPADES);
  g_assert_cmpint (st->phase, ==, KAISER_PHASE_PLAY);
}

/* The table: two players alone, sixteen cards each, eight in hand and
 * four piles of two; a hand of sixteen tricks worth 18 points. */
static void
test_rules (void)
{
  KaiserRules rules;
  KaiserRules odd;
  g_autoptr(GError) error = NULL;

  two_rules (&rules);
  g_assert_true (kaiser_rules_validate (&rules, NULL));
  g_assert_cmpuint (kaiser_rules_n_seats (&rules), ==, 2);
  g_assert_cmpuint (kaiser_rules_n_sides (&rules), ==, 2);
  g_assert_cmpuint (kaiser_rules_hand_size (&rules), ==, 16);
  g_assert_cmpuint (kaiser_rules_n_piles (&rules), ==, 4);
  g_assert_cmpuint (kaiser_rules_held_size (&rules), ==, 8);
  g_assert_cmpint (kaiser_rules_hand_points (&rules), ==, 18);
  g_assert_cmpstr (kaiser_rules_match_preset (&rules), ==, "two-players");
  g_assert_nonnull (kaiser_rules_preset_notes ("two-players"));
  /* no piles at the other tables */
  kaiser_rules_init_standard (&odd);
  g_assert_cmpuint (kaiser_rules_n_piles (&odd), ==, 0);
  g_assert_cmpuint (kaiser_rules_held_size (&odd), ==, 8);
  /* a kitty of two leaves fifteen each: an odd card beside the piles */
  odd = rules;
  g_assert_true (kaiser_rules_set (&odd, "kitty", "two", NULL));
  g_assert_false (kaiser_rules_validate (&odd, &error));
  g_assert_nonnull (strstr (error->message, "(pack, kitty, seats)"));
}

/* The shuffle deals each seat eight cards and four piles of its own cards. */
static void
test_shuffle (void)
{
  KaiserRules rules;

  two_rules (&rules);
  for (guint64 seed = 1; seed <= 200; seed++)
    {
      KaiserCards hands[KAISER_MAX_SEATS], kitty, all = 0;
      KaiserPiles piles[KAISER_MAX_SEATS];
      KaiserRng rng;

      kaiser_rng_init (&rng, seed);
      kaiser_state_shuffle_piles (&rules, (KaiserSeat) (seed % 2), &rng, hands, &kitty, piles);
      g_assert_cmpuint (kitty, ==, 0);
      for (guint s = 0; s < 2; s++)
        {
          g_assert_cmpuint (kaiser_cards_count (hands[s]), ==, 16);
          g_assert_true (kaiser_piles_check (&rules, hands[s], &piles[s], NULL));
          g_assert_cmpuint (all & hands[s], ==, 0);
          all |= hands[s];
        }
      g_assert_cmpuint (all, ==, kaiser_deck_cards (&rules.deck));
    }
}

/* Before play the piles are face down to both players, their owner too;
 * once play starts the top cards are face up to both, the cards under
 * them to no one. */
static void
test_visibility (void)
{
  KaiserRules rules;
  KaiserState st;
  KaiserObservation obs;
  KaiserCards east_hand, east_tops;

  two_rules (&rules);
  two_state (&st, &rules);
  east_hand = kaiser_test_cards (&rules, "JS 10S JH 10H JD 10D JC 10C");
  east_tops = kaiser_test_cards (&rules, "9C 8H 9D 3S");

  kaiser_observation_init (&obs, &st, KAISER_EAST);
  g_assert_cmpuint (obs.view.hands[KAISER_EAST], ==, east_hand);
  g_assert_cmpuint (obs.view.hands[KAISER_NORTH], ==, 0);
  for (guint k = 0; k < 4; k++)
    {
      g_assert_cmpuint (obs.view.piles[KAISER_EAST].top[k], ==, KAISER_CARD_NONE);
      g_assert_cmpuint (obs.view.piles[KAISER_NORTH].under[k], ==, KAISER_CARD_NONE);
    }
  g_assert_cmpuint (kaiser_state_n_hidden (&obs.view, KAISER_EAST), ==, 8);
  g_assert_cmpuint (kaiser_state_n_hidden (&st, KAISER_NORTH), ==, 8);

  bid_to_play (&st);
  kaiser_observation_init (&obs, &st, KAISER_NORTH);
  /* North sees East's tops, and its own, not what lies under them */
  g_assert_cmpuint (obs.view.hands[KAISER_EAST], ==, east_tops);
  g_assert_cmpuint (obs.view.hands[KAISER_NORTH], ==,
                    kaiser_test_cards (&rules, "AS KS AH KH AD KD AC KC QS QH QD QC"));
  g_assert_cmpuint (obs.view.piles[KAISER_EAST].under[0], ==, KAISER_CARD_NONE);
  g_assert_cmpuint (obs.view.piles[KAISER_NORTH].under[0], ==, KAISER_CARD_NONE);
  g_assert_cmpuint (obs.view.piles[KAISER_EAST].top[3], ==, kaiser_test_card (&rules, "3S"));
  g_assert_cmpuint (kaiser_state_n_hidden (&obs.view, KAISER_EAST), ==, 4);
  g_assert_cmpuint (kaiser_state_hidden_cards (&st, KAISER_EAST), ==, kaiser_test_cards (&rules, "8S 5H 8D 8C"));
  g_assert_cmpuint (kaiser_state_playable_cards (&st, KAISER_EAST), ==, east_hand | east_tops);
}

/* "you may play from the hand or a face up card from the table"; a card
 * under another is refused; the card under a played top turns up. */
static void
test_play (void)
{
  KaiserRules rules;
  KaiserState st;
  KaiserObservation obs;
  KaiserAction under;
  g_autoptr(GError) error = NULL;
  g_autofree char *why = NULL;

  two_rules (&rules);
  two_state (&st, &rules);
  bid_to_play (&st);
  g_assert_cmpint (st.to_act, ==, KAISER_EAST);

  under = kaiser_action_make (KAISER_ACTION_PLAY, KAISER_EAST, kaiser_test_card (&rules, "5H"));
  g_assert_false (kaiser_state_is_legal (&st, &under, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_CARD_NOT_HELD);
  g_assert_nonnull (strstr (error->message, "face down"));
  why = kaiser_state_card_refusal (&st, KAISER_EAST, kaiser_test_card (&rules, "5H"), NULL);
  g_assert_nonnull (why);
  g_assert_nonnull (strstr (why, "face down"));

  /* East leads the 9♦ from a pile: the 8♦ under it turns up */
  kaiser_test_play_ok (&st, KAISER_EAST, "9D");
  kaiser_observation_init (&obs, &st, KAISER_NORTH);
  g_assert_true (kaiser_cards_has (obs.view.hands[KAISER_EAST], kaiser_test_card (&rules, "8D")));
  g_assert_cmpuint (obs.view.piles[KAISER_EAST].under[2], ==, kaiser_test_card (&rules, "8D"));
  /* North must follow diamonds: from the hand or the Q♦ on its pile, not
   * the 7♦ under it */
  g_assert_cmpuint (kaiser_state_legal_cards (&st), ==, kaiser_test_cards (&rules, "AD KD QD"));
  kaiser_test_play_ok (&st, KAISER_NORTH, "QD");
  g_assert_cmpuint (st.tricks[0].winner, ==, KAISER_NORTH);
  /* North leads the 7♦, face up now; East follows from its hand or the
   * 8♦ turned up */
  kaiser_test_play_ok (&st, KAISER_NORTH, "7D");
  g_assert_cmpuint (kaiser_state_legal_cards (&st), ==, kaiser_test_cards (&rules, "JD 10D 8D"));
}

/* The deal above, bid and trumps named: play begins. */
static void
two_in_play (KaiserRules *rules, KaiserState *st)
{
  two_rules (rules);
  two_state (st, rules);
  bid_to_play (st);
}

/* A card face up on a pile must follow suit like one in the hand. */
static void
test_follow_from_pile (void)
{
  KaiserRules rules;
  KaiserState st;

  two_in_play (&rules, &st);
  /* East leads hearts, North holds A♥ K♥ and the Q♥ face up */
  kaiser_test_play_ok (&st, KAISER_EAST, "JH");
  g_assert_cmpuint (kaiser_state_legal_cards (&st), ==, kaiser_test_cards (&rules, "AH KH QH"));
  kaiser_test_play_ok (&st, KAISER_NORTH, "AH");
  kaiser_test_play_ok (&st, KAISER_NORTH, "KH");
  g_assert_cmpuint (kaiser_state_legal_cards (&st), ==, kaiser_test_cards (&rules, "10H 8H"));
  kaiser_test_play_ok (&st, KAISER_EAST, "10H");
  /* North leads the Q♥ off its pile; East's last heart it may play is
   * the 8♥ face up, and under it the 5♥ turns up */
  kaiser_test_play_ok (&st, KAISER_NORTH, "QH");
  g_assert_cmpuint (kaiser_state_legal_cards (&st), ==, kaiser_test_cards (&rules, "8H"));
  kaiser_test_play_ok (&st, KAISER_EAST, "8H");
  /* the 9♥ under North's Q♥ is face up: North leads it, East must follow
   * with the 5♥ */
  kaiser_test_play_ok (&st, KAISER_NORTH, "9H");
  g_assert_cmpuint (kaiser_state_legal_cards (&st), ==, kaiser_test_cards (&rules, "5H"));
}

/* The deal's text names each seat's hand and piles, and reads back. */
static void
test_deal_text (void)
{
  KaiserRules rules;
  KaiserDeal deal, back;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  static const char * const bad[] = {
    /* no piles for East */
    "dealer: N\nN: AS KS AH KH AD KD AC KC\nN piles: QS/9S QH/9H QD/7D QC/7C\n"
    "E: JS 10S JH 10H JD 10D JC 10C 9C 8S 8H 5H 9D 8D 3S 8C\n",
    /* three piles */
    "dealer: N\nN: AS KS AH KH AD KD AC KC\nN piles: QS/9S QH/9H QD/7D\n"
    "E: JS 10S JH 10H JD 10D JC 10C\nE piles: 9C/8S 8H/5H 9D/8D 3S/8C\n",
    /* a pile of one card */
    "dealer: N\nN: AS KS AH KH AD KD AC KC\nN piles: QS/9S QH/9H QD/7D QC\n"
    "E: JS 10S JH 10H JD 10D JC 10C\nE piles: 9C/8S 8H/5H 9D/8D 3S/8C\n",
    /* an unseen card in a deal */
    "dealer: N\nN: AS KS AH KH AD KD AC KC\nN piles: QS/9S QH/9H QD/7D QC/?\n"
    "E: JS 10S JH 10H JD 10D JC 10C\nE piles: 9C/8S 8H/5H 9D/8D 3S/8C\n",
  };

  two_rules (&rules);
  g_assert_true (kaiser_deal_parse (&rules, two_deal, &deal, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (deal.piles[KAISER_EAST].under[3], ==, kaiser_test_card (&rules, "8C"));
  text = kaiser_deal_to_string (&rules, &deal);
  g_assert_nonnull (strstr (text, "E piles: 9C/8S 8H/5H 9D/8D 3S/8C"));
  g_assert_true (kaiser_deal_parse (&rules, text, &back, NULL));
  g_assert_true (memcmp (&deal, &back, sizeof deal) == 0);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) local = NULL;

      g_assert_false (kaiser_deal_parse (&rules, bad[i], &back, &local));
      g_assert_error (local, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID);
    }
}

/* Same pile pairs, in any order. */
static gboolean
same_piles (const KaiserPiles *a, const KaiserPiles *b)
{
  for (guint k = 0; k < KAISER_MAX_PILES; k++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < KAISER_MAX_PILES; j++)
        found |= a->top[k] == b->top[j] && a->under[k] == b->under[j];
      if (!found)
        return FALSE;
    }
  return TRUE;
}

/* A deal's number names its piles too: the same hands, and the same card
 * under each top card, back from the number (the piles in the order of
 * their top cards); one number a deal, and a game from it deals them. */
static void
test_deal_number (void)
{
  KaiserRules rules;
  GHashTable *seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  two_rules (&rules);
  for (guint64 seed = 1; seed <= 300; seed++)
    {
      KaiserDeal deal, back, swapped;
      KaiserRng rng;
      g_autofree char *number = NULL;
      g_autofree char *again = NULL;
      g_autofree char *other = NULL;
      g_autoptr(GError) error = NULL;

      memset (&deal, 0, sizeof deal);
      kaiser_rng_init (&rng, seed);
      deal.dealer = (KaiserSeat) (seed % 2);
      kaiser_state_shuffle_piles (&rules, deal.dealer, &rng, deal.hands, &deal.kitty, deal.piles);
      number = kaiser_deal_number_from_deal (&rules, &deal);
      g_assert_nonnull (number);
      g_assert_cmpuint (strlen (number), <=, KAISER_DEAL_NUMBER_MAX_DIGITS);
      g_assert_true (kaiser_deal_number_to_deal (&rules, number, &back, &error));
      g_assert_no_error (error);
      g_assert_cmpint (back.dealer, ==, deal.dealer);
      for (guint s = 0; s < 2; s++)
        {
          g_assert_cmpuint (back.hands[s], ==, deal.hands[s]);
          g_assert_true (same_piles (&back.piles[s], &deal.piles[s]));
        }
      again = kaiser_deal_number_from_deal (&rules, &back);
      g_assert_cmpstr (again, ==, number);
      /* another card under a top card is another deal */
      swapped = deal;
      swapped.piles[0].under[0] = deal.piles[0].under[1];
      swapped.piles[0].under[1] = deal.piles[0].under[0];
      other = kaiser_deal_number_from_deal (&rules, &swapped);
      g_assert_cmpstr (other, !=, number);
      g_assert_false (g_hash_table_contains (seen, number));
      g_hash_table_add (seen, g_strdup (number));
      if (seed == 1)
        {
          g_autoptr(KaiserGame) game = kaiser_deal_number_new_game (&rules, number, &error);
          const KaiserState *st;

          g_assert_no_error (error);
          st = kaiser_game_get_state (game);
          for (guint s = 0; s < 2; s++)
            g_assert_true (same_piles (&st->piles[s], &deal.piles[s]));
          g_free (again);
          again = kaiser_deal_number_of_hand (game, 0);
          g_assert_cmpstr (again, ==, number);
        }
    }
  g_hash_table_unref (seen);
}

/* A seat never sees a card face down, its own neither. */
static void
check_nothing_face_down_seen (const KaiserState *st, const KaiserObservation *obs, gpointer data)
{
  for (guint s = 0; s < 2; s++)
    g_assert_cmpuint (obs->view.hands[s] & kaiser_state_hidden_cards (st, (KaiserSeat) s), ==, 0);
}

/* Whole games by the computer players: every action legal, the record
 * names the piles and verifies (the seed deals the same piles). */
static void
test_games (void)
{
  static const KaiserLevel levels[] = { KAISER_LEVEL_BEGINNER, KAISER_LEVEL_STANDARD, KAISER_LEVEL_EXPERT };
  KaiserRules rules;

  two_rules (&rules);
  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    {
      g_autoptr(KaiserGame) game = kaiser_game_new (&rules, 40 + i);
      g_autoptr(KaiserPlayer) player = kaiser_player_new (levels[i], 7 + i);
      g_autoptr(KaiserGame) again = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *record = NULL;
      kaiser_test_play_game (game, player, check_nothing_face_down_seen, NULL);
      record = kaiser_record_to_data (game, NULL);
      g_assert_nonnull (strstr (record, "\"piles\""));
      again = kaiser_record_load_data (record, -1, &error);
      g_assert_no_error (error);
      g_assert_nonnull (again);
      g_assert_cmpint (kaiser_game_get_state (again)->scores[0], ==, kaiser_game_get_state (game)->scores[0]);
      g_assert_cmpint (kaiser_game_get_state (again)->scores[1], ==, kaiser_game_get_state (game)->scores[1]);
    }
}

/* A record whose piles are not the seed's is refused, naming them. */
static void
test_record_mismatch (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(KaiserGame) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *record = NULL;
  char *at, *slash;

  two_rules (&rules);
  game = kaiser_game_new (&rules, 5);
  record = kaiser_record_to_data (game, NULL);
  /* swap the first pile's two cards */
  at = strstr (record, "\"piles\"");
  g_assert_nonnull (at);
  at = strchr (at + strlen ("\"piles\""), '"');
  at = strchr (at + 1, '"');
  at = strchr (at + 1, '"') + 1;
  slash = strchr (at, '/');
  g_assert_nonnull (slash);
  {
    g_autofree char *top = g_strndup (at, slash - at);
    char *end = slash + 1 + strcspn (slash + 1, " \"");
    g_autofree char *under = g_strndup (slash + 1, end - slash - 1);
    g_autofree char *swapped = g_strdup_printf ("%s/%s", under, top);
    GString *s = g_string_new (NULL);

    g_string_append_len (s, record, at - record);
    g_string_append (s, swapped);
    g_string_append (s, end);
    g_free (record);
    record = g_string_free (s, FALSE);
  }
  again = kaiser_record_load_data (record, -1, &error);
  g_assert_null (again);
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_MISMATCH);
  g_assert_nonnull (strstr (error->message, "piles"));
}

/* The bot protocol carries the piles: an observation reads back as it was. */
static void
test_bot_observation (void)
{
  KaiserRules rules;
  KaiserState st;

  two_in_play (&rules, &st);
  kaiser_test_play_ok (&st, KAISER_EAST, "9D");
  for (guint s = 0; s < 2; s++)
    {
      KaiserObservation obs, back;
      g_autoptr(JsonNode) node = NULL;
      g_autoptr(GError) error = NULL;

      kaiser_observation_init (&obs, &st, (KaiserSeat) s);
      node = kaiser_bot_decide_request (&obs);
      g_assert_true (kaiser_bot_observation_from_decide (node, &back, &error));
      g_assert_no_error (error);
      g_assert_true (memcmp (&obs, &back, sizeof obs) == 0);
      for (guint t = 0; t < 2; t++)
        {
          g_assert_cmpuint (back.view.hands[t], ==, obs.view.hands[t]);
          g_assert_true (memcmp (&back.view.piles[t], &obs.view.piles[t], sizeof (KaiserPiles)) == 0);
        }
      g_assert_cmpuint (kaiser_state_legal_cards (&back.view), ==, kaiser_state_legal_cards (&obs.view));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/piles/rules", test_rules);
  g_test_add_func ("/kaiser/piles/shuffle", test_shuffle);
  g_test_add_func ("/kaiser/piles/visibility", test_visibility);
  g_test_add_func ("/kaiser/piles/play", test_play);
  g_test_add_func ("/kaiser/piles/follow-from-pile", test_follow_from_pile);
  g_test_add_func ("/kaiser/piles/deal-text", test_deal_text);
  g_test_add_func ("/kaiser/piles/deal-number", test_deal_number);
  g_test_add_func ("/kaiser/piles/games", test_games);
  g_test_add_func ("/kaiser/piles/record-mismatch", test_record_mismatch);
  g_test_add_func ("/kaiser/piles/bot-observation", test_bot_observation);
  return g_test_run ();
}
