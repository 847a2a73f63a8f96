import ConstraintSystem

/// Making a script whole again after the shrinker took lines out of it, and giving it the
/// plainest names.
enum ScriptRepair {
    /// `script` without the lines that name a label no earlier line defines (or that a
    /// `remove` took away), an edit variable not declared, or a `remove-edit` of one; suggested
    /// values for names that are not edit variables are dropped (and the line when none is left).
    /// A line that defines a label already defined stays: after a rejection that is valid.
    static func repaired(_ script: OperationScript) -> OperationScript {
        var labels = Set<String>()
        var edits = Set<String>()
        var kept: [ScriptOperation] = []
        for operation in script.operations {
            switch operation {
            case let .add(_, label):
                if let label { labels.insert(label) }
            case let .remove(label):
                guard labels.remove(label) != nil else { continue }
            case .setConstant, .setPriority, .checkConflict:
                guard let label = operation.label, labels.contains(label) else { continue }
            case let .edit(edit):
                guard edits.insert(edit.name).inserted else { continue }
            case let .removeEdit(name):
                guard edits.remove(name) != nil else { continue }
            case let .suggest(step):
                let values = step.values.filter { edits.contains($0.name) }
                guard !values.isEmpty else { continue }
                kept.append(.suggest(SuggestStep(values)))
                continue
            case let .check(items):
                let known = items.filter { if case let .rejected(label) = $0 { labels.contains(label) } else { true } }
                guard !known.isEmpty else { continue }
                kept.append(.check(known))
                continue
            }
            kept.append(operation)
        }
        return OperationScript(kept)
    }

    /// Labels renamed `c0`, `c1`, … and variables `x0`, `x1`, … in order of first use.
    static func renamed(_ script: OperationScript) -> OperationScript {
        var labels: [String: String] = [:]
        var variables: [String: String] = [:]
        func label(_ name: String) -> String {
            if let known = labels[name] { return known }
            labels[name] = "c\(labels.count)"
            return labels[name]!
        }
        func variable(_ name: String) -> String {
            if let known = variables[name] { return known }
            variables[name] = "x\(variables.count)"
            return variables[name]!
        }
        func terms(_ terms: [LinearTerm]) -> [LinearTerm] {
            terms.map { LinearTerm(variable($0.name), $0.coefficient) }
        }
        let operations = script.operations.map { operation -> ScriptOperation in
            switch operation {
            case let .add(constraint, name):
                var copy = constraint
                copy.terms = terms(constraint.terms)
                return .add(copy, label: name.map(label))
            case let .remove(name): return .remove(label(name))
            case let .setConstant(name, value): return .setConstant(label(name), value)
            case let .setPriority(name, priority, weight): return .setPriority(label(name), priority, weight: weight)
            case let .edit(edit):
                return .edit(EditDeclaration(name: variable(edit.name), priority: edit.priority, weight: edit.weight))
            case let .removeEdit(name): return .removeEdit(variable(name))
            case let .suggest(step):
                return .suggest(SuggestStep(step.values.map { Suggestion(variable($0.name), $0.value) }))
            case let .checkConflict(name, members): return .checkConflict(label(name), members.map(label))
            case let .check(items):
                return .check(
                    items.map { item in
                        switch item {
                        case let .value(itemTerms, relation, value):
                            .value(terms: terms(itemTerms), relation: relation, value: value)
                        case let .rejected(name): .rejected(label(name))
                        case .error: item
                        }
                    })
            }
        }
        return OperationScript(operations)
    }
}
