/* test-svg-parts.c: one element of an SVG as a document of its own
 * (kaiser-svg-parts.h).
 *
 * A part keeps the element whole inside its ancestors' start tags, what
 * it and those start tags refer to (href="#…", url(#…), from attributes,
 * style="" and CSS), in turn, and every <style>; nothing else.  A document that is not
 * well-formed is refused with its line.  No display needed.
 */
#include "config.h"

#include <string.h>

#include "kaiser-svg-parts.h"

static KaiserSvgParts *
parts_of (const char *svg)
{
  g_autoptr(GBytes) bytes = g_bytes_new (svg, strlen (svg));
  g_autoptr(GError) error = NULL;
  KaiserSvgParts *parts = kaiser_svg_parts_new (bytes, &error);

  g_assert_no_error (error);
  g_assert_nonnull (parts);
  return parts;
}

/* The part of @id, checked to be a well-formed document in its turn. */
static char *
part (KaiserSvgParts *parts, const char *id)
{
  g_autoptr(GBytes) bytes = kaiser_svg_parts_extract (parts, id);
  g_autoptr(KaiserSvgParts) again = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (bytes);
  again = kaiser_svg_parts_new (bytes, &error);
  g_assert_no_error (error);
  g_assert_true (kaiser_svg_parts_has_id (again, id));
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static guint
count (const char *haystack, const char *needle)
{
  guint n = 0;

  for (const char *p = haystack; (p = strstr (p, needle)); p += strlen (needle))
    n++;
  return n;
}

static const char deck[] =
  "<?xml version=\"1.0\"?>\n"
  "<!-- a deck -->\n"
  "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" font-weight=\"bold\">\n"
  "<defs>\n"
  "  <linearGradient id=\"base\"><stop offset=\"0\" stop-color=\"red\"/></linearGradient>\n"
  "  <linearGradient id=\"shine\" xlink:href=\"#base\"/>\n"
  "  <path id=\"pip\" d=\"M0,0 L1,1 Z\" fill=\"url(#shine)\"/>\n"
  "  <path id=\"unused\" d=\"M0,0 Z\"/>\n"
  "  <clipPath id=\"half\"><rect width=\"10\" height=\"5\"/></clipPath>\n"
  "</defs>\n"
  "<g id=\"layer\" transform=\"translate(5,5)\" fill=\"blue\">\n"
  "  <g id=\"A\" clip-path=\"url('#half')\"><use href=\"#pip\"/><text x=\"1\">A &amp; <tspan>1</tspan></text></g>\n"
  "  <g id=\"B\" style=\"fill: url( #other )\"><use xlink:href=\"#pip\"/><rect id=\"other\" width=\"2\" height=\"2\"/></g>\n"
  "  <g id=\"C\"><use href=\"#B\"/></g>\n"
  "</g>\n"
  "</svg>\n";

/* An element, its ancestors' start tags, what it refers to in turn, the
 * document's prologue; not its siblings, not what nobody refers to. */
static void
test_prune (void)
{
  g_autoptr(KaiserSvgParts) parts = parts_of (deck);
  g_autofree char *a = part (parts, "A");
  g_autofree char *c = part (parts, "C");

  g_assert_cmpuint (kaiser_svg_parts_get_n_elements (parts), ==, 19);
  g_assert_true (g_str_has_prefix (a, "<?xml version=\"1.0\"?>\n<!-- a deck -->\n<svg xmlns="));
  /* the element whole, text and all, in its layer, whose start tag it inherits from */
  g_assert_nonnull (strstr (a, "<g id=\"layer\" transform=\"translate(5,5)\" fill=\"blue\">"
                               "<g id=\"A\" clip-path=\"url('#half')\"><use href=\"#pip\"/>"
                               "<text x=\"1\">A &amp; <tspan>1</tspan></text></g></g></svg>"));
  /* what it refers to: the pip, its gradient and that one's template, the clip */
  g_assert_nonnull (strstr (a, "<defs><linearGradient id=\"base\">"));
  g_assert_nonnull (strstr (a, "id=\"shine\""));
  g_assert_nonnull (strstr (a, "id=\"pip\""));
  g_assert_nonnull (strstr (a, "<clipPath id=\"half\"><rect width=\"10\" height=\"5\"/></clipPath>"));
  /* nothing else */
  g_assert_null (strstr (a, "unused"));
  g_assert_null (strstr (a, "id=\"B\""));
  g_assert_null (strstr (a, "id=\"C\""));

  /* C uses B, which holds what its own style refers to: B comes whole,
   * once, and the pip with it, but not A */
  g_assert_cmpuint (count (c, "id=\"B\""), ==, 1);
  g_assert_cmpuint (count (c, "id=\"other\""), ==, 1);
  g_assert_nonnull (strstr (c, "id=\"pip\""));
  g_assert_null (strstr (c, "id=\"A\""));
  g_assert_null (strstr (c, "half"));
}

/* Every <style> is in every part, with what its rules refer to. */
static void
test_style (void)
{
  g_autoptr(KaiserSvgParts) parts = parts_of (
    "<svg xmlns=\"http://www.w3.org/2000/svg\">"
    "<style><![CDATA[ .red { fill: url(\"#grad\") } a > b { } ]]></style>"
    "<defs><radialGradient id=\"grad\"/><radialGradient id=\"spare\"/></defs>"
    "<g id=\"one\" class=\"red\"/><g id=\"two\"/>"
    "</svg>");
  g_autofree char *two = part (parts, "two");

  g_assert_nonnull (strstr (two, "<style><![CDATA[ .red { fill: url(\"#grad\") } a > b { } ]]></style>"));
  g_assert_nonnull (strstr (two, "<radialGradient id=\"grad\"/>"));
  g_assert_null (strstr (two, "spare"));
  g_assert_null (strstr (two, "id=\"one\""));
}

/* What an ancestor's start tag refers to is inherited: it comes too. */
static void
test_inherited (void)
{
  g_autoptr(KaiserSvgParts) parts = parts_of (
    "<svg xmlns=\"http://www.w3.org/2000/svg\">"
    "<defs><linearGradient id=\"felt\"/><linearGradient id=\"other\"/></defs>"
    "<g fill=\"url(#felt)\"><g id=\"card\"><rect width=\"1\" height=\"1\"/></g></g>"
    "</svg>");
  g_autofree char *card = part (parts, "card");

  g_assert_nonnull (strstr (card, "<linearGradient id=\"felt\"/>"));
  g_assert_nonnull (strstr (card, "<g fill=\"url(#felt)\"><g id=\"card\">"));
  g_assert_null (strstr (card, "other"));
}

/* References that go round: an element that uses its own ancestor, or
 * two that use each other, give a part that ends (librsvg refuses to
 * draw such a circle; the part does not hold the whole document for it). */
static void
test_circular (void)
{
  g_autoptr(KaiserSvgParts) parts = parts_of (
    "<svg xmlns=\"http://www.w3.org/2000/svg\">"
    "<g id=\"outer\"><g id=\"card\"><use href=\"#outer\"/><use href=\"#x\"/></g><g id=\"sibling\"/></g>"
    "<g id=\"x\"><use href=\"#y\"/></g><g id=\"y\"><use href=\"#x\"/></g>"
    "</svg>");
  g_autofree char *card = part (parts, "card");

  g_assert_cmpuint (count (card, "id=\"card\""), ==, 1);
  g_assert_cmpuint (count (card, "id=\"x\""), ==, 1);
  g_assert_cmpuint (count (card, "id=\"y\""), ==, 1);
  g_assert_null (strstr (card, "sibling"));
}

/* Ids are compared decoded: "a&amp;b" is a&b, and so is "#a&#38;b". */
static void
test_entities (void)
{
  g_autoptr(KaiserSvgParts) parts = parts_of (
    "<svg xmlns=\"http://www.w3.org/2000/svg\">"
    "<path id=\"a&amp;b\" d=\"M0,0\"/><g id=\"use\"><use href=\"#a&#38;b\"/></g><g id=\"&#x41;\"/></svg>");
  g_autofree char *use = part (parts, "use");

  g_assert_true (kaiser_svg_parts_has_id (parts, "a&b"));
  g_assert_true (kaiser_svg_parts_has_id (parts, "A"));
  g_assert_false (kaiser_svg_parts_has_id (parts, "a&amp;b"));
  g_assert_nonnull (strstr (use, "<path id=\"a&amp;b\""));
}

/* What looks like markup and is not: comments, CDATA, processing
 * instructions, a DOCTYPE, and '>' inside attribute values. */
static void
test_not_markup (void)
{
  g_autoptr(KaiserSvgParts) parts = parts_of (
    "<?xml version=\"1.0\"?><!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"x.dtd\">"
    "<svg xmlns=\"http://www.w3.org/2000/svg\"><!-- <g id=\"hidden\"> -->"
    "<?pi <g id=\"pi\"> ?><text id=\"t\"><![CDATA[ <g id=\"cdata\"> ]]></text>"
    "<g id=\"gt\" data-x='a > b' data-y=\"'&gt;'\"/></svg>");
  g_autofree char *gt = part (parts, "gt");

  g_assert_cmpuint (kaiser_svg_parts_get_n_elements (parts), ==, 3);
  g_assert_false (kaiser_svg_parts_has_id (parts, "hidden"));
  g_assert_false (kaiser_svg_parts_has_id (parts, "pi"));
  g_assert_false (kaiser_svg_parts_has_id (parts, "cdata"));
  g_assert_true (g_str_has_prefix (gt, "<?xml version=\"1.0\"?><!DOCTYPE svg PUBLIC"));
  g_assert_nonnull (strstr (gt, "<g id=\"gt\" data-x='a > b' data-y=\"'&gt;'\"/>"));
}

/* The root's part is the whole document; an id that is not there has none. */
static void
test_root_and_missing (void)
{
  g_autoptr(KaiserSvgParts) parts = parts_of (deck);
  g_autoptr(KaiserSvgParts) rooted = parts_of ("<svg id=\"root\"><g id=\"g\"/></svg>");
  g_autoptr(GBytes) whole = kaiser_svg_parts_extract (rooted, "root");

  g_assert_null (kaiser_svg_parts_extract (parts, "nothing"));
  g_assert_false (kaiser_svg_parts_has_id (parts, "nothing"));
  g_assert_cmpmem (g_bytes_get_data (whole, NULL), g_bytes_get_size (whole), "<svg id=\"root\"><g id=\"g\"/></svg>",
                   strlen ("<svg id=\"root\"><g id=\"g\"/></svg>"));
}

/* What is not well-formed is refused, with the line it is on. */
static void
test_errors (void)
{
  static const struct {
    const char *svg;
    const char *message;
  } cases[] = {
    { "", "line 1: no element" },
    { "just text", "line 1: no element" },
    { "<svg>\n<g>\n<path/>\n", "line 2: an element that is not ended" },
    { "<svg>\n<g></svg>", "line 2: an end tag that does not match its start tag" },
    { "<svg></svg></g>", "line 1: an end tag with no element to end" },
    { "<svg>\n\n<g id=x/></svg>", "line 3: an attribute value without quotes" },
    { "<svg><g id=\"x/></svg>", "line 1: an attribute value that does not end" },
    { "<svg><g disabled/></svg>", "line 1: an attribute without a value" },
    { "<svg>\n<!-- open </svg>", "line 2: a comment, CDATA section or processing instruction that does not end" },
    { "<svg><g", "line 1: a start tag that does not end" },
    { "<svg>< g/></svg>", "line 1: a “<” that starts no element" },
    { "<svg/>\n<svg/>", "line 2: an element after the end of the document" },
    { "<svg></svg", "line 1: an end tag that does not end" },
    { "<!DOCTYPE svg [ <!ELEMENT svg ANY> ", "line 1: a declaration that does not end" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GBytes) bytes = g_bytes_new (cases[i].svg, strlen (cases[i].svg));
      g_autoptr(GError) error = NULL;
      g_autoptr(KaiserSvgParts) parts = kaiser_svg_parts_new (bytes, &error);

      g_assert_null (parts);
      g_assert_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE);
      if (!g_str_equal (error->message, cases[i].message))
        g_error ("“%s”: “%s”, not “%s”", cases[i].svg, error->message, cases[i].message);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/svg-parts/prune", test_prune);
  g_test_add_func ("/kaiser/svg-parts/style", test_style);
  g_test_add_func ("/kaiser/svg-parts/inherited", test_inherited);
  g_test_add_func ("/kaiser/svg-parts/circular", test_circular);
  g_test_add_func ("/kaiser/svg-parts/entities", test_entities);
  g_test_add_func ("/kaiser/svg-parts/not-markup", test_not_markup);
  g_test_add_func ("/kaiser/svg-parts/root-and-missing", test_root_and_missing);
  g_test_add_func ("/kaiser/svg-parts/errors", test_errors);
  return g_test_run ();
}
