/* kaiser-bot.c: external players over JSON lines (docs/bot-protocol.md). */
#define G_LOG_DOMAIN "kaiser-bot"

#include <errno.h>
#include <gio/gio.h>
#include <glib-unix.h>
#include <math.h>
#include <signal.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kaiser-bot.h"
#include "kaiser-json.h"
#include "kaiser-json-private.h"

#define MAX_LINE       (1024 * 1024)  /* longer answers are junk */
#define QUOTE_MAX      200            /* of an answer, in messages */
#define BYE_WAIT_MS    1000
#define STDERR_PASS    (64 * 1024)    /* of a bot's stderr passed through to ours */
#define STDERR_POLL_MS 100
#define EXIT_POLL_MS   50             /* waiting on its pipes: how often to look whether the bot has exited */
#define GROUP_GRACE_MS 500            /* what the bot left behind: from SIGTERM to SIGKILL */

G_DEFINE_QUARK (kaiser-bot-error-quark, kaiser_bot_error)

/* Action types */

static const char * const action_type_names[KAISER_N_ACTION_TYPES] = {
  [KAISER_ACTION_MISDEAL] = "misdeal",
  [KAISER_ACTION_BID] = "bid",
  [KAISER_ACTION_TRUMP] = "trump",
  [KAISER_ACTION_PLAY] = "play",
  [KAISER_ACTION_PASS_CARD] = "pass_card",
  [KAISER_ACTION_LOW] = "low",
  [KAISER_ACTION_DISCARD] = "discard",
  [KAISER_ACTION_ACCEPT] = "accept",
};

const char *
kaiser_bot_action_type_to_string (KaiserActionType type)
{
  g_return_val_if_fail ((guint) type < KAISER_N_ACTION_TYPES, "?");
  return action_type_names[type];
}

gboolean
kaiser_bot_action_type_from_string (const char *text, KaiserActionType *type)
{
  for (guint i = 0; i < KAISER_N_ACTION_TYPES; i++)
    if (g_strcmp0 (text, action_type_names[i]) == 0)
      {
        *type = (KaiserActionType) i;
        return TRUE;
      }
  return FALSE;
}

JsonNode *
kaiser_bot_action_to_json (const KaiserRules *rules, const KaiserAction *action)
{
  JsonObject *obj = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  char buf[KAISER_BID_STRING_MAX];

  json_object_set_string_member (obj, "type", kaiser_bot_action_type_to_string (action->type));
  switch ((KaiserActionType) action->type)
    {
    case KAISER_ACTION_MISDEAL:
      json_object_set_boolean_member (obj, "call", action->value != 0);
      break;
    case KAISER_ACTION_BID:
      json_object_set_string_member (obj, "bid", kaiser_bid_to_string (action->bid, buf));
      break;
    case KAISER_ACTION_TRUMP:
      json_object_set_string_member (obj, "suit", kaiser_suit_to_string ((KaiserSuit) action->value));
      break;
    case KAISER_ACTION_LOW:
      json_object_set_boolean_member (obj, "low", action->value != 0);
      break;
    case KAISER_ACTION_ACCEPT:
      json_object_set_boolean_member (obj, "accept", action->value != 0);
      break;
    case KAISER_ACTION_PLAY:
    case KAISER_ACTION_PASS_CARD:
    case KAISER_ACTION_DISCARD:
      json_object_set_string_member (obj, "card", kaiser_deck_card_to_string (&rules->deck, action->value, buf));
      break;
    case KAISER_N_ACTION_TYPES:
    default:
      break;
    }
  json_node_take_object (node, obj);
  return node;
}

static gboolean
member_boolean (JsonObject *obj, const char *name, gboolean *value)
{
  JsonNode *node = json_object_get_member (obj, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return FALSE;
  *value = json_node_get_boolean (node);
  return TRUE;
}

gboolean
kaiser_bot_action_from_json (const KaiserRules *rules,
                             KaiserSeat         seat,
                             JsonNode          *node,
                             KaiserAction      *action,
                             GError           **error)
{
  JsonObject *obj;
  const char *type_name, *text;
  KaiserActionType type;
  KaiserAction result;
  gboolean flag;
  KaiserSuit suit;
  KaiserCard card;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_JUNK, "an action must be a JSON object");
      return FALSE;
    }
  obj = json_node_get_object (node);
  type_name = kaiser_json_member_string (obj, "type");
  if (type_name == NULL)
    {
      g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_JUNK, "the action has no “type” string");
      return FALSE;
    }
  if (!kaiser_bot_action_type_from_string (type_name, &type))
    {
      g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_JUNK, "“%s” is not an action type", type_name);
      return FALSE;
    }
  result = kaiser_action_make (type, seat, 0);
  switch (type)
    {
    case KAISER_ACTION_MISDEAL:
    case KAISER_ACTION_LOW:
    case KAISER_ACTION_ACCEPT:
      {
        const char *name = type == KAISER_ACTION_MISDEAL ? "call" : type == KAISER_ACTION_LOW ? "low" : "accept";

        if (!member_boolean (obj, name, &flag))
          {
            g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_JUNK,
                         "a “%s” action needs “%s”: true or false", type_name, name);
            return FALSE;
          }
        result.value = flag ? 1 : 0;
        break;
      }
    case KAISER_ACTION_BID:
      text = kaiser_json_member_string (obj, "bid");
      if (!kaiser_bid_from_string (text, &result.bid))
        {
          g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_JUNK,
                       "a “bid” action needs “bid”: a bid such as \"pass\", \"7\" or \"7nt\"");
          return FALSE;
        }
      break;
    case KAISER_ACTION_TRUMP:
      text = kaiser_json_member_string (obj, "suit");
      if (!kaiser_suit_from_string (text, &suit))
        {
          g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_JUNK,
                       "a “trump” action needs “suit”: clubs, diamonds, hearts or spades");
          return FALSE;
        }
      result.value = (guint8) suit;
      break;
    case KAISER_ACTION_PLAY:
    case KAISER_ACTION_PASS_CARD:
    case KAISER_ACTION_DISCARD:
      text = kaiser_json_member_string (obj, "card");
      if (!kaiser_deck_card_from_string (&rules->deck, text, &card))
        {
          g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_JUNK,
                       "a “%s” action needs “card”: a card of the pack such as \"QH\"", type_name);
          return FALSE;
        }
      result.value = card;
      break;
    case KAISER_N_ACTION_TYPES:
    default:
      g_assert_not_reached ();
    }
  *action = result;
  return TRUE;
}

gboolean
kaiser_bot_action_from_line (const KaiserRules *rules,
                             KaiserSeat         seat,
                             const char        *line,
                             KaiserAction      *action,
                             GError           **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) local = NULL;

  /* json-glib sees only strict JSON within the limits (kaiser-json.h) */
  if (!kaiser_json_validate (line, -1, KAISER_JSON_MAX_DEPTH, MAX_LINE, &local))
    {
      if (g_error_matches (local, KAISER_JSON_ERROR, KAISER_JSON_ERROR_INVALID))
        g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_JUNK, "not JSON (%s)", local->message);
      else
        g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_JUNK, "%s", local->message);
      return FALSE;
    }
  if (!json_parser_load_from_data (parser, line, -1, &local))
    {
      g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_JUNK, "not JSON (%s)", local->message);
      return FALSE;
    }
  return kaiser_bot_action_from_json (rules, seat, json_parser_get_root (parser), action, error);
}

gboolean
kaiser_bot_action_is_legal (const KaiserObservation *obs, const KaiserAction *action)
{
  KaiserAction legal[KAISER_MAX_ACTIONS];
  guint n = kaiser_state_legal_actions (&obs->view, legal);

  for (guint i = 0; i < n; i++)
    if (legal[i].type == action->type && legal[i].seat == action->seat &&
        (action->type == KAISER_ACTION_BID ? kaiser_bid_equal (legal[i].bid, action->bid)
                                           : legal[i].value == action->value))
      return TRUE;
  return FALSE;
}

/* Observations */

static void
set_seat_member (JsonObject *obj, const char *name, KaiserSeat seat)
{
  if (seat < KAISER_MAX_SEATS)
    json_object_set_string_member (obj, name, kaiser_seat_to_string (seat));
  else
    json_object_set_null_member (obj, name);
}

static void
set_cards_member (JsonObject *obj, const char *name, const KaiserRules *rules, KaiserCards cards)
{
  g_autofree char *text = kaiser_deck_cards_to_string (&rules->deck, cards);

  json_object_set_string_member (obj, name, text);
}

static JsonObject *
teams_object (gint ns, gint ew)
{
  JsonObject *obj = json_object_new ();

  json_object_set_int_member (obj, "ns", ns);
  json_object_set_int_member (obj, "ew", ew);
  return obj;
}

/* A value by side: {"ns","ew"} at two sides (the first side's seats,
 * North–South at four, are "ns"); an array with one a side, in side
 * order (the side of the first seat first), at other tables. */
static void
set_sides_member (JsonObject *obj, const char *name, const KaiserRules *rules, const gint *values)
{
  JsonArray *array;

  if (kaiser_rules_n_sides (rules) == 2)
    {
      json_object_set_object_member (obj, name, teams_object (values[0], values[1]));
      return;
    }
  array = json_array_new ();
  for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
    json_array_add_int_element (array, values[t]);
  json_object_set_array_member (obj, name, array);
}

static JsonObject *
trick_object (const KaiserRules *rules, const KaiserTrick *trick, gboolean complete)
{
  JsonObject *obj = json_object_new ();
  JsonArray *cards = json_array_new ();
  char buf[4];

  json_object_set_string_member (obj, "leader", kaiser_seat_to_string ((KaiserSeat) trick->leader));
  /* Cards in play order from the leader. */
  for (guint i = 0; i < trick->n_played && i < KAISER_MAX_SEATS; i++)
    json_array_add_string_element (cards, kaiser_deck_card_to_string (&rules->deck, trick->cards[i], buf));
  json_object_set_array_member (obj, "cards", cards);
  if (complete)
    json_object_set_string_member (obj, "winner", kaiser_seat_to_string ((KaiserSeat) trick->winner));
  return obj;
}

JsonNode *
kaiser_bot_observation_to_json (const KaiserObservation *obs)
{
  const KaiserState *view = &obs->view;
  const KaiserRules *rules = &view->rules;
  KaiserSeat seat = obs->seat;
  JsonObject *obj = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  JsonArray *bids = json_array_new ();
  JsonArray *tricks = json_array_new ();
  JsonArray *active = json_array_new ();
  KaiserSeat bidder = kaiser_rules_seat_next (rules, view->dealer);
  guint n_seats = kaiser_rules_n_seats (rules);
  gint by_side[KAISER_MAX_SIDES];
  char buf[KAISER_BID_STRING_MAX];
  gboolean bidding_over;

  json_object_set_string_member (obj, "seat", kaiser_seat_to_string (seat));
  json_object_set_string_member (obj, "phase", kaiser_phase_to_string (view->phase));
  json_object_set_int_member (obj, "hand_number", view->hand_number);
  json_object_set_string_member (obj, "dealer", kaiser_seat_to_string (view->dealer));
  set_seat_member (obj, "to_act", view->to_act);
  set_sides_member (obj, "scores", rules, view->scores);
  json_object_set_int_member (obj, "target", kaiser_rules_target (rules, view->target_raised));
  json_object_set_int_member (obj, "pot", view->pot);
  json_object_set_int_member (obj, "misdeals", view->n_misdeals);

  /* The seat's own cards: held now, and as dealt. */
  set_cards_member (obj, "hand", rules, view->hands[seat]);
  set_cards_member (obj, "dealt", rules, view->dealt[seat]);
  /* Two players: every seat's piles ("AS/? …", "?" face down) and the
   * cards face up on them now. */
  if (kaiser_rules_n_piles (rules) > 0)
    {
      JsonObject *piles = json_object_new ();
      JsonObject *face_up = json_object_new ();

      for (guint s = 0; s < n_seats; s++)
        {
          g_autofree char *text = kaiser_piles_to_string (rules, &view->piles[s]);

          json_object_set_string_member (piles, kaiser_seat_to_string ((KaiserSeat) s), text);
          set_cards_member (face_up, kaiser_seat_to_string ((KaiserSeat) s), rules,
                            kaiser_state_face_up_cards (view, (KaiserSeat) s));
        }
      json_object_set_object_member (obj, "piles", piles);
      json_object_set_object_member (obj, "face_up", face_up);
    }

  /* The auction, in order from the dealer's left. */
  for (guint i = 0; i < view->n_bids && i < n_seats; i++, bidder = kaiser_rules_seat_next (rules, bidder))
    {
      JsonObject *bid = json_object_new ();

      json_object_set_string_member (bid, "seat", kaiser_seat_to_string (bidder));
      json_object_set_string_member (bid, "bid", kaiser_bid_to_string (view->bids[bidder], buf));
      json_array_add_object_element (bids, bid);
    }
  json_object_set_array_member (obj, "bids", bids);
  bidding_over = view->declarer < n_seats && !kaiser_bid_is_pass (view->contract);
  /* Lost Heir: a dealer who refused the bid, or whom every other seat
   * passed, leads and makes trumps with no contract */
  set_seat_member (obj, "declarer", view->declarer < n_seats ? view->declarer : KAISER_SEAT_NONE);
  if (rules->dealer_sells)
    json_object_set_boolean_member (obj, "sold", view->sold);
  if (bidding_over)
    json_object_set_string_member (obj, "contract", kaiser_bid_to_string (view->contract, buf));
  else
    json_object_set_null_member (obj, "contract");
  /* Trumps: a suit once named, "none" at no-trump, null while unknown. */
  if (view->trump < KAISER_N_SUITS)
    json_object_set_string_member (obj, "trump", kaiser_suit_to_string (view->trump));
  else if (bidding_over && view->contract.kind != KAISER_BID_SUIT)
    json_object_set_string_member (obj, "trump", kaiser_suit_to_string (KAISER_SUIT_NONE));
  else
    json_object_set_null_member (obj, "trump");
  json_object_set_boolean_member (obj, "low", view->low);
  for (guint s = 0; s < n_seats; s++)
    if (view->active & (1u << s))
      json_array_add_string_element (active, kaiser_seat_to_string ((KaiserSeat) s));
  json_object_set_array_member (obj, "active", active);

  /* Cards passed by this seat, and received by it once the exchange is done. */
  if (view->passed[seat])
    {
      set_cards_member (obj, "passed", rules, view->passed[seat]);
      json_object_set_string_member (obj, "passed_to", kaiser_seat_to_string (kaiser_state_pass_target (view, seat)));
    }
  for (guint s = 0; s < n_seats; s++)
    if (s != seat && view->passed[s])
      {
        set_cards_member (obj, "received", rules, view->passed[s]);
        json_object_set_string_member (obj, "received_from", kaiser_seat_to_string ((KaiserSeat) s));
      }
  /* The kitty, once this seat has seen it (the declarer, after picking it up). */
  if (view->kitty)
    set_cards_member (obj, "kitty", rules, view->kitty);
  if (view->discards)
    set_cards_member (obj, "discards", rules, view->discards);

  /* The play. */
  for (guint t = 0; t < view->n_tricks && t < KAISER_MAX_TRICKS; t++)
    json_array_add_object_element (tricks, trick_object (rules, &view->tricks[t], TRUE));
  json_object_set_array_member (obj, "tricks", tricks);
  if (view->phase == KAISER_PHASE_PLAY && view->n_tricks < KAISER_MAX_TRICKS)
    json_object_set_object_member (obj, "trick", trick_object (rules, &view->tricks[view->n_tricks], FALSE));
  else
    json_object_set_null_member (obj, "trick");
  for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
    by_side[t] = (gint) kaiser_state_tricks (view, (KaiserTeam) t);
  set_sides_member (obj, "tricks_won", rules, by_side);
  for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
    by_side[t] = kaiser_state_points (view, (KaiserTeam) t);
  set_sides_member (obj, "points", rules, by_side);
  json_node_take_object (node, obj);
  return node;
}

/* Reading an observation back (kaiser-cli bot) */

static gboolean
junk (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
junk (GError **error, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_JUNK, message);
  return FALSE;
}

static gboolean
member_int (JsonObject *obj, const char *name, gint64 min, gint64 max, gint64 *value)
{
  JsonNode *node = obj ? json_object_get_member (obj, name) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  *value = json_node_get_int (node);
  return *value >= min && *value <= max;
}

static JsonObject *
member_object (JsonObject *obj, const char *name)
{
  JsonNode *node = obj ? json_object_get_member (obj, name) : NULL;

  return node && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static JsonArray *
member_array (JsonObject *obj, const char *name)
{
  JsonNode *node = obj ? json_object_get_member (obj, name) : NULL;

  return node && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static gboolean
member_is_null (JsonObject *obj, const char *name)
{
  JsonNode *node = json_object_get_member (obj, name);

  return node == NULL || JSON_NODE_HOLDS_NULL (node);
}

/* A seat of the table (@rules), from its text; a seat past the table
 * is refused, so that nothing read indexes past it. */
static gboolean
seat_of_table (const KaiserRules *rules, const char *text, KaiserSeat *seat)
{
  return kaiser_seat_from_string (text, seat) && *seat < kaiser_rules_n_seats (rules);
}

/* A seat of the table, or KAISER_SEAT_NONE for null when null_ok. */
static gboolean
read_seat (JsonObject *obj, const KaiserRules *rules, const char *name, gboolean null_ok, KaiserSeat *seat,
           GError **error)
{
  if (null_ok && member_is_null (obj, name))
    {
      *seat = KAISER_SEAT_NONE;
      return TRUE;
    }
  if (!seat_of_table (rules, kaiser_json_member_string (obj, name), seat))
    return junk (error, "“%s” must be a seat of the table: N, E, S or W, then 5 and 6", name);
  return TRUE;
}

/* Cards "AS 10H …"; an absent member is no cards when absent_ok. */
static gboolean
read_cards (JsonObject *obj, const char *name, const KaiserRules *rules, gboolean absent_ok,
            KaiserCards *cards, GError **error)
{
  const char *text = kaiser_json_member_string (obj, name);
  g_autoptr(GError) local = NULL;

  *cards = 0;
  if (text == NULL && absent_ok && !json_object_has_member (obj, name))
    return TRUE;
  if (text == NULL || !kaiser_deck_cards_from_string (&rules->deck, text, cards, &local))
    return junk (error, "“%s” must be cards of the pack such as \"AS 10H\"%s%s", name,
                 local ? ": " : "", local ? local->message : "");
  return TRUE;
}

/* A value by side, as set_sides_member writes it. */
static gboolean
read_teams (JsonObject *obj, const KaiserRules *rules, const char *name, gint *values, GError **error)
{
  JsonObject *teams = member_object (obj, name);
  JsonArray *array = member_array (obj, name);
  guint n_sides = kaiser_rules_n_sides (rules);
  gint64 ns, ew;

  if (n_sides != 2)
    {
      if (array == NULL || json_array_get_length (array) != n_sides)
        return junk (error, "“%s” must be an array of %u numbers, one a side", name, n_sides);
      for (guint t = 0; t < n_sides; t++)
        {
          JsonNode *node = json_array_get_element (array, t);

          if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
              json_node_get_int (node) < -100000 || json_node_get_int (node) > 100000)
            return junk (error, "“%s” must be an array of %u numbers, one a side", name, n_sides);
          values[t] = (gint) json_node_get_int (node);
        }
      return TRUE;
    }
  if (!member_int (teams, "ns", -100000, 100000, &ns) || !member_int (teams, "ew", -100000, 100000, &ew))
    return junk (error, "“%s” must be {\"ns\": number, \"ew\": number}", name);
  values[KAISER_TEAM_NS] = (gint) ns;
  values[KAISER_TEAM_EW] = (gint) ew;
  return TRUE;
}

/* One trick: its leader and cards, and its winner when complete. */
static gboolean
read_trick (JsonObject *obj, const KaiserRules *rules, gboolean complete, KaiserTrick *trick, GError **error)
{
  JsonArray *cards = member_array (obj, "cards");
  KaiserSeat seat;

  memset (trick, 0, sizeof *trick);
  if (obj == NULL || cards == NULL || json_array_get_length (cards) > kaiser_rules_n_seats (rules))
    return junk (error, "a trick must be {\"leader\": seat, \"cards\": [at most a card a seat]}");
  if (!read_seat (obj, rules, "leader", FALSE, &seat, error))
    return FALSE;
  trick->leader = (guint8) seat;
  for (guint i = 0; i < json_array_get_length (cards); i++)
    {
      KaiserCard card;

      if (!kaiser_deck_card_from_string (&rules->deck, kaiser_json_array_string (cards, i), &card))
        return junk (error, "a trick's cards must be cards of the pack");
      trick->cards[trick->n_played++] = card;
    }
  if (complete)
    {
      if (!read_seat (obj, rules, "winner", FALSE, &seat, error))
        return FALSE;
      trick->winner = (guint8) seat;
    }
  return TRUE;
}

static gboolean
phase_from_string (const char *text, KaiserPhase *phase)
{
  for (guint p = KAISER_PHASE_DEAL; p <= KAISER_PHASE_GAME_OVER; p++)
    if (g_strcmp0 (text, kaiser_phase_to_string ((KaiserPhase) p)) == 0)
      {
        *phase = (KaiserPhase) p;
        return TRUE;
      }
  return FALSE;
}

/* What the completed tricks say: the cards each side took, the tricks
 * each seat won, and the insult (V19: the −3 card taking the +5 card,
 * which costs the side that played the +5 card). */
static void
count_tricks (KaiserState *view)
{
  const KaiserDeck *deck = &view->rules.deck;

  for (guint t = 0; t < view->n_tricks; t++)
    {
      const KaiserTrick *trick = &view->tricks[t];
      KaiserTeam team = kaiser_rules_seat_side (&view->rules, (KaiserSeat) trick->winner);
      KaiserCard winning = trick->cards[0];
      KaiserSeat s = trick->leader;

      view->tricks_won[trick->winner]++;
      for (guint i = 0; i < trick->n_played; i++, s = kaiser_rules_seat_next (&view->rules, s))
        {
          for (guint k = 0; k < KAISER_MAX_SEATS && !(view->active & (1u << s)); k++)
            s = kaiser_rules_seat_next (&view->rules, s);
          view->won[team] |= kaiser_card_bit (trick->cards[i]);
          if (s == trick->winner)
            winning = trick->cards[i];
        }
      /* Lost Heir: a blank annuls the +5 and −3 cards of its trick */
      view->cancelled |= kaiser_state_trick_cancelled (view, trick);
      s = trick->leader;
      for (guint i = 0; i < trick->n_played; i++, s = kaiser_rules_seat_next (&view->rules, s))
        {
          for (guint k = 0; k < KAISER_MAX_SEATS && !(view->active & (1u << s)); k++)
            s = kaiser_rules_seat_next (&view->rules, s);
          if (view->rules.insult && trick->cards[i] == deck->bonus_card && winning == deck->penalty_card)
            view->insulted = kaiser_rules_seat_side (&view->rules, s);
        }
    }
}

gboolean
kaiser_bot_observation_from_decide (JsonNode *request, KaiserObservation *obs, GError **error)
{
  JsonObject *req = request && JSON_NODE_HOLDS_OBJECT (request) ? json_node_get_object (request) : NULL;
  JsonObject *obj = member_object (req, "observation");
  KaiserState *view = &obs->view;
  KaiserRules *rules = &view->rules;
  JsonArray *bids, *tricks, *active;
  KaiserSeat seat, from;
  gint64 number, target;
  const char *text;
  KaiserCards cards;
  g_autoptr(GError) local = NULL;

  /* Zeroed, as kaiser_observation_init leaves it, so equal observations compare equal. */
  memset (obs, 0, sizeof *obs);
  if (req == NULL || g_strcmp0 (kaiser_json_member_string (req, "type"), "decide") != 0)
    return junk (error, "not a “decide” request");
  if (obj == NULL)
    return junk (error, "the request has no “observation” object");
  if (!kaiser_rules_from_json (json_object_get_member (req, "rules"), rules, &local))
    return junk (error, "“rules”: %s", local->message);

  if (!read_seat (obj, rules, "seat", FALSE, &seat, error))
    return FALSE;
  obs->seat = seat;
  if (!phase_from_string (kaiser_json_member_string (obj, "phase"), &view->phase))
    return junk (error, "“phase” must be a phase such as \"play\"");
  if (!member_int (obj, "hand_number", 1, G_MAXINT, &number))
    return junk (error, "“hand_number” must be a number from 1");
  view->hand_number = (guint) number;
  if (!read_seat (obj, rules, "dealer", FALSE, &view->dealer, error) ||
      !read_seat (obj, rules, "to_act", TRUE, &view->to_act, error) ||
      !read_teams (obj, rules, "scores", view->scores, error))
    return FALSE;
  if (!member_int (obj, "target", G_MININT, G_MAXINT, &target))
    return junk (error, "“target” must be a number");
  view->target_raised = target != kaiser_rules_target (rules, FALSE);
  if (!member_int (obj, "pot", G_MININT, G_MAXINT, &number))
    return junk (error, "“pot” must be a number");
  view->pot = (gint) number;
  if (!member_int (obj, "misdeals", 0, G_MAXINT, &number))
    return junk (error, "“misdeals” must be a number");
  view->n_misdeals = (guint) number;
  view->winner = KAISER_TEAM_NONE;
  view->insulted = KAISER_TEAM_NONE;

  if (!read_cards (obj, "hand", rules, FALSE, &view->hands[seat], error) ||
      !read_cards (obj, "dealt", rules, FALSE, &view->dealt[seat], error))
    return FALSE;
  for (guint s = 0; s < KAISER_MAX_SEATS; s++)
    kaiser_piles_clear (&view->piles[s]);
  if (kaiser_rules_n_piles (rules) > 0)
    {
      JsonObject *piles = member_object (obj, "piles");
      JsonObject *face_up = member_object (obj, "face_up");

      if (piles == NULL || face_up == NULL)
        return junk (error, "“piles” and “face_up” must be objects with each seat’s piles and cards face up on them");
      for (guint s = 0; s < kaiser_rules_n_seats (rules); s++)
        {
          const char *pile_text = kaiser_json_member_string (piles, kaiser_seat_to_string ((KaiserSeat) s));
          g_autoptr(GError) pile_error = NULL;
          KaiserCards on_piles, up;

          if (pile_text == NULL || !kaiser_piles_from_string (rules, pile_text, TRUE, &view->piles[s], &on_piles, &pile_error))
            return junk (error, "“piles” must give each seat’s piles as \"AS/? KD/8C …\"%s%s",
                         pile_error ? ": " : "", pile_error ? pile_error->message : "");
          if (!read_cards (face_up, kaiser_seat_to_string ((KaiserSeat) s), rules, FALSE, &up, error))
            return FALSE;
          if ((up & ~on_piles) != 0)
            return junk (error, "“face_up” lists a card that is not on %s’s piles", kaiser_seat_to_string ((KaiserSeat) s));
          if (s != seat)
            view->hands[s] = up;
        }
    }

  /* The auction, from the dealer's left. */
  bids = member_array (obj, "bids");
  if (bids == NULL || json_array_get_length (bids) > kaiser_rules_n_seats (rules))
    return junk (error, "“bids” must be an array of at most a call a seat");
  for (guint i = 0; i < json_array_get_length (bids); i++)
    {
      JsonNode *node = json_array_get_element (bids, i);
      JsonObject *bid = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      KaiserSeat bidder;

      if (bid == NULL || !seat_of_table (rules, kaiser_json_member_string (bid, "seat"), &bidder) ||
          !kaiser_bid_from_string (kaiser_json_member_string (bid, "bid"), &view->bids[bidder]))
        return junk (error, "each of “bids” must be {\"seat\": seat, \"bid\": bid}");
    }
  view->n_bids = (guint8) json_array_get_length (bids);
  if (!read_seat (obj, rules, "declarer", TRUE, &view->declarer, error))
    return FALSE;
  view->contract = kaiser_bid_pass ();
  if (!member_is_null (obj, "contract") &&
      !kaiser_bid_from_string (kaiser_json_member_string (obj, "contract"), &view->contract))
    return junk (error, "“contract” must be a bid or null");
  view->trump = KAISER_SUIT_NONE;
  text = kaiser_json_member_string (obj, "trump");
  if (text && !kaiser_suit_from_string (text, &view->trump))
    return junk (error, "“trump” must be a suit, \"none\" or null");
  if (!member_boolean (obj, "low", &view->low))
    return junk (error, "“low” must be true or false");
  view->sold = FALSE;
  if (rules->dealer_sells && json_object_has_member (obj, "sold") && !member_boolean (obj, "sold", &view->sold))
    return junk (error, "“sold” must be true or false");
  active = member_array (obj, "active");
  if (active == NULL)
    return junk (error, "“active” must be an array of seats");
  for (guint i = 0; i < json_array_get_length (active); i++)
    {
      KaiserSeat s;

      if (!seat_of_table (rules, kaiser_json_array_string (active, i), &s))
        return junk (error, "“active” must be an array of seats of the table");
      view->active |= (guint8) (1u << s);
    }

  /* Passed and received cards, the kitty and the discards. */
  if (!read_cards (obj, "passed", rules, TRUE, &view->passed[seat], error) ||
      !read_cards (obj, "received", rules, TRUE, &cards, error) ||
      !read_cards (obj, "kitty", rules, TRUE, &view->kitty, error) ||
      !read_cards (obj, "discards", rules, TRUE, &view->discards, error))
    return FALSE;
  if (cards)
    {
      if (!read_seat (obj, rules, "received_from", FALSE, &from, error))
        return FALSE;
      view->passed[from] = cards;
    }
  /* Seats pass in turn from the dealer's left; once the cards changed
   * hands, all four have passed.  Whether the pass follows the auction is
   * the rule's, from the moment the pass begins. */
  if (view->phase == KAISER_PHASE_PASS && view->to_act < kaiser_rules_n_seats (rules))
    view->passes_done = (guint8) ((view->to_act + kaiser_rules_n_seats (rules) -
                                   kaiser_rules_seat_next (rules, view->dealer)) % kaiser_rules_n_seats (rules));
  else if (view->phase != KAISER_PHASE_PASS && view->passed[seat])
    view->passes_done = (guint8) kaiser_rules_n_seats (rules);
  view->passing_after_bidding = rules->passing == KAISER_PASSING_TWO_AFTER_BIDDING &&
                                (view->phase == KAISER_PHASE_PASS || view->passed[seat]);
  /* A seat asked whether to throw the hand in has not answered yet. */
  if (view->phase == KAISER_PHASE_MISDEAL && view->to_act == seat)
    view->misdeal_pending = (guint8) (1u << seat);

  /* The play. */
  tricks = member_array (obj, "tricks");
  if (tricks == NULL || json_array_get_length (tricks) > KAISER_MAX_TRICKS)
    return junk (error, "“tricks” must be an array of tricks");
  for (guint t = 0; t < json_array_get_length (tricks); t++)
    {
      JsonNode *node = json_array_get_element (tricks, t);

      if (!read_trick (JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL, rules, TRUE,
                       &view->tricks[t], error))
        return FALSE;
    }
  view->n_tricks = (guint8) json_array_get_length (tricks);
  if (!member_is_null (obj, "trick"))
    {
      if (view->n_tricks >= KAISER_MAX_TRICKS)
        return junk (error, "“trick” after the last trick");
      if (!read_trick (member_object (obj, "trick"), rules, FALSE, &view->tricks[view->n_tricks], error))
        return FALSE;
    }
  count_tricks (view);
  return TRUE;
}

JsonNode *
kaiser_bot_legal_to_json (const KaiserObservation *obs)
{
  KaiserAction legal[KAISER_MAX_ACTIONS];
  guint n = kaiser_state_legal_actions (&obs->view, legal);
  JsonArray *array = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; i < n; i++)
    json_array_add_element (array, kaiser_bot_action_to_json (&obs->view.rules, &legal[i]));
  json_node_take_array (node, array);
  return node;
}

static JsonNode *
object_node (JsonObject *obj)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, obj);
  return node;
}

JsonNode *
kaiser_bot_hello_request (KaiserSeat seat, guint64 seed)
{
  JsonObject *obj = json_object_new ();
  g_autofree char *text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

  json_object_set_string_member (obj, "type", "hello");
  json_object_set_int_member (obj, "protocol", KAISER_BOT_PROTOCOL);
  json_object_set_string_member (obj, "seat", kaiser_seat_to_string (seat));
  /* A string: JSON numbers lose integers above 2^53. */
  json_object_set_string_member (obj, "seed", text);
  return object_node (obj);
}

JsonNode *
kaiser_bot_decide_request (const KaiserObservation *obs)
{
  JsonObject *obj = json_object_new ();

  json_object_set_string_member (obj, "type", "decide");
  json_object_set_string_member (obj, "seat", kaiser_seat_to_string (obs->seat));
  json_object_set_member (obj, "rules", kaiser_rules_to_json (&obs->view.rules));
  json_object_set_member (obj, "observation", kaiser_bot_observation_to_json (obs));
  json_object_set_member (obj, "legal", kaiser_bot_legal_to_json (obs));
  return object_node (obj);
}

JsonNode *
kaiser_bot_bye_request (void)
{
  JsonObject *obj = json_object_new ();

  json_object_set_string_member (obj, "type", "bye");
  return object_node (obj);
}

static void
write_string (GString *out, const char *text)
{
  g_string_append_c (out, '"');
  for (const guchar *p = (const guchar *) text; *p; p++)
    switch (*p)
      {
      case '"':
        g_string_append (out, "\\\"");
        break;
      case '\\':
        g_string_append (out, "\\\\");
        break;
      case '\n':
        g_string_append (out, "\\n");
        break;
      case '\r':
        g_string_append (out, "\\r");
        break;
      case '\t':
        g_string_append (out, "\\t");
        break;
      default:
        if (*p < 0x20)
          g_string_append_printf (out, "\\u%04x", *p);
        else
          g_string_append_c (out, (char) *p);
      }
  g_string_append_c (out, '"');
}

static void
write_node (GString *out, JsonNode *node)
{
  switch (json_node_get_node_type (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObject *obj = json_node_get_object (node);
        JsonObjectIter iter;
        const char *name;
        JsonNode *member;
        gboolean first = TRUE;

        g_string_append_c (out, '{');
        json_object_iter_init_ordered (&iter, obj);
        while (json_object_iter_next_ordered (&iter, &name, &member))
          {
            if (!first)
              g_string_append_c (out, ',');
            first = FALSE;
            write_string (out, name);
            g_string_append_c (out, ':');
            write_node (out, member);
          }
        g_string_append_c (out, '}');
        break;
      }
    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);

        g_string_append_c (out, '[');
        for (guint i = 0; i < json_array_get_length (array); i++)
          {
            if (i > 0)
              g_string_append_c (out, ',');
            write_node (out, json_array_get_element (array, i));
          }
        g_string_append_c (out, ']');
        break;
      }
    case JSON_NODE_VALUE:
      switch (json_node_get_value_type (node))
        {
        case G_TYPE_INT64:
          g_string_append_printf (out, "%" G_GINT64_FORMAT, json_node_get_int (node));
          break;
        case G_TYPE_DOUBLE:
          {
            char buf[G_ASCII_DTOSTR_BUF_SIZE];
            double value = json_node_get_double (node);

            /* Ten significant digits, not seventeen: 0.2375, not 0.23749999999999999. */
            if (!isfinite (value))
              g_string_append (out, "null");
            else
              {
                g_ascii_formatd (buf, sizeof buf, "%.10g", value);
                g_string_append (out, buf);
                if (strpbrk (buf, ".eE") == NULL)
                  g_string_append (out, ".0");
              }
            break;
          }
        case G_TYPE_BOOLEAN:
          g_string_append (out, json_node_get_boolean (node) ? "true" : "false");
          break;
        case G_TYPE_STRING:
          write_string (out, json_node_get_string (node));
          break;
        default:
          g_string_append (out, "null");
          break;
        }
      break;
    case JSON_NODE_NULL:
    default:
      g_string_append (out, "null");
      break;
    }
}

char *
kaiser_bot_json_to_line (JsonNode *node)
{
  GString *out = g_string_new (NULL);

  write_node (out, node);
  return g_string_free (out, FALSE);
}

/* The bot process */

/* A bot's stderr, read in a thread of its own so that the bot never
 * blocks on it: the first STDERR_PASS bytes go to our stderr, then one
 * line says the rest is cut, and the rest is read and dropped. */
typedef struct {
  int       fd;
  char     *who;      /* for the line that says it is cut */
  gint      closing;  /* atomic: the bot is gone, stop when nothing is left */
  GThread  *thread;
} StderrPump;

static void
write_stderr (const char *data, gsize len)
{
  while (len > 0)
    {
      gssize n = write (STDERR_FILENO, data, len);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return;
      data += n;
      len -= (gsize) n;
    }
}

static gpointer
pump_stderr (gpointer data)
{
  StderrPump *pump = data;
  gsize passed = 0;
  gboolean at_line_start = TRUE, cut = FALSE;
  gint64 closing_since = 0;

  for (;;)
    {
      GPollFD pfd = { pump->fd, G_IO_IN | G_IO_ERR | G_IO_HUP, 0 };
      char chunk[4096];
      gssize n;
      int ready;

      /* A child the bot left behind may keep writing: a second at most. */
      if (g_atomic_int_get (&pump->closing))
        {
          if (closing_since == 0)
            closing_since = g_get_monotonic_time ();
          else if (g_get_monotonic_time () - closing_since > G_USEC_PER_SEC)
            break;
        }
      ready = g_poll (&pfd, 1, STDERR_POLL_MS);

      if (ready < 0 && errno != EINTR)
        break;
      if (ready <= 0)
        {
          if (g_atomic_int_get (&pump->closing))
            break;
          continue;
        }
      n = read (pump->fd, chunk, sizeof chunk);
      if (n < 0 && (errno == EINTR || errno == EAGAIN))
        continue;
      if (n <= 0)
        break;
      if (passed < STDERR_PASS)
        {
          gsize pass = MIN ((gsize) n, STDERR_PASS - passed);

          write_stderr (chunk, pass);
          at_line_start = chunk[pass - 1] == '\n';
          passed += pass;
          if ((gsize) n == pass)
            continue;
        }
      if (!cut)
        {
          g_autofree char *line = g_strdup_printf ("%s… bot stderr cut after %d bytes (%s)\n",
                                                   at_line_start ? "" : "\n", STDERR_PASS, pump->who);

          write_stderr (line, strlen (line));
          cut = TRUE;
        }
    }
  return NULL;
}

static StderrPump *
stderr_pump_new (int fd, const char *who)
{
  StderrPump *pump = g_new0 (StderrPump, 1);

  pump->fd = fd;
  pump->who = g_strdup (who);
  pump->thread = g_thread_new ("kaiser-bot-stderr", pump_stderr, pump);
  return pump;
}

/* Once the bot is reaped: what it wrote is read to the end (or until
 * nothing comes for STDERR_POLL_MS, or for a second at most, if a child
 * of it keeps the pipe). */
static void
stderr_pump_free (StderrPump *pump)
{
  if (pump == NULL)
    return;
  g_atomic_int_set (&pump->closing, 1);
  g_thread_join (pump->thread);
  close (pump->fd);
  g_free (pump->who);
  g_free (pump);
}

struct _KaiserBot
{
  char        *command;
  KaiserSeat   seat;
  guint        timeout_ms;
  GSubprocess *process;
  pid_t        group;       /* the bot's process group (its pid): it and what it started */
  gboolean     exited;      /* its own process has exited (a child of it may still hold its pipes) */
  int          in_fd;       /* the bot's stdin, written here */
  int          out_fd;      /* the bot's stdout, read here */
  GString     *buffer;      /* read, not yet taken as lines */
  gboolean     skipping;    /* in the rest of an over-long line */
  guint        owed;        /* answers to requests that timed out, to be skipped */
  guint        timeouts;    /* in a row */
  guint        startup_ms;  /* added to the first decision's time */
  gboolean     asked;       /* a decision was asked for */
  gboolean     running;
  StderrPump  *pump;
};

static void
wait_done (GObject *source, GAsyncResult *result, gpointer data)
{
  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  *(gboolean *) data = TRUE;
}

static gboolean
set_flag (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Wait up to ms for the process to exit, then kill it; always reaps it. */
static void
reap (KaiserBot *bot, guint ms)
{
  GMainContext *context;
  GSource *timeout;
  gboolean done = FALSE, timed_out = FALSE;

  if (bot->process == NULL)
    return;
  context = g_main_context_new ();
  g_main_context_push_thread_default (context);
  g_subprocess_wait_async (bot->process, NULL, wait_done, &done);
  timeout = g_timeout_source_new (ms);
  g_source_set_callback (timeout, set_flag, &timed_out, NULL);
  g_source_attach (timeout, context);
  while (!done && !timed_out)
    g_main_context_iteration (context, TRUE);
  if (!done)
    {
      g_subprocess_force_exit (bot->process);
      while (!done)
        g_main_context_iteration (context, TRUE);
    }
  g_source_destroy (timeout);
  g_source_unref (timeout);
  g_main_context_pop_thread_default (context);
  g_main_context_unref (context);
}

static void
close_fds (KaiserBot *bot)
{
  if (bot->in_fd >= 0)
    close (bot->in_fd);
  if (bot->out_fd >= 0)
    close (bot->out_fd);
  bot->in_fd = bot->out_fd = -1;
}

/* How the process ended, for messages. */
static char *
exit_text (KaiserBot *bot)
{
  if (g_subprocess_get_if_exited (bot->process))
    return g_strdup_printf ("exited with status %d", g_subprocess_get_exit_status (bot->process));
  if (g_subprocess_get_if_signaled (bot->process))
    return g_strdup_printf ("was killed by signal %d", g_subprocess_get_term_sig (bot->process));
  return g_strdup ("ended");
}

/* Whether the bot's own process has exited, looked at without reaping it
 * (GSubprocess does that): a child it left may hold its pipes open, so
 * their end does not tell. */
static gboolean
has_exited (KaiserBot *bot)
{
  siginfo_t info;

  if (bot->exited || bot->group <= 0)
    return bot->exited;
  memset (&info, 0, sizeof info);
  if (waitid (P_PID, (id_t) bot->group, &info, WEXITED | WNOHANG | WNOWAIT) != 0)
    bot->exited = errno == ECHILD;   /* already reaped */
  else
    bot->exited = info.si_pid != 0;
  return bot->exited;
}

/* Whatever is left of the bot's process group (what it started and left
 * running): SIGTERM, then SIGKILL after GROUP_GRACE_MS to what is still
 * there.  The bot itself is reaped by now, so the group is only those. */
static void
end_group (KaiserBot *bot)
{
  gint64 deadline = g_get_monotonic_time () + GROUP_GRACE_MS * 1000;

  if (bot->group <= 0)
    return;
  if (kill (-bot->group, SIGTERM) == 0)
    {
      while (kill (-bot->group, 0) == 0 && g_get_monotonic_time () < deadline)
        g_usleep (10 * 1000);
      kill (-bot->group, SIGKILL);
    }
  bot->group = 0;
}

/* The bot is gone or given up: close its pipes, reap it, end what it left. */
static void
stop (KaiserBot *bot, guint wait_ms)
{
  if (!bot->running)
    return;
  bot->running = FALSE;
  close_fds (bot);
  reap (bot, wait_ms);
  end_group (bot);
}

static char *
quote (const char *text, gsize len)
{
  g_autofree char *cut = g_strndup (text, MIN (len, QUOTE_MAX));
  g_autofree char *escaped = g_strescape (cut, NULL);

  return g_strdup_printf ("“%s”%s", escaped, len > QUOTE_MAX ? "…" : "");
}

static gint64
remaining_ms (gint64 deadline)
{
  gint64 left = deadline - g_get_monotonic_time ();

  return left <= 0 ? 0 : (left + 999) / 1000;
}

typedef enum { IO_OK, IO_TIMEOUT, IO_CLOSED } IoStatus;

/* Until a pipe of the bot is ready or the deadline; FALSE when the bot
 * has exited meanwhile with nothing ready (a child of it holding the
 * pipe open must not make an exit look like silence) or poll fails. */
static gboolean
wait_for (KaiserBot *bot, GPollFD *pfd, gint64 deadline)
{
  int ready = g_poll (pfd, 1, (gint) MIN (remaining_ms (deadline), EXIT_POLL_MS));

  if (ready < 0)
    return errno == EINTR;
  return ready > 0 || !has_exited (bot);
}

static IoStatus
write_all (KaiserBot *bot, const char *data, gsize len, gint64 deadline)
{
  while (len > 0)
    {
      GPollFD pfd = { bot->in_fd, G_IO_OUT | G_IO_ERR | G_IO_HUP, 0 };
      gssize n = write (bot->in_fd, data, len);

      if (n > 0)
        {
          data += n;
          len -= (gsize) n;
          continue;
        }
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
        return IO_CLOSED;
      if (remaining_ms (deadline) == 0)
        return IO_TIMEOUT;
      if (!wait_for (bot, &pfd, deadline))
        return IO_CLOSED;
    }
  return IO_OK;
}

static gboolean
send_line (KaiserBot *bot, JsonNode *node, gint64 deadline, IoStatus *status)
{
  g_autofree char *line = kaiser_bot_json_to_line (node);
  g_autofree char *data = g_strconcat (line, "\n", NULL);

  *status = write_all (bot, data, strlen (data), deadline);
  return *status == IO_OK;
}

/* One line from the bot, without its end.  A line longer than MAX_LINE
 * comes back as one empty line with *too_long set, once: the rest of it
 * is read and dropped, here until the deadline and then by the next
 * calls, so that it is one bad answer however long it is. */
static IoStatus
read_line (KaiserBot *bot, gint64 deadline, char **line, gboolean *too_long)
{
  *too_long = FALSE;
  for (;;)
    {
      char *nl = memchr (bot->buffer->str, '\n', bot->buffer->len);
      char chunk[4096];
      GPollFD pfd = { bot->out_fd, G_IO_IN | G_IO_ERR | G_IO_HUP, 0 };
      gssize n;

      if (nl != NULL)
        {
          gsize len = (gsize) (nl - bot->buffer->str);

          if (bot->skipping)
            {
              /* the end of an over-long line */
              g_string_erase (bot->buffer, 0, (gssize) len + 1);
              bot->skipping = FALSE;
              if (*too_long)
                break;
              continue;
            }
          if (len > 0 && bot->buffer->str[len - 1] == '\r')
            *line = g_strndup (bot->buffer->str, len - 1);
          else
            *line = g_strndup (bot->buffer->str, len);
          g_string_erase (bot->buffer, 0, (gssize) len + 1);
          return IO_OK;
        }
      if (bot->skipping)
        g_string_truncate (bot->buffer, 0);
      else if (bot->buffer->len > MAX_LINE)
        {
          *too_long = bot->skipping = TRUE;
          g_string_truncate (bot->buffer, 0);
        }
      n = read (bot->out_fd, chunk, sizeof chunk);
      if (n > 0)
        {
          g_string_append_len (bot->buffer, chunk, n);
          continue;
        }
      if (n < 0 && errno == EINTR)
        continue;
      if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK))
        {
          if (*too_long)
            break;
          return IO_CLOSED;
        }
      if (remaining_ms (deadline) == 0)
        {
          if (*too_long)
            break;
          return IO_TIMEOUT;
        }
      if (!wait_for (bot, &pfd, deadline))
        return IO_CLOSED;
    }
  *line = g_strdup ("");
  return IO_OK;
}

static void
set_died (KaiserBot *bot, GError **error, const char *when)
{
  g_autofree char *how = NULL;

  stop (bot, BYE_WAIT_MS);
  how = exit_text (bot);
  g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_DIED, "died %s (it %s)", when, how);
}

/* In the bot's process, before it runs: a process group of its own, so
 * that what it starts ends with it (end_group). */
static void
child_setup (gpointer data)
{
  setpgid (0, 0);
}

/* Writing to a bot that has gone must fail with EPIPE, not kill us; a
 * handler someone else installed is left alone. */
static void
ignore_sigpipe (void)
{
  struct sigaction old;

  if (sigaction (SIGPIPE, NULL, &old) == 0 && old.sa_handler == SIG_DFL)
    signal (SIGPIPE, SIG_IGN);
}

KaiserBot *
kaiser_bot_new (const char *command, KaiserSeat seat, guint64 seed, guint timeout_ms, GError **error)
{
  g_autoptr(KaiserBot) bot = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_auto(GStrv) argv = NULL;
  g_autoptr(GError) local = NULL;
  g_autoptr(JsonNode) hello = NULL;
  int to_bot[2], from_bot[2], err[2];
  IoStatus status;
  g_autofree char *who = NULL;

  g_return_val_if_fail (seat < KAISER_MAX_SEATS, NULL);

  ignore_sigpipe ();
  if (!g_shell_parse_argv (command, NULL, &argv, &local))
    {
      g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_START, "cannot split “%s”: %s", command, local->message);
      return NULL;
    }
  if (!g_unix_open_pipe (to_bot, FD_CLOEXEC, &local))
    {
      g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_START, "no pipe for “%s”: %s", command, local->message);
      return NULL;
    }
  if (!g_unix_open_pipe (from_bot, FD_CLOEXEC, &local))
    {
      close (to_bot[0]);
      close (to_bot[1]);
      g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_START, "no pipe for “%s”: %s", command, local->message);
      return NULL;
    }

  if (!g_unix_open_pipe (err, FD_CLOEXEC, &local))
    {
      close (to_bot[0]);
      close (to_bot[1]);
      close (from_bot[0]);
      close (from_bot[1]);
      g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_START, "no pipe for “%s”: %s", command, local->message);
      return NULL;
    }

  bot = g_new0 (KaiserBot, 1);
  bot->command = g_strdup (command);
  bot->seat = seat;
  bot->timeout_ms = timeout_ms > 0 ? timeout_ms : KAISER_BOT_DEFAULT_TIMEOUT_MS;
  bot->startup_ms = KAISER_BOT_DEFAULT_STARTUP_MS;
  bot->buffer = g_string_new (NULL);
  bot->in_fd = to_bot[1];
  bot->out_fd = from_bot[0];

  /* The launcher owns the child's ends and closes them once it is freed. */
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_subprocess_launcher_take_stdin_fd (launcher, to_bot[0]);
  g_subprocess_launcher_take_stdout_fd (launcher, from_bot[1]);
  g_subprocess_launcher_take_stderr_fd (launcher, err[1]);
  g_subprocess_launcher_set_child_setup (launcher, child_setup, NULL, NULL);
  bot->process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv, &local);
  g_clear_object (&launcher);
  who = g_strdup_printf ("“%s”, %s", command, kaiser_seat_name (seat));
  bot->pump = stderr_pump_new (err[0], who);
  if (bot->process == NULL)
    {
      g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_START, "cannot start “%s”: %s", command, local->message);
      return NULL;
    }
  /* its group is its pid: set up before it runs, so before spawnv returns */
  bot->group = (pid_t) g_ascii_strtoll (g_subprocess_get_identifier (bot->process), NULL, 10);
  bot->running = TRUE;
  if (!g_unix_set_fd_nonblocking (bot->in_fd, TRUE, &local) ||
      !g_unix_set_fd_nonblocking (bot->out_fd, TRUE, &local))
    {
      g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_START, "“%s”: %s", command, local->message);
      return NULL;
    }

  hello = kaiser_bot_hello_request (seat, seed);
  if (!send_line (bot, hello, g_get_monotonic_time () + (gint64) bot->timeout_ms * 1000, &status))
    {
      g_autofree char *how = NULL;

      stop (bot, BYE_WAIT_MS);
      how = exit_text (bot);
      g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_START,
                   "“%s” did not take the hello line (it %s)", command,
                   status == IO_TIMEOUT ? "did not read its input" : how);
      return NULL;
    }
  return g_steal_pointer (&bot);
}

void
kaiser_bot_free (KaiserBot *bot)
{
  if (bot == NULL)
    return;
  if (bot->running)
    {
      g_autoptr(JsonNode) bye = kaiser_bot_bye_request ();
      IoStatus status;

      /* A moment to read it; then the end of its input tells it to go. */
      send_line (bot, bye, g_get_monotonic_time () + 100 * 1000, &status);
      stop (bot, BYE_WAIT_MS);
    }
  close_fds (bot);
  g_clear_pointer (&bot->pump, stderr_pump_free);
  g_clear_object (&bot->process);
  if (bot->buffer)
    g_string_free (bot->buffer, TRUE);
  g_free (bot->command);
  g_free (bot);
}

gboolean
kaiser_bot_is_running (KaiserBot *bot)
{
  return bot->running;
}

const char *
kaiser_bot_get_command (KaiserBot *bot)
{
  return bot->command;
}

void
kaiser_bot_set_startup_ms (KaiserBot *bot, guint startup_ms)
{
  bot->startup_ms = startup_ms;
}

gboolean
kaiser_bot_decide (KaiserBot *bot, const KaiserObservation *obs, KaiserAction *action, GError **error)
{
  g_autoptr(JsonNode) request = NULL;
  g_autoptr(GError) local = NULL;
  g_autofree char *line = NULL;
  gint64 deadline;
  gboolean too_long;
  IoStatus status;
  KaiserAction answer;
  guint limit_ms;

  g_return_val_if_fail (obs->seat == bot->seat, FALSE);

  if (!bot->running)
    {
      g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_STOPPED, "is no longer running");
      return FALSE;
    }

  /* The first decision's time includes the bot's start-up. */
  limit_ms = bot->timeout_ms + (bot->asked ? 0 : bot->startup_ms);
  bot->asked = TRUE;
  deadline = g_get_monotonic_time () + (gint64) limit_ms * 1000;
  request = kaiser_bot_decide_request (obs);
  if (!send_line (bot, request, deadline, &status))
    {
      if (status == IO_CLOSED)
        set_died (bot, error, "before it was asked");
      else
        {
          /* Half a request is in the pipe: the conversation cannot go on. */
          stop (bot, 0);
          g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_DIED,
                       "did not read its input within %u ms: stopped", limit_ms);
        }
      return FALSE;
    }

  /* Answers to earlier requests that came too late are skipped. */
  for (;;)
    {
      g_clear_pointer (&line, g_free);
      status = read_line (bot, deadline, &line, &too_long);
      if (status == IO_CLOSED)
        {
          set_died (bot, error, "without answering");
          return FALSE;
        }
      if (status == IO_TIMEOUT)
        {
          bot->owed++;
          goto timed_out;
        }
      if (bot->owed == 0)
        break;
      bot->owed--;
    }
  bot->timeouts = 0;

  if (too_long)
    {
      g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_JUNK,
                   "answered junk: a line of more than %d bytes", MAX_LINE);
      return FALSE;
    }
  if (!kaiser_bot_action_from_line (&obs->view.rules, obs->seat, line, &answer, &local))
    {
      g_autofree char *said = quote (line, strlen (line));

      g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_JUNK, "answered junk %s: %s", said, local->message);
      return FALSE;
    }
  if (!kaiser_bot_action_is_legal (obs, &answer))
    {
      g_autofree char *said = quote (line, strlen (line));

      if (kaiser_state_is_legal (&obs->view, &answer, &local))
        g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_ILLEGAL,
                     "answered an illegal action %s: it is not among the legal actions", said);
      else
        g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_ILLEGAL,
                     "answered an illegal action %s: %s", said, local->message);
      return FALSE;
    }
  *action = answer;
  return TRUE;

timed_out:
  bot->timeouts++;
  if (bot->timeouts >= KAISER_BOT_MAX_TIMEOUTS)
    {
      stop (bot, 0);
      g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_DIED,
                   "did not answer within %u ms, %u times in a row: stopped", limit_ms, bot->timeouts);
      return FALSE;
    }
  g_set_error (error, KAISER_BOT_ERROR, KAISER_BOT_ERROR_TIMEOUT,
               "did not answer within %u ms", limit_ms);
  return FALSE;
}
