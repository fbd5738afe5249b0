/* kaiser-state.c: the rules of play as a plain state machine. */
#define G_LOG_DOMAIN "kaiser-state"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kaiser-error.h"
#include "kaiser-state.h"

static void
reset_hand (KaiserState *state)
{
  memset (state->dealt, 0, sizeof state->dealt);
  memset (state->hands, 0, sizeof state->hands);
  memset (state->bids, 0, sizeof state->bids);
  memset (state->tricks, 0, sizeof state->tricks);
  memset (state->won, 0, sizeof state->won);
  memset (state->tricks_won, 0, sizeof state->tricks_won);
  memset (&state->result, 0, sizeof state->result);
  state->misdeal_pending = 0;
  state->n_bids = 0;
  state->declarer = KAISER_SEAT_NONE;
  state->contract = kaiser_bid_pass ();
  state->trump = KAISER_SUIT_NONE;
  state->n_tricks = 0;
  state->to_act = KAISER_SEAT_NONE;
}

void
kaiser_state_init (KaiserState *state, const KaiserRules *rules, KaiserSeat first_dealer)
{
  g_return_if_fail (first_dealer < KAISER_N_SEATS);

  memset (state, 0, sizeof *state);
  state->rules = *rules;
  state->dealer = first_dealer;
  state->hand_number = 1;
  state->winner = KAISER_TEAM_NONE;
  reset_hand (state);
  state->phase = KAISER_PHASE_DEAL;
}

void
kaiser_state_shuffle (const KaiserRules *rules, KaiserSeat dealer, KaiserRng *rng,
                      KaiserCards hands[KAISER_N_SEATS])
{
  KaiserCard pack[64];
  KaiserCard card;
  guint n = 0;

  KAISER_CARDS_FOREACH (card, kaiser_deck_cards (&rules->deck))
    pack[n++] = card;
  /* Fisher–Yates */
  for (guint i = n - 1; i > 0; i--)
    {
      guint j = kaiser_rng_below (rng, i + 1);
      KaiserCard t = pack[i];
      pack[i] = pack[j];
      pack[j] = t;
    }
  /* 000_5ed066fa22fca3eb.txt, "Deal": clockwise, one at a time. */
  memset (hands, 0, sizeof (KaiserCards) * KAISER_N_SEATS);
  for (guint i = 0; i < n; i++)
    hands[(dealer + 1 + i) % KAISER_N_SEATS] |= kaiser_card_bit (pack[i]);
}

gboolean
kaiser_state_hand_is_weak (const KaiserState *state, KaiserSeat seat)
{
  /* 000_5ed066fa22fca3eb.txt, "Deal": "no aces, no picture cards and no 3 or 5". */
  return (state->dealt[seat] & kaiser_deck_honours (&state->rules.deck)) == 0;
}

static void
start_bidding (KaiserState *state)
{
  state->phase = KAISER_PHASE_BIDDING;
  state->to_act = kaiser_seat_lho (state->dealer);
}

static void
next_misdeal_offer (KaiserState *state, KaiserSeat from)
{
  KaiserSeat seat = from;

  for (guint i = 0; i < KAISER_N_SEATS; i++, seat = kaiser_seat_next (seat))
    if (state->misdeal_pending & (1u << seat))
      {
        state->phase = KAISER_PHASE_MISDEAL;
        state->to_act = seat;
        return;
      }
  start_bidding (state);
}

void
kaiser_state_deal (KaiserState *state, const KaiserCards hands[KAISER_N_SEATS])
{
  g_return_if_fail (state->phase == KAISER_PHASE_DEAL);

  reset_hand (state);
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    state->dealt[s] = state->hands[s] = hands[s];

  if (state->rules.misdeal_weak_hand)
    for (guint s = 0; s < KAISER_N_SEATS; s++)
      if (kaiser_state_hand_is_weak (state, (KaiserSeat) s))
        state->misdeal_pending |= 1u << s;
  next_misdeal_offer (state, kaiser_seat_lho (state->dealer));
}

void
kaiser_state_next_hand (KaiserState *state)
{
  g_return_if_fail (state->phase == KAISER_PHASE_HAND_OVER);

  reset_hand (state);
  state->hand_number++;
  state->n_misdeals = 0;
  state->dealer = kaiser_seat_next (state->dealer);
  state->phase = KAISER_PHASE_DEAL;
}

KaiserBid
kaiser_state_standing_bid (const KaiserState *state, KaiserSeat *bidder)
{
  KaiserBid best = kaiser_bid_pass ();
  KaiserSeat best_seat = KAISER_SEAT_NONE;
  KaiserSeat seat = kaiser_seat_lho (state->dealer);
  gint best_rank = 0;

  /* In bidding order, so the dealer (last) takes an equal bid. */
  for (guint i = 0; i < state->n_bids; i++, seat = kaiser_seat_next (seat))
    {
      gint rank = kaiser_rules_bid_rank (&state->rules, state->bids[seat]);
      if (rank > 0 && rank >= best_rank)
        {
          best_rank = rank;
          best = state->bids[seat];
          best_seat = seat;
        }
    }
  if (bidder)
    *bidder = best_seat;
  return best;
}

const KaiserTrick *
kaiser_state_current_trick (const KaiserState *state)
{
  if (state->phase != KAISER_PHASE_PLAY)
    return state->n_tricks > 0 ? &state->tricks[state->n_tricks - 1] : NULL;
  return &state->tricks[state->n_tricks];
}

static gboolean
card_beats (KaiserCard card, KaiserCard best, KaiserSuit trump)
{
  KaiserSuit suit = kaiser_card_suit (card);
  KaiserSuit best_suit = kaiser_card_suit (best);

  if (suit == best_suit)
    return kaiser_card_power (card) > kaiser_card_power (best);
  return suit == trump;
}

KaiserSeat
kaiser_state_trick_winner (const KaiserState *state, const KaiserTrick *trick)
{
  guint best = 0;

  /* 000_5ed066fa22fca3eb.txt, "Play of the cards": the highest trump wins,
   * else the highest card of the suit led. */
  for (guint i = 1; i < trick->n_played; i++)
    if (card_beats (trick->cards[i], trick->cards[best], state->trump))
      best = i;
  return (KaiserSeat) ((trick->leader + best) % KAISER_N_SEATS);
}

KaiserCards
kaiser_state_legal_cards (const KaiserState *state)
{
  const KaiserTrick *trick;
  KaiserCards hand, follow;

  if (state->phase != KAISER_PHASE_PLAY || state->to_act >= KAISER_N_SEATS)
    return 0;
  hand = state->hands[state->to_act];
  trick = &state->tricks[state->n_tricks];
  if (trick->n_played == 0)
    return hand;
  follow = hand & kaiser_suit_mask (kaiser_card_suit (trick->cards[0]));
  return follow ? follow : hand;
}

guint
kaiser_state_tricks (const KaiserState *state, KaiserTeam team)
{
  return state->tricks_won[team] + state->tricks_won[team + 2];
}

gint
kaiser_state_points (const KaiserState *state, KaiserTeam team)
{
  return kaiser_score_points (&state->rules, kaiser_state_tricks (state, team), state->won[team]);
}

static gboolean
dealer_is_forced (const KaiserState *state)
{
  return state->to_act == state->dealer &&
         kaiser_bid_is_pass (kaiser_state_standing_bid (state, NULL));
}

static gboolean
check_bid (const KaiserState *state, KaiserBid bid, GError **error)
{
  const KaiserRules *rules = &state->rules;
  KaiserSeat holder;
  KaiserBid standing = kaiser_state_standing_bid (state, &holder);
  gint rank, standing_rank;

  if (kaiser_bid_is_pass (bid) && bid.amount != 0)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_BID_INVALID, _("A pass has no amount"));
      return FALSE;
    }
  if (kaiser_bid_is_pass (bid))
    {
      /* "If the first three players pass, the dealer is forced to bid at least the minimum." */
      if (dealer_is_forced (state))
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_MUST_BID,
                       _("The dealer must bid at least %d when the other three pass"), rules->min_bid);
          return FALSE;
        }
      return TRUE;
    }
  if (!kaiser_rules_bid_valid (rules, bid))
    {
      if (bid.kind == KAISER_BID_NO_TRUMP && !rules->no_trump)
        g_set_error (error, KAISER_ERROR, KAISER_ERROR_BID_INVALID, _("No-trump bids are not played under these rules"));
      else
        g_set_error (error, KAISER_ERROR, KAISER_ERROR_BID_INVALID,
                     _("Bids go from %d to %d"), rules->min_bid, rules->max_bid);
      return FALSE;
    }
  rank = kaiser_rules_bid_rank (rules, bid);
  standing_rank = kaiser_rules_bid_rank (rules, standing);
  /* Only the dealer may equal the standing bid. */
  if (rank < standing_rank || (rank == standing_rank && state->to_act != state->dealer))
    {
      char a[KAISER_BID_STRING_MAX], b[KAISER_BID_STRING_MAX];
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_BID_TOO_LOW,
                   state->to_act == state->dealer ? _("A bid of %s does not equal %s’s bid of %s")
                                                  : _("A bid of %s does not beat %s’s bid of %s"),
                   kaiser_bid_to_string (bid, a), kaiser_seat_name (holder), kaiser_bid_to_string (standing, b));
      return FALSE;
    }
  return TRUE;
}

gboolean
kaiser_state_is_legal (const KaiserState *state, const KaiserAction *action, GError **error)
{
  static const KaiserPhase phase_of[] = {
    [KAISER_ACTION_MISDEAL] = KAISER_PHASE_MISDEAL,
    [KAISER_ACTION_BID] = KAISER_PHASE_BIDDING,
    [KAISER_ACTION_TRUMP] = KAISER_PHASE_TRUMP,
    [KAISER_ACTION_PLAY] = KAISER_PHASE_PLAY,
  };
  static const char * const what[] = {
    [KAISER_ACTION_MISDEAL] = N_("call a misdeal"),
    [KAISER_ACTION_BID] = N_("bid"),
    [KAISER_ACTION_TRUMP] = N_("name trumps"),
    [KAISER_ACTION_PLAY] = N_("play a card"),
  };

  if (action->type >= KAISER_N_ACTION_TYPES || action->seat >= KAISER_N_SEATS)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE, _("Unknown action"));
      return FALSE;
    }
  if (state->phase != phase_of[action->type])
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE,
                   _("Cannot %s now: the game is in the %s phase"),
                   _(what[action->type]), kaiser_phase_to_string (state->phase));
      return FALSE;
    }
  if (action->seat != state->to_act)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_OUT_OF_TURN,
                   _("It is %s’s turn, not %s’s"),
                   kaiser_seat_name (state->to_act), kaiser_seat_name (action->seat));
      return FALSE;
    }

  switch ((KaiserActionType) action->type)
    {
    case KAISER_ACTION_MISDEAL:
      if (action->value > 1)
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_MISDEAL_NOT_ALLOWED, _("A misdeal is called or declined"));
          return FALSE;
        }
      return TRUE;

    case KAISER_ACTION_BID:
      return check_bid (state, action->bid, error);

    case KAISER_ACTION_TRUMP:
      if (action->value >= KAISER_N_SUITS)
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_INVALID_SUIT, _("Trumps must be one of the four suits"));
          return FALSE;
        }
      return TRUE;

    case KAISER_ACTION_PLAY:
      {
        KaiserCard card = action->value;
        const KaiserTrick *trick = &state->tricks[state->n_tricks];
        char buf[4];

        if (card >= 64 || !kaiser_cards_has (state->hands[action->seat], card))
          {
            g_set_error (error, KAISER_ERROR, KAISER_ERROR_CARD_NOT_HELD,
                         _("%s does not hold that card"), kaiser_seat_name (action->seat));
            return FALSE;
          }
        if (!kaiser_cards_has (kaiser_state_legal_cards (state), card))
          {
            g_set_error (error, KAISER_ERROR, KAISER_ERROR_MUST_FOLLOW,
                         _("%s must follow %s and cannot play %s"),
                         kaiser_seat_name (action->seat),
                         kaiser_suit_to_string (kaiser_card_suit (trick->cards[0])),
                         kaiser_deck_card_to_string (&state->rules.deck, card, buf));
            return FALSE;
          }
        return TRUE;
      }

    case KAISER_N_ACTION_TYPES:
    default:
      break;
    }
  g_assert_not_reached ();
}

static void
finish_auction (KaiserState *state)
{
  KaiserSeat declarer;

  state->contract = kaiser_state_standing_bid (state, &declarer);
  state->declarer = declarer;
  state->to_act = declarer;
  if (state->contract.kind == KAISER_BID_SUIT)
    state->phase = KAISER_PHASE_TRUMP;
  else
    {
      state->trump = KAISER_SUIT_NONE;
      state->phase = KAISER_PHASE_PLAY;
      state->tricks[0].leader = declarer;
    }
}

static void
finish_hand (KaiserState *state)
{
  gint tricks[KAISER_N_TEAMS], points[KAISER_N_TEAMS];

  for (guint t = 0; t < KAISER_N_TEAMS; t++)
    {
      tricks[t] = kaiser_state_tricks (state, (KaiserTeam) t);
      points[t] = kaiser_state_points (state, (KaiserTeam) t);
    }
  kaiser_score_hand (&state->rules, kaiser_seat_team (state->declarer), state->contract,
                     tricks, points, state->scores, &state->result);
  for (guint t = 0; t < KAISER_N_TEAMS; t++)
    state->scores[t] = state->result.scores[t];
  state->to_act = KAISER_SEAT_NONE;
  state->winner = state->result.winner;
  state->phase = state->winner == KAISER_TEAM_NONE ? KAISER_PHASE_HAND_OVER : KAISER_PHASE_GAME_OVER;
}

static void
play_card (KaiserState *state, KaiserSeat seat, KaiserCard card)
{
  KaiserTrick *trick = &state->tricks[state->n_tricks];
  KaiserSeat winner;

  state->hands[seat] &= ~kaiser_card_bit (card);
  trick->cards[trick->n_played++] = card;
  if (trick->n_played < KAISER_N_SEATS)
    {
      state->to_act = kaiser_seat_next (seat);
      return;
    }

  winner = kaiser_state_trick_winner (state, trick);
  trick->winner = winner;
  state->tricks_won[winner]++;
  for (guint i = 0; i < KAISER_N_SEATS; i++)
    state->won[kaiser_seat_team (winner)] |= kaiser_card_bit (trick->cards[i]);
  state->n_tricks++;
  if (state->n_tricks == kaiser_rules_hand_size (&state->rules))
    finish_hand (state);
  else
    {
      state->tricks[state->n_tricks].leader = winner;
      state->to_act = winner;
    }
}

gboolean
kaiser_state_apply (KaiserState *state, const KaiserAction *action, GError **error)
{
  KaiserSeat seat = action->seat;

  if (!kaiser_state_is_legal (state, action, error))
    return FALSE;

  switch ((KaiserActionType) action->type)
    {
    case KAISER_ACTION_MISDEAL:
      state->misdeal_pending &= ~(1u << seat);
      if (action->value)
        {
          /* Thrown in: the same dealer deals again. */
          state->n_misdeals++;
          reset_hand (state);
          state->phase = KAISER_PHASE_DEAL;
        }
      else
        next_misdeal_offer (state, kaiser_seat_next (seat));
      break;

    case KAISER_ACTION_BID:
      state->bids[seat] = action->bid;
      state->n_bids++;
      if (state->n_bids == KAISER_N_SEATS)
        finish_auction (state);
      else
        state->to_act = kaiser_seat_next (seat);
      break;

    case KAISER_ACTION_TRUMP:
      state->trump = (KaiserSuit) action->value;
      state->phase = KAISER_PHASE_PLAY;
      state->tricks[0].leader = state->declarer;
      state->to_act = state->declarer;
      break;

    case KAISER_ACTION_PLAY:
      play_card (state, seat, action->value);
      break;

    case KAISER_N_ACTION_TYPES:
    default:
      g_assert_not_reached ();
    }
  return TRUE;
}

guint
kaiser_state_legal_actions (const KaiserState *state, KaiserAction *actions)
{
  const KaiserRules *rules = &state->rules;
  KaiserSeat seat = state->to_act;
  guint n = 0;

  if (seat >= KAISER_N_SEATS)
    return 0;

#define ADD(t, v, b) G_STMT_START { \
    actions[n].type = (t); actions[n].seat = seat; actions[n].value = (v); actions[n].bid = (b); n++; \
  } G_STMT_END

  switch (state->phase)
    {
    case KAISER_PHASE_MISDEAL:
      ADD (KAISER_ACTION_MISDEAL, 1, kaiser_bid_pass ());
      ADD (KAISER_ACTION_MISDEAL, 0, kaiser_bid_pass ());
      break;

    case KAISER_PHASE_BIDDING:
      {
        if (!dealer_is_forced (state))
          ADD (KAISER_ACTION_BID, 0, kaiser_bid_pass ());
        for (gint amount = rules->min_bid; amount <= rules->max_bid; amount++)
          for (guint kind = KAISER_BID_SUIT; kind < KAISER_N_BID_KINDS; kind++)
            {
              KaiserBid bid = kaiser_bid_make ((KaiserBidKind) kind, (guint) amount);
              if (kaiser_rules_bid_valid (rules, bid) && check_bid (state, bid, NULL))
                ADD (KAISER_ACTION_BID, 0, bid);
            }
        break;
      }

    case KAISER_PHASE_TRUMP:
      for (guint s = 0; s < KAISER_N_SUITS; s++)
        ADD (KAISER_ACTION_TRUMP, s, kaiser_bid_pass ());
      break;

    case KAISER_PHASE_PLAY:
      {
        KaiserCard card;
        KAISER_CARDS_FOREACH (card, kaiser_state_legal_cards (state))
          ADD (KAISER_ACTION_PLAY, card, kaiser_bid_pass ());
        break;
      }

    case KAISER_PHASE_DEAL:
    case KAISER_PHASE_HAND_OVER:
    case KAISER_PHASE_GAME_OVER:
    default:
      break;
    }
#undef ADD
  g_assert (n <= KAISER_MAX_ACTIONS);
  return n;
}

void
kaiser_observation_init (KaiserObservation *obs, const KaiserState *state, KaiserSeat seat)
{
  g_return_if_fail (seat < KAISER_N_SEATS);

  /* Zeroed and copied byte for byte, so equal observations compare equal. */
  memset (obs, 0, sizeof *obs);
  obs->seat = seat;
  memcpy (&obs->view, state, sizeof *state);
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    if (s != seat)
      obs->view.dealt[s] = obs->view.hands[s] = 0;
  /* Who else may throw the hand in says something about their cards. */
  obs->view.misdeal_pending &= 1u << seat;
  if (state->phase == KAISER_PHASE_MISDEAL && state->to_act != seat)
    obs->view.to_act = KAISER_SEAT_NONE;
}

const char *
kaiser_phase_to_string (KaiserPhase phase)
{
  static const char * const names[] = {
    "deal", "misdeal", "bidding", "trump", "play", "hand-over", "game-over",
  };
  g_return_val_if_fail ((guint) phase < G_N_ELEMENTS (names), "?");
  return names[phase];
}

char *
kaiser_action_describe (const KaiserRules *rules, const KaiserAction *action)
{
  const char *seat = kaiser_seat_to_string (action->seat);
  char buf[KAISER_BID_STRING_MAX];

  switch ((KaiserActionType) action->type)
    {
    case KAISER_ACTION_MISDEAL:
      return g_strdup_printf ("%s %s", seat, action->value ? "calls a misdeal" : "declines a misdeal");
    case KAISER_ACTION_BID:
      return g_strdup_printf ("%s bids %s", seat, kaiser_bid_to_string (action->bid, buf));
    case KAISER_ACTION_TRUMP:
      return g_strdup_printf ("%s names %s", seat, kaiser_suit_to_string (action->value));
    case KAISER_ACTION_PLAY:
      return g_strdup_printf ("%s plays %s", seat, kaiser_deck_card_to_string (&rules->deck, action->value, buf));
    case KAISER_N_ACTION_TYPES:
    default:
      return g_strdup ("?");
    }
}
