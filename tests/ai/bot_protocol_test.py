#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The external bot protocol end to end (docs/bot-protocol.md), and a small tournament.

usage: bot_protocol_test.py NOBOX_CLI REPO_ROOT"""
import json
import subprocess
import sys

CLI = sys.argv[1]
ROOT = sys.argv[2]
PY = sys.executable
EXAMPLE = f"{PY} {ROOT}/scripts/bots/example_bot.py"
BAD = f"{PY} {ROOT}/tests/ai/bots/bad_bot.py"
failures = []


def run(*args, timeout=120):
    result = subprocess.run([CLI, *args], capture_output=True, text=True, timeout=timeout)
    return result.returncode, result.stdout, result.stderr


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL:", what, file=sys.stderr)


def play(game, players, agents, games=1, extra=()):
    code, out, err = run("play", "--game", game, "--players", str(players), "--agents", agents, "--games",
                         str(games), "--seed", "5", "--json", *extra)
    data = json.loads(out) if code == 0 and out.strip() else None
    return code, data, err


# The example bot plays whole games of every game without a single complaint.
for game, players in (("no-thanks", 3), ("no-thanks", 5), ("no-return", 2), ("no-idea", 3)):
    code, data, err = play(game, players, ",".join([f"external:{EXAMPLE}"] + ["normal"] * (players - 1)), games=2)
    check(code == 0 and data is not None, f"example bot {game}/{players}: exit {code}, {err}")
    check("warning" not in err, f"example bot {game}/{players} was reported: {err}")
    if data:
        check(data["games"] == 2 and len(data["results"]) == 2, f"example bot {game}: results {data}")

# Every game's observation names the seats and the decision the same way (protocol 2).
SHAPE = f"{PY} {ROOT}/tests/ai/bots/shape_bot.py"
for game, players in (("no-thanks", 3), ("no-return", 3), ("no-idea", 3)):
    code, data, err = play(game, players, ",".join([f"external:{SHAPE}"] + ["random"] * (players - 1)))
    check(code == 0 and "shape:" not in err and "warning" not in err, f"shape bot {game}: exit {code}, {err}")

# Expansion on: the bot meets every kind of move.
code, data, err = play("no-thanks", 4, f"external:{EXAMPLE},random,random,random", games=3,
                       extra=("--option", "expansion=true"))
check(code == 0 and "warning" not in err, f"example bot with the expansion: exit {code}, {err}")

# Bad bots: the match goes on, each problem is reported on stderr.
cases = [
    ("illegal", "external:" + BAD + " illegal", "not a legal move now", "not a move"),
    ("garbage", "external:" + BAD + " garbage", "which is not a move", None),
    ("silent", "external:timeout=60:" + BAD + " silent", "did not answer within 60 ms", None),
    ("slow", "external:timeout=400:" + BAD + " slow", "did not answer within 400 ms", None),
    ("crash", "external:" + BAD + " crash", "exited without answering", None),
    ("nostart", "external:" + BAD + " nostart", "exited without answering", "bot is not running"),
]
for name, spec, expected, alternative in cases:
    code, data, err = play("no-thanks", 3, f"{spec},normal,normal")
    check(code == 0 and data is not None and data["results"][0]["winners"] is not None,
          f"{name} bot: the game did not finish (exit {code}): {err[-500:]}")
    found = expected in err or (alternative is not None and alternative in err)
    check(found, f"{name} bot: expected '{expected}' in stderr, got: {err[-500:]}")
    check("a random move was played instead" in err, f"{name} bot: replacement not reported: {err[-300:]}")
    if name == "slow":
        # The first answer comes 1.2 s late: the decisions until then time out, the late answers are skipped (they
        # carry their decision number) and the bot is back in step for the rest of the game. The timeout leaves a
        # loaded machine room (a late answer after that is one more warning, never a hang).
        warnings = err.count("warning")
        check(1 <= warnings <= 6 and "decision 1:" in err and "decision 10:" not in err,
              f"slow bot: expected a few warnings at the start only, got: {err}")
    if name == "crash":
        check(err.count("warning") == 1, f"crash bot: expected one warning, got: {err}")

# A bad spec is an error before anything starts.
code, _, err = run("play", "--game", "no-thanks", "--players", "3", "--agents", "external:,random,random")
check(code == 2, f"empty external command: exit {code}")
code, _, err = run("play", "--game", "no-thanks", "--players", "3", "--agents", "external:timeout=x:true,random,random")
check(code == 2, f"bad timeout: exit {code}")

# Tournament: JSON shape, rotation, shares summing to the games played.
code, out, err = run("tournament", "--game", "no-thanks", "--players", "3", "--agents", "normal,random,easy",
                     "--games", "12", "--seed", "3", "--json")
check(code == 0, f"tournament: exit {code}, {err}")
if code == 0:
    data = json.loads(out)
    agents = data["agents"]
    check(len(agents) == 3, f"tournament: three entrants, got {agents}")
    total = sum(a["wins"] for a in agents)
    check(abs(total - 12) < 1e-9, f"tournament: wins sum to {total}, not 12")
    for a in agents:
        low, high = a["ci95"]
        check(0 <= low <= a["winRate"] + 1e-12 and a["winRate"] <= high + 1e-12 and high <= 1,
              f"tournament: bad interval {a}")
        check(a["decisions"] > 0 and a["decisionMs"]["max"] >= a["decisionMs"]["median"] >= 0, f"times {a}")
# The same tournament twice gives the same result (deterministic agents, fixed budget).
code2, out2, _ = run("tournament", "--game", "no-thanks", "--players", "3", "--agents", "normal,random,easy",
                     "--games", "12", "--seed", "3", "--json", "--threads", "1")
if code == 0 and code2 == 0:
    first = [(a["wins"], a["meanScore"]) for a in json.loads(out)["agents"]]
    second = [(a["wins"], a["meanScore"]) for a in json.loads(out2)["agents"]]
    check(first == second, f"tournament not reproducible: {first} vs {second}")
code, out, err = run("tournament", "--game", "no-return", "--players", "2", "--agents", "hard:iterations=40,normal",
                     "--games", "2", "--seed", "1")
check(code == 0 and "win rate" in out, f"no-return tournament (text): exit {code}, {err}")
code, _, err = run("tournament", "--game", "no-thanks", "--players", "3", "--agents", "normal,bogus,easy",
                   "--games", "2")
check(code == 2 and "bogus" in err, f"unknown agent in a tournament: exit {code}, {err}")

if failures:
    print(f"{len(failures)} failure(s)", file=sys.stderr)
    sys.exit(1)
print("bot protocol and tournament: ok")
