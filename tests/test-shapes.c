/* test-shapes.c: the table's rounded rectangles as textures
 * (kaiser-shapes.h): filled, outlined inside as a GTK border is, kept
 * once made, and at most KAISER_SHAPES_MAX of them.  No display needed.
 */
#include "config.h"

#include "kaiser-shapes.h"

/* A pixel, premultiplied ARGB as cairo and GDK_MEMORY_DEFAULT have it. */
static guint32
pixel (GdkTexture *texture, int x, int y)
{
  int w = gdk_texture_get_width (texture), h = gdk_texture_get_height (texture);
  g_autofree guint32 *px = g_new (guint32, (gsize) w * h);

  gdk_texture_download (texture, (guchar *) px, (gsize) w * 4);
  return px[y * w + x];
}

static void
test_fill (void)
{
  g_autoptr(KaiserShapes) shapes = kaiser_shapes_new ();
  const GdkRGBA blue = { 0, 0, 1, 1 };
  GdkTexture *pill = kaiser_shapes_get (shapes, 80, 20, 100, 0, &blue);

  g_assert_cmpint (gdk_texture_get_width (pill), ==, 80);
  g_assert_cmpint (gdk_texture_get_height (pill), ==, 20);
  /* inside: the colour; the corners of a pill (radius clamped to half
   * the height): nothing; the middle of each long edge: the colour */
  g_assert_cmphex (pixel (pill, 40, 10), ==, 0xff0000ff);
  g_assert_cmphex (pixel (pill, 0, 0), ==, 0);
  g_assert_cmphex (pixel (pill, 79, 19), ==, 0);
  g_assert_cmphex (pixel (pill, 40, 0), ==, 0xff0000ff);
  g_assert_cmphex (pixel (pill, 2, 10), ==, 0xff0000ff);
}

static void
test_outline (void)
{
  g_autoptr(KaiserShapes) shapes = kaiser_shapes_new ();
  const GdkRGBA white = { 1, 1, 1, 0.5 };
  GdkTexture *ring = kaiser_shapes_get (shapes, 60, 90, 6, 3, &white);

  /* inside the line: empty; the line, 3 px inside the edge: half-white
   * (premultiplied); beyond it: empty; a square corner it is not */
  g_assert_cmphex (pixel (ring, 30, 45), ==, 0);
  for (int i = 0; i < 3; i++)
    {
      g_assert_cmphex (pixel (ring, i, 45) >> 24, ==, 0x80);
      g_assert_cmphex (pixel (ring, 30, 89 - i) >> 24, ==, 0x80);
    }
  g_assert_cmphex (pixel (ring, 3, 45), ==, 0);
  g_assert_cmphex (pixel (ring, 0, 0), ==, 0);
}

/* Made once for a size, corner, line and colour; another of any of them
 * is another texture; past KAISER_SHAPES_MAX the cache starts again. */
static void
test_cache (void)
{
  g_autoptr(KaiserShapes) shapes = kaiser_shapes_new ();
  const GdkRGBA red = { 1, 0, 0, 1 }, redder = { 1, 0, 0, 0.9 };
  GdkTexture *a = kaiser_shapes_get (shapes, 30, 20, 4, 0, &red);

  g_assert_true (kaiser_shapes_get (shapes, 30, 20, 4, 0, &red) == a);
  g_assert_true (kaiser_shapes_get (shapes, 31, 20, 4, 0, &red) != a);
  g_assert_true (kaiser_shapes_get (shapes, 30, 20, 5, 0, &red) != a);
  g_assert_true (kaiser_shapes_get (shapes, 30, 20, 4, 1, &red) != a);
  g_assert_true (kaiser_shapes_get (shapes, 30, 20, 4, 0, &redder) != a);
  g_assert_cmpuint (kaiser_shapes_get_size (shapes), ==, 5);
  for (int w = 1; w <= 2 * KAISER_SHAPES_MAX; w++)
    {
      kaiser_shapes_get (shapes, w, 10, 2, 0, &red);
      g_assert_cmpuint (kaiser_shapes_get_size (shapes), <=, KAISER_SHAPES_MAX);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/shapes/fill", test_fill);
  g_test_add_func ("/kaiser/shapes/outline", test_outline);
  g_test_add_func ("/kaiser/shapes/cache", test_cache);
  return g_test_run ();
}
