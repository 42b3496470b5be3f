#!/usr/bin/env bash
# What a consumer does: depend on Drawer by version. Makes a bare clone of the committed tree,
# tags it with the version CHANGELOG.md names first, builds a copy of Examples/CoverTransition
# whose manifest depends on that clone `from:` the tag, runs it headless with a script, and
# checks that a scripted drag pushes its second screen. Offline: the URL is a file URL.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
SWIFT="${SWIFT:-swift}"

. "$root/scripts/consumer-clone.sh"
clone_drawer

consumer="$work/consumer"
mkdir -p "$consumer"
cp -R "$root/Examples/CoverTransition/Sources" "$consumer/"
dependency="$drawer_dependency"
sed "s|\.package(name: \"Drawer\", path: \"\.\./\.\.\")|$dependency|" \
    "$root/Examples/CoverTransition/Package.swift" >"$consumer/Package.swift"
grep -qF "$dependency" "$consumer/Package.swift" || fail "the example's manifest no longer has the path dependency this test rewrites"

if ! "$SWIFT" build --package-path "$consumer" >"$work/build.log" 2>&1; then
    cat "$work/build.log" >&2
    fail "a package depending on Drawer $version by version does not build"
fi
resolved="$(sed -n 's/.*"version" *: *"\([^"]*\)".*/\1/p' "$consumer/Package.resolved" | head -1)"
[ "$resolved" = "$version" ] || fail "resolved Drawer $resolved, not $version"

# ViewKit's zoom is written on the public API an app has: its animator, interaction, motion and
# geometry, renamed, build as a client's target of their own.
zoom="$work/zoom-as-a-client"
mkdir -p "$zoom/Sources/AppZoom"
for file in ZoomTransition ZoomInteraction ZoomMotion ZoomGeometry; do
    { echo "import ViewKit"; sed 's/ZoomTransitionAnimator/AppZoom/g; s/ZoomGeometry/AppZoomGeometry/g; s/ZoomCardView/AppZoomCardView/g' \
        "$root/Sources/ViewKit/Transitions/Zoom/$file.swift"; } >"$zoom/Sources/AppZoom/$file.swift"
done
cat >"$zoom/Package.swift" <<MANIFEST
// swift-tools-version:6.2
import PackageDescription
let package = Package(
    name: "AppZoom", dependencies: [$dependency],
    targets: [
        .target(
            name: "AppZoom",
            dependencies: [.product(name: "Motion", package: "Drawer"), .product(name: "ViewKit", package: "Drawer")],
            swiftSettings: [.defaultIsolation(MainActor.self)])
    ])
MANIFEST
if ! "$SWIFT" build --package-path "$zoom" >"$work/zoom.log" 2>&1; then
    cat "$work/zoom.log" >&2
    fail "ViewKit's zoom does not build as a client's code: it uses API an app does not have"
fi

bin="$("$SWIFT" build --package-path "$consumer" --show-bin-path)"
# Runs the consumer's program $1 headless on the script read from stdin; sets `first` and
# `last` to the two state lines it prints.
run() {
    cat >"$work/$1.txt"
    output="$(env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "$bin/$1" --size 800x600 --script "$work/$1.txt" 2>"$work/$1.err")" \
        || fail "the consumer's $1 exited with $?"
    first="$(echo "$output" | sed -n 1p)"
    last="$(echo "$output" | sed -n 2p)"
}

run cover-transition <<'SCRIPT'
0 state
100 drag 400 500 400 250 300
1500 state
1500 quit
SCRIPT
case "$first" in *'"stack":["first"]'*) ;; *) fail "the first state line is not at the root: $first" ;; esac
case "$last" in *'"stack":["first","second"]'*) ;; *) fail "the drag did not push the second screen: $last" ;; esac

# The sheet example: Space presents at medium; a flick down is refused and bounces to peek.
run sheet-example <<'SCRIPT'
100 key Space
1000 state
1100 drag 400 330 400 560 150
2500 state
2500 quit
SCRIPT
case "$first" in *'"detent":"com.apple.UIKit.medium"'*) ;; *) fail "Space did not present the sheet at medium: $first" ;; esac
case "$last" in *'"attempts":1'*'"detent":"peek"'*|*'"detent":"peek"'*'"attempts":1'*) ;; *) fail "the refused flick did not bounce to peek: $last" ;; esac
run navigation-example <<'SCRIPT'
100 key Right
700 click 770 22
1400 state
1500 drag 5 300 500 300 200
2500 state
2500 quit
SCRIPT
case "$first" in *'"bar":"Page 3"'*'"stack":["Page 1","Page 2","Page 3"]'*) ;; *) fail "Right and Next did not push two pages: $first" ;; esac
case "$last" in *'"bar":"Page 2"'*'"stack":["Page 1","Page 2"]'*) ;; *) fail "the swipe from the left edge did not pop: $last" ;; esac
# The zoom grid: a click on the second tile zooms its page open; a drag down shrinks it home.
run zoom-grid <<'SCRIPT'
0 click 400 180
1000 state
1100 drag 400 300 400 520 150
2500 state
2500 quit
SCRIPT
case "$first" in *'"stack":["Photos","Page 2"]'*) ;; *) fail "the click did not zoom the second page open: $first" ;; esac
case "$last" in *'"stack":["Photos"]'*) ;; *) fail "the drag down did not zoom the page back into its tile: $last" ;; esac
# The photo viewer, a transition of the app's own: a click grows the second photo out of its
# thumbnail; a press catches it opening and a drag down and across flicks it shut.
run photo-viewer <<'SCRIPT'
100 click 399 138
200 down 400 300
200 state
300 move 450 400
350 move 500 480
400 up 520 520
1600 state
1600 quit
SCRIPT
case "$first" in *'"held":true'*'"photo":"photo2"'*'"transition":"dismiss"'*) ;; *) fail "the press did not catch the photo opening: $first" ;; esac
case "$last" in *'"hidden":[]'*) ;; *) fail "the flick did not close the photo onto its thumbnail: $last" ;; esac
case "$last" in *'"photo"'*) fail "the photo is still out after the flick: $last" ;; esac
# The app written against the UIKit product: its Next button pushes on its slide animator.
run uikit-example <<'SCRIPT'
200 click 400 291
800 state
900 key Left
1500 state
1500 quit
SCRIPT
case "$first" in *'"stack":["Card 1","Card 2"]'*) ;; *) fail "the UIKit app's Next button did not push: $first" ;; esac
case "$last" in *'"stack":["Card 1"]'*) ;; *) fail "the UIKit app did not pop: $last" ;; esac
# Its Details button raises a card by animating a constraint; the card's Close button lowers it.
run uikit-example <<'SCRIPT'
200 click 400 358
1000 state
1100 click 400 465
1700 state
1700 quit
SCRIPT
case "$first" in *'"presented":"Details 1"'*) ;; *) fail "the UIKit app's Details button did not present its card: $first" ;; esac
case "$last" in *'"presented"'*) fail "the card's Close button did not dismiss it: $last" ;; esac
# Its Photos button pushes a collection view of photos; a click on one zooms its page open, and
# the Left key zooms it back into its cell.
run uikit-example <<'SCRIPT'
200 click 400 423
1000 click 100 150
1800 state
1900 key Left
2700 state
2700 quit
SCRIPT
case "$first" in *'"stack":["Card 1","Photos","Photo 1"]'*) ;; *) fail "the UIKit app's photo did not zoom open from its cell: $first" ;; esac
case "$last" in *'"stack":["Card 1","Photos"]'*) ;; *) fail "the UIKit app's photo did not zoom back: $last" ;; esac
if grep -q "Unable to simultaneously satisfy" "$work/uikit-example.err"; then
    fail "the UIKit app's constraints conflicted: $(cat "$work/uikit-example.err")"
fi
echo "consumer-test: a package depending on Drawer from: \"$version\" (a file URL) builds, ViewKit's zoom builds as its own code, its drag pushes, its sheet refuses a dismissal, its navigation stack pushes from its bar and swipes back, its grid zooms a page open and shut, its photo viewer's own transition is caught opening and flicked shut, and its UIKit app pushes from its button, pops, raises and lowers a card by a constraint, and zooms a photo out of a collection view's cell and back"

# The UIKit ports and their tests, compiled as an app that depends on Drawer by version compiles
# them: once in Swift 5 mode and once in Swift 6 mode, neither with default isolation.
"$root/scripts/consumer-ports.sh"
