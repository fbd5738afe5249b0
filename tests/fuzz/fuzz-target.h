/* fuzz-target.h: what each tests/fuzz target defines, for libFuzzer
 * (-fsanitize=fuzzer) and for fuzz-replay.c, the plain main() that runs a
 * corpus through it in every build. */
#pragma once

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

/* A broken promise of the code under test: say which, and abort, so that
 * libFuzzer keeps the input and the replay test fails. */
static inline G_GNUC_NORETURN void
fuzz_fail (const char *what, const char *detail, const char *more)
{
  fprintf (stderr, "fuzz: %s\n%s\n%s\n", what, detail ? detail : "", more ? more : "");
  abort ();
}
