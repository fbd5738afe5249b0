/* kaiser-friends-dialog.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-friends-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-account.h"
#include "kaiser-friends-dialog.h"
#include "kaiser-score-text.h"
#include "kaiser-seating.h"
#include "kaiser-settings.h"

/* Play with Friends…: the account (an XMPP address; its password for
 * this sign-in, kept in the keyring, never in the settings), then a table
 * to host (the rules, each other seat open for a friend or a computer,
 * friends to invite) or one to join (its address, pasted or from an
 * invitation).  Once signed in it waits for the friends, showing the
 * table's address to copy and who has sat down, and closes when the game
 * starts. */
struct _KaiserFriendsDialog
{
  AdwWindow      parent_instance;

  KaiserFriends *friends;
  GSettings     *settings;
  KaiserLevel    level;
  KaiserXmpp    *xmpp;         /* signing in */

  GtkWidget     *stack;        /* "form", "waiting" */
  GtkWidget     *mode;         /* "host", "join" */
  GtkWidget     *address;
  GtkWidget     *password;
  GtkWidget     *remember;     /* keep the password in the keyring */
  GtkWidget     *create;       /* make the account first (XEP-0077) */
  GtkWidget     *name;
  GtkWidget     *rules;
  GtkWidget     *go_on;        /* host the game on the table, not a new one */
  KaiserGame    *current;      /* the game on the table, when one to go on with */
  GtkWidget     *seats_group;
  GtkWidget     *seat_rows[KAISER_MAX_SEATS];
  GtkWidget     *invite;
  GtkWidget     *room;
  GtkWidget     *error;
  GtkWidget     *go;
  GtkWidget     *waiting;      /* AdwStatusPage */
  GtkWidget     *room_label;
  GtkWidget     *seat_list;
  GtkWidget     *start_now;
  GCancellable  *cancellable;  /* the keyring, a registration */
};

G_DEFINE_FINAL_TYPE (KaiserFriendsDialog, kaiser_friends_dialog, ADW_TYPE_WINDOW)

static const char *
rules_id (KaiserFriendsDialog *self)
{
  guint i = adw_combo_row_get_selected (ADW_COMBO_ROW (self->rules));
  const char * const *presets = kaiser_rules_list_presets ();

  for (guint k = 0; presets[k]; k++)
    if (k == i)
      return presets[k];
  return "standard";
}

/* One row a seat other than the host's: open for a friend, or a computer. */
static gboolean
going_on (KaiserFriendsDialog *self)
{
  return self->current && gtk_switch_get_active (GTK_SWITCH (self->go_on));
}

/* The rules of the table to host: the game on the table's, or the preset
 * chosen's. */
static KaiserRules *
table_rules (KaiserFriendsDialog *self)
{
  KaiserRules *rules;

  if (going_on (self))
    {
      rules = g_new (KaiserRules, 1);
      *rules = *kaiser_game_get_rules (self->current);
      return rules;
    }
  return kaiser_rules_new (rules_id (self));
}

static void
fill_seats (KaiserFriendsDialog *self)
{
  g_autoptr(KaiserRules) rules = table_rules (self);
  KaiserSeat here;

  gtk_widget_set_sensitive (self->rules, !going_on (self));
  for (guint s = 0; s < KAISER_MAX_SEATS; s++)
    if (self->seat_rows[s])
      {
        adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self->seats_group), self->seat_rows[s]);
        self->seat_rows[s] = NULL;
      }
  if (rules == NULL)
    return;
  here = kaiser_seating_player (rules);
  for (guint s = 0; s < kaiser_rules_n_seats (rules); s++)
    {
      const char *choices[] = { _("Open for a friend"), _("Computer"), NULL };
      GtkWidget *row;

      if (s == here)
        continue;
      row = adw_combo_row_new ();
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (gtk_string_list_new (choices)));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), kaiser_score_text_seat (rules, s, here));
      /* the partner's seat open, the others computers: two friends at once */
      adw_combo_row_set_selected (ADW_COMBO_ROW (row),
                                  kaiser_rules_seat_side (rules, s) == kaiser_rules_seat_side (rules, here) ? 0 : 1);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->seats_group), row);
      self->seat_rows[s] = row;
    }
}

static void
set_error (KaiserFriendsDialog *self, const char *text)
{
  gtk_label_set_text (GTK_LABEL (self->error), text ? text : "");
  gtk_widget_set_visible (self->error, text != NULL);
}

static gboolean
hosting (KaiserFriendsDialog *self)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->mode)), "host") == 0;
}

static char *
table_name (KaiserFriendsDialog *self)
{
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name));

  if (name[0] == '\0')
    name = g_get_real_name ();
  if (name == NULL || name[0] == '\0' || g_strcmp0 (name, "Unknown") == 0)
    name = g_get_user_name ();
  return g_utf8_substring (name, 0, MIN (g_utf8_strlen (name, -1), KAISER_ONLINE_MAX_NAME));
}

/**
 * kaiser_friends_dialog_read_room:
 * @text: what the player pasted: a room's address, or an xmpp: link to it
 *   ("xmpp:table@rooms.example.org?join")
 *
 * Returns: (transfer full) (nullable): the room's bare address; %NULL with
 *   @error for anything else
 */
char *
kaiser_friends_dialog_read_room (const char *text, GError **error)
{
  g_autofree char *room = g_strstrip (g_strdup (text ? text : ""));
  char *query;

  if (g_str_has_prefix (room, "xmpp:"))
    memmove (room, room + 5, strlen (room + 5) + 1);
  if ((query = strchr (room, '?')) != NULL)
    *query = '\0';
  if (!kaiser_xmpp_is_bare_jid (room))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("“%s” is not a table’s address: it looks like table@rooms.example.org"), text ? text : "");
      return NULL;
    }
  return g_steal_pointer (&room);
}

/* The seat played at @room last time, to ask for it again (the host's
 * program closed and opened the table again); KAISER_SEAT_NONE for any. */
static KaiserSeat
last_seat (KaiserFriendsDialog *self, const char *room)
{
  g_autofree char *last = self->settings ? g_settings_get_string (self->settings, "online-last-seat") : NULL;
  g_autofree char *prefix = g_strconcat (room, " ", NULL);
  guint64 seat;

  if (last == NULL || !g_str_has_prefix (last, prefix) ||
      !g_ascii_string_to_unsigned (last + strlen (prefix), 10, 0, KAISER_MAX_SEATS - 1, &seat, NULL))
    return KAISER_SEAT_NONE;
  return (KaiserSeat) seat;
}

static KaiserSeat
host_seat (const KaiserOnlineMessage *table)
{
  for (guint i = 0; i < table->n_seats; i++)
    if (table->seats[i].kind == KAISER_ONLINE_SEAT_HOST)
      return table->seats[i].seat;
  return kaiser_seating_player (&table->rules);
}

static void
on_table (KaiserFriendsDialog *self, const KaiserOnlineMessage *table)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->seat_list)))
    gtk_list_box_remove (GTK_LIST_BOX (self->seat_list), child);
  for (guint i = 0; i < table->n_seats; i++)
    {
      const KaiserOnlineSeatInfo *info = &table->seats[i];
      GtkWidget *row = adw_action_row_new ();
      const char *what = info->kind == KAISER_ONLINE_SEAT_HOST ? _("Host")
                       : info->kind == KAISER_ONLINE_SEAT_PERSON ? _("Seated")
                       : info->kind == KAISER_ONLINE_SEAT_COMPUTER ? _("Computer")
                       : info->kind == KAISER_ONLINE_SEAT_DROPPED ? _("Gone")
                       : _("Waiting for a friend…");
      g_autofree char *who = info->name ? g_strdup_printf ("\u2068%s\u2069 · %s", info->name, what) : g_strdup (what);

      /* the seat as the host sees it: the host's own at the bottom */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), kaiser_score_text_seat (&table->rules, info->seat, host_seat (table)));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), who);
      gtk_list_box_append (GTK_LIST_BOX (self->seat_list), row);
    }
}

static void
on_started (KaiserFriendsDialog *self)
{
  KaiserSeat seat = kaiser_friends_get_seat (self->friends);

  /* a friend's table: the seat asked for again if the table is opened again */
  if (self->settings && !kaiser_friends_is_host (self->friends) && seat != KAISER_SEAT_NONE)
    {
      g_autofree char *text = g_strdup_printf ("%s %u", kaiser_friends_get_room (self->friends), seat);

      g_settings_set_string (self->settings, "online-last-seat", text);
    }
  gtk_window_close (GTK_WINDOW (self));
}

static void
stored (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GError) error = NULL;

  /* the table goes on without it: the player types it again next time */
  if (!kaiser_account_store_password_finish (result, &error) && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_warning ("The password could not be kept in the keyring: %s", error->message);
}

static void
cleared (GObject *source, GAsyncResult *result, gpointer data)
{
  kaiser_account_clear_password_finish (result, NULL);
}

/* Signed in: the password kept in the desktop's keyring (never in the
 * settings), or forgotten there when the player does not want it kept. */
static void
remember_password (KaiserFriendsDialog *self)
{
  const char *address = gtk_editable_get_text (GTK_EDITABLE (self->address));

  if (gtk_switch_get_active (GTK_SWITCH (self->remember)))
    kaiser_account_store_password_async (address, gtk_editable_get_text (GTK_EDITABLE (self->password)),
                                         NULL, stored, NULL);
  else
    kaiser_account_clear_password_async (address, NULL, cleared, NULL);
}

static void
looked_up (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GError) error = NULL;
  char *password = kaiser_account_lookup_password_finish (result, &error);
  KaiserFriendsDialog *self;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = KAISER_FRIENDS_DIALOG (data);
  /* no keyring, or nothing kept: the player types it */
  if (password && gtk_editable_get_text (GTK_EDITABLE (self->password))[0] == '\0')
    {
      gtk_editable_set_text (GTK_EDITABLE (self->password), password);
      gtk_window_set_focus (GTK_WINDOW (self), self->go);
    }
  kaiser_account_password_free (password);
}

static void on_invited (KaiserFriendsDialog *self, const char *from, const char *room, const char *reason);
static void on_closed (KaiserFriendsDialog *self, const GError *error);

static void
on_connected (KaiserFriendsDialog *self)
{
  g_autofree char *name = table_name (self);
  g_autoptr(KaiserXmpp) xmpp = g_steal_pointer (&self->xmpp);
  g_autofree char *room = NULL;

  g_signal_handlers_disconnect_by_data (xmpp, self);
  remember_password (self);
  if (self->settings)
    {
      g_settings_set_string (self->settings, "online-address", gtk_editable_get_text (GTK_EDITABLE (self->address)));
      g_settings_set_string (self->settings, "online-name", gtk_editable_get_text (GTK_EDITABLE (self->name)));
      if (hosting (self))
        g_settings_set_string (self->settings, "online-invite", gtk_editable_get_text (GTK_EDITABLE (self->invite)));
    }
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "waiting");
  if (hosting (self))
    {
      const char *address = gtk_editable_get_text (GTK_EDITABLE (self->address));
      g_autofree char *service = self->settings ? g_settings_get_string (self->settings, "online-rooms") : g_strdup ("");
      g_autoptr(KaiserRules) rules = table_rules (self);
      g_autoptr(KaiserGame) game = NULL;
      g_autofree char *last = self->settings ? g_settings_get_string (self->settings, "online-last-table") : g_strdup ("");
      g_autofree char *seed = NULL;
      g_auto(GStrv) invite = g_regex_split_simple ("[\\s,;]+", gtk_editable_get_text (GTK_EDITABLE (self->invite)), 0, 0);
      g_autoptr(GPtrArray) friends = g_ptr_array_new ();
      KaiserCards open = 0;

      if (service[0] == '\0')
        {
          g_free (service);
          service = g_strconcat ("conference.", strchr (address, '@') + 1, NULL);
        }
      game = going_on (self) ? g_object_ref (self->current)
                             : kaiser_game_new (rules, ((guint64) g_random_int () << 32) | g_random_int ());
      /* the same game opened again (the host's program closed or
       * crashed): the same room, where the friends come back */
      seed = g_strdup_printf ("%" G_GUINT64_FORMAT " ", kaiser_game_get_seed (game));
      if (going_on (self) && g_str_has_prefix (last, seed))
        room = kaiser_friends_dialog_read_room (last + strlen (seed), NULL);
      if (room == NULL)
        room = g_strdup_printf ("kaiser-%08x@%s", g_random_int (), service);
      if (self->settings)
        {
          g_autofree char *table = g_strconcat (seed, room, NULL);

          g_settings_set_string (self->settings, "online-last-table", table);
        }
      for (guint s = 0; s < KAISER_MAX_SEATS; s++)
        if (self->seat_rows[s] && adw_combo_row_get_selected (ADW_COMBO_ROW (self->seat_rows[s])) == 0)
          open |= (KaiserCards) 1 << s;
      for (guint i = 0; invite[i]; i++)
        if (invite[i][0])
          g_ptr_array_add (friends, invite[i]);
      g_ptr_array_add (friends, NULL);
      adw_status_page_set_title (ADW_STATUS_PAGE (self->waiting), _("Waiting for Friends"));
      adw_status_page_set_description (ADW_STATUS_PAGE (self->waiting),
                                       _("Friends you invited get an invitation; anyone else needs this table’s address (and an invitation: the room is for its members only)."));
      gtk_widget_set_visible (self->start_now, TRUE);
      g_message ("hosting a table at %s", room);
      kaiser_friends_host (self->friends, xmpp, room, name, game, self->level, open, (const char *const *) friends->pdata);
    }
  else if (gtk_editable_get_text (GTK_EDITABLE (self->room))[0] == '\0')
    {
      /* no address: a friend's invitation (XEP-0249) says where */
      adw_status_page_set_title (ADW_STATUS_PAGE (self->waiting), _("Waiting for an Invitation"));
      adw_status_page_set_description (ADW_STATUS_PAGE (self->waiting),
                                       _("Ask the host to invite your address; you join their table as soon as it comes."));
      gtk_widget_set_visible (self->start_now, FALSE);
      self->xmpp = g_object_ref (xmpp);
      g_signal_connect_swapped (xmpp, "invited", G_CALLBACK (on_invited), self);
      g_signal_connect_swapped (xmpp, "closed", G_CALLBACK (on_closed), self);
      gtk_label_set_text (GTK_LABEL (self->room_label), gtk_editable_get_text (GTK_EDITABLE (self->address)));
      return;
    }
  else
    {
      room = kaiser_friends_dialog_read_room (gtk_editable_get_text (GTK_EDITABLE (self->room)), NULL);
      adw_status_page_set_title (ADW_STATUS_PAGE (self->waiting), _("Joining the Table"));
      adw_status_page_set_description (ADW_STATUS_PAGE (self->waiting), _("The host gives you a seat."));
      gtk_widget_set_visible (self->start_now, FALSE);
      kaiser_friends_join (self->friends, xmpp, room, name, last_seat (self, room));
    }
  gtk_label_set_text (GTK_LABEL (self->room_label), room);
}

static void
on_invited (KaiserFriendsDialog *self, const char *from, const char *room, const char *reason)
{
  g_autoptr(KaiserXmpp) xmpp = g_steal_pointer (&self->xmpp);
  g_autofree char *name = table_name (self);

  g_signal_handlers_disconnect_by_data (xmpp, self);
  gtk_editable_set_text (GTK_EDITABLE (self->room), room);
  gtk_label_set_text (GTK_LABEL (self->room_label), room);
  adw_status_page_set_title (ADW_STATUS_PAGE (self->waiting), _("Joining the Table"));
  /* Translators: %s is the address of the friend who sent the invitation */
  {
    g_autofree char *text = g_strdup_printf (_("Invited by %s. The host gives you a seat."), from);

    adw_status_page_set_description (ADW_STATUS_PAGE (self->waiting), text);
  }
  kaiser_friends_join (self->friends, xmpp, room, name, last_seat (self, room));
}

static void
on_closed (KaiserFriendsDialog *self, const GError *error)
{
  if (self->xmpp)
    g_signal_handlers_disconnect_by_data (self->xmpp, self);
  g_clear_object (&self->xmpp);
  gtk_widget_set_sensitive (self->go, TRUE);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "form");
  set_error (self, error ? error->message : _("The connection closed"));
}

/* The account made (XEP-0077): signed in with it. */
static void
registered (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GError) error = NULL;
  KaiserFriendsDialog *self;

  if (!kaiser_xmpp_register_finish (KAISER_XMPP (source), result, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = KAISER_FRIENDS_DIALOG (data);
  if (error == NULL)
    {
      gtk_switch_set_active (GTK_SWITCH (self->create), FALSE);
      if (self->xmpp && kaiser_xmpp_connect (self->xmpp, &error))
        return;
    }
  if (self->xmpp)
    g_signal_handlers_disconnect_by_data (self->xmpp, self);
  g_clear_object (&self->xmpp);
  gtk_widget_set_sensitive (self->go, TRUE);
  set_error (self, error ? error->message : NULL);
}

static void
on_go (KaiserFriendsDialog *self)
{
  const char *address = gtk_editable_get_text (GTK_EDITABLE (self->address));
  const char *password = gtk_editable_get_text (GTK_EDITABLE (self->password));
  g_autoptr(GError) error = NULL;
  g_autofree char *server = self->settings ? g_settings_get_string (self->settings, "online-server") : NULL;
  g_autofree char *cafile = self->settings ? g_settings_get_string (self->settings, "online-cafile") : NULL;
  g_autofree char *name = table_name (self);

  set_error (self, NULL);
  if (!kaiser_xmpp_is_bare_jid (address))
    {
      set_error (self, _("The address looks like name@example.org"));
      return;
    }
  if (password[0] == '\0')
    {
      set_error (self, _("The password is missing"));
      return;
    }
  if (!kaiser_online_check_name (name, &error))
    {
      set_error (self, error->message);
      return;
    }
  /* no address to join: an invitation is waited for */
  if (!hosting (self) && gtk_editable_get_text (GTK_EDITABLE (self->room))[0] != '\0')
    {
      g_autofree char *room = kaiser_friends_dialog_read_room (gtk_editable_get_text (GTK_EDITABLE (self->room)), &error);

      if (room == NULL)
        {
          set_error (self, error->message);
          return;
        }
    }
  g_clear_object (&self->xmpp);
  self->xmpp = kaiser_xmpp_new (address, password);
  if (server && server[0])
    {
      g_auto(GStrv) parts = g_strsplit (server, ":", 2);
      guint64 port = parts[1] ? g_ascii_strtoull (parts[1], NULL, 10) : 5222;

      kaiser_xmpp_set_server (self->xmpp, parts[0], (guint16) CLAMP (port, 1, 65535));
    }
  if (cafile && cafile[0])
    kaiser_xmpp_set_cafile (self->xmpp, cafile);
  g_signal_connect_swapped (self->xmpp, "connected", G_CALLBACK (on_connected), self);
  g_signal_connect_swapped (self->xmpp, "closed", G_CALLBACK (on_closed), self);
  gtk_widget_set_sensitive (self->go, FALSE);
  if (gtk_switch_get_active (GTK_SWITCH (self->create)))
    {
      kaiser_xmpp_register_async (self->xmpp, self->cancellable, registered, self);
      return;
    }
  if (!kaiser_xmpp_connect (self->xmpp, &error))
    on_closed (self, error);
}

static void
on_copy (KaiserFriendsDialog *self)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), gtk_label_get_text (GTK_LABEL (self->room_label)));
}

static void
on_start_now (KaiserFriendsDialog *self)
{
  kaiser_friends_start_now (self->friends);
}

static void
on_mode (KaiserFriendsDialog *self)
{
  gtk_button_set_label (GTK_BUTTON (self->go), hosting (self) ? _("_Open the Table") : _("_Join the Table"));
  set_error (self, NULL);
}

static void
kaiser_friends_dialog_dispose (GObject *object)
{
  KaiserFriendsDialog *self = KAISER_FRIENDS_DIALOG (object);

  if (self->xmpp)
    g_signal_handlers_disconnect_by_data (self->xmpp, self);
  g_clear_object (&self->xmpp);
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->friends)
    g_signal_handlers_disconnect_by_data (self->friends, self);
  g_clear_object (&self->friends);
  g_clear_object (&self->settings);
  g_clear_object (&self->current);
  G_OBJECT_CLASS (kaiser_friends_dialog_parent_class)->dispose (object);
}

static void
kaiser_friends_dialog_class_init (KaiserFriendsDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = kaiser_friends_dialog_dispose;
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0, "window.close", NULL);
}

static GtkWidget *
group (GtkWidget *box, const char *title, const char *description)
{
  GtkWidget *g = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (g), title);
  if (description)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (g), description);
  gtk_box_append (GTK_BOX (box), g);
  return g;
}

static GtkWidget *
entry_row (GtkWidget *g, GtkWidget *row, const char *title, const char *name)
{
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_name (row, name);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g), row);
  return row;
}

static GtkWidget *
switch_row (GtkWidget *g, const char *title, const char *name, gboolean active)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  gtk_switch_set_active (GTK_SWITCH (sw), active);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_widget_set_name (sw, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g), row);
  return sw;
}

static void
kaiser_friends_dialog_init (KaiserFriendsDialog *self)
{
  GtkWidget *outer, *header, *switcher, *scroll, *clamp, *box, *g, *host_box, *join_box, *copy, *buttons, *cancel;
  g_autoptr(GtkStringList) presets = gtk_string_list_new (NULL);

  self->cancellable = g_cancellable_new ();
  gtk_window_set_title (GTK_WINDOW (self), _("Play with Friends"));
  gtk_window_set_default_size (GTK_WINDOW (self), 520, 720);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);

  outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  gtk_box_append (GTK_BOX (outer), header);
  self->stack = gtk_stack_new ();
  gtk_stack_set_transition_type (GTK_STACK (self->stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE);
  gtk_widget_set_vexpand (self->stack, TRUE);
  gtk_box_append (GTK_BOX (outer), self->stack);
  adw_window_set_content (ADW_WINDOW (self), outer);

  /* the form */
  scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  clamp = adw_clamp_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), clamp);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_stack_add_named (GTK_STACK (self->stack), scroll, "form");

  g = group (box, _("Your Account"),
             _("Tables are shared over XMPP, the open chat standard: sign in with any XMPP address. "
               "The connection is always encrypted."));
  self->address = entry_row (g, adw_entry_row_new (), _("Address (name@example.org)"), "address");
  self->password = entry_row (g, adw_password_entry_row_new (), _("Password"), "password");
  self->remember = switch_row (g, _("Keep the password in the keyring"), "remember", TRUE);
  self->create = switch_row (g, _("Create this account on its server"), "create", FALSE);
  self->name = entry_row (g, adw_entry_row_new (), _("Your name at the table"), "name");
  gtk_editable_set_max_width_chars (GTK_EDITABLE (self->name), KAISER_ONLINE_MAX_NAME);

  self->mode = gtk_stack_new ();
  switcher = gtk_stack_switcher_new ();
  gtk_stack_switcher_set_stack (GTK_STACK_SWITCHER (switcher), GTK_STACK (self->mode));
  gtk_widget_set_halign (switcher, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), switcher);
  gtk_box_append (GTK_BOX (box), self->mode);

  host_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  g = group (host_box, _("The Table"), NULL);
  for (const char * const *p = kaiser_rules_list_presets (); *p; p++)
    gtk_string_list_append (presets, kaiser_rules_preset_title (*p));
  self->rules = adw_combo_row_new ();
  adw_combo_row_set_model (ADW_COMBO_ROW (self->rules), G_LIST_MODEL (presets));
  entry_row (g, self->rules, _("Rules"), "rules");
  self->go_on = switch_row (g, _("Go on with the game on the table"), "go-on", FALSE);
  gtk_widget_set_visible (gtk_widget_get_ancestor (self->go_on, ADW_TYPE_ACTION_ROW), FALSE);
  g_signal_connect_swapped (self->go_on, "notify::active", G_CALLBACK (fill_seats), self);
  g_signal_connect_swapped (self->rules, "notify::selected", G_CALLBACK (fill_seats), self);
  self->seats_group = group (host_box, _("Seats"), _("A computer plays a friend’s seat until they sit down, and whenever they drop."));
  g = group (host_box, _("Invitations"), NULL);
  self->invite = entry_row (g, adw_entry_row_new (), _("Friends’ addresses, separated by spaces"), "invite");
  gtk_stack_add_titled (GTK_STACK (self->mode), host_box, "host", _("Host a Table"));

  join_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  g = group (join_box, _("The Table"), _("Paste the address the host gave you, or leave it empty to wait for their invitation."));
  self->room = entry_row (g, adw_entry_row_new (), _("Table address"), "room");
  gtk_stack_add_titled (GTK_STACK (self->mode), join_box, "join", _("Join a Table"));
  g_signal_connect_swapped (self->mode, "notify::visible-child-name", G_CALLBACK (on_mode), self);

  self->error = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->error, "error");
  gtk_label_set_wrap (GTK_LABEL (self->error), TRUE);
  gtk_widget_set_name (self->error, "error");
  gtk_widget_set_visible (self->error, FALSE);
  gtk_box_append (GTK_BOX (box), self->error);
  self->go = gtk_button_new_with_mnemonic (_("_Open the Table"));
  gtk_widget_set_name (self->go, "go");
  gtk_widget_add_css_class (self->go, "suggested-action");
  gtk_widget_add_css_class (self->go, "pill");
  gtk_widget_set_halign (self->go, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (self->go, "clicked", G_CALLBACK (on_go), self);
  gtk_box_append (GTK_BOX (box), self->go);
  /* Enter in any field opens or joins the table */
  gtk_window_set_default_widget (GTK_WINDOW (self), self->go);
  adw_entry_row_set_activates_default (ADW_ENTRY_ROW (self->address), TRUE);
  adw_entry_row_set_activates_default (ADW_ENTRY_ROW (self->password), TRUE);
  adw_entry_row_set_activates_default (ADW_ENTRY_ROW (self->name), TRUE);
  adw_entry_row_set_activates_default (ADW_ENTRY_ROW (self->invite), TRUE);
  adw_entry_row_set_activates_default (ADW_ENTRY_ROW (self->room), TRUE);

  /* waiting */
  self->waiting = adw_status_page_new ();
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (self->waiting), "system-users-symbolic");
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  self->room_label = gtk_label_new (NULL);
  gtk_label_set_selectable (GTK_LABEL (self->room_label), TRUE);
  gtk_widget_set_name (self->room_label, "room-address");
  gtk_widget_add_css_class (self->room_label, "monospace");
  gtk_box_append (GTK_BOX (buttons), self->room_label);
  copy = gtk_button_new_from_icon_name ("edit-copy-symbolic");
  gtk_widget_set_tooltip_text (copy, _("Copy the table’s address"));
  g_signal_connect_swapped (copy, "clicked", G_CALLBACK (on_copy), self);
  gtk_box_append (GTK_BOX (buttons), copy);
  gtk_box_append (GTK_BOX (box), buttons);
  self->seat_list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->seat_list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->seat_list, "boxed-list");
  gtk_box_append (GTK_BOX (box), self->seat_list);
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  cancel = gtk_button_new_with_mnemonic (_("_Close"));
  gtk_widget_add_css_class (cancel, "pill");
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (gtk_window_close), self);
  gtk_box_append (GTK_BOX (buttons), cancel);
  self->start_now = gtk_button_new_with_mnemonic (_("_Start Now"));
  gtk_widget_set_tooltip_text (self->start_now, _("Computers play the open seats until friends sit down"));
  gtk_widget_add_css_class (self->start_now, "pill");
  gtk_widget_add_css_class (self->start_now, "suggested-action");
  g_signal_connect_swapped (self->start_now, "clicked", G_CALLBACK (on_start_now), self);
  gtk_box_append (GTK_BOX (buttons), self->start_now);
  gtk_box_append (GTK_BOX (box), buttons);
  adw_status_page_set_child (ADW_STATUS_PAGE (self->waiting), box);
  gtk_stack_add_named (GTK_STACK (self->stack), self->waiting, "waiting");
  (void) header;
}

/**
 * kaiser_friends_dialog_new:
 * @friends: the window's table with friends
 * @settings: (nullable): the app's (the address, the name, the servers)
 * @level: of the computers at a hosted table
 * @current: (nullable): the game on the table, which the host may open
 *   to friends instead of a new one
 */
GtkWidget *
kaiser_friends_dialog_new (GtkWindow *parent, KaiserFriends *friends, GSettings *settings, KaiserLevel level,
                           KaiserGame *current)
{
  KaiserFriendsDialog *self = g_object_new (KAISER_TYPE_FRIENDS_DIALOG, "transient-for", parent, NULL);

  /* a game under way can be opened to friends: the one a host had going
   * when their program closed, above all */
  if (current && kaiser_game_get_phase (current) != KAISER_PHASE_GAME_OVER && kaiser_game_get_n_actions (current) > 0 &&
      kaiser_game_get_seen_seat (current) == KAISER_SEAT_NONE)
    {
      self->current = g_object_ref (current);
      gtk_widget_set_visible (gtk_widget_get_ancestor (self->go_on, ADW_TYPE_ACTION_ROW), TRUE);
    }

  self->friends = g_object_ref (friends);
  self->settings = settings ? g_object_ref (settings) : NULL;
  self->level = level;
  if (settings)
    {
      g_autofree char *address = g_settings_get_string (settings, "online-address");
      g_autofree char *name = g_settings_get_string (settings, "online-name");
      g_autofree char *invite = g_settings_get_string (settings, "online-invite");

      gtk_editable_set_text (GTK_EDITABLE (self->address), address);
      gtk_editable_set_text (GTK_EDITABLE (self->name), name);
      gtk_editable_set_text (GTK_EDITABLE (self->invite), invite);
      /* signed in before: the password is what is left to type, unless
       * the keyring keeps it */
      if (address[0])
        {
          gtk_window_set_focus (GTK_WINDOW (self), self->password);
          kaiser_account_lookup_password_async (address, self->cancellable, looked_up, self);
        }
    }
  fill_seats (self);
  g_signal_connect_swapped (friends, "table", G_CALLBACK (on_table), self);
  g_signal_connect_swapped (friends, "started", G_CALLBACK (on_started), self);
  return GTK_WIDGET (self);
}

/**
 * kaiser_friends_dialog_set_room:
 * @room: a table's address (an invitation's)
 *
 * Shows the Join page with @room filled in.
 */
void
kaiser_friends_dialog_set_room (KaiserFriendsDialog *self, const char *room)
{
  g_return_if_fail (KAISER_IS_FRIENDS_DIALOG (self));

  gtk_editable_set_text (GTK_EDITABLE (self->room), room);
  gtk_stack_set_visible_child_name (GTK_STACK (self->mode), "join");
}
