import Cassowary
import ConstraintSystem
import ReferenceSolver
import Testing

/// `Solver.ranges(of:)`: which variables the lexicographic optimum determines, and each one's
/// range over the optimal set, read off the incremental solver without disturbing it; and, over
/// many seeded random systems, the same determined set as the exact reference solver's ranges.
@Suite struct SolverRangesTests {
    /// The ranges, after checking that asking for them changed nothing in the solver.
    func ranges(_ solver: Solver, _ variables: [Variable], sourceLocation: SourceLocation = #_sourceLocation) throws
        -> [OptimalRange]
    {
        solver.updateVariables()
        let before = SolverSnapshot(solver, variables: variables)
        let pivots = solver.statistics.pivots
        let ranges = solver.ranges(of: variables)
        #expect(solver.updateVariables().isEmpty, "asking for ranges changed values", sourceLocation: sourceLocation)
        #expect(
            solver.statistics.pivots == pivots, "asking for ranges pivoted the live tableau",
            sourceLocation: sourceLocation)
        #expect(SolverSnapshot(solver, variables: variables) == before, sourceLocation: sourceLocation)
        try solver.checkInvariants()
        return ranges
    }

    @Test func a_view_without_a_width_is_free_to_stretch_but_its_left_edge_is_determined() throws {
        let (minX, width) = (Variable("minX"), Variable("width"))
        let solver = Solver()
        try solver.add(minX == 10)
        try solver.add(width >= 0)
        let r = try ranges(solver, [minX, width])
        #expect(r[0].isDetermined && r[0].value == 10)
        #expect(!r[1].isDetermined && r[1].lowest == 0 && r[1].highest == nil)
    }

    @Test func a_variable_no_constraint_uses_is_unbounded_both_ways() throws {
        let (x, unused) = (Variable("x"), Variable("unused"))
        let solver = Solver()
        try solver.add(x == 1)
        let r = try ranges(solver, [unused])
        #expect(!r[0].isDetermined && r[0].lowest == nil && r[0].highest == nil && r[0].value == 0)
    }

    /// Two labels in a 100-point row, each hugging its 20-point content at 250: the row's 60
    /// extra points cost the same however they are split, so each width ranges over [20, 80],
    /// until one hugs harder.
    @Test func two_equal_hugging_wishes_tie_until_one_is_stronger() throws {
        let (a, b) = (Variable("a"), Variable("b"))
        let solver = Solver()
        try solver.add(a + b == 100)
        try solver.add(a >= 0)
        try solver.add(b >= 0)
        try solver.add((a <= 20).at(250))
        let hugB = (b <= 20).at(250)
        try solver.add(hugB)
        var r = try ranges(solver, [a, b])
        #expect(!r[0].isDetermined && !r[1].isDetermined)
        #expect(try close(#require(r[0].lowest), 20) && close(#require(r[0].highest), 80))
        #expect(try close(#require(r[1].lowest), 20) && close(#require(r[1].highest), 80))
        try solver.setPriority(of: hugB, to: 251)
        r = try ranges(solver, [a, b])
        #expect(r[0].isDetermined && r[1].isDetermined)
        #expect(close(r[0].value, 80) && close(r[1].value, 20))
    }

    /// `x >= 10` and `x <= 10`: x's row holds the first slack, which costs nothing at any level,
    /// but the second slack's row is at zero (degenerate) and stops it. A test of "a free column
    /// in the row" says free; the simplex makes one degenerate pivot and finds x determined.
    @Test func a_free_looking_column_blocked_by_a_degenerate_row_leaves_the_variable_determined() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add(x <= 10)
        try solver.add(y >= x)
        let r = try ranges(solver, [x, y])
        #expect(r[0].isDetermined && r[0].value == 10 && r[0].lowest == 10 && r[0].highest == 10)
        #expect(!r[1].isDetermined && r[1].lowest == 10 && r[1].highest == nil)
    }

    /// The same with the degenerate pair on a sum: x + y is pinned at 100 by two inequalities,
    /// x by nothing but x >= 0 and y >= 0, so x is free in [0, 100] while x + y is determined.
    @Test func a_degenerate_pair_pins_a_sum_but_not_its_parts() throws {
        let (x, y, s) = (Variable("x"), Variable("y"), Variable("s"))
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add(x + y >= 100)
        try solver.add(x + y <= 100)
        try solver.add(s == x + y)
        let r = try ranges(solver, [x, y, s])
        #expect(
            !r[0].isDetermined && r[0].lowest.map { close($0, 0) } == true
                && r[0].highest.map { close($0, 100) } == true)
        #expect(!r[1].isDetermined)
        #expect(r[2].isDetermined && close(r[2].value, 100))
    }

    /// At 750, x >= 20 leaves x anywhere in [20, 100]; at 250, x <= 20 then pins it: the column
    /// that stops x costs nothing at the higher level and something at the lower one.
    @Test func a_lower_priority_pins_what_a_higher_one_leaves_free() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        try solver.add(x + y == 100)
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add((x >= 20).at(750))
        var r = try ranges(solver, [x, y])
        #expect(
            !r[0].isDetermined && r[0].lowest.map { close($0, 20) } == true
                && r[0].highest.map { close($0, 100) } == true)
        let pin = (x <= 20).at(250)
        try solver.add(pin)
        r = try ranges(solver, [x, y])
        #expect(r[0].isDetermined && close(r[0].value, 20))
        #expect(r[1].isDetermined && close(r[1].value, 80))
        // A lower priority cannot undo a higher one: x <= 5 @ 250 leaves x at the 750 wish.
        try solver.remove(pin)
        try solver.add((x <= 5).at(250))
        r = try ranges(solver, [x, y])
        #expect(r[0].isDetermined && close(r[0].value, 20))
    }

    /// An edit variable is an optional equality: it determines its variable (at the suggested
    /// value, or as close as the required constraints allow), and what hangs off it.
    @Test func edit_variables_determine_what_they_pull_on() throws {
        let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
        let solver = Solver()
        try solver.addEditVariable(x, priority: 500)
        try solver.add(x + y == 100)
        try solver.add(z >= x)
        try solver.add(x <= 30)
        try solver.suggest(x, 40)
        var r = try ranges(solver, [x, y, z])
        #expect(r[0].isDetermined && close(r[0].value, 30))
        #expect(r[1].isDetermined && close(r[1].value, 70))
        #expect(!r[2].isDetermined && r[2].lowest.map { close($0, 30) } == true && r[2].highest == nil)
        try solver.suggest(x, 12)
        r = try ranges(solver, [x, y])
        #expect(r[0].isDetermined && close(r[0].value, 12) && r[1].isDetermined && close(r[1].value, 88))
        // Without the edit, x is free again.
        try solver.removeEditVariable(x)
        r = try ranges(solver, [x])
        #expect(!r[0].isDetermined && r[0].highest.map { close($0, 30) } == true && r[0].lowest == nil)
    }

    /// Two edit variables at one priority pulling one variable opposite ways: the error sum is
    /// the same anywhere between them, so the variable is free on that segment.
    @Test func two_edits_that_disagree_at_one_priority_leave_the_segment_between_them() throws {
        let (x, left, right) = (Variable("x"), Variable("left"), Variable("right"))
        let solver = Solver()
        try solver.addEditVariable(left, priority: 500)
        try solver.addEditVariable(right, priority: 500)
        try solver.add(left == x)
        try solver.add(right == x)
        try solver.suggest(left, 10)
        try solver.suggest(right, 30)
        let r = try ranges(solver, [x])
        #expect(
            !r[0].isDetermined && r[0].lowest.map { close($0, 10) } == true
                && r[0].highest.map { close($0, 30) } == true)
    }

    // MARK: Against the reference

    /// Over many seeded random small systems (required and optional equalities and inequalities
    /// at several priorities, edit variables and suggestions), the incremental solver's
    /// determined set is the reference's, and its finite ends of each range agree with it.
    @Test func the_determined_set_is_the_references_on_random_systems() throws {
        var compared = 0
        var (determined, free) = (0, 0)
        for seed in UInt64(0)..<600 {
            let system = RandomSmallSystem.make(seed: seed)
            let reference = ReferenceSolver.solve(system, ranges: true)
            let objects = SystemObjects(system)
            guard let solver = try Self.solver(for: objects) else {
                #expect(
                    reference.status == .unsatisfiable, "seed \(seed): only the incremental solver found a conflict")
                continue
            }
            guard reference.status == .ok else {
                Issue.record("seed \(seed): only the reference found a conflict\n\(FormatWriter.write(system))")
                continue
            }
            compared += 1
            let ranges = try self.ranges(solver, objects.variables.map(\.variable))
            let mine = objects.variables.indices.filter { ranges[$0].isDetermined }.map { objects.variables[$0].name }
                .sorted()
            let context =
                "seed \(seed):\n\(FormatWriter.write(system))ranges \(zip(objects.variables.map(\.name), ranges).map { "\($0) \($1)" })"
            #expect(mine == reference.determined, "\(context)")
            determined += mine.count
            free += objects.variables.count - mine.count
            for range in reference.ranges {
                guard let k = objects.variables.firstIndex(where: { $0.name == range.name }) else { continue }
                #expect(
                    ranges[k].lowest.map { _ in true } == range.lowest.map { _ in true },
                    "\(range.name) lowest, \(context)")
                #expect(
                    ranges[k].highest.map { _ in true } == range.highest.map { _ in true },
                    "\(range.name) highest, \(context)")
                if let a = ranges[k].lowest, let e = range.lowest {
                    #expect(close(a, e.doubleValue), "\(range.name) lowest, \(context)")
                }
                if let a = ranges[k].highest, let e = range.highest {
                    #expect(close(a, e.doubleValue), "\(range.name) highest, \(context)")
                }
            }
        }
        // The generator must give both answers often, or the comparison proves little.
        #expect(
            compared > 300 && determined > 300 && free > 300,
            "\(compared) systems, \(determined) determined, \(free) free")
    }

    /// A solver with the system's edits, constraints and steps; nil when the required
    /// constraints conflict.
    static func solver(for objects: SystemObjects) throws -> Solver? {
        let solver = Solver()
        do {
            try objects.build(into: solver)
            for step in objects.steps.indices { try objects.run(step: step, on: solver) }
        } catch {
            if case .unsatisfiable = error { return nil }
            throw error
        }
        return solver
    }

    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-7 * max(1, abs(a), abs(b)) }
}

/// Random small constraint systems for `SolverRangesTests`: 2 to 5 variables, 1 to 8
/// constraints of one or two terms with small integer coefficients and constants, priorities
/// drawn so that ties at one level and several levels both happen, and now and then an edit
/// variable with a suggestion.
enum RandomSmallSystem {
    static let priorities: [Priority] = [1000, 1000, 1000, 750, 500, 250, 250]

    static func make(seed: UInt64) -> ConstraintSystem {
        var random = TinyLCG(seed: seed)
        let names = (0..<(2 + random.int(below: 4))).map { "v\($0)" }
        var edits: [EditDeclaration] = []
        var steps: [SuggestStep] = []
        if random.int(below: 3) == 0 {
            let name = random.pick(names)
            edits.append(EditDeclaration(name: name, priority: random.pick([Priority(900), 500, 250])))
            steps.append(SuggestStep([Suggestion(name, Double(random.int(below: 41) - 20))]))
        }
        let constraints = (0..<(1 + random.int(below: 8))).map { _ in
            let first = random.pick(names)
            var terms = [LinearTerm(first, Double(random.pick([1, 1, 2, -1])))]
            let second = random.pick(names)
            let coefficient = Double(random.int(below: 7) - 3)
            if second != first && coefficient != 0 { terms.append(LinearTerm(second, coefficient)) }
            return SystemConstraint(
                terms: terms, relation: random.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual]),
                constant: Double(random.int(below: 41) - 20), priority: random.pick(priorities))
        }
        return ConstraintSystem(edits: edits, constraints: constraints, steps: steps)
    }
}
