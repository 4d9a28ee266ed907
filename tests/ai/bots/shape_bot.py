#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A bot for tests/ai/bot_protocol_test.py that checks every request's shape (docs/bot-protocol.md, protocol 2):
every game's observation names the seat count `seatCount`, the per-seat list `seats` (one entry per seat) and
the kind of decision `decision`. A request that does not is reported on stderr as "shape: ..."; the bot answers
the first legal move either way."""
import json
import sys

for line in sys.stdin:
    request = json.loads(line)
    observation = request.get("observation", {})
    problems = []
    if request.get("protocol") != 2:
        problems.append(f"protocol {request.get('protocol')}")
    count = observation.get("seatCount")
    if not isinstance(count, int):
        problems.append(f"seatCount {count!r}")
    seats = observation.get("seats")
    if not isinstance(seats, list) or len(seats) != count or not all(isinstance(s, dict) for s in seats):
        problems.append(f"seats {seats!r}")
    if not isinstance(observation.get("decision"), str):
        problems.append(f"decision {observation.get('decision')!r}")
    for old in ("players", "stage", "displays", "skipped", "bidMarks"):
        if old in observation:
            problems.append(f"the old field {old}")
    if problems:
        print(f"shape: {request.get('game')}: {', '.join(problems)}", file=sys.stderr, flush=True)
    print(request["legal"][0], flush=True)
