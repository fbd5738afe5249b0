#!/bin/sh
# test-old-records.sh: records written by kaiser-cli before the engine
# counted its seats from the rules value (main at 477943c, issue 25) still
# verify, and self-play with the same rule set and seed writes them again
# byte for byte: the four-handed record format has not changed.
# Each fixture is tests/data/records-0/PRESET-seedS.json, written by
#   kaiser-cli selfplay --games 1 --seed S --rules PRESET --out DIR
set -u
cli=${KAISER_CLI:?KAISER_CLI must name the kaiser-cli binary}
data=${1:?usage: test-old-records.sh DATADIR}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
n=0
fail() { echo "not ok $n - $1"; exit 1; }
ok() { n=$((n + 1)); echo "ok $n - $1"; }
set -- "$data"/records-0/*.json
echo "1..$(($# * 2))"

for f in "$@"; do
  "$cli" record verify "$f" > "$dir/out" 2>&1 || fail "verify $(basename "$f"): $(cat "$dir/out")"
  ok "an old record verifies: $(basename "$f")"
done

for f in "$@"; do
  name=$(basename "$f" .json)
  preset=${name%-seed*}
  seed=${name##*-seed}
  rm -rf "$dir/new"
  "$cli" selfplay --games 1 --seed "$seed" --rules "$preset" --out "$dir/new" > /dev/null || fail "selfplay $preset"
  cmp "$f" "$dir/new/game-000001.json" > "$dir/out" 2>&1 || fail "$name written again differs: $(cat "$dir/out")"
  ok "self-play writes the old record again, byte for byte: $name"
done
