/* test-score-sheet.c: the end-of-hand summary, the game-over summary and
 * the Score Sheet dialog, read back label by label against the engine's
 * hand logs: known games from tests/data, games of random legal actions
 * with fixed seeds, and a game played through the window (xvfb-run). */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "kaiser-application.h"
#include "kaiser-card-cache.h"
#include "kaiser-hand-summary.h"
#include "kaiser-score-sheet.h"
#include "kaiser-window.h"
#include "kaiser-test-ui.h"

/* Helpers */

static guint
count_with_class (GtkWidget *widget, const char *css_class)
{
  guint n = gtk_widget_has_css_class (widget, css_class) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    n += count_with_class (child, css_class);
  return n;
}

static const char *
label_text (GtkWidget *root, const char *name)
{
  GtkWidget *widget = kaiser_test_find_named (root, name);

  if (widget == NULL)
    g_error ("no widget named %s", name);
  g_assert_true (GTK_IS_LABEL (widget));
  return gtk_label_get_text (GTK_LABEL (widget));
}

static void
assert_label (GtkWidget *root, const char *name, const char *expected)
{
  g_assert_cmpstr (label_text (root, name), ==, expected);
}

/* Numbers as a person writes them: a true minus sign; changes signed. */
static char *
fmt_number (gint value)
{
  return value < 0 ? g_strdup_printf ("\u2212%d", -value) : g_strdup_printf ("%d", value);
}

static char *
fmt_change (gint value)
{
  return value > 0 ? g_strdup_printf ("+%d", value) : fmt_number (value);
}

static KaiserGame *
load_fixture (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GError) error = NULL;
  KaiserGame *game = kaiser_record_load_file (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* The game of a record up to the end of one hand. */
static KaiserGame *
replay_to_hand_end (KaiserGame *full, guint hand)
{
  KaiserGame *game = kaiser_game_new (kaiser_game_get_rules (full), kaiser_game_get_seed (full));

  for (guint i = 0; i < kaiser_game_get_n_actions (full); i++)
    {
      if (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER)
        {
          if (kaiser_game_get_hand_number (game) == hand)
            break;
          g_assert_true (kaiser_game_next_hand (game, NULL));
        }
      g_assert_true (kaiser_game_apply (game, kaiser_game_get_action (full, i), NULL));
    }
  g_assert_cmpuint (kaiser_game_get_hand_number (game), ==, hand);
  g_assert_true (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER ||
                 kaiser_game_get_phase (game) == KAISER_PHASE_GAME_OVER);
  return game;
}

/* Random legal actions, but one of the three cheapest calls in the
 * auction (a pass or a low bid), so scores climb as at a real table. */
static void
play_to_hand_end (KaiserGame *game, KaiserRng *rng)
{
  if (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER)
    g_assert_true (kaiser_game_next_hand (game, NULL));
  while (kaiser_game_get_phase (game) != KAISER_PHASE_HAND_OVER &&
         kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
    {
      KaiserAction actions[KAISER_MAX_ACTIONS];
      guint n = kaiser_game_legal_actions (game, actions);
      guint pick;

      g_assert_cmpuint (n, >, 0);
      pick = kaiser_rng_below (rng, kaiser_game_get_phase (game) == KAISER_PHASE_BIDDING ? MIN (n, 3) : n);
      g_assert_true (kaiser_game_apply (game, &actions[pick], NULL));
    }
}

static GtkWindow *
open_sheet (KaiserGame *game)
{
  GtkWindow *sheet = GTK_WINDOW (kaiser_score_sheet_new (NULL, game, KAISER_SOUTH));

  gtk_window_present (sheet);
  kaiser_test_iterate (30);
  return sheet;
}

/* Every finished hand of the game has its line with the engine's numbers,
 * the deals thrown in theirs, the hand in play none.  Returns the number
 * of hand lines checked. */
static guint
check_sheet_rows (GtkWidget *sheet, KaiserGame *game)
{
  guint checked = 0;

  for (guint i = 0; i < kaiser_game_get_n_hands (game); i++)
    {
      const KaiserHandLog *log = kaiser_game_get_hand_log (game, i);
      const KaiserHandResult *r = &log->state.result;
      guint h = log->number;
      gboolean scored = log->state.phase == KAISER_PHASE_HAND_OVER || log->state.phase == KAISER_PHASE_GAME_OVER;
      const char *fields[] = { "points-us", "points-them", "change-us", "change-them", "score-us", "score-them" };
      gint values[] = { r->points[KAISER_TEAM_NS], r->points[KAISER_TEAM_EW], r->change[KAISER_TEAM_NS],
                        r->change[KAISER_TEAM_EW], r->scores[KAISER_TEAM_NS], r->scores[KAISER_TEAM_EW] };
      g_autofree char *hand_name = g_strdup_printf ("h%u-hand", h);
      g_autofree char *hand_text = g_strdup_printf ("%u", h);
      g_autofree char *result_name = g_strdup_printf ("h%u-result", h);
      g_autofree char *contract_name = g_strdup_printf ("h%u-contract", h);
      g_autofree char *dealer_name = g_strdup_printf ("h%u-dealer", h);

      g_assert_cmpuint (h, ==, i + 1);
      for (guint m = 0; m <= log->misdeals->len; m++)
        {
          g_autofree char *name = g_strdup_printf ("h%u-misdeal-%u", h, m + 1);
          g_assert_true ((kaiser_test_find_named (sheet, name) != NULL) == (m < log->misdeals->len));
        }
      if (!scored)
        {
          g_assert_null (kaiser_test_find_named (sheet, hand_name));
          continue;
        }
      assert_label (sheet, hand_name, hand_text);
      assert_label (sheet, result_name, r->made ? "made" : "set");
      g_assert_true (gtk_widget_has_css_class (kaiser_test_find_named (sheet, result_name), r->made ? "made" : "set"));
      assert_label (sheet, dealer_name, log->dealer == KAISER_SOUTH ? "You" : kaiser_seat_name (log->dealer));
      {
        /* "West: 7 ♥": the declarer and the amount */
        const char *contract = label_text (sheet, contract_name);
        const char *who = log->state.declarer == KAISER_SOUTH ? "You" : kaiser_seat_name (log->state.declarer);
        g_autofree char *prefix = r->contract.kind == KAISER_BID_SUIT || r->contract.kind == KAISER_BID_NO_TRUMP
                                  ? g_strdup_printf ("%s: %u", who, r->contract.amount) : g_strdup_printf ("%s: ", who);

        g_assert_true (g_str_has_prefix (contract, prefix));
        if (r->contract.kind == KAISER_BID_SUIT)
          g_assert_true (g_str_has_suffix (contract, kaiser_suit_symbol (log->state.trump)));
      }
      for (guint f = 0; f < G_N_ELEMENTS (fields); f++)
        {
          g_autofree char *name = g_strdup_printf ("h%u-%s", h, fields[f]);
          g_autofree char *expected = g_str_has_prefix (fields[f], "change") ? fmt_change (values[f]) : fmt_number (values[f]);
          assert_label (sheet, name, expected);
        }
      checked++;
    }
  return checked;
}

/* Hands where a side came up to the bid-out (and the game went on), as
 * the rules say, independently of the sheet. */
static guint
expected_bid_outs (KaiserGame *game, guint *hands, KaiserTeam *teams)
{
  const KaiserRules *rules = kaiser_game_get_rules (game);
  gint before[KAISER_N_TEAMS] = { 0, 0 };
  gboolean raised = FALSE;
  guint n = 0;

  for (guint i = 0; i < kaiser_game_get_n_hands (game); i++)
    {
      const KaiserHandLog *log = kaiser_game_get_hand_log (game, i);
      const KaiserHandResult *r = &log->state.result;

      if (log->state.phase != KAISER_PHASE_HAND_OVER && log->state.phase != KAISER_PHASE_GAME_OVER)
        continue;
      for (guint t = 0; t < KAISER_N_TEAMS; t++)
        {
          gint was = kaiser_rules_bid_out_limit (rules, raised), now = kaiser_rules_bid_out_limit (rules, r->target_raised);

          if (r->winner == KAISER_TEAM_NONE && before[t] < was && r->scores[t] >= now)
            {
              hands[n] = log->number;
              teams[n++] = (KaiserTeam) t;
            }
          before[t] = r->scores[t];
        }
      raised = r->target_raised;
    }
  return n;
}

/* The marker is there, on the grid line right under its hand's line, and
 * nowhere else. */
static void
check_bid_out_markers (GtkWidget *sheet, KaiserGame *game)
{
  guint hands[64];
  KaiserTeam teams[64];
  guint n = expected_bid_outs (game, hands, teams);
  GtkGrid *grid = GTK_GRID (kaiser_test_find_named (sheet, "score-grid"));

  g_assert_cmpuint (count_with_class (sheet, "bid-out-marker"), ==, n);
  for (guint i = 0; i < n; i++)
    {
      const char *side = teams[i] == KAISER_TEAM_NS ? "us" : "them";
      g_autofree char *name = g_strdup_printf ("h%u-bid-out-%s", hands[i], side);
      g_autofree char *score_name = g_strdup_printf ("h%u-score-%s", hands[i], side);
      GtkWidget *marker = kaiser_test_find_named (sheet, name);
      GtkWidget *score = kaiser_test_find_named (sheet, score_name);
      int marker_row, score_row;

      g_assert_nonnull (marker);
      g_assert_true (gtk_widget_get_visible (marker));
      gtk_grid_query_child (grid, marker, NULL, &marker_row, NULL, NULL);
      gtk_grid_query_child (grid, score, NULL, &score_row, NULL, NULL);
      /* right under the hand (a second side's marker under the first) */
      g_assert_cmpint (marker_row, >, score_row);
      g_assert_cmpint (marker_row, <=, score_row + 2);
      g_assert_true (gtk_widget_has_css_class (score, "bid-out"));
    }
}

/* Score sheet */

static GtkWidget *
find_window_title (GtkWidget *widget)
{
  if (ADW_IS_WINDOW_TITLE (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_window_title (child);
      if (found)
        return found;
    }
  return NULL;
}

/* A known game (tests/data/standard-bid-out.json): East and West come to
 * 51 on hand 4, above the bid-out of 45, drop to 43 when set on hand 6 and
 * win on hand 7 with 59. */
static void
test_sheet_known_game (void)
{
  g_autoptr(KaiserGame) game = load_fixture ("standard-bid-out.json");
  GtkWindow *sheet = open_sheet (game);
  GtkWidget *w = GTK_WIDGET (sheet);

  assert_label (w, "rules-label", "Standard rules");
  assert_label (w, "target-label", "Game to 52 · bid-out at 45");
  /* said once: the header bar does not repeat the sheet's heading */
  {
    AdwWindowTitle *title = ADW_WINDOW_TITLE (find_window_title (w));

    g_assert_cmpstr (adw_window_title_get_title (title), ==, "Score Sheet");
    g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "");
  }
  g_assert_cmpuint (check_sheet_rows (w, game), ==, 7);
  assert_label (w, "h1-contract", "North: 8 ♦");
  assert_label (w, "h3-change-us", "\u221212");
  assert_label (w, "h4-score-them", "51");
  assert_label (w, "h5-points-them", "2");
  assert_label (w, "h5-change-them", "0");
  assert_label (w, "h7-score-us", "\u22126");
  assert_label (w, "h7-score-them", "59");
  /* the one line drawn: under hand 4, in their column */
  g_assert_nonnull (kaiser_test_find_named (w, "h4-bid-out-them"));
  g_assert_cmpuint (count_with_class (w, "bid-out-marker"), ==, 1);
  check_bid_out_markers (w, game);
  assert_label (w, "footer-label", "They won the game, \u22126 to 59.");
  g_assert_false (gtk_widget_get_visible (kaiser_test_find_named (w, "empty-label")));
  gtk_window_destroy (sheet);
  kaiser_test_iterate (20);
}

/* The sheet fits at its default size in every shipped language (issue
 * 24: cut past the right edge in French, the Replay column hidden in
 * Ukrainian): nothing to scroll sideways, every column inside the window.
 * In a subprocess: the language is chosen once in a process. */
static void
test_sheet_language (gconstpointer data)
{
  const char *language = data;
  g_autoptr(KaiserGame) game = NULL;
  GtkWindow *sheet;
  GtkWidget *scroller, *grid;
  GtkAdjustment *h;
  graphene_rect_t bounds;

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  kaiser_application_bind_textdomain ();
  game = load_fixture ("standard-bid-out.json");
  sheet = open_sheet (game);
  kaiser_test_iterate (200);
  grid = kaiser_test_find_named (GTK_WIDGET (sheet), "score-grid");
  scroller = gtk_widget_get_ancestor (grid, GTK_TYPE_SCROLLED_WINDOW);
  h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_test_message ("%s: %s, %g wide in %g", language, gtk_window_get_title (sheet), gtk_adjustment_get_upper (h), gtk_adjustment_get_page_size (h));
  g_assert_cmpfloat (gtk_adjustment_get_upper (h), <=, gtk_adjustment_get_page_size (h));
  g_assert_true (gtk_widget_compute_bounds (grid, GTK_WIDGET (sheet), &bounds));
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (GTK_WIDGET (sheet)));
  gtk_window_destroy (sheet);
  kaiser_test_iterate (20);

  /* the longest contracts: no trump, high or low, in a whole game */
  {
    g_autoptr(KaiserGame) random_game = NULL;
    KaiserRng rng;
    KaiserRules rules;

    kaiser_rng_init (&rng, 5);
    kaiser_rules_init_standard (&rules);
    rules.low_no_trump = KAISER_LOW_ANNOUNCED;
    random_game = kaiser_game_new (&rules, 5);
    while (kaiser_game_get_phase (random_game) != KAISER_PHASE_GAME_OVER)
      play_to_hand_end (random_game, &rng);
    sheet = open_sheet (random_game);
    kaiser_test_iterate (200);
    grid = kaiser_test_find_named (GTK_WIDGET (sheet), "score-grid");
    h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (grid, GTK_TYPE_SCROLLED_WINDOW)));
    g_test_message ("%s, a whole game: %g wide in %g", language, gtk_adjustment_get_upper (h), gtk_adjustment_get_page_size (h));
    g_assert_cmpfloat (gtk_adjustment_get_upper (h), <=, gtk_adjustment_get_page_size (h));
    gtk_window_destroy (sheet);
    kaiser_test_iterate (20);
  }
}

/* A known game with a deal thrown in (hand 10, by North); North and South
 * come to 50 on that hand. */
static void
test_sheet_misdeal (void)
{
  g_autoptr(KaiserGame) game = load_fixture ("standard-misdeal.json");
  GtkWindow *sheet = open_sheet (game);
  GtkWidget *w = GTK_WIDGET (sheet);
  GtkGrid *grid = GTK_GRID (kaiser_test_find_named (w, "score-grid"));
  int misdeal_row, hand_row;

  g_assert_cmpuint (check_sheet_rows (w, game), ==, 12);
  assert_label (w, "h10-misdeal-1", "Thrown in by North");
  gtk_grid_query_child (grid, kaiser_test_find_named (w, "h10-misdeal-1"), NULL, &misdeal_row, NULL, NULL);
  gtk_grid_query_child (grid, kaiser_test_find_named (w, "h10-hand"), NULL, &hand_row, NULL, NULL);
  g_assert_cmpint (misdeal_row + 1, ==, hand_row);
  g_assert_nonnull (kaiser_test_find_named (w, "h10-bid-out-us"));
  check_bid_out_markers (w, game);
  assert_label (w, "footer-label", "We won the game, 55 to 3.");
  gtk_window_destroy (sheet);
  kaiser_test_iterate (20);
}

/* At a table of three sides or more (000_5ed066fa22fca3eb.txt, "Kaiser
 * for 2, 3, 5 or 6 Players") the sheet has a column for each side, the
 * player's first then the others in play order, for the change and the
 * score (the points taken are the hand summary's); the side columns are
 * named us, them, side-3 … */
static void
test_sheet_tables (void)
{
  static const char * const presets[] = { "three-players", "six-players" };

  for (guint g = 0; g < G_N_ELEMENTS (presets); g++)
    {
      KaiserRules rules;
      g_autoptr(KaiserGame) game = NULL;
      GtkWindow *sheet;
      KaiserRng rng;
      KaiserTeam order[KAISER_MAX_SIDES];
      guint n_sides;

      g_assert_true (kaiser_rules_init_preset (&rules, presets[g], NULL));
      n_sides = kaiser_rules_sides_from (&rules, KAISER_SOUTH, order);
      g_assert_cmpuint (n_sides, ==, 3);
      game = kaiser_game_new (&rules, 25 + g);
      kaiser_rng_init (&rng, 5 + g);
      for (guint h = 0; h < 4 && kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER; h++)
        {
          if (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER)
            g_assert_true (kaiser_game_next_hand (game, NULL));
          play_to_hand_end (game, &rng);
        }
      sheet = open_sheet (game);
      for (guint i = 0; i < kaiser_game_get_n_hands (game); i++)
        {
          const KaiserHandLog *log = kaiser_game_get_hand_log (game, i);
          const KaiserHandResult *r = &log->state.result;

          if (log->state.phase != KAISER_PHASE_HAND_OVER && log->state.phase != KAISER_PHASE_GAME_OVER)
            continue;
          for (guint k = 0; k < n_sides; k++)
            {
              const char *key = k == 0 ? "us" : k == 1 ? "them" : "side-3";
              g_autofree char *score = g_strdup_printf ("h%u-score-%s", log->number, key);
              g_autofree char *change = g_strdup_printf ("h%u-change-%s", log->number, key);
              g_autofree char *points = g_strdup_printf ("h%u-points-%s", log->number, key);
              g_autofree char *score_text = fmt_number (r->scores[order[k]]);
              g_autofree char *change_text = fmt_change (r->change[order[k]]);

              assert_label (GTK_WIDGET (sheet), score, score_text);
              assert_label (GTK_WIDGET (sheet), change, change_text);
              g_assert_null (kaiser_test_find_named (GTK_WIDGET (sheet), points));
            }
        }
      g_assert_true (g_str_has_prefix (label_text (GTK_WIDGET (sheet), "rules-label"), kaiser_rules_preset_title (presets[g])));
      gtk_window_destroy (sheet);
      kaiser_test_iterate (10);
    }
}

/* Random games with fixed seeds: the sheet is open from the start and
 * follows every hand as it is scored. */
static void
test_sheet_follows_random_games (void)
{
  static const char * const presets[] = { "standard", "saskatchewan", "saskatchewan-34", "hetu", "joffre" };
  guint markers = 0, raises = 0;

  for (guint g = 0; g < G_N_ELEMENTS (presets); g++)
    {
      KaiserRules rules;
      g_autoptr(KaiserGame) game = NULL;
      GtkWindow *sheet;
      KaiserRng rng;
      guint hands = 0;

      g_assert_true (kaiser_rules_init_preset (&rules, presets[g], NULL));
      game = kaiser_game_new (&rules, 1000 + g);
      kaiser_rng_init (&rng, 77 + g);
      sheet = open_sheet (game);
      g_assert_true (gtk_widget_get_visible (kaiser_test_find_named (GTK_WIDGET (sheet), "empty-label")));
      while (kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER && hands < 60)
        {
          play_to_hand_end (game, &rng);
          hands++;
          /* a new line at once, without reopening */
          g_assert_cmpuint (check_sheet_rows (GTK_WIDGET (sheet), game), ==, hands);
        }
      g_assert_cmpint (kaiser_game_get_phase (game), ==, KAISER_PHASE_GAME_OVER);
      check_bid_out_markers (GTK_WIDGET (sheet), game);
      markers += count_with_class (GTK_WIDGET (sheet), "bid-out-marker");
      /* a line where a made no-trump raised the target (V21), once */
      {
        guint raised_on = 0;

        for (guint i = 0; i < kaiser_game_get_n_hands (game); i++)
          {
            const KaiserHandLog *log = kaiser_game_get_hand_log (game, i);

            if (raised_on == 0 && log->state.result.target_raised && log->state.result.winner == KAISER_TEAM_NONE)
              raised_on = log->number;
          }
        g_assert_cmpuint (count_with_class (GTK_WIDGET (sheet), "target-marker"), ==, raised_on ? 1 : 0);
        if (raised_on)
          {
            g_autofree char *name = g_strdup_printf ("h%u-target", raised_on);
            g_assert_nonnull (kaiser_test_find_named (GTK_WIDGET (sheet), name));
            raises++;
          }
      }
      g_assert_true (g_str_has_suffix (label_text (GTK_WIDGET (sheet), "rules-label"), "rules"));
      gtk_window_destroy (sheet);
      kaiser_test_iterate (10);
    }
  /* the games are long enough for some side to come to the bid-out, and
   * the Saskatchewan game sees a no-trump made */
  g_assert_cmpuint (markers, >, 0);
  g_assert_cmpuint (raises, >, 0);
}

/* Hand summary */

static GtkWindow *
summary_window (KaiserHandSummary **summary)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  g_autoptr(KaiserCardCache) cache = kaiser_card_cache_new ();
  g_autoptr(KaiserCardTheme) theme = NULL;
  g_autoptr(GError) error = NULL;

  theme = kaiser_card_theme_new_by_id ("standard", &error);
  g_assert_no_error (error);
  kaiser_card_cache_set_theme (cache, theme);
  *summary = KAISER_HAND_SUMMARY (kaiser_hand_summary_new ());
  kaiser_hand_summary_set_cache (*summary, cache);
  gtk_window_set_child (window, GTK_WIDGET (*summary));
  gtk_window_present (window);
  return window;
}

static gboolean
shown (GtkWidget *root, const char *name)
{
  GtkWidget *widget = kaiser_test_find_named (root, name);

  g_assert_nonnull (widget);
  return gtk_widget_get_visible (widget);
}

static gboolean
notices_contain (GtkWidget *root, const char *text)
{
  GtkWidget *notices = kaiser_test_find_named (root, "notices");

  for (GtkWidget *child = gtk_widget_get_first_child (notices); child; child = gtk_widget_get_next_sibling (child))
    if (strstr (gtk_label_get_text (GTK_LABEL (child)), text))
      return TRUE;
  return FALSE;
}

/* Hand 5 of the known game: North bid 10 and was set; East and West,
 * at 51, took 2 points that did not count; North took both the 5♥ and
 * the 3♠.  Hand 4: West took the 5♥, North the 3♠. */
static gboolean
has_picture (gpointer image)
{
  return gtk_image_get_paintable (image) != NULL;
}

static gboolean
caption_is_points (gpointer label)
{
  return g_str_equal (gtk_label_get_text (label), "+6");
}

static gboolean
caption_is_settled (gpointer label)
{
  const char *text = gtk_label_get_text (label);
  return g_str_equal (text, "+5") || g_str_equal (text, "−3") || g_str_equal (text, "cancelled");
}

/* 000_5ed066fa22fca3eb.txt, "Lost Heir": "If a blank card is played to the
 * same trick as the Lost Heir or Wrong Boy it cancels the value of those
 * cards": the summary says so under the card, not +5 or −3. */
static void
test_summary_lost_heir_cancelled (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  KaiserHandSummary *summary;
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  g_autoptr(KaiserCardCache) cache = kaiser_card_cache_new ();
  g_autoptr(KaiserCardTheme) theme = kaiser_card_theme_new_by_id ("standard", NULL);
  GtkWidget *w;
  KaiserRng rng;
  guint cancelled = 0, counted = 0;

  /* the chosen Standard theme draws no Lost Heir card: the Lost Heir theme stands in */
  kaiser_card_cache_set_theme (cache, theme);
  kaiser_card_cache_set_pack (cache, "lost-heir");
  g_assert_true (kaiser_card_cache_is_standing_in (cache));
  summary = KAISER_HAND_SUMMARY (kaiser_hand_summary_new ());
  kaiser_hand_summary_set_cache (summary, cache);
  gtk_window_set_child (window, GTK_WIDGET (summary));
  gtk_window_present (window);
  w = GTK_WIDGET (summary);
  g_assert_true (kaiser_rules_init_preset (&rules, "lost-heir-teams", NULL));
  game = kaiser_game_new (&rules, 9);
  kaiser_rng_init (&rng, 9);
  for (guint hand = 0; hand < 40 && (cancelled == 0 || counted == 0); hand++)
    {
      const KaiserState *st;

      if (kaiser_game_get_phase (game) == KAISER_PHASE_GAME_OVER)
        {
          g_clear_object (&game);
          game = kaiser_game_new (&rules, 100 + hand);
        }
      play_to_hand_end (game, &rng);
      st = kaiser_game_get_state (game);
      kaiser_hand_summary_show_hand (summary, game, KAISER_SOUTH);
      for (guint t = 0; t < KAISER_N_TEAMS; t++)
        for (guint kind = 0; kind < 2; kind++)
          {
            KaiserCard card = kind == 0 ? rules.deck.bonus_card : rules.deck.penalty_card;
            g_autofree char *name = g_strdup_printf ("%s-%s", kind == 0 ? "bonus" : "penalty", t == KAISER_TEAM_NS ? "us" : "them");
            GtkWidget *caption;

            if (!kaiser_cards_has (st->won[t], card))
              continue;
            caption = gtk_widget_get_last_child (kaiser_test_find_named (w, name));
            g_assert_true (kaiser_test_wait_for (caption_is_settled, caption, 5000));
            if (kaiser_cards_has (st->cancelled, card))
              {
                g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (caption)), ==, "cancelled");
                cancelled++;
              }
            else
              {
                g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (caption)), ==, kind == 0 ? "+5" : "−3");
                counted++;
              }
          }
    }
  g_assert_cmpuint (cancelled, >, 0);
  g_assert_cmpuint (counted, >, 0);
  gtk_window_destroy (window);
}

static void
test_summary_known_hand (void)
{
  g_autoptr(KaiserGame) full = load_fixture ("standard-bid-out.json");
  g_autoptr(KaiserGame) game = replay_to_hand_end (full, 5);
  g_autoptr(KaiserGame) game4 = replay_to_hand_end (full, 4);
  KaiserHandSummary *summary;
  GtkWindow *window = summary_window (&summary);
  GtkWidget *w = GTK_WIDGET (summary);

  kaiser_hand_summary_show_hand (summary, game, KAISER_SOUTH);
  kaiser_test_iterate (20);
  assert_label (w, "caption-label", "Hand 5 · North dealt");
  g_assert_true (g_str_has_prefix (label_text (w, "contract-label"), "North bid 10 "));
  assert_label (w, "outcome-label", "Set");
  g_assert_false (shown (w, "winner-label"));
  assert_label (w, "detail-label", "We needed 10 points and took 8.");
  assert_label (w, "points-us", "8");
  assert_label (w, "points-them", "2");
  assert_label (w, "change-us", "\u221210");
  assert_label (w, "change-them", "0");
  assert_label (w, "score-us", "\u221214");
  assert_label (w, "score-them", "51");
  g_assert_true (shown (w, "bonus-us"));
  g_assert_true (shown (w, "penalty-us"));
  g_assert_false (shown (w, "bonus-them"));
  g_assert_false (shown (w, "penalty-them"));
  g_assert_true (notices_contain (w, "Their 2 points did not count"));
  g_assert_true (notices_contain (w, "They are at the bid-out: only a bid scores for them now."));
  g_assert_false (notices_contain (w, "You are at the bid-out"));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (kaiser_test_find_named (w, "next-hand-button"))), ==, "_Next Hand");
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (kaiser_test_find_named (w, "next-hand-button"))), ==, "win.next-hand");
  /* the cards are pictures of the theme (drawn in a worker thread) */
  g_assert_true (kaiser_test_wait_for (has_picture, gtk_widget_get_first_child (kaiser_test_find_named (w, "bonus-us")),
                                       5000));

  kaiser_hand_summary_show_hand (summary, game4, KAISER_SOUTH);
  kaiser_test_iterate (20);
  assert_label (w, "outcome-label", "Made");
  g_assert_true (g_str_has_prefix (label_text (w, "contract-label"), "East bid 6 No Trump"));
  assert_label (w, "points-us", "\u22121");
  assert_label (w, "points-them", "11");
  assert_label (w, "change-them", "+22");
  g_assert_false (shown (w, "bonus-us"));
  g_assert_true (shown (w, "penalty-us"));
  g_assert_true (shown (w, "bonus-them"));
  g_assert_false (shown (w, "penalty-them"));
  g_assert_true (notices_contain (w, "They are at the bid-out"));
  g_assert_false (notices_contain (w, "did not count"));
  gtk_window_destroy (window);
  kaiser_test_iterate (20);
}

/* The end of the known games: who won, the final score, New Game. */
static void
test_summary_game_over (void)
{
  g_autoptr(KaiserGame) lost = load_fixture ("standard-bid-out.json");
  g_autoptr(KaiserGame) won = load_fixture ("standard-misdeal.json");
  KaiserHandSummary *summary;
  GtkWindow *window = summary_window (&summary);
  GtkWidget *w = GTK_WIDGET (summary);
  GtkWidget *button = kaiser_test_find_named (w, "next-hand-button");

  kaiser_hand_summary_show_hand (summary, lost, KAISER_SOUTH);
  kaiser_test_iterate (20);
  g_assert_true (shown (w, "winner-label"));
  assert_label (w, "winner-label", "They won the game.");
  assert_label (w, "score-us", "\u22126");
  assert_label (w, "score-them", "59");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "_New Game");
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "win.new-game");
  /* no "at the bid-out" reminder once the game is over */
  g_assert_false (notices_contain (w, "bid-out"));

  kaiser_hand_summary_show_hand (summary, won, KAISER_SOUTH);
  kaiser_test_iterate (20);
  assert_label (w, "winner-label", "You won the game!");
  assert_label (w, "score-us", "55");
  assert_label (w, "score-them", "3");
  g_assert_true (gtk_widget_has_css_class (kaiser_test_find_named (w, "winner-label"), "success"));

  /* from the other side of the table the same game is lost */
  kaiser_hand_summary_show_hand (summary, won, KAISER_EAST);
  kaiser_test_iterate (20);
  assert_label (w, "winner-label", "They won the game.");
  assert_label (w, "score-us", "3");
  gtk_window_destroy (window);
  kaiser_test_iterate (20);
}

/* The point cards come from the rules: in the Hétu pack the bonus card is
 * worth +6. */
static void
test_summary_point_cards_from_rules (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  KaiserHandSummary *summary;
  GtkWindow *window = summary_window (&summary);
  GtkWidget *w = GTK_WIDGET (summary);
  g_autofree char *bonus_name = NULL;
  const KaiserState *st;
  KaiserRng rng;
  guint seen = 0;

  g_assert_true (kaiser_rules_init_preset (&rules, "hetu", NULL));
  g_assert_cmpint (rules.deck.bonus_value, ==, 6);
  bonus_name = kaiser_deck_card_describe (&rules.deck, rules.deck.bonus_card);
  game = kaiser_game_new (&rules, 5);
  kaiser_rng_init (&rng, 5);
  for (guint hand = 0; hand < 4 && kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER; hand++)
    {
      play_to_hand_end (game, &rng);
      st = kaiser_game_get_state (game);
      kaiser_hand_summary_show_hand (summary, game, KAISER_SOUTH);
      for (guint t = 0; t < KAISER_N_TEAMS; t++)
        {
          const char *column = t == KAISER_TEAM_NS ? "us" : "them";
          g_autofree char *bonus = g_strdup_printf ("bonus-%s", column);
          g_autofree char *penalty = g_strdup_printf ("penalty-%s", column);
          gboolean has_bonus = kaiser_cards_has (st->won[t], rules.deck.bonus_card);

          g_assert_true (shown (w, bonus) == has_bonus);
          g_assert_true (shown (w, penalty) == kaiser_cards_has (st->won[t], rules.deck.penalty_card));
          if (has_bonus)
            {
              GtkWidget *box = kaiser_test_find_named (w, bonus);
              GtkWidget *caption = gtk_widget_get_last_child (box);
              const char *tooltip = gtk_widget_get_tooltip_text (box);

              /* the card's picture is drawn in a worker thread; the card in words until then */
              g_assert_true (kaiser_test_wait_for (caption_is_points, caption, 5000));
              g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (caption)), ==, "+6");
              g_assert_true (g_str_has_prefix (tooltip, bonus_name));
              seen++;
            }
        }
    }
  g_assert_cmpuint (seen, >, 0);
  gtk_window_destroy (window);
  kaiser_test_iterate (20);
}

/* V25: the pot, on the summary and the sheet. */
static void
test_summary_pot (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  KaiserHandSummary *summary;
  GtkWindow *window = summary_window (&summary);
  GtkWidget *w = GTK_WIDGET (summary);
  GtkWindow *sheet;
  KaiserRng rng;
  guint set = 0;

  kaiser_rules_init_standard (&rules);
  g_assert_true (kaiser_rules_set (&rules, "pot", "2", NULL));
  game = kaiser_game_new (&rules, 31);
  kaiser_rng_init (&rng, 31);
  while (kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
    {
      const KaiserHandResult *r;
      g_autofree char *expected = NULL;

      play_to_hand_end (game, &rng);
      r = &kaiser_game_get_state (game)->result;
      kaiser_hand_summary_show_hand (summary, game, KAISER_SOUTH);
      if (kaiser_game_get_phase (game) == KAISER_PHASE_GAME_OVER)
        expected = g_strdup_printf ("take the pot: %d.", r->pot);
      else if (!r->made)
        expected = g_strdup_printf ("add 2 to the pot; it holds %d.", r->pot);
      else
        expected = g_strdup_printf ("The pot holds %d.", r->pot);
      g_assert_true (notices_contain (w, expected));
      set += !r->made;
    }
  g_assert_cmpuint (set, >, 0);
  sheet = open_sheet (game);
  g_assert_true (g_str_has_suffix (label_text (GTK_WIDGET (sheet), "target-label"), " · pot 2 a failed bid"));
  {
    g_autofree char *pot = g_strdup_printf ("Pot: %d.", kaiser_game_get_state (game)->pot);
    g_assert_true (g_str_has_suffix (label_text (GTK_WIDGET (sheet), "footer-label"), pot));
  }
  gtk_window_destroy (sheet);
  gtk_window_destroy (window);
  kaiser_test_iterate (20);
}

/* V23: the defenders at the bid-out take the +5 card from the bidders
 * and win; the summary says so. */
static void
test_summary_stolen_five (void)
{
  KaiserRules rules;
  KaiserHandSummary *summary;
  GtkWindow *window = summary_window (&summary);
  GtkWidget *w = GTK_WIDGET (summary);
  guint stolen = 0;

  kaiser_rules_init_standard (&rules);
  g_assert_true (kaiser_rules_set (&rules, "bid-to-win", "steal-five", NULL));
  g_assert_true (kaiser_rules_set (&rules, "bid-out", "47", NULL));
  g_assert_true (kaiser_rules_validate (&rules, NULL));
  for (guint seed = 1; seed < 200 && stolen == 0; seed++)
    {
      g_autoptr(KaiserGame) game = kaiser_game_new (&rules, seed);
      KaiserRng rng;

      kaiser_rng_init (&rng, seed);
      while (kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
        play_to_hand_end (game, &rng);
      if (kaiser_game_get_state (game)->result.five_stolen)
        {
          const KaiserHandResult *r = &kaiser_game_get_state (game)->result;
          KaiserSeat seat = r->winner == KAISER_TEAM_NS ? KAISER_SOUTH : KAISER_EAST;

          kaiser_hand_summary_show_hand (summary, game, seat);
          assert_label (w, "winner-label", "You won the game!");
          g_assert_true (notices_contain (w, "We stole the 5♥ from the bidders at the bid-out"));
          kaiser_hand_summary_show_hand (summary, game, kaiser_seat_next (seat));
          assert_label (w, "winner-label", "They won the game.");
          g_assert_true (notices_contain (w, "They stole the 5♥"));
          stolen++;
        }
    }
  g_assert_cmpuint (stolen, ==, 1);
  gtk_window_destroy (window);
  kaiser_test_iterate (20);
}

/* Through the window */

static GtkWindow *
find_sheet (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (KAISER_IS_SCORE_SHEET (window) && gtk_window_get_transient_for (window) == parent)
        found = window;
    }
  return found;
}

static gboolean
press_first_choice (GtkWidget *window)
{
  GtkWidget *choices = kaiser_test_find_named (window, "choices");
  GtkWidget *child = choices ? gtk_widget_get_first_child (choices) : NULL;
  GtkWidget *button = child ? gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child)) : NULL;

  if (button == NULL)
    return FALSE;
  if (kaiser_game_get_phase (kaiser_window_get_game (KAISER_WINDOW (window))) == KAISER_PHASE_MISDEAL)
    button = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (gtk_widget_get_next_sibling (child)));
  gtk_widget_activate (button);
  return TRUE;
}

/* Plays the player's seat with the first choice until the hand is over. */
static void
window_play_hand (KaiserWindow *window)
{
  GtkWidget *table = kaiser_test_find_named (GTK_WIDGET (window), "table");
  gint64 deadline = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < deadline)
    {
      const KaiserState *st = kaiser_game_get_state (kaiser_window_get_game (window));

      kaiser_test_iterate (5);
      if (st->phase == KAISER_PHASE_HAND_OVER || st->phase == KAISER_PHASE_GAME_OVER)
        return;
      if (st->to_act != KAISER_SOUTH)
        continue;
      if (st->phase == KAISER_PHASE_PLAY)
        gtk_widget_activate_action (table, "table.play", "u", (guint32) kaiser_cards_first (kaiser_state_legal_cards (st)));
      else
        g_assert_true (press_first_choice (GTK_WIDGET (window)));
    }
  g_assert_not_reached ();
}

static void
test_window_summary_and_sheet (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(KaiserApplication) app = NULL;
  KaiserWindow *window;
  GtkWidget *w, *summary, *button;
  GtkWindow *sheet;
  KaiserGame *game;

  g_settings_set_string (settings, "computer-level", "beginner");
  g_settings_set_string (settings, "rules-preset", "standard");
  kaiser_test_clear_in_progress ();
  app = kaiser_application_new (APP_ID ".ScoreSheet", G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = kaiser_window_new (app);
  w = GTK_WIDGET (window);
  gtk_window_present (GTK_WINDOW (window));
  /* no summary (nor its widgets) until a hand ends */
  g_assert_null (kaiser_test_find_named (w, "hand-summary"));
  /* Next Hand does nothing while the hand is played */
  gtk_widget_activate_action (w, "win.next-hand", NULL);
  g_assert_cmpuint (kaiser_game_get_n_hands (kaiser_window_get_game (window)), ==, 1);
  g_assert_cmpint (kaiser_game_get_phase (kaiser_window_get_game (window)), !=, KAISER_PHASE_HAND_OVER);

  window_play_hand (window);
  game = kaiser_window_get_game (window);
  g_assert_cmpint (kaiser_game_get_phase (game), ==, KAISER_PHASE_HAND_OVER);
  summary = kaiser_test_find_named (w, "hand-summary");
  button = kaiser_test_find_named (w, "next-hand-button");
  g_assert_nonnull (summary);
  g_assert_nonnull (button);
  /* the summary over the table, its button the default with the focus */
  g_assert_true (gtk_widget_get_visible (summary));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == button);
  g_assert_true (gtk_window_get_default_widget (GTK_WINDOW (window)) == button);
  {
    const KaiserHandResult *r = &kaiser_game_get_state (game)->result;
    g_autofree char *points = fmt_number (r->points[KAISER_TEAM_NS]);
    g_autofree char *score = fmt_number (r->scores[KAISER_TEAM_EW]);

    assert_label (summary, "outcome-label", r->made ? "Made" : "Set");
    assert_label (summary, "points-us", points);
    assert_label (summary, "score-them", score);
  }

  /* the Score Sheet from the menu's action */
  g_assert_null (find_sheet (GTK_WINDOW (window)));
  g_assert_true (gtk_widget_activate_action (w, "win.score-sheet", NULL));
  kaiser_test_iterate (50);
  sheet = find_sheet (GTK_WINDOW (window));
  g_assert_nonnull (sheet);
  g_assert_true (gtk_window_get_modal (sheet));
  g_assert_true (kaiser_score_sheet_get_game (KAISER_SCORE_SHEET (sheet)) == game);
  g_assert_cmpuint (check_sheet_rows (GTK_WIDGET (sheet), game), ==, 1);
  /* a second activation shows the same sheet */
  g_assert_true (gtk_widget_activate_action (w, "win.score-sheet", NULL));
  g_assert_true (find_sheet (GTK_WINDOW (window)) == sheet);

  /* Next Hand: the summary goes, the next hand is dealt */
  gtk_widget_activate (button);
  {
    /* a button activated by the keyboard clicks after a short press */
    gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

    while (kaiser_game_get_hand_number (kaiser_window_get_game (window)) == 1 && g_get_monotonic_time () < deadline)
      kaiser_test_iterate (20);
  }
  game = kaiser_window_get_game (window);
  g_assert_cmpuint (kaiser_game_get_hand_number (game), ==, 2);
  g_assert_false (gtk_widget_get_visible (summary));
  g_assert_false (gtk_widget_is_sensitive (button));

  /* the open sheet gets hand 2's line when it is scored */
  window_play_hand (window);
  g_assert_cmpuint (check_sheet_rows (GTK_WIDGET (sheet), game), ==, 2);
  g_assert_true (gtk_widget_get_visible (summary));

  /* a new game (the one in progress discarded): the open sheet follows it, empty again */
  g_assert_true (gtk_widget_activate_action (w, "win.new-game", NULL));
  kaiser_test_iterate (20);
  g_assert_true (kaiser_test_respond_dialog (GTK_WINDOW (window), "discard"));
  g_assert_true (kaiser_window_get_game (window) != game);
  g_assert_true (kaiser_score_sheet_get_game (KAISER_SCORE_SHEET (sheet)) == kaiser_window_get_game (window));
  g_assert_null (kaiser_test_find_named (GTK_WIDGET (sheet), "h1-hand"));
  g_assert_false (gtk_widget_get_visible (summary));

  /* closing (what Escape does) hides it; closed, it still follows the
   * game, and shows the hands played meanwhile when opened again */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (sheet), "window.close", NULL));
  kaiser_test_iterate (50);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (sheet)));
  window_play_hand (window);
  game = kaiser_window_get_game (window);
  g_assert_true (gtk_widget_activate_action (w, "win.score-sheet", NULL));
  kaiser_test_iterate (50);
  g_assert_true (find_sheet (GTK_WINDOW (window)) == sheet);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (sheet)));
  g_assert_cmpuint (check_sheet_rows (GTK_WIDGET (sheet), game), ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

int
main (int argc, char **argv)
{
  g_setenv ("KAISER_FAST", "1", TRUE);
  g_setenv ("KAISER_SEED", "7", TRUE);
  kaiser_test_private_data_home ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/kaiser/score-sheet/known-game", test_sheet_known_game);
  g_test_add_func ("/kaiser/score-sheet/misdeal", test_sheet_misdeal);
  g_test_add_data_func ("/kaiser/score-sheet/language/en", "en", test_sheet_language);
  g_test_add_data_func ("/kaiser/score-sheet/language/fr", "fr", test_sheet_language);
  g_test_add_data_func ("/kaiser/score-sheet/language/uk", "uk", test_sheet_language);
  g_test_add_func ("/kaiser/score-sheet/follows-random-games", test_sheet_follows_random_games);
  g_test_add_func ("/kaiser/hand-summary/known-hand", test_summary_known_hand);
  g_test_add_func ("/kaiser/hand-summary/game-over", test_summary_game_over);
  g_test_add_func ("/kaiser/hand-summary/point-cards-from-rules", test_summary_point_cards_from_rules);
  g_test_add_func ("/kaiser/hand-summary/pot", test_summary_pot);
  g_test_add_func ("/kaiser/hand-summary/lost-heir-cancelled", test_summary_lost_heir_cancelled);
  g_test_add_func ("/kaiser/hand-summary/stolen-five", test_summary_stolen_five);
  g_test_add_func ("/kaiser/score-sheet/window", test_window_summary_and_sheet);
  g_test_add_func ("/kaiser/score-sheet/tables", test_sheet_tables);
  return g_test_run ();
}
