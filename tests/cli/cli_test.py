#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""nobox-cli end to end: every command, --json output, exit codes, and bad input (never a crash)."""
import json
import os
import pty
import random
import shlex
import subprocess
import sys
import tempfile

CLI, TESTS = os.path.abspath(sys.argv[1]), sys.argv[2]
failures = []
checks = 0


def run(*args, stdin=None, cwd=None):
    p = subprocess.run([CLI, *args], capture_output=True, text=True, input=stdin, timeout=120, cwd=cwd)
    return p.returncode, p.stdout, p.stderr


def run_with_terminal(*args):
    """Runs with stderr on a pseudo-terminal (as a person at a console has it): exit code, stdout, stderr."""
    leader, follower = pty.openpty()
    out_file = tempfile.TemporaryFile()  # not a pipe: a large stdout must not block while stderr is read
    p = subprocess.Popen([CLI, *args], stdout=out_file, stderr=follower)
    os.close(follower)
    err = b""
    while True:
        try:
            chunk = os.read(leader, 4096)
        except OSError:  # the terminal is gone once the program has exited
            break
        if not chunk:
            break
        err += chunk
    p.wait(timeout=120)
    os.close(leader)
    out_file.seek(0)
    return p.returncode, out_file.read().decode(), err.decode(errors="replace")


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


def tables_of(game):
    """The tables each listed game is played at: the fewest players with the defaults, and two more (or the most)
    with every boolean option on."""
    more = min(game["minPlayers"] + 2, game["maxPlayers"])
    options = [word for o in game.get("options", []) if o.get("type") == "bool"
               for word in ("--option", f"{o['name']}=on")]
    return [(game["id"], game["minPlayers"], []), (game["id"], more, options)]


# play -> record -> replay gives the same result, for every game the registry holds
check(len(games) >= 3, f"list: every game ({', '.join(games)})")
for game, players, options in [table for listed in games.values() for table in tables_of(listed)]:
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
    expect_error(["hint", record], f"hint on a finished {game} game suggests --at", "--at N")

    # --at N: the position after N moves, for replay and hint alike.
    at = len(data["moves"]) // 2
    code, out, err = run("replay", record, "--at", str(at), "--json")
    state_at = one_json(out, f"replay --at {game}")
    check(code == 0 and state_at.get("moves") == at and state_at.get("over") is False
          and state_at.get("legal") == state.get("legal") and state_at.get("toMove") == state.get("toMove"),
          f"replay --at {at} {game} is the record cut after {at} moves ({err.strip()[:200]})")
    code, out, err = run("hint", record, "--at", str(at), "--agent", "normal", "--json")
    advice = one_json(out, f"hint --at {game}")
    check(code == 0 and advice.get("move") in state.get("legal", []) and advice.get("at") == at
          and advice.get("seat") == state.get("toMove"), f"hint --at {at} {game}: a legal move there")
    expect_error(["hint", record, "--at", str(len(data["moves"]) + 1)], f"hint --at past the end {game}",
                 "past the end")
    expect_error(["hint", record, "--at", "-1"], f"hint --at -1 {game}", "--at")
    check(data.get("seats") == players, f"play --record without --names writes the seat count ({data.get('seats')})")
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

# No Idea: illegal moves and impossible setups are refused in one line naming the rule
data = json.load(open(os.path.join(tmp, "no-idea-2.json")))
for moves, needle in [(["pile 1"], "ND-3"), (["reveal 7"], "reveal 4, pile 2, nothing-fits"),
                      (["nothing-fits"], "ND-7")]:
    path = os.path.join(tmp, "no-idea-bad.json")
    json.dump(dict(data, moves=moves), open(path, "w"))
    expect_error(["replay", path], f"no-idea record with {moves}", needle)
    code, _, err = run("replay", path)
    check(len(err.strip().splitlines()) == 1, f"no-idea record with {moves}: one line ({err!r})")
box = [f"{c}{n}" for c in ("blue", "grey", "green", "yellow", "red", "purple") for n in range(1, 7) for _ in range(3)]
for bad_setup, needle in [({"cards": box}, "ND-1"),
                          ({"cards": ["red4-plus"]}, "red4-plus"),
                          ({"cards": [], "trophies": [5] * 13}, "ND-1")]:
    path = os.path.join(tmp, "no-idea-setup.json")
    json.dump({"format": "nobox-record", "game": "no-idea", "version": 1, "seats": 3, "startSeat": 0,
               "setup": bad_setup, "moves": []}, open(path, "w"))
    expect_error(["replay", path], f"no-idea setup {str(bad_setup)[:40]}", needle)
expect_error(["play", "--game", "no-idea", "--players", "6"], "no-idea with six players", "2")
expect_error(["play", "--game", "no-idea", "--players", "3", "--option", "memory-aid=maybe"],
             "no-idea with a bad option value", "memory-aid")
code, out, err = run("play", "--game", "no-idea", "--players", "4", "--agents", "easy,normal,hard:iterations=40,random")
check(code == 0 and "winners:" in out, f"play no-idea with every level ({err.strip()[:200]})")

# play: many games, wins add up
code, out, _ = run("play", "--game", "no-thanks", "--players", "4", "--games", "30", "--seed", "3", "--json")
summary = one_json(out, "play 30 games")
check(code == 0 and abs(sum(s["wins"] for s in summary.get("seats", [])) - 30) < 1e-9, "play: wins add up to 30")
code, out, err = run("play", "--game", "no-return", "--players", "3", "--seed", "9")
check(code == 0 and "Seat 1 (random)" in out and "winners: Seat" in out, "play (text): seats called Seat 1, 2, 3")
check(err == "", "play: nothing on stderr when it is not a terminal")

# --names: in the record and in the text; unnamed seats are "Seat N"
named = os.path.join(tmp, "named.json")
code, out, err = run("play", "--game", "no-thanks", "--players", "3", "--names", "Ann,,Cas", "--record", named)
check(code == 0 and "Ann (random)" in out and "Seat 2 (random)" in out, f"play --names (text) {err.strip()[:200]}")
check(json.load(open(named)).get("seats") == ["Ann", "", "Cas"], "play --names: the record holds the names")
code, out, _ = run("replay", named)
check(code == 0 and "  Ann: " in out and "  Seat 2: " in out and "  Cas: " in out, "replay names the seats")
code, out, _ = run("replay", named, "--json")
check(one_json(out, "replay --json names").get("names") == ["Ann", "", "Cas"], "replay --json: names")
expect_error(["play", "--game", "no-thanks", "--players", "3", "--names", "Ann,Ben"], "--names too short", "--names")

# option values: what people type on the command line, exact JSON types in records
for value, expected in [("true", True), ("yes", True), ("on", True), ("1", True), ("false", False), ("no", False),
                        ("off", False), ("0", False)]:
    code, out, err = run("play", "--game", "no-thanks", "--players", "3", "--option", f"expansion={value}", "--json")
    check(code == 0 and one_json(out, "play option").get("options", {}).get("expansion") == str(expected).lower(),
          f"--option expansion={value} reads as {expected} ({err.strip()[:200]})")
expect_error(["play", "--game", "no-thanks", "--players", "3", "--option", "expansion=maybe"],
             "a bad boolean names what is allowed", "true or false")
base = os.path.join(tmp, "no-thanks-3.json")
for bad in ["yes", 0, 1, "true", None]:
    data = json.load(open(base))
    data["options"]["expansion"] = bad
    path = os.path.join(tmp, "typed-option.json")
    json.dump(data, open(path, "w"))
    expect_error(["replay", path], f"record with \"expansion\": {json.dumps(bad)}", "expansion")
    code, _, err = run("replay", path)
    check("move" not in err, f"record with \"expansion\": {json.dumps(bad)} is refused when read, not at a move: "
          f"{err.strip()[:200]!r}")

# a bot whose program does not exist is an error naming it, before any game; a real bot plays
expect_error(["play", "--game", "no-thanks", "--players", "3", "--agents", "random,external:no-such-bot-x1,random"],
             "bot program not found", "no-such-bot-x1")
expect_error(["tournament", "--game", "no-thanks", "--players", "3", "--games", "3",
              "--agents", "random,external:./no/such/bot,random"], "tournament with a missing bot", "./no/such/bot")
expect_error(["play", "--game", "no-thanks", "--players", "3", "--agents", f"random,external:{tmp},random"],
             "bot program not executable", "not executable")
expect_error(["play", "--game", "no-thanks", "--players", "3", "--agents", "random,external:exec no-such-bot-x2 2>/dev/null,random"],
             "bot the shell cannot run", "no-such-bot-x2")
example_bot = os.path.join(TESTS, "..", "scripts", "bots", "example_bot.py")
code, out, err = run("play", "--game", "no-thanks", "--players", "3", "--agents",
                     f"external:{sys.executable} {example_bot},random,random")
check(code == 0 and "warning" not in err, f"the example bot plays a whole game ({err.strip()[:200]})")

# progress: one line rewritten on a terminal, quiet with --json
for args in (["play", "--game", "no-thanks", "--players", "3", "--games", "2000"],
             ["tournament", "--game", "no-thanks", "--players", "3", "--agents", "random,random,random",
              "--games", "3000"],
             ["bench", "--game", "no-thanks", "--players", "3", "--seconds", "1"]):
    code, out, err = run_with_terminal(*args)
    check(code == 0 and "\r" in err and "games" in err and "s" in err, f"{args[0]}: progress on a terminal {err[-200:]!r}")
    check(err.rstrip(" ").endswith("\r"), f"{args[0]}: the progress line is cleared at the end")
    code, out, err = run_with_terminal(*args, "--json")
    check(code == 0 and err == "", f"{args[0]} --json: no progress ({err[:200]!r})")
    one_json(out, f"{args[0]} --json on a terminal")
code, out, err = run_with_terminal("tournament", "--game", "no-thanks", "--players", "3", "--agents",
                                   "normal,random,random", "--games", "600")
check("/600 games" in err and "left" in err, f"tournament progress: done/total and time left ({err[-200:]!r})")

# the README's nobox-cli commands that use game.json work as written, in order
readme = open(os.path.join(TESTS, "..", "README.md"), encoding="utf-8").read()
section = readme.split("## nobox-cli", 1)[-1].split("\n## ", 1)[0]
workdir = tempfile.mkdtemp(prefix="nobox-readme-")
commands = [shlex.split(line.strip(), comments=True) for line in section.splitlines()
            if line.startswith("    nobox-cli ") and "game.json" in line]
check(len(commands) >= 3, f"the README shows a play --record, replay and hint sequence ({len(commands)} commands)")
for words in commands:
    code, out, err = run(*words[1:], cwd=workdir)
    check(code == 0 and out.strip() != "", f"README: {' '.join(words)} works ({err.strip()[:200]})")

# bench
for game in games:
    players = min(max(3, games[game]["minPlayers"]), games[game]["maxPlayers"])
    code, out, err = run("bench", "--game", game, "--players", str(players), "--seconds", "1", "--json")
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
expect_error(["replay", os.path.join(tmp, "missing.json")], "missing record says why", "No such file or directory")
expect_error(["replay", tmp], "a folder as a record", "Is a directory")
expect_error(["replay", not_json], "record that is not JSON", "not valid JSON")
expect_error(["replay", not_json], "record that is not JSON says where", "(line 1, column ")
two_lines = os.path.join(tmp, "two-lines.json")
open(two_lines, "w").write('{"game": "no-thanks",\n "seats": 3 "seed": 1}')
expect_error(["replay", two_lines], "JSON error on line 2", "(line 2, column ")
deep = os.path.join(tmp, "deep.json")
open(deep, "w").write("[" * 100000 + "]" * 100000)
expect_error(["replay", deep], "a record nested too deep", "deep")
expect_error(["replay", empty], "empty record", "not valid JSON")
expect_error(["replay", array_json], "record that is an array", "object")
expect_error(["replay", "a.json", "b.json"], "two records", "b.json")
expect_error(["play", "--players", "3"], "play without a game", "--game")
expect_error(["play", "--game", "Not a game!", "--players", "3"], "unknown game", "Not a game!")
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
