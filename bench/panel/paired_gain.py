#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The paired difference of two `nobox_panel play --by-deal` rows played on the same deals: the mean difference
in wins per deal and its standard error (docs/ai.md, "Measuring")."""
import math
import re
import sys


def read_row(path):
    """The row's players (its header says "N players") and its wins by deal."""
    players, wins = None, None
    with open(path, encoding="utf-8") as row:
        for line in row:
            found = re.search(r"(\d+) players", line)
            if found and players is None:
                players = int(found.group(1))
            if "wins by deal:" in line:
                wins = [float(x) for x in line.split(":", 1)[1].split()]
    if players is None or wins is None:
        sys.exit(f"{path}: not a row of nobox_panel play --by-deal (its header and 'wins by deal' line)")
    return players, wins


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: paired_gain.py ROW_A.txt ROW_B.txt")
    (players, a), (other_players, b) = read_row(sys.argv[1]), read_row(sys.argv[2])
    if players != other_players or len(a) != len(b) or len(a) < 2:
        sys.exit(f"the rows have {players} and {other_players} players, {len(a)} and {len(b)} deals: "
                 "play both at one table size on the same deals, at least two")
    diff = [x - y for x, y in zip(a, b)]
    mean = sum(diff) / len(diff)
    sd = math.sqrt(sum((d - mean) ** 2 for d in diff) / (len(diff) - 1))
    # A deal is played once with the entrant in each seat: wins per deal / players is the win rate.
    print(f"A - B over {len(diff)} deals: {mean:+.3f} +- {sd / math.sqrt(len(diff)):.3f} wins per deal "
          f"({100 * mean / players:+.1f} points of win rate at {players} players)")


if __name__ == "__main__":
    main()
