/* kaiser-json.h: JSON text made safe to give to json-glib.
 *
 * json-glib parses arrays and objects recursively with no limit, so a
 * text of a few hundred kilobytes of "[" exhausts the stack.  Every JSON
 * text Three-Spot reads (records, imports, saved games, the autosave,
 * bot answers) goes through kaiser_json_check_depth first, which refuses
 * such a text before json-glib sees it.
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The deepest any Three-Spot JSON may be nested.  A record's deepest
 * path is 6 levels (record › hands › hand › misdeals › misdeal › hands,
 * or record › hands › hand › tricks › trick › cards); a bot's answer is
 * 1; a saved game wraps a record in at most two more.  32 leaves room for
 * any later format while keeping json-glib's recursion a few kilobytes of
 * stack. */
#define KAISER_JSON_MAX_DEPTH 32

/* Fails (JSON_PARSER_ERROR_INVALID_DATA, "nested more than N deep") if
 * data (length bytes, or up to its NUL if length is negative) opens more
 * than max_depth arrays and objects inside each other.  Brackets inside
 * strings ("…" with its escapes, and the '…' json-glib also takes) and
 * inside the comments json-glib skips are not counted.  Reads the text once, without
 * recursion; it does not otherwise check that the text is JSON. */
gboolean kaiser_json_check_depth (const char *data,
                                  gssize      length,
                                  guint       max_depth,
                                  GError    **error);

G_END_DECLS
