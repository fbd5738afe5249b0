/* kaiser-status-line.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-status-line"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-application.h"
#include "kaiser-score-text.h"
#include "kaiser-status-line.h"

/* The line over the table: the game's score, the contract with the
 * points taken so far (the whole auction on hovering it, and said with
 * it), and Last Trick. */
struct _KaiserStatusLine
{
  GtkWidget        parent_instance;

  /* Template widgets */
  GtkWidget       *info_bar;
  GtkLabel        *score_label;
  GtkLabel        *contract_label;
  GtkToggleButton *last_trick_button;
};

G_DEFINE_FINAL_TYPE (KaiserStatusLine, kaiser_status_line, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_LAST_TRICK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/**
 * kaiser_status_line_show:
 * @st: the position
 * @you: the player's seat
 * @names: (nullable): the card theme's names of the cards
 */
void
kaiser_status_line_show (KaiserStatusLine *self, const KaiserState *st, KaiserSeat you, const KaiserCardNames *names)
{
  g_autofree char *scores = NULL;
  g_autofree char *contract = NULL;
  g_autofree char *auction = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (KAISER_IS_STATUS_LINE (self));

  scores = kaiser_score_text_header_scores (st, you);
  contract = kaiser_score_text_header_contract (st, you, names);
  auction = kaiser_score_text_auction (st, you);
  /* Translators: the calls of the hand, "Auction: West: Pass · North: 7" */
  text = auction[0] != '\0' ? g_strdup_printf (_("Auction: %s"), auction) : NULL;
  gtk_label_set_markup (self->score_label, scores);
  gtk_label_set_markup (self->contract_label, contract);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->contract_label), text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->contract_label),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text ? text : "", -1);
  gtk_widget_set_sensitive (GTK_WIDGET (self->last_trick_button), st->n_tricks > 0);
}

/**
 * kaiser_status_line_get_last_trick:
 *
 * Returns: whether Last Trick is pressed
 */
gboolean
kaiser_status_line_get_last_trick (KaiserStatusLine *self)
{
  g_return_val_if_fail (KAISER_IS_STATUS_LINE (self), FALSE);
  return gtk_toggle_button_get_active (self->last_trick_button);
}

void
kaiser_status_line_set_last_trick (KaiserStatusLine *self, gboolean shown)
{
  g_return_if_fail (KAISER_IS_STATUS_LINE (self));
  gtk_toggle_button_set_active (self->last_trick_button, shown);
}

static void
on_toggled (KaiserStatusLine *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LAST_TRICK]);
}

static void
kaiser_status_line_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_LAST_TRICK:
      g_value_set_boolean (value, kaiser_status_line_get_last_trick (KAISER_STATUS_LINE (object)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kaiser_status_line_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_LAST_TRICK:
      kaiser_status_line_set_last_trick (KAISER_STATUS_LINE (object), g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kaiser_status_line_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), KAISER_TYPE_STATUS_LINE);
  G_OBJECT_CLASS (kaiser_status_line_parent_class)->dispose (object);
}

static void
kaiser_status_line_class_init (KaiserStatusLineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kaiser_status_line_dispose;
  object_class->get_property = kaiser_status_line_get_property;
  object_class->set_property = kaiser_status_line_set_property;

  /**
   * KaiserStatusLine:last-trick:
   *
   * Last Trick is pressed: the table shows the trick before this one.
   */
  properties[PROP_LAST_TRICK] =
    g_param_spec_boolean ("last-trick", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, KAISER_RESOURCE_PATH "/kaiser-status-line.ui");
  gtk_widget_class_bind_template_child (widget_class, KaiserStatusLine, info_bar);
  gtk_widget_class_bind_template_child (widget_class, KaiserStatusLine, score_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserStatusLine, contract_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserStatusLine, last_trick_button);
  gtk_widget_class_bind_template_callback (widget_class, on_toggled);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
kaiser_status_line_init (KaiserStatusLine *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
