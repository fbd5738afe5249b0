/* kaiser-cli-online.c: kaiser-cli online host|join|register — a table
 * shared over XMPP, with a computer player (or a bot) in the program's
 * own seat; a friend invited (XEP-0249) and joining from the invitation;
 * an account made on a server that allows it (XEP-0077).
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-cli"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "kaiser-cli.h"
#include "kaiser-computer.h"
#include "kaiser-online-client.h"
#include "kaiser-online-host.h"
#include "kaiser-player.h"
#include "kaiser-session.h"
#include "kaiser-xmpp.h"

/* What both sides take: who signs in, where, how long at most. */
typedef struct {
  char     *jid;
  char     *server;
  char     *cafile;
  char     *room;
  char     *name;
  char     *record;
  int       timeout;
  GMainLoop *loop;
  int       status;
  KaiserXmpp *xmpp;
} Common;

static void
common_clear (Common *c)
{
  g_free (c->jid);
  g_free (c->server);
  g_free (c->cafile);
  g_free (c->room);
  g_free (c->name);
  g_free (c->record);
  g_clear_pointer (&c->loop, g_main_loop_unref);
  g_clear_object (&c->xmpp);
}

static void
finish (Common *c, int status)
{
  c->status = status;
  g_main_loop_quit (c->loop);
}

static gboolean
timed_out (gpointer data)
{
  Common *c = data;

  g_printerr ("online: no end after %d s\n", c->timeout);
  finish (c, 1);
  return G_SOURCE_REMOVE;
}

static void
on_closed (KaiserXmpp *xmpp, const GError *error, Common *c)
{
  if (error)
    {
      g_printerr ("online: %s\n", error->message);
      finish (c, 1);
    }
}

/* The connection, not made yet.  The password: never on the command
 * line (anyone may read it there), from $KAISER_XMPP_PASSWORD; the app
 * keeps it in the keyring. */
static KaiserXmpp *
connection (Common *c, GError **error)
{
  const char *password = g_getenv ("KAISER_XMPP_PASSWORD");
  KaiserXmpp *xmpp;

  if (c->jid == NULL)
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, "--jid is needed");
      return NULL;
    }
  if (password == NULL)
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, "the password goes in $KAISER_XMPP_PASSWORD");
      return NULL;
    }
  xmpp = kaiser_xmpp_new (c->jid, password);
  if (c->server)
    {
      g_auto(GStrv) parts = g_strsplit (c->server, ":", 2);
      guint64 port = 0;

      if (parts[1] && !g_ascii_string_to_unsigned (parts[1], 10, 1, 65535, &port, error))
        {
          g_object_unref (xmpp);
          return NULL;
        }
      kaiser_xmpp_set_server (xmpp, parts[0], (guint16) port);
    }
  kaiser_xmpp_set_cafile (xmpp, c->cafile);
  return xmpp;
}

static KaiserXmpp *
sign_in (Common *c, GError **error)
{
  KaiserXmpp *xmpp = connection (c, error);

  if (xmpp != NULL && !kaiser_xmpp_connect (xmpp, error))
    {
      g_object_unref (xmpp);
      return NULL;
    }
  return xmpp;
}

static gboolean
write_record (Common *c, KaiserGame *game)
{
  g_autoptr(GError) error = NULL;

  if (c->record && !kaiser_record_save (game, c->record, &error))
    {
      g_printerr ("online: %s\n", error->message);
      return FALSE;
    }
  return TRUE;
}

/* host */

typedef struct {
  Common            common;
  KaiserRules       rules;
  guint64           seed;
  KaiserLevel       level;
  char             *me;        /* the player in the host's own seat */
  char            **open;      /* seats for friends */
  char            **invite;
  int               grace_ms;
  int               pause_ms;
  char             *save;      /* the game written there after every move */
  char             *resume;    /* the game read from there, to go on with */
  KaiserSession    *session;
  KaiserOnlineHost *host;
  gboolean          recorded;
} Host;

static gboolean
quit_soon (gpointer data)
{
  Common *c = data;

  kaiser_xmpp_disconnect (c->xmpp);
  finish (c, c->status);
  return G_SOURCE_REMOVE;
}

static gboolean
next_hand (gpointer data)
{
  Host *h = data;

  kaiser_session_next_hand (h->session);
  return G_SOURCE_REMOVE;
}

static void
on_host_changed (Host *h)
{
  KaiserGame *game = kaiser_session_get_game (h->session);
  g_autoptr(GError) error = NULL;

  /* the host's game is the table's: kept after every move, so a host
   * that stops (a crash, a power cut) opens the table again from there */
  if (h->save && !kaiser_record_save (game, h->save, &error))
    g_printerr ("online host: the game could not be saved: %s\n", error->message);
  if (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER)
    g_idle_add (next_hand, h);
  else if (kaiser_game_get_phase (game) == KAISER_PHASE_GAME_OVER && !h->recorded)
    {
      h->recorded = TRUE;
      h->common.status = write_record (&h->common, game) ? 0 : 1;
      printf ("over\n");
      fflush (stdout);
      /* the record's parts go out before the connection closes */
      g_timeout_add (1000, quit_soon, &h->common);
    }
}

static void
on_host_ready (Host *h)
{
  printf ("ready\n");
  fflush (stdout);
  if (kaiser_online_host_is_full (h->host))
    kaiser_session_set_held (h->session, FALSE);
}

static void
on_host_full (Host *h)
{
  kaiser_session_set_held (h->session, FALSE);
}

static void
on_host_seated (Host *h, guint seat, const char *name)
{
  printf ("seated %s %s\n", kaiser_seat_to_string (seat), name);
  fflush (stdout);
}

static void
on_host_dropped (Host *h, guint seat)
{
  printf ("dropped %s\n", kaiser_seat_to_string (seat));
  fflush (stdout);
}

static void
on_host_taken_over (Host *h, guint seat)
{
  printf ("computer %s\n", kaiser_seat_to_string (seat));
  fflush (stdout);
}

static void
on_host_problem (Host *h, const char *message)
{
  g_printerr ("online: %s\n", message);
}

static void on_host_table (Host *h, KaiserGame *game);

static void
on_host_connected (Host *h)
{
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (h->resume)
    {
      game = kaiser_record_load_file (h->resume, &error);
      if (game == NULL)
        {
          g_printerr ("online host: %s: %s\n", h->resume, error->message);
          finish (&h->common, 1);
          return;
        }
      h->rules = *kaiser_game_get_rules (game);
      h->seed = kaiser_game_get_seed (game);
    }
  else
    game = kaiser_game_new (&h->rules, h->seed);
  on_host_table (h, game);
}

static void
on_host_table (Host *h, KaiserGame *game)
{
  KaiserSeat here = KAISER_SOUTH < kaiser_rules_n_seats (&h->rules) ? KAISER_SOUTH : 0;
  g_autoptr(KaiserPlayer) me = kaiser_player_new_from_spec (h->me, h->seed + here);

  h->session = kaiser_session_new ();
  kaiser_session_set_held (h->session, TRUE);
  kaiser_session_set_pause (h->session, (guint) MAX (0, h->pause_ms));
  kaiser_session_set_game (h->session, game, here, h->level);
  /* nobody clicks here: the host's own seat is a computer's too */
  if (me)
    {
      g_autoptr(KaiserComputer) computer = kaiser_computer_new (me);

      kaiser_session_seat (h->session, here, KAISER_OCCUPANT (computer));
    }
  g_signal_connect_swapped (h->session, "changed", G_CALLBACK (on_host_changed), h);
  h->host = kaiser_online_host_new (h->common.xmpp, h->session, h->common.room, h->common.name);
  for (guint i = 0; h->open && h->open[i]; i++)
    {
      KaiserSeat seat;

      if (!kaiser_seat_from_string (h->open[i], &seat) || seat >= kaiser_rules_n_seats (&h->rules) || seat == here)
        {
          g_printerr ("online: %s is not a seat to open (the host sits at %s)\n", h->open[i], kaiser_seat_to_string (here));
          finish (&h->common, 2);
          return;
        }
      kaiser_online_host_set_open (h->host, seat);
    }
  for (guint i = 0; h->invite && h->invite[i]; i++)
    kaiser_online_host_invite (h->host, h->invite[i]);
  if (h->grace_ms >= 0)
    kaiser_online_host_set_grace (h->host, (guint) h->grace_ms);
  g_signal_connect_swapped (h->host, "ready", G_CALLBACK (on_host_ready), h);
  g_signal_connect_swapped (h->host, "full", G_CALLBACK (on_host_full), h);
  g_signal_connect_swapped (h->host, "seated", G_CALLBACK (on_host_seated), h);
  g_signal_connect_swapped (h->host, "problem", G_CALLBACK (on_host_problem), h);
  g_signal_connect_swapped (h->host, "dropped", G_CALLBACK (on_host_dropped), h);
  g_signal_connect_swapped (h->host, "taken-over", G_CALLBACK (on_host_taken_over), h);
  kaiser_online_host_open (h->host);
}

static int
online_host (int argc, char **argv)
{
  Host h = { 0 };
  g_autofree char *preset = NULL;
  g_autofree char *level = NULL;
  g_autofree char *open = NULL;
  g_auto(GStrv) settings = NULL;
  gint64 seed = -1;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  GOptionEntry entries[] = {
    { "jid", 0, 0, G_OPTION_ARG_STRING, &h.common.jid, "The host's address (password in $KAISER_XMPP_PASSWORD)", "JID" },
    { "server", 0, 0, G_OPTION_ARG_STRING, &h.common.server, "Connect there rather than to the address's domain", "HOST:PORT" },
    { "cafile", 0, 0, G_OPTION_ARG_FILENAME, &h.common.cafile, "Trust these certificates too", "FILE" },
    { "room", 0, 0, G_OPTION_ARG_STRING, &h.common.room, "The table's room, made members only", "ROOM@SERVICE" },
    { "name", 0, 0, G_OPTION_ARG_STRING, &h.common.name, "The host's name at the table (default Host)", "NAME" },
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &preset, "Rule set (default standard)", "PRESET" },
    { "set", 0, 0, G_OPTION_ARG_STRING_ARRAY, &settings, "Change one option of the rule set", "OPTION=VALUE" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "The game's seed (default random)", "S" },
    { "level", 0, 0, G_OPTION_ARG_STRING, &level, "Level of the computer seats and of a friend gone (default standard)", "LEVEL" },
    { "me", 0, 0, G_OPTION_ARG_STRING, &h.me, "The player in the host's own seat (default standard)", "SPEC" },
    { "open", 0, 0, G_OPTION_ARG_STRING, &open, "Seats for friends, comma-separated (N,E,W)", "SEATS" },
    { "invite", 0, 0, G_OPTION_ARG_STRING_ARRAY, &h.invite, "A friend's address let into the room and invited (XEP-0249)", "JID" },
    { "grace-ms", 0, 0, G_OPTION_ARG_INT, &h.grace_ms, "A friend gone: the computer takes the seat after this (default 20000)", "MS" },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &h.save, "Keep the game there after every move", "FILE" },
    { "resume", 0, 0, G_OPTION_ARG_FILENAME, &h.resume, "Go on with the game kept there (its rules and seed)", "FILE" },
    { "pause-ms", 0, 0, G_OPTION_ARG_INT, &h.pause_ms, "Between one seat's action and the next's (default 0)", "MS" },
    { "record", 0, 0, G_OPTION_ARG_FILENAME, &h.common.record, "Write the game's record there", "FILE" },
    { "timeout", 0, 0, G_OPTION_ARG_INT, &h.common.timeout, "Give up after this many seconds (default 600)", "S" },
    { NULL }
  };

  h.grace_ms = -1;
  h.common.timeout = 600;
  context = g_option_context_new ("— host a table over XMPP");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) ||
      !kaiser_cli_rules_from_options (preset, settings, &h.rules, &error))
    {
      g_printerr ("online host: %s\n", error->message);
      common_clear (&h.common);
      return 2;
    }
  h.level = KAISER_LEVEL_STANDARD;
  if (level && !kaiser_level_from_string (level, &h.level))
    {
      g_printerr ("online host: no level %s\n", level);
      return 2;
    }
  if (h.me == NULL)
    h.me = g_strdup ("standard");
  if (h.common.name == NULL)
    h.common.name = g_strdup ("Host");
  h.seed = seed >= 0 ? (guint64) seed : ((guint64) g_random_int () << 32 | g_random_int ());
  h.open = open ? g_strsplit (open, ",", -1) : NULL;
  for (guint i = 0; h.invite && h.invite[i]; i++)
    if (!kaiser_xmpp_is_bare_jid (h.invite[i]))
      {
        g_printerr ("online host: %s is not an address to invite (name@server)\n", h.invite[i]);
        return 2;
      }
  if (h.common.room == NULL)
    {
      g_printerr ("online host: --room is needed\n");
      return 2;
    }
  h.common.loop = g_main_loop_new (NULL, FALSE);
  h.common.xmpp = sign_in (&h.common, &error);
  if (h.common.xmpp == NULL)
    {
      g_printerr ("online host: %s\n", error->message);
      common_clear (&h.common);
      return 1;
    }
  g_signal_connect_swapped (h.common.xmpp, "connected", G_CALLBACK (on_host_connected), &h);
  g_signal_connect (h.common.xmpp, "closed", G_CALLBACK (on_closed), &h.common);
  g_timeout_add_seconds (h.common.timeout, timed_out, &h.common);
  g_main_loop_run (h.common.loop);
  if (h.host)
    g_printerr ("online host: %u messages refused\n", kaiser_online_host_get_refusals (h.host));
  g_clear_object (&h.host);
  g_clear_object (&h.session);
  g_strfreev (h.open);
  g_strfreev (h.invite);
  g_free (h.me);
  g_free (h.save);
  g_free (h.resume);
  common_clear (&h.common);
  return h.common.status;
}

/* join */

typedef struct {
  Common              common;
  char               *host_name;   /* NULL: the room's owner */
  char               *from;        /* only an invitation from there */
  int                 invitation_timeout;
  guint               invitation_id;
  char               *player;
  char               *seat;
  int                 drop_after;   /* views seen before the program stops dead (a test's crash) */
  guint               views;
  KaiserOnlineClient *client;
} Join;

static void
on_join_seated (Join *j, guint seat)
{
  printf ("seated %s\n", kaiser_seat_to_string (seat));
  fflush (stdout);
}

static void
on_join_view (Join *j, const KaiserOnlineMessage *view)
{
  if (j->drop_after > 0 && ++j->views >= (guint) j->drop_after)
    {
      /* a crash, as far as anyone can tell: no goodbye */
      printf ("dropped\n");
      fflush (stdout);
      _exit (3);
    }
}

static void
on_join_refused (Join *j, const char *code, const char *text)
{
  g_printerr ("online join: refused (%s): %s\n", code, text);
}

static void
on_join_problem (Join *j, const char *message)
{
  g_printerr ("online join: %s\n", message);
}

static void
on_join_finished (Join *j, KaiserGame *game)
{
  j->common.status = write_record (&j->common, game) ? 0 : 1;
  printf ("over\n");
  fflush (stdout);
  g_idle_add (quit_soon, &j->common);
}

static void
take_seat (Join *j)
{
  KaiserSeat seat = KAISER_SEAT_NONE;
  g_autoptr(KaiserPlayer) player = kaiser_player_new_from_spec (j->player, g_random_int ());
  g_autoptr(KaiserComputer) decider = NULL;

  if (player == NULL)
    {
      g_printerr ("online join: no player %s\n", j->player);
      finish (&j->common, 2);
      return;
    }
  if (j->seat && !kaiser_seat_from_string (j->seat, &seat))
    {
      g_printerr ("online join: no seat %s\n", j->seat);
      finish (&j->common, 2);
      return;
    }
  j->client = kaiser_online_client_new (j->common.xmpp, j->common.room, j->host_name, j->common.name);
  kaiser_online_client_set_seat (j->client, seat);
  decider = kaiser_computer_new (player);
  kaiser_online_client_set_decider (j->client, KAISER_OCCUPANT (decider));
  g_signal_connect_swapped (j->client, "seated", G_CALLBACK (on_join_seated), j);
  g_signal_connect_swapped (j->client, "view", G_CALLBACK (on_join_view), j);
  g_signal_connect_swapped (j->client, "refused", G_CALLBACK (on_join_refused), j);
  g_signal_connect_swapped (j->client, "problem", G_CALLBACK (on_join_problem), j);
  g_signal_connect_swapped (j->client, "finished", G_CALLBACK (on_join_finished), j);
  kaiser_online_client_join (j->client);
}

static gboolean
no_invitation (gpointer data)
{
  Join *j = data;

  j->invitation_id = 0;
  g_printerr ("online join: no invitation after %d s\n", j->invitation_timeout);
  finish (&j->common, 1);
  return G_SOURCE_REMOVE;
}

/* No room given: the first invitation's (from --from, if given). */
static void
on_join_invited (Join *j, const char *from, const char *room, const char *reason)
{
  if (j->common.room != NULL || (j->from && g_ascii_strcasecmp (j->from, from) != 0))
    return;
  printf ("invited %s %s\n", room, from);
  fflush (stdout);
  g_clear_handle_id (&j->invitation_id, g_source_remove);
  j->common.room = g_strdup (room);
  take_seat (j);
}

static void
on_join_connected (Join *j)
{
  if (j->common.room != NULL)
    {
      take_seat (j);
      return;
    }
  printf ("waiting\n");
  fflush (stdout);
  g_signal_connect_swapped (j->common.xmpp, "invited", G_CALLBACK (on_join_invited), j);
  j->invitation_id = g_timeout_add_seconds (j->invitation_timeout, no_invitation, j);
}

static int
online_join (int argc, char **argv)
{
  Join j = { 0 };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  GOptionEntry entries[] = {
    { "jid", 0, 0, G_OPTION_ARG_STRING, &j.common.jid, "Our address (password in $KAISER_XMPP_PASSWORD)", "JID" },
    { "server", 0, 0, G_OPTION_ARG_STRING, &j.common.server, "Connect there rather than to the address's domain", "HOST:PORT" },
    { "cafile", 0, 0, G_OPTION_ARG_FILENAME, &j.common.cafile, "Trust these certificates too", "FILE" },
    { "room", 0, 0, G_OPTION_ARG_STRING, &j.common.room, "The table's room (default: an invitation's)", "ROOM@SERVICE" },
    { "from", 0, 0, G_OPTION_ARG_STRING, &j.from, "Without --room: only an invitation from this address", "JID" },
    { "invitation-timeout", 0, 0, G_OPTION_ARG_INT, &j.invitation_timeout,
      "Without --room: give up waiting for an invitation after this many seconds (default 300)", "S" },
    { "host", 0, 0, G_OPTION_ARG_STRING, &j.host_name, "The host's name at the table (default: the room's owner)", "NAME" },
    { "name", 0, 0, G_OPTION_ARG_STRING, &j.common.name, "Our name at the table (default Guest)", "NAME" },
    { "seat", 0, 0, G_OPTION_ARG_STRING, &j.seat, "The seat wanted (default any)", "SEAT" },
    { "player", 0, 0, G_OPTION_ARG_STRING, &j.player, "Who plays our seat (default standard)", "SPEC" },
    { "record", 0, 0, G_OPTION_ARG_FILENAME, &j.common.record, "Write the game's record there", "FILE" },
    { "drop-after", 0, 0, G_OPTION_ARG_INT, &j.drop_after, "Stop dead after this many views (tests)", "N" },
    { "timeout", 0, 0, G_OPTION_ARG_INT, &j.common.timeout, "Give up after this many seconds (default 600)", "S" },
    { NULL }
  };

  j.common.timeout = 600;
  j.invitation_timeout = 300;
  context = g_option_context_new ("— join a table over XMPP (its room given, or from an invitation)");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("online join: %s\n", error->message);
      return 2;
    }
  if (j.common.room && !kaiser_xmpp_is_bare_jid (j.common.room))
    {
      g_printerr ("online join: %s is not a room's address (room@service)\n", j.common.room);
      return 2;
    }
  if (j.common.name == NULL)
    j.common.name = g_strdup ("Guest");
  if (j.player == NULL)
    j.player = g_strdup ("standard");
  j.common.loop = g_main_loop_new (NULL, FALSE);
  j.common.xmpp = sign_in (&j.common, &error);
  if (j.common.xmpp == NULL)
    {
      g_printerr ("online join: %s\n", error->message);
      common_clear (&j.common);
      return 1;
    }
  g_signal_connect_swapped (j.common.xmpp, "connected", G_CALLBACK (on_join_connected), &j);
  g_signal_connect (j.common.xmpp, "closed", G_CALLBACK (on_closed), &j.common);
  g_timeout_add_seconds (j.common.timeout, timed_out, &j.common);
  g_main_loop_run (j.common.loop);
  g_clear_handle_id (&j.invitation_id, g_source_remove);
  g_clear_object (&j.client);
  g_free (j.host_name);
  g_free (j.from);
  g_free (j.player);
  g_free (j.seat);
  common_clear (&j.common);
  return j.common.status;
}

/* register */

static void
on_registered (GObject *source, GAsyncResult *result, gpointer data)
{
  Common *c = data;
  g_autoptr(GError) error = NULL;

  if (kaiser_xmpp_register_finish (KAISER_XMPP (source), result, &error))
    {
      printf ("registered %s\n", c->jid);
      fflush (stdout);
      finish (c, 0);
    }
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_printerr ("online register: %s\n", error->message);
      finish (c, 1);
    }
}

static int
online_register (int argc, char **argv)
{
  Common c = { 0 };
  guint timeout_id;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  GOptionEntry entries[] = {
    { "jid", 0, 0, G_OPTION_ARG_STRING, &c.jid, "The new account's address (password in $KAISER_XMPP_PASSWORD)", "JID" },
    { "server", 0, 0, G_OPTION_ARG_STRING, &c.server, "Connect there rather than to the address's domain", "HOST:PORT" },
    { "cafile", 0, 0, G_OPTION_ARG_FILENAME, &c.cafile, "Trust these certificates too", "FILE" },
    { "timeout", 0, 0, G_OPTION_ARG_INT, &c.timeout, "Give up after this many seconds (default 60)", "S" },
    { NULL }
  };

  c.timeout = 60;
  context = g_option_context_new ("— create an account on a server that allows it (XEP-0077)");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("online register: %s\n", error->message);
      common_clear (&c);
      return 2;
    }
  c.xmpp = connection (&c, &error);
  if (c.xmpp == NULL)
    {
      g_printerr ("online register: %s\n", error->message);
      common_clear (&c);
      return 2;
    }
  c.loop = g_main_loop_new (NULL, FALSE);
  kaiser_xmpp_register_async (c.xmpp, NULL, on_registered, &c);
  timeout_id = g_timeout_add_seconds (c.timeout, timed_out, &c);
  g_main_loop_run (c.loop);
  if (c.status == 0)
    g_source_remove (timeout_id);
  common_clear (&c);
  return c.status;
}

int
kaiser_cli_online (int argc, char **argv)
{
  if (argc >= 2 && g_str_equal (argv[1], "host"))
    return online_host (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "join"))
    return online_join (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "register"))
    return online_register (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "bench"))
    return kaiser_cli_online_bench (argc - 1, argv + 1);
  g_printerr ("usage: kaiser-cli online host|join|register|bench [OPTIONS] (--help for each)\n");
  return 2;
}
