/* kaiser-card-names.c: what the cards and suits are called. */
#define G_LOG_DOMAIN "kaiser-card-names"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "kaiser-card-names.h"

struct _KaiserCardNames
{
  char *card[KAISER_N_SUITS * KAISER_MAX_POWER];
  char *suit[KAISER_N_SUITS];
};

KaiserCardNames *
kaiser_card_names_new (void)
{
  return g_new0 (KaiserCardNames, 1);
}

void
kaiser_card_names_free (KaiserCardNames *names)
{
  if (names == NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (names->card); i++)
    g_free (names->card[i]);
  for (guint s = 0; s < KAISER_N_SUITS; s++)
    g_free (names->suit[s]);
  g_free (names);
}

void
kaiser_card_names_set_card (KaiserCardNames *names, KaiserCard card, const char *name)
{
  g_return_if_fail (names != NULL && card < G_N_ELEMENTS (names->card));

  g_free (names->card[card]);
  names->card[card] = g_strdup (name);
}

void
kaiser_card_names_set_suit (KaiserCardNames *names, KaiserSuit suit, const char *name)
{
  g_return_if_fail (names != NULL && suit < KAISER_N_SUITS);

  g_free (names->suit[suit]);
  names->suit[suit] = g_strdup (name);
}

gboolean
kaiser_card_names_is_empty (const KaiserCardNames *names)
{
  if (names == NULL)
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (names->card); i++)
    if (names->card[i])
      return FALSE;
  for (guint s = 0; s < KAISER_N_SUITS; s++)
    if (names->suit[s])
      return FALSE;
  return TRUE;
}

gboolean
kaiser_card_names_has_suit (const KaiserCardNames *names, KaiserSuit suit)
{
  return names != NULL && suit < KAISER_N_SUITS && names->suit[suit] != NULL;
}

const char *
kaiser_card_names_get_suit (const KaiserCardNames *names, KaiserSuit suit)
{
  static const char * const suit_names[] = { N_("Clubs"), N_("Diamonds"), N_("Hearts"), N_("Spades") };

  if (suit >= KAISER_N_SUITS)
    return "";
  if (kaiser_card_names_has_suit (names, suit))
    return names->suit[suit];
  return _(suit_names[suit]);
}

char *
kaiser_card_names_describe_card (const KaiserCardNames *names, const KaiserDeck *deck, KaiserCard card)
{
  static const char * const face_names[] = {
    N_("Zero"), N_("One"), N_("Two"), N_("Three"), N_("Four"), N_("Five"), N_("Six"),
    N_("Seven"), N_("Eight"), N_("Nine"), N_("Ten"), N_("Jack"), N_("Queen"), N_("King"), N_("Ace"),
    N_("Eleven"),
  };

  if (names && card < G_N_ELEMENTS (names->card) && names->card[card])
    return g_strdup (names->card[card]);
  /* Lost Heir's cards outside the suits */
  if (card < 64 && kaiser_cards_has (deck->outside, card))
    return g_strdup (card == deck->bonus_card ? _("Lost Heir") : card == deck->penalty_card ? _("Wrong Boy") : _("Blank"));
  /* Translators: a card, "Queen of Hearts" */
  return g_strdup_printf (_("%s of %s"), _(face_names[kaiser_deck_face (deck, card)]),
                          kaiser_card_names_get_suit (names, kaiser_card_suit (card)));
}
