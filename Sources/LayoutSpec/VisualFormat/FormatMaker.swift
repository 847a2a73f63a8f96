import ConstraintSystem
import LayoutCase

/// Makes the constraints of a read format (docs/layout-engine.md, "The visual format language"):
///
/// - between neighbours, per predicate: `later.start REL earlier.end + c`, the later element first;
///   a `|` is the superview of the view next to it (UIKit's "the related view"; so `|[a][d]|` may
///   name two superviews), its start edge as the earlier element and its end edge as the later one;
///   a lone `-` is `== 8` between views and `== 20` next to `|`, no connection `== 0`;
/// - in a view's brackets, per predicate: `view.dimension REL c` or `view.dimension REL other.dimension`;
/// - with an alignment option, per view after the first: `view_k.attr == view_(k-1).attr`.
///
/// Order: the string read left to right (the leading `|`'s connection, the first view's own
/// predicates, then for each next view the connection to it and its own predicates, the trailing
/// `|`'s connection), predicates in their written order; then the alignments, pair by pair. The
/// order changes no layout, only the ids `<id>-k` that later steps may name, so it is the engine's.
struct FormatMaker {
    /// `-` between two views (UIKit's standard spacing, `LayoutConstraint.standardSpacing`).
    static let standardSpacing = 8.0
    /// `-` between a view and `|` (`LayoutConstraint.standardSuperviewSpacing`).
    static let standardSuperviewSpacing = 20.0

    let format: CaseFormat
    let axis: FormatAxis
    let views: Set<String>
    private var made: [CaseConstraint] = []

    init(format: CaseFormat, axis: FormatAxis, views: Set<String>) {
        self.format = format
        self.axis = axis
        self.views = views
    }

    /// One neighbour of a connection.
    private enum Element {
        case edge(String)  // `|`, as the superview's id
        case view(String)
    }

    /// The constraints of `line`, or nil when a name, a number or a `|` is refused.
    mutating func make(_ line: FormatLine, superview: (String) -> String?) -> [CaseConstraint]? {
        made = []
        guard line.views.allSatisfy({ views.contains($0.name) }) else { return nil }
        let first = line.views.first!.name
        let last = line.views.last!.name
        if let connection = line.leadingEdge {
            guard let parent = superview(first), connect(.edge(parent), .view(first), connection) else { return nil }
        }
        guard constrainSize(of: line.views[0]) else { return nil }
        for k in line.views.indices.dropFirst() {
            guard connect(.view(line.views[k - 1].name), .view(line.views[k].name), line.gaps[k - 1]),
                constrainSize(of: line.views[k])
            else { return nil }
        }
        if let connection = line.trailingEdge {
            guard let parent = superview(last), connect(.view(last), .edge(parent), connection) else { return nil }
        }
        if let attribute = axis.alignment {
            for k in line.views.indices.dropFirst() {
                let earlier = line.views[k - 1].name
                let later = line.views[k].name
                add(CaseAnchor(later, attribute), .equal, CaseAnchor(earlier, attribute), constant: 0, priority: 1000)
            }
        }
        return made
    }

    private mutating func connect(_ earlier: Element, _ later: Element, _ connection: FormatConnection) -> Bool {
        let from: CaseAnchor
        let to: CaseAnchor
        let standard: Double
        switch (earlier, later) {
        case let (.edge(parent), .view(view)):
            (from, to, standard) = (
                CaseAnchor(parent, axis.start), CaseAnchor(view, axis.start), FormatMaker.standardSuperviewSpacing
            )
        case let (.view(view), .edge(parent)):
            (from, to, standard) = (
                CaseAnchor(view, axis.end), CaseAnchor(parent, axis.end), FormatMaker.standardSuperviewSpacing
            )
        case let (.view(first), .view(second)):
            (from, to, standard) = (
                CaseAnchor(first, axis.end), CaseAnchor(second, axis.start), FormatMaker.standardSpacing
            )
        case (.edge, .edge):
            return false
        }
        let predicates: [FormatPredicate]
        switch connection {
        case .flush: predicates = [FormatPredicate(relation: .equal, object: .number(0))]
        case .standard: predicates = [FormatPredicate(relation: .equal, object: .number(standard))]
        case let .predicates(list): predicates = list
        }
        for predicate in predicates {
            // A gap is a constant: a view's name may stand only in a view's own brackets.
            guard let gap = constant(predicate.object), let priority = priority(predicate.priority) else {
                return false
            }
            if axis.reversed {
                add(to, predicate.relation.reversed, from, constant: -gap, priority: priority)
            } else {
                add(to, predicate.relation, from, constant: gap, priority: priority)
            }
        }
        return true
    }

    /// A view's own predicates; a name is a metric when the metrics have it, else a view.
    private mutating func constrainSize(of view: FormatView) -> Bool {
        let subject = CaseAnchor(view.name, axis.dimension)
        for predicate in view.predicates {
            guard let priority = priority(predicate.priority) else { return false }
            if case let .name(name) = predicate.object, format.metrics?[name] == nil {
                guard views.contains(name) else { return false }
                add(subject, predicate.relation, CaseAnchor(name, axis.dimension), constant: 0, priority: priority)
            } else {
                guard let size = constant(predicate.object) else { return false }
                add(subject, predicate.relation, nil, constant: size, priority: priority)
            }
        }
        return true
    }

    /// A number, or a metric's value; nil for an unknown metric or a value that is not finite.
    private func constant(_ value: FormatValue) -> Double? {
        let number: Double?
        switch value {
        case let .number(written): number = written
        case let .name(name): number = format.metrics?[name]
        }
        guard let number, number.isFinite else { return nil }
        return number
    }

    /// 1000 when none is written; nil outside `Priority.range`.
    private func priority(_ value: FormatValue?) -> Double? {
        guard let value else { return Priority.required.value }
        guard let number = constant(value), Priority(number).isValid else { return nil }
        return number
    }

    private mutating func add(
        _ first: CaseAnchor, _ relation: Relation, _ second: CaseAnchor?, constant: Double, priority: Double
    ) {
        made.append(
            CaseConstraint(
                id: format.constraintID(made.count), first: first, relation: relation, second: second,
                constant: constant == 0 ? nil : constant, priority: Priority(priority).isRequired ? nil : priority))
    }
}
