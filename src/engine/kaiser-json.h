/* kaiser-json.h: the gate every untrusted JSON text passes before
 * json-glib sees it.
 *
 * json-glib parses arrays and objects recursively with no limit, so a
 * text of a few tens of kilobytes of "[" exhausts the stack; and its
 * scanner takes more than JSON (comments of several kinds, strings in
 * single quotes, hexadecimal numbers…), so a check that imitates it
 * always leaves a way around (issue 23: "slash-star space slash" and
 * 80,000 "[" got past a depth count that ended the comment later than
 * json-glib does).  kaiser_json_validate instead accepts strict RFC 8259
 * JSON only, no deeper and no larger than its caller's limits, in one
 * pass without recursion; what it accepts json-glib parses within those
 * limits.  Every JSON text Three-Spot reads from outside goes through it
 * (records, imports, saved games, the autosave: kaiser_record_load_data;
 * bot answers: kaiser_bot_action_from_line).
 *
 * Decisions where RFC 8259 leaves a choice (JSONTestSuite's i_ cases):
 * - one UTF-8 byte order mark at the very start is skipped (RFC 8259
 *   §8.1 lets a parser ignore it; json-glib does);
 * - the text must be UTF-8 (§8.1): invalid, overlong, surrogate and
 *   out-of-range sequences are refused, and so is UTF-16;
 * - a \u escape of half a surrogate pair without its other half is
 *   refused (§8.2 leaves it unpredictable; GLib strings cannot hold it);
 * - an integer outside −2⁶³…2⁶³−1 is refused (json-glib would wrap it
 *   around to another value), and so is a number too large for a double
 *   (json-glib would make it infinite): §9 lets a parser limit the range;
 *   a number too small for a double is accepted (it becomes 0);
 * - nesting deeper than max_depth (i_structure_500_nested_arrays with
 *   KAISER_JSON_MAX_DEPTH) is refused.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The deepest any Three-Spot JSON may be nested.  A record's deepest
 * path is 6 levels (record › hands › hand › misdeals › misdeal › hands,
 * or record › hands › hand › tricks › trick › cards); a bot's answer is
 * 1; a saved game wraps a record in at most two more.  32 leaves room for
 * any later format while keeping json-glib's recursion a few kilobytes of
 * stack. */
#define KAISER_JSON_MAX_DEPTH 32

/* The largest record text read, in bytes: the import takes files of up
 * to 16 MiB (KAISER_GAME_STORE_MAX_FILE; a whole game is 30 to 60 KB
 * written compact). */
#define KAISER_JSON_MAX_SIZE (16 * 1024 * 1024)

#define KAISER_JSON_ERROR (kaiser_json_error_quark ())
GQuark kaiser_json_error_quark (void);

typedef enum {
  KAISER_JSON_ERROR_INVALID,   /* not RFC 8259 JSON, or not UTF-8 */
  KAISER_JSON_ERROR_TOO_DEEP,  /* arrays and objects nested more than max_depth */
  KAISER_JSON_ERROR_TOO_LARGE, /* more than max_size bytes */
} KaiserJsonError;

/* TRUE if data (length bytes, or up to its NUL if length is negative) is
 * one JSON text as RFC 8259 defines it, with arrays and objects nested at
 * most max_depth deep, of at most max_size bytes.  Otherwise FALSE, and
 * error (KAISER_JSON_ERROR) says what is wrong and where, as "line L,
 * column C: …" (columns count characters from 1).  Reads data once,
 * without recursion, and never more than max_size + 1 bytes of it. */
gboolean kaiser_json_validate (const char *data,
                               gssize      length,
                               guint       max_depth,
                               gsize       max_size,
                               GError    **error);

G_END_DECLS
