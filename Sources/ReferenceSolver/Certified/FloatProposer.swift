// The float proposer: a sparse simplex in `Double` that suggests a lexicographically optimal
// basis for `ExactBasis` to verify (the scheme of exact LP solvers such as SoPlex's exact mode and
// QSopt_ex: Applegate, Cook, Dash & Espinoza 2007; Gleixner, Steffy & Wolter 2016). Nothing it
// computes is trusted: a wrong suggestion costs exact repair pivots, never a wrong verdict.
//
// 1. Free variables are eliminated first, by Gaussian elimination with threshold pivoting, each
//    in the shortest row that holds it (Markowitz's idea, restricted to free columns in the order
//    of their initial counts). Their rows are set aside: they only define the variable.
// 2. The remaining rows are taken one by one, as Cassowary adds constraints: substituted by the
//    basic columns so far, they get a non-negative column of their own as basic when one has the
//    right sign, else an artificial column that a phase one for that row drives out (or proves
//    the row redundant, or the rows so far infeasible).
// 3. Each priority from the highest minimizes its error sum (Dantzig's rule, Harris's ratio test,
//    Bland's rule after a run of degenerate pivots); columns with a positive reduced cost are then
//    frozen at zero, which keeps the lower priorities on the higher ones' optimal face.

/// The proposer's answer: a basic column for each row it covers.
struct ProposedBasis {
    /// The rows covered, ascending: every row when `feasible`, otherwise the rows whose
    /// constraints the proposer found infeasible together (their artificial columns basic and
    /// not zero).
    var rows: [Int]
    /// The basic column of each covered row (a row's artificial column is `columnCount + row`).
    var basis: [Int]
    var feasible: Bool
    /// Float pivots taken.
    var pivots: Int
}

struct FloatProposer {
    private var tableau: FloatTableau
    private let program: SparseProgram
    private var pivots = 0
    private var iterationLimit: Int

    init(_ program: SparseProgram) {
        self.program = program
        tableau = FloatTableau(program)
        iterationLimit = 50 * (program.rowCount + program.columnCount) + 1000
    }

    /// Proposes a basis for `program`, optimal priority by priority.
    static func propose(_ program: SparseProgram) -> ProposedBasis {
        var proposer = FloatProposer(program)
        return proposer.run()
    }

    private mutating func run() -> ProposedBasis {
        eliminateFreeColumns()
        for i in 0..<program.rowCount where tableau.state[i] == .pending {
            if !take(row: i) { return infeasible(at: i) }
        }
        for level in program.levels { minimize(level.columns) }
        let covered = Array(0..<program.rowCount)
        return ProposedBasis(rows: covered, basis: covered.map { tableau.basic[$0] }, feasible: true, pivots: pivots)
    }

    /// Step 1: each free column that a pending row holds becomes basic in the shortest such row
    /// (among those whose coefficient is not small beside the column's largest), eliminated from
    /// every other pending row, and that row is set aside.
    private mutating func eliminateFreeColumns() {
        // Fewest entries first, then by index: sorted on one key (count × columns + index).
        let width = program.names.count
        let order = (0..<width).map { program.column($0).count &* width &+ $0 }.sorted().map { $0 % width }
        var magnitudes: [Double] = []
        for f in order {
            let holders = tableau.rows(holding: f, in: .pending)
            guard !holders.isEmpty else { continue }
            magnitudes.removeAll(keepingCapacity: true)
            for i in holders { magnitudes.append(abs(tableau.rows[i].coefficient(f))) }
            let floor = FloatTolerance.threshold * magnitudes.max()!
            // The shortest row among those whose coefficient is not small (the first such on a tie).
            var r = -1
            for (i, magnitude) in zip(holders, magnitudes) where magnitude >= floor {
                if r < 0 || tableau.rows[i].columns.count < tableau.rows[r].columns.count { r = i }
            }
            tableau.pivot(row: r, column: f, eliminatingFrom: .pending)
            tableau.state[r] = .setAside
            pivots += 1
        }
    }

    /// Step 2 for row `i`: true when it joined the tableau (or was redundant), false when the
    /// rows so far cannot hold together.
    private mutating func take(row i: Int) -> Bool {
        for j in tableau.rows[i].columns where tableau.rowOfBasic[j] >= 0 {
            let k = tableau.rowOfBasic[j]
            if tableau.state[k] == .active { tableau.substitute(row: k, into: i) }
        }
        if tableau.rhs[i] < 0 {
            tableau.rows[i].scale(-1)
            tableau.rhs[i] = -tableau.rhs[i]
        }
        let row = tableau.rows[i]
        let zero = tableau.rhs[i] <= FloatTolerance.feasibility
        // A column no active row holds, with a sign that makes its value non-negative.
        let own = row.columns.indices.first { k in
            let j = row.columns[k]
            return !program.isFreeColumn(j) && !tableau.frozen[j] && (row.values[k] > 0 || zero)
                && tableau.rows(holding: j, in: .active).isEmpty
        }
        if let k = own {
            tableau.pivot(row: i, column: row.columns[k], eliminatingFrom: .active)
            tableau.state[i] = .active
            pivots += 1
            return true
        }
        return driveOutArtificial(of: i)
    }

    /// Phase one for a row without a column of its own: its artificial column is made basic and
    /// minimized over the active rows. False when it stays positive (infeasible).
    private mutating func driveOutArtificial(of i: Int) -> Bool {
        let artificial = program.columnCount + i
        tableau.basic[i] = artificial
        tableau.rowOfBasic[artificial] = i
        tableau.state[i] = .active
        var bland = false
        var degenerate = 0
        while tableau.rowOfBasic[artificial] == i && tableau.rhs[i] > FloatTolerance.feasibility {
            guard pivots < iterationLimit else { return false }
            // The objective is the artificial's own row: raising column j lowers it by a_j.
            let row = tableau.rows[i]
            let candidates = row.columns.indices.filter { k in
                row.values[k] > FloatTolerance.optimality && !tableau.frozen[row.columns[k]]
            }
            guard
                let k = bland
                    ? candidates.first
                    : candidates.max(by: { (row.values[$0], -$0) < (row.values[$1], -$1) })
            else { return false }
            let entering = row.columns[k]
            guard let leaving = tableau.leavingRow(for: entering, bland: bland) else { return false }
            let before = tableau.rhs[i]
            tableau.pivot(row: leaving, column: entering, eliminatingFrom: .active)
            pivots += 1
            degenerate = tableau.rhs[i] < before ? 0 : degenerate + 1
            if degenerate > 50 { bland = true }
        }
        if tableau.rowOfBasic[artificial] == i {
            // At zero but basic: swap it for any column of its row, or the row is redundant.
            let row = tableau.rows[i]
            if !ReferenceSolver.dropsEveryArtificialRow,
                let k = row.columns.indices.max(by: { (abs(row.values[$0]), -$0) < (abs(row.values[$1]), -$1) }),
                abs(row.values[k]) > FloatTolerance.pivot, !tableau.frozen[row.columns[k]]
            {
                tableau.pivot(row: i, column: row.columns[k], eliminatingFrom: .active)
                pivots += 1
            } else {
                tableau.state[i] = .setAside
            }
        }
        tableau.frozen[artificial] = true
        return true
    }

    /// Step 3 for one priority: minimizes the sum of `errors`, then freezes the columns whose
    /// reduced cost is positive.
    private mutating func minimize(_ errors: [Int]) {
        var objective = FloatRow()
        for c in errors {
            let r = tableau.rowOfBasic[c]
            if r >= 0 && tableau.state[r] == .active {
                objective.add(-1, tableau.rows[r])
            } else if r < 0 {
                objective.add(1, FloatRow(columns: [c], values: [1]))
            }
        }
        var bland = false
        var degenerate = 0
        while pivots < iterationLimit {
            let candidates = objective.columns.indices.filter { k in
                objective.values[k] < -FloatTolerance.optimality && !tableau.frozen[objective.columns[k]]
                    && !program.isFreeColumn(objective.columns[k])
            }
            guard
                let k = bland
                    ? candidates.first
                    : candidates.min(by: { (objective.values[$0], $0) < (objective.values[$1], $1) })
            else { break }
            let entering = objective.columns[k]
            guard let leaving = tableau.leavingRow(for: entering, bland: bland) else { break }
            let step = tableau.rhs[leaving]
            tableau.pivot(row: leaving, column: entering, eliminatingFrom: .active)
            let c = objective.remove(entering)
            objective.add(-c, tableau.rows[leaving])
            pivots += 1
            degenerate = step > FloatTolerance.feasibility ? 0 : degenerate + 1
            if degenerate > 50 { bland = true }
        }
        for (k, j) in objective.columns.enumerated() where objective.values[k] > FloatTolerance.freeze {
            tableau.frozen[j] = true
        }
    }

    /// The rows taken so far and row `i`, whose artificial column stays positive: the basis in
    /// which the exact check proves them infeasible together.
    private func infeasible(at i: Int) -> ProposedBasis {
        let covered = (0..<program.rowCount).filter { tableau.state[$0] != .pending || $0 == i }
        var basis = covered.map { tableau.basic[$0] }
        if let k = covered.firstIndex(of: i), basis[k] < 0 { basis[k] = program.columnCount + i }
        return ProposedBasis(rows: covered, basis: basis, feasible: false, pivots: pivots)
    }
}
