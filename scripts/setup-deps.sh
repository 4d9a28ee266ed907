#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages NoBox needs, only those that are missing.
#   scripts/setup-deps.sh          everything (engine, CLI, desktop app, tests, screenshots)
#   scripts/setup-deps.sh engine   without Qt (engine, CLI and their tests)
set -euo pipefail

engine=(cmake make g++ clang nlohmann-json3-dev libgtest-dev libbenchmark-dev python3)
app=(qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools xvfb xauth fonts-noto-cjk)

wanted=("${engine[@]}")
[ "${1:-all}" = engine ] || wanted+=("${app[@]}")

missing=()
for package in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
