# Sourced by the consumer scripts: `clone_drawer` makes a bare clone of the committed tree in a
# new temporary folder, tagged with the version CHANGELOG.md names first, and sets `work` (the
# folder, removed on exit), `version` and `drawer_dependency` (a manifest's `.package` line for
# it, `from:` the tag, by a file URL: offline).

fail() { echo "$(basename "$0" .sh): $*" >&2; exit 1; }

clone_drawer() {
    version="$(sed -n 's/^## \([0-9][0-9.]*\).*/\1/p' "$root/CHANGELOG.md" | head -1)"
    [ -n "$version" ] || fail "CHANGELOG.md names no version (a '## X.Y.Z' heading)"
    git -C "$root" rev-parse --verify -q HEAD >/dev/null || fail "$root is not a git checkout with a commit"
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    git clone -q --bare "$root" "$work/drawer.git"
    git -C "$work/drawer.git" tag -f "$version" HEAD >/dev/null
    drawer_dependency=".package(url: \"file://$work/drawer.git\", from: \"$version\")"
}
