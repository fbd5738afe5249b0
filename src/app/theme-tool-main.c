/* theme-tool-main.c: kaiser-theme, the card theme tool (kaiser-theme-tool.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "kaiser-theme-tool.h"

int
main (int argc, char **argv)
{
  return kaiser_theme_tool_run (argc, argv);
}
