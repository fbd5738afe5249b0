/* kaiser-record.c: game records in JSON. */
#define G_LOG_DOMAIN "kaiser-record"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "kaiser-deal.h"
#include "kaiser-error.h"
#include "kaiser-json.h"
#include "kaiser-json-private.h"
#include "kaiser-record.h"

/* Export */

static void
add_seat_hands (JsonBuilder *b, const KaiserRules *rules, const KaiserCards *hands)
{
  json_builder_begin_object (b);
  for (guint s = 0; s < kaiser_rules_n_seats (rules); s++)
    {
      g_autofree char *text = kaiser_deck_cards_to_string (&rules->deck, hands[s]);
      json_builder_set_member_name (b, kaiser_seat_to_string ((KaiserSeat) s));
      json_builder_add_string_value (b, text);
    }
  json_builder_end_object (b);
}

static void
add_teams (JsonBuilder *b, const KaiserRules *rules, const char *name, const gint *values)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
    {
      json_builder_set_member_name (b, kaiser_team_to_string ((KaiserTeam) t));
      json_builder_add_int_value (b, values[t]);
    }
  json_builder_end_object (b);
}

/* Seats that could throw in these hands, in the order they are asked. */
static guint
weak_seats (const KaiserRules *rules, KaiserSeat dealer, const KaiserCards *hands, const KaiserPiles *piles,
            KaiserSeat *seats)
{
  KaiserState st;
  KaiserSeat seat = kaiser_rules_seat_next (rules, dealer);
  guint n = 0;

  kaiser_state_init (&st, rules, dealer);
  memcpy (st.dealt, hands, sizeof st.dealt);
  memcpy (st.piles, piles, sizeof st.piles);
  for (guint i = 0; i < kaiser_rules_n_seats (rules); i++, seat = kaiser_rules_seat_next (rules, seat))
    if (kaiser_state_may_call_misdeal (&st, seat))
      seats[n++] = seat;
  return n;
}

static void
add_cards (JsonBuilder *b, const KaiserRules *rules, const char *name, KaiserCards cards)
{
  g_autofree char *text = kaiser_deck_cards_to_string (&rules->deck, cards);

  json_builder_set_member_name (b, name);
  json_builder_add_string_value (b, text);
}

/* "piles": {"N": "AS/7H KD/8C …", …}, at a table with piles */
static void
add_piles (JsonBuilder *b, const KaiserRules *rules, const KaiserPiles *piles)
{
  if (kaiser_rules_n_piles (rules) == 0)
    return;
  json_builder_set_member_name (b, "piles");
  json_builder_begin_object (b);
  for (guint s = 0; s < kaiser_rules_n_seats (rules); s++)
    {
      g_autofree char *text = kaiser_piles_to_string (rules, &piles[s]);

      json_builder_set_member_name (b, kaiser_seat_to_string ((KaiserSeat) s));
      json_builder_add_string_value (b, text);
    }
  json_builder_end_object (b);
}

static void
add_passes (JsonBuilder *b, const KaiserRules *rules, const KaiserCards *passed)
{
  json_builder_set_member_name (b, "passes");
  add_seat_hands (b, rules, passed);
}

static void
add_declined (JsonBuilder *b, const KaiserSeat *seats, guint n)
{
  json_builder_set_member_name (b, "declined");
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    json_builder_add_string_value (b, kaiser_seat_to_string (seats[i]));
  json_builder_end_array (b);
}

static void
add_hand (JsonBuilder *b, const KaiserHandLog *log)
{
  const KaiserState *st = &log->state;
  const KaiserRules *rules = &st->rules;
  KaiserSeat seats[KAISER_MAX_SEATS];
  KaiserSeat seat;
  guint n;
  char buf[KAISER_BID_STRING_MAX];

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "number");
  json_builder_add_int_value (b, log->number);
  json_builder_set_member_name (b, "dealer");
  json_builder_add_string_value (b, kaiser_seat_to_string (log->dealer));

  json_builder_set_member_name (b, "misdeals");
  json_builder_begin_array (b);
  for (guint i = 0; i < log->misdeals->len; i++)
    {
      const KaiserMisdeal *m = &g_array_index (log->misdeals, KaiserMisdeal, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "hands");
      add_seat_hands (b, rules, m->hands);
      if (kaiser_rules_kitty_size (rules) > 0)
        add_cards (b, rules, "kitty", m->kitty);
      n = weak_seats (rules, log->dealer, m->hands, m->piles, seats);
      for (guint k = 0; k < n; k++)
        if (seats[k] == m->caller)
          n = k;
      add_declined (b, seats, n);
      if (m->caller != KAISER_SEAT_NONE)
        {
          json_builder_set_member_name (b, "caller");
          json_builder_add_string_value (b, kaiser_seat_to_string (m->caller));
        }
      else
        {
          /* passed out by all four: the passes made before the bidding */
          if (kaiser_rules_pass_count (rules) > 0 && rules->passing != KAISER_PASSING_TWO_AFTER_BIDDING)
            add_passes (b, rules, m->passed);
          json_builder_set_member_name (b, "passed_out");
          json_builder_add_boolean_value (b, TRUE);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "deal");
  add_seat_hands (b, rules, st->dealt);
  add_piles (b, rules, st->piles);
  if (kaiser_rules_kitty_size (rules) > 0)
    add_cards (b, rules, "kitty", st->kitty);
  {
    KaiserSeat declined[KAISER_MAX_SEATS];
    guint n_declined = 0;

    n = weak_seats (rules, log->dealer, st->dealt, st->piles, seats);
    for (guint k = 0; k < n; k++)
      if (st->phase != KAISER_PHASE_MISDEAL || !(st->misdeal_pending & (1u << seats[k])))
        declined[n_declined++] = seats[k];
    add_declined (b, declined, n_declined);
  }

  if (kaiser_rules_pass_count (rules) > 0 && rules->passing != KAISER_PASSING_TWO_AFTER_BIDDING)
    add_passes (b, rules, st->passed);

  json_builder_set_member_name (b, "bids");
  json_builder_begin_array (b);
  seat = kaiser_rules_seat_next (rules, log->dealer);
  for (guint i = 0; i < st->n_bids; i++, seat = kaiser_rules_seat_next (rules, seat))
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "seat");
      json_builder_add_string_value (b, kaiser_seat_to_string (seat));
      json_builder_set_member_name (b, "bid");
      json_builder_add_string_value (b, kaiser_bid_to_string (st->bids[seat], buf));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  /* "Lost Heir": the dealer accepted the high bid or refused it */
  if (rules->dealer_sells && st->phase > KAISER_PHASE_ACCEPT &&
      st->declarer != KAISER_SEAT_NONE && !kaiser_bid_is_pass (kaiser_state_standing_bid (st, NULL)))
    {
      json_builder_set_member_name (b, "sale");
      json_builder_add_string_value (b, st->sold ? "accepted" : "refused");
    }

  if (st->declarer != KAISER_SEAT_NONE)
    {
      json_builder_set_member_name (b, "declarer");
      json_builder_add_string_value (b, kaiser_seat_to_string (st->declarer));
      json_builder_set_member_name (b, "contract");
      json_builder_add_string_value (b, kaiser_bid_to_string (st->contract, buf));
      if (rules->passing == KAISER_PASSING_TWO_AFTER_BIDDING)
        add_passes (b, rules, st->passed);
      if (st->trump != KAISER_SUIT_NONE ||
          (st->phase >= KAISER_PHASE_LOW && !kaiser_state_has_trumps (st)))
        {
          json_builder_set_member_name (b, "trump");
          json_builder_add_string_value (b, kaiser_suit_to_string (st->trump));
        }
      if (st->phase > KAISER_PHASE_LOW)
        {
          json_builder_set_member_name (b, "low");
          json_builder_add_boolean_value (b, st->low);
        }
      if (kaiser_rules_kitty_size (rules) > 0 && st->phase >= KAISER_PHASE_KITTY)
        add_cards (b, rules, "discards", st->discards);
    }

  json_builder_set_member_name (b, "tricks");
  json_builder_begin_array (b);
  for (guint t = 0; t < KAISER_MAX_TRICKS; t++)
    {
      const KaiserTrick *trick = &st->tricks[t];
      gboolean complete = t < st->n_tricks;

      if (!complete && !(st->phase == KAISER_PHASE_PLAY && t == st->n_tricks && trick->n_played > 0))
        break;
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "leader");
      json_builder_add_string_value (b, kaiser_seat_to_string (trick->leader));
      json_builder_set_member_name (b, "cards");
      json_builder_begin_array (b);
      for (guint i = 0; i < trick->n_played; i++)
        json_builder_add_string_value (b, kaiser_deck_card_to_string (&rules->deck, trick->cards[i], buf));
      json_builder_end_array (b);
      if (complete)
        {
          json_builder_set_member_name (b, "winner");
          json_builder_add_string_value (b, kaiser_seat_to_string (trick->winner));
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  if (st->phase == KAISER_PHASE_HAND_OVER || st->phase == KAISER_PHASE_GAME_OVER)
    {
      const KaiserHandResult *r = &st->result;

      json_builder_set_member_name (b, "result");
      json_builder_begin_object (b);
      add_teams (b, rules, "tricks", r->tricks);
      add_teams (b, rules, "points", r->points);
      json_builder_set_member_name (b, "made");
      json_builder_add_boolean_value (b, r->made);
      add_teams (b, rules, "change", r->change);
      add_teams (b, rules, "scores", r->scores);
      json_builder_set_member_name (b, "bid_out");
      json_builder_begin_array (b);
      for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
        if (r->bid_out[t])
          json_builder_add_string_value (b, kaiser_team_to_string ((KaiserTeam) t));
      json_builder_end_array (b);
      json_builder_set_member_name (b, "target");
      json_builder_add_int_value (b, r->target);
      if (rules->pot > 0)
        {
          json_builder_set_member_name (b, "pot");
          json_builder_add_int_value (b, r->pot);
        }
      if (r->five_stolen)
        {
          json_builder_set_member_name (b, "five_stolen");
          json_builder_add_boolean_value (b, TRUE);
        }
      if (r->skunk)
        {
          json_builder_set_member_name (b, "skunk");
          json_builder_add_boolean_value (b, TRUE);
        }
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
}

/* A game that begins at a given deal (a hand replayed, a deal number):
 * written only then, so every other game is written as before. */
static void
add_start (JsonBuilder *b, KaiserGame *game)
{
  const KaiserRules *rules = kaiser_game_get_rules (game);
  KaiserGameStart start;

  if (!kaiser_game_get_start (game, &start))
    return;
  json_builder_set_member_name (b, "start");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "dealer");
  json_builder_add_string_value (b, kaiser_seat_to_string (start.dealer));
  json_builder_set_member_name (b, "hands");
  add_seat_hands (b, rules, start.hands);
  add_cards (b, rules, "kitty", start.kitty);
  add_piles (b, rules, start.piles);
  add_teams (b, rules, "scores", start.scores);
  json_builder_set_member_name (b, "target_raised");
  json_builder_add_boolean_value (b, start.target_raised);
  json_builder_set_member_name (b, "pot");
  json_builder_add_int_value (b, start.pot);
  json_builder_end_object (b);
}

JsonNode *
kaiser_record_to_json (KaiserGame *game)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  const KaiserState *st = kaiser_game_get_state (game);
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, kaiser_game_get_seed (game));

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, KAISER_RECORD_FORMAT);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, KAISER_RECORD_VERSION);
  json_builder_set_member_name (b, "generator");
  json_builder_add_string_value (b, "three-spot " PACKAGE_VERSION);
  json_builder_set_member_name (b, "rules");
  json_builder_add_value (b, kaiser_rules_to_json (kaiser_game_get_rules (game)));
  json_builder_set_member_name (b, "seed");
  json_builder_add_string_value (b, seed);
  add_start (b, game);
  json_builder_set_member_name (b, "complete");
  json_builder_add_boolean_value (b, st->phase == KAISER_PHASE_GAME_OVER);

  json_builder_set_member_name (b, "hands");
  json_builder_begin_array (b);
  for (guint i = 0; i < kaiser_game_get_n_hands (game); i++)
    add_hand (b, kaiser_game_get_hand_log (game, i));
  json_builder_end_array (b);

  add_teams (b, &st->rules, "scores", st->scores);
  json_builder_set_member_name (b, "winner");
  if (st->winner == KAISER_TEAM_NONE)
    json_builder_add_null_value (b);
  else
    json_builder_add_string_value (b, kaiser_team_to_string (st->winner));
  /* written only when used: a game without undo is written as before */
  if (kaiser_game_get_undo_count (game) > 0)
    {
      json_builder_set_member_name (b, "undos");
      json_builder_add_int_value (b, kaiser_game_get_undo_count (game));
    }
  if (kaiser_game_get_ended_before (game))
    {
      json_builder_set_member_name (b, "ended_before");
      json_builder_add_boolean_value (b, TRUE);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

char *
kaiser_record_to_data (KaiserGame *game, gsize *length)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = kaiser_record_to_json (game);

  json_generator_set_pretty (gen, TRUE);
  json_generator_set_indent (gen, 1);
  json_generator_set_root (gen, root);
  return json_generator_to_data (gen, length);
}

gboolean
kaiser_record_save (KaiserGame *game, const char *path, GError **error)
{
  gsize length;
  g_autofree char *data = kaiser_record_to_data (game, &length);

  /* g_file_set_contents writes a temporary file and renames it: a crash
   * never leaves half a record behind. */
  return g_file_set_contents (path, data, length, error);
}

/* Import */

typedef struct {
  KaiserGame *game;
  GString    *where;   /* "hand 3, trick 5" */
  GError    **error;
  guint       n_seats; /* of the record's rules, once read */
} Loader;

static gboolean load_fail (Loader *l, KaiserError code, const char *format, ...) G_GNUC_PRINTF (3, 4);
static gboolean load_start (Loader *l, const KaiserRules *rules, JsonNode *node, KaiserGameStart *start);

static gboolean
load_fail (Loader *l, KaiserError code, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (l->where->len)
    g_set_error (l->error, KAISER_ERROR, code, "%s: %s", l->where->str, message);
  else
    g_set_error_literal (l->error, KAISER_ERROR, code, message);
  return FALSE;
}

static JsonNode *
member (JsonObject *obj, const char *name)
{
  return obj ? json_object_get_member (obj, name) : NULL;
}

static gboolean
get_string (Loader *l, JsonObject *obj, const char *name, const char **out)
{
  JsonNode *node = member (obj, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("“%s” must be a string"), name);
  *out = json_node_get_string (node);
  return TRUE;
}

static gboolean
get_int (Loader *l, JsonObject *obj, const char *name, gint64 *out)
{
  JsonNode *node = member (obj, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("“%s” must be a whole number"), name);
  *out = json_node_get_int (node);
  return TRUE;
}

static gboolean
get_array (Loader *l, JsonObject *obj, const char *name, JsonArray **out)
{
  JsonNode *node = member (obj, name);

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("“%s” must be a list"), name);
  *out = json_node_get_array (node);
  return TRUE;
}

static gboolean
get_object (Loader *l, JsonNode *node, const char *what, JsonObject **out)
{
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("%s must be an object"), what);
  *out = json_node_get_object (node);
  return TRUE;
}

static gboolean
get_seat (Loader *l, JsonObject *obj, const char *name, KaiserSeat *seat)
{
  const char *text;

  if (!get_string (l, obj, name, &text))
    return FALSE;
  if (!kaiser_seat_from_string (text, seat) || *seat >= l->n_seats)
    return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("“%s” is not a seat at this table"), text);
  return TRUE;
}

static gboolean
expect_seat (Loader *l, JsonObject *obj, const char *name, KaiserSeat expected)
{
  KaiserSeat seat;

  if (!get_seat (l, obj, name, &seat))
    return FALSE;
  if (seat != expected)
    return load_fail (l, KAISER_ERROR_RECORD_MISMATCH, _("%s is %s, but the rules give %s"),
                      name, kaiser_seat_name (seat), kaiser_seat_name (expected));
  return TRUE;
}

static gboolean
apply (Loader *l, const KaiserAction *action)
{
  g_autoptr(GError) local = NULL;

  if (!kaiser_game_apply (l->game, action, &local))
    return load_fail (l, KAISER_ERROR_RECORD_MISMATCH, "%s", local->message);
  return TRUE;
}

static gboolean
check_hands (Loader *l, JsonNode *node, const KaiserCards *dealt)
{
  const KaiserRules *rules = kaiser_game_get_rules (l->game);
  JsonObject *obj;

  if (!get_object (l, node, _("The dealt hands"), &obj))
    return FALSE;
  for (guint s = 0; s < kaiser_rules_n_seats (rules); s++)
    {
      const char *name = kaiser_seat_to_string ((KaiserSeat) s);
      const char *text;
      g_autoptr(GError) local = NULL;
      KaiserCards cards;

      if (!get_string (l, obj, name, &text))
        return FALSE;
      if (!kaiser_deck_cards_from_string (&rules->deck, text, &cards, &local))
        return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("%s’s hand: %s"), kaiser_seat_name ((KaiserSeat) s), local->message);
      if (cards != dealt[s])
        {
          g_autofree char *expected = kaiser_deck_cards_to_string (&rules->deck, dealt[s]);
          return load_fail (l, KAISER_ERROR_RECORD_MISMATCH, _("%s’s hand is “%s”, but the seed deals “%s”"),
                            kaiser_seat_name ((KaiserSeat) s), text, expected);
        }
    }
  return TRUE;
}

static gboolean
apply_declines (Loader *l, JsonObject *obj)
{
  JsonArray *declined;

  if (!get_array (l, obj, "declined", &declined))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (declined); i++)
    {
      const char *text = kaiser_json_array_string (declined, i);
      KaiserSeat seat;
      KaiserAction action = { KAISER_ACTION_MISDEAL, 0, 0, { 0, 0 } };

      if (!kaiser_seat_from_string (text, &seat) || seat >= l->n_seats)
        return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("“%s” is not a seat at this table"), text ? text : "?");
      action.seat = seat;
      if (!apply (l, &action))
        return FALSE;
    }
  return TRUE;
}

/* A seat the rules offered a misdeal is in neither "declined" nor
 * "caller": the record goes on as if it had answered. */
static gboolean
missing_decline (Loader *l)
{
  const KaiserState *st = kaiser_game_get_state (l->game);

  return load_fail (l, KAISER_ERROR_RECORD_INVALID,
                    /* Translators: %s is a seat, "North" */
                    _("A record’s misdeal must list the seats that declined: %s may throw in this hand, but is not in “declined”"),
                    kaiser_seat_name (st->to_act));
}

/* "piles", read into @piles (one for each seat) */
static gboolean
load_piles (Loader *l, const KaiserRules *rules, JsonObject *obj, KaiserPiles *piles)
{
  JsonObject *seats;

  for (guint s = 0; s < KAISER_MAX_SEATS; s++)
    kaiser_piles_clear (&piles[s]);
  if (kaiser_rules_n_piles (rules) == 0)
    return TRUE;
  if (!get_object (l, member (obj, "piles"), "“piles”", &seats))
    return FALSE;
  for (guint s = 0; s < kaiser_rules_n_seats (rules); s++)
    {
      g_autoptr(GError) local = NULL;
      const char *text;
      KaiserCards cards;

      if (!get_string (l, seats, kaiser_seat_to_string ((KaiserSeat) s), &text))
        return FALSE;
      if (!kaiser_piles_from_string (rules, text, FALSE, &piles[s], &cards, &local))
        return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("%s’s piles: %s"), kaiser_seat_name ((KaiserSeat) s), local->message);
    }
  return TRUE;
}

/* The piles dealt, as the seed deals them. */
static gboolean
check_piles (Loader *l, JsonObject *obj, const KaiserPiles *dealt)
{
  const KaiserRules *rules = kaiser_game_get_rules (l->game);
  KaiserPiles piles[KAISER_MAX_SEATS];

  if (!load_piles (l, rules, obj, piles))
    return FALSE;
  for (guint s = 0; s < kaiser_rules_n_seats (rules); s++)
    if (memcmp (&piles[s], &dealt[s], sizeof piles[s]) != 0)
      {
        g_autofree char *text = kaiser_piles_to_string (rules, &piles[s]);
        g_autofree char *expected = kaiser_piles_to_string (rules, &dealt[s]);

        return load_fail (l, KAISER_ERROR_RECORD_MISMATCH, _("%s’s piles are “%s”, but the seed deals “%s”"),
                          kaiser_seat_name ((KaiserSeat) s), text, expected);
      }
  return TRUE;
}

static gboolean
check_kitty (Loader *l, JsonObject *obj, KaiserCards kitty)
{
  const KaiserRules *rules = kaiser_game_get_rules (l->game);
  g_autoptr(GError) local = NULL;
  const char *text;
  KaiserCards cards;

  if (kaiser_rules_kitty_size (rules) == 0)
    return TRUE;
  if (!get_string (l, obj, "kitty", &text))
    return FALSE;
  if (!kaiser_deck_cards_from_string (&rules->deck, text, &cards, &local))
    return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("the kitty: %s"), local->message);
  if (cards != kitty)
    {
      g_autofree char *expected = kaiser_deck_cards_to_string (&rules->deck, kitty);
      return load_fail (l, KAISER_ERROR_RECORD_MISMATCH, _("the kitty is “%s”, but the seed deals “%s”"), text, expected);
    }
  return TRUE;
}

/* Apply each card of a list as one action of the given type by seat. */
static gboolean
apply_cards (Loader *l, KaiserActionType type, KaiserSeat seat, const char *text)
{
  const KaiserRules *rules = kaiser_game_get_rules (l->game);
  g_autoptr(GError) local = NULL;
  KaiserCards cards;
  KaiserCard card;

  if (!kaiser_deck_cards_from_string (&rules->deck, text, &cards, &local))
    return load_fail (l, KAISER_ERROR_RECORD_INVALID, "%s", local->message);
  KAISER_CARDS_FOREACH (card, cards)
    {
      KaiserAction action = kaiser_action_make (type, seat, card);
      if (!apply (l, &action))
        return FALSE;
    }
  return TRUE;
}

static gboolean
apply_passes (Loader *l, JsonObject *obj)
{
  const KaiserRules *rules = kaiser_game_get_rules (l->game);
  KaiserSeat seat = kaiser_rules_seat_next (rules, kaiser_game_get_dealer (l->game));
  gsize where_len = l->where->len;
  JsonObject *passes;

  if (member (obj, "passes") == NULL)
    return TRUE;
  if (!get_object (l, member (obj, "passes"), _("The passed cards"), &passes))
    return FALSE;
  for (guint i = 0; i < kaiser_rules_n_seats (rules); i++, seat = kaiser_rules_seat_next (rules, seat))
    {
      const char *text;

      g_string_append_printf (l->where, _(", %s’s pass"), kaiser_seat_name (seat));
      if (!get_string (l, passes, kaiser_seat_to_string (seat), &text) ||
          !apply_cards (l, KAISER_ACTION_PASS_CARD, seat, text))
        return FALSE;
      g_string_truncate (l->where, where_len);
    }
  return TRUE;
}

static gboolean
load_misdeals (Loader *l, JsonObject *hand)
{
  JsonArray *misdeals;
  gsize where_len = l->where->len;

  if (!get_array (l, hand, "misdeals", &misdeals))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (misdeals); i++)
    {
      const KaiserState *st = kaiser_game_get_state (l->game);
      JsonObject *m;

      g_string_append_printf (l->where, _(", misdeal %u"), i + 1);
      if (!get_object (l, json_array_get_element (misdeals, i), _("A misdeal"), &m) ||
          !check_hands (l, member (m, "hands"), st->dealt) ||
          !check_kitty (l, m, st->kitty) ||
          !apply_declines (l, m))
        return FALSE;
      if (member (m, "caller"))
        {
          KaiserAction action = kaiser_action_make (KAISER_ACTION_MISDEAL, KAISER_NORTH, 1);
          KaiserSeat caller;

          if (!get_seat (l, m, "caller", &caller) ||
              (st->phase == KAISER_PHASE_MISDEAL && st->to_act != caller && !missing_decline (l)))
            return FALSE;
          action.seat = caller;
          if (!apply (l, &action))
            return FALSE;
        }
      else if (member (m, "passed_out"))
        {
          /* "if the first three players pass, the dealer can also pass" */
          const KaiserRules *rules = &st->rules;
          KaiserSeat seat = kaiser_rules_seat_next (rules, st->dealer);

          if (!apply_passes (l, m))
            return FALSE;
          for (guint k = 0; k < kaiser_rules_n_seats (rules); k++, seat = kaiser_rules_seat_next (rules, seat))
            {
              KaiserAction action = kaiser_action_make (KAISER_ACTION_BID, seat, 0);
              if (!apply (l, &action))
                return FALSE;
            }
        }
      else
        return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("a misdeal needs a “caller” or “passed_out”"));
      g_string_truncate (l->where, where_len);
    }
  return TRUE;
}

static gboolean
load_bids (Loader *l, JsonObject *hand)
{
  JsonArray *bids;
  gsize where_len = l->where->len;

  if (!get_array (l, hand, "bids", &bids))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (bids); i++)
    {
      JsonObject *bid;
      const char *text;
      KaiserAction action = { KAISER_ACTION_BID, 0, 0, { 0, 0 } };
      KaiserSeat seat;

      g_string_append_printf (l->where, _(", bid %u"), i + 1);
      if (!get_object (l, json_array_get_element (bids, i), _("A bid"), &bid) ||
          !get_seat (l, bid, "seat", &seat) ||
          !get_string (l, bid, "bid", &text))
        return FALSE;
      if (!kaiser_bid_from_string (text, &action.bid))
        return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("“%s” is not a bid"), text);
      action.seat = seat;
      if (!apply (l, &action))
        return FALSE;
      g_string_truncate (l->where, where_len);
    }
  return TRUE;
}

static gboolean
load_contract (Loader *l, JsonObject *hand)
{
  const KaiserState *st = kaiser_game_get_state (l->game);
  const char *text;
  KaiserBid bid;
  char buf[KAISER_BID_STRING_MAX];

  if (member (hand, "sale"))
    {
      gboolean accepted;

      if (!get_string (l, hand, "sale", &text))
        return FALSE;
      if (g_strcmp0 (text, "accepted") != 0 && g_strcmp0 (text, "refused") != 0)
        return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("“sale” must be “accepted” or “refused”, not “%s”"), text);
      accepted = g_str_equal (text, "accepted");
      if (st->phase == KAISER_PHASE_ACCEPT)
        {
          KaiserAction action = kaiser_action_make (KAISER_ACTION_ACCEPT, st->dealer, accepted);
          if (!apply (l, &action))
            return FALSE;
        }
      else if (st->declarer == KAISER_SEAT_NONE || st->sold != accepted)
        return load_fail (l, KAISER_ERROR_RECORD_MISMATCH, _("the dealer’s sale is given, but no bid was offered to the dealer"));
    }
  if (st->declarer == KAISER_SEAT_NONE)
    {
      if (member (hand, "declarer") || member (hand, "trump") || member (hand, "low"))
        return load_fail (l, KAISER_ERROR_RECORD_MISMATCH, _("the bidding is not finished, but a contract is given"));
      return TRUE;
    }
  if (!expect_seat (l, hand, "declarer", st->declarer) || !get_string (l, hand, "contract", &text))
    return FALSE;
  if (!kaiser_bid_from_string (text, &bid) || !kaiser_bid_equal (bid, st->contract))
    return load_fail (l, KAISER_ERROR_RECORD_MISMATCH, _("the contract is “%s”, but the bids give %s"),
                      text, kaiser_bid_to_string (st->contract, buf));
  if (st->rules.passing == KAISER_PASSING_TWO_AFTER_BIDDING && !apply_passes (l, hand))
    return FALSE;
  if (st->phase == KAISER_PHASE_TRUMP && member (hand, "trump"))
    {
      KaiserSuit suit;

      if (!get_string (l, hand, "trump", &text))
        return FALSE;
      if (!kaiser_suit_from_string (text, &suit))
        return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("“%s” is not a suit"), text);
      if (!kaiser_game_declare_trump (l->game, st->declarer, suit, NULL))
        return load_fail (l, KAISER_ERROR_RECORD_MISMATCH, _("trumps are %s, but a suit must be named"), text);
    }
  if (st->phase == KAISER_PHASE_LOW && member (hand, "low"))
    {
      JsonNode *low = member (hand, "low");
      KaiserAction action;

      if (!JSON_NODE_HOLDS_VALUE (low) || json_node_get_value_type (low) != G_TYPE_BOOLEAN)
        return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("“low” must be true or false"));
      action = kaiser_action_make (KAISER_ACTION_LOW, st->declarer, json_node_get_boolean (low));
      if (!apply (l, &action))
        return FALSE;
    }
  if (st->phase == KAISER_PHASE_KITTY && member (hand, "discards"))
    {
      g_string_append (l->where, _(", discards"));
      if (!get_string (l, hand, "discards", &text) ||
          !apply_cards (l, KAISER_ACTION_DISCARD, st->declarer, text))
        return FALSE;
    }
  return TRUE;
}

/* What the record says of trumps and low play must be what happened. */
static gboolean
check_contract_details (Loader *l, JsonObject *hand)
{
  const KaiserState *st = kaiser_game_get_state (l->game);
  JsonNode *low = member (hand, "low");
  const char *text;
  KaiserSuit suit;

  if (member (hand, "trump"))
    {
      if (!get_string (l, hand, "trump", &text))
        return FALSE;
      if (!kaiser_suit_from_string (text, &suit))
        return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("“%s” is not a suit"), text);
      if (suit != st->trump)
        return load_fail (l, KAISER_ERROR_RECORD_MISMATCH, _("trumps are given as %s, but the play makes them %s"),
                          text, kaiser_suit_to_string (st->trump));
    }
  if (low)
    {
      if (!JSON_NODE_HOLDS_VALUE (low) || json_node_get_value_type (low) != G_TYPE_BOOLEAN)
        return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("“low” must be true or false"));
      if (json_node_get_boolean (low) != st->low)
        return load_fail (l, KAISER_ERROR_RECORD_MISMATCH, st->low ? _("the hand is played low, but the record says high")
                                                                   : _("the hand is played high, but the record says low"));
    }
  return TRUE;
}

static gboolean
load_tricks (Loader *l, JsonObject *hand)
{
  const KaiserState *st = kaiser_game_get_state (l->game);
  const KaiserDeck *deck = &kaiser_game_get_rules (l->game)->deck;
  JsonArray *tricks;
  gsize where_len = l->where->len;
  guint n_seats;

  if (!get_array (l, hand, "tricks", &tricks))
    return FALSE;
  if (json_array_get_length (tricks) > 0 && st->phase != KAISER_PHASE_PLAY)
    return load_fail (l, KAISER_ERROR_RECORD_MISMATCH, _("tricks are listed before the play has begun"));
  n_seats = (guint) __builtin_popcount (st->active);
  for (guint t = 0; t < json_array_get_length (tricks); t++)
    {
      JsonObject *trick;
      JsonArray *cards;
      guint n;

      g_string_append_printf (l->where, _(", trick %u"), t + 1);
      if (st->phase != KAISER_PHASE_PLAY)
        return load_fail (l, KAISER_ERROR_RECORD_MISMATCH, _("the hand is over after %u tricks"), t);
      if (!get_object (l, json_array_get_element (tricks, t), _("A trick"), &trick) ||
          !expect_seat (l, trick, "leader", st->tricks[st->n_tricks].leader) ||
          !get_array (l, trick, "cards", &cards))
        return FALSE;
      n = json_array_get_length (cards);
      if (n > n_seats || (n < n_seats && t + 1 < json_array_get_length (tricks)))
        return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("a trick has %u cards, not %u"), n, n_seats);
      for (guint i = 0; i < n; i++)
        {
          const char *text = kaiser_json_array_string (cards, i);
          KaiserAction action = { KAISER_ACTION_PLAY, st->to_act, 0, { 0, 0 } };
          KaiserCard card;
          gsize len = l->where->len;

          g_string_append_printf (l->where, _(", card %u (%s)"), i + 1, kaiser_seat_name (st->to_act));
          if (!kaiser_deck_card_from_string (deck, text, &card))
            return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("“%s” is not a card of this pack"), text ? text : "?");
          action.value = card;
          if (!apply (l, &action))
            return FALSE;
          g_string_truncate (l->where, len);
        }
      if (n == n_seats)
        {
          if (!expect_seat (l, trick, "winner", st->tricks[st->n_tricks - 1].winner))
            return FALSE;
        }
      else if (member (trick, "winner"))
        return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("an unfinished trick has no winner"));
      g_string_truncate (l->where, where_len);
    }
  return TRUE;
}

static gboolean
check_teams (Loader *l, JsonObject *obj, const char *name, const gint *expected)
{
  const KaiserRules *rules = kaiser_game_get_rules (l->game);
  JsonObject *teams;
  g_autofree char *what = g_strdup_printf ("“%s”", name);

  if (!get_object (l, member (obj, name), what, &teams))
    return FALSE;
  for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
    {
      const char *team = kaiser_team_to_string ((KaiserTeam) t);
      gint64 value;

      if (!get_int (l, teams, team, &value))
        return FALSE;
      if (value != expected[t])
        return load_fail (l, KAISER_ERROR_RECORD_MISMATCH, _("%s for %s is %lld, but the play gives %d"),
                          name, team, (long long) value, expected[t]);
    }
  return TRUE;
}

/* "bid_out": the teams the hand put out by bidding, in team order. */
static gboolean
check_bid_out (Loader *l, JsonObject *result, const gboolean *expected)
{
  const KaiserRules *rules = kaiser_game_get_rules (l->game);
  JsonArray *teams;
  gboolean given[KAISER_MAX_SIDES] = { FALSE };

  if (!get_array (l, result, "bid_out", &teams))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (teams); i++)
    {
      const char *text = kaiser_json_array_string (teams, i);
      KaiserTeam team;

      if (!kaiser_team_from_string (text, &team) || team >= kaiser_rules_n_sides (rules) || given[team])
        return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("“bid_out” must list each of “ns” and “ew” at most once"));
      given[team] = TRUE;
    }
  for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
    if (!given[t] != !expected[t])
      return load_fail (l, KAISER_ERROR_RECORD_MISMATCH,
                        expected[t] ? _("%s went out by bidding, but “bid_out” does not say so")
                                    : _("“bid_out” gives %s, but the scores do not put it out by bidding"),
                        kaiser_team_to_string ((KaiserTeam) t));
  return TRUE;
}

/* A flag written only when true ("five_stolen", "skunk"): absent is false. */
static gboolean
check_flag (Loader *l, JsonObject *result, const char *name, gboolean expected)
{
  JsonNode *node = member (result, name);
  gboolean given = FALSE;

  if (node)
    {
      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
        return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("“%s” must be true or false"), name);
      given = json_node_get_boolean (node);
    }
  if (given != expected)
    return load_fail (l, KAISER_ERROR_RECORD_MISMATCH,
                      expected ? _("the play gives “%s”, but the record does not")
                               : _("the record gives “%s”, but the play does not"), name);
  return TRUE;
}

static gboolean
load_result (Loader *l, JsonObject *hand, gboolean last)
{
  const KaiserState *st = kaiser_game_get_state (l->game);
  const KaiserHandResult *r = &st->result;
  gboolean over = st->phase == KAISER_PHASE_HAND_OVER || st->phase == KAISER_PHASE_GAME_OVER;
  JsonObject *result;
  JsonNode *made;

  if (member (hand, "result") == NULL)
    {
      if (over)
        return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("the hand is over but its result is missing"));
      if (!last)
        return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("the hand is unfinished, but another hand follows"));
      return TRUE;
    }
  g_string_append (l->where, _(", result"));
  if (!over)
    return load_fail (l, KAISER_ERROR_RECORD_MISMATCH, _("a result is given, but only %u tricks were played"), st->n_tricks);
  if (!get_object (l, member (hand, "result"), _("The result"), &result) ||
      !check_teams (l, result, "tricks", r->tricks) ||
      !check_teams (l, result, "points", r->points) ||
      !check_teams (l, result, "change", r->change) ||
      !check_teams (l, result, "scores", r->scores))
    return FALSE;
  if (member (result, "target"))
    {
      gint64 target;
      if (!get_int (l, result, "target", &target))
        return FALSE;
      if (target != r->target)
        return load_fail (l, KAISER_ERROR_RECORD_MISMATCH, _("the target is %lld, but the rules give %d"), (long long) target, r->target);
    }
  if (member (result, "pot"))
    {
      gint64 pot;
      if (!get_int (l, result, "pot", &pot))
        return FALSE;
      if (pot != r->pot)
        return load_fail (l, KAISER_ERROR_RECORD_MISMATCH, _("the pot is %lld, but the failed bids give %d"), (long long) pot, r->pot);
    }
  if (!check_bid_out (l, result, r->bid_out) ||
      !check_flag (l, result, "five_stolen", r->five_stolen) ||
      !check_flag (l, result, "skunk", r->skunk))
    return FALSE;
  made = member (result, "made");
  if (made == NULL || !JSON_NODE_HOLDS_VALUE (made) || json_node_get_value_type (made) != G_TYPE_BOOLEAN)
    return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("“made” must be true or false"));
  if (json_node_get_boolean (made) != r->made)
    return load_fail (l, KAISER_ERROR_RECORD_MISMATCH, r->made ? _("the contract was made, but the record says it was set")
                                                               : _("the contract was set, but the record says it was made"));
  return TRUE;
}

static gboolean
load_hand (Loader *l, JsonNode *node, guint index, gboolean last)
{
  const KaiserState *st = kaiser_game_get_state (l->game);
  JsonObject *hand;
  gint64 number;

  g_string_printf (l->where, _("hand %u"), index + 1);
  if (!get_object (l, node, _("A hand"), &hand))
    return FALSE;
  if (index > 0)
    {
      g_autoptr(GError) local = NULL;

      if (!kaiser_game_next_hand (l->game, &local))
        return load_fail (l, KAISER_ERROR_RECORD_MISMATCH, "%s", local->message);
    }
  if (!get_int (l, hand, "number", &number))
    return FALSE;
  if (number != (gint64) st->hand_number)
    return load_fail (l, KAISER_ERROR_RECORD_MISMATCH, _("hands must be numbered in order: %u, not %lld"),
                      st->hand_number, (long long) number);
  if (!expect_seat (l, hand, "dealer", st->dealer) ||
      !load_misdeals (l, hand))
    return FALSE;
  g_string_append (l->where, _(", deal"));
  if (!check_hands (l, member (hand, "deal"), st->dealt) ||
      !check_piles (l, hand, st->piles) ||
      !check_kitty (l, hand, st->kitty) ||
      !apply_declines (l, hand))
    return FALSE;
  /* An unfinished record may stop while a seat decides; one that goes on
   * must have every seat asked in "declined". */
  if (st->phase == KAISER_PHASE_MISDEAL && member (hand, "bids") && JSON_NODE_HOLDS_ARRAY (member (hand, "bids")) &&
      json_array_get_length (json_node_get_array (member (hand, "bids"))) > 0)
    return missing_decline (l);
  g_string_printf (l->where, _("hand %u"), index + 1);
  if (st->rules.passing != KAISER_PASSING_TWO_AFTER_BIDDING && !apply_passes (l, hand))
    return FALSE;
  return load_bids (l, hand) &&
         load_contract (l, hand) &&
         load_tricks (l, hand) &&
         check_contract_details (l, hand) &&
         load_result (l, hand, last);
}

/* How often Undo was used, and whether it took back the end of the game:
 * optional (older records have neither), 0 and false when left out. */
static gboolean
load_undo (Loader *l, JsonObject *obj)
{
  JsonNode *ended = member (obj, "ended_before");

  if (member (obj, "undos"))
    {
      gint64 undos;

      if (!get_int (l, obj, "undos", &undos))
        return FALSE;
      if (undos < 0 || undos > G_MAXUINT32)
        return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("“%s” must be a whole number"), "undos");
      kaiser_game_set_undo_count (l->game, (guint) undos);
    }
  if (ended)
    {
      if (!JSON_NODE_HOLDS_VALUE (ended) || json_node_get_value_type (ended) != G_TYPE_BOOLEAN)
        return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("“ended_before” must be true or false"));
      kaiser_game_set_ended_before (l->game, json_node_get_boolean (ended));
    }
  return TRUE;
}

KaiserGame *
kaiser_record_from_json (JsonNode *root, GError **error)
{
  g_autoptr(GString) where = g_string_new (NULL);
  g_autoptr(KaiserGame) game = NULL;
  Loader l = { NULL, where, error, KAISER_MAX_SEATS };
  JsonObject *obj;
  JsonArray *hands;
  JsonNode *winner;
  const char *text;
  gint64 version;
  guint64 seed;
  char *end = NULL;
  KaiserRules rules;
  g_autoptr(GError) local = NULL;
  const KaiserState *st;

  if (!get_object (&l, root, _("A game record"), &obj) ||
      !get_string (&l, obj, "format", &text))
    return NULL;
  if (!g_str_equal (text, KAISER_RECORD_FORMAT))
    {
      load_fail (&l, KAISER_ERROR_RECORD_INVALID, _("This is not a Three-Spot game record (format “%s”)"), text);
      return NULL;
    }
  if (!get_int (&l, obj, "version", &version))
    return NULL;
  if (version != KAISER_RECORD_VERSION)
    {
      load_fail (&l, KAISER_ERROR_RECORD_INVALID, _("Record version %lld is not supported"), (long long) version);
      return NULL;
    }
  if (!kaiser_rules_from_json (member (obj, "rules"), &rules, &local))
    {
      load_fail (&l, KAISER_ERROR_RECORD_INVALID, "%s", local->message);
      return NULL;
    }
  l.n_seats = kaiser_rules_n_seats (&rules);
  if (!get_string (&l, obj, "seed", &text))
    return NULL;
  seed = g_ascii_strtoull (text, &end, 10);
  if (text[0] == '\0' || !g_ascii_isdigit (text[0]) || *end != '\0')
    {
      load_fail (&l, KAISER_ERROR_RECORD_INVALID, _("The seed “%s” is not a number"), text);
      return NULL;
    }
  if (!get_array (&l, obj, "hands", &hands))
    return NULL;
  if (json_array_get_length (hands) == 0)
    {
      load_fail (&l, KAISER_ERROR_RECORD_INVALID, _("The record has no hands"));
      return NULL;
    }

  if (member (obj, "start") != NULL)
    {
      KaiserGameStart start;

      if (!load_start (&l, &rules, member (obj, "start"), &start))
        return NULL;
      game = kaiser_game_new_from_start (&rules, seed, &start, &local);
      if (game == NULL)
        {
          load_fail (&l, KAISER_ERROR_RECORD_INVALID, "%s", local->message);
          return NULL;
        }
    }
  else
    game = kaiser_game_new (&rules, seed);
  l.game = game;
  st = kaiser_game_get_state (game);
  for (guint i = 0; i < json_array_get_length (hands); i++)
    {
      if (st->phase == KAISER_PHASE_GAME_OVER)
        {
          g_string_printf (where, _("hand %u"), i + 1);
          load_fail (&l, KAISER_ERROR_RECORD_MISMATCH, _("the game was already over"));
          return NULL;
        }
      if (!load_hand (&l, json_array_get_element (hands, i), i, i + 1 == json_array_get_length (hands)))
        return NULL;
    }

  g_string_truncate (where, 0);
  if (!check_teams (&l, obj, "scores", st->scores))
    return NULL;
  winner = member (obj, "winner");
  if (winner == NULL || (!JSON_NODE_HOLDS_NULL (winner) && json_node_get_value_type (winner) != G_TYPE_STRING))
    {
      load_fail (&l, KAISER_ERROR_RECORD_INVALID, _("“winner” must be “ns”, “ew” or null"));
      return NULL;
    }
  {
    KaiserTeam team = KAISER_TEAM_NONE;
    const char *w = JSON_NODE_HOLDS_NULL (winner) ? "none" : json_node_get_string (winner);

    if (!kaiser_team_from_string (w, &team))
      {
        load_fail (&l, KAISER_ERROR_RECORD_INVALID, _("“winner” must be “ns”, “ew” or null"));
        return NULL;
      }
    if (team != st->winner)
      {
        load_fail (&l, KAISER_ERROR_RECORD_MISMATCH, _("The winner is given as %s, but the scores give %s"),
                   kaiser_team_to_string (team), kaiser_team_to_string (st->winner));
        return NULL;
      }
  }
  if (!load_undo (&l, obj))
    return NULL;
  return g_steal_pointer (&game);
}

static gboolean
load_start_cards (Loader *l, const KaiserRules *rules, JsonObject *obj, const char *name, KaiserCards *cards)
{
  g_autoptr(GError) local = NULL;
  const char *text;

  if (!get_string (l, obj, name, &text))
    return FALSE;
  if (!kaiser_deck_cards_from_string (&rules->deck, text, cards, &local))
    return load_fail (l, KAISER_ERROR_RECORD_INVALID, "%s", local->message);
  return TRUE;
}

/* "start": the first deal of a game that begins at a given deal */
static gboolean
load_start (Loader *l, const KaiserRules *rules, JsonNode *node, KaiserGameStart *start)
{
  JsonObject *obj, *hands, *scores;
  JsonNode *flag;
  gint64 value;

  memset (start, 0, sizeof *start);
  g_string_assign (l->where, _("start"));
  if (!get_object (l, node, "“start”", &obj) ||
      !get_seat (l, obj, "dealer", &start->dealer) ||
      !get_object (l, member (obj, "hands"), "“hands”", &hands))
    return FALSE;
  for (guint s = 0; s < kaiser_rules_n_seats (rules); s++)
    if (!load_start_cards (l, rules, hands, kaiser_seat_to_string ((KaiserSeat) s), &start->hands[s]))
      return FALSE;
  if (!load_start_cards (l, rules, obj, "kitty", &start->kitty) ||
      !load_piles (l, rules, obj, start->piles) ||
      !get_object (l, member (obj, "scores"), "“scores”", &scores))
    return FALSE;
  for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
    {
      if (!get_int (l, scores, kaiser_team_to_string ((KaiserTeam) t), &value))
        return FALSE;
      if (value < -100000 || value > 100000)
        return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("“%s” is out of range"), kaiser_team_to_string ((KaiserTeam) t));
      start->scores[t] = (gint) value;
    }
  flag = member (obj, "target_raised");
  if (flag != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (flag) || json_node_get_value_type (flag) != G_TYPE_BOOLEAN)
        return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("“%s” must be true or false"), "target_raised");
      start->target_raised = json_node_get_boolean (flag);
    }
  if (member (obj, "pot") != NULL)
    {
      if (!get_int (l, obj, "pot", &value))
        return FALSE;
      if (value < -100000 || value > 100000)
        return load_fail (l, KAISER_ERROR_RECORD_INVALID, _("“%s” is out of range"), "pot");
      start->pot = (gint) value;
    }
  g_string_truncate (l->where, 0);
  return TRUE;
}

KaiserGame *
kaiser_record_load_data (const char *data, gssize length, GError **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local = NULL;

  /* json-glib sees only strict JSON within the limits (kaiser-json.h) */
  if (!kaiser_json_validate (data, length, KAISER_JSON_MAX_DEPTH, KAISER_JSON_MAX_SIZE, &local))
    {
      if (g_error_matches (local, KAISER_JSON_ERROR, KAISER_JSON_ERROR_INVALID))
        /* Translators: "The record is not valid JSON: line 1, column 1: a comment or a slash: JSON has neither" */
        g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, _("The record is not valid JSON: %s"), local->message);
      else
        /* Translators: "The record cannot be read: line 1, column 33: nested more than 32 deep" */
        g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, _("The record cannot be read: %s"), local->message);
      return NULL;
    }
  if (!json_parser_load_from_data (parser, data, length, &local))
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                   _("The record is not valid JSON: %s"), local->message);
      return NULL;
    }
  return kaiser_record_from_json (json_parser_get_root (parser), error);
}

KaiserGame *
kaiser_record_load_file (const char *path, GError **error)
{
  g_autofree char *data = NULL;
  gsize length;

  if (!g_file_get_contents (path, &data, &length, error))
    return NULL;
  return kaiser_record_load_data (data, (gssize) length, error);
}
