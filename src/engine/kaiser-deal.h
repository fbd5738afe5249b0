/* kaiser-deal.h: the text format of a deal, for test fixtures and the
 * command line:
 *
 *   # a comment
 *   dealer: N
 *   N: QS KD JD 8D AC JC 8C 7C
 *   E: KS JS 10S 9S 5H AD QD 10C
 *   S: 3S AH QH JH 10H 8H QC 9C
 *   W: AS 8S KH 9H 10D 9D 7D KC
 *   kitty: 7H 7S          (only with a kitty)
 *
 * Every card of the pack once, the same number to each seat.  At a table
 * with piles (two players) each seat's line gives its hand, and a line
 * "N piles: AS/7H KD/8C QC/9S JH/10D" its piles, each top card/card under.
 */
#pragma once

#include "kaiser-rules.h"

G_BEGIN_DECLS

typedef struct {
  KaiserSeat  dealer;
  KaiserCards hands[KAISER_MAX_SEATS];   /* with piles, the pile cards too */
  KaiserCards kitty;
  KaiserPiles piles[KAISER_MAX_SEATS];   /* with piles */
} KaiserDeal;

/* "AS/7H KD/8C …": each pile's top card/card under, "?" for a card unseen. */
char    *kaiser_piles_to_string (const KaiserRules *rules, const KaiserPiles *piles);
/* Every pile of the rules, no card twice ("?" for a card unseen only with
 * @unseen); the cards, as a mask, into @cards. */
gboolean kaiser_piles_from_string (const KaiserRules *rules, const char *text, gboolean unseen,
                                   KaiserPiles *piles, KaiserCards *cards, GError **error);

gboolean kaiser_deal_parse (const KaiserRules *rules, const char *text, KaiserDeal *deal, GError **error);
gboolean kaiser_deal_load (const KaiserRules *rules, const char *path, KaiserDeal *deal, GError **error);
char    *kaiser_deal_to_string (const KaiserRules *rules, const KaiserDeal *deal);

G_END_DECLS
