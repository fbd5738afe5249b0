/* kaiser-test-prosody.c: a real prosody on 127.0.0.1 for the online
 * tests (build-aux/prosody-test.sh), no mock
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <unistd.h>

#include "kaiser-test-prosody.h"
#include "kaiser-xmpp.h"

/* A prosody of the test's own (build-aux/prosody-test.sh) in @dir: its
 * port.  @tls FALSE: one offering no encryption. */
guint16
kaiser_test_prosody_start (char **dir, gboolean tls, const char *const *accounts)
{
  const char *no_tls[] = { "--no-tls", NULL };

  return kaiser_test_prosody_start_with (dir, tls ? no_tls + 1 : no_tls, accounts);
}

/* With the script's @options. */
guint16
kaiser_test_prosody_start_with (char **dir, const char *const *options, const char *const *accounts)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status = 0;
  g_autoptr(GError) error = NULL;

  *dir = g_dir_make_tmp ("kaiser-prosody-XXXXXX", &error);
  g_assert_no_error (error);
  g_ptr_array_add (argv, (char *) "bash");
  g_ptr_array_add (argv, (char *) g_getenv ("KAISER_PROSODY_TEST"));
  g_ptr_array_add (argv, (char *) "start");
  g_ptr_array_add (argv, *dir);
  for (guint i = 0; options[i]; i++)
    g_ptr_array_add (argv, (char *) options[i]);
  for (guint i = 0; accounts[i]; i++)
    g_ptr_array_add (argv, (char *) accounts[i]);
  g_ptr_array_add (argv, NULL);
  /* stopped with this process, however it ends */
  {
    g_autofree char *owner = g_strdup_printf ("%d", (int) getpid ());

    g_setenv ("KAISER_PROSODY_OWNER", owner, TRUE);
  }
  if (!g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out, &err, &status, &error) ||
      !g_spawn_check_wait_status (status, NULL) || !g_str_has_prefix (out, "port="))
    g_error ("prosody did not start: %s %s", out ? out : "", err ? err : (error ? error->message : ""));
  return (guint16) g_ascii_strtoull (out + 5, NULL, 10);
}

void
kaiser_test_prosody_stop (char *dir)
{
  const char *argv[] = { "bash", g_getenv ("KAISER_PROSODY_TEST"), "stop", dir, NULL };
  const char *rm[] = { "rm", "-rf", dir, NULL };

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, NULL);
  g_spawn_sync (NULL, (char **) rm, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, NULL);
  g_free (dir);
}


/* Whether the online tests can run here: prosody installed, the script
 * known.  Without, a test skips, except under CI, where it fails. */
gboolean
kaiser_test_prosody_available (void)
{
  g_autofree char *prosody = g_find_program_in_path ("prosody");

  if (g_getenv ("KAISER_PROSODY_TEST") != NULL && prosody != NULL)
    return TRUE;
  if (g_getenv ("CI"))
    g_error ("prosody is not installed");
  return FALSE;
}

gboolean
kaiser_test_wait_until (gboolean (*done) (gpointer), gpointer data, guint seconds)
{
  gint64 end = g_get_monotonic_time () + seconds * G_TIME_SPAN_SECOND;

  while (!done (data) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  return done (data);
}

gboolean
kaiser_test_is_true (gpointer flag)
{
  return *(gboolean *) flag;
}

static void
on_signed_in (KaiserXmpp *xmpp, gboolean *flag)
{
  *flag = TRUE;
}

KaiserXmpp *
kaiser_test_prosody_sign_in (guint16 port, const char *cafile, const char *jid, const char *password)
{
  KaiserXmpp *xmpp = kaiser_xmpp_new (jid, password);
  gboolean connected = FALSE;
  gulong id = g_signal_connect (xmpp, "connected", G_CALLBACK (on_signed_in), &connected);

  kaiser_xmpp_set_server (xmpp, "127.0.0.1", port);
  kaiser_xmpp_set_cafile (xmpp, cafile);
  g_assert_true (kaiser_xmpp_connect (xmpp, NULL));
  g_assert_true (kaiser_test_wait_until (kaiser_test_is_true, &connected, 20));
  g_signal_handler_disconnect (xmpp, id);
  return xmpp;
}

gboolean
kaiser_test_server_start (KaiserTestServer *server, const char *const *accounts)
{
  g_setenv ("KAISER_FAST", "1", TRUE);
  if (!kaiser_test_prosody_available ())
    {
      g_test_skip ("prosody is not installed (build-aux/setup-deps.sh installs it)");
      return FALSE;
    }
  server->port = kaiser_test_prosody_start (&server->dir, TRUE, accounts);
  server->cafile = g_build_filename (server->dir, "certs", "localhost.crt", NULL);
  return TRUE;
}

int
kaiser_test_server_stop (KaiserTestServer *server, int status)
{
  kaiser_test_prosody_stop (server->dir);
  g_clear_pointer (&server->cafile, g_free);
  return status;
}
