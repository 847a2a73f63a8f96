import ConstraintSystem
import ReferenceSolver

/// The connected components of a constraint system: constraints joined when they share a
/// variable, transitively (union-find over the variable names, Tarjan 1975). Lexicographic
/// optimization separates over them (no constraint and no priority's error sum couples two
/// components), so a system's optimum is each component's optimum, a component's feasibility is
/// its own, and a component that another solved system also has can take that system's answer.
///
/// A variable pinned by a required equality of its own (`window.minX == 0`) is a constant to
/// every other constraint: it joins nothing, so views anchored to the window do not make one
/// component of the whole layout. A part solved on its own takes the pins of the variables it
/// names along.
enum SystemComponents {
    /// Constraint indices per component; components in the order of their first constraint,
    /// indices ascending. A constraint without variables is a component of its own.
    static func of(_ constraints: [SystemConstraint]) -> [[Int]] {
        of(constraints, pins: pins(constraints))
    }

    /// `of(constraints)` with `constraints`' pins known.
    static func of(_ constraints: [SystemConstraint], pins: [String: [Int]]) -> [[Int]] {
        var sets = DisjointSets(count: constraints.count)
        // A variable's first constraint (-1 for a pinned variable), for lookup only: one hash of
        // each term's name, the first constraint noted as it is looked up.
        var owner: [String: Int] = Dictionary(minimumCapacity: constraints.count)
        for name in pins.keys { owner[name] = -1 }
        func first(_ slot: inout Int, _ k: Int) -> Int {
            if slot == -2 { slot = k }
            return slot
        }
        for (k, constraint) in constraints.enumerated() {
            for term in constraint.terms {
                let found = first(&owner[term.name, default: -2], k)
                if found >= 0 && found != k { sets.union(found, k) }
            }
        }
        // Each root's part, numbered as its first constraint comes: a table by root, not a hash.
        var partOfRoot = Array(repeating: -1, count: constraints.count)
        var parts: [[Int]] = []
        for k in constraints.indices {
            let r = sets.root(k)
            if partOfRoot[r] < 0 {
                partOfRoot[r] = parts.count
                parts.append([])
            }
            parts[partOfRoot[r]].append(k)
        }
        return parts
    }

    /// The single-variable required equalities, by the variable they pin.
    static func pins(_ constraints: [SystemConstraint]) -> [String: [Int]] {
        var found: [String: [Int]] = [:]
        for (k, constraint) in constraints.enumerated()
        where constraint.relation == .equal && constraint.priority.isRequired {
            let terms = constraint.terms.filter { $0.coefficient != 0 }
            if terms.count == 1 { found[terms[0].name, default: []].append(k) }
        }
        return found
    }

    /// The indices `part` needs to stand on its own: its own and the pins of what it names
    /// (`pins`: those of `constraints`).
    static func closed(_ part: [Int], in constraints: [SystemConstraint], pins: [String: [Int]]) -> [Int] {
        var indices = Set(part)
        for k in part {
            for term in constraints[k].terms { indices.formUnion(pins[term.name] ?? []) }
        }
        return indices.sorted()
    }

    /// The components of a set of constraints, computed once, for asking of many candidates in
    /// turn what each can fail with among them: the candidate's component and every component
    /// that names one of its variables (a pin is a component of its own, yet fixes what others
    /// read), with the pins they need.
    struct Index {
        let constraints: [SystemConstraint]
        private let parts: [[Int]]
        /// The parts naming each variable.
        private let partsNaming: [String: [Int]]
        /// The constraints' pins.
        private let pins: [String: [Int]]

        init(_ constraints: [SystemConstraint]) {
            self.constraints = constraints
            pins = SystemComponents.pins(constraints)
            parts = SystemComponents.of(constraints, pins: pins)
            var naming: [String: [Int]] = [:]
            func note(_ list: inout [Int], _ p: Int) {
                if list.last != p { list.append(p) }  // parts come in order: a repeat is the last
            }
            for (p, part) in parts.enumerated() {
                for k in part {
                    for term in constraints[k].terms { note(&naming[term.name, default: []], p) }
                }
            }
            partsNaming = naming
        }

        /// What `candidate` can fail with among the constraints: the parts that name one of its
        /// variables (those it joins, and the pins it reads), the candidate, and the pins they
        /// need, in the constraints' order with the candidate last. A candidate that
        /// pins a variable `x` needs nothing more: pinning `x` only splits the parts joined
        /// through it, and every piece of such a part still holds a constraint naming `x` (the
        /// first on its path to `x`), so the same parts come along.
        func component(with candidate: SystemConstraint) -> [SystemConstraint] {
            var chosen = Set<Int>()
            for term in candidate.terms { chosen.formUnion(partsNaming[term.name] ?? []) }
            var indices = Set(chosen.flatMap { parts[$0] })
            for k in Array(indices) {
                for term in constraints[k].terms { indices.formUnion(pins[term.name] ?? []) }
            }
            for term in candidate.terms { indices.formUnion(pins[term.name] ?? []) }
            return indices.sorted().map { constraints[$0] } + [candidate]
        }
    }

    /// The reference's answer for `system`, with what `demand` asks of the ranges `wanted` picks,
    /// reusing `answer` (an optimal answer with at least that of every range, for `known`) on every component the two systems share up
    /// to order, and solving only the rest: a layout whose stack views are written another way
    /// is solved again for the stacks alone. Conflict indices refer to `system`.
    static func solve(
        _ system: ConstraintSystem, reusing answer: ReferenceSolution, of known: ConstraintSystem,
        ranges demand: ReferenceSolver.Ranges = .bounds, rangesOf wanted: (String) -> Bool
    ) -> ReferenceSolution {
        guard answer.status == .ok else { return ReferenceSolver.solve(system, ranges: demand, of: wanted) }
        // A component's answer depends on the values of the pins it reads: components are
        // compared with those pins.
        let knownPins = pins(known.constraints)
        let knownComponents = Set(
            of(known.constraints, pins: knownPins).map {
                CanonicalSystem(closed($0, in: known.constraints, pins: knownPins).map { known.constraints[$0] })
            })
        var shared: [SystemConstraint] = []
        var rest: [Int] = []
        let systemPins = pins(system.constraints)
        for component in of(system.constraints, pins: systemPins) {
            let members = closed(component, in: system.constraints, pins: systemPins).map { system.constraints[$0] }
            if knownComponents.contains(CanonicalSystem(members)) {
                shared += component.map { system.constraints[$0] }
            } else {
                rest += component
            }
        }
        rest = closed(rest, in: system.constraints, pins: systemPins)
        let solved = ReferenceSolver.solve(
            ConstraintSystem(constraints: rest.map { system.constraints[$0] }), ranges: demand, of: wanted)
        guard solved.status == .ok else {
            return ReferenceSolution(
                status: .unsatisfiable, values: [], errors: [], conflict: solved.conflict.map { rest[$0] }, ranges: [])
        }
        let names = Set(shared.flatMap { $0.terms.map(\.name) }).subtracting(solved.values.map(\.name))
        let value = Dictionary(answer.values.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        var errors: [Double: Rational] = [:]
        for level in solved.errors { errors[level.priority.value] = level.error }
        for constraint in shared where !constraint.priority.isRequired {  // pins are required: none counted twice
            errors[constraint.priority.value, default: .zero] += error(of: constraint, at: value)
        }
        return ReferenceSolution(
            status: .ok,
            values: (answer.values.filter { names.contains($0.name) } + solved.values).sorted { $0.name < $1.name },
            errors: errors.keys.sorted(by: >).map {
                ReferenceSolution.PriorityError(priority: Priority($0), error: errors[$0]!)
            },
            conflict: [],
            ranges: (answer.ranges.filter { names.contains($0.name) && wanted($0.name) } + solved.ranges).sorted {
                $0.name < $1.name
            })
    }

    /// FORMAT.md's error of a constraint at exact values (a variable without one reads 0).
    private static func error(of constraint: SystemConstraint, at value: [String: Rational]) -> Rational {
        var residual = -Rational(exactly: constraint.constant)!
        for term in constraint.terms { residual += Rational(exactly: term.coefficient)! * (value[term.name] ?? .zero) }
        switch constraint.relation {
        case .equal: return residual < .zero ? -residual : residual
        case .lessThanOrEqual: return residual < .zero ? .zero : residual
        case .greaterThanOrEqual: return residual < .zero ? -residual : .zero
        }
    }
}
