/* kaiser-session.h
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "kaiser-advice.h"
#include "kaiser-claim.h"
#include "kaiser-level.h"
#include "kaiser-occupant.h"

G_BEGIN_DECLS

#define KAISER_TYPE_SESSION (kaiser_session_get_type ())

G_DECLARE_FINAL_TYPE (KaiserSession, kaiser_session, KAISER, SESSION, GObject)

KaiserSession  *kaiser_session_new            (void);

void            kaiser_session_set_game       (KaiserSession      *self,
                                               KaiserGame         *game,
                                               KaiserSeat          here,
                                               KaiserLevel         level);
void            kaiser_session_set_guest_game (KaiserSession      *self,
                                               KaiserGame         *game,
                                               KaiserSeat          here);
gboolean        kaiser_session_is_guest       (KaiserSession      *self);
void            kaiser_session_update         (KaiserSession      *self);
void            kaiser_session_set_waiting    (KaiserSession      *self,
                                               gboolean            waiting);
KaiserGame     *kaiser_session_get_game       (KaiserSession      *self);
KaiserGame     *kaiser_session_get_real_game  (KaiserSession      *self);
KaiserSeat      kaiser_session_get_here       (KaiserSession      *self);
KaiserLevel     kaiser_session_get_level      (KaiserSession      *self);
guint           kaiser_session_get_generation (KaiserSession      *self);
void            kaiser_session_seat           (KaiserSession      *self,
                                               KaiserSeat          seat,
                                               KaiserOccupant     *occupant);
KaiserOccupant *kaiser_session_get_occupant   (KaiserSession      *self,
                                               KaiserSeat          seat);
KaiserSeat      kaiser_session_get_thinking   (KaiserSession      *self);

gboolean        kaiser_session_play           (KaiserSession      *self,
                                               const KaiserAction *action,
                                               GError            **error);
gboolean        kaiser_session_can_claim      (KaiserSession      *self);
gboolean        kaiser_session_claim          (KaiserSession      *self,
                                               GError            **error);
gboolean        kaiser_session_next_hand      (KaiserSession      *self);

gboolean        kaiser_session_can_undo       (KaiserSession      *self);
gboolean        kaiser_session_undo           (KaiserSession      *self,
                                               KaiserLevel         level,
                                               GError            **error);
gboolean        kaiser_session_can_redo       (KaiserSession      *self);
gboolean        kaiser_session_redo           (KaiserSession      *self,
                                               KaiserLevel         level,
                                               GError            **error);

void            kaiser_session_begin_practice (KaiserSession      *self,
                                               KaiserGame         *game);
gboolean        kaiser_session_end_practice   (KaiserSession      *self);
void            kaiser_session_forget_practice (KaiserSession     *self);
gboolean        kaiser_session_is_practice    (KaiserSession      *self);

void            kaiser_session_set_held       (KaiserSession      *self,
                                               gboolean            held);
void            kaiser_session_set_pause      (KaiserSession      *self,
                                               guint               pause_ms);
gboolean        kaiser_session_hurry          (KaiserSession      *self);

void            kaiser_session_ask_hint       (KaiserSession      *self);
const KaiserAdvice *kaiser_session_get_hint   (KaiserSession      *self);

G_END_DECLS
