/* kaiser-state.c: the rules of play as a plain state machine.
 *
 * A hand goes: deal → misdeal offers → card passing → bidding → (passing
 * after the bidding) → trumps → high or low → kitty → play → score.  Each
 * step is skipped when the rules or the contract do not call for it.
 */
#define G_LOG_DOMAIN "kaiser-state"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kaiser-error.h"
#include "kaiser-state.h"

void
kaiser_state_clear_cards (KaiserState *state)
{
  memset (state->dealt, 0, sizeof state->dealt);
  memset (state->hands, 0, sizeof state->hands);
  memset (state->passed, 0, sizeof state->passed);
  for (guint seat = 0; seat < KAISER_MAX_SEATS; seat++)
    kaiser_piles_clear (&state->piles[seat]);
  memset (state->tricks, 0, sizeof state->tricks);
  memset (state->won, 0, sizeof state->won);
  memset (state->tricks_won, 0, sizeof state->tricks_won);
  memset (&state->result, 0, sizeof state->result);
  state->kitty = 0;
  state->discards = 0;
  state->misdeal_pending = 0;
  state->n_tricks = 0;
  state->insulted = KAISER_TEAM_NONE;
  state->cancelled = 0;
}

static void
reset_hand (KaiserState *state)
{
  kaiser_state_clear_cards (state);
  memset (state->bids, 0, sizeof state->bids);
  state->passes_done = 0;
  state->passing_after_bidding = FALSE;
  state->n_bids = 0;
  state->declarer = KAISER_SEAT_NONE;
  state->contract = kaiser_bid_pass ();
  state->sold = FALSE;
  state->trump = KAISER_SUIT_NONE;
  state->low = FALSE;
  state->active = (1u << kaiser_rules_n_seats (&state->rules)) - 1;
  state->to_act = KAISER_SEAT_NONE;
}

void
kaiser_state_init (KaiserState *state, const KaiserRules *rules, KaiserSeat first_dealer)
{
  g_return_if_fail (first_dealer < kaiser_rules_n_seats (rules));

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
                      KaiserCards *hands, KaiserCards *kitty)
{
  g_return_if_fail (kaiser_rules_n_piles (rules) == 0);

  kaiser_state_shuffle_piles (rules, dealer, rng, hands, kitty, NULL);
}

void
kaiser_state_shuffle_piles (const KaiserRules *rules, KaiserSeat dealer, KaiserRng *rng,
                            KaiserCards *hands, KaiserCards *kitty, KaiserPiles *piles)
{
  guint n_seats = kaiser_rules_n_seats (rules);
  guint n_piles = kaiser_rules_n_piles (rules);
  KaiserCard pack[64];
  KaiserCard card;
  guint n = 0, dealt, held;

  g_return_if_fail (piles != NULL || n_piles == 0);

  KAISER_CARDS_FOREACH (card, kaiser_deck_cards (&rules->deck))
    pack[n++] = card;
  /* Fisher–Yates */
  for (guint i = n; i > 1; i--)
    {
      guint j = kaiser_rng_below (rng, i);
      KaiserCard t = pack[i - 1];
      pack[i - 1] = pack[j];
      pack[j] = t;
    }
  /* 000_5ed066fa22fca3eb.txt, "Deal": clockwise, one at a time; with a
   * kitty the last cards go face down to the table. */
  memset (hands, 0, sizeof (KaiserCards) * n_seats);
  dealt = kaiser_rules_hand_size (rules) * n_seats;
  for (guint i = 0; i < dealt; i++)
    hands[(dealer + 1 + i) % n_seats] |= kaiser_card_bit (pack[i]);
  *kitty = 0;
  for (guint i = dealt; i < n; i++)
    *kitty |= kaiser_card_bit (pack[i]);
  if (piles == NULL)
    return;
  /* "Two Players": the cards past the hand make the piles, each a card
   * under and a card on top, round the table. */
  held = kaiser_rules_held_size (rules) * n_seats;
  for (guint s = 0; s < n_seats; s++)
    kaiser_piles_clear (&piles[s]);
  for (guint i = held; i < dealt; i++)
    {
      guint k = (i - held) / n_seats;
      KaiserPiles *p = &piles[(dealer + 1 + i) % n_seats];

      if (k % 2 == 0)
        p->under[k / 2] = pack[i];
      else
        p->top[k / 2] = pack[i];
    }
}

gboolean
kaiser_piles_check (const KaiserRules *rules, KaiserCards holding, const KaiserPiles *piles, GError **error)
{
  guint n_piles = kaiser_rules_n_piles (rules);
  KaiserCards seen = 0;

  for (guint k = 0; k < KAISER_MAX_PILES; k++)
    {
      KaiserCard cards[2] = { piles->top[k], piles->under[k] };

      for (guint i = 0; i < 2; i++)
        {
          gboolean ok = k < n_piles ? cards[i] < 64 && kaiser_cards_has (holding & ~seen, cards[i])
                                    : cards[i] == KAISER_CARD_NONE;
          if (!ok)
            {
              g_set_error (error, KAISER_ERROR, KAISER_ERROR_INVALID_DEAL,
                           g_dngettext (GETTEXT_PACKAGE, "Each player has %u pile of two of their own cards",
                                        "Each player has %u piles of two of their own cards", n_piles),
                           n_piles);
              return FALSE;
            }
          if (cards[i] < 64)
            seen |= kaiser_card_bit (cards[i]);
        }
    }
  return TRUE;
}

/* Every card of the seat's piles as dealt, played or not. */
static KaiserCards
piles_dealt (const KaiserState *state, KaiserSeat seat)
{
  return kaiser_piles_cards (&state->piles[seat]);
}

static gboolean
piles_face_up (const KaiserState *state)
{
  return state->phase >= KAISER_PHASE_PLAY;
}

KaiserCards
kaiser_state_pile_cards (const KaiserState *state, KaiserSeat seat)
{
  g_return_val_if_fail (seat < KAISER_MAX_SEATS, 0);
  return state->hands[seat] & piles_dealt (state, seat);
}

KaiserCards
kaiser_state_hidden_cards (const KaiserState *state, KaiserSeat seat)
{
  const KaiserPiles *p;
  KaiserCards hidden = 0;

  g_return_val_if_fail (seat < KAISER_MAX_SEATS, 0);
  if (!piles_face_up (state))
    return kaiser_state_pile_cards (state, seat);
  p = &state->piles[seat];
  for (guint k = 0; k < KAISER_MAX_PILES; k++)
    if (p->top[k] < 64 && p->under[k] < 64 && kaiser_cards_has (state->hands[seat], p->top[k]))
      hidden |= kaiser_card_bit (p->under[k]);
  return hidden;
}

guint
kaiser_state_n_hidden (const KaiserState *state, KaiserSeat seat)
{
  guint n = 0;

  g_return_val_if_fail (seat < KAISER_MAX_SEATS, 0);
  if (state->phase == KAISER_PHASE_DEAL)
    return 0;
  /* counted from the piles as laid out: an observation lists the cards it
   * has not seen as KAISER_CARD_NONE */
  for (guint k = 0; k < kaiser_rules_n_piles (&state->rules); k++)
    {
      KaiserCard top = state->piles[seat].top[k];

      if (!piles_face_up (state))
        n += 2;
      else if (top >= 64 || kaiser_cards_has (state->hands[seat], top))
        n += 1;
    }
  return n;
}

KaiserCards
kaiser_state_playable_cards (const KaiserState *state, KaiserSeat seat)
{
  g_return_val_if_fail (seat < KAISER_MAX_SEATS, 0);
  return state->hands[seat] & ~kaiser_state_hidden_cards (state, seat);
}

KaiserCards
kaiser_state_held_cards (const KaiserState *state, KaiserSeat seat)
{
  g_return_val_if_fail (seat < KAISER_MAX_SEATS, 0);
  return state->hands[seat] & ~piles_dealt (state, seat);
}

KaiserCards
kaiser_state_face_up_cards (const KaiserState *state, KaiserSeat seat)
{
  return kaiser_state_pile_cards (state, seat) & ~kaiser_state_hidden_cards (state, seat);
}

gint
kaiser_state_pile_of (const KaiserState *state, KaiserSeat seat, KaiserCard card)
{
  g_return_val_if_fail (seat < KAISER_MAX_SEATS, -1);
  for (guint k = 0; k < KAISER_MAX_PILES; k++)
    if (card < 64 && (state->piles[seat].top[k] == card || state->piles[seat].under[k] == card))
      return (gint) k;
  return -1;
}

gboolean
kaiser_state_hand_is_weak (const KaiserState *state, KaiserSeat seat)
{
  /* 000_5ed066fa22fca3eb.txt, "Deal": "no aces, no picture cards and no 3
   * or 5"; with piles, in the eight cards the player may look at. */
  return (state->dealt[seat] & ~piles_dealt (state, seat) & kaiser_deck_honours (&state->rules.deck)) == 0;
}

static gboolean
holds_four_of_a_kind (const KaiserState *state, KaiserSeat seat)
{
  static const KaiserFace faces[] = { KAISER_FACE_10, KAISER_FACE_9, KAISER_FACE_8 };
  const KaiserDeck *deck = &state->rules.deck;

  /* "Misdeal": "a player who holds all four 10s, 9s, or 8s" */
  for (guint f = 0; f < G_N_ELEMENTS (faces); f++)
    {
      KaiserCards four = 0;
      KaiserCard card;

      KAISER_CARDS_FOREACH (card, kaiser_deck_cards (deck))
        if (kaiser_deck_face (deck, card) == faces[f])
          four |= kaiser_card_bit (card);
      if (kaiser_cards_count (four) == 4 && (state->dealt[seat] & ~piles_dealt (state, seat) & four) == four)
        return TRUE;
    }
  return FALSE;
}

gboolean
kaiser_state_may_call_misdeal (const KaiserState *state, KaiserSeat seat)
{
  return (state->rules.misdeal_weak_hand && kaiser_state_hand_is_weak (state, seat)) ||
         (state->rules.misdeal_four_of_a_kind && holds_four_of_a_kind (state, seat));
}

static KaiserSeat
next_active (const KaiserState *state, KaiserSeat seat)
{
  do
    seat = kaiser_rules_seat_next (&state->rules, seat);
  while (!(state->active & (1u << seat)));
  return seat;
}

void
kaiser_state_read_tricks (const KaiserState *state, KaiserCards *played, guint *voids)
{
  if (played)
    memset (played, 0, sizeof (KaiserCards) * KAISER_MAX_SEATS);
  if (voids)
    memset (voids, 0, sizeof (guint) * KAISER_MAX_SEATS);
  for (guint t = 0; t <= state->n_tricks && t < KAISER_MAX_TRICKS; t++)
    {
      const KaiserTrick *trick = &state->tricks[t];
      const KaiserDeck *deck = &state->rules.deck;
      KaiserSeat seat = trick->leader;
      KaiserSuit led = KAISER_SUIT_NONE;

      if (t == state->n_tricks && state->phase != KAISER_PHASE_PLAY)
        break;
      for (guint i = 0; i < trick->n_played && seat < KAISER_MAX_SEATS; i++)
        {
          KaiserSuit suit = kaiser_deck_card_suit (deck, trick->cards[i], state->trump);

          if (played)
            played[seat] |= kaiser_card_bit (trick->cards[i]);
          /* the suit to follow: the first card's, or after a blank the first of a suit */
          if (voids && led != KAISER_SUIT_NONE && suit != led)
            voids[seat] |= 1u << led;
          if (led == KAISER_SUIT_NONE)
            led = suit;
          seat = next_active (state, seat);
        }
    }
}

static guint
n_active (const KaiserState *state)
{
  return (guint) __builtin_popcount (state->active);
}

/* Phase transitions */

static void
start_passing (KaiserState *state, gboolean after_bidding)
{
  state->phase = KAISER_PHASE_PASS;
  state->passing_after_bidding = after_bidding;
  state->passes_done = 0;
  state->to_act = kaiser_rules_seat_next (&state->rules, state->dealer);
}

static void
start_bidding (KaiserState *state)
{
  state->phase = KAISER_PHASE_BIDDING;
  state->to_act = kaiser_rules_seat_next (&state->rules, state->dealer);
}

static void
after_misdeal_offers (KaiserState *state)
{
  if (kaiser_rules_pass_count (&state->rules) > 0 && state->rules.passing != KAISER_PASSING_TWO_AFTER_BIDDING)
    start_passing (state, FALSE);
  else
    start_bidding (state);
}

static void
next_misdeal_offer (KaiserState *state, KaiserSeat from)
{
  KaiserSeat seat = from;

  for (guint i = 0; i < kaiser_rules_n_seats (&state->rules); i++, seat = kaiser_rules_seat_next (&state->rules, seat))
    if (state->misdeal_pending & (1u << seat))
      {
        state->phase = KAISER_PHASE_MISDEAL;
        state->to_act = seat;
        return;
      }
  after_misdeal_offers (state);
}

void
kaiser_state_deal (KaiserState *state, const KaiserCards *hands, KaiserCards kitty)
{
  g_return_if_fail (kaiser_rules_n_piles (&state->rules) == 0);

  kaiser_state_deal_piles (state, hands, kitty, NULL);
}

void
kaiser_state_deal_piles (KaiserState *state, const KaiserCards *hands, KaiserCards kitty, const KaiserPiles *piles)
{
  g_return_if_fail (state->phase == KAISER_PHASE_DEAL);
  g_return_if_fail (piles != NULL || kaiser_rules_n_piles (&state->rules) == 0);

  reset_hand (state);
  for (guint s = 0; s < kaiser_rules_n_seats (&state->rules); s++)
    {
      state->dealt[s] = state->hands[s] = hands[s];
      if (piles != NULL)
        state->piles[s] = piles[s];
    }
  state->kitty = kitty;

  for (guint s = 0; s < kaiser_rules_n_seats (&state->rules); s++)
    if (kaiser_state_may_call_misdeal (state, (KaiserSeat) s))
      state->misdeal_pending |= 1u << s;
  next_misdeal_offer (state, kaiser_rules_seat_next (&state->rules, state->dealer));
}

void
kaiser_state_next_hand (KaiserState *state)
{
  g_return_if_fail (state->phase == KAISER_PHASE_HAND_OVER);

  reset_hand (state);
  state->hand_number++;
  state->n_misdeals = 0;
  state->dealer = kaiser_rules_seat_next (&state->rules, state->dealer);
  state->phase = KAISER_PHASE_DEAL;
}

static void
throw_in (KaiserState *state)
{
  /* The same dealer deals again. */
  state->n_misdeals++;
  reset_hand (state);
  state->phase = KAISER_PHASE_DEAL;
}

KaiserSeat
kaiser_state_pass_target (const KaiserState *state, KaiserSeat seat)
{
  /* 000_5ed066fa22fca3eb.txt, "Card Passing": "In the first deal each
   * player passes two cards face down to the left; in the second deal …
   * to the right; in the third deal … to partner". */
  if (state->rules.passing == KAISER_PASSING_ROTATION)
    switch ((state->hand_number - 1) % 3)
      {
      case 0:
        return kaiser_rules_seat_next (&state->rules, seat);
      case 1:
        return kaiser_rules_seat_prev (&state->rules, seat);
      default:
        break;
      }
  return kaiser_rules_seat_partner (&state->rules, seat);
}

static void start_play (KaiserState *state);

static void
start_kitty_or_play (KaiserState *state)
{
  if (kaiser_rules_kitty_size (&state->rules) > 0)
    {
      /* "picks up the kitty without showing the cards to the other players" */
      state->phase = KAISER_PHASE_KITTY;
      state->hands[state->declarer] |= state->kitty;
      state->to_act = state->declarer;
    }
  else
    start_play (state);
}

static gboolean
low_is_announced (const KaiserState *state)
{
  switch (state->rules.low_no_trump)
    {
    case KAISER_LOW_ANNOUNCED:
      return state->contract.kind == KAISER_BID_NO_TRUMP;
    case KAISER_LOW_ANY_BID:
      return state->contract.kind == KAISER_BID_SUIT || state->contract.kind == KAISER_BID_NO_TRUMP;
    default:
      return FALSE;
    }
}

static void
after_trumps (KaiserState *state)
{
  if (low_is_announced (state))
    {
      state->phase = KAISER_PHASE_LOW;
      state->to_act = state->declarer;
    }
  else
    start_kitty_or_play (state);
}

static void
after_auction_passing (KaiserState *state)
{
  gboolean names_trumps = kaiser_state_has_trumps (state) && state->rules.trump_by == KAISER_TRUMP_BY_NAMING;

  if (names_trumps)
    {
      state->phase = KAISER_PHASE_TRUMP;
      state->to_act = state->declarer;
    }
  else
    after_trumps (state);
}

static void
finish_auction (KaiserState *state)
{
  KaiserSeat declarer;

  state->contract = kaiser_state_standing_bid (state, &declarer);
  state->declarer = declarer;
  state->low = state->contract.kind == KAISER_BID_LOW_NO_TRUMP;
  /* "Kaiser 40 … partner does not take part in the play" */
  if (state->contract.kind == KAISER_BID_KAISER_40)
    state->active &= ~(1u << kaiser_rules_seat_partner (&state->rules, declarer));
  if (state->rules.passing == KAISER_PASSING_TWO_AFTER_BIDDING)
    start_passing (state, TRUE);
  else
    after_auction_passing (state);
}

/* 000_5ed066fa22fca3eb.txt, "Lost Heir": the dealer "could either accept
 * the highest bid and score the amount bid, or reject it, score nothing for
 * the bid, and make trumps himself". */
static void
finish_sale (KaiserState *state, gboolean accepted)
{
  if (accepted)
    {
      state->sold = TRUE;
      finish_auction (state);
      return;
    }
  /* refused, or every other player passed: the dealer leads and makes
   * trumps, bound to no bid (the page is silent: docs/tables.md) */
  state->declarer = state->dealer;
  state->contract = kaiser_bid_pass ();
  state->low = FALSE;
  after_auction_passing (state);
}

static void
start_play (KaiserState *state)
{
  KaiserSeat leader = state->declarer;

  /* 001_4709cdeeef921fce.txt: "The player to the dealer's left leads to the first trick." */
  if (state->rules.first_lead == KAISER_LEAD_DEALER_LEFT)
    {
      leader = kaiser_rules_seat_next (&state->rules, state->dealer);
      if (!(state->active & (1u << leader)))
        leader = next_active (state, leader);
    }
  state->phase = KAISER_PHASE_PLAY;
  state->tricks[0].leader = leader;
  state->to_act = leader;
}

/* Queries */

gboolean
kaiser_state_has_trumps (const KaiserState *state)
{
  return state->declarer != KAISER_SEAT_NONE &&
         (state->contract.kind == KAISER_BID_SUIT || state->contract.kind == KAISER_BID_KAISER_40 ||
          state->contract.kind == KAISER_BID_PASS);
}

KaiserSuit
kaiser_state_trick_suit (const KaiserState *state, const KaiserTrick *trick)
{
  for (guint i = 0; i < trick->n_played; i++)
    {
      KaiserSuit suit = kaiser_deck_card_suit (&state->rules.deck, trick->cards[i], state->trump);
      if (suit != KAISER_SUIT_NONE)
        return suit;
    }
  return KAISER_SUIT_NONE;
}

/* "If a blank card is played to the same trick as the Lost Heir or Wrong
 * Boy it cancels the value of those cards." */
KaiserCards
kaiser_state_trick_cancelled (const KaiserState *state, const KaiserTrick *trick)
{
  const KaiserDeck *deck = &state->rules.deck;
  KaiserCards in_trick = 0;

  for (guint i = 0; i < trick->n_played; i++)
    in_trick |= kaiser_card_bit (trick->cards[i]);
  return (in_trick & deck->blanks) ? in_trick & deck->outside & ~deck->blanks : 0;
}

KaiserBid
kaiser_state_standing_bid (const KaiserState *state, KaiserSeat *bidder)
{
  KaiserBid best = kaiser_bid_pass ();
  KaiserSeat best_seat = KAISER_SEAT_NONE;
  KaiserSeat seat = kaiser_rules_seat_next (&state->rules, state->dealer);
  gint best_rank = 0;

  /* In bidding order, so the dealer (last) takes an equal bid. */
  for (guint i = 0; i < state->n_bids; i++, seat = kaiser_rules_seat_next (&state->rules, seat))
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

/* Place of a card in its suit for this hand: "In Low No Trump, the rank of
 * the cards other than the 5 and 3 is reversed … in hearts and spades the 5
 * and 3 respectively rank below the ace" (000_5ed066fa22fca3eb.txt). */
static guint
strength (const KaiserState *state, KaiserCard card)
{
  const KaiserDeck *deck = &state->rules.deck;

  /* "Lost Heir": "the Lost Heir always counts as the highest trump and the
   * Wrong Boy counts as the lowest trump" */
  if (kaiser_cards_has (deck->outside, card))
    return card == deck->bonus_card ? KAISER_MAX_POWER + 1 : 0;
  if (!state->low)
    return kaiser_card_power (card) + 1;
  if (card == deck->bonus_card || card == deck->penalty_card)
    return 1;
  return deck->n_cards[kaiser_card_suit (card)] - kaiser_card_power (card) + 1;
}

gboolean
kaiser_state_card_beats (const KaiserState *state, KaiserCard card, KaiserCard best)
{
  const KaiserDeck *deck = &state->rules.deck;
  KaiserSuit suit = kaiser_deck_card_suit (deck, card, state->trump);
  KaiserSuit best_suit = kaiser_deck_card_suit (deck, best, state->trump);

  /* a blank wins nothing; after a blank led, the first card of a suit leads */
  if (suit == KAISER_SUIT_NONE)
    return FALSE;
  if (best_suit == KAISER_SUIT_NONE)
    return TRUE;
  if (suit == best_suit)
    return strength (state, card) > strength (state, best);
  return suit == state->trump;
}

KaiserSeat
kaiser_state_trick_winner (const KaiserState *state, const KaiserTrick *trick)
{
  KaiserSeat seat = trick->leader, winner = trick->leader;
  KaiserCard best = trick->cards[0];

  /* 000_5ed066fa22fca3eb.txt, "Play of the cards": the highest trump wins,
   * else the highest card of the suit led. */
  for (guint i = 1; i < trick->n_played; i++)
    {
      seat = next_active (state, seat);
      if (kaiser_state_card_beats (state, trick->cards[i], best))
        {
          best = trick->cards[i];
          winner = seat;
        }
    }
  return winner;
}

KaiserCards
kaiser_state_legal_cards (const KaiserState *state)
{
  const KaiserDeck *deck = &state->rules.deck;
  const KaiserTrick *trick;
  KaiserCards hand, follow, lead;
  KaiserSuit suit;

  if (state->phase != KAISER_PHASE_PLAY || state->to_act >= kaiser_rules_n_seats (&state->rules))
    return 0;
  /* "you may play from the hand or a face up card from the table" */
  hand = kaiser_state_playable_cards (state, state->to_act);
  trick = &state->tricks[state->n_tricks];
  if (trick->n_played == 0)
    {
      /* "Lost Heir": blanks "can only be played as discards", so are led
       * only by a hand holding nothing else; and the first lead, which
       * makes trumps, is a card of a suit. */
      lead = hand & ~deck->blanks;
      if (state->trump == KAISER_SUIT_NONE && state->n_tricks == 0 && kaiser_state_has_trumps (state) &&
          state->rules.trump_by == KAISER_TRUMP_BY_FIRST_LEAD)
        lead &= ~deck->outside;
      return lead ? lead : hand;
    }
  suit = kaiser_state_trick_suit (state, trick);
  if (suit == KAISER_SUIT_NONE)
    return hand;
  follow = hand & kaiser_deck_suit_cards (deck, suit, state->trump);
  return follow ? follow : hand;
}

KaiserCards
kaiser_state_legal_pass_cards (const KaiserState *state)
{
  if (state->phase != KAISER_PHASE_PASS || state->to_act >= kaiser_rules_n_seats (&state->rules))
    return 0;
  return state->hands[state->to_act];
}

KaiserCards
kaiser_state_legal_discards (const KaiserState *state)
{
  const KaiserDeck *deck = &state->rules.deck;

  if (state->phase != KAISER_PHASE_KITTY || state->to_act >= kaiser_rules_n_seats (&state->rules))
    return 0;
  /* "discards any two cards face down, which may not include the heart5 or
   * the spade3" (000_5ed066fa22fca3eb.txt); "If the 3 or 5 are in the
   * kitty, then the player must include these in his or her playing hand"
   * (002_3b286a0686278ff4.txt). */
  return state->hands[state->to_act] & ~piles_dealt (state, state->to_act) &
         ~(kaiser_card_bit (deck->bonus_card) | kaiser_card_bit (deck->penalty_card));
}

char *
kaiser_state_card_refusal (const KaiserState *state, KaiserSeat seat, KaiserCard card, const KaiserCardNames *names)
{
  KaiserCards legal;

  if (state->phase != KAISER_PHASE_PLAY && state->phase != KAISER_PHASE_PASS && state->phase != KAISER_PHASE_KITTY)
    return g_strdup (_("No card is to be played now."));
  if (state->to_act != seat)
    return g_strdup (_("Wait for your turn."));
  if (card >= 64 || !kaiser_cards_has (state->hands[seat], card))
    return g_strdup (_("That card is not in your hand."));
  if (kaiser_cards_has (kaiser_state_hidden_cards (state, seat), card))
    return g_strdup (_("That card is face down under another: play the card on top of its pile first."));
  legal = state->phase == KAISER_PHASE_PLAY ? kaiser_state_legal_cards (state)
        : state->phase == KAISER_PHASE_PASS ? kaiser_state_legal_pass_cards (state)
        : kaiser_state_legal_discards (state);
  if (kaiser_cards_has (legal, card))
    return NULL;
  if (state->phase == KAISER_PHASE_KITTY)
    {
      g_autofree char *name = kaiser_card_names_describe_card (names, &state->rules.deck, card);
      /* Translators: the +5 or −3 card, "You may not discard the Five of Hearts." */
      return g_strdup_printf (_("You may not discard the %s."), name);
    }
  if (state->phase == KAISER_PHASE_PLAY && state->tricks[state->n_tricks].n_played == 0)
    return g_strdup (kaiser_cards_has (state->rules.deck.blanks, card)
                     ? _("A blank card is only discarded: lead another card.")
                     : _("Your first lead makes trumps: lead a card of a suit."));
  /* the only other refusal: a card of another suit while holding the suit led */
  /* Translators: the suit led, "You must follow suit (Hearts)." */
  return g_strdup_printf (_("You must follow suit (%s)."),
                          kaiser_card_names_get_suit (names, kaiser_state_trick_suit (state, &state->tricks[state->n_tricks])));
}

guint
kaiser_state_tricks (const KaiserState *state, KaiserTeam team)
{
  guint seats = kaiser_rules_side_seats (&state->rules, team);
  guint n = 0;

  for (guint s = 0; s < kaiser_rules_n_seats (&state->rules); s++)
    if (seats & (1u << s))
      n += state->tricks_won[s];
  return n;
}

gint
kaiser_state_points (const KaiserState *state, KaiserTeam team)
{
  return kaiser_score_points (&state->rules, kaiser_state_tricks (state, team), state->won[team] & ~state->cancelled,
                              state->insulted == team);
}

static gboolean
dealer_is_forced (const KaiserState *state)
{
  return state->to_act == state->dealer && !state->rules.dealer_may_pass &&
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
                       _("The dealer must bid at least %d when everyone else passes"), rules->min_bid);
          return FALSE;
        }
      return TRUE;
    }
  if (!kaiser_rules_bid_valid (rules, bid))
    {
      if ((bid.kind == KAISER_BID_NO_TRUMP || bid.kind == KAISER_BID_LOW_NO_TRUMP) && !rules->no_trump)
        g_set_error (error, KAISER_ERROR, KAISER_ERROR_BID_INVALID, _("No-trump bids are not played under these rules"));
      else if (bid.kind == KAISER_BID_NO_TRUMP && bid.amount >= rules->min_bid && bid.amount <= rules->max_bid &&
               rules->no_trump_rank == KAISER_NT_RANK_FROM_EIGHT)
        /* the no-trump-rank option: "from-eight" */
        g_set_error (error, KAISER_ERROR, KAISER_ERROR_BID_INVALID, _("No-trump bids start at 8 under these rules"));
      else if (bid.kind == KAISER_BID_SUIT || bid.kind == KAISER_BID_NO_TRUMP)
        g_set_error (error, KAISER_ERROR, KAISER_ERROR_BID_INVALID,
                     _("Bids go from %d to %d"), rules->min_bid, rules->max_bid);
      else
        g_set_error (error, KAISER_ERROR, KAISER_ERROR_BID_INVALID, _("That bid is not played under these rules"));
      return FALSE;
    }
  /* 002_3b286a0686278ff4.txt: the forced dealer "can pick any suit or
   * no-trump", unless the table says otherwise (V6). */
  if (kaiser_bid_is_pass (standing) && state->to_act == state->dealer && state->n_bids == kaiser_rules_n_seats (&state->rules) - 1 &&
      !rules->dealer_may_pass && !rules->forced_no_trump && bid.kind != KAISER_BID_SUIT)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_BID_INVALID, _("The dealer’s forced bid must name a suit"));
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

/* A misdeal called when none is offered: say why in the player's terms
 * when the reason is the rules or the hand, not the moment.  FALSE with
 * the error set then; TRUE to let the phase check speak. */
static gboolean
misdeal_refusal (const KaiserState *state, KaiserSeat seat, GError **error)
{
  const KaiserRules *rules = &state->rules;
  KaiserCards honours;
  g_autofree char *held = NULL;

  if (!rules->misdeal_weak_hand && !rules->misdeal_four_of_a_kind)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE, _("These rules have no misdeals"));
      return FALSE;
    }
  /* Only once the cards are dealt, and for a hand the rules never offer. */
  if (state->phase == KAISER_PHASE_DEAL || state->phase == KAISER_PHASE_HAND_OVER ||
      state->phase == KAISER_PHASE_GAME_OVER || kaiser_state_may_call_misdeal (state, seat))
    return TRUE;
  /* 000_5ed066fa22fca3eb.txt, "Deal": a weak hand has "no aces, no
   * picture cards and no 3 or 5"; "Misdeal": or "all four 10s, 9s, or 8s". */
  honours = state->dealt[seat] & kaiser_deck_honours (&rules->deck);
  held = kaiser_deck_cards_to_string (&rules->deck, honours);
  if (rules->misdeal_weak_hand && rules->misdeal_four_of_a_kind)
    g_set_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE,
                 /* Translators: %s is a list of cards, "AS KH 5H" */
                 _("This hand may not be thrown in: it holds %s and not all four 10s, 9s or 8s"), held);
  else if (rules->misdeal_weak_hand)
    g_set_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE,
                 /* Translators: %s is a list of cards, "AS KH 5H" */
                 _("This hand may not be thrown in: it holds %s"), held);
  else
    g_set_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE,
                 _("This hand may not be thrown in: it does not hold all four 10s, 9s or 8s"));
  return FALSE;
}

static gboolean
card_in (const KaiserState *state, KaiserCards allowed, guint value, KaiserError code, const char *message, GError **error)
{
  if (value >= 64 || !kaiser_cards_has (allowed, (KaiserCard) value))
    {
      g_set_error_literal (error, KAISER_ERROR, code, message);
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
    [KAISER_ACTION_PASS_CARD] = KAISER_PHASE_PASS,
    [KAISER_ACTION_LOW] = KAISER_PHASE_LOW,
    [KAISER_ACTION_DISCARD] = KAISER_PHASE_KITTY,
    [KAISER_ACTION_ACCEPT] = KAISER_PHASE_ACCEPT,
  };
  static const char * const what[] = {
    [KAISER_ACTION_MISDEAL] = N_("call a misdeal"),
    [KAISER_ACTION_BID] = N_("bid"),
    [KAISER_ACTION_TRUMP] = N_("name trumps"),
    [KAISER_ACTION_PLAY] = N_("play a card"),
    [KAISER_ACTION_PASS_CARD] = N_("pass a card"),
    [KAISER_ACTION_LOW] = N_("announce high or low"),
    [KAISER_ACTION_DISCARD] = N_("discard"),
    [KAISER_ACTION_ACCEPT] = N_("accept or refuse the bid"),
  };
  const char *seat_name;

  if (action->type >= KAISER_N_ACTION_TYPES || action->seat >= kaiser_rules_n_seats (&state->rules))
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE, _("Unknown action"));
      return FALSE;
    }
  if (action->type == KAISER_ACTION_MISDEAL && state->phase != KAISER_PHASE_MISDEAL &&
      !misdeal_refusal (state, (KaiserSeat) action->seat, error))
    return FALSE;
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
  seat_name = kaiser_seat_name (action->seat);

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

    case KAISER_ACTION_LOW:
      if (action->value > 1)
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE, _("A hand is played high or low"));
          return FALSE;
        }
      return TRUE;

    case KAISER_ACTION_ACCEPT:
      if (action->value > 1)
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE, _("The dealer accepts the bid or refuses it"));
          return FALSE;
        }
      return TRUE;

    case KAISER_ACTION_PASS_CARD:
      return card_in (state, kaiser_state_legal_pass_cards (state), action->value, KAISER_ERROR_CARD_NOT_HELD,
                      _("You can only pass a card you hold"), error);

    case KAISER_ACTION_DISCARD:
      if (action->value < 64 && kaiser_cards_has (state->hands[action->seat], action->value) &&
          !kaiser_cards_has (kaiser_state_legal_discards (state), action->value))
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_ILLEGAL_DISCARD,
                       _("The +5 and −3 cards cannot be discarded"));
          return FALSE;
        }
      return card_in (state, kaiser_state_legal_discards (state), action->value, KAISER_ERROR_CARD_NOT_HELD,
                      _("You can only discard a card you hold"), error);

    case KAISER_ACTION_PLAY:
      {
        KaiserCard card = action->value;
        const KaiserTrick *trick = &state->tricks[state->n_tricks];
        char buf[4];

        if (card >= 64 || !kaiser_cards_has (state->hands[action->seat], card))
          {
            g_set_error (error, KAISER_ERROR, KAISER_ERROR_CARD_NOT_HELD,
                         _("%s does not hold that card"), seat_name);
            return FALSE;
          }
        if (kaiser_cards_has (kaiser_state_hidden_cards (state, action->seat), card))
          {
            g_set_error (error, KAISER_ERROR, KAISER_ERROR_CARD_NOT_HELD,
                         _("%s’s %s is face down under another card of its pile"), seat_name,
                         kaiser_deck_card_to_string (&state->rules.deck, card, buf));
            return FALSE;
          }
        if (!kaiser_cards_has (kaiser_state_legal_cards (state), card) && trick->n_played == 0)
          {
            g_set_error (error, KAISER_ERROR, KAISER_ERROR_MUST_FOLLOW,
                         kaiser_cards_has (state->rules.deck.blanks, card)
                         ? _("%s may not lead %s: a blank card is only discarded")
                         : _("%s may not lead %s: the first lead makes trumps and must be a card of a suit"),
                         seat_name, kaiser_deck_card_to_string (&state->rules.deck, card, buf));
            return FALSE;
          }
        if (!kaiser_cards_has (kaiser_state_legal_cards (state), card))
          {
            g_set_error (error, KAISER_ERROR, KAISER_ERROR_MUST_FOLLOW,
                         _("%s must follow %s and cannot play %s"), seat_name,
                         kaiser_suit_to_string (kaiser_state_trick_suit (state, trick)),
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
finish_hand (KaiserState *state)
{
  KaiserHandPlay play;

  memset (&play, 0, sizeof play);
  play.declarer = state->declarer;
  play.contract = state->contract;
  for (guint s = 0; s < kaiser_rules_n_seats (&state->rules); s++)
    play.tricks_won[s] = state->tricks_won[s];
  /* a card a blank cancelled counts for nothing ("Lost Heir") */
  for (guint t = 0; t < KAISER_MAX_SIDES; t++)
    play.won[t] = state->won[t] & ~state->cancelled;
  play.sold = state->sold;
  play.dealer = state->dealer;
  play.insulted = state->insulted;
  memcpy (play.scores, state->scores, sizeof play.scores);
  play.target_raised = state->target_raised;
  play.pot = state->pot;
  kaiser_score_hand (&state->rules, &play, &state->result);

  memcpy (state->scores, state->result.scores, sizeof state->scores);
  state->target_raised = state->result.target_raised;
  state->pot = state->result.pot;
  state->to_act = KAISER_SEAT_NONE;
  state->winner = state->result.winner;
  state->phase = state->winner == KAISER_TEAM_NONE ? KAISER_PHASE_HAND_OVER : KAISER_PHASE_GAME_OVER;
}

static void
play_card (KaiserState *state, KaiserSeat seat, KaiserCard card)
{
  const KaiserDeck *deck = &state->rules.deck;
  KaiserTrick *trick = &state->tricks[state->n_tricks];
  KaiserSeat winner, s;

  /* 000_5ed066fa22fca3eb.txt, "Joffre": "The first card played by the high
   * bidder determines the trump suit." */
  if (state->n_tricks == 0 && trick->n_played == 0 && state->trump == KAISER_SUIT_NONE &&
      state->rules.trump_by == KAISER_TRUMP_BY_FIRST_LEAD && kaiser_state_has_trumps (state))
    state->trump = kaiser_card_suit (card);

  state->hands[seat] &= ~kaiser_card_bit (card);
  trick->cards[trick->n_played++] = card;
  if (trick->n_played < n_active (state))
    {
      state->to_act = next_active (state, seat);
      return;
    }

  winner = kaiser_state_trick_winner (state, trick);
  trick->winner = winner;
  state->cancelled |= kaiser_state_trick_cancelled (state, trick);
  state->tricks_won[winner]++;
  s = trick->leader;
  for (guint i = 0; i < trick->n_played; i++, s = next_active (state, s))
    {
      state->won[kaiser_rules_seat_side (&state->rules, winner)] |= kaiser_card_bit (trick->cards[i]);
      /* The insult: the −3 card wins a trick holding the +5 card. */
      if (state->rules.insult && trick->cards[i] == deck->bonus_card)
        {
          KaiserSeat w = trick->leader;
          KaiserCard winning = trick->cards[0];
          for (guint k = 0; k < trick->n_played; k++, w = next_active (state, w))
            if (w == winner)
              winning = trick->cards[k];
          if (winning == deck->penalty_card)
            state->insulted = kaiser_rules_seat_side (&state->rules, s);
        }
    }
  state->n_tricks++;
  if (state->n_tricks == kaiser_rules_hand_size (&state->rules))
    finish_hand (state);
  else
    {
      state->tricks[state->n_tricks].leader = winner;
      state->to_act = winner;
    }
}

static void
pass_card (KaiserState *state, KaiserSeat seat, KaiserCard card)
{
  state->hands[seat] &= ~kaiser_card_bit (card);
  state->passed[seat] |= kaiser_card_bit (card);
  if (kaiser_cards_count (state->passed[seat]) < kaiser_rules_pass_count (&state->rules))
    return;
  state->passes_done++;
  if (state->passes_done < kaiser_rules_n_seats (&state->rules))
    {
      state->to_act = kaiser_rules_seat_next (&state->rules, seat);
      return;
    }
  /* Everyone has passed: the cards change hands together. */
  for (guint s = 0; s < kaiser_rules_n_seats (&state->rules); s++)
    state->hands[kaiser_state_pass_target (state, (KaiserSeat) s)] |= state->passed[s];
  if (state->passing_after_bidding)
    after_auction_passing (state);
  else
    start_bidding (state);
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
        throw_in (state);
      else
        next_misdeal_offer (state, kaiser_rules_seat_next (&state->rules, seat));
      break;

    case KAISER_ACTION_PASS_CARD:
      pass_card (state, seat, action->value);
      break;

    case KAISER_ACTION_BID:
      state->bids[seat] = action->bid;
      state->n_bids++;
      /* "The players other than the dealer bid for the right to lead
       * first and make trumps": the dealer then accepts or refuses. */
      if (state->n_bids < kaiser_rules_n_seats (&state->rules) - (state->rules.dealer_sells ? 1 : 0))
        state->to_act = kaiser_rules_seat_next (&state->rules, seat);
      else if (state->rules.dealer_sells && kaiser_bid_is_pass (kaiser_state_standing_bid (state, NULL)))
        finish_sale (state, FALSE);
      else if (state->rules.dealer_sells)
        {
          state->phase = KAISER_PHASE_ACCEPT;
          state->to_act = state->dealer;
        }
      else if (kaiser_bid_is_pass (kaiser_state_standing_bid (state, NULL)))
        /* "if the first three players pass, the dealer can also pass, in
         * which case the cards are thrown in" (000_5ed066fa22fca3eb.txt) */
        throw_in (state);
      else
        finish_auction (state);
      break;

    case KAISER_ACTION_TRUMP:
      state->trump = (KaiserSuit) action->value;
      after_trumps (state);
      break;

    case KAISER_ACTION_LOW:
      state->low = action->value != 0;
      start_kitty_or_play (state);
      break;

    case KAISER_ACTION_ACCEPT:
      finish_sale (state, action->value != 0);
      break;

    case KAISER_ACTION_DISCARD:
      state->hands[seat] &= ~kaiser_card_bit (action->value);
      state->discards |= kaiser_card_bit (action->value);
      if (kaiser_cards_count (state->discards) == kaiser_rules_kitty_size (&state->rules))
        start_play (state);
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
  KaiserCard card;
  guint n = 0;

  if (seat >= kaiser_rules_n_seats (&state->rules))
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
        static const KaiserBidKind kinds[] = { KAISER_BID_SUIT, KAISER_BID_NO_TRUMP, KAISER_BID_LOW_NO_TRUMP };

        if (!dealer_is_forced (state))
          ADD (KAISER_ACTION_BID, 0, kaiser_bid_pass ());
        for (gint amount = rules->min_bid; amount <= rules->max_bid; amount++)
          for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
            {
              KaiserBid bid = kaiser_bid_make (kinds[k], (guint) amount);
              if (kaiser_rules_bid_valid (rules, bid) && check_bid (state, bid, NULL))
                ADD (KAISER_ACTION_BID, 0, bid);
            }
        if (check_bid (state, kaiser_bid_make (KAISER_BID_KAISER, 12), NULL))
          ADD (KAISER_ACTION_BID, 0, kaiser_bid_make (KAISER_BID_KAISER, 12));
        if (check_bid (state, kaiser_bid_make (KAISER_BID_KAISER_40, 40), NULL))
          ADD (KAISER_ACTION_BID, 0, kaiser_bid_make (KAISER_BID_KAISER_40, 40));
        break;
      }

    case KAISER_PHASE_TRUMP:
      for (guint s = 0; s < KAISER_N_SUITS; s++)
        ADD (KAISER_ACTION_TRUMP, s, kaiser_bid_pass ());
      break;

    case KAISER_PHASE_LOW:
      ADD (KAISER_ACTION_LOW, 0, kaiser_bid_pass ());
      ADD (KAISER_ACTION_LOW, 1, kaiser_bid_pass ());
      break;

    case KAISER_PHASE_ACCEPT:
      ADD (KAISER_ACTION_ACCEPT, 1, kaiser_bid_pass ());
      ADD (KAISER_ACTION_ACCEPT, 0, kaiser_bid_pass ());
      break;

    case KAISER_PHASE_PASS:
      KAISER_CARDS_FOREACH (card, kaiser_state_legal_pass_cards (state))
        ADD (KAISER_ACTION_PASS_CARD, card, kaiser_bid_pass ());
      break;

    case KAISER_PHASE_KITTY:
      KAISER_CARDS_FOREACH (card, kaiser_state_legal_discards (state))
        ADD (KAISER_ACTION_DISCARD, card, kaiser_bid_pass ());
      break;

    case KAISER_PHASE_PLAY:
      KAISER_CARDS_FOREACH (card, kaiser_state_legal_cards (state))
        ADD (KAISER_ACTION_PLAY, card, kaiser_bid_pass ());
      break;

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
  KaiserState *view = &obs->view;
  gboolean exchanged;

  g_return_if_fail (seat < kaiser_rules_n_seats (&state->rules));

  /* Zeroed and copied byte for byte, so equal observations compare equal. */
  memset (obs, 0, sizeof *obs);
  obs->seat = seat;
  memcpy (view, state, sizeof *state);
  for (guint s = 0; s < kaiser_rules_n_seats (&state->rules); s++)
    {
      /* "After the bidding, the top card on each pile is turned over and
       * both players can see these cards": the piles' face-up cards are
       * seen by all, the face-down ones by no one, their own player too. */
      KaiserCards hidden = kaiser_state_hidden_cards (state, (KaiserSeat) s);
      KaiserPiles *p = &view->piles[s];

      for (guint k = 0; k < KAISER_MAX_PILES; k++)
        {
          if (p->top[k] < 64 && kaiser_cards_has (hidden, p->top[k]))
            p->top[k] = KAISER_CARD_NONE;
          if (p->under[k] < 64 && kaiser_cards_has (hidden, p->under[k]))
            p->under[k] = KAISER_CARD_NONE;
        }
      if (s != seat)
        {
          view->dealt[s] = 0;
          view->hands[s] = kaiser_state_face_up_cards (state, (KaiserSeat) s);
        }
      else
        {
          view->dealt[s] &= ~hidden;
          view->hands[s] &= ~hidden;
        }
    }
  /* The kitty is seen by the high bidder once picked up, by no one else. */
  if (!(seat == state->declarer && (state->phase >= KAISER_PHASE_KITTY && state->phase <= KAISER_PHASE_GAME_OVER) &&
        kaiser_rules_kitty_size (&state->rules) > 0))
    view->kitty = view->discards = 0;
  /* Passed cards: known to the passer, and to the receiver once exchanged. */
  exchanged = state->phase != KAISER_PHASE_PASS;
  for (guint s = 0; s < kaiser_rules_n_seats (&state->rules); s++)
    if (s != seat && !(exchanged && kaiser_state_pass_target (state, (KaiserSeat) s) == seat))
      view->passed[s] = 0;
  /* Who else may throw the hand in says something about their cards. */
  view->misdeal_pending &= 1u << seat;
  if (state->phase == KAISER_PHASE_MISDEAL && state->to_act != seat)
    view->to_act = KAISER_SEAT_NONE;
}

const char *
kaiser_phase_to_string (KaiserPhase phase)
{
  static const char * const names[] = {
    "deal", "misdeal", "pass", "bidding", "accept", "trump", "low", "kitty", "play", "hand-over", "game-over",
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
    case KAISER_ACTION_LOW:
      return g_strdup_printf ("%s plays %s", seat, action->value ? "low" : "high");
    case KAISER_ACTION_ACCEPT:
      return g_strdup_printf ("%s %s the bid", seat, action->value ? "accepts" : "refuses");
    case KAISER_ACTION_PASS_CARD:
      return g_strdup_printf ("%s passes %s", seat, kaiser_deck_card_to_string (&rules->deck, action->value, buf));
    case KAISER_ACTION_DISCARD:
      return g_strdup_printf ("%s discards %s", seat, kaiser_deck_card_to_string (&rules->deck, action->value, buf));
    case KAISER_ACTION_PLAY:
      return g_strdup_printf ("%s plays %s", seat, kaiser_deck_card_to_string (&rules->deck, action->value, buf));
    case KAISER_N_ACTION_TYPES:
    default:
      return g_strdup ("?");
    }
}
