import ConstraintSystem

/// Constraints from a visual format string (UIKit's
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`). The constraints
/// are made, not activated.
///
/// `H:` formats run along the leading edge by default (leading/trailing attributes, so they flip
/// in right-to-left layout), or left to right, or right to left with the direction options; `V:`
/// formats run from the top. `-` is the standard spacing: `standardSpacing` between siblings,
/// `standardSuperviewSpacing` to the superview's edge (`|`). Between two neighbours in the format,
/// each predicate gives `later edge REL earlier edge + constant`; inside a view's brackets it
/// constrains the view's width (`H:`) or height (`V:`), against a constant or another view's.
extension LayoutConstraint {
    /// Apple's documented standard space between two sibling views: 8 points.
    public static let standardSpacing = 8.0
    /// Apple's documented standard space between a view and its superview's edge: 20 points.
    public static let standardSuperviewSpacing = 20.0

    /// - Throws: `VisualFormatError` (never a trap) quoting the format with a caret: a syntax
    ///   error, a name missing from `views` or `metrics`, a priority outside 1...1000, a `|`
    ///   next to a view without a superview, an alignment along the format's own axis, more than
    ///   one alignment, two direction options. (A direction option on a `V:` format has nothing to
    ///   direct and is ignored: Apple's documentation does not forbid it.)
    public static func constraints(
        withVisualFormat format: String, options: LayoutFormatOptions = [], metrics: [String: Double] = [:],
        views: [String: View]
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        let syntax = try VisualFormatParser.parse(format, metrics: Set(metrics.keys))
        var builder = VisualFormatBuilder(
            format: format, syntax: syntax, options: options, metrics: metrics, views: views)
        return try builder.build()
    }
}

/// Turns a parsed format into constraints, in the order of the format: the leading superview
/// connection, each view's own predicates then its connection to the next, the trailing superview
/// connection, then the alignments.
struct VisualFormatBuilder {
    let format: String
    let syntax: VisualFormatSyntax
    let options: LayoutFormatOptions
    let metrics: [String: Double]
    let views: [String: View]
    var made: [LayoutConstraint] = []

    init(
        format: String, syntax: VisualFormatSyntax, options: LayoutFormatOptions, metrics: [String: Double],
        views: [String: View]
    ) {
        self.format = format
        self.syntax = syntax
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    private func fail(_ reason: String, at position: Int) -> VisualFormatError {
        VisualFormatError(format: format, position: position, reason: reason)
    }

    /// The attributes of the format's axis: where a view starts and ends along it, its size, and
    /// whether the format runs against the coordinates (right to left).
    private var axis: (start: LayoutAttribute, end: LayoutAttribute, size: LayoutAttribute, reversed: Bool) {
        if syntax.orientation == .vertical { return (.top, .bottom, .height, false) }
        if options.contains(.directionRightToLeft) { return (.right, .left, .width, true) }
        if options.contains(.directionLeftToRight) { return (.left, .right, .width, false) }
        return (.leading, .trailing, .width, false)
    }

    mutating func build() throws(VisualFormatError) -> [LayoutConstraint] {
        try checkOptions()
        let placed = try syntax.views.map { (element) throws(VisualFormatError) -> View in
            guard let view = views[element.name] else {
                throw fail("'\(element.name)' is not a key in the views dictionary", at: element.position)
            }
            return view
        }
        let axis = self.axis
        if let connection = syntax.leadingSuperview {
            let superview = try self.superview(of: placed[0], syntax.views[0])
            try space(connection, earlier: (superview, axis.start), later: (placed[0], axis.start), toSuperview: true)
        }
        for (k, element) in syntax.views.enumerated() {
            for predicate in element.predicates { try size(of: placed[k], predicate) }
            if k < syntax.connections.count {
                try space(
                    syntax.connections[k], earlier: (placed[k], axis.end), later: (placed[k + 1], axis.start),
                    toSuperview: false)
            }
        }
        if let connection = syntax.trailingSuperview, let last = placed.last {
            let superview = try self.superview(of: last, syntax.views[syntax.views.count - 1])
            try space(connection, earlier: (last, axis.end), later: (superview, axis.end), toSuperview: true)
        }
        if let attribute = LayoutFormatOptions.alignments.first(where: { options.contains($0.0) })?.1 {
            for k in placed.indices.dropFirst() {
                try add(
                    try make(item: placed[k], attribute, .equal, toItem: placed[k - 1], attribute, constant: 0, at: 0),
                    priority: nil, at: 0)
            }
        }
        return made
    }

    private func checkOptions() throws(VisualFormatError) {
        let alignments = LayoutFormatOptions.alignments.filter { options.contains($0.0) }.map(\.1)
        guard alignments.count <= 1 else {
            throw fail(
                "Options name \(alignments.count) alignments (\(alignments.map(\.rawValue).joined(separator: ", "))); give at most one",
                at: 0)
        }
        if let attribute = alignments.first {
            let along: LayoutAttribute.Axis = syntax.orientation == .horizontal ? .horizontal : .vertical
            guard attribute.axis != along else {
                throw fail(
                    "Cannot align all \(attribute.rawValue) in a \(syntax.orientation == .horizontal ? "horizontal" : "vertical") format: the alignment must be across it",
                    at: 0)
            }
        }
        if options.contains(.directionLeftToRight) && options.contains(.directionRightToLeft) {
            throw fail("Options name two directions; give at most one", at: 0)
        }
    }

    private func superview(of view: View, _ element: VisualFormatSyntax.ViewElement) throws(VisualFormatError) -> View {
        guard let superview = view.superview else {
            throw fail("'|' needs a superview, and '\(element.name)' has none", at: element.position)
        }
        return superview
    }

    /// The constraints of one connection between two edges, in the order of the format.
    private mutating func space(
        _ connection: VisualFormatSyntax.Connection, earlier: (View, LayoutAttribute), later: (View, LayoutAttribute),
        toSuperview: Bool
    ) throws(VisualFormatError) {
        // The edge with the larger coordinate is the first item: `high = low + gap`.
        let (low, high) = axis.reversed ? (later, earlier) : (earlier, later)
        let predicates: [VisualFormatSyntax.Predicate]
        switch connection {
        case .flush: predicates = [.init(relation: .equal, object: .value(.number(0)), priority: nil, position: 0)]
        case .standard:
            let gap = toSuperview ? LayoutConstraint.standardSuperviewSpacing : LayoutConstraint.standardSpacing
            predicates = [.init(relation: .equal, object: .value(.number(gap)), priority: nil, position: 0)]
        case let .predicates(list): predicates = list
        }
        for predicate in predicates {
            guard case let .value(value) = predicate.object else {
                throw fail("A spacing cannot name a view", at: predicate.position)
            }
            let constant = try resolve(value) + VisualFormatBuilder.plantedError(connection)
            let constraint = try make(
                item: high.0, high.1, predicate.relation, toItem: low.0, low.1, constant: constant,
                at: predicate.position)
            try add(constraint, priority: predicate.priority, at: predicate.position)
        }
    }

    /// 0, or 1 for an explicit spacing when `vflSpacingOffByOne` is planted (debug builds).
    private static func plantedError(_ connection: VisualFormatSyntax.Connection) -> Double {
        #if PLUMB_FAULTS
            if PlantedViewFaults.isActive(.vflSpacingOffByOne), case .predicates = connection { return 1 }
        #endif
        return 0
    }

    /// A predicate inside a view's brackets: its size against a constant or another view's size.
    private mutating func size(of view: View, _ predicate: VisualFormatSyntax.Predicate) throws(VisualFormatError) {
        let size = axis.size
        let constraint: LayoutConstraint
        switch predicate.object {
        case let .value(value):
            constraint = try make(
                item: view, size, predicate.relation, toItem: nil, .notAnAttribute, constant: try resolve(value),
                at: predicate.position)
        case let .view(name, position):
            guard let other = views[name] else {
                throw fail("'\(name)' is neither a key in the metrics nor in the views dictionary", at: position)
            }
            constraint = try make(
                item: view, size, predicate.relation, toItem: other, size, constant: 0, at: predicate.position)
        }
        try add(constraint, priority: predicate.priority, at: predicate.position)
    }

    private func make(
        item: View, _ attribute: LayoutAttribute, _ relation: LayoutRelation, toItem: View?,
        _ secondAttribute: LayoutAttribute,
        constant: Double, at position: Int
    ) throws(VisualFormatError) -> LayoutConstraint {
        do {
            return try LayoutConstraint(
                item: item, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: secondAttribute,
                constant: constant)
        } catch {
            throw fail("\(error)", at: position)
        }
    }

    private mutating func add(_ constraint: LayoutConstraint, priority: VisualFormatSyntax.Value?, at position: Int)
        throws(VisualFormatError)
    {
        if let priority {
            let value = try resolve(priority)
            do {
                try constraint.setPriority(Priority(value))
            } catch {
                throw fail("Priority \(NumberText.format(value)) is not from 1 to 1000", at: position)
            }
        }
        made.append(constraint)
    }

    private func resolve(_ value: VisualFormatSyntax.Value) throws(VisualFormatError) -> Double {
        switch value {
        case let .number(number): return number
        case let .metric(name, position):
            guard let number = metrics[name] else {
                throw fail("'\(name)' is not a key in the metrics dictionary", at: position)
            }
            guard number.isFinite else { throw fail("Metric '\(name)' is not a finite number", at: position) }
            return number
        }
    }
}
