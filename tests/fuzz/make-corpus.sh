#!/bin/sh
# make-corpus.sh KAISER-CLI: write the seed corpus of tests/fuzz again.
# Records: one deal of each preset played by kaiser-cli arena (a one-hand
# record is ~3 KB, a whole game 15-60 KB), written compact; the saved
# games wrap the same records; bot lines: one answer of each action type;
# theme.ini: the shipped themes'; nesting bombs behind the prefixes
# json-glib skips.  Crash inputs found by fuzzing are added by hand under
# a name saying what they broke (docs/fuzzing.md).
set -eu
cli=${1:?kaiser-cli}
here=$(cd "$(dirname "$0")" && pwd)
corpus=$here/corpus
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$corpus/fuzz-record" "$corpus/fuzz-saved-game" "$corpus/fuzz-bot-line" "$corpus/fuzz-theme-ini"

compact() { python3 -c 'import json,sys; print(json.dumps(json.load(open(sys.argv[1])), ensure_ascii=False, separators=(",", ":")))' "$1"; }

for preset in $("$cli" rules list | cut -d' ' -f1); do
  "$cli" arena --deals 1 --games 0 --seed 7 --ns random --ew standard --rules "$preset" --records "$tmp/$preset" > /dev/null
  compact "$tmp/$preset/deal-000001.json" > "$corpus/fuzz-record/deal-$preset.json"
  { printf 'Three-Spot saved game 1\nName: Game of %s\nSaved: 1767225600\n\n' "$preset"; cat "$corpus/fuzz-record/deal-$preset.json"; } > "$corpus/fuzz-saved-game/deal-$preset.txt"
done
# a name of 300 characters with overrides, an isolate left open, one closed
# that was not opened and a tab (issue 23)
{ printf 'live.json\342\200\256gpj.exe \342\201\251closed \342\201\247open\t%0300d\n1767225600\n' 0
  cat "$corpus/fuzz-record/deal-standard.json"; } > "$corpus/fuzz-saved-game/name-bidi-long.txt"
# a misdeal and a bid out (tests/data), cut after the hand that has one
python3 - "$here/../data" "$corpus/fuzz-record" <<'PY'
import json, sys
for name, last in (("standard-misdeal", 10), ("standard-bid-out", 5)):
    record = json.load(open(f"{sys.argv[1]}/{name}.json"))
    record["hands"] = record["hands"][:last]
    record["scores"] = record["hands"][-1]["result"]["scores"]
    record["winner"] = None
    with open(f"{sys.argv[2]}/{name}-{last}.json", "w") as out:
        out.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
PY
# a nesting bomb, small: the replay test makes the 76,000-deep ones
printf '%s' "$(head -c 40 /dev/zero | tr '\0' '[')" > "$corpus/fuzz-record/nested-40.json"

# Nesting bombs behind each prefix json-glib's scanner skips, or a check
# imitating it might (issue 23: behind "/* /", which json-glib ends as a
# comment where the old check did not, 80,000 "[" crashed every reader):
# 100,000 "[" (100 KB) as a record, a saved game and a bot line; 10,000 for
# fuzz-json, whose gate does not recurse.  NAME PREFIX (printf's escapes).
mkdir -p "$corpus/fuzz-json"
while read -r name prefix; do
  for target in fuzz-record fuzz-saved-game fuzz-bot-line fuzz-json; do
    case $target in
      fuzz-record) lead='' ext=.json n=100000 ;;
      fuzz-saved-game) lead='Bomb\n0\n' ext=.txt n=100000 ;;
      fuzz-bot-line) lead='\001' ext='' n=100000 ;;
      fuzz-json) lead='' ext=.json n=10000 ;;
    esac
    # shellcheck disable=SC2059 # the prefixes are printf formats
    { printf "$lead$prefix"; head -c "$n" /dev/zero | tr '\0' '['; } > "$corpus/$target/bomb-$name$ext"
  done
done <<'BOMBS'
bare
comment-open /*
comment-space-slash /*\040/
comment-slash /*/
line-comment //
slash /
single-quote '
unended-string "\\"
white-space \040\t\r\n
byte-order-mark \357\273\277
BOMBS

# fuzz-json: a record, bot answers, and JSON's corners (escapes, numbers)
cp "$corpus/fuzz-record/deal-standard.json" "$corpus/fuzz-json/record.json"
printf '%s' '{"type":"bid","bid":"7nt","note":"[[[[\"]]"}' > "$corpus/fuzz-json/bot-line.json"
printf '%s' '[1,-0.5e+10,0,-0,1E-2,9223372036854775807,true,false,null,{},[],{"":""}]' > "$corpus/fuzz-json/values.json"
printf '%s' '["\" \\ \/ \b \f \n \r \t \u00e9 \uD834\uDD1E","é € 𝄞"]' > "$corpus/fuzz-json/strings.json"

i=0
for line in '{"type":"play","card":"QH"}' '{"type":"bid","bid":"7nt"}' '{"type":"bid","bid":"pass"}' \
            '{"type":"trump","suit":"hearts"}' '{"type":"misdeal","call":true}' '{"type":"pass_card","card":"AS"}' \
            '{"type":"low","low":false}' '{"type":"discard","card":"8C"}' "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[" \
            '{"type":"play","card":"5H","note":"[[[[\"]]"}'; do
  i=$((i + 1))
  # the first byte picks the preset (and the seat)
  printf '%s%s' "$(printf "\\$(printf %o $((i % 6)))")" "$line" > "$corpus/fuzz-bot-line/line-$i"
done
for ini in "$here"/../../data/themes/*/theme.ini; do
  cp "$ini" "$corpus/fuzz-theme-ini/$(basename "$(dirname "$ini")").ini"
done
