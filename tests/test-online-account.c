/* test-online-account.c: accounts made in-band (XEP-0077) on a real
 * prosody on 127.0.0.1 (build-aux/prosody-test.sh), no mock: made, then
 * signed in with; a name taken, a short password, a server making no
 * accounts, one asking more, one without TLS, each refused and said so
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "kaiser-test-prosody.h"
#include "kaiser-xmpp.h"

/* the server that makes accounts: a password policy of 8 characters */
static char *server_dir;
static char *cafile;
static guint16 port;

static KaiserXmpp *
connection (const char *jid, const char *password, guint16 server_port, const char *ca)
{
  KaiserXmpp *xmpp = kaiser_xmpp_new (jid, password);

  kaiser_xmpp_set_server (xmpp, "127.0.0.1", server_port);
  kaiser_xmpp_set_cafile (xmpp, ca);
  return xmpp;
}

static void
on_registered (GObject *source, GAsyncResult *result, gpointer data)
{
  GError **error = data;
  gboolean made = kaiser_xmpp_register_finish (KAISER_XMPP (source), result, error);

  /* made, or an error: one of the two */
  g_assert_true (made == (*error == NULL));
  if (made)
    *error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_EXISTS, "made");
}

/* Registers @xmpp's account, the main loop run until the answer: %NULL
 * when made, else why not. */
static GError *
register_account (KaiserXmpp *xmpp, GCancellable *cancellable)
{
  GError *error = NULL;
  gint64 end = g_get_monotonic_time () + 60 * G_TIME_SPAN_SECOND;

  kaiser_xmpp_register_async (xmpp, cancellable, on_registered, &error);
  while (error == NULL && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    g_clear_error (&error);
  else
    g_test_message ("refused: %s", error->message);
  return error;
}

static void
on_connected (KaiserXmpp *xmpp, int *state)
{
  *state = 1;
}

static void
on_closed (KaiserXmpp *xmpp, const GError *error, int *state)
{
  *state = error && g_error_matches (error, KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_AUTH) ? 2 : 3;
}

/* Signs in: 1 connected, 2 refused (address or password), 3 another end. */
static int
sign_in (KaiserXmpp *xmpp)
{
  int state = 0;
  gint64 end = g_get_monotonic_time () + 30 * G_TIME_SPAN_SECOND;
  gulong connected = g_signal_connect (xmpp, "connected", G_CALLBACK (on_connected), &state);
  gulong closed = g_signal_connect (xmpp, "closed", G_CALLBACK (on_closed), &state);

  g_assert_true (kaiser_xmpp_connect (xmpp, NULL));
  while (state == 0 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (xmpp, connected);
  g_signal_handler_disconnect (xmpp, closed);
  return state;
}

/* An account made, signed in with over TLS; the same name again is
 * taken, and so is an account made by the server's administrator. */
static void
test_account_register (void)
{
  g_autoptr(KaiserXmpp) newbie = connection ("newbie@localhost", "newbie-password", port, cafile);
  g_autoptr(KaiserXmpp) again = connection ("newbie@localhost", "another-password", port, cafile);
  g_autoptr(KaiserXmpp) alice = connection ("alice@localhost", "alice-password", port, cafile);
  g_autoptr(KaiserXmpp) signed_in = connection ("newbie@localhost", "newbie-password", port, cafile);
  g_autoptr(KaiserXmpp) wrong = connection ("newbie@localhost", "another-password", port, cafile);
  GError *error = NULL;

  /* not there yet */
  g_assert_cmpint (sign_in (wrong), ==, 2);
  g_clear_object (&wrong);

  error = register_account (newbie, NULL);
  g_assert_no_error (error);

  g_assert_cmpint (sign_in (signed_in), ==, 1);
  g_assert_true (kaiser_xmpp_is_secured (signed_in));
  kaiser_xmpp_disconnect (signed_in);

  error = register_account (again, NULL);
  g_assert_error (error, KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_TAKEN);
  g_assert_nonnull (strstr (error->message, "newbie@localhost"));
  g_clear_error (&error);
  /* the first password still the one */
  wrong = connection ("newbie@localhost", "another-password", port, cafile);
  g_assert_cmpint (sign_in (wrong), ==, 2);

  error = register_account (alice, NULL);
  g_assert_error (error, KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_TAKEN);
  g_clear_error (&error);
}

/* A password the server's policy finds too short: refused in the
 * server's own words, and no account made. */
static void
test_account_short_password (void)
{
  g_autoptr(KaiserXmpp) shorty = connection ("shorty@localhost", "abc", port, cafile);
  g_autoptr(KaiserXmpp) signed_in = connection ("shorty@localhost", "abc", port, cafile);
  GError *error = register_account (shorty, NULL);

  g_assert_error (error, KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_NOT_ACCEPTABLE);
  g_assert_nonnull (strstr (error->message, "too short"));
  g_clear_error (&error);
  g_assert_cmpint (sign_in (signed_in), ==, 2);
}

/* A server that makes no accounts (prosody's default): said so, with
 * where to go instead. */
static void
test_account_not_allowed (void)
{
  char *dir = NULL;
  const char *options[] = { NULL };
  const char *accounts[] = { NULL };
  guint16 closed_port = kaiser_test_prosody_start_with (&dir, options, accounts);
  g_autofree char *ca = g_build_filename (dir, "certs", "localhost.crt", NULL);
  g_autoptr(KaiserXmpp) xmpp = connection ("newbie@localhost", "newbie-password", closed_port, ca);
  GError *error = register_account (xmpp, NULL);

  g_assert_error (error, KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_NO_REGISTRATION);
  g_assert_nonnull (strstr (error->message, "web site"));
  g_clear_error (&error);
  kaiser_test_prosody_stop (dir);
}

/* A server asking more than a name and a password (an e-mail address,
 * required): said so, nothing sent. */
static void
test_account_form (void)
{
  char *dir = NULL;
  const char *options[] = { "--registration", "--registration-fields", "email+", NULL };
  const char *accounts[] = { NULL };
  guint16 form_port = kaiser_test_prosody_start_with (&dir, options, accounts);
  g_autofree char *ca = g_build_filename (dir, "certs", "localhost.crt", NULL);
  g_autoptr(KaiserXmpp) xmpp = connection ("newbie@localhost", "newbie-password", form_port, ca);
  g_autoptr(KaiserXmpp) signed_in = connection ("newbie@localhost", "newbie-password", form_port, ca);
  GError *error = register_account (xmpp, NULL);

  g_assert_error (error, KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_FORM);
  g_clear_error (&error);
  g_assert_cmpint (sign_in (signed_in), ==, 2);
  kaiser_test_prosody_stop (dir);
}

/* A server that would make accounts over an open connection: refused
 * before the name and password go (the account is not made). */
static void
test_account_no_tls (void)
{
  char *dir = NULL;
  const char *options[] = { "--no-tls", "--registration", NULL };
  const char *accounts[] = { NULL };
  guint16 open_port = kaiser_test_prosody_start_with (&dir, options, accounts);
  g_autofree char *account = g_build_filename (dir, "data", "localhost", "accounts", "newbie.dat", NULL);
  g_autoptr(KaiserXmpp) xmpp = connection ("newbie@localhost", "newbie-password", open_port, NULL);
  GError *error = register_account (xmpp, NULL);

  g_assert_error (error, KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_NO_TLS);
  g_clear_error (&error);
  g_assert_false (g_file_test (account, G_FILE_TEST_EXISTS));
  kaiser_test_prosody_stop (dir);
}

/* Nothing listening; an address that is none; given up. */
static void
test_account_unreachable (void)
{
  g_autoptr(KaiserXmpp) nobody = connection ("newbie@localhost", "newbie-password", 1, cafile);
  g_autoptr(KaiserXmpp) nameless = connection ("localhost", "newbie-password", port, cafile);
  g_autoptr(KaiserXmpp) cancelled = connection ("cancelled@localhost", "newbie-password", port, cafile);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  GError *error = register_account (nobody, NULL);

  g_assert_error (error, KAISER_XMPP_ERROR, KAISER_XMPP_ERROR_CONNECT);
  g_clear_error (&error);
  error = register_account (nameless, NULL);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_cancellable_cancel (cancellable);
  error = register_account (cancelled, cancellable);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
}

int
main (int argc, char *argv[])
{
  const char *options[] = { "--registration", "--password-length", "8", NULL };
  const char *accounts[] = { "alice:alice-pw", NULL };
  int status;

  g_test_init (&argc, &argv, NULL);
  if (!kaiser_test_prosody_available ())
    {
      g_test_skip ("prosody is not installed (build-aux/setup-deps.sh installs it)");
      return g_test_run ();
    }
  port = kaiser_test_prosody_start_with (&server_dir, options, accounts);
  cafile = g_build_filename (server_dir, "certs", "localhost.crt", NULL);
  g_test_add_func ("/kaiser/online-account/register", test_account_register);
  g_test_add_func ("/kaiser/online-account/short-password", test_account_short_password);
  g_test_add_func ("/kaiser/online-account/not-allowed", test_account_not_allowed);
  g_test_add_func ("/kaiser/online-account/form", test_account_form);
  g_test_add_func ("/kaiser/online-account/no-tls", test_account_no_tls);
  g_test_add_func ("/kaiser/online-account/unreachable", test_account_unreachable);
  status = g_test_run ();
  kaiser_test_prosody_stop (server_dir);
  g_free (cafile);
  return status;
}
