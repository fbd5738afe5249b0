/* kaiser-online-client.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-online-client"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kaiser-online-client.h"

/* A friend's side of a table shared online: joins the room, asks the
 * host for a seat, and from then on hears only the host: its views, its
 * refusals, the record at the end.  The host is the occupant the server
 * says owns the room (its creator), or, when a name is given, the
 * occupant of that name.  A decider (a computer, or a bot)
 * may answer the views that ask for a decision; a window answers them
 * itself. */
struct _KaiserOnlineClient
{
  GObject                  parent_instance;

  KaiserXmpp              *xmpp;
  char                    *room;
  char                    *host;        /* room/host-name: the only voice trusted (NULL: not known yet) */
  gboolean                 by_owner;    /* the host is whoever owns the room */
  gboolean                 in_room;
  char                    *name;
  KaiserSeat               wanted;
  KaiserSeat               seat;        /* given by the host */
  gboolean                 has_rules;
  KaiserRules              rules;
  KaiserOnlineMessage     *view;        /* the last */
  KaiserOccupant          *decider;
  GCancellable            *deciding;
  guint                    deciding_n;  /* the position decided for, or being decided (deciding_any) */
  gboolean                 deciding_any;
  KaiserOnlineRecordReader record;
};

G_DEFINE_FINAL_TYPE (KaiserOnlineClient, kaiser_online_client, G_TYPE_OBJECT)

enum {
  SEATED,
  VIEW,
  TABLE,
  SAID,
  REFUSED,
  FINISHED,
  PROBLEM,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Whether the host is known (its address to write to), else @error. */
static gboolean
host_known (KaiserOnlineClient *self, GError **error)
{
  if (self->host != NULL)
    return TRUE;
  g_set_error_literal (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_NOT_MEMBER,
                       _("The table's host is not in the room"));
  return FALSE;
}

static gboolean
send_message (KaiserOnlineClient *self, const KaiserOnlineMessage *message, GError **error)
{
  g_autofree char *text = kaiser_online_message_to_text (message);

  if (!host_known (self, error))
    return FALSE;
  if (text == NULL)
    {
      g_set_error_literal (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_MALFORMED, "The message could not be written");
      return FALSE;
    }
  return kaiser_xmpp_send (self->xmpp, self->host, FALSE, text, error);
}

typedef struct {
  KaiserOnlineClient *self;
  guint               n;
} Deciding;

static void
decided (GObject *source, GAsyncResult *result, gpointer data)
{
  Deciding *d = data;
  KaiserOnlineClient *self = d->self;
  g_autoptr(GError) error = NULL;
  KaiserAction action;

  if (kaiser_occupant_decide_finish (KAISER_OCCUPANT (source), result, &action, &error))
    {
      if (self->view && self->view->n == d->n && !kaiser_online_client_send_action (self, &action, &error))
        g_signal_emit (self, signals[PROBLEM], 0, error->message);
    }
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_signal_emit (self, signals[PROBLEM], 0, error->message);
  g_object_unref (self);
  g_free (d);
}

static void
on_view (KaiserOnlineClient *self)
{
  Deciding *d;

  g_signal_emit (self, signals[VIEW], 0, self->view);
  if (self->decider == NULL || self->view->n_legal == 0)
    return;
  /* the same position told again (a seat asked again): one answer */
  if (self->deciding_any && self->deciding_n == self->view->n)
    return;
  self->deciding_any = TRUE;
  self->deciding_n = self->view->n;
  g_cancellable_cancel (self->deciding);
  g_clear_object (&self->deciding);
  self->deciding = g_cancellable_new ();
  d = g_new0 (Deciding, 1);
  d->self = g_object_ref (self);
  d->n = self->view->n;
  kaiser_occupant_decide_async (self->decider, &self->view->observation, self->deciding, decided, d);
}

static void
on_payload (KaiserOnlineClient *self, const char *from, gboolean groupchat, const char *text)
{
  g_autoptr(KaiserOnlineMessage) message = kaiser_online_message_new (KAISER_ONLINE_LEAVE);
  g_autoptr(GError) error = NULL;
  g_autoptr(KaiserGame) game = NULL;

  /* only the host is heard: anyone else's message, in the room or
   * privately, however it looks, is not the table's */
  if (g_strcmp0 (from, self->host) != 0)
    return;
  if (!kaiser_online_message_parse (text, -1, self->has_rules ? &self->rules : NULL, message, &error))
    {
      g_signal_emit (self, signals[PROBLEM], 0, error->message);
      return;
    }
  switch (message->type)
    {
    case KAISER_ONLINE_SEATED:
      if (groupchat)
        break;
      self->seat = message->seat;
      self->rules = message->rules;
      self->has_rules = TRUE;
      g_signal_emit (self, signals[SEATED], 0, self->seat);
      break;
    case KAISER_ONLINE_VIEW:
      if (groupchat || message->seat != self->seat)
        break;
      kaiser_online_message_free (self->view);
      self->view = g_steal_pointer (&message);
      on_view (self);
      break;
    case KAISER_ONLINE_TABLE:
      if (groupchat)
        g_signal_emit (self, signals[TABLE], 0, message);
      break;
    case KAISER_ONLINE_SAID:
      if (groupchat)
        g_signal_emit (self, signals[SAID], 0, message->seat, message->name, message->text);
      break;
    case KAISER_ONLINE_REFUSED:
      if (!groupchat)
        g_signal_emit (self, signals[REFUSED], 0, kaiser_online_error_to_string (message->code), message->text);
      break;
    case KAISER_ONLINE_RECORD:
      if (groupchat)
        break;
      if (!kaiser_online_record_reader_add (&self->record, message, &game, &error))
        g_signal_emit (self, signals[PROBLEM], 0, error->message);
      else if (game)
        g_signal_emit (self, signals[FINISHED], 0, game);
      break;
    default:
      break;
    }
}

/* In the room, the host known: a seat asked (again when the host is
 * back, or the owner only now seen). */
static void
ask_seat (KaiserOnlineClient *self)
{
  g_autoptr(KaiserOnlineMessage) join = NULL;
  g_autoptr(GError) error = NULL;

  if (!self->in_room || self->host == NULL)
    return;
  join = kaiser_online_message_new_join (self->name, self->wanted, PACKAGE_VERSION);
  if (!send_message (self, join, &error))
    g_signal_emit (self, signals[PROBLEM], 0, error->message);
}

static void
on_room_joined (KaiserOnlineClient *self, const char *room)
{
  if (g_strcmp0 (room, self->room) != 0)
    return;
  self->in_room = TRUE;
  ask_seat (self);
}

/* The host by the server's word: the occupant whose affiliation is
 * "owner" (the room's creator: nobody else can be made one but by it),
 * whatever its name; an occupant that only takes the host's name is
 * nobody. */
static void
on_occupant (KaiserOnlineClient *self, const char *occupant, gboolean present, const char *affiliation,
             const char *real_jid)
{
  gsize room_len = strlen (self->room);
  gboolean owner = g_strcmp0 (affiliation, KAISER_XMPP_AFFILIATION_OWNER) == 0;

  if (!self->by_owner || strncmp (occupant, self->room, room_len) != 0 || occupant[room_len] != '/')
    return;
  if (present && owner)
    {
      if (g_strcmp0 (self->host, occupant) == 0)
        return;
      g_free (self->host);
      self->host = g_strdup (occupant);
      g_debug ("the host is %s (%s)", occupant, real_jid ? real_jid : "its address hidden");
      ask_seat (self);
    }
  else if (g_strcmp0 (self->host, occupant) == 0)
    g_clear_pointer (&self->host, g_free);
}

static void
on_room_error (KaiserOnlineClient *self, const char *room, const char *message)
{
  g_signal_emit (self, signals[PROBLEM], 0, message);
}

static void
kaiser_online_client_dispose (GObject *object)
{
  KaiserOnlineClient *self = KAISER_ONLINE_CLIENT (object);

  g_cancellable_cancel (self->deciding);
  g_clear_object (&self->deciding);
  if (self->xmpp)
    g_signal_handlers_disconnect_by_data (self->xmpp, self);
  g_clear_object (&self->xmpp);
  g_clear_object (&self->decider);
  g_clear_pointer (&self->view, kaiser_online_message_free);
  G_OBJECT_CLASS (kaiser_online_client_parent_class)->dispose (object);
}

static void
kaiser_online_client_finalize (GObject *object)
{
  KaiserOnlineClient *self = KAISER_ONLINE_CLIENT (object);

  g_free (self->room);
  g_free (self->host);
  g_free (self->name);
  kaiser_online_record_reader_clear (&self->record);
  G_OBJECT_CLASS (kaiser_online_client_parent_class)->finalize (object);
}

static void
kaiser_online_client_class_init (KaiserOnlineClientClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kaiser_online_client_dispose;
  object_class->finalize = kaiser_online_client_finalize;

  /** KaiserOnlineClient::seated: @seat: the seat the host gave */
  signals[SEATED] = g_signal_new ("seated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /** KaiserOnlineClient::view: @view: (type gpointer): the #KaiserOnlineMessage */
  signals[VIEW] = g_signal_new ("view", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /** KaiserOnlineClient::table: @table: (type gpointer): who sits where */
  signals[TABLE] = g_signal_new ("table", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /** KaiserOnlineClient::said: a line of the talk between hands */
  signals[SAID] = g_signal_new ("said", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_STRING, G_TYPE_STRING);
  /** KaiserOnlineClient::refused: @code, @text: the host refused a message of ours */
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
  /** KaiserOnlineClient::finished: @game: the whole game's record, read */
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_OBJECT);
  /** KaiserOnlineClient::problem: @message: for people */
  signals[PROBLEM] = g_signal_new ("problem", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
kaiser_online_client_init (KaiserOnlineClient *self)
{
  self->wanted = KAISER_SEAT_NONE;
  self->seat = KAISER_SEAT_NONE;
  kaiser_online_record_reader_init (&self->record);
}

/**
 * kaiser_online_client_new:
 * @xmpp: signed in
 * @room: the table's room
 * @host_name: (nullable): the host's name in the room; %NULL: the
 *   occupant the server says owns the room (its creator), whatever its name
 * @name: ours
 *
 * Returns: (transfer full): a friend's side of the table
 */
KaiserOnlineClient *
kaiser_online_client_new (KaiserXmpp *xmpp, const char *room, const char *host_name, const char *name)
{
  KaiserOnlineClient *self;

  g_return_val_if_fail (KAISER_IS_XMPP (xmpp), NULL);

  self = g_object_new (KAISER_TYPE_ONLINE_CLIENT, NULL);
  self->xmpp = g_object_ref (xmpp);
  self->room = g_strdup (room);
  self->by_owner = host_name == NULL;
  self->host = host_name ? g_strconcat (room, "/", host_name, NULL) : NULL;
  self->name = g_strdup (name);
  g_signal_connect_swapped (xmpp, "occupant", G_CALLBACK (on_occupant), self);
  g_signal_connect_swapped (xmpp, "payload", G_CALLBACK (on_payload), self);
  g_signal_connect_swapped (xmpp, "room-joined", G_CALLBACK (on_room_joined), self);
  g_signal_connect_swapped (xmpp, "room-error", G_CALLBACK (on_room_error), self);
  return self;
}

void
kaiser_online_client_set_seat (KaiserOnlineClient *self, KaiserSeat seat)
{
  g_return_if_fail (KAISER_IS_ONLINE_CLIENT (self));
  self->wanted = seat;
}

/**
 * kaiser_online_client_set_decider:
 * @decider: (nullable): answers the views asking a decision
 */
void
kaiser_online_client_set_decider (KaiserOnlineClient *self, KaiserOccupant *decider)
{
  g_return_if_fail (KAISER_IS_ONLINE_CLIENT (self));
  g_set_object (&self->decider, decider);
}

void
kaiser_online_client_join (KaiserOnlineClient *self)
{
  g_return_if_fail (KAISER_IS_ONLINE_CLIENT (self));
  kaiser_xmpp_join_room (self->xmpp, self->room, self->name);
}

/**
 * kaiser_online_client_send_action:
 * @action: our decision at the last view's position
 */
gboolean
kaiser_online_client_send_action (KaiserOnlineClient *self, const KaiserAction *action, GError **error)
{
  g_return_val_if_fail (KAISER_IS_ONLINE_CLIENT (self), FALSE);

  return kaiser_online_client_send_action_at (self, self->view ? self->view->n : 0, action, error);
}

/**
 * kaiser_online_client_send_action_at:
 * @n: the game's number of actions at the position decided for (a
 *   window plays ahead of the host's views: its own lead right after its
 *   own call, before the view of the call came)
 * @action: our decision there
 */
gboolean
kaiser_online_client_send_action_at (KaiserOnlineClient *self, guint n, const KaiserAction *action, GError **error)
{
  g_autoptr(KaiserOnlineMessage) message = NULL;

  g_return_val_if_fail (KAISER_IS_ONLINE_CLIENT (self), FALSE);

  if (self->view == NULL || !self->has_rules)
    {
      g_set_error_literal (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_NOT_YOUR_TURN, _("Not seated yet"));
      return FALSE;
    }
  message = kaiser_online_message_new_action (&self->rules, n, action);
  return send_message (self, message, error);
}

/**
 * kaiser_online_client_send_text:
 * @payload: any text, as the host's will be read (a test's hostile
 *   client sends what it likes)
 */
gboolean
kaiser_online_client_send_text (KaiserOnlineClient *self, const char *payload, GError **error)
{
  g_return_val_if_fail (KAISER_IS_ONLINE_CLIENT (self), FALSE);
  return host_known (self, error) && kaiser_xmpp_send (self->xmpp, self->host, FALSE, payload, error);
}
