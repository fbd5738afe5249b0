/* test-themes.c: the card themes that ship with the game.
 *
 * Each loads (the loader checks the element of every card of every pack
 * it draws, the back and the preview), draws every card of those packs as
 * a real card at the sizes the table uses, at scale 1 and 2 (Lost Heir,
 * which draws no pack of the engine yet, through the test maps of
 * tests/data/lost-heir-maps.ini, and each of its cards); the Joffre theme
 * names every card of every pack and every suit, in English, French and
 * Ukrainian; the French-suited themes keep the usual names.  Each card,
 * parsed alone from its part of the SVG (kaiser-svg-parts.h), is the
 * same pixels as drawn from the whole document.
 * (../shared/rules/000_5ed066fa22fca3eb.txt, "Joffre": the pack's suits
 * and ranks; VARIANTS.md: the engine maps England ↔ clubs, Russia ↔
 * diamonds, France ↔ hearts, Germany ↔ spades.)
 */
#include "config.h"

#include <librsvg/rsvg.h>
#include <string.h>

#include "kaiser-card-theme.h"
#include "kaiser-test-ui.h"

static const char * const shipped[] = { "standard", "four-colour", "large-print", "joffre", "quebec", "lost-heir" };

/* The shipped theme, with the test maps of a theme the engine has no
 * pack for yet (kaiser_test_shipped_theme_path). */
static KaiserCardTheme *
load (const char *id)
{
  g_autofree char *path = kaiser_test_shipped_theme_path (id);
  g_autoptr(GError) error = NULL;
  KaiserCardTheme *theme = kaiser_card_theme_new_from_file (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (theme);
  return theme;
}

/* A drawn card: opaque over most of it (a card, not a transparent or
 * clipped element), and not of one colour (something is drawn on it). */
static void
check_card (GdkTexture *texture, const char *what)
{
  int w = gdk_texture_get_width (texture), h = gdk_texture_get_height (texture);
  g_autofree guint32 *px = g_new (guint32, (gsize) w * h);
  gsize opaque = 0, other = 0;
  guint32 first;

  gdk_texture_download (texture, (guchar *) px, (gsize) w * 4);
  first = px[(h / 2) * w + 4];
  for (gsize i = 0; i < (gsize) w * h; i++)
    {
      opaque += (px[i] >> 24) == 0xff;
      other += px[i] != first;
    }
  if (opaque < (gsize) w * h * 85 / 100 || other < (gsize) w * h / 100)
    g_error ("%s: %" G_GSIZE_FORMAT " of %d pixels opaque, %" G_GSIZE_FORMAT " not the background", what, opaque, w * h,
             other);
}

typedef struct {
  const char *pack;
  char        card[8];
  const char *element;
} PackCard;

/* Every card of every pack the theme draws, with its element. */
static GArray *
pack_cards (KaiserCardTheme *theme)
{
  const KaiserOption *pack = kaiser_rules_find_option ("pack");
  GArray *cards = g_array_new (FALSE, FALSE, sizeof (PackCard));

  for (guint p = 0; pack->values[p]; p++)
    {
      KaiserRules rules;
      KaiserCard card;

      if (!kaiser_card_theme_draws_pack (theme, pack->values[p]))
        continue;

      kaiser_rules_init_standard (&rules);
      g_assert_true (kaiser_rules_set (&rules, "pack", pack->values[p], NULL));
      KAISER_CARDS_FOREACH (card, kaiser_deck_cards (&rules.deck))
        {
          PackCard c = { .pack = pack->values[p] };

          kaiser_deck_card_to_string (&rules.deck, card, c.card);
          c.element = g_intern_string (kaiser_card_theme_lookup (theme, c.pack, c.card));
          g_array_append_val (cards, c);
        }
    }
  return cards;
}

/* Every card of every pack, mapped to the theme's element. */
static void
test_every_card (gconstpointer data)
{
  const char *id = data;
  g_autoptr(KaiserCardTheme) theme = load (id);
  g_autoptr(GArray) cards = pack_cards (theme);
  /* the smallest cards the table draws, the usual ones, at scale 1 and 2 */
  static const int widths[] = { 41, 82, 129, 258 };

  g_assert_cmpfloat (kaiser_card_theme_get_aspect (theme), >, 0.6);
  g_assert_cmpfloat (kaiser_card_theme_get_aspect (theme), <, 0.8);
  for (guint i = 0; i < cards->len; i++)
    {
      const PackCard *c = &g_array_index (cards, PackCard, i);
      int w = widths[i % G_N_ELEMENTS (widths)];
      g_autoptr(GError) error = NULL;
      g_autoptr(GdkTexture) texture = NULL;
      g_autofree char *what = g_strdup_printf ("%s, pack %s, %s (%s) at %d px", id, c->pack, c->card, c->element, w);

      texture = kaiser_card_theme_render (theme, c->element, w, (int) (w / kaiser_card_theme_get_aspect (theme) + 0.5),
                                          &error);
      g_assert_no_error (error);
      check_card (texture, what);
    }
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GdkTexture) back = kaiser_card_theme_render (theme, "back", 82, 115, &error);

    g_assert_no_error (error);
    check_card (back, "back");
  }
}

/* An element drawn by librsvg from the whole document, as the theme
 * draws it from its own part: the same viewport and tolerance. */
static GBytes *
whole_document_pixels (RsvgHandle *whole, const char *element, int w, int h)
{
  g_autofree char *ref = g_strconcat ("#", element, NULL);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(GError) error = NULL;
  GBytes *bytes;

  cairo_set_tolerance (cr, 0.25);
  g_assert_true (rsvg_handle_render_element (whole, cr, ref, &(RsvgRectangle) { 0, 0, w, h }, &error));
  g_assert_no_error (error);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface), (gsize) cairo_image_surface_get_stride (surface) * h);
  g_assert_cmpint (cairo_image_surface_get_stride (surface), ==, w * 4);
  cairo_surface_destroy (surface);
  return bytes;
}

/* Every card of every pack and the back, drawn from its part, is byte for
 * byte what librsvg draws from the whole cards.svg, at 1× and 2×. */
static void
test_parts_same_pixels (gconstpointer data)
{
  const char *id = data;
  g_autoptr(KaiserCardTheme) theme = load (id);
  g_autofree char *path = kaiser_test_shipped_theme_path (id);
  g_autoptr(GError) error = NULL;
  RsvgHandle *whole = rsvg_handle_new_from_file (path, &error);
  g_autoptr(GHashTable) elements = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GArray) cards = pack_cards (theme);
  double aspect = kaiser_card_theme_get_aspect (theme);
  GHashTableIter iter;
  gpointer element;
  guint n = 0;

  g_assert_no_error (error);
  g_hash_table_add (elements, (gpointer) "back");
  for (guint i = 0; i < cards->len; i++)
    g_hash_table_add (elements, (gpointer) g_array_index (cards, PackCard, i).element);
  g_hash_table_iter_init (&iter, elements);
  while (g_hash_table_iter_next (&iter, &element, NULL))
    for (int w = 105; w <= 210; w += 105)
      {
        int h = (int) (w / aspect + 0.5);
        g_autoptr(GdkTexture) part = kaiser_card_theme_render (theme, element, w, h, &error);
        g_autoptr(GBytes) expected = whole_document_pixels (whole, element, w, h);
        g_autofree guchar *got = g_new (guchar, (gsize) w * h * 4);

        g_assert_no_error (error);
        gdk_texture_download (part, got, (gsize) w * 4);
        if (memcmp (got, g_bytes_get_data (expected, NULL), (gsize) w * h * 4) != 0)
          g_error ("%s: %s at %d×%d is not the same drawn from its part", id, (const char *) element, w, h);
        n++;
      }
  g_test_message ("%s: %u elements, each the same pixels at two sizes", id, n / 2);
  g_assert_cmpuint (n, >=, 2 * 33);
  g_object_unref (whole);
}

/* The Joffre theme names every card of every pack it draws (not the 40-
 * and 48-card packs of five and six players), and the suits, in English,
 * French and Ukrainian; the +5 card is Joffre, the −3 the Kaiser. */
static void
test_joffre_names (void)
{
  g_autoptr(KaiserCardTheme) theme = load ("joffre");
  g_autofree char *ini = g_build_filename (SOURCE_THEMEDIR, "joffre", "theme.ini", NULL);
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  const KaiserOption *pack = kaiser_rules_find_option ("pack");
  static const char * const suits[] = { "England", "Russia", "France", "Germany" };

  g_assert_true (g_key_file_load_from_file (kf, ini, G_KEY_FILE_KEEP_TRANSLATIONS, NULL));
  for (guint p = 0; pack->values[p]; p++)
    {
      KaiserRules rules;
      KaiserCard card;
      g_autoptr(KaiserCardNames) names = kaiser_card_theme_make_names (theme, pack->values[p]);

      /* no 40 or 48 French cards, and Lost Heir's packs are its own theme's */
      if (g_str_equal (pack->values[p], "40-card") || g_str_equal (pack->values[p], "48-card") ||
          g_str_has_prefix (pack->values[p], "lost-heir"))
        {
          g_assert_false (kaiser_card_theme_draws_pack (theme, pack->values[p]));
          continue;
        }
      g_assert_true (kaiser_card_theme_draws_pack (theme, pack->values[p]));
      kaiser_rules_init_standard (&rules);
      g_assert_true (kaiser_rules_set (&rules, "pack", pack->values[p], NULL));
      for (KaiserSuit s = 0; s < KAISER_N_SUITS; s++)
        g_assert_cmpstr (kaiser_card_names_get_suit (names, s), ==, suits[s]);
      KAISER_CARDS_FOREACH (card, kaiser_deck_cards (&rules.deck))
        {
          char cid[8];
          const char *element;
          g_autofree char *name = kaiser_card_names_describe_card (names, &rules.deck, card);
          g_autofree char *usual = kaiser_card_names_describe_card (NULL, &rules.deck, card);

          kaiser_deck_card_to_string (&rules.deck, card, cid);
          element = kaiser_card_theme_lookup (theme, pack->values[p], cid);
          if (g_str_equal (name, usual))
            g_error ("Joffre theme, pack %s: %s has no name of its own", pack->values[p], cid);
          for (guint l = 0; l < 2; l++)
            {
              g_autofree char *key = g_strdup_printf ("%s[%s]", element, l == 0 ? "fr" : "uk");
              g_autofree char *translated = g_key_file_get_string (kf, "Names", key, NULL);

              if (translated == NULL || *translated == '\0')
                g_error ("Joffre theme: %s has no name in %s", element, l == 0 ? "French" : "Ukrainian");
            }
        }
      /* the point cards of the pack */
      {
        g_autofree char *bonus = kaiser_card_names_describe_card (names, &rules.deck, rules.deck.bonus_card);
        g_autofree char *penalty = kaiser_card_names_describe_card (names, &rules.deck, rules.deck.penalty_card);

        g_assert_nonnull (strstr (bonus, "Joffre"));
        g_assert_nonnull (strstr (penalty, "Kaiser"));
      }
    }
  /* ordinary Kaiser with Joffre cards: the ace of hearts is France's general */
  {
    g_autoptr(KaiserCardNames) names = kaiser_card_theme_make_names (theme, "standard");
    KaiserRules rules;
    KaiserCard ace;
    g_autofree char *name = NULL;

    kaiser_rules_init_standard (&rules);
    g_assert_true (kaiser_deck_card_from_string (&rules.deck, "AH", &ace));
    name = kaiser_card_names_describe_card (names, &rules.deck, ace);
    g_assert_nonnull (strstr (name, "General"));
    g_assert_nonnull (strstr (name, "France"));
    g_assert_cmpstr (kaiser_card_theme_lookup (theme, "standard", "AH"), ==, "7H");
    g_assert_cmpstr (kaiser_card_theme_lookup (theme, "standard", "5H"), ==, "0H");
    g_assert_cmpstr (kaiser_card_theme_lookup (theme, "standard", "3S"), ==, "0S");
    g_assert_cmpstr (kaiser_card_theme_lookup (theme, "les-rois", "KH"), ==, "0H");
    /* the 34-card pack's sevens of hearts and spades: cards of their own */
    g_assert_cmpstr (kaiser_card_theme_lookup (theme, "34-card", "7H"), !=, kaiser_card_theme_lookup (theme, "34-card", "5H"));
    g_assert_cmpstr (kaiser_card_theme_lookup (theme, "34-card", "7S"), !=, kaiser_card_theme_lookup (theme, "34-card", "3S"));
  }
}

/* The French-suited themes name nothing otherwise. */
static void
test_french_names (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (shipped); i++)
    {
      g_autoptr(KaiserCardTheme) theme = NULL;
      g_autoptr(KaiserCardNames) names = NULL;

      if (g_str_equal (shipped[i], "joffre") || g_str_equal (shipped[i], "lost-heir"))
        continue;
      theme = load (shipped[i]);
      names = kaiser_card_theme_make_names (theme, "standard");
      g_assert_true (kaiser_card_names_is_empty (names));
    }
}

/* Every theme.ini has a name and description in English, French and
 * Ukrainian, and a preview of four cards with the +5 and −3 badges. */
static void
test_metadata (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (shipped); i++)
    {
      g_autofree char *ini = g_build_filename (SOURCE_THEMEDIR, shipped[i], "theme.ini", NULL);
      g_autoptr(GKeyFile) kf = g_key_file_new ();
      g_autoptr(KaiserCardTheme) theme = load (shipped[i]);
      const char * const *badges;
      const char * const *preview = kaiser_card_theme_get_preview (theme, &badges);
      gboolean plus = FALSE, minus = FALSE;

      g_assert_true (g_key_file_load_from_file (kf, ini, G_KEY_FILE_KEEP_TRANSLATIONS, NULL));
      for (guint k = 0; k < 2; k++)
        for (guint l = 0; l < 3; l++)
          {
            static const char * const keys[] = { "Name", "Description" };
            static const char * const langs[] = { NULL, "fr", "uk" };
            g_autofree char *key = langs[l] ? g_strdup_printf ("%s[%s]", keys[k], langs[l]) : g_strdup (keys[k]);
            g_autofree char *value = g_key_file_get_string (kf, "Theme", key, NULL);

            if (value == NULL || *value == '\0')
              g_error ("%s: theme.ini has no %s", shipped[i], key);
          }
      g_assert_cmpuint (g_strv_length ((char **) preview), ==, 4);
      for (guint k = 0; preview[k]; k++)
        {
          plus |= badges[k][0] == '+';
          minus |= g_str_has_prefix (badges[k], "−");
        }
      g_assert_true (plus && minus);
    }
}

/* The Lost Heir theme (../shared/rules/000_5ed066fa22fca3eb.txt, "Lost
 * Heir"; build-aux/gen-theme-lost-heir.py): in each city the seven ranks
 * Mayor 7 … Policeman 1 and the number cards 4 … 1 of McLoughlin's
 * eleven-card suits, the Lost Heir, the Wrong Boy, a blank card, the back
 * and the slot: each there under its id, a real card at 1× and 2×, the
 * same pixels from its part as from the whole file, and named in
 * English, French and Ukrainian (the back and slot excepted).  The
 * shipped folder, without the maps the tests add, draws no pack of the
 * engine yet, and says so. */
static void
test_lost_heir (void)
{
  static const char * const ranks[] = { "mayor", "chief", "commissioner", "detective", "captain", "sergeant",
                                        "policeman", "4", "3", "2", "1" };
  static const char * const special[] = { "heir", "wrong-boy", "blank", "back", "slot" };
  g_autoptr(KaiserCardTheme) theme = load ("lost-heir");
  g_autofree char *path = kaiser_test_shipped_theme_path ("lost-heir");
  g_autofree char *ini = g_build_filename (SOURCE_THEMEDIR, "lost-heir", "theme.ini", NULL);
  g_autofree char *shipped_svg = g_build_filename (SOURCE_THEMEDIR, "lost-heir", "cards.svg", NULL);
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(GPtrArray) elements = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  RsvgHandle *whole = rsvg_handle_new_from_file (path, &error);
  double aspect = kaiser_card_theme_get_aspect (theme);

  g_assert_no_error (error);
  g_assert_true (g_key_file_load_from_file (kf, ini, G_KEY_FILE_KEEP_TRANSLATIONS, NULL));
  for (KaiserSuit s = 0; s < KAISER_N_SUITS; s++)
    for (guint r = 0; r < G_N_ELEMENTS (ranks); r++)
      g_ptr_array_add (elements, g_strdup_printf ("%s-%c", ranks[r], kaiser_suit_letter (s)));
  for (guint i = 0; i < G_N_ELEMENTS (special); i++)
    g_ptr_array_add (elements, g_strdup (special[i]));
  g_assert_cmpuint (elements->len, ==, 49);
  for (guint i = 0; i < elements->len; i++)
    {
      const char *element = g_ptr_array_index (elements, i);

      for (int w = 105; w <= 210; w += 105)
        {
          int h = (int) (w / aspect + 0.5);
          g_autoptr(GdkTexture) part = kaiser_card_theme_render (theme, element, w, h, &error);
          g_autoptr(GBytes) expected = NULL;
          g_autofree guchar *got = g_new (guchar, (gsize) w * h * 4);
          g_autofree char *what = g_strdup_printf ("lost-heir, %s at %d px", element, w);

          g_assert_no_error (error);
          if (!g_str_equal (element, "slot"))   /* the slot is see-through */
            check_card (part, what);
          expected = whole_document_pixels (whole, element, w, h);
          gdk_texture_download (part, got, (gsize) w * 4);
          if (memcmp (got, g_bytes_get_data (expected, NULL), (gsize) w * h * 4) != 0)
            g_error ("%s is not the same drawn from its part", what);
        }
      if (g_str_equal (element, "back") || g_str_equal (element, "slot"))
        continue;
      for (guint l = 0; l < 3; l++)
        {
          static const char * const langs[] = { NULL, "fr", "uk" };
          g_autofree char *key = langs[l] ? g_strdup_printf ("%s[%s]", element, langs[l]) : g_strdup (element);
          g_autofree char *name = g_key_file_get_string (kf, "Names", key, NULL);

          if (name == NULL || *name == '\0')
            g_error ("Lost Heir theme: %s has no name (%s)", element, key);
        }
    }
  g_object_unref (whole);
  g_assert_cmpstr (kaiser_card_theme_get_suit_name (theme, KAISER_CLUBS), ==, "New York");
  g_assert_cmpstr (kaiser_card_theme_get_suit_name (theme, KAISER_DIAMONDS), ==, "Montreal");
  g_assert_cmpstr (kaiser_card_theme_get_suit_name (theme, KAISER_HEARTS), ==, "London");
  g_assert_cmpstr (kaiser_card_theme_get_suit_name (theme, KAISER_SPADES), ==, "Chicago");

  /* as shipped: Lost Heir's two packs (000_5ed066fa22fca3eb.txt, "Lost
   * Heir": seven a city, or McLoughlin's eleven), no French one */
  {
    g_autoptr(KaiserCardTheme) as_shipped = kaiser_card_theme_new_from_file (shipped_svg, &error);
    const KaiserOption *pack = kaiser_rules_find_option ("pack");

    g_assert_no_error (error);
    for (guint p = 0; pack->values[p]; p++)
      g_assert_true (kaiser_card_theme_draws_pack (as_shipped, pack->values[p]) == g_str_has_prefix (pack->values[p], "lost-heir"));
    g_assert_cmpstr (kaiser_card_theme_lookup (as_shipped, "lost-heir", "7C"), ==, "mayor-C");
    g_assert_cmpstr (kaiser_card_theme_lookup (as_shipped, "lost-heir", "1S"), ==, "policeman-S");
    g_assert_cmpstr (kaiser_card_theme_lookup (as_shipped, "lost-heir-48", "11C"), ==, "mayor-C");
    g_assert_cmpstr (kaiser_card_theme_lookup (as_shipped, "lost-heir-48", "5S"), ==, "policeman-S");
    g_assert_cmpstr (kaiser_card_theme_lookup (as_shipped, "lost-heir-48", "4S"), ==, "4-S");
    g_assert_cmpstr (kaiser_card_theme_lookup (as_shipped, "lost-heir", "LH"), ==, "heir");
    g_assert_cmpstr (kaiser_card_theme_lookup (as_shipped, "lost-heir", "WB"), ==, "wrong-boy");
    g_assert_cmpstr (kaiser_card_theme_lookup (as_shipped, "lost-heir-48", "B2"), ==, "blank");
  }
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (shipped); i++)
    {
      g_autofree char *path = g_strdup_printf ("/kaiser/themes/%s/every-card", shipped[i]);
      g_autofree char *same = g_strdup_printf ("/kaiser/themes/%s/parts-same-pixels", shipped[i]);

      g_test_add_data_func (path, shipped[i], test_every_card);
      g_test_add_data_func (same, shipped[i], test_parts_same_pixels);
    }
  g_test_add_func ("/kaiser/themes/joffre/names", test_joffre_names);
  g_test_add_func ("/kaiser/themes/lost-heir/cards", test_lost_heir);
  g_test_add_func ("/kaiser/themes/french-names", test_french_names);
  g_test_add_func ("/kaiser/themes/metadata", test_metadata);
  return g_test_run ();
}
