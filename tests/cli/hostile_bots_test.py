#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Hostile external bots (docs/bot-protocol.md, docs/reliability.md): a bot that floods its output, never reads
its input, forks children, or ignores SIGTERM never hangs nobox-cli. Each game finishes, each problem is reported
on stderr, and no process the bot started outlives the game. Small timeouts keep each case to a few seconds.

usage: hostile_bots_test.py NOBOX_CLI TESTS_DIR"""
import json
import os
import subprocess
import sys
import tempfile
import time

CLI = os.path.abspath(sys.argv[1])
BOT = os.path.join(os.path.abspath(sys.argv[2]), "cli", "bots", "hostile_bot.py")
failures = []
tmp = tempfile.mkdtemp(prefix="nobox-bots-")


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL:", what)


def alive(pid):
    """Whether a process runs (a zombie waiting for its parent counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


# (mode, timeout ms, what stderr must say (one of), most seconds the whole game may take). A bot that never reads
# is stopped either for its silence or, once its input pipe is full (No Return's observations are larger), for
# not reading.
SILENT = ("has said nothing", "did not read its request")
cases = [
    ("flood", 2000, ("without a line break",), 20),
    ("floodlines", 200, ("which is not a move",), 20),
    ("floodlate", 200, ("earlier decisions",), 20),
    ("deaf", 200, SILENT, 20),
    ("forker", 200, SILENT, 20),
    ("orphan", 2000, None, 20),
    ("noterm", 2000, None, 20),
]
for mode, timeout, expected, limit in cases:
    pidfile = os.path.join(tmp, mode + ".pids")
    spec = f"external:timeout={timeout}:{sys.executable} {BOT} {mode} {pidfile}"
    for game, players in (("no-thanks", 3), ("no-return", 2)):
        what = f"{mode} bot ({game})"
        started = time.monotonic()
        try:
            p = subprocess.run([CLI, "play", "--game", game, "--players", str(players), "--agents",
                                ",".join([spec] + ["random"] * (players - 1)), "--seed", "3", "--json"],
                               capture_output=True, timeout=120)
        except subprocess.TimeoutExpired:
            check(False, f"{what}: nobox-cli hung (killed after 120 s)")
            continue
        seconds = time.monotonic() - started
        err = p.stderr.decode("utf-8", "replace")
        check(p.returncode == 0, f"{what}: exit 0, got {p.returncode}: {err[-400:]!r}")
        try:
            result = json.loads(p.stdout)
            check(result["results"][0]["winners"], f"{what}: the game finished with a winner")
        except (ValueError, KeyError, IndexError):
            check(False, f"{what}: one JSON result: {p.stdout[:200]!r}")
        check(seconds < limit, f"{what}: took {seconds:.1f} s (at most {limit})")
        check(len(err) < 200000, f"{what}: stderr of {len(err)} bytes")
        if expected:
            check(any(e in err for e in expected), f"{what}: stderr says one of {expected!r}: {err[-400:]!r}")
            check("the bot was stopped" in err or mode in ("floodlines", "floodlate"), f"{what}: the bot was stopped")
            check("a random move was played instead" in err, f"{what}: the replacement is reported")
        else:
            check("warning" not in err, f"{what}: a bot that plays well is not reported: {err[-400:]!r}")
        time.sleep(0.2)
        pids = [int(x) for x in open(pidfile).read().split()] if os.path.exists(pidfile) else []
        check(len(pids) >= 1, f"{what}: the bot started")
        left = [pid for pid in pids if alive(pid)]
        check(not left, f"{what}: processes of the bot outlived the game: {left}")
        for pid in left:  # only the processes this test's bots started (their pids are in the file)
            os.kill(pid, 9)
        if os.path.exists(pidfile):
            os.remove(pidfile)
        print(f"{what}: {seconds:.1f} s, {err.count('warning')} warnings")

print(f"{len(cases) * 2} hostile bot games, {len(failures)} failures")
sys.exit(1 if failures else 0)
