/* kaiser-choices.c: the buttons of the panel under the table
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

#define G_LOG_DOMAIN "kaiser-choices"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-choices.h"

typedef struct {
  KaiserAction     action;
  KaiserChoiceFunc func;
  gpointer         data;
} Choice;

static void
on_clicked (GtkButton *button, Choice *choice)
{
  KaiserAction copy = choice->action;   /* the callback may destroy the button */

  choice->func (&copy, choice->data);
}

GtkWidget *
kaiser_choice_button_new (const char         *label,
                          const KaiserAction *action,
                          KaiserChoiceFunc    func,
                          gpointer            data)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);
  Choice *choice = g_new (Choice, 1);

  g_return_val_if_fail (action != NULL && func != NULL, button);

  choice->action = *action;
  choice->func = func;
  choice->data = data;
  g_object_set_data_full (G_OBJECT (button), "kaiser-choice", choice, g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (on_clicked), choice);
  return button;
}

const KaiserAction *
kaiser_choice_button_get_action (GtkWidget *widget)
{
  Choice *choice = GTK_IS_BUTTON (widget) ? g_object_get_data (G_OBJECT (widget), "kaiser-choice") : NULL;

  return choice ? &choice->action : NULL;
}

/* The bidding box: Pass, then one row of amounts per kind of bid (trump
 * bids, no trump, low…), only the legal ones, as on a bidding card. */
void
kaiser_choices_add_bid_box (GtkFlowBox         *choices,
                            const KaiserAction *actions,
                            guint               n,
                            KaiserChoiceFunc    func,
                            gpointer            data)
{
  static const struct { KaiserBidKind kind; const char *title; } rows[] = {
    { KAISER_BID_SUIT, N_("Trumps") },
    { KAISER_BID_NO_TRUMP, N_("No Trump") },
    { KAISER_BID_LOW_NO_TRUMP, N_("No Trump Low") },
  };
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *specials = NULL;
  guint n_rows = 0;

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 10);
  for (guint i = 0; i < n; i++)
    if (kaiser_bid_is_pass (actions[i].bid))
      {
        GtkWidget *pass = kaiser_choice_button_new (_("_Pass"), &actions[i], func, data);

        gtk_widget_set_name (pass, "bid-pass");
        gtk_widget_add_css_class (pass, "pill");
        gtk_widget_set_valign (pass, GTK_ALIGN_CENTER);
        gtk_flow_box_append (choices, pass);
      }
  for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
    {
      GtkWidget *line = NULL;

      for (guint i = 0; i < n; i++)
        {
          char name[32] = "bid-";
          char label[8];
          GtkWidget *button;

          if (actions[i].bid.kind != rows[r].kind)
            continue;
          if (line == NULL)
            {
              GtkWidget *title = gtk_label_new (_(rows[r].title));

              gtk_widget_add_css_class (title, "dim-label");
              gtk_label_set_xalign (GTK_LABEL (title), 1);
              gtk_grid_attach (GTK_GRID (grid), title, 0, (int) n_rows, 1, 1);
              line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
              gtk_widget_add_css_class (line, "linked");
              gtk_grid_attach (GTK_GRID (grid), line, 1, (int) n_rows++, 1, 1);
            }
          g_snprintf (label, sizeof label, "%u", actions[i].bid.amount);
          button = kaiser_choice_button_new (label, &actions[i], func, data);
          kaiser_bid_to_string (actions[i].bid, name + 4);
          gtk_widget_set_name (button, name);
          {
            g_autofree char *tip = kaiser_bid_describe (actions[i].bid);
            gtk_widget_set_tooltip_text (button, tip);
            gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
          }
          gtk_widget_set_size_request (button, 44, -1);
          gtk_box_append (GTK_BOX (line), button);
        }
    }
  /* Kaiser bids: whole words */
  for (guint i = 0; i < n; i++)
    if (actions[i].bid.kind == KAISER_BID_KAISER || actions[i].bid.kind == KAISER_BID_KAISER_40)
      {
        g_autofree char *label = kaiser_bid_describe (actions[i].bid);
        GtkWidget *button = kaiser_choice_button_new (label, &actions[i], func, data);

        if (specials == NULL)
          {
            specials = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
            gtk_grid_attach (GTK_GRID (grid), specials, 1, (int) n_rows++, 1, 1);
          }
        gtk_box_append (GTK_BOX (specials), button);
      }
  if (n_rows > 0)
    gtk_flow_box_append (choices, grid);
}

static gboolean
same_action (const KaiserAction *a, const KaiserAction *b)
{
  return a->type == b->type && a->seat == b->seat && a->value == b->value &&
         (a->type != KAISER_ACTION_BID || kaiser_bid_equal (a->bid, b->bid));
}

void
kaiser_choices_mark_hinted (GtkWidget          *choices,
                            const KaiserAction *action)
{
  const KaiserAction *mine = kaiser_choice_button_get_action (choices);

  if (mine && action && same_action (mine, action))
    {
      gtk_widget_add_css_class (choices, "hinted");
      gtk_accessible_update_property (GTK_ACCESSIBLE (choices), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      _("Suggested by the hint"), -1);
    }
  else if (mine && gtk_widget_has_css_class (choices, "hinted"))
    {
      gtk_widget_remove_css_class (choices, "hinted");
      gtk_accessible_reset_property (GTK_ACCESSIBLE (choices), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (choices); child; child = gtk_widget_get_next_sibling (child))
    kaiser_choices_mark_hinted (child, action);
}

KaiserBidKey
kaiser_choices_bid_for_key (const KaiserState *st,
                            KaiserSeat         seat,
                            guint              keyval,
                            GdkModifierType    state,
                            KaiserAction      *action)
{
  KaiserAction actions[KAISER_MAX_ACTIONS];
  KaiserBidKind kind = (state & GDK_SHIFT_MASK) ? KAISER_BID_NO_TRUMP : KAISER_BID_SUIT;
  guint amount = 0, n;
  gunichar ch = gdk_keyval_to_unicode (gdk_keyval_to_lower (keyval));

  if (st->phase != KAISER_PHASE_BIDDING || st->to_act != seat || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)))
    return KAISER_BID_KEY_NONE;
  if (ch >= '0' && ch <= '9')
    amount = ch == '0' ? 10 : ch - '0';
  else if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    amount = keyval == GDK_KEY_KP_0 ? 10 : keyval - GDK_KEY_KP_0;
  else if (ch != 'p')
    return KAISER_BID_KEY_NONE;

  n = kaiser_state_legal_actions (st, actions);
  for (guint i = 0; i < n; i++)
    if ((ch == 'p' && kaiser_bid_is_pass (actions[i].bid)) ||
        (amount > 0 && actions[i].bid.kind == kind && actions[i].bid.amount == amount))
      {
        *action = actions[i];
        return KAISER_BID_KEY_LEGAL;
      }
  return KAISER_BID_KEY_ILLEGAL;
}
