// A visual format string expanded into constraints, as Apple's Auto Layout Guide (appendix
// "Visual Format Language": grammar, examples) and `constraints(withVisualFormat:options:metrics:
// views:)`'s documentation state it, and as docs/layout-engine.md ("The visual format language")
// states the engine's reading. Written a second time from those texts, not from the engine's
// parser, so that the spec oracle can catch the engine's mistakes. FormatReader.swift reads the
// grammar; FormatMaker.swift makes the constraints and documents their order.

import ConstraintSystem
import LayoutCase

package enum FormatExpander {
    /// The constraints `format` makes, in the order made, with ids `format.constraintID(k)`
    /// (`<id>-0`, `<id>-1`, …), or nil when the string is refused: any syntax error (the grammar has
    /// no whitespace), an unknown view name or metric, a view name where only a constant may stand, a
    /// priority outside 1...1000 or a constant that is not finite, a `|` next to a view without a
    /// superview, an alignment option along the format's own axis or two different alignment
    /// options, both `directionLeftToRight` and `directionRightToLeft`, or an option name not in
    /// `CaseFormat.optionNames`.
    ///
    /// - Parameters:
    ///   - views: the names a format may use (the views dictionary's keys).
    ///   - superview: a view's parent id (`window` for top-level views), or nil for an unknown id.
    /// - Complexity: O(length of the format + number of views).
    package static func expand(_ format: CaseFormat, views: [String], superview: (String) -> String?)
        -> [CaseConstraint]?
    {
        guard let line = FormatReader.read(format.format),
            let axis = FormatAxis(line: line, options: format.options ?? [])
        else { return nil }
        var maker = FormatMaker(format: format, axis: axis, views: Set(views))
        return maker.make(line, superview: superview)
    }
}

/// The attributes a format's options and orientation give it.
struct FormatAxis: Equatable {
    /// The edge a neighbour sits after (`leading`, `left`, `right` for right to left, or `top`).
    var start: CaseAttribute
    /// The edge the next neighbour follows (`trailing`, `right`, `left` or `bottom`).
    var end: CaseAttribute
    /// `width` or `height`, what a view's own predicates constrain.
    var dimension: CaseAttribute
    /// True when positions fall along the format (`directionRightToLeft`): a gap `c` is
    /// `earlier.end - later.start`, so the constraint keeps the later item first with its
    /// relation mirrored and `-c`.
    var reversed: Bool
    /// The attribute of the alignment option, when there is one.
    var alignment: CaseAttribute?

    static let alignmentAttributes: [String: CaseAttribute] = [
        "alignAllLeft": .left, "alignAllRight": .right, "alignAllTop": .top, "alignAllBottom": .bottom,
        "alignAllLeading": .leading, "alignAllTrailing": .trailing, "alignAllCenterX": .centerX,
        "alignAllCenterY": .centerY,
        "alignAllLastBaseline": .lastBaseline, "alignAllFirstBaseline": .firstBaseline,
    ]
    static let horizontalAttributes: Set<CaseAttribute> = [.left, .right, .leading, .trailing, .centerX]

    /// Nil for an unknown option, both explicit directions, an alignment along the format's axis
    /// (UIKit raises for that: the views could not be both spaced and aligned on one axis), or two
    /// different alignments (the options name "the attribute" to align, one; a name given twice is
    /// one bit of the mask). `directionLeadingToTrailing` is UIKit's zero value, so it conflicts with
    /// nothing; a direction on a `V:` format changes nothing (no document forbids it).
    init?(line: FormatLine, options: [String]) {
        guard options.allSatisfy(CaseFormat.optionNames.contains) else { return nil }
        let leftToRight = options.contains("directionLeftToRight")
        let rightToLeft = options.contains("directionRightToLeft")
        guard !(leftToRight && rightToLeft) else { return nil }
        let alignments = CaseFormat.optionNames.filter(options.contains).compactMap {
            FormatAxis.alignmentAttributes[$0]
        }
        guard alignments.count <= 1 else { return nil }
        alignment = alignments.first
        if let alignment, FormatAxis.horizontalAttributes.contains(alignment) != line.vertical { return nil }
        switch (line.vertical, leftToRight, rightToLeft) {
        case (true, _, _): (start, end, dimension, reversed) = (.top, .bottom, .height, false)
        case (false, true, _): (start, end, dimension, reversed) = (.left, .right, .width, false)
        case (false, _, true): (start, end, dimension, reversed) = (.right, .left, .width, true)
        default: (start, end, dimension, reversed) = (.leading, .trailing, .width, false)
        }
    }
}
