/* kaiser-statistics.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-statistics"

#include "config.h"

#include <string.h>

#include "kaiser-statistics.h"

#define KEY "level-statistics"
#define HUMAN_TEAM KAISER_TEAM_NS   /* the player sits South */

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

void
kaiser_statistics_add_game (KaiserStatistics *self, KaiserLevel level, KaiserGame *game)
{
  KaiserLevelStatistics stats;
  const KaiserDeck *deck;

  g_return_if_fail (KAISER_IS_STATISTICS (self));
  g_return_if_fail (KAISER_IS_GAME (game));

  /* a damaged entry is never written over */
  if (!kaiser_statistics_get (self, level, &stats))
    return;
  deck = &kaiser_game_get_rules (game)->deck;
  add (&stats.games_played, 1);
  if (kaiser_game_get_phase (game) == KAISER_PHASE_GAME_OVER && kaiser_game_get_winner (game) == HUMAN_TEAM)
    add (&stats.games_won, 1);
  for (guint i = 0; i < kaiser_game_get_n_hands (game); i++)
    {
      const KaiserState *st = &kaiser_game_get_hand_log (game, i)->state;

      if (st->phase != KAISER_PHASE_HAND_OVER && st->phase != KAISER_PHASE_GAME_OVER)
        continue;
      add (&stats.hands_played, 1);
      if (st->result.bidders == HUMAN_TEAM)
        {
          KaiserContractKind kind = kaiser_statistics_contract_kind (st);

          add (&stats.declared[kind], 1);
          add (st->result.made ? &stats.made[kind] : &stats.set[kind], 1);
        }
      if (st->won[HUMAN_TEAM] & kaiser_card_bit (deck->bonus_card))
        add (&stats.five_taken, 1);
      if (st->won[HUMAN_TEAM] & kaiser_card_bit (deck->penalty_card))
        add (&stats.three_taken, 1);
    }
  store (self, level, &stats);
}

#define REVIEWED_KEY "reviewed-hands"
#define MAX_REVIEWED 256

gboolean
kaiser_statistics_add_review (KaiserStatistics *self,
                              KaiserLevel       level,
                              const char       *hand,
                              guint             points_lost,
                              guint             n_bids,
                              guint             n_bids_as_expert)
{
  KaiserLevelStatistics stats;
  g_auto(GStrv) counted = NULL;
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) now = NULL;
  guint n;

  g_return_val_if_fail (KAISER_IS_STATISTICS (self), FALSE);
  g_return_val_if_fail (hand != NULL, FALSE);
  g_return_val_if_fail (n_bids_as_expert <= n_bids, FALSE);

  counted = g_settings_get_strv (self->settings, REVIEWED_KEY);
  if (g_strv_contains ((const char * const *) counted, hand))
    return FALSE;
  if (!kaiser_statistics_get (self, level, &stats))
    return FALSE;
  add (&stats.reviewed_hands, 1);
  add (&stats.points_lost, points_lost);
  add (&stats.bids, n_bids);
  add (&stats.bids_as_expert, n_bids_as_expert);
  /* the hand remembered, the oldest forgotten past MAX_REVIEWED */
  n = g_strv_length (counted);
  builder = g_strv_builder_new ();
  for (guint i = n >= MAX_REVIEWED ? n - MAX_REVIEWED + 1 : 0; i < n; i++)
    g_strv_builder_add (builder, counted[i]);
  g_strv_builder_add (builder, hand);
  now = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, REVIEWED_KEY, (const char * const *) now);
  store (self, level, &stats);
  return TRUE;
}

void
kaiser_statistics_reset (KaiserStatistics *self)
{
  g_return_if_fail (KAISER_IS_STATISTICS (self));

  g_settings_reset (self->settings, KEY);
  g_settings_reset (self->settings, REVIEWED_KEY);
  g_signal_emit (self, signals[CHANGED], 0);
}
