#!/usr/bin/env python3
# Generate the "Joffre" card theme: data/themes/joffre/cards.svg and theme.ini
#
# The Québec Joffre pack: four nations for suits -- England (blue, engine
# suit C), Russia (green, D), France (red, H) and Germany (brown, S) -- each
# with its own emblem instead of a pip, and in every suit the ranks
# 7 General, 6 Colonel, 5 Major, 4 Captain, 3 Lieutenant, 2 Sergeant,
# 1 Corporal and a zero: England's coat of arms, Russia's clown, the Kaiser
# (Germany) and Joffre (France).  Two extra zero-rank cards, "flagH" and
# "flagS" (the flags of France and Germany), stand for the 34-card pack's
# 7 of hearts and 7 of spades.
#
# Every card is a top-level <g> whose ink covers exactly 240x336 user units
# (the border stroke is drawn inside the card), laid out in a grid without
# overlap, so librsvg's rsvg_handle_render_element() crops one card.  The
# special cards are drawn plain: the game adds the +5 / -3 badge itself.
#
# The output is committed, so building Three-Spot never needs Python.
# Run:  python3 build-aux/gen-theme-joffre.py [OUTPUT-DIR]
#
# SPDX-License-Identifier: GPL-3.0-or-later

import math
import os
import sys

W, H, R = 240, 336, 14
GAP = 20

SUITS = "CDHS"
RANKS = ["7", "6", "5", "4", "3", "2", "1", "0"]

INK = "#241f31"
WHITE = "#ffffff"
BORDER = "#9a9996"
CREAM = "#fdf8ec"
SKIN = "#fcecd6"
SKIN_SHADE = "#f3d3b3"
BLUSH = "#e8826f"
GOLD = "#e5a50a"
GOLD_LIGHT = "#f6d32d"
GOLD_DARK = "#b5790a"
LEATHER = "#7a4a22"
BLACK = "#2b2623"
NAVY = "#1c2a55"
SILVER = "#deddda"

FONT = 'font-family="Cantarell, DejaVu Sans, sans-serif" font-weight="bold"'

# per nation: ink colour (index, frames, ribbon), tunic, tunic shadow,
# collar facing, light tint of the panel
NATION = {
    "C": dict(ink="#1a5fb4", tunic="#2a6cc4", shade="#1c4f94", facing="#c01c28",
              tint="#e6eef9", name="England"),
    "D": dict(ink="#17754a", tunic="#26935c", shade="#1a6e44", facing="#c01c28",
              tint="#e3f2e8", name="Russia"),
    "H": dict(ink="#c01c28", tunic="#c8303a", shade="#951720", facing=NAVY,
              tint="#fbe8e4", name="France"),
    "S": dict(ink="#6f4a28", tunic="#8d6440", shade="#684628", facing="#c01c28",
              tint="#f3ebdf", name="Germany"),
}

TITLES = {"7": "Général", "6": "Colonel", "5": "Major", "4": "Capitaine",
          "3": "Lieutenant", "2": "Sergent", "1": "Caporal"}

SW = f'stroke="{INK}" stroke-linejoin="round" stroke-linecap="round"'


def n(v):
    """Format a number compactly."""
    v = round(v, 2)
    if v == int(v):
        return str(int(v))
    return ("%.2f" % v).rstrip("0")


def pts(points):
    return " ".join(f"{n(x)},{n(y)}" for x, y in points)


def mirror_path(half):
    """A closed polygon from the right half (x >= 0), listed from top to bottom."""
    full = list(half) + [(-x, y) for x, y in reversed(half)]
    return "M" + " L".join(f"{n(x)},{n(y)}" for x, y in full) + " Z"


def star_path(cx, cy, r, ri=None, k=5, rot=0):
    ri = ri if ri is not None else r * .42
    p = []
    for i in range(2 * k):
        a = math.radians(rot + i * 180 / k)
        rr = r if i % 2 == 0 else ri
        p.append((cx + rr * math.sin(a), cy - rr * math.cos(a)))
    return "M" + " L".join(f"{n(x)},{n(y)}" for x, y in p) + " Z"


# ---------------------------------------------------------------------------
# Suit emblems, centred on 0,0, about 104 units tall, each its own shape:
# England a shield with St George's cross, Russia a double-headed eagle,
# France a round cockade, Germany an iron cross.

SHIELD = ("M-40,-50 L40,-50 L40,-8 C40,24 22,40 0,52 "
          "C-22,40 -40,24 -40,-8 Z")

EAGLE_HALF = [
    (0, -55), (4.5, -50), (4, -44), (6, -41), (8, -47), (13, -52), (19, -52),
    (24, -48), (31, -46), (25, -42), (22, -40), (19, -35), (16, -29), (15, -24),
    (22, -30), (30, -40), (39, -49), (49, -55), (50, -47), (55, -44), (51, -37),
    (57, -33), (51, -27), (56, -21), (48, -16), (51, -9), (41, -7), (40, 0),
    (28, -1), (19, 6), (17, 14), (27, 18), (33, 25), (25, 25), (27, 31), (18, 26),
    (14, 30), (20, 45), (11, 41), (8, 54), (0, 48),
]
EAGLE = mirror_path(EAGLE_HALF)

CROSS = ("M-7,-7 Q-11,-30 -23,-51 L23,-51 Q11,-30 7,-7 "
         "Q30,-11 51,-23 L51,23 Q30,11 7,7 "
         "Q11,30 23,51 L-23,51 Q-11,30 -7,7 "
         "Q-30,11 -51,23 L-51,-23 Q-30,-11 -7,-7 Z")


def emblem_defs():
    o = []
    c = NATION["C"]["ink"]
    # England: a blue shield, St George's cross fimbriated white
    o.append(f'<g id="emb-C"><path d="{SHIELD}" fill="{c}" stroke="{INK}" stroke-width="3"/>'
             f'<path d="M-9,-50 H9 V-24 H40 V-8 H9 V49 L0,52 L-9,49 V-8 H-40 V-24 H-9 Z" fill="{WHITE}"/>'
             f'<path d="M-4.5,-50 H4.5 V-20 H40 V-12 H4.5 V50.5 L0,52 L-4.5,50.5 V-12 H-40 V-20 H-4.5 Z" '
             f'fill="#c01c28"/>'
             f'<path d="{SHIELD}" fill="none" stroke="{INK}" stroke-width="3"/></g>')
    # Russia: a green double-headed eagle with a small gold shield on its breast
    d = NATION["D"]["ink"]
    o.append(f'<g id="emb-D"><path d="{EAGLE}" fill="{d}" stroke="{INK}" stroke-width="2.5" '
             f'stroke-linejoin="round"/>'
             f'<path d="M-9,-20 H9 V-6 C9,4 4,8 0,11 C-4,8 -9,4 -9,-6 Z" fill="{GOLD_LIGHT}" '
             f'stroke="{INK}" stroke-width="1.6"/>'
             f'<circle cx="20" cy="-44" r="2.2" fill="{WHITE}"/><circle cx="-20" cy="-44" r="2.2" fill="{WHITE}"/>'
             f'</g>')
    # France: the tricolour cockade
    h = NATION["H"]["ink"]
    rays = "".join(
        f'<path d="M{n(38 * math.sin(math.radians(a)))},{n(-38 * math.cos(math.radians(a)))} '
        f'L{n(50 * math.sin(math.radians(a)))},{n(-50 * math.cos(math.radians(a)))}" />'
        for a in range(0, 360, 20))
    o.append(f'<g id="emb-H"><circle r="51" fill="{h}" stroke="{INK}" stroke-width="3"/>'
             f'<g stroke="#951720" stroke-width="2.2">{rays}</g>'
             f'<circle r="35" fill="{WHITE}" stroke="{INK}" stroke-width="1.5"/>'
             f'<circle r="20" fill="{NAVY}" stroke="{INK}" stroke-width="1.5"/>'
             f'<circle r="6" fill="#3a5aa8"/></g>')
    # Germany: the iron cross, dark with a light edge
    s = NATION["S"]["ink"]
    o.append(f'<g id="emb-S"><path d="{CROSS}" fill="{s}" stroke="{INK}" stroke-width="3" '
             f'stroke-linejoin="round"/>'
             f'<path d="{CROSS}" transform="scale(.8)" fill="{BLACK}" stroke="{SILVER}" stroke-width="4" '
             f'stroke-linejoin="round"/></g>')
    return "".join(o)


def emb(s, x, y, scale, extra=""):
    return (f'<use xlink:href="#emb-{s}" transform="translate({n(x)},{n(y)}) scale({n(scale)})"{extra}/>')


# ---------------------------------------------------------------------------
# Card parts

def card_base():
    return (f'<rect width="{W}" height="{H}" rx="{R}" fill="{WHITE}"/>'
            f'<rect x=".5" y=".5" width="{W - 1}" height="{H - 1}" rx="{R - .5}" '
            f'fill="none" stroke="{BORDER}"/>')


IDX_X = 28          # centre of the index column
IDX_RANK_Y = 63     # baseline of the rank number
IDX_EMB_Y = 95      # centre of the small emblem
IDX_SIZE = 60       # font size of the rank number
IDX_EMB = .37


def small_flag(s):
    """The index mark of the flag cards: a little flag on a staff."""
    x0, y0 = IDX_X - 14, 14
    o = [f'<path d="M{x0},{y0} V{y0 + 46}" stroke="{INK}" stroke-width="3" stroke-linecap="round"/>']
    fw, fh = 26, 19
    if s == "H":
        cols = ["#1f3f9a", WHITE, "#c01c28"]
        for i, c in enumerate(cols):
            o.append(f'<rect x="{n(x0 + 1.5 + i * fw / 3)}" y="{y0 + 2}" width="{n(fw / 3 + .3)}" '
                     f'height="{fh}" fill="{c}"/>')
    else:
        cols = [BLACK, WHITE, "#c01c28"]
        for i, c in enumerate(cols):
            o.append(f'<rect x="{n(x0 + 1.5)}" y="{n(y0 + 2 + i * fh / 3)}" width="{fw}" '
                     f'height="{n(fh / 3 + .3)}" fill="{c}"/>')
    o.append(f'<rect x="{n(x0 + 1.5)}" y="{y0 + 2}" width="{fw}" height="{fh}" fill="none" '
             f'stroke="{INK}" stroke-width="1.6"/>')
    o.append(f'<circle cx="{x0}" cy="{y0 - 1}" r="3" fill="{GOLD}" stroke="{INK}" stroke-width="1"/>')
    return "".join(o)


def index(label, s):
    col = NATION[s]["ink"]
    if label == "flag":
        mark = small_flag(s)
    else:
        mark = (f'<text x="{IDX_X}" y="{IDX_RANK_Y}" text-anchor="middle" '
                f'font-size="{IDX_SIZE}" {FONT} fill="{col}">{label}</text>')
    body = mark + emb(s, IDX_X, IDX_EMB_Y, IDX_EMB)
    return (f'<g>{body}</g>'
            f'<g transform="rotate(180 {W / 2:g} {H / 2:g})">{body}</g>')


PANEL_X, PANEL_Y, PANEL_W, PANEL_H = 56, 20, 128, 296


def panel_open(s, fill=None):
    fill = fill or NATION[s]["tint"]
    return (f'<rect x="{PANEL_X}" y="{PANEL_Y}" width="{PANEL_W}" height="{PANEL_H}" rx="6" fill="{fill}"/>'
            f'<g clip-path="url(#clip-panel)">')


def panel_close(s):
    col = NATION[s]["ink"]
    return ('</g>'
            f'<rect x="{PANEL_X + 3}" y="{PANEL_Y + 3}" width="{PANEL_W - 6}" height="{PANEL_H - 6}" rx="4" '
            f'fill="none" stroke="{GOLD}" stroke-width="1"/>'
            f'<rect x="{PANEL_X}" y="{PANEL_Y}" width="{PANEL_W}" height="{PANEL_H}" rx="6" fill="none" '
            f'stroke="{col}" stroke-width="1.6"/>')


def ribbon(s, text, y=272, size=14.5, fill=None):
    col = fill or NATION[s]["ink"]
    dark = NATION[s]["shade"] if not fill else fill
    x0, x1, h = 68, 172, 26
    o = []
    # tails behind, notched
    o.append(f'<path d="M{x0 + 6},{y + 6} L{PANEL_X + 2},{y + 6} L{PANEL_X + 9},{y + 6 + h / 2:g} '
             f'L{PANEL_X + 2},{y + 6 + h} L{x0 + 6},{y + 6 + h} Z" fill="{dark}" {SW} stroke-width="1.3"/>')
    o.append(f'<path d="M{x1 - 6},{y + 6} L{PANEL_X + PANEL_W - 2},{y + 6} '
             f'L{PANEL_X + PANEL_W - 9},{y + 6 + h / 2:g} L{PANEL_X + PANEL_W - 2},{y + 6 + h} '
             f'L{x1 - 6},{y + 6 + h} Z" fill="{dark}" {SW} stroke-width="1.3"/>')
    o.append(f'<path d="M{x0},{y + h} L{x0 + 6},{y + h + 6} L{x0 + 6},{y + h} Z" fill="{INK}"/>')
    o.append(f'<path d="M{x1},{y + h} L{x1 - 6},{y + h + 6} L{x1 - 6},{y + h} Z" fill="{INK}"/>')
    o.append(f'<rect x="{x0}" y="{y}" width="{x1 - x0}" height="{h}" fill="{col}" {SW} stroke-width="1.3"/>')
    o.append(f'<path d="M{x0 + 3},{y + 3} H{x1 - 3} M{x0 + 3},{y + h - 3} H{x1 - 3}" stroke="{GOLD_LIGHT}" '
             f'stroke-width=".9" stroke-opacity=".8"/>')
    o.append(f'<text x="120" y="{n(y + h / 2 + size * .36)}" text-anchor="middle" font-size="{size}" '
             f'{FONT} fill="{WHITE}">{text}</text>')
    return "".join(o)


# ---------------------------------------------------------------------------
# Rank insignia, centred on 0,0 (about 90 x 30), gold with ink outlines

def crown_ins(x, y, sc=1.0):
    return (f'<g transform="translate({n(x)},{n(y)}) scale({n(sc)})">'
            f'<path d="M-14,4 L-17,-9 C-12,-6 -9,-4 -7,-10 C-4,-5 -2,-4 0,-14 C2,-4 4,-5 7,-10 '
            f'C9,-4 12,-6 17,-9 L14,4 Z" fill="{GOLD_LIGHT}" {SW} stroke-width="1.3"/>'
            f'<rect x="-15" y="3" width="30" height="7" rx="2" fill="{GOLD}" {SW} stroke-width="1.3"/>'
            f'<circle cx="-17" cy="-9" r="2.4" fill="{GOLD_LIGHT}" {SW} stroke-width="1"/>'
            f'<circle cx="17" cy="-9" r="2.4" fill="{GOLD_LIGHT}" {SW} stroke-width="1"/>'
            f'<path d="M0,-21 V-13 M-3.5,-17.5 H3.5" stroke="{INK}" stroke-width="2.2"/>'
            f'<circle cx="-7" cy="6.5" r="1.6" fill="#c01c28"/><circle cx="0" cy="6.5" r="1.6" fill="#1a5fb4"/>'
            f'<circle cx="7" cy="6.5" r="1.6" fill="#c01c28"/></g>')


def insignia(rank):
    o = []
    st = f'fill="{GOLD_LIGHT}" {SW} stroke-width="1.3"'
    if rank == "7":
        for x in (-27, 0, 27):
            o.append(f'<path d="{star_path(x, 1, 12.5)}" {st}/>')
    elif rank == "6":
        o.append(crown_ins(0, 5, .92))
        for x in (-28, 28):
            o.append(f'<path d="{star_path(x, 1, 10)}" {st}/>')
    elif rank == "5":
        o.append(crown_ins(0, 5, 1.0))
    elif rank in "43":
        k = 3 if rank == "4" else 2
        for i in range(k):
            y = (i - (k - 1) / 2) * 8.5
            o.append(f'<rect x="-24" y="{n(y - 3)}" width="48" height="6" rx="1.5" {st}/>')
    elif rank in "21":
        k = 3 if rank == "2" else 2
        for i in range(k):
            y = (i - (k - 1) / 2) * 8.5 - 4
            o.append(f'<path d="M-22,{n(y - 4)} L0,{n(y + 6)} L22,{n(y - 4)} L22,{n(y + 2)} '
                     f'L0,{n(y + 12)} L-22,{n(y + 2)} Z" {st}/>')
    return "".join(o)


def plaque(s, rank):
    col = NATION[s]["ink"]
    return (f'<rect x="72" y="28" width="96" height="34" rx="7" fill="{col}" {SW} stroke-width="1.4"/>'
            f'<rect x="75" y="31" width="90" height="28" rx="5" fill="none" stroke="{GOLD_LIGHT}" '
            f'stroke-width=".8" stroke-opacity=".7"/>'
            f'<g transform="translate(120,45)">{insignia(rank)}</g>')


# ---------------------------------------------------------------------------
# The busts, in local coordinates: x = 0 on the card's centre line, y = 0 at
# card y 64; the face is centred at (0, 72).

BUST_Y = 64

HAIR = {"7": "#f4f2ee", "6": "#b9b5ae", "5": "#7b4d27", "4": "#3d2b1f",
        "3": "#d9a441", "2": "#2b2422", "1": "#b8581e",
        "kaiser": "#6b4a2e", "joffre": "#f4f2ee"}

FACE_CY = 72


def face(rank, nation):
    hair = HAIR[rank]
    o = []
    big = rank == "joffre"
    rx, ry = (23, 25) if big else (20, 24)
    # side hair, ears
    o.append(f'<path d="M-{rx + 1.5},46 C-{rx + 3},54 -{rx + 2.5},60 -{rx - 1},66 L{rx - 1},66 '
             f'C{rx + 2.5},60 {rx + 3},54 {rx + 1.5},46 Z" fill="{hair}" {SW} stroke-width="1.3"/>')
    o.append(f'<ellipse cx="-{rx}" cy="75" rx="4.5" ry="7" fill="{SKIN}" {SW} stroke-width="1.3"/>'
             f'<ellipse cx="{rx}" cy="75" rx="4.5" ry="7" fill="{SKIN}" {SW} stroke-width="1.3"/>')
    o.append(f'<ellipse cx="0" cy="{FACE_CY}" rx="{rx}" ry="{ry}" fill="{SKIN}" {SW} stroke-width="1.5"/>')
    # cheeks
    cheek = .32 if rank in ("2", "joffre", "kaiser") else .18
    o.append(f'<circle cx="-11" cy="82" r="4.5" fill="{BLUSH}" fill-opacity="{cheek}"/>'
             f'<circle cx="11" cy="82" r="4.5" fill="{BLUSH}" fill-opacity="{cheek}"/>')
    # eyes and brows
    brow = hair if rank not in ("3", "1") else "#6b4424"
    if rank == "1":
        brow = "#8a3f14"
    o.append(f'<ellipse cx="-7.5" cy="71" rx="2" ry="2.4" fill="{INK}"/>'
             f'<ellipse cx="7.5" cy="71" rx="2" ry="2.4" fill="{INK}"/>')
    bw = 2.8 if rank in ("7", "6", "joffre", "2", "kaiser") else 2
    bcol = INK if hair in ("#f4f2ee", "#b9b5ae") else brow
    if hair in ("#f4f2ee", "#b9b5ae"):
        # light brows get an ink edge so they read on skin
        o.append(f'<path d="M-13,65 Q-8,61.5 -3,64 M13,65 Q8,61.5 3,64" fill="none" stroke="{INK}" '
                 f'stroke-width="{bw + 1.6}" stroke-linecap="round"/>')
        bcol = hair
    o.append(f'<path d="M-13,65 Q-8,61.5 -3,64 M13,65 Q8,61.5 3,64" fill="none" stroke="{bcol}" '
             f'stroke-width="{bw}" stroke-linecap="round"/>')
    # nose
    o.append(f'<path d="M0.8,70 Q-3,77 -1.2,79.5 Q0.6,80.4 2,79.4" fill="none" {SW} stroke-width="1.2"/>')
    if rank in ("7", "joffre", "kaiser"):
        o.append(f'<path d="M-14,74 Q-12.5,76 -10.5,75.5 M14,74 Q12.5,76 10.5,75.5" fill="none" '
                 f'stroke="{INK}" stroke-width=".8" stroke-opacity=".6"/>')
    # mouth, moustache, beard by rank
    must = {"7": "beard", "6": "handlebar", "5": "brush", "4": "vandyke",
            "3": None, "2": "walrus", "1": None, "kaiser": "kaiser", "joffre": "joffre"}[rank]
    if nation == "S" and rank in ("6", "5"):
        must = "kaiser"
    if must in (None, "brush", "vandyke"):
        o.append(f'<path d="M-5,88 Q0,91 5,88" fill="none" {SW} stroke-width="1.3"/>')
    if must == "beard":
        o.append(f'<path d="M-{rx - .5},74 C-{rx - 1},90 -11,100 0,102 C11,100 {rx - 1},90 {rx - .5},74 '
                 f'C{rx - 4},80 {rx - 6},84 12,86 C8,89 4,90 0,90 C-4,90 -8,89 -12,86 '
                 f'C-{rx - 6},84 -{rx - 4},80 -{rx - .5},74 Z" fill="{hair}" {SW} stroke-width="1.3"/>')
        o.append(f'<path d="M-12,84.5 C-10,80.5 -4,80 0,82 C4,80 10,80.5 12,84.5 C8,86.5 4,86.5 0,85.5 '
                 f'C-4,86.5 -8,86.5 -12,84.5 Z" fill="{hair}" {SW} stroke-width="1.2"/>')
        o.append(f'<path d="M-4,89.5 Q0,91.5 4,89.5" fill="none" {SW} stroke-width="1.2"/>')
        o.append(f'<path d="M-8,93 L-7,97 M0,94 V99 M8,93 L7,97" stroke="{INK}" stroke-width=".6" '
                 f'stroke-opacity=".45"/>')
    elif must == "walrus":
        o.append(f'<path d="M-12.5,87.5 C-12,81.5 -5,81 0,83.5 C5,81 12,81.5 12.5,87.5 C9,86.5 5,87.5 0,87 '
                 f'C-5,87.5 -9,86.5 -12.5,87.5 Z" fill="{hair}" {SW} stroke-width="1.2"/>')
        o.append(f'<path d="M-4,91 Q0,92.5 4,91" fill="none" {SW} stroke-width="1.1"/>')
    elif must == "joffre":
        o.append(f'<path d="M-17,91 C-15,82 -6,80.5 0,83 C6,80.5 15,82 17,91 C13,89 7,90 0,88.5 '
                 f'C-7,90 -13,89 -17,91 Z" fill="{hair}" {SW} stroke-width="1.3"/>')
        o.append(f'<path d="M-8,84.5 L-9,88 M-4,84 L-4.5,88 M4,84 L4.5,88 M8,84.5 L9,88" '
                 f'stroke="{INK}" stroke-width=".6" stroke-opacity=".5"/>')
    elif must == "handlebar":
        o.append(f'<path d="M-15,80 C-14,86 -6,83 0,84 C6,83 14,86 15,80 C16,85 12,89 6,87.5 '
                 f'C3,87 1,87 0,86.5 C-1,87 -3,87 -6,87.5 C-12,89 -16,85 -15,80 Z" '
                 f'fill="{hair}" {SW} stroke-width="1.2"/>')
    elif must == "kaiser":
        o.append(f'<path d="M-18,74 C-17,80 -12,84 -6,83.5 C-3,83 -1,83 0,84 C1,83 3,83 6,83.5 '
                 f'C12,84 17,80 18,74 C17,82 12,88 6,87.2 C3,87 1,87 0,86.5 C-1,87 -3,87 -6,87.2 '
                 f'C-12,88 -17,82 -18,74 Z" fill="{hair}" {SW} stroke-width="1.2"/>')
        o.append(f'<path d="M-4,91 Q0,92.5 4,91" fill="none" {SW} stroke-width="1.1"/>')
    elif must == "brush":
        o.append(f'<path d="M-7,85.5 C-6,82 6,82 7,85.5 C3,86.5 -3,86.5 -7,85.5 Z" fill="{hair}" '
                 f'{SW} stroke-width="1.1"/>')
        # sideburns
        o.append(f'<path d="M-{rx - .5},66 C-{rx},74 -{rx - 2},80 -{rx - 5},84 L-{rx - 5},68 Z '
                 f'M{rx - .5},66 C{rx},74 {rx - 2},80 {rx - 5},84 L{rx - 5},68 Z" fill="{hair}" '
                 f'{SW} stroke-width="1.1"/>')
    elif must == "vandyke":
        o.append(f'<path d="M-8,85 C-6,82 6,82 8,85 C4,85.5 -4,85.5 -8,85 Z" fill="{hair}" '
                 f'{SW} stroke-width="1.1"/>')
        o.append(f'<path d="M-5,92 C-3,91 3,91 5,92 C4,97 2,100 0,102 C-2,100 -4,97 -5,92 Z" '
                 f'fill="{hair}" {SW} stroke-width="1.1"/>')
    if rank == "1":
        for (x, y) in [(-12, 78), (-9, 80), (-14, 81), (12, 78), (9, 80), (14, 81)]:
            o.append(f'<circle cx="{x}" cy="{y}" r=".9" fill="#b8581e" fill-opacity=".7"/>')
    return "".join(o)


def headgear(nation, rank):
    o = []
    officer = rank in ("7", "6", "5", "4", "3")
    if nation == "C":
        # British peaked service cap
        band = "#c01c28" if rank in ("7", "6") else NATION["C"]["shade"]
        o.append(f'<path d="M-31,35 C-34,22 -20,15 0,15 C20,15 34,22 31,35 Z" fill="{NATION["C"]["tunic"]}" '
                 f'{SW} stroke-width="1.5"/>')
        o.append(f'<path d="M-26,33 L26,33 L25,46 L-25,46 Z" fill="{band}" {SW} stroke-width="1.5"/>')
        o.append(f'<path d="M-25,44 C-14,54 14,54 25,44 L27,47 C16,60 -16,60 -27,47 Z" fill="{BLACK}" '
                 f'{SW} stroke-width="1.4"/>')
        if rank in ("7", "6"):
            o.append(f'<path d="M-20,50.5 C-10,55.5 10,55.5 20,50.5" fill="none" stroke="{GOLD_LIGHT}" '
                     f'stroke-width="2.4" stroke-dasharray="3 2"/>')
        o.append(f'<path d="M-16,47 C-8,50 8,50 16,47" fill="none" stroke="#5e5c64" stroke-width="1"/>')
        o.append(emb("C", 0, 33, .15))
    elif nation == "D":
        # Russian papakha of astrakhan fur with the cockade
        fur = "#4d4640"
        o.append(f'<path d="M-26,48 L-29,16 C-29,8 29,8 29,16 L26,48 C10,44 -10,44 -26,48 Z" fill="{fur}" '
                 f'{SW} stroke-width="1.5"/>')
        for (x, y) in [(-20, 20), (-8, 17), (5, 18), (17, 21), (-23, 32), (-12, 28), (12, 29),
                       (23, 33), (-17, 40), (17, 40), (-4, 38), (5, 40)]:
            o.append(f'<path d="M{x - 3},{y + 1} q3,-4 6,0" fill="none" stroke="#8a817a" stroke-width="1.3" '
                     f'stroke-linecap="round"/>')
        if officer:
            o.append(f'<path d="M-28,12.5 C-10,9 10,9 28,12.5" fill="none" stroke="{GOLD_LIGHT}" stroke-width="2"/>')
        o.append(f'<ellipse cx="0" cy="30" rx="5.5" ry="7.5" fill="#f08c00" {SW} stroke-width="1.2"/>'
                 f'<ellipse cx="0" cy="30" rx="3" ry="4.5" fill="{BLACK}"/>'
                 f'<ellipse cx="0" cy="30" rx="1.2" ry="2" fill="#f08c00"/>')
    elif nation == "S":
        # the Pickelhaube
        o.append(f'<path d="M-26,47 C-28,22 -14,9 0,9 C14,9 28,22 26,47 Z" fill="{BLACK}" {SW} stroke-width="1.5"/>')
        o.append(f'<path d="M-15,18 C-10,13 -4,11.5 2,11.5" fill="none" stroke="#8d8a86" stroke-width="2" '
                 f'stroke-linecap="round"/>')
        o.append(f'<path d="M-4.5,10 L-2,-6 L0,-9 L2,-6 L4.5,10 Z" fill="{GOLD_LIGHT}" {SW} stroke-width="1.2"/>')
        o.append(f'<path d="M-11,12 C-6,6 6,6 11,12 Z" fill="{GOLD}" {SW} stroke-width="1.2"/>')
        # eagle plate
        o.append(f'<path d="M0,18 L3,21 L10,19 L15,26 L8,27 L11,32 L4,32 L2,39 L0,42 L-2,39 L-4,32 '
                 f'L-11,32 L-8,27 L-15,26 L-10,19 L-3,21 Z" fill="{GOLD_LIGHT}" {SW} stroke-width="1.1"/>')
        o.append(f'<path d="M-26,44 C-14,51 14,51 26,44 L28,48 C16,58 -16,58 -28,48 Z" fill="{BLACK}" '
                 f'{SW} stroke-width="1.4"/>')
        o.append(f'<path d="M-25,47 C-14,54 14,54 25,47" fill="none" stroke="{GOLD}" stroke-width="1.6"/>')
        # chin-scale rosettes
        o.append(f'<circle cx="-26" cy="51" r="3.5" fill="{GOLD_LIGHT}" {SW} stroke-width="1.1"/>'
                 f'<circle cx="26" cy="51" r="3.5" fill="{GOLD_LIGHT}" {SW} stroke-width="1.1"/>')
    elif nation == "H":
        # the kepi: red crown, navy band, gold braid by rank
        o.append(f'<path d="M-23,46 L-21,13 C-10,9.5 10,9.5 21,13 L23,46 Z" fill="#c01c28" '
                 f'{SW} stroke-width="1.5"/>')
        o.append(f'<path d="M-21,13 C-10,16.5 10,16.5 21,13" fill="none" stroke="{INK}" stroke-width="1"/>')
        o.append(f'<path d="M-22.4,33 L22.4,33 L23,46 L-23,46 Z" fill="{NAVY}" {SW} stroke-width="1.5"/>')
        rings = {"7": 3, "6": 5, "5": 4, "4": 3, "3": 2}.get(rank, 0)
        if rank == "joffre":
            rings = 3
        for i in range(rings):
            y = 31 - i * 3.3 if rank not in ("7", "joffre") else 31 - i * 3.3
            o.append(f'<path d="M-22.2,{n(y)} L22.2,{n(y)}" stroke="{GOLD_LIGHT}" stroke-width="1.8"/>')
        if rings:
            o.append(f'<path d="M0,{n(31 - rings * 3.3)} V14.5 M-13,{n(31 - rings * 3.3)} V12.5 '
                     f'M13,{n(31 - rings * 3.3)} V12.5" stroke="{GOLD_LIGHT}" stroke-width="1.3"/>')
        if rank in ("7", "joffre"):
            # oak leaves embroidered on the band
            for x in range(-18, 20, 6):
                o.append(f'<ellipse cx="{x}" cy="39.5" rx="3" ry="1.8" transform="rotate(-30 {x} 39.5)" '
                         f'fill="{GOLD_LIGHT}"/>')
        if officer or rank == "joffre":
            o.append(f'<path d="M-22,44 C-10,46 10,46 22,44" fill="none" stroke="{GOLD_LIGHT}" stroke-width="1.6"/>')
        else:
            o.append(f'<path d="M-22,44 C-10,46 10,46 22,44" fill="none" stroke="{BLACK}" stroke-width="1.6"/>')
        o.append(f'<circle cx="-22" cy="44" r="2" fill="{GOLD}" {SW} stroke-width=".8"/>'
                 f'<circle cx="22" cy="44" r="2" fill="{GOLD}" {SW} stroke-width=".8"/>')
        o.append(f'<path d="M-23,45 C-12,50 12,50 23,45 L24,48 C12,56 -12,56 -24,48 Z" fill="{BLACK}" '
                 f'{SW} stroke-width="1.4"/>')
    return "".join(o)


def tunic(nation, rank, colours=None):
    c = dict(NATION[nation])
    if colours:
        c.update(colours)
    o = []
    officer = rank in ("7", "6", "5", "4", "3", "joffre", "kaiser")
    wide = 66 if rank == "joffre" else 64
    # neck
    o.append(f'<path d="M-10,90 L-11,114 L11,114 L10,90 Z" fill="{SKIN_SHADE}" {SW} stroke-width="1.4"/>')
    # body
    o.append(f'<path d="M-{wide},260 L-{wide},150 C-{wide},132 -52,124 -34,119 L-13,111 L13,111 L34,119 '
             f'C52,124 {wide},132 {wide},150 L{wide},260 Z" fill="{c["tunic"]}" {SW} stroke-width="1.5"/>')
    # arm seams
    o.append(f'<path d="M-44,150 C-46,180 -46,220 -44,260 M44,150 C46,180 46,220 44,260" fill="none" '
             f'stroke="{c["shade"]}" stroke-width="2"/>')
    if nation == "C" and rank not in ("kaiser", "joffre"):
        # open collar: lapels, shirt and tie
        o.append(f'<path d="M-13,110 L0,150 L13,110 Z" fill="#e8e2cf" {SW} stroke-width="1.3"/>')
        o.append(f'<path d="M-3.5,116 L3.5,116 L5,146 L0,152 L-5,146 Z" fill="#6b5a3a" {SW} stroke-width="1.2"/>')
        o.append(f'<path d="M-15,108 L-24,118 L-8,148 L0,152 L-12,122 Z" fill="{c["tunic"]}" {SW} stroke-width="1.3"/>'
                 f'<path d="M15,108 L24,118 L8,148 L0,152 L12,122 Z" fill="{c["tunic"]}" {SW} stroke-width="1.3"/>')
        if rank in ("7", "6"):
            o.append(f'<path d="M-21,120 L-14,118 L-10,131 L-16,133 Z M21,120 L14,118 L10,131 L16,133 Z" '
                     f'fill="#c01c28" {SW} stroke-width="1"/>')
        for y in (166, 190, 214, 238):
            o.append(f'<circle cx="0" cy="{y}" r="3" fill="{GOLD}" {SW} stroke-width="1"/>')
        # breast pockets
        o.append(f'<path d="M-36,160 H-14 V186 H-36 Z M14,160 H36 V186 H14 Z" fill="none" '
                 f'stroke="{c["shade"]}" stroke-width="1.6"/>')
        o.append(f'<path d="M-37,158 H-13 L-15,167 L-25,169 L-35,167 Z M13,158 H37 L35,167 L25,169 L15,167 Z" '
                 f'fill="{c["tunic"]}" stroke="{c["shade"]}" stroke-width="1.6" stroke-linejoin="round"/>')
    else:
        # standing collar with the facing colour
        o.append(f'<path d="M-16,104 C-8,108 8,108 16,104 L17,120 C8,125 -8,125 -17,120 Z" '
                 f'fill="{c["facing"]}" {SW} stroke-width="1.4"/>')
        if nation == "S" and rank not in ("kaiser",):
            o.append(f'<path d="M-13,110 H-5 M-13,115 H-5 M13,110 H5 M13,115 H5" stroke="{WHITE}" '
                     f'stroke-width="2.2" stroke-linecap="round"/>')
        if rank in ("7", "joffre", "kaiser"):
            for x in range(-13, 15, 5):
                o.append(f'<ellipse cx="{x}" cy="114" rx="2.6" ry="1.5" transform="rotate(-30 {x} 114)" '
                         f'fill="{GOLD_LIGHT}"/>')
        # placket and buttons
        if nation == "D":
            o.append(f'<path d="M-6,124 V176" stroke="{c["shade"]}" stroke-width="1.6"/>')
            for y in (132, 148, 164):
                o.append(f'<circle cx="-2" cy="{y}" r="2.6" fill="{GOLD}" {SW} stroke-width=".9"/>')
            o.append(f'<path d="M-36,170 H-14 V192 H-36 Z M14,170 H36 V192 H14 Z" fill="none" '
                     f'stroke="{c["shade"]}" stroke-width="1.6"/>')
        else:
            o.append(f'<path d="M0,124 V260" stroke="{c["shade"]}" stroke-width="1.6"/>')
            for y in (136, 158, 180, 202, 224, 246):
                o.append(f'<circle cx="0" cy="{y}" r="3" fill="{GOLD}" {SW} stroke-width="1"/>')
            if nation == "H":
                o.append(f'<path d="M-22,124 C-20,170 -18,210 -18,260 M22,124 C20,170 18,210 18,260" '
                         f'fill="none" stroke="{c["facing"]}" stroke-width="2.4"/>')
    # shoulders by rank
    if rank in ("7", "joffre", "kaiser"):
        for sx in (-1, 1):
            o.append(f'<g transform="translate({sx * 46},127) rotate({sx * 18})">'
                     + "".join(f'<rect x="{x - 1.2}" y="4" width="2.4" height="14" rx="1" fill="{GOLD}" '
                               f'stroke="{GOLD_DARK}" stroke-width=".6"/>' for x in range(-14, 16, 4))
                     + f'<ellipse cx="0" cy="2" rx="17" ry="7" fill="{GOLD_LIGHT}" {SW} stroke-width="1.3"/>'
                       f'<ellipse cx="0" cy="2" rx="9" ry="3.5" fill="{c["tunic"]}" stroke="{GOLD_DARK}" '
                       f'stroke-width=".8"/></g>')
    elif officer:
        for sx in (-1, 1):
            o.append(f'<g transform="translate({sx * 45},127) rotate({sx * 16})">'
                     f'<rect x="-15" y="-4" width="30" height="9" rx="4" fill="{GOLD_LIGHT}" {SW} stroke-width="1.2"/>'
                     f'<path d="M-12,.5 H12" stroke="{GOLD_DARK}" stroke-width="1"/></g>')
    else:
        for sx in (-1, 1):
            o.append(f'<g transform="translate({sx * 45},127) rotate({sx * 16})">'
                     f'<rect x="-15" y="-4" width="30" height="9" rx="4" fill="{c["tunic"]}" {SW} stroke-width="1.2"/>'
                     f'<circle cx="{sx * -10}" cy=".5" r="2" fill="{GOLD}"/></g>')
        # sleeve chevrons, both arms
        k = 3 if rank == "2" else 2
        for sx in (-1, 1):
            for i in range(k):
                y = 176 + i * 9
                x = sx * 55
                o.append(f'<path d="M{x - 9},{y} L{x},{y + 7} L{x + 9},{y} L{x + 9},{y + 4} L{x},{y + 11} '
                         f'L{x - 9},{y + 4} Z" fill="{GOLD_LIGHT}" {SW} stroke-width="1"/>')
    # leather cross-strap (Sam Browne) for field officers and subalterns
    if rank in ("6", "5", "4", "3"):
        o.append(f'<path d="M28,118 L37,122 L-30,260 L-42,260 Z" fill="{LEATHER}" {SW} stroke-width="1.3"/>')
        o.append(f'<path d="M31,122 L-35,258" stroke="#b07a3e" stroke-width=".8"/>')
    # decorations
    if rank in ("7", "6"):
        nrib = 3 if rank == "7" else 2
        cols = ["#c01c28", "#f6d32d", "#1a5fb4", "#26a269"]
        for i in range(nrib):
            x = -38 + i * 8
            o.append(f'<rect x="{x}" y="148" width="8" height="5" fill="{cols[(i + "CDHS".index(nation)) % 4]}" '
                     f'{SW} stroke-width=".8"/>')
            o.append(f'<path d="{star_path(x + 4, 163, 5.5, 2.6)}" fill="{SILVER if i % 2 else GOLD_LIGHT}" '
                     f'{SW} stroke-width=".8"/>')
            o.append(f'<path d="M{x + 4},153 V158" stroke="{INK}" stroke-width=".8"/>')
    if rank == "7":
        # a general's sash
        o.append(f'<path d="M-40,122 L-30,119 L44,260 L30,260 Z" fill="{GOLD_LIGHT}" fill-opacity=".0"/>')
    return "".join(o)


def bust(nation, rank):
    o = [tunic(nation, rank), face(rank, nation), headgear(nation, rank)]
    return f'<g transform="translate(120,{BUST_Y})">{"".join(o)}</g>'


def rank_card(rank, s):
    o = [card_base(), panel_open(s)]
    o.append(bust(s, rank))
    o.append(plaque(s, rank))
    o.append(ribbon(s, TITLES[rank]))
    o.append(panel_close(s))
    o.append(index(rank, s))
    return "".join(o)


# ---------------------------------------------------------------------------
# The zeros

def zero_card(s):
    o = [card_base()]
    if s == "C":
        o.append(panel_open(s, CREAM))
        o.append(coat_of_arms())
        o.append(ribbon(s, "Dieu et mon droit", y=276, size=11))
    elif s == "D":
        o.append(panel_open(s))
        o.append(clown())
        o.append(ribbon(s, "Le Bouffon"))
    elif s == "S":
        o.append(panel_open(s, "#efe6d8"))
        o.append(kaiser())
        o.append(ribbon(s, "Le Kaiser"))
    else:
        o.append(panel_open(s, "#f9e3de"))
        o.append(joffre())
        o.append(ribbon(s, "Joffre"))
    o.append(panel_close(s))
    o.append(index("0", s))
    return "".join(o)


def clip_poly(poly, x0, y0, x1, y1):
    """Sutherland-Hodgman: clip a polygon to an axis-aligned rectangle."""
    def clip(points, inside, cut):
        out = []
        for i, cur in enumerate(points):
            prev = points[i - 1]
            if inside(cur):
                if not inside(prev):
                    out.append(cut(prev, cur))
                out.append(cur)
            elif inside(prev):
                out.append(cut(prev, cur))
        return out

    def at_x(x):
        return lambda a, b: (x, a[1] + (b[1] - a[1]) * (x - a[0]) / (b[0] - a[0]))

    def at_y(y):
        return lambda a, b: (a[0] + (b[0] - a[0]) * (y - a[1]) / (b[1] - a[1]), y)

    for inside, cut in [(lambda p: p[0] >= x0, at_x(x0)), (lambda p: p[0] <= x1, at_x(x1)),
                        (lambda p: p[1] >= y0, at_y(y0)), (lambda p: p[1] <= y1, at_y(y1))]:
        poly = clip(poly, inside, cut)
        if not poly:
            break
    return poly


def sunburst(cx, cy, col, op=.12, k=24, r=260):
    """Rays from (cx, cy), cut to the panel so no ink leaves the card."""
    o = []
    for i in range(k):
        a0 = math.radians(i * 360 / k)
        a1 = math.radians((i + .5) * 360 / k)
        poly = [(cx, cy), (cx + r * math.sin(a0), cy - r * math.cos(a0)),
                (cx + r * math.sin(a1), cy - r * math.cos(a1))]
        poly = clip_poly(poly, PANEL_X, PANEL_Y, PANEL_X + PANEL_W, PANEL_Y + PANEL_H)
        if poly:
            o.append("M" + " L".join(f"{n(x)},{n(y)}" for x, y in poly) + " Z")
    return f'<path d="{" ".join(o)}" fill="{col}" fill-opacity="{op}"/>'


def joffre():
    col = NATION["H"]
    o = [sunburst(120, 140, col["ink"], .1)]
    o.append(f'<g transform="translate(120,{BUST_Y})">')
    o.append(tunic("H", "joffre", dict(tunic="#27325e", shade="#161d3d", facing="#c01c28")))
    # the Légion d'honneur
    o.append(f'<rect x="18" y="150" width="9" height="6" fill="#c01c28" {SW} stroke-width=".8"/>'
             f'<path d="M22.5,156 V160" stroke="{INK}" stroke-width=".8"/>'
             f'<path d="{star_path(22.5, 168, 8, 3.8)}" fill="{WHITE}" {SW} stroke-width="1"/>'
             f'<circle cx="22.5" cy="168" r="2.6" fill="{GOLD}" {SW} stroke-width=".6"/>')
    # three stars on the sleeves
    for sx in (-1, 1):
        for i in range(3):
            o.append(f'<path d="{star_path(sx * 55, 190 + i * 13, 5, 2.2)}" fill="{GOLD_LIGHT}" '
                     f'{SW} stroke-width=".7"/>')
    o.append(face("joffre", "H"))
    o.append(headgear("H", "joffre"))
    o.append('</g>')
    return "".join(o)


def kaiser():
    col = NATION["S"]
    o = [sunburst(120, 140, col["ink"], .1)]
    o.append(f'<g transform="translate(120,{BUST_Y})">')
    # ermine-lined cape behind
    o.append(f'<path d="M-66,262 L-66,140 C-60,118 -40,112 -20,108 L20,108 C40,112 60,118 66,140 L66,262 Z" '
             f'fill="#a51d2d" {SW} stroke-width="1.5"/>')
    o.append(tunic("S", "kaiser", dict(tunic="#55606e", shade="#3c4450", facing="#c01c28")))
    # orange sash of the Black Eagle and the order's star
    o.append(f'<path d="M34,119 L44,124 L-24,262 L-40,262 Z" fill="#f08c00" {SW} stroke-width="1.3"/>')
    o.append(f'<path d="{star_path(26, 196, 13, 7, 8)}" fill="{SILVER}" {SW} stroke-width="1"/>'
             f'<circle cx="26" cy="196" r="5" fill="#f08c00" {SW} stroke-width=".8"/>'
             f'<circle cx="26" cy="196" r="2" fill="{BLACK}"/>')
    # iron cross at the collar
    o.append(f'<use xlink:href="#emb-S" transform="translate(0,132) scale(.11)"/>')
    # ermine collar of the cape
    for sx in (-1, 1):
        o.append(f'<path d="M{sx * 22},110 C{sx * 38},112 {sx * 54},120 {sx * 64},138 L{sx * 64},152 '
                 f'C{sx * 54},136 {sx * 40},126 {sx * 26},124 Z" fill="{WHITE}" {SW} stroke-width="1.3"/>')
        for (x, y) in [(34, 118), (48, 126), (58, 140)]:
            o.append(f'<path d="M{sx * x},{y - 2.5} L{sx * x + 1.3},{y + 1.5} L{sx * x},{y + .8} '
                     f'L{sx * x - 1.3},{y + 1.5} Z" fill="{INK}"/>')
    o.append(face("kaiser", "S"))
    # the parade Pickelhaube, silver with a gold spike and eagle
    o.append(f'<path d="M-26,47 C-28,22 -14,9 0,9 C14,9 28,22 26,47 Z" fill="{BLACK}" {SW} stroke-width="1.5"/>')
    o.append(f'<path d="M-16,19 C-11,13 -5,11.5 2,11.5" fill="none" stroke="#8d8a86" stroke-width="2.2" '
             f'stroke-linecap="round"/>')
    o.append(f'<path d="M-5,10 L-2.3,-14 L0,-18 L2.3,-14 L5,10 Z" fill="{GOLD_LIGHT}" {SW} stroke-width="1.2"/>')
    o.append(f'<path d="M-13,12 C-7,4 7,4 13,12 Z" fill="{GOLD}" {SW} stroke-width="1.2"/>')
    o.append(f'<path d="{star_path(0, 31, 15, 8, 8)}" fill="{SILVER}" {SW} stroke-width="1.1"/>')
    o.append(f'<path d="M0,21 L3,24 L9,22.5 L12,28 L6,28.5 L8,33 L3,33 L1.5,39 L0,41 L-1.5,39 L-3,33 '
             f'L-8,33 L-6,28.5 L-12,28 L-9,22.5 L-3,24 Z" fill="{GOLD_LIGHT}" {SW} stroke-width="1"/>')
    o.append(f'<path d="M-26,44 C-14,51 14,51 26,44 L28,48 C16,58 -16,58 -28,48 Z" fill="{BLACK}" '
             f'{SW} stroke-width="1.4"/>')
    o.append(f'<path d="M-25,47 C-14,54 14,54 25,47" fill="none" stroke="{GOLD}" stroke-width="1.6"/>')
    o.append(f'<circle cx="-26" cy="51" r="3.5" fill="{GOLD_LIGHT}" {SW} stroke-width="1.1"/>'
             f'<circle cx="26" cy="51" r="3.5" fill="{GOLD_LIGHT}" {SW} stroke-width="1.1"/>')
    o.append('</g>')
    return "".join(o)


def clown():
    col = NATION["D"]
    green, gdark = col["tunic"], col["shade"]
    red = "#c01c28"
    o = [sunburst(120, 150, col["ink"], .1)]
    o.append('<g transform="translate(120,64)">')
    # motley: body halves green and red with gold diamonds
    o.append(f'<path d="M0,112 L-34,119 C-52,124 -64,132 -64,150 L-64,262 L0,262 Z" fill="{green}" '
             f'{SW} stroke-width="1.5"/>')
    o.append(f'<path d="M0,112 L34,119 C52,124 64,132 64,150 L64,262 L0,262 Z" fill="{red}" '
             f'{SW} stroke-width="1.5"/>')
    for (x, y) in [(-40, 170), (-20, 200), (-44, 230), (40, 170), (20, 200), (44, 230), (-20, 150),
                   (20, 150), (0, 226)]:
        o.append(f'<path d="M{x},{y - 9} L{x + 7},{y} L{x},{y + 9} L{x - 7},{y} Z" fill="{GOLD_LIGHT}" '
                 f'{SW} stroke-width="1"/>')
    # buttons as pompoms
    for y in (160, 188):
        o.append(f'<circle cx="0" cy="{y}" r="5" fill="{WHITE}" {SW} stroke-width="1.2"/>')
    # ruff collar
    ruff = []
    k = 14
    for i in range(k + 1):
        a = math.pi * (i / k)
        rr = 40 if i % 2 == 0 else 30
        ruff.append((-math.cos(a) * rr, 110 + math.sin(a) * rr * .45))
    o.append(f'<path d="M{pts(ruff)} Q0,100 {n(ruff[0][0])},{n(ruff[0][1])} Z" fill="{WHITE}" {SW} stroke-width="1.3"/>')
    o.append(f'<path d="M-30,112 Q0,124 30,112" fill="none" stroke="{GOLD}" stroke-width="1.4"/>')
    # face: pale, rosy, grinning
    o.append(f'<ellipse cx="-20" cy="75" rx="4.5" ry="7" fill="{SKIN}" {SW} stroke-width="1.3"/>'
             f'<ellipse cx="20" cy="75" rx="4.5" ry="7" fill="{SKIN}" {SW} stroke-width="1.3"/>')
    o.append(f'<ellipse cx="0" cy="74" rx="20" ry="25" fill="{SKIN}" {SW} stroke-width="1.5"/>')
    o.append(f'<circle cx="-11" cy="84" r="5" fill="{BLUSH}" fill-opacity=".55"/>'
             f'<circle cx="11" cy="84" r="5" fill="{BLUSH}" fill-opacity=".55"/>')
    o.append(f'<path d="M-10.5,71 Q-7.5,67 -4.5,71 M4.5,71 Q7.5,67 10.5,71" fill="none" {SW} stroke-width="1.8"/>')
    o.append(f'<path d="M-12,64 Q-8,60 -3,62.5 M12,64 Q8,60 3,62.5" fill="none" stroke="#7b4d27" '
             f'stroke-width="2" stroke-linecap="round"/>')
    o.append(f'<circle cx="0" cy="78" r="4.6" fill="{red}" {SW} stroke-width="1.1"/>')
    o.append(f'<path d="M-10,86 Q0,98 10,86 Q0,91 -10,86 Z" fill="#7a1f1f" {SW} stroke-width="1.2"/>')
    o.append(f'<path d="M-12,85 Q-11,87 -9.5,86.5 M12,85 Q11,87 9.5,86.5" fill="none" {SW} stroke-width="1"/>')
    # cap and bells: three floppy points
    o.append(f'<path d="M-23,54 C-34,40 -44,28 -54,32 C-46,22 -34,20 -22,30 '
             f'C-22,14 -14,2 -2,-2 C-6,8 -6,20 -2,30 C4,14 18,6 34,6 '
             f'C24,14 20,24 22,34 C32,26 46,28 54,38 C42,36 32,44 23,54 Z" fill="{green}" {SW} stroke-width="1.5"/>')
    o.append(f'<path d="M-22,30 C-14,24 -8,24 -2,30 C6,24 14,26 22,34 L23,54 C10,48 -10,48 -23,54 Z" '
             f'fill="{red}" {SW} stroke-width="1.3"/>')
    o.append(f'<path d="M-24,50 C-10,44 10,44 24,50 L24,57 C10,51 -10,51 -24,57 Z" fill="{GOLD_LIGHT}" '
             f'{SW} stroke-width="1.3"/>')
    for (x, y) in [(-54, 33), (-2, -2), (34, 6), (54, 38)]:
        o.append(f'<circle cx="{x}" cy="{y}" r="5.5" fill="{GOLD_LIGHT}" {SW} stroke-width="1.2"/>'
                 f'<path d="M{x - 3},{y + 1.5} H{x + 3}" stroke="{INK}" stroke-width="1"/>')
    o.append('</g>')
    # a marotte (the jester's bauble) held up at the left
    o.append(f'<path d="M74,262 L84,150" stroke="{LEATHER}" stroke-width="4" stroke-linecap="round"/>'
             f'<path d="M74,262 L84,150" stroke="{INK}" stroke-width="6.5" stroke-linecap="round" '
             f'stroke-opacity="0"/>')
    o.append(f'<g transform="translate(85,140)">'
             f'<path d="M-9,-6 C-12,-14 -17,-18 -20,-18 C-16,-20 -12,-16 -6,-12 C-6,-18 -2,-22 2,-24 '
             f'C0,-18 1,-14 3,-12 C6,-16 12,-18 16,-16 C10,-14 9,-10 9,-6 Z" fill="{green}" {SW} stroke-width="1.2"/>'
             f'<circle cx="-20" cy="-18" r="2.6" fill="{GOLD_LIGHT}" {SW} stroke-width=".8"/>'
             f'<circle cx="2" cy="-24" r="2.6" fill="{GOLD_LIGHT}" {SW} stroke-width=".8"/>'
             f'<circle cx="16" cy="-16" r="2.6" fill="{GOLD_LIGHT}" {SW} stroke-width=".8"/>'
             f'<circle cx="0" cy="0" r="8.5" fill="{SKIN}" {SW} stroke-width="1.2"/>'
             f'<circle cx="-3" cy="-1" r="1" fill="{INK}"/><circle cx="3" cy="-1" r="1" fill="{INK}"/>'
             f'<path d="M-3,3 Q0,6 3,3" fill="none" {SW} stroke-width=".9"/>'
             f'<path d="M-9,8 L-5,13 L0,9 L5,13 L9,8 L5,10 L0,7 L-5,10 Z" fill="{red}" {SW} stroke-width=".9"/>'
             f'</g>')
    return "".join(o)


LION = ("M-27,-4 C-31,-12 -26,-20 -18,-19 C-15,-24 -7,-23 -6,-16 L-2,-11 L16,-11 "
        "C21,-11 24,-14 25,-20 C26,-25 31,-26 31,-22 C29,-21 28,-18 28,-15 C28,-9 24,-6 22,-4 "
        "L23,8 L27,10 L26,14 L17,14 L16,4 L9,4 L10,10 L13,12 L12,15 L4,15 L3,3 L-6,3 "
        "L-8,11 L-4,12 L-5,16 L-14,16 L-15,5 L-18,10 L-15,12 L-16,15 L-24,15 L-24,7 L-22,2 Z")


def lion(x, y, sc, fill, rot=0):
    return (f'<g transform="translate({n(x)},{n(y)}) rotate({rot}) scale({n(sc)})">'
            f'<path d="{LION}" fill="{fill}" {SW} stroke-width="{n(1.2 / sc)}"/>'
            f'<circle cx="-18" cy="-11" r="1.4" fill="{INK}"/></g>')


def coat_of_arms():
    red, gold, blue = "#c01c28", GOLD_LIGHT, "#1a5fb4"
    o = [sunburst(120, 160, NATION["C"]["ink"], .08)]
    # the garter ring behind the shield
    cx, cy = 120, 168
    o.append(f'<ellipse cx="{cx}" cy="{cy}" rx="56" ry="66" fill="#1a5fb4" {SW} stroke-width="1.5"/>'
             f'<ellipse cx="{cx}" cy="{cy}" rx="50" ry="60" fill="none" stroke="{GOLD_LIGHT}" stroke-width="1.4"/>'
             f'<ellipse cx="{cx}" cy="{cy}" rx="53" ry="63" fill="none" stroke="{GOLD_LIGHT}" '
             f'stroke-width="1.2" stroke-dasharray="2 5"/>')
    o.append(f'<rect x="{cx - 8}" y="{cy + 56}" width="16" height="11" rx="2" fill="{GOLD}" {SW} stroke-width="1.2"/>')
    # the shield, quartered
    sx, sy = cx, cy + 2
    shield = f'<path d="{SHIELD}" transform="translate({sx},{sy}) scale(1.05,1.02)"/>'
    o.append(f'<clipPath id="clip-arms">{shield}</clipPath>')
    o.append('<g clip-path="url(#clip-arms)">')
    o.append(f'<rect x="{sx - 44}" y="{sy - 52}" width="44" height="46" fill="{red}"/>'
             f'<rect x="{sx}" y="{sy - 52}" width="44" height="46" fill="{gold}"/>'
             f'<rect x="{sx - 44}" y="{sy - 6}" width="44" height="64" fill="{blue}"/>'
             f'<rect x="{sx}" y="{sy - 6}" width="44" height="64" fill="{red}"/>')
    # England: three lions passant (quarters 1 and 4)
    for (qx, qy, ys) in [(sx - 21, sy - 29, (-14, 0, 14)), (sx + 21, sy + 14, (-12, 2, 16))]:
        for dy in ys:
            o.append(lion(qx, qy + dy, .5, gold))
    # Scotland: a lion rampant in a tressure
    o.append(f'<rect x="{sx + 4}" y="{sy - 48}" width="36" height="38" fill="none" stroke="{red}" stroke-width="1.6"/>')
    o.append(lion(sx + 22, sy - 28, .68, red, rot=-50))
    # Ireland: the harp
    hx, hy = sx - 21, sy + 14
    o.append(f'<path d="M{hx - 11},{hy + 17} L{hx - 13},{hy - 12} C{hx - 8},{hy - 18} {hx},{hy - 10} {hx + 12},{hy - 14} '
             f'L{hx + 10},{hy - 8} L{hx - 7},{hy + 17} Z" fill="{gold}" {SW} stroke-width="1.2"/>')
    o.append(f'<path d="M{hx - 9},{hy - 9} V{hy + 10} M{hx - 5},{hy - 9} V{hy + 6} M{hx - 1},{hy - 9} V{hy + 1} '
             f'M{hx + 3},{hy - 9} V{hy - 4}" stroke="{WHITE}" stroke-width="1"/>')
    o.append('</g>')
    o.append(f'<path d="{SHIELD}" transform="translate({sx},{sy}) scale(1.05,1.02)" fill="none" {SW} stroke-width="1.8"/>')
    o.append(f'<path d="M{sx},{sy - 51} V{sy + 52} M{sx - 42},{sy - 6} H{sx + 42}" stroke="{INK}" stroke-width="1"/>')
    # the crown
    kx, ky = cx, 84
    o.append(f'<path d="M{kx - 24},{ky + 16} C{kx - 30},{ky - 6} {kx - 14},{ky - 14} {kx},{ky - 8} '
             f'C{kx + 14},{ky - 14} {kx + 30},{ky - 6} {kx + 24},{ky + 16} Z" fill="{red}" {SW} stroke-width="1.4"/>')
    o.append(f'<path d="M{kx - 24},{ky + 16} C{kx - 28},{ky - 4} {kx - 12},{ky - 12} {kx},{ky - 10} '
             f'C{kx + 12},{ky - 12} {kx + 28},{ky - 4} {kx + 24},{ky + 16} M{kx},{ky - 10} V{ky + 14} '
             f'M{kx - 12},{ky - 8} C{kx - 14},{ky} {kx - 13},{ky + 8} {kx - 12},{ky + 14} '
             f'M{kx + 12},{ky - 8} C{kx + 14},{ky} {kx + 13},{ky + 8} {kx + 12},{ky + 14}" '
             f'fill="none" stroke="{gold}" stroke-width="3.4"/>')
    o.append(f'<path d="M{kx - 24},{ky + 16} C{kx - 28},{ky - 4} {kx - 12},{ky - 12} {kx},{ky - 10} '
             f'C{kx + 12},{ky - 12} {kx + 28},{ky - 4} {kx + 24},{ky + 16}" fill="none" {SW} stroke-width="1"/>')
    o.append(f'<circle cx="{kx}" cy="{ky - 14}" r="4.5" fill="{gold}" {SW} stroke-width="1.2"/>'
             f'<path d="M{kx},{ky - 29} V{ky - 18} M{kx - 5},{ky - 24} H{kx + 5}" stroke="{INK}" stroke-width="5" '
             f'stroke-linecap="round"/>'
             f'<path d="M{kx},{ky - 29} V{ky - 18} M{kx - 5},{ky - 24} H{kx + 5}" stroke="{gold}" stroke-width="2.6" '
             f'stroke-linecap="round"/>')
    o.append(f'<rect x="{kx - 27}" y="{ky + 14}" width="54" height="10" rx="2" fill="{gold}" {SW} stroke-width="1.4"/>'
             f'<rect x="{kx - 25}" y="{ky + 24}" width="50" height="5" rx="2" fill="{WHITE}" {SW} stroke-width="1.1"/>')
    for x, c in [(-16, red), (-5, blue), (5, "#26a269"), (16, red)]:
        o.append(f'<circle cx="{kx + x}" cy="{ky + 19}" r="2.4" fill="{c}" {SW} stroke-width=".7"/>')
    # mantling leaves at the sides
    for sgn in (-1, 1):
        o.append(f'<path d="M{cx + sgn * 50},{cy - 40} C{cx + sgn * 64},{cy - 20} {cx + sgn * 66},{cy + 10} '
                 f'{cx + sgn * 58},{cy + 40} C{cx + sgn * 62},{cy + 10} {cx + sgn * 58},{cy - 10} '
                 f'{cx + sgn * 50},{cy - 28} Z" fill="{GOLD}" {SW} stroke-width="1.1"/>')
    return "".join(o)


def laurel_pair(cx, cy, span, col):
    """Two laurel sprays curving up from a bow at (cx, cy)."""
    o = []
    for sgn in (-1, 1):
        for i in range(6):
            t = i / 5
            x = cx + sgn * (6 + t * span)
            y = cy - 4 - t * t * 22
            a = sgn * (60 + t * 40)
            o.append(f'<ellipse cx="{n(x)}" cy="{n(y - 5)}" rx="3.2" ry="7" transform="rotate({n(a - 90 * sgn)} '
                     f'{n(x)} {n(y - 5)})" fill="{col}" {SW} stroke-width=".9"/>')
            o.append(f'<ellipse cx="{n(x + sgn * 3)}" cy="{n(y + 4)}" rx="3" ry="6.5" transform="rotate({n(a)} '
                     f'{n(x + sgn * 3)} {n(y + 4)})" fill="{col}" {SW} stroke-width=".9"/>')
    o.append(f'<circle cx="{cx}" cy="{cy}" r="4" fill="#c01c28" {SW} stroke-width="1"/>')
    return "".join(o)


# ---------------------------------------------------------------------------
# The flag cards (34-card pack's 7 of hearts and 7 of spades)

def flag_card(s):
    o = [card_base(), panel_open(s, CREAM)]
    o.append(sunburst(120, 120, NATION[s]["ink"], .08))
    if s == "H":
        stripes, vertical = ["#1f3f9a", WHITE, "#c01c28"], True
        title = "France"
    else:
        stripes, vertical = [BLACK, WHITE, "#c01c28"], False
        title = "Allemagne"
    x0, y0, L, FH = 82, 50, 92, 74

    def p(u, v):
        wave = 6 * math.sin(2 * math.pi * (u * 1.1) + .4) * (.3 + u)
        return (x0 + u * L, y0 + v * FH + wave + u * 10)

    def quad(u0, u1, v0, v1, steps=16):
        a = [p(u0 + (u1 - u0) * k / steps, v0) for k in range(steps + 1)]
        b = [p(u1 - (u1 - u0) * k / steps, v1) for k in range(steps + 1)]
        return "M" + " L".join(f"{n(x)},{n(y)}" for x, y in a + b) + " Z"

    for i, c in enumerate(stripes):
        if vertical:
            d = quad(i / 3, (i + 1) / 3, 0, 1, 6)
        else:
            d = quad(0, 1, i / 3, (i + 1) / 3)
        o.append(f'<path d="{d}" fill="{c}"/>')
    # folds: soft shadows along the troughs of the wave
    for u in (.33, .8):
        d = quad(u - .07, u + .07, 0, 1, 4)
        o.append(f'<path d="{d}" fill="{INK}" fill-opacity=".13"/>')
    o.append(f'<path d="{quad(0, 1, 0, 1)}" fill="none" {SW} stroke-width="1.6"/>')
    # staff, finial and cord
    o.append(f'<path d="M80,34 V262" stroke="{INK}" stroke-width="6.4" stroke-linecap="round"/>'
             f'<path d="M80,34 V262" stroke="#a0703a" stroke-width="3.6" stroke-linecap="round"/>')
    if s == "H":
        o.append(f'<path d="M80,20 C86,27 86,33 80,38 C74,33 74,27 80,20 Z" fill="{GOLD_LIGHT}" {SW} stroke-width="1.2"/>')
    else:
        o.append(f'<path d="{CROSS}" transform="translate(80,28) scale(.16)" fill="{BLACK}" stroke="{SILVER}" '
                 f'stroke-width="8"/>')
    o.append(f'<path d="M81,58 C92,100 86,118 90,128" fill="none" stroke="{GOLD}" stroke-width="2"/>'
             f'<path d="M87,126 L93,126 L95,140 L85,140 Z" fill="{GOLD_LIGHT}" {SW} stroke-width="1"/>')
    # the nation's emblem below, large
    o.append(emb(s, 130, 196, .58))
    o.append(ribbon(s, title))
    o.append(panel_close(s))
    o.append(index("flag", s))
    return "".join(o)


# ---------------------------------------------------------------------------
# Back and slot

BACK_BG = "#1e2a48"
BACK_DARK = "#151e36"
KHAKI = "#c9b27c"
KHAKI_LIGHT = "#e6d7a8"
OLIVE = "#8a8d4f"


def back():
    i = 9
    o = [card_base(),
         f'<rect x="{i}" y="{i}" width="{W - 2 * i}" height="{H - 2 * i}" rx="8" fill="{BACK_BG}"/>',
         f'<rect x="{i}" y="{i}" width="{W - 2 * i}" height="{H - 2 * i}" rx="8" fill="url(#stars)"/>',
         f'<rect x="{i + 6}" y="{i + 6}" width="{W - 2 * i - 12}" height="{H - 2 * i - 12}" rx="4" '
         f'fill="none" stroke="{KHAKI}" stroke-width="1.6"/>',
         f'<rect x="{i + 10}" y="{i + 10}" width="{W - 2 * i - 20}" height="{H - 2 * i - 20}" rx="3" '
         f'fill="none" stroke="{KHAKI}" stroke-opacity=".6" stroke-width=".8"/>']
    cx, cy = W / 2, H / 2
    o.append(f'<circle cx="{n(cx)}" cy="{n(cy)}" r="70" fill="{BACK_DARK}" stroke="{KHAKI}" stroke-width="2"/>')
    o.append(f'<circle cx="{n(cx)}" cy="{n(cy)}" r="65" fill="none" stroke="{KHAKI}" stroke-opacity=".5" '
             f'stroke-width=".8"/>')
    # crossed flags (khaki with a navy stripe, no nation leading) on staffs crossing below the star
    for sgn in (-1, 1):
        px0, py0 = cx - sgn * 32, cy + 36
        px1, py1 = cx + sgn * 22, cy - 44
        o.append(f'<path d="M{n(px0)},{n(py0)} L{n(px1)},{n(py1)}" stroke="{KHAKI_LIGHT}" stroke-width="3.2" '
                 f'stroke-linecap="round"/>')
        # flag flying outwards from the staff's top
        ux, uy = (px1 - px0), (py1 - py0)
        ln = math.hypot(ux, uy)
        ux, uy = ux / ln, uy / ln
        fx, fy = px1 - ux * 3, py1 - uy * 3
        bx, by = px1 - ux * 27, py1 - uy * 27
        w = sgn * 30
        o.append(f'<path d="M{n(fx)},{n(fy)} C{n(fx + w * .35)},{n(fy - 5)} {n(fx + w * .65)},{n(fy + 7)} '
                 f'{n(fx + w)},{n(fy + 3)} L{n(bx + w)},{n(by + 3)} '
                 f'C{n(bx + w * .65)},{n(by + 7)} {n(bx + w * .35)},{n(by - 5)} {n(bx)},{n(by)} Z" '
                 f'fill="{KHAKI}" stroke="{KHAKI_LIGHT}" stroke-width="1.2" stroke-linejoin="round"/>')
        mx0, my0 = (fx + bx) / 2, (fy + by) / 2
        o.append(f'<path d="M{n(mx0)},{n(my0 - 4)} C{n(mx0 + w * .35)},{n(my0 - 9)} {n(mx0 + w * .65)},{n(my0 + 3)} '
                 f'{n(mx0 + w)},{n(my0 - 1)} L{n(mx0 + w)},{n(my0 + 5)} '
                 f'C{n(mx0 + w * .65)},{n(my0 + 9)} {n(mx0 + w * .35)},{n(my0 - 3)} {n(mx0)},{n(my0 + 2)} Z" '
                 f'fill="{BACK_BG}"/>')
        o.append(f'<circle cx="{n(px1 + ux * 3)}" cy="{n(py1 + uy * 3)}" r="3.2" fill="{GOLD_LIGHT}"/>')
    # the laurel wreath: two branches rising from a bow at the foot
    for sgn in (-1, 1):
        stem = []
        for k in range(12):
            t = k / 11
            a = math.radians(90 - sgn * (14 + t * 128))     # from the foot up the side
            r = 56
            x, y = cx + r * math.cos(a), cy + r * math.sin(a)
            stem.append((x, y))
            tang = math.degrees(a) - sgn * 90        # along the branch, pointing up it
            for side in (-1, 1):
                lx = x + 4.5 * side * math.cos(a)
                ly = y + 4.5 * side * math.sin(a)
                ang = tang + side * sgn * 35
                o.append(f'<ellipse cx="{n(lx)}" cy="{n(ly)}" rx="2.8" ry="7.5" '
                         f'transform="rotate({n(ang + 90)} {n(lx)} {n(ly)})" fill="{OLIVE}" '
                         f'stroke="{KHAKI_LIGHT}" stroke-width=".7"/>')
        o.append(f'<path d="M{" L".join(f"{n(x)},{n(y)}" for x, y in stem)}" fill="none" '
                 f'stroke="{KHAKI_LIGHT}" stroke-width="1.2"/>')
    o.append(f'<path d="{star_path(cx, cy - 4, 15, 6.3)}" fill="{GOLD_LIGHT}" stroke="{BACK_DARK}" stroke-width="1.2"/>')
    o.append(f'<path d="M{n(cx - 9)},{n(cy + 52)} Q{n(cx)},{n(cy + 46)} {n(cx + 9)},{n(cy + 52)} '
             f'L{n(cx + 14)},{n(cy + 62)} L{n(cx)},{n(cy + 56)} L{n(cx - 14)},{n(cy + 62)} Z" '
             f'fill="#a51d2d" stroke="{KHAKI_LIGHT}" stroke-width=".8"/>')
    o.append(f'<circle cx="{n(cx)}" cy="{n(cy + 54)}" r="3.5" fill="#a51d2d" stroke="{KHAKI_LIGHT}" stroke-width=".8"/>')
    # corner stars
    for (x, y) in [(i + 22, i + 22), (W - i - 22, i + 22), (i + 22, H - i - 22), (W - i - 22, H - i - 22)]:
        o.append(f'<path d="{star_path(x, y, 7, 3)}" fill="{KHAKI}"/>')
    return "".join(o)


def slot():
    return (f'<rect width="{W}" height="{H}" rx="{R}" fill="{WHITE}" fill-opacity=".08"/>'
            f'<rect x="1.5" y="1.5" width="{W - 3}" height="{H - 3}" rx="{R - 1.5}" fill="none" '
            f'stroke="{WHITE}" stroke-opacity=".45" stroke-width="3"/>')


# ---------------------------------------------------------------------------

def defs():
    o = ["<defs>", emblem_defs()]
    o.append(f'<clipPath id="clip-panel"><rect x="{PANEL_X}" y="{PANEL_Y}" width="{PANEL_W}" '
             f'height="{PANEL_H}" rx="6"/></clipPath>')
    o.append(f'<pattern id="stars" patternUnits="userSpaceOnUse" width="24" height="24">'
             f'<path d="M0,12 L12,0 L24,12 L12,24 Z" fill="none" stroke="{KHAKI}" stroke-opacity=".22" '
             f'stroke-width="1"/>'
             f'<path d="{star_path(12, 12, 3, 1.3)}" fill="{KHAKI}" fill-opacity=".35"/>'
             f'</pattern>')
    o.append("</defs>")
    return "\n".join(o)


def build_cards():
    cards = []
    for r, s in enumerate(SUITS):
        for c, rank in enumerate(RANKS):
            body = zero_card(s) if rank == "0" else rank_card(rank, s)
            cards.append((f"{rank}{s}", c, r, body))
    cards.append(("flagH", 8, SUITS.index("H"), flag_card("H")))
    cards.append(("flagS", 8, SUITS.index("S"), flag_card("S")))
    cards.append(("back", 0, 4, back()))
    cards.append(("slot", 1, 4, slot()))
    return cards


# ---------------------------------------------------------------------------
# theme.ini

SUIT_NAMES = {  # en, fr, uk; the genitive forms are used in the card names
    "C": ("England", "Angleterre", "Англія", "d’Angleterre", "Англії"),
    "D": ("Russia", "Russie", "Росія", "de Russie", "Росії"),
    "H": ("France", "France", "Франція", "de France", "Франції"),
    "S": ("Germany", "Allemagne", "Німеччина", "d’Allemagne", "Німеччини"),
}
RANK_NAMES = {  # en, fr, uk
    "7": ("General", "Général", "Генерал"),
    "6": ("Colonel", "Colonel", "Полковник"),
    "5": ("Major", "Major", "Майор"),
    "4": ("Captain", "Capitaine", "Капітан"),
    "3": ("Lieutenant", "Lieutenant", "Лейтенант"),
    "2": ("Sergeant", "Sergent", "Сержант"),
    "1": ("Corporal", "Caporal", "Капрал"),
}
ZERO_NAMES = {
    "0C": ("the Coat of Arms of England", "les Armoiries d’Angleterre", "Герб Англії"),
    "0D": ("the Clown of Russia", "le Bouffon de Russie", "Блазень Росії"),
    "0H": ("Joffre", "Joffre", "Жоффр"),
    "0S": ("the Kaiser", "le Kaiser", "Кайзер"),
    "flagH": ("the Flag of France", "le Drapeau de la France", "Прапор Франції"),
    "flagS": ("the Flag of Germany", "le Drapeau de l’Allemagne", "Прапор Німеччини"),
}


def pack_maps():
    """For each pack, engine card id -> element id, every card listed."""
    std_order = ["A", "K", "Q", "J", "10", "9", "8"]
    packs = {}

    m = {}
    for s in SUITS:
        for face, rank in zip(std_order, ["7", "6", "5", "4", "3", "2", "1"]):
            m[face + s] = rank + s
        low = {"C": "7", "D": "7", "H": "5", "S": "3"}[s]
        m[low + s] = "0" + s
    packs["standard"] = m

    m = dict(packs["standard"])
    m["7H"] = "flagH"
    m["7S"] = "flagS"
    packs["34-card"] = m

    m = {}
    for s in SUITS:
        for r in ["7", "6", "5", "4", "3", "2"]:
            m[r + s] = r + s
        m["A" + s] = "1" + s
        m["K" + s] = "0" + s
    packs["les-rois"] = m

    m = {}
    for s in SUITS:
        for r in ["7", "6", "5", "4", "3", "2"]:
            m[r + s] = r + s
        m["A" + s] = "1" + s
        m[("8" if s in "CD" else "K") + s] = "0" + s
    packs["hetu"] = m

    m = {}
    for s in SUITS:
        for r in RANKS:
            m[r + s] = r + s
    packs["joffre"] = m
    return packs


def theme_ini():
    L = ["# Generated by build-aux/gen-theme-joffre.py; edit the script, not this file.",
         "[Theme]",
         "Name=Joffre",
         "Name[fr]=Joffre",
         "Name[uk]=Жоффр",
         "Description=The Québec Joffre pack: England, Russia, Germany, France",
         "Description[fr]=Le jeu Joffre du Québec : Angleterre, Russie, Allemagne, France",
         "Description[uk]=Квебекська колода Жоффр: Англія, Росія, Німеччина, Франція",
         f"CardWidth={W}",
         f"CardHeight={H}",
         "MarksSpecialCards=false",
         "Preview=7H;4S;0H;0S",
         "",
         "[Suits]"]
    for s in SUITS:
        en, fr, uk = SUIT_NAMES[s][:3]
        L += [f"{s}={en}", f"{s}[fr]={fr}", f"{s}[uk]={uk}"]
    L += ["", "[Names]"]
    for s in SUITS:
        en_s, _, _, fr_s, uk_s = SUIT_NAMES[s]
        for r in ["7", "6", "5", "4", "3", "2", "1"]:
            en, fr, uk = RANK_NAMES[r]
            L += [f"{r}{s}={en} of {en_s}", f"{r}{s}[fr]={fr} {fr_s}", f"{r}{s}[uk]={uk} {uk_s}"]
        z = "0" + s
        L += [f"{z}={ZERO_NAMES[z][0]}", f"{z}[fr]={ZERO_NAMES[z][1]}", f"{z}[uk]={ZERO_NAMES[z][2]}"]
    for z in ("flagH", "flagS"):
        L += [f"{z}={ZERO_NAMES[z][0]}", f"{z}[fr]={ZERO_NAMES[z][1]}", f"{z}[uk]={ZERO_NAMES[z][2]}"]
    for pack, m in pack_maps().items():
        L += ["", f"[Pack {pack}]"]
        L += [f"{k}={v}" for k, v in m.items()]
    return "\n".join(L) + "\n"


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "data", "themes", "joffre")
    os.makedirs(out_dir, exist_ok=True)

    cols, rows = 9, 5
    doc_w = cols * W + (cols + 1) * GAP
    doc_h = rows * H + (rows + 1) * GAP
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<!-- Three-Spot card theme "Joffre". Generated by build-aux/gen-theme-joffre.py;'
             ' edit the script, not this file. SPDX-License-Identifier: GPL-3.0-or-later -->',
             f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
             f'width="{doc_w}" height="{doc_h}" viewBox="0 0 {doc_w} {doc_h}">',
             defs()]
    for cid, c, r, body in build_cards():
        x = GAP + c * (W + GAP)
        y = GAP + r * (H + GAP)
        lines.append(f'<g id="{cid}" transform="translate({x},{y})">{body}</g>')
    lines.append("</svg>")
    with open(os.path.join(out_dir, "cards.svg"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(out_dir, "theme.ini"), "w", encoding="utf-8") as f:
        f.write(theme_ini())


if __name__ == "__main__":
    main()
