/* test-claim-ui.c: claims in the window (issue 16), under xvfb-run.
 *
 * At the player's turn in play, when the rest of the hand is certain, a
 * "Claim the Rest" button shows among the choices (never the suggested
 * one); pressing it plays the hand out as the claim says and tells so.
 * A computer seat to play claims at once when the claim holds.  Where
 * the rest is not certain, no button. */
#include "config.h"

#include "kaiser-application.h"
#include "kaiser-claim.h"
#include "kaiser-table.h"
#include "kaiser-window.h"
#include "kaiser-test-ui.h"

/* The first position of a game (first legal actions, seeds searched)
 * where seat is to play, the claim holds with more than the trick under
 * way to go, and seat's side takes at least one of the tricks left. */
/* A game with seat to play and the rest certain, seat's side taking some
 * of it (ours TRUE) or none of it (ours FALSE). */
static KaiserGame *
game_with_claim_for (KaiserRules *rules, KaiserSeat seat, gboolean ours)
{
  for (guint64 seed = 1; seed < 500; seed++)
    {
      g_autoptr(KaiserGame) game = kaiser_game_new (rules, seed);

      while (kaiser_game_get_phase (game) != KAISER_PHASE_HAND_OVER &&
             kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER)
        {
          KaiserAction actions[KAISER_MAX_ACTIONS];
          KaiserClaim claim;

          if (kaiser_game_get_phase (game) == KAISER_PHASE_PLAY && kaiser_game_get_to_act (game) == seat &&
              kaiser_claim_check (kaiser_game_get_state (game), &claim) && claim.n_tricks > 1 &&
              (claim.tricks[kaiser_seat_team (seat)] > 0) == ours)
            return g_steal_pointer (&game);
          g_assert_cmpuint (kaiser_game_legal_actions (game, actions), >, 0);
          g_assert_true (kaiser_game_apply (game, &actions[0], NULL));
        }
    }
  g_assert_not_reached ();
  return NULL;
}

static KaiserGame *
game_with_claim (KaiserRules *rules, KaiserSeat seat)
{
  return game_with_claim_for (rules, seat, TRUE);
}

/* The game as the claim leaves it: a copy played out. */
static KaiserGame *
claimed (KaiserGame *game, KaiserClaim *claim)
{
  KaiserGame *copy = kaiser_game_replay (game, kaiser_game_get_n_actions (game), NULL);

  g_assert_nonnull (copy);
  g_assert_true (kaiser_claim_play_out (copy, claim, NULL));
  return copy;
}

/* The Standard rules, no deal thrown in for a weak hand (the games here
 * are dealt from seeds and must reach play). */
static void
standard_rules (KaiserRules *rules)
{
  kaiser_rules_init_standard (rules);
  rules->misdeal_weak_hand = FALSE;
}

/* A window that resumes game as the saved game, Beginner at the other seats. */
static KaiserWindow *
window_resuming (KaiserApplication *app, GSettings *settings, KaiserGame *game)
{
  g_settings_set_string (settings, "computer-level", "beginner");
  return KAISER_WINDOW (kaiser_test_window_resuming (G_APPLICATION (app), settings, game));
}

/* How long a wait for the window may take: long, as the sanitizer build
 * runs beside other tests (a wait ends as soon as what it waits for is
 * there; in a plain build each is over in well under a second). */
#define WAIT_MS 20000

/* The Claim button is there to press: shown, sensitive and mapped. */
static gboolean
claim_offered (gpointer data)
{
  GtkWidget *button = kaiser_test_find_named (GTK_WIDGET (data), "claim");

  return button != NULL && gtk_widget_get_visible (button) && gtk_widget_is_sensitive (button) &&
         gtk_widget_get_mapped (button);
}

static gboolean
hand_over (gpointer data)
{
  KaiserPhase phase = kaiser_game_get_phase (kaiser_window_get_game (data));

  return phase == KAISER_PHASE_HAND_OVER || phase == KAISER_PHASE_GAME_OVER;
}

static void
check_same_end (KaiserGame *shown, KaiserGame *expected)
{
  g_assert_cmpint (kaiser_game_get_phase (shown), ==, kaiser_game_get_phase (expected));
  g_assert_cmpuint (kaiser_game_get_n_actions (shown), ==, kaiser_game_get_n_actions (expected));
  for (guint i = 0; i < kaiser_game_get_n_actions (shown); i++)
    g_assert_cmpmem (kaiser_game_get_action (shown, i), sizeof (KaiserAction),
                     kaiser_game_get_action (expected, i), sizeof (KaiserAction));
  g_assert_cmpint (kaiser_game_get_score (shown, KAISER_TEAM_NS), ==, kaiser_game_get_score (expected, KAISER_TEAM_NS));
  g_assert_cmpint (kaiser_game_get_score (shown, KAISER_TEAM_EW), ==, kaiser_game_get_score (expected, KAISER_TEAM_EW));
}

/* The player's side holds the top cards: the button shows (not the
 * suggested one, the focus stays in the hand), pressing it ends the hand
 * as claimed, tells so, and Undo takes the claim's cards back. */
static void
test_claim_button (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".ClaimButton", G_APPLICATION_NON_UNIQUE);
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(KaiserGame) expected = NULL;
  g_autofree char *notice = NULL;
  const char *screenshot = g_getenv ("KAISER_CLAIM_SCREENSHOT");
  KaiserWindow *window;
  KaiserGame *shown;
  GtkWidget *button;
  KaiserClaim claim;
  KaiserRules rules;
  guint n;

  standard_rules (&rules);
  game = game_with_claim (&rules, KAISER_SOUTH);
  expected = claimed (game, &claim);
  n = kaiser_game_get_n_actions (game);
  g_test_message ("seed %" G_GUINT64_FORMAT ", %u tricks to go, NS take %u and %d points",
                  kaiser_game_get_seed (game), claim.n_tricks, claim.tricks[KAISER_TEAM_NS], claim.points[KAISER_TEAM_NS]);

  window = window_resuming (app, settings, game);
  gtk_window_present (GTK_WINDOW (window));
  kaiser_test_iterate (100);
  shown = kaiser_window_get_game (window);
  g_assert_cmpuint (kaiser_game_get_n_actions (shown), ==, n);
  g_assert_cmpint (kaiser_game_get_to_act (shown), ==, KAISER_SOUTH);

  button = kaiser_test_find_named (GTK_WIDGET (window), "claim");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button) && gtk_widget_is_sensitive (button));
  g_assert_false (gtk_widget_has_css_class (button, "suggested-action"));
  /* the focus in the hand: a stray Enter plays the card in focus, not the claim */
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == kaiser_test_find_named (GTK_WIDGET (window), "table"));
  if (screenshot)
    kaiser_test_iterate (2000);   /* the cards read in a worker thread, then drawn */
  if (screenshot)
    g_assert_true (kaiser_test_save_png (GTK_WIDGET (window), screenshot));

  /* a button's activation clicks it after a short press */
  gtk_widget_activate (button);
  g_assert_true (kaiser_test_wait_for (hand_over, window, WAIT_MS));
  shown = kaiser_window_get_game (window);
  check_same_end (shown, expected);
  g_assert_null (kaiser_test_find_named (GTK_WIDGET (window), "claim"));
  g_assert_true (gtk_widget_get_visible (kaiser_test_find_named (GTK_WIDGET (window), "hand-summary")));
  notice = g_strdup_printf ("You claimed the rest: your side takes %u more trick", claim.tricks[KAISER_TEAM_NS]);
  g_assert_nonnull (kaiser_test_find_label (GTK_WIDGET (window), notice));

  /* Undo takes the whole claim back, as one step: South to play where
   * the claim was made, and offered again */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  kaiser_test_iterate (50);
  shown = kaiser_window_get_game (window);
  g_assert_cmpint (kaiser_game_get_phase (shown), ==, KAISER_PHASE_PLAY);
  g_assert_cmpint (kaiser_game_get_to_act (shown), ==, KAISER_SOUTH);
  g_assert_cmpuint (kaiser_game_get_n_actions (shown), ==, n);
  button = kaiser_test_find_named (GTK_WIDGET (window), "claim");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));

  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

static gboolean
south_to_act (gpointer data)
{
  KaiserGame *game = kaiser_window_get_game (data);
  KaiserPhase phase = kaiser_game_get_phase (game);

  return (phase == KAISER_PHASE_BIDDING || phase == KAISER_PHASE_PLAY) && kaiser_game_get_to_act (game) == KAISER_SOUTH;
}

/* After a claim, play goes on into the next hand: Undo there takes back
 * the player's decision of the new hand only, not the claim as well. */
static void
test_claim_then_play_on (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".ClaimPlayOn", G_APPLICATION_NON_UNIQUE);
  g_autoptr(KaiserGame) game = NULL;
  KaiserAction actions[KAISER_MAX_ACTIONS];
  KaiserWindow *window;
  KaiserGame *shown;
  KaiserRules rules;
  guint n;

  standard_rules (&rules);
  game = game_with_claim (&rules, KAISER_SOUTH);
  window = window_resuming (app, settings, game);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (kaiser_test_wait_for (claim_offered, window, WAIT_MS));
  /* clicked at once: an activation clicks after a short press, and the
   * panel may build its choices anew meanwhile as the window settles
   * (test_claim_button presses the button itself) */
  g_signal_emit_by_name (kaiser_test_find_named (GTK_WIDGET (window), "claim"), "clicked");
  g_assert_true (kaiser_test_wait_for (hand_over, window, WAIT_MS));
  g_assert_cmpint (kaiser_game_get_phase (kaiser_window_get_game (window)), ==, KAISER_PHASE_HAND_OVER);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.next-hand", NULL));
  g_assert_true (kaiser_test_wait_for (south_to_act, window, WAIT_MS));

  /* the player's first decision of the new hand, then Undo */
  shown = kaiser_window_get_game (window);
  n = kaiser_game_get_n_actions (shown);
  g_assert_cmpuint (kaiser_game_legal_actions (shown, actions), >, 0);
  g_assert_true (kaiser_game_apply (shown, &actions[0], NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  kaiser_test_iterate (50);
  shown = kaiser_window_get_game (window);
  g_assert_cmpuint (kaiser_game_get_n_actions (shown), ==, n);
  g_assert_cmpint (kaiser_game_get_to_act (shown), ==, KAISER_SOUTH);

  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* South to play in game, shown in a window: no claim offered, and no
 * other button under the table either (a card is to be played). */
static void
assert_no_claim (KaiserApplication *app, GSettings *settings, KaiserGame *game)
{
  KaiserWindow *window = window_resuming (app, settings, game);

  gtk_window_present (GTK_WINDOW (window));
  kaiser_test_iterate (100);
  g_assert_cmpint (kaiser_game_get_to_act (kaiser_window_get_game (window)), ==, KAISER_SOUTH);
  g_assert_null (kaiser_test_find_named (GTK_WIDGET (window), "claim"));
  g_assert_null (kaiser_test_first_button (kaiser_test_find_named (GTK_WIDGET (window), "choices")));
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* Where the rest is not certain (the first trick), no button. */
static void
test_claim_no_button (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".ClaimNone", G_APPLICATION_NON_UNIQUE);
  g_autoptr(KaiserGame) game = NULL;
  KaiserRules rules;

  standard_rules (&rules);
  game = kaiser_game_new (&rules, 3);
  for (;;)
    {
      KaiserAction actions[KAISER_MAX_ACTIONS];
      guint n = kaiser_game_legal_actions (game, actions);

      if (kaiser_game_get_phase (game) == KAISER_PHASE_PLAY && kaiser_game_get_to_act (game) == KAISER_SOUTH && n > 1)
        break;
      g_assert_cmpuint (n, >, 0);
      g_assert_true (kaiser_game_apply (game, &actions[0], NULL));
    }
  g_assert_false (kaiser_claim_check (kaiser_game_get_state (game), NULL));

  assert_no_claim (app, settings, game);
}

/* East to play with the rest certain: the window plays it out at once
 * (no decision of East's) and tells who claimed. */
static void
test_claim_computer (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".ClaimComputer", G_APPLICATION_NON_UNIQUE);
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(KaiserGame) expected = NULL;
  g_autofree char *notice = NULL;
  KaiserWindow *window;
  KaiserClaim claim;
  KaiserRules rules;

  standard_rules (&rules);
  game = game_with_claim (&rules, KAISER_EAST);
  expected = claimed (game, &claim);

  window = window_resuming (app, settings, game);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (kaiser_test_wait_for (hand_over, window, WAIT_MS));
  check_same_end (kaiser_window_get_game (window), expected);
  notice = g_strdup_printf ("East claimed the rest: their side takes %u more trick", claim.tricks[KAISER_TEAM_EW]);
  g_assert_nonnull (kaiser_test_find_label (GTK_WIDGET (window), notice));
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* The rest is certain but the player's side takes none of it: nothing to
 * claim (the other side claims at its turn). */
static void
test_claim_none_of_ours (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".ClaimNoneOfOurs", G_APPLICATION_NON_UNIQUE);
  g_autoptr(KaiserGame) game = NULL;
  KaiserRules rules;

  standard_rules (&rules);
  game = game_with_claim_for (&rules, KAISER_SOUTH, FALSE);
  assert_no_claim (app, settings, game);
}

int
main (int argc, char **argv)
{
  g_setenv ("KAISER_SEED", "42", TRUE);
  kaiser_test_init_window_tests (&argc, &argv);
  g_test_add_func ("/kaiser/claim-ui/button", test_claim_button);
  g_test_add_func ("/kaiser/claim-ui/then-play-on", test_claim_then_play_on);
  g_test_add_func ("/kaiser/claim-ui/no-button", test_claim_no_button);
  g_test_add_func ("/kaiser/claim-ui/computer", test_claim_computer);
  g_test_add_func ("/kaiser/claim-ui/none-of-ours", test_claim_none_of_ours);
  return g_test_run ();
}
