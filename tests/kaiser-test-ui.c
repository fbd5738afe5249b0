/* kaiser-test-ui.c: helpers of the UI tests. */
#include "config.h"

#include <adwaita.h>

#include "kaiser-test-ui.h"
#include "kaiser-store-writer.h"

GtkWidget *
kaiser_test_find_named (GtkWidget *root, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = kaiser_test_find_named (child, name);
      if (found)
        return found;
    }
  return NULL;
}

guint
kaiser_test_count_named (GtkWidget *root, const char *name)
{
  guint n = g_strcmp0 (gtk_widget_get_name (root), name) == 0;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    n += kaiser_test_count_named (child, name);
  return n;
}

GtkWidget *
kaiser_test_first_button (GtkWidget *root)
{
  if (GTK_IS_BUTTON (root) && gtk_widget_get_sensitive (root))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = kaiser_test_first_button (child);
      if (found)
        return found;
    }
  return NULL;
}

void
kaiser_test_iterate (guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

gboolean
kaiser_test_wait_for (gboolean (*check) (gpointer data), gpointer data, guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;

  while (!check (data))
    {
      if (g_get_monotonic_time () > end)
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
    }
  return TRUE;
}

static void
reset_all (GSettings *settings)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;
  g_auto(GStrv) children = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i]; i++)
    g_settings_reset (settings, keys[i]);
  children = g_settings_schema_list_children (schema);
  for (guint i = 0; children[i]; i++)
    {
      g_autoptr(GSettings) child = g_settings_get_child (settings, children[i]);
      reset_all (child);
    }
}

void
kaiser_test_reset_saved_games (void)
{
  /* the saved games' slots (relocatable: not children of the schema) */
  for (guint i = 0; i < KAISER_STORE_N_SLOTS; i++)
    {
      g_autofree char *path = g_strdup_printf ("/io/github/threespot/ThreeSpot/saved-games/slot-%03u/", i);
      g_autoptr(GSettings) slot = g_settings_new_with_path (APP_ID ".SavedGame", path);

      reset_all (slot);
    }
}

GSettings *
kaiser_test_fresh_settings (void)
{
  GSettings *settings = g_settings_new (APP_ID);

  reset_all (settings);
  kaiser_test_reset_saved_games ();
  g_settings_set_string (settings, "computer-level", "beginner");
  return settings;
}

gboolean
kaiser_test_save_png (GtkWidget *widget, const char *path)
{
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  gtk_snapshot_scale (snapshot, scale, scale);
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    return FALSE;
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, w * scale, h * scale));
  return gdk_texture_save_to_png (texture, path);
}

GtkWindow *
kaiser_test_find_dialog (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_window_get_transient_for (w) == parent &&
          gtk_widget_get_visible (GTK_WIDGET (w)))
        return w;
    }
  return NULL;
}

gboolean
kaiser_test_respond_dialog (GtkWindow *parent, const char *response)
{
  GtkWindow *dialog = kaiser_test_find_dialog (parent);

  if (dialog == NULL)
    return FALSE;
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  gtk_window_close (dialog);
  kaiser_test_iterate (50);
  return TRUE;
}
