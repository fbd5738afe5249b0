/* kaiser-dd-table.h: the double-dummy view of a deal.
 *
 * For each contract the rules allow (each trump suit, no-trump, low
 * no-trump), the result of best play by all four seats from the first
 * lead, as kaiser_solver_solve finds it (NS points minus EW points), with
 * one best line played out so that each side's points and tricks and the
 * score of the hand (made or set, the no-trump doubling, the +5 and −3
 * cards) come from the engine's own scoring.  Bridge apps call this the
 * "makeable contracts" table.
 *
 * Trumps named by the first card (V14, Hétu and Joffre): a row per suit
 * the first leader holds, that suit led first (so trumps), and a row
 * "by first lead" where best play picks the suit.
 * Kaiser bids (V8) are not in the table.
 */
#pragma once

#include "kaiser-engine.h"
#include "kaiser-solver.h"

G_BEGIN_DECLS

#define KAISER_DD_TABLE_MAX_ROWS 10

typedef struct {
  KaiserBid        contract;    /* kind, and the bid amount the table was asked for */
  KaiserSuit       trump;       /* KAISER_SUIT_NONE at no-trump and for "by first lead" */
  gboolean         low;         /* ranks reversed */
  KaiserSuit       lead_suit;   /* trumps by first lead: the suit led first, KAISER_SUIT_NONE for any */
  gint             value;       /* NS points minus EW points with best play; at more
                                 * sides, the declaring side's less the others' together */
  KaiserHandResult result;      /* one best line, scored: points, tricks, change, made */
} KaiserDdRow;

typedef struct {
  KaiserSeat  dealer;
  KaiserSeat  declarer;
  KaiserSeat  leader;           /* the first lead, by the rules */
  guint       n_rows;
  KaiserDdRow rows[KAISER_DD_TABLE_MAX_ROWS];
  /* From a game only: the hand as played. */
  gboolean    has_played;
  gint        played_row;       /* the row of the contract played, -1 if none */
  KaiserState played;           /* the state at the end of the hand */
} KaiserDdTable;

/* A state at the first lead from the four hands then held (after any
 * passing and kitty), the cards laid away from the kitty, the dealer and
 * the declarer; contract @kind at @amount, trumps @trump, low or high. */
gboolean kaiser_dd_table_first_lead (const KaiserRules *rules,
                                     KaiserSeat         dealer,
                                     KaiserSeat         declarer,
                                     const KaiserCards *hands,   /* one a seat */
                                     KaiserCards        discards,
                                     KaiserState       *state,
                                     GError           **error);

/* The state of @game's hand @hand_index (0-based) at its first lead,
 * replayed from the game's actions. */
gboolean kaiser_dd_table_game_first_lead (KaiserGame  *game,
                                          guint        hand_index,
                                          KaiserState *state,
                                          GError     **error);

/* Sets @state (at the first lead, no card played) to the contract of
 * @row: kind, amount, trumps, high or low, and the leader by the rules. */
void     kaiser_dd_table_set_contract (KaiserState *state, const KaiserDdRow *row);

/* The table for the deal of @first_lead (any contract in it is replaced)
 * with every contract at @amount (the rules' minimum bid when 0).  The
 * score change is from the game scores in @first_lead (a game's before
 * the hand, which the bid-out rules read; 0–0 from first_lead above).
 * Best play is the solver's: NS points minus EW points, so where V17 or
 * V19 change the count, another line of the same value might split the
 * points otherwise; the row shows one. */
/* The seats the rows' best play maximises for: the first side at two
 * sides (North–South), else the declaring side against the others
 * together, as the Expert's declarer sees the hand. */
guint    kaiser_dd_table_max_seats (const KaiserState *first_lead);

gboolean kaiser_dd_table_compute (KaiserSolver      *solver,
                                  const KaiserState *first_lead,
                                  guint              amount,
                                  KaiserDdTable     *table,
                                  GError           **error);

/* The table of @game's hand @hand_index at the amount bid, and the hand
 * as played when it was played out. */
gboolean kaiser_dd_table_compute_game (KaiserSolver  *solver,
                                       KaiserGame    *game,
                                       guint          hand_index,
                                       KaiserDdTable *table,
                                       GError       **error);

/* "spades", "no-trump", "low no-trump", "hearts led" … */
char    *kaiser_dd_row_describe (const KaiserDdRow *row);

/* The table as text, one row a contract (for kaiser-cli). */
char    *kaiser_dd_table_to_string (const KaiserRules *rules, const KaiserDdTable *table);

G_END_DECLS
