/* kaiser-svg-parts.c: one element of an SVG document, as a document of
 * its own (kaiser-svg-parts.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "kaiser-svg-parts"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kaiser-svg-parts.h"

typedef struct {
  guint32     start;     /* the '<' of its start tag */
  guint32     tag_end;   /* just past its start tag */
  guint32     end;       /* just past the element (its end tag, or "/>") */
  gint32      parent;    /* an index, -1 for the root */
  guint32     last;      /* the index of the last element inside it (its own if none) */
  guint32     name_len;  /* its name is at start + 1 */
  guint32     refs;      /* its first id referred to, in KaiserSvgParts.refs */
  guint32     n_refs;
  gboolean    style;     /* a <style>: kept in every part */
} Element;

struct _KaiserSvgParts
{
  GBytes       *bytes;
  const char   *data;
  gsize         length;
  GArray       *elements;   /* Element, in document order: an element's descendants follow it */
  GPtrArray    *refs;       /* const char *, in strings */
  GStringChunk *strings;
  GHashTable   *ids;        /* id (in strings) → index + 1; the first element of an id */
};

typedef enum { KEEP_NONE, KEEP_TAGS, KEEP_WHOLE } Keep;

static Element *
element (KaiserSvgParts *self, guint i)
{
  return &g_array_index (self->elements, Element, i);
}

static gboolean
starts_with (const char *p, const char *end, const char *prefix)
{
  gsize n = strlen (prefix);

  return (gsize) (end - p) >= n && memcmp (p, prefix, n) == 0;
}

static gboolean
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static gboolean
is_name_end (char c)
{
  return is_space (c) || c == '>' || c == '/' || c == '=';
}

static gboolean
fail (KaiserSvgParts *self, const char *at, GError **error, const char *what)
{
  guint line = 1;

  for (const char *p = self->data; p < at; p++)
    line += *p == '\n';
  /* Translators: an SVG's line number, then what is wrong there */
  g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE, _("line %u: %s"), line, what);
  return FALSE;
}

/* An attribute value with its entities and character references decoded
 * (what an id is compared as), in the strings. */
static const char *
decoded (KaiserSvgParts *self, const char *p, const char *end)
{
  g_autoptr(GString) out = g_string_sized_new (end - p);

  while (p < end)
    {
      const char *semi;

      if (*p != '&' || !(semi = memchr (p, ';', end - p)))
        {
          g_string_append_c (out, *p++);
          continue;
        }
      if (starts_with (p, semi + 1, "&amp;"))
        g_string_append_c (out, '&');
      else if (starts_with (p, semi + 1, "&lt;"))
        g_string_append_c (out, '<');
      else if (starts_with (p, semi + 1, "&gt;"))
        g_string_append_c (out, '>');
      else if (starts_with (p, semi + 1, "&quot;"))
        g_string_append_c (out, '"');
      else if (starts_with (p, semi + 1, "&apos;"))
        g_string_append_c (out, '\'');
      else if (p[1] == '#')
        {
          gboolean hex = p + 2 < semi && (p[2] == 'x' || p[2] == 'X');
          guint64 c = g_ascii_strtoull (p + (hex ? 3 : 2), NULL, hex ? 16 : 10);

          if (c > 0 && c <= 0x10FFFF)
            g_string_append_unichar (out, (gunichar) c);
        }
      else
        g_string_append_len (out, p, semi + 1 - p);
      p = semi + 1;
    }
  return g_string_chunk_insert_const (self->strings, out->str);
}

/* The ids of the url(#…) in @p..@end: fill="url(#g)", style="clip-path:
 * url('#c')", and CSS. */
static void
add_urls (KaiserSvgParts *self, const char *p, const char *end)
{
  while (p < end && (p = g_strstr_len (p, end - p, "url(")))
    {
      const char *id;

      p += 4;
      while (p < end && (is_space (*p) || *p == '\'' || *p == '"'))
        p++;
      if (p >= end || *p != '#')
        continue;
      id = ++p;
      while (p < end && *p != ')' && *p != '\'' && *p != '"' && !is_space (*p))
        p++;
      if (p > id)
        g_ptr_array_add (self->refs, (gpointer) decoded (self, id, p));
    }
}

/* A start tag at @p (its '<'): its attributes read, its id and what it
 * refers to kept.  Returns just past the tag, or NULL. */
static const char *
start_tag (KaiserSvgParts *self, const char *p, Element *e, gboolean *empty, GError **error)
{
  const char *end = self->data + self->length, *name = p + 1;

  p = name;
  while (p < end && !is_name_end (*p))
    p++;
  if (p == name)
    return fail (self, name, error, _("a “<” that starts no element")), NULL;
  e->name_len = p - name;
  e->style = e->name_len == 5 && memcmp (name, "style", 5) == 0;
  e->refs = self->refs->len;
  for (;;)
    {
      const char *attr, *attr_end, *value;
      char quote;

      while (p < end && is_space (*p))
        p++;
      if (p >= end)
        return fail (self, name, error, _("a start tag that does not end")), NULL;
      if (*p == '>' || starts_with (p, end, "/>"))
        {
          *empty = *p == '/';
          e->n_refs = self->refs->len - e->refs;
          return p + (*empty ? 2 : 1);
        }
      attr = p;
      while (p < end && !is_name_end (*p))
        p++;
      attr_end = p;
      while (p < end && is_space (*p))
        p++;
      if (attr_end == attr || p >= end || *p != '=')
        return fail (self, attr, error, _("an attribute without a value")), NULL;
      p++;
      while (p < end && is_space (*p))
        p++;
      if (p >= end || (*p != '"' && *p != '\''))
        return fail (self, attr, error, _("an attribute value without quotes")), NULL;
      quote = *p++;
      value = p;
      if (!(p = memchr (p, quote, end - p)))
        return fail (self, attr, error, _("an attribute value that does not end")), NULL;
      if (attr_end - attr == 2 && memcmp (attr, "id", 2) == 0)
        {
          const char *id = decoded (self, value, p);

          if (!g_hash_table_contains (self->ids, id))
            g_hash_table_insert (self->ids, (gpointer) id, GUINT_TO_POINTER (self->elements->len + 1));
        }
      else if (((attr_end - attr == 4 && memcmp (attr, "href", 4) == 0) ||
                (attr_end - attr > 5 && memcmp (attr_end - 5, ":href", 5) == 0)) &&
               value < p && *value == '#')
        g_ptr_array_add (self->refs, (gpointer) decoded (self, value + 1, p));
      else
        add_urls (self, value, p);
      p++;
    }
}

static gboolean
scan (KaiserSvgParts *self, GError **error)
{
  const char *data = self->data, *end = data + self->length, *p = data;
  g_autoptr(GArray) open = g_array_new (FALSE, FALSE, sizeof (guint32));

  while (p < end && (p = memchr (p, '<', end - p)))
    {
      const char *past;

      if (starts_with (p, end, "<!--") || starts_with (p, end, "<![CDATA[") || starts_with (p, end, "<?"))
        {
          const char *close = p[1] == '?' ? "?>" : p[2] == '-' ? "-->" : "]]>";

          if (!(past = g_strstr_len (p + 2, end - p - 2, close)))
            return fail (self, p, error, _("a comment, CDATA section or processing instruction that does not end"));
          p = past + strlen (close);
        }
      else if (p + 1 < end && p[1] == '!')
        {
          /* <!DOCTYPE …>, with an internal subset in brackets */
          int depth = 0;

          for (past = p + 2; past < end && (*past != '>' || depth > 0); past++)
            depth += *past == '[' ? 1 : *past == ']' ? -1 : 0;
          if (past >= end)
            return fail (self, p, error, _("a declaration that does not end"));
          p = past + 1;
        }
      else if (p + 1 < end && p[1] == '/')
        {
          const char *name = p + 2, *name_end = name;
          Element *e;

          while (name_end < end && !is_name_end (*name_end))
            name_end++;
          past = name_end;
          while (past < end && is_space (*past))
            past++;
          if (past >= end || *past != '>')
            return fail (self, p, error, _("an end tag that does not end"));
          if (open->len == 0)
            return fail (self, p, error, _("an end tag with no element to end"));
          e = element (self, g_array_index (open, guint32, open->len - 1));
          if (e->name_len != (guint32) (name_end - name) || memcmp (data + e->start + 1, name, e->name_len) != 0)
            return fail (self, p, error, _("an end tag that does not match its start tag"));
          e->end = past + 1 - data;
          e->last = self->elements->len - 1;
          if (e->style)
            {
              /* what the style sheet's rules refer to */
              guint before = self->refs->len;

              add_urls (self, data + e->tag_end, p);
              e->n_refs += self->refs->len - before;
            }
          g_array_set_size (open, open->len - 1);
          p = past + 1;
        }
      else
        {
          Element e = { .start = p - data, .parent = open->len ? (gint32) g_array_index (open, guint32, open->len - 1) : -1 };
          gboolean empty = FALSE;

          if (open->len == 0 && self->elements->len > 0)
            return fail (self, p, error, _("an element after the end of the document"));
          if (self->elements->len >= G_MAXINT32)
            return fail (self, p, error, _("too many elements"));
          if (!(past = start_tag (self, p, &e, &empty, error)))
            return FALSE;
          e.tag_end = past - data;
          e.end = e.tag_end;
          e.last = self->elements->len;
          g_array_append_val (self->elements, e);
          if (!empty)
            {
              guint32 index = self->elements->len - 1;
              g_array_append_val (open, index);
            }
          p = past;
        }
    }
  if (open->len > 0)
    {
      Element *e = element (self, g_array_index (open, guint32, open->len - 1));
      return fail (self, data + e->start, error, _("an element that is not ended"));
    }
  if (self->elements->len == 0)
    return fail (self, end, error, _("no element"));
  return TRUE;
}

KaiserSvgParts *
kaiser_svg_parts_new (GBytes *bytes, GError **error)
{
  KaiserSvgParts *self;

  g_return_val_if_fail (bytes != NULL, NULL);

  self = g_new0 (KaiserSvgParts, 1);
  self->bytes = g_bytes_ref (bytes);
  self->data = g_bytes_get_data (bytes, &self->length);
  if (self->data == NULL)
    self->data = "";   /* empty bytes may have no data at all */
  self->elements = g_array_new (FALSE, FALSE, sizeof (Element));
  self->refs = g_ptr_array_new ();
  self->strings = g_string_chunk_new (4096);
  self->ids = g_hash_table_new (g_str_hash, g_str_equal);
  if (self->length >= G_MAXINT32)
    {
      fail (self, self->data, error, _("too large"));
      kaiser_svg_parts_free (self);
      return NULL;
    }
  if (!scan (self, error))
    {
      kaiser_svg_parts_free (self);
      return NULL;
    }
  return self;
}

void
kaiser_svg_parts_free (KaiserSvgParts *self)
{
  if (self == NULL)
    return;
  g_bytes_unref (self->bytes);
  g_array_unref (self->elements);
  g_ptr_array_unref (self->refs);
  g_string_chunk_free (self->strings);
  g_hash_table_unref (self->ids);
  g_free (self);
}

guint
kaiser_svg_parts_get_n_elements (KaiserSvgParts *self)
{
  return self->elements->len;
}

static int
index_of (KaiserSvgParts *self, const char *id)
{
  return GPOINTER_TO_INT (g_hash_table_lookup (self->ids, id)) - 1;
}

gboolean
kaiser_svg_parts_has_id (KaiserSvgParts *self, const char *id)
{
  g_return_val_if_fail (self != NULL && id != NULL, FALSE);

  return index_of (self, id) >= 0;
}

static gboolean
is_ancestor (KaiserSvgParts *self, int ancestor, int of)
{
  for (int i = element (self, of)->parent; i >= 0; i = element (self, i)->parent)
    if (i == ancestor)
      return TRUE;
  return FALSE;
}

/* @i kept whole, its ancestors' tags, and what it refers to, in turn. */
static void
keep_whole (KaiserSvgParts *self, guint8 *keep, int i, int target)
{
  g_autoptr(GArray) todo = g_array_new (FALSE, FALSE, sizeof (int));

  g_array_append_val (todo, i);
  while (todo->len > 0)
    {
      int k = g_array_index (todo, int, todo->len - 1);
      gboolean inside = FALSE;

      g_array_set_size (todo, todo->len - 1);
      /* kept already, inside what is kept whole, or the target's ancestor
       * (a reference in a circle, which librsvg refuses itself) */
      if (keep[k] == KEEP_WHOLE || (k != target && (k == 0 || is_ancestor (self, k, target))))
        continue;
      for (int a = element (self, k)->parent; a >= 0 && !inside; a = element (self, a)->parent)
        inside = keep[a] == KEEP_WHOLE;
      if (inside)
        continue;
      keep[k] = KEEP_WHOLE;
      for (int a = element (self, k)->parent; a >= 0 && keep[a] == KEEP_NONE; a = element (self, a)->parent)
        keep[a] = KEEP_TAGS;
      for (guint j = k; j <= element (self, k)->last; j++)
        {
          Element *e = element (self, j);

          for (guint r = 0; r < e->n_refs; r++)
            {
              int to = index_of (self, g_ptr_array_index (self->refs, e->refs + r));

              if (to >= 0)
                g_array_append_val (todo, to);
            }
        }
    }
}

static void
emit (KaiserSvgParts *self, const guint8 *keep, guint i, GString *out)
{
  Element *e = element (self, i);

  if (keep[i] == KEEP_WHOLE)
    {
      g_string_append_len (out, self->data + e->start, e->end - e->start);
      return;
    }
  g_string_append_len (out, self->data + e->start, e->tag_end - e->start);
  for (guint j = i + 1; j <= e->last; j = element (self, j)->last + 1)
    if (keep[j] != KEEP_NONE)
      emit (self, keep, j, out);
  g_string_append (out, "</");
  g_string_append_len (out, self->data + e->start + 1, e->name_len);
  g_string_append_c (out, '>');
}

GBytes *
kaiser_svg_parts_extract (KaiserSvgParts *self, const char *id)
{
  g_autofree guint8 *keep = NULL;
  GString *out;
  int target;

  g_return_val_if_fail (self != NULL && id != NULL, NULL);

  target = index_of (self, id);
  if (target < 0)
    return NULL;
  if (target == 0)
    return g_bytes_ref (self->bytes);
  keep = g_new0 (guint8, self->elements->len);
  keep[0] = KEEP_TAGS;
  for (guint j = 0; j < self->elements->len; j++)
    if (element (self, j)->style)
      keep_whole (self, keep, j, target);
  keep_whole (self, keep, target, target);
  /* what its ancestors refer to: a fill="url(#…)" on one is inherited */
  for (int a = element (self, target)->parent; a >= 0; a = element (self, a)->parent)
    for (guint r = 0; r < element (self, a)->n_refs; r++)
      {
        int to = index_of (self, g_ptr_array_index (self->refs, element (self, a)->refs + r));

        if (to >= 0)
          keep_whole (self, keep, to, target);
      }
  out = g_string_sized_new (4096);
  g_string_append_len (out, self->data, element (self, 0)->start);
  emit (self, keep, 0, out);
  g_string_append_c (out, '\n');
  return g_string_free_to_bytes (out);
}
