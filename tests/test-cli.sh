#!/bin/sh
# test-cli.sh: kaiser-cli selfplay writes records that record verify
# accepts; a damaged record is refused, naming where; record calls counts
# the calls against the Standard rule and record dd the declarer's
# double-dummy edge; record plays lists the play model's features and
# record reading what reading the play tells; dd-table prints the
# double-dummy result of each contract; bench review times a hand's
# review; review prints one, the same each time; bad use exits 2.
set -u
cli=${KAISER_CLI:?KAISER_CLI must name the kaiser-cli binary}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
n=0
fail() { echo "not ok $n - $1"; exit 1; }
ok() { n=$((n + 1)); echo "ok $n - $1"; }
echo "1..18"

"$cli" selfplay --games 30 --seed 5 --out "$dir/a" > "$dir/out" || fail "selfplay"
grep -q "^games: 30 " "$dir/out" || fail "selfplay summary: $(cat "$dir/out")"
[ "$(ls "$dir/a" | wc -l)" -eq 30 ] || fail "selfplay wrote $(ls "$dir/a" | wc -l) records"
ok "selfplay writes one record per game"

"$cli" record verify "$dir"/a/*.json > "$dir/out" || fail "verify: $(cat "$dir/out")"
grep -q "^30 record(s) verified" "$dir/out" || fail "verify summary"
ok "record verify accepts selfplay records"

"$cli" selfplay --games 30 --seed 5 --out "$dir/b" > /dev/null || fail "selfplay again"
for f in "$dir"/a/*.json; do cmp -s "$f" "$dir/b/$(basename "$f")" || fail "same seed, different record: $f"; done
ok "the same seed gives the same games"

# Make North hold a card nobody dealt him: change a trick's first card.
awk 'done == 0 && prev ~ /"cards" : \[/ { sub(/"[0-9AKQJ]+[CDHS]"/, "\"XX\""); done = 1 } { print; prev = $0 }' \
  "$dir/a/game-000002.json" > "$dir/bad.json"
cmp -s "$dir/bad.json" "$dir/a/game-000002.json" && fail "the corruption did not change the file"
if "$cli" record verify "$dir/a/game-000001.json" "$dir/bad.json" > "$dir/out" 2> "$dir/err"; then fail "a damaged record verified"; fi
grep -q "bad.json: hand 1, trick 1, card 1 (.*): “XX” is not a card" "$dir/err" || fail "error does not name the place: $(cat "$dir/err")"
ok "record verify names the first disagreement"

head -c 500 "$dir/a/game-000003.json" > "$dir/short.json"
"$cli" record verify "$dir/short.json" 2> "$dir/err" && fail "a truncated record verified"
grep -q "not valid JSON" "$dir/err" || fail "truncated: $(cat "$dir/err")"
ok "a truncated record is refused"

# Issue 15, hole 2: 76,000 "[" crashed record verify inside json-glib.
head -c 76000 /dev/zero | tr '\0' '[' > "$dir/bomb.json"
"$cli" record verify "$dir/bomb.json" > /dev/null 2> "$dir/err"; rc=$?
[ $rc -eq 1 ] || fail "the nesting bomb: exit $rc $(cat "$dir/err")"
grep -q "bomb.json: .*nested more than 32 deep" "$dir/err" || fail "bomb: $(cat "$dir/err")"
ok "record verify refuses a record nested 76,000 deep, saying so"

# Issue 23: behind "/* /", which json-glib ends as a comment where the old
# check did not, 80,000 "[" crashed every reader of records again (exit
# 139); "//" too, had the check been fixed for that one only.  Each
# command refuses them, naming the comment.
{ printf '/* /'; head -c 80000 /dev/zero | tr '\0' '['; } > "$dir/comment-bomb.json"
{ printf '//'; head -c 80000 /dev/zero | tr '\0' '['; } > "$dir/slashes-bomb.json"
for bomb in comment-bomb slashes-bomb; do
  for cmd in "record verify" "record calls" "record dd" "record partner" "record plays" "record reading" "dd-table --record" "review --hand 1 --record"; do
    # shellcheck disable=SC2086 # the command's words
    $cli $cmd "$dir/$bomb.json" > /dev/null 2> "$dir/err"; rc=$?
    [ $rc -eq 1 ] || fail "$cmd $bomb: exit $rc $(cat "$dir/err")"
    grep -q "$bomb.json: The record is not valid JSON: line 1, column 1: a comment or a slash: JSON has neither" "$dir/err" ||
      fail "$cmd $bomb: $(cat "$dir/err")"
  done
done
ok "record verify, calls, dd, partner, plays, reading, dd-table and review refuse a nesting bomb behind a comment, saying so"

"$cli" selfplay --games 4 --seed 3 --players standard --out "$dir/std" > /dev/null || fail "selfplay standard"
"$cli" record calls "$dir"/std/*.json > "$dir/out" || fail "calls: $(cat "$dir/out")"
grep -q "^the rule's own call: \([0-9][0-9]*\) of \1\$" "$dir/out" || fail "Standard players off their own rule: $(tail -1 "$dir/out")"
"$cli" selfplay --games 4 --seed 3 --players beginner --out "$dir/beg" > /dev/null || fail "selfplay beginner"
"$cli" record calls "$dir"/beg/*.json > "$dir/out" || fail "calls beginner"
agree=$(sed -n "s/^the rule's own call: \([0-9]*\) of \([0-9]*\)\$/\1 \2/p" "$dir/out")
[ -n "$agree" ] && [ "${agree% *}" -lt "${agree#* }" ] || fail "Beginner's calls counted as the rule's: $agree"
if "$cli" record calls "$dir/std/game-000001.json" "$dir/bad.json" > /dev/null 2> "$dir/err"; then fail "calls read a damaged record"; fi
grep -q "bad.json: hand 1, trick 1" "$dir/err" || fail "calls error: $(cat "$dir/err")"
ok "record calls: Standard players call by their rule, Beginners do not; a damaged record is named"

"$cli" record dd "$dir"/std/*.json > "$dir/out" || fail "dd: $(cat "$dir/out")"
grep -q "^trumps  *hands  *[1-9][0-9]*  double-dummy" "$dir/out" || fail "dd counted no hand at trumps: $(cat "$dir/out")"
if "$cli" record dd "$dir/bad.json" > /dev/null 2> "$dir/err"; then fail "dd read a damaged record"; fi
grep -q "bad.json: hand 1, trick 1" "$dir/err" || fail "dd error: $(cat "$dir/err")"
ok "record dd: the declaring side's double-dummy points against what it took; a damaged record is named"

# Issue 27: partner play counted from records.  Players at random give
# the +5 away and take the −3 far more often than Standard players.
partner_faults () {
  sed -n 's/^\(NS\|EW\)  hands \([0-9]*\)  +5 given up \([0-9]*\)  −3 taken \([0-9]*\) .* overtaken \([0-9]*\)$/\3 \4/p' "$1" |
    awk '{ n += $1 + $2 } END { print n + 0 }'
}
"$cli" record partner "$dir"/std/*.json > "$dir/out" || fail "partner: $(cat "$dir/out")"
[ "$(grep -c '^\(NS\|EW\)  hands [1-9][0-9]*  +5 given up' "$dir/out")" -eq 2 ] || fail "partner: $(cat "$dir/out")"
std_faults=$(partner_faults "$dir/out")
"$cli" selfplay --games 4 --seed 3 --players random --out "$dir/rnd" > /dev/null || fail "selfplay random"
"$cli" record partner "$dir"/rnd/*.json > "$dir/out" || fail "partner random: $(cat "$dir/out")"
rnd_faults=$(partner_faults "$dir/out")
[ "$rnd_faults" -gt "$std_faults" ] || fail "random players' partner faults $rnd_faults, Standard's $std_faults"
if "$cli" record partner "$dir/bad.json" > /dev/null 2> "$dir/err"; then fail "partner read a damaged record"; fi
grep -q "bad.json: hand 1, trick 1" "$dir/err" || fail "partner error: $(cat "$dir/err")"
ok "record partner: each side's +5 given up, −3 taken and overtakes; random players more than Standard ones"

# Issue 27: the play model's features of every card a seat chose among
# two or more, one line each, exactly one played in each decision; and
# what reading the play tells, the Standard players' own card telling
# more than chance.
"$cli" record plays "$dir"/std/*.json > "$dir/out" || fail "plays: $(cat "$dir/out")"
head -1 "$dir/out" | grep -q "^decision	played	wins	overtakes	" || fail "plays header: $(head -1 "$dir/out")"
awk -F '\t' 'NR > 1 { if (NF != 18) bad = 1; played[$1] += $2; n[$1]++ }
  END { for (d in n) { if (played[d] != 1 || n[d] < 2) bad = 1; k++ } if (bad || k < 50) exit 1 }' "$dir/out" ||
  fail "plays: a decision without exactly one card played, or too few decisions"
if "$cli" record plays "$dir/bad.json" > /dev/null 2> "$dir/err"; then fail "plays read a damaged record"; fi
grep -q "bad.json: hand 1, trick 1" "$dir/err" || fail "plays error: $(cat "$dir/err")"
"$cli" record reading "$dir"/std/game-000001.json > "$dir/out" || fail "reading: $(cat "$dir/out")"
rank=$(sed -n "s/^the Standard player's card  *the deal dealt likelier than \(0\.[0-9]*\) .*/\1/p" "$dir/out")
[ -n "$rank" ] && awk -v r="$rank" 'BEGIN { exit !(r > 0.55) }' || fail "reading: $(cat "$dir/out")"
grep -q "^the play model  *the deal dealt likelier than 0\.[0-9]* of the deals drawn  effective share 0\.[0-9]*\$" "$dir/out" || fail "reading: $(cat "$dir/out")"
ok "record plays lists the play model's features, one card played in each decision; record reading: the Standard card reads Standard players"

printf 'dealer: W\nN: AS KS QS JS 10S 9S 8S 3S\nE: AH KH QH JH AD KD QD JD\nS: 10H 9H 8H 5H 10D 9D 8D 7D\nW: AC KC QC JC 10C 9C 8C 7C\n' > "$dir/spades.deal"
"$cli" dd-table --deal "$dir/spades.deal" --declarer N --bid 7 > "$dir/out" || fail "dd-table: $(cat "$dir/out")"
grep -q "^spades  *+10  *10  *0  *8  *0  made  *+10  *+0\$" "$dir/out" || fail "dd-table spades: $(cat "$dir/out")"
grep -q "^no-trump  *+10  *10  *0  *8  *0  made  *+20  *+0\$" "$dir/out" || fail "dd-table no-trump: $(cat "$dir/out")"
"$cli" dd-table --record "$dir/std/game-000001.json" --hand 1 > "$dir/out" || fail "dd-table record: $(cat "$dir/out")"
grep -q "^played " "$dir/out" && grep -q "^the declaring side took" "$dir/out" || fail "dd-table record: $(cat "$dir/out")"
"$cli" dd-table --bench 2 --rules saskatchewan-34 > "$dir/out" || fail "dd-table bench: $(cat "$dir/out")"
grep -q "^rules saskatchewan-34: 2 deals, 6 contracts each, full table ms: median" "$dir/out" || fail "dd-table bench: $(cat "$dir/out")"
if "$cli" dd-table --record "$dir/std/game-000001.json" --hand 99 > /dev/null 2> "$dir/err"; then fail "dd-table read hand 99"; fi
grep -q "game-000001.json: The game has [0-9]* hands, not 99" "$dir/err" || fail "dd-table error: $(cat "$dir/err")"
ok "dd-table: every trick at spades and no-trump for all the spades, doubled at no-trump; a record's hand against its play"

"$cli" bench review --hands 2 --level standard > "$dir/out" || fail "bench review: $(cat "$dir/out")"
grep -q "^review: 2 hands, seed 1, rules standard, others at standard, [0-9]* deals a decision; South's steps [1-9][0-9]*, all steps [1-9][0-9]*\$" "$dir/out" || fail "bench review: $(cat "$dir/out")"
for what in "first South step" "all South steps" "all steps"; do
  grep -q "^$what ms: *median *[0-9.]*  min *[0-9.]*  max *[0-9.]*\$" "$dir/out" || fail "bench review, $what: $(cat "$dir/out")"
done
ok "bench review: the time to South's first step, to all of South's and to all the steps"

"$cli" review --seed 5 --hand 2 > "$dir/out" || fail "review: $(cat "$dir/out")"
grep -q "^hand 2: South judged against the Expert" "$dir/out" || fail "review heading: $(cat "$dir/out")"
grep -q "^   1  [NESW]  " "$dir/out" || fail "review's first step: $(cat "$dir/out")"
grep -q "^ *[0-9]*  S  .*  [0-9]*\.[0-9]\( *mistake\)\?\$" "$dir/out" || fail "review: no loss of South's: $(cat "$dir/out")"
grep -q "^South: [1-9][0-9]* decisions, [0-9]*\.[0-9] points lost, [0-9]* mistakes\$" "$dir/out" || fail "review summary: $(cat "$dir/out")"
"$cli" review --seed 5 --hand 2 > "$dir/again" || fail "review again"
cmp -s "$dir/out" "$dir/again" || fail "the same review twice differs"
"$cli" review --record "$dir/std/game-000001.json" --hand 1 --seat W > "$dir/out" || fail "review record: $(cat "$dir/out")"
grep -q "^West: " "$dir/out" || fail "review record: $(cat "$dir/out")"
if "$cli" review --record "$dir/std/game-000001.json" --hand 99 > /dev/null 2> "$dir/err"; then fail "review read hand 99"; fi
grep -q "The game has [0-9]* hands, not 99" "$dir/err" || fail "review error: $(cat "$dir/err")"
ok "review: each step of a hand, South's losses and the summary, the same twice; a record's hand"

"$cli" dd-table > /dev/null 2>&1; [ $? -eq 2 ] || fail "dd-table without a deal accepted"
"$cli" review > /dev/null 2>&1; [ $? -eq 2 ] || fail "review without a game accepted"
"$cli" selfplay --games 0 > /dev/null 2>&1; [ $? -eq 2 ] || fail "--games 0 accepted"
"$cli" frobnicate > /dev/null 2>&1; [ $? -eq 2 ] || fail "unknown command accepted"
"$cli" record verify > /dev/null 2>&1; [ $? -eq 2 ] || fail "verify without files accepted"
"$cli" record calls > /dev/null 2>&1; [ $? -eq 2 ] || fail "calls without files accepted"
"$cli" record dd > /dev/null 2>&1; [ $? -eq 2 ] || fail "dd without files accepted"
ok "bad use exits 2"

# Issue 25: three seats of the standard pack cannot be dealt; refused
# naming the options.
"$cli" selfplay --set seats=3 --out "$dir/three" > /dev/null 2> "$dir/err"; [ $? -eq 2 ] || fail "three seats accepted"
grep -q "dealt to 3 players (pack, kitty, seats)" "$dir/err" || fail "three seats: $(cat "$dir/err")"
[ ! -e "$dir/three" ] || fail "three seats wrote records"
"$cli" selfplay --set seats=4 --games 1 --seed 25 --out "$dir/four" > /dev/null || fail "four seats refused"
cmp -s "$dir/four/game-000001.json" "$(dirname "$0")/data/records-0/standard-seed25.json" || fail "seats=4 is not the standard game"
ok "selfplay refuses three seats of the standard pack naming the options; seats=4 is the standard game"

# Issue 25: every level plays the three-player game (000_5ed066fa22fca3eb.txt,
# "Three Players") to the end; the records verify; dd-table, review and
# record dd read it; a seat not at the table is refused.
for level in random beginner standard expert; do
  games=10; [ $level = expert ] && games=1
  "$cli" selfplay --rules three-players --players $level --games $games --seed 7 --out "$dir/three-$level" > "$dir/out" \
    || fail "three-players $level: $(cat "$dir/out")"
  grep -q "^games: $games .*wins by side: [0-9]* [0-9]* [0-9]* " "$dir/out" || fail "three-players summary: $(cat "$dir/out")"
done
"$cli" record verify "$dir"/three-*/*.json > "$dir/out" || fail "three-players verify: $(cat "$dir/out")"
grep -q "^31 record(s) verified" "$dir/out" || fail "three-players verify: $(tail -1 "$dir/out")"
"$cli" record verify "$dir/three-expert/game-000001.json" | grep -q "ok, .* hand(s), scores -*[0-9]* -*[0-9]* -*[0-9]*, won by side" ||
  fail "three-players verify line"
"$cli" dd-table --rules three-players --seed 3 > "$dir/out" || fail "dd-table three-players"
grep -q "^no-trump " "$dir/out" && grep -q "D-oth" "$dir/out" || fail "dd-table three-players: $(cat "$dir/out")"
"$cli" dd-table --rules three-players --seed 3 --declarer W > /dev/null 2> "$dir/err"; [ $? -eq 2 ] || fail "dd-table declarer W"
"$cli" review --rules three-players --seed 3 --seat E > "$dir/out" || fail "review three-players"
"$cli" review --rules three-players --seed 3 --seat W > /dev/null 2> "$dir/err"; [ $? -eq 2 ] || fail "review seat W"
grep -q "not a seat of the table" "$dir/err" || fail "review seat W: $(cat "$dir/err")"
"$cli" record dd "$dir"/three-standard/*.json > "$dir/out" || fail "record dd three-players"
ok "three players: every level plays to the end, records verify, dd-table and review refuse a seat not at the table"

"$cli" --help | grep -q selfplay || fail "help"
ok "help lists the commands"
