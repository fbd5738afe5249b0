/* test-game-store.c: the saved games (GSettings memory backend): save,
 * list, load, rename, delete, damaged records kept, import refusing
 * broken files without changing anything, export and import back,
 * statistics; and the Saved Games window resuming a game, under xvfb-run. */
#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <utime.h>

#include "kaiser-application.h"
#include "kaiser-game-store.h"
#include "kaiser-seating.h"
#include "kaiser-settings.h"
#include "kaiser-saved-games-window.h"
#include "kaiser-score-text.h"
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

/* The names of the game files in the store's folder, once the store has
 * written all. */
static GPtrArray *
game_files (KaiserGameStore *store)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) dir = NULL;
  const char *name;

  kaiser_game_store_flush (store);
  dir = g_dir_open (kaiser_game_store_get_dir (store), 0, NULL);
  while (dir && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".game") && name[0] != '.')
      g_ptr_array_add (files, g_build_filename (kaiser_game_store_get_dir (store), name, NULL));
  return files;
}

static guint
n_files (KaiserGameStore *store)
{
  g_autoptr(GPtrArray) files = game_files (store);

  return files->len;
}

/* The file holding the game named @name, read as another program would;
 * NULL if none. */
static KaiserStoreEntry *
file_named (KaiserGameStore *store, const char *name)
{
  g_autoptr(GPtrArray) files = game_files (store);

  for (guint i = 0; i < files->len; i++)
    {
      g_autofree char *contents = NULL;
      gsize length;
      KaiserStoreEntry *entry;

      g_assert_true (g_file_get_contents (g_ptr_array_index (files, i), &contents, &length, NULL));
      entry = kaiser_store_parse_game ("x", contents, length);
      if (g_str_equal (entry->name, name))
        return entry;
      kaiser_store_entry_free (entry);
    }
  return NULL;
}

static void
assert_file (KaiserGameStore *store, const char *name, gint64 saved, const char *record)
{
  KaiserStoreEntry *entry = file_named (store, name);

  if (entry == NULL)
    g_error ("no file holds the game “%s”", name);
  g_assert_null (entry->error);
  g_assert_cmpint (entry->saved, ==, saved);
  g_assert_cmpstr (entry->record, ==, record);
  kaiser_store_entry_free (entry);
}

static guint
n_slots_set (void)
{
  guint n = 0;

  for (guint i = 0; i < KAISER_STORE_N_SLOTS; i++)
    n += slot_is_set (i);
  return n;
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
  {
    g_autofree char *us = kaiser_score_text_number (kaiser_game_get_score (second, KAISER_TEAM_NS));
    g_autofree char *them = kaiser_score_text_number (kaiser_game_get_score (second, KAISER_TEAM_EW));

    expected = g_strdup_printf ("Hand %u · You %s, Them %s · Standard", kaiser_game_get_hand_number (second), us, them);
  }
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

  /* in files, read back by a new store */
  g_assert_cmpuint (n_files (store), ==, 2);
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
  /* the other store hears of it: it watches the folder */
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
  g_assert_cmpuint (n_files (store), ==, 1);
  kaiser_game_store_restore (store, deleted, position);
  g_assert_cmpuint (n_items (store), ==, 2);
  g_assert_true (item_at (store, 0) == deleted);
  g_assert_cmpuint (n_files (store), ==, 2);

  /* no name: "Game of <date>" */
  b = kaiser_game_store_save (store, first, NULL, NULL);
  g_assert_true (g_str_has_prefix (kaiser_saved_game_get_name (b), "Game of "));
}

/* Games of the tables of two, three, five and six are saved, listed with
 * the player's score against the best of the others, and load back as
 * they were (000_5ed066fa22fca3eb.txt, "Kaiser for 2, 3, 5 or 6 Players"). */
static void
test_store_tables (void)
{
  static const char * const presets[] = { "two-players", "three-players", "five-players", "six-players", "six-players-threes" };
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserGameStore) store = kaiser_game_store_new (settings);

  for (guint p = 0; p < G_N_ELEMENTS (presets); p++)
    {
      KaiserRules rules;
      g_autoptr(KaiserGame) game = NULL;
      g_autoptr(KaiserGame) loaded = NULL;
      g_autoptr(GError) error = NULL;
      KaiserSavedGame *saved;
      const KaiserState *st;
      KaiserRng rng;
      gint best = G_MININT;

      g_assert_true (kaiser_rules_init_preset (&rules, presets[p], NULL));
      game = kaiser_game_new (&rules, 40 + p);
      kaiser_rng_init (&rng, 9 + p);
      /* into the second hand, part way */
      /* sixteen tricks a hand at two players */
      for (guint i = 0; i < (kaiser_rules_n_seats (&rules) == 2 ? 60u : 200u) && kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER; i++)
        {
          KaiserAction actions[KAISER_MAX_ACTIONS];
          guint n;

          if (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER)
            {
              g_assert_true (kaiser_game_next_hand (game, NULL));
              continue;
            }
          n = kaiser_game_legal_actions (game, actions);
          g_assert_cmpuint (n, >, 0);
          g_assert_true (kaiser_game_apply (game, &actions[kaiser_rng_below (&rng, n)], NULL));
        }
      saved = kaiser_game_store_save (store, game, presets[p], NULL);
      g_assert_null (kaiser_saved_game_get_error (saved));
      st = kaiser_game_get_state (game);
      for (guint t = 0; t < kaiser_rules_n_sides (&rules); t++)
        if (t != kaiser_rules_seat_side (&rules, kaiser_seating_player (&rules)))
          best = MAX (best, st->scores[t]);
      {
        g_autofree char *us = kaiser_score_text_number (st->scores[kaiser_rules_seat_side (&rules, kaiser_seating_player (&rules))]);
        g_autofree char *other = kaiser_score_text_number (best);
        g_autofree char *expected = kaiser_rules_n_sides (&rules) > 2
          ? g_strdup_printf ("Hand %u · You %s, best other %s · %s", st->hand_number, us, other, kaiser_rules_preset_title (presets[p]))
          : g_strdup_printf ("Hand %u · You %s, Them %s · %s", st->hand_number, us, other, kaiser_rules_preset_title (presets[p]));

        g_assert_cmpstr (kaiser_saved_game_get_summary (saved), ==, expected);
      }
      loaded = kaiser_game_store_load (store, saved, &error);
      g_assert_no_error (error);
      assert_same_game (loaded, game);
      g_assert_cmpuint (kaiser_rules_n_seats (kaiser_game_get_rules (loaded)), ==, kaiser_rules_n_seats (&rules));
    }
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

  /* in the old layout: moved into files, the newest first */
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
  g_assert_cmpuint (n_files (store), ==, 3);
  assert_file (store, "Torn", 1760000000, broken);
  /* the old key is reset once everything is in files */
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

/* The autosave key of the older layout moves into a game in progress at
 * the first start, and the key is reset; one that does not resume is
 * kept aside and listed first (a second one does not overwrite the
 * first), and never read again as the autosave. */
static void
test_store_damaged_autosave (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserGameStore) store = NULL;
  g_autoptr(KaiserGameStore) store2 = NULL;
  g_autoptr(KaiserGameStore) store3 = NULL;
  g_autoptr(KaiserGameStore) store4 = NULL;
  g_autoptr(KaiserGame) game = play (31, 25);
  g_autoptr(KaiserGame) resumed = NULL;
  g_autoptr(GVariant) left = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *good = record_of (game);
  g_autofree char *kept = NULL;
  g_autofree char *saved = NULL;
  const char *first = "{\"format\" : \"three-spot-record\", \"version\" : 1, \"hands\" : [ trunc";
  const char *second = "{\"format\" : \"three-spot-record\", \"version\" : 7}";

  /* a good autosave moves into a file, and resumes */
  g_settings_set_string (settings, "saved-game", good);
  store = kaiser_game_store_new (settings);
  kaiser_game_store_flush (store);
  left = g_settings_get_user_value (settings, "saved-game");
  g_assert_null (left);
  saved = kaiser_test_in_progress_record ();
  g_assert_cmpstr (saved, ==, good);
  resumed = kaiser_game_store_resume (store, &error);
  g_assert_no_error (error);
  assert_same_game (resumed, game);
  g_clear_object (&resumed);
  /* once: the store plays it now */
  g_assert_null (kaiser_game_store_resume (store, &error));
  g_assert_no_error (error);

  /* a damaged one is kept aside at the start, and resume says why */
  g_settings_set_string (settings, "saved-game", first);
  store2 = kaiser_game_store_new (settings);
  resumed = kaiser_game_store_resume (store2, &error);
  g_assert_null (resumed);
  g_assert_nonnull (error);
  g_clear_error (&error);
  kaiser_game_store_flush (store2);
  kept = g_settings_get_string (settings, "damaged-saved-game");
  g_assert_cmpstr (kept, ==, first);
  g_free (saved);
  saved = g_settings_get_string (settings, "saved-game");
  g_assert_cmpstr (saved, ==, "");
  g_assert_cmpuint (n_items (store2), ==, 1);
  g_assert_true (kaiser_saved_game_is_kept_aside (item_at (store2, 0)));
  g_assert_true (kaiser_saved_game_is_damaged (item_at (store2, 0)));
  /* the first store's game in progress is its own still */
  g_free (saved);
  saved = kaiser_test_in_progress_record ();
  g_assert_cmpstr (saved, ==, good);

  /* named games go after it */
  kaiser_game_store_save (store2, game, "Named", NULL);
  g_assert_true (kaiser_saved_game_is_kept_aside (item_at (store2, 0)));
  g_assert_cmpstr (kaiser_saved_game_get_name (item_at (store2, 1)), ==, "Named");
  kaiser_game_store_flush (store2);

  g_settings_set_string (settings, "saved-game", second);
  store3 = kaiser_game_store_new (settings);
  g_assert_null (kaiser_game_store_resume (store3, &error));
  g_assert_nonnull (strstr (error->message, "7"));
  g_clear_error (&error);
  kaiser_game_store_flush (store3);
  g_free (kept);
  kept = g_settings_get_string (settings, "damaged-saved-game");
  g_assert_cmpstr (kept, ==, second);
  /* the first is not lost: moved among the named games */
  g_assert_cmpuint (n_items (store3), ==, 3);
  g_assert_cmpstr (kaiser_saved_game_get_record (item_at (store3, 0)), ==, second);
  g_assert_cmpstr (kaiser_saved_game_get_record (item_at (store3, 1)), ==, first);
  g_assert_false (kaiser_saved_game_is_kept_aside (item_at (store3, 1)));

  /* never read again as the autosave */
  store4 = kaiser_game_store_new (settings);
  g_assert_null (kaiser_game_store_resume (store4, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_items (store4), ==, 3);

  /* renaming the kept-aside one moves it into the list */
  g_assert_nonnull (kaiser_game_store_rename (store3, item_at (store3, 0), "Rescued", &error));
  g_assert_no_error (error);
  kaiser_game_store_flush (store3);
  g_free (kept);
  kept = g_settings_get_string (settings, "damaged-saved-game");
  g_assert_cmpstr (kept, ==, "");
  g_assert_cmpuint (n_items (store3), ==, 3);
  g_assert_cmpstr (kaiser_saved_game_get_name (item_at (store3, 0)), ==, "Rescued");
  g_assert_cmpuint (n_files (store3), ==, 3);
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
  g_assert_cmpuint (n_files (store), ==, 1);

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
      g_assert_cmpuint (n_files (store), ==, 1);
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

/* The two-handed game (000_5ed066fa22fca3eb.txt, "Two Players"): a
 * record of one is imported, described from the player's seat (East at a
 * table of two), and loads with its piles; its rules keys read back. */
static void
test_store_two_players (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(GSettings) rules_settings = kaiser_settings_get_rules_settings (settings);
  g_autoptr(KaiserGameStore) store = kaiser_game_store_new (settings);
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(KaiserGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("kaiser-two-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "two.json", NULL);
  g_autofree char *record = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  KaiserSavedGame *imported;
  KaiserRules rules, read;

  g_assert_true (kaiser_rules_init_preset (&rules, "two-players", NULL));
  game = kaiser_game_new (&rules, 3);
  record = kaiser_record_to_data (game, NULL);
  g_assert_true (g_file_set_contents (path, record, -1, NULL));
  imported = kaiser_game_store_import (store, file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (imported);
  g_assert_nonnull (strstr (kaiser_saved_game_get_summary (imported), "You 0"));
  loaded = kaiser_game_store_load (store, imported, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (kaiser_rules_n_piles (kaiser_game_get_rules (loaded)), ==, 4);
  g_assert_true (memcmp (kaiser_game_get_state (loaded)->piles, kaiser_game_get_state (game)->piles,
                         sizeof kaiser_game_get_state (game)->piles) == 0);

  kaiser_settings_write_rules (rules_settings, &rules);
  g_assert_true (kaiser_settings_read_rules (rules_settings, &read, &error));
  g_assert_no_error (error);
  g_assert_true (kaiser_rules_equal (&read, &rules));

  g_unlink (path);
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
  saved = kaiser_test_in_progress_record ();
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
  saved = kaiser_test_in_progress_record ();
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

static KaiserSavedGame *
item_named (KaiserGameStore *store, const char *name)
{
  for (guint i = 0; i < n_items (store); i++)
    if (g_str_equal (kaiser_saved_game_get_name (item_at (store, i)), name))
      return item_at (store, i);
  return NULL;
}

/* The slots of the older layout moved into files: a slot with a record
 * of the wrong type, a torn record and a nesting bomb among good games
 * are listed as damaged and kept (the torn record and the bomb in files
 * of their own, byte for byte; the unreadable slot where it is, its
 * value untouched); a Save afterwards writes a new file and nothing
 * else, and an old-layout key of the wrong type is left as it was. */
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

  /* in files now, the slots reset but the unreadable one */
  g_assert_cmpuint (n_files (store), ==, 5);
  assert_file (store, "One", 1760000500, good);
  assert_file (store, "Two", 1760000400, good);
  assert_file (store, "Three", 1760000300, good);
  assert_file (store, "Torn", 1760000200, torn);
  assert_file (store, "Bomb", 1760000100, bomb);
  g_assert_cmpuint (n_slots_set (), ==, 1);
  g_assert_true (slot_is_set (3));

  /* Save, and rename the damaged slot: the name alone is written */
  g_assert_nonnull (kaiser_game_store_save (store, game, "Four", &error));
  g_assert_no_error (error);
  g_assert_nonnull (kaiser_game_store_rename (store, item_named (store, "Saved game 4"), "Odd one", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_files (store), ==, 6);
  assert_file (store, "Four", kaiser_saved_game_get_saved_unix (item_named (store, "Four")), good);
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

  /* Delete works on a damaged file and on the damaged slot, and Undo
   * puts them back as they were */
  {
    g_autoptr(KaiserSavedGame) torn_item = g_object_ref (item_named (store, "Torn"));
    g_autoptr(KaiserSavedGame) odd_item = g_object_ref (item_named (store, "Odd one"));
    guint position, odd_position;

    g_assert_true (kaiser_game_store_delete (store, torn_item, &position));
    g_assert_true (kaiser_game_store_delete (store, odd_item, &odd_position));
    g_assert_cmpuint (n_files (store), ==, 5);
    g_assert_cmpuint (n_items (store), ==, 5);
    kaiser_game_store_restore (store, odd_item, odd_position);
    kaiser_game_store_restore (store, torn_item, position);
    g_assert_cmpuint (n_files (store), ==, 6);
    g_assert_cmpuint (n_items (store), ==, 7);
    assert_file (store, "Torn", 1760000200, torn);
    g_assert_cmpint (g_settings_get_int (wrong_slot, "record"), ==, 42);
  }
  /* a second start moves nothing twice */
  {
    g_autoptr(KaiserGameStore) again = kaiser_game_store_new (settings);

    g_assert_cmpuint (n_items (again), ==, 7);
    g_assert_cmpuint (n_files (again), ==, 6);
  }
  /* deleted for good once the store is gone; the slot then reset */
  {
    g_autoptr(KaiserSavedGame) odd_item = g_object_ref (item_named (store, "Odd one"));

    g_assert_true (kaiser_game_store_delete (store, odd_item, NULL));
    g_assert_true (slot_is_set (3));
    g_clear_object (&store);
    g_assert_cmpuint (n_slots_set (), ==, 0);
  }
  g_settings_reset (wrong_root, "saved-games");
}

/* Two copies on one home moving the same slots (each dconf-service of
 * its own still holds them after the other moved them): the games are
 * in files once, not twice. */
static void
test_store_slots_moved_once (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserGame) game = play (72, 30);
  g_autofree char *good = record_of (game);

  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(KaiserGameStore) store = NULL;

      write_slot (0, "One", 1760000500, good);
      write_slot (9, "Two", 1760000400, good);
      store = kaiser_game_store_new (settings);
      g_assert_cmpuint (n_items (store), ==, 2);
      g_assert_cmpuint (n_files (store), ==, 2);
      g_assert_cmpuint (n_slots_set (), ==, 0);
    }
}

/* A file of the folder that is not a saved game Three-Spot can read
 * (not text, no header, cut short) is listed as damaged under its file
 * name and kept byte for byte: saves, a refused rename, delete and Undo,
 * another start leave it as it was; the good file beside it loads. */
static void
test_store_unreadable_files (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserGame) game = play (73, 50);
  g_autofree char *good = record_of (game);
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "three-spot", "saved-games", NULL);
  g_autofree char *cut = NULL;
  static const char binary[] = "Three-Spot saved game 1\nName: \xff\xfe\n\n{}";
  struct { const char *file; const char *contents; gssize length; } files[] = {
    { "binary.game", binary, sizeof binary - 1 },
    { "plain.game", "{\"format\" : \"three-spot-record\"}", -1 },
    { "cut.game", NULL, -1 },
    { "empty.game", "", 0 },
  };
  g_autoptr(KaiserGameStore) store = NULL;
  g_autoptr(GError) error = NULL;

  {
    g_autofree char *whole = kaiser_store_format_game ("Good", 1760000000, NULL, good);

    cut = g_strndup (whole, 40);   /* within the header */
    files[2].contents = cut;
    g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
    {
      g_autofree char *path = g_build_filename (dir, "good.game", NULL);
      g_assert_true (g_file_set_contents (path, whole, -1, NULL));
    }
  }
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (dir, files[i].file, NULL);
      g_assert_true (g_file_set_contents (path, files[i].contents, files[i].length, NULL));
    }

  store = kaiser_game_store_new (settings);
  g_assert_cmpuint (n_items (store), ==, 5);
  g_assert_cmpstr (kaiser_saved_game_get_name (item_at (store, 0)), ==, "Good");
  g_assert_false (kaiser_saved_game_is_damaged (item_at (store, 0)));
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *id = g_strndup (files[i].file, strlen (files[i].file) - 5);
      g_autofree char *name = g_strdup_printf ("Unreadable saved game %s", files[i].file);
      KaiserSavedGame *item = item_named (store, name);

      g_test_message ("%s", files[i].file);
      g_assert_nonnull (item);
      g_assert_true (kaiser_saved_game_is_damaged (item));
      g_assert_true (kaiser_saved_game_is_unreadable (item));
      g_assert_cmpstr (kaiser_saved_game_get_id (item), ==, id);
      g_assert_nonnull (strstr (kaiser_saved_game_get_error (item), "kept as it is"));
      g_assert_null (kaiser_game_store_rename (store, item, "Renamed", &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
      g_clear_error (&error);
    }
  /* the text of one that is text is there to export */
  g_assert_cmpstr (kaiser_saved_game_get_record (item_named (store, "Unreadable saved game plain.game")), ==,
                   files[1].contents);
  {
    g_autoptr(KaiserSavedGame) binary_item = g_object_ref (item_named (store, "Unreadable saved game binary.game"));
    guint position;

    g_assert_cmpstr (kaiser_saved_game_get_record (binary_item), ==, "");
    g_assert_nonnull (kaiser_game_store_save (store, game, "New", &error));
    g_assert_no_error (error);
    g_assert_true (kaiser_game_store_delete (store, binary_item, &position));
    g_assert_cmpuint (n_files (store), ==, 5);
    kaiser_game_store_restore (store, binary_item, position);
    g_assert_cmpuint (n_files (store), ==, 6);
  }
  g_clear_object (&store);
  store = kaiser_game_store_new (settings);
  g_assert_cmpuint (n_items (store), ==, 6);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (dir, files[i].file, NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      g_assert_cmpmem (contents, length, files[i].contents,
                       files[i].length >= 0 ? (gsize) files[i].length : strlen (files[i].contents));
    }
}

/* A game's file and back: any name (line breaks, backslashes, non-ASCII),
 * the record byte for byte whatever it holds; header lines it does not
 * know are skipped; no name or date, or no end of header, is unreadable. */
static void
test_store_file_format (void)
{
  const char *name = "Sunday\\n \\ night\nà la «carte»\r";
  const char *record = "{\"a\" : 1}\n\nName: not a header\n";
  g_autofree char *text = kaiser_store_format_game (name, -5, "3 1 2 won standard", record);
  g_autofree char *future = NULL;
  KaiserStoreEntry *entry = kaiser_store_parse_game ("id", text, strlen (text));
  const char *const broken[] = {
    "Three-Spot saved game 1\nName: x\n\n{}",
    "Three-Spot saved game 1\nSaved: 3\n\n{}",
    "Three-Spot saved game 1\nName: x\nSaved: 3\n",
    "Three-Spot saved game 2\nName: x\nSaved: 3\n\n{}",
  };

  g_assert_null (entry->error);
  g_assert_cmpstr (entry->id, ==, "id");
  g_assert_cmpstr (entry->name, ==, name);
  g_assert_cmpint (entry->saved, ==, -5);
  g_assert_cmpstr (entry->facts, ==, "3 1 2 won standard");
  g_assert_cmpstr (entry->record, ==, record);
  g_assert_null (strchr (strstr (text, "Name: "), '\r'));
  kaiser_store_entry_free (entry);

  future = g_strdup_printf ("Three-Spot saved game 1\nColour: blue\nName: x\nSaved: 7\nMore: 1\n\n%s", record);
  entry = kaiser_store_parse_game ("id", future, strlen (future));
  g_assert_null (entry->error);
  g_assert_cmpstr (entry->name, ==, "x");
  g_assert_null (entry->facts);
  g_assert_cmpstr (entry->record, ==, record);
  kaiser_store_entry_free (entry);

  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      entry = kaiser_store_parse_game ("id", broken[i], strlen (broken[i]));
      g_test_message ("%s", entry->error);
      g_assert_nonnull (entry->error);
      g_assert_cmpstr (entry->name, ==, "Unreadable saved game id.game");
      g_assert_cmpstr (entry->record, ==, broken[i]);
      kaiser_store_entry_free (entry);
    }
}

/* What a summary is made of is kept in the game's file: a save writes
 * it, a game moved in from the older layouts gets it once (replayed in
 * the writer), and listing then does not replay the record; facts that
 * do not parse are ignored. */
static void
test_store_facts (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserGame) game = play (74, 60);
  g_autoptr(KaiserGame) other = play (75, 30);
  g_autofree char *good = record_of (game);
  g_autofree char *expected = kaiser_game_describe (game);
  g_autofree char *facts = kaiser_game_facts (game);
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "three-spot", "saved-games", NULL);
  g_autoptr(KaiserGameStore) store = NULL;
  KaiserStoreEntry *entry;

  g_settings_set_value (settings, "saved-games",
                        g_variant_new_parsed ("[('Moved', int64 1760000100, %s)]", good));
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  {
    /* facts that are not those of the record: they are what is shown */
    g_autofree char *other_record = record_of (other);
    g_autofree char *text = kaiser_store_format_game ("Told", 1760000050, "6 31 24 playing standard", other_record);
    g_autofree char *bad = kaiser_store_format_game ("Bad facts", 1760000040, "6 x 24 playing standard", other_record);
    g_autofree char *path = g_build_filename (dir, "told.game", NULL);
    g_autofree char *bad_path = g_build_filename (dir, "bad.game", NULL);

    g_assert_true (g_file_set_contents (path, text, -1, NULL));
    g_assert_true (g_file_set_contents (bad_path, bad, -1, NULL));
  }

  store = kaiser_game_store_new (settings);
  g_assert_cmpuint (n_items (store), ==, 3);
  g_assert_cmpstr (kaiser_saved_game_get_summary (item_named (store, "Told")), ==, "Hand 6 · You 31, Them 24 · Standard");
  g_assert_false (kaiser_saved_game_is_finished (item_named (store, "Told")));
  g_assert_null (kaiser_saved_game_get_facts (item_named (store, "Bad facts")));
  {
    g_autofree char *described = kaiser_game_describe (other);
    g_assert_cmpstr (kaiser_saved_game_get_summary (item_named (store, "Bad facts")), ==, described);
  }
  g_assert_null (kaiser_saved_game_get_facts (item_named (store, "Moved")));

  /* a save writes them */
  g_assert_nonnull (kaiser_game_store_save (store, game, "Saved", NULL));
  g_assert_cmpstr (kaiser_saved_game_get_facts (item_named (store, "Saved")), ==, facts);
  entry = file_named (store, "Saved");
  g_assert_nonnull (entry);
  g_assert_cmpstr (entry->facts, ==, facts);
  kaiser_store_entry_free (entry);
  /* the game moved in has them now, in its file (flushed by file_named) */
  entry = file_named (store, "Moved");
  g_assert_nonnull (entry);
  g_assert_cmpstr (entry->facts, ==, facts);
  g_assert_cmpstr (entry->record, ==, good);
  kaiser_store_entry_free (entry);
  g_clear_object (&store);

  /* and a new start lists from them */
  store = kaiser_game_store_new (settings);
  g_assert_cmpstr (kaiser_saved_game_get_facts (item_named (store, "Moved")), ==, facts);
  g_assert_cmpstr (kaiser_saved_game_get_summary (item_named (store, "Moved")), ==, expected);
  g_assert_cmpstr (kaiser_saved_game_get_summary (item_named (store, "Saved")), ==, expected);
}

/* The old layout, a(sxs), moved into files without loss: many entries
 * (more than the limit of new games, more than the slots there were),
 * read back once only by a second store. */
static void
test_store_migration (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserGame) game = play (81, 12);
  g_autofree char *good = record_of (game);
  GVariantBuilder builder;
  g_autoptr(GVariant) many = NULL;
  guint n = KAISER_STORE_N_SLOTS + 50;

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
    g_autofree char *message = NULL;

    g_assert_cmpuint (n_items (store), ==, n);
    g_assert_cmpstr (kaiser_saved_game_get_name (item_at (store, 0)), ==, "Old 0");
    g_assert_true (kaiser_saved_game_is_damaged (item_at (store, 7)));
    g_assert_null (old);
    g_assert_cmpuint (n_files (store), ==, n);
    assert_file (store, "Old 7", 1760000000 - 7, "{\"torn");
    /* over the limit: a new game is refused, with the reason */
    g_assert_null (kaiser_game_store_save (store, game, "New", &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
    message = g_strdup_printf ("%u saved games", n);
    g_assert_nonnull (strstr (error->message, message));
    again = kaiser_game_store_new (settings);
    g_assert_cmpuint (n_items (again), ==, n);
    g_assert_cmpuint (n_files (again), ==, n);
  }
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
  g_assert_cmpuint (n_files (store), ==, 3);
  first = g_object_ref (item_at (store, 0));
  g_assert_true (kaiser_game_store_delete (store, first, NULL));
  g_assert_nonnull (kaiser_game_store_save (store, game, "Fourth", &error));
  g_assert_no_error (error);

  /* a record over the size */
  kaiser_game_store_set_limits (store, 100, 1000);
  g_assert_null (kaiser_game_store_save (store, game, "Large", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
  g_assert_true (g_str_has_prefix (error->message, "This game is too large to save ("));
  g_assert_cmpuint (n_files (store), ==, 3);
  g_unlink (path);
  g_rmdir (dir);
}

/* The autosave is written by the writer thread, the last one given, and
 * is in its file once the store is gone; a nesting bomb there, or as the
 * older layout's key, is kept aside, not a crash. */
static void
test_store_autosave_writer (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserGame) game = play (101, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *last = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *bomb = g_strnfill (76000, '[');
  g_autofree char *bomb_file = kaiser_store_format_game ("", 1760000000, NULL, bomb);
  KaiserGameStore *store = kaiser_game_store_new (settings);

  for (guint i = 0; i < 60; i++)
    {
      step (game);
      kaiser_game_store_autosave (store, game);
    }
  last = record_of (game);
  g_object_unref (store);   /* the last store: the writer is joined */
  saved = kaiser_test_in_progress_record ();
  g_assert_cmpstr (saved, ==, last);

  /* a bomb as the game in progress: moved into the saved games as it is */
  kaiser_test_clear_in_progress ();
  {
    g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "three-spot", "in-progress", NULL);
    g_autofree char *path = g_build_filename (dir, "bomb.game", NULL);

    g_assert_true (g_file_set_contents (path, bomb_file, -1, NULL));
  }
  store = kaiser_game_store_new (settings);
  g_assert_null (kaiser_game_store_resume (store, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID);
  g_clear_error (&error);
  g_assert_cmpuint (n_items (store), ==, 1);
  g_assert_cmpstr (kaiser_saved_game_get_record (item_at (store, 0)), ==, bomb);
  g_assert_cmpstr (kaiser_saved_game_get_id (item_at (store, 0)), ==, "bomb");
  g_object_unref (store);
  g_free (saved);
  saved = kaiser_test_in_progress_record ();
  g_assert_cmpstr (saved, ==, "");

  /* a bomb as the older layout's key: kept aside */
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

/* What a copy killed leaves in the in-progress folder besides its game:
 * a lock file of no game (removed when free, kept while held) and a file
 * half written (removed a day later). */
static void
test_store_in_progress_leftovers (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "three-spot", "in-progress", NULL);
  g_autofree char *stale_lock = g_build_filename (dir, "stale.lock", NULL);
  g_autofree char *old_tmp = g_build_filename (dir, "old.game.AB12CD", NULL);
  g_autofree char *new_tmp = g_build_filename (dir, "new.game.EF34GH", NULL);
  g_autoptr(KaiserGameStore) holder = kaiser_game_store_new (settings);
  g_autoptr(KaiserGameStore) store = NULL;
  g_autoptr(KaiserGame) game = play (77, 9);
  g_autoptr(GError) error = NULL;
  struct utimbuf two_days_ago = { time (NULL) - 2 * 24 * 3600, time (NULL) - 2 * 24 * 3600 };
  GDir *folder;
  const char *base;
  guint n_locks = 0;

  /* a store playing a game whose file is gone (its game just ended) keeps its lock */
  kaiser_game_store_autosave (holder, game);
  kaiser_game_store_flush (holder);
  kaiser_test_clear_in_progress ();
  g_assert_true (g_file_set_contents (stale_lock, "", 0, NULL));
  g_assert_true (g_file_set_contents (old_tmp, "Three-Spot saved game 1\nNa", -1, NULL));
  g_assert_true (g_file_set_contents (new_tmp, "Three-Spot saved game 1\nNa", -1, NULL));
  g_assert_cmpint (g_utime (old_tmp, &two_days_ago), ==, 0);

  store = kaiser_game_store_new (settings);
  g_assert_null (kaiser_game_store_resume (store, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (stale_lock, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (old_tmp, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (new_tmp, G_FILE_TEST_EXISTS));
  folder = g_dir_open (dir, 0, NULL);
  while ((base = g_dir_read_name (folder)) != NULL)
    n_locks += g_str_has_suffix (base, ".lock");
  g_dir_close (folder);
  g_assert_cmpuint (n_locks, ==, 1);   /* the holder's */
  g_assert_cmpuint (n_items (store), ==, 0);
  g_unlink (new_tmp);
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
      /* the slot's bomb is kept byte for byte (moved into its file) */
      g_assert_cmpstr (kaiser_saved_game_get_record (item_named (store, "Bomb in a slot")), ==, slot_bomb->str);
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
  g_assert_cmpuint (n_files (store), ==, 2);
  expected = g_strdup ("Tuesday");
  g_assert_cmpstr (kaiser_saved_game_get_name (item_at (store, 0)), ==, expected);

  gtk_window_destroy (saved_games);
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* The first frame of a window drawn. */
static void
on_after_paint (GdkFrameClock *clock, gboolean *painted)
{
  *painted = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

static gboolean
is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

static gboolean
has_every_row (gpointer window)
{
  GtkListBox *list = GTK_LIST_BOX (kaiser_test_find_named (window, "games-list"));

  guint n = g_list_model_get_n_items (kaiser_game_store_get_games (g_object_get_data (window, "kaiser-test-store")));

  return n == 0 || gtk_list_box_get_row_at_index (list, n - 1) != NULL;
}

/* This thread's processor time, in ms: what the main loop did, whatever
 * else the machine is busy with. */
static double
thread_cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

typedef struct {
  double opening;   /* from asking for the window to its first frame drawn, ms */
  double cpu;       /* the main thread's processor time in that while, ms */
  double filled;    /* … to every row made, ms */
  double fill_cpu;  /* the main thread's time in that while, ms */
  double stall;     /* the longest main-loop iteration in all that and 100 ms after */
} OpeningTimes;

/* Saved Games over @parent, for @store, shown until every game has its row. */
static GtkWindow *
open_saved_games (GtkWindow *parent, KaiserGameStore *store, KaiserGame *game, OpeningTimes *times)
{
  gboolean painted = FALSE;
  GtkWindow *window;
  GdkFrameClock *clock;
  gulong id;
  gint64 start;
  double cpu;

  kaiser_test_stall_watch_start ();
  start = g_get_monotonic_time ();
  cpu = thread_cpu_ms ();
  window = GTK_WINDOW (kaiser_saved_games_window_new (parent, store, game));
  g_object_set_data (G_OBJECT (window), "kaiser-test-store", store);
  gtk_window_present (window);
  g_assert_true (kaiser_test_wait_for (is_mapped, window, 60000));
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &painted);
  g_assert_true (kaiser_test_wait_for (is_true, &painted, 60000));
  times->opening = (g_get_monotonic_time () - start) / 1000.0;
  times->cpu = thread_cpu_ms () - cpu;
  g_signal_handler_disconnect (clock, id);
  g_assert_true (kaiser_test_wait_for (has_every_row, window, 60000));
  times->filled = (g_get_monotonic_time () - start) / 1000.0;
  times->fill_cpu = thread_cpu_ms () - cpu;
  kaiser_test_iterate (100);
  times->stall = kaiser_test_stall_watch_stop ();
  return window;
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (double *values, guint n)
{
  qsort (values, n, sizeof values[0], compare_doubles);
  return values[n / 2];
}

/* Saved Games opened @n times, each with a store read anew from
 * @settings; the medians, and the longest main-loop iteration of all. */
static double
open_many_times (GtkWindow *parent, GSettings *settings, KaiserGame *game, guint n, OpeningTimes *medians)
{
  g_autofree double *opening = g_new (double, n);
  g_autofree double *cpu = g_new (double, n);
  g_autofree double *filled = g_new (double, n);
  g_autofree double *fill_cpu = g_new (double, n);
  g_autofree double *stall = g_new (double, n);
  double longest = 0;

  for (guint run = 0; run < n; run++)
    {
      g_autoptr(KaiserGameStore) store = kaiser_game_store_new (settings);
      OpeningTimes times;
      GtkWindow *window = open_saved_games (parent, store, game, &times);

      opening[run] = times.opening;
      cpu[run] = times.cpu;
      filled[run] = times.filled;
      fill_cpu[run] = times.fill_cpu;
      stall[run] = times.stall;
      longest = MAX (longest, times.stall);
      gtk_window_destroy (window);
      kaiser_test_iterate (50);
    }
  *medians = (OpeningTimes) { median (opening, n), median (cpu, n), median (filled, n), median (fill_cpu, n), median (stall, n) };
  return longest;
}

/* Saved Games with every slot taken (200 games, whole games and games in
 * progress, none described yet: a store read from the settings) opens
 * about as fast as with no game at all, and its rows are all made without
 * holding the main loop up; the times are the medians of three openings.
 * (Issue 23: opening it took seconds, every row made at once.) */
static void
test_store_window_many_slots (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  KaiserGame *games[] = { play (201, 100000), play (202, 100000), play (203, 120), play (204, 400) };
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  OpeningTimes empty, full;
  double empty_longest, full_longest;

  gtk_window_present (parent);
  kaiser_test_iterate (50);
  empty_longest = open_many_times (parent, settings, games[3], 3, &empty);
  {
    g_autoptr(KaiserGameStore) store = kaiser_game_store_new (settings);

    kaiser_game_store_set_limits (store, KAISER_STORE_N_SLOTS, KAISER_GAME_STORE_MAX_RECORD);
    for (guint i = 0; i < KAISER_STORE_N_SLOTS; i++)
      {
        g_autofree char *name = g_strdup_printf ("Game number %u of a long evening", i + 1);

        g_assert_nonnull (kaiser_game_store_save (store, games[i % G_N_ELEMENTS (games)], name, NULL));
      }
    g_assert_cmpuint (n_items (store), ==, KAISER_STORE_N_SLOTS);
    kaiser_game_store_flush (store);
  }
  full_longest = open_many_times (parent, settings, games[3], 3, &full);
  g_test_message ("Saved Games with %u games (medians of 3; with none, of 3): first frame %.1f ms (%.1f), the main "
                  "thread's time till then %.1f ms (%.1f), every row made %.1f ms (the main thread's time %.1f ms), longest main-loop iteration "
                  "%.1f ms (%.1f), at most %.1f ms (%.1f)",
                  KAISER_STORE_N_SLOTS, full.opening, empty.opening, full.cpu, empty.cpu, full.filled, full.fill_cpu,
                  full.stall, empty.stall, full_longest, empty_longest);
  /* the main thread's time is what this window costs, whatever else the
   * machine does: at most 200 ms more than with no game (the issue's
   * target), times KAISER_TEST_STALL_FACTOR as the stall limit is */
  g_assert_cmpfloat (full.cpu - empty.cpu, <, 200.0 * kaiser_test_stall_limit () / 250.0);
  /* the longest iteration, in wall time, is what a loaded machine makes
   * of it (100 to 350 ms more on a 2-core machine running 10 jobs at
   * once; 4.5 s more when every row was made at once): twice the limit */
  g_assert_cmpfloat (full_longest - empty_longest, <, 2 * kaiser_test_stall_limit ());
  gtk_window_destroy (parent);
  kaiser_test_iterate (50);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    g_object_unref (games[i]);
}

/* Names (issue 23) */

/* A game under @name as an older release could have kept it (no limit
 * on names then): its file written into the store's folder as it is, for
 * a store made after.  The one place the tests plant such a name. */
static void
plant_named_game (KaiserGameStore *store, const char *name, KaiserGame *game)
{
  g_autofree char *record = record_of (game);
  g_autofree char *text = kaiser_store_format_game (name, 1760000000, NULL, record);
  g_autofree char *path = g_build_filename (kaiser_game_store_get_dir (store), "1760000000000000-planted.game", NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
}

/* Save, rename and import cut a name to KAISER_SAVED_GAME_MAX_NAME
 * characters (10,000 given, of one, two and four bytes, and accented
 * letters), never inside a character; what is kept is read back so. */
static void
test_store_name_limit (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserGameStore) store = kaiser_game_store_new (settings);
  g_autoptr(KaiserGameStore) again = NULL;
  g_autoptr(KaiserGame) game = play (301, 40);
  g_autoptr(GError) error = NULL;
  g_autofree char *ascii = kaiser_test_repeat ("x", 10000);
  g_autofree char *ascii_cut = kaiser_test_repeat ("x", KAISER_SAVED_GAME_MAX_NAME);
  g_autofree char *two = kaiser_test_repeat ("é", 10000);
  g_autofree char *two_cut = kaiser_test_repeat ("é", KAISER_SAVED_GAME_MAX_NAME);
  g_autofree char *four = kaiser_test_repeat ("🂡", 10000);
  g_autofree char *four_cut = kaiser_test_repeat ("🂡", KAISER_SAVED_GAME_MAX_NAME);
  g_autofree char *accents = kaiser_test_repeat ("e\u0301", 5000);
  g_autofree char *accented = g_strconcat ("x", accents, NULL);
  g_autofree char *accented_cut = NULL;
  g_autofree char *spaced = NULL;
  g_autofree char *dir = g_dir_make_tmp ("kaiser-names-XXXXXX", NULL);
  g_autofree char *base = kaiser_test_repeat ("f", 150);
  g_autofree char *base_cut = kaiser_test_repeat ("f", KAISER_SAVED_GAME_MAX_NAME);
  g_autofree char *file_name = g_strconcat (base, ".json", NULL);
  g_autofree char *path = g_build_filename (dir, file_name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  KaiserSavedGame *saved;

  g_assert_cmpuint (KAISER_SAVED_GAME_MAX_NAME, ==, 100);
  saved = kaiser_game_store_save (store, game, ascii, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (kaiser_saved_game_get_name (saved), ==, ascii_cut);
  saved = kaiser_game_store_save (store, game, two, &error);
  g_assert_cmpstr (kaiser_saved_game_get_name (saved), ==, two_cut);
  saved = kaiser_game_store_save (store, game, four, &error);
  g_assert_cmpstr (kaiser_saved_game_get_name (saved), ==, four_cut);
  /* the 100th character is an "e" whose accent is the 101st: left out too */
  saved = kaiser_game_store_save (store, game, accented, &error);
  accented_cut = g_strndup (accented, strlen ("x") + 49 * strlen ("e\u0301"));
  g_assert_cmpstr (kaiser_saved_game_get_name (saved), ==, accented_cut);
  /* cut after a space (99 letters, a space, a letter): no space kept at the end */
  spaced = g_strconcat (ascii_cut + 1, " y", NULL);
  saved = kaiser_game_store_save (store, game, spaced, &error);
  g_assert_cmpstr (kaiser_saved_game_get_name (saved), ==, ascii_cut + 1);

  /* rename */
  saved = kaiser_game_store_rename (store, item_at (store, 0), ascii, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (kaiser_saved_game_get_name (saved), ==, ascii_cut);

  /* import: the file's name, without .json, cut */
  g_assert_true (kaiser_game_store_export (store, saved, file, &error));
  saved = kaiser_game_store_import (store, file, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (kaiser_saved_game_get_name (saved), ==, base_cut);

  /* kept so */
  kaiser_game_store_flush (store);
  again = kaiser_game_store_new (settings);
  g_assert_cmpuint (n_items (again), ==, 6);
  g_assert_cmpstr (kaiser_saved_game_get_name (item_at (again, 0)), ==, base_cut);
  g_assert_cmpstr (kaiser_saved_game_get_name (item_at (again, 1)), ==, ascii_cut);
  g_assert_cmpstr (kaiser_saved_game_get_name (item_at (again, 2)), ==, accented_cut);
  g_assert_cmpstr (kaiser_saved_game_get_name (item_at (again, 3)), ==, four_cut);
  g_unlink (path);
  g_rmdir (dir);
}

/* The first label below @root whose text is @text, or that holds @part. */
static GtkLabel *
find_label (GtkWidget *root, const char *text, const char *part)
{
  if (GTK_IS_LABEL (root))
    {
      const char *shown = gtk_label_get_text (GTK_LABEL (root));

      if ((text && g_str_equal (shown, text)) || (part && strstr (shown, part)))
        return GTK_LABEL (root);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_label (child, text, part);

      if (found)
        return found;
    }
  return NULL;
}

static gboolean
has_label (gpointer data)
{
  gpointer *args = data;

  return find_label (args[0], args[1], args[2]) != NULL;
}

/* Waits up to 5 s for a label below @root, as find_label() finds it. */
static GtkLabel *
wait_for_label (GtkWidget *root, const char *text, const char *part)
{
  gpointer args[] = { root, (gpointer) text, (gpointer) part };

  kaiser_test_wait_for (has_label, args, 5000);
  return find_label (root, text, part);
}

/* A name stored 10,000 characters long (with a line break and a
 * right-to-left override in it) by an older release is kept byte for
 * byte; Saved Games opens without holding the main loop up and shows it
 * on one line, ellipsized, the override dropped; Rename offers it cut to
 * the limit, in a field that takes no more. */
static void
test_store_long_stored_name (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserGameStore) store = kaiser_game_store_new (settings);
  g_autoptr(KaiserGameStore) again = NULL;
  g_autoptr(KaiserGame) game = play (302, 60);
  g_autofree char *letters = kaiser_test_repeat ("Long evening ", 769);       /* 9,997 characters, 10,003 in all */
  g_autofree char *name = g_strconcat ("A\n\u202Egpj", letters, NULL);
  g_autofree char *shown = kaiser_saved_game_display_name (name);
  g_autofree char *offered = kaiser_saved_game_clip_name (name, KAISER_SAVED_GAME_MAX_NAME, NULL);
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  GtkWindow *window;
  GtkWindow *dialog;
  GtkLabel *label;
  GtkWidget *entry;
  OpeningTimes times;
  PangoLayout *layout;

  g_assert_cmpint (g_utf8_strlen (name, -1), ==, 10003);
  plant_named_game (store, name, game);
  kaiser_game_store_flush (store);
  again = kaiser_game_store_new (settings);
  g_assert_cmpstr (kaiser_saved_game_get_name (item_at (again, 0)), ==, name);

  gtk_window_present (parent);
  kaiser_test_iterate (50);
  window = open_saved_games (parent, again, game, &times);
  g_test_message ("Saved Games with a name of 10,003 characters: first frame %.1f ms, longest main-loop iteration %.1f ms",
                  times.opening, times.stall);
  /* it held the main loop up for a minute; opening the window at all
   * takes some 250 ms on a loaded machine: a second is the bound */
  g_assert_cmpfloat (times.stall, <, 4 * kaiser_test_stall_limit ());
  label = find_label (GTK_WIDGET (window), shown, NULL);
  g_assert_nonnull (label);
  /* 100 characters: the line break as a space, the override out, "…" in */
  g_assert_cmpint (g_utf8_strlen (gtk_label_get_text (label), -1), ==, KAISER_SAVED_GAME_MAX_NAME);
  g_assert_null (strchr (gtk_label_get_text (label), '\n'));
  g_assert_null (strstr (gtk_label_get_text (label), "\u202E"));
  g_assert_cmpint (gtk_label_get_ellipsize (label), ==, PANGO_ELLIPSIZE_END);
  layout = gtk_label_get_layout (label);
  g_assert_cmpint (pango_layout_get_line_count (layout), ==, 1);
  g_assert_true (pango_layout_is_ellipsized (layout));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (label)), <, gtk_widget_get_width (GTK_WIDGET (window)));

  /* Rename: the name offered cut, in a field of at most the limit */
  g_assert_true (gtk_widget_activate (kaiser_test_find_named (GTK_WIDGET (window), "rename-button")));
  dialog = wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  entry = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog));
  g_assert_true (GTK_IS_ENTRY (entry));
  g_assert_cmpint (gtk_entry_get_max_length (GTK_ENTRY (entry)), ==, KAISER_SAVED_GAME_MAX_NAME);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, offered);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "100 characters"));
  g_assert_true (kaiser_test_respond_dialog (window, "cancel"));

  /* still kept whole */
  gtk_window_destroy (window);
  gtk_window_destroy (parent);
  kaiser_test_iterate (50);
  g_clear_object (&again);
  again = kaiser_game_store_new (settings);
  g_assert_cmpstr (kaiser_saved_game_get_name (item_at (again, 0)), ==, name);
}

/* The name field of Saved Games takes no more than the limit, and says
 * so; a name with a right-to-left override is shown in the toast between
 * FSI and PDI with the override dropped, and so in its row. */
static void
test_store_window_name_entry (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserGameStore) store = kaiser_game_store_new (settings);
  g_autoptr(KaiserGame) game = play (303, 50);
  g_autofree char *ascii = kaiser_test_repeat ("x", 10000);
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  GtkWindow *window;
  GtkWidget *row;
  GtkEditable *text;
  GtkLabel *label;
  OpeningTimes times;
  int position;

  gtk_window_present (parent);
  kaiser_test_iterate (50);
  window = open_saved_games (parent, store, game, &times);
  row = kaiser_test_find_named (GTK_WIDGET (window), "name-row");
  g_assert_true (ADW_IS_ENTRY_ROW (row));
  text = gtk_editable_get_delegate (GTK_EDITABLE (row));
  g_assert_true (GTK_IS_TEXT (text));
  g_assert_cmpint (gtk_text_get_max_length (GTK_TEXT (text)), ==, KAISER_SAVED_GAME_MAX_NAME);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Name (up to 100 characters)");

  /* a right-to-left override in the name */
  gtk_editable_set_text (GTK_EDITABLE (row), "live.json\u202Egpj.exe");
  g_signal_emit_by_name (kaiser_test_find_named (GTK_WIDGET (window), "save-button"), "clicked");
  g_assert_cmpstr (kaiser_saved_game_get_name (item_at (store, 0)), ==, "live.json\u202Egpj.exe");
  label = wait_for_label (GTK_WIDGET (window), NULL, "Saved as");
  g_assert_nonnull (label);
  g_assert_cmpstr (gtk_label_get_text (label), ==, "Saved as “\u2068live.jsongpj.exe\u2069”");
  g_assert_nonnull (wait_for_label (GTK_WIDGET (window), "live.jsongpj.exe", NULL));
  g_assert_null (find_label (GTK_WIDGET (window), NULL, "\u202E"));
  /* deleted: that toast too */
  g_assert_true (gtk_widget_activate (kaiser_test_find_named (GTK_WIDGET (window), "delete-button")));
  wait_for_items (store, 0);
  label = wait_for_label (GTK_WIDGET (window), NULL, "deleted");
  g_assert_nonnull (label);
  g_assert_cmpstr (gtk_label_get_text (label), ==, "“\u2068live.jsongpj.exe\u2069” deleted");

  /* 10,000 characters set, then one more typed: the field keeps 100 */
  gtk_editable_set_text (GTK_EDITABLE (row), ascii);
  g_assert_cmpint (g_utf8_strlen (gtk_editable_get_text (GTK_EDITABLE (row)), -1), ==, KAISER_SAVED_GAME_MAX_NAME);
  position = -1;
  gtk_editable_insert_text (GTK_EDITABLE (row), "y", -1, &position);
  g_assert_cmpint (g_utf8_strlen (gtk_editable_get_text (GTK_EDITABLE (row)), -1), ==, KAISER_SAVED_GAME_MAX_NAME);
  g_assert_null (strchr (gtk_editable_get_text (GTK_EDITABLE (row)), 'y'));
  g_signal_emit_by_name (kaiser_test_find_named (GTK_WIDGET (window), "save-button"), "clicked");
  g_assert_cmpint (strlen (kaiser_saved_game_get_name (item_at (store, 0))), ==, KAISER_SAVED_GAME_MAX_NAME);

  gtk_window_destroy (window);
  gtk_window_destroy (parent);
  kaiser_test_iterate (50);
}

/* Games deleted one after the other, quickly: one toast, counting them,
 * never stacked (libadwaita 1.2 crashed on toasts replaced this fast);
 * its Undo brings every one back, where it was. */
static void
test_store_window_delete_many (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserGameStore) store = kaiser_game_store_new (settings);
  g_autoptr(KaiserGame) game = play (304, 40);
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  const char *names[] = { "Four", "Three", "Two", "One" };   /* newest first */
  GtkWindow *window;
  GtkLabel *label;
  GtkWidget *undo;
  OpeningTimes times;

  for (guint i = G_N_ELEMENTS (names); i > 0; i--)
    g_assert_nonnull (kaiser_game_store_save (store, game, names[i - 1], NULL));
  gtk_window_present (parent);
  kaiser_test_iterate (50);
  window = open_saved_games (parent, store, game, &times);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (gtk_widget_activate (kaiser_test_find_named (GTK_WIDGET (window), "delete-button")));
      wait_for_items (store, G_N_ELEMENTS (names) - 1 - i);
      kaiser_test_iterate (30);
      g_assert_cmpuint (kaiser_test_count_toasts (GTK_WIDGET (window)), <=, 1);
    }
  label = wait_for_label (GTK_WIDGET (window), "3 saved games deleted", NULL);
  g_assert_nonnull (label);
  undo = gtk_widget_get_ancestor (GTK_WIDGET (label), GTK_TYPE_WIDGET);
  while (undo && !g_str_equal (gtk_widget_get_css_name (undo), "toast"))
    undo = gtk_widget_get_parent (undo);
  g_assert_nonnull (undo);
  undo = kaiser_test_first_button (undo);
  g_assert_nonnull (undo);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (undo)), ==, "_Undo");
  gtk_widget_activate (undo);
  wait_for_items (store, G_N_ELEMENTS (names));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_cmpstr (kaiser_saved_game_get_name (item_at (store, i)), ==, names[i]);
  gtk_window_destroy (window);
  gtk_window_destroy (parent);
  kaiser_test_iterate (50);
}

int
main (int argc, char **argv)
{
  g_setenv ("KAISER_FAST", "1", TRUE);
  kaiser_test_private_data_home ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/kaiser/game-store/round-trip", test_store_round_trip);
  g_test_add_func ("/kaiser/game-store/tables", test_store_tables);
  g_test_add_func ("/kaiser/game-store/damaged-entry", test_store_damaged_entry);
  g_test_add_func ("/kaiser/game-store/damaged-autosave", test_store_damaged_autosave);
  g_test_add_func ("/kaiser/game-store/import-broken", test_store_import_broken);
  g_test_add_func ("/kaiser/game-store/export-import", test_store_export_import);
  g_test_add_func ("/kaiser/game-store/two-players", test_store_two_players);
  g_test_add_func ("/kaiser/game-store/statistics", test_store_statistics);
  g_test_add_func ("/kaiser/game-store/damaged-slots", test_store_damaged_slots);
  g_test_add_func ("/kaiser/game-store/slots-moved-once", test_store_slots_moved_once);
  g_test_add_func ("/kaiser/game-store/unreadable-files", test_store_unreadable_files);
  g_test_add_func ("/kaiser/game-store/file-format", test_store_file_format);
  g_test_add_func ("/kaiser/game-store/facts", test_store_facts);
  g_test_add_func ("/kaiser/game-store/migration", test_store_migration);
  g_test_add_func ("/kaiser/game-store/limits", test_store_limits);
  g_test_add_func ("/kaiser/game-store/autosave-writer", test_store_autosave_writer);
  g_test_add_func ("/kaiser/game-store/in-progress-leftovers", test_store_in_progress_leftovers);
  g_test_add_func ("/kaiser/game-store/window-resume", test_store_window_resume);
  g_test_add_func ("/kaiser/game-store/window-many-slots", test_store_window_many_slots);
  g_test_add_func ("/kaiser/game-store/name-limit", test_store_name_limit);
  g_test_add_func ("/kaiser/game-store/long-stored-name", test_store_long_stored_name);
  g_test_add_func ("/kaiser/game-store/window-name-entry", test_store_window_name_entry);
  g_test_add_func ("/kaiser/game-store/window-delete-many", test_store_window_delete_many);
  g_test_add_func ("/kaiser/game-store/comment-bombs", test_store_comment_bombs);
  return g_test_run ();
}
