/* kaiser-cli-online-bench.c: kaiser-cli online bench — a whole game of
 * computer players through an XMPP server, in this process: the host
 * and each friend on its own connection.  How long from the host's move
 * to each friend's view (p50, p95, max), how many messages a hand, and
 * the game's time against the same game played here without a server.
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-cli"

#include <stdio.h>
#include <stdlib.h>

#include "kaiser-arena.h"
#include "kaiser-cli.h"
#include "kaiser-computer.h"
#include "kaiser-online-client.h"
#include "kaiser-online-host.h"
#include "kaiser-player.h"
#include "kaiser-session.h"
#include "kaiser-xmpp.h"

#define MAX_ACTIONS 4096

typedef struct {
  KaiserSession *session;
  gint64         changed_at[MAX_ACTIONS];   /* monotonic µs of each position's change at the host */
  GArray        *latencies;                 /* ms, one a view received */
  guint          payloads;                  /* received, by every connection */
  gboolean       over;
  guint          connected;
  guint          seated;
  gboolean       ready;
} Bench;

static void
on_changed (Bench *b)
{
  guint n = kaiser_game_get_n_actions (kaiser_session_get_game (b->session));
  KaiserPhase phase = kaiser_game_get_phase (kaiser_session_get_game (b->session));

  if (n < MAX_ACTIONS)
    b->changed_at[n] = g_get_monotonic_time ();
  if (phase == KAISER_PHASE_HAND_OVER)
    kaiser_session_next_hand (b->session);
  else if (phase == KAISER_PHASE_GAME_OVER)
    b->over = TRUE;
}

static void
on_view (KaiserOnlineClient *client, const KaiserOnlineMessage *view, Bench *b)
{
  double latency;

  if (view->n >= MAX_ACTIONS || b->changed_at[view->n] == 0)
    return;
  latency = (g_get_monotonic_time () - b->changed_at[view->n]) / 1000.0;
  g_array_append_val (b->latencies, latency);
}

static void
on_payload (KaiserXmpp *xmpp, const char *from, gboolean groupchat, const char *text, Bench *b)
{
  b->payloads++;
}

static void
on_connected (KaiserXmpp *xmpp, Bench *b)
{
  b->connected++;
}

static void
on_seated (KaiserOnlineHost *host, guint seat, const char *name, Bench *b)
{
  b->seated++;
}

static void
on_ready (KaiserOnlineHost *host, Bench *b)
{
  b->ready = TRUE;
}

static void
on_closed (KaiserXmpp *xmpp, const GError *error, Bench *b)
{
  if (error)
    {
      g_printerr ("online bench: %s\n", error->message);
      exit (1);
    }
}

static gboolean
wait_for (gboolean (*done) (Bench *b, guint n), Bench *b, guint n, int seconds)
{
  gint64 end = g_get_monotonic_time () + seconds * G_TIME_SPAN_SECOND;

  while (!done (b, n) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  return done (b, n);
}

static gboolean
all_connected (Bench *b, guint n)
{
  return b->connected >= n;
}

static gboolean
is_ready (Bench *b, guint n)
{
  return b->ready;
}

static gboolean
all_seated (Bench *b, guint n)
{
  return b->seated >= n;
}

static gboolean
is_over (Bench *b, guint n)
{
  return b->over;
}

static int
compare_double (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The same game without a server: every seat a computer in one session. */
static double
local_game_ms (const KaiserRules *rules, guint64 seed, KaiserLevel level)
{
  g_autoptr(KaiserGame) game = kaiser_game_new (rules, seed);
  g_autoptr(KaiserSession) session = kaiser_session_new ();
  Bench b = { 0 };
  gint64 start;

  b.session = session;
  kaiser_session_set_pause (session, 0);
  g_signal_connect_swapped (session, "changed", G_CALLBACK (on_changed), &b);
  start = g_get_monotonic_time ();
  kaiser_session_set_game (session, game, KAISER_SEAT_NONE, level);
  if (!wait_for (is_over, &b, 0, 600))
    return -1;
  return (g_get_monotonic_time () - start) / 1000.0;
}

static KaiserXmpp *
connect_one (const char *jid, const char *password, const char *server, const char *cafile, Bench *b)
{
  KaiserXmpp *xmpp = kaiser_xmpp_new (jid, password);
  g_auto(GStrv) parts = g_strsplit (server ? server : "", ":", 2);

  if (server)
    kaiser_xmpp_set_server (xmpp, parts[0], parts[1] ? (guint16) g_ascii_strtoull (parts[1], NULL, 10) : 0);
  kaiser_xmpp_set_cafile (xmpp, cafile);
  g_signal_connect (xmpp, "connected", G_CALLBACK (on_connected), b);
  g_signal_connect (xmpp, "closed", G_CALLBACK (on_closed), b);
  g_signal_connect (xmpp, "payload", G_CALLBACK (on_payload), b);
  if (!kaiser_xmpp_connect (xmpp, NULL))
    {
      g_printerr ("online bench: %s could not connect\n", jid);
      exit (1);
    }
  return xmpp;
}

int
kaiser_cli_online_bench (int argc, char **argv)
{
  g_autofree char *server = NULL;
  g_autofree char *cafile = NULL;
  g_autofree char *room = NULL;
  g_autofree char *preset = NULL;
  g_autofree char *level_name = NULL;
  g_auto(GStrv) jids = NULL;
  gint64 seed = 1;
  const char *password = g_getenv ("KAISER_XMPP_PASSWORD");
  GOptionEntry entries[] = {
    { "jid", 0, 0, G_OPTION_ARG_STRING_ARRAY, &jids, "An account: the host's first, then one a friend (same password)", "JID" },
    { "server", 0, 0, G_OPTION_ARG_STRING, &server, "Connect there rather than to the addresses' domain", "HOST:PORT" },
    { "cafile", 0, 0, G_OPTION_ARG_FILENAME, &cafile, "Trust these certificates too", "FILE" },
    { "room", 0, 0, G_OPTION_ARG_STRING, &room, "The table's room", "ROOM@SERVICE" },
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &preset, "Rule set (default standard)", "PRESET" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "The game's seed (default 1)", "S" },
    { "level", 0, 0, G_OPTION_ARG_STRING, &level_name, "Every seat's computer player (default standard)", "LEVEL" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("— a whole game through an XMPP server, timed");
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) connections = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) clients = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(KaiserSession) session = kaiser_session_new ();
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(KaiserOnlineHost) host = NULL;
  g_autoptr(KaiserPlayer) me = NULL;
  g_autoptr(KaiserComputer) me_seat = NULL;
  KaiserLevel level = KAISER_LEVEL_STANDARD;
  KaiserRules rules;
  Bench b = { 0 };
  KaiserSeat here;
  guint n_friends;
  gint64 start;
  double online_ms, local_ms;
  guint hands;
  guint payloads;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) ||
      !kaiser_cli_rules_from_options (preset, NULL, &rules, &error))
    {
      g_printerr ("online bench: %s\n", error->message);
      return 2;
    }
  if (level_name && !kaiser_level_from_string (level_name, &level))
    {
      g_printerr ("online bench: no level %s\n", level_name);
      return 2;
    }
  n_friends = jids ? g_strv_length (jids) - 1 : 0;
  if (jids == NULL || n_friends < 1 || n_friends >= kaiser_rules_n_seats (&rules) || room == NULL || password == NULL)
    {
      g_printerr ("online bench: --room, a --jid for the host and one a friend (fewer than the seats), "
                  "and $KAISER_XMPP_PASSWORD are needed\n");
      return 2;
    }
  b.latencies = g_array_new (FALSE, FALSE, sizeof (double));
  b.session = session;
  for (guint i = 0; jids[i]; i++)
    g_ptr_array_add (connections, connect_one (jids[i], password, server, cafile, &b));
  if (!wait_for (all_connected, &b, connections->len, 30))
    {
      g_printerr ("online bench: not every account signed in\n");
      return 1;
    }

  game = kaiser_game_new (&rules, (guint64) seed);
  here = 0;
  kaiser_session_set_held (session, TRUE);
  kaiser_session_set_pause (session, 0);
  kaiser_session_set_game (session, game, here, level);
  me = kaiser_player_new (level, (guint64) seed);
  me_seat = kaiser_computer_new (me);
  kaiser_session_seat (session, here, KAISER_OCCUPANT (me_seat));
  g_signal_connect_swapped (session, "changed", G_CALLBACK (on_changed), &b);
  host = kaiser_online_host_new (g_ptr_array_index (connections, 0), session, room, "Host");
  for (guint i = 1; i <= n_friends; i++)
    {
      kaiser_online_host_set_open (host, i);
      kaiser_online_host_invite (host, jids[i]);
    }
  g_signal_connect (host, "ready", G_CALLBACK (on_ready), &b);
  g_signal_connect (host, "seated", G_CALLBACK (on_seated), &b);
  kaiser_online_host_open (host);
  if (!wait_for (is_ready, &b, 0, 30))
    {
      g_printerr ("online bench: the room was not made\n");
      return 1;
    }
  /* the members let in before they join */
  {
    gint64 end = g_get_monotonic_time () + G_TIME_SPAN_SECOND;

    while (g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, FALSE);
  }
  for (guint i = 1; i <= n_friends; i++)
    {
      g_autofree char *name = g_strdup_printf ("Friend%u", i);
      KaiserOnlineClient *client = kaiser_online_client_new (g_ptr_array_index (connections, i), room, "Host", name);
      g_autoptr(KaiserPlayer) player = kaiser_player_new (level, (guint64) seed + i);
      g_autoptr(KaiserComputer) decider = kaiser_computer_new (player);

      kaiser_online_client_set_seat (client, i);
      kaiser_online_client_set_decider (client, KAISER_OCCUPANT (decider));
      g_signal_connect (client, "view", G_CALLBACK (on_view), &b);
      kaiser_online_client_join (client);
      g_ptr_array_add (clients, client);
    }
  if (!wait_for (all_seated, &b, n_friends, 30))
    {
      g_printerr ("online bench: not every friend was seated\n");
      return 1;
    }

  b.payloads = 0;
  g_array_set_size (b.latencies, 0);
  start = g_get_monotonic_time ();
  kaiser_session_set_held (session, FALSE);
  if (!wait_for (is_over, &b, 0, 600))
    {
      g_printerr ("online bench: the game did not end in 600 s\n");
      return 1;
    }
  online_ms = (g_get_monotonic_time () - start) / 1000.0;
  hands = kaiser_game_get_n_hands (kaiser_session_get_game (session));
  payloads = b.payloads;
  for (guint i = 0; i < clients->len; i++)
    g_signal_handlers_disconnect_by_data (g_ptr_array_index (clients, i), &b);
  g_array_sort (b.latencies, compare_double);
  local_ms = local_game_ms (&rules, (guint64) seed, level);

  printf ("online bench: %s, %u friends and the host, %s players, seed %" G_GINT64_FORMAT "\n",
          kaiser_rules_preset_title (rules.id), n_friends, kaiser_level_to_string (level), seed);
  printf ("  game: %u hands, %u actions\n", hands, kaiser_game_get_n_actions (kaiser_session_get_game (session)));
  printf ("  from the host's move to a friend's view: p50 %.1f ms, p95 %.1f ms, max %.1f ms (%u views)\n",
          kaiser_arena_percentile ((double *) b.latencies->data, b.latencies->len, 0.5),
          kaiser_arena_percentile ((double *) b.latencies->data, b.latencies->len, 0.95),
          kaiser_arena_percentile ((double *) b.latencies->data, b.latencies->len, 1.0), b.latencies->len);
  printf ("  messages received: %u, %.1f a hand\n", payloads, hands ? (double) payloads / hands : 0);
  printf ("  whole game: %.0f ms through the server, %.0f ms here without it (%.2f×)\n",
          online_ms, local_ms, local_ms > 0 ? online_ms / local_ms : 0);
  g_array_unref (b.latencies);
  g_clear_object (&host);
  for (guint i = 0; i < connections->len; i++)
    kaiser_xmpp_disconnect (g_ptr_array_index (connections, i));
  return 0;
}
