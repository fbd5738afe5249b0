/* kaiser-game.c */
#define G_LOG_DOMAIN "kaiser-game"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kaiser-enums.h"
#include "kaiser-error.h"
#include "kaiser-game.h"

struct _KaiserGame
{
  GObject      parent_instance;

  KaiserState  state;
  guint64      seed;
  KaiserRng    rng;
  GArray      *actions;   /* KaiserAction */
  GPtrArray   *hands;     /* KaiserHandLog */
  GArray      *redo;      /* KaiserAction: what Undo took back, in order */
  guint        undo_count;
  gboolean     ended_before;
  gboolean     has_start;
  gboolean     start_dealt;
  KaiserGameStart start;
};

G_DEFINE_FINAL_TYPE (KaiserGame, kaiser_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PHASE,
  PROP_DEALER,
  PROP_TO_ACT,
  PROP_HAND_NUMBER,
  PROP_DECLARER,
  PROP_CONTRACT,
  PROP_TRUMP,
  PROP_NS_SCORE,
  PROP_EW_SCORE,
  PROP_WINNER,
  PROP_SEED,
  N_PROPS
};

enum {
  DEALT,
  ACTION_APPLIED,
  CARD_PLAYED,
  TRICK_WON,
  HAND_FINISHED,
  GAME_OVER,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
hand_log_free (gpointer data)
{
  KaiserHandLog *log = data;

  g_array_unref (log->misdeals);
  g_free (log);
}

static KaiserHandLog *
current_log (KaiserGame *self)
{
  return g_ptr_array_index (self->hands, self->hands->len - 1);
}

/* The dealer deals: from the game's own generator, so a seed always gives
 * the same sequence of deals. */
static void
deal (KaiserGame *self)
{
  KaiserCards hands[KAISER_MAX_SEATS];
  KaiserCards kitty;
  KaiserPiles piles[KAISER_MAX_SEATS];
  KaiserHandLog *log;

  g_assert (self->state.phase == KAISER_PHASE_DEAL);

  if (self->hands->len == 0 || current_log (self)->number != self->state.hand_number)
    {
      log = g_new0 (KaiserHandLog, 1);
      log->number = self->state.hand_number;
      log->dealer = self->state.dealer;
      log->misdeals = g_array_new (FALSE, TRUE, sizeof (KaiserMisdeal));
      g_ptr_array_add (self->hands, log);
    }
  if (self->has_start && !self->start_dealt)
    {
      /* the given deal first; a misdeal is shuffled from the seed */
      memcpy (hands, self->start.hands, sizeof hands);
      memcpy (piles, self->start.piles, sizeof piles);
      kitty = self->start.kitty;
      self->start_dealt = TRUE;
    }
  else
    kaiser_state_shuffle_piles (&self->state.rules, self->state.dealer, &self->rng, hands, &kitty, piles);
  kaiser_state_deal_piles (&self->state, hands, kitty, kaiser_rules_n_piles (&self->state.rules) > 0 ? piles : NULL);
  current_log (self)->state = self->state;
  current_log (self)->start = self->state;
  g_signal_emit (self, signals[DEALT], 0, self->state.hand_number);
}

static void
kaiser_game_finalize (GObject *object)
{
  KaiserGame *self = KAISER_GAME (object);

  g_clear_pointer (&self->actions, g_array_unref);
  g_clear_pointer (&self->hands, g_ptr_array_unref);
  g_clear_pointer (&self->redo, g_array_unref);

  G_OBJECT_CLASS (kaiser_game_parent_class)->finalize (object);
}

static void
kaiser_game_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  KaiserGame *self = KAISER_GAME (object);
  char buf[KAISER_BID_STRING_MAX];

  switch (prop_id)
    {
    case PROP_PHASE:
      g_value_set_enum (value, self->state.phase);
      break;
    case PROP_DEALER:
      g_value_set_enum (value, self->state.dealer);
      break;
    case PROP_TO_ACT:
      g_value_set_enum (value, self->state.to_act);
      break;
    case PROP_HAND_NUMBER:
      g_value_set_uint (value, self->state.hand_number);
      break;
    case PROP_DECLARER:
      g_value_set_enum (value, self->state.declarer);
      break;
    case PROP_CONTRACT:
      g_value_set_string (value, kaiser_bid_to_string (self->state.contract, buf));
      break;
    case PROP_TRUMP:
      g_value_set_enum (value, self->state.trump);
      break;
    case PROP_NS_SCORE:
      g_value_set_int (value, self->state.scores[KAISER_TEAM_NS]);
      break;
    case PROP_EW_SCORE:
      g_value_set_int (value, self->state.scores[KAISER_TEAM_EW]);
      break;
    case PROP_WINNER:
      g_value_set_enum (value, self->state.winner);
      break;
    case PROP_SEED:
      g_value_set_uint64 (value, self->seed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kaiser_game_class_init (KaiserGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = kaiser_game_finalize;
  object_class->get_property = kaiser_game_get_property;

  properties[PROP_PHASE] =
    g_param_spec_enum ("phase", NULL, NULL, KAISER_TYPE_PHASE, KAISER_PHASE_DEAL,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DEALER] =
    g_param_spec_enum ("dealer", NULL, NULL, KAISER_TYPE_SEAT, KAISER_NORTH,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TO_ACT] =
    g_param_spec_enum ("to-act", NULL, NULL, KAISER_TYPE_SEAT, KAISER_SEAT_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HAND_NUMBER] =
    g_param_spec_uint ("hand-number", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DECLARER] =
    g_param_spec_enum ("declarer", NULL, NULL, KAISER_TYPE_SEAT, KAISER_SEAT_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CONTRACT] =
    g_param_spec_string ("contract", NULL, NULL, "pass",
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TRUMP] =
    g_param_spec_enum ("trump", NULL, NULL, KAISER_TYPE_SUIT, KAISER_SUIT_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NS_SCORE] =
    g_param_spec_int ("ns-score", NULL, NULL, G_MININT, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_EW_SCORE] =
    g_param_spec_int ("ew-score", NULL, NULL, G_MININT, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_WINNER] =
    g_param_spec_enum ("winner", NULL, NULL, KAISER_TYPE_TEAM, KAISER_TEAM_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEED] =
    g_param_spec_uint64 ("seed", NULL, NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A hand was dealt (again, after a misdeal). */
  signals[DEALT] =
    g_signal_new ("dealt", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
  /* Any accepted action; the pointer is a const KaiserAction *. */
  signals[ACTION_APPLIED] =
    g_signal_new ("action-applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[CARD_PLAYED] =
    g_signal_new ("card-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, KAISER_TYPE_SEAT, G_TYPE_UINT);
  /* winner, index of the trick in the hand */
  signals[TRICK_WON] =
    g_signal_new ("trick-won", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, KAISER_TYPE_SEAT, G_TYPE_UINT);
  /* The hand is scored; kaiser_game_get_state()->result holds it. */
  signals[HAND_FINISHED] =
    g_signal_new ("hand-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  signals[GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, KAISER_TYPE_TEAM);
}

static void
kaiser_game_init (KaiserGame *self)
{
  self->actions = g_array_new (FALSE, TRUE, sizeof (KaiserAction));
  self->hands = g_ptr_array_new_with_free_func (hand_log_free);
  self->redo = g_array_new (FALSE, TRUE, sizeof (KaiserAction));
}

/**
 * kaiser_game_new:
 * @rules: the rules; they must validate
 * @seed: the seed of every shuffle and of the first dealer
 *
 * Returns: (transfer full): a new game with its first hand dealt, or %NULL
 *   if the rules do not validate.
 */
KaiserGame *
kaiser_game_new (const KaiserRules *rules, guint64 seed)
{
  KaiserGame *self;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (kaiser_rules_validate (rules, NULL), NULL);

  self = g_object_new (KAISER_TYPE_GAME, NULL);
  self->seed = seed;
  kaiser_rng_init (&self->rng, seed);
  /* The first dealer is chosen at random too. */
  kaiser_state_init (&self->state, rules, (KaiserSeat) kaiser_rng_below (&self->rng, kaiser_rules_n_seats (rules)));
  deal (self);
  return self;
}

static gboolean
check_start (const KaiserRules *rules, const KaiserGameStart *start, GError **error)
{
  KaiserCards seen = 0;
  guint hand_size = kaiser_rules_hand_size (rules);

  if (start->dealer >= kaiser_rules_n_seats (rules))
    {
      g_set_error_literal (error, KAISER_ERROR, KAISER_ERROR_INVALID_DEAL, _("The deal has no dealer"));
      return FALSE;
    }
  for (guint s = 0; s < kaiser_rules_n_seats (rules); s++)
    {
      if (kaiser_cards_count (start->hands[s]) != hand_size || (start->hands[s] & seen) != 0)
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_INVALID_DEAL,
                       _("The deal does not give %u different cards to each seat"), hand_size);
          return FALSE;
        }
      if (kaiser_rules_n_piles (rules) > 0 && !kaiser_piles_check (rules, start->hands[s], &start->piles[s], error))
        return FALSE;
      seen |= start->hands[s];
    }
  if ((start->kitty & seen) != 0 || (seen | start->kitty) != kaiser_deck_cards (&rules->deck) ||
      kaiser_cards_count (start->kitty) != kaiser_rules_kitty_size (rules))
    {
      g_set_error_literal (error, KAISER_ERROR, KAISER_ERROR_INVALID_DEAL, _("The deal is not the whole pack of these rules"));
      return FALSE;
    }
  return TRUE;
}

/**
 * kaiser_game_new_from_start:
 * @rules: the rules; they must validate
 * @seed: the seed of a misdeal's shuffle and of the later hands
 * @start: the first deal, its dealer and the game scores before it
 * @error: KAISER_ERROR_INVALID_DEAL when @start is not a deal of @rules
 *
 * Returns: (transfer full) (nullable): a new game with @start dealt
 */
KaiserGame *
kaiser_game_new_from_start (const KaiserRules *rules, guint64 seed, const KaiserGameStart *start, GError **error)
{
  KaiserGame *self;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (start != NULL, NULL);
  g_return_val_if_fail (kaiser_rules_validate (rules, NULL), NULL);

  if (!check_start (rules, start, error))
    return NULL;
  self = g_object_new (KAISER_TYPE_GAME, NULL);
  self->seed = seed;
  self->has_start = TRUE;
  self->start = *start;
  kaiser_rng_init (&self->rng, seed);
  kaiser_state_init (&self->state, rules, start->dealer);
  memcpy (self->state.scores, start->scores, sizeof self->state.scores);
  self->state.target_raised = start->target_raised;
  self->state.pot = start->pot;
  deal (self);
  return self;
}

KaiserGame *
kaiser_game_new_from_hand (KaiserGame *self, guint hand_index, GError **error)
{
  const KaiserHandLog *log;
  KaiserGameStart start;

  g_return_val_if_fail (KAISER_IS_GAME (self), NULL);

  if (hand_index >= self->hands->len)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_INVALID_DEAL, _("The game has no hand %u"), hand_index + 1);
      return NULL;
    }
  log = g_ptr_array_index (self->hands, hand_index);
  memset (&start, 0, sizeof start);
  start.dealer = log->start.dealer;
  memcpy (start.hands, log->start.dealt, sizeof start.hands);
  memcpy (start.piles, log->start.piles, sizeof start.piles);
  start.kitty = log->start.kitty;
  memcpy (start.scores, log->start.scores, sizeof start.scores);
  start.target_raised = log->start.target_raised;
  start.pot = log->start.pot;
  /* later hands from a seed of their own, the same each time */
  return kaiser_game_new_from_start (&self->state.rules, self->seed ^ (G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) * (hand_index + 1)),
                                     &start, error);
}

gboolean
kaiser_game_get_start (KaiserGame *self, KaiserGameStart *start)
{
  g_return_val_if_fail (KAISER_IS_GAME (self), FALSE);

  if (self->has_start && start != NULL)
    *start = self->start;
  return self->has_start;
}

const KaiserRules *
kaiser_game_get_rules (KaiserGame *self)
{
  g_return_val_if_fail (KAISER_IS_GAME (self), NULL);
  return &self->state.rules;
}

guint64
kaiser_game_get_seed (KaiserGame *self)
{
  g_return_val_if_fail (KAISER_IS_GAME (self), 0);
  return self->seed;
}

const KaiserState *
kaiser_game_get_state (KaiserGame *self)
{
  g_return_val_if_fail (KAISER_IS_GAME (self), NULL);
  return &self->state;
}

KaiserPhase kaiser_game_get_phase (KaiserGame *self) { return self->state.phase; }
KaiserSeat kaiser_game_get_dealer (KaiserGame *self) { return self->state.dealer; }
KaiserSeat kaiser_game_get_to_act (KaiserGame *self) { return self->state.to_act; }
guint kaiser_game_get_hand_number (KaiserGame *self) { return self->state.hand_number; }
KaiserSeat kaiser_game_get_declarer (KaiserGame *self) { return self->state.declarer; }
KaiserBid kaiser_game_get_contract (KaiserGame *self) { return self->state.contract; }
KaiserSuit kaiser_game_get_trump (KaiserGame *self) { return self->state.trump; }
KaiserTeam kaiser_game_get_winner (KaiserGame *self) { return self->state.winner; }

gint
kaiser_game_get_score (KaiserGame *self, KaiserTeam team)
{
  g_return_val_if_fail (team < kaiser_rules_n_sides (&self->state.rules), 0);
  return self->state.scores[team];
}

KaiserCards
kaiser_game_get_hand (KaiserGame *self, KaiserSeat seat)
{
  g_return_val_if_fail (seat < kaiser_rules_n_seats (&self->state.rules), 0);
  return self->state.hands[seat];
}

static void
notify_changes (KaiserGame *self, const KaiserState *before)
{
  const KaiserState *now = &self->state;

#define NOTIFY_IF(cond, prop) if (cond) g_object_notify_by_pspec (G_OBJECT (self), properties[prop])
  NOTIFY_IF (before->phase != now->phase, PROP_PHASE);
  NOTIFY_IF (before->dealer != now->dealer, PROP_DEALER);
  NOTIFY_IF (before->to_act != now->to_act, PROP_TO_ACT);
  NOTIFY_IF (before->hand_number != now->hand_number, PROP_HAND_NUMBER);
  NOTIFY_IF (before->declarer != now->declarer, PROP_DECLARER);
  NOTIFY_IF (!kaiser_bid_equal (before->contract, now->contract), PROP_CONTRACT);
  NOTIFY_IF (before->trump != now->trump, PROP_TRUMP);
  NOTIFY_IF (before->scores[KAISER_TEAM_NS] != now->scores[KAISER_TEAM_NS], PROP_NS_SCORE);
  NOTIFY_IF (before->scores[KAISER_TEAM_EW] != now->scores[KAISER_TEAM_EW], PROP_EW_SCORE);
  NOTIFY_IF (before->winner != now->winner, PROP_WINNER);
#undef NOTIFY_IF
}

gboolean
kaiser_game_apply (KaiserGame *self, const KaiserAction *action, GError **error)
{
  KaiserState before;
  KaiserHandLog *log;

  g_return_val_if_fail (KAISER_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  before = self->state;
  if (!kaiser_state_apply (&self->state, action, error))
    return FALSE;

  g_array_append_val (self->actions, *action);
  /* something new was played: what Undo took back cannot come again */
  g_array_set_size (self->redo, 0);
  log = current_log (self);

  g_object_freeze_notify (G_OBJECT (self));
  if (self->state.phase == KAISER_PHASE_DEAL)
    {
      /* Thrown in: keep the hands that were thrown in, deal again. */
      KaiserMisdeal misdeal;

      memset (&misdeal, 0, sizeof misdeal);
      memcpy (misdeal.hands, before.dealt, sizeof misdeal.hands);
      memcpy (misdeal.piles, before.piles, sizeof misdeal.piles);
      memcpy (misdeal.passed, before.passed, sizeof misdeal.passed);
      misdeal.kitty = before.kitty;
      misdeal.caller = action->type == KAISER_ACTION_MISDEAL ? (KaiserSeat) action->seat : KAISER_SEAT_NONE;
      g_array_append_val (log->misdeals, misdeal);
      deal (self);
    }
  log->state = self->state;

  g_signal_emit (self, signals[ACTION_APPLIED], 0, action);
  if (action->type == KAISER_ACTION_PLAY)
    {
      g_signal_emit (self, signals[CARD_PLAYED], 0, (KaiserSeat) action->seat, (guint) action->value);
      if (self->state.n_tricks > before.n_tricks)
        {
          guint index = self->state.n_tricks - 1;
          g_signal_emit (self, signals[TRICK_WON], 0, (KaiserSeat) self->state.tricks[index].winner, index);
        }
      if (self->state.phase == KAISER_PHASE_HAND_OVER || self->state.phase == KAISER_PHASE_GAME_OVER)
        g_signal_emit (self, signals[HAND_FINISHED], 0);
      if (self->state.phase == KAISER_PHASE_GAME_OVER)
        g_signal_emit (self, signals[GAME_OVER], 0, self->state.winner);
    }
  notify_changes (self, &before);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

gboolean
kaiser_game_put_state (KaiserGame *self, const KaiserState *state, guint n_actions, gboolean quiet, GError **error)
{
  KaiserState before;
  KaiserCards seen = 0;
  guint n_seats;
  gboolean new_hand;

  g_return_val_if_fail (KAISER_IS_GAME (self), FALSE);
  g_return_val_if_fail (state != NULL, FALSE);

  if (!kaiser_rules_validate (&state->rules, error))
    return FALSE;
  n_seats = kaiser_rules_n_seats (&state->rules);
  if (state->dealer >= n_seats || (state->to_act >= n_seats && state->to_act != KAISER_SEAT_NONE) ||
      (guint) state->phase > KAISER_PHASE_GAME_OVER || state->n_tricks > G_N_ELEMENTS (state->tricks))
    {
      g_set_error_literal (error, KAISER_ERROR, KAISER_ERROR_INVALID_DEAL, _("The position is not one of this game"));
      return FALSE;
    }
  for (guint s = 0; s < n_seats; s++)
    {
      if (seen & state->hands[s])
        {
          g_set_error_literal (error, KAISER_ERROR, KAISER_ERROR_INVALID_DEAL, _("A card is in two hands"));
          return FALSE;
        }
      seen |= state->hands[s];
    }

  before = self->state;
  new_hand = self->hands->len == 0 || current_log (self)->number != state->hand_number;
  self->state = *state;
  g_array_set_size (self->actions, n_actions);   /* an action added is zeroed */
  g_array_set_size (self->redo, 0);
  if (new_hand)
    {
      KaiserHandLog *log = g_new0 (KaiserHandLog, 1);

      log->number = state->hand_number;
      log->dealer = state->dealer;
      log->misdeals = g_array_new (FALSE, TRUE, sizeof (KaiserMisdeal));
      log->start = *state;
      g_ptr_array_add (self->hands, log);
    }
  current_log (self)->state = self->state;

  if (quiet && !new_hand)
    return TRUE;
  g_object_freeze_notify (G_OBJECT (self));
  if (new_hand)
    g_signal_emit (self, signals[DEALT], 0, self->state.hand_number);
  else
    g_signal_emit (self, signals[ACTION_APPLIED], 0, NULL);
  notify_changes (self, &before);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

gboolean
kaiser_game_call_misdeal (KaiserGame *self, KaiserSeat seat, gboolean call, GError **error)
{
  KaiserAction action = { KAISER_ACTION_MISDEAL, seat, call ? 1 : 0, { 0, 0 } };
  return kaiser_game_apply (self, &action, error);
}

gboolean
kaiser_game_bid (KaiserGame *self, KaiserSeat seat, KaiserBid bid, GError **error)
{
  KaiserAction action = { KAISER_ACTION_BID, seat, 0, bid };
  return kaiser_game_apply (self, &action, error);
}

gboolean
kaiser_game_declare_trump (KaiserGame *self, KaiserSeat seat, KaiserSuit suit, GError **error)
{
  KaiserAction action = { KAISER_ACTION_TRUMP, seat, (guint8) MIN ((guint) suit, 255u), { 0, 0 } };
  return kaiser_game_apply (self, &action, error);
}

gboolean
kaiser_game_play_card (KaiserGame *self, KaiserSeat seat, KaiserCard card, GError **error)
{
  KaiserAction action = { KAISER_ACTION_PLAY, seat, card, { 0, 0 } };
  return kaiser_game_apply (self, &action, error);
}

gboolean
kaiser_game_pass_card (KaiserGame *self, KaiserSeat seat, KaiserCard card, GError **error)
{
  KaiserAction action = kaiser_action_make (KAISER_ACTION_PASS_CARD, seat, card);
  return kaiser_game_apply (self, &action, error);
}

gboolean
kaiser_game_announce_low (KaiserGame *self, KaiserSeat seat, gboolean low, GError **error)
{
  KaiserAction action = kaiser_action_make (KAISER_ACTION_LOW, seat, low ? 1 : 0);
  return kaiser_game_apply (self, &action, error);
}

gboolean
kaiser_game_accept_bid (KaiserGame *self, KaiserSeat seat, gboolean accept, GError **error)
{
  KaiserAction action = kaiser_action_make (KAISER_ACTION_ACCEPT, seat, accept ? 1 : 0);
  return kaiser_game_apply (self, &action, error);
}

gboolean
kaiser_game_discard (KaiserGame *self, KaiserSeat seat, KaiserCard card, GError **error)
{
  KaiserAction action = kaiser_action_make (KAISER_ACTION_DISCARD, seat, card);
  return kaiser_game_apply (self, &action, error);
}

gboolean
kaiser_game_next_hand (KaiserGame *self, GError **error)
{
  KaiserState before;

  g_return_val_if_fail (KAISER_IS_GAME (self), FALSE);

  if (self->state.phase != KAISER_PHASE_HAND_OVER)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE,
                   self->state.phase == KAISER_PHASE_GAME_OVER ? _("The game is over")
                                                               : _("The hand is not over yet"));
      return FALSE;
    }
  before = self->state;
  g_object_freeze_notify (G_OBJECT (self));
  kaiser_state_next_hand (&self->state);
  deal (self);
  notify_changes (self, &before);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

/* A new game from the seed with these actions; with deal_next, a hand
 * scored at the end is followed by the next deal (another action is to
 * come in the next hand). */
static KaiserGame *
replay_actions (KaiserGame *model, const KaiserAction *actions, guint n_actions,
                gboolean deal_next, GError **error)
{
  g_autoptr(KaiserGame) game = model->has_start ? kaiser_game_new_from_start (&model->state.rules, model->seed, &model->start, error)
                                                : kaiser_game_new (&model->state.rules, model->seed);

  if (game == NULL)
    return NULL;

  for (guint i = 0; i < n_actions; i++)
    {
      if (game->state.phase == KAISER_PHASE_HAND_OVER && !kaiser_game_next_hand (game, error))
        return NULL;
      if (!kaiser_game_apply (game, &actions[i], error))
        return NULL;
    }
  /* otherwise a scored hand at the end stays scored, as in the original */
  if (deal_next && game->state.phase == KAISER_PHASE_HAND_OVER && !kaiser_game_next_hand (game, error))
    return NULL;
  return g_steal_pointer (&game);
}

KaiserGame *
kaiser_game_replay (KaiserGame *self, guint n_actions, GError **error)
{
  g_return_val_if_fail (KAISER_IS_GAME (self), NULL);
  g_return_val_if_fail (n_actions <= self->actions->len, NULL);

  return replay_actions (self, (const KaiserAction *) self->actions->data, n_actions, FALSE, error);
}

/* The index of the seat's last action, or -1. */
static gint
last_action_of (KaiserGame *self, KaiserSeat seat)
{
  for (guint i = self->actions->len; i > 0; i--)
    if (g_array_index (self->actions, KaiserAction, i - 1).seat == seat)
      return (gint) i - 1;
  return -1;
}

gboolean
kaiser_game_can_undo (KaiserGame *self, KaiserSeat seat)
{
  g_return_val_if_fail (KAISER_IS_GAME (self), FALSE);
  return last_action_of (self, seat) >= 0;
}

KaiserGame *
kaiser_game_undo (KaiserGame *self, KaiserSeat seat, GError **error)
{
  gint last;
  KaiserGame *game;

  g_return_val_if_fail (KAISER_IS_GAME (self), NULL);

  last = last_action_of (self, seat);
  if (last < 0)
    {
      g_set_error_literal (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE, _("There is nothing to undo"));
      return NULL;
    }
  /* at the seat's decision: in the next hand when it was the hand's first */
  game = replay_actions (self, (const KaiserAction *) self->actions->data, (guint) last,
                         TRUE, error);
  if (game == NULL)
    return NULL;
  /* what was taken back now, then what was taken back before */
  g_array_append_vals (game->redo, &g_array_index (self->actions, KaiserAction, last), self->actions->len - (guint) last);
  g_array_append_vals (game->redo, self->redo->data, self->redo->len);
  game->undo_count = self->undo_count == G_MAXUINT ? G_MAXUINT : self->undo_count + 1;
  game->ended_before = self->ended_before || self->state.phase == KAISER_PHASE_GAME_OVER;
  return game;
}

gboolean
kaiser_game_can_redo (KaiserGame *self)
{
  g_return_val_if_fail (KAISER_IS_GAME (self), FALSE);
  return self->redo->len > 0;
}

KaiserGame *
kaiser_game_redo (KaiserGame *self, KaiserSeat seat, GError **error)
{
  g_autoptr(GArray) actions = NULL;
  KaiserGame *game;
  guint n = 1;

  g_return_val_if_fail (KAISER_IS_GAME (self), NULL);

  if (self->redo->len == 0)
    {
      g_set_error_literal (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE, _("There is nothing to redo"));
      return NULL;
    }
  /* the first action, and the other seats' after it up to the seat's next */
  while (n < self->redo->len && g_array_index (self->redo, KaiserAction, n).seat != seat)
    n++;
  actions = g_array_sized_new (FALSE, FALSE, sizeof (KaiserAction), self->actions->len + n);
  g_array_append_vals (actions, self->actions->data, self->actions->len);
  g_array_append_vals (actions, self->redo->data, n);
  /* at the seat's next decision (in the next hand when it is the first
   * there), or where Undo was first used */
  game = replay_actions (self, (const KaiserAction *) actions->data, actions->len,
                         n < self->redo->len, error);
  if (game == NULL)
    return NULL;
  g_array_append_vals (game->redo, &g_array_index (self->redo, KaiserAction, n), self->redo->len - n);
  game->undo_count = self->undo_count;
  game->ended_before = self->ended_before;
  return game;
}

guint
kaiser_game_get_n_redo (KaiserGame *self)
{
  g_return_val_if_fail (KAISER_IS_GAME (self), 0);
  return self->redo->len;
}

guint
kaiser_game_get_undo_count (KaiserGame *self)
{
  g_return_val_if_fail (KAISER_IS_GAME (self), 0);
  return self->undo_count;
}

void
kaiser_game_set_undo_count (KaiserGame *self, guint count)
{
  g_return_if_fail (KAISER_IS_GAME (self));
  self->undo_count = count;
}

gboolean
kaiser_game_get_ended_before (KaiserGame *self)
{
  g_return_val_if_fail (KAISER_IS_GAME (self), FALSE);
  return self->ended_before;
}

void
kaiser_game_set_ended_before (KaiserGame *self, gboolean ended)
{
  g_return_if_fail (KAISER_IS_GAME (self));
  self->ended_before = !!ended;
}

guint
kaiser_game_legal_actions (KaiserGame *self, KaiserAction *actions)
{
  return kaiser_state_legal_actions (&self->state, actions);
}

KaiserCards
kaiser_game_legal_cards (KaiserGame *self)
{
  return kaiser_state_legal_cards (&self->state);
}

guint
kaiser_game_legal_bids (KaiserGame *self, KaiserBid *bids)
{
  KaiserAction actions[KAISER_MAX_ACTIONS];
  guint n, count = 0;

  if (self->state.phase != KAISER_PHASE_BIDDING)
    return 0;
  n = kaiser_state_legal_actions (&self->state, actions);
  for (guint i = 0; i < n; i++)
    bids[count++] = actions[i].bid;
  return count;
}

void
kaiser_game_observe (KaiserGame *self, KaiserSeat seat, KaiserObservation *obs)
{
  kaiser_observation_init (obs, &self->state, seat);
}

guint
kaiser_game_get_n_actions (KaiserGame *self)
{
  return self->actions->len;
}

const KaiserAction *
kaiser_game_get_action (KaiserGame *self, guint index)
{
  g_return_val_if_fail (index < self->actions->len, NULL);
  return &g_array_index (self->actions, KaiserAction, index);
}

guint
kaiser_game_get_n_hands (KaiserGame *self)
{
  return self->hands->len;
}

const KaiserHandLog *
kaiser_game_get_hand_log (KaiserGame *self, guint index)
{
  g_return_val_if_fail (index < self->hands->len, NULL);
  return g_ptr_array_index (self->hands, index);
}
