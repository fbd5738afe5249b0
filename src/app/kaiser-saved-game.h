/* kaiser-saved-game.h: one game in the list of saved games.
 *
 * Copyright 2026 The Three-Spot developers
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 *
 * This program is distributed in the hope that it will be useful,
 * but WITHOUT ANY WARRANTY; without even the implied warranty of
 * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
 * GNU General Public License for more details.
 *
 * You should have received a copy of the GNU General Public License
 * along with this program.  If not, see <https://www.gnu.org/licenses/>.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "kaiser-engine.h"

G_BEGIN_DECLS

#define KAISER_TYPE_SAVED_GAME (kaiser_saved_game_get_type ())

G_DECLARE_FINAL_TYPE (KaiserSavedGame, kaiser_saved_game, KAISER, SAVED_GAME, GObject)

/* The longest name a game is given, in characters: the name fields take
 * no more, and the store cuts a longer one given to it (save, rename,
 * import's file name) with kaiser_saved_game_clip_name().  A name stored
 * longer before (an older release, another program) is kept as it is and
 * only shown cut. */
#define KAISER_SAVED_GAME_MAX_NAME 100

/* An entry is immutable: renaming one replaces it in the store.  The
 * record is replayed once, when the entry is made, for its summary; a
 * record that no longer loads keeps its text and gets an error message
 * instead of a summary. */
KaiserSavedGame *kaiser_saved_game_new          (const char      *name,
                                                 gint64           saved_unix,
                                                 const char      *record);
KaiserSavedGame *kaiser_saved_game_new_kept_aside (const char    *record);
/* An entry the store read: from its file @id, or (@id NULL) from the
 * slot @slot of the older layout.  @error (nullable) says why it is
 * damaged when its file or record could not be read at all: the entry
 * is then kept as it is (see kaiser_saved_game_is_unreadable()). */
KaiserSavedGame *kaiser_saved_game_new_stored   (const char      *id,
                                                 guint            slot,
                                                 const char      *name,
                                                 gint64           saved_unix,
                                                 const char      *record,
                                                 const char      *error);

const char      *kaiser_saved_game_get_name     (KaiserSavedGame *self);
/* Seconds since 1970; 0 when unknown (the kept-aside autosave). */
gint64           kaiser_saved_game_get_saved_unix (KaiserSavedGame *self);
/* "3 March 2026, 14:05" in local time, or NULL when unknown. */
char            *kaiser_saved_game_format_date  (KaiserSavedGame *self);
const char      *kaiser_saved_game_get_record   (KaiserSavedGame *self);
/* "Hand 6 · You 31, Them 24 · Saskatchewan"; NULL when damaged. */
const char      *kaiser_saved_game_get_summary  (KaiserSavedGame *self);
/* Why the record does not load; NULL when it does. */
const char      *kaiser_saved_game_get_error    (KaiserSavedGame *self);
gboolean         kaiser_saved_game_is_damaged   (KaiserSavedGame *self);
/* The autosave that could not be resumed (key damaged-saved-game). */
gboolean         kaiser_saved_game_is_kept_aside (KaiserSavedGame *self);
/* The store's file holding it (its name without ".game"); NULL for
 * none (the kept-aside autosave, a slot of the older layout).  Only the
 * store sets it, when it writes the entry. */
const char      *kaiser_saved_game_get_id       (KaiserSavedGame *self);
void             kaiser_saved_game_set_id       (KaiserSavedGame *self,
                                                 const char      *id);
/* The slot of the older layout holding it; G_MAXUINT for none. */
guint            kaiser_saved_game_get_slot     (KaiserSavedGame *self);
/* What its summary is made of (kaiser_game_facts()), kept in its file:
 * with it, listing the entry does not replay the record.  NULL when
 * unknown (then the summary comes from replaying the record). */
void             kaiser_saved_game_set_facts    (KaiserSavedGame *self,
                                                 const char      *facts);
const char      *kaiser_saved_game_get_facts    (KaiserSavedGame *self);
/* Its file or record could not be read at all (not a replay error): it
 * is shown and kept as it is, never written again. */
gboolean         kaiser_saved_game_is_unreadable (KaiserSavedGame *self);
/* Where the game stands: the hand being played, or who won. */
gboolean         kaiser_saved_game_is_finished  (KaiserSavedGame *self);

/* @name cut to at most @max_chars characters, never inside a character
 * nor between a letter and its accents (nor within a joined emoji);
 * @clipped (optional) says whether anything was cut. */
char            *kaiser_saved_game_clip_name    (const char      *name,
                                                 guint            max_chars,
                                                 gboolean        *clipped);
/* A name as a label alone shows it: on one line (control characters and
 * line breaks as spaces), no direction override (the embedding and
 * override controls dropped, isolates balanced: "\u202Egpj.exe" shows as
 * "gpj.exe"), cut to KAISER_SAVED_GAME_MAX_NAME characters and "…". */
char            *kaiser_saved_game_display_name (const char      *name);
/* The same between FSI and PDI (U+2068, U+2069), to put in a sentence
 * ("Saved as “%s”"): its direction does not spill into the words around. */
char            *kaiser_saved_game_quote_name   (const char      *name);

/* The one-line summary of any game, as above. */
char            *kaiser_game_describe           (KaiserGame      *game);
/* What that summary is made of, as one line of text: "6 31 24 playing
 * standard" (hand, the player's side's score, the other's, playing, won
 * or lost, the rules' preset). */
char            *kaiser_game_facts              (KaiserGame      *game);

G_END_DECLS
