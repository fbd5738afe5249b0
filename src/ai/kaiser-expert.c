/* kaiser-expert.c: the Expert player, Perfect-Information Monte Carlo. */
#define G_LOG_DOMAIN "kaiser-expert"

#include <math.h>
#include <string.h>

#include "kaiser-expert.h"
#include "kaiser-heuristic.h"
#include "kaiser-sampler.h"
#include "kaiser-solver.h"

#define MIN_SAMPLES        12
#define DEFAULT_SAMPLES    80
#define PLAY_BUDGET_US     180000   /* stop sampling a card decision after this */
#define BID_BUDGET_US      450000
#define WIN_BONUS          30.0     /* a game won or lost on the hand, in points */
#define HARD_CAP_US        850000   /* no decision takes longer, whatever is left to do */

#define N_WORKERS 2           /* both cores */
#define BATCH     4           /* samples each worker solves between checks */

/* The solvers the workers search with; shared by Experts that take turns
 * (the computer seats of one table), one decision at a time. */
typedef struct {
  GMutex        lock;
  KaiserSolver *solvers[N_WORKERS];
} SolverSet;

struct _KaiserExpert
{
  KaiserRng     rng;
  SolverSet    *set;          /* an atomic rc box */
  gboolean      inference;
  guint         samples;
  gboolean      budget;       /* stop sampling on time (off in tests: then decisions are exact repeats) */
  gboolean      simulated_bidding;
};

/* One worker's share of the sampling: its own solver and random stream,
 * its own sums; the sums are added in a fixed order, so a decision does
 * not depend on thread timing. */
typedef struct {
  KaiserExpert            *expert;
  KaiserSolver            *solver;
  const KaiserSampler     *sampler;
  const KaiserObservation *obs;
  KaiserRng                rng;
  guint                    todo;
  gint64                   deadline;   /* monotonic time to stop at, 0 for none */
  /* play; pts: the points my side takes with each card */
  double                   sum[64], sum2[64], pts[64];
  /* auction: per legal action, per strain */
  double                   u_sum[KAISER_MAX_ACTIONS];
  double                   p_sum[KAISER_MAX_ACTIONS];   /* trumps, high or low: my side's points */
  double                   u_strain[KAISER_MAX_ACTIONS][6];
  double                   weight;
  guint                    drawn;
} Worker;

typedef void (*BatchFunc) (Worker *worker);

typedef struct {
  BatchFunc func;
  Worker   *worker;
} Job;

static gpointer
batch_thread (gpointer data)
{
  Job *job = data;
  job->func (job->worker);
  return NULL;
}

/* Each worker does its next batch; the first in a thread of its own. */
static void
run_batch (BatchFunc func, Worker *workers)
{
  Job job = { func, &workers[0] };
  GThread *thread = g_thread_try_new ("kaiser-expert", batch_thread, &job, NULL);

  if (thread == NULL)
    func (&workers[0]);
  for (guint i = 1; i < N_WORKERS; i++)
    func (&workers[i]);
  if (thread)
    g_thread_join (thread);
}

static void
workers_init (KaiserExpert *expert, Worker *workers, const KaiserSampler *sampler, const KaiserObservation *obs)
{
  gint64 deadline = expert->budget ? g_get_monotonic_time () + HARD_CAP_US : 0;

  memset (workers, 0, sizeof (Worker) * N_WORKERS);
  for (guint i = 0; i < N_WORKERS; i++)
    {
      workers[i].deadline = deadline;
      workers[i].expert = expert;
      workers[i].solver = expert->set->solvers[i];
      workers[i].sampler = sampler;
      workers[i].obs = obs;
      kaiser_rng_fork (&expert->rng, i, &workers[i].rng);
    }
}

KaiserExpert *
kaiser_expert_new (guint64 seed)
{
  KaiserExpert *expert = g_new0 (KaiserExpert, 1);

  kaiser_rng_init (&expert->rng, seed);
  expert->set = g_atomic_rc_box_new0 (SolverSet);
  g_mutex_init (&expert->set->lock);
  for (guint i = 0; i < N_WORKERS; i++)
    expert->set->solvers[i] = kaiser_solver_new ();
  expert->inference = TRUE;
  expert->samples = DEFAULT_SAMPLES;
  expert->budget = TRUE;
  /* Bidding by simulation measured weaker than the Standard player's
   * bidding (arena, 60 duplicate pairs: −1.7 against +1.8 points a pair),
   * so the auction is the Standard player's until the simulation is better. */
  expert->simulated_bidding = FALSE;
  return expert;
}

static void
solver_set_clear (gpointer data)
{
  SolverSet *set = data;

  for (guint i = 0; i < N_WORKERS; i++)
    kaiser_solver_free (set->solvers[i]);
  g_mutex_clear (&set->lock);
}

void
kaiser_expert_free (KaiserExpert *expert)
{
  if (expert == NULL)
    return;
  g_atomic_rc_box_release_full (expert->set, solver_set_clear);
  g_free (expert);
}

void
kaiser_expert_share_solvers (KaiserExpert *expert, KaiserExpert *with)
{
  SolverSet *set;

  g_return_if_fail (expert != NULL && with != NULL);
  if (expert->set == with->set)
    return;
  set = g_atomic_rc_box_acquire (with->set);
  g_atomic_rc_box_release_full (expert->set, solver_set_clear);
  expert->set = set;
}

void
kaiser_expert_set_inference (KaiserExpert *expert, gboolean inference)
{
  expert->inference = inference;
}

void
kaiser_expert_set_samples (KaiserExpert *expert, guint samples)
{
  expert->samples = MAX (samples, 1);
}

void
kaiser_expert_set_time_budget (KaiserExpert *expert, gboolean budget)
{
  expert->budget = budget;
}

void
kaiser_expert_set_simulated_bidding (KaiserExpert *expert, gboolean simulated)
{
  expert->simulated_bidding = simulated;
}

/* Total points a hand holds for the two sides together. */
static gint
hand_total (const KaiserState *st)
{
  const KaiserDeck *deck = &st->rules.deck;
  KaiserCards in_play = st->won[0] | st->won[1];

  for (guint s = 0; s < KAISER_N_SEATS; s++)
    if (st->active & (1u << s))
      in_play |= st->hands[s];
  for (guint i = 0; i < st->tricks[st->n_tricks].n_played && st->phase == KAISER_PHASE_PLAY; i++)
    in_play |= kaiser_card_bit (st->tricks[st->n_tricks].cards[i]);
  return (gint) kaiser_rules_hand_size (&st->rules) + kaiser_deck_card_points (deck, in_play);
}

/* The points my side takes when the hand ends with NS − EW = diff. */
static double
side_points (gint total, gint diff, KaiserTeam mine)
{
  return (mine == KAISER_TEAM_NS ? total + diff : total - diff) / 2.0;
}

/* The score change for my side minus the other's, under the real scoring
 * (the step at the bid, no-trump doubling, the bid-out, the target), when
 * the hand ends with NS − EW = diff. */
static double
utility (const KaiserState *st, KaiserSeat declarer, KaiserBid contract, gint total, gint diff, KaiserTeam mine)
{
  const KaiserRules *rules = &st->rules;
  KaiserTeam bidders = kaiser_seat_team (declarer), defenders = kaiser_team_other (bidders);
  gint points[KAISER_N_TEAMS], change[KAISER_N_TEAMS], after[KAISER_N_TEAMS];
  gint multiplier = kaiser_rules_bid_multiplier (rules, contract);
  gint target = kaiser_rules_target (rules, st->target_raised);
  gboolean made;
  double u;

  points[KAISER_TEAM_NS] = (total + diff) / 2;
  points[KAISER_TEAM_EW] = total - points[KAISER_TEAM_NS];
  if (contract.kind == KAISER_BID_KAISER_40)
    made = points[bidders] >= (gint) kaiser_rules_hand_size (rules);
  else
    made = points[bidders] >= contract.amount;
  if (contract.kind == KAISER_BID_KAISER_40)
    change[bidders] = made ? 40 : -40;
  else if (made)
    change[bidders] = (rules->no_overtricks ? contract.amount : points[bidders]) * multiplier;
  else if (rules->set_penalty == KAISER_SET_LOSES_POINTS)
    change[bidders] = -ABS (points[bidders]) * multiplier;
  else
    change[bidders] = -contract.amount * multiplier;
  if (st->scores[defenders] >= kaiser_rules_bid_out_limit (rules, st->target_raised))
    change[defenders] = MIN (points[defenders], 0);
  else
    change[defenders] = points[defenders];

  u = change[mine] - change[kaiser_team_other (mine)];
  for (guint t = 0; t < KAISER_N_TEAMS; t++)
    after[t] = st->scores[t] + change[t];
  /* reaching the target ends the game */
  if (contract.kind == KAISER_BID_KAISER)
    u += (made == (bidders == mine) ? 1 : -1) * WIN_BONUS;
  else if (after[bidders] >= target && made)
    u += (bidders == mine ? 1 : -1) * WIN_BONUS;
  else if (after[defenders] >= target && rules->bid_to_win != KAISER_BID_TO_WIN_MADE_BID)
    u += (defenders == mine ? 1 : -1) * WIN_BONUS;
  return u;
}

/* Play: sample, solve every card double-dummy, take the best mean. */
static void
play_batch (Worker *w)
{
  KaiserTeam mine = kaiser_seat_team (w->obs->seat);

  for (guint k = 0; k < w->todo && !(w->deadline && g_get_monotonic_time () > w->deadline); k++)
    {
      KaiserState sample;
      KaiserCard cards[16];
      gint values[16];
      double weight;
      guint n;
      gint total;

      if (!kaiser_sampler_draw (w->sampler, &w->rng, &sample, &weight))
        return;
      w->drawn++;
      if (weight <= 1e-9)
        continue;
      total = hand_total (&sample);
      n = kaiser_solver_solve_moves (w->solver, &sample, cards, values);
      for (guint i = 0; i < n; i++)
        {
          double u = utility (&sample, sample.declarer, sample.contract, total, values[i], mine);
          w->sum[cards[i]] += weight * u;
          w->sum2[cards[i]] += weight * u * u;
          w->pts[cards[i]] += weight * side_points (total, values[i], mine);
        }
      w->weight += weight;
    }
}

/* A decision by the Standard player's rules, explained as such. */
static gboolean
advise_by_rule (KaiserExpert *expert, const KaiserObservation *obs, KaiserAdvice *advice)
{
  memset (advice, 0, sizeof *advice);
  advice->basis = KAISER_ADVICE_RULE;
  return kaiser_heuristic_decide (KAISER_LEVEL_STANDARD, obs, &expert->rng, &advice->action);
}

static gboolean
decide_play (KaiserExpert *expert, const KaiserObservation *obs, KaiserAdvice *advice)
{
  const KaiserState *v = &obs->view;
  KaiserCards legal = kaiser_state_legal_cards (v);
  KaiserAction *action = &advice->action;
  double sum[64], sum2[64], pts[64], weight;
  gint64 start = g_get_monotonic_time ();
  Worker workers[N_WORKERS];
  KaiserSampler sampler;
  KaiserCard card, best = KAISER_CARD_NONE;
  guint drawn = 0;

  *action = kaiser_action_make (KAISER_ACTION_PLAY, obs->seat, kaiser_cards_first (legal));
  if (kaiser_cards_count (legal) <= 1)
    return legal != 0;

  kaiser_sampler_init (&sampler, obs, expert->inference);
  workers_init (expert, workers, &sampler, obs);
  for (;;)
    {
      double first = -1e18, second = -1e18, var = 0;
      guint before = drawn;

      for (guint i = 0; i < N_WORKERS; i++)
        workers[i].todo = MIN (BATCH, (expert->samples - drawn + N_WORKERS - 1) / N_WORKERS);
      run_batch (play_batch, workers);
      memset (sum, 0, sizeof sum);
      memset (sum2, 0, sizeof sum2);
      memset (pts, 0, sizeof pts);
      weight = 0;
      drawn = 0;
      for (guint i = 0; i < N_WORKERS; i++)
        {
          KAISER_CARDS_FOREACH (card, legal)
            {
              sum[card] += workers[i].sum[card];
              sum2[card] += workers[i].sum2[card];
              pts[card] += workers[i].pts[card];
            }
          weight += workers[i].weight;
          drawn += workers[i].drawn;
        }
      /* all drawn, or no progress (the hard cap) */
      if (drawn >= expert->samples || workers[0].todo == 0 || drawn == before)
        break;
      if (drawn < MIN_SAMPLES || weight <= 0)
        continue;
      KAISER_CARDS_FOREACH (card, legal)
        {
          double mean = sum[card] / weight;
          if (mean > first)
            {
              second = first;
              first = mean;
              var = MAX (sum2[card] / weight - mean * mean, 0);
            }
          else if (mean > second)
            second = mean;
        }
      /* clearly best, or out of time */
      if (first - second > 3.0 * sqrt (var / drawn) + 0.01 ||
          (expert->budget && g_get_monotonic_time () - start > PLAY_BUDGET_US))
        break;
    }
  if (weight <= 0)
    return advise_by_rule (expert, obs, advice);

  KAISER_CARDS_FOREACH (card, legal)
    if (best == KAISER_CARD_NONE || sum[card] > sum[best] + 1e-9)
      best = card;
  action->value = best;
  advice->basis = KAISER_ADVICE_SIMULATION;
  advice->deals = drawn;
  advice->points = pts[best] / weight;
  KAISER_CARDS_FOREACH (card, legal)
    if (card != best && (!advice->has_runner_up || sum[card] > sum[advice->runner_up.value] + 1e-9))
      {
        advice->has_runner_up = TRUE;
        advice->runner_up = kaiser_action_make (KAISER_ACTION_PLAY, obs->seat, card);
        advice->runner_up_points = pts[card] / weight;
      }
  return TRUE;
}

/* A state in which seat declares contract in strain (trump suit, or
 * KAISER_SUIT_NONE; low) and the play is about to begin. */
static void
as_contract (KaiserState *st, KaiserSeat declarer, KaiserBid contract, KaiserSuit trump, gboolean low)
{
  KaiserSeat leader = declarer;

  st->phase = KAISER_PHASE_PLAY;
  st->declarer = declarer;
  st->contract = contract;
  st->trump = trump;
  st->low = low;
  st->n_tricks = 0;
  memset (st->tricks, 0, sizeof st->tricks);
  memset (st->won, 0, sizeof st->won);
  memset (st->tricks_won, 0, sizeof st->tricks_won);
  st->insulted = KAISER_TEAM_NONE;
  st->active = 0xf;
  if (contract.kind == KAISER_BID_KAISER_40)
    st->active &= ~(1u << kaiser_seat_partner (declarer));
  if (st->rules.first_lead == KAISER_LEAD_DEALER_LEFT)
    leader = kaiser_seat_lho (st->dealer);
  if (!(st->active & (1u << leader)))
    leader = kaiser_seat_next (leader);
  st->tricks[0].leader = leader;
  st->to_act = leader;
}

/* Strains a contract of this kind can be played in: index 0–3 a trump
 * suit, 4 no-trump, 5 low no-trump. */
#define N_STRAINS 6

static gboolean
strain_allowed (const KaiserRules *rules, KaiserBidKind kind, guint strain)
{
  switch (kind)
    {
    case KAISER_BID_SUIT:
    case KAISER_BID_KAISER_40:
      return strain < KAISER_N_SUITS || (rules->low_no_trump == KAISER_LOW_ANY_BID && FALSE);
    case KAISER_BID_NO_TRUMP:
      return strain == 4 || (strain == 5 && (rules->low_no_trump == KAISER_LOW_ANNOUNCED || rules->low_no_trump == KAISER_LOW_ANY_BID));
    case KAISER_BID_LOW_NO_TRUMP:
      return strain == 5;
    case KAISER_BID_KAISER:
      return strain == 4;
    default:
      return FALSE;
    }
}

/* Double-dummy NS − EW of a sample when declarer plays in each strain. */
static void
solve_strains (KaiserSolver *solver, const KaiserState *sample, KaiserSeat declarer, KaiserBid contract,
               gint values[N_STRAINS], gint totals[N_STRAINS], guint mask)
{
  for (guint strain = 0; strain < N_STRAINS; strain++)
    {
      KaiserState st = *sample;

      if (!(mask & (1u << strain)))
        continue;
      /* the declarer with the kitty: a rough stand-in, the kitty joins the hand */
      if (kaiser_rules_kitty_size (&st.rules) > 0 && st.kitty)
        {
          KaiserCards cards = st.hands[declarer] | st.kitty;
          KaiserCards keep = 0;
          KaiserCard c;
          guint want = kaiser_rules_hand_size (&st.rules), have = 0;
          /* keep the specials and the highest cards */
          keep = cards & (kaiser_card_bit (st.rules.deck.bonus_card) | kaiser_card_bit (st.rules.deck.penalty_card));
          have = kaiser_cards_count (keep);
          for (gint p = KAISER_MAX_POWER - 1; p >= 0 && have < want; p--)
            for (guint s = 0; s < KAISER_N_SUITS && have < want; s++)
              {
                c = kaiser_card_make ((KaiserSuit) s, (guint) p);
                if (kaiser_cards_has (cards & ~keep, c))
                  {
                    keep |= kaiser_card_bit (c);
                    have++;
                  }
              }
          st.hands[declarer] = keep;
          st.discards = cards & ~keep;
          st.kitty = 0;
        }
      as_contract (&st, declarer, contract, strain < KAISER_N_SUITS ? (KaiserSuit) strain : KAISER_SUIT_NONE, strain == 5);
      if (st.rules.trump_by == KAISER_TRUMP_BY_FIRST_LEAD && strain < KAISER_N_SUITS)
        {
          /* the declarer's first lead will set trumps: search it as if named */
          st.trump = (KaiserSuit) strain;
        }
      values[strain] = kaiser_solver_solve (solver, &st);
      totals[strain] = hand_total (&st);
    }
}

/* Bidding, trumps and high-or-low: simulate the play of each choice. */

/* The choices considered: all of them, but in the auction only pass and
 * the cheapest few bids. */
static guint
auction_choices (const KaiserState *v, KaiserAction *legal)
{
  guint n = kaiser_state_legal_actions (v, legal);
  return v->phase == KAISER_PHASE_BIDDING ? MIN (n, 7u) : n;
}

static void
auction_batch (Worker *w)
{
  const KaiserObservation *obs = w->obs;
  const KaiserState *v = &obs->view;
  const KaiserRules *rules = &v->rules;
  KaiserSeat me = obs->seat;
  KaiserTeam mine = kaiser_seat_team (me);
  KaiserAction legal[KAISER_MAX_ACTIONS];
  guint n = auction_choices (v, legal);

  for (guint k = 0; k < w->todo && !(w->deadline && g_get_monotonic_time () > w->deadline); k++)
    {
      KaiserState sample;
      gint values[N_STRAINS], totals[N_STRAINS];
      double weight;

      if (!kaiser_sampler_draw (w->sampler, &w->rng, &sample, &weight))
        return;
      w->drawn++;
      if (weight <= 1e-9)
        continue;

      if (v->phase == KAISER_PHASE_LOW && v->trump != KAISER_SUIT_NONE)
        {
          /* any-bid low with trumps: the same suit high or low */
          KaiserState hi = sample, lo = sample;

          as_contract (&hi, v->declarer, v->contract, v->trump, FALSE);
          as_contract (&lo, v->declarer, v->contract, v->trump, TRUE);
          values[0] = kaiser_solver_solve (w->solver, &hi);
          values[1] = kaiser_solver_solve (w->solver, &lo);
          totals[0] = hand_total (&hi);
          totals[1] = hand_total (&lo);
          for (guint i = 0; i < n; i++)
            {
              guint hl = legal[i].value;
              w->u_sum[i] += weight * utility (&sample, v->declarer, v->contract, totals[hl], values[hl], mine);
              w->p_sum[i] += weight * side_points (totals[hl], values[hl], mine);
            }
        }
      else if (v->phase == KAISER_PHASE_TRUMP || v->phase == KAISER_PHASE_LOW)
        {
          guint mask = v->phase == KAISER_PHASE_TRUMP ? 0xf : 0x30;

          solve_strains (w->solver, &sample, v->declarer, v->contract, values, totals, mask);
          for (guint i = 0; i < n; i++)
            {
              guint strain = v->phase == KAISER_PHASE_TRUMP ? legal[i].value : (legal[i].value ? 5 : 4);
              w->u_sum[i] += weight * utility (&sample, v->declarer, v->contract, totals[strain], values[strain], mine);
              w->p_sum[i] += weight * side_points (totals[strain], values[strain], mine);
            }
        }
      else
        {
          /* the auction: my side declaring in each strain, or, if I pass,
           * partner's standing bid or the next opponent's cheapest suit bid */
          KaiserSeat other = kaiser_seat_lho (me), holder;
          KaiserBid standing = kaiser_state_standing_bid (v, &holder);
          KaiserBid other_contract = kaiser_bid_make (KAISER_BID_SUIT, MAX (rules->min_bid, standing.amount + 1));
          gint other_values[N_STRAINS], other_totals[N_STRAINS];
          guint strains = 0;
          gboolean nobody = FALSE;

          for (guint i = 0; i < n; i++)
            for (guint st = 0; st < N_STRAINS; st++)
              if (!kaiser_bid_is_pass (legal[i].bid) && strain_allowed (rules, legal[i].bid.kind, st))
                strains |= 1u << st;
          solve_strains (w->solver, &sample, me, kaiser_bid_make (KAISER_BID_SUIT, rules->min_bid), values, totals, strains);
          if (!kaiser_bid_is_pass (standing))
            {
              other = holder;
              other_contract = standing;
            }
          else if (me == v->dealer)
            nobody = TRUE;   /* a dealer who may pass throws the hand in */
          if (!nobody)
            solve_strains (w->solver, &sample, other, other_contract, other_values, other_totals, 0xf);

          for (guint i = 0; i < n; i++)
            {
              KaiserBid bid = legal[i].bid;

              if (kaiser_bid_is_pass (bid))
                {
                  double u = 0;

                  if (!nobody)
                    for (guint st = 0; st < KAISER_N_SUITS; st++)
                      {
                        double us = utility (&sample, other, other_contract, other_totals[st], other_values[st], mine);
                        /* the declaring side picks the suit best for it */
                        if (st == 0 || (kaiser_seat_team (other) == mine ? us > u : us < u))
                          u = us;
                      }
                  w->u_sum[i] += weight * u;
                }
              else
                /* the strain is chosen later on my cards alone: keep each
                 * strain's sum and take the best mean at the end */
                for (guint st = 0; st < N_STRAINS; st++)
                  if (strain_allowed (rules, bid.kind, st))
                    w->u_strain[i][st] += weight * utility (&sample, me, bid, totals[st], values[st], mine);
            }
        }
      w->weight += weight;
    }
}

static gboolean
decide_auction (KaiserExpert *expert, const KaiserObservation *obs, KaiserAdvice *advice)
{
  const KaiserState *v = &obs->view;
  KaiserAction *action = &advice->action;
  KaiserAction legal[KAISER_MAX_ACTIONS];
  guint n = auction_choices (v, legal);
  double u[KAISER_MAX_ACTIONS], weight = 0;
  gint64 start = g_get_monotonic_time ();
  gint64 budget = v->phase == KAISER_PHASE_BIDDING ? BID_BUDGET_US : PLAY_BUDGET_US;
  guint max_samples = MIN (expert->samples, v->phase == KAISER_PHASE_BIDDING ? 24u : 40u);
  Worker workers[N_WORKERS];
  KaiserSampler sampler;
  guint best = 0, drawn = 0;

  if (n <= 1)
    {
      *action = legal[0];
      return n == 1;
    }
  kaiser_sampler_init (&sampler, obs, expert->inference);
  workers_init (expert, workers, &sampler, obs);
  while (drawn < max_samples)
    {
      guint before = drawn;

      for (guint i = 0; i < N_WORKERS; i++)
        workers[i].todo = MIN (BATCH / 2, (max_samples - drawn + N_WORKERS - 1) / N_WORKERS);
      run_batch (auction_batch, workers);
      drawn = 0;
      for (guint i = 0; i < N_WORKERS; i++)
        drawn += workers[i].drawn;
      if (drawn == before || (expert->budget && drawn >= MIN_SAMPLES / 2 && g_get_monotonic_time () - start > budget))
        break;
    }

  memset (u, 0, sizeof u);
  for (guint i = 0; i < N_WORKERS; i++)
    weight += workers[i].weight;
  if (weight <= 0)
    return advise_by_rule (expert, obs, advice);
  for (guint a = 0; a < n; a++)
    {
      if (v->phase == KAISER_PHASE_BIDDING && !kaiser_bid_is_pass (legal[a].bid))
        {
          /* a bid is worth its best strain */
          u[a] = -1e18;
          for (guint st = 0; st < N_STRAINS; st++)
            if (strain_allowed (&v->rules, legal[a].bid.kind, st))
              {
                double total = 0;
                for (guint i = 0; i < N_WORKERS; i++)
                  total += workers[i].u_strain[a][st];
                u[a] = MAX (u[a], total);
              }
        }
      else
        for (guint i = 0; i < N_WORKERS; i++)
          u[a] += workers[i].u_sum[a];
    }
  for (guint a = 1; a < n; a++)
    if (u[a] > u[best] + 1e-9)
      best = a;
  *action = legal[best];
  if (v->phase != KAISER_PHASE_BIDDING)
    {
      /* trumps, high or low: the points each choice takes on average */
      double p[KAISER_MAX_ACTIONS] = { 0 };
      gint runner = -1;

      for (guint a = 0; a < n; a++)
        for (guint i = 0; i < N_WORKERS; i++)
          p[a] += workers[i].p_sum[a] / weight;
      for (guint a = 0; a < n; a++)
        if (a != best && (runner < 0 || u[a] > u[runner] + 1e-9))
          runner = (gint) a;
      advice->basis = KAISER_ADVICE_SIMULATION;
      advice->deals = drawn;
      advice->points = p[best];
      advice->has_runner_up = runner >= 0;
      if (runner >= 0)
        {
          advice->runner_up = legal[runner];
          advice->runner_up_points = p[runner];
        }
    }
  else
    advice->basis = KAISER_ADVICE_RULE;
  return TRUE;
}

gboolean
kaiser_expert_advise (KaiserExpert *expert, const KaiserObservation *obs, KaiserAdvice *advice)
{
  g_autoptr(GMutexLocker) locker = NULL;

  memset (advice, 0, sizeof *advice);
  switch (obs->view.phase)
    {
    case KAISER_PHASE_PLAY:
      locker = g_mutex_locker_new (&expert->set->lock);
      return decide_play (expert, obs, advice);
    case KAISER_PHASE_BIDDING:
      if (!expert->simulated_bidding)
        return advise_by_rule (expert, obs, advice);
      locker = g_mutex_locker_new (&expert->set->lock);
      return decide_auction (expert, obs, advice);
    case KAISER_PHASE_TRUMP:
    case KAISER_PHASE_LOW:
      locker = g_mutex_locker_new (&expert->set->lock);
      return decide_auction (expert, obs, advice);
    case KAISER_PHASE_MISDEAL:
    case KAISER_PHASE_PASS:
    case KAISER_PHASE_KITTY:
    default:
      /* judged by the Standard player's rules */
      return advise_by_rule (expert, obs, advice);
    }
}

gboolean
kaiser_expert_decide (KaiserExpert *expert, const KaiserObservation *obs, KaiserAction *action)
{
  KaiserAdvice advice;

  if (!kaiser_expert_advise (expert, obs, &advice))
    return FALSE;
  *action = advice.action;
  return TRUE;
}
