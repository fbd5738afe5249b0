/* kaiser-card-shadow.h: a card's soft shadow on the table, painted in the
 * card's own texture.
 *
 * The table's cards each come with their shadow under them in one
 * texture (kaiser_card_cache_set_shadow): one image a card to draw
 * instead of two, so Mesa's software renderer keeps a few megabytes less
 * for the frames of an animation.  The texture is the card's size plus
 * KAISER_CARD_SHADOW_REACH logical pixels on each side and
 * KAISER_CARD_SHADOW_DROP more below, the card at (REACH, REACH).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "kaiser-card-theme.h"

G_BEGIN_DECLS

/* How far the shadow reaches beyond a card, and how far it falls below,
 * in logical pixels */
#define KAISER_CARD_SHADOW_REACH 5
#define KAISER_CARD_SHADOW_DROP  2

/* The card @element (@width × @height device pixels) with its shadow, at
 * @scale device pixels a logical pixel. */
GdkTexture *kaiser_card_shadow_render (KaiserCardTheme *theme, const char *element, KaiserCardMark mark,
                                       const char *label, int width, int height, int scale, GError **error);
/* Where to draw @texture (a card with its shadow, at @scale) so that its
 * card covers @card, whatever size it was drawn at. */
graphene_rect_t kaiser_card_shadow_bounds (GdkTexture *texture, int scale, const graphene_rect_t *card);

G_END_DECLS
