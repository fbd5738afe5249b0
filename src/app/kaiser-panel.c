/* kaiser-panel.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-a11y.h"
#include "kaiser-advice-text.h"
#include "kaiser-application.h"
#include "kaiser-choices.h"
#include "kaiser-panel.h"
#include "kaiser-score-text.h"

/* The panel under the table: what the game asks of the player (the
 * prompt), the Hint's line, and the choices (the bidding box, trumps,
 * high or low, Claim the Rest …).  It keeps the room of its fullest self
 * whatever it shows (issue 24: the table does not move during a hand):
 * an unseen copy, a prompt, a two-line hint and the whole bidding box,
 * lies under it. */
struct _KaiserPanel
{
  GtkWidget              parent_instance;

  KaiserSeat             seat;      /* the player's, while a turn is shown */
  guint                  bid_tens;  /* "1" typed: 10, 11 or 12 comes next … */
  gint64                 bid_tens_time;   /* … if typed before BID_SECOND_FIGURE ms after */
  const KaiserCardNames *names;     /* the theme's, while a turn is shown */

  /* Template widgets */
  GtkOverlay            *panel_overlay;
  GtkWidget             *panel_box;
  GtkWidget             *panel_reserve;
  GtkLabel              *prompt;
  GtkOverlay            *hint_overlay;
  GtkWidget             *hint_reserve;
  GtkLabel              *hint_label;
  GtkFlowBox            *choices;
  GtkFlowBox            *choices_reserve;   /* the whole bidding box, unseen: the panel's room */
};

#define BID_SECOND_FIGURE 2000   /* ms: a bid's second figure, 1 then 2 for 12 */

G_DEFINE_FINAL_TYPE (KaiserPanel, kaiser_panel, GTK_TYPE_WIDGET)

enum {
  ACTION,
  CLAIM,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *
seat_title (const KaiserState *st, KaiserSeat seat, KaiserSeat other)
{
  return kaiser_score_text_seat (&st->rules, other, seat);
}

static void
on_choice (const KaiserAction *action, gpointer data)
{
  g_signal_emit (data, signals[ACTION], 0, action);
}

static void
on_claim_clicked (GtkButton *button, KaiserPanel *self)
{
  g_signal_emit (self, signals[CLAIM], 0);
}

/**
 * kaiser_panel_clear:
 *
 * No choices: the others' turn, the hand over.
 */
void
kaiser_panel_clear (KaiserPanel *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choices))))
    gtk_flow_box_remove (self->choices, child);
}

static GtkWidget *
add_choice (KaiserPanel *self, const char *label, const KaiserAction *action, gboolean suggested)
{
  GtkWidget *button = action ? kaiser_choice_button_new (label, action, on_choice, self)
                             : gtk_button_new_with_mnemonic (label);

  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_add_css_class (button, "pill");
  gtk_flow_box_append (self->choices, button);
  return button;
}

/* A prompt naming the +5 and −3 cards (two %s, in that order), as the
 * card theme calls them. */
static void
prompt_with_point_cards (KaiserPanel *self, const KaiserState *st, const char *format)
{
  const KaiserDeck *deck = &st->rules.deck;
  g_autofree char *bonus = kaiser_score_text_card (deck, self->names, deck->bonus_card);
  g_autofree char *penalty = kaiser_score_text_card (deck, self->names, deck->penalty_card);
  g_autofree char *text = g_markup_printf_escaped (format, bonus, penalty);

  gtk_label_set_markup (self->prompt, text);
}

/**
 * kaiser_panel_show_turn:
 * @st: the position, @seat to act
 * @seat: the seat of the person at this screen
 * @names: (nullable): the card theme's names of the cards
 * @can_claim: offer Claim the Rest
 *
 * The prompt and the choices of @seat's decision.
 *
 * Returns: the cards of the hand that may be picked (none for a call)
 */
KaiserCards
kaiser_panel_show_turn (KaiserPanel *self, const KaiserState *st, KaiserSeat seat,
                        const KaiserCardNames *names, gboolean can_claim)
{
  KaiserAction actions[KAISER_MAX_ACTIONS];
  guint n = kaiser_state_legal_actions (st, actions);
  KaiserCards cards = 0;

  g_return_val_if_fail (KAISER_IS_PANEL (self), 0);

  self->seat = seat;
  self->names = names;
  kaiser_panel_clear (self);
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
                                                    seat_title (st, self->seat, st->dealer))
                                 : g_strdup_printf (_("%s bid %s for the lead. Your bid."), seat_title (st, self->seat, holder), desc);
            gtk_label_set_markup (self->prompt, t);
          }
        else if (kaiser_bid_is_pass (standing))
          gtk_label_set_markup (self->prompt, st->dealer == self->seat ? _("Everyone passed: you must bid.") : _("Your bid."));
        else
          {
            g_autofree char *t = g_strdup_printf (st->dealer == self->seat ? _("%s bid %s. As dealer you may take it at %s.")
                                                                     : _("%s bid %s. Your bid."),
                                                  seat_title (st, self->seat, holder), desc, desc);
            gtk_label_set_markup (self->prompt, t);
          }
        kaiser_choices_add_bid_box (self->choices, actions, n, on_choice, self);
        break;
      }
    case KAISER_PHASE_TRUMP:
      gtk_label_set_markup (self->prompt, _("You won the bidding. Name trumps."));
      for (guint i = 0; i < n; i++)
        {
          /* "♥ Hearts", as the Hint names a trump call */
          g_autofree char *label = kaiser_advice_describe_action (st, self->names, &actions[i]);
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
                                              seat_title (st, self->seat, bidder), (guint) bid.amount, (guint) bid.amount);
        gtk_label_set_markup (self->prompt, t);
        add_choice (self, _("_Accept"), &actions[0], TRUE);
        add_choice (self, _("_Refuse"), &actions[1], FALSE);
        break;
      }
    case KAISER_PHASE_LOW:
      gtk_label_set_markup (self->prompt, _("Play this hand high (aces high) or low (sevens high)?"));
      add_choice (self, _("_High"), &actions[0], TRUE);
      add_choice (self, _("_Low"), &actions[1], FALSE);
      break;
    case KAISER_PHASE_PASS:
      {
        g_autofree char *t = g_strdup_printf (_("Pick a card to pass to %s."), seat_title (st, self->seat, kaiser_state_pass_target (st, self->seat)));
        gtk_label_set_markup (self->prompt, t);
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
        gtk_label_set_markup (self->prompt, _("Your turn."));
      else if (st->n_tricks == 0 && st->trump == KAISER_SUIT_NONE && st->rules.trump_by == KAISER_TRUMP_BY_FIRST_LEAD &&
               kaiser_state_has_trumps (st))
        /* trumps by the first lead (Joffre): the card the player leads names them */
        gtk_label_set_markup (self->prompt, _("Your lead. The suit of this first card will be trumps."));
      else
        gtk_label_set_markup (self->prompt, _("Your lead."));
      cards = kaiser_state_legal_cards (st);
      /* not the suggested choice: Enter still plays the card in focus */
      if (can_claim)
        {
          GtkWidget *button = add_choice (self, _("_Claim the Rest"), NULL, FALSE);

          gtk_widget_set_name (button, "claim");
          g_signal_connect (button, "clicked", G_CALLBACK (on_claim_clicked), self);
        }
      break;
    default:
      break;
    }
  /* the choices just made, named for screen readers */
  kaiser_a11y_name_mnemonic_buttons (GTK_WIDGET (self->choices));
  self->names = NULL;
  return cards;
}


/**
 * kaiser_panel_say:
 * @markup: the prompt, Pango markup
 */
void
kaiser_panel_say (KaiserPanel *self, const char *markup)
{
  g_return_if_fail (KAISER_IS_PANEL (self));
  gtk_label_set_markup (self->prompt, markup);
}

/**
 * kaiser_panel_set_rules:
 *
 * The panel's room: the whole bidding box of @rules, unseen.
 */
void
kaiser_panel_set_rules (KaiserPanel *self, const KaiserRules *rules)
{
  g_return_if_fail (KAISER_IS_PANEL (self));
  kaiser_choices_fill_reserve (self->choices_reserve, rules);
}

/**
 * kaiser_panel_show_hint:
 * @text: (nullable): the Hint's line, %NULL for none
 * @action: (nullable): the choice the hint suggests, marked
 *
 * The Hint's line shows between the prompt and the choices, covering
 * none of them (kaiser_choices_mark_hinted).
 */
void
kaiser_panel_show_hint (KaiserPanel *self, const char *text, const KaiserAction *action)
{
  g_return_if_fail (KAISER_IS_PANEL (self));

  if (text)
    gtk_label_set_text (self->hint_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), text != NULL);
  kaiser_choices_mark_hinted (GTK_WIDGET (self->choices), text ? action : NULL);
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

/**
 * kaiser_panel_get_default_choice:
 *
 * Returns: (transfer none) (nullable): the choice Enter should press:
 *   the suggested one, else the first (the bidding box's Pass, the first
 *   suit); %NULL when there are none
 */
GtkWidget *
kaiser_panel_get_default_choice (KaiserPanel *self)
{
  GtkWidget *choice;

  g_return_val_if_fail (KAISER_IS_PANEL (self), NULL);

  choice = first_choice (GTK_WIDGET (self->choices), TRUE);
  return choice ? choice : first_choice (GTK_WIDGET (self->choices), FALSE);
}

/**
 * kaiser_panel_holds_choice:
 * @widget: (nullable): a widget, the focus
 *
 * Returns: whether @widget is among the choices (or their box)
 */
gboolean
kaiser_panel_holds_choice (KaiserPanel *self, GtkWidget *widget)
{
  g_return_val_if_fail (KAISER_IS_PANEL (self), FALSE);
  return widget != NULL && (widget == GTK_WIDGET (self->choices) ||
                            gtk_widget_is_ancestor (widget, GTK_WIDGET (self->choices)));
}

/**
 * kaiser_panel_bid_for_key:
 * @st: the position
 * @seat: the player's
 *
 * Bidding from the keyboard (kaiser_choices_bid_for_key): a legal bid is
 * chosen ("action"), an illegal one rings the bell; a first figure waits
 * a moment for the second.
 *
 * Returns: %TRUE if the key was one that bids, legal or not
 */
gboolean
kaiser_panel_bid_for_key (KaiserPanel *self, const KaiserState *st, KaiserSeat seat, guint keyval, GdkModifierType state)
{
  KaiserAction action;

  g_return_val_if_fail (KAISER_IS_PANEL (self), FALSE);

  if (self->bid_tens && g_get_monotonic_time () - self->bid_tens_time > BID_SECOND_FIGURE * G_TIME_SPAN_MILLISECOND)
    self->bid_tens = 0;
  switch (kaiser_choices_bid_for_key (st, seat, keyval, state, &self->bid_tens, &action))
    {
    case KAISER_BID_KEY_PENDING:
      self->bid_tens_time = g_get_monotonic_time ();
      return TRUE;
    case KAISER_BID_KEY_LEGAL:
      g_signal_emit (self, signals[ACTION], 0, &action);
      return TRUE;
    case KAISER_BID_KEY_ILLEGAL:
      gtk_widget_error_bell (GTK_WIDGET (self));
      return TRUE;
    case KAISER_BID_KEY_NONE:
    default:
      return FALSE;
    }
}

static void
kaiser_panel_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), KAISER_TYPE_PANEL);
  G_OBJECT_CLASS (kaiser_panel_parent_class)->dispose (object);
}

static void
kaiser_panel_class_init (KaiserPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kaiser_panel_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, KAISER_RESOURCE_PATH "/kaiser-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, KaiserPanel, panel_overlay);
  gtk_widget_class_bind_template_child (widget_class, KaiserPanel, panel_box);
  gtk_widget_class_bind_template_child (widget_class, KaiserPanel, panel_reserve);
  gtk_widget_class_bind_template_child_full (widget_class, "prompt_label", FALSE,
                                             G_STRUCT_OFFSET (KaiserPanel, prompt));
  gtk_widget_class_bind_template_child (widget_class, KaiserPanel, hint_overlay);
  gtk_widget_class_bind_template_child (widget_class, KaiserPanel, hint_reserve);
  gtk_widget_class_bind_template_child (widget_class, KaiserPanel, hint_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserPanel, choices);
  gtk_widget_class_bind_template_child (widget_class, KaiserPanel, choices_reserve);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  /**
   * KaiserPanel::action:
   * @action: (type gpointer): the #KaiserAction chosen
   *
   * The player chose a call, trumps, high or low …
   */
  signals[ACTION] = g_signal_new ("action", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /**
   * KaiserPanel::claim:
   *
   * The player pressed Claim the Rest.
   */
  signals[CLAIM] = g_signal_new ("claim", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
kaiser_panel_init (KaiserPanel *self)
{
  self->seat = KAISER_SEAT_NONE;
  gtk_widget_init_template (GTK_WIDGET (self));
  /* the panel takes the room of its fullest self, more only if it needs
   * more (a long hint in a narrow window) */
  gtk_overlay_set_measure_overlay (self->panel_overlay, self->panel_box, TRUE);
  gtk_overlay_set_measure_overlay (self->hint_overlay, GTK_WIDGET (self->hint_label), TRUE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->hint_reserve), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->panel_reserve), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
}
