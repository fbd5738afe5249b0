#!/bin/sh
# bench-expert.sh: the Expert of this tree against the frozen Expert of
# issue 27, duplicate, at nice 19 (or $NICE).
#
#   build-aux/bench-expert.sh [-b BUILD] [-k DIR] [-p PLAYER] [ARENA OPTIONS…]
#
# The frozen commit is built (-Dapp=false, the project's default build
# type) in a temporary folder, or in DIR with -k (kept, and reused while
# it holds a build of FROZEN), and plays East–West in the first play of
# each deal as a bot: cmd:…/kaiser-cli bot --level expert.  This tree's
# kaiser-cli (BUILD, default _build, compiled first) plays PLAYER
# (default expert) as the ns player.  ARENA OPTIONS go to kaiser-cli
# arena after the defaults --deals 100 --seed 1 --games 0, so --deals N,
# --seed S, --rules R, --json … override them.  A positive mean is the
# new player ahead.  For example, keeping the frozen build:
#
#   build-aux/bench-expert.sh -k _build-frozen --deals 300 --seed 7 --rules joffre
set -eu

FROZEN=16c16d4b95f54eb9e26495c9ff75db9a5356c7bd

top=$(cd "$(dirname "$0")/.." && pwd)
nice=${NICE:-19}
build=$top/_build
keep=
player=expert
while [ $# -gt 0 ]; do
  case $1 in
    -b) build=$2; shift 2 ;;
    -k) keep=$2; shift 2 ;;
    -p) player=$2; shift 2 ;;
    -h|--help) awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; exit 0 ;;
    *) break ;;
  esac
done

if [ -n "$keep" ]; then
  frozen=$keep
  mkdir -p "$frozen"
else
  frozen=$(mktemp -d "${TMPDIR:-/tmp}/bench-expert-XXXXXX")
  trap 'rm -rf "$frozen"' EXIT
fi
cli_frozen=$frozen/_build/src/cli/kaiser-cli

if [ ! -x "$cli_frozen" ] || [ "$(cat "$frozen/.frozen-commit" 2>/dev/null)" != "$FROZEN" ]; then
  # Only a folder this script made (it holds .frozen-commit) is emptied.
  if [ -n "$(ls -A "$frozen")" ] && [ ! -f "$frozen/.frozen-commit" ]; then
    echo "bench-expert: $frozen is not empty and holds no frozen build: give a new or empty folder" >&2
    exit 2
  fi
  echo "bench-expert: building the frozen Expert ($FROZEN) in $frozen" >&2
  find "$frozen" -mindepth 1 -delete
  echo incomplete > "$frozen/.frozen-commit"
  git -C "$top" archive "$FROZEN" | tar -x -C "$frozen"
  nice -n 19 meson setup "$frozen/_build" "$frozen" -Dapp=false > "$frozen/setup.log" 2>&1 ||
    { cat "$frozen/setup.log" >&2; exit 1; }
  nice -n 19 meson compile -C "$frozen/_build" src/cli/kaiser-cli:executable > "$frozen/compile.log" 2>&1 ||
    { tail -n 30 "$frozen/compile.log" >&2; exit 1; }
  echo "$FROZEN" > "$frozen/.frozen-commit"
fi

nice -n 19 meson compile -C "$build" src/cli/kaiser-cli:executable > /dev/null ||
  { echo "bench-expert: cannot compile kaiser-cli in $build" >&2; exit 1; }

echo "bench-expert: $player (this tree, $(git -C "$top" describe --always --dirty)) against the frozen expert ($FROZEN)" >&2
nice -n "$nice" "$build/src/cli/kaiser-cli" arena --duplicate --deals 100 --seed 1 --games 0 "$@" \
  --ns "$player" --ew "cmd:$cli_frozen bot --level expert"
