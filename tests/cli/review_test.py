#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""nobox-cli review end to end: a finished game reviewed per seat, in text and JSON; a planted blunder marked and
listed first; the same review for the same seed; unfinished games, bad seats and agents refused by name."""
import json
import os
import subprocess
import sys
import tempfile

CLI = os.path.abspath(sys.argv[1])
HARD = "hard:iterations=600"  # a small budget keeps the test quick; the default is hard's own
failures = []


def run(*args):
    p = subprocess.run([CLI, *args], capture_output=True, text=True, timeout=600)
    return p.returncode, p.stdout, p.stderr


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL:", what)


with tempfile.TemporaryDirectory() as tmp:
    game = os.path.join(tmp, "game.json")
    code, _, err = run("play", "--game", "no-thanks", "--players", "3", "--agents", "normal,easy,normal",
                       "--seed", "3", "--names", "Ann,Ben,Cas", "--record", game)
    check(code == 0, f"play writes a record: {err}")

    code, out, err = run("review", game, "--seat", "1", "--agent", HARD, "--json")
    check(code == 0, f"review --json succeeds: {err}")
    review = json.loads(out) if code == 0 else {}
    decisions = review.get("decisions", [])
    check(review.get("seats") == [1], "--seat 1 reviews seat 1 only")
    check(review.get("threshold") == 0.05, "the threshold is in the JSON")
    check(review.get("names") == ["Ann", "Ben", "Cas"], "the seat names are in the JSON")
    check(len(decisions) > 10 and all(d["seat"] == 1 for d in decisions), "seat 1's decisions, each with its seat")
    for d in decisions:
        check(d["played"] in ("take", "refuse") and d["best"] in ("take", "refuse"), f"moves in notation: {d}")
        check(0 <= d["playedChance"] <= 1 and 0 <= d["bestChance"] <= 1, f"chances in [0, 1]: {d}")
        check(d["costly"] == (d["loss"] >= 0.05), f"costly exactly from the threshold: {d}")
        check(d["played"] != d["best"] or d["loss"] == 0, f"hard's own move costs nothing: {d}")
    check([d["ply"] for d in decisions] == sorted(d["ply"] for d in decisions), "decisions in the order played")

    code, again, _ = run("review", game, "--seat", "1", "--agent", HARD, "--json")
    check(code == 0 and json.loads(again) == review, "the same record and seed give the same review")

    code, text, err = run("review", game, "--seat", "1", "--agent", HARD)
    check(code == 0 and text.startswith("review by " + HARD), f"text output: {text[:120]!r} {err}")
    check("Ben: %d decisions" % len(decisions) in text, "the seat is called by its name")
    lines = [line for line in text.splitlines() if line.startswith("  after ")]
    costly = [line for line in lines if line.endswith("[clearly costly]")]
    check(lines[:len(costly)] == costly, "costly decisions are listed first")

    # A planted blunder: the 35 with nothing on it comes first and Ann, with all her counters, takes it.
    deck = ["35", "3", "20", "8", "27", "14", "31", "5", "22", "11", "33", "17", "6", "29", "24", "9", "19", "4",
            "26", "12", "30", "15", "7", "23"]
    record = json.load(open(game))
    record.pop("seed", None)
    record["setup"] = {"deck": deck}
    record["moves"] = ["take"]
    partial = os.path.join(tmp, "partial.json")
    json.dump(record, open(partial, "w"))
    code, _, err = run("review", partial, "--agent", HARD)
    check(code == 2 and "not over" in err, f"an unfinished game is refused: {err}")
    # Finished by normal players from there on.
    code, out, err = run("replay", partial, "--json")
    check(code == 0, f"the partial record replays: {err}")
    moves = ["take"]
    # Play on with nobox-cli hint as normal players would, until the game is over.
    while True:
        record["moves"] = moves
        json.dump(record, open(partial, "w"))
        code, out, _ = run("hint", partial, "--agent", "normal", "--json")
        if code != 0:
            break
        moves.append(json.loads(out)["move"])
    code, out, err = run("review", partial, "--seat", "0", "--agent", HARD, "--json")
    check(code == 0, f"the planted game is reviewed: {err}")
    first = json.loads(out)["decisions"][0] if code == 0 else {}
    check(first.get("ply") == 0 and first.get("played") == "take" and first.get("best") == "refuse"
          and first.get("costly") is True, f"the blunder is marked: {first}")

    for args, words in ((["--seat", "3"], "seat 4 does not exist"), (["--agent", "normal"], "gives no estimates"),
                        (["--seat", "x"], "--seat"), (["--agent", "hard:nonsense=1"], "bad agent option")):
        code, out, err = run("review", game, *args)
        check(code == 2 and words in err and out == "", f"review {args} is refused naming it: {err!r}")
    code, _, err = run("review", os.path.join(tmp, "missing.json"))
    check(code == 2 and "missing.json" in err, f"a missing file is named: {err!r}")
    code, _, err = run("review")
    check(code == 2 and "review needs a record file" in err, f"no file: {err!r}")

print("review: %d failures" % len(failures))
sys.exit(1 if failures else 0)
