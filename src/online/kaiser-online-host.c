/* kaiser-online-host.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-online-host"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "kaiser-computer.h"
#include "kaiser-online-host.h"
#include "kaiser-online-message.h"
#include "kaiser-player.h"
#include "kaiser-remote-seat.h"

/* The host's side of a table shared online.  The host's engine (the
 * session's game) is the only authority: friends send their decisions,
 * each checked against the rules and the sender's seat, and refused to
 * that sender alone when wrong; each seat is sent only its own view
 * (kaiser_online_message_new_view), privately; the room hears who sits
 * where, and the talk between hands.  A friend gone is played by a
 * computer at the table's level after a grace time, and sits again when
 * back; the whole record goes to everyone once the game is over. */

typedef struct {
  KaiserOnlineHost *host;
  KaiserSeat        index;
  gboolean          open;        /* for a friend */
  char             *name;        /* the friend's, once seated */
  char             *address;     /* room/nick */
  KaiserRemoteSeat *remote;      /* while the friend is there */
  gboolean          dropped;     /* gone: a computer plays it (or will, after the grace time) */
  gint64            dropped_at;  /* monotonic µs */
  guint             grace_id;
} Seat;

typedef struct {
  gint64 window;   /* monotonic µs: the second counted */
  guint  count;
  gint64 muted_until;
} Sender;

struct _KaiserOnlineHost
{
  GObject        parent_instance;

  KaiserXmpp    *xmpp;
  KaiserSession *session;
  char          *room;
  char          *name;
  guint          grace_ms;
  gboolean       in_room;
  gboolean       record_sent;
  gboolean       talk_told;     /* the talk open, as the last table message said */
  guint          refusals;
  Seat           seats[KAISER_MAX_SEATS];
  GHashTable    *senders;       /* address → Sender */
  GPtrArray     *invited;       /* bare addresses let in when the room is made */
};

G_DEFINE_FINAL_TYPE (KaiserOnlineHost, kaiser_online_host, G_TYPE_OBJECT)

enum {
  READY,
  SEATED,
  DROPPED,
  TAKEN_OVER,
  FULL,
  PROBLEM,
  TABLE,
  SAID,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

gboolean kaiser_online_host_is_full (KaiserOnlineHost *self);

static const KaiserRules *
rules (KaiserOnlineHost *self)
{
  return kaiser_game_get_rules (kaiser_session_get_game (self->session));
}

static guint
n_seats (KaiserOnlineHost *self)
{
  return kaiser_rules_n_seats (rules (self));
}

static void
send_to (KaiserOnlineHost *self, const char *to, gboolean room, const KaiserOnlineMessage *message)
{
  g_autofree char *text = kaiser_online_message_to_text (message);
  g_autoptr(GError) error = NULL;

  if (text == NULL || !kaiser_xmpp_send (self->xmpp, to, room, text, &error))
    g_signal_emit (self, signals[PROBLEM], 0, error ? error->message : "a message could not be written");
}

static void
refuse (KaiserOnlineHost *self, const char *to, KaiserOnlineError code, const char *text)
{
  g_autoptr(KaiserOnlineMessage) message = kaiser_online_message_new_refused (code, text);

  self->refusals++;
  g_message ("refused %s: %s (%s)", to, text, kaiser_online_error_to_string (code));
  send_to (self, to, FALSE, message);
}

/* Talk is open while the table waits for friends and between hands: not
 * once the cards are dealt (the rules forbid table talk). */
static gboolean
talk_open (KaiserOnlineHost *self)
{
  KaiserPhase phase = kaiser_game_get_phase (kaiser_session_get_game (self->session));

  return phase == KAISER_PHASE_HAND_OVER || phase == KAISER_PHASE_GAME_OVER || !kaiser_online_host_is_full (self);
}

/* Who sits where, to the room. */
/**
 * kaiser_online_host_get_table:
 *
 * Returns: (transfer full): who sits where now, and whether talk is
 *   open, as the room is told (a table message)
 */
KaiserOnlineMessage *
kaiser_online_host_get_table (KaiserOnlineHost *self)
{
  KaiserOnlineMessage *table;
  const char *level = kaiser_level_to_string (kaiser_session_get_level (self->session));
  gint64 now = g_get_monotonic_time ();

  g_return_val_if_fail (KAISER_IS_ONLINE_HOST (self), NULL);

  table = kaiser_online_message_new_table (rules (self), self->name, talk_open (self));
  for (guint s = 0; s < n_seats (self); s++)
    {
      Seat *seat = &self->seats[s];

      if (s == kaiser_session_get_here (self->session))
        kaiser_online_message_set_seat (table, s, KAISER_ONLINE_SEAT_HOST, self->name, NULL, -1);
      else if (seat->dropped)
        kaiser_online_message_set_seat (table, s, KAISER_ONLINE_SEAT_DROPPED, seat->name, level,
                                        seat->grace_id ? MAX (0, (gint64) self->grace_ms - (now - seat->dropped_at) / 1000) : 0);
      else if (seat->remote)
        kaiser_online_message_set_seat (table, s, KAISER_ONLINE_SEAT_PERSON, seat->name, NULL, -1);
      else if (seat->open)
        kaiser_online_message_set_seat (table, s, KAISER_ONLINE_SEAT_OPEN, NULL, NULL, -1);
      else
        kaiser_online_message_set_seat (table, s, KAISER_ONLINE_SEAT_COMPUTER, NULL, level, -1);
    }
  return table;
}

static void
send_table (KaiserOnlineHost *self)
{
  g_autoptr(KaiserOnlineMessage) table = NULL;

  if (!self->in_room)
    return;
  table = kaiser_online_host_get_table (self);
  self->talk_told = table->chat;
  send_to (self, self->room, TRUE, table);
  g_signal_emit (self, signals[TABLE], 0, table);
}

/* Each friend's own view, privately; the record once the game is over. */
static void
send_views (KaiserOnlineHost *self)
{
  KaiserGame *game = kaiser_session_get_game (self->session);

  for (guint s = 0; s < n_seats (self); s++)
    if (self->seats[s].remote)
      {
        g_autoptr(KaiserOnlineMessage) view = kaiser_online_message_new_view (game, s);

        kaiser_remote_seat_forget (self->seats[s].remote);
        send_to (self, self->seats[s].address, FALSE, view);
      }
  if (kaiser_game_get_phase (game) == KAISER_PHASE_GAME_OVER && !self->record_sent)
    {
      g_autoptr(GPtrArray) parts = kaiser_online_message_new_record (game);

      self->record_sent = TRUE;
      for (guint s = 0; s < n_seats (self); s++)
        if (self->seats[s].address && !self->seats[s].dropped)
          for (guint i = 0; i < parts->len; i++)
            send_to (self, self->seats[s].address, FALSE, g_ptr_array_index (parts, i));
    }
}

static void
on_session_changed (KaiserOnlineHost *self)
{
  send_views (self);
  /* between hands the talk opens, and closes with the deal: the room is
   * told which */
  if (talk_open (self) != self->talk_told)
    send_table (self);
}

gboolean
kaiser_online_host_is_full (KaiserOnlineHost *self)
{
  g_return_val_if_fail (KAISER_IS_ONLINE_HOST (self), FALSE);

  for (guint s = 0; s < n_seats (self); s++)
    if (self->seats[s].open && self->seats[s].remote == NULL && !self->seats[s].dropped)
      return FALSE;
  return TRUE;
}

static void
seat_computer (KaiserOnlineHost *self, KaiserSeat s)
{
  g_autoptr(KaiserPlayer) player = kaiser_player_new (kaiser_session_get_level (self->session),
                                                      kaiser_game_get_seed (kaiser_session_get_game (self->session)) + s);
  g_autoptr(KaiserComputer) computer = kaiser_computer_new (player);

  kaiser_session_seat (self->session, s, KAISER_OCCUPANT (computer));
}

static gboolean
grace_over (gpointer data)
{
  Seat *seat = data;

  seat->grace_id = 0;
  seat_computer (seat->host, seat->index);
  g_signal_emit (seat->host, signals[TAKEN_OVER], 0, seat->index);
  send_table (seat->host);
  return G_SOURCE_REMOVE;
}

/* A friend gone (left the room, their program closed): the seat waits
 * the grace time, then a computer plays it until they are back. */
static void
drop (KaiserOnlineHost *self, KaiserSeat s, guint grace_ms)
{
  Seat *seat = &self->seats[s];

  if (seat->remote == NULL)
    return;
  g_clear_object (&seat->remote);
  /* after the game, going is leaving: nobody is to play the seat */
  if (kaiser_game_get_phase (kaiser_session_get_game (self->session)) == KAISER_PHASE_GAME_OVER)
    return;
  seat->dropped = TRUE;
  seat->dropped_at = g_get_monotonic_time ();
  g_clear_handle_id (&seat->grace_id, g_source_remove);
  if (grace_ms == 0)
    {
      seat_computer (self, s);
      g_signal_emit (self, signals[TAKEN_OVER], 0, s);
    }
  else
    {
      /* nobody plays the seat meanwhile: the session waits at its turn */
      g_autoptr(KaiserRemoteSeat) waiting = kaiser_remote_seat_new (seat->name);

      kaiser_session_seat (self->session, s, KAISER_OCCUPANT (waiting));
      seat->grace_id = g_timeout_add (grace_ms, grace_over, seat);
    }
  g_signal_emit (self, signals[DROPPED], 0, s);
  send_table (self);
}

static KaiserSeat
seat_of (KaiserOnlineHost *self, const char *address)
{
  for (guint s = 0; s < n_seats (self); s++)
    if (self->seats[s].remote && g_strcmp0 (self->seats[s].address, address) == 0)
      return s;
  return KAISER_SEAT_NONE;
}

static void
sit (KaiserOnlineHost *self, KaiserSeat s, const char *name, const char *address)
{
  Seat *seat = &self->seats[s];
  g_autoptr(KaiserOnlineMessage) seated = kaiser_online_message_new_seated (s, rules (self), self->name);
  g_autoptr(KaiserOnlineMessage) view = NULL;

  g_clear_handle_id (&seat->grace_id, g_source_remove);
  g_free (seat->name);
  seat->name = g_strdup (name);
  g_free (seat->address);
  seat->address = g_strdup (address);
  seat->dropped = FALSE;
  g_clear_object (&seat->remote);
  seat->remote = kaiser_remote_seat_new (name);
  send_to (self, address, FALSE, seated);
  view = kaiser_online_message_new_view (kaiser_session_get_game (self->session), s);
  send_to (self, address, FALSE, view);
  /* at the next decision the friend is asked (a computer's under way goes) */
  kaiser_session_seat (self->session, s, KAISER_OCCUPANT (seat->remote));
  g_signal_emit (self, signals[SEATED], 0, s, name);
  send_table (self);
  if (kaiser_online_host_is_full (self))
    g_signal_emit (self, signals[FULL], 0);
}

static void
on_join (KaiserOnlineHost *self, const char *from, const KaiserOnlineMessage *join)
{
  KaiserSeat already = seat_of (self, from);
  KaiserSeat chosen = KAISER_SEAT_NONE;

  if (already != KAISER_SEAT_NONE)
    {
      /* asked again (a program that missed the answer): the same seat,
       * told again, the question waiting for it kept */
      g_autoptr(KaiserOnlineMessage) seated = kaiser_online_message_new_seated (already, rules (self), self->name);
      g_autoptr(KaiserOnlineMessage) view = kaiser_online_message_new_view (kaiser_session_get_game (self->session), already);

      send_to (self, from, FALSE, seated);
      send_to (self, from, FALSE, view);
      return;
    }
  /* back after a drop: their own seat again */
  for (guint s = 0; s < n_seats (self) && chosen == KAISER_SEAT_NONE; s++)
    if (self->seats[s].dropped && g_strcmp0 (self->seats[s].name, join->name) == 0)
      chosen = s;
  if (chosen == KAISER_SEAT_NONE && join->seat != KAISER_SEAT_NONE)
    {
      if (join->seat >= n_seats (self) || !self->seats[join->seat].open || self->seats[join->seat].remote ||
          self->seats[join->seat].dropped)
        {
          refuse (self, from, KAISER_ONLINE_ERROR_SEAT_TAKEN, _("That seat is not free"));
          return;
        }
      chosen = join->seat;
    }
  for (guint s = 0; s < n_seats (self) && chosen == KAISER_SEAT_NONE; s++)
    if (self->seats[s].open && self->seats[s].remote == NULL && !self->seats[s].dropped)
      chosen = s;
  if (chosen == KAISER_SEAT_NONE)
    {
      refuse (self, from, KAISER_ONLINE_ERROR_FULL, _("Every seat at the table is taken"));
      return;
    }
  sit (self, chosen, join->name, from);
}

static void
on_action (KaiserOnlineHost *self, const char *from, const KaiserOnlineMessage *message)
{
  KaiserSeat seat = seat_of (self, from);
  KaiserAction action;
  g_autoptr(GError) error = NULL;

  if (seat == KAISER_SEAT_NONE)
    {
      refuse (self, from, KAISER_ONLINE_ERROR_NOT_MEMBER, _("You have no seat at this table"));
      return;
    }
  if (!kaiser_online_check_action (kaiser_session_get_game (self->session), seat, message, &action, &error))
    {
      g_autoptr(KaiserOnlineMessage) refused = kaiser_online_message_new_refused_from_error (error);

      self->refusals++;
      g_message ("refused %s: %s", from, error->message);
      send_to (self, from, FALSE, refused);
      return;
    }
  kaiser_remote_seat_answer (self->seats[seat].remote, &action);
}

static void
on_chat (KaiserOnlineHost *self, const char *from, const KaiserOnlineMessage *message)
{
  KaiserSeat seat = seat_of (self, from);
  g_autoptr(KaiserOnlineMessage) said = NULL;

  if (seat == KAISER_SEAT_NONE)
    {
      refuse (self, from, KAISER_ONLINE_ERROR_NOT_MEMBER, _("You have no seat at this table"));
      return;
    }
  if (!talk_open (self))
    {
      refuse (self, from, KAISER_ONLINE_ERROR_CHAT_CLOSED, _("No talk during a hand: the rules forbid it"));
      return;
    }
  said = kaiser_online_message_new_said (seat, self->seats[seat].name, message->text);
  send_to (self, self->room, TRUE, said);
  g_signal_emit (self, signals[SAID], 0, seat, said->name, said->text);
}

/**
 * kaiser_online_host_say:
 * @text: a line for the table, from the host's seat
 *
 * Returns: %TRUE if the room was told (::said); %FALSE with @error when
 *   talk is closed (a hand under way) or the text is not one to send
 */
gboolean
kaiser_online_host_say (KaiserOnlineHost *self, const char *text, GError **error)
{
  KaiserSeat here;
  g_autoptr(KaiserOnlineMessage) said = NULL;

  g_return_val_if_fail (KAISER_IS_ONLINE_HOST (self), FALSE);

  if (!self->in_room || !talk_open (self))
    {
      g_set_error_literal (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_CHAT_CLOSED,
                           _("No talk during a hand: the rules forbid it"));
      return FALSE;
    }
  if (!kaiser_online_check_text (text, KAISER_ONLINE_MAX_TEXT, "text", error))
    return FALSE;
  here = kaiser_session_get_here (self->session);
  said = kaiser_online_message_new_said (here, self->name, text);
  send_to (self, self->room, TRUE, said);
  g_signal_emit (self, signals[SAID], 0, here, said->name, said->text);
  return TRUE;
}

/* A flood is cut: more than KAISER_ONLINE_FLOOD_PER_SECOND messages in
 * a second from one sender, and it is not heard for the next second. */
static gboolean
flooding (KaiserOnlineHost *self, const char *from)
{
  Sender *sender = g_hash_table_lookup (self->senders, from);
  gint64 now = g_get_monotonic_time ();

  if (sender == NULL)
    {
      sender = g_new0 (Sender, 1);
      g_hash_table_insert (self->senders, g_strdup (from), sender);
    }
  if (now < sender->muted_until)
    return TRUE;
  if (now - sender->window >= G_TIME_SPAN_SECOND)
    {
      sender->window = now;
      sender->count = 0;
    }
  if (++sender->count <= KAISER_ONLINE_FLOOD_PER_SECOND)
    return FALSE;
  sender->muted_until = now + G_TIME_SPAN_SECOND;
  refuse (self, from, KAISER_ONLINE_ERROR_FLOOD, _("Too many messages: not heard for a second"));
  return TRUE;
}

static void
on_payload (KaiserOnlineHost *self, const char *from, gboolean groupchat, const char *text)
{
  g_auto(KaiserOnlineMessage) message = { 0 };
  g_autoptr(GError) error = NULL;
  gsize room_len = strlen (self->room);

  /* only what the table's occupants send the host privately counts: the
   * room's own messages are ours or the table's talk */
  if (groupchat || strncmp (from, self->room, room_len) != 0 || from[room_len] != '/')
    return;
  if (flooding (self, from))
    return;
  if (!kaiser_online_message_parse (text, -1, rules (self), &message, &error))
    {
      g_autoptr(KaiserOnlineMessage) refused = kaiser_online_message_new_refused_from_error (error);

      self->refusals++;
      g_message ("refused %s: %s", from, error->message);
      send_to (self, from, FALSE, refused);
      return;
    }
  switch (message.type)
    {
    case KAISER_ONLINE_JOIN:
      on_join (self, from, &message);
      break;
    case KAISER_ONLINE_ACTION:
      on_action (self, from, &message);
      break;
    case KAISER_ONLINE_CHAT:
      on_chat (self, from, &message);
      break;
    case KAISER_ONLINE_LEAVE:
      {
        KaiserSeat seat = seat_of (self, from);

        if (seat != KAISER_SEAT_NONE)
          drop (self, seat, 0);
        break;
      }
    default:
      refuse (self, from, KAISER_ONLINE_ERROR_MALFORMED, _("Only the host sends that message"));
      break;
    }
}

static void
on_occupant (KaiserOnlineHost *self, const char *occupant, gboolean present)
{
  if (present)
    {
      /* a newcomer learns who hosts and who sits where */
      send_table (self);
      return;
    }
  for (guint s = 0; s < n_seats (self); s++)
    if (self->seats[s].remote && g_strcmp0 (self->seats[s].address, occupant) == 0)
      drop (self, s, self->grace_ms);
}

static void
on_room_joined (KaiserOnlineHost *self, const char *room)
{
  if (g_strcmp0 (room, self->room) != 0 || self->in_room)
    return;
  self->in_room = TRUE;
  for (guint i = 0; i < self->invited->len; i++)
    kaiser_xmpp_add_member (self->xmpp, self->room, g_ptr_array_index (self->invited, i));
  send_table (self);
  g_signal_emit (self, signals[READY], 0);
}

/* A friend let in: invited, now that the room will seat them. */
static void
on_member_added (KaiserOnlineHost *self, const char *room, const char *bare_jid)
{
  g_autofree char *reason = NULL;

  if (g_strcmp0 (room, self->room) != 0 ||
      !g_ptr_array_find_with_equal_func (self->invited, bare_jid, g_str_equal, NULL))
    return;
  /* Translators: the host's name */
  reason = g_strdup_printf (_("%s invites you to a game of Kaiser"), self->name);
  kaiser_xmpp_invite (self->xmpp, bare_jid, self->room, reason);
}

static void
on_room_error (KaiserOnlineHost *self, const char *room, const char *message)
{
  g_signal_emit (self, signals[PROBLEM], 0, message);
}

static void
kaiser_online_host_dispose (GObject *object)
{
  KaiserOnlineHost *self = KAISER_ONLINE_HOST (object);

  if (self->xmpp)
    g_signal_handlers_disconnect_by_data (self->xmpp, self);
  if (self->session)
    g_signal_handlers_disconnect_by_data (self->session, self);
  for (guint s = 0; s < KAISER_MAX_SEATS; s++)
    {
      g_clear_handle_id (&self->seats[s].grace_id, g_source_remove);
      g_clear_object (&self->seats[s].remote);
      g_clear_pointer (&self->seats[s].name, g_free);
      g_clear_pointer (&self->seats[s].address, g_free);
    }
  g_clear_object (&self->xmpp);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (kaiser_online_host_parent_class)->dispose (object);
}

static void
kaiser_online_host_finalize (GObject *object)
{
  KaiserOnlineHost *self = KAISER_ONLINE_HOST (object);

  g_free (self->room);
  g_free (self->name);
  g_hash_table_unref (self->senders);
  g_ptr_array_unref (self->invited);
  G_OBJECT_CLASS (kaiser_online_host_parent_class)->finalize (object);
}

static void
kaiser_online_host_class_init (KaiserOnlineHostClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kaiser_online_host_dispose;
  object_class->finalize = kaiser_online_host_finalize;

  /**
   * KaiserOnlineHost::ready:
   *
   * The room is made: friends may join.
   */
  signals[READY] = g_signal_new ("ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * KaiserOnlineHost::seated:
   * @seat: the seat
   * @name: the friend's name
   */
  signals[SEATED] = g_signal_new ("seated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_STRING);
  /**
   * KaiserOnlineHost::dropped:
   * @seat: the seat of a friend gone
   */
  signals[DROPPED] = g_signal_new ("dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * KaiserOnlineHost::taken-over:
   * @seat: the seat of a friend gone, a computer's now
   */
  signals[TAKEN_OVER] = g_signal_new ("taken-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * KaiserOnlineHost::full:
   *
   * Every seat open for a friend has one.
   */
  signals[FULL] = g_signal_new ("full", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * KaiserOnlineHost::problem:
   * @message: for people
   */
  signals[PROBLEM] = g_signal_new ("problem", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * KaiserOnlineHost::table:
   * @table: (type gpointer): the #KaiserOnlineMessage the room was told
   *
   * Who sits where changed, or talk opened or closed.
   */
  signals[TABLE] = g_signal_new ("table", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /** KaiserOnlineHost::said: @seat, @name, @text: a line of talk the room was told */
  signals[SAID] = g_signal_new ("said", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_STRING, G_TYPE_STRING);
}

static void
kaiser_online_host_init (KaiserOnlineHost *self)
{
  self->grace_ms = KAISER_ONLINE_DEFAULT_GRACE_MS;
  for (guint s = 0; s < KAISER_MAX_SEATS; s++)
    {
      self->seats[s].host = self;
      self->seats[s].index = s;
    }
  self->senders = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->invited = g_ptr_array_new_with_free_func (g_free);
}

/**
 * kaiser_online_host_new:
 * @xmpp: signed in
 * @session: its game on the table, the host's seat its "here"
 * @room: the room's bare address, "table-…@rooms.example.org"
 * @name: the host's name, its nick in the room
 *
 * Returns: (transfer full): the host of @session's table in @room
 */
KaiserOnlineHost *
kaiser_online_host_new (KaiserXmpp *xmpp, KaiserSession *session, const char *room, const char *name)
{
  KaiserOnlineHost *self;

  g_return_val_if_fail (KAISER_IS_XMPP (xmpp), NULL);
  g_return_val_if_fail (KAISER_IS_SESSION (session) && kaiser_session_get_game (session), NULL);

  self = g_object_new (KAISER_TYPE_ONLINE_HOST, NULL);
  self->xmpp = g_object_ref (xmpp);
  self->session = g_object_ref (session);
  self->room = g_strdup (room);
  self->name = g_strdup (name);
  g_signal_connect_swapped (xmpp, "payload", G_CALLBACK (on_payload), self);
  g_signal_connect_swapped (xmpp, "occupant", G_CALLBACK (on_occupant), self);
  g_signal_connect_swapped (xmpp, "room-joined", G_CALLBACK (on_room_joined), self);
  g_signal_connect_swapped (xmpp, "room-error", G_CALLBACK (on_room_error), self);
  g_signal_connect_swapped (xmpp, "member-added", G_CALLBACK (on_member_added), self);
  g_signal_connect_swapped (session, "changed", G_CALLBACK (on_session_changed), self);
  return self;
}

/**
 * kaiser_online_host_set_open:
 *
 * @seat waits for a friend (before the room is opened).
 */
void
kaiser_online_host_set_open (KaiserOnlineHost *self, KaiserSeat seat)
{
  g_return_if_fail (KAISER_IS_ONLINE_HOST (self));
  g_return_if_fail (seat < n_seats (self) && seat != kaiser_session_get_here (self->session));

  self->seats[seat].open = TRUE;
}

void
kaiser_online_host_set_grace (KaiserOnlineHost *self, guint grace_ms)
{
  g_return_if_fail (KAISER_IS_ONLINE_HOST (self));
  self->grace_ms = grace_ms;
}

/**
 * kaiser_online_host_invite:
 * @bare_jid: a friend's address, let into the members-only room
 *
 * The friend is made a member of the room (once it is made), then sent
 * an invitation to it (XEP-0249), which their program hears.  An
 * address that is none is ::problem.
 */
void
kaiser_online_host_invite (KaiserOnlineHost *self, const char *bare_jid)
{
  g_return_if_fail (KAISER_IS_ONLINE_HOST (self));
  g_return_if_fail (bare_jid != NULL);

  /* typed by the host: told, not taken */
  if (!kaiser_xmpp_is_bare_jid (bare_jid))
    {
      g_autofree char *text = g_strdup_printf (_("“%s” is not an address to invite: a friend’s is of the form name@server"),
                                               bare_jid);

      g_signal_emit (self, signals[PROBLEM], 0, text);
      return;
    }
  g_ptr_array_add (self->invited, g_strdup (bare_jid));
  if (self->in_room)
    kaiser_xmpp_add_member (self->xmpp, self->room, bare_jid);
}

/**
 * kaiser_online_host_open:
 *
 * Makes the room (::ready, or ::problem).
 */
void
kaiser_online_host_open (KaiserOnlineHost *self)
{
  g_return_if_fail (KAISER_IS_ONLINE_HOST (self));
  kaiser_xmpp_create_room (self->xmpp, self->room, self->name);
}

/**
 * kaiser_online_host_get_refusals:
 *
 * Returns: how many messages were refused (each to its sender)
 */
guint
kaiser_online_host_get_refusals (KaiserOnlineHost *self)
{
  g_return_val_if_fail (KAISER_IS_ONLINE_HOST (self), 0);
  return self->refusals;
}
