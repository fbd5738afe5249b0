/* test-online-xmpp.c: the XMPP transport against a real prosody on
 * 127.0.0.1 (build-aux/prosody-test.sh), no mock
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>

#include "kaiser-test-prosody.h"
#include "kaiser-xmpp.h"

static char *server_dir;
static char *cafile;
static guint16 port;

/* One client's view of what came. */
typedef struct {
  KaiserXmpp *xmpp;
  gboolean    connected;
  gboolean    closed;
  GError     *error;
  GPtrArray  *joined;     /* rooms */
  GPtrArray  *room_errors;
  GPtrArray  *payloads;   /* "from|g|text" */
  GPtrArray  *occupants;  /* "+room/nick", "-room/nick" */
  GPtrArray  *affiliations; /* "room/nick affiliation address", the address bare, "-" when hidden */
  guint       members_added;
  GPtrArray  *members;    /* their addresses */
  GPtrArray  *invitations; /* "from room reason" */
} Client;

static void
on_connected (KaiserXmpp *xmpp, Client *c)
{
  c->connected = TRUE;
}

static void
on_closed (KaiserXmpp *xmpp, const GError *error, Client *c)
{
  c->closed = TRUE;
  c->connected = FALSE;
  g_clear_error (&c->error);
  c->error = error ? g_error_copy (error) : NULL;
}

static void
on_joined (KaiserXmpp *xmpp, const char *room, Client *c)
{
  g_ptr_array_add (c->joined, g_strdup (room));
}

static void
on_room_error (KaiserXmpp *xmpp, const char *room, const char *message, Client *c)
{
  g_ptr_array_add (c->room_errors, g_strdup (message));
}

static void
on_payload (KaiserXmpp *xmpp, const char *from, gboolean groupchat, const char *text, Client *c)
{
  g_ptr_array_add (c->payloads, g_strdup_printf ("%s|%s|%s", from, groupchat ? "g" : "p", text));
}

static void
on_occupant (KaiserXmpp *xmpp, const char *occupant, gboolean present, const char *affiliation,
             const char *real_jid, Client *c)
{
  g_autofree char *bare = real_jid ? g_strndup (real_jid, strcspn (real_jid, "/")) : g_strdup ("-");

  g_ptr_array_add (c->occupants, g_strdup_printf ("%c%s", present ? '+' : '-', occupant));
  g_ptr_array_add (c->affiliations, g_strdup_printf ("%s %s %s", occupant, affiliation, bare));
}

static void
on_member_added (KaiserXmpp *xmpp, const char *room, const char *member, Client *c)
{
  c->members_added++;
  g_ptr_array_add (c->members, g_strdup (member));
}

static void
on_invited (KaiserXmpp *xmpp, const char *from, const char *room, const char *reason, Client *c)
{
  g_ptr_array_add (c->invitations, g_strdup_printf ("%s %s %s", from, room, reason ? reason : "(none)"));
}

static Client *
client_new (const char *jid, const char *password)
{
  Client *c = g_new0 (Client, 1);

  c->xmpp = kaiser_xmpp_new (jid, password);
  kaiser_xmpp_set_server (c->xmpp, "127.0.0.1", port);
  kaiser_xmpp_set_cafile (c->xmpp, cafile);
  c->joined = g_ptr_array_new_with_free_func (g_free);
  c->room_errors = g_ptr_array_new_with_free_func (g_free);
  c->payloads = g_ptr_array_new_with_free_func (g_free);
  c->occupants = g_ptr_array_new_with_free_func (g_free);
  c->affiliations = g_ptr_array_new_with_free_func (g_free);
  c->members = g_ptr_array_new_with_free_func (g_free);
  c->invitations = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (c->xmpp, "connected", G_CALLBACK (on_connected), c);
  g_signal_connect (c->xmpp, "closed", G_CALLBACK (on_closed), c);
  g_signal_connect (c->xmpp, "room-joined", G_CALLBACK (on_joined), c);
  g_signal_connect (c->xmpp, "room-error", G_CALLBACK (on_room_error), c);
  g_signal_connect (c->xmpp, "payload", G_CALLBACK (on_payload), c);
  g_signal_connect (c->xmpp, "occupant", G_CALLBACK (on_occupant), c);
  g_signal_connect (c->xmpp, "member-added", G_CALLBACK (on_member_added), c);
  g_signal_connect (c->xmpp, "invited", G_CALLBACK (on_invited), c);
  return c;
}

static void
client_free (Client *c)
{
  g_object_unref (c->xmpp);
  g_clear_error (&c->error);
  g_ptr_array_unref (c->joined);
  g_ptr_array_unref (c->room_errors);
  g_ptr_array_unref (c->payloads);
  g_ptr_array_unref (c->occupants);
  g_ptr_array_unref (c->affiliations);
  g_ptr_array_unref (c->members);
  g_ptr_array_unref (c->invitations);
  g_free (c);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Client, client_free)

/* Runs the main loop until *flag, or 10 s. */
static gboolean
wait_for (const gboolean *flag)
{
  gint64 end = g_get_monotonic_time () + 30 * G_TIME_SPAN_SECOND;

  while (!*flag && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  return *flag;
}

static gboolean
wait_for_count (GPtrArray *array, guint n)
{
  gint64 end = g_get_monotonic_time () + 30 * G_TIME_SPAN_SECOND;

  while (array->len < n && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  return array->len >= n;
}

static Client *
signed_in (const char *jid, const char *password)
{
  Client *c = client_new (jid, password);

  g_assert_no_error (c->error);
  g_assert_true (kaiser_xmpp_connect (c->xmpp, NULL));
  g_assert_true (wait_for (&c->connected));
  return c;
}

/* Signed in over TLS, the test server's certificate trusted. */
static void
test_xmpp_sign_in (void)
{
  g_autoptr(Client) alice = signed_in ("alice@localhost", "alice-pw");

  g_assert_true (kaiser_xmpp_is_connected (alice->xmpp));
  g_assert_true (kaiser_xmpp_is_secured (alice->xmpp));
  kaiser_xmpp_disconnect (alice->xmpp);
  g_assert_true (wait_for (&alice->closed));
  g_assert_null (alice->error);
}

/* A wrong password: refused, and said so. */
static void
test_xmpp_wrong_password (void)
{
  g_autoptr(Client) alice = client_new ("alice@localhost", "not-the-password");

  g_assert_true (kaiser_xmpp_connect (alice->xmpp, NULL));
  g_assert_true (wait_for (&alice->closed));
  g_assert_false (alice->connected);
  g_assert_error (alice->error, KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_AUTH);
}

/* Nothing listening: could not be reached. */
static void
test_xmpp_no_server (void)
{
  g_autoptr(Client) alice = client_new ("alice@localhost", "alice-pw");

  kaiser_xmpp_set_server (alice->xmpp, "127.0.0.1", 1);
  g_assert_true (kaiser_xmpp_connect (alice->xmpp, NULL));
  g_assert_true (wait_for (&alice->closed));
  g_assert_error (alice->error, KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_CONNECT);
}

/* The host makes a members-only room: a stranger is refused, a member
 * let in; payloads go to the whole room and privately, each with its
 * sender, and a member leaving is seen. */
static void
test_xmpp_room (void)
{
  g_autoptr(Client) alice = signed_in ("alice@localhost", "alice-pw");
  g_autoptr(Client) bob = signed_in ("bob@localhost", "bob-pw");
  g_autoptr(Client) carol = signed_in ("carol@localhost", "carol-pw");
  const char *room = "table-test@rooms.localhost";
  g_autoptr(GError) error = NULL;
  g_autofree char *big = NULL;

  kaiser_xmpp_create_room (alice->xmpp, room, "Alice");
  g_assert_true (wait_for_count (alice->joined, 1));
  g_assert_cmpstr (g_ptr_array_index (alice->joined, 0), ==, room);

  /* not a member: refused */
  kaiser_xmpp_join_room (carol->xmpp, room, "Carol");
  g_assert_true (wait_for_count (carol->room_errors, 1));
  g_assert_nonnull (strstr (g_ptr_array_index (carol->room_errors, 0), "members only"));
  g_assert_cmpuint (carol->joined->len, ==, 0);

  kaiser_xmpp_add_member (alice->xmpp, room, "bob@localhost");
  {
    gint64 end = g_get_monotonic_time () + 30 * G_TIME_SPAN_SECOND;

    while (alice->members_added == 0 && g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, TRUE);
    g_assert_cmpuint (alice->members_added, ==, 1);
    g_assert_cmpstr (g_ptr_array_index (alice->members, 0), ==, "bob@localhost");
  }
  /* invited directly (XEP-0249): Bob's program hears who, where, why */
  kaiser_xmpp_invite (alice->xmpp, "bob@localhost", room, "A game?");
  g_assert_true (wait_for_count (bob->invitations, 1));
  g_assert_cmpstr (g_ptr_array_index (bob->invitations, 0), ==, "alice@localhost table-test@rooms.localhost A game?");
  kaiser_xmpp_join_room (bob->xmpp, room, "Bob");
  g_assert_true (wait_for_count (bob->joined, 1));
  g_assert_true (wait_for_count (alice->occupants, 1));
  g_assert_cmpstr (g_ptr_array_index (alice->occupants, 0), ==, "+table-test@rooms.localhost/Bob");
  /* each occupant as the room has it: the host its owner (its creator),
   * Bob a member, their addresses shown (the room says "whois anyone") */
  g_assert_cmpstr (g_ptr_array_index (alice->affiliations, 0), ==, "table-test@rooms.localhost/Bob member bob@localhost");
  g_assert_cmpuint (bob->affiliations->len, >=, 1);
  g_assert_cmpstr (g_ptr_array_index (bob->affiliations, 0), ==, "table-test@rooms.localhost/Alice owner alice@localhost");

  g_assert_true (kaiser_xmpp_send (alice->xmpp, room, TRUE, "{\"v\":1,\"type\":\"table\"}", NULL));
  g_assert_true (wait_for_count (bob->payloads, 1));
  g_assert_cmpstr (g_ptr_array_index (bob->payloads, 0), ==, "table-test@rooms.localhost/Alice|g|{\"v\":1,\"type\":\"table\"}");

  /* private, from Bob to the host's occupant address */
  g_assert_true (kaiser_xmpp_send (bob->xmpp, "table-test@rooms.localhost/Alice", FALSE,
                                   "{\"v\":1,\"type\":\"leave\"} <&'\"> é", NULL));
  /* Alice also sees her own groupchat message echoed: wait for the private one */
  while (TRUE)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < alice->payloads->len; i++)
        found |= g_str_equal (g_ptr_array_index (alice->payloads, i),
                              "table-test@rooms.localhost/Bob|p|{\"v\":1,\"type\":\"leave\"} <&'\"> é");
      if (found)
        break;
      g_assert_true (wait_for_count (alice->payloads, alice->payloads->len + 1));
    }

  /* over the protocol's limit: refused before sending */
  big = g_strnfill (65537, 'x');
  g_assert_false (kaiser_xmpp_send (bob->xmpp, room, TRUE, big, &error));
  g_assert_error (error, KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_TOO_LARGE);

  /* Bob goes (his program closed): the host sees him leave */
  kaiser_xmpp_disconnect (bob->xmpp);
  g_assert_true (wait_for (&bob->closed));
  g_assert_true (wait_for_count (alice->occupants, 2));
  g_assert_cmpstr (g_ptr_array_index (alice->occupants, 1), ==, "-table-test@rooms.localhost/Bob");
}

/* A server without TLS: refused before the password is sent, and said so. */
static void
test_xmpp_no_tls (void)
{
  char *dir = NULL;
  const char *accounts[] = { "dave:dave-pw", NULL };
  guint16 open_port = kaiser_test_prosody_start (&dir, FALSE, accounts);
  g_autoptr(Client) dave = client_new ("dave@localhost", "dave-pw");

  kaiser_xmpp_set_server (dave->xmpp, "127.0.0.1", open_port);
  g_assert_true (kaiser_xmpp_connect (dave->xmpp, NULL));
  g_assert_true (wait_for (&dave->closed));
  g_assert_false (dave->connected);
  g_assert_error (dave->error, KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_NO_TLS);
  kaiser_test_prosody_stop (dir);
}

/* What a bare address is, for invitations read and sent. */
static void
test_xmpp_bare_jid (void)
{
  const char *good[] = { "alice@localhost", "table-1@rooms.example.org", "zoë@exämple.org", NULL };
  const char *bad[] = { "", "localhost", "@localhost", "alice@", "alice@localhost/home", "a b@localhost",
                        "alice@@localhost", "al<ice@localhost", "alice@.org", "alice@org.", "ali\tce@x", NULL };

  for (guint i = 0; good[i]; i++)
    g_assert_true (kaiser_xmpp_is_bare_jid (good[i]));
  for (guint i = 0; bad[i]; i++)
    g_assert_false (kaiser_xmpp_is_bare_jid (bad[i]));
  g_assert_false (kaiser_xmpp_is_bare_jid (NULL));
  g_assert_false (kaiser_xmpp_is_bare_jid ("alice@localhost\xff"));
}

static gboolean
start_server (void)
{
  const char *accounts[] = { "alice:alice-pw", "bob:bob-pw", "carol:carol-pw", NULL };

  if (!kaiser_test_prosody_available ())
    return FALSE;
  port = kaiser_test_prosody_start (&server_dir, TRUE, accounts);
  cafile = g_build_filename (server_dir, "certs", "localhost.crt", NULL);
  return TRUE;
}

static void
stop_server (void)
{
  kaiser_test_prosody_stop (server_dir);
  g_free (cafile);
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/kaiser/online-xmpp/bare-jid", test_xmpp_bare_jid);
  if (!start_server ())
    {
      g_test_skip ("prosody is not installed (build-aux/setup-deps.sh installs it)");
      return g_test_run ();
    }
  g_test_add_func ("/kaiser/online-xmpp/sign-in", test_xmpp_sign_in);
  g_test_add_func ("/kaiser/online-xmpp/wrong-password", test_xmpp_wrong_password);
  g_test_add_func ("/kaiser/online-xmpp/no-server", test_xmpp_no_server);
  g_test_add_func ("/kaiser/online-xmpp/room", test_xmpp_room);
  g_test_add_func ("/kaiser/online-xmpp/no-tls", test_xmpp_no_tls);
  status = g_test_run ();
  stop_server ();
  return status;
}
