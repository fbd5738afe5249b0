/* kaiser-statistics-window.h: the statistics, one group per computer
 * level, and Reset Statistics… after a question.
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "kaiser-game-store.h"
#include "kaiser-statistics.h"

G_BEGIN_DECLS

#define KAISER_TYPE_STATISTICS_WINDOW (kaiser_statistics_window_get_type ())

G_DECLARE_FINAL_TYPE (KaiserStatisticsWindow, kaiser_statistics_window, KAISER, STATISTICS_WINDOW, AdwPreferencesWindow)

/* @store: for the games won, lost and abandoned of all levels; may be NULL */
KaiserStatisticsWindow *kaiser_statistics_window_new (GtkWindow        *parent,
                                                      KaiserStatistics *statistics,
                                                      KaiserGameStore  *store);

G_END_DECLS
