import Cassowary
import ConstraintSystem
import PropertyBased
import Testing

/// After every random operation, the incremental solver must agree with a fresh solver built
/// from the current constraint set (same errors at every priority), keep its invariants, and
/// leave itself untouched when it rejects an operation.
@Suite struct IncrementalVersusFreshPropertyTests {
    @Test func incremental_errors_equal_a_fresh_solve_after_every_operation() async {
        await propertyCheck(count: 2000, input: SolverScript.operations) { operations in
            var script = SolverScript()
            for (step, operation) in operations.enumerated() {
                let outcome = script.apply(operation)
                let context = "operations \(operations), failing at step \(step) (\(operation)): \(outcome)"
                do {
                    try script.solver.checkInvariants()
                } catch {
                    Issue.record("\(error)\n\(context)")
                    return
                }
                guard let fresh = script.freshSolver() else {
                    Issue.record("a fresh solver rejected the current constraint set\n\(context)")
                    return
                }
                let incremental = script.solver.errorsByPriority()
                let expected = fresh.errorsByPriority()
                guard SolverScript.sameErrors(incremental, expected) else {
                    Issue.record("errors differ: incremental \(incremental), fresh \(expected)\n\(context)")
                    return
                }
                if case .rejected(let unchanged) = outcome, !unchanged {
                    Issue.record("a rejected operation changed the solver\n\(context)")
                    return
                }
            }
        }
    }
}

/// One random operation on a small system of 8 variables, two of them edit variables.
struct SolverOperation: Sendable, CustomStringConvertible {
    var kind: Int, a: Int, b: Int, coefficient: Int, constant: Int, flavour: Int

    var description: String { "op(\(kind),\(a),\(b),\(coefficient),\(constant),\(flavour))" }
}

/// Replays operations on an incremental solver and remembers what a fresh one needs.
struct SolverScript {
    static let priorities: [Priority] = [1000, 1000, 1000, 900, 750, 500, 250, 1, 2]
    static let operation = zip(
        Gen.int(in: 0...7), Gen.int(in: 0...7), Gen.int(in: 0...7), Gen.int(in: -3...3),
        Gen.int(in: -20...20), Gen.int(in: 0...26)
    ).map { SolverOperation(kind: $0, a: $1, b: $2, coefficient: $3, constant: $4, flavour: $5) }
    static let operations = operation.array(of: 1...30)

    enum Outcome {
        case applied
        case rejected(unchanged: Bool)
        case skipped
    }

    let variables = (0..<8).map { Variable("v\($0)") }
    let solver = Solver()
    /// Live constraints in the order they were added, with their current constant and priority.
    var live: [(constraint: Constraint, constant: Double, priority: Priority)] = []
    var suggested: [Double] = [0, 0]
    let editPriorities: [Priority] = [800, 200]

    init() {
        try! solver.addEditVariable(variables[6], priority: editPriorities[0])
        try! solver.addEditVariable(variables[7], priority: editPriorities[1])
    }

    mutating func apply(_ op: SolverOperation) -> Outcome {
        let before = snapshot()
        do {
            switch op.kind {
            case 0, 1, 2:
                var expression = Expression(variables[op.a])
                if op.a != op.b && op.coefficient != 0 {
                    expression = expression + Double(op.coefficient) * variables[op.b]
                }
                let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][op.flavour % 3]
                let priority = SolverScript.priorities[op.flavour / 3]
                let constraint = Constraint(expression - Double(op.constant), relation, priority: priority)
                try solver.add(constraint)
                live.append((constraint, Double(op.constant), priority))
            case 3:
                guard !live.isEmpty else { return .skipped }
                try solver.remove(live.remove(at: op.a % live.count).constraint)
            case 4:
                guard !live.isEmpty else { return .skipped }
                let index = op.a % live.count
                try solver.setConstant(of: live[index].constraint, to: Double(op.constant))
                live[index].constant = Double(op.constant)
            case 5:
                try solver.suggest(variables[6 + op.a % 2], Double(op.constant * 3))
                suggested[op.a % 2] = Double(op.constant * 3)
            case 6:
                guard !live.isEmpty else { return .skipped }
                let index = op.a % live.count
                let priority = SolverScript.priorities[op.flavour / 3]
                try solver.setPriority(of: live[index].constraint, to: priority)
                live[index].priority = priority
            default:
                guard !live.isEmpty else { return .skipped }
                let index = op.a % live.count
                // Remove and add back the same constraint as it stands now: never rejected.
                let old = live[index]
                let terms = Expression(terms: old.constraint.expression.terms)
                let again = Constraint(terms - old.constant, old.constraint.relation, priority: old.priority)
                try solver.remove(old.constraint)
                try solver.add(again)
                live[index].constraint = again
            }
        } catch SolverError.unsatisfiable {
            return .rejected(unchanged: snapshot() == before)
        } catch {
            return .rejected(unchanged: false)
        }
        return .applied
    }

    /// Every variable's value (bit patterns) and the solver's sizes.
    func snapshot() -> [UInt64] {
        solver.updateVariables()
        let stats = solver.statistics
        return variables.map { solver.value(of: $0).bitPattern }
            + [stats.rows, stats.cells, stats.objectiveTerms, stats.symbols].map(UInt64.init)
    }

    /// A new solver with the current edit variables, suggestions and constraints.
    func freshSolver() -> Solver? {
        let fresh = Solver()
        do {
            for k in 0..<2 {
                try fresh.addEditVariable(variables[6 + k], priority: editPriorities[k])
                try fresh.suggest(variables[6 + k], suggested[k])
            }
            for entry in live {
                let terms = Expression(terms: entry.constraint.expression.terms)
                try fresh.add(Constraint(terms - entry.constant, entry.constraint.relation, priority: entry.priority))
            }
        } catch {
            return nil
        }
        fresh.updateVariables()
        return fresh
    }

    static func sameErrors(_ lhs: [(priority: Priority, error: Double)], _ rhs: [(priority: Priority, error: Double)])
        -> Bool
    {
        lhs.count == rhs.count
            && zip(lhs, rhs).allSatisfy { l, r in
                l.priority == r.priority && abs(l.error - r.error) <= 1e-6 * max(1, abs(r.error))
            }
    }
}
