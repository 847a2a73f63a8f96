/// A constraint system in the sense of FORMAT.md (version 1): edit variables, constraints and
/// suggest steps. Its meaning: every edit variable and constraint is added, then the steps run in
/// order; the answer is the state after the last one.
///
/// Equality ignores `source` (where each item stood in a file), so that reading, writing and
/// reading again gives an equal system.
public struct ConstraintSystem: Sendable {
    public var edits: [EditDeclaration]
    public var constraints: [SystemConstraint]
    public var steps: [SuggestStep]
    /// Where each item came from, when the system was read from a file.
    public var source: SourceMap?

    public init(
        edits: [EditDeclaration] = [], constraints: [SystemConstraint] = [],
        steps: [SuggestStep] = [], source: SourceMap? = nil
    ) {
        self.edits = edits
        self.constraints = constraints
        self.steps = steps
        self.source = source
    }

    /// Every variable name, in the order of first use (edit lines first, then constraints).
    public var variableNames: [String] {
        var seen = Set<String>()
        var names: [String] = []
        for edit in edits where seen.insert(edit.name).inserted { names.append(edit.name) }
        for constraint in constraints {
            for term in constraint.terms where seen.insert(term.name).inserted { names.append(term.name) }
        }
        return names
    }
}

extension ConstraintSystem: Equatable {
    public static func == (lhs: ConstraintSystem, rhs: ConstraintSystem) -> Bool {
        lhs.edits == rhs.edits && lhs.constraints == rhs.constraints && lhs.steps == rhs.steps
    }
}

/// The file and the 1-based line of each item of a system read from text.
public struct SourceMap: Sendable, Hashable {
    public var file: String
    public var editLines: [Int]
    public var constraintLines: [Int]
    public var stepLines: [Int]

    public init(file: String, editLines: [Int] = [], constraintLines: [Int] = [], stepLines: [Int] = []) {
        self.file = file
        self.editLines = editLines
        self.constraintLines = constraintLines
        self.stepLines = stepLines
    }
}
