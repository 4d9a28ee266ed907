#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Records written, overwritten and read back under folder and file names in German and Japanese, on every system.

usage: records_test.py [EMULATOR WORDS...] NOBOX-CLI

On Windows (the MinGW build under Wine here, MSVC in the workflow) this is what proves that arguments arrive as
UTF-8 whatever the ANSI code page, that files are opened by their wide names, and that saving over an existing
record replaces it (std::rename cannot there). There, external bots are refused with a clear message.
"""
import json
import os
import subprocess
import sys
import tempfile

COMMAND = sys.argv[1:]
WINDOWS = COMMAND[-1].lower().endswith(".exe")
FOLDER = "Spielstände 記録"
RECORD = FOLDER + "/Partie für Jürgen ゲーム.json"
NAMES = ["Jürgen", "花子", "Zoë"]
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL:", what)


def cli(cwd, *words):
    p = subprocess.run(COMMAND + list(words), cwd=cwd, capture_output=True, timeout=300)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def play(cwd, seed):
    code, out, err = cli(cwd, "play", "--game", "no-thanks", "--players", "3", "--seed", str(seed),
                         "--names", ",".join(NAMES), "--record", RECORD, "--json")
    check(code == 0, f"play --seed {seed} --record '{RECORD}': exit {code}, {err.strip()!r}")


def saved(cwd):
    with open(os.path.join(cwd, RECORD), encoding="utf-8") as f:
        return json.load(f)


def replayed(cwd):
    code, out, err = cli(cwd, "replay", RECORD, "--json")
    check(code == 0, f"replay '{RECORD}': exit {code}, {err.strip()!r}")
    return json.loads(out) if code == 0 else {}


with tempfile.TemporaryDirectory() as cwd:
    os.mkdir(os.path.join(cwd, FOLDER))

    play(cwd, 5)
    first = saved(cwd)
    check(first.get("seed") == 5 and first.get("seats") == NAMES,
          f"the record holds its seed and the names as given: {first.get('seed')}, {first.get('seats')}")
    check(replayed(cwd).get("recordMoves") == len(first.get("moves", [])), "replay reads every move back")

    # Saving over an existing record replaces it whole, and leaves no temporary behind.
    play(cwd, 6)
    second = saved(cwd)
    check(second.get("seed") == 6, f"the second game replaced the first: seed {second.get('seed')}")
    check(replayed(cwd).get("recordMoves") == len(second.get("moves", [])), "replay reads the new record")
    left = sorted(os.listdir(os.path.join(cwd, FOLDER)))
    check(left == [os.path.basename(RECORD)], f"only the record is left in the folder: {left}")

    # A missing file is named in the message as given.
    missing = FOLDER + "/fehlt 無い.json"
    code, out, err = cli(cwd, "replay", missing)
    check(code == 2 and "cannot open " + missing in err, f"a missing record is named: exit {code}, {err.strip()!r}")

    if WINDOWS:
        code, out, err = cli(cwd, "play", "--game", "no-thanks", "--players", "3", "--agents",
                             "external:bot.exe,random,random")
        check(code == 2 and "not supported on this platform" in err,
              f"an external bot is refused before the game: exit {code}, {err.strip()!r}")

print("records_test:", f"{len(failures)} failed" if failures else "all passed")
sys.exit(1 if failures else 0)
