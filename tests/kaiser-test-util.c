/* kaiser-test-util.c */
#include <string.h>

#include "kaiser-test-util.h"
#include "kaiser-player.h"
#include "kaiser-random-player.h"

void
kaiser_test_state_from_text (KaiserState *state, const KaiserRules *rules, const char *text)
{
  g_autoptr(GError) error = NULL;
  KaiserDeal deal;

  if (!kaiser_deal_parse (rules, text, &deal, &error))
    g_error ("bad deal in test: %s", error->message);
  kaiser_state_init (state, rules, deal.dealer);
  kaiser_state_deal (state, deal.hands, deal.kitty);
}

void
kaiser_test_state_from_file (KaiserState *state, const KaiserRules *rules, const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  kaiser_test_state_from_text (state, rules, text);
}

KaiserCard
kaiser_test_card (const KaiserRules *rules, const char *text)
{
  KaiserCard card;

  if (!kaiser_deck_card_from_string (&rules->deck, text, &card))
    g_error ("bad card in test: %s", text);
  return card;
}

KaiserCards
kaiser_test_cards (const KaiserRules *rules, const char *text)
{
  g_autoptr(GError) error = NULL;
  KaiserCards cards;

  if (!kaiser_deck_cards_from_string (&rules->deck, text, &cards, &error))
    g_error ("bad cards in test: %s", error->message);
  return cards;
}

KaiserBid
kaiser_test_bid (const char *text)
{
  KaiserBid bid;

  if (!kaiser_bid_from_string (text, &bid))
    g_error ("bad bid in test: %s", text);
  return bid;
}

static void
apply_ok (KaiserState *state, const KaiserAction *action)
{
  g_autoptr(GError) error = NULL;

  if (!kaiser_state_apply (state, action, &error))
    {
      g_autofree char *what = kaiser_action_describe (&state->rules, action);
      g_error ("refused: %s: %s", what, error->message);
    }
}

void
kaiser_test_bid_ok (KaiserState *state, KaiserSeat seat, const char *bid)
{
  KaiserAction action = { KAISER_ACTION_BID, seat, 0, kaiser_test_bid (bid) };
  apply_ok (state, &action);
}

void
kaiser_test_trump_ok (KaiserState *state, KaiserSeat seat, KaiserSuit suit)
{
  KaiserAction action = { KAISER_ACTION_TRUMP, seat, suit, { 0, 0 } };
  apply_ok (state, &action);
}

void
kaiser_test_play_ok (KaiserState *state, KaiserSeat seat, const char *card)
{
  KaiserAction action = { KAISER_ACTION_PLAY, seat, kaiser_test_card (&state->rules, card), { 0, 0 } };
  apply_ok (state, &action);
}

void
kaiser_test_trick_ok (KaiserState *state, const char *cards)
{
  g_auto(GStrv) words = g_strsplit (cards, " ", -1);

  g_assert_cmpuint (g_strv_length (words), ==, (guint) __builtin_popcount (state->active));
  for (guint i = 0; words[i]; i++)
    kaiser_test_play_ok (state, state->to_act, words[i]);
}

void
kaiser_test_refused (KaiserState *state, const KaiserAction *action, KaiserError code)
{
  g_autoptr(GError) error = NULL;
  KaiserState before = *state;

  g_assert_false (kaiser_state_apply (state, action, &error));
  g_assert_error (error, KAISER_ERROR, (gint) code);
  g_assert_nonnull (error->message);
  g_assert_cmpint (memcmp (&before, state, sizeof before), ==, 0);
}

static void
random_nonsense (KaiserRng *rng, KaiserAction *action)
{
  memset (action, 0, sizeof *action);
  action->type = kaiser_rng_below (rng, KAISER_N_ACTION_TYPES + 1);
  action->seat = kaiser_rng_below (rng, KAISER_N_SEATS + 1);
  action->value = kaiser_rng_below (rng, 66);
  action->bid.kind = kaiser_rng_below (rng, KAISER_N_BID_KINDS + 1);
  action->bid.amount = kaiser_rng_below (rng, 42);
  /* most bids should be near the real range, and passes carry no amount */
  if (action->type == KAISER_ACTION_BID && kaiser_rng_below (rng, 2))
    action->bid.amount = kaiser_rng_below (rng, 15);
}

static gboolean
same_action (const KaiserAction *a, const KaiserAction *b)
{
  if (a->type != b->type || a->seat != b->seat)
    return FALSE;
  if (a->type == KAISER_ACTION_BID)
    return kaiser_bid_equal (a->bid, b->bid);
  return a->value == b->value;
}

guint
kaiser_test_check_actions (const KaiserState *state, KaiserRng *rng, guint n_random)
{
  KaiserAction legal[KAISER_MAX_ACTIONS];
  guint n = kaiser_state_legal_actions (state, legal), accepted = 0;

  for (guint i = 0; i < n; i++)
    {
      KaiserState copy = *state;
      g_assert_true (kaiser_state_apply (&copy, &legal[i], NULL));
    }
  for (guint k = 0; k < n_random; k++)
    {
      KaiserState copy = *state;
      KaiserAction action;
      gboolean listed = FALSE, ok;
      g_autoptr(GError) error = NULL;

      random_nonsense (rng, &action);
      for (guint i = 0; i < n; i++)
        listed |= same_action (&legal[i], &action);
      ok = kaiser_state_apply (&copy, &action, &error);
      g_assert_cmpint (ok, ==, listed);
      if (!ok)
        {
          g_assert_nonnull (error);
          g_assert_cmpint (memcmp (&copy, state, sizeof copy), ==, 0);
        }
      accepted += ok;
    }
  return accepted;
}

void
kaiser_test_random_rules (KaiserRules *rules, KaiserRng *rng)
{
  const KaiserOption *options;
  guint n;

  options = kaiser_rules_list_options (&n);
  kaiser_rules_init_standard (rules);
  for (guint i = 0; i < n; i++)
    {
      const KaiserOption *o = &options[i];
      g_autofree char *value = NULL;

      if (kaiser_rng_below (rng, 2))
        continue;
      if (o->type == KAISER_OPTION_ENUM)
        value = g_strdup (o->values[kaiser_rng_below (rng, o->max + 1)]);
      else if (o->type == KAISER_OPTION_BOOL)
        value = g_strdup (kaiser_rng_below (rng, 2) ? "true" : "false");
      else if (g_str_equal (o->name, "target") || g_str_equal (o->name, "no-trump-raise"))
        {
          static const gint targets[] = { 0, 30, 40, 41, 42, 52, 56, 62, 64, 69 };
          value = g_strdup_printf ("%d", targets[kaiser_rng_below (rng, G_N_ELEMENTS (targets))]);
        }
      else
        value = g_strdup_printf ("%d", o->min + (gint) kaiser_rng_below (rng, MIN (o->max - o->min + 1, 20)));
      kaiser_rules_set (rules, o->name, value, NULL);
    }
}

void
kaiser_test_random_table (KaiserRules *rules, KaiserRng *rng)
{
  static const guint8 alternate[] = { 0, 1, 0, 1, 0, 1 };
  guint n = 2 + kaiser_rng_below (rng, 5);

  if (n == 4 || kaiser_rng_below (rng, 3))
    return;
  kaiser_rules_set_seats (rules, n, n == 6 && kaiser_rng_below (rng, 2) ? alternate : NULL, NULL);
  /* a pack that can be shared at that table, most of the time */
  if (kaiser_rng_below (rng, 4))
    switch (n)
      {
      case 3:
        kaiser_rules_set (rules, "pack", "26-card", NULL);
        kaiser_rules_set (rules, "kitty", "two", NULL);
        break;
      case 5:
        kaiser_rules_set (rules, "pack", "40-card", NULL);
        kaiser_rules_set (rules, "kitty", "none", NULL);
        break;
      case 6:
        kaiser_rules_set (rules, "pack", "48-card", NULL);
        kaiser_rules_set (rules, "kitty", "none", NULL);
        break;
      default:
        break;
      }
}

char **
kaiser_test_all_presets (void)
{
  /* the tables of issue 25 not yet offered to people */
  static const char * const tables[] = { "three-players", "five-players", "six-players", "six-players-threes" };
  GPtrArray *all = g_ptr_array_new ();

  for (const char * const *p = kaiser_rules_list_presets (); *p; p++)
    g_ptr_array_add (all, g_strdup (*p));
  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    if (!g_strv_contains (kaiser_rules_list_presets (), tables[i]))
      g_ptr_array_add (all, g_strdup (tables[i]));
  g_ptr_array_add (all, NULL);
  return (char **) g_ptr_array_free (all, FALSE);
}

const KaiserTestPresetCase kaiser_test_preset_cases[KAISER_TEST_N_PRESET_CASES] = {
  { "standard", "" },
  { "standard", "low-no-trump=any-bid" },
  { "standard", "spade-needs-three-tricks=true" },
  { "standard", "kaiser-bid=kaiser-40" },
  { "saskatchewan-34", "" },
  { "joffre", "" },
  { "les-rois", "" },
  { "hetu", "" },
};

void
kaiser_test_preset_case_rules (const KaiserTestPresetCase *c, KaiserRules *rules)
{
  g_auto(GStrv) pairs = g_strsplit (c->settings, " ", -1);

  g_assert_true (kaiser_rules_init_preset (rules, c->preset, NULL));
  for (guint i = 0; pairs[i]; i++)
    if (pairs[i][0])
      {
        g_auto(GStrv) kv = g_strsplit (pairs[i], "=", 2);
        g_assert_true (kaiser_rules_set (rules, kv[0], kv[1], NULL));
      }
  g_assert_true (kaiser_rules_validate (rules, NULL));
}

gboolean
kaiser_test_random_position (const KaiserRules *rules, guint64 seed, guint64 rng_seed, guint tricks_left,
                             gint played, KaiserState *out)
{
  g_autoptr(KaiserGame) game = kaiser_game_new (rules, seed);
  KaiserRng rng;
  guint extra;

  kaiser_rng_init (&rng, rng_seed);
  extra = kaiser_rng_below (&rng, 3);
  if (played >= 0)
    extra = (guint) played;
  for (;;)
    {
      const KaiserState *st = kaiser_game_get_state (game);
      KaiserObservation obs;
      KaiserAction action;

      if (st->phase == KAISER_PHASE_HAND_OVER || st->phase == KAISER_PHASE_GAME_OVER)
        return FALSE;
      if (st->phase == KAISER_PHASE_PLAY && kaiser_rules_hand_size (rules) - st->n_tricks == tricks_left &&
          st->tricks[st->n_tricks].n_played == MIN (extra, (guint) __builtin_popcount (st->active) - 1))
        {
          *out = *st;
          return TRUE;
        }
      kaiser_game_observe (game, st->to_act, &obs);
      g_assert_true (kaiser_random_player_choose (&obs, &rng, &action));
      g_assert_true (kaiser_game_apply (game, &action, NULL));
    }
}

guint
kaiser_test_play_hand (KaiserGame *game, KaiserPlayer *player, KaiserTestVisit visit, gpointer data)
{
  guint actions = 0;

  for (;;)
    {
      const KaiserState *st = kaiser_game_get_state (game);
      g_autoptr(GError) error = NULL;
      KaiserObservation obs;
      KaiserAction action;

      if (st->phase == KAISER_PHASE_HAND_OVER || st->phase == KAISER_PHASE_GAME_OVER)
        return actions;
      g_assert_cmpuint (actions, <, 20000);
      kaiser_observation_init (&obs, st, st->to_act);
      if (visit)
        visit (st, &obs, data);
      g_assert_true (kaiser_player_decide (player, &obs, &action, &error));
      g_assert_no_error (error);
      g_assert_true (kaiser_game_apply (game, &action, &error));
      g_assert_no_error (error);
      actions++;
    }
}

guint
kaiser_test_play_game (KaiserGame *game, KaiserPlayer *player, KaiserTestVisit visit, gpointer data)
{
  guint actions = 0;

  while (kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER && actions < 20000)
    {
      if (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER)
        {
          g_assert_true (kaiser_game_next_hand (game, NULL));
          continue;
        }
      actions += kaiser_test_play_hand (game, player, visit, data);
    }
  g_assert_cmpint (kaiser_game_get_phase (game), ==, KAISER_PHASE_GAME_OVER);
  return actions;
}

void
kaiser_test_lost_heir_deal (KaiserState *state, const char *preset, const char *bid, gint accept)
{
  static const char * const deal[] = {
    "7D 6D 5D 4D 7C 6C 5C 4C", "7H 6H 5H 4H 3H 2H 1H B1", "3D 2D 1D 3C 2C 1C 7S 6S", "LH WB B2 5S 4S 3S 2S 1S",
  };
  KaiserCards hands[KAISER_MAX_SEATS] = { 0 };
  KaiserRules rules;
  KaiserAction action;

  g_assert_true (kaiser_rules_init_preset (&rules, preset, NULL));
  g_assert_true (kaiser_rules_validate (&rules, NULL));
  g_assert_cmpuint (kaiser_rules_n_seats (&rules), ==, 4);
  for (guint s = 0; s < 4; s++)
    hands[s] = kaiser_test_cards (&rules, deal[s]);
  kaiser_state_init (state, &rules, KAISER_WEST);
  kaiser_state_deal (state, hands, 0);
  g_assert_cmpint (state->phase, ==, KAISER_PHASE_BIDDING);
  kaiser_test_bid_ok (state, KAISER_NORTH, bid);
  kaiser_test_bid_ok (state, KAISER_EAST, "pass");
  kaiser_test_bid_ok (state, KAISER_SOUTH, "pass");
  g_assert_cmpint (state->phase, ==, KAISER_PHASE_ACCEPT);
  g_assert_cmpint (state->to_act, ==, KAISER_WEST);
  if (accept < 0)
    return;
  action = kaiser_action_make (KAISER_ACTION_ACCEPT, KAISER_WEST, accept ? 1 : 0);
  g_assert_true (kaiser_state_apply (state, &action, NULL));
  g_assert_cmpint (state->phase, ==, KAISER_PHASE_PLAY);
}
