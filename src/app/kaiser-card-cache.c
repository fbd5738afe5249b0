/* kaiser-card-cache.c */
#define G_LOG_DOMAIN "kaiser-card-cache"

#include "kaiser-card-cache.h"

struct _KaiserCardCache
{
  GObject          parent_instance;
  KaiserCardTheme *theme;
  GHashTable      *textures;   /* card id → GdkTexture */
  int              width, height, scale;
  guint            n_rendered;
  guint            release_id;   /* frees the theme's parsed SVG when no card was drawn for a while */
  char            *mark_id[2];   /* the bonus and penalty cards of the rules, and their badges */
  char            *mark_label[2];
  char            *pack;         /* the rules' pack: the theme draws its cards by its map for it */
  KaiserCardNames *names;        /* what the theme calls the pack's cards, made when first asked */
};

#define RELEASE_AFTER_S 4

G_DEFINE_FINAL_TYPE (KaiserCardCache, kaiser_card_cache, G_TYPE_OBJECT)

static void
kaiser_card_cache_finalize (GObject *object)
{
  KaiserCardCache *self = KAISER_CARD_CACHE (object);

  g_clear_handle_id (&self->release_id, g_source_remove);
  g_clear_object (&self->theme);
  g_clear_pointer (&self->textures, g_hash_table_unref);
  g_clear_pointer (&self->pack, g_free);
  g_clear_pointer (&self->names, kaiser_card_names_free);
  for (guint k = 0; k < 2; k++)
    {
      g_clear_pointer (&self->mark_id[k], g_free);
      g_clear_pointer (&self->mark_label[k], g_free);
    }
  G_OBJECT_CLASS (kaiser_card_cache_parent_class)->finalize (object);
}

static void
kaiser_card_cache_class_init (KaiserCardCacheClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = kaiser_card_cache_finalize;
}

static void
kaiser_card_cache_init (KaiserCardCache *self)
{
  self->textures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->scale = 1;
}

KaiserCardCache *
kaiser_card_cache_new (void)
{
  return g_object_new (KAISER_TYPE_CARD_CACHE, NULL);
}

void
kaiser_card_cache_set_theme (KaiserCardCache *self, KaiserCardTheme *theme)
{
  if (g_set_object (&self->theme, theme))
    {
      g_hash_table_remove_all (self->textures);
      g_clear_pointer (&self->names, kaiser_card_names_free);
    }
}

KaiserCardTheme *
kaiser_card_cache_get_theme (KaiserCardCache *self)
{
  return self->theme;
}

void
kaiser_card_cache_set_size (KaiserCardCache *self, int width, int height, int scale)
{
  if (width == self->width && height == self->height && scale == self->scale)
    return;
  self->width = width;
  self->height = height;
  self->scale = scale;
  g_hash_table_remove_all (self->textures);
}

void
kaiser_card_cache_set_marks (KaiserCardCache *self, const char *bonus_id, const char *bonus_label,
                             const char *penalty_id, const char *penalty_label)
{
  const char *ids[2] = { bonus_id, penalty_id }, *labels[2] = { bonus_label, penalty_label };
  gboolean changed = FALSE;

  g_return_if_fail (KAISER_IS_CARD_CACHE (self));

  for (guint k = 0; k < 2; k++)
    {
      changed |= g_strcmp0 (self->mark_id[k], ids[k]) != 0 || g_strcmp0 (self->mark_label[k], labels[k]) != 0;
      g_free (self->mark_id[k]);
      g_free (self->mark_label[k]);
      self->mark_id[k] = g_strdup (ids[k]);
      self->mark_label[k] = g_strdup (labels[k]);
    }
  if (changed)
    g_hash_table_remove_all (self->textures);
}

void
kaiser_card_cache_set_pack (KaiserCardCache *self, const char *pack)
{
  g_return_if_fail (KAISER_IS_CARD_CACHE (self));

  if (g_strcmp0 (self->pack, pack) == 0)
    return;
  g_free (self->pack);
  self->pack = g_strdup (pack);
  g_hash_table_remove_all (self->textures);
  g_clear_pointer (&self->names, kaiser_card_names_free);
}

const KaiserCardNames *
kaiser_card_cache_get_names (KaiserCardCache *self)
{
  g_return_val_if_fail (KAISER_IS_CARD_CACHE (self), NULL);

  if (self->theme == NULL)
    return NULL;
  if (self->names == NULL)
    self->names = kaiser_card_theme_make_names (self->theme, self->pack);
  return self->names;
}

const char *
kaiser_card_cache_lookup (KaiserCardCache *self, const char *card_id)
{
  g_return_val_if_fail (KAISER_IS_CARD_CACHE (self), card_id);

  return self->theme ? kaiser_card_theme_lookup (self->theme, self->pack, card_id) : card_id;
}

KaiserCardMark
kaiser_card_cache_get_mark (KaiserCardCache *self, const char *card_id, const char **label)
{
  g_return_val_if_fail (KAISER_IS_CARD_CACHE (self), KAISER_CARD_MARK_NONE);

  for (guint k = 0; k < 2; k++)
    if (self->mark_id[k] && self->mark_label[k] && g_str_equal (self->mark_id[k], card_id))
      {
        if (label)
          *label = self->mark_label[k];
        return k == 0 ? KAISER_CARD_MARK_BONUS : KAISER_CARD_MARK_PENALTY;
      }
  if (label)
    *label = NULL;
  return KAISER_CARD_MARK_NONE;
}

static gboolean
release_theme (gpointer data)
{
  KaiserCardCache *self = data;

  self->release_id = 0;
  if (self->theme)
    kaiser_card_theme_release (self->theme);
  return G_SOURCE_REMOVE;
}

GdkTexture *
kaiser_card_cache_get (KaiserCardCache *self, const char *card_id)
{
  GdkTexture *texture;
  g_autoptr(GError) error = NULL;
  const char *label;
  KaiserCardMark mark;

  if (self->theme == NULL || self->width <= 0 || self->height <= 0)
    return NULL;
  texture = g_hash_table_lookup (self->textures, card_id);
  if (texture)
    return texture;
  mark = kaiser_card_cache_get_mark (self, card_id, &label);
  texture = kaiser_card_theme_render_marked (self->theme, kaiser_card_cache_lookup (self, card_id), mark, label,
                                             self->width * self->scale,
                                             self->height * self->scale, &error);
  if (texture == NULL)
    {
      g_warning ("Cannot draw card %s: %s", card_id, error->message);
      return NULL;
    }
  self->n_rendered++;
  g_hash_table_insert (self->textures, g_strdup (card_id), texture);
  g_clear_handle_id (&self->release_id, g_source_remove);
  self->release_id = g_timeout_add_seconds (RELEASE_AFTER_S, release_theme, self);
  return texture;
}

struct _KaiserCardCacheAhead
{
  int         width, height, scale;
  char       *pack;
  char      **ids;
  char       *mark_id[2];
  char       *mark_label[2];
  GHashTable *textures;   /* card id → GdkTexture, once rendered */
};

KaiserCardCacheAhead *
kaiser_card_cache_ahead_new (KaiserCardCache *self, const char * const *card_ids)
{
  KaiserCardCacheAhead *ahead = g_new0 (KaiserCardCacheAhead, 1);

  g_return_val_if_fail (KAISER_IS_CARD_CACHE (self), NULL);

  ahead->width = self->width;
  ahead->height = self->height;
  ahead->scale = self->scale;
  ahead->pack = g_strdup (self->pack);
  ahead->ids = g_strdupv ((char **) card_ids);
  for (guint k = 0; k < 2; k++)
    {
      ahead->mark_id[k] = g_strdup (self->mark_id[k]);
      ahead->mark_label[k] = g_strdup (self->mark_label[k]);
    }
  ahead->textures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  return ahead;
}

void
kaiser_card_cache_ahead_free (KaiserCardCacheAhead *ahead)
{
  if (ahead == NULL)
    return;
  g_free (ahead->pack);
  g_strfreev (ahead->ids);
  for (guint k = 0; k < 2; k++)
    {
      g_free (ahead->mark_id[k]);
      g_free (ahead->mark_label[k]);
    }
  g_hash_table_unref (ahead->textures);
  g_free (ahead);
}

void
kaiser_card_cache_ahead_render (KaiserCardCacheAhead *ahead, KaiserCardTheme *theme)
{
  if (ahead->width <= 0 || ahead->height <= 0 || ahead->ids == NULL)
    return;
  for (guint i = 0; ahead->ids[i]; i++)
    {
      const char *id = ahead->ids[i], *label = NULL;
      KaiserCardMark mark = KAISER_CARD_MARK_NONE;
      GdkTexture *texture;

      for (guint k = 0; k < 2; k++)
        if (ahead->mark_id[k] && ahead->mark_label[k] && g_str_equal (ahead->mark_id[k], id))
          {
            mark = k == 0 ? KAISER_CARD_MARK_BONUS : KAISER_CARD_MARK_PENALTY;
            label = ahead->mark_label[k];
          }
      texture = kaiser_card_theme_render_marked (theme, kaiser_card_theme_lookup (theme, ahead->pack, id), mark, label,
                                                 ahead->width * ahead->scale, ahead->height * ahead->scale, NULL);
      if (texture)
        g_hash_table_replace (ahead->textures, g_strdup (id), texture);
    }
}

void
kaiser_card_cache_set_theme_ahead (KaiserCardCache *self, KaiserCardTheme *theme, KaiserCardCacheAhead *ahead)
{
  GHashTableIter iter;
  gpointer id, texture;
  gboolean same;

  kaiser_card_cache_set_theme (self, theme);
  same = ahead && ahead->width == self->width && ahead->height == self->height && ahead->scale == self->scale &&
         g_strcmp0 (ahead->pack, self->pack) == 0 && g_strcmp0 (ahead->mark_id[0], self->mark_id[0]) == 0 &&
         g_strcmp0 (ahead->mark_id[1], self->mark_id[1]) == 0 &&
         g_strcmp0 (ahead->mark_label[0], self->mark_label[0]) == 0 &&
         g_strcmp0 (ahead->mark_label[1], self->mark_label[1]) == 0;
  if (!same)
    return;
  g_hash_table_iter_init (&iter, ahead->textures);
  while (g_hash_table_iter_next (&iter, &id, &texture))
    g_hash_table_replace (self->textures, g_strdup (id), g_object_ref (texture));
}

guint
kaiser_card_cache_get_n_rendered (KaiserCardCache *self)
{
  return self->n_rendered;
}
