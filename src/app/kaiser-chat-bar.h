/* kaiser-chat-bar.h
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define KAISER_TYPE_CHAT_BAR (kaiser_chat_bar_get_type ())

G_DECLARE_FINAL_TYPE (KaiserChatBar, kaiser_chat_bar, KAISER, CHAT_BAR, GtkWidget)

GtkWidget *kaiser_chat_bar_new      (void);
void       kaiser_chat_bar_add_line (KaiserChatBar *self,
                                     const char    *name,
                                     const char    *text);
void       kaiser_chat_bar_set_open (KaiserChatBar *self,
                                     gboolean       open);
gboolean   kaiser_chat_bar_get_open (KaiserChatBar *self);
char      *kaiser_chat_bar_get_last (KaiserChatBar *self);

G_END_DECLS
