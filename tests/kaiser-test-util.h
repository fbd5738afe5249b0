/* kaiser-test-util.h: small helpers shared by the test programs. */
#pragma once

#include "kaiser-engine.h"
#include "kaiser-player.h"

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
/* Play a whole trick, a card for each seat in play, from the seat to act: "AS KS QS JS". */
void        kaiser_test_trick_ok (KaiserState *state, const char *cards);
/* Apply an action that must be refused with code, leaving the state unchanged. */
void        kaiser_test_refused (KaiserState *state, const KaiserAction *action, KaiserError code);

/* Any combination of option values, about half left at the standard
 * value so combinations stay near real tables; not validated (the
 * validator decides what is playable). */
void        kaiser_test_random_rules (KaiserRules *rules, KaiserRng *rng);

/* One time in five, a table of 2, 3, 5 or 6 seats (six in pairs or in
 * threes), usually with a pack that shares out at it. */
void        kaiser_test_random_table (KaiserRules *rules, KaiserRng *rng);
/* Every rule set, including the tables not yet offered in the window;
 * free with g_strfreev. */
char      **kaiser_test_all_presets (void);

/* Every legal action of the state is accepted (on a copy), and n_random
 * actions of any type, seat and value are accepted exactly when they are
 * in the legal list; a refused one leaves the state byte-identical.
 * Returns how many of the random actions were accepted. */
guint       kaiser_test_check_actions (const KaiserState *state, KaiserRng *rng, guint n_random);

/* The presets and option settings the search tests (solver, claims) go
 * through: a preset, then "key=value" settings separated by spaces. */
typedef struct {
  const char *preset;
  const char *settings;
} KaiserTestPresetCase;

#define KAISER_TEST_N_PRESET_CASES 8
extern const KaiserTestPresetCase kaiser_test_preset_cases[KAISER_TEST_N_PRESET_CASES];
/* The case's rules, validated. */
void        kaiser_test_preset_case_rules (const KaiserTestPresetCase *c, KaiserRules *rules);

/* A Lost Heir hand (000_5ed066fa22fca3eb.txt, "Lost Heir") under
 * @preset (lost-heir or lost-heir-teams), West dealing:
 *   North  7D 6D 5D 4D 7C 6C 5C 4C    East  7H 6H 5H 4H 3H 2H 1H B1
 *   South  3D 2D 1D 3C 2C 1C 7S 6S    West  LH WB B2 5S 4S 3S 2S 1S
 * North bids @bid ("5"), East and South pass; then, with @accept, West
 * accepts and North leads, else West refuses and leads (phase PLAY);
 * with @accept < 0 the state is left at West's choice (phase ACCEPT). */
void        kaiser_test_lost_heir_deal (KaiserState *state, const char *preset, const char *bid, gint accept);

/* Random legal actions (the random player, from rng_seed) in a game of
 * seed until the hand is in play with tricks_left tricks to go and
 * played cards in the trick (0 … 2 at random when played < 0): that
 * state in *out; FALSE if the hand never got there. */
gboolean    kaiser_test_random_position (const KaiserRules *rules, guint64 seed, guint64 rng_seed,
                                         guint tricks_left, gint played, KaiserState *out);

/* Play the hand under way in @game to its end (the hand or the game
 * over), every seat decided by @player (a KaiserPlayer), each decision
 * asserted legal; @visit, if given, sees each state and the observation
 * of the seat to act (and @data) before the decision.  Returns the number
 * of decisions. */
typedef void (*KaiserTestVisit) (const KaiserState *state, const KaiserObservation *obs, gpointer data);
guint       kaiser_test_play_hand (KaiserGame *game, KaiserPlayer *player, KaiserTestVisit visit, gpointer data);
/* The same for every hand to the game's end. */
guint       kaiser_test_play_game (KaiserGame *game, KaiserPlayer *player, KaiserTestVisit visit, gpointer data);

G_END_DECLS
