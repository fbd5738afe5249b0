/* kaiser-table.c: the card table, drawn in snapshot(). */
#define G_LOG_DOMAIN "kaiser-table"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-table.h"

#define HUMAN KAISER_SOUTH

struct _KaiserTable
{
  GtkWidget        parent_instance;

  KaiserGame      *game;
  KaiserCardCache *cache;
  KaiserCards      playable;
  KaiserSeat       thinking;
  gboolean         show_last_trick;
  int              focus;          /* index in the sorted hand */

  /* layout of the last snapshot */
  int              card_w, card_h;
  int              n_hand;
  KaiserCard       hand[KAISER_MAX_TRICKS + KAISER_MAX_KITTY + 2];
  graphene_rect_t  hand_rect[KAISER_MAX_TRICKS + KAISER_MAX_KITTY + 2];
};

G_DEFINE_FINAL_TYPE (KaiserTable, kaiser_table, GTK_TYPE_WIDGET)

enum { CARD_ACTIVATED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void on_game_changed (KaiserTable *self);

/* The player's hand in display order: suits alternating in colour,
 * trumps last once known, each suit high to low. */
static guint
sorted_hand (KaiserTable *self, KaiserCard *out)
{
  static const KaiserSuit order[] = { KAISER_SPADES, KAISER_HEARTS, KAISER_CLUBS, KAISER_DIAMONDS };
  const KaiserState *st = kaiser_game_get_state (self->game);
  KaiserCards hand = st->hands[HUMAN];
  KaiserSuit suits[KAISER_N_SUITS];
  guint n = 0, ns = 0;

  for (guint i = 0; i < KAISER_N_SUITS; i++)
    if (order[i] != st->trump)
      suits[ns++] = order[i];
  if (st->trump != KAISER_SUIT_NONE)
    suits[ns++] = st->trump;
  for (guint i = 0; i < ns; i++)
    for (int p = KAISER_MAX_POWER - 1; p >= 0; p--)
      {
        KaiserCard c = kaiser_card_make (suits[i], (guint) p);
        if (kaiser_cards_has (hand, c))
          out[n++] = c;
      }
  return n;
}

static void
card_id (KaiserTable *self, KaiserCard card, char *buf)
{
  kaiser_deck_card_to_string (&kaiser_game_get_rules (self->game)->deck, card, buf);
}

static void
draw_texture (GtkSnapshot *snapshot, GdkTexture *texture, float x, float y, float w, float h)
{
  if (texture)
    gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (x, y, w, h));
}

static void
draw_card (KaiserTable *self, GtkSnapshot *snapshot, const char *id, float x, float y, float scale)
{
  GdkTexture *texture = kaiser_card_cache_get (self->cache, id);
  GskRoundedRect outline;

  /* a soft shadow under each card */
  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (x, y, self->card_w * scale, self->card_h * scale),
                                   self->card_w * scale * 0.06f);
  gtk_snapshot_append_outset_shadow (snapshot, &outline, &(GdkRGBA) { 0, 0, 0, 0.35f }, 0, 2, 0, 5);
  draw_texture (snapshot, texture, x, y, self->card_w * scale, self->card_h * scale);
}

static void
draw_text (KaiserTable *self, GtkSnapshot *snapshot, const char *markup, float cx, float cy, gboolean bold_box)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  int w, h;

  pango_layout_set_markup (layout, markup, -1);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_get_pixel_size (layout, &w, &h);
  if (bold_box)
    {
      GskRoundedRect box;
      gsk_rounded_rect_init_from_rect (&box, &GRAPHENE_RECT_INIT (cx - w / 2.0f - 10, cy - h / 2.0f - 4, w + 20, h + 8), 10);
      gtk_snapshot_push_rounded_clip (snapshot, &box);
      gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0, 0, 0, 0.38f }, &box.bounds);
      gtk_snapshot_pop (snapshot);
    }
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (cx - w / 2.0f, cy - h / 2.0f));
  gtk_snapshot_append_layout (snapshot, layout, &(GdkRGBA) { 1, 1, 1, 0.95f });
  gtk_snapshot_restore (snapshot);
  g_object_unref (layout);
}

/* Name, call and state of a seat, as markup. */
static char *
seat_label (KaiserTable *self, KaiserSeat seat)
{
  static const char * const names[] = { N_("North"), N_("East"), N_("You"), N_("West") };
  const KaiserState *st = kaiser_game_get_state (self->game);
  GString *s = g_string_new (NULL);
  gboolean called = FALSE;
  KaiserSeat b = kaiser_seat_lho (st->dealer);

  g_string_append_printf (s, "<b>%s</b>", _(names[seat]));
  if (st->dealer == seat)
    g_string_append (s, "  <span size='small'>●&#160;" "D" "</span>");
  for (guint i = 0; i < st->n_bids; i++, b = kaiser_seat_next (b))
    if (b == seat)
      called = TRUE;
  if (called && st->phase <= KAISER_PHASE_LOW && st->phase >= KAISER_PHASE_BIDDING)
    {
      g_autofree char *bid = kaiser_bid_describe (st->bids[seat]);
      g_string_append_printf (s, "\n%s", bid);
    }
  else if (st->phase >= KAISER_PHASE_PLAY)
    {
      g_autofree char *tricks = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u trick", "%u tricks", st->tricks_won[seat]),
                                                 st->tricks_won[seat]);
      g_string_append_printf (s, "\n<span size='small'>%s</span>", tricks);
    }
  if (self->thinking == seat)
    g_string_append (s, "\n<span size='small'>…</span>");
  return g_string_free (s, FALSE);
}

static void
kaiser_table_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  KaiserTable *self = KAISER_TABLE (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  const KaiserState *st;
  const KaiserTrick *trick;
  double aspect;
  float cx = width / 2.0f, cy = height / 2.0f;
  float overlap, hand_w, x0, y0, side;
  char id[4];

  /* felt */
  gtk_snapshot_append_radial_gradient (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height),
                                       &GRAPHENE_POINT_INIT (cx, cy), width * 0.75f, height * 0.75f, 0, 1,
                                       (GskColorStop[]) { { 0, { 0.16f, 0.47f, 0.27f, 1 } },
                                                          { 1, { 0.07f, 0.27f, 0.15f, 1 } } }, 2);
  if (self->game == NULL || self->cache == NULL || kaiser_card_cache_get_theme (self->cache) == NULL)
    return;

  st = kaiser_game_get_state (self->game);
  aspect = kaiser_card_theme_get_aspect (kaiser_card_cache_get_theme (self->cache));
  /* cards sized to the table: the hand spans at most most of the width */
  self->card_h = (int) MIN (height * 0.24, width * 0.14 / aspect);
  self->card_h = MAX (self->card_h, 40);
  self->card_w = (int) (self->card_h * aspect + 0.5);
  kaiser_card_cache_set_size (self->cache, self->card_w, self->card_h, scale);

  /* South: the player's hand, fanned */
  self->n_hand = sorted_hand (self, self->hand);
  overlap = self->card_w * 0.62f;
  hand_w = self->card_w + overlap * MAX (self->n_hand - 1, 0);
  x0 = cx - hand_w / 2;
  y0 = height - self->card_h - height * 0.04f;
  for (int i = 0; i < self->n_hand; i++)
    {
      KaiserCard c = self->hand[i];
      gboolean playable = kaiser_cards_has (self->playable, c);
      float y = y0 - (playable ? self->card_h * 0.10f : 0);

      self->hand_rect[i] = GRAPHENE_RECT_INIT (x0 + i * overlap, y, i + 1 < self->n_hand ? overlap : self->card_w, self->card_h);
      card_id (self, c, id);
      draw_card (self, snapshot, id, x0 + i * overlap, y, 1);
      if (self->playable && !playable)
        {
          /* a card that may not be played now: shaded, still opaque */
          GskRoundedRect shade;
          gsk_rounded_rect_init_from_rect (&shade, &GRAPHENE_RECT_INIT (x0 + i * overlap, y, self->card_w, self->card_h),
                                           self->card_w * 0.06f);
          gtk_snapshot_push_rounded_clip (snapshot, &shade);
          gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0.05f, 0.12f, 0.08f, 0.42f }, &shade.bounds);
          gtk_snapshot_pop (snapshot);
        }
      if (i == self->focus && gtk_widget_has_visible_focus (widget))
        {
          GskRoundedRect r;
          gsk_rounded_rect_init_from_rect (&r, &GRAPHENE_RECT_INIT (x0 + i * overlap - 3, y - 3, self->card_w + 6, self->card_h + 6), 10);
          gtk_snapshot_append_border (snapshot, &r, (float[]) { 3, 3, 3, 3 },
                                      (GdkRGBA[]) { { 1, 0.85f, 0.2f, 1 }, { 1, 0.85f, 0.2f, 1 }, { 1, 0.85f, 0.2f, 1 }, { 1, 0.85f, 0.2f, 1 } });
        }
    }

  /* North, West, East: backs */
  side = 0.62f;
  for (guint seat = 0; seat < KAISER_N_SEATS; seat++)
    {
      guint n;
      float step, w, h, x, y;

      if (seat == HUMAN)
        continue;
      n = kaiser_cards_count (st->hands[seat]);
      w = self->card_w * side;
      h = self->card_h * side;
      step = w * 0.28f;
      if (seat == KAISER_NORTH)
        {
          x = cx - (w + step * (n ? n - 1 : 0)) / 2;
          y = height * 0.03f;
          for (guint i = 0; i < n; i++)
            draw_card (self, snapshot, "back", x + i * step, y, side);
        }
      else
        {
          float vstep = h * 0.22f;
          x = seat == KAISER_WEST ? width * 0.03f : width - width * 0.03f - w;
          y = cy - (h + vstep * (n ? n - 1 : 0)) / 2 - height * 0.06f;
          for (guint i = 0; i < n; i++)
            draw_card (self, snapshot, "back", x, y + i * vstep, side);
        }
    }

  /* seat labels */
  {
    const struct { float x, y; } at[] = {
      { cx, height * 0.03f + self->card_h * side + 26 },
      { width - width * 0.03f - self->card_w * side / 2, cy + self->card_h * side * 0.9f + 30 },
      { cx, y0 - self->card_h * 0.10f - 24 },
      { width * 0.03f + self->card_w * side / 2, cy + self->card_h * side * 0.9f + 30 },
    };
    for (guint seat = 0; seat < KAISER_N_SEATS; seat++)
      {
        g_autofree char *label = seat_label (self, seat);
        if (seat == HUMAN && st->phase == KAISER_PHASE_PLAY)
          continue;
        draw_text (self, snapshot, label, at[seat].x, at[seat].y, st->to_act == seat);
      }
  }

  /* the trick in the centre, each card towards the seat that played it */
  trick = NULL;
  if (self->show_last_trick && st->n_tricks > 0)
    trick = &st->tricks[st->n_tricks - 1];
  else if (st->phase == KAISER_PHASE_PLAY)
    trick = &st->tricks[st->n_tricks];
  else if (st->n_tricks > 0 && (st->phase == KAISER_PHASE_HAND_OVER || st->phase == KAISER_PHASE_GAME_OVER))
    trick = &st->tricks[st->n_tricks - 1];
  if (trick)
    {
      const float dx[] = { 0, 0.62f, 0, -0.62f }, dy[] = { -0.42f, 0, 0.42f, 0 };
      KaiserSeat seat = trick->leader;

      for (guint i = 0; i < trick->n_played; i++)
        {
          card_id (self, trick->cards[i], id);
          draw_card (self, snapshot, id, cx - self->card_w / 2.0f + dx[seat] * self->card_w,
                     cy - self->card_h / 2.0f - height * 0.04f + dy[seat] * self->card_h, 1);
          do
            seat = kaiser_seat_next (seat);
          while (!(st->active & (1u << seat)));
        }
      if (self->show_last_trick)
        draw_text (self, snapshot, _("<b>Last trick</b>"), cx, cy + self->card_h * 0.55f, TRUE);
    }
}

static void
kaiser_table_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                      int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 640 : 380;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 900 : 480;
}

static int
hit_card (KaiserTable *self, double x, double y)
{
  /* topmost first: later cards overlap earlier ones */
  for (int i = self->n_hand - 1; i >= 0; i--)
    if (graphene_rect_contains_point (&self->hand_rect[i], &GRAPHENE_POINT_INIT (x, y)))
      return i;
  return -1;
}

/* table.play(card): what a click or Enter on a card does; tests use it too. */
static void
play_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KaiserTable *self = KAISER_TABLE (widget);
  KaiserCard card = (KaiserCard) g_variant_get_uint32 (parameter);

  if (card < 64 && kaiser_cards_has (self->playable, card))
    g_signal_emit (self, signals[CARD_ACTIVATED], 0, (guint) card);
  else
    gtk_widget_error_bell (widget);
}

static void
on_pressed (GtkGestureClick *gesture, int n_press, double x, double y, KaiserTable *self)
{
  int i = hit_card (self, x, y);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (i < 0)
    return;
  self->focus = i;
  gtk_widget_activate_action (GTK_WIDGET (self), "table.play", "u", (guint32) self->hand[i]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
update_accessible (KaiserTable *self)
{
  KaiserCard card = kaiser_table_get_focus_card (self);
  g_autofree char *label = NULL;

  if (card == KAISER_CARD_NONE)
    return;
  {
    g_autofree char *name = kaiser_deck_card_describe (&kaiser_game_get_rules (self->game)->deck, card);
    /* Translators: a card in the player's hand, "Queen of Hearts, playable" */
    label = kaiser_cards_has (self->playable, card) ? g_strdup_printf (_("%s, playable"), name) : g_strdup (name);
  }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static gboolean
on_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state, KaiserTable *self)
{
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      self->focus = MAX (self->focus - 1, 0);
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      self->focus = MIN (self->focus + 1, MAX (self->n_hand - 1, 0));
      break;
    case GDK_KEY_Home:
      self->focus = 0;
      break;
    case GDK_KEY_End:
      self->focus = MAX (self->n_hand - 1, 0);
      break;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      {
        KaiserCard card = kaiser_table_get_focus_card (self);
        if (card != KAISER_CARD_NONE)
          gtk_widget_activate_action (GTK_WIDGET (self), "table.play", "u", (guint32) card);
        return TRUE;
      }
    default:
      return FALSE;
    }
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

static void
kaiser_table_dispose (GObject *object)
{
  KaiserTable *self = KAISER_TABLE (object);

  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->cache);
  G_OBJECT_CLASS (kaiser_table_parent_class)->dispose (object);
}

static void
kaiser_table_class_init (KaiserTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kaiser_table_dispose;
  widget_class->snapshot = kaiser_table_snapshot;
  widget_class->measure = kaiser_table_measure;

  /* A legal card of the player's hand was picked (the card, as guint). */
  signals[CARD_ACTIVATED] =
    g_signal_new ("card-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
  gtk_widget_class_install_action (widget_class, "table.play", "u", play_action);
  gtk_widget_class_set_css_name (widget_class, "kaiser-table");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
kaiser_table_init (KaiserTable *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->thinking = KAISER_SEAT_NONE;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Card table"), -1);
}

GtkWidget *
kaiser_table_new (void)
{
  return g_object_new (KAISER_TYPE_TABLE, NULL);
}

static void
on_game_changed (KaiserTable *self)
{
  self->focus = CLAMP (self->focus, 0, 12);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kaiser_table_set_game (KaiserTable *self, KaiserGame *game)
{
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  self->playable = 0;
  self->focus = 0;
  self->show_last_trick = FALSE;
  if (game)
    {
      g_signal_connect_swapped (game, "action-applied", G_CALLBACK (on_game_changed), self);
      g_signal_connect_swapped (game, "dealt", G_CALLBACK (on_game_changed), self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

KaiserGame *
kaiser_table_get_game (KaiserTable *self)
{
  return self->game;
}

void
kaiser_table_set_cache (KaiserTable *self, KaiserCardCache *cache)
{
  g_set_object (&self->cache, cache);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kaiser_table_set_playable (KaiserTable *self, KaiserCards playable)
{
  self->playable = playable;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kaiser_table_set_thinking (KaiserTable *self, KaiserSeat seat)
{
  self->thinking = seat;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kaiser_table_set_show_last_trick (KaiserTable *self, gboolean show)
{
  self->show_last_trick = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

KaiserCard
kaiser_table_get_focus_card (KaiserTable *self)
{
  KaiserCard hand[KAISER_MAX_TRICKS + KAISER_MAX_KITTY + 2];
  guint n;

  if (self->game == NULL)
    return KAISER_CARD_NONE;
  n = sorted_hand (self, hand);
  if (n == 0)
    return KAISER_CARD_NONE;
  return hand[CLAMP (self->focus, 0, (int) n - 1)];
}

gboolean
kaiser_table_get_card_rect (KaiserTable *self, KaiserCard card, graphene_rect_t *rect)
{
  for (int i = 0; i < self->n_hand; i++)
    if (self->hand[i] == card)
      {
        *rect = self->hand_rect[i];
        return TRUE;
      }
  return FALSE;
}
