#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes NoBox's SVG art (resources/*/*.svg): our own drawings, made from code so that every element is
consistent and easy to adjust. Each element id is a top-level <g> at its own place on the canvas, using only
what Qt's SVG Tiny 1.2 renderer draws (no text, filters, masks, clip paths, CSS or <use>): the app renders by id.
Run: python3 scripts/art/make_art.py (from the repository root); resources/README.md lists the ids."""
import math
import os

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "resources")
HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<!-- SPDX-License-Identifier: GPL-3.0-or-later -->\n'


def f(x):
    return ("%.2f" % x).rstrip("0").rstrip(".")


class Sheet:
    """A canvas of cells; each element is a <g id> placed in its own cell."""

    def __init__(self, cell=(340, 220), columns=6):
        self.cell, self.columns, self.items, self.defs = cell, columns, [], []

    def grad(self, gid, c1, c2, radial=False, x2=0, y2=1):
        if radial:
            self.defs.append('<radialGradient id="%s" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="%s"/>'
                             '<stop offset="1" stop-color="%s"/></radialGradient>' % (gid, c1, c2))
        else:
            self.defs.append('<linearGradient id="%s" x1="0" y1="0" x2="%s" y2="%s"><stop offset="0" stop-color="%s"/>'
                             '<stop offset="1" stop-color="%s"/></linearGradient>' % (gid, x2, y2, c1, c2))
        return "url(#%s)" % gid

    def add(self, gid, body):
        n = len(self.items)
        x = (n % self.columns) * self.cell[0] + 10
        y = (n // self.columns) * self.cell[1] + 10
        self.items.append('<g id="%s" transform="translate(%d,%d)">%s</g>' % (gid, x, y, body))

    def write(self, path):
        rows = (len(self.items) + self.columns - 1) // self.columns
        w, h = self.columns * self.cell[0] + 20, rows * self.cell[1] + 20
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as out:
            out.write(HEAD + '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
                      'width="%d" height="%d" viewBox="0 0 %d %d">\n<defs>%s</defs>\n%s\n</svg>\n'
                      % (w, h, w, h, "".join(self.defs), "\n".join(self.items)))


def rect(x, y, w, h, r, fill, stroke="none", sw=0, extra=""):
    return '<rect x="%s" y="%s" width="%s" height="%s" rx="%s" ry="%s" fill="%s" stroke="%s" stroke-width="%s"%s/>' % (
        f(x), f(y), f(w), f(h), f(r), f(r), fill, stroke, f(sw), extra)


def circle(cx, cy, r, fill, stroke="none", sw=0, extra=""):
    return '<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="%s" stroke-width="%s"%s/>' % (
        f(cx), f(cy), f(r), fill, stroke, f(sw), extra)


def poly(points, fill, stroke="none", sw=0, extra=""):
    return '<polygon points="%s" fill="%s" stroke="%s" stroke-width="%s" stroke-linejoin="round"%s/>' % (
        " ".join("%s,%s" % (f(x), f(y)) for x, y in points), fill, stroke, f(sw), extra)


def path(d, fill="none", stroke="none", sw=0, extra=""):
    return '<path d="%s" fill="%s" stroke="%s" stroke-width="%s" stroke-linecap="round" stroke-linejoin="round"%s/>' % (
        d, fill, stroke, f(sw), extra)


INK = "#2B2A3A"


# ---------------------------------------------------------------- digits as stroked paths (10 x 16 units a glyph)
GLYPHS = {
    "0": "M 5 0 Q 0 0 0 8 Q 0 16 5 16 Q 10 16 10 8 Q 10 0 5 0 Z",
    "1": "M 2 3.5 L 6 0 V 16",
    "2": "M 0.5 3.5 Q 1.2 0 5 0 Q 9.5 0 9.5 4.2 Q 9.5 7.2 5 10.5 L 0 16 H 10",
    "3": "M 0.6 2 Q 2 0 5 0 Q 9.4 0 9.4 3.9 Q 9.4 7.4 4.4 7.4 Q 10 7.4 10 11.8 Q 10 16 5 16 Q 1.6 16 0 13.6",
    "4": "M 7.5 16 V 0 L 0 11 H 10",
    "5": "M 9.4 0 H 1.6 L 0.9 7 Q 2.4 5.8 5 5.8 Q 10 5.8 10 10.9 Q 10 16 5 16 Q 1.6 16 0 13.6",
    "6": "M 8.8 1.2 Q 7.4 0 5.2 0 Q 0 0 0 9 Q 0 16 5 16 Q 10 16 10 11 Q 10 6.4 5 6.4 Q 1.2 6.4 0.1 10",
    "7": "M 0 0 H 10 L 3.5 16",
    "8": "M 5 7.4 Q 1 7.4 1 3.8 Q 1 0 5 0 Q 9 0 9 3.8 Q 9 7.4 5 7.4 Q 0 7.4 0 11.8 Q 0 16 5 16 Q 10 16 10 11.8 "
         "Q 10 7.4 5 7.4 Z",
    "9": "M 1.2 14.8 Q 2.6 16 4.8 16 Q 10 16 10 7 Q 10 0 5 0 Q 0 0 0 5 Q 0 9.6 5 9.6 Q 8.8 9.6 9.9 6",
    "+": "M 5 3.5 V 12.5 M 0.5 8 H 9.5",
    "-": "M 1 8 H 9",
    "=": "M 1 5.5 H 9 M 1 10.5 H 9",
    "x": "M 1.5 4.5 L 8.5 11.5 M 8.5 4.5 L 1.5 11.5",
    "<": "M 9 1.5 L 1 6.5 L 9 11.5 M 1 15 H 9",  # "at most"
    " ": "",
}
ADVANCE = 13.5


def number(text, cx, cy, height, colour=INK, weight=2.2):
    """`text` (digits, + - = x, spaces) centred on (cx, cy), `height` pixels tall, drawn as strokes."""
    s = height / 16.0
    width = (len(text) * ADVANCE - 3.5) * s
    x0, y0 = cx - width / 2, cy - height / 2
    out = ""
    for i, ch in enumerate(text):
        if GLYPHS[ch]:
            out += '<g transform="translate(%s,%s) scale(%s)">%s</g>' % (
                f(x0 + i * ADVANCE * s), f(y0), f(s), path(GLYPHS[ch], stroke=colour, sw=weight / s))
    return out


def star(cx, cy, r1, r2, n=5, rot=-90):
    pts = []
    for i in range(2 * n):
        a = math.radians(rot + i * 180.0 / n)
        r = r1 if i % 2 == 0 else r2
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def heart(cx, cy, s):
    return ("M %s %s C %s %s %s %s %s %s C %s %s %s %s %s %s Z" % tuple(f(v) for v in (
        cx, cy + s * 0.9, cx - s * 1.3, cy + s * 0.1, cx - s * 0.55, cy - s * 0.95, cx, cy - s * 0.35,
        cx + s * 0.55, cy - s * 0.95, cx + s * 1.3, cy + s * 0.1, cx, cy + s * 0.9)))


def regular(cx, cy, r, n, rot=-90):
    return [(cx + r * math.cos(math.radians(rot + i * 360.0 / n)), cy + r * math.sin(math.radians(rot + i * 360.0 / n)))
            for i in range(n)]


# ---------------------------------------------------------------- No Thanks!
def no_thanks():
    s = Sheet((120, 160), 8)
    cream = s.grad("cream", "#FFFDF6", "#F3EAD6")
    W, H, R = 100, 140, 9

    def face(frame, border):
        return rect(0, 0, W, H, R, cream, "#7A6A55", 2) + rect(5, 5, W - 10, H - 10, R - 3, "none", frame, 3) + border

    zig = "M 9 12 " + " ".join("L %s %s" % (f(9 + i * 6.8), 12 + (i % 2) * 5) for i in range(13))
    zig2 = "M 9 128 " + " ".join("L %s %s" % (f(9 + i * 6.8), 128 - (i % 2) * 5) for i in range(13))
    s.add("card-face", face("#C8553D", rect(10, 10, W - 20, H - 20, 5, "none", "#E9C9A8", 1)))
    s.add("card-face-pink", face("#D9468F", path(zig, stroke="#D9468F", sw=2.2) + path(zig2, stroke="#D9468F", sw=2.2)))
    dots = "".join(circle(14 + i * 8, 13, 2.2, "#2E9E5B") + circle(14 + i * 8, 127, 2.2, "#2E9E5B") for i in range(10))
    s.add("card-face-green", face("#2E9E5B", dots))
    red = s.grad("backred", "#E2573A", "#B8321F")
    rings = "".join(rect(8 + 6 * i, 8 + 6 * i, W - 16 - 12 * i, H - 16 - 12 * i, 6, "none", "#F7C59F" if i % 2 == 0 else "#9E2A18", 2)
                    for i in range(4))
    hand = circle(50, 70, 17, "#F7C59F") + path("M 38 82 L 62 58", stroke="#B8321F", sw=6)
    s.add("card-back", rect(0, 0, W, H, R, red, "#7A2A18", 2) + rings + hand)
    green = s.grad("backgreen", "#49B36F", "#237A45")
    gdots = "".join(circle(15 + (i % 5) * 17.5, 16 + (i // 5) * 18, 3.2 if (i // 5) % 2 == 0 else 2, "#CFF0D8")
                    for i in range(35))
    s.add("card-back-green", rect(0, 0, W, H, R, green, "#1D5C34", 2) + gdots
          + circle(50, 70, 16, "#237A45", "#CFF0D8", 3) + poly(star(50, 70, 10, 4.5), "#CFF0D8"))
    s.add("card-slot", rect(2, 2, W - 4, H - 4, R, "#000000", "#FFFFFF", 2,
                            ' fill-opacity="0.08" stroke-opacity="0.55" stroke-dasharray="7,5"'))
    chipg = s.grad("chip", "#F0563E", "#A8261A", radial=True)

    def chip(cx, cy, r):
        notches = "".join(rect(cx - 2.2 + (r - 3) * math.cos(math.radians(a)), cy - 2.2 + (r - 3) * math.sin(math.radians(a)),
                               4.4, 4.4, 1, "#FFE9D6") for a in range(0, 360, 45))
        return (circle(cx, cy, r, chipg, "#6E1A10", 1.6) + notches + circle(cx, cy, r * 0.62, "none", "#FFE9D6", 1.4)
                + circle(cx - r * 0.2, cy - r * 0.25, r * 0.18, "#FFFFFF", extra=' fill-opacity="0.35"'))

    s.add("chip", chip(20, 20, 19))
    s.add("chip-stack", "".join(chip(22 + i * 5, 44 - i * 10, 19) for i in range(3)))

    ink, gold = "#3B3A5A", "#F2B632"

    def card_icon(extra):
        return rect(16, 8, 32, 46, 5, "#FFFDF6", ink, 3) + extra

    icons = {
        "icon-bonus": poly(star(32, 33, 27, 11), gold, "#8A5A00", 2.5),
        "icon-wild": poly(star(32, 32, 28, 7, 4, -90), "#8E5BD0", "#4A2A7A", 2.5) + circle(32, 32, 5, "#FFFFFF"),
        "icon-per-card-plus": card_icon(path("M 32 20 V 42 M 21 31 H 43", stroke="#2E9E5B", sw=6)),
        "icon-skip": poly([(10, 14), (30, 32), (10, 50)], "#2F7FC1", ink, 2.5) + poly([(32, 14), (52, 32), (32, 50)], "#2F7FC1", ink, 2.5),
        "icon-look": path("M 4 32 Q 32 6 60 32 Q 32 58 4 32 Z", "#FFFFFF", ink, 3) + circle(32, 32, 10, "#2F7FC1", ink, 2) + circle(32, 32, 4, ink),
        "icon-give": rect(28, 10, 28, 40, 4, "#FFFDF6", ink, 3) + path("M 26 46 H 8 M 15 38 L 7 46 L 15 54", stroke="#C8553D", sw=5),
        "icon-remove": card_icon(path("M 24 22 L 40 40 M 40 22 L 24 40", stroke="#C8553D", sw=6)),
        "icon-double": circle(22, 34, 15, chipg, "#6E1A10", 2) + circle(36, 28, 15, chipg, "#6E1A10", 2) + path("M 44 40 L 58 56 M 58 40 L 44 56", stroke=ink, sw=4),
        "icon-pink-x": rect(10, 34, 44, 22, 4, "#D9468F", ink, 2.5) + rect(20, 6, 24, 34, 4, "#FFFDF6", ink, 3) + path("M 32 28 V 12 M 25 19 L 32 12 L 39 19", stroke="#D9468F", sw=4),
        "icon-negative": circle(30, 34, 22, chipg, "#6E1A10", 2.5) + path("M 19 34 H 41", stroke="#FFFFFF", sw=6),
        "icon-halve": path("M 30 10 A 22 22 0 0 0 30 54 Z", chipg, "#6E1A10", 2.5) + path("M 38 10 A 22 22 0 0 1 38 54 Z", "#F3D3C9", "#6E1A10", 2.5, ' stroke-dasharray="4,3"'),
        "icon-highest-double": rect(8, 16, 28, 40, 4, "#FFFDF6", ink, 3) + rect(22, 8, 28, 40, 4, "#FFFDF6", ink, 3) + path("M 36 38 V 18 M 29 25 L 36 18 L 43 25", stroke="#D9468F", sw=4),
        "icon-forty": card_icon(path("M 30 20 L 20 34 H 31 M 28 26 V 42", stroke="#D9468F", sw=3.5) + path("M 40 21 Q 33 21 33 31 Q 33 41 40 41 Q 47 41 47 31 Q 47 21 40 21 Z", stroke="#D9468F", sw=3.5)),
        "icon-per-card-minus": card_icon(path("M 21 31 H 43", stroke="#D9468F", sw=6)),
    }
    for gid, body in icons.items():
        s.add(gid, body)
    felt = s.grad("felt", "#2F6B4F", "#1F4A37", radial=True)
    s.add("table", rect(0, 0, 320, 200, 0, felt) + "".join(
        circle(20 + (i * 37) % 300, 15 + (i * 53) % 180, 1.2, "#FFFFFF", extra=' fill-opacity="0.05"') for i in range(40)))
    cards = ""
    for i, angle in enumerate((-24, -8, 8, 24)):
        cards += '<g transform="translate(160,170) rotate(%d) translate(-40,-150)">%s%s</g>' % (
            angle, rect(0, 0, 80, 112, 8, cream, "#7A6A55", 2), rect(4, 4, 72, 104, 6, "none", "#C8553D", 2.5))
    cover = rect(0, 0, 320, 200, 14, felt) + cards + chip(62, 150, 18) + chip(84, 162, 18) + chip(258, 156, 18) + chip(240, 168, 16)
    s.add("cover", cover)
    return s


# ---------------------------------------------------------------- No Return
COLOURS = [("red", "#D22B2B", "#961C1C"), ("yellow", "#E6B800", "#B38A00"), ("green", "#009E73", "#006E50"),
           ("blue", "#0072B2", "#004F7D"), ("purple", "#7B4FA0", "#553373"), ("pink", "#E07BB0", "#B24F84")]


def mark(name, cx, cy, r, fill, stroke):
    if name == "red":
        return circle(cx, cy, r, fill, stroke, 1.5)
    if name == "yellow":
        return poly(regular(cx, cy + r * 0.15, r * 1.15, 3), fill, stroke, 1.5)
    if name == "green":
        return rect(cx - r * 0.85, cy - r * 0.85, r * 1.7, r * 1.7, r * 0.2, fill, stroke, 1.5)
    if name == "blue":
        return poly(regular(cx, cy, r * 1.15, 4), fill, stroke, 1.5)
    if name == "purple":
        return poly(star(cx, cy, r * 1.2, r * 0.52), fill, stroke, 1.5)
    return path(heart(cx, cy, r * 0.95), fill, stroke, 1.5)


def no_return():
    s = Sheet((180, 130), 7)
    for name, c, dark in COLOURS:
        g = s.grad("c-" + name, c, dark)
        body = (rect(0, 0, 60, 60, 10, g, dark, 2) + rect(12, 12, 36, 36, 9, "#FFFBF2", dark, 1.2)
                + mark(name, 10, 10, 6.4, "#FFFBF2", dark))
        s.add("counter-" + name, body)
    for name, c, dark in COLOURS:
        s.add("mark-" + name, mark(name, 12, 12, 10, c, dark))
    back = s.grad("back", "#8C7B68", "#5E5142")
    s.add("counter-back", rect(0, 0, 60, 60, 10, back, "#3E352B", 2)
          + "".join(circle(12 + (i % 3) * 18, 12 + (i // 3) * 18, 3, "#D8CBB8", extra=' fill-opacity="0.5"') for i in range(9)))
    s.add("counter-slot", rect(1, 1, 58, 58, 10, "#000000", "#FFFFFF", 1.6, ' fill-opacity="0.06" stroke-opacity="0.5" stroke-dasharray="5,4"'))
    cloth = s.grad("cloth", "#C9A36B", "#8E6A38")
    s.add("bag", path("M 20 30 Q 4 60 12 80 Q 40 94 68 80 Q 76 60 60 30 Z", cloth, "#5E4320", 2.5)
          + path("M 22 30 Q 40 20 58 30", "none", "#5E4320", 3) + rect(24, 22, 32, 12, 6, "#B08A52", "#5E4320", 2)
          + path("M 40 22 Q 30 8 22 12 M 40 22 Q 50 8 58 12", stroke="#5E4320", sw=2.5)
          + path("M 20 58 Q 40 66 60 58", stroke="#A88350", sw=2))
    wood = s.grad("lidwood", "#C79A62", "#9B6D3A")
    s.add("lid", rect(0, 0, 160, 100, 12, wood, "#5E4320", 2.5) + rect(10, 10, 140, 80, 8, "#E8D3AE", "#7A5A30", 2)
          + rect(12, 12, 136, 8, 4, "#000000", extra=' fill-opacity="0.08"'))
    s.add("points-pile", "".join(rect(6 + i * 3, 36 - i * 12, 44, 20, 6, "url(#c-%s)" % COLOURS[i * 2][0], COLOURS[i * 2][2], 1.5) for i in range(3)))
    s.add("phase-1", circle(20, 20, 18, "#2F7FC1", "#1C4F7A", 2) + circle(20, 20, 5, "#FFFFFF"))
    s.add("phase-2", poly(regular(20, 20, 19, 6, 0), "#E8871E", "#9A5510", 2) + circle(14, 20, 4.2, "#FFFFFF") + circle(26, 20, 4.2, "#FFFFFF"))
    s.add("last-round", path("M 8 4 H 32 M 8 40 H 32", stroke="#5E4320", sw=3.5)
          + path("M 11 6 Q 11 18 20 22 Q 11 26 11 38 H 29 Q 29 26 20 22 Q 29 18 29 6 Z", "#F6E7C8", "#5E4320", 2.5)
          + poly([(14, 36), (26, 36), (20, 29)], "#E6B800"))
    wood2 = s.grad("wood", "#B98A57", "#8A6238")
    s.add("table", rect(0, 0, 320, 200, 0, wood2) + "".join(
        path("M 0 %d Q 160 %d 320 %d" % (12 + i * 19, 4 + i * 19 + (i % 3) * 6, 14 + i * 19), stroke="#6E4B28", sw=1.2, extra=' stroke-opacity="0.25"') for i in range(11)))
    cover = rect(0, 0, 320, 200, 14, wood2)
    for col, (name, c, dark) in enumerate(COLOURS[:5]):
        for row in range(4 - (col % 3)):
            x, y = 22 + col * 58, 18 + row * 44
            cover += (rect(x, y, 40, 40, 7, "url(#c-%s)" % name, dark, 1.6) + rect(x + 9, y + 9, 22, 22, 5, "#FFFBF2", dark, 1)
                      + mark(name, x + 6, y + 6, 3.4, "#FFFBF2", dark))
    s.add("cover", cover)
    return s


# ---------------------------------------------------------------- No Idea
# RULINGS ND-1 order. Each colour: (name, fill, dark shade, light shade). The dark shade draws the big number on
# the cream disc; the lower edge's pattern tells the colour without the colour (EDGES below).
NI_COLOURS = [("blue", "#2166B8", "#123F78", "#DCE9F8"), ("grey", "#7E828B", "#474A52", "#ECEDEF"),
              ("green", "#2C9447", "#17602B", "#DDF2E2"), ("yellow", "#EBB512", "#7A5A00", "#FCF1CC"),
              ("red", "#D23A2E", "#861D16", "#FADDD9"), ("purple", "#8049B0", "#4E2A72", "#EDE1F6")]
NI_W, NI_H, NI_R = 100, 140, 9
NI_EDGE = 114  # the lower edge band: y 114..132


def ni_edge(name, x0, y0, w, h, ink):
    """The lower edge's pattern of a colour in the band (x0, y0, w, h): waves (blue), zig-zag (grey), dots (green),
    bars (yellow), scallops (red), diamonds (purple): told apart by shape alone."""
    cy = y0 + h / 2
    if name == "blue":
        d = "M %s %s " % (f(x0 + 3), f(cy)) + " ".join(
            "Q %s %s %s %s" % (f(x0 + 3 + i * 11 + 5.5), f(cy - 6 if i % 2 == 0 else cy + 6), f(x0 + 3 + (i + 1) * 11), f(cy))
            for i in range(int((w - 6) // 11)))
        return path(d, stroke=ink, sw=3)
    if name == "grey":
        n = int((w - 6) // 8)
        d = "M %s %s " % (f(x0 + 3), f(cy + 5)) + " ".join(
            "L %s %s" % (f(x0 + 3 + (i + 1) * 8), f(cy - 5 if i % 2 == 0 else cy + 5)) for i in range(n))
        return path(d, stroke=ink, sw=2.6)
    if name == "green":
        return "".join(circle(x0 + 8 + i * 12, cy, 3.6, ink) for i in range(int((w - 4) // 12)))
    if name == "yellow":
        return "".join(rect(x0 + 5 + i * 9, y0 + 2, 4, h - 4, 1.5, ink) for i in range(int((w - 6) // 9)))
    if name == "red":
        n = int((w - 6) // 14)
        return "".join(path("M %s %s A 7 7 0 0 1 %s %s" % (f(x0 + 5 + i * 14), f(cy + 4), f(x0 + 19 + i * 14), f(cy + 4)),
                            stroke=ink, sw=2.8) for i in range(n))
    return "".join(poly(regular(x0 + 9 + i * 14, cy, 6, 4), ink) for i in range(int((w - 4) // 14)))


def ni_digit(ch, cx, cy, height, colour, weight):
    """A number of a card: the 6 underlined, so that it never reads as a 9."""
    out = number(ch, cx, cy, height, colour, weight)
    if ch == "6":
        s = height / 16.0
        out += path("M %s %s H %s" % (f(cx - 5.5 * s), f(cy + height / 2 + 3.2 * s), f(cx + 5.5 * s)), stroke=colour, sw=weight)
    return out


def ni_card(s, name, fill, dark, light, n):
    g = "url(#ni-%s)" % name
    body = rect(0, 0, NI_W, NI_H, NI_R, g, dark, 2) + rect(4, 4, NI_W - 8, NI_H - 8, NI_R - 3, "none", light, 1.5)
    body += circle(50, 64, 34, "#FFFBF2", dark, 2.5)
    body += ni_digit(str(n), 50, 62, 40, dark, 7.5)
    body += ni_digit(str(n), 17, 20, 15, "#FFFFFF", 3.2)
    body += rect(8, NI_EDGE, NI_W - 16, 18, 5, "#FFFBF2", extra=' fill-opacity="0.92"')
    body += ni_edge(name, 8, NI_EDGE, NI_W - 16, 18, dark)
    return body


def ni_fn_plus():
    return circle(20, 20, 19, "#FFFBF2", INK, 2.5) + path("M 20 8 V 32 M 8 20 H 32", stroke=INK, sw=6.5)


def ni_fn_remove():
    # the played card stays (solid, in the middle); the other piles are pushed away to both sides
    ghost = lambda x: rect(x, 13, 9, 14, 2, "#FFFBF2", INK, 1.6, ' stroke-opacity="0.45"')
    return (circle(20, 20, 19, "#FFFBF2", INK, 2.5) + ghost(3.5) + ghost(27.5) + rect(14, 11, 12, 18, 2.5, INK)
            + poly([(2.5, 33), (8, 29.5), (8, 36.5)], "#C62828") + path("M 8 33 H 14", stroke="#C62828", sw=2.4)
            + poly([(37.5, 33), (32, 29.5), (32, 36.5)], "#C62828") + path("M 26 33 H 32", stroke="#C62828", sw=2.4))


def ni_fn_refill():
    # a row of three places: two cards, the third place being filled from above: "up to 3"
    return (circle(20, 20, 19, "#FFFBF2", INK, 2.5) + rect(5.5, 21, 8, 12, 1.8, INK) + rect(16, 21, 8, 12, 1.8, INK)
            + rect(26.5, 21, 8, 12, 1.8, "none", "#2E8B3E", 1.6, ' stroke-dasharray="2.5,1.8"')
            + path("M 30.5 6 V 15", stroke="#2E8B3E", sw=2.6) + poly([(30.5, 19.5), (26.5, 14), (34.5, 14)], "#2E8B3E")
            + number("3", 14, 11.5, 10, INK, 2.4))


def ni_stars(n, cx, cy, r, fill, stroke):
    if n == 0:
        return poly(star(cx, cy, r, r * 0.45), "none", stroke, 1.6)
    step = r * 2.1
    x0 = cx - (n - 1) * step / 2
    return "".join(poly(star(x0 + i * step, cy, r, r * 0.45), fill, stroke, 1.4) for i in range(n))


def ni_prize(n):
    # a consolation prize: a rosette with its ribbons, the stars below; same size and back as the number cards
    body = rect(0, 0, NI_W, NI_H, NI_R, "url(#ni-prize)", "#7A5A30", 2) + rect(5, 5, NI_W - 10, NI_H - 10, NI_R - 3, "none", "#C9A36B", 1.5)
    body += poly([(40, 70), (30, 104), (40, 98), (46, 108), (50, 74)], "#2166B8", "#123F78", 1.5)
    body += poly([(60, 70), (70, 104), (60, 98), (54, 108), (50, 74)], "#D23A2E", "#861D16", 1.5)
    body += poly(star(50, 54, 30, 24, 12), "#F2B632", "#8A5A00", 2) + circle(50, 54, 19, "#FFFBF2", "#8A5A00", 2)
    body += number(str(n), 50, 54, 20, "#8A5A00", 4)
    body += ni_stars(n, 50, 122, 8, "#F2B632", "#8A5A00")
    return body


def ni_cup(cx, top, w, fill, dark):
    h = w * 1.0
    return (path("M %s %s Q %s %s %s %s Q %s %s %s %s" % (f(cx - w * 0.5), f(top + h * 0.12), f(cx - w * 0.9), f(top + h * 0.16),
                                                        f(cx - w * 0.6), f(top + h * 0.45), f(cx - w * 0.45), f(top + h * 0.6), f(cx - w * 0.25), f(top + h * 0.55)), stroke=dark, sw=w * 0.07)
            + path("M %s %s Q %s %s %s %s Q %s %s %s %s" % (f(cx + w * 0.5), f(top + h * 0.12), f(cx + w * 0.9), f(top + h * 0.16),
                                                          f(cx + w * 0.6), f(top + h * 0.45), f(cx + w * 0.45), f(top + h * 0.6), f(cx + w * 0.25), f(top + h * 0.55)), stroke=dark, sw=w * 0.07)
            + path("M %s %s H %s Q %s %s %s %s Q %s %s %s %s Z" % (f(cx - w * 0.5), f(top), f(cx + w * 0.5), f(cx + w * 0.5), f(top + h * 0.62),
                                                                 f(cx), f(top + h * 0.66), f(cx - w * 0.5), f(top + h * 0.62), f(cx - w * 0.5), f(top)), fill, dark, 2.2)
            + rect(cx - w * 0.08, top + h * 0.64, w * 0.16, h * 0.16, 1, fill, dark, 1.8)
            + rect(cx - w * 0.32, top + h * 0.78, w * 0.64, h * 0.12, 2.5, fill, dark, 2))


def ni_trophy(n):
    body = rect(0, 0, 100, 100, 12, "url(#ni-trophy)", "#3A2A10", 2) + rect(5, 5, 90, 90, 8, "none", "#E8C56A", 1.5)
    body += ni_cup(50, 12, 52, "url(#ni-gold)", "#7A5200")
    body += number(str(n), 50, 30, 18, "#7A5200", 3.6)
    body += ni_stars(n, 50, 86, 6.2, "#F2B632", "#7A5200")
    return body


def no_idea():
    s = Sheet((340, 220), 8)
    for name, fill, dark, light in NI_COLOURS:
        s.grad("ni-" + name, fill, dark)
    s.grad("ni-prize", "#FFF6DE", "#EBD7A8")
    s.grad("ni-trophy", "#5A4221", "#2F2210")
    s.grad("ni-gold", "#FFE38A", "#D9A21E")
    s.grad("ni-back", "#323A6E", "#1B1F40")
    s.grad("ni-felt", "#2E5E7A", "#1D3D52", radial=True)
    for name, fill, dark, light in NI_COLOURS:
        for n in range(1, 7):
            s.add("card-%s-%d" % (name, n), ni_card(s, name, fill, dark, light, n))
    for name, fill, dark, light in NI_COLOURS:
        s.add("edge-" + name, rect(0, 0, 84, 18, 5, fill, dark, 1.5) + ni_edge(name, 0, 0, 84, 18, "#FFFBF2"))
    s.add("fn-plus", ni_fn_plus())
    s.add("fn-remove", ni_fn_remove())
    s.add("fn-refill", ni_fn_refill())
    qmark = "M 38 56 Q 38 38 50 38 Q 62 38 62 50 Q 62 58 53 62 Q 50 64 50 70 V 74"
    back = (rect(0, 0, NI_W, NI_H, NI_R, "url(#ni-back)", "#10132A", 2) + rect(6, 6, NI_W - 12, NI_H - 12, NI_R - 3, "none", "#8C93C8", 1.5)
            + "".join(rect(12 + i * 13, 12, 8, 8, 2, NI_COLOURS[i][1]) + rect(80 - i * 13, 120, 8, 8, 2, NI_COLOURS[i][1]) for i in range(6)))
    back += circle(50, 64, 30, "#FFFBF2", extra=' fill-opacity="0.1"') + path(qmark, stroke="#FFFBF2", sw=8) + circle(50, 88, 4.5, "#FFFBF2")
    s.add("card-back", back)
    s.add("card-slot", rect(2, 2, NI_W - 4, NI_H - 4, NI_R, "#000000", "#FFFFFF", 2,
                            ' fill-opacity="0.10" stroke-opacity="0.55" stroke-dasharray="7,5"'))
    for n in range(3):
        s.add("prize-%d" % n, ni_prize(n))
    for n in (3, 4, 5):
        s.add("trophy-%d" % n, ni_trophy(n))
    s.add("trophy-back", rect(0, 0, 100, 100, 12, "url(#ni-trophy)", "#3A2A10", 2) + rect(5, 5, 90, 90, 8, "none", "#E8C56A", 1.5)
          + ni_cup(50, 16, 52, "#8A6A2A", "#3A2A10") + path("M 43 30 Q 43 22 50 22 Q 57 22 57 29 Q 57 34 51 36 V 40", stroke="#E8C56A", sw=4)
          + circle(51, 47, 2.6, "#E8C56A") + "".join(circle(30 + i * 10, 86, 2.2, "#E8C56A") for i in range(5)))
    s.add("star", poly(star(20, 21, 19, 8.4), "#F2B632", "#8A5A00", 2))
    s.add("icon-nothing-fits", "".join('<g transform="translate(%d,%d) rotate(%d)">%s</g>' % (
        14 + i * 10, 26 - abs(i - 1) * 2, -18 + i * 18, rect(-9, -13, 18, 26, 3, "url(#ni-back)", "#10132A", 1.6)) for i in range(3))
        + circle(34, 32, 10, "#FFFBF2", "#C62828", 2.5) + path("M 27 39 L 41 25", stroke="#C62828", sw=2.8))
    s.add("icon-show-trophies", ni_cup(20, 14, 22, "url(#ni-gold)", "#7A5200")
          + path("M 2 12 Q 20 -4 38 12 Q 20 28 2 12 Z", "#FFFBF2", INK, 2) + circle(20, 12, 5.5, "#2166B8", INK, 1.5) + circle(20, 12, 2.2, INK))
    s.add("memory-mark", circle(12, 12, 11, "#FFFBF2", INK, 1.8) + path("M 4 12 Q 12 3 20 12 Q 12 21 4 12 Z", "none", INK, 1.8)
          + circle(12, 12, 3, INK))
    s.add("table", rect(0, 0, 320, 200, 0, "url(#ni-felt)") + "".join(
        circle(20 + (i * 37) % 300, 15 + (i * 53) % 180, 1.2, "#FFFFFF", extra=' fill-opacity="0.05"') for i in range(40)))
    # the cover: the table seen from above, a layout of backs, three piles and a trophy, a big "?!"
    cover = rect(0, 0, 320, 200, 14, "url(#ni-felt)")
    for i in range(6):
        x, y = 22 + (i % 3) * 46, 84 + (i // 3) * 58
        if i == 4:
            cover += rect(x, y, 38, 53, 4, "#000000", "#FFFFFF", 1.5, ' fill-opacity="0.1" stroke-opacity="0.5" stroke-dasharray="5,4"')
        else:
            cover += '<g transform="translate(%s,%s) scale(0.38)">%s</g>' % (f(x), f(y), back)
    for k, (ci, n, rot) in enumerate(((4, 5, -12), (0, 3, 0), (2, 6, 12))):
        name, fill, dark, light = NI_COLOURS[ci]
        cover += '<g transform="translate(%d,%d) rotate(%d) scale(0.56)">%s</g>' % (170 + k * 44, 22 + (k % 2) * 6, rot, ni_card(s, name, fill, dark, light, n))
    cover += '<g transform="translate(246,124) scale(0.6)">%s</g>' % ni_trophy(5)
    cover += '<g transform="translate(186,132) scale(0.42)">%s</g>' % back
    cover += path("M 40 34 Q 40 14 58 14 Q 76 14 76 30 Q 76 40 65 45 Q 60 48 60 55 V 58", stroke="#FFFBF2", sw=9) + circle(60, 70, 5.5, "#FFFBF2")
    cover += path("M 98 16 V 52", stroke="#F2B632", sw=9) + circle(98, 70, 5.5, "#F2B632")
    s.add("cover", cover)
    return s


# ---------------------------------------------------------------- shell and icon
def shell():
    s = Sheet((340, 220), 3)
    night = s.grad("night", "#2B2D4A", "#16172A")
    s.add("hotseat-cover", rect(0, 0, 320, 200, 0, night) + "".join(
        circle(16 + (i * 41) % 300, 10 + (i * 29) % 184, 1.4 + (i % 3) * 0.6, "#FFFFFF", extra=' fill-opacity="0.12"') for i in range(45)))
    s.add("thinking", path("M 6 10 Q 6 2 14 2 H 50 Q 58 2 58 10 V 26 Q 58 34 50 34 H 22 L 12 42 L 14 34 Q 6 34 6 26 Z", "#FFFFFF", "#3B3A5A", 2.5)
          + circle(20, 18, 4, "#3B3A5A") + circle(32, 18, 4, "#3B3A5A") + circle(44, 18, 4, "#3B3A5A"))
    s.add("crown", poly([(4, 34), (8, 10), (20, 24), (30, 4), (40, 24), (52, 10), (56, 34)], "#F2B632", "#8A5A00", 2.5)
          + rect(4, 34, 52, 8, 3, "#E0A020", "#8A5A00", 2))
    s.add("hint", circle(24, 20, 16, "#FFE27A", "#8A5A00", 2.5) + rect(17, 34, 14, 10, 3, "#B9B4AC", "#5E5A54", 2)
          + path("M 19 24 Q 24 16 29 24", stroke="#8A5A00", sw=2))
    s.add("help", circle(24, 24, 21, "#2F7FC1", "#1C4F7A", 2.5)
          + path("M 16 18 Q 16 9 24 9 Q 32 9 32 17 Q 32 23 25 26 V 31", stroke="#FFFFFF", sw=4.5) + circle(25, 38, 3, "#FFFFFF"))
    return s


def icon():
    body = (rect(20, 20, 216, 216, 48, "#F7EBD3", "#7A5A30", 6)
            + '<g transform="rotate(-14 110 90)">' + rect(64, 34, 84, 118, 12, "#FFFDF6", "#7A6A55", 5)
            + rect(72, 42, 68, 102, 8, "none", "#C8553D", 5) + "</g>"
            + rect(130, 62, 72, 72, 14, "#0072B2", "#004F7D", 5) + rect(148, 80, 36, 36, 8, "#FFFBF2", "#004F7D", 3)
            + poly([(44, 128), (212, 128), (228, 220), (28, 220)], "#D08A3E", "#7A4A18", 6)
            + path("M 44 128 L 128 150 L 212 128", stroke="#7A4A18", sw=5))
    os.makedirs(os.path.join(ROOT, "icons"), exist_ok=True)
    with open(os.path.join(ROOT, "icons", "org.nobox.NoBox.svg"), "w") as out:
        out.write(HEAD + '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" width="256" height="256" '
                  'viewBox="0 0 256 256">\n%s\n</svg>\n' % body)


if __name__ == "__main__":
    no_thanks().write(os.path.join(ROOT, "no_thanks", "no_thanks.svg"))
    no_return().write(os.path.join(ROOT, "no_return", "no_return.svg"))
    no_idea().write(os.path.join(ROOT, "no_idea", "no_idea.svg"))
    shell().write(os.path.join(ROOT, "shell", "shell.svg"))
    icon()
