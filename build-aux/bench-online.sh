#!/usr/bin/env bash
# bench-online.sh: kaiser-cli online bench through a real prosody on
# 127.0.0.1 (build-aux/prosody-test.sh): a whole game of computer players,
# the host and three friends each on its own connection; latency from the
# host's move to each friend's view, messages a hand, the game's time
# against the same game without the server.
#
#   build-aux/bench-online.sh [-b BUILD] [kaiser-cli online bench OPTIONS…]
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail

build=_build
if [ "${1:-}" = -b ]; then
  build=$2
  shift 2
fi
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dir=$(mktemp -d)
trap 'bash "$here/build-aux/prosody-test.sh" stop "$dir"; rm -rf "$dir"' EXIT
port=$(bash "$here/build-aux/prosody-test.sh" start "$dir" host:bench-pw f1:bench-pw f2:bench-pw f3:bench-pw)
port=${port#port=}
KAISER_XMPP_PASSWORD=bench-pw "$build/src/cli/kaiser-cli" online bench --server "127.0.0.1:$port" \
  --cafile "$dir/certs/localhost.crt" --room bench@rooms.localhost \
  --jid host@localhost --jid f1@localhost --jid f2@localhost --jid f3@localhost "$@"
