/* kaiser-theme-gallery.c: the card themes as a gallery.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "kaiser-theme-gallery"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "kaiser-card-theme.h"
#include "kaiser-theme-gallery.h"

/* The picture of a theme: cards this high (logical pixels), fanned. */
#define PREVIEW_HEIGHT 96
#define PREVIEW_CARDS  4

typedef struct {
  char            *id;
  char            *path;          /* NULL: the key's theme, no longer found */
  GtkWidget       *child;         /* GtkFlowBoxChild */
  GtkWidget       *picture;       /* GtkDrawingArea */
  GtkWidget       *check;
  GtkWidget       *detail;
  cairo_surface_t *surface;       /* the picture, at the scale it was drawn for */
  char            *problem;       /* why it cannot be used, once known */
  gboolean         loaded;
} Tile;

struct _KaiserThemeGallery
{
  GtkWidget     parent_instance;

  GSettings    *settings;
  GtkFlowBox   *box;
  GPtrArray    *tiles;
  GCancellable *cancellable;
  gboolean      started;
  gboolean      updating;
  int           scale;
};

G_DEFINE_FINAL_TYPE (KaiserThemeGallery, kaiser_theme_gallery, GTK_TYPE_WIDGET)

static void
tile_free (Tile *tile)
{
  g_free (tile->id);
  g_free (tile->path);
  g_free (tile->problem);
  g_clear_pointer (&tile->surface, cairo_surface_destroy);
  g_free (tile);
}

/* Drawing a picture (in a worker thread) */

typedef struct {
  char               *path;
  int                 scale;
  KaiserThemeGallery *gallery;   /* the same; alive while the task's cancellable is not cancelled */
  cairo_surface_t *surface;
  char            *problem;
} Job;

static void
job_free (Job *job)
{
  g_free (job->path);
  g_free (job->problem);
  g_clear_pointer (&job->surface, cairo_surface_destroy);
  g_free (job);
}

static void
rounded_rect (cairo_t *cr, double w, double h, double r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, w - r, r, r, -G_PI / 2, 0);
  cairo_arc (cr, w - r, h - r, r, 0, G_PI / 2);
  cairo_arc (cr, r, h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, r, r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

guint
kaiser_theme_gallery_preview_elements (KaiserCardTheme *theme, const char * const **elements,
                                       const char * const **badges)
{
  *elements = kaiser_card_theme_get_preview (theme, badges);
  return MIN (g_strv_length ((char **) *elements), PREVIEW_CARDS);
}

/* The preview cards side by side, a little fanned; the third and fourth
 * with the badges of the +5 and −3 cards, as the table draws them. */
static cairo_surface_t *
draw_preview (KaiserCardTheme *theme, int scale, GError **error)
{
  const char * const *badges;
  const char * const *ids;
  guint n = kaiser_theme_gallery_preview_elements (theme, &ids, &badges);
  double h = PREVIEW_HEIGHT * scale, w = round (h * kaiser_card_theme_get_aspect (theme));
  double step = w * 0.62, mid = (n - 1) / 2.0;
  int width = (int) ceil (w + step * (n - 1) + w * 0.3), height = (int) ceil (h * 1.18);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  gboolean ok = TRUE;

  for (guint i = 0; i < n && ok; i++)
    {
      KaiserCardMark mark = badges[i][0] == '\0' ? KAISER_CARD_MARK_NONE
                            : badges[i][0] == '+' ? KAISER_CARD_MARK_BONUS : KAISER_CARD_MARK_PENALTY;

      cairo_save (cr);
      cairo_translate (cr, width / 2.0 + (i - mid) * step, height * 0.53 + fabs (i - mid) * h * 0.035);
      cairo_rotate (cr, (i - mid) * 6 * G_PI / 180);
      cairo_translate (cr, -w / 2, -h / 2);
      /* a soft shadow */
      cairo_save (cr);
      cairo_translate (cr, 1.0 * scale, 2.0 * scale);
      rounded_rect (cr, w, h, w * 0.06);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.28);
      cairo_fill (cr);
      cairo_restore (cr);
      ok = kaiser_card_theme_render_to_cairo (theme, cr, ids[i], mark, badges[i], (int) w, (int) h, error);
      cairo_restore (cr);
    }
  cairo_destroy (cr);
  if (!ok)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }
  cairo_surface_set_device_scale (surface, scale, scale);
  return surface;
}

static void
load_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(KaiserCardTheme) theme = kaiser_card_theme_new_from_file (job->path, &error);

  if (theme)
    job->surface = draw_preview (theme, job->scale, &error);
  if (job->surface == NULL)
    job->problem = g_strdup (error ? error->message : _("The card theme cannot be drawn"));
  g_task_return_boolean (task, TRUE);
}

/* Tiles */

static Tile *
tile_of_child (KaiserThemeGallery *self, GtkWidget *child)
{
  for (guint i = 0; i < self->tiles->len; i++)
    {
      Tile *tile = g_ptr_array_index (self->tiles, i);
      if (tile->child == child)
        return tile;
    }
  return NULL;
}

static Tile *
find_tile (KaiserThemeGallery *self, const char *id)
{
  for (guint i = 0; i < self->tiles->len; i++)
    {
      Tile *tile = g_ptr_array_index (self->tiles, i);
      if (g_str_equal (tile->id, id))
        return tile;
    }
  return NULL;
}

static void
draw_picture (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  Tile *tile = data;
  double sx, sy;
  int w, h;

  if (tile->surface == NULL)
    return;
  cairo_surface_get_device_scale (tile->surface, &sx, &sy);
  w = (int) (cairo_image_surface_get_width (tile->surface) / sx);
  h = (int) (cairo_image_surface_get_height (tile->surface) / sy);
  cairo_set_source_surface (cr, tile->surface, (width - w) / 2.0, (height - h) / 2.0);
  cairo_paint (cr);
}

static void
update_tile_text (Tile *tile, const char *description)
{
  g_autofree char *label = NULL;

  if (tile->problem)
    {
      /* Translators: a card theme that cannot be used, and why */
      g_autofree char *text = g_strdup_printf (_("Unavailable: %s"), tile->problem);
      gtk_label_set_text (GTK_LABEL (tile->detail), text);
      gtk_widget_set_tooltip_text (tile->child, text);
      gtk_widget_add_css_class (tile->detail, "error");
      gtk_widget_set_sensitive (tile->child, tile->path == NULL);   /* a theme gone stays shown as chosen */
    }
  else if (description)
    gtk_label_set_text (GTK_LABEL (tile->detail), description);
}

static void
sync_selection (KaiserThemeGallery *self)
{
  g_autofree char *id = g_settings_get_string (self->settings, "card-theme");

  self->updating = TRUE;
  for (guint i = 0; i < self->tiles->len; i++)
    {
      Tile *tile = g_ptr_array_index (self->tiles, i);
      gboolean chosen = g_str_equal (tile->id, id);

      gtk_widget_set_visible (tile->check, chosen);
      if (chosen)
        gtk_flow_box_select_child (self->box, GTK_FLOW_BOX_CHILD (tile->child));
      gtk_accessible_update_state (GTK_ACCESSIBLE (tile->child), GTK_ACCESSIBLE_STATE_SELECTED, chosen, -1);
    }
  self->updating = FALSE;
}

static Tile *
add_tile (KaiserThemeGallery *self, const char *id, const char *name, const char *description, const char *path)
{
  Tile *tile = g_new0 (Tile, 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *overlay = gtk_overlay_new ();
  GtkWidget *title = gtk_label_new (name);

  tile->id = g_strdup (id);
  tile->path = g_strdup (path);
  tile->picture = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (tile->picture), 230);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (tile->picture), (int) ceil (PREVIEW_HEIGHT * 1.18));
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (tile->picture), draw_picture, tile, NULL);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), tile->picture);
  tile->check = gtk_image_new_from_icon_name ("object-select-symbolic");
  gtk_widget_set_halign (tile->check, GTK_ALIGN_END);
  gtk_widget_set_valign (tile->check, GTK_ALIGN_START);
  gtk_widget_add_css_class (tile->check, "theme-check");
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), tile->check);
  gtk_box_append (GTK_BOX (box), overlay);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (box), title);
  tile->detail = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (tile->detail), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (tile->detail), 28);
  gtk_label_set_justify (GTK_LABEL (tile->detail), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (tile->detail, "dim-label");
  gtk_widget_add_css_class (tile->detail, "caption");
  gtk_box_append (GTK_BOX (box), tile->detail);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);

  tile->child = gtk_flow_box_child_new ();
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (tile->child), box);
  gtk_widget_set_name (tile->child, id);
  gtk_accessible_update_property (GTK_ACCESSIBLE (tile->child), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description ? description : "", -1);
  gtk_flow_box_append (self->box, tile->child);
  g_ptr_array_add (self->tiles, tile);
  update_tile_text (tile, description);
  return tile;
}

/* The key names a theme not found: shown as chosen, and why it is not used. */
static void
add_missing_tile (KaiserThemeGallery *self)
{
  g_autofree char *id = g_settings_get_string (self->settings, "card-theme");
  Tile *tile;

  if (find_tile (self, id))
    return;
  tile = add_tile (self, id, id, NULL, NULL);
  tile->problem = g_strdup (_("not found; the Standard theme is used instead"));
  tile->loaded = TRUE;
  update_tile_text (tile, NULL);
}

static void load_next (KaiserThemeGallery *self);

static void
on_loaded (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Tile *tile = user_data;
  Job *job = g_task_get_task_data (G_TASK (result));

  /* the gallery is gone (its cancellable, which the task holds, cancelled): the tile with it */
  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    return;
  tile->loaded = TRUE;
  tile->surface = g_steal_pointer (&job->surface);
  if (job->problem)
    {
      tile->problem = g_steal_pointer (&job->problem);
      update_tile_text (tile, NULL);
    }
  gtk_widget_queue_draw (tile->picture);
  load_next (job->gallery);
}

/* The next tile's theme read and drawn in a worker thread: one at a time,
 * so that heavy themes do not take every core from the window. */
static void
load_next (KaiserThemeGallery *self)
{
  for (guint i = 0; i < self->tiles->len; i++)
    {
      Tile *tile = g_ptr_array_index (self->tiles, i);
      g_autoptr(GTask) task = NULL;
      Job *job;

      if (tile->path == NULL || tile->loaded)
        continue;
      job = g_new0 (Job, 1);
      job->path = g_strdup (tile->path);
      job->scale = self->scale;
      job->gallery = self;
      task = g_task_new (NULL, self->cancellable, on_loaded, tile);
      g_task_set_task_data (task, job, (GDestroyNotify) job_free);
      g_task_run_in_thread (task, load_in_thread);
      return;
    }
}

static void
start_loading (KaiserThemeGallery *self)
{
  self->started = TRUE;
  self->scale = MAX (gtk_widget_get_scale_factor (GTK_WIDGET (self)), 1);
  load_next (self);
}

static void
on_child_activated (GtkFlowBox *box, GtkFlowBoxChild *child, KaiserThemeGallery *self)
{
  Tile *tile = tile_of_child (self, GTK_WIDGET (child));
  g_autofree char *current = g_settings_get_string (self->settings, "card-theme");

  if (self->updating || tile == NULL || tile->path == NULL || (tile->loaded && tile->problem))
    {
      sync_selection (self);
      return;
    }
  if (!g_str_equal (current, tile->id))
    g_settings_set_string (self->settings, "card-theme", tile->id);
}

static void
on_key_changed (GSettings *settings, const char *key, KaiserThemeGallery *self)
{
  add_missing_tile (self);
  sync_selection (self);
}

static void
kaiser_theme_gallery_map (GtkWidget *widget)
{
  KaiserThemeGallery *self = KAISER_THEME_GALLERY (widget);

  GTK_WIDGET_CLASS (kaiser_theme_gallery_parent_class)->map (widget);
  if (!self->started)
    start_loading (self);
}

static void
kaiser_theme_gallery_dispose (GObject *object)
{
  KaiserThemeGallery *self = KAISER_THEME_GALLERY (object);
  GtkWidget *child;

  /* the workers' results find the gallery gone: the tiles must outlive them */
  g_cancellable_cancel (self->cancellable);
  if (self->settings)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (kaiser_theme_gallery_parent_class)->dispose (object);
}

static void
kaiser_theme_gallery_finalize (GObject *object)
{
  KaiserThemeGallery *self = KAISER_THEME_GALLERY (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->tiles, g_ptr_array_unref);
  G_OBJECT_CLASS (kaiser_theme_gallery_parent_class)->finalize (object);
}

static void
kaiser_theme_gallery_class_init (KaiserThemeGalleryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kaiser_theme_gallery_dispose;
  object_class->finalize = kaiser_theme_gallery_finalize;
  widget_class->map = kaiser_theme_gallery_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "kaiser-theme-gallery");
}

static void
kaiser_theme_gallery_init (KaiserThemeGallery *self)
{
  self->tiles = g_ptr_array_new_with_free_func ((GDestroyNotify) tile_free);
  self->cancellable = g_cancellable_new ();
  self->box = GTK_FLOW_BOX (gtk_flow_box_new ());
  gtk_flow_box_set_selection_mode (self->box, GTK_SELECTION_SINGLE);
  gtk_flow_box_set_activate_on_single_click (self->box, TRUE);
  gtk_flow_box_set_homogeneous (self->box, TRUE);
  gtk_flow_box_set_min_children_per_line (self->box, 2);
  gtk_flow_box_set_max_children_per_line (self->box, 3);
  gtk_flow_box_set_column_spacing (self->box, 12);
  gtk_flow_box_set_row_spacing (self->box, 12);
  gtk_widget_add_css_class (GTK_WIDGET (self->box), "theme-gallery");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->box), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Card theme"), -1);
  gtk_widget_set_parent (GTK_WIDGET (self->box), GTK_WIDGET (self));
  g_signal_connect (self->box, "child-activated", G_CALLBACK (on_child_activated), self);
}

GtkWidget *
kaiser_theme_gallery_new (GSettings *settings)
{
  KaiserThemeGallery *self;
  g_autoptr(GPtrArray) themes = kaiser_card_theme_list ();

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (KAISER_TYPE_THEME_GALLERY, NULL);
  self->settings = g_object_ref (settings);
  for (guint i = 0; i < themes->len; i++)
    {
      KaiserCardThemeInfo *info = g_ptr_array_index (themes, i);

      Tile *tile;

      /* the first of a name is the one loaded */
      if (find_tile (self, info->id) != NULL)
        continue;
      tile = add_tile (self, info->id, info->name ? info->name : info->id, info->description, info->path);
      if (info->problem)
        {
          /* known from the list (a theme.ini too large): not read further */
          tile->problem = g_strdup (info->problem);
          tile->loaded = TRUE;
          update_tile_text (tile, NULL);
        }
    }
  add_missing_tile (self);
  sync_selection (self);
  g_signal_connect (settings, "changed::card-theme", G_CALLBACK (on_key_changed), self);
  return GTK_WIDGET (self);
}

GtkWidget *
kaiser_theme_gallery_get_tile (KaiserThemeGallery *self, const char *id)
{
  Tile *tile = find_tile (self, id);
  return tile ? tile->child : NULL;
}

gboolean
kaiser_theme_gallery_get_loaded (KaiserThemeGallery *self)
{
  for (guint i = 0; i < self->tiles->len; i++)
    if (!((Tile *) g_ptr_array_index (self->tiles, i))->loaded)
      return FALSE;
  return TRUE;
}

const char *
kaiser_theme_gallery_get_problem (KaiserThemeGallery *self, const char *id)
{
  Tile *tile = find_tile (self, id);
  return tile ? tile->problem : NULL;
}
