/* kaiser-settings.c: the rules in GSettings.
 *
 * Copyright 2026 The Three-Spot developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "kaiser-settings"

#include "config.h"

#include <glib/gi18n.h>

#include "kaiser-settings.h"

GSettings *
kaiser_settings_get_rules_settings (GSettings *settings)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) children = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  /* g_settings_get_child() aborts on a schema without the child (an old
   * compiled schema): say so instead. */
  g_object_get (settings, "settings-schema", &schema, NULL);
  children = g_settings_schema_list_children (schema);
  if (!g_strv_contains ((const char * const *) children, "rules"))
    {
      g_warning ("Schema %s has no “rules” child: the rules options are not saved",
                 g_settings_schema_get_id (schema));
      return NULL;
    }
  return g_settings_get_child (settings, "rules");
}

/* The keys over the standard game, every option set; not validated. */
static gboolean
read_keys (GSettings *rules_settings, KaiserRules *rules, GError **error)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  const KaiserOption *options;
  KaiserRules r;
  guint n;

  g_object_get (rules_settings, "settings-schema", &schema, NULL);
  kaiser_rules_init_standard (&r);
  options = kaiser_rules_list_options (&n);
  for (guint i = 0; i < n; i++)
    {
      const KaiserOption *o = &options[i];
      g_autoptr(GVariant) value = NULL;

      if (!g_settings_schema_has_key (schema, o->name))
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID,
                       _("The settings have no key for the rules option “%s”"), o->name);
          return FALSE;
        }
      value = g_settings_get_value (rules_settings, o->name);
      if (!kaiser_rules_set_variant (&r, o->name, value, error))
        return FALSE;
    }
  /* the table: "seats", and "sides" empty for the usual sides */
  if (g_settings_schema_has_key (schema, "seats") && g_settings_schema_has_key (schema, "sides"))
    {
      g_autoptr(GVariant) sides = g_settings_get_value (rules_settings, "sides");
      gint n_seats = g_settings_get_int (rules_settings, "seats");
      gsize n_sides = 0;
      const guint8 *side = g_variant_get_fixed_array (sides, &n_sides, 1);

      if (!kaiser_rules_set_seats (&r, (guint) MAX (n_seats, 0), n_sides == (gsize) n_seats ? side : NULL, error))
        return FALSE;
    }
  *rules = r;
  return TRUE;
}

static const char *
match_rules (const KaiserRules *rules)
{
  const char *preset = kaiser_rules_match_preset (rules);

  return preset ? preset : "custom";
}

const char *
kaiser_settings_match_preset (GSettings *rules_settings)
{
  KaiserRules rules;

  g_return_val_if_fail (G_IS_SETTINGS (rules_settings), "custom");

  if (!read_keys (rules_settings, &rules, NULL))
    return "custom";
  return match_rules (&rules);
}

gboolean
kaiser_settings_peek_rules (GSettings *rules_settings, KaiserRules *rules)
{
  g_return_val_if_fail (G_IS_SETTINGS (rules_settings), FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);

  return read_keys (rules_settings, rules, NULL);
}

gboolean
kaiser_settings_read_rules (GSettings *rules_settings, KaiserRules *rules, GError **error)
{
  KaiserRules r;

  g_return_val_if_fail (G_IS_SETTINGS (rules_settings), FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);

  if (!read_keys (rules_settings, &r, error))
    return FALSE;
  g_strlcpy (r.id, match_rules (&r), sizeof r.id);
  if (!kaiser_rules_validate (&r, error))
    return FALSE;
  *rules = r;
  return TRUE;
}

void
kaiser_settings_write_rules (GSettings *rules_settings, const KaiserRules *rules)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) batch = NULL;
  g_autofree char *path = NULL;
  GSettingsBackend *backend = NULL;
  const KaiserOption *options;
  guint n;

  g_return_if_fail (G_IS_SETTINGS (rules_settings));
  g_return_if_fail (rules != NULL);

  /* A settings object of its own in delay-apply mode (the mode cannot be
   * left again), so every key changes in one write. */
  g_object_get (rules_settings, "settings-schema", &schema, "backend", &backend, "path", &path, NULL);
  batch = g_settings_new_full (schema, backend, path);
  g_clear_object (&backend);
  g_settings_delay (batch);

  options = kaiser_rules_list_options (&n);
  for (guint i = 0; i < n; i++)
    {
      const KaiserOption *o = &options[i];
      gint v = kaiser_rules_get (rules, o);
      g_autoptr(GVariant) old = NULL;
      GVariant *value;

      if (!g_settings_schema_has_key (schema, o->name))
        {
          g_warning ("The settings have no key for the rules option “%s”", o->name);
          continue;
        }
      if (o->type == KAISER_OPTION_BOOL)
        value = g_variant_new_boolean (v != 0);
      else if (o->type == KAISER_OPTION_INT)
        value = g_variant_new_int32 (v);
      else
        value = g_variant_new_string (o->values[CLAMP (v, o->min, o->max)]);
      g_variant_ref_sink (value);
      old = g_settings_get_value (batch, o->name);
      if (!g_variant_equal (old, value) && !g_settings_set_value (batch, o->name, value))
        g_warning ("The settings key “%s” refused the value of the rules", o->name);
      g_variant_unref (value);
    }
  if (g_settings_schema_has_key (schema, "seats") && g_settings_schema_has_key (schema, "sides"))
    {
      KaiserRules usual = *rules;

      kaiser_rules_set_seats (&usual, kaiser_rules_n_seats (rules), NULL, NULL);
      g_settings_set_int (batch, "seats", (gint) kaiser_rules_n_seats (rules));
      g_settings_set_value (batch, "sides",
                            kaiser_rules_equal (&usual, rules)
                              ? g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, NULL, 0, 1)
                              : g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, rules->side, kaiser_rules_n_seats (rules), 1));
    }
  g_settings_apply (batch);
}

gboolean
kaiser_settings_write_preset (GSettings *rules_settings, const char *preset, GError **error)
{
  KaiserRules rules;

  g_return_val_if_fail (G_IS_SETTINGS (rules_settings), FALSE);

  if (!kaiser_rules_init_preset (&rules, preset, error))
    return FALSE;
  kaiser_settings_write_rules (rules_settings, &rules);
  return TRUE;
}

gboolean
kaiser_settings_load_rules (GSettings *settings, KaiserRules *rules, GError **error)
{
  g_autoptr(GSettings) rules_settings = NULL;
  g_autofree char *preset = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);

  rules_settings = kaiser_settings_get_rules_settings (settings);
  if (rules_settings && kaiser_settings_read_rules (rules_settings, rules, &local_error))
    return TRUE;
  preset = g_settings_get_string (settings, "rules-preset");
  if (!kaiser_rules_init_preset (rules, preset, NULL))
    kaiser_rules_init_standard (rules);
  if (local_error)
    g_propagate_error (error, g_steal_pointer (&local_error));
  else
    g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID, _("The rules options are not in the settings"));
  return FALSE;
}

/* Keeping "rules-preset" and the keys in agreement */

typedef struct {
  GSettings *settings;   /* not owned: this is its data */
  GSettings *rules;
} Sync;

static void
sync_free (gpointer data)
{
  Sync *sync = data;

  g_signal_handlers_disconnect_by_data (sync->rules, sync);
  g_object_unref (sync->rules);
  g_free (sync);
}

static void
on_preset_changed (GSettings *settings, const char *key, Sync *sync)
{
  g_autofree char *preset = g_settings_get_string (settings, "rules-preset");

  if (kaiser_rules_preset_title (preset) != NULL &&
      !g_str_equal (kaiser_settings_match_preset (sync->rules), preset))
    kaiser_settings_write_preset (sync->rules, preset, NULL);
}

static void
on_rules_changed (GSettings *rules, const char *key, Sync *sync)
{
  g_autofree char *preset = g_settings_get_string (sync->settings, "rules-preset");
  const char *match = kaiser_settings_match_preset (rules);

  if (!g_str_equal (preset, match))
    g_settings_set_string (sync->settings, "rules-preset", match);
}

void
kaiser_settings_sync_preset (GSettings *settings)
{
  Sync *sync;
  GSettings *rules;

  g_return_if_fail (G_IS_SETTINGS (settings));

  if (g_object_get_data (G_OBJECT (settings), "kaiser-settings-sync") != NULL)
    return;
  rules = kaiser_settings_get_rules_settings (settings);
  if (rules == NULL)
    return;
  sync = g_new0 (Sync, 1);
  sync->settings = settings;
  sync->rules = rules;
  g_object_set_data_full (G_OBJECT (settings), "kaiser-settings-sync", sync, sync_free);
  g_signal_connect (settings, "changed::rules-preset", G_CALLBACK (on_preset_changed), sync);
  g_signal_connect (rules, "changed", G_CALLBACK (on_rules_changed), sync);
  on_preset_changed (settings, "rules-preset", sync);
  on_rules_changed (rules, NULL, sync);
}
