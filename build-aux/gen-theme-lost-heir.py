#!/usr/bin/env python3
# Generate the "Lost Heir" card theme: data/themes/lost-heir/cards.svg and theme.ini
#
# McLoughlin Brothers' Lost Heir (New York, 1893; ../shared/rules/
# 000_5ed066fa22fca3eb.txt, "Lost Heir"): a pack of Joffre's structure whose
# suits are cities and whose ranks are Mayor (7), Chief of Police (6),
# Commissioner (5), Detective (4), Captain (3), Sergeant (2) and
# Policeman (1), with two blank cards, the Lost Heir (+5) and the Wrong
# Boy (-3).  The page says the suits are "American, Canadian or British
# cities" without naming them; this theme takes two American cities, a
# Canadian and a British one, as the page's mix suggests:
#
#   C  New York  navy   the torch of Liberty (the statue was new, 1886;
#                       McLoughlin printed in New York)
#   D  Montreal  green  a maple leaf (the leaf of the city's arms, 1833)
#   H  London    red    a royal crown
#   S  Chicago   black  the "Y" of the Chicago River in a roundel (the
#                       city's device, adopted 1892, a year before the
#                       World's Fair of 1893)
#
# Each city has its own colour and its own emblem, a different outline
# (a torch, a leaf, a crown, a disc), so that the suits are told apart by
# shape alone in greyscale and with any colour-vision deficiency; the
# inks are the Joffre theme's four (navy, light green, red, black), about
# 12 L* apart, which tests/test-theme-colours.c checks on the drawn cards.
#
# The elements: in each suit X (C D H S) the seven named ranks, each a
# figure of its own, with the rank's number in the index --
# mayor-X (7), chief-X (6), commissioner-X (5), detective-X (4),
# captain-X (3), sergeant-X (2), policeman-X (1) -- and four plain number
# cards below the Policeman, 4-X, 3-X, 2-X, 1-X (the index and that many
# emblems), for McLoughlin's own rules, which give eleven cards a suit (a
# 48-card pack): its order is Mayor 11, Chief of Police 10, Commissioner 9,
# Detective 8, Captain 7, Sergeant 6, Policeman 5, then 4, 3, 2, 1.  The
# figures keep the page's numbers 7 to 1 in their index, drawn white on a
# tab of the city's colour, so that the Policeman's 1 is never taken for
# the 1 of the number cards (ink on the card's white).  Then heir (the
# Lost Heir, a child in a velvet suit: the +5 card), wrong-boy (a street
# urchin: the -3 card), blank (a plain face with its border only: the two
# blank cards are one element), back and slot.  The special cards are
# drawn plain: the game adds the +5 / -3 badge itself
# (MarksSpecialCards=false).
#
# theme.ini maps the engine's Lost Heir packs: lost-heir (seven a city,
# 7C … 1C) and lost-heir-48 (eleven a city, 11C … 1C), the Lost Heir LH,
# the Wrong Boy WB and the blanks B1 and B2.
#
# Every card is a top-level <g> whose ink covers exactly 240x336 user units,
# laid out in a grid without overlap, and flattened for speed, as in
# gen-theme-joffre.py, whose text outlines, flattening and ribbons this
# script borrows.  The output is committed: building never needs Python.
# Run:  python3 build-aux/gen-theme-lost-heir.py [OUTPUT-DIR]
#
# SPDX-License-Identifier: GPL-3.0-or-later

import importlib.util
import math
import os
import sys

_here = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("gen_theme_joffre", os.path.join(_here, "gen-theme-joffre.py"))
J = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(J)

n, pts, star_path, text_path, mirror_path = J.n, J.pts, J.star_path, J.text_path, J.mirror_path
W, H, R, GAP = J.W, J.H, J.R, J.GAP
INK, WHITE, BORDER, CREAM = J.INK, J.WHITE, J.BORDER, J.CREAM
SKIN, SKIN_SHADE, BLUSH = J.SKIN, J.SKIN_SHADE, J.BLUSH
GOLD, GOLD_LIGHT, GOLD_DARK, LEATHER, BLACK, SILVER = J.GOLD, J.GOLD_LIGHT, J.GOLD_DARK, J.LEATHER, J.BLACK, J.SILVER
SW = J.SW
PANEL_X, PANEL_Y, PANEL_W, PANEL_H = J.PANEL_X, J.PANEL_Y, J.PANEL_W, J.PANEL_H

# the characters the cards' words need beyond the Joffre theme's, DejaVu Sans Bold
# (python3 build-aux/gen-theme-joffre.py --glyphs /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf TEXT)
J.GLYPHS.update({
    '?': (1188, 'M709 504L348 504L348 553Q348 635 381 698.5Q414 762 520 860L584 918Q641 970 667.5 1016Q694 1062 694 1108Q694 1178 646 1217.5Q598 1257 512 1257Q431 1257 337 1223.5Q243 1190 141 1124L141 1438Q262 1480 362 1500Q462 1520 555 1520Q799 1520 927 1420.5Q1055 1321 1055 1130Q1055 1032 1016 954.5Q977 877 883 788L819 731Q751 669 730 631.5Q709 594 709 549L709 504ZM348 356L709 356L709 0L348 0L348 356Z'),
    'H': (1714, 'M188 1493L573 1493L573 924L1141 924L1141 1493L1526 1493L1526 0L1141 0L1141 633L573 633L573 0L188 0L188 1493Z'),
    'N': (1714, 'M188 1493L618 1493L1161 469L1161 1493L1526 1493L1526 0L1096 0L553 1024L553 0L188 0L188 1493Z'),
    'P': (1501, 'M188 1493L827 1493Q1112 1493 1264.5 1366.5Q1417 1240 1417 1006Q1417 771 1264.5 644.5Q1112 518 827 518L573 518L573 0L188 0L188 1493ZM573 1214L573 797L786 797Q898 797 959 851.5Q1020 906 1020 1006Q1020 1106 959 1160Q898 1214 786 1214L573 1214Z'),
    'T': (1397, 'M10 1493L1386 1493L1386 1202L891 1202L891 0L506 0L506 1202L10 1202L10 1493Z'),
    'W': (2259, 'M61 1493L430 1493L688 408L944 1493L1315 1493L1571 408L1829 1493L2195 1493L1843 0L1399 0L1128 1135L860 0L416 0L61 1493Z'),
    'Y': (1483, 'M-20 1493L401 1493L741 961L1081 1493L1503 1493L934 629L934 0L549 0L549 629L-20 1493Z'),
    'h': (1458, 'M1298 682L1298 0L938 0L938 111L938 520Q938 667 931.5 722Q925 777 909 803Q888 838 852 857.5Q816 877 770 877Q658 877 594 790.5Q530 704 530 551L530 0L172 0L172 1556L530 1556L530 956Q611 1054 702 1100.5Q793 1147 903 1147Q1097 1147 1197.5 1028Q1298 909 1298 682Z'),
    'k': (1362, 'M172 1556L530 1556L530 709L942 1120L1358 1120L811 606L1401 0L967 0L530 467L530 0L172 0L172 1556Z'),
    'v': (1335, 'M31 1120L389 1120L668 346L946 1120L1305 1120L864 0L471 0L31 1120Z'),
    'w': (1892, 'M72 1120L420 1120L608 348L797 1120L1096 1120L1284 356L1473 1120L1821 1120L1526 0L1135 0L946 770L758 0L367 0L72 1120Z'),
    'y': (1335, 'M25 1120L383 1120L684 360L940 1120L1298 1120L827 -106Q756 -293 661.5 -367.5Q567 -442 412 -442L205 -442L205 -207L317 -207Q408 -207 449.5 -178Q491 -149 514 -74L524 -43L25 1120Z'),
})

SUITS = "CDHS"
FIGURES = [("mayor", "7"), ("chief", "6"), ("commissioner", "5"), ("detective", "4"),
           ("captain", "3"), ("sergeant", "2"), ("policeman", "1")]
NUMBERS = ["4", "3", "2", "1"]

# per city: ink (index, emblem, frames), band (plaque, ribbon), tunic and
# its shadow (the police uniforms), a light tint for the panel, the name
CITY = {
    "C": dict(ink="#1e2e6a", band="#1e2e6a", tunic="#2f4f9e", shade="#1e3670", tint="#e4e9f5",
              name="New York", hair=["#6b6460", "#3d2b1f", "#7b4d27", "#b8581e"]),
    "D": dict(ink="#639c54", band="#3d7a37", tunic="#5d9a4f", shade="#3f7a3a", tint="#e6f2e1",
              name="Montreal", hair=["#f4f2ee", "#2b2422", "#d9a441", "#5a3a22"]),
    "H": dict(ink="#b4362c", band="#b4362c", tunic="#c23a30", shade="#8c2219", tint="#fbe8e4",
              name="London", hair=["#b9b5ae", "#7b4d27", "#2b2422", "#d9a441"]),
    "S": dict(ink="#0f0502", band="#0f0502", tunic="#4a4540", shade="#2e2a26", tint="#efe8de",
              name="Chicago", hair=["#e8e4dc", "#5a3a22", "#b8581e", "#2b2422"]),
}

TITLES = {"mayor": "Mayor", "chief": "Chief of Police", "commissioner": "Commissioner",
          "detective": "Detective", "captain": "Captain", "sergeant": "Sergeant",
          "policeman": "Policeman"}


# ---------------------------------------------------------------------------
# The cities' emblems, centred on 0,0, about 104 units tall, each its own outline

# New York: the torch of Liberty -- a flame of three tongues over a cup and a tapering grip
TORCH_FLAME = ("M0,-54 C6,-44 18,-38 20,-24 C21,-16 18,-10 14,-6 L-14,-6 C-18,-10 -21,-16 -20,-24 "
               "C-19,-32 -13,-36 -12,-44 C-8,-38 -6,-34 -6,-28 C-4,-38 -2,-46 0,-54 Z")
TORCH_BODY = ("M-24,-8 L24,-8 L22,0 C16,6 10,8 8,10 L6,48 C6,52 -6,52 -6,48 L-8,10 "
              "C-10,8 -16,6 -22,0 Z")

# Montreal: a maple leaf of eleven points on a short stem (the right half, top to bottom)
MAPLE_HALF = [(0, -54), (7, -40), (14, -44), (11, -22), (22, -32), (26, -26), (40, -30), (36, -18),
              (50, -14), (44, -8), (48, -2), (24, 14), (28, 24), (3, 20), (3, 50)]
MAPLE = mirror_path(MAPLE_HALF)

# London: a royal crown -- band, two arches, an orb and cross
CROWN = ("M-40,34 L-46,-8 C-36,-2 -28,2 -22,-4 C-20,-18 -12,-28 -4,-30 L-4,-38 L-9,-38 L-9,-45 L-4,-45 "
         "L-4,-52 L4,-52 L4,-45 L9,-45 L9,-38 L4,-38 L4,-30 C12,-28 20,-18 22,-4 "
         "C28,2 36,-2 46,-8 L40,34 Z")


def emblem_defs():
    o = []
    c = CITY["C"]["ink"]
    o.append(f'<g id="emb-C"><path d="{TORCH_FLAME}" fill="{c}" stroke="{INK}" stroke-width="2.5" '
             f'stroke-linejoin="round"/>'
             f'<path d="M0,-40 C4,-32 10,-28 10,-20 C10,-14 6,-11 0,-11 C-6,-11 -10,-14 -10,-20 '
             f'C-10,-26 -4,-30 0,-40 Z" fill="{GOLD_LIGHT}"/>'
             f'<path d="{TORCH_BODY}" fill="{c}" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'
             f'<path d="M-20,-2 H20 M-5,18 H5 M-4,30 H4" stroke="{GOLD_LIGHT}" stroke-width="2.4" '
             f'stroke-linecap="round"/></g>')
    d = CITY["D"]["ink"]
    o.append(f'<g id="emb-D"><path d="{MAPLE}" fill="{d}" stroke="{INK}" stroke-width="2.5" '
             f'stroke-linejoin="round"/>'
             f'<path d="M0,-42 V34 M0,4 L30,-20 M0,4 L-30,-20 M0,-14 L16,-34 M0,-14 L-16,-34" fill="none" '
             f'stroke="{WHITE}" stroke-width="2" stroke-opacity=".8" stroke-linecap="round"/></g>')
    h = CITY["H"]["ink"]
    o.append(f'<g id="emb-H"><path d="{CROWN}" fill="{h}" stroke="{INK}" stroke-width="2.5" '
             f'stroke-linejoin="round"/>'
             f'<rect x="-42" y="20" width="84" height="14" fill="{h}" stroke="{INK}" stroke-width="2.5"/>'
             f'<path d="M-38,27 H38" stroke="{GOLD_LIGHT}" stroke-width="3" stroke-dasharray="4 4"/>'
             f'<path d="M-44,-6 L-38,20 M44,-6 L38,20 M0,-28 V20" stroke="{GOLD_LIGHT}" stroke-width="3"/>'
             f'<circle cx="-46" cy="-9" r="4.5" fill="{GOLD_LIGHT}" stroke="{INK}" stroke-width="1.6"/>'
             f'<circle cx="46" cy="-9" r="4.5" fill="{GOLD_LIGHT}" stroke="{INK}" stroke-width="1.6"/>'
             f'</g>')
    s = CITY["S"]["ink"]
    o.append(f'<g id="emb-S"><circle r="46" fill="{s}" stroke="{INK}" stroke-width="2.5"/>'
             f'<circle r="39" fill="none" stroke="{SILVER}" stroke-width="2"/>'
             f'<path d="M-24,-26 L-8,0 L-8,28 L8,28 L8,0 L24,-26 L12,-26 L0,-6 L-12,-26 Z" fill="{WHITE}"/>'
             f'</g>')
    return "".join(o)


def emb(s, x, y, scale):
    return f'<use xlink:href="#emb-{s}" transform="translate({n(x)},{n(y)}) scale({n(scale)})"/>'


# ---------------------------------------------------------------------------
# Card parts

IDX_X, IDX_RANK_Y, IDX_EMB_Y, IDX_SIZE = J.IDX_X, J.IDX_RANK_Y, J.IDX_EMB_Y, J.IDX_SIZE
# each emblem about 50 units wide (the index column's width)
IDX_EMB = {"C": .5, "D": .5, "H": .52, "S": .52}


def index(label, s, figure):
    """The index at the top left and, turned, at the bottom right.  A figure's
    number is white on a tab of the city's colour, a number card's in ink on
    the card; the emblem stays upright in both corners (the torch, the crown)."""
    col = CITY[s]["ink"]
    if figure:
        rank = (f'<rect x="{IDX_X - 22}" y="{IDX_RANK_Y - 50}" width="44" height="58" rx="8" fill="{col}"/>'
                + text_path(label, IDX_X, IDX_RANK_Y, IDX_SIZE * .78, WHITE))
    else:
        rank = text_path(label, IDX_X, IDX_RANK_Y, IDX_SIZE, col)
    rank_turned = f'<g transform="rotate(180 {W / 2:g} {H / 2:g})">{rank}</g>'
    return (f'<g>{rank}{emb(s, IDX_X, IDX_EMB_Y, IDX_EMB[s])}</g>'
            f'<g>{rank_turned}{emb(s, W - IDX_X, H - IDX_EMB_Y, IDX_EMB[s])}</g>')


def panel_open(s, fill=None):
    fill = fill or CITY[s]["tint"]
    return (f'<rect x="{PANEL_X}" y="{PANEL_Y}" width="{PANEL_W}" height="{PANEL_H}" rx="6" fill="{fill}"/>'
            '<g>')


def panel_close(col):
    return ('</g>'
            f'<rect x="{PANEL_X + 3}" y="{PANEL_Y + 3}" width="{PANEL_W - 6}" height="{PANEL_H - 6}" rx="4" '
            f'fill="none" stroke="{GOLD}" stroke-width="1"/>'
            f'<rect x="{PANEL_X}" y="{PANEL_Y}" width="{PANEL_W}" height="{PANEL_H}" rx="6" fill="none" '
            f'stroke="{col}" stroke-width="1.6"/>')


def ribbon(text, band, dark, y=272, size=14.5):
    """The Joffre theme's ribbon, in the given colours."""
    J.NATION["_"] = dict(band=band, shade=dark)
    try:
        return J.ribbon("_", text, y=y, size=size)
    finally:
        del J.NATION["_"]


def city_plaque(s, y=28):
    """The city's name on a small plaque at the top of the panel."""
    col = CITY[s]["band"]
    return (f'<rect x="74" y="{y}" width="92" height="22" rx="5" fill="{col}" {SW} stroke-width="1.3"/>'
            f'<rect x="76.5" y="{y + 2.5}" width="87" height="17" rx="3.5" fill="none" stroke="{GOLD_LIGHT}" '
            f'stroke-width=".8" stroke-opacity=".7"/>'
            + text_path(CITY[s]["name"], 120, y + 16, 12.5, WHITE, maxw=80))


def card_base():
    return J.card_base()


# ---------------------------------------------------------------------------
# The figures, in the Joffre theme's bust coordinates: x = 0 on the card's
# centre line, y = 0 at card y 64, the face centred at (0, 72), the panel's
# foot at BOT.

BUST_Y = 64
BOT = PANEL_Y + PANEL_H - BUST_Y


def face(hair, whiskers=None, bald=False, spectacles=False, young=False, brow_ink=False, freckles=False,
         smile=False, rx=20, ry=24):
    o = []
    # side hair, ears
    if not young:
        o.append(f'<path d="M-{rx + 1.5},50 C-{rx + 3},56 -{rx + 2.5},62 -{rx - 1},68 L{rx - 1},68 '
                 f'C{rx + 2.5},62 {rx + 3},56 {rx + 1.5},50 Z" fill="{hair}" {SW} stroke-width="1.3"/>')
    o.append(f'<ellipse cx="-{rx}" cy="75" rx="4.5" ry="7" fill="{SKIN}" {SW} stroke-width="1.3"/>'
             f'<ellipse cx="{rx}" cy="75" rx="4.5" ry="7" fill="{SKIN}" {SW} stroke-width="1.3"/>')
    o.append(f'<ellipse cx="0" cy="72" rx="{rx}" ry="{ry}" fill="{SKIN}" {SW} stroke-width="1.5"/>')
    if bald:
        # a fringe of hair round the back of a bald crown, a shine on top
        o.append(f'<path d="M-{rx + 1},70 C-{rx + 3},60 -{rx + 1},54 -{rx - 3},50 C-{rx - 6},56 -{rx - 5},62 '
                 f'-{rx - 3},70 Z M{rx + 1},70 C{rx + 3},60 {rx + 1},54 {rx - 3},50 C{rx - 6},56 {rx - 5},62 '
                 f'{rx - 3},70 Z" fill="{hair}" {SW} stroke-width="1.2"/>')
        o.append(f'<path d="M-7,54 Q0,50 7,54" fill="none" stroke="{WHITE}" stroke-width="2.2" '
                 f'stroke-linecap="round" stroke-opacity=".8"/>')
    cheek = .35 if young else .2
    o.append(f'<circle cx="-11" cy="82" r="4.5" fill="{BLUSH}" fill-opacity="{cheek}"/>'
             f'<circle cx="11" cy="82" r="4.5" fill="{BLUSH}" fill-opacity="{cheek}"/>')
    ey = 72 if young else 71
    er = (2.4, 2.8) if young else (2, 2.4)
    o.append(f'<ellipse cx="-7.5" cy="{ey}" rx="{er[0]}" ry="{er[1]}" fill="{INK}"/>'
             f'<ellipse cx="7.5" cy="{ey}" rx="{er[0]}" ry="{er[1]}" fill="{INK}"/>')
    if young:
        o.append(f'<circle cx="-6.6" cy="{ey - 1}" r=".8" fill="{WHITE}"/><circle cx="8.4" cy="{ey - 1}" r=".8" fill="{WHITE}"/>')
    light = hair in ("#f4f2ee", "#b9b5ae", "#e8e4dc", "#d9a441")
    if light or brow_ink:
        o.append(f'<path d="M-13,65 Q-8,61.5 -3,64 M13,65 Q8,61.5 3,64" fill="none" stroke="{INK}" '
                 f'stroke-width="3.6" stroke-linecap="round"/>')
    o.append(f'<path d="M-13,65 Q-8,61.5 -3,64 M13,65 Q8,61.5 3,64" fill="none" stroke="{hair}" '
             f'stroke-width="2.2" stroke-linecap="round"/>')
    # nose
    if young:
        o.append(f'<path d="M-1.5,78 Q0,80 1.5,78" fill="none" {SW} stroke-width="1.1"/>')
    else:
        o.append(f'<path d="M0.8,70 Q-3,77 -1.2,79.5 Q0.6,80.4 2,79.4" fill="none" {SW} stroke-width="1.2"/>')
    if spectacles:
        o.append(f'<circle cx="-8" cy="71" r="6" fill="{WHITE}" fill-opacity=".25" stroke="{GOLD_DARK}" '
                 f'stroke-width="1.4"/><circle cx="8" cy="71" r="6" fill="{WHITE}" fill-opacity=".25" '
                 f'stroke="{GOLD_DARK}" stroke-width="1.4"/>'
                 f'<path d="M-2,70 Q0,68.5 2,70 M-14,70 L-{rx},68 M14,70 L{rx},68" fill="none" '
                 f'stroke="{GOLD_DARK}" stroke-width="1.2"/>')
    if freckles:
        for (x, y) in [(-12, 78), (-9, 80), (-14, 81), (12, 78), (9, 80), (14, 81), (-2, 76), (3, 76)]:
            o.append(f'<circle cx="{x}" cy="{y}" r=".9" fill="#b8581e" fill-opacity=".75"/>')
    # mouth and whiskers
    if whiskers in (None, "brush", "muttonchops"):
        if smile:
            o.append(f'<path d="M-6,87 Q0,92 6,87" fill="none" {SW} stroke-width="1.4"/>')
        elif young:
            o.append(f'<path d="M-4,88 Q0,90.5 4,88" fill="none" {SW} stroke-width="1.3"/>')
        else:
            o.append(f'<path d="M-5,88 Q0,90 5,88" fill="none" {SW} stroke-width="1.3"/>')
    if whiskers == "muttonchops":
        # side whiskers joined to the moustache, chin shaven: the Mayor
        o.append(f'<path d="M-{rx - .5},62 C-{rx + 1},74 -{rx},86 -14,94 C-10,95 -8,90 -6,86 '
                 f'C-3,84 -1,84 0,85 C1,84 3,84 6,86 C8,90 10,95 14,94 C{rx},86 {rx + 1},74 {rx - .5},62 '
                 f'C{rx - 3},68 {rx - 4},76 {rx - 6},80 C12,82 8,82 4,81.5 L0,82.5 L-4,81.5 '
                 f'C-8,82 -12,82 -{rx - 6},80 C-{rx - 4},76 -{rx - 3},68 -{rx - .5},62 Z" '
                 f'fill="{hair}" {SW} stroke-width="1.2"/>')
    elif whiskers == "handlebar":
        o.append(f'<path d="M-17,78 C-16,85 -7,82.5 0,84 C7,82.5 16,85 17,78 C18.5,84 13,89.5 6,87.5 '
                 f'C3,87 1,87 0,86.5 C-1,87 -3,87 -6,87.5 C-13,89.5 -18.5,84 -17,78 Z" '
                 f'fill="{hair}" {SW} stroke-width="1.2"/>')
        o.append(f'<path d="M-4,91 Q0,92.5 4,91" fill="none" {SW} stroke-width="1.1"/>')
    elif whiskers == "walrus":
        o.append(f'<path d="M-13,89 C-12.5,81.5 -5,81 0,83.5 C5,81 12.5,81.5 13,89 C9,87.5 5,88.5 0,88 '
                 f'C-5,88.5 -9,87.5 -13,89 Z" fill="{hair}" {SW} stroke-width="1.2"/>')
        o.append(f'<path d="M-4,92 Q0,93.5 4,92" fill="none" {SW} stroke-width="1.1"/>')
    elif whiskers == "brush":
        o.append(f'<path d="M-8,85.5 C-7,81.5 7,81.5 8,85.5 C3,86.5 -3,86.5 -8,85.5 Z" fill="{hair}" '
                 f'{SW} stroke-width="1.1"/>')
    elif whiskers == "vandyke":
        o.append(f'<path d="M-9,85 C-7,81.5 7,81.5 9,85 C4,85.5 -4,85.5 -9,85 Z" fill="{hair}" '
                 f'{SW} stroke-width="1.1"/>')
        o.append(f'<path d="M-4,88.5 Q0,90 4,88.5" fill="none" {SW} stroke-width="1.1"/>')
        o.append(f'<path d="M-6,92 C-3,91 3,91 6,92 C5,97 2,101 0,103 C-2,101 -5,97 -6,92 Z" '
                 f'fill="{hair}" {SW} stroke-width="1.1"/>')
    return "".join(o)


def hair_top(hair, rx=20, parted=True):
    """Hair over the crown of a bare head."""
    o = [f'<path d="M-{rx + 2},64 C-{rx + 4},44 -12,38 0,38 C12,38 {rx + 4},44 {rx + 2},64 '
         f'C{rx - 2},56 12,52 4,50 C-2,54 -12,56 -{rx + 2},64 Z" fill="{hair}" {SW} stroke-width="1.3"/>']
    if parted:
        o.append(f'<path d="M4,41 C3,45 3,48 4,50" fill="none" stroke="{INK}" stroke-width="1" stroke-opacity=".5"/>')
    return "".join(o)


def cap(s, braid, visor_leaves=False):
    """A police officer's peaked cap of the city's colour, the emblem as badge;
    braid: the gold bands round it (0, 1 or 2)."""
    c = CITY[s]
    o = [f'<path d="M-30,38 C-33,24 -20,17 0,17 C20,17 33,24 30,38 Z" fill="{c["tunic"]}" {SW} stroke-width="1.5"/>',
         f'<path d="M-25,36 L25,36 L24,49 L-24,49 Z" fill="{BLACK if braid == 0 else c["shade"]}" {SW} '
         f'stroke-width="1.5"/>']
    for i in range(braid):
        y = 40 + i * 5 if braid > 1 else 42.5
        o.append(f'<path d="M-24.6,{y} H24.6" stroke="{GOLD_LIGHT}" stroke-width="{3 if braid > 1 else 4}"/>')
    o.append(f'<path d="M-24,47 C-13,57 13,57 24,47 L26,50 C15,62 -15,62 -26,50 Z" fill="{BLACK}" '
             f'{SW} stroke-width="1.4"/>')
    if visor_leaves:
        for x in range(-16, 18, 6):
            o.append(f'<ellipse cx="{x}" cy="{n(54.5 - abs(x) * .12)}" rx="2.8" ry="1.5" '
                     f'transform="rotate({-25 if x < 0 else 25} {x} {n(54.5 - abs(x) * .12)})" fill="{GOLD_LIGHT}"/>')
    # the badge: the city's emblem on a gold star
    o.append(f'<path d="{star_path(0, 30, 10, 6, 8)}" fill="{GOLD_LIGHT}" {SW} stroke-width="1"/>')
    o.append(emb(s, 0, 30, .12))
    return "".join(o)


def helmet(s):
    """The custodian helmet of the 1890s constable, the emblem on its star plate."""
    c = CITY[s]
    o = [f'<path d="M-25,52 C-27,34 -22,14 -12,4 C-8,-2 -4,-5 0,-5 C4,-5 8,-2 12,4 C22,14 27,34 25,52 Z" '
         f'fill="{c["tunic"]}" {SW} stroke-width="1.5"/>',
         f'<path d="M-10,10 C-14,18 -16,28 -16,40" fill="none" stroke="{WHITE}" stroke-width="2" '
         f'stroke-opacity=".35" stroke-linecap="round"/>',
         f'<path d="M0,-5 V-10" stroke="{INK}" stroke-width="5" stroke-linecap="round"/>'
         f'<circle cx="0" cy="-11" r="4" fill="{SILVER}" {SW} stroke-width="1.1"/>',
         f'<path d="M-25,46 C-12,52 12,52 25,46 L28,52 C14,60 -14,60 -28,52 Z" fill="{c["shade"]}" {SW} '
         f'stroke-width="1.4"/>',
         f'<path d="{star_path(0, 28, 13, 8, 8)}" fill="{SILVER}" {SW} stroke-width="1.1"/>',
         emb(s, 0, 28, .15)]
    return "".join(o)


def top_hat():
    return (f'<path d="M-19,44 L-21,2 C-21,-2 21,-2 21,2 L19,44 Z" fill="{BLACK}" {SW} stroke-width="1.5"/>'
            f'<path d="M-12,4 L-13,40" stroke="#6b6460" stroke-width="3" stroke-linecap="round"/>'
            f'<path d="M-19.6,32 L19.6,32 L19.2,40 L-19.2,40 Z" fill="#3d3846"/>'
            f'<path d="M-31,44 C-20,40 20,40 31,44 C30,50 20,53 0,53 C-20,53 -30,50 -31,44 Z" fill="{BLACK}" '
            f'{SW} stroke-width="1.4"/>')


def deerstalker():
    tweed, dark = "#a9804f", "#7a5a33"
    o = [f'<path d="M-26,50 C-28,30 -16,16 0,16 C16,16 28,30 26,50 Z" fill="{tweed}" {SW} stroke-width="1.5"/>']
    # the check
    for x in (-16, -6, 4, 14):
        o.append(f'<path d="M{x},{19 if abs(x) < 10 else 24} C{x - 1},32 {x - 1},40 {x},50" fill="none" '
                 f'stroke="{dark}" stroke-width="1.3"/>')
    for y in (28, 39):
        o.append(f'<path d="M-{24 if y > 30 else 20},{y} C-8,{y - 3} 8,{y - 3} {24 if y > 30 else 20},{y}" '
                 f'fill="none" stroke="{dark}" stroke-width="1.3"/>')
    # front and back peaks, the ear flaps tied on top
    o.append(f'<path d="M-20,46 C-10,52 10,52 20,46 L22,52 C10,60 -10,60 -22,52 Z" fill="{tweed}" {SW} '
             f'stroke-width="1.4"/>')
    o.append(f'<path d="M-26,44 L-31,56 L-24,58 L-21,46 Z M26,44 L31,56 L24,58 L21,46 Z" fill="{dark}" {SW} '
             f'stroke-width="1.2"/>')
    o.append(f'<path d="M-6,16 C-10,10 -4,8 0,14 C4,8 10,10 6,16" fill="none" stroke="{LEATHER}" '
             f'stroke-width="2" stroke-linecap="round"/><circle cx="0" cy="15.5" r="2.4" fill="{dark}" {SW} '
             f'stroke-width=".8"/>')
    return "".join(o)


def body(fill, shade, wide=64, shoulders=150):
    """The shoulders and chest, filling the panel's foot."""
    return (f'<path d="M-10,90 L-11,114 L11,114 L10,90 Z" fill="{SKIN_SHADE}" {SW} stroke-width="1.4"/>'
            f'<path d="M-{wide},{BOT - 6} L-{wide},{shoulders} C-{wide},132 -52,124 -34,119 L-13,111 L13,111 '
            f'L34,119 C52,124 {wide},132 {wide},{shoulders} L{wide},{BOT - 6} Q{wide},{BOT} {wide - 6},{BOT} '
            f'L-{wide - 6},{BOT} Q-{wide},{BOT} -{wide},{BOT - 6} Z" fill="{fill}" {SW} stroke-width="1.5"/>'
            f'<path d="M-44,150 C-46,180 -46,220 -44.5,{BOT} M44,150 C46,180 46,220 44.5,{BOT}" fill="none" '
            f'stroke="{shade}" stroke-width="2"/>')


def wing_collar(tie):
    """A white wing collar and a tie of the given colour."""
    return (f'<path d="M-14,106 L-12,122 L0,128 L12,122 L14,106 C8,110 -8,110 -14,106 Z" fill="{WHITE}" '
            f'{SW} stroke-width="1.2"/>'
            f'<path d="M-6,118 L-11,124 L-4,124 Z M6,118 L11,124 L4,124 Z" fill="{WHITE}" {SW} stroke-width="1"/>'
            f'<path d="M-9,121 L0,125 L9,121 L9,131 L0,127 L-9,131 Z" fill="{tie}" {SW} stroke-width="1.1"/>'
            f'<circle cx="0" cy="126" r="2.6" fill="{tie}" {SW} stroke-width="1"/>')


def uniform(s, rank):
    """A police tunic of the city's colour: buttons, collar, shoulders and
    sleeves by rank."""
    c = CITY[s]
    o = [body(c["tunic"], c["shade"])]
    # standing collar
    o.append(f'<path d="M-16,104 C-8,108 8,108 16,104 L17,120 C8,125 -8,125 -17,120 Z" fill="{c["shade"]}" '
             f'{SW} stroke-width="1.4"/>')
    if rank in ("chief", "captain"):
        o.append(f'<path d="M-16,118 C-8,123 8,123 16,118" fill="none" stroke="{GOLD_LIGHT}" stroke-width="1.8"/>')
    if rank == "chief":
        # double-breasted, two rows of buttons
        for y in (140, 164, 188, 212, 236):
            for x in (-14, 14):
                o.append(f'<circle cx="{x}" cy="{y}" r="3.2" fill="{GOLD}" {SW} stroke-width="1"/>')
        o.append(f'<path d="M-4,124 C0,170 2,210 4,{BOT}" fill="none" stroke="{c["shade"]}" stroke-width="1.6"/>')
    else:
        o.append(f'<path d="M0,124 V{BOT}" stroke="{c["shade"]}" stroke-width="1.6"/>')
        for y in (136, 158, 180, 202, 224, 246):
            o.append(f'<circle cx="0" cy="{y}" r="3" fill="{GOLD if rank in ("captain", "chief") else SILVER}" '
                     f'{SW} stroke-width="1"/>')
    # shoulders
    if rank == "chief":
        for sx in (-1, 1):
            o.append(f'<g transform="translate({sx * 46},127) rotate({sx * 18})">'
                     + "".join(f'<rect x="{x - 1.2}" y="4" width="2.4" height="14" rx="1" fill="{GOLD}" '
                               f'stroke="{GOLD_DARK}" stroke-width=".6"/>' for x in range(-14, 16, 4))
                     + f'<ellipse cx="0" cy="2" rx="17" ry="7" fill="{GOLD_LIGHT}" {SW} stroke-width="1.3"/>'
                       f'<ellipse cx="0" cy="2" rx="9" ry="3.5" fill="{c["tunic"]}" stroke="{GOLD_DARK}" '
                       f'stroke-width=".8"/></g>')
        # medals
        cols = ["#c01c28", "#1a5fb4", "#f6d32d"]
        for i in range(3):
            x = -40 + i * 8
            o.append(f'<rect x="{x}" y="146" width="8" height="5" fill="{cols[(i + SUITS.index(s)) % 3]}" '
                     f'{SW} stroke-width=".8"/>'
                     f'<path d="M{x + 4},151 V156" stroke="{INK}" stroke-width=".8"/>'
                     f'<circle cx="{x + 4}" cy="160" r="3.6" fill="{GOLD_LIGHT if i % 2 == 0 else SILVER}" '
                     f'{SW} stroke-width=".8"/>')
    elif rank == "captain":
        for sx in (-1, 1):
            o.append(f'<g transform="translate({sx * 45},127) rotate({sx * 16})">'
                     f'<rect x="-15" y="-4" width="30" height="9" rx="4" fill="{GOLD_LIGHT}" {SW} stroke-width="1.2"/>'
                     f'<path d="M-12,.5 H12" stroke="{GOLD_DARK}" stroke-width="1"/></g>')
        # two bars on the collar
        o.append(f'<path d="M-13,111 V117 M-9,111 V117 M13,111 V117 M9,111 V117" stroke="{GOLD_LIGHT}" '
                 f'stroke-width="2"/>')
    else:
        for sx in (-1, 1):
            o.append(f'<g transform="translate({sx * 45},127) rotate({sx * 16})">'
                     f'<rect x="-15" y="-4" width="30" height="9" rx="4" fill="{c["tunic"]}" {SW} stroke-width="1.2"/>'
                     f'<circle cx="{sx * -10}" cy=".5" r="2" fill="{SILVER}"/></g>')
        # collar number, in silver
        o.append(f'<path d="M-13,110 H-6 M-13,115 H-6 M13,110 H6 M13,115 H6" stroke="{SILVER}" '
                 f'stroke-width="2" stroke-linecap="round"/>')
    if rank == "sergeant":
        # three chevrons on each sleeve
        for sx in (-1, 1):
            for i in range(3):
                y = 176 + i * 9
                x = sx * 54
                o.append(f'<path d="M{x - 9},{y} L{x},{y + 7} L{x + 9},{y} L{x + 9},{y + 4} L{x},{y + 11} '
                         f'L{x - 9},{y + 4} Z" fill="{WHITE}" {SW} stroke-width="1"/>')
        # the whistle on its chain
        o.append(f'<path d="M-30,132 C-26,150 -16,156 -8,158" fill="none" stroke="{SILVER}" stroke-width="2" '
                 f'stroke-dasharray="2 1.5"/>'
                 f'<path d="M-9,155 L2,153 L3,160 L-8,162 Z" fill="{SILVER}" {SW} stroke-width="1"/>')
    if rank in ("captain", "chief"):
        # the Sam Browne belt's strap
        o.append(f'<path d="M28,118 L37,122 L-30.5,{BOT} L-42.5,{BOT} Z" fill="{LEATHER}" {SW} stroke-width="1.3"/>'
                 f'<path d="M31,122 L-35.5,{BOT - 1}" stroke="#b07a3e" stroke-width=".8"/>')
    return "".join(o)


def chain_of_office(s):
    """The Mayor's gold chain of office with the city's emblem on its badge."""
    o = []
    links = []
    for k in range(15):
        t = k / 14
        a = math.pi * t
        x = -34 * math.cos(a)
        y = 116 + 54 * math.sin(a)
        links.append((x, y))
    for (x, y) in links:
        o.append(f'<ellipse cx="{n(x)}" cy="{n(y)}" rx="4" ry="3" fill="{GOLD_LIGHT}" stroke="{GOLD_DARK}" '
                 f'stroke-width="1"/>')
    o.append(f'<circle cx="0" cy="184" r="16" fill="{GOLD}" {SW} stroke-width="1.4"/>'
             f'<circle cx="0" cy="184" r="12" fill="{WHITE}" {SW} stroke-width="1"/>')
    o.append(emb(s, 0, 184, .2))
    return "".join(o)


def mayor(s):
    c = CITY[s]
    hair = c["hair"][0]
    o = [body("#2b2623", "#000000")]
    # the frock coat's lapels over a waistcoat and shirt
    o.append(f'<path d="M-14,112 L0,170 L14,112 Z" fill="{WHITE}" {SW} stroke-width="1.2"/>')
    o.append(f'<path d="M-16,108 L-26,122 L-6,176 L0,178 L-10,130 Z M16,108 L26,122 L6,176 L0,178 L10,130 Z" '
             f'fill="#3d3846" {SW} stroke-width="1.3"/>')
    # the sash of the city's colour, shoulder to hip
    o.append(f'<path d="M30,120 L44,128 L-30,{BOT} L-48,{BOT} Z" fill="{c["band"]}" {SW} stroke-width="1.3"/>'
             f'<path d="M35,126 L-38,{BOT - 1}" stroke="{GOLD_LIGHT}" stroke-width="1.2"/>')
    o.append(wing_collar(BLACK))
    o.append(chain_of_office(s))
    o.append(face(hair, "muttonchops"))
    o.append(hair_top(hair))
    o.append(top_hat())
    return "".join(o)


def chief(s):
    hair = CITY[s]["hair"][1]
    return uniform(s, "chief") + face(hair, "handlebar") + cap(s, 2, visor_leaves=True)


def commissioner(s):
    c = CITY[s]
    hair = c["hair"][2]
    o = [body("#5e5c64", "#3d3846")]
    # waistcoat of the city's colour, a watch chain, lapels, a rosette
    o.append(f'<path d="M-14,112 L-16,{BOT} L16,{BOT} L14,112 Z" fill="{c["tunic"]}" {SW} stroke-width="1.2"/>')
    for y in (150, 170, 190, 210):
        o.append(f'<circle cx="0" cy="{y}" r="2.4" fill="{GOLD}" {SW} stroke-width=".8"/>')
    o.append(f'<path d="M0,190 C6,200 10,202 14,198" fill="none" stroke="{GOLD_LIGHT}" stroke-width="2" '
             f'stroke-dasharray="2 1.5"/>')
    o.append(f'<path d="M-16,108 L-28,124 L-14,{BOT} L-18,{BOT} L-40,150 L-22,122 Z M16,108 L28,124 L14,{BOT} '
             f'L18,{BOT} L40,150 L22,122 Z" fill="#77767b" {SW} stroke-width="1.3"/>')
    o.append(f'<path d="M-15,108 L-30,126 L-18,{BOT} M15,108 L30,126 L18,{BOT}" fill="none" stroke="{INK}" '
             f'stroke-width="1.2"/>')
    o.append(f'<circle cx="-30" cy="140" r="6" fill="{c["band"]}" {SW} stroke-width="1"/>'
             f'<circle cx="-30" cy="140" r="2.4" fill="{GOLD_LIGHT}"/>')
    o.append(wing_collar(c["band"]))
    o.append(f'<circle cx="0" cy="127" r="1.6" fill="{GOLD_LIGHT}"/>')
    o.append(face(hair, "brush", bald=True, spectacles=True))
    # papers under the arm
    o.append(f'<path d="M36,160 L62,152 L64,200 L40,206 Z" fill="{CREAM}" {SW} stroke-width="1.2"/>'
             f'<path d="M42,170 L58,165 M42,178 L58,173 M43,186 L59,181 M43,194 L55,190" stroke="{INK}" '
             f'stroke-width="1" stroke-opacity=".5"/>'
             f'<path d="M36,174 C44,178 54,178 64,172" fill="none" stroke="{c["band"]}" stroke-width="3"/>')
    return "".join(o)


def detective(s):
    c = CITY[s]
    hair = c["hair"][3]
    tweed, dark = "#a9804f", "#7a5a33"
    o = [body(tweed, dark)]
    # the Inverness cape over the shoulders, in the check
    o.append(f'<path d="M-64,214 L-64,150 C-64,132 -52,124 -34,119 L-13,111 L13,111 L34,119 C52,124 64,132 '
             f'64,150 L64,214 C40,222 -40,222 -64,214 Z" fill="{tweed}" {SW} stroke-width="1.5"/>')
    for x in (-48, -30, 30, 48):
        o.append(f'<path d="M{x},{124 + abs(x) * .1} V{216}" stroke="{dark}" stroke-width="1.3"/>')
    for y in (150, 178, 204):
        o.append(f'<path d="M-62,{y} C-30,{y + 4} 30,{y + 4} 62,{y}" fill="none" stroke="{dark}" stroke-width="1.3"/>')
    # a scarf of the city's colour
    o.append(f'<path d="M-16,106 C-8,112 8,112 16,106 L18,118 C8,124 -8,124 -18,118 Z" fill="{c["band"]}" '
             f'{SW} stroke-width="1.3"/>'
             f'<path d="M6,118 L14,150 L4,152 L0,121 Z" fill="{c["band"]}" {SW} stroke-width="1.2"/>')
    o.append(face(hair, None, rx=19, ry=25))
    # the pipe
    o.append(f'<path d="M4,89 C10,92 14,96 16,100" fill="none" stroke="{INK}" stroke-width="4.4" '
             f'stroke-linecap="round"/><path d="M4,89 C10,92 14,96 16,100" fill="none" stroke="{LEATHER}" '
             f'stroke-width="2.4" stroke-linecap="round"/>'
             f'<path d="M12,96 L22,96 L21,108 C19,111 15,111 13,108 Z" fill="{LEATHER}" {SW} stroke-width="1.2"/>')
    o.append(deerstalker())
    # the magnifying glass held up
    o.append(f'<path d="M-46,226 L-34,178" stroke="{INK}" stroke-width="7.4" stroke-linecap="round"/>'
             f'<path d="M-46,226 L-34,178" stroke="{LEATHER}" stroke-width="4.6" stroke-linecap="round"/>'
             f'<circle cx="-30" cy="160" r="17" fill="{WHITE}" fill-opacity=".55" stroke="{INK}" stroke-width="5.6"/>'
             f'<circle cx="-30" cy="160" r="17" fill="none" stroke="{GOLD}" stroke-width="3"/>'
             f'<path d="M-38,152 Q-34,147 -28,147" fill="none" stroke="{WHITE}" stroke-width="2" '
             f'stroke-linecap="round"/>')
    return "".join(o)


def captain(s):
    hair = CITY[s]["hair"][0 if s in "CS" else 3]
    return uniform(s, "captain") + face(hair, "vandyke") + cap(s, 1)


def sergeant(s):
    hair = CITY[s]["hair"][1 if s in "DH" else 2]
    return uniform(s, "sergeant") + face(hair, "walrus") + helmet(s)


def policeman(s):
    c = CITY[s]
    hair = c["hair"][3 if s != "D" else 2]
    o = [uniform(s, "policeman")]
    # the truncheon held across, in a gloved hand
    o.append(f'<path d="M-34,196 L26,146" stroke="{INK}" stroke-width="9" stroke-linecap="round"/>'
             f'<path d="M-34,196 L26,146" stroke="#5a3a22" stroke-width="6" stroke-linecap="round"/>'
             f'<path d="M-26,189 L-20,184" stroke="#8a6a3a" stroke-width="6"/>'
             f'<path d="M-34,196 C-40,204 -44,214 -46,224" fill="none" stroke="{INK}" stroke-width="1.6"/>'
             f'<ellipse cx="-12" cy="178" rx="11" ry="9" fill="{WHITE}" {SW} stroke-width="1.3"/>'
             f'<path d="M-18,172 C-14,176 -14,182 -18,186 M-12,170 C-8,174 -8,182 -12,187" fill="none" '
             f'stroke="{INK}" stroke-width=".9" stroke-opacity=".6"/>')
    o.append(face(hair, None, young=True, smile=True))
    o.append(helmet(s))
    return "".join(o)


FIGURE_DRAW = {"mayor": mayor, "chief": chief, "commissioner": commissioner, "detective": detective,
               "captain": captain, "sergeant": sergeant, "policeman": policeman}


def figure_card(rank, number, s):
    c = CITY[s]
    o = [card_base(), panel_open(s)]
    o.append(f'<g transform="translate(120,{BUST_Y})">{FIGURE_DRAW[rank](s)}</g>')
    o.append(city_plaque(s))
    o.append(ribbon(TITLES[rank], c["band"], c["shade"] if s != "S" else "#3d3846",
                    size=14.5 if len(TITLES[rank]) < 12 else 12.5))
    o.append(panel_close(c["ink"]))
    o.append(index(number, s, True))
    return "".join(o)


# ---------------------------------------------------------------------------
# The number cards: the index and that many emblems

PIPS = {  # centres in the panel, the emblem's scale
    "1": ([(120, 168)], .9),
    "2": ([(120, 112), (120, 226)], .72),
    "3": ([(120, 96), (120, 168), (120, 240)], .6),
    "4": ([(90, 112), (150, 112), (90, 226), (150, 226)], .5),
}


def number_card(num, s):
    c = CITY[s]
    o = [card_base(), panel_open(s, WHITE)]
    o.append(f'<rect x="{PANEL_X + 8}" y="{PANEL_Y + 38}" width="{PANEL_W - 16}" height="{PANEL_H - 48}" rx="4" '
             f'fill="{c["tint"]}"/>')
    centres, sc = PIPS[num]
    for (x, y) in centres:
        o.append(emb(s, x, y, sc))
    o.append(city_plaque(s))
    o.append(panel_close(c["ink"]))
    o.append(index(num, s, False))
    return "".join(o)


# ---------------------------------------------------------------------------
# The special cards

VELVET, VELVET_DARK = "#3c2a6e", "#281a4e"


def heir():
    """The Lost Heir: a fair-haired boy in a black velvet suit and lace collar
    (Little Lord Fauntleroy, 1886), a sunburst of gold behind, a crown above."""
    o = [card_base(), panel_open("H", "#fdf3d8")]
    o.append(J.sunburst(120, 150, GOLD, .28))
    o.append(f'<g transform="translate(120,{BUST_Y})">')
    o.append(body(VELVET, VELVET_DARK, wide=56, shoulders=156))
    # a sash of gold and the lace collar, a big bow
    o.append(f'<path d="M-40,132 C-20,140 20,140 40,132 L44,146 C20,160 -20,160 -44,146 Z" fill="{WHITE}" '
             f'{SW} stroke-width="1.3"/>')
    for x in range(-36, 40, 9):
        o.append(f'<circle cx="{x}" cy="{n(149 - abs(x) * .08)}" r="4" fill="{WHITE}" {SW} stroke-width=".9"/>')
    o.append(f'<path d="M-14,112 C-20,124 -28,132 -40,132 L40,132 C28,132 20,124 14,112 Z" fill="{WHITE}" '
             f'{SW} stroke-width="1.2"/>')
    o.append(f'<path d="M0,140 L-18,130 L-20,152 Z M0,140 L18,130 L20,152 Z" fill="#c01c28" {SW} stroke-width="1.2"/>'
             f'<circle cx="0" cy="140" r="4.5" fill="#c01c28" {SW} stroke-width="1.1"/>')
    for y in (202, 226):
        o.append(f'<circle cx="0" cy="{y}" r="3" fill="{GOLD}" {SW} stroke-width="1"/>')
    # the gold locket by which the heir is known, on a blue ribbon
    o.append(f'<path d="M-12,152 L0,172 L12,152" fill="none" stroke="#1a5fb4" stroke-width="2.4"/>'
             f'<ellipse cx="0" cy="180" rx="8" ry="10" fill="{GOLD_LIGHT}" {SW} stroke-width="1.3"/>'
             f'<ellipse cx="0" cy="180" rx="4.5" ry="6" fill="none" stroke="{GOLD_DARK}" stroke-width="1.2"/>')
    # long golden curls behind and beside the face
    curl = "#e5b34a"
    o.append(f'<path d="M-24,54 C-33,66 -35,84 -30,100 C-26,106 -20,104 -18,98 L-18,66 Z '
             f'M24,54 C33,66 35,84 30,100 C26,106 20,104 18,98 L18,66 Z" fill="{curl}" {SW} stroke-width="1.3"/>')
    for sx in (-1, 1):
        for y in (74, 88):
            o.append(f'<path d="M{sx * 22},{y} q{sx * 6},4 {sx * 2},9" fill="none" stroke="{GOLD_DARK}" '
                     f'stroke-width="1.2"/>')
    o.append(face(curl, None, young=True, smile=True, rx=19, ry=22))
    o.append(f'<path d="M-22,66 C-24,50 -12,42 0,42 C12,42 24,50 22,66 C16,58 10,56 6,57 C4,52 -4,52 -6,57 '
             f'C-12,56 -18,60 -22,66 Z" fill="{curl}" {SW} stroke-width="1.3"/>')
    # the crown he is heir to, hovering above
    o.append(f'<path d="M-22,26 L-26,4 L-13,14 L0,-2 L13,14 L26,4 L22,26 Z" fill="{GOLD_LIGHT}" {SW} '
             f'stroke-width="1.4"/>'
             f'<rect x="-23" y="24" width="46" height="8" rx="2" fill="{GOLD}" {SW} stroke-width="1.3"/>'
             f'<circle cx="-26" cy="4" r="3" fill="{GOLD_LIGHT}" {SW} stroke-width="1"/>'
             f'<circle cx="26" cy="4" r="3" fill="{GOLD_LIGHT}" {SW} stroke-width="1"/>'
             f'<circle cx="0" cy="-3" r="3.4" fill="{GOLD_LIGHT}" {SW} stroke-width="1"/>'
             f'<circle cx="-10" cy="28" r="2" fill="#c01c28"/><circle cx="0" cy="28" r="2" fill="#1a5fb4"/>'
             f'<circle cx="10" cy="28" r="2" fill="#c01c28"/>')
    o.append('</g>')
    o.append(ribbon("The Lost Heir", GOLD_DARK, "#8a5a08", size=13))
    o.append(panel_close(GOLD_DARK))
    o.append(special_index(heir_mark()))
    return "".join(o)


def heir_mark():
    """The heir's index mark: a gold star."""
    return f'<path d="{star_path(IDX_X, 40, 20, 8.4)}" fill="{GOLD_LIGHT}" {SW} stroke-width="2"/>'


def wrong_mark():
    """The wrong boy's index mark: a question mark on a grey disc."""
    return (f'<circle cx="{IDX_X}" cy="40" r="21" fill="#5e5c64"/>'
            + text_path("?", IDX_X, 54, 40, WHITE))


def special_index(mark):
    """The mark in the top left corner and, upright (a question mark turned
    would read as another sign), in the bottom right one."""
    moved = f'<g transform="translate({W - 2 * IDX_X},{H - 80})">{mark}</g>'
    return f'<g>{mark}</g><g>{moved}</g>'


def wrong_boy():
    """The Wrong Boy: a ragged newsboy, cap askew, freckled, a smudge on his
    cheek, the evening papers under his arm."""
    o = [card_base(), panel_open("S", "#ebe7e0")]
    o.append(f'<g transform="translate(120,{BUST_Y})">')
    jacket, jdark = "#77767b", "#5e5c64"
    o.append(body(jacket, jdark, wide=58, shoulders=156))
    # a patched jacket over a striped jersey
    o.append(f'<path d="M-14,112 L-12,{BOT} L12,{BOT} L14,112 Z" fill="#c0bfbc" {SW} stroke-width="1.2"/>')
    for y in range(124, BOT - 4, 12):
        o.append(f'<path d="M-12.5,{y} H12.5" stroke="#a51d2d" stroke-width="4"/>')
    o.append(f'<path d="M-16,110 L-30,130 L-14,{BOT} M16,110 L30,130 L14,{BOT}" fill="none" {SW} stroke-width="1.3"/>')
    o.append(f'<rect x="-50" y="196" width="18" height="16" fill="#9a7a4a" {SW} stroke-width="1.1" '
             f'transform="rotate(-8 -41 204)"/>'
             f'<path d="M-48,198 l3,2 M-44,199 l3,2 M-40,200 l3,2 M-36,200 l3,2" stroke="{INK}" stroke-width=".8" '
             f'transform="rotate(-8 -41 204)"/>')
    # the newspapers under his arm
    o.append(f'<path d="M22,176 L64,170 L64,238 L26,244 Z" fill="#f6f5f4" {SW} stroke-width="1.2"/>'
             f'<path d="M28,184 L58,180 M28,190 L50,187" stroke="{INK}" stroke-width="2.4"/>'
             f'<path d="M29,200 L58,196 M29,207 L58,203 M30,214 L58,210 M30,221 L58,217 M31,228 L58,224" '
             f'stroke="{INK}" stroke-width="1" stroke-opacity=".5"/>'
             f'<path d="M18,168 C30,190 40,220 44,246" fill="none" stroke="{jdark}" stroke-width="10" '
             f'stroke-linecap="round"/>'
             f'<path d="M18,168 C30,190 40,220 44,246" fill="none" stroke="{jacket}" stroke-width="7" '
             f'stroke-linecap="round"/>')
    hair = "#7b4d27"
    o.append(face(hair, None, young=True, freckles=True, rx=19, ry=22))
    # tousled hair, a grin lopsided, a smudge
    o.append(f'<path d="M-22,70 L-20,58 L-16,66 L-14,56 Z M22,70 L20,58 L16,66 L14,56 Z" fill="{hair}" {SW} '
             f'stroke-width="1.1"/>')
    o.append(f'<ellipse cx="12" cy="84" rx="5" ry="3" fill="#5e5c64" fill-opacity=".35"/>')
    o.append(f'<path d="M-5,88 Q3,91 7,85" fill="none" {SW} stroke-width="1.4"/>')
    # the newsboy's flat cap, askew
    o.append(f'<g transform="rotate(-12 0 50)">'
             f'<path d="M-26,56 C-30,38 -14,30 4,30 C24,30 32,40 28,56 Z" fill="#5a4028" {SW} stroke-width="1.5"/>'
             f'<path d="M-4,31 C-6,40 -6,48 -4,56 M14,32 C12,42 12,50 14,56" fill="none" stroke="#3e2b1a" '
             f'stroke-width="1.2"/>'
             f'<circle cx="4" cy="31" r="3" fill="#3e2b1a"/>'
             f'<path d="M-28,54 C-14,50 14,50 30,54 C32,60 -2,64 -30,60 Z" fill="#3e2b1a" {SW} stroke-width="1.3"/>'
             f'</g>')
    o.append('</g>')
    o.append(ribbon("The Wrong Boy", "#5e5c64", "#3d3846", size=12.5))
    o.append(panel_close("#5e5c64"))
    o.append(special_index(wrong_mark()))
    return "".join(o)


def blank():
    """A blank card: its face, a border and corner ornaments, nothing else."""
    o = [card_base()]
    i = 14
    col = "#9a7a4a"
    o.append(f'<rect x="{i}" y="{i}" width="{W - 2 * i}" height="{H - 2 * i}" rx="8" fill="{CREAM}" '
             f'stroke="{col}" stroke-width="2"/>')
    o.append(f'<rect x="{i + 6}" y="{i + 6}" width="{W - 2 * i - 12}" height="{H - 2 * i - 12}" rx="5" '
             f'fill="none" stroke="{col}" stroke-width=".9"/>')
    for (cx, cy, sx, sy) in [(i + 6, i + 6, 1, 1), (W - i - 6, i + 6, -1, 1), (i + 6, H - i - 6, 1, -1),
                             (W - i - 6, H - i - 6, -1, -1)]:
        o.append(f'<path d="M{cx},{cy + sy * 34} C{cx + sx * 4},{cy + sy * 14} {cx + sx * 14},{cy + sy * 4} '
                 f'{cx + sx * 34},{cy} M{cx + sx * 8},{cy + sy * 22} C{cx + sx * 10},{cy + sy * 12} '
                 f'{cx + sx * 12},{cy + sy * 10} {cx + sx * 22},{cy + sy * 8}" fill="none" stroke="{col}" '
                 f'stroke-width="1.4"/>'
                 f'<circle cx="{cx + sx * 12}" cy="{cy + sy * 12}" r="3.2" fill="{col}"/>')
    # the middles of the sides: a small diamond each
    for (x, y) in [(W / 2, i + 6), (W / 2, H - i - 6), (i + 6, H / 2), (W - i - 6, H / 2)]:
        o.append(f'<path d="M{n(x)},{n(y - 5)} L{n(x + 5)},{n(y)} L{n(x)},{n(y + 5)} L{n(x - 5)},{n(y)} Z" '
                 f'fill="{col}"/>')
    return "".join(o)


# ---------------------------------------------------------------------------
# Back and slot

BACK_BG = "#1f3d36"
BACK_DARK = "#142a25"
BRASS = "#d8b45a"
BRASS_LIGHT = "#efd898"


def back():
    i = 9
    o = [card_base(),
         f'<rect x="{i}" y="{i}" width="{W - 2 * i}" height="{H - 2 * i}" rx="8" fill="{BACK_BG}"/>',
         f'<rect x="{i}" y="{i}" width="{W - 2 * i}" height="{H - 2 * i}" rx="8" fill="url(#lattice-lh)"/>',
         f'<rect x="{i + 6}" y="{i + 6}" width="{W - 2 * i - 12}" height="{H - 2 * i - 12}" rx="4" '
         f'fill="none" stroke="{BRASS}" stroke-width="1.6"/>',
         f'<rect x="{i + 10}" y="{i + 10}" width="{W - 2 * i - 20}" height="{H - 2 * i - 20}" rx="3" '
         f'fill="none" stroke="{BRASS}" stroke-opacity=".6" stroke-width=".8"/>']
    cx, cy = W / 2, H / 2
    # a police badge: an eight-pointed star on a medallion, the four cities' emblems round it
    o.append(f'<ellipse cx="{n(cx)}" cy="{n(cy)}" rx="76" ry="96" fill="{BACK_DARK}" stroke="{BRASS}" stroke-width="2"/>')
    o.append(f'<ellipse cx="{n(cx)}" cy="{n(cy)}" rx="71" ry="91" fill="none" stroke="{BRASS}" stroke-opacity=".5" '
             f'stroke-width=".8"/>')
    o.append(f'<path d="{star_path(cx, cy, 44, 30, 8, 22.5)}" fill="{BRASS}" stroke="{BRASS_LIGHT}" stroke-width="1.4"/>')
    o.append(f'<circle cx="{n(cx)}" cy="{n(cy)}" r="24" fill="{BACK_DARK}" stroke="{BRASS_LIGHT}" stroke-width="1.4"/>')
    # in the middle, a child's head in silhouette: the heir everyone seeks
    o.append(f'<path d="M{n(cx - 11)},{n(cy + 18)} C{n(cx - 11)},{n(cy + 8)} {n(cx - 6)},{n(cy + 5)} {n(cx - 4)},{n(cy + 4)} '
             f'C{n(cx - 10)},{n(cy)} {n(cx - 10)},{n(cy - 14)} {n(cx)},{n(cy - 14)} '
             f'C{n(cx + 10)},{n(cy - 14)} {n(cx + 10)},{n(cy)} {n(cx + 4)},{n(cy + 4)} '
             f'C{n(cx + 6)},{n(cy + 5)} {n(cx + 11)},{n(cy + 8)} {n(cx + 11)},{n(cy + 18)} Z" fill="{BRASS_LIGHT}"/>')
    for k, s in enumerate(SUITS):
        x, y = [(cx, cy - 70), (cx + 54, cy), (cx, cy + 70), (cx - 54, cy)][k]
        o.append(f'<circle cx="{n(x)}" cy="{n(y)}" r="15" fill="{BRASS_LIGHT}" stroke="{BRASS}" stroke-width="1"/>')
        o.append(emb(s, x, y, .22))
    for (x, y) in [(i + 22, i + 22), (W - i - 22, i + 22), (i + 22, H - i - 22), (W - i - 22, H - i - 22)]:
        o.append(f'<path d="{star_path(x, y, 7, 3)}" fill="{BRASS}"/>')
    return "".join(o)


def slot():
    return J.slot()


def defs():
    return ("<defs>"
            f'<pattern id="lattice-lh" patternUnits="userSpaceOnUse" width="20" height="20">'
            f'<path d="M0,10 L10,0 L20,10 L10,20 Z" fill="none" stroke="{BRASS}" stroke-opacity=".25" '
            f'stroke-width="1"/><circle cx="10" cy="10" r="1.6" fill="{BRASS}" fill-opacity=".4"/>'
            "</pattern></defs>")


def build_cards():
    cards = []
    for r, s in enumerate(SUITS):
        for c, (rank, number) in enumerate(FIGURES):
            cards.append((f"{rank}-{s}", c, r, figure_card(rank, number, s)))
        for k, num in enumerate(NUMBERS):
            cards.append((f"{num}-{s}", len(FIGURES) + k, r, number_card(num, s)))
    for c, (cid, draw) in enumerate([("heir", heir), ("wrong-boy", wrong_boy), ("blank", blank),
                                     ("back", back), ("slot", slot)]):
        cards.append((cid, c, 4, draw()))
    return cards


# ---------------------------------------------------------------------------
# theme.ini

SUIT_NAMES = {  # en, fr, uk; then "of the city" in each
    "C": ("New York", "New York", "Нью-Йорк", "of New York", "de New York", "Нью-Йорка"),
    "D": ("Montreal", "Montréal", "Монреаль", "of Montreal", "de Montréal", "Монреаля"),
    "H": ("London", "Londres", "Лондон", "of London", "de Londres", "Лондона"),
    "S": ("Chicago", "Chicago", "Чикаго", "of Chicago", "de Chicago", "Чикаго"),
}
RANK_NAMES = {  # en, fr, uk
    "mayor": ("the Mayor", "le Maire", "Мер"),
    "chief": ("the Chief of Police", "le Chef de police", "Начальник поліції"),
    "commissioner": ("the Commissioner", "le Commissaire", "Комісар"),
    "detective": ("the Detective", "le Détective", "Детектив"),
    "captain": ("the Captain", "le Capitaine", "Капітан"),
    "sergeant": ("the Sergeant", "le Sergent", "Сержант"),
    "policeman": ("the Policeman", "l’Agent de police", "Поліцейський"),
}
NUMBER_NAMES = {  # en, fr, uk (the number cards: "the Four of London")
    "4": ("the Four", "le Quatre", "Четвірка"),
    "3": ("the Three", "le Trois", "Трійка"),
    "2": ("the Two", "le Deux", "Двійка"),
    "1": ("the One", "l’As", "Одиниця"),
}
SPECIAL_NAMES = {
    "heir": ("the Lost Heir", "l’Héritier perdu", "Загублений спадкоємець"),
    "wrong-boy": ("the Wrong Boy", "le Mauvais Garçon", "Не той хлопчик"),
    "blank": ("a Blank Card", "une Carte blanche", "Порожня карта"),
}


def theme_ini():
    L = ["# Generated by build-aux/gen-theme-lost-heir.py; edit the script, not this file.",
         "#",
         "# McLoughlin Brothers' Lost Heir (1893): four cities for suits, in each the",
         "# Mayor (7), Chief of Police (6), Commissioner (5), Detective (4), Captain (3),",
         "# Sergeant (2) and Policeman (1), and the Lost Heir (+5), the Wrong Boy (−3) and",
         "# two blank cards (one element, blank).  The 4-X … 1-X number cards are for the",
         "# 48-card pack of McLoughlin's own rules, eleven cards a suit, whose order is",
         "# Mayor 11, Chief of Police 10, Commissioner 9, Detective 8, Captain 7,",
         "# Sergeant 6, Policeman 5, then 4, 3, 2, 1.",
         "# [Pack lost-heir] and [Pack lost-heir-48] map the engine's cards: 7C … 1C (or",
         "# 11C … 1C), LH, WB, B1 and B2.",
         "[Theme]",
         "Name=Lost Heir",
         "Name[fr]=L’Héritier perdu",
         "Name[uk]=Загублений спадкоємець",
         "Description=McLoughlin’s Lost Heir of 1893: New York, Montreal, London, Chicago and their police",
         "Description[fr]=Le Lost Heir de McLoughlin (1893) : New York, Montréal, Londres, Chicago et leur police",
         "Description[uk]=«Загублений спадкоємець» Маклафліна (1893): Нью-Йорк, Монреаль, Лондон, Чикаго та їхня поліція",
         f"CardWidth={W}",
         f"CardHeight={H}",
         "MarksSpecialCards=false",
         "# New York's Mayor, Montreal's Detective, the Lost Heir (+5), the Wrong Boy (−3)",
         "Preview=mayor-C;detective-D;heir:+5;wrong-boy:−3",
         "Presets=lost-heir;lost-heir-teams;lost-heir-48",
         "",
         "[Suits]"]
    for s in SUITS:
        en, fr, uk = SUIT_NAMES[s][:3]
        L += [f"{s}={en}", f"{s}[fr]={fr}", f"{s}[uk]={uk}"]
    L += ["", "[Names]"]
    for s in SUITS:
        of_en, of_fr, of_uk = SUIT_NAMES[s][3:]
        for rank, _ in FIGURES:
            en, fr, uk = RANK_NAMES[rank]
            L += [f"{rank}-{s}={en} {of_en}", f"{rank}-{s}[fr]={fr} {of_fr}", f"{rank}-{s}[uk]={uk} {of_uk}"]
        for num in NUMBERS:
            en, fr, uk = NUMBER_NAMES[num]
            L += [f"{num}-{s}={en} {of_en}", f"{num}-{s}[fr]={fr} {of_fr}", f"{num}-{s}[uk]={uk} {of_uk}"]
    for cid, (en, fr, uk) in SPECIAL_NAMES.items():
        L += [f"{cid}={en}", f"{cid}[fr]={fr}", f"{cid}[uk]={uk}"]
    # the engine's packs: seven a city numbered as the page, or eleven
    specials = ["LH=heir", "WB=wrong-boy", "B1=blank", "B2=blank"]
    L += ["", "[Pack lost-heir]"]
    for s in SUITS:
        for (rank, _), num in zip(FIGURES, range(7, 0, -1)):
            L.append(f"{num}{s}={rank}-{s}")
    L += specials
    L += ["", "[Pack lost-heir-48]"]
    for s in SUITS:
        for (rank, _), num in zip(FIGURES, range(11, 4, -1)):
            L.append(f"{num}{s}={rank}-{s}")
        for num in NUMBERS:
            L.append(f"{num}{s}={num}-{s}")
    L += specials
    return "\n".join(L) + "\n"


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(_here, "..", "data", "themes", "lost-heir")
    os.makedirs(out_dir, exist_ok=True)
    cols, rows = len(FIGURES) + len(NUMBERS), 5
    doc_w = cols * W + (cols + 1) * GAP
    doc_h = rows * H + (rows + 1) * GAP
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<!-- Three-Spot card theme "Lost Heir". Generated by build-aux/gen-theme-lost-heir.py;'
             ' edit the script, not this file. SPDX-License-Identifier: GPL-3.0-or-later -->',
             f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
             f'width="{doc_w}" height="{doc_h}" viewBox="0 0 {doc_w} {doc_h}">',
             defs()]
    for cid, c, r, body_ in build_cards():
        x = GAP + c * (W + GAP)
        y = GAP + r * (H + GAP)
        body_ = J.flatten_card(body_, emblem_defs())
        lines.append(f'<g id="{cid}" transform="translate({x},{y})">{body_}</g>')
    lines.append("</svg>")
    with open(os.path.join(out_dir, "cards.svg"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(out_dir, "theme.ini"), "w", encoding="utf-8") as f:
        f.write(theme_ini())


if __name__ == "__main__":
    main()
