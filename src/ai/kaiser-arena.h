/* kaiser-arena.h: two players (computer levels or external bots) play
 * each other over many deals and full games, with statistics.
 *
 * The two players are called by the side they are given for: "ns" is the
 * player named first (kaiser-cli arena --ns), "ew" the other, even when
 * seats are swapped and the "ns" player sits East–West.
 *
 * Deals: each deal is one hand played from 0–0 in a new KaiserGame made
 * from the deal's seed (so the seed gives the first dealer and the
 * cards).  Its score difference is the change to the ns player's side
 * minus the change to the other side.  With duplicate, each deal is
 * played again from the same seed with the players' seats swapped, the
 * two differences are averaged, and the statistics are over these pairs.
 *
 * Games: full games, in pairs on the same seed, the ns player sitting
 * North–South in the first of each pair and East–West in the second.
 *
 * A table of other than two sides (three players alone …) is a
 * rotation: duplicate in the usual sense is not possible, so each deal
 * is played by the ew player at every seat, then once for each seat with
 * the ns player there and the ew player at the others; the deal's
 * difference is the mean over the seats of the ns player's score change
 * less the ew player's in the same seat on the same deal (with
 * common_seeds the others play alike as far as the play lets them).
 * Games go round in turns of one seed, the ns player at each seat in
 * turn; it wins a game when its seat's side does.
 *
 * Every decision is timed around kaiser_player_decide (or the exchange
 * with a bot).  A decision a player gets wrong — no legal action, junk,
 * an illegal action, no answer in time, a bot that has died — is counted
 * as illegal, reported, and played by a Standard player instead.
 */
#pragma once

#include "kaiser-bot.h"
#include "kaiser-partner-play.h"
#include "kaiser-player.h"

G_BEGIN_DECLS

typedef enum {
  KAISER_ARENA_SIDE_NS,   /* the player given as --ns */
  KAISER_ARENA_SIDE_EW,   /* the player given as --ew */
  KAISER_ARENA_N_SIDES,
} KaiserArenaSide;

/* What was just played: given to KaiserArenaConfig.played. */
typedef struct {
  gboolean     is_game;       /* a full game, or one deal */
  guint        index;         /* 1-based number of the deal or game */
  gboolean     swapped;       /* the ns player sat East–West */
  guint        ns_seats;      /* the seats of the ns player (1 << seat); 0 in a rotation's play by the ew player alone */
  guint64      seed;
  const char  *players[KAISER_MAX_SEATS];  /* the player's name at each seat */
  KaiserGame  *game;          /* as it ended (HAND_OVER or GAME_OVER for a deal) */
  gint         diff;          /* deals: ns player's side minus the other; in a rotation the
                               * change to the ns player's seat's side (0 in the play by the ew player alone) */
  KaiserArenaSide winner;     /* games: the side that won, KAISER_ARENA_N_SIDES if none */
} KaiserArenaPlayed;

typedef void (*KaiserArenaPlayedFunc) (const KaiserArenaPlayed *played, gpointer user_data);
/* A problem with a player, as one line of text without the newline. */
typedef void (*KaiserArenaReportFunc) (const char *message, gpointer user_data);

typedef struct {
  KaiserRules  rules;
  /* A level name ("random", "standard" …) or "cmd:PROGRAM ARGS…" for an
   * external bot (docs/bot-protocol.md), one per side. */
  const char  *players[KAISER_ARENA_N_SIDES];
  guint64      seed;
  guint        n_deals;
  gboolean     duplicate;
  guint        n_games;
  const char  *records_dir;   /* NULL, or where to write each deal's and game's record */
  guint        bot_timeout_ms;
  guint        bot_startup_ms;  /* added to each bot's first decision */
  gboolean     partner_play;    /* count the partner play of each side (kaiser-partner-play.h) */
  /* Deals: before each play of a deal, every player starts afresh (a bot
   * as a new process), the one at each seat from a seed of the deal and
   * seat alone, whichever side sits there (common random numbers: two
   * copies of a program play a duplicate pair alike) */
  gboolean     common_seeds;
  KaiserArenaReportFunc report;   /* NULL: problems are only collected */
  KaiserArenaPlayedFunc played;   /* NULL: nothing */
  gpointer     user_data;
} KaiserArenaConfig;

/* Standard rules, random vs random, seed 1, 100 deals, no duplicate, 5 games, bot timeout 2 s,
 * bot start-up 10 s. */
void     kaiser_arena_config_init (KaiserArenaConfig *config);
/* The default number of games for a number of deals: deals / 20, at least 2. */
guint    kaiser_arena_default_games (guint n_deals);
/* Is text a level name or a well-formed "cmd:" player? */
gboolean kaiser_arena_check_player (const char *text, GError **error);

/* The latency of one kind of decision. */
typedef struct {
  guint   decisions;
  double  p50, p95, max;   /* milliseconds */
} KaiserArenaKindLatency;

typedef struct {
  char   *name;        /* a level name, or the bot's "cmd:…" */
  guint   decisions;   /* timed decisions */
  double  p50, p95, p99, max;   /* milliseconds */
  KaiserArenaKindLatency cards;   /* of them, the cards played */
  KaiserArenaKindLatency bids;    /* the calls of the auction, trumps, high or low */
} KaiserArenaLatency;

typedef struct {
  guint      deals;           /* deals (pairs, with duplicate) */
  guint      hands;           /* hands played for them */
  double     mean_diff;       /* mean of the per-deal differences (0 without deals) */
  double     sd;              /* their sample standard deviation (0 with fewer than 2) */
  double     ci95;            /* half-width of the 95% interval, 1.96·sd/√deals; NAN with fewer than 2 */
  guint      games;           /* full games played */
  guint      wins[KAISER_ARENA_N_SIDES];  /* games won by each player */
  guint      unfinished;      /* games stopped at KAISER_MATCH_MAX_HANDS without a winner */
  guint      illegal;         /* decisions a player got wrong, both sides */
  guint      illegal_by[KAISER_ARENA_N_SIDES];
  guint      timeouts;        /* of those: bots that did not answer in time */
  guint      bots_stopped;    /* bot processes that died or were stopped */
  GPtrArray *latency;         /* KaiserArenaLatency *, ns player first; one entry when both have the same name */
  GPtrArray *messages;        /* char *, the problems reported (the first 1000) */
  guint      n_messages;      /* all of them */
  double     seconds;         /* wall time of the run */
  /* With config->partner_play: each player's side in every hand played,
   * deals and games (the counts of kaiser-partner-play.h) */
  KaiserPartnerPlay partner[KAISER_ARENA_N_SIDES];
} KaiserArenaResult;

/* Play everything the config asks for.  Fails only on a bad config, a
 * bot that cannot be started, a record that cannot be written, or an
 * engine error; problems with the players' decisions are counted. */
KaiserArenaResult *kaiser_arena_run (const KaiserArenaConfig *config, GError **error);
void               kaiser_arena_result_free (KaiserArenaResult *result);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KaiserArenaResult, kaiser_arena_result_free)

/* The result as one JSON object (docs/bot-protocol.md): deals, hands,
 * duplicate, mean_diff (null without deals), sd and ci95 (half-width;
 * both null with fewer than 2 deals), ci95_low, ci95_high,
 * games, ns_games, ew_games, unfinished_games, illegal, illegal_by
 * {ns, ew}, latency_ms {NAME: {decisions, p50, p95, p99, max, cards, bids}}
 * (cards and bids: {decisions, p50, p95, max} of those decisions), and the
 * players, rules and seed; with partner_play, partner_play {ns, ew}, each
 * {hands, bonus_given, penalty_taken, overtakes}. */
JsonNode          *kaiser_arena_result_to_json (const KaiserArenaConfig *config, const KaiserArenaResult *result);

/* Nearest-rank percentile p (0–1) of n sorted values. */
double             kaiser_arena_percentile (const double *sorted, guint n, double p);

G_END_DECLS
