/* test-statistics.c: the statistics by level (kaiser-statistics) over
 * scripted games, the review's figures, a damaged entry kept; practice
 * deals not counted and the deal number asked for in the window; the
 * statistics window's Reset after its question (xvfb-run). */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "kaiser-application.h"
#include "kaiser-game-store.h"
#include "kaiser-player.h"
#include "kaiser-score-sheet.h"
#include "kaiser-statistics.h"
#include "kaiser-statistics-window.h"
#include "kaiser-window.h"
#include "kaiser-test-ui.h"

#define KEY "level-statistics"

/* With KAISER_STATISTICS_SHOTS=<dir>, the statistics window and the hand
 * summaries are saved there as PNG files, to look at. */
static void
shot (GtkWidget *widget, const char *name)
{
  const char *dir = g_getenv ("KAISER_STATISTICS_SHOTS");
  g_autofree char *path = NULL;

  if (dir == NULL)
    return;
  kaiser_test_iterate (300);
  path = g_strdup_printf ("%s/%s.png", dir, name);
  g_assert_true (kaiser_test_save_png (widget, path));
}

/* A whole game, every seat a Beginner of its own fixed seed; @last_deal:
 * where the actions of the last deal played begin (may be NULL). */
static KaiserGame *
scripted_game_full (guint64 seed, guint *last_deal)
{
  KaiserRules rules;
  KaiserGame *game;
  KaiserPlayer *players[KAISER_N_SEATS];
  guint deal_hands = 0;

  kaiser_rules_init_standard (&rules);
  game = kaiser_game_new (&rules, seed);
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    players[s] = kaiser_player_new (KAISER_LEVEL_BEGINNER, seed * 4 + s);
  while (kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
    {
      KaiserObservation obs;
      KaiserAction action;

      if (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER)
        {
          g_assert_true (kaiser_game_next_hand (game, NULL));
          continue;
        }
      {
        guint hands = kaiser_game_get_n_hands (game);
        guint misdeals = kaiser_game_get_hand_log (game, hands - 1)->misdeals->len;

        kaiser_game_observe (game, kaiser_game_get_to_act (game), &obs);
        g_assert_true (kaiser_player_decide (players[kaiser_game_get_to_act (game)], &obs, &action, NULL));
        if (last_deal && (kaiser_game_get_n_actions (game) == 0 || hands != deal_hands))
          {
            *last_deal = kaiser_game_get_n_actions (game);
            deal_hands = hands;
          }
        g_assert_true (kaiser_game_apply (game, &action, NULL));
        /* thrown in: the next deal's actions begin here */
        if (last_deal && kaiser_game_get_hand_log (game, hands - 1)->misdeals->len != misdeals)
          *last_deal = kaiser_game_get_n_actions (game);
      }
    }
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    kaiser_player_free (players[s]);
  return game;
}

static KaiserGame *
scripted_game (guint64 seed)
{
  return scripted_game_full (seed, NULL);
}

/* What the statistics of a game must be, counted from its tricks and
 * its contracts as they were played (a replay of its actions). */
static void
expected_figures (KaiserGame *game, KaiserLevelStatistics *e)
{
  g_autoptr(KaiserGame) copy = kaiser_game_new (kaiser_game_get_rules (game), kaiser_game_get_seed (game));
  const KaiserDeck *deck = &kaiser_game_get_rules (game)->deck;

  memset (e, 0, sizeof *e);
  e->games_played = 1;
  e->games_won = kaiser_game_get_winner (game) == KAISER_TEAM_NS;
  for (guint i = 0; i < kaiser_game_get_n_actions (game); i++)
    {
      const KaiserState *st = kaiser_game_get_state (copy);

      if (st->phase == KAISER_PHASE_HAND_OVER)
        g_assert_true (kaiser_game_next_hand (copy, NULL));
      g_assert_true (kaiser_game_apply (copy, kaiser_game_get_action (game, i), NULL));
      st = kaiser_game_get_state (copy);
      if (st->phase != KAISER_PHASE_HAND_OVER && st->phase != KAISER_PHASE_GAME_OVER)
        continue;
      e->hands_played++;
      if (kaiser_seat_team (st->declarer) == KAISER_TEAM_NS)
        {
          guint kind = st->low ? KAISER_CONTRACT_LOW_NO_TRUMP
                       : st->trump == KAISER_SUIT_NONE ? KAISER_CONTRACT_NO_TRUMP : KAISER_CONTRACT_SUIT;

          e->declared[kind]++;
          if (st->result.made)
            e->made[kind]++;
          else
            e->set[kind]++;
        }
      /* who won the trick each point card fell in */
      for (guint t = 0; t < st->n_tricks; t++)
        for (guint c = 0; c < KAISER_N_SEATS; c++)
          {
            KaiserCard card = st->tricks[t].cards[c];

            if (kaiser_seat_team (st->tricks[t].winner) != KAISER_TEAM_NS)
              continue;
            if (card == deck->bonus_card)
              e->five_taken++;
            if (card == deck->penalty_card)
              e->three_taken++;
          }
    }
  g_assert_cmpint (kaiser_game_get_phase (copy), ==, KAISER_PHASE_GAME_OVER);
}

static void
assert_figures (const KaiserLevelStatistics *a, const KaiserLevelStatistics *b)
{
  g_assert_cmpuint (a->games_played, ==, b->games_played);
  g_assert_cmpuint (a->games_won, ==, b->games_won);
  g_assert_cmpuint (a->hands_played, ==, b->hands_played);
  for (guint k = 0; k < KAISER_N_CONTRACT_KINDS; k++)
    {
      g_assert_cmpuint (a->declared[k], ==, b->declared[k]);
      g_assert_cmpuint (a->made[k], ==, b->made[k]);
      g_assert_cmpuint (a->set[k], ==, b->set[k]);
    }
  g_assert_cmpuint (a->five_taken, ==, b->five_taken);
  g_assert_cmpuint (a->three_taken, ==, b->three_taken);
  g_assert_cmpuint (a->reviewed_hands, ==, b->reviewed_hands);
  g_assert_cmpuint (a->points_lost, ==, b->points_lost);
  g_assert_cmpuint (a->bids, ==, b->bids);
  g_assert_cmpuint (a->bids_as_expert, ==, b->bids_as_expert);
}

static void
add_figures (KaiserLevelStatistics *sum, const KaiserLevelStatistics *more)
{
  guint *a = (guint *) sum;
  const guint *b = (const guint *) more;

  for (guint i = 0; i < sizeof *sum / sizeof (guint); i++)
    a[i] += b[i];
}

/* Three scripted games at Standard: every counter is what the games'
 * tricks and contracts say, summed; the other levels stay empty; the
 * review's figures add up; what is stored reads back in a new object. */
static void
test_statistics_scripted_games (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserStatistics) stats = kaiser_statistics_new (settings);
  g_autoptr(KaiserStatistics) again = NULL;
  KaiserLevelStatistics sum, got;
  guint declared = 0;

  memset (&sum, 0, sizeof sum);
  for (guint64 seed = 11; seed < 14; seed++)
    {
      g_autoptr(KaiserGame) game = scripted_game (seed);
      KaiserLevelStatistics e;

      expected_figures (game, &e);
      add_figures (&sum, &e);
      kaiser_statistics_add_game (stats, KAISER_LEVEL_STANDARD, game);
      g_assert_true (kaiser_statistics_get (stats, KAISER_LEVEL_STANDARD, &got));
      assert_figures (&got, &sum);
    }
  for (guint k = 0; k < KAISER_N_CONTRACT_KINDS; k++)
    declared += sum.declared[k];
  g_assert_cmpuint (declared, >, 0);
  g_assert_cmpuint (sum.games_played, ==, 3);
  g_assert_cmpuint (sum.hands_played, >, 6);

  kaiser_statistics_add_review (stats, KAISER_LEVEL_STANDARD, "1:1", 4, 2, 1);
  kaiser_statistics_add_review (stats, KAISER_LEVEL_STANDARD, "1:2", 0, 1, 1);
  kaiser_statistics_add_review (stats, KAISER_LEVEL_STANDARD, "1:3", 7, 3, 0);
  /* a hand reviewed again is not counted again */
  g_assert_false (kaiser_statistics_add_review (stats, KAISER_LEVEL_STANDARD, "1:3", 7, 3, 0));
  sum.reviewed_hands = 3;
  sum.points_lost = 11;
  sum.bids = 6;
  sum.bids_as_expert = 2;
  again = kaiser_statistics_new (settings);
  g_assert_true (kaiser_statistics_get (again, KAISER_LEVEL_STANDARD, &got));
  assert_figures (&got, &sum);
  for (KaiserLevel level = KAISER_LEVEL_BEGINNER; level <= KAISER_LEVEL_EXPERT; level += 2)
    {
      KaiserLevelStatistics none;

      memset (&none, 0, sizeof none);
      g_assert_true (kaiser_statistics_get (again, level, &got));
      assert_figures (&got, &none);
    }
}

/* Each hand is counted as it ends, so the figures are there after five
 * hands of a game not over yet (issue 24: "—" for contracts and the +5
 * after five hands); a hand counted then is not counted again, neither
 * when it ends again (Undo) nor at the game's end. */
static void
test_statistics_per_hand (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserStatistics) stats = kaiser_statistics_new (settings);
  g_autoptr(KaiserGame) game = scripted_game (21);
  KaiserLevelStatistics e, got;
  guint n = kaiser_game_get_n_hands (game);

  expected_figures (game, &e);
  g_assert_cmpuint (n, >, 5);
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (kaiser_statistics_add_hand (stats, KAISER_LEVEL_EXPERT, game, i));
      g_assert_true (kaiser_statistics_get (stats, KAISER_LEVEL_EXPERT, &got));
      g_assert_cmpuint (got.hands_played, ==, i + 1);
      g_assert_cmpuint (got.games_played, ==, 0);
      /* the same hand again changes nothing */
      g_assert_false (kaiser_statistics_add_hand (stats, KAISER_LEVEL_EXPERT, game, i));
      g_assert_true (kaiser_statistics_get (stats, KAISER_LEVEL_EXPERT, &got));
      g_assert_cmpuint (got.hands_played, ==, i + 1);
    }
  /* the game's end adds the game, not its hands again */
  kaiser_statistics_add_game (stats, KAISER_LEVEL_EXPERT, game);
  g_assert_true (kaiser_statistics_get (stats, KAISER_LEVEL_EXPERT, &got));
  assert_figures (&got, &e);
  /* a new object (a restart) remembers the hands counted */
  {
    g_autoptr(KaiserStatistics) again = kaiser_statistics_new (settings);

    g_assert_false (kaiser_statistics_add_hand (again, KAISER_LEVEL_EXPERT, game, 0));
  }
  /* Reset forgets them: counted afresh */
  kaiser_statistics_reset (stats);
  g_assert_true (kaiser_statistics_add_hand (stats, KAISER_LEVEL_EXPERT, game, 0));
}

/* A level's entry that cannot be read: reported, kept byte for byte
 * through games counted at that level and at others, and shown as
 * damaged in the window; a counter this version does not know is kept. */
static void
test_statistics_damaged (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserStatistics) stats = kaiser_statistics_new (settings);
  g_autoptr(KaiserGame) game = scripted_game (21);
  g_autoptr(GVariant) before = NULL;
  g_autoptr(GVariant) after = NULL;
  g_autoptr(GVariant) expert_before = NULL;
  g_autoptr(GVariant) expert_after = NULL;
  g_autoptr(GVariant) standard = NULL;
  g_autofree char *text = NULL;
  KaiserLevelStatistics got;
  KaiserStatisticsWindow *window;
  GtkWidget *group;
  guint32 future;

  g_settings_set_value (settings, KEY,
                        g_variant_new_parsed ("{'expert': <('not', 'counters')>, "
                                              "'standard': <{'games-played': uint32 2, 'from-the-future': uint32 9}>}"));
  before = g_settings_get_value (settings, KEY);
  g_assert_true (kaiser_statistics_is_damaged (stats, KAISER_LEVEL_EXPERT));
  g_assert_false (kaiser_statistics_is_damaged (stats, KAISER_LEVEL_STANDARD));
  g_assert_false (kaiser_statistics_get (stats, KAISER_LEVEL_EXPERT, &got));
  text = kaiser_statistics_get_damaged_text (stats, KAISER_LEVEL_EXPERT);
  g_assert_nonnull (strstr (text, "counters"));

  /* at the damaged level: nothing written */
  kaiser_statistics_add_game (stats, KAISER_LEVEL_EXPERT, game);
  kaiser_statistics_add_review (stats, KAISER_LEVEL_EXPERT, "1:4", 3, 1, 1);
  after = g_settings_get_value (settings, KEY);
  g_assert_true (g_variant_equal (before, after));

  /* at another: that level only; the damaged one is as it was */
  kaiser_statistics_add_game (stats, KAISER_LEVEL_STANDARD, game);
  g_clear_pointer (&after, g_variant_unref);
  after = g_settings_get_value (settings, KEY);
  expert_before = g_variant_lookup_value (before, "expert", NULL);
  expert_after = g_variant_lookup_value (after, "expert", NULL);
  g_assert_true (g_variant_equal (expert_before, expert_after));
  g_assert_true (kaiser_statistics_get (stats, KAISER_LEVEL_STANDARD, &got));
  g_assert_cmpuint (got.games_played, ==, 3);
  standard = g_variant_lookup_value (after, "standard", NULL);
  g_assert_true (g_variant_lookup (standard, "from-the-future", "u", &future));
  g_assert_cmpuint (future, ==, 9);

  window = kaiser_statistics_window_new (NULL, stats, NULL);
  gtk_window_present (GTK_WINDOW (window));
  kaiser_test_iterate (100);
  group = kaiser_test_find_named (GTK_WIDGET (window), "expert");
  g_assert_nonnull (group);
  g_assert_nonnull (strstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (group)), "could not be read"));
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (gtk_widget_get_parent (
    kaiser_test_find_named (GTK_WIDGET (window), "expert-games")))) &&
                  gtk_widget_get_mapped (kaiser_test_find_named (GTK_WIDGET (window), "expert-games")));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (kaiser_test_find_named (GTK_WIDGET (window), "standard-games"))),
                   ==, got.games_won ? "1 of 3 · 33 %" : "0 of 3 · 0 %");
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* Reset Statistics… asks first: Cancel keeps every figure, Reset clears
 * every level and the games won, lost and abandoned; the window says "—". */
static void
test_statistics_reset (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserStatistics) stats = kaiser_statistics_new (settings);
  g_autoptr(KaiserGameStore) store = kaiser_game_store_new (settings);
  g_autoptr(KaiserGame) game = scripted_game (31);
  KaiserStatisticsWindow *window;
  GtkWidget *button;
  KaiserLevelStatistics got;

  kaiser_statistics_add_game (stats, KAISER_LEVEL_BEGINNER, game);
  for (guint64 seed = 32; seed < 36; seed++)
    {
      g_autoptr(KaiserGame) more = scripted_game (seed);

      kaiser_statistics_add_game (stats, KAISER_LEVEL_STANDARD, more);
    }
  kaiser_statistics_add_review (stats, KAISER_LEVEL_STANDARD, "1:5", 3, 2, 1);
  kaiser_statistics_add_review (stats, KAISER_LEVEL_STANDARD, "1:6", 0, 1, 1);
  g_settings_set_uint (settings, "games-won", 4);
  g_settings_set_uint (settings, "games-lost", 2);
  window = kaiser_statistics_window_new (NULL, stats, store);
  if (g_getenv ("KAISER_STATISTICS_SHOTS"))
    gtk_window_set_default_size (GTK_WINDOW (window), 600, 1180);
  gtk_window_present (GTK_WINDOW (window));
  kaiser_test_iterate (100);
  shot (GTK_WIDGET (window), "statistics");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (kaiser_test_find_named (GTK_WIDGET (window), "all-won"))), ==, "4");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (kaiser_test_find_named (GTK_WIDGET (window), "beginner-games"))), !=, "—");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (kaiser_test_find_named (GTK_WIDGET (window), "expert-games"))), ==, "—");

  button = kaiser_test_find_named (GTK_WIDGET (window), "reset-statistics");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  kaiser_test_iterate (50);
  g_assert_nonnull (kaiser_test_find_dialog (GTK_WINDOW (window)));
  g_assert_true (kaiser_test_respond_dialog (GTK_WINDOW (window), "cancel"));
  g_assert_true (kaiser_statistics_get (stats, KAISER_LEVEL_BEGINNER, &got));
  g_assert_cmpuint (got.games_played, ==, 1);
  g_assert_cmpuint (g_settings_get_uint (settings, "games-won"), ==, 4);

  g_signal_emit_by_name (button, "clicked");
  kaiser_test_iterate (50);
  g_assert_true (kaiser_test_respond_dialog (GTK_WINDOW (window), "reset"));
  g_assert_true (kaiser_statistics_get (stats, KAISER_LEVEL_BEGINNER, &got));
  g_assert_cmpuint (got.games_played, ==, 0);
  g_assert_cmpuint (g_settings_get_uint (settings, "games-won"), ==, 0);
  g_assert_cmpuint (g_settings_get_uint (settings, "games-lost"), ==, 0);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (kaiser_test_find_named (GTK_WIDGET (window), "beginner-games"))), ==, "—");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (kaiser_test_find_named (GTK_WIDGET (window), "all-won"))), ==, "0");
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* The window */

typedef struct {
  GSettings         *settings;
  KaiserApplication *app;
  KaiserWindow      *window;
} Fixture;

static void
open_window (Fixture *f, KaiserGame *game)
{
  static guint serial;
  g_autofree char *id = g_strdup_printf (APP_ID ".Statistics%u", serial++);

  f->settings = kaiser_test_fresh_settings ();
  f->app = kaiser_application_new (id, G_APPLICATION_NON_UNIQUE);
  f->window = KAISER_WINDOW (kaiser_test_window_resuming (G_APPLICATION (f->app), f->settings, game));
  gtk_window_present (GTK_WINDOW (f->window));
  kaiser_test_iterate (200);
}

static void
close_window (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  kaiser_test_iterate (50);
  g_clear_object (&f->app);
  g_clear_object (&f->settings);
}

static const char *
subtitle (Fixture *f)
{
  const char *text = adw_window_title_get_subtitle (ADW_WINDOW_TITLE (kaiser_test_find_named (GTK_WIDGET (f->window), "window-title")));

  /* none is "" */
  return text && text[0] ? text : NULL;
}

static gboolean
shown (Fixture *f, const char *name)
{
  GtkWidget *widget = kaiser_test_find_named (GTK_WIDGET (f->window), name);

  return widget != NULL && gtk_widget_is_visible (widget);
}

static guint
games_counted (Fixture *f)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(KaiserStatistics) stats = kaiser_statistics_new (settings);
  KaiserLevelStatistics got;

  g_assert_true (kaiser_statistics_get (stats, KAISER_LEVEL_BEGINNER, &got));
  return g_settings_get_uint (f->settings, "games-won") + g_settings_get_uint (f->settings, "games-lost") + got.games_played;
}

/* The last hand of a game played again from the hand summary, to the
 * game's end: marked as practice, not saved over the game, not counted;
 * the summary offers Replay Again and Back to the Game, which brings the
 * game back as it was, and its end is counted once. */
static void
test_practice_not_counted (void)
{
  Fixture f = { 0 };
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(KaiserGame) last = NULL;
  g_autoptr(KaiserGame) practice = NULL;
  g_autofree char *saved_before = NULL;
  g_autofree char *saved_after = NULL;
  KaiserCard card;
  guint hand, counted, last_deal = 0;

  /* a game whose last card is South's */
  for (guint64 seed = 1; ; seed++)
    {
      g_clear_object (&game);
      game = scripted_game_full (seed, &last_deal);
      if (kaiser_game_get_action (game, kaiser_game_get_n_actions (game) - 1)->seat == KAISER_SOUTH)
        break;
    }
  hand = kaiser_game_get_n_hands (game) - 1;
  last = kaiser_game_replay (game, kaiser_game_get_n_actions (game) - 1, NULL);
  card = kaiser_game_get_action (game, kaiser_game_get_n_actions (game) - 1)->value;
  open_window (&f, last);
  counted = games_counted (&f);
  g_assert_null (subtitle (&f));
  g_assert_false (shown (&f, "back-to-game-button"));
  kaiser_game_store_flush (kaiser_window_get_store (f.window));
  saved_before = kaiser_test_in_progress_record ();

  /* Replay This Deal */
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.replay-hand", "u", (guint32) hand);
  kaiser_test_iterate (100);
  g_assert_true (kaiser_window_get_game (f.window) != last);
  g_assert_true (kaiser_game_get_start (kaiser_window_get_game (f.window), NULL));
  g_assert_cmpstr (subtitle (&f), ==, "Practice deal — not counted");
  g_assert_true (shown (&f, "back-to-game-button"));

  /* the practice played on to one card from the end, then that card */
  practice = kaiser_game_new_from_hand (last, hand, NULL);
  for (guint i = last_deal; i + 1 < kaiser_game_get_n_actions (game); i++)
    g_assert_true (kaiser_game_apply (practice, kaiser_game_get_action (game, i), NULL));
  /* a practice stays on through kaiser_window_set_game */
  kaiser_window_set_game (f.window, practice);
  kaiser_test_iterate (100);
  g_assert_cmpstr (subtitle (&f), ==, "Practice deal — not counted");
  gtk_widget_activate_action (kaiser_test_find_named (GTK_WIDGET (f.window), "table"), "table.play", "u", (guint32) card);
  kaiser_test_iterate (200);
  g_assert_cmpint (kaiser_game_get_phase (kaiser_window_get_game (f.window)), ==, KAISER_PHASE_GAME_OVER);
  g_assert_cmpuint (games_counted (&f), ==, counted);
  kaiser_game_store_flush (kaiser_window_get_store (f.window));
  saved_after = kaiser_test_in_progress_record ();
  g_assert_cmpstr (saved_after, ==, saved_before);
  /* the summary: Replay Again, Back to the Game, the deal's number */
  g_assert_true (shown (&f, "hand-summary"));
  shot (GTK_WIDGET (f.window), "practice-summary");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (kaiser_test_find_named (GTK_WIDGET (f.window), "next-hand-button"))),
                   ==, "_Replay Again");
  g_assert_true (shown (&f, "summary-back-button"));
  {
    g_autofree char *number = kaiser_deal_number_of_hand (game, hand);
    g_autofree char *expected = g_strdup_printf ("Deal number %s", number);

    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (kaiser_test_find_named (GTK_WIDGET (f.window), "deal-number-label"))),
                     ==, expected);
  }

  /* Replay Again: the same deal from its start, still a practice */
  {
    KaiserGame *ended = kaiser_window_get_game (f.window);

    g_signal_emit_by_name (kaiser_test_find_named (GTK_WIDGET (f.window), "next-hand-button"), "clicked");
    kaiser_test_iterate (100);
    g_assert_true (kaiser_window_get_game (f.window) != ended);
    g_assert_cmpint (kaiser_game_get_phase (kaiser_window_get_game (f.window)), !=, KAISER_PHASE_GAME_OVER);
  }
  g_assert_cmpuint (kaiser_game_get_n_hands (kaiser_window_get_game (f.window)), ==, 1);
  g_assert_cmpmem (kaiser_game_get_hand_log (kaiser_window_get_game (f.window), 0)->start.dealt, sizeof (KaiserCards) * 4,
                   kaiser_game_get_hand_log (game, hand)->start.dealt, sizeof (KaiserCards) * 4);
  g_assert_cmpstr (subtitle (&f), ==, "Practice deal — not counted");

  /* Back to the Game: the game as it was; its end counted once */
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.back-to-game", NULL);
  kaiser_test_iterate (100);
  g_assert_null (subtitle (&f));
  g_assert_false (shown (&f, "back-to-game-button"));
  g_assert_cmpuint (kaiser_game_get_n_actions (kaiser_window_get_game (f.window)), ==, kaiser_game_get_n_actions (last));
  gtk_widget_activate_action (kaiser_test_find_named (GTK_WIDGET (f.window), "table"), "table.play", "u", (guint32) card);
  kaiser_test_iterate (200);
  g_assert_cmpint (kaiser_game_get_phase (kaiser_window_get_game (f.window)), ==, KAISER_PHASE_GAME_OVER);
  g_assert_cmpuint (games_counted (&f), ==, counted + 2);   /* won or lost, and the level's game */
  g_assert_true (shown (&f, "replay-deal-button"));
  shot (GTK_WIDGET (f.window), "game-summary");
  close_window (&f);
}

/* Play a Deal from a Number…: a wrong number is refused in the dialog
 * with its reason and Play off; the number shown for a game's deal deals
 * that deal, as a practice. */
static void
test_deal_number_dialog (void)
{
  Fixture f = { 0 };
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  g_autofree char *number = NULL;
  GtkWindow *dialog;
  GtkWidget *entry, *error;

  kaiser_rules_init_standard (&rules);
  game = kaiser_game_new (&rules, 99);
  open_window (&f, game);
  number = kaiser_deal_number_of_hand (game, 0);

  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.play-deal-number", NULL);
  kaiser_test_iterate (100);
  dialog = kaiser_test_find_dialog (GTK_WINDOW (f.window));
  g_assert_nonnull (dialog);
  entry = kaiser_test_find_named (GTK_WIDGET (dialog), "deal-number-entry");
  error = kaiser_test_find_named (GTK_WIDGET (dialog), "deal-number-error");
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "play"));
  gtk_editable_set_text (GTK_EDITABLE (entry), "12x4");
  g_assert_true (gtk_widget_get_visible (error));
  shot (GTK_WIDGET (dialog), "deal-number-refused");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (error)), ==, "A deal number has digits only");
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "play"));
  gtk_editable_set_text (GTK_EDITABLE (entry), "99999999999999999999");
  g_assert_true (gtk_widget_get_visible (error));
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "play"));
  gtk_editable_set_text (GTK_EDITABLE (entry), number);
  g_assert_false (gtk_widget_get_visible (error));
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "play"));
  g_assert_true (kaiser_test_respond_dialog (GTK_WINDOW (f.window), "play"));
  kaiser_test_iterate (100);

  g_assert_cmpstr (subtitle (&f), ==, "Practice deal — not counted");
  g_assert_cmpmem (kaiser_game_get_hand_log (kaiser_window_get_game (f.window), 0)->start.dealt, sizeof (KaiserCards) * 4,
                   kaiser_game_get_hand_log (game, 0)->start.dealt, sizeof (KaiserCards) * 4);
  g_assert_cmpint (kaiser_game_get_dealer (kaiser_window_get_game (f.window)), ==, kaiser_game_get_hand_log (game, 0)->dealer);
  /* New Game from a practice is about the game aside */
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.back-to-game", NULL);
  kaiser_test_iterate (50);
  g_assert_null (subtitle (&f));
  g_assert_cmpuint (kaiser_game_get_seed (kaiser_window_get_game (f.window)), ==, 99);
  close_window (&f);
}

static GtkWindow *
find_sheet (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (KAISER_IS_SCORE_SHEET (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return w;
    }
  return NULL;
}

/* A hand's button on the score sheet deals it again as a practice: the
 * same hands, dealer and game scores as at its start. */
static void
test_score_sheet_replay (void)
{
  Fixture f = { 0 };
  g_autoptr(KaiserGame) full = scripted_game (41);
  g_autoptr(KaiserGame) game = NULL;
  const KaiserHandLog *log;
  const KaiserHandLog *again;
  GtkWindow *sheet;
  guint n = 0;

  /* the game to the start of its fourth hand */
  for (n = 0; n < kaiser_game_get_n_actions (full); n++)
    {
      g_clear_object (&game);
      game = kaiser_game_replay (full, n, NULL);
      if (kaiser_game_get_n_hands (game) == 3 && kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER)
        break;
    }
  g_assert_true (kaiser_game_next_hand (game, NULL));
  open_window (&f, game);
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.score-sheet", NULL);
  kaiser_test_iterate (100);
  sheet = find_sheet ();
  g_assert_nonnull (sheet);
  g_assert_nonnull (kaiser_test_find_named (GTK_WIDGET (sheet), "h2-replay"));
  gtk_widget_activate_action (kaiser_test_find_named (GTK_WIDGET (sheet), "h2-replay"), "sheet.replay-hand", "u", (guint32) 1);
  kaiser_test_iterate (100);
  g_assert_cmpstr (subtitle (&f), ==, "Practice deal — not counted");
  log = kaiser_game_get_hand_log (game, 1);
  again = kaiser_game_get_hand_log (kaiser_window_get_game (f.window), 0);
  g_assert_cmpmem (again->start.dealt, sizeof again->start.dealt, log->start.dealt, sizeof log->start.dealt);
  g_assert_cmpint (again->start.dealer, ==, log->start.dealer);
  g_assert_cmpint (again->start.scores[KAISER_TEAM_NS], ==, log->start.scores[KAISER_TEAM_NS]);
  g_assert_cmpint (again->start.scores[KAISER_TEAM_EW], ==, log->start.scores[KAISER_TEAM_EW]);
  g_assert_cmpint (log->start.scores[KAISER_TEAM_NS] + log->start.scores[KAISER_TEAM_EW], !=, 0);
  g_assert_false (find_sheet () != NULL && gtk_widget_get_visible (GTK_WIDGET (find_sheet ())));
  close_window (&f);
}

/* A game played from another seat (a friend's table, where the host
 * gave East): counted for that seat's side.  From South and from East the
 * same game is one won and one lost, and every hand's contract and +5
 * counted on one side or the other, never both. */
static void
test_statistics_at_seat (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserStatistics) stats = kaiser_statistics_new (settings);
  g_autoptr(KaiserGame) game = scripted_game (12);
  KaiserLevelStatistics s, e;
  guint declared = 0;

  kaiser_statistics_add_game_at (stats, KAISER_LEVEL_STANDARD, game, KAISER_SOUTH);
  g_assert_true (kaiser_statistics_get (stats, KAISER_LEVEL_STANDARD, &s));
  kaiser_statistics_reset (stats);
  kaiser_statistics_add_game_at (stats, KAISER_LEVEL_STANDARD, game, KAISER_EAST);
  g_assert_true (kaiser_statistics_get (stats, KAISER_LEVEL_STANDARD, &e));
  g_assert_cmpuint (s.games_played, ==, 1);
  g_assert_cmpuint (e.games_played, ==, 1);
  g_assert_cmpuint (s.games_won + e.games_won, ==, 1);
  g_assert_cmpuint (s.games_won, ==, kaiser_game_get_winner (game) == KAISER_TEAM_NS);
  g_assert_cmpuint (s.hands_played, ==, e.hands_played);
  for (guint k = 0; k < KAISER_N_CONTRACT_KINDS; k++)
    declared += s.declared[k] + e.declared[k];
  g_assert_cmpuint (declared, ==, s.hands_played);
  g_assert_cmpuint (s.five_taken + e.five_taken, ==, s.hands_played);
  g_assert_cmpuint (e.five_taken, >, 0);
}

int
main (int argc, char **argv)
{
  kaiser_test_init_window_tests (&argc, &argv);
  g_test_add_func ("/kaiser/statistics/scripted-games", test_statistics_scripted_games);
  g_test_add_func ("/kaiser/statistics/per-hand", test_statistics_per_hand);
  g_test_add_func ("/kaiser/statistics/at-seat", test_statistics_at_seat);
  g_test_add_func ("/kaiser/statistics/damaged", test_statistics_damaged);
  g_test_add_func ("/kaiser/statistics/reset", test_statistics_reset);
  g_test_add_func ("/kaiser/statistics/practice-not-counted", test_practice_not_counted);
  g_test_add_func ("/kaiser/statistics/deal-number-dialog", test_deal_number_dialog);
  g_test_add_func ("/kaiser/statistics/score-sheet-replay", test_score_sheet_replay);
  return g_test_run ();
}
