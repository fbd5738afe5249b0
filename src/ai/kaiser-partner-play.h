/* kaiser-partner-play.h: how a side's partners played, counted from a
 * finished hand (issue 27).
 *
 * For each side, three counts people notice at the table:
 *
 * - the +5 given up: hands where the other side took the +5 card although,
 *   at some point of the play, the side could have kept it against any
 *   defence (double-dummy, with every card seen), so a card the side
 *   played gave it away;
 * - the −3 taken: hands where the side took the −3 card although, at some
 *   point of the play, it could have made the other side take it;
 * - overtakes: cards that beat the partner's certain winner (the card
 *   winning the trick, that no seat still to play to the trick can beat
 *   with its cards) when a card that did not beat it could be played.
 *
 * Whether a special card can be kept is found by the double-dummy solver
 * with that card's value raised far above every other count, so the
 * solver's best play for a side is the play that decides that card first.
 */
#pragma once

#include "kaiser-engine.h"
#include "kaiser-solver.h"

G_BEGIN_DECLS

typedef struct {
  guint hands;          /* hands played out */
  guint bonus_given;    /* hands the +5 went to the other side when the side could have kept it */
  guint penalty_taken;  /* hands the side took the −3 when it could have given it away */
  guint overtakes;      /* cards that overtook the partner's certain winner with another card to play */
} KaiserPartnerPlay;

/* Add to counts (indexed by KaiserTeam) what every hand of game played
 * out to its end shows (at more or fewer than two sides, only the hands:
 * no partner to overtake, no one side to keep the +5 from).  Fails only if the game's log cannot be
 * replayed. */
gboolean kaiser_partner_play_count (KaiserSolver      *solver,
                                    KaiserGame        *game,
                                    KaiserPartnerPlay *counts,   /* one a side */
                                    GError           **error);

/* The side that, double-dummy from state (in the play phase, every hand
 * known), ends with card (the +5 or the −3 card of the rules): the side
 * that wants the +5 or does not want the −3 decides.  KAISER_TEAM_NONE
 * when the card is in no hand and in no trick. */
KaiserTeam kaiser_partner_play_special_owner (KaiserSolver      *solver,
                                              const KaiserState *state,
                                              KaiserCard         card);

/* Does the card the seat to act in state plays overtake the partner's
 * certain winner while it holds a legal card that would not? */
gboolean   kaiser_partner_play_is_overtake (const KaiserState *state,
                                            KaiserCard         card);

G_END_DECLS
