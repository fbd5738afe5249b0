/* test-online-guest.c: a person at a friend's table, from a session
 * (as a window plays it): the friend's game mirrored from the host's
 * views, the person's own actions played at once and sent, through a
 * real prosody on 127.0.0.1 (build-aux/prosody-test.sh), no mock
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "kaiser-bot.h"
#include "kaiser-online-guest.h"
#include "kaiser-online-host.h"
#include "kaiser-record.h"
#include "kaiser-test-prosody.h"

#define ROOM "guest@rooms.localhost"

static KaiserTestServer server;

static void
on_flag (gpointer source, gboolean *flag)
{
  *flag = TRUE;
}

static void
on_member_added (KaiserXmpp *xmpp, const char *room, const char *jid, gboolean *flag)
{
  *flag = TRUE;
}

typedef struct {
  KaiserSession *host_session;
  KaiserSession *session;      /* the guest's */
  guint          rng;
  guint          played;       /* the guest's own actions */
  guint          compared;     /* positions where both sides stood at the same action */
  guint          problems;
  guint          changes;
  KaiserGame    *finished;
  gboolean       over;
  guint          idle_id;
} Guest;

static char *
observation_text (KaiserGame *game, KaiserSeat seat)
{
  KaiserObservation obs;
  g_autoptr(JsonNode) node = NULL;

  kaiser_game_observe (game, seat, &obs);
  node = kaiser_bot_observation_to_json (&obs);
  return json_to_string (node, FALSE);
}

static gboolean
guest_turn (gpointer data)
{
  Guest *g = data;
  KaiserGame *game = kaiser_session_get_game (g->session);
  KaiserAction actions[KAISER_MAX_ACTIONS];
  guint n;
  g_autoptr(GError) error = NULL;

  g->idle_id = 0;
  if (game == NULL || kaiser_game_get_to_act (game) != kaiser_session_get_here (g->session))
    return G_SOURCE_REMOVE;
  n = kaiser_game_legal_actions (game, actions);
  g_assert_cmpuint (n, >, 0);
  g->rng = g->rng * 1103515245u + 12345u;
  g_assert_true (kaiser_session_play (g->session, &actions[(g->rng >> 8) % n], &error));
  g_assert_no_error (error);
  g->played++;
  return G_SOURCE_REMOVE;
}

static void
on_guest_changed (Guest *g)
{
  KaiserGame *mirror = kaiser_session_get_game (g->session);
  KaiserGame *real = kaiser_session_get_game (g->host_session);
  KaiserSeat here = kaiser_session_get_here (g->session);

  g->changes++;
  /* the mirror is what the seat may see of the host's game, at the same
   * position: nothing more, nothing less */
  if (kaiser_game_get_n_actions (mirror) == kaiser_game_get_n_actions (real))
    {
      g_autofree char *seen = observation_text (mirror, here);
      g_autofree char *truth = observation_text (real, here);

      g_assert_cmpstr (seen, ==, truth);
      g->compared++;
    }
  if (g->idle_id == 0)
    g->idle_id = g_idle_add (guest_turn, g);
}

static void
on_problem (gpointer source, const char *text, Guest *g)
{
  g_test_message ("problem: %s", text);
  g->problems++;
}

static void
on_finished (KaiserOnlineGuest *guest, KaiserGame *game, Guest *g)
{
  g_set_object (&g->finished, game);
  g->over = TRUE;
}

static void
on_host_changed (KaiserSession *session, gboolean *over)
{
  if (kaiser_game_get_phase (kaiser_session_get_game (session)) == KAISER_PHASE_HAND_OVER)
    kaiser_session_next_hand (session);
}

/* Alice hosts, her own seat and two others computers, North open; Bob
 * joins from his session and plays North with random legal actions to
 * the end.  His mirror agrees with Alice's game at every common
 * position, and his record is hers. */
static void
test_guest_whole_game (void)
{
  g_autoptr(KaiserXmpp) alice = kaiser_test_prosody_sign_in (server.port, server.cafile, "alice@localhost", "alice-pw");
  g_autoptr(KaiserXmpp) bob = kaiser_test_prosody_sign_in (server.port, server.cafile, "bob@localhost", "bob-pw");
  g_autoptr(KaiserRules) rules = kaiser_rules_new ("standard");
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(KaiserSession) host_session = kaiser_session_new ();
  g_autoptr(KaiserSession) session = kaiser_session_new ();
  g_autoptr(KaiserOnlineHost) host = NULL;
  g_autoptr(KaiserOnlineGuest) guest = NULL;
  Guest g = { host_session, session, 7, 0 };
  gboolean ready = FALSE, member = FALSE, over = FALSE;
  g_autofree char *ours = NULL;
  g_autofree char *theirs = NULL;

  /* a short game */
  g_assert_true (kaiser_rules_set_variant (rules, "bid-out", g_variant_new_string ("none"), NULL));
  g_assert_true (kaiser_rules_set_variant (rules, "target", g_variant_new_int32 (22), NULL));
  g_assert_true (kaiser_rules_validate (rules, NULL));
  game = kaiser_game_new (rules, 4242);
  kaiser_session_set_pause (host_session, 1);
  /* the host's own seat a computer too: the game plays itself there */
  kaiser_session_set_game (host_session, game, KAISER_SEAT_NONE, KAISER_LEVEL_STANDARD);
  kaiser_session_set_waiting (host_session, TRUE);
  host = kaiser_online_host_new (alice, host_session, ROOM, "Alice");
  kaiser_online_host_set_open (host, KAISER_NORTH);
  kaiser_online_host_invite (host, "bob@localhost");
  g_signal_connect (host, "ready", G_CALLBACK (on_flag), &ready);
  g_signal_connect (host_session, "changed", G_CALLBACK (on_host_changed), &over);
  g_signal_connect (alice, "member-added", G_CALLBACK (on_member_added), &member);
  kaiser_online_host_open (host);
  g_assert_true (kaiser_test_wait_until (kaiser_test_is_true, &ready, 20));
  g_assert_true (kaiser_test_wait_until (kaiser_test_is_true, &member, 20));

  guest = kaiser_online_guest_new (bob, session, ROOM, "Alice", "Bob");
  g_signal_connect_swapped (session, "changed", G_CALLBACK (on_guest_changed), &g);
  g_signal_connect (guest, "problem", G_CALLBACK (on_problem), &g);
  g_signal_connect (guest, "finished", G_CALLBACK (on_finished), &g);
  kaiser_online_guest_join (guest, KAISER_SEAT_NONE);
  while (!kaiser_online_host_is_full (host))
    g_main_context_iteration (NULL, TRUE);
  kaiser_session_set_waiting (host_session, FALSE);
  g_assert_true (kaiser_test_wait_until (kaiser_test_is_true, &g.over, 240));

  g_assert_cmpuint (kaiser_online_guest_get_seat (guest), ==, KAISER_NORTH);
  g_assert_true (kaiser_session_is_guest (session));
  g_assert_cmpuint (g.problems, ==, 0);
  g_assert_cmpuint (g.played, >, 8);
  g_assert_cmpuint (g.compared, >, 20);
  /* the others' cards and calls moved on the table one by one: nearly
   * every view was laid as one action (the first and each new hand laid
   * whole; three hands of 32 actions, a quarter of them ours) */
  {
    guint stepped, rebuilt;

    kaiser_online_guest_get_counts (guest, &stepped, &rebuilt);
    g_test_message ("views stepped %u, laid whole %u", stepped, rebuilt);
    g_assert_cmpuint (stepped, >, 20 * rebuilt);
  }
  /* the whole game came at the end, replayed and checked: Alice's */
  ours = kaiser_record_to_data (g.finished, NULL);
  theirs = kaiser_record_to_data (kaiser_session_get_game (host_session), NULL);
  g_assert_true (g_str_equal (ours, theirs));
  g_clear_object (&g.finished);
  g_clear_handle_id (&g.idle_id, g_source_remove);
  kaiser_xmpp_disconnect (alice);
  kaiser_xmpp_disconnect (bob);
}

int
main (int argc, char *argv[])
{
  const char *accounts[] = { "alice:alice-pw", "bob:bob-pw", NULL };

  g_test_init (&argc, &argv, NULL);
  if (!kaiser_test_server_start (&server, accounts))
    return g_test_run ();
  g_test_add_func ("/kaiser/online-guest/whole-game", test_guest_whole_game);
  return kaiser_test_server_stop (&server, g_test_run ());
}
