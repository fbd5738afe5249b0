/* test-arena.c: the self-play arena (src/ai/kaiser-arena.h) and the bot
 * protocol (src/ai/kaiser-bot.h, docs/bot-protocol.md). */
#include <fcntl.h>
#include <glib/gstdio.h>
#include <math.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kaiser-arena.h"

/* The test bot, quoted for a "cmd:" player, with its arguments. */
static char *
bot_player (const char *args)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "kaiser-test-bot", NULL);
  g_autofree char *quoted = g_shell_quote (path);

  return g_strdup_printf ("cmd:%s%s%s", quoted, args ? " " : "", args ? args : "");
}

static gboolean
messages_contain (const KaiserArenaResult *result, const char *text)
{
  for (guint i = 0; i < result->messages->len; i++)
    if (strstr (g_ptr_array_index (result->messages, i), text))
      return TRUE;
  return FALSE;
}

static void
dump_messages (const KaiserArenaResult *result)
{
  for (guint i = 0; i < result->messages->len && i < 5; i++)
    g_test_message ("%s", (const char *) g_ptr_array_index (result->messages, i));
}

/* Random against random over 200 deals played twice. */
static void
test_random_duplicate (void)
{
  KaiserArenaConfig config;
  g_autoptr(KaiserArenaResult) result = NULL;
  g_autoptr(GError) error = NULL;
  const KaiserArenaLatency *latency;

  kaiser_arena_config_init (&config);
  config.n_deals = 200;
  config.duplicate = TRUE;
  config.seed = 7;
  config.n_games = kaiser_arena_default_games (config.n_deals);
  result = kaiser_arena_run (&config, &error);
  g_assert_no_error (error);
  g_assert_nonnull (result);

  g_assert_cmpuint (result->deals, ==, 200);
  g_assert_cmpuint (result->hands, ==, 400);
  g_assert_true (isfinite (result->mean_diff));
  g_assert_true (isfinite (result->ci95));
  g_assert_cmpfloat (result->ci95, >, 0.0);
  g_assert_cmpfloat (result->sd, >, 0.0);
  g_assert_cmpfloat_with_epsilon (result->ci95, 1.96 * result->sd / sqrt (200.0), 1e-9);
  g_assert_cmpuint (result->games, ==, 10);
  g_assert_cmpuint (result->wins[KAISER_ARENA_SIDE_NS] + result->wins[KAISER_ARENA_SIDE_EW] + result->unfinished, ==,
                    result->games);
  g_assert_cmpuint (result->unfinished, ==, 0);
  g_assert_cmpuint (result->illegal, ==, 0);
  g_assert_cmpuint (result->messages->len, ==, 0);
  /* Both sides are "random": one latency entry. */
  g_assert_cmpuint (result->latency->len, ==, 1);
  latency = g_ptr_array_index (result->latency, 0);
  g_assert_cmpstr (latency->name, ==, "random");
  g_assert_cmpuint (latency->decisions, >, 400 * 8);
  g_assert_cmpfloat (latency->p50, <=, latency->p95);
  g_assert_cmpfloat (latency->p95, <=, latency->p99);
  g_assert_cmpfloat (latency->p99, <=, latency->max);
  /* of them, the cards played (32 in every hand played out) and the
   * calls, trumps, high or low (four calls a hand at least) */
  g_assert_cmpuint (latency->cards.decisions, >=, 400 * 32);
  g_assert_cmpuint (latency->cards.decisions % 32, ==, 0);
  g_assert_cmpuint (latency->bids.decisions, >=, 400 * 4);
  g_assert_cmpuint (latency->cards.decisions + latency->bids.decisions, <=, latency->decisions);
  g_assert_cmpfloat (latency->cards.p95, <=, latency->cards.max);
  g_assert_cmpfloat (latency->bids.p95, <=, latency->bids.max);
  g_assert_cmpfloat (MAX (latency->cards.max, latency->bids.max), <=, latency->max);
}

/* The same config gives the same run. */
static void
test_deterministic (void)
{
  KaiserArenaConfig config;
  g_autoptr(KaiserArenaResult) a = NULL;
  g_autoptr(KaiserArenaResult) b = NULL;

  kaiser_arena_config_init (&config);
  config.n_deals = 30;
  config.duplicate = TRUE;
  config.n_games = 4;
  config.players[KAISER_ARENA_SIDE_EW] = "beginner";
  a = kaiser_arena_run (&config, NULL);
  b = kaiser_arena_run (&config, NULL);
  g_assert_nonnull (a);
  g_assert_nonnull (b);
  g_assert_cmpfloat (a->mean_diff, ==, b->mean_diff);
  g_assert_cmpfloat (a->sd, ==, b->sd);
  g_assert_cmpuint (a->wins[0], ==, b->wins[0]);
  g_assert_cmpuint (a->wins[1], ==, b->wins[1]);
  /* Different names: one latency entry each, ns first. */
  g_assert_cmpuint (a->latency->len, ==, 2);
  g_assert_cmpstr (((KaiserArenaLatency *) g_ptr_array_index (a->latency, 0))->name, ==, "random");
  g_assert_cmpstr (((KaiserArenaLatency *) g_ptr_array_index (a->latency, 1))->name, ==, "beginner");
}

typedef struct {
  KaiserArenaPlayed played;
  char             *players[KAISER_N_SEATS];
  KaiserCards       first_deal[KAISER_N_SEATS];
  KaiserSeat        first_dealer;
  gint              change[KAISER_N_TEAMS];
} Played;

static void
played_free (gpointer data)
{
  Played *p = data;

  for (guint s = 0; s < KAISER_N_SEATS; s++)
    g_free (p->players[s]);
  g_free (p);
}

static void
collect_played (const KaiserArenaPlayed *played, gpointer user_data)
{
  GPtrArray *all = user_data;
  Played *p = g_new0 (Played, 1);
  const KaiserHandLog *log = kaiser_game_get_hand_log (played->game, 0);

  p->played = *played;
  p->played.game = NULL;
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    {
      p->players[s] = g_strdup (played->players[s]);
      p->played.players[s] = NULL;
      /* The first deal of hand 1, before any misdeal was thrown in. */
      p->first_deal[s] = log->misdeals->len > 0 ? g_array_index (log->misdeals, KaiserMisdeal, 0).hands[s]
                                                : log->state.dealt[s];
    }
  p->first_dealer = log->dealer;
  if (!played->is_game)
    {
      const KaiserState *state = kaiser_game_get_state (played->game);

      g_assert_true (state->phase == KAISER_PHASE_HAND_OVER || state->phase == KAISER_PHASE_GAME_OVER);
      g_assert_cmpuint (kaiser_game_get_n_hands (played->game), ==, 1);
      p->change[KAISER_TEAM_NS] = state->result.change[KAISER_TEAM_NS];
      p->change[KAISER_TEAM_EW] = state->result.change[KAISER_TEAM_EW];
    }
  g_ptr_array_add (all, p);
}

/* With duplicate, each deal is played twice from one seed with the
 * players' seats swapped; games come in swapped pairs too; the records
 * say the same. */
static void
test_duplicate_swaps (void)
{
  KaiserArenaConfig config;
  g_autoptr(KaiserArenaResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func (played_free);
  g_autofree char *dir = g_dir_make_tmp ("test-arena-XXXXXX", &error);
  double sum = 0;

  g_assert_no_error (error);
  kaiser_arena_config_init (&config);
  config.players[KAISER_ARENA_SIDE_NS] = "random";
  config.players[KAISER_ARENA_SIDE_EW] = "beginner";
  config.n_deals = 12;
  config.duplicate = TRUE;
  config.n_games = 2;
  config.seed = 11;
  config.records_dir = dir;
  config.played = collect_played;
  config.user_data = all;
  result = kaiser_arena_run (&config, &error);
  g_assert_no_error (error);

  g_assert_cmpuint (all->len, ==, 2 * 12 + 2);
  for (guint i = 0; i < 12; i++)
    {
      Played *a = g_ptr_array_index (all, 2 * i), *b = g_ptr_array_index (all, 2 * i + 1);
      g_autofree char *name_a = g_strdup_printf ("deal-%06u.json", i + 1);
      g_autofree char *name_b = g_strdup_printf ("deal-%06u-swapped.json", i + 1);
      g_autofree char *path_a = g_build_filename (dir, name_a, NULL);
      g_autofree char *path_b = g_build_filename (dir, name_b, NULL);
      g_autoptr(KaiserGame) record_a = NULL;
      g_autoptr(KaiserGame) record_b = NULL;

      g_assert_false (a->played.is_game);
      g_assert_cmpuint (a->played.index, ==, i + 1);
      g_assert_cmpuint (b->played.index, ==, i + 1);
      g_assert_false (a->played.swapped);
      g_assert_true (b->played.swapped);
      g_assert_cmpuint (a->played.seed, ==, b->played.seed);
      /* Same deal, same dealer ... */
      g_assert_cmpuint (a->first_dealer, ==, b->first_dealer);
      for (guint s = 0; s < KAISER_N_SEATS; s++)
        g_assert_cmpuint (a->first_deal[s], ==, b->first_deal[s]);
      /* ... the levels swapped ... */
      for (guint s = 0; s < KAISER_N_SEATS; s++)
        {
          const char *ns_player = kaiser_seat_team ((KaiserSeat) s) == KAISER_TEAM_NS ? "random" : "beginner";
          const char *ew_player = kaiser_seat_team ((KaiserSeat) s) == KAISER_TEAM_NS ? "beginner" : "random";

          g_assert_cmpstr (a->players[s], ==, ns_player);
          g_assert_cmpstr (b->players[s], ==, ew_player);
        }
      /* ... and the difference taken from the ns player's side. */
      g_assert_cmpint (a->played.diff, ==, a->change[KAISER_TEAM_NS] - a->change[KAISER_TEAM_EW]);
      g_assert_cmpint (b->played.diff, ==, b->change[KAISER_TEAM_EW] - b->change[KAISER_TEAM_NS]);
      sum += (a->played.diff + b->played.diff) / 2.0;

      /* The records: both replay, from the same seed. */
      record_a = kaiser_record_load_file (path_a, &error);
      g_assert_no_error (error);
      record_b = kaiser_record_load_file (path_b, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (kaiser_game_get_seed (record_a), ==, a->played.seed);
      g_assert_cmpuint (kaiser_game_get_seed (record_b), ==, a->played.seed);
      g_assert_cmpuint (kaiser_game_get_hand_log (record_a, 0)->dealer, ==, kaiser_game_get_hand_log (record_b, 0)->dealer);
      g_remove (path_a);
      g_remove (path_b);
    }
  g_assert_cmpfloat_with_epsilon (result->mean_diff, sum / 12, 1e-9);

  /* Games: a pair on one seed, the ns player North–South in the first. */
  {
    Played *g1 = g_ptr_array_index (all, 24), *g2 = g_ptr_array_index (all, 25);

    g_assert_true (g1->played.is_game);
    g_assert_true (g2->played.is_game);
    g_assert_false (g1->played.swapped);
    g_assert_true (g2->played.swapped);
    g_assert_cmpuint (g1->played.seed, ==, g2->played.seed);
    g_assert_cmpstr (g1->players[KAISER_NORTH], ==, "random");
    g_assert_cmpstr (g2->players[KAISER_NORTH], ==, "beginner");
    g_assert_cmpuint (g1->first_deal[KAISER_NORTH], ==, g2->first_deal[KAISER_NORTH]);
    g_assert_cmpuint (result->wins[0] + result->wins[1] + result->unfinished, ==, 2);
    for (guint g = 1; g <= 2; g++)
      {
        g_autofree char *name = g_strdup_printf ("game-%04u.json", g);
        g_autofree char *path = g_build_filename (dir, name, NULL);
        g_autoptr(KaiserGame) record = kaiser_record_load_file (path, &error);

        g_assert_no_error (error);
        g_assert_cmpint (kaiser_game_get_winner (record), !=, KAISER_TEAM_NONE);
        g_remove (path);
      }
  }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static JsonObject *
object_member (JsonObject *obj, const char *name)
{
  JsonNode *node = json_object_get_member (obj, name);

  g_assert_nonnull (node);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  return json_node_get_object (node);
}

static void
assert_number (JsonObject *obj, const char *name)
{
  JsonNode *node = json_object_get_member (obj, name);

  g_assert_nonnull (node);
  g_assert_true (JSON_NODE_HOLDS_VALUE (node));
  g_assert_true (json_node_get_value_type (node) == G_TYPE_INT64 || json_node_get_value_type (node) == G_TYPE_DOUBLE);
}

/* The JSON result holds every documented key, on one line that parses. */
static void
test_json_keys (void)
{
  static const char * const numbers[] = {
    "deals", "hands", "mean_diff", "sd", "ci95", "ci95_low", "ci95_high", "games", "ns_games", "ew_games",
    "unfinished_games", "illegal", "timeouts", "bots_stopped", "seconds",
  };
  KaiserArenaConfig config;
  g_autoptr(KaiserArenaResult) result = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  JsonObject *obj, *latency, *level;

  kaiser_arena_config_init (&config);
  config.n_deals = 20;
  config.duplicate = TRUE;
  config.players[KAISER_ARENA_SIDE_EW] = "standard";
  result = kaiser_arena_run (&config, &error);
  g_assert_no_error (error);
  node = kaiser_arena_result_to_json (&config, result);
  line = kaiser_bot_json_to_line (node);
  g_assert_null (strchr (line, '\n'));
  json_parser_load_from_data (parser, line, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  obj = json_node_get_object (json_parser_get_root (parser));

  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    assert_number (obj, numbers[i]);
  g_assert_cmpint (json_object_get_int_member (obj, "deals"), ==, 20);
  g_assert_cmpint (json_object_get_int_member (obj, "ns_games") + json_object_get_int_member (obj, "ew_games") +
                   json_object_get_int_member (obj, "unfinished_games"), ==, json_object_get_int_member (obj, "games"));
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (obj, "ci95_high") - json_object_get_double_member (obj, "ci95_low"),
                                  2 * json_object_get_double_member (obj, "ci95"), 1e-3);
  g_assert_cmpstr (json_object_get_string_member (obj, "ns"), ==, "random");
  g_assert_cmpstr (json_object_get_string_member (obj, "ew"), ==, "standard");
  g_assert_true (json_object_get_boolean_member (obj, "duplicate"));
  object_member (obj, "rules");
  object_member (obj, "illegal_by");
  latency = object_member (obj, "latency_ms");
  g_assert_cmpuint (json_object_get_size (latency), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      level = object_member (latency, i == 0 ? "random" : "standard");
      assert_number (level, "decisions");
      assert_number (level, "p50");
      assert_number (level, "p95");
      assert_number (level, "p99");
      assert_number (level, "max");
      for (guint k = 0; k < 2; k++)
        {
          JsonObject *kind = object_member (level, k == 0 ? "cards" : "bids");

          assert_number (kind, "decisions");
          assert_number (kind, "p50");
          assert_number (kind, "p95");
          assert_number (kind, "max");
          g_assert_cmpint (json_object_get_int_member (kind, "decisions"), >, 0);
        }
    }
}

/* Common seeds: each play of a deal starts every player afresh, the one
 * at each seat from the same seed whichever side sits there, so the same
 * program on both sides plays each duplicate pair alike (every pair's
 * difference 0); with the run's own streams per side it does not. */
static void
test_common_seeds (void)
{
  for (guint common = 0; common < 2; common++)
    {
      KaiserArenaConfig config;
      g_autoptr(KaiserArenaResult) result = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) node = NULL;

      kaiser_arena_config_init (&config);
      config.n_deals = 40;
      config.n_games = 0;
      config.duplicate = TRUE;
      config.seed = 11;
      config.common_seeds = common;
      result = kaiser_arena_run (&config, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (result->deals, ==, 40);
      if (common)
        {
          g_assert_cmpfloat (result->sd, ==, 0.0);
          g_assert_cmpfloat (result->mean_diff, ==, 0.0);
        }
      else
        g_assert_cmpfloat (result->sd, >, 1.0);
      node = kaiser_arena_result_to_json (&config, result);
      g_assert_true (json_object_get_boolean_member (json_node_get_object (node), "common_seeds") == (gboolean) common);
    }
}

/* With fewer than two deals there is no interval: null, not NaN. */
static void
test_json_one_deal (void)
{
  KaiserArenaConfig config;
  g_autoptr(KaiserArenaResult) result = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *line = NULL;

  kaiser_arena_config_init (&config);
  config.n_deals = 1;
  config.n_games = 0;
  result = kaiser_arena_run (&config, NULL);
  g_assert_nonnull (result);
  g_assert_true (isnan (result->ci95));
  node = kaiser_arena_result_to_json (&config, result);
  line = kaiser_bot_json_to_line (node);
  g_assert_nonnull (strstr (line, "\"ci95\":null"));
  g_assert_null (strstr (line, "nan"));
  g_assert_cmpuint (result->games, ==, 0);
}

static void
test_bad_config (void)
{
  KaiserArenaConfig config;
  g_autoptr(GError) error = NULL;
  KaiserArenaResult *result;

  g_assert_true (kaiser_arena_check_player ("expert", NULL));
  g_assert_true (kaiser_arena_check_player ("cmd:bot --junk", NULL));
  g_assert_false (kaiser_arena_check_player ("grandmaster", &error));
  g_assert_nonnull (strstr (error->message, "grandmaster"));
  g_clear_error (&error);
  g_assert_false (kaiser_arena_check_player ("cmd:bot 'unclosed", NULL));

  kaiser_arena_config_init (&config);
  config.players[KAISER_ARENA_SIDE_NS] = "cmd:/nonexistent/three-spot-bot";
  result = kaiser_arena_run (&config, &error);
  g_assert_null (result);
  g_assert_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_START);
  g_assert_nonnull (strstr (error->message, "/nonexistent/three-spot-bot"));
}

/* Protocol: actions */

static void
assert_round_trip (const KaiserRules *rules, const KaiserAction *action)
{
  g_autoptr(JsonNode) node = kaiser_bot_action_to_json (rules, action);
  g_autofree char *line = kaiser_bot_json_to_line (node);
  g_autoptr(GError) error = NULL;
  KaiserAction back;

  g_assert_true (kaiser_bot_action_from_line (rules, (KaiserSeat) action->seat, line, &back, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (back.type, ==, action->type);
  g_assert_cmpuint (back.seat, ==, action->seat);
  g_assert_cmpuint (back.value, ==, action->value);
  g_assert_cmpuint (back.bid.kind, ==, action->bid.kind);
  g_assert_cmpuint (back.bid.amount, ==, action->bid.amount);
}

/* Every action type, in the documented form, and back. */
static void
test_action_json (void)
{
  static const struct {
    const char *line;
    KaiserActionType type;
  } examples[] = {
    { "{\"type\":\"play\",\"card\":\"QH\"}", KAISER_ACTION_PLAY },
    { "{\"type\":\"bid\",\"bid\":\"7nt\"}", KAISER_ACTION_BID },
    { "{\"type\":\"trump\",\"suit\":\"hearts\"}", KAISER_ACTION_TRUMP },
    { "{\"type\":\"misdeal\",\"call\":true}", KAISER_ACTION_MISDEAL },
    { "{\"type\":\"pass_card\",\"card\":\"AS\"}", KAISER_ACTION_PASS_CARD },
    { "{\"type\":\"low\",\"low\":false}", KAISER_ACTION_LOW },
    { "{\"type\":\"discard\",\"card\":\"8C\"}", KAISER_ACTION_DISCARD },
    { "{\"type\":\"accept\",\"accept\":true}", KAISER_ACTION_ACCEPT },
  };
  KaiserRules rules;
  KaiserCard card;
  guint seen = 0;

  kaiser_rules_init_standard (&rules);
  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      KaiserAction action;
      g_autoptr(JsonNode) node = NULL;
      g_autofree char *line = NULL;

      g_assert_true (kaiser_bot_action_from_line (&rules, KAISER_SOUTH, examples[i].line, &action, NULL));
      g_assert_cmpuint (action.type, ==, examples[i].type);
      g_assert_cmpuint (action.seat, ==, KAISER_SOUTH);
      node = kaiser_bot_action_to_json (&rules, &action);
      line = kaiser_bot_json_to_line (node);
      g_assert_cmpstr (line, ==, examples[i].line);
      assert_round_trip (&rules, &action);
      seen |= 1u << action.type;
    }
  g_assert_cmpuint (seen, ==, (1u << KAISER_N_ACTION_TYPES) - 1);

  /* Every value of every type, for every seat. */
  for (guint seat = 0; seat < KAISER_N_SEATS; seat++)
    {
      KaiserAction a;

      for (guint v = 0; v < 2; v++)
        {
          a = kaiser_action_make (KAISER_ACTION_MISDEAL, seat, v);
          assert_round_trip (&rules, &a);
          a = kaiser_action_make (KAISER_ACTION_LOW, seat, v);
          assert_round_trip (&rules, &a);
        }
      for (guint s = 0; s < KAISER_N_SUITS; s++)
        {
          a = kaiser_action_make (KAISER_ACTION_TRUMP, seat, s);
          assert_round_trip (&rules, &a);
        }
      KAISER_CARDS_FOREACH (card, kaiser_deck_cards (&rules.deck))
        {
          a = kaiser_action_make (KAISER_ACTION_PLAY, seat, card);
          assert_round_trip (&rules, &a);
          a = kaiser_action_make (KAISER_ACTION_PASS_CARD, seat, card);
          assert_round_trip (&rules, &a);
          a = kaiser_action_make (KAISER_ACTION_DISCARD, seat, card);
          assert_round_trip (&rules, &a);
        }
      a = kaiser_action_make (KAISER_ACTION_BID, seat, 0);
      a.bid = kaiser_bid_pass ();
      assert_round_trip (&rules, &a);
      for (guint amount = 4; amount <= 12; amount++)
        for (guint kind = KAISER_BID_SUIT; kind <= KAISER_BID_LOW_NO_TRUMP; kind++)
          {
            a.bid = kaiser_bid_make ((KaiserBidKind) kind, amount);
            assert_round_trip (&rules, &a);
          }
      a.bid = kaiser_bid_make (KAISER_BID_KAISER, 12);
      assert_round_trip (&rules, &a);
      a.bid = kaiser_bid_make (KAISER_BID_KAISER_40, 40);
      assert_round_trip (&rules, &a);
    }
}

/* Anything else is junk, with an error and no critical. */
static void
test_action_junk (void)
{
  static const char * const junk[] = {
    "", "not json", "[]", "42", "null", "{}", "{\"type\":5}", "{\"type\":\"dance\"}",
    "{\"type\":\"play\"}", "{\"type\":\"play\",\"card\":\"ZZ\"}", "{\"type\":\"play\",\"card\":[\"QH\"]}",
    "{\"type\":\"play\",\"card\":\"2H\"}", "{\"type\":\"misdeal\",\"call\":\"yes\"}", "{\"type\":\"low\"}",
    "{\"type\":\"bid\",\"bid\":7}", "{\"type\":\"bid\",\"bid\":\"seven\"}", "{\"type\":\"trump\",\"suit\":\"roses\"}",
    "{\"type\":\"trump\",\"suit\":{}}", "{\"type\":\"play\",\"card\":\"QH\"", "{\"type\":null}",
  };
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  for (guint i = 0; i < G_N_ELEMENTS (junk); i++)
    {
      g_autoptr(GError) error = NULL;
      KaiserAction action;

      g_assert_false (kaiser_bot_action_from_line (&rules, KAISER_NORTH, junk[i], &action, &error));
      g_assert_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_JUNK);
    }
}

/* Issue 15, hole 2: a bot's answer of 400 KB of "[" (under the 1 MiB line
 * limit) crashed kaiser-cli arena inside json-glib.  Issue 23: so did
 * 80,000 behind "slash-star space slash", which json-glib ends as a
 * comment where the old check did not; the gate refuses any comment. */
static void
test_action_nesting_bomb (void)
{
  struct { const char *prefix; guint n; const char *expected; } bombs[] = {
    { "/* /", 80000, "not JSON (line 1, column 1: a comment or a slash: JSON has neither)" },
    { "", 400 * 1024, "line 1, column 33: nested more than 32 deep" },
    { "//", 80000, "not JSON (line 1, column 1: a comment or a slash: JSON has neither)" },
    { "", 1024 * 1024 + 1, "the text is larger than 1.0\u00a0MiB" },
  };
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  for (guint i = 0; i < G_N_ELEMENTS (bombs); i++)
    {
      g_autoptr(GString) bomb = g_string_new (bombs[i].prefix);
      g_autoptr(GError) error = NULL;
      KaiserAction action;

      for (guint k = 0; k < bombs[i].n; k++)
        g_string_append_c (bomb, '[');
      g_assert_false (kaiser_bot_action_from_line (&rules, KAISER_NORTH, bomb->str, &action, &error));
      g_assert_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_JUNK);
      g_assert_cmpstr (error->message, ==, bombs[i].expected);
    }
}

/* Every word of every string in node that is a card of the pack. */
static KaiserCards
cards_in_json (const KaiserRules *rules, JsonNode *node)
{
  KaiserCards cards = 0;

  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      const char *name;
      JsonNode *member;

      json_object_iter_init (&iter, json_node_get_object (node));
      while (json_object_iter_next (&iter, &name, &member))
        if (!g_str_equal (name, "rules"))
          cards |= cards_in_json (rules, member);
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        cards |= cards_in_json (rules, json_array_get_element (array, i));
    }
  else if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      g_auto(GStrv) words = g_strsplit (json_node_get_string (node), " ", -1);
      KaiserCard card;

      for (guint i = 0; words[i]; i++)
        if (kaiser_deck_card_from_string (&rules->deck, words[i], &card))
          cards |= kaiser_card_bit (card);
    }
  return cards;
}

/* The cards played to the tricks so far: public. */
static KaiserCards
played_cards (const KaiserState *state)
{
  KaiserCards cards = 0;

  for (guint t = 0; t <= state->n_tricks && t < KAISER_MAX_TRICKS; t++)
    for (guint i = 0; i < state->tricks[t].n_played && i < KAISER_N_SEATS; i++)
      cards |= kaiser_card_bit (state->tricks[t].cards[i]);
  return cards;
}

/* The decide request of obs, as a line, read back by
 * kaiser_bot_observation_from_decide: the same observation, byte for byte
 * (the fields first, to say which differs). */
static void
assert_observation_round_trip (const KaiserObservation *obs)
{
  g_autoptr(JsonNode) request = kaiser_bot_decide_request (obs);
  g_autofree char *line = kaiser_bot_json_to_line (request);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  const KaiserState *a = &obs->view, *b;
  KaiserObservation back;

  g_assert_true (json_parser_load_from_data (parser, line, -1, NULL));
  g_assert_true (kaiser_bot_observation_from_decide (json_parser_get_root (parser), &back, &error));
  g_assert_no_error (error);
  b = &back.view;
  g_assert_cmpint (back.seat, ==, obs->seat);
  g_assert_true (kaiser_rules_equal (&a->rules, &b->rules));
  g_assert_cmpint (memcmp (&a->rules, &b->rules, sizeof a->rules), ==, 0);
  g_assert_cmpint (a->phase, ==, b->phase);
  g_assert_cmpint (a->to_act, ==, b->to_act);
  g_assert_cmpuint (a->misdeal_pending, ==, b->misdeal_pending);
  g_assert_cmpuint (a->passes_done, ==, b->passes_done);
  g_assert_cmpint (a->passing_after_bidding, ==, b->passing_after_bidding);
  g_assert_cmpint (a->declarer, ==, b->declarer);
  g_assert_cmpint (a->trump, ==, b->trump);
  g_assert_cmpuint (a->n_tricks, ==, b->n_tricks);
  g_assert_cmpint (memcmp (a->tricks, b->tricks, sizeof a->tricks), ==, 0);
  g_assert_cmpint (memcmp (a->won, b->won, sizeof a->won), ==, 0);
  g_assert_cmpint (memcmp (a->tricks_won, b->tricks_won, sizeof a->tricks_won), ==, 0);
  g_assert_cmpint (a->insulted, ==, b->insulted);
  g_assert_cmpint (a->target_raised, ==, b->target_raised);
  g_assert_cmpint (memcmp (&back, obs, sizeof back), ==, 0);
}

/* Requests for every seat at every decision of random games, under
 * rules with passing, a kitty, low no-trump and Kaiser 40: each legal
 * action round-trips, the JSON parses, no card another seat holds
 * unseen reaches it, and the seat to act reads its observation back. */
static void
test_requests (void)
{
  static const char * const variants[][4] = {
    { "standard", NULL },
    { "standard", "passing=one-to-partner", "low-no-trump=announced", "kaiser-bid=kaiser-40" },
    { "standard", "passing=rotation", "low-no-trump=any-bid", "kaiser-bid=team" },
    { "saskatchewan-34", "passing=two-after-bidding", "low-no-trump=announced", NULL },
    { "saskatchewan-34", NULL },
    { "hetu", NULL },
    { "joffre", NULL },
    { "les-rois", NULL },
    /* 000_5ed066fa22fca3eb.txt, "Lost Heir": the dealer's sale (ACCEPT),
     * blanks, the Lost Heir and the Wrong Boy outside the suits */
    { "lost-heir", NULL },
    { "lost-heir-teams", NULL },
  };
  guint seen = 0;

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    for (guint g = 0; g < 2; g++)
      {
        KaiserRules rules;
        g_autoptr(KaiserGame) game = NULL;
        KaiserPlayer *players[KAISER_N_SEATS];
        guint decisions = 0;

        g_assert_true (kaiser_rules_init_preset (&rules, variants[v][0], NULL));
        for (guint i = 1; i < 4 && variants[v][i]; i++)
          {
            g_auto(GStrv) kv = g_strsplit (variants[v][i], "=", 2);
            g_assert_true (kaiser_rules_set (&rules, kv[0], kv[1], NULL));
          }
        g_assert_true (kaiser_rules_validate (&rules, NULL));
        game = kaiser_game_new (&rules, 1000 * v + g);
        for (guint s = 0; s < KAISER_N_SEATS; s++)
          players[s] = kaiser_player_new (KAISER_LEVEL_RANDOM, 77 * v + 13 * g + s);

        while (kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER && decisions < 150)
          {
            const KaiserState *real = kaiser_game_get_state (game);
            KaiserSeat to_act = kaiser_game_get_to_act (game);
            KaiserAction legal[KAISER_MAX_ACTIONS], action;
            KaiserObservation obs;
            guint n;

            if (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER)
              {
                g_assert_true (kaiser_game_next_hand (game, NULL));
                continue;
              }
            for (guint seat = 0; seat < KAISER_N_SEATS; seat++)
              {
                g_autoptr(JsonNode) json = NULL;
                g_autoptr(JsonParser) parser = json_parser_new ();
                g_autofree char *line = NULL;
                KaiserCards shown, hidden = 0;

                kaiser_game_observe (game, (KaiserSeat) seat, &obs);
                json = seat == to_act ? kaiser_bot_decide_request (&obs) : kaiser_bot_observation_to_json (&obs);
                line = kaiser_bot_json_to_line (json);
                g_assert_null (strchr (line, '\n'));
                g_assert_true (json_parser_load_from_data (parser, line, -1, NULL));
                shown = cards_in_json (&rules, json_parser_get_root (parser));
                /* What the others hold, and the kitty unless this seat
                 * picked it up, less the cards this seat was dealt (and
                 * may have passed on) and the cards played. */
                for (guint o = 0; o < KAISER_N_SEATS; o++)
                  if (o != seat)
                    hidden |= real->hands[o];
                if (!(seat == real->declarer && real->phase >= KAISER_PHASE_KITTY))
                  hidden |= real->kitty | real->discards;
                hidden &= ~(real->dealt[seat] | real->passed[seat] | played_cards (real));
                g_assert_cmpuint (shown & hidden, ==, 0);
              }

            kaiser_game_observe (game, to_act, &obs);
            assert_observation_round_trip (&obs);
            n = kaiser_state_legal_actions (&obs.view, legal);
            g_assert_cmpuint (n, >, 0);
            for (guint i = 0; i < n; i++)
              {
                assert_round_trip (&rules, &legal[i]);
                g_assert_true (kaiser_bot_action_is_legal (&obs, &legal[i]));
                seen |= 1u << legal[i].type;
              }
            g_assert_true (kaiser_player_decide (players[to_act], &obs, &action, NULL));
            g_assert_true (kaiser_game_apply (game, &action, NULL));
            decisions++;
          }
        for (guint s = 0; s < KAISER_N_SEATS; s++)
          kaiser_player_free (players[s]);
      }
  /* Passing, the kitty, trumps, bids, the dealer's sale, high or low and
   * play all came up. */
  g_assert_cmpuint (seen | (1u << KAISER_ACTION_MISDEAL), ==, (1u << KAISER_N_ACTION_TYPES) - 1);
}

/* Set the member at a path ("observation", "bids", "0", "seat") of a
 * request to a string. */
static void
set_path (JsonNode *root, const char * const *path, const char *value)
{
  JsonNode *node = root;
  guint last = 0;

  while (path[last + 1] != NULL)
    last++;
  for (guint i = 0; i < last; i++)
    node = JSON_NODE_HOLDS_ARRAY (node) ? json_array_get_element (json_node_get_array (node), (guint) atoi (path[i]))
                                        : json_object_get_member (json_node_get_object (node), path[i]);
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      json_array_remove_element (array, (guint) atoi (path[last]));
      json_array_add_string_element (array, value);
    }
  else
    json_object_set_string_member (json_node_get_object (node), path[last], value);
}

/* Three players (000_5ed066fa22fca3eb.txt, "Three Players"): every
 * observation round-trips, scores and points by side as arrays of three;
 * a request naming a seat not at the table (W, 5 or 6) anywhere a seat
 * is read, or more calls than seats, is refused, so that nothing read
 * from a bot indexes past the table. */
static void
test_tables (void)
{
  static const char * const paths[][5] = {
    { "observation", "seat", NULL }, { "observation", "dealer", NULL }, { "observation", "to_act", NULL },
    { "observation", "declarer", NULL }, { "observation", "bids", "0", "seat", NULL },
    { "observation", "active", "0", NULL }, { "observation", "trick", "leader", NULL },
    { "observation", "tricks", "0", "leader", NULL }, { "observation", "tricks", "0", "winner", NULL },
  };
  static const char * const bad[] = { "W", "5", "6" };
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  KaiserPlayer *players[3];
  guint decisions = 0, refused = 0;

  g_assert_true (kaiser_rules_init_preset (&rules, "three-players", NULL));
  game = kaiser_game_new (&rules, 25);
  for (guint s = 0; s < 3; s++)
    players[s] = kaiser_player_new (KAISER_LEVEL_STANDARD, 25 + s);
  while (kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER && decisions < 200)
    {
      KaiserSeat to_act = kaiser_game_get_to_act (game);
      KaiserObservation obs;
      KaiserAction action;

      if (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER)
        {
          g_assert_true (kaiser_game_next_hand (game, NULL));
          continue;
        }
      kaiser_game_observe (game, to_act, &obs);
      assert_observation_round_trip (&obs);
      if (obs.view.phase == KAISER_PHASE_PLAY && obs.view.n_tricks > 0 && obs.view.tricks[obs.view.n_tricks].n_played > 0)
        {
          g_autoptr(JsonNode) request = kaiser_bot_decide_request (&obs);
          JsonObject *o = json_object_get_object_member (json_node_get_object (request), "observation");

          g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "scores")), ==, 3);
          g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "points")), ==, 3);
          for (guint p = 0; p < G_N_ELEMENTS (paths); p++)
            for (guint b = 0; b < G_N_ELEMENTS (bad); b++)
              {
                g_autoptr(JsonNode) copy = json_node_copy (request);
                g_autofree char *line = NULL;
                g_autoptr(JsonParser) parser = json_parser_new ();
                g_autoptr(GError) error = NULL;
                KaiserObservation back;

                set_path (copy, paths[p], bad[b]);
                line = kaiser_bot_json_to_line (copy);
                g_assert_true (json_parser_load_from_data (parser, line, -1, NULL));
                g_assert_false (kaiser_bot_observation_from_decide (json_parser_get_root (parser), &back, &error));
                g_assert_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_JUNK);
                refused++;
              }
          /* a fourth call */
          {
            g_autoptr(JsonNode) copy = json_node_copy (request);
            JsonObject *oc = json_object_get_object_member (json_node_get_object (copy), "observation");
            JsonArray *bids = json_object_get_array_member (oc, "bids");
            JsonObject *extra = json_object_new ();
            g_autofree char *line = NULL;
            g_autoptr(JsonParser) parser = json_parser_new ();
            g_autoptr(GError) error = NULL;
            KaiserObservation back;

            while (json_array_get_length (bids) < 4)
              {
                json_object_set_string_member (extra, "seat", "N");
                json_object_set_string_member (extra, "bid", "pass");
                json_array_add_object_element (bids, json_object_ref (extra));
              }
            json_object_unref (extra);
            line = kaiser_bot_json_to_line (copy);
            g_assert_true (json_parser_load_from_data (parser, line, -1, NULL));
            g_assert_false (kaiser_bot_observation_from_decide (json_parser_get_root (parser), &back, &error));
            refused++;
          }
        }
      g_assert_true (kaiser_player_decide (players[to_act], &obs, &action, NULL));
      g_assert_true (kaiser_game_apply (game, &action, NULL));
      decisions++;
    }
  for (guint s = 0; s < 3; s++)
    kaiser_player_free (players[s]);
  g_test_message ("%u decisions, %u requests refused", decisions, refused);
  g_assert_cmpuint (refused, >, 0);
}

/* Protocol: the test bot */

static guint run_bot_startup_ms = 0;   /* none, unless a test says */

static KaiserArenaResult *
run_bot (const char *args, guint deals, guint games, guint timeout_ms, const char *log)
{
  KaiserArenaConfig config;
  g_autofree char *player = NULL;
  g_autofree char *with_log = NULL;
  g_autoptr(GError) error = NULL;
  KaiserArenaResult *result;

  if (log)
    {
      g_autofree char *quoted = g_shell_quote (log);
      with_log = g_strdup_printf ("%s%s--log %s", args ? args : "", args ? " " : "", quoted);
      args = with_log;
    }
  player = bot_player (args);
  kaiser_arena_config_init (&config);
  config.players[KAISER_ARENA_SIDE_NS] = player;
  config.players[KAISER_ARENA_SIDE_EW] = "random";
  config.n_deals = deals;
  config.duplicate = TRUE;
  config.n_games = games;
  config.seed = 5;
  config.bot_timeout_ms = timeout_ms;
  config.bot_startup_ms = run_bot_startup_ms;
  result = kaiser_arena_run (&config, &error);
  g_assert_no_error (error);
  g_assert_nonnull (result);
  dump_messages (result);
  g_assert_cmpuint (result->deals, ==, deals);
  g_assert_cmpuint (result->games, ==, games);
  return result;
}

/* A bot that answers the first legal action plays without fault; it is
 * greeted, asked, and told goodbye, one process per seat. */
static void
test_bot_good (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-arena-XXXXXX", &error);
  g_autofree char *log = g_build_filename (dir, "bot.log", NULL);
  g_autoptr(KaiserArenaResult) result = run_bot (NULL, 6, 2, 5000, log);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  guint hello = 0, bye = 0, decide = 0;
  const KaiserArenaLatency *latency;

  g_assert_cmpuint (result->illegal, ==, 0);
  g_assert_cmpuint (result->messages->len, ==, 0);
  g_assert_cmpuint (result->bots_stopped, ==, 0);
  g_assert_cmpuint (result->latency->len, ==, 2);
  latency = g_ptr_array_index (result->latency, 0);
  g_assert_true (g_str_has_prefix (latency->name, "cmd:"));
  g_assert_cmpuint (latency->decisions, >, 0);

  g_assert_true (g_file_get_contents (log, &text, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] && *lines[i]; i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      JsonObject *obj;
      const char *type;

      json_parser_load_from_data (parser, lines[i], -1, &error);
      g_assert_no_error (error);
      g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
      obj = json_node_get_object (json_parser_get_root (parser));
      type = json_object_get_string_member (obj, "type");
      if (g_str_equal (type, "hello"))
        {
          guint64 seed;

          hello++;
          g_assert_cmpint (json_object_get_int_member (obj, "protocol"), ==, KAISER_BOT_PROTOCOL);
          /* the seed of the arena's own player at that seat, as a decimal string */
          g_assert_true (g_ascii_string_to_unsigned (json_object_get_string_member (obj, "seed"), 10, 0, G_MAXUINT64,
                                                     &seed, NULL));
        }
      else if (g_str_equal (type, "bye"))
        bye++;
      else
        {
          g_assert_cmpstr (type, ==, "decide");
          decide++;
          g_assert_true (JSON_NODE_HOLDS_OBJECT (json_object_get_member (obj, "rules")));
          g_assert_true (JSON_NODE_HOLDS_OBJECT (json_object_get_member (obj, "observation")));
          g_assert_true (JSON_NODE_HOLDS_ARRAY (json_object_get_member (obj, "legal")));
        }
    }
  /* One process for each seat: N and S, then E and W with seats swapped. */
  g_assert_cmpuint (hello, ==, 4);
  g_assert_cmpuint (bye, ==, 4);
  g_assert_cmpuint (decide, ==, latency->decisions);
  g_remove (log);
  g_rmdir (dir);
}

static void
test_bot_junk (void)
{
  g_autoptr(KaiserArenaResult) result = run_bot ("--junk", 2, 0, 5000, NULL);

  g_assert_cmpuint (result->illegal, >, 0);
  g_assert_cmpuint (result->illegal_by[KAISER_ARENA_SIDE_NS], ==, result->illegal);
  g_assert_cmpuint (result->illegal_by[KAISER_ARENA_SIDE_EW], ==, 0);
  g_assert_cmpuint (result->n_messages, ==, result->illegal);
  g_assert_true (messages_contain (result, "answered junk “this is not an action”"));
  g_assert_true (messages_contain (result, "deal 1 (seed"));
  g_assert_true (messages_contain (result, "deal 1 replayed with seats swapped"));
  g_assert_true (messages_contain (result, "Standard plays this decision"));
}

static void
test_bot_illegal (void)
{
  g_autoptr(KaiserArenaResult) result = run_bot ("--illegal", 2, 0, 5000, NULL);

  g_assert_cmpuint (result->illegal, >, 0);
  g_assert_cmpuint (result->illegal_by[KAISER_ARENA_SIDE_NS], ==, result->illegal);
  g_assert_true (messages_contain (result, "answered an illegal action “{\\\"type\\\":\\\"play\\\",\\\"card\\\":"));
  g_assert_true (messages_contain (result, "South"));
}

static void
test_bot_silent (void)
{
  g_autoptr(KaiserArenaResult) result = run_bot ("--silent", 2, 0, 50, NULL);

  g_assert_cmpuint (result->illegal, >, 0);
  g_assert_cmpuint (result->timeouts, >, 0);
  /* Each of its processes is stopped after KAISER_BOT_MAX_TIMEOUTS silences. */
  g_assert_cmpuint (result->bots_stopped, ==, 4);
  g_assert_cmpuint (result->timeouts, ==, 4 * (KAISER_BOT_MAX_TIMEOUTS - 1));
  g_assert_true (messages_contain (result, "did not answer within 50 ms"));
  g_assert_true (messages_contain (result, "times in a row: stopped; Standard plays this seat for the rest of the run"));
}

static void
test_bot_dies (void)
{
  g_autoptr(KaiserArenaResult) result = run_bot ("--die", 2, 2, 5000, NULL);

  g_assert_cmpuint (result->illegal, >, 0);
  g_assert_cmpuint (result->bots_stopped, ==, 4);
  g_assert_true (messages_contain (result, "died without answering (it exited with status 3)"));
  g_assert_true (messages_contain (result, "Standard plays this seat for the rest of the run"));
  /* Reported once per process, counted at every decision. */
  g_assert_cmpuint (result->n_messages, ==, 4);
  g_assert_cmpuint (result->illegal, >, 4);
}

/* Whether a process still runs: there, and not a zombie waiting for
 * whoever adopted it to reap it. */
static gboolean
process_alive (pid_t pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/stat", (int) pid);
  g_autofree char *stat = NULL;
  const char *close;

  if (kill (pid, 0) != 0)
    return FALSE;
  if (!g_file_get_contents (path, &stat, NULL, NULL) || (close = strrchr (stat, ')')) == NULL)
    return TRUE;
  return close[1] != ' ' || close[2] != 'Z';
}

/* Issue 23: a bot that starts two processes holding its pipes, then
 * exits without answering, was reported as "did not answer within
 * 2000 ms" (the pipes stayed open), three times per process, and the
 * processes it started outlived the arena.  Now its exit is seen and
 * said, and its process group is ended with it. */
static void
test_bot_forks_and_exits (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-arena-XXXXXX", &error);
  g_autofree char *pids = g_build_filename (dir, "pids", NULL);
  g_autofree char *quoted = g_shell_quote (pids);
  g_autofree char *args = g_strdup_printf ("--fork-exit %s", quoted);
  g_autoptr(KaiserArenaResult) result = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  guint n = 0;

  result = run_bot (args, 1, 0, 2000, NULL);
  g_assert_cmpuint (result->timeouts, ==, 0);
  g_assert_cmpuint (result->bots_stopped, ==, 4);
  g_assert_true (messages_contain (result, "died without answering (it exited with status 0)"));
  g_assert_false (messages_contain (result, "did not answer"));

  /* each of its four processes started two: none is left */
  g_assert_true (g_file_get_contents (pids, &text, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] && *lines[i]; i++, n++)
    {
      pid_t pid = (pid_t) atoi (lines[i]);

      g_assert_cmpint (pid, >, 0);
      if (process_alive (pid))
        {
          kill (pid, SIGKILL);
          g_error ("process %d, started by the bot, outlived the arena", (int) pid);
        }
    }
  g_assert_cmpuint (n, ==, 8);
  g_remove (pids);
  g_rmdir (dir);
}

/* Issue 15, hole 6: an answer of 5 MiB without a newline was charged as
 * one junk decision per MiB read; it is one bad answer, the rest of the
 * line is skipped and the bot's next answers count. */
static void
test_bot_long_line (void)
{
  g_autoptr(KaiserArenaResult) result = run_bot ("--long-line 5", 1, 0, 5000, NULL);

  /* one deal, played twice (duplicate): the bot sits N and S once each,
   * then E and W; each of its four processes sends one long line */
  g_assert_cmpuint (result->illegal, ==, 4);
  g_assert_cmpuint (result->illegal_by[KAISER_ARENA_SIDE_NS], ==, 4);
  g_assert_cmpuint (result->timeouts, ==, 0);
  g_assert_cmpuint (result->bots_stopped, ==, 0);
  g_assert_true (messages_contain (result, "answered junk: a line of more than 1048576 bytes"));
}

/* The first decision has the start-up allowance on top of the timeout: a
 * bot that takes 600 ms to start, with 300 ms per decision, loses
 * nothing with 2 s of start-up, and its first decisions without. */
static void
test_bot_startup (void)
{
  g_autoptr(KaiserArenaResult) slow = NULL;
  g_autoptr(KaiserArenaResult) allowed = NULL;

  run_bot_startup_ms = 0;
  slow = run_bot ("--start-delay 600", 1, 0, 300, NULL);
  g_assert_cmpuint (slow->timeouts, >, 0);
  g_assert_true (messages_contain (slow, "did not answer within 300 ms"));
  run_bot_startup_ms = 2000;
  allowed = run_bot ("--start-delay 600", 1, 0, 300, NULL);
  run_bot_startup_ms = 0;
  g_assert_cmpuint (allowed->timeouts, ==, 0);
  g_assert_cmpuint (allowed->illegal, ==, 0);
}

/* A bot's stderr was passed through without any cap: now the first
 * 64 KiB, one line saying it is cut, and the rest is drained so the bot
 * does not block (it writes 1 MiB before reading its first request). */
static void
test_bot_stderr_cap (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-arena-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "stderr", NULL);
  g_autofree char *text = NULL;
  g_autoptr(KaiserArenaResult) result = NULL;
  gsize length;
  int saved = dup (STDERR_FILENO);
  int fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC, 0600);

  g_assert_cmpint (fd, >=, 0);
  fflush (stderr);
  dup2 (fd, STDERR_FILENO);
  close (fd);
  result = run_bot ("--stderr 1048576", 1, 0, 5000, NULL);
  fflush (stderr);
  dup2 (saved, STDERR_FILENO);
  close (saved);

  g_assert_cmpuint (result->illegal, ==, 0);
  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  /* four bot processes, each cut after 64 KiB and one line */
  g_assert_cmpuint (length, <=, 4 * (65536 + 200));
  g_assert_cmpuint (length, >=, 4 * 65536);
  g_assert_nonnull (strstr (text, "… bot stderr cut after 65536 bytes (“"));
  g_remove (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/arena/random-duplicate", test_random_duplicate);
  g_test_add_func ("/arena/deterministic", test_deterministic);
  g_test_add_func ("/arena/duplicate-swaps-seats", test_duplicate_swaps);
  g_test_add_func ("/arena/json-keys", test_json_keys);
  g_test_add_func ("/arena/json-one-deal", test_json_one_deal);
  g_test_add_func ("/arena/common-seeds", test_common_seeds);
  g_test_add_func ("/arena/bad-config", test_bad_config);
  g_test_add_func ("/bot/action-json", test_action_json);
  g_test_add_func ("/bot/action-junk", test_action_junk);
  g_test_add_func ("/bot/action-nesting-bomb", test_action_nesting_bomb);
  g_test_add_func ("/bot/requests", test_requests);
  g_test_add_func ("/bot/tables", test_tables);
  g_test_add_func ("/bot/good", test_bot_good);
  g_test_add_func ("/bot/junk", test_bot_junk);
  g_test_add_func ("/bot/illegal", test_bot_illegal);
  g_test_add_func ("/bot/silent", test_bot_silent);
  g_test_add_func ("/bot/dies", test_bot_dies);
  g_test_add_func ("/bot/long-line", test_bot_long_line);
  g_test_add_func ("/bot/startup", test_bot_startup);
  g_test_add_func ("/bot/stderr-cap", test_bot_stderr_cap);
  g_test_add_func ("/bot/forks-and-exits", test_bot_forks_and_exits);
  return g_test_run ();
}
