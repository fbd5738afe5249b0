/* kaiser-card-names.h: what the cards and suits are called.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The usual names ("Queen of Hearts", "Hearts") unless a card theme
 * names them otherwise: the Joffre pack's "General of France", "the
 * Kaiser", its suits England, Russia, France and Germany.  A plain value
 * filled by whoever knows the theme (the app, from theme.ini); every text
 * that names a card or a suit takes one, NULL for the usual names.
 */
#pragma once

#include "kaiser-rules.h"

G_BEGIN_DECLS

typedef struct _KaiserCardNames KaiserCardNames;

KaiserCardNames *kaiser_card_names_new (void);
void             kaiser_card_names_free (KaiserCardNames *names);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KaiserCardNames, kaiser_card_names_free)

/* A card's or a suit's own name (NULL: the usual one again). */
void             kaiser_card_names_set_card (KaiserCardNames *names, KaiserCard card, const char *name);
void             kaiser_card_names_set_suit (KaiserCardNames *names, KaiserSuit suit, const char *name);
/* Whether any card or suit has a name of its own. */
gboolean         kaiser_card_names_is_empty (const KaiserCardNames *names);

/* "Queen of Hearts", or the card's own name; @names may be NULL. */
char            *kaiser_card_names_describe_card (const KaiserCardNames *names, const KaiserDeck *deck, KaiserCard card);
/* "Hearts", or the suit's own name; @names may be NULL. */
const char      *kaiser_card_names_get_suit (const KaiserCardNames *names, KaiserSuit suit);
/* Whether the suit has a name of its own. */
gboolean         kaiser_card_names_has_suit (const KaiserCardNames *names, KaiserSuit suit);

G_END_DECLS
