/* kaiser-settings.h: the rules in GSettings.
 *
 * Copyright 2026 The Three-Spot developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every option of the rules (kaiser_rules_list_options) is one key of the
 * child schema "rules" (io.github.threespot.ThreeSpot.rules): b for an
 * on/off option, i for a number, s for a choice, named as the option.
 * The application's "rules-preset" key names the preset the rules keys
 * match, or "custom".  Plain functions over GIO; no widgets.
 */
#pragma once

#include <gio/gio.h>

#include "kaiser-engine.h"

G_BEGIN_DECLS

/* The rules child of the application's settings.  (transfer full) */
GSettings  *kaiser_settings_get_rules_settings (GSettings *settings);

/* The rules of the keys.  FALSE and the validator's error (naming the two
 * options in brackets) when the options contradict each other; @rules is
 * then left as it was.  rules->id is the preset they match, or "custom". */
gboolean    kaiser_settings_read_rules (GSettings *rules_settings, KaiserRules *rules, GError **error);
/* The keys as they are, even when they contradict each other (what the
 * Preferences show); FALSE only if a key cannot be read. */
gboolean    kaiser_settings_peek_rules (GSettings *rules_settings, KaiserRules *rules);

/* Every key at once (delay-apply): watchers never see half a rule set. */
void        kaiser_settings_write_rules (GSettings *rules_settings, const KaiserRules *rules);
gboolean    kaiser_settings_write_preset (GSettings *rules_settings, const char *preset, GError **error);

/* The preset ("standard" …) the keys match, or "custom". */
const char *kaiser_settings_match_preset (GSettings *rules_settings);

/* The rules a new game is played under, from the application's settings:
 * those of the keys; when they contradict each other, FALSE with the
 * validator's error and, in @rules, the preset "rules-preset" names (or
 * standard), so a game can always begin. */
gboolean    kaiser_settings_load_rules (GSettings *settings, KaiserRules *rules, GError **error);

/* Keeps "rules-preset" and the rules keys in agreement while @settings
 * lives: a preset written into "rules-preset" (gsettings set, an older
 * version's choice) is written into the rules keys, and a change of the
 * rules keys sets "rules-preset" to the preset they match or "custom".
 * Agrees them at once, "rules-preset" first.  Once per object is enough;
 * calling it again does nothing. */
void        kaiser_settings_sync_preset (GSettings *settings);

G_END_DECLS
