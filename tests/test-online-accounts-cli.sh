#!/usr/bin/env bash
# kaiser-cli online register, and a friend joining from an invitation,
# through a real prosody on 127.0.0.1 (build-aux/prosody-test.sh) that
# makes accounts: Bob's account made (a second time refused: taken; a
# short password refused), then Alice hosts and invites him; his
# program, given no room, waits for the invitation, joins its room, is
# seated and plays the game to the end, trusting the room's owner as
# the host; with no invitation it gives up and says so.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail

. "$(dirname "$0")/online-test-lib.sh" --registration --password-length 8 alice:alice-pw

echo "1..4"

# 1. Bob's account made; made again: taken, said so
KAISER_XMPP_PASSWORD=bob-password "$cli" online register --jid bob@localhost "${common[@]}" >"$tmp/reg.out"
grep -qx "registered bob@localhost" "$tmp/reg.out"
status=0
KAISER_XMPP_PASSWORD=other-password "$cli" online register --jid bob@localhost "${common[@]}" \
  >/dev/null 2>"$tmp/reg2.err" || status=$?
[ $status = 1 ]
grep -q "bob@localhost is taken" "$tmp/reg2.err"
echo "ok 1 /kaiser/online-accounts-cli/register"

# 2. a password the server finds too short: refused in its words
status=0
KAISER_XMPP_PASSWORD=short "$cli" online register --jid carol@localhost "${common[@]}" \
  >/dev/null 2>"$tmp/reg3.err" || status=$?
[ $status = 1 ]
grep -q "too short" "$tmp/reg3.err"
echo "ok 2 /kaiser/online-accounts-cli/short-password"

# 3. Alice invites Bob; Bob's program waits for it, joins from it, plays
KAISER_XMPP_PASSWORD=bob-password "$cli" online join --jid bob@localhost "${common[@]}" --name Bob \
  --from alice@localhost --timeout 120 --record "$tmp/bob.json" >"$tmp/bob.out" 2>"$tmp/bob.err" &
bobpid=$!
wait_line "$tmp/bob.out" waiting
KAISER_XMPP_PASSWORD=alice-pw "$cli" online host --jid alice@localhost "${common[@]}" --name Alice \
  --room invited@rooms.localhost --invite bob@localhost --open N --seed 31 --timeout 120 \
  --record "$tmp/alice.json" >"$tmp/alice.out" 2>"$tmp/alice.err"
wait $bobpid
grep -qx "invited invited@rooms.localhost alice@localhost" "$tmp/bob.out"
grep -qx "seated N" "$tmp/bob.out"
grep -qx "seated N Bob" "$tmp/alice.out"
cmp "$tmp/alice.json" "$tmp/bob.json"
echo "ok 3 /kaiser/online-accounts-cli/invited"

# 4. no invitation: given up, said so
status=0
KAISER_XMPP_PASSWORD=bob-password "$cli" online join --jid bob@localhost "${common[@]}" \
  --invitation-timeout 1 >/dev/null 2>"$tmp/none.err" || status=$?
[ $status = 1 ]
grep -q "no invitation after 1 s" "$tmp/none.err"
echo "ok 4 /kaiser/online-accounts-cli/no-invitation"
