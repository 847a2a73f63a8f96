import ConstraintSystem

/// Writes constraints back as visual format strings where the grammar can express them, so that
/// reading the printed formats (with the options printed beside them) makes the same constraints.
///
/// Each constraint is sorted into one of three kinds: a size (a view's width or height against a
/// constant or another view's, multiplier 1), a spacing (the later edge of two neighbours along
/// an axis against the earlier one plus a constant, multiplier 1; `|` when one side is the other
/// view's superview), or an alignment (the same attribute of two views, equal, no constant).
/// Spacings are followed into chains (`|-[a]-[b]-|`) while each view has one way in and one way
/// out; a chain takes the alignment option its consecutive views all share; sizes go inside the
/// first bracket that names their view. What fits none of this is returned unprinted.
public enum VisualFormatPrinter {
    /// One printed format and the options to read it with.
    public struct Line: Equatable, Sendable, CustomStringConvertible {
        public var format: String
        public var options: LayoutFormatOptions
        public var description: String { options.isEmpty ? format : "\(format) options: \(options.rawValue)" }
        public init(format: String, options: LayoutFormatOptions) {
            self.format = format
            self.options = options
        }
    }

    /// The formats for `constraints`, whose views are named by `views` (the dictionary given to
    /// `constraints(withVisualFormat:)`), and the constraints no format can express.
    public static func print(_ constraints: [LayoutConstraint], views: [String: View]) -> (
        lines: [Line], unprinted: [LayoutConstraint]
    ) {
        var names: [ObjectIdentifier: String] = [:]
        for (name, view) in views.sorted(by: { $0.key < $1.key }) where names[ObjectIdentifier(view)] == nil {
            names[ObjectIdentifier(view)] = name
        }
        var sorter = Sorter(names: names)
        var unprinted: [LayoutConstraint] = []
        for constraint in constraints where !sorter.sort(constraint) { unprinted.append(constraint) }
        var lines: [Line] = []
        for family in Family.allCases {
            lines += sorter.lines(for: family)
        }
        lines += sorter.leftoverSizes()
        unprinted += sorter.unusedAlignments
        return (lines, unprinted)
    }

    /// The attributes of one way of reading an axis: `H:` with leading/trailing, `H:` left to
    /// right (`.directionLeftToRight`), and `V:`.
    enum Family: CaseIterable {
        case leadingTrailing, leftRight, vertical

        var start: LayoutAttribute { self == .leadingTrailing ? .leading : self == .leftRight ? .left : .top }
        var end: LayoutAttribute { self == .leadingTrailing ? .trailing : self == .leftRight ? .right : .bottom }
        var size: LayoutAttribute { self == .vertical ? .height : .width }
        var prefix: String { self == .vertical ? "V:" : "H:" }
        var options: LayoutFormatOptions { self == .leftRight ? .directionLeftToRight : [] }

        static func of(start: LayoutAttribute, end: LayoutAttribute) -> Family? {
            allCases.first { $0.start == start && $0.end == end }
        }
    }

    /// A predicate as text: `>=20@750`, `100@20`, `==b` (`==` written before a view's name only,
    /// as Apple's examples write them).
    static func predicate(_ relation: Relation, _ object: String, _ priority: Priority) -> String {
        let isNumber = object.first.map { $0 == "-" || $0.isNumber } ?? false
        let symbol = relation == .equal ? (isNumber ? "" : "==") : relation == .lessThanOrEqual ? "<=" : ">="
        return symbol + object + (priority.isRequired ? "" : "@" + NumberText.format(priority.value))
    }

    /// A connection as text between two elements: ``, `-`, `-20-`, `-(>=20,<=40@250)-`.
    static func connection(_ predicates: [(Relation, Double, Priority)], standard: Double) -> String {
        if predicates.count == 1, predicates[0].0 == .equal, predicates[0].2.isRequired {
            let constant = predicates[0].1
            if constant == 0 { return "" }
            if constant == standard { return "-" }
            if constant > 0 { return "-" + NumberText.format(constant) + "-" }
        }
        return "-(" + predicates.map { predicate($0.0, NumberText.format($0.1), $0.2) }.joined(separator: ",") + ")-"
    }

    /// The kinds, by view, as the constraints are read.
    struct Sorter {
        let names: [ObjectIdentifier: String]
        /// Sizes by view name, in order: the predicate text.
        var sizes: [String: [String]] = [:]
        var sizeOrder: [(family: Family, view: String)] = []
        var printedSizes: Set<String> = []
        /// Spacings between two views: (family, earlier, later) -> predicates, in order of first sight.
        var spacings: [SpacingKey: [(Relation, Double, Priority)]] = [:]
        var spacingOrder: [SpacingKey] = []
        /// Connections to the superview before (leading) or after (trailing) a view.
        var leadingSuperview: [SpacingKey: [(Relation, Double, Priority)]] = [:]
        var trailingSuperview: [SpacingKey: [(Relation, Double, Priority)]] = [:]
        /// Alignments: (attribute, earlier, later) -> the constraint.
        var alignments: [AlignmentKey: LayoutConstraint] = [:]
        var alignmentOrder: [AlignmentKey] = []
        var usedAlignments: Set<AlignmentKey> = []

        struct SpacingKey: Hashable {
            var family: Family
            var earlier: String
            var later: String
        }
        struct AlignmentKey: Hashable {
            var attribute: LayoutAttribute
            var earlier: String
            var later: String
        }

        init(names: [ObjectIdentifier: String]) { self.names = names }

        func name(_ item: AnyObject?) -> String? { item.flatMap { names[ObjectIdentifier($0)] } }

        func isSuperview(_ item: AnyObject?, of view: AnyObject?) -> Bool {
            guard let item = item as? View, let view = view as? View else { return false }
            return view.superview === item && names[ObjectIdentifier(item)] == nil
        }

        /// Files the constraint under its kind; false when it has none.
        mutating func sort(_ c: LayoutConstraint) -> Bool {
            guard c.multiplier == 1 else { return false }
            let first = name(c.firstItem)
            let second = name(c.secondItem)
            let entry = (c.relation, c.constant, c.priority)
            // A size against a constant or another view's size.
            if let first, let family = Family.allCases.first(where: { $0.size == c.firstAttribute && $0 != .leftRight })
            {
                if c.secondItem == nil && c.secondAttribute == .notAnAttribute {
                    addSize(family, first, predicate(c.relation, NumberText.format(c.constant), c.priority))
                    return true
                }
                if let second, c.secondAttribute == c.firstAttribute, c.constant == 0 {
                    addSize(family, first, predicate(c.relation, second, c.priority))
                    return true
                }
                return false
            }
            // A spacing: later start against earlier end; or an edge against the superview's.
            if let later = first, let earlier = second,
                let family = Family.of(start: c.firstAttribute, end: c.secondAttribute)
            {
                let key = SpacingKey(family: family, earlier: earlier, later: later)
                if spacings[key] == nil { spacingOrder.append(key) }
                spacings[key, default: []].append(entry)
                return true
            }
            if let view = first, isSuperview(c.secondItem, of: c.firstItem), c.firstAttribute == c.secondAttribute,
                let family = Family.allCases.first(where: { $0.start == c.firstAttribute })
            {
                leadingSuperview[SpacingKey(family: family, earlier: "|", later: view), default: []].append(entry)
                return true
            }
            if let view = second, isSuperview(c.firstItem, of: c.secondItem), c.firstAttribute == c.secondAttribute,
                let family = Family.allCases.first(where: { $0.end == c.firstAttribute })
            {
                trailingSuperview[SpacingKey(family: family, earlier: view, later: "|"), default: []].append(entry)
                return true
            }
            // An alignment of two named views.
            if let later = first, let earlier = second, c.firstAttribute == c.secondAttribute, c.constant == 0,
                c.relation == .equal,
                c.priority.isRequired, LayoutFormatOptions.alignments.contains(where: { $0.1 == c.firstAttribute })
            {
                let key = AlignmentKey(attribute: c.firstAttribute, earlier: earlier, later: later)
                guard alignments[key] == nil else { return false }
                alignments[key] = c
                alignmentOrder.append(key)
                return true
            }
            return false
        }

        mutating func addSize(_ family: Family, _ view: String, _ text: String) {
            let key = "\(family.prefix)\(view)"
            if sizes[key] == nil { sizeOrder.append((family, view)) }
            sizes[key, default: []].append(text)
        }

        /// `[name(predicates)]`, taking the view's sizes along the family's axis the first time.
        mutating func bracket(_ view: String, _ family: Family) -> String {
            let key = "\((family == .leftRight ? Family.leadingTrailing : family).prefix)\(view)"
            guard let predicates = sizes[key], !printedSizes.contains(key) else { return "[\(view)]" }
            printedSizes.insert(key)
            return "[\(view)(\(predicates.joined(separator: ",")))]"
        }

        /// The chains of one family, longest first from each start, then leftover pairs.
        mutating func lines(for family: Family) -> [Line] {
            let keys = spacingOrder.filter { $0.family == family }
            var outgoing: [String: [SpacingKey]] = [:]
            var incoming: [String: [SpacingKey]] = [:]
            for key in keys {
                outgoing[key.earlier, default: []].append(key)
                incoming[key.later, default: []].append(key)
            }
            var used: Set<SpacingKey> = []
            var lines: [Line] = []
            let standalone = Set(leadingSuperview.keys.filter { $0.family == family }.map(\.later))
                .union(trailingSuperview.keys.filter { $0.family == family }.map(\.earlier))
            // Starts: views with no single way in, in order of first sight.
            var starts: [String] = []
            for key in keys {
                for view in [key.earlier, key.later] where !starts.contains(view) && (incoming[view]?.count ?? 0) != 1 {
                    starts.append(view)
                }
            }
            for view in standalone.sorted() where !starts.contains(view) && (incoming[view]?.count ?? 0) != 1 {
                starts.append(view)
            }
            for start in starts {
                var chain = [start]
                var joints: [SpacingKey] = []
                while let out = outgoing[chain.last!], out.count == 1, !used.contains(out[0]),
                    (incoming[out[0].later]?.count ?? 0) == 1,
                    !chain.contains(out[0].later)
                {
                    joints.append(out[0])
                    used.insert(out[0])
                    chain.append(out[0].later)
                }
                lines.append(line(family, chain, joints))
            }
            for key in keys where !used.contains(key) {  // branches and cycles: one pair each
                used.insert(key)
                lines.append(line(family, [key.earlier, key.later], [key]))
            }
            // Superview connections of views inside a chain: a line of their own.
            let rest =
                leadingSuperview.keys.filter { $0.family == family }.map(\.later)
                + trailingSuperview.keys.filter { $0.family == family }.map(\.earlier)
            for view in Set(rest).sorted() { lines.append(line(family, [view], [])) }
            return lines
        }

        /// One format: the chain with its superview connections, sizes and shared alignment.
        mutating func line(_ family: Family, _ chain: [String], _ joints: [SpacingKey]) -> Line {
            var text = family.prefix
            var options = family.options
            if let lead = leadingSuperview.removeValue(
                forKey: SpacingKey(family: family, earlier: "|", later: chain[0]))
            {
                text += "|" + VisualFormatPrinter.connection(lead, standard: LayoutConstraint.standardSuperviewSpacing)
            }
            text += bracket(chain[0], family)
            for (k, joint) in joints.enumerated() {
                text +=
                    VisualFormatPrinter.connection(spacings[joint]!, standard: LayoutConstraint.standardSpacing)
                    + bracket(chain[k + 1], family)
            }
            if let trail = trailingSuperview.removeValue(
                forKey: SpacingKey(family: family, earlier: chain[chain.count - 1], later: "|"))
            {
                text += VisualFormatPrinter.connection(trail, standard: LayoutConstraint.standardSuperviewSpacing) + "|"
            }
            if chain.count > 1 {
                let across = LayoutFormatOptions.alignments.filter {
                    $0.1.axis != (family == .vertical ? LayoutAttribute.Axis.vertical : .horizontal)
                }
                for (option, attribute) in across {
                    let keys = (1..<chain.count).map {
                        AlignmentKey(attribute: attribute, earlier: chain[$0 - 1], later: chain[$0])
                    }
                    if keys.allSatisfy({ alignments[$0] != nil && !usedAlignments.contains($0) }) {
                        usedAlignments.formUnion(keys)
                        options.insert(option)
                        break
                    }
                }
            }
            return Line(format: text, options: options)
        }

        /// Sizes of views no chain named: one bracket each.
        mutating func leftoverSizes() -> [Line] {
            var lines: [Line] = []
            for (family, view) in sizeOrder where !printedSizes.contains("\(family.prefix)\(view)") {
                lines.append(Line(format: family.prefix + bracket(view, family), options: []))
            }
            return lines
        }

        var unusedAlignments: [LayoutConstraint] {
            alignmentOrder.filter { !usedAlignments.contains($0) }.map { alignments[$0]! }
        }
    }
}
