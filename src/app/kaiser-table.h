/* kaiser-table.h: the card table.
 *
 * Draws a KaiserGame from the player's seat (South): their hand face up
 * and fanned, the other three as card backs, the trick in the centre,
 * calls, the dealer and whose turn it is.  The player picks a card with
 * the mouse or the keyboard; the table emits "card-activated" for a legal
 * one, "card-refused" for another, and leaves the rest to the window.
 *
 * The kitty (V11) lies face down in the middle until the high bidder picks
 * it up; passed cards (V12) wait face down before their seat until
 * everyone has passed; the discards lie face down beside the declarer.
 *
 * Animation: the deal, each card played and each finished trick swept to
 * its winner, cards passed, the kitty picked up and each discard move on
 * the frame clock.  While they do, "animating" is TRUE;
 * whoever paces the computer seats waits for it to turn FALSE.  A click or
 * key during an animation ends it at once and is then handled.
 */
#pragma once

#include <gtk/gtk.h>

#include "kaiser-card-cache.h"
#include "kaiser-engine.h"

G_BEGIN_DECLS

/* Nicks match the GSettings key "animation-speed" (off/fast/normal/slow),
 * so g_settings_bind() maps the key to the table's property directly. */
typedef enum {
  KAISER_ANIMATION_SPEED_OFF,
  KAISER_ANIMATION_SPEED_FAST,
  KAISER_ANIMATION_SPEED_NORMAL,
  KAISER_ANIMATION_SPEED_SLOW,
} KaiserAnimationSpeed;

#define KAISER_TYPE_ANIMATION_SPEED (kaiser_animation_speed_get_type ())
GType kaiser_animation_speed_get_type (void) G_GNUC_CONST;

#define KAISER_TYPE_TABLE (kaiser_table_get_type ())
G_DECLARE_FINAL_TYPE (KaiserTable, kaiser_table, KAISER, TABLE, GtkWidget)

GtkWidget  *kaiser_table_new (void);
void        kaiser_table_set_game (KaiserTable *self, KaiserGame *game);
void        kaiser_table_set_game_at (KaiserTable *self, KaiserGame *game, KaiserSeat player);
void        kaiser_table_set_seat_name (KaiserTable *self, KaiserSeat seat, const char *name, const char *note);
const char *kaiser_table_get_seat_note (KaiserTable *self, KaiserSeat seat);
const char *kaiser_table_get_seat_name (KaiserTable *self, KaiserSeat seat);
KaiserGame *kaiser_table_get_game (KaiserTable *self);
void        kaiser_table_set_cache (KaiserTable *self, KaiserCardCache *cache);
KaiserCardCache *kaiser_table_get_cache (KaiserTable *self);
/* Cards of the player's hand that may be picked now (0: none); the
 * keyboard's card moves to the nearest of them. */
void        kaiser_table_set_playable (KaiserTable *self, KaiserCards playable);
/* The cards the player may pick now (0: none, not the player's turn). */
KaiserCards kaiser_table_get_playable (KaiserTable *self);
/* The card of the player's hand the Hint suggests ("hinted-card"):
 * outlined and glowing, "suggested by the hint" to assistive technology;
 * KAISER_CARD_NONE for none.  A new game clears it. */
void        kaiser_table_set_hinted_card (KaiserTable *self, KaiserCard card);
KaiserCard  kaiser_table_get_hinted_card (KaiserTable *self);
/* "reveal-hands": the others' hands face up, each in display order where
 * its backs would lie (the review of a hand that is over). */
void        kaiser_table_set_reveal_hands (KaiserTable *self, gboolean reveal);
gboolean    kaiser_table_get_reveal_hands (KaiserTable *self);
/* Why the card just refused ("card-refused") cannot be picked: said with
 * the focused card to assistive technologies until the focus moves. */
void        kaiser_table_set_refusal (KaiserTable *self, const char *text);
/* Show a seat as thinking. */
void        kaiser_table_set_thinking (KaiserTable *self, KaiserSeat seat);
KaiserSeat  kaiser_table_get_thinking (KaiserTable *self);
/* Show the trick before the current one (the "last trick" button). */
void        kaiser_table_set_show_last_trick (KaiserTable *self, gboolean show);
/* The card under the keyboard focus, or KAISER_CARD_NONE. */
KaiserCard  kaiser_table_get_focus_card (KaiserTable *self);
KaiserCard  kaiser_table_get_cursor_card (KaiserTable *self);
KaiserCard  kaiser_table_get_winner_card (KaiserTable *self);

/* "high-contrast": the system's high-contrast style, every card outlined
 * in black (the window binds it to AdwStyleManager). */

/* Animation ("animation-speed", "animating" properties). */
void                 kaiser_table_set_animation_speed (KaiserTable *self, KaiserAnimationSpeed speed);
KaiserAnimationSpeed kaiser_table_get_animation_speed (KaiserTable *self);
/* Whether an animation is under way (the trick held before its sweep included). */
gboolean             kaiser_table_get_animating (KaiserTable *self);
/* Whether the next change would be animated: a speed other than off, the
 * system's gtk-enable-animations, and the table on screen. */
gboolean             kaiser_table_get_animations_enabled (KaiserTable *self);
/* A pause of ms at the normal speed, at the table's speed (fast halves
 * it, slow doubles it); ms as it is when nothing is animated. */
guint                kaiser_table_scale_pause (KaiserTable *self, guint ms);
/* Jump to the end of the animation under way, if any. */
void                 kaiser_table_finish_animation (KaiserTable *self);

/* Where a card was drawn face up in the last frame: in the player's hand,
 * in the trick or on its way there (for tests). */
gboolean    kaiser_table_get_card_rect (KaiserTable *self, KaiserCard card, graphene_rect_t *rect);
/* Where a card was drawn outside the hands and the trick in the last
 * frame: the kitty on the table, cards passed and not yet taken up, the
 * discards, or such a card on its way; and whether face up (for tests). */
gboolean    kaiser_table_get_aside_rect (KaiserTable *self, KaiserCard card, graphene_rect_t *rect, gboolean *face_up);
/* The card ids drawn in the last frame ("QH" …, and "back"), for a new
 * theme to render ahead of its first frame.  Free with g_strfreev. */
char      **kaiser_table_get_shown_ids (KaiserTable *self);
/* Where the card a seat plays to the trick comes to rest (for tests). */
gboolean    kaiser_table_get_trick_rect (KaiserTable *self, KaiserSeat seat, graphene_rect_t *rect);

G_END_DECLS
