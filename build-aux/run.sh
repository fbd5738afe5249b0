#!/usr/bin/env bash
# Build Three-Spot in _build and run it uninstalled.
# Arguments are passed on to the application.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash build-aux/setup-deps.sh

if [ -f _build/meson-private/coredata.dat ]; then
  meson setup --reconfigure _build
else
  meson setup _build
fi
meson compile -C _build

GSETTINGS_SCHEMA_DIR="$PWD/_build/data" exec _build/src/app/three-spot "$@"
