/* kaiser-solver.h: a double-dummy solver for the play of a Kaiser hand.
 *
 * Given every seat's cards (a full KaiserState in the play phase), it
 * finds the exact result of best play by both sides: the final hand
 * points of North–South minus those of East–West, with the +5 and −3
 * cards and the variants that change the count (V17, V19) scored at the
 * leaves.  Techniques from bridge solvers: alpha-beta with zero-window
 * probes (MTD(f)), a transposition table at trick boundaries keyed on
 * relative ranks, move ordering, and equivalent-card merging (never
 * merging the +5 or −3 card).
 */
#pragma once

#include "kaiser-engine.h"

G_BEGIN_DECLS

typedef struct _KaiserSolver KaiserSolver;

KaiserSolver *kaiser_solver_new (void);
void          kaiser_solver_free (KaiserSolver *solver);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KaiserSolver, kaiser_solver_free)

/* At a table of any size the search is a game of two sides: the seats
 * of a mask (1 << seat) maximise their points taken together (their
 * tricks and cards counted as one side's, kaiser_score_points) less
 * those of the other seats, who minimise it.  The four seats in two
 * sides are searched as they always were; three players alone as one
 * seat against two; five or six seats in play not yet, nor a Lost Heir
 * pack (cards outside the suits, deck.outside): can_solve says so. */
gboolean kaiser_solver_can_solve (const KaiserState *state, guint max_seats);

/* Who a seat's search is for.  At two sides, its own side.  With more
 * sides and a declarer: the declarer's side against all the others
 * together (they all gain by setting it); a defender either in that
 * coalition (KAISER_SOLVER_COALITION) or its own side against everyone
 * else (KAISER_SOLVER_PARANOID). */
typedef enum { KAISER_SOLVER_COALITION, KAISER_SOLVER_PARANOID } KaiserSolverModel;
guint kaiser_solver_seats_for (const KaiserState *state, KaiserSeat seat, KaiserSolverModel model);

/* The value for max_seats under best play from the state, which must be
 * in the play phase with every hand known. */
gint  kaiser_solver_solve_for (KaiserSolver *solver, const KaiserState *state, guint max_seats);
guint kaiser_solver_solve_moves_for (KaiserSolver      *solver,
                                     const KaiserState *state,
                                     guint              max_seats,
                                     KaiserCard        *cards,
                                     gint              *values);
/* solve_moves_for for the legal cards of wanted only (each run of
 * equivalent cards holding one is solved once): the values are those
 * solve_moves_for finds, in the same order, for fewer cards; returns
 * how many. */
guint kaiser_solver_solve_cards_for (KaiserSolver      *solver,
                                     const KaiserState *state,
                                     guint              max_seats,
                                     KaiserCards        wanted,
                                     KaiserCard        *cards,
                                     gint              *values);
gint  kaiser_solver_solve_reference_for (const KaiserState *state, guint max_seats);

/* The same for the seats of the first side (North–South at four seats):
 * final NS points minus EW points. */
gint  kaiser_solver_solve (KaiserSolver *solver, const KaiserState *state);

/* The same value after each legal card of the seat to act (best play
 * after it); fills cards and values, returns how many. */
guint kaiser_solver_solve_moves (KaiserSolver      *solver,
                                 const KaiserState *state,
                                 KaiserCard        *cards,
                                 gint              *values);

/* Nodes visited since the solver was made (for benchmarks). */
guint64 kaiser_solver_get_nodes (KaiserSolver *solver);

/* For tests: at a state on a trick boundary, the bounds the search
 * would cut off with (quick tricks, where the +5 and −3 cards surely go,
 * the widest count): the value is at least *low and at most *high
 * (-1000 and 1000 where nothing is known). */
void  kaiser_solver_quick_bounds (KaiserSolver      *solver,
                                  const KaiserState *state,
                                  gint              *low,
                                  gint              *high);

/* A plain exhaustive minimax with none of the above, for tests (the
 * first side's value). */
gint  kaiser_solver_solve_reference (const KaiserState *state);

G_END_DECLS
