/* kaiser-xmpp.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-xmpp"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <signal.h>
#include <sys/socket.h>
#include <string.h>
#include <strophe.h>

#include "kaiser-xmpp.h"

#define MUC_NS        "http://jabber.org/protocol/muc"
#define MUC_USER_NS   "http://jabber.org/protocol/muc#user"
#define MUC_OWNER_NS  "http://jabber.org/protocol/muc#owner"
#define MUC_ADMIN_NS  "http://jabber.org/protocol/muc#admin"
#define DATA_NS       "jabber:x:data"
#define MAX_PAYLOAD   65536   /* bytes: the online protocol's limit (kaiser-online-message.h) */
#define POLL_MS       5       /* how often the connection is read */

/* An XMPP connection for a table shared online: TLS always (a server
 * without it is refused), group chat rooms (XEP-0045) and the online
 * protocol's payloads in <kaiser xmlns='urn:io.github.threespot:kaiser:1'>
 * elements of <message> stanzas, in the GLib main loop.  libstrophe does
 * the XMPP; it is read every few milliseconds. */
struct _KaiserXmpp
{
  GObject      parent_instance;

  xmpp_ctx_t  *ctx;
  xmpp_conn_t *conn;
  xmpp_log_t   log;
  char        *jid;
  char        *password;
  char        *host;          /* NULL: the JID's domain */
  guint16      port;
  char        *cafile;
  char        *last_error;    /* libstrophe's last error line, to name why it closed … */
  char        *last_area;     /* … and its part ("auth", "tls", "xmpp") */
  guint        poll_id;
  gboolean     connected;
  gboolean     secured;
  gboolean     closing;       /* kaiser_xmpp_disconnect asked */
  GHashTable  *creating;      /* room → TRUE: ours to configure when it comes in locked */
};

G_DEFINE_FINAL_TYPE (KaiserXmpp, kaiser_xmpp, G_TYPE_OBJECT)

G_DEFINE_QUARK (kaiser-xmpp-error-quark, kaiser_xmpp_error)

enum {
  CONNECTED,
  CLOSED,
  ROOM_JOINED,
  ROOM_ERROR,
  OCCUPANT,
  MEMBER_ADDED,
  PAYLOAD,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_log (void *data, xmpp_log_level_t level, const char *area, const char *msg)
{
  KaiserXmpp *self = data;

  if (level < XMPP_LEVEL_WARN)
    return;
  g_debug ("%s: %s", area, msg);
  g_free (self->last_error);
  self->last_error = g_strdup (msg);
  g_free (self->last_area);
  self->last_area = g_strdup (area);
}

/* Each move is a few hundred bytes, sent at once: without TCP_NODELAY
 * the kernel holds a small write back until the last is acknowledged,
 * and the peer acknowledges late (Nagle and delayed ACKs): 40 ms a hop.
 * Keepalive tells a friend gone without a word (libstrophe's own). */
static int
on_socket (xmpp_conn_t *conn, void *sock)
{
  int fd = *(int *) sock;
  int on = 1;

  if (setsockopt (fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on) != 0)
    g_debug ("TCP_NODELAY not set: %s", g_strerror (errno));
  return xmpp_sockopt_cb_keepalive (conn, sock);
}

static gboolean
run_once (gpointer data)
{
  KaiserXmpp *self = g_object_ref (data);

  if (self->ctx)
    xmpp_run_once (self->ctx, 0);
  g_object_unref (self);
  return G_SOURCE_CONTINUE;
}

/* <message> with a payload: said as ::payload, its sender and whether
 * it came through the room. */
static int
on_message (xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *data)
{
  KaiserXmpp *self = data;
  xmpp_stanza_t *element = xmpp_stanza_get_child_by_name_and_ns (stanza, "kaiser", KAISER_XMPP_NS);
  const char *from = xmpp_stanza_get_from (stanza);
  const char *type = xmpp_stanza_get_type (stanza);
  char *text;

  if (element == NULL || from == NULL || g_strcmp0 (type, "error") == 0)
    return 1;
  text = xmpp_stanza_get_text (element);
  if (text != NULL && strlen (text) <= MAX_PAYLOAD)
    g_signal_emit (self, signals[PAYLOAD], 0, from, g_strcmp0 (type, "groupchat") == 0, text);
  else if (text != NULL)
    g_debug ("a payload of %zu bytes from %s dropped", strlen (text), from);
  if (text)
    xmpp_free (self->ctx, text);
  return 1;
}

static gboolean
has_status (xmpp_stanza_t *x, const char *code)
{
  for (xmpp_stanza_t *child = x ? xmpp_stanza_get_children (x) : NULL; child; child = xmpp_stanza_get_next (child))
    if (g_strcmp0 (xmpp_stanza_get_name (child), "status") == 0 &&
        g_strcmp0 (xmpp_stanza_get_attribute (child, "code"), code) == 0)
      return TRUE;
  return FALSE;
}

/* The room's configuration form, submitted at once: members only, not
 * kept when empty (XEP-0045 §10.1.3). */
static void
configure_room (KaiserXmpp *self, const char *room)
{
  xmpp_stanza_t *iq = xmpp_iq_new (self->ctx, "set", "kaiser-configure");
  xmpp_stanza_t *query = xmpp_stanza_new (self->ctx);
  xmpp_stanza_t *x = xmpp_stanza_new (self->ctx);
  const char *fields[][2] = {
    { "FORM_TYPE", "http://jabber.org/protocol/muc#roomconfig" },
    { "muc#roomconfig_membersonly", "1" },
    { "muc#roomconfig_persistentroom", "0" },
    { "muc#roomconfig_publicroom", "0" },
    { "muc#roomconfig_whois", "anyone" },
  };

  xmpp_stanza_set_to (iq, room);
  xmpp_stanza_set_name (query, "query");
  xmpp_stanza_set_ns (query, MUC_OWNER_NS);
  xmpp_stanza_set_name (x, "x");
  xmpp_stanza_set_ns (x, DATA_NS);
  xmpp_stanza_set_attribute (x, "type", "submit");
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      xmpp_stanza_t *field = xmpp_stanza_new (self->ctx);
      xmpp_stanza_t *value = xmpp_stanza_new (self->ctx);
      xmpp_stanza_t *text = xmpp_stanza_new (self->ctx);

      xmpp_stanza_set_name (field, "field");
      xmpp_stanza_set_attribute (field, "var", fields[i][0]);
      xmpp_stanza_set_name (value, "value");
      xmpp_stanza_set_text (text, fields[i][1]);
      xmpp_stanza_add_child (value, text);
      xmpp_stanza_add_child (field, value);
      xmpp_stanza_add_child (x, field);
      xmpp_stanza_release (text);
      xmpp_stanza_release (value);
      xmpp_stanza_release (field);
    }
  xmpp_stanza_add_child (query, x);
  xmpp_stanza_add_child (iq, query);
  xmpp_send (self->conn, iq);
  xmpp_stanza_release (x);
  xmpp_stanza_release (query);
  xmpp_stanza_release (iq);
}

/* <presence> from a room: ours (joined, or refused), or another
 * occupant coming or going (::occupant). */
static int
on_presence (xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *data)
{
  KaiserXmpp *self = data;
  const char *from = xmpp_stanza_get_from (stanza);
  const char *type = xmpp_stanza_get_type (stanza);
  xmpp_stanza_t *x = xmpp_stanza_get_child_by_name_and_ns (stanza, "x", MUC_USER_NS);
  g_autofree char *room = NULL;
  const char *slash;

  if (from == NULL || (slash = strchr (from, '/')) == NULL)
    return 1;
  room = g_strndup (from, slash - from);
  if (g_strcmp0 (type, "error") == 0)
    {
      xmpp_stanza_t *error = xmpp_stanza_get_child_by_name (stanza, "error");
      xmpp_stanza_t *condition = error ? xmpp_stanza_get_children (error) : NULL;
      const char *name = condition ? xmpp_stanza_get_name (condition) : "unknown";
      g_autofree char *text = NULL;

      if (g_strcmp0 (name, "registration-required") == 0)
        text = g_strdup_printf (_("The table %s is for its members only: ask its host for an invitation"), room);
      else if (g_strcmp0 (name, "conflict") == 0)
        text = g_strdup_printf (_("Someone at the table %s already has that name"), room);
      else if (g_strcmp0 (name, "item-not-found") == 0)
        text = g_strdup_printf (_("There is no table %s"), room);
      else
        /* Translators: the room's address, then the server's reason, "forbidden" */
        text = g_strdup_printf (_("The table %s refused to seat you (%s)"), room, name);
      g_signal_emit (self, signals[ROOM_ERROR], 0, room, text);
      return 1;
    }
  if (x == NULL)
    return 1;
  if (has_status (x, "110"))
    {
      /* a room just made is locked until configured (status 201) */
      if (has_status (x, "201") && g_hash_table_remove (self->creating, room))
        configure_room (self, room);
      else if (g_strcmp0 (type, "unavailable") != 0)
        g_signal_emit (self, signals[ROOM_JOINED], 0, room);
      return 1;
    }
  g_signal_emit (self, signals[OCCUPANT], 0, from, g_strcmp0 (type, "unavailable") != 0);
  return 1;
}

/* The answers to the room's configuration (the room is open to us
 * now) and to a member added. */
static int
on_iq (xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *data)
{
  KaiserXmpp *self = data;
  const char *from = xmpp_stanza_get_from (stanza);
  const char *id = xmpp_stanza_get_id (stanza);
  gboolean result = g_strcmp0 (xmpp_stanza_get_type (stanza), "result") == 0;

  if (from == NULL)
    return 1;
  if (g_strcmp0 (id, "kaiser-member") == 0)
    {
      if (result)
        g_signal_emit (self, signals[MEMBER_ADDED], 0, from);
      else
        {
          g_autofree char *text = g_strdup_printf (_("The table %s did not take a new member"), from);

          g_signal_emit (self, signals[ROOM_ERROR], 0, from, text);
        }
      return 1;
    }
  if (g_strcmp0 (id, "kaiser-configure") != 0)
    return 1;
  if (result)
    g_signal_emit (self, signals[ROOM_JOINED], 0, from);
  else
    {
      g_autofree char *text = g_strdup_printf (_("The table %s could not be set up on the server"), from);

      g_signal_emit (self, signals[ROOM_ERROR], 0, from, text);
    }
  return 1;
}

static void
on_connection (xmpp_conn_t *conn, xmpp_conn_event_t status, int error, xmpp_stream_error_t *stream_error, void *data)
{
  KaiserXmpp *self = data;
  g_autoptr(GError) why = NULL;

  if (status == XMPP_CONN_CONNECT)
    {
      xmpp_stanza_t *presence = xmpp_presence_new (self->ctx);

      self->connected = TRUE;
      self->secured = xmpp_conn_is_secured (conn);
      xmpp_handler_add (conn, on_message, NULL, "message", NULL, self);
      xmpp_handler_add (conn, on_presence, NULL, "presence", NULL, self);
      xmpp_handler_add (conn, on_iq, NULL, "iq", NULL, self);
      xmpp_send (conn, presence);
      xmpp_stanza_release (presence);
      g_signal_emit (self, signals[CONNECTED], 0);
      return;
    }
  if (status != XMPP_CONN_DISCONNECT && status != XMPP_CONN_FAIL)
    return;
  if (self->closing)
    ;
  else if (self->connected)
    why = g_error_new (KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_CLOSED, _("The connection to the server was lost"));
  else if (self->last_error && strstr (self->last_error, "TLS"))
    why = g_error_new (KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_NO_TLS,
                       _("The server offers no encryption (TLS): Three-Spot does not play over an open connection"));
  else if (g_strcmp0 (self->last_area, "auth") == 0)
    why = g_error_new (KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_AUTH,
                       _("The server refused the address or the password"));
  else if (error != 0)
    why = g_error_new (KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_CONNECT, _("The server could not be reached (%s)"),
                       g_strerror (error));
  else
    why = g_error_new (KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_CONNECT, _("The server could not be reached"));
  self->connected = FALSE;
  self->secured = FALSE;
  g_clear_handle_id (&self->poll_id, g_source_remove);
  g_signal_emit (self, signals[CLOSED], 0, why);
}

static void
kaiser_xmpp_dispose (GObject *object)
{
  KaiserXmpp *self = KAISER_XMPP (object);

  g_clear_handle_id (&self->poll_id, g_source_remove);
  if (self->conn)
    {
      self->closing = TRUE;
      xmpp_conn_release (self->conn);
      self->conn = NULL;
    }
  if (self->ctx)
    {
      xmpp_ctx_free (self->ctx);
      self->ctx = NULL;
    }
  G_OBJECT_CLASS (kaiser_xmpp_parent_class)->dispose (object);
}

static void
kaiser_xmpp_finalize (GObject *object)
{
  KaiserXmpp *self = KAISER_XMPP (object);

  g_free (self->jid);
  g_free (self->password);
  g_free (self->host);
  g_free (self->cafile);
  g_free (self->last_error);
  g_free (self->last_area);
  g_hash_table_unref (self->creating);
  G_OBJECT_CLASS (kaiser_xmpp_parent_class)->finalize (object);
}

static void
kaiser_xmpp_class_init (KaiserXmppClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kaiser_xmpp_dispose;
  object_class->finalize = kaiser_xmpp_finalize;

  /**
   * KaiserXmpp::connected:
   *
   * Signed in, over TLS.
   */
  signals[CONNECTED] = g_signal_new ("connected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * KaiserXmpp::closed:
   * @error: (nullable): why, a #KaiserXmppError; %NULL when asked
   */
  signals[CLOSED] = g_signal_new ("closed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
  /**
   * KaiserXmpp::room-joined:
   * @room: the room's bare address
   *
   * In the room (a room we made: configured, members only).
   */
  signals[ROOM_JOINED] = g_signal_new ("room-joined", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * KaiserXmpp::room-error:
   * @room: the room's bare address
   * @message: why, for people
   */
  signals[ROOM_ERROR] = g_signal_new ("room-error", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
  /**
   * KaiserXmpp::occupant:
   * @occupant: room/nick of another occupant
   * @present: came (or changed), else left
   */
  signals[OCCUPANT] = g_signal_new ("occupant", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_BOOLEAN);
  /**
   * KaiserXmpp::member-added:
   * @room: the room's bare address
   *
   * The server took a member added (kaiser_xmpp_add_member).
   */
  signals[MEMBER_ADDED] = g_signal_new ("member-added", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * KaiserXmpp::payload:
   * @from: the sender: room/nick through the room, else its address
   * @groupchat: it came to the whole room
   * @text: the payload, not read yet (kaiser_online_message_parse)
   */
  signals[PAYLOAD] = g_signal_new ("payload", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_BOOLEAN, G_TYPE_STRING);
}

static void
kaiser_xmpp_init (KaiserXmpp *self)
{
  self->creating = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

/**
 * kaiser_xmpp_new:
 * @jid: the player's address, "name@example.org"
 * @password: its password (from the keyring)
 *
 * Returns: (transfer full): a connection, not yet made
 */
KaiserXmpp *
kaiser_xmpp_new (const char *jid, const char *password)
{
  KaiserXmpp *self;

  g_return_val_if_fail (jid != NULL && password != NULL, NULL);

  self = g_object_new (KAISER_TYPE_XMPP, NULL);
  self->jid = g_strdup (jid);
  self->password = g_strdup (password);
  return self;
}

/**
 * kaiser_xmpp_set_server:
 * @host: (nullable): where to connect, %NULL for the address's domain
 * @port: its port, 0 for the usual
 */
void
kaiser_xmpp_set_server (KaiserXmpp *self, const char *host, guint16 port)
{
  g_return_if_fail (KAISER_IS_XMPP (self));

  g_free (self->host);
  self->host = g_strdup (host);
  self->port = port;
}

/**
 * kaiser_xmpp_set_cafile:
 * @path: (nullable): certificates to trust besides the system's (a
 *   test server's own)
 */
void
kaiser_xmpp_set_cafile (KaiserXmpp *self, const char *path)
{
  g_return_if_fail (KAISER_IS_XMPP (self));

  g_free (self->cafile);
  self->cafile = g_strdup (path);
}

/**
 * kaiser_xmpp_connect:
 *
 * Starts signing in; ::connected or ::closed tells how it went.
 *
 * Returns: %FALSE with @error if it could not even start
 */
gboolean
kaiser_xmpp_connect (KaiserXmpp *self, GError **error)
{
  static gsize initialized = 0;

  g_return_val_if_fail (KAISER_IS_XMPP (self), FALSE);
  g_return_val_if_fail (self->conn == NULL, FALSE);

  if (g_once_init_enter (&initialized))
    {
      struct sigaction action = { 0 };

      xmpp_initialize ();
      /* libstrophe writes with send() and no MSG_NOSIGNAL: a server gone
       * would end the whole program with SIGPIPE, where it should only
       * close the connection (as GIO's sockets do) */
      if (sigaction (SIGPIPE, NULL, &action) == 0 && action.sa_handler == SIG_DFL)
        signal (SIGPIPE, SIG_IGN);
      g_once_init_leave (&initialized, 1);
    }
  self->log.handler = on_log;
  self->log.userdata = self;
  self->ctx = xmpp_ctx_new (NULL, &self->log);
  self->conn = xmpp_conn_new (self->ctx);
  self->closing = FALSE;
  g_clear_pointer (&self->last_error, g_free);
  g_clear_pointer (&self->last_area, g_free);
  /* TLS or nothing: a player's password and cards never go in the clear */
  xmpp_conn_set_flags (self->conn, XMPP_CONN_FLAG_MANDATORY_TLS);
  if (self->cafile)
    xmpp_conn_set_cafile (self->conn, self->cafile);
  xmpp_conn_set_sockopt_callback (self->conn, on_socket);
  xmpp_conn_set_jid (self->conn, self->jid);
  xmpp_conn_set_pass (self->conn, self->password);
  if (xmpp_connect_client (self->conn, self->host, self->port, on_connection, self) != XMPP_EOK)
    {
      g_set_error (error, KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_CONNECT,
                   _("The server of %s could not be reached"), self->jid);
      return FALSE;
    }
  self->poll_id = g_timeout_add (POLL_MS, run_once, self);
  return TRUE;
}

/**
 * kaiser_xmpp_disconnect:
 *
 * Signs out; ::closed comes with no error.
 */
void
kaiser_xmpp_disconnect (KaiserXmpp *self)
{
  g_return_if_fail (KAISER_IS_XMPP (self));

  if (self->conn == NULL)
    return;
  self->closing = TRUE;
  xmpp_disconnect (self->conn);
}

gboolean
kaiser_xmpp_is_connected (KaiserXmpp *self)
{
  g_return_val_if_fail (KAISER_IS_XMPP (self), FALSE);
  return self->connected;
}

gboolean
kaiser_xmpp_is_secured (KaiserXmpp *self)
{
  g_return_val_if_fail (KAISER_IS_XMPP (self), FALSE);
  return self->secured;
}

static void
send_room_presence (KaiserXmpp *self, const char *room, const char *nick)
{
  xmpp_stanza_t *presence = xmpp_presence_new (self->ctx);
  xmpp_stanza_t *x = xmpp_stanza_new (self->ctx);
  g_autofree char *to = g_strconcat (room, "/", nick, NULL);

  xmpp_stanza_set_to (presence, to);
  xmpp_stanza_set_name (x, "x");
  xmpp_stanza_set_ns (x, MUC_NS);
  xmpp_stanza_add_child (presence, x);
  xmpp_send (self->conn, presence);
  xmpp_stanza_release (x);
  xmpp_stanza_release (presence);
}

/**
 * kaiser_xmpp_create_room:
 * @room: the room's bare address, "table-1234@rooms.example.org"
 * @nick: our name in it
 *
 * Makes the room, members only (::room-joined once configured), or
 * joins it when it is there already and ours.
 */
void
kaiser_xmpp_create_room (KaiserXmpp *self, const char *room, const char *nick)
{
  g_return_if_fail (KAISER_IS_XMPP (self) && self->connected);

  g_hash_table_add (self->creating, g_strdup (room));
  send_room_presence (self, room, nick);
}

/**
 * kaiser_xmpp_join_room:
 *
 * Joins a room (::room-joined, or ::room-error: members only …).
 */
void
kaiser_xmpp_join_room (KaiserXmpp *self, const char *room, const char *nick)
{
  g_return_if_fail (KAISER_IS_XMPP (self) && self->connected);

  send_room_presence (self, room, nick);
}

/**
 * kaiser_xmpp_add_member:
 * @room: a room of ours
 * @bare_jid: "friend@example.org"
 *
 * Lets @bare_jid into the members-only room (XEP-0045 §9.3).
 */
void
kaiser_xmpp_add_member (KaiserXmpp *self, const char *room, const char *bare_jid)
{
  xmpp_stanza_t *iq, *query, *item;

  g_return_if_fail (KAISER_IS_XMPP (self) && self->connected);

  iq = xmpp_iq_new (self->ctx, "set", "kaiser-member");
  query = xmpp_stanza_new (self->ctx);
  item = xmpp_stanza_new (self->ctx);
  xmpp_stanza_set_to (iq, room);
  xmpp_stanza_set_name (query, "query");
  xmpp_stanza_set_ns (query, MUC_ADMIN_NS);
  xmpp_stanza_set_name (item, "item");
  xmpp_stanza_set_attribute (item, "affiliation", "member");
  xmpp_stanza_set_attribute (item, "jid", bare_jid);
  xmpp_stanza_add_child (query, item);
  xmpp_stanza_add_child (iq, query);
  xmpp_send (self->conn, iq);
  xmpp_stanza_release (item);
  xmpp_stanza_release (query);
  xmpp_stanza_release (iq);
}

/**
 * kaiser_xmpp_send:
 * @to: the room's bare address (@groupchat), or an occupant (room/nick)
 *   or an address for a private message
 * @payload: the online protocol's JSON
 *
 * Returns: %FALSE with @error when not connected or @payload is too large
 */
gboolean
kaiser_xmpp_send (KaiserXmpp *self, const char *to, gboolean groupchat, const char *payload, GError **error)
{
  xmpp_stanza_t *message, *element, *text;

  g_return_val_if_fail (KAISER_IS_XMPP (self), FALSE);
  g_return_val_if_fail (to != NULL && payload != NULL, FALSE);

  if (!self->connected)
    {
      g_set_error_literal (error, KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_CLOSED, _("Not connected to the server"));
      return FALSE;
    }
  if (strlen (payload) > MAX_PAYLOAD)
    {
      g_set_error (error, KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_TOO_LARGE,
                   _("A message of %zu bytes is more than the %d the online protocol allows"), strlen (payload), MAX_PAYLOAD);
      return FALSE;
    }
  message = xmpp_message_new (self->ctx, groupchat ? "groupchat" : "chat", to, NULL);
  element = xmpp_stanza_new (self->ctx);
  text = xmpp_stanza_new (self->ctx);
  xmpp_stanza_set_name (element, "kaiser");
  xmpp_stanza_set_ns (element, KAISER_XMPP_NS);
  xmpp_stanza_set_text (text, payload);
  xmpp_stanza_add_child (element, text);
  xmpp_stanza_add_child (message, element);
  xmpp_send (self->conn, message);
  xmpp_stanza_release (text);
  xmpp_stanza_release (element);
  xmpp_stanza_release (message);
  return TRUE;
}
