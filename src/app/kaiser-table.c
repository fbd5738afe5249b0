/* kaiser-table.c: the card table, drawn in snapshot().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything is computed from the game's state at each frame; an
 * animation only says how the last change is shown while it lasts (a card
 * on its way, a trick held then swept, the cards of a deal not yet
 * arrived).  Animations are queued phases run by a tick callback on the
 * frame clock's time; a phase starts at the first frame that shows it.
 */
#define G_LOG_DOMAIN "kaiser-table"

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <glib/gi18n.h>

#include "kaiser-table.h"

#define HUMAN       KAISER_SOUTH
#define MAX_HAND    (KAISER_MAX_TRICKS + KAISER_MAX_KITTY + 2)
#define MAX_ANIMS   4
#define MAX_DEAL    (KAISER_N_SEATS * KAISER_MAX_TRICKS)
#define MAX_DRAWN   (KAISER_N_SEATS + 2)
#define MAX_MOVES   12          /* cards handed on at once: four seats' passes, or a kitty */
#define MAX_ASIDE   16          /* cards drawn aside: the kitty, passes on their way, discards */

/* Durations at normal speed, in ms */
#define DEAL_STAGGER  28
#define DEAL_FLIGHT   260
#define PLAY_FLIGHT   300
#define TRICK_HOLD    750
#define TRICK_SWEEP   380
#define MOVE_FLIGHT   360
#define MOVE_STAGGER  70

/* the others' card backs, relative to the player's cards */
#define SIDE 0.62f

G_DEFINE_ENUM_TYPE (KaiserAnimationSpeed, kaiser_animation_speed,
  G_DEFINE_ENUM_VALUE (KAISER_ANIMATION_SPEED_OFF, "off"),
  G_DEFINE_ENUM_VALUE (KAISER_ANIMATION_SPEED_FAST, "fast"),
  G_DEFINE_ENUM_VALUE (KAISER_ANIMATION_SPEED_NORMAL, "normal"),
  G_DEFINE_ENUM_VALUE (KAISER_ANIMATION_SPEED_SLOW, "slow"))

typedef enum {
  ANIM_DEAL,    /* cards fly from the dealer to the seats */
  ANIM_PLAY,    /* a card flies from its seat to the trick */
  ANIM_HOLD,    /* a finished trick stays in view */
  ANIM_SWEEP,   /* the finished trick goes to its winner */
  ANIM_MOVE,    /* cards handed on or laid aside: passed, the kitty picked up, discards */
} AnimKind;

/* Where cards lie outside the hands and the trick, or go to. */
typedef enum {
  PLACE_HAND,     /* a seat's hand */
  PLACE_PASS,     /* a seat's cards passed on, face down before it, until everyone has passed (V12) */
  PLACE_KITTY,    /* the kitty, face down in the middle until the high bidder picks it up (V11) */
  PLACE_DISCARD,  /* the cards the declarer laid away, face down beside him */
} Place;

typedef struct {
  AnimKind        kind;
  guint           id;          /* unique: names the layer drawn under it */
  gint64          start;       /* frame time (µs) of its first frame; -1 before */
  gint64          duration;    /* µs */
  KaiserSeat      seat;        /* PLAY: who played; SWEEP: the winner; DEAL: the dealer */
  KaiserCard      card;        /* PLAY */
  guint           trick;       /* PLAY, HOLD, SWEEP: index in the state's tricks */
  guint           slot;        /* PLAY: place of the card in its trick */
  graphene_rect_t from;        /* PLAY: where the card leaves from */
  gboolean        flip;        /* PLAY: turned face up on the way (a back at the start) */
  /* PLAY by the player: the hand as drawn before, so the rest close up smoothly */
  int             n_old;
  KaiserCard      old_hand[MAX_HAND];
  graphene_rect_t old_rect[MAX_HAND];
  /* DEAL: the k-th card goes to deal_seat[k] as its deal_index[k]-th card */
  guint           n_deal;
  guint8          deal_seat[MAX_DEAL];
  guint8          deal_index[MAX_DEAL];
  guint           deal_total[KAISER_N_SEATS];
  gint64          stagger, flight;
  /* MOVE: the k-th card leaves move_from[k] (where it was drawn) for a
   * place, face up at the start and/or the end (move_face bits 1, 2) */
  guint           n_moves;
  KaiserCard      move_card[MAX_MOVES];
  graphene_rect_t move_from[MAX_MOVES];
  guint8          move_place[MAX_MOVES];
  guint8          move_seat[MAX_MOVES];
  guint8          move_face[MAX_MOVES];
} Anim;

/* Geometry of the table at its current size */
typedef struct {
  float W, H;
  int   scale;
  float cw, ch;        /* the player's cards (whole logical pixels) */
  float cx;            /* middle of the table */
  float ty;            /* middle of the trick */
  float hand_y;        /* top of the player's hand, not raised */
  float raise;         /* how far a playable card is raised */
  float top;           /* top of North's cards */
  guint n_max;         /* cards in a full hand, for steady places */
} Layout;

typedef struct {
  KaiserCard      card;
  graphene_rect_t rect;
} Drawn;

/* What the table is drawn in; an animation phase moves some parts only. */
enum {
  PART_FELT          = 1 << 0,
  PART_PANEL         = 1 << 1,   /* tricks won */
  PART_OTHERS        = 1 << 2,   /* the others' cards */
  PART_SEATS         = 1 << 3,   /* name plates, calls */
  PART_HAND          = 1 << 4,   /* the player's cards */
  PART_TRICK_PLACED  = 1 << 5,   /* cards at rest in the trick */
  PART_TRICK_MOVING  = 1 << 6,   /* cards of the trick on their way */
  PART_ASIDE         = 1 << 7,   /* the kitty, passes, discards, and such cards on their way */
  PART_ALL           = (1 << 8) - 1,
};

/* Everything that stays still during an animation phase, rendered once to
 * a texture before the phase's first frame: each frame then draws that
 * and the moving cards only.  (Without buffer-age support, e.g. under
 * Xvfb, GTK repaints the whole window on every frame.) */
typedef struct {
  guint           anim_id;     /* 0: empty */
  guint           serial;      /* the table's serial it was made at */
  int             width, height, scale;
  GdkTexture     *texture;
  guint           n_drawn;     /* cards it holds face up outside the hand */
  Drawn           drawn[MAX_DRAWN];
} Layer;

#define N_LAYERS 2

struct _KaiserTable
{
  GtkWidget            parent_instance;

  KaiserGame          *game;
  KaiserCardCache     *cache;
  KaiserCards          playable;
  KaiserSeat           thinking;
  gboolean             show_last_trick;
  int                  focus;          /* index in the sorted hand */
  guint64              game_seed;      /* of the game shown before: an undo is not a new deal */
  guint                game_hand;
  gboolean             deal_pending;   /* a fresh deal waits for the table to be on screen */
  GdkFrameClock       *first_paint_clock;
  gulong               first_paint_id; /* the deal starts after the first frame */
  guint                n_swept;        /* tricks of this hand swept away to their winner */
  float                ts;             /* text scale: labels grow with the cards on big tables */

  /* animation */
  KaiserAnimationSpeed speed;
  Anim                 anims[MAX_ANIMS];
  guint                n_anims;
  guint                tick_id;
  gboolean             animating;      /* as last notified */
  guint                next_anim_id;
  guint                anim_actions;   /* the game's actions when the animations began */
  guint                serial;         /* bumped by every change of what is shown */
  Layer                layers[N_LAYERS];
  guint                layer_idle;

  /* textures of the table itself, made once per size */
  GdkTexture          *felt;
  int                  felt_w, felt_h;
  GdkTexture          *shadow;
  int                  shadow_w, shadow_h, shadow_scale;
  GdkTexture          *tails[4];      /* the speech bubbles' tails, by Side */
  int                  tails_scale, tails_len;

  /* what the last frame drew */
  int                  n_hand;
  KaiserCard           hand[MAX_HAND];
  graphene_rect_t      hand_rect[MAX_HAND];    /* the part of each card that can be clicked */
  graphene_rect_t      hand_full[MAX_HAND];    /* each card whole */
  guint                n_drawn;
  Drawn                drawn[MAX_DRAWN];       /* face-up cards outside the hand */
  guint                n_aside;
  Drawn                aside[MAX_ASIDE];       /* cards drawn aside or handed on (either face) */
  gboolean             aside_face[MAX_ASIDE];
  KaiserPhase          last_phase;             /* of the state last shown */

  /* KAISER_FRAME_STATS=1: frame times while animating */
  gboolean             stats;
  GdkFrameClock       *clock;
  gulong               before_paint_id, after_paint_id;
  gint64               paint_start, paint_cpu_start, last_frame_end;
  gboolean             frame_moving;   /* this frame drew cards in motion */
  int                  stats_w, stats_h, stats_scale;
  GArray              *frame_us[2], *cpu_us[2];   /* [0] cards moving, [1] a trick held still */
  GArray              *snapshot_us, *interval_us, *layer_us;
  char                *renderer;
};

G_DEFINE_FINAL_TYPE (KaiserTable, kaiser_table, GTK_TYPE_WIDGET)

enum { CARD_ACTIVATED, N_SIGNALS };
static guint signals[N_SIGNALS];

enum { PROP_0, PROP_ANIMATION_SPEED, PROP_ANIMATING, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void update_accessible (KaiserTable *self);
static void update_marks (KaiserTable *self);
static void start_deal (KaiserTable *self);
static void changed (KaiserTable *self);
static void clear_layers (KaiserTable *self);
static gboolean build_layers_idle (gpointer user_data);

static const char *
seat_name (KaiserSeat seat)
{
  static const char * const names[] = { N_("North"), N_("East"), N_("You"), N_("West") };
  return seat < KAISER_N_SEATS ? _(names[seat]) : "";
}

/* Suit order of the hand: colours alternate, trumps come last once known. */
static guint
suit_order (KaiserSuit trump, KaiserSuit *suits)
{
  static const KaiserSuit plain[] = { KAISER_SPADES, KAISER_HEARTS, KAISER_CLUBS, KAISER_DIAMONDS };
  /* the suit of the other colour after each suit, and the one of the same colour */
  static const KaiserSuit partner[] = {
    [KAISER_CLUBS] = KAISER_SPADES, [KAISER_SPADES] = KAISER_CLUBS,
    [KAISER_HEARTS] = KAISER_DIAMONDS, [KAISER_DIAMONDS] = KAISER_HEARTS,
  };
  KaiserSuit same, o1, o2;

  if (trump >= KAISER_N_SUITS)
    {
      memcpy (suits, plain, sizeof plain);
      return KAISER_N_SUITS;
    }
  /* other colour, same colour, other colour, trumps: the colours alternate */
  same = partner[trump];
  o1 = (trump == KAISER_HEARTS || trump == KAISER_DIAMONDS) ? KAISER_SPADES : KAISER_HEARTS;
  o2 = partner[o1];
  suits[0] = o1;
  suits[1] = same;
  suits[2] = o2;
  suits[3] = trump;
  return KAISER_N_SUITS;
}

/* The player's hand in display order, each suit high to low. */
static guint
sorted_hand (KaiserTable *self, KaiserCard *out)
{
  const KaiserState *st = kaiser_game_get_state (self->game);
  KaiserCards hand = st->hands[HUMAN];
  KaiserSuit suits[KAISER_N_SUITS];
  guint n = 0, ns = suit_order (st->trump, suits);

  for (guint i = 0; i < ns; i++)
    for (int p = KAISER_MAX_POWER - 1; p >= 0; p--)
      {
        KaiserCard c = kaiser_card_make (suits[i], (guint) p);
        if (kaiser_cards_has (hand, c) && n < MAX_HAND)
          out[n++] = c;
      }
  return n;
}

static void
card_id (KaiserTable *self, KaiserCard card, char *buf)
{
  kaiser_deck_card_to_string (&kaiser_game_get_rules (self->game)->deck, card, buf);
}

static GdkTexture *
card_texture (KaiserTable *self, KaiserCard card)
{
  char id[8];

  card_id (self, card, id);
  return kaiser_card_cache_get (self->cache, id);
}

/* Geometry */

static float
snap (const Layout *L, float v)
{
  return roundf (v * L->scale) / L->scale;
}

static gboolean
compute_layout (KaiserTable *self, Layout *L)
{
  const KaiserState *st;
  double aspect;

  if (self->game == NULL || self->cache == NULL || kaiser_card_cache_get_theme (self->cache) == NULL)
    return FALSE;
  L->W = gtk_widget_get_width (GTK_WIDGET (self));
  L->H = gtk_widget_get_height (GTK_WIDGET (self));
  if (L->W <= 0 || L->H <= 0)
    return FALSE;
  L->scale = MAX (gtk_widget_get_scale_factor (GTK_WIDGET (self)), 1);
  st = kaiser_game_get_state (self->game);
  aspect = kaiser_card_theme_get_aspect (kaiser_card_cache_get_theme (self->cache));
  /* cards sized to the table: a full hand spans at most most of the width */
  L->ch = (int) MIN (L->H * 0.24, L->W * 0.14 / aspect);
  L->ch = MAX (L->ch, 40);
  L->cw = (int) (L->ch * aspect + 0.5);
  L->cx = L->W / 2;
  L->raise = roundf (L->ch * 0.12f);
  L->top = snap (L, L->H * 0.03f);
  L->hand_y = snap (L, L->H - L->ch - L->H * 0.035f);
  L->ty = snap (L, (L->top + L->ch * SIDE + L->hand_y - L->raise) / 2);
  /* the most cards a hand holds: the high bidder's with the kitty (V11) */
  L->n_max = 0;
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    L->n_max = MAX (L->n_max, kaiser_cards_count (st->dealt[s]));
  L->n_max = CLAMP (L->n_max + kaiser_rules_kitty_size (&st->rules), 8, MAX_HAND);
  self->ts = CLAMP (L->ch / 150.0f, 1, 3);
  kaiser_card_cache_set_size (self->cache, (int) L->cw, (int) L->ch, L->scale);
  return TRUE;
}

/* The i-th of n cards of the player's hand (not raised). */
static graphene_rect_t
hand_card_rect (const Layout *L, int i, int n)
{
  float overlap = L->cw * 0.62f, x0;

  if (n > 1)
    overlap = MIN (overlap, (L->W * 0.70f - L->cw) / (n - 1));
  x0 = L->cx - (L->cw + overlap * MAX (n - 1, 0)) / 2;
  return GRAPHENE_RECT_INIT (snap (L, x0 + i * overlap), L->hand_y, L->cw, L->ch);
}

/* The i-th of n backs of another seat. */
static graphene_rect_t
back_rect (const Layout *L, KaiserSeat seat, int i, int n)
{
  float w = L->cw * SIDE, h = L->ch * SIDE;

  if (seat == KAISER_NORTH)
    {
      float step = w * 0.30f;
      float x = L->cx - (w + step * MAX (n - 1, 0)) / 2;
      return GRAPHENE_RECT_INIT (snap (L, x + i * step), L->top, w, h);
    }
  else
    {
      float step = h * 0.22f;
      float x = seat == KAISER_WEST ? L->W * 0.03f : L->W - L->W * 0.03f - w;
      float y = L->ty - (h + step * MAX (n - 1, 0)) / 2;
      return GRAPHENE_RECT_INIT (snap (L, x), snap (L, y + i * step), w, h);
    }
}

/* The i-th of n cards of a seat, where it sits in the hand. */
static graphene_rect_t
seat_card_rect (const Layout *L, KaiserSeat seat, int i, int n)
{
  return seat == HUMAN ? hand_card_rect (L, i, n) : back_rect (L, seat, i, n);
}

/* Where a seat's card rests in the trick. */
static graphene_rect_t
trick_rect (const Layout *L, KaiserSeat seat)
{
  static const float dx[] = { 0, 0.60f, 0, -0.60f }, dy[] = { -0.36f, 0, 0.36f, 0 };
  float x = L->cx - L->cw / 2 + dx[seat] * L->cw;
  float y = L->ty - L->ch / 2 + dy[seat] * L->ch;

  return GRAPHENE_RECT_INIT (snap (L, x), snap (L, y), L->cw, L->ch);
}

/* The middle of a seat's cards (a full hand). */
static graphene_point_t
seat_anchor (const Layout *L, KaiserSeat seat)
{
  graphene_rect_t first = seat_card_rect (L, seat, 0, L->n_max);
  graphene_rect_t last = seat_card_rect (L, seat, L->n_max - 1, L->n_max);
  graphene_rect_t all;

  graphene_rect_union (&first, &last, &all);
  return GRAPHENE_POINT_INIT (all.origin.x + all.size.width / 2, all.origin.y + all.size.height / 2);
}

static graphene_rect_t
rect_at (graphene_point_t centre, float w, float h)
{
  return GRAPHENE_RECT_INIT (centre.x - w / 2, centre.y - h / 2, w, h);
}

static graphene_rect_t
lerp_rect (const graphene_rect_t *a, const graphene_rect_t *b, float t)
{
  graphene_rect_t r;

  graphene_rect_interpolate (a, b, t, &r);
  return r;
}

/* The k-th of n cards at a place other than a hand, as big as the
 * others' cards: the kitty in the middle; a seat's passed cards halfway
 * to the middle; the discards beside the declarer's cards. */
static graphene_rect_t
place_rect (const Layout *L, Place place, KaiserSeat seat, int k, int n)
{
  float w = L->cw * SIDE, h = L->ch * SIDE, step = w * (place == PLACE_KITTY ? 0.55f : 0.32f);
  graphene_point_t p;
  graphene_rect_t r;

  switch (place)
    {
    case PLACE_KITTY:
      p = GRAPHENE_POINT_INIT (L->cx, L->ty);
      break;
    case PLACE_PASS:
      p = seat_anchor (L, seat);
      p = GRAPHENE_POINT_INIT (p.x + (L->cx - p.x) * 0.5f, p.y + (L->ty - p.y) * 0.5f);
      if (seat == KAISER_SOUTH)
        p.y = MIN (p.y, L->hand_y - L->raise - h / 2 - 6);   /* clear of the player's cards, raised or not */
      break;
    case PLACE_DISCARD:
    case PLACE_HAND:
    default:
      switch (seat)
        {
        case KAISER_NORTH:
          r = back_rect (L, seat, 0, (int) L->n_max);
          p = GRAPHENE_POINT_INIT (r.origin.x - w * 0.9f - step * (n - 1) / 2.0f, L->top + h / 2);
          break;
        case KAISER_SOUTH:
          r = hand_card_rect (L, (int) L->n_max - 1, (int) L->n_max);
          p = GRAPHENE_POINT_INIT (r.origin.x + r.size.width + w * 0.9f + step * (n - 1) / 2.0f,
                                   L->hand_y + L->ch - h / 2);
          break;
        case KAISER_WEST:
        case KAISER_EAST:
        default:
          r = back_rect (L, seat, 0, (int) L->n_max);
          p = GRAPHENE_POINT_INIT (r.origin.x + w / 2, r.origin.y - h * 0.7f);
          break;
        }
      break;
    }
  r = rect_at (GRAPHENE_POINT_INIT (p.x + (k - (n - 1) / 2.0f) * step, p.y), w, h);
  r.origin.x = snap (L, r.origin.x);
  r.origin.y = snap (L, r.origin.y);
  return r;
}

/* The place of card among the set's (in card order). */
static int
index_in (KaiserCards set, KaiserCard card)
{
  return (int) kaiser_cards_count (set & (kaiser_card_bit (card) - 1));
}

static float
ease_out (float t)
{
  t = CLAMP (t, 0, 1);
  return 1 - (1 - t) * (1 - t) * (1 - t);
}

/* Animation control */

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

static void
set_animating (KaiserTable *self, gboolean animating)
{
  if (self->animating == animating)
    return;
  self->animating = animating;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
}

/* What is left once a phase is over (or skipped). */
static void
anim_done (KaiserTable *self, const Anim *a)
{
  if (a->kind == ANIM_SWEEP)
    self->n_swept = MAX (self->n_swept, a->trick + 1);
}

static void
stop_ticking (KaiserTable *self)
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
      set_animating (self, FALSE);   /* a deal waiting to start is dropped */
      return;
    }
  for (guint i = 0; i < self->n_anims; i++)
    anim_done (self, &self->anims[i]);
  self->n_anims = 0;
  stop_ticking (self);
  clear_layers (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  set_animating (self, FALSE);
}

static float
anim_progress (const Anim *a, gint64 now)
{
  if (a->start < 0 || a->duration <= 0)
    return 0;
  return CLAMP ((double) (now - a->start) / a->duration, 0, 1);
}

/* Cards handed on or laid aside: the cards an ANIM_MOVE carries. */
static KaiserCards
flying_cards (const Anim *a)
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
      clear_layers (self);
      set_animating (self, FALSE);
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
    self->layer_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 15, build_layers_idle, self, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  set_animating (self, TRUE);
}

/* The textures an animation will show, made now rather than in one of its frames. */
static void
prepare_textures (KaiserTable *self, KaiserCards cards)
{
  Layout L;

  if (!compute_layout (self, &L))
    return;
  kaiser_card_cache_get (self->cache, "back");
  for (KaiserCards m = cards; m; m &= m - 1)
    card_texture (self, kaiser_cards_first (m));
}

static void
start_deal (KaiserTable *self)
{
  const KaiserState *st = kaiser_game_get_state (self->game);
  KaiserSeat first = kaiser_seat_lho (st->dealer);
  guint max = 0;
  Anim *a;

  self->deal_pending = FALSE;
  if (!kaiser_table_get_animations_enabled (self))
    return;
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    max = MAX (max, kaiser_cards_count (st->dealt[s]));
  a = push_anim (self, ANIM_DEAL, 0);
  if (a == NULL)
    return;
  a->seat = st->dealer;
  /* one card at a time from the dealer's left */
  for (guint round = 0; round < max; round++)
    for (guint k = 0; k < KAISER_N_SEATS; k++)
      {
        KaiserSeat s = (first + k) % KAISER_N_SEATS;
        if (round < kaiser_cards_count (st->dealt[s]) && a->n_deal < MAX_DEAL)
          {
            a->deal_seat[a->n_deal] = s;
            a->deal_index[a->n_deal] = round;
            a->n_deal++;
          }
      }
  for (guint s = 0; s < KAISER_N_SEATS; s++)
    a->deal_total[s] = kaiser_cards_count (st->dealt[s]);
  a->stagger = duration_us (self, DEAL_STAGGER);
  a->flight = duration_us (self, DEAL_FLIGHT);
  a->duration = MAX (a->stagger * (MAX (a->n_deal, 1) - 1) + a->flight, 1);
  prepare_textures (self, st->hands[HUMAN]);
  run_anims (self);
}

static void
on_dealt (KaiserTable *self)
{
  kaiser_table_finish_animation (self);
  self->last_phase = kaiser_game_get_state (self->game)->phase;
  self->n_swept = 0;
  self->show_last_trick = FALSE;
  start_deal (self);
  update_accessible (self);
  changed (self);
}

static void
on_card_played (KaiserGame *game, KaiserSeat seat, guint card, KaiserTable *self)
{
  const KaiserState *st = kaiser_game_get_state (game);
  const KaiserTrick *trick;
  gboolean complete;
  guint index;
  Layout L;
  Anim *a;

  kaiser_table_finish_animation (self);
  if (!kaiser_table_get_animations_enabled (self) || !compute_layout (self, &L) || seat >= KAISER_N_SEATS)
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
        a->from = rect_at (seat_anchor (&L, seat), L.cw, L.ch);
      a->n_old = self->n_hand;
      memcpy (a->old_hand, self->hand, sizeof a->old_hand);
      memcpy (a->old_rect, self->hand_full, sizeof a->old_rect);
    }
  else
    {
      /* off the top of the seat's cards, turned over on the way */
      int n = (int) kaiser_cards_count (st->hands[seat]) + 1;
      a->from = back_rect (&L, seat, n - 1, n);
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
leaving_rect (KaiserTable *self, const Layout *L, const KaiserState *st, KaiserSeat seat, KaiserCard card)
{
  int n = (int) kaiser_cards_count (st->hands[seat]) + 1;

  if (seat == HUMAN)
    {
      for (int i = 0; i < self->n_hand; i++)
        if (self->hand[i] == card)
          return self->hand_full[i];
      return rect_at (seat_anchor (L, seat), L->cw, L->ch);
    }
  return back_rect (L, seat, n - 1, n);
}

static void
add_move (Anim *a, KaiserCard card, const graphene_rect_t *from, Place place, KaiserSeat seat, guint8 face)
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
static void
start_move (KaiserTable *self, const KaiserAction *action)
{
  const KaiserState *st = kaiser_game_get_state (self->game);
  gboolean kitty_up = self->last_phase != KAISER_PHASE_KITTY && st->phase == KAISER_PHASE_KITTY && st->kitty;
  KaiserSeat seat = (KaiserSeat) action->seat;
  KaiserCards faces = 0;
  KaiserCard card;
  Layout L;
  Anim *a;

  if ((action->type != KAISER_ACTION_PASS_CARD && action->type != KAISER_ACTION_DISCARD && !kitty_up) ||
      seat >= KAISER_N_SEATS || !kaiser_table_get_animations_enabled (self) || !compute_layout (self, &L))
    return;
  a = push_anim (self, ANIM_MOVE, 0);
  if (a == NULL)
    return;
  if (action->type == KAISER_ACTION_PASS_CARD && st->phase == KAISER_PHASE_PASS)
    {
      graphene_rect_t from = leaving_rect (self, &L, st, seat, action->value);

      add_move (a, action->value, &from, PLACE_PASS, seat, seat == HUMAN ? 3 : 0);
    }
  else if (action->type == KAISER_ACTION_PASS_CARD)
    for (KaiserSeat s = 0; s < KAISER_N_SEATS; s++)
      {
        KaiserSeat to = kaiser_state_pass_target (st, s);
        int n = (int) kaiser_cards_count (st->passed[s]);

        KAISER_CARDS_FOREACH (card, st->passed[s])
          {
            /* the last card passed comes from the hand, the others from the pile */
            graphene_rect_t from = s == seat && card == action->value ?
                                   leaving_rect (self, &L, st, s, card) :
                                   place_rect (&L, PLACE_PASS, s, index_in (st->passed[s], card), n);

            add_move (a, card, &from, PLACE_HAND, to, (s == HUMAN ? 1 : 0) | (to == HUMAN ? 2 : 0));
          }
      }
  else if (action->type == KAISER_ACTION_DISCARD)
    {
      graphene_rect_t from = leaving_rect (self, &L, st, seat, action->value);

      add_move (a, action->value, &from, PLACE_DISCARD, seat, seat == HUMAN ? 1 : 0);
    }
  if (kitty_up)
    KAISER_CARDS_FOREACH (card, st->kitty)
      {
        graphene_rect_t from = place_rect (&L, PLACE_KITTY, KAISER_SEAT_NONE, index_in (st->kitty, card),
                                           (int) kaiser_cards_count (st->kitty));

        add_move (a, card, &from, PLACE_HAND, st->declarer, st->declarer == HUMAN ? 2 : 0);
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

static void
on_action_applied (KaiserTable *self, const KaiserAction *action)
{
  int n = 0;

  /* a call made during the deal (or any action): what moved before it ends
   * at once; a deal this action caused (a hand thrown in) goes on */
  if (self->n_anims > 0 && self->anim_actions < kaiser_game_get_n_actions (self->game))
    kaiser_table_finish_animation (self);
  if (self->game && action)
    start_move (self, action);
  if (self->game)
    self->last_phase = kaiser_game_get_state (self->game)->phase;

  if (self->game)
    {
      KaiserCard hand[MAX_HAND];
      n = sorted_hand (self, hand);
    }
  self->focus = CLAMP (self->focus, 0, MAX (n - 1, 0));
  update_accessible (self);
  changed (self);
}

/* Drawing */

/* The felt: a radial gradient rendered once at a quarter of the size
 * (it is smooth; linear filtering hides the scale) — far cheaper to draw
 * on every frame of an animation than a gradient node. */
static GdkTexture *
felt_texture (KaiserTable *self, int width, int height)
{
  int w = MAX ((width + 3) / 4, 1), h = MAX ((height + 3) / 4, 1);
  cairo_surface_t *surface;
  cairo_pattern_t *pattern;
  cairo_matrix_t matrix;
  cairo_t *cr;
  GBytes *bytes;

  if (self->felt && self->felt_w == width && self->felt_h == height)
    return self->felt;
  g_clear_object (&self->felt);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cr = cairo_create (surface);
  /* an ellipse: a circle of radius 1 scaled to 0.75 of each side */
  pattern = cairo_pattern_create_radial (0, 0, 0, 0, 0, 1);
  cairo_pattern_add_color_stop_rgb (pattern, 0, 0.16, 0.47, 0.27);
  cairo_pattern_add_color_stop_rgb (pattern, 1, 0.07, 0.27, 0.15);
  cairo_matrix_init_scale (&matrix, 1 / (w * 0.75), 1 / (h * 0.75));
  cairo_matrix_translate (&matrix, -w / 2.0, -h / 2.0);
  cairo_pattern_set_matrix (pattern, &matrix);
  cairo_set_source (cr, pattern);
  cairo_paint (cr);
  cairo_pattern_destroy (pattern);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) cairo_image_surface_get_stride (surface) * h,
                                      (GDestroyNotify) cairo_surface_destroy, surface);
  self->felt = gdk_memory_texture_new (w, h, G_BYTE_ORDER == G_LITTLE_ENDIAN ? GDK_MEMORY_B8G8R8A8_PREMULTIPLIED
                                                                       : GDK_MEMORY_A8R8G8B8_PREMULTIPLIED,
                                       bytes, cairo_image_surface_get_stride (surface));
  g_bytes_unref (bytes);
  self->felt_w = width;
  self->felt_h = height;
  return self->felt;
}

/* How far the soft shadow reaches beyond a card, in logical pixels */
#define SHADOW_REACH 5

/* A card's soft shadow, rendered once per card size: rounded rectangles
 * growing and fading.  Drawn as a texture, it costs one quad per card
 * (a blurred shadow node costs far more when cards move). */
static GdkTexture *
shadow_texture (KaiserTable *self, int cw, int ch, int scale)
{
  int pad = SHADOW_REACH * scale, w = cw * scale + 2 * pad, h = ch * scale + 2 * pad;
  cairo_surface_t *surface;
  cairo_t *cr;
  GBytes *bytes;

  if (self->shadow && self->shadow_w == cw && self->shadow_h == ch && self->shadow_scale == scale)
    return self->shadow;
  g_clear_object (&self->shadow);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cr = cairo_create (surface);
  for (int i = pad; i >= 0; i--)
    {
      double x = pad - i, y = pad - i, rw = cw * scale + 2 * i, rh = ch * scale + 2 * i;
      double r = cw * scale * 0.06 + i;

      cairo_new_sub_path (cr);
      cairo_arc (cr, x + rw - r, y + r, r, -G_PI / 2, 0);
      cairo_arc (cr, x + rw - r, y + rh - r, r, 0, G_PI / 2);
      cairo_arc (cr, x + r, y + rh - r, r, G_PI / 2, G_PI);
      cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
      cairo_close_path (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.30 / (pad + 1) * 1.6);
      cairo_fill (cr);
    }
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) cairo_image_surface_get_stride (surface) * h,
                                      (GDestroyNotify) cairo_surface_destroy, surface);
  self->shadow = gdk_memory_texture_new (w, h,
                                         G_BYTE_ORDER == G_LITTLE_ENDIAN ? GDK_MEMORY_B8G8R8A8_PREMULTIPLIED
                                                                         : GDK_MEMORY_A8R8G8B8_PREMULTIPLIED,
                                         bytes, cairo_image_surface_get_stride (surface));
  g_bytes_unref (bytes);
  self->shadow_w = cw;
  self->shadow_h = ch;
  self->shadow_scale = scale;
  return self->shadow;
}

static void
draw_card (KaiserTable *self, GtkSnapshot *snapshot, GdkTexture *texture, const graphene_rect_t *r, float opacity)
{
  float sx, sy;

  if (texture == NULL || r->size.width < 1 || r->size.height < 1 || opacity <= 0)
    return;
  /* opacity on each node alone: over the two together it takes an offscreen pass */
  if (self->shadow)
    {
      if (opacity < 1)
        gtk_snapshot_push_opacity (snapshot, opacity);
      /* the shadow, scaled with the card, a little below it */
      sx = r->size.width / self->shadow_w;
      sy = r->size.height / self->shadow_h;
      gtk_snapshot_append_texture (snapshot, self->shadow,
                                   &GRAPHENE_RECT_INIT (r->origin.x - SHADOW_REACH * sx, r->origin.y - SHADOW_REACH * sy + 2 * sy,
                                                        r->size.width + 2 * SHADOW_REACH * sx,
                                                        r->size.height + 2 * SHADOW_REACH * sy));
      if (opacity < 1)
        gtk_snapshot_pop (snapshot);
    }
  if (opacity < 1)
    gtk_snapshot_push_opacity (snapshot, opacity);
  gtk_snapshot_append_texture (snapshot, texture, r);
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

static void
draw_layout (GtkSnapshot *snapshot, PangoLayout *layout, float x, float y, const GdkRGBA *colour)
{
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
}

/* A filled rounded rectangle, as a border as thick as the shape: no clip.
 * (A libadwaita window clips its content to rounded corners; inside that,
 * GTK 4.8's GL renderer draws every further rounded clip offscreen.) */
static void
fill_rounded (GtkSnapshot *snapshot, const graphene_rect_t *r, float radius, const GdkRGBA *colour)
{
  GskRoundedRect box;
  float v = r->size.height / 2, h = r->size.width / 2;

  gsk_rounded_rect_init_from_rect (&box, (graphene_rect_t *) r, MIN (radius, MIN (v, h)));
  gtk_snapshot_append_border (snapshot, &box, (float[]) { v, h, v, h },
                              (GdkRGBA[]) { *colour, *colour, *colour, *colour });
}

static void
stroke_rounded (GtkSnapshot *snapshot, const graphene_rect_t *r, float radius, float width, const GdkRGBA *colour)
{
  GskRoundedRect box;

  gsk_rounded_rect_init_from_rect (&box, (graphene_rect_t *) r, radius);
  gtk_snapshot_append_border (snapshot, &box, (float[]) { width, width, width, width },
                              (GdkRGBA[]) { *colour, *colour, *colour, *colour });
}

/* Team colours: a subtle blue for our side, a subtle amber for theirs. */
static const GdkRGBA *
team_colour (KaiserSeat seat)
{
  static const GdkRGBA us = { 0.13f, 0.30f, 0.58f, 0.78f }, them = { 0.52f, 0.27f, 0.08f, 0.78f };
  return kaiser_seat_team (seat) == kaiser_seat_team (HUMAN) ? &us : &them;
}

static const GdkRGBA white = { 1, 1, 1, 0.96f };
static const GdkRGBA gold = { 1, 0.82f, 0.25f, 1 };

typedef enum { EAST_OF, WEST_OF, SOUTH_OF, NORTH_OF } Side;

/* A seat's name plate, placed on one side of the point (x, y). */
static void
draw_plate (KaiserTable *self, GtkSnapshot *snapshot, KaiserSeat seat, float x, float y, Side side,
            gboolean to_act, gboolean dealer, guint n_cards, gboolean thinking)
{
  g_autofree char *markup = g_markup_printf_escaped (thinking ? "<b>%s</b> …" : "<b>%s</b>", seat_name (seat));
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
    case EAST_OF:  box = GRAPHENE_RECT_INIT (x, y - h / 2, w, h); break;
    case WEST_OF:  box = GRAPHENE_RECT_INIT (x - w, y - h / 2, w, h); break;
    case SOUTH_OF: box = GRAPHENE_RECT_INIT (x - w / 2, y, w, h); break;
    case NORTH_OF:
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
      stroke_rounded (snapshot, &ring, h / 2 + 3 * self->ts, 2.5f * self->ts, &gold);
    }
  fill_rounded (snapshot, &box, h / 2, team_colour (seat));
  draw_layout (snapshot, layout, box.origin.x + pad_x, box.origin.y + pad_y, &white);
  if (dealer)
    {
      /* the dealer button: a white disc marked D */
      g_autoptr(PangoLayout) d = NULL;
      int dw, dh;
      float size = th;
      graphene_rect_t disc = GRAPHENE_RECT_INIT (box.origin.x + pad_x + tw + 6 * self->ts, box.origin.y + pad_y, size, size);

      /* Translators: the dealer button, one letter */
      d = make_layout (self, _("<span size='small' weight='bold'>D</span>"), &dw, &dh);
      fill_rounded (snapshot, &disc, size / 2, &(GdkRGBA) { 0.97f, 0.96f, 0.90f, 1 });
      draw_layout (snapshot, d, disc.origin.x + (size - dw) / 2, disc.origin.y + (size - dh) / 2,
                   &(GdkRGBA) { 0.1f, 0.1f, 0.1f, 1 });
    }
  g_object_unref (layout);
}

#define TAIL 8   /* length of a speech bubble's tail, at text scale 1 */

static GdkTexture *
texture_from_surface (cairo_surface_t *surface)
{
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);
  g_autoptr(GBytes) bytes = NULL;

  cairo_surface_flush (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) cairo_image_surface_get_stride (surface) * h,
                                      (GDestroyNotify) cairo_surface_destroy, surface);
  return gdk_memory_texture_new (w, h,
                                 G_BYTE_ORDER == G_LITTLE_ENDIAN ? GDK_MEMORY_B8G8R8A8_PREMULTIPLIED
                                                                 : GDK_MEMORY_A8R8G8B8_PREMULTIPLIED,
                                 bytes, cairo_image_surface_get_stride (surface));
}

/* A bubble's tail, a triangle pointing away from a bubble placed on @side
 * of its seat (a texture: a rotated shape would be drawn offscreen). */
static GdkTexture *
tail_texture (KaiserTable *self, Side side, int len, const GdkRGBA *paper)
{
  int scale = MAX (gtk_widget_get_scale_factor (GTK_WIDGET (self)), 1);
  gboolean across = side == EAST_OF || side == WEST_OF;
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
    case NORTH_OF: /* bubble above: points down */
      cairo_move_to (cr, 0, 0); cairo_line_to (cr, w, 0); cairo_line_to (cr, w / 2.0, h); break;
    case SOUTH_OF: /* points up */
      cairo_move_to (cr, 0, h); cairo_line_to (cr, w, h); cairo_line_to (cr, w / 2.0, 0); break;
    case EAST_OF:  /* bubble to the right: points left */
      cairo_move_to (cr, w, 0); cairo_line_to (cr, w, h); cairo_line_to (cr, 0, h / 2.0); break;
    case WEST_OF:
    default:       /* points right */
      cairo_move_to (cr, 0, 0); cairo_line_to (cr, 0, h); cairo_line_to (cr, w, h / 2.0); break;
    }
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, paper->red, paper->green, paper->blue, paper->alpha);
  cairo_fill (cr);
  cairo_destroy (cr);
  self->tails[side] = texture_from_surface (surface);
  return self->tails[side];
}

/* A call in a speech bubble, its tail pointing at (x, y) from the side given. */
static void
draw_bubble (KaiserTable *self, GtkSnapshot *snapshot, const char *text, float x, float y, Side side)
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
    case EAST_OF:
      box = GRAPHENE_RECT_INIT (roundf (x + t), roundf (y - h / 2), w, h);
      tail = GRAPHENE_RECT_INIT (box.origin.x - t + 1, roundf (y - t), t, 2 * t);
      break;
    case WEST_OF:
      box = GRAPHENE_RECT_INIT (roundf (x - t - w), roundf (y - h / 2), w, h);
      tail = GRAPHENE_RECT_INIT (box.origin.x + w - 1, roundf (y - t), t, 2 * t);
      break;
    case SOUTH_OF:
      box = GRAPHENE_RECT_INIT (roundf (x - w / 2), roundf (y + t), w, h);
      tail = GRAPHENE_RECT_INIT (roundf (x - t), box.origin.y - t + 1, 2 * t, t);
      break;
    case NORTH_OF:
    default:
      box = GRAPHENE_RECT_INIT (roundf (x - w / 2), roundf (y - t - h), w, h);
      tail = GRAPHENE_RECT_INIT (roundf (x - t), box.origin.y + h - 1, 2 * t, t);
      break;
    }
  /* a faint edge, then the paper and its tail */
  {
    graphene_rect_t edge = box;
    graphene_rect_offset (&edge, 0, 1);
    fill_rounded (snapshot, &edge, 9 * self->ts, &(GdkRGBA) { 0, 0, 0, 0.22f });
  }
  fill_rounded (snapshot, &box, 9 * self->ts, &paper);
  gtk_snapshot_append_texture (snapshot, tail_texture (self, side, t, &paper), &tail);
  draw_layout (snapshot, layout, box.origin.x + 12 * self->ts, box.origin.y + 6 * self->ts, &(GdkRGBA) { 0.12f, 0.12f, 0.12f, 1 });
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
  fill_rounded (snapshot, &GRAPHENE_RECT_INIT (roundf (x - size / 2), roundf (y - size / 2), size, size), size / 2,
                &(GdkRGBA) { 0.05f, 0.08f, 0.06f, 0.80f });
  draw_layout (snapshot, layout, roundf (x - tw / 2.0f), roundf (y - th / 2.0f), &white);
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
  fill_rounded (snapshot, &GRAPHENE_RECT_INIT (x - pad_x, roundf (cy - h / 2.0f - pad_y), w + 2 * pad_x, h + 2 * pad_y),
                10 * self->ts, &(GdkRGBA) { 0, 0, 0, 0.40f });
  draw_layout (snapshot, layout, x, roundf (cy - h / 2.0f), &white);
  g_object_unref (layout);
}

static void
remember_drawn (KaiserTable *self, KaiserCard card, const graphene_rect_t *r)
{
  if (self->n_drawn < MAX_DRAWN)
    self->drawn[self->n_drawn++] = (Drawn) { card, *r };
}

/* Seats in play order from the leader of a trick. */
static KaiserSeat
next_active (const KaiserState *st, KaiserSeat seat)
{
  for (guint i = 0; i < KAISER_N_SEATS; i++)
    {
      seat = kaiser_seat_next (seat);
      if (st->active & (1u << seat))
        break;
    }
  return seat;
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

/* Where a seat's name plate goes: a point, and the side of it the plate is on. */
static void
plate_point (const Layout *L, KaiserSeat seat, float *x, float *y, Side *side)
{
  graphene_rect_t r;

  switch (seat)
    {
    case KAISER_NORTH:
      r = back_rect (L, seat, L->n_max - 1, L->n_max);
      *x = r.origin.x + r.size.width + 16;
      *y = L->top + r.size.height / 2;
      *side = EAST_OF;
      break;
    case KAISER_SOUTH:
      r = hand_card_rect (L, 0, (int) L->n_max);
      *x = r.origin.x - 16;
      *y = L->hand_y + L->ch / 2;
      *side = WEST_OF;
      break;
    case KAISER_WEST:
    case KAISER_EAST:
    default:
      r = back_rect (L, seat, L->n_max - 1, L->n_max);
      *x = r.origin.x + r.size.width / 2;
      *y = r.origin.y + r.size.height + 14;
      *side = SOUTH_OF;
      break;
    }
}

static void
draw_trick (KaiserTable *self, GtkSnapshot *snapshot, const Layout *L, const KaiserState *st, const Anim *a, gint64 now,
            guint parts)
{
  const KaiserTrick *trick = NULL;
  KaiserSeat seat;
  guint n;

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
  seat = trick->leader;
  for (guint i = 0; i < n; i++, seat = next_active (st, seat))
    {
      GdkTexture *face;
      graphene_rect_t rest = trick_rect (L, seat), r = rest;
      gboolean moving = a && ((a->kind == ANIM_PLAY && i == a->slot) || a->kind == ANIM_SWEEP);

      if (!(parts & (moving ? PART_TRICK_MOVING : PART_TRICK_PLACED)))
        continue;
      face = card_texture (self, trick->cards[i]);
      if (a && a->kind == ANIM_PLAY && i == a->slot)
        {
          float t = anim_progress (a, now), e = ease_out (t);

          r = lerp_rect (&a->from, &rest, e);
          if (a->flip)
            {
              draw_card_turning (self, snapshot, kaiser_card_cache_get (self->cache, "back"), face, &r, MIN (t * 2, 1));
              remember_drawn (self, trick->cards[i], &r);
              continue;
            }
        }
      else if (a && a->kind == ANIM_SWEEP)
        {
          float t = anim_progress (a, now), e = ease_out (t);
          float px, py;
          Side side;
          graphene_rect_t to;

          /* towards the winner's name plate, getting smaller */
          plate_point (L, a->seat, &px, &py, &side);
          px += side == EAST_OF ? L->cw * 0.3f : side == WEST_OF ? -L->cw * 0.3f : 0;
          py += side == SOUTH_OF ? L->ch * 0.1f : 0;
          to = rect_at (GRAPHENE_POINT_INIT (px, py), L->cw * 0.4f, L->ch * 0.4f);

          r = lerp_rect (&rest, &to, e);
          draw_card (self, snapshot, face, &r, 1 - CLAMP ((t - 0.45f) / 0.55f, 0, 1));
          continue;   /* on its way out: no longer "in the trick" */
        }
      draw_card (self, snapshot, face, &r, 1);
      remember_drawn (self, trick->cards[i], &r);
    }
  if (self->show_last_trick && !(a && a->kind != ANIM_DEAL) && (parts & PART_TRICK_PLACED))
    {
      /* above West's card, beside North's */
      graphene_rect_t west = trick_rect (L, KAISER_WEST), north = trick_rect (L, KAISER_NORTH);
      draw_text_box (self, snapshot, _("<b>Last trick</b>"), north.origin.x - 8 * self->ts,
                     (north.origin.y + west.origin.y) / 2);
    }
}

static void
draw_hand (KaiserTable *self, GtkSnapshot *snapshot, const Layout *L, const KaiserState *st, const Anim *a, gint64 now)
{
  GtkWidget *widget = GTK_WIDGET (self);
  int landed = G_MAXINT;
  float elapsed = a && a->start >= 0 ? (float) (now - a->start) : 0;
  KaiserCard cards[MAX_HAND];
  int n = sorted_hand (self, cards);
  KaiserCards flying = flying_cards (a);

  if (a && a->kind == ANIM_DEAL)
    {
      /* the cards of the deal not yet arrived are not drawn */
      landed = 0;
      for (guint k = 0; k < a->n_deal; k++)
        if (a->deal_seat[k] == HUMAN && elapsed >= (float) (k * a->stagger + a->flight))
          landed++;
    }

  self->n_hand = 0;
  for (int i = 0; i < n && i < landed; i++)
    {
      KaiserCard c = cards[i];
      gboolean playable = kaiser_cards_has (self->playable, c);
      graphene_rect_t r = hand_card_rect (L, i, n);

      if (flying & kaiser_card_bit (c))
        continue;   /* on its way here (draw_aside) */
      if (playable)
        r.origin.y -= L->raise;
      if (a && a->kind == ANIM_PLAY && a->seat == HUMAN)
        for (int j = 0; j < a->n_old; j++)
          if (a->old_hand[j] == c)
            {
              /* the hand closes up where the card left */
              graphene_rect_t old = a->old_rect[j];
              r = lerp_rect (&old, &r, ease_out (anim_progress (a, now)));
            }
      self->hand[self->n_hand] = c;
      self->hand_full[self->n_hand] = r;
      self->hand_rect[self->n_hand] = r;
      if (self->n_hand > 0)
        {
          /* the part of the card before that this one does not cover */
          graphene_rect_t *prev = &self->hand_rect[self->n_hand - 1];
          prev->size.width = CLAMP (r.origin.x - prev->origin.x, 1, L->cw);
        }
      self->n_hand++;
      draw_card (self, snapshot, card_texture (self, c), &r, 1);
      if (self->playable && !playable)
        {
          /* a card that may not be played now: shaded, still opaque */
          fill_rounded (snapshot, &r, L->cw * 0.06f, &(GdkRGBA) { 0.04f, 0.10f, 0.06f, 0.45f });
        }
      else if (playable)
        {
          /* a playable one: a thin light edge */
          stroke_rounded (snapshot, &r, L->cw * 0.06f, 1.5f, &(GdkRGBA) { 1, 1, 1, 0.85f });
        }
    }
  if (self->focus >= 0 && self->focus < self->n_hand && gtk_widget_has_visible_focus (widget) &&
      !(a && a->kind == ANIM_DEAL))
    {
      /* the focus ring, over the cards to its right */
      graphene_rect_t r = self->hand_full[self->focus];
      graphene_rect_inset (&r, -3, -3);
      stroke_rounded (snapshot, &r, L->cw * 0.06f + 3, 3, &gold);
    }
  if (a && a->kind == ANIM_DEAL)
    {
      /* cards of the deal on their way to the player's hand, turned over as they land */
      graphene_rect_t start = rect_at (seat_anchor (L, a->seat), L->cw * SIDE, L->ch * SIDE);
      GdkTexture *back = kaiser_card_cache_get (self->cache, "back");

      for (guint k = 0; k < a->n_deal; k++)
        {
          float t = (elapsed - (float) (k * a->stagger)) / a->flight;
          graphene_rect_t dest, r;
          int slot = a->deal_index[k];

          if (a->deal_seat[k] != HUMAN || t <= 0 || t >= 1 || slot >= n)
            continue;
          dest = hand_card_rect (L, slot, n);
          r = lerp_rect (&start, &dest, ease_out (t));
          draw_card_turning (self, snapshot, back, card_texture (self, cards[slot]), &r, CLAMP ((t - 0.5f) * 2, 0, 1));
        }
    }
}

static void
draw_others (KaiserTable *self, GtkSnapshot *snapshot, const Layout *L, const KaiserState *st, const Anim *a, gint64 now)
{
  GdkTexture *back = kaiser_card_cache_get (self->cache, "back");

  for (KaiserSeat seat = 0; seat < KAISER_N_SEATS; seat++)
    {
      int n, total;
      graphene_rect_t last;

      if (seat == HUMAN || !(st->active & (1u << seat)))
        continue;
      n = total = (int) kaiser_cards_count (st->hands[seat]);
      /* cards on their way here are drawn by draw_aside */
      n -= (int) kaiser_cards_count (st->hands[seat] & flying_cards (a));
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
      for (int i = 0; i < n; i++)
        {
          graphene_rect_t r = back_rect (L, seat, i, total);
          draw_card (self, snapshot, back, &r, 1);
        }
      if (n > 0)
        {
          last = back_rect (L, seat, n - 1, total);
          /* how many are left, at the corner of the last card */
          if (seat == KAISER_NORTH)
            draw_count (self, snapshot, n, last.origin.x + last.size.width - 4, last.origin.y + last.size.height - 4);
          else
            draw_count (self, snapshot, n, last.origin.x + last.size.width / 2, last.origin.y + last.size.height - 4);
        }
    }

  if (a && a->kind == ANIM_DEAL)
    {
      /* cards of the deal on their way to the others */
      float elapsed = a->start < 0 ? 0 : (float) (now - a->start);
      graphene_rect_t start = rect_at (seat_anchor (L, a->seat), L->cw * SIDE, L->ch * SIDE);

      for (guint k = 0; k < a->n_deal; k++)
        {
          KaiserSeat seat = a->deal_seat[k];
          float t = (elapsed - (float) (k * a->stagger)) / a->flight;
          graphene_rect_t dest, r;

          if (seat == HUMAN || t <= 0 || t >= 1)
            continue;
          dest = back_rect (L, seat, a->deal_index[k], (int) a->deal_total[seat]);
          r = lerp_rect (&start, &dest, ease_out (t));
          draw_card (self, snapshot, back, &r, 1);
        }
    }
}

static void
draw_seats (KaiserTable *self, GtkSnapshot *snapshot, const Layout *L, const KaiserState *st)
{
  gboolean bidding = st->phase >= KAISER_PHASE_BIDDING && st->phase <= KAISER_PHASE_LOW;
  gboolean called[KAISER_N_SEATS] = { FALSE };
  KaiserSeat b = kaiser_seat_lho (st->dealer);
  graphene_rect_t r;
  float px, py;
  Side side;

  for (guint i = 0; i < st->n_bids; i++, b = kaiser_seat_next (b))
    called[b] = TRUE;

  for (KaiserSeat seat = 0; seat < KAISER_N_SEATS; seat++)
    {
      gboolean to_act = st->to_act == seat && st->phase != KAISER_PHASE_HAND_OVER && st->phase != KAISER_PHASE_GAME_OVER;
      gboolean dealer = st->dealer == seat;
      guint n = kaiser_cards_count (st->hands[seat]);
      gboolean thinking = self->thinking == seat;
      g_autofree char *call = NULL;

      if (bidding && called[seat])
        call = kaiser_bid_describe (st->bids[seat]);
      plate_point (L, seat, &px, &py, &side);
      draw_plate (self, snapshot, seat, px, py, side, to_act, dealer, n, thinking);
      if (call == NULL)
        continue;
      switch (seat)
        {
        case KAISER_NORTH:
          draw_bubble (self, snapshot, call, L->cx, L->top + L->ch * SIDE + 4, SOUTH_OF);
          break;
        case KAISER_SOUTH:
          draw_bubble (self, snapshot, call, L->cx, L->hand_y - L->raise - 4, NORTH_OF);
          break;
        case KAISER_WEST:
          r = back_rect (L, seat, L->n_max - 1, L->n_max);
          draw_bubble (self, snapshot, call, r.origin.x + r.size.width + 6, L->ty, EAST_OF);
          break;
        case KAISER_EAST:
        default:
          r = back_rect (L, seat, L->n_max - 1, L->n_max);
          draw_bubble (self, snapshot, call, r.origin.x - 6, L->ty, WEST_OF);
          break;
        }
    }
}

/* Tricks won by each side, in the top left corner. */
static void
draw_tricks_won (KaiserTable *self, GtkSnapshot *snapshot, const KaiserState *st)
{
  KaiserTeam us = kaiser_seat_team (HUMAN);
  guint won[KAISER_N_TEAMS] = { 0 };
  KaiserSeat winner;
  g_autofree char *ours = NULL;
  g_autofree char *theirs = NULL;
  PangoLayout *l1, *l2;
  int w1, h1, w2, h2;
  float k = self->ts, x = 12 * k, y = 10 * k, dot = 10 * k, w;

  if (st->phase != KAISER_PHASE_PLAY && st->phase != KAISER_PHASE_HAND_OVER && st->phase != KAISER_PHASE_GAME_OVER)
    return;
  for (KaiserSeat s = 0; s < KAISER_N_SEATS; s++)
    won[kaiser_seat_team (s)] += st->tricks_won[s];
  if (sweep_pending (self, &winner) && won[kaiser_seat_team (winner)] > 0)
    won[kaiser_seat_team (winner)]--;
  /* Translators: tricks won by the player's side */
  ours = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You and North: <b>%u</b> trick", "You and North: <b>%u</b> tricks",
                                       won[us]), won[us]);
  /* Translators: tricks won by the other side */
  theirs = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "East and West: <b>%u</b> trick", "East and West: <b>%u</b> tricks",
                                         won[kaiser_team_other (us)]), won[kaiser_team_other (us)]);
  l1 = make_layout (self, ours, &w1, &h1);
  l2 = make_layout (self, theirs, &w2, &h2);
  pango_layout_set_alignment (l1, PANGO_ALIGN_LEFT);
  pango_layout_set_alignment (l2, PANGO_ALIGN_LEFT);
  w = MAX (w1, w2) + dot + 28 * k;
  fill_rounded (snapshot, &GRAPHENE_RECT_INIT (x, y, w, h1 + h2 + 14 * k), 10 * k, &(GdkRGBA) { 0, 0, 0, 0.30f });
  fill_rounded (snapshot, &GRAPHENE_RECT_INIT (x + 10 * k, roundf (y + 7 * k + (h1 - dot) / 2), dot, dot), dot / 2, team_colour (KAISER_NORTH));
  fill_rounded (snapshot, &GRAPHENE_RECT_INIT (x + 10 * k, roundf (y + 7 * k + h1 + (h2 - dot) / 2), dot, dot), dot / 2, team_colour (KAISER_EAST));
  draw_layout (snapshot, l1, x + 18 * k + dot, y + 7 * k, &white);
  draw_layout (snapshot, l2, x + 18 * k + dot, y + 7 * k + h1, &white);
  g_object_unref (l1);
  g_object_unref (l2);
}

static KaiserCards
cards_in_hands (const KaiserState *st)
{
  return st->hands[0] | st->hands[1] | st->hands[2] | st->hands[3];
}

/* The kitty lies in the middle until the high bidder picks it up. */
static gboolean
kitty_on_table (const KaiserState *st)
{
  return st->kitty != 0 && !(st->kitty & (cards_in_hands (st) | st->discards)) &&
         st->phase != KAISER_PHASE_PLAY && st->phase != KAISER_PHASE_HAND_OVER && st->phase != KAISER_PHASE_GAME_OVER;
}

/* The set of cards at a place (for the places other than hands). */
static KaiserCards
place_set (const KaiserState *st, Place place, KaiserSeat seat)
{
  switch (place)
    {
    case PLACE_KITTY:   return st->kitty;
    case PLACE_PASS:    return seat < KAISER_N_SEATS ? st->passed[seat] : 0;
    case PLACE_DISCARD: return st->discards;
    case PLACE_HAND:
    default:            return seat < KAISER_N_SEATS ? st->hands[seat] : 0;
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
move_destination (KaiserTable *self, const Layout *L, const KaiserState *st, const Anim *a, guint k)
{
  KaiserSeat seat = a->move_seat[k];
  KaiserCard card = a->move_card[k];
  KaiserCards set = place_set (st, a->move_place[k], seat);

  if (a->move_place[k] != PLACE_HAND)
    return place_rect (L, a->move_place[k], seat, index_in (set, card), (int) kaiser_cards_count (set));
  if (seat == HUMAN)
    {
      KaiserCard cards[MAX_HAND];
      int n = (int) sorted_hand (self, cards);

      for (int i = 0; i < n; i++)
        if (cards[i] == card)
          return hand_card_rect (L, i, n);
      return rect_at (seat_anchor (L, seat), L->cw, L->ch);
    }
  else
    {
      /* after the cards already there, in the order they come */
      int total = (int) kaiser_cards_count (set), before = 0;
      int coming = (int) kaiser_cards_count (set & flying_cards (a));

      for (guint j = 0; j < k; j++)
        if (a->move_place[j] == PLACE_HAND && a->move_seat[j] == seat)
          before++;
      return back_rect (L, seat, total - coming + before, total);
    }
}

static void
draw_place (KaiserTable *self, GtkSnapshot *snapshot, const Layout *L, Place place, KaiserSeat seat,
            KaiserCards set, KaiserCards skip, gboolean face)
{
  GdkTexture *back = kaiser_card_cache_get (self->cache, "back");
  int n = (int) kaiser_cards_count (set), k = 0;
  KaiserCard card;

  KAISER_CARDS_FOREACH (card, set)
    {
      graphene_rect_t r = place_rect (L, place, seat, k++, n);

      if (skip & kaiser_card_bit (card))
        continue;
      draw_card (self, snapshot, face ? card_texture (self, card) : back, &r, 1);
      remember_aside (self, card, &r, face);
    }
}

/* The kitty on the table, cards passed and not yet taken up, the
 * discards; then cards on their way between those places and the hands. */
static void
draw_aside (KaiserTable *self, GtkSnapshot *snapshot, const Layout *L, const KaiserState *st, const Anim *a, gint64 now)
{
  KaiserCards flying = flying_cards (a), held = cards_in_hands (st);

  self->n_aside = 0;
  if (kitty_on_table (st))
    draw_place (self, snapshot, L, PLACE_KITTY, KAISER_SEAT_NONE, st->kitty, flying, FALSE);
  if (st->phase == KAISER_PHASE_PASS)
    for (KaiserSeat seat = 0; seat < KAISER_N_SEATS; seat++)
      draw_place (self, snapshot, L, PLACE_PASS, seat, st->passed[seat] & ~held, flying, seat == HUMAN);
  if (st->discards && st->declarer < KAISER_N_SEATS && st->phase != KAISER_PHASE_PASS)
    draw_place (self, snapshot, L, PLACE_DISCARD, st->declarer, st->discards, flying, FALSE);

  if (a && a->kind == ANIM_MOVE)
    {
      GdkTexture *back = kaiser_card_cache_get (self->cache, "back");
      float elapsed = a->start < 0 ? 0 : (float) (now - a->start);

      for (guint k = 0; k < a->n_moves; k++)
        {
          float t = CLAMP ((elapsed - (float) (k * a->stagger)) / MAX (a->flight, 1), 0, 1);
          gboolean up0 = (a->move_face[k] & 1) != 0, up1 = (a->move_face[k] & 2) != 0;
          graphene_rect_t to = move_destination (self, L, st, a, k);
          graphene_rect_t r = lerp_rect (&a->move_from[k], &to, ease_out (t));
          GdkTexture *face = up0 || up1 ? card_texture (self, a->move_card[k]) : back;

          if (up0 == up1)
            draw_card (self, snapshot, up0 ? face : back, &r, 1);
          else
            /* turned over on the way */
            draw_card_turning (self, snapshot, up0 ? face : back, up1 ? face : back, &r, t);
          remember_aside (self, a->move_card[k], &r, t < 0.5f ? up0 : up1);
        }
    }
}

static void
draw_parts (KaiserTable *self, GtkSnapshot *snapshot, const Layout *L, const Anim *a, gint64 now, guint parts)
{
  const KaiserState *st = kaiser_game_get_state (self->game);

  if (parts & PART_FELT)
    gtk_snapshot_append_texture (snapshot, felt_texture (self, L->W, L->H), &GRAPHENE_RECT_INIT (0, 0, L->W, L->H));
  if (parts & PART_PANEL)
    draw_tricks_won (self, snapshot, st);
  if (parts & PART_OTHERS)
    draw_others (self, snapshot, L, st, a, now);
  if (parts & PART_SEATS)
    draw_seats (self, snapshot, L, st);
  if (parts & PART_HAND)
    draw_hand (self, snapshot, L, st, a, now);
  if (parts & (PART_TRICK_PLACED | PART_TRICK_MOVING))
    draw_trick (self, snapshot, L, st, a, now, parts);
  if (parts & PART_ASIDE)
    draw_aside (self, snapshot, L, st, a, now);
}

/* The parts an animation phase moves (0: none, it needs no layer). */
static guint
moving_parts (const Anim *a)
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

static Layer *
find_layer (KaiserTable *self, const Anim *a, const Layout *L)
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

static void
clear_layers (KaiserTable *self)
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
  Layout L;

  if (renderer == NULL || !gtk_widget_get_realized (GTK_WIDGET (self)) || !compute_layout (self, &L))
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
  draw_parts (self, snapshot, &L, a, 0, PART_ALL & ~moving_parts (a));
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

/* Before the next frame: the layers of the phases queued (at most two
 * that need one: a card's flight and its trick's sweep). */
static gboolean
build_layers_idle (gpointer user_data)
{
  KaiserTable *self = user_data;
  Layout L;

  self->layer_idle = 0;
  if (!compute_layout (self, &L))
    return G_SOURCE_REMOVE;
  for (guint i = 0, built = 0; i < self->n_anims && built < N_LAYERS; i++)
    if (moving_parts (&self->anims[i]))
      {
        if (find_layer (self, &self->anims[i], &L) == NULL)
          build_layer (self, &self->anims[i]);
        built++;
      }
  return G_SOURCE_REMOVE;
}

/* What is shown changed: the layers are made again before the next frame. */
static void
changed (KaiserTable *self)
{
  self->serial++;
  if (self->n_anims > 0 && self->layer_idle == 0)
    /* after the change's other handlers, before the redraw (GDK_PRIORITY_REDRAW) */
    self->layer_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 15, build_layers_idle, self, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
kaiser_table_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  KaiserTable *self = KAISER_TABLE (widget);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gint64 t0 = self->stats && self->n_anims > 0 ? g_get_monotonic_time () : 0;
  gint64 now = clock ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  const Anim *a = self->n_anims > 0 ? &self->anims[0] : NULL;
  Layer *layer = NULL;
  Layout L;

  self->n_drawn = 0;
  if (!compute_layout (self, &L))
    {
      gtk_snapshot_append_texture (snapshot, felt_texture (self, width, height), &GRAPHENE_RECT_INIT (0, 0, width, height));
      self->n_hand = 0;
      return;
    }
  shadow_texture (self, (int) L.cw, (int) L.ch, L.scale);

  self->stats_w = (int) L.W;
  self->stats_h = (int) L.H;
  self->stats_scale = L.scale;
  if (a && moving_parts (a))
    {
      self->frame_moving = TRUE;
      layer = find_layer (self, a, &L);
      if (layer == NULL && self->layer_idle == 0)
        /* not ready (resized?): this frame draws everything, the next one has it */
        self->layer_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 15, build_layers_idle, self, NULL);
    }
  if (layer)
    {
      gtk_snapshot_append_texture (snapshot, layer->texture, &GRAPHENE_RECT_INIT (0, 0, L.W, L.H));
      self->n_drawn = layer->n_drawn;
      memcpy (self->drawn, layer->drawn, sizeof self->drawn);
      draw_parts (self, snapshot, &L, a, now, moving_parts (a));
    }
  else
    draw_parts (self, snapshot, &L, a, now, PART_ALL);

  if (t0)
    {
      gint64 us = g_get_monotonic_time () - t0;
      g_array_append_val (self->snapshot_us, us);
    }
}

static void
kaiser_table_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                      int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 640 : 380;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 900 : 480;
}

/* Frame statistics (KAISER_FRAME_STATS=1) */

/* CPU time of the whole process (every thread: the GL rasterizer's too) */
static gint64
process_cpu_us (void)
{
  struct timespec ts;

  if (clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts) != 0)
    return 0;
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static void
on_before_paint (GdkFrameClock *clock, KaiserTable *self)
{
  self->paint_start = self->n_anims > 0 ? g_get_monotonic_time () : 0;
  self->paint_cpu_start = self->n_anims > 0 ? process_cpu_us () : 0;
  self->frame_moving = FALSE;
}

static void
on_after_paint (GdkFrameClock *clock, KaiserTable *self)
{
  gint64 now = g_get_monotonic_time ();

  if (self->paint_start)
    {
      gint64 us = now - self->paint_start, cpu = process_cpu_us () - self->paint_cpu_start;
      guint group = self->frame_moving ? 0 : 1;

      g_array_append_val (self->frame_us[group], us);
      g_array_append_val (self->cpu_us[group], cpu);
      if (self->last_frame_end)
        {
          gint64 gap = now - self->last_frame_end;
          g_array_append_val (self->interval_us, gap);
        }
      self->last_frame_end = now;
    }
  else
    self->last_frame_end = 0;
  self->paint_start = 0;
}

static int
compare_int64 (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;
  return x < y ? -1 : x > y;
}

static char *
describe_times (GArray *times)
{
  gint64 *v = (gint64 *) times->data;
  guint n = times->len;

  if (n == 0)
    return g_strdup ("no samples");
  g_array_sort (times, compare_int64);
  return g_strdup_printf ("median %.2f ms, p95 %.2f ms, max %.2f ms", v[n / 2] / 1000.0,
                          v[MIN ((guint) ceil (n * 0.95) - 1, n - 1)] / 1000.0, v[n - 1] / 1000.0);
}

static void
clear_stats (KaiserTable *self)
{
  for (guint g = 0; g < 2; g++)
    {
      g_clear_pointer (&self->frame_us[g], g_array_unref);
      g_clear_pointer (&self->cpu_us[g], g_array_unref);
    }
  g_clear_pointer (&self->snapshot_us, g_array_unref);
  g_clear_pointer (&self->interval_us, g_array_unref);
  g_clear_pointer (&self->layer_us, g_array_unref);
}

static void
print_stats (KaiserTable *self)
{
  static const char * const groups[] = { "cards moving", "a trick held still" };

  if (!self->stats || self->frame_us[0] == NULL)
    return;
  fprintf (stderr, "kaiser-table frame stats (%s renderer; table %dx%d at scale %d):\n",
           self->renderer ? self->renderer : "unknown", self->stats_w, self->stats_h, self->stats_scale);
  for (guint g = 0; g < 2; g++)
    {
      g_autofree char *frame = describe_times (self->frame_us[g]);
      g_autofree char *cpu = describe_times (self->cpu_us[g]);

      fprintf (stderr,
               "  %s, %u frames:\n"
               "    before-paint to after-paint: %s\n"
               "    process CPU time in it:      %s\n",
               groups[g], self->frame_us[g]->len, frame, cpu);
    }
  {
    g_autofree char *snap_times = describe_times (self->snapshot_us);
    g_autofree char *interval = describe_times (self->interval_us);
    g_autofree char *layers = describe_times (self->layer_us);

    fprintf (stderr,
             "  table snapshot():             %s\n"
             "  frame to frame:               %s\n"
             "  still layers (%u, made between frames): %s\n",
             snap_times, interval, self->layer_us->len, layers);
  }
  clear_stats (self);
}

static void
kaiser_table_realize (GtkWidget *widget)
{
  KaiserTable *self = KAISER_TABLE (widget);

  GTK_WIDGET_CLASS (kaiser_table_parent_class)->realize (widget);
  if (self->stats)
    {
      GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

      self->clock = g_object_ref (gtk_widget_get_frame_clock (widget));
      self->before_paint_id = g_signal_connect (self->clock, "before-paint", G_CALLBACK (on_before_paint), self);
      self->after_paint_id = g_signal_connect (self->clock, "after-paint", G_CALLBACK (on_after_paint), self);
      g_free (self->renderer);
      self->renderer = g_strdup (renderer ? G_OBJECT_TYPE_NAME (renderer) : "unknown");
      /* an application that quits does not dispose its windows: print then */
      if (g_application_get_default ())
        g_signal_connect_object (g_application_get_default (), "shutdown", G_CALLBACK (print_stats), self,
                                 G_CONNECT_SWAPPED);
    }
}

static void
kaiser_table_unrealize (GtkWidget *widget)
{
  KaiserTable *self = KAISER_TABLE (widget);

  if (self->clock)
    {
      g_clear_signal_handler (&self->before_paint_id, self->clock);
      g_clear_signal_handler (&self->after_paint_id, self->clock);
      g_clear_object (&self->clock);
    }
  GTK_WIDGET_CLASS (kaiser_table_parent_class)->unrealize (widget);
}

static void
stop_waiting_first_paint (KaiserTable *self)
{
  if (self->first_paint_clock)
    g_clear_signal_handler (&self->first_paint_id, self->first_paint_clock);
  g_clear_object (&self->first_paint_clock);
}

static gboolean
start_pending_deal (gpointer user_data)
{
  KaiserTable *self = user_data;

  if (self->deal_pending && self->game && gtk_widget_get_mapped (GTK_WIDGET (self)))
    start_deal (self);
  self->deal_pending = FALSE;
  if (self->n_anims == 0)
    set_animating (self, FALSE);
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

static void
on_first_paint (GdkFrameClock *clock, KaiserTable *self)
{
  stop_waiting_first_paint (self);
  g_idle_add (start_pending_deal, g_object_ref (self));
}

static void
kaiser_table_map (GtkWidget *widget)
{
  KaiserTable *self = KAISER_TABLE (widget);
  GdkFrameClock *clock;

  GTK_WIDGET_CLASS (kaiser_table_parent_class)->map (widget);
  /* the first deal of a game shown as the window opens: once the table
   * has been drawn (the first frames of a window are slow to make) */
  clock = gtk_widget_get_frame_clock (widget);
  if (self->deal_pending && self->game && clock && self->first_paint_clock == NULL)
    {
      self->first_paint_clock = g_object_ref (clock);
      self->first_paint_id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_first_paint), self);
      gtk_widget_queue_draw (widget);
      /* the deal is as good as under way: no one is to act before it */
      set_animating (self, TRUE);
    }
}

static void
kaiser_table_unmap (GtkWidget *widget)
{
  KaiserTable *self = KAISER_TABLE (widget);

  /* nothing moves off screen: whoever waits for the animation goes on */
  stop_waiting_first_paint (self);
  kaiser_table_finish_animation (self);
  GTK_WIDGET_CLASS (kaiser_table_parent_class)->unmap (widget);
}

/* Input */

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

  /* input during an animation ends it at once, then is handled */
  kaiser_table_finish_animation (self);
  if (card < 64 && kaiser_cards_has (self->playable, card))
    g_signal_emit (self, signals[CARD_ACTIVATED], 0, (guint) card);
  else
    gtk_widget_error_bell (widget);
}

static void
on_pressed (GtkGestureClick *gesture, int n_press, double x, double y, KaiserTable *self)
{
  /* the card under the pointer as it was drawn, before the animation ends */
  int i = hit_card (self, x, y);
  KaiserCard card = i >= 0 ? self->hand[i] : KAISER_CARD_NONE;

  kaiser_table_finish_animation (self);
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (card == KAISER_CARD_NONE)
    return;
  {
    KaiserCard hand[MAX_HAND];
    int n = sorted_hand (self, hand);
    for (int j = 0; j < n; j++)
      if (hand[j] == card)
        self->focus = j;
  }
  update_accessible (self);
  gtk_widget_activate_action (GTK_WIDGET (self), "table.play", "u", (guint32) card);
  changed (self);
}

static char *
card_label (KaiserTable *self, KaiserCard card)
{
  g_autofree char *name = kaiser_deck_card_describe (&kaiser_game_get_rules (self->game)->deck, card);

  if (kaiser_cards_has (self->playable, card))
    /* Translators: a card in the player's hand, "Queen of Hearts, playable" */
    return g_strdup_printf (_("%s, playable"), name);
  /* Translators: a card in the player's hand, "Queen of Hearts, not playable" */
  return g_strdup_printf (_("%s, not playable"), name);
}

/* The seats and the trick, in words. */
static char *
table_description (KaiserTable *self)
{
  const KaiserState *st = kaiser_game_get_state (self->game);
  GString *s = g_string_new (NULL);
  KaiserTeam us = kaiser_seat_team (HUMAN);
  guint won[KAISER_N_TEAMS] = { 0 };

  for (KaiserSeat seat = 0; seat < KAISER_N_SEATS; seat++)
    {
      guint n = kaiser_cards_count (st->hands[seat]);

      won[kaiser_seat_team (seat)] += st->tricks_won[seat];
      if (s->len)
        g_string_append (s, " ");
      /* Translators: a seat and its cards, "East: 7 cards" */
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%s: %u card", "%s: %u cards", n), seat_name (seat), n);
      if (st->dealer == seat)
        g_string_append_printf (s, ", %s", _("dealer"));
      if (st->to_act == seat)
        g_string_append_printf (s, ", %s", seat == HUMAN ? _("your turn") : _("to play"));
      if (st->phase >= KAISER_PHASE_BIDDING && st->phase <= KAISER_PHASE_LOW)
        {
          KaiserSeat b = kaiser_seat_lho (st->dealer);
          for (guint i = 0; i < st->n_bids; i++, b = kaiser_seat_next (b))
            if (b == seat)
              {
                g_autofree char *bid = kaiser_bid_describe (st->bids[seat]);
                /* Translators: what a seat called, "called 7 No Trump" */
                g_string_append_printf (s, ", ");
                g_string_append_printf (s, _("called %s"), bid);
              }
        }
      g_string_append (s, ".");
    }
  if (kitty_on_table (st))
    {
      guint n = kaiser_cards_count (st->kitty);

      g_string_append (s, " ");
      /* Translators: the kitty (cards left aside for the high bidder) */
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "The kitty: %u card face down.",
                                              "The kitty: %u cards face down.", n), n);
    }
  if (st->phase == KAISER_PHASE_PASS && st->passed[HUMAN])
    {
      KaiserCard card;

      KAISER_CARDS_FOREACH (card, st->passed[HUMAN])
        {
          g_autofree char *name = kaiser_deck_card_describe (&st->rules.deck, card);

          g_string_append (s, " ");
          /* Translators: a card the player passed on, "You passed Seven of Clubs." */
          g_string_append_printf (s, _("You passed %s."), name);
        }
    }
  if (st->discards && st->phase != KAISER_PHASE_PASS)
    {
      guint n = kaiser_cards_count (st->discards);

      g_string_append (s, " ");
      if (st->declarer == HUMAN)
        /* Translators: cards the player, high bidder, laid away from the kitty */
        g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "You laid away %u card.", "You laid away %u cards.", n), n);
      else
        /* Translators: cards the high bidder laid away from the kitty, "East laid away 2 cards." */
        g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%s laid away %u card.", "%s laid away %u cards.", n),
                                seat_name (st->declarer), n);
    }
  if (st->phase == KAISER_PHASE_PLAY && st->n_tricks < KAISER_MAX_TRICKS)
    {
      const KaiserTrick *trick = &st->tricks[st->n_tricks];
      KaiserSeat seat = trick->leader;

      for (guint i = 0; i < trick->n_played; i++, seat = next_active (st, seat))
        {
          g_autofree char *card = kaiser_deck_card_describe (&st->rules.deck, trick->cards[i]);
          /* Translators: a card in the trick, "West played Queen of Hearts." */
          g_string_append (s, " ");
          g_string_append_printf (s, _("%s played %s."), seat_name (seat), card);
        }
      g_string_append (s, " ");
      /* Translators: tricks won by each side */
      g_string_append_printf (s, _("Tricks: you and North %u, East and West %u."), won[us], won[kaiser_team_other (us)]);
    }
  return g_string_free (s, FALSE);
}

static void
update_accessible (KaiserTable *self)
{
  KaiserCard card;
  g_autofree char *label = NULL;
  g_autofree char *description = NULL;

  if (self->game == NULL)
    return;
  card = kaiser_table_get_focus_card (self);
  label = card == KAISER_CARD_NONE ? g_strdup (_("Card table")) : card_label (self, card);
  description = table_description (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

static gboolean
on_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state, KaiserTable *self)
{
  KaiserCard hand[MAX_HAND];
  int n;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: case GDK_KEY_Right: case GDK_KEY_KP_Right:
    case GDK_KEY_Home: case GDK_KEY_KP_Home: case GDK_KEY_End: case GDK_KEY_KP_End:
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_ISO_Enter: case GDK_KEY_space: case GDK_KEY_KP_Space:
      break;
    default:
      return FALSE;
    }
  /* a key during an animation ends it at once, then is handled */
  kaiser_table_finish_animation (self);
  if (self->game == NULL)
    return TRUE;
  n = sorted_hand (self, hand);
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      self->focus = MAX (self->focus - 1, 0);
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      self->focus = MIN (self->focus + 1, MAX (n - 1, 0));
      break;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      self->focus = 0;
      break;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      self->focus = MAX (n - 1, 0);
      break;
    default:
      {
        KaiserCard card = kaiser_table_get_focus_card (self);
        if (card != KAISER_CARD_NONE)
          gtk_widget_activate_action (GTK_WIDGET (self), "table.play", "u", (guint32) card);
        return TRUE;
      }
    }
  update_accessible (self);
  changed (self);
  return TRUE;
}

static void
on_focus_changed (KaiserTable *self)
{
  changed (self);
}

/* GObject */

static void
kaiser_table_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  KaiserTable *self = KAISER_TABLE (object);

  switch (prop_id)
    {
    case PROP_ANIMATION_SPEED:
      g_value_set_enum (value, self->speed);
      break;
    case PROP_ANIMATING:
      g_value_set_boolean (value, self->animating);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kaiser_table_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  KaiserTable *self = KAISER_TABLE (object);

  switch (prop_id)
    {
    case PROP_ANIMATION_SPEED:
      kaiser_table_set_animation_speed (self, g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kaiser_table_dispose (GObject *object)
{
  KaiserTable *self = KAISER_TABLE (object);

  print_stats (self);
  stop_waiting_first_paint (self);
  stop_ticking (self);
  self->n_anims = 0;
  clear_layers (self);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->cache);
  g_clear_object (&self->felt);
  g_clear_object (&self->shadow);
  for (guint i = 0; i < G_N_ELEMENTS (self->tails); i++)
    g_clear_object (&self->tails[i]);
  G_OBJECT_CLASS (kaiser_table_parent_class)->dispose (object);
}

static void
kaiser_table_finalize (GObject *object)
{
  KaiserTable *self = KAISER_TABLE (object);

  clear_stats (self);
  g_free (self->renderer);
  G_OBJECT_CLASS (kaiser_table_parent_class)->finalize (object);
}

static void
kaiser_table_class_init (KaiserTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = kaiser_table_get_property;
  object_class->set_property = kaiser_table_set_property;
  object_class->dispose = kaiser_table_dispose;
  object_class->finalize = kaiser_table_finalize;
  widget_class->snapshot = kaiser_table_snapshot;
  widget_class->measure = kaiser_table_measure;
  widget_class->realize = kaiser_table_realize;
  widget_class->unrealize = kaiser_table_unrealize;
  widget_class->map = kaiser_table_map;
  widget_class->unmap = kaiser_table_unmap;

  /* How fast cards move: off, fast, normal or slow. */
  properties[PROP_ANIMATION_SPEED] =
    g_param_spec_enum ("animation-speed", NULL, NULL, KAISER_TYPE_ANIMATION_SPEED, KAISER_ANIMATION_SPEED_NORMAL,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Whether an animation is under way; wait for FALSE before the next move. */
  properties[PROP_ANIMATING] =
    g_param_spec_boolean ("animating", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

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
  GtkEventController *focus = gtk_event_controller_focus_new ();

  self->thinking = KAISER_SEAT_NONE;
  self->speed = KAISER_ANIMATION_SPEED_NORMAL;
  self->stats = g_strcmp0 (g_getenv ("KAISER_FRAME_STATS"), "1") == 0;
  if (self->stats)
    {
      for (guint g = 0; g < 2; g++)
        {
          self->frame_us[g] = g_array_new (FALSE, FALSE, sizeof (gint64));
          self->cpu_us[g] = g_array_new (FALSE, FALSE, sizeof (gint64));
        }
      self->snapshot_us = g_array_new (FALSE, FALSE, sizeof (gint64));
      self->interval_us = g_array_new (FALSE, FALSE, sizeof (gint64));
      self->layer_us = g_array_new (FALSE, FALSE, sizeof (gint64));
    }
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Card table"), -1);
}

GtkWidget *
kaiser_table_new (void)
{
  return g_object_new (KAISER_TYPE_TABLE, NULL);
}

void
kaiser_table_set_game (KaiserTable *self, KaiserGame *game)
{
  gboolean fresh;

  g_return_if_fail (KAISER_IS_TABLE (self));
  g_return_if_fail (game == NULL || KAISER_IS_GAME (game));

  kaiser_table_finish_animation (self);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  /* a new game's first deal is dealt on the table; an undo back to the
   * start of the same deal is not */
  fresh = game && kaiser_game_get_n_actions (game) == 0 &&
          !(self->game && kaiser_game_get_seed (game) == self->game_seed &&
            kaiser_game_get_state (game)->hand_number == self->game_hand);
  g_set_object (&self->game, game);
  self->playable = 0;
  self->focus = 0;
  self->show_last_trick = FALSE;
  self->n_hand = 0;
  self->n_drawn = 0;
  if (game)
    {
      self->game_seed = kaiser_game_get_seed (game);
      self->game_hand = kaiser_game_get_state (game)->hand_number;
      self->n_swept = kaiser_game_get_state (game)->n_tricks;
      self->last_phase = kaiser_game_get_state (game)->phase;
      update_marks (self);
      g_signal_connect_swapped (game, "dealt", G_CALLBACK (on_dealt), self);
      g_signal_connect_swapped (game, "action-applied", G_CALLBACK (on_action_applied), self);
      g_signal_connect (game, "card-played", G_CALLBACK (on_card_played), self);
      if (fresh)
        {
          self->deal_pending = TRUE;
          if (gtk_widget_get_mapped (GTK_WIDGET (self)))
            start_deal (self);
        }
      update_accessible (self);
    }
  changed (self);
}

KaiserGame *
kaiser_table_get_game (KaiserTable *self)
{
  return self->game;
}

/* The game's point cards get their badges on the cards (the pack of the
 * rules decides which: the 5♥ and 3♠, Les Rois' kings, Joffre's zeros). */
static void
update_marks (KaiserTable *self)
{
  const KaiserDeck *deck;
  char bonus[8], penalty[8];
  g_autofree char *bonus_label = NULL;
  g_autofree char *penalty_label = NULL;

  if (self->cache == NULL || self->game == NULL)
    return;
  deck = &kaiser_game_get_rules (self->game)->deck;
  kaiser_deck_card_to_string (deck, deck->bonus_card, bonus);
  kaiser_deck_card_to_string (deck, deck->penalty_card, penalty);
  /* a true minus sign, as the score shows it */
  bonus_label = deck->bonus_value >= 0 ? g_strdup_printf ("+%d", deck->bonus_value) : g_strdup_printf ("−%d", -deck->bonus_value);
  penalty_label = deck->penalty_value >= 0 ? g_strdup_printf ("+%d", deck->penalty_value)
                                           : g_strdup_printf ("−%d", -deck->penalty_value);
  kaiser_card_cache_set_marks (self->cache, bonus, bonus_label, penalty, penalty_label);
}

void
kaiser_table_set_cache (KaiserTable *self, KaiserCardCache *cache)
{
  g_set_object (&self->cache, cache);
  update_marks (self);
  changed (self);
}

void
kaiser_table_set_playable (KaiserTable *self, KaiserCards playable)
{
  self->playable = playable;
  update_accessible (self);
  changed (self);
}

void
kaiser_table_set_thinking (KaiserTable *self, KaiserSeat seat)
{
  self->thinking = seat;
  changed (self);
}

void
kaiser_table_set_show_last_trick (KaiserTable *self, gboolean show)
{
  /* the last trick is shown as it was, not mid-flight */
  if (show)
    kaiser_table_finish_animation (self);
  self->show_last_trick = show;
  changed (self);
}

KaiserCard
kaiser_table_get_focus_card (KaiserTable *self)
{
  KaiserCard hand[MAX_HAND];
  guint n;

  if (self->game == NULL)
    return KAISER_CARD_NONE;
  n = sorted_hand (self, hand);
  if (n == 0)
    return KAISER_CARD_NONE;
  return hand[CLAMP (self->focus, 0, (int) n - 1)];
}

void
kaiser_table_set_animation_speed (KaiserTable *self, KaiserAnimationSpeed speed)
{
  g_return_if_fail (KAISER_IS_TABLE (self));
  g_return_if_fail (speed <= KAISER_ANIMATION_SPEED_SLOW);

  if (self->speed == speed)
    return;
  self->speed = speed;
  if (speed == KAISER_ANIMATION_SPEED_OFF)
    kaiser_table_finish_animation (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATION_SPEED]);
}

KaiserAnimationSpeed
kaiser_table_get_animation_speed (KaiserTable *self)
{
  g_return_val_if_fail (KAISER_IS_TABLE (self), KAISER_ANIMATION_SPEED_OFF);
  return self->speed;
}

gboolean
kaiser_table_get_animating (KaiserTable *self)
{
  g_return_val_if_fail (KAISER_IS_TABLE (self), FALSE);
  return self->animating;
}

gboolean
kaiser_table_get_card_rect (KaiserTable *self, KaiserCard card, graphene_rect_t *rect)
{
  g_return_val_if_fail (KAISER_IS_TABLE (self), FALSE);

  for (int i = 0; i < self->n_hand; i++)
    if (self->hand[i] == card)
      {
        *rect = self->hand_rect[i];
        return TRUE;
      }
  for (guint i = 0; i < self->n_drawn; i++)
    if (self->drawn[i].card == card)
      {
        *rect = self->drawn[i].rect;
        return TRUE;
      }
  return FALSE;
}

gboolean
kaiser_table_get_aside_rect (KaiserTable *self, KaiserCard card, graphene_rect_t *rect, gboolean *face_up)
{
  g_return_val_if_fail (KAISER_IS_TABLE (self), FALSE);

  for (guint i = 0; i < self->n_aside; i++)
    if (self->aside[i].card == card)
      {
        *rect = self->aside[i].rect;
        if (face_up)
          *face_up = self->aside_face[i];
        return TRUE;
      }
  return FALSE;
}

gboolean
kaiser_table_get_trick_rect (KaiserTable *self, KaiserSeat seat, graphene_rect_t *rect)
{
  Layout L;

  g_return_val_if_fail (KAISER_IS_TABLE (self), FALSE);
  if (seat >= KAISER_N_SEATS || !compute_layout (self, &L))
    return FALSE;
  *rect = trick_rect (&L, seat);
  return TRUE;
}
