/* kaiser-svg-parts.h: one element of an SVG document, as a document
 * of its own.
 *
 * A card theme is one SVG of some thirty cards.  Parsed whole, librsvg
 * keeps some kilobytes an element: 4 MB for Standard's 116 KB, held as
 * long as any card may still be drawn.  KaiserSvgParts reads the bytes
 * once, without building a tree, and keeps where each element starts
 * and ends, its id and the ids it refers to (href="#…", url(#…)).  For
 * one element it gives the document pruned to what that element needs:
 *
 *   - everything before the root element (the XML declaration, a DOCTYPE);
 *   - the element whole, inside the start tags of its ancestors (each
 *     closed again after it), so that what it inherits is the same, and
 *     what those start tags refer to (a fill="url(#…)" is inherited);
 *   - every element it refers to, whole, at its own place among its own
 *     ancestors, and what those refer to in turn;
 *   - every <style> element, whole, with what its rules refer to.
 *
 * Drawn from that, an element is the same pixels as drawn from the whole
 * document (tests/test-card-theme.c checks every card of every shipped
 * theme), and the parse costs what the element costs.
 *
 * Plain GLib: no GTK, no librsvg.  The bytes must be a well-formed XML
 * document; what is not (a tag left open, an attribute without quotes,
 * an end tag that does not match) is an error of kaiser_svg_parts_new,
 * with the line it is on.  Parts are immutable once made: any thread may
 * use them.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _KaiserSvgParts KaiserSvgParts;

KaiserSvgParts *kaiser_svg_parts_new             (GBytes         *bytes,
                                                  GError        **error);
void            kaiser_svg_parts_free            (KaiserSvgParts *parts);
guint           kaiser_svg_parts_get_n_elements  (KaiserSvgParts *parts);
gboolean        kaiser_svg_parts_has_id          (KaiserSvgParts *parts,
                                                  const char     *id);
GBytes         *kaiser_svg_parts_extract         (KaiserSvgParts *parts,
                                                  const char     *id);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KaiserSvgParts, kaiser_svg_parts_free)

G_END_DECLS
