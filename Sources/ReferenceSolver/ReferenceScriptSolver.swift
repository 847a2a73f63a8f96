import ConstraintSystem

/// The reference as a `ScriptSolver`: it keeps the current system and judges every point from
/// scratch, exactly. An operation is rejected when the required constraints of the system it
/// would make cannot all hold; the conflict is then irreducible (deletion filtering). A
/// checkpoint reads each expression's range over the optimal set, so that a check on a value the
/// optimum leaves free is found out.
///
/// Rounding: a floating-point solver cannot tell `x == 0.3` from `x == 0.1 + 0.2` (the two
/// constants differ by 5.6e-17), so where the required constraints fail to hold exactly but hold
/// once violations summing to at most `roundingTolerance` are allowed, either decision is right.
/// The reference then follows `testedDecision` (the decision of the solver it is compared with);
/// a constraint accepted that way is *relaxed*: solved at `relaxedPriority`, just below required,
/// so that the system keeps a meaning and the rounding shows only as a tiny error there.
/// The other way round, a set that holds as binary64 values but contradicts itself with its
/// numbers read as written (`DecimalReading.swift`) may be rejected too: the reference then
/// follows a rejection, with a conflict found in the written reading.
package final class ReferenceScriptSolver: ScriptSolver {
    private var constraints: [(id: Int, constraint: SystemConstraint)] = []
    private var edits: [EditDeclaration] = []
    private var suggested: [String: Double] = [:]
    private var relaxed = Set<Int>()
    /// The decision of the solver under test on the operation about to be decided, if known.
    package var testedDecision: Decision?

    /// The highest optional priority, where relaxed constraints are solved.
    package static let relaxedPriority = Priority(Double(1000).nextDown)
    /// The largest total violation, relative to the largest required constant (at least 1), that
    /// counts as rounding.
    package static let roundingTolerance = 1e-9

    /// Lexicographic (FORMAT.md's meaning), or weighted: one sum of weight × error
    /// (`ConstraintSystem.weighted()`), to judge a solver that weighs priorities by its own rule.
    package let semantics: PrioritySemantics

    /// How each point is solved (nil: `ReferenceSolver.defaultMethod`).
    package let method: ReferenceSolver.Method?

    package init(semantics: PrioritySemantics = .lexicographic, method: ReferenceSolver.Method? = nil) {
        self.semantics = semantics
        self.method = method
    }

    package var reportsIrreducibleConflicts: Bool { true }

    /// The current system, as FORMAT-v2.md's snapshot (relaxed constraints at `relaxedPriority`);
    /// in the weighted mode, its weighted form.
    package var system: ConstraintSystem {
        let lines = constraints.map { entry in
            guard relaxed.contains(entry.id) else { return entry.constraint }
            var line = entry.constraint
            line.priority = Self.relaxedPriority
            line.weight = nil
            return line
        }
        let snapshot = ScriptState.snapshot(edits: edits, constraints: lines, suggested: suggested)
        return semantics == .weighted ? snapshot.weighted(keepingFrom: Self.relaxedPriority) : snapshot
    }

    package func add(_ id: Int, _ constraint: SystemConstraint) throws(ScriptSolverError) -> Decision {
        let decision = decide(adding: (id, constraint))
        if decision == .accepted { constraints.append((id, constraint)) }
        return decision
    }

    package func remove(_ id: Int, _ constraint: SystemConstraint) throws(ScriptSolverError) {
        constraints.removeAll { $0.id == id }
        relaxed.remove(id)
    }

    package func setConstant(_ id: Int, of constraint: SystemConstraint, to value: Double) throws(ScriptSolverError)
        -> Decision
    {
        try replace(id) { $0.constant = value }
    }

    package func setPriority(
        _ id: Int, of constraint: SystemConstraint, to priority: Priority, weight: Double?
    ) throws(ScriptSolverError) -> Decision {
        try replace(id) {
            $0.priority = priority
            $0.weight = weight
        }
    }

    package func addEdit(_ edit: EditDeclaration) throws(ScriptSolverError) { edits.append(edit) }

    package func removeEdit(_ name: String) throws(ScriptSolverError) {
        edits.removeAll { $0.name == name }
        suggested[name] = nil
    }

    package func suggest(_ step: SuggestStep) throws(ScriptSolverError) {
        for suggestion in step.values { suggested[suggestion.name] = suggestion.value }
    }

    package func observe(_ expressions: [[LinearTerm]]) throws(ScriptSolverError) -> Observation {
        let solution = ReferenceSolver.solve(system, expressions: expressions, method: method)
        guard solution.status == .ok else {
            throw ScriptSolverError(
                .failed, "the reference found the current system's required constraints unsatisfiable")
        }
        let readings = solution.expressionRanges.map { range in
            let interval = Observation.ClosedInterval(
                lowest: range.lowest?.doubleValue, highest: range.highest?.doubleValue)
            return Observation.Reading(value: (range.lowest ?? range.highest ?? .zero).doubleValue, range: interval)
        }
        return Observation(
            readings: readings,
            errors: solution.errors.map { .init(priority: $0.priority, error: $0.error.doubleValue) })
    }

    /// Replaces a live constraint by its changed form, unless that makes the required ones fail.
    private func replace(_ id: Int, _ change: (inout SystemConstraint) -> Void) throws(ScriptSolverError) -> Decision {
        guard let index = constraints.firstIndex(where: { $0.id == id }) else {
            throw ScriptSolverError(.failed, "constraint #\(id) is not live")
        }
        var changed = constraints[index].constraint
        change(&changed)
        let saved = constraints.remove(at: index)
        let wasRelaxed = relaxed.contains(id)
        let decision = decide(adding: (id, changed))
        constraints.insert(decision == .accepted ? (id, changed) : saved, at: index)
        if decision != .accepted && wasRelaxed { relaxed.insert(id) }  // the old form stays, as it was
        return decision
    }

    /// Accepted when the live required constraints and `candidate` can all hold; otherwise
    /// rejected with the other members of an irreducible conflicting set.
    private func decide(adding candidate: (id: Int, constraint: SystemConstraint)) -> Decision {
        defer { testedDecision = nil }
        relaxed.remove(candidate.id)
        guard candidate.constraint.priority.isRequired else { return .accepted }
        let trial = constraints.map(\.constraint) + [candidate.constraint]
        switch ReferenceSolver.requiredFeasibility(
            of: trial, tellingRounding: testedDecision == .accepted, method: method)
        {
        case .feasible:
            // Rejected as written (DecimalReading.swift), or holding only on a sliver thinner
            // than rounding, the solver's rejection stands.
            guard case .rejected = testedDecision else { return .accepted }
            var written = ConstraintSystem(constraints: ReferenceSolver.asWritten(trial))
            if ReferenceSolver.requiredFeasible(written, including: { _ in true }, method: method) {
                // `holdsOnlyWithinRounding`, with the tightened set kept for the conflict.
                written = ConstraintSystem(constraints: ReferenceSolver.tightened(trial))
                guard !ReferenceSolver.requiredFeasible(written, including: { _ in true }, method: method) else {
                    return .accepted
                }
            }
            let conflict = ReferenceSolver.conflict(in: written, method: method)
            return .rejected(conflict: conflict.filter { $0 < constraints.count }.map { constraints[$0].id })
        case .withinRounding:
            relaxed.insert(candidate.id)
            return .accepted
        case .infeasible: break
        }
        let conflict = ReferenceSolver.conflict(in: ConstraintSystem(constraints: trial), method: method)
        return .rejected(conflict: conflict.filter { $0 < constraints.count }.map { constraints[$0].id })
    }
}
