/* kaiser-session.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-session"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "kaiser-computer.h"
#include "kaiser-error.h"
#include "kaiser-person.h"
#include "kaiser-player.h"
#include "kaiser-review.h"
#include "kaiser-session.h"

#define DEFAULT_PAUSE 450   /* ms between a computer seat's actions, so people can follow */

/* A game at a table: the game, who sits in each seat, their turns in
 * order (a computer's after a pause, and not while the table is still
 * moving), claims, Undo and Redo, a practice deal with the game kept
 * aside, and the points to save it at.  A window presents one; so does
 * kaiser-cli's online table.  Nothing here knows of GTK. */
struct _KaiserSession
{
  GObject          parent_instance;

  KaiserGame      *game;
  KaiserGame      *aside;                        /* the game, while a practice deal is on */
  KaiserOccupant  *occupants[KAISER_MAX_SEATS];  /* NULL past the table */
  KaiserSeat       here;                         /* the seat of the person at this screen */
  KaiserLevel      level;                        /* of the computer seats */
  guint            generation;                   /* bumped by every game put on the table */

  GCancellable    *thinking;                     /* a seat's decision under way */
  KaiserSeat       thinking_seat;
  guint            pause_id;
  guint            pause_ms;
  gboolean         held;                         /* the table is still moving */

  GCancellable    *hinting;                      /* the Hint's advice under way */
  gboolean         has_hint;                     /* advice for the position at hint_generation, hint_actions */
  KaiserAdvice     hint;
  guint            hint_generation;
  guint            hint_actions;

  guint            claim_generation;             /* a claim played out in this generation (0: none), */
  guint            claim_start;                  /* … the game's actions before it (Undo goes there) */
  guint            claim_end;                    /* … and after it */

  gboolean         guest;                        /* a friend's table: the host decides, the game mirrors its views */
  gboolean         waiting;                      /* the table waits for friends */
};

G_DEFINE_FINAL_TYPE (KaiserSession, kaiser_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_THINKING,
  PROP_PRACTICE,
  N_PROPS
};

enum {
  CHANGED,
  GAME,
  SAVE,
  CLAIMED,
  PROBLEM,
  HINT,
  ACTED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void schedule (KaiserSession *self);

static void
set_thinking (KaiserSession *self, KaiserSeat seat)
{
  if (self->thinking_seat == seat)
    return;
  self->thinking_seat = seat;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

static void
stop_thinking (KaiserSession *self)
{
  g_cancellable_cancel (self->thinking);
  g_clear_object (&self->thinking);
  g_clear_handle_id (&self->pause_id, g_source_remove);
  set_thinking (self, KAISER_SEAT_NONE);
}

/* After every change of the position: saved (a practice deal is not:
 * the game kept aside stays saved as it was), then shown, then the next
 * seat is asked. */
static void
changed (KaiserSession *self)
{
  if (self->aside == NULL && !self->guest)
    g_signal_emit (self, signals[SAVE], 0, self->game);
  /* at a friend's table the host asks the others: the seat to act is
   * shown thinking until its decision comes in the host's view */
  if (self->guest)
    {
      KaiserSeat to_act = kaiser_game_get_to_act (self->game);

      set_thinking (self, to_act != self->here && to_act < KAISER_MAX_SEATS ? to_act : KAISER_SEAT_NONE);
    }
  g_signal_emit (self, signals[CHANGED], 0);
  schedule (self);
}

static void
put_game (KaiserSession *self, KaiserGame *game, KaiserSeat here, KaiserLevel level, gboolean guest)
{
  guint n_seats = kaiser_rules_n_seats (kaiser_game_get_rules (game));
  guint64 seed = kaiser_game_get_seed (game);
  KaiserPlayer *memory = NULL;

  stop_thinking (self);
  g_set_object (&self->game, game);
  self->here = here;
  self->level = level;
  self->guest = guest;
  self->generation++;
  for (guint s = 0; s < KAISER_MAX_SEATS; s++)
    {
      g_clear_object (&self->occupants[s]);
      if (s >= n_seats || (guest && s != here))
        continue;   /* at a friend's table the host asks the other seats */
      if (s == here)
        self->occupants[s] = KAISER_OCCUPANT (kaiser_person_new (NULL));
      else
        {
          g_autoptr(KaiserPlayer) player = kaiser_player_new (level, seed + s);

          /* the seats take turns: one search memory serves them all */
          if (memory)
            kaiser_player_share_memory (player, memory);
          else
            memory = player;
          self->occupants[s] = KAISER_OCCUPANT (kaiser_computer_new (player));
        }
    }
  g_signal_emit (self, signals[GAME], 0);
  changed (self);
}

/* What a seat was asked for: its answer counts only for that position. */
typedef struct {
  KaiserSession *self;
  guint          generation;
  guint          n_actions;
} Asked;

static void
asked_free (Asked *asked)
{
  g_object_unref (asked->self);
  g_free (asked);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Asked, asked_free)

/* A seat's decision came: applied if nothing changed meanwhile. */
static void
decided (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(Asked) asked = user_data;
  KaiserSession *self = asked->self;
  g_autoptr(GError) error = NULL;
  KaiserAction action;
  gboolean current = asked->generation == self->generation && self->game != NULL &&
                     asked->n_actions == kaiser_game_get_n_actions (self->game);

  if (!kaiser_occupant_decide_finish (KAISER_OCCUPANT (source), result, &action, &error))
    {
      if (current && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_clear_object (&self->thinking);
          set_thinking (self, KAISER_SEAT_NONE);
          g_signal_emit (self, signals[PROBLEM], 0, error->message);
        }
      return;
    }
  if (!current)
    return;   /* a new game, Undo … */
  g_clear_object (&self->thinking);
  set_thinking (self, KAISER_SEAT_NONE);
  /* an occupant answers for its own seat: one that did not is refused
   * as the engine refuses an illegal action */
  if (action.seat != kaiser_game_get_to_act (self->game))
    g_set_error (&error, KAISER_ERROR, KAISER_ERROR_OUT_OF_TURN, "An action of seat %u answered for seat %u",
                 action.seat, kaiser_game_get_to_act (self->game));
  if (error != NULL || !kaiser_game_apply (self->game, &action, &error))
    {
      g_signal_emit (self, signals[PROBLEM], 0, error->message);
      return;
    }
  changed (self);
}

/* Claims: when the rest of the hand is certain (kaiser_claim_check), the
 * seat to play may have it played out at once, card by card as ordinary
 * actions (so Undo, the log and the record stay as they are).  Only with
 * more than the trick under way to go, and only for a seat whose side
 * takes some of the rest (the other side claims at its turn). */
static gboolean
can_claim (const KaiserState *st)
{
  KaiserClaim claim;

  return st->phase == KAISER_PHASE_PLAY && kaiser_claim_check (st, &claim) && claim.n_tricks > 1 &&
         claim.tricks[kaiser_rules_seat_side (&st->rules, st->to_act)] > 0;
}

static gboolean
claim_rest (KaiserSession *self, GError **error)
{
  KaiserSeat seat = kaiser_game_get_to_act (self->game);
  KaiserClaim claim;

  self->claim_generation = 0;
  self->claim_start = kaiser_game_get_n_actions (self->game);
  if (!kaiser_claim_play_out (self->game, &claim, error))
    {
      changed (self);
      return FALSE;
    }
  self->claim_generation = self->generation;
  self->claim_end = kaiser_game_get_n_actions (self->game);
  g_signal_emit (self, signals[CLAIMED], 0, seat, &claim);
  changed (self);
  return TRUE;
}

static gboolean
seat_turn (gpointer user_data)
{
  KaiserSession *self = user_data;
  KaiserSeat seat = kaiser_game_get_to_act (self->game);
  KaiserObservation obs;
  Asked *asked;

  self->pause_id = 0;
  if (seat >= KAISER_MAX_SEATS || self->occupants[seat] == NULL ||
      kaiser_occupant_get_kind (self->occupants[seat]) == KAISER_OCCUPANT_HERE || self->held || self->waiting ||
      self->thinking)
    return G_SOURCE_REMOVE;
  /* the rest is certain: a computer claims it rather than play on */
  if (kaiser_occupant_get_kind (self->occupants[seat]) == KAISER_OCCUPANT_COMPUTER &&
      can_claim (kaiser_game_get_state (self->game)))
    {
      g_autoptr(GError) error = NULL;

      if (!claim_rest (self, &error))
        g_signal_emit (self, signals[PROBLEM], 0, error->message);
      return G_SOURCE_REMOVE;
    }
  kaiser_game_observe (self->game, seat, &obs);
  asked = g_new0 (Asked, 1);
  asked->self = g_object_ref (self);
  asked->generation = self->generation;
  asked->n_actions = kaiser_game_get_n_actions (self->game);
  self->thinking = g_cancellable_new ();
  set_thinking (self, seat);
  kaiser_occupant_decide_async (self->occupants[seat], &obs, self->thinking, decided, asked);
  return G_SOURCE_REMOVE;
}

/* The next seat acts: a person here when they choose; any other seat is
 * asked after the table's movement and a pause. */
static void
schedule (KaiserSession *self)
{
  KaiserSeat seat;

  if (self->game == NULL)
    return;
  seat = kaiser_game_get_to_act (self->game);
  if (seat >= KAISER_MAX_SEATS || self->occupants[seat] == NULL ||
      kaiser_occupant_get_kind (self->occupants[seat]) == KAISER_OCCUPANT_HERE ||
      self->pause_id != 0 || self->thinking != NULL || self->held || self->waiting)
    return;
  self->pause_id = g_timeout_add (g_getenv ("KAISER_FAST") ? 1 : self->pause_ms, seat_turn, self);
}

static void
kaiser_session_dispose (GObject *object)
{
  KaiserSession *self = KAISER_SESSION (object);

  stop_thinking (self);
  g_cancellable_cancel (self->hinting);
  g_clear_object (&self->hinting);
  for (guint s = 0; s < KAISER_MAX_SEATS; s++)
    g_clear_object (&self->occupants[s]);
  g_clear_object (&self->game);
  g_clear_object (&self->aside);
  G_OBJECT_CLASS (kaiser_session_parent_class)->dispose (object);
}

static void
kaiser_session_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  KaiserSession *self = KAISER_SESSION (object);

  switch (prop_id)
    {
    case PROP_THINKING:
      g_value_set_uint (value, self->thinking_seat);
      break;
    case PROP_PRACTICE:
      g_value_set_boolean (value, self->aside != NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kaiser_session_class_init (KaiserSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kaiser_session_dispose;
  object_class->get_property = kaiser_session_get_property;

  /**
   * KaiserSession:thinking:
   *
   * The seat whose decision is awaited (a computer's, a friend's), or
   * %KAISER_SEAT_NONE.
   */
  properties[PROP_THINKING] =
    g_param_spec_uint ("thinking", NULL, NULL, 0, KAISER_SEAT_NONE, KAISER_SEAT_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * KaiserSession:practice:
   *
   * A practice deal is on the table, the game kept aside.
   */
  properties[PROP_PRACTICE] =
    g_param_spec_boolean ("practice", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * KaiserSession::changed:
   *
   * The position changed: an action, Undo, a game put on the table.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * KaiserSession::game:
   *
   * Another game is on the table (before ::changed).
   */
  signals[GAME] = g_signal_new ("game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * KaiserSession::save:
   * @game: the game
   *
   * The position is one to save: after every change, except on a
   * practice deal.
   */
  signals[SAVE] = g_signal_new ("save", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 1, KAISER_TYPE_GAME);
  /**
   * KaiserSession::claimed:
   * @seat: the seat that claimed
   * @claim: (type gpointer): the #KaiserClaim played out
   *
   * A seat claimed the rest and it was played out (before ::changed).
   */
  signals[CLAIMED] = g_signal_new ("claimed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_POINTER);
  /**
   * KaiserSession::problem:
   * @message: what went wrong, for people
   *
   * A seat could not act (its program failed, a claim refused).
   */
  /**
   * KaiserSession::hint:
   *
   * The Hint's advice for the position came (kaiser_session_get_hint).
   */
  signals[HINT] = g_signal_new ("hint", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * KaiserSession::acted:
   * @action: (type gpointer): the #KaiserAction of the person here
   * @n: the game's number of actions before it
   *
   * The person here acted (kaiser_session_play), before ::changed: at a
   * friend's table, what to send the host.
   */
  signals[ACTED] = g_signal_new ("acted", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_UINT);
  signals[PROBLEM] = g_signal_new ("problem", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
kaiser_session_init (KaiserSession *self)
{
  self->here = KAISER_SEAT_NONE;
  self->thinking_seat = KAISER_SEAT_NONE;
  self->pause_ms = DEFAULT_PAUSE;
  self->level = KAISER_LEVEL_STANDARD;
}

/**
 * kaiser_session_new:
 *
 * Returns: (transfer full): a session with no game yet
 */
KaiserSession *
kaiser_session_new (void)
{
  return g_object_new (KAISER_TYPE_SESSION, NULL);
}

/**
 * kaiser_session_set_game:
 * @game: the game to play on
 * @here: the seat of the person at this screen
 * @level: of the computers in every other seat
 *
 * Puts @game on the table in place of the one there (a practice deal on
 * stays on, with its game kept aside).
 */
void
kaiser_session_set_game (KaiserSession *self, KaiserGame *game, KaiserSeat here, KaiserLevel level)
{
  g_return_if_fail (KAISER_IS_SESSION (self));
  g_return_if_fail (KAISER_IS_GAME (game));

  put_game (self, game, here, level, FALSE);
}

/**
 * kaiser_session_set_guest_game:
 * @game: a game mirroring what @here sees of a friend's table
 *   (kaiser_game_new_seen)
 * @here: the seat of the person at this screen
 *
 * Puts @game on the table as a guest at a friend's table: the host's
 * program decides for every other seat and deals, so no seat here is
 * asked, nothing is saved (::save), taken back, claimed or dealt; the
 * person's actions are played on @game at once and told (::acted), and
 * the game changes from the host's views (kaiser_session_update).
 */
void
kaiser_session_set_guest_game (KaiserSession *self, KaiserGame *game, KaiserSeat here)
{
  g_return_if_fail (KAISER_IS_SESSION (self));
  g_return_if_fail (KAISER_IS_GAME (game));

  g_clear_object (&self->aside);
  put_game (self, game, here, self->level, TRUE);
}

/**
 * kaiser_session_is_guest:
 *
 * Returns: whether the game is a friend's table's, seen from here
 */
gboolean
kaiser_session_is_guest (KaiserSession *self)
{
  g_return_val_if_fail (KAISER_IS_SESSION (self), FALSE);
  return self->guest;
}

/**
 * kaiser_session_update:
 *
 * The game changed from outside (a friend's table: the host's view came):
 * shown (::changed) and the next seat asked.
 */
void
kaiser_session_update (KaiserSession *self)
{
  g_return_if_fail (KAISER_IS_SESSION (self));

  if (self->game == NULL)
    return;
  stop_thinking (self);
  changed (self);
}

/**
 * kaiser_session_set_waiting:
 * @waiting: %TRUE while the table waits for friends to sit down
 *
 * No seat is asked while waiting (the person here may still act).
 */
void
kaiser_session_set_waiting (KaiserSession *self, gboolean waiting)
{
  g_return_if_fail (KAISER_IS_SESSION (self));

  self->waiting = waiting;
  if (!waiting)
    schedule (self);
}

/**
 * kaiser_session_get_game:
 *
 * Returns: (transfer none) (nullable): the game on the table
 */
KaiserGame *
kaiser_session_get_game (KaiserSession *self)
{
  g_return_val_if_fail (KAISER_IS_SESSION (self), NULL);
  return self->game;
}

/**
 * kaiser_session_get_real_game:
 *
 * Returns: (transfer none) (nullable): the game, not a practice deal:
 *   the one kept aside while one is on
 */
KaiserGame *
kaiser_session_get_real_game (KaiserSession *self)
{
  g_return_val_if_fail (KAISER_IS_SESSION (self), NULL);
  return self->aside ? self->aside : self->game;
}

KaiserSeat
kaiser_session_get_here (KaiserSession *self)
{
  g_return_val_if_fail (KAISER_IS_SESSION (self), KAISER_SEAT_NONE);
  return self->here;
}

KaiserLevel
kaiser_session_get_level (KaiserSession *self)
{
  g_return_val_if_fail (KAISER_IS_SESSION (self), KAISER_LEVEL_STANDARD);
  return self->level;
}

/**
 * kaiser_session_get_generation:
 *
 * Returns: a number that changes with every game put on the table (a
 *   new one, Undo, Redo, a practice deal): with the game's number of
 *   actions, what a hint or a decision under way was for
 */
guint
kaiser_session_get_generation (KaiserSession *self)
{
  g_return_val_if_fail (KAISER_IS_SESSION (self), 0);
  return self->generation;
}

/**
 * kaiser_session_seat:
 * @seat: a seat of the table
 * @occupant: who sits there now
 *
 * Seats @occupant in place of the one there; a decision of the one
 * there under way is forgotten, and @occupant is asked if it is the
 * seat's turn.
 */
void
kaiser_session_seat (KaiserSession *self, KaiserSeat seat, KaiserOccupant *occupant)
{
  g_return_if_fail (KAISER_IS_SESSION (self));
  g_return_if_fail (KAISER_IS_OCCUPANT (occupant));
  g_return_if_fail (self->game != NULL && seat < kaiser_rules_n_seats (kaiser_game_get_rules (self->game)));

  if (self->occupants[seat] == occupant)
    return;
  if (self->thinking_seat == seat)
    stop_thinking (self);
  g_set_object (&self->occupants[seat], occupant);
  schedule (self);
}

/**
 * kaiser_session_get_occupant:
 *
 * Returns: (transfer none) (nullable): who sits at @seat, %NULL past the
 *   table
 */
KaiserOccupant *
kaiser_session_get_occupant (KaiserSession *self, KaiserSeat seat)
{
  g_return_val_if_fail (KAISER_IS_SESSION (self), NULL);
  return seat < KAISER_MAX_SEATS ? self->occupants[seat] : NULL;
}

KaiserSeat
kaiser_session_get_thinking (KaiserSession *self)
{
  g_return_val_if_fail (KAISER_IS_SESSION (self), KAISER_SEAT_NONE);
  return self->thinking_seat;
}

/**
 * kaiser_session_play:
 * @action: an action of a seat where a person here sits
 *
 * Returns: %TRUE if played; %FALSE with @error when it is not legal now
 *   (not that seat's turn, a card not held …)
 */
gboolean
kaiser_session_play (KaiserSession *self, const KaiserAction *action, GError **error)
{
  guint n_before;

  g_return_val_if_fail (KAISER_IS_SESSION (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (action->seat >= KAISER_MAX_SEATS || self->occupants[action->seat] == NULL ||
      kaiser_occupant_get_kind (self->occupants[action->seat]) != KAISER_OCCUPANT_HERE)
    {
      g_set_error_literal (error, KAISER_ERROR, KAISER_ERROR_OUT_OF_TURN,
                           _("That seat is not yours to play"));
      return FALSE;
    }
  n_before = kaiser_game_get_n_actions (self->game);
  if (!kaiser_game_apply (self->game, action, error))
    return FALSE;
  g_signal_emit (self, signals[ACTED], 0, action, n_before);
  changed (self);
  return TRUE;
}

/**
 * kaiser_session_can_claim:
 *
 * Returns: whether the person here, to play, may claim the rest
 */
gboolean
kaiser_session_can_claim (KaiserSession *self)
{
  const KaiserState *st;

  g_return_val_if_fail (KAISER_IS_SESSION (self), FALSE);

  if (self->game == NULL)
    return FALSE;
  st = kaiser_game_get_state (self->game);
  return !self->guest && st->to_act == self->here && can_claim (st);
}

/**
 * kaiser_session_claim:
 *
 * The person here claims the rest: it is played out (::claimed, then
 * ::changed).
 */
gboolean
kaiser_session_claim (KaiserSession *self, GError **error)
{
  g_return_val_if_fail (KAISER_IS_SESSION (self), FALSE);

  if (!kaiser_session_can_claim (self))
    {
      g_set_error_literal (error, KAISER_ERROR, KAISER_ERROR_CLAIM_NOT_CERTAIN,
                           _("The rest of the hand is not certain yet"));
      return FALSE;
    }
  return claim_rest (self, error);
}

/**
 * kaiser_session_next_hand:
 *
 * Returns: %TRUE if the next hand was dealt
 */
gboolean
kaiser_session_next_hand (KaiserSession *self)
{
  g_return_val_if_fail (KAISER_IS_SESSION (self), FALSE);

  /* at a friend's table the host deals */
  if (self->game == NULL || self->guest || !kaiser_game_next_hand (self->game, NULL))
    return FALSE;
  changed (self);
  return TRUE;
}

/* Undo: back to the person's last decision (a call, trumps, a card
 * passed or discarded, a card played, a misdeal call, high or low),
 * across tricks and hands, also from a finished game; the other seats'
 * actions after it go back with it.  Redo goes forward to their next
 * decision again, with every action as it was taken (the game's redo
 * tail, never decided anew).  Either one cancels a decision under way.
 * Only at a table where everyone else is a computer. */
static gboolean
only_computers (KaiserSession *self)
{
  if (self->guest)
    return FALSE;
  for (guint s = 0; s < KAISER_MAX_SEATS; s++)
    if (self->occupants[s] && kaiser_occupant_get_kind (self->occupants[s]) == KAISER_OCCUPANT_REMOTE)
      return FALSE;
  return TRUE;
}

static gboolean
may_take_back (KaiserSession *self, GError **error)
{
  if (only_computers (self))
    return TRUE;
  g_set_error_literal (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE,
                       _("Nothing is taken back at a table with friends"));
  return FALSE;
}

gboolean
kaiser_session_can_undo (KaiserSession *self)
{
  g_return_val_if_fail (KAISER_IS_SESSION (self), FALSE);
  return self->game != NULL && only_computers (self) && kaiser_game_can_undo (self->game, self->here);
}

/**
 * kaiser_session_undo:
 * @level: of the computer seats from there on
 */
gboolean
kaiser_session_undo (KaiserSession *self, KaiserLevel level, GError **error)
{
  g_autoptr(KaiserGame) game = NULL;

  g_return_val_if_fail (KAISER_IS_SESSION (self), FALSE);

  if (!may_take_back (self, error))
    return FALSE;
  game = kaiser_game_undo (self->game, self->here, error);
  /* a claim played out is one step: an Undo that would land among its
   * cards goes back to before it, not to the person's last card inside
   * it (the claim's actions are still this game's while the generation
   * is the same) */
  while (game != NULL && self->claim_generation == self->generation &&
         kaiser_game_get_n_actions (self->game) >= self->claim_end &&
         kaiser_game_get_n_actions (game) > self->claim_start &&
         kaiser_game_get_n_actions (game) < self->claim_end)
    {
      KaiserGame *before = kaiser_game_undo (game, self->here, error);

      g_object_unref (game);
      game = before;
    }
  if (game == NULL)
    return FALSE;
  put_game (self, game, self->here, level, FALSE);
  return TRUE;
}

gboolean
kaiser_session_can_redo (KaiserSession *self)
{
  g_return_val_if_fail (KAISER_IS_SESSION (self), FALSE);
  return self->game != NULL && only_computers (self) && kaiser_game_can_redo (self->game);
}

/**
 * kaiser_session_redo:
 * @level: of the computer seats from there on
 */
gboolean
kaiser_session_redo (KaiserSession *self, KaiserLevel level, GError **error)
{
  g_autoptr(KaiserGame) game = NULL;

  g_return_val_if_fail (KAISER_IS_SESSION (self), FALSE);

  if (!may_take_back (self, error))
    return FALSE;
  game = kaiser_game_redo (self->game, self->here, error);
  if (game == NULL)
    return FALSE;
  put_game (self, game, self->here, level, FALSE);
  return TRUE;
}

/**
 * kaiser_session_begin_practice:
 * @game: the practice deal
 *
 * Puts @game on the table as a practice deal: neither saved nor counted,
 * the game kept aside (the first one, when a practice is already on).
 */
void
kaiser_session_begin_practice (KaiserSession *self, KaiserGame *game)
{
  g_return_if_fail (KAISER_IS_SESSION (self));
  g_return_if_fail (KAISER_IS_GAME (game));

  if (self->aside == NULL && self->game != NULL)
    {
      self->aside = g_object_ref (self->game);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PRACTICE]);
    }
  put_game (self, game, self->here, self->level, FALSE);
}

/**
 * kaiser_session_end_practice:
 *
 * Back to the game kept aside.
 *
 * Returns: %TRUE if a practice deal was on
 */
gboolean
kaiser_session_end_practice (KaiserSession *self)
{
  g_autoptr(KaiserGame) game = NULL;

  g_return_val_if_fail (KAISER_IS_SESSION (self), FALSE);

  if (self->aside == NULL)
    return FALSE;
  game = g_steal_pointer (&self->aside);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PRACTICE]);
  put_game (self, game, self->here, self->level, FALSE);
  return TRUE;
}

/**
 * kaiser_session_forget_practice:
 *
 * The game kept aside is let go without coming back to the table: the
 * caller puts another game there (one resumed, one taken back).
 */
void
kaiser_session_forget_practice (KaiserSession *self)
{
  g_return_if_fail (KAISER_IS_SESSION (self));

  if (self->aside == NULL)
    return;
  g_clear_object (&self->aside);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PRACTICE]);
}

gboolean
kaiser_session_is_practice (KaiserSession *self)
{
  g_return_val_if_fail (KAISER_IS_SESSION (self), FALSE);
  return self->aside != NULL;
}

/**
 * kaiser_session_set_held:
 * @held: %TRUE while the table is still moving
 *
 * No seat is asked while held; the next one is, after the pause, when
 * let go.
 */
void
kaiser_session_set_held (KaiserSession *self, gboolean held)
{
  g_return_if_fail (KAISER_IS_SESSION (self));

  self->held = held;
  if (!held)
    schedule (self);
}

/**
 * kaiser_session_set_pause:
 * @pause_ms: between one seat's action and the next seat's asking
 */
void
kaiser_session_set_pause (KaiserSession *self, guint pause_ms)
{
  g_return_if_fail (KAISER_IS_SESSION (self));
  self->pause_ms = pause_ms;
}

/**
 * kaiser_session_hurry:
 *
 * A click or key while a seat's card or call is in view: the pause is
 * cut short and the next seat is asked at once.
 *
 * Returns: %TRUE if there was a pause to cut
 */
gboolean
kaiser_session_hurry (KaiserSession *self)
{
  g_return_val_if_fail (KAISER_IS_SESSION (self), FALSE);

  if (self->pause_id == 0)
    return FALSE;
  g_clear_handle_id (&self->pause_id, g_source_remove);
  seat_turn (self);
  return TRUE;
}

/* Hint: the Expert that will judge this decision in the hand's review,
 * so the Hint and the review give the same advice with the same
 * numbers, in a worker thread. */
typedef struct {
  KaiserPlayer      *adviser;
  KaiserObservation  obs;
  guint              generation;
  guint              n_actions;
} Hint;

static void
hint_free (gpointer data)
{
  Hint *h = data;

  kaiser_player_free (h->adviser);
  g_free (h);
}

static void
advise_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Hint *h = data;
  KaiserAdvice *advice = g_new0 (KaiserAdvice, 1);
  g_autoptr(GError) error = NULL;

  if (!kaiser_player_advise (h->adviser, &h->obs, advice, &error))
    {
      g_free (advice);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_task_return_pointer (task, advice, g_free);
}

static void
hinted (GObject *source, GAsyncResult *result, gpointer user_data)
{
  KaiserSession *self = KAISER_SESSION (source);
  Hint *h = g_task_get_task_data (G_TASK (result));
  g_autofree KaiserAdvice *advice = g_task_propagate_pointer (G_TASK (result), NULL);

  /* this hint's, even when it comes too late: asking again asks anew */
  if (g_task_get_cancellable (G_TASK (result)) == self->hinting)
    g_clear_object (&self->hinting);
  if (advice == NULL || h->generation != self->generation || self->game == NULL ||
      h->n_actions != kaiser_game_get_n_actions (self->game))
    return;   /* failed, or for a position gone */
  self->hint = *advice;
  self->has_hint = TRUE;
  self->hint_generation = h->generation;
  self->hint_actions = h->n_actions;
  g_signal_emit (self, signals[HINT], 0);
}

/**
 * kaiser_session_ask_hint:
 *
 * Asks the Expert's advice for the person here, to act, in a worker
 * thread: ::hint says it came.  Nothing when not their turn, when asked
 * already, or when the advice is there.
 */
void
kaiser_session_ask_hint (KaiserSession *self)
{
  g_autoptr(GTask) task = NULL;
  Hint *h;

  g_return_if_fail (KAISER_IS_SESSION (self));

  if (self->game == NULL || kaiser_game_get_to_act (self->game) != self->here || self->hinting ||
      kaiser_session_get_hint (self))
    return;
  self->hinting = g_cancellable_new ();
  task = g_task_new (self, self->hinting, hinted, NULL);
  g_task_set_source_tag (task, kaiser_session_ask_hint);
  h = g_new0 (Hint, 1);
  h->adviser = kaiser_review_new_adviser (self->game);
  h->generation = self->generation;
  h->n_actions = kaiser_game_get_n_actions (self->game);
  kaiser_game_observe (self->game, self->here, &h->obs);
  g_task_set_task_data (task, h, hint_free);
  g_task_run_in_thread (task, advise_in_thread);
}

/**
 * kaiser_session_get_hint:
 *
 * Returns: (nullable): the Hint's advice for the position as it is, or
 *   %NULL (none asked, not come yet, or for a position gone: any action,
 *   an undo, a new game)
 */
const KaiserAdvice *
kaiser_session_get_hint (KaiserSession *self)
{
  g_return_val_if_fail (KAISER_IS_SESSION (self), NULL);

  if (!self->has_hint || self->game == NULL || self->hint_generation != self->generation ||
      self->hint_actions != kaiser_game_get_n_actions (self->game))
    return NULL;
  return &self->hint;
}
