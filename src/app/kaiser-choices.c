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

/* The bids are one stop of the Tab chain: only one of them can take the
 * focus at a time (the one the player last had, first the cheapest), and
 * the arrows move among them, by their places in the grid. */

#define BID_ROW "kaiser-bid-row"
#define BID_COLUMN "kaiser-bid-column"

static void
on_bid_focus (GtkWidget *button, GParamSpec *pspec, GtkWidget *grid)
{
  GPtrArray *buttons = g_object_get_data (G_OBJECT (grid), "kaiser-bid-buttons");

  if (!gtk_widget_has_focus (button))
    return;
  for (guint i = 0; i < buttons->len; i++)
    gtk_widget_set_focusable (g_ptr_array_index (buttons, i), g_ptr_array_index (buttons, i) == button);
}

static int
bid_place (GtkWidget *button, const char *key)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), key));
}

/* The button an arrow leads to from @from, or NULL: left and right along
 * the row, up and down to the nearest column of the next row with bids. */
static GtkWidget *
bid_neighbour (GPtrArray *buttons, GtkWidget *from, int drow, int dcol)
{
  int row = bid_place (from, BID_ROW), col = bid_place (from, BID_COLUMN);
  int target_row = -1;
  GtkWidget *best = NULL;
  int best_score = G_MAXINT;

  if (drow != 0)
    for (guint i = 0; i < buttons->len; i++)
      {
        int r = bid_place (g_ptr_array_index (buttons, i), BID_ROW);

        if ((r - row) * drow > 0 && (target_row < 0 || ABS (r - row) < ABS (target_row - row)))
          target_row = r;
      }
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *b = g_ptr_array_index (buttons, i);
      int r = bid_place (b, BID_ROW), c = bid_place (b, BID_COLUMN);
      int score;

      if (drow != 0)
        {
          if (r != target_row)
            continue;
          score = 2 * ABS (c - col) + (c > col);   /* a tie goes left */
        }
      else
        {
          if (r != row || (c - col) * dcol <= 0)
            continue;
          score = ABS (c - col);
        }
      if (score < best_score)
        {
          best = b;
          best_score = score;
        }
    }
  return best;
}

static gboolean
on_bid_key (GtkEventControllerKey *key,
            guint                  keyval,
            guint                  keycode,
            GdkModifierType        state,
            GtkWidget             *grid)
{
  GPtrArray *buttons = g_object_get_data (G_OBJECT (grid), "kaiser-bid-buttons");
  GtkRoot *root = gtk_widget_get_root (grid);
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;
  GtkWidget *next = NULL;
  guint i;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK))
    return FALSE;
  if (focus == NULL || !g_ptr_array_find (buttons, focus, &i))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      next = bid_neighbour (buttons, focus, 0, gtk_widget_get_direction (grid) == GTK_TEXT_DIR_RTL ? 1 : -1);
      break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      next = bid_neighbour (buttons, focus, 0, gtk_widget_get_direction (grid) == GTK_TEXT_DIR_RTL ? -1 : 1);
      break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up:
      next = bid_neighbour (buttons, focus, -1, 0);
      break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:
      next = bid_neighbour (buttons, focus, 1, 0);
      break;
    default:
      return FALSE;
    }
  if (next)
    {
      gtk_widget_set_focusable (next, TRUE);
      gtk_widget_grab_focus (next);
    }
  return TRUE;   /* at an edge the focus stays among the bids */
}

static void
add_bid_button (GtkWidget *grid, GtkWidget *button, int row, int column)
{
  GPtrArray *buttons = g_object_get_data (G_OBJECT (grid), "kaiser-bid-buttons");

  g_object_set_data (G_OBJECT (button), BID_ROW, GINT_TO_POINTER (row));
  g_object_set_data (G_OBJECT (button), BID_COLUMN, GINT_TO_POINTER (column));
  gtk_widget_set_focusable (button, buttons->len == 0);
  g_signal_connect_object (button, "notify::has-focus", G_CALLBACK (on_bid_focus), grid, 0);
  g_ptr_array_add (buttons, button);
}

/* The flow box's own child of @widget takes no focus: Tab goes straight
 * to the buttons. */
static void
append_unfocusable (GtkFlowBox *choices, GtkWidget *widget)
{
  gtk_flow_box_append (choices, widget);
  gtk_widget_set_focusable (gtk_widget_get_parent (widget), FALSE);
}

/* The bidding box: Pass, then one row of amounts per kind of bid (trump
 * bids, no trump, low…), only the legal ones, as on a bidding card; the
 * same amount in the same column whatever row it is in. */
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
  GtkWidget *grid = g_object_new (GTK_TYPE_GRID, "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL);
  GtkEventController *key = gtk_event_controller_key_new ();
  GtkWidget *specials = NULL;
  guint n_rows = 0, n_specials = 0, lowest = G_MAXUINT, highest = 0;

  gtk_widget_set_name (grid, "bid-grid");
  gtk_accessible_update_property (GTK_ACCESSIBLE (grid), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Bids"), -1);
  g_object_set_data_full (G_OBJECT (grid), "kaiser-bid-buttons", g_ptr_array_new (), (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect_object (key, "key-pressed", G_CALLBACK (on_bid_key), grid, 0);
  gtk_widget_add_controller (grid, key);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 1);
  for (guint i = 0; i < n; i++)
    if (kaiser_bid_is_pass (actions[i].bid))
      {
        GtkWidget *pass = kaiser_choice_button_new (_("_Pass"), &actions[i], func, data);

        gtk_widget_set_name (pass, "bid-pass");
        gtk_widget_add_css_class (pass, "pill");
        gtk_widget_set_valign (pass, GTK_ALIGN_CENTER);
        append_unfocusable (choices, pass);
      }
    else if (actions[i].bid.kind != KAISER_BID_KAISER && actions[i].bid.kind != KAISER_BID_KAISER_40)
      {
        lowest = MIN (lowest, actions[i].bid.amount);
        highest = MAX (highest, actions[i].bid.amount);
      }
  for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
    {
      gboolean titled = FALSE;
      GtkWidget *row_buttons[KAISER_MAX_ACTIONS];
      int row_columns[KAISER_MAX_ACTIONS];
      guint n_row = 0;

      for (guint i = 0; i < n; i++)
        {
          char name[32] = "bid-";
          char label[8];
          g_autofree char *tip = NULL;
          GtkWidget *button;
          int column;

          if (actions[i].bid.kind != rows[r].kind)
            continue;
          if (!titled)
            {
              GtkWidget *title = gtk_label_new (_(rows[r].title));

              gtk_widget_add_css_class (title, "dim-label");
              gtk_label_set_xalign (GTK_LABEL (title), 1);
              gtk_widget_set_margin_end (title, 6);
              gtk_grid_attach (GTK_GRID (grid), title, 0, (int) n_rows, 1, 1);
              titled = TRUE;
            }
          g_snprintf (label, sizeof label, "%u", actions[i].bid.amount);
          button = kaiser_choice_button_new (label, &actions[i], func, data);
          kaiser_bid_to_string (actions[i].bid, name + 4);
          gtk_widget_set_name (button, name);
          tip = kaiser_bid_describe (actions[i].bid);
          gtk_widget_set_tooltip_text (button, tip);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
          gtk_widget_set_size_request (button, 44, -1);
          column = 1 + (int) (actions[i].bid.amount - lowest);
          gtk_grid_attach (GTK_GRID (grid), button, column, (int) n_rows, 1, 1);
          add_bid_button (grid, button, (int) n_rows, column);
          gtk_widget_add_css_class (button, "bid-amount");
          row_buttons[n_row] = button;
          row_columns[n_row++] = column;
        }
      /* a row's amounts side by side make one strip, rounded at its ends
       * only (style.css): like a row of a bidding card, and each rounded
       * button costs the GL renderer a draw of its own */
      for (guint b = 0; b < n_row; b++)
        {
          gboolean left = FALSE, right = FALSE;

          for (guint o = 0; o < n_row; o++)
            {
              left |= row_columns[o] == row_columns[b] - 1;
              right |= row_columns[o] == row_columns[b] + 1;
            }
          if (!left)
            gtk_widget_add_css_class (row_buttons[b], "strip-start");
          if (!right)
            gtk_widget_add_css_class (row_buttons[b], "strip-end");
        }
      if (titled)
        n_rows++;
    }
  /* Kaiser bids: whole words, in a row of their own under the amounts */
  for (guint i = 0; i < n; i++)
    if (actions[i].bid.kind == KAISER_BID_KAISER || actions[i].bid.kind == KAISER_BID_KAISER_40)
      {
        g_autofree char *label = kaiser_bid_describe (actions[i].bid);
        GtkWidget *button = kaiser_choice_button_new (label, &actions[i], func, data);
        char name[32] = "bid-";

        kaiser_bid_to_string (actions[i].bid, name + 4);
        gtk_widget_set_name (button, name);
        if (specials == NULL)
          {
            specials = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
            gtk_grid_attach (GTK_GRID (grid), specials, 1, (int) n_rows,
                             highest >= lowest ? (int) (highest - lowest + 1) : 1, 1);
          }
        gtk_box_append (GTK_BOX (specials), button);
        add_bid_button (grid, button, (int) n_rows, 1 + (int) n_specials++);
      }
  if (specials)
    n_rows++;
  if (n_rows > 0)
    append_unfocusable (choices, grid);
  else
    g_object_unref (g_object_ref_sink (grid));
}

void
kaiser_choices_mark_hinted (GtkWidget          *choices,
                            const KaiserAction *action)
{
  const KaiserAction *mine = kaiser_choice_button_get_action (choices);

  if (mine && action && kaiser_action_equal (mine, action))
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
                            guint             *pending_tens,
                            KaiserAction      *action)
{
  KaiserAction actions[KAISER_MAX_ACTIONS];
  KaiserBidKind kind = (state & GDK_SHIFT_MASK) ? KAISER_BID_NO_TRUMP : KAISER_BID_SUIT;
  guint amount = 0, n, tens = *pending_tens;
  gint digit = -1;
  gunichar ch = gdk_keyval_to_unicode (gdk_keyval_to_lower (keyval));

  *pending_tens = 0;
  if (st->phase != KAISER_PHASE_BIDDING || st->to_act != seat || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)))
    return KAISER_BID_KEY_NONE;
  if (ch >= '0' && ch <= '9')
    digit = (gint) (ch - '0');
  else if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    digit = (gint) (keyval - GDK_KEY_KP_0);
  else if (ch != 'p')
    return KAISER_BID_KEY_NONE;
  if (digit >= 0 && tens > 0)
    amount = tens * 10 + (guint) digit;      /* "1" then "1": 11 */
  else if (digit == 1 && st->rules.min_bid > 1)
    {
      /* no bid of 1: the first figure of 10, 11 or 12 */
      *pending_tens = 1;
      return KAISER_BID_KEY_PENDING;
    }
  else if (digit >= 0)
    amount = digit == 0 ? 10 : (guint) digit;

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

static void
ignore_choice (const KaiserAction *action, gpointer data)
{
}

/* The reserve's widgets answer to no name the real ones have ("bid-7"):
 * a search by name (tests, screen readers' tools) finds the real one. */
static void
unname (GtkWidget *widget)
{
  gtk_widget_set_name (widget, "reserve");
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    unname (c);
}

void
kaiser_choices_fill_reserve (GtkFlowBox        *reserve,
                             const KaiserRules *rules)
{
  static const KaiserBidKind kinds[] = { KAISER_BID_SUIT, KAISER_BID_NO_TRUMP, KAISER_BID_LOW_NO_TRUMP };
  KaiserAction actions[KAISER_MAX_ACTIONS];
  guint n = 0;
  GtkWidget *child;

  g_return_if_fail (GTK_IS_FLOW_BOX (reserve));
  g_return_if_fail (rules != NULL);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (reserve))))
    gtk_flow_box_remove (reserve, child);
  /* no seat's: never taken for a call of the real box */
  actions[n++] = kaiser_action_make (KAISER_ACTION_BID, KAISER_SEAT_NONE, 0);
  for (gint amount = rules->min_bid; amount <= rules->max_bid; amount++)
    for (guint k = 0; k < G_N_ELEMENTS (kinds) && n < KAISER_MAX_ACTIONS; k++)
      {
        KaiserBid bid = kaiser_bid_make (kinds[k], (guint) amount);

        if (kaiser_rules_bid_valid (rules, bid))
          {
            actions[n] = kaiser_action_make (KAISER_ACTION_BID, KAISER_SEAT_NONE, 0);
            actions[n++].bid = bid;
          }
      }
  for (guint k = 0; k < 2 && n < KAISER_MAX_ACTIONS; k++)
    {
      KaiserBid bid = k == 0 ? kaiser_bid_make (KAISER_BID_KAISER, 12) : kaiser_bid_make (KAISER_BID_KAISER_40, 40);

      if (kaiser_rules_bid_valid (rules, bid))
        {
          actions[n] = kaiser_action_make (KAISER_ACTION_BID, KAISER_SEAT_NONE, 0);
          actions[n++].bid = bid;
        }
    }
  kaiser_choices_add_bid_box (reserve, actions, n, ignore_choice, NULL);
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (reserve)); c; c = gtk_widget_get_next_sibling (c))
    unname (c);
}
