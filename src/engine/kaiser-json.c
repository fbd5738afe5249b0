/* kaiser-json.c: the gate every untrusted JSON text passes before
 * json-glib sees it (kaiser-json.h says what it accepts and why). */
#define G_LOG_DOMAIN "kaiser-json"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "kaiser-json.h"

G_DEFINE_QUARK (kaiser-json-error-quark, kaiser_json_error)

/* What may come next, between tokens. */
typedef enum {
  WANT_VALUE,          /* the text's value, an element after a comma, a member's value */
  WANT_FIRST_ELEMENT,  /* a value or "]", after "[" */
  WANT_NAME,           /* a member's name, after a comma in an object */
  WANT_FIRST_NAME,     /* a member's name or "}", after "{" */
  WANT_COLON,          /* after a member's name */
  WANT_NEXT,           /* a value just ended: a comma, the container's end, or the text's end */
} Want;

typedef struct {
  const char *start;
  const char *end;
  GError    **error;
} Scan;

/* Sets error to "line L, column C: <what>", the place being at. */
static gboolean G_GNUC_PRINTF (4, 5)
fail (Scan *s, const char *at, KaiserJsonError code, const char *format, ...)
{
  g_autofree char *what = NULL;
  const char *line_start = s->start;
  guint line = 1, column = 1;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  for (const char *p = s->start; p < at; p++)
    if (*p == '\n')
      {
        line++;
        line_start = p + 1;
      }
  for (const char *p = line_start; p < at; p++)
    if (((guchar) *p & 0xc0) != 0x80) /* not a continuation byte: a character */
      column++;
  g_set_error (s->error, KAISER_JSON_ERROR, code,
               /* Translators: "line 1, column 5: a comment or a slash: JSON has neither" */
               _("line %u, column %u: %s"), line, column, what);
  return FALSE;
}

/* Whether p starts a valid UTF-8 character: not overlong, not a
 * surrogate, not beyond U+10FFFF, not cut short by the end. */
static gboolean
is_utf8_char (const char *p, const char *end)
{
  gunichar c;

  if ((guchar) *p < 0x80) /* ASCII, the NUL too (GLib's function refuses it) */
    return TRUE;
  c = g_utf8_get_char_validated (p, end - p);
  return c != (gunichar) -1 && c != (gunichar) -2;
}

/* The character at p as shown in a message: itself if printable, else
 * its code point; NULL if p does not start a valid UTF-8 character. */
static char *
show_char (const char *p, const char *end)
{
  gunichar c;

  if (!is_utf8_char (p, end))
    return NULL;
  c = g_utf8_get_char (p);
  if (g_unichar_isprint (c) && c != ' ')
    return g_strndup (p, g_utf8_next_char (p) - p);
  return g_strdup_printf ("U+%04X", c);
}

/* A byte at that starts no UTF-8 character. */
static gboolean
fail_not_utf8 (Scan *s, const char *at)
{
  /* Translators: the text is not UTF-8; %02X is the byte, e.g. "FF" */
  return fail (s, at, KAISER_JSON_ERROR_INVALID, _("a byte that is not UTF-8 (0x%02X)"), (guchar) *at);
}

/* A character where it cannot be (format takes it as its one %s), or a
 * byte that is not UTF-8. */
static gboolean G_GNUC_PRINTF (3, 0)
fail_unexpected (Scan *s, const char *at, const char *format)
{
  g_autofree char *shown = show_char (at, s->end);

  if (shown == NULL)
    return fail_not_utf8 (s, at);
  if (*at == '/')
    return fail (s, at, KAISER_JSON_ERROR_INVALID, "%s", _("a comment or a slash: JSON has neither"));
  if (*at == '\'')
    return fail (s, at, KAISER_JSON_ERROR_INVALID, "%s", _("a string in single quotes: JSON strings take double quotes"));
  return fail (s, at, KAISER_JSON_ERROR_INVALID, format, shown);
}

/* A run of the characters a number or a word is made of, for a message. */
static char *
show_run (const char *p, const char *end)
{
  const char *q = p;

  while (q < end && (g_ascii_isalnum (*q) || *q == '.' || *q == '+' || *q == '-' || *q == '_'))
    q++;
  if (q - p > 24)
    return g_strdup_printf ("%.*s…", 24, p);
  return g_strndup (p, q - p);
}

static gint
hex_value (char c)
{
  return g_ascii_isxdigit (c) ? g_ascii_xdigit_value (c) : -1;
}

/* The four hexadecimal digits of a \u escape at p, or -1. */
static gint
read_hex4 (const char *p, const char *end)
{
  gint value = 0;

  if (end - p < 4)
    return -1;
  for (guint i = 0; i < 4; i++)
    {
      gint digit = hex_value (p[i]);

      if (digit < 0)
        return -1;
      value = value * 16 + digit;
    }
  return value;
}

/* The string starting with the quote at *p; *p is moved past its end. */
static gboolean
scan_string (Scan *s, const char **p)
{
  const char *q = *p + 1;

  while (q < s->end)
    {
      guchar c = (guchar) *q;

      if (c == '"')
        {
          *p = q + 1;
          return TRUE;
        }
      if (c == '\\')
        {
          gint unit;

          if (q + 1 >= s->end)
            break;
          if (strchr ("\"\\/bfnrt", q[1]) != NULL && q[1] != '\0')
            {
              q += 2;
              continue;
            }
          if (q[1] != 'u')
            {
              g_autofree char *shown = show_char (q + 1, s->end);

              if (shown == NULL)
                return fail_not_utf8 (s, q + 1);
              /* Translators: %s is the character after the backslash, e.g. "x" */
              return fail (s, q, KAISER_JSON_ERROR_INVALID, _("an escape “\\%s” that JSON does not have"), shown);
            }
          unit = read_hex4 (q + 2, s->end);
          if (unit < 0)
            return fail (s, q, KAISER_JSON_ERROR_INVALID, "%s", _("“\\u” not followed by four hexadecimal digits"));
          if (unit >= 0xd800 && unit <= 0xdbff)
            {
              gint low = -1;

              if (s->end - (q + 6) >= 2 && q[6] == '\\' && q[7] == 'u')
                low = read_hex4 (q + 8, s->end);
              if (low < 0xdc00 || low > 0xdfff)
                /* Translators: %04X is the escape's number, e.g. "D834" */
                return fail (s, q, KAISER_JSON_ERROR_INVALID, _("“\\u%04X”, the first half of a UTF-16 surrogate pair, without its second half"), (guint) unit);
              q += 12;
            }
          else if (unit >= 0xdc00 && unit <= 0xdfff)
            return fail (s, q, KAISER_JSON_ERROR_INVALID, _("“\\u%04X”, the second half of a UTF-16 surrogate pair, without its first half"), (guint) unit);
          else
            q += 6;
        }
      else if (c < 0x20)
        /* Translators: a character such as a tab or a new line, inside "…" */
        return fail (s, q, KAISER_JSON_ERROR_INVALID, _("a control character (U+%04X) in a string: JSON takes it only as an escape"), (guint) c);
      else if (c < 0x80)
        q++;
      else if (!is_utf8_char (q, s->end))
        return fail_not_utf8 (s, q);
      else
        q = g_utf8_next_char (q);
    }
  return fail (s, s->end, KAISER_JSON_ERROR_INVALID, "%s", _("the text ends inside a string"));
}

static gboolean
is_digit (const char *p, const char *end)
{
  return p < end && g_ascii_isdigit (*p);
}

/* The number starting at *p (a minus or a digit); *p is moved past it. */
static gboolean
scan_number (Scan *s, const char **p)
{
  const char *q = *p;
  const char *digits;
  gboolean integer = TRUE, exponent = FALSE;
  g_autofree char *shown = NULL;
  g_autofree char *copy = NULL;

  /* -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? */
  if (*q == '-')
    q++;
  if (!is_digit (q, s->end))
    goto bad;
  digits = q;
  if (*q == '0')
    q++;
  else
    while (is_digit (q, s->end))
      q++;
  if (q < s->end && *q == '.')
    {
      integer = FALSE;
      q++;
      if (!is_digit (q, s->end))
        goto bad;
      while (is_digit (q, s->end))
        q++;
    }
  if (q < s->end && (*q == 'e' || *q == 'E'))
    {
      integer = FALSE;
      exponent = TRUE;
      q++;
      if (q < s->end && (*q == '+' || *q == '-'))
        q++;
      if (!is_digit (q, s->end))
        goto bad;
      while (is_digit (q, s->end))
        q++;
    }
  /* "01", "1x", "0x1F", "1.5.2": more of a number than the grammar takes */
  if (q < s->end && (g_ascii_isalnum (*q) || *q == '.' || *q == '+' || *q == '-' || *q == '_'))
    goto bad;

  /* json-glib wraps an integer outside gint64 around, and makes a
   * number too large for a double infinite: refused (RFC 8259 §9).  Only
   * an integer of 19 digits or more, or a number with an exponent or more
   * than 300 digits before its point, can be either (the common ones are
   * not copied). */
  if (integer ? q - digits >= 19 : exponent || q - digits > 300)
    {
      copy = g_strndup (*p, q - *p);
      errno = 0;
      if (integer)
        {
          /* beyond 20 characters it is out of range anyway; strtoll says so */
          g_ascii_strtoll (copy, NULL, 10);
          if (errno == ERANGE)
            goto too_large;
        }
      else if (isinf (g_ascii_strtod (copy, NULL)))
        goto too_large;
    }
  *p = q;
  return TRUE;

bad:
  shown = show_run (*p, s->end);
  /* Translators: %s is what was read, e.g. "01" or "0x1F" */
  return fail (s, *p, KAISER_JSON_ERROR_INVALID, _("“%s” is not a number as JSON writes them"), shown);
too_large:
  shown = show_run (*p, s->end);
  return fail (s, *p, KAISER_JSON_ERROR_INVALID, _("the number “%s” is too large"), shown);
}

/* true, false or null at *p (a letter); *p is moved past it. */
static gboolean
scan_word (Scan *s, const char **p)
{
  const char *q = *p;
  gsize n;

  while (q < s->end && (g_ascii_isalnum (*q) || *q == '_'))
    q++;
  n = q - *p;
  if ((n == 4 && memcmp (*p, "true", 4) == 0) || (n == 5 && memcmp (*p, "false", 5) == 0) ||
      (n == 4 && memcmp (*p, "null", 4) == 0))
    {
      *p = q;
      return TRUE;
    }
  {
    g_autofree char *shown = show_run (*p, s->end);

    /* Translators: %s is a word such as "True", "NaN" or "undefined" */
    return fail (s, *p, KAISER_JSON_ERROR_INVALID, _("“%s” is not a JSON value"), shown);
  }
}

gboolean
kaiser_json_validate (const char *data, gssize length, guint max_depth, gsize max_size, GError **error)
{
  g_autoptr(GByteArray) open = NULL; /* the kind of each open container: '[' or '{' */
  Scan s = { data, NULL, error };
  const char *p = data;
  Want want = WANT_VALUE;
  gsize size;

  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  if (length < 0)
    {
      const char *nul = memchr (data, '\0', max_size < G_MAXSIZE ? max_size + 1 : max_size);

      size = nul != NULL ? (gsize) (nul - data) : max_size + 1;
    }
  else
    size = (gsize) length;
  if (size > max_size)
    {
      g_autofree char *most = g_format_size_full (max_size, G_FORMAT_SIZE_IEC_UNITS);

      /* Translators: %s is a size, e.g. "16.0 MiB" */
      g_set_error (error, KAISER_JSON_ERROR, KAISER_JSON_ERROR_TOO_LARGE, _("the text is larger than %s"), most);
      return FALSE;
    }
  s.end = data + size;
  open = g_byte_array_sized_new (MIN (max_depth, 64));

  if (size >= 3 && memcmp (p, "\xef\xbb\xbf", 3) == 0)
    p += 3;
  for (;;)
    {
      while (p < s.end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
        p++;
      if (p == s.end)
        {
          if (want == WANT_NEXT && open->len == 0)
            return TRUE;
          if (want == WANT_VALUE && open->len == 0)
            return fail (&s, p, KAISER_JSON_ERROR_INVALID, "%s", _("the text holds no value"));
          return fail (&s, p, KAISER_JSON_ERROR_INVALID, "%s", _("the text ends too early"));
        }
      switch (want)
        {
        case WANT_VALUE:
        case WANT_FIRST_ELEMENT:
          if (*p == ']' && want == WANT_FIRST_ELEMENT)
            {
              g_byte_array_set_size (open, open->len - 1);
              p++;
              want = WANT_NEXT;
            }
          else if (*p == '[' || *p == '{')
            {
              if (open->len >= max_depth)
                /* Translators: a damaged or malicious file; %u is 32 */
                return fail (&s, p, KAISER_JSON_ERROR_TOO_DEEP, _("nested more than %u deep"), max_depth);
              g_byte_array_append (open, (const guint8 *) p, 1);
              want = *p == '[' ? WANT_FIRST_ELEMENT : WANT_FIRST_NAME;
              p++;
            }
          else if (*p == '"')
            {
              if (!scan_string (&s, &p))
                return FALSE;
              want = WANT_NEXT;
            }
          else if (*p == '-' || g_ascii_isdigit (*p))
            {
              if (!scan_number (&s, &p))
                return FALSE;
              want = WANT_NEXT;
            }
          else if (g_ascii_isalpha (*p))
            {
              if (!scan_word (&s, &p))
                return FALSE;
              want = WANT_NEXT;
            }
          else
            /* Translators: %s is the character found, e.g. "]" */
            return fail_unexpected (&s, p, _("a value was expected, not “%s”"));
          break;
        case WANT_NAME:
        case WANT_FIRST_NAME:
          if (*p == '}' && want == WANT_FIRST_NAME)
            {
              g_byte_array_set_size (open, open->len - 1);
              p++;
              want = WANT_NEXT;
            }
          else if (*p == '"')
            {
              if (!scan_string (&s, &p))
                return FALSE;
              want = WANT_COLON;
            }
          else
            return fail_unexpected (&s, p, _("a name in double quotes was expected, not “%s”"));
          break;
        case WANT_COLON:
          if (*p != ':')
            return fail_unexpected (&s, p, _("“:” was expected after a name, not “%s”"));
          p++;
          want = WANT_VALUE;
          break;
        case WANT_NEXT:
          if (open->len == 0)
            return fail_unexpected (&s, p, _("“%s” after the end of the value"));
          if (*p == ',')
            want = open->data[open->len - 1] == '[' ? WANT_VALUE : WANT_NAME;
          else if (*p == (open->data[open->len - 1] == '[' ? ']' : '}'))
            g_byte_array_set_size (open, open->len - 1);
          else if (open->data[open->len - 1] == '[')
            return fail_unexpected (&s, p, _("“,” or “]” was expected, not “%s”"));
          else
            return fail_unexpected (&s, p, _("“,” or “}” was expected, not “%s”"));
          p++;
          break;
        default:
          g_assert_not_reached ();
        }
    }
}
