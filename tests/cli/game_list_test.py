#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The games of libgames/games.cmake (what the packages, the man pages and the soak name) are the registered games
of builtin_games.cpp, in the same order and with the same player counts: `nobox-cli list --json` against the
entries CMake passes, one argument each ("id|name|fewest|most|designers|publisher")."""
import json
import subprocess
import sys

cli, entries = sys.argv[1], sys.argv[2:]
listed = json.loads(subprocess.run([cli, "list", "--json"], capture_output=True, text=True, check=True,
                                   timeout=60).stdout)["games"]
registered = [(g["id"], str(g["minPlayers"]), str(g["maxPlayers"])) for g in listed]
named = [tuple(entry.split("|")[0:1] + entry.split("|")[2:4]) for entry in entries]
if registered != named:
    print(f"libgames/games.cmake names {named}, the registry holds {registered} (id, fewest, most players): "
          "one entry per registered game, in the order of builtin_games.cpp", file=sys.stderr)
    sys.exit(1)
print(f"{len(named)} games, as registered: {', '.join(game[0] for game in named)}")
