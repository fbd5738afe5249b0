/* test-store-processes.c: two running copies of the saved-game store
 * sharing one home (two logins of one user, a Flatpak and a native
 * build), each a kaiser-store-peer process with settings of its own the
 * way two D-Bus sessions have: the keyfile backend on one
 * XDG_CONFIG_HOME, and the memory backend (nothing shared through the
 * settings at all).  Neither loses the other's saves, renames or games,
 * nor the other's game in progress. */
#include "config.h"

#include <string.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "kaiser-game-store.h"

typedef struct {
  GSubprocess      *process;
  GOutputStream    *in;
  GDataInputStream *out;
} Peer;

typedef struct {
  char *home;
  const char *backend;
} Home;

static void
home_init (Home *home, const char *backend)
{
  home->home = g_dir_make_tmp ("kaiser-peers-XXXXXX", NULL);
  g_assert_nonnull (home->home);
  home->backend = backend;
}

static void
home_clear (Home *home)
{
  g_autofree char *rm = g_strdup_printf ("rm -rf '%s'", home->home);

  g_assert_true (g_spawn_command_line_sync (rm, NULL, NULL, NULL, NULL));
  g_free (home->home);
}

static gint
compare_lines (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The lines a peer answers with, up to "ok"; fails on "error …". */
static GPtrArray *
answer (Peer *peer)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);

  for (;;)
    {
      g_autoptr(GError) error = NULL;
      char *line = g_data_input_stream_read_line_utf8 (peer->out, NULL, NULL, &error);

      g_assert_no_error (error);
      g_assert_nonnull (line);   /* the peer did not end */
      if (g_str_equal (line, "ok"))
        {
          g_free (line);
          return lines;
        }
      if (g_str_has_prefix (line, "error"))
        g_error ("the peer answered: %s", line);
      g_ptr_array_add (lines, line);
    }
}

static GPtrArray *
ask (Peer *peer, const char *format, ...) G_GNUC_PRINTF (2, 3);

static GPtrArray *
ask (Peer *peer, const char *format, ...)
{
  g_autofree char *command = NULL;
  g_autofree char *line = NULL;
  g_autoptr(GError) error = NULL;
  va_list args;

  va_start (args, format);
  command = g_strdup_vprintf (format, args);
  va_end (args);
  line = g_strconcat (command, "\n", NULL);
  g_assert_true (g_output_stream_write_all (peer->in, line, strlen (line), NULL, NULL, &error));
  g_assert_no_error (error);
  return answer (peer);
}

static void
peer_start (Peer *peer, Home *home)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE |
                                                                       G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autofree char *data = g_build_filename (home->home, "data", NULL);
  g_autofree char *config = g_build_filename (home->home, "config", NULL);
  g_autofree char *program = g_test_build_filename (G_TEST_BUILT, "kaiser-store-peer", NULL);
  g_autoptr(GError) error = NULL;

  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data, TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_CONFIG_HOME", config, TRUE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", home->backend, TRUE);
  peer->process = g_subprocess_launcher_spawn (launcher, &error, program, NULL);
  g_assert_no_error (error);
  peer->in = g_subprocess_get_stdin_pipe (peer->process);
  peer->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (peer->process));
  g_ptr_array_unref (answer (peer));   /* started */
}

static void
peer_quit (Peer *peer)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (g_output_stream_write_all (peer->in, "quit\n", 5, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_wait_check (peer->process, NULL, &error));
  g_assert_no_error (error);
  g_clear_object (&peer->out);
  g_clear_object (&peer->process);
}

/* What a new copy started on @home lists, sorted: "NAME\tSEED\tACTIONS". */
static GPtrArray *
listed (Home *home)
{
  Peer third = { NULL, };
  GPtrArray *lines;

  peer_start (&third, home);
  lines = ask (&third, "list");
  peer_quit (&third);
  g_ptr_array_sort (lines, compare_lines);
  return lines;
}

static char *
line_for (char peer, guint i, const char *name)
{
  return g_strdup_printf ("%s\t%u\t%u", name, (peer == 'A' ? 1000 : 2000) + i, i % 20);
}

/* 50 saves each, alternately: a third copy finds all 100, each with its
 * name and its record. */
static void
test_alternate (gconstpointer data)
{
  Home home;
  Peer a = { NULL, }, b = { NULL, };
  g_autoptr(GPtrArray) lines = NULL;
  g_autoptr(GPtrArray) expected = g_ptr_array_new_with_free_func (g_free);

  home_init (&home, data);
  peer_start (&a, &home);
  peer_start (&b, &home);
  for (guint i = 0; i < 50; i++)
    {
      g_autofree char *name_a = g_strdup_printf ("A-%02u", i);
      g_autofree char *name_b = g_strdup_printf ("B-%02u", i);

      g_ptr_array_unref (ask (&a, "save %s %u %u", name_a, 1000 + i, i % 20));
      g_ptr_array_unref (ask (&b, "save %s %u %u", name_b, 2000 + i, i % 20));
      g_ptr_array_add (expected, line_for ('A', i, name_a));
      g_ptr_array_add (expected, line_for ('B', i, name_b));
    }
  peer_quit (&a);
  peer_quit (&b);

  lines = listed (&home);
  g_ptr_array_sort (expected, compare_lines);
  g_assert_cmpuint (lines->len, ==, 100);
  for (guint i = 0; i < expected->len; i++)
    g_assert_cmpstr (g_ptr_array_index (lines, i), ==, g_ptr_array_index (expected, i));
  home_clear (&home);
}

/* A rename or a delete in one copy touches its own game only, and the
 * other copy's games, saved in between, are all kept. */
static void
test_rename_delete (gconstpointer data)
{
  Home home;
  Peer a = { NULL, }, b = { NULL, };
  g_autoptr(GPtrArray) lines = NULL;
  const char *const expected[] = {
    "A-00x\t1000\t0", "A-01\t1001\t1", "B-00\t2000\t0", "B-02x\t2002\t2", "B-03\t2003\t3",
  };

  home_init (&home, data);
  peer_start (&a, &home);
  peer_start (&b, &home);
  for (guint i = 0; i < 3; i++)
    {
      g_ptr_array_unref (ask (&a, "save A-%02u %u %u", i, 1000 + i, i));
      g_ptr_array_unref (ask (&b, "save B-%02u %u %u", i, 2000 + i, i));
    }
  g_ptr_array_unref (ask (&a, "rename A-00 A-00x"));
  g_ptr_array_unref (ask (&b, "delete B-01"));
  g_ptr_array_unref (ask (&a, "delete A-02"));
  g_ptr_array_unref (ask (&b, "rename B-02 B-02x"));
  g_ptr_array_unref (ask (&b, "save B-03 2003 3"));
  peer_quit (&a);
  peer_quit (&b);

  lines = listed (&home);
  g_assert_cmpuint (lines->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpstr (g_ptr_array_index (lines, i), ==, expected[i]);
  home_clear (&home);
}

static guint
n_games (KaiserGameStore *store)
{
  return g_list_model_get_n_items (kaiser_game_store_get_games (store));
}

static gboolean
lists (KaiserGameStore *store, guint n, const char *first)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  for (;;)
    {
      g_autoptr(KaiserSavedGame) item = g_list_model_get_item (kaiser_game_store_get_games (store), 0);

      if (n_games (store) == n && (first == NULL || (item && g_str_equal (kaiser_saved_game_get_name (item), first))))
        return TRUE;
      if (g_get_monotonic_time () > deadline)
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* A copy running meanwhile (this process) sees the other's saves,
 * renames and deletes in its list, without a restart. */
static void
test_watch (void)
{
  Home home;
  Peer a = { NULL, };
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(KaiserGameStore) store = NULL;
  g_autofree char *dir = NULL;

  home_init (&home, "memory");
  dir = g_build_filename (home.home, "data", "three-spot", "saved-games", NULL);
  store = kaiser_game_store_new_in (settings, dir);
  g_assert_cmpuint (n_games (store), ==, 0);
  peer_start (&a, &home);
  g_ptr_array_unref (ask (&a, "save A-00 1000 3"));
  g_ptr_array_unref (ask (&a, "save A-01 1001 4"));
  g_assert_true (lists (store, 2, "A-01"));
  g_ptr_array_unref (ask (&a, "rename A-01 A-01x"));
  g_assert_true (lists (store, 2, "A-01x"));
  g_ptr_array_unref (ask (&a, "delete A-00"));
  g_assert_true (lists (store, 1, "A-01x"));
  peer_quit (&a);
  g_clear_object (&store);
  home_clear (&home);
}

/* The one line a command answers with. */
static char *
ask_line (Peer *peer, const char *command)
{
  g_autoptr(GPtrArray) lines = ask (peer, "%s", command);

  g_assert_cmpuint (lines->len, ==, 1);
  return g_strdup (g_ptr_array_index (lines, 0));
}

static char *
in_progress_dir (Home *home)
{
  return g_build_filename (home->home, "data", "three-spot", "in-progress", NULL);
}

/* The games in progress on disk (their files, not the locks). */
static guint
n_in_progress (Home *home)
{
  g_autofree char *dir = in_progress_dir (home);
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  const char *base;
  guint n = 0;

  while (folder && (base = g_dir_read_name (folder)) != NULL)
    n += base[0] != '.' && g_str_has_suffix (base, ".game");
  return n;
}

/* A line of list: "Unfinished game of DATE<tab>SEED<tab>ACTIONS". */
static void
assert_unfinished (const char *line, const char *game)
{
  const char *tab = strchr (line, '\t');

  g_assert_true (g_str_has_prefix (line, "Unfinished game of "));
  g_assert_nonnull (tab);
  g_assert_cmpstr (tab + 1, ==, game);
}

/* Two copies each autosave their own game 50 times, alternately, then
 * quit: a third start resumes one and finds the other among the saved
 * games; a fourth resumes the same one again (its game still going on),
 * the other not moved twice. */
static void
test_autosave_alternate (gconstpointer data)
{
  Home home;
  Peer a = { NULL, }, b = { NULL, }, c = { NULL, };
  g_autofree char *resumed = NULL;
  g_autofree char *again = NULL;
  g_autofree char *none = NULL;
  g_autoptr(GPtrArray) lines = NULL;
  const char *other;

  home_init (&home, data);
  peer_start (&a, &home);
  peer_start (&b, &home);
  none = ask_line (&a, "resume");
  g_assert_cmpstr (none, ==, "none");
  g_free (none);
  none = ask_line (&b, "resume");
  g_assert_cmpstr (none, ==, "none");
  for (guint i = 1; i <= 50; i++)
    {
      g_ptr_array_unref (ask (&a, "autosave 1000 %u", i));
      g_ptr_array_unref (ask (&b, "autosave 2000 %u", i));
    }
  /* each its own file */
  g_assert_cmpuint (n_in_progress (&home), ==, 2);
  peer_quit (&a);
  peer_quit (&b);

  peer_start (&c, &home);
  resumed = ask_line (&c, "resume");
  lines = ask (&c, "list");
  peer_quit (&c);
  g_assert_true (g_str_equal (resumed, "1000\t50") || g_str_equal (resumed, "2000\t50"));
  other = g_str_equal (resumed, "1000\t50") ? "2000\t50" : "1000\t50";
  g_assert_cmpuint (lines->len, ==, 1);
  assert_unfinished (g_ptr_array_index (lines, 0), other);
  g_assert_cmpuint (n_in_progress (&home), ==, 1);
  g_clear_pointer (&lines, g_ptr_array_unref);

  peer_start (&c, &home);
  again = ask_line (&c, "resume");
  lines = ask (&c, "list");
  peer_quit (&c);
  g_assert_cmpstr (again, ==, resumed);
  g_assert_cmpuint (lines->len, ==, 1);
  assert_unfinished (g_ptr_array_index (lines, 0), other);
  home_clear (&home);
}

/* A copy killed (SIGKILL) mid-game: its lock died with it, so the next
 * start resumes its game; a game whose copy still runs is never taken. */
static void
test_autosave_killed (void)
{
  Home home;
  Peer a = { NULL, }, b = { NULL, }, c = { NULL, };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) lines = NULL;
  g_autofree char *line = NULL;

  home_init (&home, "memory");
  peer_start (&a, &home);
  g_ptr_array_unref (ask (&a, "autosave 3000 20"));
  peer_start (&b, &home);
  line = ask_line (&b, "resume");
  g_assert_cmpstr (line, ==, "none");   /* A plays it */
  g_ptr_array_unref (ask (&b, "autosave 4000 10"));

  g_subprocess_force_exit (a.process);   /* SIGKILL */
  g_assert_true (g_subprocess_wait (a.process, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_signaled (a.process));
  g_clear_object (&a.out);
  g_clear_object (&a.process);

  peer_start (&c, &home);
  g_free (line);
  line = ask_line (&c, "resume");
  g_assert_cmpstr (line, ==, "3000\t20");
  lines = ask (&c, "list");
  g_assert_cmpuint (lines->len, ==, 0);   /* B's game is B's */
  peer_quit (&c);
  peer_quit (&b);
  home_clear (&home);
}

static char *
read_all (const char *dir, const char *name, gsize *length)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  char *contents = NULL;

  if (!g_file_get_contents (path, &contents, length, NULL))
    return NULL;
  return contents;
}

/* Games in progress that do not load: moved into the saved games byte
 * for byte, shown there, never written; the copy plays on in a file of
 * its own. */
static void
test_autosave_damaged (void)
{
  static const char bad_record[] = "Three-Spot saved game 1\nName: \nSaved: 5\n\n"
                                   "{\"format\" : \"three-spot-record\", \"version\" : 7}";
  static const char garbage[] = "\xff\xfe not a game \x01\x02";
  Home home;
  Peer a = { NULL, };
  g_autofree char *in_dir = NULL;
  g_autofree char *saved_dir = NULL;
  g_autofree char *line = NULL;
  g_autoptr(GPtrArray) lines = NULL;

  home_init (&home, "memory");
  in_dir = in_progress_dir (&home);
  saved_dir = g_build_filename (home.home, "data", "three-spot", "saved-games", NULL);
  g_assert_cmpint (g_mkdir_with_parents (in_dir, 0700), ==, 0);
  {
    g_autofree char *x = g_build_filename (in_dir, "x.game", NULL);
    g_autofree char *y = g_build_filename (in_dir, "y.game", NULL);

    g_assert_true (g_file_set_contents (x, bad_record, sizeof bad_record - 1, NULL));
    g_assert_true (g_file_set_contents (y, garbage, sizeof garbage - 1, NULL));
  }

  peer_start (&a, &home);
  line = ask_line (&a, "resume");
  g_assert_true (g_str_has_prefix (line, "damaged\t"));
  g_assert_nonnull (strstr (line, "7"));
  g_ptr_array_unref (ask (&a, "autosave 5000 5"));
  lines = ask (&a, "list");
  g_ptr_array_sort (lines, compare_lines);
  g_assert_cmpuint (lines->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (lines, 0), ==, "Game without a name\tdamaged\t0");
  g_assert_cmpstr (g_ptr_array_index (lines, 1), ==, "Unreadable saved game y.game\tdamaged\t0");
  peer_quit (&a);

  /* byte for byte, in the saved games; no longer in progress */
  for (guint i = 0; i < 2; i++)
    {
      gsize length = 0;
      g_autofree char *kept = read_all (saved_dir, i == 0 ? "x.game" : "y.game", &length);
      g_autofree char *left = read_all (in_dir, i == 0 ? "x.game" : "y.game", &length);

      g_assert_nonnull (kept);
      g_assert_null (left);
      if (i == 0)
        g_assert_cmpmem (kept, strlen (kept), bad_record, sizeof bad_record - 1);
    }
  {
    gsize length = 0;
    g_autofree char *kept = read_all (saved_dir, "y.game", &length);

    g_assert_cmpmem (kept, length, garbage, sizeof garbage - 1);
  }
  g_assert_cmpuint (n_in_progress (&home), ==, 1);

  peer_start (&a, &home);
  g_free (line);
  line = ask_line (&a, "resume");
  g_assert_cmpstr (line, ==, "5000\t5");
  peer_quit (&a);
  home_clear (&home);
}

/* The older layout's autosave, the saved-game key in the keyfile of two
 * copies starting one after the other: moved into one game in progress
 * (not two), the key reset, resumed by one copy only, and again by the
 * next start. */
static void
test_autosave_migrated (void)
{
  Home home;
  Peer a = { NULL, }, b = { NULL, };
  g_autoptr(GKeyFile) keyfile = g_key_file_new ();
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(GVariant) value = NULL;
  g_autoptr(GPtrArray) lines = NULL;
  g_autofree char *record = NULL;
  g_autofree char *text = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *path = NULL;
  g_autofree char *line = NULL;
  g_autoptr(GError) error = NULL;
  KaiserRules rules;

  home_init (&home, "keyfile");
  kaiser_rules_init_standard (&rules);
  game = kaiser_game_new (&rules, 6000);
  record = kaiser_record_to_data (game, NULL);
  value = g_variant_ref_sink (g_variant_new_string (record));
  text = g_variant_print (value, FALSE);
  folder = g_build_filename (home.home, "config", "glib-2.0", "settings", NULL);
  path = g_build_filename (folder, "keyfile", NULL);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_key_file_set_value (keyfile, "io/github/threespot/ThreeSpot", "saved-game", text);
  g_assert_true (g_key_file_save_to_file (keyfile, path, &error));
  g_assert_no_error (error);

  peer_start (&a, &home);
  peer_start (&b, &home);
  line = ask_line (&a, "resume");
  g_assert_cmpstr (line, ==, "6000\t0");
  g_free (line);
  line = ask_line (&b, "resume");
  g_assert_cmpstr (line, ==, "none");
  g_assert_cmpuint (n_in_progress (&home), ==, 1);
  peer_quit (&a);
  peer_quit (&b);
  g_assert_true (g_key_file_load_from_file (keyfile, path, G_KEY_FILE_NONE, &error));
  g_assert_no_error (error);
  g_assert_false (g_key_file_has_key (keyfile, "io/github/threespot/ThreeSpot", "saved-game", NULL));

  peer_start (&a, &home);
  g_free (line);
  line = ask_line (&a, "resume");
  g_assert_cmpstr (line, ==, "6000\t0");
  lines = ask (&a, "list");
  g_assert_cmpuint (lines->len, ==, 0);
  peer_quit (&a);
  home_clear (&home);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/kaiser/store-processes/alternate-keyfile", "keyfile", test_alternate);
  g_test_add_data_func ("/kaiser/store-processes/alternate-memory", "memory", test_alternate);
  g_test_add_data_func ("/kaiser/store-processes/rename-delete-keyfile", "keyfile", test_rename_delete);
  g_test_add_data_func ("/kaiser/store-processes/rename-delete-memory", "memory", test_rename_delete);
  g_test_add_func ("/kaiser/store-processes/watch", test_watch);
  g_test_add_data_func ("/kaiser/store-processes/autosave-alternate-keyfile", "keyfile", test_autosave_alternate);
  g_test_add_data_func ("/kaiser/store-processes/autosave-alternate-memory", "memory", test_autosave_alternate);
  g_test_add_func ("/kaiser/store-processes/autosave-killed", test_autosave_killed);
  g_test_add_func ("/kaiser/store-processes/autosave-damaged", test_autosave_damaged);
  g_test_add_func ("/kaiser/store-processes/autosave-migrated-keyfile", test_autosave_migrated);
  return g_test_run ();
}
