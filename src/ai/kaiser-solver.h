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

/* Final NS points minus EW points under best play from the state, which
 * must be in the play phase with every hand known. */
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

/* A plain exhaustive minimax with none of the above, for tests. */
gint  kaiser_solver_solve_reference (const KaiserState *state);

G_END_DECLS
