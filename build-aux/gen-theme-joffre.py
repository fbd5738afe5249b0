#!/usr/bin/env python3
# Generate the "Joffre" card theme: data/themes/joffre/cards.svg and theme.ini
#
# The Québec Joffre pack: four nations for suits -- England (navy, engine
# suit C), Russia (green, D), France (red, H) and Germany (black, S) -- each
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
import re
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


# per nation: ink colour (index, suit mark, frames), band (plaque and
# ribbon, under white or gold), tunic, tunic shadow, collar facing, light
# tint of the panel.
#
# The four inks differ in lightness as well as in hue -- Germany black,
# England navy, France red, Russia a light green, each about 12 L* from
# the next -- so that the suits stay apart for people with protanopia,
# deuteranopia or tritanopia and in greyscale, where the hues of the old
# blue, green, red and brown inks (all near L* 40) ran together.
# tests/test-theme-colours.c checks it on the drawn cards
# (docs/card-themes.md, "Colours every player tells apart").  The tunics
# follow the same order of lightness.
NATION = {
    "C": dict(ink="#1e2e6a", band="#1e2e6a", tunic="#2f4f9e", shade="#1e3670", facing="#c01c28",
              tint="#e4e9f5", name="England"),
    "D": dict(ink="#639c54", band="#3d7a37", tunic="#6aa85a", shade="#3f7a3a", facing="#c01c28",
              tint="#e6f2e1", name="Russia"),
    "H": dict(ink="#b4362c", band="#b4362c", tunic="#c23a30", shade="#8c2219", facing=NAVY,
              tint="#fbe8e4", name="France"),
    "S": dict(ink="#0f0502", band="#0f0502", tunic="#5a4028", shade="#3e2b1a", facing="#c01c28",
              tint="#efe8de", name="Germany"),
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
# Text is drawn as paths: the outlines of DejaVu Sans Bold (the theme's font,
# Bitstream Vera licence) for the few characters the cards use, taken from the
# font by extract_glyphs() below (python3 build-aux/gen-theme-joffre.py --glyphs
# /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf TEXT).  librsvg lays out
# <text> through Pango on every render, which cost more than the whole figure.

GLYPH_UPM = 2048
GLYPHS = {  # char: (advance, outline with y up), DejaVu Sans Bold
    ' ': (713, ''),
    '0': (1425, 'M942 748Q942 1028 889.5 1142.5Q837 1257 713 1257Q589 1257 536 1142.5Q483 1028 483 748Q483 465 536 349Q589 233 713 233Q836 233 889 349Q942 465 942 748ZM1327 745Q1327 374 1167 172.5Q1007 -29 713 -29Q418 -29 258 172.5Q98 374 98 745Q98 1117 258 1318.5Q418 1520 713 1520Q1007 1520 1167 1318.5Q1327 1117 1327 745Z'),
    '1': (1425, 'M240 266L580 266L580 1231L231 1159L231 1421L578 1493L944 1493L944 266L1284 266L1284 0L240 0L240 266Z'),
    '2': (1425, 'M590 283L1247 283L1247 0L162 0L162 283L707 764Q780 830 815 893Q850 956 850 1024Q850 1129 779.5 1193Q709 1257 592 1257Q502 1257 395 1218.5Q288 1180 166 1104L166 1432Q296 1475 423 1497.5Q550 1520 672 1520Q940 1520 1088.5 1402Q1237 1284 1237 1073Q1237 951 1174 845.5Q1111 740 909 563L590 283Z'),
    '3': (1425, 'M954 805Q1105 766 1183.5 669.5Q1262 573 1262 424Q1262 202 1092 86.5Q922 -29 596 -29Q481 -29 365.5 -10.5Q250 8 137 45L137 342Q245 288 351.5 260.5Q458 233 561 233Q714 233 795.5 286Q877 339 877 438Q877 540 793.5 592.5Q710 645 547 645L393 645L393 893L555 893Q700 893 771 938.5Q842 984 842 1077Q842 1163 773 1210Q704 1257 578 1257Q485 1257 390 1236Q295 1215 201 1174L201 1456Q315 1488 427 1504Q539 1520 647 1520Q938 1520 1082.5 1424.5Q1227 1329 1227 1137Q1227 1006 1158 922.5Q1089 839 954 805Z'),
    '4': (1425, 'M754 1176L332 551L754 551L754 1176ZM690 1493L1118 1493L1118 551L1331 551L1331 272L1118 272L1118 0L754 0L754 272L92 272L92 602L690 1493Z'),
    '5': (1425, 'M217 1493L1174 1493L1174 1210L524 1210L524 979Q568 991 612.5 997.5Q657 1004 705 1004Q978 1004 1130 867.5Q1282 731 1282 487Q1282 245 1116.5 108Q951 -29 657 -29Q530 -29 405.5 -4.5Q281 20 158 70L158 373Q280 303 389.5 268Q499 233 596 233Q736 233 816.5 301.5Q897 370 897 487Q897 605 816.5 673Q736 741 596 741Q513 741 419 719.5Q325 698 217 653L217 1493Z'),
    '6': (1425, 'M741 737Q640 737 589.5 671.5Q539 606 539 475Q539 344 589.5 278.5Q640 213 741 213Q843 213 893.5 278.5Q944 344 944 475Q944 606 893.5 671.5Q843 737 741 737ZM1217 1454L1217 1178Q1122 1223 1038 1244.5Q954 1266 874 1266Q702 1266 606 1170.5Q510 1075 494 887Q560 936 637 960.5Q714 985 805 985Q1034 985 1174.5 851Q1315 717 1315 500Q1315 260 1158 115.5Q1001 -29 737 -29Q446 -29 286.5 167.5Q127 364 127 725Q127 1095 313.5 1306.5Q500 1518 825 1518Q928 1518 1025 1502Q1122 1486 1217 1454Z'),
    '7': (1425, 'M137 1493L1262 1493L1262 1276L680 0L305 0L856 1210L137 1210L137 1493Z'),
    'A': (1585, 'M1094 272L492 272L397 0L10 0L563 1493L1022 1493L1575 0L1188 0L1094 272ZM588 549L997 549L793 1143L588 549Z'),
    'B': (1561, 'M786 915Q877 915 924 955Q971 995 971 1073Q971 1150 924 1190.5Q877 1231 786 1231L573 1231L573 915L786 915ZM799 262Q915 262 973.5 311Q1032 360 1032 459Q1032 556 974 604.5Q916 653 799 653L573 653L573 262L799 262ZM1157 799Q1281 763 1349 666Q1417 569 1417 428Q1417 212 1271 106Q1125 0 827 0L188 0L188 1493L766 1493Q1077 1493 1216.5 1399Q1356 1305 1356 1098Q1356 989 1305 912.5Q1254 836 1157 799Z'),
    'C': (1503, 'M1372 82Q1266 27 1151 -1Q1036 -29 911 -29Q538 -29 320 179.5Q102 388 102 745Q102 1103 320 1311.5Q538 1520 911 1520Q1036 1520 1151 1492Q1266 1464 1372 1409L1372 1100Q1265 1173 1161 1207Q1057 1241 942 1241Q736 1241 618 1109Q500 977 500 745Q500 514 618 382Q736 250 942 250Q1057 250 1161 284Q1265 318 1372 391L1372 82Z'),
    'D': (1700, 'M573 1202L573 291L711 291Q947 291 1071.5 408Q1196 525 1196 748Q1196 970 1072 1086Q948 1202 711 1202L573 1202ZM188 1493L594 1493Q934 1493 1100.5 1444.5Q1267 1396 1386 1280Q1491 1179 1542 1047Q1593 915 1593 748Q1593 579 1542 446.5Q1491 314 1386 213Q1266 97 1098 48.5Q930 0 594 0L188 0L188 1493Z'),
    'F': (1399, 'M188 1493L1227 1493L1227 1202L573 1202L573 924L1188 924L1188 633L573 633L573 0L188 0L188 1493Z'),
    'G': (1681, 'M1530 111Q1386 41 1231 6Q1076 -29 911 -29Q538 -29 320 179.5Q102 388 102 745Q102 1106 324 1313Q546 1520 932 1520Q1081 1520 1217.5 1492Q1354 1464 1475 1409L1475 1100Q1350 1171 1226.5 1206Q1103 1241 979 1241Q749 1241 624.5 1112.5Q500 984 500 745Q500 508 620 379Q740 250 961 250Q1021 250 1072.5 257.5Q1124 265 1165 281L1165 571L930 571L930 829L1530 829L1530 111Z'),
    'J': (762, 'M188 1493L573 1493L573 145Q573 -134 421.5 -272Q270 -410 -37 -410L-115 -410L-115 -119L-55 -119Q65 -119 126.5 -52Q188 15 188 145L188 1493Z'),
    'K': (1587, 'M188 1493L573 1493L573 948L1128 1493L1575 1493L856 786L1649 0L1167 0L573 588L573 0L188 0L188 1493Z'),
    'L': (1305, 'M188 1493L573 1493L573 291L1249 291L1249 0L188 0L188 1493Z'),
    'M': (2038, 'M188 1493L678 1493L1018 694L1360 1493L1849 1493L1849 0L1485 0L1485 1092L1141 287L897 287L553 1092L553 0L188 0L188 1493Z'),
    'S': (1475, 'M1227 1446L1227 1130Q1104 1185 987 1213Q870 1241 766 1241Q628 1241 562 1203Q496 1165 496 1085Q496 1025 540.5 991.5Q585 958 702 934L866 901Q1115 851 1220 749Q1325 647 1325 459Q1325 212 1178.5 91.5Q1032 -29 731 -29Q589 -29 446 -2Q303 25 160 78L160 403Q303 327 436.5 288.5Q570 250 694 250Q820 250 887 292Q954 334 954 412Q954 482 908.5 520Q863 558 727 588L578 621Q354 669 250.5 774Q147 879 147 1057Q147 1280 291 1400Q435 1520 705 1520Q828 1520 958 1501.5Q1088 1483 1227 1446Z'),
    'a': (1382, 'M674 504Q562 504 505.5 466Q449 428 449 354Q449 286 494.5 247.5Q540 209 621 209Q722 209 791 281.5Q860 354 860 463L860 504L674 504ZM1221 639L1221 0L860 0L860 166Q788 64 698 17.5Q608 -29 479 -29Q305 -29 196.5 72.5Q88 174 88 336Q88 533 223.5 625Q359 717 649 717L860 717L860 745Q860 830 793 869.5Q726 909 584 909Q469 909 370 886Q271 863 186 817L186 1090Q301 1118 417 1132.5Q533 1147 649 1147Q952 1147 1086.5 1027.5Q1221 908 1221 639Z'),
    'c': (1214, 'M1077 1085L1077 793Q1004 843 930.5 867Q857 891 778 891Q628 891 544.5 803.5Q461 716 461 559Q461 402 544.5 314.5Q628 227 778 227Q862 227 937.5 252Q1013 277 1077 326L1077 33Q993 2 906.5 -13.5Q820 -29 733 -29Q430 -29 259 126.5Q88 282 88 559Q88 836 259 991.5Q430 1147 733 1147Q821 1147 906.5 1131.5Q992 1116 1077 1085Z'),
    'd': (1466, 'M934 956L934 1556L1294 1556L1294 0L934 0L934 162Q860 63 771 17Q682 -29 565 -29Q358 -29 225 135.5Q92 300 92 559Q92 818 225 982.5Q358 1147 565 1147Q681 1147 770.5 1100.5Q860 1054 934 956ZM698 231Q813 231 873.5 315Q934 399 934 559Q934 719 873.5 803Q813 887 698 887Q584 887 523.5 803Q463 719 463 559Q463 399 523.5 315Q584 231 698 231Z'),
    'e': (1389, 'M1290 563L1290 461L453 461Q466 335 544 272Q622 209 762 209Q875 209 993.5 242.5Q1112 276 1237 344L1237 68Q1110 20 983 -4.5Q856 -29 729 -29Q425 -29 256.5 125.5Q88 280 88 559Q88 833 253.5 990Q419 1147 709 1147Q973 1147 1131.5 988Q1290 829 1290 563ZM922 682Q922 784 862.5 846.5Q803 909 707 909Q603 909 538 850.5Q473 792 457 682L922 682Z'),
    'f': (891, 'M909 1556L909 1321L711 1321Q635 1321 605 1293.5Q575 1266 575 1198L575 1120L881 1120L881 864L575 864L575 0L217 0L217 864L39 864L39 1120L217 1120L217 1198Q217 1381 319 1468.5Q421 1556 635 1556L909 1556Z'),
    'g': (1466, 'M934 190Q860 92 771 46Q682 0 565 0Q360 0 226 161.5Q92 323 92 573Q92 824 226 984.5Q360 1145 565 1145Q682 1145 771 1099Q860 1053 934 954L934 1120L1294 1120L1294 113Q1294 -157 1123.5 -299.5Q953 -442 629 -442Q524 -442 426 -426Q328 -410 229 -377L229 -98Q323 -152 413 -178.5Q503 -205 594 -205Q770 -205 852 -128Q934 -51 934 113L934 190ZM698 887Q587 887 525 805Q463 723 463 573Q463 419 523 339.5Q583 260 698 260Q810 260 872 342Q934 424 934 573Q934 723 872 805Q810 887 698 887Z'),
    'i': (702, 'M172 1120L530 1120L530 0L172 0L172 1120ZM172 1556L530 1556L530 1264L172 1264L172 1556Z'),
    'j': (702, 'M172 1120L530 1120L530 20Q530 -205 422 -323.5Q314 -442 109 -442L-68 -442L-68 -207L-6 -207Q96 -207 134 -161Q172 -115 172 20L172 1120ZM172 1556L530 1556L530 1264L172 1264L172 1556Z'),
    'l': (702, 'M172 1556L530 1556L530 0L172 0L172 1556Z'),
    'm': (2134, 'M1210 934Q1278 1038 1371.5 1092.5Q1465 1147 1577 1147Q1770 1147 1871 1028Q1972 909 1972 682L1972 0L1612 0L1612 584Q1613 597 1613.5 611Q1614 625 1614 651Q1614 770 1579 823.5Q1544 877 1466 877Q1364 877 1308.5 793Q1253 709 1251 550L1251 0L891 0L891 584Q891 770 859 823.5Q827 877 745 877Q642 877 586 792.5Q530 708 530 551L530 0L170 0L170 1120L530 1120L530 956Q596 1051 681.5 1099Q767 1147 870 1147Q986 1147 1075 1091Q1164 1035 1210 934Z'),
    'n': (1458, 'M1298 682L1298 0L938 0L938 111L938 522Q938 667 931.5 722Q925 777 909 803Q888 838 852 857.5Q816 877 770 877Q658 877 594 790.5Q530 704 530 551L530 0L172 0L172 1120L530 1120L530 956Q611 1054 702 1100.5Q793 1147 903 1147Q1097 1147 1197.5 1028Q1298 909 1298 682Z'),
    'o': (1407, 'M705 891Q586 891 523.5 805.5Q461 720 461 559Q461 398 523.5 312.5Q586 227 705 227Q822 227 884 312.5Q946 398 946 559Q946 720 884 805.5Q822 891 705 891ZM705 1147Q994 1147 1156.5 991Q1319 835 1319 559Q1319 283 1156.5 127Q994 -29 705 -29Q415 -29 251.5 127Q88 283 88 559Q88 835 251.5 991Q415 1147 705 1147Z'),
    'p': (1466, 'M530 162L530 -426L172 -426L172 1120L530 1120L530 956Q604 1054 694 1100.5Q784 1147 901 1147Q1108 1147 1241 982.5Q1374 818 1374 559Q1374 300 1241 135.5Q1108 -29 901 -29Q784 -29 694 17.5Q604 64 530 162ZM768 887Q653 887 591.5 802.5Q530 718 530 559Q530 400 591.5 315.5Q653 231 768 231Q883 231 943.5 315Q1004 399 1004 559Q1004 719 943.5 803Q883 887 768 887Z'),
    'r': (1010, 'M1004 815Q957 837 910.5 847.5Q864 858 817 858Q679 858 604.5 769.5Q530 681 530 516L530 0L172 0L172 1120L530 1120L530 936Q599 1046 688.5 1096.5Q778 1147 903 1147Q921 1147 942 1145.5Q963 1144 1003 1139L1004 815Z'),
    's': (1219, 'M1047 1085L1047 813Q932 861 825 885Q718 909 623 909Q521 909 471.5 883.5Q422 858 422 805Q422 762 459.5 739Q497 716 594 705L657 696Q932 661 1027 581Q1122 501 1122 330Q1122 151 990 61Q858 -29 596 -29Q485 -29 366.5 -11.5Q248 6 123 41L123 313Q230 261 342.5 235Q455 209 571 209Q676 209 729 238Q782 267 782 324Q782 372 745.5 395.5Q709 419 600 432L537 440Q298 470 202 551Q106 632 106 797Q106 975 228 1061Q350 1147 602 1147Q701 1147 810 1132Q919 1117 1047 1085Z'),
    't': (979, 'M563 1438L563 1120L932 1120L932 864L563 864L563 389Q563 311 594 283.5Q625 256 717 256L901 256L901 0L594 0Q382 0 293.5 88.5Q205 177 205 389L205 864L27 864L27 1120L205 1120L205 1438L563 1438Z'),
    'u': (1458, 'M160 436L160 1120L520 1120L520 1008Q520 917 519 779.5Q518 642 518 596Q518 461 525 401.5Q532 342 549 315Q571 280 606.5 261Q642 242 688 242Q800 242 864 328Q928 414 928 567L928 1120L1286 1120L1286 0L928 0L928 162Q847 64 756.5 17.5Q666 -29 557 -29Q363 -29 261.5 90Q160 209 160 436Z'),
    'é': (1389, 'M1290 563L1290 461L453 461Q466 335 544 272Q622 209 762 209Q875 209 993.5 242.5Q1112 276 1237 344L1237 68Q1110 20 983 -4.5Q856 -29 729 -29Q425 -29 256.5 125.5Q88 280 88 559Q88 833 253.5 990Q419 1147 709 1147Q973 1147 1131.5 988Q1290 829 1290 563ZM922 682Q922 784 862.5 846.5Q803 909 707 909Q603 909 538 850.5Q473 792 457 682L922 682ZM864 1638L1147 1638L778 1262L582 1262L864 1638Z'),
}


def _shift(outline, dx):
    """Move a glyph outline (pairs of absolute coordinates) right by dx font units."""
    out = []
    for m in re.finditer(r"([MLQZ])([^MLQZ]*)", outline):
        cmd, nums = m.group(1), m.group(2).split()
        for i in range(0, len(nums), 2):
            nums[i] = n(float(nums[i]) + dx)
        out.append(cmd + " ".join(nums))
    return "".join(out)


def text_path(text, x, y, size, fill, anchor="middle", squeeze=1.0, maxw=None):
    """Text as one path from the embedded DejaVu Sans Bold outlines (fast to render, no font needed)."""
    missing = [c for c in text if c not in GLYPHS]
    if missing:
        raise SystemExit(f"no outline for {missing!r}: re-run with --glyphs FONT.ttf TEXT and paste the table")
    total = sum(GLYPHS[c][0] for c in text)
    pen = -total / 2 if anchor == "middle" else 0
    d = []
    for c in text:
        d.append(_shift(GLYPHS[c][1], pen))
        pen += GLYPHS[c][0]
    k = size / GLYPH_UPM
    if maxw and total * k * squeeze > maxw:
        squeeze = maxw / (total * k)      # narrow the letters rather than overflow
    return (f'<path d="{"".join(d)}" transform="translate({n(x)},{n(y)}) '
            f'scale({k * squeeze:.5f},{-k:.5f})" fill="{fill}"/>')


def extract_glyphs(font_path, text):
    """Print a GLYPHS table for the characters of text from a TrueType font (no dependencies)."""
    import struct
    F = open(font_path, 'rb').read()
    numTables = struct.unpack('>H', F[4:6])[0]
    T = {}
    for i in range(numTables):
        tag, cs, off, ln = struct.unpack('>4sIII', F[12+16*i:28+16*i])
        T[tag.decode()] = (off, ln)
    head = T['head'][0]
    upm = struct.unpack('>H', F[head+18:head+20])[0]
    locfmt = struct.unpack('>h', F[head+50:head+52])[0]
    maxp = T['maxp'][0]; numGlyphs = struct.unpack('>H', F[maxp+4:maxp+6])[0]
    hhea = T['hhea'][0]; numHM = struct.unpack('>H', F[hhea+34:hhea+36])[0]
    hmtx = T['hmtx'][0]
    def adv(g):
        g = min(g, numHM-1); return struct.unpack('>H', F[hmtx+4*g:hmtx+4*g+2])[0]
    loca = T['loca'][0]
    def gloc(g):
        if locfmt == 0:
            a, b = struct.unpack('>HH', F[loca+2*g:loca+2*g+4]); return a*2, b*2
        return struct.unpack('>II', F[loca+4*g:loca+4*g+8])
    glyf = T['glyf'][0]
    # cmap format 4
    cmap = T['cmap'][0]
    n = struct.unpack('>H', F[cmap+2:cmap+4])[0]
    sub = None
    for i in range(n):
        pid, eid, off = struct.unpack('>HHI', F[cmap+4+8*i:cmap+12+8*i])
        if pid == 3 and eid == 1: sub = cmap+off
    assert struct.unpack('>H', F[sub:sub+2])[0] == 4
    segX2 = struct.unpack('>H', F[sub+6:sub+8])[0]; seg = segX2//2
    ends = struct.unpack('>%dH' % seg, F[sub+14:sub+14+segX2])
    starts = struct.unpack('>%dH' % seg, F[sub+16+segX2:sub+16+2*segX2])
    deltas = struct.unpack('>%dh' % seg, F[sub+16+2*segX2:sub+16+3*segX2])
    roff_pos = sub+16+3*segX2
    roffs = struct.unpack('>%dH' % seg, F[roff_pos:roff_pos+segX2])
    def gid(ch):
        c = ord(ch)
        for i in range(seg):
            if starts[i] <= c <= ends[i]:
                if roffs[i] == 0: return (c + deltas[i]) & 0xFFFF
                p = roff_pos + 2*i + roffs[i] + 2*(c - starts[i])
                g = struct.unpack('>H', F[p:p+2])[0]
                return (g + deltas[i]) & 0xFFFF if g else 0
        return 0
    def contours(g, dx=0, dy=0):
        a, b = gloc(g)
        if a == b: return []
        p = glyf + a
        nc = struct.unpack('>h', F[p:p+2])[0]
        p += 10
        if nc >= 0:
            endp = struct.unpack('>%dH' % nc, F[p:p+2*nc]); p += 2*nc
            il = struct.unpack('>H', F[p:p+2])[0]; p += 2 + il
            npts = endp[-1]+1
            flags = []
            while len(flags) < npts:
                f = F[p]; p += 1; flags.append(f)
                if f & 8:
                    r = F[p]; p += 1; flags += [f]*r
            xs = []; x = 0
            for f in flags:
                if f & 2:
                    d = F[p]; p += 1; x += d if f & 16 else -d
                elif not f & 16:
                    x += struct.unpack('>h', F[p:p+2])[0]; p += 2
                xs.append(x)
            ys = []; y = 0
            for f in flags:
                if f & 4:
                    d = F[p]; p += 1; y += d if f & 32 else -d
                elif not f & 32:
                    y += struct.unpack('>h', F[p:p+2])[0]; p += 2
                ys.append(y)
            out = []; s = 0
            for e in endp:
                out.append([(xs[i]+dx, ys[i]+dy, flags[i] & 1) for i in range(s, e+1)]); s = e+1
            return out
        out = []
        while True:
            fl, gi = struct.unpack('>HH', F[p:p+4]); p += 4
            if fl & 1:
                a1, a2 = struct.unpack('>hh', F[p:p+4]); p += 4
            else:
                a1, a2 = struct.unpack('>bb', F[p:p+2]); p += 2
            assert fl & 2
            if fl & 8: p += 2
            elif fl & 0x40: p += 4
            elif fl & 0x80: p += 8
            out += contours(gi, dx+a1, dy+a2)
            if not fl & 0x20: break
        return out
    def fmt(v):
        v = round(v, 1)
        return str(int(v)) if v == int(v) else str(v)
    def path(ch):
        d = []
        for c in contours(gid(ch)):
            # start at an on-curve point
            k = next((i for i, q in enumerate(c) if q[2]), None)
            if k is None:
                c = c + []; start = ((c[0][0]+c[1][0])/2, (c[0][1]+c[1][1])/2)
            else:
                c = c[k:] + c[:k]; start = c[0][:2]
            d.append(f"M{fmt(start[0])} {fmt(start[1])}")
            pts = c[1:] + [c[0]] if k is not None else c + [c[0]]
            ctrl = None
            for (x, y, on) in pts:
                if on:
                    if ctrl: d.append(f"Q{fmt(ctrl[0])} {fmt(ctrl[1])} {fmt(x)} {fmt(y)}"); ctrl = None
                    else: d.append(f"L{fmt(x)} {fmt(y)}")
                else:
                    if ctrl:
                        mx, my = (ctrl[0]+x)/2, (ctrl[1]+y)/2
                        d.append(f"Q{fmt(ctrl[0])} {fmt(ctrl[1])} {fmt(mx)} {fmt(my)}")
                    ctrl = (x, y)
            if ctrl: d.append(f"Q{fmt(ctrl[0])} {fmt(ctrl[1])} {fmt(start[0])} {fmt(start[1])}")
            d.append("Z")
        return "".join(d)
    print("GLYPH_UPM = %d" % upm)
    print("GLYPHS = {  # char: (advance, outline with y up), DejaVu Sans Bold")
    for ch in sorted(set(text)):
        print(f"    {ch!r}: ({adv(gid(ch))}, {path(ch)!r}),")
    print("}")


# ---------------------------------------------------------------------------
# Suit emblems, centred on 0,0, about 104 units tall, each its own shape:
# England a shield with St George's cross, Russia a double-headed eagle,
# France a round cockade, Germany an iron cross.

SHIELD = ("M-40,-50 L40,-50 L40,-8 C40,24 22,40 0,52 "
          "C-22,40 -40,24 -40,-8 Z")

# The eagle is wider than tall, its wings spread out level with its
# crowned heads and its tail a broad fan: small, and even upside down, it
# reads as a bird, not as a club (the old one, tall with a narrow tail,
# read as a club when turned in the bottom index: issue 24).
EAGLE_HALF = [
    (0, -31), (5, -34), (8, -41), (11, -47), (16, -50), (22, -49), (26, -46),
    (34, -45), (35, -42), (28, -40), (24, -37), (17, -35), (15, -29),
    (24, -35), (35, -42), (47, -47), (59, -49),
    (54, -42), (61, -37), (54, -31), (60, -25), (53, -19), (58, -12), (50, -8), (52, -1),
    (40, -4), (29, -8), (20, -1), (21, 9),
    (29, 10), (36, 7), (35, 13), (39, 17), (31, 18), (24, 17), (17, 19),
    (27, 34), (30, 44), (21, 40), (17, 48), (10, 41), (5, 50), (0, 44),
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
    # (the outline is stroked once, over the cross)
    o.append(f'<g id="emb-C"><path d="{SHIELD}" fill="{c}"/>'
             f'<path d="M-9,-50 H9 V-24 H40 V-8 H9 V49 L0,52 L-9,49 V-8 H-40 V-24 H-9 Z" fill="{WHITE}"/>'
             f'<path d="M-4.5,-50 H4.5 V-20 H40 V-12 H4.5 V50.5 L0,52 L-4.5,50.5 V-12 H-40 V-20 H-4.5 Z" '
             f'fill="#c01c28"/>'
             f'<path d="{SHIELD}" fill="none" stroke="{INK}" stroke-width="3"/></g>')
    # Russia: a green double-headed eagle, crowned, a small gold shield on its breast
    d = NATION["D"]["ink"]
    o.append(f'<g id="emb-D"><path d="{EAGLE}" fill="{d}" stroke="{INK}" stroke-width="2.5" '
             f'stroke-linejoin="round"/>'
             f'<path d="M-9,-20 H9 V-6 C9,4 4,8 0,11 C-4,8 -9,4 -9,-6 Z" fill="{GOLD_LIGHT}" '
             f'stroke="{INK}" stroke-width="1.6"/>'
             f'<path d="M-7,-34 L-9,-46 L-4,-41 L0,-49 L4,-41 L9,-46 L7,-34 Z" fill="{GOLD_LIGHT}" '
             f'stroke="{INK}" stroke-width="1.6" stroke-linejoin="round"/>'
             f'<circle cx="19" cy="-45" r="2.4" fill="{WHITE}"/><circle cx="-19" cy="-45" r="2.4" fill="{WHITE}"/>'
             f'</g>')
    # France: the tricolour cockade
    h = NATION["H"]["ink"]
    rays = "".join(
        f'<path d="M{n(38 * math.sin(math.radians(a)))},{n(-38 * math.cos(math.radians(a)))} '
        f'L{n(50 * math.sin(math.radians(a)))},{n(-50 * math.cos(math.radians(a)))}" />'
        for a in range(0, 360, 20))
    o.append(f'<g id="emb-H"><circle r="51" fill="{h}" stroke="{INK}" stroke-width="3"/>'
             f'<g stroke="{NATION["H"]["shade"]}" stroke-width="2.2">{rays}</g>'
             f'<circle r="35" fill="{WHITE}" stroke="{INK}" stroke-width="1.5"/>'
             f'<circle r="20" fill="{NAVY}" stroke="{INK}" stroke-width="1.5"/>'
             f'<circle r="6" fill="#3a5aa8"/></g>')
    # Germany: the iron cross, black with a silver edge
    s = NATION["S"]["ink"]
    o.append(f'<g id="emb-S"><path d="{CROSS}" fill="{s}" stroke="{INK}" stroke-width="3" '
             f'stroke-linejoin="round"/>'
             f'<path d="{CROSS}" transform="scale(.8)" fill="{s}" stroke="{SILVER}" stroke-width="4" '
             f'stroke-linejoin="round"/></g>')
    return "".join(o)


def emb(s, x, y, scale, extra=""):
    return (f'<use xlink:href="#emb-{s}" transform="translate({n(x)},{n(y)}) scale({n(scale)})"{extra}/>')


# ---------------------------------------------------------------------------
# Card parts

def card_base():
    # the white face and its grey border in one: the stroke's outer edge is the card's edge
    return (f'<rect x=".5" y=".5" width="{W - 1}" height="{H - 1}" rx="{R - .5}" '
            f'fill="{WHITE}" stroke="{BORDER}"/>')


IDX_X = 28          # centre of the index column
IDX_RANK_Y = 63     # baseline of the rank number
IDX_EMB_Y = 100     # centre of the suit mark
IDX_SIZE = 60       # font size of the rank number
# the suit mark under the rank: the nation's emblem, about 50 units wide
# (the index column's width), so that the suit reads at a glance on the
# smallest cards
IDX_EMB = {"C": .52, "D": .40, "H": .47, "S": .45}


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
    """The index at the top left and, turned, at the bottom right.

    The rank turns with the corner, as on any pack; the pictures (the
    nation's mark, the flag) stay upright in both corners, since the
    table always shows cards upright: an eagle upside down reads as a
    club, a shield point up as a spade."""
    col = NATION[s]["ink"]
    if label == "flag":
        rank = small_flag(s)
        # upright, moved to where the turned corner has it (the flag's box is centred on IDX_X, 37)
        rank_turned = f'<g transform="translate({W - 2 * IDX_X},{H - 2 * 37})">{rank}</g>'
    else:
        rank = text_path(label, IDX_X, IDX_RANK_Y, IDX_SIZE, col)
        rank_turned = f'<g transform="rotate(180 {W / 2:g} {H / 2:g})">{rank}</g>'
    return (f'<g>{rank}{emb(s, IDX_X, IDX_EMB_Y, IDX_EMB[s])}</g>'
            f'<g>{rank_turned}{emb(s, W - IDX_X, H - IDX_EMB_Y, IDX_EMB[s])}</g>')


PANEL_X, PANEL_Y, PANEL_W, PANEL_H = 56, 20, 128, 296


def panel_open(s, fill=None):
    fill = fill or NATION[s]["tint"]
    return (f'<rect x="{PANEL_X}" y="{PANEL_Y}" width="{PANEL_W}" height="{PANEL_H}" rx="6" fill="{fill}"/>'
            '<g>')


def panel_close(s):
    col = NATION[s]["ink"]
    return ('</g>'
            f'<rect x="{PANEL_X + 3}" y="{PANEL_Y + 3}" width="{PANEL_W - 6}" height="{PANEL_H - 6}" rx="4" '
            f'fill="none" stroke="{GOLD}" stroke-width="1"/>'
            f'<rect x="{PANEL_X}" y="{PANEL_Y}" width="{PANEL_W}" height="{PANEL_H}" rx="6" fill="none" '
            f'stroke="{col}" stroke-width="1.6"/>')


def ribbon(s, text, y=272, size=14.5, fill=None):
    col = fill or NATION[s]["band"]
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
    o.append(text_path(text, 120, y + h / 2 + size * .36, size, WHITE, maxw=x1 - x0 - 10))
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
    col = NATION[s]["band"]
    return (f'<rect x="72" y="28" width="96" height="34" rx="7" fill="{col}" {SW} stroke-width="1.4"/>'
            f'<rect x="75" y="31" width="90" height="28" rx="5" fill="none" stroke="{GOLD_LIGHT}" '
            f'stroke-width=".8" stroke-opacity=".7"/>'
            f'<g transform="translate(120,45)">{insignia(rank)}</g>')


# ---------------------------------------------------------------------------
# The busts, in local coordinates: x = 0 on the card's centre line, y = 0 at
# card y 64; the face is centred at (0, 72).

BUST_Y = 64
BOT = PANEL_Y + PANEL_H - BUST_Y     # the panel's foot in bust coordinates

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
    wide = 64
    # neck
    o.append(f'<path d="M-10,90 L-11,114 L11,114 L10,90 Z" fill="{SKIN_SHADE}" {SW} stroke-width="1.4"/>')
    # body
    o.append(f'<path d="M-{wide},{BOT - 6} L-{wide},150 C-{wide},132 -52,124 -34,119 L-13,111 L13,111 L34,119 '
             f'C52,124 {wide},132 {wide},150 L{wide},{BOT - 6} Q{wide},{BOT} {wide - 6},{BOT} '
             f'L-{wide - 6},{BOT} Q-{wide},{BOT} -{wide},{BOT - 6} Z" fill="{c["tunic"]}" {SW} stroke-width="1.5"/>')
    # arm seams
    o.append(f'<path d="M-44,150 C-46,180 -46,220 -44.5,{BOT} M44,150 C46,180 46,220 44.5,{BOT}" fill="none" '
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
            o.append(f'<path d="M0,124 V{BOT}" stroke="{c["shade"]}" stroke-width="1.6"/>')
            for y in (136, 158, 180, 202, 224, 246):
                o.append(f'<circle cx="0" cy="{y}" r="3" fill="{GOLD}" {SW} stroke-width="1"/>')
            if nation == "H":
                o.append(f'<path d="M-22,124 C-20,170 -18,210 -18,{BOT} M22,124 C20,170 18,210 18,{BOT}" '
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
        o.append(f'<path d="M28,118 L37,122 L-30.5,{BOT} L-42.5,{BOT} Z" fill="{LEATHER}" {SW} stroke-width="1.3"/>')
        o.append(f'<path d="M31,122 L-35.5,{BOT - 1}" stroke="#b07a3e" stroke-width=".8"/>')
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
        o.append(ribbon(s, "Dieu et mon droit", size=11))
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
    o.append(f'<path d="M-64,{BOT - 6} L-64,140 C-60,118 -40,112 -20,108 L20,108 C40,112 60,118 64,140 L64,{BOT - 6} Q64,{BOT} 58,{BOT} L-58,{BOT} Q-64,{BOT} -64,{BOT - 6} Z" '
             f'fill="#a51d2d" {SW} stroke-width="1.5"/>')
    o.append(tunic("S", "kaiser", dict(tunic="#55606e", shade="#3c4450", facing="#c01c28")))
    # orange sash of the Black Eagle and the order's star
    o.append(f'<path d="M34,119 L44,124 L-24.5,{BOT} L-40.5,{BOT} Z" fill="#f08c00" {SW} stroke-width="1.3"/>')
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
    o.append(f'<path d="M0,112 L-34,119 C-52,124 -64,132 -64,150 L-64,{BOT - 6} Q-64,{BOT} -58,{BOT} L0,{BOT} Z" fill="{green}" '
             f'{SW} stroke-width="1.5"/>')
    o.append(f'<path d="M0,112 L34,119 C52,124 64,132 64,150 L64,{BOT - 6} Q64,{BOT} 58,{BOT} L0,{BOT} Z" fill="{red}" '
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
    o.append(f'<path d="M74,270 L84,150" stroke="{INK}" stroke-width="6.4" stroke-linecap="round"/>'
             f'<path d="M74,270 L84,150" stroke="{LEATHER}" stroke-width="3.6" stroke-linecap="round"/>')
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


LION_RAMPANT = ("M-4,-24 C-10,-26 -16,-22 -15,-16 L-20,-14 L-17,-10 L-12,-10 L-13,-7 L-21,-9 "
                "L-23,-5 L-14,-2 L-17,2 L-23,1 L-24,5 L-13,7 L-6,5 L-4,11 L-11,15 L-17,15 L-16,20 "
                "L-6,20 L0,15 L1,21 L-4,23 L-4,27 L8,27 L8,16 L10,8 C15,6 17,1 15,-5 "
                "C19,-9 24,-14 22,-22 C25,-26 20,-28 19,-24 C21,-16 16,-11 11,-9 "
                "L6,-5 C7,-12 6,-18 3,-20 C1,-23 -1,-24 -4,-24 Z")


def lion_rampant(x, y, sc, fill):
    return (f'<g transform="translate({n(x)},{n(y)}) scale({n(sc)})">'
            f'<path d="{LION_RAMPANT}" fill="{fill}" {SW} stroke-width="{n(1.2 / sc)}"/>'
            f'<circle cx="-9" cy="-17" r="1.3" fill="{INK}"/></g>')


def lion(x, y, sc, fill, rot=0):
    return (f'<g transform="translate({n(x)},{n(y)}) rotate({rot}) scale({n(sc)})">'
            f'<path d="{LION}" fill="{fill}" {SW} stroke-width="{n(1.2 / sc)}"/>'
            f'<circle cx="-18" cy="-11" r="1.4" fill="{INK}"/></g>')


def coat_of_arms():
    red, gold, blue = "#c01c28", GOLD_LIGHT, "#1a5fb4"
    o = [sunburst(120, 160, NATION["C"]["ink"], .08)]
    # the garter ring behind the shield
    cx, cy = 120, 176
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
    for (qx, qy, ys, sc) in [(sx - 21, sy - 29, (-14, 0, 14), .5), (sx + 20, sy + 12, (-11, 2, 15), .44)]:
        for dy in ys:
            o.append(lion(qx, qy + dy, sc, gold))
    # Scotland: a lion rampant in a tressure
    o.append(f'<rect x="{sx + 4}" y="{sy - 48}" width="36" height="38" fill="none" stroke="{red}" stroke-width="1.6"/>')
    o.append(lion_rampant(sx + 22, sy - 29, .72, red))
    # Ireland: the harp
    hx, hy = sx - 21, sy + 14
    o.append(f'<path d="M{hx - 12},{hy - 14} C{hx - 6},{hy - 20} {hx + 4},{hy - 8} {hx + 12},{hy - 16} '
             f'L{hx + 13},{hy - 11} C{hx + 6},{hy - 2} {hx - 2},{hy + 10} {hx - 6},{hy + 20} '
             f'L{hx - 12},{hy + 20} L{hx - 9},{hy + 14} L{hx - 12},{hy - 10} Z" fill="{gold}" {SW} stroke-width="1.2"/>')
    o.append(f'<path d="M{hx - 7},{hy - 12} V{hy + 12} M{hx - 3},{hy - 11} V{hy + 5} M{hx + 1},{hy - 10} '
             f'V{hy - 1} M{hx + 5},{hy - 11} V{hy - 6}" stroke="{WHITE}" stroke-width="1.1"/>')
    o.append('</g>')
    o.append(f'<path d="{SHIELD}" transform="translate({sx},{sy}) scale(1.05,1.02)" fill="none" {SW} stroke-width="1.8"/>')
    o.append(f'<path d="M{sx},{sy - 51} V{sy + 52} M{sx - 42},{sy - 6} H{sx + 42}" stroke="{INK}" stroke-width="1"/>')
    # the crown
    kx, ky = cx, 92
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
    o = ["<defs>"]
    o.append(f'<pattern id="stars" patternUnits="userSpaceOnUse" width="24" height="24">'
             f'<path d="M0,12 L12,0 L24,12 L12,24 Z" fill="none" stroke="{KHAKI}" stroke-opacity=".22" '
             f'stroke-width="1"/>'
             f'<path d="{star_path(12, 12, 3, 1.3)}" fill="{KHAKI}" fill-opacity=".35"/>'
             f'</pattern>')
    o.append("</defs>")
    return "\n".join(o)


# ---------------------------------------------------------------------------
# Flattening for speed.  librsvg's cost grows with every element (parse,
# cascade, its ink box) and every fill or stroke cairo draws, so each card
# is drawn as written above and then flattened here: the groups' and
# <use>s' transforms and the inherited paint are applied to absolute
# coordinates, circles, ellipses and rects become paths, and shapes of
# the same paint are merged into one <path> of many subpaths where that
# cannot change a pixel: only shapes whose boxes (strokes included) touch
# nothing drawn between them are moved together.  Coordinates are rounded
# to 0.1 unit (0.1 px at 258 px wide).

import xml.etree.ElementTree as ET

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
PAINT = ("fill", "fill-opacity", "stroke", "stroke-width", "stroke-opacity", "stroke-linejoin",
         "stroke-linecap", "stroke-dasharray")
PAINT_DEFAULT = {"fill": "#000", "fill-opacity": "1", "stroke": "none", "stroke-width": "1",
                 "stroke-opacity": "1", "stroke-linejoin": "miter", "stroke-linecap": "butt",
                 "stroke-dasharray": "none"}


def _mul(m, k):
    """The transform k then m, as (a, b, c, d, e, f)."""
    a, b, c, d, e, f = m
    A, B, C, D, E, F = k
    return (a * A + c * B, b * A + d * B, a * C + c * D, b * C + d * D, a * E + c * F + e, b * E + d * F + f)


def _transform(s):
    m = (1, 0, 0, 1, 0, 0)
    for name, args in re.findall(r"(\w+)\s*\(([^)]*)\)", s or ""):
        v = [float(x) for x in re.split(r"[\s,]+", args.strip())]
        if name == "translate":
            k = (1, 0, 0, 1, v[0], v[1] if len(v) > 1 else 0)
        elif name == "scale":
            k = (v[0], 0, 0, v[1] if len(v) > 1 else v[0], 0, 0)
        elif name == "rotate":
            a = math.radians(v[0])
            k = (math.cos(a), math.sin(a), -math.sin(a), math.cos(a), 0, 0)
            if len(v) == 3:
                k = _mul(_mul((1, 0, 0, 1, v[1], v[2]), k), (1, 0, 0, 1, -v[1], -v[2]))
        elif name == "matrix":
            k = tuple(v)
        else:
            raise SystemExit(f"transform {name}?")
        m = _mul(m, k)
    return m


def _path_segments(d):
    """Path data as absolute segments: (M x y) (L x y) (C ...) (Q ...) (A rx ry rot large sweep x y) (Z)."""
    toks = re.findall(r"[MmLlHhVvCcQqAaZz]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?", d)
    out, i, cmd = [], 0, None
    x = y = sx = sy = 0.0
    sizes = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "Q": 4, "A": 7, "Z": 0}
    while i < len(toks):
        if toks[i].isalpha():
            cmd = toks[i]
            i += 1
            if cmd in "Zz":
                out.append(("Z",))
                x, y = sx, sy
                continue
        up, rel = cmd.upper(), cmd.islower()
        v = [float(t) for t in toks[i:i + sizes[up]]]
        i += sizes[up]
        if up == "M":
            x, y = (x + v[0], y + v[1]) if rel else v
            sx, sy = x, y
            out.append(("M", x, y))
            cmd = "l" if rel else "L"
        elif up in "LHV":
            if up == "H":
                nx, ny = (x + v[0] if rel else v[0]), y
            elif up == "V":
                nx, ny = x, (y + v[0] if rel else v[0])
            else:
                nx, ny = (x + v[0], y + v[1]) if rel else v
            out.append(("L", nx, ny))
            x, y = nx, ny
        elif up in "CQ":
            p = [(v[j] + (x if rel else 0), v[j + 1] + (y if rel else 0)) for j in range(0, len(v), 2)]
            out.append((up,) + tuple(c for q in p for c in q))
            x, y = p[-1]
        elif up == "A":
            nx, ny = (x + v[5], y + v[6]) if rel else (v[5], v[6])
            out.append(("A", v[0], v[1], v[2], v[3], v[4], nx, ny))
            x, y = nx, ny
    return out


def _apply(segs, m):
    a, b, c, d, e, f = m
    out = []
    for g in segs:
        if g[0] == "Z":
            out.append(g)
            continue
        p = g[1:]
        q = []
        for j in range(0, len(p), 2):
            q += [a * p[j] + c * p[j + 1] + e, b * p[j] + d * p[j + 1] + f]
        out.append((g[0],) + tuple(q))
    return out


def _fmt(v):
    v = round(v, 1)
    if v == 0:
        return "0"
    t = ("%.1f" % v).rstrip("0").rstrip(".")
    return t.replace("0.", ".", 1) if t.startswith("0.") else t.replace("-0.", "-.", 1)


def _d(segs):
    """Path data in relative coordinates, every point rounded to 0.1 first so no error adds up."""
    o, last = [], None
    x = y = sx = sy = 0
    for g in segs:
        if g[0] == "Z":
            o.append("z")
            last = "z"
            x, y = sx, sy
            continue
        pts = [(round(g[i] * 10), round(g[i + 1] * 10)) for i in range(1, len(g), 2)]
        nums = []
        for px, py in pts:
            nums += [px - x, py - y]
        x, y = pts[-1]
        cmd = g[0].lower()
        if cmd == "m":
            sx, sy = x, y
        elif cmd == "l" and nums[0] == 0:
            cmd, nums = "v", nums[1:]
        elif cmd == "l" and nums[1] == 0:
            cmd, nums = "h", nums[:1]
        body = ""
        for v in nums:
            t = _fmt(v / 10)
            body += t if not body or t.startswith("-") else " " + t
        if cmd == last and cmd != "m":
            o.append(body if body.startswith("-") else " " + body)
        else:
            o.append(cmd + body)
        last = cmd if cmd != "m" else "l"
    return "".join(o)


def _bbox(segs):
    xs, ys = [], []
    for g in segs:
        if g[0] == "A":   # an arc's box: its end points widened by its diameter
            r = 2 * max(g[1], g[2])
            xs += [g[6] - r, g[6] + r]
            ys += [g[7] - r, g[7] + r]
        elif g[0] != "Z":
            xs += g[1::2]
            ys += g[2::2]
    return min(xs), min(ys), max(xs), max(ys)


KAPPA = 0.5523


def _ellipse_segs(cx, cy, rx, ry):
    kx, ky = rx * KAPPA, ry * KAPPA
    return [("M", cx + rx, cy), ("C", cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry),
            ("C", cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy),
            ("C", cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry),
            ("C", cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy), ("Z",)]


def _rect_segs(x, y, w, h, rx, ry):
    if rx <= 0 and ry <= 0:
        return [("M", x, y), ("L", x + w, y), ("L", x + w, y + h), ("L", x, y + h), ("Z",)]
    rx = min(rx or ry, w / 2)
    ry = min(ry or rx, h / 2)
    kx, ky = rx * KAPPA, ry * KAPPA
    x1, y1 = x + w, y + h
    return [("M", x + rx, y), ("L", x1 - rx, y), ("C", x1 - rx + kx, y, x1, y + ry - ky, x1, y + ry),
            ("L", x1, y1 - ry), ("C", x1, y1 - ry + ky, x1 - rx + kx, y1, x1 - rx, y1),
            ("L", x + rx, y1), ("C", x + rx - kx, y1, x, y1 - ry + ky, x, y1 - ry),
            ("L", x, y + ry), ("C", x, y + ry - ky, x + rx - kx, y, x + rx, y), ("Z",)]


def _subpaths(segs):
    out = []
    for g in segs:
        if g[0] == "M":
            out.append([])
        out[-1].append(g)
    return out


def _area(segs):
    """Twice the signed area of a subpath's control polygon (its sign is the way it turns)."""
    pts = [g[i:i + 2] for g in segs if g[0] != "Z" for i in range(1, len(g), 2)]
    return sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1]))


def _reverse(segs):
    """A closed subpath (M ... Z) drawn the other way round."""
    body = [g for g in segs if g[0] != "Z"]
    start = body[0][1:3]
    pts, out = [start], []
    for g in body[1:]:
        pts.append(g[-2:])
    end = pts[-1]
    out.append(("M",) + tuple(end))
    for i in range(len(body) - 1, 0, -1):
        g = body[i]
        prev = pts[i - 1]
        if g[0] == "L":
            out.append(("L",) + tuple(prev))
        elif g[0] == "C":
            out.append(("C", g[3], g[4], g[1], g[2]) + tuple(prev))
        elif g[0] == "Q":
            out.append(("Q", g[1], g[2]) + tuple(prev))
    out.append(("Z",))
    return out


def _zero_area(segs):
    """Every subpath a straight line: filling it draws nothing."""
    pts = []
    for g in segs + [("M", 0, 0)]:
        if g[0] == "M":
            if len(pts) > 2:
                (x0, y0), (x1, y1) = pts[0], pts[1]
                if any(abs((x1 - x0) * (y - y0) - (y1 - y0) * (x - x0)) > 1e-6 for x, y in pts[2:]):
                    return False
            pts = []
        if g[0] in "ML":
            pts.append(g[1:3])
        elif g[0] in "CQA":
            return False
    return True


def _num(el, k, default=0.0):
    v = el.get(k)
    return float(v) if v is not None else default


def _flatten(el, m, paint, defs, out):
    """The drawn shapes under el, in paint order: dicts of segs, paint, box; or raw elements."""
    tag = el.tag.split("}")[-1]
    paint = dict(paint)
    for k in PAINT:
        if el.get(k) is not None:
            paint[k] = el.get(k)
    if el.get("opacity") is not None or el.get("style") is not None or el.get("mask") is not None:
        raise SystemExit("opacity, style or mask: flatten cannot keep them")
    m = _mul(m, _transform(el.get("transform")))
    if tag == "g" and el.get("clip-path"):
        if m != (1, 0, 0, 1, 0, 0):
            raise SystemExit("flatten: a clipped group under a transform")
        inner = []
        for ch in el:
            _flatten(ch, m, paint, defs, inner)
        out.append({"clip": el.get("clip-path"), "inner": inner, "box": None, "parts": None})
        return
    if tag == "clipPath":
        out.append({"def": el})
        return
    if tag == "g":
        for ch in el:
            _flatten(ch, m, paint, defs, out)
        return
    if tag == "use":
        ref = el.get(f"{{{XLINK_NS}}}href")[1:]
        _flatten(defs[ref], _mul(m, (1, 0, 0, 1, _num(el, "x"), _num(el, "y"))), paint, defs, out)
        return
    if tag == "path":
        segs = _path_segments(el.get("d"))
    elif tag == "circle":
        r = _num(el, "r")
        segs = _ellipse_segs(_num(el, "cx"), _num(el, "cy"), r, r)
    elif tag == "ellipse":
        segs = _ellipse_segs(_num(el, "cx"), _num(el, "cy"), _num(el, "rx"), _num(el, "ry"))
    elif tag == "rect":
        segs = _rect_segs(_num(el, "x"), _num(el, "y"), _num(el, "width"), _num(el, "height"),
                          _num(el, "rx"), _num(el, "ry"))
    else:
        raise SystemExit(f"flatten: <{tag}>?")
    p = dict(PAINT_DEFAULT)
    p.update(paint)
    segs = _apply(segs, m)
    scale = math.sqrt(abs(m[0] * m[3] - m[1] * m[2]))
    if p["stroke"] != "none":
        p["stroke-width"] = _fmt(float(p["stroke-width"]) * scale)
        if p["stroke-dasharray"] != "none":
            p["stroke-dasharray"] = " ".join(_fmt(float(v) * scale) for v in re.split(r"[\s,]+", p["stroke-dasharray"]))
    else:
        for k in PAINT[3:]:
            p[k] = PAINT_DEFAULT[k]
    if p["fill"] != "none" and _zero_area(segs):
        p["fill"] = "none"
    if p["fill"] == "none":
        p["fill-opacity"] = "1"
    if p["fill"] == "none" and p["stroke"] == "none":
        return
    subs = _subpaths(segs)
    # where shapes of this paint may overlap in one path and draw the same:
    # opaque strokes alone, and opaque fills alone of one outline each turned the same way
    if p["fill"] == "none" and p["stroke-opacity"] == "1":
        overlap = True
    elif p["stroke"] == "none" and p["fill-opacity"] == "1" and len(subs) == 1 and subs[0][-1][0] == "Z":
        overlap = True
        if _area(segs) < 0:
            segs = _reverse(segs)
    else:
        overlap = False
    x0, y0, x1, y1 = _bbox(segs)
    w = float(p["stroke-width"]) if p["stroke"] != "none" else 0
    reach = 1 if p["stroke-linejoin"] != "miter" else (1.42 if tag == "rect" else 4)
    w = w * reach / 2 + .3     # miters reach out; antialiasing
    box = (x0 - w, y0 - w, x1 + w, y1 + w)
    out.append({"segs": segs, "paint": p, "box": box, "overlap": overlap, "parts": [(box, _hull(segs), w)]})


def _hull(segs):
    """The convex hull of a shape's points and control points (the shape lies inside)."""
    pts = sorted({(round(g[i], 3), round(g[i + 1], 3)) for g in segs if g[0] != "Z" for i in range(1, len(g), 2)})
    if len(pts) < 3:
        return pts

    def half(points):
        h = []
        for q in points:
            while len(h) >= 2 and ((h[-1][0] - h[-2][0]) * (q[1] - h[-2][1]) -
                                   (h[-1][1] - h[-2][1]) * (q[0] - h[-2][0])) <= 0:
                h.pop()
            h.append(q)
        return h[:-1]
    return half(pts) + half(pts[::-1])


def _separate(ha, pa, hb, pb):
    """Some edge of either hull parts the two, each widened by its pad."""
    for h in (ha, hb):
        for i in range(len(h)):
            (x0, y0), (x1, y1) = h[i], h[(i + 1) % len(h)]
            nx, ny = y1 - y0, x0 - x1
            ln = math.hypot(nx, ny)
            if ln < 1e-9:
                continue
            nx, ny = nx / ln, ny / ln
            a = [x * nx + y * ny for x, y in ha]
            b = [x * nx + y * ny for x, y in hb]
            if max(a) + pa + pb < min(b) or max(b) + pa + pb < min(a):
                return True
    return False


def _touch_parts(parts, s):
    """Whether shape s touches any of the parts (box, hull, pad)."""
    for box, hull, pad in parts:
        if not _touch(box, s["box"]):
            continue
        if any(not _separate(hull, pad, h2, p2) for b2, h2, p2 in s["parts"] if _touch(box, b2)):
            return True
    return False


def _touch(a, b):
    return a is None or b is None or not (a[2] < b[0] or b[2] < a[0] or a[3] < b[1] or b[3] < a[1])


def _merge(shapes):
    """Shapes of the same paint gathered into one where no shape between them touches the later one."""
    out = []
    for s in shapes:
        if "segs" not in s:
            out.append(s)
            continue
        key = tuple(s["paint"][k] for k in PAINT)
        target = None
        for o in reversed(out):
            if "def" in o:
                continue
            hit = o["parts"] is None or _touch_parts(o["parts"], s)
            if "segs" in o and o["key"] == key and (not hit or (o["overlap"] and s["overlap"])):
                target = o
                break
            if hit:
                break
        if target is None:
            out.append(dict(s, key=key))
            continue
        target["segs"] = target["segs"] + s["segs"]
        target["parts"] = target["parts"] + s["parts"]
        target["overlap"] = target["overlap"] and s["overlap"]
        bx, sb = target["box"], s["box"]
        target["box"] = (min(bx[0], sb[0]), min(bx[1], sb[1]), max(bx[2], sb[2]), max(bx[3], sb[3]))
    return out


def _emit(shapes):
    o = []
    for s in _merge(shapes):
        if "def" in s:
            o.append(_raw(s["def"]))
        elif "clip" in s:
            o.append(f'<g clip-path="{s["clip"]}">{_emit(s["inner"])}</g>')
        else:
            o.append(f'<path d="{_d(s["segs"])}" {_attrs(s["paint"])}/>')
    return "".join(o)


def _attrs(p):
    return " ".join(f'{k}="{p[k]}"' for k in PAINT if p[k] != PAINT_DEFAULT[k])


def flatten_card(body, defs_xml):
    """A card's drawing, flattened and merged (see above)."""
    ns = f'xmlns="{SVG_NS}" xmlns:xlink="{XLINK_NS}"'
    root = ET.fromstring(f"<g {ns}>{body}</g>")
    defs = {e.get("id"): e for e in ET.fromstring(f"<defs {ns}>{defs_xml}</defs>").iter() if e.get("id")}
    shapes = []
    for ch in root:
        _flatten(ch, (1, 0, 0, 1, 0, 0), {}, defs, shapes)
    return _emit(shapes)


def _raw(el):
    ET.register_namespace("", SVG_NS)
    ET.register_namespace("xlink", XLINK_NS)
    s = ET.tostring(el, encoding="unicode")
    return s.replace(f' xmlns="{SVG_NS}"', "").replace(f' xmlns:xlink="{XLINK_NS}"', "").replace(" />", "/>")


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

    # the three-player game's 26 cards: A K Q J 10 9, the 5 of hearts and
    # the 3 of spades (the zeros of France and Germany, as in the standard pack)
    m = {}
    for s in SUITS:
        for face, rank in zip(std_order[:6], ["7", "6", "5", "4", "3", "2"]):
            m[face + s] = rank + s
    m["5H"] = "0H"
    m["3S"] = "0S"
    packs["26-card"] = m
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
         # the gallery shows what sets the theme apart: a card of each nation
         "# a card of each nation: England's General, Russia's Captain, Joffre (+5), the Kaiser (−3)",
         "Preview=7C;4D;0H:+5;0S:−3",
         "Presets=joffre",
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
    if len(sys.argv) > 1 and sys.argv[1] == "--glyphs":
        extract_glyphs(sys.argv[2], sys.argv[3])
        return
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
        body = flatten_card(body, emblem_defs())
        lines.append(f'<g id="{cid}" transform="translate({x},{y})">{body}</g>')
    lines.append("</svg>")
    with open(os.path.join(out_dir, "cards.svg"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(out_dir, "theme.ini"), "w", encoding="utf-8") as f:
        f.write(theme_ini())


if __name__ == "__main__":
    main()
