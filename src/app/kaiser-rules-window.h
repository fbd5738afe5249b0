/* kaiser-rules-window.h
 *
 * Copyright 2026 The Three-Spot developers
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 *
 * This program is distributed in the hope that it will be useful,
 * but WITHOUT ANY WARRANTY; without even the implied warranty of
 * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
 * GNU General Public License for more details.
 *
 * You should have received a copy of the GNU General Public License
 * along with this program.  If not, see <https://www.gnu.org/licenses/>.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "kaiser-engine.h"

G_BEGIN_DECLS

#define KAISER_TYPE_RULES_WINDOW (kaiser_rules_window_get_type ())

G_DECLARE_FINAL_TYPE (KaiserRulesWindow, kaiser_rules_window, KAISER, RULES_WINDOW, AdwWindow)

/* How to play Kaiser, and the options of @rules (the game on the table);
 * @names: what the card theme calls the cards (NULL: the usual names). */
KaiserRulesWindow *kaiser_rules_window_new       (GtkWindow             *parent,
                                                  const KaiserRules     *rules,
                                                  const KaiserCardNames *names);
/* Shows the options of another game. */
void               kaiser_rules_window_set_rules (KaiserRulesWindow     *self,
                                                  const KaiserRules     *rules,
                                                  const KaiserCardNames *names);

G_END_DECLS
