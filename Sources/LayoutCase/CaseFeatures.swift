// The parts of a case beyond plain views and constraints (docs/case-format.md): stack views,
// visual format strings, animations and fitting-size calls. Each is data only; `CaseRunner`
// plays them on the engine and records what their oracles need.

/// A stack view's axis.
public enum CaseAxis: String, CaseChoice { case horizontal, vertical }

/// A stack view's distribution (UIKit's names).
public enum CaseDistribution: String, CaseChoice { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }

/// A stack view's alignment (UIKit's names).
public enum CaseAlignment: String, CaseChoice { case fill, leading, center, trailing, firstBaseline, lastBaseline }

/// A stack view's settings, each absent to keep what it has (on a new stack: horizontal, fill,
/// fill, 0).
public struct CaseStackSettings: Equatable, Sendable {
    public var axis: CaseAxis?
    public var distribution: CaseDistribution?
    public var alignment: CaseAlignment?
    public var spacing: Double?

    public init(axis: CaseAxis? = nil, distribution: CaseDistribution? = nil, alignment: CaseAlignment? = nil, spacing: Double? = nil) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
    }

    /// `other`'s settings where it has them, this one's elsewhere.
    func updated(by other: CaseStackSettings) -> CaseStackSettings {
        CaseStackSettings(
            axis: other.axis ?? axis, distribution: other.distribution ?? distribution, alignment: other.alignment ?? alignment,
            spacing: other.spacing ?? spacing)
    }

    var isEmpty: Bool { self == CaseStackSettings() }
}

/// A visual format string made into constraints and activated
/// (`constraints(withVisualFormat:options:metrics:views:)`), every view in the window named by
/// its id. The constraints it makes are `<id>-0`, `<id>-1`, … in the order made. A string the
/// parser refuses makes nothing; its error is what the `vfl` oracle judges.
public struct CaseFormat: Equatable, Sendable {
    public var id: String
    public var format: String
    /// Option names: `alignAllTop`, … (UIKit's, without the dot), `directionLeadingToTrailing`,
    /// `directionLeftToRight`, `directionRightToLeft`.
    public var options: [String]?
    public var metrics: [String: Double]?

    public init(id: String, format: String, options: [String]? = nil, metrics: [String: Double]? = nil) {
        self.id = id
        self.format = format
        self.options = options
        self.metrics = metrics
    }

    /// Every option name, in `LayoutFormatOptions`' order.
    public static let optionNames = [
        "alignAllLeft", "alignAllRight", "alignAllTop", "alignAllBottom", "alignAllLeading", "alignAllTrailing", "alignAllCenterX",
        "alignAllCenterY", "alignAllLastBaseline", "alignAllFirstBaseline", "directionLeadingToTrailing", "directionLeftToRight",
        "directionRightToLeft",
    ]

    /// The id of the `index`th constraint the format makes.
    public func constraintID(_ index: Int) -> String { "\(id)-\(index)" }

    /// Whether `constraintID` has the shape of one of this format's constraints (`<id>-<digits>`).
    package func names(_ constraintID: String) -> Bool {
        let prefix = id + "-"
        guard constraintID.hasPrefix(prefix) else { return false }
        let rest = constraintID.dropFirst(prefix.count)
        return !rest.isEmpty && rest.allSatisfy(\.isASCIIDigit)
    }
}

/// An animation curve: UIKit's four, and a spring (damping ratio 0.5, no initial velocity).
public enum CaseCurve: String, CaseChoice { case linear, easeIn, easeOut, easeInOut, spring }

/// `animate(withDuration:delay:curve:animations:)` whose block takes `steps` and lays out: each
/// view the steps move shows its way there over the next ticks.
public struct CaseAnimation: Equatable, Sendable {
    /// Seconds, 0 or more.
    public var duration: Double
    public var delay: Double?
    public var curve: CaseCurve
    /// Steps that change constraints or views: `setConstant`, `setPriority`, `activate`,
    /// `deactivate`, `addConstraint`, `setHidden`, `setStack`.
    public var steps: [CaseStep]

    public init(duration: Double, delay: Double? = nil, curve: CaseCurve, steps: [CaseStep]) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.steps = steps
    }

    /// The ops an animation's block may take.
    static let allowedOps: Set<String> = ["setConstant", "setPriority", "activate", "deactivate", "addConstraint", "setHidden", "setStack"]
}

/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` on a view:
/// the target (0 × 0 is the compressed size, 10,000,000 × 10,000,000 the expanded one) and the
/// fitting priorities (50 by default). The window must come out of it untouched.
public struct CaseFit: Equatable, Sendable {
    public var view: String
    public var width: Double
    public var height: Double
    public var horizontalPriority: Double?
    public var verticalPriority: Double?

    public init(view: String, width: Double, height: Double, horizontalPriority: Double? = nil, verticalPriority: Double? = nil) {
        self.view = view
        self.width = width
        self.height = height
        self.horizontalPriority = horizontalPriority
        self.verticalPriority = verticalPriority
    }
}
