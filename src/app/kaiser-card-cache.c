/* kaiser-card-cache.c */
#define G_LOG_DOMAIN "kaiser-card-cache"

#include "kaiser-card-cache.h"
#include "kaiser-card-shadow.h"

struct _KaiserCardCache
{
  GObject          parent_instance;
  KaiserCardTheme *theme;
  GHashTable      *textures;   /* card id → GdkTexture */
  GHashTable      *stale;      /* card id → GdkTexture of an earlier size, theme or marks: drawn until the new one comes */
  GHashTable      *wanted;     /* card ids asked for and not drawn yet (a set) */
  GHashTable      *failed;     /* card ids the theme could not draw, not asked again (a set) */
  guint            generation; /* bumped whenever the textures are emptied: a job of before is dropped */
  guint            start_id;   /* starts a job of the wanted cards, once the frame that asked is done */
  guint            n_drawing;  /* cards of the job in a worker thread */
  int              width, height, scale;
  gboolean         shadow;       /* each card drawn with its shadow (kaiser-card-shadow.h) */
  guint            n_rendered;
  char            *mark_id[2];   /* the bonus and penalty cards of the rules, and their badges */
  char            *mark_label[2];
  char            *pack;         /* the rules' pack: the theme draws its cards by its map for it */
  KaiserCardTheme *chosen;       /* the theme set; `theme` is it, or the Standard theme standing in
                                  * for a pack it does not draw (the Joffre cards at six players) */
  KaiserCardTheme *stand_in;     /* the Standard theme, once needed */
  KaiserCardNames *names;        /* what the theme calls the pack's cards, made when first asked */
};

/* A job draws cards for at most this long, then hands over what it drew. */
#define JOB_SLICE_US (30 * 1000)
/* Drawn ahead with no size to draw at: the back at this width, to time the theme. */
#define PROBE_WIDTH 120

G_DEFINE_FINAL_TYPE (KaiserCardCache, kaiser_card_cache, G_TYPE_OBJECT)

enum { RENDERED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
kaiser_card_cache_finalize (GObject *object)
{
  KaiserCardCache *self = KAISER_CARD_CACHE (object);

  g_clear_handle_id (&self->start_id, g_source_remove);
  g_clear_object (&self->theme);
  g_clear_object (&self->chosen);
  g_clear_object (&self->stand_in);
  g_clear_pointer (&self->textures, g_hash_table_unref);
  g_clear_pointer (&self->stale, g_hash_table_unref);
  g_clear_pointer (&self->wanted, g_hash_table_unref);
  g_clear_pointer (&self->failed, g_hash_table_unref);
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

  signals[RENDERED] = g_signal_new ("rendered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
kaiser_card_cache_init (KaiserCardCache *self)
{
  self->textures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->stale = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->wanted = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->failed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->scale = 1;
}

/* The textures no longer fit (another theme, size, scale, marks or pack):
 * kept aside to be drawn until their new ones come, unless @keep is FALSE
 * (another pack: a card id may be another picture; the shadow added or
 * taken away: the card sits elsewhere in its texture). */
static void
forget (KaiserCardCache *self, gboolean keep)
{
  GHashTableIter iter;
  gpointer id, texture;

  if (!keep)
    g_hash_table_remove_all (self->stale);
  g_hash_table_iter_init (&iter, self->textures);
  while (keep && g_hash_table_iter_next (&iter, &id, &texture))
    g_hash_table_replace (self->stale, g_strdup (id), g_object_ref (texture));
  g_hash_table_remove_all (self->textures);
  g_hash_table_remove_all (self->failed);
  self->generation++;
}

KaiserCardCache *
kaiser_card_cache_new (void)
{
  return g_object_new (KAISER_TYPE_CARD_CACHE, NULL);
}

/* The first shipped theme that draws @pack, Standard first: Lost Heir's
 * pack is drawn by its own theme only. */
static KaiserCardTheme *
stand_in_for (const char *pack)
{
  g_autoptr(GPtrArray) themes = kaiser_card_theme_list ();

  for (guint i = 0; i < themes->len; i++)
    {
      KaiserCardThemeInfo *info = g_ptr_array_index (themes, i);
      g_autoptr(KaiserCardTheme) theme = NULL;

      if (info->user || info->problem)
        continue;
      theme = kaiser_card_theme_new_by_id (info->id, NULL);
      if (theme && kaiser_card_theme_draws_pack (theme, pack))
        return g_steal_pointer (&theme);
    }
  return NULL;
}

/* The theme drawn: the one chosen, unless it does not draw the pack. */
static void
choose_theme (KaiserCardCache *self)
{
  KaiserCardTheme *theme = self->chosen;

  if (theme && self->pack && !kaiser_card_theme_draws_pack (theme, self->pack))
    {
      if (self->stand_in == NULL || !kaiser_card_theme_draws_pack (self->stand_in, self->pack))
        {
          g_clear_object (&self->stand_in);
          self->stand_in = stand_in_for (self->pack);
        }
      if (self->stand_in == NULL)
        g_warning ("No theme draws the pack “%s”", self->pack);
      else
        theme = self->stand_in;
    }
  if (g_set_object (&self->theme, theme))
    {
      forget (self, TRUE);
      g_clear_pointer (&self->names, kaiser_card_names_free);
    }
}

void
kaiser_card_cache_set_theme (KaiserCardCache *self, KaiserCardTheme *theme)
{
  g_set_object (&self->chosen, theme);
  choose_theme (self);
}

KaiserCardTheme *
kaiser_card_cache_get_theme (KaiserCardCache *self)
{
  return self->theme;
}

gboolean
kaiser_card_cache_is_standing_in (KaiserCardCache *self)
{
  g_return_val_if_fail (KAISER_IS_CARD_CACHE (self), FALSE);

  return self->theme != NULL && self->theme != self->chosen;
}

KaiserCardTheme *
kaiser_card_cache_get_chosen_theme (KaiserCardCache *self)
{
  g_return_val_if_fail (KAISER_IS_CARD_CACHE (self), NULL);

  return self->chosen;
}

void
kaiser_card_cache_set_size (KaiserCardCache *self, int width, int height, int scale)
{
  if (width == self->width && height == self->height && scale == self->scale)
    return;
  self->width = width;
  self->height = height;
  self->scale = scale;
  forget (self, TRUE);
}

void
kaiser_card_cache_set_shadow (KaiserCardCache *self, gboolean shadow)
{
  g_return_if_fail (KAISER_IS_CARD_CACHE (self));

  if (self->shadow == !!shadow)
    return;
  self->shadow = !!shadow;
  forget (self, FALSE);
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
    forget (self, TRUE);
}

void
kaiser_card_cache_set_pack (KaiserCardCache *self, const char *pack)
{
  g_return_if_fail (KAISER_IS_CARD_CACHE (self));

  if (g_strcmp0 (self->pack, pack) == 0)
    return;
  g_free (self->pack);
  self->pack = g_strdup (pack);
  forget (self, FALSE);
  g_clear_pointer (&self->names, kaiser_card_names_free);
  choose_theme (self);
}

void
kaiser_card_cache_follow (KaiserCardCache *self, KaiserCardCache *other)
{
  g_return_if_fail (KAISER_IS_CARD_CACHE (self));
  g_return_if_fail (KAISER_IS_CARD_CACHE (other));

  kaiser_card_cache_set_theme (self, other->chosen);
  kaiser_card_cache_set_pack (self, other->pack);
  kaiser_card_cache_set_marks (self, other->mark_id[0], other->mark_label[0], other->mark_id[1], other->mark_label[1]);
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

/* A card to draw in a worker thread, and what came of it. */
typedef struct {
  char          *id;
  char          *element;
  KaiserCardMark mark;
  char          *label;
  GdkTexture    *texture;
  char          *problem;   /* why it could not be drawn */
} JobCard;

typedef struct {
  KaiserCardTheme *theme;
  int              width, height;   /* device pixels */
  int              scale;
  gboolean         shadow;
  guint            generation;
  GPtrArray       *cards;           /* JobCard; those after the time slice are left undrawn */
} Job;

static void
job_card_free (JobCard *card)
{
  g_free (card->id);
  g_free (card->element);
  g_free (card->label);
  g_clear_object (&card->texture);
  g_free (card->problem);
  g_free (card);
}

static void
job_free (Job *job)
{
  g_clear_object (&job->theme);
  g_ptr_array_unref (job->cards);
  g_free (job);
}

/* In any thread: a card, with its shadow or without. */
static GdkTexture *
render (KaiserCardTheme *theme, const char *element, KaiserCardMark mark, const char *label,
        int width, int height, int scale, gboolean shadow, GError **error)
{
  if (shadow)
    return kaiser_card_shadow_render (theme, element, mark, label, width, height, scale, error);
  return kaiser_card_theme_render_marked (theme, element, mark, label, width, height, error);
}

static void
draw_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  gint64 start = g_get_monotonic_time ();

  for (guint i = 0; i < job->cards->len && g_get_monotonic_time () - start < JOB_SLICE_US; i++)
    {
      JobCard *card = g_ptr_array_index (job->cards, i);
      g_autoptr(GError) error = NULL;

      card->texture = render (job->theme, card->element, card->mark, card->label,
                              job->width, job->height, job->scale, job->shadow, &error);
      if (card->texture == NULL)
        card->problem = g_strdup (error->message);
    }
  g_task_return_boolean (task, TRUE);
}

static void start_job (KaiserCardCache *self);

static void
job_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  KaiserCardCache *self = KAISER_CARD_CACHE (source);
  Job *job = g_task_get_task_data (G_TASK (result));
  guint added = 0;

  self->n_drawing = 0;
  for (guint i = 0; i < job->cards->len; i++)
    {
      JobCard *card = g_ptr_array_index (job->cards, i);

      if (job->generation != self->generation || (card->texture == NULL && card->problem == NULL))
        /* drawn for what the cache no longer has, or not reached: still wanted */
        g_hash_table_add (self->wanted, g_strdup (card->id));
      else if (card->texture == NULL)
        {
          g_warning ("Cannot draw card %s: %s", card->id, card->problem);
          g_hash_table_add (self->failed, g_strdup (card->id));
          g_hash_table_remove (self->wanted, card->id);
        }
      else
        {
          /* asked for again by the frames drawn meanwhile: it is here now
           * (else every card of the first frames was drawn twice) */
          g_hash_table_remove (self->wanted, card->id);
          g_hash_table_replace (self->textures, g_strdup (card->id), g_steal_pointer (&card->texture));
          g_hash_table_remove (self->stale, card->id);
          self->n_rendered++;
          added++;
        }
    }
  start_job (self);
  if (added)
    g_signal_emit (self, signals[RENDERED], 0);
}

/* The wanted cards, drawn in a worker thread: one job at a time, so the
 * theme is not drawn with by two of them. */
static void
start_job (KaiserCardCache *self)
{
  g_autoptr(GTask) task = NULL;
  GHashTableIter iter;
  gpointer id;
  Job *job;

  if (self->n_drawing > 0 || self->theme == NULL || self->width <= 0 || self->height <= 0 ||
      g_hash_table_size (self->wanted) == 0)
    return;
  job = g_new0 (Job, 1);
  job->theme = g_object_ref (self->theme);
  job->width = self->width * self->scale;
  job->height = self->height * self->scale;
  job->scale = self->scale;
  job->shadow = self->shadow;
  job->generation = self->generation;
  job->cards = g_ptr_array_new_with_free_func ((GDestroyNotify) job_card_free);
  g_hash_table_iter_init (&iter, self->wanted);
  while (g_hash_table_iter_next (&iter, &id, NULL))
    {
      JobCard *card = g_new0 (JobCard, 1);
      const char *label;

      card->id = g_strdup (id);
      card->element = g_strdup (kaiser_card_cache_lookup (self, id));
      card->mark = kaiser_card_cache_get_mark (self, id, &label);
      card->label = g_strdup (label);
      g_ptr_array_add (job->cards, card);
    }
  g_hash_table_remove_all (self->wanted);
  self->n_drawing = job->cards->len;
  /* the task holds the cache until the job is done */
  task = g_task_new (self, NULL, job_done, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, draw_in_thread);
}

static gboolean
start_job_idle (gpointer data)
{
  KaiserCardCache *self = data;

  self->start_id = 0;
  start_job (self);
  return G_SOURCE_REMOVE;
}

GdkTexture *
kaiser_card_cache_get (KaiserCardCache *self, const char *card_id)
{
  GdkTexture *texture;

  if (self->theme == NULL || self->width <= 0 || self->height <= 0)
    return NULL;
  texture = g_hash_table_lookup (self->textures, card_id);
  if (texture)
    return texture;
  /* drawn in a worker thread, with the other cards this frame asks for;
   * meanwhile the card as it was (scaled), or nothing */
  if (!g_hash_table_contains (self->failed, card_id) && g_hash_table_add (self->wanted, g_strdup (card_id)) &&
      self->start_id == 0 && self->n_drawing == 0)
    self->start_id = g_idle_add_full (G_PRIORITY_DEFAULT, start_job_idle, g_object_ref (self), g_object_unref);
  return g_hash_table_lookup (self->stale, card_id);
}

gboolean
kaiser_card_cache_get_busy (KaiserCardCache *self)
{
  g_return_val_if_fail (KAISER_IS_CARD_CACHE (self), FALSE);

  return self->n_drawing > 0 || g_hash_table_size (self->wanted) > 0;
}

struct _KaiserCardCacheAhead
{
  int         width, height, scale;
  gboolean    shadow;
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
  ahead->shadow = self->shadow;
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

gboolean
kaiser_card_cache_ahead_render (KaiserCardCacheAhead *ahead, KaiserCardTheme *theme, GCancellable *cancellable,
                                GError **error)
{
  g_hash_table_remove_all (ahead->textures);
  if (ahead->width <= 0 || ahead->height <= 0 || ahead->ids == NULL || ahead->ids[0] == NULL)
    {
      /* nothing to draw ahead: the back alone, timed and dropped */
      int height = (int) (PROBE_WIDTH / kaiser_card_theme_get_aspect (theme) + 0.5);
      gint64 start = g_get_monotonic_time ();
      g_autoptr(GdkTexture) probe = kaiser_card_theme_render (theme, "back", PROBE_WIDTH, MAX (height, 1), NULL);

      return kaiser_card_theme_check_draw_time (theme, (g_get_monotonic_time () - start) / 1000.0, error);
    }
  for (guint i = 0; ahead->ids[i]; i++)
    {
      const char *id = ahead->ids[i], *label = NULL;
      KaiserCardMark mark = KAISER_CARD_MARK_NONE;
      GdkTexture *texture;
      gint64 start;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      start = g_get_monotonic_time ();

      for (guint k = 0; k < 2; k++)
        if (ahead->mark_id[k] && ahead->mark_label[k] && g_str_equal (ahead->mark_id[k], id))
          {
            mark = k == 0 ? KAISER_CARD_MARK_BONUS : KAISER_CARD_MARK_PENALTY;
            label = ahead->mark_label[k];
          }
      texture = render (theme, kaiser_card_theme_lookup (theme, ahead->pack, id), mark, label,
                        ahead->width * ahead->scale, ahead->height * ahead->scale, ahead->scale, ahead->shadow, NULL);
      if (texture)
        g_hash_table_replace (ahead->textures, g_strdup (id), texture);
      if (!kaiser_card_theme_check_draw_time (theme, (g_get_monotonic_time () - start) / 1000.0, error))
        return FALSE;
    }
  return TRUE;
}

void
kaiser_card_cache_set_theme_ahead (KaiserCardCache *self, KaiserCardTheme *theme, KaiserCardCacheAhead *ahead)
{
  GHashTableIter iter;
  gpointer id, texture;
  gboolean same;

  kaiser_card_cache_set_theme (self, theme);
  /* drawn ahead from the theme set: of no use when another stands in */
  if (ahead == NULL || self->theme != theme)
    return;
  same = ahead && ahead->width == self->width && ahead->height == self->height && ahead->scale == self->scale &&
         ahead->shadow == self->shadow &&
         g_strcmp0 (ahead->pack, self->pack) == 0 && g_strcmp0 (ahead->mark_id[0], self->mark_id[0]) == 0 &&
         g_strcmp0 (ahead->mark_id[1], self->mark_id[1]) == 0 &&
         g_strcmp0 (ahead->mark_label[0], self->mark_label[0]) == 0 &&
         g_strcmp0 (ahead->mark_label[1], self->mark_label[1]) == 0;
  if (!same)
    return;
  g_hash_table_iter_init (&iter, ahead->textures);
  while (g_hash_table_iter_next (&iter, &id, &texture))
    {
      g_hash_table_replace (self->textures, g_strdup (id), g_object_ref (texture));
      g_hash_table_remove (self->stale, id);
      g_hash_table_remove (self->wanted, id);
    }
}

guint
kaiser_card_cache_get_n_rendered (KaiserCardCache *self)
{
  return self->n_rendered;
}
