/* kaiser-online-host.h
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "kaiser-session.h"
#include "kaiser-online-message.h"
#include "kaiser-xmpp.h"

G_BEGIN_DECLS

#define KAISER_ONLINE_DEFAULT_GRACE_MS 20000   /* a friend gone: their seat's computer after this */
#define KAISER_ONLINE_FLOOD_PER_SECOND 50      /* messages a second from one sender, at most */

#define KAISER_TYPE_ONLINE_HOST (kaiser_online_host_get_type ())

G_DECLARE_FINAL_TYPE (KaiserOnlineHost, kaiser_online_host, KAISER, ONLINE_HOST, GObject)

KaiserOnlineHost *kaiser_online_host_new        (KaiserXmpp       *xmpp,
                                                 KaiserSession    *session,
                                                 const char       *room,
                                                 const char       *name);
void              kaiser_online_host_set_open   (KaiserOnlineHost *self,
                                                 KaiserSeat        seat);
void              kaiser_online_host_set_grace  (KaiserOnlineHost *self,
                                                 guint             grace_ms);
void              kaiser_online_host_invite     (KaiserOnlineHost *self,
                                                 const char       *bare_jid);
void              kaiser_online_host_open       (KaiserOnlineHost *self);
gboolean          kaiser_online_host_is_full    (KaiserOnlineHost *self);
guint             kaiser_online_host_get_refusals (KaiserOnlineHost *self);
KaiserOnlineMessage *kaiser_online_host_get_table (KaiserOnlineHost *self);
gboolean          kaiser_online_host_say        (KaiserOnlineHost *self,
                                                 const char       *text,
                                                 GError          **error);

G_END_DECLS
