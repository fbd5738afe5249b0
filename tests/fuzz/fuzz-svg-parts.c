/* fuzz-svg-parts.c: any bytes as a card theme's cards.svg, indexed as
 * kaiser_card_theme_new_from_file indexes it (kaiser-svg-parts.h), and
 * the part of every id that looks like one cut out. */
#define G_LOG_DOMAIN "fuzz-svg-parts"

#include <string.h>

#include "fuzz-target.h"
#include "kaiser-svg-parts.h"

/* The part of @id: none if the index has no such id; else a well-formed
 * document in its turn, that has the id. */
static void
check_part (KaiserSvgParts *parts, const char *id)
{
  g_autoptr(GBytes) bytes = kaiser_svg_parts_extract (parts, id);
  g_autoptr(KaiserSvgParts) again = NULL;
  g_autoptr(GError) error = NULL;

  if (bytes == NULL)
    {
      if (kaiser_svg_parts_has_id (parts, id))
        fuzz_fail ("no part for an id that is there", id, NULL);
      return;
    }
  if (!kaiser_svg_parts_has_id (parts, id))
    fuzz_fail ("a part for an id that is not there", id, NULL);
  again = kaiser_svg_parts_new (bytes, &error);
  if (again == NULL)
    fuzz_fail ("a part that is not well-formed", id, error ? error->message : NULL);
  if (!kaiser_svg_parts_has_id (again, id))
    fuzz_fail ("a part without its element", id, NULL);
  if (kaiser_svg_parts_get_n_elements (again) > kaiser_svg_parts_get_n_elements (parts))
    fuzz_fail ("a part larger than the document", id, NULL);
}

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(KaiserSvgParts) parts = kaiser_svg_parts_new (bytes, &error);
  const char *text = (const char *) data, *end = text + size;

  if (parts == NULL)
    {
      if (error == NULL || error->message[0] == '\0')
        fuzz_fail ("an SVG refused without a reason", NULL, NULL);
      return 0;
    }
  /* the values of id="…" (undecoded: what is not an id has no part) */
  for (const char *p = text; p && p + 4 < end; p++)
    {
      const char *close;

      if (!(p = memchr (p, 'i', end - p)) || p + 4 >= end)
        break;
      if ((p[1] == 'd' && p[2] == '=' && (p[3] == '"' || p[3] == '\'')) &&
          (close = memchr (p + 4, p[3], end - p - 4)))
        {
          g_autofree char *id = g_strndup (p + 4, close - p - 4);
          check_part (parts, id);
        }
    }
  check_part (parts, "back");
  return 0;
}
