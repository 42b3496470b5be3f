#!/bin/sh
# The house's figures that issue 49 asks for before and after: lines per module, the largest
# file, DemoMode's requirements, ViewKit's package declarations, DrawerApp's lines and the pairs
# `duplicates` reports inside Sources/. Run from the package root.
set -eu
echo "lines per module:"
for module in Sources/*/; do
    lines=$(find "$module" -type f \( -name '*.swift' -o -name '*.c' -o -name '*.h' \) -exec cat {} + | wc -l)
    printf '  %6d %s\n' "$lines" "$(basename "$module")"
done
echo "largest file:"
find Sources -name '*.swift' -exec wc -l {} + | grep -v ' total$' | sort -n | tail -1 | sed 's/^ */  /'
# A requirement is a declaration at the protocol's top level (four spaces in).
requirements=$(sed -n '/^\(@MainActor \)\{0,1\}protocol DemoMode/,/^}/p' Sources/DrawerApp/Modes/DemoMode.swift \
    | grep -cE '^    (nonisolated )?(static )?(var|func) ')
echo "DemoMode requirements: $requirements"
echo "ViewKit package declarations: $(grep -rhE '^\s*package ' Sources/ViewKit | wc -l)"
echo "DrawerApp lines: $(find Sources/DrawerApp -name '*.swift' -exec cat {} + | wc -l)"
if command -v duplicates >/dev/null; then
    echo "duplicate pairs in Sources/: $(duplicates --repo Sources --seconds 120 | head -1)"
fi
