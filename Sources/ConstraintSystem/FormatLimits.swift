#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The bounds a constraint system (FORMAT.md) or an operation script (FORMAT-v2.md) must keep,
/// checked where the file is read, before anything is solved (docs/scripts.md, "Limits"): the
/// file's size before it is loaded, each line's length, the items (edits, constraints and steps,
/// or a script's operations) and each constraint's terms. A refusal names the file, the line, the
/// value and the bound.
///
/// The bounds are those of case files (`CaseLimits`, 100,000 constraints), with room for the
/// text: a constraint of a few terms is under 40 bytes, so 100,000 of them fit in 4 MiB.
public enum FormatLimits {
    /// The largest file read, in bytes (16 MiB).
    public static let maxFileBytes = 16 << 20
    /// The longest line, in bytes.
    public static let maxLineBytes = 65_536
    /// Edits, constraints and steps of a system, or operations of a script.
    public static let maxItems = 100_000
    /// Terms of one constraint, after like terms are merged.
    public static let maxTerms = 1_000

    /// Refuses a file over `maxFileBytes` before it is read.
    static func checkSize(ofFileAt path: String) throws(FormatError) {
        let attribute = try? FileManager.default.attributesOfItem(atPath: path)[.size]
        let size = (attribute as? Int) ?? (attribute as? UInt64).map { Int(clamping: $0) } ?? 0
        if size > maxFileBytes {
            throw FormatError(
                file: path, line: 0, message: "the file is \(size) bytes; a file is read up to \(maxFileBytes) bytes")
        }
    }

    /// Refuses a line over `maxLineBytes`.
    static func checkLine(length: Int) throws(LineError) {
        if length > maxLineBytes {
            throw LineError("the line is \(length) bytes; a line is at most \(maxLineBytes)")
        }
    }

    /// Refuses the item that makes `count` go over `maxItems`.
    static func checkItems(_ count: Int) throws(LineError) {
        if count > maxItems {
            throw LineError("this is item \(count) of the file; a file holds at most \(maxItems)")
        }
    }

    /// Refuses a constraint of more than `maxTerms` terms.
    static func checkTerms(_ count: Int) throws(LineError) {
        if count > maxTerms {
            throw LineError("the constraint has \(count) terms; a constraint has at most \(maxTerms)")
        }
    }
}
