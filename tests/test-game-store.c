/* test-game-store.c: the saved games (GSettings memory backend): save,
 * list, load, rename, delete, damaged records kept, import refusing
 * broken files without changing anything, export and import back,
 * statistics; and the Saved Games window resuming a game, under xvfb-run. */
#include "config.h"

#include <glib/gstdio.h>

#include "kaiser-application.h"
#include "kaiser-game-store.h"
#include "kaiser-saved-games-window.h"
#include "kaiser-store-writer.h"
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

/* One step of a game in progress: the first legal action, or the next hand. */
static void
step (KaiserGame *game)
{
  KaiserAction actions[KAISER_MAX_ACTIONS];

  if (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER)
    g_assert_true (kaiser_game_next_hand (game, NULL));
  else
    {
      g_assert_cmpuint (kaiser_game_legal_actions (game, actions), >, 0);
      g_assert_true (kaiser_game_apply (game, &actions[0], NULL));
    }
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

/* The raw settings of slot i, as another program would see them. */
static GSettings *
slot_settings (guint i)
{
  g_autofree char *path = g_strdup_printf ("/io/github/threespot/ThreeSpot/saved-games/slot-%03u/", i);

  return g_settings_new_with_path (APP_ID ".SavedGame", path);
}

static gboolean
slot_is_set (guint i)
{
  g_autoptr(GSettings) slot = slot_settings (i);
  static const char *const keys[] = { "used", "name", "saved", "record" };

  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      g_autoptr(GVariant) value = g_settings_get_user_value (slot, keys[k]);
      if (value)
        return TRUE;
    }
  return FALSE;
}

/* How many slots hold something, once the store has written all. */
static guint
n_slots_set (KaiserGameStore *store)
{
  guint n = 0;

  kaiser_game_store_flush (store);
  for (guint i = 0; i < KAISER_STORE_N_SLOTS; i++)
    n += slot_is_set (i);
  return n;
}

/* The slot whose name key is @name, or -1. */
static gint
slot_named (const char *name)
{
  for (guint i = 0; i < KAISER_STORE_N_SLOTS; i++)
    {
      g_autoptr(GSettings) slot = slot_settings (i);
      g_autofree char *value = g_settings_get_string (slot, "name");

      if (g_str_equal (value, name))
        return i;
    }
  return -1;
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
  g_autoptr(GError) error = NULL;
  g_autoptr(KaiserSavedGame) deleted = NULL;
  KaiserSavedGame *a, *b, *renamed;
  g_autofree char *expected = NULL;
  gint64 saved_time;
  guint position;

  g_assert_cmpuint (n_items (store), ==, 0);
  a = kaiser_game_store_save (store, first, "Alpha", NULL);
  b = kaiser_game_store_save (store, second, "  Beta & <co>  ", NULL);
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
  g_assert_cmpuint (n_slots_set (store), ==, 2);
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
  g_assert_cmpuint (n_slots_set (store), ==, 1);
  kaiser_game_store_restore (store, deleted, position);
  g_assert_cmpuint (n_items (store), ==, 2);
  g_assert_true (item_at (store, 0) == deleted);
  g_assert_cmpuint (n_slots_set (store), ==, 2);

  /* no name: "Game of <date>" */
  b = kaiser_game_store_save (store, first, NULL, NULL);
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
  g_autofree char *good = record_of (game);
  g_autofree char *broken = g_strndup (good, strlen (good) / 2);
  g_autofree char *dir = g_dir_make_tmp ("kaiser-store-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "broken.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *written = NULL;
  KaiserSavedGame *damaged;

  /* in the old layout: moved into slots, the newest first */
  g_settings_set_value (settings, "saved-games",
                        g_variant_new_parsed ("[('Good', int64 1760000100, %s), ('Torn', int64 1760000000, %s)]",
                                              good, broken));
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
  kaiser_game_store_save (store, game, "Third", NULL);
  kaiser_game_store_rename (store, item_at (store, 1), "Good too", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_items (store), ==, 3);
  g_assert_cmpuint (n_slots_set (store), ==, 3);
  {
    g_autoptr(GSettings) slot = slot_settings (slot_named ("Torn"));
    g_autofree char *record = g_settings_get_string (slot, "record");

    g_assert_true (g_settings_get_boolean (slot, "used"));
    g_assert_cmpint (g_settings_get_int64 (slot, "saved"), ==, 1760000000);
    g_assert_cmpstr (record, ==, broken);
  }
  /* the old key is reset once everything is in slots */
  {
    g_autoptr(GVariant) old = g_settings_get_user_value (settings, "saved-games");
    g_assert_null (old);
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
  kaiser_game_store_flush (store);
  kept = g_settings_get_string (settings, "damaged-saved-game");
  g_assert_cmpstr (kept, ==, first);
  saved = g_settings_get_string (settings, "saved-game");
  g_assert_cmpstr (saved, ==, "");
  g_assert_cmpuint (n_items (store), ==, 1);
  g_assert_true (kaiser_saved_game_is_kept_aside (item_at (store, 0)));
  g_assert_true (kaiser_saved_game_is_damaged (item_at (store, 0)));

  /* named games go after it */
  kaiser_game_store_save (store, game, "Named", NULL);
  g_assert_true (kaiser_saved_game_is_kept_aside (item_at (store, 0)));
  g_assert_cmpstr (kaiser_saved_game_get_name (item_at (store, 1)), ==, "Named");

  g_settings_set_string (settings, "saved-game", second);
  g_assert_null (kaiser_game_store_resume (store, &error));
  g_assert_nonnull (strstr (error->message, "7"));
  g_clear_error (&error);
  kaiser_game_store_flush (store);
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
  kaiser_game_store_flush (store);
  g_free (kept);
  kept = g_settings_get_string (settings, "damaged-saved-game");
  g_assert_cmpstr (kept, ==, "");
  g_assert_cmpuint (n_items (store), ==, 3);
  g_assert_cmpstr (kaiser_saved_game_get_name (item_at (store, 0)), ==, "Rescued");
  g_assert_cmpuint (n_slots_set (store), ==, 3);
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
  g_autoptr(GFile) missing = NULL;
  static const char not_utf8[] = "{\"format\" : \"three-spot-record\", \"x\" : \"\xff\xfe\"}";
  struct { const char *name; const char *contents; gssize length; const char *says; } cases[] = {
    { "truncated.json", truncated, -1, NULL },
    { "version.json", NULL, -1, "version" },
    { "illegal.json", illegal, -1, NULL },
    { "empty.json", "", 0, NULL },
    { "not-a-record.json", "[1, 2, 3]", -1, NULL },
    { "binary.json", not_utf8, sizeof not_utf8 - 1, "UTF-8" },
    /* issue 23's bomb (json-glib crashed on it) */
    { "comment-bomb.json", NULL, -1, "The record is not valid JSON: line 1, column 1: a comment or a slash" },
  };
  g_autoptr(GString) comment_bomb = g_string_new ("/* /");

  for (guint k = 0; k < 80000; k++)
    g_string_append_c (comment_bomb, '[');
  cases[G_N_ELEMENTS (cases) - 1].contents = comment_bomb->str;
  g_assert_cmpuint (g_string_replace (version, "\"version\" : 1", "\"version\" : 2", 1), ==, 1);
  cases[1].contents = version->str;
  g_assert_cmpstr (illegal, !=, good);
  kaiser_game_store_save (store, game, "Before", NULL);
  g_assert_cmpuint (n_slots_set (store), ==, 1);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GFile) file = write_file (dir, cases[i].name, cases[i].contents, cases[i].length);
      g_autoptr(GError) error = NULL;

      g_test_message ("%s", cases[i].name);
      g_assert_null (kaiser_game_store_import (store, file, &error));
      g_assert_nonnull (error);
      g_test_message ("  %s", error->message);
      g_assert_nonnull (strstr (error->message, cases[i].name));
      if (cases[i].says)
        g_assert_nonnull (strstr (error->message, cases[i].says));
      g_assert_cmpuint (n_items (store), ==, 1);
      g_assert_cmpuint (n_slots_set (store), ==, 1);
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

  saved = kaiser_game_store_save (store, game, "Sunday", NULL);
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
  kaiser_game_store_flush (store);
  g_free (saved);
  saved = g_settings_get_string (settings, "saved-game");
  g_assert_true (g_str_has_prefix (saved, "{"));
  while (kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
    {
      step (game);
      if (kaiser_game_get_n_actions (game) % 50 == 0)
        kaiser_game_store_autosave (store, game);
    }
  kaiser_game_store_autosave (store, game);
  kaiser_game_store_autosave (store, game);
  kaiser_game_store_flush (store);
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

/* Settings of a schema compiled here, with keys of the wrong types at
 * the store's paths: what dconf-editor or `gsettings set` with another
 * type leaves behind.  GSettings reads such a key as its default. */
static GSettingsSchema *
wrong_schema (const char *id)
{
  static GSettingsSchemaSource *source;

  if (source == NULL)
    {
      g_autofree char *dir = g_dir_make_tmp ("kaiser-schema-XXXXXX", NULL);
      g_autofree char *xml = g_build_filename (dir, "wrong.gschema.xml", NULL);
      g_autofree char *command = g_strdup_printf ("glib-compile-schemas %s", dir);
      g_autoptr(GError) error = NULL;
      int status;
      const char *text =
        "<schemalist>"
        "<schema id='test.WrongSlot'>"
        "<key name='used' type='b'><default>false</default></key>"
        "<key name='record' type='i'><default>0</default></key>"
        "</schema>"
        "<schema id='test.WrongRoot'>"
        "<key name='saved-games' type='a(sis)'><default>[]</default></key>"
        "</schema>"
        "</schemalist>";

      g_assert_true (g_file_set_contents (xml, text, -1, NULL));
      g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, &status, &error));
      g_assert_no_error (error);
      g_assert_true (g_spawn_check_wait_status (status, NULL));
      source = g_settings_schema_source_new_from_directory (dir, NULL, FALSE, &error);
      g_assert_no_error (error);
    }
  return g_settings_schema_source_lookup (source, id, FALSE);
}

static GSettings *
wrong_settings (const char *id, const char *path)
{
  g_autoptr(GSettingsSchema) schema = wrong_schema (id);

  return g_settings_new_full (schema, NULL, path);
}

static void
write_slot (guint i, const char *name, gint64 saved, const char *record)
{
  g_autoptr(GSettings) slot = slot_settings (i);

  g_settings_set_boolean (slot, "used", TRUE);
  g_settings_set_string (slot, "name", name);
  g_settings_set_int64 (slot, "saved", saved);
  g_settings_set_string (slot, "record", record);
}

static void
assert_slot (guint i, const char *name, gint64 saved, const char *record)
{
  g_autoptr(GSettings) slot = slot_settings (i);
  g_autofree char *n = g_settings_get_string (slot, "name");
  g_autofree char *r = g_settings_get_string (slot, "record");

  g_assert_true (g_settings_get_boolean (slot, "used"));
  g_assert_cmpstr (n, ==, name);
  g_assert_cmpint (g_settings_get_int64 (slot, "saved"), ==, saved);
  g_assert_cmpstr (r, ==, record);
}

static KaiserSavedGame *
item_named (KaiserGameStore *store, const char *name)
{
  for (guint i = 0; i < n_items (store); i++)
    if (g_str_equal (kaiser_saved_game_get_name (item_at (store, i)), name))
      return item_at (store, i);
  return NULL;
}

/* Each saved game stands or falls alone: a slot with a record of the
 * wrong type, a torn record and a nesting bomb among good games are
 * listed as damaged and kept; the good ones are listed; a Save afterwards
 * writes a free slot and nothing else, and an old-layout key of the wrong
 * type is left as it was (before, the Save wrote the empty list over it). */
static void
test_store_damaged_slots (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserGameStore) store = NULL;
  g_autoptr(KaiserGame) game = play (71, 40);
  g_autoptr(GSettings) wrong_slot = wrong_settings ("test.WrongSlot", "/io/github/threespot/ThreeSpot/saved-games/slot-003/");
  g_autoptr(GSettings) wrong_root = wrong_settings ("test.WrongRoot", "/io/github/threespot/ThreeSpot/");
  g_autoptr(GError) error = NULL;
  g_autofree char *good = record_of (game);
  g_autofree char *torn = g_strndup (good, strlen (good) / 3);
  g_autofree char *bomb = g_strnfill (76000, '[');
  KaiserSavedGame *item;

  write_slot (0, "One", 1760000500, good);
  write_slot (1, "Two", 1760000400, good);
  write_slot (7, "Three", 1760000300, good);
  /* slot 3: used, and a record of type i */
  g_settings_set_boolean (wrong_slot, "used", TRUE);
  g_settings_set_int (wrong_slot, "record", 42);
  write_slot (4, "Torn", 1760000200, torn);
  write_slot (5, "Bomb", 1760000100, bomb);
  /* the old layout's key holding a(sis): unreadable as a(sxs) */
  g_settings_set_value (wrong_root, "saved-games", g_variant_new_parsed ("[('Lost?', 3, 'x')]"));

  store = kaiser_game_store_new (settings);
  g_assert_cmpuint (n_items (store), ==, 6);
  for (guint i = 0; i < 3; i++)
    g_assert_false (kaiser_saved_game_is_damaged (item_at (store, i)));
  g_assert_cmpstr (kaiser_saved_game_get_name (item_at (store, 0)), ==, "One");
  g_assert_cmpstr (kaiser_saved_game_get_name (item_at (store, 2)), ==, "Three");
  item = item_named (store, "Saved game 4");
  g_assert_nonnull (item);
  g_assert_true (kaiser_saved_game_is_damaged (item));
  g_assert_nonnull (strstr (kaiser_saved_game_get_error (item), "could not be read"));
  g_assert_null (kaiser_game_store_load (store, item, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID);
  g_clear_error (&error);
  g_assert_true (kaiser_saved_game_is_damaged (item_named (store, "Torn")));
  item = item_named (store, "Bomb");
  g_assert_true (kaiser_saved_game_is_damaged (item));
  g_assert_null (kaiser_game_store_load (store, item, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID);
  g_clear_error (&error);

  /* Save, and rename the damaged slot: the name alone is written */
  g_assert_nonnull (kaiser_game_store_save (store, game, "Four", &error));
  g_assert_no_error (error);
  g_assert_nonnull (kaiser_game_store_rename (store, item_named (store, "Saved game 4"), "Odd one", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_slots_set (store), ==, 7);
  assert_slot (0, "One", 1760000500, good);
  assert_slot (1, "Two", 1760000400, good);
  assert_slot (7, "Three", 1760000300, good);
  assert_slot (4, "Torn", 1760000200, torn);
  assert_slot (5, "Bomb", 1760000100, bomb);
  assert_slot (2, "Four", kaiser_saved_game_get_saved_unix (item_named (store, "Four")), good);
  g_assert_cmpint (g_settings_get_int (wrong_slot, "record"), ==, 42);
  {
    g_autoptr(GSettings) slot = slot_settings (3);
    g_autofree char *name = g_settings_get_string (slot, "name");
    g_assert_cmpstr (name, ==, "Odd one");
  }
  {
    g_autoptr(GVariant) old = g_settings_get_value (wrong_root, "saved-games");
    g_autoptr(GVariant) expected = g_variant_new_parsed ("[('Lost?', 3, 'x')]");
    g_assert_true (g_variant_equal (old, expected));
  }

  /* Delete works on a damaged slot, and Undo puts it back */
  {
    g_autoptr(KaiserSavedGame) torn_item = g_object_ref (item_named (store, "Torn"));
    guint position;

    g_assert_true (kaiser_game_store_delete (store, torn_item, &position));
    g_assert_cmpuint (n_slots_set (store), ==, 6);
    kaiser_game_store_restore (store, torn_item, position);
    g_assert_cmpuint (n_slots_set (store), ==, 7);
  }
  g_settings_reset (wrong_root, "saved-games");
}

/* The old layout, a(sxs), moved into slots without loss: many entries
 * (more than the limit of new games), read back once only by a second
 * store; and when not everything fits, nothing is reset. */
static void
test_store_migration (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserGame) game = play (81, 12);
  g_autofree char *good = record_of (game);
  GVariantBuilder builder;
  g_autoptr(GVariant) many = NULL;
  g_autoptr(GVariant) too_many = NULL;
  guint n = KAISER_GAME_STORE_MAX_GAMES + 50;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(sxs)"));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("Old %u", i);
      g_variant_builder_add (&builder, "(sxs)", name, (gint64) (1760000000 - i), i == 7 ? "{\"torn" : good);
    }
  many = g_variant_ref_sink (g_variant_builder_end (&builder));
  g_settings_set_value (settings, "saved-games", many);
  {
    g_autoptr(KaiserGameStore) store = kaiser_game_store_new (settings);
    g_autoptr(KaiserGameStore) again = NULL;
    g_autoptr(GVariant) old = g_settings_get_user_value (settings, "saved-games");
    g_autoptr(GError) error = NULL;

    g_assert_cmpuint (n_items (store), ==, n);
    g_assert_cmpstr (kaiser_saved_game_get_name (item_at (store, 0)), ==, "Old 0");
    g_assert_true (kaiser_saved_game_is_damaged (item_at (store, 7)));
    g_assert_null (old);
    g_assert_cmpuint (n_slots_set (store), ==, n);
    /* over the limit: a new game is refused, with the reason */
    g_assert_null (kaiser_game_store_save (store, game, "New", &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
    g_assert_nonnull (strstr (error->message, "150 saved games"));
    again = kaiser_game_store_new (settings);
    g_assert_cmpuint (n_items (again), ==, n);
  }

  /* more than every slot: all that fits is copied, the key kept as it is */
  kaiser_test_reset_saved_games ();
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(sxs)"));
  for (guint i = 0; i < KAISER_STORE_N_SLOTS + 1; i++)
    {
      g_autofree char *name = g_strdup_printf ("Old %u", i);
      g_variant_builder_add (&builder, "(sxs)", name, (gint64) 1760000000, "{}");
    }
  too_many = g_variant_ref_sink (g_variant_builder_end (&builder));
  g_settings_set_value (settings, "saved-games", too_many);
  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(KaiserGameStore) store = NULL;
      g_autoptr(GVariant) old = NULL;

      g_test_expect_message ("kaiser-game-store", G_LOG_LEVEL_WARNING, "*old layout*");
      store = kaiser_game_store_new (settings);
      g_test_assert_expected_messages ();
      g_assert_cmpuint (n_items (store), ==, KAISER_STORE_N_SLOTS);
      g_assert_cmpuint (n_slots_set (store), ==, KAISER_STORE_N_SLOTS);
      old = g_settings_get_user_value (settings, "saved-games");
      g_assert_nonnull (old);
      g_assert_true (g_variant_equal (old, too_many));
    }
  g_settings_reset (settings, "saved-games");
}

/* The limits: so many games, so large a record; the message says which. */
static void
test_store_limits (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserGameStore) store = kaiser_game_store_new (settings);
  g_autoptr(KaiserGame) game = play (91, 20);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("kaiser-limits-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "more.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(KaiserSavedGame) first = NULL;

  g_assert_cmpuint (KAISER_GAME_STORE_MAX_GAMES, ==, 100);
  g_assert_cmpuint (KAISER_GAME_STORE_MAX_RECORD, ==, 1024 * 1024);
  kaiser_game_store_set_limits (store, 3, KAISER_GAME_STORE_MAX_RECORD);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_nonnull (kaiser_game_store_save (store, game, NULL, &error));
      g_assert_no_error (error);
    }
  g_assert_null (kaiser_game_store_save (store, game, "Fourth", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_assert_cmpstr (error->message, ==, "You have 3 saved games, the most there can be. Delete one to save this game.");
  g_clear_error (&error);
  g_assert_true (kaiser_game_store_export (store, item_at (store, 0), file, &error));
  g_assert_null (kaiser_game_store_import (store, file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_assert_nonnull (strstr (error->message, "more.json"));
  g_clear_error (&error);
  g_assert_cmpuint (n_slots_set (store), ==, 3);
  first = g_object_ref (item_at (store, 0));
  g_assert_true (kaiser_game_store_delete (store, first, NULL));
  g_assert_nonnull (kaiser_game_store_save (store, game, "Fourth", &error));
  g_assert_no_error (error);

  /* a record over the size */
  kaiser_game_store_set_limits (store, 100, 1000);
  g_assert_null (kaiser_game_store_save (store, game, "Large", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
  g_assert_true (g_str_has_prefix (error->message, "This game is too large to save ("));
  g_assert_cmpuint (n_slots_set (store), ==, 3);
  g_unlink (path);
  g_rmdir (dir);
}

/* The autosave is written by the writer thread, the last one given, and
 * is in the settings once the store is gone; a nesting bomb there is
 * kept aside, not a crash. */
static void
test_store_autosave_writer (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserGame) game = play (101, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *last = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *bomb = g_strnfill (76000, '[');
  KaiserGameStore *store = kaiser_game_store_new (settings);

  for (guint i = 0; i < 60; i++)
    {
      step (game);
      kaiser_game_store_autosave (store, game);
    }
  last = record_of (game);
  g_object_unref (store);   /* the last store: the writer is joined */
  saved = g_settings_get_string (settings, "saved-game");
  g_assert_cmpstr (saved, ==, last);

  g_settings_set_string (settings, "saved-game", bomb);
  store = kaiser_game_store_new (settings);
  g_assert_null (kaiser_game_store_resume (store, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID);
  g_assert_true (kaiser_saved_game_is_kept_aside (item_at (store, 0)));
  g_object_unref (store);
  g_free (saved);
  saved = g_settings_get_string (settings, "damaged-saved-game");
  g_assert_cmpstr (saved, ==, bomb);
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

/* Issue 23: "slash-star space slash" and 80,000 "[" got past the old
 * check and crashed json-glib, at every start while the autosave held it
 * (the key stayed in place).  With the bomb (or its "//" variant) in the
 * autosave and in a slot: no crash; the autosave is moved aside byte for
 * byte to damaged-saved-game and the slot kept as it is, both listed as
 * damaged, saying why; the next start does not read it as the autosave
 * again; and the app starts on a new game, Saved Games listing both
 * without a Resume. */
static void
test_store_comment_bombs (void)
{
  const char *prefixes[] = { "/* /", "//" };

  for (guint p = 0; p < G_N_ELEMENTS (prefixes); p++)
    {
      g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
      g_autofree char *app_id = g_strdup_printf ("%s.CommentBomb%u", APP_ID, p);
      g_autoptr(KaiserApplication) app = kaiser_application_new (app_id, G_APPLICATION_NON_UNIQUE);
      g_autoptr(GString) bomb = g_string_new (prefixes[p]);
      g_autoptr(GString) slot_bomb = NULL;
      g_autoptr(KaiserGameStore) store = NULL;
      g_autoptr(KaiserGame) resumed = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *kept = NULL;
      g_autofree char *saved = NULL;
      KaiserWindow *window;
      GtkWindow *saved_games;
      KaiserSavedGame *item;

      for (guint k = 0; k < 80000; k++)
        g_string_append_c (bomb, '[');
      slot_bomb = g_string_new (bomb->str);
      g_string_append (slot_bomb, "]");
      g_settings_set_string (settings, "saved-game", bomb->str);
      write_slot (0, "Bomb in a slot", 1760000000, slot_bomb->str);

      /* the first start */
      store = kaiser_game_store_new (settings);
      resumed = kaiser_game_store_resume (store, &error);
      g_assert_null (resumed);
      g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID);
      g_assert_cmpstr (error->message, ==, "The record is not valid JSON: line 1, column 1: a comment or a slash: JSON has neither");
      g_clear_error (&error);
      g_assert_cmpuint (n_items (store), ==, 2);
      item = item_at (store, 0);
      g_assert_true (kaiser_saved_game_is_kept_aside (item));
      g_assert_true (kaiser_saved_game_is_damaged (item));
      g_assert_cmpstr (kaiser_saved_game_get_record (item), ==, bomb->str);
      g_assert_nonnull (strstr (kaiser_saved_game_get_error (item), "a comment or a slash"));
      item = item_named (store, "Bomb in a slot");
      g_assert_nonnull (item);
      g_assert_true (kaiser_saved_game_is_damaged (item));
      g_assert_nonnull (strstr (kaiser_saved_game_get_error (item), "a comment or a slash"));
      g_assert_null (kaiser_game_store_load (store, item, &error));
      g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID);
      g_clear_error (&error);
      kaiser_game_store_flush (store);
      kept = g_settings_get_string (settings, "damaged-saved-game");
      g_assert_cmpstr (kept, ==, bomb->str);
      saved = g_settings_get_string (settings, "saved-game");
      g_assert_cmpstr (saved, ==, "");
      assert_slot (0, "Bomb in a slot", 1760000000, slot_bomb->str);
      g_clear_object (&store);

      /* the next start: nothing to resume, nothing refused; both still listed */
      store = kaiser_game_store_new (settings);
      resumed = kaiser_game_store_resume (store, &error);
      g_assert_no_error (error);
      g_assert_null (resumed);
      g_assert_cmpuint (n_items (store), ==, 2);
      g_assert_true (kaiser_saved_game_is_kept_aside (item_at (store, 0)));
      g_assert_cmpstr (kaiser_saved_game_get_record (item_at (store, 0)), ==, bomb->str);
      g_clear_object (&store);

      /* the app, with the bomb in the autosave again (none kept aside) */
      g_settings_set_string (settings, "damaged-saved-game", "");
      g_settings_set_string (settings, "saved-game", bomb->str);
      g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
      window = kaiser_window_new (app);
      gtk_window_present (GTK_WINDOW (window));
      g_assert_nonnull (kaiser_window_get_game (window));
      kaiser_test_iterate (50);
      kaiser_game_store_flush (kaiser_window_get_store (window));
      g_free (kept);
      kept = g_settings_get_string (settings, "damaged-saved-game");
      g_assert_cmpstr (kept, ==, bomb->str);
      g_free (saved);
      saved = g_settings_get_string (settings, "saved-game");
      g_assert_cmpstr (saved, !=, bomb->str);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.saved-games", NULL));
      saved_games = wait_for_toplevel (KAISER_TYPE_SAVED_GAMES_WINDOW);
      g_assert_nonnull (saved_games);
      g_assert_cmpuint (kaiser_test_count_named (GTK_WIDGET (saved_games), "delete-button"), ==, 2);
      g_assert_cmpuint (kaiser_test_count_named (GTK_WIDGET (saved_games), "resume-button"), ==, 0);
      gtk_window_destroy (saved_games);
      gtk_window_destroy (GTK_WINDOW (window));
      kaiser_test_iterate (50);
    }
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
                        g_variant_new_parsed ("[('Tuesday', int64 1760000100, %s), ('Torn', int64 1760000000, '{\"format\": ')]",
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
  g_assert_cmpuint (n_slots_set (store), ==, 2);
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
  g_test_add_func ("/kaiser/game-store/damaged-slots", test_store_damaged_slots);
  g_test_add_func ("/kaiser/game-store/migration", test_store_migration);
  g_test_add_func ("/kaiser/game-store/limits", test_store_limits);
  g_test_add_func ("/kaiser/game-store/autosave-writer", test_store_autosave_writer);
  g_test_add_func ("/kaiser/game-store/window-resume", test_store_window_resume);
  g_test_add_func ("/kaiser/game-store/comment-bombs", test_store_comment_bombs);
  return g_test_run ();
}
