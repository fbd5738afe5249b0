/* kaiser-account.h
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The schema of a player's XMPP password in the desktop's keyring. */
#define KAISER_ACCOUNT_SCHEMA_NAME "io.github.threespot.ThreeSpot.Account"

char       *kaiser_account_normalize_jid          (const char           *jid);

void        kaiser_account_store_password_async   (const char           *jid,
                                                   const char           *password,
                                                   GCancellable         *cancellable,
                                                   GAsyncReadyCallback   callback,
                                                   gpointer              user_data);
gboolean    kaiser_account_store_password_finish  (GAsyncResult         *result,
                                                   GError              **error);
void        kaiser_account_lookup_password_async  (const char           *jid,
                                                   GCancellable         *cancellable,
                                                   GAsyncReadyCallback   callback,
                                                   gpointer              user_data);
char       *kaiser_account_lookup_password_finish (GAsyncResult         *result,
                                                   GError              **error);
void        kaiser_account_clear_password_async   (const char           *jid,
                                                   GCancellable         *cancellable,
                                                   GAsyncReadyCallback   callback,
                                                   gpointer              user_data);
gboolean    kaiser_account_clear_password_finish  (GAsyncResult         *result,
                                                   GError              **error);
void        kaiser_account_password_free          (char                 *password);

G_END_DECLS
