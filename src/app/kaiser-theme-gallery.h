/* kaiser-theme-gallery.h: the card themes as a gallery.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One tile per theme found (kaiser_card_theme_list): a few of its cards
 * drawn as they look (its Preview= cards, the third and fourth with the
 * +5 and −3 badges), its name and description.  Each theme is read and
 * its picture drawn in a worker thread when the gallery is first shown,
 * so a slow or broken theme never holds up the window; a broken one is
 * shown as unavailable with the reason and cannot be chosen.  Choosing a
 * tile (click, Enter or Space) sets the "card-theme" key of the settings
 * given; the tile of the key's theme is marked chosen, also a theme no
 * longer found (shown as such).
 */
#pragma once

#include <gtk/gtk.h>

#include "kaiser-card-theme.h"

G_BEGIN_DECLS

#define KAISER_TYPE_THEME_GALLERY (kaiser_theme_gallery_get_type ())
G_DECLARE_FINAL_TYPE (KaiserThemeGallery, kaiser_theme_gallery, KAISER, THEME_GALLERY, GtkWidget)

GtkWidget  *kaiser_theme_gallery_new (GSettings *settings);
/* The tile of a theme (for tests), or NULL. */
GtkWidget  *kaiser_theme_gallery_get_tile (KaiserThemeGallery *self, const char *id);
/* Whether every tile's picture or problem is known (for tests). */
gboolean    kaiser_theme_gallery_get_loaded (KaiserThemeGallery *self);
/* The reason a theme cannot be used, once known; NULL if it can. */
const char *kaiser_theme_gallery_get_problem (KaiserThemeGallery *self, const char *id);
/* The elements a theme's tile shows, in order: the first of its preview. */
guint       kaiser_theme_gallery_preview_elements (KaiserCardTheme *theme, const char * const **elements,
                                                   const char * const **badges);

G_END_DECLS
