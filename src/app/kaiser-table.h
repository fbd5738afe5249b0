/* kaiser-table.h: the card table.
 *
 * Draws a KaiserGame from the player's seat (South): their hand face up
 * and fanned, the other three as card backs, the trick in the centre,
 * calls, the dealer and whose turn it is.  The player picks a card with
 * the mouse or the keyboard; the table emits "card-activated" for a legal
 * one and leaves the rest to the window.
 */
#pragma once

#include <gtk/gtk.h>

#include "kaiser-card-cache.h"
#include "kaiser-engine.h"

G_BEGIN_DECLS

#define KAISER_TYPE_TABLE (kaiser_table_get_type ())
G_DECLARE_FINAL_TYPE (KaiserTable, kaiser_table, KAISER, TABLE, GtkWidget)

GtkWidget  *kaiser_table_new (void);
void        kaiser_table_set_game (KaiserTable *self, KaiserGame *game);
KaiserGame *kaiser_table_get_game (KaiserTable *self);
void        kaiser_table_set_cache (KaiserTable *self, KaiserCardCache *cache);
/* Cards of the player's hand that may be picked now (0: none). */
void        kaiser_table_set_playable (KaiserTable *self, KaiserCards playable);
/* Show a seat as thinking. */
void        kaiser_table_set_thinking (KaiserTable *self, KaiserSeat seat);
/* Show the trick before the current one (the "last trick" button). */
void        kaiser_table_set_show_last_trick (KaiserTable *self, gboolean show);
/* The card under the keyboard focus, or KAISER_CARD_NONE. */
KaiserCard  kaiser_table_get_focus_card (KaiserTable *self);
/* Where a card of the player's hand is drawn (for tests). */
gboolean    kaiser_table_get_card_rect (KaiserTable *self, KaiserCard card, graphene_rect_t *rect);

G_END_DECLS
