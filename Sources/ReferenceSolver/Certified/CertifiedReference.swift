import ConstraintSystem

/// The certified reference: `FloatProposer` suggests a basis, `CertifiedOptimum` proves it (or
/// repairs it with exact pivots), and the answer, its ranges and its conflicts are read from the
/// certificate; where the certificate cannot be had, `DenseReference` solves from scratch.
/// Memory follows the non-zeros of the system and of the basis's factors.
enum CertifiedReference {
    static func solve(
        _ system: ConstraintSystem, ranges: ReferenceSolver.Ranges, of wanted: (String) -> Bool = { _ in true },
        bounded: (String) -> Bool = { _ in false }, expressions: [[LinearTerm]] = []
    ) -> ReferenceSolution {
        let program = SparseProgram(system)
        let optimum: CertifiedOptimum
        switch CertifiedOptimum.certify(program, FloatProposer.propose(program)) {
        case let .success(certified): optimum = certified
        case let .failure(reason):
            CertificateTally.record(reason)
            return fromScratch(system, ranges: ranges, of: wanted, expressions: expressions)
        }
        guard optimum.feasible else {
            CertificateTally.record(optimum.path)
            var answer = ReferenceSolution(
                status: .unsatisfiable, values: [], errors: [],
                conflict: ReferenceSolver.conflict(in: system, method: .certified), ranges: [])
            answer.path = optimum.path
            return answer
        }
        let point = optimum.values
        // The variables by name, the order of the answer's values and ranges, sorted once.
        let byName = program.names.indices.sorted { program.names[$0] < program.names[$1] }
        var answer = ReferenceSolution(
            status: .ok,
            values: byName.map { .init(name: program.names[$0], value: point[$0]) },
            errors: optimum.errors.map { .init(priority: Priority($0.priority), error: $0.error) },
            conflict: [], ranges: [])
        answer.path = optimum.path
        if ranges != .none {
            answer.ranges = self.ranges(optimum, program, byName, ranges, of: wanted, bounded: bounded)
        }
        if !expressions.isEmpty { answer.expressionRanges = expressionRanges(optimum, program, expressions) }
        CertificateTally.record(optimum.path)
        return answer
    }

    /// True when the required constraints among `included` can all hold.
    static func requiredFeasible(_ system: ConstraintSystem, including included: (Int) -> Bool) -> Bool {
        let program = SparseProgram(system, including: included, requiredOnly: true)
        switch CertifiedOptimum.certify(program, FloatProposer.propose(program)) {
        case let .success(optimum):
            CertificateTally.record(optimum.path)
            return optimum.feasible
        case let .failure(reason):
            CertificateTally.record(reason)
            CertificateTally.record(.fromScratch)
            return DenseReference.requiredFeasible(system, including: included)
        }
    }

    private static func fromScratch(
        _ system: ConstraintSystem, ranges: ReferenceSolver.Ranges, of wanted: (String) -> Bool,
        expressions: [[LinearTerm]]
    ) -> ReferenceSolution {
        var answer = DenseReference.solve(
            system, ranges: ranges != .none, readingFixedValues: true, expressions: expressions, rangesOf: wanted)
        answer.path = .fromScratch
        CertificateTally.record(.fromScratch)
        return answer
    }

    /// The ranges `demand` asks for, in the order `byName` gives the variables.
    private static func ranges(
        _ optimum: CertifiedOptimum, _ program: SparseProgram, _ byName: [Int], _ demand: ReferenceSolver.Ranges,
        of wanted: (String) -> Bool, bounded: (String) -> Bool
    ) -> [ReferenceSolution.VariableRange] {
        var face = FaceModel(optimum)
        let settled = face.settledVariables()
        var found: [ReferenceSolution.VariableRange] = []
        for v in byName where wanted(program.names[v]) {
            let name = program.names[v]
            let value = optimum.simplex.basis.value(of: v)
            if settled[v] == true {
                found.append(.init(name: name, lowest: value, highest: value))
                continue
            }
            let demand = bounded(name) ? .bounds : demand
            if settled[v] == false && demand == .determined {
                found.append(.init(name: name, lowest: nil, highest: nil, boundsKnown: false))
                continue
            }
            let slopes = face.slopes(ofVariable: v)
            let down = face.least(slopes)
            if demand == .determined && down != .zero {
                found.append(.init(name: name, lowest: nil, highest: nil, boundsKnown: false))
                continue
            }
            let up = face.least(slopes.mapValues { -$0 })
            found.append(.init(name: name, lowest: down.map { value + $0 }, highest: up.map { value - $0 }))
        }
        return found
    }

    /// Each expression's range over the optimal face.
    private static func expressionRanges(
        _ optimum: CertifiedOptimum, _ program: SparseProgram, _ expressions: [[LinearTerm]]
    ) -> [ReferenceSolution.ExpressionRange] {
        let column = Dictionary(uniqueKeysWithValues: program.names.enumerated().map { ($1, $0) })
        var found: [ReferenceSolution.ExpressionRange] = []
        var model: FaceModel?
        for terms in expressions {
            guard terms.allSatisfy({ column[$0.name] != nil || $0.coefficient == 0 }) else {
                found.append(.init(lowest: nil, highest: nil))
                continue
            }
            var cost: [Int: Rational] = [:]
            for term in terms where term.coefficient != 0 {
                cost[column[term.name]!, default: .zero] += Rational(exactly: term.coefficient)!
            }
            if let value = optimum.fixedValue(cost) {
                found.append(.init(lowest: value, highest: value))
                continue
            }
            let value = optimum.simplex.basis.objective { cost[$0] ?? .zero }
            if model == nil { model = FaceModel(optimum) }
            let slopes = model!.slopes(of: cost)
            let down = model!.least(slopes)
            let up = model!.least(slopes.mapValues { -$0 })
            found.append(.init(lowest: down.map { value + $0 }, highest: up.map { value - $0 }))
        }
        return found
    }
}
