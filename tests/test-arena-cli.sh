#!/bin/sh
# test-arena-cli.sh: kaiser-cli arena ends --json with one line of JSON
# holding the documented keys, writes records that verify, reports a bad
# bot on stderr, ends what a bot started with it; kaiser-cli bench ai
# prints the percentiles; kaiser-cli bot plays as the same level plays
# inside the arena.
# $1: the test bot (tests/kaiser-test-bot.c).
set -u
cli=${KAISER_CLI:?KAISER_CLI must name the kaiser-cli binary}
bot=${1:?the test bot}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
n=0
fail() { echo "not ok $((n + 1)) - $1"; exit 1; }
ok() { n=$((n + 1)); echo "ok $n - $1"; }
echo "1..14"

"$cli" arena --deals 40 --seed 3 --ns random --ew random --duplicate --json > "$dir/out" 2> "$dir/err" || fail "arena: $(cat "$dir/err")"
tail -n 1 "$dir/out" > "$dir/last"
grep -q '^{.*}$' "$dir/last" || fail "the last line is not a JSON object: $(cat "$dir/last")"
for key in deals mean_diff ci95 ns_games ew_games illegal latency_ms p50 p95 max; do
  grep -q "\"$key\":" "$dir/last" || fail "no \"$key\" in $(cat "$dir/last")"
done
grep -q '"deals":40,' "$dir/last" || fail "deals: $(cat "$dir/last")"
grep -q '"illegal":0,' "$dir/last" || fail "illegal: $(cat "$dir/last")"
grep -q '"latency_ms":{"random":{' "$dir/last" || fail "latency by level: $(cat "$dir/last")"
[ -s "$dir/err" ] && fail "stderr: $(cat "$dir/err")"
ok "arena --json ends with the result as JSON"

grep -q "^deals: 40 .*mean diff" "$dir/out" || fail "summary: $(cat "$dir/out")"
grep -q "^games: 2 " "$dir/out" || fail "games: $(cat "$dir/out")"
ok "arena prints a summary"

"$cli" arena --deals 3 --seed 4 --ns standard --ew random --duplicate --games 2 --records "$dir/rec" > /dev/null || fail "arena --records"
[ "$(ls "$dir/rec" | wc -l)" -eq 8 ] || fail "records: $(ls "$dir/rec")"
[ -f "$dir/rec/deal-000003-swapped.json" ] || fail "no swapped deal: $(ls "$dir/rec")"
"$cli" record verify "$dir"/rec/*.json > "$dir/out" || fail "verify: $(cat "$dir/out")"
ok "arena --records writes records that verify"

"$cli" arena --deals 2 --seed 3 --ns "cmd:$bot --junk" --ew random --games 0 --json > "$dir/out" 2> "$dir/err" || fail "arena with a junk bot"
grep -q "deal 1 (seed [0-9]*), .* (cmd:.*--junk) answered junk “this is not an action”" "$dir/err" || fail "stderr: $(head -3 "$dir/err")"
tail -n 1 "$dir/out" | grep -q '"illegal":[1-9]' || fail "illegal: $(tail -n 1 "$dir/out")"
"$cli" arena --deals 2 --seed 3 --ns "cmd:$bot" --ew "cmd:$bot" --duplicate --json > "$dir/out" 2> "$dir/err" || fail "arena with good bots"
tail -n 1 "$dir/out" | grep -q '"illegal":0,' || fail "good bots: $(tail -n 1 "$dir/out") $(cat "$dir/err")"
ok "arena runs bots and reports a bad one on stderr"

# Issue 23: an answer of "/* /" and 80,000 "[" crashed the arena inside
# json-glib (exit 139); it is junk, and the arena goes on.
"$cli" arena --deals 1 --seed 3 --ns "cmd:$bot --bomb" --ew random --games 0 --json > "$dir/out" 2> "$dir/err" ||
  fail "arena with a bomb bot: exit $? $(head -c 300 "$dir/err")"
grep -q "(cmd:.*--bomb) answered junk “/\* /\[\[\[.*: not JSON (line 1, column 1: a comment or a slash: JSON has neither)" "$dir/err" ||
  fail "bomb: $(head -c 300 "$dir/err")"
tail -n 1 "$dir/out" | grep -q '"illegal":[1-9]' || fail "bomb illegal: $(tail -n 1 "$dir/out")"
ok "arena: a bot answering a nesting bomb behind a comment is junk, not a crash"

# Issue 15, hole 6: a 3 MiB answer is one junk answer, not three; 1 MiB
# of a bot's stderr is cut after 64 KiB (per bot process).
"$cli" arena --deals 1 --games 0 --seed 3 --ns "cmd:$bot --long-line 3 --stderr 1048576" --ew random --json \
  > "$dir/out" 2> "$dir/err" || fail "arena with a long-line bot: $(tail -c 300 "$dir/err")"
tail -n 1 "$dir/out" | grep -q '"illegal":2,' || fail "long line: $(tail -n 1 "$dir/out")"
[ "$(grep -c "answered junk: a line of more than 1048576 bytes" "$dir/err")" -eq 2 ] || fail "junk lines: $(grep -v '^e*$' "$dir/err")"
[ "$(grep -c "… bot stderr cut after 65536 bytes" "$dir/err")" -eq 2 ] || fail "stderr not cut: $(grep -v '^e*$' "$dir/err" | head -5)"
[ "$(wc -c < "$dir/err")" -lt 140000 ] || fail "stderr: $(wc -c < "$dir/err") bytes"
ok "arena: an over-long answer is one junk answer; a bot's stderr is cut after 64 KiB"

"$cli" bench ai --level random --decisions 200 > "$dir/out" || fail "bench ai"
grep -q "p95" "$dir/out" || fail "no p95: $(cat "$dir/out")"
grep -q "decisions: 200" "$dir/out" || fail "decisions: $(cat "$dir/out")"
for kind in bid play other all; do grep -q "^$kind " "$dir/out" || fail "no $kind: $(cat "$dir/out")"; done
ok "bench ai prints the percentiles by kind"

"$cli" bench ai --level expert:samples=4,plays=dd --decisions 30 > "$dir/out" || fail "bench ai with options"
grep -q "level: expert:samples=4,plays=dd " "$dir/out" || fail "options: $(head -n 1 "$dir/out")"
"$cli" bench ai --level expert:samples=maybe > /dev/null 2>&1; [ $? -eq 2 ] || fail "bench ai with a bad option accepted"
ok "bench ai times a level with options"

"$cli" arena --deals 2 --ns random > /dev/null 2>&1; [ $? -eq 2 ] || fail "arena without --ew accepted"
"$cli" arena --ns grandmaster --ew random > /dev/null 2>&1; [ $? -eq 2 ] || fail "unknown level accepted"
"$cli" arena --deals 1 --ns random --ew random --bot-startup -1 > /dev/null 2>&1; [ $? -eq 2 ] || fail "--bot-startup -1 accepted"
"$cli" arena --help | grep -q -- "--bot-startup=MS" || fail "no --bot-startup in the help"
"$cli" bench ai --level grandmaster > /dev/null 2>&1; [ $? -eq 2 ] || fail "bench ai with an unknown level accepted"
"$cli" arena --deals 1 --ns "cmd:/nonexistent/bot" --ew random > /dev/null 2> "$dir/err"; [ $? -eq 1 ] || fail "a bot that cannot start"
grep -q "/nonexistent/bot" "$dir/err" || fail "start error: $(cat "$dir/err")"
ok "bad use exits 2, a bot that cannot start 1"

# Issue 23: a bot (a shell) that starts two sleeps and exits was reported
# as "did not answer within …" (the sleeps kept its output open), and the
# sleeps outlived the arena.  Now it "exited", and its process group ends
# with it: no sleep is left running (a zombie is dead, waiting for init).
forker="cmd:sh -c 'read hello; sleep 1000 & echo \$! >> $dir/pids; sleep 1000 & echo \$! >> $dir/pids; exit 0'"
timeout 60 "$cli" arena --deals 1 --games 0 --seed 3 --ns "$forker" --ew random > "$dir/out" 2> "$dir/err" \
  || fail "arena with a forking bot: exit $?: $(cat "$dir/err")"
grep -q "died .* (it exited with status 0)" "$dir/err" || fail "forking bot: $(cat "$dir/err")"
grep -q "did not answer" "$dir/err" && fail "an exited bot said silent: $(cat "$dir/err")"
[ "$(wc -l < "$dir/pids")" -eq 4 ] || fail "pids: $(cat "$dir/pids")"
for pid in $(cat "$dir/pids"); do
  state=$(cut -d' ' -f3 "/proc/$pid/stat" 2>/dev/null)
  if [ -n "$state" ] && [ "$state" != Z ]; then
    kill -9 "$pid"
    fail "process $pid, started by the bot, outlived the arena"
  fi
done
ok "arena: a bot that forks and exits is said to have exited; what it started ends with it"
# kaiser-cli bot: the Standard player behind the bot protocol makes the
# same decisions as the Standard player inside the arena, seat for seat
# (the hello's seed, the observation read back byte for byte): the same
# records, hands and full games, under rules with a kitty and passing too.
for rules in standard saskatchewan-34 joffre; do
  "$cli" arena --deals 4 --seed 9 --rules $rules --ns standard --ew standard --duplicate --games 2 \
    --records "$dir/in-$rules" --json > "$dir/in.out" 2> "$dir/err" || fail "arena standard: $(cat "$dir/err")"
  "$cli" arena --deals 4 --seed 9 --rules $rules --ns standard --ew "cmd:$cli bot --level standard" --duplicate --games 2 \
    --records "$dir/bot-$rules" --json > "$dir/bot.out" 2> "$dir/err" || fail "arena with kaiser-cli bot: $(cat "$dir/err")"
  [ -s "$dir/err" ] && fail "$rules: stderr: $(head -5 "$dir/err")"
  tail -n 1 "$dir/bot.out" | grep -q '"illegal":0,' || fail "$rules: illegal: $(tail -n 1 "$dir/bot.out")"
  [ "$(ls "$dir/bot-$rules" | wc -l)" -eq 10 ] || fail "$rules: records: $(ls "$dir/bot-$rules")"
  diff -r "$dir/in-$rules" "$dir/bot-$rules" > "$dir/diff" || fail "$rules: the bot played otherwise: $(head -20 "$dir/diff")"
  in=$(tail -n 1 "$dir/in.out" | sed 's/.*"mean_diff":\([^,]*\),.*/\1/')
  out=$(tail -n 1 "$dir/bot.out" | sed 's/.*"mean_diff":\([^,]*\),.*/\1/')
  [ "$in" = "$out" ] || fail "$rules: mean_diff $in inside the arena, $out as a bot"
done
# The Random player's choices come from its random stream: the hello's
# seed makes them the arena's own, a fixed --seed does not.
"$cli" arena --deals 4 --seed 9 --ns standard --ew random --duplicate --games 0 --records "$dir/in-random" > /dev/null \
  || fail "arena random"
"$cli" arena --deals 4 --seed 9 --ns standard --ew "cmd:$cli bot --level random" --duplicate --games 0 \
  --records "$dir/bot-random" > /dev/null || fail "arena with kaiser-cli bot --level random"
diff -r "$dir/in-random" "$dir/bot-random" > "$dir/diff" || fail "random: the bot played otherwise: $(head -20 "$dir/diff")"
"$cli" arena --deals 4 --seed 9 --ns standard --ew "cmd:$cli bot --level random --seed 1" --duplicate --games 0 \
  --records "$dir/seed-random" > /dev/null || fail "arena with kaiser-cli bot --level random --seed 1"
diff -r -q "$dir/in-random" "$dir/seed-random" > /dev/null && fail "random: --seed 1 played as the hello's seed"
ok "kaiser-cli bot --level standard and random play as they do in the arena"

# --common-seeds: each bot is started again before each play of a deal,
# from the deal's and seat's seed, so a bot playing random against the
# arena's own random player plays every duplicate pair alike.
"$cli" arena --deals 12 --seed 4 --ns random --ew "cmd:$cli bot --level random" --duplicate --games 0 --common-seeds \
  > "$dir/out" || fail "arena --common-seeds"
grep -q "common seeds" "$dir/out" && grep -q "per pair: +0.000 ± 0.000 .*sd 0.000)" "$dir/out" ||
  fail "common seeds, a bot: $(cat "$dir/out")"
"$cli" arena --deals 12 --seed 4 --ns random --ew "cmd:$cli bot --level random" --duplicate --games 0 > "$dir/out" ||
  fail "arena without common seeds"
if grep -q "sd 0.000)" "$dir/out"; then fail "without common seeds, a bot played every pair alike: $(cat "$dir/out")"; fi
ok "arena --common-seeds: a bot started again with the same seed as the other side's player at its seat"

# Three players alone (000_5ed066fa22fca3eb.txt, "Three Players"): no
# duplicate in the usual sense; each deal is played by the ew player alone,
# then with the ns player at each seat (4 hands a deal), games go round the
# seats; the records verify; a bot speaking the protocol at three seats
# plays as the same level does inside the arena.
"$cli" arena --deals 2 --seed 5 --rules three-players --ns standard --ew random --games 3 --common-seeds \
  --records "$dir/three" --json > "$dir/out" 2> "$dir/err" || fail "arena three-players: $(cat "$dir/err")"
[ -s "$dir/err" ] && fail "three-players: stderr: $(head -5 "$dir/err")"
tail -n 1 "$dir/out" > "$dir/last"
grep -q '"rotation":true,' "$dir/last" && grep -q '"deals":2,"hands":8,' "$dir/last" && grep -q '"games":3,' "$dir/last" &&
  grep -q '"illegal":0,' "$dir/last" || fail "three-players: $(cat "$dir/last")"
grep -q "mean diff (ns − ew in the same seat) per deal" "$dir/out" || fail "three-players summary: $(cat "$dir/out")"
[ "$(ls "$dir/three" | wc -l)" -eq 11 ] || fail "three-players records: $(ls "$dir/three")"
[ -f "$dir/three/deal-000002-seat-E.json" ] && [ -f "$dir/three/deal-000001-alone.json" ] || fail "names: $(ls "$dir/three")"
"$cli" record verify "$dir"/three/*.json > "$dir/verify" || fail "three-players verify: $(cat "$dir/verify")"
"$cli" arena --deals 2 --seed 5 --rules three-players --ns standard --ew "cmd:$cli bot --level standard" --games 0 \
  --records "$dir/three-bot" --json > "$dir/out" 2> "$dir/err" || fail "three-players bot: $(cat "$dir/err")"
tail -n 1 "$dir/out" | grep -q '"illegal":0,' || fail "three-players bot: $(tail -n 1 "$dir/out") $(head -3 "$dir/err")"
"$cli" arena --deals 2 --seed 5 --rules three-players --ns standard --ew standard --games 0 \
  --records "$dir/three-in" > /dev/null || fail "three-players standard"
diff -r "$dir/three-in" "$dir/three-bot" > "$dir/diff" || fail "three-players: the bot played otherwise: $(head -20 "$dir/diff")"
ok "arena at three players: a rotation of the seats; records verify; a bot plays at three seats"

"$cli" bot > /dev/null 2>&1; [ $? -eq 2 ] || fail "bot without --level accepted"
"$cli" bot --level grandmaster > /dev/null 2>&1; [ $? -eq 2 ] || fail "bot with an unknown level accepted"
"$cli" bot --level "cmd:$bot" > /dev/null 2>&1; [ $? -eq 2 ] || fail "bot with a cmd: player accepted"
printf '%s\n' '{"type":"hello","protocol":1,"seat":"N","seed":"5"}' 'not json' '{"type":"decide","seat":"N"}' '{"type":"bye"}' \
  | "$cli" bot --level standard > "$dir/out" 2> "$dir/err" || fail "bot on bad requests exited $?"
[ "$(cat "$dir/out")" = "{}" ] || fail "answer to a bad decide: $(cat "$dir/out")"
grep -q "not JSON" "$dir/err" || fail "no message for a line that is not JSON: $(cat "$dir/err")"
grep -q "cannot decide: .*observation" "$dir/err" || fail "no message for a bad decide: $(cat "$dir/err")"
ok "kaiser-cli bot: bad use exits 2; a bad request is answered {} with the reason on stderr"
