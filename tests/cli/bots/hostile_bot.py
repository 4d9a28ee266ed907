#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Hostile bots for tests/cli/hostile_bots_test.py: hostile_bot.py MODE [PIDFILE]. Modes:
flood (gigabytes without a line break), floodlines (endless garbage lines), floodlate (endless answers to
decision 1), deaf (never reads its input, never answers), forker (forks children that keep its output open, then
answers nothing), orphan (starts a child that outlives it, then plays well), noterm (plays well, but ignores
SIGTERM and the end of its input). Every process started writes its pid to PIDFILE, one per line."""
import json
import os
import signal
import sys
import time


def note_pid(pidfile):
    if pidfile:
        with open(pidfile, "a") as f:
            f.write(f"{os.getpid()}\n")


def play_well():
    for line in sys.stdin:
        request = json.loads(line)
        print(json.dumps({"decision": request["decision"], "move": request["legal"][0]}), flush=True)


def main():
    mode = sys.argv[1]
    pidfile = sys.argv[2] if len(sys.argv) > 2 else None
    note_pid(pidfile)
    out = sys.stdout.buffer
    if mode == "flood":
        block = b"x" * 65536
        while True:  # about 1 GB per second until the pipe is closed
            out.write(block)
    elif mode == "floodlines":
        while True:
            out.write(b"garbage\n" * 8192)
    elif mode == "floodlate":
        while True:
            out.write(b'{"decision": 1, "move": "take"}\n' * 1024)
    elif mode == "deaf":
        time.sleep(3600)
    elif mode == "forker":
        for _ in range(5):
            if os.fork() == 0:
                note_pid(pidfile)
                time.sleep(3600)
                os._exit(0)
        time.sleep(3600)
    elif mode == "orphan":
        if os.fork() == 0:
            note_pid(pidfile)
            time.sleep(3600)
            os._exit(0)
        play_well()
    elif mode == "noterm":
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        play_well()
        time.sleep(3600)


if __name__ == "__main__":
    try:
        main()
    except (BrokenPipeError, KeyboardInterrupt):
        pass
