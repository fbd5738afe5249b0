/* test-online-message.c: the payloads of a table shared online (issue 26,
 * docs/online-protocol.md): every type read back as written, at the
 * standard table, six seats and Lost Heir; every refusal; and a whole
 * game in which no view ever holds a card of another seat's hand not yet
 * played. */
#include <string.h>

#include "kaiser-online-message.h"
#include "kaiser-player.h"
#include "kaiser-test-util.h"

static const char * const table_presets[] = { "standard", "six-players", "lost-heir" };

static void
rules_of (const char *preset, KaiserRules *rules)
{
  g_assert_true (kaiser_rules_init_preset (rules, preset, NULL));
  g_assert_true (kaiser_rules_validate (rules, NULL));
}

/* text must parse; the message read is in *out */
static void
parse_ok (const char *text, const KaiserRules *rules, KaiserOnlineMessage *out)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (kaiser_online_message_parse (text, -1, rules, out, &error));
  g_assert_no_error (error);
}

/* text must be refused with code; returns the error's message */
static char *
parse_refused (const char *text, gssize length, const KaiserRules *rules, KaiserOnlineError code)
{
  g_auto(KaiserOnlineMessage) out = { 0 };
  g_autoptr(GError) error = NULL;

  if (kaiser_online_message_parse (text, length, rules, &out, &error))
    g_error ("accepted: %.300s", text);
  g_assert_error (error, KAISER_ONLINE_ERROR, (gint) code);
  g_assert_cmpstr (out.name, ==, NULL);
  g_assert_cmpstr (out.text, ==, NULL);
  return g_strdup (error->message);
}

static void
refused (const char *text, const KaiserRules *rules, KaiserOnlineError code)
{
  g_free (parse_refused (text, -1, rules, code));
}

/* m written and read back under rules: the same text again */
static void
round_trip (const KaiserOnlineMessage *m, const KaiserRules *rules, KaiserOnlineMessage *back)
{
  g_autofree char *text = kaiser_online_message_to_text (m);
  g_autofree char *again = NULL;

  g_assert_nonnull (text);
  g_assert_cmpuint (strlen (text), <=, KAISER_ONLINE_MAX_SIZE);
  g_assert_null (strchr (text, '\n'));
  parse_ok (text, rules, back);
  g_assert_cmpint (back->type, ==, m->type);
  again = kaiser_online_message_to_text (back);
  g_assert_cmpstr (again, ==, text);
}

/* Every card named anywhere in a JSON value: strings split at spaces and
 * slashes (piles), each word that is a card of the pack. */
static KaiserCards
cards_in (JsonNode *node, const KaiserRules *rules)
{
  KaiserCards cards = 0;

  switch (json_node_get_node_type (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObjectIter iter;
        const char *name;
        JsonNode *value;

        json_object_iter_init (&iter, json_node_get_object (node));
        while (json_object_iter_next (&iter, &name, &value))
          cards |= cards_in (value, rules);
        break;
      }
    case JSON_NODE_ARRAY:
      for (guint i = 0; i < json_array_get_length (json_node_get_array (node)); i++)
        cards |= cards_in (json_array_get_element (json_node_get_array (node), i), rules);
      break;
    case JSON_NODE_VALUE:
      if (json_node_get_value_type (node) == G_TYPE_STRING)
        {
          g_auto(GStrv) words = g_strsplit_set (json_node_get_string (node), " /", -1);
          KaiserCard card;

          for (guint i = 0; words[i]; i++)
            if (kaiser_deck_card_from_string (&rules->deck, words[i], &card))
              cards |= kaiser_card_bit (card);
        }
      break;
    case JSON_NODE_NULL:
    default:
      break;
    }
  return cards;
}

/* The cards seat may not know now: every other seat's cards in hand,
 * but those seat passed it and those face up on its piles. */
static KaiserCards
secret_cards (const KaiserState *state, KaiserSeat seat)
{
  KaiserCards secret = 0;

  for (guint s = 0; s < kaiser_rules_n_seats (&state->rules); s++)
    if (s != seat)
      secret |= state->hands[s] & ~kaiser_state_face_up_cards (state, (KaiserSeat) s);
  return secret & ~state->passed[seat];
}

/* Which parts of two observations differ, to say so before failing. */
static void
report_differences (const KaiserObservation *want, const KaiserObservation *got)
{
  const KaiserState *a = &want->view, *b = &got->view;

#define DIFFERS(f) \
  if (memcmp (&a->f, &b->f, sizeof a->f) != 0) \
    g_test_message ("the view of %s in phase %s read back: " #f " differs", \
                    kaiser_seat_to_string (want->seat), kaiser_phase_to_string (a->phase))
  DIFFERS (rules); DIFFERS (phase); DIFFERS (dealer); DIFFERS (to_act); DIFFERS (hand_number);
  DIFFERS (n_misdeals); DIFFERS (dealt); DIFFERS (hands); DIFFERS (piles); DIFFERS (kitty);
  DIFFERS (discards); DIFFERS (passed); DIFFERS (misdeal_pending); DIFFERS (passes_done);
  DIFFERS (passing_after_bidding); DIFFERS (bids); DIFFERS (n_bids); DIFFERS (declarer);
  DIFFERS (contract); DIFFERS (sold); DIFFERS (trump); DIFFERS (low); DIFFERS (active);
  DIFFERS (n_tricks); DIFFERS (tricks); DIFFERS (won); DIFFERS (tricks_won); DIFFERS (insulted);
  DIFFERS (cancelled); DIFFERS (scores); DIFFERS (target_raised); DIFFERS (pot); DIFFERS (result);
  DIFFERS (winner);
#undef DIFFERS
}

/* The view of seat now names no card the seat may not know, and reads
 * back as the engine's observation, byte for byte, with the legal
 * actions when the seat is to act. */
static void
check_view (KaiserGame *game, KaiserSeat seat, guint *n_views)
{
  const KaiserRules *rules = kaiser_game_get_rules (game);
  g_autoptr(KaiserOnlineMessage) view = kaiser_online_message_new_view (game, seat);
  g_auto(KaiserOnlineMessage) back = { 0 };
  g_autofree char *text = kaiser_online_message_to_text (view);
  g_autoptr(JsonParser) parser = json_parser_new ();
  KaiserAction legal[KAISER_MAX_ACTIONS];
  KaiserObservation obs;
  KaiserCards named, secret;

  /* the text itself, read as any JSON */
  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  named = cards_in (json_parser_get_root (parser), rules);
  secret = secret_cards (kaiser_game_get_state (game), seat);
  if (named & secret)
    {
      g_autofree char *leaked = kaiser_deck_cards_to_string (&rules->deck, named & secret);

      g_error ("the view of %s after %u actions shows %s: %s", kaiser_seat_to_string (seat),
               kaiser_game_get_n_actions (game), leaked, text);
    }

  kaiser_game_observe (game, seat, &obs);
  round_trip (view, rules, &back);
  g_assert_cmpuint (back.n, ==, kaiser_game_get_n_actions (game));
  g_assert_cmpint (back.seat, ==, seat);
  if (memcmp (&back.observation, &obs, sizeof obs) != 0)
    report_differences (&obs, &back.observation);
  g_assert_cmpint (memcmp (&back.observation, &obs, sizeof obs), ==, 0);
  if (kaiser_game_get_to_act (game) == seat)
    {
      g_assert_cmpuint (back.n_legal, ==, kaiser_game_legal_actions (game, legal));
      g_assert_cmpint (memcmp (back.legal, legal, back.n_legal * sizeof legal[0]), ==, 0);
    }
  else
    g_assert_cmpuint (back.n_legal, ==, 0);
  (*n_views)++;
}

/* An action message for action, read back and checked by the host. */
static void
check_action_message (KaiserGame *game, const KaiserAction *action)
{
  const KaiserRules *rules = kaiser_game_get_rules (game);
  g_autoptr(KaiserOnlineMessage) m = kaiser_online_message_new_action (rules, kaiser_game_get_n_actions (game), action);
  g_auto(KaiserOnlineMessage) back = { 0 };
  g_autoptr(GError) error = NULL;
  KaiserAction checked;

  round_trip (m, rules, &back);
  g_assert_cmpint (back.action.seat, ==, KAISER_SEAT_NONE);
  g_assert_true (kaiser_online_check_action (game, (KaiserSeat) action->seat, &back, &checked, &error));
  g_assert_no_error (error);
  g_assert_true (kaiser_action_equal (&checked, action));
}

/* A whole game at preset, every seat decided by the standard player: at
 * every position each seat's view (the no-leak property), and each
 * decision as an action message; then the record in parts. */
static void
test_whole_game (gconstpointer data)
{
  const char *preset = data;
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  KaiserPlayer *player = kaiser_player_new (KAISER_LEVEL_STANDARD, 11);
  g_autoptr(GPtrArray) parts = NULL;
  KaiserOnlineRecordReader reader;
  g_autoptr(KaiserGame) again = NULL;
  g_autoptr(JsonNode) record = NULL, record_again = NULL;
  g_autofree char *record_text = NULL, *record_text_again = NULL;
  guint n_views = 0, actions = 0;

  rules_of (preset, &rules);
  game = kaiser_game_new (&rules, 20261128);
  while (kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER && actions < 20000)
    {
      KaiserObservation obs;
      KaiserAction action;

      for (guint s = 0; s < kaiser_rules_n_seats (&rules); s++)
        check_view (game, (KaiserSeat) s, &n_views);
      if (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER)
        {
          g_assert_true (kaiser_game_next_hand (game, NULL));
          continue;
        }
      kaiser_game_observe (game, kaiser_game_get_to_act (game), &obs);
      g_assert_true (kaiser_player_decide (player, &obs, &action, NULL));
      check_action_message (game, &action);
      g_assert_true (kaiser_game_apply (game, &action, NULL));
      actions++;
    }
  g_assert_cmpint (kaiser_game_get_phase (game), ==, KAISER_PHASE_GAME_OVER);
  for (guint s = 0; s < kaiser_rules_n_seats (&rules); s++)
    check_view (game, (KaiserSeat) s, &n_views);
  kaiser_player_free (player);

  /* the record, in parts of at most 64 KiB each */
  parts = kaiser_online_message_new_record (game);
  kaiser_online_record_reader_init (&reader);
  for (guint i = 0; i < parts->len; i++)
    {
      KaiserOnlineMessage *part = g_ptr_array_index (parts, i);
      g_auto(KaiserOnlineMessage) back = { 0 };
      g_autoptr(GError) error = NULL;
      KaiserGame *done = NULL;

      g_assert_cmpuint (part->part, ==, i + 1);
      g_assert_cmpuint (part->parts, ==, parts->len);
      round_trip (part, NULL, &back);
      g_assert_true (kaiser_online_record_reader_add (&reader, &back, &done, &error));
      g_assert_no_error (error);
      g_assert_true ((done != NULL) == (i + 1 == parts->len));
      if (done)
        again = done;
    }
  kaiser_online_record_reader_clear (&reader);
  g_assert_nonnull (again);
  record = kaiser_record_to_json (game);
  record_again = kaiser_record_to_json (again);
  record_text = json_to_string (record, FALSE);
  record_text_again = json_to_string (record_again, FALSE);
  g_assert_cmpstr (record_text_again, ==, record_text);
  g_test_message ("%s: %u actions, %u hands, %u views, record %zu bytes in %u parts", preset, actions,
                  kaiser_game_get_n_hands (game), n_views, strlen (record_text), parts->len);
  /* a whole game's record does not fit one message */
  if (strlen (record_text) > KAISER_ONLINE_PART_SIZE)
    g_assert_cmpuint (parts->len, >, 1);
}

/* Every other type written and read back at each table. */
static void
test_round_trip (gconstpointer data)
{
  const char *preset = data;
  KaiserRules rules;
  KaiserSeat last;

  rules_of (preset, &rules);
  last = (KaiserSeat) (kaiser_rules_n_seats (&rules) - 1);
  {
    g_autoptr(KaiserOnlineMessage) m = kaiser_online_message_new_join ("Émilie “Em” Ouellette", last, "Three-Spot 1.4");
    g_auto(KaiserOnlineMessage) back = { 0 };

    round_trip (m, &rules, &back);
    g_assert_cmpstr (back.name, ==, m->name);
    g_assert_cmpint (back.seat, ==, last);
    g_assert_cmpstr (back.app, ==, "Three-Spot 1.4");
  }
  {
    g_autoptr(KaiserOnlineMessage) m = kaiser_online_message_new_join ("Sam", KAISER_SEAT_NONE, "1");
    g_auto(KaiserOnlineMessage) back = { 0 };

    round_trip (m, &rules, &back);
    g_assert_cmpint (back.seat, ==, KAISER_SEAT_NONE);
  }
  {
    g_autoptr(KaiserOnlineMessage) m = kaiser_online_message_new_chat ("Nice hand, partner! 🂡 \"quoted\" \\ back");
    g_auto(KaiserOnlineMessage) back = { 0 };

    round_trip (m, &rules, &back);
    g_assert_cmpstr (back.text, ==, m->text);
  }
  {
    g_autoptr(KaiserOnlineMessage) m = kaiser_online_message_new (KAISER_ONLINE_LEAVE);
    g_auto(KaiserOnlineMessage) back = { 0 };

    round_trip (m, &rules, &back);
  }
  {
    g_autoptr(KaiserOnlineMessage) m = kaiser_online_message_new_seated (last, &rules, "Host");
    g_auto(KaiserOnlineMessage) back = { 0 };

    /* the rules come with it: read without any */
    round_trip (m, NULL, &back);
    g_assert_cmpint (back.seat, ==, last);
    g_assert_true (kaiser_rules_equal (&back.rules, &rules));
    g_assert_cmpstr (back.host, ==, "Host");
  }
  for (guint code = 0; code < KAISER_ONLINE_N_ERRORS; code++)
    {
      g_autoptr(KaiserOnlineMessage) m = kaiser_online_message_new_refused ((KaiserOnlineError) code, "Not now");
      g_auto(KaiserOnlineMessage) back = { 0 };
      KaiserOnlineError again;

      round_trip (m, &rules, &back);
      g_assert_cmpint (back.code, ==, code);
      g_assert_cmpstr (back.text, ==, "Not now");
      g_assert_true (kaiser_online_error_from_string (kaiser_online_error_to_string ((KaiserOnlineError) code), &again));
      g_assert_cmpint (again, ==, code);
    }
  {
    g_autoptr(KaiserOnlineMessage) m = kaiser_online_message_new_table (&rules, "Host", TRUE);
    g_auto(KaiserOnlineMessage) back = { 0 };

    kaiser_online_message_set_seat (m, KAISER_NORTH, KAISER_ONLINE_SEAT_HOST, "Host", NULL, -1);
    kaiser_online_message_set_seat (m, KAISER_EAST, KAISER_ONLINE_SEAT_COMPUTER, NULL, "expert", -1);
    kaiser_online_message_set_seat (m, KAISER_SOUTH, KAISER_ONLINE_SEAT_DROPPED, "Sam", "standard", 17500);
    kaiser_online_message_set_seat (m, last, KAISER_ONLINE_SEAT_PERSON, "Pat", NULL, -1);
    round_trip (m, NULL, &back);
    g_assert_cmpuint (back.n_seats, ==, kaiser_rules_n_seats (&rules));
    g_assert_true (back.chat);
    g_assert_cmpstr (back.host, ==, "Host");
    g_assert_true (kaiser_rules_equal (&back.rules, &rules));
    for (guint s = 0; s < back.n_seats; s++)
      {
        g_assert_cmpint (back.seats[s].seat, ==, s);
        g_assert_cmpint (back.seats[s].kind, ==, m->seats[s].kind);
        g_assert_cmpstr (back.seats[s].name, ==, m->seats[s].name);
        g_assert_cmpstr (back.seats[s].level, ==, m->seats[s].level);
        g_assert_cmpint (back.seats[s].grace_ms, ==, m->seats[s].grace_ms);
      }
    g_assert_cmpint (back.seats[KAISER_SOUTH].grace_ms, ==, 17500);
  }
  {
    g_autoptr(KaiserOnlineMessage) m = kaiser_online_message_new_said (last, "Pat", "gg");
    g_auto(KaiserOnlineMessage) back = { 0 };

    round_trip (m, &rules, &back);
    g_assert_cmpint (back.seat, ==, last);
    g_assert_cmpstr (back.name, ==, "Pat");
    g_assert_cmpstr (back.text, ==, "gg");
  }
}

/* A version other than 1 is refused naming both, before anything else
 * is looked at (another version may have other types). */
static void
test_refused_version (void)
{
  g_autofree char *two = parse_refused ("{\"v\":2,\"type\":\"join\",\"name\":\"A\",\"seat\":null,\"app\":\"9\"}", -1, NULL,
                                        KAISER_ONLINE_ERROR_VERSION);
  g_autofree char *far = parse_refused ("{\"type\":\"teleport\",\"v\":-7}", -1, NULL, KAISER_ONLINE_ERROR_VERSION);

  g_assert_nonnull (strstr (two, "version 2 of the online protocol"));
  g_assert_nonnull (strstr (two, "speaks version 1"));
  g_assert_nonnull (strstr (far, "version -7"));
  refused ("{\"v\":0,\"type\":\"leave\"}", NULL, KAISER_ONLINE_ERROR_VERSION);
  /* no version, or not a whole number */
  refused ("{\"type\":\"leave\"}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":\"1\",\"type\":\"leave\"}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":1.0,\"type\":\"leave\"}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":null,\"type\":\"leave\"}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
}

static void
test_refused_type (void)
{
  g_autofree char *unknown = parse_refused ("{\"v\":1,\"type\":\"teleport\"}", -1, NULL, KAISER_ONLINE_ERROR_MALFORMED);

  g_assert_nonnull (strstr (unknown, "teleport"));
  refused ("{\"v\":1}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":1,\"type\":7}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":1,\"type\":\"Leave\"}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":1,\"type\":\"leave\\u0007\"}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
  /* unknown members are ignored, nested too */
  {
    g_auto(KaiserOnlineMessage) m = { 0 };

    parse_ok ("{\"v\":1,\"type\":\"leave\",\"why\":{\"a\":[1,{\"b\":null}]},\"later\":true}", NULL, &m);
    g_assert_cmpint (m.type, ==, KAISER_ONLINE_LEAVE);
  }
}

/* Over 64 KiB is refused before it is parsed; 64 KiB exactly is read. */
static void
test_refused_too_large (void)
{
  const char *head = "{\"v\":1,\"type\":\"leave\",\"pad\":\"";
  g_autoptr(GString) text = g_string_new (head);
  g_auto(KaiserOnlineMessage) m = { 0 };
  g_autofree char *huge = NULL;

  while (text->len < KAISER_ONLINE_MAX_SIZE - 2)
    g_string_append_c (text, 'x');
  g_string_append (text, "\"}");
  g_assert_cmpuint (text->len, ==, KAISER_ONLINE_MAX_SIZE);
  parse_ok (text->str, NULL, &m);
  g_assert_true (kaiser_online_message_parse (text->str, text->len, NULL, &m, NULL));
  g_string_insert_c (text, strlen (head), 'x');
  g_free (parse_refused (text->str, -1, NULL, KAISER_ONLINE_ERROR_TOO_LARGE));
  g_free (parse_refused (text->str, text->len, NULL, KAISER_ONLINE_ERROR_TOO_LARGE));
  /* 10 MB, not JSON at all: refused by its length alone */
  huge = g_malloc (10 * 1000 * 1000);
  memset (huge, '[', 10 * 1000 * 1000);
  g_free (parse_refused (huge, 10 * 1000 * 1000, NULL, KAISER_ONLINE_ERROR_TOO_LARGE));
}

static void
test_refused_malformed (void)
{
  static const char * const texts[] = {
    "", " ", "{", "}", "[]", "null", "1", "\"join\"", "{\"v\":1,\"type\":\"leave\"",
    "{\"v\":1,\"type\":\"leave\"} {}", "{\"v\":1,\"type\":\"leave\"}x",
    "/* hi */ {\"v\":1,\"type\":\"leave\"}", "{\"v\":1,\"type\":\"leave\"} // hi",
    "{'v':1,'type':'leave'}", "{v:1,type:\"leave\"}", "{\"v\":0x1,\"type\":\"leave\"}",
    "{\"v\":1,\"type\":\"leave\",}", "{\"v\":1,\"type\":\"chat\",\"text\":\"\xff\"}",
    "{\"v\":1,\"type\":\"chat\",\"text\":\"\xc0\xaf\"}", "{\"v\":1,\"type\":\"chat\",\"text\":\"\\ud800\"}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    refused (texts[i], NULL, KAISER_ONLINE_ERROR_MALFORMED);
  /* a NUL inside the length given */
  g_free (parse_refused ("{\"v\":1,\"type\":\"leave\"}\0{}", 25, NULL, KAISER_ONLINE_ERROR_MALFORMED));
}

/* Nesting bombs, bare, behind a valid start, and behind each prefix
 * json-glib's scanner skips (kaiser-json.h, issue 23: "/ * /" followed
 * by 80,000 "[" crashed every reader); and anything nested deeper than
 * KAISER_ONLINE_MAX_DEPTH. */
static void
test_refused_nesting (void)
{
  static const char * const prefixes[] = {
    "", "/*", "/* /", "/*/", "//", "/", "'", "\"\\\"", " \t\r\n", "\xef\xbb\xbf",
    "{\"v\":1,\"type\":\"chat\",\"text\":", "{\"v\":1,\"type\":\"leave\",\"x\":",
  };

  for (guint i = 0; i < G_N_ELEMENTS (prefixes); i++)
    {
      g_autoptr(GString) bomb = g_string_new (prefixes[i]);

      while (bomb->len < KAISER_ONLINE_MAX_SIZE)
        g_string_append_c (bomb, '[');
      g_free (parse_refused (bomb->str, bomb->len, NULL, KAISER_ONLINE_ERROR_MALFORMED));
      g_string_append_c (bomb, '[');
      g_free (parse_refused (bomb->str, bomb->len, NULL, KAISER_ONLINE_ERROR_TOO_LARGE));
    }
  /* as deep as a message may go, and one more */
  {
    g_auto(KaiserOnlineMessage) m = { 0 };
    g_autofree char *deep = NULL;

    parse_ok ("{\"v\":1,\"type\":\"leave\",\"x\":[[[[[[[]]]]]]]}", NULL, &m);
    deep = parse_refused ("{\"v\":1,\"type\":\"leave\",\"x\":[[[[[[[[]]]]]]]]}", -1, NULL, KAISER_ONLINE_ERROR_MALFORMED);
    g_assert_nonnull (strstr (deep, "deep"));
  }
}

/* Seat letters beyond the table's rules. */
static void
test_refused_seat (void)
{
  KaiserRules standard, six;

  rules_of ("standard", &standard);
  rules_of ("six-players", &six);
  {
    g_auto(KaiserOnlineMessage) m = { 0 };

    parse_ok ("{\"v\":1,\"type\":\"join\",\"name\":\"A\",\"seat\":\"6\",\"app\":\"1\"}", &six, &m);
    g_assert_cmpint (m.seat, ==, 5);
  }
  refused ("{\"v\":1,\"type\":\"join\",\"name\":\"A\",\"seat\":\"6\",\"app\":\"1\"}", &standard, KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":1,\"type\":\"join\",\"name\":\"A\",\"seat\":\"X\",\"app\":\"1\"}", &six, KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":1,\"type\":\"join\",\"name\":\"A\",\"seat\":\"-\",\"app\":\"1\"}", &six, KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":1,\"type\":\"join\",\"name\":\"A\",\"seat\":0,\"app\":\"1\"}", &six, KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":1,\"type\":\"said\",\"seat\":\"5\",\"name\":\"A\",\"text\":\"hi\"}", &standard, KAISER_ONLINE_ERROR_MALFORMED);
  /* the seated and table messages' own rules decide */
  {
    g_autoptr(KaiserOnlineMessage) table = kaiser_online_message_new_table (&standard, "Host", FALSE);
    g_autofree char *table_text = NULL;
    g_autofree char *twice = NULL;
    g_autofree char *wrong = NULL;
    g_auto(KaiserOnlineMessage) m = { 0 };

    parse_ok ("{\"v\":1,\"type\":\"seated\",\"seat\":\"5\",\"rules\":{\"preset\":\"six-players\"},\"host\":\"H\"}",
              &standard, &m);
    g_assert_cmpint (m.seat, ==, 4);
    refused ("{\"v\":1,\"type\":\"seated\",\"seat\":\"5\",\"rules\":{\"preset\":\"standard\"},\"host\":\"H\"}",
             &six, KAISER_ONLINE_ERROR_MALFORMED);
    for (guint s = 0; s < 4; s++)
      kaiser_online_message_set_seat (table, (KaiserSeat) s, KAISER_ONLINE_SEAT_COMPUTER, NULL, "beginner", -1);
    table_text = kaiser_online_message_to_text (table);
    twice = g_strdup (table_text);
    g_assert_nonnull (strstr (twice, "\"seat\":\"E\""));
    memcpy (strstr (twice, "\"seat\":\"E\""), "\"seat\":\"N\"", 10);
    refused (twice, NULL, KAISER_ONLINE_ERROR_MALFORMED);
    wrong = g_strdup (table_text);
    memcpy (strstr (wrong, "\"seat\":\"E\""), "\"seat\":\"5\"", 10);
    refused (wrong, NULL, KAISER_ONLINE_ERROR_MALFORMED);
  }
  /* a table of the wrong number of seats, a seat of no kind */
  refused ("{\"v\":1,\"type\":\"table\",\"rules\":{\"preset\":\"standard\"},\"host\":\"H\",\"chat\":true,"
           "\"seats\":[{\"seat\":\"N\",\"kind\":\"open\",\"name\":null,\"level\":null}]}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":1,\"type\":\"seated\",\"seat\":\"N\",\"rules\":{\"preset\":\"no-such\"},\"host\":\"H\"}", NULL,
           KAISER_ONLINE_ERROR_MALFORMED);
}

/* Names and texts: lengths in characters, control characters. */
static void
test_refused_texts (void)
{
  g_autoptr(GString) name = g_string_new (NULL);
  g_autoptr(GString) text = g_string_new (NULL);
  static const char * const controls[] = {
    "\\u0007", "\\n", "\\t", "\\u001b[31m", "\\u007f", "\\u0085", "\\u2028", "\\u202e", "\\u2066", "\\u0000",
  };

  for (guint i = 0; i < KAISER_ONLINE_MAX_NAME; i++)
    g_string_append (name, "é");
  for (guint i = 0; i < KAISER_ONLINE_MAX_TEXT; i++)
    g_string_append (text, "€");
  {
    g_autofree char *join = g_strdup_printf ("{\"v\":1,\"type\":\"join\",\"name\":\"%s\",\"seat\":null,\"app\":\"1\"}", name->str);
    g_autofree char *chat = g_strdup_printf ("{\"v\":1,\"type\":\"chat\",\"text\":\"%s\"}", text->str);
    g_auto(KaiserOnlineMessage) m = { 0 };

    parse_ok (join, NULL, &m);
    g_assert_cmpstr (m.name, ==, name->str);
    parse_ok (chat, NULL, &m);
    g_assert_cmpstr (m.text, ==, text->str);
  }
  g_string_append (name, "é");
  g_string_append (text, "€");
  {
    g_autofree char *join = g_strdup_printf ("{\"v\":1,\"type\":\"join\",\"name\":\"%s\",\"seat\":null,\"app\":\"1\"}", name->str);
    g_autofree char *chat = g_strdup_printf ("{\"v\":1,\"type\":\"chat\",\"text\":\"%s\"}", text->str);
    g_autofree char *said = g_strdup_printf ("{\"v\":1,\"type\":\"said\",\"seat\":\"N\",\"name\":\"A\",\"text\":\"%s\"}", text->str);
    g_autofree char *long_name = parse_refused (join, -1, NULL, KAISER_ONLINE_ERROR_MALFORMED);

    g_assert_nonnull (strstr (long_name, "41"));
    refused (chat, NULL, KAISER_ONLINE_ERROR_MALFORMED);
    refused (said, NULL, KAISER_ONLINE_ERROR_MALFORMED);
  }
  /* empty, blank, missing, not a string */
  refused ("{\"v\":1,\"type\":\"join\",\"name\":\"\",\"seat\":null,\"app\":\"1\"}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":1,\"type\":\"join\",\"name\":\"   \",\"seat\":null,\"app\":\"1\"}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":1,\"type\":\"join\",\"seat\":null,\"app\":\"1\"}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":1,\"type\":\"join\",\"name\":\"A\",\"seat\":null}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":1,\"type\":\"join\",\"name\":[\"A\"],\"seat\":null,\"app\":\"1\"}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":1,\"type\":\"chat\",\"text\":\"\"}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":1,\"type\":\"chat\"}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
  for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
    {
      g_autofree char *join = g_strdup_printf ("{\"v\":1,\"type\":\"join\",\"name\":\"Host%s\",\"seat\":null,\"app\":\"1\"}", controls[i]);
      g_autofree char *chat = g_strdup_printf ("{\"v\":1,\"type\":\"chat\",\"text\":\"hi%sthere\"}", controls[i]);
      g_autofree char *refusal = g_strdup_printf ("{\"v\":1,\"type\":\"refused\",\"code\":\"stale\",\"text\":\"%s\"}", controls[i]);

      refused (join, NULL, KAISER_ONLINE_ERROR_MALFORMED);
      refused (chat, NULL, KAISER_ONLINE_ERROR_MALFORMED);
      refused (refusal, NULL, KAISER_ONLINE_ERROR_MALFORMED);
    }
  /* but an escaped backslash before u0000 is text, not a NUL */
  {
    g_auto(KaiserOnlineMessage) m = { 0 };

    parse_ok ("{\"v\":1,\"type\":\"chat\",\"text\":\"C:\\\\u0000\"}", NULL, &m);
    g_assert_cmpstr (m.text, ==, "C:\\u0000");
  }
  g_assert_true (kaiser_online_check_name ("Pat", NULL));
  g_assert_false (kaiser_online_check_name ("Pat\xff", NULL));
  g_assert_false (kaiser_online_check_name (NULL, NULL));
  /* a refusal made from any text can be sent */
  {
    g_autoptr(GError) error = g_error_new_literal (KAISER_ERROR, KAISER_ERROR_WRONG_PHASE, "line\none\ttab \u202e");
    g_autoptr(KaiserOnlineMessage) m = kaiser_online_message_new_refused_from_error (error);
    g_autoptr(KaiserOnlineMessage) long_text = kaiser_online_message_new_refused (KAISER_ONLINE_ERROR_FLOOD, text->str);
    g_auto(KaiserOnlineMessage) back = { 0 };

    g_assert_cmpint (m->code, ==, KAISER_ONLINE_ERROR_MALFORMED);
    round_trip (m, NULL, &back);
    g_assert_cmpstr (back.text, ==, "line one tab  ");
    round_trip (long_text, NULL, &back);
    g_assert_cmpint (g_utf8_strlen (back.text, -1), ==, KAISER_ONLINE_MAX_TEXT);
    refused ("{\"v\":1,\"type\":\"refused\",\"code\":\"nope\",\"text\":\"x\"}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
  }
}

/* Actions of the wrong shape, and views and actions before the rules. */
static void
test_refused_action (void)
{
  KaiserRules rules;
  static const char * const bad[] = {
    "{\"v\":1,\"type\":\"action\",\"n\":3}",
    "{\"v\":1,\"type\":\"action\",\"n\":3,\"action\":null}",
    "{\"v\":1,\"type\":\"action\",\"n\":3,\"action\":\"QH\"}",
    "{\"v\":1,\"type\":\"action\",\"n\":3,\"action\":{}}",
    "{\"v\":1,\"type\":\"action\",\"n\":3,\"action\":{\"type\":\"play\"}}",
    "{\"v\":1,\"type\":\"action\",\"n\":3,\"action\":{\"type\":\"play\",\"card\":\"ZZ\"}}",
    "{\"v\":1,\"type\":\"action\",\"n\":3,\"action\":{\"type\":\"play\",\"card\":\"1C\"}}",
    "{\"v\":1,\"type\":\"action\",\"n\":3,\"action\":{\"type\":\"bid\",\"bid\":\"seven\"}}",
    "{\"v\":1,\"type\":\"action\",\"n\":3,\"action\":{\"type\":\"fold\"}}",
    "{\"v\":1,\"type\":\"action\",\"n\":3,\"action\":{\"type\":\"misdeal\",\"call\":1}}",
    "{\"v\":1,\"type\":\"action\",\"n\":-1,\"action\":{\"type\":\"play\",\"card\":\"QH\"}}",
    "{\"v\":1,\"type\":\"action\",\"n\":4294967296,\"action\":{\"type\":\"play\",\"card\":\"QH\"}}",
    "{\"v\":1,\"type\":\"action\",\"n\":1.5,\"action\":{\"type\":\"play\",\"card\":\"QH\"}}",
    "{\"v\":1,\"type\":\"action\",\"n\":\"3\",\"action\":{\"type\":\"play\",\"card\":\"QH\"}}",
    "{\"v\":1,\"type\":\"action\",\"action\":{\"type\":\"play\",\"card\":\"QH\"}}",
  };
  g_auto(KaiserOnlineMessage) m = { 0 };

  rules_of ("standard", &rules);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    refused (bad[i], &rules, KAISER_ONLINE_ERROR_MALFORMED);
  parse_ok ("{\"v\":1,\"type\":\"action\",\"n\":3,\"action\":{\"type\":\"play\",\"card\":\"QH\",\"seat\":\"N\"}}", &rules, &m);
  g_assert_cmpint (m.action.type, ==, KAISER_ACTION_PLAY);
  g_assert_cmpint (m.action.seat, ==, KAISER_SEAT_NONE);
  g_assert_cmpuint (m.n, ==, 3);
  /* without the rules an action or a view cannot be read */
  refused ("{\"v\":1,\"type\":\"action\",\"n\":3,\"action\":{\"type\":\"play\",\"card\":\"QH\"}}", NULL,
           KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":1,\"type\":\"view\",\"n\":0,\"seat\":\"N\",\"observation\":{}}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
}

/* Views a host should never send: of another seat than it says, legal
 * actions for a seat not to act or that the rules do not allow. */
static void
test_refused_view (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  KaiserSeat to_act, other;

  rules_of ("standard", &rules);
  game = kaiser_game_new (&rules, 5);
  to_act = kaiser_game_get_to_act (game);
  other = kaiser_rules_seat_next (&rules, to_act);
  {
    g_autoptr(KaiserOnlineMessage) view = kaiser_online_message_new_view (game, to_act);
    g_autofree char *text = kaiser_online_message_to_text (view);
    g_autoptr(GString) swapped = g_string_new (text);
    g_autofree char *from = g_strdup_printf ("\"seat\":\"%s\",\"observation\"", kaiser_seat_to_string (to_act));
    g_autofree char *to = g_strdup_printf ("\"seat\":\"%s\",\"observation\"", kaiser_seat_to_string (other));
    g_auto(KaiserOnlineMessage) m = { 0 };

    g_assert_cmpuint (view->n_legal, >, 0);
    parse_ok (text, &rules, &m);
    g_assert_cmpuint (g_string_replace (swapped, from, to, 1), ==, 1);
    refused (swapped->str, &rules, KAISER_ONLINE_ERROR_MALFORMED);
  }
  {
    g_autoptr(KaiserOnlineMessage) view = kaiser_online_message_new_view (game, other);
    g_autofree char *text = NULL;
    g_auto(KaiserOnlineMessage) m = { 0 };

    g_assert_cmpuint (view->n_legal, ==, 0);
    text = kaiser_online_message_to_text (view);
    g_assert_null (strstr (text, "\"legal\""));
    parse_ok (text, &rules, &m);
    /* legal actions for the seat not to act */
    view->n_legal = 1;
    view->legal[0] = kaiser_action_make (KAISER_ACTION_BID, other, 0);
    view->legal[0].bid = kaiser_bid_pass ();
    g_free (text);
    text = kaiser_online_message_to_text (view);
    refused (text, &rules, KAISER_ONLINE_ERROR_MALFORMED);
  }
  {
    g_autoptr(KaiserOnlineMessage) view = kaiser_online_message_new_view (game, to_act);
    g_autofree char *text = NULL;

    /* a card the seat does not hold, offered as legal */
    view->legal[0] = kaiser_action_make (KAISER_ACTION_PLAY, to_act,
                                         kaiser_cards_first (kaiser_game_get_hand (game, other)));
    text = kaiser_online_message_to_text (view);
    refused (text, &rules, KAISER_ONLINE_ERROR_MALFORMED);
  }
}

/* A view of a hand that is over carries the game before the hand; the
 * reader scores the hand again from it, and refuses a view whose scores
 * do not follow (or that leaves it out). */
static void
test_refused_result (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  KaiserPlayer *player = kaiser_player_new (KAISER_LEVEL_STANDARD, 2);
  g_autoptr(KaiserOnlineMessage) view = NULL;
  g_autofree char *text = NULL;
  g_autofree char *from = NULL;
  g_auto(KaiserOnlineMessage) m = { 0 };

  rules_of ("standard", &rules);
  game = kaiser_game_new (&rules, 9);
  while (kaiser_game_get_phase (game) != KAISER_PHASE_HAND_OVER)
    {
      KaiserObservation obs;
      KaiserAction action;

      kaiser_game_observe (game, kaiser_game_get_to_act (game), &obs);
      g_assert_true (kaiser_player_decide (player, &obs, &action, NULL));
      g_assert_true (kaiser_game_apply (game, &action, NULL));
    }
  kaiser_player_free (player);
  view = kaiser_online_message_new_view (game, KAISER_SOUTH);
  text = kaiser_online_message_to_text (view);
  parse_ok (text, &rules, &m);
  g_assert_cmpint (m.observation.view.result.change[KAISER_TEAM_NS], ==, kaiser_game_get_state (game)->result.change[KAISER_TEAM_NS]);
  from = g_strdup_printf ("\"before\":{\"scores\":{\"ns\":%d,", view->before_scores[0]);
  {
    g_autoptr(GString) other = g_string_new (text);
    g_autofree char *to = g_strdup_printf ("\"before\":{\"scores\":{\"ns\":%d,", view->before_scores[0] + 1);

    g_assert_cmpuint (g_string_replace (other, from, to, 1), ==, 1);
    refused (other->str, &rules, KAISER_ONLINE_ERROR_MALFORMED);
  }
  {
    g_autoptr(GString) none = g_string_new (text);

    g_assert_cmpuint (g_string_replace (none, "\"before\":", "\"after\":", 1), ==, 1);
    refused (none->str, &rules, KAISER_ONLINE_ERROR_MALFORMED);
  }
}

/* The host's check: stale, out of turn, illegal, accepted. */
static void
test_check_action (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  KaiserAction legal[KAISER_MAX_ACTIONS], checked;
  KaiserSeat to_act;
  guint n;

  rules_of ("standard", &rules);
  game = kaiser_game_new (&rules, 5);
  to_act = kaiser_game_get_to_act (game);
  n = kaiser_game_legal_actions (game, legal);
  g_assert_cmpuint (n, >, 0);
  g_assert_true (kaiser_game_apply (game, &legal[0], NULL));
  to_act = kaiser_game_get_to_act (game);
  n = kaiser_game_legal_actions (game, legal);
  {
    g_autoptr(KaiserOnlineMessage) stale = kaiser_online_message_new_action (&rules, 0, &legal[0]);
    g_autoptr(KaiserOnlineMessage) ahead = kaiser_online_message_new_action (&rules, 2, &legal[0]);
    g_autoptr(KaiserOnlineMessage) now = kaiser_online_message_new_action (&rules, 1, &legal[0]);
    g_autoptr(GError) error = NULL;

    g_assert_false (kaiser_online_check_action (game, to_act, stale, &checked, &error));
    g_assert_error (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_STALE);
    g_clear_error (&error);
    g_assert_false (kaiser_online_check_action (game, to_act, ahead, &checked, &error));
    g_assert_error (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_STALE);
    g_clear_error (&error);
    g_assert_false (kaiser_online_check_action (game, kaiser_rules_seat_next (&rules, to_act), now, &checked, &error));
    g_assert_error (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_NOT_YOUR_TURN);
    g_clear_error (&error);
    g_assert_false (kaiser_online_check_action (game, KAISER_SEAT_NONE, now, &checked, &error));
    g_assert_error (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_NOT_YOUR_TURN);
    g_clear_error (&error);
    g_assert_true (kaiser_online_check_action (game, to_act, now, &checked, &error));
    g_assert_no_error (error);
    g_assert_true (kaiser_action_equal (&checked, &legal[0]));
  }
  {
    /* a card of another seat's hand */
    KaiserSeat other = kaiser_rules_seat_next (&rules, to_act);
    KaiserAction play = kaiser_action_make (KAISER_ACTION_PLAY, KAISER_SEAT_NONE,
                                            kaiser_cards_first (kaiser_game_get_hand (game, other)));
    g_autoptr(KaiserOnlineMessage) m = kaiser_online_message_new_action (&rules, 1, &play);
    g_autoptr(KaiserOnlineMessage) refusal = NULL;
    g_autoptr(GError) error = NULL;

    g_assert_false (kaiser_online_check_action (game, to_act, m, &checked, &error));
    g_assert_error (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_ILLEGAL);
    refusal = kaiser_online_message_new_refused_from_error (error);
    g_assert_cmpint (refusal->code, ==, KAISER_ONLINE_ERROR_ILLEGAL);
  }
}

/* A long game (random players): its record in several
 * parts, each message within the limit, read back whole. */
static void
test_record_long (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(KaiserGame) again = NULL;
  KaiserPlayer *player = kaiser_player_new (KAISER_LEVEL_RANDOM, 3);
  g_autoptr(GPtrArray) parts = NULL;
  KaiserOnlineRecordReader reader;
  g_autoptr(JsonNode) record = NULL, record_again = NULL;
  g_autofree char *record_text = NULL, *record_text_again = NULL;

  /* the first game of three players alone, from seed 1 on, whose record
   * takes three parts or more (a few hundred hands) */
  rules_of ("three-players", &rules);
  for (guint64 seed = 1; seed < 200 && (parts == NULL || parts->len < 3); seed++)
    {
      g_clear_object (&game);
      g_clear_pointer (&parts, g_ptr_array_unref);
      game = kaiser_game_new (&rules, seed);
      kaiser_test_play_game (game, player, NULL, NULL);
      parts = kaiser_online_message_new_record (game);
    }
  kaiser_player_free (player);
  g_assert_cmpuint (parts->len, >=, 3);
  kaiser_online_record_reader_init (&reader);
  for (guint i = 0; i < parts->len; i++)
    {
      g_autofree char *text = kaiser_online_message_to_text (g_ptr_array_index (parts, i));
      g_auto(KaiserOnlineMessage) back = { 0 };
      KaiserGame *done = NULL;

      g_assert_cmpuint (strlen (text), <=, KAISER_ONLINE_MAX_SIZE);
      parse_ok (text, NULL, &back);
      g_assert_true (kaiser_online_record_reader_add (&reader, &back, &done, NULL));
      if (done)
        again = done;
    }
  kaiser_online_record_reader_clear (&reader);
  g_assert_nonnull (again);
  record = kaiser_record_to_json (game);
  record_again = kaiser_record_to_json (again);
  record_text = json_to_string (record, FALSE);
  record_text_again = json_to_string (record_again, FALSE);
  g_assert_cmpstr (record_text_again, ==, record_text);
  g_test_message ("record of %zu bytes in %u parts", strlen (record_text), parts->len);
}

/* Parts of a record out of order, or a record that does not load. */
static void
test_record_parts (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(KaiserOnlineMessage) part = kaiser_online_message_new (KAISER_ONLINE_RECORD);
  KaiserOnlineRecordReader reader;
  KaiserGame *done = NULL;
  g_autoptr(GError) error = NULL;

  rules_of ("standard", &rules);
  kaiser_online_record_reader_init (&reader);
  part->part = 2;
  part->parts = 3;
  part->text = g_strdup ("{");
  g_assert_false (kaiser_online_record_reader_add (&reader, part, &done, &error));
  g_assert_error (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_MALFORMED);
  g_clear_error (&error);
  part->part = 1;
  part->parts = 1;
  g_assert_false (kaiser_online_record_reader_add (&reader, part, &done, &error));
  g_assert_error (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_MALFORMED);
  g_assert_null (done);
  kaiser_online_record_reader_clear (&reader);
  /* parts out of range, a part with a control character */
  refused ("{\"v\":1,\"type\":\"record\",\"part\":2,\"parts\":1,\"text\":\"{\"}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":1,\"type\":\"record\",\"part\":0,\"parts\":1,\"text\":\"{\"}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":1,\"type\":\"record\",\"part\":1,\"parts\":100000,\"text\":\"{\"}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":1,\"type\":\"record\",\"part\":1,\"parts\":1,\"text\":\"\"}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
  refused ("{\"v\":1,\"type\":\"record\",\"part\":1,\"parts\":1,\"text\":\"{\\u0001\"}", NULL, KAISER_ONLINE_ERROR_MALFORMED);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (table_presets); i++)
    {
      g_autofree char *round = g_strdup_printf ("/kaiser/online-message/round-trip/%s", table_presets[i]);
      g_autofree char *whole = g_strdup_printf ("/kaiser/online-message/whole-game/%s", table_presets[i]);

      g_test_add_data_func (round, table_presets[i], test_round_trip);
      g_test_add_data_func (whole, table_presets[i], test_whole_game);
    }
  g_test_add_func ("/kaiser/online-message/refused/version", test_refused_version);
  g_test_add_func ("/kaiser/online-message/refused/type", test_refused_type);
  g_test_add_func ("/kaiser/online-message/refused/too-large", test_refused_too_large);
  g_test_add_func ("/kaiser/online-message/refused/malformed", test_refused_malformed);
  g_test_add_func ("/kaiser/online-message/refused/nesting", test_refused_nesting);
  g_test_add_func ("/kaiser/online-message/refused/seat", test_refused_seat);
  g_test_add_func ("/kaiser/online-message/refused/texts", test_refused_texts);
  g_test_add_func ("/kaiser/online-message/refused/action", test_refused_action);
  g_test_add_func ("/kaiser/online-message/refused/view", test_refused_view);
  g_test_add_func ("/kaiser/online-message/refused/result", test_refused_result);
  g_test_add_func ("/kaiser/online-message/check-action", test_check_action);
  g_test_add_func ("/kaiser/online-message/record-parts", test_record_parts);
  g_test_add_func ("/kaiser/online-message/record-long", test_record_long);
  return g_test_run ();
}
