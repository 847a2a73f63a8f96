import Cassowary
import ConstraintSystem
import Testing

/// Over random operations on a small system (mostly required constraints, so that many are
/// refused): every refusal names its constraint, lists a conflict set of constraints the solver
/// holds as required (plus that one) which a fresh solver also refuses, and leaves no trace.
@Suite struct ConflictSetPropertyTests {
    @Test func every_conflict_set_is_infeasible_and_every_refusal_leaves_no_trace() throws {
        for seed in UInt64(0)..<1000 {
            if let problem = try Self.firstProblem(seed: seed) {
                Issue.record("seed \(seed): \(problem)")
                return
            }
        }
    }

    /// A live constraint as the solver holds it.
    struct Held {
        var constraint: Constraint
        var constant: Double
        var priority: Priority
    }

    /// Runs the operations of `seed`; describes the first problem, with the operations so far.
    static func firstProblem(seed: UInt64) throws -> String? {
        var random = TinyLCG(seed: seed)
        let variables = (0..<4).map { Variable("v\($0)") }
        let priorities: [Priority] = [1000, 1000, 1000, 900, 500, 1]
        let solver = Solver()
        var live: [Held] = []
        var log: [String] = []
        func failure(_ text: String) -> String { text + "\n  " + log.joined(separator: "\n  ") }

        for _ in 0..<(1 + random.int(below: 25)) {
            let before = SolverSnapshot(solver, variables: variables)
            // The culprit as the call would have held it: its constant and priority.
            var attempt: Held?
            let call: () throws(SolverError) -> Void
            switch random.int(below: 5) {
            case 0, 1:
                let (a, b) = (random.pick(variables), random.pick(variables))
                let expression = a + Double(random.int(below: 5) - 2) * b - Double(random.int(below: 21) - 10)
                let constraint = Constraint(
                    expression, random.pick(Relation.allCases), priority: random.pick(priorities))
                attempt = Held(constraint: constraint, constant: constraint.constant, priority: constraint.priority)
                log.append("add \(constraint)")
                call = { () throws(SolverError) in try solver.add(constraint) }
            case 2:
                guard !live.isEmpty else { continue }
                let index = random.int(below: live.count)
                log.append("remove \(live[index].constraint)")
                try solver.remove(live.remove(at: index).constraint)
                continue
            case 3:
                guard !live.isEmpty else { continue }
                var held = live[random.int(below: live.count)]
                held.constant = Double(random.int(below: 21) - 10)
                attempt = held
                log.append("setConstant \(held.constraint) to \(held.constant)")
                call = { () throws(SolverError) in try solver.setConstant(of: held.constraint, to: held.constant) }
            default:
                guard !live.isEmpty else { continue }
                var held = live[random.int(below: live.count)]
                held.priority = random.pick(priorities)
                attempt = held
                log.append("setPriority \(held.constraint) to \(held.priority)")
                call = { () throws(SolverError) in try solver.setPriority(of: held.constraint, to: held.priority) }
            }
            guard let attempt else { continue }
            do {
                try call()
                live.removeAll { $0.constraint === attempt.constraint }
                live.append(attempt)
            } catch {
                guard case let .unsatisfiable(culprit, conflict) = error else { return failure("unexpected \(error)") }
                log[log.count - 1] += "  (refused)"
                guard culprit === attempt.constraint, conflict.contains(where: { $0 === culprit }) else {
                    return failure("the conflict \(conflict) does not name \(attempt.constraint)")
                }
                var members: [Constraint] = []
                for member in conflict {
                    let held = member === culprit ? attempt : live.first { $0.constraint === member }
                    guard let held, member === culprit || held.priority.isRequired else {
                        return failure("\(member) in the conflict is not a required constraint of the solver")
                    }
                    members.append(member.copy(constant: held.constant, priority: .required))
                }
                if !ConflictCheck.isInfeasible(members) { return failure("the conflict \(members) can hold") }
                let after = SolverSnapshot(solver, variables: variables)
                if after != before { return failure("the refusal changed the solver:\n  \(before)\n  \(after)") }
            }
            do {
                try solver.checkInvariants()
            } catch {
                return failure("\(error)\n\(solver.tableauDescription)")
            }
        }
        return nil
    }
}
