/// Seeded random valid operation scripts, for the version-2 round trip: a random system's items
/// interleaved with every version-2 form, labels and names kept valid at every line.

import ConstraintSystem

enum RandomScripts {
    static func script(seed: UInt64) -> OperationScript {
        var random = SplitMix64(seed: seed ^ 0x5C41_97)
        let system = RandomSystems.system(seed: seed)
        var operations: [ScriptOperation] = []
        var live: [String] = []
        var edits: [String] = []
        var appeared: [String] = []
        var labelCount = 0
        func note(_ names: [String]) { for name in names where !appeared.contains(name) { appeared.append(name) } }
        for edit in system.edits {
            operations.append(.edit(edit))
            edits.append(edit.name)
            note([edit.name])
        }
        for constraint in system.constraints {
            let label = random.nextInt(below: 3) == 0 ? nil : "c\(labelCount)"
            labelCount += 1
            operations.append(.add(constraint, label: label))
            if let label { live.append(label) }
            note(constraint.terms.map(\.name))
            switch random.nextInt(below: 6) {
            case 0 where !live.isEmpty: operations.append(.remove(live.remove(at: random.nextInt(below: live.count))))
            case 1 where !live.isEmpty:
                operations.append(.setConstant(live[random.nextInt(below: live.count)], RandomSystems.number(&random)))
            case 2 where !live.isEmpty:
                operations.append(
                    .setPriority(
                        live[random.nextInt(below: live.count)], RandomSystems.priority(&random, below1000: false),
                        weight: RandomSystems.weight(&random)))
            case 3 where !appeared.isEmpty:
                operations.append(.check(checkItems(&random, appeared: appeared, labels: live)))
            case 4 where live.count >= 2:
                operations.append(.checkConflict(live[0], Array(live.dropFirst())))
            default: break
            }
        }
        for step in system.steps { operations.append(.suggest(step)) }
        if let name = edits.last, random.nextInt(below: 2) == 0 { operations.append(.removeEdit(name)) }
        return OperationScript(operations)
    }

    static func checkItems(_ random: inout SplitMix64, appeared: [String], labels: [String]) -> [CheckItem] {
        var items: [CheckItem] = []
        for _ in 0...random.nextInt(below: 3) {
            let name = appeared[random.nextInt(below: appeared.count)]
            switch random.nextInt(below: 5) {
            case 0:
                items.append(
                    .value(
                        terms: [LinearTerm(name, 1)], relation: .lessThanOrEqual, value: RandomSystems.number(&random)))
            case 1:
                items.append(
                    .error(RandomSystems.priority(&random, below1000: true), abs(RandomSystems.number(&random))))
            case 2 where !labels.isEmpty: items.append(.rejected(labels[random.nextInt(below: labels.count)]))
            case 3:
                let other = appeared[random.nextInt(below: appeared.count)]
                let terms =
                    other == name
                    ? [LinearTerm(name, 2)]
                    : [LinearTerm(name, 1), LinearTerm(other, -RandomSystems.coefficient(&random))]
                items.append(.value(terms: terms, relation: .equal, value: RandomSystems.number(&random)))
            default:
                items.append(
                    .value(terms: [LinearTerm(name, 1)], relation: .equal, value: RandomSystems.number(&random)))
            }
        }
        return items
    }
}
