#!/usr/bin/env bash
# make leakcheck: 1,000 transitions across the five modes (the second half with reduced motion)
# under valgrind's memcheck on SDL's dummy driver; fails on any memory error or any block
# definitely lost. Suppressions (scripts/valgrind.supp) cover SDL and driver internals only.
set -euo pipefail
cd "$(dirname "$0")/.."
drawer="$(swift build -c release --show-bin-path)/drawer"
script=$(mktemp)
log=$(mktemp)
trap 'rm -f "$script" "$log"' EXIT

# Each mode gets 100 transitions with full motion, then (after A) 100 cross-fades: 1,000 in all.
awk 'BEGIN {
  t = 100
  for (half = 0; half < 2; half++) {
    if (half == 1) { print t " key A"; t += 100 }
    for (m = 1; m <= 5; m++) {
      print t " key " m; t += 100
      for (i = 0; i < 100; i++) {
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
}' > "$script"

echo "leakcheck: $(grep -c ' key \(Right\|Left\|Space\)$' "$script") transitions under valgrind (this takes several minutes)…" >&2
SDL_VIDEODRIVER=dummy valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite \
  --errors-for-leak-kinds=definite --error-exitcode=3 --suppressions=scripts/valgrind.supp \
  "$drawer" --script "$script" --size 320x240 > /dev/null 2> "$log" || status=$?
grep -E "definitely lost|indirectly lost|possibly lost|ERROR SUMMARY" "$log" | sed 's/^==[0-9]*== *//'
if [ "${status:-0}" -ne 0 ]; then
  echo "leakcheck: FAILED (exit ${status}); the full report:" >&2
  cat "$log" >&2
  exit 1
fi
echo "leakcheck: 0 bytes definitely lost, no memory errors"
