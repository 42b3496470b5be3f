#!/usr/bin/env bash
# `make endurance`: see scripts/endurance.py. Builds `drawer` optimised, with AddressSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
mkdir -p .build/sanitize
cc -shared -fPIC -o .build/sanitize/nodlclose.so scripts/sanitizers/nodlclose.c
"$SWIFT" build -c release --product drawer --sanitize=address --scratch-path .build/endurance
reports="$PWD/.build/endurance-reports"
rm -rf "$reports"
mkdir -p "$reports"
scripts/endurance.py "$("$SWIFT" build -c release --sanitize=address --scratch-path .build/endurance --show-bin-path)/drawer" \
    "$reports" "${ENDURANCE_MINUTES:-60}" "${ENDURANCE_SEED:-2026}" || { head -80 "$reports"/* 2>/dev/null; exit 1; }
