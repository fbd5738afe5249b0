#!/usr/bin/env bash
# Retake the pictures in docs/screenshots: a game played through the
# window under Xvfb, once at scale 1 (1280×800) and once at scale 2.
#
#   build-aux/screenshots.sh [OUTDIR]      (default docs/screenshots)
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=${1:-docs/screenshots}
mkdir -p "$out"
meson compile -C _build kaiser-screenshots
export GSETTINGS_SCHEMA_DIR=$PWD/_build/data
# the games it saves go to a folder of its own, never the user's
XDG_DATA_HOME=$(mktemp -d)
export XDG_DATA_HOME
trap 'rm -rf "$XDG_DATA_HOME"' EXIT
xvfb-run -a -s "-screen 0 1400x1000x24" ./_build/tests/kaiser-screenshots "$out"
GDK_SCALE=2 xvfb-run -a -s "-screen 0 2800x2000x24" ./_build/tests/kaiser-screenshots "$out" -2x

# a hand in play in every card theme, the Joffre and Québec ones also with
# their own rules, and the gallery in Preferences
themes="standard four-colour large-print joffre quebec"
KAISER_SHOT_THEMES="$themes" xvfb-run -a -s "-screen 0 1400x1000x24" ./_build/tests/kaiser-screenshots "$out"
KAISER_SHOT_THEMES="joffre" KAISER_SHOT_PRESET=joffre xvfb-run -a -s "-screen 0 1400x1000x24" ./_build/tests/kaiser-screenshots "$out"
KAISER_SHOT_THEMES="quebec" KAISER_SHOT_PRESET=les-rois xvfb-run -a -s "-screen 0 1400x1000x24" ./_build/tests/kaiser-screenshots "$out"
KAISER_SHOT_THEMES="joffre" GDK_SCALE=2 xvfb-run -a -s "-screen 0 2800x2000x24" ./_build/tests/kaiser-screenshots "$out" -2x

# the player offered Claim the Rest, and the notice once it is played out
KAISER_SHOT_CLAIM=1 xvfb-run -a -s "-screen 0 1400x1000x24" ./_build/tests/kaiser-screenshots "$out"

# every hand of a game reviewed: the first mistake, its double-dummy view,
# and the statistics at the end of the game
KAISER_SHOT_REVIEW=1 xvfb-run -a -s "-screen 0 1400x1100x24" ./_build/tests/kaiser-screenshots "$out"

# Joffre's cards in normal vision, under the colour-vision deficiencies
# (Machado et al. 2009) and in greyscale: before issue 24 (the theme of
# commit f400d09) and now, side by side (docs/card-themes.md)
meson compile -C _build kaiser-theme
before=$(mktemp -d)
git show f400d09:data/themes/joffre/cards.svg > "$before/cards.svg"
git show f400d09:data/themes/joffre/theme.ini > "$before/theme.ini"
visions=normal,deuteranopia,protanopia,tritanopia,greyscale
for scale in 1 2; do
  suffix=$([ $scale = 2 ] && echo -2x || true)
  for which in before now; do
    dir=$([ $which = before ] && echo "$before" || echo data/themes/joffre)
    ./_build/src/app/kaiser-theme sheet --width 82 --scale $scale --vision $visions "$dir" "$before/$which.png" \
      7C 4D 5H 2S 0C 0D 0H 0S
  done
  title() {   # title TEXT PNG: the picture under a title
    convert -background '#deddda' -fill '#241f31' -font DejaVu-Sans-Bold -pointsize $((20 * scale)) -gravity center \
      -size "$(identify -format %w "$2")x$((34 * scale))" label:"$1" "$2" -append "$2"
  }
  title "Before (Joffre theme until issue 24)" "$before/before.png"
  title "After" "$before/now.png"
  convert "$before/before.png" -size "$((6 * scale))x1" xc:'#9a9996' "$before/now.png" -gravity north \
    -background '#9a9996' +append -depth 8 -strip "$out/joffre-cvd$suffix.png"
done
rm -rf "$before"

# a game of Lost Heir (docs/tables.md): the bidding, the player offered
# the high bid as dealer, a hand in play, its summary, the score sheet
KAISER_SHOT_PRESET=lost-heir xvfb-run -a -s "-screen 0 1400x1000x24" ./_build/tests/kaiser-screenshots "$out" -lost-heir
KAISER_SHOT_PRESET=lost-heir GDK_SCALE=2 xvfb-run -a -s "-screen 0 2800x2000x24" ./_build/tests/kaiser-screenshots "$out" -lost-heir-2x

# every card of the Lost Heir theme, at 1x and 2x: the four cities' eleven
# cards, the Lost Heir, the Wrong Boy, the blank card and the back
heir=$(mktemp -d)
cp -r data/themes/lost-heir "$heir/"
cards=
for s in C D H S; do
  for r in mayor chief commissioner detective captain sergeant policeman 4 3 2 1; do cards="$cards $r-$s"; done
done
for scale in 1 2; do
  suffix=$([ $scale = 2 ] && echo -2x || true)
  # shellcheck disable=SC2086
  ./_build/src/app/kaiser-theme sheet --width 120 --scale $scale --columns 11 "$heir/lost-heir" \
    "$out/theme-lost-heir$suffix.png" $cards heir wrong-boy blank back
done
rm -rf "$heir"
