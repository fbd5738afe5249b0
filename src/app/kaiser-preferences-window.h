/* kaiser-preferences-window.h: the Preferences window.
 *
 * Copyright 2026 The Three-Spot developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Page "Game": computer players, card theme, animations.  Page "Rules":
 * the rule set, then one row per option of the rules (made from the option
 * table, kaiser_rules_list_options), every row bound to its GSettings key
 * (kaiser-settings.h).  Contradicting options are shown at the top.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define KAISER_TYPE_PREFERENCES_WINDOW (kaiser_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (KaiserPreferencesWindow, kaiser_preferences_window, KAISER, PREFERENCES_WINDOW, AdwPreferencesWindow)

KaiserPreferencesWindow *kaiser_preferences_window_new (GtkWindow *parent);

G_END_DECLS
