/* test-store-processes.c: two running copies of the saved-game store
 * sharing one home (two logins of one user, a Flatpak and a native
 * build), each a kaiser-store-peer process with settings of its own the
 * way two D-Bus sessions have: the keyfile backend on one
 * XDG_CONFIG_HOME, and the memory backend (nothing shared through the
 * settings at all).  Neither loses the other's saves, renames or games. */
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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/kaiser/store-processes/alternate-keyfile", "keyfile", test_alternate);
  g_test_add_data_func ("/kaiser/store-processes/alternate-memory", "memory", test_alternate);
  g_test_add_data_func ("/kaiser/store-processes/rename-delete-keyfile", "keyfile", test_rename_delete);
  g_test_add_data_func ("/kaiser/store-processes/rename-delete-memory", "memory", test_rename_delete);
  g_test_add_func ("/kaiser/store-processes/watch", test_watch);
  return g_test_run ();
}
