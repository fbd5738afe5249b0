#!/usr/bin/env python3
# Generate the "Large print" card theme: data/themes/large-print/cards.svg
#
# For low-vision players and small windows.  A fanned hand shows only the
# left 38 % of a card, and a card may be as small as 41 px wide, so the
# top-left index (rank over suit) fills that strip: the rank about 76 units
# tall, the suit mark about 60, at 41 px wide about 13 and 10 pixels.  The
# same index turned 180 degrees sits at the bottom-right.  Instead of many
# small pips a card shows one big suit symbol; the courts a tall panel with a
# crown (king), a coronet (queen) or a cap (jack) above and below the suit.
# White faces, a 7-unit near-black outline drawn inside the card (so cards
# stand apart from each other and from a dark felt, also in the high-contrast
# style), hearts and diamonds in a dark red.
#
# The suit shapes come from gen-theme-standard.py (imported, not copied).
# Each card is a top-level <g id> covering exactly 240x336 units, laid out in
# a grid without overlap; no filters, no external references.
#
# The output is committed, so building Three-Spot never needs Python.
# Run:  python3 build-aux/gen-theme-large-print.py [OUTPUT]
#
# SPDX-License-Identifier: GPL-3.0-or-later

import importlib.util
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    "gen_theme_standard", os.path.join(HERE, "gen-theme-standard.py"))
std = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(std)
n = std.n

W, H, R = 240, 336, 14
GAP = 20
FACES = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1", "0"]
SUITS = "CDHS"

INK = "#14121a"          # outline, black suits
RED = "#a51d2d"          # GNOME red 5: darker than the Standard red, more contrast
WHITE = "#ffffff"
GOLD = "#f6d32d"
GOLD_DARK = "#e5a50a"
TINT = {"C": "#ecebf0", "S": "#ecebf0", "D": "#f8e1e3", "H": "#f8e1e3"}

OUTLINE = 7              # the card's border, drawn inside the card

# DejaVu Sans first: its sturdy bold is always there on Debian, and the
# index layout is measured on it (ADVANCE)
FONT = 'font-family="DejaVu Sans, Cantarell, sans-serif" font-weight="bold"'

SHAPES = {"H": std.HEART, "D": std.DIAMOND, "S": std.SPADE, "C": std.club_path()}
# per-suit scale so that the four marks look equally big (the diamond is
# narrow, the heart wide and short)
SUIT_SCALE = {"H": 1.0, "D": 1.08, "S": .98, "C": 1.0}


def suit_colour(s):
    return RED if s in "DH" else INK


def mark(s, x, y, scale, extra=""):
    """The suit shape in the suit's colour, centred on x,y."""
    sc = scale * SUIT_SCALE[s]
    return (f'<use xlink:href="#lp-{s}" transform="translate({n(x)},{n(y)}) '
            f'scale({n(sc)})"{extra}/>')


# ---------------------------------------------------------------------------
# Card parts

def card_base(fill=WHITE):
    i = OUTLINE / 2
    return (f'<rect width="{W}" height="{H}" rx="{R}" fill="{fill}"/>'
            f'<rect x="{n(i)}" y="{n(i)}" width="{n(W - 2 * i)}" height="{n(H - 2 * i)}" '
            f'rx="{n(R - i)}" fill="none" stroke="{INK}" stroke-width="{OUTLINE}"/>')


IDX_X = 47            # centre of the index column (the visible strip is 0..91)
IDX_RANK_Y = 92       # baseline of the rank
IDX_SIZE = 104        # its font size: capitals about 76 units tall
IDX_PIP_Y = 133       # centre of the suit mark
IDX_PIP = .54         # its scale: about 56 units


# Advance widths (em) of DejaVu Sans Bold, the font the indices ask for
# first.  The ranks are squeezed horizontally; librsvg 2.54 misplaces
# text-anchor="middle" text under a non-uniform scale (it shifts it by the
# unsqueezed half width), so each glyph is placed from its start instead.
ADVANCE = {"A": .774, "K": .775, "Q": .85, "J": .372}
DIGIT_ADVANCE = .696


def glyph(ch, cx, size, sx, col, sy=1, y=IDX_RANK_Y):
    adv = ADVANCE.get(ch, DIGIT_ADVANCE) * size
    return (f'<text transform="translate({n(cx)},{n(y)}) scale({n(sx)},{n(sy)})" x="{n(-adv / 2)}" '
            f'font-size="{size}" {FONT} fill="{col}">{ch}</text>')


def rank_text(face, col):
    if len(face) > 1:
        # "10": each digit narrowed and centred on its own
        return "".join(glyph(ch, IDX_X + dx, IDX_SIZE - 4, .6, col)
                       for ch, dx in zip(face, (-19, 16)))
    if face == "J":
        # its hook goes below the baseline: a little shorter, clear of the suit
        return glyph(face, IDX_X, IDX_SIZE, .92, col, sy=.9, y=IDX_RANK_Y - 2)
    sx = {"Q": .82, "K": .86, "A": .9}.get(face, .92)
    return glyph(face, IDX_X, IDX_SIZE, sx, col)


def index(face, s):
    col = suit_colour(s)
    body = rank_text(face, col) + mark(s, IDX_X, IDX_PIP_Y, IDX_PIP)
    return (f'<g>{body}</g>'
            f'<g transform="rotate(180 {n(W / 2)} {n(H / 2)})">{body}</g>')


CX, CY = W / 2, H / 2

# Every face shows a tall cartouche in the card's middle column, clear of
# both indices (the top-left one ends at x = 76, the bottom-right one begins
# at x = 164), so the big suit symbol is not read as a third pip on the
# indices' diagonal.
PANEL_X, PANEL_Y, PANEL_W, PANEL_H = 84, 36, 72, 264
BIG = .64             # the suit symbol in the cartouche, about 66 units


def panel(fill, stroke=None, width=6, inset=0, extra=""):
    """The cartouche (inset units smaller all round), its stroke inside it."""
    i = inset + (width / 2 if stroke else 0)
    st = f' stroke="{stroke}" stroke-width="{n(width)}"' if stroke else ""
    return (f'<rect x="{n(PANEL_X + i)}" y="{n(PANEL_Y + i)}" width="{n(PANEL_W - 2 * i)}" '
            f'height="{n(PANEL_H - 2 * i)}" rx="{n(max(12 - i, 4))}" fill="{fill}"{st}{extra}/>')


def number(s):
    return panel(TINT[s], suit_colour(s), 2) + mark(s, CX, CY, BIG)


def ace(s):
    # the ace: a solid cartouche in the suit's colour, the suit in white
    col = suit_colour(s)
    sc = .5 * SUIT_SCALE[s]
    return (panel(col) + panel("none", WHITE, 3, inset=6) +
            "".join(f'<path d="M{n(CX)},{n(y - 9)} L{n(CX + 6)},{n(y)} L{n(CX)},{n(y + 9)} '
                    f'L{n(CX - 6)},{n(y)} Z" fill="{GOLD}"/>' for y in (PANEL_Y + 26, H - PANEL_Y - 26)) +
            f'<use xlink:href="#lp-shape-{s}" transform="translate({n(CX)},{n(CY)}) scale({n(sc)})" '
            f'fill="{WHITE}"/>'
            f'<use xlink:href="#lp-shape-{s}" transform="translate({n(CX)},{n(CY)}) scale({n(sc * .34)})" '
            f'fill="{GOLD}"/>')


def zero(s):
    # the zero: an empty cartouche, the suit in outline
    col = suit_colour(s)
    sc = BIG * .9 * SUIT_SCALE[s]
    return (panel(WHITE, col, 4, extra=' stroke-dasharray="14 8"') +
            f'<use xlink:href="#lp-shape-{s}" transform="translate({n(CX)},{n(CY)}) scale({n(sc)})" '
            f'fill="{WHITE}" stroke="{col}" stroke-width="{n(8 / sc)}" stroke-linejoin="round"/>')


# ---------------------------------------------------------------------------
# Courts: the cartouche framed in the suit's colour, the suit in its centre
# and the rank's headwear above it and, turned, below it: a pointed crown for
# the king, an arched tiara for the queen, a plumed cap for the jack.
# Headwear is drawn in local units, centred on 0,0, about 60 wide.


def sw(width=4):
    return f'stroke="{INK}" stroke-width="{n(width)}" stroke-linejoin="round"'


def crown(s):
    col = suit_colour(s)
    return (f'<path d="M-28,14 L-31,-16 L-15,-2 L0,-22 L15,-2 L31,-16 L28,14 Z" fill="{GOLD}" {sw()}/>'
            f'<rect x="-29" y="10" width="58" height="10" rx="3" fill="{GOLD_DARK}" {sw()}/>'
            f'<circle cx="0" cy="2" r="5" fill="{col}"/>'
            f'<circle cx="-31" cy="-18" r="4.5" fill="{GOLD}" {sw(3)}/>'
            f'<circle cx="0" cy="-24" r="4.5" fill="{GOLD}" {sw(3)}/>'
            f'<circle cx="31" cy="-18" r="4.5" fill="{GOLD}" {sw(3)}/>')


def tiara(s):
    col = suit_colour(s)
    o = [f'<path d="M-29,16 C-29,-2 -16,-14 0,-14 C16,-14 29,-2 29,16 C20,10 -20,10 -29,16 Z" '
         f'fill="{GOLD}" {sw()}/>']
    for k in (-2, -1, 1, 2):
        a = math.radians(k * 34)
        x, y = 23 * math.sin(a), 14 - 27 * math.cos(a)
        o.append(f'<circle cx="{n(x)}" cy="{n(y - 3)}" r="4" fill="{WHITE}" {sw(2.5)}/>')
    o.append(f'<path d="M0,-30 L9,-14 L0,2 L-9,-14 Z" fill="{col}" stroke="{WHITE}" stroke-width="2.5" '
             f'stroke-linejoin="round"/>')
    return "".join(o)


def cap(s):
    # a round cap worn aslant, its band, and a feather standing up in front
    col = suit_colour(s)
    return (f'<path d="M-30,8 C-36,-8 -28,-26 -6,-28 C14,-30 30,-20 30,4 Z" fill="{col}" {sw()}/>'
            f'<path d="M14,-8 C8,-22 12,-36 26,-44 C31,-32 29,-18 22,-6 Z" fill="{WHITE}" {sw(3)}/>'
            f'<path d="M18,-10 C16,-22 18,-32 24,-39" fill="none" {sw(2)}/>'
            f'<path d="M-30,4 L30,0 L30,12 L-30,16 Z" fill="{GOLD}" {sw()}/>'
            f'<circle cx="18" cy="5" r="4" fill="{col}" {sw(2.5)}/>')


HEADWEAR = {"K": crown, "Q": tiara, "J": cap}


def court(rank, s):
    col = suit_colour(s)
    head = HEADWEAR[rank](s)
    top_y = PANEL_Y + 50
    return (panel(TINT[s], col, 6) +
            f'<g transform="translate({n(CX)},{n(top_y)}) scale(.86)">{head}</g>'
            f'<g transform="translate({n(CX)},{n(H - top_y)}) rotate(180) scale(.86)">{head}</g>'
            + mark(s, CX, CY, .52))


# ---------------------------------------------------------------------------
# Back and slot: a bold harlequin of dark blue and gold diamonds, a white
# margin inside the outline and a white medallion with the four suits.

BACK_FIELD = "#1c3f74"
BACK_DIAMOND = "#f6d32d"


def back():
    i = 14
    o = [card_base(),
         f'<rect x="{i}" y="{i}" width="{W - 2 * i}" height="{H - 2 * i}" rx="6" fill="{BACK_FIELD}"/>',
         f'<rect x="{i}" y="{i}" width="{W - 2 * i}" height="{H - 2 * i}" rx="6" fill="url(#lp-harlequin)"/>',
         f'<rect x="{i}" y="{i}" width="{W - 2 * i}" height="{H - 2 * i}" rx="6" fill="none" '
         f'stroke="{INK}" stroke-width="4"/>']
    r = 54
    o.append(f'<circle cx="{n(CX)}" cy="{n(CY)}" r="{r}" fill="{WHITE}" stroke="{INK}" stroke-width="6"/>')
    o.append(f'<circle cx="{n(CX)}" cy="{n(CY)}" r="{r - 9}" fill="none" stroke="{BACK_FIELD}" stroke-width="3"/>')
    for s, (dx, dy) in zip("SHCD", [(0, -21), (21, 0), (0, 21), (-21, 0)]):
        o.append(mark(s, CX + dx, CY + dy, .2))
    return "".join(o)


def slot():
    return (f'<rect width="{W}" height="{H}" rx="{R}" fill="{WHITE}" fill-opacity=".1"/>'
            f'<rect x="3" y="3" width="{W - 6}" height="{H - 6}" rx="{R - 3}" fill="none" '
            f'stroke="{WHITE}" stroke-opacity=".7" stroke-width="6" stroke-dasharray="24 12"/>')


# ---------------------------------------------------------------------------

def card(face, s):
    o = [card_base()]
    if face == "A":
        o.append(ace(s))
    elif face in HEADWEAR:
        o.append(court(face, s))
    elif face == "0":
        o.append(zero(s))
    else:
        o.append(number(s))
    o.append(index(face, s))
    return "".join(o)


def defs():
    o = ["<defs>"]
    for s in SUITS:
        o.append(f'<path id="lp-shape-{s}" d="{SHAPES[s]}"/>')
    for s in SUITS:
        o.append(f'<use id="lp-{s}" xlink:href="#lp-shape-{s}" fill="{suit_colour(s)}"/>')
    o.append(f'<pattern id="lp-harlequin" patternUnits="userSpaceOnUse" width="42" height="56" '
             f'x="{n(CX - 21)}" y="{n(CY - 28)}">'
             f'<path d="M21,4 L38,28 L21,52 L4,28 Z" fill="{BACK_DIAMOND}"/>'
             f'</pattern>')
    o.append("</defs>")
    return "\n".join(o)


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        HERE, "..", "data", "themes", "large-print", "cards.svg")

    std.write_deck(out_path, 'Three-Spot card theme "Large print". Generated by build-aux/gen-theme-large-print.py',
                   "", defs(), card, back(), slot())

if __name__ == "__main__":
    main()
