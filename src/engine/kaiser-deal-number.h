/* kaiser-deal-number.h: a deal as a number a player can share.
 *
 * The number is the deal itself, counted: the dealer, the kitty and each
 * seat's cards in turn, each a choice among the cards left, written as
 * one whole number in decimal.  It needs no generator, so it gives the
 * same deal on every machine and version, for any hand of any game (a
 * replayed one too).  A number belongs to the rules' pack: under other
 * rules it is another deal, or none.  Numbers go from 0 to the count of
 * deals of the pack less one (about 4 × 10¹⁶ for the 32-card pack).
 */
#pragma once

#include "kaiser-deal.h"
#include "kaiser-game.h"

G_BEGIN_DECLS

/* The most digits a number read may have, leading zeros not counted. */
#define KAISER_DEAL_NUMBER_MAX_DIGITS 40

/* The number of @deal, in decimal; NULL when the pack is too large to count. */
char    *kaiser_deal_number_from_deal (const KaiserRules *rules, const KaiserDeal *deal);
/* The deal of @text (digits, spaces between them allowed); FALSE with
 * KAISER_ERROR_INVALID_DEAL and a message for the player otherwise. */
gboolean kaiser_deal_number_to_deal (const KaiserRules *rules, const char *text, KaiserDeal *deal, GError **error);
/* The number of hand @hand_index (0-based) of @game as it was dealt (the
 * deal played); NULL when the game has no such hand. */
char    *kaiser_deal_number_of_hand (KaiserGame *game, guint hand_index);
/* A new game whose first hand is the deal of @text, game scores 0. */
KaiserGame *kaiser_deal_number_new_game (const KaiserRules *rules, const char *text, GError **error);

G_END_DECLS
