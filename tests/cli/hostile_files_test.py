#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Hostile record files (docs/reliability.md): each is refused by nobox-cli replay and hint with exit code 2, no
crash, nothing on stdout, and a message on stderr naming what is wrong. The huge (100 MB) and deeply nested
(10,000 levels) files are made here at run time, never committed.

usage: hostile_files_test.py NOBOX_CLI"""
import json
import os
import subprocess
import sys
import tempfile
import time

CLI = os.path.abspath(sys.argv[1])
failures = []
cases = 0
tmp = tempfile.mkdtemp(prefix="nobox-hostile-")


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL:", what)


def refused(name, content, needles, commands=("replay", "hint"), path=None):
    """Writes `content` (str or bytes) to a file (or takes the file at `path`); every command must refuse it
    naming each of `needles`."""
    global cases
    cases += 1
    if path is None:
        path = os.path.join(tmp, name + ".json")
        with open(path, "wb") as f:
            f.write(content if isinstance(content, bytes) else content.encode("utf-8", "surrogateescape"))
    for command in commands:
        for extra in ([], ["--json"]):
            started = time.monotonic()
            p = subprocess.run([CLI, command, path, *extra], capture_output=True, timeout=120)
            seconds = time.monotonic() - started
            err = p.stderr.decode("utf-8", "replace")
            what = f"{name} ({command}{' --json' if extra else ''})"
            check(p.returncode == 2, f"{what}: exit code 2, got {p.returncode}: {err[:300]!r}")
            check(p.stdout == b"", f"{what}: nothing on stdout, got {p.stdout[:200]!r}")
            check("Sanitizer" not in err and "terminate" not in err, f"{what}: no crash: {err[:500]!r}")
            check(len(err) < 2000, f"{what}: a short message, not {len(err)} bytes")
            check(seconds < 30, f"{what}: refused within 30 s, took {seconds:.1f} s")
            for needle in needles:
                check(needle in err, f"{what}: stderr names {needle!r}: {err[:300]!r}")
            if not extra and command == "replay" and os.environ.get("NOBOX_SHOW_MESSAGES"):
                print(f"| {name} | {err.strip()[len('nobox-cli: error: ') + len(path) + 2:][:160]} |")
            if extra:
                try:
                    check("message" in json.loads(err)["error"], f"{what}: a JSON error object")
                except (ValueError, KeyError, TypeError):
                    check(False, f"{what}: stderr is one JSON error object: {err[:300]!r}")


def record(**fields):
    base = {"format": "nobox-record", "game": "no-thanks", "version": 1, "seats": 3, "seed": 5, "moves": []}
    base.update(fields)
    return json.dumps({k: v for k, v in base.items() if v is not None})


good = record(moves=["take", "refuse", "take"])

# Empty, truncated, not text.
refused("empty", "", ["not valid JSON"])
refused("whitespace", " \n\t ", ["not valid JSON"])
refused("truncated", good[: len(good) // 2], ["not valid JSON", "line 1"])
refused("binary", bytes(range(256)) * 4, ["not valid JSON"])
refused("invalid-utf8", good.replace('"take"', '"t\udcffke"', 1), ["not valid JSON"])
refused("nul-inside", good[:20] + "\0" + good[20:], ["not valid JSON"])

# Huge: 100 MB of moves; too large to read. And a record just past the limit in one string.
huge = os.path.join(tmp, "huge.json")
with open(huge, "w") as f:
    f.write('{"game": "no-thanks", "seats": 3, "seed": 1, "moves": [')
    chunk = '"refuse", ' * 100000
    while f.tell() < 100 * 1024 * 1024:
        f.write(chunk)
    f.write('"take"]}')
refused("huge", None, ["larger than 16 MiB"], path=huge)
os.remove(huge)
refused("long-string", '{"game": "' + "x" * (17 * 1024 * 1024) + '"}', ["larger than 16 MiB"])

# Deep: 10,000 levels of arrays, of objects, inside a field; just past the limit.
refused("deep-arrays", "[" * 10000 + "]" * 10000, ["deep"])
refused("deep-objects", '{"a":' * 10000 + "1" + "}" * 10000, ["deep"])
refused("deep-setup", '{"game": "no-thanks", "seats": 3, "setup": ' + '{"deck":' * 10000 + "[]" + "}" * 10001,
        ["deep"])
refused("deep-65", "[" * 65 + "]" * 65, ["more than 64 deep"])

# Not a record at all, or the wrong kind of JSON.
refused("array", "[1, 2, 3]", ["object"])
refused("number", "17", ["object"])
refused("string", '"nobox-record"', ["object"])
refused("other-format", record(format="chess-pgn"), ["chess-pgn"])

# Wrong types: each names its field.
for field, value in [("game", 5), ("seats", "three"), ("seats", [1, 2, 3]), ("seats", {}), ("moves", "take"),
                     ("moves", [1, 2]), ("options", [1]), ("options", {"expansion": {"a": 1}}), ("setup", [1]),
                     ("seed", "abc"), ("seed", 1.5), ("startSeat", "0"), ("version", "1"), ("version", 1.0)]:
    name = field if field != "moves" or not isinstance(value, list) else "moves[0]"
    if field == "seats" and isinstance(value, list):
        name = "seats[0]"
    refused(f"type-{field}-{type(value).__name__}", record(**{field: value}), [name])
refused("missing-game", record(game=None), ["game"])
refused("missing-seats", record(seats=None), ["seats"])
refused("missing-seed", record(seed=None), ["seed"])

# Out of range and negative numbers.
refused("seats-negative", record(seats=-3), ["seats"])
refused("seats-zero", record(seats=0), ["seats"])
refused("seats-huge", record(seats=10**12), ["seats"])
refused("seats-too-many", record(seats=8), ["8 players"])
refused("seats-too-few", record(seats=2), ["2 players"])
refused("no-return-5-seats", record(game="no-return", seats=5), ["5 players"])
refused("start-seat-negative", record(startSeat=-1), ["startSeat"])
refused("start-seat-past-end", record(startSeat=3), ["startSeat"])
refused("seed-negative", record(seed=-1), ["seed"])
refused("seed-past-2^64", record(seed=2**64), ["seed"])
refused("version-negative", record(version=-1), ["version"])
refused("version-2^40", record(version=2**40), ["version"])
refused("number-overflow", '{"game": "no-thanks", "seats": 3, "seed": 1e999}', ["not valid JSON", "line 1"])
refused("option-int-for-bool", record(options={"expansion": 1}), ["expansion"])

# Unknown games and options, future versions.
refused("unknown-game", record(game="chess"), ["unknown game 'chess'"])
refused("unknown-game-empty", record(game=""), ["unknown game ''"])
refused("unknown-game-long", record(game="g" * 100000), ["unknown game"])
refused("unknown-option", record(options={"colour": True}), ["colour"])
refused("future-version", record(version=99), ["version 99"])

# Duplicate pieces, unknown pieces, impossible setups.
refused("nt-duplicate-card", record(setup={"deck": ["17", "17", "3"]}, seed=None), ["deck[1]", "17"])
refused("nt-unknown-card", record(setup={"deck": ["17", "99"]}, seed=None), ["99"])
refused("nt-special-without-expansion", record(setup={"deck": ["wild", "3"]}, seed=None), ["expansion"])
refused("nt-green-set-aside", record(options={"expansion": True}, setup={"deck": ["3"], "setAside": ["wild"]},
                                     seed=None), ["setAside[0]", "green"])
refused("nt-empty-deck", record(setup={"deck": []}, seed=None), ["no cards"])
refused("nt-too-many-cards", record(setup={"deck": [str(3 + i % 33) for i in range(60)]}, seed=None),
        ["deck"])
refused("nt-unknown-setup-field", record(setup={"deck": ["3"], "hands": [["5"]]}, seed=None), ["hands"])
refused("nr-third-copy", record(game="no-return", seats=2, seed=None,
                                setup={"bag": ["red11", "red11", "red11"] + ["blue3"] * 0}), ["bag[2]", "third"])
refused("nr-bad-counter", record(game="no-return", seats=2, seed=None, setup={"bag": ["red12"]}), ["bag[0]"])
refused("nr-bag-not-list", record(game="no-return", seats=2, seed=None, setup={"bag": "red11"}), ["bag"])

# Moves: unknown, illegal, after the end, absurdly long.
refused("move-unknown", record(moves=["take", "fly"]), ["move 1", "fly"])
refused("move-illegal-now", record(moves=["take", "give 17"]), ["move 1"])
refused("move-huge", record(moves=["x" * 1000000]), ["move 0"])
refused("move-control-bytes", record(moves=["take\u001b[2J"]), ["move 0"])
over = subprocess.run([CLI, "play", "--game", "no-thanks", "--players", "3", "--seed", "4", "--record",
                       os.path.join(tmp, "over.json")], capture_output=True, timeout=120)
check(over.returncode == 0, "a record to extend")
finished = json.load(open(os.path.join(tmp, "over.json")))
refused("move-after-end", json.dumps(dict(finished, moves=finished["moves"] + ["take"])),
        [f"move {len(finished['moves'])}", "over"])

# Odd but valid setups (a short bag, a one-card deck): replayed or refused, never a crash, at every position.
for name, text in [("nr-short-bag", record(game="no-return", seats=2, seed=None, setup={"bag": ["red11"]})),
                   ("nr-empty-bag", record(game="no-return", seats=3, seed=None, setup={"bag": []})),
                   ("nt-one-card", record(setup={"deck": ["35"]}, seed=None)),
                   ("nt-one-card-expansion", record(options={"expansion": True}, setup={"deck": ["pink-x"]},
                                                    seed=None))]:
    path = os.path.join(tmp, name + ".json")
    open(path, "w").write(text)
    for command in ("replay", "hint"):
        p = subprocess.run([CLI, command, path, "--json"], capture_output=True, text=True, timeout=120)
        check(p.returncode in (0, 2) and "Sanitizer" not in p.stderr,
              f"{name} ({command}): exit 0 or 2, no crash: {p.returncode} {p.stderr[:300]!r}")
        check((p.returncode == 0) == (p.stdout != ""), f"{name} ({command}): a result or an error")

# --at past the end, and a file that is no file.
for command in ("replay", "hint"):
    path = os.path.join(tmp, "good.json")
    open(path, "w").write(good)
    p = subprocess.run([CLI, command, path, "--at", "99"], capture_output=True, text=True, timeout=60)
    check(p.returncode == 2 and "past the end" in p.stderr, f"{command} --at 99: {p.stderr[:200]!r}")
    p = subprocess.run([CLI, command, "/dev/zero"], capture_output=True, text=True, timeout=60)
    check(p.returncode == 2 and "larger than" in p.stderr, f"{command} /dev/zero: {p.returncode} {p.stderr[:200]!r}")
    p = subprocess.run([CLI, command, "/dev/null"], capture_output=True, text=True, timeout=60)
    check(p.returncode == 2 and "not valid JSON" in p.stderr, f"{command} /dev/null: {p.stderr[:200]!r}")

print(f"{cases} hostile files, {len(failures)} failures")
sys.exit(1 if failures else 0)
