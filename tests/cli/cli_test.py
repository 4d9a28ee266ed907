#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""nobox-cli end to end: every command, --json output, exit codes, and bad input (never a crash)."""
import json
import os
import random
import subprocess
import sys
import tempfile

CLI, TESTS = sys.argv[1], sys.argv[2]
failures = []
checks = 0


def run(*args, stdin=None):
    p = subprocess.run([CLI, *args], capture_output=True, text=True, input=stdin, timeout=120)
    return p.returncode, p.stdout, p.stderr


def check(condition, what):
    global checks
    checks += 1
    if not condition:
        failures.append(what)
        print("FAIL:", what)


def one_json(text, what):
    try:
        value = json.loads(text)
    except ValueError:
        check(False, f"{what}: stdout is not exactly one JSON value: {text[:200]!r}")
        return {}
    check(isinstance(value, dict), f"{what}: JSON output is an object")
    return value


def expect_error(args, what, needle=None):
    code, out, err = run(*args)
    check(code == 2, f"{what}: exit code 2 (got {code}, stderr {err.strip()[:200]!r})")
    check(out == "", f"{what}: nothing on stdout")
    check(err.strip() != "", f"{what}: a message on stderr")
    if needle:
        check(needle in err, f"{what}: stderr names {needle!r} (got {err.strip()[:300]!r})")
    code, out, err = run(*args, "--json")
    check(code == 2, f"{what} --json: exit code 2")
    if code == 2 and err.strip():
        try:
            check("error" in json.loads(err), f"{what} --json: stderr holds an error object")
        except ValueError:
            check(False, f"{what} --json: stderr is JSON")


tmp = tempfile.mkdtemp(prefix="nobox-cli-test-")

# list
code, out, err = run("list", "--json")
check(code == 0, "list exits 0")
games = {g["id"]: g for g in one_json(out, "list").get("games", [])}
check(games.get("no-thanks", {}).get("minPlayers") == 3 and games["no-thanks"].get("maxPlayers") == 7,
      "list: no-thanks 3-7")
check(games.get("no-return", {}).get("minPlayers") == 2 and games["no-return"].get("maxPlayers") == 4,
      "list: no-return 2-4")
check({o["name"] for o in games.get("no-thanks", {}).get("options", [])} >= {"expansion", "open-counters"},
      "list: no-thanks options")
code, out, _ = run("list")
check(code == 0 and "no-thanks" in out and "no-return" in out, "list (text)")

# play -> record -> replay gives the same result
for game, players, options in [("no-thanks", 3, []), ("no-thanks", 5, ["--option", "expansion=true"]),
                               ("no-return", 2, []), ("no-return", 4, [])]:
    record = os.path.join(tmp, f"{game}-{players}.json")
    code, out, err = run("play", "--game", game, "--players", str(players), "--seed", "11", *options,
                         "--record", record, "--json")
    check(code == 0, f"play {game} {players}p exits 0 ({err.strip()[:200]})")
    result = one_json(out, f"play {game}")
    check(len(result.get("seats", [])) == players, f"play {game}: one entry per seat")
    check(os.path.exists(record), f"play {game}: record written")
    if not os.path.exists(record):
        continue
    code, out, err = run("replay", record, "--json")
    check(code == 0, f"replay {game} exits 0 ({err.strip()[:200]})")
    state = one_json(out, f"replay {game}")
    check(state.get("over") is True, f"replay {game}: over")
    check(state.get("scores") == result["results"][0]["scores"], f"replay {game}: same scores as play")
    check(state.get("winners") == result["results"][0]["winners"], f"replay {game}: same winners")
    check(len(state.get("breakdown", [])) == players, f"replay {game}: breakdown per seat")

    # A record cut short replays to a running game: toMove and legal moves are shown.
    data = json.load(open(record))
    half = dict(data, moves=data["moves"][: len(data["moves"]) // 2])
    partial = os.path.join(tmp, "partial.json")
    json.dump(half, open(partial, "w"))
    code, out, _ = run("replay", partial, "--json")
    state = one_json(out, f"replay partial {game}")
    check(code == 0 and state.get("over") is False and "toMove" in state and len(state.get("legal", [])) > 0,
          f"replay partial {game}: toMove and legal")

    # Advice for the seat to move is one of its legal moves; a finished game has none to give.
    for agent in ("normal", "hard:iterations=50"):
        code, out, err = run("hint", partial, "--agent", agent, "--json")
        advice = one_json(out, f"hint {game} {agent}")
        check(code == 0 and advice.get("move") in state.get("legal", []) and advice.get("seat") == state.get("toMove"),
              f"hint {game} {agent}: a legal move for the seat to move ({err.strip()[:200]})")
    expect_error(["hint", record], f"hint on a finished {game} game", "over")
    expect_error(["hint", partial, "--agent", "genius"], "hint with an unknown agent", "genius")

    # An illegal move is named by its index.
    bad = dict(data, moves=data["moves"][:3] + ["no-such-move"] + data["moves"][3:])
    badpath = os.path.join(tmp, "bad-move.json")
    json.dump(bad, open(badpath, "w"))
    expect_error(["replay", badpath], f"replay {game} with a bad move", "move 3")
    if game == "no-thanks":
        # A well-formed but illegal move: the game is already over after all moves.
        over = dict(data, moves=data["moves"] + ["take"])
        json.dump(over, open(badpath, "w"))
        expect_error(["replay", badpath], "replay a move after the end", f"move {len(data['moves'])}")

    # Fuzz: mutated records never crash the replay (exit 0 or 2 only).
    rng = random.Random(players)
    text = open(record).read()
    for i in range(60):
        mutated = list(text)
        for _ in range(rng.randint(1, 8)):
            pos = rng.randrange(len(mutated))
            mutated[pos] = rng.choice('{}[]",:0123456789abcxyz -\x00\xff')
        path = os.path.join(tmp, "fuzz.json")
        open(path, "w", encoding="utf-8", errors="surrogateescape").write("".join(mutated))
        code, _, err = run("replay", path)
        check(code in (0, 2), f"fuzzed {game} record #{i}: exit {code} {err[:200]!r}")
    for name, value in [("game", 5), ("seats", "x"), ("seats", []), ("moves", {}), ("options", [1]),
                        ("setup", [1]), ("seed", "abc"), ("startSeat", 99)]:
        json.dump(dict(data, **{name: value}), open(path, "w"))
        code, _, err = run("replay", path)
        check(code == 2 and err.strip(), f"record with bad {name}: exit 2 with a message")

# play: many games, wins add up
code, out, _ = run("play", "--game", "no-thanks", "--players", "4", "--games", "30", "--seed", "3", "--json")
summary = one_json(out, "play 30 games")
check(code == 0 and abs(sum(s["wins"] for s in summary.get("seats", [])) - 30) < 1e-9, "play: wins add up to 30")
code, out, _ = run("play", "--game", "no-return", "--players", "3", "--seed", "9")
check(code == 0 and "seat 0" in out, "play (text)")

# bench
for game in ("no-thanks", "no-return"):
    code, out, err = run("bench", "--game", game, "--players", "3", "--seconds", "1", "--json")
    bench = one_json(out, f"bench {game}")
    check(code == 0 and bench.get("games_per_second", 0) > 0 and bench.get("moves_per_second", 0) > 0,
          f"bench {game}: games and moves per second")

# golden records replay to their expected results
golden_dir = os.path.join(TESTS, "golden")
for name in sorted(os.listdir(golden_dir)) if os.path.isdir(golden_dir) else []:
    if not name.endswith(".json"):
        continue
    code, out, err = run("replay", os.path.join(golden_dir, name), "--json")
    check(code == 0, f"golden {name} replays ({err.strip()[:200]})")
    expected = json.load(open(os.path.join(golden_dir, name))).get("expected", {})
    state = one_json(out, f"golden {name}")
    for key in ("scores", "winners", "over"):
        if key in expected:
            check(state.get(key) == expected[key], f"golden {name}: {key} {state.get(key)} == {expected[key]}")

# bad command lines
not_json = os.path.join(tmp, "not.json")
open(not_json, "w").write("this is { not json")
array_json = os.path.join(tmp, "array.json")
open(array_json, "w").write("[1, 2, 3]")
empty = os.path.join(tmp, "empty.json")
open(empty, "w").write("")
expect_error(["fly"], "unknown command", "fly")
expect_error(["list", "--colour"], "unknown option", "--colour")
expect_error(["replay"], "replay without a file", "record")
expect_error(["replay", os.path.join(tmp, "missing.json")], "missing record", "missing.json")
expect_error(["replay", not_json], "record that is not JSON", "not valid JSON")
expect_error(["replay", empty], "empty record", "not valid JSON")
expect_error(["replay", array_json], "record that is an array", "object")
expect_error(["replay", "a.json", "b.json"], "two records", "b.json")
expect_error(["play", "--players", "3"], "play without a game", "--game")
expect_error(["play", "--game", "no-idea", "--players", "3"], "unknown game", "no-idea")
expect_error(["play", "--game", "no-thanks"], "play without players", "--players")
expect_error(["play", "--game", "no-thanks", "--players", "9"], "too many players", "--players")
expect_error(["play", "--game", "no-return", "--players", "two"], "players not a number", "two")
expect_error(["play", "--game", "no-thanks", "--players", "3", "--option", "expansion=maybe"], "bad option value",
             "expansion=maybe")
expect_error(["play", "--game", "no-thanks", "--players", "3", "--option", "colour=red"], "unknown game option",
             "colour")
expect_error(["play", "--game", "no-thanks", "--players", "3", "--option", "expansion"], "option without =",
             "name=value")
expect_error(["play", "--game", "no-thanks", "--players", "3", "--agents", "random,genius,random"], "unknown agent",
             "genius")
expect_error(["play", "--game", "no-thanks", "--players", "3", "--agents", "random,random"], "too few agents",
             "agents")
expect_error(["play", "--game", "no-thanks", "--players", "3", "--seed"], "option without its value", "--seed")
expect_error(["bench", "--game", "no-thanks", "--players", "3", "--seconds", "0"], "bench for zero seconds",
             "--seconds")

# a failed --record write leaves an existing file untouched
keep = os.path.join(tmp, "keep.json")
open(keep, "w").write("precious")
code, _, _ = run("play", "--game", "no-thanks", "--players", "3", "--record", os.path.join(tmp, "no", "dir.json"))
check(code == 2, "record into a missing folder fails with exit 2")
check(open(keep).read() == "precious", "an unrelated file is untouched")

print(f"{checks - len(failures)} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
