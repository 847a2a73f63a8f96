#!/usr/bin/env python3
"""The defects docs/findings/beeware-cassowary.md reports, as plain calls on BeeWare's
`cassowary` (PyPI 0.5.2): no plumb, no protocol. Each function does what a minimized script did
and prints what the library did and what it should have done.

    python3 adapters/pybee-cassowary-findings.py

Some of the library's choices follow the order of a dict or set of objects hashed by address,
so two of the defects show in only part of the runs: those functions try 200 fresh solvers and
count the outcomes.
"""
import collections
import os
import sys

_here = os.path.dirname(os.path.abspath(__file__))
sys.path = [entry for entry in sys.path if os.path.abspath(entry or os.curdir) != _here]
from cassowary import REQUIRED, RequiredFailure, SimplexSolver, Variable  # noqa: E402
from cassowary.expression import Constraint, Expression  # noqa: E402

EQ, LEQ, GEQ = Constraint.EQ, Constraint.LEQ, Constraint.GEQ


def constraint(terms, op, constant, strength=REQUIRED):
    """sum(coefficient * variable) OP constant, at `strength` (weight 1)."""
    expression = Expression()
    for coefficient, variable in terms:
        expression.add_variable(variable, coefficient)
    return Constraint(expression, op, constant, strength=strength, weight=1.0)


def edit(solver, variable, strength):
    solver.add_edit_var(variable, strength)
    solver.suggest_value(variable, 0.0)
    solver.resolve()


def rejected_add_stays():
    """1. A required constraint it rejects stays in the tableau."""
    solver, x = SimplexSolver(), Variable("x")
    edit(solver, x, 999)
    solver.add_constraint(constraint([(1, x)], LEQ, 1))
    try:
        solver.add_constraint(constraint([(1, x)], GEQ, 100))
        print("x >= 100 accepted (wrong: x <= 1 is required)")
    except RequiredFailure:
        print("x >= 100 rejected, as it must be")
    solver.suggest_value(x, 0.0)
    solver.resolve()
    print("suggest x = 0: x is", x.value, "(right: 0; the rejected x >= 100 still pulls it up to 1)")


def duplicate_removed():
    """2. Removing one of two equal required constraints lets go of both."""
    solver, x0, x1 = SimplexSolver(), Variable("x0"), Variable("x1")
    solver.add_constraint(constraint([(1, x0)], GEQ, 0, 250))
    first = solver.add_constraint(constraint([(1000, x0), (-1, x1)], EQ, 800))
    solver.add_constraint(constraint([(1000, x0), (-1, x1)], EQ, 800))
    solver.add_constraint(constraint([(1, x1)], GEQ, 0, 250))
    solver.remove_constraint(first)
    print("1000*x0 - x1 is", 1000 * x0.value - x1.value, "(right: 800, the copy left is required)")
    # The same with copies one rounding apart, and a conflicting constraint added afterwards.
    solver, x = SimplexSolver(), Variable("x")
    first = solver.add_constraint(constraint([(1, x)], EQ, 0.8999999999999999))
    solver.add_constraint(constraint([(1, x)], EQ, 0.9))
    solver.add_constraint(constraint([(-1, x)], LEQ, 0))
    solver.remove_constraint(first)
    try:
        solver.add_constraint(constraint([(1, x)], EQ, 1))
        print("x == 1 accepted while x == 0.9 is required: x is", x.value)
    except RequiredFailure:
        print("x == 1 rejected, as it must be")
    try:
        edit(solver, Variable("y"), 1)
        print("a new edit variable: fine")
    except Exception as error:  # noqa: BLE001
        print("a new edit variable afterwards:", type(error).__name__, error)


def unbounded_on_removal():
    """3. remove_constraint raises RequiredFailure('Objective function is unbounded')."""
    outcomes = collections.Counter()
    for _ in range(200):
        solver = SimplexSolver()
        x0, x1, x2 = Variable("x0"), Variable("x1"), Variable("x2")
        c0 = solver.add_constraint(constraint([(1, x0), (-1, x1)], EQ, 0))
        solver.add_constraint(constraint([(1, x2), (1000, x0)], EQ, 0, 250))
        c2 = solver.add_constraint(constraint([(-1, x2)], EQ, 0))
        solver.add_constraint(constraint([(1, x2), (-1, x1)], EQ, 0))
        solver.add_constraint(constraint([(-0.0025, x2)], LEQ, 0))
        solver.remove_constraint(c2)
        try:
            solver.remove_constraint(c0)
            outcomes["removed"] += 1
        except Exception as error:  # noqa: BLE001
            outcomes["%s: %s" % (type(error).__name__, error)] += 1
    print("removing a constraint it holds, 200 fresh solvers:", dict(outcomes))


def optional_refused():
    """4. An optional constraint refused with RequiredFailure('Objective function is unbounded')."""
    solver = SimplexSolver()
    x0, x1, x2, x3 = (Variable("x%d" % k) for k in range(4))
    edit(solver, x0, 999)
    c0 = solver.add_constraint(constraint([(0.001, x0), (25, x1)], LEQ, 0, 250))
    solver.remove_constraint(c0)
    solver.add_constraint(constraint([(0.001, x0), (25, x1)], LEQ, 0, 250))
    edit(solver, x2, 750)
    solver.add_constraint(constraint([(-25, x3), (-250, x1)], GEQ, 0, 250))
    try:
        solver.add_constraint(constraint([(-0.001, x3)], LEQ, -55, 250))
        print("the optional -0.001*x3 <= -55 added, as it must be")
    except RequiredFailure as error:
        print("the optional -0.001*x3 <= -55 (strength 250) refused:", type(error).__name__, error)


def same_calls_other_answers():
    """5. The same calls give other values from one solver to the next."""
    outcomes = collections.Counter()
    for _ in range(200):
        solver, x0, x1 = SimplexSolver(), Variable("x0"), Variable("x1")
        edit(solver, x0, 900)
        solver.add_constraint(constraint([(-1, x1), (-1, x0)], LEQ, 1, 250))
        solver.remove_edit_var(x0)
        outcomes[(x0.value, x1.value)] += 1
    print("(x0, x1) after the same calls, 200 fresh solvers:", dict(outcomes))


if __name__ == "__main__":
    for finding in [rejected_add_stays, duplicate_removed, unbounded_on_removal, optional_refused, same_calls_other_answers]:
        print("--", finding.__doc__.strip())
        finding()
