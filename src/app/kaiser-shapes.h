/* kaiser-shapes.h: rounded rectangles, filled or outlined, as textures.
 *
 * The table's name plates, call bubbles, badges and the marks on cards
 * (dimmed, playable, focused, hinted) are rounded rectangles.  Drawn as
 * border nodes they cost GTK's GL renderer a shader of their own: under
 * a software GL (llvmpipe) that was 1.3 MB of the window's start-up peak
 * (build-aux/measure-startup.sh).  As textures they are drawn by the same
 * shader as the cards, each drawn once with cairo for its size, corner
 * and colour and kept.
 *
 * Sizes are in device pixels.  A line width of 0 fills the shape; else
 * the outline lies inside it, as a GTK border does (outer corner radius
 * @radius, inner @radius - @line).  The cache keeps at most
 * KAISER_SHAPES_MAX textures: past that it starts again.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define KAISER_SHAPES_MAX 64

typedef struct _KaiserShapes KaiserShapes;

KaiserShapes *kaiser_shapes_new     (void);
void          kaiser_shapes_free    (KaiserShapes  *shapes);
GdkTexture   *kaiser_shapes_get     (KaiserShapes  *shapes,
                                     int            width,
                                     int            height,
                                     double         radius,
                                     double         line,
                                     const GdkRGBA *colour);
guint         kaiser_shapes_get_size (KaiserShapes *shapes);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KaiserShapes, kaiser_shapes_free)

G_END_DECLS
