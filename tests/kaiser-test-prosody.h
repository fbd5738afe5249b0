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

/* A test program's own prosody, its port and certificate. */
typedef struct {
  char    *dir;
  char    *cafile;
  guint16  port;
} KaiserTestServer;

/* After g_test_init: the program's prosody started with @accounts
 * (KAISER_FAST set); FALSE, the test skipped, when prosody is not
 * installed (then return g_test_run () at once). */
gboolean kaiser_test_server_start (KaiserTestServer *server, const char *const *accounts);
/* Stops it; returns @status (g_test_run's), for main to return. */
int      kaiser_test_server_stop  (KaiserTestServer *server, int status);

/* Runs the main loop until @done (@data) or @seconds have passed;
 * returns @done (@data) then. */
gboolean kaiser_test_wait_until (gboolean (*done) (gpointer), gpointer data, guint seconds);
/* kaiser_test_wait_until for a flag set by a signal's handler. */
gboolean kaiser_test_is_true (gpointer flag);
/* A connection signed in to the test's prosody on 127.0.0.1:@port,
 * trusting its certificate @cafile (asserts it signs in within 20 s). */
struct _KaiserXmpp *kaiser_test_prosody_sign_in (guint16 port, const char *cafile, const char *jid, const char *password);

G_END_DECLS
