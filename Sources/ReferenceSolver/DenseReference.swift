import ConstraintSystem

/// The dense exact solver: solves a `ConstraintSystem` from scratch on a dense rational tableau
/// (`LinearProgram`, `ExactTableau`). The certified reference falls back on it when a proposed
/// basis cannot be repaired, and tests keep it as a third opinion (`--solver exact-dense`).
///
/// Lexicographic LP: phase one finds a point where every required constraint holds (optional
/// rows always can, through their errors); then for each optional priority from the highest,
/// the simplex minimizes that priority's error sum, and every non-basic column with a positive
/// reduced cost (above `indifference`, 1e-12: rounding-sized slopes cost nothing) is frozen at
/// zero, which keeps every lower priority on the optimal set of the higher ones. Unsatisfiable required sets get an irreducible conflict by deletion filtering
/// (Chinneck & Dravnieks 1991): drop each member in turn and keep the drop when the rest stay
/// infeasible.
enum DenseReference {
    /// `solve`, with the shortcut for variables evidently fixed on the optimal face switched off
    /// when `readingFixedValues` is false (tests compare the two).
    static func solve(
        _ system: ConstraintSystem, ranges wantRanges: Bool, readingFixedValues: Bool, expressions: [[LinearTerm]] = [],
        rangesOf wanted: (String) -> Bool = { _ in true }
    ) -> ReferenceSolution {
        let program = LinearProgram(system)
        guard var tableau = program.feasibleTableau() else {
            return ReferenceSolution(
                status: .unsatisfiable, values: [], errors: [],
                conflict: ReferenceSolver.conflict(in: system, method: .dense), ranges: [])
        }
        var errors: [ReferenceSolution.PriorityError] = []
        let threshold = ReferenceSolver.frozenAbove
        for priority in program.priorities {
            var cost = [Rational](repeating: .zero, count: tableau.columnCount)
            for column in program.errorColumns[priority]! { cost[column] = .one }
            // Bounded: errors are non-negative.
            guard let reduced = tableau.minimize(cost) else { preconditionFailure("an error sum is unbounded below") }
            errors.append(.init(priority: Priority(priority), error: tableau.objectiveValue(cost)))
            let basic = Set(tableau.basis)
            for j in 0..<tableau.columnCount where !basic.contains(j) && reduced[j] > threshold {
                tableau.frozen[j] = true
            }
        }
        let point = tableau.solution
        let values = program.names.enumerated()
            .map { ReferenceSolution.NamedValue(name: $1, value: point[2 * $0] - point[2 * $0 + 1]) }
            .sorted { $0.name < $1.name }
        let ranges =
            wantRanges
            ? self.ranges(program, on: tableau, readingFixedValues: readingFixedValues, of: wanted).sorted {
                $0.name < $1.name
            } : []
        var solution = ReferenceSolution(status: .ok, values: values, errors: errors, conflict: [], ranges: ranges)
        if !expressions.isEmpty { solution.expressionRanges = self.ranges(of: expressions, program, on: tableau) }
        return solution
    }

    /// The range of each expression over the optimal face (see `ranges`); the value alone when the
    /// expression is evidently fixed there.
    static func ranges(of expressions: [[LinearTerm]], _ program: LinearProgram, on optimum: ExactTableau)
        -> [ReferenceSolution.ExpressionRange]
    {
        var tableau = optimum
        let column = Dictionary(uniqueKeysWithValues: program.names.enumerated().map { ($1, 2 * $0) })
        return expressions.map { terms in
            guard terms.allSatisfy({ column[$0.name] != nil || $0.coefficient == 0 }) else {
                return ReferenceSolution.ExpressionRange(lowest: nil, highest: nil)
            }
            var cost = [Rational](repeating: .zero, count: tableau.columnCount)
            for term in terms where term.coefficient != 0 {
                let c = Rational(exactly: term.coefficient)!
                cost[column[term.name]!] += c
                cost[column[term.name]! + 1] -= c
            }
            if let value = tableau.valueIfFixedOnFace(cost) {
                return ReferenceSolution.ExpressionRange(lowest: value, highest: value)
            }
            func extreme(_ sign: Rational) -> Rational? {
                let signed = cost.map { sign * $0 }
                guard tableau.minimize(signed) != nil else { return nil }
                return sign * tableau.objectiveValue(signed)
            }
            return ReferenceSolution.ExpressionRange(lowest: extreme(.one), highest: extreme(-.one))
        }
    }

    /// Minimizes and maximizes each variable over the optimal face: the final tableau with its
    /// frozen columns at zero is exactly the lexicographically optimal set. Every basis reached
    /// there is feasible for that face, so each LP starts from where the last one ended, on one
    /// copy of the tableau.
    ///
    /// A variable whose expression in the non-frozen nonbasic columns is empty is constant on the
    /// face: its range is its value, read off without an LP (most variables of a well-constrained
    /// layout, which makes ranges about as cheap as the solve).
    static func ranges(
        _ program: LinearProgram, on optimum: ExactTableau, readingFixedValues: Bool,
        of wanted: (String) -> Bool = { _ in true }
    ) -> [ReferenceSolution.VariableRange] {
        var tableau = optimum
        return program.names.enumerated().filter { wanted($0.element) }.map { k, name in
            if readingFixedValues, let value = tableau.valueIfFixedOnFace(plus: 2 * k, minus: 2 * k + 1) {
                return ReferenceSolution.VariableRange(name: name, lowest: value, highest: value)
            }
            func extreme(_ sign: Rational) -> Rational? {
                var cost = [Rational](repeating: .zero, count: tableau.columnCount)
                cost[2 * k] = sign
                cost[2 * k + 1] = -sign
                guard tableau.minimize(cost) != nil else { return nil }  // unbounded that way
                return sign * tableau.objectiveValue(cost)
            }
            return ReferenceSolution.VariableRange(name: name, lowest: extreme(.one), highest: extreme(-.one))
        }
    }

    /// True when the required constraints among `included` can all hold.
    static func requiredFeasible(_ system: ConstraintSystem, including included: (Int) -> Bool) -> Bool {
        LinearProgram(system, including: included, requiredOnly: true).feasibleTableau() != nil
    }
}
