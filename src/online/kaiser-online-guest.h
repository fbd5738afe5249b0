/* kaiser-online-guest.h
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "kaiser-online-message.h"
#include "kaiser-session.h"
#include "kaiser-xmpp.h"

G_BEGIN_DECLS

#define KAISER_TYPE_ONLINE_GUEST (kaiser_online_guest_get_type ())

G_DECLARE_FINAL_TYPE (KaiserOnlineGuest, kaiser_online_guest, KAISER, ONLINE_GUEST, GObject)

KaiserOnlineGuest   *kaiser_online_guest_new       (KaiserXmpp        *xmpp,
                                                    KaiserSession     *session,
                                                    const char        *room,
                                                    const char        *host_name,
                                                    const char        *name);
void                 kaiser_online_guest_join      (KaiserOnlineGuest *self,
                                                    KaiserSeat         wanted);
KaiserSeat           kaiser_online_guest_get_seat  (KaiserOnlineGuest *self);
gboolean             kaiser_online_guest_say       (KaiserOnlineGuest *self,
                                                    const char        *text,
                                                    GError           **error);
void                 kaiser_online_guest_leave     (KaiserOnlineGuest *self);
void                 kaiser_online_guest_get_counts (KaiserOnlineGuest *self,
                                                    guint             *stepped,
                                                    guint             *rebuilt);

G_END_DECLS
