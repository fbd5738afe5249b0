/* kaiser-seen.c: a whole state behind what one seat sees.
 *
 * The cards a seat has not seen are dealt out again among the places it
 * cannot see, as a matching of cards to places (each place takes only the
 * cards it may hold: no card of a suit its seat showed out of); the action
 * between two views is read from what changed in public, and made legal
 * by moving unseen cards only.
 */
#define G_LOG_DOMAIN "kaiser-seen"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdarg.h>
#include <string.h>

#include "kaiser-error.h"
#include "kaiser-seen.h"

static gboolean invalid (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
invalid (GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, KAISER_ERROR, KAISER_ERROR_INVALID_VIEW, message);
  return FALSE;
}

/* Equality */

static gboolean
rules_same (const KaiserRules *a, const KaiserRules *b)
{
  /* the same bytes are the same rules (most often, copies of one) */
  if (memcmp (a, b, sizeof *a) == 0)
    return TRUE;
  /* KaiserDeck has no padding: bytes, then the two masks on their boundary */
  return strncmp (a->id, b->id, KAISER_RULES_ID_MAX) == 0 &&
         memcmp (&a->deck, &b->deck, sizeof a->deck) == 0 &&
         kaiser_rules_equal (a, b);
}

static gboolean
result_equal (const KaiserHandResult *a, const KaiserHandResult *b)
{
  return a->bidders == b->bidders && kaiser_bid_equal (a->contract, b->contract) && a->sellers == b->sellers &&
         memcmp (a->tricks, b->tricks, sizeof a->tricks) == 0 &&
         memcmp (a->points, b->points, sizeof a->points) == 0 &&
         memcmp (a->change, b->change, sizeof a->change) == 0 &&
         memcmp (a->scores, b->scores, sizeof a->scores) == 0 &&
         a->made == b->made && memcmp (a->bid_out, b->bid_out, sizeof a->bid_out) == 0 &&
         a->target_raised == b->target_raised && a->target == b->target && a->pot == b->pot &&
         a->five_stolen == b->five_stolen && a->skunk == b->skunk && a->winner == b->winner;
}

gboolean
kaiser_observation_equal (const KaiserObservation *a, const KaiserObservation *b)
{
  const KaiserState *x = &a->view, *y = &b->view;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  /* arrays of bytes and of 64-bit masks, and KaiserTrick, KaiserPiles and
   * KaiserBid (bytes only), compare as memory */
  return a->seat == b->seat && rules_same (&x->rules, &y->rules) &&
         x->phase == y->phase && x->dealer == y->dealer && x->to_act == y->to_act &&
         x->hand_number == y->hand_number && x->n_misdeals == y->n_misdeals &&
         memcmp (x->dealt, y->dealt, sizeof x->dealt) == 0 &&
         memcmp (x->hands, y->hands, sizeof x->hands) == 0 &&
         memcmp (x->piles, y->piles, sizeof x->piles) == 0 &&
         x->kitty == y->kitty && x->discards == y->discards &&
         memcmp (x->passed, y->passed, sizeof x->passed) == 0 &&
         x->misdeal_pending == y->misdeal_pending && x->passes_done == y->passes_done &&
         x->passing_after_bidding == y->passing_after_bidding &&
         memcmp (x->bids, y->bids, sizeof x->bids) == 0 && x->n_bids == y->n_bids &&
         x->declarer == y->declarer && kaiser_bid_equal (x->contract, y->contract) && x->sold == y->sold &&
         x->trump == y->trump && x->low == y->low && x->active == y->active &&
         x->n_tricks == y->n_tricks && memcmp (x->tricks, y->tricks, sizeof x->tricks) == 0 &&
         memcmp (x->won, y->won, sizeof x->won) == 0 &&
         memcmp (x->tricks_won, y->tricks_won, sizeof x->tricks_won) == 0 &&
         x->insulted == y->insulted && x->cancelled == y->cancelled &&
         memcmp (x->scores, y->scores, sizeof x->scores) == 0 &&
         x->target_raised == y->target_raised && x->pot == y->pot &&
         result_equal (&x->result, &y->result) && x->winner == y->winner;
}

/* The range check */

static gboolean
bid_ok (const KaiserRules *rules, KaiserBid bid)
{
  return kaiser_bid_is_pass (bid) ? bid.amount == 0 : kaiser_rules_bid_valid (rules, bid);
}

gboolean
kaiser_seen_check (const KaiserRules *rules, const KaiserObservation *obs, GError **error)
{
  const KaiserState *v = &obs->view;
  guint n = kaiser_rules_n_seats (rules);
  guint n_sides = kaiser_rules_n_sides (rules);
  guint n_piles = kaiser_rules_n_piles (rules);
  guint hand_size = kaiser_rules_hand_size (rules);
  guint all_seats = (1u << n) - 1;
  KaiserCards deck = kaiser_deck_cards (&rules->deck);

  g_return_val_if_fail (rules != NULL && obs != NULL, FALSE);

  if (memchr (v->rules.id, '\0', sizeof v->rules.id) == NULL || !kaiser_rules_equal (&v->rules, rules) ||
      memcmp (&v->rules.deck, &rules->deck, sizeof rules->deck) != 0)
    return invalid (error, _("The view is of a game under other rules"));
  if (obs->seat >= n)
    return invalid (error, _("The view is from no seat of this table"));
  if ((guint) v->phase > KAISER_PHASE_GAME_OVER || v->hand_number == 0 || v->dealer >= n ||
      (v->to_act >= n && v->to_act != KAISER_SEAT_NONE) ||
      (v->declarer >= n && v->declarer != KAISER_SEAT_NONE) || v->trump > KAISER_SUIT_NONE)
    return invalid (error, _("The view names a phase, a seat or a suit the game does not have"));
  if (v->active == 0 || (v->active & ~all_seats) != 0 || v->n_bids > n || v->passes_done > n ||
      (v->misdeal_pending & ~(1u << obs->seat)) != 0 ||
      (v->insulted >= n_sides && v->insulted != KAISER_TEAM_NONE) ||
      (v->winner >= n_sides && v->winner != KAISER_TEAM_NONE))
    return invalid (error, _("The view counts seats or sides the table does not have"));
  if ((v->phase == KAISER_PHASE_MISDEAL && !rules->misdeal_weak_hand && !rules->misdeal_four_of_a_kind) ||
      (v->phase == KAISER_PHASE_PASS && kaiser_rules_pass_count (rules) == 0) ||
      (v->phase == KAISER_PHASE_ACCEPT && !rules->dealer_sells) ||
      (v->phase == KAISER_PHASE_LOW && rules->low_no_trump != KAISER_LOW_ANNOUNCED && rules->low_no_trump != KAISER_LOW_ANY_BID) ||
      (v->phase == KAISER_PHASE_KITTY && kaiser_rules_kitty_size (rules) == 0) ||
      (v->phase >= KAISER_PHASE_TRUMP && v->declarer == KAISER_SEAT_NONE))
    return invalid (error, _("The view is in a phase these rules do not have"));
  if (!bid_ok (rules, v->contract))
    return invalid (error, _("The view holds a bid these rules do not have"));
  for (guint s = 0; s < KAISER_MAX_SEATS; s++)
    {
      if (s < n ? !bid_ok (rules, v->bids[s]) : !kaiser_bid_equal (v->bids[s], kaiser_bid_pass ()))
        return invalid (error, _("The view holds a bid these rules do not have"));
      if (((v->dealt[s] | v->hands[s] | v->passed[s]) & ~(s < n ? deck : 0)) != 0)
        return invalid (error, _("The view holds a card that is not in the pack"));
      for (guint k = 0; k < KAISER_MAX_PILES; k++)
        {
          KaiserCard cards[2] = { v->piles[s].top[k], v->piles[s].under[k] };

          for (guint i = 0; i < 2; i++)
            if (cards[i] != KAISER_CARD_NONE && (s >= n || k >= n_piles || cards[i] >= 64 || !kaiser_cards_has (deck, cards[i])))
              return invalid (error, _("The view holds a pile the table does not have"));
        }
    }
  if (((v->kitty | v->discards | v->cancelled) & ~deck) != 0)
    return invalid (error, _("The view holds a card that is not in the pack"));
  for (guint t = 0; t < KAISER_MAX_SIDES; t++)
    if ((v->won[t] & ~deck) != 0)
      return invalid (error, _("The view holds a card that is not in the pack"));
  if (v->n_tricks > hand_size)
    return invalid (error, _("The view counts more tricks than a hand has"));
  for (guint t = 0; t < KAISER_MAX_TRICKS; t++)
    {
      const KaiserTrick *trick = &v->tricks[t];
      guint most = t < v->n_tricks ? (guint) __builtin_popcount (v->active)
                 : t == v->n_tricks && v->phase == KAISER_PHASE_PLAY ? (guint) __builtin_popcount (v->active) - 1
                 : 0;

      if (trick->leader >= n || trick->winner >= n || trick->n_played > most ||
          (t < v->n_tricks && trick->n_played != most))
        return invalid (error, _("The view holds a trick that cannot be"));
      for (guint i = 0; i < trick->n_played; i++)
        if (trick->cards[i] >= 64 || !kaiser_cards_has (deck, trick->cards[i]))
          return invalid (error, _("The view holds a card that is not in the pack"));
    }
  return TRUE;
}

/* The cards' places */

typedef struct {
  guint          n_seats;
  guint          hand_size;
  guint          kitty_size;
  guint          pass_count;
  KaiserSeat     declarer;
  gboolean       passing;     /* in the pass, before the cards change hands */
  gboolean       exchanged;   /* the passed cards have changed hands */
  gboolean       picked;      /* the high bidder has taken the kitty */
  KaiserCards    played[KAISER_MAX_SEATS];
  guint          voids[KAISER_MAX_SEATS];
} Shape;

static void
read_shape (const KaiserState *state, Shape *shape)
{
  const KaiserRules *rules = &state->rules;

  shape->n_seats = kaiser_rules_n_seats (rules);
  shape->hand_size = kaiser_rules_hand_size (rules);
  shape->kitty_size = kaiser_rules_kitty_size (rules);
  shape->pass_count = kaiser_rules_pass_count (rules);
  shape->declarer = state->declarer;
  shape->passing = state->phase == KAISER_PHASE_PASS;
  shape->exchanged = shape->pass_count > 0 && !shape->passing && state->passes_done >= shape->n_seats;
  shape->picked = shape->kitty_size > 0 && state->declarer < shape->n_seats &&
                  state->phase >= KAISER_PHASE_KITTY && state->phase <= KAISER_PHASE_GAME_OVER;
  kaiser_state_read_tricks (state, shape->played, shape->voids);
}

/* The seat whose passed cards @seat receives, or KAISER_SEAT_NONE. */
static KaiserSeat
giver_of (const KaiserState *state, KaiserSeat seat)
{
  for (guint s = 0; s < kaiser_rules_n_seats (&state->rules); s++)
    if (kaiser_state_pass_target (state, (KaiserSeat) s) == seat)
      return (KaiserSeat) s;
  return KAISER_SEAT_NONE;
}

/* Has @seat finished passing (phase PASS)? Seats pass in turn from the dealer's left. */
static gboolean
has_passed (const KaiserState *state, KaiserSeat seat)
{
  guint n = kaiser_rules_n_seats (&state->rules);

  return (seat + n - state->dealer - 1) % n < state->passes_done;
}

static guint
hidden_pile_slots (const KaiserState *view, KaiserSeat seat)
{
  guint n = 0;

  for (guint k = 0; k < kaiser_rules_n_piles (&view->rules); k++)
    n += (view->piles[seat].top[k] == KAISER_CARD_NONE) + (view->piles[seat].under[k] == KAISER_CARD_NONE);
  return n;
}

gboolean
kaiser_seen_check_cards (const KaiserState *state, GError **error)
{
  const KaiserDeck *deck = &state->rules.deck;
  Shape shape;
  KaiserCards where = 0, dealt = 0;

  g_return_val_if_fail (state != NULL, FALSE);

  read_shape (state, &shape);
  if (state->phase == KAISER_PHASE_DEAL)
    {
      for (guint s = 0; s < KAISER_MAX_SEATS; s++)
        if ((state->hands[s] | state->dealt[s] | state->passed[s] | kaiser_piles_cards (&state->piles[s])) != 0)
          return invalid (error, _("Cards are out before the deal"));
      if ((state->kitty | state->discards) != 0 || state->n_tricks != 0)
        return invalid (error, _("Cards are out before the deal"));
      return TRUE;
    }

#define PLACE(set) G_STMT_START { \
    if (((set) & where) != 0) \
      return invalid (error, _("A card is in two places")); \
    where |= (set); \
  } G_STMT_END
  for (guint s = 0; s < shape.n_seats; s++)
    {
      PLACE (state->hands[s]);
      PLACE (shape.played[s]);
      if (shape.passing)
        PLACE (state->passed[s]);
    }
  PLACE (state->discards);
  if (!shape.picked)
    PLACE (state->kitty);
#undef PLACE
  if (where != kaiser_deck_cards (deck))
    return invalid (error, _("The cards are not the whole pack"));

  for (guint s = 0; s < shape.n_seats; s++)
    {
      KaiserCards had = state->dealt[s];

      if (kaiser_cards_count (state->dealt[s]) != shape.hand_size || (state->dealt[s] & dealt) != 0)
        return invalid (error, _("The seats were not dealt their share of the pack"));
      dealt |= state->dealt[s];
      if (kaiser_rules_n_piles (&state->rules) > 0 && !kaiser_piles_check (&state->rules, state->dealt[s], &state->piles[s], error))
        {
          g_prefix_error (error, "%s: ", kaiser_seat_name ((KaiserSeat) s));
          if (error != NULL && *error != NULL)
            (*error)->code = KAISER_ERROR_INVALID_VIEW;
          return FALSE;
        }
      if ((shape.passing || shape.exchanged) &&
          ((state->passed[s] & ~state->dealt[s]) != 0 ||
           kaiser_cards_count (state->passed[s]) > shape.pass_count ||
           (shape.exchanged && kaiser_cards_count (state->passed[s]) != shape.pass_count)))
        return invalid (error, _("A seat passed cards it was not dealt"));
      if (shape.exchanged && giver_of (state, (KaiserSeat) s) < shape.n_seats)
        had |= state->passed[giver_of (state, (KaiserSeat) s)];
      if (shape.picked && s == shape.declarer)
        had |= state->kitty;
      if (((state->hands[s] | shape.played[s]) & ~had) != 0)
        return invalid (error, _("A seat holds a card it was neither dealt nor given"));
    }
  if (shape.exchanged)
    for (guint s = 0; s < shape.n_seats; s++)
      {
        KaiserSeat to = kaiser_state_pass_target (state, (KaiserSeat) s);

        if (to >= shape.n_seats ||
            (state->passed[s] & ~(state->hands[to] | shape.played[to] | (shape.picked && to == shape.declarer ? state->discards : 0))) != 0)
          return invalid (error, _("The cards passed are not where they went"));
      }
  if (shape.kitty_size > 0 && kaiser_cards_count (state->kitty) != shape.kitty_size)
    return invalid (error, _("The kitty is not the rules’ size"));
  if (shape.picked &&
      ((state->kitty & ~(state->hands[shape.declarer] | state->discards | shape.played[shape.declarer])) != 0 ||
       (state->kitty & dealt) != 0 || (state->discards & ~(state->dealt[shape.declarer] | state->kitty |
         (shape.exchanged ? state->passed[giver_of (state, shape.declarer)] : 0))) != 0))
    return invalid (error, _("The kitty is not where the high bidder took it"));
  return TRUE;
}

/* Filling in */

typedef struct {
  KaiserCards allowed;
  KaiserCards prefer;
  guint       count;
  KaiserCards got;
} Place;

enum {
  PLACE_HELD,                          /* + seat: held in hand, not seen */
  PLACE_PILES = KAISER_MAX_SEATS,      /* + seat: face down on the piles */
  PLACE_PASSED = 2 * KAISER_MAX_SEATS, /* + seat: passed, not yet exchanged */
  PLACE_KITTY = 3 * KAISER_MAX_SEATS,
  PLACE_DISCARDS,
  N_PLACES
};

typedef struct {
  Place      *places;
  KaiserCard  cards[64];
  guint       n_cards;
  guint       slot_place[64];
  guint       n_slots;
  gint        slot_of_card[64];   /* by index into cards */
} Matching;

/* Kuhn's augmenting paths: give @slot a card, a free one if it can
 * (one its place prefers first), else one taken from another slot that
 * can take another. */
static gboolean
augment (Matching *m, guint slot, guint64 *visited)
{
  const Place *place = &m->places[m->slot_place[slot]];

  for (guint pass = 0; pass < 3; pass++)
    for (guint i = 0; i < m->n_cards; i++)
      {
        KaiserCards bit = kaiser_card_bit (m->cards[i]);

        if ((*visited & (G_GUINT64_CONSTANT (1) << i)) || !(place->allowed & bit) ||
            (pass < 2 && (m->slot_of_card[i] >= 0 || (pass == 0) != ((place->prefer & bit) != 0))))
          continue;
        *visited |= G_GUINT64_CONSTANT (1) << i;
        if (m->slot_of_card[i] < 0 || augment (m, (guint) m->slot_of_card[i], visited))
          {
            m->slot_of_card[i] = (gint) slot;
            return TRUE;
          }
      }
  return FALSE;
}

/* Deal @pool out to the places, each its count of allowed cards. */
static gboolean
deal_out (KaiserCards pool, Place *places, guint n_places, KaiserRng *rng)
{
  Matching m;
  KaiserCard card;

  memset (&m, 0, sizeof m);
  m.places = places;
  KAISER_CARDS_FOREACH (card, pool)
    m.cards[m.n_cards++] = card;
  for (guint i = m.n_cards; i > 1; i--)
    {
      guint j = kaiser_rng_below (rng, i);
      KaiserCard t = m.cards[i - 1];

      m.cards[i - 1] = m.cards[j];
      m.cards[j] = t;
    }
  for (guint p = 0; p < n_places; p++)
    {
      places[p].got = 0;
      for (guint k = 0; k < places[p].count; k++)
        {
          if (m.n_slots == G_N_ELEMENTS (m.slot_place))
            return FALSE;
          m.slot_place[m.n_slots++] = p;
        }
    }
  if (m.n_slots != m.n_cards)
    return FALSE;
  for (guint i = 0; i < m.n_cards; i++)
    m.slot_of_card[i] = -1;
  for (guint s = 0; s < m.n_slots; s++)
    {
      guint64 visited = 0;

      if (!augment (&m, s, &visited))
        return FALSE;
    }
  for (guint i = 0; i < m.n_cards; i++)
    places[m.slot_place[m.slot_of_card[i]]].got |= kaiser_card_bit (m.cards[i]);
  return TRUE;
}

/* Up to @count cards of @first, @second and @third: those @prefer
 * names first, then in that order. */
static KaiserCards
choose (guint count, KaiserCards prefer, KaiserCards first, KaiserCards second, KaiserCards third)
{
  KaiserCards sets[] = { first & prefer, second & prefer, third & prefer, first, second, third };
  KaiserCards chosen = 0;
  KaiserCard card;

  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    KAISER_CARDS_FOREACH (card, sets[i] & ~chosen)
      {
        if (kaiser_cards_count (chosen) == count)
          return chosen;
        chosen |= kaiser_card_bit (card);
      }
  return chosen;
}

/* The face-down places of @piles get the cards of @got: where @prefer had
 * one of them, there. */
static void
lay_piles (KaiserPiles *piles, guint n_piles, KaiserCards got, const KaiserPiles *prefer)
{
  for (guint pass = 0; pass < 2; pass++)
    for (guint k = 0; k < n_piles; k++)
      {
        KaiserCard *slot[2] = { &piles->top[k], &piles->under[k] };
        KaiserCard was[2] = { prefer ? prefer->top[k] : KAISER_CARD_NONE, prefer ? prefer->under[k] : KAISER_CARD_NONE };

        for (guint i = 0; i < 2; i++)
          {
            if (*slot[i] != KAISER_CARD_NONE)
              continue;
            if (pass == 0 && was[i] < 64 && kaiser_cards_has (got, was[i]))
              *slot[i] = was[i];
            else if (pass == 1 && got != 0)
              *slot[i] = kaiser_cards_first (got);
            else
              continue;
            got &= ~kaiser_card_bit (*slot[i]);
          }
      }
}

/* The cards a seat may still hold unseen in hand: none of a suit it
 * showed out of, and after leading a card it may lead only when it holds
 * nothing else (a blank; the Lost Heir or Wrong Boy at the first lead),
 * only such cards. */
static KaiserCards
may_hold (const KaiserState *view, const Shape *shape, KaiserSeat seat)
{
  const KaiserDeck *deck = &view->rules.deck;
  KaiserCards allowed = kaiser_deck_cards (deck);

  for (guint suit = 0; suit < KAISER_N_SUITS; suit++)
    if (shape->voids[seat] & (1u << suit))
      allowed &= ~kaiser_deck_suit_cards (deck, (KaiserSuit) suit, view->trump);
  for (guint t = 0; t <= view->n_tricks && t < KAISER_MAX_TRICKS; t++)
    {
      const KaiserTrick *trick = &view->tricks[t];
      KaiserCards only = deck->blanks;

      if (trick->n_played == 0 || trick->leader != seat)
        continue;
      if (t == 0 && view->rules.trump_by == KAISER_TRUMP_BY_FIRST_LEAD && kaiser_state_has_trumps (view))
        only |= deck->outside;
      if (kaiser_cards_has (only, trick->cards[0]))
        allowed &= only;
    }
  return allowed;
}

gboolean
kaiser_seen_fill (const KaiserObservation *obs,
                  guint                    n_passing,
                  guint                    n_discarded,
                  const KaiserState       *prefer,
                  KaiserRng               *rng,
                  KaiserState             *out,
                  GError                 **error)
{
  const KaiserState *v;
  const KaiserRules *rules;
  KaiserSeat seat, my_target = KAISER_SEAT_NONE;
  Shape shape;
  Place places[N_PLACES];
  KaiserCards seen, pool, forced = 0, want;
  KaiserObservation check;
  guint n_piles, n_discards, n_places = 0, needed = 0;

  g_return_val_if_fail (obs != NULL && rng != NULL && out != NULL, FALSE);

  v = &obs->view;
  rules = &v->rules;
  seat = obs->seat;
  n_piles = kaiser_rules_n_piles (rules);
  memcpy (out, v, sizeof *out);
  if (v->phase == KAISER_PHASE_DEAL)
    goto checked;

  read_shape (v, &shape);
  memset (places, 0, sizeof places);
  n_passing = shape.pass_count > 0 ? MIN (n_passing, shape.pass_count - 1) : 0;
  n_discards = !shape.picked ? 0 : v->phase == KAISER_PHASE_KITTY ? MIN (n_discarded, shape.kitty_size - 1) : shape.kitty_size;

  /* every card the seat sees */
  seen = v->kitty | v->discards | v->dealt[seat];
  for (guint s = 0; s < shape.n_seats; s++)
    seen |= v->hands[s] | v->passed[s] | shape.played[s] | kaiser_piles_cards (&v->piles[s]);
  pool = kaiser_deck_cards (&rules->deck) & ~seen;
  /* the cards it passed are with the seat it passed them to, or laid away by it */
  if (shape.exchanged && v->passed[seat] != 0)
    {
      my_target = kaiser_state_pass_target (v, seat);
      if (my_target >= shape.n_seats || my_target == seat)
        return invalid (error, _("The view’s passed cards went to no other seat"));
      forced = v->passed[seat] & ~shape.played[my_target];
    }

  for (guint s = 0; s < shape.n_seats; s++)
    {
      gint cards = (gint) shape.hand_size - (gint) kaiser_cards_count (shape.played[s]);
      gint hidden;
      guint slots = hidden_pile_slots (v, (KaiserSeat) s);

      if (shape.passing)
        cards -= s == seat ? (gint) kaiser_cards_count (v->passed[seat])
               : has_passed (v, (KaiserSeat) s) ? (gint) shape.pass_count
               : s == v->to_act ? (gint) n_passing : 0;
      if (shape.picked && s == shape.declarer)
        cards += (gint) shape.kitty_size - (gint) (s == seat ? kaiser_cards_count (v->discards) : n_discards);
      hidden = cards - (gint) kaiser_cards_count (v->hands[s]);
      if (hidden < (gint) slots || (s == seat && hidden != (gint) slots))
        return invalid (error, _("The view does not give %s as many cards as the rules deal"),
                        kaiser_seat_name ((KaiserSeat) s));

      places[PLACE_PILES + s].count = slots;
      places[PLACE_PILES + s].allowed = pool;
      places[PLACE_PILES + s].prefer = prefer ? kaiser_piles_cards (&prefer->piles[s]) : 0;
      if (s == seat)
        continue;
      places[PLACE_HELD + s].count = (guint) hidden - slots;
      places[PLACE_HELD + s].allowed = (pool | (s == my_target ? forced : 0)) & may_hold (v, &shape, (KaiserSeat) s);
      places[PLACE_HELD + s].prefer = prefer ? prefer->hands[s] : 0;
      if (shape.passing)
        {
          places[PLACE_PASSED + s].count = has_passed (v, (KaiserSeat) s) ? shape.pass_count : s == v->to_act ? n_passing : 0;
          places[PLACE_PASSED + s].allowed = pool;
          places[PLACE_PASSED + s].prefer = prefer ? prefer->passed[s] : 0;
        }
    }
  if (shape.kitty_size > 0 && !shape.picked)
    {
      places[PLACE_KITTY].count = shape.kitty_size;
      places[PLACE_KITTY].allowed = pool;
      places[PLACE_KITTY].prefer = prefer ? prefer->kitty : 0;
    }
  if (shape.picked && shape.declarer != seat)
    {
      /* never the +5 or −3 card (kaiser_state_legal_discards) */
      places[PLACE_DISCARDS].count = n_discards;
      places[PLACE_DISCARDS].allowed = (pool | (shape.declarer == my_target ? forced : 0)) &
                                       ~(kaiser_card_bit (rules->deck.bonus_card) | kaiser_card_bit (rules->deck.penalty_card));
      places[PLACE_DISCARDS].prefer = prefer ? prefer->discards : 0;
    }
  for (guint p = 0; p < N_PLACES; p++)
    needed += places[p].count;
  n_places = N_PLACES;
  if (needed != kaiser_cards_count (pool | forced))
    return invalid (error, _("The view does not add up: %u cards unseen for %u places"),
                    kaiser_cards_count (pool | forced), needed);
  if (!deal_out (pool | forced, places, n_places, rng))
    return invalid (error, _("The unseen cards cannot be dealt out as the view’s play shows them"));

  for (guint s = 0; s < shape.n_seats; s++)
    {
      out->hands[s] = v->hands[s] | places[PLACE_HELD + s].got | places[PLACE_PILES + s].got;
      lay_piles (&out->piles[s], n_piles, places[PLACE_PILES + s].got, prefer ? &prefer->piles[s] : NULL);
      if (shape.passing && s != seat)
        out->passed[s] = places[PLACE_PASSED + s].got;
    }
  if (places[PLACE_KITTY].count > 0)
    out->kitty = places[PLACE_KITTY].got;
  if (shape.picked && shape.declarer != seat)
    out->discards = places[PLACE_DISCARDS].got;

  /* the passes the seat took no part in: cards of the seat passed to */
  if (shape.exchanged)
    for (guint s = 0; s < shape.n_seats; s++)
      {
        KaiserSeat to = kaiser_state_pass_target (v, (KaiserSeat) s);
        KaiserCards from;

        if (s == seat || to == seat)
          continue;
        if (to >= shape.n_seats)
          return invalid (error, _("The view’s passed cards went to no other seat"));
        from = (places[PLACE_HELD + to].got | shape.played[to] |
                (shape.picked && to == shape.declarer ? out->discards : 0)) &
               ~kaiser_piles_cards (&out->piles[to]) & ~forced;
        out->passed[s] = choose (shape.pass_count, prefer ? prefer->passed[s] : 0,
                                 places[PLACE_HELD + to].got & from, from, 0);
      }
  /* the kitty another high bidder took */
  if (shape.picked && shape.declarer != seat)
    {
      KaiserSeat d = shape.declarer, giver = shape.exchanged ? giver_of (v, d) : KAISER_SEAT_NONE;
      KaiserCards from = (out->discards | places[PLACE_HELD + d].got | shape.played[d]) &
                         ~kaiser_piles_cards (&out->piles[d]) & ~(giver < shape.n_seats ? out->passed[giver] : 0);

      out->kitty = choose (shape.kitty_size, prefer ? prefer->kitty : 0,
                           out->discards & from, places[PLACE_HELD + d].got & from, from);
    }
  /* what each was dealt: all it had, but what it was given */
  for (guint s = 0; s < shape.n_seats; s++)
    {
      KaiserSeat giver = shape.exchanged ? giver_of (v, (KaiserSeat) s) : KAISER_SEAT_NONE;

      if (s == seat)
        {
          out->dealt[s] = v->dealt[s] | places[PLACE_PILES + s].got;
          continue;
        }
      want = out->hands[s] | shape.played[s] | (shape.passing || shape.exchanged ? out->passed[s] : 0) |
             (shape.picked && s == shape.declarer ? out->discards : 0);
      if (giver < shape.n_seats)
        want &= ~out->passed[giver];
      if (shape.picked && s == shape.declarer)
        want &= ~out->kitty;
      out->dealt[s] = want;
    }
  /* who else is asked about a misdeal: one before this seat, while it is still to be asked */
  if (v->phase == KAISER_PHASE_MISDEAL && v->to_act == KAISER_SEAT_NONE)
    {
      KaiserSeat asked = kaiser_rules_seat_next (rules, v->dealer);

      for (guint i = 0; i < shape.n_seats && asked == seat; i++)
        asked = (v->misdeal_pending & (1u << seat)) ? KAISER_SEAT_NONE : kaiser_rules_seat_next (rules, asked);
      if (asked >= shape.n_seats)
        return invalid (error, _("The view waits on another seat for a misdeal, but none can be asked"));
      out->to_act = asked;
      out->misdeal_pending |= 1u << asked;
    }
  /* while this seat is asked, one after it may be asked next: if it
   * declines here first, the game waits for the view to say who is */
  if (v->phase == KAISER_PHASE_MISDEAL && v->to_act == seat && seat != v->dealer)
    out->misdeal_pending |= 1u << kaiser_rules_seat_next (rules, seat);

checked:
  if (!kaiser_seen_check_cards (out, error))
    return FALSE;
  kaiser_observation_init (&check, out, seat);
  if (!kaiser_observation_equal (&check, obs))
    return invalid (error, _("The view is not a position of the game: what it shows does not add up"));
  return TRUE;
}

/* Stepping */

/* @t is a fresh deal that follows @dealing (in phase DEAL). */
static gboolean
fresh_deal (const KaiserState *dealing, const KaiserState *t)
{
  if (dealing->phase != KAISER_PHASE_DEAL ||
      (t->phase != KAISER_PHASE_MISDEAL && t->phase != KAISER_PHASE_PASS && t->phase != KAISER_PHASE_BIDDING))
    return FALSE;
  if (dealing->hand_number != t->hand_number || dealing->dealer != t->dealer || dealing->n_misdeals != t->n_misdeals ||
      memcmp (dealing->scores, t->scores, sizeof t->scores) != 0 || dealing->target_raised != t->target_raised ||
      dealing->pot != t->pot || dealing->winner != t->winner)
    return FALSE;
  if (t->n_bids != 0 || t->passes_done != 0 || t->n_tricks != 0 || t->declarer != KAISER_SEAT_NONE || t->discards != 0)
    return FALSE;
  for (guint s = 0; s < KAISER_MAX_SEATS; s++)
    if (t->hands[s] != t->dealt[s] || t->passed[s] != 0)
      return FALSE;
  return TRUE;
}

gboolean
kaiser_seen_is_next_deal (const KaiserState *mirror, const KaiserState *target)
{
  KaiserState next;

  g_return_val_if_fail (mirror != NULL && target != NULL, FALSE);

  if (mirror->phase != KAISER_PHASE_HAND_OVER)
    return FALSE;
  next = *mirror;
  kaiser_state_next_hand (&next);
  return fresh_deal (&next, target);
}

/* @before: @mirror with the cards of @target, as they were before
 * @action (a card back in the hand that played, passed or laid it away;
 * the cards passed to a seat or the kitty taken back when the action
 * brought them). */
static void
take_back (KaiserState *before, const KaiserState *mirror, const KaiserState *target, const KaiserAction *action)
{
  guint n = kaiser_rules_n_seats (&target->rules);
  gboolean exchange = kaiser_rules_pass_count (&target->rules) > 0 && mirror->phase == KAISER_PHASE_PASS &&
                      target->phase != KAISER_PHASE_PASS && target->passes_done >= n;
  gboolean pickup = kaiser_rules_kitty_size (&target->rules) > 0 && mirror->phase < KAISER_PHASE_KITTY &&
                    target->phase >= KAISER_PHASE_KITTY && target->phase <= KAISER_PHASE_GAME_OVER &&
                    target->declarer < n;
  KaiserCards bit = action->value < 64 ? kaiser_card_bit (action->value) : 0;

  *before = *mirror;
  memcpy (before->dealt, target->dealt, sizeof before->dealt);
  memcpy (before->hands, target->hands, sizeof before->hands);
  memcpy (before->piles, target->piles, sizeof before->piles);
  memcpy (before->passed, target->passed, sizeof before->passed);
  before->kitty = target->kitty;
  before->discards = target->discards;
  if (exchange)
    for (guint s = 0; s < n; s++)
      {
        KaiserSeat to = kaiser_state_pass_target (target, (KaiserSeat) s);

        if (to < n)
          before->hands[to] &= ~target->passed[s];
      }
  if (pickup)
    before->hands[target->declarer] &= ~target->kitty;
  switch ((KaiserActionType) action->type)
    {
    case KAISER_ACTION_PLAY:
      before->hands[action->seat] |= bit;
      break;
    case KAISER_ACTION_PASS_CARD:
      before->passed[action->seat] &= ~bit;
      before->hands[action->seat] |= bit;
      break;
    case KAISER_ACTION_DISCARD:
      before->discards &= ~bit;
      before->hands[action->seat] |= bit;
      break;
    case KAISER_ACTION_MISDEAL:
    case KAISER_ACTION_BID:
    case KAISER_ACTION_TRUMP:
    case KAISER_ACTION_LOW:
    case KAISER_ACTION_ACCEPT:
    case KAISER_N_ACTION_TYPES:
    default:
      break;
    }
}

/* Does @action from @before lead to @target as @seat sees it, @before
 * being seen as @mirror is? */
static gboolean
try_action (const KaiserState *before, const KaiserObservation *was, KaiserSeat seat,
            const KaiserState *target, const KaiserObservation *want, const KaiserAction *action, gboolean redeal)
{
  KaiserObservation seen;
  KaiserState after;

  kaiser_observation_init (&seen, before, seat);
  if (!kaiser_observation_equal (&seen, was))
    return FALSE;
  after = *before;
  if (!kaiser_state_apply (&after, action, NULL))
    return FALSE;
  if (redeal)
    return fresh_deal (&after, target);
  kaiser_observation_init (&seen, &after, seat);
  return kaiser_observation_equal (&seen, want);
}

gboolean
kaiser_seen_find_action (const KaiserState *mirror,
                         KaiserSeat         seat,
                         const KaiserState *target,
                         KaiserState       *before,
                         KaiserAction      *action,
                         gboolean          *deals)
{
  guint n = kaiser_rules_n_seats (&mirror->rules);
  gboolean redeal = mirror->hand_number == target->hand_number && mirror->n_misdeals + 1 == target->n_misdeals;
  KaiserObservation was, want;
  KaiserSeat actor = mirror->to_act;
  KaiserCards cards = 0;
  KaiserAction a;
  KaiserCard card;

  g_return_val_if_fail (mirror != NULL && target != NULL && before != NULL && action != NULL, FALSE);

  *deals = FALSE;
  if (!redeal && (mirror->hand_number != target->hand_number || mirror->n_misdeals != target->n_misdeals))
    return FALSE;
  if (mirror->phase == KAISER_PHASE_DEAL || mirror->phase >= KAISER_PHASE_HAND_OVER || actor >= n)
    return FALSE;
  kaiser_observation_init (&was, mirror, seat);
  kaiser_observation_init (&want, target, seat);
  a = kaiser_action_make (KAISER_ACTION_MISDEAL, actor, 0);

  switch (mirror->phase)
    {
    case KAISER_PHASE_MISDEAL:
      /* the seat asked, and those asked after it, are unseen unless it is this one */
      a.value = redeal ? 1 : 0;
      for (guint x = 0; x <= n; x++)
        {
          KaiserSeat asked = x == 0 ? actor : (KaiserSeat) (x - 1);

          if ((x > 0 && (asked == actor || actor == seat)) || (asked == seat) != (actor == seat))
            continue;
          a.seat = asked;
          for (guint y = 0; y <= n; y++)
            {
              KaiserSeat next = y == n ? KAISER_SEAT_NONE : (KaiserSeat) y;

              if (next == seat || next == asked)
                continue;
              if (redeal)
                *before = *mirror;
              else
                take_back (before, mirror, target, &a);
              before->to_act = asked;
              before->misdeal_pending = (mirror->misdeal_pending & (1u << seat)) | (1u << asked) |
                                        (next < n ? 1u << next : 0);
              if (try_action (before, &was, seat, target, &want, &a, redeal))
                goto found;
              if (redeal)
                break;
            }
        }
      return FALSE;

    case KAISER_PHASE_BIDDING:
      a.type = KAISER_ACTION_BID;
      a.bid = redeal ? kaiser_bid_pass () : target->bids[actor];
      break;
    case KAISER_PHASE_TRUMP:
      a.type = KAISER_ACTION_TRUMP;
      a.value = (guint8) MIN ((guint) target->trump, 255u);
      break;
    case KAISER_PHASE_LOW:
      a.type = KAISER_ACTION_LOW;
      a.value = target->low ? 1 : 0;
      break;
    case KAISER_PHASE_ACCEPT:
      a.type = KAISER_ACTION_ACCEPT;
      a.value = target->sold ? 1 : 0;
      break;
    case KAISER_PHASE_PASS:
      a.type = KAISER_ACTION_PASS_CARD;
      cards = actor == seat ? target->passed[seat] & ~mirror->passed[seat] : target->passed[actor];
      break;
    case KAISER_PHASE_KITTY:
      a.type = KAISER_ACTION_DISCARD;
      cards = actor == seat ? target->discards & ~mirror->discards : target->discards;
      break;
    case KAISER_PHASE_PLAY:
      {
        guint t = mirror->n_tricks, i = mirror->tricks[t].n_played;

        a.type = KAISER_ACTION_PLAY;
        if (target->n_tricks < t || (target->n_tricks == t && target->tricks[t].n_played <= i) || i >= KAISER_MAX_SEATS)
          return FALSE;
        cards = kaiser_card_bit (target->tricks[t].cards[i]);
        break;
      }
    case KAISER_PHASE_DEAL:
    case KAISER_PHASE_HAND_OVER:
    case KAISER_PHASE_GAME_OVER:
    default:
      return FALSE;
    }

  if (a.type == KAISER_ACTION_BID || a.type == KAISER_ACTION_TRUMP || a.type == KAISER_ACTION_LOW ||
      a.type == KAISER_ACTION_ACCEPT)
    {
      if (redeal)
        *before = *mirror;
      else
        take_back (before, mirror, target, &a);
      if (try_action (before, &was, seat, target, &want, &a, redeal))
        goto found;
      return FALSE;
    }
  /* a card: the one seen, or any the seat might have passed or laid away unseen */
  if (redeal)
    return FALSE;
  KAISER_CARDS_FOREACH (card, cards)
    {
      a.value = card;
      take_back (before, mirror, target, &a);
      if (try_action (before, &was, seat, target, &want, &a, FALSE))
        goto found;
    }
  return FALSE;

found:
  *action = a;
  *deals = redeal;
  return TRUE;
}
