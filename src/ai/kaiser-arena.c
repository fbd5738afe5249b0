/* kaiser-arena.c: players against each other, with statistics. */
#define G_LOG_DOMAIN "kaiser-arena"

#include <errno.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kaiser-arena.h"
#include "kaiser-match.h"

#define MAX_MESSAGES 1000
#define BOT_PREFIX   "cmd:"

/* Tags of the independent random streams drawn from the run's seed. */
enum {
  STREAM_DEALS = 1,
  STREAM_GAMES = 2,
  STREAM_PLAYERS = 16,   /* + side * 4 + seat */
  STREAM_STANDIN = 32,   /* + seat */
  STREAM_COMMON = 1 << 20,  /* + deal index * 4 + seat: common seeds */
  STREAM_PLAYERS_56 = 24,  /* + side * 2 + seat − 4: the fifth and sixth seats */
  STREAM_STANDIN_56 = 40,  /* + seat − 4 */
};
/* Common seeds at a table of other than four seats: + deal index * 6 + seat */
#define STREAM_COMMON_TABLE (G_GUINT64_CONSTANT (1) << 40)

typedef struct {
  const char   *name;      /* as given */
  gboolean      is_bot;
  KaiserLevel   level;
  const char   *command;   /* after "cmd:" */
  KaiserPlayer *players[KAISER_MAX_SEATS];
  KaiserBot    *bots[KAISER_MAX_SEATS];
  GArray       *ms;        /* double: each timed decision */
  GArray       *ms_cards;  /* the cards played among them */
  GArray       *ms_bids;   /* the calls, trumps, high or low */
} Side;

typedef struct {
  const KaiserArenaConfig *config;
  Side               sides[KAISER_ARENA_N_SIDES];
  KaiserPlayer      *standin[KAISER_MAX_SEATS];
  guint              n_seats;
  gboolean           rotation;  /* not two sides: the ns player in one seat at a time (kaiser-arena.h) */
  KaiserArenaResult *result;
  const char        *what;      /* "deal 3 (seed …)": where the play is, for messages */
  gboolean           is_game;
  KaiserSolver      *solver;    /* for the partner-play counts */
} Run;

void
kaiser_arena_config_init (KaiserArenaConfig *config)
{
  memset (config, 0, sizeof *config);
  kaiser_rules_init_standard (&config->rules);
  config->players[KAISER_ARENA_SIDE_NS] = "random";
  config->players[KAISER_ARENA_SIDE_EW] = "random";
  config->seed = 1;
  config->n_deals = 100;
  config->n_games = kaiser_arena_default_games (config->n_deals);
  config->bot_timeout_ms = KAISER_BOT_DEFAULT_TIMEOUT_MS;
  config->bot_startup_ms = KAISER_BOT_DEFAULT_STARTUP_MS;
}

guint
kaiser_arena_default_games (guint n_deals)
{
  return MAX (n_deals / 20, 2u);
}

gboolean
kaiser_arena_check_player (const char *text, GError **error)
{
  KaiserLevel level;
  gboolean inference, bidding;
  guint samples;
  g_auto(GStrv) argv = NULL;
  g_autoptr(GError) local = NULL;

  if (text != NULL && g_str_has_prefix (text, BOT_PREFIX))
    {
      if (!g_shell_parse_argv (text + strlen (BOT_PREFIX), NULL, &argv, &local))
        {
          g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_START,
                       "“%s” is not a command line: %s", text, local->message);
          return FALSE;
        }
      return TRUE;
    }
  if (text == NULL || !kaiser_player_parse_spec (text, &level, &inference, &samples, &bidding))
    {
      g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_START,
                   "unknown player “%s”: a level (random, beginner, standard, expert, "
                   "expert:inference=off,samples=N) or cmd:PROGRAM ARGS…",
                   text ? text : "");
      return FALSE;
    }
  return TRUE;
}

double
kaiser_arena_percentile (const double *sorted, guint n, double p)
{
  guint i;

  if (n == 0)
    return 0.0;
  i = (guint) (p * (n - 1) + 0.5);
  return sorted[MIN (i, n - 1)];
}

/* Milliseconds on the monotonic clock, to the nanosecond. */
static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static guint64
stream_seed (guint64 seed, guint64 tag)
{
  KaiserRng base, child;

  kaiser_rng_init (&base, seed);
  kaiser_rng_fork (&base, tag, &child);
  return kaiser_rng_next (&child);
}

/* The side whose player sits at seat, when the ns player sits at the
 * seats of the mask ns_seats. */
static KaiserArenaSide
side_at (KaiserSeat seat, guint ns_seats)
{
  return (ns_seats & (1u << seat)) ? KAISER_ARENA_SIDE_NS : KAISER_ARENA_SIDE_EW;
}

/* Where the ns player sits at two sides: the first side's seats
 * (North–South), or the other's when swapped. */
static guint
two_sides_seats (const Run *run, gboolean swapped)
{
  return kaiser_rules_side_seats (&run->config->rules, swapped ? 1 : 0);
}

static void
report (Run *run, const char *format, ...) G_GNUC_PRINTF (2, 3);

static void
report (Run *run, const char *format, ...)
{
  KaiserArenaResult *result = run->result;
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  result->n_messages++;
  if (run->config->report)
    run->config->report (message, run->config->user_data);
  if (result->messages->len < MAX_MESSAGES)
    g_ptr_array_add (result->messages, g_steal_pointer (&message));
}

/* The random stream of the side's player at seat; a bot is told it in
 * its hello, so kaiser-cli bot at a level plays as that level would. */
static guint64
player_seed (Run *run, KaiserArenaSide s, KaiserSeat seat)
{
  if (seat >= 4)
    return stream_seed (run->config->seed, STREAM_PLAYERS_56 + s * 2 + seat - 4);
  return stream_seed (run->config->seed, STREAM_PLAYERS + s * 4 + seat);
}

static gboolean
side_init (Run *run, KaiserArenaSide s, GError **error)
{
  Side *side = &run->sides[s];
  const char *text = run->config->players[s];

  if (!kaiser_arena_check_player (text, error))
    return FALSE;
  side->name = text;
  side->ms = g_array_new (FALSE, FALSE, sizeof (double));
  side->ms_cards = g_array_new (FALSE, FALSE, sizeof (double));
  side->ms_bids = g_array_new (FALSE, FALSE, sizeof (double));
  if (g_str_has_prefix (text, BOT_PREFIX))
    {
      side->is_bot = TRUE;
      side->command = text + strlen (BOT_PREFIX);
      return TRUE;
    }
  {
    gboolean inference, bidding;
    guint samples;
    kaiser_player_parse_spec (text, &side->level, &inference, &samples, &bidding);
  }
  /* One player per seat for the whole run, as a player keeps its seat in a game. */
  for (guint seat = 0; seat < run->n_seats; seat++)
    side->players[seat] = kaiser_player_new_from_spec (text, player_seed (run, s, (KaiserSeat) seat));
  return TRUE;
}

/* Start the bot processes for the seats the side will play. */
static gboolean
side_start_bots (Run *run, KaiserArenaSide s, gboolean plain, gboolean swapped, GError **error)
{
  Side *side = &run->sides[s];

  if (!side->is_bot)
    return TRUE;
  for (guint seat = 0; seat < run->n_seats; seat++)
    {
      gboolean needed = run->rotation || (plain && side_at (seat, two_sides_seats (run, FALSE)) == s) ||
                        (swapped && side_at (seat, two_sides_seats (run, TRUE)) == s);

      if (!needed)
        continue;
      side->bots[seat] = kaiser_bot_new (side->command, (KaiserSeat) seat, player_seed (run, s, (KaiserSeat) seat),
                                         run->config->bot_timeout_ms, error);
      if (side->bots[seat] == NULL)
        return FALSE;
      kaiser_bot_set_startup_ms (side->bots[seat], run->config->bot_startup_ms);
    }
  return TRUE;
}

/* Common seeds: before each play of deal index, every player starts
 * afresh, the one at each seat from the same seed whichever side sits
 * there; a bot is started again (a new process, told the seed in its
 * hello).  Two copies of one program then play the deal's two plays
 * alike, as far as their time allows. */
static gboolean
reseed_players (Run *run, guint index, GError **error)
{
  for (guint s = 0; s < KAISER_ARENA_N_SIDES; s++)
    {
      Side *side = &run->sides[s];

      for (guint seat = 0; seat < run->n_seats; seat++)
        {
          guint64 seed = run->n_seats == 4
                         ? stream_seed (run->config->seed, STREAM_COMMON + (guint64) index * 4 + seat)
                         : stream_seed (run->config->seed, STREAM_COMMON_TABLE + (guint64) index * KAISER_MAX_SEATS + seat);

          if (side->is_bot)
            {
              if (side->bots[seat] == NULL)
                continue;
              g_clear_pointer (&side->bots[seat], kaiser_bot_free);
              side->bots[seat] = kaiser_bot_new (side->command, (KaiserSeat) seat, seed, run->config->bot_timeout_ms,
                                                 error);
              if (side->bots[seat] == NULL)
                return FALSE;
              kaiser_bot_set_startup_ms (side->bots[seat], run->config->bot_startup_ms);
            }
          else
            {
              g_clear_pointer (&side->players[seat], kaiser_player_free);
              side->players[seat] = kaiser_player_new_from_spec (side->name, seed);
            }
        }
    }
  return TRUE;
}

static void
side_clear (Side *side)
{
  for (guint seat = 0; seat < KAISER_MAX_SEATS; seat++)
    {
      g_clear_pointer (&side->players[seat], kaiser_player_free);
      g_clear_pointer (&side->bots[seat], kaiser_bot_free);
    }
  g_clear_pointer (&side->ms, g_array_unref);
  g_clear_pointer (&side->ms_cards, g_array_unref);
  g_clear_pointer (&side->ms_bids, g_array_unref);
}

/* Where a decision is, for messages: "deal 3 (seed …), South (cmd:bot)". */
static char *
decision_place (Run *run, KaiserGame *game, KaiserSeat seat, const Side *side)
{
  if (run->is_game)
    return g_strdup_printf ("%s, hand %u, %s (%s)", run->what, kaiser_game_get_hand_number (game),
                            kaiser_seat_name (seat), side->name);
  return g_strdup_printf ("%s, %s (%s)", run->what, kaiser_seat_name (seat), side->name);
}

/* The action of the seat to act: from its side's player, or, when that
 * player gets it wrong, from a Standard player. */
static gboolean
decide (Run *run, KaiserGame *game, guint ns_seats, KaiserAction *action, GError **error)
{
  KaiserSeat seat = kaiser_game_get_to_act (game);
  KaiserArenaSide s;
  Side *side;
  KaiserObservation obs;
  g_autoptr(GError) local = NULL;
  gboolean ok = FALSE;

  if (seat >= run->n_seats)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE, "%s: no seat is to act in phase %s",
                   run->what, kaiser_phase_to_string (kaiser_game_get_phase (game)));
      return FALSE;
    }
  s = side_at (seat, ns_seats);
  side = &run->sides[s];
  kaiser_game_observe (game, seat, &obs);

  if (!side->is_bot || kaiser_bot_is_running (side->bots[seat]))
    {
      double start = now_ms ();
      double ms;

      if (side->is_bot)
        ok = kaiser_bot_decide (side->bots[seat], &obs, action, &local);
      else
        ok = kaiser_player_decide (side->players[seat], &obs, action, &local);
      ms = now_ms () - start;
      g_array_append_val (side->ms, ms);
      switch (obs.view.phase)
        {
        case KAISER_PHASE_PLAY:
          g_array_append_val (side->ms_cards, ms);
          break;
        case KAISER_PHASE_BIDDING:
        case KAISER_PHASE_ACCEPT:   /* the dealer's sale (Lost Heir): a call */
        case KAISER_PHASE_TRUMP:
        case KAISER_PHASE_LOW:
          g_array_append_val (side->ms_bids, ms);
          break;
        default:
          break;
        }

      if (ok && !kaiser_state_is_legal (kaiser_game_get_state (game), action, &local))
        {
          g_autofree char *place = decision_place (run, game, seat, side);
          g_autofree char *what = kaiser_action_describe (&obs.view.rules, action);

          ok = FALSE;
          report (run, "%s chose an illegal action “%s”: %s; Standard plays this decision",
                  place, what, local->message);
        }
      else if (!ok)
        {
          g_autofree char *place = decision_place (run, game, seat, side);
          gboolean gone = g_error_matches (local, KAISER_BOT_ERROR, KAISER_BOT_ERROR_DIED);

          if (g_error_matches (local, KAISER_BOT_ERROR, KAISER_BOT_ERROR_TIMEOUT))
            run->result->timeouts++;
          if (gone)
            run->result->bots_stopped++;
          report (run, "%s %s; Standard plays %s", place, local->message,
                  gone ? "this seat for the rest of the run" : "this decision");
        }
    }

  if (ok)
    return TRUE;

  /* The stand-in. */
  run->result->illegal++;
  run->result->illegal_by[s]++;
  g_clear_error (&local);
  if (!kaiser_player_decide (run->standin[seat], &obs, action, &local) ||
      !kaiser_state_is_legal (kaiser_game_get_state (game), action, &local))
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE, "%s, %s: the Standard stand-in failed too: %s",
                   run->what, kaiser_seat_name (seat), local->message);
      return FALSE;
    }
  return TRUE;
}

/* Play one hand (one_hand) or the game; *finished is FALSE if a game ran
 * past KAISER_MATCH_MAX_HANDS hands. */
static gboolean
play (Run *run, KaiserGame *game, guint ns_seats, gboolean one_hand, gboolean *finished, GError **error)
{
  *finished = TRUE;
  for (;;)
    {
      KaiserPhase phase = kaiser_game_get_phase (game);
      KaiserAction action;

      if (phase == KAISER_PHASE_GAME_OVER)
        return TRUE;
      if (phase == KAISER_PHASE_HAND_OVER)
        {
          if (one_hand)
            return TRUE;
          if (kaiser_game_get_hand_number (game) >= KAISER_MATCH_MAX_HANDS)
            {
              *finished = FALSE;
              return TRUE;
            }
          if (!kaiser_game_next_hand (game, error))
            return FALSE;
          continue;
        }
      if (!decide (run, game, ns_seats, &action, error))
        return FALSE;
      if (!kaiser_game_apply (game, &action, error))
        return FALSE;
    }
}

static gboolean
save_record (Run *run, KaiserGame *game, const char *name, GError **error)
{
  g_autofree char *path = NULL;

  if (run->config->records_dir == NULL)
    return TRUE;
  path = g_build_filename (run->config->records_dir, name, NULL);
  return kaiser_record_save (game, path, error);
}

/* The partner play of the hands of game, added to each player's side. */
static gboolean
count_partner_play (Run *run, KaiserGame *game, guint ns_seats, GError **error)
{
  const KaiserRules *rules = &run->config->rules;
  KaiserPartnerPlay teams[KAISER_MAX_SIDES] = { { 0 } };

  if (!run->config->partner_play)
    return TRUE;
  if (run->solver == NULL)
    run->solver = kaiser_solver_new ();
  if (!kaiser_partner_play_count (run->solver, game, teams, error))
    return FALSE;
  for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
    {
      KaiserSeat first = (KaiserSeat) __builtin_ctz (kaiser_rules_side_seats (rules, t));
      KaiserPartnerPlay *side = &run->result->partner[side_at (first, ns_seats)];

      side->hands += teams[t].hands;
      side->bonus_given += teams[t].bonus_given;
      side->penalty_taken += teams[t].penalty_taken;
      side->overtakes += teams[t].overtakes;
    }
  return TRUE;
}

static void
tell_played (Run *run, KaiserArenaPlayed *played, gboolean swapped, guint ns_seats)
{
  if (run->config->played == NULL)
    return;
  played->swapped = swapped;
  played->ns_seats = ns_seats;
  for (guint seat = 0; seat < run->n_seats; seat++)
    played->players[seat] = run->sides[side_at (seat, ns_seats)].name;
  run->config->played (played, run->config->user_data);
}

/* One deal from 0–0 with the ns player at the seats of ns_seats: the
 * change to the side of seat (each side's own at two sides) in *change,
 * for every side.  play: 0 the plain play, 1 the swapped one; in a
 * rotation 0 the play of the ew player alone, then 1 + the ns player's
 * seat. */
static gboolean
play_deal (Run *run, guint index, guint64 seed, guint play_index, guint ns_seats, gint *change, GError **error)
{
  g_autoptr(KaiserGame) game = kaiser_game_new (&run->config->rules, seed);
  gboolean swapped = !run->rotation && play_index == 1;
  g_autofree char *what = NULL;
  g_autofree char *name = NULL;
  const KaiserState *state;
  KaiserArenaPlayed played = { 0 };
  gboolean finished;

  if (run->rotation)
    what = play_index == 0
           ? g_strdup_printf ("deal %u, %s alone (seed %" G_GUINT64_FORMAT ")", index,
                              run->sides[KAISER_ARENA_SIDE_EW].name, seed)
           : g_strdup_printf ("deal %u, %s at %s (seed %" G_GUINT64_FORMAT ")", index,
                              run->sides[KAISER_ARENA_SIDE_NS].name, kaiser_seat_name ((KaiserSeat) (play_index - 1)), seed);
  else
    what = g_strdup_printf ("deal %u%s (seed %" G_GUINT64_FORMAT ")", index,
                            swapped ? " replayed with seats swapped" : "", seed);
  run->what = what;
  run->is_game = FALSE;
  if (!play (run, game, ns_seats, TRUE, &finished, error))
    return FALSE;
  state = kaiser_game_get_state (game);
  for (guint t = 0; t < kaiser_rules_n_sides (&run->config->rules); t++)
    change[t] = state->result.change[t];
  run->result->hands++;

  if (run->rotation)
    name = play_index == 0 ? g_strdup_printf ("deal-%06u-alone.json", index)
                           : g_strdup_printf ("deal-%06u-seat-%s.json", index,
                                              kaiser_seat_to_string ((KaiserSeat) (play_index - 1)));
  else if (run->config->duplicate)
    name = g_strdup_printf ("deal-%06u%s.json", index, swapped ? "-swapped" : "");
  else
    name = g_strdup_printf ("deal-%06u.json", index);
  if (!save_record (run, game, name, error) || !count_partner_play (run, game, ns_seats, error))
    return FALSE;

  played.index = index;
  played.seed = seed;
  played.game = game;
  if (!run->rotation)
    {
      KaiserTeam ns_team = swapped ? 1 : 0;

      played.diff = change[ns_team] - change[1 - ns_team];
    }
  else if (ns_seats != 0)
    played.diff = change[kaiser_rules_seat_side (&run->config->rules, (KaiserSeat) (play_index - 1))];
  played.winner = KAISER_ARENA_N_SIDES;
  tell_played (run, &played, swapped, ns_seats);
  run->what = NULL;
  return TRUE;
}

/* One deal's difference: at two sides the ns player's side's change less
 * the other side's (with duplicate, the mean of the two plays); in a
 * rotation, the mean over the seats of the ns player's change in that
 * seat less the ew player's in the same seat when it plays every seat. */
static gboolean
play_deal_diff (Run *run, guint index, guint64 seed, double *d, GError **error)
{
  const KaiserRules *rules = &run->config->rules;
  gint change[KAISER_MAX_SIDES], alone[KAISER_MAX_SIDES];

  if (!run->rotation)
    {
      gint a, b;

      if ((run->config->common_seeds && !reseed_players (run, index, error)) ||
          !play_deal (run, index, seed, 0, two_sides_seats (run, FALSE), change, error))
        return FALSE;
      a = change[0] - change[1];
      *d = a;
      if (run->config->duplicate)
        {
          if ((run->config->common_seeds && !reseed_players (run, index, error)) ||
              !play_deal (run, index, seed, 1, two_sides_seats (run, TRUE), change, error))
            return FALSE;
          b = change[1] - change[0];
          *d = (a + b) / 2.0;
        }
      return TRUE;
    }
  if ((run->config->common_seeds && !reseed_players (run, index, error)) ||
      !play_deal (run, index, seed, 0, 0, alone, error))
    return FALSE;
  *d = 0;
  for (guint seat = 0; seat < run->n_seats; seat++)
    {
      KaiserTeam side = kaiser_rules_seat_side (rules, (KaiserSeat) seat);

      if ((run->config->common_seeds && !reseed_players (run, index, error)) ||
          !play_deal (run, index, seed, 1 + seat, 1u << seat, change, error))
        return FALSE;
      *d += change[side] - alone[side];
    }
  *d /= run->n_seats;
  return TRUE;
}

/* A full game with the ns player at the seats of ns_seats. */
static gboolean
play_full_game (Run *run, guint index, guint64 seed, gboolean swapped, guint ns_seats, GError **error)
{
  g_autoptr(KaiserGame) game = kaiser_game_new (&run->config->rules, seed);
  g_autofree char *what = g_strdup_printf ("game %u%s (seed %" G_GUINT64_FORMAT ")", index,
                                           swapped ? " with seats swapped" : "", seed);
  g_autofree char *name = g_strdup_printf ("game-%04u.json", index);
  KaiserArenaPlayed played = { 0 };
  KaiserTeam winner;
  gboolean finished;

  run->what = what;
  run->is_game = TRUE;
  if (!play (run, game, ns_seats, FALSE, &finished, error))
    return FALSE;
  run->result->games++;
  winner = kaiser_game_get_winner (game);
  played.winner = KAISER_ARENA_N_SIDES;
  if (!finished || winner >= kaiser_rules_n_sides (&run->config->rules))
    run->result->unfinished++;
  else
    {
      played.winner = side_at ((KaiserSeat) __builtin_ctz (kaiser_rules_side_seats (&run->config->rules, winner)),
                               ns_seats);
      run->result->wins[played.winner]++;
    }
  if (!save_record (run, game, name, error) || !count_partner_play (run, game, ns_seats, error))
    return FALSE;

  played.is_game = TRUE;
  played.index = index;
  played.seed = seed;
  played.game = game;
  tell_played (run, &played, swapped, ns_seats);
  run->what = NULL;
  return TRUE;
}

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
kind_latency (KaiserArenaKindLatency *kind, GArray *ms)
{
  double *values = (double *) (void *) ms->data;

  /* none of a kind (a bot that died before it was asked): no array to sort */
  if (ms->len > 1)
    qsort (values, ms->len, sizeof (double), compare_double);
  kind->decisions = ms->len;
  kind->p50 = kaiser_arena_percentile (values, ms->len, 0.50);
  kind->p95 = kaiser_arena_percentile (values, ms->len, 0.95);
  kind->max = ms->len ? values[ms->len - 1] : 0.0;
}

static KaiserArenaLatency *
latency_new (const char *name, GArray *ms, GArray *ms_cards, GArray *ms_bids)
{
  KaiserArenaLatency *latency = g_new0 (KaiserArenaLatency, 1);
  double *values = (double *) (void *) ms->data;

  kind_latency (&latency->cards, ms_cards);
  kind_latency (&latency->bids, ms_bids);
  if (ms->len > 1)
    qsort (values, ms->len, sizeof (double), compare_double);
  latency->name = g_strdup (name);
  latency->decisions = ms->len;
  latency->p50 = kaiser_arena_percentile (values, ms->len, 0.50);
  latency->p95 = kaiser_arena_percentile (values, ms->len, 0.95);
  latency->p99 = kaiser_arena_percentile (values, ms->len, 0.99);
  latency->max = ms->len ? values[ms->len - 1] : 0.0;
  return latency;
}

static void
latency_free (gpointer data)
{
  KaiserArenaLatency *latency = data;

  g_free (latency->name);
  g_free (latency);
}

static void
finish_statistics (Run *run, GArray *diffs)
{
  KaiserArenaResult *result = run->result;
  const double *d = (const double *) (void *) diffs->data;
  double sum = 0, squares = 0;
  Side *ns = &run->sides[KAISER_ARENA_SIDE_NS], *ew = &run->sides[KAISER_ARENA_SIDE_EW];

  result->deals = diffs->len;
  for (guint i = 0; i < diffs->len; i++)
    sum += d[i];
  result->mean_diff = diffs->len ? sum / diffs->len : 0.0;
  for (guint i = 0; i < diffs->len; i++)
    squares += (d[i] - result->mean_diff) * (d[i] - result->mean_diff);
  result->sd = diffs->len >= 2 ? sqrt (squares / (diffs->len - 1)) : 0.0;
  result->ci95 = diffs->len >= 2 ? 1.96 * result->sd / sqrt ((double) diffs->len) : NAN;

  if (g_str_equal (ns->name, ew->name))
    {
      g_array_append_vals (ns->ms, ew->ms->data, ew->ms->len);
      g_array_append_vals (ns->ms_cards, ew->ms_cards->data, ew->ms_cards->len);
      g_array_append_vals (ns->ms_bids, ew->ms_bids->data, ew->ms_bids->len);
      g_ptr_array_add (result->latency, latency_new (ns->name, ns->ms, ns->ms_cards, ns->ms_bids));
    }
  else
    {
      g_ptr_array_add (result->latency, latency_new (ns->name, ns->ms, ns->ms_cards, ns->ms_bids));
      g_ptr_array_add (result->latency, latency_new (ew->name, ew->ms, ew->ms_cards, ew->ms_bids));
    }
}

KaiserArenaResult *
kaiser_arena_run (const KaiserArenaConfig *config, GError **error)
{
  g_autoptr(KaiserArenaResult) result = g_new0 (KaiserArenaResult, 1);
  g_autoptr(GArray) diffs = g_array_new (FALSE, FALSE, sizeof (double));
  Run run = { 0 };
  KaiserRng deals_rng, games_rng;
  guint64 game_seed = 0;
  gint64 start = g_get_monotonic_time ();
  gboolean ok = FALSE;

  g_return_val_if_fail (config != NULL, NULL);

  result->latency = g_ptr_array_new_with_free_func (latency_free);
  result->messages = g_ptr_array_new_with_free_func (g_free);
  result->ci95 = NAN;
  run.config = config;
  run.result = result;

  if (!kaiser_rules_validate (&config->rules, error))
    goto out;
  run.n_seats = kaiser_rules_n_seats (&config->rules);
  run.rotation = kaiser_rules_n_sides (&config->rules) != 2;
  if (config->records_dir && g_mkdir_with_parents (config->records_dir, 0755) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "cannot create %s: %s",
                   config->records_dir, g_strerror (saved));
      goto out;
    }
  for (guint s = 0; s < KAISER_ARENA_N_SIDES; s++)
    if (!side_init (&run, (KaiserArenaSide) s, error))
      goto out;
  for (guint s = 0; s < KAISER_ARENA_N_SIDES; s++)
    if (!side_start_bots (&run, (KaiserArenaSide) s,
                          config->n_deals > 0 || config->n_games > 0,
                          (config->n_deals > 0 && config->duplicate) || config->n_games > 1, error))
      goto out;
  for (guint seat = 0; seat < run.n_seats; seat++)
    run.standin[seat] = kaiser_player_new (KAISER_LEVEL_STANDARD,
                                           stream_seed (config->seed, seat < 4 ? STREAM_STANDIN + seat
                                                                              : STREAM_STANDIN_56 + seat - 4));

  kaiser_rng_init (&deals_rng, stream_seed (config->seed, STREAM_DEALS));
  for (guint i = 1; i <= config->n_deals; i++)
    {
      guint64 seed = kaiser_rng_next (&deals_rng);
      double d;

      if (!play_deal_diff (&run, i, seed, &d, error))
        goto out;
      g_array_append_val (diffs, d);
    }

  /* Games in pairs on one seed: the ns player sits North–South in the
   * first.  In a rotation, games in turns of a seed for each seat, the ns
   * player at each seat in turn. */
  kaiser_rng_init (&games_rng, stream_seed (config->seed, STREAM_GAMES));
  for (guint g = 0; g < config->n_games; g++)
    {
      guint turn = run.rotation ? run.n_seats : 2;

      if (g % turn == 0)
        game_seed = kaiser_rng_next (&games_rng);
      if (!play_full_game (&run, g + 1, game_seed, !run.rotation && g % 2 == 1,
                           run.rotation ? 1u << (g % turn) : two_sides_seats (&run, g % 2 == 1), error))
        goto out;
    }

  finish_statistics (&run, diffs);
  ok = TRUE;

out:
  for (guint s = 0; s < KAISER_ARENA_N_SIDES; s++)
    side_clear (&run.sides[s]);
  for (guint seat = 0; seat < KAISER_MAX_SEATS; seat++)
    g_clear_pointer (&run.standin[seat], kaiser_player_free);
  g_clear_pointer (&run.solver, kaiser_solver_free);
  result->seconds = (g_get_monotonic_time () - start) / 1e6;
  return ok ? g_steal_pointer (&result) : NULL;
}

void
kaiser_arena_result_free (KaiserArenaResult *result)
{
  if (result == NULL)
    return;
  g_clear_pointer (&result->latency, g_ptr_array_unref);
  g_clear_pointer (&result->messages, g_ptr_array_unref);
  g_free (result);
}

/* Numbers rounded for people: 4 decimals, or null when not finite. */
static void
set_number (JsonObject *obj, const char *name, double value, double scale)
{
  if (!isfinite (value))
    json_object_set_null_member (obj, name);
  else
    json_object_set_double_member (obj, name, round (value * scale) / scale);
}

static JsonObject *
sides_object (guint ns, guint ew)
{
  JsonObject *obj = json_object_new ();

  json_object_set_int_member (obj, "ns", ns);
  json_object_set_int_member (obj, "ew", ew);
  return obj;
}

JsonNode *
kaiser_arena_result_to_json (const KaiserArenaConfig *config, const KaiserArenaResult *result)
{
  JsonObject *obj = json_object_new ();
  JsonObject *latency = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, config->seed);

  json_object_set_string_member (obj, "ns", config->players[KAISER_ARENA_SIDE_NS]);
  json_object_set_string_member (obj, "ew", config->players[KAISER_ARENA_SIDE_EW]);
  json_object_set_member (obj, "rules", kaiser_rules_to_json (&config->rules));
  json_object_set_string_member (obj, "seed", seed);
  json_object_set_boolean_member (obj, "duplicate", config->duplicate);
  json_object_set_boolean_member (obj, "rotation", kaiser_rules_n_sides (&config->rules) != 2);
  json_object_set_boolean_member (obj, "common_seeds", config->common_seeds);
  json_object_set_int_member (obj, "deals", result->deals);
  json_object_set_int_member (obj, "hands", result->hands);
  set_number (obj, "mean_diff", result->deals > 0 ? result->mean_diff : NAN, 1e4);
  set_number (obj, "sd", result->deals > 1 ? result->sd : NAN, 1e4);
  set_number (obj, "ci95", result->ci95, 1e4);
  set_number (obj, "ci95_low", result->mean_diff - result->ci95, 1e4);
  set_number (obj, "ci95_high", result->mean_diff + result->ci95, 1e4);
  json_object_set_int_member (obj, "games", result->games);
  json_object_set_int_member (obj, "ns_games", result->wins[KAISER_ARENA_SIDE_NS]);
  json_object_set_int_member (obj, "ew_games", result->wins[KAISER_ARENA_SIDE_EW]);
  json_object_set_int_member (obj, "unfinished_games", result->unfinished);
  json_object_set_int_member (obj, "illegal", result->illegal);
  json_object_set_object_member (obj, "illegal_by", sides_object (result->illegal_by[KAISER_ARENA_SIDE_NS],
                                                                  result->illegal_by[KAISER_ARENA_SIDE_EW]));
  json_object_set_int_member (obj, "timeouts", result->timeouts);
  json_object_set_int_member (obj, "bots_stopped", result->bots_stopped);
  for (guint i = 0; i < result->latency->len; i++)
    {
      const KaiserArenaLatency *l = g_ptr_array_index (result->latency, i);
      JsonObject *level = json_object_new ();

      json_object_set_int_member (level, "decisions", l->decisions);
      set_number (level, "p50", l->p50, 1e4);
      set_number (level, "p95", l->p95, 1e4);
      set_number (level, "p99", l->p99, 1e4);
      set_number (level, "max", l->max, 1e4);
      for (guint k = 0; k < 2; k++)
        {
          const KaiserArenaKindLatency *kind = k == 0 ? &l->cards : &l->bids;
          JsonObject *o = json_object_new ();

          json_object_set_int_member (o, "decisions", kind->decisions);
          set_number (o, "p50", kind->p50, 1e4);
          set_number (o, "p95", kind->p95, 1e4);
          set_number (o, "max", kind->max, 1e4);
          json_object_set_object_member (level, k == 0 ? "cards" : "bids", o);
        }
      json_object_set_object_member (latency, l->name, level);
    }
  json_object_set_object_member (obj, "latency_ms", latency);
  if (config->partner_play)
    {
      JsonObject *partner = json_object_new ();

      for (guint s = 0; s < KAISER_ARENA_N_SIDES; s++)
        {
          const KaiserPartnerPlay *p = &result->partner[s];
          JsonObject *side = json_object_new ();

          json_object_set_int_member (side, "hands", p->hands);
          json_object_set_int_member (side, "bonus_given", p->bonus_given);
          json_object_set_int_member (side, "penalty_taken", p->penalty_taken);
          json_object_set_int_member (side, "overtakes", p->overtakes);
          json_object_set_object_member (partner, s == KAISER_ARENA_SIDE_NS ? "ns" : "ew", side);
        }
      json_object_set_object_member (obj, "partner_play", partner);
    }
  set_number (obj, "seconds", result->seconds, 1e3);
  json_node_take_object (node, obj);
  return node;
}
