/* kaiser-rng.c: xoshiro256** seeded by splitmix64 (public-domain algorithms
 * by Blackman and Vigna), written out here so deals never depend on libc
 * or GLib. */
#define G_LOG_DOMAIN "kaiser-rng"

#include "kaiser-rng.h"

static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static inline guint64
rotl (guint64 x, int k)
{
  return (x << k) | (x >> (64 - k));
}

void
kaiser_rng_init (KaiserRng *rng, guint64 seed)
{
  guint64 x = seed;
  for (guint i = 0; i < 4; i++)
    rng->s[i] = splitmix64 (&x);
}

guint64
kaiser_rng_next (KaiserRng *rng)
{
  guint64 *s = rng->s;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);
  return result;
}

guint32
kaiser_rng_below (KaiserRng *rng, guint32 bound)
{
  /* Lemire's multiply-shift with rejection. */
  guint64 m = (kaiser_rng_next (rng) >> 32) * bound;
  guint32 low = (guint32) m;

  g_return_val_if_fail (bound > 0, 0);

  if (low < bound)
    {
      guint32 threshold = -bound % bound;
      while (low < threshold)
        {
          m = (kaiser_rng_next (rng) >> 32) * bound;
          low = (guint32) m;
        }
    }
  return (guint32) (m >> 32);
}

void
kaiser_rng_fork (KaiserRng *rng, guint64 tag, KaiserRng *child)
{
  kaiser_rng_init (child, kaiser_rng_next (rng) ^ (tag * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)));
}
