/* kaiser-online-guest.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-online-guest"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "kaiser-online-client.h"
#include "kaiser-online-guest.h"

/* A person at a friend's table, playing from a window: the friend's side
 * of the table (KaiserOnlineClient) joined to a session (the window's)
 * whose game mirrors what this seat sees (kaiser_game_new_seen).  The
 * person's actions are played on the mirror at once and sent to the
 * host; each view the host sends is laid on the mirror
 * (kaiser_game_set_seen: the others' actions stepped through the
 * engine, so the table moves as at any table), and a refused action is
 * taken back by laying the last view on it again.  Nothing here knows of
 * GTK. */
struct _KaiserOnlineGuest
{
  GObject             parent_instance;

  KaiserOnlineClient *client;
  KaiserSession      *session;
  KaiserGame         *mirror;     /* from the seated message on */
  KaiserSeat          seat;
  gboolean            has_view;
  KaiserObservation   last;       /* the host's last view … */
  guint               last_n;     /* … and its number of actions */
  KaiserRng           rng;        /* for the cards this seat has not seen */
  gboolean            pending;    /* an action of ours sent, its view not come … */
  guint               pending_n;  /* … answering the position after this many actions */
  guint               stepped;    /* views laid as one action on the mirror (animated) … */
  guint               rebuilt;    /* … and laid whole */
};

G_DEFINE_FINAL_TYPE (KaiserOnlineGuest, kaiser_online_guest, G_TYPE_OBJECT)

enum {
  SEATED,
  TABLE,
  SAID,
  FINISHED,
  PROBLEM,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
problem (KaiserOnlineGuest *self, const char *text)
{
  g_signal_emit (self, signals[PROBLEM], 0, text);
}

static void
on_seated (KaiserOnlineGuest *self, KaiserSeat seat)
{
  if (self->mirror && seat == self->seat)
    return;   /* told again */
  self->seat = seat;
  self->has_view = FALSE;
  g_clear_object (&self->mirror);
  /* the mirror is made with the first view, which holds the rules;
   * ::seated waits for it, so the table is on the window when it is
   * said */
}

/* Lays a view on the mirror; the first puts the mirror on the table. */
static void
lay (KaiserOnlineGuest *self, const KaiserObservation *obs, guint n)
{
  g_autoptr(GError) error = NULL;
  gboolean stepped = FALSE;

  if (self->mirror == NULL)
    {
      if (self->seat >= kaiser_rules_n_seats (&obs->view.rules) || !kaiser_rules_validate (&obs->view.rules, NULL))
        {
          problem (self, _("The host’s rules are not ones this program plays"));
          return;
        }
      self->mirror = kaiser_game_new_seen (&obs->view.rules, self->seat, kaiser_rng_next (&self->rng));
    }
  if (!kaiser_game_set_seen (self->mirror, obs, n, &stepped, &error))
    {
      problem (self, error->message);
      return;
    }
  if (stepped)
    self->stepped++;
  else
    self->rebuilt++;
  if (kaiser_session_get_game (self->session) != self->mirror)
    {
      kaiser_session_set_guest_game (self->session, self->mirror, self->seat);
      g_signal_emit (self, signals[SEATED], 0, self->seat);
    }
  else
    kaiser_session_update (self->session);
}

static void
on_view (KaiserOnlineGuest *self, const KaiserOnlineMessage *view)
{
  self->last = view->observation;
  self->last_n = view->n;
  self->has_view = TRUE;
  /* the position we answered, told again (the host asking our seat):
   * our action, played here already, is on its way */
  if (self->pending && view->n <= self->pending_n)
    return;
  self->pending = FALSE;
  lay (self, &view->observation, view->n);
}

static void
on_refused (KaiserOnlineGuest *self, const char *code, const char *text)
{
  KaiserOnlineError error;

  /* an action of ours the host did not take: back to its last view (a
   * line of talk refused changes nothing) */
  if (kaiser_online_error_from_string (code, &error) &&
      (error == KAISER_ONLINE_ERROR_STALE || error == KAISER_ONLINE_ERROR_NOT_YOUR_TURN ||
       error == KAISER_ONLINE_ERROR_ILLEGAL))
    {
      self->pending = FALSE;
      if (self->has_view && self->mirror && kaiser_game_get_n_actions (self->mirror) != self->last_n)
        lay (self, &self->last, self->last_n);
    }
  problem (self, text);
}

static void
on_table (KaiserOnlineGuest *self, const KaiserOnlineMessage *table)
{
  g_signal_emit (self, signals[TABLE], 0, table);
}

static void
on_said (KaiserOnlineGuest *self, KaiserSeat seat, const char *name, const char *text)
{
  g_signal_emit (self, signals[SAID], 0, seat, name, text);
}

static void
on_finished (KaiserOnlineGuest *self, KaiserGame *game)
{
  g_signal_emit (self, signals[FINISHED], 0, game);
}

/* The person here acted on the mirror: the host is told. */
static void
on_acted (KaiserOnlineGuest *self, const KaiserAction *action, guint n)
{
  g_autoptr(GError) error = NULL;

  if (self->mirror == NULL || kaiser_session_get_game (self->session) != self->mirror)
    return;
  self->pending = TRUE;
  self->pending_n = n;
  if (!kaiser_online_client_send_action_at (self->client, n, action, &error))
    {
      self->pending = FALSE;
      problem (self, error->message);
      if (self->has_view)
        lay (self, &self->last, self->last_n);
    }
}

static void
kaiser_online_guest_dispose (GObject *object)
{
  KaiserOnlineGuest *self = KAISER_ONLINE_GUEST (object);

  if (self->session)
    g_signal_handlers_disconnect_by_data (self->session, self);
  if (self->client)
    g_signal_handlers_disconnect_by_data (self->client, self);
  g_clear_object (&self->client);
  g_clear_object (&self->session);
  g_clear_object (&self->mirror);
  G_OBJECT_CLASS (kaiser_online_guest_parent_class)->dispose (object);
}

static void
kaiser_online_guest_class_init (KaiserOnlineGuestClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kaiser_online_guest_dispose;

  /** KaiserOnlineGuest::seated: @seat: the seat the host gave, its game
   * now on the session (emitted with the first view after a seat) */
  signals[SEATED] = g_signal_new ("seated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /** KaiserOnlineGuest::table: @table: (type gpointer): who sits where (a #KaiserOnlineMessage) */
  signals[TABLE] = g_signal_new ("table", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /** KaiserOnlineGuest::said: @seat, @name, @text: a line of the talk */
  signals[SAID] = g_signal_new ("said", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_STRING, G_TYPE_STRING);
  /** KaiserOnlineGuest::finished: @game: the whole game, from the host's record (replayed and checked) */
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, KAISER_TYPE_GAME);
  /** KaiserOnlineGuest::problem: @message: for people */
  signals[PROBLEM] = g_signal_new ("problem", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
kaiser_online_guest_init (KaiserOnlineGuest *self)
{
  self->seat = KAISER_SEAT_NONE;
  kaiser_rng_init (&self->rng, (guint64) g_get_real_time ());
}

/**
 * kaiser_online_guest_get_counts:
 * @stepped: (out): views laid on the mirror as one action (the table moved)
 * @rebuilt: (out): views laid whole (the first, a new hand, a jump)
 */
void
kaiser_online_guest_get_counts (KaiserOnlineGuest *self, guint *stepped, guint *rebuilt)
{
  g_return_if_fail (KAISER_IS_ONLINE_GUEST (self));
  *stepped = self->stepped;
  *rebuilt = self->rebuilt;
}

/**
 * kaiser_online_guest_new:
 * @xmpp: signed in
 * @session: where the friend's table is played (a window's)
 * @room: the table's room
 * @host_name: (nullable): the host's name in the room
 * @name: ours
 *
 * Returns: (transfer full): a person's side of a friend's table, not yet
 *   joined (kaiser_online_guest_join)
 */
KaiserOnlineGuest *
kaiser_online_guest_new (KaiserXmpp *xmpp, KaiserSession *session, const char *room,
                         const char *host_name, const char *name)
{
  KaiserOnlineGuest *self;

  g_return_val_if_fail (KAISER_IS_XMPP (xmpp), NULL);
  g_return_val_if_fail (KAISER_IS_SESSION (session), NULL);

  self = g_object_new (KAISER_TYPE_ONLINE_GUEST, NULL);
  self->session = g_object_ref (session);
  self->client = kaiser_online_client_new (xmpp, room, host_name, name);
  g_signal_connect_swapped (self->client, "seated", G_CALLBACK (on_seated), self);
  g_signal_connect_swapped (self->client, "view", G_CALLBACK (on_view), self);
  g_signal_connect_swapped (self->client, "table", G_CALLBACK (on_table), self);
  g_signal_connect_swapped (self->client, "said", G_CALLBACK (on_said), self);
  g_signal_connect_swapped (self->client, "refused", G_CALLBACK (on_refused), self);
  g_signal_connect_swapped (self->client, "finished", G_CALLBACK (on_finished), self);
  g_signal_connect_swapped (self->client, "problem", G_CALLBACK (problem), self);
  g_signal_connect_swapped (session, "acted", G_CALLBACK (on_acted), self);
  return self;
}

/**
 * kaiser_online_guest_join:
 * @wanted: the seat asked for, or %KAISER_SEAT_NONE for any
 */
void
kaiser_online_guest_join (KaiserOnlineGuest *self, KaiserSeat wanted)
{
  g_return_if_fail (KAISER_IS_ONLINE_GUEST (self));

  kaiser_online_client_set_seat (self->client, wanted);
  kaiser_online_client_join (self->client);
}

KaiserSeat
kaiser_online_guest_get_seat (KaiserOnlineGuest *self)
{
  g_return_val_if_fail (KAISER_IS_ONLINE_GUEST (self), KAISER_SEAT_NONE);
  return self->seat;
}

/**
 * kaiser_online_guest_say:
 * @text: a line for the table
 *
 * Returns: %TRUE if sent to the host (who tells the room, between hands);
 *   %FALSE with @error for a text the protocol does not carry
 */
gboolean
kaiser_online_guest_say (KaiserOnlineGuest *self, const char *text, GError **error)
{
  g_autoptr(KaiserOnlineMessage) chat = NULL;
  g_autofree char *payload = NULL;

  g_return_val_if_fail (KAISER_IS_ONLINE_GUEST (self), FALSE);

  if (!kaiser_online_check_text (text, KAISER_ONLINE_MAX_TEXT, "text", error))
    return FALSE;
  chat = kaiser_online_message_new_chat (text);
  payload = kaiser_online_message_to_text (chat);
  return kaiser_online_client_send_text (self->client, payload, error);
}

/**
 * kaiser_online_guest_leave:
 *
 * Tells the host the person leaves the table (a computer takes the seat).
 */
void
kaiser_online_guest_leave (KaiserOnlineGuest *self)
{
  g_autoptr(KaiserOnlineMessage) leave = NULL;
  g_autofree char *payload = NULL;

  g_return_if_fail (KAISER_IS_ONLINE_GUEST (self));

  leave = kaiser_online_message_new (KAISER_ONLINE_LEAVE);
  payload = kaiser_online_message_to_text (leave);
  kaiser_online_client_send_text (self->client, payload, NULL);
}
