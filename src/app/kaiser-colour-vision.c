/* kaiser-colour-vision.c: colour-vision simulation and colour difference
 * (kaiser-colour-vision.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "kaiser-colour-vision.h"

static double
clamp01 (double v)
{
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

static const char * const vision_names[KAISER_N_VISIONS][2] = {
  [KAISER_VISION_NORMAL] = { "normal", "normal" },
  [KAISER_VISION_PROTANOPIA] = { "protanopia", "protan" },
  [KAISER_VISION_DEUTERANOPIA] = { "deuteranopia", "deutan" },
  [KAISER_VISION_TRITANOPIA] = { "tritanopia", "tritan" },
  [KAISER_VISION_GREYSCALE] = { "greyscale", "grey" },
};

const char *
kaiser_vision_get_name (KaiserVision vision)
{
  return vision < KAISER_N_VISIONS ? vision_names[vision][0] : NULL;
}

/* The vision named @name ("deuteranopia" or "deutan", …), or -1. */
int
kaiser_vision_from_name (const char *name)
{
  for (int v = 0; v < KAISER_N_VISIONS; v++)
    if (strcmp (name, vision_names[v][0]) == 0 || strcmp (name, vision_names[v][1]) == 0)
      return v;
  return -1;
}

/* The sRGB transfer function (IEC 61966-2-1). */
double
kaiser_colour_decode (double encoded)
{
  return encoded <= 0.04045 ? encoded / 12.92 : pow ((encoded + 0.055) / 1.055, 2.4);
}

double
kaiser_colour_encode (double linear)
{
  linear = clamp01 (linear);
  return linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow (linear, 1 / 2.4) - 0.055;
}

KaiserLinearRgb
kaiser_colour_from_srgb8 (uint8_t r, uint8_t g, uint8_t b)
{
  return (KaiserLinearRgb) { kaiser_colour_decode (r / 255.0), kaiser_colour_decode (g / 255.0),
                             kaiser_colour_decode (b / 255.0) };
}

void
kaiser_colour_to_srgb8 (KaiserLinearRgb colour, uint8_t rgb[3])
{
  rgb[0] = (uint8_t) lround (kaiser_colour_encode (colour.r) * 255);
  rgb[1] = (uint8_t) lround (kaiser_colour_encode (colour.g) * 255);
  rgb[2] = (uint8_t) lround (kaiser_colour_encode (colour.b) * 255);
}

/* Relative luminance Y of linear sRGB (ITU-R BT.709 primaries, as WCAG). */
double
kaiser_colour_luminance (KaiserLinearRgb c)
{
  return 0.2126729 * c.r + 0.7151522 * c.g + 0.0721750 * c.b;
}

/* The WCAG 2 contrast ratio of two colours, 1 … 21. */
double
kaiser_colour_contrast (KaiserLinearRgb a, KaiserLinearRgb b)
{
  double ya = kaiser_colour_luminance (a), yb = kaiser_colour_luminance (b);

  return (fmax (ya, yb) + 0.05) / (fmin (ya, yb) + 0.05);
}

/* The simulation matrices of G. M. Machado, M. M. Oliveira and
 * L. A. F. Fernandes, "A Physiologically-based Model for Simulation of
 * Color Vision Deficiency", IEEE Transactions on Visualization and
 * Computer Graphics 15(6), 1291–1298, 2009, doi:10.1109/TVCG.2009.113:
 * the matrices for protanomaly, deuteranomaly and tritanomaly at
 * severity 1.0 (that is, protanopia, deuteranopia and tritanopia) of the
 * authors' table (www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/
 * CVD_Simulation.html).  They apply to linear RGB. */
static const double machado[KAISER_N_VISIONS][3][3] = {
  [KAISER_VISION_PROTANOPIA] = {
    {  0.152286, 1.052583, -0.204868 },
    {  0.114503, 0.786281,  0.099216 },
    { -0.003882, -0.048116, 1.051998 },
  },
  [KAISER_VISION_DEUTERANOPIA] = {
    {  0.367322, 0.860646, -0.227968 },
    {  0.280085, 0.672501,  0.047413 },
    { -0.011820, 0.042940,  0.968881 },
  },
  [KAISER_VISION_TRITANOPIA] = {
    {  1.255528, -0.076749, -0.178779 },
    { -0.078411,  0.930809,  0.147602 },
    {  0.004733,  0.691367,  0.303900 },
  },
};

/* @colour as seen with @vision: normal vision leaves it; greyscale is
 * its luminance; the deficiencies are Machado's matrices, the result
 * clamped to the display's range. */
KaiserLinearRgb
kaiser_colour_simulate (KaiserLinearRgb c, KaiserVision vision)
{
  const double (*m)[3];

  switch (vision)
    {
    case KAISER_VISION_PROTANOPIA:
    case KAISER_VISION_DEUTERANOPIA:
    case KAISER_VISION_TRITANOPIA:
      m = machado[vision];
      return (KaiserLinearRgb) {
        clamp01 (m[0][0] * c.r + m[0][1] * c.g + m[0][2] * c.b),
        clamp01 (m[1][0] * c.r + m[1][1] * c.g + m[1][2] * c.b),
        clamp01 (m[2][0] * c.r + m[2][1] * c.g + m[2][2] * c.b),
      };
    case KAISER_VISION_GREYSCALE:
      {
        double y = kaiser_colour_luminance (c);
        return (KaiserLinearRgb) { y, y, y };
      }
    case KAISER_VISION_NORMAL:
    case KAISER_N_VISIONS:
    default:
      return c;
    }
}

static double
lab_f (double t)
{
  const double e = 216.0 / 24389.0, k = 24389.0 / 27.0;

  return t > e ? cbrt (t) : (k * t + 16) / 116;
}

/* CIELAB of linear sRGB, D65 white (the sRGB to XYZ matrix of
 * IEC 61966-2-1, white at X 0.95047, Y 1, Z 1.08883). */
KaiserLab
kaiser_colour_to_lab (KaiserLinearRgb c)
{
  double x = 0.4124564 * c.r + 0.3575761 * c.g + 0.1804375 * c.b;
  double y = kaiser_colour_luminance (c);
  double z = 0.0193339 * c.r + 0.1191920 * c.g + 0.9503041 * c.b;
  double fx = lab_f (x / 0.95047), fy = lab_f (y), fz = lab_f (z / 1.08883);

  return (KaiserLab) { 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz) };
}

static double
deg (double rad)
{
  return rad * 180 / M_PI;
}

static double
rad (double deg)
{
  return deg * M_PI / 180;
}

/* The CIEDE2000 colour difference (kL = kC = kH = 1), as written out by
 * G. Sharma, W. Wu and E. N. Dalal, "The CIEDE2000 Color-Difference
 * Formula: Implementation Notes, Supplementary Test Data, and
 * Mathematical Observations", Color Research & Application 30(1), 2005. */
double
kaiser_colour_ciede2000 (KaiserLab x, KaiserLab y)
{
  double c1 = hypot (x.a, x.b), c2 = hypot (y.a, y.b), cbar = (c1 + c2) / 2;
  double c7 = pow (cbar, 7), g = 0.5 * (1 - sqrt (c7 / (c7 + pow (25, 7))));
  double a1 = (1 + g) * x.a, a2 = (1 + g) * y.a;
  double cp1 = hypot (a1, x.b), cp2 = hypot (a2, y.b);
  double hp1 = cp1 == 0 ? 0 : fmod (deg (atan2 (x.b, a1)) + 360, 360);
  double hp2 = cp2 == 0 ? 0 : fmod (deg (atan2 (y.b, a2)) + 360, 360);
  double dl = y.l - x.l, dc = cp2 - cp1, dh = 0, hbar, lbar, cpbar, t, sl, sc, sh, rt, cp7, dtheta;

  if (cp1 * cp2 != 0)
    {
      dh = hp2 - hp1;
      if (dh > 180)
        dh -= 360;
      else if (dh < -180)
        dh += 360;
    }
  dh = 2 * sqrt (cp1 * cp2) * sin (rad (dh / 2));
  lbar = (x.l + y.l) / 2;
  cpbar = (cp1 + cp2) / 2;
  if (cp1 * cp2 == 0)
    hbar = hp1 + hp2;
  else if (fabs (hp1 - hp2) <= 180)
    hbar = (hp1 + hp2) / 2;
  else if (hp1 + hp2 < 360)
    hbar = (hp1 + hp2 + 360) / 2;
  else
    hbar = (hp1 + hp2 - 360) / 2;
  t = 1 - 0.17 * cos (rad (hbar - 30)) + 0.24 * cos (rad (2 * hbar)) + 0.32 * cos (rad (3 * hbar + 6))
      - 0.20 * cos (rad (4 * hbar - 63));
  dtheta = 30 * exp (-pow ((hbar - 275) / 25, 2));
  cp7 = pow (cpbar, 7);
  rt = -sin (rad (2 * dtheta)) * 2 * sqrt (cp7 / (cp7 + pow (25, 7)));
  sl = 1 + 0.015 * pow (lbar - 50, 2) / sqrt (20 + pow (lbar - 50, 2));
  sc = 1 + 0.045 * cpbar;
  sh = 1 + 0.015 * cpbar * t;
  return sqrt (pow (dl / sl, 2) + pow (dc / sc, 2) + pow (dh / sh, 2) + rt * (dc / sc) * (dh / sh));
}
