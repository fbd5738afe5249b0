/* kaiser-score-text.h: words and numbers of the score, shared by the
 * hand summary and the score sheet.
 *
 * Copyright 2026 The Three-Spot developers
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 *
 * This program is distributed in the hope that it will be useful,
 * but WITHOUT ANY WARRANTY; without even the implied warranty of
 * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
 * GNU General Public License for more details.
 *
 * You should have received a copy of the GNU General Public License
 * along with this program.  If not, see <https://www.gnu.org/licenses/>.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "kaiser-engine.h"

G_BEGIN_DECLS

/* A suit as the cards name it: the theme's own ("Montreal"), else its symbol. */
const char *kaiser_score_text_suit (const KaiserCardNames *names, KaiserSuit suit);
/* "You" for the player's own seat, else where the seat sits round the
 * player's: "North", "East" … at four seats, "North-west" … at five and six. */
const char *kaiser_score_text_seat (const KaiserRules *rules, KaiserSeat seat, KaiserSeat you);
/* A side as seen from the player's seat: "Us" or "Them" at four seats;
 * at other tables "Us" (or "You" alone), a player's name, or "West’s side". */
char       *kaiser_score_text_side (const KaiserRules *rules, KaiserTeam team, KaiserSeat you);
/* The contract as played: "8 ♥", "7 No Trump, high", "7 No Trump, low", "Kaiser". */
char       *kaiser_score_text_contract (const KaiserRules *rules, const KaiserCardNames *names, KaiserBid contract,
                                        KaiserSuit trump, gboolean low);
/* Text as Pango markup with the red suits' symbols (♥ ♦) in red. */
char       *kaiser_score_text_suit_markup (const char *text);
/* The calls of the hand in the order made, from the dealer's left:
 * "West: Pass · North: 7 · East: Pass · You: Pass"; "" before any. */
char       *kaiser_score_text_auction (const KaiserState *st, KaiserSeat you);
/* A card in short: "5♥", "K♥". */
char       *kaiser_score_text_card (const KaiserDeck *deck, const KaiserCardNames *names, KaiserCard card);
/* A number with a true minus sign: "−3", "12". */
char       *kaiser_score_text_number (gint value);
/* A change of score, signed: "+7", "−8", "0". */
char       *kaiser_score_text_change (gint value);
/* Was the team at the bid-out with this score (G_MAXINT limit: never)? */
gboolean    kaiser_score_text_at_bid_out (const KaiserRules *rules, gint score, gboolean target_raised);

/* The contract in the header, "East: <b>7 ♥</b> (low)", with the points
 * taken so far during play; markup. */
char       *kaiser_score_text_header_contract (const KaiserState *st, KaiserSeat you, const KaiserCardNames *names);
/* The game score in the header, "You <b>12</b> · Them <b>30</b> (to 52)",
 * or every side's at other tables, the player's first; markup. */
char       *kaiser_score_text_header_scores (const KaiserState *st, KaiserSeat you);
/* The notice after @seat's claim, "North claimed the rest: your side
 * takes 3 more tricks and 5 points": @tricks and @points, its side's. */
char       *kaiser_score_text_claim (const KaiserRules *rules, KaiserSeat seat, KaiserSeat you, guint tricks, gint points);

G_END_DECLS
