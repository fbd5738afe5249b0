/* test-table.c: the card table on screen (under xvfb-run): its animations,
 * what input does during them, the keyboard, what it tells assistive
 * technologies, and that the window waits for it.
 *
 * With KAISER_TABLE_SHOTS=<dir>, frames of interest are saved there as PNG
 * (a card in flight, the bidding bubbles); run it with GDK_SCALE=2 too,
 * and KAISER_TABLE_SIZE=WxH for another window size. */
#include "config.h"

#include <math.h>
#include <stdio.h>

#include <glib/gstdio.h>

#include "kaiser-application.h"
#include "kaiser-table.h"
#include "kaiser-table-layout.h"
#include "kaiser-seating.h"
#include "kaiser-table-private.h"

/* the player's seat at the four-handed tables of these tests */
#undef HUMAN
#define HUMAN KAISER_SOUTH
#include "kaiser-window.h"
#include "kaiser-test-ui.h"

typedef struct {
  GtkWidget       *window;
  KaiserTable     *table;
  KaiserCardCache *cache;
  KaiserGame      *game;
  guint            activated;      /* "card-activated" emissions */
  KaiserCard       last_activated;
  guint            went_on;        /* "animating" turned TRUE */
} Fixture;

static gboolean
wake (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Run the main loop until the table draws a new frame. */
static void
next_frame (Fixture *f)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (f->table));
  gint64 before = gdk_frame_clock_get_frame_counter (clock);
  gint64 end = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;
  guint waker = g_timeout_add (5, wake, NULL);

  gtk_widget_queue_draw (GTK_WIDGET (f->table));
  while (gdk_frame_clock_get_frame_counter (clock) <= before && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (waker);
  g_assert_cmpint (gdk_frame_clock_get_frame_counter (clock), >, before);
}

static gboolean
wait_not_animating (Fixture *f, guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (kaiser_table_get_animating (f->table) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  return !kaiser_table_get_animating (f->table);
}

typedef struct {
  GtkWidget  *widget;
  const char *name;
  gboolean    done;
} Shot;

static void
take_shot (GdkFrameClock *clock, Shot *shot)
{
  g_autofree char *path = g_strdup_printf ("%s/%s@%d.png", g_getenv ("KAISER_TABLE_SHOTS"), shot->name,
                                           gtk_widget_get_scale_factor (shot->widget));

  shot->done = TRUE;
  g_signal_handlers_disconnect_by_data (clock, shot);
  if (!kaiser_test_save_png (shot->widget, path))
    g_test_message ("nothing to save for %s", shot->name);
}

/* Save the window as the next frame shows it (KAISER_TABLE_SHOTS only). */
static void
save_window_shot (GtkWidget *widget, const char *name)
{
  Shot shot = { widget, name, FALSE };
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gint64 end = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;

  if (g_getenv ("KAISER_TABLE_SHOTS") == NULL || clock == NULL)
    return;
  g_signal_connect (clock, "after-paint", G_CALLBACK (take_shot), &shot);
  gtk_widget_queue_draw (widget);
  while (!shot.done && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  if (!shot.done)
    g_signal_handlers_disconnect_by_data (clock, &shot);
}

static void
save_shot (Fixture *f, const char *name)
{
  save_window_shot (f->window, name);
}

/* A game of these rules played on from the start, each seat making its
 * first legal choice, until @want says stop. */
static KaiserGame *
game_of_rules_where (const KaiserRules *rules, gboolean (*want) (const KaiserState *st))
{
  for (guint64 seed = 1; seed < 200; seed++)
    {
      g_autoptr(KaiserGame) game = kaiser_game_new (rules, seed);

      for (guint step = 0; step < 200; step++)
        {
          const KaiserState *st = kaiser_game_get_state (game);
          KaiserAction actions[KAISER_MAX_ACTIONS];

          if (want (st))
            return g_steal_pointer (&game);
          if (st->phase == KAISER_PHASE_HAND_OVER || st->phase == KAISER_PHASE_GAME_OVER ||
              kaiser_game_legal_actions (game, actions) == 0)
            break;
          g_assert_true (kaiser_game_apply (game, &actions[0], NULL));
        }
    }
  g_assert_not_reached ();
  return NULL;
}

/* The same for the standard rules (no hand thrown in). */
static KaiserGame *
game_where (gboolean (*want) (const KaiserState *st))
{
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  return game_of_rules_where (&rules, want);
}

static gboolean
south_leads (const KaiserState *st)
{
  return st->phase == KAISER_PHASE_PLAY && st->to_act == HUMAN && st->tricks[st->n_tricks].n_played == 0 &&
         kaiser_cards_count (st->hands[HUMAN]) >= 6;
}

static gboolean
south_last (const KaiserState *st)
{
  return st->phase == KAISER_PHASE_PLAY && st->to_act == HUMAN && st->tricks[st->n_tricks].n_played == 3;
}

static gboolean
east_then_south (const KaiserState *st)
{
  return st->phase == KAISER_PHASE_PLAY && st->to_act == KAISER_EAST && st->tricks[st->n_tricks].n_played <= 1 &&
         kaiser_cards_count (st->hands[HUMAN]) >= 3;
}

static gboolean
south_has_illegal (const KaiserState *st)
{
  return st->phase == KAISER_PHASE_PLAY && st->to_act == HUMAN &&
         (st->hands[HUMAN] & ~kaiser_state_legal_cards (st)) != 0;
}

/* South leads the first trick of the hand, every seat having called */
static gboolean
south_first_lead (const KaiserState *st)
{
  return st->phase == KAISER_PHASE_PLAY && st->to_act == HUMAN && st->n_tricks == 0 &&
         st->tricks[0].n_played == 0 && st->n_bids == KAISER_N_SEATS;
}

/* South plays the last card of the hand */
static gboolean
south_ends_hand (const KaiserState *st)
{
  return south_last (st) && st->n_tricks == kaiser_rules_hand_size (&st->rules) - 1;
}

/* and two or more that it may */
static gboolean
south_has_illegal_and_choice (const KaiserState *st)
{
  return south_has_illegal (st) && kaiser_cards_count (kaiser_state_legal_cards (st)) >= 2;
}

static gboolean
bidding_three_called (const KaiserState *st)
{
  return st->phase == KAISER_PHASE_BIDDING && st->n_bids == 3;
}

/* What the window does: the table's card played by the player. */
static void
update_playable (Fixture *f)
{
  const KaiserState *st = kaiser_game_get_state (f->game);
  KaiserSeat me = kaiser_seating_player (&st->rules);

  kaiser_table_set_playable (f->table, st->phase == KAISER_PHASE_PLAY && st->to_act == me ? kaiser_state_legal_cards (st) : 0);
}

static void
on_card_activated (KaiserTable *table, guint card, Fixture *f)
{
  KaiserAction action = kaiser_action_make (KAISER_ACTION_PLAY, kaiser_seating_player (kaiser_game_get_rules (f->game)), card);

  f->activated++;
  f->last_activated = card;
  g_assert_true (kaiser_game_apply (f->game, &action, NULL));
  update_playable (f);
}

static void
on_animating (KaiserTable *table, GParamSpec *pspec, Fixture *f)
{
  if (kaiser_table_get_animating (table))
    f->went_on++;
}

static void
fixture_set_up (Fixture *f, KaiserGame *game, KaiserAnimationSpeed speed)
{
  g_autoptr(KaiserCardTheme) theme = NULL;
  g_autoptr(GError) error = NULL;
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  graphene_rect_t r;

  memset (f, 0, sizeof *f);
  theme = kaiser_card_theme_new_by_id ("standard", &error);
  g_assert_no_error (error);
  f->cache = kaiser_card_cache_new ();
  kaiser_card_cache_set_theme (f->cache, theme);
  f->game = game;
  f->window = gtk_window_new ();
  {
    /* KAISER_TABLE_SIZE=WxH: another size for the shots */
    int w = 1100, h = 700;
    if (g_getenv ("KAISER_TABLE_SIZE"))
      sscanf (g_getenv ("KAISER_TABLE_SIZE"), "%dx%d", &w, &h);
    gtk_window_set_default_size (GTK_WINDOW (f->window), w, h);
  }
  f->table = KAISER_TABLE (kaiser_table_new ());
  kaiser_table_set_animation_speed (f->table, speed);
  kaiser_table_set_cache (f->table, f->cache);
  kaiser_table_set_game (f->table, game);
  g_signal_connect (f->table, "card-activated", G_CALLBACK (on_card_activated), f);
  g_signal_connect (f->table, "notify::animating", G_CALLBACK (on_animating), f);
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->table));
  update_playable (f);
  gtk_window_present (GTK_WINDOW (f->window));
  /* on screen and drawn once: the player's cards have their places */
  while (!(gtk_widget_get_mapped (GTK_WIDGET (f->table)) &&
           kaiser_table_get_card_rect (f->table, kaiser_table_get_focus_card (f->table), &r)) &&
         g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (f->table)));
  gtk_widget_grab_focus (GTK_WIDGET (f->table));
  g_assert_true (wait_not_animating (f, 5000));
  /* the cards, drawn in the cache's worker thread, on the table */
  while (kaiser_card_cache_get_busy (f->cache) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_false (kaiser_card_cache_get_busy (f->cache));
  next_frame (f);
  f->went_on = 0;
}

static void
fixture_tear_down (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  kaiser_test_iterate (20);
  g_clear_object (&f->game);
  g_clear_object (&f->cache);
}

static KaiserCard
first_legal (Fixture *f)
{
  return kaiser_cards_first (kaiser_state_legal_cards (kaiser_game_get_state (f->game)));
}

static void
assert_rect_equal (const graphene_rect_t *a, const graphene_rect_t *b)
{
  g_assert_cmpfloat_with_epsilon (a->origin.x, b->origin.x, 0.01);
  g_assert_cmpfloat_with_epsilon (a->origin.y, b->origin.y, 0.01);
  g_assert_cmpfloat_with_epsilon (a->size.width, b->size.width, 0.01);
  g_assert_cmpfloat_with_epsilon (a->size.height, b->size.height, 0.01);
}

/* A card played flies from the hand and ends in its place in the trick. */
static void
test_play_animation (void)
{
  Fixture f;
  graphene_rect_t start, slot, r;
  KaiserCard card;
  gboolean seen_between = FALSE;
  gint64 t0;

  fixture_set_up (&f, game_where (south_leads), KAISER_ANIMATION_SPEED_SLOW);
  card = first_legal (&f);
  g_assert_true (kaiser_table_get_card_rect (f.table, card, &start));
  g_assert_true (kaiser_table_get_trick_rect (f.table, HUMAN, &slot));
  g_assert_false (graphene_rect_equal (&start, &slot));

  t0 = g_get_monotonic_time ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.table), "table.play", "u", (guint32) card));
  g_assert_cmpuint (f.activated, ==, 1);
  g_assert_true (kaiser_table_get_animating (f.table));
  g_assert_cmpuint (f.went_on, ==, 1);
  /* on its way: drawn somewhere between the hand and the trick */
  while (kaiser_table_get_animating (f.table) && g_get_monotonic_time () - t0 < 5 * G_USEC_PER_SEC)
    {
      next_frame (&f);
      if (kaiser_table_get_animating (f.table) && kaiser_table_get_card_rect (f.table, card, &r) &&
          r.origin.y < start.origin.y - 1 && r.origin.y > slot.origin.y + 1)
        {
          float done = (start.origin.y - r.origin.y) / (start.origin.y - slot.origin.y);
          static gboolean saved;
          if (!saved && done > 0.45f && done < 0.85f)
            {
              save_shot (&f, "card-in-flight");
              saved = TRUE;
            }
          seen_between = TRUE;
        }
    }
  g_assert_true (seen_between);
  g_assert_false (kaiser_table_get_animating (f.table));
  /* it took about as long as a slow flight (600 ms), not an instant */
  g_assert_cmpint (g_get_monotonic_time () - t0, >=, 450 * 1000);
  next_frame (&f);
  g_assert_true (kaiser_table_get_card_rect (f.table, card, &r));
  assert_rect_equal (&r, &slot);
  fixture_tear_down (&f);
}

/* A card the player plays while another seat's card is in flight ends that
 * animation at once (the card in its place) and is played. */
static void
test_input_finishes_animation (void)
{
  Fixture f;
  KaiserAction actions[KAISER_MAX_ACTIONS];
  graphene_rect_t slot, r;
  KaiserCard east_card, mine;
  guint n_actions, focus_before;

  fixture_set_up (&f, game_where (east_then_south), KAISER_ANIMATION_SPEED_SLOW);
  g_assert_cmpuint (kaiser_game_legal_actions (f.game, actions), >, 0);
  east_card = actions[0].value;
  n_actions = kaiser_game_get_n_actions (f.game);
  g_assert_true (kaiser_game_apply (f.game, &actions[0], NULL));
  update_playable (&f);
  g_assert_true (kaiser_table_get_animating (f.table));
  next_frame (&f);
  next_frame (&f);
  g_assert_true (kaiser_table_get_animating (f.table));
  g_assert_true (kaiser_table_get_trick_rect (f.table, KAISER_EAST, &slot));
  g_assert_true (kaiser_table_get_card_rect (f.table, east_card, &r));
  g_assert_false (graphene_rect_equal (&r, &slot));
  if (g_getenv ("KAISER_TABLE_SHOTS"))
    {
      /* East's card turning over on its way */
      for (guint i = 0; i < 12 && kaiser_table_get_animating (f.table); i++)
        next_frame (&f);
      save_shot (&f, "card-turning");
    }

  /* the player's card, at once */
  mine = first_legal (&f);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.table), "table.play", "u", (guint32) mine));
  g_assert_cmpuint (f.activated, ==, 1);
  g_assert_cmpuint (kaiser_game_get_n_actions (f.game), ==, n_actions + 2);
  g_assert_false (kaiser_cards_has (kaiser_game_get_hand (f.game, HUMAN), mine));
  /* now the player's card is the one in flight, East's is in its place */
  g_assert_true (kaiser_table_get_animating (f.table));
  next_frame (&f);
  g_assert_true (kaiser_table_get_card_rect (f.table, east_card, &r));
  assert_rect_equal (&r, &slot);

  /* a key during an animation ends it too, then moves the focus (End,
   * or Home if the focus is on the last card already) */
  focus_before = kaiser_table_get_focus_card (f.table);
  {
    GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (f.table));
    gboolean handled = FALSE;
    KaiserCard sorted[KAISER_TABLE_MAX_HAND];
    const KaiserState *st = kaiser_game_get_state (f.game);
    guint n = kaiser_table_layout_sort_hand (st->hands[HUMAN], st->trump, sorted);
    guint key = n > 0 && sorted[n - 1] == focus_before ? GDK_KEY_Home : GDK_KEY_End;

    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GObject) c = g_list_model_get_item (controllers, i);
        if (GTK_IS_EVENT_CONTROLLER_KEY (c))
          g_signal_emit_by_name (c, "key-pressed", key, 0, 0, &handled);
      }
    g_object_unref (controllers);
    g_assert_true (handled);
  }
  g_assert_false (kaiser_table_get_animating (f.table));
  g_assert_cmpuint (kaiser_table_get_focus_card (f.table), !=, focus_before);
  next_frame (&f);
  g_assert_true (kaiser_table_get_trick_rect (f.table, HUMAN, &slot));
  g_assert_true (kaiser_table_get_card_rect (f.table, mine, &r));
  assert_rect_equal (&r, &slot);
  fixture_tear_down (&f);
}

/* The trick is held in view, then swept away to its winner. */
static void
test_trick_hold_and_sweep (void)
{
  Fixture f;
  const KaiserState *st;
  KaiserCard card, trick[KAISER_N_SEATS];
  graphene_rect_t r;
  gint64 t0, held_until = 0;
  gboolean winner_marked = FALSE;
  const KaiserTrick *done;

  fixture_set_up (&f, game_where (south_last), KAISER_ANIMATION_SPEED_FAST);
  st = kaiser_game_get_state (f.game);
  memcpy (trick, st->tricks[st->n_tricks].cards, sizeof trick);
  card = first_legal (&f);
  trick[3] = card;
  t0 = g_get_monotonic_time ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.table), "table.play", "u", (guint32) card));
  g_assert_true (kaiser_table_get_animating (f.table));
  while (kaiser_table_get_animating (f.table) && g_get_monotonic_time () - t0 < 5 * G_USEC_PER_SEC)
    {
      gboolean all = TRUE;

      next_frame (&f);
      for (guint i = 0; i < KAISER_N_SEATS; i++)
        all &= kaiser_table_get_card_rect (f.table, trick[i], &r);
      if (all && kaiser_table_get_animating (f.table) && g_get_monotonic_time () - t0 > 250 * 1000 && held_until < t0 + 250 * 1000)
        save_shot (&f, "trick-held");
      if (all && kaiser_table_get_animating (f.table))
        {
          held_until = g_get_monotonic_time ();
          /* once the last card is down, its winner is marked */
          if (kaiser_table_get_winner_card (f.table) != KAISER_CARD_NONE)
            winner_marked = TRUE;
        }
      else if (held_until && kaiser_table_get_animating (f.table) && g_get_monotonic_time () - held_until > 60 * 1000)
        {
          static gboolean saved;
          if (!saved)
            save_shot (&f, "trick-sweep");
          saved = TRUE;
        }
    }
  g_assert_false (kaiser_table_get_animating (f.table));
  /* the whole trick was in view for a while after the card arrived (fast:
   * 150 ms flight, 500 ms hold), its winning card marked */
  g_assert_cmpint (held_until - t0, >=, 450 * 1000);
  g_assert_true (winner_marked);
  done = &st->tricks[st->n_tricks - 1];
  next_frame (&f);
  for (guint i = 0; i < KAISER_N_SEATS; i++)
    g_assert_false (kaiser_table_get_card_rect (f.table, trick[i], &r));

  /* the "last trick" button shows it again, each card in its place */
  kaiser_table_set_show_last_trick (f.table, TRUE);
  next_frame (&f);
  {
    KaiserSeat seat = st->tricks[st->n_tricks - 1].leader;
    for (guint i = 0; i < KAISER_N_SEATS; i++, seat = kaiser_seat_next (seat))
      {
        graphene_rect_t slot;
        g_assert_true (kaiser_table_get_card_rect (f.table, trick[i], &r));
        g_assert_true (kaiser_table_get_trick_rect (f.table, seat, &slot));
        assert_rect_equal (&r, &slot);
      }
  }
  /* Last Trick marks who won it */
  g_assert_cmpuint (kaiser_table_get_winner_card (f.table), ==,
                    done->cards[(done->winner + KAISER_N_SEATS - done->leader) % KAISER_N_SEATS]);
  save_shot (&f, "last-trick");
  kaiser_table_set_show_last_trick (f.table, FALSE);
  next_frame (&f);
  g_assert_false (kaiser_table_get_card_rect (f.table, trick[0], &r));

  /* asked for during an animation, it ends the animation first */
  if (kaiser_game_get_to_act (f.game) != HUMAN)
    {
      KaiserAction actions[KAISER_MAX_ACTIONS];
      g_assert_cmpuint (kaiser_game_legal_actions (f.game, actions), >, 0);
      g_assert_true (kaiser_game_apply (f.game, &actions[0], NULL));
      g_assert_true (kaiser_table_get_animating (f.table));
      kaiser_table_set_show_last_trick (f.table, TRUE);
      g_assert_false (kaiser_table_get_animating (f.table));
      next_frame (&f);
      g_assert_true (kaiser_table_get_card_rect (f.table, trick[0], &r));
    }
  fixture_tear_down (&f);
}

/* Speed off, or the system's reduced motion: nothing moves, nothing waits. */
static void
check_no_animation (KaiserAnimationSpeed speed)
{
  Fixture f;
  graphene_rect_t slot, r;
  KaiserCard card;

  fixture_set_up (&f, game_where (south_leads), speed);
  g_assert_false (kaiser_table_get_animations_enabled (f.table));
  card = first_legal (&f);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.table), "table.play", "u", (guint32) card));
  g_assert_cmpuint (f.activated, ==, 1);
  g_assert_false (kaiser_table_get_animating (f.table));
  next_frame (&f);
  g_assert_true (kaiser_table_get_trick_rect (f.table, HUMAN, &slot));
  g_assert_true (kaiser_table_get_card_rect (f.table, card, &r));
  assert_rect_equal (&r, &slot);
  g_assert_cmpuint (f.went_on, ==, 0);
  fixture_tear_down (&f);
}

static void
test_speed_off (void)
{
  check_no_animation (KAISER_ANIMATION_SPEED_OFF);
}

static void
test_reduced_motion (void)
{
  GtkSettings *settings = gtk_settings_get_default ();

  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
  check_no_animation (KAISER_ANIMATION_SPEED_NORMAL);
  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
}

/* A new game is dealt on the table: the player's cards arrive one by one. */
static void
test_deal (void)
{
  Fixture f;
  KaiserRules rules;
  g_autoptr(KaiserGame) fresh = NULL;
  KaiserCards hand;
  guint fewest = 99, n;
  graphene_rect_t r;
  gint64 t0;

  fixture_set_up (&f, game_where (south_leads), KAISER_ANIMATION_SPEED_NORMAL);
  kaiser_rules_init_standard (&rules);
  fresh = kaiser_game_new (&rules, 7);
  g_set_object (&f.game, fresh);
  kaiser_table_set_playable (f.table, 0);
  kaiser_table_set_game (f.table, fresh);
  g_assert_true (kaiser_table_get_animating (f.table));
  hand = kaiser_game_get_hand (fresh, HUMAN);
  t0 = g_get_monotonic_time ();
  while (kaiser_table_get_animating (f.table) && g_get_monotonic_time () - t0 < 5 * G_USEC_PER_SEC)
    {
      next_frame (&f);
      n = 0;
      for (KaiserCards m = hand; m; m &= m - 1)
        n += kaiser_table_get_card_rect (f.table, kaiser_cards_first (m), &r);
      fewest = MIN (fewest, n);
      if (n == 3)
        save_shot (&f, "deal");
    }
  g_assert_false (kaiser_table_get_animating (f.table));
  g_assert_cmpuint (fewest, <, 3);
  next_frame (&f);
  n = 0;
  for (KaiserCards m = hand; m; m &= m - 1)
    n += kaiser_table_get_card_rect (f.table, kaiser_cards_first (m), &r);
  g_assert_cmpuint (n, ==, kaiser_cards_count (hand));

  /* a call made during the deal (from the window's buttons) ends it at once */
  {
    g_autoptr(KaiserGame) other = kaiser_game_new (&rules, 8);
    KaiserAction actions[KAISER_MAX_ACTIONS];

    g_set_object (&f.game, other);
    kaiser_table_set_game (f.table, other);
    g_assert_true (kaiser_table_get_animating (f.table));
    next_frame (&f);
    g_assert_true (kaiser_table_get_animating (f.table));
    g_assert_cmpuint (kaiser_game_legal_actions (other, actions), >, 0);
    g_assert_true (kaiser_game_apply (other, &actions[0], NULL));
    g_assert_false (kaiser_table_get_animating (f.table));
  }

  /* an undo back to the start of the same deal is not dealt again */
  {
    g_autoptr(KaiserGame) again = kaiser_game_new (&rules, 8);
    g_set_object (&f.game, again);
    kaiser_table_set_game (f.table, again);
    g_assert_false (kaiser_table_get_animating (f.table));
  }
  fixture_tear_down (&f);
}

static gboolean
press_key (Fixture *f, guint keyval)
{
  GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (f->table));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_EVENT_CONTROLLER_KEY (c))
        g_signal_emit_by_name (c, "key-pressed", keyval, 0, 0, &handled);
    }
  g_object_unref (controllers);
  return handled;
}

static void
assert_label_names (Fixture *f, KaiserCard card)
{
  g_autofree char *name = kaiser_deck_card_describe (&kaiser_game_get_rules (f->game)->deck, card);
  gboolean playable = kaiser_cards_has (kaiser_state_legal_cards (kaiser_game_get_state (f->game)), card);
  g_autofree char *expected = g_strdup_printf (playable ? "%s, playable" : "%s, not playable", name);
  g_autofree char *wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (f->table), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);

  if (wrong)
    g_error ("accessible label is “%s”, expected “%s”", wrong, expected);
}

/* Two players (000_5ed066fa22fca3eb.txt, "Two Players": "you may play
 * from the hand or a face up card from the table"): the keys go across
 * the hand, then on to the cards face up on the player's piles, right of
 * it; never to a card face down; the cursor is drawn on a pile card and
 * Enter plays it. */
static gboolean
player_leads_with_piles (const KaiserState *st)
{
  KaiserSeat me = kaiser_seating_player (&st->rules);

  return st->phase == KAISER_PHASE_PLAY && st->to_act == me && st->tricks[st->n_tricks].n_played == 0 &&
         st->n_tricks >= 2 && (kaiser_state_pile_cards (st, me) & ~kaiser_state_hidden_cards (st, me)) != 0 &&
         kaiser_state_hidden_cards (st, me) != 0;
}

static void
test_piles_keyboard (void)
{
  Fixture f;
  KaiserRules rules;
  const KaiserState *st;
  KaiserSeat me;
  KaiserCards held, up, seen = 0;
  KaiserCard first, card = KAISER_CARD_NONE;
  graphene_rect_t in_hand, on_pile;
  guint n;

  g_assert_true (kaiser_rules_init_preset (&rules, "two-players", NULL));
  rules.misdeal_weak_hand = FALSE;
  fixture_set_up (&f, game_of_rules_where (&rules, player_leads_with_piles), KAISER_ANIMATION_SPEED_NORMAL);
  st = kaiser_game_get_state (f.game);
  me = kaiser_seating_player (&st->rules);
  g_assert_cmpint (me, ==, KAISER_EAST);
  held = st->hands[me] & ~kaiser_state_pile_cards (st, me);
  up = kaiser_state_pile_cards (st, me) & ~kaiser_state_hidden_cards (st, me);
  n = kaiser_cards_count (held) + kaiser_cards_count (up);
  g_assert_true (press_key (&f, GDK_KEY_Home));
  first = kaiser_table_get_focus_card (f.table);
  seen |= kaiser_card_bit (first);
  for (guint i = 1; i < n; i++)
    {
      KaiserCard prev = kaiser_table_get_focus_card (f.table);

      g_assert_true (press_key (&f, GDK_KEY_Right));
      card = kaiser_table_get_focus_card (f.table);
      g_assert_cmpuint (card, !=, prev);
      /* the hand first, then the piles */
      if (kaiser_cards_has (held, card))
        g_assert_true (kaiser_cards_has (held, prev));
      seen |= kaiser_card_bit (card);
    }
  g_assert_cmpuint (seen, ==, held | up);
  g_assert_true (kaiser_cards_has (up, card));
  /* on its pile, right of the hand */
  next_frame (&f);
  g_assert_true (kaiser_table_get_card_rect (f.table, first, &in_hand));
  g_assert_true (kaiser_table_get_card_rect (f.table, card, &on_pile));
  g_assert_cmpfloat (on_pile.origin.x, >, in_hand.origin.x + in_hand.size.width);
  /* the cursor drawn on it */
  gtk_window_set_focus_visible (GTK_WINDOW (f.window), TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (f.table));
  next_frame (&f);
  g_assert_cmpuint (kaiser_table_get_cursor_card (f.table), ==, card);
  save_shot (&f, "two-players-cursor");
  /* Enter plays it from the pile */
  g_assert_true (press_key (&f, GDK_KEY_Return));
  g_assert_cmpuint (f.last_activated, ==, card);
  g_assert_false (kaiser_cards_has (kaiser_game_get_state (f.game)->hands[me], card));
  fixture_tear_down (&f);
}

/* Arrows, Home and End move across the whole hand; the accessible label
 * follows the focused card and says whether it can be played; Enter plays
 * it, and an illegal card is refused. */
static void
test_keyboard_and_accessible (void)
{
  Fixture f;
  const KaiserState *st;
  KaiserCard hand[16];
  guint n = 0, refused_before;
  KaiserCards legal;
  graphene_rect_t a, b;
  gboolean saw_playable = FALSE, saw_not = FALSE;

  fixture_set_up (&f, game_where (south_has_illegal), KAISER_ANIMATION_SPEED_NORMAL);
  st = kaiser_game_get_state (f.game);
  legal = kaiser_state_legal_cards (st);
  g_assert_true (press_key (&f, GDK_KEY_Home));
  hand[n++] = kaiser_table_get_focus_card (f.table);
  assert_label_names (&f, hand[0]);
  /* Left at the first card stays there */
  g_assert_true (press_key (&f, GDK_KEY_Left));
  g_assert_cmpuint (kaiser_table_get_focus_card (f.table), ==, hand[0]);
  for (guint i = 1; i < kaiser_cards_count (st->hands[HUMAN]); i++)
    {
      g_assert_true (press_key (&f, GDK_KEY_Right));
      hand[n++] = kaiser_table_get_focus_card (f.table);
      g_assert_cmpuint (hand[n - 1], !=, hand[n - 2]);
      assert_label_names (&f, hand[n - 1]);
      /* drawn left to right, in the order the keys go */
      next_frame (&f);
      g_assert_true (kaiser_table_get_card_rect (f.table, hand[n - 2], &a));
      g_assert_true (kaiser_table_get_card_rect (f.table, hand[n - 1], &b));
      g_assert_cmpfloat (a.origin.x, <, b.origin.x);
    }
  /* every card of the hand was reached: none skipped */
  {
    KaiserCards seen = 0;
    for (guint i = 0; i < n; i++)
      seen |= kaiser_card_bit (hand[i]);
    g_assert_cmpuint (seen, ==, st->hands[HUMAN]);
  }
  for (guint i = 0; i < n; i++)
    {
      saw_playable |= kaiser_cards_has (legal, hand[i]);
      saw_not |= !kaiser_cards_has (legal, hand[i]);
    }
  g_assert_true (saw_playable && saw_not);
  g_assert_true (press_key (&f, GDK_KEY_Right));
  g_assert_cmpuint (kaiser_table_get_focus_card (f.table), ==, hand[n - 1]);
  g_assert_true (press_key (&f, GDK_KEY_Home));
  g_assert_cmpuint (kaiser_table_get_focus_card (f.table), ==, hand[0]);
  g_assert_true (press_key (&f, GDK_KEY_End));
  g_assert_cmpuint (kaiser_table_get_focus_card (f.table), ==, hand[n - 1]);
  /* the focus ring, as after keyboard use */
  gtk_window_set_focus_visible (GTK_WINDOW (f.window), TRUE);
  g_assert_true (press_key (&f, GDK_KEY_Left));
  next_frame (&f);
  save_shot (&f, "focus-ring");

  /* seats are named in the description */
  {
    g_autofree char *wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (f.table), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
    g_assert_nonnull (wrong);
    g_assert_nonnull (strstr (wrong, "North"));
    g_assert_nonnull (strstr (wrong, "West"));
    g_assert_nonnull (strstr (wrong, "your turn"));
  }

  /* an illegal card: Enter on it, or the action a click uses, does nothing */
  refused_before = kaiser_game_get_n_actions (f.game);
  for (guint i = 0; i < n; i++)
    if (!kaiser_cards_has (legal, hand[i]))
      {
        g_assert_true (press_key (&f, GDK_KEY_Home));
        for (guint j = 0; j < i; j++)
          press_key (&f, GDK_KEY_Right);
        g_assert_cmpuint (kaiser_table_get_focus_card (f.table), ==, hand[i]);
        g_assert_true (press_key (&f, GDK_KEY_Return));
        gtk_widget_activate_action (GTK_WIDGET (f.table), "table.play", "u", (guint32) hand[i]);
        break;
      }
  g_assert_cmpuint (f.activated, ==, 0);
  g_assert_cmpuint (kaiser_game_get_n_actions (f.game), ==, refused_before);

  /* a legal one: Enter plays it */
  for (guint i = 0; i < n; i++)
    if (kaiser_cards_has (legal, hand[i]))
      {
        g_assert_true (press_key (&f, GDK_KEY_Home));
        for (guint j = 0; j < i; j++)
          press_key (&f, GDK_KEY_Right);
        g_assert_true (press_key (&f, GDK_KEY_space));
        g_assert_cmpuint (f.activated, ==, 1);
        g_assert_cmpuint (f.last_activated, ==, hand[i]);
        break;
      }
  fixture_tear_down (&f);
}

/* A frame drawn now, by the table's snapshot itself (GTK would hand
 * back the frame it drew last): what the tests of what is drawn read. */
static void
draw_now (Fixture *f)
{
  GtkWidget *table = GTK_WIDGET (f->table);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;

  GTK_WIDGET_GET_CLASS (table)->snapshot (table, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_clear_pointer (&node, gsk_render_node_unref);
}

/* The pointer moved over the table, as its motion controller hears it. */
static void
move_pointer (Fixture *f, double x, double y)
{
  GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (f->table));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_EVENT_CONTROLLER_MOTION (c))
        g_signal_emit_by_name (c, "motion", x, y);
    }
  g_object_unref (controllers);
  next_frame (f);
}

/* The pointer over a card that may be played lifts it a little; over one
 * that may not, nothing moves, and the first goes back down. */
static void
test_hover (void)
{
  Fixture f;
  KaiserCards legal, other;
  KaiserCard yes, no;
  graphene_rect_t yes_at, no_at, r;

  fixture_set_up (&f, game_where (south_has_illegal_and_choice), KAISER_ANIMATION_SPEED_OFF);
  legal = kaiser_state_legal_cards (kaiser_game_get_state (f.game));
  other = kaiser_game_get_hand (f.game, HUMAN) & ~legal;
  gtk_widget_grab_focus (GTK_WIDGET (f.table));
  /* a playable card the cursor is not on */
  g_assert_cmpuint (kaiser_cards_count (legal), >=, 2);
  yes = kaiser_cards_first (legal & ~kaiser_card_bit (kaiser_table_get_focus_card (f.table)));
  no = kaiser_cards_first (other);
  g_assert_true (kaiser_table_get_card_rect (f.table, yes, &yes_at));
  g_assert_true (kaiser_table_get_card_rect (f.table, no, &no_at));

  move_pointer (&f, yes_at.origin.x + yes_at.size.width / 2, yes_at.origin.y + yes_at.size.height - 4);
  g_assert_true (kaiser_table_get_card_rect (f.table, yes, &r));
  g_assert_cmpfloat (r.origin.y, <, yes_at.origin.y);
  g_assert_cmpfloat (r.origin.x, ==, yes_at.origin.x);
  /* one card lit: the cursor went to the card under the pointer, and
   * Enter plays it */
  draw_now (&f);
  g_assert_cmpuint (kaiser_table_get_cursor_card (f.table), ==, yes);
  save_shot (&f, "hover-playable");
  /* still lifted with the pointer where the card rose from (no flicker) */
  move_pointer (&f, yes_at.origin.x + yes_at.size.width / 2, yes_at.origin.y + yes_at.size.height - 2);
  g_assert_true (kaiser_table_get_card_rect (f.table, yes, &r));
  g_assert_cmpfloat (r.origin.y, <, yes_at.origin.y);

  move_pointer (&f, no_at.origin.x + no_at.size.width / 2, no_at.origin.y + no_at.size.height / 2);
  g_assert_true (kaiser_table_get_card_rect (f.table, no, &r));
  g_assert_cmpfloat (r.origin.y, ==, no_at.origin.y);
  g_assert_true (kaiser_table_get_card_rect (f.table, yes, &r));
  g_assert_cmpfloat (r.origin.y, ==, yes_at.origin.y);
  fixture_tear_down (&f);
}

/* The bidding: each call in a bubble beside its seat (looked at in the shots). */
static void
test_bidding_look (void)
{
  Fixture f;

  fixture_set_up (&f, game_where (bidding_three_called), KAISER_ANIMATION_SPEED_NORMAL);
  next_frame (&f);
  save_shot (&f, "bidding");
  g_assert_cmpuint (kaiser_game_get_state (f.game)->n_bids, ==, 3);
  fixture_tear_down (&f);
}

/* The table's nodes in drawing order: each run of text nodes (labels)
 * and each run of texture nodes (cards, shapes) between them. */
static void
count_runs (GskRenderNode *node, GskRenderNodeType *last, guint *text_runs, guint *texture_runs)
{
  GskRenderNodeType type = gsk_render_node_get_node_type (node);

  switch (type)
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        count_runs (gsk_container_node_get_child (node, i), last, text_runs, texture_runs);
      return;
    case GSK_TRANSFORM_NODE:
      count_runs (gsk_transform_node_get_child (node), last, text_runs, texture_runs);
      return;
    case GSK_TEXT_NODE:
    case GSK_TEXTURE_NODE:
      if (*last != type)
        (*(type == GSK_TEXT_NODE ? text_runs : texture_runs))++;
      *last = type;
      return;
    default:
      *last = type;
      return;
    }
}

/* The labels of a part of the table (the name plates and calls, the
 * others' card counts) are laid over its shapes in one go, not one by one
 * between them: each switch between a label and a shape is a draw of its
 * own for the GL renderer.  The table while the calls are made: the
 * plates, three calls in bubbles, the dealer's disc and the counts, yet
 * two runs of labels; and the same pixels as one by one. */
static void
test_labels_in_one_go (void)
{
  Fixture f;
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  GskRenderNodeType last = GSK_NOT_A_RENDER_NODE;
  guint text_runs = 0, texture_runs = 0;

  fixture_set_up (&f, game_where (bidding_three_called), KAISER_ANIMATION_SPEED_OFF);
  next_frame (&f);
  paintable = gtk_widget_paintable_new (GTK_WIDGET (f.table));
  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (GTK_WIDGET (f.table)),
                          gtk_widget_get_height (GTK_WIDGET (f.table)));
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  count_runs (node, &last, &text_runs, &texture_runs);
  g_test_message ("%u runs of labels, %u of textures", text_runs, texture_runs);
  g_assert_cmpuint (text_runs, ==, 2);   /* the counts, the plates and calls */
  g_assert_cmpuint (texture_runs, <=, 3);
  fixture_tear_down (&f);
}

/* The window: a computer seat acts only once the table's animation is over. */
typedef struct {
  KaiserTable *table;
  guint        computer_actions;
  guint        while_animating;
  guint        animations;
} WindowWatch;

static void
on_window_action (KaiserGame *game, const KaiserAction *action, WindowWatch *w)
{
  if (action->seat == HUMAN)
    return;
  w->computer_actions++;
  if (kaiser_table_get_animating (w->table))
    w->while_animating++;
}

static void
on_window_animating (KaiserTable *table, GParamSpec *pspec, WindowWatch *w)
{
  if (kaiser_table_get_animating (table))
    w->animations++;
}

static GtkWidget *
find_named (GtkWidget *widget, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);
      if (found)
        return found;
    }
  return NULL;
}

static void
test_window_waits (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(KaiserApplication) app = NULL;
  KaiserWindow *window;
  KaiserGame *watched = NULL;
  WindowWatch w = { 0 };
  gboolean bid_shot = FALSE, play_shot = FALSE, flight_shot = FALSE;
  gboolean stats = g_strcmp0 (g_getenv ("KAISER_FRAME_STATS"), "1") == 0;
  gint64 deadline = g_get_monotonic_time () + (stats ? 240 : 60) * G_USEC_PER_SEC;

  g_settings_set_string (settings, "computer-level", "beginner");
  g_settings_set_string (settings, "rules-preset", "standard");
  kaiser_test_clear_in_progress ();
  app = kaiser_application_new (APP_ID ".TableTest", G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = kaiser_window_new (app);
  w.table = KAISER_TABLE (find_named (GTK_WIDGET (window), "table"));
  g_assert_nonnull (w.table);
  /* with KAISER_FRAME_STATS=1, a whole hand at normal speed: the figures
   * printed as the window goes are those of a real game */
  kaiser_table_set_animation_speed (w.table, stats ? KAISER_ANIMATION_SPEED_NORMAL : KAISER_ANIMATION_SPEED_FAST);
  g_signal_connect (w.table, "notify::animating", G_CALLBACK (on_window_animating), &w);
  gtk_window_present (GTK_WINDOW (window));

  /* until a dozen computer actions, cards among them (and the shots) */
  while (g_get_monotonic_time () < deadline &&
         (w.computer_actions < 14 || w.animations < 4 ||
          (g_getenv ("KAISER_TABLE_SHOTS") && !(bid_shot && play_shot && flight_shot)) ||
          (stats && kaiser_game_get_phase (kaiser_window_get_game (window)) < KAISER_PHASE_HAND_OVER)))
    {
      KaiserGame *game = kaiser_window_get_game (window);
      const KaiserState *st = kaiser_game_get_state (game);

      if (game != watched)
        {
          if (watched)
            g_signal_handlers_disconnect_by_data (watched, &w);
          watched = game;
          g_signal_connect (game, "action-applied", G_CALLBACK (on_window_action), &w);
        }
      kaiser_test_iterate (5);
      st = kaiser_game_get_state (game);
      if (g_getenv ("KAISER_TABLE_SHOTS"))
        {
          if (!bid_shot && st->to_act == HUMAN && st->phase == KAISER_PHASE_BIDDING && !kaiser_table_get_animating (w.table))
            {
              kaiser_test_iterate (100);
              save_window_shot (GTK_WIDGET (window), "window-bidding");
              bid_shot = TRUE;
            }
          if (!play_shot && st->to_act == HUMAN && st->phase == KAISER_PHASE_PLAY && !kaiser_table_get_animating (w.table) &&
              st->tricks[st->n_tricks].n_played > 0 && (st->hands[HUMAN] & ~kaiser_state_legal_cards (st)))
            {
              kaiser_test_iterate (100);
              save_window_shot (GTK_WIDGET (window), "window-play");
              play_shot = TRUE;
            }
          if (!flight_shot && st->phase == KAISER_PHASE_PLAY && kaiser_table_get_animating (w.table) &&
              st->tricks[st->n_tricks].n_played >= 2 && st->to_act != HUMAN)
            {
              save_window_shot (GTK_WIDGET (window), "window-flight");
              flight_shot = TRUE;
            }
        }
      if ((g_getenv ("KAISER_TABLE_SHOTS") || stats) && kaiser_table_get_animating (w.table))
        continue;   /* for the shots and the figures: let the animations run their course */
      if (st->to_act == HUMAN && st->phase == KAISER_PHASE_PLAY)
        gtk_widget_activate_action (GTK_WIDGET (w.table), "table.play", "u",
                                    (guint32) kaiser_cards_first (kaiser_state_legal_cards (st)));
      else if (st->to_act == HUMAN || (st->phase == KAISER_PHASE_HAND_OVER && !stats))
        {
          GtkWidget *choices = find_named (GTK_WIDGET (window), "choices");
          GtkWidget *child = choices ? gtk_widget_get_first_child (choices) : NULL;
          GtkWidget *button = child ? gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child)) : NULL;
          if (st->phase == KAISER_PHASE_MISDEAL && child)
            button = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (gtk_widget_get_next_sibling (child)));
          if (button && GTK_IS_BUTTON (button))
            gtk_widget_activate (button);
        }
    }
  g_assert_cmpuint (w.computer_actions, >=, 14);
  g_assert_cmpuint (w.animations, >=, 4);
  g_assert_cmpuint (w.while_animating, ==, 0);
  if (watched)
    g_signal_handlers_disconnect_by_data (watched, &w);
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}


/* Kitty and card passing (VARIANTS.md V11, V12) */

static gboolean
south_deals_with_kitty (const KaiserState *st)
{
  return st->phase == KAISER_PHASE_BIDDING && st->dealer == HUMAN && st->n_bids == 0 && st->kitty != 0;
}

static gboolean
south_passes_first_card (const KaiserState *st)
{
  return st->phase == KAISER_PHASE_PASS && st->to_act == HUMAN &&
         (st->passed[0] | st->passed[1] | st->passed[2] | st->passed[3]) == 0;
}

static void
apply_first_legal (Fixture *f)
{
  KaiserAction actions[KAISER_MAX_ACTIONS];

  g_assert_cmpuint (kaiser_game_legal_actions (f->game, actions), >, 0);
  g_assert_true (kaiser_game_apply (f->game, &actions[0], NULL));
}

/* The table's accessible description (what a screen reader is told). */
static char *
description_of (Fixture *f)
{
  char *now = gtk_test_accessible_check_property (GTK_ACCESSIBLE (f->table), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");

  g_assert_nonnull (now);
  return now;
}

static graphene_point_t
centre_of (const graphene_rect_t *r)
{
  return GRAPHENE_POINT_INIT (r->origin.x + r->size.width / 2, r->origin.y + r->size.height / 2);
}

/* Frames until the animation ends; TRUE if the card was seen on its way
 * with its centre strictly between the two heights; face_seen[0]: seen
 * face down, [1]: face up. */
static gboolean
follow_card (Fixture *f, KaiserCard card, float y0, float y1, gboolean face_seen[2])
{
  gint64 t0 = g_get_monotonic_time ();
  gboolean between = FALSE;

  while (kaiser_table_get_animating (f->table) && g_get_monotonic_time () - t0 < 5 * G_USEC_PER_SEC)
    {
      graphene_rect_t r;
      gboolean face;

      next_frame (f);
      if (kaiser_table_get_animating (f->table) && kaiser_table_get_aside_rect (f->table, card, &r, &face))
        {
          float y = centre_of (&r).y;

          if (y > MIN (y0, y1) + 2 && y < MAX (y0, y1) - 2)
            between = TRUE;
          face_seen[face ? 1 : 0] = TRUE;
        }
    }
  g_assert_false (kaiser_table_get_animating (f->table));
  return between;
}

/* The kitty lies face down in the middle during the bidding, flies to the
 * high bidder (the player: turned face up into the hand); each discard
 * flies from the hand, turned face down, and lies beside it. */
static void
test_kitty_and_discards (void)
{
  Fixture f;
  KaiserRules rules;
  const KaiserState *st;
  KaiserCards kitty;
  graphene_rect_t r, north, south, east, west, hand;
  gboolean face, seen[2] = { FALSE, FALSE };
  KaiserCard card, discard;
  KaiserAction action;
  float kitty_y;

  g_assert_true (kaiser_rules_init_preset (&rules, "saskatchewan-34", NULL));
  fixture_set_up (&f, game_of_rules_where (&rules, south_deals_with_kitty), KAISER_ANIMATION_SPEED_SLOW);
  st = kaiser_game_get_state (f.game);
  kitty = st->kitty;
  g_assert_cmpuint (kaiser_cards_count (kitty), ==, 2);
  next_frame (&f);
  g_assert_true (kaiser_table_get_trick_rect (f.table, KAISER_NORTH, &north));
  g_assert_true (kaiser_table_get_trick_rect (f.table, KAISER_SOUTH, &south));
  g_assert_true (kaiser_table_get_trick_rect (f.table, KAISER_EAST, &east));
  g_assert_true (kaiser_table_get_trick_rect (f.table, KAISER_WEST, &west));
  KAISER_CARDS_FOREACH (card, kitty)
    {
      graphene_point_t c;

      g_assert_true (kaiser_table_get_aside_rect (f.table, card, &r, &face));
      g_assert_false (face);
      c = centre_of (&r);
      /* in the middle, where the trick will be */
      g_assert_cmpfloat (c.x, >, west.origin.x + west.size.width / 2);
      g_assert_cmpfloat (c.x, <, east.origin.x + east.size.width / 2);
      g_assert_cmpfloat (c.y, >, north.origin.y);
      g_assert_cmpfloat (c.y, <, south.origin.y + south.size.height);
      g_assert_false (kaiser_table_get_card_rect (f.table, card, &r));
    }
  kitty_y = centre_of (&r).y;
  {
    g_autofree char *description = description_of (&f);
    g_assert_nonnull (strstr (description, "The kitty: 2 cards face down."));
  }
  g_assert_true (kaiser_table_get_card_rect (f.table, kaiser_cards_first (st->hands[HUMAN]), &hand));
  save_shot (&f, "kitty-on-table");

  /* everyone passes; the dealer must bid and names trumps: the kitty is his */
  while (st->phase != KAISER_PHASE_KITTY)
    {
      g_assert_true (st->phase == KAISER_PHASE_BIDDING || st->phase == KAISER_PHASE_TRUMP || st->phase == KAISER_PHASE_LOW);
      apply_first_legal (&f);
    }
  g_assert_cmpint (st->declarer, ==, HUMAN);
  g_assert_true (kaiser_table_get_animating (f.table));
  g_assert_true (follow_card (&f, kaiser_cards_last (kitty), kitty_y, centre_of (&hand).y, seen));
  g_assert_true (seen[0] && seen[1]);   /* turned over on the way */
  next_frame (&f);
  /* in the player's hand now, face up, and no longer aside */
  KAISER_CARDS_FOREACH (card, kitty)
    {
      g_assert_true (kaiser_table_get_card_rect (f.table, card, &r));
      g_assert_false (kaiser_table_get_aside_rect (f.table, card, &r, &face));
    }

  /* a discard: from the hand, turned face down, laid beside the hand */
  discard = kaiser_cards_first (kaiser_state_legal_discards (st));
  g_assert_true (kaiser_table_get_card_rect (f.table, discard, &hand));
  action = kaiser_action_make (KAISER_ACTION_DISCARD, HUMAN, discard);
  g_assert_true (kaiser_game_apply (f.game, &action, NULL));
  g_assert_true (kaiser_table_get_animating (f.table));
  seen[0] = seen[1] = FALSE;
  follow_card (&f, discard, 0, 10000, seen);
  g_assert_true (seen[0] && seen[1]);
  next_frame (&f);
  g_assert_false (kaiser_table_get_card_rect (f.table, discard, &r));
  g_assert_true (kaiser_table_get_aside_rect (f.table, discard, &r, &face));
  g_assert_false (face);
  g_assert_cmpfloat (r.origin.y, >, south.origin.y + south.size.height);   /* down by the hand, clear of the trick */
  /* the second discard starts the play; both stay in view, face down */
  apply_first_legal (&f);
  g_assert_true (wait_not_animating (&f, 5000));
  next_frame (&f);
  g_assert_cmpint (st->phase, ==, KAISER_PHASE_PLAY);
  g_assert_cmpuint (kaiser_cards_count (st->discards), ==, 2);
  KAISER_CARDS_FOREACH (card, st->discards)
    {
      g_assert_true (kaiser_table_get_aside_rect (f.table, card, &r, &face));
      g_assert_false (face);
    }
  save_shot (&f, "discards");
  {
    g_autofree char *description = description_of (&f);
    g_assert_nonnull (strstr (description, "You laid away 2 cards."));
    g_assert_null (strstr (description, "kitty"));
  }
  fixture_tear_down (&f);
}

/* Cards passed to partner wait before their seat (the player's own face
 * up, the others' face down) until everyone has passed; then each flies
 * to its receiver, the one coming to the player turned face up. */
static void
test_passing (void)
{
  Fixture f;
  KaiserRules rules;
  const KaiserState *st;
  graphene_rect_t r, hand_rect;
  gboolean face, seen[2] = { FALSE, FALSE };
  KaiserCard mine, theirs;
  KaiserAction actions[KAISER_MAX_ACTIONS];

  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  g_assert_true (kaiser_rules_set (&rules, "passing", "one-to-partner", NULL));
  fixture_set_up (&f, game_of_rules_where (&rules, south_passes_first_card), KAISER_ANIMATION_SPEED_SLOW);
  st = kaiser_game_get_state (f.game);
  next_frame (&f);
  for (KaiserSeat s = 0; s < KAISER_N_SEATS; s++)
    if (st->passed[s])
      {
        g_assert_true (kaiser_table_get_aside_rect (f.table, kaiser_cards_first (st->passed[s]), &r, &face));
        g_assert_false (face);
      }

  /* the player's card: from the hand to the pile before it, face up */
  g_assert_cmpuint (kaiser_game_legal_actions (f.game, actions), >, 0);
  mine = actions[0].value;
  g_assert_true (kaiser_table_get_card_rect (f.table, mine, &hand_rect));
  g_assert_true (kaiser_game_apply (f.game, &actions[0], NULL));
  g_assert_true (kaiser_table_get_animating (f.table));
  g_assert_true (follow_card (&f, mine, centre_of (&hand_rect).y, 0, seen));
  g_assert_true (seen[1] && !seen[0]);
  next_frame (&f);
  g_assert_false (kaiser_table_get_card_rect (f.table, mine, &r));
  g_assert_true (kaiser_table_get_aside_rect (f.table, mine, &r, &face));
  g_assert_true (face);
  g_assert_cmpfloat (centre_of (&r).y, <, centre_of (&hand_rect).y);
  save_shot (&f, "passing");
  {
    g_autofree char *description = description_of (&f);
    g_autofree char *name = kaiser_deck_card_describe (&st->rules.deck, mine);
    g_autofree char *expected = g_strdup_printf ("You passed %s.", name);
    g_assert_nonnull (strstr (description, expected));
  }

  /* the others pass; the last pass hands every card on at once */
  while (st->phase == KAISER_PHASE_PASS)
    {
      g_assert_true (wait_not_animating (&f, 5000));
      apply_first_legal (&f);
    }
  theirs = kaiser_cards_first (st->passed[KAISER_NORTH]);
  g_assert_true (kaiser_cards_has (st->hands[HUMAN], theirs));
  g_assert_true (kaiser_table_get_animating (f.table));
  seen[0] = seen[1] = FALSE;
  follow_card (&f, theirs, 0, 10000, seen);
  g_assert_true (seen[0] && seen[1]);   /* a back from North's pile, face up on arrival */
  next_frame (&f);
  g_assert_true (kaiser_table_get_card_rect (f.table, theirs, &r));
  g_assert_false (kaiser_table_get_aside_rect (f.table, theirs, &r, &face));
  g_assert_false (kaiser_table_get_card_rect (f.table, mine, &r));   /* with North now, as a back */
  g_assert_false (kaiser_table_get_aside_rect (f.table, mine, &r, &face));
  fixture_tear_down (&f);
}


/* The badges go on the point cards of the game's pack (VARIANTS.md,
 * presets: the 5♥ and 3♠; Les Rois' kings; Hétu's K♥ worth +6; Joffre's
 * zeros), never on a card that counts nothing in that game. */
static void
test_point_card_marks (void)
{
  static const struct {
    const char *preset, *bonus, *bonus_label, *penalty, *plain;
  } cases[] = {
    { "standard", "5H", "+5", "3S", "KH" },
    { "les-rois", "KH", "+5", "KS", "5H" },
    { "hetu", "KH", "+6", "KS", "5H" },
    { "joffre", "0H", "+5", "0S", "5H" },
  };
  g_autoptr(KaiserCardCache) cache = kaiser_card_cache_new ();
  GtkWidget *table = g_object_ref_sink (kaiser_table_new ());

  kaiser_table_set_cache (KAISER_TABLE (table), cache);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(KaiserGame) game = NULL;
      KaiserRules rules;
      const char *label = NULL;

      g_assert_true (kaiser_rules_init_preset (&rules, cases[i].preset, NULL));
      game = kaiser_game_new (&rules, 1);
      kaiser_table_set_game (KAISER_TABLE (table), game);
      g_assert_cmpint (kaiser_card_cache_get_mark (cache, cases[i].bonus, &label), ==, KAISER_CARD_MARK_BONUS);
      g_assert_cmpstr (label, ==, cases[i].bonus_label);
      g_assert_cmpint (kaiser_card_cache_get_mark (cache, cases[i].penalty, &label), ==, KAISER_CARD_MARK_PENALTY);
      g_assert_cmpstr (label, ==, "−3");
      g_assert_cmpint (kaiser_card_cache_get_mark (cache, cases[i].plain, &label), ==, KAISER_CARD_MARK_NONE);
    }
  kaiser_table_set_game (KAISER_TABLE (table), NULL);
  g_object_unref (table);
}

/* The brightness (0–255) of the pixel of the table at (x, y), as drawn now. */
static int
table_pixel (Fixture *f, float x, float y)
{
  g_autofree char *dir = g_dir_make_tmp ("kaiser-hc-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "table.png", NULL);
  g_autoptr(GdkTexture) texture = NULL;
  int w, h, scale = gtk_widget_get_scale_factor (GTK_WIDGET (f->table));
  g_autofree guint32 *px = NULL;
  guint32 p;

  g_assert_true (kaiser_test_save_png (GTK_WIDGET (f->table), path));
  texture = gdk_texture_new_from_filename (path, NULL);
  g_assert_nonnull (texture);
  w = gdk_texture_get_width (texture);
  h = gdk_texture_get_height (texture);
  px = g_new (guint32, (gsize) w * h);
  gdk_texture_download (texture, (guchar *) px, (gsize) w * 4);
  p = px[(int) (y * scale) * w + (int) (x * scale)];
  g_unlink (path);
  g_rmdir (dir);
  return (((p >> 16) & 0xff) + ((p >> 8) & 0xff) + (p & 0xff)) / 3;
}

/* The system's high-contrast style: every card outlined in black, so
 * cards stand out from the felt and from each other. */
static void
test_high_contrast (void)
{
  Fixture f;
  graphene_rect_t r;
  int plain, outlined;
  KaiserCard card;

  fixture_set_up (&f, game_where (south_leads), KAISER_ANIMATION_SPEED_OFF);
  card = kaiser_table_get_focus_card (f.table);
  g_assert_true (kaiser_table_get_card_rect (f.table, card, &r));
  /* just inside the left edge of the first card of the hand, half way down */
  plain = table_pixel (&f, r.origin.x + 1.2f, r.origin.y + r.size.height * 0.55f);
  g_object_set (f.table, "high-contrast", TRUE, NULL);
  next_frame (&f);
  outlined = table_pixel (&f, r.origin.x + 1.2f, r.origin.y + r.size.height * 0.55f);
  g_test_message ("edge brightness %d plain, %d in high contrast", plain, outlined);
  g_assert_cmpint (plain, >, 120);
  g_assert_cmpint (outlined, <, 60);
  g_object_set (f.table, "high-contrast", FALSE, NULL);
  next_frame (&f);
  g_assert_cmpint (table_pixel (&f, r.origin.x + 1.2f, r.origin.y + r.size.height * 0.55f), ==, plain);
  fixture_tear_down (&f);
}

/* The felt: one small texture, light in the middle and dark at the edges,
 * made once and stretched over the table whatever its size; on screen
 * too, the middle of the table lighter than its corner. */
static void
test_felt (void)
{
  enum { N = KAISER_TABLE_FELT_SIZE };
  Fixture f;
  GdkTexture *felt;
  g_autofree guint32 *px = g_new (guint32, N * N);
  guint32 middle, corner;
  int middle_on_screen, corner_on_screen;

  fixture_set_up (&f, game_where (south_leads), KAISER_ANIMATION_SPEED_OFF);
  felt = kaiser_table_felt_texture (f.table);
  g_assert_cmpint (gdk_texture_get_width (felt), ==, N);
  g_assert_cmpint (gdk_texture_get_height (felt), ==, N);
  gdk_texture_download (felt, (guchar *) px, N * 4);
  /* each texel the elliptic gradient at its centre: the inner colour
   * (0.16, 0.47, 0.27) in the middle, the outer one (0.07, 0.27, 0.15) at
   * and past 0.75 of the half-sides, in 0xAARRGGBB */
  for (int y = 0; y < N; y += 7)
    for (int x = 0; x < N; x += 5)
      {
        static const float inner[3] = { 0.16f, 0.47f, 0.27f }, outer[3] = { 0.07f, 0.27f, 0.15f };
        float dx = (x + 0.5f - N / 2.0f) / (N * 0.75f), dy = (y + 0.5f - N / 2.0f) / (N * 0.75f);
        float t = MIN (sqrtf (dx * dx + dy * dy), 1);
        guint32 p = px[y * N + x];

        for (int c = 0; c < 3; c++)
          {
            int expected = (int) roundf ((inner[c] + (outer[c] - inner[c]) * t) * 255);
            int got = (int) ((p >> (16 - 8 * c)) & 0xff);

            if (ABS (got - expected) > 2)
              g_error ("felt texel %d,%d channel %d: %d, not %d", x, y, c, got, expected);
          }
      }
  middle = px[(N / 2) * N + N / 2];
  corner = px[0];
  g_assert_cmpint ((middle >> 8) & 0xff, >, ((corner >> 8) & 0xff) + 40);

  corner_on_screen = table_pixel (&f, 2, 2);
  middle_on_screen = table_pixel (&f, gtk_widget_get_width (GTK_WIDGET (f.table)) * 0.25f,
                                  gtk_widget_get_height (GTK_WIDGET (f.table)) * 0.5f);
  g_test_message ("felt on screen: %d in the corner, %d half way in", corner_on_screen, middle_on_screen);
  g_assert_cmpint (middle_on_screen, >, corner_on_screen + 5);

  /* another size: the same texture, not made again */
  gtk_widget_set_size_request (GTK_WIDGET (f.table), 1300, 900);
  next_frame (&f);
  next_frame (&f);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f.table)), >=, 1300);
  g_assert_true (kaiser_table_felt_texture (f.table) == felt);
  fixture_tear_down (&f);
}

/* The card the Hint suggests: a bright outline and glow round it (just
 * above its top edge the felt turns light), its accessible label and the
 * table's description say so; none again, the felt as it was. */
static void
test_hinted_card (void)
{
  Fixture f;
  graphene_rect_t r;
  int plain, hinted;
  KaiserCard card;
  g_autofree char *name = NULL, *expected = NULL, *label = NULL, *description = NULL;

  fixture_set_up (&f, game_where (south_leads), KAISER_ANIMATION_SPEED_OFF);
  kaiser_table_set_playable (f.table, kaiser_state_legal_cards (kaiser_game_get_state (f.game)));
  next_frame (&f);
  card = kaiser_table_get_focus_card (f.table);
  g_assert_true (kaiser_table_get_card_rect (f.table, card, &r));
  /* above the cursor's ring (it is on the card too, before and after
   * the hint: the hint moves it there), in the glow's reach */
  plain = table_pixel (&f, r.origin.x + 6, r.origin.y - 6);
  kaiser_table_set_hinted_card (f.table, card);
  g_assert_cmpuint (kaiser_table_get_hinted_card (f.table), ==, card);
  next_frame (&f);
  hinted = table_pixel (&f, r.origin.x + 6, r.origin.y - 6);
  g_test_message ("above the card: brightness %d plain, %d hinted", plain, hinted);
  g_assert_cmpint (hinted, >, plain + 30);

  name = kaiser_deck_card_describe (&kaiser_game_get_state (f.game)->rules.deck, card);
  expected = g_strdup_printf ("%s, playable, suggested by the hint", name);
  label = gtk_test_accessible_check_property (GTK_ACCESSIBLE (f.table), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
  g_assert_null (label);
  description = gtk_test_accessible_check_property (GTK_ACCESSIBLE (f.table), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
  g_assert_nonnull (strstr (description, "Suggested by the hint: "));

  g_object_set (f.table, "hinted-card", (guint) KAISER_CARD_NONE, NULL);
  next_frame (&f);
  g_assert_cmpint (table_pixel (&f, r.origin.x + 6, r.origin.y - 6), ==, plain);
  fixture_tear_down (&f);
}

typedef struct {
  KaiserTable *table;
  const char  *expected;
} LabelWait;

static gboolean
label_is (gpointer data)
{
  LabelWait *w = data;
  g_autofree char *wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (w->table), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                               w->expected);
  return wrong == NULL;
}

static gboolean
is_animating (gpointer data)
{
  return kaiser_table_get_animating (data);
}

static gboolean
not_animating (gpointer data)
{
  return !kaiser_table_get_animating (data);
}

static gboolean
theme_is_quebec (gpointer cache)
{
  KaiserCardTheme *theme = kaiser_card_cache_get_theme (cache);
  return theme && g_str_equal (kaiser_card_theme_get_id (theme), "quebec");
}

/* The card theme changes in the real window while the cards are being
 * dealt: the deal goes on frame after frame, the new theme's cards come
 * in without a stall (read in a worker thread), the cards' names follow
 * (the Joffre theme names the standard pack's cards: the ace of hearts
 * is the General of France), and the animation ends as usual. */
static void
test_theme_switch_animating (void)
{
  g_autoptr(GSettings) settings = kaiser_test_fresh_settings ();
  g_autoptr(KaiserApplication) app = NULL;
  g_autoptr(KaiserCardTheme) joffre = NULL;
  g_autoptr(KaiserCardNames) names = NULL;
  g_autofree char *name = NULL;
  g_autofree char *expected = NULL;
  KaiserWindow *window;
  KaiserTable *table;
  GdkFrameClock *clock;
  gint64 frames, t0;
  KaiserCard focus;
  LabelWait w;

  g_settings_set_string (settings, "card-theme", "standard");
  app = kaiser_application_new (APP_ID ".ThemeSwitchTest", G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = kaiser_window_new (app);
  table = KAISER_TABLE (find_named (GTK_WIDGET (window), "table"));
  kaiser_table_set_animation_speed (table, KAISER_ANIMATION_SPEED_SLOW);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (kaiser_test_wait_for (is_animating, table, 10000));
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (table));

  /* what the focused card will be called */
  joffre = kaiser_card_theme_new_by_id ("joffre", NULL);
  g_assert_nonnull (joffre);
  names = kaiser_card_theme_make_names (joffre, "standard");
  focus = kaiser_table_get_focus_card (table);
  g_assert_cmpint (focus, !=, KAISER_CARD_NONE);
  name = kaiser_card_names_describe_card (names, &kaiser_game_get_rules (kaiser_window_get_game (window))->deck, focus);
  expected = g_strdup_printf ("%s, not playable", name);
  w = (LabelWait) { table, expected };
  g_assert_true (kaiser_table_get_animating (table));
  frames = gdk_frame_clock_get_frame_counter (clock);

  kaiser_test_iterate (150);
  g_test_message ("%" G_GINT64_FORMAT " frames in 150 ms before the switch", gdk_frame_clock_get_frame_counter (clock) - frames);
  frames = gdk_frame_clock_get_frame_counter (clock);
  t0 = g_get_monotonic_time ();
  g_settings_set_string (settings, "card-theme", "joffre");
  g_assert_true (kaiser_test_wait_for (label_is, &w, 10000));
  g_test_message ("the Joffre cards on the table %.1f ms after the switch, %" G_GINT64_FORMAT " frames drawn meanwhile",
                  (g_get_monotonic_time () - t0) / 1000.0, gdk_frame_clock_get_frame_counter (clock) - frames);
  /* the deal was still under way, and went on being drawn */
  g_assert_cmpint (gdk_frame_clock_get_frame_counter (clock), >, frames);
  frames = gdk_frame_clock_get_frame_counter (clock);
  kaiser_test_iterate (100);
  g_assert_cmpint (gdk_frame_clock_get_frame_counter (clock), >, frames);
  g_assert_true (kaiser_test_wait_for (not_animating, table, 20000));

  /* the table at rest: the cards on screen come rendered with the new
   * theme from the worker thread, none is rendered in a frame */
  {
    KaiserCardCache *cache = kaiser_table_get_cache (table);
    guint rendered;

    kaiser_test_iterate (300);
    rendered = kaiser_card_cache_get_n_rendered (cache);
    g_settings_set_string (settings, "card-theme", "quebec");
    g_assert_true (kaiser_test_wait_for (theme_is_quebec, cache, 10000));
    kaiser_test_iterate (300);
    g_assert_cmpuint (kaiser_card_cache_get_n_rendered (cache), ==, rendered);
  }

  g_settings_set_string (settings, "card-theme", "standard");
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

/* Each seat's call stays beside it until the first lead, then goes
 * (issue 24: the calls went as soon as trumps were named). */
static void
test_calls_until_lead (void)
{
  Fixture f;

  fixture_set_up (&f, game_where (south_first_lead), KAISER_ANIMATION_SPEED_OFF);
  draw_now (&f);
  g_assert_cmpuint (f.table->n_calls_drawn, ==, KAISER_N_SEATS);
  save_shot (&f, "calls-at-first-lead");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.table), "table.play", "u", (guint32) first_legal (&f)));
  draw_now (&f);
  g_assert_cmpuint (f.table->n_calls_drawn, ==, 0);
  fixture_tear_down (&f);
}

/* The last trick of a hand is held and swept before the hand's summary
 * covers the table: the summary waits for the table (issue 24). */
static void
test_window_last_trick_first (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(KaiserApplication) app = kaiser_application_new (APP_ID ".LastTrick", G_APPLICATION_NON_UNIQUE);
  g_autoptr(KaiserGame) game = game_where (south_ends_hand);
  KaiserWindow *window;
  KaiserTable *table;
  GtkWidget *summary;
  gboolean marked = FALSE;
  guint frames = 0;
  graphene_rect_t r;
  gint64 t0;

  g_settings_set_string (settings, "computer-level", "beginner");
  kaiser_test_plant_in_progress (game);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = kaiser_window_new (app);
  table = KAISER_TABLE (find_named (GTK_WIDGET (window), "table"));
  kaiser_table_set_animation_speed (table, KAISER_ANIMATION_SPEED_FAST);
  gtk_window_present (GTK_WINDOW (window));
  t0 = g_get_monotonic_time ();
  /* on screen, the player's last card drawn, nothing moving */
  while (kaiser_table_get_animating (table) || !kaiser_table_get_animations_enabled (table) ||
         !kaiser_table_get_card_rect (table, kaiser_cards_first (kaiser_game_get_hand (kaiser_window_get_game (window), HUMAN)), &r))
    {
      g_assert_cmpint (g_get_monotonic_time () - t0, <, 10 * G_USEC_PER_SEC);
      kaiser_test_iterate (10);
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table), "table.play", "u",
                                             (guint32) kaiser_cards_first (kaiser_state_legal_cards (kaiser_game_get_state (kaiser_window_get_game (window))))));
  g_assert_cmpint (kaiser_game_get_phase (kaiser_window_get_game (window)), ==, KAISER_PHASE_HAND_OVER);
  t0 = g_get_monotonic_time ();
  while (kaiser_table_get_animating (table))
    {
      g_assert_cmpint (g_get_monotonic_time () - t0, <, 10 * G_USEC_PER_SEC);
      summary = find_named (GTK_WIDGET (window), "hand-summary");
      g_assert_true (summary == NULL || !gtk_widget_get_visible (summary));
      kaiser_test_iterate (10);
      marked |= kaiser_table_get_winner_card (table) != KAISER_CARD_NONE;
      frames++;
    }
  g_test_message ("the last trick in view for %u turns of the loop before the summary", frames);
  g_assert_true (marked);
  kaiser_test_iterate (20);
  summary = find_named (GTK_WIDGET (window), "hand-summary");
  g_assert_nonnull (summary);
  g_assert_true (gtk_widget_get_visible (summary));
  kaiser_test_clear_in_progress ();
  gtk_window_destroy (GTK_WINDOW (window));
  kaiser_test_iterate (50);
}

int
main (int argc, char **argv)
{
  g_unsetenv ("KAISER_FAST");
  g_setenv ("KAISER_SEED", "5", TRUE);
  kaiser_test_private_data_home ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  g_test_add_func ("/kaiser/table/play-animation", test_play_animation);
  g_test_add_func ("/kaiser/table/input-finishes-animation", test_input_finishes_animation);
  g_test_add_func ("/kaiser/table/trick-hold-and-sweep", test_trick_hold_and_sweep);
  g_test_add_func ("/kaiser/table/speed-off", test_speed_off);
  g_test_add_func ("/kaiser/table/reduced-motion", test_reduced_motion);
  g_test_add_func ("/kaiser/table/deal", test_deal);
  g_test_add_func ("/kaiser/table/keyboard-and-accessible", test_keyboard_and_accessible);
  g_test_add_func ("/kaiser/table/piles-keyboard", test_piles_keyboard);
  g_test_add_func ("/kaiser/table/hover", test_hover);
  g_test_add_func ("/kaiser/table/calls-until-lead", test_calls_until_lead);
  g_test_add_func ("/kaiser/table/window-last-trick-first", test_window_last_trick_first);
  g_test_add_func ("/kaiser/table/bidding-look", test_bidding_look);
  g_test_add_func ("/kaiser/table/window-waits", test_window_waits);
  g_test_add_func ("/kaiser/table/kitty-and-discards", test_kitty_and_discards);
  g_test_add_func ("/kaiser/table/passing", test_passing);
  g_test_add_func ("/kaiser/table/point-card-marks", test_point_card_marks);
  g_test_add_func ("/kaiser/table/theme-switch-animating", test_theme_switch_animating);
  g_test_add_func ("/kaiser/table/high-contrast", test_high_contrast);
  g_test_add_func ("/kaiser/table/felt", test_felt);
  g_test_add_func ("/kaiser/table/labels-in-one-go", test_labels_in_one_go);
  g_test_add_func ("/kaiser/table/hinted-card", test_hinted_card);
  return g_test_run ();
}
