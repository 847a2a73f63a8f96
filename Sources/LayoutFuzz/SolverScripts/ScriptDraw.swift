import ConstraintSystem
import ReferenceSolver

/// The drawing of one operation script (see `ScriptGenerator`): the random stream and an exact
/// mirror of the script's current system, so that every operation drawn is valid where it stands.
///
/// The mirror decides every required add and change exactly (`ReferenceSolver.requiredFeasibility`),
/// as the reference will. An add that only rounding decides (`x == 0.1 + 0.2` beside `x == 0.3`)
/// is *uncertain*: a floating-point solver may take it or not, so no later operation names it.
/// Where such a guess turns out wrong, a later line can name a label that is not live: the
/// solver oracles then judge the script up to that line (`ScriptFuzzPlayer`).
struct ScriptDraw<Source: DrawSource> {
    enum Mood: CaseIterable {
        case mixed, edits, cycles, rounding, scaled
    }

    private enum Kind {
        case add, conflict, readd, remove, setConstant, setPriority, edit, suggest, removeEdit, cycle, redundant,
            contest
    }

    private struct Live {
        var label: String
        var constraint: SystemConstraint
    }

    private var random: Source
    private let options: ScriptGeneratorOptions
    private var mood = Mood.mixed
    private var variables: [String] = []
    /// Integer values at which the drawn required constraints hold, so that most of them can.
    private var witness: [String: Double] = [:]
    /// The live constraints later operations may name, in the order added.
    private var live: [Live] = []
    /// Required constraints whose add only rounding decided: taken as live (floating-point
    /// solvers take them), never named again.
    private var uncertain: [SystemConstraint] = []
    private var edits: [String] = []
    /// Adds the mirror rejected, with the label of the constraint they were made to contradict.
    private var rejected: [(add: Live, blocker: String?)] = []
    private var operations: [ScriptOperation] = []
    private var nextLabel = 0

    init(random: Source, options: ScriptGeneratorOptions) {
        self.random = random
        self.options = options
    }

    mutating func make() -> OperationScript {
        mood = pick(Mood.allCases)
        variables = (0..<(2 + int(below: max(1, options.maxVariables - 1)))).map { "x\($0)" }
        for name in variables { witness[name] = Double(int(below: 201) - 50) }
        let length = 1 + int(below: max(1, options.maxOperations))
        while operations.count < length { draw(pickKind()) }
        if mood == .cycles || chance(1, in: 4) { removeEverything() }
        return OperationScript(operations, version: 2)
    }

    private mutating func pickKind() -> Kind {
        let weights: [(Kind, Int)]
        switch mood {
        case .mixed, .scaled:
            weights = [
                (.add, 8), (.conflict, 2), (.readd, 2), (.remove, 3), (.setConstant, 3), (.setPriority, 2), (.edit, 2),
                (.suggest, 3),
                (.removeEdit, 1), (.redundant, 1), (.cycle, 1), (.contest, 2),
            ]
        case .edits:
            weights = [
                (.add, 4), (.conflict, 1), (.readd, 1), (.remove, 1), (.setConstant, 2), (.setPriority, 1), (.edit, 3),
                (.suggest, 8), (.removeEdit, 2),
                (.contest, 1),
            ]
        case .cycles:
            weights = [
                (.add, 4), (.conflict, 1), (.readd, 2), (.remove, 6), (.cycle, 4), (.setConstant, 1), (.edit, 1),
                (.suggest, 1), (.removeEdit, 1),
                (.contest, 2),
            ]
        case .rounding:
            weights = [
                (.add, 4), (.redundant, 5), (.conflict, 1), (.readd, 1), (.remove, 2), (.setConstant, 2), (.edit, 1),
                (.suggest, 1),
            ]
        }
        var roll = int(below: weights.reduce(0) { $0 + $1.1 })
        for (kind, weight) in weights {
            if roll < weight { return kind }
            roll -= weight
        }
        return .add
    }

    private mutating func draw(_ kind: Kind) {
        switch kind {
        case .add: add(drawConstraint(), label: freshLabel())
        case .conflict: conflict()
        case .readd: readd()
        case .remove:
            guard !live.isEmpty else { return add(drawConstraint(), label: freshLabel()) }
            remove(live[int(below: live.count)].label)
        case .setConstant: setConstant()
        case .setPriority: setPriority()
        case .edit: edit()
        case .suggest: suggest()
        case .removeEdit:
            guard !edits.isEmpty else { return edit() }
            let name = edits.remove(at: int(below: edits.count))
            operations.append(.removeEdit(name))
        case .cycle: cycle()
        case .redundant: redundant()
        case .contest: contest()
        }
    }

    // MARK: Constraints

    /// A random constraint: one to three terms; a required one holds at the witness (tightly or
    /// with some slack), an optional one pulls anywhere. One in ten is a zero-size required
    /// constraint (`xi - xj == 0` or `xi == 0`).
    private mutating func drawConstraint() -> SystemConstraint {
        if chance(1, in: 10) {
            let (a, b) = twoVariables()
            let terms = chance(1, in: 2) ? [LinearTerm(a, 1), LinearTerm(b, -1)] : [LinearTerm(a, 1)]
            return SystemConstraint(terms: terms, relation: .equal, constant: 0)
        }
        let count = pick([1, 1, 2, 2, 2, 3])
        var names = variables
        var terms: [LinearTerm] = []
        for _ in 0..<min(count, names.count) {
            terms.append(LinearTerm(names.remove(at: int(below: names.count)), coefficient()))
        }
        let relation = pick(Relation.allCases)
        let atWitness = terms.reduce(0) { $0 + $1.coefficient * witness[$1.name]! }
        guard chance(9, in: 20) else {
            let target = chance(1, in: 2) ? atWitness + Double(int(below: 41) - 20) : Double(int(below: 301) - 100)
            return SystemConstraint(terms: terms, relation: relation, constant: target, priority: optionalPriority())
        }
        let slack = Double(pick([0, 0, 1, 5, 20]))
        let constant =
            switch relation {
            case .equal: atWitness
            case .lessThanOrEqual: atWitness + slack
            case .greaterThanOrEqual: atWitness - slack
            }
        return SystemConstraint(terms: terms, relation: relation, constant: constant)
    }

    private mutating func coefficient() -> Double {
        if mood == .scaled || chance(1, in: 12) {
            return pick([1.0, -1.0]) * pick([1.0, 2.5]) * pick([1e-3, 1e-2, 1e-1, 1, 10, 100, 1e3])
        }
        return pick([1, 1, 1, -1, -1, 2, -2, 0.5])
    }

    private mutating func optionalPriority() -> Priority {
        chance(1, in: 4) ? Priority(Double(1 + int(below: 999))) : Priority(pick([999, 750, 500, 250, 50, 1]))
    }

    /// Adds `constraint` under `label`; the mirror decides whether it is taken.
    private mutating func add(_ constraint: SystemConstraint, label: String, blocker: String? = nil) {
        operations.append(.add(constraint, label: label))
        guard constraint.priority.isRequired else { return live.append(Live(label: label, constraint: constraint)) }
        switch feasibility(with: constraint) {
        case .feasible: live.append(Live(label: label, constraint: constraint))
        case .withinRounding: uncertain.append(constraint)
        case .infeasible: rejected.append((Live(label: label, constraint: constraint), blocker))
        }
    }

    /// The required constraints of the live set, less `excluded`, with `candidate`.
    private func feasibility(with candidate: SystemConstraint, excluding excluded: String? = nil) -> RequiredFeasibility
    {
        let required = live.filter { $0.label != excluded && $0.constraint.priority.isRequired }.map(\.constraint)
        return ReferenceSolver.requiredFeasibility(of: required + uncertain + [candidate])
    }

    /// A required constraint that contradicts a live required one: certainly rejected.
    private mutating func conflict() {
        let candidates = live.filter { $0.constraint.priority.isRequired }
        guard !candidates.isEmpty else { return add(drawConstraint(), label: freshLabel()) }
        let blocker = pick(candidates)
        var contrary = blocker.constraint
        let shift = Double(pick([1, 3, 10, 50]))
        switch contrary.relation {
        case .equal: contrary.constant += pick([shift, -shift])
        case .lessThanOrEqual:
            contrary.relation = .greaterThanOrEqual
            contrary.constant += shift
        case .greaterThanOrEqual:
            contrary.relation = .lessThanOrEqual
            contrary.constant -= shift
        }
        add(contrary, label: freshLabel(), blocker: blocker.label)
    }

    /// A rejected add again under its label, its blocker removed first when still live.
    private mutating func readd() {
        guard !rejected.isEmpty else { return conflict() }
        let (entry, blocker) = rejected.remove(at: int(below: rejected.count))
        if let blocker, live.contains(where: { $0.label == blocker }) { remove(blocker) }
        add(entry.constraint, label: entry.label, blocker: blocker)
    }

    private mutating func remove(_ label: String) {
        operations.append(.remove(label))
        live.removeAll { $0.label == label }
    }

    /// A new constant: for a required constraint, mostly one that keeps the witness; the mirror
    /// keeps the old one when the change is rejected (the label stays live either way).
    private mutating func setConstant() {
        guard !live.isEmpty else { return add(drawConstraint(), label: freshLabel()) }
        let at = int(below: live.count)
        var changed = live[at].constraint
        let atWitness = changed.terms.reduce(0) { $0 + $1.coefficient * witness[$1.name]! }
        changed.constant =
            switch (changed.priority.isRequired, chance(3, in: 5)) {
            case (true, true): changed.relation == .equal ? atWitness : atWitness + Double(pick([-5, 0, 5]))
            case (true, false): changed.constant + pick([1, -1, 5, -5, 0.5, 100])
            case (false, _): Double(int(below: 301) - 100)
            }
        operations.append(.setConstant(live[at].label, changed.constant))
        if !changed.priority.isRequired || feasibility(with: changed, excluding: live[at].label) != .infeasible {
            live[at].constraint = changed
        }
    }

    /// Optional to another optional priority, required to optional, now and then optional to
    /// required (rejected when that cannot hold).
    private mutating func setPriority() {
        guard !live.isEmpty else { return add(drawConstraint(), label: freshLabel()) }
        let at = int(below: live.count)
        var changed = live[at].constraint
        changed.priority = !changed.priority.isRequired && chance(1, in: 5) ? .required : optionalPriority()
        operations.append(.setPriority(live[at].label, changed.priority, weight: nil))
        if !changed.priority.isRequired || feasibility(with: changed, excluding: live[at].label) != .infeasible {
            live[at].constraint = changed
        }
    }

    /// One constraint added and removed again, two to four times, under the same label.
    private mutating func cycle() {
        let label = freshLabel()
        var constraint = drawConstraint()
        for _ in 0..<(2 + int(below: 3)) {
            add(constraint, label: label)
            guard live.contains(where: { $0.label == label }) else { return }  // rejected or uncertain
            remove(label)
            constraint.priority = chance(1, in: 2) ? .required : optionalPriority()
        }
    }

    /// Two constraints on the same expression whose constants agree only up to rounding:
    /// `x == 0.1 + 0.2` beside `x == 0.3`, or one of them as an inequality.
    private mutating func redundant() {
        let (a, b, sum) = pick([(0.1, 0.2, 0.3), (0.7, 0.1, 0.8), (0.3, 0.6, 0.9), (1.1, 2.2, 3.3), (0.1, 0.7, 0.8)])
        let scale = pick([1.0, 1.0, 3.0, 1e3])
        let terms =
            chance(2, in: 3)
            ? [LinearTerm(pick(variables), scale)]
            : {
                let (x, y) = twoVariables()
                return [LinearTerm(x, scale), LinearTerm(y, -1)]
            }()
        let first = SystemConstraint(terms: terms, relation: .equal, constant: a * scale + b * scale)
        let second = SystemConstraint(
            terms: terms, relation: pick([.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]),
            constant: sum * scale,
            priority: chance(3, in: 4) ? .required : optionalPriority())
        add(first, label: freshLabel())
        add(second, label: freshLabel())
    }

    /// Two or three optional constraints at one priority pulling one expression apart (as
    /// hugging and compression resistance pull a view's size), then, half the time, one of them
    /// removed while the others keep the priority in use.
    private mutating func contest() {
        let (a, b) = twoVariables()
        let terms = chance(1, in: 2) ? [LinearTerm(a, 1)] : [LinearTerm(a, 1), LinearTerm(b, pick([1.0, -1.0]))]
        let priority = optionalPriority()
        var labels: [String] = []
        for _ in 0..<(2 + int(below: 2)) {
            let label = freshLabel()
            labels.append(label)
            add(
                SystemConstraint(
                    terms: terms, relation: pick([.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]),
                    constant: Double(int(below: 201) - 50), priority: priority), label: label)
        }
        if chance(1, in: 2) { remove(pick(labels)) }
    }

    // MARK: Edit variables

    private mutating func edit() {
        let free = variables.filter { !edits.contains($0) }
        guard !free.isEmpty else { return suggest() }
        let name = pick(free)
        edits.append(name)
        operations.append(.edit(EditDeclaration(name: name, priority: Priority(pick([999, 900, 750, 500, 250, 1])))))
    }

    /// New values for one to three edit variables.
    private mutating func suggest() {
        guard !edits.isEmpty else { return edit() }
        var names = edits
        var values: [Suggestion] = []
        for _ in 0..<min(names.count, 1 + int(below: 3)) {
            let value = chance(1, in: 4) ? Double(int(below: 801) - 400) / 4 : Double(int(below: 401) - 100)
            values.append(Suggestion(names.remove(at: int(below: names.count)), value))
        }
        operations.append(.suggest(SuggestStep(values)))
    }

    /// Every live constraint and edit variable removed: the empty system again.
    private mutating func removeEverything() {
        while !live.isEmpty { remove(live[int(below: live.count)].label) }
        while !edits.isEmpty { operations.append(.removeEdit(edits.removeLast())) }
    }

    // MARK: Drawing

    private mutating func freshLabel() -> String {
        defer { nextLabel += 1 }
        return "c\(nextLabel)"
    }

    private mutating func twoVariables() -> (String, String) {
        var names = variables
        let first = names.remove(at: int(below: names.count))
        return (first, pick(names))
    }

    private mutating func int(below bound: Int) -> Int { random.nextInt(below: bound) }
    private mutating func chance(_ odds: Int, in total: Int) -> Bool { random.nextInt(below: total) < odds }
    private mutating func pick<T>(_ items: [T]) -> T { items[random.nextInt(below: items.count)] }
}
