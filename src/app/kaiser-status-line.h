/* kaiser-status-line.h
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "kaiser-engine.h"

G_BEGIN_DECLS

#define KAISER_TYPE_STATUS_LINE (kaiser_status_line_get_type ())

G_DECLARE_FINAL_TYPE (KaiserStatusLine, kaiser_status_line, KAISER, STATUS_LINE, GtkWidget)

void     kaiser_status_line_show           (KaiserStatusLine      *self,
                                            const KaiserState     *st,
                                            KaiserSeat             you,
                                            const KaiserCardNames *names);
gboolean kaiser_status_line_get_last_trick (KaiserStatusLine      *self);
void     kaiser_status_line_set_last_trick (KaiserStatusLine      *self,
                                            gboolean               shown);

G_END_DECLS
