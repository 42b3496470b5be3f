#!/usr/bin/env python3
"""Line and function coverage per module of Sources/ from `llvm-cov export -summary-only`,
checked against the recorded minimum line coverage of each module (coverage/minimum.txt:
"MODULE PERCENT" lines). Prints a Markdown table; exits 1 if a module fell below its minimum."""
import json
import os
import sys

report, minimum_path = sys.argv[1], sys.argv[2]
root = os.getcwd() + "/Sources/"
modules = {}
for data in json.load(open(report))["data"]:
    for entry in data["files"]:
        name = entry["filename"]
        if not name.startswith(root):
            continue
        module = name[len(root):].split("/")[0]
        lines = entry["summary"]["lines"]
        functions = entry["summary"]["functions"]
        total = modules.setdefault(module, [0, 0, 0, 0])
        total[0] += lines["covered"]
        total[1] += lines["count"]
        total[2] += functions["covered"]
        total[3] += functions["count"]

minimum = {}
for line in open(minimum_path):
    words = line.split("#")[0].split()
    if len(words) == 2:
        minimum[words[0]] = float(words[1])

print("| module | lines | line coverage | functions | function coverage | minimum |")
print("| --- | --- | --- | --- | --- | --- |")
failed = []
for module in sorted(modules):
    covered, count, fcovered, fcount = modules[module]
    percent = 100.0 * covered / count if count else 100.0
    fpercent = 100.0 * fcovered / fcount if fcount else 100.0
    floor = minimum.get(module)
    print(f"| {module} | {covered}/{count} | {percent:.1f} % | {fcovered}/{fcount} | {fpercent:.1f} % | "
          f"{'' if floor is None else f'{floor:.1f} %'} |")
    if floor is not None and percent + 1e-9 < floor:
        failed.append(f"{module}: {percent:.1f} % of lines, below the recorded {floor:.1f} %")
for module in minimum:
    if module not in modules:
        failed.append(f"{module}: recorded in {minimum_path} but not measured")
if failed:
    print("coverage: " + "; ".join(failed), file=sys.stderr)
    sys.exit(1)
