/* kaiser-seen.h: a whole state behind what one seat sees.
 *
 * A seat's observation (kaiser_observation_init) leaves out what the seat
 * may not know: the other seats' cards, the kitty and the cards laid away
 * unless it took them, the cards passed that it neither passed nor
 * received, who else may throw the hand in.  A friend's program at a
 * table shared online (issue 26) receives only that, yet draws the table
 * from a whole game (kaiser_game_new_seen): these helpers make a whole
 * state that the seat would see exactly as the observation says, the
 * cards it has not seen dealt out among the places it cannot see, and
 * find the one action that leads from one such state to the next view.
 * KaiserGame uses them; the tests check with them.
 */
#pragma once

#include "kaiser-rng.h"
#include "kaiser-state.h"

G_BEGIN_DECLS

/* The same observation, field for field (not byte for byte: the
 * structures have padding). */
gboolean kaiser_observation_equal (const KaiserObservation *a, const KaiserObservation *b);

/* Whether @obs could be a position of a game under @rules seen from its
 * own seat: every seat, phase, bid, card and count in range and in the
 * pack.  Whether the cards add up is kaiser_seen_fill's to say.
 * KAISER_ERROR_INVALID_VIEW if not. */
gboolean kaiser_seen_check (const KaiserRules *rules, const KaiserObservation *obs, GError **error);

/* A whole state whose observation from @obs's seat is @obs, exactly.
 * The cards the seat has not seen go, at random from @rng, to the places
 * it cannot see: the other seats' hands (never a card of a suit a seat
 * showed out of, never a card the seat saw elsewhere; the cards it passed
 * to another seat stay with that seat), the piles' face-down cards, the
 * kitty, the cards laid away and passed.  Two counts no observation
 * shows: @n_passing, the cards the seat now passing has passed so far
 * (when it is another seat), and @n_discarded, the cards another high
 * bidder has laid away so far; both are cut to what the rules allow.
 * @prefer, if not NULL, is a state of the same deal whose unseen cards
 * stay where they are wherever they can.  KAISER_ERROR_INVALID_VIEW when
 * the cards do not add up (more cards than the pack, a card in two
 * places, a seat void in every suit it must hold …); @out is then
 * undefined. */
gboolean kaiser_seen_fill (const KaiserObservation *obs,
                           guint                    n_passing,
                           guint                    n_discarded,
                           const KaiserState       *prefer,
                           KaiserRng               *rng,
                           KaiserState             *out,
                           GError                 **error);

/* The action that leads from @mirror (a whole state) to @target (a whole
 * state of the next view, from kaiser_seen_fill, whose observation from
 * @seat is the view), when one action can: *@action is that action and
 * *@before @mirror with its unseen cards moved (seen the same from @seat)
 * so that the action is legal there and leads to @target as @seat sees
 * it.  When the action throws the hand in, the next deal is @target
 * (*@deals TRUE).  FALSE when no single action does. */
gboolean kaiser_seen_find_action (const KaiserState *mirror,
                                  KaiserSeat         seat,
                                  const KaiserState *target,
                                  KaiserState       *before,
                                  KaiserAction      *action,
                                  gboolean          *deals);

/* Whether @target is the deal that follows @mirror's scored hand. */
gboolean kaiser_seen_is_next_deal (const KaiserState *mirror, const KaiserState *target);

/* Whether the cards of @state add up: every card of the pack in exactly
 * one place (a hand, a trick, the cards laid away, the kitty before it is
 * taken, the cards being passed), each seat dealt its share, the piles of
 * its own cards, the kitty and the cards passed where they went.
 * KAISER_ERROR_INVALID_VIEW, saying what is wrong, if not. */
gboolean kaiser_seen_check_cards (const KaiserState *state, GError **error);

G_END_DECLS
