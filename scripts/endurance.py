#!/usr/bin/env python3
"""`make endurance`: ENDURANCE_MINUTES (60) of random scripted input, on the fixed clock, across
every mode and the motion lab, played by a `drawer` built with AddressSanitizer; every sanitizer
report fails it, and so does peak memory more than 8 MiB above its value after the first minute.

Usage: endurance.py DRAWER REPORT_DIR MINUTES SEED"""
import os
import random
import subprocess
import sys
import tempfile
import time

drawer, reports, minutes, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
rng = random.Random(seed)
end = minutes * 60_000
keys = ["1", "2", "3", "4", "5", "Tab", "M", "Right", "Left", "Space", "Space", "Right", "R", "A", "S", "P", "H",
        "Up", "Down"]
# The window takes these sizes, every one of them (the largest first) in the first minute, so
# that the peak after it already includes the largest window's textures: growth after that is
# the program's, not a bigger window's. None is larger than the window was made: SDL 2.26's
# offscreen driver keeps the EGL surface it made the window with, and drawing a larger window
# into it makes Mesa's llvmpipe grow by 20-35 MiB a second (docs/manual/headless-and-wayland.md); a real window
# resized so stays flat.
SIZES = [(1024, 720), (320, 240), (800, 600), (640, 480)]
lines = [f"{5_000 + 12_000 * i} resize {w} {h}" for i, (w, h) in enumerate(SIZES)]
# And at each size, a tour of every mode with the motion lab and the HUD open, a drag, a click,
# the wheel and a pinch: the first minute has drawn every kind of screen there is, and growth
# after it is the program's, not a first visit's (fonts at a new size, a first plot).
for i, (w, h) in enumerate(SIZES):
    for mode in range(1, 6):
        t0 = 5_100 + 12_000 * i + 2_000 * (mode - 1)
        lines += [f"{t0} key {mode}", f"{t0 + 50} key P", f"{t0 + 100} key H",
                  f"{t0 + 150} drag {w * 0.2:.1f} {h * 0.5:.1f} {w * 0.8:.1f} {h * 0.6:.1f} 300",
                  f"{t0 + 600} wheel 0 -2", f"{t0 + 700} click {w * 0.5:.1f} {h * 0.5:.1f}",
                  f"{t0 + 900} touch down 1 {w * 0.4:.1f} {h * 0.5:.1f}", f"{t0 + 900} touch down 2 {w * 0.6:.1f} {h * 0.5:.1f}",
                  f"{t0 + 1_000} touch move 1 {w * 0.45:.1f} {h * 0.5:.1f}", f"{t0 + 1_000} touch move 2 {w * 0.55:.1f} {h * 0.5:.1f}",
                  f"{t0 + 1_100} touch up 2 {w * 0.55:.1f} {h * 0.5:.1f}", f"{t0 + 1_150} touch up 1 {w * 0.45:.1f} {h * 0.5:.1f}",
                  f"{t0 + 1_300} key P", f"{t0 + 1_400} key H"]
t = 60_000
size = SIZES[-1]
while t < end:
    action = rng.randrange(20)
    w, h = size
    if action < 6:
        lines.append(f"{t} key {rng.choice(keys)}")
    elif action < 11:
        x1, y1 = rng.uniform(0, w), rng.uniform(0, h)
        x2, y2 = rng.uniform(-50, w + 50), rng.uniform(-50, h + 50)
        lines.append(f"{t} drag {x1:.1f} {y1:.1f} {x2:.1f} {y2:.1f} {rng.randrange(50, 900)}")
        t += 900
    elif action < 14:
        lines.append(f"{t} click {rng.uniform(0, w):.1f} {rng.uniform(0, h):.1f}")
    elif action < 16:
        # Two fingers: a pinch (in or out) with a drift, one finger lifting first.
        cx, cy, spread = rng.uniform(100, w - 100), rng.uniform(100, h - 100), rng.uniform(40, 300)
        grow = rng.uniform(-0.8, 0.8)
        lines += [f"{t} touch down 1 {cx - spread:.1f} {cy:.1f}", f"{t} touch down 2 {cx + spread:.1f} {cy:.1f}"]
        for step in range(1, 11):
            s = spread * (1 + grow * step / 10)
            dx = step * 5
            lines += [f"{t + 16 * step} touch move 1 {cx - s + dx:.1f} {cy:.1f}", f"{t + 16 * step} touch move 2 {cx + s + dx:.1f} {cy:.1f}"]
        lines += [f"{t + 180} touch up 2 {cx + spread:.1f} {cy:.1f}", f"{t + 260} touch up 1 {cx:.1f} {cy:.1f}"]
        t += 300
    elif action < 18:
        lines.append(f"{t} wheel {rng.uniform(-3, 3):.2f} {rng.uniform(-3, 3):.2f}")
    elif action < 19:
        size = rng.choice(SIZES)
        lines.append(f"{t} resize {size[0]} {size[1]}")
    else:
        lines.append(f"{t} key Space")
    t += rng.randrange(80, 700)
# A state line every minute: the harness samples memory when the run passes each.
lines += [f"{minute * 60_000} state" for minute in range(1, minutes + 1)]
lines.sort(key=lambda line: int(line.split()[0]))
lines.append(f"{end} quit")

with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as script:
    script.write("\n".join(lines) + "\n")
if os.environ.get("ENDURANCE_KEEP_SCRIPT"):  # to replay a run by hand
    with open(os.environ["ENDURANCE_KEEP_SCRIPT"], "w") as kept:
        kept.write("\n".join(lines) + "\n")
# AddressSanitizer keeps freed memory in a quarantine, 256 MB by default, to catch a use after
# free; it fills over minutes, and its filling would be all this measures. Here it holds the
# last 16 MB freed, full within seconds. `make sanitize` runs the suite with the default.
env = dict(os.environ, SDL_VIDEODRIVER="offscreen",
           ASAN_OPTIONS=f"detect_leaks=1:quarantine_size_mb=16:log_path={reports}/report:log_exe_name=1",
           LD_PRELOAD=os.path.abspath(".build/sanitize/nodlclose.so"))
for key in ("DISPLAY", "WAYLAND_DISPLAY"):
    env.pop(key, None)
start = time.time()
process = subprocess.Popen([drawer, "--script", script.name], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                           env=env, text=True)


def peak_kib():
    try:
        for line in open(f"/proc/{process.pid}/status"):
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        return None


samples = []
for line in process.stdout:
    if line.startswith("{"):
        samples.append(peak_kib())
        print(f"endurance: minute {len(samples)} of {minutes}, {time.time() - start:.0f} s, peak RSS "
              f"{samples[-1] / 1024:.1f} MiB", flush=True)
status = process.wait()
os.unlink(script.name)
found = os.listdir(reports)
first, last = samples[0] if samples else None, samples[-1] if samples else None
print(f"endurance: {len(lines)} script lines, {minutes} min of animation time in {time.time() - start:.0f} s; "
      f"exit {status}; {len(found)} sanitizer report(s)")
if first and last:
    print(f"endurance: peak RSS {first / 1024:.1f} MiB after the first minute, {last / 1024:.1f} MiB at the end "
          f"(+{(last - first) / 1024:.1f} MiB; at most 8)")
ok = status == 0 and not found and first is not None and last - first <= 8 * 1024
sys.exit(0 if ok else 1)
