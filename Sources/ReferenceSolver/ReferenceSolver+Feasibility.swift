import ConstraintSystem

/// Whether a set of required constraints can hold, exactly (phase one of the simplex method on
/// rationals, `LinearProgram.feasibleTableau`), and, when it cannot, whether it fails by rounding
/// alone: `x == 0.3` beside `x == 0.1 + 0.2` cannot hold exactly, but a floating-point solver
/// cannot tell the two constants apart, so either decision is right there. And the mirror case:
/// a set that holds, but only on a sliver thinner than rounding (`holdsOnlyWithinRounding`).
package enum RequiredFeasibility: Sendable, Equatable {
    case feasible
    /// Infeasible exactly, feasible once violations summing to at most
    /// `ReferenceScriptSolver.roundingTolerance` times the largest required constant are allowed.
    case withinRounding
    case infeasible
}

extension ReferenceSolver {
    /// The feasibility of the required constraints among `constraints` (optional ones are
    /// ignored). `telling rounding: false` answers `infeasible` without the second solve that
    /// tells rounding apart.
    package static func requiredFeasibility(
        of constraints: [SystemConstraint], tellingRounding rounding: Bool = true, method: Method? = nil
    ) -> RequiredFeasibility {
        let system = ConstraintSystem(constraints: constraints)
        if requiredFeasible(system, including: { _ in true }, method: method) { return .feasible }
        return rounding && withinRounding(system, method: method) ? .withinRounding : .infeasible
    }

    /// True when the required constraints of `system` hold once violations summing to at most
    /// `roundingTolerance` (relative) are allowed: every one made optional at one priority, the
    /// least total error.
    static func withinRounding(_ system: ConstraintSystem, method: Method? = nil) -> Bool {
        var soft = ConstraintSystem()
        var scale = 1.0
        for constraint in system.constraints where constraint.priority.isRequired {
            var line = constraint
            line.priority = Priority(1)
            soft.constraints.append(line)
            scale = max(scale, abs(constraint.constant))
        }
        let least = solve(soft, method: method).errors.first?.error.doubleValue ?? 0
        return least <= ReferenceScriptSolver.roundingTolerance * scale
    }

    /// True when the required constraints among `constraints`, which hold, no longer hold once
    /// every required inequality is tightened by `roundingTolerance` times the largest required
    /// constant: they hold on a sliver thinner than rounding (a point where a bound of 97499.6
    /// is met exactly), and a floating-point solver that finds them infeasible is right too. The
    /// mirror of `withinRounding`.
    package static func holdsOnlyWithinRounding(_ constraints: [SystemConstraint], method: Method? = nil) -> Bool {
        !requiredFeasible(
            ConstraintSystem(constraints: tightened(constraints)), including: { _ in true }, method: method)
    }

    /// `constraints` with every required inequality tightened by `roundingTolerance` times the
    /// largest required constant (`holdsOnlyWithinRounding`); the rest as they are, so indices stay.
    package static func tightened(_ constraints: [SystemConstraint]) -> [SystemConstraint] {
        let margin =
            ReferenceScriptSolver.roundingTolerance
            * constraints.reduce(1.0) { $1.priority.isRequired ? max($0, abs($1.constant)) : $0 }
        return constraints.map { constraint in
            var line = constraint
            guard line.priority.isRequired else { return line }
            switch line.relation {
            case .greaterThanOrEqual: line.constant += margin
            case .lessThanOrEqual: line.constant -= margin
            case .equal: break
            }
            return line
        }
    }
}
