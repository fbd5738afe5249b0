/* kaiser-card-theme-private.h: a theme's theme.ini read from a buffer,
 * without its SVG, and the limit of a card's time set, for tests/fuzz
 * only. */
#pragma once

#include "kaiser-card-theme.h"

G_BEGIN_DECLS

/* A theme with only what theme.ini gives (names, packs, preview list),
 * read from data as kaiser_card_theme_new_from_file reads theme.ini;
 * NULL and the error where that would fail.  No SVG: not for drawing. */
KaiserCardTheme *kaiser_card_theme_new_for_ini_data (const char *id, const char *data, gsize length, GError **error);
/* The limit of kaiser_card_theme_get_max_draw_ms, in milliseconds, set by
 * a test (any thread reads it); 0: back to the usual. */
void             kaiser_card_theme_set_max_draw_ms (guint ms);

G_END_DECLS
