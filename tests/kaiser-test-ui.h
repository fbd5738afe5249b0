/* kaiser-test-ui.h: what the UI tests share: finding widgets by name,
 * running the main loop for a while, settings reset to their defaults. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A UI test program's start: the computer players quick (KAISER_FAST),
 * GTK and libadwaita initialised, card animations off (the system's
 * reduced motion; test-table tests them). */
void       kaiser_test_init_window_tests (int *argc, char ***argv);
/* XDG_DATA_HOME a folder of the test program's own (unless it set one in
 * the temporary folder already), removed at exit: the saved games and
 * card themes tests make are never the player's.  Call it first thing in
 * main(); kaiser_test_init_window_tests() does. */
void       kaiser_test_private_data_home (void);
/* The cards.svg of the shipped theme @id (data/themes/ID) as the tests
 * load it: that file, or, when tests/data/ID-maps.ini exists (a theme
 * that draws none of the engine's packs yet: Lost Heir until the engine
 * has its packs), the same SVG in a copy of the theme, in a temporary
 * folder, whose theme.ini has those [Pack] maps added. */
char      *kaiser_test_shipped_theme_path (const char *id);
/* The first widget of that name (gtk_widget_set_name), depth first. */
GtkWidget *kaiser_test_find_named (GtkWidget *root, const char *name);
/* The first widget below root (root included) of that CSS name ("toast"). */
GtkWidget *kaiser_test_find_css_named (GtkWidget *root, const char *css_name);
/* How many widgets below root (root included) bear that name. */
guint      kaiser_test_count_named (GtkWidget *root, const char *name);
/* A key pressed as GTK hands it on (GTK 4.8 makes no events): to the
 * key controllers capturing it from the window down to the focus, then
 * to those of the focus and its ancestors; Enter or Space on a button
 * not otherwise handled presses it.  Returns whether anything took it. */
gboolean   kaiser_test_press_key (GtkWindow *window, guint keyval, GdkModifierType state);
/* piece n times over, as one string. */
char      *kaiser_test_repeat (const char *piece, guint n);
/* The first label below root whose text begins with prefix (a toast's …). */
GtkWidget *kaiser_test_find_label (GtkWidget *root, const char *prefix);
/* Whether the window (a KaiserWindow) shows the Hint's line: for
 * kaiser_test_wait_for. */
gboolean   kaiser_test_hint_shown (gpointer window);
/* The toasts shown below root, those on their way out included (the
 * overlays' "toast" nodes). */
guint      kaiser_test_count_toasts (GtkWidget *root);
/* The first sensitive button below root, depth first. */
GtkWidget *kaiser_test_first_button (GtkWidget *root);
/* Runs the default main context for ms milliseconds. */
void       kaiser_test_iterate (guint ms);
/* Runs it until check (data) holds, for at most ms; returns whether it held. */
gboolean   kaiser_test_wait_for (gboolean (*check) (gpointer data), gpointer data, guint ms);
/* The app's settings with every key, the rules' too, at its default;
 * the computer players at Beginner, so tests move quickly. */
GSettings *kaiser_test_fresh_settings (void);
/* A window of app (registered here) that resumes game, planted as the
 * game in progress (kaiser_test_plant_in_progress()).  Type-neutral so that this header needs no app header:
 * the result is a KaiserWindow. */
GtkWidget *kaiser_test_window_resuming (GApplication *app, GSettings *settings, gpointer game);
/* No saved game: every slot of the older layout free, no file; no game
 * in progress on disk. */
void       kaiser_test_reset_saved_games (void);
/* game (a KaiserGame) as the only game in progress on disk, left by a
 * copy of the game that quit: the next window resumes it.  The games in
 * progress there before are removed (their locks, of windows still
 * open, are left). */
void       kaiser_test_plant_in_progress (gpointer game);
/* No game in progress on disk (the locks of windows still open left). */
void       kaiser_test_clear_in_progress (void);
/* The record of the one game in progress on disk, "" when there is
 * none (fails when there are more).  Flush the store first. */
char      *kaiser_test_in_progress_record (void);
/* The message dialog (AdwMessageDialog) shown over parent, or NULL. */
GtkWindow *kaiser_test_find_dialog (GtkWindow *parent);
/* Answers the message dialog over parent with response; FALSE if none shows. */
gboolean   kaiser_test_respond_dialog (GtkWindow *parent, const char *response);
/* Renders widget as it looks now, at its scale factor, to a PNG file. */
gboolean   kaiser_test_save_png (GtkWidget *widget, const char *path);

/* The longest main-loop iteration: a high-priority timeout every 2 ms
 * notes the longest time between two of its calls while the watch runs. */
void       kaiser_test_stall_watch_start (void);
/* Stops the watch; the longest gap seen, in milliseconds. */
double     kaiser_test_stall_watch_stop (void);
/* The longest main-loop iteration a test lets pass as "no stall": 250 ms
 * (work on the main thread that a heavy theme would cost stalls 0.4 s to
 * a minute), times KAISER_TEST_STALL_FACTOR when set (the sanitizer run of
 * CI, a machine known to be loaded). */
double     kaiser_test_stall_limit (void);

/* Heavy user themes, made from the Standard one in
 * $XDG_DATA_HOME/three-spot/themes/ID. */
typedef enum {
  KAISER_TEST_THEME_SLOW,       /* usable, under every limit, but slow to parse (padded with comments up to
                                 * near the size limit) and to draw (400 strokes on every card) */
  KAISER_TEST_THEME_HEAVY,      /* under every size limit, quick to parse, but each card a tenth of a
                                 * second or more to draw (800 strokes on every card) */
  KAISER_TEST_THEME_LONG_PATH,  /* every card with a hidden path of 200,000 strokes (2 MB): each some tens
                                 * of ms to parse, the whole theme seconds; quick to draw */
  KAISER_TEST_THEME_HUGE_SVG,   /* a cards.svg a byte over the size limit (sparse) */
  KAISER_TEST_THEME_MANY,       /* a cards.svg under the size limit with too many elements */
  KAISER_TEST_THEME_HUGE_INI,   /* a good cards.svg, and a 200 MB theme.ini (sparse) */
  KAISER_TEST_THEME_LONG_INI,   /* a good cards.svg, and a theme.ini of a million bytes of names */
} KaiserTestTheme;

/* The card themes' time limit a card, set for a test of a slow theme:
 * half what a card of the theme in svg costs here (the back at 120 px,
 * as the loader draws it with no table), so that it is refused, while
 * Standard's cards, many times cheaper even under the sanitizers, still
 * load.  Returns the limit in ms; kaiser_card_theme_set_max_draw_ms (0)
 * puts the usual one back.  *one: that card's time, in seconds. */
guint      kaiser_test_limit_draw_time (const char *svg, double *one);

/* Writes the theme; returns its cards.svg's path. */
char      *kaiser_test_write_theme (const char *id, KaiserTestTheme kind);

G_END_DECLS
