/* kaiser-screenshots.c: the pictures in docs/screenshots, taken by playing
 * a game through the window as a person would.
 *
 *   kaiser-screenshots OUTDIR [SUFFIX]
 *
 * Run by build-aux/screenshots.sh under xvfb-run, once at scale 1 and once
 * with GDK_SCALE=2 (SUFFIX "-2x").  The player's seat is played by the
 * Standard computer player through the window's own controls (the bidding
 * buttons, the table's cards); pictures are taken at the moments the
 * README shows: the bidding, a trick in play, the end of a hand, the game
 * over and its score sheet, each rendered by GTK itself at the window's size.
 * KAISER_SHOT_PRESET=les-rois (any preset) plays that rule set instead;
 * where the dealer sells the lead (Lost Heir), "accept" is the player's offer.
 * KAISER_SHOT_REVIEW=1 reviews every hand of a game: "review" (the first
 * hand with a mistake, at the mistake, its figures shown), "dd-table" (its
 * double-dummy view), "review-first-step" (the second hand's first step:
 * its deal) and, once the game is over, "statistics".
 * KAISER_SHOT_CLAIM=1 plays on until the player is offered Claim the Rest:
 * "claim" (the offer) and "claim-notice" (the rest played out).
 */
#include "config.h"

#include <stdio.h>

#include <string.h>

#include "kaiser-application.h"
#include "kaiser-choices.h"
#include "kaiser-player.h"
#include "kaiser-review-window.h"
#include "kaiser-seating.h"
#include "kaiser-settings.h"
#include "kaiser-statistics-window.h"
#include "kaiser-test-ui.h"
#include "kaiser-window.h"

static const char *outdir, *suffix = "";

static void
save (GtkWidget *widget, const char *name)
{
  g_autofree char *file = g_strdup_printf ("%s/%s%s.png", outdir, name, suffix);

  if (!kaiser_test_save_png (widget, file))
    g_error ("cannot write %s", file);
  g_print ("%s\n", file);
}

/* The button of the bidding panel (or the summary) that carries this action. */
static GtkWidget *
button_for (GtkWidget *root, const KaiserAction *action)
{
  const KaiserAction *own = kaiser_choice_button_get_action (root);

  if (own && memcmp (own, action, sizeof *action) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = button_for (child, action);
      if (found)
        return found;
    }
  return NULL;
}

/* The player's turn, played through the window's controls. */
static void
act (KaiserWindow *window, KaiserPlayer *player)
{
  KaiserGame *game = kaiser_window_get_game (window);
  KaiserObservation obs;
  KaiserAction action;
  GtkWidget *button;

  kaiser_game_observe (game, kaiser_seating_player (kaiser_game_get_rules (game)), &obs);
  if (!kaiser_player_decide (player, &obs, &action, NULL))
    g_error ("no decision");
  if (action.type == KAISER_ACTION_PLAY || action.type == KAISER_ACTION_PASS_CARD || action.type == KAISER_ACTION_DISCARD)
    {
      gtk_widget_activate_action (kaiser_test_find_named (GTK_WIDGET (window), "table"), "table.play", "u",
                                  (guint32) action.value);
      return;
    }
  button = button_for (GTK_WIDGET (window), &action);
  if (button == NULL)
    g_error ("no button for the player's action");
  /* clicked at once (gtk_widget_activate clicks 250 ms later) */
  g_signal_emit_by_name (button, "clicked");
}

typedef struct {
  KaiserWindow *window;
  KaiserPhase   phase;
  guint         min_played;   /* cards on the table in the trick (play) */
} Moment;

static gboolean
reached (gpointer data)
{
  Moment *m = data;
  const KaiserState *st = kaiser_game_get_state (kaiser_window_get_game (m->window));

  /* the end of a hand: the game's last ends the game; a dealer's offer
   * may never come before it */
  if ((m->phase == KAISER_PHASE_HAND_OVER || m->phase == KAISER_PHASE_ACCEPT) && st->phase == KAISER_PHASE_GAME_OVER)
    return TRUE;
  if (st->phase != m->phase)
    return FALSE;
  if (st->phase == KAISER_PHASE_HAND_OVER || st->phase == KAISER_PHASE_GAME_OVER)
    return TRUE;
  return st->to_act == kaiser_seating_player (&st->rules) && (st->phase != KAISER_PHASE_PLAY ||
                                        (st->n_tricks >= 2 &&
                                         st->tricks[st->n_tricks].n_played >= MIN (m->min_played, kaiser_rules_n_seats (&st->rules) - 1)));
}

/* Play on (the player's turns, Next Hand) until the moment comes. */
static void
play_until (KaiserWindow *window, KaiserPlayer *player, KaiserPhase phase, guint min_played)
{
  Moment m = { window, phase, min_played };

  for (guint guard = 0; guard < 200000 && !reached (&m); guard++)
    {
      const KaiserState *st = kaiser_game_get_state (kaiser_window_get_game (window));

      if (st->phase == KAISER_PHASE_HAND_OVER)
        gtk_widget_activate_action (GTK_WIDGET (window), "win.next-hand", NULL);
      else if (st->to_act == kaiser_seating_player (&st->rules) && st->phase != KAISER_PHASE_GAME_OVER)
        act (window, player);
      kaiser_test_iterate (5);
      if (guard % 400 == 0 && g_getenv ("KAISER_SHOT_DEBUG"))
        g_printerr ("phase %d to act %d actions %u\n", st->phase, st->to_act, kaiser_game_get_n_actions (kaiser_window_get_game (window)));
    }
  if (!reached (&m))
    g_error ("the game never reached phase %d", phase);
  kaiser_test_iterate (700);   /* animations end, the summary appears */
}

/* The visible toplevel of @type, other than the main window. */
static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return GTK_WINDOW (w);
    }
  return NULL;
}

static gboolean
review_done (gpointer data)
{
  KaiserReviewWindow *rw = data;

  KaiserReview *review = kaiser_review_window_get_review (rw);
  const KaiserRules *rules = kaiser_game_get_rules (kaiser_review_get_game (review));
  /* no double-dummy table where the solver cannot search: two players'
   * piles, five and six seats */
  gboolean searched = kaiser_rules_n_piles (rules) == 0 && kaiser_rules_n_seats (rules) <= 4;

  return kaiser_review_is_complete (review) && (!searched || kaiser_review_window_get_dd_table (rw) != NULL);
}

/* Every hand of a game reviewed at its end; the first with a mistake
 * pictured at the mistake and its double-dummy view; the statistics at
 * the end of the game. */
static void
review_game (KaiserWindow *window, KaiserPlayer *player)
{
  gboolean pictured = FALSE, first_step = FALSE;
  GtkWindow *stats;

  for (;;)
    {
      KaiserGame *game;
      KaiserReviewWindow *rw;
      KaiserReview *review;

      play_until (window, player, KAISER_PHASE_HAND_OVER, 0);
      game = kaiser_window_get_game (window);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.review-hand", "u", kaiser_game_get_n_hands (game) - 1);
      kaiser_test_iterate (100);
      rw = KAISER_REVIEW_WINDOW (find_toplevel (KAISER_TYPE_REVIEW_WINDOW));
      if (rw == NULL)
        g_error ("no review window");
      if (!kaiser_test_wait_for (review_done, rw, 120000))
        g_error ("the review did not finish");
      review = kaiser_review_window_get_review (rw);
      gtk_window_set_default_size (GTK_WINDOW (rw), 1280, 800);
      if (!first_step && kaiser_review_get_hand_index (review) > 0)
        {
          /* a hand after the first opens on its own deal, all four hands in it */
          kaiser_review_window_set_position (rw, 0);
          kaiser_test_iterate (1000);
          save (GTK_WIDGET (rw), "review-first-step");
          first_step = TRUE;
        }
      for (guint i = 0; !pictured && i < kaiser_review_get_n_steps (review); i++)
        if (kaiser_review_get_step (review, i)->mistake)
          {
            g_autofree char *row_name = g_strdup_printf ("step-%u", i);
            GtkWidget *row;

            kaiser_review_window_set_position (rw, i);
            /* the mistake's figures shown, as a player asks for them */
            row = kaiser_test_find_named (GTK_WIDGET (rw), row_name);
            if (row && kaiser_test_find_named (row, "figures"))
              gtk_expander_set_expanded (GTK_EXPANDER (kaiser_test_find_named (row, "figures")), TRUE);
            kaiser_test_iterate (1000);
            save (GTK_WIDGET (rw), "review");
            adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (kaiser_test_find_named (GTK_WIDGET (rw), "review-stack")),
                                                   "double-dummy");
            kaiser_test_iterate (500);
            save (GTK_WIDGET (rw), "dd-table");
            pictured = TRUE;
          }
      gtk_window_destroy (GTK_WINDOW (rw));
      kaiser_test_iterate (50);
      if (kaiser_game_get_phase (game) == KAISER_PHASE_GAME_OVER)
        break;
      gtk_widget_activate_action (GTK_WIDGET (window), "win.next-hand", NULL);
    }
  if (!pictured)
    g_error ("no mistake in the whole game");
  if (!first_step)
    g_error ("no hand after the first");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.statistics", NULL);
  kaiser_test_iterate (300);
  stats = find_toplevel (KAISER_TYPE_STATISTICS_WINDOW);
  if (stats == NULL)
    g_error ("no statistics window");
  gtk_window_set_default_size (stats, 600, 1000);
  kaiser_test_iterate (500);
  save (GTK_WIDGET (stats), "statistics");
  gtk_window_destroy (stats);
}

/* KAISER_SHOT_PACE=1: how long a hand takes at each animation speed,
 * the player answering at once and the computers (Beginner) deciding at
 * once, so the time is the table's pace: the cards' flights, each
 * computer card's pause, each trick's hold and sweep.  Printed, no
 * picture. */
static void
measure_pace (KaiserWindow *window, GSettings *settings, KaiserPlayer *player)
{
  static const char * const speeds[] = { "off", "fast", "normal", "slow" };

  for (guint i = 0; i < G_N_ELEMENTS (speeds); i++)
    {
      KaiserGame *game;
      gint64 start;
      guint cards;

      g_printerr ("pace: %s\n", speeds[i]);
      g_settings_set_string (settings, "animation-speed", speeds[i]);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
      kaiser_test_iterate (300);
      /* the question about the game in progress, if any: discard it */
      kaiser_test_respond_dialog (GTK_WINDOW (window), "discard");
      kaiser_test_iterate (300);
      start = g_get_monotonic_time ();
      play_until (window, player, KAISER_PHASE_HAND_OVER, 0);
      game = kaiser_window_get_game (window);
      cards = 0;
      for (guint a = 0; a < kaiser_game_get_n_actions (game); a++)
        cards += kaiser_game_get_action (game, a)->type == KAISER_ACTION_PLAY;
      /* play_until waits 0.7 s at the end for the summary */
      g_print ("%-6s  a hand (%u cards played): %.1f s\n", speeds[i], cards,
               (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC - 0.7);
    }
}

int
main (int argc, char **argv)
{
  g_autoptr(KaiserApplication) app = NULL;
  g_autoptr(KaiserPlayer) player = NULL;
  g_autoptr(GSettings) settings = NULL;
  KaiserWindow *window;
  GtkWindow *sheet;

  if (argc < 2)
    {
      g_printerr ("usage: kaiser-screenshots OUTDIR [SUFFIX]\n");
      return 2;
    }
  outdir = argv[1];
  if (argc > 2)
    suffix = argv[2];
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  if (!g_getenv ("KAISER_SHOT_PACE"))
    g_setenv ("KAISER_FAST", "1", TRUE);
  if (!g_getenv ("KAISER_SEED"))
    g_setenv ("KAISER_SEED", "3", TRUE);
  gtk_init ();
  adw_init ();
  settings = kaiser_test_fresh_settings ();
  g_settings_set_string (settings, "computer-level", "standard");
  g_settings_set_string (settings, "animation-speed", "off");   /* still pictures */
  g_settings_set_int (settings, "window-width", 1280);
  g_settings_set_int (settings, "window-height", 800);
  if (g_getenv ("KAISER_SHOT_SIZE"))
    {
      /* the window at a size of its own: KAISER_SHOT_SIZE=800x600 */
      int w = 0, h = 0;

      if (sscanf (g_getenv ("KAISER_SHOT_SIZE"), "%dx%d", &w, &h) != 2 || w < 100 || h < 100)
        g_error ("KAISER_SHOT_SIZE is WIDTHxHEIGHT, not %s", g_getenv ("KAISER_SHOT_SIZE"));
      g_settings_set_int (settings, "window-width", w);
      g_settings_set_int (settings, "window-height", h);
    }
  if (g_getenv ("KAISER_SHOT_SMALL"))
    {
      /* the window at its smallest: KAISER_SHOT_SMALL=1, pictures "-small" */
      g_settings_set_int (settings, "window-width", 600);
      g_settings_set_int (settings, "window-height", 500);
    }
  if (g_getenv ("KAISER_SHOT_PRESET"))
    {
      /* another rule set: KAISER_SHOT_PRESET=les-rois */
      g_autoptr(GSettings) rules = kaiser_settings_get_rules_settings (settings);
      g_autoptr(GError) error = NULL;

      if (!kaiser_settings_write_preset (rules, g_getenv ("KAISER_SHOT_PRESET"), &error))
        g_error ("%s", error->message);
      g_settings_set_string (settings, "rules-preset", g_getenv ("KAISER_SHOT_PRESET"));
    }
  app = kaiser_application_new (APP_ID ".Screenshots", G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, NULL);
  window = kaiser_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  player = kaiser_player_new (KAISER_LEVEL_STANDARD, 11);

  if (g_getenv ("KAISER_SHOT_THEMES"))
    {
      /* KAISER_SHOT_THEMES="standard joffre …": the same hand in play in
       * each theme, "play-<theme>[-<preset>]", and the Preferences gallery */
      g_auto(GStrv) themes = g_strsplit (g_getenv ("KAISER_SHOT_THEMES"), " ", -1);
      const char *preset = g_getenv ("KAISER_SHOT_PRESET");
      GtkWindow *prefs = NULL;

      play_until (window, player, KAISER_PHASE_PLAY, 2);
      for (guint i = 0; themes[i]; i++)
        {
          g_autofree char *name = preset ? g_strdup_printf ("play-%s-%s", themes[i], preset)
                                         : g_strdup_printf ("play-%s", themes[i]);

          g_settings_set_string (settings, "card-theme", themes[i]);
          kaiser_test_iterate (1500);   /* read in a worker thread, then drawn */
          save (GTK_WIDGET (window), name);
        }
      if (preset == NULL)
        {
          gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL);
          kaiser_test_iterate (300);
          for (GList *l = gtk_window_list_toplevels (); l; l = g_list_delete_link (l, l))
            if (l->data != window && gtk_widget_get_visible (l->data))
              prefs = l->data;
          if (prefs == NULL)
            g_error ("no preferences window");
          adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (prefs), "appearance");
          gtk_window_set_default_size (prefs, 760, 800);
          kaiser_test_iterate (3000);
          save (GTK_WIDGET (prefs), "preferences-themes");
          gtk_window_destroy (prefs);
        }
      gtk_window_destroy (GTK_WINDOW (window));
      kaiser_test_iterate (100);
      return 0;
    }

  if (g_getenv ("KAISER_SHOT_PACE"))
    {
      g_settings_set_string (settings, "computer-level", "beginner");
      measure_pace (window, settings, player);
      gtk_window_destroy (GTK_WINDOW (window));
      kaiser_test_iterate (100);
      return 0;
    }

  if (g_getenv ("KAISER_SHOT_REVIEW"))
    {
      review_game (window, player);
      gtk_window_destroy (GTK_WINDOW (window));
      kaiser_test_iterate (100);
      return 0;
    }

  if (g_getenv ("KAISER_SHOT_CLAIM"))
    {
      GtkWidget *claim = NULL;

      for (guint guard = 0; guard < 200000 && claim == NULL; guard++)
        {
          const KaiserState *st = kaiser_game_get_state (kaiser_window_get_game (window));

          claim = kaiser_test_find_named (GTK_WIDGET (window), "claim");
          if (claim && gtk_widget_is_visible (claim))
            break;
          claim = NULL;
          if (st->phase == KAISER_PHASE_GAME_OVER)
            g_error ("the game ended without a claim for the player");
          if (st->phase == KAISER_PHASE_HAND_OVER)
            gtk_widget_activate_action (GTK_WIDGET (window), "win.next-hand", NULL);
          else if (st->to_act == kaiser_seating_player (&st->rules))
            act (window, player);
          kaiser_test_iterate (5);
        }
      if (claim == NULL)
        g_error ("no claim offered");
      kaiser_test_iterate (700);
      save (GTK_WIDGET (window), "claim");
      gtk_widget_activate (claim);
      kaiser_test_iterate (700);
      save (GTK_WIDGET (window), "claim-notice");
      gtk_window_destroy (GTK_WINDOW (window));
      kaiser_test_iterate (100);
      return 0;
    }

  play_until (window, player, KAISER_PHASE_BIDDING, 0);
  save (GTK_WIDGET (window), "bidding");
  play_until (window, player, KAISER_PHASE_PLAY, 2);
  save (GTK_WIDGET (window), "play");
  play_until (window, player, KAISER_PHASE_HAND_OVER, 0);
  save (GTK_WIDGET (window), "hand-summary");
  play_until (window, player, KAISER_PHASE_GAME_OVER, 0);
  save (GTK_WIDGET (window), "game-over");
  /* the whole game on the score sheet */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.score-sheet", NULL);
  kaiser_test_iterate (500);
  sheet = NULL;
  for (GList *l = gtk_window_list_toplevels (); l; l = g_list_delete_link (l, l))
    if (l->data != window && gtk_widget_get_visible (l->data) && gtk_window_get_transient_for (l->data) == GTK_WINDOW (window))
      sheet = l->data;
  if (sheet == NULL)
    g_error ("no score sheet");
  save (GTK_WIDGET (sheet), "score-sheet");
  gtk_window_close (sheet);
  /* Lost Heir: the player, dealing, offered the high bid, in new games
   * until it comes */
  for (guint games = 0; kaiser_game_get_rules (kaiser_window_get_game (window))->dealer_sells && games < 5; games++)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
      kaiser_test_iterate (300);
      play_until (window, player, KAISER_PHASE_ACCEPT, 0);
      if (kaiser_game_get_phase (kaiser_window_get_game (window)) == KAISER_PHASE_ACCEPT)
        {
          save (GTK_WIDGET (window), "accept");
          break;
        }
    }
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (100);
  return 0;
}
