#!/usr/bin/env python3
# Generate the "Québec" card theme: data/themes/quebec/cards.svg
#
# The look of the French-pattern packs played in old Québec (Les Rois, Hétu):
# the portrait de Paris with full-length, single-headed court figures, each
# with its traditional name in a cartouche at its feet; cream paper, a thin
# double frame, red / blue / ochre / black.
#
# Every card is a top-level <g id="…"> ("AS", "10H", "0C", …, "back", "slot")
# whose ink covers exactly 240x336 user units; the cards are laid out in a
# grid without overlap, so rsvg_handle_render_element() crops one card.
# The twelve figures are one parametrised body (king / queen / jack) dressed
# per character: colours, headgear, beard, held objects, name.
#
# The suit shapes are imported from gen-theme-standard.py.
# The output is committed, so building Three-Spot never needs Python.
# Run:  python3 build-aux/gen-theme-quebec.py [OUTPUT]
#
# SPDX-License-Identifier: GPL-3.0-or-later

import importlib.util
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def _load_standard():
    sys.dont_write_bytecode = True          # no __pycache__ in build-aux/
    spec = importlib.util.spec_from_file_location(
        "gen_theme_standard", os.path.join(HERE, "gen-theme-standard.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


_std = _load_standard()
n = _std.n
SHAPES = {"H": _std.HEART, "D": _std.DIAMOND, "S": _std.SPADE, "C": _std.club_path()}

W, H, R = 240, 336, 14
GAP = 20
FACES = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1", "0"]
SUITS = "CDHS"

# Paris-pattern palette: vermilion, indigo, ochre, black on cream
RED = "#c42a22"
RED_DARK = "#8e1a15"
BLUE = "#28499a"
BLUE_DARK = "#1a2f66"
NAVY = "#1c2440"
OCHRE = "#e2a424"
OCHRE_LIGHT = "#f5d469"
OCHRE_DARK = "#a8730f"
INK = "#1e1a1d"
PAPER = "#f8f0dc"          # the card
PANEL = "#fffaee"          # behind the figures
WHITE = "#fffdf6"
STEEL = "#e4e6ec"
SKIN = "#f9e2c6"
HAIR_BROWN = "#6b3f1d"
HAIR_DARK = "#2b211c"
FRAME = "#8a7a5c"

# the indices' font, set once on the root <svg> and inherited (bold for all text)
SANS = 'font-family="Cantarell, DejaVu Sans, sans-serif" font-weight="bold"'
SERIF = 'font-family="DejaVu Serif, serif"'


def suit_colour(s):
    return RED if s in "DH" else INK


def pip(s, x, y, scale, flip=False, extra=""):
    rot = " rotate(180)" if flip else ""
    return (f'<use xlink:href="#pip-{s}" transform="translate({n(x)},{n(y)}){rot} '
            f'scale({n(scale)})"{extra}/>')


def dot(x, y, r):
    """Path data of a circle (for many dots in one path)."""
    return f"M{n(x - r)},{n(y)}a{n(r)},{n(r)} 0 1 0 {n(2 * r)},0a{n(r)},{n(r)} 0 1 0 {n(-2 * r)},0Z"


def pts(points):
    return " ".join(f"{n(x)},{n(y)}" for x, y in points)


def poly(points, fill, extra=""):
    return f'<path d="M{pts(points)} Z" fill="{fill}"{extra}/>'


OL = f' stroke="{INK}" stroke-linejoin="round" stroke-linecap="round"'   # outline
SHADE = ' fill="#000" fill-opacity=".17"'                                  # flat folds
LIGHT = ' fill="#fff" fill-opacity=".22"'


# ---------------------------------------------------------------------------
# Card base, indices

def rrect(x, y, w, h, r, reverse=False):
    """Path data of a rounded rectangle (reverse: turning the other way, to
    cut a hole in a path filled with the nonzero rule)."""
    if not reverse:
        return (f'M{n(x + r)},{n(y)} H{n(x + w - r)} A{n(r)},{n(r)} 0 0 1 {n(x + w)},{n(y + r)} '
                f'V{n(y + h - r)} A{n(r)},{n(r)} 0 0 1 {n(x + w - r)},{n(y + h)} H{n(x + r)} '
                f'A{n(r)},{n(r)} 0 0 1 {n(x)},{n(y + h - r)} V{n(y + r)} A{n(r)},{n(r)} 0 0 1 {n(x + r)},{n(y)} Z')
    return (f'M{n(x + r)},{n(y)} A{n(r)},{n(r)} 0 0 0 {n(x)},{n(y + r)} V{n(y + h - r)} '
            f'A{n(r)},{n(r)} 0 0 0 {n(x + r)},{n(y + h)} H{n(x + w - r)} A{n(r)},{n(r)} 0 0 0 {n(x + w)},{n(y + h - r)} '
            f'V{n(y + r)} A{n(r)},{n(r)} 0 0 0 {n(x + w - r)},{n(y)} Z')


def card_base():
    # the card fills exactly 0..W x 0..H; its border (1 unit) and the thin
    # inner frame (.6 unit on the 4.5-unit line) are filled rings, the look
    # of the strokes they were, cheaper to draw
    return (f'<rect width="{W}" height="{H}" rx="{R}" fill="{FRAME}"/>'
            f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="{R - 1}" fill="{PAPER}"/>'
            f'<path d="{rrect(4.2, 4.2, W - 8.4, H - 8.4, 10.3)}{rrect(4.8, 4.8, W - 9.6, H - 9.6, 9.7, True)}" '
            f'fill="{FRAME}" fill-opacity=".7"/>')


IDX_X, IDX_RANK_Y, IDX_PIP_Y, IDX_SIZE = 28, 56, 82, 48


def index(face, s):
    col = suit_colour(s)
    if len(face) > 1:
        txt = "".join(
            f'<text transform="translate({n(IDX_X + dx)},{IDX_RANK_Y}) scale(.74,1)" '
            f'text-anchor="middle" font-size="{IDX_SIZE - 2}" fill="{col}">{ch}</text>'
            for ch, dx in zip(face, (-11, 11)))
    else:
        txt = (f'<text x="{IDX_X}" y="{IDX_RANK_Y}" text-anchor="middle" '
               f'font-size="{IDX_SIZE}" fill="{col}">{face}</text>')
    one = f'{txt}{pip(s, IDX_X, IDX_PIP_Y, .26)}'
    return f'<g>{one}</g><g transform="rotate(180 {W // 2} {H // 2})">{one}</g>'


# ---------------------------------------------------------------------------
# Pip cards, aces, 1 and 0

# the classic places of the pips, as on the Standard cards
L, C, Rt = _std.L, _std.C, _std.Rt
LAYOUTS = _std.LAYOUTS
COL_X = {L: 79, C: 120, Rt: 161}
ROW_TOP, ROW_BOTTOM = 74, 262
PIP_SCALE = .38


def pip_face(count, s):
    o = []
    for col, row in LAYOUTS[count]:
        y = ROW_TOP + row * (ROW_BOTTOM - ROW_TOP)
        o.append(pip(s, COL_X[col], y, PIP_SCALE, flip=row > .5))
    return "".join(o)


def leaf(x, y, ang, size, fill):
    return (f'<path d="M0,0 C{n(size * .35)},{n(-size * .32)} {n(size * .75)},{n(-size * .3)} {n(size)},0 '
            f'C{n(size * .75)},{n(size * .3)} {n(size * .35)},{n(size * .32)} 0,0 Z" '
            f'transform="translate({n(x)},{n(y)}) rotate({n(ang)})" fill="{fill}"{OL} stroke-width=".8"/>')


def wreath(cx, cy, r, fill, berry):
    """Two laurel branches rising from the bottom round a circle of radius r."""
    o = []
    for side in (-1, 1):
        a0, a1 = 200, 338          # degrees from the bottom, going up the side
        d = []
        steps = 14
        for k in range(steps + 1):
            a = math.radians(a0 + (a1 - a0) * k / steps)
            d.append((cx + side * r * math.sin(a) * -1, cy - r * math.cos(a)))
        o.append(f'<path d="M{pts(d)}" fill="none" stroke="{OCHRE_DARK}" stroke-width="1.6" '
                 f'stroke-linecap="round"/>')
        for k in range(1, steps + 1):
            a = math.radians(a0 + (a1 - a0) * k / steps)
            x, y = cx - side * r * math.sin(a), cy - r * math.cos(a)
            # direction of travel along the branch
            a2 = math.radians(a0 + (a1 - a0) * (k + .01) / steps)
            x2, y2 = cx - side * r * math.sin(a2), cy - r * math.cos(a2)
            t = math.degrees(math.atan2(y2 - y, x2 - x))
            size = 14 - 5 * k / steps
            o.append(leaf(x, y, t - 35, size, fill))
            o.append(leaf(x, y, t + 35, size, fill))
            if k % 3 == 2:
                bx = x + 5 * math.cos(math.radians(t + 90 * side))
                by = y + 5 * math.sin(math.radians(t + 90 * side))
                o.append(f'<circle cx="{n(bx)}" cy="{n(by)}" r="1.9" fill="{berry}"{OL} stroke-width=".6"/>')
    return "".join(o)


def ribbon(cx, y, fill, dark):
    """A bow with two tails, centred at (cx, y)."""
    return (f'<path d="M{n(cx - 3)},{n(y + 2)} L{n(cx - 16)},{n(y + 26)} L{n(cx - 10)},{n(y + 23)} '
            f'L{n(cx - 7)},{n(y + 30)} L{n(cx + 2)},{n(y + 4)} Z" fill="{fill}"{OL} stroke-width="1"/>'
            f'<path d="M{n(cx + 3)},{n(y + 2)} L{n(cx + 16)},{n(y + 26)} L{n(cx + 10)},{n(y + 23)} '
            f'L{n(cx + 7)},{n(y + 30)} L{n(cx - 2)},{n(y + 4)} Z" fill="{dark}"{OL} stroke-width="1"/>'
            f'<path d="M{n(cx)},{n(y)} C{n(cx - 8)},{n(y - 9)} {n(cx - 18)},{n(y - 7)} {n(cx - 17)},{n(y)} '
            f'C{n(cx - 16)},{n(y + 6)} {n(cx - 8)},{n(y + 6)} {n(cx)},{n(y)} Z" fill="{fill}"{OL} stroke-width="1"/>'
            f'<path d="M{n(cx)},{n(y)} C{n(cx + 8)},{n(y - 9)} {n(cx + 18)},{n(y - 7)} {n(cx + 17)},{n(y)} '
            f'C{n(cx + 16)},{n(y + 6)} {n(cx + 8)},{n(y + 6)} {n(cx)},{n(y)} Z" fill="{fill}"{OL} stroke-width="1"/>'
            f'<ellipse cx="{n(cx)}" cy="{n(y)}" rx="3.6" ry="4" fill="{dark}"{OL} stroke-width="1"/>')


def ace(s):
    cx, cy = W / 2, H / 2
    band, band_dark = (BLUE, BLUE_DARK) if s in "DH" else (RED, RED_DARK)
    o = [f'<circle cx="{n(cx)}" cy="{n(cy)}" r="64" fill="{WHITE}" stroke="{OCHRE}" stroke-width="1.2"/>',
         f'<circle cx="{n(cx)}" cy="{n(cy)}" r="60" fill="none" stroke="{suit_colour(s)}" '
         f'stroke-width=".7" stroke-dasharray="1.2 3.4" stroke-linecap="round"/>',
         wreath(cx, cy, 74, OCHRE, band)]
    o.append(pip(s, cx, cy - 2, .9))
    o.append(f'<use xlink:href="#shape-{s}" transform="translate({n(cx)},{n(cy - 2)}) scale(.72)" '
             f'fill="none" stroke="{WHITE}" stroke-width="2.4"/>')
    o.append(f'<use xlink:href="#shape-{s}" transform="translate({n(cx)},{n(cy - 2)}) scale(.26)" '
             f'fill="{OCHRE}" stroke="{WHITE}" stroke-width="3"/>')
    o.append(ribbon(cx, cy + 76, band, band_dark))
    # a small crown above the wreath
    x, y = cx, cy - 82
    o.append(f'<path d="M{n(x - 13)},{n(y + 6)} L{n(x - 15)},{n(y - 6)} L{n(x - 7)},{n(y - 1)} L{n(x)},{n(y - 10)} '
             f'L{n(x + 7)},{n(y - 1)} L{n(x + 15)},{n(y - 6)} L{n(x + 13)},{n(y + 6)} Z" fill="{OCHRE}"{OL} stroke-width="1"/>')
    for dx, dy in ((-15, -6), (0, -10), (15, -6)):
        o.append(f'<circle cx="{n(x + dx)}" cy="{n(y + dy)}" r="2" fill="{OCHRE_LIGHT}"{OL} stroke-width=".8"/>')
    return "".join(o)


def one(s):
    return pip(s, W / 2, H / 2, .72)


def zero(s):
    cx, cy = W / 2, H / 2
    col = suit_colour(s)
    return (f'<path d="M{n(cx)},{n(cy - 34)} L{n(cx + 26)},{n(cy)} L{n(cx)},{n(cy + 34)} L{n(cx - 26)},{n(cy)} Z" '
            f'fill="none" stroke="{col}" stroke-width="1.2"/>'
            f'<path d="M{n(cx)},{n(cy - 28)} L{n(cx + 21)},{n(cy)} L{n(cx)},{n(cy + 28)} L{n(cx - 21)},{n(cy)} Z" '
            f'fill="{WHITE}" stroke="{OCHRE}" stroke-width="1.6"/>'
            + pip(s, cx, cy, .24))


# ---------------------------------------------------------------------------
# Court figures.  Local coordinates: x = 0 on the card's centre line, y as on
# the card.  The figure stands on a ground at y ~ 276; its name is lettered
# in a cartouche below.  Head centre (0, 71), shoulders at y 102.

PANEL_X0, PANEL_Y0, PANEL_X1, PANEL_Y1 = 52, 14, 188, 322
HEAD_Y = 71


def ermine_spots(points):
    # one path for all the spots (they do not overlap): librsvg's cost is
    # mostly per element
    return '<path d="' + "".join(
        f'M{n(x)},{n(y - 2.6)} L{n(x + 1.5)},{n(y + 1.8)} L{n(x)},{n(y + .9)} '
        f'L{n(x - 1.5)},{n(y + 1.8)} Z' for x, y in points) + f'" fill="{INK}"/>'


def lerp(a, b, t):
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def band_between(l0, l1, r0, r1, t0, t1):
    """The quadrilateral between two lines (l0-l1 left, r0-r1 right) from t0 to t1."""
    return [lerp(l0, l1, t0), lerp(r0, r1, t0), lerp(r0, r1, t1), lerp(l0, l1, t1)]


def motif_row(x0, x1, y, kind, col, step=9):
    """A patterned border's motifs, between x0 and x1 at height y: one path
    with a subpath per motif (they do not overlap)."""
    d = []
    count = max(1, int((x1 - x0) // step))
    sp = (x1 - x0) / count
    for k in range(count):
        x = x0 + sp * (k + .5)
        if kind == "dots":
            d.append(dot(x, y, 1.7))
        elif kind == "lozenge":
            d.append(f'M{n(x)},{n(y - 3.4)} L{n(x + 2.6)},{n(y)} L{n(x)},{n(y + 3.4)} L{n(x - 2.6)},{n(y)} Z')
        elif kind == "zigzag":
            d.append(f'M{n(x - sp / 2)},{n(y + 2.5)} L{n(x)},{n(y - 2.5)} L{n(x + sp / 2)},{n(y + 2.5)}')
        elif kind == "trefoil":
            for dx, dy in ((0, -1.9), (-1.8, 1.2), (1.8, 1.2)):
                d.append(dot(x + dx, y + dy, 1.35))
    if kind == "zigzag":
        return (f'<path d="{"".join(d)}" fill="none" stroke="{col}" stroke-width="1.3" '
                f'stroke-linejoin="round"/>')
    return f'<path d="{"".join(d)}" fill="{col}"/>'


def hem_band(xl, xr, y0, y1, fill, kind, motif):
    return (poly([(xl[0], y0), (xr[0], y0), (xr[1], y1), (xl[1], y1)], fill, OL)
            + motif_row(xl[0] + (xl[1] - xl[0]) * .5 + 3, xr[0] + (xr[1] - xr[0]) * .5 - 3,
                        (y0 + y1) / 2, kind, motif))


def tube(p0, p1, p2, width, fill):
    """A sleeve or a leg: an outlined thick stroke through three points."""
    d = f"M{n(p0[0])},{n(p0[1])} Q{n(p1[0])},{n(p1[1])} {n(p2[0])},{n(p2[1])}"
    return (f'<path d="{d}" fill="none" stroke="{INK}" stroke-width="{n(width + 2.8)}" stroke-linecap="round"/>'
            f'<path d="{d}" fill="none" stroke="{fill}" stroke-width="{n(width)}" stroke-linecap="round"/>')


def cuff(p1, p2, width, fill):
    """A band round the end of a tube, just before the point p2."""
    dx, dy = p2[0] - p1[0], p2[1] - p1[1]
    d = math.hypot(dx, dy) or 1
    ux, uy = dx / d, dy / d
    a = (p2[0] - ux * 7, p2[1] - uy * 7)
    b = (p2[0] - ux * 1.5, p2[1] - uy * 1.5)
    return (f'<path d="M{n(a[0])},{n(a[1])} L{n(b[0])},{n(b[1])}" stroke="{INK}" '
            f'stroke-width="{n(width + 2.8)}"/>'
            f'<path d="M{n(a[0])},{n(a[1])} L{n(b[0])},{n(b[1])}" stroke="{fill}" stroke-width="{n(width)}"/>')


def hand(x, y, r=5.2):
    return f'<ellipse cx="{n(x)}" cy="{n(y)}" rx="{n(r)}" ry="{n(r * 1.08)}" fill="{SKIN}"{OL} stroke-width="1.2"/>'


def arm(c, side, hand_pt, elbow, sleeve, cuff_col, width=13):
    sh = (side * c.get("shoulder", 24), 110)
    o = [tube(sh, elbow, hand_pt, width, sleeve)]
    o.append(cuff(elbow, hand_pt, width - 1, cuff_col))
    return "".join(o)


# --- heads -----------------------------------------------------------------

def eyes_front(y=HEAD_Y, female=False):
    o = [f'<ellipse cx="-5" cy="{y - 1}" rx="1.55" ry="1.9" fill="{INK}"/>'
         f'<ellipse cx="5" cy="{y - 1}" rx="1.55" ry="1.9" fill="{INK}"/>',
         f'<path d="M-8.5,{y - 5.5} Q-5,{y - 7.5} -1.8,{y - 5.8} M8.5,{y - 5.5} Q5,{y - 7.5} 1.8,{y - 5.8} '
         f'M.4,{y} Q-2.2,{y + 5} -.8,{y + 6.3} Q.4,{y + 6.8} 1.4,{y + 6.1}" fill="none"{OL} stroke-width="1"/>']
    if female:
        o.append(f'<path d="M-3.2,{y + 10.5} Q0,{y + 12.6} 3.2,{y + 10.5} Q0,{y + 9.2} -3.2,{y + 10.5} Z" '
                 f'fill="{RED}" stroke="{RED}" stroke-width=".7" stroke-linejoin="round"/>'
                 f'<circle cx="-8" cy="{y + 6}" r="2.6" fill="{RED}" fill-opacity=".16"/>'
                 f'<circle cx="8" cy="{y + 6}" r="2.6" fill="{RED}" fill-opacity=".16"/>')
    return "".join(o)


def head_front(c):
    y = HEAD_Y
    hair = c.get("hair", HAIR_BROWN)
    beard = c.get("beard")
    female = c["rank"] == "Q"
    o = []
    # hair behind the face (long for kings and queens, a bob for jacks)
    if female:
        o.append(f'<path d="M-14,{y - 6} C-18,{y + 8} -19,{y + 22} -15,{y + 32} L15,{y + 32} '
                 f'C19,{y + 22} 18,{y + 8} 14,{y - 6} Z" fill="{hair}"{OL}/>')
    elif c["rank"] == "K":
        o.append(f'<path d="M-14,{y - 6} C-18,{y + 6} -18,{y + 16} -15,{y + 25} L15,{y + 25} '
                 f'C18,{y + 16} 18,{y + 6} 14,{y - 6} Z" fill="{hair}"{OL}/>')
    else:
        o.append(f'<path d="M-14,{y - 8} C-17,{y + 2} -17,{y + 12} -13,{y + 17} L13,{y + 17} '
                 f'C17,{y + 12} 17,{y + 2} 14,{y - 8} Z" fill="{hair}"{OL}/>')
    # neck
    o.append(f'<path d="M-5.5,{y + 12} L-5.5,{y + 28} L5.5,{y + 28} L5.5,{y + 12} Z" fill="{SKIN}"{OL}/>')
    # face
    o.append(f'<ellipse cx="0" cy="{y}" rx="{12.5 if female else 13}" ry="16.5" fill="{SKIN}"{OL}/>')
    # ears (men)
    if not female:
        o.append(f'<path d="M-12.6,{y - 2} C-16,{y - 3} -16,{y + 5} -12.4,{y + 5}" fill="{SKIN}"{OL} stroke-width="1.1"/>'
                 f'<path d="M12.6,{y - 2} C16,{y - 3} 16,{y + 5} 12.4,{y + 5}" fill="{SKIN}"{OL} stroke-width="1.1"/>')
    # fringe / hairline
    if female:
        o.append(f'<path d="M-12.8,{y - 2} C-13,{y - 14} -6,{y - 18} 0,{y - 16} C6,{y - 18} 13,{y - 14} 12.8,{y - 2} '
                 f'C10,{y - 10} 5,{y - 12} 0,{y - 11} C-5,{y - 12} -10,{y - 10} -12.8,{y - 2} Z" fill="{hair}"{OL}/>')
    else:
        o.append(f'<path d="M-13,{y - 3} C-13,{y - 15} -6,{y - 18} 0,{y - 17} C6,{y - 18} 13,{y - 15} 13,{y - 3} '
                 f'C10,{y - 9} 5,{y - 10} 0,{y - 9.5} C-5,{y - 10} -10,{y - 9} -13,{y - 3} Z" fill="{hair}"{OL}/>')
    o.append(eyes_front(y, female))
    if beard == "long":
        col = c.get("beard_col", WHITE)
        o.append(f'<path d="M-13,{y + 1} C-14,{y + 18} -9,{y + 30} 0,{y + 38} C9,{y + 30} 14,{y + 18} 13,{y + 1} '
                 f'C10,{y + 8} 6,{y + 9} 3.5,{y + 8.4} C1.5,{y + 7} -1.5,{y + 7} -3.5,{y + 8.4} '
                 f'C-6,{y + 9} -10,{y + 8} -13,{y + 1} Z" fill="{col}"{OL}/>')
        o.append(f'<path d="M-4,{y + 16} C-4,{y + 24} -2,{y + 30} 0,{y + 34} M4,{y + 16} C4,{y + 24} 2,{y + 30} 0,{y + 34} '
                 f'M-9,{y + 12} C-9,{y + 20} -6,{y + 26} -4,{y + 29} M9,{y + 12} C9,{y + 20} 6,{y + 26} 4,{y + 29}" '
                 f'fill="none" stroke="{INK}" stroke-width=".6" stroke-opacity=".55"/>')
    elif beard == "short":
        col = c.get("beard_col", hair)
        o.append(f'<path d="M-13,{y + 1} C-13,{y + 12} -8,{y + 20} 0,{y + 22} C8,{y + 20} 13,{y + 12} 13,{y + 1} '
                 f'C10,{y + 8} 6,{y + 9.5} 3.5,{y + 8.6} C1.5,{y + 7.2} -1.5,{y + 7.2} -3.5,{y + 8.6} '
                 f'C-6,{y + 9.5} -10,{y + 8} -13,{y + 1} Z" fill="{col}"{OL}/>')
    if beard:
        col = c.get("beard_col", WHITE if beard == "long" else hair)
        # moustache and the mouth under it
        o.append(f'<path d="M-8,{y + 10} C-5,{y + 6.5} -1.5,{y + 7} 0,{y + 8.5} C1.5,{y + 7} 5,{y + 6.5} 8,{y + 10} '
                 f'C5,{y + 9.6} 2.5,{y + 10.4} 0,{y + 10.6} C-2.5,{y + 10.4} -5,{y + 9.6} -8,{y + 10} Z" '
                 f'fill="{col}"{OL} stroke-width="1"/>')
        o.append(f'<path d="M-2.6,{y + 13.2} Q0,{y + 14.4} 2.6,{y + 13.2}" fill="none"{OL} stroke-width=".9"/>')
    elif not female:
        o.append(f'<path d="M-3.6,{y + 10.5} Q0,{y + 12.6} 3.6,{y + 10.5}" fill="none"{OL} stroke-width="1"/>')
    return "".join(o)


def head_profile(c):
    """César: a Roman head in profile, facing the card's left."""
    y = HEAD_Y
    hair = c.get("hair", HAIR_DARK)
    o = []
    o.append(f'<path d="M-2,{y + 12} L-3,{y + 28} L8,{y + 28} L8,{y + 10} Z" fill="{SKIN}"{OL}/>')
    o.append(f'<path d="M0,{y - 17} C-8,{y - 17} -12,{y - 12} -12.5,{y - 5} '
             f'L-16.5,{y + 4} L-12.5,{y + 5.5} C-13,{y + 8} -13.5,{y + 9.5} -11.5,{y + 10.5} '
             f'C-12.6,{y + 12} -12,{y + 14} -10,{y + 14.5} C-10,{y + 17.5} -7,{y + 19.5} -2,{y + 19.5} '
             f'C3,{y + 19.5} 8,{y + 16} 11,{y + 10} C14,{y + 3} 14,{y - 3} 13,{y - 7} '
             f'C11,{y - 14} 6,{y - 17} 0,{y - 17} Z" fill="{SKIN}"{OL}/>')
    # short Roman hair with a few locks over the brow, and the ear
    o.append(f'<path d="M-12,{y - 6} C-11,{y - 14} -5,{y - 18} 1,{y - 18} C8,{y - 18} 14,{y - 12} 14,{y - 3} '
             f'C14,{y + 3} 12,{y + 8} 10,{y + 10} C9,{y + 5} 7,{y + 2} 4,{y + 1} C3,{y - 4} 0,{y - 7} -4,{y - 8} '
             f'C-7,{y - 8} -10,{y - 7} -12,{y - 6} Z" fill="{hair}"{OL}/>')
    o.append(f'<path d="M3,{y - 1} C7,{y - 3} 9,{y + 3} 7,{y + 6} C6,{y + 8} 3.5,{y + 8} 3,{y + 6}" '
             f'fill="{SKIN}"{OL} stroke-width="1.1"/>')
    # eye, brow, mouth, jaw line
    o.append(f'<path d="M-8.2,{y - 1.4} L-5.6,{y - .4} L-8.2,{y + .6}" fill="none"{OL} stroke-width="1"/>'
             f'<circle cx="-7.4" cy="{y - .4}" r="1.05" fill="{INK}"/>'
             f'<path d="M-11,{y - 4.6} Q-8,{y - 6.2} -4.6,{y - 4.8}" fill="none"{OL} stroke-width="1"/>'
             f'<path d="M-11.6,{y + 10.6} L-7.4,{y + 10.2}" fill="none"{OL} stroke-width=".9"/>'
             f'<path d="M-2,{y + 15} C2,{y + 14} 5,{y + 11} 6,{y + 8}" fill="none"{OL} stroke-width=".7" stroke-opacity=".6"/>')
    return "".join(o)


# --- headgear ----------------------------------------------------------------

def crown_king(c):
    y = HEAD_Y - 14                 # the band's lower edge
    cap = c.get("cap", RED)
    o = [f'<path d="M-13,{y - 6} C-13,{y - 22} 13,{y - 22} 13,{y - 6} Z" fill="{cap}"{OL}/>',
         f'<path d="M-16,{y} L-18.5,{y - 18} L-10,{y - 10} L0,{y - 23} L10,{y - 10} L18.5,{y - 18} L16,{y} Z" '
         f'fill="{OCHRE}"{OL}/>',
         f'<path d="M-16.5,{y - 7} L16.5,{y - 7} L16,{y} L-16,{y} Z" fill="{OCHRE_LIGHT}"{OL} stroke-width="1.2"/>']
    for x, col in ((-9, BLUE), (0, RED), (9, BLUE)):
        o.append(f'<ellipse cx="{x}" cy="{n(y - 3.5)}" rx="2" ry="2.2" fill="{col}"/>')
    for x, yy in ((-18.5, y - 18), (0, y - 23), (18.5, y - 18)):
        o.append(f'<circle cx="{n(x)}" cy="{n(yy - 1.5)}" r="2.5" fill="{OCHRE_LIGHT}"{OL} stroke-width="1"/>')
    # the fleurons' centre leaf
    o.append(f'<path d="M-10,{y - 10} L-10,{y - 14} M10,{y - 10} L10,{y - 14}" stroke="{INK}" stroke-width="1.1"/>')
    o.append(f'<circle cx="0" cy="{y - 29}" r="2.3" fill="{OCHRE}"{OL} stroke-width="1"/>'
             f'<path d="M0,{y - 25.5} V{y - 31.5}" stroke="{INK}" stroke-width="1"/>')
    return "".join(o)


def laurel_crown(c):
    """César: a gold laurel wreath over the hair, with a small crown."""
    y = HEAD_Y
    o = []
    for k in range(7):
        t = k / 6
        x = 12 - 24 * t
        yy = y - 11 - 6 * math.sin(math.pi * t)
        o.append(leaf(x, yy, -160 - 25 * math.sin(math.pi * t), 9, OCHRE))
        o.append(leaf(x, yy + 1, 160 + 25 * math.sin(math.pi * t), 8, OCHRE_LIGHT))
    # ribbon ends behind the head
    o.append(f'<path d="M12,{y - 8} C16,{y - 2} 18,{y + 4} 21,{y + 8} L17,{y + 8} C15,{y + 3} 13,{y - 2} 11,{y - 5} Z" '
             f'fill="{RED}"{OL} stroke-width="1"/>')
    # an imperial crown rising over the wreath
    o.append(f'<path d="M-10,{y - 17} L-12,{y - 30} L-5,{y - 24} L1,{y - 35} L7,{y - 24} L13,{y - 30} L11,{y - 16} '
             f'C4,{y - 19} -4,{y - 19} -10,{y - 17} Z" fill="{OCHRE}"{OL}/>')
    for x, yy in ((-12, y - 30), (1, y - 35), (13, y - 30)):
        o.append(f'<circle cx="{x}" cy="{n(yy - 1)}" r="2.2" fill="{OCHRE_LIGHT}"{OL} stroke-width=".9"/>')
    o.append(f'<circle cx="0" cy="{y - 22}" r="1.8" fill="{RED}"/>')
    return "".join(o)


def crown_queen(c):
    y = HEAD_Y - 14
    o = [f'<path d="M-12,{y} L-13,{y - 11} L-6.5,{y - 5} L0,{y - 16} L6.5,{y - 5} L13,{y - 11} L12,{y} '
         f'C6,{y - 2.5} -6,{y - 2.5} -12,{y} Z" fill="{OCHRE}"{OL}/>']
    for x, yy in ((-13, y - 11), (0, y - 16), (13, y - 11)):
        o.append(f'<circle cx="{x}" cy="{n(yy - 1.2)}" r="2" fill="{WHITE}"{OL} stroke-width=".9"/>')
    o.append(f'<circle cx="0" cy="{y - 5}" r="1.9" fill="{c.get("jewel", RED)}"/>')
    return "".join(o)


def helmet(c):
    """Pallas: a crested Greek helmet pushed up on the head."""
    y = HEAD_Y
    o = []
    # horsehair crest sweeping back to the card's left
    o.append(f'<path d="M4,{y - 30} C-6,{y - 42} -22,{y - 40} -30,{y - 26} C-32,{y - 20} -30,{y - 14} -27,{y - 10} '
             f'C-26,{y - 20} -20,{y - 28} -8,{y - 28} Z" fill="{RED}"{OL}/>')
    o.append(f'<path d="M-4,{y - 34} C-12,{y - 36} -20,{y - 32} -25,{y - 22} M-10,{y - 30} C-16,{y - 30} -21,{y - 26} -24,{y - 18}" '
             f'fill="none" stroke="{RED_DARK}" stroke-width="1"/>')
    o.append(f'<path d="M-15,{y - 9} C-17,{y - 24} -10,{y - 33} 0,{y - 33} C10,{y - 33} 17,{y - 24} 15,{y - 9} '
             f'L13,{y - 9} C12,{y - 13} 8,{y - 15} 0,{y - 15} C-8,{y - 15} -12,{y - 13} -13,{y - 9} Z" '
             f'fill="{OCHRE}"{OL}/>')
    o.append(f'<path d="M-15,{y - 9} L-13,{y - 9} C-12,{y - 13} -8,{y - 15} 0,{y - 15} C8,{y - 15} 12,{y - 13} 13,{y - 9} '
             f'L15,{y - 9} C14,{y - 16} 8,{y - 19} 0,{y - 19} C-8,{y - 19} -14,{y - 16} -15,{y - 9} Z" '
             f'fill="{OCHRE_LIGHT}"{OL} stroke-width="1.1"/>')
    o.append(f'<path d="M0,{y - 33} V{y - 19}" stroke="{OCHRE_DARK}" stroke-width="1.2"/>')
    return "".join(o)


def jack_hat(c):
    y = HEAD_Y - 13
    col = c.get("hat", RED)
    band = c.get("hat_band", OCHRE)
    feather = c.get("feather", WHITE)
    o = []
    # feather falling to the card's left (the top right stays free)
    o.append(f'<path d="M-6,{y - 14} C-16,{y - 30} -30,{y - 30} -34,{y - 18} C-30,{y - 22} -20,{y - 20} -10,{y - 8} Z" '
             f'fill="{feather}"{OL} stroke-width="1.1"/>')
    o.append(f'<path d="M-8,{y - 12} C-16,{y - 24} -26,{y - 25} -32,{y - 19}" fill="none" stroke="{INK}" stroke-width=".7"/>')
    # a flat toque with a turned-up brim
    o.append(f'<path d="M-16,{y - 2} C-20,{y - 18} -6,{y - 25} 6,{y - 23} C18,{y - 21} 22,{y - 10} 16,{y - 2} Z" '
             f'fill="{col}"{OL}/>')
    o.append(f'<path d="M-18,{y + 1} C-18,{y - 7} 18,{y - 7} 18,{y + 1} C18,{y + 4} -18,{y + 4} -18,{y + 1} Z" '
             f'fill="{band}"{OL}/>')
    o.append(f'<circle cx="-8" cy="{y - 3}" r="2.4" fill="{OCHRE_LIGHT}"{OL} stroke-width=".9"/>')
    return "".join(o)


# --- held objects -------------------------------------------------------------

def sword(x, y, tip, hilt_col=OCHRE):
    """Held in a fist at (x, y), the blade upright to y = tip."""
    return (f'<path d="M{n(x - 3.2)},{n(y - 10)} L{n(x - 3.2)},{n(tip + 10)} L{n(x)},{n(tip)} '
            f'L{n(x + 3.2)},{n(tip + 10)} L{n(x + 3.2)},{n(y - 10)} Z" fill="{STEEL}"{OL} stroke-width="1.2"/>'
            f'<path d="M{n(x)},{n(y - 12)} V{n(tip + 12)}" stroke="#9b9aa6" stroke-width=".9"/>'
            f'<rect x="{n(x - 12)}" y="{n(y - 12)}" width="24" height="5" rx="2.2" fill="{hilt_col}"{OL} stroke-width="1.1"/>'
            f'<rect x="{n(x - 2.2)}" y="{n(y - 7)}" width="4.4" height="15" fill="{INK}"/>'
            f'<circle cx="{n(x)}" cy="{n(y + 10)}" r="3.4" fill="{hilt_col}"{OL} stroke-width="1"/>')


def orb(x, y, r=10):
    """A golden orb with a cross, resting on a hand at (x, y + r)."""
    return (f'<circle cx="{n(x)}" cy="{n(y)}" r="{n(r)}" fill="{OCHRE}"{OL} stroke-width="1.3"/>'
            f'<path d="M{n(x - r)},{n(y)} Q{n(x)},{n(y + 4)} {n(x + r)},{n(y)} M{n(x)},{n(y - r)} V{n(y + r)}" '
            f'fill="none" stroke="{OCHRE_DARK}" stroke-width="1.6"/>'
            f'<circle cx="{n(x - r * .4)}" cy="{n(y - r * .45)}" r="{n(r * .22)}" fill="{OCHRE_LIGHT}"/>'
            f'<path d="M{n(x)},{n(y - r)} V{n(y - r - 10)} M{n(x - 4)},{n(y - r - 6)} H{n(x + 4)}" '
            f'stroke="{INK}" stroke-width="4.4" stroke-linecap="round"/>'
            f'<path d="M{n(x)},{n(y - r)} V{n(y - r - 10)} M{n(x - 4)},{n(y - r - 6)} H{n(x + 4)}" '
            f'stroke="{OCHRE}" stroke-width="2.2" stroke-linecap="round"/>')


def fleur(x, y, s, fill):
    """A small fleur-de-lys (the back's shape) centred at (x, y), s = scale."""
    return (f'<use xlink:href="#fleur" transform="translate({n(x)},{n(y)}) scale({n(s)})" fill="{fill}" '
            f'stroke="{INK}" stroke-width="{n(1.2 / s)}"/>')


def sceptre(x, y, top, bottom):
    return (f'<rect x="{n(x - 2.3)}" y="{n(top)}" width="4.6" height="{n(bottom - top)}" rx="2" fill="{OCHRE}"{OL} stroke-width="1.1"/>'
            f'<path d="M{n(x - 3.5)},{n(top + 14)} H{n(x + 3.5)} M{n(x - 3.5)},{n(bottom - 6)} H{n(x + 3.5)}" stroke="{INK}" stroke-width="1"/>'
            + fleur(x, top - 8, .17, OCHRE))


def harp(x, y, h=104, w=40):
    """David's harp seen from the side: the pillar at x (the card's left), the
    base at y, the neck curving over the top to the far end of the sound box,
    which runs diagonally back down to the base; strings between them."""
    top = y - h
    far = (x + w, top + 34)                     # the neck meets the sound box

    def box_y(sx):                              # the sound box's upper edge
        return y - 4 + (far[1] - (y - 4)) * (sx - x) / w

    def neck_y(sx):                             # under the neck's curve
        t = (sx - x) / w
        return top + 10 + 10 * math.sin(math.pi * t) + 18 * t
    o = []
    # the open space inside the frame is light, so the strings read on any robe
    inner = [(x, neck_y(x))] + [(x + w * k / 10, neck_y(x + w * k / 10)) for k in range(1, 11)] + [(x, box_y(x))]
    o.append(f'<path d="M{pts(inner)} Z" fill="{PANEL}"/>')
    for k in range(1, 9):
        sx = x + 3 + (w - 6) * k / 9
        o.append(f'<path d="M{n(sx)},{n(neck_y(sx) - 2)} V{n(box_y(sx) + 2)}" stroke="{INK}" stroke-width=".9"/>')
    # sound box: a tapering beam from the base up to the far end
    o.append(f'<path d="M{n(x - 2)},{n(y - 9)} L{n(far[0] - 2)},{n(far[1] - 4)} L{n(far[0] + 6)},{n(far[1] - 2)} '
             f'L{n(x + 6)},{n(y + 3)} L{n(x - 2)},{n(y + 3)} Z" fill="{OCHRE_DARK}"{OL} stroke-width="1.3"/>')
    # the neck: an S-curve from the pillar's head to the far end
    o.append(f'<path d="M{n(x - 4)},{n(top + 4)} C{n(x + 8)},{n(top - 8)} {n(x + 16)},{n(top + 18)} {n(x + 26)},{n(top + 18)} '
             f'C{n(x + 33)},{n(top + 18)} {n(x + w)},{n(top + 20)} {n(far[0] + 6)},{n(far[1] - 6)} '
             f'L{n(far[0] + 4)},{n(far[1] + 2)} C{n(x + w - 6)},{n(top + 28)} {n(x + 32)},{n(top + 26)} {n(x + 24)},{n(top + 26)} '
             f'C{n(x + 14)},{n(top + 26)} {n(x + 8)},{n(top + 6)} {n(x + 2)},{n(top + 12)} Z" fill="{OCHRE}"{OL} stroke-width="1.3"/>')
    # the pillar, with a carved head and foot
    o.append(f'<path d="M{n(x - 4)},{n(top + 8)} L{n(x + 4)},{n(top + 8)} L{n(x + 4.5)},{n(y)} L{n(x - 4.5)},{n(y)} Z" '
             f'fill="{OCHRE}"{OL} stroke-width="1.3"/>')
    o.append(f'<path d="M{n(x - 4)},{n(top + 36)} H{n(x + 4)} M{n(x - 4)},{n(top + 42)} H{n(x + 4)} '
             f'M{n(x - 4.3)},{n(y - 14)} H{n(x + 4.3)}" stroke="{INK}" stroke-width="1"/>')
    o.append(f'<circle cx="{n(x - 1)}" cy="{n(top + 3)}" r="5" fill="{OCHRE_LIGHT}"{OL} stroke-width="1.2"/>')
    o.append(f'<path d="M{n(x - 7)},{n(y)} H{n(x + 9)} L{n(x + 7)},{n(y + 5)} H{n(x - 5)} Z" fill="{OCHRE_DARK}"{OL} stroke-width="1.1"/>')
    return "".join(o)


def axe(x, y, top, bottom):
    """A long-handled battle-axe, the blade facing the card's left."""
    return (f'<rect x="{n(x - 2.4)}" y="{n(top)}" width="4.8" height="{n(bottom - top)}" rx="1.8" fill="{HAIR_BROWN}"{OL} stroke-width="1.1"/>'
            f'<path d="M{n(x - 2.4)},{n(top + 8)} L{n(x - 9)},{n(top + 8)} C{n(x - 13)},{n(top + 2)} {n(x - 17)},{n(top - 1)} {n(x - 21)},{n(top - 3)} '
            f'C{n(x - 25)},{n(top + 10)} {n(x - 25)},{n(top + 24)} {n(x - 21)},{n(top + 36)} '
            f'C{n(x - 17)},{n(top + 33)} {n(x - 13)},{n(top + 30)} {n(x - 9)},{n(top + 24)} L{n(x - 2.4)},{n(top + 24)} Z" '
            f'fill="{STEEL}"{OL} stroke-width="1.2"/>'
            f'<path d="M{n(x + 2.4)},{n(top + 12)} L{n(x + 9)},{n(top + 16)} L{n(x + 2.4)},{n(top + 20)} Z" fill="{STEEL}"{OL} stroke-width="1"/>'
            f'<path d="M{n(x)},{n(top)} L{n(x - 3)},{n(top - 8)} L{n(x)},{n(top - 14)} L{n(x + 3)},{n(top - 8)} Z" fill="{STEEL}"{OL} stroke-width="1"/>')


def halberd(x, y, top, bottom, blade_left=True):
    k = -1 if blade_left else 1
    return (f'<rect x="{n(x - 2.2)}" y="{n(top + 10)}" width="4.4" height="{n(bottom - top - 10)}" rx="1.6" fill="{OCHRE}"{OL} stroke-width="1.1"/>'
            f'<path d="M{n(x)},{n(top - 8)} L{n(x + 3.4)},{n(top + 6)} L{n(x + 2.2)},{n(top + 14)} L{n(x - 2.2)},{n(top + 14)} '
            f'L{n(x - 3.4)},{n(top + 6)} Z" fill="{STEEL}"{OL} stroke-width="1.1"/>'
            f'<path d="M{n(x + k * 2.2)},{n(top + 14)} L{n(x + k * 10)},{n(top + 10)} C{n(x + k * 15)},{n(top + 12)} '
            f'{n(x + k * 17)},{n(top + 20)} {n(x + k * 16)},{n(top + 32)} C{n(x + k * 12)},{n(top + 29)} {n(x + k * 8)},{n(top + 28)} '
            f'{n(x + k * 2.2)},{n(top + 30)} Z" fill="{STEEL}"{OL} stroke-width="1.1"/>'
            f'<path d="M{n(x - k * 2.2)},{n(top + 18)} L{n(x - k * 10)},{n(top + 14)} L{n(x - k * 2.2)},{n(top + 26)} Z" fill="{STEEL}"{OL} stroke-width="1"/>'
            f'<path d="M{n(x - 4)},{n(top + 36)} C{n(x - 8)},{n(top + 44)} {n(x - 6)},{n(top + 50)} {n(x - 2)},{n(top + 54)} '
            f'M{n(x + 4)},{n(top + 36)} C{n(x + 8)},{n(top + 44)} {n(x + 6)},{n(top + 50)} {n(x + 2)},{n(top + 54)}" '
            f'fill="none" stroke="{RED}" stroke-width="2.2" stroke-linecap="round"/>')


def spear(x, y, top, bottom, shaft=HAIR_BROWN):
    return (f'<rect x="{n(x - 2)}" y="{n(top + 14)}" width="4" height="{n(bottom - top - 14)}" rx="1.6" fill="{shaft}"{OL} stroke-width="1.1"/>'
            f'<path d="M{n(x)},{n(top - 4)} C{n(x + 5)},{n(top + 4)} {n(x + 5)},{n(top + 10)} {n(x + 2)},{n(top + 16)} '
            f'L{n(x - 2)},{n(top + 16)} C{n(x - 5)},{n(top + 10)} {n(x - 5)},{n(top + 4)} {n(x)},{n(top - 4)} Z" '
            f'fill="{STEEL}"{OL} stroke-width="1.1"/>'
            f'<path d="M{n(x)},{n(top)} V{n(top + 13)}" stroke="#9b9aa6" stroke-width=".8"/>')


def banner(x, y, top, bottom, flag, emblem_suit, fw=25):
    """A lance with a swallow-tailed banner flying to the card's left."""
    fy = top + 8
    return (spear(x, y, top, bottom, OCHRE)
            + f'<path d="M{n(x - 2)},{n(fy)} C{n(x - fw * .4)},{n(fy - 4)} {n(x - fw * .7)},{n(fy + 4)} {n(x - fw)},{n(fy)} '
              f'L{n(x - fw * .78)},{n(fy + 17)} L{n(x - fw)},{n(fy + 34)} C{n(x - fw * .7)},{n(fy + 37)} '
              f'{n(x - fw * .4)},{n(fy + 30)} {n(x - 2)},{n(fy + 34)} Z" fill="{flag}"{OL} stroke-width="1.2"/>'
            + f'<path d="M{n(x - 2)},{n(fy + 4.5)} C{n(x - fw * .4)},{n(fy + .5)} {n(x - fw * .7)},{n(fy + 8.5)} {n(x - fw + 1)},{n(fy + 4.5)} '
              f'M{n(x - 2)},{n(fy + 29.5)} C{n(x - fw * .4)},{n(fy + 25.5)} {n(x - fw * .7)},{n(fy + 33)} {n(x - fw + 1)},{n(fy + 30)}" '
              f'fill="none" stroke="{OCHRE_LIGHT}" stroke-width="1.5"/>'
            + f'<use xlink:href="#shape-{emblem_suit}" transform="translate({n(x - fw * .45)},{n(fy + 17)}) scale(.12)" fill="{WHITE}"/>')


def round_shield(x, y, r, field, rim, emblem_suit=None, emblem_col=WHITE):
    o = [f'<circle cx="{n(x)}" cy="{n(y)}" r="{n(r)}" fill="{rim}"{OL} stroke-width="1.4"/>',
         f'<circle cx="{n(x)}" cy="{n(y)}" r="{n(r - 4.5)}" fill="{field}"{OL} stroke-width="1"/>']
    o.append('<path d="' + "".join(dot(x + (r - 2.2) * math.cos(math.radians(k * 36)),
                                       y + (r - 2.2) * math.sin(math.radians(k * 36)), 1) for k in range(10))
             + f'" fill="{INK}"/>')
    if emblem_suit:
        o.append(f'<use xlink:href="#shape-{emblem_suit}" transform="translate({n(x)},{n(y)}) scale({n((r - 8) / 52)})" '
                 f'fill="{emblem_col}" stroke="{INK}" stroke-width="{n(52 / (r - 8))}"/>')
    return "".join(o)


def kite_shield(x, y, field, rim, emblem_suit, emblem_col):
    return (f'<path d="M{n(x - 15)},{n(y - 20)} L{n(x + 15)},{n(y - 20)} C{n(x + 16)},{n(y + 2)} {n(x + 10)},{n(y + 16)} {n(x)},{n(y + 26)} '
            f'C{n(x - 10)},{n(y + 16)} {n(x - 16)},{n(y + 2)} {n(x - 15)},{n(y - 20)} Z" fill="{rim}"{OL} stroke-width="1.4"/>'
            f'<path d="M{n(x - 11)},{n(y - 16)} L{n(x + 11)},{n(y - 16)} C{n(x + 12)},{n(y)} {n(x + 7)},{n(y + 12)} {n(x)},{n(y + 20)} '
            f'C{n(x - 7)},{n(y + 12)} {n(x - 12)},{n(y)} {n(x - 11)},{n(y - 16)} Z" fill="{field}"{OL} stroke-width="1"/>'
            f'<use xlink:href="#shape-{emblem_suit}" transform="translate({n(x)},{n(y - 1)}) scale(.15)" fill="{emblem_col}"/>')


def flower(x, y, top, petal=RED):
    """A long-stemmed rose held at (x, y), the bloom at y = top."""
    o = [f'<path d="M{n(x)},{n(y + 8)} C{n(x + 2)},{n(y - 20)} {n(x - 3)},{n(top + 30)} {n(x)},{n(top + 6)}" '
         f'fill="none" stroke="{INK}" stroke-width="3.4" stroke-linecap="round"/>'
         f'<path d="M{n(x)},{n(y + 8)} C{n(x + 2)},{n(y - 20)} {n(x - 3)},{n(top + 30)} {n(x)},{n(top + 6)}" '
         f'fill="none" stroke="#4f6b2a" stroke-width="1.6" stroke-linecap="round"/>',
         leaf(x, top + 28, -150, 13, "#6f8f3a"), leaf(x, top + 20, -30, 11, "#6f8f3a")]
    for k in range(5):
        a = math.radians(k * 72)
        o.append(f'<circle cx="{n(x + 5.5 * math.sin(a))}" cy="{n(top - 5.5 * math.cos(a))}" r="5" fill="{petal}"{OL} stroke-width="1"/>')
    o.append(f'<circle cx="{n(x)}" cy="{n(top)}" r="3.4" fill="{OCHRE_LIGHT}"{OL} stroke-width="1"/>')
    return "".join(o)


def fan(x, y, col, stripe):
    """A folding fan opening upward from a hand at (x, y)."""
    o = []
    r = 24
    a0, a1 = -150, -30
    p0 = (x + r * math.cos(math.radians(a0)), y + r * math.sin(math.radians(a0)))
    p1 = (x + r * math.cos(math.radians(a1)), y + r * math.sin(math.radians(a1)))
    o.append(f'<path d="M{n(x)},{n(y)} L{n(p0[0])},{n(p0[1])} A{r},{r} 0 0 1 {n(p1[0])},{n(p1[1])} Z" fill="{col}"{OL} stroke-width="1.2"/>')
    for k in range(1, 8):
        a = math.radians(a0 + (a1 - a0) * k / 8)
        o.append(f'<path d="M{n(x + 6 * math.cos(a))},{n(y + 6 * math.sin(a))} L{n(x + r * math.cos(a))},{n(y + r * math.sin(a))}" '
                 f'stroke="{stripe}" stroke-width="1.1"/>')
    ri = 15
    q0 = (x + ri * math.cos(math.radians(a0)), y + ri * math.sin(math.radians(a0)))
    q1 = (x + ri * math.cos(math.radians(a1)), y + ri * math.sin(math.radians(a1)))
    o.append(f'<path d="M{n(q0[0])},{n(q0[1])} A{ri},{ri} 0 0 1 {n(q1[0])},{n(q1[1])}" fill="none" stroke="{stripe}" stroke-width="1.6"/>')
    return "".join(o)


def horn(x, y):
    return (f'<path d="M{n(x)},{n(y)} C{n(x + 8)},{n(y + 4)} {n(x + 14)},{n(y + 12)} {n(x + 14)},{n(y + 22)} '
            f'L{n(x + 6)},{n(y + 24)} C{n(x + 7)},{n(y + 14)} {n(x + 4)},{n(y + 8)} {n(x - 1)},{n(y + 3)} Z" fill="{WHITE}"{OL} stroke-width="1.1"/>'
            f'<path d="M{n(x + 5)},{n(y + 24.5)} L{n(x + 15)},{n(y + 22)} L{n(x + 16)},{n(y + 25)} L{n(x + 4.5)},{n(y + 27.5)} Z" fill="{OCHRE}"{OL} stroke-width="1"/>')


# --- bodies ---------------------------------------------------------------------

FOOT_Y = 276


def ground():
    return (f'<path d="M-58,286 C-52,272 -30,268 0,268 C30,268 52,272 58,286 Z" fill="{OCHRE_LIGHT}"{OL} stroke-width="1.2"/>'
            f'<path d="M-44,280 l4,-5 M-38,281 l3,-4 M34,280 l4,-5 M41,281 l3,-4 M-8,282 l3,-4 M10,282 l3,-4" '
            f'stroke="{OCHRE_DARK}" stroke-width="1" stroke-linecap="round"/>')


def shoes(spread, col=INK):
    return (f'<path d="M{-spread - 11},{FOOT_Y + 3} C{-spread - 11},{FOOT_Y - 4} {-spread + 3},{FOOT_Y - 5} {-spread + 4},{FOOT_Y + 3} Z" fill="{col}"{OL} stroke-width="1.1"/>'
            f'<path d="M{spread + 11},{FOOT_Y + 3} C{spread + 11},{FOOT_Y - 4} {spread - 3},{FOOT_Y - 5} {spread - 4},{FOOT_Y + 3} Z" fill="{col}"{OL} stroke-width="1.1"/>')


def king_body(c):
    robe, mantle = c["robe"], c["mantle"]
    trim, motif = c.get("trim", OCHRE), c.get("motif", ("dots", RED))
    o = []
    # mantle behind: wide, falling to the ground, ermine-lined
    o.append(f'<path d="M-24,100 C-40,104 -46,122 -48,150 L-58,{FOOT_Y} L58,{FOOT_Y} L48,150 C46,122 40,104 24,100 Z" '
             f'fill="{mantle}"{OL}/>')
    # folds of the mantle (flat shapes)
    o.append(poly([(-44, 170), (-36, FOOT_Y - 2), (-46, FOOT_Y - 2)], "#000", ' fill-opacity=".2"'))
    o.append(poly([(44, 170), (36, FOOT_Y - 2), (46, FOOT_Y - 2)], "#000", ' fill-opacity=".2"'))
    # the robe, long to the feet, with a patterned hem and front band
    o.append(shoes(12))
    o.append(f'<path d="M-21,104 L-34,{FOOT_Y - 2} C-20,{FOOT_Y + 1} 20,{FOOT_Y + 1} 34,{FOOT_Y - 2} L21,104 Z" fill="{robe}"{OL}/>')
    o.append(poly([(-6, 150), (-12, FOOT_Y - 2), (-2, FOOT_Y - 2)], "#000", ' fill-opacity=".16"'))
    o.append(poly([(10, 150), (24, FOOT_Y - 2), (16, FOOT_Y - 2)], "#000", ' fill-opacity=".16"'))
    o.append(f'<path d="M-32.4,{FOOT_Y - 14} L32.4,{FOOT_Y - 14} L34,{FOOT_Y - 2} C20,{FOOT_Y + 1} -20,{FOOT_Y + 1} -34,{FOOT_Y - 2} Z" '
             f'fill="{trim}"{OL} stroke-width="1.2"/>')
    o.append(motif_row(-30, 30, FOOT_Y - 7.5, motif[0], motif[1]))
    o.append(f'<path d="M-5,112 L5,112 L6,{FOOT_Y - 14} L-6,{FOOT_Y - 14} Z" fill="{trim}"{OL} stroke-width="1.1"/>')
    o.append('<path d="' + "".join(f'M0,{yy - 3.6} L2.6,{yy} L0,{yy + 3.6} L-2.6,{yy} Z'
                                   for yy in range(124, FOOT_Y - 18, 14)) + f'" fill="{motif[1]}"/>')
    # the mantle's front edges, ermine, over the robe's sides
    edge = c.get("edge", WHITE)
    o.append(f'<path d="M-24,100 C-30,130 -34,190 -42,{FOOT_Y} L-32,{FOOT_Y} C-26,190 -22,130 -14,104 Z" fill="{edge}"{OL} stroke-width="1.2"/>')
    o.append(f'<path d="M24,100 C30,130 34,190 42,{FOOT_Y} L32,{FOOT_Y} C26,190 22,130 14,104 Z" fill="{edge}"{OL} stroke-width="1.2"/>')
    if edge == WHITE:
        o.append(ermine_spots([(-23, 130), (-28, 160), (-31, 190), (-34, 220), (-37, 250),
                               (23, 130), (28, 160), (31, 190), (34, 220), (37, 250)]))
    else:
        d = []
        for k in range(9):
            t = (k + .5) / 9
            yy = 110 + t * (FOOT_Y - 112)
            xx = 19 + 18 * t ** 1.3
            d.append(dot(-xx, yy, 1.5) + dot(xx, yy, 1.5))
        o.append(f'<path d="{"".join(d)}" fill="{RED_DARK}"/>')
    # belt
    o.append(f'<path d="M-20,158 L20,158 L20.6,164 L-20.6,164 Z" fill="{c.get("belt", INK)}"/>')
    o.append(f'<rect x="-4" y="156" width="8" height="10" rx="1.5" fill="{OCHRE_LIGHT}"{OL} stroke-width="1"/>')
    return "".join(o)


def king_shoulders(c):
    """The ermine pèlerine over the shoulders and the collar (over the arms)."""
    if c.get("cuirass"):
        # a Roman breastplate with shoulder guards and a row of leather straps
        o = [f'<path d="M-20,160 L-22,172 M-14,160 L-15,174 M-7,160 L-7,175 M0,160 L0,175 M7,160 L7,175 '
             f'M14,160 L15,174 M20,160 L22,172" stroke="{INK}" stroke-width="5.4" stroke-linecap="round"/>'
             f'<path d="M-20,160 L-22,172 M-14,160 L-15,174 M-7,160 L-7,175 M0,160 L0,175 M7,160 L7,175 '
             f'M14,160 L15,174 M20,160 L22,172" stroke="{OCHRE_DARK}" stroke-width="3" stroke-linecap="round"/>',
             f'<path d="M-21,102 C-24,120 -22,146 -20,162 C-8,166 8,166 20,162 C22,146 24,120 21,102 Z" fill="{OCHRE}"{OL}/>',
             f'<path d="M-12,118 C-8,126 -8,134 -10,140 M12,118 C8,126 8,134 10,140 M-14,150 C-6,153 6,153 14,150" '
             f'fill="none" stroke="{OCHRE_DARK}" stroke-width="1.6" stroke-linecap="round"/>',
             f'<circle cx="0" cy="131" r="4.5" fill="{RED}"{OL} stroke-width="1"/>',
             f'<path d="M-30,104 C-22,98 -12,100 -10,106 C-14,114 -24,118 -32,116 Z" fill="{OCHRE_LIGHT}"{OL} stroke-width="1.2"/>'
             f'<path d="M30,104 C22,98 12,100 10,106 C14,114 24,118 32,116 Z" fill="{OCHRE_LIGHT}"{OL} stroke-width="1.2"/>']
        o.append(f'<path d="M-9,97 C-6,102 6,102 9,97" fill="{RED}"{OL} stroke-width="1.1"/>')
        return "".join(o)
    o = [f'<path d="M-27,101 C-18,95 18,95 27,101 C33,107 34,117 31,126 C14,133 -14,133 -31,126 '
         f'C-34,117 -33,107 -27,101 Z" fill="{WHITE}"{OL}/>',
         ermine_spots([(-22, 112), (-12, 118), (0, 121), (12, 118), (22, 112), (-26, 122), (26, 122),
                       (-6, 127), (6, 127)])]
    o.append(f'<path d="M-13,97 C-8,103 8,103 13,97 L10,95 C6,98 -6,98 -10,95 Z" fill="{OCHRE}"{OL} stroke-width="1.1"/>')
    if c.get("chain", True):
        o.append(f'<path d="M-20,104 C-14,118 14,118 20,104" fill="none" stroke="{OCHRE_DARK}" stroke-width="2.2" '
                 f'stroke-dasharray="2.4 1.6"/>')
        o.append(f'<circle cx="0" cy="114.5" r="3.4" fill="{OCHRE}"{OL} stroke-width="1"/>')
    return "".join(o)


def queen_body(c):
    gown, mantle, apron = c["robe"], c["mantle"], c.get("apron", OCHRE)
    motif = c.get("motif", ("dots", RED))
    o = []
    # mantle hanging from the shoulders behind the skirt
    o.append(f'<path d="M-20,100 C-36,108 -46,170 -56,{FOOT_Y} L56,{FOOT_Y} C46,170 36,108 20,100 Z" fill="{mantle}"{OL}/>')
    o.append(poly([(-40, 180), (-36, FOOT_Y - 1), (-50, FOOT_Y - 1)], "#000", ' fill-opacity=".2"'))
    o.append(poly([(40, 180), (36, FOOT_Y - 1), (50, FOOT_Y - 1)], "#000", ' fill-opacity=".2"'))
    # skirt: a wide bell to the ground
    o.append(f'<path d="M-15,156 C-24,190 -40,236 -44,{FOOT_Y - 1} C-20,{FOOT_Y + 3} 20,{FOOT_Y + 3} 44,{FOOT_Y - 1} '
             f'C40,236 24,190 15,156 Z" fill="{gown}"{OL}/>')
    o.append(poly([(-8, 170), (-22, FOOT_Y - 1), (-14, FOOT_Y)], "#000", ' fill-opacity=".16"'))
    o.append(poly([(8, 170), (22, FOOT_Y - 1), (14, FOOT_Y)], "#000", ' fill-opacity=".16"'))
    # the front panel (apron) with its pattern
    o.append(f'<path d="M-7,160 L7,160 L17,{FOOT_Y + .5} C6,{FOOT_Y + 1.5} -6,{FOOT_Y + 1.5} -17,{FOOT_Y + .5} Z" fill="{apron}"{OL} stroke-width="1.2"/>')
    for k, yy in enumerate(range(176, FOOT_Y - 6, 16)):
        o.append(motif_row(-5 - (yy - 160) / 13, 5 + (yy - 160) / 13, yy, motif[0], motif[1], step=8))
    # hem band
    o.append(f'<path d="M-43,{FOOT_Y - 10} C-20,{FOOT_Y - 6} 20,{FOOT_Y - 6} 43,{FOOT_Y - 10} L44,{FOOT_Y - 1} '
             f'C20,{FOOT_Y + 3} -20,{FOOT_Y + 3} -44,{FOOT_Y - 1} Z" fill="{c.get("trim", OCHRE)}"{OL} stroke-width="1.2"/>')
    o.append(motif_row(-40, 40, FOOT_Y - 5, "lozenge", motif[1] if motif[1] != apron else INK, step=8))
    # bodice
    o.append(f'<path d="M-18,101 C-19,120 -16,140 -13,160 L13,160 C16,140 19,120 18,101 Z" fill="{c.get("bodice", gown)}"{OL}/>')
    o.append(f'<path d="M-14,158 C-6,164 6,164 14,158 L15,164 C6,170 -6,170 -15,164 Z" fill="{OCHRE}"{OL} stroke-width="1.1"/>')
    o.append(f'<path d="M-3,118 L3,118 L2,158 L-2,158 Z" fill="{OCHRE}"/>')
    return "".join(o)


def queen_shoulders(c):
    """Neckline and necklace."""
    o = [f'<path d="M-17,101 C-12,110 -6,116 0,117 C6,116 12,110 17,101 C10,98 -10,98 -17,101 Z" fill="{SKIN}"{OL}/>',
         f'<path d="M-10,102 C-6,110 6,110 10,102" fill="none" stroke="{OCHRE_DARK}" stroke-width="1.8" stroke-dasharray="2 1.4"/>',
         f'<circle cx="0" cy="108.6" r="2.4" fill="{c.get("jewel", RED)}"{OL} stroke-width=".9"/>']
    # a border along the neckline
    o.append(f'<path d="M-17,101 C-12,110 -6,116 0,117 C6,116 12,110 17,101" fill="none" stroke="{OCHRE}" stroke-width="3"/>')
    o.append(f'<path d="M-17,101 C-12,110 -6,116 0,117 C6,116 12,110 17,101" fill="none" stroke="{INK}" stroke-width="1" transform="translate(0,2)"/>')
    return "".join(o)


def jack_body(c):
    tunic, hose = c["robe"], c.get("hose", c["mantle"])
    trim, motif = c.get("trim", OCHRE), c.get("motif", ("dots", RED))
    o = []
    # short cape behind the shoulders
    o.append(f'<path d="M-22,100 C-34,106 -40,130 -42,176 L-26,170 L-22,110 Z" fill="{c["mantle"]}"{OL}/>')
    o.append(f'<path d="M22,100 C34,106 40,130 42,176 L26,170 L22,110 Z" fill="{c["mantle"]}"{OL}/>')
    # legs in hose, slightly apart, and shoes
    o.append(tube((-9, 205), (-11, 240), (-14, FOOT_Y - 5), 10.5, hose))
    o.append(tube((9, 205), (11, 240), (14, FOOT_Y - 5), 10.5, c.get("hose2", hose)))
    o.append(f'<path d="M-24,{FOOT_Y + 2} C-24,{FOOT_Y - 7} -8,{FOOT_Y - 9} -7,{FOOT_Y + 2} Z" fill="{INK}"/>'
             f'<path d="M24,{FOOT_Y + 2} C24,{FOOT_Y - 7} 8,{FOOT_Y - 9} 7,{FOOT_Y + 2} Z" fill="{INK}"/>')
    o.append(f'<path d="M-13,212 L-8,212 M8,212 L13,212" stroke="{INK}" stroke-width="1"/>')
    # tunic to the knee, flared, with a patterned hem
    o.append(f'<path d="M-20,102 C-22,140 -26,180 -34,212 C-12,218 12,218 34,212 C26,180 22,140 20,102 Z" fill="{tunic}"{OL}/>')
    o.append(poly([(-6, 170), (-18, 214), (-10, 215.5)], "#000", ' fill-opacity=".16"'))
    o.append(poly([(8, 170), (20, 214), (13, 215.5)], "#000", ' fill-opacity=".16"'))
    o.append(f'<path d="M-32,203 C-12,208 12,208 32,203 L34,212 C12,218 -12,218 -34,212 Z" fill="{trim}"{OL} stroke-width="1.2"/>')
    o.append(motif_row(-30, 30, 209.5, motif[0], motif[1], step=8))
    # doublet front: a vertical band with buttons
    o.append(f'<path d="M-5,112 L5,112 L6,203 L-6,203 Z" fill="{trim}"{OL} stroke-width="1.1"/>')
    o.append('<path d="' + "".join(dot(0, yy, 1.8) for yy in (122, 134, 146, 176, 190)) + f'" fill="{motif[1]}"/>')
    # belt with a purse
    o.append(f'<path d="M-21,154 L21,154 L21.6,161 L-21.6,161 Z" fill="{INK}"/>')
    o.append(f'<rect x="-4.5" y="152.5" width="9" height="10" rx="1.5" fill="{OCHRE_LIGHT}"{OL} stroke-width="1"/>')
    return "".join(o)


def jack_shoulders(c):
    o = [f'<path d="M-22,101 C-14,96 14,96 22,101 L24,112 C12,117 -12,117 -24,112 Z" fill="{c.get("collar", WHITE)}"{OL}/>',
         f'<path d="M-20,108 C-10,112 10,112 20,108" fill="none" stroke="{c.get("trim", OCHRE)}" stroke-width="1.6"/>']
    o.append(motif_row(-18, 18, 104, "dots", c.get("collar_dots", RED), step=6))
    return "".join(o)


# --- the characters -------------------------------------------------------------
#
# side -1 is the card's left, +1 its right.  Arms: (hand, elbow).  The top
# right (x > 48, y < 70 in local units) stays free for the game's badge.

def char_charles():
    c = dict(rank="K", name="CHARLES", robe=OCHRE, mantle=RED, trim=BLUE, motif=("lozenge", OCHRE_LIGHT),
             beard="long", hair=WHITE, beard_col=WHITE, cap=RED, belt=RED_DARK)
    c["arms"] = [(-1, (-38, 152), (-42, 136), RED, WHITE), (1, (38, 150), (42, 134), RED, WHITE)]
    c["held_back"] = [lambda: sword(38, 150, 62)]
    c["held_front"] = [lambda: orb(-38, 137, 13)]
    return c


def char_david():
    c = dict(rank="K", name="DAVID", robe=BLUE, mantle=NAVY, trim=OCHRE, motif=("trefoil", INK),
             beard="short", hair=HAIR_DARK, cap=BLUE, belt=OCHRE_DARK)
    c["arms"] = [(-1, (-56, 164), (-44, 146), NAVY, WHITE), (1, (-30, 200), (6, 184), NAVY, WHITE)]
    c["held_back"] = []
    c["held_front"] = [lambda: harp(-58, 254, 124, 44)]
    return c


def char_cesar():
    c = dict(rank="K", name="CÉSAR", robe=RED, mantle=BLUE, trim=OCHRE, motif=("zigzag", RED_DARK),
             hair=HAIR_DARK, profile=True, belt=INK, cuirass=True, edge=OCHRE)
    c["arms"] = [(-1, (-42, 150), (-42, 132), BLUE, OCHRE), (1, (28, 168), (36, 148), BLUE, OCHRE)]
    c["held_back"] = [lambda: axe(-42, 150, 46, 240)]
    c["held_front"] = [lambda: sword_sheathed(28, 168)]
    return c


def char_alexandre():
    c = dict(rank="K", name="ALEXANDRE", robe=RED, mantle=BLUE, trim=OCHRE, motif=("dots", BLUE),
             beard="short", hair=HAIR_BROWN, cap=RED, belt=INK)
    c["arms"] = [(-1, (-40, 150), (-42, 134), BLUE, WHITE), (1, (36, 158), (42, 140), BLUE, WHITE)]
    c["held_back"] = [lambda: sceptre(-40, 150, 66, 206)]
    c["held_front"] = [lambda: orb(36, 145, 9)]
    return c


def char_pallas():
    c = dict(rank="Q", name="PALLAS", robe=BLUE, mantle=INK, apron=OCHRE, bodice=OCHRE_LIGHT,
             motif=("lozenge", BLUE), hair=HAIR_DARK, helmet=True, jewel=BLUE, veil=False)
    c["arms"] = [(-1, (-38, 152), (-38, 132), BLUE, OCHRE), (1, (28, 166), (34, 146), BLUE, OCHRE)]
    c["held_back"] = [lambda: spear(-38, 152, 52, 262)]
    c["held_front"] = [lambda: round_shield(38, 194, 24, BLUE, OCHRE, "S", WHITE)]
    return c


def char_judith():
    c = dict(rank="Q", name="JUDITH", robe=RED, mantle=BLUE, apron=OCHRE_LIGHT, motif=("trefoil", RED),
             hair="#9a4a1c", jewel=BLUE)
    c["arms"] = [(-1, (-32, 134), (-40, 150), RED, OCHRE), (1, (20, 168), (34, 150), RED, OCHRE)]
    c["held_back"] = [lambda: flower(-32, 134, 92, RED)]
    c["held_front"] = []
    return c


def char_rachel():
    c = dict(rank="Q", name="RACHEL", robe=OCHRE, mantle=RED, apron=BLUE, bodice=BLUE, motif=("dots", OCHRE_LIGHT),
             trim=RED, hair=HAIR_BROWN, jewel=OCHRE)
    c["arms"] = [(-1, (-30, 140), (-40, 154), BLUE, OCHRE), (1, (18, 170), (32, 152), BLUE, OCHRE)]
    c["held_back"] = []
    c["held_front"] = [lambda: fan(-30, 136, WHITE, RED)]
    return c


def char_argine():
    c = dict(rank="Q", name="ARGINE", robe=BLUE, mantle=RED, apron=WHITE, bodice=RED, motif=("lozenge", BLUE),
             hair=HAIR_DARK, jewel=BLUE)
    c["arms"] = [(-1, (-34, 140), (-42, 156), RED, OCHRE), (1, (20, 168), (34, 150), RED, OCHRE)]
    c["held_back"] = [lambda: flower(-34, 140, 98, WHITE)]
    c["held_front"] = []
    return c


def char_ogier():
    c = dict(rank="J", name="OGIER", robe=BLUE, mantle=RED, trim=OCHRE, motif=("dots", RED), hose=RED,
             hose2=OCHRE, hat=BLUE, hat_band=OCHRE, feather=WHITE, hair=HAIR_BROWN, beard="short")
    c["arms"] = [(-1, (-38, 146), (-42, 128), RED, OCHRE), (1, (30, 168), (36, 146), BLUE, OCHRE)]
    c["held_back"] = [lambda: halberd(-38, 146, 54, 262, True)]
    c["held_front"] = [lambda: kite_shield(42, 190, BLUE, OCHRE, "S", WHITE)]
    return c


def char_lahire():
    c = dict(rank="J", name="LA HIRE", robe=RED, mantle=BLUE, trim=OCHRE, motif=("lozenge", BLUE), hose=BLUE,
             hose2=RED, hat=RED, hat_band=OCHRE, feather=OCHRE_LIGHT, hair=HAIR_DARK)
    c["arms"] = [(-1, (-38, 140), (-44, 126), BLUE, OCHRE), (1, (28, 160), (36, 142), RED, OCHRE)]
    c["held_back"] = [lambda: banner(-38, 140, 44, 262, BLUE, "H")]
    c["held_front"] = [lambda: sword_sheathed(28, 160)]
    return c


def char_hector():
    c = dict(rank="J", name="HECTOR", robe=OCHRE, mantle=RED, trim=RED, motif=("dots", OCHRE_LIGHT), hose=BLUE,
             hose2=BLUE, hat=RED, hat_band=BLUE, feather=WHITE, hair=HAIR_BROWN, collar_dots=BLUE)
    c["arms"] = [(-1, (-38, 146), (-42, 128), RED, BLUE), (1, (28, 158), (36, 140), RED, BLUE)]
    c["held_back"] = [lambda: axe(-38, 146, 56, 262)]
    c["held_front"] = [lambda: horn(30, 164)]
    return c


def char_lancelot():
    c = dict(rank="J", name="LANCELOT", robe=RED, mantle=OCHRE, trim=BLUE, motif=("trefoil", OCHRE_LIGHT),
             hose=OCHRE, hose2=RED, hat=BLUE, hat_band=RED, feather=RED, hair=OCHRE, collar_dots=BLUE)
    c["arms"] = [(-1, (-38, 146), (-42, 128), OCHRE, BLUE), (1, (30, 164), (36, 144), OCHRE, BLUE)]
    c["held_back"] = [lambda: spear(-38, 146, 40, 264)]
    c["held_front"] = [lambda: round_shield(40, 192, 19, RED, OCHRE, "C", INK)]
    return c


def sword_sheathed(x, y):
    """A hand resting on the hilt of a sheathed sword hanging down-right."""
    return (f'<path d="M{n(x + 2)},{n(y + 6)} L{n(x + 14)},{n(y + 82)} L{n(x + 9)},{n(y + 83)} L{n(x - 3)},{n(y + 7)} Z" '
            f'fill="{INK}"{OL} stroke-width="1.1"/>'
            f'<path d="M{n(x + 11)},{n(y + 70)} L{n(x + 14.5)},{n(y + 84)} L{n(x + 8.5)},{n(y + 85)} Z" fill="{OCHRE}"{OL} stroke-width="1"/>'
            f'<path d="M{n(x - 9)},{n(y + 5)} L{n(x + 9)},{n(y + 2)}" stroke="{INK}" stroke-width="5.6" stroke-linecap="round"/>'
            f'<path d="M{n(x - 9)},{n(y + 5)} L{n(x + 9)},{n(y + 2)}" stroke="{OCHRE}" stroke-width="3" stroke-linecap="round"/>'
            f'<circle cx="{n(x - 1)}" cy="{n(y - 6)}" r="3" fill="{OCHRE}"{OL} stroke-width="1"/>')


CHARACTERS = {
    "KH": char_charles, "KS": char_david, "KD": char_cesar, "KC": char_alexandre,
    "QS": char_pallas, "QH": char_judith, "QD": char_rachel, "QC": char_argine,
    "JS": char_ogier, "JH": char_lahire, "JD": char_hector, "JC": char_lancelot,
}


def figure(c):
    rank = c["rank"]
    o = [ground()]
    o.append({"K": king_body, "Q": queen_body, "J": jack_body}[rank](c))
    shoulder = {"K": 24, "Q": 17, "J": 20}[rank]
    c["shoulder"] = shoulder
    for f in c.get("held_back", []):
        o.append(f())
    for side, hand_pt, elbow, sleeve, cuff_col in c["arms"]:
        if rank == "Q":
            o.append(arm(c, side, hand_pt, elbow, sleeve, cuff_col, width=10.5))
        else:
            o.append(arm(c, side, hand_pt, elbow, sleeve, cuff_col, width=13))
    if rank == "Q":
        # puffed sleeve heads
        for side in (-1, 1):
            o.append(f'<ellipse cx="{side * 19}" cy="108" rx="8" ry="9" fill="{c["arms"][0][3]}"{OL}/>')
    o.append({"K": king_shoulders, "Q": queen_shoulders, "J": jack_shoulders}[rank](c))
    # head and headgear
    if rank == "Q" and c.get("veil", True):
        o.append(f'<path d="M-12,{HEAD_Y - 15} C-24,{HEAD_Y} -26,{HEAD_Y + 24} -24,{HEAD_Y + 34} L-18,{HEAD_Y + 32} '
                 f'C-16,{HEAD_Y + 12} -14,{HEAD_Y} -10,{HEAD_Y - 8} Z" fill="{WHITE}"{OL} stroke-width="1.1"/>'
                 f'<path d="M12,{HEAD_Y - 15} C24,{HEAD_Y} 26,{HEAD_Y + 24} 24,{HEAD_Y + 34} L18,{HEAD_Y + 32} '
                 f'C16,{HEAD_Y + 12} 14,{HEAD_Y} 10,{HEAD_Y - 8} Z" fill="{WHITE}"{OL} stroke-width="1.1"/>')
    o.append(head_profile(c) if c.get("profile") else head_front(c))
    if rank == "K":
        o.append(laurel_crown(c) if c.get("profile") else crown_king(c))
    elif rank == "Q":
        o.append(helmet(c) if c.get("helmet") else crown_queen(c))
    else:
        o.append(jack_hat(c))
    for f in c.get("held_front", []):
        o.append(f())
    for side, hand_pt, elbow, sleeve, cuff_col in c["arms"]:
        o.append(hand(*hand_pt))
    return "".join(o)


def cartouche(name, s):
    y0, y1 = 292, 313
    w = max(64, 9.4 * len(name) + 22)
    x0, x1 = -w / 2, w / 2
    col = suit_colour(s)
    return (f'<path d="M{n(x0 + 6)},{y0} H{n(x1 - 6)} C{n(x1 - 2)},{y0 + 4} {n(x1 + 3)},{y0 + 4} {n(x1 + 5)},{y0 + 1} '
            f'L{n(x1 + 5)},{y1 - 1} C{n(x1 + 3)},{y1 - 4} {n(x1 - 2)},{y1 - 4} {n(x1 - 6)},{y1} H{n(x0 + 6)} '
            f'C{n(x0 + 2)},{y1 - 4} {n(x0 - 3)},{y1 - 4} {n(x0 - 5)},{y1 - 1} L{n(x0 - 5)},{y0 + 1} '
            f'C{n(x0 - 3)},{y0 + 4} {n(x0 + 2)},{y0 + 4} {n(x0 + 6)},{y0} Z" fill="{WHITE}"{OL} stroke-width="1.2"/>'
            f'<text x="0" y="{y1 - 6}" text-anchor="middle" font-size="13" letter-spacing="1" {SERIF} fill="{col}">{name}</text>')


def court(cid):
    s = cid[-1]
    c = CHARACTERS[cid]()
    col = suit_colour(s)
    pw, ph = PANEL_X1 - PANEL_X0, PANEL_Y1 - PANEL_Y0
    return (f'<rect x="{PANEL_X0}" y="{PANEL_Y0}" width="{pw}" height="{ph}" rx="5" fill="{PANEL}"/>'
            # no clip path: every figure lies inside the panel, and a clip
            # made librsvg/cairo composite each of the ~150 shapes through it
            f'<g transform="translate({W // 2},0)" stroke-width="1.4">'
            f'{figure(c)}{cartouche(c["name"], s)}</g>'
            f'<rect x="{PANEL_X0 + 3}" y="{PANEL_Y0 + 3}" width="{pw - 6}" height="{ph - 6}" rx="3" fill="none" '
            f'stroke="{OCHRE}" stroke-width=".9"/>'
            f'<rect x="{PANEL_X0}" y="{PANEL_Y0}" width="{pw}" height="{ph}" rx="5" fill="none" '
            f'stroke="{col}" stroke-width="1.5"/>'
            + pip(s, PANEL_X0 + 15, PANEL_Y0 + 17, .18))


# ---------------------------------------------------------------------------
# Back and slot

FLEUR = ("M0,-50 C11,-38 15,-22 7,-4 L-7,-4 C-15,-22 -11,-38 0,-50 Z "
         "M6,-2 C12,-24 40,-32 40,-8 C40,6 28,10 22,4 C30,2 32,-9 26,-12 C19,-15 13,-8 11,-2 Z "
         "M-6,-2 C-12,-24 -40,-32 -40,-8 C-40,6 -28,10 -22,4 C-30,2 -32,-9 -26,-12 C-19,-15 -13,-8 -11,-2 Z "
         "M-17,-4 H17 V5 H-17 Z "
         "M-5,7 C-6,20 -13,28 -22,32 C-12,36 -4,31 0,22 C4,31 12,36 22,32 C13,28 6,20 5,7 Z")

BACK_BG = "#21438f"
BACK_LINE = "#e8d7a6"


def back():
    i = 9
    cx, cy = W / 2, H / 2
    o = [f'<rect width="{W}" height="{H}" rx="{R}" fill="{PAPER}"/>',
         f'<rect x=".5" y=".5" width="{W - 1}" height="{H - 1}" rx="{R - .5}" fill="none" stroke="{FRAME}"/>',
         f'<rect x="{i}" y="{i}" width="{W - 2 * i}" height="{H - 2 * i}" rx="7" fill="{BACK_BG}"/>',
         f'<rect x="{i}" y="{i}" width="{W - 2 * i}" height="{H - 2 * i}" rx="7" fill="url(#diaper)"/>',
         f'<rect x="{i + 5}" y="{i + 5}" width="{W - 2 * i - 10}" height="{H - 2 * i - 10}" rx="4" fill="none" '
         f'stroke="{BACK_LINE}" stroke-width="1.4"/>',
         f'<rect x="{i + 8}" y="{i + 8}" width="{W - 2 * i - 16}" height="{H - 2 * i - 16}" rx="3" fill="none" '
         f'stroke="{BACK_LINE}" stroke-width=".6"/>']
    # the medallion: an oval with a fleur-de-lys
    o.append(f'<ellipse cx="{n(cx)}" cy="{n(cy)}" rx="50" ry="64" fill="{BACK_BG}" stroke="{BACK_LINE}" stroke-width="2.4"/>')
    o.append(f'<ellipse cx="{n(cx)}" cy="{n(cy)}" rx="44" ry="58" fill="{PAPER}" stroke="{BACK_BG}" stroke-width="1"/>')
    o.append(f'<ellipse cx="{n(cx)}" cy="{n(cy)}" rx="40" ry="54" fill="none" stroke="{BACK_BG}" stroke-width=".8" '
             f'stroke-dasharray="1.4 3" stroke-linecap="round"/>')
    o.append(f'<use xlink:href="#fleur" transform="translate({n(cx)},{n(cy + 2)}) scale(.78)" fill="{BACK_BG}"/>')
    for k in range(12):
        a = math.radians(k * 30)
        x, y = cx + 56 * math.sin(a), cy - 70 * math.cos(a)
        o.append(f'<circle cx="{n(x)}" cy="{n(y)}" r="1.8" fill="{BACK_LINE}"/>')
    for (x, y) in [(i + 18, i + 18), (W - i - 18, i + 18), (i + 18, H - i - 18), (W - i - 18, H - i - 18)]:
        o.append(f'<use xlink:href="#fleur" transform="translate({x},{y}) scale(.14)" fill="{BACK_LINE}"/>')
    return "".join(o)


def slot():
    return (f'<rect width="{W}" height="{H}" rx="{R}" fill="{WHITE}" fill-opacity=".08"/>'
            f'<rect x="1.5" y="1.5" width="{W - 3}" height="{H - 3}" rx="{R - 1.5}" fill="none" '
            f'stroke="{WHITE}" stroke-opacity=".45" stroke-width="3"/>'
            f'<use xlink:href="#fleur" transform="translate({W // 2},{H // 2 + 2}) scale(.5)" '
            f'fill="{WHITE}" fill-opacity=".14"/>')


# ---------------------------------------------------------------------------

def card(face, s):
    o = [card_base()]
    if face == "A":
        o.append(ace(s))
    elif face in "KQJ":
        o.append(court(face + s))
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
        # a path of its own, not a <use> of shape-S (each <use> costs librsvg a layer)
        o.append(f'<path id="pip-{s}" d="{SHAPES[s]}" fill="{suit_colour(s)}"/>')
    o.append(f'<path id="fleur" d="{FLEUR}"/>')
    o.append(f'<pattern id="diaper" patternUnits="userSpaceOnUse" width="14" height="14" '
             f'patternTransform="rotate(45)">'
             f'<path d="M0,0 H14 M0,0 V14" stroke="{BACK_LINE}" stroke-opacity=".55" stroke-width=".9" fill="none"/>'
             f'<path d="M7,4.6 L9.4,7 L7,9.4 L4.6,7 Z" fill="{BACK_LINE}" fill-opacity=".5"/>'
             f'</pattern>')
    o.append("</defs>")
    return "\n".join(o)


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        HERE, "..", "data", "themes", "quebec", "cards.svg")
    _std.write_deck(out_path, 'Three-Spot card theme "Québec" (portrait de Paris). Generated by '
                    'build-aux/gen-theme-quebec.py', SANS, defs(), card, back(), slot())

if __name__ == "__main__":
    main()
