/* test-observation.c: a seat sees only what it may know. */
#include <string.h>

#include "kaiser-match.h"
#include "kaiser-test-util.h"

/* Deal the cards a seat cannot see differently among the other seats,
 * keeping each seat's count: the world looks the same to this seat. */
static void
reshuffle_unseen (KaiserState *state, KaiserSeat seat, KaiserRng *rng)
{
  KaiserCard pool[32];
  guint n = 0, counts[KAISER_N_SEATS] = { 0 };
  KaiserCard card;

  for (guint s = 0; s < KAISER_N_SEATS; s++)
    if (s != seat)
      {
        counts[s] = kaiser_cards_count (state->hands[s]);
        KAISER_CARDS_FOREACH (card, state->hands[s])
          pool[n++] = card;
        state->hands[s] = 0;
        /* What was dealt but is now played stays; the rest moves. */
        state->dealt[s] = 0;
      }
  for (guint i = n; i > 1; i--)
    {
      guint j = kaiser_rng_below (rng, i);
      KaiserCard t = pool[i - 1];
      pool[i - 1] = pool[j];
      pool[j] = t;
    }
  n = 0;
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    for (guint k = 0; k < counts[s]; k++)
      state->hands[s] |= kaiser_card_bit (pool[n++]);
}

static void
test_observation_hides_other_hands (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  KaiserRng rng, shuffle_rng;
  guint compared = 0;

  kaiser_rules_init_standard (&rules);
  game = kaiser_game_new (&rules, 77);
  kaiser_rng_init (&rng, 77);
  kaiser_rng_init (&shuffle_rng, 78);

  while (kaiser_game_get_phase (game) != KAISER_PHASE_GAME_OVER && compared < 2000)
    {
      const KaiserState *st = kaiser_game_get_state (game);
      KaiserObservation obs;
      KaiserAction action;

      for (guint s = 0; s < KAISER_N_SEATS; s++)
        {
          KaiserObservation a, b;
          KaiserState other = *st;
          KaiserAction la[KAISER_MAX_ACTIONS], lb[KAISER_MAX_ACTIONS];
          guint na, nb;

          kaiser_observation_init (&a, st, s);
          g_assert_cmpuint (a.view.hands[s], ==, st->hands[s]);
          g_assert_cmpuint (a.view.dealt[s], ==, st->dealt[s]);
          for (guint o = 0; o < KAISER_N_SEATS; o++)
            if (o != s)
              {
                g_assert_cmpuint (a.view.hands[o], ==, 0);
                g_assert_cmpuint (a.view.dealt[o], ==, 0);
              }
          g_assert_cmpuint (a.view.misdeal_pending & ~(1u << s), ==, 0);

          /* Same observation whatever the unseen cards are. */
          if (st->phase == KAISER_PHASE_PLAY || st->phase == KAISER_PHASE_BIDDING || st->phase == KAISER_PHASE_TRUMP)
            {
              reshuffle_unseen (&other, s, &shuffle_rng);
              kaiser_observation_init (&b, &other, s);
              g_assert_cmpint (memcmp (&a, &b, sizeof a), ==, 0);
              compared++;
            }

          /* The legal actions computed from the observation are the real ones. */
          if (st->to_act == s)
            {
              na = kaiser_state_legal_actions (&a.view, la);
              nb = kaiser_state_legal_actions (st, lb);
              g_assert_cmpuint (na, ==, nb);
              g_assert_cmpint (memcmp (la, lb, na * sizeof la[0]), ==, 0);
            }
          else if (st->phase == KAISER_PHASE_MISDEAL)
            /* who else may throw the hand in is hidden */
            g_assert_cmpint (a.view.to_act, ==, KAISER_SEAT_NONE);
        }

      if (st->phase == KAISER_PHASE_HAND_OVER)
        {
          g_assert_true (kaiser_game_next_hand (game, NULL));
          continue;
        }
      kaiser_game_observe (game, st->to_act, &obs);
      g_assert_true (kaiser_random_player_choose (&obs, &rng, &action));
      g_assert_true (kaiser_game_apply (game, &action, NULL));
    }
  g_assert_cmpuint (compared, >, 500);
}

static void
test_observation_random_player_fair (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL;
  KaiserRng shuffle_rng;

  kaiser_rules_init_standard (&rules);
  rules.misdeal_weak_hand = FALSE;
  game = kaiser_game_new (&rules, 5);
  kaiser_rng_init (&shuffle_rng, 6);
  /* The same observation and seed give the same decision, however the
   * unseen cards lie. */
  for (guint i = 0; i < 200; i++)
    {
      KaiserState other = *kaiser_game_get_state (game);
      KaiserSeat seat = other.to_act;
      KaiserObservation a, b;
      KaiserRng r1, r2;
      KaiserAction x, y;

      reshuffle_unseen (&other, seat, &shuffle_rng);
      kaiser_observation_init (&a, kaiser_game_get_state (game), seat);
      kaiser_observation_init (&b, &other, seat);
      kaiser_rng_init (&r1, i);
      kaiser_rng_init (&r2, i);
      g_assert_true (kaiser_random_player_choose (&a, &r1, &x));
      g_assert_true (kaiser_random_player_choose (&b, &r2, &y));
      g_assert_cmpint (memcmp (&x, &y, sizeof x), ==, 0);
      if (kaiser_game_get_phase (game) == KAISER_PHASE_PLAY && other.n_tricks == 7)
        break;
      g_assert_true (kaiser_game_apply (game, &x, NULL));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/observation/hides-other-hands", test_observation_hides_other_hands);
  g_test_add_func ("/kaiser/observation/random-player-fair", test_observation_random_player_fair);
  return g_test_run ();
}
