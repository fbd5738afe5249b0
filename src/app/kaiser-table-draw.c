/* kaiser-table-draw.c: drawing the card table, in snapshot().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The felt, the others' cards, the name plates and calls, the player's
 * hand, the trick, the cards aside (kitty, passes, discards) and the
 * tricks won, each a part (PART_*) so that an animation phase can draw
 * the parts that stay still into a layer once (kaiser-table-anim.c) and
 * only the moving parts on each frame.  The cards' textures come from the
 * card cache, each with its shadow; the table's own (felt, bubble tails)
 * are made here once per size.
 */
#define G_LOG_DOMAIN "kaiser-table"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "kaiser-card-shadow.h"
#include "kaiser-table-private.h"
#include "kaiser-score-text.h"
static void
card_id (KaiserTable *self, KaiserCard card, char *buf)
{
  kaiser_deck_card_to_string (&kaiser_game_get_rules (self->game)->deck, card, buf);
}

GdkTexture *
kaiser_table_card_texture (KaiserTable *self, KaiserCard card)
{
  char id[8];

  card_id (self, card, id);
  return kaiser_card_cache_get (self->cache, id);
}

/* The felt: an elliptic radial gradient drawn once, small, and stretched
 * over the table with linear filtering.  It is so smooth that 64 × 64
 * texels come within 2 levels in 255 of the gradient drawn at full size
 * (tables of 600 × 400 to 2560 × 1500, bilinear), and the texture is the
 * same whatever the table's size: never made again on a resize, and,
 * under 128 pixels a side, kept by the GL renderer in its atlas of small
 * textures rather than in a texture of its own.  Far cheaper on every
 * frame of an animation than a gradient node. */
GdkTexture *
kaiser_table_felt_texture (KaiserTable *self)
{
  cairo_surface_t *surface;
  cairo_pattern_t *pattern;
  cairo_matrix_t matrix;
  cairo_t *cr;

  if (self->felt)
    return self->felt;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, KAISER_TABLE_FELT_SIZE, KAISER_TABLE_FELT_SIZE);
  cr = cairo_create (surface);
  /* an ellipse: a circle of radius 1 scaled to 0.75 of each side, the
   * texels' centres sampling the table's */
  pattern = cairo_pattern_create_radial (0, 0, 0, 0, 0, 1);
  cairo_pattern_add_color_stop_rgb (pattern, 0, 0.16, 0.47, 0.27);
  cairo_pattern_add_color_stop_rgb (pattern, 1, 0.07, 0.27, 0.15);
  cairo_matrix_init_scale (&matrix, 1 / (KAISER_TABLE_FELT_SIZE * 0.75), 1 / (KAISER_TABLE_FELT_SIZE * 0.75));
  cairo_matrix_translate (&matrix, -KAISER_TABLE_FELT_SIZE / 2.0, -KAISER_TABLE_FELT_SIZE / 2.0);
  cairo_pattern_set_matrix (pattern, &matrix);
  cairo_set_source (cr, pattern);
  cairo_paint (cr);
  cairo_pattern_destroy (pattern);
  cairo_destroy (cr);
  self->felt = kaiser_card_theme_texture_from_surface (surface);
  return self->felt;
}

static void stroke_rounded (KaiserTable *self, GtkSnapshot *snapshot, const graphene_rect_t *r, float radius, float width,
                            const GdkRGBA *colour);

/* A line's width as drawn: whole device pixels, at least one (crisp,
 * not a pixel of half ink). */
static float
snap_line (KaiserTable *self, float width)
{
  int s = MAX (gtk_widget_get_scale_factor (GTK_WIDGET (self)), 1);

  return MAX (1, roundf (width * s)) / s;
}

/* The high-contrast outline of a card. */
static float
ink_width (KaiserTable *self, const graphene_rect_t *r)
{
  return snap_line (self, MAX (1.5f, r->size.width / 60));
}

static void
draw_card (KaiserTable *self, GtkSnapshot *snapshot, GdkTexture *texture, const graphene_rect_t *r, float opacity)
{
  graphene_rect_t bounds;

  if (texture == NULL || r->size.width < 1 || r->size.height < 1 || opacity <= 0)
    return;
  if (opacity < 1)
    gtk_snapshot_push_opacity (snapshot, opacity);
  /* the card's texture holds its soft shadow (kaiser-card-shadow.h): one
   * image a card, scaled with it */
  bounds = kaiser_card_shadow_bounds (texture, MAX (gtk_widget_get_scale_factor (GTK_WIDGET (self)), 1), r);
  gtk_snapshot_append_texture (snapshot, texture, &bounds);
  if (self->high_contrast)
    {
      /* each card stands out from the felt and from the cards it overlaps */
      static const GdkRGBA ink = { 0, 0, 0, 1 };
      stroke_rounded (self, snapshot, r, r->size.width * 0.06f, ink_width (self, r), &ink);
    }
  if (opacity < 1)
    gtk_snapshot_pop (snapshot);
}

/* A card turning over: flip 0 shows the back, 1 the face; in between it
 * narrows to its edge and widens again. */
static void
draw_card_turning (KaiserTable *self, GtkSnapshot *snapshot, GdkTexture *back, GdkTexture *face, const graphene_rect_t *r, float flip)
{
  float sx = fabsf (cosf ((float) G_PI * CLAMP (flip, 0, 1)));
  graphene_rect_t narrow = *r;

  narrow.size.width = MAX (r->size.width * sx, 1);
  narrow.origin.x = r->origin.x + (r->size.width - narrow.size.width) / 2;
  draw_card (self, snapshot, flip < 0.5f ? back : face, &narrow, 1);
}

static PangoLayout *
make_layout (KaiserTable *self, const char *markup, int *w, int *h)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);

  if (self->ts > 1.01f)
    {
      PangoFontDescription *font = pango_font_description_copy (pango_context_get_font_description (pango_layout_get_context (layout)));
      int size = (int) (pango_font_description_get_size (font) * self->ts);

      if (pango_font_description_get_size_is_absolute (font))
        pango_font_description_set_absolute_size (font, size);
      else
        pango_font_description_set_size (font, size);
      pango_layout_set_font_description (layout, font);
      pango_font_description_free (font);
    }
  pango_layout_set_markup (layout, markup, -1);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_get_pixel_size (layout, w, h);
  return layout;
}

/* A label of the table.  Between begin_labels () and end_labels () the
 * labels go into a node of their own, drawn after the shapes under them:
 * interleaved, each label and each shape is a draw of its own for the GL
 * renderer (another program, another texture), and every draw held
 * memory (with llvmpipe, about 0.6 MB at start for the table's); in
 * one layer the shapes, all in the renderer's atlas of small textures,
 * make one draw, and the labels another.  Nothing a label covers is
 * drawn between the two. */
static void
draw_layout (KaiserTable *self, GtkSnapshot *snapshot, PangoLayout *layout, float x, float y, const GdkRGBA *colour)
{
  GtkSnapshot *to = self->labels ? self->labels : snapshot;

  gtk_snapshot_save (to);
  gtk_snapshot_translate (to, &GRAPHENE_POINT_INIT (x, y));
  gtk_snapshot_append_layout (to, layout, colour);
  gtk_snapshot_restore (to);
}

static void
begin_labels (KaiserTable *self)
{
  g_assert (self->labels == NULL);
  self->labels = gtk_snapshot_new ();
}

static void
end_labels (KaiserTable *self, GtkSnapshot *snapshot)
{
  GskRenderNode *node = gtk_snapshot_free_to_node (g_steal_pointer (&self->labels));

  if (node)
    {
      gtk_snapshot_append_node (snapshot, node);
      gsk_render_node_unref (node);
    }
}

/* A rounded rectangle, filled (@line 0) or outlined inside: a texture of
 * the table's shapes (kaiser-shapes.h), on whole device pixels as the
 * layout places the cards, its line too. */
static void
draw_shape (KaiserTable *self, GtkSnapshot *snapshot, const graphene_rect_t *r, float radius, float line,
            const GdkRGBA *colour)
{
  int s = MAX (gtk_widget_get_scale_factor (GTK_WIDGET (self)), 1);
  float x0 = roundf (r->origin.x * s), y0 = roundf (r->origin.y * s);
  float x1 = roundf ((r->origin.x + r->size.width) * s), y1 = roundf ((r->origin.y + r->size.height) * s);
  GdkTexture *texture;

  if (x1 - x0 < 1 || y1 - y0 < 1 || colour->alpha <= 0)
    return;
  texture = kaiser_shapes_get (self->shapes, (int) (x1 - x0), (int) (y1 - y0), radius * s,
                               line > 0 ? snap_line (self, line) * s : 0, colour);
  gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (x0 / s, y0 / s, (x1 - x0) / s, (y1 - y0) / s));
}

static void
fill_rounded (KaiserTable *self, GtkSnapshot *snapshot, const graphene_rect_t *r, float radius, const GdkRGBA *colour)
{
  draw_shape (self, snapshot, r, radius, 0, colour);
}

static void
stroke_rounded (KaiserTable *self, GtkSnapshot *snapshot, const graphene_rect_t *r, float radius, float width,
                const GdkRGBA *colour)
{
  draw_shape (self, snapshot, r, radius, width, colour);
}

/* Side colours: a subtle blue for our side, a subtle amber for the
 * other (the next side after ours in play order); at tables of more sides,
 * green, plum, slate and rust for the others, in play order from ours.
 * The plates also carry the names, so no one tells sides by colour alone. */
static const GdkRGBA *
side_colour (const KaiserRules *rules, KaiserSeat player, KaiserTeam side)
{
  static const GdkRGBA colours[KAISER_MAX_SIDES] = {
    { 0.13f, 0.30f, 0.58f, 0.78f }, { 0.52f, 0.27f, 0.08f, 0.78f }, { 0.12f, 0.42f, 0.24f, 0.78f },
    { 0.45f, 0.16f, 0.42f, 0.78f }, { 0.26f, 0.30f, 0.36f, 0.78f }, { 0.55f, 0.18f, 0.12f, 0.78f },
  };
  KaiserTeam order[KAISER_MAX_SIDES];
  guint n = kaiser_rules_sides_from (rules, player, order);

  /* sides numbered in play order from the player's */
  for (guint i = 0; i < n; i++)
    if (order[i] == side)
      return &colours[i];
  return &colours[0];
}

static const GdkRGBA *
team_colour (KaiserTable *self, KaiserSeat seat)
{
  const KaiserRules *rules = kaiser_game_get_rules (self->game);

  return side_colour (rules, HUMAN, kaiser_rules_seat_side (rules, seat));
}

static const GdkRGBA white = { 1, 1, 1, 0.96f };
static const GdkRGBA gold = { 1, 0.82f, 0.25f, 1 };

static gboolean sweep_pending (KaiserTable *self, KaiserSeat *winner);

/* At five and six seats each player's tricks lie before them: the count
 * is on the plate ("West 2") instead of in a corner, where the fans across
 * the top leave no room.  -1 before the play. */
static int
tricks_on_plate (KaiserTable *self, KaiserSeat seat)
{
  const KaiserState *st = kaiser_game_get_state (self->game);
  KaiserSeat winner;
  int n;

  if (kaiser_rules_n_seats (&st->rules) < 5 ||
      (st->phase != KAISER_PHASE_PLAY && st->phase != KAISER_PHASE_HAND_OVER && st->phase != KAISER_PHASE_GAME_OVER))
    return -1;
  n = st->tricks_won[seat];
  if (sweep_pending (self, &winner) && winner == seat && n > 0)
    n--;
  return n;
}

/* A seat's name plate, placed on one side of the point (x, y). */
static void
draw_plate (KaiserTable *self, GtkSnapshot *snapshot, KaiserSeat seat, float x, float y, KaiserTableSide side,
            gboolean to_act, gboolean dealer, guint n_cards, gboolean thinking)
{
  int tricks = tricks_on_plate (self, seat);
  g_autofree char *count = tricks >= 0 ? g_strdup_printf ("  %d", tricks) : g_strdup ("");
  const char *note = self->seat_notes[seat];
  g_autofree char *markup = note ? g_markup_printf_escaped ("<b>%s</b>%s%s\n<small>%s</small>", kaiser_table_get_seat_name (self, seat),
                                                            count, thinking ? " …" : "", note)
                                 : g_markup_printf_escaped (thinking ? "<b>%s</b>%s …" : "<b>%s</b>%s",
                                                            kaiser_table_get_seat_name (self, seat), count);
  PangoLayout *layout;
  int tw, th;
  float pad_x = 12 * self->ts, pad_y = 5 * self->ts, w, h, dot = 0;
  graphene_rect_t box;
  float width = gtk_widget_get_width (GTK_WIDGET (self));

  layout = make_layout (self, markup, &tw, &th);
  if (dealer)
    dot = th + 6 * self->ts;
  w = tw + 2 * pad_x + dot;
  h = th + 2 * pad_y;
  switch (side)
    {
    case KAISER_TABLE_EAST_OF:  box = GRAPHENE_RECT_INIT (x, y - h / 2, w, h); break;
    case KAISER_TABLE_WEST_OF:  box = GRAPHENE_RECT_INIT (x - w, y - h / 2, w, h); break;
    case KAISER_TABLE_SOUTH_OF: box = GRAPHENE_RECT_INIT (x - w / 2, y, w, h); break;
    case KAISER_TABLE_NORTH_OF:
    default:       box = GRAPHENE_RECT_INIT (x - w / 2, y - h, w, h); break;
    }
  box.origin.x = CLAMP (box.origin.x, 4, MAX (width - w - 4, 4));
  box.origin.x = roundf (box.origin.x);
  box.origin.y = roundf (box.origin.y);
  if (to_act)
    {
      /* whose turn: a gold ring round the plate */
      graphene_rect_t ring = box;
      graphene_rect_inset (&ring, -3 * self->ts, -3 * self->ts);
      stroke_rounded (self, snapshot, &ring, h / 2 + 3 * self->ts, 2.5f * self->ts, &gold);
    }
  fill_rounded (self, snapshot, &box, h / 2, team_colour (self, seat));
  draw_layout (self, snapshot, layout, box.origin.x + pad_x, box.origin.y + pad_y, &white);
  if (dealer)
    {
      /* the dealer button: a white disc marked D */
      g_autoptr(PangoLayout) d = NULL;
      int dw, dh;
      float size = th;
      graphene_rect_t disc = GRAPHENE_RECT_INIT (box.origin.x + pad_x + tw + 6 * self->ts, box.origin.y + pad_y, size, size);

      /* Translators: the dealer button, one letter */
      d = make_layout (self, _("<span size='small' weight='bold'>D</span>"), &dw, &dh);
      fill_rounded (self, snapshot, &disc, size / 2, &(GdkRGBA) { 0.97f, 0.96f, 0.90f, 1 });
      draw_layout (self, snapshot, d, disc.origin.x + (size - dw) / 2, disc.origin.y + (size - dh) / 2,
                   &(GdkRGBA) { 0.1f, 0.1f, 0.1f, 1 });
    }
  g_object_unref (layout);
}

#define TAIL 8   /* length of a speech bubble's tail, at text scale 1 */

/* A bubble's tail, a triangle pointing away from a bubble placed on @side
 * of its seat (a texture: a rotated shape would be drawn offscreen). */
static GdkTexture *
tail_texture (KaiserTable *self, KaiserTableSide side, int len, const GdkRGBA *paper)
{
  int scale = MAX (gtk_widget_get_scale_factor (GTK_WIDGET (self)), 1);
  gboolean across = side == KAISER_TABLE_EAST_OF || side == KAISER_TABLE_WEST_OF;
  int w = (across ? len : 2 * len) * scale, h = (across ? 2 * len : len) * scale;
  cairo_surface_t *surface;
  cairo_t *cr;

  if (self->tails_scale != scale || self->tails_len != len)
    for (guint i = 0; i < G_N_ELEMENTS (self->tails); i++)
      g_clear_object (&self->tails[i]);
  self->tails_scale = scale;
  self->tails_len = len;
  if (self->tails[side])
    return self->tails[side];
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cr = cairo_create (surface);
  switch (side)
    {
    case KAISER_TABLE_NORTH_OF: /* bubble above: points down */
      cairo_move_to (cr, 0, 0); cairo_line_to (cr, w, 0); cairo_line_to (cr, w / 2.0, h); break;
    case KAISER_TABLE_SOUTH_OF: /* points up */
      cairo_move_to (cr, 0, h); cairo_line_to (cr, w, h); cairo_line_to (cr, w / 2.0, 0); break;
    case KAISER_TABLE_EAST_OF:  /* bubble to the right: points left */
      cairo_move_to (cr, w, 0); cairo_line_to (cr, w, h); cairo_line_to (cr, 0, h / 2.0); break;
    case KAISER_TABLE_WEST_OF:
    default:       /* points right */
      cairo_move_to (cr, 0, 0); cairo_line_to (cr, 0, h); cairo_line_to (cr, w, h / 2.0); break;
    }
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, paper->red, paper->green, paper->blue, paper->alpha);
  cairo_fill (cr);
  cairo_destroy (cr);
  self->tails[side] = kaiser_card_theme_texture_from_surface (surface);
  return self->tails[side];
}

/* A call in a speech bubble, its tail pointing at (x, y) from the side given. */
static void
draw_bubble (KaiserTable *self, GtkSnapshot *snapshot, const char *text, float x, float y, KaiserTableSide side)
{
  g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", text);
  static const GdkRGBA paper = { 0.99f, 0.98f, 0.94f, 1 };
  PangoLayout *layout;
  int tw, th;
  int t = (int) roundf (TAIL * self->ts);
  float w, h;
  graphene_rect_t box, tail;

  layout = make_layout (self, markup, &tw, &th);
  w = tw + 24 * self->ts;
  h = th + 12 * self->ts;
  switch (side)
    {
    case KAISER_TABLE_EAST_OF:
      box = GRAPHENE_RECT_INIT (roundf (x + t), roundf (y - h / 2), w, h);
      tail = GRAPHENE_RECT_INIT (box.origin.x - t + 1, roundf (y - t), t, 2 * t);
      break;
    case KAISER_TABLE_WEST_OF:
      box = GRAPHENE_RECT_INIT (roundf (x - t - w), roundf (y - h / 2), w, h);
      tail = GRAPHENE_RECT_INIT (box.origin.x + w - 1, roundf (y - t), t, 2 * t);
      break;
    case KAISER_TABLE_SOUTH_OF:
      box = GRAPHENE_RECT_INIT (roundf (x - w / 2), roundf (y + t), w, h);
      tail = GRAPHENE_RECT_INIT (roundf (x - t), box.origin.y - t + 1, 2 * t, t);
      break;
    case KAISER_TABLE_NORTH_OF:
    default:
      box = GRAPHENE_RECT_INIT (roundf (x - w / 2), roundf (y - t - h), w, h);
      tail = GRAPHENE_RECT_INIT (roundf (x - t), box.origin.y + h - 1, 2 * t, t);
      break;
    }
  /* a faint edge, then the paper and its tail */
  {
    graphene_rect_t edge = box;
    graphene_rect_offset (&edge, 0, 1);
    fill_rounded (self, snapshot, &edge, 9 * self->ts, &(GdkRGBA) { 0, 0, 0, 0.22f });
  }
  fill_rounded (self, snapshot, &box, 9 * self->ts, &paper);
  gtk_snapshot_append_texture (snapshot, tail_texture (self, side, t, &paper), &tail);
  draw_layout (self, snapshot, layout, box.origin.x + 12 * self->ts, box.origin.y + 6 * self->ts, &(GdkRGBA) { 0.12f, 0.12f, 0.12f, 1 });
  g_object_unref (layout);
}

/* How many cards a seat holds, on a small badge. */
static void
draw_count (KaiserTable *self, GtkSnapshot *snapshot, guint n, float x, float y)
{
  g_autofree char *markup = g_strdup_printf ("<span size='small' weight='bold'>%u</span>", n);
  PangoLayout *layout;
  int tw, th;
  float size;

  layout = make_layout (self, markup, &tw, &th);
  size = MAX (tw + 8, th + 2);
  fill_rounded (self, snapshot, &GRAPHENE_RECT_INIT (roundf (x - size / 2), roundf (y - size / 2), size, size), size / 2,
                &(GdkRGBA) { 0.05f, 0.08f, 0.06f, 0.80f });
  draw_layout (self, snapshot, layout, roundf (x - tw / 2.0f), roundf (y - th / 2.0f), &white);
  g_object_unref (layout);
}

/* Text on a dark box whose right edge is at @right, middle at @cy. */
static void
draw_text_box (KaiserTable *self, GtkSnapshot *snapshot, const char *markup, float right, float cy)
{
  PangoLayout *layout;
  int w, h;
  float pad_x = 10 * self->ts, pad_y = 4 * self->ts, x;

  layout = make_layout (self, markup, &w, &h);
  x = roundf (right - pad_x - w);
  fill_rounded (self, snapshot, &GRAPHENE_RECT_INIT (x - pad_x, roundf (cy - h / 2.0f - pad_y), w + 2 * pad_x, h + 2 * pad_y),
                10 * self->ts, &(GdkRGBA) { 0, 0, 0, 0.40f });
  draw_layout (self, snapshot, layout, x, roundf (cy - h / 2.0f), &white);
  g_object_unref (layout);
}

static void
remember_drawn (KaiserTable *self, KaiserCard card, const graphene_rect_t *r)
{
  if (self->n_drawn < MAX_DRAWN)
    self->drawn[self->n_drawn++] = (Drawn) { card, *r };
}

/* The trick whose sweep is still to come: its winner's count waits for it. */
static gboolean
sweep_pending (KaiserTable *self, KaiserSeat *winner)
{
  for (guint i = 0; i < self->n_anims; i++)
    if (self->anims[i].kind == ANIM_SWEEP)
      {
        *winner = self->anims[i].seat;
        return TRUE;
      }
  return FALSE;
}

static void
draw_trick (KaiserTable *self, GtkSnapshot *snapshot, const KaiserTableLayout *L, const KaiserState *st, const Anim *a, gint64 now,
            guint parts)
{
  const KaiserTrick *trick = NULL;
  graphene_rect_t winner = GRAPHENE_RECT_INIT (0, 0, 0, 0);
  gboolean complete;
  KaiserSeat seat;
  guint n;

  self->winner_drawn = KAISER_CARD_NONE;
  if (a && (a->kind == ANIM_PLAY || a->kind == ANIM_HOLD || a->kind == ANIM_SWEEP))
    trick = &st->tricks[a->trick];
  else if (self->show_last_trick && st->n_tricks > 0)
    trick = &st->tricks[st->n_tricks - 1];
  else if (st->phase == KAISER_PHASE_PLAY && st->n_tricks < KAISER_MAX_TRICKS && st->tricks[st->n_tricks].n_played > 0)
    trick = &st->tricks[st->n_tricks];
  else if ((st->phase == KAISER_PHASE_PLAY || st->phase == KAISER_PHASE_HAND_OVER || st->phase == KAISER_PHASE_GAME_OVER) &&
           st->n_tricks > self->n_swept)
    /* a finished trick not swept away (animations off): in view until the next lead */
    trick = &st->tricks[st->n_tricks - 1];
  if (trick == NULL)
    return;

  n = trick->n_played;
  if (a && a->kind == ANIM_PLAY)
    n = MIN (n, a->slot + 1);
  /* the trick is over (not the one in play) and its last card has landed */
  complete = trick < &st->tricks[st->n_tricks] && !(a && a->kind == ANIM_PLAY);
  seat = trick->leader;
  for (guint i = 0; i < n; i++, seat = kaiser_table_layout_next_seat (st, seat))
    {
      GdkTexture *face;
      graphene_rect_t rest = kaiser_table_layout_trick (L, seat), r = rest;
      gboolean moving = a && ((a->kind == ANIM_PLAY && i == a->slot) || a->kind == ANIM_SWEEP);

      if (!(parts & (moving ? PART_TRICK_MOVING : PART_TRICK_PLACED)))
        continue;
      face = kaiser_table_card_texture (self, trick->cards[i]);
      if (a && a->kind == ANIM_PLAY && i == a->slot)
        {
          float t = kaiser_table_anim_progress (a, now), e = kaiser_table_ease_out (t);

          r = kaiser_table_layout_lerp (&a->from, &rest, e);
          if (a->flip)
            {
              draw_card_turning (self, snapshot, kaiser_card_cache_get (self->cache, "back"), face, &r, MIN (t * 2, 1));
              remember_drawn (self, trick->cards[i], &r);
              continue;
            }
        }
      else if (a && a->kind == ANIM_SWEEP)
        {
          float t = kaiser_table_anim_progress (a, now), e = kaiser_table_ease_out (t);
          float px, py;
          KaiserTableSide side;
          graphene_rect_t to;

          /* towards the winner's name plate, getting smaller */
          kaiser_table_layout_plate_point (L, a->seat, &px, &py, &side);
          px += side == KAISER_TABLE_EAST_OF ? L->cw * 0.3f : side == KAISER_TABLE_WEST_OF ? -L->cw * 0.3f : 0;
          py += side == KAISER_TABLE_SOUTH_OF ? L->ch * 0.1f : 0;
          to = kaiser_table_layout_rect_at (GRAPHENE_POINT_INIT (px, py), L->cw * 0.4f, L->ch * 0.4f);

          r = kaiser_table_layout_lerp (&rest, &to, e);
          draw_card (self, snapshot, face, &r, 1 - CLAMP ((t - 0.45f) / 0.55f, 0, 1));
          continue;   /* on its way out: no longer "in the trick" */
        }
      draw_card (self, snapshot, face, &r, 1);
      remember_drawn (self, trick->cards[i], &r);
      if (complete && seat == trick->winner)
        {
          winner = r;
          self->winner_drawn = trick->cards[i];
        }
    }
  if (self->winner_drawn != KAISER_CARD_NONE)
    {
      /* the trick is complete: its winning card outlined in white, so
       * who takes it is seen before it goes, and in the last trick */
      graphene_rect_inset (&winner, -2.5f, -2.5f);
      stroke_rounded (self, snapshot, &winner, L->cw * 0.06f + 2.5f, 3, &(GdkRGBA) { 1, 1, 1, 1 });
    }
  if (self->show_last_trick && !(a && a->kind != ANIM_DEAL) && (parts & PART_TRICK_PLACED))
    {
      /* above the left card, beside the top one (where they would be) */
      graphene_rect_t west = kaiser_table_layout_trick_at (L, KAISER_TABLE_LEFT);
      graphene_rect_t north = kaiser_table_layout_trick_at (L, L->n_seats >= 5 ? KAISER_TABLE_TOP_LEFT : KAISER_TABLE_TOP);
      draw_text_box (self, snapshot, _("<b>Last trick</b>"), north.origin.x - 8 * self->ts,
                     (north.origin.y + west.origin.y) / 2);
    }
}

/* A seat's piles (two players): each card under a top card face down,
 * and the top cards face down until play starts, then face up; the
 * player's cards face up are drawn with its hand (draw_hand), to be
 * picked.  Not while the deal is on its way. */
static void
draw_piles (KaiserTable *self, GtkSnapshot *snapshot, const KaiserTableLayout *L, const KaiserState *st, const Anim *a,
            KaiserSeat seat)
{
  KaiserCards hidden, flying = kaiser_table_flying_cards (a);
  const KaiserPiles *p = &st->piles[seat];
  GdkTexture *back;

  if (L->n_piles == 0 || st->phase == KAISER_PHASE_DEAL || (a && a->kind == ANIM_DEAL))
    return;
  back = kaiser_card_cache_get (self->cache, "back");
  hidden = kaiser_state_hidden_cards (st, seat);
  for (guint k = 0; k < L->n_piles && k < KAISER_MAX_PILES; k++)
    {
      KaiserCard cards[2] = { p->under[k], p->top[k] };

      for (guint i = 0; i < 2; i++)
        {
          KaiserCard c = cards[i];
          gboolean face_down;
          graphene_rect_t r;

          if (c >= 64 || !kaiser_cards_has (st->hands[seat], c) || kaiser_cards_has (flying, c))
            continue;
          face_down = kaiser_cards_has (hidden, c);
          if (seat == HUMAN && !face_down)
            continue;
          r = kaiser_table_layout_pile (L, seat, (int) k, i == 0);
          draw_card (self, snapshot, face_down && !self->reveal_hands ? back : kaiser_table_card_texture (self, c), &r, 1);
        }
    }
}

static void
draw_hand (KaiserTable *self, GtkSnapshot *snapshot, const KaiserTableLayout *L, const KaiserState *st, const Anim *a, gint64 now)
{
  int landed = G_MAXINT;
  float elapsed = a && a->start >= 0 ? (float) (now - a->start) : 0;
  KaiserCard cards[MAX_HAND];
  int n = kaiser_table_sorted_hand (self, cards);
  /* the hand's fan; after it, the cards face up on the player's piles */
  int n_held = (int) kaiser_cards_count (kaiser_state_held_cards (st, HUMAN));
  KaiserCards flying = kaiser_table_flying_cards (a);

  if (a && a->kind == ANIM_DEAL)
    {
      /* the cards of the deal not yet arrived are not drawn */
      landed = 0;
      for (guint k = 0; k < a->n_deal; k++)
        if (a->deal_seat[k] == HUMAN && elapsed >= (float) (k * a->stagger + a->flight))
          landed++;
    }

  self->n_hand = 0;
  self->hover_lift = L->hover_lift;
  draw_piles (self, snapshot, L, st, a, HUMAN);
  for (int i = 0; i < n && i < landed; i++)
    {
      KaiserCard c = cards[i];
      gboolean playable = kaiser_cards_has (self->playable, c);
      graphene_rect_t r;
      gboolean on_pile = i >= n_held && kaiser_table_layout_pile_card (L, st, HUMAN, c, &r);

      if (!on_pile)
        r = kaiser_table_layout_hand_card (L, i, n_held);

      if (flying & kaiser_card_bit (c))
        continue;   /* on its way here (draw_aside) */
      /* a card on a pile stays in its place, its edge lit when it may be played */
      if (!on_pile)
        r.origin.y -= kaiser_table_layout_hand_lift (L, playable, c == self->hover);
      if (a && a->kind == ANIM_PLAY && a->seat == HUMAN)
        for (int j = 0; j < a->n_old; j++)
          if (a->old_hand[j] == c)
            {
              /* the hand closes up where the card left */
              graphene_rect_t old = a->old_rect[j];
              r = kaiser_table_layout_lerp (&old, &r, kaiser_table_ease_out (kaiser_table_anim_progress (a, now)));
            }
      self->hand[self->n_hand] = c;
      self->hand_full[self->n_hand] = r;
      self->hand_rect[self->n_hand] = r;
      if (self->n_hand > 0 && !on_pile)
        {
          /* the part of the card before that this one does not cover */
          graphene_rect_t *prev = &self->hand_rect[self->n_hand - 1];
          prev->size.width = CLAMP (r.origin.x - prev->origin.x, 1, L->cw);
        }
      self->n_hand++;
      draw_card (self, snapshot, kaiser_table_card_texture (self, c), &r, 1);
      if (self->playable && !playable)
        {
          /* a card that may not be played now: shaded, still opaque */
          fill_rounded (self, snapshot, &r, L->cw * 0.06f, &(GdkRGBA) { 0.04f, 0.10f, 0.06f, 0.45f });
        }
      else if (playable)
        {
          /* a playable one: a thin light edge, brighter under the pointer;
           * in high contrast inside the card's ink outline */
          graphene_rect_t edge = r;
          float ink = self->high_contrast ? ink_width (self, &r) : 0;

          graphene_rect_inset (&edge, ink, ink);
          stroke_rounded (self, snapshot, &edge, L->cw * 0.06f - ink, c == self->hover ? 2.5f : 1.5f,
                          &(GdkRGBA) { 1, 1, 1, c == self->hover ? 1 : 0.85f });
        }
    }
  for (int i = 0; i < self->n_hand && self->hinted != KAISER_CARD_NONE && !(a && a->kind == ANIM_DEAL); i++)
    if (self->hand[i] == self->hinted)
      {
        /* the card the Hint suggests: a glow and a bright outline, over
         * the cards to its right, unlike the focus ring's gold */
        static const GdkRGBA glow = { 0.45f, 0.80f, 1, 0.95f }, edge = { 0.62f, 0.88f, 1, 1 };
        GskRoundedRect box;
        graphene_rect_t r = self->hand_full[i];
        float radius = L->cw * 0.06f, width = MAX (3.0f, L->cw / 28);

        gsk_rounded_rect_init_from_rect (&box, &r, radius);
        gtk_snapshot_append_outset_shadow (snapshot, &box, &glow, 0, 0, width, L->cw / 6);
        graphene_rect_inset (&r, -width / 2, -width / 2);
        stroke_rounded (self, snapshot, &r, radius + width / 2, width, &edge);
      }
  self->cursor_drawn = KAISER_CARD_NONE;
  if (self->focus >= 0 && self->focus < self->n_hand && kaiser_table_cursor_shown (self) &&
      !(a && a->kind == ANIM_DEAL))
    {
      /* the cursor, over the cards to its right */
      graphene_rect_t r = self->hand_full[self->focus];

      self->cursor_drawn = self->hand[self->focus];
      graphene_rect_inset (&r, -3, -3);
      stroke_rounded (self, snapshot, &r, L->cw * 0.06f + 3, 3, &gold);
    }
  if (a && a->kind == ANIM_DEAL)
    {
      /* cards of the deal on their way to the player's hand, turned over as they land */
      graphene_rect_t start = kaiser_table_layout_rect_at (kaiser_table_layout_seat_anchor (L, a->seat), L->cw * KAISER_TABLE_SIDE, L->ch * KAISER_TABLE_SIDE);
      GdkTexture *back = kaiser_card_cache_get (self->cache, "back");

      for (guint k = 0; k < a->n_deal; k++)
        {
          float t = (elapsed - (float) (k * a->stagger)) / a->flight;
          graphene_rect_t dest, r;
          int slot = a->deal_index[k];

          if (a->deal_seat[k] != HUMAN || t <= 0 || t >= 1 || slot >= n_held)
            continue;
          dest = kaiser_table_layout_hand_card (L, slot, n_held);
          r = kaiser_table_layout_lerp (&start, &dest, kaiser_table_ease_out (t));
          draw_card_turning (self, snapshot, back, kaiser_table_card_texture (self, cards[slot]), &r, CLAMP ((t - 0.5f) * 2, 0, 1));
        }
    }
}

static void
draw_others (KaiserTable *self, GtkSnapshot *snapshot, const KaiserTableLayout *L, const KaiserState *st, const Anim *a, gint64 now)
{
  GdkTexture *back = kaiser_card_cache_get (self->cache, "back");

  for (KaiserSeat seat = 0; seat < kaiser_rules_n_seats (&st->rules); seat++)
    {
      int n, total;
      graphene_rect_t last;

      KaiserCards held;

      if (seat == HUMAN || !(st->active & (1u << seat)))
        continue;
      draw_piles (self, snapshot, L, st, a, seat);
      /* the hand, without the cards on piles (two players) */
      held = kaiser_state_held_cards (st, seat);
      n = total = (int) kaiser_cards_count (held);
      /* cards on their way here are drawn by draw_aside */
      n -= (int) kaiser_cards_count (held & kaiser_table_flying_cards (a));
      if (a && a->kind == ANIM_DEAL)
        {
          float elapsed = a->start < 0 ? 0 : (float) (now - a->start);
          total = (int) a->deal_total[seat];
          n = 0;
          for (guint k = 0; k < a->n_deal; k++)
            if (a->deal_seat[k] == seat && elapsed >= (float) (k * a->stagger + a->flight))
              n++;
          n = MIN (n, total);
        }
      if (self->reveal_hands && !(a && a->kind == ANIM_DEAL))
        {
          /* face up in display order, where the backs would lie */
          KaiserCard cards[MAX_HAND];
          guint shown = kaiser_table_layout_sort_hand (held & ~kaiser_table_flying_cards (a), st->trump, cards);

          for (guint i = 0; i < shown; i++)
            {
              graphene_rect_t r = kaiser_table_layout_back (L, seat, (int) i, total);
              draw_card (self, snapshot, kaiser_table_card_texture (self, cards[i]), &r, 1);
            }
          continue;
        }
      for (int i = 0; i < n; i++)
        {
          graphene_rect_t r = kaiser_table_layout_back (L, seat, i, total);
          draw_card (self, snapshot, back, &r, 1);
        }
      if (n > 0)
        {
          last = kaiser_table_layout_back (L, seat, n - 1, total);
          /* how many are left, at the corner of the last card */
          if (L->position[seat] != KAISER_TABLE_LEFT && L->position[seat] != KAISER_TABLE_RIGHT)
            draw_count (self, snapshot, n, last.origin.x + last.size.width - 4, last.origin.y + last.size.height - 4);
          else
            draw_count (self, snapshot, n, last.origin.x + last.size.width / 2, last.origin.y + last.size.height - 4);
        }
    }

  if (a && a->kind == ANIM_DEAL)
    {
      /* cards of the deal on their way to the others */
      float elapsed = a->start < 0 ? 0 : (float) (now - a->start);
      graphene_rect_t start = kaiser_table_layout_rect_at (kaiser_table_layout_seat_anchor (L, a->seat), L->cw * KAISER_TABLE_SIDE, L->ch * KAISER_TABLE_SIDE);

      for (guint k = 0; k < a->n_deal; k++)
        {
          KaiserSeat seat = a->deal_seat[k];
          float t = (elapsed - (float) (k * a->stagger)) / a->flight;
          graphene_rect_t dest, r;

          if (seat == HUMAN || t <= 0 || t >= 1)
            continue;
          dest = kaiser_table_layout_back (L, seat, a->deal_index[k], (int) a->deal_total[seat]);
          r = kaiser_table_layout_lerp (&start, &dest, kaiser_table_ease_out (t));
          draw_card (self, snapshot, back, &r, 1);
        }
    }
}

/* Each seat's call stays beside it from the auction until the first
 * lead: through naming trumps, the kitty and passes after the auction. */
static gboolean
calls_shown (const KaiserState *st)
{
  switch (st->phase)
    {
    case KAISER_PHASE_BIDDING:
    case KAISER_PHASE_ACCEPT:
    case KAISER_PHASE_TRUMP:
    case KAISER_PHASE_LOW:
    case KAISER_PHASE_KITTY:
      return TRUE;
    case KAISER_PHASE_PASS:
      return st->passing_after_bidding;
    case KAISER_PHASE_PLAY:
      return st->n_tricks == 0 && st->tricks[0].n_played == 0;
    case KAISER_PHASE_DEAL:
    case KAISER_PHASE_MISDEAL:
    case KAISER_PHASE_HAND_OVER:
    case KAISER_PHASE_GAME_OVER:
    default:
      return FALSE;
    }
}

static void
draw_seats (KaiserTable *self, GtkSnapshot *snapshot, const KaiserTableLayout *L, const KaiserState *st)
{
  gboolean bidding = calls_shown (st);
  gboolean called[KAISER_MAX_SEATS] = { FALSE };
  KaiserSeat b = kaiser_rules_seat_next (&st->rules, st->dealer);
  graphene_rect_t r;
  float px, py;
  KaiserTableSide side;

  for (guint i = 0; i < st->n_bids; i++, b = kaiser_rules_seat_next (&st->rules, b))
    called[b] = TRUE;
  self->n_calls_drawn = 0;

  for (KaiserSeat seat = 0; seat < kaiser_rules_n_seats (&st->rules); seat++)
    {
      gboolean to_act = st->to_act == seat && st->phase != KAISER_PHASE_HAND_OVER && st->phase != KAISER_PHASE_GAME_OVER;
      gboolean dealer = st->dealer == seat;
      guint n = kaiser_cards_count (st->hands[seat]);
      gboolean thinking = self->thinking == seat;
      g_autofree char *call = NULL;

      if (bidding && called[seat])
        call = kaiser_bid_describe (st->bids[seat]);
      /* Lost Heir: the dealer's answer to the highest bid */
      else if (bidding && seat == st->dealer && st->rules.dealer_sells && st->phase > KAISER_PHASE_ACCEPT &&
               st->declarer != KAISER_SEAT_NONE && !kaiser_bid_is_pass (kaiser_state_standing_bid (st, NULL)))
        call = g_strdup (st->sold ? _("Accepts") : _("Refuses"));
      kaiser_table_layout_plate_point (L, seat, &px, &py, &side);
      draw_plate (self, snapshot, seat, px, py, side, to_act, dealer, n, thinking);
      if (call == NULL)
        continue;
      self->n_calls_drawn++;
      switch ((KaiserTablePosition) L->position[seat])
        {
        case KAISER_TABLE_TOP:
        case KAISER_TABLE_TOP_LEFT:
        case KAISER_TABLE_TOP_RIGHT:
          /* under the cards, or under the plate where it is under them */
          r = kaiser_table_layout_back (L, seat, 0, L->n_max);
          draw_bubble (self, snapshot, call, r.origin.x + (kaiser_table_layout_seat_anchor (L, seat).x - r.origin.x),
                       L->top + L->ch * KAISER_TABLE_SIDE + 4 + (side == KAISER_TABLE_SOUTH_OF ? 30 * self->ts : 0),
                       KAISER_TABLE_SOUTH_OF);
          break;
        case KAISER_TABLE_BOTTOM:
          draw_bubble (self, snapshot, call, L->hand_cx, L->hand_y - L->raise - 4, KAISER_TABLE_NORTH_OF);
          break;
        case KAISER_TABLE_LEFT:
          r = kaiser_table_layout_back (L, seat, L->n_max - 1, L->n_max);
          draw_bubble (self, snapshot, call, r.origin.x + r.size.width + 6, L->ty, KAISER_TABLE_EAST_OF);
          break;
        case KAISER_TABLE_RIGHT:
        case KAISER_TABLE_N_POSITIONS:
        default:
          r = kaiser_table_layout_back (L, seat, L->n_max - 1, L->n_max);
          draw_bubble (self, snapshot, call, r.origin.x - 6, L->ty, KAISER_TABLE_WEST_OF);
          break;
        }
    }
}

/* Tricks won by each side, in the top left corner: one line a side,
 * the player's first. */
static void
draw_tricks_won (KaiserTable *self, GtkSnapshot *snapshot, const KaiserState *st)
{
  const KaiserRules *rules = &st->rules;
  guint won[KAISER_MAX_SIDES] = { 0 };
  KaiserTeam order[KAISER_MAX_SIDES];
  PangoLayout *lines[KAISER_MAX_SIDES];
  int lw[KAISER_MAX_SIDES], lh[KAISER_MAX_SIDES];
  guint n_sides;
  KaiserSeat winner;
  float k = self->ts, x = 12 * k, y = 10 * k, dot = 10 * k, w = 0, h = 0, ly;

  if (st->phase != KAISER_PHASE_PLAY && st->phase != KAISER_PHASE_HAND_OVER && st->phase != KAISER_PHASE_GAME_OVER)
    return;
  /* on the plates at five and six seats */
  if (kaiser_rules_n_seats (rules) >= 5)
    return;
  for (KaiserSeat s = 0; s < kaiser_rules_n_seats (rules); s++)
    won[kaiser_rules_seat_side (rules, s)] += st->tricks_won[s];
  if (sweep_pending (self, &winner) && won[kaiser_rules_seat_side (rules, winner)] > 0)
    won[kaiser_rules_seat_side (rules, winner)]--;
  n_sides = kaiser_rules_sides_from (rules, HUMAN, order);
  for (guint i = 0; i < n_sides; i++)
    {
      g_autofree char *text = NULL;

      if (kaiser_rules_n_seats (rules) == 4 && kaiser_rules_n_sides (rules) == 2)
        text = i == 0
          /* Translators: tricks won by the player's side */
          ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You and North: <b>%u</b> trick", "You and North: <b>%u</b> tricks",
                                          won[order[i]]), won[order[i]])
          /* Translators: tricks won by the other side */
          : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "East and West: <b>%u</b> trick", "East and West: <b>%u</b> tricks",
                                          won[order[i]]), won[order[i]]);
      else
        {
          g_autofree char *name = kaiser_score_text_side (rules, order[i], HUMAN);
          g_autofree char *escaped = g_markup_escape_text (name, -1);

          /* Translators: tricks won by a side or player, "West: <b>3</b> tricks" */
          text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: <b>%u</b> trick", "%s: <b>%u</b> tricks", won[order[i]]),
                                  escaped, won[order[i]]);
        }
      lines[i] = make_layout (self, text, &lw[i], &lh[i]);
      pango_layout_set_alignment (lines[i], PANGO_ALIGN_LEFT);
      w = MAX (w, lw[i]);
      h += lh[i];
    }
  w += dot + 28 * k;
  fill_rounded (self, snapshot, &GRAPHENE_RECT_INIT (x, y, w, h + 14 * k), 10 * k, &(GdkRGBA) { 0, 0, 0, 0.30f });
  ly = y + 7 * k;
  for (guint i = 0; i < n_sides; i++)
    {
      fill_rounded (self, snapshot, &GRAPHENE_RECT_INIT (x + 10 * k, roundf (ly + (lh[i] - dot) / 2), dot, dot), dot / 2,
                    side_colour (rules, HUMAN, order[i]));
      draw_layout (self, snapshot, lines[i], x + 18 * k + dot, ly, &white);
      ly += lh[i];
      g_object_unref (lines[i]);
    }
}

static void
remember_aside (KaiserTable *self, KaiserCard card, const graphene_rect_t *r, gboolean face)
{
  if (self->n_aside < MAX_ASIDE)
    {
      self->aside_face[self->n_aside] = face;
      self->aside[self->n_aside++] = (Drawn) { card, *r };
    }
}

/* Where the k-th card of a MOVE lands, in the current state. */
static graphene_rect_t
move_destination (KaiserTable *self, const KaiserTableLayout *L, const KaiserState *st, const Anim *a, guint k)
{
  KaiserSeat seat = a->move_seat[k];
  KaiserCard card = a->move_card[k];
  KaiserCards set = kaiser_table_layout_place_set (st, a->move_place[k], seat);

  if (a->move_place[k] != KAISER_TABLE_PLACE_HAND)
    return kaiser_table_layout_place (L, a->move_place[k], seat, kaiser_table_layout_index_in (set, card), (int) kaiser_cards_count (set));
  if (seat == HUMAN)
    {
      KaiserCard cards[MAX_HAND];
      int n = (int) kaiser_table_sorted_hand (self, cards);

      for (int i = 0; i < n; i++)
        if (cards[i] == card)
          return kaiser_table_layout_hand_card (L, i, n);
      return kaiser_table_layout_rect_at (kaiser_table_layout_seat_anchor (L, seat), L->cw, L->ch);
    }
  else
    {
      /* after the cards already there, in the order they come */
      int total = (int) kaiser_cards_count (set), before = 0;
      int coming = (int) kaiser_cards_count (set & kaiser_table_flying_cards (a));

      for (guint j = 0; j < k; j++)
        if (a->move_place[j] == KAISER_TABLE_PLACE_HAND && a->move_seat[j] == seat)
          before++;
      return kaiser_table_layout_back (L, seat, total - coming + before, total);
    }
}

static void
draw_place (KaiserTable *self, GtkSnapshot *snapshot, const KaiserTableLayout *L, KaiserTablePlace place, KaiserSeat seat,
            KaiserCards set, KaiserCards skip, gboolean face)
{
  GdkTexture *back = kaiser_card_cache_get (self->cache, "back");
  int n = (int) kaiser_cards_count (set), k = 0;
  KaiserCard card;

  KAISER_CARDS_FOREACH (card, set)
    {
      graphene_rect_t r = kaiser_table_layout_place (L, place, seat, k++, n);

      if (skip & kaiser_card_bit (card))
        continue;
      draw_card (self, snapshot, face ? kaiser_table_card_texture (self, card) : back, &r, 1);
      remember_aside (self, card, &r, face);
    }
}

/* The kitty on the table, cards passed and not yet taken up, the
 * discards; then cards on their way between those places and the hands. */
static void
draw_aside (KaiserTable *self, GtkSnapshot *snapshot, const KaiserTableLayout *L, const KaiserState *st, const Anim *a, gint64 now)
{
  KaiserCards flying = kaiser_table_flying_cards (a), held = kaiser_table_layout_cards_in_hands (st);

  self->n_aside = 0;
  if (kaiser_table_layout_kitty_on_table (st))
    draw_place (self, snapshot, L, KAISER_TABLE_PLACE_KITTY, KAISER_SEAT_NONE, st->kitty, flying, FALSE);
  if (st->phase == KAISER_PHASE_PASS)
    for (KaiserSeat seat = 0; seat < kaiser_rules_n_seats (&st->rules); seat++)
      draw_place (self, snapshot, L, KAISER_TABLE_PLACE_PASS, seat, st->passed[seat] & ~held, flying, seat == HUMAN);
  if (st->discards && st->declarer < kaiser_rules_n_seats (&st->rules) && st->phase != KAISER_PHASE_PASS)
    draw_place (self, snapshot, L, KAISER_TABLE_PLACE_DISCARD, st->declarer, st->discards, flying, FALSE);

  if (a && a->kind == ANIM_MOVE)
    {
      GdkTexture *back = kaiser_card_cache_get (self->cache, "back");
      float elapsed = a->start < 0 ? 0 : (float) (now - a->start);

      for (guint k = 0; k < a->n_moves; k++)
        {
          float t = CLAMP ((elapsed - (float) (k * a->stagger)) / MAX (a->flight, 1), 0, 1);
          gboolean up0 = (a->move_face[k] & 1) != 0, up1 = (a->move_face[k] & 2) != 0;
          graphene_rect_t to = move_destination (self, L, st, a, k);
          graphene_rect_t r = kaiser_table_layout_lerp (&a->move_from[k], &to, kaiser_table_ease_out (t));
          GdkTexture *face = up0 || up1 ? kaiser_table_card_texture (self, a->move_card[k]) : back;

          if (up0 == up1)
            draw_card (self, snapshot, up0 ? face : back, &r, 1);
          else
            /* turned over on the way */
            draw_card_turning (self, snapshot, up0 ? face : back, up1 ? face : back, &r, t);
          remember_aside (self, a->move_card[k], &r, t < 0.5f ? up0 : up1);
        }
    }
}

void
kaiser_table_draw_parts (KaiserTable *self, GtkSnapshot *snapshot, const KaiserTableLayout *L, const Anim *a, gint64 now, guint parts)
{
  const KaiserState *st = kaiser_game_get_state (self->game);

  if (parts & PART_FELT)
    gtk_snapshot_append_texture (snapshot, kaiser_table_felt_texture (self), &GRAPHENE_RECT_INIT (0, 0, L->W, L->H));
  /* each part's labels over the part's own shapes (draw_layout) */
  if (parts & PART_PANEL)
    {
      begin_labels (self);
      draw_tricks_won (self, snapshot, st);
      end_labels (self, snapshot);
    }
  if (parts & PART_OTHERS)
    {
      begin_labels (self);
      draw_others (self, snapshot, L, st, a, now);
      end_labels (self, snapshot);
    }
  if (parts & PART_SEATS)
    {
      begin_labels (self);
      draw_seats (self, snapshot, L, st);
      end_labels (self, snapshot);
    }
  if (parts & PART_HAND)
    draw_hand (self, snapshot, L, st, a, now);
  if (parts & (PART_TRICK_PLACED | PART_TRICK_MOVING))
    draw_trick (self, snapshot, L, st, a, now, parts);
  if (parts & PART_ASIDE)
    draw_aside (self, snapshot, L, st, a, now);
}

/* The parts an animation phase moves (0: none, it needs no layer). */
guint
kaiser_table_moving_parts (KaiserTable *self, const Anim *a)
{
  switch (a->kind)
    {
    case ANIM_DEAL:  return PART_OTHERS | PART_HAND;
    case ANIM_PLAY:  return a->seat == HUMAN ? PART_HAND | PART_TRICK_MOVING : PART_TRICK_MOVING;
    case ANIM_SWEEP: return PART_TRICK_MOVING;
    case ANIM_MOVE:  return PART_ASIDE | PART_HAND | PART_OTHERS;
    case ANIM_HOLD:
    default:         return 0;
    }
}

void
kaiser_table_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  KaiserTable *self = KAISER_TABLE (widget);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gint64 t0 = self->stats && self->n_anims > 0 ? g_get_monotonic_time () : 0;
  gint64 now = clock ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  const Anim *a = self->n_anims > 0 ? &self->anims[0] : NULL;
  Layer *layer = NULL;
  KaiserTableLayout L;

  self->n_drawn = 0;
  if (!kaiser_table_compute_layout (self, &L))
    {
      gtk_snapshot_append_texture (snapshot, kaiser_table_felt_texture (self), &GRAPHENE_RECT_INIT (0, 0, width, height));
      self->n_hand = 0;
      return;
    }

  self->stats_w = (int) L.W;
  self->stats_h = (int) L.H;
  self->stats_scale = L.scale;
  if (a && kaiser_table_moving_parts (self, a))
    self->frame_moving = TRUE;
  if (a && kaiser_table_anim_has_layer (self, a))
    {
      layer = kaiser_table_find_layer (self, a, &L);
      if (layer == NULL && self->layer_idle == 0)
        /* not ready (resized?): this frame draws everything, the next one has it */
        self->layer_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 15, kaiser_table_build_layers_idle, self, NULL);
    }
  if (layer)
    {
      gtk_snapshot_append_texture (snapshot, layer->texture, &GRAPHENE_RECT_INIT (0, 0, L.W, L.H));
      self->n_drawn = layer->n_drawn;
      memcpy (self->drawn, layer->drawn, sizeof self->drawn);
      kaiser_table_draw_parts (self, snapshot, &L, a, now, kaiser_table_moving_parts (self, a));
    }
  else
    kaiser_table_draw_parts (self, snapshot, &L, a, now, PART_ALL);

  if (t0)
    {
      gint64 us = g_get_monotonic_time () - t0;
      g_array_append_val (self->snapshot_us, us);
    }
}
