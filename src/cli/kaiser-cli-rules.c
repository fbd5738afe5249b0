/* kaiser-cli-rules.c: kaiser-cli rules list | show PRESET [--set OPTION=VALUE…] */
#define G_LOG_DOMAIN "kaiser-cli"

#include <stdio.h>
#include <string.h>

#include "kaiser-cli.h"
#include "kaiser-engine.h"

gboolean
kaiser_cli_rules_from_options (const char *preset, char **settings, KaiserRules *rules, GError **error)
{
  if (!kaiser_rules_init_preset (rules, preset ? preset : "standard", error))
    return FALSE;
  for (guint i = 0; settings && settings[i]; i++)
    {
      g_auto(GStrv) kv = g_strsplit (settings[i], "=", 2);

      if (kv[0] == NULL || kv[1] == NULL)
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID, "--set takes OPTION=VALUE, not “%s”", settings[i]);
          return FALSE;
        }
      if (!kaiser_rules_set (rules, kv[0], kv[1], error))
        return FALSE;
    }
  return kaiser_rules_validate (rules, error);
}

static int
rules_list (void)
{
  for (const char * const *p = kaiser_rules_list_presets (); *p; p++)
    printf ("%-19s %s\n", *p, kaiser_rules_preset_title (*p));
  return 0;
}

static int
rules_show (int argc, char **argv)
{
  g_auto(GStrv) settings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GOptionContext) context = NULL;
  GOptionEntry entries[] = {
    { "set", 0, 0, G_OPTION_ARG_STRING_ARRAY, &settings, "Change an option of the preset", "OPTION=VALUE" },
    { NULL }
  };
  const KaiserOption *options;
  KaiserRules rules;
  guint n;

  context = g_option_context_new ("PRESET — every option of a rule set");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc > 2)
    {
      fprintf (stderr, "kaiser-cli rules show: %s\n", error ? error->message : "one preset at most");
      return 2;
    }
  if (!kaiser_cli_rules_from_options (argc > 1 ? argv[1] : "standard", settings, &rules, &error))
    {
      fprintf (stderr, "kaiser-cli rules show: %s\n", error->message);
      return error->code == KAISER_ERROR_RULES_INVALID ? 1 : 2;
    }
  printf ("rules: %s\n", rules.id);
  options = kaiser_rules_list_options (&n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *value = kaiser_rules_get_string (&rules, &options[i]);
      g_autofree char *v = options[i].variant ? g_strdup_printf ("V%u", options[i].variant) : g_strdup ("");

      printf ("%-4s %-24s %-18s %s\n", v, options[i].name, value, options[i].summary);
    }
  {
    g_autofree char *table = kaiser_rules_describe_table (&rules);
    GString *sides = g_string_new (NULL);

    for (guint s = 0; s < kaiser_rules_n_seats (&rules); s++)
      g_string_append_printf (sides, "%s%u", s ? "," : "", kaiser_rules_seat_side (&rules, (KaiserSeat) s));
    printf ("%-4s %-24s %-18u %s\n", "", "seats", kaiser_rules_n_seats (&rules), table);
    printf ("%-4s %-24s %-18s %s\n", "", "sides", sides->str, "The side of each seat, round the table to the left");
    g_string_free (sides, TRUE);
  }
  if (kaiser_rules_preset_notes (rules.id))
    printf ("notes: %s\n", kaiser_rules_preset_notes (rules.id));
  return 0;
}

int
kaiser_cli_rules (int argc, char **argv)
{
  if (argc >= 2 && g_str_equal (argv[1], "list"))
    return rules_list ();
  if (argc >= 2 && g_str_equal (argv[1], "show"))
    return rules_show (argc - 1, argv + 1);
  fprintf (stderr, "Usage: kaiser-cli rules list\n       kaiser-cli rules show PRESET [--set OPTION=VALUE…]\n");
  return 2;
}
