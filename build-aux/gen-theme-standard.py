#!/usr/bin/env python3
# Generate the "Standard" card theme, data/themes/standard/cards.svg, and
# with --four-colour the "Four-colour" theme, data/themes/four-colour/cards.svg
# (the same cards in the palette of PALETTES["four-colour"]: spades black,
# hearts red, diamonds blue, clubs green, the court figures and the back to
# match).
#
# Every card is a top-level <g> with the card's id (face then suit letter:
# "AS", "10H", "0C", ...) plus "back" and "slot".  Each card's ink extends
# exactly over 240x336 user units (its border stroke is drawn inside the
# card), so librsvg's geometry for the element is the card and
# rsvg_handle_render_element() crops one card.  The cards are laid out in a
# grid without overlap.
#
# The output is committed, so building Three-Spot never needs Python.
# Run:  python3 build-aux/gen-theme-standard.py [--four-colour] [OUTPUT]
#
# Other generators (gen-theme-large-print.py, ...) import this file for the
# suit shapes: HEART, DIAMOND, SPADE, club_path() and n() stay module-level.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import math
import os
import sys

W, H, R = 240, 336, 14
GAP = 20

FACES = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1", "0"]
SUITS = "CDHS"

# GNOME palette
RED = "#c01c28"
BLACK = "#241f31"
BLUE = "#1a5fb4"
GOLD = "#e5a50a"
GOLD_LIGHT = "#f6d32d"
BORDER = "#9a9996"
CREAM = "#fdf8ec"
SKIN = "#fcecd6"
WHITE = "#ffffff"
GREY = "#77767b"
GREEN = "#26a269"
SLATE = "#3d3846"
INK = BLACK          # outline colour of the court figures

# The Four-colour suits differ in lightness as well as in hue -- black
# spades, navy diamonds, red hearts, light green clubs, each about 12 L*
# from the next -- so that they stay apart for people with protanopia,
# deuteranopia or tritanopia and in greyscale (GNOME's blue and red, both
# near L* 41, were one grey; its red and green one olive under
# deuteranopia).  tests/test-theme-colours.c checks it on the drawn cards
# (docs/card-themes.md, "Colours every player tells apart").
FOUR_BLACK = "#000000"
FOUR_NAVY = "#1e2e6a"
FOUR_RED = "#b4362c"
FOUR_GREEN = "#4c9f55"

FONT = 'font-family="Cantarell, DejaVu Sans, sans-serif" font-weight="bold"'


# ---------------------------------------------------------------------------
# Palettes: the suits' colours, the court figures' (robe, accent) per suit and
# the back's colours (field, medallion, lines, pips).  use_palette() makes one
# the current palette; "standard" is the default.

PALETTES = {
    "standard": {
        "title": "Standard",
        "suits": {"C": BLACK, "D": RED, "H": RED, "S": BLACK},
        "court": {"H": (RED, BLUE), "D": (BLUE, RED), "C": (RED, BLACK), "S": (BLUE, BLACK)},
        "back": ("#6b1d2c", "#4f1520", "#e9c46a", "#f3e6c8"),
    },
    "four-colour": {
        "title": "Four-colour",
        "suits": {"C": FOUR_GREEN, "D": FOUR_NAVY, "H": FOUR_RED, "S": FOUR_BLACK},
        "court": {"H": (FOUR_RED, BLACK), "D": (FOUR_NAVY, BLACK), "C": (FOUR_GREEN, BLACK), "S": (SLATE, WHITE)},
        "back": ("#17456f", "#0f3152", "#57e389", "#dcebf7"),
    },
}

SUIT_COLOURS = PALETTES["standard"]["suits"]


def suit_colour(s):
    return SUIT_COLOURS[s]


def n(v):
    """Format a number compactly."""
    v = round(v, 2)
    if v == int(v):
        return str(int(v))
    return ("%.2f" % v).rstrip("0")


# ---------------------------------------------------------------------------
# Suit shapes: single closed paths centred on 0,0, about 104 units tall.

HEART = ("M0,-30 C-6,-44 -18,-50 -29,-50 C-44,-50 -52,-38 -52,-24 "
         "C-52,2 -22,22 0,50 C22,22 52,2 52,-24 C52,-38 44,-50 29,-50 "
         "C18,-50 6,-44 0,-30 Z")

DIAMOND = ("M0,-54 C12,-34 24,-16 40,0 C24,16 12,34 0,54 "
           "C-12,34 -24,16 -40,0 C-24,-16 -12,-34 0,-54 Z")

SPADE = ("M0,-52 C-14,-30 -52,-12 -52,14 C-52,30 -41,40 -28,40 "
         "C-18,40 -9,35 -4,27 C-5,38 -10,46 -21,52 L21,52 "
         "C10,46 5,38 4,27 C9,35 18,40 28,40 C41,40 52,30 52,14 "
         "C52,-12 14,-30 0,-52 Z")


def club_path():
    """Three lobes and a stem as one outline (so it can also be stroked)."""
    r = 23.0
    ct, cl, cr = (0.0, -25.0), (-25.0, 10.0), (25.0, 10.0)

    def outer_intersection(a, b):
        # intersection of two equal circles farthest from the club centre
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        dx, dy = b[0] - a[0], b[1] - a[1]
        d = math.hypot(dx, dy)
        h = math.sqrt(r * r - (d / 2) ** 2)
        ux, uy = -dy / d, dx / d
        p1 = (mx + ux * h, my + uy * h)
        p2 = (mx - ux * h, my - uy * h)
        c = (0.0, 0.0)
        return max(p1, p2, key=lambda p: math.hypot(p[0] - c[0], p[1] - c[1]))

    p1 = outer_intersection(ct, cl)
    p2 = outer_intersection(ct, cr)
    a = math.radians(38)
    ql = (cl[0] + r * math.cos(a), cl[1] + r * math.sin(a))
    qr = (cr[0] - r * math.cos(a), cr[1] + r * math.sin(a))
    R_ = n(r)
    return (f"M{n(p1[0])},{n(p1[1])} "
            f"A{R_},{R_} 0 1 1 {n(p2[0])},{n(p2[1])} "
            f"A{R_},{R_} 0 1 1 {n(qr[0])},{n(qr[1])} "
            f"C{n(qr[0] - 1)},{n(qr[1] + 12)} 10,46 21,52 L-21,52 "
            f"C-10,46 {n(ql[0] + 1)},{n(ql[1] + 12)} {n(ql[0])},{n(ql[1])} "
            f"A{R_},{R_} 0 1 1 {n(p1[0])},{n(p1[1])} Z")


SHAPES = {"H": HEART, "D": DIAMOND, "S": SPADE, "C": club_path()}


def dot(x, y, r):
    """Path data of a circle (for many dots in one path)."""
    return f"M{n(x - r)},{n(y)}a{n(r)},{n(r)} 0 1 0 {n(2 * r)},0a{n(r)},{n(r)} 0 1 0 {n(-2 * r)},0Z"


def pip(s, x, y, scale, flip=False, extra=""):
    rot = " rotate(180)" if flip else ""
    return (f'<use xlink:href="#pip-{s}" transform="translate({n(x)},{n(y)}){rot} '
            f'scale({n(scale)})"{extra}/>')


# ---------------------------------------------------------------------------
# Card parts

def card_base():
    # the card fills exactly 0..W x 0..H: the border colour, then the white
    # face 1 unit inside it (the look of a 1-unit border stroked inside the
    # card, for two fills, cheaper than a stroke)
    return (f'<rect width="{W}" height="{H}" rx="{R}" fill="{BORDER}"/>'
            f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="{R - 1}" fill="{WHITE}"/>')


IDX_X = 28          # centre of the index column
IDX_RANK_Y = 56     # baseline of the rank
IDX_PIP_Y = 81      # centre of the small suit pip
IDX_SIZE = 48       # font size of the rank


def index(face, s):
    col = suit_colour(s)
    if len(face) > 1:
        # two digits: each glyph narrowed and centred on its own, so the
        # pair fits the index column whatever the font's advance widths
        txt = "".join(
            f'<text transform="translate({n(IDX_X + dx)},{IDX_RANK_Y}) scale(.74,1)" '
            f'text-anchor="middle" font-size="{IDX_SIZE - 2}" fill="{col}">{ch}</text>'
            for ch, dx in zip(face, (-11, 11)))
    else:
        txt = (f'<text x="{IDX_X}" y="{IDX_RANK_Y}" text-anchor="middle" '
               f'font-size="{IDX_SIZE}" fill="{col}">{face}</text>')
    top = f'<g>{txt}{pip(s, IDX_X, IDX_PIP_Y, .25)}</g>'
    flipped = f'<g transform="rotate(180 {W / 2:g} {H / 2:g})">{txt}{pip(s, IDX_X, IDX_PIP_Y, .25)}</g>'
    return top + flipped


# pip layouts: (column, row) with columns -1/0/1 and rows 0..1 (top to bottom)
L, C, Rt = -1, 0, 1
LAYOUTS = {
    2: [(C, 0), (C, 1)],
    3: [(C, 0), (C, .5), (C, 1)],
    4: [(L, 0), (Rt, 0), (L, 1), (Rt, 1)],
    5: [(L, 0), (Rt, 0), (C, .5), (L, 1), (Rt, 1)],
    6: [(L, 0), (Rt, 0), (L, .5), (Rt, .5), (L, 1), (Rt, 1)],
    7: [(L, 0), (Rt, 0), (C, .25), (L, .5), (Rt, .5), (L, 1), (Rt, 1)],
    8: [(L, 0), (Rt, 0), (C, .25), (L, .5), (Rt, .5), (C, .75), (L, 1), (Rt, 1)],
    9: [(L, 0), (Rt, 0), (L, 1 / 3), (Rt, 1 / 3), (C, .5),
        (L, 2 / 3), (Rt, 2 / 3), (L, 1), (Rt, 1)],
    10: [(L, 0), (Rt, 0), (C, 1 / 6), (L, 1 / 3), (Rt, 1 / 3),
         (L, 2 / 3), (Rt, 2 / 3), (C, 5 / 6), (L, 1), (Rt, 1)],
}
COL_X = {L: 77, C: 120, Rt: 163}
ROW_TOP, ROW_BOTTOM = 70, 266
PIP_SCALE = .4


def pip_face(count, s):
    out = []
    for col, row in LAYOUTS[count]:
        y = ROW_TOP + row * (ROW_BOTTOM - ROW_TOP)
        out.append(pip(s, COL_X[col], y, PIP_SCALE, flip=row > .5))
    return "".join(out)


def ace(s):
    col = suit_colour(s)
    cx, cy = W / 2, H / 2
    out = [f'<circle cx="{n(cx)}" cy="{n(cy)}" r="74" fill="none" stroke="{col}" stroke-width="1.2"/>',
           f'<circle cx="{n(cx)}" cy="{n(cy)}" r="69" fill="none" stroke="{GOLD}" stroke-width="2.4"/>',
           f'<circle cx="{n(cx)}" cy="{n(cy)}" r="64" fill="none" stroke="{col}" '
           f'stroke-width=".8" stroke-dasharray="1.5 4.2" stroke-linecap="round"/>']
    # small fleurons on the ring
    for k in range(8):
        a = math.radians(k * 45)
        x, y = cx + 69 * math.sin(a), cy - 69 * math.cos(a)
        d = 4.2 if k % 2 == 0 else 3
        out.append(f'<path d="M{n(x)},{n(y - d)} L{n(x + d * .7)},{n(y)} L{n(x)},{n(y + d)} '
                   f'L{n(x - d * .7)},{n(y)} Z" transform="rotate({k * 45} {n(x)} {n(y)})" '
                   f'fill="{col}" stroke="{WHITE}" stroke-width=".8"/>')
    out.append(pip(s, cx, cy, 1.0))
    # an engraved inner line and a gold heart-line in the pip
    out.append(f'<use xlink:href="#shape-{s}" transform="translate({n(cx)},{n(cy)}) scale(.8)" '
               f'fill="none" stroke="{WHITE}" stroke-width="2.2"/>')
    out.append(f'<use xlink:href="#shape-{s}" transform="translate({n(cx)},{n(cy)}) scale(.3)" '
               f'fill="{GOLD}" stroke="{WHITE}" stroke-width="3"/>')
    return "".join(out)


def one(s):
    return pip(s, W / 2, H / 2, 1.08)


def zero(s):
    col = suit_colour(s)
    return (f'<rect x="60" y="50" width="120" height="236" rx="10" fill="none" '
            f'stroke="{col}" stroke-width="1.6"/>'
            f'<rect x="65" y="55" width="110" height="226" rx="6" fill="none" '
            f'stroke="{col}" stroke-width=".7" stroke-opacity=".45"/>')


# ---------------------------------------------------------------------------
# Court cards: a framed panel with a half figure drawn in local coordinates
# (x -64..64, y -148..0, y = 0 on the panel's centre line) used twice, the
# second turned 180 degrees, as on real court cards.

PANEL_X, PANEL_Y, PANEL_W, PANEL_H = 56, 20, 128, 296
HALF_W, HALF_H = PANEL_W / 2, PANEL_H / 2

# (robe, accent) per suit, from the palette
COURT_COLOURS = PALETTES["standard"]["court"]

# outline of the figures; the stroke width (1.5) is set on each half's group
SW = 'stroke="%s" stroke-linejoin="round" stroke-linecap="round"' % INK


def face_features(rank):
    out = []
    # eyes, brows, nose
    out.append(f'<ellipse cx="-6" cy="-101" rx="1.8" ry="2.1" fill="{INK}"/>'
               f'<ellipse cx="6" cy="-101" rx="1.8" ry="2.1" fill="{INK}"/>')
    out.append(f'<path d="M-10,-106 Q-6,-108.5 -2.5,-106.5 M10,-106 Q6,-108.5 2.5,-106.5 '
               f'M0.6,-100 Q-2.6,-95.5 -1,-93.6 Q0.4,-93 1.4,-93.8" fill="none" {SW} stroke-width="1.1"/>')
    if rank == "Q":
        out.append(f'<path d="M-3.6,-88.5 Q0,-86 3.6,-88.5 Q0,-90.2 -3.6,-88.5 Z" fill="{RED}" '
                   f'stroke="{RED}" stroke-width=".8" stroke-linejoin="round"/>')
        out.append(f'<circle cx="-9.5" cy="-93" r="3" fill="{RED}" fill-opacity=".18"/>'
                   f'<circle cx="9.5" cy="-93" r="3" fill="{RED}" fill-opacity=".18"/>')
    elif rank == "J":
        out.append(f'<path d="M-4,-88.5 Q0,-86.5 4,-88.5" fill="none" {SW} stroke-width="1.1"/>')
    return "".join(out)


def robe(robe_col):
    return (f'<path d="M-62,2 L-62,-40 C-62,-56 -50,-64 -30,-69 L-12,-74 L12,-74 L30,-69 '
            f'C50,-64 62,-56 62,-40 L62,2 Z" fill="{robe_col}" {SW}/>')


def king_half(s):
    robe_col, acc = COURT_COLOURS[s]
    col = suit_colour(s)
    o = []
    o.append(robe(robe_col))
    # ermine front panel
    o.append(f'<path d="M-13,2 L-13,-60 L0,-50 L13,-60 L13,2 Z" fill="{WHITE}" {SW}/>')
    o.append('<path d="' + "".join(
        f'M{x},{y - 3} L{x + 1.6},{y + 2} L{x},{y + 1} L{x - 1.6},{y + 2} Z'
        for (x, y) in [(-7, -38), (6, -30), (-5, -16), (7, -8), (0, -24), (-7, -4)]) + f'" fill="{INK}"/>')
    # accent sash across the chest
    o.append(f'<path d="M-58,-50 L-46,-58 L40,-8 L34,2 Z" fill="{acc}" {SW}/>')
    # gold collar
    o.append(f'<path d="M-30,-69 L-13,-60 L0,-50 L13,-60 L30,-69 L14,-77 L-14,-77 Z" '
             f'fill="{GOLD}" {SW}/>')
    o.append(f'<circle cx="0" cy="-57" r="2.6" fill="{acc}" {SW} stroke-width="1"/>')
    # neck, head
    o.append(f'<rect x="-7" y="-84" width="14" height="10" fill="{SKIN}" {SW}/>')
    # hair at the sides (behind the face)
    o.append(f'<path d="M-19,-112 C-23,-100 -22,-90 -17,-84 L17,-84 C22,-90 23,-100 19,-112 Z" '
             f'fill="{WHITE}" {SW}/>')
    o.append(f'<ellipse cx="0" cy="-100" rx="16" ry="19" fill="{SKIN}" {SW}/>')
    o.append(face_features("K"))
    # beard and moustache
    o.append(f'<path d="M-16,-97 C-16,-82 -9,-71 0,-67 C9,-71 16,-82 16,-97 '
             f'C12,-90 7,-88 4,-89 C2,-91 -2,-91 -4,-89 C-7,-88 -12,-90 -16,-97 Z" '
             f'fill="{WHITE}" {SW}/>')
    o.append(f'<path d="M-9,-89.5 C-6,-93 -2,-92.5 0,-90.5 C2,-92.5 6,-93 9,-89.5 '
             f'C6,-90 3,-89 0,-88.5 C-3,-89 -6,-90 -9,-89.5 Z" fill="{WHITE}" {SW} stroke-width="1.1"/>')
    o.append(f'<path d="M-5,-81 Q0,-78 5,-81 M-3,-75 Q0,-73 3,-75" fill="none" {SW} stroke-width=".8"/>')
    # crown
    o.append(f'<path d="M-18,-113 L-21,-136 L-10,-125 L0,-139 L10,-125 L21,-136 L18,-113 Z" '
             f'fill="{GOLD}" {SW}/>')
    o.append(f'<rect x="-19" y="-119" width="38" height="7" rx="1.5" fill="{GOLD_LIGHT}" {SW}/>')
    for x in (-10, 0, 10):
        c = RED if x == 0 else acc
        o.append(f'<circle cx="{x}" cy="-115.5" r="2" fill="{c}"/>')
    for (x, y) in [(-21, -136), (0, -139), (21, -136)]:
        o.append(f'<circle cx="{x}" cy="{y}" r="2.6" fill="{GOLD_LIGHT}" {SW} stroke-width="1"/>')
    # sword (right) held upright
    o.append(f'<path d="M50,-62 C56,-50 56,-38 50,-30 L38,-32 C40,-42 40,-52 36,-60 Z" '
             f'fill="{robe_col}" {SW}/>')
    o.append(f'<path d="M41,-47 L41,-128 L44,-139 L47,-128 L47,-47 Z" fill="{WHITE}" {SW}/>')
    o.append(f'<path d="M44,-52 L44,-126" stroke="{BORDER}" stroke-width=".9"/>')
    o.append(f'<rect x="32" y="-49" width="24" height="5" rx="2" fill="{GOLD}" {SW} stroke-width="1.2"/>')
    o.append(f'<rect x="41.5" y="-44" width="5" height="18" fill="{INK}"/>')
    o.append(f'<circle cx="44" cy="-24" r="3.4" fill="{GOLD}" {SW} stroke-width="1.1"/>')
    o.append(f'<path d="M37,-40 C37,-44 51,-44 51,-40 L51,-31 C51,-27 37,-27 37,-31 Z" '
             f'fill="{SKIN}" {SW} stroke-width="1.2"/>')
    o.append(f'<path d="M37,-36.5 L51,-36.5 M37,-33 L51,-33" stroke="{INK}" stroke-width=".7"/>')
    # the suit in the free corner
    o.append(pip(s, -47, -128, .19))
    return "".join(o)


def queen_half(s):
    robe_col, acc = COURT_COLOURS[s]
    o = []
    # long hair behind everything
    o.append(f'<path d="M-21,-102 C-24,-128 24,-128 21,-102 L25,-70 C18,-66 -18,-66 -25,-70 Z" '
             f'fill="{GOLD}" {SW}/>')
    o.append(robe(robe_col))
    # bodice with lacing
    o.append(f'<path d="M-24,2 L-24,-40 C-24,-52 -18,-62 0,-52 C18,-62 24,-52 24,-40 L24,2 Z" '
             f'fill="{acc}" {SW}/>')
    o.append(f'<path d="M-8,-44 L8,-34 M8,-44 L-8,-34 M-8,-30 L8,-20 M8,-30 L-8,-20 '
             f'M-8,-16 L8,-6 M8,-16 L-8,-6" stroke="{GOLD_LIGHT}" stroke-width="1.6" stroke-linecap="round"/>')
    # neckline and necklace
    o.append(f'<path d="M-24,-68 C-18,-58 -10,-54 0,-53 C10,-54 18,-58 24,-68 L12,-74 L-12,-74 Z" '
             f'fill="{SKIN}" {SW}/>')
    o.append(f'<path d="M-12,-70 C-8,-63 8,-63 12,-70" fill="none" stroke="{GOLD}" stroke-width="1.6"/>')
    o.append(f'<circle cx="0" cy="-64" r="2.4" fill="{RED}" {SW} stroke-width=".9"/>')
    # neck and face
    o.append(f'<rect x="-6.5" y="-84" width="13" height="14" fill="{SKIN}" {SW}/>')
    o.append(f'<path d="M-6.5,-72 L6.5,-72" stroke="{SKIN}" stroke-width="2"/>')
    o.append(f'<ellipse cx="0" cy="-100" rx="15" ry="18.5" fill="{SKIN}" {SW}/>')
    # fringe
    o.append(f'<path d="M-15.5,-101 C-16,-116 -6,-121 0,-119 C6,-121 16,-116 15.5,-101 '
             f'C12,-110 5,-113 0,-111 C-5,-113 -12,-110 -15.5,-101 Z" fill="{GOLD}" {SW}/>')
    o.append(face_features("Q"))
    # tiara with a veil falling behind
    o.append(f'<path d="M-16,-114 L-14,-129 L-7,-121 L0,-134 L7,-121 L14,-129 L16,-114 '
             f'C6,-118 -6,-118 -16,-114 Z" fill="{GOLD}" {SW}/>')
    o.append(f'<circle cx="0" cy="-123" r="2.6" fill="{acc if acc != BLACK else RED}" {SW} stroke-width=".9"/>')
    for (x, y) in [(-14, -129), (0, -134), (14, -129)]:
        o.append(f'<circle cx="{x}" cy="{y}" r="2" fill="{WHITE}" {SW} stroke-width=".9"/>')
    # flower (left), held by the left hand
    o.append(f'<path d="M-50,-62 C-56,-50 -56,-38 -50,-30 L-38,-32 C-40,-42 -40,-52 -36,-60 Z" '
             f'fill="{robe_col}" {SW}/>')
    o.append(f'<path d="M-44,-34 C-46,-60 -40,-90 -45,-118" fill="none" stroke="{INK}" stroke-width="2"/>')
    o.append(f'<path d="M-43,-80 C-34,-84 -30,-92 -31,-98 C-38,-96 -43,-90 -43,-80 Z" '
             f'fill="{GOLD}" {SW} stroke-width="1.1"/>')
    o.append(f'<path d="M-44,-64 C-53,-67 -57,-75 -56,-81 C-49,-79 -44,-73 -44,-64 Z" '
             f'fill="{GOLD}" {SW} stroke-width="1.1"/>')
    bx, by = -45, -123
    for k in range(5):
        a = math.radians(k * 72)
        o.append(f'<circle cx="{n(bx + 7 * math.sin(a))}" cy="{n(by - 7 * math.cos(a))}" r="6" '
                 f'fill="{RED}" {SW} stroke-width="1.1"/>')
    o.append(f'<circle cx="{bx}" cy="{by}" r="4.2" fill="{GOLD_LIGHT}" {SW} stroke-width="1.1"/>')
    o.append(f'<path d="M-51,-40 C-51,-44 -37,-44 -37,-40 L-37,-31 C-37,-27 -51,-27 -51,-31 Z" '
             f'fill="{SKIN}" {SW} stroke-width="1.2"/>')
    o.append(f'<path d="M-51,-36.5 L-37,-36.5 M-51,-33 L-37,-33" stroke="{INK}" stroke-width=".7"/>')
    o.append(pip(s, 47, -128, .19))
    return "".join(o)


def jack_half(s):
    robe_col, acc = COURT_COLOURS[s]
    o = []
    o.append(robe(robe_col))
    # striped tunic front
    o.append(f'<path d="M-20,2 L-20,-60 L0,-50 L20,-60 L20,2 Z" fill="{GOLD}" {SW}/>')
    o.append(f'<path d="M-10,-55 L-10,2 M0,-50 L0,2 M10,-55 L10,2" stroke="{acc}" stroke-width="4"/>')
    o.append(f'<path d="M-20,2 L-20,-60 L0,-50 L20,-60 L20,2" fill="none" {SW}/>')
    # belt
    o.append(f'<rect x="-62" y="-14" width="124" height="6" fill="{INK}"/>')
    o.append(f'<rect x="-5" y="-16" width="10" height="10" rx="1.5" fill="{GOLD_LIGHT}" {SW} stroke-width="1"/>')
    # collar
    o.append(f'<path d="M-30,-69 L-20,-60 L0,-50 L20,-60 L30,-69 L13,-76 L-13,-76 Z" fill="{WHITE}" {SW}/>')
    o.append(f'<path d="M-22,-68 L0,-56 L22,-68" fill="none" stroke="{acc}" stroke-width="1.2"/>')
    # neck, hair, face
    o.append(f'<rect x="-7" y="-84" width="14" height="10" fill="{SKIN}" {SW}/>')
    o.append(f'<path d="M-17,-104 C-20,-124 20,-124 17,-104 L18,-90 C14,-88 14,-94 13,-98 '
             f'L-13,-98 C-14,-94 -14,-88 -18,-90 Z" fill="{INK}" {SW}/>')
    o.append(f'<ellipse cx="0" cy="-99" rx="15" ry="18" fill="{SKIN}" {SW}/>')
    o.append(f'<path d="M-15,-103 C-12,-111 -4,-112 2,-110 C8,-113 13,-110 15,-103 '
             f'C14,-116 8,-120 0,-120 C-8,-120 -14,-116 -15,-103 Z" fill="{INK}"/>')
    o.append(face_features("J"))
    # cap with a feather
    o.append(f'<path d="M-22,-112 C-26,-128 -8,-138 8,-136 C22,-134 26,-122 22,-112 Z" '
             f'fill="{acc}" {SW}/>')
    o.append(f'<rect x="-21" y="-115" width="42" height="6" rx="3" fill="{GOLD}" {SW} stroke-width="1.2"/>')
    o.append(f'<path d="M6,-134 C10,-140 18,-143 28,-143 C24,-138 16,-133 8,-131 Z" '
             f'fill="{WHITE}" {SW} stroke-width="1.2"/>')
    o.append(f'<path d="M8,-133 C14,-138 20,-141 26,-142.5" fill="none" stroke="{INK}" stroke-width=".7"/>')
    # axe (right), held by the right hand
    o.append(f'<path d="M50,-62 C56,-50 56,-38 50,-30 L38,-32 C40,-42 40,-52 36,-60 Z" '
             f'fill="{robe_col}" {SW}/>')
    o.append(f'<rect x="39.5" y="-134" width="5" height="114" rx="1.5" fill="{GOLD}" {SW} stroke-width="1.2"/>')
    o.append(f'<path d="M42,-142 L45,-134 L39,-134 Z" fill="{WHITE}" {SW} stroke-width="1.1"/>')
    o.append(f'<path d="M44.5,-127 L48,-127 C51,-132 53,-135 55,-139 C57.5,-126 57.5,-113 55,-100 '
             f'C53,-104 51,-107 48,-112 L44.5,-112 Z" fill="{WHITE}" {SW} stroke-width="1.3"/>')
    o.append(f'<path d="M39.5,-125 L34,-121 L39.5,-116" fill="{WHITE}" {SW} stroke-width="1.1"/>')
    o.append(f'<path d="M35,-40 C35,-44 49,-44 49,-40 L49,-31 C49,-27 35,-27 35,-31 Z" '
             f'fill="{SKIN}" {SW} stroke-width="1.2"/>')
    o.append(f'<path d="M35,-36.5 L49,-36.5 M35,-33 L49,-33" stroke="{INK}" stroke-width=".7"/>')
    o.append(pip(s, -47, -128, .19))
    return "".join(o)


HALVES = {"K": king_half, "Q": queen_half, "J": jack_half}


def court(rank, s):
    col = suit_colour(s)
    cx, cy = PANEL_X + HALF_W, PANEL_Y + HALF_H
    href = f"#court-{rank}{s}"
    return (f'<rect x="{PANEL_X}" y="{PANEL_Y}" width="{PANEL_W}" height="{PANEL_H}" rx="6" fill="{CREAM}"/>'
            f'<g transform="translate({n(cx)},{n(cy)})">'
            f'<use xlink:href="{href}"/>'
            f'<use xlink:href="{href}" transform="rotate(180)"/></g>'
            f'<path d="M{PANEL_X},{n(cy)} H{PANEL_X + PANEL_W}" stroke="{INK}" stroke-width="1.5"/>'
            f'<rect x="{PANEL_X + 3}" y="{PANEL_Y + 3}" width="{PANEL_W - 6}" height="{PANEL_H - 6}" rx="4" '
            f'fill="none" stroke="{GOLD}" stroke-width="1"/>'
            f'<rect x="{PANEL_X}" y="{PANEL_Y}" width="{PANEL_W}" height="{PANEL_H}" rx="6" fill="none" '
            f'stroke="{col}" stroke-width="1.6"/>')


# ---------------------------------------------------------------------------
# Back and slot

BACK, BACK_DARK, BACK_LINE, BACK_PIP = PALETTES["standard"]["back"]


def use_palette(name):
    """Make PALETTES[name] the palette the cards are drawn in."""
    global SUIT_COLOURS, COURT_COLOURS, BACK, BACK_DARK, BACK_LINE, BACK_PIP
    pal = PALETTES[name]
    SUIT_COLOURS = pal["suits"]
    COURT_COLOURS = pal["court"]
    BACK, BACK_DARK, BACK_LINE, BACK_PIP = pal["back"]


def back():
    i = 9                       # white margin
    o = [card_base(),
         f'<rect x="{i}" y="{i}" width="{W - 2 * i}" height="{H - 2 * i}" rx="8" fill="{BACK}"/>',
         f'<rect x="{i}" y="{i}" width="{W - 2 * i}" height="{H - 2 * i}" rx="8" fill="url(#lattice)"/>',
         f'<rect x="{i + 6}" y="{i + 6}" width="{W - 2 * i - 12}" height="{H - 2 * i - 12}" rx="4" '
         f'fill="none" stroke="{BACK_LINE}" stroke-opacity=".75" stroke-width="1.2"/>']
    cx, cy = W / 2, H / 2
    o.append(f'<circle cx="{n(cx)}" cy="{n(cy)}" r="50" fill="{BACK}"/>')
    o.append(f'<circle cx="{n(cx)}" cy="{n(cy)}" r="46" fill="{BACK_DARK}" stroke="{BACK_LINE}" stroke-width="2.4"/>')
    o.append(f'<circle cx="{n(cx)}" cy="{n(cy)}" r="40" fill="none" stroke="{BACK_LINE}" '
             f'stroke-opacity=".6" stroke-width=".8"/>')
    # the beads round the medallion, one path (they do not overlap)
    beads = []
    for k in range(16):
        a = math.radians(k * 22.5)
        x, y = cx + 51.5 * math.sin(a), cy - 51.5 * math.cos(a)
        beads.append(dot(x, y, 1.4))
    o.append(f'<path d="{"".join(beads)}" fill="{BACK_LINE}" fill-opacity=".8"/>')
    for s, (dx, dy) in zip("SHCD", [(0, -19), (19, 0), (0, 19), (-19, 0)]):
        o.append(f'<use xlink:href="#shape-{s}" transform="translate({n(cx + dx)},{n(cy + dy)}) scale(.15)" '
                 f'fill="{BACK_PIP}"/>')
    o.append(f'<path d="M{n(cx)},{n(cy - 6)} L{n(cx + 4)},{n(cy)} L{n(cx)},{n(cy + 6)} '
             f'L{n(cx - 4)},{n(cy)} Z" fill="{BACK_LINE}"/>')
    # small corner ornaments inside the frame
    o.append('<path d="' + "".join(
        f'M{x},{y - 5} L{x + 3.5},{y} L{x},{y + 5} L{x - 3.5},{y} Z'
        for (x, y) in [(i + 15, i + 15), (W - i - 15, i + 15), (i + 15, H - i - 15), (W - i - 15, H - i - 15)])
        + f'" fill="{BACK_LINE}" fill-opacity=".85"/>')
    return "".join(o)


def slot():
    return (f'<rect width="{W}" height="{H}" rx="{R}" fill="{WHITE}" fill-opacity=".08"/>'
            f'<rect x="1.5" y="1.5" width="{W - 3}" height="{H - 3}" rx="{R - 1.5}" fill="none" '
            f'stroke="{WHITE}" stroke-opacity=".45" stroke-width="3"/>')


# ---------------------------------------------------------------------------

def card(face, s):
    o = [card_base()]
    if face == "A":
        o.append(ace(s))
    elif face in HALVES:
        o.append(court(face, s))
    elif face == "1":
        o.append(one(s))
    elif face == "0":
        o.append(zero(s))
    else:
        o.append(pip_face(int(face), s))
    o.append(index(face, s))
    return "".join(o)


def defs():
    o = ["<defs>"]
    for s in SUITS:
        o.append(f'<path id="shape-{s}" d="{SHAPES[s]}"/>')
    for s in SUITS:
        # a path of its own, not a <use> of shape-S: each level of <use>
        # costs librsvg a layer, and the pips are drawn ~500 times a deck
        o.append(f'<path id="pip-{s}" d="{SHAPES[s]}" fill="{suit_colour(s)}"/>')
    o.append(f'<clipPath id="clip-court-half"><rect x="{-HALF_W + 1}" y="{-HALF_H + 1}" '
             f'width="{PANEL_W - 2}" height="{HALF_H - 1}"/></clipPath>')
    for rank in "KQJ":
        for s in SUITS:
            o.append(f'<g id="court-{rank}{s}" clip-path="url(#clip-court-half)" stroke-width="1.5">{HALVES[rank](s)}</g>')
    o.append(f'<pattern id="lattice" patternUnits="userSpaceOnUse" width="12" height="12" '
             f'patternTransform="rotate(45)">'
             f'<path d="M0,0 H12 M0,0 V12" stroke="{BACK_LINE}" stroke-opacity=".28" stroke-width="1.2" fill="none"/>'
             f'<circle cx="6" cy="6" r=".9" fill="{BACK_LINE}" fill-opacity=".3"/>'
             f'</pattern>')
    o.append("</defs>")
    return "\n".join(o)


def write_deck(out_path, comment, svg_attrs, defs_svg, card_svg, back_svg, slot_svg):
    """A French deck (FACES x SUITS, then the back and a slot) in one SVG:
    each card a top-level <g id> on a grid without overlap, written to
    out_path.  card_svg(face, suit) draws a card; the other generators of
    French-suited themes write their decks with it too."""
    cols = len(FACES)
    rows = len(SUITS) + 1
    doc_w = cols * W + (cols + 1) * GAP
    doc_h = rows * H + (rows + 1) * GAP

    cards = []
    for r, s in enumerate(SUITS):
        for c, face in enumerate(FACES):
            cards.append((f"{face}{s}", c, r, card_svg(face, s)))
    cards.append(("back", 0, len(SUITS), back_svg))
    cards.append(("slot", 1, len(SUITS), slot_svg))

    attrs = f" {svg_attrs}" if svg_attrs else ""
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<!-- {comment}; edit the script, not this file. SPDX-License-Identifier: GPL-3.0-or-later -->',
             f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
             f'width="{doc_w}" height="{doc_h}" viewBox="0 0 {doc_w} {doc_h}"{attrs}>',
             defs_svg]
    for cid, c, r, body in cards:
        x = GAP + c * (W + GAP)
        y = GAP + r * (H + GAP)
        lines.append(f'<g id="{cid}" transform="translate({x},{y})">{body}</g>')
    lines.append("</svg>")

    os.makedirs(os.path.dirname(os.path.abspath(out_path)), exist_ok=True)
    with open(out_path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    args = sys.argv[1:]
    name = "standard"
    if "--four-colour" in args:
        args.remove("--four-colour")
        name = "four-colour"
    use_palette(name)
    out_path = args[0] if args else os.path.join(
        here, "..", "data", "themes", name, "cards.svg")
    # (no "--" inside an XML comment)
    made_by = "build-aux/gen-theme-standard.py" + (f" ({name} palette)" if name != "standard" else "")

    write_deck(out_path, f'Three-Spot card theme "{PALETTES[name]["title"]}". Generated by {made_by}',
               FONT, defs(), card, back(), slot())

if __name__ == "__main__":
    main()
