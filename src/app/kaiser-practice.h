/* kaiser-practice.h: a practice deal beside the game.
 *
 * Replay This Deal and Play a Deal from a Number put a practice game on
 * the table; the real game is kept aside by the session, in memory, and
 * in the autosave as it stood (a practice game is not autosaved, nor
 * counted in the statistics).  The header bar says "Practice deal —
 * not counted" and offers Back to the Game (win.back-to-game).
 *
 * Also the hand summary's line under its button (the deal's number, to
 * share, and Replay This Deal or Back to the Game), and the question of
 * Play a Deal from a Number….
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "kaiser-engine.h"
#include "kaiser-session.h"

G_BEGIN_DECLS

#define KAISER_TYPE_PRACTICE (kaiser_practice_get_type ())

G_DECLARE_FINAL_TYPE (KaiserPractice, kaiser_practice, KAISER, PRACTICE, GObject)

/* Shows its title and button in @header_bar while @session has a
 * practice deal on (the session keeps the game aside). */
KaiserPractice *kaiser_practice_new       (AdwHeaderBar   *header_bar,
                                           KaiserSession  *session);

/* The line under the hand summary's button for hand @hand_index of
 * @game: "Deal number …" (selectable) and Replay This Deal, or Back to
 * the Game in a practice. */
GtkWidget      *kaiser_practice_summary_extra (KaiserPractice *self,
                                               KaiserGame     *game,
                                               guint           hand_index);

gboolean        kaiser_practice_replay      (KaiserPractice *self,
                                             KaiserGame     *from,
                                             guint           hand_index,
                                             GError        **error);
void            kaiser_practice_play_number (KaiserPractice *self,
                                             GtkWindow      *parent);

typedef void (*KaiserPracticeNumberFunc) (KaiserGame *game, gpointer data);

/* Play a Deal from a Number…: asks for the number over @parent; @func
 * gets the new game of that deal under @rules. */
GtkWindow      *kaiser_practice_ask_number (GtkWindow                *parent,
                                            const KaiserRules        *rules,
                                            KaiserPracticeNumberFunc  func,
                                            gpointer                  data,
                                            GDestroyNotify            destroy);

G_END_DECLS
