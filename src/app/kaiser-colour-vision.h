/* kaiser-colour-vision.h: colours as people with a colour-vision
 * deficiency see them, and how far apart two colours look.
 *
 * Plain C, no GTK: sRGB to linear light and back, the simulations of
 * Machado, Oliveira & Fernandes (2009) for protanopia, deuteranopia and
 * tritanopia at severity 1.0 and a greyscale (luminance) view, CIELAB
 * (D65) and the CIEDE2000 colour difference.  Used by the card-theme
 * colour test (tests/test-theme-colours.c) and kaiser-theme sheet
 * --vision (docs/card-themes.md, "Colours every player tells apart").
 */
#pragma once

#include <stdint.h>

typedef enum {
  KAISER_VISION_NORMAL,
  KAISER_VISION_PROTANOPIA,
  KAISER_VISION_DEUTERANOPIA,
  KAISER_VISION_TRITANOPIA,
  KAISER_VISION_GREYSCALE,
  KAISER_N_VISIONS,
} KaiserVision;

/* linear-light sRGB (D65), each 0 … 1 */
typedef struct {
  double r, g, b;
} KaiserLinearRgb;

/* CIELAB, D65 white: L* 0 … 100 */
typedef struct {
  double l, a, b;
} KaiserLab;

const char     *kaiser_vision_get_name     (KaiserVision vision);
int             kaiser_vision_from_name    (const char *name);

double          kaiser_colour_decode       (double encoded);
double          kaiser_colour_encode       (double linear);
KaiserLinearRgb kaiser_colour_from_srgb8   (uint8_t r, uint8_t g, uint8_t b);
void            kaiser_colour_to_srgb8     (KaiserLinearRgb colour, uint8_t rgb[3]);
KaiserLinearRgb kaiser_colour_simulate     (KaiserLinearRgb colour, KaiserVision vision);
double          kaiser_colour_luminance    (KaiserLinearRgb colour);
double          kaiser_colour_contrast     (KaiserLinearRgb a, KaiserLinearRgb b);
KaiserLab       kaiser_colour_to_lab       (KaiserLinearRgb colour);
double          kaiser_colour_ciede2000    (KaiserLab x, KaiserLab y);
