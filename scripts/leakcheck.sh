#!/usr/bin/env bash
# make leakcheck: transitions in every mode (LEAKCHECK_TRANSITIONS a mode with full motion, as
# many again with reduced motion; 30 by default, 360 in all) under valgrind's memcheck on SDL's
# dummy driver; fails on any memory error or any block definitely lost. Suppressions
# (scripts/valgrind.supp) cover SDL and driver internals only.
#
# Why it takes minutes: under memcheck a frame costs about 80 ms, and nearly all of it is SDL's
# software renderer (the dummy driver's), which allocates an intermediate surface for every
# blended triangle batch it draws, about 110 a frame and 1.4 MiB (valgrind's DHAT: 95% of all
# bytes allocated), each byte of which memcheck tracks. So the time follows the frames drawn,
# not the modes: the modes are split over two valgrind processes, one a core.
set -euo pipefail
cd "$(dirname "$0")/.."
drawer="$(swift build -c release --show-bin-path)/drawer"
transitions="${LEAKCHECK_TRANSITIONS:-30}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A script of `transitions` transitions in each of the modes given (their number keys), then as
# many with reduced motion (A). Each gap lets the transition before it end.
script() {
    awk -v modes="$1" -v n="$transitions" 'BEGIN {
      t = 100
      count = split(modes, list, " ")
      for (half = 0; half < 2; half++) {
        if (half == 1) { print t " key A"; t += 100 }
        for (k = 1; k <= count; k++) {
          m = list[k]
          print t " key " m; t += 100
          for (i = 0; i < n; i++) {
            if (m == 1 || m == 4) key = (i % 2 == 0) ? "Right" : "Left"; else key = "Space"
            print t " key " key
            if (half == 1) gap = 300
            else if (m == 1) gap = 900
            else if (m == 2) gap = 600
            else if (m == 3) gap = 450
            else if (m == 4) gap = (i % 2 == 0) ? 900 : 1400
            else gap = 700
            t += gap
          }
        }
      }
      print t " state"
      print t " quit"
    }'
}

# Two processes of about the same length (2.2 and 2.3 s of motion a round): spin, card and
# modal; side, zoom and sheet.
script "4 2 3" >"$work/a.txt"
script "1 5 6" >"$work/b.txt"
total=$(cat "$work/a.txt" "$work/b.txt" | grep -c ' key \(Right\|Left\|Space\)$')
echo "leakcheck: $total transitions in six modes under valgrind, in two processes (a few minutes)…" >&2
start=$(date +%s)
for part in a b; do
    SDL_VIDEODRIVER=dummy valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite \
        --errors-for-leak-kinds=definite --error-exitcode=3 --suppressions=scripts/valgrind.supp \
        "$drawer" --script "$work/$part.txt" --size 320x240 >/dev/null 2>"$work/$part.log" &
    echo $! >"$work/$part.pid"
done
failed=0
for part in a b; do
    status=0
    wait "$(cat "$work/$part.pid")" || status=$?
    echo "leakcheck: modes $( [ $part = a ] && echo "spin, card, modal" || echo "side, zoom, sheet"):"
    grep -E "definitely lost|indirectly lost|possibly lost|ERROR SUMMARY" "$work/$part.log" | sed 's/^==[0-9]*== */  /'
    if [ "$status" -ne 0 ]; then
        echo "leakcheck: FAILED (exit $status); the full report:" >&2
        cat "$work/$part.log" >&2
        failed=1
    fi
done
[ "$failed" -eq 0 ] || exit 1
echo "leakcheck: 0 bytes definitely lost, no memory errors ($(( ($(date +%s) - start) / 60 )) min)"
