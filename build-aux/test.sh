#!/usr/bin/env bash
# Build Three-Spot in _build with -Werror and run the whole test suite;
# the UI tests need a display, so everything runs under xvfb-run.
# Arguments are passed on to `meson test` (e.g. --suite engine).
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash build-aux/setup-deps.sh

if [ -f _build/meson-private/coredata.dat ]; then
  meson setup --reconfigure --werror _build
else
  meson setup --werror _build
fi
meson compile -C _build

xvfb-run -a -s "-screen 0 1280x900x24" \
  meson test -C _build --print-errorlogs "$@"
