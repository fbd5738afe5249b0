/* kaiser-friends.h
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "kaiser-chat-bar.h"
#include "kaiser-online-message.h"
#include "kaiser-session.h"
#include "kaiser-table.h"
#include "kaiser-xmpp.h"

G_BEGIN_DECLS

#define KAISER_TYPE_FRIENDS (kaiser_friends_get_type ())

G_DECLARE_FINAL_TYPE (KaiserFriends, kaiser_friends, KAISER, FRIENDS, GObject)

KaiserFriends       *kaiser_friends_new       (KaiserSession     *session,
                                               KaiserTable       *table,
                                               KaiserChatBar     *chat);
void                 kaiser_friends_host      (KaiserFriends     *self,
                                               KaiserXmpp        *xmpp,
                                               const char        *room,
                                               const char        *name,
                                               KaiserGame        *game,
                                               KaiserLevel        level,
                                               KaiserCards        open_seats,
                                               const char *const *invite);
void                 kaiser_friends_join      (KaiserFriends     *self,
                                               KaiserXmpp        *xmpp,
                                               const char        *room,
                                               const char        *name,
                                               KaiserSeat         wanted);
void                 kaiser_friends_start_now (KaiserFriends     *self);
void                 kaiser_friends_leave     (KaiserFriends     *self);
gboolean             kaiser_friends_is_on     (KaiserFriends     *self);
gboolean             kaiser_friends_is_host   (KaiserFriends     *self);
KaiserSeat           kaiser_friends_get_seat  (KaiserFriends     *self);
const char          *kaiser_friends_get_room  (KaiserFriends     *self);

G_END_DECLS
