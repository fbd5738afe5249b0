/* kaiser-new-game.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-new-game"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-new-game.h"
#include "kaiser-seating.h"
#include "kaiser-settings.h"
#include "kaiser-toast.h"

/* New Game never loses a game in progress without the player's word:
 * it asks Save / Discard / Cancel; a discarded game can be taken back
 * from the toast (or Undo), and counts as abandoned in the statistics
 * until then.  Also where a game comes from at start: the game saved,
 * else a new one of the rules of Preferences. */
struct _KaiserNewGame
{
  GObject          parent_instance;

  GWeakRef         parent;            /* the window */
  GWeakRef         toasts;            /* its toast overlay */
  GSettings       *settings;          /* NULL without the schema */
  KaiserGameStore *store;             /* NULL without the schema */
  KaiserSession   *session;
  KaiserGame      *discarded;         /* the game discarded, while its toast shows */
  AdwToast        *discarded_toast;
};

G_DEFINE_FINAL_TYPE (KaiserNewGame, kaiser_new_game, G_TYPE_OBJECT)

enum { MESSAGE, DISCARDED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
say (KaiserNewGame *self, const char *text)
{
  g_signal_emit (self, signals[MESSAGE], 0, text);
}

static void
add_toast (KaiserNewGame *self, AdwToast *t)
{
  g_autoptr(AdwToastOverlay) overlay = g_weak_ref_get (&self->toasts);

  if (overlay)
    kaiser_toast_add (overlay, t);
  else
    g_object_unref (g_object_ref_sink (t));
}

static void
put_game (KaiserNewGame *self, KaiserGame *game)
{
  kaiser_session_set_game (self->session, game, kaiser_seating_player (kaiser_game_get_rules (game)),
                           kaiser_new_game_get_level (self));
}

/**
 * kaiser_new_game_get_level:
 *
 * Returns: the level of Preferences for the computer seats
 */
KaiserLevel
kaiser_new_game_get_level (KaiserNewGame *self)
{
  g_autofree char *name = self->settings ? g_settings_get_string (self->settings, "computer-level") : g_strdup ("standard");
  KaiserLevel level = KAISER_LEVEL_STANDARD;

  kaiser_level_from_string (name, &level);
  return level;
}

/* Resume the saved game; FALSE if there is none.  A damaged one is kept
 * aside by the store (never thrown away) and the player is told why. */
gboolean
kaiser_new_game_resume (KaiserNewGame *self)
{
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (self->store == NULL)
    return FALSE;
  game = kaiser_game_store_resume (self->store, &error);
  if (error != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The saved game could not be resumed (%s). It was kept aside in Saved Games; a new game begins."),
                                               error->message);
      say (self, text);
    }
  if (game == NULL)
    return FALSE;
  kaiser_session_forget_practice (self->session);
  put_game (self, game);
  return TRUE;
}

/**
 * kaiser_new_game_start:
 *
 * A new game of the rules of Preferences on the table.
 */
void
kaiser_new_game_start (KaiserNewGame *self)
{
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(GError) error = NULL;
  KaiserRules rules;
  guint64 seed;

  /* the rules of Preferences; when they contradict each other, the rules-preset preset or standard */
  if (self->settings == NULL)
    kaiser_rules_init_standard (&rules);
  else if (!kaiser_settings_load_rules (self->settings, &rules, &error))
    {
      /* Translators: the validator's message, then a rule set ("Standard") */
      g_autofree char *text = g_strdup_printf (_("%s — playing the %s rules"), error->message, kaiser_rules_preset_title (rules.id));
      g_autofree char *escaped = g_markup_escape_text (text, -1);
      AdwToast *t = adw_toast_new (escaped);

      adw_toast_set_button_label (t, _("_Preferences"));
      adw_toast_set_action_name (t, "win.preferences");
      adw_toast_set_timeout (t, 10);
      add_toast (self, t);
    }
  seed = g_getenv ("KAISER_SEED") ? g_ascii_strtoull (g_getenv ("KAISER_SEED"), NULL, 10)
                                  : ((guint64) g_random_int () << 32 | g_random_int ());
  game = kaiser_game_new (&rules, seed);
  put_game (self, game);
}

/* New Game never loses a game in progress without the player's word:
 * it asks Save / Discard / Cancel; a discarded game can be taken back
 * from the toast, and counts as abandoned in the statistics until then. */
static void
on_discarded_toast_dismissed (AdwToast *t, KaiserNewGame *self)
{
  if (self->discarded_toast != t)
    return;
  self->discarded_toast = NULL;
  g_clear_object (&self->discarded);
  g_signal_emit (self, signals[DISCARDED], 0);
}

/**
 * kaiser_new_game_take_back:
 *
 * The game discarded last back on the table, while its toast shows.
 */
void
kaiser_new_game_take_back (KaiserNewGame *self)
{
  g_autoptr(KaiserGame) game = g_steal_pointer (&self->discarded);

  if (game == NULL)
    return;
  if (self->discarded_toast)
    adw_toast_dismiss (self->discarded_toast);
  kaiser_game_store_count_abandoned (self->store, TRUE);
  /* the game is back as the game, not as a practice deal: one on ends
   * (the game it kept aside was the new one after the discard) */
  kaiser_session_forget_practice (self->session);
  put_game (self, game);
  g_signal_emit (self, signals[DISCARDED], 0);
  say (self, _("The game is back on the table"));
}

static void
discard_and_start (KaiserNewGame *self)
{
  AdwToast *t;

  g_set_object (&self->discarded, kaiser_session_get_game (self->session));
  kaiser_game_store_count_abandoned (self->store, FALSE);
  kaiser_new_game_start (self);
  /* a toast still shown takes back the game discarded last (one toast:
   * kaiser-toast.h says why) */
  if (self->discarded_toast)
    return;
  t = adw_toast_new (_("Game discarded"));
  adw_toast_set_button_label (t, _("_Undo"));
  adw_toast_set_action_name (t, "win.take-back-game");
  adw_toast_set_timeout (t, 10);
  self->discarded_toast = t;
  g_signal_connect_object (t, "dismissed", G_CALLBACK (on_discarded_toast_dismissed), self, 0);
  g_signal_emit (self, signals[DISCARDED], 0);
  add_toast (self, t);
}

static void
on_new_game_response (AdwMessageDialog *dialog, const char *response, KaiserNewGame *self)
{
  if (g_str_equal (response, "save"))
    {
      g_autoptr(GError) error = NULL;
      KaiserSavedGame *saved = kaiser_game_store_save (self->store, kaiser_session_get_game (self->session), NULL, &error);
      g_autofree char *text = NULL;

      if (saved == NULL)
        {
          /* not saved (the store is full …): the game stays on the table */
          say (self, error->message);
          return;
        }
      /* Translators: the name a game was saved under */
      text = g_strdup_printf (_("Saved as “%s”"), kaiser_saved_game_get_name (saved));
      kaiser_new_game_start (self);
      say (self, text);
    }
  else if (g_str_equal (response, "discard"))
    discard_and_start (self);
}

/**
 * kaiser_new_game_ask:
 *
 * New Game: at once when nothing would be lost, else after asking Save /
 * Discard / Cancel.
 */
void
kaiser_new_game_ask (KaiserNewGame *self)
{
  g_autofree char *summary = NULL;
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;
  GtkWindow *parent = g_weak_ref_get (&self->parent);

  if (parent == NULL)
    return;
  g_object_unref (parent);   /* the window is alive while it asks */
  if (self->store == NULL || kaiser_session_get_game (self->session) == NULL || !kaiser_game_store_would_lose (self->store, kaiser_session_get_game (self->session), kaiser_session_get_here (self->session)))
    {
      kaiser_new_game_start (self);
      return;
    }
  summary = kaiser_game_describe (kaiser_session_get_game (self->session));
  /* Translators: the game on the table, "Hand 3 · You 12, Them 8 · Standard" */
  body = g_strdup_printf (_("The game on the table (%s) is not in Saved Games. Save it to play it on later, or discard it."),
                          summary);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, _("Save This Game Before Starting a New One?"), body));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "discard", _("_Discard"), "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_new_game_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}


/**
 * kaiser_new_game_has_discarded:
 *
 * Returns: whether a game discarded may be taken back
 */
gboolean
kaiser_new_game_has_discarded (KaiserNewGame *self)
{
  g_return_val_if_fail (KAISER_IS_NEW_GAME (self), FALSE);
  return self->discarded != NULL;
}

static void
kaiser_new_game_dispose (GObject *object)
{
  KaiserNewGame *self = KAISER_NEW_GAME (object);

  g_clear_object (&self->discarded);
  self->discarded_toast = NULL;
  g_clear_object (&self->session);
  g_clear_object (&self->store);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (kaiser_new_game_parent_class)->dispose (object);
}

static void
kaiser_new_game_finalize (GObject *object)
{
  KaiserNewGame *self = KAISER_NEW_GAME (object);

  g_weak_ref_clear (&self->parent);
  g_weak_ref_clear (&self->toasts);
  G_OBJECT_CLASS (kaiser_new_game_parent_class)->finalize (object);
}

static void
kaiser_new_game_class_init (KaiserNewGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kaiser_new_game_dispose;
  object_class->finalize = kaiser_new_game_finalize;

  /**
   * KaiserNewGame::message:
   * @text: for the player, in the window's message toast
   */
  signals[MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * KaiserNewGame::discarded:
   *
   * A game was discarded, or is no longer to be taken back.
   */
  signals[DISCARDED] = g_signal_new ("discarded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
kaiser_new_game_init (KaiserNewGame *self)
{
  g_weak_ref_init (&self->parent, NULL);
  g_weak_ref_init (&self->toasts, NULL);
}

/**
 * kaiser_new_game_new:
 * @parent: the window asking
 * @toasts: its toast overlay
 * @settings: (nullable): the app's, %NULL without the schema
 * @store: (nullable): the saved games, %NULL without the schema
 * @session: where the games go
 *
 * Returns: (transfer full): a new #KaiserNewGame
 */
KaiserNewGame *
kaiser_new_game_new (GtkWindow       *parent,
                     AdwToastOverlay *toasts,
                     GSettings       *settings,
                     KaiserGameStore *store,
                     KaiserSession   *session)
{
  KaiserNewGame *self = g_object_new (KAISER_TYPE_NEW_GAME, NULL);

  g_weak_ref_set (&self->parent, parent);
  g_weak_ref_set (&self->toasts, toasts);
  g_set_object (&self->settings, settings);
  g_set_object (&self->store, store);
  g_set_object (&self->session, session);
  return self;
}
