/* kaiser-deal-number.c */
#define G_LOG_DOMAIN "kaiser-deal-number"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kaiser-deal-number.h"
#include "kaiser-error.h"

/* A whole number of 256 bits, in 32-bit limbs, least significant first:
 * more than the count of deals of any pack the rules allow. */
#define N_LIMBS 8

typedef struct {
  guint32 limb[N_LIMBS];
} Big;

/* b = b * m + a; FALSE on overflow */
static gboolean
big_mul_add (Big *b, guint32 m, guint32 a)
{
  guint64 carry = a;

  for (guint i = 0; i < N_LIMBS; i++)
    {
      guint64 v = (guint64) b->limb[i] * m + carry;

      b->limb[i] = (guint32) v;
      carry = v >> 32;
    }
  return carry == 0;
}

/* b = b / d; returns b % d */
static guint32
big_divmod (Big *b, guint32 d)
{
  guint64 rem = 0;

  for (guint i = N_LIMBS; i > 0; i--)
    {
      guint64 v = rem << 32 | b->limb[i - 1];

      b->limb[i - 1] = (guint32) (v / d);
      rem = v % d;
    }
  return (guint32) rem;
}

static gboolean
big_is_zero (const Big *b)
{
  for (guint i = 0; i < N_LIMBS; i++)
    if (b->limb[i] != 0)
      return FALSE;
  return TRUE;
}

static guint64
binomial (guint n, guint k)
{
  guint64 c = 1;

  if (k > n)
    return 0;
  for (guint i = 0; i < k; i++)
    c = c * (n - i) / (i + 1);
  return c;
}

/* The choices a deal is made of, in order: the dealer (one of the
 * seats), the kitty among the whole pack, then each seat's hand but the
 * last's among the cards left (the last seat holds the rest: W at four);
 * with piles (two players), then for each seat its piles: the cards it
 * holds in hand among its own, the top cards among the rest, and which
 * card lies under each top card (the piles in the order of their top
 * cards).  FALSE when a choice does not fit 32 bits. */
typedef struct {
  guint   n_cards;                  /* in the pack */
  KaiserCard cards[64];             /* the pack, in the engine's order */
  guint   kitty, hand;              /* sizes */
  guint   n_piles, held;            /* piles a seat, and cards in hand */
  guint   n_seats;
  guint   n_radix;                  /* 1 + 1 + n_seats − 1, + n_seats with piles */
  guint32 radix[1 + 1 + KAISER_MAX_SEATS - 1 + KAISER_MAX_SEATS];
} Layout;

static guint
factorial (guint n)
{
  return n <= 1 ? 1 : n * factorial (n - 1);
}

static gboolean
layout_init (const KaiserRules *rules, Layout *layout)
{
  KaiserCard card;
  guint left;

  memset (layout, 0, sizeof *layout);
  layout->n_seats = kaiser_rules_n_seats (rules);
  layout->n_radix = 1 + layout->n_seats;
  layout->n_piles = kaiser_rules_n_piles (rules);
  layout->held = kaiser_rules_held_size (rules);
  KAISER_CARDS_FOREACH (card, kaiser_deck_cards (&rules->deck))
    layout->cards[layout->n_cards++] = card;
  layout->kitty = kaiser_rules_kitty_size (rules);
  layout->hand = kaiser_rules_hand_size (rules);
  if (layout->kitty + layout->n_seats * layout->hand != layout->n_cards)
    return FALSE;
  layout->radix[0] = layout->n_seats;
  left = layout->n_cards;
  for (guint i = 1; i < layout->n_radix; i++)
    {
      guint take = i == 1 ? layout->kitty : layout->hand;
      guint64 r = binomial (left, take);

      if (r == 0 || r > G_MAXUINT32)
        return FALSE;
      layout->radix[i] = (guint32) r;
      left -= take;
    }
  if (layout->n_piles > 0)
    {
      guint64 r = binomial (layout->hand, layout->held) * binomial (2 * layout->n_piles, layout->n_piles) *
                  factorial (layout->n_piles);

      if (r == 0 || r > G_MAXUINT32)
        return FALSE;
      for (guint s = 0; s < layout->n_seats; s++)
        layout->radix[layout->n_radix++] = (guint32) r;
    }
  return TRUE;
}

/* The rank of @chosen among @from (both sets of positions in the pack, in
 * order), in the combinatorial number system. */
static guint32
subset_rank (const Layout *layout, KaiserCards from, KaiserCards chosen)
{
  guint64 rank = 0;
  guint pos = 0, i = 0;

  for (guint c = 0; c < layout->n_cards; c++)
    {
      KaiserCards bit = kaiser_card_bit (layout->cards[c]);

      if (!(from & bit))
        continue;
      if (chosen & bit)
        rank += binomial (pos, ++i);
      pos++;
    }
  return (guint32) rank;
}

static KaiserCards
subset_unrank (const Layout *layout, KaiserCards from, guint k, guint32 rank)
{
  KaiserCard positions[64];
  KaiserCards chosen = 0;
  guint n = 0;
  guint64 r = rank;

  for (guint c = 0; c < layout->n_cards; c++)
    if (from & kaiser_card_bit (layout->cards[c]))
      positions[n++] = layout->cards[c];
  for (guint i = k; i > 0; i--)
    {
      guint p = i - 1;

      /* the largest p with C(p, i) <= r */
      while (p + 1 < n && binomial (p + 1, i) <= r)
        p++;
      r -= binomial (p, i);
      chosen |= kaiser_card_bit (positions[p]);
      n = p;
    }
  return chosen;
}

/* A seat's piles as one number: the hand among its cards, the tops among
 * the rest, then the card under each top, in the order of the tops, as
 * its place among the cards under not yet placed. */
static guint32
piles_rank (const Layout *layout, KaiserCards holding, const KaiserPiles *piles)
{
  KaiserCards on_piles = kaiser_piles_cards (piles), tops = 0, unders;
  guint64 perm = 0;

  for (guint k = 0; k < layout->n_piles; k++)
    tops |= kaiser_card_bit (piles->top[k]);
  unders = on_piles & ~tops;
  for (guint c = 0; c < layout->n_cards; c++)
    {
      KaiserCard top = layout->cards[c];
      KaiserCard under = KAISER_CARD_NONE;

      if (!kaiser_cards_has (tops, top))
        continue;
      for (guint k = 0; k < layout->n_piles; k++)
        if (piles->top[k] == top)
          under = piles->under[k];
      perm = perm * kaiser_cards_count (unders) + kaiser_cards_count (unders & (kaiser_card_bit (under) - 1));
      unders &= ~kaiser_card_bit (under);
    }
  return (guint32) ((subset_rank (layout, holding, holding & ~on_piles) * binomial (2 * layout->n_piles, layout->n_piles) +
                     subset_rank (layout, on_piles, tops)) * factorial (layout->n_piles) + perm);
}

static void
piles_unrank (const Layout *layout, KaiserCards holding, guint32 rank, KaiserPiles *piles)
{
  guint n = layout->n_piles;
  guint64 perm = rank % factorial (n), rest = rank / factorial (n);
  KaiserCards in_hand, on_piles, tops, unders;
  guint digit[KAISER_MAX_PILES];
  guint k = 0;

  in_hand = subset_unrank (layout, holding, layout->held, (guint32) (rest / binomial (2 * n, n)));
  on_piles = holding & ~in_hand;
  tops = subset_unrank (layout, on_piles, n, (guint32) (rest % binomial (2 * n, n)));
  unders = on_piles & ~tops;
  /* the places, last first: pile i chose among n − i cards */
  for (guint i = n; i > 0; i--)
    {
      digit[i - 1] = (guint) (perm % (n - i + 1));
      perm /= n - i + 1;
    }
  kaiser_piles_clear (piles);
  for (guint c = 0; c < layout->n_cards && k < n; c++)
    {
      KaiserCards left = unders;

      if (!kaiser_cards_has (tops, layout->cards[c]))
        continue;
      piles->top[k] = layout->cards[c];
      for (guint j = 0; j < digit[k]; j++)
        left &= left - 1;
      piles->under[k] = kaiser_cards_first (left);
      unders &= ~kaiser_card_bit (piles->under[k]);
      k++;
    }
}

char *
kaiser_deal_number_from_deal (const KaiserRules *rules, const KaiserDeal *deal)
{
  Layout layout;
  Big number;
  KaiserCards left;
  guint32 digits[G_N_ELEMENTS (layout.radix)];
  GString *text;
  guint32 chunks[N_LIMBS * 2];
  guint n_chunks = 0;

  g_return_val_if_fail (rules != NULL && deal != NULL, NULL);

  if (!layout_init (rules, &layout) || deal->dealer >= layout.n_seats)
    return NULL;
  left = kaiser_deck_cards (&rules->deck);
  digits[0] = deal->dealer;
  digits[1] = subset_rank (&layout, left, deal->kitty);
  left &= ~deal->kitty;
  for (guint s = 0; s + 1 < layout.n_seats; s++)
    {
      digits[2 + s] = subset_rank (&layout, left, deal->hands[s]);
      left &= ~deal->hands[s];
    }
  for (guint s = 0; s < layout.n_seats && layout.n_piles > 0; s++)
    {
      if (!kaiser_piles_check (rules, deal->hands[s], &deal->piles[s], NULL))
        return NULL;
      digits[1 + layout.n_seats + s] = piles_rank (&layout, deal->hands[s], &deal->piles[s]);
    }
  memset (&number, 0, sizeof number);
  for (guint i = 0; i < layout.n_radix; i++)
    if (!big_mul_add (&number, i == 0 ? 1 : layout.radix[i], digits[i]))
      return NULL;
  /* in decimal, nine digits at a time */
  do
    chunks[n_chunks++] = big_divmod (&number, 1000000000u);
  while (!big_is_zero (&number) && n_chunks < G_N_ELEMENTS (chunks));
  text = g_string_new (NULL);
  g_string_append_printf (text, "%u", chunks[n_chunks - 1]);
  for (guint i = n_chunks - 1; i > 0; i--)
    g_string_append_printf (text, "%09u", chunks[i - 1]);
  return g_string_free (text, FALSE);
}

gboolean
kaiser_deal_number_to_deal (const KaiserRules *rules, const char *text, KaiserDeal *deal, GError **error)
{
  Layout layout;
  Big number;
  guint32 digits[G_N_ELEMENTS (layout.radix)];
  KaiserCards left;
  guint n_digits = 0, n_significant = 0;

  g_return_val_if_fail (rules != NULL && text != NULL && deal != NULL, FALSE);

  if (!layout_init (rules, &layout))
    {
      g_set_error_literal (error, KAISER_ERROR, KAISER_ERROR_INVALID_DEAL, _("Deals of this pack have no numbers"));
      return FALSE;
    }
  memset (&number, 0, sizeof number);
  for (const char *p = text; *p; p++)
    {
      if (g_ascii_isspace (*p))
        continue;
      if (!g_ascii_isdigit (*p))
        {
          g_set_error_literal (error, KAISER_ERROR, KAISER_ERROR_INVALID_DEAL, _("A deal number has digits only"));
          return FALSE;
        }
      /* leading zeros are no digits of the number: "0001" is 1 */
      n_digits++;
      if (n_significant > 0 || *p != '0')
        n_significant++;
      if (n_significant > KAISER_DEAL_NUMBER_MAX_DIGITS || !big_mul_add (&number, 10, (guint32) (*p - '0')))
        {
          g_set_error_literal (error, KAISER_ERROR, KAISER_ERROR_INVALID_DEAL, _("This number is too large for a deal of this pack"));
          return FALSE;
        }
    }
  if (n_digits == 0)
    {
      g_set_error_literal (error, KAISER_ERROR, KAISER_ERROR_INVALID_DEAL, _("Type a deal number"));
      return FALSE;
    }
  for (guint i = layout.n_radix; i > 1; i--)
    digits[i - 1] = big_divmod (&number, layout.radix[i - 1]);
  digits[0] = big_divmod (&number, layout.n_seats);
  if (!big_is_zero (&number))
    {
      g_set_error_literal (error, KAISER_ERROR, KAISER_ERROR_INVALID_DEAL, _("This number is too large for a deal of this pack"));
      return FALSE;
    }
  memset (deal, 0, sizeof *deal);
  deal->dealer = (KaiserSeat) digits[0];
  left = kaiser_deck_cards (&rules->deck);
  deal->kitty = subset_unrank (&layout, left, layout.kitty, digits[1]);
  left &= ~deal->kitty;
  for (guint s = 0; s + 1 < layout.n_seats; s++)
    {
      deal->hands[s] = subset_unrank (&layout, left, layout.hand, digits[2 + s]);
      left &= ~deal->hands[s];
    }
  deal->hands[layout.n_seats - 1] = left;
  for (guint s = 0; s < KAISER_MAX_SEATS && layout.n_piles > 0; s++)
    kaiser_piles_clear (&deal->piles[s]);
  for (guint s = 0; s < layout.n_seats && layout.n_piles > 0; s++)
    piles_unrank (&layout, deal->hands[s], digits[1 + layout.n_seats + s], &deal->piles[s]);
  return TRUE;
}

char *
kaiser_deal_number_of_hand (KaiserGame *game, guint hand_index)
{
  const KaiserHandLog *log;
  KaiserDeal deal;

  g_return_val_if_fail (KAISER_IS_GAME (game), NULL);

  if (hand_index >= kaiser_game_get_n_hands (game))
    return NULL;
  log = kaiser_game_get_hand_log (game, hand_index);
  memset (&deal, 0, sizeof deal);
  deal.dealer = log->start.dealer;
  memcpy (deal.hands, log->start.dealt, sizeof deal.hands);
  memcpy (deal.piles, log->start.piles, sizeof deal.piles);
  deal.kitty = log->start.kitty;
  return kaiser_deal_number_from_deal (kaiser_game_get_rules (game), &deal);
}

KaiserGame *
kaiser_deal_number_new_game (const KaiserRules *rules, const char *text, GError **error)
{
  KaiserDeal deal;
  KaiserGameStart start;
  g_autofree char *canonical = NULL;

  if (!kaiser_deal_number_to_deal (rules, text, &deal, error))
    return NULL;
  memset (&start, 0, sizeof start);
  start.dealer = deal.dealer;
  memcpy (start.hands, deal.hands, sizeof start.hands);
  memcpy (start.piles, deal.piles, sizeof start.piles);
  start.kitty = deal.kitty;
  /* the later hands from a seed of the number's own */
  canonical = kaiser_deal_number_from_deal (rules, &deal);
  return kaiser_game_new_from_start (rules, g_str_hash (canonical) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15), &start, error);
}
