#!/bin/sh
# test-theme-tool.sh: kaiser-theme check accepts the Joffre theme and
# reports its pack maps and names; reports the packs a theme lacking a
# card does not draw, refuses one drawing none, naming the card; accepts
# the example theme of docs/card-themes.md without warnings; warns
# (without refusing) of a misshapen element, a nested card, an outside
# reference, a map key that is no card, untranslated names;
# bench prints a row of numbers per theme; bad use exits 2; a FIFO, a
# device, a folder or a file over the limit is refused at once, unread
# (issue 23: the tool hung on a FIFO and read /dev/zero for gigabytes);
# a theme whose cards take longer than the limit to draw is refused;
# sheet draws the cards asked for into a PNG, at a scale, and as seen
# with a colour-vision deficiency.
# $1: the kaiser-theme program, $2: the source tree.
set -u
tool=${1:?the kaiser-theme program}
src=${2:?the source tree}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# only the shipped themes, none of the user's
export XDG_DATA_HOME="$dir/data"
n=0
fail() { echo "not ok $((n + 1)) - $1"; exit 1; }
ok() { n=$((n + 1)); echo "ok $n - $1"; }
has() { grep -q -e "$1" "$dir/out" || fail "$2: no “$1” in: $(cat "$dir/out")"; }
echo "1..9"

"$tool" check "$src/data/themes/joffre" > "$dir/out" 2>&1 || fail "check joffre exited $?: $(cat "$dir/out")"
has '^OK: the theme “Joffre” (joffre) is usable' "joffre"
has '^  standard  *32 cards, 32 drawn through \[Pack standard\] (32 as another element), 32 named' "joffre"
has '^  34-card  *34 cards, 34 drawn through \[Pack 34-card\]' "joffre"
has '^  joffre  *32 cards, 32 drawn through \[Pack joffre\]' "joffre"
has '^  cards: 34 elements named in \[Names\], translated into: fr, uk' "joffre"
has '^  suits: C England, D Russia, H France, S Germany in \[Suits\], translated into: fr, uk' "joffre"
has '^preview: 7C, 4D, 0H (+5), 0S (−3)' "joffre"
has '^card: 240 × 336 .*aspect 0.7143' "joffre"
has '^time: parse [0-9.]* ms; the whole deck (35 elements with the back) [0-9.]* ms at 120 px' "joffre"
ok "check: the Joffre theme is usable; its pack maps, names and preview are reported"

cp -r "$src/data/themes/standard" "$dir/broken"
sed 's/<g id="QD" /<g id="QD-gone" /' "$src/data/themes/standard/cards.svg" > "$dir/broken/cards.svg"
cmp -s "$dir/broken/cards.svg" "$src/data/themes/standard/cards.svg" && fail "the queen of diamonds was not taken out"
"$tool" check "$dir/broken" > "$dir/out" 2>&1 || fail "a theme without QD: exit $?, not 0: $(cat "$dir/out")"
has '^  standard  *32 cards, not drawn' "broken"
has '^  34-card  *34 cards, not drawn' "broken"
has '^  les-rois  *32 cards, each drawn as its own id' "broken"
# the three-player pack has no seven: without 7C and AC no pack is whole
sed 's/<g id="7C" /<g id="7C-gone" /; s/<g id="AC" /<g id="AC-gone" /' "$src/data/themes/standard/cards.svg" > "$dir/broken/cards.svg"
"$tool" check "$dir/broken" > "$dir/out" 2>&1; rc=$?
[ $rc -eq 1 ] || fail "a theme without 7C and AC: exit $rc, not 1: $(cat "$dir/out")"
grep -Eq '^REFUSED: .*draws none of the game’s packs: it has no card “(7C|AC)”' "$dir/out" || fail "broken: $(cat "$dir/out")"
ok "check: a theme lacking QD draws the packs without it only; lacking 7C and AC, one or the other in every pack, it is refused, naming the card"

"$tool" check "$src/docs/example-theme" > "$dir/out" 2>&1 || fail "check example exited $?: $(cat "$dir/out")"
has '^OK: ' "example"
# a busy machine may make it slower than the goal; any other warning is the theme's
grep '^warning:' "$dir/out" | grep -v 'over the goal' > "$dir/warnings"
[ -s "$dir/warnings" ] && fail "the example theme has warnings: $(cat "$dir/warnings")"
ok "check: the example theme of docs/card-themes.md is usable, without warnings"

# the example theme made sloppy: still usable, but every slip is named
cp -r "$src/docs/example-theme" "$dir/sloppy"
sed -e 's|<g id="AS" \([^>]*\)>|<g id="AS" \1><rect x="0" y="0" width="300" height="10"/>|' \
    -e 's|<g id="KH" \([^>]*\)>|<g><g id="KH" \1>|' -e 's|\(<g id="QH" \)|</g>\1|' \
    -e 's|<svg xmlns="http://www.w3.org/2000/svg"|& xmlns:xlink="http://www.w3.org/1999/xlink"|' \
    -e 's|</defs>|<image xlink:href="file:///tmp/art.png" width="1" height="1"/></defs>|' \
    "$src/docs/example-theme/cards.svg" > "$dir/sloppy/cards.svg"
grep -v '^Name\[uk\]' "$src/docs/example-theme/theme.ini" > "$dir/sloppy/theme.ini"
printf '[Names]\nAS=the Big One\nAS[fr]=le Gros\n[Pack standard]\nZZ=AS\n[Pack 52-card]\nAS=AS\n' >> "$dir/sloppy/theme.ini"
"$tool" check "$dir/sloppy" > "$dir/out" 2>&1 || fail "a sloppy but usable theme exited $?: $(cat "$dir/out")"
has '^OK: ' "sloppy"
has "^warning: elements whose drawn size is not the card's aspect .*: AS (300 × 336)" "sloppy"
has '^warning: cards that are not top-level elements .*: KH$' "sloppy"
has '^warning: references outside the file .*file:///tmp/art.png' "sloppy"
has '^warning: cards.svg holds <image>' "sloppy"
has '^warning: \[Pack standard\] maps ids that are no card of the pack “standard”: ZZ' "sloppy"
has '^warning: \[Pack 52-card\] is the map of no pack' "sloppy"
has '^warning: 1 of the 1 names in \[Names\] have no Ukrainian translation' "sloppy"
has '^warning: theme.ini has no Name\[uk\]' "sloppy"
ok "check: warnings name the misshapen, the nested, the outside reference, the stray map keys, the missing translations"

"$tool" bench --runs 1 standard > "$dir/out" 2>&1 || fail "bench exited $?: $(cat "$dir/out")"
has '^standard  *61  *[0-9][0-9.]* ([0-9.]*–[0-9.]*)  *[0-9][0-9.]* ([0-9.]*–[0-9.]*)  *[0-9][0-9.]* ([0-9.]*–[0-9.]*)  *[0-9][0-9.]* ms \(ok\|OVER\)' "bench"
has '^theme  *elements  *parse  *deck 120 px  *deck 240 px  *parse + deck 120 px$' "bench"
[ "$(grep -c '^[a-z0-9-]*  *[0-9]' "$dir/out")" -eq 1 ] || fail "bench standard: not one row of numbers: $(cat "$dir/out")"
ok "bench --runs 1 standard: one row of times for the Standard theme"

"$tool" check > /dev/null 2>&1; [ $? -eq 2 ] || fail "check without a folder: not exit 2"
"$tool" check a b > /dev/null 2>&1; [ $? -eq 2 ] || fail "check with two folders: not exit 2"
"$tool" > /dev/null 2>&1; [ $? -eq 2 ] || fail "no command: not exit 2"
"$tool" frobnicate > /dev/null 2>&1; [ $? -eq 2 ] || fail "unknown command: not exit 2"
"$tool" bench --runs 0 standard > /dev/null 2>&1; [ $? -eq 2 ] || fail "--runs 0: not exit 2"
"$tool" bench no-such-theme > /dev/null 2>&1; [ $? -eq 2 ] || fail "an unknown theme: not exit 2"
ok "bad use exits 2"

# Files that are no theme's: each refused at once (a hang is killed by
# timeout, exit 124), with a message naming the file and what it is.
# Reading /dev/zero or a 200 MB file would take seconds and gigabytes.
refused() { # $1: the theme folder, $2: what the message says
  timeout 10 "$tool" check "$dir/$1" > "$dir/out" 2>&1; rc=$?
  [ $rc -eq 1 ] || fail "$1: exit $rc, not 1 (124: it hung): $(cat "$dir/out")"
  has "^REFUSED: .*$2" "$1"
}
mkdir "$dir/fifo-ini" "$dir/fifo-svg" "$dir/zero" "$dir/sparse"
cp "$src/data/themes/standard/cards.svg" "$dir/fifo-ini/cards.svg"
mkfifo "$dir/fifo-ini/theme.ini" "$dir/fifo-svg/cards.svg"
ln -s /dev/zero "$dir/zero/cards.svg"
mkdir -p "$dir/folder/cards.svg"
cp "$src/data/themes/standard/cards.svg" "$dir/sparse/cards.svg"
truncate -s 200M "$dir/sparse/cards.svg"
refused fifo-ini 'theme.ini” is a FIFO (named pipe), not a regular file'
refused fifo-svg 'cards.svg” is a FIFO (named pipe), not a regular file'
refused zero 'cards.svg” is a device, not a regular file'
refused folder 'cards.svg” is a folder, not a regular file'
refused sparse 'too large: its cards.svg has 200.0.*MiB, at most 16.0.*MiB'
ok "check: a FIFO theme.ini or cards.svg, a link to /dev/zero, a folder, a 200 MB file: refused at once"

# Every card scribbled over with 800 faint strokes (a few tenths of a
# second each to draw) and a limit of 50 ms (KAISER_CARD_THEME_MAX_DRAW_MS,
# 3 s unless set): refused at its first card, the time named.
mkdir "$dir/heavy"
awk 'BEGIN { srand (1); d = "M0,0"; for (i = 0; i < 800; i++) d = d sprintf (" L%d,%d", int (rand () * 240), int (rand () * 336));
             printf "<path id=\"scribble\" fill=\"none\" stroke=\"#000\" stroke-opacity=\"0.02\" stroke-width=\"3\" d=\"%s\"/>\n", d }' \
  > "$dir/scribble"
sed -e '/<defs>/r '"$dir/scribble" -e 's,^<g id="\(back\|[AKQJ0-9]*[CDHS]\)"\([^>]*\)>,&<use href="#scribble"/>,' \
  "$src/data/themes/standard/cards.svg" > "$dir/heavy/cards.svg"
[ "$(grep -c '<use href="#scribble"/>' "$dir/heavy/cards.svg")" -gt 30 ] || fail "the heavy theme has no scribbled cards"
KAISER_CARD_THEME_MAX_DRAW_MS=50 timeout 60 "$tool" check "$dir/heavy" > "$dir/out" 2>&1; rc=$?
[ $rc -eq 1 ] || fail "a theme too slow to draw: exit $rc, not 1: $(cat "$dir/out")"
has '^REFUSED: .*The card theme “heavy” is too slow: its cards take [0-9.]* s each to draw, at most 0.05 s' "heavy"
ok "check: a theme whose cards take longer than the limit to draw is refused, naming the time"

# sheet: the cards asked for, side by side, into a PNG (its size read
# from the IHDR chunk); twice the pixels at scale 2; a deuteranopia sheet
# is other pixels than a normal one; an unknown vision or card refused.
png_size() { od -An -tu1 -j16 -N8 "$1" | awk '{ printf "%d x %d", $3 * 256 + $4, $7 * 256 + $8 }'; }
"$tool" sheet "$src/data/themes/joffre" "$dir/sheet.png" 7C 7D > "$dir/out" 2>&1 || fail "sheet exited $?: $(cat "$dir/out")"
[ "$(png_size "$dir/sheet.png")" = "264 x 184" ] || fail "sheet of two 120 px cards: $(png_size "$dir/sheet.png")"
"$tool" sheet --scale 2 "$src/data/themes/joffre" "$dir/sheet2.png" 7C 7D > "$dir/out" 2>&1 || fail "sheet --scale 2 exited $?"
[ "$(png_size "$dir/sheet2.png")" = "528 x 368" ] || fail "sheet at scale 2: $(png_size "$dir/sheet2.png")"
"$tool" sheet --vision normal "$src/data/themes/joffre" "$dir/normal.png" 7D > /dev/null 2>&1 || fail "sheet --vision normal"
"$tool" sheet --vision deuteranopia "$src/data/themes/joffre" "$dir/deutan.png" 7D > /dev/null 2>&1 || fail "sheet --vision deuteranopia"
[ "$(png_size "$dir/normal.png")" = "$(png_size "$dir/deutan.png")" ] || fail "the two visions' sheets differ in size"
cmp -s "$dir/normal.png" "$dir/deutan.png" && fail "the deuteranopia sheet is the normal one"
"$tool" sheet --vision purple "$src/data/themes/joffre" "$dir/x.png" 7D > /dev/null 2>&1; [ $? -eq 2 ] || fail "an unknown vision: not exit 2"
"$tool" sheet "$src/data/themes/joffre" "$dir/x.png" 9Z > "$dir/out" 2>&1; [ $? -eq 1 ] || fail "an unknown card: not exit 1"
has '9Z' "sheet"
ok "sheet: cards into a PNG at scale 1 and 2, as seen with deuteranopia; an unknown vision or card refused"
