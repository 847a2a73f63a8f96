import ConstraintSystem

/// The script shrinker's simplifying pass: one line at a time, each change kept when the script
/// still fails the same way. A constraint loses terms, its coefficients go to 1 or -1 and its
/// constant towards round values and 0 (`NumberSimplicity`); an optional priority goes to 500,
/// then 250; a suggest loses values and its values get rounder; a set-constant's value gets
/// rounder. Every accepted change makes the line strictly simpler, so rounds cannot undo each
/// other.
enum ScriptSimplifier {
    static func simplify(_ value: OperationScript, _ search: inout Search<OperationScript>) -> OperationScript? {
        var current = value
        var found = false
        for index in value.operations.indices {
            var progress = true
            while progress && !search.outOfTime {
                progress = false
                for simpler in candidates(current.operations[index]) where !search.outOfTime {
                    var candidate = current
                    candidate.operations[index] = simpler
                    guard search.fails(candidate) else { continue }
                    current = candidate
                    found = true
                    progress = true
                    break
                }
            }
        }
        return found ? current : nil
    }

    /// Simpler forms of one line; after one is kept, the forms of the new line are tried.
    private static func candidates(_ operation: ScriptOperation) -> [ScriptOperation] {
        switch operation {
        case let .add(constraint, label):
            var forms: [SystemConstraint] = []
            if constraint.terms.count > 1 {
                for k in constraint.terms.indices {
                    var fewer = constraint
                    fewer.terms.remove(at: k)
                    forms.append(fewer)
                }
            }
            for k in constraint.terms.indices where abs(constraint.terms[k].coefficient) != 1 {
                var unit = constraint
                unit.terms[k].coefficient = constraint.terms[k].coefficient < 0 ? -1 : 1
                forms.append(unit)
            }
            for constant in NumberSimplicity.candidates(constraint.constant) {
                var rounder = constraint
                rounder.constant = constant
                forms.append(rounder)
            }
            if !constraint.priority.isRequired {
                // 250 is the end; 500 leads only there.
                let plainer =
                    switch constraint.priority.value {
                    case 250: [Priority]()
                    case 500: [Priority(250)]
                    default: [Priority(500), Priority(250)]
                    }
                for priority in plainer {
                    var plainer = constraint
                    plainer.priority = priority
                    forms.append(plainer)
                }
            }
            return forms.map { .add($0, label: label) }
        case let .suggest(step):
            var forms: [ScriptOperation] = []
            if step.values.count > 1 {
                for k in step.values.indices {
                    var fewer = step.values
                    fewer.remove(at: k)
                    forms.append(.suggest(SuggestStep(fewer)))
                }
            }
            for k in step.values.indices {
                for simpler in NumberSimplicity.candidates(step.values[k].value) {
                    var rounder = step.values
                    rounder[k].value = simpler
                    forms.append(.suggest(SuggestStep(rounder)))
                }
            }
            return forms
        case let .setConstant(label, value):
            return NumberSimplicity.candidates(value).map { .setConstant(label, $0) }
        default:
            return []
        }
    }
}
