/* kaiser-xmpp.h
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The namespace of the element that carries a payload of the online
 * protocol in a <message> (docs/online-protocol.md). */
#define KAISER_XMPP_NS "urn:io.github.threespot:kaiser:1"

#define KAISER_XMPP_ERROR (kaiser_xmpp_error_quark ())
GQuark kaiser_xmpp_error_quark (void);

typedef enum {
  KAISER_XMPP_ERROR_CONNECT,      /* the server could not be reached */
  KAISER_XMPP_ERROR_NO_TLS,       /* the server offers no encryption: refused */
  KAISER_XMPP_ERROR_AUTH,         /* the address or password was refused */
  KAISER_XMPP_ERROR_CLOSED,       /* the connection went */
  KAISER_XMPP_ERROR_ROOM,         /* the room refused us (members only, name taken …) */
  KAISER_XMPP_ERROR_TOO_LARGE,    /* a payload over the protocol's limit */
  KAISER_XMPP_ERROR_TAKEN,        /* registration: the address is someone's already */
  KAISER_XMPP_ERROR_NO_REGISTRATION, /* registration: the server creates no accounts (its web site may) */
  KAISER_XMPP_ERROR_FORM,         /* registration: the server asks more than a name and a password */
  KAISER_XMPP_ERROR_NOT_ACCEPTABLE, /* registration: the password (or the name) refused, too weak … */
  KAISER_XMPP_ERROR_REGISTER,     /* registration: refused for another reason */
} KaiserXmppError;

/* A room occupant's affiliation (XEP-0045 §5.2), as ::occupant says it:
 * the room's creator is its owner. */
#define KAISER_XMPP_AFFILIATION_OWNER "owner"

#define KAISER_TYPE_XMPP (kaiser_xmpp_get_type ())

G_DECLARE_FINAL_TYPE (KaiserXmpp, kaiser_xmpp, KAISER, XMPP, GObject)

KaiserXmpp *kaiser_xmpp_new            (const char  *jid,
                                        const char  *password);
void        kaiser_xmpp_set_server     (KaiserXmpp  *self,
                                        const char  *host,
                                        guint16      port);
void        kaiser_xmpp_set_cafile     (KaiserXmpp  *self,
                                        const char  *path);
gboolean    kaiser_xmpp_connect        (KaiserXmpp  *self,
                                        GError     **error);
void        kaiser_xmpp_register_async (KaiserXmpp          *self,
                                        GCancellable        *cancellable,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data);
gboolean    kaiser_xmpp_register_finish (KaiserXmpp         *self,
                                         GAsyncResult       *result,
                                         GError            **error);
void        kaiser_xmpp_disconnect     (KaiserXmpp  *self);
gboolean    kaiser_xmpp_is_connected   (KaiserXmpp  *self);
gboolean    kaiser_xmpp_is_secured     (KaiserXmpp  *self);

void        kaiser_xmpp_create_room    (KaiserXmpp  *self,
                                        const char  *room,
                                        const char  *nick);
void        kaiser_xmpp_join_room      (KaiserXmpp  *self,
                                        const char  *room,
                                        const char  *nick);
void        kaiser_xmpp_add_member     (KaiserXmpp  *self,
                                        const char  *room,
                                        const char  *bare_jid);
void        kaiser_xmpp_invite         (KaiserXmpp  *self,
                                        const char  *friend_bare_jid,
                                        const char  *room,
                                        const char  *reason);
gboolean    kaiser_xmpp_is_bare_jid    (const char  *text);
gboolean    kaiser_xmpp_send           (KaiserXmpp  *self,
                                        const char  *to,
                                        gboolean     groupchat,
                                        const char  *payload,
                                        GError     **error);

G_END_DECLS
