/* test-record.c: game records export, import and verification. */
#include <glib/gstdio.h>
#include <string.h>

#include "kaiser-match.h"
#include "kaiser-test-util.h"

static char *
fixture_text (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  return text;
}

static JsonNode *
fixture_json (const char *name)
{
  g_autofree char *text = fixture_text (name);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  return json_node_copy (json_parser_get_root (parser));
}

static JsonObject *
hand_object (JsonNode *root, guint hand)
{
  JsonArray *hands = json_object_get_array_member (json_node_get_object (root), "hands");
  return json_array_get_object_element (hands, hand);
}

static JsonArray *
trick_cards (JsonNode *root, guint hand, guint trick, JsonObject **trick_obj)
{
  JsonArray *tricks = json_object_get_array_member (hand_object (root, hand), "tricks");
  JsonObject *obj = json_array_get_object_element (tricks, trick);

  if (trick_obj)
    *trick_obj = obj;
  return json_object_get_array_member (obj, "cards");
}

/* Load the mutated record: it must be refused with code, and the message
 * must name where. */
static void
assert_refused (JsonNode *root, KaiserError code, const char *where, const char *what)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(KaiserGame) game = kaiser_record_from_json (root, &error);

  g_assert_null (game);
  g_assert_error (error, KAISER_ERROR, (gint) code);
  if (where && !g_str_has_prefix (error->message, where))
    g_error ("expected the error to start with “%s”: %s", where, error->message);
  if (what && strstr (error->message, what) == NULL)
    g_error ("expected the error to say “%s”: %s", what, error->message);
}

/* The record's text with the "generator" line left out, in place. */
static const char *
without_generator (char *text)
{
  char *line = strstr (text, "\"generator\"");
  char *end = line ? strchr (line, '\n') : NULL;

  if (end)
    memmove (line, end + 1, strlen (end + 1) + 1);
  return text;
}

static void
test_record_fixture_round_trip (void)
{
  const char *names[] = { "standard-misdeal.json", "standard-bid-out.json" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *text = fixture_text (names[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(KaiserGame) game = kaiser_record_load_data (text, -1, &error);
      g_autofree char *again = NULL;

      g_assert_no_error (error);
      g_assert_nonnull (game);
      g_assert_cmpint (kaiser_game_get_phase (game), ==, KAISER_PHASE_GAME_OVER);
      again = kaiser_record_to_data (game, NULL);
      /* The record written by kaiser-cli, byte for byte, but for the
       * version of the program that wrote it. */
      g_assert_cmpstr (without_generator (again), ==, without_generator (text));
    }
}

static void
test_record_fixture_contents (void)
{
  g_autofree char *text = fixture_text ("standard-bid-out.json");
  g_autoptr(KaiserGame) game = kaiser_record_load_data (text, -1, NULL);
  const KaiserHandLog *log;

  g_assert_nonnull (game);
  g_assert_cmpuint (kaiser_game_get_n_hands (game), ==, 7);
  /* hand 5: EW stood at 51 (above the bid-out of 45) and took 2 points:
   * 000_5ed066fa22fca3eb.txt, "The opponents' score": they "cannot add any
   * points taken to their score". */
  log = kaiser_game_get_hand_log (game, 4);
  g_assert_cmpint (log->state.result.points[KAISER_TEAM_EW], ==, 2);
  g_assert_cmpint (log->state.result.change[KAISER_TEAM_EW], ==, 0);
  g_assert_true (log->state.result.bid_out[KAISER_TEAM_EW]);
  g_assert_cmpint (kaiser_game_get_winner (game), ==, KAISER_TEAM_EW);
  g_assert_cmpint (kaiser_game_get_score (game, KAISER_TEAM_EW), ==, 59);

  g_clear_pointer (&text, g_free);
  text = fixture_text ("standard-misdeal.json");
  g_clear_object (&game);
  game = kaiser_record_load_data (text, -1, NULL);
  g_assert_nonnull (game);
  log = kaiser_game_get_hand_log (game, 9);
  g_assert_cmpuint (log->misdeals->len, ==, 1);
  g_assert_cmpint (g_array_index (log->misdeals, KaiserMisdeal, 0).caller, ==, KAISER_NORTH);
}

static void
test_record_round_trip_every_action (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  KaiserRng rng;
  guint checked = 0;

  kaiser_rules_init_standard (&rules);
  game = kaiser_game_new (&rules, 4242);
  kaiser_rng_init (&rng, 4242);
  /* A saved game can stop anywhere: after every action the record must
   * load back to the same state. */
  while (kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
    {
      g_autofree char *data = kaiser_record_to_data (game, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(KaiserGame) loaded = kaiser_record_load_data (data, -1, &error);
      KaiserObservation obs;
      KaiserAction action;

      g_assert_no_error (error);
      g_assert_cmpint (memcmp (kaiser_game_get_state (game), kaiser_game_get_state (loaded), sizeof (KaiserState)), ==, 0);
      g_assert_cmpuint (kaiser_game_get_n_actions (game), ==, kaiser_game_get_n_actions (loaded));
      checked++;

      if (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER)
        {
          g_assert_true (kaiser_game_next_hand (game, NULL));
          continue;
        }
      kaiser_game_observe (game, kaiser_game_get_to_act (game), &obs);
      g_assert_true (kaiser_random_player_choose (&obs, &rng, &action));
      g_assert_true (kaiser_game_apply (game, &action, NULL));
    }
  g_assert_cmpuint (checked, >, 100);
}

static void
test_record_wrong_card_not_held (void)
{
  g_autoptr(JsonNode) root = fixture_json ("standard-bid-out.json");
  JsonArray *cards = trick_cards (root, 0, 2, NULL);
  JsonObject *deal = json_object_get_object_member (hand_object (root, 0), "deal");
  KaiserRules rules;
  KaiserCards held;
  const char *leader = json_object_get_string_member (json_array_get_object_element (
    json_object_get_array_member (hand_object (root, 0), "tricks"), 2), "leader");
  KaiserSeat seat, other;
  char buf[4];

  /* Give the second card of trick 3 a card the next player was never dealt. */
  kaiser_rules_init_standard (&rules);
  g_assert_true (kaiser_seat_from_string (leader, &seat));
  seat = kaiser_seat_next (seat);
  other = kaiser_seat_partner (seat);
  held = kaiser_test_cards (&rules, json_object_get_string_member (deal, kaiser_seat_to_string (other)));
  json_array_remove_element (cards, 1);
  json_array_add_string_element (cards, kaiser_deck_card_to_string (&rules.deck, kaiser_cards_first (held), buf));
  /* (now fourth in the list: the third card is checked first, by the same seat's turn) */
  assert_refused (root, KAISER_ERROR_RECORD_MISMATCH, "hand 1, trick 3, card 2", "does not hold");
}

static void
test_record_revoke (void)
{
  g_autoptr(JsonNode) root = fixture_json ("standard-misdeal.json");
  g_autofree char *text = fixture_text ("standard-misdeal.json");
  g_autoptr(KaiserGame) game = kaiser_record_load_data (text, -1, NULL);
  KaiserRules rules;
  gboolean done = FALSE;

  kaiser_rules_init_standard (&rules);
  /* Find a follower who followed suit while holding another suit, and
   * make them play the other suit instead. */
  for (guint h = 0; h < kaiser_game_get_n_hands (game) && !done; h++)
    {
      const KaiserState *st = &kaiser_game_get_hand_log (game, h)->state;
      KaiserCards hands[KAISER_N_SEATS];

      memcpy (hands, st->dealt, sizeof hands);
      for (guint t = 0; t < st->n_tricks && !done; t++)
        {
          const KaiserTrick *trick = &st->tricks[t];
          KaiserSuit led = kaiser_card_suit (trick->cards[0]);

          for (guint i = 1; i < KAISER_N_SEATS && !done; i++)
            {
              KaiserSeat seat = (trick->leader + i) % KAISER_N_SEATS;
              KaiserCards off = hands[seat] & ~kaiser_suit_mask (led);

              if (kaiser_card_suit (trick->cards[i]) == led && off)
                {
                  JsonArray *cards = trick_cards (root, h, t, NULL);
                  g_autofree char *where = g_strdup_printf ("hand %u, trick %u, card %u", h + 1, t + 1, i + 1);
                  char buf[4];
                  JsonNode *node = json_array_get_element (cards, i);

                  json_node_set_string (node, kaiser_deck_card_to_string (&rules.deck, kaiser_cards_first (off), buf));
                  /* 000_5ed066fa22fca3eb.txt, "Play of the cards": "Each subsequent player
                   * must play a card of the same suit as the led card, if able to". */
                  assert_refused (root, KAISER_ERROR_RECORD_MISMATCH, where, "must follow");
                  done = TRUE;
                }
            }
          for (guint i = 0; i < KAISER_N_SEATS; i++)
            hands[(trick->leader + i) % KAISER_N_SEATS] &= ~kaiser_card_bit (trick->cards[i]);
        }
    }
  g_assert_true (done);
}

static void
test_record_wrong_winner (void)
{
  g_autoptr(JsonNode) root = fixture_json ("standard-bid-out.json");
  JsonObject *trick;
  KaiserSeat winner;

  trick_cards (root, 1, 4, &trick);
  g_assert_true (kaiser_seat_from_string (json_object_get_string_member (trick, "winner"), &winner));
  json_object_set_string_member (trick, "winner", kaiser_seat_to_string (kaiser_seat_next (winner)));
  assert_refused (root, KAISER_ERROR_RECORD_MISMATCH, "hand 2, trick 5", "but the rules give");
}

static void
test_record_wrong_scores (void)
{
  g_autoptr(JsonNode) root = fixture_json ("standard-bid-out.json");
  JsonObject *scores = json_object_get_object_member (
    json_object_get_object_member (hand_object (root, 3), "result"), "scores");

  json_object_set_int_member (scores, "ns", json_object_get_int_member (scores, "ns") + 1);
  assert_refused (root, KAISER_ERROR_RECORD_MISMATCH, "hand 4, result", "scores for ns is -3, but the play gives -4");

  g_clear_pointer (&root, json_node_unref);
  root = fixture_json ("standard-bid-out.json");
  scores = json_object_get_object_member (json_node_get_object (root), "scores");
  json_object_set_int_member (scores, "ew", 52);
  assert_refused (root, KAISER_ERROR_RECORD_MISMATCH, "scores for ew is 52", NULL);

  g_clear_pointer (&root, json_node_unref);
  root = fixture_json ("standard-bid-out.json");
  json_object_set_boolean_member (json_object_get_object_member (hand_object (root, 0), "result"), "made", FALSE);
  assert_refused (root, KAISER_ERROR_RECORD_MISMATCH, "hand 1, result", "was made");

  g_clear_pointer (&root, json_node_unref);
  root = fixture_json ("standard-bid-out.json");
  json_object_set_string_member (json_node_get_object (root), "winner", "ns");
  assert_refused (root, KAISER_ERROR_RECORD_MISMATCH, "The winner is given as ns", NULL);
}

static void
test_record_wrong_deal (void)
{
  g_autoptr(JsonNode) root = fixture_json ("standard-bid-out.json");
  JsonObject *deal = json_object_get_object_member (hand_object (root, 2), "deal");
  g_autofree char *n = g_strdup (json_object_get_string_member (deal, "N"));

  json_object_set_string_member (deal, "N", json_object_get_string_member (deal, "E"));
  json_object_set_string_member (deal, "E", n);
  assert_refused (root, KAISER_ERROR_RECORD_MISMATCH, "hand 3, deal", "but the seed deals");

  g_clear_pointer (&root, json_node_unref);
  root = fixture_json ("standard-bid-out.json");
  json_object_set_string_member (json_node_get_object (root), "seed", "12345");
  assert_refused (root, KAISER_ERROR_RECORD_MISMATCH, "hand 1", NULL);

  g_clear_pointer (&root, json_node_unref);
  root = fixture_json ("standard-bid-out.json");
  json_object_set_string_member (json_node_get_object (root), "seed", "12x");
  assert_refused (root, KAISER_ERROR_RECORD_INVALID, "The seed “12x” is not a number", NULL);
}

static void
test_record_wrong_bids (void)
{
  g_autoptr(JsonNode) root = fixture_json ("standard-bid-out.json");
  JsonArray *bids = json_object_get_array_member (hand_object (root, 1), "bids");
  JsonObject *first = json_array_get_object_element (bids, 0);

  KaiserSeat seat;

  g_assert_true (kaiser_seat_from_string (json_object_get_string_member (first, "seat"), &seat));
  json_object_set_string_member (first, "seat", kaiser_seat_to_string (kaiser_seat_partner (seat)));
  assert_refused (root, KAISER_ERROR_RECORD_MISMATCH, "hand 2, bid 1", "turn");

  g_clear_pointer (&root, json_node_unref);
  root = fixture_json ("standard-bid-out.json");
  bids = json_object_get_array_member (hand_object (root, 1), "bids");
  json_object_set_string_member (json_array_get_object_element (bids, 0), "bid", "seven");
  assert_refused (root, KAISER_ERROR_RECORD_INVALID, "hand 2, bid 1", "is not a bid");

  g_clear_pointer (&root, json_node_unref);
  root = fixture_json ("standard-bid-out.json");
  json_object_set_string_member (hand_object (root, 1), "contract", "9");
  assert_refused (root, KAISER_ERROR_RECORD_MISMATCH, "hand 2", "the contract is “9”");
}

static void
test_record_structure (void)
{
  g_autoptr(JsonNode) root = fixture_json ("standard-bid-out.json");
  JsonObject *obj = json_node_get_object (root);
  JsonArray *hands = json_object_get_array_member (obj, "hands");

  /* a hand after the game was won */
  json_array_add_element (hands, json_node_copy (json_array_get_element (hands, 6)));
  assert_refused (root, KAISER_ERROR_RECORD_MISMATCH, "hand 8", "already over");

  g_clear_pointer (&root, json_node_unref);
  root = fixture_json ("standard-bid-out.json");
  json_object_remove_member (hand_object (root, 2), "result");
  assert_refused (root, KAISER_ERROR_RECORD_INVALID, "hand 3", "result is missing");

  g_clear_pointer (&root, json_node_unref);
  root = fixture_json ("standard-bid-out.json");
  json_object_set_string_member (json_node_get_object (root), "format", "chess-pgn");
  assert_refused (root, KAISER_ERROR_RECORD_INVALID, "This is not a Three-Spot game record", NULL);

  g_clear_pointer (&root, json_node_unref);
  root = fixture_json ("standard-bid-out.json");
  json_object_set_int_member (json_node_get_object (root), "version", 99);
  assert_refused (root, KAISER_ERROR_RECORD_INVALID, "Record version 99", NULL);

  g_clear_pointer (&root, json_node_unref);
  root = fixture_json ("standard-bid-out.json");
  json_object_set_int_member (json_object_get_object_member (json_node_get_object (root), "rules"), "frobnicate", 1);
  assert_refused (root, KAISER_ERROR_RECORD_INVALID, "Rules: unknown option “frobnicate”", NULL);

  g_clear_pointer (&root, json_node_unref);
  root = fixture_json ("standard-bid-out.json");
  json_object_set_string_member (json_object_get_object_member (json_node_get_object (root), "rules"), "low-no-trump", "own-bid");
  json_object_set_boolean_member (json_object_get_object_member (json_node_get_object (root), "rules"), "no-trump", FALSE);
  assert_refused (root, KAISER_ERROR_RECORD_INVALID, NULL, "(low-no-trump, no-trump)");

  g_clear_pointer (&root, json_node_unref);
  root = fixture_json ("standard-bid-out.json");
  json_object_set_int_member (json_object_get_object_member (json_node_get_object (root), "rules"), "min-bid", 9);
  assert_refused (root, KAISER_ERROR_RECORD_INVALID, NULL, "not a value of min-bid");

  g_clear_pointer (&root, json_node_unref);
  root = fixture_json ("standard-bid-out.json");
  json_object_set_string_member (hand_object (root, 0), "tricks", "none");
  assert_refused (root, KAISER_ERROR_RECORD_INVALID, "hand 1", "“tricks” must be a list");
}

static void
test_record_not_json (void)
{
  g_autofree char *text = fixture_text ("standard-bid-out.json");
  const char *junk[] = { "", "hello", "{\"format\": ", "[]", "{}", "null", "{\"format\": 3}" };
  g_autoptr(GError) error = NULL;
  g_autoptr(KaiserGame) game = NULL;

  /* truncated in the middle */
  game = kaiser_record_load_data (text, strlen (text) / 2, &error);
  g_assert_null (game);
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "The record is not valid JSON"));

  for (guint i = 0; i < G_N_ELEMENTS (junk); i++)
    {
      g_clear_error (&error);
      game = kaiser_record_load_data (junk[i], -1, &error);
      g_assert_null (game);
      g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID);
      g_assert_cmpuint (strlen (error->message), >, 10);
    }

  g_clear_error (&error);
  game = kaiser_record_load_file ("/nonexistent/record.json", &error);
  g_assert_null (game);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

static void
test_record_save_file (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(KaiserGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("kaiser-record-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);

  g_assert_no_error (error);
  kaiser_rules_init_standard (&rules);
  game = kaiser_game_new (&rules, 5);
  g_assert_true (kaiser_record_save (game, path, &error));
  g_assert_no_error (error);
  loaded = kaiser_record_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (memcmp (kaiser_game_get_state (game), kaiser_game_get_state (loaded), sizeof (KaiserState)), ==, 0);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Issue 15, hole 7: the derived values of a result are checked like the
 * others. */
static void
test_record_result_flags (void)
{
  const char *names[] = { "bid_out", "skunk", "five_stolen" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(JsonNode) root = fixture_json ("standard-bid-out.json");
      JsonObject *result = json_object_get_object_member (hand_object (root, 4), "result");

      if (i == 0)
        {
          /* hand 5 put East–West out by bidding */
          JsonArray *bid_out = json_object_get_array_member (result, "bid_out");

          g_assert_cmpuint (json_array_get_length (bid_out), ==, 1);
          json_array_remove_element (bid_out, 0);
          json_array_add_string_element (bid_out, "ns");
          assert_refused (root, KAISER_ERROR_RECORD_MISMATCH, "hand 5, result", "“bid_out”");
          json_array_remove_element (bid_out, 0);
          assert_refused (root, KAISER_ERROR_RECORD_MISMATCH, "hand 5, result", "ew went out by bidding");
        }
      else
        {
          result = json_object_get_object_member (hand_object (root, 0), "result");
          g_assert_false (json_object_has_member (result, names[i]));
          json_object_set_boolean_member (result, names[i], TRUE);
          assert_refused (root, KAISER_ERROR_RECORD_MISMATCH, "hand 1, result", names[i]);
          json_object_set_string_member (result, names[i], "yes");
          assert_refused (root, KAISER_ERROR_RECORD_INVALID, "hand 1, result", "must be true or false");
        }
    }
}

/* A seat offered a misdeal must be listed in "declined"; without it the
 * record said "Cannot bid now: the game is in the misdeal phase". */
static void
test_record_missing_declined (void)
{
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  for (guint64 seed = 1; seed < 2000; seed++)
    {
      g_autoptr(KaiserGame) game = kaiser_game_new (&rules, seed);
      g_autoptr(JsonNode) root = NULL;
      JsonArray *declined;
      KaiserSeat first;

      if (kaiser_game_get_phase (game) != KAISER_PHASE_MISDEAL)
        continue;
      first = kaiser_game_get_to_act (game);
      while (kaiser_game_get_phase (game) == KAISER_PHASE_MISDEAL)
        g_assert_true (kaiser_game_call_misdeal (game, kaiser_game_get_to_act (game), FALSE, NULL));
      g_assert_true (kaiser_game_bid (game, kaiser_game_get_to_act (game), kaiser_test_bid ("7"), NULL));
      root = kaiser_record_to_json (game);
      declined = json_object_get_array_member (hand_object (root, 0), "declined");
      g_assert_cmpuint (json_array_get_length (declined), >, 0);
      while (json_array_get_length (declined) > 0)
        json_array_remove_element (declined, 0);
      {
        g_autofree char *what = g_strdup_printf ("%s may throw in this hand, but is not in “declined”", kaiser_seat_name (first));

        assert_refused (root, KAISER_ERROR_RECORD_INVALID, "hand 1", "must list the seats that declined");
        assert_refused (root, KAISER_ERROR_RECORD_INVALID, "hand 1", what);
      }
      return;
    }
  g_assert_not_reached ();
}

/* Issue 15, hole 2: json-glib recursed once per "[" and 76,000 of them
 * crashed record verify, the import and the app's start (the saved-game
 * and autosave keys go through the same kaiser_record_load_data).
 * Issue 23: behind a comment json-glib ends earlier than the old check
 * did ("slash-star space slash"), 80,000 of them crashed it again; the
 * gate now refuses the comment itself. */
static void
test_record_nesting_bomb (void)
{
  struct { const char *prefix; guint n; const char *expected; } bombs[] = {
    { "/* /", 80000, "The record is not valid JSON: line 1, column 1: a comment or a slash: JSON has neither" },
    { "", 76000, "The record cannot be read: line 1, column 33: nested more than 32 deep" },
    { "{\"format\":\"three-spot-record\",\"version\":1,\"hands\":[", 76000,
      "The record cannot be read: line 1, column 82: nested more than 32 deep" },
    { "//", 80000, "The record is not valid JSON: line 1, column 1: a comment or a slash: JSON has neither" },
    { "'", 80000, "The record is not valid JSON: line 1, column 1: a string in single quotes" },
  };

  for (guint t = 0; t < G_N_ELEMENTS (bombs); t++)
    {
      g_autoptr(GString) text = g_string_new (bombs[t].prefix);
      g_autoptr(GError) error = NULL;
      g_autoptr(KaiserGame) game = NULL;

      for (guint i = 0; i < bombs[t].n; i++)
        g_string_append_c (text, '[');
      game = kaiser_record_load_data (text->str, (gssize) text->len, &error);
      g_assert_null (game);
      g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID);
      if (!g_str_has_prefix (error->message, bombs[t].expected))
        g_error ("the refusal does not say why: %s", error->message);
    }
}

/* A record larger than KAISER_JSON_MAX_SIZE is refused before it is
 * parsed, saying so. */
static void
test_record_too_large (void)
{
  gsize size = KAISER_JSON_MAX_SIZE + 1;
  g_autofree char *text = g_strnfill (size, ' ');
  g_autoptr(GError) error = NULL;
  g_autoptr(KaiserGame) game = NULL;

  text[0] = '{';
  text[size - 1] = '}';
  game = kaiser_record_load_data (text, (gssize) size, &error);
  g_assert_null (game);
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID);
  g_assert_cmpstr (error->message, ==, "The record cannot be read: the text is larger than 16.0\u00a0MiB");
}

/* How often Undo was used goes with the game; records written before
 * there was such a field (the fixtures) load with none. */
static void
test_record_undos (void)
{
  g_autofree char *text = fixture_text ("standard-misdeal.json");
  g_autoptr(KaiserGame) old = kaiser_record_load_data (text, -1, NULL);
  g_autoptr(KaiserGame) again = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *data = NULL;

  g_assert_nonnull (old);
  g_assert_cmpuint (kaiser_game_get_undo_count (old), ==, 0);
  g_assert_false (kaiser_game_get_ended_before (old));
  data = kaiser_record_to_data (old, NULL);
  g_assert_null (strstr (data, "\"undos\""));
  g_assert_null (strstr (data, "\"ended_before\""));
  g_clear_pointer (&data, g_free);

  kaiser_game_set_undo_count (old, 3);
  kaiser_game_set_ended_before (old, TRUE);
  data = kaiser_record_to_data (old, NULL);
  again = kaiser_record_load_data (data, -1, NULL);
  g_assert_nonnull (again);
  g_assert_cmpuint (kaiser_game_get_undo_count (again), ==, 3);
  g_assert_true (kaiser_game_get_ended_before (again));

  root = fixture_json ("standard-misdeal.json");
  json_object_set_int_member (json_node_get_object (root), "undos", -1);
  assert_refused (root, KAISER_ERROR_RECORD_INVALID, "“undos”", "whole number");
  json_object_set_string_member (json_node_get_object (root), "undos", "3");
  assert_refused (root, KAISER_ERROR_RECORD_INVALID, "“undos”", "whole number");
  json_object_set_int_member (json_node_get_object (root), "undos", 2);
  json_object_set_int_member (json_node_get_object (root), "ended_before", 1);
  assert_refused (root, KAISER_ERROR_RECORD_INVALID, "“ended_before”", "true or false");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/record/fixture/round-trip", test_record_fixture_round_trip);
  g_test_add_func ("/kaiser/record/fixture/contents", test_record_fixture_contents);
  g_test_add_func ("/kaiser/record/round-trip-every-action", test_record_round_trip_every_action);
  g_test_add_func ("/kaiser/record/refused/card-not-held", test_record_wrong_card_not_held);
  g_test_add_func ("/kaiser/record/refused/revoke", test_record_revoke);
  g_test_add_func ("/kaiser/record/refused/trick-winner", test_record_wrong_winner);
  g_test_add_func ("/kaiser/record/refused/scores", test_record_wrong_scores);
  g_test_add_func ("/kaiser/record/refused/deal", test_record_wrong_deal);
  g_test_add_func ("/kaiser/record/refused/bids", test_record_wrong_bids);
  g_test_add_func ("/kaiser/record/refused/structure", test_record_structure);
  g_test_add_func ("/kaiser/record/refused/not-json", test_record_not_json);
  g_test_add_func ("/kaiser/record/save-file", test_record_save_file);
  g_test_add_func ("/kaiser/record/nesting-bomb", test_record_nesting_bomb);
  g_test_add_func ("/kaiser/record/too-large", test_record_too_large);
  g_test_add_func ("/kaiser/record/refused/result-flags", test_record_result_flags);
  g_test_add_func ("/kaiser/record/refused/missing-declined", test_record_missing_declined);
  g_test_add_func ("/kaiser/record/undos", test_record_undos);
  return g_test_run ();
}
