#!/usr/bin/env bash
# Whole games over XMPP through a real prosody on 127.0.0.1
# (build-aux/prosody-test.sh): kaiser-cli online host with a friend's
# kaiser-cli online join and two computer seats, to the end; every
# record verifies and all agree.  Then a friend who drops dead mid-hand:
# the seat waits its grace time, a computer plays it, the friend comes
# back to the same seat, and the game ends the same for both.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail

. "$(dirname "$0")/online-test-lib.sh" alice:alice-pw bob:bob-pw

host () {
  KAISER_XMPP_PASSWORD=alice-pw "$cli" online host --jid alice@localhost "${common[@]}" --name Alice \
    --invite bob@localhost --open N --timeout 120 "$@"
}

join () {
  KAISER_XMPP_PASSWORD=bob-pw "$cli" online join --jid bob@localhost "${common[@]}" --host Alice --name Bob \
    --timeout 120 "$@"
}

echo "1..3"

# 1. a whole game: the host (South, a computer player in its seat),
# Bob (North, from his own program) and two computer seats
host --room game1@rooms.localhost --seed 26 --record "$tmp/host1.json" >"$tmp/host1.out" 2>"$tmp/host1.err" &
hostpid=$!
wait_line "$tmp/host1.out" ready
join --room game1@rooms.localhost --record "$tmp/bob1.json" >"$tmp/bob1.out" 2>"$tmp/bob1.err"
wait $hostpid
grep -qx "seated N Bob" "$tmp/host1.out"
grep -qx "seated N" "$tmp/bob1.out"
"$cli" record verify "$tmp/host1.json" "$tmp/bob1.json" >/dev/null
cmp "$tmp/host1.json" "$tmp/bob1.json"
grep -q "0 messages refused" "$tmp/host1.err"
echo "ok 1 /kaiser/online-game/whole-game"

# 2. Bob's program stops dead after 12 views (mid-hand, no goodbye): after
# the grace time a computer plays North; Bob comes back and sits at North
# again; the game ends, and Bob's record is the host's
# (the host at 25 ms a move: the game outlasts Bob's coming back, loaded machine or not)
(unset KAISER_FAST; host --room game2@rooms.localhost --seed 27 --grace-ms 1500 --pause-ms 25 --record "$tmp/host2.json" \
  >"$tmp/host2.out" 2>"$tmp/host2.err") &
hostpid=$!
wait_line "$tmp/host2.out" ready
status=0
join --room game2@rooms.localhost --drop-after 12 >"$tmp/bob2a.out" 2>"$tmp/bob2a.err" || status=$?
[ "$status" = 3 ]
grep -qx dropped "$tmp/bob2a.out"
wait_line "$tmp/host2.out" "dropped N"
wait_line "$tmp/host2.out" "computer N"
join --room game2@rooms.localhost --record "$tmp/bob2.json" >"$tmp/bob2.out" 2>"$tmp/bob2.err"
wait $hostpid
[ "$(grep -c "seated N Bob" "$tmp/host2.out")" = 2 ]
# in that order: seated, gone, a computer's, seated again
[ "$(grep -E "^(seated N Bob|dropped N|computer N)$" "$tmp/host2.out" | tr '\n' ,)" = "seated N Bob,dropped N,computer N,seated N Bob," ]
grep -qx "seated N" "$tmp/bob2.out"
"$cli" record verify "$tmp/host2.json" >/dev/null
cmp "$tmp/host2.json" "$tmp/bob2.json"
echo "ok 2 /kaiser/online-game/drop-and-return"

# 3. the host stops dead mid-hand (kill -9) with Bob at the table; the
# table is opened again from the game it kept after every move, Bob
# comes back, and the game ends: nothing lost, the same position on
# (the game kept is the start of the game ended, move for move)
(unset KAISER_FAST; host --room game3@rooms.localhost --seed 28 --pause-ms 25 --save "$tmp/kept3.json" \
  >"$tmp/host3a.out" 2>"$tmp/host3a.err") &
hostpid=$!
wait_line "$tmp/host3a.out" ready
join --room game3@rooms.localhost >"$tmp/bob3a.out" 2>"$tmp/bob3a.err" &
joinpid=$!
wait_line "$tmp/host3a.out" "seated N Bob"
sleep 2
pkill -KILL -f "kaiser-cli online host .*game3@" || true
wait $hostpid || true
kill $joinpid 2>/dev/null || true
wait $joinpid || true
cp "$tmp/kept3.json" "$tmp/kept3-at-crash.json"
sleep 1
host --room game3@rooms.localhost --resume "$tmp/kept3.json" --record "$tmp/host3.json" >"$tmp/host3.out" 2>"$tmp/host3.err" &
hostpid=$!
wait_line "$tmp/host3.out" ready
join --room game3@rooms.localhost --record "$tmp/bob3.json" >"$tmp/bob3.out" 2>"$tmp/bob3.err"
wait $hostpid
"$cli" record verify "$tmp/host3.json" >/dev/null
cmp "$tmp/host3.json" "$tmp/bob3.json"
python3 - "$tmp/kept3-at-crash.json" "$tmp/host3.json" <<'PY'
import json, sys
kept, ended = (json.load(open(p)) for p in sys.argv[1:])
assert kept["complete"] is False and ended["complete"] is True, "the game kept is unfinished, the one ended is over"
assert kept["seed"] == ended["seed"] and kept["rules"] == ended["rules"]
hands = kept["hands"]
assert len(hands) >= 1 and len(ended["hands"]) >= len(hands)
assert len(hands) > 1 or len(hands[0]["bids"]) > 0, "the host stopped before any move"
for i, hand in enumerate(hands[:-1]):
    assert hand == ended["hands"][i], "hand %d changed" % (i + 1)
last, same = hands[-1], ended["hands"][len(hands) - 1]
assert last["deal"] == same["deal"], "the hand under way was dealt again"
assert same["bids"][:len(last["bids"])] == last["bids"], "the calls made changed"
for i, trick in enumerate(last.get("tricks", [])):
    if isinstance(trick, dict) and len(trick.get("cards", [])) == len(same["tricks"][i].get("cards", [])):
        assert trick == same["tricks"][i], "a trick played changed"
PY
echo "ok 3 /kaiser/online-game/host-returns"
