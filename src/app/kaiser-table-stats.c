/* kaiser-table-stats.c: frame statistics of the card table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With KAISER_FRAME_STATS=1 the table times every frame drawn while it
 * animates (the frame clock's paint, the process CPU time in it, its own
 * snapshot(), the gap between frames, the still layers) and prints
 * medians when the application quits or the table goes.
 */
#define G_LOG_DOMAIN "kaiser-table"

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <time.h>

#include "kaiser-table-private.h"


/* CPU time of the whole process (every thread: the GL rasterizer's too) */
static gint64
process_cpu_us (void)
{
  struct timespec ts;

  if (clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts) != 0)
    return 0;
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static void
on_before_paint (GdkFrameClock *clock, KaiserTable *self)
{
  self->paint_start = self->n_anims > 0 ? g_get_monotonic_time () : 0;
  self->paint_cpu_start = self->n_anims > 0 ? process_cpu_us () : 0;
  self->frame_moving = FALSE;
}

static void
on_after_paint (GdkFrameClock *clock, KaiserTable *self)
{
  gint64 now = g_get_monotonic_time ();

  if (self->paint_start)
    {
      gint64 us = now - self->paint_start, cpu = process_cpu_us () - self->paint_cpu_start;
      guint group = self->frame_moving ? 0 : 1;

      g_array_append_val (self->frame_us[group], us);
      g_array_append_val (self->cpu_us[group], cpu);
      if (self->last_frame_end)
        {
          gint64 gap = now - self->last_frame_end;
          g_array_append_val (self->interval_us, gap);
        }
      self->last_frame_end = now;
    }
  else
    self->last_frame_end = 0;
  self->paint_start = 0;
}

static int
compare_int64 (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;
  return x < y ? -1 : x > y;
}

static char *
describe_times (GArray *times)
{
  gint64 *v = (gint64 *) times->data;
  guint n = times->len;

  if (n == 0)
    return g_strdup ("no samples");
  g_array_sort (times, compare_int64);
  return g_strdup_printf ("median %.2f ms, p95 %.2f ms, max %.2f ms", v[n / 2] / 1000.0,
                          v[MIN ((guint) ceil (n * 0.95) - 1, n - 1)] / 1000.0, v[n - 1] / 1000.0);
}

void
kaiser_table_stats_clear (KaiserTable *self)
{
  for (guint g = 0; g < 2; g++)
    {
      g_clear_pointer (&self->frame_us[g], g_array_unref);
      g_clear_pointer (&self->cpu_us[g], g_array_unref);
    }
  g_clear_pointer (&self->snapshot_us, g_array_unref);
  g_clear_pointer (&self->interval_us, g_array_unref);
  g_clear_pointer (&self->layer_us, g_array_unref);
}

void
kaiser_table_stats_print (KaiserTable *self)
{
  static const char * const groups[] = { "cards moving", "a trick held still" };

  if (!self->stats || self->frame_us[0] == NULL)
    return;
  fprintf (stderr, "kaiser-table frame stats (%s renderer; table %dx%d at scale %d):\n",
           self->renderer ? self->renderer : "unknown", self->stats_w, self->stats_h, self->stats_scale);
  for (guint g = 0; g < 2; g++)
    {
      g_autofree char *frame = describe_times (self->frame_us[g]);
      g_autofree char *cpu = describe_times (self->cpu_us[g]);

      fprintf (stderr,
               "  %s, %u frames:\n"
               "    before-paint to after-paint: %s\n"
               "    process CPU time in it:      %s\n",
               groups[g], self->frame_us[g]->len, frame, cpu);
    }
  {
    g_autofree char *snap_times = describe_times (self->snapshot_us);
    g_autofree char *interval = describe_times (self->interval_us);
    g_autofree char *layers = describe_times (self->layer_us);

    fprintf (stderr,
             "  table snapshot():             %s\n"
             "  frame to frame:               %s\n"
             "  still layers (%u, made between frames): %s\n",
             snap_times, interval, self->layer_us->len, layers);
  }
  kaiser_table_stats_clear (self);
}

void
kaiser_table_stats_init (KaiserTable *self)
{
  self->stats = g_strcmp0 (g_getenv ("KAISER_FRAME_STATS"), "1") == 0;
  if (self->stats)
    {
      for (guint g = 0; g < 2; g++)
        {
          self->frame_us[g] = g_array_new (FALSE, FALSE, sizeof (gint64));
          self->cpu_us[g] = g_array_new (FALSE, FALSE, sizeof (gint64));
        }
      self->snapshot_us = g_array_new (FALSE, FALSE, sizeof (gint64));
      self->interval_us = g_array_new (FALSE, FALSE, sizeof (gint64));
      self->layer_us = g_array_new (FALSE, FALSE, sizeof (gint64));
    }
}

void
kaiser_table_stats_realize (KaiserTable *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  if (self->stats)
    {
      GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

      self->clock = g_object_ref (gtk_widget_get_frame_clock (widget));
      self->before_paint_id = g_signal_connect (self->clock, "before-paint", G_CALLBACK (on_before_paint), self);
      self->after_paint_id = g_signal_connect (self->clock, "after-paint", G_CALLBACK (on_after_paint), self);
      g_free (self->renderer);
      self->renderer = g_strdup (renderer ? G_OBJECT_TYPE_NAME (renderer) : "unknown");
      /* an application that quits does not dispose its windows: print then */
      if (g_application_get_default ())
        g_signal_connect_object (g_application_get_default (), "shutdown", G_CALLBACK (kaiser_table_stats_print), self,
                                 G_CONNECT_SWAPPED);
    }
}

void
kaiser_table_stats_unrealize (KaiserTable *self)
{
  if (self->clock)
    {
      g_clear_signal_handler (&self->before_paint_id, self->clock);
      g_clear_signal_handler (&self->after_paint_id, self->clock);
      g_clear_object (&self->clock);
    }
}
