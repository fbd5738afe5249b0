/* test-game-store.c: the saved games (GSettings memory backend): save,
 * list, load, rename, delete, damaged records kept, import refusing
 * broken files without changing anything, export and import back,
 * statistics; and the Saved Games window resuming a game, under xvfb-run. */
#include "config.h"

#include <glib/gstdio.h>

#include "kaiser-application.h"
#include "kaiser-game-store.h"
#include "kaiser-saved-games-window.h"
#include "kaiser-window.h"
#include "kaiser-test-ui.h"


/* A game after n actions (the first legal one each time), or to its end. */
static KaiserGame *
play (guint64 seed, guint n_actions)
{
  KaiserRules rules;
  KaiserGame *game;

  kaiser_rules_init_standard (&rules);
  game = kaiser_game_new (&rules, seed);
  while (kaiser_game_get_n_actions (game) < n_actions)
    {
      KaiserAction actions[KAISER_MAX_ACTIONS];
      KaiserPhase phase = kaiser_game_get_phase (game);

      if (phase == KAISER_PHASE_GAME_OVER)
        break;
      if (phase == KAISER_PHASE_HAND_OVER)
        {
          g_assert_true (kaiser_game_next_hand (game, NULL));
          continue;
        }
      g_assert_cmpuint (kaiser_game_legal_actions (game, actions), >, 0);
      g_assert_true (kaiser_game_apply (game, &actions[0], NULL));
    }
  return game;
}

static char *
record_of (KaiserGame *game)
{
  return kaiser_record_to_data (game, NULL);
}

static KaiserSavedGame *
item_at (KaiserGameStore *store, guint i)
{
  /* the store keeps a reference; the test does not need its own */
  KaiserSavedGame *item = g_list_model_get_item (kaiser_game_store_get_games (store), i);

  g_assert_nonnull (item);
  g_object_unref (item);
  return item;
}

static guint
n_items (KaiserGameStore *store)
{
  return g_list_model_get_n_items (kaiser_game_store_get_games (store));
}

static void
assert_same_game (KaiserGame *a, KaiserGame *b)
{
  g_autofree char *ra = record_of (a);
  g_autofree char *rb = record_of (b);

  g_assert_cmpuint (kaiser_game_get_seed (a), ==, kaiser_game_get_seed (b));
  g_assert_cmpuint (kaiser_game_get_n_actions (a), ==, kaiser_game_get_n_actions (b));
  g_assert_cmpstr (ra, ==, rb);
}

/* Save, list, load; the list outlives the store; rename, delete, restore. */
static void
test_store_round_trip (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserGameStore) store = kaiser_game_store_new (settings);
  g_autoptr(KaiserGameStore) again = NULL;
  g_autoptr(KaiserGame) first = play (11, 30);
  g_autoptr(KaiserGame) second = play (12, 70);
  g_autoptr(KaiserGame) loaded = NULL;
  g_autoptr(GVariant) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(KaiserSavedGame) deleted = NULL;
  KaiserSavedGame *a, *b, *renamed;
  g_autofree char *expected = NULL;
  gint64 saved_time;
  guint position;

  g_assert_cmpuint (n_items (store), ==, 0);
  a = kaiser_game_store_save (store, first, "Alpha");
  b = kaiser_game_store_save (store, second, "  Beta & <co>  ");
  g_assert_cmpuint (n_items (store), ==, 2);
  /* newest first, the name trimmed */
  g_assert_true (item_at (store, 0) == b);
  g_assert_cmpstr (kaiser_saved_game_get_name (b), ==, "Beta & <co>");
  g_assert_cmpstr (kaiser_saved_game_get_name (a), ==, "Alpha");
  g_assert_null (kaiser_saved_game_get_error (a));
  expected = g_strdup_printf ("Hand %u · You %d, Them %d · Standard", kaiser_game_get_hand_number (second),
                              kaiser_game_get_score (second, KAISER_TEAM_NS), kaiser_game_get_score (second, KAISER_TEAM_EW));
  g_assert_cmpstr (kaiser_saved_game_get_summary (b), ==, expected);
  g_assert_cmpint (kaiser_saved_game_get_saved_unix (a), >, 1700000000);

  loaded = kaiser_game_store_load (store, a, &error);
  g_assert_no_error (error);
  assert_same_game (loaded, first);
  g_clear_object (&loaded);
  /* found by what it holds; a game played on from it is not */
  g_assert_true (kaiser_game_store_find (store, first) == a);
  g_assert_true (kaiser_game_store_find (store, second) == b);
  {
    g_autoptr(KaiserGame) further = play (11, 31);
    g_assert_null (kaiser_game_store_find (store, further));
  }

  /* in the settings, read back by a new store */
  list = g_settings_get_value (settings, "saved-games");
  g_assert_cmpuint (g_variant_n_children (list), ==, 2);
  again = kaiser_game_store_new (settings);
  g_assert_cmpuint (n_items (again), ==, 2);
  g_assert_cmpstr (kaiser_saved_game_get_name (item_at (again, 1)), ==, "Alpha");
  loaded = kaiser_game_store_load (again, item_at (again, 0), &error);
  g_assert_no_error (error);
  assert_same_game (loaded, second);
  g_clear_object (&loaded);

  /* rename: a blank name is refused, a new one kept in place (the
   * entry replaced: `a` is gone after it) */
  saved_time = kaiser_saved_game_get_saved_unix (a);
  g_assert_null (kaiser_game_store_rename (store, a, "   ", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  renamed = kaiser_game_store_rename (store, a, "Gamma", &error);
  g_assert_no_error (error);
  g_assert_true (item_at (store, 1) == renamed);
  g_assert_cmpstr (kaiser_saved_game_get_name (renamed), ==, "Gamma");
  g_assert_cmpint (kaiser_saved_game_get_saved_unix (renamed), ==, saved_time);
  /* the other store hears of it through GSettings */
  {
    gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
    while (g_strcmp0 (kaiser_saved_game_get_name (item_at (again, 1)), "Gamma") != 0 &&
           g_get_monotonic_time () < deadline)
      g_main_context_iteration (NULL, FALSE);
  }
  g_assert_cmpstr (kaiser_saved_game_get_name (item_at (again, 1)), ==, "Gamma");

  /* delete and restore (the toast's Undo) */
  deleted = g_object_ref (item_at (store, 0));
  g_assert_true (kaiser_game_store_delete (store, deleted, &position));
  g_assert_cmpuint (position, ==, 0);
  g_assert_cmpuint (n_items (store), ==, 1);
  g_clear_pointer (&list, g_variant_unref);
  list = g_settings_get_value (settings, "saved-games");
  g_assert_cmpuint (g_variant_n_children (list), ==, 1);
  kaiser_game_store_restore (store, deleted, position);
  g_assert_cmpuint (n_items (store), ==, 2);
  g_assert_true (item_at (store, 0) == deleted);
  g_clear_pointer (&list, g_variant_unref);
  list = g_settings_get_value (settings, "saved-games");
  g_assert_cmpuint (g_variant_n_children (list), ==, 2);

  /* no name: "Game of <date>" */
  b = kaiser_game_store_save (store, first, NULL);
  g_assert_true (g_str_has_prefix (kaiser_saved_game_get_name (b), "Game of "));
}

/* A record that no longer loads stays listed with its error, is not
 * loaded, can be exported and is only deleted when asked. */
static void
test_store_damaged_entry (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserGameStore) store = NULL;
  g_autoptr(KaiserGame) game = play (21, 40);
  g_autoptr(KaiserGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) before = NULL;
  g_autoptr(GVariant) after = NULL;
  g_autofree char *good = record_of (game);
  g_autofree char *broken = g_strndup (good, strlen (good) / 2);
  g_autofree char *dir = g_dir_make_tmp ("kaiser-store-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "broken.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *written = NULL;
  KaiserSavedGame *damaged;

  g_settings_set_value (settings, "saved-games",
                        g_variant_new_parsed ("[('Good', int64 1760000000, %s), ('Torn', int64 1760000100, %s)]",
                                              good, broken));
  before = g_settings_get_value (settings, "saved-games");
  store = kaiser_game_store_new (settings);
  g_assert_cmpuint (n_items (store), ==, 2);
  g_assert_null (kaiser_saved_game_get_error (item_at (store, 0)));
  damaged = item_at (store, 1);
  g_assert_true (kaiser_saved_game_is_damaged (damaged));
  g_assert_null (kaiser_saved_game_get_summary (damaged));
  g_assert_nonnull (kaiser_saved_game_get_error (damaged));
  g_assert_cmpstr (kaiser_saved_game_get_error (damaged), !=, "");

  loaded = kaiser_game_store_load (store, damaged, &error);
  g_assert_null (loaded);
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID);
  g_assert_nonnull (strstr (error->message, "Torn"));
  g_clear_error (&error);

  /* saving another game and renaming the good one keep the damaged one */
  kaiser_game_store_save (store, game, "Third");
  kaiser_game_store_rename (store, item_at (store, 1), "Good too", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_items (store), ==, 3);
  after = g_settings_get_value (settings, "saved-games");
  g_assert_cmpuint (g_variant_n_children (after), ==, 3);
  {
    g_autoptr(GVariant) entry = g_variant_get_child_value (after, 2);
    const char *name, *record;
    gint64 time;

    g_variant_get (entry, "(&sx&s)", &name, &time, &record);
    g_assert_cmpstr (name, ==, "Torn");
    g_assert_cmpint (time, ==, 1760000100);
    g_assert_cmpstr (record, ==, broken);
  }

  /* exported as it is, byte for byte */
  g_assert_true (kaiser_game_store_export (store, item_at (store, 2), file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &written, NULL, NULL));
  g_assert_cmpstr (written, ==, broken);
  {
    g_autofree char *date = kaiser_saved_game_format_date (item_at (store, 2));
    g_assert_nonnull (date);
    g_assert_nonnull (strstr (date, "2025"));
  }

  g_unlink (path);
  g_rmdir (dir);
}

/* The autosave that does not resume is kept aside and listed first; a
 * second one does not overwrite the first. */
static void
test_store_damaged_autosave (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserGameStore) store = NULL;
  g_autoptr(KaiserGame) game = play (31, 25);
  g_autoptr(KaiserGame) resumed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *good = record_of (game);
  g_autofree char *kept = NULL;
  g_autofree char *saved = NULL;
  const char *first = "{\"format\" : \"three-spot-record\", \"version\" : 1, \"hands\" : [ trunc";
  const char *second = "{\"format\" : \"three-spot-record\", \"version\" : 7}";

  /* a good autosave resumes */
  g_settings_set_string (settings, "saved-game", good);
  store = kaiser_game_store_new (settings);
  resumed = kaiser_game_store_resume (store, &error);
  g_assert_no_error (error);
  assert_same_game (resumed, game);
  g_clear_object (&resumed);

  g_settings_set_string (settings, "saved-game", first);
  resumed = kaiser_game_store_resume (store, &error);
  g_assert_null (resumed);
  g_assert_nonnull (error);
  g_clear_error (&error);
  kept = g_settings_get_string (settings, "damaged-saved-game");
  g_assert_cmpstr (kept, ==, first);
  saved = g_settings_get_string (settings, "saved-game");
  g_assert_cmpstr (saved, ==, "");
  g_assert_cmpuint (n_items (store), ==, 1);
  g_assert_true (kaiser_saved_game_is_kept_aside (item_at (store, 0)));
  g_assert_true (kaiser_saved_game_is_damaged (item_at (store, 0)));

  /* named games go after it */
  kaiser_game_store_save (store, game, "Named");
  g_assert_true (kaiser_saved_game_is_kept_aside (item_at (store, 0)));
  g_assert_cmpstr (kaiser_saved_game_get_name (item_at (store, 1)), ==, "Named");

  g_settings_set_string (settings, "saved-game", second);
  g_assert_null (kaiser_game_store_resume (store, &error));
  g_assert_nonnull (strstr (error->message, "7"));
  g_clear_error (&error);
  g_free (kept);
  kept = g_settings_get_string (settings, "damaged-saved-game");
  g_assert_cmpstr (kept, ==, second);
  /* the first is not lost: moved among the named games */
  g_assert_cmpuint (n_items (store), ==, 3);
  g_assert_cmpstr (kaiser_saved_game_get_record (item_at (store, 0)), ==, second);
  g_assert_cmpstr (kaiser_saved_game_get_record (item_at (store, 1)), ==, first);
  g_assert_false (kaiser_saved_game_is_kept_aside (item_at (store, 1)));

  /* renaming the kept-aside one moves it into the list */
  g_assert_nonnull (kaiser_game_store_rename (store, item_at (store, 0), "Rescued", &error));
  g_assert_no_error (error);
  g_free (kept);
  kept = g_settings_get_string (settings, "damaged-saved-game");
  g_assert_cmpstr (kept, ==, "");
  g_assert_cmpuint (n_items (store), ==, 3);
  g_assert_cmpstr (kaiser_saved_game_get_name (item_at (store, 0)), ==, "Rescued");
  {
    g_autoptr(GVariant) list = g_settings_get_value (settings, "saved-games");
    g_assert_cmpuint (g_variant_n_children (list), ==, 3);
  }
}

static GFile *
write_file (const char *dir, const char *name, const char *contents, gssize length)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, length, NULL));
  return g_file_new_for_path (path);
}

/* The record with the first two cards of the first trick swapped: the
 * leader then plays a card it does not hold. */
static char *
swap_first_trick_cards (const char *record)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  JsonObject *hand, *trick;
  JsonArray *tricks, *cards, *swapped;

  g_assert_true (json_parser_load_from_data (parser, record, -1, NULL));
  hand = json_array_get_object_element (json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "hands"), 0);
  tricks = json_object_get_array_member (hand, "tricks");
  g_assert_cmpuint (json_array_get_length (tricks), >, 0);
  trick = json_array_get_object_element (tricks, 0);
  cards = json_object_get_array_member (trick, "cards");
  g_assert_cmpuint (json_array_get_length (cards), >=, 2);
  swapped = json_array_new ();
  json_array_add_string_element (swapped, json_array_get_string_element (cards, 1));
  json_array_add_string_element (swapped, json_array_get_string_element (cards, 0));
  for (guint i = 2; i < json_array_get_length (cards); i++)
    json_array_add_string_element (swapped, json_array_get_string_element (cards, i));
  json_object_set_array_member (trick, "cards", swapped);
  json_generator_set_root (gen, json_parser_get_root (parser));
  return json_generator_to_data (gen, NULL);
}

/* Broken files are refused with a message naming the file; nothing changes. */
static void
test_store_import_broken (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserGameStore) store = kaiser_game_store_new (settings);
  g_autoptr(KaiserGame) game = play (41, 60);
  g_autofree char *good = record_of (game);
  g_autofree char *dir = g_dir_make_tmp ("kaiser-import-XXXXXX", NULL);
  g_autofree char *truncated = g_strndup (good, strlen (good) - 40);
  g_autofree char *illegal = swap_first_trick_cards (good);
  g_autoptr(GString) version = g_string_new (good);
  g_autoptr(GVariant) before = NULL;
  g_autoptr(GFile) missing = NULL;
  static const char not_utf8[] = "{\"format\" : \"three-spot-record\", \"x\" : \"\xff\xfe\"}";
  struct { const char *name; const char *contents; gssize length; const char *says; } cases[] = {
    { "truncated.json", truncated, -1, NULL },
    { "version.json", NULL, -1, "version" },
    { "illegal.json", illegal, -1, NULL },
    { "empty.json", "", 0, NULL },
    { "not-a-record.json", "[1, 2, 3]", -1, NULL },
    { "binary.json", not_utf8, sizeof not_utf8 - 1, "UTF-8" },
  };

  g_assert_cmpuint (g_string_replace (version, "\"version\" : 1", "\"version\" : 2", 1), ==, 1);
  cases[1].contents = version->str;
  g_assert_cmpstr (illegal, !=, good);
  kaiser_game_store_save (store, game, "Before");
  before = g_settings_get_value (settings, "saved-games");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GFile) file = write_file (dir, cases[i].name, cases[i].contents, cases[i].length);
      g_autoptr(GError) error = NULL;
      g_autoptr(GVariant) after = NULL;

      g_test_message ("%s", cases[i].name);
      g_assert_null (kaiser_game_store_import (store, file, &error));
      g_assert_nonnull (error);
      g_test_message ("  %s", error->message);
      g_assert_nonnull (strstr (error->message, cases[i].name));
      if (cases[i].says)
        g_assert_nonnull (strstr (error->message, cases[i].says));
      g_assert_cmpuint (n_items (store), ==, 1);
      after = g_settings_get_value (settings, "saved-games");
      g_assert_true (g_variant_equal (before, after));
      g_file_delete (file, NULL, NULL);
    }

  /* a file that is not there */
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *path = g_build_filename (dir, "gone.json", NULL);

    missing = g_file_new_for_path (path);
    g_assert_null (kaiser_game_store_import (store, missing, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
    g_assert_nonnull (strstr (error->message, "gone.json"));
    g_assert_cmpuint (n_items (store), ==, 1);
  }
  g_rmdir (dir);
}

/* Export, then import: the same game, named after the file. */
static void
test_store_export_import (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserGameStore) store = kaiser_game_store_new (settings);
  g_autoptr(KaiserGame) game = play (51, 120);
  g_autoptr(KaiserGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("kaiser-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "Sunday night.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  KaiserSavedGame *saved, *imported;

  saved = kaiser_game_store_save (store, game, "Sunday");
  g_assert_true (kaiser_game_store_export (store, saved, file, &error));
  g_assert_no_error (error);
  imported = kaiser_game_store_import (store, file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (imported);
  g_assert_cmpuint (n_items (store), ==, 2);
  g_assert_true (item_at (store, 0) == imported);
  g_assert_cmpstr (kaiser_saved_game_get_name (imported), ==, "Sunday night");
  g_assert_cmpstr (kaiser_saved_game_get_summary (imported), ==, kaiser_saved_game_get_summary (saved));
  loaded = kaiser_game_store_load (store, imported, &error);
  g_assert_no_error (error);
  assert_same_game (loaded, game);

  g_unlink (path);
  g_rmdir (dir);
}

static void
count_signal (guint *count)
{
  (*count)++;
}

/* Undo and finished games are counted once; a game seen only when over is not. */
static void
test_store_statistics (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserGameStore) store = kaiser_game_store_new (settings);
  g_autoptr(KaiserGameStore) other = NULL;
  g_autoptr(KaiserGame) game = play (61, 10);
  g_autoptr(KaiserGame) finished = NULL;
  g_autofree char *saved = NULL;
  KaiserGameStatistics stats;
  guint signals = 0;

  g_signal_connect_swapped (store, "statistics-changed", G_CALLBACK (count_signal), &signals);
  kaiser_game_store_get_statistics (store, &stats);
  g_assert_cmpuint (stats.played, ==, 0);
  g_assert_cmpuint (stats.undos, ==, 0);

  kaiser_game_store_count_undo (store);
  kaiser_game_store_count_undo (store);
  kaiser_game_store_get_statistics (store, &stats);
  g_assert_cmpuint (stats.undos, ==, 2);

  /* in progress, then over: counted once however often it is saved */
  kaiser_game_store_autosave (store, game);
  g_free (saved);
  saved = g_settings_get_string (settings, "saved-game");
  g_assert_true (g_str_has_prefix (saved, "{"));
  while (kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
    {
      KaiserAction actions[KAISER_MAX_ACTIONS];

      if (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER)
        g_assert_true (kaiser_game_next_hand (game, NULL));
      else
        {
          g_assert_cmpuint (kaiser_game_legal_actions (game, actions), >, 0);
          g_assert_true (kaiser_game_apply (game, &actions[0], NULL));
        }
      if (kaiser_game_get_n_actions (game) % 50 == 0)
        kaiser_game_store_autosave (store, game);
    }
  kaiser_game_store_autosave (store, game);
  kaiser_game_store_autosave (store, game);
  g_free (saved);
  saved = g_settings_get_string (settings, "saved-game");
  g_assert_cmpstr (saved, ==, "");
  kaiser_game_store_get_statistics (store, &stats);
  g_assert_cmpuint (stats.played, ==, 1);
  g_assert_cmpuint (stats.won + stats.lost, ==, 1);
  if (kaiser_game_get_winner (game) == KAISER_TEAM_NS)
    g_assert_cmpuint (stats.won, ==, 1);
  else
    g_assert_cmpuint (stats.lost, ==, 1);
  g_assert_cmpuint (stats.undos, ==, 2);
  g_assert_cmpuint (signals, >=, 3);

  /* a finished game put on the table (from the list) is not counted again */
  {
    g_autofree char *data = record_of (game);
    finished = kaiser_record_load_data (data, -1, NULL);
  }
  g_assert_nonnull (finished);
  other = kaiser_game_store_new (settings);
  kaiser_game_store_autosave (other, finished);
  kaiser_game_store_get_statistics (other, &stats);
  g_assert_cmpuint (stats.played, ==, 1);
  g_assert_cmpuint (g_settings_get_uint (settings, "undo-count"), ==, 2);
}

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* transfer none */
  GtkWindow *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && found == NULL; i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        found = window;
    }
  return found;
}

/* Iterates until a visible window of @type is there, or 10 s have passed. */
static GtkWindow *
wait_for_toplevel (GType type)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  GtkWindow *found;

  while ((found = find_toplevel (type)) == NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  return found;
}

static void
wait_for_items (KaiserGameStore *store, guint n)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (n_items (store) != n && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
}

static void
test_store_window_resume (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".Store", G_APPLICATION_NON_UNIQUE);
  g_autoptr(KaiserGame) on_table = play (99, 12);
  g_autoptr(KaiserGame) tuesday = play (123, 45);
  g_autofree char *table_record = record_of (on_table);
  g_autofree char *tuesday_record = record_of (tuesday);
  g_autofree char *expected = NULL;
  KaiserWindow *window;
  KaiserGameStore *store;
  GtkWindow *saved_games;
  GtkWindow *dialog;
  GtkWidget *button;
  guint n_resume = 0;
  KaiserGame *game;

  g_settings_set_string (settings, "saved-game", table_record);
  g_settings_set_value (settings, "saved-games",
                        g_variant_new_parsed ("[('Tuesday', int64 1760000000, %s), ('Torn', int64 1760000100, '{\"format\": ')]",
                                              tuesday_record));
  g_settings_set_uint (settings, "games-won", 3);
  g_settings_set_uint (settings, "games-lost", 4);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = kaiser_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  store = kaiser_window_get_store (window);
  g_assert_nonnull (store);
  g_assert_cmpuint (kaiser_game_get_seed (kaiser_window_get_game (window)), ==, 99);
  kaiser_test_iterate (50);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.saved-games", NULL));
  saved_games = wait_for_toplevel (KAISER_TYPE_SAVED_GAMES_WINDOW);
  g_assert_nonnull (saved_games);
  g_assert_true (gtk_window_get_transient_for (saved_games) == GTK_WINDOW (window));
  /* statistics shown: 7 played */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (kaiser_test_find_named (GTK_WIDGET (saved_games), "played-label"))), ==, "7");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (kaiser_test_find_named (GTK_WIDGET (saved_games), "won-label"))), ==, "3");
  /* two rows, one Resume: the damaged one has none */
  button = kaiser_test_find_named (GTK_WIDGET (saved_games), "resume-button");
  n_resume = kaiser_test_count_named (GTK_WIDGET (saved_games), "resume-button");
  g_assert_cmpuint (n_resume, ==, 1);
  g_assert_nonnull (button);

  /* the game on the table is in progress: asked first */
  /* (a button's activation clicks it after a short animation) */
  g_assert_true (gtk_widget_activate (button));
  dialog = wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_cmpuint (kaiser_game_get_seed (kaiser_window_get_game (window)), ==, 99);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "resume");
  gtk_window_close (dialog);
  kaiser_test_iterate (200);
  /* the Saved Games window closes itself once the game is resumed */
  {
    gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
    while (find_toplevel (KAISER_TYPE_SAVED_GAMES_WINDOW) && g_get_monotonic_time () < deadline)
      g_main_context_iteration (NULL, FALSE);
  }

  game = kaiser_window_get_game (window);
  g_assert_cmpuint (kaiser_game_get_seed (game), ==, 123);
  g_assert_cmpuint (kaiser_game_get_n_actions (game), >=, kaiser_game_get_n_actions (tuesday));
  for (guint i = 0; i < kaiser_game_get_n_actions (tuesday); i++)
    g_assert_true (memcmp (kaiser_game_get_action (game, i), kaiser_game_get_action (tuesday, i), sizeof (KaiserAction)) == 0);
  /* the game that was on the table was kept, first in the list */
  g_assert_cmpuint (n_items (store), ==, 3);
  g_assert_true (g_str_has_prefix (kaiser_saved_game_get_name (item_at (store, 0)), "Game of "));
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(KaiserGame) kept = kaiser_game_store_load (store, item_at (store, 0), &error);

    g_assert_no_error (error);
    g_assert_cmpuint (kaiser_game_get_seed (kept), ==, 99);
    g_assert_cmpuint (kaiser_game_get_n_actions (kept), >=, kaiser_game_get_n_actions (on_table));
  }
  /* the Saved Games window closed itself */
  g_assert_null (find_toplevel (KAISER_TYPE_SAVED_GAMES_WINDOW));

  /* open again; Delete removes the row, the entry goes from the settings */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.saved-games", NULL));
  saved_games = wait_for_toplevel (KAISER_TYPE_SAVED_GAMES_WINDOW);
  g_assert_nonnull (saved_games);
  button = kaiser_test_find_named (GTK_WIDGET (saved_games), "delete-button");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_activate (button));
  wait_for_items (store, 2);
  g_assert_cmpuint (n_items (store), ==, 2);
  {
    g_autoptr(GVariant) list = g_settings_get_value (settings, "saved-games");
    g_assert_cmpuint (g_variant_n_children (list), ==, 2);
  }
  expected = g_strdup ("Tuesday");
  g_assert_cmpstr (kaiser_saved_game_get_name (item_at (store, 0)), ==, expected);

  gtk_window_destroy (saved_games);
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

int
main (int argc, char **argv)
{
  g_setenv ("KAISER_FAST", "1", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/kaiser/game-store/round-trip", test_store_round_trip);
  g_test_add_func ("/kaiser/game-store/damaged-entry", test_store_damaged_entry);
  g_test_add_func ("/kaiser/game-store/damaged-autosave", test_store_damaged_autosave);
  g_test_add_func ("/kaiser/game-store/import-broken", test_store_import_broken);
  g_test_add_func ("/kaiser/game-store/export-import", test_store_export_import);
  g_test_add_func ("/kaiser/game-store/statistics", test_store_statistics);
  g_test_add_func ("/kaiser/game-store/window-resume", test_store_window_resume);
  return g_test_run ();
}
