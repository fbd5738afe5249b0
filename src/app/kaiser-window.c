/* kaiser-window.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 *
 * This program is distributed in the hope that it will be useful,
 * but WITHOUT ANY WARRANTY; without even the implied warranty of
 * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
 * GNU General Public License for more details.
 *
 * You should have received a copy of the GNU General Public License
 * along with this program.  If not, see <https://www.gnu.org/licenses/>.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-window"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-a11y.h"
#include "kaiser-advice-text.h"
#include "kaiser-card-cache.h"
#include "kaiser-choices.h"
#include "kaiser-claim.h"
#include "kaiser-game-store.h"
#include "kaiser-hand-summary.h"
#include "kaiser-practice.h"
#include "kaiser-preferences-window.h"
#include "kaiser-rules-window.h"
#include "kaiser-saved-games-window.h"
#include "kaiser-score-sheet.h"
#include "kaiser-seating.h"
#include "kaiser-session.h"
#include "kaiser-score-text.h"
#include "kaiser-review-window.h"
#include "kaiser-settings.h"
#include "kaiser-statistics.h"
#include "kaiser-statistics-window.h"
#include "kaiser-table.h"
#include "kaiser-theme-loader.h"
#include "kaiser-toast.h"
#include "kaiser-window.h"

#define HUMAN            (self->human)   /* the player's seat (kaiser_seating_player) */
#define BID_SECOND_FIGURE 2000   /* ms: a bid's second figure, 1 then 2 for 12 */
#define COMPUTER_PAUSE   450   /* ms between a computer seat's actions, so people can follow */
#define COMPUTER_PAUSE_ANIMATED 400   /* after the table's animation: a card played stays in view this
                                       * long before the next (at the normal speed) */

struct _KaiserWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  KaiserGameStore      *store;                     /* autosave, saved games, statistics; NULL without settings */
  GtkWindow            *saved_games_window;        /* weak */
  GtkWindow            *rules_window;              /* weak */
  GtkWindow            *shortcuts_window;          /* weak: built when asked for, gone when closed */
  KaiserSession        *session;                   /* the game, its seats and their turns */
  KaiserGame           *game;                      /* the session's, as shown */
  KaiserSeat            human;                     /* the player's seat at the game's table */
  KaiserCardCache      *cache;
  KaiserThemeLoader    *theme_loader;              /* the key's theme into cache */
  KaiserGame           *discarded;                 /* New Game's discarded game, while its toast shows */
  AdwToast             *discarded_toast;
  AdwToast             *message_toast;             /* weak: the message shown (kaiser-toast.h) */
  guint                 bid_tens;                  /* "1" typed: 10, 11 or 12 comes next … */
  gint64                bid_tens_time;             /* … if typed before BID_SECOND_FIGURE ms after */
  gboolean              told_to_wait;              /* "Wait for your turn" said since the player's last turn */
  gboolean              theme_switched;            /* by Ctrl+T: its toast names the theme loaded */
  char                 *stand_in_told;             /* the theme and pack of the last toast of the Standard cards standing in */
  GCancellable         *hinting;
  gboolean              has_hint;                  /* hint shown, for the game at hint_generation, hint_actions */
  KaiserAdvice          hint;
  guint                 hint_generation;
  guint                 hint_actions;
  GtkWindow            *score_sheet;               /* once opened; closing hides it */
  KaiserPractice       *practice;                  /* the practice deal's marks in the header bar */
  KaiserStatistics     *statistics;                /* by level; NULL without settings */

  /* Template widgets */
  AdwHeaderBar         *header_bar;
  GtkMenuButton        *primary_menu_button;
  GMenu                *primary_menu;              /* given to the menu button when it first opens */
  GMenu                *theme_menu;
  AdwToastOverlay      *toast_overlay;
  KaiserTable          *table;
  GtkOverlay           *table_overlay;
  KaiserHandSummary    *hand_summary;              /* over the table; made when a hand first ends */
  GtkLabel             *score_label;
  GtkLabel             *contract_label;
  GtkToggleButton      *last_trick_button;
  GtkLabel             *prompt_label;
  GtkLabel             *hint_label;
  GtkFlowBox           *choices;
  GtkOverlay           *panel_overlay;
  GtkWidget            *panel;
  GtkWidget            *panel_reserve;
  GtkOverlay           *hint_overlay;
  GtkWidget            *hint_reserve;
  GtkFlowBox           *choices_reserve;             /* the whole bidding box, unseen: the panel's room */
};

static void update (KaiserWindow *self);
static void back_to_game (KaiserWindow *self);
static void show_hint (KaiserWindow *self);
static gboolean hint_is_current (KaiserWindow *self);
static gboolean can_undo (KaiserWindow *self);
static void tell_stand_in (KaiserWindow *self);

G_DEFINE_FINAL_TYPE (KaiserWindow, kaiser_window, ADW_TYPE_APPLICATION_WINDOW)

/**
 * kaiser_window_new:
 * @application: the owning application
 *
 * Returns: (transfer full): a new main window for @application
 */
KaiserWindow *
kaiser_window_new (KaiserApplication *application)
{
  g_return_val_if_fail (KAISER_IS_APPLICATION (application), NULL);

  return g_object_new (KAISER_TYPE_WINDOW,
                       "application", application,
                       NULL);
}

/**
 * kaiser_window_get_game:
 *
 * Returns: (transfer none): the game on the table
 */
KaiserGame *
kaiser_window_get_game (KaiserWindow *self)
{
  g_return_val_if_fail (KAISER_IS_WINDOW (self), NULL);
  return self->game;
}

static void
kaiser_window_bind_settings (KaiserWindow *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);

  /* Without the schema (e.g. running uninstalled without
   * GSETTINGS_SCHEMA_DIR) g_settings_new() would abort; the window
   * state simply is not remembered in that case. */
  if (schema == NULL)
    {
      g_message ("GSettings schema %s not found, window state will not be saved", APP_ID);
      return;
    }

  self->settings = g_settings_new_full (schema, NULL, NULL);
  self->store = kaiser_game_store_new (self->settings);

  g_settings_bind (self->settings, "window-width",
                   self, "default-width",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height",
                   self, "default-height",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized",
                   self, "maximized",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "animation-speed",
                   self->table, "animation-speed",
                   G_SETTINGS_BIND_GET);
  /* the main menu's Card Theme: win.card-theme is the key */
  {
    g_autoptr(GAction) theme = g_settings_create_action (self->settings, "card-theme");
    g_action_map_add_action (G_ACTION_MAP (self), theme);
  }
  /* "rules-preset" and the rules keys agree (a preset set by an older
   * version or by gsettings is written into the keys) */
  kaiser_settings_sync_preset (self->settings);
}

/* Game */

static const char *
seat_title (KaiserWindow *self, KaiserSeat seat)
{
  return kaiser_score_text_seat (kaiser_game_get_rules (self->game), seat, HUMAN);
}

/* What the card theme calls the cards and suits (NULL: the usual names). */
static const KaiserCardNames *
card_names (KaiserWindow *self)
{
  return kaiser_card_cache_get_names (self->cache);
}

static char *
contract_text (KaiserWindow *self, const KaiserState *st)
{
  g_autofree char *bid = NULL;
  g_autofree char *trump = NULL;
  g_autofree char *call = NULL;

  if (st->declarer == KAISER_SEAT_NONE)
    return g_strdup_printf (_("Hand %u · %s dealt"), st->hand_number, seat_title (self, st->dealer));
  bid = kaiser_bid_describe (st->contract);
  if (st->trump == KAISER_SUIT_NONE)
    call = g_markup_escape_text (bid, -1);
  else
    {
      /* the suit in its colour, as on the cards */
      trump = kaiser_score_text_suit_markup (kaiser_score_text_suit (card_names (self), st->trump));
      call = g_strdup_printf ("%s %s", bid, trump);
    }
  /* Translators: the contract in the header, "East: <b>7 ♥</b> (low)"; the
   * last %s is " (low)" or nothing */
  return g_strdup_printf (_("%s: <b>%s</b>%s"), seat_title (self, st->declarer), call,
                          st->low ? _(" (low)") : "");
}

/* A message in the window's one message toast: a new message replaces
 * the one shown, in place (kaiser-toast.h says why). */
static void
toast (KaiserWindow *self, const char *text)
{
  kaiser_toast_show (GTK_WIDGET (self->toast_overlay), &self->message_toast, text, 5);
}

static void
clear_choices (KaiserWindow *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choices))))
    gtk_flow_box_remove (self->choices, child);
}

static void
apply_human (KaiserWindow *self, const KaiserAction *action)
{
  g_autoptr(GError) error = NULL;

  if (!kaiser_session_play (self->session, action, &error))
    toast (self, error->message);
}

static void
on_choice (const KaiserAction *action, gpointer data)
{
  apply_human (KAISER_WINDOW (data), action);
}

static GtkWidget *
add_choice (KaiserWindow *self, const char *label, const KaiserAction *action, gboolean suggested)
{
  GtkWidget *button = action ? kaiser_choice_button_new (label, action, on_choice, self)
                             : gtk_button_new_with_mnemonic (label);

  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_add_css_class (button, "pill");
  gtk_flow_box_append (self->choices, button);
  return button;
}

/* Claims: when the rest of the hand is certain, the seat to play may
 * have it played out at once (kaiser_session_claim): the player is
 * offered "Claim the Rest"; a computer seat claims whenever it holds and
 * its side takes some of the rest.  The tricks simply appear (no
 * animation for each card), and a notice says what the claim took. */

/* "You claimed the rest: your side takes 3 more tricks and 5 points." */
static char *
claim_text (KaiserWindow *self, KaiserSeat seat, const KaiserClaim *claim)
{
  const KaiserRules *rules = kaiser_game_get_rules (self->game);
  KaiserTeam team = kaiser_rules_seat_side (rules, seat);
  guint tricks = claim->tricks[team];
  gint points = claim->points[team];
  g_autofree char *number = kaiser_score_text_number (points);
  /* Translators: part of "… takes 3 more tricks and 5 points" */
  g_autofree char *tricks_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u more trick", "%u more tricks", tricks),
                                                  tricks);
  /* Translators: part of "… takes 3 more tricks and 5 points"; %s is the number, maybe "−3" */
  g_autofree char *points_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s point", "%s points", ABS (points)),
                                                  number);

  if (seat == HUMAN)
    /* Translators: the notice after the player's claim; the %s are "3 more tricks" and "5 points" */
    return g_strdup_printf (_("You claimed the rest: your side takes %s and %s."), tricks_text, points_text);
  if (team == kaiser_rules_seat_side (rules, HUMAN))
    /* Translators: the notice after the partner's claim, "North claimed the rest: your side takes 3 more tricks and 5 points." */
    return g_strdup_printf (_("%s claimed the rest: your side takes %s and %s."), seat_title (self, seat), tricks_text, points_text);
  /* Translators: the notice after an opponent's claim, "East claimed the rest: their side takes 3 more tricks and 5 points." */
  return g_strdup_printf (_("%s claimed the rest: their side takes %s and %s."), seat_title (self, seat), tricks_text, points_text);
}

static void
on_claimed (KaiserSession *session, KaiserSeat seat, const KaiserClaim *claim, KaiserWindow *self)
{
  g_autofree char *text = claim_text (self, seat, claim);

  kaiser_table_finish_animation (self->table);
  toast (self, text);
}

static void
on_claim_clicked (GtkButton *button, KaiserWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (kaiser_game_get_to_act (self->game) == HUMAN && !kaiser_session_claim (self->session, &error))
    toast (self, error->message);
}

static void
next_hand_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserWindow *self = KAISER_WINDOW (widget);

  kaiser_session_next_hand (self->session);
}

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
      self->score_sheet = GTK_WINDOW (kaiser_score_sheet_new (GTK_WINDOW (self), self->game, HUMAN));
      kaiser_score_sheet_set_cache (KAISER_SCORE_SHEET (self->score_sheet), self->cache);
      gtk_window_set_destroy_with_parent (self->score_sheet, TRUE);
      g_signal_connect (self->score_sheet, "destroy", G_CALLBACK (on_score_sheet_destroy), self);
      g_signal_connect_swapped (self->score_sheet, "replay-hand", G_CALLBACK (replay_hand), self);
    }
  gtk_window_present (self->score_sheet);
}

static KaiserLevel computer_level (KaiserWindow *self);
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

/* A review gone through to its end: the points the player lost, and the
 * player's bids against the Expert's, in the statistics of the level the
 * game is played at, once a hand of a game. */
static void
count_review (KaiserReview *review, KaiserWindow *self)
{
  KaiserGame *game = kaiser_review_get_game (review);
  g_autofree char *key = g_strdup_printf ("%" G_GUINT64_FORMAT ":%u", kaiser_game_get_seed (game),
                                          kaiser_game_get_hand_log (game, kaiser_review_get_hand_index (review))->number);
  guint bids = 0, as_expert = 0;

  if (self->statistics == NULL || !kaiser_review_is_complete (review))
    return;
  for (guint i = 0; i < kaiser_review_get_n_steps (review); i++)
    {
      const KaiserReviewStep *step = kaiser_review_get_step (review, i);

      if (step->reviewed && !step->forced && step->action.type == KAISER_ACTION_BID)
        {
          bids++;
          as_expert += step->agrees;
        }
    }
  /* the level the hand was played at (the review's); a hand reviewed
   * again, even after a restart, is not counted twice */
  kaiser_statistics_add_review (self->statistics, kaiser_review_get_level (review), key,
                                (guint) (kaiser_review_get_points_lost (review) * 10 + 0.5), bids, as_expert);
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
                                     self->game, g_variant_get_uint32 (parameter), HUMAN,
                                     kaiser_session_get_level (self->session), self->cache, &error);
  if (review == NULL)
    {
      toast (self, error->message);
      return;
    }
  /* a hand of the game (not a practice deal) counts once in the statistics */
  if (self->statistics && !kaiser_session_is_practice (self->session))
    g_signal_connect_object (kaiser_review_window_get_review (review), "completed",
                             G_CALLBACK (count_review), self, 0);
  g_signal_connect_object (review, "replay", G_CALLBACK (on_review_replay), self, 0);
  gtk_window_present (GTK_WINDOW (review));
}

/* The game, not a practice deal: the one kept aside while one is on. */
static KaiserGame *
real_game (KaiserWindow *self)
{
  return kaiser_session_get_real_game (self->session);
}

static void
set_game (KaiserWindow *self, KaiserGame *game, KaiserLevel level)
{
  kaiser_session_set_game (self->session, game, kaiser_seating_player (kaiser_game_get_rules (game)), level);
}

/* Another game on the table (before the session's "changed" shows it). */
static void
on_session_game (KaiserWindow *self)
{
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, kaiser_session_get_game (self->session));
  self->human = kaiser_session_get_here (self->session);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.back-to-game", kaiser_session_is_practice (self->session));
  kaiser_table_set_game (self->table, self->game);
  tell_stand_in (self);
  kaiser_choices_fill_reserve (self->choices_reserve, kaiser_game_get_rules (self->game));
  if (self->rules_window)
    kaiser_rules_window_set_rules (KAISER_RULES_WINDOW (self->rules_window), kaiser_game_get_rules (self->game),
                                   card_names (self));
  if (self->saved_games_window)
    kaiser_saved_games_window_set_game (KAISER_SAVED_GAMES_WINDOW (self->saved_games_window), real_game (self));
  if (self->score_sheet)
    kaiser_score_sheet_set_game (KAISER_SCORE_SHEET (self->score_sheet), self->game);
  gtk_toggle_button_set_active (self->last_trick_button, FALSE);
}

/* The game is saved after every action, so nothing is lost on a crash or
 * when the window closes; a finished game is cleared (and counted).  A
 * practice deal is neither saved nor counted (the session does not ask). */
static void
on_session_save (KaiserWindow *self, KaiserGame *game)
{
  if (self->store)
    kaiser_game_store_autosave (self->store, game);
}

static void
on_session_thinking (KaiserWindow *self)
{
  kaiser_table_set_thinking (self->table, kaiser_session_get_thinking (self->session));
}

static void
on_session_problem (KaiserWindow *self, const char *message)
{
  toast (self, message);
}

static KaiserLevel
computer_level (KaiserWindow *self)
{
  g_autofree char *name = self->settings ? g_settings_get_string (self->settings, "computer-level") : g_strdup ("standard");
  KaiserLevel level = KAISER_LEVEL_STANDARD;

  kaiser_level_from_string (name, &level);
  return level;
}

/* Resume the saved game; FALSE if there is none.  A damaged one is kept
 * aside by the store (never thrown away) and the player is told why. */
static gboolean
resume_game (KaiserWindow *self)
{
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (self->store == NULL)
    return FALSE;
  game = kaiser_game_store_resume (self->store, &error);
  if (error != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The saved game could not be resumed (%s). It was kept aside in Saved Games; a new game begins."),
                                               error->message);
      toast (self, text);
    }
  if (game == NULL)
    return FALSE;
  kaiser_session_forget_practice (self->session);
  set_game (self, game, computer_level (self));
  return TRUE;
}

/**
 * kaiser_window_set_game:
 * @self: a #KaiserWindow
 * @game: the game to play on
 *
 * Puts @game on the table in place of the one there (tests: a practice
 * deal on stays on, with its game kept aside, so that a test can set the
 * practice's position; the app's own ways of putting a game on the table,
 * resuming, taking a game back, a saved game, end a practice first).
 */
void
kaiser_window_set_game (KaiserWindow *self,
                        KaiserGame   *game)
{
  g_return_if_fail (KAISER_IS_WINDOW (self));
  g_return_if_fail (KAISER_IS_GAME (game));

  set_game (self, game, computer_level (self));
}

/**
 * kaiser_window_get_store:
 *
 * Returns: (transfer none) (nullable): the saved games, %NULL when the
 *   settings schema is missing
 */
KaiserGameStore *
kaiser_window_get_store (KaiserWindow *self)
{
  g_return_val_if_fail (KAISER_IS_WINDOW (self), NULL);
  return self->store;
}

static void
start_game (KaiserWindow *self)
{
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(GError) error = NULL;
  KaiserRules rules;
  guint64 seed;

  /* the rules of Preferences; when they contradict each other, the rules-preset preset or standard */
  if (self->settings == NULL)
    kaiser_rules_init_standard (&rules);
  else if (!kaiser_settings_load_rules (self->settings, &rules, &error))
    {
      /* Translators: the validator's message, then a rule set ("Standard") */
      g_autofree char *text = g_strdup_printf (_("%s — playing the %s rules"), error->message, kaiser_rules_preset_title (rules.id));
      g_autofree char *escaped = g_markup_escape_text (text, -1);
      AdwToast *t = adw_toast_new (escaped);

      adw_toast_set_button_label (t, _("_Preferences"));
      adw_toast_set_action_name (t, "win.preferences");
      adw_toast_set_timeout (t, 10);
      kaiser_toast_add (self->toast_overlay, t);
    }
  seed = g_getenv ("KAISER_SEED") ? g_ascii_strtoull (g_getenv ("KAISER_SEED"), NULL, 10)
                                  : ((guint64) g_random_int () << 32 | g_random_int ());
  game = kaiser_game_new (&rules, seed);
  set_game (self, game, computer_level (self));
}

/* New Game never loses a game in progress without the player's word:
 * it asks Save / Discard / Cancel; a discarded game can be taken back
 * from the toast, and counts as abandoned in the statistics until then. */
static void
on_discarded_toast_dismissed (AdwToast *t, KaiserWindow *self)
{
  if (self->discarded_toast != t)
    return;
  self->discarded_toast = NULL;
  g_clear_object (&self->discarded);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.take-back-game", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", can_undo (self));
}

static void
take_back_game_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserWindow *self = KAISER_WINDOW (widget);
  g_autoptr(KaiserGame) game = g_steal_pointer (&self->discarded);

  if (game == NULL)
    return;
  if (self->discarded_toast)
    adw_toast_dismiss (self->discarded_toast);
  kaiser_game_store_count_abandoned (self->store, TRUE);
  /* the game is back as the game, not as a practice deal: one on ends
   * (the game it kept aside was the new one after the discard) */
  kaiser_session_forget_practice (self->session);
  set_game (self, game, computer_level (self));
  toast (self, _("The game is back on the table"));
}

static void
discard_and_start (KaiserWindow *self)
{
  AdwToast *t;

  g_set_object (&self->discarded, self->game);
  kaiser_game_store_count_abandoned (self->store, FALSE);
  start_game (self);
  /* a toast still shown takes back the game discarded last (one toast:
   * kaiser-toast.h says why) */
  if (self->discarded_toast)
    return;
  t = adw_toast_new (_("Game discarded"));
  adw_toast_set_button_label (t, _("_Undo"));
  adw_toast_set_action_name (t, "win.take-back-game");
  adw_toast_set_timeout (t, 10);
  self->discarded_toast = t;
  g_signal_connect_object (t, "dismissed", G_CALLBACK (on_discarded_toast_dismissed), self, 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.take-back-game", TRUE);
  kaiser_toast_add (self->toast_overlay, t);
}

static void
on_new_game_response (AdwMessageDialog *dialog, const char *response, KaiserWindow *self)
{
  if (g_str_equal (response, "save"))
    {
      g_autoptr(GError) error = NULL;
      KaiserSavedGame *saved = kaiser_game_store_save (self->store, self->game, NULL, &error);
      g_autofree char *text = NULL;

      if (saved == NULL)
        {
          /* not saved (the store is full …): the game stays on the table */
          toast (self, error->message);
          return;
        }
      /* Translators: the name a game was saved under */
      text = g_strdup_printf (_("Saved as “%s”"), kaiser_saved_game_get_name (saved));
      start_game (self);
      toast (self, text);
    }
  else if (g_str_equal (response, "discard"))
    discard_and_start (self);
}

static void
new_game_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserWindow *self = KAISER_WINDOW (widget);
  g_autofree char *summary = NULL;
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  /* from a practice deal: New Game is about the game kept aside */
  if (kaiser_session_is_practice (self->session))
    back_to_game (self);
  if (self->store == NULL || self->game == NULL || !kaiser_game_store_would_lose (self->store, self->game, HUMAN))
    {
      start_game (self);
      return;
    }
  summary = kaiser_game_describe (self->game);
  /* Translators: the game on the table, "Hand 3 · You 12, Them 8 · Standard" */
  body = g_strdup_printf (_("The game on the table (%s) is not in Saved Games. Save it to play it on later, or discard it."),
                          summary);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Save This Game Before Starting a New One?"), body));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "discard", _("_Discard"), "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_new_game_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A click or key while a computer seat's card or call is in view: the
 * pause is cut short and the next seat acts at once (issue 24). */
static void
on_table_go_on (KaiserWindow *self)
{
  kaiser_session_hurry (self->session);
}

static void
prompt_hand_over (KaiserWindow *self, const KaiserState *st)
{
  gtk_label_set_markup (self->prompt_label, st->phase == KAISER_PHASE_GAME_OVER ? _("Game over.") : _("Hand over."));
}

static void show_hand_result (KaiserWindow *self, const KaiserState *st);

/* No seat acts while the table moves; when it stops, the summary of a
 * hand just ended shows, and the next seat acts after a pause. */
static void
on_table_animating (KaiserWindow *self)
{
  const KaiserState *st;

  if (self->session == NULL)
    return;
  kaiser_session_set_held (self->session, kaiser_table_get_animating (self->table));
  if (self->game == NULL || kaiser_table_get_animating (self->table))
    return;
  st = kaiser_game_get_state (self->game);
  if ((st->phase == KAISER_PHASE_HAND_OVER || st->phase == KAISER_PHASE_GAME_OVER) &&
      !(self->hand_summary && gtk_widget_get_visible (GTK_WIDGET (self->hand_summary))))
    show_hand_result (self, st);
}

/* The hand summary, made when a hand first ends rather than with the
 * window: it is a good part of the window's widgets, with its own card
 * pictures, and nobody sees it before then. */
static KaiserHandSummary *
ensure_hand_summary (KaiserWindow *self)
{
  if (self->hand_summary == NULL)
    {
      self->hand_summary = KAISER_HAND_SUMMARY (kaiser_hand_summary_new ());
      gtk_widget_set_name (GTK_WIDGET (self->hand_summary), "hand-summary");
      gtk_widget_set_visible (GTK_WIDGET (self->hand_summary), FALSE);
      kaiser_hand_summary_set_cache (self->hand_summary, self->cache);
      gtk_overlay_add_overlay (self->table_overlay, GTK_WIDGET (self->hand_summary));
    }
  return self->hand_summary;
}

/* The hand's summary over the table; the panel below just says so. */
static void
show_hand_result (KaiserWindow *self, const KaiserState *st)
{
  KaiserHandSummary *summary = ensure_hand_summary (self);

  prompt_hand_over (self, st);
  /* in the statistics as it ends, not only with its game (practice aside) */
  if (self->statistics && !kaiser_session_is_practice (self->session))
    kaiser_statistics_add_hand (self->statistics, kaiser_session_get_level (self->session), self->game, kaiser_game_get_n_hands (self->game) - 1);
  kaiser_hand_summary_set_practice (summary, kaiser_session_is_practice (self->session));
  kaiser_hand_summary_show_hand (summary, self->game, HUMAN);
  kaiser_hand_summary_set_extra (summary,
                                 kaiser_practice_summary_extra (self->practice, self->game, kaiser_game_get_n_hands (self->game) - 1));
  gtk_widget_set_visible (GTK_WIDGET (summary), TRUE);
  kaiser_hand_summary_focus (summary);
}

/* A prompt naming the +5 and −3 cards (two %s, in that order), as the
 * card theme calls them. */
static void
prompt_with_point_cards (KaiserWindow *self, const KaiserState *st, const char *format)
{
  const KaiserDeck *deck = &st->rules.deck;
  g_autofree char *bonus = kaiser_score_text_card (deck, card_names (self), deck->bonus_card);
  g_autofree char *penalty = kaiser_score_text_card (deck, card_names (self), deck->penalty_card);
  g_autofree char *text = g_markup_printf_escaped (format, bonus, penalty);

  gtk_label_set_markup (self->prompt_label, text);
}

/* The button of the choices Enter should press: the suggested one, else
 * the first (Pass in the auction, the first suit). */
static GtkWidget *
first_choice (GtkWidget *widget, gboolean suggested)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_is_sensitive (widget) &&
      (!suggested || gtk_widget_has_css_class (widget, "suggested-action")))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = first_choice (child, suggested);

      if (found)
        return found;
    }
  return NULL;
}

/* The focus at the player's turn, so that the keyboard alone plays: in
 * the hand when a card is to be picked, else on the choice Enter should
 * press (the bidding box's Pass, the suggested choice); never left where
 * a stray Enter would do something the player did not mean (New Game in
 * the header bar, a choice gone). */
static void
settle_focus (KaiserWindow *self, gboolean cards)
{
  GtkWidget *choice = cards ? NULL : first_choice (GTK_WIDGET (self->choices), TRUE);

  if (choice == NULL && !cards)
    choice = first_choice (GTK_WIDGET (self->choices), FALSE);
  gtk_widget_grab_focus (choice ? choice : GTK_WIDGET (self->table));
}

/* While the other seats act, the focus waits in the hand when what held
 * it went (a choice made, the hand's summary closed). */
static void
focus_hand_if_lost (KaiserWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (focus == NULL || !gtk_widget_get_mapped (focus) || focus == GTK_WIDGET (self->choices) ||
      gtk_widget_is_ancestor (focus, GTK_WIDGET (self->choices)) ||
      (self->hand_summary && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->hand_summary))))
    gtk_widget_grab_focus (GTK_WIDGET (self->table));
}

static void
show_human_turn (KaiserWindow *self, const KaiserState *st)
{
  KaiserAction actions[KAISER_MAX_ACTIONS];
  guint n = kaiser_state_legal_actions (st, actions);
  KaiserCards cards = 0;

  switch (st->phase)
    {
    case KAISER_PHASE_MISDEAL:
      /* Translators: the +5 and −3 cards, "5♥" and "3♠" (or as the card theme names them) */
      prompt_with_point_cards (self, st, _("Your hand has no ace, no face card and neither the %s nor the %s. Throw it in?"));
      add_choice (self, _("_Throw In"), &actions[0], FALSE);
      add_choice (self, _("_Keep"), &actions[1], TRUE);
      break;
    case KAISER_PHASE_BIDDING:
      {
        KaiserSeat holder;
        KaiserBid standing = kaiser_state_standing_bid (st, &holder);
        g_autofree char *desc = kaiser_bid_describe (standing);

        if (st->rules.dealer_sells)
          {
            /* Lost Heir: the bid buys the lead from the dealer */
            g_autofree char *t = kaiser_bid_is_pass (standing)
                                 ? g_strdup_printf (_("Your bid for the lead and trumps; %s, the dealer, may accept it and score it."),
                                                    seat_title (self, st->dealer))
                                 : g_strdup_printf (_("%s bid %s for the lead. Your bid."), seat_title (self, holder), desc);
            gtk_label_set_markup (self->prompt_label, t);
          }
        else if (kaiser_bid_is_pass (standing))
          gtk_label_set_markup (self->prompt_label, st->dealer == HUMAN ? _("Everyone passed: you must bid.") : _("Your bid."));
        else
          {
            g_autofree char *t = g_strdup_printf (st->dealer == HUMAN ? _("%s bid %s. As dealer you may take it at %s.")
                                                                     : _("%s bid %s. Your bid."),
                                                  seat_title (self, holder), desc, desc);
            gtk_label_set_markup (self->prompt_label, t);
          }
        kaiser_choices_add_bid_box (self->choices, actions, n, on_choice, self);
        break;
      }
    case KAISER_PHASE_TRUMP:
      gtk_label_set_markup (self->prompt_label, _("You won the bidding. Name trumps."));
      for (guint i = 0; i < n; i++)
        {
          /* "♥ Hearts", as the Hint names a trump call */
          g_autofree char *label = kaiser_advice_describe_action (st, card_names (self), &actions[i]);
          g_autofree char *markup = kaiser_score_text_suit_markup (label);
          g_autofree char *name = g_strconcat ("trump-", kaiser_suit_to_string (actions[i].value), NULL);
          GtkWidget *button = add_choice (self, label, &actions[i], FALSE);

          /* the symbol in its colour, as on the cards */
          gtk_widget_set_name (button, name);
          gtk_label_set_markup_with_mnemonic (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), markup);
        }
      break;
    case KAISER_PHASE_ACCEPT:
      {
        KaiserSeat bidder;
        KaiserBid bid = kaiser_state_standing_bid (st, &bidder);
        /* Translators: Lost Heir's dealer, "East bids 4 for the lead. Accept and score 4, or refuse and lead yourself?" */
        g_autofree char *t = g_strdup_printf (_("%s bids %u for the lead. Accept and score %u, or refuse and lead yourself?"),
                                              seat_title (self, bidder), (guint) bid.amount, (guint) bid.amount);
        gtk_label_set_markup (self->prompt_label, t);
        add_choice (self, _("_Accept"), &actions[0], TRUE);
        add_choice (self, _("_Refuse"), &actions[1], FALSE);
        break;
      }
    case KAISER_PHASE_LOW:
      gtk_label_set_markup (self->prompt_label, _("Play this hand high (aces high) or low (sevens high)?"));
      add_choice (self, _("_High"), &actions[0], TRUE);
      add_choice (self, _("_Low"), &actions[1], FALSE);
      break;
    case KAISER_PHASE_PASS:
      {
        g_autofree char *t = g_strdup_printf (_("Pick a card to pass to %s."), seat_title (self, kaiser_state_pass_target (st, HUMAN)));
        gtk_label_set_markup (self->prompt_label, t);
        cards = kaiser_state_legal_pass_cards (st);
        break;
      }
    case KAISER_PHASE_KITTY:
      /* Translators: the +5 and −3 cards, "5♥" and "3♠" (or as the card theme names them) */
      prompt_with_point_cards (self, st, _("You picked up the kitty. Pick a card to discard (not the %s or %s)."));
      cards = kaiser_state_legal_discards (st);
      break;
    case KAISER_PHASE_PLAY:
      if (st->tricks[st->n_tricks].n_played > 0)
        gtk_label_set_markup (self->prompt_label, _("Your turn."));
      else if (st->n_tricks == 0 && st->trump == KAISER_SUIT_NONE && st->rules.trump_by == KAISER_TRUMP_BY_FIRST_LEAD &&
               kaiser_state_has_trumps (st))
        /* trumps by the first lead (Joffre): the card the player leads names them */
        gtk_label_set_markup (self->prompt_label, _("Your lead. The suit of this first card will be trumps."));
      else
        gtk_label_set_markup (self->prompt_label, _("Your lead."));
      cards = kaiser_state_legal_cards (st);
      /* not the suggested choice: Enter still plays the card in focus */
      if (kaiser_session_can_claim (self->session))
        {
          GtkWidget *button = add_choice (self, _("_Claim the Rest"), NULL, FALSE);

          gtk_widget_set_name (button, "claim");
          g_signal_connect (button, "clicked", G_CALLBACK (on_claim_clicked), self);
        }
      break;
    default:
      break;
    }
  kaiser_table_set_playable (self->table, cards);
  settle_focus (self, cards != 0);
  /* the choices just made, named for screen readers */
  kaiser_a11y_name_mnemonic_buttons (GTK_WIDGET (self->choices));
}

/* The contract in the header, and the points so far. */
static void
update_contract (KaiserWindow *self)
{
  const KaiserState *st = kaiser_game_get_state (self->game);
  KaiserTeam us = kaiser_rules_seat_side (&st->rules, HUMAN), them = kaiser_rules_side_other (&st->rules, us);
  g_autofree char *contract = contract_text (self, st);

  if (st->phase == KAISER_PHASE_PLAY && them == KAISER_TEAM_NONE)
    {
      g_autofree char *ours = kaiser_score_text_number (kaiser_state_points (st, us));
      /* Translators: at a table of three sides or more, the contract and the points the player took so far */
      g_autofree char *with_points = g_strdup_printf (_("%s · your points %s"), contract, ours);
      gtk_label_set_markup (self->contract_label, with_points);
    }
  else if (st->phase == KAISER_PHASE_PLAY)
    {
      g_autofree char *ours = kaiser_score_text_number (kaiser_state_points (st, us));
      g_autofree char *theirs = kaiser_score_text_number (kaiser_state_points (st, them));
      /* Translators: the contract and the points taken so far, "North: 7 ♥ · points you 10, them −2" */
      g_autofree char *with_points = g_strdup_printf (_("%s · points you %s, them %s"), contract, ours, theirs);
      gtk_label_set_markup (self->contract_label, with_points);
    }
  else
    gtk_label_set_markup (self->contract_label, contract);
  /* the whole auction, who called what in order, on hovering the
   * contract (and said with it), through the hand */
  {
    g_autofree char *auction = kaiser_score_text_auction (st, HUMAN);
    /* Translators: the calls of the hand, "Auction: West: Pass · North: 7" */
    g_autofree char *text = auction[0] != '\0' ? g_strdup_printf (_("Auction: %s"), auction) : NULL;

    gtk_widget_set_tooltip_text (GTK_WIDGET (self->contract_label), text);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->contract_label),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text ? text : "", -1);
  }
}

static void
update (KaiserWindow *self)
{
  const KaiserState *st = kaiser_game_get_state (self->game);
  KaiserTeam us = kaiser_rules_seat_side (&st->rules, HUMAN), them = kaiser_rules_side_other (&st->rules, us);
  g_autofree char *scores = NULL;

  /* the pause after a computer's card: as long as the table keeps it in view */
  kaiser_session_set_pause (self->session, kaiser_table_get_animations_enabled (self->table)
                                           ? kaiser_table_scale_pause (self->table, COMPUTER_PAUSE_ANIMATED)
                                           : COMPUTER_PAUSE);
  if (them == KAISER_TEAM_NONE || kaiser_rules_n_seats (&st->rules) != 4)
    {
      /* every side's score, the player's first: "You 12 · West 30 · East 8 (to 52)" */
      GString *text = g_string_new (NULL);
      KaiserSeat seat = HUMAN;
      guint seen = 0;

      for (guint i = 0; i < kaiser_rules_n_seats (&st->rules); i++, seat = kaiser_rules_seat_next (&st->rules, seat))
        {
          KaiserTeam t = kaiser_rules_seat_side (&st->rules, seat);
          g_autofree char *name = NULL, *escaped = NULL, *number = NULL;

          if (seen & (1u << t))
            continue;
          seen |= 1u << t;
          /* short, for the header: a side of several by its first player
           * after you ("West"), as the plates of one colour show it */
          if (t != us && __builtin_popcount (kaiser_rules_side_seats (&st->rules, t)) > 1)
            name = g_strdup (seat_title (self, seat));
          else
            name = kaiser_score_text_side (&st->rules, t, HUMAN);
          escaped = g_markup_escape_text (name, -1);
          number = kaiser_score_text_number (st->scores[t]);
          /* Translators: one side's game score in the header, "West <b>30</b>" */
          if (text->len)
            g_string_append (text, "  ·  ");
          g_string_append_printf (text, _("%s <b>%s</b>"), escaped, number);
        }
      /* Translators: after the scores in the header, " (to 52)" */
      g_string_append_printf (text, _("  <span size='small'>(to %d)</span>"), kaiser_rules_target (&st->rules, st->target_raised));
      scores = g_string_free (text, FALSE);
    }
  else
  /* Translators: the game score, "You 12 · Them 30 (to 52)" */
  {
    g_autofree char *mine = kaiser_score_text_number (st->scores[us]);
    g_autofree char *theirs = kaiser_score_text_number (st->scores[them]);

    scores = g_strdup_printf (_("You <b>%s</b>  ·  Them <b>%s</b>  <span size='small'>(to %d)</span>"),
                              mine, theirs, kaiser_rules_target (&st->rules, st->target_raised));
  }
  gtk_label_set_markup (self->score_label, scores);
  update_contract (self);
  gtk_widget_set_sensitive (GTK_WIDGET (self->last_trick_button), st->n_tricks > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", can_undo (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", kaiser_session_can_redo (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint", st->to_act == HUMAN);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-hand", st->phase == KAISER_PHASE_HAND_OVER);
  if (st->phase != KAISER_PHASE_HAND_OVER && st->phase != KAISER_PHASE_GAME_OVER && self->hand_summary)
    gtk_widget_set_visible (GTK_WIDGET (self->hand_summary), FALSE);

  clear_choices (self);
  kaiser_table_set_playable (self->table, 0);
  if (st->phase == KAISER_PHASE_HAND_OVER || st->phase == KAISER_PHASE_GAME_OVER)
    {
      /* the last trick is seen, held and swept, before the summary
       * covers the table (on_table_animating shows it then) */
      if (kaiser_table_get_animating (self->table))
        prompt_hand_over (self, st);
      else
        show_hand_result (self, st);
    }
  else if (st->to_act == HUMAN)
    {
      self->told_to_wait = FALSE;
      show_human_turn (self, st);
    }
  else
    {
      g_autofree char *t = g_strdup_printf (_("%s is thinking…"), seat_title (self, st->to_act));
      gtk_label_set_markup (self->prompt_label, t);
      focus_hand_if_lost (self);
    }
  show_hint (self);
  /* the buttons just made (a practice deal's …) named for screen readers */
  kaiser_a11y_name_mnemonic_buttons (GTK_WIDGET (self));
}

/* Undo: back to the player's last decision (a call, trumps, a card
 * passed or discarded, a card played, a misdeal call, high or low),
 * across tricks and hands, also from a finished game; the computer
 * seats' actions after it go back with it.  Redo goes forward to the
 * player's next decision again, with every action as it was taken (the
 * game's redo tail, never decided anew), while nothing new is played.
 * Either one cancels a computer seat's decision under way (set_game).
 * The autosave keeps the undone position; the redo tail is not in the
 * record, so a resumed game has none. */
static gboolean
can_undo (KaiserWindow *self)
{
  /* (no game: the window going, its discarded-game toast dismissed) */
  return self->game != NULL && (kaiser_session_can_undo (self->session) || self->discarded != NULL);
}

static void
undo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserWindow *self = KAISER_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!can_undo (self))
    return;
  /* right after New Game discarded a game, and before the player's first
   * decision in the new one, Undo takes the discarded game back (as the
   * toast's Undo does) */
  if (self->discarded != NULL && !kaiser_session_can_undo (self->session))
    {
      gtk_widget_activate_action (widget, "win.take-back-game", NULL);
      return;
    }
  if (!kaiser_session_undo (self->session, computer_level (self), &error))
    {
      toast (self, error->message);
      return;
    }
  if (self->store && !kaiser_session_is_practice (self->session))
    kaiser_game_store_count_undo (self->store);
}

static void
redo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserWindow *self = KAISER_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (kaiser_session_can_redo (self->session) && !kaiser_session_redo (self->session, computer_level (self), &error))
    toast (self, error->message);
}

/* Saved Games: a game resumed there comes onto the table. */
static void
on_saved_game_chosen (KaiserSavedGamesWindow *saved_games, KaiserGame *game, KaiserWindow *self)
{
  /* Saved Games asked about the game kept aside, as the game on the table */
  kaiser_session_forget_practice (self->session);
  set_game (self, game, computer_level (self));
}

static void
on_saved_games_message (KaiserSavedGamesWindow *saved_games, const char *text, KaiserWindow *self)
{
  toast (self, text);
}

static void
saved_games_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserWindow *self = KAISER_WINDOW (widget);

  if (self->store == NULL)
    return;
  if (self->saved_games_window == NULL)
    {
      KaiserSavedGamesWindow *saved_games = kaiser_saved_games_window_new (GTK_WINDOW (self), self->store, real_game (self));

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
                                                                             card_names (self))));
  else
    kaiser_rules_window_set_rules (KAISER_RULES_WINDOW (self->rules_window), kaiser_game_get_rules (self->game),
                                   card_names (self));
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

/* Hint: the Expert's choice for the player, in a worker thread, with a
 * one-line reason.  The line shows in the panel, between the prompt and
 * the choices (covering none of them), the card it suggests glows on the
 * table, the choice it suggests is marked (kaiser_choices_mark_hinted),
 * until the player acts: any action, an undo, a new game. */
static gboolean
hint_is_current (KaiserWindow *self)
{
  return self->has_hint && self->hint_generation == kaiser_session_get_generation (self->session) &&
         self->hint_actions == kaiser_game_get_n_actions (self->game);
}

/* The hint's marks as they stand: shown while the hint is current, gone
 * for good once it is not (the choices are made anew by every update). */
static void
show_hint (KaiserWindow *self)
{
  const KaiserAction *action = &self->hint.action;
  gboolean card;

  self->has_hint = hint_is_current (self);
  card = action->type == KAISER_ACTION_PLAY || action->type == KAISER_ACTION_PASS_CARD ||
         action->type == KAISER_ACTION_DISCARD;
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), self->has_hint);
  kaiser_table_set_hinted_card (self->table, self->has_hint && card ? action->value : KAISER_CARD_NONE);
  kaiser_choices_mark_hinted (GTK_WIDGET (self->choices), self->has_hint && !card ? action : NULL);
}

static void
hinted (GObject *source, GAsyncResult *result, gpointer user_data)
{
  KaiserWindow *self = KAISER_WINDOW (user_data);
  KaiserAdvice advice;
  g_autofree char *text = NULL;
  gboolean got;

  got = kaiser_session_hint_finish (KAISER_SESSION (source), result, &advice, NULL);
  /* this hint's, even when it comes too late: H asks again */
  if (g_task_get_cancellable (G_TASK (result)) == self->hinting)
    g_clear_object (&self->hinting);
  g_object_unref (self);
  if (!got)
    return;   /* failed, or for a position gone */
  text = kaiser_advice_describe (kaiser_game_get_state (self->game), card_names (self), &advice);
  gtk_label_set_text (self->hint_label, text);
  self->hint = advice;
  self->has_hint = TRUE;
  self->hint_generation = kaiser_session_get_generation (self->session);
  self->hint_actions = kaiser_game_get_n_actions (self->game);
  show_hint (self);
}

static void
hint_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserWindow *self = KAISER_WINDOW (widget);

  if (kaiser_game_get_to_act (self->game) != HUMAN || self->hinting || hint_is_current (self))
    return;
  self->hinting = g_cancellable_new ();
  kaiser_session_hint_async (self->session, self->hinting, hinted, g_object_ref (self));
}

/* Bidding from the keyboard (kaiser_choices_bid_for_key); TRUE if the
 * key was one that bids, legal or not. */
gboolean
kaiser_window_bid_for_key (KaiserWindow *self, guint keyval, GdkModifierType state)
{
  KaiserAction action;

  /* a first figure waits a moment for the second */
  if (self->bid_tens && g_get_monotonic_time () - self->bid_tens_time > BID_SECOND_FIGURE * G_TIME_SPAN_MILLISECOND)
    self->bid_tens = 0;
  switch (kaiser_choices_bid_for_key (kaiser_game_get_state (self->game), HUMAN, keyval, state, &self->bid_tens, &action))
    {
    case KAISER_BID_KEY_PENDING:
      self->bid_tens_time = g_get_monotonic_time ();
      return TRUE;
    case KAISER_BID_KEY_LEGAL:
      apply_human (self, &action);
      return TRUE;
    case KAISER_BID_KEY_ILLEGAL:
      gtk_widget_error_bell (GTK_WIDGET (self));
      return TRUE;
    case KAISER_BID_KEY_NONE:
    default:
      return FALSE;
    }
}

static gboolean
on_window_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
               KaiserWindow *self)
{
  GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));
  guint plain = keyval;

  /* the keyboard is in use: the focus shows, wherever the key goes (GTK
   * shows it only for the keys the window handles itself, Tab …) */
  if (event == NULL || !gdk_key_event_is_modifier (event))
    gtk_window_set_focus_visible (GTK_WINDOW (self), TRUE);

  /* Shift+7 gives "&" or "/" depending on the layout: the digit is the
   * key's level without Shift */
  if (state & GDK_SHIFT_MASK)
    gdk_display_translate_key (gtk_widget_get_display (GTK_WIDGET (self)), keycode, state & ~GDK_SHIFT_MASK,
                               (int) gtk_event_controller_key_get_group (controller), &plain, NULL, NULL, NULL);
  return kaiser_window_bid_for_key (self, plain, state);
}

static void
on_card_activated (KaiserTable *table, guint card, KaiserWindow *self)
{
  const KaiserState *st = kaiser_game_get_state (self->game);
  KaiserActionType type = st->phase == KAISER_PHASE_PASS ? KAISER_ACTION_PASS_CARD
                        : st->phase == KAISER_PHASE_KITTY ? KAISER_ACTION_DISCARD : KAISER_ACTION_PLAY;
  KaiserAction action = kaiser_action_make (type, HUMAN, card);

  if (st->to_act != HUMAN)
    return;
  kaiser_table_set_show_last_trick (self->table, FALSE);
  gtk_toggle_button_set_active (self->last_trick_button, FALSE);
  apply_human (self, &action);
}

/* A card that cannot be picked now: why, in the message toast
 * and to assistive technologies with the card. */
static void
on_card_refused (KaiserTable *table, guint card, KaiserWindow *self)
{
  const KaiserState *st = kaiser_game_get_state (self->game);
  g_autofree char *why = kaiser_state_card_refusal (st, HUMAN, card, card_names (self));

  if (why == NULL)
    return;
  /* while the others play, a card picked (or Enter) is a sign to go on */
  if (st->to_act != HUMAN && kaiser_session_hurry (self->session))
    return;
  kaiser_table_set_refusal (self->table, why);
  /* while the others play, once: a key held down is not told again */
  if (st->to_act != HUMAN)
    {
      if (self->told_to_wait)
        return;
      self->told_to_wait = TRUE;
    }
  toast (self, why);
}

static void
on_last_trick_toggled (GtkToggleButton *button, KaiserWindow *self)
{
  kaiser_table_set_show_last_trick (self->table, gtk_toggle_button_get_active (button));
}

/* A new card theme may name the cards and suits otherwise (Joffre's
 * generals, England …): every text on screen that names one, again. */
static void
refresh_names (KaiserWindow *self)
{
  const KaiserState *st;

  if (self->game == NULL)
    return;
  st = kaiser_game_get_state (self->game);
  update_contract (self);
  if (st->phase == KAISER_PHASE_HAND_OVER || st->phase == KAISER_PHASE_GAME_OVER)
    {
      if (self->hand_summary && gtk_widget_get_visible (GTK_WIDGET (self->hand_summary)))
        kaiser_hand_summary_show_hand (self->hand_summary, self->game, HUMAN);
    }
  else if (st->to_act == HUMAN)
    {
      clear_choices (self);
      show_human_turn (self, st);
    }
  /* the hint shown names its card as the new theme does */
  if (hint_is_current (self))
    {
      g_autofree char *text = kaiser_advice_describe (st, card_names (self), &self->hint);

      gtk_label_set_text (self->hint_label, text);
      show_hint (self);
    }
  kaiser_table_set_cache (self->table, self->cache);
  if (self->score_sheet)
    kaiser_score_sheet_set_cache (KAISER_SCORE_SHEET (self->score_sheet), self->cache);
  if (self->rules_window)
    kaiser_rules_window_set_rules (KAISER_RULES_WINDOW (self->rules_window), kaiser_game_get_rules (self->game),
                                   card_names (self));
}

/* The theme chosen does not draw the pack of the game: say the Standard
 * cards stand in, once for each theme and pack. */
static void
tell_stand_in (KaiserWindow *self)
{
  KaiserCardTheme *chosen = kaiser_card_cache_get_chosen_theme (self->cache);
  g_autofree char *pack = NULL;
  g_autofree char *key = NULL;

  if (!kaiser_card_cache_is_standing_in (self->cache) || chosen == NULL || self->game == NULL)
    return;
  pack = kaiser_option_describe_value (kaiser_rules_find_option ("pack"), kaiser_game_get_rules (self->game)->pack);
  key = g_strconcat (kaiser_card_theme_get_name (chosen), "/", pack, NULL);
  if (g_strcmp0 (key, self->stand_in_told) == 0)
    return;
  g_free (self->stand_in_told);
  self->stand_in_told = g_steal_pointer (&key);
  {
    /* Translators: "The Joffre cards have no 48 cards pack: the Standard cards are shown." */
    g_autofree char *text = g_strdup_printf (_("The %s cards have no %s pack: the %s cards are shown."),
                                             kaiser_card_theme_get_name (chosen), pack,
                                             kaiser_card_theme_get_name (kaiser_card_cache_get_theme (self->cache)));
    toast (self, text);
  }
}

static void
on_theme_loaded (KaiserWindow *self)
{
  gtk_widget_queue_resize (GTK_WIDGET (self->table));
  if (self->hand_summary)
    gtk_widget_queue_draw (GTK_WIDGET (self->hand_summary));
  refresh_names (self);
  tell_stand_in (self);
  /* Ctrl+T says which theme it came to */
  if (self->theme_switched)
    {
      KaiserCardTheme *theme = kaiser_card_cache_get_theme (self->cache);
      g_autofree char *text = NULL;

      self->theme_switched = FALSE;
      if (theme)
        {
          /* Translators: a toast after Ctrl+T, "Card theme: Joffre" */
          text = g_strdup_printf (_("Card theme: %s"), kaiser_card_theme_get_name (theme));
          toast (self, text);
        }
    }
}

static void
on_theme_problem (KaiserWindow *self, const char *message)
{
  toast (self, message);
}

static void
fill_theme_menu (KaiserWindow *self)
{
  kaiser_theme_loader_fill_menu (self->theme_loader, self->theme_menu);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-card-theme", self->settings != NULL);
}

/* The main menu's popover is made when the menu first opens (F10 or a
 * click), not with the window: it is the largest thing in the header
 * bar.  Each opening lists the themes as they are now. */
static void
create_primary_menu (GtkMenuButton *button, gpointer user_data)
{
  KaiserWindow *self = user_data;

  fill_theme_menu (self);
  if (gtk_menu_button_get_popover (button) == NULL)
    gtk_menu_button_set_menu_model (button, G_MENU_MODEL (self->primary_menu));
}

/* Ctrl+T: the next theme of the menu's, round. */
static void
next_card_theme_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserWindow *self = KAISER_WINDOW (widget);
  g_autofree char *next = NULL;

  fill_theme_menu (self);   /* themes added or removed since */
  next = kaiser_theme_loader_next_id (self->theme_loader);
  if (next)
    {
      self->theme_switched = TRUE;
      g_settings_set_string (self->settings, "card-theme", next);
    }
}

/* Replay This Deal, Back to the Game, Play a Deal from a Number,
 * Statistics (kaiser-practice, kaiser-statistics-window) */

/* A practice deal of hand @hand_index of @from (the game on the table,
 * or a review's copy of it). */
static void
replay_hand_of (KaiserWindow *self, KaiserGame *from, guint hand_index)
{
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(GError) error = NULL;

  game = kaiser_game_new_from_hand (from, hand_index, &error);
  if (game == NULL)
    {
      toast (self, error->message);
      return;
    }
  kaiser_session_begin_practice (self->session, game);
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
back_to_game (KaiserWindow *self)
{
  kaiser_session_end_practice (self->session);
}

static void
back_to_game_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  back_to_game (KAISER_WINDOW (widget));
}

static void
on_deal_number_chosen (KaiserGame *game, gpointer data)
{
  KaiserWindow *self = KAISER_WINDOW (data);

  kaiser_session_begin_practice (self->session, game);
}

static void
play_deal_number_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserWindow *self = KAISER_WINDOW (widget);

  kaiser_practice_ask_number (GTK_WINDOW (self), kaiser_game_get_rules (self->game), on_deal_number_chosen,
                              g_object_ref (self), g_object_unref);
}

static void
statistics_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserWindow *self = KAISER_WINDOW (widget);

  if (self->statistics == NULL)
    return;
  gtk_window_present (GTK_WINDOW (kaiser_statistics_window_new (GTK_WINDOW (self), self->statistics, self->store)));
}

/* A finished game the store counted: by level too */
static void
on_game_finished (KaiserGameStore *store, KaiserGame *game, KaiserWindow *self)
{
  if (self->statistics)
    kaiser_statistics_add_game (self->statistics, kaiser_session_get_level (self->session), game);
}

static void
preferences_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  gtk_window_present (GTK_WINDOW (kaiser_preferences_window_new (GTK_WINDOW (widget))));
}

static void
kaiser_window_dispose (GObject *object)
{
  KaiserWindow *self = (KaiserWindow *)object;

  if (self->session)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  /* the settings' action outlives a window gone; it must not tell it of the key */
  g_action_map_remove_action (G_ACTION_MAP (self), "card-theme");
  if (self->score_sheet)
    {
      g_signal_handlers_disconnect_by_data (self->score_sheet, self);
      gtk_window_destroy (g_steal_pointer (&self->score_sheet));
    }
  g_cancellable_cancel (self->hinting);
  g_clear_object (&self->hinting);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_pointer (&self->stand_in_told, g_free);
  g_clear_object (&self->practice);
  g_clear_object (&self->statistics);
  g_clear_object (&self->theme_loader);
  g_clear_object (&self->discarded);
  g_clear_weak_pointer (&self->message_toast);
  g_clear_object (&self->cache);
  g_clear_weak_pointer (&self->saved_games_window);
  g_clear_weak_pointer (&self->rules_window);

  gtk_widget_dispose_template (GTK_WIDGET (self), KAISER_TYPE_WINDOW);

  G_OBJECT_CLASS (kaiser_window_parent_class)->dispose (object);
}

static void
kaiser_window_finalize (GObject *object)
{
  KaiserWindow *self = (KaiserWindow *)object;

  g_clear_object (&self->store);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (kaiser_window_parent_class)->finalize (object);
}

static void
kaiser_window_class_init (KaiserWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kaiser_window_dispose;
  g_type_ensure (KAISER_TYPE_TABLE);
  object_class->finalize = kaiser_window_finalize;

  kaiser_application_ensure_resources ();

  gtk_widget_class_set_template_from_resource (widget_class, KAISER_RESOURCE_PATH "/kaiser-window.ui");
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, theme_menu);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, hint_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, table);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, table_overlay);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, score_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, contract_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, last_trick_button);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, choices);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, panel_overlay);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, panel);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, panel_reserve);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, hint_overlay);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, hint_reserve);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, choices_reserve);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game", NULL);
  gtk_widget_class_install_action (widget_class, "win.take-back-game", NULL, take_back_game_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, 0, "win.hint", NULL);
  gtk_widget_class_install_action (widget_class, "win.preferences", NULL, preferences_action);
  gtk_widget_class_install_action (widget_class, "win.next-card-theme", NULL, next_card_theme_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, GDK_CONTROL_MASK, "win.next-card-theme", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_comma, GDK_CONTROL_MASK, "win.preferences", NULL);
  gtk_widget_class_install_action (widget_class, "win.saved-games", NULL, saved_games_action);
  gtk_widget_class_install_action (widget_class, "win.rules", NULL, rules_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_help_overlay_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "win.rules", NULL);
  gtk_widget_class_install_action (widget_class, "win.next-hand", NULL, next_hand_action);
  gtk_widget_class_install_action (widget_class, "win.score-sheet", NULL, score_sheet_action);
  gtk_widget_class_install_action (widget_class, "win.review-hand", "u", review_hand_action);
  gtk_widget_class_install_action (widget_class, "win.replay-hand", "u", replay_hand_action);
  gtk_widget_class_install_action (widget_class, "win.back-to-game", NULL, back_to_game_action);
  gtk_widget_class_install_action (widget_class, "win.play-deal-number", NULL, play_deal_number_action);
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL, statistics_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.score-sheet", NULL);
}

static void
kaiser_window_init (KaiserWindow *self)
{
  self->human = KAISER_SOUTH;
  gtk_widget_init_template (GTK_WIDGET (self));

  self->session = kaiser_session_new ();
  g_signal_connect_object (self->session, "game", G_CALLBACK (on_session_game), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "save", G_CALLBACK (on_session_save), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "claimed", G_CALLBACK (on_claimed), self, 0);
  g_signal_connect_object (self->session, "problem", G_CALLBACK (on_session_problem), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::thinking", G_CALLBACK (on_session_thinking), self, G_CONNECT_SWAPPED);
  self->practice = kaiser_practice_new (self->header_bar, self->session);
  kaiser_toast_init_band (self->toast_overlay);
  /* the panel takes the room of its fullest self, more only if it needs
   * more (a long hint in a narrow window) */
  gtk_overlay_set_measure_overlay (self->panel_overlay, self->panel, TRUE);
  gtk_overlay_set_measure_overlay (self->hint_overlay, GTK_WIDGET (self->hint_label), TRUE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->hint_reserve), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->panel_reserve), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  kaiser_window_bind_settings (self);
  if (self->settings)
    self->statistics = kaiser_statistics_new (self->settings);
  if (self->store)
    g_signal_connect_object (self->store, "game-finished", G_CALLBACK (on_game_finished), self, 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.statistics", self->statistics != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.saved-games", self->store != NULL);
  self->cache = kaiser_card_cache_new ();
  self->theme_loader = kaiser_theme_loader_new (self->settings, self->cache, self->table);
  g_signal_connect_object (self->theme_loader, "loaded", G_CALLBACK (on_theme_loaded), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->theme_loader, "problem", G_CALLBACK (on_theme_problem), self, G_CONNECT_SWAPPED);
  kaiser_table_set_cache (self->table, self->cache);
  g_object_bind_property (adw_style_manager_get_default (), "high-contrast", self->table, "high-contrast",
                          G_BINDING_SYNC_CREATE);
  fill_theme_menu (self);
  gtk_menu_button_set_create_popup_func (self->primary_menu_button, create_primary_menu, self, NULL);
  g_signal_connect (self->table, "card-activated", G_CALLBACK (on_card_activated), self);
  g_signal_connect (self->table, "card-refused", G_CALLBACK (on_card_refused), self);
  g_signal_connect_swapped (self->table, "go-on", G_CALLBACK (on_table_go_on), self);
  g_signal_connect_swapped (self->table, "notify::animating", G_CALLBACK (on_table_animating), self);
  g_signal_connect (self->last_trick_button, "toggled", G_CALLBACK (on_last_trick_toggled), self);
  {
    GtkEventController *keys = gtk_event_controller_key_new ();
    /* before the focused widget (a bidding button, the table) sees the key */
    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    gtk_event_controller_set_name (keys, "kaiser-window-keys");
    g_signal_connect (keys, "key-pressed", G_CALLBACK (on_window_key), self);
    gtk_widget_add_controller (GTK_WIDGET (self), keys);
  }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.take-back-game", FALSE);
  if (!resume_game (self))
    start_game (self);
  /* not the header bar's first button (New Game): where the game put it
   * (the bidding box, the hand), else in the hand */
  if (gtk_root_get_focus (GTK_ROOT (self)) == NULL)
    gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->table));
}
