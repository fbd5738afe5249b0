/* kaiser-shapes.c: rounded rectangles as textures (kaiser-shapes.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "kaiser-shapes"

#include "config.h"

#include "kaiser-card-theme.h"
#include "kaiser-shapes.h"

struct _KaiserShapes
{
  GHashTable *textures;   /* key (shape_key) → GdkTexture */
};

KaiserShapes *
kaiser_shapes_new (void)
{
  KaiserShapes *self = g_new0 (KaiserShapes, 1);

  self->textures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  return self;
}

void
kaiser_shapes_free (KaiserShapes *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->textures);
  g_free (self);
}

guint
kaiser_shapes_get_size (KaiserShapes *self)
{
  return g_hash_table_size (self->textures);
}

static void
rounded_path (cairo_t *cr, double x0, double y0, double x1, double y1, double r)
{
  r = CLAMP (r, 0, MIN (x1 - x0, y1 - y0) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x1 - r, y0 + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x1 - r, y1 - r, r, 0, G_PI / 2);
  cairo_arc (cr, x0 + r, y1 - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x0 + r, y0 + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static GdkTexture *
render (int w, int h, double radius, double line, const GdkRGBA *colour)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, colour->alpha);
  if (line > 0)
    {
      double half = MIN (line, MIN (w, h) / 2.0) / 2;

      rounded_path (cr, half, half, w - half, h - half, radius - half);
      cairo_set_line_width (cr, 2 * half);
      cairo_stroke (cr);
    }
  else
    {
      rounded_path (cr, 0, 0, w, h, radius);
      cairo_fill (cr);
    }
  cairo_destroy (cr);
  return kaiser_card_theme_texture_from_surface (surface);
}

GdkTexture *
kaiser_shapes_get (KaiserShapes *self, int width, int height, double radius, double line, const GdkRGBA *colour)
{
  g_autofree char *key = NULL;
  GdkTexture *texture;

  g_return_val_if_fail (self != NULL && colour != NULL, NULL);
  g_return_val_if_fail (width > 0 && height > 0, NULL);

  /* a hundredth of a pixel and a thousandth of a colour channel tell shapes apart */
  key = g_strdup_printf ("%d %d %.2f %.2f %.3f %.3f %.3f %.3f", width, height, MAX (radius, 0), MAX (line, 0),
                         colour->red, colour->green, colour->blue, colour->alpha);
  texture = g_hash_table_lookup (self->textures, key);
  if (texture)
    return texture;
  if (g_hash_table_size (self->textures) >= KAISER_SHAPES_MAX)
    g_hash_table_remove_all (self->textures);
  texture = render (width, height, radius, line, colour);
  g_hash_table_insert (self->textures, g_steal_pointer (&key), texture);
  return texture;
}
