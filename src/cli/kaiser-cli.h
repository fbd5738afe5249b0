/* kaiser-cli.h: the subcommands of kaiser-cli. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int kaiser_cli_main (int argc, char **argv);

int kaiser_cli_selfplay (int argc, char **argv);
int kaiser_cli_record (int argc, char **argv);

G_END_DECLS
