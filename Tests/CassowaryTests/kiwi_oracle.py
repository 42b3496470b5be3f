# The oracle for CassowaryTests: reads systems as JSON on stdin, solves each with Kiwi
# (kiwisolver), and writes each system's variable values (or the index of the constraint Kiwi
# refused) as JSON on stdout.
#
# A system: {"variables": n, "constraints": [{"terms": [[index, coefficient], ...],
# "constant": c, "relation": "<=" | "==" | ">=", "strength": weight, or none for required}],
# "edits": [[index, weight]], "suggestions": [[index, value]], "removals": [index, ...]}
# (constraints removed after the suggestions).
import json
import sys

import kiwisolver as kiwi


def solve(system):
    variables = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
    solver = kiwi.Solver()
    constraints = []
    for index, spec in enumerate(system["constraints"]):
        expression = spec["constant"]
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
        try:
            solver.addConstraint(constraint)
        except kiwi.UnsatisfiableConstraint:
            return {"refused": index}
        constraints.append(constraint)
    for variable, weight in system["edits"]:
        solver.addEditVariable(variables[variable], weight)
    for variable, value in system["suggestions"]:
        solver.suggestValue(variables[variable], value)
    for index in system["removals"]:
        solver.removeConstraint(constraints[index])
    solver.updateVariables()
    return {"values": [v.value() for v in variables]}


print(json.dumps([solve(system) for system in json.load(sys.stdin)]))
