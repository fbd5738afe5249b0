/* kaiser-card-shadow.c: a card's soft shadow, painted in its texture.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "kaiser-card-shadow"

#include "config.h"

#include "kaiser-card-shadow.h"

/* Rounded rectangles growing and fading, from the card's outline to
 * @pad device pixels beyond it, @drop below the card at (pad, pad). */
static void
paint_shadow (cairo_t *cr, int cw, int ch, int pad, int drop)
{
  for (int i = pad; i >= 0; i--)
    {
      double x = pad - i, y = pad - i + drop, rw = cw + 2 * i, rh = ch + 2 * i;
      double r = cw * 0.06 + i;

      cairo_new_sub_path (cr);
      cairo_arc (cr, x + rw - r, y + r, r, -G_PI / 2, 0);
      cairo_arc (cr, x + rw - r, y + rh - r, r, 0, G_PI / 2);
      cairo_arc (cr, x + r, y + rh - r, r, G_PI / 2, G_PI);
      cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
      cairo_close_path (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.30 / (pad + 1) * 1.6);
      cairo_fill (cr);
    }
}

GdkTexture *
kaiser_card_shadow_render (KaiserCardTheme *theme, const char *element, KaiserCardMark mark, const char *label,
                           int width, int height, int scale, GError **error)
{
  int pad = KAISER_CARD_SHADOW_REACH * scale, drop = KAISER_CARD_SHADOW_DROP * scale;
  cairo_surface_t *surface;
  cairo_t *cr;
  gboolean ok;

  g_return_val_if_fail (width > 0 && height > 0 && scale > 0, NULL);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width + 2 * pad, height + 2 * pad + drop);
  cr = cairo_create (surface);
  paint_shadow (cr, width, height, pad, drop);
  /* the card over its shadow: the same pixels as the shadow drawn on the
   * table first and the card over it; clipped to its own size, as in a
   * texture of the card alone (a theme's outline may stray beyond) */
  cairo_translate (cr, pad, pad);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip (cr);
  ok = kaiser_card_theme_render_to_cairo (theme, cr, element, mark, label, width, height, error);
  cairo_destroy (cr);
  if (!ok)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }
  return kaiser_card_theme_texture_from_surface (surface);
}

graphene_rect_t
kaiser_card_shadow_bounds (GdkTexture *texture, int scale, const graphene_rect_t *card)
{
  float pad = KAISER_CARD_SHADOW_REACH * scale, drop = KAISER_CARD_SHADOW_DROP * scale;
  float tw = gdk_texture_get_width (texture), th = gdk_texture_get_height (texture);
  /* logical pixels a texture pixel: 1 / scale at the size it was drawn for */
  float kx = card->size.width / MAX (tw - 2 * pad, 1), ky = card->size.height / MAX (th - 2 * pad - drop, 1);

  return GRAPHENE_RECT_INIT (card->origin.x - pad * kx, card->origin.y - pad * ky, tw * kx, th * ky);
}
