/* test-online-invite.c: a friend invited to a table (XEP-0249) joins
 * from the invitation and is seated; a friend's side trusts the host the
 * room's server names (its owner), not whoever takes the host's name.
 * Each with a connection of its own to a real prosody on 127.0.0.1
 * (build-aux/prosody-test.sh), no mock.
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
#include "kaiser-xmpp.h"

static KaiserTestServer server;

/* What a friend's program heard. */
typedef struct {
  KaiserXmpp         *xmpp;
  KaiserOnlineClient *client;
  gboolean            connected;
  char               *inviter;
  char               *room;
  char               *reason;
  guint               invitations;
  KaiserSeat          seat;
  guint               refused;
  GPtrArray          *payloads;        /* "from|text", each the connection received */
} Friend;

static void
on_connected (KaiserXmpp *xmpp, Friend *f)
{
  f->connected = TRUE;
}

static void
on_invited (KaiserXmpp *xmpp, const char *from, const char *room, const char *reason, Friend *f)
{
  g_free (f->inviter);
  f->inviter = g_strdup (from);
  g_free (f->room);
  f->room = g_strdup (room);
  g_free (f->reason);
  f->reason = g_strdup (reason);
  f->invitations++;
}

static void
on_payload (KaiserXmpp *xmpp, const char *from, gboolean groupchat, const char *text, Friend *f)
{
  g_ptr_array_add (f->payloads, g_strconcat (from, "|", text, NULL));
}

static void
on_seated (KaiserOnlineClient *client, guint seat, Friend *f)
{
  f->seat = seat;
}

static void
on_refused (KaiserOnlineClient *client, const char *code, const char *text, Friend *f)
{
  f->refused++;
}

static Friend *
friend_new (const char *jid, const char *password)
{
  Friend *f = g_new0 (Friend, 1);

  f->xmpp = kaiser_xmpp_new (jid, password);
  f->seat = KAISER_SEAT_NONE;
  f->payloads = g_ptr_array_new_with_free_func (g_free);
  kaiser_xmpp_set_server (f->xmpp, "127.0.0.1", server.port);
  kaiser_xmpp_set_cafile (f->xmpp, server.cafile);
  g_signal_connect (f->xmpp, "connected", G_CALLBACK (on_connected), f);
  g_signal_connect (f->xmpp, "invited", G_CALLBACK (on_invited), f);
  g_assert_true (kaiser_xmpp_connect (f->xmpp, NULL));
  g_assert_true (kaiser_test_wait_until (kaiser_test_is_true, &f->connected, 30));
  return f;
}

/* Its side of the table in @room (@host_name NULL: the room's owner). */
static void
friend_take_part (Friend *f, const char *room, const char *host_name, const char *name)
{
  f->client = kaiser_online_client_new (f->xmpp, room, host_name, name);
  g_signal_connect (f->client, "seated", G_CALLBACK (on_seated), f);
  g_signal_connect (f->client, "refused", G_CALLBACK (on_refused), f);
  /* after the client's own: when this one hears a payload, so has the client */
  g_signal_connect (f->xmpp, "payload", G_CALLBACK (on_payload), f);
}

static void
friend_free (Friend *f)
{
  g_clear_object (&f->client);
  kaiser_xmpp_disconnect (f->xmpp);
  g_object_unref (f->xmpp);
  g_free (f->inviter);
  g_free (f->room);
  g_free (f->reason);
  g_ptr_array_unref (f->payloads);
  g_free (f);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Friend, friend_free)

static gboolean
invited (gpointer data)
{
  return ((Friend *) data)->invitations > 0;
}

static gboolean
seated (gpointer data)
{
  return ((Friend *) data)->seat != KAISER_SEAT_NONE;
}

static void
on_ready (KaiserOnlineHost *host, gboolean *ready)
{
  *ready = TRUE;
}

/* A table hosted by Alice in @room, South hers, North and East open,
 * Bob and Carol invited. */
typedef struct {
  KaiserSession    *session;
  KaiserOnlineHost *host;
  KaiserComputer   *host_seat;
} Table;

static Table *
table_new (KaiserXmpp *alice, const char *room)
{
  Table *t = g_new0 (Table, 1);
  g_autoptr(KaiserPlayer) me = kaiser_player_new (KAISER_LEVEL_STANDARD, 4);
  g_autoptr(KaiserGame) game = NULL;
  KaiserRules rules;
  gboolean ready = FALSE;

  kaiser_rules_init_standard (&rules);
  game = kaiser_game_new (&rules, 26);
  t->session = kaiser_session_new ();
  t->host_seat = kaiser_computer_new (me);
  kaiser_session_set_held (t->session, TRUE);
  kaiser_session_set_pause (t->session, 0);
  kaiser_session_set_game (t->session, game, KAISER_SOUTH, KAISER_LEVEL_STANDARD);
  kaiser_session_seat (t->session, KAISER_SOUTH, KAISER_OCCUPANT (t->host_seat));
  t->host = kaiser_online_host_new (alice, t->session, room, "Alice");
  kaiser_online_host_set_open (t->host, KAISER_NORTH);
  kaiser_online_host_set_open (t->host, KAISER_EAST);
  kaiser_online_host_invite (t->host, "bob@localhost");
  kaiser_online_host_invite (t->host, "carol@localhost");
  g_signal_connect (t->host, "ready", G_CALLBACK (on_ready), &ready);
  kaiser_online_host_open (t->host);
  g_assert_true (kaiser_test_wait_until (kaiser_test_is_true, &ready, 30));
  return t;
}

static void
table_free (Table *t)
{
  g_object_unref (t->host);
  g_object_unref (t->session);
  g_object_unref (t->host_seat);
  g_free (t);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Table, table_free)

static void
count_problem (KaiserOnlineHost *host, const char *message, guint *n)
{
  g_test_message ("problem: %s", message);
  (*n)++;
}

/* The host invites Bob: his program hears the invitation, from Alice's
 * address, with the room; he joins from it, not told the host's name,
 * and is seated.  An address typed wrong is said to be one. */
static void
test_invite_join (void)
{
  g_autoptr(Friend) alice = friend_new ("alice@localhost", "alice-pw");
  g_autoptr(Friend) bob = friend_new ("bob@localhost", "bob-pw");
  g_autoptr(Table) table = table_new (alice->xmpp, "invited@rooms.localhost");
  guint problems = 0;

  g_assert_true (kaiser_test_wait_until (invited, bob, 30));
  g_assert_cmpstr (bob->inviter, ==, "alice@localhost");
  g_assert_cmpstr (bob->room, ==, "invited@rooms.localhost");
  g_assert_nonnull (bob->reason);
  g_assert_nonnull (strstr (bob->reason, "Alice"));

  friend_take_part (bob, bob->room, NULL, "Bob");
  kaiser_online_client_join (bob->client);
  g_assert_true (kaiser_test_wait_until (seated, bob, 30));
  g_assert_cmpuint (bob->seat, ==, KAISER_NORTH);
  /* one invitation each */
  g_assert_cmpuint (bob->invitations, ==, 1);

  g_signal_connect (table->host, "problem", G_CALLBACK (count_problem), &problems);
  kaiser_online_host_invite (table->host, "bob");
  g_assert_cmpuint (problems, ==, 1);
}

typedef struct {
  Friend     *f;
  const char *payload;   /* "from|text" */
} Heard;

static gboolean
heard (gpointer data)
{
  Heard *h = data;

  for (guint i = 0; i < h->f->payloads->len; i++)
    if (g_str_equal (g_ptr_array_index (h->f->payloads, i), h->payload))
      return TRUE;
  return FALSE;
}

static void
count_refused (KaiserOnlineClient *client, const char *code, const char *text, guint *n)
{
  (*n)++;
}

static void
on_room_joined (KaiserXmpp *xmpp, const char *room, gboolean *joined)
{
  *joined = TRUE;
}

/* Bob sits at Alice's table, the host known as the room's owner.  Alice's
 * connection goes; Carol, a member, takes the name "Alice" in the room
 * and tells Bob privately what only the host may: Bob's side does not
 * hear her, where a side trusting the host's name does. */
static void
test_owner_not_name (void)
{
  g_autoptr(Friend) alice = friend_new ("alice@localhost", "alice-pw");
  g_autoptr(Friend) bob = friend_new ("bob@localhost", "bob-pw");
  g_autoptr(Friend) carol = friend_new ("carol@localhost", "carol-pw");
  g_autoptr(Table) table = table_new (alice->xmpp, "owned@rooms.localhost");
  g_autoptr(KaiserOnlineClient) by_name = NULL;
  g_autoptr(KaiserOnlineMessage) refused = kaiser_online_message_new_refused (KAISER_ONLINE_ERROR_NOT_YOUR_TURN, "forged");
  g_autofree char *forged = kaiser_online_message_to_text (refused);
  g_autofree char *forged_heard = g_strconcat ("owned@rooms.localhost/Alice|", forged, NULL);
  Heard h = { bob, forged_heard };
  gboolean joined = FALSE;
  guint by_name_refused = 0;

  g_assert_true (kaiser_test_wait_until (invited, bob, 30));
  g_assert_true (kaiser_test_wait_until (invited, carol, 30));
  friend_take_part (bob, "owned@rooms.localhost", NULL, "Bob");
  kaiser_online_client_join (bob->client);
  g_assert_true (kaiser_test_wait_until (seated, bob, 30));
  g_assert_cmpuint (bob->seat, ==, KAISER_NORTH);

  /* the same table as a side trusting the host's name sees it */
  by_name = kaiser_online_client_new (bob->xmpp, "owned@rooms.localhost", "Alice", "Bob");
  g_signal_connect (by_name, "refused", G_CALLBACK (count_refused), &by_name_refused);

  kaiser_xmpp_disconnect (alice->xmpp);
  /* Carol takes the name once it is free (refused while Alice is still seen) */
  g_signal_connect (carol->xmpp, "room-joined", G_CALLBACK (on_room_joined), &joined);
  for (guint tries = 0; tries < 100 && !joined; tries++)
    {
      gint64 until = g_get_monotonic_time () + 200 * G_TIME_SPAN_MILLISECOND;

      kaiser_xmpp_join_room (carol->xmpp, "owned@rooms.localhost", "Alice");
      while (!joined && g_get_monotonic_time () < until)
        g_main_context_iteration (NULL, FALSE);
    }
  g_assert_true (joined);
  g_assert_true (kaiser_xmpp_send (carol->xmpp, "owned@rooms.localhost/Bob", FALSE, forged, NULL));
  g_assert_true (kaiser_test_wait_until (heard, &h, 30));
  g_assert_cmpuint (by_name_refused, ==, 1);
  g_assert_cmpuint (bob->refused, ==, 0);
  g_assert_cmpuint (bob->seat, ==, KAISER_NORTH);
}

int
main (int argc, char *argv[])
{
  const char *accounts[] = { "alice:alice-pw", "bob:bob-pw", "carol:carol-pw", NULL };

  g_test_init (&argc, &argv, NULL);
  if (!kaiser_test_server_start (&server, accounts))
    return g_test_run ();
  g_test_add_func ("/kaiser/online-invite/join", test_invite_join);
  g_test_add_func ("/kaiser/online-invite/owner-not-name", test_owner_not_name);
  return kaiser_test_server_stop (&server, g_test_run ());
}
