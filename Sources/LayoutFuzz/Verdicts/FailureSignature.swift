/// A failure's identity: the oracle (or `error`) and its message with every number and view id
/// made generic, so that the same bug found by many cases is reported once. Its `folder` name is
/// the kind and eight hex digits of an FNV-1a hash of the normalized text: stable across runs,
/// machines and Swift versions.
package struct FailureSignature: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var kind: FindingKind
    package var normalized: String

    package init(kind: FindingKind, message: String) {
        self.kind = kind
        normalized = FailureSignature.normalize(message)
    }

    /// `reference-1a2b3c4d`.
    package var folder: String { "\(kind)-" + FNV1a.hex32("\(kind)\n\(normalized)".utf8) }

    package var description: String { "\(kind): \(normalized)" }

    package static func < (a: FailureSignature, b: FailureSignature) -> Bool {
        (a.kind.name, a.normalized) < (b.kind.name, b.normalized)
    }

    /// Quoted ids become `'ID'`, the item before `.minX`, `.width`, `.margins`, … becomes `ID`,
    /// a constraint written out (`(1*v0.minX + -1*v1.minX <= 0 @ 1000)`) becomes `(…)`, every
    /// number `N`, and a list of two or more of these (`N, N, N`, `'ID', 'ID'`, `(…); (…)`) one
    /// item followed by `…`. Which constraint a bug happens to break depends on the case, not on
    /// the bug: keeping its text would split one bug into many signatures, and stop the shrinker
    /// at the first smaller case that breaks another constraint the same way. So does how many
    /// constraints a conflict has: the same bug named 45 signatures, one per length of its list.
    static func normalize(_ message: String) -> String {
        message
            .replacing(writtenConstraint, with: "(…)")
            .replacing(quoted, with: "'ID'")
            .replacing(item) { match in "ID" + (match.output[1].substring ?? "") }
            .replacing(number, with: "N")
            .replacing(numbers, with: "N…")
            .replacing(quotedIds, with: "'ID'…")
            .replacing(writtenConstraints, with: "(…)…")
    }

    nonisolated(unsafe) private static let quoted = try! Regex("'[^']*'")
    /// A constraint as `FrameAgreement` writes it: terms, a relation, a constant, `@` priority.
    nonisolated(unsafe) private static let writtenConstraint = try! Regex("\\([^()]* (<=|==|>=) [^()]* @ [0-9.e+-]+\\)")
    /// A view or guide before a frame component: `v3.minX`, `header.margins.width`.
    nonisolated(unsafe) private static let item = try! Regex(
        "[A-Za-z_][A-Za-z0-9_]*(\\.margins|\\.safeArea)?(?=\\.(minX|minY|width|height)\\b)")
    nonisolated(unsafe) private static let number = try! Regex("-?[0-9]+(\\.[0-9]+)?(e[-+]?[0-9]+)?")
    /// Lists of what the replacements above left, however long.
    nonisolated(unsafe) private static let numbers = try! Regex("N(?:[,;] N)+")
    nonisolated(unsafe) private static let quotedIds = try! Regex("'ID'(?:[,;] 'ID')+")
    nonisolated(unsafe) private static let writtenConstraints = try! Regex("\\(…\\)(?:[,;] \\(…\\))+")
}
