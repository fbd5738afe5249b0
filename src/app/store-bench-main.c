/* store-bench-main.c: kaiser-store-bench, what the saved games cost.
 *
 * Copyright 2026 The Three-Spot developers
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 *
 * This program is distributed in the hope that it will be useful,
 * but WITHOUT ANY WARRANTY; without even the implied warranty of
 * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
 * GNU General Public License for more details.
 *
 * You should have received a copy of the GNU General Public License
 * along with this program.  If not, see <https://www.gnu.org/licenses/>.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * kaiser-store-bench [--games N] [--actions A]
 *
 * With N whole games saved (in a fresh XDG_CONFIG_HOME and XDG_DATA_HOME,
 * the backend of GSETTINGS_BACKEND; GSETTINGS_SCHEMA_DIR must hold the
 * compiled schema):
 *   old-autosave  the main thread's time of one autosave as it was done
 *                 before the store had a writer (g_settings_set_string of
 *                 saved-game with the N games in the old saved-games key)
 *   migrate       the first start, moving the old layout into files
 *   facts         then the writer replaying the games moved in, for the
 *                 facts of their summaries (not the main thread's time)
 *   start         kaiser_game_store_new() and listing the games
 *   summaries     the summary of every game listed (what the Saved Games
 *                 window shows), after a start
 *   resume        kaiser_game_store_resume()
 *   autosave      the main thread's time of kaiser_game_store_autosave()
 *                 after each of A actions: median and max
 *   writer        one autosave written by the writer thread (its game in
 *                 progress's file replaced; the time of a flush)
 * Times in milliseconds, medians unless said.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>

#include "kaiser-game-store.h"

static double
now_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

static int
compare_double (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (GArray *times)
{
  g_array_sort (times, compare_double);
  return times->len ? g_array_index (times, double, times->len / 2) : 0;
}

static double
maximum (GArray *times)
{
  g_array_sort (times, compare_double);
  return times->len ? g_array_index (times, double, times->len - 1) : 0;
}

/* One step of a game: the first legal action, or the next hand. */
static gboolean
step (KaiserGame *game)
{
  KaiserAction actions[KAISER_MAX_ACTIONS];

  switch (kaiser_game_get_phase (game))
    {
    case KAISER_PHASE_GAME_OVER:
      return FALSE;
    case KAISER_PHASE_HAND_OVER:
      return kaiser_game_next_hand (game, NULL);
    default:
      return kaiser_game_legal_actions (game, actions) > 0 && kaiser_game_apply (game, &actions[0], NULL);
    }
}

static KaiserGame *
whole_game (guint64 seed)
{
  KaiserRules rules;
  KaiserGame *game;

  kaiser_rules_init_standard (&rules);
  game = kaiser_game_new (&rules, seed);
  while (step (game))
    ;
  return game;
}

int
main (int argc, char **argv)
{
  int n_games = 10, n_actions = 200;
  GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &n_games, "Whole games saved (default 10)", "N" },
    { "actions", 'a', 0, G_OPTION_ARG_INT, &n_actions, "Actions timed (default 200)", "A" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("— what the saved games cost");
  g_autoptr(GError) error = NULL;
  g_autofree char *config = NULL;
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(GArray) old_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) writer_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(KaiserGame) in_progress = NULL;
  g_autofree char *progress_record = NULL;
  GVariantBuilder builder;
  gsize record_bytes = 0;
  double t, migrate_ms, facts_ms, start_ms, summaries_ms, resume_ms;
  guint listed;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (g_getenv ("GSETTINGS_SCHEMA_DIR") == NULL)
    {
      g_printerr ("GSETTINGS_SCHEMA_DIR must name the folder of the compiled schema (the build's data/)\n");
      return 2;
    }
  /* before anything reads it: the keyfile lands in a folder of its own */
  config = g_dir_make_tmp ("kaiser-store-bench-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  /* and so do the saved games' files */
  g_setenv ("XDG_DATA_HOME", config, TRUE);
  settings = g_settings_new (APP_ID);

  /* the old layout: N whole games in saved-games, one game in progress */
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(sxs)"));
  for (int i = 0; i < n_games; i++)
    {
      g_autoptr(KaiserGame) game = whole_game (1000 + i);
      g_autofree char *record = kaiser_record_to_data (game, NULL);
      g_autofree char *name = g_strdup_printf ("Game %d", i);

      record_bytes += strlen (record);
      g_variant_builder_add (&builder, "(sxs)", name, (gint64) 1760000000 + i, record);
    }
  g_settings_set_value (settings, "saved-games", g_variant_builder_end (&builder));
  {
    KaiserRules rules;

    kaiser_rules_init_standard (&rules);
    in_progress = kaiser_game_new (&rules, 7);
    for (int i = 0; i < 100; i++)
      step (in_progress);
  }
  for (int i = 0; i < 30; i++)
    {
      g_autofree char *data = NULL;

      step (in_progress);
      t = now_ms ();
      data = kaiser_record_to_data (in_progress, NULL);
      g_settings_set_string (settings, "saved-game", data);
      t = now_ms () - t;
      g_array_append_val (old_times, t);
    }

  /* the first start moves the old layout in; the writer then replays
   * the games moved, for their facts */
  t = now_ms ();
  {
    g_autoptr(KaiserGameStore) store = kaiser_game_store_new (settings);

    g_autoptr(KaiserGame) moved = NULL;

    migrate_ms = now_ms () - t;
    t = now_ms ();
    kaiser_game_store_flush (store);
    facts_ms = now_ms () - t;
    /* the old autosave, a game in progress now: left for the next start */
    moved = kaiser_game_store_resume (store, &error);
    g_assert_no_error (error);
    g_assert_nonnull (moved);
  }

  /* a start: a new store (a new writer thread: the file is read again) */
  t = now_ms ();
  {
    g_autoptr(KaiserGameStore) store = kaiser_game_store_new (settings);
    g_autoptr(KaiserGame) game = NULL;

    listed = g_list_model_get_n_items (kaiser_game_store_get_games (store));
    start_ms = now_ms () - t;
    t = now_ms ();
    for (guint i = 0; i < listed; i++)
      {
        g_autoptr(KaiserSavedGame) item = g_list_model_get_item (kaiser_game_store_get_games (store), i);
        g_assert_nonnull (kaiser_saved_game_get_summary (item));
      }
    summaries_ms = now_ms () - t;
    t = now_ms ();
    game = kaiser_game_store_resume (store, &error);
    resume_ms = now_ms () - t;
    g_assert_no_error (error);
    g_assert_nonnull (game);

    for (int i = 0; i < n_actions; i++)
      {
        if (!step (game))
          break;
        t = now_ms ();
        kaiser_game_store_autosave (store, game);
        t = now_ms () - t;
        g_array_append_val (times, t);
        if (i % 10 == 0)
          {
            t = now_ms ();
            kaiser_game_store_flush (store);
            t = now_ms () - t;
            g_array_append_val (writer_times, t);
          }
      }
    progress_record = kaiser_record_to_data (game, NULL);
  }

  g_print ("backend %s  games %d  listed %u  record bytes/game %" G_GSIZE_FORMAT "  autosave record %" G_GSIZE_FORMAT " bytes\n",
           g_getenv ("GSETTINGS_BACKEND") ? g_getenv ("GSETTINGS_BACKEND") : "default",
           n_games, listed, n_games ? record_bytes / n_games : 0, strlen (progress_record));
  g_print ("old-autosave %.3f  migrate %.2f  facts %.0f  start %.2f  summaries %.2f  resume %.2f  autosave %.3f (max %.3f, %u)  writer %.2f\n",
           median (old_times), migrate_ms, facts_ms, start_ms, summaries_ms, resume_ms, median (times), maximum (times), times->len,
           median (writer_times));

  /* leave nothing behind */
  {
    g_autofree char *rm = g_strdup_printf ("rm -rf '%s'", config);
    if (system (rm) != 0)
      g_printerr ("could not remove %s\n", config);
  }
  return 0;
}
