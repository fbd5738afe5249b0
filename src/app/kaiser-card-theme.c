/* kaiser-card-theme.c */
#define G_LOG_DOMAIN "kaiser-card-theme"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <librsvg/rsvg.h>
#include <pango/pangocairo.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kaiser-card-theme.h"
#include "kaiser-card-theme-private.h"
#include "kaiser-svg-parts.h"

struct _KaiserCardTheme
{
  GObject     parent_instance;
  char       *id;
  char       *path;
  KaiserSvgParts *parts;   /* the SVG's bytes, each card parsed alone from them (kaiser-svg-parts.h);
                            * read once, never changed: any thread may draw */
  double      aspect;
  gboolean    marks_own;   /* theme.ini MarksSpecialCards: its art marks the point cards itself */
  char       *name;        /* theme.ini Name, translated */
  GHashTable *packs;       /* pack name → (card id → element id): theme.ini [Pack NAME] */
  GHashTable *drawn;       /* the engine's packs the theme draws (check_packs) */
  GHashTable *names;       /* element id → what the theme calls that card, translated: [Names] */
  char       *suit_names[KAISER_N_SUITS];   /* [Suits] C, D, H, S; NULL: the usual names */
  char      **preview;     /* elements shown in previews: Preview= */
  char      **preview_badges;   /* and their badges ("+5", "−3", "" for none) */
};

G_DEFINE_FINAL_TYPE (KaiserCardTheme, kaiser_card_theme, G_TYPE_OBJECT)

static const char suit_letters[] = "CDHS";

void
kaiser_card_theme_info_free (KaiserCardThemeInfo *info)
{
  if (info == NULL)
    return;
  g_free (info->id);
  g_free (info->name);
  g_free (info->description);
  g_free (info->path);
  g_strfreev (info->presets);
  g_free (info->problem);
  g_free (info);
}

/* What a file that is not a regular one is, for messages. */
static const char *
file_kind (mode_t mode)
{
  if (S_ISDIR (mode))
    return _("a folder");
  if (S_ISFIFO (mode))
    return _("a FIFO (named pipe)");
  if (S_ISCHR (mode) || S_ISBLK (mode))
    return _("a device");
  if (S_ISSOCK (mode))
    return _("a socket");
  return _("not a file");
}

/* A file of a theme, whole, if it is a regular file of at most @limit
 * bytes, with a NUL after its bytes (not counted).  Opened without
 * blocking (a FIFO no one writes to, a device) and checked on what was
 * opened, so nothing is swapped in between; errors:
 * G_IO_ERROR_NOT_REGULAR_FILE, G_IO_ERROR_MESSAGE_TOO_LARGE (the size in
 * @size), or the system's (G_IO_ERROR_NOT_FOUND, …). */
static GBytes *
read_theme_file (const char *path, goffset limit, goffset *size, GError **error)
{
  g_autofree char *display = g_filename_display_name (path);
  g_autofree char *data = NULL;
  struct stat st;
  goffset length = 0;
  int fd, saved;

  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      saved = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("Cannot open “%s”: %s"),
                   display, g_strerror (saved));
      return NULL;
    }
  if (fstat (fd, &st) != 0)
    {
      saved = errno;
      g_close (fd, NULL);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("Cannot open “%s”: %s"),
                   display, g_strerror (saved));
      return NULL;
    }
  if (!S_ISREG (st.st_mode))
    {
      g_close (fd, NULL);
      /* Translators: a file of a card theme, and what it is instead ("a FIFO (named pipe)", "a folder") */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE, _("“%s” is %s, not a regular file"), display,
                   file_kind (st.st_mode));
      return NULL;
    }
  if (st.st_size > limit)
    {
      g_close (fd, NULL);
      *size = st.st_size;
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE, "%s", display);
      return NULL;
    }
  /* one byte more than the limit: a file that grew meanwhile is seen;
   * and room for the NUL */
  data = g_malloc ((gsize) st.st_size + 2);
  while (length <= st.st_size)
    {
      gssize n = read (fd, data + length, (gsize) (st.st_size + 1 - length));

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          saved = errno;
          g_close (fd, NULL);
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("Cannot read “%s”: %s"),
                       display, g_strerror (saved));
          return NULL;
        }
      if (n == 0)
        break;
      length += n;
    }
  g_close (fd, NULL);
  if (length > st.st_size)
    {
      *size = length;
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE, "%s", display);
      return NULL;
    }
  data[length] = '\0';
  return g_bytes_new_take (g_steal_pointer (&data), (gsize) length);
}

/* A reason given by a parser, fit to show: valid UTF-8, no control
 * characters, at most 200 characters (it may quote a line of junk). */
static char *
readable (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  GString *out = g_string_new (NULL);
  guint n = 0;

  for (const char *p = valid; *p; p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);

      if (n == 200)
        {
          g_string_append (out, "…");
          break;
        }
      if (g_unichar_iscntrl (c))
        g_string_append_c (out, ' ');
      else
        g_string_append_unichar (out, c);
    }
  return g_string_free (out, FALSE);
}

/* The message of a theme whose file @path could not be read. */
static void
set_read_error (GError **error, const char *id, const char *path, goffset limit, goffset size, GError *local)
{
  g_autofree char *file = g_path_get_basename (path);

  if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
    {
      g_autofree char *has = g_format_size_full (size, G_FORMAT_SIZE_IEC_UNITS);
      g_autofree char *most = g_format_size_full (limit, G_FORMAT_SIZE_IEC_UNITS);

      /* Translators: the theme, its file (cards.svg, theme.ini), the file's size and the limit: "20.0 MB", "16.8 MB" */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The card theme “%s” is too large: its %s has %s, at most %s"), id, file, has, most);
    }
  else
    g_set_error (error, G_IO_ERROR,
                 g_error_matches (local, G_IO_ERROR, G_IO_ERROR_NOT_FOUND) ? G_IO_ERROR_NOT_FOUND
                                                                             : G_IO_ERROR_INVALID_DATA,
                 _("The card theme “%s” cannot be read: %s"), id, local->message);
}

GBytes *
kaiser_card_theme_read_file (const char *path, goffset limit, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *id = g_path_get_basename (dir);
  g_autoptr(GError) local = NULL;
  goffset size = 0;
  GBytes *bytes;

  g_return_val_if_fail (path != NULL, NULL);

  bytes = read_theme_file (path, limit, &size, &local);
  if (bytes == NULL)
    set_read_error (error, id, path, limit, size, local);
  return bytes;
}

/* The theme.ini of the theme in @dir, read with the same care as the
 * SVG; NULL and no error when there is none. */
static GKeyFile *
load_ini (const char *id, const char *dir, GError **error)
{
  g_autofree char *path = g_build_filename (dir, "theme.ini", NULL);
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(GError) local = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gsize length;
  const char *data;

  bytes = kaiser_card_theme_read_file (path, KAISER_CARD_THEME_MAX_INI_SIZE, &local);
  if (bytes == NULL)
    {
      if (!g_error_matches (local, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  data = g_bytes_get_data (bytes, &length);
  if (!g_key_file_load_from_data (kf, data ? data : "", length, G_KEY_FILE_NONE, &local))
    {
      g_autofree char *reason = readable (local->message);

      /* Translators: the theme, and what is wrong with its theme.ini */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The card theme “%s” has a theme.ini that cannot be read: %s"), id, reason);
      return NULL;
    }
  return g_steal_pointer (&kf);
}

/* A text of theme.ini (a name, a description) in the user's language;
 * NULL if it is not there or absurdly long. */
static char *
ini_text (GKeyFile *kf, const char *group, const char *key)
{
  char *value = g_key_file_get_locale_string (kf, group, key, NULL, NULL);

  if (value && strlen (value) > KAISER_CARD_THEME_MAX_TEXT_LENGTH)
    g_clear_pointer (&value, g_free);
  return value;
}

static gboolean
knows_a_preset (char **presets)
{
  for (guint i = 0; presets[i]; i++)
    {
      KaiserRules rules;

      if (kaiser_rules_init_preset (&rules, presets[i], NULL))
        return TRUE;
    }
  return FALSE;
}

static void
scan_dir (GPtrArray *themes, const char *dir, gboolean user)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (dir, name, "cards.svg", NULL);
      g_autofree char *folder = g_build_filename (dir, name, NULL);
      g_autoptr(GKeyFile) kf = NULL;
      g_autoptr(GError) problem = NULL;
      KaiserCardThemeInfo *info;
      gboolean seen = FALSE;

      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;
      for (guint i = 0; i < themes->len; i++)
        seen |= g_str_equal (((KaiserCardThemeInfo *) g_ptr_array_index (themes, i))->id, name);
      if (seen)
        continue;
      info = g_new0 (KaiserCardThemeInfo, 1);
      info->id = g_strdup (name);
      info->path = g_steal_pointer (&path);
      info->user = user;
      /* a theme.ini too large or broken: listed, as a theme that cannot be used */
      kf = load_ini (name, folder, &problem);
      if (problem)
        info->problem = g_strdup (problem->message);
      if (kf)
        {
          info->name = ini_text (kf, "Theme", "Name");
          info->description = ini_text (kf, "Theme", "Description");
          info->presets = g_key_file_get_string_list (kf, "Theme", "Presets", NULL, NULL);
        }
      if (info->name == NULL)
        info->name = g_strdup (name);
      /* made only for rule sets this version does not have (Lost Heir,
       * until its packs are played): not offered */
      if (!user && info->presets && info->presets[0] && !knows_a_preset (info->presets))
        {
          kaiser_card_theme_info_free (info);
          continue;
        }
      g_ptr_array_add (themes, info);
    }
}

static const char *
source_theme_dir (void)
{
  /* run from the build tree: the themes next to the sources */
  return g_getenv ("KAISER_THEME_DIR") ? g_getenv ("KAISER_THEME_DIR") : SOURCE_THEMEDIR;
}

/* Standard first, then the others that ship by name, then the user's own. */
static int
compare_themes (gconstpointer a, gconstpointer b)
{
  const KaiserCardThemeInfo *x = *(KaiserCardThemeInfo * const *) a, *y = *(KaiserCardThemeInfo * const *) b;

  if (x->user != y->user)
    return x->user ? 1 : -1;
  if (g_str_equal (x->id, "standard") != g_str_equal (y->id, "standard"))
    return g_str_equal (x->id, "standard") ? -1 : 1;
  return g_utf8_collate (x->name, y->name);
}

GPtrArray *
kaiser_card_theme_list (void)
{
  GPtrArray *themes = g_ptr_array_new_with_free_func ((GDestroyNotify) kaiser_card_theme_info_free);
  g_autofree char *user = g_build_filename (g_get_user_data_dir (), "three-spot", "themes", NULL);
  g_autofree char *installed = g_build_filename (PKGDATADIR, "themes", NULL);

  scan_dir (themes, source_theme_dir (), FALSE);
  scan_dir (themes, installed, FALSE);
  scan_dir (themes, user, TRUE);
  g_ptr_array_sort (themes, compare_themes);
  return themes;
}

KaiserCardThemeInfo *
kaiser_card_theme_find_for_preset (const char *preset)
{
  g_autoptr(GPtrArray) themes = kaiser_card_theme_list ();

  for (guint i = 0; i < themes->len; i++)
    {
      KaiserCardThemeInfo *info = g_ptr_array_index (themes, i);

      if (info->presets && g_strv_contains ((const char * const *) info->presets, preset))
        return g_ptr_array_steal_index (themes, i);
    }
  return NULL;
}

static void
kaiser_card_theme_finalize (GObject *object)
{
  KaiserCardTheme *self = KAISER_CARD_THEME (object);

  g_clear_pointer (&self->parts, kaiser_svg_parts_free);
  g_free (self->id);
  g_free (self->path);
  g_free (self->name);
  g_clear_pointer (&self->packs, g_hash_table_unref);
  g_clear_pointer (&self->drawn, g_hash_table_unref);
  g_clear_pointer (&self->names, g_hash_table_unref);
  for (guint s = 0; s < KAISER_N_SUITS; s++)
    g_free (self->suit_names[s]);
  g_strfreev (self->preview);
  g_strfreev (self->preview_badges);
  G_OBJECT_CLASS (kaiser_card_theme_parent_class)->finalize (object);
}

static void
kaiser_card_theme_class_init (KaiserCardThemeClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = kaiser_card_theme_finalize;
}

static void
kaiser_card_theme_init (KaiserCardTheme *self)
{
  self->packs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_hash_table_unref);
  self->names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->drawn = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

static gboolean
has_element (KaiserCardTheme *self, const char *card_id)
{
  return kaiser_svg_parts_has_id (self->parts, card_id);
}

/* An element, parsed alone: the SVG pruned to what it needs. */
static RsvgHandle *
element_handle (KaiserCardTheme *self, const char *element, GError **error)
{
  g_autoptr(GBytes) bytes = kaiser_svg_parts_extract (self->parts, element);
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(GError) local = NULL;
  RsvgHandle *handle;

  if (bytes == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The card theme “%s” has no card “%s”"), self->id, element);
      return NULL;
    }
  /* no base file: nothing outside the SVG can be named, so none is read */
  stream = g_memory_input_stream_new_from_bytes (bytes);
  handle = rsvg_handle_new_from_stream_sync (stream, NULL, RSVG_HANDLE_FLAGS_NONE, NULL, &local);
  if (handle == NULL)
    {
      g_autofree char *reason = readable (local->message);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The card theme “%s” cannot be read: %s"), self->id, reason);
    }
  return handle;
}

/* The rules of a pack, for its deck. */
static gboolean
pack_rules (const char *pack, KaiserRules *rules)
{
  kaiser_rules_init_standard (rules);
  return pack == NULL || kaiser_rules_set (rules, "pack", pack, NULL);
}

/* Every plain key of a group ("7C", not its translations "7C[fr]"),
 * with its value in the user's language, into @table.  Element ids
 * (@translated FALSE) longer than KAISER_CARD_THEME_MAX_ID_LENGTH are an
 * error, texts longer than KAISER_CARD_THEME_MAX_TEXT_LENGTH ignored. */
static gboolean
read_group (KaiserCardTheme *self, GKeyFile *kf, const char *group, gboolean translated, GHashTable *table,
            GError **error)
{
  g_auto(GStrv) keys = g_key_file_get_keys (kf, group, NULL, NULL);

  for (guint i = 0; keys && keys[i]; i++)
    {
      char *value;

      if (strchr (keys[i], '['))
        continue;
      value = translated ? ini_text (kf, group, keys[i]) : g_key_file_get_string (kf, group, keys[i], NULL);
      if (value == NULL)
        continue;
      g_strstrip (value);
      if (!translated && strlen (value) > KAISER_CARD_THEME_MAX_ID_LENGTH)
        {
          g_autofree char *key = g_utf8_make_valid (keys[i], MIN (strlen (keys[i]), KAISER_CARD_THEME_MAX_ID_LENGTH));
          g_autofree char *where = g_utf8_make_valid (group, MIN (strlen (group), KAISER_CARD_THEME_MAX_ID_LENGTH));

          g_free (value);
          /* Translators: the theme, a key of its theme.ini and the [group] it is in */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("The card theme “%s” has a value too long in theme.ini: “%s” of [%s]"),
                       self->id, key, where);
          return FALSE;
        }
      g_hash_table_replace (table, g_strdup (keys[i]), value);
    }
  return TRUE;
}

/* theme.ini: the name, the preview, whether the art marks the point
 * cards, and how the theme draws and names the cards of each pack.  No
 * theme.ini is no error; one that cannot be read or parsed is. */
static gboolean
read_ini_keys (KaiserCardTheme *self, GKeyFile *kf, GError **error)
{
  g_auto(GStrv) groups = NULL;
  g_autoptr(GHashTable) suits = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  self->marks_own = g_key_file_get_boolean (kf, "Theme", "MarksSpecialCards", NULL);
  self->name = ini_text (kf, "Theme", "Name");
  self->preview = g_key_file_get_string_list (kf, "Theme", "Preview", NULL, NULL);
  for (guint i = 0; self->preview && self->preview[i]; i++)
    if (strlen (self->preview[i]) > KAISER_CARD_THEME_MAX_ID_LENGTH)
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     _("The card theme “%s” has a value too long in theme.ini: “%s” of [%s]"),
                     self->id, "Preview", "Theme");
        return FALSE;
      }
  if (!read_group (self, kf, "Names", TRUE, self->names, error) ||
      !read_group (self, kf, "Suits", TRUE, suits, error))
    return FALSE;
  for (guint s = 0; s < KAISER_N_SUITS; s++)
    {
      char letter[2] = { suit_letters[s], 0 };
      self->suit_names[s] = g_strdup (g_hash_table_lookup (suits, letter));
    }
  groups = g_key_file_get_groups (kf, NULL);
  for (guint i = 0; groups[i]; i++)
    if (g_str_has_prefix (groups[i], "Pack "))
      {
        GHashTable *map = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

        g_hash_table_replace (self->packs, g_strdup (groups[i] + strlen ("Pack ")), map);
        if (!read_group (self, kf, groups[i], FALSE, map, error))
          return FALSE;
      }
  return TRUE;
}

static gboolean
read_ini (KaiserCardTheme *self, const char *dir, GError **error)
{
  g_autoptr(GKeyFile) kf = NULL;
  g_autoptr(GError) local = NULL;

  kf = load_ini (self->id, dir, &local);
  if (kf == NULL)
    {
      if (local == NULL)
        return TRUE;
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  return read_ini_keys (self, kf, error);
}

/* kaiser-card-theme-private.h: theme.ini's keys read from a buffer, as
 * read_ini reads a file's (tests/fuzz/fuzz-theme-ini.c). */
KaiserCardTheme *
kaiser_card_theme_new_for_ini_data (const char *id, const char *data, gsize length, GError **error)
{
  g_autoptr(KaiserCardTheme) self = g_object_new (KAISER_TYPE_CARD_THEME, NULL);
  g_autoptr(GKeyFile) kf = g_key_file_new ();

  self->id = g_strdup (id);
  if (!g_key_file_load_from_data (kf, data, length, G_KEY_FILE_NONE, error) ||
      !read_ini_keys (self, kf, error))
    return NULL;
  return g_steal_pointer (&self);
}

/* Whether the theme draws a pack: through its map ([Pack NAME]), where
 * every card's element must be in the SVG (a map naming a missing one is
 * a broken theme: FALSE and the error), or without one, when the SVG has
 * an element for every card id (no error when it lacks one: the theme is
 * not for that pack; the first card missing in @missing if it is still
 * empty). */
static gboolean
pack_drawn (KaiserCardTheme *self, const char *pack, const KaiserDeck *deck, gboolean *drawn, char missing[8],
            GError **error)
{
  gboolean has_map = g_hash_table_contains (self->packs, pack);
  KaiserCard card;

  *drawn = TRUE;
  KAISER_CARDS_FOREACH (card, kaiser_deck_cards (deck))
    {
      char id[8];
      const char *element;

      kaiser_deck_card_to_string (deck, card, id);
      element = kaiser_card_theme_lookup (self, pack, id);
      if (has_element (self, element))
        continue;
      if (!has_map)
        {
          if (missing[0] == '\0')
            g_strlcpy (missing, id, 8);
          *drawn = FALSE;
          return TRUE;
        }
      if (g_str_equal (element, id))
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     _("The card theme “%s” has no card “%s”"), self->id, id);
      else
        /* Translators: a theme whose map for a pack names a card that is not in it */
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     _("The card theme “%s” has no card “%s” (for “%s” of the pack “%s”)"),
                     self->id, element, id, pack);
      return FALSE;
    }
  return TRUE;
}

/* The packs of the engine the theme draws (pack_drawn), at least one;
 * every card of those must parse (each alone, so at most one card's
 * worth is held): a theme librsvg cannot read is refused now, not one
 * card at a time later. */
static gboolean
check_packs (KaiserCardTheme *self, GCancellable *cancellable, GError **error)
{
  g_autoptr(GHashTable) parsed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const KaiserOption *option = kaiser_rules_find_option ("pack");
  char missing[8] = "";

  for (guint p = 0; option && option->values[p]; p++)
    {
      const char *pack = option->values[p];
      KaiserRules rules;
      KaiserCard card;
      gboolean drawn;

      if (!pack_rules (pack, &rules))
        continue;
      if (!pack_drawn (self, pack, &rules.deck, &drawn, missing, error))
        return FALSE;
      if (!drawn)
        continue;
      g_hash_table_add (self->drawn, g_strdup (pack));
      KAISER_CARDS_FOREACH (card, kaiser_deck_cards (&rules.deck))
        {
          char id[8];
          const char *element;

          kaiser_deck_card_to_string (&rules.deck, card, id);
          element = kaiser_card_theme_lookup (self, pack, id);
          /* (the element may be @id, which the next card writes over) */
          if (g_hash_table_add (parsed, g_strdup (element)))
            {
              gint64 start = g_get_monotonic_time ();
              RsvgHandle *handle;

              if (g_cancellable_set_error_if_cancelled (cancellable, error))
                return FALSE;
              handle = element_handle (self, element, error);
              if (handle == NULL)
                return FALSE;
              g_object_unref (handle);
              /* a card slower to parse than to draw is never drawn in time */
              if (!kaiser_card_theme_check_draw_time (self, (g_get_monotonic_time () - start) / 1000.0, error))
                return FALSE;
            }
        }
    }
  if (g_hash_table_size (self->drawn) == 0)
    {
      /* Translators: a theme that has not every card of any pack (and no [Pack NAME] map); the card is the
       * first it lacks, "AC" */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The card theme “%s” draws none of the game’s packs: it has no card “%s”, for one"), self->id,
                   missing);
      return FALSE;
    }
  return TRUE;
}

/* Only for the back: librsvg lays the whole element out to measure it
 * (about 1.5 ms a card), too slow to do for every card at start-up. */
static gboolean
element_geometry (RsvgHandle *handle, const char *card_id, RsvgRectangle *rect)
{
  g_autofree char *ref = g_strconcat ("#", card_id, NULL);
  RsvgRectangle logical;

  return rsvg_handle_get_geometry_for_element (handle, ref, rect, &logical, NULL) &&
         rect->width > 0 && rect->height > 0;
}

/* The end of what starts at @p with @open and ends with @close, or @end. */
static const char *
skip_past (const char *p, const char *end, const char *open, const char *close)
{
  const char *found;

  if ((gsize) (end - p) < strlen (open) || memcmp (p, open, strlen (open)) != 0)
    return NULL;
  found = g_strstr_len (p + strlen (open), end - p - strlen (open), close);
  return found ? found + strlen (close) : end;
}

/* What the SVG would cost: its elements (start tags, outside comments,
 * CDATA and processing instructions), counted in the bytes before any
 * parsing; entities are refused, as their elements are not seen here. */
static gboolean
check_elements (KaiserCardTheme *self, GBytes *bytes, GError **error)
{
  gsize length;
  const char *p = g_bytes_get_data (bytes, &length), *end = p + length, *past;
  guint n = 0;

  while (p && (p = memchr (p, '<', end - p)))
    {
      if ((past = skip_past (p, end, "<!--", "-->")) || (past = skip_past (p, end, "<![CDATA[", "]]>")) ||
          (past = skip_past (p, end, "<?", "?>")))
        {
          p = past;
          continue;
        }
      if (skip_past (p, end, "<!ENTITY", ">"))
        {
          /* Translators: the theme; an SVG may not declare <!ENTITY …> */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("The card theme “%s” cannot be used: its cards.svg declares entities"), self->id);
          return FALSE;
        }
      p++;
      if (p < end && (g_ascii_isalpha (*p) || *p == '_' || *p == ':' || (guchar) *p >= 0x80) &&
          ++n > KAISER_CARD_THEME_MAX_ELEMENTS)
        {
          /* Translators: the theme, and the most elements its cards.svg may have */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("The card theme “%s” is too complex: its cards.svg has more than %u elements"),
                       self->id, (guint) KAISER_CARD_THEME_MAX_ELEMENTS);
          return FALSE;
        }
    }
  return TRUE;
}

/* The SVG read and its elements indexed; not parsed. */
static gboolean
read_parts (KaiserCardTheme *self, GError **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(GBytes) bytes = NULL;

  bytes = kaiser_card_theme_read_file (self->path, KAISER_CARD_THEME_MAX_SVG_SIZE, &local);
  if (bytes == NULL)
    {
      /* a theme whose cards.svg is gone is as broken as one unreadable */
      local->code = G_IO_ERROR_INVALID_DATA;
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (!check_elements (self, bytes, error))
    return FALSE;
  self->parts = kaiser_svg_parts_new (bytes, &local);
  if (self->parts == NULL)
    {
      g_autofree char *reason = readable (local->message);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The card theme “%s” cannot be read: %s"), self->id, reason);
      return FALSE;
    }
  return TRUE;
}

static guint max_draw_ms;   /* atomic; 0: the environment's, or the usual */

void
kaiser_card_theme_set_max_draw_ms (guint ms)
{
  g_atomic_int_set (&max_draw_ms, ms);
}

guint
kaiser_card_theme_get_max_draw_ms (void)
{
  static gsize from_env;
  guint set = (guint) g_atomic_int_get (&max_draw_ms);

  if (set > 0)
    return set;
  /* read once: the environment is not for threads to read while it may change */
  if (g_once_init_enter (&from_env))
    {
      const char *text = g_getenv ("KAISER_CARD_THEME_MAX_DRAW_MS");
      guint64 ms;

      g_once_init_leave (&from_env, text && g_ascii_string_to_unsigned (text, 10, 1, G_MAXUINT, &ms, NULL)
                                      ? (gsize) ms : KAISER_CARD_THEME_MAX_DRAW_MS);
    }
  return (guint) from_env;
}

gboolean
kaiser_card_theme_check_draw_time (KaiserCardTheme *self, double ms, GError **error)
{
  guint most = kaiser_card_theme_get_max_draw_ms ();

  g_return_val_if_fail (KAISER_IS_CARD_THEME (self), FALSE);

  if (ms <= most)
    return TRUE;
  /* Translators: the theme, the time one of its cards took to draw and the most it may take, in seconds: "4.2", "3" */
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               _("The card theme “%s” is too slow: its cards take %.1f s each to draw, at most %g s"), self->id,
               ms / 1000.0, most / 1000.0);
  return FALSE;
}

static KaiserCardTheme *
new_from_file (const char *path, GCancellable *cancellable, GError **error)
{
  g_autoptr(KaiserCardTheme) self = g_object_new (KAISER_TYPE_CARD_THEME, NULL);
  g_autofree char *dir = g_path_get_dirname (path);
  RsvgHandle *back = NULL;
  gboolean measured;
  RsvgRectangle rect;

  self->id = g_path_get_basename (dir);
  self->path = g_strdup (path);
  if (!read_parts (self, error))
    return NULL;
  if (has_element (self, "back") && !(back = element_handle (self, "back", error)))
    return NULL;
  measured = back && element_geometry (back, "back", &rect);
  g_clear_object (&back);
  if (!measured)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The card theme “%s” has no card back (element “back”)"), self->id);
      return NULL;
    }
  self->aspect = rect.width / rect.height;
  if (!read_ini (self, dir, error) || !check_packs (self, cancellable, error))
    return NULL;
  if (self->name == NULL)
    self->name = g_strdup (self->id);
  if (self->preview == NULL || self->preview[0] == NULL)
    {
      g_strfreev (self->preview);
      self->preview = g_strsplit ("AS;KH;5H:+5;3S:−3", ";", -1);
    }
  /* "5H:+5": the card and its badge */
  self->preview_badges = g_new0 (char *, g_strv_length (self->preview) + 1);
  for (guint i = 0; self->preview[i]; i++)
    {
      char *colon = strchr (self->preview[i], ':');

      self->preview_badges[i] = g_strdup (colon ? colon + 1 : "");
      if (colon)
        *colon = '\0';
    }
  for (guint i = 0; self->preview[i]; i++)
    if (!has_element (self, self->preview[i]))
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     _("The card theme “%s” has no card “%s”"), self->id, self->preview[i]);
        return NULL;
      }
  return g_steal_pointer (&self);
}

KaiserCardTheme *
kaiser_card_theme_new_from_file (const char *path, GError **error)
{
  return new_from_file (path, NULL, error);
}

KaiserCardTheme *
kaiser_card_theme_new_by_id (const char *id, GError **error)
{
  return kaiser_card_theme_new_by_id_cancellable (id, NULL, error);
}

KaiserCardTheme *
kaiser_card_theme_new_by_id_cancellable (const char *id, GCancellable *cancellable, GError **error)
{
  g_autoptr(GPtrArray) themes = kaiser_card_theme_list ();

  for (guint i = 0; i < themes->len; i++)
    {
      KaiserCardThemeInfo *info = g_ptr_array_index (themes, i);
      if (g_str_equal (info->id, id))
        return new_from_file (info->path, cancellable, error);
    }
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("There is no card theme “%s”"), id);
  return NULL;
}

const char *
kaiser_card_theme_get_id (KaiserCardTheme *self)
{
  return self->id;
}

const char *
kaiser_card_theme_get_name (KaiserCardTheme *self)
{
  return self->name;
}

gboolean
kaiser_card_theme_draws_pack (KaiserCardTheme *self, const char *pack)
{
  g_return_val_if_fail (KAISER_IS_CARD_THEME (self), FALSE);

  return pack != NULL && g_hash_table_contains (self->drawn, pack);
}

const char *
kaiser_card_theme_lookup (KaiserCardTheme *self, const char *pack, const char *card_id)
{
  GHashTable *map = pack ? g_hash_table_lookup (self->packs, pack) : NULL;
  const char *element = map ? g_hash_table_lookup (map, card_id) : NULL;

  return element ? element : card_id;
}

const char *
kaiser_card_theme_get_card_name (KaiserCardTheme *self, const char *pack, const char *card_id)
{
  /* the theme's names are for its own cards, not for another pack's that happen to share an id */
  if (pack != NULL && !kaiser_card_theme_draws_pack (self, pack))
    return NULL;
  return g_hash_table_lookup (self->names, kaiser_card_theme_lookup (self, pack, card_id));
}

KaiserCardNames *
kaiser_card_theme_make_names (KaiserCardTheme *self, const char *pack)
{
  KaiserCardNames *names = kaiser_card_names_new ();
  KaiserRules rules;
  KaiserCard card;

  /* a pack the theme does not draw: the usual names, suits too */
  if (pack != NULL && !kaiser_card_theme_draws_pack (self, pack))
    return names;
  for (KaiserSuit s = 0; s < KAISER_N_SUITS; s++)
    kaiser_card_names_set_suit (names, s, self->suit_names[s]);
  if (!pack_rules (pack, &rules))
    return names;
  KAISER_CARDS_FOREACH (card, kaiser_deck_cards (&rules.deck))
    {
      char id[8];

      kaiser_deck_card_to_string (&rules.deck, card, id);
      kaiser_card_names_set_card (names, card, kaiser_card_theme_get_card_name (self, pack, id));
    }
  return names;
}

const char *
kaiser_card_theme_get_suit_name (KaiserCardTheme *self, KaiserSuit suit)
{
  return suit < KAISER_N_SUITS ? self->suit_names[suit] : NULL;
}

const char * const *
kaiser_card_theme_get_preview (KaiserCardTheme *self, const char * const **badges)
{
  if (badges)
    *badges = (const char * const *) self->preview_badges;
  return (const char * const *) self->preview;
}

double
kaiser_card_theme_get_aspect (KaiserCardTheme *self)
{
  return self->aspect;
}

gboolean
kaiser_card_theme_get_marks_own (KaiserCardTheme *self)
{
  return self->marks_own;
}

/* The badge of a point card, low in the middle of the card: gold for a
 * card that adds points, grey for one that takes them away. */
static void
draw_mark (cairo_t *cr, int width, int height, KaiserCardMark mark, const char *label)
{
  double w = width * 0.21, h = height * 0.07, x = (width - w) / 2, y = height * 0.615, r = h / 2;
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Cantarell, DejaVu Sans, Sans Bold");
  PangoRectangle ink;

  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, G_PI / 2);
  cairo_arc (cr, x + r, y + r, r, G_PI / 2, 3 * G_PI / 2);
  cairo_close_path (cr);
  if (mark == KAISER_CARD_MARK_BONUS)
    cairo_set_source_rgb (cr, 0xe5 / 255.0, 0xa5 / 255.0, 0x0a / 255.0);
  else
    cairo_set_source_rgb (cr, 0x77 / 255.0, 0x76 / 255.0, 0x7b / 255.0);
  cairo_fill (cr);

  pango_font_description_set_absolute_size (font, h * 0.72 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, label, -1);
  pango_layout_get_pixel_extents (layout, &ink, NULL);
  if (mark == KAISER_CARD_MARK_BONUS)
    cairo_set_source_rgb (cr, 0x24 / 255.0, 0x1f / 255.0, 0x31 / 255.0);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_move_to (cr, x + (w - ink.width) / 2 - ink.x, y + (h - ink.height) / 2 - ink.y);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
  g_object_unref (layout);
}

GdkTexture *
kaiser_card_theme_render (KaiserCardTheme *self, const char *card_id, int width, int height, GError **error)
{
  return kaiser_card_theme_render_marked (self, card_id, KAISER_CARD_MARK_NONE, NULL, width, height, error);
}

gboolean
kaiser_card_theme_render_to_cairo (KaiserCardTheme *self, cairo_t *cr, const char *element, KaiserCardMark mark,
                                   const char *label, int width, int height, GError **error)
{
  g_autofree char *ref = g_strconcat ("#", element, NULL);
  RsvgHandle *handle = element_handle (self, element, error);
  RsvgRectangle viewport = { 0, 0, width, height };
  gboolean ok;

  if (handle == NULL)
    return FALSE;
  /* curves flattened to a quarter of a pixel instead of a tenth: no
   * difference to be seen on a card, about a tenth less time */
  cairo_save (cr);
  cairo_set_tolerance (cr, 0.25);
  ok = rsvg_handle_render_element (handle, cr, ref, &viewport, error);
  cairo_restore (cr);
  g_object_unref (handle);
  if (!ok)
    return FALSE;
  if (mark != KAISER_CARD_MARK_NONE && label && !self->marks_own)
    draw_mark (cr, width, height, mark, label);
  return TRUE;
}

GdkTexture *
kaiser_card_theme_render_marked (KaiserCardTheme *self, const char *card_id, KaiserCardMark mark, const char *label,
                                 int width, int height, GError **error)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  gboolean ok;

  g_return_val_if_fail (width > 0 && height > 0, NULL);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  ok = kaiser_card_theme_render_to_cairo (self, cr, card_id, mark, label, width, height, error);
  cairo_destroy (cr);
  if (!ok)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }
  return kaiser_card_theme_texture_from_surface (surface);
}

GdkTexture *
kaiser_card_theme_texture_from_surface (cairo_surface_t *surface)
{
  int width = cairo_image_surface_get_width (surface), height = cairo_image_surface_get_height (surface);
  g_autoptr(GBytes) bytes = NULL;

  cairo_surface_flush (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) cairo_image_surface_get_stride (surface) * height,
                                      (GDestroyNotify) cairo_surface_destroy, surface);
  /* cairo's ARGB32 is premultiplied, in native byte order */
  return gdk_memory_texture_new (width, height,
                                 G_BYTE_ORDER == G_LITTLE_ENDIAN ? GDK_MEMORY_B8G8R8A8_PREMULTIPLIED
                                                                 : GDK_MEMORY_A8R8G8B8_PREMULTIPLIED,
                                 bytes, cairo_image_surface_get_stride (surface));
}
