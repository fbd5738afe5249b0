/* kaiser-card-theme-private.h: a theme's theme.ini read from a buffer,
 * without its SVG, for tests/fuzz only. */
#pragma once

#include "kaiser-card-theme.h"

G_BEGIN_DECLS

/* A theme with only what theme.ini gives (names, packs, preview list),
 * read from data as kaiser_card_theme_new_from_file reads theme.ini;
 * NULL and the error where that would fail.  No SVG: not for drawing. */
KaiserCardTheme *kaiser_card_theme_new_for_ini_data (const char *id, const char *data, gsize length, GError **error);

G_END_DECLS
