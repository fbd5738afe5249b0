/* test-account.c: players' XMPP passwords in a real keyring (GNOME
 * Keyring's Secret Service, in a D-Bus session of its own: run through
 * tests/with-keyring.sh), through kaiser-account
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <libsecret/secret.h>

#include "kaiser-account.h"

typedef struct {
  gboolean  done;
  gboolean  ok;
  char     *password;
  GError   *error;
} Answer;

static void
answer_wait (Answer *a)
{
  gint64 end = g_get_monotonic_time () + 20 * G_TIME_SPAN_SECOND;

  while (!a->done && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (a->done);
}

static void
on_stored (GObject *source, GAsyncResult *result, gpointer data)
{
  Answer *a = data;

  a->ok = kaiser_account_store_password_finish (result, &a->error);
  a->done = TRUE;
}

static void
on_looked_up (GObject *source, GAsyncResult *result, gpointer data)
{
  Answer *a = data;

  a->password = kaiser_account_lookup_password_finish (result, &a->error);
  a->done = TRUE;
}

static void
on_cleared (GObject *source, GAsyncResult *result, gpointer data)
{
  Answer *a = data;

  a->ok = kaiser_account_clear_password_finish (result, &a->error);
  a->done = TRUE;
}

static void
store (const char *jid, const char *password)
{
  Answer a = { 0 };

  kaiser_account_store_password_async (jid, password, NULL, on_stored, &a);
  answer_wait (&a);
  g_assert_no_error (a.error);
  g_assert_true (a.ok);
}

/* The password kept for @jid, or NULL; no error either way. */
static char *
lookup (const char *jid)
{
  Answer a = { 0 };
  char *copy;

  kaiser_account_lookup_password_async (jid, NULL, on_looked_up, &a);
  answer_wait (&a);
  g_assert_no_error (a.error);
  copy = g_strdup (a.password);
  kaiser_account_password_free (a.password);
  return copy;
}

static gboolean
clear (const char *jid)
{
  Answer a = { 0 };

  kaiser_account_clear_password_async (jid, NULL, on_cleared, &a);
  answer_wait (&a);
  g_assert_no_error (a.error);
  return a.ok;
}

/* Stored, found, replaced, forgotten; an address never stored: nothing,
 * and no error. */
static void
test_account_store_lookup_clear (void)
{
  g_autofree char *unknown = lookup ("nobody@example.org");
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *gone = NULL;

  g_assert_null (unknown);
  store ("alice@example.org", "first secret");
  first = lookup ("alice@example.org");
  g_assert_cmpstr (first, ==, "first secret");
  store ("alice@example.org", "second secret");
  second = lookup ("alice@example.org");
  g_assert_cmpstr (second, ==, "second secret");
  g_assert_true (clear ("alice@example.org"));
  gone = lookup ("alice@example.org");
  g_assert_null (gone);
  /* nothing left to forget */
  g_assert_false (clear ("alice@example.org"));
}

/* Two addresses kept apart; an address's case and resource do not make
 * another. */
static void
test_account_two_addresses (void)
{
  g_autofree char *bob = NULL;
  g_autofree char *carol = NULL;
  g_autofree char *bob_again = NULL;
  g_autofree char *carol_left = NULL;

  store ("bob@example.org", "bob's");
  store ("carol@example.org", "carol's");
  bob = lookup ("bob@example.org");
  carol = lookup ("carol@example.org");
  g_assert_cmpstr (bob, ==, "bob's");
  g_assert_cmpstr (carol, ==, "carol's");
  bob_again = lookup ("Bob@Example.org/laptop");
  g_assert_cmpstr (bob_again, ==, "bob's");
  g_assert_true (clear ("bob@example.org"));
  carol_left = lookup ("carol@example.org");
  g_assert_cmpstr (carol_left, ==, "carol's");
  g_assert_true (clear ("carol@example.org"));
}

/* What the keyring shows: the item's label and its schema, keyed by the
 * bare address; nothing but the password is secret. */
static void
test_account_item (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SecretService) service = secret_service_get_sync (SECRET_SERVICE_LOAD_COLLECTIONS, NULL, &error);
  g_autoptr(GHashTable) attributes = g_hash_table_new (g_str_hash, g_str_equal);
  GList *items;

  g_assert_no_error (error);
  store ("dave@example.org", "dave's");
  g_hash_table_insert (attributes, (char *) "jid", (char *) "dave@example.org");
  g_hash_table_insert (attributes, (char *) "xdg:schema", (char *) KAISER_ACCOUNT_SCHEMA_NAME);
  items = secret_service_search_sync (service, NULL, attributes, SECRET_SEARCH_ALL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_length (items), ==, 1);
  {
    g_autofree char *label = secret_item_get_label (items->data);

    g_assert_cmpstr (label, ==, "Three-Spot: dave@example.org");
  }
  g_list_free_full (items, g_object_unref);
  g_assert_true (clear ("dave@example.org"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("DBUS_SESSION_BUS_ADDRESS") == NULL)
    {
      g_test_skip ("no D-Bus session: run through tests/with-keyring.sh");
      return g_test_run ();
    }
  g_test_add_func ("/kaiser/account/store-lookup-clear", test_account_store_lookup_clear);
  g_test_add_func ("/kaiser/account/two-addresses", test_account_two_addresses);
  g_test_add_func ("/kaiser/account/item", test_account_item);
  return g_test_run ();
}
