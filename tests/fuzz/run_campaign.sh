#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs each libFuzzer target of a fuzz build in turn, in-process (one process, one core), for SECONDS each (default 600):
#   tests/fuzz/run_campaign.sh build/fuzz [SECONDS] [TARGET...]
# New inputs go to build/fuzz/campaign/<target>/corpus (the seed corpus in tests/fuzz/corpus stays as it is),
# crashes to build/fuzz/campaign/<target>/ (crash-*, leak-*, timeout-*), the log to .../log.txt.
set -uo pipefail
build=${1:?usage: run_campaign.sh BUILD_DIR [SECONDS] [TARGET...]}
seconds=${2:-600}
shift $(($# > 1 ? 2 : 1))
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(record notation options bot_answer moves)
source_dir="$(cd "$(dirname "$0")" && pwd)"
export ASAN_OPTIONS=halt_on_error=1:abort_on_error=1:detect_leaks=1
export UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_stacktrace=1
for target in "${targets[@]}"; do
  out="$build/campaign/$target"
  mkdir -p "$out/corpus"
  max_len=4096
  [ "$target" = record ] && max_len=16384 # the golden records of the seed corpus are up to 8 KiB
  echo "== $target: $seconds s"
  "$build/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 \
    -max_len=$max_len -print_final_stats=1 -artifact_prefix="$out/" "$out/corpus" "$source_dir/corpus/$target" \
    >"$out/log.txt" 2>&1
  echo "$target: exit $? ($(grep -c 'ERROR\|==ABORTING\|property broken' "$out/log.txt") reports)"
  grep -E '^stat::|^#[0-9]+.*DONE' "$out/log.txt" | tail -8
done
