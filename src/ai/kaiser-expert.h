/* kaiser-expert.h: the Expert player, Perfect-Information Monte Carlo.
 *
 * It samples deals of the cards it cannot see that agree with everything
 * its seat knows (voids shown by failing to follow, cards passed and
 * received, the kitty it saw, and, with inference, what the bids and
 * passes say of the other hands), solves each sample double-dummy, and
 * takes the action with the best expected score change for its side under
 * the real scoring of the rules.  Bids, trumps, high or low, the kitty
 * discards (V11) and the cards passed (V12) are chosen by simulation too
 * (the bids weigh the Standard player's own call against the others by
 * rollouts of the rest of the auction); misdeal calls (V9, V10) by the
 * Standard player's rule.  The engine asks for discards and passes a card at a
 * time: the Expert weighs whole sets and gives a card of the best one.
 */
#pragma once

#include "kaiser-advice.h"
#include "kaiser-engine.h"
#include "kaiser-sampler.h"
#include "kaiser-solver.h"

G_BEGIN_DECLS

typedef struct _KaiserExpert KaiserExpert;

KaiserExpert *kaiser_expert_new (guint64 seed);
void          kaiser_expert_free (KaiserExpert *expert);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KaiserExpert, kaiser_expert_free)
/* Search with with's solvers (and their tables) from now on: Experts that
 * take turns at one table need one set between them; decisions of
 * Experts sharing a set run one at a time. */
void          kaiser_expert_share_solvers (KaiserExpert *expert, KaiserExpert *with);
void          kaiser_expert_set_inference (KaiserExpert *expert, gboolean inference);
/* TRUE (the default): with inference, deals are read from the calls and
 * weighed by the likelihood of the cards played too
 * (kaiser_sampler_play_likelihood); FALSE: from the calls alone. */
void          kaiser_expert_set_read_play (KaiserExpert *expert, gboolean read_play);
/* With read_play, @power > 0 reads the cards played through the play
 * model (kaiser-play-model.h), each card's chance to this power (the
 * default KAISER_EXPERT_PLAY_POWER, issue 27: docs/ai.md, "Reading the
 * play through a model"), where 0 reads them against the Standard
 * player's card */
#define KAISER_EXPERT_PLAY_POWER 0.5
void          kaiser_expert_set_play_model (KaiserExpert *expert, double power);
void          kaiser_expert_set_calls_refit (KaiserExpert *expert, gboolean refit);
void          kaiser_expert_set_rollout_calls (KaiserExpert *expert, gboolean expert_calls);
void          kaiser_expert_set_play_spread (KaiserExpert *expert, gboolean spread);
void          kaiser_expert_set_samples (KaiserExpert *expert, guint samples);
/* TRUE (the default): stop sampling when a decision's time is up.
 * FALSE: always draw the full number of samples, so that a decision
 * repeats exactly whatever the machine's speed (tests). */
void          kaiser_expert_set_time_budget (KaiserExpert *expert, gboolean budget);
/* TRUE (the default): bid by simulation; FALSE: bid as the Standard
 * player does (trumps, high/low and play still by simulation). */
void          kaiser_expert_set_simulated_bidding (KaiserExpert *expert, gboolean simulated);
/* TRUE (the default): bid simulations score the declaring side's
 * double-dummy result less its edge over real play (DD_EDGE_*). */
void          kaiser_expert_set_dd_edge (KaiserExpert *expert, gboolean edge);
/* TRUE: the edge as it is spread in real play (EDGE_SPREAD), each
 * sampled deal scored over the points the declaring side may take fewer
 * or more; FALSE: its mean alone, taken off. */
void          kaiser_expert_set_edge_spread (KaiserExpert *expert, gboolean spread);
/* TRUE (the default): lay away the kitty's cards (V11) and choose the
 * cards to pass (V12) by simulation; FALSE: as the Standard player does. */
void          kaiser_expert_set_simulated_discards (KaiserExpert *expert, gboolean simulated);
void          kaiser_expert_set_simulated_passing (KaiserExpert *expert, gboolean simulated);
/* TRUE (the default): in a bid's rollouts, the calls that lead to the
 * same play of a sampled deal are solved once (the same values). */
void          kaiser_expert_set_rollout_cache (KaiserExpert *expert, gboolean cache);
/* The samples a bid by rollouts draws at most (within its time). */
void          kaiser_expert_set_rollout_samples (KaiserExpert *expert, guint samples);
/* The points a call found by rollouts must gain on average over the
 * Standard player's own call to be made instead. */
/* bidz: a call other than the Standard player's must gain the margin and
 * @z standard errors of its difference from it in the same deals */
void          kaiser_expert_set_bid_z (KaiserExpert *expert, double z);
/* bidextend: a bid whose choice is closer than a standard error draws
 * more deals, up to @samples (within the time budget) */
void          kaiser_expert_set_bid_extend (KaiserExpert *expert, guint samples);
/* bidtrumps=own: a bid's rollouts that end with this seat declaring at
 * trumps are weighed in the suit it would name on its own cards (the best
 * over the deals), not the Standard player's suit in each */
void          kaiser_expert_set_own_trumps (KaiserExpert *expert, gboolean own);
/* lookahead=N: with 3 to @cards cards in hand, each card is weighed with
 * the seat's next card chosen once for all the deals that show the same
 * cards by then, as it will be (0: off) */
void          kaiser_expert_set_lookahead (KaiserExpert *expert, guint cards);
gboolean      kaiser_expert_lookahead_values (KaiserExpert *expert, const KaiserObservation *obs, double *look, double *pimc);
/* endgame=N: with 2 to @cards cards in hand, each card is weighed by
 * vector minimax over the deals drawn: at each of its turns the seat
 * plays one card for all the deals that show the same cards, the other
 * seats each deal's best (0: off) */
void          kaiser_expert_set_endgame (KaiserExpert *expert, guint cards);
gboolean      kaiser_expert_endgame_values (KaiserExpert *expert, const KaiserObservation *obs, double *values, double *pimc);
void          kaiser_expert_set_rule_margin (KaiserExpert *expert, double margin);
/* TRUE: of cards as good as each other (their means within a twentieth
 * of a point), play one that leaves the partner's card winning the trick
 * rather than one that beats it.  FALSE (the default): the first of them
 * in the pack's order (docs/ai.md: the arena counted as many overtakes
 * with it). */
void          kaiser_expert_set_partner_ties (KaiserExpert *expert, gboolean partner);
/* plays=dd: weigh each deal drawn in the play by the other seats' cards
 * of the trick under way and @depth tricks before it, a card worse
 * double-dummy than its seat's best @miss times as likely (0: off). */
void          kaiser_expert_set_dd_reading (KaiserExpert *expert, double miss, guint depth);
double        kaiser_expert_dd_play_likelihood (KaiserExpert *expert, const KaiserSampler *sampler, const KaiserState *deal);
/* TRUE (the default): in the play, once a card is clearly worse than the
 * best in the same deals it is no longer solved, so the samples left go
 * to the others; never for a hint or an evaluation. */
void          kaiser_expert_set_race (KaiserExpert *expert, gboolean race);
/* The values of cards the play's decisions solved (a card in a deal is
 * one), since the Expert was made: for tests and benchmarks. */
guint64       kaiser_expert_get_card_values (KaiserExpert *expert);
/* At more than two sides, how a defender searches its own cards: in the
 * coalition of every side against the declarer's, or its own side
 * against all the others (paranoid, the default).  docs/ai.md, "Tables
 * of other sizes". */
void          kaiser_expert_set_defence_model (KaiserExpert *expert, KaiserSolverModel model);
gboolean      kaiser_expert_decide (KaiserExpert *expert, const KaiserObservation *obs, KaiserAction *action);
/* The same decision with its reason; advice->action is the action.  For
 * a card, also what happens in the trick with it (KaiserTrickFacts), in
 * a few of the deals played out: a little slower than a decision. */
gboolean      kaiser_expert_advise (KaiserExpert *expert, const KaiserObservation *obs, KaiserAdvice *advice);
/* The advice (as kaiser_expert_advise gives it: the same action and
 * numbers for the same seed) and, over the same sampled deals, the
 * Expert's value (kaiser-advice.h) of the action @taken and of its
 * choice:
 *
 *   the mean of score + WIN × (won − lost), in real score points: the
 *   change of the seat's side's game score this hand minus the other
 *   side's, plus WIN (KAISER_ADVICE_GAME_POINTS) when the side wins the
 *   game on the hand and minus WIN when the other side does; in the
 *   auction, a call other than the usual one (the Standard player's)
 *   less the margin (advice->margin), as the choice weighed it.
 *
 * Higher is better, and the choice's value is the highest of those it
 * weighed: *taken_score ≤ *best_score, but where the choice did not weigh
 * @taken (a bid beyond the cheapest few, a card in no set of cards it
 * weighed), which is then weighed beside it, and did better.  The points
 * lost by @taken are *best_score − *taken_score (kaiser-review.h).
 *
 * Every decision the Expert makes by simulation is scored: bids (each
 * call weighed by rollouts of the rest of the auction), trumps, high or
 * low, and every card played.  The kitty discards and the cards passed
 * are weighed as whole sets while the engine asks a card at a time: a
 * card taken scores as the best set weighed that holds it (a set the
 * race dropped at most as the choice), or, if none does, the card with
 * the rest given as the Standard player would give it, against the best
 * set, on the samples both were played in.  A forced decision (one legal
 * action) scores 0 for both at once.  A decision made by rule (misdeal
 * calls, bids, discards or passes with simulation off, a set to give
 * that leaves no choice of set, or no sample drawn) is not scored: both
 * NAN.
 *
 * FALSE if @taken is not a legal action of @obs.  The choice's random
 * streams are a decision's; the action taken, when the choice did not
 * weigh it, draws its rollouts from a stream of its own. */
gboolean      kaiser_expert_evaluate (KaiserExpert            *expert,
                                      const KaiserObservation *obs,
                                      const KaiserAction      *taken,
                                      KaiserAdvice            *advice,
                                      double                  *taken_score,
                                      double                  *best_score);

G_END_DECLS
