/* test-window.c: a whole game played through the window, as a person
 * would: the buttons of the bidding panel, the cards of the table (its
 * table.play action, what a click or Enter does), under xvfb-run. */
#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "kaiser-application.h"
#include "kaiser-card-theme-private.h"
#include "kaiser-score-text.h"
#include "kaiser-settings.h"
#include "kaiser-table.h"
#include "kaiser-seating.h"
#include "kaiser-table-private.h"

/* the player's seat at the four-handed tables of these tests */
#undef HUMAN
#define HUMAN KAISER_SOUTH
#include "kaiser-window.h"
#include "kaiser-test-ui.h"

/* The first button of the panel: "Pass" in the auction (or the forced
 * dealer's cheapest bid), the first suit, "Keep", "Next Hand". */
static gboolean
press_first_choice (GtkWidget *window)
{
  GtkWidget *choices = kaiser_test_find_named (window, "choices");
  GtkWidget *child = choices ? gtk_widget_get_first_child (choices) : NULL;
  GtkWidget *button = choices ? kaiser_test_first_button (choices) : NULL;

  if (button == NULL)
    return FALSE;
  /* Keep a weak hand rather than throw it in: the second button there */
  if (kaiser_game_get_phase (kaiser_window_get_game (KAISER_WINDOW (window))) == KAISER_PHASE_MISDEAL)
    button = kaiser_test_first_button (gtk_widget_get_next_sibling (child));
  gtk_widget_activate (button);
  return TRUE;
}

/* The header's scores: "You 12 · Them 30" at four seats; at the other
 * tables each side's, the player's first, in play order. */
static void
check_scores_shown (GtkWidget *window, KaiserGame *game)
{
  GtkLabel *label = GTK_LABEL (kaiser_test_find_named (window, "score-label"));
  const KaiserRules *rules = kaiser_game_get_rules (game);
  GString *expected = g_string_new (NULL);

  if (kaiser_rules_n_seats (rules) == 4 && kaiser_rules_n_sides (rules) == 2)
    {
      g_autofree char *ns = kaiser_score_text_number (kaiser_game_get_score (game, KAISER_TEAM_NS));
      g_autofree char *ew = kaiser_score_text_number (kaiser_game_get_score (game, KAISER_TEAM_EW));

      g_string_printf (expected, "You %s  ·  Them %s", ns, ew);
    }
  else
    {
      KaiserSeat me = kaiser_seating_player (rules), seat = me;
      guint seen = 0;

      for (guint i = 0; i < kaiser_rules_n_seats (rules); i++, seat = kaiser_rules_seat_next (rules, seat))
        {
          KaiserTeam t = kaiser_rules_seat_side (rules, seat);
          g_autofree char *name = NULL, *number = NULL;

          if (seen & (1u << t))
            continue;
          seen |= 1u << t;
          /* a side of several other players by its first player's name */
          name = t != kaiser_rules_seat_side (rules, me) && __builtin_popcount (kaiser_rules_side_seats (rules, t)) > 1
                 ? g_strdup (kaiser_score_text_seat (rules, seat, me))
                 : kaiser_score_text_side (rules, t, me);
          number = kaiser_score_text_number (kaiser_game_get_score (game, t));
          g_string_append_printf (expected, "%s%s %s", expected->len ? "  ·  " : "", name, number);
        }
    }
  g_assert_true (g_str_has_prefix (gtk_label_get_text (label), expected->str));
  g_string_free (expected, TRUE);
}
/* The whole auction, who called what in order from the dealer's left,
 * on hovering the contract through the hand and in the hand's summary
 * (issue 24). */
static void
check_auction (const char *text, const KaiserState *st)
{
  g_auto(GStrv) parts = NULL;
  KaiserSeat seat = kaiser_rules_seat_next (&st->rules, st->dealer);

  g_assert_nonnull (text);
  g_assert_true (g_str_has_prefix (text, "Auction: "));
  parts = g_strsplit (text + strlen ("Auction: "), " · ", -1);
  g_assert_cmpuint (g_strv_length (parts), ==, st->n_bids);
  for (guint i = 0; i < st->n_bids; i++, seat = kaiser_rules_seat_next (&st->rules, seat))
    {
      g_autofree char *call = kaiser_bid_describe (st->bids[seat]);
      g_autofree char *expected = g_strdup_printf ("%s: %s", kaiser_score_text_seat (&st->rules, seat, kaiser_seating_player (&st->rules)), call);

      g_assert_cmpstr (parts[i], ==, expected);
    }
}


/* Each button with a mnemonic below root is named by its label without
 * the underline (GTK 4.8 gave "_New Game", read "_New Game New Game":
 * issue 24); counted in *n. */
static void
check_mnemonic_buttons_named (GtkWidget *root, guint *n)
{
  if (GTK_IS_BUTTON (root) && gtk_button_get_use_underline (GTK_BUTTON (root)) && gtk_button_get_label (GTK_BUTTON (root)))
    {
      g_auto(GStrv) parts = g_strsplit (gtk_button_get_label (GTK_BUTTON (root)), "_", -1);
      g_autofree char *expected = g_strjoinv ("", parts);
      g_autofree char *wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);

      if (wrong)
        g_error ("the button “%s” is said “%s”, not “%s”", gtk_button_get_label (GTK_BUTTON (root)), wrong, expected);
      (*n)++;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    check_mnemonic_buttons_named (c, n);
}

/* A whole game of the rule set @preset played through the window, as a
 * person would: the first choice offered, the first legal card or
 * discard, an illegal card tried, one Undo; every hand's summary checked. */
static void
play_whole_game (const char *preset)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GSettings) rules_settings = g_settings_get_child (settings, "rules");
  g_autoptr(KaiserApplication) app = NULL;
  KaiserWindow *window;
  KaiserGame *game;
  GtkWidget *table;
  guint hands_checked = 0, cards_played = 0, refused = 0, undone = 0, discarded = 0, from_piles = 0, under_refused = 0;
  guint named_bidder = 0, offered = 0, no_bid = 0;
  KaiserRules rules;
  KaiserSeat me;
  guint undos_before, finished_before;
  gint64 deadline = g_get_monotonic_time () + 240 * G_USEC_PER_SEC;

  g_assert_true (kaiser_rules_init_preset (&rules, preset, NULL));
  me = kaiser_seating_player (&rules);
  g_settings_set_string (settings, "computer-level", "beginner");
  g_settings_set_string (settings, "rules-preset", preset);
  g_assert_true (kaiser_settings_write_preset (rules_settings, preset, NULL));
  kaiser_test_clear_in_progress ();
  undos_before = g_settings_get_uint (settings, "undo-count");
  finished_before = g_settings_get_uint (settings, "games-won") + g_settings_get_uint (settings, "games-lost");
  app = kaiser_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = kaiser_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  table = kaiser_test_find_named (GTK_WIDGET (window), "table");
  g_assert_nonnull (table);

  while (g_get_monotonic_time () < deadline)
    {
      const KaiserState *st;

      kaiser_test_iterate (5);
      game = kaiser_window_get_game (window);
      st = kaiser_game_get_state (game);
      if (st->phase == KAISER_PHASE_GAME_OVER)
        break;
      if (st->phase == KAISER_PHASE_HAND_OVER)
        {
          /* the score shown is the engine's, the auction the hand's */
          check_scores_shown (GTK_WIDGET (window), game);
          if (st->n_bids > 0)
            check_auction (gtk_label_get_text (GTK_LABEL (kaiser_test_find_named (GTK_WIDGET (window), "auction-label"))), st);
          {
            guint named = 0;

            check_mnemonic_buttons_named (kaiser_test_find_named (GTK_WIDGET (window), "hand-summary"), &named);
            g_assert_cmpuint (named, >=, 1);   /* Next Hand at least */
          }
          /* a column for each side past two: the third's score */
          if (kaiser_rules_n_sides (&st->rules) > 2)
            {
              GtkWidget *label = kaiser_test_find_named (GTK_WIDGET (window), "summary-score-side-3");
              KaiserTeam order[KAISER_MAX_SIDES];
              KaiserTeam third;

              g_assert_cmpuint (kaiser_rules_sides_from (&st->rules, me, order), >, 2);
              third = order[2];
              g_assert_nonnull (label);
              {
                g_autofree char *expected = kaiser_score_text_number (st->result.scores[third]);
                g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, expected);
              }
            }
          /* a player alone is named, never "They" (two players) */
          if (kaiser_rules_n_seats (&rules) == 2 && st->declarer < 2 && st->declarer != me)
            {
              GtkWidget *detail = kaiser_test_find_named (GTK_WIDGET (window), "detail-label");

              g_assert_nonnull (detail);
              g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (detail)), "North needed"));
              named_bidder++;
            }
          /* Lost Heir: a hand led without a bid says what was taken */
          if (kaiser_bid_is_pass (st->result.contract))
            {
              GtkWidget *detail = kaiser_test_find_named (GTK_WIDGET (window), "detail-label");

              g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (detail)), " took "));
              g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (detail)), "needed"));
              no_bid++;
            }
          hands_checked++;
          /* the hand summary's Next Hand button, over the table */
          gtk_widget_activate (kaiser_test_find_named (GTK_WIDGET (window), "next-hand-button"));
          continue;
        }
      if (st->to_act != me)
        continue;
      if (st->phase == KAISER_PHASE_PLAY)
        {
          KaiserCards legal = kaiser_state_legal_cards (st);
          KaiserCards illegal = st->hands[me] & ~legal;
          KaiserCards under = kaiser_state_hidden_cards (st, me);
          guint before = kaiser_game_get_n_actions (game);

          /* two players: a card face down under another is refused, one
           * face up on a pile is played like one in the hand */
          if (under)
            {
              gtk_widget_activate_action (table, "table.play", "u", (guint32) kaiser_cards_first (under));
              g_assert_cmpuint (kaiser_game_get_n_actions (game), ==, before);
              under_refused++;
            }
          if (legal & kaiser_state_pile_cards (st, me))
            {
              legal &= kaiser_state_pile_cards (st, me);
              from_piles++;
            }

          /* an illegal card cannot be played */
          if (illegal)
            {
              gtk_widget_activate_action (table, "table.play", "u", (guint32) kaiser_cards_first (illegal));
              g_assert_cmpuint (kaiser_game_get_n_actions (game), ==, before);
              refused++;
            }
          gtk_widget_activate_action (table, "table.play", "u", (guint32) kaiser_cards_first (legal));
          g_assert_cmpuint (kaiser_game_get_n_actions (game), ==, before + 1);
          if (cards_played == 0)
            {
              /* Undo, before any computer seat acts: the card is back in hand */
              g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
              game = kaiser_window_get_game (window);
              g_assert_cmpuint (kaiser_game_get_n_actions (game), ==, before);
              g_assert_true (kaiser_cards_has (kaiser_game_get_hand (game, me), kaiser_cards_first (legal)));
              undone++;
              gtk_widget_activate_action (table, "table.play", "u", (guint32) kaiser_cards_first (legal));
              g_assert_cmpuint (kaiser_game_get_n_actions (game), ==, before + 1);
            }
          cards_played++;
        }
      else if (st->phase == KAISER_PHASE_KITTY)
        {
          /* the kitty's discards are picked like cards */
          guint before = kaiser_game_get_n_actions (game);

          gtk_widget_activate_action (table, "table.play", "u", (guint32) kaiser_cards_first (kaiser_state_legal_discards (st)));
          g_assert_cmpuint (kaiser_game_get_n_actions (game), ==, before + 1);
          discarded++;
        }
      else
        {
          /* Lost Heir's dealer is offered the high bid: Accept comes first */
          if (st->phase == KAISER_PHASE_ACCEPT)
            {
              GtkWidget *prompt = kaiser_test_find_named (GTK_WIDGET (window), "prompt-label");

              g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (prompt)), "for the lead"));
              offered++;
            }
          g_assert_true (press_first_choice (GTK_WIDGET (window)));
        }
    }
  game = kaiser_window_get_game (window);
  g_assert_cmpint (kaiser_game_get_phase (game), ==, KAISER_PHASE_GAME_OVER);
  g_assert_cmpstr (kaiser_game_get_rules (game)->id, ==, preset);
  g_test_message ("%s: %u hands, %u cards played, %u discards", preset, hands_checked, cards_played, discarded);
  check_scores_shown (GTK_WIDGET (window), game);
  g_assert_cmpuint (hands_checked, >, 0);
  g_assert_cmpuint (cards_played, >, 8);
  g_assert_cmpuint (refused, >, 0);
  if (kaiser_rules_n_piles (&rules) > 0)
    {
      g_assert_cmpuint (from_piles, >, 0);
      g_assert_cmpuint (under_refused, >, 0);
      g_assert_cmpuint (named_bidder, >, 0);
    }
  g_assert_cmpuint (undone, ==, 1);
  if (rules.dealer_sells)
    g_test_message ("%s: %u bids offered to the player as dealer, %u hands without a bid", preset, offered, no_bid);
  if (rules.dealer_sells)
    g_assert_cmpuint (offered + no_bid, >, 0);
  /* a finished game is not resumed */
  kaiser_game_store_flush (kaiser_window_get_store (window));
  {
    g_autofree char *saved = kaiser_test_in_progress_record ();
    g_assert_cmpstr (saved, ==, "");
  }
  /* the Undo and the finished game are in the statistics */
  g_assert_cmpuint (g_settings_get_uint (settings, "undo-count"), ==, undos_before + 1);
  g_assert_cmpuint (g_settings_get_uint (settings, "games-won") + g_settings_get_uint (settings, "games-lost"), ==,
                    finished_before + 1);

  /* resizing redraws at the new size */
  gtk_window_set_default_size (GTK_WINDOW (window), 820, 620);
  kaiser_test_iterate (200);
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  kaiser_test_iterate (200);

  /* a new game from the header bar's action */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  kaiser_test_iterate (20);
  g_assert_true (kaiser_window_get_game (window) != game);
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
  g_assert_true (kaiser_settings_write_preset (rules_settings, "standard", NULL));
}

static void
test_window_full_game (void)
{
  play_whole_game ("standard");
}

/* 000_5ed066fa22fca3eb.txt, "Three Players": the table of three, the Missy
 * and each player scoring alone, played to the end in the window. */
static void
test_window_full_game_three (void)
{
  play_whole_game ("three-players");
}

/* 000_5ed066fa22fca3eb.txt, "Two Players": the player's hand and piles,
 * the other's across the table, played to the end in the window. */
static void
test_window_full_game_two (void)
{
  play_whole_game ("two-players");
}

/* 000_5ed066fa22fca3eb.txt, "Lost Heir": the dealer's sale, the cards
 * outside the suits, each player alone, played to the end in the window. */
static void
test_window_full_game_lost_heir (void)
{
  play_whole_game ("lost-heir");
}

/* 000_5ed066fa22fca3eb.txt, "Six players": three teams of two, 48 cards. */
static void
test_window_full_game_six (void)
{
  play_whole_game ("six-players");
}

/* The first legal call (a pass, or the forced dealer's cheapest bid)
 * while the auction lasts and until seat is to act. */
static void
pass_around (KaiserGame *game, KaiserSeat until)
{
  while (kaiser_game_get_phase (game) == KAISER_PHASE_BIDDING && kaiser_game_get_to_act (game) != until)
    {
      KaiserAction actions[KAISER_MAX_ACTIONS];
      g_assert_cmpuint (kaiser_game_legal_actions (game, actions), >, 0);
      g_assert_true (kaiser_game_apply (game, &actions[0], NULL));
    }
}

/* A window that resumes game as the saved game, Beginner at the other seats. */
static KaiserWindow *
window_resuming (KaiserApplication *app, GSettings *settings, KaiserGame *game)
{
  g_settings_set_string (settings, "computer-level", "beginner");
  return KAISER_WINDOW (kaiser_test_window_resuming (G_APPLICATION (app), settings, game));
}

/* A window of app showing a game of the standard rules (deal 5), on
 * screen: for tests of what the window holds rather than of the game. */
static KaiserWindow *
window_on_standard_game (KaiserApplication *app)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(KaiserGame) game = NULL;
  KaiserWindow *window;
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  game = kaiser_game_new (&rules, 5);
  window = window_resuming (app, settings, game);
  gtk_window_present (GTK_WINDOW (window));
  kaiser_test_iterate (100);
  return window;
}

/* The game in progress is saved after every action and resumed as it was. */
static void
test_window_resume (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  /* an application id of its own: one process registers each id once */
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".Resume", G_APPLICATION_NON_UNIQUE);
  g_autoptr(KaiserGame) game = NULL;
  g_autofree char *saved = NULL;
  KaiserWindow *window;
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  game = kaiser_game_new (&rules, 99);
  /* the auction is over and South (to act or not) has cards in hand */
  pass_around (game, KAISER_SEAT_NONE);
  window = window_resuming (app, settings, game);
  g_assert_true (kaiser_window_get_game (window) != game);
  g_assert_cmpuint (kaiser_game_get_seed (kaiser_window_get_game (window)), ==, 99);
  g_assert_cmpuint (kaiser_game_get_n_actions (kaiser_window_get_game (window)), >=, kaiser_game_get_n_actions (game));
  g_assert_cmpuint (kaiser_game_get_hand (kaiser_window_get_game (window), KAISER_SOUTH) & ~kaiser_game_get_hand (game, KAISER_SOUTH), ==, 0);
  /* and saved again at once (by the store's writer thread) */
  kaiser_game_store_flush (kaiser_window_get_store (window));
  saved = kaiser_test_in_progress_record ();
  g_assert_true (g_str_has_prefix (saved, "{"));
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* A damaged saved game is kept aside, the player told, a new game begun. */
static void
test_window_damaged_save (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".Damaged", G_APPLICATION_NON_UNIQUE);
  g_autofree char *kept = NULL;
  g_autofree char *saved = NULL;
  KaiserWindow *window;

  kaiser_test_clear_in_progress ();
  g_settings_set_string (settings, "damaged-saved-game", "");
  /* the autosave key of the older layout */
  g_settings_set_string (settings, "saved-game", "{\"format\" : \"three-spot-record\", \"version\" : 1, \"hands\" : [ trunc");
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = kaiser_window_new (app);
  g_assert_nonnull (kaiser_window_get_game (window));
  kaiser_game_store_flush (kaiser_window_get_store (window));
  kept = g_settings_get_string (settings, "damaged-saved-game");
  g_assert_true (g_str_has_suffix (kept, "trunc"));
  /* never read again as the autosave: the new game is in a file */
  saved = g_settings_get_string (settings, "saved-game");
  g_assert_cmpstr (saved, ==, "");
  g_free (saved);
  saved = kaiser_test_in_progress_record ();
  g_assert_true (g_str_has_prefix (saved, "{"));
  g_assert_false (g_str_has_suffix (saved, "trunc"));
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* The app starts with a nesting bomb as the saved game (76,000 '['; the
 * JSON parser would overflow its stack on it): no crash, the data is kept
 * aside in damaged-saved-game and a new game begins. */
static void
test_window_bomb_save (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".Bomb", G_APPLICATION_NON_UNIQUE);
  g_autofree char *bomb = g_strnfill (76000, '[');
  g_autofree char *kept = NULL;
  KaiserWindow *window;

  kaiser_test_clear_in_progress ();
  g_settings_set_string (settings, "damaged-saved-game", "");
  g_settings_set_string (settings, "saved-game", bomb);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = kaiser_window_new (app);
  g_assert_nonnull (kaiser_window_get_game (window));
  kaiser_game_store_flush (kaiser_window_get_store (window));
  kept = g_settings_get_string (settings, "damaged-saved-game");
  g_assert_cmpstr (kept, ==, bomb);
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
  g_settings_set_string (settings, "damaged-saved-game", "");
}

/* Number keys bid: 0 is 10, Shift a no-trump bid, P a pass; a number
 * that is no legal bid changes nothing. */
static void
test_window_bid_keys (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".BidKeys", G_APPLICATION_NON_UNIQUE);
  g_autoptr(KaiserGame) game = NULL;
  KaiserWindow *window;
  KaiserGame *shown;
  const KaiserAction *last;
  KaiserRules rules;
  guint n;

  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  /* South's turn to bid, after passes */
  for (guint64 seed = 1; ; seed++)
    {
      g_clear_object (&game);
      game = kaiser_game_new (&rules, seed);
      pass_around (game, KAISER_SOUTH);
      if (kaiser_game_get_phase (game) == KAISER_PHASE_BIDDING && kaiser_game_get_dealer (game) != KAISER_SOUTH)
        break;
    }
  window = window_resuming (app, settings, game);
  shown = kaiser_window_get_game (window);
  n = kaiser_game_get_n_actions (shown);

  /* below the minimum bid: refused, nothing happens */
  g_assert_cmpint (rules.min_bid, >=, 2);
  g_assert_true (kaiser_window_bid_for_key (window, GDK_KEY_0 + rules.min_bid - 1, 0));
  g_assert_cmpuint (kaiser_game_get_n_actions (shown), ==, n);
  /* letters other than P are not bids */
  g_assert_false (kaiser_window_bid_for_key (window, GDK_KEY_x, 0));
  /* Shift+8: eight no trump */
  g_assert_true (kaiser_window_bid_for_key (window, GDK_KEY_8, GDK_SHIFT_MASK));
  g_assert_cmpuint (kaiser_game_get_n_actions (shown), ==, n + 1);
  last = kaiser_game_get_action (shown, n);
  g_assert_cmpint (last->seat, ==, KAISER_SOUTH);
  g_assert_cmpint (last->bid.kind, ==, KAISER_BID_NO_TRUMP);
  g_assert_cmpuint (last->bid.amount, ==, 8);
  /* not South's turn any more: keys do nothing */
  g_assert_false (kaiser_window_bid_for_key (window, GDK_KEY_p, 0));
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);

  /* bids of two figures (issue 24: 11 and 12 had no key): 1, then 2 */
  window = window_resuming (app, settings, game);
  shown = kaiser_window_get_game (window);
  g_assert_cmpuint (kaiser_game_get_n_actions (shown), ==, n);
  g_assert_true (kaiser_window_bid_for_key (window, GDK_KEY_1, 0));
  g_assert_cmpuint (kaiser_game_get_n_actions (shown), ==, n);
  /* another key in between: the 1 is forgotten, 2 alone is too low */
  g_assert_false (kaiser_window_bid_for_key (window, GDK_KEY_x, 0));
  g_assert_true (kaiser_window_bid_for_key (window, GDK_KEY_2, 0));
  g_assert_cmpuint (kaiser_game_get_n_actions (shown), ==, n);
  g_assert_true (kaiser_window_bid_for_key (window, GDK_KEY_1, GDK_SHIFT_MASK));
  g_assert_true (kaiser_window_bid_for_key (window, GDK_KEY_2, GDK_SHIFT_MASK));
  g_assert_cmpuint (kaiser_game_get_n_actions (shown), ==, n + 1);
  last = kaiser_game_get_action (shown, n);
  g_assert_cmpint (last->bid.kind, ==, KAISER_BID_NO_TRUMP);
  g_assert_cmpuint (last->bid.amount, ==, 12);
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* The widgets below root (root included) with the css class "hinted";
 * the first in *first. */
static guint
count_hinted (GtkWidget *root, GtkWidget **first)
{
  guint n = 0;

  if (gtk_widget_has_css_class (root, "hinted"))
    {
      if (*first == NULL)
        *first = root;
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    n += count_hinted (child, first);
  return n;
}

/* A window on game, the hint asked for and shown. */
static void
ask_hint (KaiserWindow *window)
{
  GtkWidget *label = kaiser_test_find_named (GTK_WIDGET (window), "hint-label");

  g_assert_false (gtk_widget_get_visible (label));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_true (kaiser_test_wait_for (kaiser_test_hint_shown, window, 20000));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (label)), "Hint: "));
}

/* The Hint's line shows in the panel (no toast over the choices) and
 * the call it suggests is marked, the button described so, until the
 * player calls; a hint that comes after the player acted is dropped and
 * H asks again. */
static void
test_window_hint_call (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".HintCall", G_APPLICATION_NON_UNIQUE);
  g_autoptr(KaiserGame) game = NULL;
  KaiserWindow *window;
  GtkWidget *choices, *hinted = NULL, *label;
  KaiserRules rules;
  guint n;

  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  game = kaiser_game_new (&rules, 3);
  pass_around (game, KAISER_SOUTH);
  g_assert_cmpint (kaiser_game_get_phase (game), ==, KAISER_PHASE_BIDDING);
  window = window_resuming (app, settings, game);
  gtk_window_present (GTK_WINDOW (window));
  choices = kaiser_test_find_named (GTK_WIDGET (window), "choices");
  label = kaiser_test_find_named (GTK_WIDGET (window), "hint-label");
  g_assert_cmpuint (count_hinted (choices, &hinted), ==, 0);

  ask_hint (window);
  g_assert_cmpuint (count_hinted (GTK_WIDGET (window), &hinted), ==, 1);
  g_assert_true (gtk_widget_is_ancestor (hinted, choices));
  g_assert_true (GTK_IS_BUTTON (hinted));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (hinted), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Suggested by the hint");
  /* the line sits in the panel above the choices, not over them */
  {
    graphene_rect_t line, box;

    g_assert_true (gtk_widget_compute_bounds (label, GTK_WIDGET (window), &line));
    g_assert_true (gtk_widget_compute_bounds (choices, GTK_WIDGET (window), &box));
    g_assert_cmpfloat (line.origin.y + line.size.height, <=, box.origin.y);
  }
  /* asking again changes nothing */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  kaiser_test_iterate (50);
  g_assert_true (kaiser_test_hint_shown (window));

  /* the player calls the hinted call: the marks go */
  n = kaiser_game_get_n_actions (kaiser_window_get_game (window));
  g_signal_emit_by_name (hinted, "clicked");
  g_assert_cmpuint (kaiser_game_get_n_actions (kaiser_window_get_game (window)), >, n);
  g_assert_false (kaiser_test_hint_shown (window));
  hinted = NULL;
  g_assert_cmpuint (count_hinted (GTK_WIDGET (window), &hinted), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);

  /* asked, then the player calls before it comes: dropped; H works again */
  window = window_resuming (app, settings, game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_true (kaiser_window_bid_for_key (window, GDK_KEY_p, 0));
  kaiser_window_set_game (window, game);
  kaiser_test_iterate (3000);
  g_assert_false (kaiser_test_hint_shown (window));
  ask_hint (window);
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* Every button of the window that shows only an icon has a name for a
 * screen reader (not "GtkImage"): the Undo and Hint buttons, the menu. */
static void
check_icon_buttons_named (GtkWidget *widget, guint *n_checked)
{
  gboolean icon_only = FALSE;

  if (GTK_IS_MENU_BUTTON (widget))
    icon_only = gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)) == NULL;
  else if (GTK_IS_BUTTON (widget) && !GTK_IS_MENU_BUTTON (gtk_widget_get_parent (widget)))
    icon_only = gtk_button_get_label (GTK_BUTTON (widget)) == NULL && GTK_IS_IMAGE (gtk_button_get_child (GTK_BUTTON (widget)));
  if (icon_only)
    {
      g_test_message ("icon button %s", G_OBJECT_TYPE_NAME (widget));
      g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL));
      (*n_checked)++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    check_icon_buttons_named (child, n_checked);
}

static void
test_window_accessible_names (void)
{
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".Names", G_APPLICATION_NON_UNIQUE);
  KaiserWindow *window = window_on_standard_game (app);
  guint n_checked = 0;

  check_icon_buttons_named (GTK_WIDGET (window), &n_checked);
  /* Undo, Hint and the main menu at least */
  g_assert_cmpuint (n_checked, >=, 3);
  n_checked = 0;
  check_mnemonic_buttons_named (GTK_WIDGET (window), &n_checked);
  /* New Game at least */
  g_assert_cmpuint (n_checked, >=, 1);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (kaiser_test_find_named (GTK_WIDGET (window), "main-menu-button")),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Main Menu");
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* The shortcuts windows open over @parent. */
static guint
count_shortcuts_windows (GtkWindow *parent, GtkWindow **found)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (GTK_IS_SHORTCUTS_WINDOW (window) && gtk_window_get_transient_for (window) == parent)
        {
          n++;
          if (found)
            *found = window;
        }
    }
  return n;
}

/* Every GtkShortcutsShortcut below @widget names its keys; how many. */
static guint
check_shortcut_keys (GtkWidget *widget)
{
  guint n = 0;

  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *title = NULL, *accelerator = NULL;

      g_object_get (widget, "title", &title, "accelerator", &accelerator, NULL);
      g_test_message ("%s: %s", title, accelerator);
      g_assert_nonnull (accelerator);
      g_assert_cmpstr (accelerator, !=, "");
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    n += check_shortcut_keys (child);
  return n;
}

/* Keyboard Shortcuts (Ctrl+?, the main menu): built when asked for, not
 * with the window as GtkApplication would build gtk/help-overlay.ui (a
 * megabyte at start-up for a window most players never open), one at a
 * time, and gone once closed. */
static void
test_window_shortcuts (void)
{
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".Shortcuts", G_APPLICATION_NON_UNIQUE);
  KaiserWindow *window = window_on_standard_game (app);
  g_auto(GStrv) accels = NULL;
  GtkWindow *shortcuts = NULL;

  g_assert_null (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_assert_cmpuint (count_shortcuts_windows (GTK_WINDOW (window), NULL), ==, 0);

  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay");
  g_assert_true (g_strv_contains ((const char * const *) accels, "<Control>question"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  kaiser_test_iterate (100);
  g_assert_cmpuint (count_shortcuts_windows (GTK_WINDOW (window), &shortcuts), ==, 1);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (shortcuts)));
  /* every shortcut shows its keys (one given by an action name would
   * show none: this window is not GtkApplication's help overlay) */
  g_assert_cmpuint (check_shortcut_keys (GTK_WIDGET (shortcuts)), >=, 20);
  /* asked again: the same window */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  kaiser_test_iterate (50);
  g_assert_cmpuint (count_shortcuts_windows (GTK_WINDOW (window), NULL), ==, 1);

  gtk_window_close (shortcuts);
  kaiser_test_iterate (100);
  g_assert_cmpuint (count_shortcuts_windows (GTK_WINDOW (window), NULL), ==, 0);
  /* and again after closing */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  kaiser_test_iterate (100);
  g_assert_cmpuint (count_shortcuts_windows (GTK_WINDOW (window), &shortcuts), ==, 1);
  gtk_window_destroy (shortcuts);
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* Whether a section of @menu has an item of that label. */
static gboolean
menu_has_label (GMenuModel *menu, const char *label)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      g_autoptr(GMenuModel) submenu = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SUBMENU);
      g_autofree char *text = NULL;

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &text) && g_str_equal (text, label))
        return TRUE;
      if ((section && menu_has_label (section, label)) || (submenu && menu_has_label (submenu, label)))
        return TRUE;
    }
  return FALSE;
}

/* The main menu: its popover made when it first opens, not with the
 * window; each opening lists the card themes as they are then (one
 * installed while the game was on shows). */
static void
test_window_main_menu (void)
{
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".MainMenu", G_APPLICATION_NON_UNIQUE);
  KaiserWindow *window = window_on_standard_game (app);
  g_autofree char *svg_path = g_test_build_filename (G_TEST_DIST, "..", "data", "themes", "standard", "cards.svg", NULL);
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "three-spot", "themes", "kitchen", NULL);
  g_autofree char *svg = NULL, *copy = NULL, *ini = NULL;
  g_autoptr(GError) error = NULL;
  gsize len;
  GtkMenuButton *button;
  GMenuModel *menu;

  button = GTK_MENU_BUTTON (kaiser_test_find_named (GTK_WIDGET (window), "main-menu-button"));
  g_assert_null (gtk_menu_button_get_popover (button));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (button)));

  /* a theme installed now */
  g_assert_true (g_file_get_contents (svg_path, &svg, &len, &error));
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  copy = g_build_filename (dir, "cards.svg", NULL);
  ini = g_build_filename (dir, "theme.ini", NULL);
  g_assert_true (g_file_set_contents (copy, svg, len, &error));
  g_assert_true (g_file_set_contents (ini, "[Theme]\nName=Kitchen Table\nCardWidth=240\nCardHeight=336\n", -1, &error));

  gtk_menu_button_popup (button);
  kaiser_test_iterate (100);
  menu = gtk_menu_button_get_menu_model (button);
  g_assert_nonnull (menu);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (button))));
  g_assert_true (menu_has_label (menu, "_Keyboard Shortcuts"));
  g_assert_true (menu_has_label (menu, "Standard"));
  g_assert_true (menu_has_label (menu, "Kitchen Table"));
  gtk_menu_button_popdown (button);
  kaiser_test_iterate (50);

  /* gone again: gone from the menu at its next opening */
  g_assert_cmpint (g_remove (ini), ==, 0);
  g_assert_cmpint (g_remove (copy), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  gtk_menu_button_popup (button);
  kaiser_test_iterate (100);
  g_assert_true (menu_has_label (menu, "Standard"));
  g_assert_false (menu_has_label (menu, "Kitchen Table"));
  gtk_menu_button_popdown (button);
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* South bids the least, the others pass: South wins the bidding. */
static void
south_bids_alone (KaiserGame *game)
{
  while (kaiser_game_get_phase (game) == KAISER_PHASE_BIDDING)
    {
      KaiserAction actions[KAISER_MAX_ACTIONS];
      guint n = kaiser_game_legal_actions (game, actions), pick = 0;

      for (guint i = 0; i < n; i++)
        if (kaiser_game_get_to_act (game) == KAISER_SOUTH ? actions[i].bid.kind == KAISER_BID_SUIT
                                                          : kaiser_bid_is_pass (actions[i].bid))
          {
            pick = i;
            break;
          }
      g_assert_true (kaiser_game_apply (game, &actions[pick], NULL));
    }
}

/* South wins the bidding, names trumps if asked, and is to lead. */
static void
south_wins_bid (KaiserGame *game)
{
  south_bids_alone (game);
  if (kaiser_game_get_phase (game) == KAISER_PHASE_TRUMP)
    {
      KaiserAction actions[KAISER_MAX_ACTIONS];

      g_assert_cmpuint (kaiser_game_legal_actions (game, actions), >, 0);
      g_assert_true (kaiser_game_apply (game, &actions[0], NULL));
    }
  g_assert_cmpint (kaiser_game_get_phase (game), ==, KAISER_PHASE_PLAY);
  g_assert_cmpint (kaiser_game_get_to_act (game), ==, KAISER_SOUTH);
}

/* The suits in their colours wherever the window writes them, as the
 * hand summary and the score sheet do: the trump buttons, the contract
 * in the status line (with single spaces around its "·"). */
static void
test_window_suit_colours (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".SuitColours", G_APPLICATION_NON_UNIQUE);
  g_autoptr(KaiserGame) game = NULL;
  g_autofree char *heart = kaiser_score_text_suit_markup ("♥");
  KaiserWindow *window;
  KaiserRules rules;
  GtkWidget *button;
  const char *markup;

  g_assert_nonnull (strstr (heart, "<span"));
  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  game = kaiser_game_new (&rules, 3);
  /* South names trumps */
  south_bids_alone (game);
  g_assert_cmpint (kaiser_game_get_phase (game), ==, KAISER_PHASE_TRUMP);
  window = window_resuming (app, settings, game);
  gtk_window_present (GTK_WINDOW (window));
  kaiser_test_iterate (100);
  button = kaiser_test_find_named (GTK_WIDGET (window), "trump-hearts");
  g_assert_nonnull (button);
  markup = gtk_label_get_label (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))));
  g_test_message ("trump button: %s", markup);
  g_assert_nonnull (strstr (markup, heart));

  gtk_widget_activate (button);
  kaiser_test_iterate (400);   /* a button activated by key is clicked after a short press */
  g_assert_cmpint (kaiser_game_get_phase (kaiser_window_get_game (window)), ==, KAISER_PHASE_PLAY);
  markup = gtk_label_get_label (GTK_LABEL (kaiser_test_find_named (GTK_WIDGET (window), "contract-label")));
  g_test_message ("status line: %s", markup);
  g_assert_nonnull (strstr (markup, heart));
  g_assert_null (strstr (markup, "  "));
  g_assert_nonnull (strstr (markup, "</b> · points"));
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* South to play, with more than one card to choose from, in a game whose
 * calls and cards are the first legal ones. */
static KaiserGame *
south_to_choose_card (KaiserRules *rules)
{
  KaiserGame *game = kaiser_game_new (rules, 3);

  for (;;)
    {
      KaiserAction actions[KAISER_MAX_ACTIONS];
      guint n = kaiser_game_legal_actions (game, actions);

      if (kaiser_game_get_phase (game) == KAISER_PHASE_PLAY && kaiser_game_get_to_act (game) == KAISER_SOUTH && n > 1)
        return game;
      g_assert_cmpuint (n, >, 0);
      g_assert_true (kaiser_game_apply (game, &actions[0], NULL));
    }
}

static void
press (KaiserWindow *window, guint keyval)
{
  g_assert_true (kaiser_test_press_key (GTK_WINDOW (window), keyval, 0));
}

/* The card the table draws its cursor on, in a frame drawn now (its
 * snapshot itself: GTK would give the frame it drew last). */
static KaiserCard
drawn_cursor (GtkWidget *table)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;

  GTK_WIDGET_GET_CLASS (table)->snapshot (table, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_clear_pointer (&node, gsk_render_node_unref);
  return kaiser_table_get_cursor_card (KAISER_TABLE (table));
}

/* The card the Hint suggests glows on the table until the player plays;
 * a new game takes the hint away too. */
static void
test_window_hint_card (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".HintCard", G_APPLICATION_NON_UNIQUE);
  g_autoptr(KaiserGame) game = NULL;
  KaiserWindow *window;
  KaiserTable *table;
  KaiserCard card;
  KaiserRules rules;
  GtkWidget *hinted = NULL;
  guint n;

  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  game = south_to_choose_card (&rules);
  window = window_resuming (app, settings, game);
  gtk_window_present (GTK_WINDOW (window));
  table = KAISER_TABLE (kaiser_test_find_named (GTK_WIDGET (window), "table"));
  g_assert_cmpuint (kaiser_table_get_hinted_card (table), ==, KAISER_CARD_NONE);

  ask_hint (window);
  card = kaiser_table_get_hinted_card (table);
  g_assert_cmpuint (card, !=, KAISER_CARD_NONE);
  g_assert_true (kaiser_cards_has (kaiser_state_legal_cards (kaiser_game_get_state (kaiser_window_get_game (window))),
                                   card));
  g_assert_cmpuint (count_hinted (GTK_WIDGET (window), &hinted), ==, 0);   /* no button for a card */

  /* the cursor goes onto the card hinted, from wherever it was: Enter
   * plays what the Hint marked (a hint on the card already under the
   * cursor shows nothing of this: then again, from the other end) */
  for (guint i = 0; ; i++)
    {
      g_autoptr(KaiserGame) fresh = kaiser_game_replay (game, kaiser_game_get_n_actions (game), NULL);
      KaiserCard before;

      g_assert_cmpuint (i, <, 6);
      kaiser_window_set_game (window, fresh);
      gtk_widget_grab_focus (GTK_WIDGET (table));
      press (window, i % 2 ? GDK_KEY_End : GDK_KEY_Home);
      before = kaiser_table_get_focus_card (table);
      ask_hint (window);
      card = kaiser_table_get_hinted_card (table);
      if (card == before)
        continue;
      g_assert_cmpuint (drawn_cursor (GTK_WIDGET (table)), ==, card);
      n = kaiser_game_get_n_actions (kaiser_window_get_game (window));
      press (window, GDK_KEY_Return);
      g_assert_cmpuint (kaiser_game_get_n_actions (kaiser_window_get_game (window)), >, n);
      g_assert_cmpuint (kaiser_game_get_action (kaiser_window_get_game (window), n)->value, ==, card);
      break;
    }

  /* the player plays another card: the glow and the line go */
  {
    g_autoptr(KaiserGame) fresh = kaiser_game_replay (game, kaiser_game_get_n_actions (game), NULL);

    kaiser_window_set_game (window, fresh);
  }
  ask_hint (window);
  card = kaiser_table_get_hinted_card (table);
  {
    KaiserCards others = kaiser_state_legal_cards (kaiser_game_get_state (kaiser_window_get_game (window))) &
                         ~kaiser_card_bit (card);

    n = kaiser_game_get_n_actions (kaiser_window_get_game (window));
    gtk_widget_activate_action (GTK_WIDGET (table), "table.play", "u", (guint32) kaiser_cards_first (others));
    g_assert_cmpuint (kaiser_game_get_n_actions (kaiser_window_get_game (window)), >, n);
  }
  g_assert_cmpuint (kaiser_table_get_hinted_card (table), ==, KAISER_CARD_NONE);
  g_assert_false (kaiser_test_hint_shown (window));

  /* a new game (here the same position again) clears it */
  kaiser_window_set_game (window, game);
  ask_hint (window);
  g_assert_cmpuint (kaiser_table_get_hinted_card (table), !=, KAISER_CARD_NONE);
  kaiser_window_set_game (window, game);
  g_assert_cmpuint (kaiser_table_get_hinted_card (table), ==, KAISER_CARD_NONE);
  g_assert_false (kaiser_test_hint_shown (window));
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* Under trumps by the first lead (Joffre), the player who won the
 * bidding is told that the first card names trumps; with trumps named,
 * a lead is a lead. */
static void
test_window_first_lead_trumps (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".FirstLead", G_APPLICATION_NON_UNIQUE);
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(KaiserGame) named = NULL;
  KaiserWindow *window;
  KaiserRules rules;
  GtkLabel *prompt;

  g_assert_true (kaiser_rules_init_preset (&rules, "joffre", NULL));
  game = kaiser_game_new (&rules, 3);
  south_wins_bid (game);
  window = window_resuming (app, settings, game);
  gtk_window_present (GTK_WINDOW (window));
  kaiser_test_iterate (100);
  prompt = GTK_LABEL (kaiser_test_find_named (GTK_WIDGET (window), "prompt-label"));
  g_assert_cmpstr (gtk_label_get_text (prompt), ==, "Your lead. The suit of this first card will be trumps.");

  rules.trump_by = KAISER_TRUMP_BY_NAMING;
  named = kaiser_game_new (&rules, 3);
  south_wins_bid (named);
  kaiser_window_set_game (window, named);
  kaiser_test_iterate (100);
  g_assert_cmpstr (gtk_label_get_text (prompt), ==, "Your lead.");
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* The animation speed in Preferences drives the table. */
static void
test_window_animation_setting (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".Animation", G_APPLICATION_NON_UNIQUE);
  KaiserWindow *window;
  KaiserTable *table;

  g_settings_set_string (settings, "animation-speed", "slow");
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = kaiser_window_new (app);
  table = KAISER_TABLE (kaiser_test_find_named (GTK_WIDGET (window), "table"));
  g_assert_cmpint (kaiser_table_get_animation_speed (table), ==, KAISER_ANIMATION_SPEED_SLOW);
  g_settings_set_string (settings, "animation-speed", "off");
  g_assert_cmpint (kaiser_table_get_animation_speed (table), ==, KAISER_ANIMATION_SPEED_OFF);
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

static gboolean
table_has_layout (gpointer data)
{
  graphene_rect_t rect;

  return kaiser_table_get_trick_rect (KAISER_TABLE (data), KAISER_SOUTH, &rect);
}

/* The card theme is read after the window shows; a theme that is not
 * there gives way to the Standard one, and the table is laid out. */
static const char *
table_theme (GtkWidget *table)
{
  KaiserCardTheme *theme = kaiser_card_cache_get_theme (kaiser_table_get_cache (KAISER_TABLE (table)));
  return theme ? kaiser_card_theme_get_id (theme) : NULL;
}

/* For kaiser_test_wait_for: the table's theme is @id. */
typedef struct {
  GtkWidget  *table;
  const char *id;
} TableTheme;

static gboolean
table_theme_is (gpointer data)
{
  TableTheme *wait = data;
  return g_strcmp0 (table_theme (wait->table), wait->id) == 0;
}

static void
test_window_missing_theme (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".Theme", G_APPLICATION_NON_UNIQUE);
  KaiserWindow *window;
  GtkWidget *table;

  g_settings_set_string (settings, "card-theme", "no-such-theme");
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = kaiser_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  table = kaiser_test_find_named (GTK_WIDGET (window), "table");
  g_assert_true (kaiser_test_wait_for (table_has_layout, table, 10000));
  /* the choice is kept: it is the player's, the fallback only for now */
  {
    g_autofree char *kept = g_settings_get_string (settings, "card-theme");
    g_assert_cmpstr (kept, ==, "no-such-theme");
  }
  g_assert_cmpstr (table_theme (table), ==, "standard");
  /* a theme chosen during the game comes in */
  g_settings_set_string (settings, "card-theme", "joffre");
  g_assert_true (kaiser_test_wait_for (table_theme_is, &(TableTheme) { table, "joffre" }, 10000));
  /* one that cannot be used: the cards on the table stay (not the standard ones) */
  g_settings_set_string (settings, "card-theme", "no-such-theme");
  kaiser_test_iterate (1000);
  g_assert_cmpstr (table_theme (table), ==, "joffre");
  /* two choices in quick succession, the first slower to read: the last one stands */
  g_settings_set_string (settings, "card-theme", "quebec");
  g_settings_set_string (settings, "card-theme", "large-print");
  kaiser_test_iterate (1500);
  g_assert_cmpstr (table_theme (table), ==, "large-print");
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* Heavy card themes (issue 15): choosing a theme slow to parse and to
 * draw, then changing the window's size twice (every card parsed and
 * drawn anew each time, from its own part of the SVG), never holds the main
 * loop up more than 100 ms; themes over the limits (too many elements, a
 * cards.svg or a theme.ini too large) are refused, the cards stay. */
static void
test_window_heavy_theme (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".Heavy", G_APPLICATION_NON_UNIQUE);
  const char *refused[] = { "too-many", "too-big", "huge-ini", "long-ini" };
  g_autofree char *slow = kaiser_test_write_theme ("slow", KAISER_TEST_THEME_SLOW);
  g_autofree char *many = kaiser_test_write_theme ("too-many", KAISER_TEST_THEME_MANY);
  g_autofree char *big = kaiser_test_write_theme ("too-big", KAISER_TEST_THEME_HUGE_SVG);
  g_autofree char *huge_ini = kaiser_test_write_theme ("huge-ini", KAISER_TEST_THEME_HUGE_INI);
  g_autofree char *long_ini = kaiser_test_write_theme ("long-ini", KAISER_TEST_THEME_LONG_INI);
  double choose, resize, resize_back, refuse = 0;
  guint taken = 0;
  KaiserWindow *window;
  GtkWidget *table;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = kaiser_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 650);
  gtk_window_present (GTK_WINDOW (window));
  table = kaiser_test_find_named (GTK_WIDGET (window), "table");
  g_assert_true (kaiser_test_wait_for (table_has_layout, table, 10000));
  kaiser_test_iterate (300);

  kaiser_test_stall_watch_start ();
  g_settings_set_string (settings, "card-theme", "slow");
  g_assert_true (kaiser_test_wait_for (table_theme_is, &(TableTheme) { table, "slow" }, 10000));
  kaiser_test_iterate (500);
  choose = kaiser_test_stall_watch_stop ();

  /* a new size: every card on the table drawn anew */
  kaiser_test_stall_watch_start ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  kaiser_test_iterate (1500);
  resize = kaiser_test_stall_watch_stop ();

  /* and another */
  kaiser_test_stall_watch_start ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 800);
  kaiser_test_iterate (1500);
  resize_back = kaiser_test_stall_watch_stop ();

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      kaiser_test_stall_watch_start ();
      g_settings_set_string (settings, "card-theme", refused[i]);
      kaiser_test_iterate (400);
      refuse = MAX (refuse, kaiser_test_stall_watch_stop ());
      if (!g_str_equal (table_theme (table), "slow"))
        {
          g_test_message ("%s was taken", refused[i]);
          taken++;
          g_settings_set_string (settings, "card-theme", "slow");
          g_assert_true (kaiser_test_wait_for (table_theme_is, &(TableTheme) { table, "slow" }, 10000));
        }
    }
  g_test_message ("longest main-loop iteration: choosing the slow theme %.1f ms, a new size %.1f ms, "
                  "another size %.1f ms, choosing the refused ones %.1f ms",
                  choose, resize, resize_back, refuse);
  g_assert_cmpuint (taken, ==, 0);
  g_assert_cmpfloat (choose, <, kaiser_test_stall_limit ());
  g_assert_cmpfloat (resize, <, kaiser_test_stall_limit ());
  g_assert_cmpfloat (resize_back, <, kaiser_test_stall_limit ());
  g_assert_cmpfloat (refuse, <, kaiser_test_stall_limit ());

  /* Ctrl+T goes round the usable themes only: those whose theme.ini the
   * list already found broken are not offered */
  {
    g_autoptr(GHashTable) visited = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

    for (guint i = 0; i < 20; i++)
      {
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.next-card-theme", NULL));
        g_hash_table_add (visited, g_settings_get_string (settings, "card-theme"));
      }
    g_assert_true (g_hash_table_contains (visited, "joffre"));
    g_assert_true (g_hash_table_contains (visited, "slow"));
    g_assert_false (g_hash_table_contains (visited, "huge-ini"));
    g_assert_false (g_hash_table_contains (visited, "long-ini"));
  }

  g_settings_set_string (settings, "card-theme", "standard");
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

typedef struct {
  GtkWidget  *root;
  const char *prefix;
} LabelWait;

static gboolean
label_shown (gpointer data)
{
  LabelWait *wait = data;

  return kaiser_test_find_label (wait->root, wait->prefix) != NULL;
}

/* Issue 23: a theme whose cards take longer than the limit to draw is
 * refused with a toast naming the time, and the cards on the table stay
 * (tests/test-card-theme.c /loader-cancel: one left is given up). */
static void
test_window_slow_theme (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".Slow", G_APPLICATION_NON_UNIQUE);
  g_autofree char *heavy = kaiser_test_write_theme ("heavy", KAISER_TEST_THEME_HEAVY);
  const char *prefix = "The card theme “heavy” is too slow: its cards take ";
  LabelWait wait;
  KaiserWindow *window;
  GtkWidget *table, *label;
  double one;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = kaiser_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  table = kaiser_test_find_named (GTK_WIDGET (window), "table");
  g_assert_true (kaiser_test_wait_for (table_has_layout, table, 10000));
  g_assert_true (kaiser_test_wait_for (table_theme_is, &(TableTheme) { table, "standard" }, 10000));

  kaiser_test_limit_draw_time (heavy, &one);

  g_settings_set_string (settings, "card-theme", "heavy");
  wait = (LabelWait) { GTK_WIDGET (window), prefix };
  g_assert_true (kaiser_test_wait_for (label_shown, &wait, 20000));
  label = kaiser_test_find_label (GTK_WIDGET (window), prefix);
  g_test_message ("a card of the heavy theme: %.2f s here; %s", one, gtk_label_get_text (GTK_LABEL (label)));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), " s each to draw, at most "));
  g_assert_cmpstr (table_theme (table), ==, "standard");
  kaiser_card_theme_set_max_draw_ms (0);

  g_settings_set_string (settings, "card-theme", "standard");
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* The cards the player may pick now, whatever the phase. */
static KaiserCards
pickable (const KaiserState *st)
{
  switch (st->phase)
    {
    case KAISER_PHASE_PLAY:  return kaiser_state_legal_cards (st);
    case KAISER_PHASE_PASS:  return kaiser_state_legal_pass_cards (st);
    case KAISER_PHASE_KITTY: return kaiser_state_legal_discards (st);
    default:                 return 0;
    }
}

typedef struct {
  KaiserWindow *window;
  guint         n_actions;
  guint         hand;
} Moved;

static gboolean
game_moved (gpointer data)
{
  Moved *m = data;
  const KaiserState *st = kaiser_game_get_state (kaiser_window_get_game (m->window));

  return kaiser_game_get_n_actions (kaiser_window_get_game (m->window)) != m->n_actions || st->hand_number != m->hand;
}

/* A key that acts on the game, and the game's next state (a button
 * pressed from the keyboard clicks a moment later, as it shows pressed). */
static void
press_and_wait (KaiserWindow *window, guint keyval)
{
  KaiserGame *game = kaiser_window_get_game (window);
  Moved m = { window, kaiser_game_get_n_actions (game), kaiser_game_get_state (game)->hand_number };

  press (window, keyval);
  g_assert_true (kaiser_test_wait_for (game_moved, &m, 2000));
}

/* A whole game with the keyboard alone, never Tab: at every turn of the
 * player's the focus is where the next key needs it, and shows: in the
 * hand on a card that may be played (Enter plays that very card), on the
 * bidding box (P passes, Enter bids), on the choice to make, on the
 * hand's summary (Enter deals the next hand).  Enter on a card that
 * cannot be played says why, with the card. */
static void
test_window_keyboard_only (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".Keys", G_APPLICATION_NON_UNIQUE);
  KaiserWindow *window;
  GtkWidget *table, *choices;
  guint played = 0, choices_made = 0, summaries = 0, refused = 0, winners_seen = 0;
  gint64 deadline = g_get_monotonic_time () + 240 * G_USEC_PER_SEC;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = kaiser_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  table = kaiser_test_find_named (GTK_WIDGET (window), "table");
  choices = kaiser_test_find_named (GTK_WIDGET (window), "choices");
  g_assert_true (kaiser_test_wait_for (table_has_layout, table, 10000));

  while (g_get_monotonic_time () < deadline)
    {
      KaiserGame *game;
      const KaiserState *st;
      GtkWidget *focus;
      guint before;

      kaiser_test_iterate (5);
      game = kaiser_window_get_game (window);
      st = kaiser_game_get_state (game);
      if (st->phase == KAISER_PHASE_GAME_OVER)
        break;
      if (st->phase != KAISER_PHASE_HAND_OVER && st->to_act != KAISER_SOUTH)
        continue;
      focus = gtk_root_get_focus (GTK_ROOT (window));
      g_assert_nonnull (focus);
      /* after the first key, the focus shows */
      if (played + choices_made + summaries > 0)
        g_assert_true (gtk_window_get_focus_visible (GTK_WINDOW (window)));
      before = kaiser_game_get_n_actions (game);
      if (st->phase == KAISER_PHASE_HAND_OVER)
        {
          g_assert_cmpstr (gtk_widget_get_name (focus), ==, "next-hand-button");
          press_and_wait (window, GDK_KEY_Return);
          g_assert_cmpint (kaiser_game_get_phase (game), !=, KAISER_PHASE_HAND_OVER);
          summaries++;
        }
      else if (pickable (st))
        {
          KaiserCards legal = pickable (st);
          KaiserCards other = st->hands[KAISER_SOUTH] & ~legal;
          KaiserCard card;

          g_assert_true (focus == table);
          card = kaiser_table_get_focus_card (KAISER_TABLE (table));
          g_assert_true (kaiser_cards_has (legal, card));
          if (other && refused == 0)
            {
              /* to a card that cannot be played, Enter: nothing played, and why */
              g_autofree char *name = NULL;
              g_autofree char *expected = NULL;
              g_autofree char *wrong = NULL;

              press (window, GDK_KEY_Home);
              while (kaiser_cards_has (legal, kaiser_table_get_focus_card (KAISER_TABLE (table))))
                press (window, GDK_KEY_Right);
              name = kaiser_deck_card_describe (&st->rules.deck, kaiser_table_get_focus_card (KAISER_TABLE (table)));
              press (window, GDK_KEY_Return);
              g_assert_cmpuint (kaiser_game_get_n_actions (game), ==, before);
              expected = g_strdup_printf ("%s, not playable. You must follow suit (%s).", name,
                                          kaiser_card_names_get_suit (NULL, kaiser_card_suit (st->tricks[st->n_tricks].cards[0])));
              wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (table), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
              if (wrong)
                g_error ("accessible label is “%s”, expected “%s”", wrong, expected);
              refused++;
              /* KAISER_TABLE_SHOTS=<dir>: the refusal as it shows */
              if (g_getenv ("KAISER_TABLE_SHOTS"))
                {
                  g_autofree char *path = g_build_filename (g_getenv ("KAISER_TABLE_SHOTS"), "refused.png", NULL);

                  kaiser_test_iterate (400);
                  kaiser_test_save_png (GTK_WIDGET (window), path);
                }
              /* back to a card that may be played */
              press (window, GDK_KEY_Home);
              while (!kaiser_cards_has (legal, kaiser_table_get_focus_card (KAISER_TABLE (table))))
                press (window, GDK_KEY_Right);
              card = kaiser_table_get_focus_card (KAISER_TABLE (table));
            }
          /* the cursor is drawn on that card, even once GTK stops showing
           * the focus (a click elsewhere, a while without keys): every
           * other turn, as after a trick won by any seat */
          if (played % 2 == 1)
            gtk_window_set_focus_visible (GTK_WINDOW (window), FALSE);
          if (drawn_cursor (table) != card)
            {
              KaiserTable *t = KAISER_TABLE (table);

              g_test_message ("no cursor on the card Enter plays: %d cards drawn, cursor at %d, playable %" G_GINT64_MODIFIER "x, "
                              "focus %d (visible %d), phase %d, %d px wide, %u animations",
                              t->n_hand, t->focus, (guint64) t->playable, gtk_widget_is_focus (table),
                              gtk_widget_has_visible_focus (table), st->phase, gtk_widget_get_width (table), t->n_anims);
            }
          g_assert_cmpuint (drawn_cursor (table), ==, card);
          winners_seen |= st->n_tricks > 0 ? 1u << st->tricks[st->n_tricks - 1].winner : 0;
          press (window, GDK_KEY_Return);
          /* the card under the focus, and no other, was played */
          g_assert_cmpuint (kaiser_game_get_n_actions (game), ==, before + 1);
          g_assert_cmpuint (kaiser_game_get_action (game, before)->value, ==, card);
          played++;
        }
      else
        {
          KaiserAction legal[KAISER_MAX_ACTIONS];

          g_assert_nonnull (gtk_widget_get_ancestor (focus, GTK_TYPE_FLOW_BOX));
          g_assert_true (gtk_widget_is_ancestor (focus, choices));
          g_assert_cmpuint (kaiser_game_legal_actions (game, legal), >, 0);
          /* P passes; Enter takes the choice with the focus (the forced dealer's cheapest bid, Keep, a suit) */
          press_and_wait (window, st->phase == KAISER_PHASE_BIDDING && kaiser_bid_is_pass (legal[0].bid) && choices_made % 2 == 0
                                  ? GDK_KEY_p : GDK_KEY_Return);
          g_assert_cmpuint (kaiser_game_get_n_actions (game), ==, before + 1);
          choices_made++;
        }
    }
  g_assert_cmpint (kaiser_game_get_phase (kaiser_window_get_game (window)), ==, KAISER_PHASE_GAME_OVER);
  g_test_message ("keyboard only: %u cards, %u choices, %u summaries", played, choices_made, summaries);
  g_assert_cmpuint (played, >, 8);
  g_assert_cmpuint (summaries, >, 0);
  g_assert_cmpuint (refused, ==, 1);
  /* the cursor was checked after a trick won by each seat */
  g_assert_cmpuint (winners_seen, ==, 0xf);
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* The window's smallest size, its content's (without the shadows of the
 * client-side decorations): the width, and the height at that width. */
static void
content_minimum (KaiserWindow *window, int *width, int *height)
{
  GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));

  gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, width, NULL, NULL, NULL);
  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, *width, height, NULL, NULL, NULL);
}

/* The first legal action of each seat until the player is to play with
 * a full hand of 8. */
static KaiserGame *
game_at_first_card (void)
{
  KaiserRules rules;
  KaiserGame *game;

  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  game = kaiser_game_new (&rules, 7);
  while (!(kaiser_game_get_phase (game) == KAISER_PHASE_PLAY && kaiser_game_get_to_act (game) == KAISER_SOUTH))
    {
      KaiserAction actions[KAISER_MAX_ACTIONS];

      g_assert_cmpuint (kaiser_game_legal_actions (game, actions), >, 0);
      g_assert_true (kaiser_game_apply (game, &actions[0], NULL));
    }
  g_assert_cmpuint (kaiser_cards_count (kaiser_game_get_hand (game, KAISER_SOUTH)), ==, 8);
  return game;
}

static gboolean
player_bids (gpointer data)
{
  KaiserGame *game = kaiser_window_get_game (data);

  return kaiser_game_get_phase (game) == KAISER_PHASE_BIDDING && kaiser_game_get_to_act (game) == KAISER_SOUTH;
}

/* Small screens and tiled windows: the window goes down to 600 × 500
 * with the bidding box under the table, and with a hand of 8 at play;
 * there the table keeps room for its cards and the bidding box fits,
 * and the table keeps its size from the auction to the play. */
static void
test_window_small (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".Small", G_APPLICATION_NON_UNIQUE);
  g_autoptr(KaiserGame) playing = game_at_first_card ();
  KaiserWindow *window;
  GtkWidget *table, *choices;
  int w, h, bidding_height;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = kaiser_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 600, 500);
  gtk_window_present (GTK_WINDOW (window));
  table = kaiser_test_find_named (GTK_WIDGET (window), "table");
  choices = kaiser_test_find_named (GTK_WIDGET (window), "choices");
  g_assert_true (kaiser_test_wait_for (table_has_layout, table, 10000));

  /* KAISER_SEED=42: the player's turn to bid comes */
  g_assert_true (kaiser_test_wait_for (player_bids, window, 5000));
  content_minimum (window, &w, &h);
  g_test_message ("smallest window, bidding: %d × %d", w, h);
  g_assert_cmpint (w, <=, 600);
  g_assert_cmpint (h, <=, 500);
  kaiser_test_iterate (300);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 612);   /* the shadows of the decorations */
  g_assert_cmpint (gtk_widget_get_height (table), >=, 230);
  g_assert_cmpint (gtk_widget_get_width (choices), <=, gtk_widget_get_width (table));
  bidding_height = gtk_widget_get_height (table);

  kaiser_window_set_game (window, playing);
  kaiser_test_iterate (300);
  content_minimum (window, &w, &h);
  g_test_message ("smallest window, a hand of 8 at play: %d × %d", w, h);
  g_assert_cmpint (w, <=, 600);
  g_assert_cmpint (h, <=, 500);
  /* the room of the bidding box is kept through the hand (issue 24) */
  g_assert_cmpint (gtk_widget_get_height (table), ==, bidding_height);
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

typedef struct {
  KaiserWindow *window;
  KaiserGame   *game;        /* the game and … */
  guint         n_actions;   /* … its actions when the player last acted */
} PlayerTurn;

/* The player's turn once the window offers it (the computers' calls and
 * cards are shown first, and a choice clicked during a pause is carried
 * out after it), or the hand's end. */
static gboolean
south_acts_or_hand_over (gpointer data)
{
  PlayerTurn *turn = data;
  KaiserGame *game = kaiser_window_get_game (turn->window);
  const KaiserState *st = kaiser_game_get_state (game);
  KaiserTable *table = KAISER_TABLE (kaiser_test_find_named (GTK_WIDGET (turn->window), "table"));

  if (game == turn->game && kaiser_game_get_n_actions (game) == turn->n_actions)
    return FALSE;
  return st->phase == KAISER_PHASE_HAND_OVER || st->phase == KAISER_PHASE_GAME_OVER ||
         (st->to_act == KAISER_SOUTH && !kaiser_table_get_animating (table) &&
          (kaiser_table_get_playable (table) != 0 ||
           kaiser_test_first_button (kaiser_test_find_named (GTK_WIDGET (turn->window), "choices"))));
}

static void
check_apart (GtkWidget *window, GtkWidget *a, GtkWidget *b)
{
  graphene_rect_t ra, rb;

  g_assert_true (gtk_widget_compute_bounds (a, window, &ra));
  g_assert_true (gtk_widget_compute_bounds (b, window, &rb));
  if (graphene_rect_intersection (&ra, &rb, NULL))
    g_error ("%s (%g, %g, %g × %g) covers %s (%g, %g, %g × %g)", gtk_widget_get_css_name (a),
             ra.origin.x, ra.origin.y, ra.size.width, ra.size.height, gtk_widget_get_name (b),
             rb.origin.x, rb.origin.y, rb.size.width, rb.size.height);
}

/* The layout stands still (issue 24): the hint line, the bidding box, the
 * trump row and Claim come and go in the room kept for them, and the
 * table (so the hand) neither moves nor changes size during a hand; a
 * toast covers neither the status line nor the bidding box. */
static void
test_window_layout_still (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".Still", G_APPLICATION_NON_UNIQUE);
  KaiserWindow *window;
  GtkWidget *table, *toast = NULL;
  graphene_rect_t first, now;
  guint n_checked = 0, n_hints = 0, n_trumps = 0;
  gboolean have_first = FALSE, bid = FALSE;
  PlayerTurn turn = { NULL, NULL, 0 };

  g_settings_set_string (settings, "computer-level", "beginner");
  g_settings_set_string (settings, "animation-speed", "fast");
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = kaiser_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  gtk_window_present (GTK_WINDOW (window));
  turn.window = window;
  table = kaiser_test_find_named (GTK_WIDGET (window), "table");
  g_assert_true (kaiser_test_wait_for (table_has_layout, table, 10000));

  for (;;)
    {
      KaiserGame *game;
      const KaiserState *st;
      KaiserAction actions[KAISER_MAX_ACTIONS];
      guint n;

      g_assert_true (kaiser_test_wait_for (south_acts_or_hand_over, &turn, 20000));
      game = kaiser_window_get_game (window);
      st = kaiser_game_get_state (game);
      turn.game = game;
      turn.n_actions = kaiser_game_get_n_actions (game);
      if (st->phase == KAISER_PHASE_HAND_OVER || st->phase == KAISER_PHASE_GAME_OVER)
        break;
      kaiser_test_iterate (30);
      for (guint with_hint = 0; with_hint < 2; with_hint++)
        {
          g_assert_true (gtk_widget_compute_bounds (table, GTK_WIDGET (window), &now));
          if (!have_first)
            first = now, have_first = TRUE;
          else if (!graphene_rect_equal (&first, &now))
            g_error ("in phase %s%s, the table is at (%g, %g), %g × %g, not (%g, %g), %g × %g",
                     kaiser_phase_to_string (st->phase), with_hint ? " with the hint shown" : "",
                     now.origin.x, now.origin.y, now.size.width, now.size.height,
                     first.origin.x, first.origin.y, first.size.width, first.size.height);
          n_checked++;
          if (with_hint == 0)
            {
              g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
              if (!kaiser_test_wait_for (kaiser_test_hint_shown, window, 20000))
                g_error ("no hint in phase %s after %u hints", kaiser_phase_to_string (st->phase), n_hints);
              kaiser_test_iterate (30);
              n_hints++;
            }
        }
      if (st->phase == KAISER_PHASE_TRUMP)
        n_trumps++;
      n = kaiser_game_legal_actions (game, actions);
      g_assert_cmpuint (n, >, 0);
      if (st->phase == KAISER_PHASE_PLAY)
        {
          KaiserCards illegal = st->hands[KAISER_SOUTH] & ~kaiser_state_legal_cards (st);

          if (illegal && toast == NULL)
            {
              /* the refused card's toast */
              gtk_widget_activate_action (table, "table.play", "u", (guint32) kaiser_cards_first (illegal));
              kaiser_test_iterate (400);
              toast = kaiser_test_find_css_named (GTK_WIDGET (window), "toast");
              g_assert_nonnull (toast);
              check_apart (GTK_WIDGET (window), toast, kaiser_test_find_named (GTK_WIDGET (window), "status-line"));
              check_apart (GTK_WIDGET (window), toast, kaiser_test_find_named (GTK_WIDGET (window), "panel"));
            }
          gtk_widget_activate_action (table, "table.play", "u", (guint32) actions[0].value);
        }
      else if (st->phase == KAISER_PHASE_BIDDING && !bid && n > 1)
        {
          /* the player bids (the cheapest bid) to name trumps */
          char name[32] = "bid-";

          kaiser_bid_to_string (actions[1].bid, name + strlen (name));
          gtk_widget_activate (kaiser_test_find_named (GTK_WIDGET (window), name));
          bid = TRUE;
        }
      else if (!press_first_choice (GTK_WIDGET (window)))
        g_error ("no choice in phase %s", kaiser_phase_to_string (st->phase));
    }
  g_assert_nonnull (toast);
  g_test_message ("%u checks, %u hints, %u trump choices", n_checked, n_hints, n_trumps);
  g_assert_cmpuint (n_hints, >=, 8);
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* A computer seat's card in view, its pause running: not the player's
 * turn, the table still, nobody thinking yet. */
static gboolean
computer_pausing (gpointer data)
{
  KaiserWindow *window = data;
  KaiserTable *table = KAISER_TABLE (kaiser_test_find_named (GTK_WIDGET (window), "table"));
  const KaiserState *st = kaiser_game_get_state (kaiser_window_get_game (window));

  return st->phase == KAISER_PHASE_PLAY && st->to_act != KAISER_SOUTH && !kaiser_table_get_animating (table) &&
         kaiser_table_get_thinking (table) == KAISER_SEAT_NONE;
}

/* A click or key during a computer seat's pause skips it (issue 24): the
 * next seat starts thinking at once.  A card picked out of turn (a click
 * on it, or Enter) and a click on the felt both do. */
static void
test_window_skip_pause (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".Skip", G_APPLICATION_NON_UNIQUE);
  g_autoptr(KaiserGame) game = game_at_first_card ();
  KaiserWindow *window;
  KaiserTable *table;
  const KaiserState *st;

  g_settings_set_string (settings, "animation-speed", "slow");
  window = window_resuming (app, settings, game);
  gtk_window_present (GTK_WINDOW (window));
  table = KAISER_TABLE (kaiser_test_find_named (GTK_WIDGET (window), "table"));
  g_assert_true (kaiser_test_wait_for (table_has_layout, table, 10000));
  st = kaiser_game_get_state (kaiser_window_get_game (window));
  g_assert_cmpint (st->to_act, ==, KAISER_SOUTH);
  gtk_widget_activate_action (GTK_WIDGET (table), "table.play", "u", (guint32) kaiser_cards_first (kaiser_state_legal_cards (st)));

  /* a card picked while West's pause runs */
  g_assert_true (kaiser_test_wait_for (computer_pausing, window, 10000));
  st = kaiser_game_get_state (kaiser_window_get_game (window));
  gtk_widget_activate_action (GTK_WIDGET (table), "table.play", "u", (guint32) kaiser_cards_first (st->hands[KAISER_SOUTH]));
  g_assert_cmpint (kaiser_table_get_thinking (table), ==, st->to_act);
  g_assert_cmpuint (kaiser_test_count_toasts (GTK_WIDGET (window)), ==, 0);   /* not told to wait */

  /* a click on the felt, at the next seat's pause */
  g_assert_true (kaiser_test_wait_for (computer_pausing, window, 10000));
  g_signal_emit_by_name (table, "go-on");
  g_assert_cmpint (kaiser_table_get_thinking (table), ==, st->to_act);
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* Ctrl+T names the theme it came to, and the hint on screen names its
 * card as the new theme does (issue 24: a Joffre name over the Standard
 * cards, or the other way round). */
static void
test_window_theme_switch (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".ThemeSwitch", G_APPLICATION_NON_UNIQUE);
  g_autoptr(KaiserGame) game = game_at_first_card ();
  KaiserWindow *window = window_resuming (app, settings, game);
  GtkWidget *table = kaiser_test_find_named (GTK_WIDGET (window), "table");
  GtkWidget *label = kaiser_test_find_named (GTK_WIDGET (window), "hint-label");
  g_autofree char *standard_hint = NULL;

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (kaiser_test_wait_for (table_theme_is, &(TableTheme) { table, "standard" }, 10000));
  ask_hint (window);
  standard_hint = g_strdup (gtk_label_get_text (GTK_LABEL (label)));
  /* round the themes to Joffre */
  for (guint i = 0; i < 10; i++)
    {
      g_autofree char *now = g_settings_get_string (settings, "card-theme");

      if (g_str_equal (now, "joffre"))
        break;
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.next-card-theme", NULL));
    }
  g_assert_true (kaiser_test_wait_for (table_theme_is, &(TableTheme) { table, "joffre" }, 10000));
  kaiser_test_iterate (100);
  g_assert_nonnull (kaiser_test_find_label (GTK_WIDGET (window), "Card theme: Joffre"));
  g_assert_true (kaiser_test_hint_shown (window));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), !=, standard_hint);
  /* and back: the Standard names again */
  g_settings_set_string (settings, "card-theme", "standard");
  g_assert_true (kaiser_test_wait_for (table_theme_is, &(TableTheme) { table, "standard" }, 10000));
  kaiser_test_iterate (100);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, standard_hint);
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

static void
test_window_auction (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".Auction", G_APPLICATION_NON_UNIQUE);
  g_autoptr(KaiserGame) game = game_at_first_card ();
  KaiserWindow *window = window_resuming (app, settings, game);
  GtkWidget *label = kaiser_test_find_named (GTK_WIDGET (window), "contract-label");
  const KaiserState *st = kaiser_game_get_state (kaiser_window_get_game (window));
  const char *tooltip = gtk_widget_get_tooltip_text (label);

  g_assert_cmpuint (st->n_bids, ==, KAISER_N_SEATS);
  check_auction (tooltip, st);
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* Points below zero in the status line have the minus sign the table
 * and the score sheet use, not a hyphen (issue 24: "them -2"). */
static void
test_window_points_minus (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".PointsMinus", G_APPLICATION_NON_UNIQUE);
  g_autoptr(KaiserGame) game = NULL;
  KaiserWindow *window;
  const char *text;
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  /* the first legal action each time, until a side has fewer than no
   * points with the play still on and South to play */
  for (guint64 seed = 1; game == NULL; seed++)
    {
      g_autoptr(KaiserGame) g = kaiser_game_new (&rules, seed);

      g_assert_cmpuint (seed, <, 500);
      while (kaiser_game_get_phase (g) < KAISER_PHASE_HAND_OVER)
        {
          const KaiserState *st = kaiser_game_get_state (g);
          KaiserAction actions[KAISER_MAX_ACTIONS];

          if (st->phase == KAISER_PHASE_PLAY && st->to_act == KAISER_SOUTH &&
              (kaiser_state_points (st, KAISER_TEAM_NS) < 0 || kaiser_state_points (st, KAISER_TEAM_EW) < 0))
            {
              game = g_steal_pointer (&g);
              break;
            }
          g_assert_cmpuint (kaiser_game_legal_actions (g, actions), >, 0);
          g_assert_true (kaiser_game_apply (g, &actions[0], NULL));
        }
    }
  window = window_resuming (app, settings, game);
  text = gtk_label_get_text (GTK_LABEL (kaiser_test_find_named (GTK_WIDGET (window), "contract-label")));
  g_assert_nonnull (strstr (text, "\u2212"));
  g_assert_null (strchr (text, '-'));
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

int
main (int argc, char **argv)
{
  /* the user's themes: a folder of the tests' own */
  g_autofree char *data_home = g_dir_make_tmp ("kaiser-window-home-XXXXXX", NULL);
  g_autofree char *rm = NULL;
  int status;

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("KAISER_SEED", "42", TRUE);
  /* a whole game: no card animations */
  kaiser_test_init_window_tests (&argc, &argv);
  g_test_add_func ("/kaiser/window/full-game", test_window_full_game);
  g_test_add_func ("/kaiser/window/full-game/lost-heir", test_window_full_game_lost_heir);
  /* the sanitizer build in CI (KAISER_TEST_QUICK, ten times slower) plays
   * the four-handed game and Lost Heir through the window; the build
   * without sanitizers plays every table */
  if (!g_getenv ("KAISER_TEST_QUICK"))
    {
      g_test_add_func ("/kaiser/window/full-game/two-players", test_window_full_game_two);
      g_test_add_func ("/kaiser/window/full-game/three-players", test_window_full_game_three);
      g_test_add_func ("/kaiser/window/full-game/six-players", test_window_full_game_six);
    }
  g_test_add_func ("/kaiser/window/resume", test_window_resume);
  g_test_add_func ("/kaiser/window/damaged-save", test_window_damaged_save);
  g_test_add_func ("/kaiser/window/bomb-save", test_window_bomb_save);
  g_test_add_func ("/kaiser/window/animation-setting", test_window_animation_setting);
  g_test_add_func ("/kaiser/window/missing-theme", test_window_missing_theme);
  g_test_add_func ("/kaiser/window/bid-keys", test_window_bid_keys);
  g_test_add_func ("/kaiser/window/keyboard-only", test_window_keyboard_only);
  g_test_add_func ("/kaiser/window/small", test_window_small);
  g_test_add_func ("/kaiser/window/heavy-theme", test_window_heavy_theme);
  g_test_add_func ("/kaiser/window/slow-theme", test_window_slow_theme);
  g_test_add_func ("/kaiser/window/hint/call", test_window_hint_call);
  g_test_add_func ("/kaiser/window/hint/card", test_window_hint_card);
  g_test_add_func ("/kaiser/window/auction", test_window_auction);
  g_test_add_func ("/kaiser/window/layout-still", test_window_layout_still);
  g_test_add_func ("/kaiser/window/skip-pause", test_window_skip_pause);
  g_test_add_func ("/kaiser/window/theme-switch", test_window_theme_switch);
  g_test_add_func ("/kaiser/window/points-minus", test_window_points_minus);
  g_test_add_func ("/kaiser/window/accessible-names", test_window_accessible_names);
  g_test_add_func ("/kaiser/window/shortcuts", test_window_shortcuts);
  g_test_add_func ("/kaiser/window/main-menu", test_window_main_menu);
  g_test_add_func ("/kaiser/window/first-lead-trumps", test_window_first_lead_trumps);
  g_test_add_func ("/kaiser/window/suit-colours", test_window_suit_colours);
  status = g_test_run ();
  rm = g_strdup_printf ("rm -rf '%s'", data_home);
  if (system (rm) != 0)
    g_message ("could not remove %s", data_home);
  return status;
}
