/* kaiser-dd-table.c: the double-dummy view of a deal, a row a contract. */
#define G_LOG_DOMAIN "kaiser-dd-table"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kaiser-dd-table.h"

gboolean
kaiser_dd_table_first_lead (const KaiserRules *rules,
                            KaiserSeat         dealer,
                            KaiserSeat         declarer,
                            const KaiserCards *hands,   /* one a seat */
                            KaiserCards        discards,
                            KaiserState       *state,
                            GError           **error)
{
  KaiserCards pack = kaiser_deck_cards (&rules->deck), seen = discards;
  guint size = kaiser_rules_hand_size (rules);
  KaiserCards none[KAISER_MAX_SEATS] = { 0 };
  guint n_seats = kaiser_rules_n_seats (rules);

  g_return_val_if_fail (dealer < n_seats && declarer < n_seats, FALSE);

  for (guint s = 0; s < n_seats; s++)
    {
      if (kaiser_cards_count (hands[s]) != size || (hands[s] & seen) != 0 || (hands[s] & ~pack) != 0)
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                       _("%s must hold %u cards of the pack, none held twice"), kaiser_seat_to_string (s), size);
          return FALSE;
        }
      seen |= hands[s];
    }
  if (kaiser_cards_count (discards) != kaiser_rules_kitty_size (rules) || seen != pack)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                   _("The hands and the %u cards laid away must make up the pack"), kaiser_rules_kitty_size (rules));
      return FALSE;
    }

  kaiser_state_init (state, rules, dealer);
  kaiser_state_deal (state, none, 0);
  for (guint s = 0; s < n_seats; s++)
    state->dealt[s] = state->hands[s] = hands[s];
  state->dealt[declarer] |= discards;
  state->kitty = discards;
  state->discards = discards;
  state->misdeal_pending = 0;
  state->phase = KAISER_PHASE_PLAY;
  state->declarer = declarer;
  state->contract = kaiser_bid_make (KAISER_BID_NO_TRUMP, (guint) rules->min_bid);
  state->trump = KAISER_SUIT_NONE;
  state->low = FALSE;
  state->active = (guint8) ((1u << n_seats) - 1);
  state->tricks[0].leader = declarer;
  state->to_act = declarer;
  return TRUE;
}

gboolean
kaiser_dd_table_game_first_lead (KaiserGame  *game,
                                 guint        hand_index,
                                 KaiserState *state,
                                 GError     **error)
{
  guint n = kaiser_game_get_n_actions (game);
  guint number;

  if (hand_index >= kaiser_game_get_n_hands (game))
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                   _("The game has %u hands, not %u"), kaiser_game_get_n_hands (game), hand_index + 1);
      return FALSE;
    }
  number = kaiser_game_get_hand_log (game, hand_index)->number;
  /* The first card of a hand follows a call (a bid, trumps, high or low,
   * a discard), never another card. */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(KaiserGame) before = NULL;
      const KaiserState *st;

      if (kaiser_game_get_action (game, i)->type != KAISER_ACTION_PLAY ||
          (i > 0 && kaiser_game_get_action (game, i - 1)->type == KAISER_ACTION_PLAY))
        continue;
      before = kaiser_game_replay (game, i, error);
      if (before == NULL)
        return FALSE;
      st = kaiser_game_get_state (before);
      if (st->hand_number != number || st->phase != KAISER_PHASE_PLAY || st->n_tricks != 0 ||
          st->tricks[0].n_played != 0)
        continue;
      *state = *st;
      return TRUE;
    }
  g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
               _("Hand %u was not played"), hand_index + 1);
  return FALSE;
}

void
kaiser_dd_table_set_contract (KaiserState *state, const KaiserDdRow *row)
{
  KaiserSeat leader = state->declarer;

  g_return_if_fail (state->phase == KAISER_PHASE_PLAY && state->n_tricks == 0 && state->tricks[0].n_played == 0);

  state->contract = row->contract;
  state->trump = row->trump;
  state->low = row->low;
  state->active = (guint8) ((1u << kaiser_rules_n_seats (&state->rules)) - 1);
  /* as start_play in kaiser-state.c */
  if (state->rules.first_lead == KAISER_LEAD_DEALER_LEFT)
    leader = kaiser_rules_seat_next (&state->rules, state->dealer);
  state->tricks[0].leader = leader;
  state->to_act = leader;
}

static void
add_row (KaiserDdTable *table, KaiserBidKind kind, guint amount, KaiserSuit trump, gboolean low, KaiserSuit lead_suit)
{
  KaiserDdRow *row;

  g_assert (table->n_rows < KAISER_DD_TABLE_MAX_ROWS);
  row = &table->rows[table->n_rows++];
  memset (row, 0, sizeof *row);
  row->contract = kaiser_bid_make (kind, amount);
  row->trump = trump;
  row->low = low;
  row->lead_suit = lead_suit;
}

/* The contracts of the rules: see the header. */
static void
add_rows (KaiserDdTable *table, const KaiserState *st, guint amount)
{
  const KaiserRules *rules = &st->rules;
  gint low = rules->low_no_trump;

  table->n_rows = 0;
  if (rules->trump_by == KAISER_TRUMP_BY_FIRST_LEAD)
    {
      for (guint s = 0; s < KAISER_N_SUITS; s++)
        if (st->hands[table->leader] & kaiser_suit_mask (s))
          add_row (table, KAISER_BID_SUIT, amount, KAISER_SUIT_NONE, FALSE, s);
      add_row (table, KAISER_BID_SUIT, amount, KAISER_SUIT_NONE, FALSE, KAISER_SUIT_NONE);
    }
  else
    {
      for (guint s = KAISER_N_SUITS; s-- > 0;)
        add_row (table, KAISER_BID_SUIT, amount, s, FALSE, KAISER_SUIT_NONE);
      if (low == KAISER_LOW_ANY_BID)
        for (guint s = KAISER_N_SUITS; s-- > 0;)
          add_row (table, KAISER_BID_SUIT, amount, s, TRUE, KAISER_SUIT_NONE);
    }
  if (rules->no_trump)
    add_row (table, KAISER_BID_NO_TRUMP, amount, KAISER_SUIT_NONE, FALSE, KAISER_SUIT_NONE);
  if (low == KAISER_LOW_OWN_BID || low == KAISER_LOW_EQUAL_BID)
    add_row (table, KAISER_BID_LOW_NO_TRUMP, amount, KAISER_SUIT_NONE, TRUE, KAISER_SUIT_NONE);
  else if ((low == KAISER_LOW_ANNOUNCED || low == KAISER_LOW_ANY_BID) && rules->no_trump)
    add_row (table, KAISER_BID_NO_TRUMP, amount, KAISER_SUIT_NONE, TRUE, KAISER_SUIT_NONE);
}

/* One best line from the first lead, each card the best of the seat to
 * act (the first among equals), scored by the engine at its end. */
static void
play_out (KaiserSolver *solver, const KaiserState *first_lead, KaiserDdRow *row)
{
  KaiserState st = *first_lead;
  guint max_seats = kaiser_dd_table_max_seats (first_lead);
  gboolean first = TRUE;

  kaiser_dd_table_set_contract (&st, row);
  while (st.phase == KAISER_PHASE_PLAY)
    {
      KaiserCard cards[KAISER_MAX_ACTIONS];
      gint values[KAISER_MAX_ACTIONS];
      guint n = kaiser_solver_solve_moves_for (solver, &st, max_seats, cards, values);
      gboolean ns = (max_seats & (1u << st.to_act)) != 0;
      KaiserAction action;
      gint best = -1;

      for (guint i = 0; i < n; i++)
        {
          if (first && row->lead_suit != KAISER_SUIT_NONE && kaiser_card_suit (cards[i]) != row->lead_suit)
            continue;
          if (best < 0 || (ns ? values[i] > values[best] : values[i] < values[best]))
            best = (gint) i;
        }
      g_assert (best >= 0);
      if (first)
        row->value = values[best];
      first = FALSE;
      action = kaiser_action_make (KAISER_ACTION_PLAY, st.to_act, cards[best]);
      if (!kaiser_state_apply (&st, &action, NULL))
        g_assert_not_reached ();
    }
  row->result = st.result;
}

gboolean
kaiser_dd_table_compute (KaiserSolver      *solver,
                         const KaiserState *first_lead,
                         guint              amount,
                         KaiserDdTable     *table,
                         GError           **error)
{
  const KaiserRules *rules = &first_lead->rules;
  KaiserState st = *first_lead;

  g_return_val_if_fail (first_lead->phase == KAISER_PHASE_PLAY && first_lead->n_tricks == 0 &&
                        first_lead->tricks[0].n_played == 0 &&
                        first_lead->declarer < kaiser_rules_n_seats (rules), FALSE);
  if (rules->deck.outside != 0)
    {
      /* Translators: Lost Heir's blanks, Lost Heir and Wrong Boy are
       * cards outside the four suits */
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID,
                   _("The double-dummy solver cannot search a pack with cards outside the suits"));
      return FALSE;
    }
  if (!kaiser_solver_can_solve (first_lead, kaiser_dd_table_max_seats (first_lead)))
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID,
                   _("The double-dummy solver cannot search a table of %u players yet"), kaiser_rules_n_seats (rules));
      return FALSE;
    }

  if (amount == 0)
    amount = (guint) rules->min_bid;
  if (amount < (guint) rules->min_bid || amount > (guint) rules->max_bid)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_BID_INVALID,
                   _("A bid must be from %d to %d"), rules->min_bid, rules->max_bid);
      return FALSE;
    }

  memset (table, 0, sizeof *table);
  table->played_row = -1;
  table->dealer = first_lead->dealer;
  table->declarer = first_lead->declarer;
  kaiser_dd_table_set_contract (&st, &(KaiserDdRow) { .contract = kaiser_bid_make (KAISER_BID_NO_TRUMP, amount),
                                                      .trump = KAISER_SUIT_NONE });
  table->leader = st.to_act;
  add_rows (table, &st, amount);
  for (guint i = 0; i < table->n_rows; i++)
    play_out (solver, first_lead, &table->rows[i]);
  return TRUE;
}

gboolean
kaiser_dd_table_compute_game (KaiserSolver  *solver,
                              KaiserGame    *game,
                              guint          hand_index,
                              KaiserDdTable *table,
                              GError       **error)
{
  const KaiserState *end;
  KaiserState st;
  KaiserBid contract;
  guint amount;

  if (!kaiser_dd_table_game_first_lead (game, hand_index, &st, error))
    return FALSE;
  contract = st.contract;
  amount = contract.kind == KAISER_BID_SUIT || contract.kind == KAISER_BID_NO_TRUMP ||
           contract.kind == KAISER_BID_LOW_NO_TRUMP ? contract.amount : 0;
  if (!kaiser_dd_table_compute (solver, &st, amount, table, error))
    return FALSE;

  end = &kaiser_game_get_hand_log (game, hand_index)->state;
  table->has_played = end->phase == KAISER_PHASE_HAND_OVER || end->phase == KAISER_PHASE_GAME_OVER;
  table->played = *end;
  for (guint i = 0; i < table->n_rows; i++)
    {
      const KaiserDdRow *row = &table->rows[i];
      gboolean same = row->contract.kind == contract.kind && row->low == end->low;

      if (st.rules.trump_by == KAISER_TRUMP_BY_FIRST_LEAD && contract.kind == KAISER_BID_SUIT)
        same = same && row->lead_suit == end->trump;
      else
        same = same && row->trump == st.trump;
      if (same)
        table->played_row = (gint) i;
    }
  return TRUE;
}

char *
kaiser_dd_row_describe (const KaiserDdRow *row)
{
  if (row->contract.kind == KAISER_BID_SUIT && row->trump == KAISER_SUIT_NONE)
    return row->lead_suit == KAISER_SUIT_NONE ? g_strdup ("trumps by lead")
                                              : g_strdup_printf ("%s led", kaiser_suit_to_string (row->lead_suit));
  if (row->contract.kind == KAISER_BID_SUIT)
    return g_strdup_printf ("%s%s", kaiser_suit_to_string (row->trump), row->low ? " low" : "");
  return g_strdup (row->low ? "low no-trump" : "no-trump");
}

guint
kaiser_dd_table_max_seats (const KaiserState *first_lead)
{
  const KaiserRules *rules = &first_lead->rules;

  if (kaiser_rules_n_sides (rules) <= 2 || first_lead->declarer >= kaiser_rules_n_seats (rules))
    return kaiser_rules_side_seats (rules, 0);
  return kaiser_rules_side_seats (rules, kaiser_rules_seat_side (rules, first_lead->declarer));
}

/* At more than two sides: the value, then each side's points, tricks and
 * score change. */
static void
append_result_sides (GString *out, const KaiserRules *rules, const char *name, gint value, const KaiserHandResult *r)
{
  g_string_append_printf (out, "%-16s %+5d ", name, value);
  for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
    g_string_append_printf (out, " %4d", r->points[t]);
  for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
    g_string_append_printf (out, " %4d", r->tricks[t]);
  g_string_append_printf (out, "  %-4s", r->made ? "made" : "set");
  for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
    g_string_append_printf (out, " %+5d", r->change[t]);
  g_string_append_c (out, '\n');
}

static void
append_result (GString *out, const KaiserRules *rules, const char *name, gint value, const KaiserHandResult *r)
{
  if (kaiser_rules_n_sides (rules) != 2)
    {
      append_result_sides (out, rules, name, value, r);
      return;
    }
  g_string_append_printf (out, "%-16s %+5d %4d %4d %4d %4d  %-4s %+6d %+6d\n", name, value,
                          r->points[KAISER_TEAM_NS], r->points[KAISER_TEAM_EW],
                          r->tricks[KAISER_TEAM_NS], r->tricks[KAISER_TEAM_EW],
                          r->made ? "made" : "set", r->change[KAISER_TEAM_NS], r->change[KAISER_TEAM_EW]);
}

/* The played hand's value as the rows count it. */
static gint
played_value (const KaiserRules *rules, const KaiserDdTable *table, const KaiserHandResult *r)
{
  guint max_seats = kaiser_dd_table_max_seats (&table->played);
  gint v = 0;

  for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
    v += (max_seats & kaiser_rules_side_seats (rules, t)) ? r->points[t] : -r->points[t];
  return v;
}

char *
kaiser_dd_table_to_string (const KaiserRules *rules, const KaiserDdTable *table)
{
  GString *out = g_string_new (NULL);
  KaiserTeam bidders = kaiser_rules_seat_side (rules, table->declarer);
  gboolean two = kaiser_rules_n_sides (rules) == 2;
  guint amount = table->n_rows ? table->rows[0].contract.amount : 0;

  g_string_append_printf (out, "rules %s, dealer %s, declarer %s (%s), first lead %s, bid %u%s\n",
                          rules->id, kaiser_seat_to_string (table->dealer), kaiser_seat_to_string (table->declarer),
                          two ? (bidders == KAISER_TEAM_NS ? "NS" : "EW") : kaiser_seat_to_string (table->declarer),
                          kaiser_seat_to_string (table->leader), amount,
                          rules->no_trump && rules->no_trump_doubles ? " (no-trump scores double)" : "");
  if (two)
    g_string_append_printf (out, "%-16s %5s %4s %4s %4s %4s  %-4s %6s %6s\n",
                            "contract", "NS-EW", "NS", "EW", "NSt", "EWt", "bid", "NS+", "EW+");
  else
    {
      /* the declaring side against the others together; then by side */
      g_string_append_printf (out, "%-16s %5s ", "contract", "D-oth");
      for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
        g_string_append_printf (out, " %3up", t + 1);
      for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
        g_string_append_printf (out, " %3ut", t + 1);
      g_string_append_printf (out, "  %-4s", "bid");
      for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
        g_string_append_printf (out, " %4u+", t + 1);
      g_string_append_c (out, '\n');
    }
  for (guint i = 0; i < table->n_rows; i++)
    {
      g_autofree char *name = kaiser_dd_row_describe (&table->rows[i]);
      append_result (out, rules, name, table->rows[i].value, &table->rows[i].result);
    }
  if (table->has_played)
    {
      const KaiserHandResult *r = &table->played.result;
      char bid[KAISER_BID_STRING_MAX];
      g_autofree char *name = g_strdup_printf ("played %s%s%s", kaiser_bid_to_string (table->played.contract, bid),
                                               table->played.trump != KAISER_SUIT_NONE ? " " : "",
                                               table->played.trump != KAISER_SUIT_NONE
                                                 ? kaiser_suit_to_string (table->played.trump) : "");

      append_result (out, rules, name, played_value (rules, table, r), r);
      if (table->played_row >= 0)
        {
          const KaiserDdRow *row = &table->rows[table->played_row];

          g_string_append_printf (out, "the declaring side took %d points, %d with best play in the same contract\n",
                                  r->points[bidders], row->result.points[bidders]);
        }
    }
  return g_string_free (out, FALSE);
}
