# The oracle for CassowaryTests: reads systems as JSON on stdin, solves each with Kiwi
# (kiwisolver), and writes each system's variable values (or the index of the constraint Kiwi
# refused) as JSON on stdout.
#
# A system: {"variables": n, "constraints": [{"terms": [[index, coefficient], ...],
# "constant": c, "relation": "<=" | "==" | ">=", "strength": weight, or none for required}],
# "edits": [[index, weight]], "suggestions": [[index, value]], "changes": [[index, constant]],
# "removals": [index, ...]} (constants changed after the suggestions, constraints removed after
# that; see `with_changes`).
import json
import sys

import kiwisolver as kiwi


def make(spec, variables, constant):
    expression = constant
    for variable, coefficient in spec["terms"]:
        expression = expression + variables[variable] * coefficient
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


def solve(system):
    variables = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
    solver = kiwi.Solver()
    constraints = []
    for index, spec in enumerate(system["constraints"]):
        constraint = make(spec, variables, spec["constant"])
        try:
            solver.addConstraint(constraint)
        except kiwi.UnsatisfiableConstraint:
            return {"refused": index}
        constraints.append(constraint)
    for variable, weight in system["edits"]:
        solver.addEditVariable(variables[variable], weight)
    for variable, value in system["suggestions"]:
        solver.suggestValue(variables[variable], value)
    if system["changes"]:
        return with_changes(system)
    for index in system["removals"]:
        solver.removeConstraint(constraints[index])
    solver.updateVariables()
    return {"values": [v.value() for v in variables], "refusedChanges": []}


def with_changes(system):
    """A system whose constants change: each change is refused where the required constraints
    at that moment cannot hold with it, as a fresh solver finds; the values are those of the
    last system, solved from scratch. (Kiwi's own state after a refused add is not to be
    trusted: it leaves the tableau as phase one left it, and later answers can miss the
    optimum.)"""
    constants = [spec["constant"] for spec in system["constraints"]]
    refused_changes = []
    for change_index, (index, constant) in enumerate(system["changes"]):
        trial = list(constants)
        trial[index] = constant
        if solve_afresh(system, trial, [], with_edits=False) is None:
            refused_changes.append(change_index)
        else:
            constants = trial
    values = solve_afresh(system, constants, system["removals"], with_edits=True)
    return {"values": values, "refusedChanges": refused_changes}


def solve_afresh(system, constants, removals, with_edits):
    """The values of the system's constraints at `constants` but `removals`, or None where its
    required ones cannot all hold."""
    variables = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
    solver = kiwi.Solver()
    for index, spec in enumerate(system["constraints"]):
        if index in removals:
            continue
        try:
            solver.addConstraint(make(spec, variables, constants[index]))
        except kiwi.UnsatisfiableConstraint:
            return None
    if with_edits:
        for variable, weight in system["edits"]:
            solver.addEditVariable(variables[variable], weight)
        last = {variable: value for variable, value in system["suggestions"]}
        for variable, value in last.items():
            solver.suggestValue(variables[variable], value)
    solver.updateVariables()
    return [v.value() for v in variables]


print(json.dumps([solve(system) for system in json.load(sys.stdin)]))
