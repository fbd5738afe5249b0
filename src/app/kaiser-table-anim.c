/* kaiser-table-anim.c: the card table's animations.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A change of the game is shown as queued phases (kaiser-table-private.h,
 * AnimKind): the deal, a card's flight to the trick, the trick held then
 * swept to its winner, cards handed on or laid aside.  A tick callback on
 * the frame clock moves them on; a phase starts at the first frame that
 * shows it.  What stays still during a phase is rendered once to a layer
 * before its first frame, so that each frame draws that and the moving
 * cards only.
 */
#define G_LOG_DOMAIN "kaiser-table"

#include "config.h"

#include <string.h>

#include "kaiser-table-private.h"

/* Durations at normal speed, in ms */
#define DEAL_STAGGER  28
#define DEAL_FLIGHT   260
#define PLAY_FLIGHT   300
#define TRICK_HOLD    1000   /* a finished trick in view, long enough to read who won it */
#define TRICK_SWEEP   380
#define MOVE_FLIGHT   360
#define MOVE_STAGGER  70

float
kaiser_table_ease_out (float t)
{
  t = CLAMP (t, 0, 1);
  return 1 - (1 - t) * (1 - t) * (1 - t);
}

static double
speed_factor (KaiserAnimationSpeed speed)
{
  switch (speed)
    {
    case KAISER_ANIMATION_SPEED_FAST:   return 0.5;
    case KAISER_ANIMATION_SPEED_NORMAL: return 1.0;
    case KAISER_ANIMATION_SPEED_SLOW:   return 2.0;
    case KAISER_ANIMATION_SPEED_OFF:
    default:                            return 0;
    }
}

static gint64
duration_us (KaiserTable *self, int ms)
{
  return (gint64) (ms * 1000 * speed_factor (self->speed));
}

guint
kaiser_table_scale_pause (KaiserTable *self, guint ms)
{
  g_return_val_if_fail (KAISER_IS_TABLE (self), ms);
  return kaiser_table_get_animations_enabled (self) ? (guint) (ms * speed_factor (self->speed)) : ms;
}

static gboolean
system_animations (KaiserTable *self)
{
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (self));
  gboolean enabled = TRUE;

  if (settings)
    g_object_get (settings, "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

gboolean
kaiser_table_get_animations_enabled (KaiserTable *self)
{
  g_return_val_if_fail (KAISER_IS_TABLE (self), FALSE);
  return self->speed != KAISER_ANIMATION_SPEED_OFF && gtk_widget_get_mapped (GTK_WIDGET (self)) &&
         system_animations (self);
}

/* What is left once a phase is over (or skipped). */
static void
anim_done (KaiserTable *self, const Anim *a)
{
  if (a->kind == ANIM_SWEEP)
    self->n_swept = MAX (self->n_swept, a->trick + 1);
}

void
kaiser_table_stop_ticking (KaiserTable *self)
{
  if (self->tick_id)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
  self->tick_id = 0;
}

void
kaiser_table_finish_animation (KaiserTable *self)
{
  g_return_if_fail (KAISER_IS_TABLE (self));

  self->deal_pending = FALSE;
  if (self->n_anims == 0)
    {
      kaiser_table_set_animating (self, FALSE);   /* a deal waiting to start is dropped */
      return;
    }
  for (guint i = 0; i < self->n_anims; i++)
    anim_done (self, &self->anims[i]);
  self->n_anims = 0;
  kaiser_table_stop_ticking (self);
  kaiser_table_clear_layers (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  kaiser_table_set_animating (self, FALSE);
}

float
kaiser_table_anim_progress (const Anim *a, gint64 now)
{
  if (a->start < 0 || a->duration <= 0)
    return 0;
  return CLAMP ((double) (now - a->start) / a->duration, 0, 1);
}

/* Cards handed on or laid aside: the cards an ANIM_MOVE carries. */
KaiserCards
kaiser_table_flying_cards (const Anim *a)
{
  KaiserCards m = 0;

  if (a && a->kind == ANIM_MOVE)
    for (guint k = 0; k < a->n_moves; k++)
      m |= kaiser_card_bit (a->move_card[k]);
  return m;
}

static gboolean
tick (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  KaiserTable *self = KAISER_TABLE (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  if (!system_animations (self) || self->speed == KAISER_ANIMATION_SPEED_OFF)
    {
      self->tick_id = 0;
      kaiser_table_finish_animation (self);
      return G_SOURCE_REMOVE;
    }
  while (self->n_anims > 0)
    {
      Anim *a = &self->anims[0];
      gint64 end;

      if (a->start < 0)
        a->start = now;
      end = a->start + a->duration;
      if (now < end)
        break;
      anim_done (self, a);
      self->n_anims--;
      memmove (&self->anims[0], &self->anims[1], self->n_anims * sizeof (Anim));
      if (self->n_anims > 0)
        self->anims[0].start = end;   /* the next phase follows on without a gap */
    }
  gtk_widget_queue_draw (widget);
  if (self->n_anims == 0)
    {
      self->tick_id = 0;
      kaiser_table_clear_layers (self);
      kaiser_table_set_animating (self, FALSE);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static Anim *
push_anim (KaiserTable *self, AnimKind kind, int ms)
{
  Anim *a;

  if (self->n_anims >= MAX_ANIMS)
    return NULL;
  a = &self->anims[self->n_anims++];
  memset (a, 0, sizeof *a);
  a->kind = kind;
  a->id = ++self->next_anim_id ? self->next_anim_id : ++self->next_anim_id;
  a->start = -1;
  a->duration = MAX (duration_us (self, ms), 1);
  return a;
}

static void
run_anims (KaiserTable *self)
{
  if (self->n_anims == 0)
    return;
  self->anim_actions = self->game ? kaiser_game_get_n_actions (self->game) : 0;
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick, NULL, NULL);
  if (self->layer_idle == 0)
    self->layer_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 15, kaiser_table_build_layers_idle, self, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  kaiser_table_set_animating (self, TRUE);
}

/* The textures an animation will show, made now rather than in one of its frames. */
static void
prepare_textures (KaiserTable *self, KaiserCards cards)
{
  KaiserTableLayout L;

  if (!kaiser_table_compute_layout (self, &L))
    return;
  kaiser_card_cache_get (self->cache, "back");
  for (KaiserCards m = cards; m; m &= m - 1)
    kaiser_table_card_texture (self, kaiser_cards_first (m));
}

void
kaiser_table_start_deal (KaiserTable *self)
{
  const KaiserState *st = kaiser_game_get_state (self->game);
  guint n_seats = kaiser_rules_n_seats (&st->rules);
  KaiserSeat first = kaiser_rules_seat_next (&st->rules, st->dealer);
  guint max = 0, held[KAISER_MAX_SEATS];
  Anim *a;

  self->deal_pending = FALSE;
  if (!kaiser_table_get_animations_enabled (self))
    return;
  /* into the hands; the piles (two players) are laid once it is dealt */
  for (guint s = 0; s < n_seats; s++)
    {
      held[s] = kaiser_cards_count (st->dealt[s] & ~kaiser_piles_cards (&st->piles[s]));
      max = MAX (max, held[s]);
    }
  a = push_anim (self, ANIM_DEAL, 0);
  if (a == NULL)
    return;
  a->seat = st->dealer;
  /* one card at a time from the dealer's left */
  for (guint round = 0; round < max; round++)
    for (guint k = 0; k < n_seats; k++)
      {
        KaiserSeat s = (first + k) % n_seats;
        if (round < held[s] && a->n_deal < MAX_DEAL)
          {
            a->deal_seat[a->n_deal] = s;
            a->deal_index[a->n_deal] = round;
            a->n_deal++;
          }
      }
  for (guint s = 0; s < n_seats; s++)
    a->deal_total[s] = held[s];
  a->stagger = duration_us (self, DEAL_STAGGER);
  a->flight = duration_us (self, DEAL_FLIGHT);
  a->duration = MAX (a->stagger * (MAX (a->n_deal, 1) - 1) + a->flight, 1);
  prepare_textures (self, st->hands[HUMAN]);
  run_anims (self);
}

void
kaiser_table_on_card_played (KaiserGame *game, KaiserSeat seat, guint card, KaiserTable *self)
{
  const KaiserState *st = kaiser_game_get_state (game);
  const KaiserTrick *trick;
  gboolean complete;
  guint index;
  KaiserTableLayout L;
  Anim *a;

  kaiser_table_finish_animation (self);
  if (!kaiser_table_get_animations_enabled (self) || !kaiser_table_compute_layout (self, &L) || seat >= KAISER_MAX_SEATS)
    return;
  /* the card is in the current trick, or finished the one before */
  complete = st->tricks[MIN (st->n_tricks, KAISER_MAX_TRICKS - 1)].n_played == 0 || st->n_tricks == KAISER_MAX_TRICKS;
  if (complete && st->n_tricks == 0)
    return;
  index = complete ? st->n_tricks - 1 : st->n_tricks;
  trick = &st->tricks[index];
  if (trick->n_played == 0 || trick->cards[trick->n_played - 1] != card)
    return;

  prepare_textures (self, kaiser_card_bit (card));
  a = push_anim (self, ANIM_PLAY, PLAY_FLIGHT);
  a->seat = seat;
  a->card = card;
  a->trick = index;
  a->slot = trick->n_played - 1;
  if (seat == HUMAN)
    {
      gboolean found = FALSE;

      /* from where it was drawn in the hand */
      for (int i = 0; i < self->n_hand; i++)
        if (self->hand[i] == card)
          {
            a->from = self->hand_full[i];
            found = TRUE;
          }
      if (!found)
        a->from = kaiser_table_layout_rect_at (kaiser_table_layout_seat_anchor (&L, seat), L.cw, L.ch);
      a->n_old = self->n_hand;
      memcpy (a->old_hand, self->hand, sizeof a->old_hand);
      memcpy (a->old_rect, self->hand_full, sizeof a->old_rect);
    }
  /* else face up off a pile (two players), or */
  else if (!kaiser_table_layout_pile_card (&L, st, seat, card, &a->from))
    {
      /* off the top of the seat's cards, turned over on the way */
      int n = (int) kaiser_cards_count (kaiser_state_held_cards (st, seat)) + 1;
      a->from = kaiser_table_layout_back (&L, seat, n - 1, n);
      a->flip = TRUE;
    }
  if (complete)
    {
      a = push_anim (self, ANIM_HOLD, TRICK_HOLD);
      a->trick = index;
      a = push_anim (self, ANIM_SWEEP, TRICK_SWEEP);
      a->trick = index;
      a->seat = trick->winner;
    }
  run_anims (self);
}

/* Where a card leaving a seat's hand was drawn: its place in the
 * player's hand in the last frame, else the top of the seat's cards. */
static graphene_rect_t
leaving_rect (KaiserTable *self, const KaiserTableLayout *L, const KaiserState *st, KaiserSeat seat, KaiserCard card)
{
  int n = (int) kaiser_cards_count (st->hands[seat]) + 1;

  if (seat == HUMAN)
    {
      for (int i = 0; i < self->n_hand; i++)
        if (self->hand[i] == card)
          return self->hand_full[i];
      return kaiser_table_layout_rect_at (kaiser_table_layout_seat_anchor (L, seat), L->cw, L->ch);
    }
  return kaiser_table_layout_back (L, seat, n - 1, n);
}

static void
add_move (Anim *a, KaiserCard card, const graphene_rect_t *from, KaiserTablePlace place, KaiserSeat seat, guint8 face)
{
  if (a->n_moves >= MAX_MOVES)
    return;
  a->move_card[a->n_moves] = card;
  a->move_from[a->n_moves] = *from;
  a->move_place[a->n_moves] = (guint8) place;
  a->move_seat[a->n_moves] = (guint8) seat;
  a->move_face[a->n_moves] = face;
  a->n_moves++;
}

/* Cards handed on or laid aside by this action: a card passed (to the
 * seat's pile, or, once everyone has passed, every pile to its
 * receiver); the kitty picked up by the high bidder; a discard.  Face up
 * only for the player's own cards. */
void
kaiser_table_start_move (KaiserTable *self, const KaiserAction *action)
{
  const KaiserState *st = kaiser_game_get_state (self->game);
  gboolean kitty_up = self->last_phase != KAISER_PHASE_KITTY && st->phase == KAISER_PHASE_KITTY && st->kitty;
  KaiserSeat seat = (KaiserSeat) action->seat;
  KaiserCards faces = 0;
  KaiserCard card;
  KaiserTableLayout L;
  Anim *a;

  if ((action->type != KAISER_ACTION_PASS_CARD && action->type != KAISER_ACTION_DISCARD && !kitty_up) ||
      seat >= kaiser_rules_n_seats (&st->rules) || !kaiser_table_get_animations_enabled (self) ||
      !kaiser_table_compute_layout (self, &L))
    return;
  a = push_anim (self, ANIM_MOVE, 0);
  if (a == NULL)
    return;
  if (action->type == KAISER_ACTION_PASS_CARD && st->phase == KAISER_PHASE_PASS)
    {
      graphene_rect_t from = leaving_rect (self, &L, st, seat, action->value);

      add_move (a, action->value, &from, KAISER_TABLE_PLACE_PASS, seat, seat == HUMAN ? 3 : 0);
    }
  else if (action->type == KAISER_ACTION_PASS_CARD)
    for (KaiserSeat s = 0; s < kaiser_rules_n_seats (&st->rules); s++)
      {
        KaiserSeat to = kaiser_state_pass_target (st, s);
        int n = (int) kaiser_cards_count (st->passed[s]);

        KAISER_CARDS_FOREACH (card, st->passed[s])
          {
            /* the last card passed comes from the hand, the others from the pile */
            graphene_rect_t from = s == seat && card == action->value ?
                                   leaving_rect (self, &L, st, s, card) :
                                   kaiser_table_layout_place (&L, KAISER_TABLE_PLACE_PASS, s, kaiser_table_layout_index_in (st->passed[s], card), n);

            add_move (a, card, &from, KAISER_TABLE_PLACE_HAND, to, (s == HUMAN ? 1 : 0) | (to == HUMAN ? 2 : 0));
          }
      }
  else if (action->type == KAISER_ACTION_DISCARD)
    {
      graphene_rect_t from = leaving_rect (self, &L, st, seat, action->value);

      add_move (a, action->value, &from, KAISER_TABLE_PLACE_DISCARD, seat, seat == HUMAN ? 1 : 0);
    }
  if (kitty_up)
    KAISER_CARDS_FOREACH (card, st->kitty)
      {
        graphene_rect_t from = kaiser_table_layout_place (&L, KAISER_TABLE_PLACE_KITTY, KAISER_SEAT_NONE, kaiser_table_layout_index_in (st->kitty, card),
                                           (int) kaiser_cards_count (st->kitty));

        add_move (a, card, &from, KAISER_TABLE_PLACE_HAND, st->declarer, st->declarer == HUMAN ? 2 : 0);
      }
  a->stagger = duration_us (self, MOVE_STAGGER);
  a->flight = duration_us (self, MOVE_FLIGHT);
  a->duration = MAX (a->stagger * (MAX (a->n_moves, 1) - 1) + a->flight, 1);
  for (guint k = 0; k < a->n_moves; k++)
    if (a->move_face[k])
      faces |= kaiser_card_bit (a->move_card[k]);
  prepare_textures (self, faces);
  run_anims (self);
}

Layer *
kaiser_table_find_layer (KaiserTable *self, const Anim *a, const KaiserTableLayout *L)
{
  for (guint i = 0; i < N_LAYERS; i++)
    {
      Layer *layer = &self->layers[i];
      if (layer->anim_id == a->id && layer->texture && layer->serial == self->serial &&
          layer->width == (int) L->W && layer->height == (int) L->H && layer->scale == L->scale)
        return layer;
    }
  return NULL;
}

void
kaiser_table_clear_layers (KaiserTable *self)
{
  for (guint i = 0; i < N_LAYERS; i++)
    {
      g_clear_object (&self->layers[i].texture);
      self->layers[i].anim_id = 0;
    }
  g_clear_handle_id (&self->layer_idle, g_source_remove);
}

/* Render what stays still during @a into a layer. */
static gboolean
build_layer (KaiserTable *self, const Anim *a)
{
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
  GskRenderer *renderer = native ? gtk_native_get_renderer (native) : NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GskRenderNode) scaled = NULL;
  guint saved_n_drawn = self->n_drawn;
  Drawn saved_drawn[MAX_DRAWN];
  gint64 t0 = g_get_monotonic_time ();
  Layer *layer = NULL;
  KaiserTableLayout L;

  if (renderer == NULL || !gtk_widget_get_realized (GTK_WIDGET (self)) || !kaiser_table_compute_layout (self, &L))
    return FALSE;
  /* a free slot, or the one of a phase no longer queued */
  for (guint i = 0; i < N_LAYERS && layer == NULL; i++)
    {
      gboolean queued = FALSE;
      for (guint j = 0; j < self->n_anims; j++)
        queued |= self->anims[j].id == self->layers[i].anim_id && self->anims[j].id != a->id;
      if (!queued)
        layer = &self->layers[i];
    }
  if (layer == NULL)
    return FALSE;
  g_clear_object (&layer->texture);
  layer->anim_id = 0;

  memcpy (saved_drawn, self->drawn, sizeof saved_drawn);
  self->n_drawn = 0;
  snapshot = gtk_snapshot_new ();
  kaiser_table_draw_parts (self, snapshot, &L, a, 0, PART_ALL & ~kaiser_table_moving_parts (self, a));
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  layer->n_drawn = self->n_drawn;
  memcpy (layer->drawn, self->drawn, sizeof layer->drawn);
  memcpy (self->drawn, saved_drawn, sizeof saved_drawn);
  self->n_drawn = saved_n_drawn;
  if (node == NULL)
    return FALSE;
  /* at device pixels */
  if (L.scale > 1)
    {
      g_autoptr(GskTransform) transform = gsk_transform_scale (NULL, L.scale, L.scale);
      scaled = gsk_transform_node_new (node, transform);
    }
  else
    scaled = gsk_render_node_ref (node);
  layer->texture = gsk_renderer_render_texture (renderer, scaled,
                                                &GRAPHENE_RECT_INIT (0, 0, L.W * L.scale, L.H * L.scale));
  layer->anim_id = a->id;
  layer->serial = self->serial;
  layer->width = (int) L.W;
  layer->height = (int) L.H;
  layer->scale = L.scale;
  if (self->layer_us)
    {
      gint64 us = g_get_monotonic_time () - t0;
      g_array_append_val (self->layer_us, us);
    }
  return layer->texture != NULL;
}

/* Whether a phase is drawn over a layer of what stays still.  Not the
 * deal: what stays still then (the felt, the name plates, the kitty) is
 * as quick to draw as the layer itself, and the layer, a texture of the
 * whole table and the renderer's buffers to make it (about 13 MB at the
 * default size, measured with heaptrack), would be made as the window
 * opens, while the theme is read and its first cards drawn. */
gboolean
kaiser_table_anim_has_layer (KaiserTable *self, const Anim *a)
{
  return a->kind != ANIM_DEAL && kaiser_table_moving_parts (self, a) != 0;
}

/* Before the next frame: the layers of the phases queued (at most two
 * that need one: a card's flight and its trick's sweep). */
gboolean
kaiser_table_build_layers_idle (gpointer user_data)
{
  KaiserTable *self = user_data;
  KaiserTableLayout L;

  self->layer_idle = 0;
  if (!kaiser_table_compute_layout (self, &L))
    return G_SOURCE_REMOVE;
  for (guint i = 0, built = 0; i < self->n_anims && built < N_LAYERS; i++)
    if (kaiser_table_anim_has_layer (self, &self->anims[i]))
      {
        if (kaiser_table_find_layer (self, &self->anims[i], &L) == NULL)
          build_layer (self, &self->anims[i]);
        built++;
      }
  return G_SOURCE_REMOVE;
}
