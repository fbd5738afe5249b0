/* kaiser-practice.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-practice"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-practice.h"

struct _KaiserPractice
{
  GObject         parent_instance;

  KaiserSession  *session;        /* weak: the window's */
  AdwWindowTitle *title;          /* weak: in the header bar */
  GtkWidget      *back_button;    /* weak: in the header bar */
};

G_DEFINE_FINAL_TYPE (KaiserPractice, kaiser_practice, G_TYPE_OBJECT)

static void
kaiser_practice_dispose (GObject *object)
{
  KaiserPractice *self = KAISER_PRACTICE (object);

  g_clear_weak_pointer (&self->session);
  g_clear_weak_pointer (&self->title);
  g_clear_weak_pointer (&self->back_button);
  G_OBJECT_CLASS (kaiser_practice_parent_class)->dispose (object);
}

static void
kaiser_practice_class_init (KaiserPracticeClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = kaiser_practice_dispose;
}

static void
kaiser_practice_init (KaiserPractice *self)
{
}

/* A practice deal on (the session's game kept aside): the header bar
 * says so, and offers the way back. */
static void
show_state (KaiserPractice *self)
{
  gboolean on = self->session && kaiser_session_is_practice (self->session);

  if (self->title)
    adw_window_title_set_subtitle (self->title, on ? _("Practice deal — not counted") : NULL);
  if (self->back_button)
    gtk_widget_set_visible (self->back_button, on);
}

/**
 * kaiser_practice_new:
 * @header_bar: where the practice deal's marks go
 * @session: the session whose practice deals they show
 */
KaiserPractice *
kaiser_practice_new (AdwHeaderBar *header_bar, KaiserSession *session)
{
  KaiserPractice *self = g_object_new (KAISER_TYPE_PRACTICE, NULL);
  GtkWidget *title, *button;

  g_return_val_if_fail (ADW_IS_HEADER_BAR (header_bar), self);
  g_return_val_if_fail (KAISER_IS_SESSION (session), self);

  g_set_weak_pointer (&self->session, session);
  g_signal_connect_object (session, "notify::practice", G_CALLBACK (show_state), self, G_CONNECT_SWAPPED);
  title = adw_window_title_new (_("Three-Spot"), NULL);
  gtk_widget_set_name (title, "window-title");
  adw_header_bar_set_title_widget (header_bar, title);
  g_set_weak_pointer (&self->title, ADW_WINDOW_TITLE (title));

  button = gtk_button_new_with_mnemonic (_("_Back to the Game"));
  gtk_widget_set_name (button, "back-to-game-button");
  gtk_widget_set_tooltip_text (button, _("Leave the practice deal for the game kept aside"));
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.back-to-game");
  adw_header_bar_pack_end (header_bar, button);
  g_set_weak_pointer (&self->back_button, button);
  show_state (self);
  return self;
}

GtkWidget *
kaiser_practice_summary_extra (KaiserPractice *self, KaiserGame *game, guint hand_index)
{
  g_autofree char *number = kaiser_deal_number_of_hand (game, hand_index);
  /* one line under the buttons: the deal's number, then Replay This
   * Deal (or Back to the Game), flat so that the next hand stays the
   * button that stands out */
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *button;

  g_return_val_if_fail (KAISER_IS_PRACTICE (self), box);

  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (box, 4);
  if (self->session && kaiser_session_is_practice (self->session))
    {
      button = gtk_button_new_with_mnemonic (_("_Back to the Game"));
      gtk_widget_set_name (button, "summary-back-button");
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.back-to-game");
    }
  else
    {
      button = gtk_button_new_with_mnemonic (_("Re_play This Deal"));
      gtk_widget_set_name (button, "replay-deal-button");
      gtk_widget_set_tooltip_text (button, _("Play the same hands again, apart from the game and not counted"));
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_uint32 (hand_index));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.replay-hand");
    }
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  if (number != NULL)
    {
      /* Translators: the deal's number, to type into Play a Deal from a Number */
      g_autofree char *text = g_strdup_printf (_("Deal number %s"), number);
      GtkWidget *label = gtk_label_new (text);

      gtk_widget_set_name (label, "deal-number-label");
      gtk_label_set_selectable (GTK_LABEL (label), TRUE);
      gtk_widget_set_focusable (label, FALSE);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_box_append (GTK_BOX (box), button);
  return box;
}

/* Play a Deal from a Number… */

typedef struct {
  KaiserRules               rules;
  KaiserPracticeNumberFunc  func;
  gpointer                  data;
  GDestroyNotify            destroy;
  GtkEditable              *entry;   /* weak */
  GtkLabel                 *error;   /* weak */
} Ask;

static void
ask_free (gpointer data)
{
  Ask *ask = data;

  if (ask->destroy)
    ask->destroy (ask->data);
  g_clear_weak_pointer (&ask->entry);
  g_clear_weak_pointer (&ask->error);
  g_free (ask);
}

/* The number as typed is checked at each change: Play is off and the
 * reason shows under the entry until it is a deal. */
static void
on_number_changed (GtkEditable *entry, AdwMessageDialog *dialog)
{
  Ask *ask = g_object_get_data (G_OBJECT (dialog), "kaiser-ask");
  const char *text = gtk_editable_get_text (entry);
  g_autoptr(GError) error = NULL;
  KaiserDeal deal;
  gboolean blank = TRUE, valid;

  for (const char *p = text; *p && blank; p++)
    blank = g_ascii_isspace (*p);
  valid = kaiser_deal_number_to_deal (&ask->rules, text, &deal, &error);
  adw_message_dialog_set_response_enabled (dialog, "play", valid);
  gtk_label_set_text (ask->error, valid || blank ? "" : error->message);
  gtk_widget_set_visible (GTK_WIDGET (ask->error), !valid && !blank);
  if (valid || blank)
    gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
}

static void
on_number_activate (GtkEntry *entry, AdwMessageDialog *dialog)
{
  /* a response given here, not by its button, leaves the dialog open */
  if (adw_message_dialog_get_response_enabled (dialog, "play"))
    {
      adw_message_dialog_response (dialog, "play");
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
}

static void
on_number_response (AdwMessageDialog *dialog, const char *response, gpointer unused)
{
  Ask *ask = g_object_get_data (G_OBJECT (dialog), "kaiser-ask");
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "play") != 0 || ask->entry == NULL)
    return;
  game = kaiser_deal_number_new_game (&ask->rules, gtk_editable_get_text (ask->entry), &error);
  if (game == NULL)
    {
      g_warning ("A deal number checked as valid was refused: %s", error->message);
      return;
    }
  ask->func (game, ask->data);
}

GtkWindow *
kaiser_practice_ask_number (GtkWindow                *parent,
                            const KaiserRules        *rules,
                            KaiserPracticeNumberFunc  func,
                            gpointer                  data,
                            GDestroyNotify            destroy)
{
  Ask *ask = g_new0 (Ask, 1);
  AdwMessageDialog *dialog;
  GtkWidget *box, *entry, *error;

  ask->rules = *rules;
  ask->func = func;
  ask->data = data;
  ask->destroy = destroy;
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, _("Play a Deal from a Number"),
                                                       _("Every deal has a number, shown at the end of each hand. "
                                                         "The same number deals the same hands on any computer, "
                                                         "to play apart from the game, not counted.")));
  g_object_set_data_full (G_OBJECT (dialog), "kaiser-ask", ask, ask_free);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  entry = gtk_entry_new ();
  gtk_widget_set_name (entry, "deal-number-entry");
  gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_DIGITS);
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("Deal number"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Deal number"), -1);
  error = gtk_label_new (NULL);
  gtk_widget_set_name (error, "deal-number-error");
  gtk_label_set_wrap (GTK_LABEL (error), TRUE);
  gtk_label_set_xalign (GTK_LABEL (error), 0);
  gtk_widget_add_css_class (error, "error");
  gtk_widget_set_visible (error, FALSE);
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), error);
  adw_message_dialog_set_extra_child (dialog, box);
  g_set_weak_pointer (&ask->entry, GTK_EDITABLE (entry));
  g_set_weak_pointer (&ask->error, GTK_LABEL (error));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "play", _("_Play"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "play", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_enabled (dialog, "play", FALSE);
  adw_message_dialog_set_default_response (dialog, "play");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (entry, "changed", G_CALLBACK (on_number_changed), dialog);
  g_signal_connect (entry, "activate", G_CALLBACK (on_number_activate), dialog);
  g_signal_connect (dialog, "response", G_CALLBACK (on_number_response), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
  return GTK_WINDOW (dialog);
}

/**
 * kaiser_practice_replay:
 * @from: the game on the table, or a review's copy of it
 * @hand_index: a hand of @from (0-based)
 *
 * A practice deal of that hand on the session's table.
 *
 * Returns: %FALSE with @error when the hand cannot be dealt again
 */
gboolean
kaiser_practice_replay (KaiserPractice *self, KaiserGame *from, guint hand_index, GError **error)
{
  g_autoptr(KaiserGame) game = NULL;

  g_return_val_if_fail (KAISER_IS_PRACTICE (self), FALSE);

  if (self->session == NULL)
    return FALSE;
  game = kaiser_game_new_from_hand (from, hand_index, error);
  if (game == NULL)
    return FALSE;
  kaiser_session_begin_practice (self->session, game);
  return TRUE;
}

static void
on_number_chosen (KaiserGame *game, gpointer data)
{
  KaiserPractice *self = data;

  if (self->session)
    kaiser_session_begin_practice (self->session, game);
}

/**
 * kaiser_practice_play_number:
 * @parent: the window asking
 *
 * Play a Deal from a Number…: asks the number, then puts its deal of the
 * session's rules on the table as a practice deal.
 */
void
kaiser_practice_play_number (KaiserPractice *self, GtkWindow *parent)
{
  KaiserGame *game;

  g_return_if_fail (KAISER_IS_PRACTICE (self));

  game = self->session ? kaiser_session_get_game (self->session) : NULL;
  if (game)
    kaiser_practice_ask_number (parent, kaiser_game_get_rules (game), on_number_chosen, g_object_ref (self), g_object_unref);
}
