#!/usr/bin/env python3
"""plumb's solver protocol (docs/solver-protocol.md) for kiwisolver, the Python binding of kiwi.

Run by `plumb fuzz --target solver --adapter 'python3 adapters/kiwisolver.py'`. kiwi weighs
strengths instead of ordering priorities, so this adapter declares `weighted` and gives each
constraint the strength of its weight (the line's `~ WEIGHT`, else its priority's number);
required constraints get kiwi's `required`. A change of constant or priority is a removal and an
add (kiwi has no in-place change); when the add is refused, the old constraint goes back.
"""
import os
import sys

# This file is named after the module it adapts: keep its own folder off the import path.
_here = os.path.dirname(os.path.abspath(__file__))
sys.path = [entry for entry in sys.path if os.path.abspath(entry or os.curdir) != _here]
import kiwisolver as kiwi  # noqa: E402


class Adapter:
    def __init__(self):
        self.reset()

    def reset(self):
        self.solver = kiwi.Solver()
        self.variables = {}
        self.constraints = {}  # id -> (kiwi constraint, its parts)
        self.edits = {}

    def variable(self, name):
        if name not in self.variables:
            self.variables[name] = kiwi.Variable(name)
        return self.variables[name]

    @staticmethod
    def strength(priority, weight):
        return kiwi.strength.required if priority >= 1000 else weight

    def make(self, parts):
        op, constant, priority, weight, terms = parts
        expression = sum((coefficient * self.variable(name) for coefficient, name in terms), 0.0)
        if op == "==":
            made = expression == constant
        elif op == "<=":
            made = expression <= constant
        else:
            made = expression >= constant
        return made | self.strength(priority, weight)

    def add(self, cid, parts):
        made = self.make(parts)
        try:
            self.solver.addConstraint(made)
        except kiwi.UnsatisfiableConstraint:
            return "rejected"
        self.constraints[cid] = (made, parts)
        return "ok"

    def replace(self, cid, change):
        old, parts = self.constraints.pop(cid)
        self.solver.removeConstraint(old)
        answer = self.add(cid, change(parts))
        if answer == "rejected":
            try:
                self.solver.addConstraint(old)
            except kiwi.UnsatisfiableConstraint:
                # kiwi refuses the constraint it held a moment ago: the rejected one stayed behind.
                return "error the old constraint cannot be added back after its change was rejected (UnsatisfiableConstraint)"
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
            self.solver.removeConstraint(made)
            return "ok"
        if command == "set-constant":
            value = float(words[2])
            return self.replace(int(words[1]), lambda p: (p[0], value, p[2], p[3], p[4]))
        if command == "set-priority":
            priority, weight = float(words[2]), float(words[3])
            return self.replace(int(words[1]), lambda p: (p[0], p[1], priority, weight, p[4]))
        if command == "edit":
            variable = self.variable(words[1])
            self.solver.addEditVariable(variable, self.strength(float(words[2]), float(words[3])))
            self.edits[words[1]] = variable
            return "ok"
        if command == "remove-edit":
            self.solver.removeEditVariable(self.edits.pop(words[1]))
            return "ok"
        if command == "suggest":
            for k in range(1, len(words), 2):
                self.solver.suggestValue(self.edits[words[k]], float(words[k + 1]))
            return "ok"
        if command == "values":
            self.solver.updateVariables()
            return "values " + " ".join(repr(self.variables[name].value()) if name in self.variables else "0" for name in words[1:])
        return "error unknown request '%s'" % command


def main():
    adapter = Adapter()
    print("plumb-solver 1 weighted kiwisolver-%s" % kiwi.__version__, flush=True)
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
