import ConstraintSystem

/// A visual format string as Apple's grammar reads it, before any name is looked up
/// (FormatReader.swift has the grammar).
struct FormatLine: Equatable {
    /// `V:`; `H:` and no orientation are both horizontal.
    var vertical: Bool
    /// The connection after a leading `|`, when the string starts with one.
    var leadingEdge: FormatConnection?
    /// At least one.
    var views: [FormatView]
    /// `gaps[k]` joins `views[k]` and `views[k + 1]`.
    var gaps: [FormatConnection]
    /// The connection before a trailing `|`, when the string ends with one.
    var trailingEdge: FormatConnection?
}

/// `[name(predicates)]`: predicates on the view's width (`H:`) or height (`V:`).
struct FormatView: Equatable {
    var name: String
    var predicates: [FormatPredicate]
}

/// What joins two neighbours.
enum FormatConnection: Equatable {
    /// Nothing between them (`[a][b]`, `|[a]`): 0.
    case flush
    /// A lone `-`: the standard spacing.
    case standard
    /// `-N-`, `-metric-` or `-(predicates)-`.
    case predicates([FormatPredicate])
}

/// `(relation)? object (@priority)?`; the relation is `==` when none is written.
struct FormatPredicate: Equatable {
    var relation: Relation
    var object: FormatValue
    var priority: FormatValue?
}

/// A number as written, or a name to look up (a metric, or for a view's own predicates a view).
enum FormatValue: Equatable {
    case number(Double)
    case name(String)
}
