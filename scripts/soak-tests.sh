#!/usr/bin/env bash
# make soak: runs `make test` N times (default 5), each from a cold Mesa shader cache and with
# one extra core kept busy by a plain busy loop, as a first run on a loaded machine would be.
# Prints each run's result and wall time, every failed test with its message, and how many
# runs passed; exits non-zero unless all did.
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
logs=$(mktemp -d)
busy=""
cleanup() { [ -n "$busy" ] && kill "$busy" 2>/dev/null; rm -rf "$logs"; }
trap cleanup EXIT

passed=0
for run in $(seq 1 "$runs"); do
  rm -rf "${XDG_CACHE_HOME:-$HOME/.cache}/mesa_shader_cache"
  bash -c 'while :; do :; done' &
  busy=$!
  start=$(date +%s)
  make --no-print-directory test >"$logs/run-$run.log" 2>&1
  status=$?
  seconds=$(( $(date +%s) - start ))
  kill "$busy" 2>/dev/null; wait "$busy" 2>/dev/null; busy=""
  if [ "$status" -eq 0 ]; then
    passed=$((passed + 1))
    echo "soak: run $run of $runs passed in ${seconds} s"
  else
    echo "soak: run $run of $runs FAILED (exit $status) in ${seconds} s"
    # Swift Testing's and XCTest's failure lines: the test, where, and the message.
    grep -E "✘ Test .*(recorded an issue|failed)|error: -\\[|: error: " "$logs/run-$run.log" | sed 's/^/    /' | head -40
  fi
done
echo "soak: $passed of $runs runs passed"
[ "$passed" -eq "$runs" ]
