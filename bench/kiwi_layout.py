# Kiwi's side of `drawer bench`'s layout rows: the same system Drawer's engine solved, through
# kiwisolver, timed here so that only Kiwi's work is counted.
#
# Reads the system's JSON path as its first argument: {"variables": n, "operations": [{"add":
# bool, "id": k, "terms": [[variable, coefficient], ...], "constant": c, "relation": "<=" |
# "==" | ">=", "strength": weight or null}], "animated": {"id": k, "base": c} or null}. Then
# answers commands on stdin, one line each, with nanoseconds on stdout:
#   scratch R  the median of R runs of the operations into a fresh solver and updateVariables;
#   edit F     the median of F frames of suggestValue on the animated constraint's edit
#              variable (the constraint is `expression + base - edit == 0`, Kiwi's idiom for a
#              changing constant) and updateVariables.
# Python's part is taken out: each timing less the same loop calling a C builtin (`id`) in
# place of Kiwi's methods, measured beside it. The constraints are built before any timing.
import json
import statistics
import sys
import time

import kiwisolver as kiwi

system = json.load(open(sys.argv[1]))
variables = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
edit = kiwi.Variable("edit")
animated = system.get("animated")


def make(spec, with_edit):
    expression = spec["constant"]
    for variable, coefficient in spec["terms"]:
        expression = expression + variables[variable] * coefficient
    if with_edit:
        expression = expression - spec["constant"] + animated["base"] - edit
    relation = spec["relation"]
    if relation == "<=":
        constraint = expression <= 0
    elif relation == ">=":
        constraint = expression >= 0
    else:
        constraint = expression == 0
    if spec.get("strength") is not None:
        constraint = constraint | spec["strength"]
    return constraint


made = {}
operations = []
for spec in system["operations"]:
    if spec["add"]:
        made[spec["id"]] = make(spec, animated is not None and spec["id"] == animated["id"])
    operations.append((spec["add"], made[spec["id"]]))


def scratch_once():
    solver = kiwi.Solver()
    add, remove = solver.addConstraint, solver.removeConstraint
    start = time.perf_counter_ns()
    for added, constraint in operations:
        if added:
            add(constraint)
        else:
            remove(constraint)
    solver.updateVariables()
    elapsed = time.perf_counter_ns() - start
    noop = id
    start = time.perf_counter_ns()
    for added, constraint in operations:
        if added:
            noop(constraint)
        else:
            noop(constraint)
    noop(solver)
    loop = time.perf_counter_ns() - start
    return max(elapsed - loop, 0), solver


solver = None
if animated is not None:
    _, solver = scratch_once()
    solver.addEditVariable(edit, kiwi.strength.strong)
frame = 0
for line in sys.stdin:
    command, count = line.split()
    count = int(count)
    samples = []
    if command == "scratch":
        for _ in range(count):
            samples.append(scratch_once()[0])
    elif command == "edit":
        suggest, update = solver.suggestValue, solver.updateVariables
        for _ in range(count):
            frame += 1
            value = 10.0 + frame % 100
            start = time.perf_counter_ns()
            suggest(edit, value)
            update()
            elapsed = time.perf_counter_ns() - start
            start = time.perf_counter_ns()
            id(edit)
            id(value)
            loop = time.perf_counter_ns() - start
            samples.append(max(elapsed - loop, 0))
    print(int(statistics.median(samples)), flush=True)
