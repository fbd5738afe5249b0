/* kaiser-cli-record.c: kaiser-cli record verify FILE…, record calls FILE…,
 * record dd FILE…, record partner FILE…, record plays FILE…, record reading
 * FILE… */
#define G_LOG_DOMAIN "kaiser-cli"

#include <math.h>
#include <stdio.h>

#include "kaiser-cli.h"
#include "kaiser-engine.h"
#include "kaiser-heuristic.h"
#include "kaiser-partner-play.h"
#include "kaiser-play-model.h"
#include "kaiser-sampler.h"
#include "kaiser-solver.h"

#define STEPS KAISER_SAMPLER_CALL_STEPS
#define CALLS_USAGE "Usage: kaiser-cli record calls FILE…\n"
#define DD_USAGE "Usage: kaiser-cli record dd FILE…\n"
#define PARTNER_USAGE "Usage: kaiser-cli record partner FILE…\n"
#define PLAYS_USAGE "Usage: kaiser-cli record plays FILE…\n"
#define READING_USAGE "Usage: kaiser-cli record reading FILE…\n"
#define RECORD_USAGE "Usage: kaiser-cli record verify FILE…\n       kaiser-cli record calls FILE…\n       kaiser-cli record dd FILE…\n" \
                     "       kaiser-cli record partner FILE…\n" \
                     "       kaiser-cli record plays FILE…\n" \
                     "       kaiser-cli record reading FILE…\n"

static int
record_verify (int argc, char **argv)
{
  guint checked = 0;

  if (argc < 2)
    {
      fprintf (stderr, RECORD_USAGE);
      return 2;
    }
  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(KaiserGame) game = kaiser_record_load_file (argv[i], &error);

      if (game == NULL)
        {
          fprintf (stderr, "%s: %s\n", argv[i], error->message);
          fprintf (stderr, "%u record(s) verified before the first disagreement\n", checked);
          return 1;
        }
      checked++;
      if (argc == 2 && kaiser_rules_n_sides (kaiser_game_get_rules (game)) != 2)
        {
          const KaiserRules *rules = kaiser_game_get_rules (game);
          KaiserTeam winner = kaiser_game_get_winner (game);

          printf ("%s: ok, %u hand(s), scores", argv[i], kaiser_game_get_n_hands (game));
          for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
            printf (" %d", kaiser_game_get_score (game, (KaiserTeam) t));
          if (winner == KAISER_TEAM_NONE)
            printf (", in progress\n");
          else
            printf (", won by side %u (%s)\n", winner + 1,
                    kaiser_seat_to_string ((KaiserSeat) __builtin_ctz (kaiser_rules_side_seats (rules, winner))));
        }
      else if (argc == 2)
        printf ("%s: ok, %u hand(s), NS %d, EW %d, %s\n", argv[i],
                kaiser_game_get_n_hands (game),
                kaiser_game_get_score (game, KAISER_TEAM_NS),
                kaiser_game_get_score (game, KAISER_TEAM_EW),
                kaiser_game_get_winner (game) == KAISER_TEAM_NONE ? "in progress"
                : kaiser_game_get_winner (game) == KAISER_TEAM_NS ? "won by NS" : "won by EW");
    }
  printf ("%u record(s) verified\n", checked);
  return 0;
}

/* Each record of the command line through count: 0, or 1 at the first
 * record that does not load or count (named with the reason), 2 without
 * records. */
typedef gboolean (*RecordCount) (KaiserGame *game, gpointer data, GError **error);

static int
count_records (int argc, char **argv, const char *usage, RecordCount count, gpointer data)
{
  if (argc < 2)
    {
      fprintf (stderr, "%s", usage);
      return 2;
    }
  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(KaiserGame) game = kaiser_record_load_file (argv[i], &error);

      if (game == NULL || !count (game, data, &error))
        {
          fprintf (stderr, "%s: %s\n", argv[i], error->message);
          return 1;
        }
    }
  return 0;
}

typedef struct {
  guint n[2][STEPS][STEPS];   /* [dealer][the rule's call][the call made] */
  guint same_strain, other_strain;
  guint calls;
  guint agree;                /* the very call of the rule */
  guint choices[3], choices_agree[3];   /* trumps, high or low, the dealer's sale (Lost Heir) */
} CallTable;

/* Every bid and pass of the game, against the Standard player's call
 * from the same observation. */
static gboolean
count_calls (KaiserGame *game, gpointer data, GError **error)
{
  CallTable *table = data;
  guint n = kaiser_game_get_n_actions (game);

  for (guint i = 0; i < n; i++)
    {
      const KaiserAction *made = kaiser_game_get_action (game, i);
      g_autoptr(KaiserGame) before = NULL;
      KaiserObservation obs;
      KaiserAction would;
      KaiserRng rng;
      gint floor, m, w;
      gboolean dealer;

      if (made->type != KAISER_ACTION_BID && made->type != KAISER_ACTION_TRUMP && made->type != KAISER_ACTION_LOW &&
          made->type != KAISER_ACTION_ACCEPT)
        continue;
      before = kaiser_game_replay (game, i, error);
      if (before == NULL)
        return FALSE;
      kaiser_game_observe (before, made->seat, &obs);
      kaiser_rng_init (&rng, 1);
      if (made->type != KAISER_ACTION_BID)
        {
          /* trumps, high or low, accept or refuse: the rule's choice or another */
          guint k = made->type == KAISER_ACTION_TRUMP ? 0 : made->type == KAISER_ACTION_LOW ? 1 : 2;

          if (kaiser_heuristic_decide (KAISER_LEVEL_STANDARD, &obs, &rng, &would))
            {
              table->choices[k]++;
              table->choices_agree[k] += would.value == made->value;
            }
          continue;
        }
      floor = kaiser_sampler_call_floor (&obs.view);
      if (floor == G_MAXINT || !kaiser_heuristic_decide (KAISER_LEVEL_STANDARD, &obs, &rng, &would))
        continue;
      m = kaiser_sampler_call_step (made->bid, floor);
      w = kaiser_sampler_call_step (would.bid, floor);
      if (m < 0 || w < 0)
        continue;
      dealer = made->seat == obs.view.dealer;
      table->n[dealer][w][m]++;
      table->calls++;
      table->agree += kaiser_bid_equal (made->bid, would.bid);
      if (m > 0 && w > 0)
        {
          if (made->bid.kind == would.bid.kind)
            table->same_strain++;
          else
            table->other_strain++;
        }
    }
  return TRUE;
}

static void
print_calls (const CallTable *table)
{
  static const char * const names[STEPS] = { "pass", "+1", "+2", "+3", "+4" };

  printf ("calls: %u (bids and passes, in steps above the cheapest bid open less one)\n", table->calls);
  for (guint d = 0; d < 2; d++)
    {
      double p[STEPS][STEPS] = { { 0 } }, top[STEPS] = { 0 };

      printf ("\n%s: rule's call (rows) against the call made (columns), counts and chance of each column in the row\n",
              d ? "the dealer" : "not the dealer");
      printf ("%-6s", "");
      for (guint m = 0; m < STEPS; m++)
        printf ("%14s", names[m]);
      printf ("%8s\n", "hands");
      for (guint w = 0; w < STEPS; w++)
        {
          guint row = 0;

          for (guint m = 0; m < STEPS; m++)
            row += table->n[d][w][m];
          printf ("%-6s", names[w]);
          for (guint m = 0; m < STEPS; m++)
            {
              p[w][m] = row ? (double) table->n[d][w][m] / row : 0;
              top[m] = MAX (top[m], p[w][m]);
              printf ("%6u (%5.3f)", table->n[d][w][m], p[w][m]);
            }
          printf ("%8u\n", row);
        }
      printf ("likelihood (each column over its largest chance):\n");
      for (guint w = 0; w < STEPS; w++)
        {
          printf ("%-6s", names[w]);
          for (guint m = 0; m < STEPS; m++)
            printf ("%14.3f", top[m] > 0 ? p[w][m] / top[m] : 0);
          printf ("\n");
        }
    }
  printf ("\nbids of both (rule and made) in the same strain: %u, in another: %u\n",
          table->same_strain, table->other_strain);
  printf ("trumps named as the rule names them: %u of %u\n", table->choices_agree[0], table->choices[0]);
  printf ("high or low as the rule chooses: %u of %u\n", table->choices_agree[1], table->choices[1]);
  if (table->choices[2])
    printf ("bids accepted or refused as the rule chooses: %u of %u\n", table->choices_agree[2], table->choices[2]);
  printf ("the rule's own call: %u of %u\n", table->agree, table->calls);
}

/* The calls the players in these records made, against the calls the
 * Standard player's rule makes with the same cards: the table behind the
 * Expert's inference from bids (src/ai/kaiser-sampler.c). */
static int
record_calls (int argc, char **argv)
{
  CallTable table = { { { { 0 } } } };
  int status = count_records (argc, argv, CALLS_USAGE, count_calls, &table);

  if (status == 0)
    print_calls (&table);
  return status;
}

typedef struct {
  guint  hands;
  double edge, squares, dd;
} EdgeSum;

typedef struct {
  KaiserSolver *solver;
  EdgeSum       sums[2];   /* at trumps, at no-trump */
} EdgeCount;

/* Each hand played out in the game: the declaring side's points in the
 * double-dummy result of the deal at the first lead, against the points
 * it took; at trumps ([0]) and at no-trump ([1]). */
static gboolean
count_edges (KaiserGame *game, gpointer data, GError **error)
{
  EdgeCount *count = data;
  EdgeSum *sums = count->sums;
  guint n = kaiser_game_get_n_actions (game);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(KaiserGame) before = NULL;
      const KaiserState *st, *end;
      KaiserState copy;
      KaiserTeam side;
      double dd, took;
      gint value, all;
      guint nt, seats;

      if (kaiser_game_get_action (game, i)->type != KAISER_ACTION_PLAY)
        continue;
      before = kaiser_game_replay (game, i, error);
      if (before == NULL)
        return FALSE;
      st = kaiser_game_get_state (before);
      if (st->n_tricks != 0 || st->tricks[0].n_played != 0 || st->declarer >= kaiser_rules_n_seats (&st->rules))
        continue;
      seats = kaiser_solver_seats_for (st, st->declarer, KAISER_SOLVER_COALITION);
      if (!kaiser_solver_can_solve (st, seats))
        continue;
      end = &kaiser_game_get_hand_log (game, kaiser_game_get_n_hands (before) - 1)->state;
      if (end->phase != KAISER_PHASE_HAND_OVER && end->phase != KAISER_PHASE_GAME_OVER)
        continue;   /* the record stops in this hand */
      copy = *st;
      /* the declaring side against the others together */
      value = kaiser_solver_solve_for (count->solver, &copy, seats);
      side = kaiser_rules_seat_side (&st->rules, st->declarer);
      took = end->result.points[side];
      /* the hand's points shared as they were, split as the solver says */
      all = 0;
      for (guint t = 0; t < kaiser_rules_n_sides (&st->rules); t++)
        all += end->result.points[t];
      dd = (all + value) / 2.0;
      nt = st->contract.kind == KAISER_BID_NO_TRUMP;
      sums[nt].hands++;
      sums[nt].dd += dd;
      sums[nt].edge += dd - took;
      sums[nt].squares += (dd - took) * (dd - took);
    }
  return TRUE;
}

/* How much better the declaring side does double-dummy than it did in
 * these records: the edge the Expert takes off in bid simulations
 * (DD_EDGE_* in src/ai/kaiser-expert.c). */
static int
record_dd (int argc, char **argv)
{
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();
  EdgeCount count = { solver, { { 0 } } };
  const EdgeSum *sums = count.sums;
  int status = count_records (argc, argv, DD_USAGE, count_edges, &count);

  if (status != 0)
    return status;
  printf ("the declaring side's points: double-dummy at the first lead against what it took\n");
  for (guint k = 0; k < 2; k++)
    {
      const EdgeSum *e = &sums[k];
      double mean = e->hands ? e->edge / e->hands : 0;
      double sd = e->hands > 1 ? sqrt (MAX (0.0, (e->squares - e->hands * mean * mean) / (e->hands - 1))) : 0;

      printf ("%-9s hands %5u  double-dummy %5.2f  took %5.2f  edge %6.3f ± %.3f (95%%)\n", k ? "no-trump" : "trumps",
              e->hands, e->hands ? e->dd / e->hands : 0, e->hands ? (e->dd - e->edge) / e->hands : 0, mean,
              e->hands > 1 ? 1.96 * sd / sqrt (e->hands) : 0);
    }
  return 0;
}

typedef struct {
  KaiserSolver      *solver;
  KaiserPartnerPlay  teams[KAISER_MAX_SIDES];
  guint              n_sides;   /* the most sides of a record's table */
} PartnerCount;

static gboolean
count_partner (KaiserGame *game, gpointer data, GError **error)
{
  PartnerCount *count = data;

  count->n_sides = MAX (count->n_sides, kaiser_rules_n_sides (kaiser_game_get_rules (game)));
  return kaiser_partner_play_count (count->solver, game, count->teams, error);
}

/* Each side's +5 given up and −3 taken when a double-dummy replay shows
 * it avoidable, and partners' certain winners overtaken
 * (kaiser-partner-play.h), over every hand played out in the records. */
static int
record_partner (int argc, char **argv)
{
  g_autoptr(KaiserSolver) solver = kaiser_solver_new ();
  PartnerCount count = { solver, { { 0 } }, 2 };
  int status = count_records (argc, argv, PARTNER_USAGE, count_partner, &count);

  if (status != 0)
    return status;
  for (guint t = 0; t < count.n_sides; t++)
    {
      const KaiserPartnerPlay *p = &count.teams[t];
      g_autofree char *side = count.n_sides == 2 ? g_strdup (t == 0 ? "NS" : "EW") : g_strdup_printf ("side %u", t + 1);

      printf ("%s  hands %u  +5 given up %u  −3 taken %u  (avoidable double-dummy)  partner's certain winner overtaken %u\n",
              side, p->hands, p->bonus_given, p->penalty_taken, p->overtakes);
    }
  return 0;
}

/* Each card played where the seat had two or more to choose from, at a
 * table of four seats in two sides: one line for each legal card, its
 * play model features (kaiser-play-model.h) and whether it was the one
 * played, the decision numbered across the records.  What the model's
 * weights are fitted on (docs/ai.md). */
typedef struct {
  guint decisions;
} PlayCount;

static gboolean
count_plays (KaiserGame *game, gpointer data, GError **error)
{
  PlayCount *count = data;
  const KaiserRules *rules = kaiser_game_get_rules (game);
  guint n = kaiser_game_get_n_actions (game);

  if (kaiser_rules_n_seats (rules) != 4 || kaiser_rules_n_sides (rules) != 2)
    return TRUE;
  for (guint i = 0; i < n; i++)
    {
      const KaiserAction *made = kaiser_game_get_action (game, i);
      g_autoptr(KaiserGame) before = NULL;
      const KaiserState *st;
      KaiserCards legal;
      KaiserCard card;

      if (made->type != KAISER_ACTION_PLAY)
        continue;
      before = kaiser_game_replay (game, i, error);
      if (before == NULL)
        return FALSE;
      st = kaiser_game_get_state (before);
      legal = kaiser_state_legal_cards (st);
      if (kaiser_cards_count (legal) < 2)
        continue;
      KAISER_CARDS_FOREACH (card, legal)
        {
          double f[KAISER_PLAY_FEATURES];

          kaiser_play_model_features (st, card, f);
          printf ("%u\t%d", count->decisions, card == made->value);
          for (guint k = 0; k < KAISER_PLAY_FEATURES; k++)
            printf ("\t%g", f[k]);
          printf ("\n");
        }
      count->decisions++;
    }
  return TRUE;
}

static int
record_plays (int argc, char **argv)
{
  PlayCount count = { 0 };

  printf ("decision\tplayed");
  for (guint k = 0; k < KAISER_PLAY_FEATURES; k++)
    printf ("\t%s", kaiser_play_model_feature_name (k));
  printf ("\n");
  return count_records (argc, argv, PLAYS_USAGE, count_plays, &count);
}

/* How much a reading of the play tells: in every fifth card of tricks 3
 * to 7, from the seat to play, READING_DEALS deals drawn from the calls
 * and weighed by the cards played (kaiser_sampler_play_likelihood),
 * through the play model (its chances to the power 1 and ½) and through
 * the Standard player's card.  The deal really dealt is likelier than
 * what share of them (½: the reading tells nothing), and what share of
 * them the weights leave in effect ((Σw)² / Σw² over their number). */
#define READING_DEALS 200
#define READING_WAYS  3

typedef struct {
  double rank[READING_WAYS], share[READING_WAYS];
  guint  positions;
} ReadingCount;

static const double READING_POWER[READING_WAYS] = { 1.0, 0.5, 0 };

static gboolean
count_reading (KaiserGame *game, gpointer data, GError **error)
{
  ReadingCount *count = data;
  const KaiserRules *rules = kaiser_game_get_rules (game);
  guint n = kaiser_game_get_n_actions (game), play = 0;

  if (kaiser_rules_n_seats (rules) != 4 || kaiser_rules_n_sides (rules) != 2)
    return TRUE;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(KaiserGame) before = NULL;
      const KaiserState *st;
      KaiserObservation obs;
      double rank[READING_WAYS], share[READING_WAYS];
      guint way;

      if (kaiser_game_get_action (game, i)->type != KAISER_ACTION_PLAY || play++ % 5 != 0)
        continue;
      before = kaiser_game_replay (game, i, error);
      if (before == NULL)
        return FALSE;
      st = kaiser_game_get_state (before);
      if (st->n_tricks < 2 || st->n_tricks > 6)
        continue;
      kaiser_game_observe (before, st->to_act, &obs);
      /* a position counts for every reading, or (no deal drawn) for none */
      for (way = 0; way < READING_WAYS; way++)
        {
          KaiserSampler sampler;
          KaiserRng rng;
          double truth, sum = 0, squares = 0, below = 0;
          guint drawn = 0;

          kaiser_sampler_init (&sampler, &obs, TRUE);
          sampler.read_play = TRUE;
          sampler.play_model = READING_POWER[way];
          kaiser_rng_init (&rng, count->positions + 1);
          truth = kaiser_sampler_play_likelihood (&sampler, st);
          for (guint k = 0; k < READING_DEALS; k++)
            {
              KaiserState deal;
              double w;

              if (!kaiser_sampler_draw (&sampler, &rng, &deal, &w))
                continue;
              sum += w;
              squares += w * w;
              below += w < truth ? 1 : w == truth ? 0.5 : 0;
              drawn++;
            }
          if (drawn == 0 || squares <= 0)
            break;
          rank[way] = below / drawn;
          share[way] = sum * sum / squares / drawn;
        }
      if (way < READING_WAYS)
        continue;
      for (way = 0; way < READING_WAYS; way++)
        {
          count->rank[way] += rank[way];
          count->share[way] += share[way];
        }
      count->positions++;
    }
  return TRUE;
}

static int
record_reading (int argc, char **argv)
{
  ReadingCount count = { { 0 } };
  const char *names[READING_WAYS] = { "the play model", "the play model, power 0.5", "the Standard player's card" };
  int status = count_records (argc, argv, READING_USAGE, count_reading, &count);

  if (status != 0)
    return status;
  printf ("positions: %u (every fifth card of tricks 3 to 7, %u deals drawn for each)\n", count.positions, READING_DEALS);
  for (guint way = 0; way < READING_WAYS && count.positions > 0; way++)
    printf ("%-27s  the deal dealt likelier than %.3f of the deals drawn  effective share %.3f\n", names[way],
            count.rank[way] / count.positions, count.share[way] / count.positions);
  return 0;
}

int
kaiser_cli_record (int argc, char **argv)
{
  if (argc >= 2 && g_str_equal (argv[1], "verify"))
    return record_verify (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "calls"))
    return record_calls (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "dd"))
    return record_dd (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "partner"))
    return record_partner (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "plays"))
    return record_plays (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "reading"))
    return record_reading (argc - 1, argv + 1);
  fprintf (stderr, RECORD_USAGE);
  return 2;
}
