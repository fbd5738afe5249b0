/* main.c: kaiser-cli */
#include "kaiser-cli.h"

int
main (int argc, char **argv)
{
  return kaiser_cli_main (argc, argv);
}
