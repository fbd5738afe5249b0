/* kaiser-table-private.h: the card table's insides, shared by its files.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table is one widget in five files, one job each:
 *   kaiser-table.c         the widget: the game it shows, properties, input, accessibility
 *   kaiser-table-layout.c  where things sit (pure geometry, no drawing)
 *   kaiser-table-draw.c    drawing: snapshot(), the cards, plates, bubbles, counts
 *   kaiser-table-anim.c    animation: phases on the frame clock, and the still layers under them
 *   kaiser-table-stats.c   frame statistics (KAISER_FRAME_STATS=1)
 *
 * Everything is computed from the game's state at each frame; an
 * animation only says how the last change is shown while it lasts (a card
 * on its way, a trick held then swept, the cards of a deal not yet
 * arrived).  Animations are queued phases run by a tick callback on the
 * frame clock's time; a phase starts at the first frame that shows it.
 */
#pragma once

#include "kaiser-table.h"
#include "kaiser-table-layout.h"
#include "kaiser-shapes.h"

G_BEGIN_DECLS

#define HUMAN       (self->human)   /* the player's seat, from the game's rules */
#define MAX_HAND    KAISER_TABLE_MAX_HAND
#define MAX_ANIMS   4
#define MAX_DEAL    (KAISER_MAX_SEATS * KAISER_MAX_TRICKS)
#define MAX_DRAWN   (KAISER_MAX_SEATS + 2)
#define MAX_MOVES   12          /* cards handed on at once: four seats' passes, or a kitty */
#define MAX_ASIDE   16          /* cards drawn aside: the kitty, passes on their way, discards */

typedef enum {
  ANIM_DEAL,    /* cards fly from the dealer to the seats */
  ANIM_PLAY,    /* a card flies from its seat to the trick */
  ANIM_HOLD,    /* a finished trick stays in view */
  ANIM_SWEEP,   /* the finished trick goes to its winner */
  ANIM_MOVE,    /* cards handed on or laid aside: passed, the kitty picked up, discards */
} AnimKind;

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
  guint           deal_total[KAISER_MAX_SEATS];
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
  KaiserSeat           human;          /* the player's seat at the game's table */
  char                *seat_names[KAISER_MAX_SEATS];  /* people's names at a table with friends, or NULL */
  char                *seat_notes[KAISER_MAX_SEATS];  /* under a name: "gone, 14 s" …, or NULL */
  KaiserCardCache     *cache;
  KaiserCards          playable;
  KaiserSeat           thinking;
  gboolean             show_last_trick;
  int                  focus;          /* index in the sorted hand */
  char                *refusal;        /* why the focused card was refused, until the focus moves */
  KaiserCard           hover;          /* the playable card under the pointer, or KAISER_CARD_NONE */
  float                hover_lift;     /* how much higher it was drawn for that, in the last frame */
  guint64              game_seed;      /* of the game shown before: an undo is not a new deal */
  guint                game_hand;
  gboolean             deal_pending;   /* a fresh deal waits for the table to be on screen */
  GdkFrameClock       *first_paint_clock;
  gulong               first_paint_id; /* the deal starts after the first frame */
  guint                n_swept;        /* tricks of this hand swept away to their winner */
  float                ts;             /* text scale: labels grow with the cards on big tables */
  float                card_h;         /* the cards' height in the last layout: kept through the calls */
  gboolean             high_contrast;  /* the system's high-contrast style: cards outlined */
  KaiserCard           hinted;         /* the card the Hint suggests, or KAISER_CARD_NONE */
  KaiserCard           cursor_drawn;   /* the card the last frame drew the cursor on, or KAISER_CARD_NONE */
  guint                n_calls_drawn;  /* the calls the last frame drew beside their seats */
  KaiserCard           winner_drawn;   /* the card the last frame marked as winning its trick, or KAISER_CARD_NONE */
  gboolean             reveal_hands;   /* the others' hands face up (a hand reviewed once over) */

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
  KaiserShapes        *shapes;        /* plates, bubbles, badges, marks on cards */
  GtkSnapshot         *labels;        /* while a part is drawn: its labels, laid over it after (kaiser-table-draw.c) */
  GdkTexture          *tails[4];      /* the speech bubbles' tails, by KaiserTableSide */
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

/* kaiser-table.c */
char       *kaiser_table_card_name (KaiserTable *self, KaiserCard card);
guint       kaiser_table_sorted_hand (KaiserTable *self, KaiserCard *out);
gboolean    kaiser_table_compute_layout (KaiserTable *self, KaiserTableLayout *L);
void        kaiser_table_changed (KaiserTable *self);
void        kaiser_table_set_animating (KaiserTable *self, gboolean animating);

/* kaiser-table-draw.c */
void        kaiser_table_snapshot (GtkWidget *widget, GtkSnapshot *snapshot);
/* The felt, stretched over the whole table (kaiser-table-draw.c). */
#define KAISER_TABLE_FELT_SIZE 64
GdkTexture *kaiser_table_felt_texture (KaiserTable *self);
GdkTexture *kaiser_table_card_texture (KaiserTable *self, KaiserCard card);
void        kaiser_table_draw_parts (KaiserTable *self, GtkSnapshot *snapshot, const KaiserTableLayout *L, const Anim *a,
                                     gint64 now, guint parts);
guint       kaiser_table_moving_parts (KaiserTable *self, const Anim *a);

/* kaiser-table-anim.c */
float       kaiser_table_ease_out (float t);
float       kaiser_table_anim_progress (const Anim *a, gint64 now);
KaiserCards kaiser_table_flying_cards (const Anim *a);
void        kaiser_table_stop_ticking (KaiserTable *self);
void        kaiser_table_start_deal (KaiserTable *self);
void        kaiser_table_start_move (KaiserTable *self, const KaiserAction *action);
void        kaiser_table_on_card_played (KaiserGame *game, KaiserSeat seat, guint card, KaiserTable *self);
gboolean    kaiser_table_anim_has_layer (KaiserTable *self, const Anim *a);
Layer      *kaiser_table_find_layer (KaiserTable *self, const Anim *a, const KaiserTableLayout *L);
void        kaiser_table_clear_layers (KaiserTable *self);
gboolean    kaiser_table_build_layers_idle (gpointer user_data);

/* kaiser-table-stats.c */
void        kaiser_table_stats_init (KaiserTable *self);
void        kaiser_table_stats_realize (KaiserTable *self);
void        kaiser_table_stats_unrealize (KaiserTable *self);
void        kaiser_table_stats_print (KaiserTable *self);
void        kaiser_table_stats_clear (KaiserTable *self);

/* Whether the cursor (the keyboard's card, what Enter plays) is drawn:
 * whenever the table is its window's focus and cards are to be picked,
 * whatever GTK's focus-visible state says (a click or a moment without
 * keys hides that) and whether or not the window is the active one, and
 * otherwise while the keyboard is in use. */
gboolean kaiser_table_cursor_shown (KaiserTable *self);

G_END_DECLS
