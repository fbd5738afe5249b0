/* kaiser-cli.h: the subcommands of kaiser-cli. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int kaiser_cli_main (int argc, char **argv);

int kaiser_cli_selfplay (int argc, char **argv);
int kaiser_cli_record (int argc, char **argv);
int kaiser_cli_rules (int argc, char **argv);
int kaiser_cli_bench (int argc, char **argv);
int kaiser_cli_arena (int argc, char **argv);
int kaiser_cli_bot (int argc, char **argv);
int kaiser_cli_dd_table (int argc, char **argv);
int kaiser_cli_review (int argc, char **argv);
int kaiser_cli_online (int argc, char **argv);
int kaiser_cli_online_bench (int argc, char **argv);

#include "kaiser-rules.h"

/* --rules PRESET and --set OPTION=VALUE…, validated. */
gboolean kaiser_cli_rules_from_options (const char *preset, char **settings, KaiserRules *rules, GError **error);

G_END_DECLS
