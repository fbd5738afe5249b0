/* kaiser-card-cache.h: textures of one theme at one card size and scale,
 * the rules' point cards marked.  Nothing is rendered twice while the
 * size and scale stay the same; the cache empties itself when the theme,
 * size, scale or marks change.
 *
 * Cards are drawn in a worker thread, never in the caller's: a card asked
 * for and not drawn yet (kaiser_card_cache_get) is drawn with the others
 * asked for in the same frame, and meanwhile the cache gives the card as
 * it was before the change (at another size, scaled when drawn), or NULL.
 * "rendered" is emitted when new textures came in: draw again.  A theme
 * slow to parse or draw thus makes its cards
 * come late but never holds the main loop up. */
#pragma once

#include "kaiser-card-theme.h"

G_BEGIN_DECLS

#define KAISER_TYPE_CARD_CACHE (kaiser_card_cache_get_type ())
G_DECLARE_FINAL_TYPE (KaiserCardCache, kaiser_card_cache, KAISER, CARD_CACHE, GObject)

KaiserCardCache *kaiser_card_cache_new (void);
void             kaiser_card_cache_set_theme (KaiserCardCache *self, KaiserCardTheme *theme);
/* The theme drawn: the one set, or the Standard theme standing in when
 * the one set does not draw the pack (kaiser_card_cache_set_pack). */
KaiserCardTheme *kaiser_card_cache_get_theme (KaiserCardCache *self);
/* The theme set, and whether another stands in for it. */
KaiserCardTheme *kaiser_card_cache_get_chosen_theme (KaiserCardCache *self);
gboolean         kaiser_card_cache_is_standing_in (KaiserCardCache *self);
/* Card size in device pixels = logical size × scale. */
void             kaiser_card_cache_set_size (KaiserCardCache *self, int width, int height, int scale);
/* Each card drawn with its soft shadow under it (kaiser-card-shadow.h:
 * a larger texture, the card inset); FALSE at first.  The cache empties
 * itself when it changes. */
void             kaiser_card_cache_set_shadow (KaiserCardCache *self, gboolean shadow);
/* The texture of a card ("QH", "back"); not drawn yet: the card as it was
 * before (another size or theme), else NULL; NULL without a theme. */
GdkTexture      *kaiser_card_cache_get (KaiserCardCache *self, const char *card_id);
/* Whether cards asked for are still being drawn. */
gboolean         kaiser_card_cache_get_busy (KaiserCardCache *self);
guint            kaiser_card_cache_get_n_rendered (KaiserCardCache *self);
/* The rules' point cards and their badges ("5H", "+5", "3S", "−3"); NULL
 * ids for none.  The cache empties itself when they change. */
void             kaiser_card_cache_set_marks (KaiserCardCache *self, const char *bonus_id, const char *bonus_label,
                                              const char *penalty_id, const char *penalty_label);
/* The pack of the rules ("standard", "joffre", …: the "pack" option): card
 * ids are of that pack, drawn by the theme's map for it.  The cache
 * empties itself when it changes. */
void             kaiser_card_cache_set_pack (KaiserCardCache *self, const char *pack);
/* Takes @other's theme, pack and marks (the size stays): the same cards
 * at another size (the hand summary's pictures). */
void             kaiser_card_cache_follow (KaiserCardCache *self, KaiserCardCache *other);
/* The theme's element for a card id of the pack. */
const char      *kaiser_card_cache_lookup (KaiserCardCache *self, const char *card_id);
/* What the theme calls the pack's cards and the suits (NULL without a
 * theme: the usual names); valid until the theme or the pack changes. */
const KaiserCardNames *kaiser_card_cache_get_names (KaiserCardCache *self);
KaiserCardMark   kaiser_card_cache_get_mark (KaiserCardCache *self, const char *card_id, const char **label);

/* A theme switch without a stall: what the cache would need to draw
 * these cards (its size, scale, pack and marks, taken now) so that a
 * worker thread renders them with the new theme and the cache takes them
 * with it.  Textures made for a size or pack the cache no longer has are
 * dropped. */
typedef struct _KaiserCardCacheAhead KaiserCardCacheAhead;

KaiserCardCacheAhead *kaiser_card_cache_ahead_new (KaiserCardCache *self, const char * const *card_ids);
void                  kaiser_card_cache_ahead_free (KaiserCardCacheAhead *ahead);
/* In any thread: render the cards with the theme (the back alone at
 * 120 px, dropped, when there are no cards or no size: the theme is timed
 * all the same).  FALSE and the error when @cancellable is cancelled
 * (checked between cards) or a card took longer than the limit
 * (kaiser_card_theme_check_draw_time): the theme is not to be used. */
gboolean              kaiser_card_cache_ahead_render (KaiserCardCacheAhead *ahead, KaiserCardTheme *theme,
                                                      GCancellable *cancellable, GError **error);
/* The theme, and the cards rendered ahead for it. */
void                  kaiser_card_cache_set_theme_ahead (KaiserCardCache *self, KaiserCardTheme *theme,
                                                         KaiserCardCacheAhead *ahead);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KaiserCardCacheAhead, kaiser_card_cache_ahead_free)

G_END_DECLS
