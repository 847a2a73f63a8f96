/// The Swift names of a case's views, constraints and visual formats in the code `CaseCode`
/// prints: each made once, from its id, in the order the code first names it, and unique in the
/// test function they share (views, constraints and formats have ids of their own, which may be
/// equal).
///
/// An id becomes an identifier by keeping ASCII letters, digits and underscores (anything else
/// becomes `_`), lowering its first letter (a name that starts in capitals could hide a type the
/// code uses, as `let Label = Label()` would), and putting the kind before one that starts with a
/// digit (`view0`) and `_` after a Swift keyword (`class_`). A name already taken gets the kind
/// after it (`topConstraint`), then a number (`topConstraint2`). The code's own names (`window`,
/// `runLoop`, the helpers of `SwiftReproducer`) are taken from the start.
struct SwiftNames {
    /// What an id names, with the word a name of that kind may carry.
    enum Kind: String {
        case view, constraint, format

        var suffix: String {
            switch self {
            case .view: "View"
            case .constraint: "Constraint"
            case .format: "Constraints"
            }
        }
    }

    /// Names the printed code uses for itself, never given to an id.
    static let reserved: Set<String> = [
        "window", "runLoop", "index", "constraint", "error", "expectFrame", "tolerance",
    ]

    private var taken = SwiftNames.reserved
    private var made: [String: String] = [:]

    /// The name of `id` of `kind`, made the first time it is asked for.
    mutating func name(_ id: String, _ kind: Kind) -> String {
        let key = "\(kind.rawValue) \(id)"
        if let name = made[key] { return name }
        let base = SwiftNames.identifier(id, prefix: kind.rawValue) + (kind == .format ? kind.suffix : "")
        var name = base
        if taken.contains(name) && kind != .format { name = base + kind.suffix }
        let stem = name
        var number = 2
        while taken.contains(name) {
            name = stem + String(number)
            number += 1
        }
        taken.insert(name)
        made[key] = name
        return name
    }

    /// `text` as a Swift identifier by the rules above (without the uniqueness): `prefix` goes
    /// before one that would start with a digit or be empty or `_`.
    static func identifier(_ text: String, prefix: String) -> String {
        var name = wordCharacters(text)
        if let first = name.unicodeScalars.first, ("A"..."Z").contains(first) {
            name = first.properties.lowercaseMapping + name.dropFirst()
        }
        if name.isEmpty || name == "_" || name.first!.isNumber { name = prefix + name }
        if keywords.contains(name) { name += "_" }
        return name
    }

    /// `text` with every scalar but ASCII letters, digits and `_` replaced by `_`.
    static func wordCharacters(_ text: String) -> String {
        var word = ""
        for scalar in text.unicodeScalars {
            let kept =
                scalar.isASCII
                && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || scalar == "_")
            word.unicodeScalars.append(kept ? scalar : "_")
        }
        return word
    }

    /// Swift's keywords that cannot name a variable (contextual ones such as `left`, `open` or
    /// `some` can).
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "await", "false", "is", "nil", "self", "super", "throws", "true", "try",
    ]
}
