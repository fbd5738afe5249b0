/* kaiser-test-prosody.h: a real prosody for the online tests
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean kaiser_test_prosody_available (void);
/* A server in a new folder (*dir, to stop), accounts "user:password",
 * NULL-terminated; its port.  @tls FALSE: one offering no encryption. */
guint16  kaiser_test_prosody_start (char **dir, gboolean tls, const char *const *accounts);
/* The same with build-aux/prosody-test.sh's options ("--registration" …),
 * NULL-terminated. */
guint16  kaiser_test_prosody_start_with (char **dir, const char *const *options, const char *const *accounts);
void     kaiser_test_prosody_stop  (char *dir);

G_END_DECLS
