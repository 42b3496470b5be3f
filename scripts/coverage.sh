#!/usr/bin/env bash
# `make coverage`: the whole suite with coverage, in-process and in every `drawer` the
# end-to-end tests start (each writes its own profile), merged and reported per module with the
# toolchain's llvm-cov and llvm-profdata (the system's are another LLVM's and cannot read them).
# Fails when a module's line coverage falls below its figure in coverage/minimum.txt; raise those
# as tests are added, and never lower one without saying why in CHANGELOG.md.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
tools="$(dirname "$(readlink -f "$(command -v "$SWIFT")")")"
scratch=.build/coverage
profiles="$PWD/$scratch/profiles"
EXAMPLE=Examples/CoverTransition

"$SWIFT" build --build-tests --enable-code-coverage --scratch-path "$scratch"
"$SWIFT" build --package-path "$EXAMPLE"
bin="$("$SWIFT" build --enable-code-coverage --scratch-path "$scratch" --show-bin-path)"
rm -rf "$profiles"
mkdir -p "$profiles"
export DRAWER_BIN="$bin/drawer"
export EXAMPLE_BIN="$("$SWIFT" build --package-path "$EXAMPLE" --show-bin-path)/cover-transition"
# Every instrumented process writes its own profile here (%p: its pid), the tests' and drawer's.
export LLVM_PROFILE_FILE="$profiles/%p.profraw"
"$SWIFT" test --skip-build --scratch-path "$scratch" --skip RealWindowTests --skip WaylandTests
"$SWIFT" test --skip-build --scratch-path "$scratch" --filter "RealWindowTests|WaylandTests"
unset LLVM_PROFILE_FILE

"$tools/llvm-profdata" merge -sparse "$profiles"/*.profraw -o "$scratch/merged.profdata"
"$tools/llvm-cov" export -summary-only -instr-profile "$scratch/merged.profdata" \
    "$bin/DrawerPackageTests.xctest" -object "$bin/drawer" >"$scratch/coverage.json"
scripts/coverage-report.py "$scratch/coverage.json" coverage/minimum.txt
