/* kaiser-rules.c: presets, the pack, bid order, validation and JSON. */
#define G_LOG_DOMAIN "kaiser-rules"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kaiser-error.h"
#include "kaiser-json-private.h"
#include "kaiser-rules.h"

G_DEFINE_BOXED_TYPE (KaiserRules, kaiser_rules, kaiser_rules_copy, kaiser_rules_free)

static const char * const presets[] = {
  "standard",
  NULL,
};

const char * const *
kaiser_rules_list_presets (void)
{
  return presets;
}

static void
deck_init_suit (KaiserDeck *deck, KaiserSuit suit, const KaiserFace *faces, guint n)
{
  deck->n_cards[suit] = n;
  memset (deck->face[suit], 0, sizeof deck->face[suit]);
  for (guint i = 0; i < n; i++)
    deck->face[suit][i] = faces[i];
}

/* The standard pack (000_5ed066fa22fca3eb.txt, "Pack"): A K Q J 10 9 8 7,
 * with the 5♥ and 3♠ in place of the red and black sevens. */
static void
deck_init_standard (KaiserDeck *deck)
{
  static const KaiserFace plain[] = {
    KAISER_FACE_7, KAISER_FACE_8, KAISER_FACE_9, KAISER_FACE_10,
    KAISER_FACE_JACK, KAISER_FACE_QUEEN, KAISER_FACE_KING, KAISER_FACE_ACE,
  };
  KaiserFace hearts[G_N_ELEMENTS (plain)];
  KaiserFace spades[G_N_ELEMENTS (plain)];

  memcpy (hearts, plain, sizeof plain);
  memcpy (spades, plain, sizeof plain);
  hearts[0] = KAISER_FACE_5;
  spades[0] = KAISER_FACE_3;

  memset (deck, 0, sizeof *deck);
  deck_init_suit (deck, KAISER_CLUBS, plain, G_N_ELEMENTS (plain));
  deck_init_suit (deck, KAISER_DIAMONDS, plain, G_N_ELEMENTS (plain));
  deck_init_suit (deck, KAISER_HEARTS, hearts, G_N_ELEMENTS (hearts));
  deck_init_suit (deck, KAISER_SPADES, spades, G_N_ELEMENTS (spades));
  deck->bonus_card = kaiser_card_make (KAISER_HEARTS, 0);
  deck->bonus_value = 5;
  deck->penalty_card = kaiser_card_make (KAISER_SPADES, 0);
  deck->penalty_value = -3;
}

void
kaiser_rules_init_standard (KaiserRules *rules)
{
  memset (rules, 0, sizeof *rules);
  g_strlcpy (rules->id, "standard", sizeof rules->id);
  deck_init_standard (&rules->deck);
  rules->min_bid = 6;
  rules->max_bid = 12;
  rules->no_trump = TRUE;
  rules->no_trump_doubles = TRUE;
  rules->misdeal_weak_hand = TRUE;
  rules->bid_out = 45;
  rules->target = 52;
  rules->tie_to_bidders = TRUE;
}

gboolean
kaiser_rules_init_preset (KaiserRules *rules, const char *preset, GError **error)
{
  if (g_strcmp0 (preset, "standard") == 0)
    {
      kaiser_rules_init_standard (rules);
      return TRUE;
    }
  g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID,
               _("Unknown rule set “%s”"), preset ? preset : "(null)");
  return FALSE;
}

KaiserRules *
kaiser_rules_new (const char *preset)
{
  KaiserRules rules;

  if (!kaiser_rules_init_preset (&rules, preset ? preset : "standard", NULL))
    return NULL;
  return g_memdup2 (&rules, sizeof rules);
}

KaiserRules *
kaiser_rules_copy (const KaiserRules *rules)
{
  return g_memdup2 (rules, sizeof *rules);
}

void
kaiser_rules_free (KaiserRules *rules)
{
  g_free (rules);
}

gboolean
kaiser_rules_equal (const KaiserRules *a, const KaiserRules *b)
{
  /* Rules are built with memset first, so padding is zero. */
  return memcmp (a, b, sizeof *a) == 0;
}

/* The pack */

KaiserCards
kaiser_deck_cards (const KaiserDeck *deck)
{
  KaiserCards all = 0;

  for (guint s = 0; s < KAISER_N_SUITS; s++)
    if (deck->n_cards[s] > 0)
      all |= (((G_GUINT64_CONSTANT (1) << deck->n_cards[s]) - 1) << (s * KAISER_MAX_POWER));
  return all;
}

guint
kaiser_deck_size (const KaiserDeck *deck)
{
  return kaiser_cards_count (kaiser_deck_cards (deck));
}

KaiserFace
kaiser_deck_face (const KaiserDeck *deck, KaiserCard card)
{
  return (KaiserFace) deck->face[kaiser_card_suit (card)][kaiser_card_power (card)];
}

KaiserCards
kaiser_deck_honours (const KaiserDeck *deck)
{
  KaiserCards honours = kaiser_card_bit (deck->bonus_card) | kaiser_card_bit (deck->penalty_card);
  KaiserCard card;

  KAISER_CARDS_FOREACH (card, kaiser_deck_cards (deck))
    if (kaiser_deck_face (deck, card) >= KAISER_FACE_JACK)
      honours |= kaiser_card_bit (card);
  return honours;
}

gint
kaiser_deck_card_points (const KaiserDeck *deck, KaiserCards won)
{
  gint points = 0;

  if (kaiser_cards_has (won, deck->bonus_card))
    points += deck->bonus_value;
  if (kaiser_cards_has (won, deck->penalty_card))
    points += deck->penalty_value;
  return points;
}

const char *
kaiser_deck_card_to_string (const KaiserDeck *deck, KaiserCard card, char *buf)
{
  g_snprintf (buf, 4, "%s%c",
              kaiser_face_to_string (kaiser_deck_face (deck, card)),
              kaiser_suit_letter (kaiser_card_suit (card)));
  return buf;
}

gboolean
kaiser_deck_card_from_string (const KaiserDeck *deck, const char *text, KaiserCard *card)
{
  gsize len;
  KaiserSuit suit;
  KaiserFace face;
  char letter[2];

  if (text == NULL || (len = strlen (text)) < 2 || len > 3)
    return FALSE;
  letter[0] = text[len - 1];
  letter[1] = '\0';
  if (!kaiser_suit_from_string (letter, &suit) || suit == KAISER_SUIT_NONE)
    return FALSE;
  if (!kaiser_face_from_string (text, len - 1, &face))
    return FALSE;
  for (guint p = 0; p < deck->n_cards[suit]; p++)
    if (deck->face[suit][p] == face)
      {
        *card = kaiser_card_make (suit, p);
        return TRUE;
      }
  return FALSE;
}

char *
kaiser_deck_cards_to_string (const KaiserDeck *deck, KaiserCards cards)
{
  GString *out = g_string_new (NULL);

  for (int s = KAISER_N_SUITS - 1; s >= 0; s--)
    for (int p = KAISER_MAX_POWER - 1; p >= 0; p--)
      {
        KaiserCard card = kaiser_card_make ((KaiserSuit) s, (guint) p);
        char buf[4];

        if (!kaiser_cards_has (cards, card))
          continue;
        if (out->len)
          g_string_append_c (out, ' ');
        g_string_append (out, kaiser_deck_card_to_string (deck, card, buf));
      }
  return g_string_free (out, FALSE);
}

gboolean
kaiser_deck_cards_from_string (const KaiserDeck *deck, const char *text, KaiserCards *cards, GError **error)
{
  g_auto(GStrv) words = NULL;
  KaiserCards set = 0;

  if (text == NULL)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, _("Missing list of cards"));
      return FALSE;
    }
  words = g_strsplit_set (text, " \t\n", -1);
  for (guint i = 0; words[i]; i++)
    {
      KaiserCard card;

      if (words[i][0] == '\0')
        continue;
      if (!kaiser_deck_card_from_string (deck, words[i], &card))
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                       _("“%s” is not a card of this pack"), words[i]);
          return FALSE;
        }
      if (kaiser_cards_has (set, card))
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                       _("Card “%s” is listed twice"), words[i]);
          return FALSE;
        }
      set |= kaiser_card_bit (card);
    }
  *cards = set;
  return TRUE;
}

char *
kaiser_deck_card_describe (const KaiserDeck *deck, KaiserCard card)
{
  static const char * const suit_names[] = { N_("Clubs"), N_("Diamonds"), N_("Hearts"), N_("Spades") };
  static const char * const face_names[] = {
    N_("Zero"), N_("One"), N_("Two"), N_("Three"), N_("Four"), N_("Five"), N_("Six"),
    N_("Seven"), N_("Eight"), N_("Nine"), N_("Ten"), N_("Jack"), N_("Queen"), N_("King"), N_("Ace"),
  };

  /* Translators: a card, "Queen of Hearts" */
  return g_strdup_printf (_("%s of %s"),
                          _(face_names[kaiser_deck_face (deck, card)]),
                          _(suit_names[kaiser_card_suit (card)]));
}

/* The auction */

guint
kaiser_rules_hand_size (const KaiserRules *rules)
{
  return kaiser_deck_size (&rules->deck) / KAISER_N_SEATS;
}

/* 000_5ed066fa22fca3eb.txt, "Bidding": "A bid in no trumps outranks an
 * equal bid in a suit, so the ranking is 6, 6 no, 7, 7 no …" */
gint
kaiser_rules_bid_rank (const KaiserRules *rules, KaiserBid bid)
{
  switch (bid.kind)
    {
    case KAISER_BID_SUIT:
      return bid.amount * 4;
    case KAISER_BID_NO_TRUMP:
      return bid.amount * 4 + 1;
    case KAISER_BID_PASS:
    default:
      return 0;
    }
}

gboolean
kaiser_rules_bid_valid (const KaiserRules *rules, KaiserBid bid)
{
  if (bid.kind == KAISER_BID_PASS)
    return bid.amount == 0;
  if (bid.amount < rules->min_bid || bid.amount > rules->max_bid)
    return FALSE;
  if (bid.kind == KAISER_BID_NO_TRUMP)
    return rules->no_trump;
  return bid.kind == KAISER_BID_SUIT;
}

gint
kaiser_rules_bid_multiplier (const KaiserRules *rules, KaiserBid bid)
{
  return (bid.kind == KAISER_BID_NO_TRUMP && rules->no_trump_doubles) ? 2 : 1;
}

/* Validation */

static gboolean
fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (GError **error, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  if (error)
    *error = g_error_new_valist (KAISER_ERROR, KAISER_ERROR_RULES_INVALID, format, args);
  va_end (args);
  return FALSE;
}

gboolean
kaiser_rules_validate (const KaiserRules *rules, GError **error)
{
  const KaiserDeck *deck = &rules->deck;
  KaiserCards all = kaiser_deck_cards (deck);
  guint size = kaiser_cards_count (all);

  for (guint s = 0; s < KAISER_N_SUITS; s++)
    {
      guint seen = 0;

      if (deck->n_cards[s] == 0 || deck->n_cards[s] > KAISER_MAX_POWER)
        return fail (error, _("The pack must have between 1 and %d %s"),
                     KAISER_MAX_POWER, kaiser_suit_to_string ((KaiserSuit) s));
      for (guint p = 0; p < deck->n_cards[s]; p++)
        {
          if (deck->face[s][p] >= KAISER_N_FACES)
            return fail (error, _("The pack has an unknown face in %s"), kaiser_suit_to_string ((KaiserSuit) s));
          if (seen & (1u << deck->face[s][p]))
            return fail (error, _("The pack has two %s of %s"),
                         kaiser_face_to_string ((KaiserFace) deck->face[s][p]), kaiser_suit_to_string ((KaiserSuit) s));
          seen |= 1u << deck->face[s][p];
        }
    }
  if (size % KAISER_N_SEATS != 0 || size / KAISER_N_SEATS > KAISER_MAX_TRICKS)
    return fail (error, _("A pack of %u cards cannot be dealt to four players"), size);
  if (!kaiser_cards_has (all, deck->bonus_card) || !kaiser_cards_has (all, deck->penalty_card) ||
      deck->bonus_card == deck->penalty_card)
    return fail (error, _("The bonus and penalty cards must be two different cards of the pack"));
  if (rules->min_bid < 1 || rules->max_bid < rules->min_bid || rules->max_bid > 99)
    return fail (error, _("The bid range %d to %d is not possible (min-bid, max-bid)"),
                 rules->min_bid, rules->max_bid);
  if (rules->target < 1 || rules->target > 999)
    return fail (error, _("The target score %d is out of range (target)"), rules->target);
  if (rules->bid_out > rules->target)
    return fail (error, _("The bid-out limit %d is above the target %d (bid-out, target)"),
                 rules->bid_out, rules->target);
  return TRUE;
}

/* JSON */

static const char * const suit_keys[] = { "clubs", "diamonds", "hearts", "spades" };

static JsonNode *
deck_to_json (const KaiserDeck *deck)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  char buf[4];

  json_builder_begin_object (b);
  for (guint s = 0; s < KAISER_N_SUITS; s++)
    {
      json_builder_set_member_name (b, suit_keys[s]);
      json_builder_begin_array (b);
      for (guint p = 0; p < deck->n_cards[s]; p++)
        json_builder_add_string_value (b, kaiser_face_to_string ((KaiserFace) deck->face[s][p]));
      json_builder_end_array (b);
    }
  json_builder_set_member_name (b, "bonus_card");
  json_builder_add_string_value (b, kaiser_deck_card_to_string (deck, deck->bonus_card, buf));
  json_builder_set_member_name (b, "bonus_value");
  json_builder_add_int_value (b, deck->bonus_value);
  json_builder_set_member_name (b, "penalty_card");
  json_builder_add_string_value (b, kaiser_deck_card_to_string (deck, deck->penalty_card, buf));
  json_builder_set_member_name (b, "penalty_value");
  json_builder_add_int_value (b, deck->penalty_value);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

JsonNode *
kaiser_rules_to_json (const KaiserRules *rules)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "preset");
  json_builder_add_string_value (b, rules->id);
  json_builder_set_member_name (b, "deck");
  json_builder_add_value (b, deck_to_json (&rules->deck));
#define INT(name, field) json_builder_set_member_name (b, name); json_builder_add_int_value (b, rules->field)
#define BOOL(name, field) json_builder_set_member_name (b, name); json_builder_add_boolean_value (b, rules->field)
  INT ("min-bid", min_bid);
  INT ("max-bid", max_bid);
  BOOL ("no-trump", no_trump);
  BOOL ("no-trump-doubles", no_trump_doubles);
  BOOL ("misdeal-weak-hand", misdeal_weak_hand);
  INT ("bid-out", bid_out);
  INT ("target", target);
  BOOL ("tie-to-bidders", tie_to_bidders);
#undef INT
#undef BOOL
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static gboolean
json_get_int (JsonObject *obj, const char *name, gint64 min, gint64 max, gint64 *out, GError **error)
{
  JsonNode *node = json_object_get_member (obj, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, _("Rules: “%s” must be a whole number"), name);
      return FALSE;
    }
  *out = json_node_get_int (node);
  if (*out < min || *out > max)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                   _("Rules: “%s” is %lld, not between %lld and %lld"),
                   name, (long long) *out, (long long) min, (long long) max);
      return FALSE;
    }
  return TRUE;
}

static gboolean
deck_from_json (JsonNode *node, KaiserDeck *deck, GError **error)
{
  JsonObject *obj;
  gint64 value;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, _("Rules: “deck” must be an object"));
      return FALSE;
    }
  obj = json_node_get_object (node);
  memset (deck, 0, sizeof *deck);
  for (guint s = 0; s < KAISER_N_SUITS; s++)
    {
      JsonNode *m = json_object_get_member (obj, suit_keys[s]);
      JsonArray *faces;

      if (m == NULL || !JSON_NODE_HOLDS_ARRAY (m) ||
          json_array_get_length (faces = json_node_get_array (m)) == 0 ||
          json_array_get_length (faces) > KAISER_MAX_POWER)
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                       _("Rules: the deck needs a list of %s faces, lowest first"), suit_keys[s]);
          return FALSE;
        }
      deck->n_cards[s] = json_array_get_length (faces);
      for (guint p = 0; p < deck->n_cards[s]; p++)
        {
          const char *text = kaiser_json_array_string (faces, p);
          KaiserFace face;

          if (text == NULL || !kaiser_face_from_string (text, strlen (text), &face))
            {
              g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                           _("Rules: “%s” is not a card face (deck, %s)"), text ? text : "?", suit_keys[s]);
              return FALSE;
            }
          deck->face[s][p] = face;
        }
    }
  if (!kaiser_deck_card_from_string (deck, kaiser_json_member_string (obj, "bonus_card"), &deck->bonus_card) ||
      !kaiser_deck_card_from_string (deck, kaiser_json_member_string (obj, "penalty_card"), &deck->penalty_card))
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, _("Rules: the deck’s bonus and penalty cards must be cards of the deck"));
      return FALSE;
    }
  if (!json_get_int (obj, "bonus_value", -20, 20, &value, error))
    return FALSE;
  deck->bonus_value = value;
  if (!json_get_int (obj, "penalty_value", -20, 20, &value, error))
    return FALSE;
  deck->penalty_value = value;
  return TRUE;
}

gboolean
kaiser_rules_from_json (JsonNode *node, KaiserRules *rules, GError **error)
{
  g_autoptr(GList) members = NULL;
  JsonObject *obj;
  KaiserRules r;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, _("Rules must be a JSON object"));
      return FALSE;
    }
  obj = json_node_get_object (node);
  if (json_object_has_member (obj, "preset") && kaiser_json_member_string (obj, "preset") == NULL)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, _("Rules: “preset” must be a string"));
      return FALSE;
    }
  if (!kaiser_rules_init_preset (&r, json_object_has_member (obj, "preset") ? kaiser_json_member_string (obj, "preset") : "standard", error))
    return FALSE;

  members = json_object_get_members (obj);
  for (GList *l = members; l; l = l->next)
    {
      const char *name = l->data;
      JsonNode *m = json_object_get_member (obj, name);
      gint64 v;

#define INT(key, field, lo, hi) \
      if (g_str_equal (name, key)) { if (!json_get_int (obj, key, lo, hi, &v, error)) return FALSE; r.field = v; continue; }
#define BOOL(key, field) \
      if (g_str_equal (name, key)) { \
        if (!JSON_NODE_HOLDS_VALUE (m) || json_node_get_value_type (m) != G_TYPE_BOOLEAN) { \
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, _("Rules: “%s” must be true or false"), key); \
          return FALSE; } \
        r.field = json_node_get_boolean (m); continue; }
      if (g_str_equal (name, "preset"))
        continue;
      if (g_str_equal (name, "deck"))
        {
          if (!deck_from_json (m, &r.deck, error))
            return FALSE;
          continue;
        }
      INT ("min-bid", min_bid, 1, 99);
      INT ("max-bid", max_bid, 1, 99);
      BOOL ("no-trump", no_trump);
      BOOL ("no-trump-doubles", no_trump_doubles);
      BOOL ("misdeal-weak-hand", misdeal_weak_hand);
      INT ("bid-out", bid_out, -999, 999);
      INT ("target", target, 1, 999);
      BOOL ("tie-to-bidders", tie_to_bidders);
#undef INT
#undef BOOL
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, _("Rules: unknown option “%s”"), name);
      return FALSE;
    }
  if (!kaiser_rules_validate (&r, error))
    return FALSE;
  *rules = r;
  return TRUE;
}
