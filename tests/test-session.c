/* test-session.c: a game at a table, its seats and their turns
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "kaiser-computer.h"
#include "kaiser-person.h"
#include "kaiser-player.h"
#include "kaiser-session.h"

/* An occupant of the test's own: answers the first legal action (or one
 * for another seat, when told to lie) from an idle, as a friend's
 * program would answer from elsewhere. */
#define TEST_TYPE_OCCUPANT (test_occupant_get_type ())
G_DECLARE_FINAL_TYPE (TestOccupant, test_occupant, TEST, OCCUPANT, GObject)

struct _TestOccupant
{
  GObject  parent_instance;
  gboolean lie;      /* answer for the next seat */
  guint    asked;
};

static void test_occupant_iface_init (KaiserOccupantInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TestOccupant, test_occupant, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (KAISER_TYPE_OCCUPANT, test_occupant_iface_init))

static KaiserOccupantKind
test_occupant_get_kind (KaiserOccupant *occupant)
{
  return KAISER_OCCUPANT_REMOTE;
}

static const char *
test_occupant_get_name (KaiserOccupant *occupant)
{
  return "Marie";
}

static gboolean
answer (gpointer data)
{
  GTask *task = data;

  g_task_return_boolean (task, TRUE);
  g_object_unref (task);
  return G_SOURCE_REMOVE;
}

static void
test_occupant_decide_async (KaiserOccupant *occupant, const KaiserObservation *obs, GCancellable *cancellable,
                            GAsyncReadyCallback callback, gpointer user_data)
{
  TestOccupant *self = TEST_OCCUPANT (occupant);
  GTask *task = g_task_new (self, cancellable, callback, user_data);
  KaiserAction *action = g_new0 (KaiserAction, 1);
  KaiserAction actions[KAISER_MAX_ACTIONS];

  self->asked++;
  /* a seat's legal actions, from what it sees */
  g_assert_cmpuint (kaiser_state_legal_actions (&obs->view, actions), >, 0);
  *action = actions[0];
  if (self->lie)
    action->seat = kaiser_rules_seat_next (&obs->view.rules, obs->seat);
  g_task_set_task_data (task, action, g_free);
  g_idle_add (answer, task);
}

static gboolean
test_occupant_decide_finish (KaiserOccupant *occupant, GAsyncResult *result, KaiserAction *action, GError **error)
{
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  *action = *(KaiserAction *) g_task_get_task_data (G_TASK (result));
  return TRUE;
}

static void
test_occupant_iface_init (KaiserOccupantInterface *iface)
{
  iface->get_kind = test_occupant_get_kind;
  iface->get_name = test_occupant_get_name;
  iface->decide_async = test_occupant_decide_async;
  iface->decide_finish = test_occupant_decide_finish;
}

static void
test_occupant_class_init (TestOccupantClass *klass)
{
}

static void
test_occupant_init (TestOccupant *self)
{
}

typedef struct {
  KaiserSession *session;
  KaiserGame    *game;
  guint          changed;
  guint          saved;
  guint          problems;
  guint          thinking_seen;   /* seats seen thinking, as bits */
  char          *problem;
} Fixture;

static void
on_changed (KaiserSession *session, Fixture *f)
{
  f->changed++;
}

static void
on_save (KaiserSession *session, KaiserGame *game, Fixture *f)
{
  g_assert_true (game == kaiser_session_get_game (session));
  f->saved++;
}

static void
on_problem (KaiserSession *session, const char *message, Fixture *f)
{
  f->problems++;
  g_free (f->problem);
  f->problem = g_strdup (message);
}

static void
on_thinking (KaiserSession *session, GParamSpec *pspec, Fixture *f)
{
  KaiserSeat seat = kaiser_session_get_thinking (session);

  if (seat != KAISER_SEAT_NONE)
    f->thinking_seen |= 1u << seat;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  f->session = kaiser_session_new ();
  f->game = kaiser_game_new (&rules, 26);
  g_signal_connect (f->session, "changed", G_CALLBACK (on_changed), f);
  g_signal_connect (f->session, "save", G_CALLBACK (on_save), f);
  g_signal_connect (f->session, "problem", G_CALLBACK (on_problem), f);
  g_signal_connect (f->session, "notify::thinking", G_CALLBACK (on_thinking), f);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->session);
  g_clear_object (&f->game);
  g_free (f->problem);
}

/* Runs the main loop until @done or 20 s. */
static gboolean
run_until (gboolean (*done) (Fixture *f), Fixture *f)
{
  gint64 end = g_get_monotonic_time () + 20 * G_TIME_SPAN_SECOND;

  while (!done (f) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  return done (f);
}

static gboolean
here_to_act (Fixture *f)
{
  KaiserGame *game = kaiser_session_get_game (f->session);

  return kaiser_game_get_to_act (game) == kaiser_session_get_here (f->session) ||
         kaiser_game_get_state (game)->phase == KAISER_PHASE_HAND_OVER;
}

static gboolean
hand_over (Fixture *f)
{
  KaiserPhase phase = kaiser_game_get_state (kaiser_session_get_game (f->session))->phase;

  return phase == KAISER_PHASE_HAND_OVER || phase == KAISER_PHASE_GAME_OVER;
}

/* Every seat but the person's is asked in turn, the person's never: the
 * game waits there; each action is a save point and a change. */
static void
test_session_computers_play (Fixture *f, gconstpointer data)
{
  guint before;

  kaiser_session_set_game (f->session, f->game, KAISER_SOUTH, KAISER_LEVEL_BEGINNER);
  g_assert_true (kaiser_session_get_game (f->session) == f->game);
  g_assert_cmpuint (kaiser_session_get_here (f->session), ==, KAISER_SOUTH);
  g_assert_true (KAISER_IS_PERSON (kaiser_session_get_occupant (f->session, KAISER_SOUTH)));
  g_assert_true (KAISER_IS_COMPUTER (kaiser_session_get_occupant (f->session, KAISER_WEST)));
  g_assert_null (kaiser_session_get_occupant (f->session, KAISER_N_SEATS));
  g_assert_cmpuint (f->changed, ==, 1);
  g_assert_cmpuint (f->saved, ==, 1);
  kaiser_session_set_pause (f->session, 1);
  g_assert_true (run_until (here_to_act, f));
  before = kaiser_game_get_n_actions (f->game);
  /* the dealer is North (the seed's): East and then South, at least East acted */
  g_assert_cmpuint (before, >, 0);
  g_assert_cmpuint (f->changed, ==, 1 + before);
  g_assert_cmpuint (f->saved, ==, 1 + before);
  g_assert_false (f->thinking_seen & (1u << KAISER_SOUTH));
  g_assert_cmpuint (kaiser_session_get_thinking (f->session), ==, KAISER_SEAT_NONE);
  /* nobody acts for the person, however long */
  g_usleep (50000);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (kaiser_game_get_n_actions (f->game), ==, before);
}

/* The person here plays their own seat, and only when legal; another
 * seat's action is refused with the game unchanged. */
static void
test_session_play_refused (Fixture *f, gconstpointer data)
{
  KaiserAction actions[KAISER_MAX_ACTIONS];
  KaiserAction other;
  g_autoptr(GError) error = NULL;
  guint n;

  kaiser_session_set_game (f->session, f->game, KAISER_SOUTH, KAISER_LEVEL_BEGINNER);
  kaiser_session_set_pause (f->session, 1);
  g_assert_true (run_until (here_to_act, f));
  n = kaiser_game_get_n_actions (f->game);
  kaiser_state_legal_actions (kaiser_game_get_state (f->game), actions);
  other = actions[0];
  other.seat = KAISER_WEST;
  g_assert_false (kaiser_session_play (f->session, &other, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_OUT_OF_TURN);
  g_clear_error (&error);
  /* a bid of 2 is below any minimum */
  other = kaiser_action_make (KAISER_ACTION_BID, KAISER_SOUTH, 0);
  other.bid.amount = 2;
  g_assert_false (kaiser_session_play (f->session, &other, &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (kaiser_game_get_n_actions (f->game), ==, n);
  g_assert_true (kaiser_session_play (f->session, &actions[0], NULL));
  g_assert_cmpuint (kaiser_game_get_n_actions (f->game), ==, n + 1);
}

/* While the table moves nobody is asked; let go, the next seat is. */
static void
test_session_held (Fixture *f, gconstpointer data)
{
  gint64 end;

  kaiser_session_set_pause (f->session, 1);
  kaiser_session_set_held (f->session, TRUE);
  kaiser_session_set_game (f->session, f->game, KAISER_SEAT_NONE, KAISER_LEVEL_BEGINNER);
  end = g_get_monotonic_time () + 100 * G_TIME_SPAN_MILLISECOND;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (kaiser_game_get_n_actions (f->game), ==, 0);
  kaiser_session_set_held (f->session, FALSE);
  /* no person here: the computers play the hand out */
  g_assert_true (run_until (hand_over, f));
  g_assert_cmpuint (f->problems, ==, 0);
}

/* An occupant that answers for another seat (a hostile friend's
 * program): refused, said, and the game is as it was. */
static void
test_session_wrong_seat (Fixture *f, gconstpointer data)
{
  g_autoptr(TestOccupant) liar = g_object_new (TEST_TYPE_OCCUPANT, NULL);
  KaiserSeat first;

  liar->lie = TRUE;
  kaiser_session_set_pause (f->session, 1);
  kaiser_session_set_held (f->session, TRUE);
  kaiser_session_set_game (f->session, f->game, KAISER_SOUTH, KAISER_LEVEL_BEGINNER);
  first = kaiser_game_get_to_act (f->game);
  g_assert_cmpuint (first, !=, KAISER_SOUTH);
  kaiser_session_seat (f->session, first, KAISER_OCCUPANT (liar));
  kaiser_session_set_held (f->session, FALSE);
  while (f->problems == 0 && liar->asked < 5)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (f->problems, ==, 1);
  g_assert_nonnull (strstr (f->problem, "answered for seat"));
  g_assert_cmpuint (kaiser_game_get_n_actions (f->game), ==, 0);
  g_assert_cmpuint (kaiser_session_get_thinking (f->session), ==, KAISER_SEAT_NONE);
  /* told the truth, it plays (seated again, after a computer for a while) */
  liar->lie = FALSE;
  {
    g_autoptr(KaiserPlayer) player = kaiser_player_new (KAISER_LEVEL_BEGINNER, 1);
    g_autoptr(KaiserComputer) computer = kaiser_computer_new (player);

    kaiser_session_seat (f->session, first, KAISER_OCCUPANT (computer));
  }
  kaiser_session_seat (f->session, first, KAISER_OCCUPANT (liar));
  g_assert_true (run_until (here_to_act, f));
  g_assert_cmpuint (kaiser_game_get_n_actions (f->game), >, 0);
  /* a friend at the table: nothing is taken back */
  g_assert_false (kaiser_session_can_undo (f->session));
  g_assert_false (kaiser_session_undo (f->session, KAISER_LEVEL_BEGINNER, NULL));
}

/* A seat's decision under way when another game comes: forgotten, the
 * new game not touched by it. */
static void
test_session_stale_answer (Fixture *f, gconstpointer data)
{
  g_autoptr(TestOccupant) slow = g_object_new (TEST_TYPE_OCCUPANT, NULL);
  g_autoptr(KaiserGame) other = NULL;
  KaiserSeat first;

  kaiser_session_set_pause (f->session, 1);
  kaiser_session_set_held (f->session, TRUE);
  kaiser_session_set_game (f->session, f->game, KAISER_SOUTH, KAISER_LEVEL_BEGINNER);
  first = kaiser_game_get_to_act (f->game);
  kaiser_session_seat (f->session, first, KAISER_OCCUPANT (slow));
  kaiser_session_set_held (f->session, FALSE);
  while (slow->asked == 0)
    g_main_context_iteration (NULL, TRUE);
  /* asked, the answer not in: another game on the table, everyone held */
  other = kaiser_game_new (kaiser_game_get_rules (f->game), 27);
  kaiser_session_set_held (f->session, TRUE);
  kaiser_session_set_game (f->session, other, KAISER_SOUTH, KAISER_LEVEL_BEGINNER);
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (kaiser_game_get_n_actions (other), ==, 0);
  g_assert_cmpuint (kaiser_game_get_n_actions (f->game), ==, 0);
  g_assert_cmpuint (f->problems, ==, 0);
}

/* A practice deal: the game kept aside, nothing saved meanwhile, the
 * game back as it was after. */
static void
test_session_practice (Fixture *f, gconstpointer data)
{
  g_autoptr(KaiserGame) deal = kaiser_game_new (kaiser_game_get_rules (f->game), 99);
  guint saved;

  kaiser_session_set_pause (f->session, 1);
  kaiser_session_set_game (f->session, f->game, KAISER_SOUTH, KAISER_LEVEL_BEGINNER);
  g_assert_true (run_until (here_to_act, f));
  saved = f->saved;
  kaiser_session_begin_practice (f->session, deal);
  g_assert_true (kaiser_session_is_practice (f->session));
  g_assert_true (kaiser_session_get_real_game (f->session) == f->game);
  g_assert_true (kaiser_session_get_game (f->session) == deal);
  g_assert_true (run_until (here_to_act, f));
  g_assert_cmpuint (f->saved, ==, saved);
  g_assert_true (kaiser_session_end_practice (f->session));
  g_assert_false (kaiser_session_is_practice (f->session));
  g_assert_true (kaiser_session_get_game (f->session) == f->game);
  g_assert_cmpuint (f->saved, ==, saved + 1);
  g_assert_false (kaiser_session_end_practice (f->session));
}

/* Undo goes back to the person's last decision, with the computers'
 * actions after it; Redo forward again. */
static void
test_session_undo (Fixture *f, gconstpointer data)
{
  KaiserAction actions[KAISER_MAX_ACTIONS];
  guint before;

  kaiser_session_set_pause (f->session, 1);
  kaiser_session_set_game (f->session, f->game, KAISER_SOUTH, KAISER_LEVEL_BEGINNER);
  g_assert_true (run_until (here_to_act, f));
  g_assert_false (kaiser_session_can_undo (f->session));
  before = kaiser_game_get_n_actions (f->game);
  kaiser_state_legal_actions (kaiser_game_get_state (f->game), actions);
  g_assert_true (kaiser_session_play (f->session, &actions[0], NULL));
  g_assert_true (run_until (here_to_act, f));
  g_assert_true (kaiser_session_can_undo (f->session));
  g_assert_true (kaiser_session_undo (f->session, KAISER_LEVEL_STANDARD, NULL));
  g_assert_cmpuint (kaiser_game_get_n_actions (kaiser_session_get_game (f->session)), ==, before);
  g_assert_cmpuint (kaiser_session_get_level (f->session), ==, KAISER_LEVEL_STANDARD);
  g_assert_true (kaiser_session_can_redo (f->session));
  g_assert_true (kaiser_session_redo (f->session, KAISER_LEVEL_STANDARD, NULL));
  g_assert_cmpuint (kaiser_game_get_n_actions (kaiser_session_get_game (f->session)), >, before);
}

static void
on_hint (KaiserSession *session, guint *hints)
{
  (*hints)++;
}

/* The Hint: asked at the person's turn, it comes for that position, and
 * is gone once anyone acts. */
static void
test_session_hint (Fixture *f, gconstpointer data)
{
  const KaiserAdvice *advice;
  KaiserAction played;
  guint hints = 0;

  g_signal_connect (f->session, "hint", G_CALLBACK (on_hint), &hints);
  kaiser_session_set_pause (f->session, 1);
  kaiser_session_set_game (f->session, f->game, KAISER_SOUTH, KAISER_LEVEL_BEGINNER);
  /* not the person's turn yet: nothing is asked */
  kaiser_session_set_held (f->session, TRUE);
  if (kaiser_game_get_to_act (f->game) != KAISER_SOUTH)
    {
      kaiser_session_ask_hint (f->session);
      for (guint i = 0; i < 10; i++)
        g_main_context_iteration (NULL, FALSE);
      g_assert_cmpuint (hints, ==, 0);
    }
  kaiser_session_set_held (f->session, FALSE);
  g_assert_true (run_until (here_to_act, f));
  g_assert_null (kaiser_session_get_hint (f->session));
  kaiser_session_ask_hint (f->session);
  kaiser_session_ask_hint (f->session);   /* asked once */
  while (hints == 0)
    g_main_context_iteration (NULL, TRUE);
  for (guint i = 0; i < 10; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (hints, ==, 1);
  advice = kaiser_session_get_hint (f->session);
  g_assert_nonnull (advice);
  g_assert_cmpuint (advice->action.seat, ==, KAISER_SOUTH);
  played = advice->action;
  g_assert_true (kaiser_session_play (f->session, &played, NULL));
  g_assert_null (kaiser_session_get_hint (f->session));
}

static void
on_acted (KaiserSession *session, const KaiserAction *action, guint n, guint *acted)
{
  g_assert_cmpuint (n + 1, ==, kaiser_game_get_n_actions (kaiser_session_get_game (session)));
  (*acted)++;
}

/* A friend's table seen from here: no seat is asked (the host decides),
 * nothing saved, taken back, claimed or dealt; the person's action is
 * played at once and told (::acted); the seat to act shows thinking; a
 * change from outside is shown (kaiser_session_update). */
static void
test_session_guest (Fixture *f, gconstpointer data)
{
  guint acted = 0;
  KaiserAction actions[KAISER_MAX_ACTIONS];
  KaiserSeat to_act = kaiser_game_get_to_act (f->game);
  KaiserSeat here = kaiser_rules_seat_next (kaiser_game_get_rules (f->game), to_act);
  guint changed;

  g_signal_connect (f->session, "acted", G_CALLBACK (on_acted), &acted);
  kaiser_session_set_guest_game (f->session, f->game, here);
  g_assert_true (kaiser_session_is_guest (f->session));
  g_assert_cmpuint (kaiser_session_get_thinking (f->session), ==, to_act);
  /* nobody plays the other seat here */
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_usleep (20000);
  g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (kaiser_game_get_n_actions (f->game), ==, 0);
  g_assert_cmpuint (f->saved, ==, 0);

  /* the host's view came: the other seat's bid, from outside */
  kaiser_game_legal_actions (f->game, actions);
  g_assert_true (kaiser_game_apply (f->game, &actions[0], NULL));
  changed = f->changed;
  kaiser_session_update (f->session);
  g_assert_cmpuint (f->changed, ==, changed + 1);
  g_assert_cmpuint (kaiser_session_get_thinking (f->session), ==, KAISER_SEAT_NONE);

  /* the person's own bid: played here, told */
  kaiser_game_legal_actions (f->game, actions);
  g_assert_true (kaiser_session_play (f->session, &actions[0], NULL));
  g_assert_cmpuint (acted, ==, 1);
  g_assert_cmpuint (f->saved, ==, 0);
  g_assert_false (kaiser_session_can_undo (f->session));
  g_assert_false (kaiser_session_undo (f->session, KAISER_LEVEL_STANDARD, NULL));
  g_assert_false (kaiser_session_can_claim (f->session));
  g_assert_false (kaiser_session_next_hand (f->session));

  /* back to a table of one's own: seats asked again */
  kaiser_session_set_game (f->session, f->game, here, KAISER_LEVEL_RANDOM);
  g_assert_false (kaiser_session_is_guest (f->session));
}

/* While the table waits for friends no seat is asked; then it goes on. */
static void
test_session_waiting (Fixture *f, gconstpointer data)
{
  kaiser_session_set_pause (f->session, 1);
  kaiser_session_set_waiting (f->session, TRUE);
  kaiser_session_set_game (f->session, f->game, KAISER_SEAT_NONE, KAISER_LEVEL_RANDOM);
  for (guint i = 0; i < 5; i++)
    {
      g_usleep (5000);
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
  g_assert_cmpuint (kaiser_game_get_n_actions (f->game), ==, 0);
  kaiser_session_set_waiting (f->session, FALSE);
  g_assert_true (run_until (hand_over, f));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/kaiser/session/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("computers-play", test_session_computers_play);
  ADD ("play-refused", test_session_play_refused);
  ADD ("held", test_session_held);
  ADD ("wrong-seat", test_session_wrong_seat);
  ADD ("stale-answer", test_session_stale_answer);
  ADD ("practice", test_session_practice);
  ADD ("undo", test_session_undo);
  ADD ("hint", test_session_hint);
  ADD ("guest", test_session_guest);
  ADD ("waiting", test_session_waiting);
#undef ADD

  return g_test_run ();
}
