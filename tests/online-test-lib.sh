# Sourced by the online shell tests: a real prosody of the test's own on
# 127.0.0.1 (build-aux/prosody-test.sh) started with "$@" (options and
# accounts), stopped when the test ends; then
#   $cli      kaiser-cli
#   $tmp      the test's folder (the server's is $tmp/server)
#   common    the options reaching the server (--server, --cafile)
#   wait_line FILE LINE: waits until FILE holds LINE, 30 s at most
# Without prosody the test is skipped (TAP), except under CI, where it
# fails.
#
# SPDX-License-Identifier: GPL-3.0-or-later

cli=${KAISER_CLI:?}
server=${KAISER_PROSODY_TEST:?}
if ! command -v prosody >/dev/null; then
  if [ -n "${CI:-}" ]; then
    echo "prosody is not installed" >&2
    exit 1
  fi
  echo "1..0 # SKIP prosody is not installed (build-aux/setup-deps.sh installs it)"
  exit 0
fi

tmp=$(mktemp -d)
# prosody runs as its own user when started by root: it must reach its folder
chmod 755 "$tmp"
trap 'bash "$server" stop "$tmp/server"; kill $(jobs -p) 2>/dev/null || true; rm -rf "$tmp"' EXIT
port=$(KAISER_PROSODY_OWNER=$$ bash "$server" start "$tmp/server" "$@")
port=${port#port=}
common=(--server "127.0.0.1:$port" --cafile "$tmp/server/certs/localhost.crt")
export KAISER_FAST=1

wait_line () {
  for _ in $(seq 300); do
    if grep -qx "$2" "$1" 2>/dev/null; then
      return 0
    fi
    sleep 0.1
  done
  echo "no “$2” in $1:" >&2
  cat "$1" >&2
  return 1
}
