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
 * Every card of the pack once, the same number to each seat.
 */
#pragma once

#include "kaiser-rules.h"

G_BEGIN_DECLS

typedef struct {
  KaiserSeat  dealer;
  KaiserCards hands[KAISER_MAX_SEATS];
  KaiserCards kitty;
} KaiserDeal;

gboolean kaiser_deal_parse (const KaiserRules *rules, const char *text, KaiserDeal *deal, GError **error);
gboolean kaiser_deal_load (const KaiserRules *rules, const char *path, KaiserDeal *deal, GError **error);
char    *kaiser_deal_to_string (const KaiserRules *rules, const KaiserDeal *deal);

G_END_DECLS
