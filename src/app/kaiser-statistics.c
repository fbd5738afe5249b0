/* kaiser-statistics.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-statistics"

#include "config.h"

#include <string.h>

#include "kaiser-seating.h"
#include "kaiser-statistics.h"

#define KEY "level-statistics"
/* the player sits South: the side of South at the game's table */
#define HUMAN_TEAM(rules) kaiser_rules_seat_side ((rules), kaiser_seating_player (rules))

struct _KaiserStatistics
{
  GObject    parent_instance;
  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (KaiserStatistics, kaiser_statistics, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The counters as they are named in the key */
static const struct {
  const char *name;
  gsize       offset;
} counters[] = {
#define COUNTER(name, field) { name, G_STRUCT_OFFSET (KaiserLevelStatistics, field) }
  COUNTER ("games-played", games_played),
  COUNTER ("games-won", games_won),
  COUNTER ("hands-played", hands_played),
  COUNTER ("declared-suit", declared[KAISER_CONTRACT_SUIT]),
  COUNTER ("made-suit", made[KAISER_CONTRACT_SUIT]),
  COUNTER ("set-suit", set[KAISER_CONTRACT_SUIT]),
  COUNTER ("declared-no-trump", declared[KAISER_CONTRACT_NO_TRUMP]),
  COUNTER ("made-no-trump", made[KAISER_CONTRACT_NO_TRUMP]),
  COUNTER ("set-no-trump", set[KAISER_CONTRACT_NO_TRUMP]),
  COUNTER ("declared-low-no-trump", declared[KAISER_CONTRACT_LOW_NO_TRUMP]),
  COUNTER ("made-low-no-trump", made[KAISER_CONTRACT_LOW_NO_TRUMP]),
  COUNTER ("set-low-no-trump", set[KAISER_CONTRACT_LOW_NO_TRUMP]),
  COUNTER ("five-taken", five_taken),
  COUNTER ("three-taken", three_taken),
  COUNTER ("reviewed-hands", reviewed_hands),
  COUNTER ("points-lost", points_lost),
  COUNTER ("bids", bids),
  COUNTER ("bids-as-expert", bids_as_expert),
#undef COUNTER
};

static guint *
counter (KaiserLevelStatistics *stats, guint i)
{
  return G_STRUCT_MEMBER_P (stats, counters[i].offset);
}

static void
on_changed (KaiserStatistics *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
kaiser_statistics_dispose (GObject *object)
{
  KaiserStatistics *self = KAISER_STATISTICS (object);

  if (self->settings)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (kaiser_statistics_parent_class)->dispose (object);
}

static void
kaiser_statistics_class_init (KaiserStatisticsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kaiser_statistics_dispose;

  /**
   * KaiserStatistics::changed:
   *
   * A figure changed (here or through the settings).
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
kaiser_statistics_init (KaiserStatistics *self)
{
}

KaiserStatistics *
kaiser_statistics_new (GSettings *settings)
{
  KaiserStatistics *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (KAISER_TYPE_STATISTICS, NULL);
  self->settings = g_object_ref (settings);
  g_signal_connect_swapped (settings, "changed::" KEY, G_CALLBACK (on_changed), self);
  return self;
}

/* The level's entry as stored, or NULL */
static GVariant *
lookup_entry (KaiserStatistics *self, KaiserLevel level)
{
  g_autoptr(GVariant) all = g_settings_get_value (self->settings, KEY);
  g_autoptr(GVariant) boxed = g_variant_lookup_value (all, kaiser_level_to_string (level), NULL);

  if (boxed == NULL)
    return NULL;
  /* a{sv}: the value of an entry comes as a variant */
  if (g_variant_is_of_type (boxed, G_VARIANT_TYPE_VARIANT))
    return g_variant_get_variant (boxed);
  return g_steal_pointer (&boxed);
}

static gboolean
entry_is_damaged (GVariant *entry)
{
  return entry != NULL && !g_variant_is_of_type (entry, G_VARIANT_TYPE ("a{su}"));
}

gboolean
kaiser_statistics_is_damaged (KaiserStatistics *self, KaiserLevel level)
{
  g_autoptr(GVariant) entry = NULL;

  g_return_val_if_fail (KAISER_IS_STATISTICS (self), FALSE);

  entry = lookup_entry (self, level);
  return entry_is_damaged (entry);
}

char *
kaiser_statistics_get_damaged_text (KaiserStatistics *self, KaiserLevel level)
{
  g_autoptr(GVariant) entry = NULL;

  g_return_val_if_fail (KAISER_IS_STATISTICS (self), NULL);

  entry = lookup_entry (self, level);
  return entry_is_damaged (entry) ? g_variant_print (entry, TRUE) : NULL;
}

gboolean
kaiser_statistics_get (KaiserStatistics *self, KaiserLevel level, KaiserLevelStatistics *stats)
{
  g_autoptr(GVariant) entry = NULL;

  g_return_val_if_fail (KAISER_IS_STATISTICS (self), FALSE);
  g_return_val_if_fail (stats != NULL, FALSE);

  memset (stats, 0, sizeof *stats);
  entry = lookup_entry (self, level);
  if (entry == NULL)
    return TRUE;
  if (entry_is_damaged (entry))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (counters); i++)
    {
      guint32 value;

      if (g_variant_lookup (entry, counters[i].name, "u", &value))
        *counter (stats, i) = value;
    }
  return TRUE;
}

/* Writes the level's figures, keeping every other entry, and the
 * counters of the entry this version does not know, as they are. */
static void
store (KaiserStatistics *self, KaiserLevel level, const KaiserLevelStatistics *stats)
{
  g_autoptr(GVariant) all = g_settings_get_value (self->settings, KEY);
  g_autoptr(GVariant) old = lookup_entry (self, level);
  const char *name = kaiser_level_to_string (level);
  GVariantBuilder builder, entry;
  GVariantIter iter;
  const char *key;
  GVariant *value;

  g_variant_builder_init (&entry, G_VARIANT_TYPE ("a{su}"));
  for (guint i = 0; i < G_N_ELEMENTS (counters); i++)
    g_variant_builder_add (&entry, "{su}", counters[i].name, *counter ((KaiserLevelStatistics *) stats, i));
  if (old != NULL)
    {
      guint32 n;

      g_variant_iter_init (&iter, old);
      while (g_variant_iter_next (&iter, "{&su}", &key, &n))
        {
          gboolean known = FALSE;

          for (guint i = 0; i < G_N_ELEMENTS (counters) && !known; i++)
            known = g_str_equal (key, counters[i].name);
          if (!known)
            g_variant_builder_add (&entry, "{su}", key, n);
        }
    }
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{sv}"));
  g_variant_iter_init (&iter, all);
  while (g_variant_iter_next (&iter, "{&sv}", &key, &value))
    {
      if (!g_str_equal (key, name))
        g_variant_builder_add (&builder, "{sv}", key, value);
      g_variant_unref (value);
    }
  g_variant_builder_add (&builder, "{sv}", name, g_variant_builder_end (&entry));
  g_settings_set_value (self->settings, KEY, g_variant_builder_end (&builder));
}

static void
add (guint *counter, guint n)
{
  *counter = *counter > G_MAXUINT32 - n ? G_MAXUINT32 : *counter + n;
}

KaiserContractKind
kaiser_statistics_contract_kind (const KaiserState *state)
{
  if (state->low || state->contract.kind == KAISER_BID_LOW_NO_TRUMP)
    return KAISER_CONTRACT_LOW_NO_TRUMP;
  if (state->trump == KAISER_SUIT_NONE)
    return KAISER_CONTRACT_NO_TRUMP;
  return KAISER_CONTRACT_SUIT;
}

#define COUNTED_KEY "counted-hands"
#define REVIEWED_KEY "reviewed-hands"
#define MAX_REMEMBERED 1024   /* hands: some 60 games, longer than a saved game waits, as a rule */

/* "seed:number": a hand of a game, the same after a restart */
static char *
hand_key (KaiserGame *game, guint index)
{
  return g_strdup_printf ("%" G_GUINT64_FORMAT ":%u", kaiser_game_get_seed (game),
                          kaiser_game_get_hand_log (game, index)->number);
}

/* Whether @hand is among the hands remembered in the strv setting @key. */
static gboolean
remembered (KaiserStatistics *self, const char *key, const char *hand)
{
  g_auto(GStrv) now = g_settings_get_strv (self->settings, key);

  return g_strv_contains ((const char * const *) now, hand);
}

/* @hand added to the strv setting @key, the oldest forgotten past
 * MAX_REMEMBERED. */
static void
remember (KaiserStatistics *self, const char *key, const char *hand)
{
  g_auto(GStrv) counted = g_settings_get_strv (self->settings, key);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) now = NULL;
  guint n = g_strv_length (counted);

  for (guint i = n >= MAX_REMEMBERED ? n - MAX_REMEMBERED + 1 : 0; i < n; i++)
    g_strv_builder_add (builder, counted[i]);
  g_strv_builder_add (builder, hand);
  now = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, key, (const char * const *) now);
}

/* The hand @index of @game into @stats, if it is over and not counted
 * yet (then remembered); TRUE if it was counted now. */
static gboolean
count_hand (KaiserStatistics *self, KaiserLevelStatistics *stats, KaiserGame *game, guint index, KaiserTeam side)
{
  const KaiserDeck *deck = &kaiser_game_get_rules (game)->deck;
  const KaiserState *st = &kaiser_game_get_hand_log (game, index)->state;
  g_autofree char *key = NULL;

  if (st->phase != KAISER_PHASE_HAND_OVER && st->phase != KAISER_PHASE_GAME_OVER)
    return FALSE;
  key = hand_key (game, index);
  if (remembered (self, COUNTED_KEY, key))
    return FALSE;
  add (&stats->hands_played, 1);
  if (st->result.bidders == side)
    {
      KaiserContractKind kind = kaiser_statistics_contract_kind (st);

      add (&stats->declared[kind], 1);
      add (st->result.made ? &stats->made[kind] : &stats->set[kind], 1);
    }
  if (st->won[side] & kaiser_card_bit (deck->bonus_card))
    add (&stats->five_taken, 1);
  if (st->won[side] & kaiser_card_bit (deck->penalty_card))
    add (&stats->three_taken, 1);
  remember (self, COUNTED_KEY, key);
  return TRUE;
}

gboolean
kaiser_statistics_add_hand (KaiserStatistics *self, KaiserLevel level, KaiserGame *game, guint index)
{
  KaiserLevelStatistics stats;

  g_return_val_if_fail (KAISER_IS_STATISTICS (self), FALSE);
  g_return_val_if_fail (KAISER_IS_GAME (game), FALSE);
  g_return_val_if_fail (index < kaiser_game_get_n_hands (game), FALSE);

  /* a damaged entry is never written over */
  if (!kaiser_statistics_get (self, level, &stats) ||
      !count_hand (self, &stats, game, index, HUMAN_TEAM (kaiser_game_get_rules (game))))
    return FALSE;
  store (self, level, &stats);
  return TRUE;
}

void
kaiser_statistics_add_game (KaiserStatistics *self, KaiserLevel level, KaiserGame *game)
{
  g_return_if_fail (KAISER_IS_GAME (game));

  kaiser_statistics_add_game_at (self, level, game, kaiser_seating_player (kaiser_game_get_rules (game)));
}

/**
 * kaiser_statistics_add_game_at:
 * @seat: the player's seat in @game (at a friend's table, the one the
 *   host gave)
 *
 * As kaiser_statistics_add_game(), counted for @seat's side.
 */
void
kaiser_statistics_add_game_at (KaiserStatistics *self, KaiserLevel level, KaiserGame *game, KaiserSeat seat)
{
  KaiserLevelStatistics stats;
  KaiserTeam side;

  g_return_if_fail (KAISER_IS_STATISTICS (self));
  g_return_if_fail (KAISER_IS_GAME (game));
  g_return_if_fail (seat < kaiser_rules_n_seats (kaiser_game_get_rules (game)));

  side = kaiser_rules_seat_side (kaiser_game_get_rules (game), seat);

  /* a damaged entry is never written over */
  if (!kaiser_statistics_get (self, level, &stats))
    return;
  add (&stats.games_played, 1);
  if (kaiser_game_get_phase (game) == KAISER_PHASE_GAME_OVER && kaiser_game_get_winner (game) == side)
    add (&stats.games_won, 1);
  /* the hands not counted as they ended */
  for (guint i = 0; i < kaiser_game_get_n_hands (game); i++)
    count_hand (self, &stats, game, i, side);
  store (self, level, &stats);
}

gboolean
kaiser_statistics_add_review (KaiserStatistics *self,
                              KaiserLevel       level,
                              const char       *hand,
                              guint             points_lost,
                              guint             n_bids,
                              guint             n_bids_as_expert)
{
  KaiserLevelStatistics stats;

  g_return_val_if_fail (KAISER_IS_STATISTICS (self), FALSE);
  g_return_val_if_fail (hand != NULL, FALSE);
  g_return_val_if_fail (n_bids_as_expert <= n_bids, FALSE);

  if (remembered (self, REVIEWED_KEY, hand))
    return FALSE;
  if (!kaiser_statistics_get (self, level, &stats))
    return FALSE;
  add (&stats.reviewed_hands, 1);
  add (&stats.points_lost, points_lost);
  add (&stats.bids, n_bids);
  add (&stats.bids_as_expert, n_bids_as_expert);
  remember (self, REVIEWED_KEY, hand);
  store (self, level, &stats);
  return TRUE;
}

void
kaiser_statistics_reset (KaiserStatistics *self)
{
  g_return_if_fail (KAISER_IS_STATISTICS (self));

  g_settings_reset (self->settings, KEY);
  g_settings_reset (self->settings, REVIEWED_KEY);
  g_settings_reset (self->settings, COUNTED_KEY);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* A review gone through to its end: the points the player lost, and the
 * player's bids against the Expert's, in the statistics of the level the
 * hand was played at (the review's), once a hand of a game: a hand
 * reviewed again, even after a restart, is not counted twice. */
gboolean
kaiser_statistics_count_review (KaiserStatistics *self, KaiserReview *review)
{
  KaiserGame *game;
  g_autofree char *key = NULL;
  guint bids = 0, as_expert = 0;

  g_return_val_if_fail (KAISER_IS_STATISTICS (self), FALSE);

  if (!kaiser_review_is_complete (review))
    return FALSE;
  game = kaiser_review_get_game (review);
  key = g_strdup_printf ("%" G_GUINT64_FORMAT ":%u", kaiser_game_get_seed (game),
                         kaiser_game_get_hand_log (game, kaiser_review_get_hand_index (review))->number);
  for (guint i = 0; i < kaiser_review_get_n_steps (review); i++)
    {
      const KaiserReviewStep *step = kaiser_review_get_step (review, i);

      if (step->reviewed && !step->forced && step->action.type == KAISER_ACTION_BID)
        {
          bids++;
          as_expert += step->agrees;
        }
    }
  return kaiser_statistics_add_review (self, kaiser_review_get_level (review), key,
                                       (guint) (kaiser_review_get_points_lost (review) * 10 + 0.5), bids, as_expert);
}
