/// Small hand-written systems and the location of the shared benchmark files.

import ConstraintSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

enum Fixtures {
    /// A little of everything: edits with and without weights, all three relations, a constant-only
    /// side, coefficients of 1, -1 and others, two steps.
    static let mixed = ConstraintSystem(
        edits: [
            EditDeclaration(name: "width", priority: 900, weight: 1_000_000),
            EditDeclaration(name: "height", priority: 500),
        ],
        constraints: [
            SystemConstraint(
                terms: [LinearTerm("x"), LinearTerm("y", -2)], relation: .greaterThanOrEqual,
                constant: -8, priority: 750, weight: 750_000),
            SystemConstraint(
                terms: [LinearTerm("width", -1), LinearTerm("x", 0.5)], relation: .lessThanOrEqual,
                constant: 1.67772e+07, priority: 1000),
            SystemConstraint(terms: [], relation: .equal, constant: 0, priority: 1, weight: 0),
            SystemConstraint(
                terms: [LinearTerm("view.left_2", 1e-9)], relation: .equal, constant: 0.1,
                priority: 999.5),
        ],
        steps: [
            SuggestStep([Suggestion("width", 320), Suggestion("height", -12.5)]),
            SuggestStep([Suggestion("width", 1e-9)]),
        ])

    static let empty = ConstraintSystem()

    static let onlyEdits = ConstraintSystem(edits: [EditDeclaration(name: "edit", priority: 1)])

    static let keywordNames = ConstraintSystem(
        edits: [EditDeclaration(name: "suggest", priority: 999)],
        constraints: [
            SystemConstraint(terms: [LinearTerm("edit"), LinearTerm("suggest", 3)], relation: .equal, constant: 2),
            SystemConstraint(terms: [LinearTerm("version", -1)], relation: .greaterThanOrEqual, constant: -0.0),
        ],
        steps: [SuggestStep([Suggestion("suggest", .leastNonzeroMagnitude)])])

    static let all: [(String, ConstraintSystem)] = [
        ("mixed", mixed), ("empty", empty), ("onlyEdits", onlyEdits), ("keywordNames", keywordNames),
    ]

    /// The package root, found from this file's path (Tests/ConstraintSystemTests/Support/).
    static let packageRoot: String = {
        var path = #filePath
        for _ in 0..<4 {
            if let slash = path.lastIndex(of: "/") { path = String(path[..<slash]) }
        }
        return path
    }()

    /// `../shared/bench/enaml-like.txt` beside the package: kiwi's enaml benchmark system.
    static let enamlLikePath = packageRoot + "/../shared/bench/enaml-like.txt"

    static var enamlLikeExists: Bool { FileManager.default.fileExists(atPath: enamlLikePath) }
}
