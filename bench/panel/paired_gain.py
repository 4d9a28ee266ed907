#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The paired difference of two `nobox_panel play --by-deal` rows played on the same deals: the mean difference
in wins per deal and its standard error (docs/ai.md, fifteenth round)."""
import math
import sys


def wins_by_deal(path):
    with open(path, encoding="utf-8") as row:
        for line in row:
            if "wins by deal:" in line:
                return [float(x) for x in line.split(":", 1)[1].split()]
    sys.exit(f"{path}: no 'wins by deal' line (run nobox_panel play with --by-deal)")


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: paired_gain.py ROW_A.txt ROW_B.txt")
    a, b = wins_by_deal(sys.argv[1]), wins_by_deal(sys.argv[2])
    if len(a) != len(b) or len(a) < 2:
        sys.exit(f"the rows have {len(a)} and {len(b)} deals: play both on the same deals, at least two")
    diff = [x - y for x, y in zip(a, b)]
    mean = sum(diff) / len(diff)
    sd = math.sqrt(sum((d - mean) ** 2 for d in diff) / (len(diff) - 1))
    seats = 3  # the entrant sits once in each seat of a 3-player deal
    print(f"A - B over {len(diff)} deals: {mean:+.3f} +- {sd / math.sqrt(len(diff)):.3f} wins per deal "
          f"({100 * mean / seats:+.1f} points of win rate at {seats} players)")


if __name__ == "__main__":
    main()
