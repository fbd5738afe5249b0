/* kaiser-panel.h
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "kaiser-engine.h"

G_BEGIN_DECLS

#define KAISER_TYPE_PANEL (kaiser_panel_get_type ())

G_DECLARE_FINAL_TYPE (KaiserPanel, kaiser_panel, KAISER, PANEL, GtkWidget)

void        kaiser_panel_set_rules          (KaiserPanel           *self,
                                             const KaiserRules     *rules);
void        kaiser_panel_say                (KaiserPanel           *self,
                                             const char            *markup);
void        kaiser_panel_clear              (KaiserPanel           *self);
KaiserCards kaiser_panel_show_turn          (KaiserPanel           *self,
                                             const KaiserState     *st,
                                             KaiserSeat             seat,
                                             const KaiserCardNames *names,
                                             gboolean               can_claim);
void        kaiser_panel_show_hint          (KaiserPanel           *self,
                                             const char            *text,
                                             const KaiserAction    *action);
GtkWidget  *kaiser_panel_get_default_choice (KaiserPanel           *self);
gboolean    kaiser_panel_holds_choice       (KaiserPanel           *self,
                                             GtkWidget             *widget);

gboolean    kaiser_panel_bid_for_key        (KaiserPanel           *self,
                                             const KaiserState     *st,
                                             KaiserSeat             seat,
                                             guint                  keyval,
                                             GdkModifierType        state);

G_END_DECLS
