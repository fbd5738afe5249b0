/* test-rollout.c: the two-player Expert's card, by playing sampled deals
 * out (000_5ed066fa22fca3eb.txt, "Two Players": cards face down in piles
 * that neither player has seen), and the Lost Heir Expert's ("Lost
 * Heir": cards outside the suits).
 */
#include <string.h>

#include "kaiser-player.h"
#include "kaiser-rollout.h"
#include "kaiser-test-util.h"

/* Positions of two-player games in the play, the seat to act's view. */
static gboolean
next_position (KaiserGame *game, KaiserRng *rng, guint skip)
{
  for (guint i = 0; i <= skip; i++)
    {
      const KaiserState *st = kaiser_game_get_state (game);
      KaiserAction actions[KAISER_MAX_ACTIONS];
      guint n;

      if (st->phase == KAISER_PHASE_HAND_OVER && !kaiser_game_next_hand (game, NULL))
        return FALSE;
      if (kaiser_game_get_phase (game) == KAISER_PHASE_GAME_OVER)
        return FALSE;
      n = kaiser_game_legal_actions (game, actions);
      if (n == 0 || !kaiser_game_apply (game, &actions[kaiser_rng_below (rng, n)], NULL))
        return FALSE;
    }
  return TRUE;
}

/* A deal drawn is one the seat could be in: seen from its seat it is the
 * observation it was drawn from, byte for byte; every card of the pack is
 * once in a hand or played; a seat that showed out of a suit holds none
 * of it in hand, when that can be. */
static void
test_sample (void)
{
  KaiserRules rules;
  guint checked = 0, voided = 0;

  g_assert_true (kaiser_rules_init_preset (&rules, "two-players", NULL));
  for (guint64 seed = 1; seed <= 6; seed++)
    {
      g_autoptr(KaiserGame) game = kaiser_game_new (&rules, seed);
      KaiserRng rng;

      kaiser_rng_init (&rng, seed);
      while (next_position (game, &rng, kaiser_rng_below (&rng, 3)))
        {
          const KaiserState *st = kaiser_game_get_state (game);
          KaiserObservation obs, again;
          KaiserState deal;
          KaiserCards all = 0;

          if (st->phase != KAISER_PHASE_PLAY)
            continue;
          kaiser_observation_init (&obs, st, st->to_act);
          g_assert_true (kaiser_rollout_sample (&obs, &rng, &deal));
          kaiser_observation_init (&again, &deal, st->to_act);
          g_assert_true (memcmp (&again, &obs, sizeof obs) == 0);
          for (guint s = 0; s < 2; s++)
            {
              g_assert_cmpuint (all & deal.hands[s], ==, 0);
              all |= deal.hands[s];
              /* as many cards as the truth, in hand and under each pile */
              g_assert_cmpuint (kaiser_cards_count (deal.hands[s]), ==, kaiser_cards_count (st->hands[s]));
              g_assert_cmpuint (kaiser_cards_count (kaiser_state_hidden_cards (&deal, (KaiserSeat) s)), ==,
                                kaiser_cards_count (kaiser_state_hidden_cards (st, (KaiserSeat) s)));
            }
          for (guint t = 0; t <= st->n_tricks && t < KAISER_MAX_TRICKS; t++)
            for (guint i = 0; i < st->tricks[t].n_played; i++)
              all |= kaiser_card_bit (st->tricks[t].cards[i]);
          g_assert_cmpuint (all, ==, kaiser_deck_cards (&rules.deck));
          /* the truth holds no suit a seat showed out of in its hand: nor
           * does the deal drawn */
          {
            guint voids[KAISER_MAX_SEATS];

            kaiser_state_read_tricks (st, NULL, voids);
            for (guint s = 0; s < 2; s++)
              for (guint suit = 0; suit < KAISER_N_SUITS; suit++)
                if (voids[s] & (1u << suit))
                  {
                    g_assert_cmpuint (kaiser_state_held_cards (st, (KaiserSeat) s) & kaiser_suit_mask ((KaiserSuit) suit), ==, 0);
                    g_assert_cmpuint (kaiser_state_held_cards (&deal, (KaiserSeat) s) & kaiser_suit_mask ((KaiserSuit) suit), ==, 0);
                    voided++;
                  }
          }
          checked++;
        }
    }
  g_assert_cmpuint (checked, >, 100);
  g_assert_cmpuint (voided, >, 0);
}

/* The card chosen is legal, and the same from the same generator; away
 * from piles, or outside the play, the rollout leaves the choice to the
 * other players. */
static void
test_choose (void)
{
  KaiserRules rules, four;
  g_autoptr(KaiserGame) game = NULL;
  KaiserRng rng;
  guint chosen = 0;

  g_assert_true (kaiser_rules_init_preset (&rules, "two-players", NULL));
  game = kaiser_game_new (&rules, 9);
  kaiser_rng_init (&rng, 9);
  while (chosen < 20 && next_position (game, &rng, 1))
    {
      const KaiserState *st = kaiser_game_get_state (game);
      KaiserObservation obs;
      KaiserRng a, b;
      KaiserCard one, two;

      kaiser_observation_init (&obs, st, st->to_act == KAISER_SEAT_NONE ? KAISER_NORTH : st->to_act);
      kaiser_rng_init (&a, 3);
      kaiser_rng_init (&b, 3);
      if (st->phase != KAISER_PHASE_PLAY)
        {
          g_assert_false (kaiser_rollout_choose_card (&obs, &a, 8, &one));
          continue;
        }
      g_assert_true (kaiser_rollout_choose_card (&obs, &a, 8, &one));
      g_assert_true (kaiser_rollout_choose_card (&obs, &b, 8, &two));
      g_assert_cmpuint (one, ==, two);
      g_assert_true (kaiser_cards_has (kaiser_state_legal_cards (st), one));
      chosen++;
    }
  g_assert_cmpuint (chosen, ==, 20);

  /* four seats: the Expert's own search */
  kaiser_rules_init_standard (&four);
  {
    g_autoptr(KaiserGame) other = kaiser_game_new (&four, 2);
    KaiserObservation obs;
    KaiserCard card;

    kaiser_rng_init (&rng, 2);
    while (kaiser_game_get_phase (other) != KAISER_PHASE_PLAY)
      g_assert_true (next_position (other, &rng, 0));
    kaiser_game_observe (other, kaiser_game_get_to_act (other), &obs);
    g_assert_false (kaiser_rollout_choose_card (&obs, &rng, 8, &card));
  }
}

/* The last two tricks of a hand, every card known: the rollout is exact,
 * and takes the trick the +5 card was led to when it can (six points,
 * more than the last trick can swing). */
static void
test_takes_the_five (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  KaiserRng rng;
  guint found = 0;

  g_assert_true (kaiser_rules_init_preset (&rules, "two-players", NULL));
  for (guint64 seed = 1; seed < 400 && found < 5; seed++)
    {
      g_clear_object (&game);
      game = kaiser_game_new (&rules, seed);
      kaiser_rng_init (&rng, seed);
      while (next_position (game, &rng, 0))
        {
          const KaiserState *st = kaiser_game_get_state (game);
          const KaiserTrick *trick = &st->tricks[st->n_tricks];
          KaiserCards legal = kaiser_state_legal_cards (st);
          KaiserCards winners = 0;
          KaiserObservation obs;
          KaiserCard c, card;

          if (st->phase != KAISER_PHASE_PLAY || trick->n_played != 1 ||
              trick->cards[0] != rules.deck.bonus_card || kaiser_cards_count (legal) < 2)
            continue;
          KAISER_CARDS_FOREACH (c, legal)
            if (kaiser_state_card_beats (st, c, trick->cards[0]))
              winners |= kaiser_card_bit (c);
          /* one card wins it, and one does not */
          if (winners == 0 || winners == legal || (guint) st->n_tricks + 2 != kaiser_rules_hand_size (&rules))
            continue;
          kaiser_observation_init (&obs, st, st->to_act);
          g_assert_true (kaiser_rollout_choose_card (&obs, &rng, 4, &card));
          g_assert_true (kaiser_cards_has (winners, card));
          found++;
        }
    }
  g_test_message ("%u last tricks but one with the +5 card led", found);
  g_assert_cmpuint (found, >, 0);
}

/* Lost Heir (000_5ed066fa22fca3eb.txt, "Lost Heir"), whose blanks, Lost
 * Heir and Wrong Boy the solver does not search: the Expert plays its
 * cards here too.  South's deals after the first trick of
 * kaiser_test_lost_heir_deal (East, without a trump, threw 1H on the
 * 7D that made diamonds trumps) never give East the Lost Heir, a trump,
 * and may give it B2, a blank on the diamonds' spare bit; the card chosen
 * is legal, and the Expert player's too. */
static void
test_lost_heir (void)
{
  KaiserState st;
  KaiserObservation obs;
  KaiserRng rng;
  KaiserCard card;
  KaiserAction action;
  KaiserPlayer *expert = kaiser_player_new (KAISER_LEVEL_EXPERT, 25);
  guint b2_east = 0;

  kaiser_test_lost_heir_deal (&st, "lost-heir-teams", "5", 1);
  g_assert_true (kaiser_rollout_applies (&st));
  kaiser_test_trick_ok (&st, "7D 1H 1D WB");
  kaiser_observation_init (&obs, &st, KAISER_SOUTH);
  kaiser_rng_init (&rng, 25);
  for (guint k = 0; k < 300; k++)
    {
      KaiserState deal;

      g_assert_true (kaiser_rollout_sample (&obs, &rng, &deal));
      g_assert_false (kaiser_cards_has (deal.hands[KAISER_EAST], st.rules.deck.bonus_card));
      b2_east += kaiser_cards_has (deal.hands[KAISER_EAST], kaiser_test_card (&st.rules, "B2"));
    }
  g_assert_cmpuint (b2_east, >, 0);
  /* North, who won the trick, leads */
  kaiser_observation_init (&obs, &st, st.to_act);
  g_assert_true (kaiser_rollout_choose_card (&obs, &rng, 8, &card));
  g_assert_true (kaiser_cards_has (kaiser_state_legal_cards (&st), card));
  g_assert_true (kaiser_player_decide (expert, &obs, &action, NULL));
  g_assert_true (kaiser_cards_has (kaiser_state_legal_cards (&st), action.value));
  kaiser_player_free (expert);

  /* the standard pack, four seats: the solver's */
  g_assert_true (kaiser_rules_init_preset (&st.rules, "standard", NULL));
  g_assert_false (kaiser_rollout_applies (&st));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/rollout/sample", test_sample);
  g_test_add_func ("/kaiser/rollout/choose", test_choose);
  g_test_add_func ("/kaiser/rollout/takes-the-five", test_takes_the_five);
  g_test_add_func ("/kaiser/rollout/lost-heir", test_lost_heir);
  return g_test_run ();
}
