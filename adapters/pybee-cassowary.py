#!/usr/bin/env python3
"""plumb's solver protocol (docs/solver-protocol.md) for BeeWare's `cassowary` (PyPI), the pure
Python Cassowary behind BeeWare's Toga layouts.

Run by `plumb fuzz --target solver --adapter 'python3 adapters/pybee-cassowary.py'`. Its
strengths are numbers (REQUIRED 1001001000, STRONG 1e6, MEDIUM 1e3, WEAK 1) and each optional
constraint's error enters one objective at strength × weight: a weighing solver, so this adapter
declares `weighted` and gives each optional constraint the line's WEIGHT as its strength (weight
1); required constraints get REQUIRED. An edit variable is an edit constraint at its WEIGHT,
suggested 0 at once; a suggestion is `suggest_value` then `resolve()` (the dual simplex), as
Toga does outside `with solver.edit()`, which would drop the edit variables at its end. A change
of constant or priority is a removal and an add (the library has no in-place change); when the
add is refused, the old constraint goes back.
"""
import os
import sys
from importlib import metadata

# Keep this file's folder off the import path (a module named like one of the library's would
# shadow it).
_here = os.path.dirname(os.path.abspath(__file__))
sys.path = [entry for entry in sys.path if os.path.abspath(entry or os.curdir) != _here]
import cassowary  # noqa: E402
from cassowary.expression import Constraint, Expression  # noqa: E402

OPERATORS = {"==": Constraint.EQ, "<=": Constraint.LEQ, ">=": Constraint.GEQ}


class Adapter:
    def __init__(self):
        self.reset()

    def reset(self):
        self.solver = cassowary.SimplexSolver()
        self.variables = {}
        self.constraints = {}  # id -> (the library's constraint, its parts)
        self.edits = set()

    def variable(self, name):
        if name not in self.variables:
            self.variables[name] = cassowary.Variable(name)
        return self.variables[name]

    @staticmethod
    def strength(priority, weight):
        return cassowary.REQUIRED if priority >= 1000 else weight

    def make(self, parts):
        op, constant, priority, weight, terms = parts
        expression = Expression()
        for coefficient, name in terms:
            expression.add_variable(self.variable(name), coefficient)
        return Constraint(expression, OPERATORS[op], constant, strength=self.strength(priority, weight), weight=1.0)

    def add(self, cid, parts):
        made = self.make(parts)
        try:
            self.solver.add_constraint(made)
        except cassowary.RequiredFailure:
            return "rejected"
        self.constraints[cid] = (made, parts)
        return "ok"

    def replace(self, cid, change):
        old, parts = self.constraints.pop(cid)
        self.solver.remove_constraint(old)
        answer = self.add(cid, change(parts))
        if answer == "rejected":
            try:
                self.solver.add_constraint(old)
            except cassowary.RequiredFailure:
                # The library refuses the constraint it held a moment ago: the rejected one stayed behind.
                return "error the old constraint cannot be added back after its change was rejected (RequiredFailure)"
            self.constraints[cid] = (old, parts)
        return answer

    def handle(self, words):
        command = words[0]
        if command == "reset":
            self.reset()
            return "ok"
        if command == "add":
            cid, op, constant, priority, weight, count = int(words[1]), words[2], float(words[3]), float(words[4]), float(words[5]), int(words[6])
            terms = [(float(words[7 + 2 * k]), words[8 + 2 * k]) for k in range(count)]
            return self.add(cid, (op, constant, priority, weight, terms))
        if command == "remove":
            made, _ = self.constraints.pop(int(words[1]))
            self.solver.remove_constraint(made)
            return "ok"
        if command == "set-constant":
            value = float(words[2])
            return self.replace(int(words[1]), lambda p: (p[0], value, p[2], p[3], p[4]))
        if command == "set-priority":
            priority, weight = float(words[2]), float(words[3])
            return self.replace(int(words[1]), lambda p: (p[0], p[1], priority, weight, p[4]))
        if command == "edit":
            variable = self.variable(words[1])
            self.solver.add_edit_var(variable, self.strength(float(words[2]), float(words[3])))
            self.edits.add(words[1])
            self.solver.suggest_value(variable, 0.0)
            self.solver.resolve()
            return "ok"
        if command == "remove-edit":
            self.edits.remove(words[1])
            self.solver.remove_edit_var(self.variables[words[1]])
            return "ok"
        if command == "suggest":
            for k in range(1, len(words), 2):
                self.solver.suggest_value(self.variables[words[k]], float(words[k + 1]))
            self.solver.resolve()
            return "ok"
        if command == "values":
            return "values " + " ".join(repr(float(self.variables[name].value)) if name in self.variables else "0" for name in words[1:])
        return "error unknown request '%s'" % command


def main():
    adapter = Adapter()
    print("plumb-solver 1 weighted beeware-cassowary-%s" % metadata.version("cassowary"), flush=True)
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        try:
            answer = adapter.handle(words)
        except Exception as error:  # the solver refused an operation it should take: a finding
            # The detail in quotes: plumb's signatures make quoted text generic, so one defect
            # hit with different constraints stays one finding.
            answer = "error %s '%s'" % (type(error).__name__, str(error).replace("\n", " ").replace("'", '"'))
        print(answer, flush=True)


if __name__ == "__main__":
    main()
