#!/usr/bin/env bash
# `make fuzz`: each parser that takes outside input under libFuzzer with AddressSanitizer for
# FUZZ_SECONDS (60 by default), from the seed corpus in Fuzz/corpus/TARGET (and what earlier
# runs found, kept in .build/fuzz-corpus/TARGET), with a dictionary where there is one. An input
# that crashes lands in Fuzz/regressions/TARGET/, which `make test` replays: fix the bug, keep
# the input. Prints each target's executions and the coverage it gained.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
FUZZ_SECONDS="${FUZZ_SECONDS:-60}"
TARGETS="${TARGETS:-script options image velocity stateline animation constraints}"

# SwiftPM passes its sanitizers to swiftc as one flag each, in a set's order, which changes from
# run to run, and swiftc keeps only the last: half the builds had no AddressSanitizer, the other
# half no coverage (the fuzzer ran blind). The combined flag, last on the line, wins in every
# compile and the link; SwiftPM's own flags stay for what SwiftPM does for a fuzzer's entry.
"$SWIFT" build --product drawer-fuzz --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address \
    -Xswiftc -DFUZZING --scratch-path .build/fuzz
fuzzer="$("$SWIFT" build --sanitize=fuzzer --sanitize=address --scratch-path .build/fuzz --show-bin-path)/drawer-fuzz"
# Both instrumentations are in the binary, or nothing is fuzzed: coverage's counters section and
# AddressSanitizer's module constructor. (grep reads to the end: under pipefail, `grep -q`
# would fail the pipe by leaving the lister a broken pipe.)
if ! readelf -S -W "$fuzzer" | grep __sancov_cntrs >/dev/null; then
    echo "fuzz: $fuzzer has no coverage counters: the build is not instrumented for libFuzzer" >&2
    exit 1
fi
if ! nm "$fuzzer" | grep 'asan\.module_ctor' >/dev/null; then
    echo "fuzz: $fuzzer has no AddressSanitizer instrumentation" >&2
    exit 1
fi

status=0
printf '%-10s %12s %10s %10s %8s\n' target executions "cov start" "cov end" corpus
for target in $TARGETS; do
    work=".build/fuzz-corpus/$target"
    mkdir -p "$work"
    dict=()
    case $target in
        script) dict=(-dict=Fuzz/script.dict) ;;
        options) dict=(-dict=Fuzz/options.dict) ;;
    esac
    log=".build/fuzz-$target.log"
    if ! DRAWER_FUZZ_TARGET=$target "$fuzzer" -max_total_time="$FUZZ_SECONDS" -print_final_stats=1 \
        -artifact_prefix="Fuzz/regressions/$target/" -max_len=65536 "${dict[@]}" "$work" "Fuzz/corpus/$target" >"$log" 2>&1; then
        echo "fuzz: $target crashed; the input is in Fuzz/regressions/$target/ (log: $log):" >&2
        grep -E "ERROR|==[0-9]+==|Fatal|fatal|Precondition" "$log" | head -20 >&2
        status=1
        continue
    fi
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    start=$(sed -n 's/.*INITED cov: \([0-9]*\).*/\1/p' "$log" | head -1)
    end=$(sed -n 's/.*DONE *cov: \([0-9]*\).*/\1/p' "$log" | tail -1)
    size=$(find "$work" -type f | wc -l)
    # A run that saw no coverage fuzzed blind: its executions prove nothing, so it fails.
    if [ -z "$start" ]; then
        echo "fuzz: $target ran without coverage (is the build instrumented? try rm -rf .build/fuzz); log: $log" >&2
        status=1
    fi
    printf '%-10s %12s %10s %10s %8s\n' "$target" "$runs" "${start:-?}" "${end:-?}" "$size"
done
exit $status
