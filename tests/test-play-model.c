/* test-play-model.c: the play model (kaiser-play-model.h) and the
 * reading of the play through it (kaiser_sampler_play_likelihood with
 * play_model, the Expert's plays=model). */
#include <math.h>

#include "kaiser-engine.h"
#include "kaiser-play-model.h"
#include "kaiser-sampler.h"
#include "kaiser-test-util.h"

/* North declares 7 in hearts and leads; West deals.  The pack is the
 * standard one (000_5ed066fa22fca3eb.txt, "The Deck": 7♥ and 7♠ make
 * way for 5♥, worth five, and 3♠, worth minus three). */
static void
hearts_hand (KaiserState *st, KaiserRules *rules)
{
  kaiser_rules_init_standard (rules);
  kaiser_test_state_from_text (st, rules,
    "dealer: W\n"
    "N: AC 9C AS KS AH KH QH JH\n"
    "E: KC 8C QS JS 10S 9S 10H 9H\n"
    "S: QC 7C 8S 3S 8H 5H AD KD\n"
    "W: JC 10C QD JD 10D 9D 8D 7D\n");
  kaiser_test_bid_ok (st, KAISER_NORTH, "7");
  kaiser_test_bid_ok (st, KAISER_EAST, "pass");
  kaiser_test_bid_ok (st, KAISER_SOUTH, "pass");
  kaiser_test_bid_ok (st, KAISER_WEST, "pass");
  kaiser_test_trump_ok (st, KAISER_NORTH, KAISER_HEARTS);
  g_assert_cmpint (st->phase, ==, KAISER_PHASE_PLAY);
}

static void
features_of (const KaiserState *st, const KaiserRules *rules, const char *card, double *f)
{
  kaiser_play_model_features (st, kaiser_test_card (rules, card), f);
  for (guint i = 0; i < KAISER_PLAY_FEATURES; i++)
    g_assert_true (f[i] >= 0 && f[i] <= 1);
}

/* Each feature says what its name does, in positions built for it. */
static void
test_play_model_features (void)
{
  KaiserRules rules;
  KaiserState st;
  double f[KAISER_PLAY_FEATURES];

  hearts_hand (&st, &rules);
  g_assert_cmpstr (kaiser_play_model_feature_name (0), ==, "wins");
  /* North's lead: the ace of spades is the master of its suit, a lead
   * wins nothing yet; the ace of hearts a master trump */
  features_of (&st, &rules, "AS", f);
  g_assert_cmpfloat (f[0], ==, 0);
  g_assert_cmpfloat (f[10], ==, 1);
  g_assert_cmpfloat (f[11], ==, 1);
  g_assert_cmpfloat (f[9], ==, 1);
  features_of (&st, &rules, "AH", f);
  g_assert_cmpfloat (f[8], ==, 1);
  g_assert_cmpfloat (f[12], ==, 1);
  /* the nine of clubs: the king, queen, jack and ten are still out */
  features_of (&st, &rules, "9C", f);
  g_assert_cmpfloat (f[10], ==, 0);
  g_assert_cmpfloat (f[2], ==, 1);
  g_assert_cmpfloat (f[3], ==, 0);

  kaiser_test_play_ok (&st, KAISER_NORTH, "9C");
  /* East: the king wins (an opponent's card), the eight is its lowest */
  features_of (&st, &rules, "KC", f);
  g_assert_cmpfloat (f[0], ==, 1);
  g_assert_cmpfloat (f[1], ==, 0);
  g_assert_cmpfloat (f[3], ==, 1);
  features_of (&st, &rules, "8C", f);
  g_assert_cmpfloat (f[0], ==, 0);
  g_assert_cmpfloat (f[2], ==, 1);
  kaiser_test_play_ok (&st, KAISER_EAST, "8C");
  kaiser_test_play_ok (&st, KAISER_SOUTH, "QC");
  /* West, last: the jack does not beat South's queen */
  features_of (&st, &rules, "JC", f);
  g_assert_cmpfloat (f[0], ==, 0);
  g_assert_cmpfloat (f[15], ==, 0);
  kaiser_test_play_ok (&st, KAISER_WEST, "JC");

  /* South won and leads: the king of diamonds is a master, the ace
   * being South's own; the eight of spades is not */
  features_of (&st, &rules, "KD", f);
  g_assert_cmpfloat (f[10], ==, 1);
  g_assert_cmpfloat (f[2], ==, 1);
  features_of (&st, &rules, "8S", f);
  g_assert_cmpfloat (f[10], ==, 0);
  g_assert_cmpfloat (f[11], ==, 0);
  kaiser_test_play_ok (&st, KAISER_SOUTH, "7C");
  /* West follows with the ten, its last club; North overtakes its
   * partner's seven with the ace, or not with nothing else to play */
  kaiser_test_play_ok (&st, KAISER_WEST, "10C");
  features_of (&st, &rules, "AC", f);
  g_assert_cmpfloat (f[0], ==, 1);
  g_assert_cmpfloat (f[1], ==, 0);   /* West's ten holds the trick, not South */
  kaiser_test_play_ok (&st, KAISER_NORTH, "AC");
  /* East, out of clubs: a trump or a discard, to North's trick */
  features_of (&st, &rules, "9H", f);
  g_assert_cmpfloat (f[0], ==, 1);
  g_assert_cmpfloat (f[8], ==, 1);
  g_assert_cmpfloat (f[13], ==, 0);
  features_of (&st, &rules, "10S", f);
  g_assert_cmpfloat (f[13], ==, 1);
  g_assert_cmpfloat (f[14], >, 0);
  g_assert_cmpfloat (f[0], ==, 0);
}

/* The +5 and −3 cards: given to the side that holds the trick after them. */
static void
test_play_model_point_cards (void)
{
  KaiserRules rules;
  KaiserState st;
  double f[KAISER_PLAY_FEATURES];

  hearts_hand (&st, &rules);
  /* North leads the ace of spades; East follows; South may give the −3
   * to its partner's trick (not the other side's) */
  kaiser_test_play_ok (&st, KAISER_NORTH, "AS");
  kaiser_test_play_ok (&st, KAISER_EAST, "9S");
  features_of (&st, &rules, "3S", f);
  g_assert_cmpfloat (f[6], ==, 1);
  g_assert_cmpfloat (f[7], ==, 0);
  g_assert_cmpfloat_with_epsilon (kaiser_play_model_chance (&st, kaiser_test_card (&rules, "3S")) +
                                  kaiser_play_model_chance (&st, kaiser_test_card (&rules, "8S")), 1.0, 1e-12);
  kaiser_test_play_ok (&st, KAISER_SOUTH, "8S");
  kaiser_test_play_ok (&st, KAISER_WEST, "7D");
  /* North leads the king of hearts (trumps); East's ten and nine do not
   * beat it; South may give its partner the +5 */
  kaiser_test_play_ok (&st, KAISER_NORTH, "KH");
  kaiser_test_play_ok (&st, KAISER_EAST, "9H");
  features_of (&st, &rules, "5H", f);
  g_assert_cmpfloat (f[4], ==, 1);
  g_assert_cmpfloat (f[5], ==, 1);
  /* … which the model finds the likelier card: the +5 to its own side */
  g_assert_cmpfloat (kaiser_play_model_chance (&st, kaiser_test_card (&rules, "5H")), >,
                     kaiser_play_model_chance (&st, kaiser_test_card (&rules, "8H")));
}

/* The chances of a seat's legal cards make one; a forced card is sure. */
static void
test_play_model_chances (void)
{
  KaiserRules rules;
  KaiserState st;
  guint forced = 0, positions = 0;

  kaiser_rules_init_standard (&rules);
  for (guint64 seed = 0; seed < 40; seed++)
    {
      KaiserCards legal;
      KaiserCard card;
      double sum = 0;

      if (!kaiser_test_random_position (&rules, seed, seed + 1, 1 + seed % 8, -1, &st))
        continue;
      legal = kaiser_state_legal_cards (&st);
      KAISER_CARDS_FOREACH (card, legal)
        {
          double p = kaiser_play_model_chance (&st, card);

          g_assert_cmpfloat (p, >, 0);
          g_assert_cmpfloat (p, <=, 1);
          sum += p;
        }
      g_assert_cmpfloat_with_epsilon (sum, 1.0, 1e-9);
      forced += kaiser_cards_count (legal) == 1;
      positions++;
    }
  g_assert_cmpuint (positions, >=, 30);
  g_assert_cmpuint (forced, <, positions);
}

/* Reading the play: East played the eight of clubs under North's nine.
 * A deal where East held the king too (and kept it) is less likely than
 * one where the eight was its only club, and the king was West's, who
 * won the trick with its lowest winner. */
static void
test_play_model_reading (void)
{
  KaiserRules rules;
  KaiserState st, other;
  KaiserObservation obs;
  KaiserSampler sampler;
  KaiserCard kc, qd;
  double held, not_held;

  hearts_hand (&st, &rules);
  kaiser_test_play_ok (&st, KAISER_NORTH, "9C");
  kaiser_test_play_ok (&st, KAISER_EAST, "8C");
  kaiser_test_play_ok (&st, KAISER_SOUTH, "7C");
  kaiser_test_play_ok (&st, KAISER_WEST, "10C");
  kaiser_observation_init (&obs, &st, KAISER_SOUTH);
  kaiser_sampler_init (&sampler, &obs, TRUE);
  sampler.read_play = TRUE;
  sampler.play_model = 1.0;

  kc = kaiser_test_card (&rules, "KC");
  qd = kaiser_test_card (&rules, "QD");
  other = st;
  other.hands[KAISER_EAST] = (st.hands[KAISER_EAST] & ~kaiser_card_bit (kc)) | kaiser_card_bit (qd);
  other.hands[KAISER_WEST] = (st.hands[KAISER_WEST] & ~kaiser_card_bit (qd)) | kaiser_card_bit (kc);
  other.dealt[KAISER_EAST] = (st.dealt[KAISER_EAST] & ~kaiser_card_bit (kc)) | kaiser_card_bit (qd);
  other.dealt[KAISER_WEST] = (st.dealt[KAISER_WEST] & ~kaiser_card_bit (qd)) | kaiser_card_bit (kc);

  held = kaiser_sampler_play_likelihood (&sampler, &st);
  not_held = kaiser_sampler_play_likelihood (&sampler, &other);
  g_test_message ("East held the king: %.4f; West did: %.4f", held, not_held);
  g_assert_cmpfloat (not_held, >, 3 * held);

  /* the chances to a power below one say less */
  sampler.play_model = 0.5;
  g_assert_cmpfloat_with_epsilon (kaiser_sampler_play_likelihood (&sampler, &st), sqrt (held), 1e-9);
  g_assert_cmpfloat_with_epsilon (kaiser_sampler_play_likelihood (&sampler, &other), sqrt (not_held), 1e-9);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kaiser/play-model/features", test_play_model_features);
  g_test_add_func ("/kaiser/play-model/point-cards", test_play_model_point_cards);
  g_test_add_func ("/kaiser/play-model/chances", test_play_model_chances);
  g_test_add_func ("/kaiser/play-model/reading", test_play_model_reading);
  return g_test_run ();
}
