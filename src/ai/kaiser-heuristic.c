/* kaiser-heuristic.c: the Beginner and Standard computer players.
 *
 * Both see only their seat's observation and answer with an action taken
 * from kaiser_state_legal_actions(), so they play every rule set of
 * VARIANTS.md.  No search: each decision is a few passes over at most a
 * dozen cards.
 *
 * Beginner: a card-weight count for the auction, the longest suit for
 * trumps, "win cheaply when last or when the +5 card is in the trick,
 * otherwise play low" in the play.
 *
 * Standard: everything is measured against what is still out (the cards
 * not in its hand and not yet played, less those it knows another seat
 * holds) and the voids shown in the tricks.  Following, each legal card is
 * scored by the swing it makes to this trick (the chance its side wins the
 * trick, times the trick's value with the +5/−3 cards) less what the card
 * is worth kept for later.  That one rule dumps the −3 card on the
 * opponents' tricks, the +5 card on partner's sure winners, wins with the
 * cheapest card that wins, plays second hand low and third hand high, and
 * does not ruff partner's winners.  Leading: declarer's side draws
 * trumps, masters are cashed when no ruff threatens, partner's suit is
 * returned.  The auction uses kaiser_heuristic_estimate().
 */
#define G_LOG_DOMAIN "kaiser-heuristic"

#include <math.h>
#include <string.h>

#include "kaiser-heuristic.h"
#include "kaiser-random-player.h"

typedef struct {
  const KaiserState *v;                 /* the observation's view */
  const KaiserRules *rules;
  const KaiserDeck  *deck;
  KaiserLevel        level;
  KaiserSeat         seat;
  KaiserSeat         partner;
  KaiserCards        hand;
  KaiserCards        unseen;            /* neither mine nor played: another seat may hold it */
  KaiserCards        known[KAISER_MAX_SEATS]; /* cards another seat is known to hold */
  guint8             voids[KAISER_MAX_SEATS]; /* suits a seat has shown out of */
  KaiserSuit         trump;
  gboolean           low;
  guint              hand_size;
  double             hidden_share;  /* of the cards the seat has not seen, those face down in its own piles */
} Ctx;

#define SUIT_BIT(s) (1u << (s))

/* Lost Heir: the chance the Lost Heir's +5 is not annulled by a blank,
 * and that the holder of the Wrong Boy takes it in its own trick. */
#define LOST_HEIR_KEPT 0.85
#define WRONG_BOY_KEPT 0.3
/* Lost Heir: what leading the first trick is worth beside naming trumps,
 * in points (the dealer's sale, decide_accept). */
#define LEAD_WORTH     0.3



/* Cards */

static gboolean
is_special (const KaiserDeck *deck, KaiserCard card)
{
  return card == deck->bonus_card || card == deck->penalty_card;
}

/* A card's place in its suit for this hand, as kaiser-state.c orders
 * them: in a low hand the ranks are reversed and the +5 and −3 cards stay
 * the lowest of their suits. */
static guint
card_strength (const KaiserDeck *deck, gboolean low, KaiserCard card)
{
  /* 000_5ed066fa22fca3eb.txt, "Lost Heir": "the Lost Heir always counts
   * as the highest trump and the Wrong Boy counts as the lowest trump";
   * a blank wins nothing */
  if (kaiser_cards_has (deck->outside, card))
    return card == deck->bonus_card ? KAISER_MAX_POWER + 1 : 0;
  if (!low)
    return kaiser_card_power (card) + 1;
  if (is_special (deck, card))
    return 0;
  return deck->n_cards[kaiser_card_suit (card)] - kaiser_card_power (card);
}

static KaiserCards
special_cards (const KaiserDeck *deck)
{
  return kaiser_card_bit (deck->bonus_card) | kaiser_card_bit (deck->penalty_card);
}

/* The suit a card follows with these trumps (Lost Heir: a blank none,
 * the Lost Heir and the Wrong Boy trumps), and a suit's cards. */
static KaiserSuit
csuit (const Ctx *x, KaiserCard card)
{
  return kaiser_deck_card_suit (x->deck, card, x->trump);
}

static KaiserCards
smask (const Ctx *x, KaiserSuit suit)
{
  return kaiser_deck_suit_cards (x->deck, suit, x->trump);
}

/* The cards of set in card's suit (with these trumps) that are stronger
 * than it; none for a blank, which is in no suit. */
static KaiserCards
stronger_in (const KaiserDeck *deck, KaiserSuit trump, gboolean low, KaiserCard card, KaiserCards set)
{
  KaiserCards rest = set & kaiser_deck_suit_cards (deck, kaiser_deck_card_suit (deck, card, trump), trump);
  KaiserCards out = 0;
  guint s = card_strength (deck, low, card);

  while (rest)
    {
      KaiserCard c = kaiser_cards_first (rest);

      rest &= rest - 1;
      if (card_strength (deck, low, c) > s)
        out |= kaiser_card_bit (c);
    }
  return out;
}

/* The weakest (or strongest) card of a non-empty set; across suits by
 * strength, then the lower suit. */
static KaiserCard
extreme_card (const KaiserDeck *deck, gboolean low, KaiserCards set, gboolean strongest)
{
  KaiserCard best = KAISER_CARD_NONE;
  guint best_s = 0;
  KaiserCard card;

  KAISER_CARDS_FOREACH (card, set)
    {
      guint s = card_strength (deck, low, card);

      if (best == KAISER_CARD_NONE || (strongest ? s > best_s : s < best_s))
        {
          best = card;
          best_s = s;
        }
    }
  return best;
}

static KaiserCard
weakest (const Ctx *x, KaiserCards set)
{
  return extreme_card (x->deck, x->low, set, FALSE);
}

static KaiserCard
strongest (const Ctx *x, KaiserCards set)
{
  return extreme_card (x->deck, x->low, set, TRUE);
}

/* Cards of the set, strongest first; returns how many. */
static guint
sorted_desc (const KaiserDeck *deck, gboolean low, KaiserCards set, KaiserCard *out)
{
  guint n = 0;
  KaiserCard card;

  KAISER_CARDS_FOREACH (card, set)
    {
      guint i = n++;
      guint s = card_strength (deck, low, card);

      while (i > 0 && card_strength (deck, low, out[i - 1]) < s)
        {
          out[i] = out[i - 1];
          i--;
        }
      out[i] = card;
    }
  return n;
}

/* Seats and tricks */

static KaiserSeat
next_active (const KaiserState *v, KaiserSeat seat)
{
  guint i;

  for (i = 0; i < kaiser_rules_n_seats (&v->rules); i++)
    {
      seat = kaiser_rules_seat_next (&v->rules, seat);
      if (v->active & (1u << seat))
        break;
    }
  return seat;
}

static guint
n_active (const KaiserState *v)
{
  return (guint) __builtin_popcount (v->active & ((1u << kaiser_rules_n_seats (&v->rules)) - 1));
}

static gboolean
is_active (const KaiserState *v, KaiserSeat seat)
{
  return (v->active & (1u << seat)) != 0;
}

static gboolean
same_side (const Ctx *x, KaiserSeat a, KaiserSeat b)
{
  return kaiser_rules_seat_side (x->rules, a) == kaiser_rules_seat_side (x->rules, b);
}

/* The card and seat winning a trick so far. */
static KaiserSeat
trick_leader_card (const KaiserState *v, const KaiserTrick *trick, KaiserCard *best)
{
  KaiserSeat seat = trick->leader, winner = trick->leader;
  KaiserCard top = trick->cards[0];
  guint i;

  for (i = 1; i < trick->n_played; i++)
    {
      seat = next_active (v, seat);
      if (kaiser_state_card_beats (v, trick->cards[i], top))
        {
          top = trick->cards[i];
          winner = seat;
        }
    }
  *best = top;
  return winner;
}

static gboolean
has_called (const KaiserState *v, KaiserSeat seat)
{
  guint n_seats = kaiser_rules_n_seats (&v->rules);

  return (guint) ((seat + n_seats - v->dealer - 1) % n_seats) < v->n_bids;
}

static void
ctx_init (Ctx *x, KaiserLevel level, const KaiserObservation *obs)
{
  const KaiserState *v = &obs->view;
  KaiserCards played = 0;
  guint t, i;

  memset (x, 0, sizeof *x);
  x->v = v;
  x->rules = &v->rules;
  x->deck = &v->rules.deck;
  x->level = level;
  x->seat = obs->seat;
  x->partner = kaiser_rules_seat_partner (x->rules, obs->seat);   /* KAISER_SEAT_NONE when none */
  x->hand = v->hands[obs->seat];
  x->trump = v->trump;
  x->low = v->low;
  x->hand_size = kaiser_rules_hand_size (x->rules);

  if (v->phase == KAISER_PHASE_PLAY || v->phase == KAISER_PHASE_HAND_OVER || v->phase == KAISER_PHASE_GAME_OVER)
    for (t = 0; t <= v->n_tricks && t < KAISER_MAX_TRICKS; t++)
      {
        const KaiserTrick *trick = &v->tricks[t];
        KaiserSeat seat = trick->leader;
        KaiserSuit led = KAISER_SUIT_NONE;

        /* the suit to follow, as kaiser_state_trick_suit: after a blank
         * led (by a seat holding only blanks) the first card of a suit */
        for (i = 0; i < trick->n_played; i++)
          {
            KaiserSuit suit = kaiser_deck_card_suit (x->deck, trick->cards[i], v->trump);

            if (i > 0)
              seat = next_active (v, seat);
            played |= kaiser_card_bit (trick->cards[i]);
            if (i == 0 && suit == KAISER_SUIT_NONE)
              x->voids[seat] |= (1u << KAISER_N_SUITS) - 1;
            else if (led != KAISER_SUIT_NONE && suit != led)
              x->voids[seat] |= SUIT_BIT (led);
            if (led == KAISER_SUIT_NONE)
              led = suit;
          }
      }
  x->unseen = kaiser_deck_cards (x->deck) & ~x->hand & ~played & ~v->discards;
  /* two players: of the cards this seat has not seen (none of the others'
   * face up on their piles), the share face down in its own piles */
  x->hidden_share = 0.0;
  if (kaiser_state_n_hidden (v, obs->seat) > 0)
    {
      KaiserCards others_seen = 0;

      for (guint s = 0; s < kaiser_rules_n_seats (x->rules); s++)
        if (s != obs->seat)
          others_seen |= v->hands[s];
      x->hidden_share = (double) kaiser_state_n_hidden (v, obs->seat) /
                        MAX (1u, kaiser_cards_count (x->unseen & ~others_seen));
    }
  /* The cards this seat passed on are with their receiver until played. */
  if (v->phase != KAISER_PHASE_PASS)
    {
      KaiserSeat to = kaiser_state_pass_target (v, x->seat);   /* KAISER_SEAT_NONE: no one to pass to */
      if (to < kaiser_rules_n_seats (x->rules) && to != x->seat)
        x->known[to] = v->passed[x->seat] & x->unseen;
    }
}

/* The cards seat s may hold. */
static KaiserCards
pool_of (const Ctx *x, KaiserSeat s)
{
  KaiserCards pool = x->unseen;
  guint o, suit;

  for (o = 0; o < kaiser_rules_n_seats (x->rules); o++)
    if (o != s)
      pool &= ~x->known[o];
  for (suit = 0; suit < KAISER_N_SUITS; suit++)
    if (x->voids[s] & SUIT_BIT (suit))
      pool &= ~smask (x, (KaiserSuit) suit);
  return pool | x->known[s];
}

static double
hold_prob (const Ctx *x, KaiserSeat s, KaiserCard card)
{
  guint holders = 0, o;

  if (kaiser_cards_has (x->known[s], card))
    return 1.0;
  if (!kaiser_cards_has (pool_of (x, s), card))
    return 0.0;
  for (o = 0; o < kaiser_rules_n_seats (x->rules); o++)
    if (o != x->seat && kaiser_cards_has (pool_of (x, (KaiserSeat) o), card))
      holders++;
  return holders ? 1.0 / holders : 0.0;
}

/* The chance that seat s holds at least one card of set. */
static double
holds_any (const Ctx *x, KaiserSeat s, KaiserCards set)
{
  double none = 1.0;
  KaiserCard card;

  KAISER_CARDS_FOREACH (card, set)
    none *= 1.0 - hold_prob (x, s, card);
  return 1.0 - none;
}

static double
void_prob (const Ctx *x, KaiserSeat s, KaiserSuit suit)
{
  if (x->voids[s] & SUIT_BIT (suit))
    return 1.0;
  if (x->known[s] & smask (x, suit))
    return 0.0;
  return 1.0 - holds_any (x, s, pool_of (x, s) & smask (x, suit));
}

/* The chance that seat s, still to play to a trick led in led, beats best. */
static double
threat (const Ctx *x, KaiserSeat s, KaiserCard best, KaiserSuit led)
{
  KaiserCards pool = pool_of (x, s);
  double pv = void_prob (x, s, led);
  gboolean ruffs = x->trump != KAISER_SUIT_NONE && led != x->trump;

  /* only a blank so far (Lost Heir): any card of a suit takes it */
  if (led == KAISER_SUIT_NONE)
    return holds_any (x, s, pool & ~x->deck->blanks);
  if (csuit (x, best) == led)
    {
      double follow = (1.0 - pv) * holds_any (x, s, stronger_in (x->deck, x->trump, x->low, best, pool));
      double ruff = ruffs ? pv * holds_any (x, s, pool & smask (x, x->trump)) : 0.0;
      return 1.0 - (1.0 - follow) * (1.0 - ruff);
    }
  if (ruffs && csuit (x, best) == x->trump)
    return pv * holds_any (x, s, stronger_in (x->deck, x->trump, x->low, best, pool));
  return 0.0;
}

/* Might an opponent of this seat still hold a trump? */
static gboolean
opponents_may_ruff (const Ctx *x)
{
  guint s;

  if (x->trump == KAISER_SUIT_NONE)
    return FALSE;
  for (s = 0; s < kaiser_rules_n_seats (x->rules); s++)
    if (!same_side (x, (KaiserSeat) s, x->seat) && is_active (x->v, (KaiserSeat) s) &&
        (pool_of (x, (KaiserSeat) s) & smask (x, x->trump)))
      return TRUE;
  return FALSE;
}

/* Hand evaluation (the auction, trumps, high or low, kitty and passing) */

/* Tricks this hand takes by itself with these trumps (KAISER_SUIT_NONE:
 * no-trump) and card order. */
static double
hand_tricks (const KaiserDeck *deck, KaiserCards hand, KaiserSuit trump, gboolean low)
{
  KaiserCards all = kaiser_deck_cards (deck);
  double total = 0.0, ruff = 0.0;
  guint n_trumps = trump < KAISER_N_SUITS ? kaiser_cards_count (hand & kaiser_deck_suit_cards (deck, trump, trump)) : 0;
  guint s;

  for (s = 0; s < KAISER_N_SUITS; s++)
    {
      KaiserCard cards[KAISER_MAX_POWER];
      guint n = sorted_desc (deck, low, hand & kaiser_deck_suit_cards (deck, (KaiserSuit) s, trump), cards);
      double suit_total = 0.0;
      gboolean control = FALSE;
      guint i;

      for (i = 0; i < n; i++)
        {
          guint above = kaiser_cards_count (stronger_in (deck, trump, low, cards[i], all));
          guint k = above - i;   /* stronger cards held by others */
          /* the Lost Heir, the highest trump, takes its trick for certain */
          gboolean special = is_special (deck, cards[i]) && !(cards[i] == deck->bonus_card && deck->outside);
          double h = 0.0;

          if (!special)
            {
              if (k == 0)
                h = 1.0;
              else if (k == 1)
                h = n - i >= 2 ? 0.5 : 0.15;
              else if (k == 2)
                h = n - i >= 3 ? 0.25 : 0.05;
              if (k <= 1)
                control = TRUE;
            }
          if (s == trump)
            {
              double len = i >= 4 ? 0.9 : i == 3 ? 0.7 : i == 2 ? 0.3 : 0.0;
              if (special)
                len *= 0.3;
              suit_total += MAX (h, len);
            }
          else if (trump < KAISER_N_SUITS)
            {
              static const double reach[] = { 1.0, 0.8, 0.45 };
              suit_total += h * (i < G_N_ELEMENTS (reach) ? reach[i] : 0.15);
            }
          else
            suit_total += h;
        }
      if (trump >= KAISER_N_SUITS && n >= 4 && control)
        suit_total += (n - 3) * 0.55;
      if (trump < KAISER_N_SUITS && s != trump)
        ruff += n == 0 ? 1.0 : n == 1 ? 0.6 : n == 2 ? 0.2 : 0.0;
      total += suit_total;
    }
  if (n_trumps >= 2)
    total += MIN (ruff, (n_trumps - 1) * 0.5);
  return total;
}

/* Partner's share of the tricks this hand does not take, from the auction. */
static double
partner_share (const Ctx *x)
{
  const KaiserState *v = x->v;
  double share = 1.0 / 3.0;
  guint s;

  if (x->partner == KAISER_SEAT_NONE)
    return 0.0;
  if (v->phase != KAISER_PHASE_BIDDING)
    return share;
  for (s = 0; s < kaiser_rules_n_seats (x->rules); s++)
    {
      KaiserBid bid = v->bids[s];

      if (s == x->seat || !has_called (v, (KaiserSeat) s))
        continue;
      if (s == x->partner)
        share += kaiser_bid_is_pass (bid) ? -0.04 : 0.05 + 0.02 * MAX (0, (gint) bid.amount - x->rules->min_bid);
      else if (!kaiser_bid_is_pass (bid))
        share -= 0.02;
    }
  return CLAMP (share, 0.2, 0.5);
}

/* Points the side takes as declarer with this hand. */
static double
side_points (const Ctx *x, KaiserCards hand, KaiserSuit trump, gboolean low, gboolean alone)
{
  const KaiserDeck *deck = x->deck;
  double hs = x->hand_size;
  double my = hand_tricks (deck, hand, trump, low);
  double side, q, pb, pp;

  /* The declarer picks up the kitty. */
  if (x->v->phase < KAISER_PHASE_KITTY)
    my += 0.15 * kaiser_rules_kitty_size (x->rules);
  /* Its cards face down in piles (two players) take their share of the
   * tricks the cards it sees do not. */
  if (x->hidden_share > 0.0)
    my += MAX (0.0, hs - my) * x->hidden_share;
  my = MIN (my, hs);
  side = alone ? my : MIN (hs, my + (hs - my) * partner_share (x));
  q = side / hs;
  pb = kaiser_cards_has (hand, deck->bonus_card) ? MIN (0.97, q + 0.15) : q;
  pp = kaiser_cards_has (hand, deck->penalty_card) ? MAX (0.0, q - (trump == KAISER_SPADES ? 0.1 : 0.2)) : q;
  /* Lost Heir (000_5ed066fa22fca3eb.txt): "There is no possibility to
   * capture the Lost Heir from the lucky player who is dealt it: the best
   * the others can do is to annul its trick with a blank card."  Its
   * holder's side takes its +5 unless a blank falls on it (LOST_HEIR_KEPT);
   * the Wrong Boy, the lowest trump, its holder mostly throws on another
   * seat's trick (WRONG_BOY_KEPT); held by another seat, it falls to
   * this side a little less often (0.8) than its share of the tricks. */
  if (deck->outside)
    {
      double partner_holds = x->partner != KAISER_SEAT_NONE ? 1.0 / (kaiser_rules_n_seats (x->rules) - 1) : 0.0;

      pb = LOST_HEIR_KEPT * (kaiser_cards_has (hand, deck->bonus_card) ? 1.0 : partner_holds);
      pp = kaiser_cards_has (hand, deck->penalty_card) ? WRONG_BOY_KEPT : 0.8 * q;
    }
  return side + deck->bonus_value * pb + deck->penalty_value * pp;
}

/* May the declarer of this kind of contract choose to play it low? */
static gboolean
may_play_low (const KaiserRules *rules, KaiserBidKind kind)
{
  if (rules->low_no_trump == KAISER_LOW_ANY_BID)
    return kind == KAISER_BID_SUIT || kind == KAISER_BID_NO_TRUMP;
  if (rules->low_no_trump == KAISER_LOW_ANNOUNCED)
    return kind == KAISER_BID_NO_TRUMP;
  return FALSE;
}

/* Will the declarer play with trumps it has not named yet (a suit
 * contract, Kaiser 40, or at Lost Heir the dealer leading without one)? */
static gboolean
trump_named_later (const KaiserState *v)
{
  if (v->declarer < KAISER_MAX_SEATS)
    return kaiser_state_has_trumps (v);
  return v->contract.kind == KAISER_BID_SUIT || v->contract.kind == KAISER_BID_KAISER_40;
}

/* The best trump suit for this hand and its estimate. */
static KaiserSuit
best_trump (const Ctx *x, KaiserCards hand, gboolean try_low, gboolean alone, double *points)
{
  KaiserSuit best = KAISER_CLUBS;
  double best_p = -1000.0;
  guint s;

  for (s = 0; s < KAISER_N_SUITS; s++)
    {
      double p = side_points (x, hand, (KaiserSuit) s, FALSE, alone);

      if (try_low)
        p = MAX (p, side_points (x, hand, (KaiserSuit) s, TRUE, alone));
      /* Ties: the longer suit. */
      p += 0.001 * kaiser_cards_count (hand & smask (x, (KaiserSuit) s));
      if (p > best_p)
        {
          best_p = p;
          best = (KaiserSuit) s;
        }
    }
  if (points)
    *points = best_p;
  return best;
}

static double
estimate_kind (const Ctx *x, KaiserBidKind kind, KaiserSuit trump)
{
  gboolean try_low = may_play_low (x->rules, kind);
  double p;

  switch (kind)
    {
    case KAISER_BID_SUIT:
    case KAISER_BID_KAISER_40:
      if (trump >= KAISER_N_SUITS)
        {
          best_trump (x, x->hand, try_low, kind == KAISER_BID_KAISER_40, &p);
          return p;
        }
      p = side_points (x, x->hand, trump, FALSE, kind == KAISER_BID_KAISER_40);
      return try_low ? MAX (p, side_points (x, x->hand, trump, TRUE, kind == KAISER_BID_KAISER_40)) : p;
    case KAISER_BID_NO_TRUMP:
    case KAISER_BID_KAISER:
      p = side_points (x, x->hand, KAISER_SUIT_NONE, FALSE, FALSE);
      return try_low ? MAX (p, side_points (x, x->hand, KAISER_SUIT_NONE, TRUE, FALSE)) : p;
    case KAISER_BID_LOW_NO_TRUMP:
      return side_points (x, x->hand, KAISER_SUIT_NONE, TRUE, FALSE);
    case KAISER_BID_PASS:
    default:
      p = estimate_kind (x, KAISER_BID_SUIT, KAISER_SUIT_NONE);
      if (x->rules->no_trump)
        p = MAX (p, estimate_kind (x, KAISER_BID_NO_TRUMP, KAISER_SUIT_NONE));
      if (x->rules->low_no_trump == KAISER_LOW_OWN_BID || x->rules->low_no_trump == KAISER_LOW_EQUAL_BID)
        p = MAX (p, estimate_kind (x, KAISER_BID_LOW_NO_TRUMP, KAISER_SUIT_NONE));
      return p;
    }
}

gint
kaiser_heuristic_estimate (const KaiserObservation *obs, KaiserBid contract, KaiserSuit trump)
{
  Ctx x;

  g_return_val_if_fail (obs != NULL, 0);
  ctx_init (&x, KAISER_LEVEL_STANDARD, obs);
  return (gint) floor (estimate_kind (&x, (KaiserBidKind) contract.kind, trump) + 0.5);
}

/* Tricks the hand takes alone for certain: unbroken top cards, and with
 * trumps only once it holds every trump that could beat its own. */
static guint
sure_tricks (const KaiserDeck *deck, KaiserCards hand, KaiserSuit trump, gboolean low)
{
  KaiserCards all = kaiser_deck_cards (deck);
  guint total = 0, s;

  for (s = 0; s < KAISER_N_SUITS; s++)
    {
      KaiserCard cards[KAISER_MAX_POWER];
      guint n = sorted_desc (deck, low, hand & kaiser_deck_suit_cards (deck, (KaiserSuit) s, trump), cards);
      guint i, top = 0;

      for (i = 0; i < n; i++)
        if (kaiser_cards_count (stronger_in (deck, trump, low, cards[i], all)) == i)
          top++;
      /* A suit held from the top down to the point where the others have
       * none left runs in full. */
      if (top == n || top >= kaiser_cards_count (all & kaiser_deck_suit_cards (deck, (KaiserSuit) s, trump)) - n)
        top = n;
      if (trump < KAISER_N_SUITS && s != trump && top > 0)
        top = MIN (top, 1u);
      total += top;
    }
  return total;
}

/* Actions */

static gboolean
action_legal (const KaiserAction *list, guint n, const KaiserAction *action)
{
  guint i;

  for (i = 0; i < n; i++)
    if (list[i].type == action->type &&
        (action->type == KAISER_ACTION_BID ? kaiser_bid_equal (list[i].bid, action->bid)
                                           : list[i].value == action->value))
      return TRUE;
  return FALSE;
}

/* Misdeal */

/* Deals thrown in by this dealer this hand after which a player stops
 * throwing them in: with some packs (V9 under Joffre's faces 0–7) most
 * hands qualify. */
#define MAX_REDEALS 3

static gint beginner_count (const Ctx *x, KaiserCards hand);

static gboolean
decide_misdeal (const Ctx *x, KaiserRule *rule)
{
  *rule = KAISER_RULE_MISDEAL_WORTH;
  if (x->v->n_misdeals >= MAX_REDEALS)
    {
      *rule = KAISER_RULE_MISDEAL_LIMIT;
      return FALSE;
    }
  /* Beginner: no ace, no picture, no high card of the pack at all. */
  if (x->level == KAISER_LEVEL_BEGINNER)
    return kaiser_state_hand_is_weak (x->v, x->seat) && beginner_count (x, x->hand) < 4;
  /* Standard: a hand that is hopeless in every strain. */
  return estimate_kind (x, KAISER_BID_PASS, KAISER_SUIT_NONE) < 0.5 * kaiser_rules_hand_points (x->rules);
}

/* The dealer, after three passes, must bid: by the rules, or (V7, where
 * it may pass and the cards are thrown in) once the deal has already
 * been thrown in a few times. */
static gboolean
dealer_must_bid (const Ctx *x, const KaiserAction *list)
{
  if (!kaiser_bid_is_pass (list[0].bid))
    return TRUE;
  return x->seat == x->v->dealer && x->v->n_misdeals >= MAX_REDEALS &&
         kaiser_bid_is_pass (kaiser_state_standing_bid (x->v, NULL));
}

/* Beginner's card weights: 4 for the top card of a suit, 3, 2, 1 for the
 * next, 2 for the +5 card, 1 for each card past four in a suit. */
static gint
beginner_count (const Ctx *x, KaiserCards hand)
{
  gint count = 0;
  guint s;

  for (s = 0; s < KAISER_N_SUITS; s++)
    {
      KaiserCards mine = hand & smask (x, (KaiserSuit) s);
      guint n = kaiser_cards_count (mine);
      KaiserCard card;

      KAISER_CARDS_FOREACH (card, mine)
        {
          guint above = x->deck->n_cards[s] - 1 - kaiser_card_power (card);
          if (above < 4 && !is_special (x->deck, card))
            count += 4 - (gint) above;
        }
      if (n > 4)
        count += (gint) n - 4;
    }
  if (kaiser_cards_has (hand, x->deck->bonus_card))
    count += 2;
  return count;
}

static KaiserSuit
beginner_trump (const Ctx *x, KaiserCards hand)
{
  KaiserSuit best = KAISER_CLUBS;
  gint best_score = -1;
  guint s;

  for (s = 0; s < KAISER_N_SUITS; s++)
    {
      KaiserCards mine = hand & smask (x, (KaiserSuit) s);
      gint score = (gint) kaiser_cards_count (mine) * 100 + beginner_count (x, mine);

      if (score > best_score)
        {
          best_score = score;
          best = (KaiserSuit) s;
        }
    }
  return best;
}

/* The 7s and 8s: the two lowest plain cards of each suit. */
static guint
low_card_count (const Ctx *x, KaiserCards hand)
{
  guint count = 0;
  KaiserCard card;

  KAISER_CARDS_FOREACH (card, hand & ~special_cards (x->deck))
    {
      KaiserCards below = stronger_in (x->deck, x->trump, TRUE, card, kaiser_deck_cards (x->deck) & ~special_cards (x->deck));
      if (kaiser_cards_count (below) <= 1)
        count++;
    }
  return count;
}

static gboolean
bid_listed (const KaiserAction *list, guint n, KaiserBid bid, KaiserAction *out)
{
  guint i;

  for (i = 0; i < n; i++)
    if (list[i].type == KAISER_ACTION_BID && kaiser_bid_equal (list[i].bid, bid))
      {
        *out = list[i];
        return TRUE;
      }
  return FALSE;
}

/* The cheapest legal bid of a kind, or FALSE. */
static gboolean
cheapest_of_kind (const KaiserAction *list, guint n, KaiserBidKind kind, KaiserAction *out)
{
  guint i;

  for (i = 0; i < n; i++)
    if (list[i].type == KAISER_ACTION_BID && list[i].bid.kind == kind)
      {
        *out = list[i];
        return TRUE;
      }
  return FALSE;
}

static void
decide_bid_beginner (const Ctx *x, const KaiserAction *list, guint n, KaiserAction *action)
{
  KaiserSeat holder;
  KaiserAction cheapest;
  gint count = beginner_count (x, x->hand);
  gint value;

  /* A forced dealer: the minimum in a suit. */
  if (dealer_must_bid (x, list))
    {
      if (!cheapest_of_kind (list, n, KAISER_BID_SUIT, action))
        *action = list[0];
      return;
    }
  *action = list[0];   /* pass */
  kaiser_state_standing_bid (x->v, &holder);
  if (x->partner != KAISER_SEAT_NONE && holder == x->partner)
    return;
  value = count >= 13 ? MIN (x->rules->min_bid + (count - 13) / 3, x->rules->max_bid) : 0;
  if (value > 0 && cheapest_of_kind (list, n, KAISER_BID_SUIT, &cheapest) && cheapest.bid.amount <= value &&
      !bid_listed (list, n, kaiser_bid_make (KAISER_BID_SUIT, (guint) value), action))
    *action = cheapest;
}

/* How much more than its estimate a seat dares to bid. */
static double
bid_margin (const Ctx *x)
{
  const KaiserState *v = x->v;
  KaiserTeam us = kaiser_rules_seat_side (x->rules, x->seat);
  double margin = 0.0;
  gint limit = kaiser_rules_bid_out_limit (x->rules, v->target_raised);

  if (x->seat == v->dealer)
    margin += 0.1;
  /* Defending earns nothing at the bid-out. */
  if (v->scores[us] >= limit)
    margin += 0.6;
  return margin;
}

static void
decide_bid_standard (const Ctx *x, const KaiserAction *list, guint n, KaiserAction *action)
{
  const KaiserRules *rules = x->rules;
  KaiserSeat holder;
  gboolean forced = dealer_must_bid (x, list);
  double est[KAISER_N_BID_KINDS];
  double margin = bid_margin (x);
  double best_score = -1e9;
  gint best = -1;
  guint i, k;

  kaiser_state_standing_bid (x->v, &holder);
  if (!forced && x->partner != KAISER_SEAT_NONE && holder == x->partner)
    {
      *action = list[0];
      return;
    }
  for (k = 0; k < KAISER_N_BID_KINDS; k++)
    est[k] = -100.0;
  est[KAISER_BID_SUIT] = estimate_kind (x, KAISER_BID_SUIT, KAISER_SUIT_NONE);
  if (rules->no_trump)
    est[KAISER_BID_NO_TRUMP] = estimate_kind (x, KAISER_BID_NO_TRUMP, KAISER_SUIT_NONE);
  if (rules->low_no_trump == KAISER_LOW_OWN_BID || rules->low_no_trump == KAISER_LOW_EQUAL_BID)
    est[KAISER_BID_LOW_NO_TRUMP] = estimate_kind (x, KAISER_BID_LOW_NO_TRUMP, KAISER_SUIT_NONE);

  for (i = 0; i < n; i++)
    {
      KaiserBid bid = list[i].bid;
      double e, need, score, p;
      gint mult;

      if (list[i].type != KAISER_ACTION_BID || kaiser_bid_is_pass (bid))
        continue;
      if (bid.kind == KAISER_BID_KAISER || bid.kind == KAISER_BID_KAISER_40)
        {
          /* Only with every trick in hand. */
          gboolean sure;

          if (bid.kind == KAISER_BID_KAISER)
            sure = sure_tricks (x->deck, x->hand, KAISER_SUIT_NONE, FALSE) >= x->hand_size &&
                   kaiser_cards_has (x->hand, x->deck->bonus_card) &&
                   !kaiser_cards_has (x->hand, x->deck->penalty_card);
          else
            {
              KaiserSuit t = best_trump (x, x->hand, FALSE, TRUE, NULL);
              sure = sure_tricks (x->deck, x->hand, t, FALSE) >= x->hand_size && rules->trump_by == KAISER_TRUMP_BY_NAMING;
            }
          if (sure)
            {
              *action = list[i];
              return;
            }
          continue;
        }
      e = est[bid.kind];
      need = bid.amount;
      mult = kaiser_rules_bid_multiplier (rules, bid);
      /* Doubled contracts want a firmer estimate. */
      if (!forced && e + margin - (mult > 1 ? 0.4 : 0.0) < need)
        continue;
      p = 1.0 / (1.0 + exp (-(e - need + 0.5) / 0.9));
      score = mult * (p * MAX (e, need) - (1.0 - p) * need);
      if (rules->no_overtricks)
        score = mult * (p * need - (1.0 - p) * need);
      if (score > best_score)
        {
          best_score = score;
          best = (gint) i;
        }
    }
  if (best < 0)
    {
      if (forced)
        {
          if (!cheapest_of_kind (list, n, KAISER_BID_SUIT, action))
            *action = list[0];
          return;
        }
      *action = list[0];
      return;
    }
  *action = list[best];
  /* With a hand well above the bid, and an opponent still to speak, bid
   * closer to the estimate: the auction has one round. */
  if (!forced && x->seat != x->v->dealer && !same_side (x, x->v->dealer, x->seat))
    {
      gint amount = (gint) floor (est[action->bid.kind] - 0.6);
      if (rules->no_overtricks)
        amount = (gint) floor (est[action->bid.kind] - 0.3);
      for (; amount > (gint) action->bid.amount; amount--)
        if (bid_listed (list, n, kaiser_bid_make ((KaiserBidKind) action->bid.kind, (guint) amount), action))
          break;
    }
}

/* The dealer's sale (Lost Heir) */

/* The points this seat's side expects to take leading the first trick
 * and making trumps (its best suit), and (@defending) as a defender
 * against trumps another seat makes: the mean over the four suits, less
 * the lead's worth.  The difference is what the lead and trumps add to
 * the hand. */
static double
sale_estimate (const Ctx *x, double *defending)
{
  double best, sum = 0.0;

  best_trump (x, x->hand, FALSE, FALSE, &best);
  for (guint s = 0; s < KAISER_N_SUITS; s++)
    sum += side_points (x, x->hand, (KaiserSuit) s, FALSE, FALSE);
  *defending = MIN (best, sum / KAISER_N_SUITS - LEAD_WORTH);
  return best;
}

/* 000_5ed066fa22fca3eb.txt, "Lost Heir": "The players other than the
 * dealer bid for the right to lead first and make trumps."  Standard: a
 * bid of what the hand expects to take as leader and trump maker, at
 * most that, and no more than twice what the lead adds (a bid the dealer
 * accepts is scored by the dealer's side); a pass when that is below the
 * cheapest bid open, or partner holds the bid.  Beginner: its card count,
 * as in any auction. */
static void
decide_bid_sells (const Ctx *x, const KaiserAction *list, guint n, KaiserAction *action)
{
  KaiserSeat holder;
  double defending, taking = sale_estimate (x, &defending);
  gint amount = (gint) floor (MIN (taking - 0.5, 2.0 * (taking - defending) + 1.0));

  *action = list[0];   /* pass */
  kaiser_state_standing_bid (x->v, &holder);
  if (x->partner != KAISER_SEAT_NONE && holder == x->partner)
    return;
  amount = MIN (amount, (gint) x->rules->max_bid);
  for (; amount >= (gint) x->rules->min_bid; amount--)
    if (bid_listed (list, n, kaiser_bid_make (KAISER_BID_SUIT, (guint) amount), action))
      return;
  *action = list[0];
}

/* "The dealer could either accept the highest bid and score the amount
 * bid, or reject it, score nothing for the bid, and make trumps
 * himself."  Standard: accepts when the bid is worth more than what the
 * lead and trumps add to its side's points (sale_estimate), or when the
 * bidder is its partner (the side scores both).  Beginner: accepts four
 * or more, or anything with a hand that would not bid. */
static gboolean
decide_accept (const Ctx *x, KaiserRule *rule)
{
  KaiserSeat holder;
  KaiserBid bid = kaiser_state_standing_bid (x->v, &holder);
  gboolean accept;

  if (x->level == KAISER_LEVEL_BEGINNER)
    accept = bid.amount >= 4 || beginner_count (x, x->hand) < 13;
  else if (x->partner != KAISER_SEAT_NONE && holder == x->partner)
    accept = TRUE;
  else
    {
      double defending, taking = sale_estimate (x, &defending);

      accept = bid.amount > taking - defending;
    }
  *rule = accept ? KAISER_RULE_ACCEPT_BID : KAISER_RULE_REFUSE_BID;
  return accept;
}

/* Trumps, high or low */

static KaiserSuit
decide_trump (const Ctx *x, KaiserRule *rule)
{
  *rule = x->level == KAISER_LEVEL_BEGINNER ? KAISER_RULE_TRUMP_LONGEST : KAISER_RULE_TRUMP_BEST;
  if (x->level == KAISER_LEVEL_BEGINNER)
    return beginner_trump (x, x->hand);
  return best_trump (x, x->hand, may_play_low (x->rules, (KaiserBidKind) x->v->contract.kind),
                     x->v->contract.kind == KAISER_BID_KAISER_40, NULL);
}

static gboolean
decide_low (const Ctx *x, KaiserRule *rule)
{
  gboolean alone = x->v->contract.kind == KAISER_BID_KAISER_40;

  *rule = x->level == KAISER_LEVEL_BEGINNER ? KAISER_RULE_LOW_BY_LOW_CARDS : KAISER_RULE_LOW_BY_VALUE;

  if (x->level == KAISER_LEVEL_BEGINNER)
    return low_card_count (x, x->hand) >= 5;
  return side_points (x, x->hand, x->trump, TRUE, alone) > side_points (x, x->hand, x->trump, FALSE, alone) + 0.3;
}

/* The trumps the declarer means to play: named, or (V14) to be set by its lead. */
static KaiserSuit
planned_trump (const Ctx *x)
{
  if (x->trump != KAISER_SUIT_NONE || !trump_named_later (x->v))
    return x->trump;
  if (x->level == KAISER_LEVEL_BEGINNER)
    return beginner_trump (x, x->hand);
  return best_trump (x, x->hand, FALSE, x->v->contract.kind == KAISER_BID_KAISER_40, NULL);
}

/* The card of set whose loss costs the hand least. */
static KaiserCard
least_useful (const Ctx *x, KaiserCards hand, KaiserCards set, KaiserSuit trump)
{
  KaiserCard best = KAISER_CARD_NONE, card;
  double best_v = -1e9;

  KAISER_CARDS_FOREACH (card, set)
    {
      KaiserCards rest = hand & ~kaiser_card_bit (card);
      double v = hand_tricks (x->deck, rest, trump, x->low) - 0.001 * card_strength (x->deck, x->low, card);

      if (v > best_v)
        {
          best_v = v;
          best = card;
        }
    }
  return best;
}

static KaiserCard
decide_discard (const Ctx *x, KaiserRule *rule)
{
  KaiserCards legal = kaiser_state_legal_discards (x->v);
  KaiserSuit trump = planned_trump (x);
  KaiserCards side = trump < KAISER_N_SUITS ? legal & ~smask (x, trump) : legal;

  *rule = x->level == KAISER_LEVEL_BEGINNER ? KAISER_RULE_KITTY_LOWEST : KAISER_RULE_KITTY_LEAST_USE;
  if (x->level == KAISER_LEVEL_BEGINNER)
    return weakest (x, side ? side : legal);
  return least_useful (x, x->hand, legal, trump);
}

static KaiserCard
decide_pass (const Ctx *x, KaiserRule *rule)
{
  const KaiserState *v = x->v;
  KaiserCards legal = kaiser_state_legal_pass_cards (v);
  KaiserCards plain = legal & ~special_cards (x->deck);
  KaiserSeat to = kaiser_state_pass_target (v, x->seat);
  KaiserSuit trump;
  double points;

  if (plain == 0)
    plain = legal;
  *rule = KAISER_RULE_PASS_LOWEST;
  if (x->level == KAISER_LEVEL_BEGINNER)
    return weakest (x, plain);
  *rule = KAISER_RULE_PASS_SPARE;

  trump = best_trump (x, x->hand, FALSE, FALSE, &points);
  if (to >= kaiser_rules_n_seats (x->rules) || !same_side (x, to, x->seat))
    {
      /* To an opponent: the −3 card first; never an ace or the +5 card. */
      KaiserCards giveable = legal & ~kaiser_card_bit (x->deck->bonus_card);
      KaiserCards safe = 0;
      KaiserCard card;

      if (kaiser_cards_has (legal, x->deck->penalty_card))
        {
          *rule = KAISER_RULE_PASS_PENALTY;
          return x->deck->penalty_card;
        }
      KAISER_CARDS_FOREACH (card, giveable)
        if (stronger_in (x->deck, x->trump, FALSE, card, kaiser_deck_cards (x->deck)) != 0)
          safe |= kaiser_card_bit (card);
      return least_useful (x, x->hand, safe ? safe : (giveable ? giveable : legal), trump);
    }
  /* To partner.  After the auction: the declarer's partner gives it top
   * cards; otherwise each keeps its strength and gives its least useful
   * cards (making voids).  Before the auction a weak hand feeds partner. */
  if ((v->passing_after_bidding && x->partner != KAISER_SEAT_NONE && v->declarer == x->partner) ||
      (!v->passing_after_bidding && points < 4.5))
    {
      KaiserCards giveable = plain & ~kaiser_card_bit (x->deck->penalty_card);

      *rule = KAISER_RULE_PASS_FEED_PARTNER;
      return strongest (x, giveable ? giveable : plain);
    }
  return least_useful (x, x->hand, plain, trump);
}

/* Play */

/* What keeping a card is worth, in swing points (ours minus theirs): a
 * card that will take a trick later is worth about two. */
static double
keep_value (const Ctx *x, KaiserCard card)
{
  const KaiserDeck *deck = x->deck;
  KaiserSuit suit = csuit (x, card);
  guint k, below, others;
  double w;

  if (card == deck->bonus_card)
    return deck->bonus_value * 0.3;
  if (card == deck->penalty_card)
    return -deck->penalty_value * 0.7;
  /* a blank takes no trick; kept, it may annul the Lost Heir in an
   * opponent's trick or the Wrong Boy in ours */
  if (kaiser_cards_has (deck->blanks, card))
    return (kaiser_cards_has (x->unseen, deck->bonus_card) ? 0.6 : 0.0) +
           (kaiser_cards_has (x->unseen, deck->penalty_card) ? 0.2 : 0.0);
  k = kaiser_cards_count (stronger_in (deck, x->trump, x->low, card, x->unseen));
  below = kaiser_cards_count (x->hand & smask (x, suit) & ~stronger_in (deck, x->trump, x->low, card, x->hand)) - 1;
  others = kaiser_cards_count (x->unseen & smask (x, suit));
  if (suit == x->trump)
    w = k == 0 ? 0.95 : 0.55;
  else if (k == 0)
    {
      gboolean ruff = opponents_may_ruff (x);
      w = others == 0 ? (ruff ? 0.35 : 0.9) : (ruff ? 0.75 : 0.95);
    }
  else if (k == 1)
    w = below >= 1 ? 0.4 : 0.12;
  else if (k == 2)
    w = below >= 2 ? 0.15 : 0.03;
  else
    w = 0.0;
  return 2.0 * w + 0.002 * card_strength (deck, x->low, card);
}

/* Points a trick is worth to its winner, for the cards in it. */
static gint
cards_points (const Ctx *x, KaiserCards cards)
{
  /* "If a blank card is played to the same trick as the Lost Heir or
   * Wrong Boy it cancels the value of those cards." */
  if (cards & x->deck->blanks)
    cards &= ~x->deck->outside;
  return kaiser_deck_card_points (x->deck, cards);
}

/* Lost Heir: the chance that a seat still to play to a trick of suit led
 * that is not on this seat's side throws a blank on it (out of the suit,
 * holding a blank). */
static double
blank_risk (const Ctx *x, const KaiserSeat *later, guint n_later, KaiserSuit led)
{
  double none = 1.0;

  if (x->deck->blanks == 0)
    return 0.0;
  for (guint i = 0; i < n_later; i++)
    if (!same_side (x, later[i], x->seat))
      none *= 1.0 - (led == KAISER_SUIT_NONE ? 1.0 : void_prob (x, later[i], led)) *
                    holds_any (x, later[i], pool_of (x, later[i]) & x->deck->blanks);
  return 1.0 - none;
}

typedef struct {
  const KaiserTrick *trick;
  guint       pos;             /* cards already played */
  KaiserSuit  led;
  KaiserCard  best;
  KaiserSeat  winner;
  KaiserCards in_trick;
  KaiserSeat  later[KAISER_MAX_SEATS];
  guint       n_later;
} TrickView;

static void
trick_view (const Ctx *x, TrickView *t)
{
  const KaiserState *v = x->v;
  KaiserSeat s = x->seat;
  guint i;

  memset (t, 0, sizeof *t);
  t->trick = &v->tricks[v->n_tricks];
  t->pos = t->trick->n_played;
  if (t->pos > 0)
    {
      t->led = kaiser_state_trick_suit (v, t->trick);
      t->winner = trick_leader_card (v, t->trick, &t->best);
    }
  for (i = 0; i < t->pos; i++)
    t->in_trick |= kaiser_card_bit (t->trick->cards[i]);
  for (i = t->pos + 1; i < n_active (v); i++)
    {
      s = next_active (v, s);
      t->later[t->n_later++] = s;
    }
}

/* The chance that this seat's side wins the trick if it plays card. */
static double
win_chance (const Ctx *x, const TrickView *t, KaiserCard card, gint value)
{
  gboolean beats = kaiser_state_card_beats (x->v, card, t->best);
  KaiserCard best = beats ? card : t->best;
  KaiserSeat winner = beats ? x->seat : t->winner;
  double p = 1.0;
  guint i;

  if (same_side (x, winner, x->seat))
    {
      for (i = 0; i < t->n_later; i++)
        if (!same_side (x, t->later[i], x->seat))
          p *= 1.0 - threat (x, t->later[i], best, t->led);
      return p;
    }
  /* Partner may still take it, unless it is not worth taking. */
  if (value <= 0)
    return 0.0;
  for (i = 0; i < t->n_later; i++)
    if (t->later[i] == x->partner)
      {
        p = threat (x, x->partner, best, t->led);
        if (i + 1 < t->n_later)
          p *= 0.7;
        return p * 0.9;
      }
  return 0.0;
}

/* What a card played to a trick already led does, as a rule of thumb
 * names it: both levels choose by their own rules, and the card chosen
 * is named by what it does in the trick. */
static KaiserRule
follow_rule (const Ctx *x, KaiserCards legal, KaiserCard card)
{
  const KaiserDeck *deck = x->deck;
  TrickView t;
  KaiserCards beaters = 0, c;
  KaiserCard each;

  trick_view (x, &t);
  KAISER_CARDS_FOREACH (each, legal)
    if (kaiser_state_card_beats (x->v, each, t.best))
      beaters |= kaiser_card_bit (each);
  if (kaiser_cards_has (beaters, card))
    {
      if (csuit (x, card) != t.led)
        return KAISER_RULE_RUFF;
      c = beaters & smask (x, t.led);
      return card == weakest (x, c) ? KAISER_RULE_WIN_CHEAPLY : KAISER_RULE_WIN_HIGH;
    }
  if (same_side (x, t.winner, x->seat))
    return card == deck->bonus_card ? KAISER_RULE_GIVE_BONUS : KAISER_RULE_PARTNER_WINS;
  if (card == deck->penalty_card)
    return KAISER_RULE_DUMP_PENALTY;
  if (beaters && kaiser_cards_has (t.in_trick, deck->penalty_card))
    return KAISER_RULE_LEAVE_PENALTY;
  if (csuit (x, card) != t.led)
    return KAISER_RULE_DISCARD_OFF_SUIT;
  if (beaters)
    return t.n_later > 0 ? KAISER_RULE_HOLD_BACK : KAISER_RULE_NOT_WORTH;
  return card == weakest (x, legal) ? KAISER_RULE_DUCK_LOWEST : KAISER_RULE_DUCK_SPARE;
}

static KaiserCard
follow_standard (const Ctx *x, KaiserCards legal, KaiserRule *rule)
{
  const KaiserDeck *deck = x->deck;
  TrickView t;
  KaiserCard best_card = KAISER_CARD_NONE, card;
  double best_score = -1e9;
  gboolean following;

  trick_view (x, &t);
  following = (legal & ~smask (x, t.led)) == 0;

  /* Solo Kaiser: the bidder's partner must take no trick. */
  if (x->v->contract.kind == KAISER_BID_KAISER && x->rules->kaiser_bid == KAISER_KAISER_SOLO &&
      x->partner != KAISER_SEAT_NONE && x->v->declarer == x->partner)
    {
      KaiserCards under = 0;
      KAISER_CARDS_FOREACH (card, legal)
        if (!kaiser_state_card_beats (x->v, card, t.best))
          under |= kaiser_card_bit (card);
      *rule = KAISER_RULE_SOLO_UNDER;
      return under ? strongest (x, under) : weakest (x, legal);
    }

  KAISER_CARDS_FOREACH (card, legal)
    {
      KaiserCards with = t.in_trick | kaiser_card_bit (card);
      gint value = 1 + cards_points (x, with);
      double p, score;

      /* Lost Heir: the +5 in the trick, if a later opponent annuls it */
      if (kaiser_cards_has (with, deck->bonus_card) && !(with & deck->blanks))
        value -= (gint) floor (deck->bonus_value * blank_risk (x, t.later, t.n_later, t.led) + 0.5);
      p = win_chance (x, &t, card, value);
      score = (2.0 * p - 1.0) * value - keep_value (x, card);

      /* V19: the +5 card under a winning −3 card costs its side 5 more. */
      if (x->rules->insult && card == deck->bonus_card && t.best == deck->penalty_card &&
          !kaiser_state_card_beats (x->v, card, t.best))
        score -= deck->bonus_value;
      /* A discard that leaves a side suit void, with trumps to ruff it. */
      if (!following && x->trump != KAISER_SUIT_NONE && csuit (x, card) != x->trump &&
          kaiser_cards_count (x->hand & smask (x, csuit (x, card))) == 1 &&
          (x->hand & smask (x, x->trump)))
        score += 0.15;
      if (score > best_score)
        {
          best_score = score;
          best_card = card;
        }
    }
  *rule = follow_rule (x, legal, best_card);
  return best_card;
}

static KaiserCard
follow_beginner (const Ctx *x, KaiserCards legal)
{
  const KaiserDeck *deck = x->deck;
  TrickView t;
  KaiserCards beaters = 0, plain;
  KaiserCard card;
  gboolean partner_wins, last, worth;

  trick_view (x, &t);
  plain = legal & ~special_cards (deck);
  if (plain == 0)
    plain = legal;
  partner_wins = t.winner == x->partner;
  last = t.n_later == 0;
  worth = kaiser_cards_has (t.in_trick, deck->bonus_card);
  KAISER_CARDS_FOREACH (card, legal)
    if (kaiser_state_card_beats (x->v, card, t.best))
      beaters |= kaiser_card_bit (card);

  if (!partner_wins && beaters && (last || worth))
    return weakest (x, beaters);
  /* Play low, and not over partner. */
  if (partner_wins && (plain & ~beaters))
    return weakest (x, plain & ~beaters);
  return weakest (x, plain);
}

/* The first suit partner led this hand, or KAISER_SUIT_NONE. */
static KaiserSuit
partner_suit (const Ctx *x)
{
  guint t;

  for (t = 0; t < x->v->n_tricks; t++)
    if (x->v->tricks[t].leader == x->partner && csuit (x, x->v->tricks[t].cards[0]) != x->trump)
      return csuit (x, x->v->tricks[t].cards[0]);
  return KAISER_SUIT_NONE;
}

/* The chance some active opponent ruffs a lead of this suit. */
static double
ruff_risk (const Ctx *x, KaiserSuit suit)
{
  double safe = 1.0;
  guint s;

  if (x->trump == KAISER_SUIT_NONE || suit == x->trump)
    return 0.0;
  for (s = 0; s < kaiser_rules_n_seats (x->rules); s++)
    if (!same_side (x, (KaiserSeat) s, x->seat) && is_active (x->v, (KaiserSeat) s))
      safe *= 1.0 - void_prob (x, (KaiserSeat) s, suit) *
                      holds_any (x, (KaiserSeat) s, pool_of (x, (KaiserSeat) s) & smask (x, x->trump));
  return 1.0 - safe;
}

/* Lost Heir: the chance an opponent throws a blank on the Lost Heir led
 * now (a trump lead). */
static double
lead_blank_risk (const Ctx *x)
{
  TrickView t;

  if (x->deck->blanks == 0)
    return 0.0;
  trick_view (x, &t);
  return blank_risk (x, t.later, t.n_later, x->trump);
}

/* Is card the strongest of its suit still out? */
static gboolean
is_master (const Ctx *x, KaiserCard card)
{
  if (kaiser_cards_has (x->deck->blanks, card))
    return FALSE;
  return stronger_in (x->deck, x->trump, x->low, card, x->unseen) == 0;
}

/* A card to lead from a suit: the top of it when that wins or forces out
 * the one card above, else the lowest. */
static KaiserCard
lead_from_suit (const Ctx *x, KaiserCards cards)
{
  KaiserCard top = strongest (x, cards);
  KaiserCards plain = cards & ~special_cards (x->deck);
  KaiserCards rest;

  if (is_master (x, top))
    return top;
  rest = cards & ~kaiser_card_bit (top);
  /* K-Q with the ace out: lead the king to drive the ace out. */
  if (rest && kaiser_cards_count (stronger_in (x->deck, x->trump, x->low, top, x->unseen)) == 1 &&
      stronger_in (x->deck, x->trump, x->low, strongest (x, rest), x->unseen) == stronger_in (x->deck, x->trump, x->low, top, x->unseen))
    return top;
  return weakest (x, plain ? plain : cards);
}

static KaiserCard
lead_standard (const Ctx *x, KaiserCards legal, KaiserRule *rule)
{
  const KaiserState *v = x->v;
  const KaiserDeck *deck = x->deck;
  KaiserCards cands = legal & ~special_cards (deck);
  KaiserCards trumps = x->trump != KAISER_SUIT_NONE ? cands & smask (x, x->trump) : 0;
  gboolean declaring = v->declarer < kaiser_rules_n_seats (x->rules) && same_side (x, v->declarer, x->seat);
  KaiserSuit ps;
  KaiserCard card, best_card = KAISER_CARD_NONE;
  double best_score = -1e9;
  guint s;

  /* V14: this lead names trumps. */
  if (v->trump == KAISER_SUIT_NONE && v->n_tricks == 0 && x->rules->trump_by == KAISER_TRUMP_BY_FIRST_LEAD &&
      trump_named_later (v))
    {
      KaiserSuit t = planned_trump (x);
      KaiserCards mine = cands & smask (x, t);

      if (mine == 0)
        mine = legal & smask (x, t);
      if (mine)
        {
          KaiserCard top = strongest (x, mine);

          *rule = KAISER_RULE_LEAD_NAMES_TRUMP;
          return stronger_in (deck, x->trump, x->low, top, x->unseen) == 0 ? top : lead_from_suit (x, mine);
        }
    }

  if (cands == 0)
    {
      /* Only the +5 and −3 cards left. */
      if (kaiser_cards_has (legal, deck->bonus_card) && is_master (x, deck->bonus_card) &&
          ruff_risk (x, csuit (x, deck->bonus_card)) < 0.5)
        {
          *rule = KAISER_RULE_LEAD_BONUS;
          return deck->bonus_card;
        }
      *rule = KAISER_RULE_LEAD_ONLY_SPECIALS;
      return kaiser_cards_has (legal, deck->penalty_card) ? deck->penalty_card : kaiser_cards_first (legal);
    }

  /* Draw trumps. */
  if (trumps && declaring && opponents_may_ruff (x))
    {
      guint mine = kaiser_cards_count (trumps);
      guint out = kaiser_cards_count (x->unseen & smask (x, x->trump));

      if ((x->seat == v->declarer && mine >= 2) || mine > out)
        {
          *rule = KAISER_RULE_LEAD_DRAW_TRUMPS;
          return lead_from_suit (x, trumps);
        }
    }

  /* The +5 card as a master that cannot be ruffed (Lost Heir: nor
   * annulled by a blank, likelier the fewer trumps are left) */
  if (kaiser_cards_has (legal, deck->bonus_card) && is_master (x, deck->bonus_card) &&
      ruff_risk (x, csuit (x, deck->bonus_card)) < 0.1 && lead_blank_risk (x) < 0.15)
    {
      *rule = KAISER_RULE_LEAD_BONUS;
      return deck->bonus_card;
    }

  /* Cash a master, where a ruff threatens least. */
  KAISER_CARDS_FOREACH (card, cands & ~trumps)
    if (is_master (x, card))
      {
        KaiserSuit suit = csuit (x, card);
        double risk = ruff_risk (x, suit);
        double score = 1.0 - risk + 0.01 * kaiser_cards_count (cands & smask (x, suit));

        if (score > best_score)
          {
            best_score = score;
            best_card = card;
          }
      }
  if (best_card != KAISER_CARD_NONE)
    {
      *rule = KAISER_RULE_LEAD_MASTER;
      return best_card;
    }

  /* The −3 card, when partner is out of the suit and an opponent is not. */
  if (kaiser_cards_has (legal, deck->penalty_card) && is_active (v, x->partner))
    {
      KaiserSuit ps3 = csuit (x, deck->penalty_card);
      gboolean partner_out = (x->voids[x->partner] & SUIT_BIT (ps3)) &&
                             (x->trump == KAISER_SUIT_NONE || ps3 == x->trump ||
                              (x->voids[x->partner] & SUIT_BIT (x->trump)));
      gboolean opp_in = FALSE;

      for (s = 0; s < kaiser_rules_n_seats (x->rules); s++)
        if (!same_side (x, (KaiserSeat) s, x->seat) && is_active (v, (KaiserSeat) s) &&
            (pool_of (x, (KaiserSeat) s) & smask (x, ps3)))
          opp_in = TRUE;
      if (partner_out && opp_in)
        {
          *rule = KAISER_RULE_LEAD_PENALTY;
          return deck->penalty_card;
        }
    }

  /* Return partner's suit. */
  ps = partner_suit (x);
  if (ps != KAISER_SUIT_NONE && (cands & smask (x, ps)) && ruff_risk (x, ps) < 0.5)
    {
      *rule = KAISER_RULE_LEAD_PARTNER_SUIT;
      return lead_from_suit (x, cands & smask (x, ps));
    }

  /* A defender with trumps leads a singleton, hoping to ruff. */
  if (!declaring && x->trump != KAISER_SUIT_NONE && (x->hand & smask (x, x->trump)))
    for (s = 0; s < KAISER_N_SUITS; s++)
      {
        KaiserCards mine = x->hand & smask (x, (KaiserSuit) s);
        if (s != x->trump && kaiser_cards_count (mine) == 1 && (mine & cands) && !is_master (x, kaiser_cards_first (mine)) &&
            (x->unseen & smask (x, (KaiserSuit) s)))
          {
            *rule = KAISER_RULE_LEAD_SINGLETON;
            return kaiser_cards_first (mine);
          }
      }

  /* The longest suit, not into a ruff; trumps last for the defence. */
  best_card = KAISER_CARD_NONE;
  best_score = -1e9;
  for (s = 0; s < KAISER_N_SUITS; s++)
    {
      KaiserCards mine = cands & smask (x, (KaiserSuit) s);
      KaiserCard lead;
      double score;

      if (mine == 0)
        continue;
      lead = lead_from_suit (x, mine);
      score = kaiser_cards_count (x->hand & smask (x, (KaiserSuit) s)) - 3.0 * ruff_risk (x, (KaiserSuit) s) -
              0.5 * keep_value (x, lead);
      if (s == x->trump && !declaring)
        score -= 3.0;
      if (score > best_score)
        {
          best_score = score;
          best_card = lead;
        }
    }
  *rule = KAISER_RULE_LEAD_LONG_SUIT;
  return best_card;
}

static KaiserCard
lead_beginner (const Ctx *x, KaiserCards legal, KaiserRule *rule)
{
  KaiserCards cands = legal & ~special_cards (x->deck);
  KaiserSuit best = KAISER_SUIT_NONE;
  guint best_n = 0, s;

  if (x->v->trump == KAISER_SUIT_NONE && x->v->n_tricks == 0 && x->rules->trump_by == KAISER_TRUMP_BY_FIRST_LEAD &&
      trump_named_later (x->v))
    {
      KaiserCards mine = cands & smask (x, planned_trump (x));
      if (mine)
        {
          *rule = KAISER_RULE_LEAD_NAMES_TRUMP;
          return strongest (x, mine);
        }
    }
  if (cands == 0)
    {
      *rule = KAISER_RULE_LEAD_ONLY_SPECIALS;
      return weakest (x, legal);
    }
  *rule = KAISER_RULE_LEAD_LONG_SUIT;
  for (s = 0; s < KAISER_N_SUITS; s++)
    {
      guint n = kaiser_cards_count (cands & smask (x, (KaiserSuit) s));
      if (n > best_n)
        {
          best_n = n;
          best = (KaiserSuit) s;
        }
    }
  return strongest (x, cands & smask (x, best));
}

static KaiserCard
decide_play (const Ctx *x, KaiserRule *rule)
{
  KaiserCards legal = kaiser_state_legal_cards (x->v);
  KaiserCard card;

  *rule = KAISER_RULE_ONLY_CHOICE;
  if (kaiser_cards_count (legal) == 1)
    return kaiser_cards_first (legal);
  if (x->v->tricks[x->v->n_tricks].n_played == 0 && (legal & ~x->deck->blanks) == 0)
    {
      /* Lost Heir: a hand of blanks only leads one */
      *rule = KAISER_RULE_LEAD_ONLY_SPECIALS;
      return kaiser_cards_first (legal);
    }
  if (x->v->tricks[x->v->n_tricks].n_played == 0)
    return x->level == KAISER_LEVEL_BEGINNER ? lead_beginner (x, legal, rule) : lead_standard (x, legal, rule);
  if (x->level != KAISER_LEVEL_BEGINNER)
    return follow_standard (x, legal, rule);
  card = follow_beginner (x, legal);
  *rule = follow_rule (x, legal, card);
  return card;
}

gboolean
kaiser_heuristic_decide (KaiserLevel level, const KaiserObservation *obs, KaiserRng *rng, KaiserAction *action)
{
  KaiserRule rule;

  return kaiser_heuristic_decide_rule (level, obs, rng, action, &rule);
}

gboolean
kaiser_heuristic_decide_rule (KaiserLevel              level,
                              const KaiserObservation *obs,
                              KaiserRng               *rng,
                              KaiserAction            *action,
                              KaiserRule              *rule)
{
  KaiserAction list[KAISER_MAX_ACTIONS];
  guint n;
  Ctx x;

  g_return_val_if_fail (obs != NULL && action != NULL && rule != NULL, FALSE);

  *rule = KAISER_RULE_NONE;
  n = kaiser_state_legal_actions (&obs->view, list);
  if (n == 0)
    return FALSE;
  if (n == 1)
    {
      *action = list[0];
      *rule = KAISER_RULE_ONLY_CHOICE;
      return TRUE;
    }
  ctx_init (&x, level, obs);
  *action = list[0];
  switch (obs->view.phase)
    {
    case KAISER_PHASE_MISDEAL:
      *action = kaiser_action_make (KAISER_ACTION_MISDEAL, obs->seat, decide_misdeal (&x, rule) ? 1 : 0);
      break;
    case KAISER_PHASE_PASS:
      *action = kaiser_action_make (KAISER_ACTION_PASS_CARD, obs->seat, decide_pass (&x, rule));
      break;
    case KAISER_PHASE_BIDDING:
      if (level == KAISER_LEVEL_BEGINNER)
        decide_bid_beginner (&x, list, n, action);
      else if (obs->view.rules.dealer_sells)
        decide_bid_sells (&x, list, n, action);
      else
        decide_bid_standard (&x, list, n, action);
      break;
    case KAISER_PHASE_ACCEPT:
      *action = kaiser_action_make (KAISER_ACTION_ACCEPT, obs->seat, decide_accept (&x, rule) ? 1 : 0);
      break;
    case KAISER_PHASE_TRUMP:
      *action = kaiser_action_make (KAISER_ACTION_TRUMP, obs->seat, decide_trump (&x, rule));
      break;
    case KAISER_PHASE_LOW:
      *action = kaiser_action_make (KAISER_ACTION_LOW, obs->seat, decide_low (&x, rule) ? 1 : 0);
      break;
    case KAISER_PHASE_KITTY:
      *action = kaiser_action_make (KAISER_ACTION_DISCARD, obs->seat, decide_discard (&x, rule));
      break;
    case KAISER_PHASE_PLAY:
      *action = kaiser_action_make (KAISER_ACTION_PLAY, obs->seat, decide_play (&x, rule));
      break;
    case KAISER_PHASE_DEAL:
    case KAISER_PHASE_HAND_OVER:
    case KAISER_PHASE_GAME_OVER:
    default:
      break;
    }
  if (!action_legal (list, n, action))
    {
      g_autofree char *what = kaiser_action_describe (&obs->view.rules, action);

      g_warning ("%s player chose an illegal action (%s); playing at random", kaiser_level_to_string (level), what);
      *rule = KAISER_RULE_NONE;
      return kaiser_random_player_choose (obs, rng, action);
    }
  return TRUE;
}
