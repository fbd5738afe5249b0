#!/usr/bin/env bash
# Time from launch to the first window, and peak memory, of Three-Spot
# and (if installed) gnome-chess, side by side under one Xvfb display:
#
#   xvfb-run -a -s "-screen 0 1280x900x24" build-aux/measure-startup.sh [RUNS]
#
# Runs the two programs alternately RUNS times (default 9) and prints the
# median and range of each figure. Each run starts fresh (a new settings
# keyfile: no saved game, a new deal), both windows at the same size
# (1100×800, Three-Spot's default), on a D-Bus session bus as on a
# desktop. Peak memory is the main process's VmHWM after three seconds
# (gnome-chess's chess-engine child, if any, not counted).
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
runs=${1:-9}
tool=_build/first-window
cc -O2 -o "$tool" build-aux/first-window.c $(pkg-config --cflags --libs x11)

if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ]; then
  exec dbus-run-session -- "$0" "$@"
fi

export GSETTINGS_BACKEND=keyfile
export GSETTINGS_SCHEMA_DIR=$PWD/_build/data
config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT

declare -A results
programs=(three-spot)
export PATH="$PATH:/usr/games"   # where Debian puts gnome-chess
command -v gnome-chess >/dev/null && programs+=(gnome-chess)

for ((r = 0; r < runs; r++)); do
  for p in "${programs[@]}"; do
    rm -rf "$config"/* && mkdir -p "$config/glib-2.0/settings"
    printf '[org/gnome/Chess]\nwidth=1100\nheight=800\n' > "$config/glib-2.0/settings/keyfile"
    case $p in
      three-spot) line=$(XDG_CONFIG_HOME=$config "$tool" -- ./_build/src/app/three-spot) ;;
      gnome-chess) line=$(XDG_CONFIG_HOME=$config "$tool" -- gnome-chess) ;;
    esac
    results[$p]+="$line"$'\n'
  done
done

stats() {   # figure name → "median (min–max)"
  sed -n "s/.*$1=\([0-9.]*\).*/\1/p" | sort -n | awk '{ v[NR] = $1 } END {
    m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2;
    printf "%s (%s–%s)", m, v[1], v[NR] }'
}

printf '%-12s %-28s %s\n' program "window mapped, ms" "peak memory, KiB"
for p in "${programs[@]}"; do
  printf '%-12s %-28s %s\n' "$p" \
    "$(stats map_ms <<<"${results[$p]}")" \
    "$(stats peak_kib <<<"${results[$p]}")"
done
echo "($runs runs each, alternating; $(nproc) cores)"
