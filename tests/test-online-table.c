/* test-online-table.c: a table shared over XMPP, host and friends in
 * this process, each with its own connection to a real prosody on
 * 127.0.0.1; hostile friends refused, the game unharmed
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "kaiser-computer.h"
#include "kaiser-online-client.h"
#include "kaiser-online-host.h"
#include "kaiser-player.h"
#include "kaiser-session.h"
#include "kaiser-test-prosody.h"

#include <strophe.h>
#include "kaiser-xmpp.h"

#define ROOM "hostile@rooms.localhost"

static KaiserTestServer server;

typedef struct {
  KaiserXmpp         *xmpp;
  KaiserOnlineClient *client;
  gboolean            connected;
  GPtrArray          *refused;    /* codes */
  guint               views;
  guint               tables;
  KaiserSeat          seat;
  KaiserGame         *finished;
  guint               problems;
  GString            *talk;      /* the table messages' talk flag, as it changed: "o" open, "c" closed */
} Friend;

static void
on_refused (KaiserOnlineClient *client, const char *code, const char *text, Friend *f)
{
  g_test_message ("refused (%s): %s", code, text);
  g_ptr_array_add (f->refused, g_strdup (code));
}

static void
on_problem (KaiserOnlineClient *client, const char *message, Friend *f)
{
  g_test_message ("problem: %s", message);
  f->problems++;
}

static void
on_view (KaiserOnlineClient *client, const KaiserOnlineMessage *view, Friend *f)
{
  f->views++;
}

static void
on_table (KaiserOnlineClient *client, const KaiserOnlineMessage *table, Friend *f)
{
  char flag = table->chat ? 'o' : 'c';

  f->tables++;
  if (f->talk->len == 0 || f->talk->str[f->talk->len - 1] != flag)
    g_string_append_c (f->talk, flag);
}

static void
on_seated (KaiserOnlineClient *client, guint seat, Friend *f)
{
  f->seat = seat;
}

static void
on_finished (KaiserOnlineClient *client, KaiserGame *game, Friend *f)
{
  g_set_object (&f->finished, game);
}

static Friend *
friend_new (const char *jid, const char *password, const char *name)
{
  Friend *f = g_new0 (Friend, 1);

  f->xmpp = kaiser_test_prosody_sign_in (server.port, server.cafile, jid, password);
  f->client = kaiser_online_client_new (f->xmpp, ROOM, "Alice", name);
  f->refused = g_ptr_array_new_with_free_func (g_free);
  f->talk = g_string_new (NULL);
  f->seat = KAISER_SEAT_NONE;
  g_signal_connect (f->client, "refused", G_CALLBACK (on_refused), f);
  g_signal_connect (f->client, "view", G_CALLBACK (on_view), f);
  g_signal_connect (f->client, "problem", G_CALLBACK (on_problem), f);
  g_signal_connect (f->client, "table", G_CALLBACK (on_table), f);
  g_signal_connect (f->client, "seated", G_CALLBACK (on_seated), f);
  g_signal_connect (f->client, "finished", G_CALLBACK (on_finished), f);
  return f;
}

static void
friend_free (Friend *f)
{
  g_object_unref (f->client);
  kaiser_xmpp_disconnect (f->xmpp);
  g_object_unref (f->xmpp);
  g_ptr_array_unref (f->refused);
  g_string_free (f->talk, TRUE);
  g_clear_object (&f->finished);
  g_free (f);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Friend, friend_free)

typedef struct {
  Friend *f;
  guint   n;
} Count;

static gboolean
refused_at_least (gpointer data)
{
  Count *c = data;

  return c->f->refused->len >= c->n;
}

static gboolean
seated (gpointer data)
{
  return ((Friend *) data)->seat != KAISER_SEAT_NONE;
}

static gboolean
finished (gpointer data)
{
  return ((Friend *) data)->finished != NULL;
}

static gboolean
host_ready (gpointer data)
{
  return *(gboolean *) data;
}

static void
on_member_added (KaiserXmpp *xmpp, const char *room, const char *member, guint *members)
{
  (*members)++;
}

static gboolean
two_members (gpointer data)
{
  return *(guint *) data >= 2;
}

static void
on_ready (KaiserOnlineHost *host, gboolean *ready)
{
  *ready = TRUE;
}

/* Every payload Bob's connection receives while the game is played is
 * checked against the host's game as it stands: no card another seat
 * holds (not yet played) is named in it, whatever it is (a view, the
 * room's talk, a table message), nor is any hand but Bob's. */
typedef struct {
  KaiserSession *session;
  KaiserSeat     seat;
  guint          checked;
  guint          cards_seen;
} Leak;

static void
on_any_payload (KaiserXmpp *xmpp, const char *from, gboolean groupchat, const char *text, Leak *leak)
{
  KaiserGame *game = kaiser_session_get_game (leak->session);
  g_autoptr(KaiserGame) then = NULL;
  g_autoptr(JsonNode) node = json_from_string (text, NULL);
  JsonObject *object = node && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  const KaiserState *st;
  g_auto(GStrv) tokens = g_regex_split_simple ("[^A-Za-z0-9]+", text, 0, 0);

  /* the record at the end names every card: by then all are played */
  if (object && g_strcmp0 (json_object_get_string_member_with_default (object, "type", ""), "record") == 0)
    return;
  /* a view is checked against the game as it stood when it was sent
   * (the host may be further on when it comes in) */
  if (object && json_object_has_member (object, "n"))
    {
      then = kaiser_game_replay (game, (guint) json_object_get_int_member (object, "n"), NULL);
      g_assert_nonnull (then);
      game = then;
    }
  st = kaiser_game_get_state (game);
  leak->checked++;
  for (guint i = 0; tokens[i]; i++)
    {
      KaiserCard card;

      if (!kaiser_deck_card_from_string (&st->rules.deck, tokens[i], &card))
        continue;
      leak->cards_seen++;
      for (guint s = 0; s < kaiser_rules_n_seats (&st->rules); s++)
        if (s != leak->seat && (st->hands[s] & kaiser_card_bit (card)))
          g_error ("a payload to %s names %s, in %s's hand: %s", kaiser_seat_to_string (leak->seat), tokens[i],
                   kaiser_seat_to_string (s), text);
    }
}

/* Sends @payload from @f and waits for the refusal it must bring; its
 * code must be @code. */
static void
expect_refusal (Friend *f, const char *payload, const char *code)
{
  Count c = { f, f->refused->len + 1 };

  g_assert_true (kaiser_online_client_send_text (f->client, payload, NULL));
  g_assert_true (kaiser_test_wait_until (refused_at_least, &c, 20));
  g_assert_cmpstr (g_ptr_array_index (f->refused, c.n - 1), ==, code);
}

/* A hostile program of its own (libstrophe itself, not our transport,
 * which never sends more than the protocol's 64 KiB): Carol's second
 * connection, in the room as "Raw", sends the host a payload of @size
 * bytes. */
typedef struct {
  gboolean connected;
  gboolean closed;
} Raw;

static void
on_raw_connection (xmpp_conn_t *conn, xmpp_conn_event_t event, int error, xmpp_stream_error_t *stream_error, void *data)
{
  Raw *raw = data;

  if (event == XMPP_CONN_CONNECT)
    raw->connected = TRUE;
  else if (event == XMPP_CONN_DISCONNECT || event == XMPP_CONN_FAIL)
    raw->closed = TRUE;
}

/* Runs both loops, libstrophe's and ours, until *@flag or @seconds. */
static gboolean
raw_wait (xmpp_ctx_t *ctx, gboolean *flag, guint seconds)
{
  gint64 end = g_get_monotonic_time () + seconds * G_TIME_SPAN_SECOND;

  while (!*flag && g_get_monotonic_time () < end)
    {
      xmpp_run_once (ctx, 5);
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
  return *flag;
}

static void
raw_send_payload (xmpp_conn_t *conn, gsize size)
{
  g_autofree char *head = g_strdup_printf ("<message to='%s/Alice' type='chat'><kaiser xmlns='%s'>", ROOM, KAISER_XMPP_NS);
  const char *tail = "</kaiser></message>";
  g_autofree char *body = g_strnfill (size, 'x');

  xmpp_send_raw (conn, head, strlen (head));
  xmpp_send_raw (conn, body, size);
  xmpp_send_raw (conn, tail, strlen (tail));
}

/* 10 MB: the server cuts the sender off, the host never sees it, the
 * game and the other friends go on.  (A payload over the protocol's
 * 64 KiB that does reach a reader is refused before it is read:
 * test-online-message.) */
static void
hostile_large_payloads (KaiserOnlineHost *host)
{
  xmpp_ctx_t *ctx;
  xmpp_conn_t *conn;
  Raw raw = { 0 };
  g_autofree char *join = g_strdup_printf ("<presence to='%s/Raw'><x xmlns='http://jabber.org/protocol/muc'/></presence>", ROOM);

  xmpp_initialize ();
  ctx = xmpp_ctx_new (NULL, NULL);
  conn = xmpp_conn_new (ctx);
  xmpp_conn_set_jid (conn, "carol@localhost/raw");
  xmpp_conn_set_pass (conn, "carol-pw");
  xmpp_conn_set_cafile (conn, server.cafile);
  xmpp_conn_set_flags (conn, XMPP_CONN_FLAG_MANDATORY_TLS);
  g_assert_cmpint (xmpp_connect_client (conn, "127.0.0.1", server.port, on_raw_connection, &raw), ==, XMPP_EOK);
  g_assert_true (raw_wait (ctx, &raw.connected, 30));
  xmpp_send_raw (conn, join, strlen (join));
  /* in the room, a second on */
  g_assert_false (raw_wait (ctx, &raw.closed, 1));
  raw_send_payload (conn, 10 * 1000 * 1000);
  g_assert_true (raw_wait (ctx, &raw.closed, 30));
  xmpp_conn_release (conn);
  xmpp_ctx_free (ctx);
  xmpp_shutdown ();
}

/* Bob, seated at North, and Carol, let into the room with no seat, try
 * everything a hostile program could: each refused to its sender alone,
 * nothing applied to the game; then the game is played out and Bob gets
 * the whole record. */
static void
test_table_hostile (void)
{
  g_autoptr(KaiserXmpp) alice = kaiser_test_prosody_sign_in (server.port, server.cafile, "alice@localhost", "alice-pw");
  g_autoptr(KaiserSession) session = kaiser_session_new ();
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(KaiserOnlineHost) host = NULL;
  g_autoptr(Friend) bob = NULL;
  g_autoptr(Friend) carol = NULL;
  g_autoptr(KaiserPlayer) player = kaiser_player_new (KAISER_LEVEL_STANDARD, 3);
  g_autoptr(KaiserComputer) decider = kaiser_computer_new (player);
  g_autoptr(KaiserPlayer) me = kaiser_player_new (KAISER_LEVEL_STANDARD, 4);
  g_autoptr(KaiserComputer) host_seat = kaiser_computer_new (me);
  KaiserRules rules;
  gboolean ready = FALSE;
  Leak leak = { 0 };
  guint members = 0;
  g_autofree char *stale = NULL;
  g_autofree char *bomb = NULL;
  g_autoptr(GString) flood = NULL;
  KaiserAction actions[KAISER_MAX_ACTIONS];
  KaiserSeat to_act;
  guint views;

  kaiser_rules_init_standard (&rules);
  game = kaiser_game_new (&rules, 26);
  kaiser_session_set_held (session, TRUE);
  kaiser_session_set_pause (session, 0);
  kaiser_session_set_game (session, game, KAISER_SOUTH, KAISER_LEVEL_STANDARD);
  kaiser_session_seat (session, KAISER_SOUTH, KAISER_OCCUPANT (host_seat));
  host = kaiser_online_host_new (alice, session, ROOM, "Alice");
  kaiser_online_host_set_open (host, KAISER_NORTH);
  kaiser_online_host_invite (host, "bob@localhost");
  kaiser_online_host_invite (host, "carol@localhost");
  g_signal_connect (host, "ready", G_CALLBACK (on_ready), &ready);
  g_signal_connect (alice, "member-added", G_CALLBACK (on_member_added), &members);
  kaiser_online_host_open (host);
  g_assert_true (kaiser_test_wait_until (host_ready, &ready, 20));
  /* the members let in before anyone joins */
  g_assert_true (kaiser_test_wait_until (two_members, &members, 20));

  bob = friend_new ("bob@localhost", "bob-pw", "Bob");
  kaiser_online_client_join (bob->client);
  g_assert_true (kaiser_test_wait_until (seated, bob, 20));
  g_assert_cmpuint (bob->seat, ==, KAISER_NORTH);
  g_assert_true (kaiser_online_host_is_full (host));

  /* Carol: no seat left */
  carol = friend_new ("carol@localhost", "carol-pw", "Carol");
  kaiser_online_client_join (carol->client);
  {
    Count c = { carol, 1 };

    g_assert_true (kaiser_test_wait_until (refused_at_least, &c, 20));
    g_assert_cmpstr (g_ptr_array_index (carol->refused, 0), ==, "full");
  }

  /* Bob's hostile payloads */
  expect_refusal (bob, "{", "malformed");
  bomb = g_strnfill (60000, '[');
  expect_refusal (bob, bomb, "malformed");
  {
    g_autofree char *brackets = g_strnfill (60000, '[');
    g_autofree char *commented = g_strconcat ("/* */", brackets, NULL);

    expect_refusal (bob, commented, "malformed");
  }
  expect_refusal (bob, "{\"v\":2,\"type\":\"chat\",\"text\":\"hi\"}", "version");
  expect_refusal (bob, "{\"v\":1,\"type\":\"view\"}", "malformed");
  /* an action at a position long gone */
  to_act = kaiser_game_get_to_act (game);
  kaiser_state_legal_actions (kaiser_game_get_state (game), actions);
  stale = g_strdup_printf ("{\"v\":1,\"type\":\"action\",\"n\":%u,\"action\":{\"type\":\"bid\",\"bid\":\"pass\"}}",
                           kaiser_game_get_n_actions (game) + 5);
  expect_refusal (bob, stale, "stale");
  /* the seat to act's action, from Bob who is not that seat */
  if (to_act != KAISER_NORTH)
    {
      g_autoptr(KaiserOnlineMessage) other = kaiser_online_message_new_action (&rules, kaiser_game_get_n_actions (game),
                                                                                &actions[0]);
      g_autofree char *text = kaiser_online_message_to_text (other);

      expect_refusal (bob, text, "not-your-turn");
    }
  /* a message only the host sends */
  expect_refusal (bob, "{\"v\":1,\"type\":\"refused\",\"code\":\"illegal\",\"text\":\"x\"}", "malformed");
  /* talk during a hand */
  expect_refusal (bob, "{\"v\":1,\"type\":\"chat\",\"text\":\"I have the five\"}", "chat-closed");

  /* Carol, with no seat, sends an action; then forges the host's voice
   * in the room: Bob's side does not listen */
  expect_refusal (carol, stale, "not-member");
  views = bob->views;
  {
    g_autoptr(KaiserOnlineMessage) forged = kaiser_online_message_new_view (game, KAISER_NORTH);
    g_autofree char *text = kaiser_online_message_to_text (forged);

    g_assert_true (kaiser_xmpp_send (carol->xmpp, ROOM, TRUE, text, NULL));
    g_assert_true (kaiser_xmpp_send (carol->xmpp, ROOM "/Bob", FALSE, text, NULL));
  }

  /* a flood: cut after KAISER_ONLINE_FLOOD_PER_SECOND in a second */
  {
    Count c;

    for (guint i = 0; i < 3 * KAISER_ONLINE_FLOOD_PER_SECOND; i++)
      kaiser_online_client_send_text (bob->client, "{\"v\":1,\"type\":\"chat\",\"text\":\"x\"}", NULL);
    c.f = bob;
    c.n = bob->refused->len + 1;
    g_assert_true (kaiser_test_wait_until (refused_at_least, &c, 20));
    /* every chat refused (closed), then the flood said once: wait for it */
    while (!g_str_equal (g_ptr_array_index (bob->refused, bob->refused->len - 1), "flood"))
      {
        c.n = bob->refused->len + 1;
        g_assert_true (kaiser_test_wait_until (refused_at_least, &c, 20));
      }
    /* not every one answered: the rest went unheard */
    g_assert_cmpuint (bob->refused->len, <, 20 + 3 * KAISER_ONLINE_FLOOD_PER_SECOND);
  }
  for (guint i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (bob->views, ==, views);
  /* a payload of 10 MB from a program of Carol's own */
  hostile_large_payloads (host);
  g_assert_true (kaiser_xmpp_is_connected (bob->xmpp));
  g_assert_true (kaiser_online_host_is_full (host));
  /* nothing of all that touched the game */
  g_assert_cmpuint (kaiser_game_get_n_actions (game), ==, 0);

  /* the game goes on, Bob's program deciding: to the end */
  {
    /* the flood's second of silence, everything sent so far heard */
    gint64 end = g_get_monotonic_time () + 1500 * G_TIME_SPAN_MILLISECOND;

    while (g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, FALSE);
  }
  kaiser_online_client_set_decider (bob->client, KAISER_OCCUPANT (decider));
  leak.session = session;
  leak.seat = KAISER_NORTH;
  g_signal_connect (bob->xmpp, "payload", G_CALLBACK (on_any_payload), &leak);
  /* a view comes with every change: the first asks Bob when it is his turn */
  kaiser_online_client_join (bob->client);
  kaiser_session_set_held (session, FALSE);
  {
    gint64 end = g_get_monotonic_time () + 120 * G_TIME_SPAN_SECOND;

    while (!finished (bob) && g_get_monotonic_time () < end)
      {
        if (kaiser_game_get_phase (kaiser_session_get_game (session)) == KAISER_PHASE_HAND_OVER)
          kaiser_session_next_hand (session);
        g_main_context_iteration (NULL, TRUE);
      }
    g_assert_nonnull (bob->finished);
  }
  g_assert_cmpuint (bob->problems, ==, 0);
  /* the room was told the talk opened at each hand's end and closed with
   * each deal: closed once seated, then open and closed again, hand after
   * hand (the last table, open, may come after the record) */
  g_test_message ("talk: %s", bob->talk->str);
  g_assert_nonnull (strstr (bob->talk->str, "cococ"));
  g_signal_handlers_disconnect_by_data (bob->xmpp, &leak);
  /* the check saw Bob's own cards and those played, hand after hand */
  g_test_message ("%u payloads checked, %u cards named in them", leak.checked, leak.cards_seen);
  g_assert_cmpuint (leak.checked, >, 50);
  g_assert_cmpuint (leak.cards_seen, >, 500);
  g_assert_cmpuint (kaiser_game_get_phase (kaiser_session_get_game (session)), ==, KAISER_PHASE_GAME_OVER);
  {
    g_autofree char *ours = kaiser_record_to_data (kaiser_session_get_game (session), NULL);
    g_autofree char *theirs = kaiser_record_to_data (bob->finished, NULL);

    g_assert_cmpstr (ours, ==, theirs);
  }
}

int
main (int argc, char *argv[])
{
  const char *accounts[] = { "alice:alice-pw", "bob:bob-pw", "carol:carol-pw", NULL };

  g_test_init (&argc, &argv, NULL);
  if (!kaiser_test_server_start (&server, accounts))
    return g_test_run ();
  g_test_add_func ("/kaiser/online-table/hostile", test_table_hostile);
  return kaiser_test_server_stop (&server, g_test_run ());
}
