// The certificate check: a proposed basis is factored exactly, and its basic solution and duals
// prove the answer (Applegate, Cook, Dash & Espinoza 2007; Gleixner, Steffy & Wolter 2016).
//
// - Feasible: every non-negative basic column is at least zero and every artificial one is
//   zero, so the basic solution satisfies every row exactly.
// - Infeasible: phase one's objective `Σ s·a` (each artificial column `a` kept at its sign `s`)
//   is positive at a basis whose reduced costs cannot improve it: for any point of the rows,
//   `yᵀb = yᵀA·x ≤ 0` (Farkas's lemma), while `yᵀb` is that positive objective.
// - Lexicographically optimal: priority by priority from the highest, no column that may move
//   (nonbasic, not frozen) has an improving reduced cost; then every column whose reduced cost
//   exceeds `ReferenceSolver.indifference` is frozen at zero, which is exactly the optimal face
//   of that priority within the face of the ones above. Lower priorities move only on it.
//
// Where the check fails, exact pivots continue from the proposed basis (`ExactSimplex`); a basis
// that is singular or primally infeasible for the rows is given up, and the caller solves from
// scratch. The path taken is part of the answer.

/// How an answer was reached.
package enum CertificatePath: String, Sendable, CaseIterable {
    /// The float proposer's basis passed the exact check as it was.
    case verified
    /// The check failed; exact pivots from the proposed basis reached a certificate.
    case repaired
    /// The proposal could not be repaired; the dense exact solver solved from scratch.
    case fromScratch = "from-scratch"
}

/// Why a proposal could not be certified (the dense solver then solves from scratch).
package enum CertificateFailure: String, Sendable, CaseIterable, Error {
    /// The proposed columns are not a basis (a float pivot on what is exactly zero).
    case singular
    /// A non-negative basic column is negative at the proposed basis.
    case primalInfeasible = "primal-infeasible"
    /// The float proposer called rows infeasible that hold together exactly.
    case notInfeasible = "not-infeasible"
    /// The exact pivots ran out of budget (or met a singular pivot).
    case gaveUp = "gave-up"
}

/// A certified answer for a `SparseProgram`.
struct CertifiedOptimum {
    /// The final basis, its fixed columns (artificial and frozen) and pivots so far.
    var simplex: ExactSimplex
    var feasible: Bool
    /// Each priority's error at its optimum, highest first.
    var errors: [(priority: Double, error: Rational)] = []
    var path: CertificatePath

    /// Checks (and repairs) `proposal`; fails when that cannot be done (the caller then solves
    /// from scratch).
    static func certify(_ program: SparseProgram, _ proposal: ProposedBasis) -> Result<
        CertifiedOptimum, CertificateFailure
    > {
        guard let basis = ExactBasis(program, rows: proposal.rows, columns: proposal.basis) else {
            return .failure(.singular)
        }
        var simplex = ExactSimplex(basis, pivotLimit: 100 + program.rowCount / 4)
        // Phase one where an artificial column is not zero, or a non-negative one is negative.
        var phaseOne: [Int: Rational] = [:]
        for (k, j) in basis.columns.enumerated() where program.isArtificial(j) && !basis.values[k].isZero {
            simplex.signs[j] = basis.values[k].signum
            phaseOne[j] = Rational(basis.values[k].signum)
        }
        if let composite = simplex.enterComposite() { phaseOne[composite] = .one }
        for (k, j) in simplex.basis.columns.enumerated() where !program.isArtificial(j) && !program.isFreeColumn(j) {
            guard simplex.basis.values[k].signum >= 0 else { return .failure(.primalInfeasible) }
        }
        if !phaseOne.isEmpty {
            guard simplex.minimize(phaseOne).0 == .optimal else { return .failure(.gaveUp) }
            if !simplex.basis.objective({ phaseOne[$0] ?? .zero }).isZero {
                return .success(
                    CertifiedOptimum(
                        simplex: simplex, feasible: false, path: simplex.pivots == 0 ? .verified : .repaired))
            }
            simplex.signs = [:]
        }
        guard proposal.feasible, proposal.rows.count == program.rowCount else { return .failure(.notInfeasible) }
        #if PLUMB_FAULTS
            if PlantedReferenceFaults.isActive(.artificialRowsDroppedAfterPhaseOne) {
                guard let smaller = droppingArtificialRows(simplex) else { return .failure(.singular) }
                simplex = smaller
            }
        #endif
        var optimum = CertifiedOptimum(simplex: simplex, feasible: true, path: .verified)
        let threshold = ReferenceSolver.frozenAbove
        for level in program.levels {
            let (outcome, reduced) = optimum.simplex.minimize(ones: level.columns)
            guard outcome == .optimal else { return .failure(.gaveUp) }
            optimum.errors.append((level.priority, optimum.simplex.objective(ones: level.columns)))
            for (j, d) in reduced where d > threshold { optimum.simplex.fixed[j] = true }
        }
        if optimum.simplex.pivots > 0 { optimum.path = .repaired }
        return .success(optimum)
    }

    #if PLUMB_FAULTS
        /// The planted fault `artificialRowsDroppedAfterPhaseOne`: the rows whose own artificial
        /// column is still basic, dropped with that column as if redundant (the basis stays one:
        /// the column is the unit column of its row). Nil when the smaller basis is singular.
        private static func droppingArtificialRows(_ simplex: ExactSimplex) -> ExactSimplex? {
            let basis = simplex.basis
            let program = basis.program
            let ownArtificial = { (j: Int) in j >= program.columnCount && j < program.columnCount + program.rowCount }
            var dropped = Array(repeating: false, count: program.rowCount)
            for j in basis.columns where ownArtificial(j) { dropped[j - program.columnCount] = true }
            guard
                let smaller = ExactBasis(
                    program, rows: basis.rows.filter { !dropped[$0] },
                    columns: basis.columns.filter { !ownArtificial($0) })
            else { return nil }
            return ExactSimplex(smaller, pivotLimit: simplex.pivotLimit)
        }
    #endif

    /// Each variable's value at the certified point (`program.names` order).
    var values: [Rational] {
        (0..<simplex.basis.program.names.count).map { simplex.basis.value(of: $0) }
    }
}
