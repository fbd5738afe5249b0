/* kaiser-saved-game.c
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

#define G_LOG_DOMAIN "kaiser-saved-game"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kaiser-saved-game.h"
#include "kaiser-seating.h"
#include "kaiser-score-text.h"

/* the player sits South: the side of South at the game's table */
#define HUMAN_TEAM(rules) kaiser_rules_seat_side ((rules), kaiser_seating_player (rules))

struct _KaiserSavedGame
{
  GObject   parent_instance;

  char     *name;
  gint64    saved_unix;
  char     *record;
  char     *summary;
  char     *error;
  gboolean  kept_aside;
  gboolean  finished;
  gboolean  described;   /* summary, error and finished known: the record is replayed when first asked */
  gboolean  unreadable;  /* error given when made: the file or record could not be read */
  char     *facts;       /* kaiser_game_facts() of the record, when known without replaying it */
  char     *id;
  guint     slot;
};

G_DEFINE_FINAL_TYPE (KaiserSavedGame, kaiser_saved_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NAME,
  PROP_SUMMARY,
  PROP_ERROR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Where a game stands, in short: what its summary is made of. */
typedef struct {
  guint    hand;
  gint     us, them;
  gboolean over, won;
  char     rules[KAISER_RULES_ID_MAX];
} Facts;

static char *
describe_facts (const Facts *facts)
{
  const char *rules = kaiser_rules_preset_title (facts->rules);
  /* the scores with a minus sign, as everywhere else, not a hyphen */
  g_autofree char *us = kaiser_score_text_number (facts->us);
  g_autofree char *them = kaiser_score_text_number (facts->them);

  KaiserRules table;

  if (rules == NULL)
    rules = _("Custom rules");
  /* a table of three sides or more: "them" is the best of the others */
  if (kaiser_rules_init_preset (&table, facts->rules, NULL) && kaiser_rules_n_sides (&table) > 2)
    {
      if (facts->over)
        /* Translators: a finished saved game at a table of three sides or more, "You lost · You 31, best other 55 · Five players" */
        return g_strdup_printf (_("%s · You %s, best other %s · %s"), facts->won ? _("You won") : _("You lost"), us, them, rules);
      /* Translators: a saved game in progress at a table of three sides or more, "Hand 6 · You 31, best other 40 · Three players" */
      return g_strdup_printf (_("Hand %u · You %s, best other %s · %s"), facts->hand, us, them, rules);
    }
  if (facts->over)
    /* Translators: a finished saved game, "You won · You 55, Them 31 · Standard" */
    return g_strdup_printf (_("%s · You %s, Them %s · %s"),
                            facts->won ? _("You won") : _("They won"), us, them, rules);
  /* Translators: a saved game in progress, "Hand 6 · You 31, Them −6 · Saskatchewan" */
  return g_strdup_printf (_("Hand %u · You %s, Them %s · %s"), facts->hand, us, them, rules);
}

static void
facts_of (KaiserGame *game, Facts *facts)
{
  const KaiserState *st = kaiser_game_get_state (game);
  KaiserTeam us = HUMAN_TEAM (&st->rules);

  facts->hand = st->hand_number;
  facts->us = st->scores[us];
  /* the other side; at a table of more sides, the best of the others */
  facts->them = G_MININT;
  for (guint t = 0; t < kaiser_rules_n_sides (&st->rules); t++)
    if (t != us)
      facts->them = MAX (facts->them, st->scores[t]);
  facts->over = st->phase == KAISER_PHASE_GAME_OVER;
  facts->won = facts->over && st->winner == us;
  g_strlcpy (facts->rules, st->rules.id, sizeof facts->rules);
}

/**
 * kaiser_game_describe:
 * @game: a game
 *
 * Returns: (transfer full): one line on where @game stands, e.g.
 *   "Hand 6 · You 31, Them 24 · Saskatchewan"
 */
char *
kaiser_game_describe (KaiserGame *game)
{
  Facts facts;

  g_return_val_if_fail (KAISER_IS_GAME (game), NULL);

  facts_of (game, &facts);
  return describe_facts (&facts);
}

/**
 * kaiser_game_facts:
 * @game: a game
 *
 * Returns: (transfer full): what the summary of @game is made of, as
 *   one line of text for kaiser_saved_game_set_facts(): the hand, the
 *   scores (the player's side first), "playing", "won" or "lost", the
 *   rules' preset
 */
char *
kaiser_game_facts (KaiserGame *game)
{
  Facts facts;

  g_return_val_if_fail (KAISER_IS_GAME (game), NULL);

  facts_of (game, &facts);
  return g_strdup_printf ("%u %d %d %s %s", facts.hand, facts.us, facts.them,
                          !facts.over ? "playing" : facts.won ? "won" : "lost", facts.rules);
}

static gboolean
parse_facts (const char *text, Facts *facts)
{
  g_auto(GStrv) words = g_strsplit (text, " ", 5);
  guint64 hand;
  gint64 us, them;

  if (g_strv_length (words) != 5 ||
      !g_ascii_string_to_unsigned (words[0], 10, 0, G_MAXUINT, &hand, NULL) ||
      !g_ascii_string_to_signed (words[1], 10, G_MININT, G_MAXINT, &us, NULL) ||
      !g_ascii_string_to_signed (words[2], 10, G_MININT, G_MAXINT, &them, NULL) ||
      !(g_str_equal (words[3], "playing") || g_str_equal (words[3], "won") || g_str_equal (words[3], "lost")) ||
      words[4][0] == '\0' || strlen (words[4]) >= sizeof facts->rules)
    return FALSE;
  facts->hand = hand;
  facts->us = us;
  facts->them = them;
  facts->over = !g_str_equal (words[3], "playing");
  facts->won = g_str_equal (words[3], "won");
  g_strlcpy (facts->rules, words[4], sizeof facts->rules);
  return TRUE;
}

/* Names */

#define ZERO_WIDTH_JOINER 0x200D

/* Whether the character at @p goes with the one before it: an accent or
 * other mark, a variation selector, a skin tone, or either side of a
 * zero-width joiner. */
static gboolean
continues_character (const char *start, const char *p)
{
  gunichar c, before;

  if (p == start)
    return FALSE;
  c = g_utf8_get_char (p);
  before = g_utf8_get_char (g_utf8_prev_char (p));
  return g_unichar_ismark (c) || c == ZERO_WIDTH_JOINER || before == ZERO_WIDTH_JOINER ||
         (c >= 0x1F3FB && c <= 0x1F3FF);
}

/**
 * kaiser_saved_game_clip_name:
 * @name: a name (not valid UTF-8 is made valid)
 * @max_chars: the most characters to keep
 * @clipped: (out) (optional): whether @name was cut
 *
 * Returns: (transfer full): @name cut to @max_chars characters at most,
 *   before the letter whose accents would have been cut off
 */
char *
kaiser_saved_game_clip_name (const char *name,
                             guint       max_chars,
                             gboolean   *clipped)
{
  g_autofree char *valid = NULL;
  const char *end;
  const char *cut;
  guint n = 0;

  g_return_val_if_fail (name != NULL, NULL);

  valid = g_utf8_make_valid (name, -1);
  for (end = valid; *end != '\0' && n < max_chars; end = g_utf8_next_char (end))
    n++;
  if (clipped)
    *clipped = *end != '\0';
  if (*end == '\0')
    return g_steal_pointer (&valid);
  /* back to the start of the character cut through; a name of one
   * character and its hundred accents is cut among them */
  for (cut = end; continues_character (valid, cut); cut = g_utf8_prev_char (cut))
    ;
  if (cut == valid)
    cut = end;
  return g_strndup (valid, cut - valid);
}

static gboolean
is_embedding_control (gunichar c)
{
  return c >= 0x202A && c <= 0x202E;   /* LRE RLE PDF LRO RLO */
}

static gboolean
is_isolate_start (gunichar c)
{
  return c >= 0x2066 && c <= 0x2068;   /* LRI RLI FSI */
}

#define POP_DIRECTIONAL_ISOLATE 0x2069

/**
 * kaiser_saved_game_display_name:
 * @name: a saved game's name, as stored
 *
 * Returns: (transfer full): @name to show alone on one line
 */
char *
kaiser_saved_game_display_name (const char *name)
{
  g_autofree char *cut = NULL;
  GString *shown;
  gboolean clipped;
  guint open = 0;

  g_return_val_if_fail (name != NULL, NULL);

  cut = kaiser_saved_game_clip_name (name, KAISER_SAVED_GAME_MAX_NAME, &clipped);
  shown = g_string_sized_new (strlen (cut) + 8);
  for (const char *p = cut; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (is_embedding_control (c))
        continue;
      if (is_isolate_start (c))
        open++;
      else if (c == POP_DIRECTIONAL_ISOLATE)
        {
          if (open == 0)
            continue;
          open--;
        }
      else if (g_unichar_iscntrl (c) || c == 0x2028 || c == 0x2029)   /* C0, C1, line and paragraph separators */
        c = ' ';
      g_string_append_unichar (shown, c);
    }
  for (; open > 0; open--)
    g_string_append_unichar (shown, POP_DIRECTIONAL_ISOLATE);
  if (clipped)
    g_string_append (shown, "…");
  return g_string_free (shown, FALSE);
}

/**
 * kaiser_saved_game_quote_name:
 * @name: a saved game's name, as stored
 *
 * Returns: (transfer full): kaiser_saved_game_display_name() of @name
 *   between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE
 */
char *
kaiser_saved_game_quote_name (const char *name)
{
  g_autofree char *shown = NULL;

  g_return_val_if_fail (name != NULL, NULL);

  shown = kaiser_saved_game_display_name (name);
  return g_strconcat ("\u2068", shown, "\u2069", NULL);
}

static void
describe (KaiserSavedGame *self)
{
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (self->described)
    return;
  self->described = TRUE;
  if (self->error)
    return;

  game = kaiser_record_load_data (self->record, -1, &error);
  if (game == NULL)
    {
      self->error = g_strdup (error->message);
      return;
    }
  self->summary = kaiser_game_describe (game);
  self->finished = kaiser_game_get_phase (game) == KAISER_PHASE_GAME_OVER;
}

/**
 * kaiser_saved_game_new:
 * @name: the name the player gave it
 * @saved_unix: when it was saved, seconds since 1970 (0: unknown)
 * @record: the game record (docs/record-format.md), damaged or not
 *
 * Returns: (transfer full): an entry for the list of saved games
 */
KaiserSavedGame *
kaiser_saved_game_new (const char *name,
                       gint64      saved_unix,
                       const char *record)
{
  KaiserSavedGame *self;

  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (record != NULL, NULL);

  self = g_object_new (KAISER_TYPE_SAVED_GAME, NULL);
  self->name = g_strdup (name);
  self->saved_unix = saved_unix;
  self->record = g_strdup (record);
  self->slot = G_MAXUINT;
  return self;
}

/**
 * kaiser_saved_game_new_stored:
 * @id: (nullable): the store's file holding it
 * @slot: else the slot of the older layout holding it
 * @name: the name the player gave it
 * @saved_unix: when it was saved, seconds since 1970 (0: unknown)
 * @record: the game record, damaged or not
 * @error: (nullable): why the file or record could not be read at all
 *
 * Returns: (transfer full): an entry for the list of saved games
 */
KaiserSavedGame *
kaiser_saved_game_new_stored (const char *id,
                              guint       slot,
                              const char *name,
                              gint64      saved_unix,
                              const char *record,
                              const char *error)
{
  KaiserSavedGame *self;

  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (record != NULL, NULL);

  self = kaiser_saved_game_new (name, saved_unix, record);
  if (error)
    {
      self->error = g_strdup (error);
      self->described = TRUE;
      self->unreadable = TRUE;
    }
  self->id = g_strdup (id);
  self->slot = id ? G_MAXUINT : slot;
  return self;
}

const char *
kaiser_saved_game_get_id (KaiserSavedGame *self)
{
  g_return_val_if_fail (KAISER_IS_SAVED_GAME (self), NULL);
  return self->id;
}

void
kaiser_saved_game_set_id (KaiserSavedGame *self,
                          const char      *id)
{
  g_return_if_fail (KAISER_IS_SAVED_GAME (self));
  g_free (self->id);
  self->id = g_strdup (id);
  self->slot = G_MAXUINT;
}

guint
kaiser_saved_game_get_slot (KaiserSavedGame *self)
{
  g_return_val_if_fail (KAISER_IS_SAVED_GAME (self), G_MAXUINT);
  return self->slot;
}

/**
 * kaiser_saved_game_set_facts:
 * @self: an entry
 * @facts: (nullable): kaiser_game_facts() of its record
 *
 * The summary then comes from @facts: the record is not replayed to
 * make it.  Ignored when @facts is not such a line, or the entry is
 * damaged already.
 */
void
kaiser_saved_game_set_facts (KaiserSavedGame *self,
                             const char      *facts)
{
  Facts parsed;

  g_return_if_fail (KAISER_IS_SAVED_GAME (self));

  if (facts == NULL || self->error != NULL || !parse_facts (facts, &parsed))
    return;
  g_free (self->facts);
  self->facts = g_strdup (facts);
  g_clear_pointer (&self->summary, g_free);
  self->summary = describe_facts (&parsed);
  self->finished = parsed.over;
  self->described = TRUE;
}

const char *
kaiser_saved_game_get_facts (KaiserSavedGame *self)
{
  g_return_val_if_fail (KAISER_IS_SAVED_GAME (self), NULL);
  return self->facts;
}

gboolean
kaiser_saved_game_is_unreadable (KaiserSavedGame *self)
{
  g_return_val_if_fail (KAISER_IS_SAVED_GAME (self), FALSE);
  return self->unreadable;
}

/**
 * kaiser_saved_game_new_kept_aside:
 * @record: the autosaved game that could not be resumed
 *
 * Returns: (transfer full): the entry standing for the damaged autosave
 */
KaiserSavedGame *
kaiser_saved_game_new_kept_aside (const char *record)
{
  KaiserSavedGame *self = kaiser_saved_game_new (_("Game that could not be resumed"), 0, record);

  self->kept_aside = TRUE;
  return self;
}

const char *
kaiser_saved_game_get_name (KaiserSavedGame *self)
{
  g_return_val_if_fail (KAISER_IS_SAVED_GAME (self), NULL);
  return self->name;
}

gint64
kaiser_saved_game_get_saved_unix (KaiserSavedGame *self)
{
  g_return_val_if_fail (KAISER_IS_SAVED_GAME (self), 0);
  return self->saved_unix;
}

char *
kaiser_saved_game_format_date (KaiserSavedGame *self)
{
  g_autoptr(GDateTime) utc = NULL;
  g_autoptr(GDateTime) local = NULL;

  g_return_val_if_fail (KAISER_IS_SAVED_GAME (self), NULL);

  if (self->saved_unix <= 0 || (utc = g_date_time_new_from_unix_utc (self->saved_unix)) == NULL)
    return NULL;
  local = g_date_time_to_local (utc);
  /* Translators: when a game was saved, see g_date_time_format(); "3 March 2026, 14:05" */
  return g_date_time_format (local, _("%-d %B %Y, %H:%M"));
}

const char *
kaiser_saved_game_get_record (KaiserSavedGame *self)
{
  g_return_val_if_fail (KAISER_IS_SAVED_GAME (self), NULL);
  return self->record;
}

const char *
kaiser_saved_game_get_summary (KaiserSavedGame *self)
{
  g_return_val_if_fail (KAISER_IS_SAVED_GAME (self), NULL);
  describe (self);
  return self->summary;
}

const char *
kaiser_saved_game_get_error (KaiserSavedGame *self)
{
  g_return_val_if_fail (KAISER_IS_SAVED_GAME (self), NULL);
  describe (self);
  return self->error;
}

gboolean
kaiser_saved_game_is_damaged (KaiserSavedGame *self)
{
  g_return_val_if_fail (KAISER_IS_SAVED_GAME (self), FALSE);
  describe (self);
  return self->error != NULL;
}

gboolean
kaiser_saved_game_is_kept_aside (KaiserSavedGame *self)
{
  g_return_val_if_fail (KAISER_IS_SAVED_GAME (self), FALSE);
  return self->kept_aside;
}

gboolean
kaiser_saved_game_is_finished (KaiserSavedGame *self)
{
  g_return_val_if_fail (KAISER_IS_SAVED_GAME (self), FALSE);
  describe (self);
  return self->finished;
}

static void
kaiser_saved_game_finalize (GObject *object)
{
  KaiserSavedGame *self = KAISER_SAVED_GAME (object);

  g_free (self->name);
  g_free (self->id);
  g_free (self->facts);
  g_free (self->record);
  g_free (self->summary);
  g_free (self->error);

  G_OBJECT_CLASS (kaiser_saved_game_parent_class)->finalize (object);
}

static void
kaiser_saved_game_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  KaiserSavedGame *self = KAISER_SAVED_GAME (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_SUMMARY:
      g_value_set_string (value, kaiser_saved_game_get_summary (self));
      break;
    case PROP_ERROR:
      g_value_set_string (value, kaiser_saved_game_get_error (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kaiser_saved_game_class_init (KaiserSavedGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = kaiser_saved_game_finalize;
  object_class->get_property = kaiser_saved_game_get_property;

  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUMMARY] = g_param_spec_string ("summary", NULL, NULL, NULL,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ERROR] = g_param_spec_string ("error", NULL, NULL, NULL,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
kaiser_saved_game_init (KaiserSavedGame *self)
{
}
