#!/usr/bin/env bash
# `make sanitize`: the whole suite (the real-window tests too) under AddressSanitizer with
# LeakSanitizer, then under ThreadSanitizer; every `drawer` and example the end-to-end tests
# start is built with the same sanitizer. A report anywhere fails it: in the test process or in
# any child, whatever the child's exit status (reports go to files, read at the end).
#
# SANITIZERS="address thread" (the default) picks which. Suppressions, each with its reason,
# are in scripts/sanitizers/*.supp; they may name only the Swift runtime's, the toolchain's or a
# system library's own allocations and threads.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
SANITIZERS="${SANITIZERS:-address thread}"
EXAMPLE=Examples/CoverTransition

mkdir -p .build/sanitize
cc -shared -fPIC -o .build/sanitize/nodlclose.so scripts/sanitizers/nodlclose.c

status=0
failures=""
for sanitizer in $SANITIZERS; do
    scratch=".build/sanitize-$sanitizer"
    reports="$PWD/.build/sanitize/reports-$sanitizer"
    rm -rf "$reports"
    mkdir -p "$reports"
    start=$(date +%s)
    echo "sanitize: building the suite with --sanitize=$sanitizer"
    "$SWIFT" build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
    "$SWIFT" build --package-path "$EXAMPLE" --sanitize="$sanitizer" --scratch-path "$scratch-example"
    bin="$("$SWIFT" build --sanitize="$sanitizer" --scratch-path "$scratch" --show-bin-path)"
    example="$("$SWIFT" build --package-path "$EXAMPLE" --sanitize="$sanitizer" --scratch-path "$scratch-example" --show-bin-path)"
    supp="$PWD/scripts/sanitizers"
    export LD_PRELOAD="$PWD/.build/sanitize/nodlclose.so"
    export ASAN_OPTIONS="detect_leaks=1:log_path=$reports/report:log_exe_name=1"
    export LSAN_OPTIONS="suppressions=$supp/lsan.supp:print_suppressions=0"
    export TSAN_OPTIONS="suppressions=$supp/tsan.supp:log_path=$reports/report:log_exe_name=1:print_suppressions=0"
    export DRAWER_BIN="$bin/drawer" EXAMPLE_BIN="$example/cover-transition"
    # Tests of peak memory skip themselves: under a sanitizer it measures the sanitizer's own
    # quarantine and shadow memory, not Drawer's. Long deterministic tests run fewer
    # repetitions of the same paths (Tests/TestSupport/Workload.swift): the plain suite and the
    # coverage run do them all.
    export DRAWER_SANITIZER="$sanitizer"
    echo "sanitize: running the suite under $sanitizer"
    suite=0
    # What the suite prints is kept too, so that its failures can be named again at the end,
    # where a CI log's tail shows them.
    log=".build/sanitize/suite-$sanitizer.log"
    : >"$log"
    "$SWIFT" test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" --skip RealWindowTests --skip WaylandTests 2>&1 \
        | tee -a "$log" || suite=1
    "$SWIFT" test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" --filter RealWindowTests 2>&1 | tee -a "$log" || suite=1
    cat "$supp/lsan.supp" "$supp/lsan-wayland-only.supp" >.build/sanitize/lsan-wayland.supp
    LSAN_OPTIONS="suppressions=$PWD/.build/sanitize/lsan-wayland.supp:print_suppressions=0" \
        "$SWIFT" test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" --filter WaylandTests 2>&1 \
        | tee -a "$log" || suite=1
    unset LD_PRELOAD ASAN_OPTIONS LSAN_OPTIONS TSAN_OPTIONS DRAWER_BIN EXAMPLE_BIN DRAWER_SANITIZER
    found=$(find "$reports" -type f | wc -l)
    echo "sanitize: $sanitizer: $((($(date +%s) - start) / 60)) min, $found report(s)"
    if [ "$found" -gt 0 ]; then
        for report in "$reports"/*; do
            echo "--- $report"
            head -60 "$report"
        done
        status=1
    fi
    if [ "$suite" -ne 0 ]; then
        failures="$failures$(grep -E '✘|error:|Fatal error|Test Case .* failed|exited with|signal code' "$log" | grep -v 'known issue' | head -40 | sed "s/^/sanitize: $sanitizer: /")
"
        echo "sanitize: the suite failed under $sanitizer"
        status=1
    fi
done
# Each sanitizer's failures again, last: a log's tail is where they are read.
[ -z "$failures" ] || printf 'sanitize: what failed\n%s' "$failures"
exit $status
