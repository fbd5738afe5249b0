/* kaiser-account.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-account"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <libsecret/secret.h>
#include <string.h>

#include "kaiser-account.h"

/* A player's XMPP password lives in the desktop's keyring (the Secret
 * Service: GNOME Keyring, KWallet …) through libsecret, never in
 * GSettings nor a file: one item per address, under the schema
 * io.github.threespot.ThreeSpot.Account keyed by the bare address,
 * labelled "Three-Spot: name@example.org" for the keyring's own
 * window.  The address, another player's on the same desktop, keeps
 * them apart. */

static const SecretSchema *
account_schema (void)
{
  static const SecretSchema schema = {
    KAISER_ACCOUNT_SCHEMA_NAME, SECRET_SCHEMA_NONE,
    {
      { "jid", SECRET_SCHEMA_ATTRIBUTE_STRING },
      { NULL, 0 },
    },
    0, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
  };

  return &schema;
}

/**
 * kaiser_account_normalize_jid:
 * @jid: "Name@Example.org/resource"
 *
 * Returns: (transfer full): the bare address as the keyring keeps it,
 *   "name@example.org" (an address's case does not tell two apart)
 */
char *
kaiser_account_normalize_jid (const char *jid)
{
  const char *slash;
  g_autofree char *bare = NULL;

  g_return_val_if_fail (jid != NULL, NULL);

  slash = strchr (jid, '/');
  bare = slash ? g_strndup (jid, slash - jid) : g_strdup (jid);
  return g_utf8_strdown (bare, -1);
}

/**
 * kaiser_account_store_password_async:
 * @jid: the account's address
 * @password: its password, replacing any kept for @jid
 *
 * Keeps @password in the default keyring (which may ask the player to
 * unlock it).
 */
void
kaiser_account_store_password_async (const char *jid, const char *password, GCancellable *cancellable,
                                     GAsyncReadyCallback callback, gpointer user_data)
{
  g_autofree char *key = NULL;
  g_autofree char *label = NULL;

  g_return_if_fail (jid != NULL && password != NULL);

  key = kaiser_account_normalize_jid (jid);
  /* Translators: the keyring item's name; the address */
  label = g_strdup_printf (_("Three-Spot: %s"), key);
  secret_password_store (account_schema (), SECRET_COLLECTION_DEFAULT, label, password, cancellable,
                         callback, user_data, "jid", key, NULL);
}

gboolean
kaiser_account_store_password_finish (GAsyncResult *result, GError **error)
{
  return secret_password_store_finish (result, error);
}

/**
 * kaiser_account_lookup_password_async:
 * @jid: the account's address
 */
void
kaiser_account_lookup_password_async (const char *jid, GCancellable *cancellable,
                                      GAsyncReadyCallback callback, gpointer user_data)
{
  g_autofree char *key = NULL;

  g_return_if_fail (jid != NULL);

  key = kaiser_account_normalize_jid (jid);
  secret_password_lookup (account_schema (), cancellable, callback, user_data, "jid", key, NULL);
}

/**
 * kaiser_account_lookup_password_finish:
 *
 * Returns: (transfer full) (nullable): the password, to free with
 *   kaiser_account_password_free (it wipes it); %NULL with no error when
 *   none is kept for the address
 */
char *
kaiser_account_lookup_password_finish (GAsyncResult *result, GError **error)
{
  return secret_password_lookup_finish (result, error);
}

/**
 * kaiser_account_clear_password_async:
 * @jid: the account's address
 *
 * Forgets its password (signing out for good).
 */
void
kaiser_account_clear_password_async (const char *jid, GCancellable *cancellable,
                                     GAsyncReadyCallback callback, gpointer user_data)
{
  g_autofree char *key = NULL;

  g_return_if_fail (jid != NULL);

  key = kaiser_account_normalize_jid (jid);
  secret_password_clear (account_schema (), cancellable, callback, user_data, "jid", key, NULL);
}

/**
 * kaiser_account_clear_password_finish:
 *
 * Returns: whether a password was forgotten; %FALSE with no error when
 *   none was kept
 */
gboolean
kaiser_account_clear_password_finish (GAsyncResult *result, GError **error)
{
  return secret_password_clear_finish (result, error);
}

/**
 * kaiser_account_password_free:
 * @password: (nullable): from kaiser_account_lookup_password_finish
 *
 * Wipes and frees it.
 */
void
kaiser_account_password_free (char *password)
{
  secret_password_free (password);
}
