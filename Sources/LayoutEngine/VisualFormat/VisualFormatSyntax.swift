import ConstraintSystem

/// A visual format string as written (Apple's Visual Format Language), before any name is looked
/// up: what `VisualFormatParser` reads and `VisualFormatPrinter` writes.
///
///     H:|-20-[find]-[findNext]-[findField(>=20)]-|
///
/// Positions are offsets in the string's characters, kept for error messages.
public struct VisualFormatSyntax: Equatable, Sendable {
    public enum Orientation: String, Sendable {
        case horizontal = "H"
        case vertical = "V"
    }

    public var orientation: Orientation
    /// Whether `H:`/`V:` was written (printing keeps the string as it was).
    public var orientationWritten: Bool
    /// `|` and its connection before the first view, if written.
    public var leadingSuperview: Connection?
    public var views: [ViewElement]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    public var connections: [Connection]
    /// The connection and `|` after the last view, if written.
    public var trailingSuperview: Connection?

    /// `[name(predicates)]`.
    public struct ViewElement: Equatable, Sendable {
        public var name: String
        public var predicates: [Predicate]
        /// Where the name starts.
        public var position: Int
    }

    /// What joins two neighbours.
    public enum Connection: Equatable, Sendable {
        /// Nothing between them (`[a][b]`, `|[a]`): 0 points.
        case flush
        /// A lone `-`: the standard spacing.
        case standard
        /// `-50-`, `-gap-` or `-(>=20@750,<=40)-`.
        case predicates([Predicate])
    }

    /// `(relation)? object (@priority)?`.
    public struct Predicate: Equatable, Sendable {
        public var relation: Relation
        public var object: Object
        public var priority: Value?
        /// Where the predicate starts.
        public var position: Int
    }

    public enum Object: Equatable, Sendable {
        case value(Value)
        /// A name that is not a metric: another view (`[a(==b)]`).
        case view(String, position: Int)
    }

    /// A number, or a metric's name to look up.
    public enum Value: Equatable, Sendable {
        case number(Double)
        case metric(String, position: Int)
    }
}
