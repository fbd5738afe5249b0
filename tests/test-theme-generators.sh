#!/bin/sh
# test-theme-generators.sh: each shipped card theme, and the example theme
# of docs/card-themes.md, is what its generator in build-aux/ writes.  The
# files are committed so that building never needs Python; this keeps them
# in step with the scripts (a colour changed in a script and not
# regenerated, or a file edited by hand, fails).
# $1: python3, $2: the source tree.  Skipped (77) without python3.
set -u
python=${1:-}
src=${2:?the source tree}
if [ -z "$python" ] || ! "$python" -c 'import sys' 2> /dev/null; then
  echo "1..0 # SKIP no python3"
  exit 77
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
n=0
status=0
# gen SCRIPT OUTPUT [--four-colour]: the script's output, written into the temporary folder
gen() {
  "$python" "$src/build-aux/$1" ${3:-} "$dir/$2" > "$dir/log" 2>&1 || { echo "Bail out! $1 failed: $(cat "$dir/log")"; exit 1; }
}
# same WRITTEN COMMITTED SCRIPT
same() {
  n=$((n + 1))
  if cmp -s "$dir/$1" "$src/$2"; then
    echo "ok $n - $2 is what $3 writes"
  else
    echo "not ok $n - $2 is not what $3 writes: run it and commit the result"
    status=1
  fi
}
echo "1..9"
gen gen-theme-standard.py standard.svg
same standard.svg data/themes/standard/cards.svg gen-theme-standard.py
gen gen-theme-standard.py four-colour.svg --four-colour
same four-colour.svg data/themes/four-colour/cards.svg "gen-theme-standard.py --four-colour"
gen gen-theme-large-print.py large-print.svg
same large-print.svg data/themes/large-print/cards.svg gen-theme-large-print.py
gen gen-theme-quebec.py quebec.svg
same quebec.svg data/themes/quebec/cards.svg gen-theme-quebec.py
# the Joffre generator writes a folder: cards.svg and theme.ini
mkdir "$dir/joffre"
gen gen-theme-joffre.py joffre
same joffre/cards.svg data/themes/joffre/cards.svg gen-theme-joffre.py
same joffre/theme.ini data/themes/joffre/theme.ini gen-theme-joffre.py
# so does the Lost Heir generator
mkdir "$dir/lost-heir"
gen gen-theme-lost-heir.py lost-heir
same lost-heir/cards.svg data/themes/lost-heir/cards.svg gen-theme-lost-heir.py
same lost-heir/theme.ini data/themes/lost-heir/theme.ini gen-theme-lost-heir.py
gen gen-theme-example.py example.svg
same example.svg docs/example-theme/cards.svg gen-theme-example.py
exit $status
