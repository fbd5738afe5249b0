/* kaiser-table.c: the card table widget.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The widget itself: the game it shows and the signals it follows, its
 * properties, mapping (the first deal waits for the first frame), input
 * (clicks, keys, focus) and what it says to assistive technologies.
 * Where things sit, drawing, animation and frame statistics have their
 * own files (kaiser-table-private.h lists them).
 */
#define G_LOG_DOMAIN "kaiser-table"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-table-private.h"
#include "kaiser-score-text.h"

G_DEFINE_ENUM_TYPE (KaiserAnimationSpeed, kaiser_animation_speed,
  G_DEFINE_ENUM_VALUE (KAISER_ANIMATION_SPEED_OFF, "off"),
  G_DEFINE_ENUM_VALUE (KAISER_ANIMATION_SPEED_FAST, "fast"),
  G_DEFINE_ENUM_VALUE (KAISER_ANIMATION_SPEED_NORMAL, "normal"),
  G_DEFINE_ENUM_VALUE (KAISER_ANIMATION_SPEED_SLOW, "slow"))

G_DEFINE_FINAL_TYPE (KaiserTable, kaiser_table, GTK_TYPE_WIDGET)

enum { CARD_ACTIVATED, CARD_REFUSED, GO_ON, N_SIGNALS };
static guint signals[N_SIGNALS];

enum { PROP_0, PROP_ANIMATION_SPEED, PROP_ANIMATING, PROP_HIGH_CONTRAST, PROP_HINTED_CARD, PROP_REVEAL_HANDS, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void update_accessible (KaiserTable *self);
static void update_marks (KaiserTable *self);

/**
 * kaiser_table_get_seat_name:
 *
 * Returns: who sits at @seat as the table names them: "You", a friend's
 *   name (isolated, kaiser_table_set_seat_name), else the seat's place
 *   round the player ("West")
 */
const char *
kaiser_table_get_seat_name (KaiserTable *self, KaiserSeat seat)
{
  if (seat < KAISER_MAX_SEATS && self->seat_names[seat] && seat != HUMAN)
    return self->seat_names[seat];
  return kaiser_score_text_seat (kaiser_game_get_rules (self->game), seat, HUMAN);
}

/**
 * kaiser_table_set_seat_name:
 * @name: (nullable): who sits at @seat (a friend's name), or %NULL for the
 *   seat's place ("West")
 * @note: (nullable): a word under the name: "gone, 14 s"
 *
 * The player's own seat stays "You".  A name is shown isolated from the
 * text round it (a name written right to left turns nothing else round).
 */
void
kaiser_table_set_seat_name (KaiserTable *self, KaiserSeat seat, const char *name, const char *note)
{
  g_return_if_fail (KAISER_IS_TABLE (self));
  g_return_if_fail (seat < KAISER_MAX_SEATS);

  g_free (self->seat_names[seat]);
  /* U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE */
  self->seat_names[seat] = name ? g_strdup_printf ("\u2068%s\u2069", name) : NULL;
  g_free (self->seat_notes[seat]);
  self->seat_notes[seat] = g_strdup (note);
  update_accessible (self);
  kaiser_table_changed (self);
}

const char *
kaiser_table_get_seat_note (KaiserTable *self, KaiserSeat seat)
{
  g_return_val_if_fail (KAISER_IS_TABLE (self), NULL);
  return seat < KAISER_MAX_SEATS ? self->seat_notes[seat] : NULL;
}

/* A card as the theme names it ("Queen of Hearts", "General of France"). */
char *
kaiser_table_card_name (KaiserTable *self, KaiserCard card)
{
  return kaiser_card_names_describe_card (self->cache ? kaiser_card_cache_get_names (self->cache) : NULL,
                                          &kaiser_game_get_rules (self->game)->deck, card);
}

/* The player's cards to pick in display order: the hand, each suit high
 * to low, then the cards face up on its piles (two players), pile by pile. */
guint
kaiser_table_sorted_hand (KaiserTable *self, KaiserCard *out)
{
  const KaiserState *st = kaiser_game_get_state (self->game);
  guint n = kaiser_table_layout_sort_hand (kaiser_state_held_cards (st, HUMAN), st->trump, out);

  return n + kaiser_table_layout_face_up (st, HUMAN, out + n);
}

gboolean
kaiser_table_compute_layout (KaiserTable *self, KaiserTableLayout *L)
{
  const KaiserState *st;
  guint most = 0;
  gboolean calling;

  if (self->game == NULL || self->cache == NULL || kaiser_card_cache_get_theme (self->cache) == NULL)
    return FALSE;
  st = kaiser_game_get_state (self->game);
  for (guint s = 0; s < kaiser_rules_n_seats (&st->rules); s++)
    most = MAX (most, kaiser_cards_count (st->dealt[s]));
  /* with piles (two players) the hand's own cards */
  if (kaiser_rules_n_piles (&st->rules) > 0)
    most = kaiser_rules_held_size (&st->rules);
  /* While the calls are made the bidding box under the table makes it
   * shorter: the cards keep their size if it fits (no trick on the table
   * then), instead of all being drawn again smaller and again larger. */
  calling = st->phase >= KAISER_PHASE_BIDDING && st->phase <= KAISER_PHASE_LOW;
  if (!kaiser_table_layout_init_calling (L, gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)),
                                         gtk_widget_get_scale_factor (GTK_WIDGET (self)),
                                         kaiser_card_theme_get_aspect (kaiser_card_cache_get_theme (self->cache)),
                                         most, kaiser_rules_kitty_size (&st->rules), calling ? self->card_h : 0))
    return FALSE;
  kaiser_table_layout_set_table (L, &st->rules, self->human);
  self->card_h = L->ch;
  self->ts = kaiser_table_layout_text_scale (L->ch);
  kaiser_card_cache_set_size (self->cache, (int) L->cw, (int) L->ch, L->scale);
  return TRUE;
}

void
kaiser_table_set_animating (KaiserTable *self, gboolean animating)
{
  if (self->animating == animating)
    return;
  self->animating = animating;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
}

static void
on_dealt (KaiserTable *self)
{
  kaiser_table_finish_animation (self);
  self->last_phase = kaiser_game_get_state (self->game)->phase;
  self->n_swept = 0;
  self->show_last_trick = FALSE;
  kaiser_table_start_deal (self);
  update_accessible (self);
  kaiser_table_changed (self);
}

static void
on_action_applied (KaiserTable *self, const KaiserAction *action)
{
  int n = 0;

  /* a call made during the deal (or any action): what moved before it ends
   * at once; a deal this action caused (a hand thrown in) goes on */
  if (self->n_anims > 0 && self->anim_actions < kaiser_game_get_n_actions (self->game))
    kaiser_table_finish_animation (self);
  if (self->game && action)
    kaiser_table_start_move (self, action);
  if (self->game)
    self->last_phase = kaiser_game_get_state (self->game)->phase;

  if (self->game)
    {
      KaiserCard hand[MAX_HAND];
      n = kaiser_table_sorted_hand (self, hand);
    }
  self->focus = CLAMP (self->focus, 0, MAX (n - 1, 0));
  g_clear_pointer (&self->refusal, g_free);
  update_accessible (self);
  kaiser_table_changed (self);
}

/* What is shown changed: the layers are made again before the next frame. */
void
kaiser_table_changed (KaiserTable *self)
{
  self->serial++;
  if (self->n_anims > 0 && self->layer_idle == 0)
    /* after the change's other handlers, before the redraw (GDK_PRIORITY_REDRAW) */
    self->layer_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 15, kaiser_table_build_layers_idle, self, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
kaiser_table_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                      int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  /* small enough for a 600 × 500 window (small laptop screens, tiled
   * windows) with the bidding box under the table: the layout makes the
   * cards smaller and brings the seats closer */
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 480 : 240;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 900 : 480;
}

static void
kaiser_table_realize (GtkWidget *widget)
{
  KaiserTable *self = KAISER_TABLE (widget);

  GTK_WIDGET_CLASS (kaiser_table_parent_class)->realize (widget);
  kaiser_table_stats_realize (self);
}

static void
kaiser_table_unrealize (GtkWidget *widget)
{
  KaiserTable *self = KAISER_TABLE (widget);

  kaiser_table_stats_unrealize (self);
  GTK_WIDGET_CLASS (kaiser_table_parent_class)->unrealize (widget);
}

static void
stop_waiting_first_paint (KaiserTable *self)
{
  if (self->first_paint_clock)
    g_clear_signal_handler (&self->first_paint_id, self->first_paint_clock);
  g_clear_object (&self->first_paint_clock);
}

static gboolean
start_pending_deal (gpointer user_data)
{
  KaiserTable *self = user_data;

  if (self->deal_pending && self->game && gtk_widget_get_mapped (GTK_WIDGET (self)))
    kaiser_table_start_deal (self);
  self->deal_pending = FALSE;
  if (self->n_anims == 0)
    kaiser_table_set_animating (self, FALSE);
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

static void
on_first_paint (GdkFrameClock *clock, KaiserTable *self)
{
  stop_waiting_first_paint (self);
  g_idle_add (start_pending_deal, g_object_ref (self));
}

static void
kaiser_table_map (GtkWidget *widget)
{
  KaiserTable *self = KAISER_TABLE (widget);
  GdkFrameClock *clock;

  GTK_WIDGET_CLASS (kaiser_table_parent_class)->map (widget);
  /* the first deal of a game shown as the window opens: once the table
   * has been drawn (the first frames of a window are slow to make) */
  clock = gtk_widget_get_frame_clock (widget);
  if (self->deal_pending && self->game && clock && self->first_paint_clock == NULL)
    {
      self->first_paint_clock = g_object_ref (clock);
      self->first_paint_id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_first_paint), self);
      gtk_widget_queue_draw (widget);
      /* the deal is as good as under way: no one is to act before it */
      kaiser_table_set_animating (self, TRUE);
    }
}

static void
kaiser_table_unmap (GtkWidget *widget)
{
  KaiserTable *self = KAISER_TABLE (widget);

  /* nothing moves off screen: whoever waits for the animation goes on */
  stop_waiting_first_paint (self);
  kaiser_table_finish_animation (self);
  GTK_WIDGET_CLASS (kaiser_table_parent_class)->unmap (widget);
}

/* Input */

static int
hit_card (KaiserTable *self, double x, double y)
{
  /* topmost first: later cards overlap earlier ones */
  for (int i = self->n_hand - 1; i >= 0; i--)
    {
      graphene_rect_t r = self->hand_rect[i];

      /* the card under the pointer, lifted, keeps the place it rose from */
      if (self->hand[i] == self->hover)
        r.size.height += self->hover_lift;
      if (graphene_rect_contains_point (&r, &GRAPHENE_POINT_INIT (x, y)))
        return i;
    }
  return -1;
}

static void focus_card (KaiserTable *self, KaiserCard card);

/* The pointer over a card that may be picked lifts it a little, and the
 * cursor goes there too: the card lit is the card Enter plays, never two
 * cards at once; over any other, nothing (only a change is drawn). */
static void
set_hover (KaiserTable *self, KaiserCard card)
{
  if (self->hover == card)
    return;
  self->hover = card;
  if (card != KAISER_CARD_NONE)
    focus_card (self, card);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), card != KAISER_CARD_NONE ? "pointer" : NULL);
  kaiser_table_changed (self);
}

static void
on_motion (GtkEventControllerMotion *motion, double x, double y, KaiserTable *self)
{
  int i = hit_card (self, x, y);
  KaiserCard card = i >= 0 ? self->hand[i] : KAISER_CARD_NONE;

  set_hover (self, card != KAISER_CARD_NONE && kaiser_cards_has (self->playable, card) ? card : KAISER_CARD_NONE);
}

static void
on_leave (GtkEventControllerMotion *motion, KaiserTable *self)
{
  set_hover (self, KAISER_CARD_NONE);
}

/* table.play(card): what a click or Enter on a card does; tests use it too. */
static void
play_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserTable *self = KAISER_TABLE (widget);
  KaiserCard card = (KaiserCard) g_variant_get_uint32 (parameter);

  /* input during an animation ends it at once, then is handled */
  kaiser_table_finish_animation (self);
  if (card < 64 && kaiser_cards_has (self->playable, card))
    g_signal_emit (self, signals[CARD_ACTIVATED], 0, (guint) card);
  else
    {
      gtk_widget_error_bell (widget);
      if (card < 64)
        g_signal_emit (self, signals[CARD_REFUSED], 0, (guint) card);
    }
}

static void
on_pressed (GtkGestureClick *gesture, int n_press, double x, double y, KaiserTable *self)
{
  /* the card under the pointer as it was drawn, before the animation ends */
  int i = hit_card (self, x, y);
  KaiserCard card = i >= 0 ? self->hand[i] : KAISER_CARD_NONE;

  kaiser_table_finish_animation (self);
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (card == KAISER_CARD_NONE)
    {
      g_signal_emit (self, signals[GO_ON], 0);
      return;
    }
  focus_card (self, card);
  g_clear_pointer (&self->refusal, g_free);
  update_accessible (self);
  gtk_widget_activate_action (GTK_WIDGET (self), "table.play", "u", (guint32) card);
  kaiser_table_changed (self);
}

static char *
card_label (KaiserTable *self, KaiserCard card)
{
  g_autofree char *name = kaiser_table_card_name (self, card);

  if (card == self->hinted)
    /* Translators: a card in the player's hand that the Hint suggests,
     * "Queen of Hearts, playable, suggested by the hint" */
    return g_strdup_printf (_("%s, playable, suggested by the hint"), name);
  if (kaiser_cards_has (self->playable, card))
    /* Translators: a card in the player's hand, "Queen of Hearts, playable" */
    return g_strdup_printf (_("%s, playable"), name);
  /* Translators: a card in the player's hand, "Queen of Hearts, not playable" */
  return g_strdup_printf (_("%s, not playable"), name);
}

/* The seats and the trick, in words. */
static char *
table_description (KaiserTable *self)
{
  const KaiserState *st = kaiser_game_get_state (self->game);
  GString *s = g_string_new (NULL);
  const KaiserRules *rules = &st->rules;
  KaiserTeam us = kaiser_rules_seat_side (rules, HUMAN);
  guint won[KAISER_MAX_SIDES] = { 0 };

  for (KaiserSeat seat = 0; seat < kaiser_rules_n_seats (rules); seat++)
    {
      guint n = kaiser_cards_count (st->hands[seat]);

      won[kaiser_rules_seat_side (rules, seat)] += st->tricks_won[seat];
      if (s->len)
        g_string_append (s, " ");
      /* Translators: a seat and its cards, "East: 7 cards" */
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%s: %u card", "%s: %u cards", n), kaiser_table_get_seat_name (self, seat), n);
      if (self->seat_notes[seat])
        g_string_append_printf (s, ", %s", self->seat_notes[seat]);
      if (st->dealer == seat)
        g_string_append_printf (s, ", %s", _("dealer"));
      if (st->to_act == seat)
        g_string_append_printf (s, ", %s", seat == HUMAN ? _("your turn") : _("to play"));
      if (st->phase >= KAISER_PHASE_BIDDING && st->phase <= KAISER_PHASE_LOW)
        {
          KaiserSeat b = kaiser_rules_seat_next (rules, st->dealer);
          for (guint i = 0; i < st->n_bids; i++, b = kaiser_rules_seat_next (rules, b))
            if (b == seat)
              {
                g_autofree char *bid = kaiser_bid_describe (st->bids[seat]);
                /* Translators: what a seat called, "called 7 No Trump" */
                g_string_append_printf (s, ", ");
                g_string_append_printf (s, _("called %s"), bid);
              }
        }
      g_string_append (s, ".");
    }
  if (kaiser_table_layout_kitty_on_table (st))
    {
      guint n = kaiser_cards_count (st->kitty);

      g_string_append (s, " ");
      /* Translators: the kitty (cards left aside for the high bidder) */
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "The kitty: %u card face down.",
                                              "The kitty: %u cards face down.", n), n);
    }
  if (st->phase == KAISER_PHASE_PASS && st->passed[HUMAN])
    {
      KaiserCard card;

      KAISER_CARDS_FOREACH (card, st->passed[HUMAN])
        {
          g_autofree char *name = kaiser_table_card_name (self, card);

          g_string_append (s, " ");
          /* Translators: a card the player passed on, "You passed Seven of Clubs." */
          g_string_append_printf (s, _("You passed %s."), name);
        }
    }
  if (st->discards && st->phase != KAISER_PHASE_PASS)
    {
      guint n = kaiser_cards_count (st->discards);

      g_string_append (s, " ");
      if (st->declarer == HUMAN)
        /* Translators: cards the player, high bidder, laid away from the kitty */
        g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "You laid away %u card.", "You laid away %u cards.", n), n);
      else
        /* Translators: cards the high bidder laid away from the kitty, "East laid away 2 cards." */
        g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%s laid away %u card.", "%s laid away %u cards.", n),
                                kaiser_table_get_seat_name (self, st->declarer), n);
    }
  if (st->phase == KAISER_PHASE_PLAY && st->n_tricks < KAISER_MAX_TRICKS)
    {
      const KaiserTrick *trick = &st->tricks[st->n_tricks];
      KaiserSeat seat = trick->leader;

      for (guint i = 0; i < trick->n_played; i++, seat = kaiser_table_layout_next_seat (st, seat))
        {
          g_autofree char *card = kaiser_table_card_name (self, trick->cards[i]);
          /* Translators: a card in the trick, "West played Queen of Hearts." */
          g_string_append (s, " ");
          g_string_append_printf (s, _("%s played %s."), kaiser_table_get_seat_name (self, seat), card);
        }
      if (self->hinted != KAISER_CARD_NONE)
        {
          g_autofree char *card = kaiser_table_card_name (self, self->hinted);
          /* Translators: the card of the player's hand the Hint suggests */
          g_string_append (s, " ");
          g_string_append_printf (s, _("Suggested by the hint: %s."), card);
        }
      g_string_append (s, " ");
      if (kaiser_rules_n_seats (rules) == 4 && kaiser_rules_n_sides (rules) == 2)
        /* Translators: tricks won by each side */
        g_string_append_printf (s, _("Tricks: you and North %u, East and West %u."), won[us], won[kaiser_rules_side_other (rules, us)]);
      else
        for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
          {
            g_autofree char *name = kaiser_score_text_side (rules, (KaiserTeam) t, HUMAN);

            /* Translators: tricks won by a side or player, "Tricks: West 3." */
            g_string_append_printf (s, t == 0 ? _("Tricks: %s %u") : _(", %s %u"), name, won[t]);
            if (t + 1 == kaiser_rules_n_sides (rules))
              g_string_append (s, ".");
          }
    }
  return g_string_free (s, FALSE);
}

static void
update_accessible (KaiserTable *self)
{
  KaiserCard card;
  g_autofree char *label = NULL;
  g_autofree char *description = NULL;

  if (self->game == NULL)
    return;
  card = kaiser_table_get_focus_card (self);
  label = card == KAISER_CARD_NONE ? g_strdup (_("Card table")) : card_label (self, card);
  if (card != KAISER_CARD_NONE && self->refusal)
    {
      /* Translators: a card and why it cannot be played, "Ace of Spades, not playable. You must follow suit (Hearts)." */
      char *said = g_strdup_printf (_("%s. %s"), label, self->refusal);
      g_free (label);
      label = said;
    }
  description = table_description (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

static gboolean
on_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state, KaiserTable *self)
{
  KaiserCard hand[MAX_HAND];
  int n;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: case GDK_KEY_Right: case GDK_KEY_KP_Right:
    case GDK_KEY_Home: case GDK_KEY_KP_Home: case GDK_KEY_End: case GDK_KEY_KP_End:
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_ISO_Enter: case GDK_KEY_space: case GDK_KEY_KP_Space:
      break;
    default:
      return FALSE;
    }
  /* the keyboard is in use: the focus ring shows where it is (GTK's
   * window shows it only for the keys it handles itself, Tab …) */
  if (GTK_IS_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))))
    gtk_window_set_focus_visible (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), TRUE);
  /* a key during an animation ends it at once, then is handled */
  kaiser_table_finish_animation (self);
  if (self->game == NULL)
    return TRUE;
  n = kaiser_table_sorted_hand (self, hand);
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      self->focus = MAX (self->focus - 1, 0);
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      self->focus = MIN (self->focus + 1, MAX (n - 1, 0));
      break;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      self->focus = 0;
      break;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      self->focus = MAX (n - 1, 0);
      break;
    default:
      {
        KaiserCard card = kaiser_table_get_focus_card (self);
        if (card != KAISER_CARD_NONE)
          gtk_widget_activate_action (GTK_WIDGET (self), "table.play", "u", (guint32) card);
        return TRUE;
      }
    }
  g_clear_pointer (&self->refusal, g_free);
  update_accessible (self);
  kaiser_table_changed (self);
  return TRUE;
}

static void
on_focus_changed (KaiserTable *self)
{
  kaiser_table_changed (self);
}

/* GObject */

static void
kaiser_table_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  KaiserTable *self = KAISER_TABLE (object);

  switch (prop_id)
    {
    case PROP_ANIMATION_SPEED:
      g_value_set_enum (value, self->speed);
      break;
    case PROP_ANIMATING:
      g_value_set_boolean (value, self->animating);
      break;
    case PROP_HIGH_CONTRAST:
      g_value_set_boolean (value, self->high_contrast);
      break;
    case PROP_HINTED_CARD:
      g_value_set_uint (value, self->hinted);
      break;
    case PROP_REVEAL_HANDS:
      g_value_set_boolean (value, self->reveal_hands);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kaiser_table_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  KaiserTable *self = KAISER_TABLE (object);

  switch (prop_id)
    {
    case PROP_ANIMATION_SPEED:
      kaiser_table_set_animation_speed (self, g_value_get_enum (value));
      break;
    case PROP_HIGH_CONTRAST:
      if (self->high_contrast != g_value_get_boolean (value))
        {
          self->high_contrast = g_value_get_boolean (value);
          kaiser_table_changed (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_HINTED_CARD:
      kaiser_table_set_hinted_card (self, (KaiserCard) g_value_get_uint (value));
      break;
    case PROP_REVEAL_HANDS:
      kaiser_table_set_reveal_hands (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kaiser_table_dispose (GObject *object)
{
  KaiserTable *self = KAISER_TABLE (object);

  kaiser_table_stats_print (self);
  stop_waiting_first_paint (self);
  kaiser_table_stop_ticking (self);
  self->n_anims = 0;
  kaiser_table_clear_layers (self);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  if (self->cache)
    g_signal_handlers_disconnect_by_data (self->cache, self);
  g_clear_object (&self->cache);
  g_clear_object (&self->felt);
  g_clear_pointer (&self->shapes, kaiser_shapes_free);
  for (guint i = 0; i < G_N_ELEMENTS (self->tails); i++)
    g_clear_object (&self->tails[i]);
  G_OBJECT_CLASS (kaiser_table_parent_class)->dispose (object);
}

static void
kaiser_table_finalize (GObject *object)
{
  KaiserTable *self = KAISER_TABLE (object);

  kaiser_table_stats_clear (self);
  for (guint s = 0; s < KAISER_MAX_SEATS; s++)
    {
      g_free (self->seat_names[s]);
      g_free (self->seat_notes[s]);
    }
  g_free (self->renderer);
  g_free (self->refusal);
  G_OBJECT_CLASS (kaiser_table_parent_class)->finalize (object);
}

static void
kaiser_table_class_init (KaiserTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = kaiser_table_get_property;
  object_class->set_property = kaiser_table_set_property;
  object_class->dispose = kaiser_table_dispose;
  object_class->finalize = kaiser_table_finalize;
  widget_class->snapshot = kaiser_table_snapshot;
  widget_class->measure = kaiser_table_measure;
  widget_class->realize = kaiser_table_realize;
  widget_class->unrealize = kaiser_table_unrealize;
  widget_class->map = kaiser_table_map;
  widget_class->unmap = kaiser_table_unmap;

  /* How fast cards move: off, fast, normal or slow. */
  properties[PROP_ANIMATION_SPEED] =
    g_param_spec_enum ("animation-speed", NULL, NULL, KAISER_TYPE_ANIMATION_SPEED, KAISER_ANIMATION_SPEED_NORMAL,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Whether an animation is under way; wait for FALSE before the next move. */
  properties[PROP_ANIMATING] =
    g_param_spec_boolean ("animating", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The system's high-contrast style: every card gets a dark outline. */
  properties[PROP_HIGH_CONTRAST] =
    g_param_spec_boolean ("high-contrast", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The card the Hint suggests (KAISER_CARD_NONE, 255: none). */
  properties[PROP_HINTED_CARD] =
    g_param_spec_uint ("hinted-card", NULL, NULL, 0, KAISER_CARD_NONE, KAISER_CARD_NONE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The others' hands face up (a hand reviewed once it is over). */
  properties[PROP_REVEAL_HANDS] =
    g_param_spec_boolean ("reveal-hands", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A legal card of the player's hand was picked (the card, as guint). */
  signals[CARD_ACTIVATED] =
    g_signal_new ("card-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
  /* A card of the player's hand that cannot be picked now was (the card,
   * as guint); the window says why (kaiser_table_set_refusal). */
  signals[CARD_REFUSED] =
    g_signal_new ("card-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
  /* A click on the table away from the player's cards: the player would
   * have the game go on (the window skips a computer seat's pause). */
  signals[GO_ON] =
    g_signal_new ("go-on", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  gtk_widget_class_install_action (widget_class, "table.play", "u", play_action);
  gtk_widget_class_set_css_name (widget_class, "kaiser-table");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
kaiser_table_init (KaiserTable *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  self->human = KAISER_SOUTH;
  self->thinking = KAISER_SEAT_NONE;
  self->hinted = KAISER_CARD_NONE;
  self->cursor_drawn = KAISER_CARD_NONE;
  self->winner_drawn = KAISER_CARD_NONE;
  self->shapes = kaiser_shapes_new ();
  self->hover = KAISER_CARD_NONE;
  self->speed = KAISER_ANIMATION_SPEED_NORMAL;
  kaiser_table_stats_init (self);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_event_controller_set_name (keys, "kaiser-table-keys");
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
  gtk_event_controller_set_name (motion, "kaiser-table-pointer");
  g_signal_connect (motion, "enter", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Card table"), -1);
}

GtkWidget *
kaiser_table_new (void)
{
  return g_object_new (KAISER_TYPE_TABLE, NULL);
}

void
kaiser_table_set_game (KaiserTable *self, KaiserGame *game)
{
  kaiser_table_set_game_at (self, game, game ? kaiser_seating_player (kaiser_game_get_rules (game)) : KAISER_SOUTH);
}

/**
 * kaiser_table_set_game_at:
 * @player: the seat drawn at the bottom, whose cards are shown (at a
 *   friend's table, the seat the host gave)
 */
void
kaiser_table_set_game_at (KaiserTable *self, KaiserGame *game, KaiserSeat player)
{
  gboolean fresh;

  g_return_if_fail (KAISER_IS_TABLE (self));
  g_return_if_fail (game == NULL || KAISER_IS_GAME (game));

  kaiser_table_finish_animation (self);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  /* a new game's first deal is dealt on the table; an undo back to the
   * start of the same deal is not */
  fresh = game && kaiser_game_get_n_actions (game) == 0 &&
          !(self->game && kaiser_game_get_seed (game) == self->game_seed &&
            kaiser_game_get_state (game)->hand_number == self->game_hand);
  g_set_object (&self->game, game);
  self->human = player;
  self->playable = 0;
  kaiser_table_set_hinted_card (self, KAISER_CARD_NONE);
  self->focus = 0;
  self->show_last_trick = FALSE;
  self->n_hand = 0;
  self->n_drawn = 0;
  if (game)
    {
      self->game_seed = kaiser_game_get_seed (game);
      self->game_hand = kaiser_game_get_state (game)->hand_number;
      self->n_swept = kaiser_game_get_state (game)->n_tricks;
      self->last_phase = kaiser_game_get_state (game)->phase;
      update_marks (self);
      g_signal_connect_swapped (game, "dealt", G_CALLBACK (on_dealt), self);
      g_signal_connect_swapped (game, "action-applied", G_CALLBACK (on_action_applied), self);
      g_signal_connect (game, "card-played", G_CALLBACK (kaiser_table_on_card_played), self);
      if (fresh)
        {
          self->deal_pending = TRUE;
          if (gtk_widget_get_mapped (GTK_WIDGET (self)))
            kaiser_table_start_deal (self);
        }
      update_accessible (self);
    }
  kaiser_table_changed (self);
}

KaiserGame *
kaiser_table_get_game (KaiserTable *self)
{
  return self->game;
}

/* The game's point cards get their badges on the cards (the pack of the
 * rules decides which: the 5♥ and 3♠, Les Rois' kings, Joffre's zeros);
 * the theme draws the cards of the rules' pack. */
static void
update_marks (KaiserTable *self)
{
  const KaiserDeck *deck;
  char bonus[8], penalty[8];
  g_autofree char *bonus_label = NULL;
  g_autofree char *penalty_label = NULL;
  g_autofree char *pack = NULL;

  if (self->cache == NULL || self->game == NULL)
    return;
  deck = &kaiser_game_get_rules (self->game)->deck;
  kaiser_deck_card_to_string (deck, deck->bonus_card, bonus);
  kaiser_deck_card_to_string (deck, deck->penalty_card, penalty);
  /* a true minus sign, as the score shows it */
  bonus_label = deck->bonus_value >= 0 ? g_strdup_printf ("+%d", deck->bonus_value) : g_strdup_printf ("−%d", -deck->bonus_value);
  penalty_label = deck->penalty_value >= 0 ? g_strdup_printf ("+%d", deck->penalty_value)
                                           : g_strdup_printf ("−%d", -deck->penalty_value);
  kaiser_card_cache_set_marks (self->cache, bonus, bonus_label, penalty, penalty_label);
  pack = kaiser_rules_get_string (kaiser_game_get_rules (self->game), kaiser_rules_find_option ("pack"));
  kaiser_card_cache_set_pack (self->cache, pack);
}

void
kaiser_table_set_cache (KaiserTable *self, KaiserCardCache *cache)
{
  if (self->cache != cache)
    {
      if (self->cache)
        g_signal_handlers_disconnect_by_data (self->cache, self);
      g_set_object (&self->cache, cache);
      /* cards drawn in the cache's worker thread: draw again with them */
      if (cache)
        {
          g_signal_connect_swapped (cache, "rendered", G_CALLBACK (kaiser_table_changed), self);
          /* the table draws each card with its shadow under it, one image */
          kaiser_card_cache_set_shadow (cache, TRUE);
        }
    }
  update_marks (self);
  update_accessible (self);   /* the theme may name the cards otherwise */
  kaiser_table_changed (self);
}

KaiserCardCache *
kaiser_table_get_cache (KaiserTable *self)
{
  g_return_val_if_fail (KAISER_IS_TABLE (self), NULL);
  return self->cache;
}

/* The cursor onto card, if it is in the hand. */
static void
focus_card (KaiserTable *self, KaiserCard card)
{
  KaiserCard hand[MAX_HAND];
  int n = kaiser_table_sorted_hand (self, hand);

  for (int j = 0; j < n; j++)
    if (hand[j] == card && self->focus != j)
      {
        self->focus = j;
        g_clear_pointer (&self->refusal, g_free);
        update_accessible (self);
        kaiser_table_changed (self);
      }
}

gboolean
kaiser_table_cursor_shown (KaiserTable *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  return gtk_widget_is_focus (widget) && (self->playable != 0 || gtk_widget_has_visible_focus (widget));
}

/* The keyboard's card, when cards are to be picked: where it was if that
 * card may be picked, else the nearest one that may (the left one of two
 * as near). */
static void
focus_playable (KaiserTable *self)
{
  KaiserCard hand[MAX_HAND];
  int n;

  if (self->game == NULL || self->playable == 0)
    return;
  n = kaiser_table_sorted_hand (self, hand);
  self->focus = CLAMP (self->focus, 0, MAX (n - 1, 0));
  for (int d = 0; d < n; d++)
    {
      if (self->focus - d >= 0 && kaiser_cards_has (self->playable, hand[self->focus - d]))
        {
          self->focus -= d;
          return;
        }
      if (self->focus + d < n && kaiser_cards_has (self->playable, hand[self->focus + d]))
        {
          self->focus += d;
          return;
        }
    }
}

void
kaiser_table_set_playable (KaiserTable *self, KaiserCards playable)
{
  self->playable = playable;
  if (self->hover != KAISER_CARD_NONE && !kaiser_cards_has (playable, self->hover))
    set_hover (self, KAISER_CARD_NONE);
  focus_playable (self);
  g_clear_pointer (&self->refusal, g_free);
  update_accessible (self);
  kaiser_table_changed (self);
}

KaiserCards
kaiser_table_get_playable (KaiserTable *self)
{
  g_return_val_if_fail (KAISER_IS_TABLE (self), 0);

  return self->playable;
}

void
kaiser_table_set_hinted_card (KaiserTable *self, KaiserCard card)
{
  g_return_if_fail (KAISER_IS_TABLE (self));

  if (self->hinted == card)
    return;
  self->hinted = card;
  /* Enter plays the card the Hint suggests */
  if (card != KAISER_CARD_NONE && kaiser_cards_has (self->playable, card))
    focus_card (self, card);
  update_accessible (self);
  kaiser_table_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINTED_CARD]);
}

KaiserCard
kaiser_table_get_hinted_card (KaiserTable *self)
{
  g_return_val_if_fail (KAISER_IS_TABLE (self), KAISER_CARD_NONE);
  return self->hinted;
}

void
kaiser_table_set_reveal_hands (KaiserTable *self, gboolean reveal)
{
  g_return_if_fail (KAISER_IS_TABLE (self));

  reveal = !!reveal;
  if (self->reveal_hands == reveal)
    return;
  self->reveal_hands = reveal;
  kaiser_table_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEAL_HANDS]);
}

gboolean
kaiser_table_get_reveal_hands (KaiserTable *self)
{
  g_return_val_if_fail (KAISER_IS_TABLE (self), FALSE);
  return self->reveal_hands;
}

void
kaiser_table_set_refusal (KaiserTable *self, const char *text)
{
  g_return_if_fail (KAISER_IS_TABLE (self));

  g_free (self->refusal);
  self->refusal = g_strdup (text);
  update_accessible (self);
}

void
kaiser_table_set_thinking (KaiserTable *self, KaiserSeat seat)
{
  self->thinking = seat;
  kaiser_table_changed (self);
}

KaiserSeat
kaiser_table_get_thinking (KaiserTable *self)
{
  g_return_val_if_fail (KAISER_IS_TABLE (self), KAISER_SEAT_NONE);

  return self->thinking;
}

void
kaiser_table_set_show_last_trick (KaiserTable *self, gboolean show)
{
  /* the last trick is shown as it was, not mid-flight */
  if (show)
    kaiser_table_finish_animation (self);
  self->show_last_trick = show;
  kaiser_table_changed (self);
}

KaiserCard
kaiser_table_get_focus_card (KaiserTable *self)
{
  KaiserCard hand[MAX_HAND];
  guint n;

  if (self->game == NULL)
    return KAISER_CARD_NONE;
  n = kaiser_table_sorted_hand (self, hand);
  if (n == 0)
    return KAISER_CARD_NONE;
  return hand[CLAMP (self->focus, 0, (int) n - 1)];
}

/* The card the last frame marked as the winner of the trick it showed
 * complete (held before it is swept, left in view, the last trick), or
 * KAISER_CARD_NONE: for tests of what is drawn. */
KaiserCard
kaiser_table_get_winner_card (KaiserTable *self)
{
  g_return_val_if_fail (KAISER_IS_TABLE (self), KAISER_CARD_NONE);
  return self->winner_drawn;
}

/* The card the last frame drew the cursor on (what the player sees as
 * selected), or KAISER_CARD_NONE: for tests of what is drawn. */
KaiserCard
kaiser_table_get_cursor_card (KaiserTable *self)
{
  g_return_val_if_fail (KAISER_IS_TABLE (self), KAISER_CARD_NONE);
  return self->cursor_drawn;
}

void
kaiser_table_set_animation_speed (KaiserTable *self, KaiserAnimationSpeed speed)
{
  g_return_if_fail (KAISER_IS_TABLE (self));
  g_return_if_fail (speed <= KAISER_ANIMATION_SPEED_SLOW);

  if (self->speed == speed)
    return;
  self->speed = speed;
  if (speed == KAISER_ANIMATION_SPEED_OFF)
    kaiser_table_finish_animation (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATION_SPEED]);
}

KaiserAnimationSpeed
kaiser_table_get_animation_speed (KaiserTable *self)
{
  g_return_val_if_fail (KAISER_IS_TABLE (self), KAISER_ANIMATION_SPEED_OFF);
  return self->speed;
}

gboolean
kaiser_table_get_animating (KaiserTable *self)
{
  g_return_val_if_fail (KAISER_IS_TABLE (self), FALSE);
  return self->animating;
}

gboolean
kaiser_table_get_card_rect (KaiserTable *self, KaiserCard card, graphene_rect_t *rect)
{
  g_return_val_if_fail (KAISER_IS_TABLE (self), FALSE);

  for (int i = 0; i < self->n_hand; i++)
    if (self->hand[i] == card)
      {
        *rect = self->hand_rect[i];
        return TRUE;
      }
  for (guint i = 0; i < self->n_drawn; i++)
    if (self->drawn[i].card == card)
      {
        *rect = self->drawn[i].rect;
        return TRUE;
      }
  return FALSE;
}

gboolean
kaiser_table_get_aside_rect (KaiserTable *self, KaiserCard card, graphene_rect_t *rect, gboolean *face_up)
{
  g_return_val_if_fail (KAISER_IS_TABLE (self), FALSE);

  for (guint i = 0; i < self->n_aside; i++)
    if (self->aside[i].card == card)
      {
        *rect = self->aside[i].rect;
        if (face_up)
          *face_up = self->aside_face[i];
        return TRUE;
      }
  return FALSE;
}

char **
kaiser_table_get_shown_ids (KaiserTable *self)
{
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
  KaiserCards shown = 0;
  KaiserCard card;

  g_return_val_if_fail (KAISER_IS_TABLE (self), NULL);

  g_strv_builder_add (ids, "back");
  if (self->game == NULL)
    return g_strv_builder_end (ids);
  for (int i = 0; i < self->n_hand; i++)
    shown |= kaiser_card_bit (self->hand[i]);
  for (guint i = 0; i < self->n_drawn; i++)
    shown |= kaiser_card_bit (self->drawn[i].card);
  for (guint i = 0; i < self->n_aside; i++)
    if (self->aside_face[i])
      shown |= kaiser_card_bit (self->aside[i].card);
  KAISER_CARDS_FOREACH (card, shown)
    {
      char id[8];

      kaiser_deck_card_to_string (&kaiser_game_get_rules (self->game)->deck, card, id);
      g_strv_builder_add (ids, id);
    }
  return g_strv_builder_end (ids);
}

gboolean
kaiser_table_get_trick_rect (KaiserTable *self, KaiserSeat seat, graphene_rect_t *rect)
{
  KaiserTableLayout L;

  g_return_val_if_fail (KAISER_IS_TABLE (self), FALSE);
  if (self->game == NULL || seat >= kaiser_rules_n_seats (kaiser_game_get_rules (self->game)) ||
      !kaiser_table_compute_layout (self, &L))
    return FALSE;
  *rect = kaiser_table_layout_trick (&L, seat);
  return TRUE;
}
