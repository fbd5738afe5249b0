/* kaiser-player.c: one computer player per seat. */
#define G_LOG_DOMAIN "kaiser-player"

#include "kaiser-expert.h"
#include "kaiser-heuristic.h"
#include "kaiser-player.h"
#include "kaiser-rollout.h"

/* Deals a card of the Expert's is played out in at two players, and at
 * Lost Heir, where 192 beat 48 by 0.24 points a deal pair and 384 did not
 * beat 192 measurably (docs/ai.md, "Lost Heir"). */
#define ROLLOUT_SAMPLES           48
#define LOST_HEIR_ROLLOUT_SAMPLES 192

struct _KaiserPlayer
{
  KaiserLevel   level;
  KaiserRng     rng;
  KaiserExpert *expert;
};

/* How the Expert reads the other seats' cards played (plays=). */
typedef enum {
  PLAYS_OFF,
  PLAYS_STANDARD,   /* against the Standard player's card */
  PLAYS_MODEL,      /* through the play model */
} PlaysWay;

/* The Expert's options of a spec. */
typedef struct {
  gboolean inference;
  PlaysWay plays;           /* plays=model (the default)|on (the Standard card)|off|dd */
  double   play_power;      /* playpower=P, with plays=model */
  gboolean calls_refit;     /* calls=refit|first */
  gboolean rollout_calls;   /* rollcalls=expert|standard */
  gboolean play_spread;     /* playspread=on|off */
  guint    samples;
  gboolean simulated_bidding;
  gboolean dd_edge;
  gboolean edge_spread;     /* edge=spread */
  gboolean simulated_discards;
  gboolean simulated_passing;
  gboolean rollout_cache;   /* bidcache=on|off */
  guint    bid_samples;     /* bidsamples=N, 0 for the default */
  double   margin;          /* margin=POINTS, negative for the default */
  double   bid_z;           /* bidz=Z */
  guint    bid_extend;      /* bidextend=N */
  gboolean own_trumps;      /* bidtrumps=own|standard */
  guint    lookahead;       /* lookahead=N */
  guint    endgame;         /* endgame=N */
  gboolean partner_ties;    /* ties=partner|first */
  gboolean paranoid;        /* defence=paranoid|coalition */
  double   dd_miss;         /* plays=dd (0.3), playmiss=P */
  guint    dd_depth;        /* playdepth=N */
} SpecOptions;

/* key=yes or key=no: TRUE if kv is one of them, with *value set to
 * whether it is yes. */
static gboolean
parse_choice (char **kv, const char *key, const char *yes, const char *no, gboolean *value)
{
  if (!g_str_equal (kv[0], key) || (!g_str_equal (kv[1], yes) && !g_str_equal (kv[1], no)))
    return FALSE;
  *value = g_str_equal (kv[1], yes);
  return TRUE;
}

static gboolean
parse_spec (const char *spec, KaiserLevel *level, SpecOptions *options)
{
  g_auto(GStrv) parts = g_strsplit (spec ? spec : "", ":", 2);
  g_auto(GStrv) items = NULL;

  options->inference = TRUE;
  options->plays = PLAYS_MODEL;
  options->play_power = KAISER_EXPERT_PLAY_POWER;
  options->calls_refit = FALSE;
  options->rollout_calls = FALSE;
  options->play_spread = FALSE;
  options->samples = 0;
  options->simulated_bidding = TRUE;
  options->dd_edge = TRUE;
  options->edge_spread = FALSE;
  options->simulated_discards = TRUE;
  options->simulated_passing = TRUE;
  options->rollout_cache = TRUE;
  options->bid_samples = 0;
  options->margin = -1;
  options->bid_z = 0;
  options->bid_extend = 0;
  options->own_trumps = FALSE;
  options->lookahead = 0;
  options->endgame = 0;
  options->partner_ties = FALSE;
  options->paranoid = TRUE;
  options->dd_miss = 0;
  options->dd_depth = 0;
  if (!kaiser_level_from_string (parts[0], level))
    return FALSE;
  if (parts[1] == NULL)
    return TRUE;
  items = g_strsplit (parts[1], ",", -1);
  for (guint i = 0; items[i]; i++)
    {
      g_auto(GStrv) kv = g_strsplit (items[i], "=", 2);
      char *end = NULL;

      if (kv[1] == NULL)
        return FALSE;
      if (parse_choice (kv, "inference", "on", "off", &options->inference))
        ;
      else if (g_str_equal (kv[0], "plays") && g_str_equal (kv[1], "model"))
        options->plays = PLAYS_MODEL;
      else if (g_str_equal (kv[0], "plays") && (g_str_equal (kv[1], "on") || g_str_equal (kv[1], "off")))
        options->plays = g_str_equal (kv[1], "on") ? PLAYS_STANDARD : PLAYS_OFF;
      else if (parse_choice (kv, "calls", "refit", "first", &options->calls_refit))
        ;
      else if (parse_choice (kv, "rollcalls", "expert", "standard", &options->rollout_calls))
        ;
      else if (parse_choice (kv, "playspread", "on", "off", &options->play_spread))
        ;
      else if (g_str_equal (kv[0], "playpower") &&
               (options->play_power = g_ascii_strtod (kv[1], &end)) > 0 && options->play_power <= 1 && end != kv[1] && *end == '\0')
        ;
      else if (g_str_equal (kv[0], "plays") && g_str_equal (kv[1], "dd"))
        {
          options->plays = PLAYS_OFF;
          options->dd_miss = options->dd_miss > 0 ? options->dd_miss : 0.3;
        }
      else if (g_str_equal (kv[0], "playmiss") &&
               (options->dd_miss = g_ascii_strtod (kv[1], &end)) > 0 && options->dd_miss <= 1 && end != kv[1] && *end == '\0')
        ;
      else if (g_str_equal (kv[0], "playdepth") &&
               (options->dd_depth = (guint) g_ascii_strtoull (kv[1], &end, 10)) <= KAISER_MAX_TRICKS && end != kv[1] && *end == '\0')
        ;
      else if (parse_choice (kv, "bidding", "simulation", "standard", &options->simulated_bidding))
        ;
      else if (parse_choice (kv, "edge", "on", "off", &options->dd_edge))
        options->edge_spread = FALSE;
      else if (g_str_equal (kv[0], "edge") && g_str_equal (kv[1], "spread"))
        options->dd_edge = options->edge_spread = TRUE;
      else if (parse_choice (kv, "kitty", "simulation", "standard", &options->simulated_discards))
        ;
      else if (parse_choice (kv, "passing", "simulation", "standard", &options->simulated_passing))
        ;
      else if (parse_choice (kv, "defence", "paranoid", "coalition", &options->paranoid))
        ;
      else if (parse_choice (kv, "ties", "partner", "first", &options->partner_ties))
        ;
      else if (parse_choice (kv, "bidcache", "on", "off", &options->rollout_cache))
        ;
      else if (g_str_equal (kv[0], "bidsamples") &&
               (options->bid_samples = (guint) g_ascii_strtoull (kv[1], &end, 10)) > 0 && *end == '\0')
        ;
      else if (g_str_equal (kv[0], "lookahead") &&
               (options->lookahead = (guint) g_ascii_strtoull (kv[1], &end, 10)) <= KAISER_MAX_TRICKS && end != kv[1] && *end == '\0')
        ;
      else if (g_str_equal (kv[0], "endgame") &&
               (options->endgame = (guint) g_ascii_strtoull (kv[1], &end, 10)) <= KAISER_MAX_TRICKS && end != kv[1] && *end == '\0')
        ;
      else if (parse_choice (kv, "bidtrumps", "own", "standard", &options->own_trumps))
        ;
      else if (g_str_equal (kv[0], "bidextend") &&
               (options->bid_extend = (guint) g_ascii_strtoull (kv[1], &end, 10)) > 0 && end != kv[1] && *end == '\0')
        ;
      else if (g_str_equal (kv[0], "bidz") &&
               (options->bid_z = g_ascii_strtod (kv[1], &end)) >= 0 && end != kv[1] && *end == '\0')
        ;
      else if (g_str_equal (kv[0], "margin") &&
               (options->margin = g_ascii_strtod (kv[1], &end)) >= 0 && end != kv[1] && *end == '\0')
        ;
      else if (g_str_equal (kv[0], "samples") &&
               (options->samples = (guint) g_ascii_strtoull (kv[1], &end, 10)) > 0 && *end == '\0')
        ;
      else
        return FALSE;
    }
  return TRUE;
}

gboolean
kaiser_player_parse_spec (const char *spec, KaiserLevel *level, gboolean *inference, guint *samples,
                          gboolean *simulated_bidding)
{
  SpecOptions options;
  gboolean ok = parse_spec (spec, level, &options);

  *inference = options.inference;
  *samples = options.samples;
  *simulated_bidding = options.simulated_bidding;
  return ok;
}

KaiserPlayer *
kaiser_player_new_from_spec (const char *spec, guint64 seed)
{
  KaiserLevel level;
  SpecOptions options;
  KaiserPlayer *player;

  if (!parse_spec (spec, &level, &options))
    return NULL;
  player = kaiser_player_new (level, seed);
  kaiser_player_set_inference (player, options.inference);
  if (player->expert)
    {
      kaiser_expert_set_read_play (player->expert, options.plays != PLAYS_OFF);
      kaiser_expert_set_play_model (player->expert, options.plays == PLAYS_MODEL ? options.play_power : 0);
      kaiser_expert_set_calls_refit (player->expert, options.calls_refit);
      kaiser_expert_set_rollout_calls (player->expert, options.rollout_calls);
      kaiser_expert_set_play_spread (player->expert, options.play_spread);
      kaiser_expert_set_simulated_bidding (player->expert, options.simulated_bidding);
      kaiser_expert_set_dd_edge (player->expert, options.dd_edge);
      kaiser_expert_set_edge_spread (player->expert, options.edge_spread);
      kaiser_expert_set_simulated_discards (player->expert, options.simulated_discards);
      kaiser_expert_set_simulated_passing (player->expert, options.simulated_passing);
      kaiser_expert_set_rollout_cache (player->expert, options.rollout_cache);
      kaiser_expert_set_partner_ties (player->expert, options.partner_ties);
      kaiser_expert_set_dd_reading (player->expert, options.dd_miss, options.dd_depth);
      kaiser_expert_set_defence_model (player->expert, options.paranoid ? KAISER_SOLVER_PARANOID : KAISER_SOLVER_COALITION);
      if (options.bid_samples)
        kaiser_expert_set_rollout_samples (player->expert, options.bid_samples);
      kaiser_expert_set_bid_z (player->expert, options.bid_z);
      kaiser_expert_set_bid_extend (player->expert, options.bid_extend);
      kaiser_expert_set_own_trumps (player->expert, options.own_trumps);
      kaiser_expert_set_lookahead (player->expert, options.lookahead);
      kaiser_expert_set_endgame (player->expert, options.endgame);
      if (options.margin >= 0)
        kaiser_expert_set_rule_margin (player->expert, options.margin);
    }
  if (options.samples)
    kaiser_player_set_samples (player, options.samples);
  return player;
}

KaiserPlayer *
kaiser_player_new (KaiserLevel level, guint64 seed)
{
  KaiserPlayer *player;

  g_return_val_if_fail (level < KAISER_N_LEVELS, NULL);

  player = g_atomic_rc_box_new0 (KaiserPlayer);
  player->level = level;
  kaiser_rng_init (&player->rng, seed);
  if (level == KAISER_LEVEL_EXPERT)
    player->expert = kaiser_expert_new (kaiser_rng_next (&player->rng));
  return player;
}

KaiserPlayer *
kaiser_player_new_from_expert (KaiserExpert *expert)
{
  KaiserPlayer *player;

  g_return_val_if_fail (expert != NULL, NULL);

  player = g_atomic_rc_box_new0 (KaiserPlayer);
  player->level = KAISER_LEVEL_EXPERT;
  player->expert = expert;
  return player;
}

void
kaiser_player_share_memory (KaiserPlayer *player, KaiserPlayer *with)
{
  g_return_if_fail (player != NULL && with != NULL);

  if (player->expert && with->expert)
    kaiser_expert_share_solvers (player->expert, with->expert);
}

KaiserPlayer *
kaiser_player_ref (KaiserPlayer *player)
{
  return g_atomic_rc_box_acquire (player);
}

static void
player_clear (gpointer data)
{
  KaiserPlayer *player = data;
  g_clear_pointer (&player->expert, kaiser_expert_free);
}

void
kaiser_player_free (KaiserPlayer *player)
{
  if (player == NULL)
    return;
  g_atomic_rc_box_release_full (player, player_clear);
}

KaiserLevel
kaiser_player_get_level (KaiserPlayer *player)
{
  return player->level;
}

void
kaiser_player_set_inference (KaiserPlayer *player, gboolean inference)
{
  if (player->expert)
    kaiser_expert_set_inference (player->expert, inference);
}

void
kaiser_player_set_samples (KaiserPlayer *player, guint samples)
{
  if (player->expert)
    kaiser_expert_set_samples (player->expert, samples);
}

static gboolean player_decide (KaiserPlayer *player, const KaiserObservation *obs, KaiserAction *action,
                               KaiserRule *rule, GError **error);

/* A bid judged from the hand's worth: the estimate for the bid's kind
 * (for a pass, the cheapest bid open to the seat) against what it needs. */
static void
explain_bid (const KaiserObservation *obs, KaiserAdvice *advice)
{
  KaiserAction legal[KAISER_MAX_ACTIONS];
  guint n = kaiser_state_legal_actions (&obs->view, legal);
  KaiserBid bid = advice->action.bid;

  if (kaiser_bid_is_pass (bid))
    for (guint i = 0; i < n && kaiser_bid_is_pass (bid); i++)
      bid = legal[i].bid;
  if (kaiser_bid_is_pass (bid))
    return;   /* nothing else was open */
  advice->basis = KAISER_ADVICE_HAND_VALUE;
  advice->estimate = kaiser_heuristic_estimate (obs, bid, KAISER_SUIT_NONE);
  advice->needed = bid.kind == KAISER_BID_KAISER_40 ? (gint) kaiser_rules_hand_size (&obs->view.rules) : bid.amount;
}

gboolean
kaiser_player_advise (KaiserPlayer            *player,
                      const KaiserObservation *obs,
                      KaiserAdvice            *advice,
                      GError                 **error)
{
  g_return_val_if_fail (player != NULL, FALSE);
  g_return_val_if_fail (advice != NULL, FALSE);

  memset (advice, 0, sizeof *advice);
  if (player->level == KAISER_LEVEL_EXPERT)
    {
      g_return_val_if_fail (obs->view.to_act == obs->seat, FALSE);
      if (!kaiser_expert_advise (player->expert, obs, advice))
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE,
                       "%s has no legal action", kaiser_seat_name (obs->seat));
          return FALSE;
        }
    }
  else
    {
      g_return_val_if_fail (obs->view.to_act == obs->seat, FALSE);
      if (!player_decide (player, obs, &advice->action, &advice->rule, error))
        return FALSE;
    }
  if (advice->basis == KAISER_ADVICE_RULE && obs->view.phase == KAISER_PHASE_BIDDING)
    explain_bid (obs, advice);
  return TRUE;
}

/* The decision, and for the Beginner and Standard levels the rule of
 * thumb that made it (KAISER_RULE_NONE otherwise). */
static gboolean
player_decide (KaiserPlayer            *player,
               const KaiserObservation *obs,
               KaiserAction            *action,
               KaiserRule              *rule,
               GError                 **error)
{
  gboolean ok;

  *rule = KAISER_RULE_NONE;
  switch (player->level)
    {
    case KAISER_LEVEL_BEGINNER:
    case KAISER_LEVEL_STANDARD:
      ok = kaiser_heuristic_decide_rule (player->level, obs, &player->rng, action, rule);
      break;
    case KAISER_LEVEL_EXPERT:
      {
        KaiserCard card;

        /* two players' piles, and Lost Heir's cards outside the suits:
         * the solver does not search them; the card by playing sampled
         * deals out (kaiser-rollout) */
        if (kaiser_rollout_choose_card (obs, &player->rng,
                                        obs->view.rules.deck.outside ? LOST_HEIR_ROLLOUT_SAMPLES : ROLLOUT_SAMPLES, &card))
          {
            *action = kaiser_action_make (KAISER_ACTION_PLAY, obs->seat, card);
            ok = TRUE;
          }
        else
          ok = kaiser_expert_decide (player->expert, obs, action);
      }
      break;
    case KAISER_LEVEL_RANDOM:
    case KAISER_N_LEVELS:
    default:
      ok = kaiser_random_player_choose (obs, &player->rng, action);
      break;
    }
  if (!ok)
    g_set_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE,
                 "%s has no legal action", kaiser_seat_name (obs->seat));
  return ok;
}

gboolean
kaiser_player_decide (KaiserPlayer            *player,
                      const KaiserObservation *obs,
                      KaiserAction            *action,
                      GError                 **error)
{
  KaiserRule rule;

  g_return_val_if_fail (player != NULL, FALSE);
  g_return_val_if_fail (obs->view.to_act == obs->seat, FALSE);

  return player_decide (player, obs, action, &rule, error);
}
