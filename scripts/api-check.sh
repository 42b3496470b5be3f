#!/usr/bin/env bash
# `make api-check`: the public API of Motion, ViewKit, SDLHost, QuartzCore, UIKit and Cassowary
# may only grow (Cassowary since 6.3.0, so not yet in the baseline's products).
#
# 1. `swift package diagnose-api-breaking-changes` against the baseline revision in
#    api/baseline (signatures, removals, new enum cases, …), less what
#    api/breakage-allowlist.txt says is no break (the digester takes no comments there, so
#    the reasons are here). Its one line: since 2.3.0 Motion imports the standard library and
#    Glibc, no longer Foundation, which brought Synchronization in; the digester lists every
#    conformance visible where Motion extends Double, so it sees `Double: AtomicRepresentable`
#    go. Motion never declared it; Synchronization does, and a client that uses it imports that.
#    The digester also reads `package` declarations, which are no client's API: the other lines
#    are package declarations that issue 49 changes or takes away (the demo needs none of them
#    now), and Motion's `KeyWindow`, which issue 68 takes away (ViewKit keeps its key window
#    itself since 7.4.0); they change no client. The `animatableData has been removed` lines: since 5.0.0 a
#    vector animates as itself through Motion's `Animatable where Self: VectorArithmetic`
#    extension (SwiftUI's shape), so Point, Size, Rect, Color, AnimatablePair and Double no
#    longer declare the property themselves; every one still has it, and code that reads or
#    writes it compiles as before (MotionTests' aVectorAnimatesAsItself).
# 2. The public declarations (symbol graphs, public only) against api/MODULE.txt: one missing
#    is a break (the digester counts `package` declarations as API, so narrowing public to
#    package passes step 1); one not yet listed fails too, so that a new API is reviewed as
#    a diff of those files (`make api-dump` rewrites them).
#
# A break passes only when api/baseline moves to a revision that has it and CHANGELOG.md's
# first entry names that revision ("API baseline: REV"), with a new major version.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
MODULES="Motion ViewKit SDLHost QuartzCore UIKit Cassowary"
# The digester compares the products the baseline has (UIKit since 3.1.0, in the baseline since
# 4.0.0; QuartzCore since 6.0.0).
BASELINE_PRODUCTS="Motion ViewKit SDLHost QuartzCore UIKit"

fail() { echo "api-check: $*" >&2; exit 1; }

baseline="$(grep -v '^#' api/baseline | head -1 | tr -d '[:space:]')"
[ -n "$baseline" ] || fail "api/baseline names no revision"
git cat-file -e "$baseline^{commit}" 2>/dev/null \
    || fail "the baseline $baseline is not in this clone (a shallow clone? fetch its history)"
entry="$(awk '/^## /{n++} n==1' CHANGELOG.md)"
echo "$entry" | grep -q "API baseline: $baseline" \
    || fail "CHANGELOG.md's first entry does not name the baseline $baseline (\"API baseline: $baseline\")"

if ! "$SWIFT" package diagnose-api-breaking-changes "$baseline" --products $BASELINE_PRODUCTS \
    --breakage-allowlist-path api/breakage-allowlist.txt >.build/api-check.log 2>&1; then
    grep -E "API breakage|error" .build/api-check.log >&2 || tail -20 .build/api-check.log >&2
    fail "the public API breaks against $baseline: keep it, or move api/baseline and say so in CHANGELOG.md under a new major version"
fi

"$SWIFT" package dump-symbol-graph --minimum-access-level public >/dev/null 2>&1 \
    || fail "cannot dump the symbol graphs (build with 'swift build --build-tests' first)"
graphs="$("$SWIFT" build --show-bin-path)/../symbolgraph"
status=0
for module in $MODULES; do
    scripts/public-api.py "$graphs" "$module" >".build/api-$module.txt"
    removed="$(comm -23 "api/$module.txt" ".build/api-$module.txt")"
    added="$(comm -13 "api/$module.txt" ".build/api-$module.txt")"
    if [ -n "$removed" ]; then
        echo "api-check: $module no longer has (public) what api/$module.txt lists:" >&2
        echo "$removed" | sed 's/^/  - /' >&2
        status=1
    fi
    if [ -n "$added" ]; then
        echo "api-check: $module has public API that api/$module.txt does not list (make api-dump):" >&2
        echo "$added" | sed 's/^/  + /' >&2
        status=1
    fi
    echo "api-check: $module: $(wc -l <".build/api-$module.txt") public declarations"
done
[ $status -eq 0 ] || fail "the public API differs from api/*.txt"
echo "api-check: no break against $baseline"
