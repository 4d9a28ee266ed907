#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Misbehaving bots for tests/ai/bot_protocol_test.py: bad_bot.py MODE, MODE one of
illegal (a well-formed move that is not legal, or a made-up one), garbage (not a move at all), silent (reads,
never answers), slow (answers the first decision too late, then correctly), crash (exits on the third decision),
nostart (exits at once)."""
import json
import sys
import time


def main():
    mode = sys.argv[1]
    if mode == "nostart":
        sys.exit(3)
    for line in sys.stdin:
        request = json.loads(line)
        legal = request["legal"]
        decision = request["decision"]
        if mode == "illegal":
            print("remove 99" if decision % 2 else "arrange nothing", flush=True)
        elif mode == "garbage":
            print("\x00<<not a move>> {", flush=True)
        elif mode == "silent":
            continue
        elif mode == "slow":
            if decision == 1:
                time.sleep(1.2)
            print(json.dumps({"decision": decision, "move": legal[-1]}), flush=True)
        elif mode == "crash":
            if decision == 3:
                sys.exit(1)
            print(legal[0], flush=True)


if __name__ == "__main__":
    main()
