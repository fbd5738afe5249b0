/* kaiser-window.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-window"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-a11y.h"
#include "kaiser-advice-text.h"
#include "kaiser-card-cache.h"
#include "kaiser-claim.h"
#include "kaiser-game-store.h"
#include "kaiser-hand-summary.h"
#include "kaiser-new-game.h"
#include "kaiser-panel.h"
#include "kaiser-practice.h"
#include "kaiser-rules-window.h"
#include "kaiser-saved-games-window.h"
#include "kaiser-score-sheet.h"
#include "kaiser-seating.h"
#include "kaiser-session.h"
#include "kaiser-score-text.h"
#include "kaiser-settings.h"
#include "kaiser-statistics.h"
#include "kaiser-status-line.h"
#include "kaiser-table.h"
#include "kaiser-theme-loader.h"
#include "kaiser-toast.h"
#include "kaiser-window-private.h"

#define HUMAN            (self->human)   /* the player's seat (kaiser_seating_player) */
#define COMPUTER_PAUSE   450   /* ms between a computer seat's actions, so people can follow */
#define COMPUTER_PAUSE_ANIMATED 400   /* after the table's animation: a card played stays in view this
                                       * long before the next (at the normal speed) */


static void update (KaiserWindow *self);
static void show_hint (KaiserWindow *self);
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

/* As the table names the seat: at a table with friends, a friend by
 * their name ("Alice is thinking…") */
static const char *
seat_title (KaiserWindow *self, KaiserSeat seat)
{
  return kaiser_table_get_seat_name (self->table, seat);
}

/* What the card theme calls the cards and suits (NULL: the usual names). */
const KaiserCardNames *
_kaiser_window_card_names (KaiserWindow *self)
{
  return kaiser_card_cache_get_names (self->cache);
}

/* A message in the window's one message toast: a new message replaces
 * the one shown, in place (kaiser-toast.h says why). */
void
_kaiser_window_toast (KaiserWindow *self, const char *text)
{
  kaiser_toast_show (GTK_WIDGET (self->toast_overlay), &self->message_toast, text, 5);
}

static void
apply_human (KaiserWindow *self, const KaiserAction *action)
{
  g_autoptr(GError) error = NULL;

  if (!kaiser_session_play (self->session, action, &error))
    _kaiser_window_toast (self, error->message);
}

/* Claims: when the rest of the hand is certain, the seat to play may
 * have it played out at once (kaiser_session_claim): the player is
 * offered "Claim the Rest"; a computer seat claims whenever it holds and
 * its side takes some of the rest.  The tricks simply appear (no
 * animation for each card), and a notice says what the claim took. */

static void
on_claimed (KaiserSession *session, KaiserSeat seat, const KaiserClaim *claim, KaiserWindow *self)
{
  const KaiserRules *rules = kaiser_game_get_rules (self->game);
  KaiserTeam side = kaiser_rules_seat_side (rules, seat);
  g_autofree char *text = kaiser_score_text_claim (rules, seat, HUMAN, claim->tricks[side], claim->points[side]);

  kaiser_table_finish_animation (self->table);
  _kaiser_window_toast (self, text);
}

static void
on_claim_clicked (KaiserWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (kaiser_game_get_to_act (self->game) == HUMAN && !kaiser_session_claim (self->session, &error))
    _kaiser_window_toast (self, error->message);
}

static void
next_hand_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserWindow *self = KAISER_WINDOW (widget);

  kaiser_session_next_hand (self->session);
}

/* The game, not a practice deal: the one kept aside while one is on. */
KaiserGame *
_kaiser_window_real_game (KaiserWindow *self)
{
  return kaiser_session_get_real_game (self->session);
}

void
_kaiser_window_set_game (KaiserWindow *self, KaiserGame *game, KaiserLevel level)
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
  kaiser_table_set_game_at (self->table, self->game, self->human);
  tell_stand_in (self);
  kaiser_panel_set_rules (self->panel, kaiser_game_get_rules (self->game));
  if (self->rules_window)
    kaiser_rules_window_set_rules (KAISER_RULES_WINDOW (self->rules_window), kaiser_game_get_rules (self->game),
                                   _kaiser_window_card_names (self));
  if (self->saved_games_window)
    kaiser_saved_games_window_set_game (KAISER_SAVED_GAMES_WINDOW (self->saved_games_window), _kaiser_window_real_game (self));
  if (self->score_sheet)
    kaiser_score_sheet_set_game (KAISER_SCORE_SHEET (self->score_sheet), self->game);
  kaiser_status_line_set_last_trick (self->status_line, FALSE);
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

/* A message from the session, the theme loader, New Game … */
static void
on_message (KaiserWindow *self, const char *message)
{
  _kaiser_window_toast (self, message);
}

KaiserLevel
_kaiser_window_computer_level (KaiserWindow *self)
{
  return kaiser_new_game_get_level (self->new_game);
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

  _kaiser_window_set_game (self, game, _kaiser_window_computer_level (self));
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

/* New Game, and a game discarded taken back (kaiser-new-game.h) */
static void
start_game (KaiserWindow *self)
{
  kaiser_new_game_start (self->new_game);
}

static void
take_back_game_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  kaiser_new_game_take_back (KAISER_WINDOW (widget)->new_game);
}

static void
new_game_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserWindow *self = KAISER_WINDOW (widget);

  /* from a practice deal: New Game is about the game kept aside */
  if (kaiser_session_is_practice (self->session))
    kaiser_session_end_practice (self->session);
  kaiser_new_game_ask (self->new_game);
}

static void
on_discarded (KaiserWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.take-back-game", kaiser_new_game_has_discarded (self->new_game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", can_undo (self));
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
  kaiser_panel_say (self->panel, st->phase == KAISER_PHASE_GAME_OVER ? _("Game over.") : _("Hand over."));
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
  /* in the statistics as it ends, not only with its game (practice and
   * a friend's table aside: its record comes at the end) */
  if (self->statistics && !kaiser_session_is_practice (self->session) && !kaiser_session_is_guest (self->session))
    kaiser_statistics_add_hand (self->statistics, kaiser_session_get_level (self->session), self->game, kaiser_game_get_n_hands (self->game) - 1);
  kaiser_hand_summary_set_practice (summary, kaiser_session_is_practice (self->session));
  kaiser_hand_summary_show_hand (summary, self->game, HUMAN);
  /* a friend's game seen from here: its deal is the host's, not the
   * made-up cards of the other hands here, so no number to replay */
  kaiser_hand_summary_set_extra (summary,
                                 kaiser_session_is_guest (self->session) ? NULL
                                 : kaiser_practice_summary_extra (self->practice, self->game, kaiser_game_get_n_hands (self->game) - 1));
  gtk_widget_set_visible (GTK_WIDGET (summary), TRUE);
  kaiser_hand_summary_focus (summary);
}

/* The focus at the player's turn, so that the keyboard alone plays: in
 * the hand when a card is to be picked, else on the choice Enter should
 * press (the bidding box's Pass, the suggested choice); never left where
 * a stray Enter would do something the player did not mean (New Game in
 * the header bar, a choice gone). */
static void
settle_focus (KaiserWindow *self, gboolean cards)
{
  GtkWidget *choice = cards ? NULL : kaiser_panel_get_default_choice (self->panel);

  gtk_widget_grab_focus (choice ? choice : GTK_WIDGET (self->table));
}

static void
show_human_turn (KaiserWindow *self, const KaiserState *st)
{
  KaiserCards cards = kaiser_panel_show_turn (self->panel, st, HUMAN, _kaiser_window_card_names (self),
                                              kaiser_session_can_claim (self->session));

  kaiser_table_set_playable (self->table, cards);
  settle_focus (self, cards != 0);
}

/* While the other seats act, the focus waits in the hand when what held
 * it went (a choice made, the hand's summary closed). */
static void
focus_hand_if_lost (KaiserWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (focus == NULL || !gtk_widget_get_mapped (focus) || kaiser_panel_holds_choice (self->panel, focus) ||
      (self->hand_summary && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->hand_summary))))
    gtk_widget_grab_focus (GTK_WIDGET (self->table));
}

static void
update (KaiserWindow *self)
{
  const KaiserState *st = kaiser_game_get_state (self->game);

  /* the pause after a computer's card: as long as the table keeps it in view */
  kaiser_session_set_pause (self->session, kaiser_table_get_animations_enabled (self->table)
                                           ? kaiser_table_scale_pause (self->table, COMPUTER_PAUSE_ANIMATED)
                                           : COMPUTER_PAUSE);
  kaiser_status_line_show (self->status_line, st, HUMAN, _kaiser_window_card_names (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", can_undo (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", kaiser_session_can_redo (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint", st->to_act == HUMAN);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-hand", st->phase == KAISER_PHASE_HAND_OVER);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.new-game", !kaiser_friends_is_on (self->friends));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-with-friends", !kaiser_friends_is_on (self->friends));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.leave-table", kaiser_friends_is_on (self->friends));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-deal-number", !kaiser_friends_is_on (self->friends));
  /* a friend's game seen from here cannot be reviewed or replayed (its
   * other hands are made up): its record, kept at its end, can */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-hand", !kaiser_session_is_guest (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.replay-hand", !kaiser_session_is_guest (self->session));
  if (st->phase != KAISER_PHASE_HAND_OVER && st->phase != KAISER_PHASE_GAME_OVER && self->hand_summary)
    gtk_widget_set_visible (GTK_WIDGET (self->hand_summary), FALSE);

  kaiser_panel_clear (self->panel);
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
      kaiser_panel_say (self->panel, t);
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
  return self->game != NULL && (kaiser_session_can_undo (self->session) || kaiser_new_game_has_discarded (self->new_game));
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
  if (kaiser_new_game_has_discarded (self->new_game) && !kaiser_session_can_undo (self->session))
    {
      gtk_widget_activate_action (widget, "win.take-back-game", NULL);
      return;
    }
  if (!kaiser_session_undo (self->session, _kaiser_window_computer_level (self), &error))
    {
      _kaiser_window_toast (self, error->message);
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

  if (kaiser_session_can_redo (self->session) && !kaiser_session_redo (self->session, _kaiser_window_computer_level (self), &error))
    _kaiser_window_toast (self, error->message);
}

/* Hint: the Expert's choice for the player (kaiser_session_ask_hint),
 * with a one-line reason.  The line shows in the panel, between the
 * prompt and the choices (covering none of them), the card it suggests
 * glows on the table, the choice it suggests is marked, until the player
 * acts: any action, an undo, a new game (the choices are made anew by
 * every update, the marks with them). */
static void
show_hint (KaiserWindow *self)
{
  const KaiserAdvice *advice = kaiser_session_get_hint (self->session);
  const KaiserAction *action = advice ? &advice->action : NULL;
  gboolean card = action && (action->type == KAISER_ACTION_PLAY || action->type == KAISER_ACTION_PASS_CARD ||
                             action->type == KAISER_ACTION_DISCARD);
  g_autofree char *text = advice ? kaiser_advice_describe (kaiser_game_get_state (self->game), _kaiser_window_card_names (self), advice)
                                 : NULL;

  kaiser_panel_show_hint (self->panel, text, card ? NULL : action);
  kaiser_table_set_hinted_card (self->table, card ? action->value : KAISER_CARD_NONE);
}

static void
hint_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  kaiser_session_ask_hint (KAISER_WINDOW (widget)->session);
}

/* Bidding from the keyboard (kaiser_choices_bid_for_key); TRUE if the
 * key was one that bids, legal or not. */
gboolean
kaiser_window_bid_for_key (KaiserWindow *self, guint keyval, GdkModifierType state)
{
  return kaiser_panel_bid_for_key (self->panel, kaiser_game_get_state (self->game), HUMAN, keyval, state);
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
  kaiser_status_line_set_last_trick (self->status_line, FALSE);
  apply_human (self, &action);
}

/* A card that cannot be picked now: why, in the message toast
 * and to assistive technologies with the card. */
static void
on_card_refused (KaiserTable *table, guint card, KaiserWindow *self)
{
  const KaiserState *st = kaiser_game_get_state (self->game);
  g_autofree char *why = kaiser_state_card_refusal (st, HUMAN, card, _kaiser_window_card_names (self));

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
  _kaiser_window_toast (self, why);
}

static void
on_last_trick_toggled (KaiserWindow *self)
{
  kaiser_table_set_show_last_trick (self->table, kaiser_status_line_get_last_trick (self->status_line));
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
  kaiser_status_line_show (self->status_line, st, HUMAN, _kaiser_window_card_names (self));
  if (st->phase == KAISER_PHASE_HAND_OVER || st->phase == KAISER_PHASE_GAME_OVER)
    {
      if (self->hand_summary && gtk_widget_get_visible (GTK_WIDGET (self->hand_summary)))
        kaiser_hand_summary_show_hand (self->hand_summary, self->game, HUMAN);
    }
  else if (st->to_act == HUMAN)
    show_human_turn (self, st);
  /* the hint shown names its card as the new theme does */
  show_hint (self);
  kaiser_table_set_cache (self->table, self->cache);
  if (self->score_sheet)
    kaiser_score_sheet_set_cache (KAISER_SCORE_SHEET (self->score_sheet), self->cache);
  if (self->rules_window)
    kaiser_rules_window_set_rules (KAISER_RULES_WINDOW (self->rules_window), kaiser_game_get_rules (self->game),
                                   _kaiser_window_card_names (self));
}

static void
tell_stand_in (KaiserWindow *self)
{
  if (self->game)
    kaiser_theme_loader_tell_stand_in (self->theme_loader, kaiser_game_get_rules (self->game));
}

static void
on_theme_loaded (KaiserWindow *self)
{
  gtk_widget_queue_resize (GTK_WIDGET (self->table));
  if (self->hand_summary)
    gtk_widget_queue_draw (GTK_WIDGET (self->hand_summary));
  refresh_names (self);
  tell_stand_in (self);
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

  fill_theme_menu (self);   /* themes added or removed since */
  kaiser_theme_loader_switch_next (self->theme_loader);
}

/* A finished game the store counted: by level too */
static void
on_game_finished (KaiserGameStore *store, KaiserGame *game, KaiserWindow *self)
{
  if (self->statistics)
    kaiser_statistics_add_game (self->statistics, kaiser_session_get_level (self->session), game);
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
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  if (self->friends)
    g_signal_handlers_disconnect_by_data (self->friends, self);
  g_clear_object (&self->friends);
  g_clear_weak_pointer (&self->friends_dialog);
  g_clear_object (&self->practice);
  g_clear_object (&self->statistics);
  g_clear_object (&self->theme_loader);
  g_clear_object (&self->new_game);
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
  g_type_ensure (KAISER_TYPE_PANEL);
  g_type_ensure (KAISER_TYPE_STATUS_LINE);
  g_type_ensure (KAISER_TYPE_CHAT_BAR);
  object_class->finalize = kaiser_window_finalize;

  kaiser_application_ensure_resources ();

  gtk_widget_class_set_template_from_resource (widget_class, KAISER_RESOURCE_PATH "/kaiser-window.ui");
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, theme_menu);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, table);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, table_overlay);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, status_line);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, panel);
  gtk_widget_class_bind_template_child (widget_class, KaiserWindow, chat_bar);

  _kaiser_window_class_actions_init (widget_class);
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game", NULL);
  gtk_widget_class_install_action (widget_class, "win.take-back-game", NULL, take_back_game_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, 0, "win.hint", NULL);
  gtk_widget_class_install_action (widget_class, "win.next-card-theme", NULL, next_card_theme_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, GDK_CONTROL_MASK, "win.next-card-theme", NULL);
  gtk_widget_class_install_action (widget_class, "win.next-hand", NULL, next_hand_action);
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
  g_signal_connect_object (self->session, "problem", G_CALLBACK (on_message), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "hint", G_CALLBACK (show_hint), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::thinking", G_CALLBACK (on_session_thinking), self, G_CONNECT_SWAPPED);
  self->practice = kaiser_practice_new (self->header_bar, self->session);
  kaiser_toast_init_band (self->toast_overlay);
  g_signal_connect_swapped (self->panel, "action", G_CALLBACK (apply_human), self);
  g_signal_connect_swapped (self->panel, "claim", G_CALLBACK (on_claim_clicked), self);
  kaiser_window_bind_settings (self);
  self->new_game = kaiser_new_game_new (GTK_WINDOW (self), self->toast_overlay, self->settings, self->store, self->session);
  g_signal_connect_object (self->new_game, "message", G_CALLBACK (on_message), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->new_game, "discarded", G_CALLBACK (on_discarded), self, G_CONNECT_SWAPPED);
  if (self->settings)
    self->statistics = kaiser_statistics_new (self->settings);
  if (self->store)
    g_signal_connect_object (self->store, "game-finished", G_CALLBACK (on_game_finished), self, 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.statistics", self->statistics != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.saved-games", self->store != NULL);
  self->cache = kaiser_card_cache_new ();
  self->theme_loader = kaiser_theme_loader_new (self->settings, self->cache, self->table);
  g_signal_connect_object (self->theme_loader, "loaded", G_CALLBACK (on_theme_loaded), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->theme_loader, "problem", G_CALLBACK (on_message), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->theme_loader, "message", G_CALLBACK (on_message), self, G_CONNECT_SWAPPED);
  kaiser_table_set_cache (self->table, self->cache);
  g_object_bind_property (adw_style_manager_get_default (), "high-contrast", self->table, "high-contrast",
                          G_BINDING_SYNC_CREATE);
  fill_theme_menu (self);
  gtk_menu_button_set_create_popup_func (self->primary_menu_button, create_primary_menu, self, NULL);
  g_signal_connect (self->table, "card-activated", G_CALLBACK (on_card_activated), self);
  g_signal_connect (self->table, "card-refused", G_CALLBACK (on_card_refused), self);
  g_signal_connect_swapped (self->table, "go-on", G_CALLBACK (on_table_go_on), self);
  g_signal_connect_swapped (self->table, "notify::animating", G_CALLBACK (on_table_animating), self);
  g_signal_connect_swapped (self->status_line, "notify::last-trick", G_CALLBACK (on_last_trick_toggled), self);
  {
    GtkEventController *keys = gtk_event_controller_key_new ();
    /* before the focused widget (a bidding button, the table) sees the key */
    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    gtk_event_controller_set_name (keys, "kaiser-window-keys");
    g_signal_connect (keys, "key-pressed", G_CALLBACK (on_window_key), self);
    gtk_widget_add_controller (GTK_WIDGET (self), keys);
  }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.take-back-game", FALSE);
  _kaiser_window_friends_init (self);
  if (!kaiser_new_game_resume (self->new_game))
    start_game (self);
  /* not the header bar's first button (New Game): where the game put it
   * (the bidding box, the hand), else in the hand */
  if (gtk_root_get_focus (GTK_ROOT (self)) == NULL)
    gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->table));
}
