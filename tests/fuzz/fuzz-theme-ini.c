/* fuzz-theme-ini.c: any bytes as a card theme's theme.ini, read as
 * kaiser_card_theme_new_from_file reads it (without the SVG). */
#define G_LOG_DOMAIN "fuzz-theme-ini"

#include "fuzz-target.h"
#include "kaiser-card-theme-private.h"

static const char * const packs[] = { "standard", "34-card", "les-rois", "hetu", "joffre", "no-such-pack", NULL };

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(KaiserCardTheme) theme = kaiser_card_theme_new_for_ini_data ("fuzz", (const char *) data, size, &error);

  if (theme == NULL)
    {
      if (error == NULL)
        fuzz_fail ("a theme.ini refused without a reason", NULL, NULL);
      return 0;
    }
  /* What the window asks of a theme: the names of every pack's cards.
   * (Without the SVG the preview list is not checked or split.) */
  for (const char * const *pack = packs; *pack; pack++)
    {
      g_autoptr(KaiserCardNames) names = kaiser_card_theme_make_names (theme, *pack);

      if (names == NULL)
        fuzz_fail ("no names for a pack", *pack, NULL);
      (void) kaiser_card_theme_lookup (theme, *pack, "QH");
    }
  (void) kaiser_card_theme_get_name (theme);
  return 0;
}
