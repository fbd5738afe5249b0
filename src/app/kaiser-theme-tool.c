/* kaiser-theme-tool.c: kaiser-theme check DIR, kaiser-theme bench [--runs N] [ID…],
 * kaiser-theme sheet [--width N] [--scale S] [--vision V,…] DIR OUT.png [ELEMENT…].
 *
 * The theme is loaded with kaiser_card_theme_new_from_file(), as the game
 * loads it, so "check" refuses exactly what the game refuses.  What the
 * loader does not check (the rules of docs/card-themes.md an artist can
 * break without the game noticing: an element not the card's shape, one
 * nested in another, external references, filters, a map key that is
 * no card, names without translations) are warnings, read from the SVG
 * with librsvg and GMarkup and from theme.ini with GKeyFile.
 */
#define G_LOG_DOMAIN "kaiser-theme"

#include "config.h"

#include <glib/gi18n.h>
#include <librsvg/rsvg.h>
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kaiser-card-theme.h"
#include "kaiser-colour-vision.h"
#include "kaiser-theme-tool.h"

#define SIZE_LIMIT (1536 * 1024)   /* keep cards.svg under about 1.5 MB */
#define GOAL_MS 100.0              /* parse + the whole deck at 120 px */
#define ASPECT_SLACK 0.01          /* an element's ink may differ from the card's aspect by 1 % */

static const int deck_widths[] = { 120, 240 };
#define N_WIDTHS G_N_ELEMENTS (deck_widths)

typedef enum {
  TOOL_CLOCK_WALL,
  TOOL_CLOCK_CPU,
} ToolClock;

/* Milliseconds on the wall clock or of this process's CPU time. */
static double
now_ms (ToolClock clock)
{
  if (clock == TOOL_CLOCK_CPU)
    {
      struct timespec ts;

      clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
      return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
    }
  return g_get_monotonic_time () / 1000.0;
}

/* The packs of the engine: the values of the rules' "pack" option. */
static const char * const *
pack_names (void)
{
  const KaiserOption *option = kaiser_rules_find_option ("pack");

  return option ? option->values : NULL;
}

static gboolean
pack_rules (const char *pack, KaiserRules *rules)
{
  kaiser_rules_init_standard (rules);
  return kaiser_rules_set (rules, "pack", pack, NULL);
}

/* Every distinct element the theme draws for the cards of every pack it
 * draws, in the order met, then "back": the whole deck. */
static GPtrArray *
deck_elements (KaiserCardTheme *theme)
{
  GPtrArray *elements = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  const char * const *packs = pack_names ();

  for (guint p = 0; packs && packs[p]; p++)
    {
      KaiserRules rules;
      KaiserCard card;

      if (!kaiser_card_theme_draws_pack (theme, packs[p]) || !pack_rules (packs[p], &rules))
        continue;
      KAISER_CARDS_FOREACH (card, kaiser_deck_cards (&rules.deck))
        {
          char id[8];
          const char *element;

          kaiser_deck_card_to_string (&rules.deck, card, id);
          element = kaiser_card_theme_lookup (theme, packs[p], id);
          if (!g_hash_table_contains (seen, element))
            {
              char *copy = g_strdup (element);

              g_ptr_array_add (elements, copy);
              g_hash_table_add (seen, copy);
            }
        }
    }
  if (!g_hash_table_contains (seen, "back"))
    g_ptr_array_add (elements, g_strdup ("back"));
  return elements;
}

/* Every element of the deck at @width, as the game's card cache draws it;
 * one slower than the game allows refuses the theme, as the game does. */
static gboolean
render_deck (KaiserCardTheme *theme, GPtrArray *elements, int width, GError **error)
{
  int height = (int) (width / kaiser_card_theme_get_aspect (theme) + 0.5);

  for (guint i = 0; i < elements->len; i++)
    {
      const char *element = g_ptr_array_index (elements, i);
      gint64 start = g_get_monotonic_time ();
      g_autoptr(GdkTexture) texture = kaiser_card_theme_render (theme, element, width, height, error);

      if (texture == NULL ||
          !kaiser_card_theme_check_draw_time (theme, (g_get_monotonic_time () - start) / 1000.0, error))
        {
          g_prefix_error (error, "“%s” at %d px: ", element, width);
          return FALSE;
        }
    }
  return TRUE;
}

typedef struct {
  double parse;              /* kaiser_card_theme_new_from_file: read, parse, check */
  double deck[N_WIDTHS];     /* every element of the deck, at each width */
  guint  elements;
} Timing;

/* One measurement from scratch: a new KaiserCardTheme, so the SVG is
 * really parsed again, then the whole deck at each width. */
static KaiserCardTheme *
timed_run (const char *path, ToolClock clock, Timing *timing, GError **error)
{
  double start = now_ms (clock);
  g_autoptr(KaiserCardTheme) theme = kaiser_card_theme_new_from_file (path, error);
  g_autoptr(GPtrArray) elements = NULL;

  timing->parse = now_ms (clock) - start;
  if (theme == NULL)
    return NULL;
  elements = deck_elements (theme);
  timing->elements = elements->len;
  for (guint w = 0; w < N_WIDTHS; w++)
    {
      start = now_ms (clock);
      if (!render_deck (theme, elements, deck_widths[w], error))
        return NULL;
      timing->deck[w] = now_ms (clock) - start;
    }
  return g_steal_pointer (&theme);
}

/* "a, b, c and 4 more" */
static char *
join_some (GPtrArray *items, guint limit)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < items->len && i < limit; i++)
    g_string_append_printf (s, "%s%s", i ? ", " : "", (const char *) g_ptr_array_index (items, i));
  if (items->len > limit)
    g_string_append_printf (s, " and %u more", items->len - limit);
  return g_string_free (s, FALSE);
}

static void
warn (GPtrArray *warnings, const char *format, ...) G_GNUC_PRINTF (2, 3);

static void
warn (GPtrArray *warnings, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (warnings, g_strdup_vprintf (format, args));
  va_end (args);
}

/* ---------------------------------------------------------------------- */
/* What the SVG holds, read as plain XML */

typedef struct {
  GHashTable *depth;        /* id → depth of its element: 1 the root <svg>, 2 a top-level element */
  GPtrArray  *duplicates;   /* ids given twice */
  GPtrArray  *external;     /* references to files or URLs */
  guint       level;
  gboolean    image, script, filter, foreign;
} SvgScan;

static void
scan_start (GMarkupParseContext *context, const char *element, const char **names, const char **values,
            gpointer data, GError **error)
{
  SvgScan *scan = data;

  scan->level++;
  scan->image |= g_str_equal (element, "image");
  scan->script |= g_str_equal (element, "script");
  scan->filter |= g_str_equal (element, "filter");
  scan->foreign |= g_str_equal (element, "foreignObject");
  for (guint i = 0; names[i]; i++)
    {
      if (g_str_equal (names[i], "id"))
        {
          if (g_hash_table_contains (scan->depth, values[i]))
            g_ptr_array_add (scan->duplicates, g_strdup (values[i]));
          else
            g_hash_table_insert (scan->depth, g_strdup (values[i]), GUINT_TO_POINTER (scan->level));
        }
      else if ((g_str_equal (names[i], "href") || g_str_has_suffix (names[i], ":href")) && values[i][0] != '#'
               && scan->external->len < 20)
        g_ptr_array_add (scan->external, g_strdup (values[i]));
      else if (g_str_equal (names[i], "filter") ||
               (g_str_equal (names[i], "style") && strstr (values[i], "filter") != NULL))
        scan->filter = TRUE;
    }
}

static void
scan_end (GMarkupParseContext *context, const char *element, gpointer data, GError **error)
{
  ((SvgScan *) data)->level--;
}

static void
svg_scan_clear (SvgScan *scan)
{
  g_clear_pointer (&scan->depth, g_hash_table_unref);
  g_clear_pointer (&scan->duplicates, g_ptr_array_unref);
  g_clear_pointer (&scan->external, g_ptr_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (SvgScan, svg_scan_clear)

static gboolean
svg_scan (SvgScan *scan, const char *contents, gsize length, GError **error)
{
  static const GMarkupParser parser = { scan_start, scan_end, NULL, NULL, NULL };
  g_autoptr(GMarkupParseContext) context = NULL;

  scan->depth = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  scan->duplicates = g_ptr_array_new_with_free_func (g_free);
  scan->external = g_ptr_array_new_with_free_func (g_free);
  context = g_markup_parse_context_new (&parser, 0, scan, NULL);
  return g_markup_parse_context_parse (context, contents, (gssize) length, error) &&
         g_markup_parse_context_end_parse (context, error);
}

/* The SVG's own rules, and each deck element's shape against the card's. */
static void
check_svg (const char *contents, gsize length, RsvgHandle *handle, KaiserCardTheme *theme, GPtrArray *elements,
           GPtrArray *warnings)
{
  g_auto(SvgScan) scan = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) nested = g_ptr_array_new ();
  g_autoptr(GPtrArray) misshapen = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) empty = g_ptr_array_new ();

  if (length > SIZE_LIMIT)
    warn (warnings, "cards.svg is %.1f MB: keep it under 1.5 MB", length / (1024.0 * 1024.0));
  if (strstr (contents, "<!ENTITY") != NULL)
    warn (warnings, "cards.svg declares entities: write the text out instead");
  if (!svg_scan (&scan, contents, length, &error))
    warn (warnings, "cards.svg cannot be read as plain XML (%s): the checks of its structure were skipped",
          error->message);
  else
    {
      if (scan.duplicates->len > 0)
        {
          g_autofree char *list = join_some (scan.duplicates, 8);
          warn (warnings, "ids given to more than one element: %s", list);
        }
      if (scan.external->len > 0)
        {
          g_autofree char *list = join_some (scan.external, 4);
          warn (warnings, "references outside the file (draw everything in cards.svg): %s", list);
        }
      if (scan.image)
        warn (warnings, "cards.svg holds <image> elements: draw with paths instead");
      if (scan.script || scan.foreign)
        warn (warnings, "cards.svg holds <script> or <foreignObject>, which the game never runs or draws");
      if (scan.filter)
        warn (warnings, "cards.svg uses filters, which librsvg draws slowly: use gradients instead");
      for (guint i = 0; elements && i < elements->len; i++)
        {
          gpointer depth = g_hash_table_lookup (scan.depth, g_ptr_array_index (elements, i));

          if (depth != NULL && GPOINTER_TO_UINT (depth) != 2)
            g_ptr_array_add (nested, g_ptr_array_index (elements, i));
        }
      if (nested->len > 0)
        {
          g_autofree char *list = join_some (nested, 8);
          warn (warnings, "cards that are not top-level elements (children of the root <svg>): %s", list);
        }
    }

  if (theme == NULL || elements == NULL || handle == NULL)
    return;
  for (guint i = 0; i < elements->len; i++)
    {
      const char *element = g_ptr_array_index (elements, i);
      g_autofree char *ref = g_strconcat ("#", element, NULL);
      RsvgRectangle ink, logical;
      double aspect = kaiser_card_theme_get_aspect (theme);

      if (!rsvg_handle_get_geometry_for_element (handle, ref, &ink, &logical, NULL) || ink.width <= 0 ||
          ink.height <= 0)
        g_ptr_array_add (empty, (char *) element);
      else if (fabs (ink.width / ink.height - aspect) > ASPECT_SLACK * aspect)
        g_ptr_array_add (misshapen, g_strdup_printf ("%s (%g × %g)", element, ink.width, ink.height));
    }
  if (empty->len > 0)
    {
      g_autofree char *list = join_some (empty, 8);
      warn (warnings, "elements that draw nothing: %s", list);
    }
  if (misshapen->len > 0)
    {
      g_autofree char *list = join_some (misshapen, 6);
      warn (warnings, "elements whose drawn size is not the card's aspect %.4f (the back's), drawn with margins: %s",
            kaiser_card_theme_get_aspect (theme), list);
    }
}

/* ---------------------------------------------------------------------- */
/* theme.ini */

static int
compare_strings (const void *a, const void *b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The languages of a group's translated keys ("7C[fr]" → "fr"), into @langs. */
static void
collect_languages (GKeyFile *kf, const char *group, GHashTable *langs)
{
  g_auto(GStrv) keys = g_key_file_get_keys (kf, group, NULL, NULL);

  for (guint i = 0; keys && keys[i]; i++)
    {
      const char *open = strchr (keys[i], '[');
      const char *close = open ? strchr (open, ']') : NULL;

      if (close)
        g_hash_table_add (langs, g_strndup (open + 1, close - open - 1));
    }
}

/* "fr, uk", sorted, or "none" */
static char *
languages_text (GHashTable *langs)
{
  guint n = 0;
  g_autofree const char **list = (const char **) g_hash_table_get_keys_as_array (langs, &n);

  if (n == 0)
    return g_strdup ("none");
  qsort (list, n, sizeof (char *), compare_strings);
  return g_strjoinv (", ", (char **) list);
}

/* The plain keys of a group ("7C", not "7C[fr]"). */
static GPtrArray *
plain_keys (GKeyFile *kf, const char *group)
{
  g_auto(GStrv) keys = g_key_file_get_keys (kf, group, NULL, NULL);
  GPtrArray *plain = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; keys && keys[i]; i++)
    if (strchr (keys[i], '[') == NULL)
      g_ptr_array_add (plain, g_strdup (keys[i]));
  return plain;
}

/* The plain keys of a group with no translation into @lang. */
static guint
count_untranslated (GKeyFile *kf, const char *group, GPtrArray *keys, const char *lang)
{
  guint n = 0;

  for (guint i = 0; i < keys->len; i++)
    {
      g_autofree char *key = g_strdup_printf ("%s[%s]", (const char *) g_ptr_array_index (keys, i), lang);
      n += !g_key_file_has_key (kf, group, key, NULL);
    }
  return n;
}

static const struct {
  const char *code, *language;
} wanted_languages[] = { { "fr", "French" }, { "uk", "Ukrainian" } };

/* [Names] and [Suits]: what is named, in which languages; names of
 * elements the SVG lacks and names without translations are warned of. */
static void
print_names (GKeyFile *kf, KaiserCardTheme *theme, RsvgHandle *handle, GPtrArray *warnings)
{
  g_autoptr(GPtrArray) cards = plain_keys (kf, "Names");
  g_autoptr(GPtrArray) suits = plain_keys (kf, "Suits");
  g_autoptr(GPtrArray) unknown = g_ptr_array_new ();
  g_autoptr(GHashTable) card_langs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) suit_langs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *card_text = NULL;
  g_autofree char *suit_text = NULL;

  collect_languages (kf, "Names", card_langs);
  collect_languages (kf, "Suits", suit_langs);
  card_text = languages_text (card_langs);
  suit_text = languages_text (suit_langs);
  if (cards->len == 0)
    printf ("  cards: none named in [Names] (the game says “Ace of Spades”, …)\n");
  else
    printf ("  cards: %u elements named in [Names], translated into: %s\n", cards->len, card_text);
  if (theme && kaiser_card_theme_get_suit_name (theme, 0) != NULL)
    {
      printf ("  suits:");
      for (KaiserSuit s = 0; s < KAISER_N_SUITS; s++)
        printf (" %c %s%s", kaiser_suit_letter (s), kaiser_card_theme_get_suit_name (theme, s),
                s + 1 < KAISER_N_SUITS ? "," : "");
      printf (" in [Suits], translated into: %s\n", suit_text);
    }
  else if (suits->len > 0)
    printf ("  suits: %u named in [Suits], translated into: %s\n", suits->len, suit_text);
  else
    printf ("  suits: none named in [Suits] (clubs, diamonds, hearts, spades)\n");

  for (guint i = 0; handle && i < cards->len; i++)
    {
      g_autofree char *ref = g_strconcat ("#", (const char *) g_ptr_array_index (cards, i), NULL);

      if (!rsvg_handle_has_sub (handle, ref))
        g_ptr_array_add (unknown, g_ptr_array_index (cards, i));
    }
  if (unknown->len > 0)
    {
      g_autofree char *list = join_some (unknown, 8);
      warn (warnings, "[Names] names elements cards.svg does not have: %s", list);
    }
  g_ptr_array_set_size (unknown, 0);
  for (guint i = 0; i < suits->len; i++)
    {
      const char *key = g_ptr_array_index (suits, i);

      if (strlen (key) != 1 || strchr ("CDHS", key[0]) == NULL)
        g_ptr_array_add (unknown, (char *) key);
    }
  if (unknown->len > 0)
    {
      g_autofree char *list = join_some (unknown, 8);
      warn (warnings, "[Suits] keys that are not C, D, H or S: %s", list);
    }
  if (suits->len > 0 && suits->len < KAISER_N_SUITS)
    warn (warnings, "[Suits] names %u of the 4 suits: the others keep their usual names", suits->len);
  for (guint l = 0; l < G_N_ELEMENTS (wanted_languages); l++)
    {
      guint missing_cards = count_untranslated (kf, "Names", cards, wanted_languages[l].code);
      guint missing_suits = count_untranslated (kf, "Suits", suits, wanted_languages[l].code);

      if (missing_cards > 0)
        warn (warnings, "%u of the %u names in [Names] have no %s translation (KEY[%s]=)", missing_cards, cards->len,
              wanted_languages[l].language, wanted_languages[l].code);
      if (missing_suits > 0)
        warn (warnings, "%u of the %u names in [Suits] have no %s translation (KEY[%s]=)", missing_suits, suits->len,
              wanted_languages[l].language, wanted_languages[l].code);
    }
}

/* Per pack: its cards, how many the theme's map draws ([Pack NAME]),
 * how many of those as another element, how many the theme names.
 * Map keys that are no card of the pack, and maps of no pack, are
 * warned of. */
static void
print_packs (GKeyFile *kf, KaiserCardTheme *theme, GPtrArray *warnings)
{
  const char * const *packs = pack_names ();
  g_auto(GStrv) groups = kf ? g_key_file_get_groups (kf, NULL) : NULL;

  printf ("packs:\n");
  for (guint p = 0; packs && packs[p]; p++)
    {
      g_autofree char *group = g_strconcat ("Pack ", packs[p], NULL);
      gboolean has_map = kf && g_key_file_has_group (kf, group);
      g_autoptr(GPtrArray) keys = has_map ? plain_keys (kf, group) : g_ptr_array_new ();
      g_autoptr(GPtrArray) strangers = g_ptr_array_new ();
      guint cards = 0, mapped = 0, other = 0, named = 0;
      KaiserRules rules;
      KaiserCard card;

      if (!pack_rules (packs[p], &rules))
        continue;
      KAISER_CARDS_FOREACH (card, kaiser_deck_cards (&rules.deck))
        {
          char id[8];

          kaiser_deck_card_to_string (&rules.deck, card, id);
          cards++;
          mapped += has_map && g_key_file_has_key (kf, group, id, NULL);
          other += !g_str_equal (kaiser_card_theme_lookup (theme, packs[p], id), id);
          named += kaiser_card_theme_get_card_name (theme, packs[p], id) != NULL;
        }
      if (!kaiser_card_theme_draws_pack (theme, packs[p]))
        printf ("  %-10s %2u cards, not drawn (no [%s], and not every card id is an element)\n", packs[p], cards,
                group);
      else if (has_map)
        printf ("  %-10s %2u cards, %2u drawn through [%s] (%u as another element), %2u named\n", packs[p], cards,
                mapped, group, other, named);
      else
        printf ("  %-10s %2u cards, each drawn as its own id (no [%s]), %2u named\n", packs[p], cards, group, named);
      for (guint i = 0; i < keys->len; i++)
        {
          KaiserCard c;

          if (!kaiser_deck_card_from_string (&rules.deck, g_ptr_array_index (keys, i), &c))
            g_ptr_array_add (strangers, g_ptr_array_index (keys, i));
        }
      if (strangers->len > 0)
        {
          g_autofree char *list = join_some (strangers, 8);
          warn (warnings, "[%s] maps ids that are no card of the pack “%s”: %s", group, packs[p], list);
        }
    }
  for (guint i = 0; groups && groups[i]; i++)
    if (g_str_has_prefix (groups[i], "Pack ") && !g_strv_contains (packs, groups[i] + strlen ("Pack ")))
      {
        g_autofree char *known = g_strjoinv (", ", (char **) packs);
        warn (warnings, "[%s] is the map of no pack (the packs: %s)", groups[i], known);
      }
}

/* "5:7" when the aspect is one of a few usual ones. */
static const char *
aspect_name (double aspect)
{
  static const struct {
    double w, h;
    const char *name;
  } usual[] = { { 5, 7, "5:7, like the shipped themes" }, { 2.5, 3.5, "poker" }, { 2.25, 3.5, "bridge" },
                { 2, 3, "2:3" } };

  for (guint i = 0; i < G_N_ELEMENTS (usual); i++)
    if (fabs (aspect - usual[i].w / usual[i].h) < 0.001)
      return usual[i].name;
  return "width / height";
}

/* ---------------------------------------------------------------------- */
/* kaiser-theme check DIR */

static int
check (int argc, char **argv)
{
  g_autofree char *dir = NULL;
  g_autofree char *svg = NULL;
  g_autofree char *ini = NULL;
  g_autoptr(GBytes) svg_bytes = NULL;
  g_autoptr(GBytes) ini_bytes = NULL;
  const char *contents;
  gsize length = 0;
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  gboolean have_ini = FALSE;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) ini_error = NULL;
  g_autoptr(KaiserCardTheme) theme = NULL;
  g_autoptr(GPtrArray) elements = NULL;
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GObject) svg_object = NULL;   /* librsvg 2.54 has no autoptr for RsvgHandle */
  RsvgHandle *handle = NULL;
  Timing timing = { 0 };

  if (argc == 2 && (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h")))
    {
      printf ("Usage: kaiser-theme check DIR\n\n"
              "Load the card theme in DIR (cards.svg and theme.ini) as the game does and say whether it is\n"
              "usable, what it holds and how long it takes to draw. Exit status: 0 usable, 1 refused.\n");
      return 0;
    }
  if (argc != 2 || argv[1][0] == '-')
    {
      fprintf (stderr, "Usage: kaiser-theme check DIR\n");
      return 2;
    }
  if (g_str_has_suffix (argv[1], ".svg") && g_file_test (argv[1], G_FILE_TEST_IS_REGULAR))
    dir = g_path_get_dirname (argv[1]);
  else
    dir = g_strdup (argv[1]);
  svg = g_build_filename (dir, "cards.svg", NULL);
  ini = g_build_filename (dir, "theme.ini", NULL);

  printf ("kaiser-theme check: %s\n", dir);
  /* read as the game reads them: a FIFO, a device, a folder or a file
   * over the limit is refused at once, never read */
  svg_bytes = kaiser_card_theme_read_file (svg, KAISER_CARD_THEME_MAX_SVG_SIZE, &error);
  if (svg_bytes == NULL)
    {
      printf ("REFUSED: %s\n", error->message);
      return 1;
    }
  contents = g_bytes_get_data (svg_bytes, &length);
  if (contents == NULL)
    contents = "";
  ini_bytes = kaiser_card_theme_read_file (ini, KAISER_CARD_THEME_MAX_INI_SIZE, &ini_error);
  if (ini_bytes)
    {
      gsize ini_length;
      const char *data = g_bytes_get_data (ini_bytes, &ini_length);

      have_ini = g_key_file_load_from_data (kf, data, ini_length, G_KEY_FILE_KEEP_TRANSLATIONS, &ini_error);
    }

  /* as the game loads it, and every element of the deck drawn once */
  theme = kaiser_card_theme_new_from_file (svg, &error);
  if (theme != NULL)
    {
      elements = deck_elements (theme);
      for (guint w = 0; w < N_WIDTHS && theme != NULL; w++)
        if (!render_deck (theme, elements, deck_widths[w], &error))
          g_clear_object (&theme);
    }
  /* then timed, from scratch: the first load also set up fonts and caches */
  if (theme != NULL)
    {
      g_autoptr(KaiserCardTheme) again = timed_run (svg, TOOL_CLOCK_WALL, &timing, &error);

      if (again == NULL)
        g_clear_object (&theme);
    }
  if (theme == NULL)
    printf ("REFUSED: %s\n", error->message);
  else
    printf ("OK: the theme “%s” (%s) is usable\n", kaiser_card_theme_get_name (theme), kaiser_card_theme_get_id (theme));

  printf ("cards.svg: %" G_GSIZE_FORMAT " bytes (%.0f KB; keep it under 1.5 MB)\n", length, length / 1024.0);
  svg_object = (GObject *) rsvg_handle_new_from_data ((const guint8 *) contents, length, NULL);
  handle = svg_object ? RSVG_HANDLE (svg_object) : NULL;

  if (!have_ini)
    warn (warnings, "theme.ini cannot be read (%s): the theme is called by its folder's name", ini_error->message);
  else
    {
      g_autoptr(GHashTable) langs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_autofree char *lang_text = NULL;
      g_autofree char *name = g_key_file_get_string (kf, "Theme", "Name", NULL);

      collect_languages (kf, "Theme", langs);
      lang_text = languages_text (langs);
      printf ("theme.ini: Name “%s”, translated into: %s\n", name ? name : "(none)", lang_text);
      if (name == NULL)
        warn (warnings, "theme.ini has no [Theme] Name=: the theme is called by its folder's name");
      if (!g_key_file_has_key (kf, "Theme", "Description", NULL))
        warn (warnings, "theme.ini has no [Theme] Description=");
      for (guint l = 0; l < G_N_ELEMENTS (wanted_languages); l++)
        {
          g_autofree char *key = g_strdup_printf ("Name[%s]", wanted_languages[l].code);

          if (!g_key_file_has_key (kf, "Theme", key, NULL))
            warn (warnings, "theme.ini has no %s (the name in %s)", key, wanted_languages[l].language);
        }
    }

  if (theme != NULL)
    {
      double aspect = kaiser_card_theme_get_aspect (theme);
      int ini_width = have_ini ? g_key_file_get_integer (kf, "Theme", "CardWidth", NULL) : 0;
      int ini_height = have_ini ? g_key_file_get_integer (kf, "Theme", "CardHeight", NULL) : 0;
      RsvgRectangle ink = { 0 }, logical;
      const char * const *badges = NULL;
      const char * const *preview = kaiser_card_theme_get_preview (theme, &badges);

      if (handle)
        rsvg_handle_get_geometry_for_element (handle, "#back", &ink, &logical, NULL);
      if (ini_width > 0 && ini_height > 0)
        printf ("card: %d × %d (theme.ini CardWidth × CardHeight); the back is %g × %g; aspect %.4f (%s)\n", ini_width,
                ini_height, ink.width, ink.height, aspect, aspect_name (aspect));
      else
        printf ("card: the back is %g × %g (theme.ini gives no CardWidth and CardHeight); aspect %.4f (%s)\n",
                ink.width, ink.height, aspect, aspect_name (aspect));
      if (ini_width > 0 && ini_height > 0 &&
          fabs ((double) ini_width / ini_height - aspect) > ASPECT_SLACK * aspect)
        warn (warnings, "theme.ini's CardWidth × CardHeight (%d × %d) is not the shape of the back (%g × %g)",
              ini_width, ini_height, ink.width, ink.height);

      print_packs (have_ini ? kf : NULL, theme, warnings);
      printf ("names:\n");
      print_names (kf, theme, handle, warnings);
      printf ("point cards: %s\n",
              kaiser_card_theme_get_marks_own (theme) ? "marked by the art itself (MarksSpecialCards=true)"
                                                      : "the game puts the +5/−3 badges on them (MarksSpecialCards=false)");
      printf ("preview:");
      for (guint i = 0; preview && preview[i]; i++)
        printf ("%s %s%s%s%s", i ? "," : "", preview[i], badges[i][0] ? " (" : "", badges[i],
                badges[i][0] ? ")" : "");
      printf ("\n");
      printf ("time: parse %.1f ms; the whole deck (%u elements with the back) %.1f ms at %d px, %.1f ms at %d px wide\n",
              timing.parse, timing.elements, timing.deck[0], deck_widths[0], timing.deck[1], deck_widths[1]);
      printf ("      parse + deck at %d px: %.1f ms (goal: under %.0f ms; one run after a warm-up: kaiser-theme bench for medians)\n",
              deck_widths[0], timing.parse + timing.deck[0], GOAL_MS);
      if (timing.parse + timing.deck[0] > GOAL_MS)
        warn (warnings, "parse + the whole deck at %d px took %.1f ms, over the goal of %.0f ms", deck_widths[0],
              timing.parse + timing.deck[0], GOAL_MS);
    }
  else if (have_ini)
    {
      printf ("names:\n");
      print_names (kf, NULL, handle, warnings);
    }

  check_svg (contents, length, handle, theme, elements, warnings);
  for (guint i = 0; i < warnings->len; i++)
    printf ("warning: %s\n", (const char *) g_ptr_array_index (warnings, i));
  if (warnings->len == 0)
    printf ("no warnings\n");
  return theme != NULL ? 0 : 1;
}

/* ---------------------------------------------------------------------- */
/* kaiser-theme bench [--runs N] [--clock wall|cpu] [ID…] */

typedef struct {
  double median, min, max;
} Figure;

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static Figure
figure_of (double *values, guint n)
{
  Figure f;

  qsort (values, n, sizeof (double), compare_double);
  f.min = values[0];
  f.max = values[n - 1];
  f.median = n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
  return f;
}

/* @text padded with spaces to @width characters (not bytes: "–" is one). */
static void
append_padded (GString *line, const char *text, guint width)
{
  glong chars = g_utf8_strlen (text, -1);

  g_string_append (line, text);
  for (glong i = chars; i < (glong) width; i++)
    g_string_append_c (line, ' ');
}

static void
append_figure (GString *line, Figure f, guint width)
{
  g_autofree char *text = g_strdup_printf ("%.1f (%.1f–%.1f)", f.median, f.min, f.max);

  append_padded (line, text, width);
}

/* The cards.svg of a theme id (the shipped and the user's themes), or of a folder. */
static char *
find_theme (GPtrArray *themes, const char *id)
{
  for (guint i = 0; i < themes->len; i++)
    {
      KaiserCardThemeInfo *info = g_ptr_array_index (themes, i);

      if (g_str_equal (info->id, id))
        return g_strdup (info->path);
    }
  if (strchr (id, G_DIR_SEPARATOR) != NULL)
    {
      g_autofree char *path = g_build_filename (id, "cards.svg", NULL);

      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&path);
    }
  return NULL;
}

#define THEME_COLUMN 13
#define COUNT_COLUMN 10
#define FIGURE_COLUMN 22

static int
bench (int argc, char **argv)
{
  gint runs = 5;
  g_autofree char *clock_name = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) themes = kaiser_card_theme_list ();
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  ToolClock clock = TOOL_CLOCK_WALL;
  GOptionEntry entries[] = {
    { "runs", 'n', 0, G_OPTION_ARG_INT, &runs, "Measured runs of each theme, after one warm-up (default 5)", "N" },
    { "clock", 0, 0, G_OPTION_ARG_STRING, &clock_name,
      "wall: elapsed time (default); cpu: this process's CPU time, steadier on a busy machine", "wall|cpu" },
    { NULL }
  };
  g_autofree double *values = NULL;
  int status = 0;
  GString *line = g_string_new (NULL);

  context = g_option_context_new ("[ID…] — time parsing and drawing the whole deck of card themes");
  g_option_context_set_summary (context,
                                "Each run loads the theme anew (cards.svg parsed, every pack checked), then draws\n"
                                "every distinct element of every pack and the back at 120 and at 240 px wide.\n"
                                "IDs are theme ids (all themes found when none is given) or folders.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "kaiser-theme bench: %s\n", error->message);
      return 2;
    }
  if (runs < 1)
    {
      fprintf (stderr, "kaiser-theme bench: --runs must be at least 1\n");
      return 2;
    }
  if (clock_name == NULL || g_str_equal (clock_name, "wall"))
    clock = TOOL_CLOCK_WALL;
  else if (g_str_equal (clock_name, "cpu"))
    clock = TOOL_CLOCK_CPU;
  else
    {
      fprintf (stderr, "kaiser-theme bench: --clock is wall or cpu, not “%s”\n", clock_name);
      return 2;
    }
  if (argc > 1)
    for (int i = 1; i < argc; i++)
      {
        char *path = find_theme (themes, argv[i]);

        if (path == NULL)
          {
            GString *known = g_string_new (NULL);

            for (guint t = 0; t < themes->len; t++)
              g_string_append_printf (known, "%s%s", t ? ", " : "",
                                      ((KaiserCardThemeInfo *) g_ptr_array_index (themes, t))->id);
            fprintf (stderr, "kaiser-theme bench: there is no theme “%s” (the themes: %s)\n", argv[i], known->str);
            g_string_free (known, TRUE);
            g_string_free (line, TRUE);
            return 2;
          }
        g_ptr_array_add (ids, g_strdup (argv[i]));
        g_ptr_array_add (paths, path);
      }
  else
    for (guint t = 0; t < themes->len; t++)
      {
        KaiserCardThemeInfo *info = g_ptr_array_index (themes, t);

        g_ptr_array_add (ids, g_strdup (info->id));
        g_ptr_array_add (paths, g_strdup (info->path));
      }

  printf ("kaiser-theme bench: %d run%s of each theme after one warm-up; %s ms, median (min–max)\n", runs,
          runs == 1 ? "" : "s", clock == TOOL_CLOCK_CPU ? "process CPU" : "wall-clock");
  printf ("each run: a new KaiserCardTheme (parse and check), then the whole deck (every element of every pack and\n"
          "the back) at %d and at %d px wide; the goal: parse + deck at %d px under %.0f ms\n\n",
          deck_widths[0], deck_widths[1], deck_widths[0], GOAL_MS);
  append_padded (line, "theme", THEME_COLUMN);
  append_padded (line, "elements", COUNT_COLUMN);
  append_padded (line, "parse", FIGURE_COLUMN);
  append_padded (line, "deck 120 px", FIGURE_COLUMN);
  append_padded (line, "deck 240 px", FIGURE_COLUMN);
  g_string_append (line, "parse + deck 120 px");
  printf ("%s\n", line->str);

  values = g_new (double, (gsize) runs * (N_WIDTHS + 2));
  for (guint t = 0; t < paths->len; t++)
    {
      const char *id = g_ptr_array_index (ids, t);
      Timing timing;
      g_autoptr(KaiserCardTheme) warm = timed_run (g_ptr_array_index (paths, t), clock, &timing, &error);
      double *parse = values, *deck[N_WIDTHS], *total = values + (gsize) runs * (N_WIDTHS + 1);
      Figure total_figure;

      for (guint w = 0; w < N_WIDTHS; w++)
        deck[w] = values + (gsize) runs * (w + 1);
      g_string_truncate (line, 0);
      append_padded (line, id, THEME_COLUMN);
      if (warm == NULL)
        {
          printf ("%srefused: %s\n", line->str, error->message);
          g_clear_error (&error);
          status = 1;
          continue;
        }
      for (gint r = 0; r < runs; r++)
        {
          g_autoptr(KaiserCardTheme) theme = timed_run (g_ptr_array_index (paths, t), clock, &timing, &error);

          if (theme == NULL)
            break;
          parse[r] = timing.parse;
          for (guint w = 0; w < N_WIDTHS; w++)
            deck[w][r] = timing.deck[w];
          total[r] = timing.parse + timing.deck[0];
        }
      if (error != NULL)
        {
          printf ("%srefused: %s\n", line->str, error->message);
          g_clear_error (&error);
          status = 1;
          continue;
        }
      {
        g_autofree char *count = g_strdup_printf ("%u", timing.elements);
        append_padded (line, count, COUNT_COLUMN);
      }
      append_figure (line, figure_of (parse, runs), FIGURE_COLUMN);
      for (guint w = 0; w < N_WIDTHS; w++)
        append_figure (line, figure_of (deck[w], runs), FIGURE_COLUMN);
      total_figure = figure_of (total, runs);
      g_string_append_printf (line, "%.1f ms %s", total_figure.median,
                              total_figure.median <= GOAL_MS ? "ok" : "OVER the 100 ms goal");
      printf ("%s\n", line->str);
      fflush (stdout);
    }
  g_string_free (line, TRUE);
  return status;
}

/* ---------------------------------------------------------------------- */
/* kaiser-theme sheet [--width N] [--scale S] [--columns C] [--vision V,…] DIR OUT.png [ELEMENT…] */

#define SHEET_GAP 8           /* logical pixels between cards and around them */
#define SHEET_LABEL 22        /* the height of a block's title */

/* The pixels of @surface (ARGB32, premultiplied) as seen with @vision. */
static void
simulate_surface (cairo_surface_t *surface, KaiserVision vision)
{
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guchar *data;
  double decode[256];

  if (vision == KAISER_VISION_NORMAL)
    return;
  for (int i = 0; i < 256; i++)
    decode[i] = kaiser_colour_decode (i / 255.0);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 *px = (guint32 *) (data + (gsize) y * stride) + x;
        guint a = *px >> 24;
        KaiserLinearRgb c;
        uint8_t rgb[3];

        if (a == 0)
          continue;
        c.r = decode[MIN (255u, ((*px >> 16) & 0xff) * 255 / a)];
        c.g = decode[MIN (255u, ((*px >> 8) & 0xff) * 255 / a)];
        c.b = decode[MIN (255u, (*px & 0xff) * 255 / a)];
        kaiser_colour_to_srgb8 (kaiser_colour_simulate (c, vision), rgb);
        *px = a << 24 | (rgb[0] * a / 255) << 16 | (rgb[1] * a / 255) << 8 | (rgb[2] * a / 255);
      }
  cairo_surface_mark_dirty (surface);
}

static int
sheet (int argc, char **argv)
{
  gint width = 120, scale = 1, columns = 0;
  g_autofree char *visions_text = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  GOptionEntry entries[] = {
    { "width", 'w', 0, G_OPTION_ARG_INT, &width, "Card width in logical pixels (default 120)", "N" },
    { "scale", 's', 0, G_OPTION_ARG_INT, &scale, "Device pixels per logical pixel, 1 or more (default 1)", "S" },
    { "columns", 'c', 0, G_OPTION_ARG_INT, &columns, "Cards per row (default: 8, or as many as given up to 8)",
      "C" },
    { "vision", 0, 0, G_OPTION_ARG_STRING, &visions_text,
      "One block of cards per vision, each as seen with it: normal, protanopia, deuteranopia, tritanopia "
      "(Machado et al. 2009, severity 1), greyscale; comma-separated (default: normal, no title)", "V,…" },
    { NULL }
  };
  g_autofree char *svg = NULL;
  g_autoptr(KaiserCardTheme) theme = NULL;
  g_autoptr(GPtrArray) elements = NULL;
  g_auto(GStrv) visions = NULL;
  int card_h, rows, block_h, sheet_w, sheet_h, label;
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;

  context = g_option_context_new ("DIR OUT.png [ELEMENT…] — draw cards of a theme into a PNG");
  g_option_context_set_summary (context,
                                "Draws the ELEMENTs of the card theme in DIR (default: every card of every pack and\n"
                                "the back), loaded as the game loads it, on a grey sheet: to look at the cards at\n"
                                "a size the table uses (--width 41 is the smallest), at scale 1 or 2, and as people\n"
                                "with a colour-vision deficiency see them (docs/card-themes.md).");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "kaiser-theme sheet: %s\n", error->message);
      return 2;
    }
  if (argc < 3 || width < 8 || width > 2000 || scale < 1 || scale > 4 || columns < 0)
    {
      fprintf (stderr, "Usage: kaiser-theme sheet [--width 8…2000] [--scale 1…4] [--columns C] [--vision V,…] "
                       "DIR OUT.png [ELEMENT…]\n");
      return 2;
    }
  visions = g_strsplit (visions_text ? visions_text : "normal", ",", -1);
  for (guint v = 0; visions[v]; v++)
    if (kaiser_vision_from_name (visions[v]) < 0)
      {
        fprintf (stderr, "kaiser-theme sheet: no vision “%s” (normal, protanopia, deuteranopia, tritanopia, "
                         "greyscale)\n", visions[v]);
        return 2;
      }
  svg = g_str_has_suffix (argv[1], ".svg") ? g_strdup (argv[1]) : g_build_filename (argv[1], "cards.svg", NULL);
  theme = kaiser_card_theme_new_from_file (svg, &error);
  if (theme == NULL)
    {
      fprintf (stderr, "kaiser-theme sheet: REFUSED: %s\n", error->message);
      return 1;
    }
  if (argc > 3)
    {
      elements = g_ptr_array_new_with_free_func (g_free);
      for (int i = 3; i < argc; i++)
        g_ptr_array_add (elements, g_strdup (argv[i]));
    }
  else
    elements = deck_elements (theme);
  if (columns == 0)
    columns = 8;
  columns = MIN (columns, (int) elements->len);
  card_h = (int) (width / kaiser_card_theme_get_aspect (theme) + 0.5);
  rows = ((int) elements->len + columns - 1) / columns;
  label = visions_text ? SHEET_LABEL : 0;
  block_h = label + rows * (card_h + SHEET_GAP);
  sheet_w = SHEET_GAP + columns * (width + SHEET_GAP);
  sheet_h = SHEET_GAP + (int) g_strv_length (visions) * block_h;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, sheet_w * scale, sheet_h * scale);
  for (guint v = 0; visions[v]; v++)
    {
      KaiserVision vision = kaiser_vision_from_name (visions[v]);
      cairo_surface_t *block = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, sheet_w * scale, block_h * scale);

      cr = cairo_create (block);
      cairo_scale (cr, scale, scale);
      cairo_set_source_rgb (cr, 0xde / 255.0, 0xdd / 255.0, 0xda / 255.0);
      cairo_paint (cr);
      if (label)
        {
          g_autofree char *title = g_strdup_printf ("%s%s", kaiser_vision_get_name (vision),
                                                    vision == KAISER_VISION_NORMAL || vision == KAISER_VISION_GREYSCALE
                                                      ? "" : " (Machado et al. 2009, severity 1)");

          cairo_set_source_rgb (cr, 0.14, 0.12, 0.19);
          cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
          cairo_set_font_size (cr, 14);
          cairo_move_to (cr, SHEET_GAP, SHEET_LABEL - 6);
          cairo_show_text (cr, title);
        }
      for (guint i = 0; i < elements->len; i++)
        {
          const char *element = g_ptr_array_index (elements, i);
          cairo_surface_t *card = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, card_h * scale);
          cairo_t *card_cr = cairo_create (card);
          gboolean ok = kaiser_card_theme_render_to_cairo (theme, card_cr, element, KAISER_CARD_MARK_NONE, NULL,
                                                           width * scale, card_h * scale, &error);

          cairo_destroy (card_cr);
          if (!ok)
            {
              fprintf (stderr, "kaiser-theme sheet: “%s”: %s\n", element, error->message);
              cairo_surface_destroy (card);
              cairo_destroy (cr);
              cairo_surface_destroy (block);
              cairo_surface_destroy (surface);
              return 1;
            }
          cairo_save (cr);
          cairo_translate (cr, SHEET_GAP + (int) (i % columns) * (width + SHEET_GAP),
                           label + (int) (i / columns) * (card_h + SHEET_GAP));
          cairo_scale (cr, 1.0 / scale, 1.0 / scale);
          cairo_set_source_surface (cr, card, 0, 0);
          cairo_paint (cr);
          cairo_restore (cr);
          cairo_surface_destroy (card);
        }
      cairo_destroy (cr);
      simulate_surface (block, vision);
      cr = cairo_create (surface);
      cairo_set_source_surface (cr, block, 0, (SHEET_GAP + (int) v * block_h) * scale);
      cairo_paint (cr);
      cairo_destroy (cr);
      cairo_surface_destroy (block);
    }
  /* the top margin */
  cr = cairo_create (surface);
  cairo_rectangle (cr, 0, 0, sheet_w * scale, SHEET_GAP * scale);
  cairo_set_source_rgb (cr, 0xde / 255.0, 0xdd / 255.0, 0xda / 255.0);
  cairo_fill (cr);
  cairo_destroy (cr);
  status = cairo_surface_write_to_png (surface, argv[2]);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      fprintf (stderr, "kaiser-theme sheet: cannot write %s: %s\n", argv[2], cairo_status_to_string (status));
      return 1;
    }
  printf ("kaiser-theme sheet: %s: %u cards, %d × %d px\n", argv[2], elements->len, sheet_w * scale, sheet_h * scale);
  return 0;
}

/* ---------------------------------------------------------------------- */

static void
usage (FILE *out)
{
  fprintf (out,
           "Usage: kaiser-theme COMMAND [OPTIONS…]\n\n"
           "Commands:\n"
           "  check DIR             load the card theme in DIR (cards.svg, theme.ini) as the game does: usable\n"
           "                        or not, its size, packs, names, preview, and how long it takes to draw\n"
           "  bench [--runs N] [ID…] parse and whole-deck drawing times of the themes, median of N runs\n"
           "  sheet DIR OUT.png [ELEMENT…]\n"
           "                        draw cards of the theme into a PNG, at a width and scale, as seen with a\n"
           "                        colour-vision deficiency (--vision); sheet --help lists the options\n\n"
           "Card themes are described in docs/card-themes.md.\n");
}

int
kaiser_theme_tool_run (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    {
      usage (stderr);
      return 2;
    }
  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") || g_str_equal (argv[1], "help"))
    {
      usage (stdout);
      return 0;
    }
  if (g_str_equal (argv[1], "--version"))
    {
      printf ("kaiser-theme %s\n", PACKAGE_VERSION);
      return 0;
    }
  if (g_str_equal (argv[1], "check"))
    return check (argc - 1, argv + 1);
  if (g_str_equal (argv[1], "bench"))
    return bench (argc - 1, argv + 1);
  if (g_str_equal (argv[1], "sheet"))
    return sheet (argc - 1, argv + 1);
  fprintf (stderr, "kaiser-theme: unknown command “%s”\n\n", argv[1]);
  usage (stderr);
  return 2;
}
