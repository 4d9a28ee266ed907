#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds and launches NoBox from a fresh Debian 12 machine (installs what is missing first).
# Arguments go to the app (e.g. --help, --lang de).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc 2>/dev/null || echo 2)"

# --- nobox-cli ---
cli="$PWD/build/release/app/cli/nobox-cli"
echo "nobox-cli is built at $cli"
echo "  try: $cli --help"
echo "  put it on PATH: cmake --install build/release --prefix ~/.local   (or as root: cmake --install build/release)"

# --- the desktop app ---
app="$PWD/build/release/bin/nobox"
echo "The app is built at $app"
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  echo "No display here: start it on a desktop, or under a virtual X server: xvfb-run -a $app" >&2
  exit 1
fi
exec "$app" "$@"
