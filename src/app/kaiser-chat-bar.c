/* kaiser-chat-bar.c
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "kaiser-chat-bar"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-chat-bar.h"

#define N_LINES 3   /* the talk's last lines in view */

/* The talk at a table with friends: the last lines said, and a line to
 * say one, open between hands only (the rules forbid table talk during
 * a hand).  Each name and line is shown isolated from the other (a name
 * written right to left turns nothing round, docs/online-protocol.md). */
struct _KaiserChatBar
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *lines;
  GtkWidget *entry;
  gboolean   open;
};

G_DEFINE_FINAL_TYPE (KaiserChatBar, kaiser_chat_bar, GTK_TYPE_WIDGET)

enum {
  SAY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_activate (KaiserChatBar *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->entry))));

  if (!self->open || text[0] == '\0')
    return;
  g_signal_emit (self, signals[SAY], 0, text);
  gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
}

static void
kaiser_chat_bar_dispose (GObject *object)
{
  KaiserChatBar *self = KAISER_CHAT_BAR (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (kaiser_chat_bar_parent_class)->dispose (object);
}

static void
kaiser_chat_bar_class_init (KaiserChatBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kaiser_chat_bar_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "chatbar");

  /**
   * KaiserChatBar::say:
   * @text: the line typed (trimmed, not empty)
   */
  signals[SAY] = g_signal_new ("say", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                               0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
kaiser_chat_bar_init (KaiserChatBar *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_margin_start (self->box, 12);
  gtk_widget_set_margin_end (self->box, 12);
  gtk_widget_set_margin_top (self->box, 6);
  gtk_widget_set_margin_bottom (self->box, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->lines = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_name (self->lines, "chat-lines");
  gtk_box_append (GTK_BOX (self->box), self->lines);
  self->entry = gtk_entry_new ();
  gtk_widget_set_name (self->entry, "chat-entry");
  gtk_entry_set_max_length (GTK_ENTRY (self->entry), 500);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Talk to the table"), -1);
  g_signal_connect_swapped (self->entry, "activate", G_CALLBACK (on_activate), self);
  gtk_box_append (GTK_BOX (self->box), self->entry);
  kaiser_chat_bar_set_open (self, FALSE);
}

GtkWidget *
kaiser_chat_bar_new (void)
{
  return g_object_new (KAISER_TYPE_CHAT_BAR, NULL);
}

/**
 * kaiser_chat_bar_add_line:
 * @name: who said it
 * @text: what
 */
void
kaiser_chat_bar_add_line (KaiserChatBar *self, const char *name, const char *text)
{
  GtkWidget *label;
  GtkWidget *first;
  guint n = 0;
  /* U+2068 … U+2069: each isolated */
  g_autofree char *markup = g_markup_printf_escaped ("<b>\u2068%s\u2069</b>  \u2068%s\u2069", name, text);

  g_return_if_fail (KAISER_IS_CHAT_BAR (self));

  label = gtk_label_new (NULL);
  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_box_append (GTK_BOX (self->lines), label);
  for (GtkWidget *w = gtk_widget_get_first_child (self->lines); w; w = gtk_widget_get_next_sibling (w))
    n++;
  while (n-- > N_LINES && (first = gtk_widget_get_first_child (self->lines)))
    gtk_box_remove (GTK_BOX (self->lines), first);
}

/**
 * kaiser_chat_bar_get_last:
 *
 * Returns: (transfer full) (nullable): the last line shown, as read
 */
char *
kaiser_chat_bar_get_last (KaiserChatBar *self)
{
  GtkWidget *last;

  g_return_val_if_fail (KAISER_IS_CHAT_BAR (self), NULL);
  last = gtk_widget_get_last_child (self->lines);
  return last ? g_strdup (gtk_label_get_text (GTK_LABEL (last))) : NULL;
}

/**
 * kaiser_chat_bar_set_open:
 * @open: %TRUE between hands (talk allowed)
 */
void
kaiser_chat_bar_set_open (KaiserChatBar *self, gboolean open)
{
  g_return_if_fail (KAISER_IS_CHAT_BAR (self));

  self->open = open;
  gtk_widget_set_sensitive (self->entry, open);
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->entry),
                                  open ? _("Say something to the table…")
                                       : _("No table talk during a hand"));
}

gboolean
kaiser_chat_bar_get_open (KaiserChatBar *self)
{
  g_return_val_if_fail (KAISER_IS_CHAT_BAR (self), FALSE);
  return self->open;
}
