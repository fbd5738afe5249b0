/* kaiser-json.c: JSON text made safe to give to json-glib. */
#define G_LOG_DOMAIN "kaiser-json"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kaiser-json.h"

typedef enum {
  IN_VALUE,     /* between tokens, where brackets count */
  IN_STRING,    /* "…": a backslash escapes the next character */
  IN_SQ_STRING, /* '…': json-glib's scanner takes these, without escapes */
  IN_COMMENT,   /* slash-star to star-slash, which json-glib's scanner skips */
  IN_SLASHES,   /* "/ … /": json-glib's scanner skips this too (its
                 * single-line comment starts and ends with '/') */
} ScanState;

/* This scan must never end a string or comment later than json-glib
 * does: a bracket counted here that json-glib skips only makes the count
 * higher, but one skipped here that json-glib parses could let a bomb
 * through.  So a comment's end is looked for from its opening star on
 * (json-glib ends a comment at the star-slash of its opening slash-star-
 * slash).  A character json-glib does not take at all ('#') is a parse
 * error there, before any deeper recursion. */
gboolean
kaiser_json_check_depth (const char *data, gssize length, guint max_depth, GError **error)
{
  const char *end;
  ScanState state = IN_VALUE;
  guint depth = 0;

  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  if (length < 0)
    length = (gssize) strlen (data);
  end = data + length;
  for (const char *p = data; p < end; p++)
    switch (state)
      {
      case IN_VALUE:
        if (*p == '[' || *p == '{')
          {
            if (++depth > max_depth)
              {
                g_set_error (error, JSON_PARSER_ERROR, JSON_PARSER_ERROR_INVALID_DATA,
                             /* Translators: a damaged or malicious file; %u is 32 */
                             _("nested more than %u deep"), max_depth);
                return FALSE;
              }
          }
        else if (*p == ']' || *p == '}')
          depth = depth > 0 ? depth - 1 : 0;
        else if (*p == '"')
          state = IN_STRING;
        else if (*p == '\'')
          state = IN_SQ_STRING;
        else if (*p == '/')
          state = p + 1 < end && p[1] == '*' ? IN_COMMENT : IN_SLASHES;
        break;
      case IN_STRING:
        if (*p == '\\')
          p++;
        else if (*p == '"')
          state = IN_VALUE;
        break;
      case IN_SQ_STRING:
        if (*p == '\'')
          state = IN_VALUE;
        break;
      case IN_COMMENT:
        if (*p == '*' && p + 1 < end && p[1] == '/')
          {
            state = IN_VALUE;
            p++;
          }
        break;
      case IN_SLASHES:
        if (*p == '/')
          state = IN_VALUE;
        break;
      default:
        g_assert_not_reached ();
      }
  return TRUE;
}
