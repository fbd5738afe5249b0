/* test-theme-colours.c: every shipped card theme's suits stay apart for
 * every player (issue 24, "Colour"; docs/card-themes.md, "Colours every
 * player tells apart").
 *
 * Each theme in data/themes is loaded as the game loads it and every
 * card of every pack it draws drawn at the theme's own size (Lost Heir,
 * which draws no pack of the engine yet, through the maps of
 * tests/data/lost-heir-maps.ini: its 44 cards of the four cities); a
 * card's index
 * colour is the colour that covers most of its index corner (its top
 * left, which is all that shows of a card in the hand), the card's face
 * left out.  All the cards of a suit have one index colour, on one face.
 * Two suits of different colours must then stay apart for people with
 * protanopia, deuteranopia or tritanopia (the simulations of Machado,
 * Oliveira & Fernandes 2009 at severity 1.0, kaiser-colour-vision.c) and
 * in greyscale, as well as in normal vision:
 *
 *   - a CIEDE2000 difference of at least MIN_DELTA_E (about 1 is the
 *     smallest difference seen side by side; 10 is another colour at a
 *     glance), and
 *   - a lightness difference (CIELAB L*) of at least MIN_DELTA_L, so that
 *     the suits differ by lightness and not by hue alone, the one cue
 *     left in greyscale and the surest under every deficiency;
 *   - and each index colour keeps a contrast of at least MIN_CONTRAST
 *     with the card's face under every vision (WCAG 2's minimum for large
 *     text and graphics), so that lightness is not bought with pale
 *     indices.
 *
 * Suits of one colour by design (the red hearts and diamonds of a French
 * pack) are told apart by their suit marks, not by colour.  The
 * Preferences gallery's picture of a theme (kaiser-theme-gallery.c)
 * shows a card of every colour the theme gives its suits: the
 * Four-colour theme's four colours, Joffre's four nations.
 *
 * The colour maths is checked first: CIEDE2000 against the test data of
 * Sharma, Wu & Dalal (2005), the simulations on known colours.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "kaiser-card-theme.h"
#include "kaiser-colour-vision.h"
#include "kaiser-test-ui.h"
#include "kaiser-theme-gallery.h"

#define MIN_DELTA_E  10.0
#define MIN_DELTA_L  10.0
#define MIN_CONTRAST 3.0
/* the index corner: the top left of the card */
#define CORNER_W 0.23
#define CORNER_H 0.40

/* ---------------------------------------------------------------------- */
/* The colour maths */

static void
test_ciede2000 (void)
{
  /* pairs of G. Sharma, W. Wu, E. N. Dalal, "The CIEDE2000 Color-Difference
   * Formula: Implementation Notes, Supplementary Test Data, and
   * Mathematical Observations", Color Res. Appl. 30(1), 2005, table 1 */
  static const struct {
    KaiserLab x, y;
    double de;
  } pairs[] = {
    { { 50, 2.6772, -79.7751 }, { 50, 0, -82.7485 }, 2.0425 },
    { { 50, 3.1571, -77.2803 }, { 50, 0, -82.7485 }, 2.8615 },
    { { 50, 2.8361, -74.0200 }, { 50, 0, -82.7485 }, 3.4412 },
    { { 50, 0, 0 }, { 50, -1, 2 }, 2.3669 },
    { { 50, 2.4900, -0.0010 }, { 50, -2.4900, 0.0009 }, 7.1792 },
    { { 50, 2.5, 0 }, { 73, 25, -18 }, 27.1492 },
    { { 50, 2.5, 0 }, { 61, -5, 29 }, 22.8977 },
    { { 50, 2.5, 0 }, { 56, -27, -3 }, 31.9030 },
    { { 50, 2.5, 0 }, { 58, 24, 15 }, 19.4535 },
    { { 60.2574, -34.0099, 36.2677 }, { 60.4626, -34.1751, 39.4387 }, 1.2644 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      g_assert_cmpfloat_with_epsilon (kaiser_colour_ciede2000 (pairs[i].x, pairs[i].y), pairs[i].de, 1e-4);
      g_assert_cmpfloat_with_epsilon (kaiser_colour_ciede2000 (pairs[i].y, pairs[i].x), pairs[i].de, 1e-4);
    }
}

static void
test_simulate (void)
{
  KaiserLinearRgb white = { 1, 1, 1 }, black = { 0, 0, 0 }, red = { 1, 0, 0 }, green = { 0, 1, 0 };
  KaiserLinearRgb c;
  KaiserLab lab;
  uint8_t rgb[3];

  /* white is L* 100, no hue; sRGB round-trips */
  lab = kaiser_colour_to_lab (white);
  g_assert_cmpfloat_with_epsilon (lab.l, 100, 1e-3);
  g_assert_cmpfloat_with_epsilon (lab.a, 0, 1e-3);
  g_assert_cmpfloat_with_epsilon (lab.b, 0, 1e-3);
  kaiser_colour_to_srgb8 (kaiser_colour_from_srgb8 (0xc0, 0x1c, 0x28), rgb);
  g_assert_cmpint (rgb[0], ==, 0xc0);
  g_assert_cmpint (rgb[1], ==, 0x1c);
  g_assert_cmpint (rgb[2], ==, 0x28);
  /* pure sRGB red is L* 53.24, a* 80.09, b* 67.20 */
  lab = kaiser_colour_to_lab (red);
  g_assert_cmpfloat_with_epsilon (lab.l, 53.24, 0.01);
  g_assert_cmpfloat_with_epsilon (lab.a, 80.09, 0.01);
  g_assert_cmpfloat_with_epsilon (lab.b, 67.20, 0.01);
  for (int v = 0; v < KAISER_N_VISIONS; v++)
    {
      /* white and black stay (each matrix row sums to 1) */
      c = kaiser_colour_simulate (white, v);
      g_assert_cmpfloat_with_epsilon (c.r + c.g + c.b, 3, 1e-5);
      c = kaiser_colour_simulate (black, v);
      g_assert_cmpfloat (c.r + c.g + c.b, ==, 0);
      g_assert_cmpint (kaiser_vision_from_name (kaiser_vision_get_name (v)), ==, v);
    }
  /* Machado's protanopia: red is the first column, darker */
  c = kaiser_colour_simulate (red, KAISER_VISION_PROTANOPIA);
  g_assert_cmpfloat_with_epsilon (c.r, 0.152286, 1e-6);
  g_assert_cmpfloat_with_epsilon (c.g, 0.114503, 1e-6);
  g_assert_cmpfloat (c.b, ==, 0);
  /* red and green, far apart in normal vision, come close without the L
   * or M cones, not without the S cones */
  g_assert_cmpfloat (kaiser_colour_ciede2000 (kaiser_colour_to_lab (red), kaiser_colour_to_lab (green)), >, 80);
  g_assert_cmpfloat (kaiser_colour_ciede2000 (kaiser_colour_to_lab (kaiser_colour_simulate (red, KAISER_VISION_DEUTERANOPIA)),
                                              kaiser_colour_to_lab (kaiser_colour_simulate (green, KAISER_VISION_DEUTERANOPIA))),
                     <, 25);
  g_assert_cmpfloat (kaiser_colour_ciede2000 (kaiser_colour_to_lab (kaiser_colour_simulate (red, KAISER_VISION_TRITANOPIA)),
                                              kaiser_colour_to_lab (kaiser_colour_simulate (green, KAISER_VISION_TRITANOPIA))),
                     >, 60);
  /* greyscale is the luminance */
  c = kaiser_colour_simulate (red, KAISER_VISION_GREYSCALE);
  g_assert_cmpfloat_with_epsilon (c.g, 0.2126729, 1e-7);
  g_assert_cmpint (kaiser_vision_from_name ("deutan"), ==, KAISER_VISION_DEUTERANOPIA);
  g_assert_cmpint (kaiser_vision_from_name ("purple"), ==, -1);
  /* WCAG contrast: black on white 21:1 */
  g_assert_cmpfloat_with_epsilon (kaiser_colour_contrast (white, black), 21, 1e-3);
}

/* ---------------------------------------------------------------------- */
/* The themes' index colours */

typedef struct {
  char            *id;
  KaiserCardTheme *theme;
  GHashTable      *suits;              /* element → its suit + 1 */
  guint32          face;               /* 0xRRGGBB of the card's face */
  guint32          index[KAISER_N_SUITS];   /* the index colour of most of the suit's cards */
  char            *index_card[KAISER_N_SUITS];   /* one of them */
  GString         *odd;                /* the cards whose face or index is not their suit's */
} ThemeColours;

static void
theme_colours_free (ThemeColours *t)
{
  g_free (t->id);
  g_clear_object (&t->theme);
  g_clear_pointer (&t->suits, g_hash_table_unref);
  for (int s = 0; s < KAISER_N_SUITS; s++)
    g_free (t->index_card[s]);
  g_string_free (t->odd, TRUE);
  g_free (t);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ThemeColours, theme_colours_free)

/* The most common value of a histogram (value → count), and its count. */
static guint32
most_common (GHashTable *counts, guint *count)
{
  GHashTableIter iter;
  gpointer key, value;
  guint32 best = 0;

  *count = 0;
  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (GPOINTER_TO_UINT (value) > *count || (GPOINTER_TO_UINT (value) == *count && GPOINTER_TO_UINT (key) < best))
      {
        best = GPOINTER_TO_UINT (key);
        *count = GPOINTER_TO_UINT (value);
      }
  return best;
}

static void
count (GHashTable *counts, guint32 rgb)
{
  gpointer key = GUINT_TO_POINTER (rgb);

  g_hash_table_insert (counts, key, GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, key)) + 1));
}

/* @element drawn at the theme's size: the colour of its face (the most
 * common opaque colour) and of its index (the most common opaque colour
 * of the corner that is not the face), as 0xRRGGBB. */
static void
read_card (KaiserCardTheme *theme, const char *element, guint32 *face, guint32 *index)
{
  int w = 240, h = (int) (w / kaiser_card_theme_get_aspect (theme) + 0.5);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) all = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) corner = g_hash_table_new (NULL, NULL);
  int stride = cairo_image_surface_get_stride (surface);
  const guchar *data;
  guint n;

  g_assert_true (kaiser_card_theme_render_to_cairo (theme, cr, element, KAISER_CARD_MARK_NONE, NULL, w, h, &error));
  g_assert_no_error (error);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 px = ((const guint32 *) (data + (gsize) y * stride))[x];

        if (px >> 24 != 0xff)
          continue;
        count (all, px & 0xffffff);
        if (x < w * CORNER_W && y < h * CORNER_H)
          count (corner, px & 0xffffff);
      }
  cairo_surface_destroy (surface);
  *face = most_common (all, &n);
  g_hash_table_remove (corner, GUINT_TO_POINTER (*face));
  *index = most_common (corner, &n);
  g_assert_cmpuint (n, >, 0);
}

/* The theme @id, every card of every pack read: each suit's index
 * colour is the one of most of its cards; the others are listed in odd. */
static ThemeColours *
read_theme (const char *id)
{
  ThemeColours *t = g_new0 (ThemeColours, 1);
  g_autofree char *path = kaiser_test_shipped_theme_path (id);
  g_autoptr(GError) error = NULL;
  const KaiserOption *pack = kaiser_rules_find_option ("pack");
  g_autoptr(GHashTable) faces = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) cards = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  GHashTable *indices[KAISER_N_SUITS];
  GHashTableIter iter;
  gpointer key, value;
  guint n;

  t->id = g_strdup (id);
  t->odd = g_string_new (NULL);
  t->theme = kaiser_card_theme_new_from_file (path, &error);
  g_assert_no_error (error);
  t->suits = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (int s = 0; s < KAISER_N_SUITS; s++)
    indices[s] = g_hash_table_new (NULL, NULL);
  for (guint p = 0; pack->values[p]; p++)
    {
      KaiserRules rules;
      KaiserCard card;

      if (!kaiser_card_theme_draws_pack (t->theme, pack->values[p]))
        continue;
      kaiser_rules_init_standard (&rules);
      g_assert_true (kaiser_rules_set (&rules, "pack", pack->values[p], NULL));
      /* the suits' cards: Lost Heir's four outside them have no suit colour */
      KAISER_CARDS_FOREACH (card, kaiser_deck_cards (&rules.deck) & ~rules.deck.outside)
        {
          char name[8];
          const char *element;
          KaiserSuit suit = kaiser_card_suit (card);
          guint32 *colours = g_new (guint32, 2);

          kaiser_deck_card_to_string (&rules.deck, card, name);
          element = kaiser_card_theme_lookup (t->theme, pack->values[p], name);
          if (g_hash_table_contains (t->suits, element))
            {
              /* an element stands for cards of one suit */
              g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (t->suits, element)), ==, suit + 1);
              g_free (colours);
              continue;
            }
          g_hash_table_insert (t->suits, g_strdup (element), GUINT_TO_POINTER (suit + 1));
          read_card (t->theme, element, &colours[0], &colours[1]);
          g_hash_table_insert (cards, (gpointer) g_intern_string (element), colours);
          count (faces, colours[0]);
          count (indices[suit], colours[1]);
        }
    }
  t->face = most_common (faces, &n);
  for (int s = 0; s < KAISER_N_SUITS; s++)
    {
      t->index[s] = most_common (indices[s], &n);
      g_assert_cmpuint (n, >, 0);
      g_hash_table_unref (indices[s]);
    }
  g_hash_table_iter_init (&iter, cards);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      guint suit = GPOINTER_TO_UINT (g_hash_table_lookup (t->suits, key)) - 1;
      const guint32 *colours = value;

      if (t->index_card[suit] == NULL && colours[1] == t->index[suit])
        t->index_card[suit] = g_strdup (key);
      if (colours[0] != t->face || colours[1] != t->index[suit])
        g_string_append_printf (t->odd, "\n  %s: the card %s has the face #%06x and the index colour #%06x, "
                                "most of its suit #%06x and #%06x", id, (const char *) key, colours[0], colours[1],
                                t->face, t->index[suit]);
    }
  return t;
}

static KaiserLinearRgb
linear_of (guint32 rgb)
{
  return kaiser_colour_from_srgb8 (rgb >> 16, (rgb >> 8) & 0xff, rgb & 0xff);
}

/* Whether two suits have one colour by design (a French pack's red
 * hearts and diamonds): the same, or not told apart even side by side. */
static gboolean
same_colour (guint32 a, guint32 b)
{
  return kaiser_colour_ciede2000 (kaiser_colour_to_lab (linear_of (a)), kaiser_colour_to_lab (linear_of (b))) < 1;
}

/* The suits' index colours under every vision: every pair of suits of
 * different colours at least MIN_DELTA_E and MIN_DELTA_L apart, every
 * index at least MIN_CONTRAST from the face.  All failures are listed,
 * then the test fails. */
static void
test_index_colours (gconstpointer data)
{
  g_autoptr(ThemeColours) t = read_theme (data);
  g_autoptr(GString) failures = g_string_new (t->odd->str);

  g_test_message ("%s: face #%06x; index colours: clubs #%06x (%s), diamonds #%06x (%s), hearts #%06x (%s), "
                  "spades #%06x (%s)", t->id, t->face, t->index[0], t->index_card[0], t->index[1], t->index_card[1],
                  t->index[2], t->index_card[2], t->index[3], t->index_card[3]);
  for (int v = 0; v < KAISER_N_VISIONS; v++)
    {
      KaiserLinearRgb face = kaiser_colour_simulate (linear_of (t->face), v);
      KaiserLab lab[KAISER_N_SUITS];
      g_autoptr(GString) line = g_string_new (NULL);

      for (int s = 0; s < KAISER_N_SUITS; s++)
        {
          KaiserLinearRgb c = kaiser_colour_simulate (linear_of (t->index[s]), v);
          double contrast = kaiser_colour_contrast (c, face);

          lab[s] = kaiser_colour_to_lab (c);
          g_string_append_printf (line, " %c L*%.1f", kaiser_suit_letter (s), lab[s].l);
          if (contrast < MIN_CONTRAST)
            g_string_append_printf (failures, "\n  %s, %s: the %c index #%06x has a contrast of %.2f with the face, "
                                    "under %.1f", t->id, kaiser_vision_get_name (v), kaiser_suit_letter (s),
                                    t->index[s], contrast, MIN_CONTRAST);
        }
      g_string_append (line, " |");
      for (int a = 0; a < KAISER_N_SUITS; a++)
        for (int b = a + 1; b < KAISER_N_SUITS; b++)
          {
            double de, dl;

            if (same_colour (t->index[a], t->index[b]))
              continue;
            de = kaiser_colour_ciede2000 (lab[a], lab[b]);
            dl = fabs (lab[a].l - lab[b].l);
            g_string_append_printf (line, " %c%c dE00 %.1f dL* %.1f;", kaiser_suit_letter (a), kaiser_suit_letter (b),
                                    de, dl);
            if (de < MIN_DELTA_E || dl < MIN_DELTA_L)
              g_string_append_printf (failures, "\n  %s, %s: %c #%06x and %c #%06x are dE00 %.1f (at least %.0f), "
                                      "dL* %.1f (at least %.0f) apart", t->id, kaiser_vision_get_name (v),
                                      kaiser_suit_letter (a), t->index[a], kaiser_suit_letter (b), t->index[b], de,
                                      MIN_DELTA_E, dl, MIN_DELTA_L);
          }
      g_test_message ("%s, %s:%s", t->id, kaiser_vision_get_name (v), line->str);
    }
  if (failures->len)
    g_test_fail_printf ("%s: suits too close in colour:%s", t->id, failures->str);
}

/* The gallery's picture of the theme shows a card of each of its suits'
 * colours: what sets a theme apart from Standard.  A theme whose +5 and
 * −3 cards are of no suit (Lost Heir's Heir and Wrong Boy) has room for
 * two suits only in its four cards: each card of a suit it shows is then
 * of a colour of its own. */
static void
test_gallery_colours (gconstpointer data)
{
  g_autoptr(ThemeColours) t = read_theme (data);
  const char * const *elements, * const *badges;
  guint n = kaiser_theme_gallery_preview_elements (t->theme, &elements, &badges);
  g_autoptr(GString) shown = g_string_new (NULL);
  g_autoptr(GString) missing = g_string_new (NULL);

  gboolean suitless = FALSE;

  for (guint i = 0; i < n; i++)
    {
      g_string_append_printf (shown, "%s%s", i ? ", " : "", elements[i]);
      suitless |= !g_hash_table_contains (t->suits, elements[i]);
    }
  if (suitless)
    {
      for (guint i = 0; i < n; i++)
        for (guint j = i + 1; j < n; j++)
          {
            guint a = GPOINTER_TO_UINT (g_hash_table_lookup (t->suits, elements[i]));
            guint b = GPOINTER_TO_UINT (g_hash_table_lookup (t->suits, elements[j]));

            if (a != 0 && b != 0 && same_colour (t->index[a - 1], t->index[b - 1]))
              g_test_fail_printf ("%s: the gallery shows %s: %s and %s of one colour", t->id, shown->str,
                                  elements[i], elements[j]);
          }
      return;
    }
  for (int s = 0; s < KAISER_N_SUITS; s++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < n && !found; i++)
        {
          guint suit = GPOINTER_TO_UINT (g_hash_table_lookup (t->suits, elements[i]));

          /* a preview card of this suit's colour (an element of no pack's card shows no suit) */
          found = suit != 0 && same_colour (t->index[suit - 1], t->index[s]);
        }
      if (!found)
        g_string_append_printf (missing, " %c (#%06x)", kaiser_suit_letter (s), t->index[s]);
    }
  if (missing->len)
    g_test_fail_printf ("%s: the gallery shows %s: no card of the colour of%s", t->id, shown->str, missing->str);
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

int
main (int argc, char *argv[])
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/theme-colours/ciede2000", test_ciede2000);
  g_test_add_func ("/kaiser/theme-colours/simulate", test_simulate);

  /* every shipped theme: each folder of data/themes */
  dir = g_dir_open (SOURCE_THEMEDIR, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (ids, g_strdup (name));
  g_ptr_array_sort (ids, compare_names);
  g_assert_cmpuint (ids->len, >=, 5);
  for (guint i = 0; i < ids->len; i++)
    {
      const char *id = g_intern_string (g_ptr_array_index (ids, i));
      g_autofree char *index = g_strdup_printf ("/kaiser/theme-colours/%s/index", id);
      g_autofree char *gallery = g_strdup_printf ("/kaiser/theme-colours/%s/gallery", id);

      g_test_add_data_func (index, id, test_index_colours);
      g_test_add_data_func (gallery, id, test_gallery_colours);
    }
  return g_test_run ();
}
