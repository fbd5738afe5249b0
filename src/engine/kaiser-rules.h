/* kaiser-rules.h: the rules value.  Everything that varies between tables,
 * the pack included, is data here; the engine reads it and has no if-chains
 * on rule-set names.  Plain struct without pointers: copy it by value.
 */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "kaiser-bid.h"
#include "kaiser-card.h"

G_BEGIN_DECLS

typedef struct {
  guint8     n_cards[KAISER_N_SUITS];                 /* cards in each suit */
  guint8     face[KAISER_N_SUITS][KAISER_MAX_POWER];  /* KaiserFace at each power, lowest first */
  KaiserCard bonus_card;                              /* the +5 card (5♥) */
  gint8      bonus_value;
  KaiserCard penalty_card;                            /* the −3 card (3♠) */
  gint8      penalty_value;
} KaiserDeck;

#define KAISER_RULES_ID_MAX 24
#define KAISER_MAX_TRICKS   8   /* cards in a hand, at most */

typedef struct {
  char       id[KAISER_RULES_ID_MAX];  /* preset the rules came from */
  KaiserDeck deck;
  /* Bidding */
  gint       min_bid;                  /* V1 */
  gint       max_bid;
  gboolean   no_trump;                 /* V2: no-trump bids allowed */
  gboolean   no_trump_doubles;         /* V4: no-trump scores double */
  gboolean   misdeal_weak_hand;        /* V9: no ace, no face, no +5/−3 → may throw in */
  /* Scoring and winning */
  gint       bid_out;                  /* V18: defenders at or above this only lose points */
  gint       target;                   /* V20 */
  gboolean   tie_to_bidders;           /* V24: both sides over the target → bidders win */
} KaiserRules;

#define KAISER_TYPE_RULES (kaiser_rules_get_type ())
GType        kaiser_rules_get_type (void) G_GNUC_CONST;

KaiserRules *kaiser_rules_new (const char *preset);    /* NULL if unknown */
KaiserRules *kaiser_rules_copy (const KaiserRules *rules);
void         kaiser_rules_free (KaiserRules *rules);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KaiserRules, kaiser_rules_free)

/* Presets by id ("standard" …); NULL-terminated list. */
const char * const *kaiser_rules_list_presets (void);
gboolean     kaiser_rules_init_preset (KaiserRules *rules, const char *preset, GError **error);
void         kaiser_rules_init_standard (KaiserRules *rules);
gboolean     kaiser_rules_validate (const KaiserRules *rules, GError **error);
gboolean     kaiser_rules_equal (const KaiserRules *a, const KaiserRules *b);

/* The pack */
KaiserCards  kaiser_deck_cards (const KaiserDeck *deck);
guint        kaiser_deck_size (const KaiserDeck *deck);
KaiserFace   kaiser_deck_face (const KaiserDeck *deck, KaiserCard card);
/* Cards that stop a hand being a misdeal: aces, K/Q/J, the +5 and −3 cards. */
KaiserCards  kaiser_deck_honours (const KaiserDeck *deck);
/* Points a set of won cards is worth beyond one per trick. */
gint         kaiser_deck_card_points (const KaiserDeck *deck, KaiserCards won);
/* "AS", "10H", "5H"; buf holds 4 bytes. */
const char  *kaiser_deck_card_to_string (const KaiserDeck *deck, KaiserCard card, char *buf);
gboolean     kaiser_deck_card_from_string (const KaiserDeck *deck, const char *text, KaiserCard *card);
/* Space-separated, highest suit first. */
char        *kaiser_deck_cards_to_string (const KaiserDeck *deck, KaiserCards cards);
gboolean     kaiser_deck_cards_from_string (const KaiserDeck *deck, const char *text, KaiserCards *cards, GError **error);
/* "Queen of Hearts" */
char        *kaiser_deck_card_describe (const KaiserDeck *deck, KaiserCard card);

/* The auction */
guint        kaiser_rules_hand_size (const KaiserRules *rules);
/* Order of bids: 0 for a pass, larger is higher. */
gint         kaiser_rules_bid_rank (const KaiserRules *rules, KaiserBid bid);
gboolean     kaiser_rules_bid_valid (const KaiserRules *rules, KaiserBid bid);
/* Score multiplier for a contract (2 for doubled no-trump). */
gint         kaiser_rules_bid_multiplier (const KaiserRules *rules, KaiserBid bid);

/* Serialisation */
JsonNode    *kaiser_rules_to_json (const KaiserRules *rules);
gboolean     kaiser_rules_from_json (JsonNode *node, KaiserRules *rules, GError **error);

G_END_DECLS
