/* test-friends.c: the window's side of a table with friends: the table's
 * address as pasted, the talk between hands, the names at the seats
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gtk/gtk.h>

#include "kaiser-chat-bar.h"
#include "kaiser-friends-dialog.h"
#include "kaiser-table-private.h"
#include "kaiser-test-ui.h"

/* What a player pastes: a room's address, or an xmpp: link to it
 * (XEP-0147: "?join"); anything else says what an address looks like. */
static void
test_friends_read_room (void)
{
  const char *good[][2] = {
    { "kaiser-1@rooms.example.org", "kaiser-1@rooms.example.org" },
    { "  kaiser-1@rooms.example.org\n", "kaiser-1@rooms.example.org" },
    { "xmpp:kaiser-1@rooms.example.org?join", "kaiser-1@rooms.example.org" },
    { "xmpp:table@conference.jabber.example", "table@conference.jabber.example" },
  };
  const char *bad[] = {
    "", "rooms.example.org", "@rooms.example.org", "kaiser-1@", "a@b@c", "a b@c.org",
    "kaiser-1@rooms.example.org/Host", "xmpp:?join", "<x>@y", "a@b'c",
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *room = kaiser_friends_dialog_read_room (good[i][0], &error);

      g_assert_no_error (error);
      g_assert_cmpstr (room, ==, good[i][1]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *room = kaiser_friends_dialog_read_room (bad[i], &error);

      g_assert_null (room);
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, "table@rooms.example.org"));
    }
}

static void
on_say (KaiserChatBar *bar, const char *text, GPtrArray *said)
{
  g_ptr_array_add (said, g_strdup (text));
}

static GtkWidget *
find_named (GtkWidget *root, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_named (c, name);

      if (found)
        return found;
    }
  return NULL;
}

/* The talk: a line typed is said only while talk is open (between
 * hands), trimmed; the last three lines stay in view, each name and line
 * isolated from the other (a name written right to left turns nothing
 * round). */
static void
test_friends_chat_bar (void)
{
  GtkWidget *window = gtk_window_new ();
  KaiserChatBar *bar = KAISER_CHAT_BAR (kaiser_chat_bar_new ());
  GtkWidget *entry = find_named (GTK_WIDGET (bar), "chat-entry");
  GtkWidget *lines = find_named (GTK_WIDGET (bar), "chat-lines");
  g_autoptr(GPtrArray) said = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *last = NULL;
  guint n = 0;

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (bar));
  gtk_window_present (GTK_WINDOW (window));
  g_signal_connect (bar, "say", G_CALLBACK (on_say), said);
  g_assert_nonnull (entry);
  g_assert_false (kaiser_chat_bar_get_open (bar));
  g_assert_false (gtk_widget_get_sensitive (entry));
  gtk_editable_set_text (GTK_EDITABLE (entry), "psst, lead a heart");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpuint (said->len, ==, 0);

  kaiser_chat_bar_set_open (bar, TRUE);
  g_assert_true (gtk_widget_get_sensitive (entry));
  gtk_editable_set_text (GTK_EDITABLE (entry), "  nice hand, partner  ");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpuint (said->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (said, 0), ==, "nice hand, partner");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  gtk_editable_set_text (GTK_EDITABLE (entry), "   ");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpuint (said->len, ==, 1);

  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *text = g_strdup_printf ("line %u", i);

      kaiser_chat_bar_add_line (bar, "\u05d3\u05e0\u05d4", text);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (lines); c; c = gtk_widget_get_next_sibling (c))
    n++;
  g_assert_cmpuint (n, ==, 3);
  last = kaiser_chat_bar_get_last (bar);
  g_assert_cmpstr (last, ==, "\u2068\u05d3\u05e0\u05d4\u2069  \u2068line 4\u2069");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The names at the seats: a friend's name in place of the seat's place
 * (the player's own seat stays "You"), a note under it (a dropped
 * friend's countdown), both gone when the table with friends ends. */
static void
test_friends_seat_names (void)
{
  GtkWidget *window = gtk_window_new ();
  KaiserTable *table = KAISER_TABLE (kaiser_table_new ());
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;

  kaiser_rules_init_standard (&rules);
  game = kaiser_game_new (&rules, 3);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (table));
  kaiser_table_set_game_at (table, game, KAISER_NORTH);
  kaiser_table_set_seat_name (table, KAISER_SOUTH, "Alice", NULL);
  kaiser_table_set_seat_name (table, KAISER_EAST, NULL, "computer");
  kaiser_table_set_seat_name (table, KAISER_WEST, "Sam", "gone: computer in 14 seconds");
  g_assert_cmpstr (kaiser_table_get_seat_note (table, KAISER_WEST), ==, "gone: computer in 14 seconds");
  g_assert_cmpstr (kaiser_table_get_seat_note (table, KAISER_EAST), ==, "computer");
  g_assert_null (kaiser_table_get_seat_note (table, KAISER_SOUTH));
  g_assert_cmpstr (kaiser_table_get_seat_name (table, KAISER_SOUTH), ==, "\u2068Alice\u2069");
  g_assert_cmpstr (kaiser_table_get_seat_name (table, KAISER_WEST), ==, "\u2068Sam\u2069");
  /* the player's own seat (North here, the seat the host gave) is You */
  kaiser_table_set_seat_name (table, KAISER_NORTH, "Bob", NULL);
  g_assert_cmpstr (kaiser_table_get_seat_name (table, KAISER_NORTH), ==, "You");
  g_assert_cmpstr (kaiser_table_get_seat_name (table, KAISER_EAST), ==, "West");
  kaiser_table_set_seat_name (table, KAISER_WEST, NULL, NULL);
  g_assert_null (kaiser_table_get_seat_note (table, KAISER_WEST));
  g_assert_cmpstr (kaiser_table_get_seat_name (table, KAISER_WEST), ==, "East");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/friends/read-room", test_friends_read_room);
  g_test_add_func ("/kaiser/friends/chat-bar", test_friends_chat_bar);
  g_test_add_func ("/kaiser/friends/seat-names", test_friends_seat_names);
  return g_test_run ();
}
