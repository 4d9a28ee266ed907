#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A minimal NoBox bot (docs/bot-protocol.md), Python 3 standard library only.

nobox-cli writes one JSON line per decision on our stdin; we answer with one line holding the chosen move in
the game's notation. This bot plays No Thanks! by a simple rule (take a card when its counters pay for a good
part of it, or when it extends one of our runs), No Idea by what it remembers of its layout (reveal a card known
to fit, else one nobody has seen; declare "Nothing fits anymore!" when every card left is known not to fit), and
any other game at random among the legal moves.

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
    seats = observation.get("seats", [])
    me = observation.get("viewer", -1)
    mine = {int(c) for c in seats[me]["display"] if c.isdigit()} if 0 <= me < len(seats) else set()
    if card - 1 in mine or card + 1 in mine:
        return "take"
    return "take" if counters * 3 >= card else "refuse"


COLOURS = ("blue", "grey", "green", "yellow", "red", "purple")


def face(name):
    """A No Idea card name ("red5-plus") as (colour, number); None for a prize, an unknown or an empty position."""
    if not isinstance(name, str):
        return None
    for colour in COLOURS:
        if name.startswith(colour) and name[len(colour):len(colour) + 1].isdigit():
            return colour, int(name[len(colour)])
    return None


def choose_no_idea(observation, legal):
    """Reveal a card known to fit a pile, else an unknown one; declare when everything left is known to fit nowhere."""
    if any(move.startswith("pile ") for move in legal):
        return None  # the pile for a card that fits several: any will do
    tops = [face(pile[-1]) for pile in observation.get("piles", []) if pile]
    me = observation.get("viewer", -1)
    seats = observation.get("seats", [])
    layout = seats[me]["layout"] if 0 <= me < len(seats) else []

    def fits(card):
        return card is not None and any(t and (t[0] == card[0] or t[1] == card[1]) for t in tops)

    known_fit, unknown, known_stuck = [], [], []
    for position, slot in enumerate(layout, start=1):
        if slot is None:
            continue
        if slot == "unknown":
            unknown.append(position)
        elif fits(face(slot)):
            known_fit.append(position)
        else:
            known_stuck.append(position)
    if known_fit:
        return f"reveal {known_fit[0]}"
    if not unknown and "nothing-fits" in legal:
        return "nothing-fits"
    if unknown:
        return f"reveal {unknown[0]}"
    return None


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
        elif request.get("game") == "no-idea":
            move = choose_no_idea(request.get("observation", {}), legal)
        if move not in legal:
            move = None
        if move is None:
            move = rng.choice(legal)
        # Echoing the decision number lets nobox-cli skip late answers; a bare line with the move is enough.
        print(json.dumps({"decision": request["decision"], "move": move}), flush=True)


if __name__ == "__main__":
    main()
