/* kaiser-rng.h: our own small PRNG (splitmix64 seeding xoshiro256**), so a
 * seed gives the same deals on every machine and GLib version. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  guint64 s[4];
} KaiserRng;

void    kaiser_rng_init (KaiserRng *rng, guint64 seed);
guint64 kaiser_rng_next (KaiserRng *rng);
/* Uniform in [0, bound), bound > 0, without modulo bias. */
guint32 kaiser_rng_below (KaiserRng *rng, guint32 bound);
/* An independent stream for a sub-task (seed + tag). */
void    kaiser_rng_fork (KaiserRng *rng, guint64 tag, KaiserRng *child);

G_END_DECLS
