/* kaiser-review-window.c: the review of one hand, in its own window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window holds a copy of the game (the main table's game goes on),
 * the KaiserReview of the hand on it, and a card table showing the game
 * at the step chosen.  The review's signals are connected before it
 * starts and the rows follow them: the evaluation may come from a worker
 * thread, or all of it inside kaiser_review_start.  The double-dummy
 * table is computed in a GTask thread on a copy of its own.
 */
#define G_LOG_DOMAIN "kaiser-review-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kaiser-a11y.h"
#include "kaiser-advice-text.h"
#include "kaiser-review-window.h"
#include "kaiser-score-text.h"
#include "kaiser-solver.h"

struct _KaiserReviewWindow
{
  AdwWindow           parent_instance;

  KaiserGame         *game;          /* our copy */
  guint               hand_index;
  KaiserSeat          seat;
  KaiserReview       *review;
  GCancellable       *cancellable;   /* the evaluation and the double-dummy table */
  KaiserCardCache    *cache;         /* this window's cards, following the main table's */
  KaiserCardCache    *source;
  guint               position;
  gboolean            selecting;     /* the list's selection follows the position */
  gboolean            started;
  gboolean            has_dd;
  KaiserDdTable       dd;
  GPtrArray          *rows;          /* GtkListBoxRow, one a step and the end of the hand */

  /* Template widgets */
  GtkToggleButton    *steps_button;
  AdwViewSwitcherTitle *switcher_title;
  AdwViewSwitcherBar *switcher_bar;
  AdwViewStack       *stack;
  AdwFlap            *flap;
  KaiserTable        *table;
  GtkLabel           *step_label;
  GtkLabel           *position_label;
  GtkLabel           *hand_label;
  GtkLabel           *summary_label;
  GtkWidget          *progress_box;
  GtkSpinner         *spinner;
  GtkLabel           *progress_label;
  GtkScrolledWindow  *step_scroller;
  GtkListBox         *step_list;
  GtkLabel           *dd_heading;
  GtkWidget          *dd_progress;
  GtkSpinner         *dd_spinner;
  GtkLabel           *dd_status;
  GtkGrid            *dd_grid;
  GtkLabel           *dd_played;
};

G_DEFINE_FINAL_TYPE (KaiserReviewWindow, kaiser_review_window, ADW_TYPE_WINDOW)

static const KaiserCardNames *
card_names (KaiserReviewWindow *self)
{
  return self->source ? kaiser_card_cache_get_names (self->source) : NULL;
}

/* A score in points with its sign, a true minus: "+1.2", "−0.8", "0.0". */
static char *
signed_points (double value)
{
  if (value >= 0.05)
    return g_strdup_printf ("+%.1f", value);
  if (value <= -0.05)
    return g_strdup_printf ("−%.1f", -value);
  return g_strdup_printf ("%.1f", 0.0);
}

static char *
capitalized (const char *text)
{
  gunichar first = g_utf8_get_char (text);
  char buf[8] = { 0 };

  g_unichar_to_utf8 (g_unichar_totitle (first), buf);
  return g_strconcat (buf, g_utf8_next_char (text), NULL);
}

/* "You played Queen of Hearts", "West: 7 No Trump", "East laid away Two of Clubs" */
static char *
step_title (KaiserReviewWindow *self, const KaiserState *st, const KaiserReviewStep *step)
{
  const char *who = kaiser_score_text_seat (kaiser_game_get_rules (self->game), step->seat, self->seat);
  g_autofree char *what = kaiser_advice_describe_action (st, card_names (self), &step->action);

  switch (step->action.type)
    {
    case KAISER_ACTION_PLAY:
      /* Translators: a step of the review, "West played Queen of Hearts" */
      return g_strdup_printf (_("%s played %s"), who, what);
    case KAISER_ACTION_PASS_CARD:
      /* Translators: a step of the review, "West passed Queen of Hearts" */
      return g_strdup_printf (_("%s passed %s"), who, what);
    case KAISER_ACTION_DISCARD:
      /* Translators: a step of the review, "West laid away Two of Clubs" */
      return g_strdup_printf (_("%s laid away %s"), who, what);
    default:
      /* Translators: a step of the review, a seat and its call or choice, "West: 7 No Trump" */
      return g_strdup_printf (_("%s: %s"), who, what);
    }
}

/* The evaluation of a step in words, NULL before it is evaluated: for
 * the player, the verdict with the Expert's values (higher is better)
 * and, where one is known, the reason in words; for a computer seat, why
 * it chose, in the third person.  @figures: the numbers behind it, for
 * the row's expander (NULL: none). */
static char *
step_evaluation (KaiserReviewWindow *self, const KaiserState *st, const KaiserReviewStep *step, char **figures)
{
  const KaiserCardNames *names = card_names (self);
  const char *seat = kaiser_score_text_seat (kaiser_game_get_rules (self->game), step->seat, self->seat);
  g_autofree char *best = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *numbers = NULL;

  *figures = NULL;
  if (step->forced)
    return g_strdup (_("The only choice"));
  if (!step->evaluated)
    return NULL;
  best = kaiser_advice_describe_action (st, names, &step->advice.action);
  if (step->reviewed)
    {
      g_autofree char *best_score = signed_points (step->best_score);
      g_autofree char *taken = kaiser_advice_describe_action (st, names, &step->action);
      g_autofree char *taken_score = signed_points (step->taken_score);
      g_autofree char *verdict = NULL;

      numbers = kaiser_advice_figures (st, names, &step->advice, NULL);
      if (step->taken_better)
        {
          g_autofree char *choice_score = signed_points (step->choice_score);

          /* Translators: the review of the player's step where the player's
           * choice did better than the Expert's own (which the Hint gave),
           * because the Expert had not weighed it when choosing: "Best: your
           * choice, Jack of Spades (+3.1) — the Expert, which had not weighed
           * it, chose Ten of Diamonds (+3.0)" */
          verdict = g_strdup_printf (_("Best: your choice, %s (%s) — the Expert, which had not weighed it, chose %s (%s)"),
                                     taken, taken_score, best, choice_score);
        }
      else
        {
          /* the Expert's reason for its choice, in words */
          reason = kaiser_advice_reason (st, names, &step->advice);
          if (step->agrees)
            /* Translators: the review of the player's step that was the best, "Best: Ace of Clubs (+1.2) — your choice" */
            verdict = g_strdup_printf (_("Best: %s (%s) — your choice"), best, best_score);
          else if (step->loss < 0.05)
            /* Translators: the player's step as good as the best, "Best: Ace of Clubs (+1.2) — you chose Two of Clubs (+1.2), as good" */
            verdict = g_strdup_printf (_("Best: %s (%s) — you chose %s (%s), as good"), best, best_score, taken, taken_score);
          else
            {
              g_autofree char *loss = g_strdup_printf ("%.1f", step->loss);

              /* Translators: the review of the player's step, "Best: Ace of Clubs (+1.2) — you chose Two of Clubs (−0.8): costs 2.0 points" */
              verdict = g_strdup_printf (_("Best: %s (%s) — you chose %s (%s): costs %s points"),
                                         best, best_score, taken, taken_score, loss);
            }
        }
      if (numbers)
        *figures = capitalized (numbers);
      if (reason == NULL)
        return g_steal_pointer (&verdict);
      {
        g_autofree char *why = capitalized (reason);
        /* Translators: the verdict on the player's step, then the Expert's reason */
        return g_strdup_printf (_("%s. %s"), verdict, why);
      }
    }
  /* a computer seat: why it chose, in its own name, the figures apart */
  numbers = kaiser_advice_figures (st, names, &step->advice, seat);
  if (numbers)
    *figures = capitalized (numbers);
  if (step->agrees)
    {
      reason = kaiser_advice_seat_reason (st, names, &step->advice, seat);
      /* Translators: a computer seat's step chosen by a rule of thumb not named, "West followed a rule of thumb of its level" */
      return reason ? g_steal_pointer (&reason) : g_strdup_printf (_("%s followed a rule of thumb of its level"), seat);
    }
  /* Translators: the subject of a computer seat's reason where a player of
   * its level now advises otherwise: "A player of its level plays the Ace
   * of Clubs to win the trick and keep the lead" */
  reason = kaiser_advice_seat_reason (st, names, &step->advice, _("A player of its level"));
  if (reason)
    return g_steal_pointer (&reason);
  /* Translators: a computer seat's step where a player of its level now advises otherwise */
  return g_strdup_printf (_("A player of its level might choose %s."), best);
}

static GtkWidget *
row_part (GtkWidget *row, const char *name)
{
  for (GtkWidget *w = gtk_widget_get_first_child (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row))); w;
       w = gtk_widget_get_next_sibling (w))
    {
      if (g_strcmp0 (gtk_widget_get_name (w), name) == 0)
        return w;
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        if (g_strcmp0 (gtk_widget_get_name (c), name) == 0)
          return c;
    }
  return NULL;
}

/* A row: the mark of a mistake (hidden until one), the step and its evaluation. */
static GtkWidget *
make_row (guint index)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *mark = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *detail = gtk_label_new (NULL);
  /* Translators: the expander under a step of the review that shows the
   * numbers behind its reason */
  GtkWidget *figures = gtk_expander_new (_("Figures"));
  GtkWidget *figures_label = gtk_label_new (NULL);
  g_autofree char *name = g_strdup_printf ("step-%u", index);
  g_autofree char *mark_name = g_strdup_printf ("mistake-%u", index);

  gtk_widget_set_name (row, name);
  gtk_widget_set_name (mark, mark_name);
  gtk_widget_set_name (title, "title");
  gtk_widget_add_css_class (title, "review-step-title");
  gtk_widget_set_name (detail, "detail");
  gtk_widget_set_visible (mark, FALSE);
  gtk_widget_set_valign (mark, GTK_ALIGN_START);
  gtk_widget_add_css_class (mark, "review-mistake-mark");
  gtk_accessible_update_property (GTK_ACCESSIBLE (mark), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Mistake"), -1);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_xalign (GTK_LABEL (detail), 0);
  gtk_label_set_wrap (GTK_LABEL (detail), TRUE);
  gtk_widget_add_css_class (detail, "caption");
  gtk_widget_add_css_class (detail, "dim-label");
  gtk_widget_set_visible (detail, FALSE);
  /* the figures behind the step's reason, one click away */
  gtk_widget_set_name (figures, "figures");
  gtk_widget_set_name (figures_label, "figures-label");
  gtk_label_set_xalign (GTK_LABEL (figures_label), 0);
  gtk_label_set_wrap (GTK_LABEL (figures_label), TRUE);
  gtk_widget_add_css_class (figures_label, "caption");
  gtk_widget_add_css_class (figures_label, "dim-label");
  gtk_widget_add_css_class (figures, "review-figures");
  gtk_expander_set_child (GTK_EXPANDER (figures), figures_label);
  gtk_widget_set_visible (figures, FALSE);
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_box_append (GTK_BOX (texts), title);
  gtk_box_append (GTK_BOX (texts), detail);
  gtk_box_append (GTK_BOX (texts), figures);
  gtk_box_append (GTK_BOX (box), mark);
  gtk_box_append (GTK_BOX (box), texts);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

static void
set_row_texts (GtkWidget *row, const char *title, const char *detail, const char *figures, gboolean mistake,
               gboolean forced)
{
  g_autofree char *label = NULL;
  GtkWidget *mark = gtk_widget_get_first_child (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)));
  GtkWidget *expander = row_part (row, "figures");

  gtk_label_set_text (GTK_LABEL (row_part (row, "title")), title);
  gtk_label_set_text (GTK_LABEL (row_part (row, "detail")), detail ? detail : "");
  gtk_widget_set_visible (row_part (row, "detail"), detail != NULL);
  gtk_label_set_text (GTK_LABEL (gtk_expander_get_child (GTK_EXPANDER (expander))), figures ? figures : "");
  gtk_widget_set_visible (expander, figures != NULL);
  gtk_widget_set_visible (mark, mistake);
  if (mistake)
    gtk_widget_add_css_class (row, "review-mistake");
  else
    gtk_widget_remove_css_class (row, "review-mistake");
  if (forced)
    gtk_widget_add_css_class (row, "dim-label");
  if (mistake)
    /* Translators: a step's row said to a screen reader, "Mistake: You played Two of Clubs. Best: …" */
    label = g_strdup_printf (_("Mistake: %s. %s"), title, detail ? detail : "");
  else
    label = detail ? g_strdup_printf ("%s. %s", title, detail) : g_strdup (title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_set_tooltip_text (mark, mistake ? detail : NULL);
}

/* A step's row written again from what the review says of it now. */
static void
update_row (KaiserReviewWindow *self, guint index)
{
  const KaiserReviewStep *step = kaiser_review_get_step (self->review, index);
  g_autoptr(KaiserGame) at = kaiser_review_dup_game_at (self->review, index, NULL);
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  g_autofree char *figures = NULL;

  if (at == NULL || index >= self->rows->len)
    return;
  title = step_title (self, kaiser_game_get_state (at), step);
  detail = step_evaluation (self, kaiser_game_get_state (at), step, &figures);
  if (detail == NULL && step->reviewed)
    detail = g_strdup (_("Not evaluated yet"));
  set_row_texts (g_ptr_array_index (self->rows, index), title, detail, figures, step->mistake, step->forced);
  if (index == self->position)
    {
      g_autofree char *text = detail ? g_strdup_printf ("%s — %s", title, detail) : g_strdup (title);

      gtk_label_set_text (self->step_label, text);
      /* the player's card the Expert would have played, outlined in the hand */
      kaiser_table_set_hinted_card (self->table,
                                    step->reviewed && step->evaluated && step->seat == self->seat &&
                                    step->advice.action.type == KAISER_ACTION_PLAY ? (KaiserCard) step->advice.action.value
                                                                                    : KAISER_CARD_NONE);
    }
}

static void
update_summary (KaiserReviewWindow *self)
{
  guint n = kaiser_review_get_n_steps (self->review);
  guint done = kaiser_review_get_n_evaluated (self->review);
  guint mistakes = kaiser_review_get_n_mistakes (self->review);
  g_autofree char *lost = g_strdup_printf ("%.1f", kaiser_review_get_points_lost (self->review));
  g_autofree char *summary = NULL;
  gboolean complete = kaiser_review_is_complete (self->review);

  /* until every step is weighed, the figures are of those weighed so far */
  if (!complete && mistakes == 0)
    /* Translators: the review's summary while it is evaluating, "Points lost so far: 0.4, no mistake yet" */
    summary = g_strdup_printf (_("Points lost so far: %s, no mistake yet"), lost);
  else if (!complete)
    /* Translators: the review's summary while it is evaluating, "Points lost so far: 3.1 in 2 mistakes" */
    summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Points lost so far: %s in %u mistake",
                                            "Points lost so far: %s in %u mistakes", mistakes), lost, mistakes);
  else if (mistakes == 0)
    /* Translators: the review's summary, "Points lost: 0.4, no mistake" */
    summary = g_strdup_printf (_("Points lost: %s, no mistake"), lost);
  else
    /* Translators: the review's summary, "Points lost: 3.1 in 2 mistakes" */
    summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Points lost: %s in %u mistake", "Points lost: %s in %u mistakes",
                                            mistakes), lost, mistakes);
  gtk_label_set_text (self->summary_label, summary);
  if (complete)
    {
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u step evaluated", "%u steps evaluated", n), n);
      gtk_spinner_stop (self->spinner);
      gtk_widget_set_visible (GTK_WIDGET (self->spinner), FALSE);
      gtk_label_set_text (self->progress_label, text);
    }
  else if (self->started)
    {
      /* Translators: the review's progress, "Evaluating 3 of 12…" */
      g_autofree char *text = g_strdup_printf (_("Evaluating %u of %u…"), MIN (done + 1, n), n);
      gtk_spinner_start (self->spinner);
      gtk_widget_set_visible (GTK_WIDGET (self->spinner), TRUE);
      gtk_label_set_text (self->progress_label, text);
    }
  else
    gtk_label_set_text (self->progress_label, _("Waiting to evaluate…"));
}

static void
on_step_evaluated (KaiserReview *review, guint index, KaiserReviewWindow *self)
{
  update_row (self, index);
  update_summary (self);
}

static void
on_completed (KaiserReview *review, KaiserReviewWindow *self)
{
  /* a review that stopped early: the steps left say so */
  for (guint i = 0; i < kaiser_review_get_n_steps (review); i++)
    if (!kaiser_review_get_step (review, i)->evaluated)
      update_row (self, i);
  update_summary (self);
  if (!kaiser_review_is_complete (review))
    {
      gtk_spinner_stop (self->spinner);
      gtk_widget_set_visible (GTK_WIDGET (self->spinner), FALSE);
      gtk_label_set_text (self->progress_label, _("The evaluation stopped"));
    }
}

/* Keep the selected row in sight. */
static void
scroll_to_row (KaiserReviewWindow *self, GtkWidget *row)
{
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->step_scroller);
  graphene_rect_t bounds;
  double value = gtk_adjustment_get_value (adj), page = gtk_adjustment_get_page_size (adj);

  if (!gtk_widget_compute_bounds (row, GTK_WIDGET (self->step_list), &bounds))
    return;
  if (bounds.origin.y < value)
    gtk_adjustment_set_value (adj, bounds.origin.y);
  else if (bounds.origin.y + bounds.size.height > value + page)
    gtk_adjustment_set_value (adj, bounds.origin.y + bounds.size.height - page);
}

static void
update_actions (KaiserReviewWindow *self)
{
  guint n = kaiser_review_get_n_steps (self->review);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.back", self->position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.first", self->position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.forward", self->position < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.last", self->position < n);
}

void
kaiser_review_window_set_position (KaiserReviewWindow *self, guint position)
{
  g_autoptr(KaiserGame) at = NULL;
  g_autoptr(GError) error = NULL;
  guint n;
  GtkWidget *row;

  g_return_if_fail (KAISER_IS_REVIEW_WINDOW (self));

  n = kaiser_review_get_n_steps (self->review);
  position = MIN (position, n);
  at = kaiser_review_dup_game_at (self->review, position, &error);
  if (at == NULL)
    {
      g_warning ("Step %u of the review: %s", position, error->message);
      return;
    }
  self->position = position;
  kaiser_table_set_game (self->table, at);
  {
    const KaiserState *st = kaiser_game_get_state (at);

    /* the trick just completed stays on the table until the next lead */
    kaiser_table_set_show_last_trick (self->table, st->phase >= KAISER_PHASE_PLAY && st->n_tricks > 0 &&
                                      (st->n_tricks == KAISER_MAX_TRICKS || st->phase != KAISER_PHASE_PLAY ||
                                       st->tricks[st->n_tricks].n_played == 0));
  }
  if (position < n)
    {
      g_autofree char *text = g_strdup_printf (_("Step %u of %u"), position + 1, n);
      gtk_label_set_text (self->position_label, text);
      update_row (self, position);
    }
  else
    {
      g_autofree char *text = g_strdup_printf ("%s — %s", _("End of the hand"), gtk_label_get_text (self->hand_label));

      gtk_label_set_text (self->position_label, _("End of the hand"));
      gtk_label_set_text (self->step_label, text);
      kaiser_table_set_hinted_card (self->table, KAISER_CARD_NONE);
    }
  row = g_ptr_array_index (self->rows, position);
  self->selecting = TRUE;
  gtk_list_box_select_row (self->step_list, GTK_LIST_BOX_ROW (row));
  self->selecting = FALSE;
  scroll_to_row (self, row);
  update_actions (self);
}

guint
kaiser_review_window_get_position (KaiserReviewWindow *self)
{
  g_return_val_if_fail (KAISER_IS_REVIEW_WINDOW (self), 0);
  return self->position;
}

static void
on_row_selected (GtkListBox *list, GtkListBoxRow *row, KaiserReviewWindow *self)
{
  if (self->selecting || row == NULL)
    return;
  kaiser_review_window_set_position (self, (guint) gtk_list_box_row_get_index (row));
}

enum {
  REPLAY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* review.replay: Replay This Deal, the hand reviewed dealt again */
static void
replay_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserReviewWindow *self = KAISER_REVIEW_WINDOW (widget);

  g_signal_emit (self, signals[REPLAY], 0);
}

static void
step_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserReviewWindow *self = KAISER_REVIEW_WINDOW (widget);
  guint n = kaiser_review_get_n_steps (self->review);

  if (g_str_equal (action_name, "review.back"))
    kaiser_review_window_set_position (self, self->position > 0 ? self->position - 1 : 0);
  else if (g_str_equal (action_name, "review.forward"))
    kaiser_review_window_set_position (self, MIN (self->position + 1, n));
  else if (g_str_equal (action_name, "review.first"))
    kaiser_review_window_set_position (self, 0);
  else
    kaiser_review_window_set_position (self, n);
}

/* Left, Right, Home and End step through the hand wherever the focus is
 * on the steps' page (the list's own Up and Down select rows too). */
static gboolean
on_key (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state, KaiserReviewWindow *self)
{
  const char *action;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK))
    return FALSE;
  if (g_strcmp0 (adw_view_stack_get_visible_child_name (self->stack), "steps") != 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:   action = "review.back"; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: action = "review.forward"; break;
    case GDK_KEY_Home: case GDK_KEY_KP_Home:   action = "review.first"; break;
    case GDK_KEY_End: case GDK_KEY_KP_End:     action = "review.last"; break;
    default:
      return FALSE;
    }
  gtk_widget_activate_action (GTK_WIDGET (self), action, NULL);
  return TRUE;
}

/* The double-dummy table */

typedef struct {
  KaiserGame   *game;
  guint         hand_index;
  KaiserDdTable table;
} DdData;

static void
dd_data_free (DdData *data)
{
  g_clear_object (&data->game);
  g_free (data);
}

static void
dd_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  DdData *data = task_data;
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();
  GError *error = NULL;

  if (kaiser_dd_table_compute_game (solver, data->game, data->hand_index, &data->table, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static GtkWidget *
dd_cell_span (KaiserReviewWindow *self, int column, int row, int width, const char *text, const char *name, gboolean played)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "cell");
  if (row <= 1)
    gtk_widget_add_css_class (label, "heading-cell");
  if (column == 0)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
    }
  if (played)
    gtk_widget_add_css_class (label, "played");
  if (column > 0)
    gtk_widget_add_css_class (label, "numeric");
  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0.0f : 0.5f);
  gtk_widget_set_hexpand (label, column == 0);
  if (name)
    gtk_widget_set_name (label, name);
  gtk_grid_attach (self->dd_grid, label, column, row, width, 1);
  return label;
}

static GtkWidget *
dd_cell (KaiserReviewWindow *self, int column, int row, const char *text, const char *name, gboolean played)
{
  return dd_cell_span (self, column, row, 1, text, name, played);
}

/* The columns of the double-dummy table: the contract, the points of
 * each side, the change of each side, the result.  Sides in their order
 * (N–S, E–W at four seats); named ns, ew, then side-3 … */
static const char *
dd_side_key (guint t)
{
  static const char * const keys[KAISER_MAX_SIDES] = { "ns", "ew", "side-3", "side-4", "side-5", "side-6" };
  return keys[MIN (t, KAISER_MAX_SIDES - 1)];
}

static void
dd_cells (KaiserReviewWindow *self, int row, const char *prefix, const char *contract, const KaiserHandResult *r,
          gboolean played, gboolean as_played)
{
  guint n = kaiser_rules_n_sides (kaiser_game_get_rules (self->game));
  GPtrArray *cells = g_ptr_array_new ();
  g_autofree char *first = g_strdup_printf ("%s-contract", prefix);
  g_autofree char *last = g_strdup_printf ("%s-result", prefix);

  g_ptr_array_add (cells, dd_cell (self, 0, row, contract, first, played));
  for (guint t = 0; t < n; t++)
    {
      g_autofree char *points = kaiser_score_text_number (r->points[t]);
      g_autofree char *change = kaiser_score_text_change (r->change[t]);
      g_autofree char *pname = g_strdup_printf ("%s-%s", prefix, dd_side_key (t));
      g_autofree char *cname = g_strdup_printf ("%s-change-%s", prefix, dd_side_key (t));

      g_ptr_array_add (cells, dd_cell (self, 1 + (int) t, row, points, pname, played));
      g_ptr_array_add (cells, dd_cell (self, 1 + (int) (n + t), row, change, cname, played));
    }
  {
    GtkWidget *result = dd_cell (self, 1 + 2 * (int) n, row, r->made ? _("made") : _("set"), last, played);

    gtk_widget_add_css_class (result, r->made ? "made" : "set");
    g_ptr_array_add (cells, result);
  }
  for (guint i = 0; as_played && i < cells->len; i++)
    gtk_widget_add_css_class (g_ptr_array_index (cells, i), "as-played");
  g_ptr_array_unref (cells);
}

static void
show_dd_table (KaiserReviewWindow *self)
{
  const KaiserRules *rules = kaiser_game_get_rules (self->game);
  const KaiserDdTable *t = &self->dd;
  const char *groups[] = { _("Points"), _("Score change") };
  guint n = kaiser_rules_n_sides (rules);
  g_autofree char *heading = NULL;
  guint amount = t->n_rows > 0 ? t->rows[0].contract.amount : 0;

  /* Translators: the double-dummy page's heading, "Declarer: West, at 7. First lead: North." */
  heading = g_strdup_printf (_("Declarer: %s, at %u. First lead: %s."),
                             kaiser_score_text_seat (kaiser_game_get_rules (self->game), t->declarer, self->seat), amount, kaiser_score_text_seat (kaiser_game_get_rules (self->game), t->leader, self->seat));
  gtk_label_set_text (self->dd_heading, heading);
  gtk_widget_add_css_class (dd_cell (self, 0, 0, _("Contract"), NULL, FALSE), "group-cell");
  gtk_widget_add_css_class (dd_cell (self, 1 + 2 * (int) n, 0, _("Result"), NULL, FALSE), "group-cell");
  for (guint g = 0; g < G_N_ELEMENTS (groups); g++)
    {
      GtkWidget *cell = dd_cell_span (self, 1 + (int) (n * g), 0, (int) n, groups[g], NULL, FALSE);

      gtk_widget_add_css_class (cell, "group-cell");
      for (guint k = 0; k < n; k++)
        {
          /* N–S and E–W at four seats; elsewhere the side by its name */
          g_autofree char *side = kaiser_rules_n_seats (rules) == 4 && n == 2
                                  ? g_strdup (k == 0 ? _("N–S") : _("E–W"))
                                  : kaiser_score_text_side (rules, (KaiserTeam) k, self->seat);

          gtk_widget_add_css_class (dd_cell (self, 1 + (int) (n * g + k), 1, side, NULL, FALSE), "side-cell");
        }
    }
  dd_cell (self, 0, 1, "", NULL, FALSE);
  dd_cell (self, 1 + 2 * (int) n, 1, "", NULL, FALSE);
  for (guint i = 0; i < t->n_rows; i++)
    {
      g_autofree char *prefix = g_strdup_printf ("dd-%u", i);
      g_autofree char *described = kaiser_dd_row_describe (&t->rows[i]);
      g_autofree char *contract = capitalized (described);
      gboolean played = t->has_played && t->played_row == (gint) i;

      if (played)
        {
          /* Translators: the double-dummy row of the contract actually played, "Hearts (played)" */
          char *marked = g_strdup_printf (_("%s (played)"), contract);
          g_free (contract);
          contract = marked;
        }
      dd_cells (self, (int) i + 2, prefix, contract, &t->rows[i].result, played, FALSE);
    }
  if (t->has_played)
    {
      const KaiserState *p = &t->played;
      g_autofree char *contract = kaiser_score_text_contract (rules, card_names (self), p->result.contract, p->trump, p->low);
      /* Translators: the hand as played, under the double-dummy rows, "As played: 8 ♥ by West" */
      g_autofree char *as_played = g_strdup_printf (_("As played: %s by %s"), contract, kaiser_score_text_seat (kaiser_game_get_rules (self->game), p->declarer, self->seat));
      gint diff = 0;
      g_autofree char *text = NULL;

      dd_cells (self, (int) t->n_rows + 2, "dd-as-played", as_played, &p->result, FALSE, TRUE);
      if (t->played_row >= 0)
        {
          const KaiserHandResult *best = &t->rows[t->played_row].result;
          KaiserTeam us = kaiser_rules_seat_side (rules, self->seat), them = kaiser_rules_side_next (rules, us);

          diff = (p->result.change[us] - p->result.change[them]) - (best->change[us] - best->change[them]);
          /* the hand as played against best play in the same contract: the
           * change of the side's score less the other side's */
          if (diff == 0)
            text = g_strdup (_("As played, the hand scored what best play by all four seats gives in this contract."));
          else if (diff > 0)
            /* Translators: the hand as played compared with double-dummy play */
            text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "As played, your side came out %d point better than with best play by all four seats in this contract (your score change less theirs).",
                                                 "As played, your side came out %d points better than with best play by all four seats in this contract (your score change less theirs).", diff), diff);
          else
            text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "As played, your side came out %d point worse than with best play by all four seats in this contract (your score change less theirs).",
                                                 "As played, your side came out %d points worse than with best play by all four seats in this contract (your score change less theirs).", -diff), -diff);
        }
      gtk_label_set_text (self->dd_played, text ? text : "");
      gtk_widget_set_visible (GTK_WIDGET (self->dd_played), text != NULL);
    }
  else
    gtk_widget_set_visible (GTK_WIDGET (self->dd_played), FALSE);
}

static void
on_dd_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  KaiserReviewWindow *self = KAISER_REVIEW_WINDOW (source);
  DdData *data = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          gtk_spinner_stop (self->dd_spinner);
          gtk_widget_set_visible (GTK_WIDGET (self->dd_spinner), FALSE);
          gtk_label_set_text (self->dd_status, error->message);
        }
      return;
    }
  self->dd = data->table;
  self->has_dd = TRUE;
  gtk_spinner_stop (self->dd_spinner);
  gtk_widget_set_visible (self->dd_progress, FALSE);
  show_dd_table (self);
}

const KaiserDdTable *
kaiser_review_window_get_dd_table (KaiserReviewWindow *self)
{
  g_return_val_if_fail (KAISER_IS_REVIEW_WINDOW (self), NULL);
  return self->has_dd ? &self->dd : NULL;
}

static void
start_dd (KaiserReviewWindow *self)
{
  g_autoptr(GTask) task = g_task_new (self, self->cancellable, on_dd_done, NULL);
  DdData *data = g_new0 (DdData, 1);

  /* a copy of its own: the review may read ours from its worker */
  data->game = kaiser_game_replay (self->game, kaiser_game_get_n_actions (self->game), NULL);
  data->hand_index = self->hand_index;
  g_task_set_task_data (task, data, (GDestroyNotify) dd_data_free);
  g_task_set_name (task, "kaiser-review-dd");
  gtk_spinner_start (self->dd_spinner);
  if (data->game == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "%s", _("The hand could not be replayed"));
      return;
    }
  g_task_run_in_thread (task, dd_thread);
}

/* The evaluation starts once the window is on screen: it may run in the
 * main thread (then the rows all come at once) or in a worker. */
static gboolean
start_review (gpointer user_data)
{
  KaiserReviewWindow *self = user_data;

  if (!self->started && self->review)
    {
      self->started = TRUE;
      update_summary (self);
      kaiser_review_start (self->review, self->cancellable);
    }
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

static void
kaiser_review_window_map (GtkWidget *widget)
{
  KaiserReviewWindow *self = KAISER_REVIEW_WINDOW (widget);

  GTK_WIDGET_CLASS (kaiser_review_window_parent_class)->map (widget);
  if (!self->started)
    /* after the first frames */
    g_timeout_add (100, start_review, g_object_ref (self));
}

static void
kaiser_review_window_dispose (GObject *object)
{
  KaiserReviewWindow *self = KAISER_REVIEW_WINDOW (object);

  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  if (self->review)
    g_signal_handlers_disconnect_by_data (self->review, self);
  g_clear_object (&self->review);
  g_clear_object (&self->cancellable);
  if (self->source)
    g_signal_handlers_disconnect_by_data (self->source, self);
  g_clear_object (&self->source);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), KAISER_TYPE_REVIEW_WINDOW);
  g_clear_object (&self->cache);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (kaiser_review_window_parent_class)->dispose (object);
}

static void
kaiser_review_window_class_init (KaiserReviewWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kaiser_review_window_dispose;
  widget_class->map = kaiser_review_window_map;

  /**
   * KaiserReviewWindow::replay:
   *
   * The player asked to play the hand reviewed again: the same deal
   * (kaiser_game_new_from_hand on kaiser_review_get_game's game).
   */
  signals[REPLAY] = g_signal_new ("replay", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (KAISER_TYPE_TABLE);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/threespot/ThreeSpot/kaiser-review-window.ui");
  gtk_widget_class_bind_template_child (widget_class, KaiserReviewWindow, steps_button);
  gtk_widget_class_bind_template_child (widget_class, KaiserReviewWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, KaiserReviewWindow, switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, KaiserReviewWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, KaiserReviewWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, KaiserReviewWindow, table);
  gtk_widget_class_bind_template_child (widget_class, KaiserReviewWindow, step_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserReviewWindow, position_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserReviewWindow, hand_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserReviewWindow, summary_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserReviewWindow, progress_box);
  gtk_widget_class_bind_template_child (widget_class, KaiserReviewWindow, spinner);
  gtk_widget_class_bind_template_child (widget_class, KaiserReviewWindow, progress_label);
  gtk_widget_class_bind_template_child (widget_class, KaiserReviewWindow, step_scroller);
  gtk_widget_class_bind_template_child (widget_class, KaiserReviewWindow, step_list);
  gtk_widget_class_bind_template_child (widget_class, KaiserReviewWindow, dd_heading);
  gtk_widget_class_bind_template_child (widget_class, KaiserReviewWindow, dd_progress);
  gtk_widget_class_bind_template_child (widget_class, KaiserReviewWindow, dd_spinner);
  gtk_widget_class_bind_template_child (widget_class, KaiserReviewWindow, dd_status);
  gtk_widget_class_bind_template_child (widget_class, KaiserReviewWindow, dd_grid);
  gtk_widget_class_bind_template_child (widget_class, KaiserReviewWindow, dd_played);

  gtk_widget_class_install_action (widget_class, "review.replay", NULL, replay_action);
  gtk_widget_class_install_action (widget_class, "review.back", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "review.forward", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "review.first", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "review.last", NULL, step_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
kaiser_review_window_init (KaiserReviewWindow *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  kaiser_a11y_name_mnemonic_buttons (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
  self->rows = g_ptr_array_new ();
  self->cache = kaiser_card_cache_new ();
  kaiser_table_set_cache (self->table, self->cache);
  g_object_bind_property (adw_style_manager_get_default (), "high-contrast", self->table, "high-contrast",
                          G_BINDING_SYNC_CREATE);
  /* the list beside the table, or over it on a narrow window (the button shows it) */
  g_object_bind_property (self->flap, "folded", self->steps_button, "visible", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->flap, "reveal-flap", self->steps_button, "active",
                          G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  g_object_bind_property (self->switcher_title, "title-visible", self->switcher_bar, "reveal", G_BINDING_SYNC_CREATE);
  g_signal_connect (self->step_list, "row-selected", G_CALLBACK (on_row_selected), self);
  /* before the focused widget (a button would move the focus) */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  gtk_event_controller_set_name (keys, "kaiser-review-keys");
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

static void
follow_source (KaiserReviewWindow *self)
{
  if (kaiser_card_cache_get_theme (self->cache) == kaiser_card_cache_get_theme (self->source) &&
      kaiser_card_cache_get_theme (self->cache) != NULL)
    return;
  kaiser_card_cache_follow (self->cache, self->source);
  /* the table marks the rules' point cards and the pack again */
  kaiser_table_set_cache (self->table, self->cache);
}

KaiserReviewWindow *
kaiser_review_window_new (GtkWindow       *parent,
                          KaiserGame      *game,
                          guint            hand_index,
                          KaiserSeat       seat,
                          KaiserLevel      level,
                          KaiserCardCache *cards,
                          GError         **error)
{
  g_autoptr(KaiserGame) copy = NULL;
  g_autoptr(KaiserReview) review = NULL;
  KaiserReviewWindow *self;
  const KaiserHandLog *log;
  g_autofree char *title = NULL;
  guint n;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (KAISER_IS_GAME (game), NULL);
  g_return_val_if_fail (cards == NULL || KAISER_IS_CARD_CACHE (cards), NULL);

  copy = kaiser_game_replay (game, kaiser_game_get_n_actions (game), error);
  if (copy == NULL)
    return NULL;
  /* the Hint's seed for the hand: the review advises as the Hint did */
  review = kaiser_review_new (copy, hand_index, seat, level, kaiser_review_seed (copy, hand_index), error);
  if (review == NULL)
    return NULL;

  self = g_object_new (KAISER_TYPE_REVIEW_WINDOW, NULL);
  if (parent)
    {
      gtk_window_set_transient_for (GTK_WINDOW (self), parent);
      gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);
    }
  self->game = g_steal_pointer (&copy);
  self->hand_index = hand_index;
  self->seat = seat;
  self->review = g_steal_pointer (&review);
  if (cards)
    {
      self->source = g_object_ref (cards);
      follow_source (self);
      /* a theme changed in the main window: the same here */
      g_signal_connect_swapped (cards, "rendered", G_CALLBACK (follow_source), self);
    }

  log = kaiser_game_get_hand_log (self->game, hand_index);
  /* Translators: the review window's title, "Review of Hand 3" */
  title = g_strdup_printf (_("Review of Hand %u"), log->number);
  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_view_switcher_title_set_title (self->switcher_title, title);
  {
    const KaiserState *st = &log->state;
    const KaiserRules *rules = kaiser_game_get_rules (self->game);
    g_autofree char *contract = kaiser_score_text_contract (rules, card_names (self), st->result.contract, st->trump, st->low);
    g_autofree char *text = NULL;

    if (st->declarer < kaiser_rules_n_seats (rules) && (st->phase == KAISER_PHASE_HAND_OVER || st->phase == KAISER_PHASE_GAME_OVER))
      /* Translators: the hand reviewed, "Hand 3 · West: 7 No Trump, made" */
      text = g_strdup_printf (st->result.made ? _("Hand %u · %s: %s, made") : _("Hand %u · %s: %s, set"), log->number,
                              kaiser_score_text_seat (kaiser_game_get_rules (self->game), st->declarer, self->seat), contract);
    else
      text = g_strdup_printf (_("Hand %u"), log->number);
    gtk_label_set_text (self->hand_label, text);
  }

  /* signals first: the evaluation may all happen inside kaiser_review_start */
  g_signal_connect (self->review, "step-evaluated", G_CALLBACK (on_step_evaluated), self);
  g_signal_connect (self->review, "completed", G_CALLBACK (on_completed), self);

  n = kaiser_review_get_n_steps (self->review);
  for (guint i = 0; i <= n; i++)
    {
      GtkWidget *row = make_row (i);

      g_ptr_array_add (self->rows, row);
      gtk_list_box_append (self->step_list, row);
      if (i < n)
        update_row (self, i);
      else
        set_row_texts (row, _("End of the hand"), gtk_label_get_text (self->hand_label), NULL, FALSE, FALSE);
    }
  update_summary (self);
  kaiser_review_window_set_position (self, 0);
  start_dd (self);
  return self;
}

KaiserReview *
kaiser_review_window_get_review (KaiserReviewWindow *self)
{
  g_return_val_if_fail (KAISER_IS_REVIEW_WINDOW (self), NULL);
  return self->review;
}

KaiserTable *
kaiser_review_window_get_table (KaiserReviewWindow *self)
{
  g_return_val_if_fail (KAISER_IS_REVIEW_WINDOW (self), NULL);
  return self->table;
}
