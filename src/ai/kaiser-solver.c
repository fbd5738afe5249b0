/* kaiser-solver.c: double-dummy search for the play of a hand.
 *
 * Cards are mapped into a "solver space" where, within each suit, a
 * higher bit is a stronger card for this hand (low no-trump reverses the
 * order, the +5 and −3 cards stay lowest), so winning a trick is a
 * bit comparison.  The value searched is NS points minus EW points at the
 * end of the hand; North–South maximise.
 */
#define G_LOG_DOMAIN "kaiser-solver"

#include <string.h>

#include "kaiser-solver.h"

#define TT_BITS   19
#define TT_SIZE   (1u << TT_BITS)
#define INF       1000

typedef struct {
  guint64 key[2];
  gint8   lower;       /* bounds on the value less the points already counted */
  gint8   upper;
  guint16 generation;
  guint8  move;        /* best lead found, tried first next time */
} TTEntry;

struct _KaiserSolver
{
  TTEntry    *tt;
  guint16     generation;
  guint64     nodes;

  /* The hand being searched, in solver space */
  KaiserCards hands[KAISER_N_SEATS];
  guint8      active;
  gint        trump;            /* solver suit, or -1 */
  gboolean    trump_by_lead;    /* the declarer's first card sets trumps (V14) */
  gboolean    low;
  KaiserCard  bonus, penalty;   /* solver cards, KAISER_CARD_NONE once out of play */
  gint        bonus_value, penalty_value;
  gboolean    insult;           /* V19 */
  gboolean    decomposable;     /* the value is a sum over tricks (not V17) */
  KaiserRules rules;
  guint       hand_size;

  /* Where the search stands */
  KaiserSeat  leader;
  KaiserSeat  to_act;
  guint       n_played;
  KaiserCard  trick[KAISER_N_SEATS];
  KaiserSeat  trick_seat[KAISER_N_SEATS];
  guint       tricks_left;
  gint        acc;              /* NS − EW points of the tricks counted so far */
  guint       team_tricks[KAISER_N_TEAMS];
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

  solver->tt = g_new0 (TTEntry, TT_SIZE);
  solver->generation = 1;
  return solver;
}

void
kaiser_solver_free (KaiserSolver *solver)
{
  if (solver == NULL)
    return;
  g_free (solver->tt);
  g_free (solver);
}

guint64
kaiser_solver_get_nodes (KaiserSolver *solver)
{
  return solver->nodes;
}

static inline KaiserSeat
next_active (const KaiserSolver *s, KaiserSeat seat)
{
  do
    seat = kaiser_seat_next (seat);
  while (!(s->active & (1u << seat)));
  return seat;
}

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

  /* The table keeps what it learnt while the scoring is the same. */
  if (!kaiser_rules_equal (&previous, rules) || s->rules.pack != rules->pack)
    s->generation++;
  if (s->generation == 0)
    {
      memset (s->tt, 0, sizeof (TTEntry) * TT_SIZE);
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
  for (guint i = 0; i < KAISER_N_SEATS; i++)
    {
      s->hands[i] = 0;
      KAISER_CARDS_FOREACH (card, state->hands[i])
        s->hands[i] |= kaiser_card_bit (s->to_solver[card]);
    }
  s->active = state->active;
  s->trump = state->trump == KAISER_SUIT_NONE ? -1 : (gint) state->trump;
  s->trump_by_lead = state->trump == KAISER_SUIT_NONE && state->n_tricks == 0 && trick->n_played == 0 &&
                     rules->trump_by == KAISER_TRUMP_BY_FIRST_LEAD &&
                     (state->contract.kind == KAISER_BID_SUIT || state->contract.kind == KAISER_BID_KAISER_40);
  s->bonus_value = deck->bonus_value;
  s->penalty_value = deck->penalty_value;
  s->insult = rules->insult;
  s->decomposable = !rules->spade_needs_three;
  s->hand_size = kaiser_rules_hand_size (rules);

  s->leader = trick->leader;
  s->n_played = trick->n_played;
  seat = trick->leader;
  for (guint i = 0; i < trick->n_played; i++, seat = next_active (s, seat))
    {
      s->trick[i] = s->to_solver[trick->cards[i]];
      s->trick_seat[i] = seat;
    }
  s->to_act = state->to_act;
  s->tricks_left = s->hand_size - state->n_tricks;
  for (guint t = 0; t < KAISER_N_TEAMS; t++)
    s->team_tricks[t] = kaiser_state_tricks (state, (KaiserTeam) t);
  s->insulted = state->insulted;

  /* Specials still to be won, and who has those already taken. */
  s->bonus = s->to_solver[deck->bonus_card];
  s->penalty = s->to_solver[deck->penalty_card];
  s->special_owner[0] = s->special_owner[1] = 2;
  for (guint t = 0; t < KAISER_N_TEAMS; t++)
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
  KaiserCards won[KAISER_N_TEAMS] = { 0, 0 };

  if (s->decomposable)
    return s->acc;
  for (guint t = 0; t < KAISER_N_TEAMS; t++)
    {
      if (s->special_owner[0] == t)
        won[t] |= kaiser_card_bit (s->rules.deck.bonus_card);
      if (s->special_owner[1] == t)
        won[t] |= kaiser_card_bit (s->rules.deck.penalty_card);
    }
  return kaiser_score_points (&s->rules, s->team_tricks[0], won[0], s->insulted == KAISER_TEAM_NS) -
         kaiser_score_points (&s->rules, s->team_tricks[1], won[1], s->insulted == KAISER_TEAM_EW);
}

static KaiserCards
legal_cards (const KaiserSolver *s)
{
  KaiserCards hand = s->hands[s->to_act];

  if (s->n_played > 0)
    {
      KaiserCards follow = hand & kaiser_suit_mask (kaiser_card_suit (s->trick[0]));
      if (follow)
        return follow;
    }
  return hand;
}

/* Cards still in play (hands and the trick in progress): they separate runs. */
static KaiserCards
live_cards (const KaiserSolver *s)
{
  KaiserCards live = 0;

  for (guint i = 0; i < KAISER_N_SEATS; i++)
    live |= s->hands[i];
  for (guint i = 0; i < s->n_played; i++)
    live |= kaiser_card_bit (s->trick[i]);
  return live;
}

/* The top of the run of equivalent legal cards that card belongs to:
 * cards next to each other among the live cards of a suit, never the
 * +5 or −3 card. */
static KaiserCard
run_top (const KaiserSolver *s, KaiserCards legal, KaiserCards live, KaiserCard card)
{
  for (;;)
    {
      KaiserCards above = live & kaiser_suit_mask (kaiser_card_suit (card)) & ~((kaiser_card_bit (card) << 1) - 1);
      KaiserCard next;

      if (card == s->bonus || card == s->penalty || above == 0)
        return card;
      next = kaiser_cards_first (above);
      if (!kaiser_cards_has (legal, next) || next == s->bonus || next == s->penalty)
        return card;
      card = next;
    }
}

/* Legal cards of the seat to act, one of each run of equivalent cards. */
static KaiserCards
moves (const KaiserSolver *s)
{
  KaiserCards legal = legal_cards (s), live = live_cards (s), out = 0;
  KaiserCard card;

  KAISER_CARDS_FOREACH (card, legal)
    {
      KaiserCards above = live & kaiser_suit_mask (kaiser_card_suit (card)) & ~((kaiser_card_bit (card) << 1) - 1);
      KaiserCard next;

      /* the top of its run: the next live card up is not ours (or is special) */
      if (card == s->bonus || card == s->penalty || above == 0 ||
          !kaiser_cards_has (legal, next = kaiser_cards_first (above)) || next == s->bonus || next == s->penalty)
        out |= kaiser_card_bit (card);
    }
  return out;
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

/* Order moves: likely best first (a cheap guess; the search is exact). */
static guint
order_moves (const KaiserSolver *s, KaiserCards set, KaiserCard *out)
{
  gint score[KAISER_MAX_TRICKS * 2 + 4];
  KaiserTeam team = kaiser_seat_team (s->to_act);
  KaiserCard card, best = 0;
  gboolean partner_wins = FALSE;
  guint n = 0;

  if (s->n_played > 0)
    {
      guint w = winning_index (s);
      best = s->trick[w];
      partner_wins = kaiser_seat_team (s->trick_seat[w]) == team;
    }

  KAISER_CARDS_FOREACH (card, set)
    {
      gint v = 0;

      if (s->n_played == 0)
        {
          /* lead: top cards first, then low ones; keep the +5 back */
          v = (gint) kaiser_card_power (card) * 2;
          if ((gint) kaiser_card_suit (card) == s->trump)
            v += 4;
          if (card == s->bonus)
            v -= 40;
          if (card == s->penalty)
            v -= 20;
        }
      else
        {
          if (beats (s, card, best))
            /* win as cheaply as we can, unless partner already has it */
            v = partner_wins ? 10 - (gint) kaiser_card_power (card) : 50 - (gint) kaiser_card_power (card);
          else
            v = 30 - (gint) kaiser_card_power (card);
          if (card == s->bonus)
            v += partner_wins ? 100 : -100;
          if (card == s->penalty)
            v += partner_wins ? -100 : 100;
        }
      out[n] = card;
      score[n++] = v;
    }
  /* insertion sort, highest score first */
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && score[j] > score[j - 1]; j--)
      {
        gint ts = score[j];
        KaiserCard tc = out[j];
        score[j] = score[j - 1];
        out[j] = out[j - 1];
        score[j - 1] = ts;
        out[j - 1] = tc;
      }
  return n;
}

/* Key of a position at a trick boundary: for each suit, the owners of the
 * cards left from the strongest down and whether the +5/−3 card is among
 * them (it is always the weakest); the leader; trumps and order; and for
 * V17, what the count depends on. */
static void
make_key (const KaiserSolver *s, guint64 key[2])
{
  guint64 w[2] = { 0, 0 };
  KaiserCards live = 0;

  for (guint i = 0; i < KAISER_N_SEATS; i++)
    live |= s->hands[i];
  for (guint suit = 0; suit < KAISER_N_SUITS; suit++)
    {
      KaiserCards m = live & kaiser_suit_mask (suit);
      guint64 code = 1;   /* a leading 1 marks the length */

      while (m)
        {
          KaiserCard c = kaiser_cards_last (m);
          guint owner = 0;

          for (guint i = 0; i < KAISER_N_SEATS; i++)
            if (kaiser_cards_has (s->hands[i], c))
              owner = i;
          code = (code << 2) | owner;
          m &= ~kaiser_card_bit (c);
        }
      code = (code << 1) | (kaiser_cards_has (live, s->bonus) && kaiser_card_suit (s->bonus) == suit) |
             (kaiser_cards_has (live, s->penalty) && kaiser_card_suit (s->penalty) == suit);
      w[suit / 2] = (w[suit / 2] << 24) | code;
    }
  w[0] = (w[0] << 2) | s->leader;
  w[1] = (w[1] << 4) | (guint) (s->trump + 1);
  w[1] = (w[1] << 1) | (guint) s->low;
  w[1] = (w[1] << 4) | s->active;
  if (!s->decomposable)
    {
      w[0] = (w[0] << 4) | (MIN (s->team_tricks[0], 3u) << 2) | MIN (s->team_tricks[1], 3u);
      w[0] = (w[0] << 4) | (s->special_owner[0] << 2) | s->special_owner[1];
    }
  key[0] = w[0];
  key[1] = w[1];
}

static inline TTEntry *
tt_slot (KaiserSolver *s, const guint64 key[2])
{
  guint64 h = key[0] * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) ^ key[1] * G_GUINT64_CONSTANT (0xc2b2ae3d27d4eb4f);
  return &s->tt[(h >> 32) & (TT_SIZE - 1)];
}

/* Largest change the remaining play can make to the value. */
static gint
remaining_swing (const KaiserSolver *s)
{
  KaiserCards live = 0;
  gint swing = (gint) s->tricks_left;

  for (guint i = 0; i < KAISER_N_SEATS; i++)
    live |= s->hands[i];
  if (kaiser_cards_has (live, s->bonus))
    swing += ABS (s->bonus_value);
  if (kaiser_cards_has (live, s->penalty))
    swing += ABS (s->penalty_value);
  if (s->insult && kaiser_cards_has (live, s->bonus) && kaiser_cards_has (live, s->penalty))
    swing += 5;
  return swing;
}

typedef struct {
  KaiserSeat leader;
  guint      n_played;
  KaiserCard trick[KAISER_N_SEATS];
  KaiserSeat trick_seat[KAISER_N_SEATS];
  gint       acc;
  guint      team_tricks[KAISER_N_TEAMS];
  guint8     special_owner[2];
  KaiserTeam insulted;
  gint       trump;
  KaiserSeat to_act;
  guint      tricks_left;
} Undo;

static void
play (KaiserSolver *s, KaiserCard card, Undo *u)
{
  KaiserSeat seat = s->to_act;

  u->leader = s->leader;
  u->n_played = s->n_played;
  memcpy (u->trick, s->trick, sizeof u->trick);
  memcpy (u->trick_seat, s->trick_seat, sizeof u->trick_seat);
  u->acc = s->acc;
  memcpy (u->team_tricks, s->team_tricks, sizeof u->team_tricks);
  memcpy (u->special_owner, s->special_owner, sizeof u->special_owner);
  u->insulted = s->insulted;
  u->trump = s->trump;
  u->to_act = s->to_act;
  u->tricks_left = s->tricks_left;

  if (s->trump_by_lead && s->tricks_left == s->hand_size && s->n_played == 0)
    s->trump = kaiser_card_suit (card);
  s->hands[seat] &= ~kaiser_card_bit (card);
  s->trick[s->n_played] = card;
  s->trick_seat[s->n_played] = seat;
  s->n_played++;

  if (s->n_played < (guint) __builtin_popcount (s->active))
    {
      s->to_act = next_active (s, seat);
      return;
    }

  /* The trick is complete. */
  {
    guint w = winning_index (s);
    KaiserSeat winner = s->trick_seat[w];
    KaiserTeam team = kaiser_seat_team (winner);
    gint sign = team == KAISER_TEAM_NS ? 1 : -1;
    gint value = 1;

    for (guint i = 0; i < s->n_played; i++)
      {
        if (s->trick[i] == s->bonus)
          {
            value += s->bonus_value;
            s->special_owner[0] = team;
            /* the insult: the −3 card wins a trick holding the +5 card */
            if (s->insult && s->trick[w] == s->penalty)
              s->insulted = kaiser_seat_team (s->trick_seat[i]);
          }
        if (s->trick[i] == s->penalty)
          {
            value += s->penalty_value;
            s->special_owner[1] = team;
          }
      }
    s->acc += sign * value;
    if (s->insulted != u->insulted)
      s->acc += s->insulted == KAISER_TEAM_NS ? -5 : 5;
    s->team_tricks[team]++;
    s->tricks_left--;
    s->leader = winner;
    s->to_act = winner;
    s->n_played = 0;
  }
}

static void
unplay (KaiserSolver *s, KaiserCard card, const Undo *u)
{
  s->hands[u->to_act] |= kaiser_card_bit (card);
  s->leader = u->leader;
  s->n_played = u->n_played;
  memcpy (s->trick, u->trick, sizeof u->trick);
  memcpy (s->trick_seat, u->trick_seat, sizeof u->trick_seat);
  s->acc = u->acc;
  memcpy (s->team_tricks, u->team_tricks, sizeof u->team_tricks);
  memcpy (s->special_owner, u->special_owner, sizeof u->special_owner);
  s->insulted = u->insulted;
  s->trump = u->trump;
  s->to_act = u->to_act;
  s->tricks_left = u->tricks_left;
}

static gint
search (KaiserSolver *s, gint alpha, gint beta)
{
  KaiserCard order[KAISER_MAX_TRICKS * 2 + 4];
  gboolean maximise = kaiser_seat_team (s->to_act) == KAISER_TEAM_NS;
  gint alpha0 = alpha, beta0 = beta, best;
  TTEntry *slot = NULL;
  KaiserCard hint = KAISER_CARD_NONE, best_card = KAISER_CARD_NONE;
  guint64 key[2];
  guint n;

  s->nodes++;
  if (s->tricks_left == 0)
    return leaf_value (s);

  if (s->n_played == 0)
    {
      if (s->decomposable)
        {
          gint swing = remaining_swing (s);
          if (s->acc + swing <= alpha)
            return s->acc + swing;
          if (s->acc - swing >= beta)
            return s->acc - swing;
        }
      make_key (s, key);
      slot = tt_slot (s, key);
      if (slot->generation == s->generation && slot->key[0] == key[0] && slot->key[1] == key[1])
        {
          gint lower = slot->lower + s->acc, upper = slot->upper + s->acc;

          if (lower >= beta)
            return lower;
          if (upper <= alpha)
            return upper;
          if (lower == upper)
            return lower;
          alpha = MAX (alpha, lower);
          beta = MIN (beta, upper);
          hint = slot->move;
        }
    }

  n = order_moves (s, moves (s), order);
  if (hint != KAISER_CARD_NONE)
    for (guint i = 1; i < n; i++)
      if (order[i] == hint)
        {
          memmove (order + 1, order, i * sizeof order[0]);
          order[0] = hint;
          break;
        }
  best = maximise ? -INF : INF;
  for (guint i = 0; i < n; i++)
    {
      Undo u;
      gint v;

      play (s, order[i], &u);
      v = search (s, alpha, beta);
      unplay (s, order[i], &u);
      if (maximise ? v > best : v < best)
        {
          best = v;
          best_card = order[i];
        }
      if (maximise)
        alpha = MAX (alpha, v);
      else
        beta = MIN (beta, v);
      if (alpha >= beta)
        break;
    }

  if (slot)
    {
      gint rel = best - s->acc;
      gboolean same = slot->generation == s->generation && slot->key[0] == key[0] && slot->key[1] == key[1];

      if (!same)
        {
          slot->key[0] = key[0];
          slot->key[1] = key[1];
          slot->generation = s->generation;
          slot->lower = -120;
          slot->upper = 120;
        }
      slot->move = best_card;
      if (best <= alpha0)
        slot->upper = MIN (slot->upper, rel);
      else if (best >= beta0)
        slot->lower = MAX (slot->lower, rel);
      else
        slot->lower = slot->upper = rel;
    }
  return best;
}

/* MTD(f): the exact value by zero-window probes. */
static gint
mtdf (KaiserSolver *s, gint guess)
{
  gint lower = -INF, upper = INF, g = guess;

  while (lower < upper)
    {
      gint beta = g == lower ? g + 1 : g;

      g = search (s, beta - 1, beta);
      if (g < beta)
        upper = g;
      else
        lower = g;
    }
  return g;
}

gint
kaiser_solver_solve (KaiserSolver *solver, const KaiserState *state)
{
  load (solver, state);
  return mtdf (solver, solver->acc);
}

guint
kaiser_solver_solve_moves (KaiserSolver      *solver,
                           const KaiserState *state,
                           KaiserCard        *cards,
                           gint              *values)
{
  KaiserCard order[KAISER_MAX_TRICKS * 2 + 4];
  gint value_of[64];
  KaiserCards legal, live;
  KaiserCard card;
  guint n, count = 0;
  gint guess;

  load (solver, state);
  legal = legal_cards (solver);
  live = live_cards (solver);
  n = order_moves (solver, moves (solver), order);
  guess = solver->acc;
  for (guint i = 0; i < n; i++)
    {
      Undo u;

      play (solver, order[i], &u);
      value_of[order[i]] = guess = mtdf (solver, guess);
      unplay (solver, order[i], &u);
    }
  /* every card of a run has the value of the run's top card */
  KAISER_CARDS_FOREACH (card, kaiser_state_legal_cards (state))
    {
      cards[count] = card;
      values[count++] = value_of[run_top (solver, legal, live, solver->to_solver[card])];
    }
  return count;
}

/* Reference: plain alpha-beta over the engine's own state machine, with
 * none of the solver's tables, merging or ordering. */
static gint
reference (const KaiserState *state, gint alpha, gint beta)
{
  KaiserAction actions[KAISER_MAX_ACTIONS];
  gboolean maximise;
  gint best;
  guint n;

  if (state->phase != KAISER_PHASE_PLAY)
    return state->result.points[KAISER_TEAM_NS] - state->result.points[KAISER_TEAM_EW];
  maximise = kaiser_seat_team (state->to_act) == KAISER_TEAM_NS;
  best = maximise ? -INF : INF;
  n = kaiser_state_legal_actions (state, actions);
  for (guint i = 0; i < n; i++)
    {
      KaiserState next = *state;
      gint v;

      kaiser_state_apply (&next, &actions[i], NULL);
      v = reference (&next, alpha, beta);
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
  return reference (state, -INF, INF);
}
