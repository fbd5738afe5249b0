/* kaiser-theme-tool.h: kaiser-theme, the card theme artist's tool.
 *
 *   kaiser-theme check DIR               is the theme in DIR usable, and what it holds
 *   kaiser-theme bench [--runs N] [ID…]  parse and whole-deck render times of themes
 *
 * Exit status: 0 usable (check) or measured (bench), 1 a theme refused,
 * 2 a usage error.  The program's main() is theme-tool-main.c.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int kaiser_theme_tool_run (int argc, char **argv);

G_END_DECLS
