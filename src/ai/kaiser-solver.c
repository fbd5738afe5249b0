/* kaiser-solver.c: double-dummy search for the play of a hand.
 *
 * Cards are mapped into a "solver space" where, within each suit, a
 * higher bit is a stronger card for this hand (low no-trump reverses the
 * order, the +5 and −3 cards stay lowest), so winning a trick is a
 * bit comparison.  The value searched is NS points minus EW points at the
 * end of the hand; North–South maximise.
 *
 * The search: MTD(f) zero-window probes (the first root move and solve()
 * start from a played-out guess whose last tricks are solved, later root
 * moves from the best value so far; the first probe asks whether the
 * root's side holds the guess) over fail-soft alpha-beta.  At each trick
 * boundary: a two-way transposition table keyed on relative ranks (suit
 * codes kept up to date by play) with bounds relative to the points
 * already counted and the best lead; then quick-trick bounds
 * (bounds_cut) that count what a side can force: the leader's cashable
 * top cards (also through an entry to his partner, or his own then his
 * partner's when the other side holds no trumps), sure trump tricks and
 * sure losers, where the +5 and −3 cards surely go.  Moves: one card per
 * run of equivalent cards (never the +5 or −3), ordered by cheap
 * bridge-like guesses, leads also by a history of the leads that cut
 * off; first of all a refutation: the card that last cut off in the same
 * context where the guess's first card had failed (a follower's context
 * is the card winning the trick so far, the leader's the first card of
 * the trick before).  With two tricks left (after the table), a plain
 * search of the first of them; the last trick is scored directly.
 *
 * The code is laid out for speed (instructions a node, measured with
 * callgrind on kaiser-cli bench solver): search_lead at a trick boundary,
 * search_follow inside a trick and search_last for its last seat, each
 * with an out-of-line copy per side to play (max/min) and for a forced
 * card, so that the side and the kind of node are constants; a node sets
 * once what its children share and puts back only what differs per card
 * (play/unplay with an Undo serve the root, the playout and V17's last
 * trick).  Move ordering builds packed keys (score above card) and sorts
 * them; for the seats that follow with a keyed deck, the same order of
 * classes and powers is mostly found by sets (last_order, follow_sets);
 * the refutation goes first (a leader's placed like the table's move, a
 * follower's moved to the front).  search(), where MTD(f) probes, picks
 * the function for the node.
 */
#define G_LOG_DOMAIN "kaiser-solver"

#include <string.h>

#include "kaiser-solver.h"

#define TT_BITS   13   /* buckets of two entries: 512 KiB, a quarter of the L2 cache (2 MiB here) */
#define TT_BUCKETS (1u << TT_BITS)
#define INF       1000
#define HISTORY_WEIGHT 128   /* of the lead guess against the history */
#define NO_MOVE   0xff
#define MAX_MOVES (KAISER_MAX_TRICKS * 2 + 4)
#define PLAYOUT_EXACT 6   /* tricks left that a first guess solves (playout) */

/* The search's own table: four seats, North–South (0, 2) maximising
 * against East–West (1, 3); a seat that sits out holds nothing.  Other
 * tables are searched on this one (virtual_table). */
#define VSEATS 4
#define VTEAMS 2
static inline KaiserSeat vseat_next (KaiserSeat s) { return (KaiserSeat) ((s + 1) & 3); }
static inline KaiserSeat vseat_partner (KaiserSeat s) { return (KaiserSeat) (s ^ 2); }
static inline KaiserTeam vseat_team (KaiserSeat s) { return (KaiserTeam) (s & 1); }

typedef struct {
  guint64 key[2];
  gint8   lower;       /* bounds on the value less the points already counted */
  gint8   upper;
  guint16 generation;  /* of the scoring rules */
  guint8  move;        /* best lead found, tried first next time: suit << 4 | cards of the suit above it */
  guint8  depth;       /* tricks left */
  guint16 age;         /* the search that last used it */
  guint8  pad[8];
} TTEntry;

/* One cache line */
typedef struct {
  TTEntry e[2];
} TTBucket;

struct _KaiserSolver
{
  TTBucket   *tt;
  gpointer    tt_memory;
  guint16     generation;
  guint16     age;
  guint64     nodes;
  guint16     history[VSEATS][64];  /* leads that cut off, weighted by 2^tricks left */
  /* Refutations: the card that last cut off after the first card tried
   * failed, tried first next time in the same context: its place in the
   * trick (0 for the lead), its seat, tricks left, and a card (a
   * follower: the card winning the trick so far; the leader: the first
   * card of the trick before, prev_lead) */
  guint8      refute[VSEATS][VSEATS][KAISER_MAX_TRICKS + 1][64];

  /* The hand being searched, in solver space */
  KaiserCards hands[VSEATS];  /* a seat that sits out holds nothing here */
  guint8      active;
  guint       n_active;
  KaiserSeat  next_seat[VSEATS];
  guint8      owner[64];        /* seat holding each card at the start */
  gint        trump;            /* solver suit, or -1 */
  gboolean    trump_by_lead;    /* the declarer's first card sets trumps (V14) */
  gboolean    low;
  KaiserCard  bonus, penalty;   /* solver cards, KAISER_CARD_NONE once out of play */
  KaiserCards bonus_bit, penalty_bit, specials;
  gint        bonus_value, penalty_value;
  gboolean    insult;           /* V19 */
  gboolean    decomposable;     /* the value is a sum over tricks (not V17) */
  KaiserRules rules;
  guint       hand_size;
  guint       table_hand_size;  /* of the real table when searching a virtual one, else 0 */
  gboolean    keyed;            /* suits fit make_key (9 cards at most), so the table is used */
  guint64     key_base[2];      /* what make_key takes from the rules and seats */

  /* Where the search stands */
  KaiserCards live;             /* cards still in the hands */
  guint64     code[KAISER_N_SUITS];  /* owners of each suit's cards in play (suit_code) */
  KaiserCards in_trick;         /* cards of the trick in progress */
  KaiserSeat  leader;
  guint8      prev_lead;        /* first card of the trick last completed, or 0 */
  KaiserSeat  to_act;
  guint       n_played;
  guint       win;              /* index of the card winning the trick so far */
  KaiserCard  trick[VSEATS];
  guint8      trick_seat[VSEATS];
  guint       tricks_left;
  gint        acc;              /* NS − EW points of the tricks counted so far */
  guint       team_tricks[VTEAMS];
  guint8      special_owner[2]; /* team that took the bonus / penalty card, or 2 */
  KaiserTeam  insulted;

  /* engine card ↔ solver card */
  KaiserCard  to_solver[64];
  KaiserCard  to_engine[64];
};

KaiserSolver *
kaiser_solver_new (void)
{
  KaiserSolver *solver = g_new0 (KaiserSolver, 1);

  solver->tt_memory = g_malloc0 (sizeof (TTBucket) * TT_BUCKETS + 64);
  solver->tt = (TTBucket *) (((guintptr) solver->tt_memory + 63) & ~(guintptr) 63);
  solver->generation = 1;
  return solver;
}

void
kaiser_solver_free (KaiserSolver *solver)
{
  if (solver == NULL)
    return;
  g_free (solver->tt_memory);
  g_free (solver);
}

guint64
kaiser_solver_get_nodes (KaiserSolver *solver)
{
  return solver->nodes;
}

/* Cards in a set of one suit, without relying on a popcount instruction:
 * a table of every 16-bit set. */
#define B2(n) n, n + 1, n + 1, n + 2
#define B4(n) B2 (n), B2 (n + 1), B2 (n + 1), B2 (n + 2)
#define B6(n) B4 (n), B4 (n + 1), B4 (n + 1), B4 (n + 2)
#define B8(n) B6 (n), B6 (n + 1), B6 (n + 1), B6 (n + 2)
#define B10(n) B8 (n), B8 (n + 1), B8 (n + 1), B8 (n + 2)
#define B12(n) B10 (n), B10 (n + 1), B10 (n + 1), B10 (n + 2)
#define B14(n) B12 (n), B12 (n + 1), B12 (n + 1), B12 (n + 2)
static const guint8 bits_in_suit[1 << 16] = { B14 (0), B14 (1), B14 (1), B14 (2) };
#undef B2
#undef B4
#undef B6
#undef B8
#undef B10
#undef B12
#undef B14

static inline guint
count_suit (KaiserCards m, guint suit)
{
  return bits_in_suit[(guint16) (m >> (suit * KAISER_MAX_POWER))];
}

/* Does a set hold at least k cards? */
static inline gboolean
at_least (KaiserCards m, gint k)
{
  for (; k > 1 && m; k--)
    m &= m - 1;
  return k <= 0 || m != 0;
}

/* Cards of a set above card (in its suit when the set is one suit). */
static inline KaiserCards
above (KaiserCards m, KaiserCard card)
{
  return m & ~((kaiser_card_bit (card) << 1) - 1);
}

static inline KaiserCards
suit_cards (KaiserCards m, guint suit)
{
  return m & kaiser_suit_mask ((KaiserSuit) suit);
}

static guint winning_index (const KaiserSolver *s);
static guint64 suit_code (const KaiserSolver *s, guint suit);

/* Map the state's cards into solver space and set up the search. */
static void
load (KaiserSolver *s, const KaiserState *state)
{
  const KaiserRules *rules = &state->rules;
  const KaiserDeck *deck = &rules->deck;
  const KaiserTrick *trick = &state->tricks[state->n_tricks];
  KaiserRules previous = s->rules;
  KaiserCard card;
  KaiserSeat seat;

  g_return_if_fail (state->phase == KAISER_PHASE_PLAY);

  /* The table keeps what it learnt while the scoring is the same (the
   * special cards' values are not options: a caller may change them). */
  if (!kaiser_rules_equal (&previous, rules) || s->rules.pack != rules->pack ||
      previous.deck.bonus_value != deck->bonus_value || previous.deck.penalty_value != deck->penalty_value)
    s->generation++;
  if (s->generation == 0)
    {
      memset (s->tt, 0, sizeof (TTBucket) * TT_BUCKETS);
      s->generation = 1;
    }
  s->rules = *rules;
  s->low = state->low;
  memset (s->to_solver, KAISER_CARD_NONE, sizeof s->to_solver);
  memset (s->to_engine, KAISER_CARD_NONE, sizeof s->to_engine);
  KAISER_CARDS_FOREACH (card, kaiser_deck_cards (deck))
    {
      KaiserSuit suit = kaiser_card_suit (card);
      guint power = kaiser_card_power (card);
      guint strength = power;

      /* 000_5ed066fa22fca3eb.txt, "34-card Game": in low no-trump "the rank
       * of the cards other than the 5 and 3 is reversed". */
      if (s->low)
        strength = (card == deck->bonus_card || card == deck->penalty_card) ? 0 : deck->n_cards[suit] - power;
      s->to_solver[card] = kaiser_card_make (suit, strength);
      s->to_engine[kaiser_card_make (suit, strength)] = card;
    }
  s->active = state->active;
  s->n_active = 0;
  for (guint i = 0; i < VSEATS; i++)
    {
      KaiserSeat next = (KaiserSeat) i;

      do
        next = vseat_next (next);
      while (!(s->active & (1u << next)));
      s->next_seat[i] = next;
      if (s->active & (1u << i))
        s->n_active++;
    }
  /* A seat that sits out (Kaiser 40) never plays its cards: they are out
   * of play for the search. */
  memset (s->owner, 0, sizeof s->owner);
  s->live = 0;
  for (guint i = 0; i < VSEATS; i++)
    {
      s->hands[i] = 0;
      if (!(s->active & (1u << i)))
        continue;
      KAISER_CARDS_FOREACH (card, state->hands[i])
        {
          s->hands[i] |= kaiser_card_bit (s->to_solver[card]);
          s->owner[s->to_solver[card]] = (guint8) i;
        }
      s->live |= s->hands[i];
    }
  s->trump = state->trump == KAISER_SUIT_NONE ? -1 : (gint) state->trump;
  s->trump_by_lead = state->trump == KAISER_SUIT_NONE && state->n_tricks == 0 && trick->n_played == 0 &&
                     rules->trump_by == KAISER_TRUMP_BY_FIRST_LEAD &&
                     (state->contract.kind == KAISER_BID_SUIT || state->contract.kind == KAISER_BID_KAISER_40);
  s->bonus_value = deck->bonus_value;
  s->penalty_value = deck->penalty_value;
  s->insult = rules->insult;
  s->decomposable = !rules->spade_needs_three;
  s->hand_size = s->table_hand_size ? s->table_hand_size : kaiser_rules_hand_size (rules);
  s->keyed = TRUE;
  for (guint suit = 0; suit < KAISER_N_SUITS; suit++)
    if (deck->n_cards[suit] > 9)
      s->keyed = FALSE;

  s->key_base[0] = ((guint64) (s->low != 0) << 62) | ((guint64) (s->trump_by_lead != 0) << 63);
  s->key_base[1] = (guint64) s->active << 23;

  s->leader = trick->leader;
  s->n_played = trick->n_played;
  s->in_trick = 0;
  s->win = 0;
  seat = trick->leader;
  for (guint i = 0; i < trick->n_played; i++, seat = s->next_seat[seat])
    {
      s->trick[i] = s->to_solver[trick->cards[i]];
      s->trick_seat[i] = (guint8) seat;
      s->in_trick |= kaiser_card_bit (s->trick[i]);
    }
  s->win = s->n_played > 0 ? winning_index (s) : 0;
  for (guint suit = 0; suit < KAISER_N_SUITS; suit++)
    s->code[suit] = suit_code (s, suit);
  s->age++;
  memset (s->history, 0, sizeof s->history);
  memset (s->refute, NO_MOVE, sizeof s->refute);
  s->prev_lead = state->n_tricks > 0 ? s->to_solver[state->tricks[state->n_tricks - 1].cards[0]] & 63 : 0;
  s->to_act = state->to_act;
  s->tricks_left = s->hand_size - state->n_tricks;
  for (guint t = 0; t < VTEAMS; t++)
    s->team_tricks[t] = kaiser_state_tricks (state, (KaiserTeam) t);
  s->insulted = state->insulted;

  /* Specials still to be won, and who has those already taken. */
  s->bonus = s->to_solver[deck->bonus_card];
  s->penalty = s->to_solver[deck->penalty_card];
  s->bonus_bit = s->bonus == KAISER_CARD_NONE ? 0 : kaiser_card_bit (s->bonus);
  s->penalty_bit = s->penalty == KAISER_CARD_NONE ? 0 : kaiser_card_bit (s->penalty);
  s->specials = s->bonus_bit | s->penalty_bit;
  s->special_owner[0] = s->special_owner[1] = 2;
  for (guint t = 0; t < VTEAMS; t++)
    {
      if (kaiser_cards_has (state->won[t], deck->bonus_card))
        s->special_owner[0] = t;
      if (kaiser_cards_has (state->won[t], deck->penalty_card))
        s->special_owner[1] = t;
    }
  /* acc is the plain count (a point a trick, the +5 and −3 cards, the
   * insult), summed per trick; with V17 the leaves score the real count,
   * and the table's key holds what that depends on. */
  s->acc = (gint) s->team_tricks[0] - (gint) s->team_tricks[1];
  for (guint k = 0; k < 2; k++)
    if (s->special_owner[k] < 2)
      s->acc += (s->special_owner[k] == 0 ? 1 : -1) * (k == 0 ? s->bonus_value : s->penalty_value);
  if (s->insulted != KAISER_TEAM_NONE)
    s->acc += s->insulted == KAISER_TEAM_NS ? -5 : 5;
}

/* The value of a finished hand. */
static gint
leaf_value (const KaiserSolver *s)
{
  KaiserCards won[VTEAMS] = { 0, 0 };

  if (s->decomposable)
    return s->acc;
  for (guint t = 0; t < VTEAMS; t++)
    {
      if (s->special_owner[0] == t)
        won[t] |= kaiser_card_bit (s->rules.deck.bonus_card);
      if (s->special_owner[1] == t)
        won[t] |= kaiser_card_bit (s->rules.deck.penalty_card);
    }
  return kaiser_score_points (&s->rules, s->team_tricks[0], won[0], s->insulted == KAISER_TEAM_NS) -
         kaiser_score_points (&s->rules, s->team_tricks[1], won[1], s->insulted == KAISER_TEAM_EW);
}

static inline KaiserCards
legal_cards (const KaiserSolver *s)
{
  KaiserCards hand = s->hands[s->to_act];

  if (s->n_played > 0)
    {
      KaiserCards follow = suit_cards (hand, kaiser_card_suit (s->trick[0]));
      if (follow)
        return follow;
    }
  return hand;
}

/* Is card the top of its run of equivalent legal cards?  A run is cards
 * next to each other among the cards still in play (hands and the trick
 * in progress) of a suit, never the +5 or −3 card. */
static inline gboolean
is_run_top (const KaiserSolver *s, KaiserCards legal, KaiserCard card)
{
  KaiserCards up = above (suit_cards (s->live | s->in_trick, kaiser_card_suit (card)), card);
  KaiserCards next = up & -up;

  return (s->specials & kaiser_card_bit (card)) || !(next & legal & ~s->specials);
}

/* Every legal card that is_run_top, at once.  With A the cards in play
 * and the gaps G the other places of each suit (never its unused top
 * place, so nothing crosses into the next suit): adding the legal cards
 * shifted up one to G carries each through the gap above it onto the
 * next card in play; those that land on legal cards are the ones with a
 * legal card just below, found by filling down through the gaps. */
static inline KaiserCards
run_tops (const KaiserSolver *s, KaiserCards legal)
{
  const KaiserCards top_places = G_GUINT64_CONSTANT (0x8000800080008000);
  KaiserCards in_play = s->live | s->in_trick;
  KaiserCards gaps = ~in_play & ~top_places;
  KaiserCards plain = legal & ~s->specials;
  KaiserCards next_up = (gaps + (plain << 1)) & plain;    /* legal cards with a plain legal card just below */
  KaiserCards fill = (next_up >> 1) & gaps, through = gaps;

  if (!next_up)
    return legal;
  if (!fill)
    return legal & ~((next_up >> 1) & in_play);
  fill |= through & (fill >> 1);
  through &= through >> 1;
  fill |= through & (fill >> 2);
  through &= through >> 2;
  fill |= through & (fill >> 4);
  through &= through >> 4;
  fill |= through & (fill >> 8);
  /* the card just below each: where the fill meets a card in play */
  return legal & ~(((next_up >> 1) | (fill >> 1)) & in_play);
}

/* The top of the run of equivalent legal cards that card belongs to. */
static KaiserCard
run_top (const KaiserSolver *s, KaiserCards legal, KaiserCard card)
{
  while (!is_run_top (s, legal, card))
    {
      KaiserCards up = above (suit_cards (s->live | s->in_trick, kaiser_card_suit (card)), card);
      card = kaiser_cards_first (up);
    }
  return card;
}

static inline gboolean
beats (const KaiserSolver *s, KaiserCard card, KaiserCard best)
{
  if (kaiser_card_suit (card) == kaiser_card_suit (best))
    return card > best;
  return (gint) kaiser_card_suit (card) == s->trump;
}

/* Current winner of the trick in progress (n_played > 0). */
static guint
winning_index (const KaiserSolver *s)
{
  guint best = 0;

  for (guint i = 1; i < s->n_played; i++)
    if (beats (s, s->trick[i], s->trick[best]))
      best = i;
  return best;
}

/* Ordering: a guess at how good each move is (the search is exact
 * whatever it says). */

#define SUIT_BITS G_GUINT64_CONSTANT (0x0001000100010001)

/* The lowest place of each suit the hand holds a card of. */
static inline KaiserCards
suits_held (KaiserCards h)
{
  h |= h >> 8;
  h |= h >> 4;
  h |= h >> 2;
  h |= h >> 1;
  return h & SUIT_BITS;
}

/* What score_lead needs, once a node. */
typedef struct {
  KaiserCards top;          /* strongest card of each suit in play */
  KaiserCards opp_ruff;     /* lowest place of each suit an opponent holding trumps is out of */
  KaiserCards partner_ruff;
} Lead;

static inline gint
score_lead (const KaiserSolver *s, const Lead *info, KaiserCard card)
{
  KaiserSeat me = s->to_act, partner = vseat_partner (me);
  guint team = me & 1, suit = kaiser_card_suit (card);
  KaiserCards suit_bit = G_GUINT64_CONSTANT (1) << (suit * KAISER_MAX_POWER);
  gboolean opp_ruff = (info->opp_ruff & suit_bit) != 0, partner_ruff = (info->partner_ruff & suit_bit) != 0;
  KaiserCard top = kaiser_cards_last (suit_cards (info->top, suit));
  gint power = (gint) kaiser_card_power (card);
  gint v;

  if (card == top)
    {
      v = opp_ruff ? -15 : 70;   /* not into a ruff */
      if ((gint) suit == s->trump)
        v -= 20;                 /* a side suit's winner first */
      /* a singleton +5 card of an opponent falls under it */
      if (!opp_ruff && (s->live & s->bonus_bit) && kaiser_card_suit (s->bonus) == suit &&
          (s->owner[s->bonus] & 1) != team && suit_cards (s->hands[s->owner[s->bonus]], suit) == s->bonus_bit)
        v += 30;
    }
  else if (s->owner[top] == partner && !opp_ruff)
    v = 55 - power;
  else if (partner_ruff && !opp_ruff)
    v = 60 - power;
  else
    v = (opp_ruff ? -10 : 25) + power;   /* force out their high cards, not into a ruff */

  if (card == s->bonus)
    v = (s->owner[top] == partner && !opp_ruff) ? 100 : v - 60;
  else if (card == s->penalty)
    v = ((s->owner[top] & 1) != team && !partner_ruff) ? 90 : v - 60;
  return v;
}

/* What score_follow needs of the trick so far, once a node, as sets of
 * cards: those that would beat the card winning the trick, and for each
 * team, those of its cards a seat of the other team still to play could
 * beat. */
typedef struct {
  KaiserCards mine;         /* cards that beat the card winning the trick so far */
  KaiserCards beaten[VTEAMS];  /* a card of team t a later opponent can beat */
  guint      team;          /* of the seat to act */
  guint      winning_team;
  gboolean   winning_sure;  /* no opponent of its side still to play can beat it */
  gint       points;        /* of the trick so far */
} Follow;

/* The guess for a card that follows (the +5 and −3 cards take this
 * whole way; the others are scored by classes in follow_keys, to the
 * same values). */
static inline gint
score_follow (const KaiserSolver *s, const Follow *f, KaiserCard card)
{
  KaiserCards bit = kaiser_card_bit (card);
  gboolean mine = (f->mine & bit) != 0;
  guint best_team = mine ? f->team : f->winning_team;
  gint power = (gint) kaiser_card_power (card);
  gint points = f->points;
  gboolean sure = mine ? !(f->beaten[f->team] & bit) : f->winning_sure;
  gint v;

  if (card == s->bonus)
    points += s->bonus_value;
  else if (card == s->penalty)
    points += s->penalty_value;

  if (best_team == f->team)
    {
      v = (sure ? 60 : 25) - power;
      if (mine && f->winning_team == f->team)
        v -= 10;   /* overtaking partner */
      if (points < 0)
        v -= 50;
    }
  else
    v = 40 - power;
  if (card == s->bonus)
    v += best_team == f->team ? (sure ? 100 : 10) : (sure ? -100 : -30);
  else if (card == s->penalty)
    v += best_team != f->team ? (sure ? 100 : 10) : (sure ? -100 : -30);
  return v;
}

/* Sort keys: the score, then the lower card first (the order the cards
 * are met in), the card in the low six bits. */
#define MOVE_KEY(v, card) ((v) * 64 + 63 - (gint) (card))
#define KEY_CARD(k) ((KaiserCard) (~(k) & 63))

/* Insertion, highest key first, of a key (the card is in it), after a
 * sentinel above every key (key[-1]) */
static inline void
insert_move (gint *key, guint *n, gint k)
{
  gint *p = key + (*n)++;

  for (; p[-1] < k; p--)
    p[0] = p[-1];
  p[0] = k;
}

/* Moves card, when it is among the n moves, to the front: a follower's
 * refutation is tried first. */
static inline void
move_first (guint8 *moves, guint n, guint card)
{
  for (guint j = 1; j < n; j++)
    if (moves[j] == card)
      {
        memmove (moves + 1, moves, j);
        moves[0] = (guint8) card;
        return;
      }
}

/* The cards that follow to the trick in progress, by key; last: the
 * seat to act is the trick's last (no later opponent); one_later: one
 * seat plays after it. */
static inline __attribute__ ((always_inline)) guint
follow_keys (const KaiserSolver *s, KaiserCards tops, gint *key, gboolean last, gboolean one_later)
{
  KaiserSeat me = s->to_act, o = me;
  KaiserCards tmask = s->trump >= 0 ? kaiser_suit_mask ((KaiserSuit) s->trump) : 0;
  KaiserCard lead = s->trick[0], w = s->trick[s->win];
  KaiserCards lead_mask = kaiser_suit_mask (kaiser_card_suit (lead));
  KaiserCards w_bit = kaiser_card_bit (w), beaten, plain;
  guint wsuit = kaiser_card_suit (w);
  Follow f;
  KaiserCard card;
  guint n = 0;
  gint pen, base[4];  /* by class: 3 takes the trick surely, 2 for now, 0 does not */

  f.beaten[0] = f.beaten[1] = 0;
  for (guint i = s->n_played + 1; !last && (one_later ? i == s->n_played + 1 : i < s->n_active); i++)
    {
      KaiserCards follow, trumps;
      guint against = (o = s->next_seat[o], (o & 1) ^ 1);   /* the team this seat plays against */

      follow = s->hands[o] & lead_mask;
      trumps = s->hands[o] & tmask;
      if (follow)
        f.beaten[against] |= lead_mask & ((kaiser_card_bit (kaiser_cards_last (follow))) - 1);
      else if (trumps)
        f.beaten[against] |= ~tmask | (tmask & (kaiser_card_bit (kaiser_cards_last (trumps)) - 1));
    }
  f.team = me & 1;
  f.winning_team = s->trick_seat[s->win] & 1;
  f.winning_sure = last || !(f.beaten[f.winning_team] & w_bit);
  f.mine = (kaiser_suit_mask ((KaiserSuit) wsuit) & ~((w_bit << 1) - 1)) | ((gint) wsuit != s->trump ? tmask : 0);
  f.points = 1;
  if (s->in_trick & s->bonus_bit)
    f.points += s->bonus_value;
  if (s->in_trick & s->penalty_bit)
    f.points += s->penalty_value;

  /* a card other than the +5 and −3 scores a base by its class (takes
   * the trick surely, takes it for now, does not) less its power */
  pen = f.points < 0 ? 50 : 0;
  base[3] = 60 - (f.winning_team == f.team ? 10 : 0) - pen;
  base[2] = base[3] - 35;
  base[0] = f.winning_team == f.team ? (f.winning_sure ? 60 : 25) - pen : 40;
  beaten = last ? 0 : f.beaten[f.team];
  /* each class at once: MOVE_KEY (base - power, card) */
  plain = tops & ~s->specials;
  KAISER_CARDS_FOREACH (card, plain & f.mine & ~beaten)
    insert_move (key, &n, MOVE_KEY (base[3], 0) - (gint) kaiser_card_power (card) * 64 - (gint) card);
  KAISER_CARDS_FOREACH (card, plain & f.mine & beaten)
    insert_move (key, &n, MOVE_KEY (base[2], 0) - (gint) kaiser_card_power (card) * 64 - (gint) card);
  KAISER_CARDS_FOREACH (card, plain & ~f.mine)
    insert_move (key, &n, MOVE_KEY (base[0], 0) - (gint) kaiser_card_power (card) * 64 - (gint) card);
  KAISER_CARDS_FOREACH (card, tops & s->specials)
    insert_move (key, &n, MOVE_KEY (score_follow (s, &f, card), card));
  return n;
}

/* The cards that lead to a new trick, by key.  A suit's cards other
 * than its top card, the +5 and the −3 score a base plus or minus their
 * power. */
static inline guint
lead_keys (const KaiserSolver *s, KaiserCards tops, gint *key)
{
  KaiserSeat me = s->to_act, partner = vseat_partner (me);
  guint team = me & 1;
  KaiserCards tmask = s->trump >= 0 ? kaiser_suit_mask ((KaiserSuit) s->trump) : 0;
  KaiserCard card;
  Lead info;
  guint n = 0;
  const guint16 *history = s->history[me];

  info.top = 0;
  info.opp_ruff = info.partner_ruff = 0;
  if (tmask)
    {
      KaiserCards side_suits = SUIT_BITS & ~tmask;

      for (KaiserSeat o = 0; o < VSEATS; o++)
        if (o != me && (s->hands[o] & tmask))
          {
            KaiserCards out_of = ~suits_held (s->hands[o]) & side_suits;

            if ((o & 1) != team)
              info.opp_ruff |= out_of;
            else
              info.partner_ruff |= out_of;
          }
    }
  for (guint suit = 0; suit < KAISER_N_SUITS; suit++)
    {
      KaiserCards suit_bit = G_GUINT64_CONSTANT (1) << (suit * KAISER_MAX_POWER);
      gboolean opp_ruff = (info.opp_ruff & suit_bit) != 0, partner_ruff = (info.partner_ruff & suit_bit) != 0;
      KaiserCards mine = suit_cards (tops, suit);
      KaiserCard t;
      gint v, base, sign;

      if (!mine)
        continue;
      /* as score_lead */
      t = kaiser_cards_last (suit_cards (s->live, suit));
      info.top |= kaiser_card_bit (t);
      /* the suit's cards but the +5 and −3, the top one by v */
      mine &= ~s->specials;
      if (mine & kaiser_card_bit (t))
        {
          v = opp_ruff ? -15 : 70;
          if ((gint) suit == s->trump)
            v -= 20;
          if (!opp_ruff && (s->live & s->bonus_bit) && kaiser_card_suit (s->bonus) == suit &&
              (s->owner[s->bonus] & 1) != team && suit_cards (s->hands[s->owner[s->bonus]], suit) == s->bonus_bit)
            v += 30;
          insert_move (key, &n, MOVE_KEY (v * HISTORY_WEIGHT + history[t], t));
          mine &= ~kaiser_card_bit (t);
        }
      if (!mine)
        continue;
      sign = -1;
      if (s->owner[t] == partner && !opp_ruff)
        base = 55;
      else if (partner_ruff && !opp_ruff)
        base = 60;
      else
        {
          base = opp_ruff ? -10 : 25;
          sign = 1;
        }
      KAISER_CARDS_FOREACH (card, mine)
        insert_move (key, &n, MOVE_KEY ((base + sign * (gint) kaiser_card_power (card)) * HISTORY_WEIGHT + history[card], card));
    }
  KAISER_CARDS_FOREACH (card, tops & s->specials)
    insert_move (key, &n, MOVE_KEY (score_lead (s, &info, card) * HISTORY_WEIGHT + history[card], card));
  return n;
}

/* The key of a hint: above every other key, below the sentinel */
#define HINT_KEY(card) ((G_MAXINT & ~63) | (63 - (gint) (card)))

/* ordered_keys when there are two legal cards or more */
static guint
ordered_keys_of (const KaiserSolver *s, KaiserCards legal, KaiserCard refute, KaiserCard hint, gint *keys)
{
  KaiserCards tops = run_tops (s, legal);
  guint n, first = 0;

  keys[0] = G_MAXINT;
  /* one run of equivalent cards: nothing to order */
  if (!(tops & (tops - 1)))
    {
      keys[1] = MOVE_KEY (0, kaiser_cards_first (tops));
      return 1;
    }
  if (refute < 64 && (tops & kaiser_card_bit (refute)))
    {
      keys[++first] = HINT_KEY (refute);
      tops &= ~kaiser_card_bit (refute);
    }
  if (hint < 64 && (tops & kaiser_card_bit (hint)))
    {
      keys[++first] = HINT_KEY (hint);
      tops &= ~kaiser_card_bit (hint);
    }
  if (s->n_played == 0)
    n = lead_keys (s, tops, keys + 1 + first);
  else
    n = follow_keys (s, tops, keys + 1 + first, FALSE, FALSE);
  return first + n;
}

/* ordered_moves_of for a seat that follows, from the tops of its runs
 * (two or more): their keys in order at keys + 1 (KEY_CARD) */
static inline __attribute__ ((always_inline)) guint
follow_order (const KaiserSolver *s, KaiserCards tops, gint *keys, gboolean last, gboolean one_later)
{
  keys[0] = G_MAXINT;
  return follow_keys (s, tops, keys + 1, last, one_later);
}

/* The cards of a set, lowest power first, then lowest suit (the order
 * of MOVE_KEY (base - power, card) for one base) */
static inline __attribute__ ((always_inline)) guint
by_power (KaiserCards m, guint8 *out, guint n)
{
  KaiserCard card;

  /* one suit: the bits' order */
  if (!(m & ~kaiser_suit_mask (kaiser_card_suit (kaiser_cards_first (m)))))
    {
      KAISER_CARDS_FOREACH (card, m)
        out[n++] = (guint8) card;
      return n;
    }
  /* the powers present, lowest first: each one's row, by suit */
  for (guint u = (guint16) (m | (m >> 16) | (m >> 32) | (m >> 48)); u; u &= u - 1)
    KAISER_CARDS_FOREACH (card, m & (SUIT_BITS << kaiser_cards_first (u)))
      out[n++] = (guint8) card;
  return n;
}

/* The moves of the trick's last seat, from the tops of its runs (two or
 * more, neither the +5 nor the −3 card), in out: the order of
 * follow_keys (s, tops, ..., TRUE, FALSE), found by sets.  The last seat
 * sees the whole trick: every card that takes it takes it surely, so a
 * card scores 60 less its power when it takes the trick from the other
 * side, 50 when from its partner, 40 when it does not and the other side
 * wins, 60 when it does not and its partner wins, all 50 less when the
 * trick so far counts below 0; with powers below 10 (a keyed deck) each
 * class is a block, by power.  One +5 or −3 card among them scores above
 * every other card (by 90 or more) when its side takes the trick (the
 * +5) or the other side does (the −3), else below every other card. */
static inline __attribute__ ((always_inline)) guint
last_order (const KaiserSolver *s, KaiserCards tops, guint8 *out)
{
  KaiserCard w = s->trick[s->win];
  KaiserCards w_bit = kaiser_card_bit (w);
  guint wsuit = kaiser_card_suit (w);
  KaiserCards tmask = s->trump >= 0 ? kaiser_suit_mask ((KaiserSuit) s->trump) : 0;
  KaiserCards mine = (kaiser_suit_mask ((KaiserSuit) wsuit) & ~((w_bit << 1) - 1)) |
                     ((gint) wsuit != s->trump ? tmask : 0);
  KaiserCards sp = tops & s->specials;
  gboolean partner = ((s->trick_seat[s->win] ^ s->to_act) & 1) == 0;
  gint points = 1;
  guint n = 0;

  if (G_UNLIKELY (s->in_trick & s->specials))
    {
      if (s->in_trick & s->bonus_bit)
        points += s->bonus_value;
      if (s->in_trick & s->penalty_bit)
        points += s->penalty_value;
    }
  if (sp)
    {
      /* the +5 first when its side takes the trick, the −3 when the
       * other side does, else last */
      if (((sp & mine) != 0 || partner) == ((sp & s->bonus_bit) != 0))
        {
          out[n++] = (guint8) kaiser_cards_first (sp);
          sp = 0;
        }
      tops &= ~s->specials;
    }
  /* the cards that lose first when the partner wins or the trick counts below 0 */
  if (partner || points < 0)
    mine = ~mine;
  n = (tops & mine) ? by_power (tops & mine, out, n) : n;
  n = (tops & ~mine) ? by_power (tops & ~mine, out, n) : n;
  if (sp)
    out[n++] = (guint8) kaiser_cards_first (sp);
  return n;
}

/* The moves of a seat that follows before the trick's last, from the
 * tops of its runs (two or more), in out: the order of follow_keys (s,
 * tops, ..., FALSE, one_later), found by sets for a keyed deck (powers
 * below 10) when neither the +5 nor the −3 card is among them (else by
 * keys).  The bases of the classes differ by 10 or more, so each class is
 * a block, by power: the cards that do not take the trick (base 40, or
 * 60 / 25 when the partner wins surely / for now, less 50 when the trick
 * counts below 0) and those that take it surely (60, 50 over the partner,
 * less 50 likewise), the higher base first, then those that take it only
 * for now (35 below those that take it surely: below the other two
 * always).  What a later seat could beat is looked at only when a card
 * takes the trick. */
static inline __attribute__ ((always_inline)) guint
follow_sets (const KaiserSolver *s, KaiserCards tops, gboolean one_later, guint8 *out)
{
  KaiserSeat me = s->to_act, o = me;
  guint team = me & 1;
  KaiserCards tmask = s->trump >= 0 ? kaiser_suit_mask ((KaiserSuit) s->trump) : 0;
  KaiserCard w = s->trick[s->win];
  KaiserCards lead_mask = kaiser_suit_mask (kaiser_card_suit (s->trick[0]));
  KaiserCards w_bit = kaiser_card_bit (w), beaten = 0, sure, lose, now, first, second;
  guint wsuit = kaiser_card_suit (w);
  KaiserCards mine = (kaiser_suit_mask ((KaiserSuit) wsuit) & ~((w_bit << 1) - 1)) |
                     ((gint) wsuit != s->trump ? tmask : 0);
  KaiserCard card;
  guint n = 0;

  if (G_UNLIKELY (tops & s->specials))
    {
      gint keys[MAX_MOVES + 1];

      keys[0] = G_MAXINT;
      n = follow_keys (s, tops, keys + 1, FALSE, one_later);
      for (guint i = 0; i < n; i++)
        out[i] = (guint8) KEY_CARD (keys[i + 1]);
      return n;
    }
  /* no card takes the trick: one block */
  if (!(tops & mine))
    return by_power (tops, out, n);
  /* the cards of this team a later opponent can beat (as follow_keys) */
  for (guint i = s->n_played + 1; one_later ? i == s->n_played + 1 : i < s->n_active; i++)
    {
      KaiserCards follow, trumps;

      o = s->next_seat[o];
      if ((o & 1) == team)
        continue;
      follow = s->hands[o] & lead_mask;
      trumps = s->hands[o] & tmask;
      if (follow)
        beaten |= lead_mask & ((kaiser_card_bit (kaiser_cards_last (follow))) - 1);
      else if (trumps)
        beaten |= ~tmask | (tmask & (kaiser_card_bit (kaiser_cards_last (trumps)) - 1));
    }
  sure = tops & mine & ~beaten;
  lose = tops & ~mine;
  now = tops & mine & beaten;
  first = sure, second = lose;
  if (sure && lose)
    {
      gboolean lose_first;

      if ((s->trick_seat[s->win] & 1) == team)
        lose_first = !(beaten & w_bit);   /* the partner wins surely */
      else
        {
          gint points = 1;

          if (s->in_trick & s->bonus_bit)
            points += s->bonus_value;
          if (s->in_trick & s->penalty_bit)
            points += s->penalty_value;
          lose_first = points < 0;
        }
      if (lose_first)
        first = lose, second = sure;
    }
  /* one suit: each block in the bits' order */
  if (!(tops & ~kaiser_suit_mask (kaiser_card_suit (kaiser_cards_first (tops)))))
    {
      KAISER_CARDS_FOREACH (card, first)
        out[n++] = (guint8) card;
      KAISER_CARDS_FOREACH (card, second)
        out[n++] = (guint8) card;
      KAISER_CARDS_FOREACH (card, now)
        out[n++] = (guint8) card;
      return n;
    }
  n = first ? by_power (first, out, n) : n;
  n = second ? by_power (second, out, n) : n;
  n = now ? by_power (now, out, n) : n;
  return n;
}

/* The moves of the seat to act, one card of each run of equivalent
 * cards, likely best first; refute (the refutation) goes first, then
 * hint (a lead from the table): their keys at keys + 1 (KEY_CARD), after
 * a sentinel. */
static inline guint
ordered_keys (const KaiserSolver *s, KaiserCard refute, KaiserCard hint, gint *keys)
{
  KaiserCards legal = legal_cards (s);

  if (!(legal & (legal - 1)))
    {
      keys[1] = MOVE_KEY (0, kaiser_cards_first (legal));
      return 1;
    }
  return ordered_keys_of (s, legal, refute, hint, keys);
}

/* ordered_keys as cards */
static guint
ordered_moves (const KaiserSolver *s, KaiserCard hint, KaiserCard *out)
{
  gint keys[MAX_MOVES + 1];
  guint n = ordered_keys (s, KAISER_CARD_NONE, hint, keys);

  for (guint i = 0; i < n; i++)
    out[i] = KEY_CARD (keys[i + 1]);
  return n;
}

/* The owners of a suit's cards in play from the strongest down, two bits
 * a card, after a leading 1 that marks the length. */
static guint64
suit_code (const KaiserSolver *s, guint suit)
{
  KaiserCards m = suit_cards (s->live, suit);
  guint64 c = 1;

  while (m)
    {
      KaiserCard card = kaiser_cards_last (m);

      c = (c << 2) | s->owner[card];
      m &= ~kaiser_card_bit (card);
    }
  return c;
}

/* Where a +5/−3 card stands among its suit's cards in play: 0 when out
 * of play, else 1 + the cards below it. */
static inline guint64
special_place (const KaiserSolver *s, KaiserCard card, KaiserCards bit)
{
  if (!(s->live & bit))
    return 0;
  return 1 + count_suit (s->live & (bit - 1), kaiser_card_suit (card));
}

/* Key of a position at a trick boundary: each suit's code (kept up to
 * date by play); where the +5/−3 cards stand; the leader; trumps and
 * order; and for V17, what the count depends on. */
static inline void
make_key (const KaiserSolver *s, guint64 key[2])
{
  /* at most 9 cards a suit: 19 bits of code each */
  key[0] = s->code[0] | (s->code[1] << 20) | (s->code[2] << 40) | ((guint64) s->leader << 60) | s->key_base[0];
  key[1] = s->code[3] | ((guint64) (s->trump + 1) << 20) | s->key_base[1] |
           (special_place (s, s->bonus, s->bonus_bit) << 27) | (special_place (s, s->penalty, s->penalty_bit) << 32);
  if (!s->decomposable)
    key[1] |= (guint64) ((MIN (s->team_tricks[0], 3u) << 6) | (MIN (s->team_tricks[1], 3u) << 4) |
                         (s->special_owner[0] << 2) | s->special_owner[1]) << 37;
}

/* The bucket from the top bits of the products: every bit of the key
 * moves them (bits 32 to 47, as before, never saw the leader or the
 * upper cards of the third suit, so the four leaders of a deal's
 * positions fought over one bucket). */
static inline TTBucket *
tt_bucket (KaiserSolver *s, const guint64 key[2])
{
  guint64 h = key[0] * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) ^ key[1] * G_GUINT64_CONSTANT (0xc2b2ae3d27d4eb4f);
  return &s->tt[h >> (64 - TT_BITS)];
}

static inline gboolean
tt_match (const KaiserSolver *s, const TTEntry *e, const guint64 key[2])
{
  return e->key[0] == key[0] && e->key[1] == key[1] && e->generation == s->generation;
}

/* The cards of a hand above every other card in play of their suit, in
 * every suit at once: the other cards are filled down through their
 * suits, never across into the next one. */
static inline KaiserCards
top_cards (KaiserCards hand, KaiserCards live)
{
  KaiserCards f = live & ~hand;

  f |= (f >> 1) & G_GUINT64_CONSTANT (0x7fff7fff7fff7fff);
  f |= (f >> 2) & G_GUINT64_CONSTANT (0x3fff3fff3fff3fff);
  f |= (f >> 4) & G_GUINT64_CONSTANT (0x0fff0fff0fff0fff);
  f |= (f >> 8) & G_GUINT64_CONSTANT (0x00ff00ff00ff00ff);
  return hand & ~f;
}

/* Bounds on the value still to come (NS − EW, less acc) at a trick
 * boundary, for decomposable scoring; each is what one side can force
 * whatever the other does.
 *
 * The side on lead (A) has two plans.  Cashing: the leader first plays
 * his top trumps (an opponent with no more trumps than that is then out
 * of them), then in each other suit his top cards while no opponent
 * still holding trumps can be out of it; the partner plays a card that
 * is not a trump to each of those tricks, so if he still holds trumps
 * he must have enough other cards (else he could be made to ruff and
 * take the lead).  The +5 card falls on those tricks when the partner
 * holds it and may play it to one of them (its suit, or one he is out
 * of), when an opponent holds it with no more cards of its suit than
 * are cashed, or when it is among the leader's cashed cards.  Or the
 * leader, holding the +5, leads it at once to a trick his side surely
 * wins.  Whichever side takes the tricks its trumps surely take
 * (trump_masters).  Every other trick, and the +5, −3 and insult where
 * not shown, count at their worst (or best) for A. */
/* The side that surely wins the trick of a +5/−3 card in play: when it
 * is a trump and the other side has none, its holder's side; else 2. */
static inline guint
special_master (const KaiserSolver *s, KaiserCard card, KaiserCards bit)
{
  KaiserCards tmask, other = 0;
  guint team;

  if (!(s->live & bit) || s->trump < 0 || (gint) kaiser_card_suit (card) != s->trump)
    return 2;
  tmask = kaiser_suit_mask ((KaiserSuit) s->trump);
  team = s->owner[card] & 1;
  other = (s->hands[team ^ 1] | s->hands[team ^ 3]) & tmask;
  return other ? 2 : team;
}

/* Tricks a side surely takes with trumps, whatever anyone plays: each
 * trump of a hand goes to a trick of its own, which that side wins
 * unless a higher trump of the other side falls on it; a trump of the
 * other side can beat one trick only, so the tricks lost are at most a
 * matching of the hand's trumps with higher ones of the other side
 * (greedy, from the hand's highest trump down).  The better of the two
 * hands (both may play to the same tricks). */
static inline guint
trump_masters (const KaiserSolver *s, guint team)
{
  KaiserCards tmask = kaiser_suit_mask ((KaiserSuit) s->trump);
  KaiserCards theirs = (s->hands[team ^ 1] | s->hands[team ^ 3]) & tmask, over;
  guint best = 0;

  if (!theirs)
    return MAX (count_suit (s->hands[team], (guint) s->trump), count_suit (s->hands[team ^ 2], (guint) s->trump));
  /* the cards above all of theirs are won at once */
  over = above (tmask, kaiser_cards_last (theirs));
  for (guint h = team; h < VSEATS; h += 2)
    {
      KaiserCards mine = s->hands[h] & tmask & ~over;
      guint won = count_suit (s->hands[h] & over, (guint) s->trump), used = 0;

      while (mine)
        {
          KaiserCard c = kaiser_cards_last (mine);

          mine &= ~kaiser_card_bit (c);
          if (count_suit (above (theirs, c), (guint) s->trump) > used)
            used++;
          else
            won++;
        }
      best = MAX (best, won);
    }
  return best;
}

/* The other side's masters against a side (X): for each hand of the
 * other side (Y), its cards above all of X's cards of their suit, in
 * the suits X holds. */
typedef struct {
  KaiserCards master[2];   /* of seats team ^ 1, team ^ 3 */
} Kept;

static inline void
kept_against (const KaiserSolver *s, guint team, Kept *k)
{
  KaiserCards ours = s->hands[team] | s->hands[team ^ 2];
  KaiserCards below = ours, in_ours = suits_held (ours) * 0xffff;

  /* X's cards filled down through their suits */
  below |= (below >> 1) & G_GUINT64_CONSTANT (0x7fff7fff7fff7fff);
  below |= (below >> 2) & G_GUINT64_CONSTANT (0x3fff3fff3fff3fff);
  below |= (below >> 4) & G_GUINT64_CONSTANT (0x0fff0fff0fff0fff);
  below |= (below >> 8) & G_GUINT64_CONSTANT (0x00ff00ff00ff00ff);
  k->master[0] = s->hands[team ^ 1] & in_ours & ~below;
  k->master[1] = s->hands[team ^ 3] & in_ours & ~below;
}

/* Does the other side (B) surely win a trick, A being on lead?
 * LOSES_FIRST: whatever suit the leader leads, a B hand holds a master
 * of it (kept_against) and the leader's partner cannot ruff it (he holds
 * the suit or no trumps, or it is trumps): B wins the first trick.
 * LOSES_ONE: that, or the partner holds no trumps, the leader holds a
 * suit S in which a B hand holds masters, and in each suit both A hands
 * hold a B hand holds masters, one suit a B hand (S among them).  B plays
 * so that each such hand keeps its suit: it plays a master to each trick
 * led in it, and throws away a master only when it holds nothing else
 * (it then holds one to its last card).  Until B wins a trick the leader
 * leads every trick: the partner cannot win one (he cannot ruff, and of
 * the suits the leader can lead he holds only suits kept, to whose
 * tricks a B hand plays a master).  The leader cannot throw away his
 * cards of S, so he leads S at last, and B wins that trick. */
#define LOSES_FIRST 1
#define LOSES_ONE   2

static inline guint
loses_one (const KaiserSolver *s, const Kept *k)
{
  KaiserSeat lead = s->leader, partner = vseat_partner (lead);
  KaiserCards tmask = s->trump >= 0 ? kaiser_suit_mask ((KaiserSuit) s->trump) : 0;
  KaiserCards lead_suits = suits_held (s->hands[lead]), partner_suits = suits_held (s->hands[partner]);
  KaiserCards kept[2] = { suits_held (k->master[0]), suits_held (k->master[1]) };
  KaiserCards bad = lead_suits & ~(kept[0] | kept[1]);
  gboolean partner_trumps = (s->hands[partner] & tmask) != 0;

  if (partner_trumps)
    bad |= lead_suits & ~partner_suits & ~(tmask & SUIT_BITS);
  if (!bad)
    return LOSES_FIRST | LOSES_ONE;
  if (partner_trumps)
    return 0;
  for (guint h = 0; h < 2; h++)
    {
      KaiserCards mine = kept[h] & lead_suits;

      while (mine)
        {
          KaiserCards suit = mine & -mine;
          KaiserCards rest = lead_suits & partner_suits & ~suit;

          if (!rest || (!(rest & (rest - 1)) && (kept[h ^ 1] & rest)))
            return LOSES_ONE;
          mine &= mine - 1;
        }
    }
  return 0;
}

/* Does the other side (B) surely take the +5, which one of its hands
 * holds?  When that hand's partner holds a card of its suit above all of
 * A's, A cannot ruff that suit (it is trumps, or A holds none), and B
 * surely takes a trick with its trumps or wins the first trick
 * (LOSES_FIRST): B plays so that the holder plays the +5 to the first
 * trick led in its suit, under his partner's master (which the partner
 * keeps: one is his last card if he must throw them away), and B, on
 * lead, leads that suit; the holder keeps the +5 to the last trick.  So
 * A takes the +5 only by winning every trick without leading its suit,
 * which those rules forbid. */
static inline gboolean
bonus_lost (const KaiserSolver *s, guint team, const Kept *k, guint loses)
{
  guint bsuit = kaiser_card_suit (s->bonus);
  KaiserSeat mate = vseat_partner (s->owner[s->bonus]);
  KaiserCards tmask = s->trump >= 0 ? kaiser_suit_mask ((KaiserSuit) s->trump) : 0;
  KaiserCards ours = s->hands[team] | s->hands[team ^ 2];

  if ((gint) bsuit != s->trump && (ours & tmask))
    return FALSE;
  /* the partner's master, or any card of the suit when A holds none */
  if (!suit_cards (suit_cards (ours, bsuit) ? k->master[mate == (team ^ 1) ? 0 : 1] : s->hands[mate], bsuit))
    return FALSE;
  return (loses & LOSES_FIRST) || (s->trump >= 0 && trump_masters (s, team ^ 1) > 0);
}

/* The cashing plans of the side on lead (A) from me's hand: tops are
 * his top cards, sure A's trump_masters, pen the −3 and insult at their
 * worst for these plans.  The caller has checked that need can be met
 * at all (the best these plans count). */
static inline __attribute__ ((always_inline)) gint
sure_low (const KaiserSolver *s, KaiserSeat me, gboolean on_lead, gint need, KaiserCards tops, guint sure, gint pen)
{
  KaiserSeat partner = vseat_partner (me);
  guint team = me & 1;
  gint n = (gint) s->tricks_left, low;
  guint q = 0;
  gboolean bonus_live = (s->live & s->bonus_bit) != 0, captured = FALSE, lead_bonus = FALSE;
  gint trump = s->trump;
  KaiserCards tmask = trump >= 0 ? kaiser_suit_mask ((KaiserSuit) trump) : 0;
  guint bsuit = bonus_live ? kaiser_card_suit (s->bonus) : KAISER_N_SUITS;
  KaiserSeat holder = bonus_live ? s->owner[s->bonus] : KAISER_SEAT_NONE;
  guint m_trump = 0, m[KAISER_N_SUITS] = { 0, 0, 0, 0 }, side = 0, partner_other = 0;
  gboolean ruff1 = FALSE, ruff3 = FALSE;   /* an opponent (seat team ^ 1, team ^ 3) can ruff the side suits */
  gboolean partner_ruffs, capped = FALSE;
  KaiserSeat o;

  partner_ruffs = FALSE;
  if (tmask)
    {
      guint partner_trumps = count_suit (s->hands[partner], (guint) trump);

      m_trump = count_suit (tops, (guint) trump);
      ruff1 = count_suit (s->hands[team ^ 1], (guint) trump) > m_trump;
      ruff3 = count_suit (s->hands[team ^ 3], (guint) trump) > m_trump;
      /* every hand holds n cards at a trick boundary */
      partner_ruffs = partner_trumps > m_trump;
      if (partner_ruffs)
        partner_other = (guint) n - partner_trumps;
    }
#pragma GCC unroll 4
  for (guint suit = 0; suit < KAISER_N_SUITS; suit++)
    {
      guint k;

      if ((gint) suit == trump)
        continue;
      k = count_suit (tops, suit);
      if (k && ruff1)
        k = MIN (k, count_suit (s->hands[team ^ 1], suit));
      if (k && ruff3)
        k = MIN (k, count_suit (s->hands[team ^ 3], suit));
      m[suit] = k;
      side += k;
    }
  if (partner_ruffs && side > partner_other)
    {
      side = partner_other;
      capped = TRUE;
    }
  q = MAX (m_trump + side, sure);

  /* the −3 and the insult at their worst (q from either plan: the +5
   * below is only for the cashing plan) */
  low = 2 * (gint) q - n + pen;
  if (!bonus_live)
    return low;
  /* not enough even with the +5: no need to look for it */
  if (low + ABS (s->bonus_value) < need &&
      2 - n + s->bonus_value - ((s->live & s->penalty_bit) ? ABS (s->penalty_value) : 0) < need)
    return low - ABS (s->bonus_value);

  if (bonus_live)
    {
      guint mb = (gint) bsuit == trump ? m_trump : m[bsuit];

      if (holder == me)
        {
          /* among the leader's cashed cards */
          if (count_suit (above (s->hands[me], s->bonus), bsuit) < mb && ((gint) bsuit == trump || !capped))
            captured = TRUE;
          else if (on_lead)
            {
              /* led now: no opponent can beat the partner's best card of the suit (or the +5 itself) */
              KaiserCards ours = suit_cards (s->hands[partner], bsuit) | s->bonus_bit;
              KaiserCard top = kaiser_cards_last (ours);

              lead_bonus = TRUE;
#pragma GCC unroll 2
              for (o = team ^ 1; o < VSEATS; o += 2)
                {
                  KaiserCards theirs = suit_cards (s->hands[o], bsuit);

                  if (theirs ? above (theirs, top) != 0 : ((gint) bsuit != trump && (s->hands[o] & tmask)))
                    lead_bonus = FALSE;
                }
            }
        }
      else if (holder == partner)
        {
          /* the first trick of a cashed suit that is the +5's or that he is
           * out of (unless the +5 is a trump: playing it there would be a
           * ruff that takes the lead) */
          if (m_trump > 0 && ((gint) bsuit == trump || !(s->hands[partner] & tmask)))
            captured = TRUE;
          if (side > 0)
#pragma GCC unroll 4
            for (guint suit = 0; suit < KAISER_N_SUITS; suit++)
              if (m[suit] > 0 && (suit == bsuit || ((gint) bsuit != trump && !suit_cards (s->hands[partner], suit))))
                captured = TRUE;
        }
      else if (count_suit (s->hands[holder], bsuit) <= mb && mb > 0 &&
               ((gint) bsuit == trump || !capped || partner_other >= mb))
        captured = TRUE;
    }

  if (bonus_live)
    {
      if (special_master (s, s->bonus, s->bonus_bit) == team || (gint) q >= n)
        low += s->bonus_value;   /* whatever the plan, or a plan taking every trick */
      else
        {
          /* the cashing plan with the +5 it may capture, or the plan of the
           * trumps above the other side's */
          low -= ABS (s->bonus_value);
          if (captured)
            low = MAX (low, low + 2 * ((gint) (m_trump + side) - (gint) q) + s->bonus_value + ABS (s->bonus_value));
        }
      if (lead_bonus)
        {
          /* that trick, then the −3 and the insult (should the partner be
           * made to ruff with the −3) at their worst */
          gint alt = 2 - n + s->bonus_value;

          if (s->live & s->penalty_bit)
            alt -= ABS (s->penalty_value) + (s->insult ? 5 : 0);
          low = MAX (low, alt);
        }
    }
  return low;
}

/* With no trumps in the other side's hands: the leader cashes his top
 * cards of each suit (cards above every other card in play), then leads
 * a suit whose top card his partner holds, and the partner cashes his
 * top cards.  Nothing can be ruffed by the other side; the partner plays
 * to the leader's tricks cards that are neither his top cards nor trumps
 * (he must hold enough of them), so he never takes the lead early and
 * keeps his top cards; the leader, void of a suit the partner cashes,
 * may have to ruff with a trump, which wins the trick and every later
 * one (his trumps being all above the other side's none).  The +5 falls
 * on a trick of the plan when its holder (of A) may play it there: to a
 * trick his partner cashes of the +5's own suit or of a suit he is out of
 * (not for a +5 that is a trump), or as the card that crosses, or among
 * the top cards cashed.
 * Returns A's tricks less the other side's, or -n when the plan does not
 * apply; *bonus: whether the +5 falls on a trick of the plan.  my_tops,
 * his_tops: the leader's and his partner's top_cards. */
static gint
cash_and_cross (const KaiserSolver *s, KaiserCards my_tops, KaiserCards his_tops, gboolean *bonus)
{
  KaiserSeat me = s->leader, partner = vseat_partner (me);
  guint team = me & 1;
  gint n = (gint) s->tricks_left;
  KaiserCards tmask = s->trump >= 0 ? kaiser_suit_mask ((KaiserSuit) s->trump) : 0;
  guint mine = 0, his = 0, spare = 0;
  guint bsuit = (s->live & s->bonus_bit) ? kaiser_card_suit (s->bonus) : KAISER_N_SUITS;
  KaiserSeat holder = bsuit < KAISER_N_SUITS ? s->owner[s->bonus] : KAISER_SEAT_NONE;
  gboolean entry = FALSE, captured = FALSE;

  *bonus = FALSE;
  if (!(s->active & (1u << partner)) || ((s->hands[team ^ 1] | s->hands[team ^ 3]) & tmask))
    return -n;
  if (holder != KAISER_SEAT_NONE && (holder == me || holder == partner) && ((my_tops | his_tops) & s->bonus_bit))
    captured = TRUE;
#pragma GCC unroll 4
  for (guint suit = 0; suit < KAISER_N_SUITS; suit++)
    {
      KaiserCards live_suit = suit_cards (s->live, suit);
      KaiserCards my_suit = suit_cards (s->hands[me], suit), his_suit = suit_cards (s->hands[partner], suit);
      guint k_me, k_his;

      if (!live_suit)
        continue;
      k_me = count_suit (my_tops, suit);
      k_his = count_suit (his_tops, suit);
      mine += k_me;
      his += k_his;
      if (k_his > 0 && my_suit)
        {
          entry = TRUE;
          /* the leader crosses with the +5 itself */
          if (holder == me && suit == bsuit)
            captured = TRUE;
        }
      /* the holder plays the +5 to a trick his partner cashes, after the
       * one that crosses (never discarding a +5 that is a trump: that
       * would be a ruff taking the lead) */
      if (k_me > 0 && holder == partner && (suit == bsuit || (!his_suit && (gint) bsuit != s->trump)))
        captured = TRUE;
      if (k_his > 1 && holder == me && (suit == bsuit || (!my_suit && (gint) bsuit != s->trump)))
        captured = TRUE;
      if ((gint) suit != s->trump)
        spare += count_suit (his_suit, suit) - k_his;
    }
  if (!entry || spare < mine)
    return -n;
  /* every trick taken: the +5 in play falls on one */
  *bonus = captured || (bsuit < KAISER_N_SUITS && (gint) (mine + his) >= n);
  return 2 * MIN ((gint) (mine + his), n) - n;
}

/* Can the side on lead (A), holding the −3, make the other side (B)
 * take it on the first trick?  The leader leads the lowest card of a
 * suit S he holds (the −3 itself when his); his partner plays his lowest
 * card of S, or the −3 when his (of S, or thrown away being out of S, a
 * −3 that is a trump only to a trick of trumps), or, out of S, a card
 * that is not a trump when he holds one (or any card when S is trumps);
 * and a B hand holds cards of S all above A's cards of that trick, one
 * of which it must play, so the trick is B's (the other B hand may only
 * ruff it).  The −3 never wins that trick, so there is no insult. */
static inline gboolean
penalty_dumped (const KaiserSolver *s)
{
  KaiserSeat lead = s->leader, partner = vseat_partner (lead);
  guint team = lead & 1, psuit = kaiser_card_suit (s->penalty);
  KaiserCards tmask = s->trump >= 0 ? kaiser_suit_mask ((KaiserSuit) s->trump) : 0;
  KaiserCards ph = s->hands[partner];
  gboolean mine = s->owner[s->penalty] == lead;

#pragma GCC unroll 4
  for (guint suit = 0; suit < KAISER_N_SUITS; suit++)
    {
      KaiserCards led = suit_cards (s->hands[lead], suit), follow = suit_cards (ph, suit), top;

      if (!led || (mine && suit != psuit))
        continue;
      /* A's highest card in the trick */
      top = mine ? s->penalty_bit : led & -led;
      if (follow)
        {
          if (!mine && suit != psuit)
            continue;             /* the partner must follow, not throw the −3 */
          if (!mine)
            top = MAX (top, s->penalty_bit);
          else
            top = MAX (top, follow & -follow);
        }
      else if (!mine)
        {
          if ((gint) psuit == s->trump && (gint) suit != s->trump)
            continue;             /* throwing the −3 would be a ruff */
        }
      else if (ph && tmask && (gint) suit != s->trump && !(ph & ~tmask))
        continue;                 /* the partner would have to ruff */
      for (guint o = team ^ 1; o < VSEATS; o += 2)
        {
          KaiserCards theirs = suit_cards (s->hands[o], suit);

          if (theirs && !(theirs & ((top << 1) - 1)))
            return TRUE;
        }
    }
  return FALSE;
}

/* What the points still to be won could swing: tricks left, and the
 * +5, −3 and insult still open (each spread) */
static inline gint
swing_of (const KaiserSolver *s, gint *spread_b, gint *spread_p, gint *spread_i)
{
  *spread_b = *spread_p = *spread_i = 0;
  if (s->live & s->bonus_bit)
    *spread_b = ABS (s->bonus_value);
  if (s->live & s->penalty_bit)
    *spread_p = ABS (s->penalty_value);
  if (s->insult && *spread_b && *spread_p)
    *spread_i = 5;
  return (gint) s->tricks_left + *spread_b + *spread_p + *spread_i;
}

/* The widest bounds (every trick, +5, −3 and insult either way),
 * checked before the table: where they cut, the table's load would be
 * spent for nothing. */
static inline gboolean
swing_cut (const KaiserSolver *s, gint alpha, gint beta, gint *value)
{
  gint spread_b, spread_p, spread_i, swing = swing_of (s, &spread_b, &spread_p, &spread_i);

  if (s->acc + swing <= alpha)
    {
      *value = s->acc + swing;
      return TRUE;
    }
  if (s->acc - swing >= beta)
    {
      *value = s->acc - swing;
      return TRUE;
    }
  return FALSE;
}

/* The value at a trick boundary may be cut off by bounds: after the
 * widest (swing_cut, which search_lead checks before the table), for
 * the side on lead (A) where they could tell: at least sure_low's plans,
 * the −3 given away (penalty_dumped), cash_and_cross; at most the tricks
 * the other side's trumps surely take (trump_masters) or one trick it
 * surely wins (loses_one), less a +5 or −3 that surely goes against A
 * (special_master, bonus_lost).  Returns TRUE with the bound in *value. */
static inline gboolean
bounds_cut (const KaiserSolver *s, gint alpha, gint beta, gint *value)
{
  gint n = (gint) s->tricks_left, spread_b, spread_p, spread_i, swing = swing_of (s, &spread_b, &spread_p, &spread_i);
  gint need_low, need_high, sign;

  if (s->trump_by_lead && s->tricks_left == s->hand_size)
    return FALSE;

  /* in A's terms: A's value at least need_low, or at most need_high, cuts */
  sign = (s->leader & 1) == KAISER_TEAM_NS ? 1 : -1;
  need_low = sign > 0 ? beta - s->acc : s->acc - alpha;
  need_high = sign > 0 ? alpha - s->acc : s->acc - beta;
  if (n + spread_b + spread_p - spread_i >= need_low)
    {
      KaiserSeat lead = s->leader, partner = vseat_partner (lead);
      guint team = lead & 1;
      KaiserCards tmask = s->trump >= 0 ? kaiser_suit_mask ((KaiserSuit) s->trump) : 0;
      guint sure = tmask ? trump_masters (s, team) : 0;
      gint low = -INF;

      /* the −3 goes to the other side at once (penalty_dumped), the
       * tricks at their worst but for those A's trumps surely take
       * (cheap, so first; only when that would cut) */
      if (spread_p && (s->owner[s->penalty] & 1) == team &&
          2 * (gint) sure - n - s->penalty_value - spread_b >= need_low && penalty_dumped (s))
        low = 2 * (gint) sure - n - s->penalty_value - spread_b;
      if (low < need_low)
        {
          KaiserCards tops_l = top_cards (s->hands[lead], s->live), tops_p;
          /* the −3 and insult at their worst for the plans below, unless
           * the −3 surely goes to the other side; each plan counts at
           * most 2 q + base for the q tricks it could take, so it needs
           * q >= q_need */
          gint pen = -spread_i, q_need;

          if (spread_p)
            pen -= special_master (s, s->penalty, s->penalty_bit) == (team ^ 1) ? s->penalty_value : spread_p;
          q_need = need_low - (pen + (spread_b ? s->bonus_value : 0) - n);
          q_need = q_need <= 0 ? 0 : (q_need + 1) / 2;
          if (q_need <= n)
            {
              /* sure_low's plans: the leader's top cards, or A's sure trump
               * tricks, or a lead of the +5 (to a trick won by one of A's
               * top cards) */
              if ((gint) sure >= q_need || at_least (tops_l, q_need) ||
                  (q_need == 1 && spread_b && s->owner[s->bonus] == lead))
                {
                  gint v = sure_low (s, lead, TRUE, need_low, tops_l, sure, pen);

                  low = MAX (low, v);
                }
              if (low < need_low)
                {
                  tops_p = top_cards (s->hands[partner], s->live);

                  /* or the leader crosses to his partner's top card of a
                   * suit (no opponent holding trumps out of it) and the
                   * partner cashes */
                  if ((s->active & (1u << partner)) && ((gint) sure >= q_need || at_least (tops_p, q_need)))
                    {
                      /* the suits the leader holds whose top card is the partner's */
                      KaiserCards cross = suits_held (tops_p) & suits_held (s->hands[lead]);

                      if (cross && tmask)
                        for (guint o = team ^ 1; o < VSEATS; o += 2)
                          if (s->hands[o] & tmask)
                            cross &= suits_held (s->hands[o]) | (tmask & SUIT_BITS);
                      if (cross)
                        {
                          gint v = sure_low (s, partner, FALSE, need_low, tops_p, sure, pen);

                          low = MAX (low, v);
                        }
                    }

                  /* or cash_and_cross, only when B holds no trumps (else it
                   * counts every trick, the +5, −3 and insult lost, which
                   * cannot cut once the widest bound did not) */
                  if (low < need_low && !((s->hands[team ^ 1] | s->hands[team ^ 3]) & tmask) &&
                      at_least (tops_l | tops_p, q_need))
                    {
                      gboolean bonus;
                      gint tricks = cash_and_cross (s, tops_l, tops_p, &bonus);

                      low = MAX (low, tricks - spread_p - spread_i + (bonus ? s->bonus_value : -spread_b));
                    }
                }
            }
        }

      if (low >= need_low)
        {
          *value = s->acc + sign * low;
          return TRUE;
        }
    }
  if (-n - spread_b - spread_p + spread_i <= need_high)
    {
      guint team = s->leader & 1;
      gint most = n, high = swing, gap;
      gboolean bonus_open = spread_b && (s->owner[s->bonus] & 1) != team;
      guint loses;
      Kept k;

      /* a +5 the other side surely takes, a −3 that A surely takes */
      if (special_master (s, s->bonus, s->bonus_bit) == (team ^ 1))
        {
          high -= spread_b + s->bonus_value;
          bonus_open = FALSE;
        }
      if (special_master (s, s->penalty, s->penalty_bit) == team)
        high -= spread_p - s->penalty_value;
      /* the tricks B's trumps surely take (trump_masters, at most a B
       * hand's trumps), when with the side-suit rules below they could
       * close the gap */
      if (s->trump >= 0)
        {
          guint t = MAX (count_suit (s->hands[team ^ 1], (guint) s->trump), count_suit (s->hands[team ^ 3], (guint) s->trump));

          if (high - need_high > 2 * (gint) MAX (t, 1u) + (bonus_open ? spread_b + s->bonus_value : 0))
            return FALSE;
          if (t)
            most = n - (gint) trump_masters (s, team ^ 1);
        }
      high -= 2 * (n - most);
      gap = high - need_high;
      if (gap <= 0)
        {
          *value = s->acc + sign * high;
          return TRUE;
        }
      /* then the side-suit rules, when they could close the gap */
      if (gap > (most == n ? 2 : 0) + (bonus_open ? spread_b + s->bonus_value : 0))
        return FALSE;
      kept_against (s, team, &k);
      loses = loses_one (s, &k);
      if (bonus_open && bonus_lost (s, team, &k, loses))
        high -= spread_b + s->bonus_value;
      if (most == n && loses)
        high -= 2;
      if (high <= need_high)
        {
          *value = s->acc + sign * high;
          return TRUE;
        }
    }
  return FALSE;
}

typedef struct {
  KaiserCard  card;
  guint8      seat;
  guint8      win;
  guint8      n_played;
  guint8      done;         /* the card completed the trick */
  guint8      leader;
  guint8      prev_lead;
  guint8      special_owner[2];
  guint8      insulted;
  guint8      team;
  gint8       trump;
  KaiserCards in_trick;
  guint64     code;         /* of the card's suit */
  gint        acc;
  KaiserCard  trick[VSEATS];   /* the completed trick, which the next one overwrites */
  guint8      trick_seat[VSEATS];
} Undo;

static inline __attribute__ ((always_inline)) void
play (KaiserSolver *s, KaiserCard card, Undo *u)
{
  KaiserSeat seat = s->to_act;
  KaiserCards bit = kaiser_card_bit (card);
  guint i = s->n_played, suit = kaiser_card_suit (card);
  guint below = count_suit (s->live & (bit - 1), suit);
  guint64 code = s->code[suit];

  u->card = card;
  u->seat = (guint8) seat;
  u->win = (guint8) s->win;
  u->n_played = (guint8) i;
  u->trump = (gint8) s->trump;
  u->in_trick = s->in_trick;
  u->code = code;
  u->done = FALSE;

  if (i == 0)
    {
      if (s->trump_by_lead && s->tricks_left == s->hand_size)
        s->trump = (gint) suit;
      s->win = 0;
    }
  else if (beats (s, card, s->trick[s->win]))
    s->win = i;
  /* the card leaves its suit's code: two bits at its place from the bottom */
  s->code[suit] = code ^ ((code ^ (code >> 2)) & (~G_GUINT64_CONSTANT (0) << (2 * below)));
  s->hands[seat] &= ~bit;
  s->live &= ~bit;
  s->in_trick |= bit;
  s->trick[i] = card;
  s->trick_seat[i] = (guint8) seat;
  s->n_played = i + 1;

  if (s->n_played < s->n_active)
    {
      s->to_act = s->next_seat[seat];
      return;
    }

  /* The trick is complete. */
  {
    KaiserSeat winner = (KaiserSeat) s->trick_seat[s->win];
    KaiserTeam team = vseat_team (winner);
    gint value = 1;

    u->done = TRUE;
    memcpy (u->trick, s->trick, sizeof u->trick);
    memcpy (u->trick_seat, s->trick_seat, sizeof u->trick_seat);
    u->acc = s->acc;
    u->special_owner[0] = s->special_owner[0];
    u->special_owner[1] = s->special_owner[1];
    u->leader = (guint8) s->leader;
    u->prev_lead = s->prev_lead;
    u->insulted = (guint8) s->insulted;
    u->team = (guint8) team;
    s->prev_lead = (guint8) s->trick[0];

    if (s->in_trick & s->specials)
      {
        if (s->in_trick & s->bonus_bit)
          {
            value += s->bonus_value;
            s->special_owner[0] = team;
            /* the insult: the −3 card wins a trick holding the +5 card */
            if (s->insult && s->trick[s->win] == s->penalty)
              {
                for (guint k = 0; k < s->n_played; k++)
                  if (s->trick[k] == s->bonus)
                    s->insulted = vseat_team ((KaiserSeat) s->trick_seat[k]);
                s->acc += s->insulted == KAISER_TEAM_NS ? -5 : 5;
              }
          }
        if (s->in_trick & s->penalty_bit)
          {
            value += s->penalty_value;
            s->special_owner[1] = team;
          }
      }
    s->acc += team == KAISER_TEAM_NS ? value : -value;
    s->team_tricks[team]++;
    s->tricks_left--;
    s->leader = winner;
    s->to_act = winner;
    s->n_played = 0;
    s->in_trick = 0;
  }
}

static inline __attribute__ ((always_inline)) void
unplay (KaiserSolver *s, const Undo *u)
{
  KaiserCards bit = kaiser_card_bit (u->card);

  if (u->done)
    {
      s->acc = u->acc;
      s->leader = u->leader;
      s->prev_lead = u->prev_lead;
      s->insulted = (KaiserTeam) u->insulted;
      s->team_tricks[u->team]--;
      s->tricks_left++;
      memcpy (s->trick, u->trick, sizeof s->trick);
      memcpy (s->trick_seat, u->trick_seat, sizeof s->trick_seat);
      s->special_owner[0] = u->special_owner[0];
      s->special_owner[1] = u->special_owner[1];
    }
  s->code[kaiser_card_suit (u->card)] = u->code;
  s->hands[u->seat] |= bit;
  s->live |= bit;
  s->in_trick = u->in_trick;
  s->n_played = u->n_played;
  s->win = u->win;
  s->trump = u->trump;
  s->to_act = u->seat;
}

/* NS − EW points of a whole trick of these cards (decomposable scoring),
 * led in the suit of led_mask, trumps tmask (or none): the highest trump
 * wins, else the highest card of the suit led; its owner's side takes
 * the trick. */
static inline gint
trick_of_cards (const KaiserSolver *s, KaiserCards cards, KaiserCards tmask, KaiserCards led_mask, KaiserCard *winner)
{
  KaiserCards trumps = cards & tmask;
  KaiserCard w = kaiser_cards_last (trumps ? trumps : cards & led_mask);
  gint value = 1, insult = 0;

  if (cards & s->specials)
    {
      if (cards & s->bonus_bit)
        {
          value += s->bonus_value;
          /* the insult: the −3 card wins a trick holding the +5 card */
          if (s->insult && w == s->penalty)
            insult = (s->owner[s->bonus] & 1) == KAISER_TEAM_NS ? -5 : 5;
        }
      if (cards & s->penalty_bit)
        value += s->penalty_value;
    }
  *winner = w;
  return ((s->owner[w] & 1) == KAISER_TEAM_NS ? value : -value) + insult;
}

/* The last trick: every seat has one card left. */
static gint
last_trick (KaiserSolver *s)
{
  Undo u[VSEATS];
  guint n = s->n_active;
  gint value;

  if (s->decomposable)
    {
      KaiserCard w;

      return s->acc + trick_of_cards (s, s->live, s->trump >= 0 ? kaiser_suit_mask ((KaiserSuit) s->trump) : 0,
                                      kaiser_suit_mask (kaiser_card_suit (kaiser_cards_first (s->hands[s->leader]))), &w);
    }

  for (guint i = 0; i < n; i++)
    play (s, kaiser_cards_first (s->hands[s->to_act]), &u[i]);
  value = leaf_value (s);
  for (guint i = n; i-- > 0;)
    unplay (s, &u[i]);
  return value;
}

/* The cards a seat may play to the first of the last two tricks (led
 * in lead_mask's suit, none for the lead): of two equivalent cards, one
 * is enough. */
static inline KaiserCards
last_two_moves (const KaiserSolver *s, KaiserCards hand, KaiserCards lead_mask)
{
  KaiserCards legal = hand & lead_mask ? hand & lead_mask : hand;

  if (legal & (legal - 1))
    {
      KaiserCard lo = kaiser_cards_first (legal), hi = kaiser_cards_last (legal);

      if (kaiser_card_suit (lo) == kaiser_card_suit (hi) && !((s->specials) & legal) &&
          !(above (s->live, lo) & ~above (s->live, hi) & ~kaiser_card_bit (hi)))
        return kaiser_card_bit (hi);
    }
  return legal;
}

/* The last two tricks, decomposable scoring: plain fail-soft alpha-beta
 * over the first trick, each seat's cards lowest first, the second trick
 * being forced; a level a seat, without recursion. */
static __attribute__ ((noinline)) gint
last_two_from (const KaiserSolver *s, const KaiserSeat *seats, gint alpha, gint beta)
{
  guint n = s->n_active, i = 0;
  KaiserCards rest[VSEATS], played[VSEATS], lead_mask = 0;
  KaiserCards tmask = s->trump >= 0 ? kaiser_suit_mask ((KaiserSuit) s->trump) : 0;
  gint best[VSEATS], lo[VSEATS], hi[VSEATS];

  rest[0] = last_two_moves (s, s->hands[seats[0]], 0);
  played[0] = 0;
  best[0] = vseat_team (seats[0]) == KAISER_TEAM_NS ? -INF : INF;
  lo[0] = alpha;
  hi[0] = beta;
  for (;;)
    {
      KaiserCard card = kaiser_cards_first (rest[i]);
      KaiserCards bit = kaiser_card_bit (card);
      gint v;

      rest[i] &= rest[i] - 1;
      if (i == 0)
        lead_mask = kaiser_suit_mask (kaiser_card_suit (card));
      if (i + 1 < n)
        {
          /* the next seat, with this level's window */
          played[i + 1] = played[i] | bit;
          lo[i + 1] = lo[i];
          hi[i + 1] = hi[i];
          i++;
          rest[i] = last_two_moves (s, s->hands[seats[i]], lead_mask);
          best[i] = vseat_team (seats[i]) == KAISER_TEAM_NS ? -INF : INF;
          continue;
        }
      {
        /* the second trick is forced: each seat's other card, led by the
         * first trick's winner */
        KaiserCards first = played[i] | bit, others = s->live & ~first;
        KaiserCard w;

        v = s->acc + trick_of_cards (s, first, tmask, lead_mask, &w);
        v += trick_of_cards (s, others, tmask,
                             kaiser_suit_mask (kaiser_card_suit (kaiser_cards_first (s->hands[s->owner[w]] & others))), &w);
      }
      /* back up through the levels that are done */
      for (;;)
        {
          if (vseat_team (seats[i]) == KAISER_TEAM_NS)
            {
              best[i] = MAX (best[i], v);
              lo[i] = MAX (lo[i], v);
            }
          else
            {
              best[i] = MIN (best[i], v);
              hi[i] = MIN (hi[i], v);
            }
          if (lo[i] < hi[i] && rest[i])
            break;
          v = best[i];
          if (i == 0)
            return v;
          i--;
        }
    }
}

/* last_two_from with four seats, a level a function, all inline: the
 * same search in the same order.  The value of the two tricks once the
 * first is complete (its cards first): */
static inline __attribute__ ((always_inline)) gint
last_two_leaf (const KaiserSolver *s, KaiserCards first, KaiserCards lead_mask, KaiserCards tmask)
{
  KaiserCards others = s->live & ~first;
  KaiserCard w;
  gint v = s->acc + trick_of_cards (s, first, tmask, lead_mask, &w);

  return v + trick_of_cards (s, others, tmask,
                             kaiser_suit_mask (kaiser_card_suit (kaiser_cards_first (s->hands[s->owner[w]] & others))), &w);
}

/* A child's value v taken into best and the window (lo, hi) */
#define MINIMAX_UPDATE(v, lo, hi)               \
  if (maximise)                                 \
    {                                           \
      best = MAX (best, v);                     \
      lo = MAX (lo, v);                         \
    }                                           \
  else                                          \
    {                                           \
      best = MIN (best, v);                     \
      hi = MIN (hi, v);                         \
    }

static inline __attribute__ ((always_inline)) gint
last_two_seat3 (const KaiserSolver *s, KaiserSeat seat, KaiserCards played, KaiserCards lead_mask, KaiserCards tmask,
                gint lo, gint hi, gboolean maximise)
{
  KaiserCards rest = last_two_moves (s, s->hands[seat], lead_mask);
  gint best = maximise ? -INF : INF;

  do
    {
      gint v = last_two_leaf (s, played | (rest & -rest), lead_mask, tmask);

      rest &= rest - 1;
      MINIMAX_UPDATE (v, lo, hi);
    }
  while (lo < hi && rest);
  return best;
}

/* The second and third seats of the first of the last two tricks: each
 * of their cards, then the next seat's level. */
#define LAST_TWO_SEAT(name, next_level)                                                                           \
  static inline __attribute__ ((always_inline)) gint                                                            \
  name (const KaiserSolver *s, KaiserSeat seat, KaiserCards played, KaiserCards lead_mask, KaiserCards tmask,   \
        gint lo, gint hi, gboolean maximise)                                                                    \
  {                                                                                                             \
    KaiserCards rest = last_two_moves (s, s->hands[seat], lead_mask);                                          \
    gint best = maximise ? -INF : INF;                                                                          \
                                                                                                                \
    do                                                                                                          \
      {                                                                                                         \
        gint v = next_level (s, vseat_next (seat), played | (rest & -rest), lead_mask, tmask, lo, hi,    \
                             !maximise);                                                                        \
                                                                                                                \
        rest &= rest - 1;                                                                                       \
        MINIMAX_UPDATE (v, lo, hi);                                                                                    \
      }                                                                                                         \
    while (lo < hi && rest);                                                                                    \
    return best;                                                                                                \
  }

LAST_TWO_SEAT (last_two_seat2, last_two_seat3)
LAST_TWO_SEAT (last_two_seat1, last_two_seat2)
#undef LAST_TWO_SEAT

static inline __attribute__ ((always_inline)) gint
last_two_seat0 (const KaiserSolver *s, gint lo, gint hi, gboolean maximise)
{
  KaiserSeat seat = s->leader;
  KaiserCards rest = last_two_moves (s, s->hands[seat], 0);
  KaiserCards tmask = s->trump >= 0 ? kaiser_suit_mask ((KaiserSuit) s->trump) : 0;
  gint best = maximise ? -INF : INF;

  do
    {
      KaiserCard card = kaiser_cards_first (rest);
      gint v = last_two_seat1 (s, vseat_next (seat), kaiser_card_bit (card),
                               kaiser_suit_mask (kaiser_card_suit (card)), tmask, lo, hi, !maximise);

      rest &= rest - 1;
      MINIMAX_UPDATE (v, lo, hi);
    }
  while (lo < hi && rest);
  return best;
}

static __attribute__ ((noinline)) gint
last_two_max4 (const KaiserSolver *s, gint alpha, gint beta)
{
  return last_two_seat0 (s, alpha, beta, TRUE);
}

static __attribute__ ((noinline)) gint
last_two_min4 (const KaiserSolver *s, gint alpha, gint beta)
{
  return last_two_seat0 (s, alpha, beta, FALSE);
}

static gint
last_two (const KaiserSolver *s, gint alpha, gint beta)
{
  KaiserSeat seats[VSEATS];
  KaiserSeat seat = s->leader;
  gint swing = 2;

  /* every point either way */
  if (s->live & s->bonus_bit)
    swing += ABS (s->bonus_value);
  if (s->live & s->penalty_bit)
    swing += ABS (s->penalty_value);
  if (s->insult && (s->live & s->bonus_bit) && (s->live & s->penalty_bit))
    swing += 5;
  if (s->acc + swing <= alpha)
    return s->acc + swing;
  if (s->acc - swing >= beta)
    return s->acc - swing;
  if (s->n_active == VSEATS)
    return vseat_team (s->leader) == KAISER_TEAM_NS ? last_two_max4 (s, alpha, beta) : last_two_min4 (s, alpha, beta);
  for (guint i = 0; i < s->n_active; i++, seat = s->next_seat[seat])
    seats[i] = seat;
  return last_two_from (s, seats, alpha, beta);
}

static inline gint search_follow (KaiserSolver *s, gint alpha, gint beta);
static inline gint search_last (KaiserSolver *s, gint alpha, gint beta);
static gint search_last_forced (KaiserSolver *s, gint alpha, gint beta, KaiserCards legal);
static gint search_last_max (KaiserSolver *s, gint alpha, gint beta, KaiserCards legal);
static gint search_last_min (KaiserSolver *s, gint alpha, gint beta, KaiserCards legal);
static gint search_follow_max (KaiserSolver *s, gint alpha, gint beta, KaiserCards legal);
static gint search_follow_min (KaiserSolver *s, gint alpha, gint beta, KaiserCards legal);
static gint search_follow_max1 (KaiserSolver *s, gint alpha, gint beta, KaiserCards legal);
static gint search_follow_min1 (KaiserSolver *s, gint alpha, gint beta, KaiserCards legal);
static gint search_follow_forced (KaiserSolver *s, gint alpha, gint beta, KaiserCards legal);

/* The search at a trick boundary (n_played == 0): the table, the bounds,
 * the last two tricks, else each lead (children: search_follow). */
static inline __attribute__ ((always_inline)) gint cash_and_cross (const KaiserSolver *s, KaiserCards my_tops,
                                                                   KaiserCards his_tops, gboolean *bonus);
static inline __attribute__ ((always_inline)) gint last_two (const KaiserSolver *s, gint alpha, gint beta);

/* bounds_cut goes inline in the search (it is called at most trick
 * boundaries and often cuts at once), cash_and_cross in it */
static inline __attribute__ ((always_inline)) gboolean bounds_cut (const KaiserSolver *s, gint alpha, gint beta,
                                                                   gint *value);

static inline __attribute__ ((always_inline)) gint
search_lead_of (KaiserSolver *s, gint alpha, gint beta, TTEntry *slot, guint64 key0, guint64 key1,
                gboolean maximise)
{
  gint keys[MAX_MOVES + 1];
  KaiserSeat seat = s->to_act;
  gint alpha0 = alpha, beta0 = beta, best;
  KaiserCard hint = KAISER_CARD_NONE, best_card = KAISER_CARD_NONE;

  if (slot)
    {
      gint lower = slot->lower + s->acc, upper = slot->upper + s->acc;

      alpha = MAX (alpha, lower);
      beta = MIN (beta, upper);
      if (slot->move != NO_MOVE)
        {
          /* the card with as many cards of its suit in play above it */
          KaiserCards m = suit_cards (s->live, slot->move >> 4);

          for (guint k = slot->move & 15; m && k > 0; k--)
            m &= ~kaiser_card_bit (kaiser_cards_last (m));
          if (m)
            hint = kaiser_cards_last (m);
        }
    }
  if (s->decomposable && s->tricks_left > 2)
    {
      gint v;

      /* the widest bounds again when the table's bounds narrowed the window */
      if ((slot && swing_cut (s, alpha, beta, &v)) || bounds_cut (s, alpha, beta, &v))
        return v;
    }

  if (s->tricks_left == 2 && s->decomposable)
    best = last_two (s, alpha, beta);
  else
    {
      /* each lead: what the children share is set once, what differs
       * put back after each */
      /* the refutation first, even before the table's move */
      guint8 *refute = &s->refute[0][seat][s->tricks_left][s->prev_lead];
      guint n = ordered_keys (s, *refute, hint, keys);
      KaiserCards hand = s->hands[seat], live = s->live;
      gint trump0 = s->trump;
      guint win0 = s->win;
      gboolean sets_trump = s->trump_by_lead && s->tricks_left == s->hand_size;
      /* the next seat's moves: the tops of the runs of its hand (the
       * cards in play are the same after each lead), in the suit led
       * when it holds that suit */
      KaiserSeat next = s->next_seat[seat];
      KaiserCards next_hand = s->hands[next];
      KaiserCards next_tops = next_hand & (next_hand - 1) ? run_tops (s, next_hand) : next_hand;

      best = maximise ? -INF : INF;
      s->win = 0;
      s->n_played = 1;
      s->trick_seat[0] = (guint8) seat;
      s->to_act = s->next_seat[seat];
      for (guint i = 0; i < n; i++)
        {
          KaiserCard card = KEY_CARD (keys[i + 1]);
          KaiserCards bit = kaiser_card_bit (card);
          guint suit = kaiser_card_suit (card);
          guint below = count_suit (live & (bit - 1), suit);
          guint64 code = s->code[suit];
          gint v;

          if (sets_trump)
            s->trump = (gint) suit;
          s->code[suit] = code ^ ((code ^ (code >> 2)) & (~G_GUINT64_CONSTANT (0) << (2 * below)));
          s->hands[seat] = hand & ~bit;
          s->live = live & ~bit;
          s->in_trick = bit;
          s->trick[0] = card;
          {
            KaiserCards next_legal = suit_cards (next_tops, suit);

            if (!(next_hand & kaiser_suit_mask ((KaiserSuit) suit)))
              next_legal = next_tops;
            s->nodes++;
            if (s->n_active == 2)
              v = !(next_legal & (next_legal - 1)) ? search_last_forced (s, alpha, beta, next_legal)
                : vseat_team (next) == KAISER_TEAM_NS ? search_last_max (s, alpha, beta, next_legal)
                : search_last_min (s, alpha, beta, next_legal);
            else if (!(next_legal & (next_legal - 1)))
              v = search_follow_forced (s, alpha, beta, next_legal);
            else if (s->n_active == 3)
              v = vseat_team (next) == KAISER_TEAM_NS ? search_follow_max1 (s, alpha, beta, next_legal)
                : search_follow_min1 (s, alpha, beta, next_legal);
            else
              v = vseat_team (next) == KAISER_TEAM_NS ? search_follow_max (s, alpha, beta, next_legal)
                : search_follow_min (s, alpha, beta, next_legal);
          }
          s->code[suit] = code;
          if (maximise)
            {
              if (v > best)
                {
                  best = v;
                  best_card = card;
                }
              alpha = MAX (alpha, v);
            }
          else
            {
              if (v < best)
                {
                  best = v;
                  best_card = card;
                }
              beta = MIN (beta, v);
            }
          if (alpha >= beta)
            {
              if (i > 0)
                *refute = (guint8) card;
              if (s->history[seat][card] < 60000 - 100)
                s->history[seat][card] += (1u << s->tricks_left);
              break;
            }
        }
      s->hands[seat] = hand;
      s->live = live;
      s->in_trick = 0;
      s->n_played = 0;
      s->to_act = seat;
      s->win = win0;
      s->trump = trump0;
    }

  if (s->keyed)
    {
      gint rel = best - s->acc;

      if (!slot)
        {
          /* replace an entry of an older search, else the one with less
           * play below it; the other keeps the deeper one */
          guint64 key[2] = { key0, key1 };
          TTBucket *bucket = tt_bucket (s, key);
          TTEntry *e0 = &bucket->e[0], *e1 = &bucket->e[1];

          if (e0->generation == s->generation && e0->age == s->age &&
              !(e1->generation == s->generation && e1->age == s->age) )
            slot = e1;
          else if (e1->generation == s->generation && e1->age == s->age &&
                   !(e0->generation == s->generation && e0->age == s->age))
            slot = e0;
          else
            slot = e0->depth <= e1->depth ? e0 : e1;
          slot->key[0] = key0;
          slot->key[1] = key1;
          slot->generation = s->generation;
          slot->lower = -120;
          slot->upper = 120;
          slot->move = NO_MOVE;
        }
      slot->age = s->age;
      slot->depth = (guint8) s->tricks_left;
      /* a move that failed for the side to play is no guide */
      if ((maximise ? best > alpha0 : best < beta0) && best_card != KAISER_CARD_NONE)
        slot->move = (guint8) ((kaiser_card_suit (best_card) << 4) |
                               count_suit (above (s->live, best_card), kaiser_card_suit (best_card)));
      if (best <= alpha0)
        slot->upper = MIN (slot->upper, rel);
      else if (best >= beta0)
        slot->lower = MAX (slot->lower, rel);
      else
        slot->lower = slot->upper = rel;
    }
  return best;
}

static __attribute__ ((noinline)) gint
search_lead_max (KaiserSolver *s, gint alpha, gint beta, TTEntry *slot, guint64 key0, guint64 key1)
{
  return search_lead_of (s, alpha, beta, slot, key0, key1, TRUE);
}

static __attribute__ ((noinline)) gint
search_lead_min (KaiserSolver *s, gint alpha, gint beta, TTEntry *slot, guint64 key0, guint64 key1)
{
  return search_lead_of (s, alpha, beta, slot, key0, key1, FALSE);
}

/* The search at a trick boundary: the table's cut-offs here, the rest in
 * search_lead_max/min. */
static inline __attribute__ ((always_inline)) gint
search_lead (KaiserSolver *s, gint alpha, gint beta)
{
  TTEntry *slot = NULL;
  guint64 key[2] = { 0, 0 };

  s->nodes++;
  if (G_UNLIKELY (s->tricks_left <= 1))
    return s->tricks_left == 0 ? leaf_value (s) : last_trick (s);
  if (s->decomposable)
    {
      gint v;

      if (swing_cut (s, alpha, beta, &v))
        return v;
    }
  if (s->keyed)
    {
      TTBucket *bucket;

      make_key (s, key);
      bucket = tt_bucket (s, key);
      if (tt_match (s, &bucket->e[0], key))
        slot = &bucket->e[0];
      else if (tt_match (s, &bucket->e[1], key))
        slot = &bucket->e[1];
      if (slot)
        {
          gint lower = slot->lower + s->acc, upper = slot->upper + s->acc;

          if (lower >= beta)
            return lower;
          if (upper <= alpha)
            return upper;
          if (lower == upper)
            return lower;
        }
    }
  if (vseat_team (s->to_act) == KAISER_TEAM_NS)
    return search_lead_max (s, alpha, beta, slot, key[0], key[1]);
  return search_lead_min (s, alpha, beta, slot, key[0], key[1]);
}

/* MINIMAX_UPDATE; a cut-off after the first card tried failed makes
 * the card the refutation of its context */
#define SEARCH_UPDATE(v)                        \
  MINIMAX_UPDATE (v, alpha, beta)               \
  if (alpha >= beta)                            \
    {                                           \
      if (i > 0)                                \
        *refute = (guint8) card;                \
      break;                                    \
    }

/* The search at the last seat of a trick: each card completes it
 * (children: search_lead). */
static inline __attribute__ ((always_inline)) gint
search_last_of (KaiserSolver *s, gint alpha, gint beta, KaiserCards legal, gboolean forced, gboolean maximise)
{
  gint keys[MAX_MOVES + 1];
  guint8 moves[MAX_MOVES];
  KaiserSeat seat = s->to_act;
  guint i0 = s->n_played, win0 = s->win, n;
  KaiserCards hand = s->hands[seat], live = s->live, in0 = s->in_trick;
  KaiserCard wcard = s->trick[win0];
  gint best = maximise ? -INF : INF;
  KaiserCard trick[VSEATS];
  guint8 trick_seat[VSEATS];
  KaiserSeat wseat = s->trick_seat[win0], leader0 = s->leader;
  gint acc0 = s->acc;
  guint tricks0 = s->team_tricks[0], tricks1 = s->team_tricks[1];
  gboolean decomposable = s->decomposable;
  guint8 *refute = &s->refute[i0][seat][s->tricks_left][wcard], prev0 = s->prev_lead;

  if (forced)
    {
      moves[0] = (guint8) kaiser_cards_first (legal);
      n = 1;
    }
  else if (G_LIKELY (s->keyed && !((legal & s->bonus_bit) && (legal & s->penalty_bit))))
    n = last_order (s, legal, moves);
  else
    {
      n = follow_order (s, legal, keys, TRUE, FALSE);
      for (guint i = 0; i < n; i++)
        moves[i] = (guint8) KEY_CARD (keys[i + 1]);
    }
  if (*refute != NO_MOVE)
    move_first (moves, n, *refute);
  memcpy (trick, s->trick, sizeof trick);
  memcpy (trick_seat, s->trick_seat, sizeof trick_seat);
  trick_seat[i0] = (guint8) seat;
  s->n_played = 0;
  s->in_trick = 0;
  s->tricks_left--;
  for (guint i = 0; i < n; i++)
    {
      KaiserCard card = moves[i];
      KaiserCards bit = kaiser_card_bit (card), cards = in0 | bit;
      guint suit = kaiser_card_suit (card);
      guint below = count_suit (live & (bit - 1), suit);
      guint64 code = s->code[suit];
      gboolean beat = beats (s, card, wcard);
      KaiserSeat winner = beat ? seat : wseat;
      KaiserTeam team = vseat_team (winner);
      gint value = 1, acc = acc0;
      gint v;

      s->code[suit] = code ^ ((code ^ (code >> 2)) & (~G_GUINT64_CONSTANT (0) << (2 * below)));
      s->hands[seat] = hand & ~bit;
      s->live = live & ~bit;
      s->leader = winner;
      s->to_act = winner;
      s->prev_lead = (guint8) trick[0];
      /* only the count of V17 (not decomposable) looks at them */
      if (G_UNLIKELY (!decomposable))
        {
          s->team_tricks[0] = tricks0 + (team == 0);
          s->team_tricks[1] = tricks1 + (team == 1);
        }
      if (G_LIKELY (!(cards & s->specials)))
        {
          s->acc = acc + (team == KAISER_TEAM_NS ? value : -value);
          v = search_lead (s, alpha, beta);
        }
      else
        {
          guint8 owner0 = s->special_owner[0], owner1 = s->special_owner[1];
          KaiserTeam insulted0 = s->insulted;

          if (cards & s->bonus_bit)
            {
              value += s->bonus_value;
              s->special_owner[0] = team;
              /* the insult: the −3 card wins a trick holding the +5 card */
              if (s->insult && (beat ? card : wcard) == s->penalty)
                {
                  trick[i0] = card;
                  for (guint k = 0; k <= i0; k++)
                    if (trick[k] == s->bonus)
                      s->insulted = vseat_team ((KaiserSeat) trick_seat[k]);
                  acc += s->insulted == KAISER_TEAM_NS ? -5 : 5;
                }
            }
          if (cards & s->penalty_bit)
            {
              value += s->penalty_value;
              s->special_owner[1] = team;
            }
          s->acc = acc + (team == KAISER_TEAM_NS ? value : -value);
          v = search_lead (s, alpha, beta);
          s->special_owner[0] = owner0;
          s->special_owner[1] = owner1;
          s->insulted = insulted0;
        }
      s->code[suit] = code;
      if (forced)
        {
          best = v;
          break;
        }
      SEARCH_UPDATE (v);
    }
  s->tricks_left++;
  if (G_UNLIKELY (!decomposable))
    {
      s->team_tricks[0] = tricks0;
      s->team_tricks[1] = tricks1;
    }
  s->acc = acc0;
  s->leader = leader0;
  s->prev_lead = prev0;
  memcpy (s->trick, trick, sizeof trick);
  memcpy (s->trick_seat, trick_seat, sizeof trick_seat);
  s->hands[seat] = hand;
  s->live = live;
  s->in_trick = in0;
  s->n_played = i0;
  s->to_act = seat;
  return best;
}

/* The out-of-line copies of a search function, each with its constant
 * arguments (forced, which side maximises, ...) folded in. */
#define SEARCH_COPY(name, of, ...) \
  static __attribute__ ((noinline)) gint \
  name (KaiserSolver *s, gint alpha, gint beta, KaiserCards legal) \
  { \
    return of (s, alpha, beta, legal, __VA_ARGS__); \
  }

SEARCH_COPY (search_last_forced, search_last_of, TRUE, TRUE)
SEARCH_COPY (search_last_max, search_last_of, FALSE, TRUE)
SEARCH_COPY (search_last_min, search_last_of, FALSE, FALSE)

/* A node in a trick: the tops of the runs of the legal cards of the seat
 * to act in *legal; TRUE when there are two or more to choose from. */
static inline __attribute__ ((always_inline)) gboolean
follow_choices (KaiserSolver *s, KaiserCards *legal)
{
  KaiserCards m = legal_cards (s);

  s->nodes++;
  if (m & (m - 1))
    m = run_tops (s, m);
  *legal = m;
  return (m & (m - 1)) != 0;
}

static inline __attribute__ ((always_inline)) gint
search_last (KaiserSolver *s, gint alpha, gint beta)
{
  KaiserCards legal;

  if (follow_choices (s, &legal))
    return vseat_team (s->to_act) == KAISER_TEAM_NS ? search_last_max (s, alpha, beta, legal)
                                                            : search_last_min (s, alpha, beta, legal);
  return search_last_forced (s, alpha, beta, legal);
}

/* search_follow with two legal cards or more: each card that follows
 * (children: search_follow, or search_last when last: one seat plays
 * after this one).  The next seat's moves are the same after each card
 * (the cards in play and the suit led are), so what search_follow and
 * search_last do before their search is done once here. */
static inline __attribute__ ((always_inline)) gint
search_follow_of (KaiserSolver *s, gint alpha, gint beta, KaiserCards legal, gboolean maximise, gboolean last)
{
  gint keys[MAX_MOVES + 1];
  guint8 moves[MAX_MOVES];
  KaiserSeat seat = s->to_act, next = s->next_seat[seat];
  guint i0 = s->n_played, win0 = s->win, n;
  KaiserCards hand = s->hands[seat], live = s->live, in0 = s->in_trick;
  KaiserCard wcard = s->trick[win0];
  gint best = maximise ? -INF : INF;
  KaiserCards next_legal = suit_cards (s->hands[next], kaiser_card_suit (s->trick[0]));
  guint kind = 0;   /* of the next seat's search: forced, max or min */
  guint8 *refute;
  gboolean next_one = !last && i0 + 3 == s->n_active;

  if (!next_legal)
    next_legal = s->hands[next];
  if (next_legal & (next_legal - 1))
    {
      next_legal = run_tops (s, next_legal);
      if (next_legal & (next_legal - 1))
        kind = vseat_team (next) == KAISER_TEAM_NS ? 1 : 2;
    }
  if (G_LIKELY (s->keyed))
    n = follow_sets (s, legal, last, moves);
  else
    {
      n = follow_order (s, legal, keys, FALSE, last);
      for (guint i = 0; i < n; i++)
        moves[i] = (guint8) KEY_CARD (keys[i + 1]);
    }
  refute = &s->refute[i0][seat][s->tricks_left][wcard];
  if (*refute != NO_MOVE)
    move_first (moves, n, *refute);
  s->trick_seat[i0] = (guint8) seat;
  s->n_played = i0 + 1;
  s->to_act = s->next_seat[seat];
  for (guint i = 0; i < n; i++)
    {
      KaiserCard card = moves[i];
      KaiserCards bit = kaiser_card_bit (card);
      guint suit = kaiser_card_suit (card);
      guint below = count_suit (live & (bit - 1), suit);
      guint64 code = s->code[suit];
      gint v;

      s->win = beats (s, card, wcard) ? i0 : win0;
      s->code[suit] = code ^ ((code ^ (code >> 2)) & (~G_GUINT64_CONSTANT (0) << (2 * below)));
      s->hands[seat] = hand & ~bit;
      s->live = live & ~bit;
      s->in_trick = in0 | bit;
      s->trick[i0] = card;
      s->nodes++;
      if (last)
        v = kind == 0 ? search_last_forced (s, alpha, beta, next_legal)
          : kind == 1 ? search_last_max (s, alpha, beta, next_legal) : search_last_min (s, alpha, beta, next_legal);
      else if (kind == 0)
        v = search_follow_forced (s, alpha, beta, next_legal);
      else if (next_one)
        v = kind == 1 ? search_follow_max1 (s, alpha, beta, next_legal) : search_follow_min1 (s, alpha, beta, next_legal);
      else
        v = kind == 1 ? search_follow_max (s, alpha, beta, next_legal) : search_follow_min (s, alpha, beta, next_legal);
      s->code[suit] = code;
      SEARCH_UPDATE (v);
    }
  s->hands[seat] = hand;
  s->live = live;
  s->in_trick = in0;
  s->n_played = i0;
  s->to_act = seat;
  s->win = win0;
  return best;
}

SEARCH_COPY (search_follow_max, search_follow_of, TRUE, FALSE)
SEARCH_COPY (search_follow_min, search_follow_of, FALSE, FALSE)

/* the same when one seat plays after this one */
SEARCH_COPY (search_follow_max1, search_follow_of, TRUE, TRUE)
SEARCH_COPY (search_follow_min1, search_follow_of, FALSE, TRUE)
#undef SEARCH_UPDATE
#undef SEARCH_COPY
#undef MINIMAX_UPDATE

/* The search in a trick before its last seat (0 < n_played < n_active - 1):
 * a forced card is played here, more go to search_follow_max/min. */
static __attribute__ ((noinline)) gint
search_follow_forced (KaiserSolver *s, gint alpha, gint beta, KaiserCards legal)
{
  KaiserCards bit;
  KaiserSeat seat = s->to_act;
  guint i0 = s->n_played, win0 = s->win, suit;
  KaiserCard card;
  guint64 code;
  gint v;

  bit = legal;
  card = kaiser_cards_first (legal);
  suit = kaiser_card_suit (card);
  code = s->code[suit];
  s->win = beats (s, card, s->trick[win0]) ? i0 : win0;
  s->code[suit] = code ^ ((code ^ (code >> 2)) &
                          (~G_GUINT64_CONSTANT (0) << (2 * count_suit (s->live & (bit - 1), suit))));
  s->hands[seat] &= ~bit;
  s->live &= ~bit;
  s->in_trick |= bit;
  s->trick[i0] = card;
  s->trick_seat[i0] = (guint8) seat;
  s->n_played = i0 + 1;
  s->to_act = s->next_seat[seat];
  v = i0 + 2 == s->n_active ? search_last (s, alpha, beta) : search_follow (s, alpha, beta);
  /* put back: what the card was is still in the trick */
  i0 = s->n_played - 1;
  seat = s->trick_seat[i0];
  bit = kaiser_card_bit (s->trick[i0]);
  s->code[kaiser_card_suit (s->trick[i0])] = code;
  s->hands[seat] |= bit;
  s->live |= bit;
  s->in_trick &= ~bit;
  s->n_played = i0;
  s->to_act = seat;
  s->win = win0;
  return v;
}

static inline __attribute__ ((always_inline)) gint
search_follow (KaiserSolver *s, gint alpha, gint beta)
{
  KaiserCards legal;

  if (!follow_choices (s, &legal))
    return search_follow_forced (s, alpha, beta, legal);
  if (s->n_played + 2 == s->n_active)
    return vseat_team (s->to_act) == KAISER_TEAM_NS ? search_follow_max1 (s, alpha, beta, legal)
                                                            : search_follow_min1 (s, alpha, beta, legal);
  return vseat_team (s->to_act) == KAISER_TEAM_NS ? search_follow_max (s, alpha, beta, legal)
                                                          : search_follow_min (s, alpha, beta, legal);
}

static gint
search (KaiserSolver *s, gint alpha, gint beta)
{
  if (s->n_played == 0)
    return search_lead (s, alpha, beta);
  return s->n_played + 1 == s->n_active ? search_last (s, alpha, beta) : search_follow (s, alpha, beta);
}

static gint mtdf (KaiserSolver *s, gint guess, gboolean root_ns);

/* A guess at the value: the hand played out with each seat's first
 * card in move order, and from the first trick boundary on the way with
 * exact tricks left or fewer, the rest solved (from a guess of this
 * kind with no exact part).  On full deals the plain playout was off by
 * 10 or more in one deal in seven, mostly from the +5 card's trick
 * given to the wrong side in the last tricks.  With the last 6 tricks
 * solved, kaiser_solver_solve_moves took 1.3% fewer nodes in all, the
 * tail's included (5 tricks: 0.9%, 7: 1.1%), kaiser_solver_solve 2.4 to
 * 4%; the tail's table entries lie on the line the search tries first. */
static gint
playout (KaiserSolver *s, guint exact)
{
  Undo u[KAISER_MAX_TRICKS * VSEATS];
  KaiserCard order[MAX_MOVES];
  guint n = 0;
  gint value;

  while (s->tricks_left > 0 && !(n > 0 && s->n_played == 0 && s->tricks_left <= exact))
    {
      ordered_moves (s, KAISER_CARD_NONE, order);
      play (s, order[0], &u[n++]);
    }
  if (s->tricks_left == 0)
    value = leaf_value (s);
  else
    value = mtdf (s, playout (s, 0), vseat_team (s->to_act) == KAISER_TEAM_NS);
  while (n > 0)
    unplay (s, &u[--n]);
  return value;
}

/* MTD(f): the exact value by zero-window probes.  The first asks
 * whether the side of the root (the side to act, or for a root move the
 * side that played it) holds the guess: for North–South a value at
 * least the guess, for East–West at most.  In a root move's search that
 * proof takes every answer of the other side first and fills the table
 * for the second probe; asking East–West's "at most" second took 0.8%
 * more nodes on full deals. */
static gint
mtdf (KaiserSolver *s, gint guess, gboolean root_ns)
{
  gint lower = -INF, upper = INF, g = guess;
  gint beta = root_ns ? g : g + 1;

  while (lower < upper)
    {
      g = search (s, beta - 1, beta);
      if (g < beta)
        upper = g;
      else
        lower = g;
      beta = g == lower ? g + 1 : g;
    }
  return g;
}

static gint solve4 (KaiserSolver *solver, const KaiserState *state);
static guint solve_moves4 (KaiserSolver *solver, const KaiserState *state, KaiserCards wanted, KaiserCard *cards,
                           gint *values);
static void quick_bounds4 (KaiserSolver *solver, const KaiserState *state, gint *low, gint *high);

/* The points a set of seats took in the hand, together: their tricks
 * and cards counted as one side's (kaiser_score_points); the insult
 * counts against them when it fell on one of their sides. */
static gint
coalition_points (const KaiserState *state, guint seats)
{
  const KaiserRules *rules = &state->rules;
  KaiserCards won = 0;
  guint tricks = 0, sides = 0;

  for (guint seat = 0; seat < kaiser_rules_n_seats (rules); seat++)
    if (seats & (1u << seat))
      {
        tricks += state->tricks_won[seat];
        sides |= 1u << kaiser_rules_seat_side (rules, (KaiserSeat) seat);
      }
  for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
    if (sides & (1u << t))
      won |= state->won[t];
  return kaiser_score_points (rules, tricks, won,
                              state->insulted < KAISER_MAX_SIDES && (sides & (1u << state->insulted)));
}

/* The search at a table other than four seats in two sides, or for the
 * side East–West there: the same hand on the solver's table of four
 * (North–South maximising), the seats that maximise on North–South and
 * the others on East–West, in the same order round the table, a place
 * of the four left empty where the order needs it (as Kaiser 40 leaves
 * the partner out).  Three players alone always fit (one seat against
 * two); five or six seats in play do not. */
typedef struct {
  KaiserState st;
  guint8      to_virtual[KAISER_MAX_SEATS];
  guint       hand_size;
} VirtualTable;

static gboolean
virtual_table (const KaiserState *state, guint max_seats, VirtualTable *t)
{
  const KaiserRules *rules = &state->rules;
  guint n_seats = kaiser_rules_n_seats (rules);
  KaiserSeat order[KAISER_MAX_SEATS];
  guint n = 0, start;

  /* not yet hands of more than eight, nor piles whose cards lie face down */
  if (kaiser_rules_hand_size (rules) > KAISER_MAX_HELD || kaiser_rules_n_piles (rules) > 0)
    return FALSE;
  for (guint seat = 0; seat < n_seats; seat++)
    if (state->active & (1u << seat))
      order[n++] = (KaiserSeat) seat;
  if (n < 2 || n > VSEATS)
    return FALSE;
  /* the first seat in order whose places fit in four */
  for (start = 0; start < n; start++)
    {
      gint v = -1;

      memset (t->to_virtual, KAISER_SEAT_NONE, sizeof t->to_virtual);
      for (guint k = 0; k < n; k++)
        {
          KaiserSeat seat = order[(start + k) % n];
          guint team = (max_seats & (1u << seat)) ? 0 : 1;

          v++;
          if ((guint) (v & 1) != team)
            v++;
          t->to_virtual[seat] = (guint8) v;
        }
      if (v < VSEATS)
        break;
    }
  if (start == n)
    return FALSE;

  t->st = *state;
  t->hand_size = kaiser_rules_hand_size (rules);
  {
    KaiserState *st = &t->st;
    guint8 sides[VSEATS] = { 0, 1, 0, 1 };
    guint max_sides = 0;

    st->rules.n_seats = VSEATS;
    memset (st->rules.side, 0, sizeof st->rules.side);
    memcpy (st->rules.side, sides, sizeof sides);
    memset (st->hands, 0, sizeof st->hands);
    memset (st->dealt, 0, sizeof st->dealt);
    memset (st->passed, 0, sizeof st->passed);
    memset (st->tricks_won, 0, sizeof st->tricks_won);
    memset (st->won, 0, sizeof st->won);
    st->active = 0;
    for (guint seat = 0; seat < n_seats; seat++)
      {
        guint v = t->to_virtual[seat];

        if (max_seats & (1u << seat))
          max_sides |= 1u << kaiser_rules_seat_side (rules, (KaiserSeat) seat);
        if (v >= VSEATS)
          continue;
        st->active |= (guint8) (1u << v);
        st->hands[v] = state->hands[seat];
        st->tricks_won[v] = state->tricks_won[seat];
      }
    for (guint side = 0; side < kaiser_rules_n_sides (rules); side++)
      st->won[(max_sides & (1u << side)) ? 0 : 1] |= state->won[side];
    if (state->insulted < KAISER_MAX_SIDES)
      st->insulted = (max_sides & (1u << state->insulted)) ? KAISER_TEAM_NS : KAISER_TEAM_EW;
#define TO_VIRTUAL(x) ((x) < n_seats && t->to_virtual[x] < VSEATS ? (KaiserSeat) t->to_virtual[x] : KAISER_NORTH)
    st->dealer = TO_VIRTUAL (state->dealer);
    st->to_act = TO_VIRTUAL (state->to_act);
    if (state->declarer != KAISER_SEAT_NONE)
      st->declarer = TO_VIRTUAL (state->declarer);
    for (guint k = 0; k <= state->n_tricks && k < KAISER_MAX_TRICKS; k++)
      {
        st->tricks[k].leader = (guint8) TO_VIRTUAL (state->tricks[k].leader);
        st->tricks[k].winner = (guint8) TO_VIRTUAL (state->tricks[k].winner);
      }
#undef TO_VIRTUAL
  }
  return TRUE;
}

/* The solver's own table with North–South maximising: no mapping. */
static gboolean
is_four_in_two (const KaiserRules *rules)
{
  return rules->n_seats == 4 && rules->side[0] == 0 && rules->side[1] == 1 && rules->side[2] == 0 && rules->side[3] == 1;
}

#define NS_SEATS ((1u << KAISER_NORTH) | (1u << KAISER_SOUTH))
#define EW_SEATS ((1u << KAISER_EAST) | (1u << KAISER_WEST))

gboolean
kaiser_solver_can_solve (const KaiserState *state, guint max_seats)
{
  VirtualTable t;

  /* Lost Heir: the solver orders and follows suits by kaiser_card_suit,
   * which is wrong for the blanks and the Lost Heir and Wrong Boy
   * (000_5ed066fa22fca3eb.txt, "Lost Heir"): not those decks */
  if (state->rules.deck.outside != 0)
    return FALSE;
  if (is_four_in_two (&state->rules) && (max_seats == NS_SEATS || max_seats == EW_SEATS))
    return TRUE;
  return virtual_table (state, max_seats, &t);
}

guint
kaiser_solver_seats_for (const KaiserState *state, KaiserSeat seat, KaiserSolverModel model)
{
  const KaiserRules *rules = &state->rules;
  guint all = (1u << kaiser_rules_n_seats (rules)) - 1;
  guint mine = kaiser_rules_side_seats (rules, kaiser_rules_seat_side (rules, seat));
  guint bidders;

  if (kaiser_rules_n_sides (rules) <= 2 || state->declarer >= kaiser_rules_n_seats (rules))
    return mine;
  bidders = kaiser_rules_side_seats (rules, kaiser_rules_seat_side (rules, state->declarer));
  if (mine == bidders || model == KAISER_SOLVER_PARANOID)
    return mine;
  return all & ~bidders;
}

gint
kaiser_solver_solve_for (KaiserSolver *solver, const KaiserState *state, guint max_seats)
{
  VirtualTable t;
  gint v;

  if (state->rules.deck.outside != 0)
    {
      g_critical ("kaiser_solver_solve_for: a deck with cards outside the suits, which the solver cannot search");
      return 0;
    }
  if (is_four_in_two (&state->rules) && max_seats == NS_SEATS)
    return solve4 (solver, state);
  if (is_four_in_two (&state->rules) && max_seats == EW_SEATS)
    return -solve4 (solver, state);
  if (!virtual_table (state, max_seats, &t))
    {
      g_critical ("kaiser_solver_solve_for: a table the solver cannot search");
      return 0;
    }
  solver->table_hand_size = t.hand_size;
  v = solve4 (solver, &t.st);
  solver->table_hand_size = 0;
  return v;
}

guint
kaiser_solver_solve_moves_for (KaiserSolver      *solver,
                               const KaiserState *state,
                               guint              max_seats,
                               KaiserCard        *cards,
                               gint              *values)
{
  return kaiser_solver_solve_cards_for (solver, state, max_seats, kaiser_state_legal_cards (state), cards, values);
}

guint
kaiser_solver_solve_cards_for (KaiserSolver      *solver,
                               const KaiserState *state,
                               guint              max_seats,
                               KaiserCards        wanted,
                               KaiserCard        *cards,
                               gint              *values)
{
  VirtualTable t;
  guint n;

  if (state->rules.deck.outside != 0)
    {
      g_critical ("kaiser_solver_solve_cards_for: a deck with cards outside the suits, which the solver cannot search");
      return 0;
    }
  if (is_four_in_two (&state->rules) && (max_seats == NS_SEATS || max_seats == EW_SEATS))
    {
      n = solve_moves4 (solver, state, wanted, cards, values);
      if (max_seats == EW_SEATS)
        for (guint i = 0; i < n; i++)
          values[i] = -values[i];
      return n;
    }
  if (!virtual_table (state, max_seats, &t))
    {
      g_critical ("kaiser_solver_solve_cards_for: a table the solver cannot search");
      return 0;
    }
  solver->table_hand_size = t.hand_size;
  n = solve_moves4 (solver, &t.st, wanted, cards, values);
  solver->table_hand_size = 0;
  return n;
}

gint
kaiser_solver_solve (KaiserSolver *solver, const KaiserState *state)
{
  return kaiser_solver_solve_for (solver, state, kaiser_rules_side_seats (&state->rules, 0));
}

guint
kaiser_solver_solve_moves (KaiserSolver      *solver,
                           const KaiserState *state,
                           KaiserCard        *cards,
                           gint              *values)
{
  return kaiser_solver_solve_moves_for (solver, state, kaiser_rules_side_seats (&state->rules, 0), cards, values);
}

void
kaiser_solver_quick_bounds (KaiserSolver      *solver,
                            const KaiserState *state,
                            gint              *low,
                            gint              *high)
{
  VirtualTable t;

  if (is_four_in_two (&state->rules))
    {
      quick_bounds4 (solver, state, low, high);
      return;
    }
  *low = -INF;
  *high = INF;
  if (!virtual_table (state, kaiser_rules_side_seats (&state->rules, 0), &t))
    return;
  solver->table_hand_size = t.hand_size;
  quick_bounds4 (solver, &t.st, low, high);
  solver->table_hand_size = 0;
}

static gint
solve4 (KaiserSolver *solver, const KaiserState *state)
{
  load (solver, state);
  return mtdf (solver, playout (solver, PLAYOUT_EXACT), vseat_team (solver->to_act) == KAISER_TEAM_NS);
}

/* The legal cards of wanted (engine cards) and their values: each run of
 * equivalent cards that holds one of them is solved once, at its top
 * card. */
static guint
solve_moves4 (KaiserSolver      *solver,
              const KaiserState *state,
              KaiserCards        wanted,
              KaiserCard        *cards,
              gint              *values)
{
  KaiserCard order[MAX_MOVES];
  gint value_of[64];
  KaiserCards legal, tops = 0;
  KaiserCard card;
  guint n, count = 0, solved = 0;
  gint guess;
  gboolean root_ns;

  load (solver, state);
  legal = legal_cards (solver);
  wanted &= kaiser_state_legal_cards (state);
  KAISER_CARDS_FOREACH (card, wanted)
    tops |= kaiser_card_bit (run_top (solver, legal, solver->to_solver[card]));
  n = ordered_moves (solver, KAISER_CARD_NONE, order);
  guess = solver->acc;
  root_ns = vseat_team (solver->to_act) == KAISER_TEAM_NS;
  for (guint i = 0; i < n; i++)
    {
      Undo u = { 0 };

      if (!(tops & kaiser_card_bit (order[i])))
        continue;
      play (solver, order[i], &u);
      /* the first from a played-out guess, the others from the best so far */
      value_of[order[i]] = mtdf (solver, solved == 0 ? playout (solver, PLAYOUT_EXACT) : guess, root_ns);
      if (solved++ == 0 || (root_ns ? value_of[order[i]] > guess : value_of[order[i]] < guess))
        guess = value_of[order[i]];
      unplay (solver, &u);
    }
  /* every card of a run has the value of the run's top card */
  KAISER_CARDS_FOREACH (card, wanted)
    {
      cards[count] = card;
      values[count++] = value_of[run_top (solver, legal, solver->to_solver[card])];
    }
  return count;
}

static void
quick_bounds4 (KaiserSolver      *solver,
               const KaiserState *state,
               gint              *low,
               gint              *high)
{
  *low = -INF;
  *high = INF;
  load (solver, state);
  if (solver->n_played != 0 || !solver->decomposable || solver->tricks_left == 0)
    return;
  /* every zero window the search could ask about */
  for (gint t = -60; t <= 60; t++)
    {
      gint v;

      if (!swing_cut (solver, t - 1, t, &v) && !bounds_cut (solver, t - 1, t, &v))
        continue;
      if (v >= t)
        *low = MAX (*low, v);
      else
        *high = MIN (*high, v);
    }
}

/* Reference: plain alpha-beta over the engine's own state machine, with
 * none of the solver's tables, merging or ordering. */
static gint
reference (const KaiserState *state, guint max_seats, gint alpha, gint beta)
{
  KaiserAction actions[KAISER_MAX_ACTIONS];
  gboolean maximise;
  gint best;
  guint n;

  if (state->phase != KAISER_PHASE_PLAY)
    return coalition_points (state, max_seats) - coalition_points (state, ~max_seats);
  maximise = (max_seats & (1u << state->to_act)) != 0;
  best = maximise ? -INF : INF;
  n = kaiser_state_legal_actions (state, actions);
  for (guint i = 0; i < n; i++)
    {
      KaiserState next = *state;
      gint v;

      kaiser_state_apply (&next, &actions[i], NULL);
      v = reference (&next, max_seats, alpha, beta);
      if (maximise)
        {
          best = MAX (best, v);
          alpha = MAX (alpha, v);
        }
      else
        {
          best = MIN (best, v);
          beta = MIN (beta, v);
        }
      if (alpha >= beta)
        break;
    }
  return best;
}

gint
kaiser_solver_solve_reference (const KaiserState *state)
{
  return reference (state, kaiser_rules_side_seats (&state->rules, 0), -INF, INF);
}

gint
kaiser_solver_solve_reference_for (const KaiserState *state, guint max_seats)
{
  return reference (state, max_seats, -INF, INF);
}
