#!/usr/bin/env bash
# The UIKit ports (Tests/UIKitPortTests) and the consumer probes (Tests/Consumer), compiled as an
# app that depends on Drawer by version compiles them, not inside Drawer's own build settings:
# a package on a bare clone of the committed tree, `from:` CHANGELOG.md's version, whose targets
# have no default isolation. The ports and their tests build and run twice, in Swift 5 mode and
# in Swift 6 mode. The Swift 5 targets must build without a single diagnostic, as a Swift 5 file
# meets Apple's SDK; the Swift 6 probe must be warned, as Apple's SDK warns it. A Swift 5
# `main.swift` with top-level code must run and print what its animation shows.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
SWIFT="${SWIFT:-swift}"
. "$root/scripts/consumer-clone.sh"
clone_drawer

app="$work/ports"
mkdir -p "$app/Sources/TestSupport" "$app/Sources/TopLevel"
cp "$root"/Tests/TestSupport/*.swift "$app/Sources/TestSupport/"
cp "$root/Tests/Consumer/TopLevel/main.swift" "$app/Sources/TopLevel/"
for mode in 5 6; do
    mkdir -p "$app/Tests/PortsSwift$mode" "$app/Sources/NonisolatedSwift$mode"
    cp "$root"/Tests/UIKitPortTests/*.swift "$app/Tests/PortsSwift$mode/"
    cp "$root"/Tests/Consumer/Nonisolated/*.swift "$app/Sources/NonisolatedSwift$mode/"
done
cat >"$app/Package.swift" <<MANIFEST
// swift-tools-version:6.2
import PackageDescription

let drawer: [Target.Dependency] = ["Motion", "ViewKit", "UIKit"].map { .product(name: \$0, package: "drawer") }
let package = Package(
    name: "Ports",
    dependencies: [$drawer_dependency],
    targets: [
        .target(name: "TestSupport", dependencies: drawer, swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "PortsSwift5", dependencies: drawer + ["TestSupport"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "PortsSwift6", dependencies: drawer + ["TestSupport"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "NonisolatedSwift5", dependencies: drawer, swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "NonisolatedSwift6", dependencies: drawer, swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(name: "TopLevel", dependencies: drawer, swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
MANIFEST

log="$work/ports-build.log"
if ! "$SWIFT" build --package-path "$app" --build-tests >"$log" 2>&1; then
    grep -E "error:" "$log" | sort -u >&2 || cat "$log" >&2
    fail "the ports, compiled as a package depending on Drawer $version compiles them, do not build"
fi
# Swift 5 files meet no isolation diagnostic (the clone's own files are not the app's). Other
# warnings there are UIKit shapes Drawer does not have yet: printed, and counted in the summary.
swift5="$(grep -E "^$app/(Tests/PortsSwift5|Sources/(NonisolatedSwift5|TopLevel|TestSupport))/.*: (warning|error):" "$log" | sort -u || true)"
isolation="$(echo "$swift5" | grep -E "actor|isolat|Sendable|concurren" || true)"
if [ -n "$isolation" ]; then
    echo "$isolation" >&2
    fail "$(echo "$isolation" | wc -l) isolation diagnostics in Swift 5-mode files, where Apple's SDK gives none"
fi
shapes="$(echo "$swift5" | grep -c . || true)"
[ "$shapes" = 0 ] || { echo "consumer-ports: warnings in Swift 5-mode files (shapes that differ from UIKit's):"; echo "$swift5"; }
# Swift 6 checks isolation: the nonisolated helper that sets a view's alpha is warned.
grep -qE "^$app/Sources/NonisolatedSwift6/Nonisolated.swift:[0-9]+:[0-9]+: warning: main actor-isolated property 'alpha' can not be mutated from a nonisolated context" "$log" \
    || fail "Swift 6 mode did not warn of a view's alpha set from nonisolated code, as Apple's SDK does"
swift6="$(grep -E "^$app/(Tests/PortsSwift6|Sources/NonisolatedSwift6)/.*: warning:" "$log" | sort -u | grep -c . || true)"

output="$("$("$SWIFT" build --package-path "$app" --show-bin-path)/TopLevel")" || fail "the top-level main.swift exited with $?"
[ "$(echo "$output" | sed -n 1p)" = "middle x 150.0" ] || fail "the top-level probe's view is not halfway at 0.5 s of a linear 1 s move: $output"
[ "$(echo "$output" | sed -n 2p)" = "end x 300.0 model 300.0" ] || fail "the top-level probe's view did not end where it was sent: $output"

if ! "$SWIFT" test --package-path "$app" >"$work/ports-test.log" 2>&1; then
    grep -E "✘|error|failed" "$work/ports-test.log" | head -40 >&2
    fail "the ports' tests fail when compiled as an app compiles them"
fi
passed="$(grep -cE "✔ Test .* passed" "$work/ports-test.log" || true)"
echo "consumer-ports: the UIKit ports build against Drawer from: \"$version\" in Swift 5 mode with no isolation diagnostic ($shapes other warnings) and in Swift 6 mode ($swift6 isolation warnings), a Swift 5 top-level main.swift runs, and $passed port tests pass in the two modes"
