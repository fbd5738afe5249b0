/* kaiser-new-game.h
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "kaiser-game-store.h"
#include "kaiser-level.h"
#include "kaiser-session.h"

G_BEGIN_DECLS

#define KAISER_TYPE_NEW_GAME (kaiser_new_game_get_type ())

G_DECLARE_FINAL_TYPE (KaiserNewGame, kaiser_new_game, KAISER, NEW_GAME, GObject)

KaiserNewGame *kaiser_new_game_new           (GtkWindow       *parent,
                                              AdwToastOverlay *toasts,
                                              GSettings       *settings,
                                              KaiserGameStore *store,
                                              KaiserSession   *session);
KaiserLevel    kaiser_new_game_get_level     (KaiserNewGame   *self);
gboolean       kaiser_new_game_resume        (KaiserNewGame   *self);
void           kaiser_new_game_start         (KaiserNewGame   *self);
void           kaiser_new_game_ask           (KaiserNewGame   *self);
void           kaiser_new_game_take_back     (KaiserNewGame   *self);
gboolean       kaiser_new_game_has_discarded (KaiserNewGame   *self);

G_END_DECLS
