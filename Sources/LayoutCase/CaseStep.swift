/// One step of a case's edit script. In JSON an object whose `op` names the step, with that
/// step's fields and no others (docs/case-format.md lists them; CaseStep+Coding.swift reads and
/// writes them).
package enum CaseStep: Equatable, Sendable {
    /// A constraint's constant changes (in place in the engine).
    case setConstant(constraint: String, value: Double)
    /// An optional constraint's priority changes to another optional one.
    case setPriority(constraint: String, value: Double)
    case activate(constraint: String)
    case deactivate(constraint: String)
    /// A new constraint is made (and activated unless `active` is false).
    case addConstraint(CaseConstraint)
    /// A new view joins its parent.
    case addView(CaseView)
    /// A view leaves its superview, with its subtree.
    case removeView(view: String)
    /// A plain view's intrinsic size changes (an absent axis: no metric).
    case setIntrinsicSize(view: String, width: Double?, height: Double?)
    /// A label's text changes.
    case setText(view: String, text: String)
    case setWindowSize(width: Double, height: Double)
    case setSafeArea(CaseInsets)
    /// The window's direction (no `view`), or a view's (`inherit`, `ltr`, `rtl`).
    case setDirection(view: String?, direction: CaseDirection)
    /// The run loop ticks `frames` times (default 1): the update cycle runs, animations move.
    case tick(frames: Int)
    /// A view is hidden or shown (an arranged view of a stack collapses or comes back).
    case setHidden(view: String, hidden: Bool)
    /// A stack view's axis, distribution, alignment or spacing changes.
    case setStack(view: String, CaseStackSettings)
    /// Constraints from a visual format string, activated.
    case addFormat(CaseFormat)
    /// Steps taken inside an animation block.
    case animate(CaseAnimation)
    /// A fitting-size call on a view; it changes nothing.
    case fit(CaseFit)

    /// Every op's name and its fields.
    static let fields: [String: [String]] = [
        "setConstant": ["constraint", "value"], "setPriority": ["constraint", "value"],
        "activate": ["constraint"], "deactivate": ["constraint"], "addConstraint": ["constraint"],
        "addView": ["view"], "removeView": ["view"], "setIntrinsicSize": ["view", "width", "height"],
        "setText": ["view", "text"], "setWindowSize": ["width", "height"], "setSafeArea": ["insets"],
        "setDirection": ["view", "direction"], "tick": ["frames"], "setHidden": ["view", "hidden"],
        "setStack": ["view", "axis", "distribution", "alignment", "spacing"],
        "addFormat": ["id", "format", "options", "metrics"],
        "animate": ["duration", "delay", "curve", "steps"],
        "fit": ["view", "width", "height", "horizontalPriority", "verticalPriority"],
    ]

    package var op: String {
        switch self {
        case .setConstant: "setConstant"
        case .setPriority: "setPriority"
        case .activate: "activate"
        case .deactivate: "deactivate"
        case .addConstraint: "addConstraint"
        case .addView: "addView"
        case .removeView: "removeView"
        case .setIntrinsicSize: "setIntrinsicSize"
        case .setText: "setText"
        case .setWindowSize: "setWindowSize"
        case .setSafeArea: "setSafeArea"
        case .setDirection: "setDirection"
        case .tick: "tick"
        case .setHidden: "setHidden"
        case .setStack: "setStack"
        case .addFormat: "addFormat"
        case .animate: "animate"
        case .fit: "fit"
        }
    }

    /// The steps of an animation's block, or none.
    package var nested: [CaseStep] {
        if case let .animate(animation) = self { return animation.steps }
        return []
    }
}
