/* kaiser-play-model.c: how likely a seat is to play each of its cards. */
#define G_LOG_DOMAIN "kaiser-play-model"

#include <math.h>

#include "kaiser-play-model.h"

static const char *const FEATURE_NAMES[KAISER_PLAY_FEATURES] = {
  "wins",            /* it beats the trick's best card so far (not on a lead) */
  "overtakes",       /* … which the partner holds */
  "lowest",          /* the seat's lowest card of the suit */
  "highest",         /* its highest */
  "bonus",           /* the +5 card */
  "bonus-ours",      /* … to a trick the seat's side holds after it */
  "penalty",         /* the −3 card */
  "penalty-theirs",  /* … to a trick the other side holds after it */
  "trump",
  "rank",            /* its place in its suit, 0 the lowest, 1 the highest */
  "master",          /* no card of its suit still out beats it */
  "lead-master",
  "lead-trump",
  "discard",         /* neither the suit led nor a trump */
  "discard-rank",
  "last-wins",       /* the trick's last card, and it wins */
};

/* Fitted (a conditional logit, by Newton's method) on the 44,405 cards
 * Experts chose among two or more in 2,000 recorded hands of the Expert
 * against the frozen one (standard rules, seeds 611, 621 and 641 of
 * docs/ai.md): on 13,308 others (seed 651) the card played is the
 * model's likeliest 65% of the time, and its log-likelihood is 0.87 a
 * card where a uniform guess has 1.21 (docs/ai.md, "Reading the play
 * through a model"). */
static const double WEIGHTS[KAISER_PLAY_FEATURES] = {
  3.404, -2.092, 1.611, -0.337, -2.090, 2.725, -1.741, 2.347,
  -0.778, 0.308, -0.066, 2.658, 0.605, 1.383, -1.040, -0.118,
};

const char *
kaiser_play_model_feature_name (guint i)
{
  g_return_val_if_fail (i < KAISER_PLAY_FEATURES, NULL);
  return FEATURE_NAMES[i];
}

/* The card's place among the deck's cards of its suit: how many it beats
 * over how many there are less one. */
static double
rank_of (const KaiserState *st, KaiserCard card, KaiserCards suit_cards)
{
  KaiserCard other;
  guint below = 0, n = kaiser_cards_count (suit_cards);

  KAISER_CARDS_FOREACH (other, suit_cards & ~kaiser_card_bit (card))
    below += kaiser_state_card_beats (st, card, other);
  return n > 1 ? (double) below / (n - 1) : 1.0;
}

void
kaiser_play_model_features (const KaiserState *st, KaiserCard card, double *f)
{
  const KaiserRules *rules = &st->rules;
  const KaiserDeck *deck = &rules->deck;
  const KaiserTrick *trick = &st->tricks[st->n_tricks];
  KaiserSeat seat = st->to_act;
  KaiserTeam mine = kaiser_rules_seat_side (rules, seat);
  KaiserSuit suit = kaiser_deck_card_suit (deck, card, st->trump);
  KaiserCards suit_cards = kaiser_deck_suit_cards (deck, suit, st->trump);
  KaiserCards held = st->hands[seat] & suit_cards & ~kaiser_card_bit (card);
  KaiserCards played = 0, out;
  gboolean lead = trick->n_played == 0, wins = FALSE, master = TRUE;
  KaiserSeat winner = KAISER_SEAT_NONE;
  KaiserCard other;

  for (guint i = 0; i < KAISER_PLAY_FEATURES; i++)
    f[i] = 0;
  for (guint t = 0; t < kaiser_rules_n_sides (rules); t++)
    played |= st->won[t];
  for (guint i = 0; i < trick->n_played; i++)
    played |= kaiser_card_bit (trick->cards[i]);
  if (!lead)
    {
      KaiserCard top = trick->cards[0];

      for (guint i = 1; i < trick->n_played; i++)
        if (kaiser_state_card_beats (st, trick->cards[i], top))
          top = trick->cards[i];
      winner = kaiser_state_trick_winner (st, trick);
      wins = kaiser_state_card_beats (st, card, top);
    }
  out = suit_cards & ~played & ~st->hands[seat];
  KAISER_CARDS_FOREACH (other, out)
    if (kaiser_state_card_beats (st, other, card))
      master = FALSE;

  f[0] = wins;
  f[1] = wins && winner != KAISER_SEAT_NONE && winner != seat && kaiser_rules_seat_side (rules, winner) == mine;
  f[2] = 1;
  f[3] = 1;
  KAISER_CARDS_FOREACH (other, held)
    {
      if (kaiser_state_card_beats (st, card, other))
        f[2] = 0;
      else
        f[3] = 0;
    }
  f[4] = card == deck->bonus_card;
  f[6] = card == deck->penalty_card;
  if (!lead)
    {
      gboolean ours = wins || kaiser_rules_seat_side (rules, winner) == mine;

      f[5] = f[4] && ours;
      f[7] = f[6] && !ours;
    }
  f[8] = suit != KAISER_SUIT_NONE && suit == st->trump;
  f[9] = suit == KAISER_SUIT_NONE ? 0 : rank_of (st, card, suit_cards);
  f[10] = suit != KAISER_SUIT_NONE && master;
  f[11] = lead && f[10];
  f[12] = lead && f[8];
  if (!lead)
    {
      KaiserSuit led = kaiser_deck_card_suit (deck, trick->cards[0], st->trump);

      f[13] = suit != led && !f[8];
      f[14] = f[13] * f[9];
      f[15] = trick->n_played + 1u == kaiser_cards_count (st->active) && wins;
    }
}

double
kaiser_play_model_chance (const KaiserState *st, KaiserCard card)
{
  KaiserCards legal = kaiser_state_legal_cards (st);
  double score[64], top = -1e300, sum = 0;
  KaiserCard c;

  g_return_val_if_fail (kaiser_cards_has (legal, card), 0.0);

  if (kaiser_cards_count (legal) == 1)
    return 1.0;
  KAISER_CARDS_FOREACH (c, legal)
    {
      double f[KAISER_PLAY_FEATURES];

      kaiser_play_model_features (st, c, f);
      score[c] = 0;
      for (guint i = 0; i < KAISER_PLAY_FEATURES; i++)
        score[c] += WEIGHTS[i] * f[i];
      top = MAX (top, score[c]);
    }
  KAISER_CARDS_FOREACH (c, legal)
    sum += exp (score[c] - top);
  return exp (score[card] - top) / sum;
}
