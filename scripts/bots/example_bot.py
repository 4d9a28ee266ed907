#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A minimal NoBox bot (docs/bot-protocol.md), Python 3 standard library only.

nobox-cli writes one JSON line per decision on our stdin; we answer with one line holding the chosen move in
the game's notation. This bot plays No Thanks! by a simple rule (take a card when its counters pay for a good
part of it, or when it extends one of our runs) and any other game at random among the legal moves.

Try it:  nobox-cli play --game no-thanks --players 3 --agents "external:python3 scripts/bots/example_bot.py,normal,normal"
"""
import json
import random
import sys


def choose_no_thanks(observation, legal):
    """Take a number card whose counters pay for it, or which joins one of our runs; refuse otherwise."""
    if "take" not in legal or "refuse" not in legal:
        return None
    card = observation.get("middle")  # a card name: "17", or a special card's name
    counters = observation.get("middleCounters", 0)
    if not isinstance(card, str) or not card.isdigit():
        return None
    card = int(card)
    displays = observation.get("displays", [])
    me = observation.get("viewer", -1)
    mine = {int(c) for c in displays[me] if c.isdigit()} if 0 <= me < len(displays) else set()
    if card - 1 in mine or card + 1 in mine:
        return "take"
    return "take" if counters * 3 >= card else "refuse"


def main():
    rng = random.Random(1)
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        request = json.loads(line)
        if request.get("type") != "decision":
            continue
        legal = request["legal"]
        move = None
        if request.get("game") == "no-thanks":
            move = choose_no_thanks(request.get("observation", {}), legal)
        if move is None:
            move = rng.choice(legal)
        # Echoing the decision number lets nobox-cli skip late answers; a bare line with the move is enough.
        print(json.dumps({"decision": request["decision"], "move": move}), flush=True)


if __name__ == "__main__":
    main()
