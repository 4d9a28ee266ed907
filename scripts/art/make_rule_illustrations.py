#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the pictures of the rules pages (resources/rules/img/*.svg). Each picture is composed from the game art
(resources/no_return/no_return.svg, resources/no_thanks/no_thanks.svg): the groups are copied by element id, so a
change of the art shows up here after a re-run. Only what Qt's SVG Tiny 1.2 renderer draws is used (no text,
filters, masks, clip paths, CSS or <use>): numbers are stroked paths from a small digit set below, and every word
lives in the translated caption of the HTML page.
Run: python3 scripts/art/make_rule_illustrations.py (from anywhere; run make_art.py first if the art changed)."""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_art import COLOURS, HEAD, INK, circle, f, number, path, poly, rect  # noqa: E402

RES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "resources")
OUT = os.path.join(RES, "rules", "img")
GOLD, OK, BAD = "#F2B632", "#2E8B3E", "#C62828"


class Art:
    """The element groups of one art file, by id, each moved back to its own origin."""

    def __init__(self, rel):
        with open(os.path.join(RES, rel), encoding="utf-8") as src:
            text = src.read()
        self.defs = re.search(r"<defs>(.*?)</defs>", text, re.S).group(1)
        self.groups = {}
        for line in text.splitlines():
            m = re.match(r'<g id="([^"]+)" transform="translate\(([-\d.]+),([-\d.]+)\)">(.*)</g>$', line)
            if m:
                self.groups[m.group(1)] = m.group(4)

    def put(self, gid, x, y, scale=1.0, extra=""):
        if gid not in self.groups:
            raise SystemExit("the art has no element '%s'" % gid)
        return '<g transform="translate(%s,%s) scale(%s)"%s>%s</g>' % (f(x), f(y), f(scale), extra, self.groups[gid])


# ---------------------------------------------------------------- shared marks
def check(cx, cy, r=13):
    return circle(cx, cy, r, "#FFFFFF", OK, 2.5) + path("M %s %s L %s %s L %s %s" % (
        f(cx - r * 0.5), f(cy), f(cx - r * 0.12), f(cy + r * 0.42), f(cx + r * 0.55), f(cy - r * 0.4)), stroke=OK, sw=3.2)


def cross(cx, cy, r=13):
    d = r * 0.42
    return circle(cx, cy, r, "#FFFFFF", BAD, 2.5) + path("M %s %s L %s %s M %s %s L %s %s" % (
        f(cx - d), f(cy - d), f(cx + d), f(cy + d), f(cx + d), f(cy - d), f(cx - d), f(cy + d)), stroke=BAD, sw=3.2)


def arrow(points, colour=INK, sw=3.5, head=10):
    """A polyline (or one quadratic curve when given 3 points and curved) ending in an arrow head."""
    d = "M %s %s " % (f(points[0][0]), f(points[0][1])) + " ".join("L %s %s" % (f(x), f(y)) for x, y in points[1:])
    (x1, y1), (x2, y2) = points[-2], points[-1]
    import math
    a = math.atan2(y2 - y1, x2 - x1)
    tip = [(x2, y2), (x2 - head * math.cos(a - 0.45), y2 - head * math.sin(a - 0.45)),
           (x2 - head * math.cos(a + 0.45), y2 - head * math.sin(a + 0.45))]
    return path(d, stroke=colour, sw=sw) + poly(tip, colour, colour, 1)


def highlight(x, y, w, h, colour=GOLD, r=12):
    return rect(x, y, w, h, r, "none", colour, 3.5, ' stroke-dasharray="7,4"')


def badge(n, cx, cy, fill, r=13):
    return circle(cx, cy, r, fill, INK, 2) + number(str(n), cx, cy, r * 1.05, "#FFFFFF", 2.6)


def write(name, w, h, body, defs):
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as out:
        out.write(HEAD + '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" width="%d" '
                  'height="%d" viewBox="0 0 %d %d">\n<defs>%s</defs>\n%s\n</svg>\n' % (w, h, w, h, defs, body))


# ---------------------------------------------------------------- No Return
NR_DARK = {name: dark for name, _, dark in COLOURS}
CELL = 64  # a counter is 60 x 60 in the art; columns step by this


def nr_counter(art, colour, value, x, y, scale=1.0):
    """A face-up counter of `colour` with `value` on its plate; (x, y) its top left corner."""
    return art.put("counter-" + colour, x, y, scale) + number(str(value), x + 30 * scale, y + 31 * scale, 17 * scale,
                                                              NR_DARK[colour], 2.6 * scale)


def nr_column(art, colour, values, x, y, scale=0.8):
    """A column top to bottom, with its colour mark above it; returns the svg and the y below the last counter."""
    step = CELL * scale
    out = art.put("mark-" + colour, x + 30 * scale - 12 * 0.9, y, 0.9)
    y += 26
    for i, v in enumerate(values):
        out += nr_counter(art, colour, v, x, y + i * step, scale)
    return out, y + len(values) * step


def panel(w, h):
    """The wooden table of the board (the art's gradient), with rounded corners."""
    return rect(1, 1, w - 2, h - 2, 16, "url(#wood)", "#6E4B28", 2)


def nr_setup(art):
    """The setup exchange: two of the eight hand counters are laid aside face down; they go back into the bag once
    everybody has had the chance. The lid waits empty in the middle."""
    w, h = 560, 250
    body = panel(w, h) + art.put("bag", 40, 22, 1.2) + art.put("lid", 340, 24, 1.0)
    for i in range(2):
        body += art.put("counter-back", 190 + i * 42, 52, 0.62)
    body += highlight(182, 44, 90, 54, GOLD) + arrow([(178, 71), (140, 71)], "#FFFFFF", 3.5, 11)
    hand = [("red", 9), ("blue", 11), ("blue", 4), ("green", 7), ("yellow", 2), ("purple", 10), ("pink", 6), ("red", 3)]
    for i, (c, v) in enumerate(hand):
        body += nr_counter(art, c, v, 36 + i * 62, 160, 0.85)
    write("nr-setup.svg", w, h, body, art.defs)


def nr_arrange_legal(art):
    """Christian's display (rules notes): a blue column is started with 11 9 9; a red 2 may go below the red 7."""
    cols = [("red", [10, 7]), ("green", [9, 7]), ("purple", [6, 4]), ("yellow", [8, 3]), ("pink", [11, 6]),
            ("blue", [11, 9, 9])]
    w, h = 560, 290
    body = panel(w, h)
    for i, (c, vals) in enumerate(cols):
        x = 24 + i * 90
        svg, bottom = nr_column(art, c, vals, x, 20)
        body += svg
        if c == "blue":
            body += highlight(x - 6, 20 + 26 - 6, 60, 3 * CELL * 0.8 + 8) + check(x + 24, bottom + 26)
        if c == "red":
            body += nr_counter(art, c, 2, x, bottom + 40, 0.8) + arrow([(x + 24, bottom + 36), (x + 24, bottom + 6)], OK, 3, 9)
            body += highlight(x - 6, bottom + 34, 60, 60) + check(x + 74, bottom + 66, 11)
    write("nr-arrange-legal.svg", w, h, body, art.defs)


def nr_arrange_illegal(art):
    """Three refusals: a 5 below purple 4, an 8 below red 7, and two colours in one turn."""
    w, h = 560, 250
    body = panel(w, h)
    for x, colour, vals, new in ((40, "purple", [6, 4], 5), (210, "red", [10, 7], 8)):
        svg, bottom = nr_column(art, colour, vals, x, 20)
        body += svg + nr_counter(art, colour, new, x, bottom + 14, 0.8) + highlight(x - 6, bottom + 8, 60, 60, BAD)
        body += cross(x + 82, bottom + 38)
    svg, bottom = nr_column(art, "green", [9], 390, 20)
    body += svg + nr_counter(art, "green", 7, 390, bottom + 14, 0.8) + nr_counter(art, "yellow", 5, 454, bottom + 14, 0.8)
    body += highlight(384, bottom + 8, 124, 60, BAD) + cross(448, bottom + 100)
    write("nr-arrange-illegal.svg", w, h, body, art.defs)


def nr_clear(art):
    """Anna clears purple 3 and 7 (sum 10) with a green 11: the 8 stays, the 3 and 7 go to her points pile."""
    w, h = 560, 320
    body = panel(w, h)
    svg, bottom = nr_column(art, "purple", [8, 7, 3], 50, 20, 0.9)
    step = CELL * 0.9
    body += svg + highlight(44, 46 + step - 6, 66, 2 * step + 8, OK)
    body += number("3+7=10", 220, 140, 26, "#FFFFFF", 3) + number("<", 340, 140, 26, "#FFFFFF", 3)
    body += nr_counter(art, "green", 11, 380, 104, 1.0) + highlight(372, 96, 76, 76, GOLD)
    body += art.put("points-pile", 150, 236, 1.3) + arrow([(118, 214), (148, 244)], OK, 3.5)
    body += art.put("lid", 360, 206, 0.75) + arrow([(410, 176), (410, 214)], "#FFFFFF", 3.5)
    body += nr_counter(art, "green", 11, 404, 228, 0.6)
    write("nr-clear.svg", w, h, body, art.defs)


def nr_phase2(art):
    """A display in Phase 2: the columns shrink from below; cleared counters lie face down on the points pile."""
    w, h = 560, 320
    body = panel(w, h) + art.put("phase-2", 504, 14, 1.0)
    cols = [("yellow", [10, 5, 2, 1, 1], 3), ("pink", [8, 5, 5], 0), ("red", [7, 2], 1), ("green", [11], 0)]
    step = CELL * 0.72
    for i, (c, vals, gone) in enumerate(cols):
        x = 24 + i * 86
        svg, bottom = nr_column(art, c, vals[:len(vals) - gone], x, 14, 0.72)
        body += svg
        for j in range(gone):
            body += art.put("counter-slot", x, bottom + j * step, 0.72)
    body += arrow([(350, 200), (400, 200)], "#FFFFFF", 3.5, 11)
    body += art.put("points-pile", 420, 150, 1.4)
    for i in range(4):
        body += art.put("counter-back", 404 + i * 30, 250 + (i % 2) * 8, 0.55)
    write("nr-phase2.svg", w, h, body, art.defs)


def nt_card(art, value, x, y, scale=0.8, face="card-face"):
    """A number card (or a special face when value is None) with its number in the centre and a corner."""
    out = art.put(face, x, y, scale)
    if value is not None:
        out += number(str(value), x + 50 * scale, y + 70 * scale, 36 * scale, INK, 3.6 * scale)
        out += number(str(value), x + 22 * scale, y + 24 * scale, 13 * scale, "#C8553D", 2.2 * scale)
    return out


def nt_special(art, icon, x, y, scale=0.8, pink=False):
    face = "card-face-pink" if pink else "card-face-green"
    return art.put(face, x, y, scale) + art.put(icon, x + (50 - 32 * 1.1) * scale, y + (70 - 32 * 1.1) * scale, 1.1 * scale)


def nt_chips(art, n, x, y, scale=0.8):
    """n chips in a little tower, bottom chip's top left at (x, y)."""
    return "".join(art.put("chip", x + (i % 2) * 3 * scale, y - i * 7 * scale, scale) for i in range(n))


def felt(w, h):
    return rect(1, 1, w - 2, h - 2, 16, "url(#felt)", "#173A2B", 2)


def nt_turn(art):
    """A card goes round: players 1 and 2 each refuse it with a chip; player 3 takes the 11 and both chips."""
    w, h = 560, 250
    body = felt(w, h)
    colours = ["#2F7FC1", "#E8871E", "#8E5BD0"]
    for i in range(3):
        x = 30 + i * 180
        body += badge(i + 1, x + 20, 28, colours[i]) + nt_card(art, 11, x + 20, 56, 0.85)
        body += nt_chips(art, min(i + 1, 2), x + 45, 150, 0.7)
        if i < 2:
            body += cross(x + 118, 74, 12) + arrow([(x + 130, 130), (x + 165, 130)], "#FFFFFF", 3)
        else:
            body += check(x + 118, 74, 12)
    write("nt-turn.svg", w, h, body, art.defs)


def nt_take(art):
    """Taking the 26 with the nine chips on it: card to the display, chips to the taker's supply."""
    w, h = 560, 250
    body = felt(w, h)
    body += art.put("card-back", 20, 50, 0.85) + nt_card(art, 26, 112, 50, 0.85) + nt_chips(art, 9, 204, 160, 0.75)
    body += arrow([(250, 110), (312, 110)], "#FFFFFF", 4, 12)
    body += nt_card(art, 4, 330, 50, 0.85) + nt_card(art, 26, 430, 50, 0.85)
    body += highlight(424, 44, 97, 131, GOLD) + nt_chips(art, 9, 460, 222, 0.6)
    write("nt-take.svg", w, h, body, art.defs)


def nt_runs(art):
    """Felix: 13 alone and the run 15-16 (it costs 15); with a 14 the run 13-16 costs only 13."""
    w, h = 560, 300
    body = felt(w, h)

    def run(values, x, y):
        out = ""
        for i, v in enumerate(sorted(values, reverse=True)):
            out += nt_card(art, v, x + i * 26, y + i * 14, 0.72)
        return out

    body += nt_card(art, 13, 30, 20, 0.72) + run([15, 16], 120, 20)
    body += number("13+15=28", 420, 80, 24, "#FFFFFF", 3)
    body += run([13, 14, 15, 16], 30, 160) + number("13", 420, 225, 24, "#FFFFFF", 3)
    write("nt-runs.svg", w, h, body, art.defs)


def nt_auction(art):
    """A green card is auctioned: players 1 and 2 bid a chip each, player 3 declines: 3 gets the chips, 2 the card."""
    w, h = 560, 280
    body = felt(w, h) + art.put("card-back-green", 24, 80, 0.7)
    body += nt_special(art, "icon-bonus", 160, 70, 0.9) + number("+10", 205, 170, 14, "#237A45", 2.4)
    body += nt_chips(art, 2, 230, 178, 0.7)
    colours = ["#2F7FC1", "#E8871E", "#8E5BD0"]
    for i, y in enumerate((60, 140, 220)):
        body += badge(i + 1, 440, y, colours[i])
        if i < 2:
            body += arrow([(420, y), (262, y + 20 * (1 - i))], "#FFFFFF", 3, 10) + art.put("chip", 330, y - 14, 0.7)
        else:
            body += arrow([(262, y - 10), (405, y)], "#FFFFFF", 3, 10) + nt_chips(art, 2, 330, y - 14, 0.7)
            body += cross(476, y, 12)
    body += nt_special(art, "icon-bonus", 470, 108, 0.45) + highlight(465, 103, 55, 73, GOLD, 8)
    write("nt-auction.svg", w, h, body, art.defs)


def nt_specials(art):
    """A few special cards: green backs, green faces (bonus, wild, skip, look), pink faces (pink X, halve, 40)."""
    w, h = 560, 300
    body = felt(w, h)
    greens = ["icon-bonus", "icon-wild", "icon-skip", "icon-look", "icon-give", "icon-double"]
    pinks = ["icon-pink-x", "icon-negative", "icon-halve", "icon-highest-double", "icon-forty", "icon-per-card-minus"]
    body += art.put("card-back-green", 18, 16, 0.62)
    for i, g in enumerate(greens):
        body += nt_special(art, g, 92 + i * 76, 16, 0.62)
    body += art.put("card-back", 18, 160, 0.62)
    for i, p in enumerate(pinks):
        body += nt_special(art, p, 92 + i * 76, 160, 0.62, pink=True)
    write("nt-specials.svg", w, h, body, art.defs)


# ---------------------------------------------------------------- No Idea
NI_FN = {"+": "fn-plus", "remove": "fn-remove", "refill": "fn-refill"}


def ni_card(art, colour, n, x, y, scale=0.6, fn=None, extra=""):
    """A face-up number card (with its function icon in the top-right corner); (x, y) its top left corner."""
    out = art.put("card-%s-%d" % (colour, n), x, y, scale, extra)
    if fn:
        out += art.put(NI_FN[fn], x + 63 * scale, y + 5 * scale, 0.8 * scale)
    return out


def ni_felt(w, h):
    return rect(1, 1, w - 2, h - 2, 16, "url(#ni-felt)", "#12283A", 2)


def ni_layout(art, x, y, cards, scale=0.42):
    """Two rows of three: each entry None (empty place), "back", or (colour, n[, fn])."""
    out = ""
    for i, c in enumerate(cards):
        cx, cy = x + (i % 3) * 106 * scale, y + (i // 3) * 146 * scale
        if c is None:
            out += art.put("card-slot", cx, cy, scale)
        elif c == "back":
            out += art.put("card-back", cx, cy, scale)
        else:
            out += ni_card(art, c[0], c[1], cx, cy, scale, c[2] if len(c) > 2 else None)
    return out


def ni_setup(art):
    """The table at the start: a layout of six face-down cards for each player, the draw pile, the trophy pile and
    room for the discard piles."""
    w, h = 560, 260
    body = ni_felt(w, h) + ni_layout(art, 24, 80, ["back"] * 6, 0.5)
    for i in range(4):
        body += art.put("card-back", 230 + i * 2, 40 - i * 2, 0.6)
    for i in range(4):
        body += art.put("trophy-back", 232 + i * 2, 150 - i * 2, 0.6)
    for i in range(3):
        body += art.put("card-slot", 340 + i * 70, 40, 0.6)
    body += ni_layout(art, 350, 150, ["back"] * 6, 0.22) + ni_layout(art, 440, 150, ["back"] * 6, 0.22)
    write("ni-setup.svg", w, h, body, art.defs)


def ni_turn(art):
    """Clemens' turn: the opening blue 3 starts a pile beside the red 5; his red 3 could go on either pile, he puts it
    on the red 5; his yellow 4 (with a function) fits nowhere and goes back face down, the function unused."""
    w, h = 560, 300
    body = ni_felt(w, h)
    body += art.put("card-back", 24, 24, 0.6) + badge(1, 100, 36, "#2F7FC1")
    body += ni_card(art, "red", 5, 130, 24, 0.6) + ni_card(art, "blue", 3, 200, 24, 0.6)
    body += arrow([(60, 16), (140, 8), (215, 14)], "#FFFFFF", 3, 10) + highlight(195, 19, 70, 94)
    body += ni_layout(art, 330, 24, ["back", ("red", 3), ("yellow", 4, "+"), "back", "back", "back"], 0.5)
    body += badge(2, 400, 16, "#E8871E") + badge(4, 454, 16, "#E8871E")
    body += arrow([(380, 70), (176, 126), (170, 96)], OK, 3, 10) + badge(3, 260, 120, "#8E5BD0")
    body += ni_card(art, "yellow", 4, 330, 190, 0.55, "+") + cross(402, 210) + arrow([(410, 240), (470, 240)], "#FFFFFF", 3, 10)
    body += art.put("card-back", 480, 190, 0.55) + badge(5, 540, 200, "#8E5BD0")
    write("ni-turn.svg", w, h, body, art.defs)


def ni_plus(art):
    """Simon's opening card, a red 5 with "+", fits nowhere and starts a pile; its "+" reveals a yellow 2, which
    starts another pile too; then his own turn goes on."""
    w, h = 560, 220
    body = ni_felt(w, h) + art.put("card-back", 24, 40, 0.7)
    body += ni_card(art, "blue", 1, 130, 40, 0.7) + ni_card(art, "red", 5, 230, 40, 0.7, "+") + highlight(225, 35, 80, 108)
    body += arrow([(98, 150), (180, 180), (262, 150)], "#FFFFFF", 3, 10) + badge(1, 180, 196, "#2F7FC1")
    body += ni_card(art, "yellow", 2, 330, 40, 0.7) + highlight(325, 35, 80, 108, OK)
    body += arrow([(98, 30), (220, 14), (362, 34)], OK, 3, 10) + badge(2, 220, 14, "#E8871E")
    write("ni-plus.svg", w, h, body, art.defs)


def ni_remove(art):
    """A blue 3 with "remove other discard piles" goes on the grey 3; the two other piles are set aside face up."""
    w, h = 560, 230
    body = ni_felt(w, h)
    body += ni_card(art, "grey", 3, 30, 30, 0.7) + ni_card(art, "blue", 3, 44, 44, 0.7, "remove") + highlight(38, 38, 84, 112, GOLD)
    for i, (c, n) in enumerate((("red", 6), ("green", 1))):
        body += ni_card(art, c, n, 170 + i * 86, 30, 0.7, extra=' fill-opacity="0.55"') + cross(210 + i * 86, 150, 12)
    body += arrow([(350, 90), (410, 90)], "#FFFFFF", 3.5, 11)
    for i, (c, n) in enumerate((("red", 6), ("red", 2), ("green", 1), ("green", 4))):
        body += ni_card(art, c, n, 430 + i * 18, 40 + i * 12, 0.55)
    write("ni-remove.svg", w, h, body, art.defs)


def ni_refill(art):
    """The refill: an opponent with two cards left fills up to three; one with four is not touched."""
    w, h = 560, 220
    body = ni_felt(w, h) + ni_card(art, "purple", 4, 24, 40, 0.8, "refill")
    body += ni_layout(art, 170, 40, ["back", None, None, "back", None, None], 0.42)
    body += art.put("card-back", 170 + 106 * 0.42 * 2, 40, 0.42, ' fill-opacity="0.9"') + highlight(170 + 106 * 0.42 * 2 - 4, 36, 50, 67, OK, 6)
    body += number("2", 230, 170, 22, "#FFFFFF", 3) + arrow([(252, 170), (290, 170)], "#FFFFFF", 3, 9) + number("3", 310, 170, 22, "#FFFFFF", 3)
    body += ni_layout(art, 380, 40, ["back", "back", None, "back", None, "back"], 0.42) + check(450, 180)
    write("ni-refill.svg", w, h, body, art.defs)


def ni_nothing_fits(art):
    """Both declarations: with a purple 3 and a green 6 on the table, the last card (a yellow 2) fits nowhere: a trophy.
    With one pile (a purple 5), green 1 and red 3 fit not, but the purple 2 does: no trophy."""
    w, h = 560, 300
    body = ni_felt(w, h)
    body += ni_card(art, "purple", 3, 24, 16, 0.5) + ni_card(art, "grey", 6, 80, 16, 0.5)
    body += art.put("icon-nothing-fits", 150, 30, 1.2) + ni_card(art, "yellow", 2, 220, 16, 0.5) + cross(290, 30, 11)
    body += arrow([(310, 50), (360, 50)], "#FFFFFF", 3, 10) + art.put("trophy-back", 380, 12, 0.7) + check(470, 50)
    body += ni_card(art, "purple", 5, 24, 160, 0.5) + art.put("icon-nothing-fits", 90, 174, 1.2)
    for i, (c, n, fits) in enumerate((("green", 1, False), ("red", 3, False), ("purple", 2, True))):
        x = 160 + i * 66
        body += ni_card(art, c, n, x, 160, 0.5) + (check(x + 50, 236, 11) if fits else cross(x + 50, 236, 11))
    body += arrow([(370, 195), (420, 195)], "#FFFFFF", 3, 10) + art.put("trophy-back", 440, 160, 0.7, ' fill-opacity="0.35"') + cross(530, 195)
    write("ni-nothing-fits.svg", w, h, body, art.defs)


def ni_scoring(art):
    """What counts at the end: trophies (3, 4, 5 stars) and consolation prizes (0, 1, 2 stars)."""
    w, h = 560, 200
    body = ni_felt(w, h)
    for i, n in enumerate((3, 4, 5)):
        body += art.put("trophy-%d" % n, 24 + i * 88, 44, 0.8)
    for i, n in enumerate((0, 1, 2)):
        body += art.put("prize-%d" % n, 320 + i * 76, 30, 0.68)
    write("ni-scoring.svg", w, h, body, art.defs)


def main():
    nr = Art(os.path.join("no_return", "no_return.svg"))
    for make in (nr_setup, nr_arrange_legal, nr_arrange_illegal, nr_clear, nr_phase2):
        make(nr)
    nt = Art(os.path.join("no_thanks", "no_thanks.svg"))
    for make in (nt_turn, nt_take, nt_runs, nt_auction, nt_specials):
        make(nt)
    ni = Art(os.path.join("no_idea", "no_idea.svg"))
    for make in (ni_setup, ni_turn, ni_plus, ni_remove, ni_refill, ni_nothing_fits, ni_scoring):
        make(ni)


if __name__ == "__main__":
    main()
