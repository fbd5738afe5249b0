/* kaiser-window-private.h: the main window's parts shared by
 * kaiser-window.c (presenting the session) and kaiser-window-actions.c
 * (the other windows it opens).
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "kaiser-card-cache.h"
#include "kaiser-chat-bar.h"
#include "kaiser-friends.h"
#include "kaiser-game-store.h"
#include "kaiser-hand-summary.h"
#include "kaiser-new-game.h"
#include "kaiser-panel.h"
#include "kaiser-practice.h"
#include "kaiser-session.h"
#include "kaiser-statistics.h"
#include "kaiser-status-line.h"
#include "kaiser-table.h"
#include "kaiser-theme-loader.h"
#include "kaiser-window.h"

G_BEGIN_DECLS

struct _KaiserWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  KaiserGameStore      *store;                     /* autosave, saved games, statistics; NULL without settings */
  GtkWindow            *saved_games_window;        /* weak */
  GtkWindow            *rules_window;              /* weak */
  GtkWindow            *shortcuts_window;          /* weak: built when asked for, gone when closed */
  KaiserSession        *session;                   /* the game, its seats and their turns */
  KaiserGame           *game;                      /* the session's, as shown */
  KaiserSeat            human;                     /* the player's seat at the game's table */
  KaiserCardCache      *cache;
  KaiserThemeLoader    *theme_loader;              /* the key's theme into cache */
  KaiserNewGame        *new_game;                  /* New Game, the game discarded, resuming */
  AdwToast             *message_toast;             /* weak: the message shown (kaiser-toast.h) */
  gboolean              told_to_wait;              /* "Wait for your turn" said since the player's last turn */
  GtkWindow            *score_sheet;               /* once opened; closing hides it */
  KaiserPractice       *practice;                  /* the practice deal's marks in the header bar */
  KaiserStatistics     *statistics;                /* by level; NULL without settings */
  KaiserFriends        *friends;                   /* a table with friends, hosted or joined */
  GtkWindow            *friends_dialog;            /* weak */

  /* Template widgets */
  AdwHeaderBar         *header_bar;
  GtkMenuButton        *primary_menu_button;
  GMenu                *primary_menu;              /* given to the menu button when it first opens */
  GMenu                *theme_menu;
  AdwToastOverlay      *toast_overlay;
  KaiserTable          *table;
  GtkOverlay           *table_overlay;
  KaiserHandSummary    *hand_summary;              /* over the table; made when a hand first ends */
  KaiserStatusLine     *status_line;               /* the score, the contract, Last Trick */
  KaiserPanel          *panel;                     /* the prompt, the hint and the choices */
  KaiserChatBar        *chat_bar;                  /* the talk at a table with friends */
};

void                   _kaiser_window_toast                (KaiserWindow   *self,
                                                            const char     *text);
const KaiserCardNames *_kaiser_window_card_names           (KaiserWindow   *self);
KaiserGame            *_kaiser_window_real_game            (KaiserWindow   *self);
KaiserLevel            _kaiser_window_computer_level       (KaiserWindow   *self);
void                   _kaiser_window_set_game             (KaiserWindow   *self,
                                                            KaiserGame     *game,
                                                            KaiserLevel     level);
void                   _kaiser_window_class_actions_init   (GtkWidgetClass *widget_class);
void                   _kaiser_window_friends_init         (KaiserWindow   *self);

G_END_DECLS
