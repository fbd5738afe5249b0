/* kaiser-friends.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-friends"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-computer.h"
#include "kaiser-friends.h"
#include "kaiser-online-guest.h"
#include "kaiser-online-host.h"
#include "kaiser-player.h"
#include "kaiser-seating.h"

/* A window's table with friends (issue 26): the host's side (the
 * window's own game, other seats open for friends or computers) or a
 * guest's (a friend's game, mirrored from the views).  It shows who
 * sits where on the table (names at the seats, a dropped friend's
 * countdown) and carries the talk between hands; the window keeps
 * presenting its session as for any game. */
struct _KaiserFriends
{
  GObject              parent_instance;

  KaiserSession       *session;
  KaiserTable         *table;
  KaiserChatBar       *chat;

  KaiserXmpp          *xmpp;
  KaiserOnlineHost    *host;
  KaiserOnlineGuest   *guest;
  char                *room;
  /* who sits where, as the last table message said */
  guint                n_seats;
  KaiserOnlineSeatKind kinds[KAISER_MAX_SEATS];
  char                *names[KAISER_MAX_SEATS];     /* a person's name, or NULL */
  gint64               deadline[KAISER_MAX_SEATS];  /* a dropped seat's computer, monotonic µs; 0: none */
  guint                tick_id;
  gboolean             started;
};

G_DEFINE_FINAL_TYPE (KaiserFriends, kaiser_friends, G_TYPE_OBJECT)

enum {
  MESSAGE,
  TABLE,
  STARTED,
  FINISHED,
  ENDED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
message (KaiserFriends *self, const char *text)
{
  g_signal_emit (self, signals[MESSAGE], 0, text);
}

/* The names and notes at the seats, from the last table message. */
static gboolean
show_seats (gpointer data)
{
  KaiserFriends *self = data;
  gint64 now = g_get_monotonic_time ();
  gboolean counting = FALSE;

  for (KaiserSeat seat = 0; seat < self->n_seats; seat++)
    {
      g_autofree char *note = NULL;

      switch (self->kinds[seat])
        {
        case KAISER_ONLINE_SEAT_OPEN:
          note = g_strdup (_("waiting for a friend"));
          break;
        case KAISER_ONLINE_SEAT_COMPUTER:
          note = g_strdup (_("computer"));
          break;
        case KAISER_ONLINE_SEAT_DROPPED:
          if (self->deadline[seat] > now)
            {
              guint s = (guint) ((self->deadline[seat] - now + G_USEC_PER_SEC - 1) / G_USEC_PER_SEC);

              /* Translators: under the name of a friend whose connection went: a computer plays their seat in %u seconds */
              note = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "gone: computer in %u second", "gone: computer in %u seconds", s), s);
              counting = TRUE;
            }
          else
            note = g_strdup (_("gone: a computer plays"));
          break;
        case KAISER_ONLINE_SEAT_HOST:
        case KAISER_ONLINE_SEAT_PERSON:
        default:
          break;
        }
      kaiser_table_set_seat_name (self->table, seat, self->names[seat], note);
    }
  if (!counting)
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
on_table (KaiserFriends *self, const KaiserOnlineMessage *table)
{
  gint64 now = g_get_monotonic_time ();

  for (guint i = 0; i < KAISER_MAX_SEATS; i++)
    {
      self->deadline[i] = 0;
      g_clear_pointer (&self->names[i], g_free);
    }
  self->n_seats = 0;
  for (guint i = 0; i < table->n_seats; i++)
    {
      const KaiserOnlineSeatInfo *info = &table->seats[i];

      if (info->seat >= KAISER_MAX_SEATS)
        continue;
      self->n_seats = MAX (self->n_seats, info->seat + 1);
      self->kinds[info->seat] = info->kind;
      self->names[info->seat] = g_strdup (info->name);
      if (info->kind == KAISER_ONLINE_SEAT_DROPPED && info->grace_ms > 0)
        self->deadline[info->seat] = now + info->grace_ms * 1000;
    }
  kaiser_chat_bar_set_open (self->chat, table->chat);
  if (show_seats (self) == G_SOURCE_CONTINUE && self->tick_id == 0)
    self->tick_id = g_timeout_add_seconds (1, show_seats, self);
  g_signal_emit (self, signals[TABLE], 0, table);
}

static void
on_said (KaiserFriends *self, KaiserSeat seat, const char *name, const char *text)
{
  kaiser_chat_bar_add_line (self->chat, name, text);
}

static void
on_say (KaiserFriends *self, const char *text)
{
  g_autoptr(GError) error = NULL;
  gboolean said = self->host ? kaiser_online_host_say (self->host, text, &error)
                : self->guest ? kaiser_online_guest_say (self->guest, text, &error)
                : FALSE;

  if (!said && error)
    message (self, error->message);
}

static void
start (KaiserFriends *self)
{
  if (self->started)
    return;
  self->started = TRUE;
  kaiser_session_set_waiting (self->session, FALSE);
  g_signal_emit (self, signals[STARTED], 0);
}

static void
on_problem (KaiserFriends *self, const char *text)
{
  message (self, text);
}

static void
on_finished (KaiserFriends *self, KaiserGame *game)
{
  g_signal_emit (self, signals[FINISHED], 0, game);
}

static void
on_host_ready (KaiserFriends *self)
{
  /* a table with no seat open for a friend starts at once */
  if (kaiser_online_host_is_full (self->host))
    start (self);
}

static void clear (KaiserFriends *self);

static gboolean
unref_later (gpointer data)
{
  g_object_unref (data);
  return G_SOURCE_REMOVE;
}

/* The connection went: the table with friends is over here (the host's
 * game goes on with computers, saved as any game; a guest is given a
 * game of their own); the connection itself is let go once its signal
 * is over. */
static void
on_closed (KaiserFriends *self, const GError *error)
{
  g_autofree char *text = error ? g_strdup_printf (_("The table with friends ended: %s"), error->message) : NULL;
  KaiserXmpp *xmpp = g_steal_pointer (&self->xmpp);

  g_signal_handlers_disconnect_by_data (xmpp, self);
  g_idle_add (unref_later, xmpp);
  clear (self);
  kaiser_session_set_waiting (self->session, FALSE);
  g_signal_emit (self, signals[ENDED], 0, text);
}

/* The host's table with friends over: a computer takes each friend's
 * seat, so that the game goes on here. */
static void
seat_computers (KaiserFriends *self)
{
  KaiserGame *game = kaiser_session_get_game (self->session);

  if (game == NULL)
    return;
  for (guint s = 0; s < kaiser_rules_n_seats (kaiser_game_get_rules (game)); s++)
    {
      KaiserOccupant *occupant = kaiser_session_get_occupant (self->session, s);

      if (occupant && kaiser_occupant_get_kind (occupant) == KAISER_OCCUPANT_REMOTE)
        {
          g_autoptr(KaiserPlayer) player = kaiser_player_new (kaiser_session_get_level (self->session),
                                                              kaiser_game_get_seed (game) + s);
          g_autoptr(KaiserComputer) computer = kaiser_computer_new (player);

          kaiser_session_seat (self->session, s, KAISER_OCCUPANT (computer));
        }
    }
}

static void
clear (KaiserFriends *self)
{
  if (self->host)
    seat_computers (self);
  if (self->xmpp)
    g_signal_handlers_disconnect_by_data (self->xmpp, self);
  if (self->host)
    g_signal_handlers_disconnect_by_data (self->host, self);
  if (self->guest)
    g_signal_handlers_disconnect_by_data (self->guest, self);
  g_clear_object (&self->host);
  g_clear_object (&self->guest);
  if (self->xmpp)
    kaiser_xmpp_disconnect (self->xmpp);
  g_clear_object (&self->xmpp);
  g_clear_pointer (&self->room, g_free);
  self->n_seats = 0;
  g_clear_handle_id (&self->tick_id, g_source_remove);
  for (guint s = 0; s < KAISER_MAX_SEATS; s++)
    {
      self->deadline[s] = 0;
      g_clear_pointer (&self->names[s], g_free);
      if (self->table)
        kaiser_table_set_seat_name (self->table, s, NULL, NULL);
    }
  self->started = FALSE;
}

static void
kaiser_friends_dispose (GObject *object)
{
  KaiserFriends *self = KAISER_FRIENDS (object);

  clear (self);
  if (self->chat)
    g_signal_handlers_disconnect_by_data (self->chat, self);
  g_clear_object (&self->session);
  g_clear_object (&self->table);
  g_clear_object (&self->chat);
  G_OBJECT_CLASS (kaiser_friends_parent_class)->dispose (object);
}

static void
kaiser_friends_class_init (KaiserFriendsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kaiser_friends_dispose;

  /** KaiserFriends::message: @text: for a toast */
  signals[MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /** KaiserFriends::table: @table: (type gpointer): who sits where (a #KaiserOnlineMessage) */
  signals[TABLE] = g_signal_new ("table", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /** KaiserFriends::started: every seat is taken (or Start Now): the game goes on */
  signals[STARTED] = g_signal_new ("started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /** KaiserFriends::finished: @game: a guest's whole game, from the host's record */
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, KAISER_TYPE_GAME);
  /** KaiserFriends::ended: @why: (nullable): the connection went (for people), or %NULL when left */
  signals[ENDED] = g_signal_new ("ended", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
kaiser_friends_init (KaiserFriends *self)
{
}

/**
 * kaiser_friends_new:
 * @session: the window's
 * @table: where the names are shown
 * @chat: the talk
 */
KaiserFriends *
kaiser_friends_new (KaiserSession *session, KaiserTable *table, KaiserChatBar *chat)
{
  KaiserFriends *self;

  g_return_val_if_fail (KAISER_IS_SESSION (session), NULL);
  g_return_val_if_fail (KAISER_IS_TABLE (table), NULL);
  g_return_val_if_fail (KAISER_IS_CHAT_BAR (chat), NULL);

  self = g_object_new (KAISER_TYPE_FRIENDS, NULL);
  self->session = g_object_ref (session);
  self->table = g_object_ref (table);
  self->chat = g_object_ref (chat);
  g_signal_connect_swapped (chat, "say", G_CALLBACK (on_say), self);
  return self;
}

static void
take_xmpp (KaiserFriends *self, KaiserXmpp *xmpp, const char *room)
{
  clear (self);
  self->xmpp = g_object_ref (xmpp);
  self->room = g_strdup (room);
  g_signal_connect_swapped (xmpp, "closed", G_CALLBACK (on_closed), self);
}

/**
 * kaiser_friends_host:
 * @xmpp: signed in
 * @room: the room to make
 * @name: the host's name at the table
 * @game: the game to play, its seat the rules' player's
 * @level: of the computers
 * @open_seats: a bit for each seat open for a friend
 * @invite: (nullable) (array zero-terminated=1): friends' addresses
 *
 * Puts @game on the table, waiting (no seat is asked) until every open
 * seat is taken (::started) or kaiser_friends_start_now.
 */
void
kaiser_friends_host (KaiserFriends *self, KaiserXmpp *xmpp, const char *room, const char *name,
                     KaiserGame *game, KaiserLevel level, KaiserCards open_seats, const char *const *invite)
{
  KaiserSeat here;

  g_return_if_fail (KAISER_IS_FRIENDS (self));
  g_return_if_fail (KAISER_IS_XMPP (xmpp));
  g_return_if_fail (KAISER_IS_GAME (game));

  take_xmpp (self, xmpp, room);
  here = kaiser_seating_player (kaiser_game_get_rules (game));
  kaiser_session_set_waiting (self->session, TRUE);
  kaiser_session_set_game (self->session, game, here, level);
  self->host = kaiser_online_host_new (xmpp, self->session, room, name);
  for (guint s = 0; s < kaiser_rules_n_seats (kaiser_game_get_rules (game)); s++)
    if (s != here && (open_seats & ((KaiserCards) 1 << s)))
      kaiser_online_host_set_open (self->host, s);
  for (guint i = 0; invite && invite[i]; i++)
    kaiser_online_host_invite (self->host, invite[i]);
  g_signal_connect_swapped (self->host, "ready", G_CALLBACK (on_host_ready), self);
  g_signal_connect_swapped (self->host, "full", G_CALLBACK (start), self);
  g_signal_connect_swapped (self->host, "table", G_CALLBACK (on_table), self);
  g_signal_connect_swapped (self->host, "said", G_CALLBACK (on_said), self);
  g_signal_connect_swapped (self->host, "problem", G_CALLBACK (on_problem), self);
  kaiser_online_host_open (self->host);
}

/**
 * kaiser_friends_join:
 * @xmpp: signed in
 * @room: the friend's table
 * @name: ours at the table
 * @wanted: the seat to ask for (the one played there before), or
 *   %KAISER_SEAT_NONE for any
 *
 * Joins; the friend's game is on the table from the first view.
 */
void
kaiser_friends_join (KaiserFriends *self, KaiserXmpp *xmpp, const char *room, const char *name, KaiserSeat wanted)
{
  g_return_if_fail (KAISER_IS_FRIENDS (self));
  g_return_if_fail (KAISER_IS_XMPP (xmpp));

  take_xmpp (self, xmpp, room);
  self->guest = kaiser_online_guest_new (xmpp, self->session, room, NULL, name);
  g_signal_connect_swapped (self->guest, "seated", G_CALLBACK (start), self);
  g_signal_connect_swapped (self->guest, "table", G_CALLBACK (on_table), self);
  g_signal_connect_swapped (self->guest, "said", G_CALLBACK (on_said), self);
  g_signal_connect_swapped (self->guest, "problem", G_CALLBACK (on_problem), self);
  g_signal_connect_swapped (self->guest, "finished", G_CALLBACK (on_finished), self);
  kaiser_online_guest_join (self->guest, wanted);
}

/**
 * kaiser_friends_start_now:
 *
 * The host plays without waiting: computers take the seats still open
 * until friends come.
 */
void
kaiser_friends_start_now (KaiserFriends *self)
{
  g_return_if_fail (KAISER_IS_FRIENDS (self));

  if (self->host)
    start (self);
}

/**
 * kaiser_friends_leave:
 *
 * Leaves the table: a guest tells the host (a computer takes the seat);
 * a host's game stays saved as any game.
 */
void
kaiser_friends_leave (KaiserFriends *self)
{
  g_return_if_fail (KAISER_IS_FRIENDS (self));

  if (self->guest)
    kaiser_online_guest_leave (self->guest);
  kaiser_session_set_waiting (self->session, FALSE);
  clear (self);
  g_signal_emit (self, signals[ENDED], 0, NULL);
}

gboolean
kaiser_friends_is_on (KaiserFriends *self)
{
  g_return_val_if_fail (KAISER_IS_FRIENDS (self), FALSE);
  return self->xmpp != NULL;
}

/**
 * kaiser_friends_get_seat:
 *
 * Returns: the seat played here at the table with friends, or
 *   %KAISER_SEAT_NONE
 */
KaiserSeat
kaiser_friends_get_seat (KaiserFriends *self)
{
  g_return_val_if_fail (KAISER_IS_FRIENDS (self), KAISER_SEAT_NONE);
  if (self->guest)
    return kaiser_online_guest_get_seat (self->guest);
  return self->host ? kaiser_session_get_here (self->session) : KAISER_SEAT_NONE;
}

gboolean
kaiser_friends_is_host (KaiserFriends *self)
{
  g_return_val_if_fail (KAISER_IS_FRIENDS (self), FALSE);
  return self->host != NULL;
}

const char *
kaiser_friends_get_room (KaiserFriends *self)
{
  g_return_val_if_fail (KAISER_IS_FRIENDS (self), NULL);
  return self->room;
}

