/* kaiser-online-client.h
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "kaiser-occupant.h"
#include "kaiser-online-message.h"
#include "kaiser-xmpp.h"

G_BEGIN_DECLS

#define KAISER_TYPE_ONLINE_CLIENT (kaiser_online_client_get_type ())

G_DECLARE_FINAL_TYPE (KaiserOnlineClient, kaiser_online_client, KAISER, ONLINE_CLIENT, GObject)

KaiserOnlineClient *kaiser_online_client_new         (KaiserXmpp         *xmpp,
                                                      const char         *room,
                                                      const char         *host_name,
                                                      const char         *name);
void                kaiser_online_client_set_seat    (KaiserOnlineClient *self,
                                                      KaiserSeat          seat);
void                kaiser_online_client_set_decider (KaiserOnlineClient *self,
                                                      KaiserOccupant     *decider);
void                kaiser_online_client_join        (KaiserOnlineClient *self);
gboolean            kaiser_online_client_send_action (KaiserOnlineClient *self,
                                                      const KaiserAction *action,
                                                      GError            **error);
gboolean            kaiser_online_client_send_action_at (KaiserOnlineClient *self,
                                                         guint               n,
                                                         const KaiserAction *action,
                                                         GError            **error);
gboolean            kaiser_online_client_send_text   (KaiserOnlineClient *self,
                                                      const char         *payload,
                                                      GError            **error);

G_END_DECLS
