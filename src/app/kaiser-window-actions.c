/* kaiser-window-actions.c: the main window's actions that open the
 * other windows (the score sheet, a hand's review, Saved Games, Rules,
 * the shortcuts, Statistics, Preferences) and a practice deal (Replay
 * This Deal, Back to the Game, Play a Deal from a Number).
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-window"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-friends-dialog.h"
#include "kaiser-preferences-window.h"
#include "kaiser-review-window.h"
#include "kaiser-rules-window.h"
#include "kaiser-saved-games-window.h"
#include "kaiser-score-sheet.h"
#include "kaiser-statistics-window.h"
#include "kaiser-window-private.h"

static void
on_score_sheet_destroy (GtkWidget *sheet, KaiserWindow *self)
{
  if (self->score_sheet == GTK_WINDOW (sheet))
    self->score_sheet = NULL;
}

static void replay_hand (KaiserWindow *self, guint hand_index);

static void
score_sheet_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserWindow *self = KAISER_WINDOW (widget);

  if (self->score_sheet == NULL)
    {
      self->score_sheet = GTK_WINDOW (kaiser_score_sheet_new (GTK_WINDOW (self), self->game, self->human));
      kaiser_score_sheet_set_cache (KAISER_SCORE_SHEET (self->score_sheet), self->cache);
      gtk_window_set_destroy_with_parent (self->score_sheet, TRUE);
      g_signal_connect (self->score_sheet, "destroy", G_CALLBACK (on_score_sheet_destroy), self);
      g_signal_connect_swapped (self->score_sheet, "replay-hand", G_CALLBACK (replay_hand), self);
    }
  gtk_window_present (self->score_sheet);
}

static void replay_hand_of (KaiserWindow *self, KaiserGame *from, guint hand_index);

/* The review's Replay This Deal: its hand as a practice deal, and the
 * review closed. */
static void
on_review_replay (KaiserReviewWindow *review, KaiserWindow *self)
{
  KaiserReview *r = kaiser_review_window_get_review (review);

  replay_hand_of (self, kaiser_review_get_game (r), kaiser_review_get_hand_index (r));
  gtk_window_close (GTK_WINDOW (review));
}

/* A review gone through to its end counts in the statistics. */
static void
count_review (KaiserReview *review, KaiserWindow *self)
{
  if (self->statistics)
    kaiser_statistics_count_review (self->statistics, review);
}

/* win.review-hand(u): the review of a hand of the game (0-based). */
static void
review_hand_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserWindow *self = KAISER_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  KaiserReviewWindow *review;

  /* over the score sheet when it shows (a review asked for from it): the
   * sheet stays, under the review */
  review = kaiser_review_window_new (self->score_sheet && gtk_widget_get_visible (GTK_WIDGET (self->score_sheet))
                                       ? self->score_sheet : GTK_WINDOW (self),
                                     self->game, g_variant_get_uint32 (parameter), self->human,
                                     kaiser_session_get_level (self->session), self->cache, &error);
  if (review == NULL)
    {
      _kaiser_window_toast (self, error->message);
      return;
    }
  /* a hand of the game (not a practice deal) counts once in the statistics */
  if (self->statistics && !kaiser_session_is_practice (self->session))
    g_signal_connect_object (kaiser_review_window_get_review (review), "completed",
                             G_CALLBACK (count_review), self, 0);
  g_signal_connect_object (review, "replay", G_CALLBACK (on_review_replay), self, 0);
  gtk_window_present (GTK_WINDOW (review));
}


/* Saved Games: a game resumed there comes onto the table. */
static void
on_saved_game_chosen (KaiserSavedGamesWindow *saved_games, KaiserGame *game, KaiserWindow *self)
{
  /* Saved Games asked about the game kept aside, as the game on the table */
  kaiser_session_forget_practice (self->session);
  _kaiser_window_set_game (self, game, _kaiser_window_computer_level (self));
}

static void
on_saved_games_message (KaiserSavedGamesWindow *saved_games, const char *text, KaiserWindow *self)
{
  _kaiser_window_toast (self, text);
}

static void
saved_games_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserWindow *self = KAISER_WINDOW (widget);

  if (self->store == NULL)
    return;
  if (self->saved_games_window == NULL)
    {
      KaiserSavedGamesWindow *saved_games = kaiser_saved_games_window_new (GTK_WINDOW (self), self->store, _kaiser_window_real_game (self));

      g_signal_connect_object (saved_games, "game-chosen", G_CALLBACK (on_saved_game_chosen), self, 0);
      g_signal_connect_object (saved_games, "message", G_CALLBACK (on_saved_games_message), self, 0);
      g_set_weak_pointer (&self->saved_games_window, GTK_WINDOW (saved_games));
    }
  gtk_window_present (self->saved_games_window);
}

/* Rules: how to play, and the options of the game on the table. */
static void
rules_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserWindow *self = KAISER_WINDOW (widget);

  if (self->rules_window == NULL)
    g_set_weak_pointer (&self->rules_window,
                        GTK_WINDOW (kaiser_rules_window_new (GTK_WINDOW (self), kaiser_game_get_rules (self->game),
                                                                             _kaiser_window_card_names (self))));
  else
    kaiser_rules_window_set_rules (KAISER_RULES_WINDOW (self->rules_window), kaiser_game_get_rules (self->game),
                                   _kaiser_window_card_names (self));
  gtk_window_present (self->rules_window);
}

/* The keyboard shortcuts, built when first asked for rather than with
 * the window (as GtkApplication does with gtk/help-overlay.ui): a
 * GtkShortcutsWindow holds about a megabyte most players never see. */
static void
show_help_overlay_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserWindow *self = KAISER_WINDOW (widget);

  if (self->shortcuts_window == NULL)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (KAISER_RESOURCE_PATH "/kaiser-shortcuts.ui");
      GtkWindow *window = GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window"));

      gtk_window_set_transient_for (window, GTK_WINDOW (self));
      gtk_window_set_destroy_with_parent (window, TRUE);
      gtk_window_set_hide_on_close (window, FALSE);
      g_set_weak_pointer (&self->shortcuts_window, window);
    }
  gtk_window_present (self->shortcuts_window);
}


/* Replay This Deal, Back to the Game, Play a Deal from a Number,
 * Statistics (kaiser-practice, kaiser-statistics-window) */

/* A practice deal of hand @hand_index of @from (the game on the table,
 * or a review's copy of it). */
static void
replay_hand_of (KaiserWindow *self, KaiserGame *from, guint hand_index)
{
  g_autoptr(GError) error = NULL;

  if (!kaiser_practice_replay (self->practice, from, hand_index, &error))
    {
      _kaiser_window_toast (self, error->message);
      return;
    }
  if (self->score_sheet)
    gtk_widget_set_visible (GTK_WIDGET (self->score_sheet), FALSE);
}

/* A practice deal of hand @hand_index of the game on the table. */
static void
replay_hand (KaiserWindow *self, guint hand_index)
{
  replay_hand_of (self, self->game, hand_index);
}

static void
replay_hand_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  replay_hand (KAISER_WINDOW (widget), g_variant_get_uint32 (parameter));
}

static void
back_to_game_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  kaiser_session_end_practice (KAISER_WINDOW (widget)->session);
}

static void
play_deal_number_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  kaiser_practice_play_number (KAISER_WINDOW (widget)->practice, GTK_WINDOW (widget));
}

static void
statistics_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserWindow *self = KAISER_WINDOW (widget);

  if (self->statistics == NULL)
    return;
  gtk_window_present (GTK_WINDOW (kaiser_statistics_window_new (GTK_WINDOW (self), self->statistics, self->store)));
}


static void
preferences_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  gtk_window_present (GTK_WINDOW (kaiser_preferences_window_new (GTK_WINDOW (widget))));
}


/* Play with Friends… (issue 26): the dialog signs in and hosts or joins
 * a table; from then on the window's session is that table's, the names
 * at the seats and the talk between hands shown (KaiserFriends). */
static GtkWindow *
friends_dialog (KaiserWindow *self)
{
  if (self->friends_dialog == NULL)
    g_set_weak_pointer (&self->friends_dialog,
                        GTK_WINDOW (kaiser_friends_dialog_new (GTK_WINDOW (self), self->friends, self->settings,
                                                               _kaiser_window_computer_level (self),
                                                               _kaiser_window_real_game (self))));
  return self->friends_dialog;
}

static void
play_with_friends_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserWindow *self = KAISER_WINDOW (widget);

  /* from a practice deal: the table is about the game kept aside */
  if (kaiser_session_is_practice (self->session))
    kaiser_session_end_practice (self->session);
  gtk_window_present (friends_dialog (self));
}

/**
 * kaiser_window_join_table:
 * @address: a friend's table: its room's address, or an xmpp: link to it
 *
 * Play with Friends, on the table to join (an invitation's link given on
 * the command line); an address that is not one says so.
 */
void
kaiser_window_join_table (KaiserWindow *self, const char *address)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *room = NULL;

  g_return_if_fail (KAISER_IS_WINDOW (self));

  if (kaiser_friends_is_on (self->friends))
    {
      _kaiser_window_toast (self, _("Leave this table before joining another"));
      return;
    }
  room = kaiser_friends_dialog_read_room (address, &error);
  if (room == NULL)
    {
      _kaiser_window_toast (self, error->message);
      return;
    }
  kaiser_friends_dialog_set_room (KAISER_FRIENDS_DIALOG (friends_dialog (self)), room);
  gtk_window_present (self->friends_dialog);
}

static void
leave_table_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  kaiser_friends_leave (KAISER_WINDOW (widget)->friends);
}

static void
on_friends_started (KaiserWindow *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->chat_bar), TRUE);
  /* the dialog gives the keyboard back to the table, not to the main
   * menu's button it was opened from (Enter would open the menu) */
  gtk_widget_grab_focus (GTK_WIDGET (self->table));
  kaiser_session_update (self->session);
}

static void
on_friends_ended (KaiserWindow *self, const char *why)
{
  gtk_widget_set_visible (GTK_WIDGET (self->chat_bar), FALSE);
  if (why)
    _kaiser_window_toast (self, why);
  /* a friend's game cannot go on here: a game of one's own instead */
  if (kaiser_session_is_guest (self->session))
    kaiser_new_game_start (self->new_game);
  else
    kaiser_session_update (self->session);
}

/* A friend's game over: the host's record, replayed and checked, is
 * kept in the saved games and counted for the seat played here, as a
 * game of one's own would be. */
static void
on_friends_finished (KaiserWindow *self, KaiserGame *game)
{
  KaiserSeat here = kaiser_session_get_here (self->session);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *when = g_date_time_format (now, "%x %H:%M");
  /* Translators: the name of a game played at a friend's table, kept in Saved Games; %s is the date */
  g_autofree char *name = g_strdup_printf (_("With friends, %s"), when);

  if (self->statistics && here < kaiser_rules_n_seats (kaiser_game_get_rules (game)))
    kaiser_statistics_add_game_at (self->statistics, kaiser_session_get_level (self->session), game, here);
  if (self->store && kaiser_game_store_save (self->store, game, name, &error) == NULL)
    _kaiser_window_toast (self, error->message);
}

static void
on_friends_message (KaiserWindow *self, const char *text)
{
  _kaiser_window_toast (self, text);
}

void
_kaiser_window_friends_init (KaiserWindow *self)
{
  self->friends = kaiser_friends_new (self->session, self->table, self->chat_bar);
  g_signal_connect_swapped (self->friends, "started", G_CALLBACK (on_friends_started), self);
  g_signal_connect_swapped (self->friends, "ended", G_CALLBACK (on_friends_ended), self);
  g_signal_connect_swapped (self->friends, "message", G_CALLBACK (on_friends_message), self);
  g_signal_connect_swapped (self->friends, "finished", G_CALLBACK (on_friends_finished), self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.leave-table", FALSE);
}

void
_kaiser_window_class_actions_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.play-with-friends", NULL, play_with_friends_action);
  gtk_widget_class_install_action (widget_class, "win.leave-table", NULL, leave_table_action);
  gtk_widget_class_install_action (widget_class, "win.score-sheet", NULL, score_sheet_action);
  gtk_widget_class_install_action (widget_class, "win.review-hand", "u", review_hand_action);
  gtk_widget_class_install_action (widget_class, "win.replay-hand", "u", replay_hand_action);
  gtk_widget_class_install_action (widget_class, "win.back-to-game", NULL, back_to_game_action);
  gtk_widget_class_install_action (widget_class, "win.play-deal-number", NULL, play_deal_number_action);
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL, statistics_action);
  gtk_widget_class_install_action (widget_class, "win.preferences", NULL, preferences_action);
  gtk_widget_class_install_action (widget_class, "win.saved-games", NULL, saved_games_action);
  gtk_widget_class_install_action (widget_class, "win.rules", NULL, rules_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_help_overlay_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_comma, GDK_CONTROL_MASK, "win.preferences", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "win.rules", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.score-sheet", NULL);
}
