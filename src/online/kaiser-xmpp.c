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
#define CONFERENCE_NS "jabber:x:conference"            /* XEP-0249 */
#define REGISTER_FEATURE_NS "http://jabber.org/features/iq-register"  /* XEP-0077 */
#define OOB_NS        "jabber:x:oob"
#define MEMBER_ID     "kaiser-member:"                 /* + the member's address */
#define REGISTER_TIMEOUT_S 30
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
  INVITED,
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

/* libstrophe, once for the process. */
static void
strophe_init (void)
{
  static gsize initialized = 0;

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

/* A direct invitation to a room (XEP-0249): said as ::invited, from
 * the inviter's bare address; one with a malformed address is dropped. */
static void
on_invitation (KaiserXmpp *self, const char *from, xmpp_stanza_t *x)
{
  const char *room = xmpp_stanza_get_attribute (x, "jid");
  const char *reason = xmpp_stanza_get_attribute (x, "reason");
  const char *slash = strchr (from, '/');
  g_autofree char *inviter = slash ? g_strndup (from, slash - from) : g_strdup (from);

  if (!kaiser_xmpp_is_bare_jid (inviter) || room == NULL || !kaiser_xmpp_is_bare_jid (room))
    {
      g_debug ("a malformed invitation from %s dropped", from);
      return;
    }
  if (reason != NULL && (*reason == '\0' || !g_utf8_validate (reason, -1, NULL)))
    reason = NULL;
  g_signal_emit (self, signals[INVITED], 0, inviter, room, reason);
}

/* <message> with a payload: said as ::payload, its sender and whether
 * it came through the room; or an invitation. */
static int
on_message (xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *data)
{
  KaiserXmpp *self = data;
  xmpp_stanza_t *element = xmpp_stanza_get_child_by_name_and_ns (stanza, "kaiser", KAISER_XMPP_NS);
  xmpp_stanza_t *invitation = xmpp_stanza_get_child_by_name_and_ns (stanza, "x", CONFERENCE_NS);
  const char *from = xmpp_stanza_get_from (stanza);
  const char *type = xmpp_stanza_get_type (stanza);
  char *text;

  if (from == NULL || g_strcmp0 (type, "error") == 0)
    return 1;
  if (invitation != NULL && g_strcmp0 (type, "groupchat") != 0)
    on_invitation (self, from, invitation);
  if (element == NULL)
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
  {
    /* who the occupant is to the room: its affiliation, and its real
     * address when the room shows it (ours do: "whois anyone") */
    xmpp_stanza_t *item = xmpp_stanza_get_child_by_name (x, "item");
    const char *affiliation = item ? xmpp_stanza_get_attribute (item, "affiliation") : NULL;
    const char *jid = item ? xmpp_stanza_get_attribute (item, "jid") : NULL;

    g_signal_emit (self, signals[OCCUPANT], 0, from, g_strcmp0 (type, "unavailable") != 0,
                   affiliation ? affiliation : "none", jid);
  }
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
  if (id != NULL && g_str_has_prefix (id, MEMBER_ID))
    {
      if (result)
        g_signal_emit (self, signals[MEMBER_ADDED], 0, from, id + strlen (MEMBER_ID));
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
   * @affiliation: what the room says it is: "owner" (the room's
   *   creator), "admin", "member", "none"
   * @real_jid: (nullable): its address, when the room shows it
   */
  signals[OCCUPANT] = g_signal_new ("occupant", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 4,
                                    G_TYPE_STRING, G_TYPE_BOOLEAN, G_TYPE_STRING, G_TYPE_STRING);
  /**
   * KaiserXmpp::member-added:
   * @room: the room's bare address
   * @bare_jid: the member's address
   *
   * The server took a member added (kaiser_xmpp_add_member).
   */
  signals[MEMBER_ADDED] = g_signal_new ("member-added", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
  /**
   * KaiserXmpp::invited:
   * @from: the inviter's bare address
   * @room: the room's bare address
   * @reason: (nullable): the inviter's words
   *
   * A friend invites us to a room (XEP-0249).
   */
  signals[INVITED] = g_signal_new ("invited", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING);
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
  g_return_val_if_fail (KAISER_IS_XMPP (self), FALSE);
  g_return_val_if_fail (self->conn == NULL, FALSE);

  strophe_init ();
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
  g_autofree char *id = NULL;

  g_return_if_fail (KAISER_IS_XMPP (self) && self->connected);

  id = g_strconcat (MEMBER_ID, bare_jid, NULL);
  iq = xmpp_iq_new (self->ctx, "set", id);
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

/**
 * kaiser_xmpp_is_bare_jid:
 * @text: (nullable): an address, as typed or received
 *
 * Returns: whether @text is a bare address, "name@example.org": a
 *   name and a domain, no resource, nothing a name may not hold
 */
gboolean
kaiser_xmpp_is_bare_jid (const char *text)
{
  const char *at;
  const char *domain;

  if (text == NULL || !g_utf8_validate (text, -1, NULL) || strlen (text) > 2047)
    return FALSE;
  at = strchr (text, '@');
  if (at == NULL || at == text || at - text > 1023)
    return FALSE;
  domain = at + 1;
  if (*domain == '\0' || *domain == '.' || g_str_has_suffix (domain, ".") || strlen (domain) > 1023 ||
      strchr (domain, '@') != NULL)
    return FALSE;
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      /* what no address holds (RFC 7622 nodeprep, and no resource) */
      if (g_unichar_isspace (c) || g_unichar_iscntrl (c) || (c < 0x80 && strchr ("\"&'/:<>", (int) c) != NULL))
        return FALSE;
    }
  return TRUE;
}

/**
 * kaiser_xmpp_invite:
 * @friend_bare_jid: "friend@example.org"
 * @room: the room's bare address
 * @reason: (nullable): a word for the friend
 *
 * Invites a friend to a room, directly (XEP-0249): their program hears
 * it as ::invited.  Let them into a members-only room first
 * (kaiser_xmpp_add_member).
 */
void
kaiser_xmpp_invite (KaiserXmpp *self, const char *friend_bare_jid, const char *room, const char *reason)
{
  xmpp_stanza_t *message, *x;

  g_return_if_fail (KAISER_IS_XMPP (self) && self->connected);
  g_return_if_fail (kaiser_xmpp_is_bare_jid (friend_bare_jid) && kaiser_xmpp_is_bare_jid (room));

  message = xmpp_message_new (self->ctx, NULL, friend_bare_jid, NULL);
  x = xmpp_stanza_new (self->ctx);
  xmpp_stanza_set_name (x, "x");
  xmpp_stanza_set_ns (x, CONFERENCE_NS);
  xmpp_stanza_set_attribute (x, "jid", room);
  if (reason != NULL && *reason != '\0')
    xmpp_stanza_set_attribute (x, "reason", reason);
  xmpp_stanza_add_child (message, x);
  xmpp_send (self->conn, message);
  xmpp_stanza_release (x);
  xmpp_stanza_release (message);
}

/* In-band registration (XEP-0077): an account made on the server, with
 * a connection of its own ("raw": no sign-in), encrypted before the
 * name and password go: the stream opened, TLS started (a server without
 * it refused, as for signing in), the registration fields asked, the
 * name and password sent when nothing more is asked (a form asking
 * more, a CAPTCHA: refused, said so), the answer read. */
typedef struct {
  xmpp_ctx_t   *ctx;
  xmpp_conn_t  *conn;
  xmpp_log_t    log;
  char         *jid;
  char         *node;
  char         *domain;
  char         *password;
  GCancellable *cancellable;
  gulong        cancelled_id;
  guint         poll_id;
  guint         timeout_id;
  gboolean      closed;       /* the connection is gone: the answer can be given */
  gboolean      registered;
  GError       *error;        /* why not, once known */
} Registration;

static void
registration_free (gpointer data)
{
  Registration *reg = data;

  g_clear_handle_id (&reg->poll_id, g_source_remove);
  g_clear_handle_id (&reg->timeout_id, g_source_remove);
  if (reg->cancelled_id)
    g_cancellable_disconnect (reg->cancellable, reg->cancelled_id);
  g_clear_object (&reg->cancellable);
  if (reg->conn)
    xmpp_conn_release (reg->conn);
  if (reg->ctx)
    xmpp_ctx_free (reg->ctx);
  g_free (reg->jid);
  g_free (reg->node);
  g_free (reg->domain);
  if (reg->password)
    memset (reg->password, 0, strlen (reg->password));
  g_free (reg->password);
  g_clear_error (&reg->error);
  g_free (reg);
}

static void
on_registration_log (void *data, xmpp_log_level_t level, const char *area, const char *msg)
{
  if (level >= XMPP_LEVEL_WARN)
    g_debug ("registration: %s: %s", area, msg);
}

/* The outcome known (@error, or none: registered): the connection is
 * closed, and the answer given once it is. */
static void
registration_end (Registration *reg, GError *error)
{
  if (reg->error == NULL && !reg->registered)
    {
      if (error)
        reg->error = error;
      else
        reg->registered = TRUE;
    }
  else if (error)
    g_error_free (error);
  if (!reg->closed)
    xmpp_disconnect (reg->conn);
}

static GError *
no_tls_error (void)
{
  return g_error_new (KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_NO_TLS,
                      _("The server offers no encryption (TLS): Three-Spot does not play over an open connection"));
}

static GError *
no_registration_error (Registration *reg)
{
  return g_error_new (KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_NO_REGISTRATION,
                      _("The server %s does not let programs create accounts: create one on its web site, then sign in with it"),
                      reg->domain);
}

/* The error a server answered, as a #KaiserXmppError. */
static GError *
registration_error (Registration *reg, xmpp_stanza_t *stanza)
{
  xmpp_stanza_t *error = xmpp_stanza_get_child_by_name (stanza, "error");
  const char *type = error ? xmpp_stanza_get_type (error) : NULL;
  const char *condition = "undefined-condition";
  g_autofree char *said = NULL;
  GError *why;

  for (xmpp_stanza_t *child = error ? xmpp_stanza_get_children (error) : NULL; child; child = xmpp_stanza_get_next (child))
    {
      const char *name = xmpp_stanza_get_name (child);

      if (name == NULL || g_strcmp0 (xmpp_stanza_get_ns (child), XMPP_NS_STANZAS_IETF) != 0)
        continue;
      if (g_str_equal (name, "text"))
        {
          char *text = xmpp_stanza_get_text (child);

          said = g_strdup (text);
          xmpp_free (reg->ctx, text);
        }
      else
        condition = name;
    }
  if (said != NULL && (*said == '\0' || !g_utf8_validate (said, -1, NULL)))
    g_clear_pointer (&said, g_free);
  g_debug ("registration of %s refused: %s (%s)", reg->jid, condition, said ? said : "");
  if (g_str_equal (condition, "conflict"))
    why = g_error_new (KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_TAKEN,
                       _("The address %s is taken: choose another name"), reg->jid);
  else if (g_str_equal (condition, "not-allowed") || g_str_equal (condition, "forbidden") ||
           g_str_equal (condition, "service-unavailable") || g_str_equal (condition, "feature-not-implemented") ||
           g_str_equal (condition, "registration-required"))
    why = no_registration_error (reg);
  else if ((g_str_equal (condition, "not-acceptable") || g_str_equal (condition, "policy-violation") ||
            g_str_equal (condition, "bad-request") || g_str_equal (condition, "jid-malformed")) &&
           g_strcmp0 (type, "wait") != 0)
    why = said ? g_error_new (KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_NOT_ACCEPTABLE,
                              /* Translators: the server's own words follow */
                              _("The server did not accept the password or the name: %s"), said)
               : g_error_new_literal (KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_NOT_ACCEPTABLE,
                                      _("The server did not accept the password or the name: a longer password may do"));
  else
    /* Translators: the server's reason, as it said it, or its name for it ("internal-server-error") */
    why = g_error_new (KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_REGISTER, _("The server did not create the account (%s)"),
                       said ? said : condition);
  return why;
}

static int
on_registration_done (xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *data)
{
  Registration *reg = data;

  if (g_strcmp0 (xmpp_stanza_get_type (stanza), "result") == 0)
    registration_end (reg, NULL);
  else
    registration_end (reg, registration_error (reg, stanza));
  return 0;
}

static void
add_text_child (xmpp_ctx_t *ctx, xmpp_stanza_t *parent, const char *name, const char *value)
{
  xmpp_stanza_t *element = xmpp_stanza_new (ctx);
  xmpp_stanza_t *text = xmpp_stanza_new (ctx);

  xmpp_stanza_set_name (element, name);
  xmpp_stanza_set_text (text, value);
  xmpp_stanza_add_child (element, text);
  xmpp_stanza_add_child (parent, element);
  xmpp_stanza_release (text);
  xmpp_stanza_release (element);
}

static void
add_form_field (xmpp_ctx_t *ctx, xmpp_stanza_t *form, const char *var, const char *value)
{
  xmpp_stanza_t *field = xmpp_stanza_new (ctx);

  xmpp_stanza_set_name (field, "field");
  xmpp_stanza_set_attribute (field, "var", var);
  add_text_child (ctx, field, "value", value);
  xmpp_stanza_add_child (form, field);
  xmpp_stanza_release (field);
}

static char *
form_value (xmpp_ctx_t *ctx, xmpp_stanza_t *field)
{
  xmpp_stanza_t *value = xmpp_stanza_get_child_by_name (field, "value");
  char *text = value ? xmpp_stanza_get_text (value) : NULL;
  char *copy = g_strdup (text);

  if (text)
    xmpp_free (ctx, text);
  return copy;
}

/* Whether a data form (XEP-0004) asks only a name and a password: a
 * registration form with no other field required. */
static gboolean
form_wants_more (Registration *reg, xmpp_stanza_t *form)
{
  for (xmpp_stanza_t *field = xmpp_stanza_get_children (form); field; field = xmpp_stanza_get_next (field))
    {
      const char *var = xmpp_stanza_get_attribute (field, "var");

      if (g_strcmp0 (xmpp_stanza_get_name (field), "field") != 0 || var == NULL)
        continue;
      if (g_str_equal (var, "FORM_TYPE"))
        {
          g_autofree char *form_type = form_value (reg->ctx, field);

          if (g_strcmp0 (form_type, XMPP_NS_REGISTER) != 0)
            return TRUE;   /* a CAPTCHA form (urn:xmpp:captcha) … */
        }
      else if (!g_str_equal (var, "username") && !g_str_equal (var, "password") &&
               xmpp_stanza_get_child_by_name (field, "required") != NULL)
        return TRUE;
    }
  return FALSE;
}

/* The fields the server asks: the name and password sent, if that is
 * all it asks. */
static int
on_registration_fields (xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *data)
{
  Registration *reg = data;
  xmpp_stanza_t *query, *form, *iq, *answer;
  gboolean username = FALSE, password = FALSE, more = FALSE;

  if (g_strcmp0 (xmpp_stanza_get_type (stanza), "result") != 0)
    {
      registration_end (reg, registration_error (reg, stanza));
      return 0;
    }
  query = xmpp_stanza_get_child_by_name_and_ns (stanza, "query", XMPP_NS_REGISTER);
  if (query == NULL || xmpp_stanza_get_child_by_name_and_ns (query, "x", OOB_NS) != NULL)
    {
      /* nothing asked, or a web page to go to instead */
      registration_end (reg, no_registration_error (reg));
      return 0;
    }
  form = xmpp_stanza_get_child_by_name_and_ns (query, "x", DATA_NS);
  /* the older fields, each required (XEP-0077 §3.1) */
  for (xmpp_stanza_t *child = xmpp_stanza_get_children (query); child; child = xmpp_stanza_get_next (child))
    {
      const char *name = xmpp_stanza_get_name (child);

      if (name == NULL || xmpp_stanza_is_text (child))
        continue;
      if (g_str_equal (name, "username"))
        username = TRUE;
      else if (g_str_equal (name, "password"))
        password = TRUE;
      else if (!g_str_equal (name, "instructions") && !g_str_equal (name, "x") && !g_str_equal (name, "registered"))
        more = TRUE;
    }
  /* a form, when there is one, says what is asked */
  if (form != NULL ? form_wants_more (reg, form) : more || !username || !password)
    {
      registration_end (reg, g_error_new (KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_FORM,
                                          _("The server %s asks more than a name and a password to create an account "
                                            "(a form to fill in, or a CAPTCHA): create one on its web site, then sign in with it"),
                                          reg->domain));
      return 0;
    }
  iq = xmpp_iq_new (reg->ctx, "set", "kaiser-register-set");
  answer = xmpp_stanza_new (reg->ctx);
  xmpp_stanza_set_to (iq, reg->domain);
  xmpp_stanza_set_name (answer, "query");
  xmpp_stanza_set_ns (answer, XMPP_NS_REGISTER);
  if (username && password)
    {
      add_text_child (reg->ctx, answer, "username", reg->node);
      add_text_child (reg->ctx, answer, "password", reg->password);
    }
  else
    {
      xmpp_stanza_t *submit = xmpp_stanza_new (reg->ctx);

      xmpp_stanza_set_name (submit, "x");
      xmpp_stanza_set_ns (submit, DATA_NS);
      xmpp_stanza_set_type (submit, "submit");
      add_form_field (reg->ctx, submit, "FORM_TYPE", XMPP_NS_REGISTER);
      add_form_field (reg->ctx, submit, "username", reg->node);
      add_form_field (reg->ctx, submit, "password", reg->password);
      xmpp_stanza_add_child (answer, submit);
      xmpp_stanza_release (submit);
    }
  xmpp_stanza_add_child (iq, answer);
  xmpp_id_handler_add (conn, on_registration_done, "kaiser-register-set", reg);
  xmpp_send (conn, iq);
  xmpp_stanza_release (answer);
  xmpp_stanza_release (iq);
  return 0;
}

/* <proceed/>: TLS, then the stream again, encrypted. */
static int
on_registration_tls (xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *data)
{
  Registration *reg = data;

  if (g_strcmp0 (xmpp_stanza_get_name (stanza), "proceed") == 0 && xmpp_conn_tls_start (conn) == XMPP_EOK)
    xmpp_conn_open_stream_default (conn);
  else
    registration_end (reg, no_tls_error ());
  return 0;
}

static int
on_registration_features (xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *data)
{
  Registration *reg = data;
  xmpp_stanza_t *element;

  if (!xmpp_conn_is_secured (conn))
    {
      /* nothing goes before TLS: no encryption offered, nothing sent */
      if (xmpp_stanza_get_child_by_name_and_ns (stanza, "starttls", XMPP_NS_TLS) == NULL)
        {
          registration_end (reg, no_tls_error ());
          return 0;
        }
      element = xmpp_stanza_new (reg->ctx);
      xmpp_stanza_set_name (element, "starttls");
      xmpp_stanza_set_ns (element, XMPP_NS_TLS);
      xmpp_handler_add (conn, on_registration_tls, XMPP_NS_TLS, NULL, NULL, reg);
      xmpp_send (conn, element);
      xmpp_stanza_release (element);
      return 0;
    }
  /* a server that creates accounts says so among its features */
  if (xmpp_stanza_get_child_by_name_and_ns (stanza, "register", REGISTER_FEATURE_NS) == NULL)
    {
      registration_end (reg, no_registration_error (reg));
      return 0;
    }
  element = xmpp_iq_new (reg->ctx, "get", "kaiser-register-get");
  xmpp_stanza_set_to (element, reg->domain);
  {
    xmpp_stanza_t *query = xmpp_stanza_new (reg->ctx);

    xmpp_stanza_set_name (query, "query");
    xmpp_stanza_set_ns (query, XMPP_NS_REGISTER);
    xmpp_stanza_add_child (element, query);
    xmpp_stanza_release (query);
  }
  xmpp_id_handler_add (conn, on_registration_fields, "kaiser-register-get", reg);
  xmpp_send (conn, element);
  xmpp_stanza_release (element);
  return 0;
}

static int
on_registration_stream_error (xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *data)
{
  Registration *reg = data;

  registration_end (reg, g_error_new_literal (KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_CLOSED,
                                              _("The server closed the connection")));
  return 0;
}

static void
on_registration_connection (xmpp_conn_t *conn, xmpp_conn_event_t status, int error,
                            xmpp_stream_error_t *stream_error, void *data)
{
  Registration *reg = data;

  switch (status)
    {
    case XMPP_CONN_RAW_CONNECT:
      xmpp_conn_open_stream_default (conn);
      break;
    case XMPP_CONN_CONNECT:
      /* a stream opened (at first, and again encrypted): its features next */
      xmpp_handler_add (conn, on_registration_features, XMPP_NS_STREAMS, "features", NULL, reg);
      xmpp_handler_add (conn, on_registration_stream_error, XMPP_NS_STREAMS, "error", NULL, reg);
      break;
    case XMPP_CONN_DISCONNECT:
    case XMPP_CONN_FAIL:
    default:
      reg->closed = TRUE;
      if (reg->error == NULL && !reg->registered)
        reg->error = error != 0
          ? g_error_new (KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_CONNECT, _("The server could not be reached (%s)"),
                         g_strerror (error))
          : g_error_new_literal (KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_CONNECT, _("The server could not be reached"));
      break;
    }
}

/* The connection read; the answer given once it is closed. */
static gboolean
registration_poll (gpointer data)
{
  GTask *task = data;
  Registration *reg = g_task_get_task_data (task);

  xmpp_run_once (reg->ctx, 0);
  if (!reg->closed)
    return G_SOURCE_CONTINUE;
  reg->poll_id = 0;
  g_clear_handle_id (&reg->timeout_id, g_source_remove);
  if (reg->registered)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, g_steal_pointer (&reg->error));
  return G_SOURCE_REMOVE;
}

static gboolean
registration_timeout (gpointer data)
{
  Registration *reg = data;

  reg->timeout_id = 0;
  registration_end (reg, g_error_new_literal (KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_CONNECT,
                                              _("The server did not answer")));
  return G_SOURCE_REMOVE;
}

static void
on_registration_cancelled (GCancellable *cancellable, gpointer data)
{
  Registration *reg = data;

  registration_end (reg, g_error_new_literal (G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Cancelled")));
}

/**
 * kaiser_xmpp_register_async:
 * @cancellable: (nullable): to give up
 *
 * Creates the account of the connection's address and password on its
 * server (XEP-0077), over TLS: kaiser_xmpp_connect signs in with it
 * afterwards.  Where the server does not let programs create accounts,
 * or asks more than a name and a password, the error says so
 * (#KaiserXmppError).
 */
void
kaiser_xmpp_register_async (KaiserXmpp *self, GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr(GTask) task = NULL;
  Registration *reg;
  const char *at;

  g_return_if_fail (KAISER_IS_XMPP (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, kaiser_xmpp_register_async);
  if (!kaiser_xmpp_is_bare_jid (self->jid))
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                               _("“%s” is not an address of the form name@server"), self->jid);
      return;
    }
  if (g_task_return_error_if_cancelled (task))
    return;
  strophe_init ();
  reg = g_new0 (Registration, 1);
  g_task_set_task_data (task, reg, registration_free);
  at = strchr (self->jid, '@');
  reg->jid = g_strdup (self->jid);
  reg->node = g_strndup (self->jid, at - self->jid);
  reg->domain = g_strdup (at + 1);
  reg->password = g_strdup (self->password);
  reg->log.handler = on_registration_log;
  reg->log.userdata = reg;
  reg->ctx = xmpp_ctx_new (NULL, &reg->log);
  reg->conn = xmpp_conn_new (reg->ctx);
  if (self->cafile)
    xmpp_conn_set_cafile (reg->conn, self->cafile);
  xmpp_conn_set_sockopt_callback (reg->conn, on_socket);
  /* a raw connection: the domain only, nobody signs in */
  xmpp_conn_set_jid (reg->conn, reg->domain);
  if (xmpp_connect_raw (reg->conn, self->host, self->port, on_registration_connection, reg) != XMPP_EOK)
    {
      g_task_return_new_error (task, KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_CONNECT,
                               _("The server of %s could not be reached"), self->jid);
      return;
    }
  if (cancellable)
    {
      reg->cancellable = g_object_ref (cancellable);
      reg->cancelled_id = g_cancellable_connect (cancellable, G_CALLBACK (on_registration_cancelled), reg, NULL);
    }
  reg->timeout_id = g_timeout_add_seconds (REGISTER_TIMEOUT_S, registration_timeout, reg);
  reg->poll_id = g_timeout_add_full (G_PRIORITY_DEFAULT, POLL_MS, registration_poll, g_object_ref (task), g_object_unref);
}

/**
 * kaiser_xmpp_register_finish:
 *
 * Returns: %TRUE when the account was made, else %FALSE with @error
 */
gboolean
kaiser_xmpp_register_finish (KaiserXmpp *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}
