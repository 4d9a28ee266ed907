#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds and launches NoBox from a fresh Debian 12 machine (installs what is missing first).
# Until the desktop app lands, this builds nobox-cli and plays a demo game of each game.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc 2>/dev/null || echo 2)"

# --- nobox-cli ---
cli="$PWD/build/release/app/cli/nobox-cli"
"$cli" list
"$cli" play --game no-thanks --players 3 --seed "${SEED:-$RANDOM}"
"$cli" play --game no-return --players 3 --seed "${SEED:-$RANDOM}"
echo
echo "nobox-cli is built at $cli"
echo "  try: $cli --help"
echo "  put it on PATH: cmake --install build/release --prefix ~/.local   (or as root: cmake --install build/release)"

# --- the desktop app: launched here (added by the desktop-app work) ---
