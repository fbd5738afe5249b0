/* kaiser-online-message.c: the payloads of a table shared online
 * (docs/online-protocol.md). */
#define G_LOG_DOMAIN "kaiser-online"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kaiser-bot.h"
#include "kaiser-json-private.h"
#include "kaiser-online-message.h"

G_DEFINE_QUARK (kaiser-online-error-quark, kaiser_online_error)

/* A dropped seat's countdown is at most an hour. */
#define MAX_GRACE_MS (60 * 60 * 1000)

/* Names */

static const char * const error_names[KAISER_ONLINE_N_ERRORS] = {
  [KAISER_ONLINE_ERROR_VERSION] = "version",
  [KAISER_ONLINE_ERROR_FULL] = "full",
  [KAISER_ONLINE_ERROR_SEAT_TAKEN] = "seat-taken",
  [KAISER_ONLINE_ERROR_NOT_YOUR_TURN] = "not-your-turn",
  [KAISER_ONLINE_ERROR_STALE] = "stale",
  [KAISER_ONLINE_ERROR_ILLEGAL] = "illegal",
  [KAISER_ONLINE_ERROR_MALFORMED] = "malformed",
  [KAISER_ONLINE_ERROR_TOO_LARGE] = "too-large",
  [KAISER_ONLINE_ERROR_NOT_MEMBER] = "not-member",
  [KAISER_ONLINE_ERROR_FLOOD] = "flood",
  [KAISER_ONLINE_ERROR_CHAT_CLOSED] = "chat-closed",
};

static const char * const type_names[KAISER_ONLINE_N_TYPES] = {
  [KAISER_ONLINE_JOIN] = "join",
  [KAISER_ONLINE_ACTION] = "action",
  [KAISER_ONLINE_CHAT] = "chat",
  [KAISER_ONLINE_LEAVE] = "leave",
  [KAISER_ONLINE_SEATED] = "seated",
  [KAISER_ONLINE_REFUSED] = "refused",
  [KAISER_ONLINE_VIEW] = "view",
  [KAISER_ONLINE_RECORD] = "record",
  [KAISER_ONLINE_TABLE] = "table",
  [KAISER_ONLINE_SAID] = "said",
};

static const char * const seat_kind_names[KAISER_ONLINE_N_SEAT_KINDS] = {
  [KAISER_ONLINE_SEAT_HOST] = "host",
  [KAISER_ONLINE_SEAT_PERSON] = "person",
  [KAISER_ONLINE_SEAT_COMPUTER] = "computer",
  [KAISER_ONLINE_SEAT_OPEN] = "open",
  [KAISER_ONLINE_SEAT_DROPPED] = "dropped",
};

static gboolean
name_lookup (const char * const *names, guint n, const char *text, guint *index)
{
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (text, names[i]) == 0)
      {
        *index = i;
        return TRUE;
      }
  return FALSE;
}

const char *
kaiser_online_error_to_string (KaiserOnlineError code)
{
  g_return_val_if_fail ((guint) code < KAISER_ONLINE_N_ERRORS, "malformed");
  return error_names[code];
}

gboolean
kaiser_online_error_from_string (const char *text, KaiserOnlineError *code)
{
  guint i;

  if (!name_lookup (error_names, KAISER_ONLINE_N_ERRORS, text, &i))
    return FALSE;
  *code = (KaiserOnlineError) i;
  return TRUE;
}

const char *
kaiser_online_type_to_string (KaiserOnlineType type)
{
  g_return_val_if_fail ((guint) type < KAISER_ONLINE_N_TYPES, "?");
  return type_names[type];
}

gboolean
kaiser_online_type_from_string (const char *text, KaiserOnlineType *type)
{
  guint i;

  if (!name_lookup (type_names, KAISER_ONLINE_N_TYPES, text, &i))
    return FALSE;
  *type = (KaiserOnlineType) i;
  return TRUE;
}

const char *
kaiser_online_seat_kind_to_string (KaiserOnlineSeatKind kind)
{
  g_return_val_if_fail ((guint) kind < KAISER_ONLINE_N_SEAT_KINDS, "open");
  return seat_kind_names[kind];
}

gboolean
kaiser_online_seat_kind_from_string (const char *text, KaiserOnlineSeatKind *kind)
{
  guint i;

  if (!name_lookup (seat_kind_names, KAISER_ONLINE_N_SEAT_KINDS, text, &i))
    return FALSE;
  *kind = (KaiserOnlineSeatKind) i;
  return TRUE;
}

/* Texts */

/* Characters no name or line of chat may hold: C0, DEL and C1, the line
 * and paragraph separators, and the bidirectional embeddings, overrides
 * and isolates. */
static gboolean
is_control (gunichar c)
{
  return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029 ||
         (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

static gboolean G_GNUC_PRINTF (2, 3)
malformed (GError **error, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_MALFORMED, message);
  return FALSE;
}

gboolean
kaiser_online_check_text (const char *text, guint max_chars, const char *what, GError **error)
{
  glong n;

  if (text == NULL || !g_utf8_validate (text, -1, NULL))
    /* Translators: %s says which text: "name", "text" */
    return malformed (error, _("The %s is not UTF-8 text"), what);
  n = g_utf8_strlen (text, -1);
  if (n == 0)
    return malformed (error, _("The %s is empty"), what);
  if ((gulong) n > max_chars)
    /* Translators: "The name is 41 characters long, more than 40" */
    return malformed (error, _("The %s is %ld characters long, more than %u"), what, n, max_chars);
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (is_control (g_utf8_get_char (p)))
      /* Translators: "The name holds a control character (U+0007)" */
      return malformed (error, _("The %s holds a control character (U+%04X)"), what, g_utf8_get_char (p));
  return TRUE;
}

gboolean
kaiser_online_check_name (const char *name, GError **error)
{
  if (!kaiser_online_check_text (name, KAISER_ONLINE_MAX_NAME, "name", error))
    return FALSE;
  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    if (!g_unichar_isspace (g_utf8_get_char (p)))
      return TRUE;
  return malformed (error, "%s", _("The name is only white space"));
}

/* Messages */

static gboolean
hand_is_over (const KaiserState *state)
{
  return state->phase == KAISER_PHASE_HAND_OVER || state->phase == KAISER_PHASE_GAME_OVER;
}

KaiserOnlineMessage *
kaiser_online_message_new (KaiserOnlineType type)
{
  KaiserOnlineMessage *message = g_new0 (KaiserOnlineMessage, 1);

  g_return_val_if_fail ((guint) type < KAISER_ONLINE_N_TYPES, message);
  kaiser_online_message_clear (message);
  message->type = type;
  return message;
}

void
kaiser_online_message_clear (KaiserOnlineMessage *message)
{
  g_free (message->name);
  g_free (message->app);
  g_free (message->host);
  g_free (message->text);
  for (guint s = 0; s < KAISER_MAX_SEATS; s++)
    {
      g_free (message->seats[s].name);
      g_free (message->seats[s].level);
    }
  memset (message, 0, sizeof *message);
  message->seat = KAISER_SEAT_NONE;
  message->action = kaiser_action_make (KAISER_ACTION_PLAY, KAISER_SEAT_NONE, 0);
  message->observation.seat = KAISER_SEAT_NONE;
  for (guint s = 0; s < KAISER_MAX_SEATS; s++)
    {
      message->seats[s].seat = (KaiserSeat) s;
      message->seats[s].kind = KAISER_ONLINE_SEAT_OPEN;
      message->seats[s].grace_ms = -1;
    }
}

void
kaiser_online_message_free (KaiserOnlineMessage *message)
{
  if (message == NULL)
    return;
  kaiser_online_message_clear (message);
  g_free (message);
}

KaiserOnlineMessage *
kaiser_online_message_new_join (const char *name, KaiserSeat seat, const char *app)
{
  KaiserOnlineMessage *m = kaiser_online_message_new (KAISER_ONLINE_JOIN);

  m->name = g_strdup (name);
  m->seat = seat;
  m->app = g_strdup (app);
  return m;
}

KaiserOnlineMessage *
kaiser_online_message_new_action (const KaiserRules *rules, guint n, const KaiserAction *action)
{
  KaiserOnlineMessage *m = kaiser_online_message_new (KAISER_ONLINE_ACTION);

  m->rules = *rules;
  m->n = n;
  m->action = *action;
  return m;
}

KaiserOnlineMessage *
kaiser_online_message_new_chat (const char *text)
{
  KaiserOnlineMessage *m = kaiser_online_message_new (KAISER_ONLINE_CHAT);

  m->text = g_strdup (text);
  return m;
}

KaiserOnlineMessage *
kaiser_online_message_new_seated (KaiserSeat seat, const KaiserRules *rules, const char *host)
{
  KaiserOnlineMessage *m = kaiser_online_message_new (KAISER_ONLINE_SEATED);

  m->seat = seat;
  m->rules = *rules;
  m->host = g_strdup (host);
  return m;
}

KaiserOnlineMessage *
kaiser_online_message_new_refused (KaiserOnlineError code, const char *text)
{
  KaiserOnlineMessage *m = kaiser_online_message_new (KAISER_ONLINE_REFUSED);
  GString *clean = g_string_new (NULL);
  guint n = 0;

  m->code = code;
  if (text != NULL && g_utf8_validate (text, -1, NULL))
    for (const char *p = text; *p != '\0' && n < KAISER_ONLINE_MAX_TEXT; p = g_utf8_next_char (p), n++)
      g_string_append_unichar (clean, is_control (g_utf8_get_char (p)) ? ' ' : g_utf8_get_char (p));
  if (clean->len == 0)
    g_string_append (clean, kaiser_online_error_to_string (code));
  m->text = g_string_free (clean, FALSE);
  return m;
}

KaiserOnlineMessage *
kaiser_online_message_new_refused_from_error (const GError *error)
{
  if (error != NULL && error->domain == KAISER_ONLINE_ERROR && (guint) error->code < KAISER_ONLINE_N_ERRORS)
    return kaiser_online_message_new_refused ((KaiserOnlineError) error->code, error->message);
  return kaiser_online_message_new_refused (KAISER_ONLINE_ERROR_MALFORMED, error ? error->message : NULL);
}

KaiserOnlineMessage *
kaiser_online_message_new_view (KaiserGame *game, KaiserSeat seat)
{
  KaiserOnlineMessage *m = kaiser_online_message_new (KAISER_ONLINE_VIEW);

  g_return_val_if_fail (KAISER_IS_GAME (game), m);
  g_return_val_if_fail (seat < kaiser_rules_n_seats (kaiser_game_get_rules (game)), m);
  m->n = kaiser_game_get_n_actions (game);
  m->seat = seat;
  /* everything the view holds comes from the seat's observation */
  kaiser_game_observe (game, seat, &m->observation);
  if (m->observation.view.to_act == seat)
    m->n_legal = kaiser_state_legal_actions (&m->observation.view, m->legal);
  if (hand_is_over (&m->observation.view))
    {
      const KaiserState *start = &kaiser_game_get_hand_log (game, kaiser_game_get_n_hands (game) - 1)->start;

      memcpy (m->before_scores, start->scores, sizeof m->before_scores);
      m->before_target_raised = start->target_raised;
      m->before_pot = start->pot;
    }
  return m;
}

KaiserOnlineMessage *
kaiser_online_message_new_table (const KaiserRules *rules, const char *host, gboolean chat)
{
  KaiserOnlineMessage *m = kaiser_online_message_new (KAISER_ONLINE_TABLE);

  m->rules = *rules;
  m->host = g_strdup (host);
  m->chat = chat;
  m->n_seats = kaiser_rules_n_seats (rules);
  return m;
}

void
kaiser_online_message_set_seat (KaiserOnlineMessage *table,
                                KaiserSeat           seat,
                                KaiserOnlineSeatKind kind,
                                const char          *name,
                                const char          *level,
                                gint64               grace_ms)
{
  KaiserOnlineSeatInfo *info;

  g_return_if_fail (table->type == KAISER_ONLINE_TABLE);
  g_return_if_fail (seat < table->n_seats);
  info = &table->seats[seat];
  g_free (info->name);
  g_free (info->level);
  info->seat = seat;
  info->kind = kind;
  info->name = g_strdup (name);
  info->level = g_strdup (level);
  info->grace_ms = grace_ms;
}

KaiserOnlineMessage *
kaiser_online_message_new_said (KaiserSeat seat, const char *name, const char *text)
{
  KaiserOnlineMessage *m = kaiser_online_message_new (KAISER_ONLINE_SAID);

  m->seat = seat;
  m->name = g_strdup (name);
  m->text = g_strdup (text);
  return m;
}

GPtrArray *
kaiser_online_message_new_record (KaiserGame *game)
{
  GPtrArray *parts = g_ptr_array_new_with_free_func ((GDestroyNotify) kaiser_online_message_free);
  g_autoptr(JsonNode) record = NULL;
  g_autofree char *text = NULL;
  const char *p, *end;
  guint n;

  g_return_val_if_fail (KAISER_IS_GAME (game), parts);
  record = kaiser_record_to_json (game);
  text = kaiser_bot_json_to_line (record);
  end = text + strlen (text);
  for (p = text; p < end;)
    {
      KaiserOnlineMessage *m = kaiser_online_message_new (KAISER_ONLINE_RECORD);
      const char *cut = end - p > KAISER_ONLINE_PART_SIZE ? p + KAISER_ONLINE_PART_SIZE : end;

      /* a part ends between two characters: each is UTF-8 text */
      while (cut < end && ((guchar) *cut & 0xc0) == 0x80)
        cut--;
      m->text = g_strndup (p, cut - p);
      g_ptr_array_add (parts, m);
      p = cut;
    }
  n = parts->len;
  for (guint i = 0; i < n; i++)
    {
      KaiserOnlineMessage *m = g_ptr_array_index (parts, i);

      m->part = i + 1;
      m->parts = n;
    }
  return parts;
}

/* Writing */

static void
set_seat_or_null (JsonObject *obj, const char *name, KaiserSeat seat)
{
  if (seat < KAISER_MAX_SEATS)
    json_object_set_string_member (obj, name, kaiser_seat_to_string (seat));
  else
    json_object_set_null_member (obj, name);
}

static void
set_string_or_null (JsonObject *obj, const char *name, const char *text)
{
  if (text != NULL)
    json_object_set_string_member (obj, name, text);
  else
    json_object_set_null_member (obj, name);
}

/* A value by side as the bot protocol writes it: {"ns","ew"} at two
 * sides, an array with one a side at other tables. */
static JsonNode *
sides_to_json (const KaiserRules *rules, const gint *values)
{
  JsonNode *node;

  if (kaiser_rules_n_sides (rules) == 2)
    {
      JsonObject *obj = json_object_new ();

      json_object_set_int_member (obj, "ns", values[0]);
      json_object_set_int_member (obj, "ew", values[1]);
      node = json_node_new (JSON_NODE_OBJECT);
      json_node_take_object (node, obj);
    }
  else
    {
      JsonArray *array = json_array_new ();

      for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
        json_array_add_int_element (array, values[t]);
      node = json_node_new (JSON_NODE_ARRAY);
      json_node_take_array (node, array);
    }
  return node;
}

static JsonNode *
before_to_json (const KaiserOnlineMessage *m)
{
  const KaiserRules *rules = &m->observation.view.rules;
  JsonObject *obj = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_member (obj, "scores", sides_to_json (rules, m->before_scores));
  json_object_set_int_member (obj, "target", kaiser_rules_target (rules, m->before_target_raised));
  json_object_set_int_member (obj, "pot", m->before_pot);
  json_node_take_object (node, obj);
  return node;
}

static JsonNode *
seats_to_json (const KaiserOnlineMessage *m)
{
  JsonArray *array = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint s = 0; s < m->n_seats && s < KAISER_MAX_SEATS; s++)
    {
      const KaiserOnlineSeatInfo *info = &m->seats[s];
      JsonObject *obj = json_object_new ();

      json_object_set_string_member (obj, "seat", kaiser_seat_to_string ((KaiserSeat) s));
      json_object_set_string_member (obj, "kind", kaiser_online_seat_kind_to_string (info->kind));
      set_string_or_null (obj, "name", info->name);
      set_string_or_null (obj, "level", info->level);
      if (info->grace_ms >= 0)
        json_object_set_int_member (obj, "grace_ms", info->grace_ms);
      json_array_add_object_element (array, obj);
    }
  json_node_take_array (node, array);
  return node;
}

JsonNode *
kaiser_online_message_to_json (const KaiserOnlineMessage *m)
{
  JsonObject *obj = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_int_member (obj, "v", KAISER_ONLINE_PROTOCOL);
  json_object_set_string_member (obj, "type", kaiser_online_type_to_string (m->type));
  switch (m->type)
    {
    case KAISER_ONLINE_JOIN:
      set_string_or_null (obj, "name", m->name);
      set_seat_or_null (obj, "seat", m->seat);
      set_string_or_null (obj, "app", m->app);
      break;
    case KAISER_ONLINE_ACTION:
      json_object_set_int_member (obj, "n", m->n);
      json_object_set_member (obj, "action", kaiser_bot_action_to_json (&m->rules, &m->action));
      break;
    case KAISER_ONLINE_CHAT:
      set_string_or_null (obj, "text", m->text);
      break;
    case KAISER_ONLINE_LEAVE:
      break;
    case KAISER_ONLINE_SEATED:
      set_seat_or_null (obj, "seat", m->seat);
      json_object_set_member (obj, "rules", kaiser_rules_to_json (&m->rules));
      set_string_or_null (obj, "host", m->host);
      break;
    case KAISER_ONLINE_REFUSED:
      json_object_set_string_member (obj, "code", kaiser_online_error_to_string (m->code));
      set_string_or_null (obj, "text", m->text);
      break;
    case KAISER_ONLINE_VIEW:
      json_object_set_int_member (obj, "n", m->n);
      set_seat_or_null (obj, "seat", m->seat);
      json_object_set_member (obj, "observation", kaiser_bot_observation_to_json (&m->observation));
      if (m->n_legal > 0)
        {
          JsonArray *legal = json_array_new ();

          for (guint i = 0; i < m->n_legal && i < KAISER_MAX_ACTIONS; i++)
            json_array_add_element (legal, kaiser_bot_action_to_json (&m->observation.view.rules, &m->legal[i]));
          json_object_set_array_member (obj, "legal", legal);
        }
      if (hand_is_over (&m->observation.view))
        json_object_set_member (obj, "before", before_to_json (m));
      break;
    case KAISER_ONLINE_RECORD:
      json_object_set_int_member (obj, "part", m->part);
      json_object_set_int_member (obj, "parts", m->parts);
      set_string_or_null (obj, "text", m->text);
      break;
    case KAISER_ONLINE_TABLE:
      json_object_set_member (obj, "rules", kaiser_rules_to_json (&m->rules));
      set_string_or_null (obj, "host", m->host);
      json_object_set_member (obj, "seats", seats_to_json (m));
      json_object_set_boolean_member (obj, "chat", m->chat);
      break;
    case KAISER_ONLINE_SAID:
      set_seat_or_null (obj, "seat", m->seat);
      set_string_or_null (obj, "name", m->name);
      set_string_or_null (obj, "text", m->text);
      break;
    case KAISER_ONLINE_N_TYPES:
    default:
      g_critical ("not a message type: %d", (int) m->type);
      break;
    }
  json_node_take_object (node, obj);
  return node;
}

char *
kaiser_online_message_to_text (const KaiserOnlineMessage *message)
{
  g_autoptr(JsonNode) node = NULL;
  char *text;

  g_return_val_if_fail (message != NULL, NULL);
  g_return_val_if_fail ((guint) message->type < KAISER_ONLINE_N_TYPES, NULL);
  node = kaiser_online_message_to_json (message);
  text = kaiser_bot_json_to_line (node);
  if (strlen (text) > KAISER_ONLINE_MAX_SIZE)
    {
      g_critical ("a %s message of %zu bytes, more than the protocol's %d",
                  kaiser_online_type_to_string (message->type), strlen (text), KAISER_ONLINE_MAX_SIZE);
      g_free (text);
      return NULL;
    }
  return text;
}

/* Reading */

static JsonNode *
member (JsonObject *obj, const char *name)
{
  return json_object_get_member (obj, name);
}

static gboolean
is_null_or_absent (JsonObject *obj, const char *name)
{
  JsonNode *node = member (obj, name);

  return node == NULL || JSON_NODE_HOLDS_NULL (node);
}

static gboolean
read_int (JsonObject *obj, const char *name, gint64 min, gint64 max, gint64 *value, GError **error)
{
  JsonNode *node = member (obj, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
      json_node_get_int (node) < min || json_node_get_int (node) > max)
    {
      g_autofree char *low = g_strdup_printf ("%" G_GINT64_FORMAT, min);
      g_autofree char *high = g_strdup_printf ("%" G_GINT64_FORMAT, max);

      /* Translators: "“n” must be a whole number from 0 to 4294967295" */
      return malformed (error, _("“%s” must be a whole number from %s to %s"), name, low, high);
    }
  *value = json_node_get_int (node);
  return TRUE;
}

static gboolean
read_boolean (JsonObject *obj, const char *name, gboolean *value, GError **error)
{
  JsonNode *node = member (obj, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return malformed (error, _("“%s” must be true or false"), name);
  *value = json_node_get_boolean (node);
  return TRUE;
}

/* A text member checked with kaiser_online_check_text (or _name); NULL
 * for null or absent when null_ok. */
static gboolean
read_text (JsonObject *obj, const char *name, guint max_chars, gboolean is_name, gboolean null_ok,
           char **value, GError **error)
{
  const char *text = kaiser_json_member_string (obj, name);
  g_autoptr(GError) local = NULL;

  if (text == NULL && null_ok && is_null_or_absent (obj, name))
    return TRUE;
  if (text == NULL)
    return malformed (error, _("“%s” must be a string"), name);
  if (!(is_name ? kaiser_online_check_name (text, &local) : kaiser_online_check_text (text, max_chars, name, &local)))
    return malformed (error, "“%s”: %s", name, local->message);
  *value = g_strdup (text);
  return TRUE;
}

/* A seat of the table's rules, or of any table when rules is NULL;
 * KAISER_SEAT_NONE for null or absent when null_ok. */
static gboolean
read_seat (JsonObject *obj, const char *name, const KaiserRules *rules, gboolean null_ok, KaiserSeat *seat,
           GError **error)
{
  const char *text = kaiser_json_member_string (obj, name);
  guint n_seats = rules ? kaiser_rules_n_seats (rules) : KAISER_MAX_SEATS;

  if (text == NULL && null_ok && is_null_or_absent (obj, name))
    {
      *seat = KAISER_SEAT_NONE;
      return TRUE;
    }
  if (!kaiser_seat_from_string (text, seat) || *seat >= n_seats)
    {
      g_autofree char *letters = NULL;
      GString *list = g_string_new (NULL);

      for (guint s = 0; s < n_seats; s++)
        g_string_append_printf (list, "%s%s", s ? " " : "", kaiser_seat_to_string ((KaiserSeat) s));
      letters = g_string_free (list, FALSE);
      /* Translators: "“seat” must be a seat of the table: N E S W" */
      return malformed (error, _("“%s” must be a seat of the table: %s"), name, letters);
    }
  return TRUE;
}

static gboolean
read_rules (JsonObject *obj, KaiserRules *rules, GError **error)
{
  g_autoptr(GError) local = NULL;

  if (!kaiser_rules_from_json (member (obj, "rules"), rules, &local) || !kaiser_rules_validate (rules, &local))
    return malformed (error, "“rules”: %s", local->message);
  return TRUE;
}

static gboolean
need_rules (const KaiserRules *rules, KaiserOnlineType type, GError **error)
{
  if (rules == NULL)
    /* Translators: %s is the message type, "view" or "action" */
    return malformed (error, _("A “%s” message before the table’s rules are known"), kaiser_online_type_to_string (type));
  return TRUE;
}

/* The observation the bot protocol's decide request would carry. */
static gboolean
read_observation (JsonObject *obj, const KaiserRules *rules, KaiserObservation *obs, GError **error)
{
  JsonNode *node = member (obj, "observation");
  g_autoptr(JsonNode) request = NULL;
  g_autoptr(GError) local = NULL;
  JsonObject *req;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return malformed (error, "%s", _("“observation” must be an object"));
  req = json_object_new ();
  json_object_set_string_member (req, "type", "decide");
  json_object_set_member (req, "rules", kaiser_rules_to_json (rules));
  json_object_set_member (req, "observation", json_node_copy (node));
  request = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (request, req);
  if (!kaiser_bot_observation_from_decide (request, obs, &local))
    return malformed (error, "“observation”: %s", local->message);
  return TRUE;
}

static gboolean
read_action (JsonNode *node, const KaiserRules *rules, KaiserSeat seat, KaiserAction *action, GError **error)
{
  g_autoptr(GError) local = NULL;

  if (!kaiser_bot_action_from_json (rules, seat, node, action, &local))
    return malformed (error, "“action”: %s", local->message);
  return TRUE;
}

static gboolean
read_legal (JsonObject *obj, KaiserOnlineMessage *m, GError **error)
{
  JsonNode *node = member (obj, "legal");
  JsonArray *array;
  guint n;

  if (node == NULL)
    return TRUE;
  array = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  n = array ? json_array_get_length (array) : 0;
  if (n == 0 || n > KAISER_MAX_ACTIONS)
    return malformed (error, _("“legal” must be an array of 1 to %d actions"), KAISER_MAX_ACTIONS);
  if (m->observation.view.to_act != m->seat)
    return malformed (error, "%s", _("“legal” in a view of a seat not to act"));
  for (guint i = 0; i < n; i++)
    {
      if (!read_action (json_array_get_element (array, i), &m->observation.view.rules, m->seat, &m->legal[i], error))
        return FALSE;
      if (!kaiser_bot_action_is_legal (&m->observation, &m->legal[i]))
        return malformed (error, "%s", _("“legal” holds an action the rules do not allow"));
    }
  m->n_legal = n;
  return TRUE;
}

/* What sides_to_json writes; scores within ±100,000, as the bot protocol reads them. */
static gboolean
read_sides (JsonObject *obj, const char *name, const KaiserRules *rules, gint *values, GError **error)
{
  JsonNode *node = member (obj, name);
  guint n_sides = kaiser_rules_n_sides (rules);
  gint64 value;

  if (n_sides == 2)
    {
      JsonObject *sides = node && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;

      if (sides == NULL)
        return malformed (error, _("“%s” must be {\"ns\": number, \"ew\": number}"), name);
      for (guint t = 0; t < 2; t++)
        {
          if (!read_int (sides, t == 0 ? "ns" : "ew", -100000, 100000, &value, error))
            return FALSE;
          values[t] = (gint) value;
        }
      return TRUE;
    }
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (json_node_get_array (node)) != n_sides)
    return malformed (error, _("“%s” must be an array of %u numbers, one a side"), name, n_sides);
  for (guint t = 0; t < n_sides; t++)
    {
      JsonNode *element = json_array_get_element (json_node_get_array (node), t);

      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_INT64 ||
          json_node_get_int (element) < -100000 || json_node_get_int (element) > 100000)
        return malformed (error, _("“%s” must be an array of %u numbers, one a side"), name, n_sides);
      values[t] = (gint) json_node_get_int (element);
    }
  return TRUE;
}

/* A view once the hand is over: the game before the hand ("before"),
 * the hand scored again from it and the observation's play, as the
 * engine scored it (finish_hand); it must come to the scores now. */
static gboolean
read_result (JsonObject *obj, KaiserOnlineMessage *m, GError **error)
{
  KaiserState *view = &m->observation.view;
  const KaiserRules *rules = &view->rules;
  JsonNode *node = member (obj, "before");
  JsonObject *before = node && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  KaiserHandPlay play;
  gint64 target, pot;

  if (!hand_is_over (view))
    return TRUE;
  if (before == NULL)
    return malformed (error, "%s", _("A view of a hand that is over needs “before”, the game before the hand"));
  if (!read_sides (before, "scores", rules, m->before_scores, error) ||
      !read_int (before, "target", G_MININT, G_MAXINT, &target, error) ||
      !read_int (before, "pot", 0, G_MAXINT / 2, &pot, error))
    return FALSE;
  m->before_target_raised = target != kaiser_rules_target (rules, FALSE);
  if (target != kaiser_rules_target (rules, m->before_target_raised))
    return malformed (error, "%s", _("“target” is not a target of the rules"));
  m->before_pot = (gint) pot;
  if (view->declarer >= kaiser_rules_n_seats (rules))
    return malformed (error, "%s", _("A hand that is over has no declarer"));

  memset (&play, 0, sizeof play);
  play.declarer = view->declarer;
  play.contract = view->contract;
  for (guint s = 0; s < kaiser_rules_n_seats (rules); s++)
    play.tricks_won[s] = view->tricks_won[s];
  for (guint t = 0; t < KAISER_MAX_SIDES; t++)
    play.won[t] = view->won[t] & ~view->cancelled;
  play.sold = view->sold;
  play.dealer = view->dealer;
  play.insulted = view->insulted;
  memcpy (play.scores, m->before_scores, sizeof play.scores);
  play.target_raised = m->before_target_raised;
  play.pot = m->before_pot;
  kaiser_score_hand (rules, &play, &view->result);
  view->winner = view->result.winner;
  if (memcmp (view->result.scores, view->scores, sizeof view->scores) != 0 ||
      view->result.target_raised != view->target_raised || view->result.pot != view->pot ||
      (view->winner == KAISER_TEAM_NONE) != (view->phase == KAISER_PHASE_HAND_OVER))
    return malformed (error, "%s", _("The hand’s play and the game before it do not come to the scores of the view"));
  return TRUE;
}

static gboolean
read_seats (JsonObject *obj, KaiserOnlineMessage *m, GError **error)
{
  JsonNode *node = member (obj, "seats");
  JsonArray *array = node && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  guint n_seats = kaiser_rules_n_seats (&m->rules);
  guint seen = 0;

  if (array == NULL || json_array_get_length (array) != n_seats)
    return malformed (error, _("“seats” must be an array of %u seats, one a seat of the table"), n_seats);
  m->n_seats = n_seats;
  for (guint i = 0; i < n_seats; i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      JsonObject *seat_obj = JSON_NODE_HOLDS_OBJECT (element) ? json_node_get_object (element) : NULL;
      KaiserOnlineSeatInfo info = { KAISER_SEAT_NONE, KAISER_ONLINE_SEAT_OPEN, NULL, NULL, -1 };
      gboolean ok;

      if (seat_obj == NULL)
        return malformed (error, "%s", _("Each of “seats” must be an object"));
      if (!read_seat (seat_obj, "seat", &m->rules, FALSE, &info.seat, error))
        return FALSE;
      if (seen & (1u << info.seat))
        return malformed (error, _("“seats” lists %s twice"), kaiser_seat_to_string (info.seat));
      seen |= 1u << info.seat;
      if (!kaiser_online_seat_kind_from_string (kaiser_json_member_string (seat_obj, "kind"), &info.kind))
        return malformed (error, "%s", _("“kind” must be host, person, computer, open or dropped"));
      ok = read_text (seat_obj, "name", KAISER_ONLINE_MAX_NAME, TRUE, TRUE, &info.name, error) &&
           read_text (seat_obj, "level", KAISER_ONLINE_MAX_NAME, FALSE, TRUE, &info.level, error) &&
           (member (seat_obj, "grace_ms") == NULL ||
            read_int (seat_obj, "grace_ms", 0, MAX_GRACE_MS, &info.grace_ms, error));
      /* a person's seat has a name, a computer its level, an open seat neither */
      if (ok && info.kind != KAISER_ONLINE_SEAT_COMPUTER && info.kind != KAISER_ONLINE_SEAT_OPEN && info.name == NULL)
        ok = malformed (error, _("The %s seat %s has no name"), seat_kind_names[info.kind], kaiser_seat_to_string (info.seat));
      else if (ok && info.kind == KAISER_ONLINE_SEAT_COMPUTER && info.level == NULL)
        ok = malformed (error, _("The computer seat %s has no level"), kaiser_seat_to_string (info.seat));
      else if (ok && info.kind == KAISER_ONLINE_SEAT_OPEN && (info.name != NULL || info.level != NULL))
        ok = malformed (error, _("The open seat %s has a player"), kaiser_seat_to_string (info.seat));
      m->seats[info.seat] = info;
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

/* Whether the text holds a \u0000 escape (json-glib would end the string
 * there, silently): a backslash that is not itself escaped, then u0000. */
static gboolean
has_nul_escape (const char *text, gsize length)
{
  for (const char *p = text; (p = memchr (p, '\\', text + length - p)) != NULL; )
    {
      const char *q = p;

      while (q < text + length && *q == '\\')
        q++;
      /* an odd run: its last backslash escapes what follows */
      if ((q - p) % 2 == 1 && text + length - q >= 5 && memcmp (q, "u0000", 5) == 0)
        return TRUE;
      p = q;
    }
  return FALSE;
}

static gboolean
read_members (JsonObject *obj, const KaiserRules *rules, KaiserOnlineMessage *m, GError **error)
{
  gint64 number, part;

  switch (m->type)
    {
    case KAISER_ONLINE_JOIN:
      return read_text (obj, "name", KAISER_ONLINE_MAX_NAME, TRUE, FALSE, &m->name, error) &&
             read_seat (obj, "seat", rules, TRUE, &m->seat, error) &&
             read_text (obj, "app", KAISER_ONLINE_MAX_NAME, FALSE, FALSE, &m->app, error);
    case KAISER_ONLINE_ACTION:
      if (!need_rules (rules, m->type, error) || !read_int (obj, "n", 0, G_MAXUINT, &number, error))
        return FALSE;
      m->n = (guint) number;
      m->rules = *rules;
      return read_action (member (obj, "action"), rules, KAISER_SEAT_NONE, &m->action, error);
    case KAISER_ONLINE_CHAT:
      return read_text (obj, "text", KAISER_ONLINE_MAX_TEXT, FALSE, FALSE, &m->text, error);
    case KAISER_ONLINE_LEAVE:
      return TRUE;
    case KAISER_ONLINE_SEATED:
      return read_rules (obj, &m->rules, error) &&
             read_seat (obj, "seat", &m->rules, FALSE, &m->seat, error) &&
             read_text (obj, "host", KAISER_ONLINE_MAX_NAME, TRUE, FALSE, &m->host, error);
    case KAISER_ONLINE_REFUSED:
      if (!kaiser_online_error_from_string (kaiser_json_member_string (obj, "code"), &m->code))
        return malformed (error, "%s", _("“code” must be one of the protocol’s refusals, such as \"illegal\""));
      return read_text (obj, "text", KAISER_ONLINE_MAX_TEXT, FALSE, FALSE, &m->text, error);
    case KAISER_ONLINE_VIEW:
      if (!need_rules (rules, m->type, error) || !read_int (obj, "n", 0, G_MAXUINT, &number, error) ||
          !read_seat (obj, "seat", rules, FALSE, &m->seat, error) ||
          !read_observation (obj, rules, &m->observation, error))
        return FALSE;
      m->n = (guint) number;
      if (m->observation.seat != m->seat)
        return malformed (error, "%s", _("The view’s observation is of another seat"));
      return read_legal (obj, m, error) && read_result (obj, m, error);
    case KAISER_ONLINE_RECORD:
      if (!read_int (obj, "parts", 1, KAISER_ONLINE_MAX_PARTS, &number, error) ||
          !read_int (obj, "part", 1, number, &part, error))
        return FALSE;
      m->part = (guint) part;
      m->parts = (guint) number;
      /* a compact JSON text has no control character: escaped, a part
       * at most doubles, and its message stays within the limit */
      m->text = g_strdup (kaiser_json_member_string (obj, "text"));
      if (m->text == NULL || m->text[0] == '\0' || strlen (m->text) > KAISER_ONLINE_PART_SIZE)
        return malformed (error, _("“text” must be a string of 1 to %d bytes"), KAISER_ONLINE_PART_SIZE);
      for (const char *p = m->text; *p != '\0'; p++)
        if ((guchar) *p < 0x20)
          return malformed (error, "%s", _("A part of a record holds a control character"));
      return TRUE;
    case KAISER_ONLINE_TABLE:
      return read_rules (obj, &m->rules, error) &&
             read_text (obj, "host", KAISER_ONLINE_MAX_NAME, TRUE, FALSE, &m->host, error) &&
             read_seats (obj, m, error) &&
             read_boolean (obj, "chat", &m->chat, error);
    case KAISER_ONLINE_SAID:
      return read_seat (obj, "seat", rules, FALSE, &m->seat, error) &&
             read_text (obj, "name", KAISER_ONLINE_MAX_NAME, TRUE, FALSE, &m->name, error) &&
             read_text (obj, "text", KAISER_ONLINE_MAX_TEXT, FALSE, FALSE, &m->text, error);
    case KAISER_ONLINE_N_TYPES:
    default:
      g_assert_not_reached ();
    }
}

gboolean
kaiser_online_message_parse (const char          *text,
                             gssize               length,
                             const KaiserRules   *rules,
                             KaiserOnlineMessage *out,
                             GError             **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local = NULL;
  g_autofree char *version = NULL;
  JsonNode *root, *v;
  JsonObject *obj;
  const char *type_name;
  gsize size;

  g_return_val_if_fail (text != NULL || length == 0, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  kaiser_online_message_clear (out);
  /* the size first, without reading further than one byte past it */
  size = length >= 0 ? (gsize) length : strnlen (text, KAISER_ONLINE_MAX_SIZE + 1);
  if (size > KAISER_ONLINE_MAX_SIZE)
    {
      g_set_error (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_TOO_LARGE,
                   /* Translators: %d is the limit in bytes, 65536 */
                   _("The message is larger than the %d bytes the online protocol allows"), KAISER_ONLINE_MAX_SIZE);
      return FALSE;
    }
  /* json-glib sees only strict JSON within the limits (kaiser-json.h) */
  if (text == NULL)
    text = "";
  if (!kaiser_json_validate (text, (gssize) size, KAISER_ONLINE_MAX_DEPTH, KAISER_ONLINE_MAX_SIZE, &local))
    return malformed (error, _("The message is not JSON: %s"), local->message);
  if (has_nul_escape (text, size))
    return malformed (error, "%s", _("The message holds a string with a NUL character (\\u0000)"));
  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, text, (gssize) size, &local))
    return malformed (error, _("The message is not JSON: %s"), local->message);
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return malformed (error, "%s", _("A message must be a JSON object"));
  obj = json_node_get_object (root);

  /* the version before anything else: another version may mean anything */
  v = member (obj, "v");
  if (v == NULL || !JSON_NODE_HOLDS_VALUE (v) || json_node_get_value_type (v) != G_TYPE_INT64)
    return malformed (error, "%s", _("The message has no “v”, the version of the protocol, as a whole number"));
  if (json_node_get_int (v) != KAISER_ONLINE_PROTOCOL)
    {
      version = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (v));
      g_set_error (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_VERSION,
                   /* Translators: "version 2 of the online protocol, this program speaks version 1" */
                   _("The message is in version %s of the online protocol, this program speaks version %d"),
                   version, KAISER_ONLINE_PROTOCOL);
      return FALSE;
    }
  type_name = kaiser_json_member_string (obj, "type");
  if (type_name == NULL)
    return malformed (error, "%s", _("The message has no “type” string"));
  if (!kaiser_online_type_from_string (type_name, &out->type))
    {
      if (kaiser_online_check_text (type_name, KAISER_ONLINE_MAX_NAME, "type", NULL))
        /* Translators: %s is the type the message gave */
        return malformed (error, _("“%s” is not a message type of the online protocol"), type_name);
      return malformed (error, "%s", _("The message’s type is not one of the online protocol"));
    }
  if (!read_members (obj, rules, out, error))
    {
      KaiserOnlineType type = out->type;

      kaiser_online_message_clear (out);
      out->type = type;
      return FALSE;
    }
  return TRUE;
}

/* The host */

gboolean
kaiser_online_check_action (KaiserGame                *game,
                            KaiserSeat                 seat,
                            const KaiserOnlineMessage *message,
                            KaiserAction              *action,
                            GError                   **error)
{
  KaiserAction legal[KAISER_MAX_ACTIONS];
  KaiserAction wanted;
  g_autoptr(GError) local = NULL;
  guint n;

  g_return_val_if_fail (KAISER_IS_GAME (game), FALSE);
  g_return_val_if_fail (message != NULL && message->type == KAISER_ONLINE_ACTION, FALSE);

  if (message->n != kaiser_game_get_n_actions (game))
    {
      g_set_error (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_STALE,
                   /* Translators: "The action answers the position after 12 actions; the game has had 13" */
                   _("The action answers the position after %u actions; the game has had %u"),
                   message->n, kaiser_game_get_n_actions (game));
      return FALSE;
    }
  if (seat >= kaiser_rules_n_seats (kaiser_game_get_rules (game)) || kaiser_game_get_to_act (game) != seat)
    {
      g_set_error (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_NOT_YOUR_TURN,
                   "%s", _("It is not this seat’s turn"));
      return FALSE;
    }
  wanted = message->action;
  wanted.seat = (guint8) seat;
  n = kaiser_game_legal_actions (game, legal);
  for (guint i = 0; i < n; i++)
    if (kaiser_action_equal (&legal[i], &wanted))
      {
        *action = wanted;
        return TRUE;
      }
  if (!kaiser_state_is_legal (kaiser_game_get_state (game), &wanted, &local))
    g_set_error_literal (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_ILLEGAL, local->message);
  else
    g_set_error (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_ILLEGAL, "%s", _("The rules do not allow that action now"));
  return FALSE;
}

/* Records in parts */

void
kaiser_online_record_reader_init (KaiserOnlineRecordReader *reader)
{
  reader->text = g_string_new (NULL);
  reader->parts = 0;
  reader->received = 0;
}

void
kaiser_online_record_reader_clear (KaiserOnlineRecordReader *reader)
{
  if (reader->text != NULL)
    g_string_free (reader->text, TRUE);
  reader->text = NULL;
  reader->parts = 0;
  reader->received = 0;
}

static void
reader_reset (KaiserOnlineRecordReader *reader)
{
  g_string_truncate (reader->text, 0);
  reader->parts = 0;
  reader->received = 0;
}

gboolean
kaiser_online_record_reader_add (KaiserOnlineRecordReader  *reader,
                                 const KaiserOnlineMessage *message,
                                 KaiserGame               **game,
                                 GError                   **error)
{
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (reader != NULL && reader->text != NULL, FALSE);
  g_return_val_if_fail (message != NULL && message->type == KAISER_ONLINE_RECORD && message->text != NULL, FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  *game = NULL;
  if (message->part != reader->received + 1 || (reader->parts != 0 && message->parts != reader->parts))
    {
      g_set_error (error, KAISER_ONLINE_ERROR, KAISER_ONLINE_ERROR_MALFORMED,
                   /* Translators: "Part 3 of 5 of the record came after part 1 of 5" */
                   _("Part %u of %u of the record came after part %u of %u"),
                   message->part, message->parts, reader->received, reader->parts);
      reader_reset (reader);
      return FALSE;
    }
  reader->parts = message->parts;
  reader->received++;
  g_string_append (reader->text, message->text);
  if (reader->received < reader->parts)
    return TRUE;
  *game = kaiser_record_load_data (reader->text->str, (gssize) reader->text->len, &local);
  reader_reset (reader);
  if (*game == NULL)
    return malformed (error, _("The game’s record does not load: %s"), local->message);
  return TRUE;
}
