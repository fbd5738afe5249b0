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
} KaiserXmppError;

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
gboolean    kaiser_xmpp_send           (KaiserXmpp  *self,
                                        const char  *to,
                                        gboolean     groupchat,
                                        const char  *payload,
                                        GError     **error);

G_END_DECLS
