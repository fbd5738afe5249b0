/* test-friends-table.c: Play with Friends… as two people see it, two
 * windows through a real prosody on 127.0.0.1 (build-aux/prosody-test.sh):
 * Alice hosts from the dialog, Bob joins from his by the table's address;
 * each sees the other's name at their seat, the computers' seats marked,
 * "Bob is thinking…" at Bob's turn, the talk open between hands only, and
 * Bob's seat counting down when he leaves.
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "kaiser-application.h"
#include "kaiser-friends-dialog.h"
#include "kaiser-table-private.h"
#include "kaiser-test-prosody.h"
#include "kaiser-test-ui.h"
#include "kaiser-window.h"

static KaiserTestServer server;

/* The Play with Friends dialog now open, if any. */
static GtkWidget *
friends_dialog (void)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l; l = l->next)
    if (KAISER_IS_FRIENDS_DIALOG (l->data) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

static gboolean
no_dialog (gpointer data)
{
  return friends_dialog () == NULL;
}

/* Opens the dialog from @window's menu action, fills it and presses its
 * button: @room NULL to host, else the table to join. */
static GtkWidget *
sign_in_from_dialog (KaiserWindow *window, const char *address, const char *password, const char *name, const char *room)
{
  GtkWidget *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.play-with-friends", NULL));
  dialog = friends_dialog ();
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (kaiser_test_find_named (dialog, "address")), address);
  gtk_editable_set_text (GTK_EDITABLE (kaiser_test_find_named (dialog, "password")), password);
  gtk_editable_set_text (GTK_EDITABLE (kaiser_test_find_named (dialog, "name")), name);
  /* nothing kept in a keyring the test does not have */
  gtk_switch_set_active (GTK_SWITCH (kaiser_test_find_named (dialog, "remember")), FALSE);
  if (room)
    kaiser_friends_dialog_set_room (KAISER_FRIENDS_DIALOG (dialog), room);
  gtk_widget_activate (kaiser_test_find_named (dialog, "go"));
  return dialog;
}

static gboolean
room_shown (gpointer dialog)
{
  GtkWidget *label = kaiser_test_find_named (dialog, "room-address");

  return gtk_label_get_text (GTK_LABEL (label))[0] != '\0' && strchr (gtk_label_get_text (GTK_LABEL (label)), '@');
}

static gboolean
north_noted (gpointer table)
{
  return kaiser_table_get_seat_note (table, KAISER_NORTH) != NULL;
}

static gboolean
press_first_choice (GtkWidget *window)
{
  GtkWidget *choices = kaiser_test_find_named (window, "choices");
  GtkWidget *button = choices ? kaiser_test_first_button (choices) : NULL;

  if (button == NULL || !gtk_widget_get_sensitive (button))
    return FALSE;
  gtk_widget_activate (button);
  return TRUE;
}

/* One person's turn, if it is theirs: the first legal card, or the first
 * choice. */
static void
act (KaiserWindow *window, KaiserSeat me)
{
  KaiserGame *game = kaiser_window_get_game (window);
  const KaiserState *st = kaiser_game_get_state (game);
  GtkWidget *table = kaiser_test_find_named (GTK_WIDGET (window), "table");

  if (st->to_act != me || kaiser_table_get_animating (KAISER_TABLE (table)))
    return;
  if (st->phase == KAISER_PHASE_PLAY)
    gtk_widget_activate_action (table, "table.play", "u", (guint32) kaiser_cards_first (kaiser_state_legal_cards (st)));
  else
    press_first_choice (GTK_WIDGET (window));
}

static const char *
prompt (KaiserWindow *window)
{
  return gtk_label_get_text (GTK_LABEL (kaiser_test_find_named (GTK_WIDGET (window), "prompt-label")));
}

static void
test_friends_table (void)
{
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".Friends", G_APPLICATION_NON_UNIQUE);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *server_text = g_strdup_printf ("127.0.0.1:%u", server.port);
  KaiserWindow *alice, *bob;
  GtkWidget *dialog, *alice_table, *bob_table, *bob_chat, *alice_chat;
  g_autofree char *room = NULL;
  gint64 deadline;
  gboolean thinking_named = FALSE, talked = FALSE, closed_in_hand = FALSE;

  g_settings_set_string (settings, "online-server", server_text);
  g_settings_set_string (settings, "online-cafile", server.cafile);
  g_settings_set_string (settings, "online-rooms", "rooms.localhost");
  g_settings_set_string (settings, "online-invite", "bob@localhost");
  g_settings_set_string (settings, "computer-level", "beginner");
  kaiser_test_clear_in_progress ();
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  alice = kaiser_window_new (app);
  gtk_window_present (GTK_WINDOW (alice));
  bob = kaiser_window_new (app);
  gtk_window_present (GTK_WINDOW (bob));
  alice_table = kaiser_test_find_named (GTK_WIDGET (alice), "table");
  bob_table = kaiser_test_find_named (GTK_WIDGET (bob), "table");
  alice_chat = kaiser_test_find_named (GTK_WIDGET (alice), "chat-bar");
  bob_chat = kaiser_test_find_named (GTK_WIDGET (bob), "chat-bar");

  /* Alice hosts: North open (her partner), East and West computers */
  dialog = sign_in_from_dialog (alice, "alice@localhost", "alice-pw", "Alice", NULL);
  g_assert_true (kaiser_test_wait_until (room_shown, dialog, 20));
  room = g_strdup (gtk_label_get_text (GTK_LABEL (kaiser_test_find_named (dialog, "room-address"))));
  /* the room made, the seats told */
  g_assert_true (kaiser_test_wait_until (north_noted, alice_table, 20));
  g_assert_cmpstr (kaiser_table_get_seat_note (KAISER_TABLE (alice_table), KAISER_NORTH), ==, "waiting for a friend");
  g_assert_cmpstr (kaiser_table_get_seat_note (KAISER_TABLE (alice_table), KAISER_EAST), ==, "computer");
  g_assert_false (gtk_widget_get_sensitive (kaiser_test_find_named (dialog, "go")));

  /* Bob joins by the address Alice sent him */
  sign_in_from_dialog (bob, "bob@localhost", "bob-pw", "Bob", room);
  g_assert_true (kaiser_test_wait_until (no_dialog, NULL, 30));

  /* each sees the other at their seat, the table turned to their own */
  g_assert_cmpuint (KAISER_TABLE (bob_table)->human, ==, KAISER_NORTH);
  g_assert_cmpuint (kaiser_game_get_seen_seat (kaiser_window_get_game (bob)), ==, KAISER_NORTH);
  g_assert_cmpstr (kaiser_table_get_seat_name (KAISER_TABLE (alice_table), KAISER_NORTH), ==, "\u2068Bob\u2069");
  g_assert_cmpstr (kaiser_table_get_seat_name (KAISER_TABLE (bob_table), KAISER_SOUTH), ==, "\u2068Alice\u2069");
  g_assert_cmpstr (kaiser_table_get_seat_name (KAISER_TABLE (bob_table), KAISER_NORTH), ==, "You");
  g_assert_cmpstr (kaiser_table_get_seat_note (KAISER_TABLE (bob_table), KAISER_WEST), ==, "computer");
  g_assert_true (gtk_widget_get_visible (bob_chat));
  g_assert_true (gtk_widget_get_visible (alice_chat));
  /* New Game is off at a friend's table (its button follows the action) */
  g_assert_false (gtk_widget_get_sensitive (kaiser_test_find_named (GTK_WIDGET (bob), "new-game-button")));

  /* both play the first hand to its end; Bob talks between hands */
  deadline = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;
  while (g_get_monotonic_time () < deadline)
    {
      const KaiserState *host_st = kaiser_game_get_state (kaiser_window_get_game (alice));
      const KaiserState *bob_st = kaiser_game_get_state (kaiser_window_get_game (bob));

      kaiser_test_iterate (5);
      if (host_st->phase == KAISER_PHASE_PLAY && host_st->to_act == KAISER_NORTH &&
          strstr (prompt (alice), "\u2068Bob\u2069 is thinking"))
        thinking_named = TRUE;
      if (bob_st->phase == KAISER_PHASE_PLAY)
        closed_in_hand |= !gtk_widget_get_sensitive (kaiser_test_find_named (bob_chat, "chat-entry"));
      if (bob_st->phase == KAISER_PHASE_HAND_OVER && host_st->phase == KAISER_PHASE_HAND_OVER && !talked)
        {
          GtkWidget *entry = kaiser_test_find_named (bob_chat, "chat-entry");

          if (!gtk_widget_get_sensitive (entry))
            continue;   /* the table message opening the talk is on its way */
          gtk_editable_set_text (GTK_EDITABLE (entry), "well played, partner");
          g_signal_emit_by_name (entry, "activate");
          talked = TRUE;
          continue;
        }
      if (talked)
        {
          g_autofree char *last = kaiser_chat_bar_get_last (KAISER_CHAT_BAR (alice_chat));

          if (last && strstr (last, "well played, partner"))
            break;
          continue;
        }
      act (alice, KAISER_SOUTH);
      act (bob, KAISER_NORTH);
    }
  g_assert_true (thinking_named);
  g_assert_true (closed_in_hand);
  g_assert_true (talked);
  {
    g_autofree char *last = kaiser_chat_bar_get_last (KAISER_CHAT_BAR (alice_chat));

    g_assert_cmpstr (last, ==, "\u2068Bob\u2069  \u2068well played, partner\u2069");
  }

  /* Bob leaves: his seat counts down to a computer at Alice's table */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bob), "win.leave-table", NULL));
  deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  while (g_get_monotonic_time () < deadline)
    {
      const char *note = kaiser_table_get_seat_note (KAISER_TABLE (alice_table), KAISER_NORTH);

      kaiser_test_iterate (5);
      if (note && g_str_has_prefix (note, "gone: computer in "))
        break;
    }
  g_assert_true (g_str_has_prefix (kaiser_table_get_seat_note (KAISER_TABLE (alice_table), KAISER_NORTH), "gone: computer in "));
  /* Alice leaves too: her game goes on here, a computer in Bob's seat
   * at once (not after the grace time), the names gone */
  {
    KaiserGame *game = kaiser_window_get_game (alice);
    guint before = kaiser_game_get_n_actions (game);

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (alice), "win.leave-table", NULL));
    g_assert_null (kaiser_table_get_seat_note (KAISER_TABLE (alice_table), KAISER_NORTH));
    g_assert_false (gtk_widget_get_visible (alice_chat));
    g_assert_true (kaiser_window_get_game (alice) == game);
    deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
    while (g_get_monotonic_time () < deadline && kaiser_game_get_n_actions (game) < before + 6 &&
           kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
      {
        kaiser_test_iterate (5);
        act (alice, KAISER_SOUTH);
        if (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER)
          gtk_widget_activate (kaiser_test_find_named (GTK_WIDGET (alice), "next-hand-button"));
      }
    g_assert_cmpuint (kaiser_game_get_n_actions (game), >=, before + 6);
  }
  /* Bob is back at a table of his own */
  g_assert_cmpuint (kaiser_game_get_seen_seat (kaiser_window_get_game (bob)), ==, KAISER_SEAT_NONE);
  gtk_window_destroy (GTK_WINDOW (bob));
  gtk_window_destroy (GTK_WINDOW (alice));
  kaiser_test_clear_in_progress ();
}

int
main (int argc, char **argv)
{
  const char *accounts[] = { "alice:alice-pw", "bob:bob-pw", NULL };

  kaiser_test_init_window_tests (&argc, &argv);
  if (!kaiser_test_server_start (&server, accounts))
    return g_test_run ();
  g_test_add_func ("/kaiser/friends-table/two-windows", test_friends_table);
  return kaiser_test_server_stop (&server, g_test_run ());
}
