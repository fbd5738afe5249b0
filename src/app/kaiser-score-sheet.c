/* kaiser-score-sheet.c
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

#define G_LOG_DOMAIN "kaiser-score-sheet"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-application.h"
#include "kaiser-score-sheet.h"
#include "kaiser-score-text.h"

/* Columns of the sheet: the hand, then three groups (points taken, the
 * change, the score) of a column for each side, the player's first. */
enum {
  COL_HAND,
  COL_DEALER,
  COL_CONTRACT,
  COL_RESULT,
  COL_FIRST_NUMBER,
};

enum { GROUP_POINTS, GROUP_CHANGE, GROUP_SCORE, N_GROUPS };

/* After the score's columns: a hand's Review and Replay This Deal buttons */
#define COL_REVIEW(self) (COL_FIRST_NUMBER + (N_GROUPS - (self)->first_group) * (int) (self)->n_sides)
#define COL_REPLAY(self) (COL_REVIEW (self) + 1)
#define N_COLUMNS(self)  COL_REVIEW (self)

#define FIRST_HAND_ROW 2

struct _KaiserScoreSheet
{
  AdwWindow          parent_instance;

  KaiserGame        *game;
  KaiserCardCache   *cache;         /* the card theme: what it calls the suits */
  KaiserSeat         seat;
  guint              n_sides;
  int                first_group;   /* GROUP_CHANGE past two sides: the points taken are the summary's */
  KaiserTeam         order[KAISER_MAX_SIDES]; /* the sides by column, the player's first */
  guint              scroll_tick;
  guint              scroll_frames;
  gboolean           stale;         /* the game changed while hidden */

  /* Template widgets */
  AdwWindowTitle    *window_title;
  GtkScrolledWindow *scroller;
  GtkLabel          *rules_label;
  GtkLabel          *target_label;
  GtkGrid           *grid;
  GtkLabel          *empty_label;
  GtkLabel          *footer_label;
};

G_DEFINE_FINAL_TYPE (KaiserScoreSheet, kaiser_score_sheet, ADW_TYPE_WINDOW)

enum {
  REPLAY_HAND,
  N_SIGNALS
};

static guint signals[N_SIGNALS];


static int
col (KaiserScoreSheet *self, int group, int k)
{
  return COL_FIRST_NUMBER + (group - self->first_group) * (int) self->n_sides + k;
}

/* The sides by column: the player's, then the others in play order. */
static void
order_sides (KaiserScoreSheet *self)
{
  self->n_sides = kaiser_rules_sides_from (kaiser_game_get_rules (self->game), self->seat, self->order);
  self->first_group = self->n_sides > 2 ? GROUP_CHANGE : GROUP_POINTS;
}

static GtkWidget *
add_cell (KaiserScoreSheet *self, int column, int row, int width, const char *text, const char *name, const char *style)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "cell");
  if (column == COL_HAND)
    gtk_widget_add_css_class (label, "margin-line");
  if (column >= COL_FIRST_NUMBER && (column - COL_FIRST_NUMBER) % (int) self->n_sides == 0)
    gtk_widget_add_css_class (label, "pair-start");
  if (column >= col (self, GROUP_SCORE, 0))
    gtk_widget_add_css_class (label, "running");
  if (style)
    gtk_widget_add_css_class (label, style);
  if (name)
    gtk_widget_set_name (label, name);
  gtk_label_set_xalign (GTK_LABEL (label), column == COL_CONTRACT || column == COL_DEALER ? 0.0f : 0.5f);
  if (column == COL_CONTRACT)
    gtk_widget_set_hexpand (label, TRUE);
  if (column >= COL_FIRST_NUMBER)
    gtk_widget_add_css_class (label, "number");
  gtk_grid_attach (self->grid, label, column, row, width, 1);
  return label;
}

static void
add_number_cell (KaiserScoreSheet *self, int column, int row, guint hand, const char *field,
                 gint value, gboolean change)
{
  g_autofree char *text = change ? kaiser_score_text_change (value) : kaiser_score_text_number (value);
  g_autofree char *name = g_strdup_printf ("h%u-%s", hand, field);

  add_cell (self, column, row, 1, text, name, change && value < 0 ? "minus" : NULL);
}

static void
add_headings (KaiserScoreSheet *self)
{
  const KaiserRules *rules = kaiser_game_get_rules (self->game);
  int n = (int) self->n_sides;

  add_cell (self, COL_HAND, 0, 1, _("Hand"), NULL, "heading-cell");
  add_cell (self, COL_DEALER, 0, 1, _("Dealer"), NULL, "heading-cell");
  add_cell (self, COL_CONTRACT, 0, 1, _("Bid"), NULL, "heading-cell");
  add_cell (self, COL_RESULT, 0, 1, "", NULL, "heading-cell");
  if (self->first_group == GROUP_POINTS)
    add_cell (self, col (self, GROUP_POINTS, 0), 0, n, _("Points taken"), NULL, "heading-cell");
  add_cell (self, col (self, GROUP_CHANGE, 0), 0, n, _("Change"), NULL, "heading-cell");
  add_cell (self, col (self, GROUP_SCORE, 0), 0, n, _("Score"), NULL, "heading-cell");
  for (int c = COL_HAND; c <= COL_RESULT; c++)
    add_cell (self, c, 1, 1, "", NULL, "subheading-cell");
  for (int g = self->first_group; g < N_GROUPS; g++)
    for (int k = 0; k < n; k++)
      {
        g_autofree char *name = kaiser_score_text_side (rules, self->order[k], self->seat);
        add_cell (self, col (self, g, k), 1, 1, name, NULL, "subheading-cell");
      }
}

/* A deal thrown in before the hand was played. */
static void
add_misdeal_row (KaiserScoreSheet *self, const KaiserHandLog *log, guint index, int row)
{
  const KaiserMisdeal *m = &g_array_index (log->misdeals, KaiserMisdeal, index);
  g_autofree char *number = g_strdup_printf ("%u", log->number);
  g_autofree char *name = g_strdup_printf ("h%u-misdeal-%u", log->number, index + 1);
  g_autofree char *text = NULL;

  if (m->caller < kaiser_rules_n_seats (&log->state.rules))
    /* Translators: a deal thrown in on the score sheet, "Thrown in by West" */
    text = g_strdup_printf (_("Thrown in by %s"), kaiser_score_text_seat (&log->state.rules, m->caller, self->seat));
  else
    text = g_strdup (_("All passed: dealt again"));
  add_cell (self, COL_HAND, row, 1, number, NULL, "thrown-in");
  add_cell (self, COL_DEALER, row, 1, kaiser_score_text_seat (&log->state.rules, log->dealer, self->seat), NULL, "thrown-in");
  add_cell (self, COL_CONTRACT, row, N_COLUMNS (self) - COL_CONTRACT, text, name, "thrown-in");
}

/* A line drawn across the sheet under a hand: the bid-out reached, the
 * target raised. */
static void
add_marker (KaiserScoreSheet *self, int row, const char *name, const char *style, const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_set_name (label, name);
  gtk_widget_add_css_class (label, "marker");
  gtk_widget_add_css_class (label, style);
  gtk_label_set_xalign (GTK_LABEL (label), 1.0f);
  gtk_grid_attach (self->grid, label, 0, row, N_COLUMNS (self), 1);
}

/* A hand's Review button (sheet.review-hand: the window's win.review-hand). */
static void
add_review_button (KaiserScoreSheet *self, guint index, guint number, int row)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("edit-find-symbolic");
  g_autofree char *name = g_strdup_printf ("h%u-review", number);
  /* Translators: the score sheet's button that opens a hand's review, "Review Hand 3" */
  g_autofree char *label = g_strdup_printf (_("Review Hand %u"), number);

  gtk_widget_set_name (button, name);
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "review-button");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_start (button, 4);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "sheet.review-hand");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", index);
  gtk_grid_attach (self->grid, button, COL_REVIEW (self), row, 1, 1);
}

/* Replay This Deal, after the hand's row: the sheet's "replay-hand" */
static void
add_replay_button (KaiserScoreSheet *self, guint index, const KaiserHandLog *log, int row)
{
  g_autofree char *name = g_strdup_printf ("h%u-replay", log->number);
  g_autofree char *number = kaiser_deal_number_of_hand (self->game, index);
  /* Translators: the tooltip of a hand's button on the score sheet */
  g_autofree char *tip = number ? g_strdup_printf (_("Replay this deal (deal number %s)"), number) : g_strdup (_("Replay this deal"));
  GtkWidget *button = gtk_button_new_from_icon_name ("media-playlist-repeat-symbolic");

  gtk_widget_set_name (button, name);
  gtk_widget_set_tooltip_text (button, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Replay this deal"), -1);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_uint32 (index));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "sheet.replay-hand");
  gtk_grid_attach (self->grid, button, COL_REPLAY (self), row, 1, 1);
}

static void
add_hand_row (KaiserScoreSheet *self, guint index, const KaiserHandLog *log, gboolean raised_before, int *row)
{
  const KaiserState *st = &log->state;
  const KaiserRules *rules = &st->rules;
  const KaiserHandResult *r = &st->result;
  KaiserTeam us = self->order[0];
  g_autofree char *number = g_strdup_printf ("%u", log->number);
  g_autofree char *bid = kaiser_score_text_contract (rules, self->cache ? kaiser_card_cache_get_names (self->cache) : NULL,
                                                     r->contract, st->trump, st->low);
  /* Translators: the contract on the score sheet, "East: 8 ♥" */
  g_autofree char *contract = g_strdup_printf (_("%s: %s"), kaiser_score_text_seat (rules, st->declarer, self->seat), bid);
  g_autofree char *hand_name = g_strdup_printf ("h%u-hand", log->number);
  g_autofree char *dealer_name = g_strdup_printf ("h%u-dealer", log->number);
  g_autofree char *contract_name = g_strdup_printf ("h%u-contract", log->number);
  g_autofree char *result_name = g_strdup_printf ("h%u-result", log->number);
  GtkWidget *score_cells[KAISER_MAX_SIDES];
  gint limit = kaiser_rules_bid_out_limit (rules, r->target_raised);

  add_cell (self, COL_HAND, *row, 1, number, hand_name, NULL);
  add_cell (self, COL_DEALER, *row, 1, kaiser_score_text_seat (rules, log->dealer, self->seat), dealer_name, NULL);
  {
    GtkWidget *cell = add_cell (self, COL_CONTRACT, *row, 1, NULL, contract_name, NULL);
    g_autofree char *markup = kaiser_score_text_suit_markup (contract);

    gtk_label_set_markup (GTK_LABEL (cell), markup);
  }
  /* Lost Heir: a dealer who led without a bid neither made nor was set */
  if (kaiser_bid_is_pass (r->contract))
    add_cell (self, COL_RESULT, *row, 1, "", result_name, NULL);
  else
    add_cell (self, COL_RESULT, *row, 1, r->made ? _("made") : _("set"), result_name, r->made ? "made" : "set");
  for (guint k = 0; k < self->n_sides; k++)
    {
      KaiserTeam t = self->order[k];
      /* "us" and "them", then "side-3" … by column */
      g_autofree char *key = k < 2 ? g_strdup (k == 0 ? "us" : "them") : g_strdup_printf ("side-%u", k + 1);
      g_autofree char *points = g_strconcat ("points-", key, NULL);
      g_autofree char *change = g_strconcat ("change-", key, NULL);
      g_autofree char *score = g_strconcat ("score-", key, NULL);

      if (self->first_group == GROUP_POINTS)
        add_number_cell (self, col (self, GROUP_POINTS, (int) k), *row, log->number, points, r->points[t], FALSE);
      add_number_cell (self, col (self, GROUP_CHANGE, (int) k), *row, log->number, change, r->change[t], TRUE);
      add_number_cell (self, col (self, GROUP_SCORE, (int) k), *row, log->number, score, r->scores[t], FALSE);
      score_cells[k] = gtk_grid_get_child_at (self->grid, col (self, GROUP_SCORE, (int) k), *row);
    }
  add_replay_button (self, index, log, *row);
  (*row)++;

  /* The line players draw where a side comes to the bid-out: from
   * there on only a bid scores for it. */
  for (guint c = 0; c < self->n_sides; c++)
    {
      KaiserTeam team = self->order[c];
      gint before = r->scores[team] - r->change[team];

      if (r->winner == KAISER_TEAM_NONE &&
          kaiser_score_text_at_bid_out (rules, r->scores[team], r->target_raised) &&
          !kaiser_score_text_at_bid_out (rules, before, raised_before))
        {
          g_autofree char *name = c < 2 ? g_strdup_printf ("h%u-bid-out-%s", log->number, c == 0 ? "us" : "them")
                                        : g_strdup_printf ("h%u-bid-out-side-%u", log->number, c + 1);
          g_autofree char *side = kaiser_score_text_side (rules, team, self->seat);
          /* Translators: at a table of three sides or more, "West reached the bid-out (45): only a bid scores now" */
          g_autofree char *text = self->n_sides > 2 && team != us
                                    ? g_strdup_printf (_("%s reached the bid-out (%d): only a bid scores now"), side, limit)
                                    : g_strdup_printf (team == us ? _("We reached the bid-out (%d): only a bid scores for us now")
                                                                 : _("They reached the bid-out (%d): only a bid scores for them now"),
                                                       limit);
          gtk_widget_add_css_class (score_cells[c], "bid-out");
          add_marker (self, (*row)++, name, "bid-out-marker", text);
        }
    }
  if (r->target_raised && !raised_before && r->winner == KAISER_TEAM_NONE)
    {
      g_autofree char *name = g_strdup_printf ("h%u-target", log->number);
      g_autofree char *text = g_strdup_printf (_("A no-trump bid was made: the game is now to %d"), r->target);
      add_marker (self, (*row)++, name, "target-marker", text);
    }
}

static void
clear_grid (KaiserScoreSheet *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))))
    gtk_grid_remove (self->grid, child);
}

static void
show_rules (KaiserScoreSheet *self)
{
  const KaiserRules *rules = kaiser_game_get_rules (self->game);
  const KaiserState *st = kaiser_game_get_state (self->game);
  const char *preset = kaiser_rules_preset_title (rules->id);
  g_autofree char *title = NULL;
  GString *target = g_string_new (NULL);
  gint limit = kaiser_rules_bid_out_limit (rules, st->target_raised);

  /* Translators: "Standard rules", "Saskatchewan rules" */
  title = preset ? g_strdup_printf (_("%s rules"), preset) : g_strdup (_("Custom rules"));
  /* the sheet's own heading; the header bar does not repeat it */
  gtk_label_set_text (self->rules_label, title);

  /* Translators: the target on the score sheet, "Game to 52" */
  g_string_append_printf (target, _("Game to %d"), kaiser_rules_target (rules, st->target_raised));
  if (rules->no_trump_raise > 0 && !st->target_raised)
    /* Translators: ", 62 after a made no-trump bid" */
    g_string_append_printf (target, _(", %d after a made no-trump bid"), kaiser_rules_target (rules, TRUE));
  if (limit != G_MAXINT)
    /* Translators: " · bid-out at 45" */
    g_string_append_printf (target, _(" · bid-out at %d"), limit);
  if (rules->pot > 0)
    /* Translators: " · pot 3 a failed bid" */
    g_string_append_printf (target, _(" · pot %d a failed bid"), rules->pot);
  gtk_label_set_text (self->target_label, target->str);
  g_string_free (target, TRUE);
}

static void
show_footer (KaiserScoreSheet *self)
{
  const KaiserState *st = kaiser_game_get_state (self->game);
  const KaiserHandResult *r = &st->result;
  KaiserTeam us = self->order[0], them = self->order[1];
  GString *text = g_string_new (NULL);

  if (st->phase == KAISER_PHASE_GAME_OVER && self->n_sides > 2)
    {
      g_autofree char *winner = kaiser_score_text_side (&st->rules, r->winner, self->seat);
      g_autofree char *score = kaiser_score_text_number (r->scores[r->winner]);

      /* Translators: at a table of three sides or more, "West won the game with 54." */
      g_string_append_printf (text, _("%s won the game with %s."), winner, score);
    }
  else if (st->phase == KAISER_PHASE_GAME_OVER)
    {
      g_autofree char *a = kaiser_score_text_number (r->scores[us]);
      g_autofree char *b = kaiser_score_text_number (r->scores[them]);

      g_string_append_printf (text, r->winner == us ? _("We won the game, %s to %s.") : _("They won the game, %s to %s."), a, b);
      if (r->skunk)
        g_string_append_printf (text, " %s", _("Skunk!"));
      if (r->five_stolen)
        g_string_append_printf (text, " %s", _("The five was stolen at the bid-out."));
    }
  if (st->rules.pot > 0)
    {
      if (text->len)
        g_string_append_c (text, ' ');
      g_string_append_printf (text, _("Pot: %d."), st->pot);
    }
  if (kaiser_game_get_undo_count (self->game) > 0)
    {
      guint undos = kaiser_game_get_undo_count (self->game);

      if (text->len)
        g_string_append_c (text, ' ');
      /* Translators: the score sheet's mark of a game where Undo was used */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "Undo used %u time in this game.",
                                                 "Undo used %u times in this game.", undos), undos);
    }
  gtk_label_set_text (self->footer_label, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->footer_label), text->len > 0);
  g_string_free (text, TRUE);
}

/* New lines are at the bottom: keep the last in sight for the few frames
 * the new lines take to be laid out. */
static gboolean
scroll_to_end (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  KaiserScoreSheet *self = KAISER_SCORE_SHEET (widget);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
  if (--self->scroll_frames > 0)
    return G_SOURCE_CONTINUE;
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
rebuild (KaiserScoreSheet *self)
{
  guint n_hands = kaiser_game_get_n_hands (self->game);
  gboolean raised = FALSE;
  guint n_scored = 0;
  int row = FIRST_HAND_ROW;

  self->stale = FALSE;
  clear_grid (self);
  order_sides (self);
  show_rules (self);
  add_headings (self);
  for (guint i = 0; i < n_hands; i++)
    {
      const KaiserHandLog *log = kaiser_game_get_hand_log (self->game, i);
      KaiserPhase phase = log->state.phase;

      for (guint m = 0; m < log->misdeals->len; m++)
        add_misdeal_row (self, log, m, row++);
      if (phase != KAISER_PHASE_HAND_OVER && phase != KAISER_PHASE_GAME_OVER)
        continue;   /* still being played */
      add_review_button (self, i, log->number, row);
      add_hand_row (self, i, log, raised, &row);
      raised = log->state.target_raised;
      n_scored++;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->empty_label), n_scored == 0);
  show_footer (self);
  self->scroll_frames = 4;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_to_end, NULL, NULL);
}

/* Closing only hides the sheet (the window keeps it for next time): a
 * hidden sheet is brought up to date when shown again. */
static void
game_changed (KaiserScoreSheet *self)
{
  if (gtk_widget_get_visible (GTK_WIDGET (self)))
    rebuild (self);
  else
    self->stale = TRUE;
}

static void
on_game_changed (KaiserGame *game, KaiserScoreSheet *self)
{
  game_changed (self);
}

static void
on_dealt (KaiserGame *game, guint hand, KaiserScoreSheet *self)
{
  game_changed (self);
}

static void
kaiser_score_sheet_show (GtkWidget *widget)
{
  KaiserScoreSheet *self = KAISER_SCORE_SHEET (widget);

  if (self->stale && self->game)
    rebuild (self);
  GTK_WIDGET_CLASS (kaiser_score_sheet_parent_class)->show (widget);
}

void
kaiser_score_sheet_set_game (KaiserScoreSheet *self, KaiserGame *game)
{
  g_return_if_fail (KAISER_IS_SCORE_SHEET (self));
  g_return_if_fail (KAISER_IS_GAME (game));

  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  g_signal_connect (game, "hand-finished", G_CALLBACK (on_game_changed), self);
  g_signal_connect (game, "dealt", G_CALLBACK (on_dealt), self);
  rebuild (self);
}

void
kaiser_score_sheet_set_cache (KaiserScoreSheet *self, KaiserCardCache *cache)
{
  g_return_if_fail (KAISER_IS_SCORE_SHEET (self));

  g_set_object (&self->cache, cache);
  if (self->game)
    rebuild (self);
}

KaiserGame *
kaiser_score_sheet_get_game (KaiserScoreSheet *self)
{
  g_return_val_if_fail (KAISER_IS_SCORE_SHEET (self), NULL);
  return self->game;
}

/**
 * kaiser_score_sheet_new:
 * @parent: (nullable): the window the sheet belongs to
 * @game: the game to show
 * @seat: the player's seat: "Us" is its side
 *
 * Returns: (transfer none): a new score sheet window, not yet shown
 */
KaiserScoreSheet *
kaiser_score_sheet_new (GtkWindow *parent, KaiserGame *game, KaiserSeat seat)
{
  KaiserScoreSheet *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (KAISER_IS_GAME (game), NULL);
  g_return_val_if_fail (seat < kaiser_rules_n_seats (kaiser_game_get_rules (game)), NULL);

  self = g_object_new (KAISER_TYPE_SCORE_SHEET, "transient-for", parent, NULL);
  self->seat = seat;
  /* two columns more for each side past two */
  if (kaiser_rules_n_sides (kaiser_game_get_rules (game)) > 2)
    {
      int w, h;

      gtk_window_get_default_size (GTK_WINDOW (self), &w, &h);
      gtk_window_set_default_size (GTK_WINDOW (self), w + 110 * ((int) kaiser_rules_n_sides (kaiser_game_get_rules (game)) - 2), h);
    }
  kaiser_score_sheet_set_game (self, game);
  return self;
}

static void
replay_hand_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  g_signal_emit (widget, signals[REPLAY_HAND], 0, g_variant_get_uint32 (parameter));
}

static void
kaiser_score_sheet_dispose (GObject *object)
{
  KaiserScoreSheet *self = KAISER_SCORE_SHEET (object);

  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->cache);
  gtk_widget_dispose_template (GTK_WIDGET (self), KAISER_TYPE_SCORE_SHEET);
  G_OBJECT_CLASS (kaiser_score_sheet_parent_class)->dispose (object);
}

/* The review opens over the sheet, which stays under it (the main
 * window puts a review over the sheet while the sheet shows). */
static void
review_hand_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (widget));

  if (parent)
    gtk_widget_activate_action_variant (GTK_WIDGET (parent), "win.review-hand", parameter);
}

static void
kaiser_score_sheet_class_init (KaiserScoreSheetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kaiser_score_sheet_dispose;
  widget_class->show = kaiser_score_sheet_show;

  kaiser_application_ensure_resources ();

  gtk_widget_class_set_template_from_resource (widget_class, KAISER_RESOURCE_PATH "/kaiser-score-sheet.ui");
  gtk_widget_class_bind_template_child (widget_class, KaiserScoreSheet, window_title);
  gtk_widget_class_bind_template_child (widget_class, KaiserScoreSheet, scroller);
  gtk_widget_class_bind_template_child (widget_class, KaiserScoreSheet, rules_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserScoreSheet, target_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserScoreSheet, grid);
  gtk_widget_class_bind_template_child (widget_class, KaiserScoreSheet, empty_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserScoreSheet, footer_label);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_install_action (widget_class, "sheet.review-hand", "u", review_hand_action);
  gtk_widget_class_install_action (widget_class, "sheet.replay-hand", "u", replay_hand_action);
  /* KaiserScoreSheet::replay-hand: Replay This Deal on hand (0-based) */
  signals[REPLAY_HAND] = g_signal_new ("replay-hand", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                       NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
kaiser_score_sheet_init (KaiserScoreSheet *self)
{
  self->seat = KAISER_SOUTH;
  gtk_widget_init_template (GTK_WIDGET (self));
}
