/* kaiser-hand-summary.c
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

#define G_LOG_DOMAIN "kaiser-hand-summary"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-a11y.h"
#include "kaiser-application.h"
#include "kaiser-hand-summary.h"
#include "kaiser-score-text.h"

#define CARD_PICTURE_SIZE 64

enum { BONUS, PENALTY, N_KINDS };

struct _KaiserHandSummary
{
  AdwBin            parent_instance;

  KaiserCardCache  *cache;
  KaiserCardCache  *pictures;   /* the cache's cards at the pictures' size, drawn in a worker thread */
  char             *picture_id[N_KINDS][KAISER_N_TEAMS];       /* the card each picture shows */
  char             *picture_caption[N_KINDS][KAISER_N_TEAMS];  /* under it: "+5" */
  char             *picture_words[N_KINDS][KAISER_N_TEAMS];    /* without a picture: "5♥ +5" */
  GtkWidget        *card_box[N_KINDS][KAISER_N_TEAMS];   /* columns: 0 us, 1 them */
  GtkImage         *card_image[N_KINDS][KAISER_N_TEAMS];
  GtkLabel         *card_caption[N_KINDS][KAISER_N_TEAMS];
  GtkWidget        *no_cards[KAISER_N_TEAMS];

  /* Template widgets */
  GtkLabel         *caption_label;
  GtkLabel         *winner_label;
  GtkLabel         *contract_label;
  GtkLabel          *auction_label;
  GtkLabel         *outcome_label;
  GtkLabel         *detail_label;
  GtkBox           *cards_us;
  GtkBox           *cards_them;
  GtkLabel         *tricks_us;
  GtkLabel         *tricks_them;
  GtkLabel         *points_us;
  GtkLabel         *points_them;
  GtkLabel         *change_us;
  GtkLabel         *change_them;
  GtkLabel         *score_heading;
  GtkLabel         *score_us;
  GtkLabel         *score_them;
  GtkLabel         *us_heading;
  GtkLabel         *them_heading;
  GPtrArray        *more_columns; /* the widgets of the third side's column and on */
  GtkBox           *notices;
  GtkButton        *button;
  GtkButton        *review_button;
  GtkWidget        *extra;      /* under the button (kaiser-practice) */
  gboolean          practice;
};

G_DEFINE_FINAL_TYPE (KaiserHandSummary, kaiser_hand_summary, ADW_TYPE_BIN)

/**
 * kaiser_hand_summary_new:
 *
 * Returns: (transfer floating): a new, empty hand summary
 */
GtkWidget *
kaiser_hand_summary_new (void)
{
  return g_object_new (KAISER_TYPE_HAND_SUMMARY, NULL);
}

void
kaiser_hand_summary_set_cache (KaiserHandSummary *self, KaiserCardCache *cache)
{
  g_return_if_fail (KAISER_IS_HAND_SUMMARY (self));
  g_return_if_fail (cache == NULL || KAISER_IS_CARD_CACHE (cache));

  g_set_object (&self->cache, cache);
}

static void
set_number (GtkLabel *label, gint value)
{
  g_autofree char *text = kaiser_score_text_number (value);
  gtk_label_set_text (label, text);
}

static void
set_change (GtkLabel *label, gint value)
{
  g_autofree char *text = kaiser_score_text_change (value);

  gtk_label_set_text (label, text);
  if (value < 0)
    gtk_widget_add_css_class (GTK_WIDGET (label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (label), "error");
}

static void
add_notice (KaiserHandSummary *self, const char *style, const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  gtk_widget_add_css_class (label, "notice");
  if (style)
    gtk_widget_add_css_class (label, style);
  gtk_box_append (self->notices, label);
}

static void
clear_notices (KaiserHandSummary *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->notices))))
    gtk_box_remove (self->notices, child);
}

/* What the theme calls the cards (NULL: the usual names). */
static const KaiserCardNames *
card_names (KaiserHandSummary *self)
{
  return self->cache ? kaiser_card_cache_get_names (self->cache) : NULL;
}

/* A picture: its card drawn at the pictures' size once the worker thread
 * has drawn it (the cache itself holds the table's size), else the card
 * in words. */
static void
update_picture (KaiserHandSummary *self, guint kind, guint column)
{
  KaiserCardTheme *theme = self->cache ? kaiser_card_cache_get_theme (self->cache) : NULL;
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  GdkTexture *texture = NULL;

  if (theme && self->picture_id[kind][column])
    {
      kaiser_card_cache_follow (self->pictures, self->cache);
      kaiser_card_cache_set_size (self->pictures, (int) (CARD_PICTURE_SIZE * kaiser_card_theme_get_aspect (theme) + 0.5),
                                  CARD_PICTURE_SIZE, scale);
      texture = kaiser_card_cache_get (self->pictures, self->picture_id[kind][column]);
    }
  gtk_image_set_from_paintable (self->card_image[kind][column], GDK_PAINTABLE (texture));
  gtk_widget_set_visible (GTK_WIDGET (self->card_image[kind][column]), texture != NULL);
  gtk_label_set_text (self->card_caption[kind][column],
                      texture ? self->picture_caption[kind][column] : self->picture_words[kind][column]);
}

static void
on_pictures_rendered (KaiserHandSummary *self)
{
  for (guint kind = 0; kind < N_KINDS; kind++)
    for (guint column = 0; column < KAISER_N_TEAMS; column++)
      if (self->picture_id[kind][column])
        update_picture (self, kind, column);
}

static GtkWidget *
more_label (KaiserHandSummary *self, GtkGrid *grid, int column, int row, const char *text, const char *css)
{
  static const char * const fields[] = { "heading", "tricks", "cards", "points", "change", "score" };
  GtkWidget *label = gtk_label_new (text);
  g_autofree char *name = g_strdup_printf ("summary-%s-side-%d", fields[row], column);

  gtk_widget_set_name (label, name);

  if (css)
    gtk_widget_add_css_class (label, css);
  gtk_grid_attach (grid, label, column, row, 1, 1);
  g_ptr_array_add (self->more_columns, label);
  return label;
}

/* At a table of three sides or more, a column for each side past the
 * template's two: name, tricks, the point cards in words, points, change
 * and score; and the headings name the sides. */
/* A point card's worth under it: "+5", "−3", or, where a blank in its
 * trick cancelled it (Lost Heir), "cancelled". */
static char *
point_card_value (const KaiserState *st, KaiserCard card)
{
  const KaiserDeck *deck = &st->rules.deck;

  if (kaiser_cards_has (st->cancelled, card))
    return g_strdup (_("cancelled"));
  return kaiser_score_text_change (card == deck->bonus_card ? deck->bonus_value : deck->penalty_value);
}

static void
show_more_sides (KaiserHandSummary *self, const KaiserState *st, KaiserSeat seat, const KaiserTeam *order, guint n_sides)
{
  const KaiserRules *rules = &st->rules;
  const KaiserHandResult *r = &st->result;
  const KaiserDeck *deck = &rules->deck;
  GtkGrid *grid = GTK_GRID (gtk_widget_get_parent (GTK_WIDGET (self->us_heading)));

  for (guint i = 0; i < self->more_columns->len; i++)
    gtk_grid_remove (grid, g_ptr_array_index (self->more_columns, i));
  g_ptr_array_set_size (self->more_columns, 0);
  if (kaiser_rules_n_seats (rules) == 4 && n_sides == 2)
    {
      gtk_label_set_text (self->us_heading, _("Us"));
      gtk_label_set_text (self->them_heading, _("Them"));
      return;
    }
  for (guint i = 0; i < n_sides; i++)
    {
      g_autofree char *name = kaiser_score_text_side (rules, order[i], seat);
      g_autofree char *tricks = NULL, *points = NULL, *change = NULL, *score = NULL;
      GString *cards;
      int column = 1 + (int) i;

      if (i < 2)
        {
          gtk_label_set_text (i == 0 ? self->us_heading : self->them_heading, name);
          continue;
        }
      tricks = g_strdup_printf ("%d", r->tricks[order[i]]);
      points = kaiser_score_text_number (r->points[order[i]]);
      change = kaiser_score_text_change (r->change[order[i]]);
      score = kaiser_score_text_number (r->scores[order[i]]);
      cards = g_string_new (NULL);
      for (guint kind = 0; kind < N_KINDS; kind++)
        {
          KaiserCard card = kind == BONUS ? deck->bonus_card : deck->penalty_card;

          if (kaiser_cards_has (st->won[order[i]], card))
            {
              g_autofree char *short_name = kaiser_score_text_card (deck, card_names (self), card);
              g_autofree char *value = point_card_value (st, card);

              g_string_append_printf (cards, "%s%s %s", cards->len ? "\n" : "", short_name, value);
            }
        }
      more_label (self, grid, column, 0, name, "heading");
      more_label (self, grid, column, 1, tricks, NULL);
      more_label (self, grid, column, 2, cards->len ? cards->str : "—", "dim-label");
      /* styled as the template's columns: the points as a heading, the score large */
      more_label (self, grid, column, 3, points, "heading");
      more_label (self, grid, column, 4, change, r->change[order[i]] < 0 ? "error" : NULL);
      more_label (self, grid, column, 5, score, "title-3");
      g_string_free (cards, TRUE);
    }
}

/* The +5 and −3 cards beside the side that took them. */
static void
show_point_cards (KaiserHandSummary *self, const KaiserState *st, KaiserTeam us)
{
  const KaiserDeck *deck = &st->rules.deck;

  for (guint column = 0; column < KAISER_N_TEAMS; column++)
    {
      KaiserTeam team = column == 0 ? us : kaiser_rules_side_next (&st->rules, us);
      gboolean any = FALSE;

      for (guint kind = 0; kind < N_KINDS; kind++)
        {
          KaiserCard card = kind == BONUS ? deck->bonus_card : deck->penalty_card;
          gboolean held = kaiser_cards_has (st->won[team], card);
          g_autofree char *short_name = kaiser_score_text_card (deck, card_names (self), card);
          g_autofree char *name = kaiser_card_names_describe_card (card_names (self), deck, card);
          g_autofree char *points = point_card_value (st, card);
          g_autofree char *tooltip = NULL;
          char id[4];

          g_clear_pointer (&self->picture_id[kind][column], g_free);
          gtk_widget_set_visible (self->card_box[kind][column], held);
          if (!held)
            continue;
          any = TRUE;
          kaiser_deck_card_to_string (deck, card, id);
          self->picture_id[kind][column] = g_strdup (id);
          g_free (self->picture_caption[kind][column]);
          self->picture_caption[kind][column] = g_strdup (points);
          g_free (self->picture_words[kind][column]);
          /* no picture (no theme yet, or not drawn yet): the card in words */
          self->picture_words[kind][column] = g_strdup_printf ("%s %s", short_name, points);
          update_picture (self, kind, column);
          /* Translators: a tooltip, "Five of Hearts: +5" */
          tooltip = g_strdup_printf (_("%s: %s"), name, points);
          gtk_widget_set_tooltip_text (self->card_box[kind][column], tooltip);
        }
      gtk_widget_set_visible (self->no_cards[column], !any);
    }
}

static void
show_notices (KaiserHandSummary *self, KaiserGame *game, const KaiserState *st, KaiserTeam us)
{
  const KaiserRules *rules = &st->rules;
  const KaiserHandResult *r = &st->result;
  const KaiserDeck *deck = &rules->deck;
  KaiserTeam them = kaiser_rules_side_next (rules, us);
  gboolean over = st->phase == KAISER_PHASE_GAME_OVER;
  guint n_hands = kaiser_game_get_n_hands (game);
  gboolean raised_before = n_hands >= 2 && kaiser_game_get_hand_log (game, n_hands - 2)->state.target_raised;
  g_autofree char *bonus = kaiser_score_text_card (deck, card_names (self), deck->bonus_card);
  g_autofree char *penalty = kaiser_score_text_card (deck, card_names (self), deck->penalty_card);

  clear_notices (self);

  if (over && r->skunk)
    {
      g_autofree char *score = kaiser_score_text_number (r->scores[kaiser_rules_side_next (rules, r->winner)]);
      g_autofree char *text = g_strdup_printf (r->winner == us ? _("Skunk! They finished at %s.")
                                                                : _("Skunked: we finished at %s."), score);
      add_notice (self, "accent", text);
    }
  if (r->five_stolen)
    {
      g_autofree char *text = g_strdup_printf (r->bidders == them ? _("We stole the %s from the bidders at the bid-out: that wins the game!")
                                                                  : _("They stole the %s from the bidders at the bid-out: that wins the game."),
                                               bonus);
      add_notice (self, "accent", text);
    }
  for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
    if (r->bid_out[t] && r->points[t] > 0)
      {
        g_autofree char *text = NULL;

        if ((KaiserTeam) t == us)
          text = g_strdup_printf (g_dngettext (NULL, "Our %d point did not count: we stood at the bid-out.",
                                               "Our %d points did not count: we stood at the bid-out.", r->points[t]),
                                  r->points[t]);
        else
          text = g_strdup_printf (g_dngettext (NULL, "Their %d point did not count: they stood at the bid-out.",
                                               "Their %d points did not count: they stood at the bid-out.", r->points[t]),
                                  r->points[t]);
        add_notice (self, NULL, text);
      }
  if (st->insulted < kaiser_rules_n_sides (rules))
    {
      g_autofree char *text = g_strdup_printf (st->insulted == us ? _("We played the %s to the trick the %s won: −5 for the insult.")
                                                                  : _("They played the %s to the trick the %s won: −5 for the insult."),
                                               bonus, penalty);
      add_notice (self, NULL, text);
    }
  if (!over && r->target_raised && !raised_before)
    {
      g_autofree char *text = g_strdup_printf (_("A no-trump bid was made: the game is now to %d."), r->target);
      add_notice (self, "accent", text);
    }
  if (!over)
    {
      if (kaiser_score_text_at_bid_out (rules, r->scores[us], r->target_raised))
        add_notice (self, "warning", _("You are at the bid-out: only a bid scores for you now."));
      if (kaiser_score_text_at_bid_out (rules, r->scores[them], r->target_raised))
        add_notice (self, "warning", _("They are at the bid-out: only a bid scores for them now."));
      if (rules->bid_to_win == KAISER_BID_TO_WIN_MADE_BID)
        {
          if (r->scores[us] >= r->target)
            add_notice (self, "warning", _("We are past the target, but only a made bid wins the game."));
          if (r->scores[them] >= r->target)
            add_notice (self, "warning", _("They are past the target, but only a made bid wins the game."));
        }
    }
  if (rules->pot > 0)
    {
      g_autofree char *text = NULL;

      if (over)
        text = g_strdup_printf (r->winner == us ? _("We take the pot: %d.") : _("They take the pot: %d."), r->pot);
      else if (!r->made)
        text = g_strdup_printf (r->bidders == us ? _("We add %d to the pot; it holds %d.")
                                                 : _("They add %d to the pot; it holds %d."),
                                rules->pot, r->pot);
      else
        text = g_strdup_printf (_("The pot holds %d."), r->pot);
      add_notice (self, NULL, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->notices), gtk_widget_get_first_child (GTK_WIDGET (self->notices)) != NULL);
}

static char *
detail_text (const KaiserState *st, KaiserSeat seat)
{
  KaiserTeam us = kaiser_rules_seat_side (&st->rules, seat);
  const KaiserHandResult *r = &st->result;
  gboolean alone = kaiser_rules_n_sides (&st->rules) == kaiser_rules_n_seats (&st->rules);
  /* the bidders by name but for the two partnerships, "They" */
  g_autofree char *name = kaiser_rules_n_sides (&st->rules) > 2 || alone ? kaiser_score_text_side (&st->rules, r->bidders, seat) : NULL;
  const char *side = r->bidders == us ? (alone ? _("You") : _("We")) : name ? name : _("They");
  g_autofree char *text = NULL;

  switch (r->contract.kind)
    {
    case KAISER_BID_PASS:
      /* Translators: Lost Heir, the dealer led without a contract, "You took 6 points." */
      text = g_strdup_printf (_("%s took %d points."), side, r->points[r->bidders]);
      break;
    case KAISER_BID_KAISER_40:
      /* Translators: "North needed all 8 tricks alone and took 7." */
      text = g_strdup_printf (_("%s needed all %u tricks alone and took %u."),
                              kaiser_score_text_seat (&st->rules, st->declarer, seat),
                              kaiser_rules_hand_size (&st->rules), (guint) st->tricks_won[st->declarer]);
      break;
    case KAISER_BID_KAISER:
      /* Translators: "We needed 12 points and took 9." */
      text = g_strdup_printf (_("%s needed %d points and took %d."), side, 12, r->points[r->bidders]);
      break;
    default:
      /* Translators: "They needed 8 points and took 6." */
      text = g_strdup_printf (_("%s needed %u points and took %d."), side, (guint) r->contract.amount, r->points[r->bidders]);
      break;
    }
  if (r->sellers != KAISER_TEAM_NONE)
    {
      /* Translators: Lost Heir, "North, the dealer, accepted the bid and scores 4." */
      char *sold = g_strdup_printf (_("%s %s, the dealer, accepted the bid and scores %u."), text,
                                    kaiser_score_text_seat (&st->rules, st->dealer, seat), (guint) r->contract.amount);
      g_free (text);
      text = sold;
    }
  if (kaiser_rules_bid_multiplier (&st->rules, r->contract) > 1)
    {
      char *doubled = g_strconcat (text, " ", _("No trump counts double."), NULL);
      g_free (text);
      text = doubled;
    }
  return g_steal_pointer (&text);
}

void
kaiser_hand_summary_show_hand (KaiserHandSummary *self, KaiserGame *game, KaiserSeat seat)
{
  const KaiserState *st;
  const KaiserHandResult *r;
  KaiserTeam us, them, order[KAISER_MAX_SIDES];
  guint n_sides;
  gboolean over;
  g_autofree char *caption = NULL;
  g_autofree char *contract = NULL;
  g_autofree char *bid = NULL;
  g_autofree char *detail = NULL;
  g_autofree char *score_heading = NULL;

  g_return_if_fail (KAISER_IS_HAND_SUMMARY (self));
  g_return_if_fail (KAISER_IS_GAME (game));
  st = kaiser_game_get_state (game);
  g_return_if_fail (seat < kaiser_rules_n_seats (&st->rules));
  r = &st->result;
  over = st->phase == KAISER_PHASE_GAME_OVER;
  if (!over && st->phase != KAISER_PHASE_HAND_OVER)
    {
      g_warning ("No hand to sum up: the hand is still being played");
      return;
    }
  n_sides = kaiser_rules_sides_from (&st->rules, seat, order);
  us = order[0];
  them = order[1];

  /* Translators: "Hand 4 · East dealt" */
  caption = g_strdup_printf (_("Hand %u · %s dealt"), st->hand_number, kaiser_score_text_seat (&st->rules, st->dealer, seat));
  gtk_label_set_text (self->caption_label, caption);

  gtk_widget_set_visible (GTK_WIDGET (self->winner_label), over);
  if (over)
    {
      g_autofree char *winner = kaiser_score_text_side (&st->rules, r->winner, seat);
      g_autofree char *won = NULL;

      if (r->winner != us && n_sides > 2)
        /* Translators: at a table of three sides or more, "West won the game." */
        won = g_strdup_printf (_("%s won the game."), winner);
      gtk_label_set_text (self->winner_label, r->winner == us ? _("You won the game!") : won ? won : _("They won the game."));
      if (r->winner == us)
        gtk_widget_add_css_class (GTK_WIDGET (self->winner_label), "success");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self->winner_label), "success");
    }

  bid = kaiser_score_text_contract (&st->rules, card_names (self), r->contract, st->trump, st->low);
  if (kaiser_bid_is_pass (r->contract))
    /* Translators: Lost Heir, the dealer led without a bid, "North led and made trumps: ♥" */
    contract = g_strdup_printf (_("%s led and made trumps: %s"), kaiser_score_text_seat (&st->rules, st->declarer, seat),
                                st->trump < KAISER_N_SUITS ? kaiser_score_text_suit (card_names (self), st->trump) : "");
  else
    /* Translators: "East bid 8 ♥", "You bid 7 No Trump" */
    contract = g_strdup_printf (_("%s bid %s"), kaiser_score_text_seat (&st->rules, st->declarer, seat), bid);
  {
    g_autofree char *markup = kaiser_score_text_suit_markup (contract);
    gtk_label_set_markup (self->contract_label, markup);
  }
  /* the whole auction, in the order the calls were made */
  {
    g_autofree char *auction = kaiser_score_text_auction (st, seat);
    /* Translators: the calls of the hand, "Auction: West: Pass · North: 7" */
    g_autofree char *text = g_strdup_printf (_("Auction: %s"), auction);

    gtk_label_set_text (self->auction_label, text);
    gtk_widget_set_visible (GTK_WIDGET (self->auction_label), auction[0] != '\0');
  }

  gtk_label_set_text (self->outcome_label, kaiser_bid_is_pass (r->contract) ? _("No bid") : r->made ? _("Made") : _("Set"));
  gtk_widget_remove_css_class (GTK_WIDGET (self->outcome_label), r->made ? "set" : "made");
  gtk_widget_add_css_class (GTK_WIDGET (self->outcome_label), r->made ? "made" : "set");
  if (over)
    gtk_widget_add_css_class (GTK_WIDGET (self->outcome_label), "after-winner");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->outcome_label), "after-winner");

  detail = detail_text (st, seat);
  gtk_label_set_text (self->detail_label, detail);

  set_number (self->tricks_us, r->tricks[us]);
  set_number (self->tricks_them, r->tricks[them]);
  set_number (self->points_us, r->points[us]);
  set_number (self->points_them, r->points[them]);
  set_change (self->change_us, r->change[us]);
  set_change (self->change_them, r->change[them]);
  set_number (self->score_us, r->scores[us]);
  set_number (self->score_them, r->scores[them]);
  show_more_sides (self, st, seat, order, n_sides);
  /* Translators: the game score row, "Game (to 52)" */
  score_heading = over ? g_strdup (_("Final score")) : g_strdup_printf (_("Game (to %d)"), r->target);
  gtk_label_set_text (self->score_heading, score_heading);

  show_point_cards (self, st, us);
  show_notices (self, game, st, us);

  /* the hand just scored is the game's last (win.review-hand opens its review) */
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->review_button), "u", kaiser_game_get_n_hands (game) - 1);
  gtk_button_set_label (self->button, self->practice ? _("_Replay Again") : over ? _("_New Game") : _("_Next Hand"));
  /* no action while the target changes: a target of another type warns */
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->button), NULL);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->button), self->practice ? g_variant_new_uint32 (0) : NULL);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->button),
                                  self->practice ? "win.replay-hand" : over ? "win.new-game" : "win.next-hand");
}

/**
 * kaiser_hand_summary_set_practice:
 *
 * A practice deal's summary: its button deals the same hand again
 * (win.replay-hand 0) in place of the next hand.  Takes effect at the
 * next kaiser_hand_summary_show_hand().
 */
void
kaiser_hand_summary_set_practice (KaiserHandSummary *self, gboolean practice)
{
  g_return_if_fail (KAISER_IS_HAND_SUMMARY (self));
  self->practice = !!practice;
}

/**
 * kaiser_hand_summary_set_extra:
 * @extra: (nullable) (transfer floating): a widget under the button
 *
 * Puts @extra under the panel's button, in place of the one before.
 */
void
kaiser_hand_summary_set_extra (KaiserHandSummary *self, GtkWidget *extra)
{
  GtkWidget *panel;

  g_return_if_fail (KAISER_IS_HAND_SUMMARY (self));

  /* the panel's column, under the row of Review and the button */
  panel = gtk_widget_get_parent (gtk_widget_get_parent (GTK_WIDGET (self->button)));
  if (self->extra)
    gtk_box_remove (GTK_BOX (panel), self->extra);
  self->extra = extra;
  if (extra)
    gtk_box_append (GTK_BOX (panel), extra);
}

void
kaiser_hand_summary_focus (KaiserHandSummary *self)
{
  GtkRoot *root;

  g_return_if_fail (KAISER_IS_HAND_SUMMARY (self));

  root = gtk_widget_get_root (GTK_WIDGET (self));
  if (GTK_IS_WINDOW (root))
    gtk_window_set_default_widget (GTK_WINDOW (root), GTK_WIDGET (self->button));
  gtk_widget_grab_focus (GTK_WIDGET (self->button));
}

/* The arrow keys stay in the panel: from its buttons they would move
 * the focus out, to the header bar's New Game; Left and Right go from
 * one button to the other. Tab still leaves. */
static gboolean
on_key_pressed (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state, KaiserHandSummary *self)
{
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      gtk_widget_grab_focus (GTK_WIDGET (self->review_button));
      return TRUE;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      gtk_widget_grab_focus (GTK_WIDGET (self->button));
      return TRUE;
    case GDK_KEY_Up: case GDK_KEY_Down:
    case GDK_KEY_KP_Up: case GDK_KEY_KP_Down:
      return TRUE;
    default:
      return FALSE;
    }
}

static void
kaiser_hand_summary_unmap (GtkWidget *widget)
{
  KaiserHandSummary *self = KAISER_HAND_SUMMARY (widget);
  GtkRoot *root = gtk_widget_get_root (widget);

  if (GTK_IS_WINDOW (root) && gtk_window_get_default_widget (GTK_WINDOW (root)) == GTK_WIDGET (self->button))
    gtk_window_set_default_widget (GTK_WINDOW (root), NULL);
  GTK_WIDGET_CLASS (kaiser_hand_summary_parent_class)->unmap (widget);
}

static void
kaiser_hand_summary_dispose (GObject *object)
{
  KaiserHandSummary *self = KAISER_HAND_SUMMARY (object);

  g_clear_object (&self->cache);
  g_clear_pointer (&self->more_columns, g_ptr_array_unref);
  if (self->pictures)
    g_signal_handlers_disconnect_by_data (self->pictures, self);
  g_clear_object (&self->pictures);
  for (guint kind = 0; kind < N_KINDS; kind++)
    for (guint column = 0; column < KAISER_N_TEAMS; column++)
      {
        g_clear_pointer (&self->picture_id[kind][column], g_free);
        g_clear_pointer (&self->picture_caption[kind][column], g_free);
        g_clear_pointer (&self->picture_words[kind][column], g_free);
      }
  gtk_widget_dispose_template (GTK_WIDGET (self), KAISER_TYPE_HAND_SUMMARY);
  G_OBJECT_CLASS (kaiser_hand_summary_parent_class)->dispose (object);
}

static void
kaiser_hand_summary_class_init (KaiserHandSummaryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kaiser_hand_summary_dispose;
  widget_class->unmap = kaiser_hand_summary_unmap;

  kaiser_application_ensure_resources ();

  gtk_widget_class_set_template_from_resource (widget_class, KAISER_RESOURCE_PATH "/kaiser-hand-summary.ui");
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, caption_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, winner_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, contract_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, auction_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, outcome_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, detail_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, cards_us);
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, cards_them);
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, tricks_us);
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, tricks_them);
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, points_us);
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, points_them);
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, change_us);
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, change_them);
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, score_heading);
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, score_us);
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, score_them);
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, us_heading);
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, them_heading);
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, notices);
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, button);
  gtk_widget_class_bind_template_child (widget_class, KaiserHandSummary, review_button);
  gtk_widget_class_set_css_name (widget_class, "kaiser-hand-summary");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
kaiser_hand_summary_init (KaiserHandSummary *self)
{
  static const char * const kind_names[] = { "bonus", "penalty" };
  static const char * const column_names[] = { "us", "them" };

  gtk_widget_init_template (GTK_WIDGET (self));
  self->more_columns = g_ptr_array_new ();
  kaiser_a11y_name_mnemonic_buttons (GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Hand summary"), -1);
  self->pictures = kaiser_card_cache_new ();
  g_signal_connect_swapped (self->pictures, "rendered", G_CALLBACK (on_pictures_rendered), self);
  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
    gtk_widget_add_controller (GTK_WIDGET (self), keys);
  }

  for (guint column = 0; column < KAISER_N_TEAMS; column++)
    {
      GtkBox *cell = column == 0 ? self->cards_us : self->cards_them;

      for (guint kind = 0; kind < N_KINDS; kind++)
        {
          GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
          GtkWidget *image = gtk_image_new ();
          GtkWidget *caption = gtk_label_new (NULL);
          g_autofree char *name = g_strdup_printf ("%s-%s", kind_names[kind], column_names[column]);

          gtk_widget_set_name (box, name);
          gtk_image_set_pixel_size (GTK_IMAGE (image), CARD_PICTURE_SIZE);
          gtk_widget_add_css_class (image, "point-card");
          gtk_widget_add_css_class (caption, "caption-heading");
          gtk_widget_add_css_class (caption, kind == BONUS ? "bonus" : "penalty");
          gtk_box_append (GTK_BOX (box), image);
          gtk_box_append (GTK_BOX (box), caption);
          gtk_widget_set_visible (box, FALSE);
          gtk_box_append (cell, box);
          self->card_box[kind][column] = box;
          self->card_image[kind][column] = GTK_IMAGE (image);
          self->card_caption[kind][column] = GTK_LABEL (caption);
        }
      self->no_cards[column] = gtk_label_new ("—");
      gtk_widget_add_css_class (self->no_cards[column], "dim-label");
      gtk_box_append (cell, self->no_cards[column]);
    }
}
