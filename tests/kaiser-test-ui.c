/* kaiser-test-ui.c: helpers of the UI tests. */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "kaiser-card-theme.h"
#include "kaiser-card-theme-private.h"
#include "kaiser-test-ui.h"
#include "kaiser-store-writer.h"
#include "kaiser-window.h"

static char *data_home;
static GPid data_home_owner;

/* Removes @path and everything below it. */
static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

static void
remove_data_home (void)
{
  /* not from a test's subprocess: the folder is its parent's */
  if (data_home && getpid () == data_home_owner)
    remove_tree (data_home);
}

char *
kaiser_test_shipped_theme_path (const char *id)
{
  g_autofree char *maps_name = g_strconcat (id, "-maps.ini", NULL);
  g_autofree char *maps = g_test_build_filename (G_TEST_DIST, "data", maps_name, NULL);
  g_autofree char *svg = g_build_filename (SOURCE_THEMEDIR, id, "cards.svg", NULL);
  g_autofree char *ini = g_build_filename (SOURCE_THEMEDIR, id, "theme.ini", NULL);
  g_autofree char *tmp = NULL, *folder = NULL, *svg_text = NULL, *ini_text = NULL, *maps_text = NULL;
  g_autofree char *joined = NULL, *copy_ini = NULL;
  gsize svg_len;
  char *copy_svg;

  if (!g_file_test (maps, G_FILE_TEST_EXISTS))
    return g_steal_pointer (&svg);
  tmp = g_dir_make_tmp ("kaiser-shipped-theme-XXXXXX", NULL);
  g_assert_nonnull (tmp);
  folder = g_build_filename (tmp, id, NULL);
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  g_assert_true (g_file_get_contents (svg, &svg_text, &svg_len, NULL));
  g_assert_true (g_file_get_contents (ini, &ini_text, NULL, NULL));
  g_assert_true (g_file_get_contents (maps, &maps_text, NULL, NULL));
  copy_svg = g_build_filename (folder, "cards.svg", NULL);
  copy_ini = g_build_filename (folder, "theme.ini", NULL);
  joined = g_strconcat (ini_text, "\n", maps_text, NULL);
  g_assert_true (g_file_set_contents (copy_svg, svg_text, (gssize) svg_len, NULL));
  g_assert_true (g_file_set_contents (copy_ini, joined, -1, NULL));
  return copy_svg;
}

void
kaiser_test_private_data_home (void)
{
  const char *set = g_getenv ("XDG_DATA_HOME");

  if (data_home != NULL)
    return;
  if (set && g_str_has_prefix (set, g_get_tmp_dir ()))
    {
      /* the test program made one of its own */
      data_home = g_strdup (set);
      return;
    }
  data_home = g_dir_make_tmp ("kaiser-test-data-XXXXXX", NULL);
  g_assert_nonnull (data_home);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  data_home_owner = getpid ();
  atexit (remove_data_home);
}

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

GtkWidget *
kaiser_test_find_css_named (GtkWidget *root, const char *css_name)
{
  if (g_str_equal (gtk_widget_get_css_name (root), css_name))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = kaiser_test_find_css_named (child, css_name);
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

/* The app's key controllers of widget in that phase (named "kaiser-…":
 * GTK's own expect a real event), until one takes the key. */
static gboolean
emit_key (GtkWidget *widget, GtkPropagationPhase phase, guint keyval, GdkModifierType state)
{
  GListModel *controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GObject) c = g_list_model_get_item (controllers, i);

      const char *name = GTK_IS_EVENT_CONTROLLER (c) ? gtk_event_controller_get_name (GTK_EVENT_CONTROLLER (c)) : NULL;

      if (GTK_IS_EVENT_CONTROLLER_KEY (c) && name && g_str_has_prefix (name, "kaiser-") &&
          gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (c)) == phase)
        g_signal_emit_by_name (c, "key-pressed", keyval, 0, state, &handled);
    }
  g_object_unref (controllers);
  return handled;
}

char *
kaiser_test_repeat (const char *piece, guint n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append (s, piece);
  return g_string_free (s, FALSE);
}

GtkWidget *
kaiser_test_find_label (GtkWidget *root, const char *prefix)
{
  if (GTK_IS_LABEL (root) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (root)), prefix))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = kaiser_test_find_label (child, prefix);

      if (found)
        return found;
    }
  return NULL;
}

gboolean
kaiser_test_hint_shown (gpointer window)
{
  return gtk_widget_get_visible (kaiser_test_find_named (GTK_WIDGET (window), "hint-label"));
}

guint
kaiser_test_count_toasts (GtkWidget *root)
{
  guint n = g_str_equal (gtk_widget_get_css_name (root), "toast") ? 1 : 0;

  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    n += kaiser_test_count_toasts (c);
  return n;
}

gboolean
kaiser_test_press_key (GtkWindow *window, guint keyval, GdkModifierType state)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  g_autoptr(GPtrArray) chain = g_ptr_array_new ();   /* the focus up to the window */

  for (GtkWidget *w = focus ? focus : GTK_WIDGET (window); w; w = gtk_widget_get_parent (w))
    g_ptr_array_add (chain, w);
  for (guint i = chain->len; i > 0; i--)
    if (emit_key (chain->pdata[i - 1], GTK_PHASE_CAPTURE, keyval, state))
      return TRUE;
  for (guint i = 0; i < chain->len; i++)
    if ((i == 0 && emit_key (chain->pdata[i], GTK_PHASE_TARGET, keyval, state)) ||
        emit_key (chain->pdata[i], GTK_PHASE_BUBBLE, keyval, state))
      return TRUE;
  if (focus && GTK_IS_BUTTON (focus) &&
      (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_space))
    return gtk_widget_activate (focus);
  return FALSE;
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

static char *
in_progress_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "three-spot", "in-progress", NULL);
}

void
kaiser_test_clear_in_progress (void)
{
  g_autofree char *dir = in_progress_dir ();
  g_autoptr(GDir) folder = NULL;
  const char *base;

  g_assert_true (g_str_has_prefix (dir, g_get_tmp_dir ()));
  folder = g_dir_open (dir, 0, NULL);
  while (folder && (base = g_dir_read_name (folder)) != NULL)
    if (g_str_has_suffix (base, ".game"))
      {
        g_autofree char *path = g_build_filename (dir, base, NULL);
        g_unlink (path);
      }
}

void
kaiser_test_reset_saved_games (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "three-spot", "saved-games", NULL);

  /* the slots of the older layout (relocatable: not children of the schema) */
  for (guint i = 0; i < KAISER_STORE_N_SLOTS; i++)
    {
      g_autofree char *path = g_strdup_printf ("/io/github/threespot/ThreeSpot/saved-games/slot-%03u/", i);
      g_autoptr(GSettings) slot = g_settings_new_with_path (APP_ID ".SavedGame", path);

      reset_all (slot);
    }
  /* the files, in the tests' own folder */
  g_assert_true (g_str_has_prefix (dir, g_get_tmp_dir ()));
  remove_tree (dir);
  kaiser_test_clear_in_progress ();
}

void
kaiser_test_plant_in_progress (gpointer game)
{
  g_autofree char *dir = in_progress_dir ();
  g_autofree char *data = kaiser_record_to_data (game, NULL);
  g_autofree char *text = kaiser_store_format_game ("", g_get_real_time () / G_USEC_PER_SEC, NULL, data);
  g_autofree char *id = kaiser_store_writer_new_id ();
  g_autofree char *base = g_strconcat (id, ".game", NULL);
  g_autofree char *path = g_build_filename (dir, base, NULL);

  kaiser_test_clear_in_progress ();
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

char *
kaiser_test_in_progress_record (void)
{
  g_autofree char *dir = in_progress_dir ();
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  const char *base;
  char *record = g_strdup ("");

  while (folder && (base = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, base, NULL);
      g_autofree char *contents = NULL;
      KaiserStoreEntry *entry;
      gsize length;

      if (base[0] == '.' || !g_str_has_suffix (base, ".game"))
        continue;
      g_assert_cmpstr (record, ==, "");   /* one game in progress */
      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      entry = kaiser_store_parse_game ("", contents, length);
      g_assert_null (entry->error);
      g_free (record);
      record = g_steal_pointer (&entry->record);
      kaiser_store_entry_free (entry);
    }
  return record;
}

GtkWidget *
kaiser_test_window_resuming (GApplication *app, GSettings *settings, gpointer game)
{
  kaiser_test_plant_in_progress (game);
  g_assert_true (g_application_register (app, NULL, NULL));
  return GTK_WIDGET (kaiser_window_new (KAISER_APPLICATION (app)));
}

GSettings *
kaiser_test_fresh_settings (void)
{
  GSettings *settings = g_settings_new (APP_ID);

  /* never the player's own saved games */
  kaiser_test_private_data_home ();
  g_assert_true (g_str_has_prefix (g_get_user_data_dir (), g_get_tmp_dir ()));
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

static guint  stall_watch;
static gint64 stall_last, stall_longest;

static gboolean
stall_tick (gpointer data)
{
  gint64 now = g_get_monotonic_time ();

  stall_longest = MAX (stall_longest, now - stall_last);
  stall_last = now;
  return G_SOURCE_CONTINUE;
}

void
kaiser_test_stall_watch_start (void)
{
  g_clear_handle_id (&stall_watch, g_source_remove);
  stall_last = g_get_monotonic_time ();
  stall_longest = 0;
  stall_watch = g_timeout_add_full (G_PRIORITY_HIGH, 2, stall_tick, NULL, NULL);
}

double
kaiser_test_stall_watch_stop (void)
{
  stall_tick (NULL);
  g_clear_handle_id (&stall_watch, g_source_remove);
  return stall_longest / 1000.0;
}

/* Every card and the back of the Standard theme's SVG drawn over with a
 * scribble of @strokes faint strokes: 400 take some 50 ms a card at
 * 120 px, 800 some 300 ms (the time grows faster than the strokes); or,
 * @hidden, the scribble parsed with every card but not drawn
 * (display="none"): 200,000 strokes, some 2 MB, take some tens of ms a
 * card to parse. */
static char *
scribbled_cards (const char *svg, guint strokes, gboolean hidden)
{
  g_autoptr(GRegex) cards = g_regex_new ("\\n<g id=\"(back|(?:[AKQJ]|[0-9]+)[CDHS])\"([^>]*)>", 0, 0, NULL);
  g_autofree char *marked = g_regex_replace (cards, svg, -1, 0, "\\n<g id=\"\\1\"\\2><use href=\"#scribble\"/>", 0, NULL);
  g_autoptr(GString) out = g_string_new (marked);
  g_autoptr(GString) path = g_string_new ("<defs><path id=\"scribble\" fill=\"none\" stroke=\"#000\" "
                                          "stroke-opacity=\"0.02\" stroke-width=\"3\" d=\"M0,0");
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);

  if (hidden)
    g_string_replace (path, "<path ", "<path display=\"none\" ", 1);
  for (guint i = 0; i < strokes; i++)
    g_string_append_printf (path, " L%d,%d", g_rand_int_range (rand, 0, 240), g_rand_int_range (rand, 0, 336));
  g_string_append (path, "\"/>");
  g_assert_cmpuint (g_string_replace (out, "<defs>", path->str, 1), ==, 1);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

char *
kaiser_test_write_theme (const char *id, KaiserTestTheme kind)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "three-spot", "themes", id, NULL);
  g_autofree char *standard = g_build_filename (SOURCE_THEMEDIR, "standard", "cards.svg", NULL);
  g_autofree char *ini = g_build_filename (dir, "theme.ini", NULL);
  g_autofree char *contents = NULL;
  char *path = g_build_filename (dir, "cards.svg", NULL);
  g_autoptr(GString) svg = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_get_contents (standard, &contents, NULL, NULL));
  svg = g_string_new (contents);
  switch (kind)
    {
    case KAISER_TEST_THEME_SLOW:
      {
        g_autofree char *filtered = scribbled_cards (contents, 400, FALSE);
        g_autofree char *x = g_strnfill (1000, 'x');
        g_autofree char *comment = g_strdup_printf ("<!-- %s -->\n", x);
        gsize target = KAISER_CARD_THEME_MAX_SVG_SIZE - 64 * 1024;

        /* comments of a kilobyte each, up to near the limit: slow to parse */
        g_string_assign (svg, filtered);
        g_string_truncate (svg, strstr (svg->str, "</svg>") - svg->str);
        while (svg->len + strlen (comment) < target)
          g_string_append (svg, comment);
        g_string_append (svg, "</svg>\n");
        break;
      }
    case KAISER_TEST_THEME_HEAVY:
    case KAISER_TEST_THEME_LONG_PATH:
      {
        g_autofree char *scribbled = kind == KAISER_TEST_THEME_HEAVY ? scribbled_cards (contents, 800, FALSE)
                                                                      : scribbled_cards (contents, 200000, TRUE);

        g_string_assign (svg, scribbled);
        break;
      }
    case KAISER_TEST_THEME_MANY:
      /* empty groups, 5 bytes each, until a little over the limit of elements */
      g_string_truncate (svg, strstr (svg->str, "</svg>") - svg->str);
      for (guint i = 0; i < KAISER_CARD_THEME_MAX_ELEMENTS + 100; i++)
        g_string_append (svg, "<g/>\n");
      g_string_append (svg, "</svg>\n");
      break;
    default:
      break;
    }
  g_assert_true (g_file_set_contents (path, svg->str, (gssize) svg->len, NULL));
  if (kind == KAISER_TEST_THEME_HUGE_SVG)
    g_assert_cmpint (truncate (path, KAISER_CARD_THEME_MAX_SVG_SIZE + 1), ==, 0);
  if (kind == KAISER_TEST_THEME_LONG_INI)
    {
      g_autoptr(GString) text = g_string_new ("[Theme]\nName=Long\n[Names]\n");

      for (guint i = 0; text->len < 1000 * 1000 - 64; i++)
        g_string_append_printf (text, "X%u=The card number %u of a theme.ini far too long\n", i, i);
      g_assert_true (g_file_set_contents (ini, text->str, (gssize) text->len, NULL));
    }
  if (kind == KAISER_TEST_THEME_HUGE_INI)
    {
      g_assert_true (g_file_set_contents (ini, "[Theme]\nName=Huge\n", -1, NULL));
      g_assert_cmpint (truncate (ini, 200 * 1024 * 1024), ==, 0);
    }
  return path;
}

double
kaiser_test_stall_limit (void)
{
  const char *factor = g_getenv ("KAISER_TEST_STALL_FACTOR");
  double f = factor ? g_ascii_strtod (factor, NULL) : 1.0;

  return 250.0 * (f >= 1.0 ? f : 1.0);
}

void
kaiser_test_init_window_tests (int *argc, char ***argv)
{
  kaiser_test_private_data_home ();
  g_setenv ("KAISER_FAST", "1", TRUE);
  gtk_test_init (argc, argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

guint
kaiser_test_limit_draw_time (const char *svg, double *one)
{
  g_autoptr(KaiserCardTheme) theme = NULL;
  g_autoptr(GdkTexture) card = NULL;
  g_autoptr(GError) error = NULL;
  gint64 start;
  guint limit;

  theme = kaiser_card_theme_new_from_file (svg, &error);
  g_assert_no_error (error);
  start = g_get_monotonic_time ();
  card = kaiser_card_theme_render (theme, "back", 120, 168, &error);
  g_assert_no_error (error);
  *one = (g_get_monotonic_time () - start) / 1e6;
  limit = MAX ((guint) (*one * 1000 / 2), 1);
  kaiser_card_theme_set_max_draw_ms (limit);
  return limit;
}
