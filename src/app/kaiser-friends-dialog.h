/* kaiser-friends-dialog.h
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "kaiser-friends.h"

G_BEGIN_DECLS

#define KAISER_TYPE_FRIENDS_DIALOG (kaiser_friends_dialog_get_type ())

G_DECLARE_FINAL_TYPE (KaiserFriendsDialog, kaiser_friends_dialog, KAISER, FRIENDS_DIALOG, AdwWindow)

GtkWidget *kaiser_friends_dialog_new          (GtkWindow     *parent,
                                               KaiserFriends *friends,
                                               GSettings     *settings,
                                               KaiserLevel    level,
                                               KaiserGame    *current);
void       kaiser_friends_dialog_set_room     (KaiserFriendsDialog *self,
                                               const char          *room);
char      *kaiser_friends_dialog_read_room    (const char          *text,
                                               GError             **error);

G_END_DECLS
