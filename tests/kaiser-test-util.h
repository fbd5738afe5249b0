/* kaiser-test-util.h: small helpers shared by the test programs. */
#pragma once

#include "kaiser-engine.h"

G_BEGIN_DECLS

/* A state at the start of bidding (or the misdeal offer) with the deal of
 * tests/data/NAME (a kaiser-deal.h text file) under the given rules. */
void        kaiser_test_state_from_file (KaiserState *state, const KaiserRules *rules, const char *name);
/* The same from deal text written in the test. */
void        kaiser_test_state_from_text (KaiserState *state, const KaiserRules *rules, const char *text);

KaiserCard  kaiser_test_card (const KaiserRules *rules, const char *text);
KaiserCards kaiser_test_cards (const KaiserRules *rules, const char *text);
KaiserBid   kaiser_test_bid (const char *text);

/* Apply an action that must be accepted. */
void        kaiser_test_bid_ok (KaiserState *state, KaiserSeat seat, const char *bid);
void        kaiser_test_trump_ok (KaiserState *state, KaiserSeat seat, KaiserSuit suit);
void        kaiser_test_play_ok (KaiserState *state, KaiserSeat seat, const char *card);
/* Play a whole trick of four cards, from the seat to act, "AS KS QS JS". */
void        kaiser_test_trick_ok (KaiserState *state, const char *cards);
/* Apply an action that must be refused with code, leaving the state unchanged. */
void        kaiser_test_refused (KaiserState *state, const KaiserAction *action, KaiserError code);

G_END_DECLS
