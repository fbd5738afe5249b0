/* kaiser-card-theme.h: SVG card themes.
 *
 * As in Aisleriot, three pieces: KaiserCardThemeInfo says where a theme
 * is and what it is called; KaiserCardTheme is the loaded SVG, which
 * renders one card by its element id ("AS", "10H", "back") into a
 * GdkTexture; KaiserCardCache (kaiser-card-cache.h) keeps the textures.
 */
#pragma once

#include <gtk/gtk.h>

#include "kaiser-engine.h"

G_BEGIN_DECLS

/* What a theme may weigh, far above the shipped ones (each cards.svg is
 * under 1 MiB, each theme.ini under 5 KiB): a larger file, or one that is
 * not a regular file (a FIFO, a device, a folder), is refused by its size
 * (fstat) before it is read.  The SVG is parsed from memory, with no base
 * file: whatever it refers to outside itself (pictures, other SVGs,
 * XInclude, CSS @import, any URL) is not read, only data: URLs and its
 * own elements.
 *
 * What a theme may cost: before the SVG is parsed, its elements are
 * counted (a scan of the bytes read, comments and CDATA left out); more
 * than KAISER_CARD_THEME_MAX_ELEMENTS (ten times the heaviest shipped
 * theme, Québec's 2,056) is refused, and so is an SVG that declares
 * entities (<!ENTITY), which would make elements the scan does not see.
 * A parsed element costs some kilobytes: the cap keeps even a card that
 * is the whole SVG to tens of megabytes, and only while it is drawn (each
 * card is parsed alone, kaiser-svg-parts.h: Standard's 116 KB would take
 * 4 MB parsed whole).  A theme slow to draw all the same is drawn in
 * worker threads only (the card cache, the loader, the gallery): slow
 * cards come late, the window is never held up. */
#define KAISER_CARD_THEME_MAX_SVG_SIZE (16 * 1024 * 1024)
#define KAISER_CARD_THEME_MAX_INI_SIZE (64 * 1024)
#define KAISER_CARD_THEME_MAX_ELEMENTS 20000
/* theme.ini: an element id (a value of [Pack NAME], an entry of Preview=)
 * longer than this many bytes is refused; a name or a description longer
 * than KAISER_CARD_THEME_MAX_TEXT_LENGTH is ignored (the usual one shows).
 * A theme.ini that is there but cannot be read or parsed is refused. */
#define KAISER_CARD_THEME_MAX_ID_LENGTH 64
#define KAISER_CARD_THEME_MAX_TEXT_LENGTH 1000
/* What a card may cost: one that takes longer than this to parse, or to
 * parse and draw at the size the window shows it, gets its theme refused,
 * the message naming the time ("its cards take 4.2 s each to draw, at
 * most 3 s"): its cards would come one every few seconds, for minutes.
 * Every card is parsed when a theme is loaded (anywhere); the window's
 * loader draws the cards on the table (the back alone when there are
 * none yet) before it takes a theme, and so does kaiser-theme check with
 * the whole deck. */
#define KAISER_CARD_THEME_MAX_DRAW_MS 3000

typedef struct {
  char *id;           /* folder name: "standard" */
  char *name;         /* shown to people */
  char *description;
  char *path;         /* the cards.svg */
  gboolean user;      /* from the user's folder */
  char **presets;     /* theme.ini Presets=: the rule sets it is the pack of ("joffre") */
  char *problem;      /* why it cannot be used, when the list can tell (a theme.ini too large or
                       * broken); NULL otherwise: the SVG is not read to list the themes */
} KaiserCardThemeInfo;

void        kaiser_card_theme_info_free (KaiserCardThemeInfo *info);

/* A file of a theme (its cards.svg, its theme.ini: the theme is the
 * folder it is in), whole, as the game reads it, with a NUL after its
 * bytes (not counted): refused at once, without reading, when it is not
 * a regular file (a FIFO, a device, a folder, a socket, or a link to
 * one: the message says which) or is larger than @limit; never more than
 * @limit + 1 bytes read.  The error's message names the theme and the
 * file; its code is G_IO_ERROR_NOT_FOUND when there is no such file,
 * G_IO_ERROR_INVALID_DATA otherwise.  kaiser-theme check reads with it
 * too. */
GBytes     *kaiser_card_theme_read_file (const char *path, goffset limit, GError **error);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KaiserCardThemeInfo, kaiser_card_theme_info_free)

/* Every theme found: the installed ones, those next to the sources when
 * run from the build tree, and the user's own
 * (~/.local/share/three-spot/themes/NAME/cards.svg).  Cheap enough for
 * the main thread: each cards.svg is only looked at (stat), each
 * theme.ini read only up to KAISER_CARD_THEME_MAX_INI_SIZE. */
GPtrArray  *kaiser_card_theme_list (void);
/* The theme made for a rule set (its theme.ini says Presets=…), or NULL. */
KaiserCardThemeInfo *kaiser_card_theme_find_for_preset (const char *preset);

#define KAISER_TYPE_CARD_THEME (kaiser_card_theme_get_type ())
G_DECLARE_FINAL_TYPE (KaiserCardTheme, kaiser_card_theme, KAISER, CARD_THEME, GObject)

/* Loads and checks the theme: "back" and the preview's elements must be
 * there, and the theme must draw at least one of the engine's packs; a
 * broken file gives an error naming the problem.  A theme draws a pack
 * when it has a map for it (theme.ini [Pack NAME]), whose every card's
 * element must then be in the SVG (a map naming a missing element is a
 * broken theme), or, without a map, when the SVG has an element for
 * every card id of the pack.  The Standard theme draws every pack; a
 * theme of special cards (Lost Heir's cities) may draw only its own. */
KaiserCardTheme *kaiser_card_theme_new_from_file (const char *path, GError **error);
KaiserCardTheme *kaiser_card_theme_new_by_id (const char *id, GError **error);
/* The same, given up (G_IO_ERROR_CANCELLED) between two cards once
 * @cancellable is cancelled. */
KaiserCardTheme *kaiser_card_theme_new_by_id_cancellable (const char *id, GCancellable *cancellable,
                                                          GError **error);
/* KAISER_CARD_THEME_MAX_DRAW_MS, or the environment's
 * KAISER_CARD_THEME_MAX_DRAW_MS when set (tests make it small). */
guint            kaiser_card_theme_get_max_draw_ms (void);
/* TRUE when a card that took @ms milliseconds to draw is within the
 * limit; FALSE and the error (INVALID_DATA) naming the theme, the time
 * and the limit otherwise. */
gboolean         kaiser_card_theme_check_draw_time (KaiserCardTheme *self, double ms, GError **error);
const char      *kaiser_card_theme_get_id (KaiserCardTheme *self);
/* theme.ini Name, translated (the id without one). */
const char      *kaiser_card_theme_get_name (KaiserCardTheme *self);
/* Whether the theme draws the cards of @pack (a value of the rules'
 * "pack" option: "standard", "les-rois", …; see
 * kaiser_card_theme_new_from_file); FALSE for NULL or a pack the engine
 * does not have.  A game of a pack its theme does not draw needs another
 * theme (the window's fallback is Standard). */
gboolean         kaiser_card_theme_draws_pack (KaiserCardTheme *self, const char *pack);
/* The element drawn for a card of a pack: the theme's map for that pack
 * (theme.ini [Pack NAME], card id = element id), else the card id itself.
 * So a theme drawn for one pack (Joffre's generals and zeros) serves the
 * others.  For a pack the theme does not draw (or @pack NULL) it is the
 * card id too, never NULL: an element the theme may lack, which
 * kaiser_card_theme_render() then refuses with an error ("has no card"). */
const char      *kaiser_card_theme_lookup (KaiserCardTheme *self, const char *pack, const char *card_id);
/* What the theme calls a card of a pack (theme.ini [Names], by element,
 * translated), or NULL: the card's usual name.  NULL for every card of a
 * pack the theme does not draw, whatever its ids (its [Names] are for
 * its own cards); @pack NULL: the name of the element of that id. */
const char      *kaiser_card_theme_get_card_name (KaiserCardTheme *self, const char *pack, const char *card_id);
/* What the theme calls a suit (theme.ini [Suits]: C, D, H, S), or NULL. */
const char      *kaiser_card_theme_get_suit_name (KaiserCardTheme *self, KaiserSuit suit);
/* The names of the cards of a pack and of the suits, as the theme gives
 * them (the others NULL: the usual names); for a pack the theme does not
 * draw, none at all (suits included: kaiser_card_names_is_empty()).
 * Free with kaiser_card_names_free. */
KaiserCardNames *kaiser_card_theme_make_names (KaiserCardTheme *self, const char *pack);
/* The elements a preview of the theme shows (theme.ini Preview=, ids
 * separated by ";", each with an optional badge: "AS;KH;5H:+5;3S:−3"),
 * and their badges ("" for none). */
const char * const *kaiser_card_theme_get_preview (KaiserCardTheme *self, const char * const **badges);
/* Width over height of a card. */
double           kaiser_card_theme_get_aspect (KaiserCardTheme *self);
/* A card drawn from its own part of the SVG (kaiser-svg-parts.h), parsed
 * for it and let go.  Any thread may draw, several at once: the theme
 * does not change once loaded.  The window draws only in worker threads,
 * as parsing and drawing a card may take long. */
GdkTexture      *kaiser_card_theme_render (KaiserCardTheme *self, const char *card_id,
                                           int width, int height, GError **error);

/* Which cards count points depends on the rules (the 5♥ and 3♠, Les
 * Rois' kings, Joffre's zeros, Hétu's +6), not on the theme: the card
 * is drawn with a badge ("+5", "−3"), gold for a bonus, grey for a
 * penalty, unless the theme's art marks them itself (theme.ini:
 * MarksSpecialCards=true). */
typedef enum {
  KAISER_CARD_MARK_NONE,
  KAISER_CARD_MARK_BONUS,
  KAISER_CARD_MARK_PENALTY,
} KaiserCardMark;

GdkTexture      *kaiser_card_theme_render_marked (KaiserCardTheme *self, const char *card_id,
                                                  KaiserCardMark mark, const char *label,
                                                  int width, int height, GError **error);
gboolean         kaiser_card_theme_get_marks_own (KaiserCardTheme *self);
/* An element drawn into @cr over (0, 0, width, height), badge included. */
gboolean         kaiser_card_theme_render_to_cairo (KaiserCardTheme *self, cairo_t *cr, const char *element,
                                                    KaiserCardMark mark, const char *label, int width, int height,
                                                    GError **error);
/* An ARGB32 image surface as a texture (the surface is taken). */
GdkTexture      *kaiser_card_theme_texture_from_surface (cairo_surface_t *surface);

G_END_DECLS
