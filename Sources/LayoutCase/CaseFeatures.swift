// The parts of a case beyond plain views and constraints (docs/case-format.md): stack views,
// visual format strings, animations and fitting-size calls. Each is data only; `CaseRunner`
// plays them on the engine and records what their oracles need.

/// A stack view's axis.
package enum CaseAxis: String, CaseChoice { case horizontal, vertical }

/// A stack view's distribution (UIKit's names).
package enum CaseDistribution: String, CaseChoice {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// A stack view's alignment (UIKit's names).
package enum CaseAlignment: String, CaseChoice { case fill, leading, center, trailing, firstBaseline, lastBaseline }

/// A stack view's settings, each absent to keep what it has (on a new stack: horizontal, fill,
/// fill, 0).
package struct CaseStackSettings: Equatable, Sendable {
    package var axis: CaseAxis?
    package var distribution: CaseDistribution?
    package var alignment: CaseAlignment?
    package var spacing: Double?

    package init(
        axis: CaseAxis? = nil, distribution: CaseDistribution? = nil, alignment: CaseAlignment? = nil,
        spacing: Double? = nil
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
    }

    /// `other`'s settings where it has them, this one's elsewhere.
    func updated(by other: CaseStackSettings) -> CaseStackSettings {
        CaseStackSettings(
            axis: other.axis ?? axis, distribution: other.distribution ?? distribution,
            alignment: other.alignment ?? alignment,
            spacing: other.spacing ?? spacing)
    }

    var isEmpty: Bool { self == CaseStackSettings() }
}

/// A visual format string made into constraints and activated
/// (`constraints(withVisualFormat:options:metrics:views:)`), every view in the window named by
/// its id. The constraints it makes are `<id>-0`, `<id>-1`, … in the order made. A string the
/// parser refuses makes nothing; its error is what the `vfl` oracle judges.
package struct CaseFormat: Equatable, Sendable {
    package var id: String
    package var format: String
    /// Option names: `alignAllTop`, … (UIKit's, without the dot), `directionLeadingToTrailing`,
    /// `directionLeftToRight`, `directionRightToLeft`.
    package var options: [String]?
    package var metrics: [String: Double]?

    package init(id: String, format: String, options: [String]? = nil, metrics: [String: Double]? = nil) {
        self.id = id
        self.format = format
        self.options = options
        self.metrics = metrics
    }

    /// Every option name, in `LayoutFormatOptions`' order.
    package static let optionNames = [
        "alignAllLeft", "alignAllRight", "alignAllTop", "alignAllBottom", "alignAllLeading", "alignAllTrailing",
        "alignAllCenterX",
        "alignAllCenterY", "alignAllLastBaseline", "alignAllFirstBaseline", "directionLeadingToTrailing",
        "directionLeftToRight",
        "directionRightToLeft",
    ]

    /// The id of the `index`th constraint the format makes.
    package func constraintID(_ index: Int) -> String { "\(id)-\(index)" }

    /// Whether `constraintID` has the shape of one of this format's constraints (`<id>-<digits>`).
    package func names(_ constraintID: String) -> Bool {
        let prefix = id + "-"
        guard constraintID.hasPrefix(prefix) else { return false }
        let rest = constraintID.dropFirst(prefix.count)
        return !rest.isEmpty && rest.allSatisfy(\.isASCIIDigit)
    }
}

/// An animation curve: UIKit's four, and a spring (damping ratio 0.5, no initial velocity).
package enum CaseCurve: String, CaseChoice { case linear, easeIn, easeOut, easeInOut, spring }

/// `animate(withDuration:delay:curve:animations:)` whose block takes `steps` and lays out: each
/// view the steps move shows its way there over the next ticks.
package struct CaseAnimation: Equatable, Sendable {
    /// Seconds, 0 or more.
    package var duration: Double
    package var delay: Double?
    package var curve: CaseCurve
    /// Steps that change constraints or views: `setConstant`, `setPriority`, `activate`,
    /// `deactivate`, `addConstraint`, `setHidden`, `setStack`.
    package var steps: [CaseStep]

    package init(duration: Double, delay: Double? = nil, curve: CaseCurve, steps: [CaseStep]) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.steps = steps
    }

    /// The ops an animation's block may take.
    static let allowedOps: Set<String> = [
        "setConstant", "setPriority", "activate", "deactivate", "addConstraint", "setHidden", "setStack",
    ]
}

/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` on a view:
/// the target (0 × 0 is the compressed size, 10,000,000 × 10,000,000 the expanded one) and the
/// fitting priorities (50 by default). The window must come out of it untouched.
package struct CaseFit: Equatable, Sendable {
    package var view: String
    package var width: Double
    package var height: Double
    package var horizontalPriority: Double?
    package var verticalPriority: Double?

    package init(
        view: String, width: Double, height: Double, horizontalPriority: Double? = nil, verticalPriority: Double? = nil
    ) {
        self.view = view
        self.width = width
        self.height = height
        self.horizontalPriority = horizontalPriority
        self.verticalPriority = verticalPriority
    }
}
