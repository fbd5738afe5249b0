/* test-card-theme.c: card themes and the texture cache.
 *
 * A theme is an SVG with one element per card (Aisleriot's way); it is
 * checked when loaded (every card of each pack it draws, at least one
 * pack, and a back), a broken or incomplete file is refused with a
 * message naming the problem, and the cache draws each card once per
 * size and scale.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "kaiser-card-cache.h"
#include "kaiser-card-theme.h"
#include "kaiser-card-theme-private.h"
#include "kaiser-theme-loader.h"
#include "kaiser-test-ui.h"

static char *
standard_path (void)
{
  return g_build_filename (SOURCE_THEMEDIR, "standard", "cards.svg", NULL);
}

/* A theme folder in a temporary directory holding these SVG contents. */
static char *
write_theme (const char *dir, const char *name, const char *contents)
{
  g_autofree char *folder = g_build_filename (dir, name, NULL);
  char *path = g_build_filename (folder, "cards.svg", NULL);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

/* A card of the cache, once its worker thread has drawn it. */
static GdkTexture *
cache_get (KaiserCardCache *cache, const char *id)
{
  kaiser_card_cache_get (cache, id);
  while (kaiser_card_cache_get_busy (cache))
    g_main_context_iteration (NULL, TRUE);
  return kaiser_card_cache_get (cache, id);
}

static void
test_theme_standard (void)
{
  g_autofree char *path = standard_path ();
  g_autoptr(GError) error = NULL;
  g_autoptr(KaiserCardTheme) theme = kaiser_card_theme_new_from_file (path, &error);
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GPtrArray) themes = kaiser_card_theme_list ();
  gboolean listed = FALSE;

  g_assert_no_error (error);
  g_assert_cmpstr (kaiser_card_theme_get_id (theme), ==, "standard");
  /* a playing card is about 5:7 */
  g_assert_cmpfloat (kaiser_card_theme_get_aspect (theme), >, 0.6);
  g_assert_cmpfloat (kaiser_card_theme_get_aspect (theme), <, 0.8);
  texture = kaiser_card_theme_render (theme, "QH", 100, 140, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 100);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, 140);
  for (guint i = 0; i < themes->len; i++)
    listed |= g_str_equal (((KaiserCardThemeInfo *) g_ptr_array_index (themes, i))->id, "standard");
  g_assert_true (listed);
}

/* Not SVG, a missing card, no back, no file: each refused with a reason. */
static void
test_theme_broken (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kaiser-theme-XXXXXX", NULL);
  g_autofree char *standard = standard_path ();
  g_autofree char *contents = NULL;
  g_autofree char *junk = write_theme (dir, "junk", "<svg xmlns=\"http://www.w3.org/2000/svg\"><g id=\"back\"");
  g_autofree char *no_back = write_theme (dir, "noback",
                                          "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"14\">"
                                          "<rect id=\"QH\" width=\"10\" height=\"14\"/></svg>");
  g_autofree char *no_seven = NULL;
  g_autoptr(GError) error = NULL;
  KaiserCardTheme *theme;

  theme = kaiser_card_theme_new_from_file (junk, &error);
  g_assert_null (theme);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "“junk” cannot be read"));
  g_clear_error (&error);

  theme = kaiser_card_theme_new_from_file (no_back, &error);
  g_assert_null (theme);
  g_assert_nonnull (strstr (error->message, "no card back"));
  g_clear_error (&error);

  /* the standard theme without its seven and ace of clubs, one or the
   * other a card of every pack (the three-player pack has no seven): it
   * draws none */
  g_assert_true (g_file_get_contents (standard, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "id=\"7C\""));
  {
    g_autoptr(GString) edited = g_string_new (contents);
    g_string_replace (edited, "id=\"7C\"", "id=\"7C-gone\"", 1);
    g_string_replace (edited, "id=\"AC\"", "id=\"AC-gone\"", 1);
    no_seven = write_theme (dir, "noseven", edited->str);
  }
  theme = kaiser_card_theme_new_from_file (no_seven, &error);
  g_assert_null (theme);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "“noseven” draws none of the game’s packs"));
  g_assert_nonnull (strstr (error->message, "no card “7"));
  g_clear_error (&error);

  theme = kaiser_card_theme_new_by_id ("no-such-theme", &error);
  g_assert_null (theme);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_remove (junk);
  g_remove (no_back);
  g_remove (no_seven);
}

/* The SVG is read once, when the theme is loaded: each card is parsed
 * from those bytes (kaiser-svg-parts.h), so a file changed or removed
 * afterwards changes nothing until the theme is loaded again. */
static void
test_theme_read_once (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kaiser-theme-XXXXXX", NULL);
  g_autofree char *standard = standard_path ();
  g_autofree char *contents = NULL;
  g_autofree char *path = NULL;
  g_autoptr(KaiserCardTheme) theme = NULL;
  g_autoptr(KaiserCardTheme) again = NULL;
  g_autoptr(GdkTexture) first = NULL, later = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (standard, &contents, NULL, NULL));
  path = write_theme (dir, "copy", contents);
  theme = kaiser_card_theme_new_from_file (path, &error);
  g_assert_no_error (error);
  first = kaiser_card_theme_render (theme, "AS", 50, 70, &error);
  g_assert_no_error (error);

  g_assert_cmpint (g_remove (path), ==, 0);
  later = kaiser_card_theme_render (theme, "QH", 50, 70, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (later), ==, 50);

  /* loaded again: the file is gone, and that is said */
  again = kaiser_card_theme_new_from_file (path, &error);
  g_assert_null (again);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, path));
}

/* Each card is drawn once for a size and scale; a new size or scale, or a
 * new theme, draws again. */
static void
test_cache (void)
{
  g_autofree char *path = standard_path ();
  g_autoptr(KaiserCardTheme) theme = kaiser_card_theme_new_from_file (path, NULL);
  g_autoptr(KaiserCardTheme) other = kaiser_card_theme_new_from_file (path, NULL);
  g_autoptr(KaiserCardCache) cache = kaiser_card_cache_new ();
  GdkTexture *a, *b;

  g_assert_null (kaiser_card_cache_get (cache, "QH"));   /* no theme yet */
  kaiser_card_cache_set_theme (cache, theme);
  kaiser_card_cache_set_size (cache, 60, 84, 1);
  a = cache_get (cache, "QH");
  g_assert_nonnull (a);
  g_assert_cmpuint (kaiser_card_cache_get_n_rendered (cache), ==, 1);
  b = cache_get (cache, "QH");
  g_assert_true (a == b);
  cache_get (cache, "back");
  g_assert_cmpuint (kaiser_card_cache_get_n_rendered (cache), ==, 2);
  kaiser_card_cache_set_size (cache, 60, 84, 1);   /* unchanged: kept */
  cache_get (cache, "QH");
  g_assert_cmpuint (kaiser_card_cache_get_n_rendered (cache), ==, 2);

  /* HiDPI: drawn at device pixels */
  kaiser_card_cache_set_size (cache, 60, 84, 2);
  a = cache_get (cache, "QH");
  g_assert_cmpuint (kaiser_card_cache_get_n_rendered (cache), ==, 3);
  g_assert_cmpint (gdk_texture_get_width (a), ==, 120);
  g_assert_cmpint (gdk_texture_get_height (a), ==, 168);

  kaiser_card_cache_set_theme (cache, other);
  cache_get (cache, "QH");
  g_assert_cmpuint (kaiser_card_cache_get_n_rendered (cache), ==, 4);
}


static void
count (guint *n)
{
  (*n)++;
}

/* A card not drawn yet is drawn in a worker thread, not in the caller's:
 * meanwhile nothing (no card before) or the card at its earlier size. */
static void
test_cache_async (void)
{
  g_autofree char *path = standard_path ();
  g_autoptr(KaiserCardTheme) theme = kaiser_card_theme_new_from_file (path, NULL);
  g_autoptr(KaiserCardCache) cache = kaiser_card_cache_new ();
  GdkTexture *small, *meanwhile, *large;
  guint rendered = 0;

  g_signal_connect_swapped (cache, "rendered", G_CALLBACK (count), &rendered);
  kaiser_card_cache_set_theme (cache, theme);
  kaiser_card_cache_set_size (cache, 60, 84, 1);
  g_assert_null (kaiser_card_cache_get (cache, "QH"));
  g_assert_null (kaiser_card_cache_get (cache, "QH"));   /* asked for twice, drawn once */
  g_assert_true (kaiser_card_cache_get_busy (cache));
  g_assert_cmpuint (kaiser_card_cache_get_n_rendered (cache), ==, 0);
  small = cache_get (cache, "QH");
  g_assert_nonnull (small);
  g_assert_false (kaiser_card_cache_get_busy (cache));
  g_assert_cmpuint (kaiser_card_cache_get_n_rendered (cache), ==, 1);
  g_assert_cmpuint (rendered, ==, 1);
  g_object_ref (small);

  kaiser_card_cache_set_size (cache, 120, 168, 1);
  meanwhile = kaiser_card_cache_get (cache, "QH");
  g_assert_true (meanwhile == small);
  large = cache_get (cache, "QH");
  g_assert_cmpint (gdk_texture_get_width (large), ==, 120);
  g_assert_cmpuint (rendered, ==, 2);
  g_object_unref (small);

  /* another pack: a card id may be another picture, none is shown meanwhile */
  kaiser_card_cache_set_pack (cache, "joffre");
  g_assert_null (kaiser_card_cache_get (cache, "QH"));
  while (kaiser_card_cache_get_busy (cache))
    g_main_context_iteration (NULL, TRUE);
}

/* A pixel of a texture, as 0–255 red, green, blue (opaque cards). */
static void
pixel_at (GdkTexture *texture, double fx, double fy, guint rgb[3])
{
  int w = gdk_texture_get_width (texture), h = gdk_texture_get_height (texture);
  int x = (int) (fx * w), y = (int) (fy * h);
  g_autofree guchar *data = g_malloc ((gsize) w * h * 4);
  guint32 p;

  /* gdk_texture_download () gives cairo's ARGB32: native-endian words */
  gdk_texture_download (texture, data, (gsize) w * 4);
  memcpy (&p, data + ((gsize) y * w + x) * 4, 4);
  rgb[0] = (p >> 16) & 0xff;
  rgb[1] = (p >> 8) & 0xff;
  rgb[2] = p & 0xff;
}

/* Where a badge goes, left of its label: a card's low middle. */
#define BADGE_X 0.44
#define BADGE_Y 0.65

/* The point cards are the rules' (VARIANTS.md: the 5♥ and 3♠ of the
 * standard pack, Les Rois' kings, Joffre's zeros, Hétu's +6): the theme
 * draws plain cards and the badge is put on the card the rules name. */
static void
test_marks (void)
{
  g_autofree char *path = standard_path ();
  g_autoptr(KaiserCardTheme) theme = kaiser_card_theme_new_from_file (path, NULL);
  g_autoptr(KaiserCardCache) cache = kaiser_card_cache_new ();
  g_autoptr(GdkTexture) plain = NULL;
  g_autoptr(GdkTexture) bonus = NULL;
  g_autoptr(GdkTexture) penalty = NULL;
  const char *label = NULL;
  guint rgb[3];
  guint rendered;

  g_assert_false (kaiser_card_theme_get_marks_own (theme));
  /* the theme's own 5♥ carries no badge any more */
  plain = kaiser_card_theme_render (theme, "5H", 120, 168, NULL);
  pixel_at (plain, BADGE_X, BADGE_Y, rgb);
  g_assert_cmpuint (rgb[0], >, 230);
  g_assert_cmpuint (rgb[1], >, 230);
  g_assert_cmpuint (rgb[2], >, 230);
  /* gold for a bonus, grey for a penalty, on any card */
  bonus = kaiser_card_theme_render_marked (theme, "KH", KAISER_CARD_MARK_BONUS, "+5", 120, 168, NULL);
  pixel_at (bonus, BADGE_X, BADGE_Y, rgb);
  g_assert_cmpuint (rgb[0], >, 200);
  g_assert_cmpuint (rgb[1], >, 130);
  g_assert_cmpuint (rgb[1], <, 200);
  g_assert_cmpuint (rgb[2], <, 60);
  penalty = kaiser_card_theme_render_marked (theme, "0S", KAISER_CARD_MARK_PENALTY, "−3", 120, 168, NULL);
  pixel_at (penalty, BADGE_X, BADGE_Y, rgb);
  g_assert_cmpuint (rgb[0], >, 100);
  g_assert_cmpuint (rgb[0], <, 140);
  g_assert_cmpuint (ABS ((int) rgb[0] - (int) rgb[2]), <, 12);

  /* the cache marks the cards it is told, and only those */
  kaiser_card_cache_set_theme (cache, theme);
  kaiser_card_cache_set_size (cache, 120, 168, 1);
  kaiser_card_cache_set_marks (cache, "KH", "+5", "KS", "−3");
  g_assert_cmpint (kaiser_card_cache_get_mark (cache, "KH", &label), ==, KAISER_CARD_MARK_BONUS);
  g_assert_cmpstr (label, ==, "+5");
  g_assert_cmpint (kaiser_card_cache_get_mark (cache, "KS", &label), ==, KAISER_CARD_MARK_PENALTY);
  g_assert_cmpstr (label, ==, "−3");
  g_assert_cmpint (kaiser_card_cache_get_mark (cache, "5H", &label), ==, KAISER_CARD_MARK_NONE);
  g_assert_null (label);
  pixel_at (cache_get (cache, "KH"), BADGE_X, BADGE_Y, rgb);
  g_assert_cmpuint (rgb[2], <, 60);
  pixel_at (cache_get (cache, "5H"), BADGE_X, BADGE_Y, rgb);
  g_assert_cmpuint (rgb[2], >, 230);
  rendered = kaiser_card_cache_get_n_rendered (cache);
  /* the same marks again: nothing drawn again; other marks: drawn anew */
  kaiser_card_cache_set_marks (cache, "KH", "+5", "KS", "−3");
  cache_get (cache, "KH");
  g_assert_cmpuint (kaiser_card_cache_get_n_rendered (cache), ==, rendered);
  kaiser_card_cache_set_marks (cache, "KH", "+6", "KS", "−3");
  cache_get (cache, "KH");
  g_assert_cmpuint (kaiser_card_cache_get_n_rendered (cache), ==, rendered + 1);
}

/* The pixels of a texture, to compare two. */
static GBytes *
texture_pixels (GdkTexture *texture)
{
  int w = gdk_texture_get_width (texture), h = gdk_texture_get_height (texture);
  guchar *data = g_malloc ((gsize) w * h * 4);

  gdk_texture_download (texture, data, (gsize) w * 4);
  return g_bytes_new_take (data, (gsize) w * h * 4);
}

/* theme.ini maps a pack's cards to the theme's elements ([Pack NAME]),
 * names cards and suits ([Names], [Suits], translated) and picks the
 * preview; the cache draws a pack's card by the map; a map naming a card
 * the SVG lacks is refused with a message naming both. */
static void
test_pack_map (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kaiser-theme-XXXXXX", NULL);
  g_autofree char *standard = standard_path ();
  g_autofree char *contents = NULL;
  g_autofree char *svg = NULL;
  g_autofree char *ini = NULL;
  g_autofree char *broken_svg = NULL;
  g_autofree char *broken_ini = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(KaiserCardTheme) theme = NULL;
  g_autoptr(KaiserCardCache) cache = kaiser_card_cache_new ();
  g_autoptr(GBytes) mapped = NULL;
  g_autoptr(GBytes) plain = NULL;
  const char * const *preview, *const *badges;
  KaiserCardTheme *broken;

  g_assert_true (g_file_get_contents (standard, &contents, NULL, NULL));
  svg = write_theme (dir, "mapped", contents);
  ini = g_build_filename (dir, "mapped", "theme.ini", NULL);
  g_assert_true (g_file_set_contents (ini,
                                      "[Theme]\nName=Mapped\nPreview=AC;KH:+5\n"
                                      "[Suits]\nC=England\nC[fr]=Angleterre\n"
                                      "[Names]\nAC=General of England\nAC[fr]=Général d’Angleterre\n"
                                      "[Pack joffre]\n7C=AC\n", -1, NULL));
  theme = kaiser_card_theme_new_from_file (svg, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (kaiser_card_theme_get_name (theme), ==, "Mapped");
  g_assert_cmpstr (kaiser_card_theme_lookup (theme, "joffre", "7C"), ==, "AC");
  g_assert_cmpstr (kaiser_card_theme_lookup (theme, "joffre", "6C"), ==, "6C");
  g_assert_cmpstr (kaiser_card_theme_lookup (theme, "standard", "7C"), ==, "7C");
  g_assert_cmpstr (kaiser_card_theme_lookup (theme, NULL, "7C"), ==, "7C");
  /* names go by the element drawn */
  g_assert_cmpstr (kaiser_card_theme_get_card_name (theme, "joffre", "7C"), ==, "General of England");
  g_assert_cmpstr (kaiser_card_theme_get_card_name (theme, "standard", "AC"), ==, "General of England");
  g_assert_null (kaiser_card_theme_get_card_name (theme, "standard", "7C"));
  g_assert_cmpstr (kaiser_card_theme_get_suit_name (theme, KAISER_CLUBS), ==, "England");
  g_assert_null (kaiser_card_theme_get_suit_name (theme, KAISER_HEARTS));
  preview = kaiser_card_theme_get_preview (theme, &badges);
  g_assert_cmpuint (g_strv_length ((char **) preview), ==, 2);
  g_assert_cmpstr (preview[0], ==, "AC");
  g_assert_cmpstr (preview[1], ==, "KH");
  g_assert_cmpstr (badges[0], ==, "");
  g_assert_cmpstr (badges[1], ==, "+5");

  /* the cache draws the Joffre pack's 7C as the theme's AC */
  kaiser_card_cache_set_theme (cache, theme);
  kaiser_card_cache_set_size (cache, 60, 84, 1);
  plain = texture_pixels (cache_get (cache, "AC"));
  kaiser_card_cache_set_pack (cache, "joffre");
  g_assert_cmpstr (kaiser_card_cache_lookup (cache, "7C"), ==, "AC");
  mapped = texture_pixels (cache_get (cache, "7C"));
  g_assert_true (g_bytes_equal (plain, mapped));
  g_clear_pointer (&mapped, g_bytes_unref);
  mapped = texture_pixels (cache_get (cache, "6C"));
  g_assert_false (g_bytes_equal (plain, mapped));

  /* a map to a card the SVG lacks */
  broken_svg = write_theme (dir, "badmap", contents);
  broken_ini = g_build_filename (dir, "badmap", "theme.ini", NULL);
  g_assert_true (g_file_set_contents (broken_ini, "[Pack les-rois]\nKS=General\n", -1, NULL));
  broken = kaiser_card_theme_new_from_file (broken_svg, &error);
  g_assert_null (broken);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "“General”"));
  g_assert_nonnull (strstr (error->message, "“les-rois”"));
  g_clear_error (&error);

  /* a preview naming a card the SVG lacks */
  g_assert_true (g_file_set_contents (broken_ini, "[Theme]\nPreview=AS;ZZ\n", -1, NULL));
  broken = kaiser_card_theme_new_from_file (broken_svg, &error);
  g_assert_null (broken);
  g_assert_nonnull (strstr (error->message, "no card “ZZ”"));
}

/* A theme may draw some packs only (issue 25: Lost Heir's cities draw
 * none of the French packs, Joffre will not draw the 40- and 48-card
 * ones): the standard theme without its queen of hearts still draws the
 * packs that have no queen (Les Rois, Hétu: 7 to 2, ace, king; Joffre: 7
 * to 0) and says it does not draw the others; for those its lookup gives
 * the card id (which it lacks: drawing it is an error, not a crash) and
 * it names nothing.  A map for a pack claims it: with [Pack standard],
 * the missing queen breaks the theme, with the usual message. */
static void
test_partial_packs (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kaiser-theme-XXXXXX", NULL);
  g_autofree char *standard = standard_path ();
  g_autofree char *contents = NULL;
  g_autofree char *svg = NULL, *claimed = NULL, *ini = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(KaiserCardTheme) theme = NULL;
  g_autoptr(KaiserCardNames) names = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  KaiserCardTheme *broken;

  g_assert_true (g_file_get_contents (standard, &contents, NULL, NULL));
  {
    g_autoptr(GString) edited = g_string_new (contents);

    g_assert_cmpuint (g_string_replace (edited, "id=\"QH\"", "id=\"QH-gone\"", 1), ==, 1);
    svg = write_theme (dir, "noqueen", edited->str);
    claimed = write_theme (dir, "claimed", edited->str);
  }
  ini = g_build_filename (dir, "noqueen", "theme.ini", NULL);
  g_assert_true (g_file_set_contents (ini, "[Theme]\nName=No Queen\nPreview=AS;KH;7C:+5;3S:−3\n"
                                           "[Suits]\nH=Hearts of Oak\n[Names]\nKH=the Old King\n", -1, NULL));
  theme = kaiser_card_theme_new_from_file (svg, &error);
  g_assert_no_error (error);
  g_assert_false (kaiser_card_theme_draws_pack (theme, "standard"));
  g_assert_false (kaiser_card_theme_draws_pack (theme, "34-card"));
  g_assert_true (kaiser_card_theme_draws_pack (theme, "les-rois"));
  g_assert_true (kaiser_card_theme_draws_pack (theme, "hetu"));
  g_assert_true (kaiser_card_theme_draws_pack (theme, "joffre"));
  g_assert_false (kaiser_card_theme_draws_pack (theme, "no-such-pack"));
  g_assert_false (kaiser_card_theme_draws_pack (theme, NULL));
  /* a pack drawn: its names */
  g_assert_cmpstr (kaiser_card_theme_lookup (theme, "les-rois", "KH"), ==, "KH");
  g_assert_cmpstr (kaiser_card_theme_get_card_name (theme, "les-rois", "KH"), ==, "the Old King");
  names = kaiser_card_theme_make_names (theme, "les-rois");
  g_assert_false (kaiser_card_names_is_empty (names));
  g_assert_cmpstr (kaiser_card_names_get_suit (names, KAISER_HEARTS), ==, "Hearts of Oak");
  g_clear_pointer (&names, kaiser_card_names_free);
  /* a pack not drawn: the card id, no names at all */
  g_assert_cmpstr (kaiser_card_theme_lookup (theme, "standard", "QH"), ==, "QH");
  g_assert_cmpstr (kaiser_card_theme_lookup (theme, "standard", "KH"), ==, "KH");
  g_assert_null (kaiser_card_theme_get_card_name (theme, "standard", "KH"));
  g_assert_null (kaiser_card_theme_get_card_name (theme, "no-such-pack", "KH"));
  names = kaiser_card_theme_make_names (theme, "standard");
  g_assert_true (kaiser_card_names_is_empty (names));
  texture = kaiser_card_theme_render (theme, kaiser_card_theme_lookup (theme, "standard", "QH"), 60, 84, &error);
  g_assert_null (texture);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "no card “QH”"));
  g_clear_error (&error);

  /* [Pack standard] claims the pack: its missing queen is an error */
  g_clear_pointer (&ini, g_free);
  ini = g_build_filename (dir, "claimed", "theme.ini", NULL);
  g_assert_true (g_file_set_contents (ini, "[Pack standard]\nAC=AC\n", -1, NULL));
  broken = kaiser_card_theme_new_from_file (claimed, &error);
  g_assert_null (broken);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "The card theme “claimed” has no card “QH”"));
}

/* Hostile and broken user themes (each refused with a message naming the
 * theme and the problem, quickly, without reading any other file). */

/* A file in a theme folder of @dir. */
static char *
write_theme_file (const char *dir, const char *name, const char *file, const char *contents, gssize len)
{
  g_autofree char *folder = g_build_filename (dir, name, NULL);
  char *path = g_build_filename (folder, file, NULL);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, len, NULL));
  return path;
}

/* The standard theme with the element of @card replaced by @element
 * (which should carry id="@card"), written as theme @name. */
static char *
write_theme_with (const char *dir, const char *name, const char *card, const char *element)
{
  g_autofree char *standard = standard_path ();
  g_autofree char *contents = NULL;
  g_autofree char *old_id = g_strdup_printf ("id=\"%s\"", card);
  g_autofree char *new_id = g_strdup_printf ("id=\"%s-old\"", card);
  g_autoptr(GString) edited = NULL;

  g_assert_true (g_file_get_contents (standard, &contents, NULL, NULL));
  edited = g_string_new (contents);
  g_assert_cmpuint (g_string_replace (edited, old_id, new_id, 1), ==, 1);
  g_assert_cmpuint (g_string_replace (edited, "</svg>", element, 1), ==, 1);
  g_string_append (edited, "</svg>\n");
  return write_theme (dir, name, edited->str);
}

/* The id of the first card of the standard pack: what a theme lacking
 * every card is told it lacks. */
static void
first_card_id (char id[8])
{
  KaiserRules rules;
  KaiserCard card;

  kaiser_rules_init_standard (&rules);
  KAISER_CARDS_FOREACH (card, kaiser_deck_cards (&rules.deck))
    {
      kaiser_deck_card_to_string (&rules.deck, card, id);
      return;
    }
  g_assert_not_reached ();
}

/* Loading @path fails with INVALID_DATA, a message naming the theme
 * @name and containing @part, in at most @seconds. */
static void
assert_refused (const char *path, const char *name, const char *part, double seconds)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *quoted = g_strdup_printf ("“%s”", name);
  gint64 start = g_get_monotonic_time ();
  KaiserCardTheme *theme = kaiser_card_theme_new_from_file (path, &error);
  double elapsed = (g_get_monotonic_time () - start) / 1e6;

  g_test_message ("%s: %s (%.3f s)", name, error ? error->message : "loaded", elapsed);
  g_assert_null (theme);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, quoted));
  /* fit for a label: no junk quoted at length */
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_cmpuint (g_utf8_strlen (error->message, -1), <, 500);
  if (part)
    g_assert_nonnull (strstr (error->message, part));
  g_assert_cmpfloat (elapsed, <, seconds);
}

/* Case 1: truncated, garbage, empty, not SVG. */
static void
test_theme_malformed (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kaiser-theme-XXXXXX", NULL);
  g_autofree char *standard = standard_path ();
  g_autofree char *contents = NULL;
  gsize len;
  char garbage[4096];
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autofree char *truncated = NULL, *junk = NULL, *empty = NULL, *html = NULL;

  g_assert_true (g_file_get_contents (standard, &contents, &len, NULL));
  truncated = write_theme_file (dir, "truncated", "cards.svg", contents, len / 2);
  for (guint i = 0; i < sizeof garbage; i++)
    garbage[i] = (char) g_rand_int_range (rand, 0, 256);
  junk = write_theme_file (dir, "garbage", "cards.svg", garbage, sizeof garbage);
  empty = write_theme_file (dir, "empty", "cards.svg", "", 0);
  html = write_theme_file (dir, "html", "cards.svg", "<html><body id=\"back\">cards</body></html>", -1);

  assert_refused (truncated, "truncated", "cannot be read", 10);
  assert_refused (junk, "garbage", "cannot be read", 10);
  assert_refused (empty, "empty", "cannot be read", 10);
  assert_refused (html, "html", NULL, 10);
}

/* A card librsvg cannot read, in a file whose structure is sound (an
 * entity XML does not know, in the first card): each card is parsed on
 * its own, and loading parses every card, so the theme is refused when
 * loaded, not when that card comes to be drawn. */
static void
test_theme_bad_card (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kaiser-theme-XXXXXX", NULL);
  g_autofree char *standard = standard_path ();
  g_autofree char *contents = NULL, *attr = NULL, *spliced = NULL, *path = NULL;
  const char *card, *inside;
  char first[8];

  first_card_id (first);
  attr = g_strdup_printf ("id=\"%s\"", first);
  g_assert_true (g_file_get_contents (standard, &contents, NULL, NULL));
  card = strstr (contents, attr);
  g_assert_nonnull (card);
  inside = strchr (card, '>') + 1;
  spliced = g_strdup_printf ("%.*s&nbsp;%s", (int) (inside - contents), contents, inside);
  path = write_theme (dir, "bad-card", spliced);
  assert_refused (path, "bad-card", "cannot be read", 10);
}

/* Case 2: cards under other ids, or only a back: the message names the
 * first card missing. */
static void
test_theme_wrong_ids (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kaiser-theme-XXXXXX", NULL);
  g_autofree char *standard = standard_path ();
  g_autofree char *contents = NULL;
  g_autofree char *lower = NULL, *only_back = NULL, *lower_back = NULL;
  g_autofree char *missing = NULL;
  g_autoptr(GRegex) card_ids = g_regex_new ("id=\"((?:[AKQJ]|[0-9]+)[CDHS])\"", 0, 0, NULL);
  g_autofree char *lowered = NULL;
  char first[8];

  first_card_id (first);
  missing = g_strdup_printf ("no card “%s”", first);
  g_assert_true (g_file_get_contents (standard, &contents, NULL, NULL));
  /* "as", "kh", …: ids are case-sensitive */
  lowered = g_regex_replace (card_ids, contents, -1, 0, "id=\"\\L\\1\\E\"", 0, NULL);
  g_assert_null (strstr (lowered, "id=\"AS\""));
  g_assert_nonnull (strstr (lowered, "id=\"as\""));
  lower = write_theme (dir, "lower", lowered);
  assert_refused (lower, "lower", missing, 10);
  assert_refused (lower, "lower", "draws none of the game’s packs", 10);

  only_back = write_theme (dir, "onlyback",
                           "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"14\">"
                           "<rect id=\"back\" width=\"10\" height=\"14\"/></svg>");
  assert_refused (only_back, "onlyback", missing, 10);

  lower_back = write_theme (dir, "lowerback",
                            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"14\">"
                            "<rect id=\"BACK\" width=\"10\" height=\"14\"/></svg>");
  assert_refused (lower_back, "lowerback", "no card back", 10);
}

/* Case 3: a 200 MB file is refused by its size before any parsing (a
 * sparse file: nothing written); a FIFO or a folder called cards.svg is
 * refused without waiting for a writer. */
static void
test_theme_huge (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kaiser-theme-XXXXXX", NULL);
  g_autofree char *huge = write_theme_file (dir, "huge", "cards.svg",
                                            "<svg xmlns=\"http://www.w3.org/2000/svg\"><!-- ", -1);
  g_autofree char *limit = g_format_size_full (KAISER_CARD_THEME_MAX_SVG_SIZE, G_FORMAT_SIZE_IEC_UNITS);
  g_autofree char *just = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *standard = standard_path ();
  g_autoptr(KaiserCardTheme) theme = NULL;
  g_autoptr(GError) error = NULL;
  gsize len;

  g_assert_cmpint (truncate (huge, 200 * 1024 * 1024), ==, 0);
  assert_refused (huge, "huge", "too large", 2);
  assert_refused (huge, "huge", limit, 2);

  /* the limit is far above a real theme; one padded up to it is not too
   * large (librsvg reads no further than the end of the <svg>), a byte
   * more is */
  g_assert_true (g_file_get_contents (standard, &contents, &len, NULL));
  g_assert_cmpuint (len, <, KAISER_CARD_THEME_MAX_SVG_SIZE / 16);
  just = write_theme (dir, "just", contents);
  g_assert_cmpint (truncate (just, KAISER_CARD_THEME_MAX_SVG_SIZE), ==, 0);
  theme = kaiser_card_theme_new_from_file (just, &error);
  g_assert_no_error (error);
  g_assert_nonnull (theme);
  g_assert_cmpint (truncate (just, KAISER_CARD_THEME_MAX_SVG_SIZE + 1), ==, 0);
  assert_refused (just, "just", "too large", 2);
}

/* What a theme may cost: an SVG under the size limit with more elements
 * than KAISER_CARD_THEME_MAX_ELEMENTS is refused before it is parsed (a
 * scan of its bytes), so are entities; elements in comments do not count. */
static void
test_theme_too_complex (void)
{
  g_autofree char *many = kaiser_test_write_theme ("too-many", KAISER_TEST_THEME_MANY);
  g_autofree char *dir = g_dir_make_tmp ("kaiser-theme-XXXXXX", NULL);
  g_autofree char *standard = standard_path ();
  g_autofree char *contents = NULL;
  g_autofree char *commented = NULL, *fewer = NULL;
  g_autoptr(GString) edited = NULL;
  g_autoptr(KaiserCardTheme) theme = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *limit = g_strdup_printf ("more than %u elements", (guint) KAISER_CARD_THEME_MAX_ELEMENTS);

  assert_refused (many, "too-many", "too complex", 2);
  assert_refused (many, "too-many", limit, 2);

  /* the same elements in a comment, and as many as the limit allows, are fine */
  g_assert_true (g_file_get_contents (standard, &contents, NULL, NULL));
  edited = g_string_new (contents);
  g_string_truncate (edited, strstr (edited->str, "</svg>") - edited->str);
  g_string_append (edited, "<!--");
  for (guint i = 0; i < KAISER_CARD_THEME_MAX_ELEMENTS; i++)
    g_string_append (edited, "<g/>");
  g_string_append (edited, "-->\n</svg>\n");
  commented = write_theme (dir, "commented", edited->str);
  theme = kaiser_card_theme_new_from_file (commented, &error);
  g_assert_no_error (error);
  g_clear_object (&theme);

  g_string_assign (edited, contents);
  g_string_truncate (edited, strstr (edited->str, "</svg>") - edited->str);
  for (guint i = 0; i < KAISER_CARD_THEME_MAX_ELEMENTS - 2100; i++)
    g_string_append (edited, "<g/>");
  g_string_append (edited, "</svg>\n");
  fewer = write_theme (dir, "fewer", edited->str);
  theme = kaiser_card_theme_new_from_file (fewer, &error);
  g_assert_no_error (error);
}

/* Listing the themes reads no cards.svg and at most
 * KAISER_CARD_THEME_MAX_INI_SIZE of a theme.ini: one larger is listed as
 * a theme that cannot be used, saying why. */
static void
test_theme_list_cheap (void)
{
  g_autofree char *huge = kaiser_test_write_theme ("huge-ini", KAISER_TEST_THEME_HUGE_INI);
  g_autofree char *longer = kaiser_test_write_theme ("long-ini", KAISER_TEST_THEME_LONG_INI);
  g_autofree char *big = kaiser_test_write_theme ("too-big", KAISER_TEST_THEME_HUGE_SVG);
  g_autofree char *most = g_format_size_full (KAISER_CARD_THEME_MAX_INI_SIZE, G_FORMAT_SIZE_IEC_UNITS);
  g_autoptr(GPtrArray) themes = NULL;
  gint64 start = g_get_monotonic_time ();
  guint found = 0;

  themes = kaiser_card_theme_list ();
  g_assert_cmpfloat ((g_get_monotonic_time () - start) / 1e3, <, kaiser_test_stall_limit ());
  for (guint i = 0; i < themes->len; i++)
    {
      KaiserCardThemeInfo *info = g_ptr_array_index (themes, i);

      g_test_message ("%s: %s", info->id, info->problem ? info->problem : "no problem known");
      if (g_str_equal (info->id, "huge-ini") || g_str_equal (info->id, "long-ini"))
        {
          g_assert_nonnull (info->problem);
          g_assert_nonnull (strstr (info->problem, "too large"));
          g_assert_nonnull (strstr (info->problem, "theme.ini"));
          g_assert_nonnull (strstr (info->problem, most));
          g_assert_cmpstr (info->name, ==, info->id);
          found++;
        }
      else if (g_str_equal (info->id, "too-big"))
        {
          /* its cards.svg is not read to list it: refused when loaded */
          g_assert_null (info->problem);
          found++;
        }
      else if (!info->user)
        g_assert_null (info->problem);
    }
  g_assert_cmpuint (found, ==, 3);
  assert_refused (huge, "huge-ini", "too large", 2);
  assert_refused (longer, "long-ini", "too large", 2);
  assert_refused (big, "too-big", "too large", 2);
}

static void
test_theme_not_regular (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kaiser-theme-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo", "cards.svg", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder", "cards.svg", NULL);
  g_autofree char *gone = g_build_filename (dir, "gone", "cards.svg", NULL);

  g_autofree char *fifo_dir = g_path_get_dirname (fifo);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (fifo_dir, 0700), ==, 0);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  assert_refused (fifo, "fifo", "cards.svg” is a FIFO (named pipe), not a regular file", 2);
  assert_refused (folder, "folder", "cards.svg” is a folder, not a regular file", 2);
  assert_refused (gone, "gone", "cannot be read", 2);
  assert_refused ("/dev/zero", "dev", "“/dev/zero” is a device, not a regular file", 2);
}

/* kaiser_card_theme_read_file, the one reader of theme files (the game's
 * and kaiser-theme check's): what is not a regular file, or is over the
 * limit, is refused at once, unread, the message naming the file and
 * what it is; a missing file is NOT_FOUND; a good one comes whole, with
 * a NUL after it. */
static void
test_theme_read_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kaiser-theme-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo", "theme.ini", NULL);
  g_autofree char *zero = g_build_filename (dir, "zero", "cards.svg", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder", "cards.svg", NULL);
  g_autofree char *sparse = g_build_filename (dir, "sparse", "cards.svg", NULL);
  g_autofree char *good = g_build_filename (dir, "good", "theme.ini", NULL);
  g_autofree char *gone = g_build_filename (dir, "gone", "theme.ini", NULL);
  g_autofree char *zero_dir = g_path_get_dirname (zero);
  g_autofree char *fifo_dir = g_path_get_dirname (fifo);
  g_autofree char *sparse_dir = g_path_get_dirname (sparse);
  g_autofree char *good_dir = g_path_get_dirname (good);
  const struct { const char *path, *theme, *says; } refused[] = {
    { fifo, "“fifo”", "theme.ini” is a FIFO (named pipe), not a regular file" },
    { zero, "“zero”", "cards.svg” is a device, not a regular file" },
    { folder, "“folder”", "cards.svg” is a folder, not a regular file" },
    { sparse, "“sparse”", "its cards.svg has" },
  };
  g_autofree char *size = g_format_size_full (200 * 1024 * 1024, G_FORMAT_SIZE_IEC_UNITS);
  g_autofree char *limit = g_format_size_full (KAISER_CARD_THEME_MAX_SVG_SIZE, G_FORMAT_SIZE_IEC_UNITS);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;
  const char *data;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (fifo_dir, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (zero_dir, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (sparse_dir, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (good_dir, 0700), ==, 0);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
  g_assert_true (g_file_set_contents (sparse, "<svg/>", -1, NULL));
  g_assert_cmpint (truncate (sparse, 200 * 1024 * 1024), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      gint64 start = g_get_monotonic_time ();

      bytes = kaiser_card_theme_read_file (refused[i].path, KAISER_CARD_THEME_MAX_SVG_SIZE, &error);
      g_test_message ("%s: %s", refused[i].path, error ? error->message : "read");
      g_assert_null (bytes);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_assert_nonnull (strstr (error->message, refused[i].theme));
      g_assert_nonnull (strstr (error->message, refused[i].says));
      if (refused[i].path == sparse)
        {
          g_assert_nonnull (strstr (error->message, size));
          g_assert_nonnull (strstr (error->message, limit));
        }
      g_assert_cmpfloat ((g_get_monotonic_time () - start) / 1e6, <, 2);
      g_clear_error (&error);
    }

  bytes = kaiser_card_theme_read_file (gone, KAISER_CARD_THEME_MAX_INI_SIZE, &error);
  g_assert_null (bytes);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (good, "[Theme]\nName=Good\n", -1, NULL));
  bytes = kaiser_card_theme_read_file (good, KAISER_CARD_THEME_MAX_INI_SIZE, &error);
  g_assert_no_error (error);
  data = g_bytes_get_data (bytes, &length);
  g_assert_cmpuint (length, ==, strlen ("[Theme]\nName=Good\n"));
  g_assert_cmpstr (data, ==, "[Theme]\nName=Good\n");
  g_clear_pointer (&bytes, g_bytes_unref);
  /* one byte over the limit given */
  bytes = kaiser_card_theme_read_file (good, length - 1, &error);
  g_assert_null (bytes);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "too large"));
}

/* Case 4: a billion laughs: an error, at once, without eating memory. */
static void
test_theme_entity_bomb (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kaiser-theme-XXXXXX", NULL);
  g_autoptr(GString) bomb = g_string_new ("<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n<!ENTITY l0 \"lol\">\n");
  g_autofree char *standard = standard_path ();
  g_autofree char *contents = NULL;
  g_autofree char *path = NULL, *in_theme = NULL;
  g_autoptr(GString) edited = NULL;

  for (int i = 1; i <= 10; i++)
    {
      g_string_append_printf (bomb, "<!ENTITY l%d \"", i);
      for (int j = 0; j < 10; j++)
        g_string_append_printf (bomb, "&l%d;", i - 1);
      g_string_append (bomb, "\">\n");
    }
  g_string_append (bomb, "]>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"14\">"
                         "<rect id=\"back\" width=\"10\" height=\"14\"/><text id=\"AS\">&l10;</text></svg>\n");
  path = write_theme (dir, "bomb", bomb->str);
  assert_refused (path, "bomb", NULL, 5);

  /* the same entities in a complete theme */
  g_assert_true (g_file_get_contents (standard, &contents, NULL, NULL));
  edited = g_string_new (contents);
  g_string_truncate (bomb, strstr (bomb->str, "]>") + 3 - bomb->str);
  g_assert_cmpuint (g_string_replace (edited, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", bomb->str, 1), ==, 1);
  g_assert_cmpuint (g_string_replace (edited, "</svg>", "<text id=\"laughs\">&l10;</text></svg>", 1), ==, 1);
  in_theme = write_theme (dir, "bombtheme", edited->str);
  assert_refused (in_theme, "bombtheme", NULL, 5);
}

/* A red picture of 24 × 34 pixels at @path. */
static void
write_red_png (const char *path)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 24, 34);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

/* The theme at @path is refused, or loads and draws its ace of spades
 * white: whatever it refers to outside itself is not read. */
static void
assert_self_contained (const char *path, const char *name)
{
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  g_autoptr(KaiserCardTheme) theme = kaiser_card_theme_new_from_file (path, &error);
  g_autoptr(GdkTexture) texture = NULL;
  guint rgb[3];

  if (theme == NULL)
    {
      g_test_message ("%s: refused: %s", name, error->message);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    }
  else
    {
      texture = kaiser_card_theme_render (theme, "AS", 24, 34, &error);
      g_assert_no_error (error);
      pixel_at (texture, 0.5, 0.5, rgb);
      g_test_message ("%s: loaded, the ace is %u %u %u", name, rgb[0], rgb[1], rgb[2]);
      g_assert_cmpuint (rgb[1], >, 200);   /* white, not red */
      g_assert_cmpuint (rgb[2], >, 200);
    }
  g_assert_cmpfloat ((g_get_monotonic_time () - start) / 1e6, <, 10);
}

#define WHITE_CARD "<rect width=\"240\" height=\"336\" fill=\"#ffffff\"/>"

/* Case 5: pictures, other SVGs, XIncludes and style sheets outside the
 * file: neither another file nor the network is read. */
static void
test_theme_external (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kaiser-theme-XXXXXX", NULL);
  const char *red_svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"240\" height=\"336\">"
                        "<rect id=\"card\" width=\"240\" height=\"336\" fill=\"#ff0000\"/></svg>";
  const char *red_rect = "<rect xmlns=\"http://www.w3.org/2000/svg\" width=\"240\" height=\"336\" fill=\"#ff0000\"/>";
  const char *names[] = { "image", "image-file-uri", "image-http", "image-passwd", "use", "xinclude", "import", NULL };
  g_autofree char *red_uri = NULL;

  for (guint i = 0; names[i]; i++)
    {
      g_autofree char *folder = g_build_filename (dir, names[i], NULL);
      g_autofree char *png = g_build_filename (folder, "pic.png", NULL);
      g_autofree char *other = g_build_filename (folder, "other.svg", NULL);
      g_autofree char *frag = g_build_filename (folder, "frag.xml", NULL);
      g_autofree char *css = g_build_filename (folder, "style.css", NULL);
      g_autofree char *element = NULL;
      g_autofree char *path = NULL;

      g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
      write_red_png (png);
      g_assert_true (g_file_set_contents (other, red_svg, -1, NULL));
      g_assert_true (g_file_set_contents (frag, red_rect, -1, NULL));
      g_assert_true (g_file_set_contents (css, ".paint { fill: #ff0000 }\n", -1, NULL));
      g_free (red_uri);
      red_uri = g_filename_to_uri (png, NULL, NULL);
      switch (i)
        {
        case 0:
          element = g_strdup ("<g id=\"AS\">" WHITE_CARD "<image width=\"240\" height=\"336\" xlink:href=\"pic.png\"/></g>");
          break;
        case 1:
          element = g_strdup_printf ("<g id=\"AS\">" WHITE_CARD "<image width=\"240\" height=\"336\" xlink:href=\"%s\"/></g>",
                                     red_uri);
          break;
        case 2:
          element = g_strdup ("<g id=\"AS\">" WHITE_CARD
                              "<image width=\"240\" height=\"336\" href=\"http://example.com/x.png\"/></g>");
          break;
        case 3:
          element = g_strdup ("<g id=\"AS\">" WHITE_CARD
                              "<image width=\"240\" height=\"336\" xlink:href=\"file:///etc/passwd\"/></g>");
          break;
        case 4:
          element = g_strdup ("<g id=\"AS\">" WHITE_CARD "<use href=\"other.svg#card\"/></g>");
          break;
        case 5:
          element = g_strdup ("<g id=\"AS\">" WHITE_CARD
                              "<xi:include xmlns:xi=\"http://www.w3.org/2001/XInclude\" href=\"frag.xml\" parse=\"xml\"/></g>");
          break;
        default:
          element = g_strdup ("<style>@import url(\"style.css\");</style>"
                              "<g id=\"AS\"><rect class=\"paint\" width=\"240\" height=\"336\" fill=\"#ffffff\"/></g>");
          break;
        }
      path = write_theme_with (dir, names[i], "AS", element);
      assert_self_contained (path, names[i]);
    }
}

/* A picture inside the file (a data: URL) is drawn: the control of
 * /kaiser/card-theme/external, where red would be seen. */
static void
test_theme_embedded_image (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kaiser-theme-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "pic.png", NULL);
  g_autofree char *data = NULL, *base64 = NULL, *element = NULL, *path = NULL;
  g_autoptr(KaiserCardTheme) theme = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  gsize len;
  guint rgb[3];

  write_red_png (png);
  g_assert_true (g_file_get_contents (png, &data, &len, NULL));
  base64 = g_base64_encode ((guchar *) data, len);
  element = g_strdup_printf ("<g id=\"AS\">" WHITE_CARD
                             "<image width=\"240\" height=\"336\" preserveAspectRatio=\"none\" "
                             "xlink:href=\"data:image/png;base64,%s\"/></g>", base64);
  path = write_theme_with (dir, "embedded", "AS", element);
  theme = kaiser_card_theme_new_from_file (path, &error);
  g_assert_no_error (error);
  texture = kaiser_card_theme_render (theme, "AS", 24, 34, &error);
  g_assert_no_error (error);
  pixel_at (texture, 0.5, 0.5, rgb);
  g_assert_cmpuint (rgb[0], >, 200);
  g_assert_cmpuint (rgb[1], <, 50);
}

static gboolean
listed (GPtrArray *themes, const char *id)
{
  for (guint i = 0; i < themes->len; i++)
    if (g_str_equal (((KaiserCardThemeInfo *) g_ptr_array_index (themes, i))->id, id))
      return TRUE;
  return FALSE;
}

/* Case 6: symbolic links in the user's folder: a folder or a cards.svg
 * linking to itself is left out of the list, without hanging; a link
 * out of the folder is followed, and what it finds checked as any file;
 * a theme.ini that is a FIFO does not block the list. */
static void
test_theme_symlinks (void)
{
  g_autofree char *user = g_build_filename (g_get_user_data_dir (), "three-spot", "themes", NULL);
  g_autofree char *outside = g_build_filename (g_get_user_data_dir (), "elsewhere", NULL);
  g_autofree char *standard = standard_path ();
  g_autofree char *contents = NULL;
  g_autofree char *self_svg = NULL, *link = NULL, *target = NULL, *passwd = NULL, *ini = NULL, *fifo_svg = NULL;
  g_autoptr(GPtrArray) themes = NULL;
  g_autoptr(KaiserCardTheme) theme = NULL;
  g_autoptr(GError) error = NULL;
  gint64 start;

  g_assert_true (g_file_get_contents (standard, &contents, NULL, NULL));
  g_assert_cmpint (g_mkdir_with_parents (user, 0700), ==, 0);
  /* themes/loop -> themes/loop */
  link = g_build_filename (user, "loop", NULL);
  g_assert_cmpint (symlink (link, link), ==, 0);
  /* themes/self/cards.svg -> cards.svg */
  g_free (link);
  link = g_build_filename (user, "self", NULL);
  g_assert_cmpint (g_mkdir_with_parents (link, 0700), ==, 0);
  self_svg = g_build_filename (link, "cards.svg", NULL);
  g_assert_cmpint (symlink ("cards.svg", self_svg), ==, 0);
  /* themes/out -> a theme out of the folder: followed */
  write_theme (outside, "copy", contents);
  target = g_build_filename (outside, "copy", NULL);
  g_free (link);
  link = g_build_filename (user, "out", NULL);
  g_assert_cmpint (symlink (target, link), ==, 0);
  /* themes/passwd/cards.svg -> a file that is no SVG */
  passwd = write_theme (outside, "not-svg", "root:x:0:0:root:/root:/bin/bash\n");
  g_free (link);
  link = g_build_filename (user, "passwd", NULL);
  g_assert_cmpint (g_mkdir_with_parents (link, 0700), ==, 0);
  g_free (link);
  link = g_build_filename (user, "passwd", "cards.svg", NULL);
  g_assert_cmpint (symlink (passwd, link), ==, 0);
  /* themes/zero/cards.svg -> /dev/zero */
  g_free (link);
  link = g_build_filename (user, "zero", NULL);
  g_assert_cmpint (g_mkdir_with_parents (link, 0700), ==, 0);
  g_free (link);
  link = g_build_filename (user, "zero", "cards.svg", NULL);
  g_assert_cmpint (symlink ("/dev/zero", link), ==, 0);
  /* themes/fifo-ini: a good cards.svg, and a theme.ini no one writes */
  fifo_svg = write_theme (user, "fifo-ini", contents);
  ini = g_build_filename (user, "fifo-ini", "theme.ini", NULL);
  g_assert_cmpint (mkfifo (ini, 0600), ==, 0);

  start = g_get_monotonic_time ();
  themes = kaiser_card_theme_list ();
  g_assert_cmpfloat ((g_get_monotonic_time () - start) / 1e6, <, 5);
  g_assert_true (listed (themes, "standard"));
  g_assert_false (listed (themes, "loop"));
  g_assert_false (listed (themes, "self"));
  g_assert_false (listed (themes, "zero"));
  g_assert_true (listed (themes, "out"));
  g_assert_true (listed (themes, "passwd"));
  g_assert_true (listed (themes, "fifo-ini"));

  theme = kaiser_card_theme_new_by_id ("out", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (kaiser_card_theme_get_id (theme), ==, "out");
  assert_refused (self_svg, "self", "cannot be read", 2);
  link = g_build_filename (user, "passwd", "cards.svg", NULL);
  assert_refused (link, "passwd", "cannot be read", 2);
  assert_refused (fifo_svg, "fifo-ini", "theme.ini", 2);
}

/* Case 7: a theme.ini of junk, of absurd values, of endless ones. */
static void
test_theme_bad_ini (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kaiser-theme-XXXXXX", NULL);
  g_autofree char *standard = standard_path ();
  g_autofree char *contents = NULL;
  g_autofree char *long_id = g_strnfill (10000, 'A');
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  char junk[4096];
  struct {
    const char *name;
    const char *ini;       /* NULL: the junk */
    const char *problem;   /* NULL: loads */
  } cases[] = {
    { "junk", NULL, "theme.ini" },
    { "absurd", "[Theme]\nCardWidth=-5\nCardHeight=1e300\nMarksSpecialCards=maybe\n[Pack nonsense]\nXX=AS\n", NULL },
    { "long-map", "[Pack standard]\n7C=%s\n", "too long" },
    { "long-preview", "[Theme]\nPreview=AS;%s\n", "too long" },
    { "long-name", "[Theme]\nName=%s\n[Names]\nAS=%s\n[Suits]\nS=%s\n", NULL },
    { "folder", "", "theme.ini" },
    { "huge", "", "too large" },
  };

  g_assert_true (g_file_get_contents (standard, &contents, NULL, NULL));
  for (guint i = 0; i < sizeof junk; i++)
    junk[i] = (char) g_rand_int_range (rand, 0, 256);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *svg = write_theme (dir, cases[i].name, contents);
      g_autofree char *ini = g_build_filename (dir, cases[i].name, "theme.ini", NULL);
      g_autoptr(KaiserCardTheme) theme = NULL;
      g_autoptr(GError) error = NULL;

      if (cases[i].ini == NULL)
        g_assert_true (g_file_set_contents (ini, junk, sizeof junk, NULL));
      else if (g_str_equal (cases[i].name, "folder"))
        g_assert_cmpint (g_mkdir (ini, 0700), ==, 0);
      else
        {
          g_autoptr(GString) text = g_string_new (cases[i].ini);

          g_string_replace (text, "%s", long_id, 0);
          g_assert_true (g_file_set_contents (ini, text->str, -1, NULL));
          if (g_str_equal (cases[i].name, "huge"))
            g_assert_cmpint (truncate (ini, 200 * 1024 * 1024), ==, 0);
        }
      if (cases[i].problem)
        {
          assert_refused (svg, cases[i].name, cases[i].problem, 2);
          continue;
        }
      theme = kaiser_card_theme_new_from_file (svg, &error);
      g_assert_no_error (error);
      g_assert_false (kaiser_card_theme_get_marks_own (theme));
      /* a name of 10 000 letters is ignored */
      g_assert_cmpstr (kaiser_card_theme_get_name (theme), ==, cases[i].name);
      g_assert_null (kaiser_card_theme_get_card_name (theme, "standard", "AS"));
      g_assert_null (kaiser_card_theme_get_suit_name (theme, KAISER_SPADES));
    }
}

static void
on_flag (gpointer data)
{
  *(gboolean *) data = TRUE;
}

static void
on_problem (KaiserThemeLoader *loader, const char *message, char **problem)
{
  g_free (*problem);
  *problem = g_strdup (message);
}

static gboolean
flag_set (gpointer data)
{
  return *(gboolean *) data;
}

static gboolean
pointer_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static gboolean
text_set (gpointer data)
{
  return *(char **) data != NULL;
}

/* Issue 23: a theme left before it is loaded (a 12.5 MB one of heavy
 * paths: its worker kept a core busy for minutes after Standard was
 * chosen again).  Its loading is given up at the next card: the loader,
 * which each load holds, is gone soon after Standard came in.  Without
 * that, the load of this theme (every card with a hidden path of 200,000
 * strokes, tens of ms to parse) went on parsing its 61 cards. */
static void
test_loader_cancel (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserCardCache) cache = kaiser_card_cache_new ();
  g_autofree char *path = kaiser_test_write_theme ("long-path", KAISER_TEST_THEME_LONG_PATH);
  KaiserThemeLoader *loader;
  gpointer weak;
  gboolean loaded = FALSE;
  gint64 start;
  double gone;

  kaiser_card_theme_set_max_draw_ms (600 * 1000);
  g_settings_set_string (settings, "card-theme", "standard");
  loader = kaiser_theme_loader_new (settings, cache, NULL);
  g_signal_connect_swapped (loader, "loaded", G_CALLBACK (on_flag), &loaded);
  g_assert_true (kaiser_test_wait_for (flag_set, &loaded, 20000));

  g_settings_set_string (settings, "card-theme", "long-path");
  kaiser_test_iterate (300);
  loaded = FALSE;
  start = g_get_monotonic_time ();
  g_settings_set_string (settings, "card-theme", "standard");
  g_assert_true (kaiser_test_wait_for (flag_set, &loaded, 20000));
  g_assert_cmpstr (kaiser_card_theme_get_id (kaiser_card_cache_get_theme (cache)), ==, "standard");
  weak = loader;
  g_object_add_weak_pointer (G_OBJECT (loader), &weak);
  g_object_unref (loader);
  g_assert_true (kaiser_test_wait_for (pointer_cleared, &weak, 60000));
  gone = (g_get_monotonic_time () - start) / 1e6;
  g_test_message ("the loader let go %.2f s after Standard was chosen again", gone);
  /* 2 s (times KAISER_TEST_STALL_FACTOR): a card or two, and Standard */
  g_assert_cmpfloat (gone, <, 8 * kaiser_test_stall_limit () / 1000);
  kaiser_card_theme_set_max_draw_ms (0);
}

/* The cards on the table drawn ahead with a new theme: not one once the
 * load is cancelled (checked before each card), and none after the first
 * that takes longer than the limit; the back alone when there is no size
 * to draw at, timed all the same. */
static void
test_ahead_cancel (void)
{
  g_autoptr(KaiserCardCache) cache = kaiser_card_cache_new ();
  g_autofree char *path = kaiser_test_write_theme ("heavy", KAISER_TEST_THEME_HEAVY);
  g_autofree char *standard = standard_path ();
  const char * const ids[] = { "back", "AS", "KH", "QD", "JC", "10S", "9H", "8D", "7C", NULL };
  g_autoptr(KaiserCardTheme) heavy = NULL;
  g_autoptr(KaiserCardTheme) plain = NULL;
  g_autoptr(KaiserCardCacheAhead) ahead = NULL;
  g_autoptr(KaiserCardCacheAhead) sizeless = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  gint64 start;
  double took;

  heavy = kaiser_card_theme_new_from_file (path, &error);
  g_assert_no_error (error);
  plain = kaiser_card_theme_new_from_file (standard, &error);
  g_assert_no_error (error);
  sizeless = kaiser_card_cache_ahead_new (cache, NULL);
  kaiser_card_cache_set_size (cache, 120, 168, 1);
  ahead = kaiser_card_cache_ahead_new (cache, ids);

  g_assert_true (kaiser_card_cache_ahead_render (ahead, plain, cancellable, &error));
  g_assert_no_error (error);
  g_assert_true (kaiser_card_cache_ahead_render (sizeless, plain, cancellable, &error));
  g_assert_no_error (error);

  g_cancellable_cancel (cancellable);
  start = g_get_monotonic_time ();
  g_assert_false (kaiser_card_cache_ahead_render (ahead, heavy, cancellable, &error));
  took = (g_get_monotonic_time () - start) / 1e6;
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_cmpfloat (took, <, 0.05);

  /* 1 ms: the first card is over it, the back of the sizeless too */
  kaiser_card_theme_set_max_draw_ms (1);
  start = g_get_monotonic_time ();
  g_assert_false (kaiser_card_cache_ahead_render (ahead, heavy, NULL, &error));
  took = (g_get_monotonic_time () - start) / 1e6;
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "too slow"));
  g_clear_error (&error);
  g_assert_false (kaiser_card_cache_ahead_render (sizeless, heavy, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  kaiser_card_theme_set_max_draw_ms (0);
  /* one card drawn, not nine: well under twice the time of one */
  start = g_get_monotonic_time ();
  g_clear_object (&cancellable);
  {
    g_autoptr(GdkTexture) one = kaiser_card_theme_render (heavy, "back", 120, 168, &error);

    g_assert_no_error (error);
  }
  g_test_message ("nine cards drawn ahead, stopped after the first: %.2f s; one card: %.2f s", took,
                  (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpfloat (took, <, 3 * (g_get_monotonic_time () - start) / 1e6);
}

/* A theme whose cards take longer than the limit to draw is refused, the
 * message naming the time, and the theme of before stays; at start,
 * with no theme yet, Standard comes instead. */
static void
test_loader_too_slow (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserCardCache) cache = kaiser_card_cache_new ();
  g_autoptr(KaiserCardCache) fresh = kaiser_card_cache_new ();
  g_autofree char *path = kaiser_test_write_theme ("heavy", KAISER_TEST_THEME_HEAVY);
  g_autoptr(KaiserThemeLoader) loader = NULL;
  g_autoptr(KaiserThemeLoader) starting = NULL;
  g_autofree char *problem = NULL;
  g_autofree char *most = NULL;
  gboolean loaded = FALSE;
  guint limit;
  double one;

  limit = kaiser_test_limit_draw_time (path, &one);
  most = g_strdup_printf ("at most %g s", limit / 1000.0);

  g_settings_set_string (settings, "card-theme", "standard");
  loader = kaiser_theme_loader_new (settings, cache, NULL);
  g_signal_connect_swapped (loader, "loaded", G_CALLBACK (on_flag), &loaded);
  g_signal_connect (loader, "problem", G_CALLBACK (on_problem), &problem);
  g_assert_true (kaiser_test_wait_for (flag_set, &loaded, 20000));
  loaded = FALSE;
  g_settings_set_string (settings, "card-theme", "heavy");
  g_assert_true (kaiser_test_wait_for (text_set, &problem, 20000));
  g_test_message ("a card %.2f s: %s", one, problem);
  g_assert_true (g_str_has_prefix (problem, "The card theme “heavy” is too slow: its cards take "));
  g_assert_nonnull (strstr (problem, most));
  g_assert_false (loaded);
  g_assert_cmpstr (kaiser_card_theme_get_id (kaiser_card_cache_get_theme (cache)), ==, "standard");

  /* at start: Standard instead, and the problem said */
  g_clear_pointer (&problem, g_free);
  starting = kaiser_theme_loader_new (settings, fresh, NULL);
  g_signal_connect_swapped (starting, "loaded", G_CALLBACK (on_flag), &loaded);
  g_signal_connect (starting, "problem", G_CALLBACK (on_problem), &problem);
  g_assert_true (kaiser_test_wait_for (flag_set, &loaded, 20000));
  g_assert_nonnull (problem);
  g_assert_nonnull (strstr (problem, "too slow"));
  g_assert_cmpstr (kaiser_card_theme_get_id (kaiser_card_cache_get_theme (fresh)), ==, "standard");
  kaiser_card_theme_set_max_draw_ms (0);
}

int
main (int argc, char **argv)
{
  /* the user's themes: a folder of the tests' own */
  g_autofree char *data_home = g_dir_make_tmp ("kaiser-theme-home-XXXXXX", NULL);
  g_autofree char *rm = NULL;
  int status;

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/card-theme/standard", test_theme_standard);
  g_test_add_func ("/kaiser/card-theme/broken", test_theme_broken);
  g_test_add_func ("/kaiser/card-theme/read-once", test_theme_read_once);
  g_test_add_func ("/kaiser/card-theme/cache", test_cache);
  g_test_add_func ("/kaiser/card-theme/cache-async", test_cache_async);
  g_test_add_func ("/kaiser/card-theme/marks", test_marks);
  g_test_add_func ("/kaiser/card-theme/pack-map", test_pack_map);
  g_test_add_func ("/kaiser/card-theme/partial-packs", test_partial_packs);
  g_test_add_func ("/kaiser/card-theme/malformed", test_theme_malformed);
  g_test_add_func ("/kaiser/card-theme/bad-card", test_theme_bad_card);
  g_test_add_func ("/kaiser/card-theme/wrong-ids", test_theme_wrong_ids);
  g_test_add_func ("/kaiser/card-theme/huge", test_theme_huge);
  g_test_add_func ("/kaiser/card-theme/not-regular", test_theme_not_regular);
  g_test_add_func ("/kaiser/card-theme/read-file", test_theme_read_file);
  g_test_add_func ("/kaiser/card-theme/ahead-cancel", test_ahead_cancel);
  g_test_add_func ("/kaiser/card-theme/loader-cancel", test_loader_cancel);
  g_test_add_func ("/kaiser/card-theme/loader-too-slow", test_loader_too_slow);
  g_test_add_func ("/kaiser/card-theme/too-complex", test_theme_too_complex);
  g_test_add_func ("/kaiser/card-theme/list-cheap", test_theme_list_cheap);
  g_test_add_func ("/kaiser/card-theme/entity-bomb", test_theme_entity_bomb);
  g_test_add_func ("/kaiser/card-theme/external", test_theme_external);
  g_test_add_func ("/kaiser/card-theme/embedded-image", test_theme_embedded_image);
  g_test_add_func ("/kaiser/card-theme/symlinks", test_theme_symlinks);
  g_test_add_func ("/kaiser/card-theme/bad-ini", test_theme_bad_ini);
  status = g_test_run ();
  rm = g_strdup_printf ("rm -rf '%s'", data_home);
  if (system (rm) != 0)
    g_message ("could not remove %s", data_home);
  return status;
}
