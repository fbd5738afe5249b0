/* test-choices.c: the bidding box under the table: its columns, its one
 * stop in the Tab chain and its arrows, what a screen reader hears. */
#include "config.h"

#include <gtk/gtk.h>

#include "kaiser-choices.h"
#include "kaiser-test-ui.h"

static void
on_choice (const KaiserAction *action, gpointer data)
{
}

/* After a bid of 6 in a suit: Pass, trumps 7–12 and no trump 6–12 (a
 * no-trump bid beats a suit bid of the same number). */
static guint
after_six (KaiserAction *actions)
{
  guint n = 0;

  actions[n++].bid = kaiser_bid_pass ();
  for (guint amount = 7; amount <= 12; amount++)
    actions[n++].bid = kaiser_bid_make (KAISER_BID_SUIT, amount);
  for (guint amount = 6; amount <= 12; amount++)
    actions[n++].bid = kaiser_bid_make (KAISER_BID_NO_TRUMP, amount);
  actions[n++].bid = kaiser_bid_make (KAISER_BID_KAISER, 12);
  for (guint i = 0; i < n; i++)
    actions[i].seat = KAISER_SOUTH;
  return n;
}

/* A window holding a panel like the main window's: the bidding box in a
 * flow box, with a button after it. */
static GtkWidget *
bid_window (GtkWidget **panel)
{
  KaiserAction actions[KAISER_MAX_ACTIONS] = { 0 };
  guint n = after_six (actions);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *choices = gtk_flow_box_new ();

  *panel = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (choices), GTK_SELECTION_NONE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (choices), 5);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (choices), 16);
  kaiser_choices_add_bid_box (GTK_FLOW_BOX (choices), actions, n, on_choice, NULL);
  gtk_box_append (GTK_BOX (*panel), choices);
  gtk_window_set_child (GTK_WINDOW (window), *panel);
  gtk_window_present (GTK_WINDOW (window));
  kaiser_test_iterate (200);
  return window;
}

static GtkWidget *
bid_button (GtkWidget *window, const char *name)
{
  GtkWidget *button = kaiser_test_find_named (window, name);

  g_assert_nonnull (button);
  return button;
}

/* The same amount sits in the same column of the grid, whatever row. */
static void
test_choices_bid_columns (void)
{
  GtkWidget *panel;
  GtkWidget *window = bid_window (&panel);
  GtkWidget *grid = bid_button (window, "bid-grid");

  for (guint amount = 7; amount <= 12; amount++)
    {
      char suit[16], nt[16];
      int suit_column, nt_column, suit_row, nt_row;
      graphene_rect_t suit_bounds, nt_bounds;

      g_snprintf (suit, sizeof suit, "bid-%u", amount);
      g_snprintf (nt, sizeof nt, "bid-%unt", amount);
      g_assert_true (gtk_widget_get_parent (bid_button (window, suit)) == grid);
      g_assert_true (gtk_widget_get_parent (bid_button (window, nt)) == grid);
      gtk_grid_query_child (GTK_GRID (grid), bid_button (window, suit), &suit_column, &suit_row, NULL, NULL);
      gtk_grid_query_child (GTK_GRID (grid), bid_button (window, nt), &nt_column, &nt_row, NULL, NULL);
      g_assert_cmpint (suit_column, ==, nt_column);
      g_assert_cmpint (suit_row, <, nt_row);
      /* and on screen */
      g_assert_true (gtk_widget_compute_bounds (bid_button (window, suit), grid, &suit_bounds));
      g_assert_true (gtk_widget_compute_bounds (bid_button (window, nt), grid, &nt_bounds));
      g_assert_cmpfloat_with_epsilon (suit_bounds.origin.x, nt_bounds.origin.x, 0.5);
      g_assert_cmpfloat_with_epsilon (suit_bounds.size.width, nt_bounds.size.width, 0.5);
    }
  /* 6 no trump, with no 6 in trumps above it, is left of 7 */
  {
    int six, seven;

    gtk_grid_query_child (GTK_GRID (grid), bid_button (window, "bid-6nt"), &six, NULL, NULL, NULL);
    gtk_grid_query_child (GTK_GRID (grid), bid_button (window, "bid-7"), &seven, NULL, NULL, NULL);
    g_assert_cmpint (six + 1, ==, seven);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Each row's amounts make one strip (rounded at its ends by style.css):
 * the first of a row starts it, the last ends it, those between do
 * neither; the Kaiser bid and Pass are buttons of their own. */
static void
test_choices_bid_strips (void)
{
  static const struct { const char *name; gboolean start, end; } expect[] = {
    { "bid-7", TRUE, FALSE }, { "bid-8", FALSE, FALSE }, { "bid-11", FALSE, FALSE }, { "bid-12", FALSE, TRUE },
    { "bid-6nt", TRUE, FALSE }, { "bid-7nt", FALSE, FALSE }, { "bid-12nt", FALSE, TRUE },
  };
  GtkWidget *panel;
  GtkWidget *window = bid_window (&panel);

  for (guint i = 0; i < G_N_ELEMENTS (expect); i++)
    {
      GtkWidget *button = bid_button (window, expect[i].name);

      g_test_message ("%s", expect[i].name);
      g_assert_true (gtk_widget_has_css_class (button, "bid-amount"));
      g_assert_cmpint (gtk_widget_has_css_class (button, "strip-start"), ==, expect[i].start);
      g_assert_cmpint (gtk_widget_has_css_class (button, "strip-end"), ==, expect[i].end);
    }
  g_assert_false (gtk_widget_has_css_class (bid_button (window, "bid-pass"), "bid-amount"));
  g_assert_false (gtk_widget_has_css_class (bid_button (window, "bid-kaiser"), "bid-amount"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Tab from the start of the panel: each focus in turn, until it leaves. */
static GPtrArray *
tab_chain (GtkWidget *window, GtkWidget *panel)
{
  GPtrArray *names = g_ptr_array_new ();

  gtk_window_set_focus (GTK_WINDOW (window), NULL);
  while (gtk_widget_child_focus (panel, GTK_DIR_TAB_FORWARD) && names->len < 40)
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

      g_ptr_array_add (names, (gpointer) (focus ? gtk_widget_get_name (focus) : "(none)"));
    }
  return names;
}

static void
assert_chain (GtkWidget *window, GtkWidget *panel, const char *second)
{
  g_autoptr(GPtrArray) chain = tab_chain (window, panel);

  for (guint i = 0; i < chain->len; i++)
    g_test_message ("tab stop %u: %s", i, (const char *) g_ptr_array_index (chain, i));
  g_assert_cmpuint (chain->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (chain, 0), ==, "bid-pass");
  g_assert_cmpstr (g_ptr_array_index (chain, 1), ==, second);
}

/* An arrow key pressed on the focused bid; where the focus went. */
static const char *
press (GtkWidget *window, guint keyval)
{
  GtkWidget *grid = bid_button (window, "bid-grid");
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (grid);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, (GdkModifierType) 0, &handled);
    }
  g_assert_true (handled);
  return gtk_widget_get_name (gtk_root_get_focus (GTK_ROOT (window)));
}

/* Pass and the bids are two stops of the Tab chain, with no empty stop
 * around them; the arrows move among the bids by rows and columns. */
static void
test_choices_bid_focus (void)
{
  GtkWidget *panel;
  GtkWidget *window = bid_window (&panel);

  assert_chain (window, panel, "bid-7");
  gtk_widget_grab_focus (bid_button (window, "bid-7"));
  g_assert_cmpstr (press (window, GDK_KEY_Right), ==, "bid-8");
  g_assert_cmpstr (press (window, GDK_KEY_Down), ==, "bid-8nt");
  g_assert_cmpstr (press (window, GDK_KEY_Left), ==, "bid-7nt");
  g_assert_cmpstr (press (window, GDK_KEY_Left), ==, "bid-6nt");
  /* at the end of a row the focus stays */
  g_assert_cmpstr (press (window, GDK_KEY_Left), ==, "bid-6nt");
  /* up from 6 no trump: no 6 above, the nearest column */
  g_assert_cmpstr (press (window, GDK_KEY_Up), ==, "bid-7");
  g_assert_cmpstr (press (window, GDK_KEY_Down), ==, "bid-7nt");
  g_assert_cmpstr (press (window, GDK_KEY_Down), ==, "bid-kaiser");
  g_assert_cmpstr (press (window, GDK_KEY_Up), ==, "bid-6nt");
  g_assert_cmpstr (press (window, GDK_KEY_Right), ==, "bid-7nt");
  /* Tab leaves the bids, and comes back to the one the player left */
  g_assert_false (gtk_widget_child_focus (panel, GTK_DIR_TAB_FORWARD));
  assert_chain (window, panel, "bid-7nt");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* What a screen reader says: the bids are a group named Bids, each bid
 * in words. */
static void
test_choices_bid_names (void)
{
  GtkWidget *panel;
  GtkWidget *window = bid_window (&panel);
  GtkAccessible *grid = GTK_ACCESSIBLE (bid_button (window, "bid-grid"));
  GtkAccessible *seven = GTK_ACCESSIBLE (bid_button (window, "bid-7nt"));

  gtk_test_accessible_assert_role (grid, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_test_accessible_assert_property (grid, GTK_ACCESSIBLE_PROPERTY_LABEL, "Bids");
  gtk_test_accessible_assert_role (seven, GTK_ACCESSIBLE_ROLE_BUTTON);
  g_assert_true (gtk_test_accessible_has_property (seven, GTK_ACCESSIBLE_PROPERTY_LABEL));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/choices/bid-columns", test_choices_bid_columns);
  g_test_add_func ("/kaiser/choices/bid-strips", test_choices_bid_strips);
  g_test_add_func ("/kaiser/choices/bid-focus", test_choices_bid_focus);
  g_test_add_func ("/kaiser/choices/bid-names", test_choices_bid_names);
  return g_test_run ();
}
