/// The root of a view tree on screen (UIKit's `UIWindow`): it owns the one layout engine of its
/// whole tree, the queues of the update cycle, the layout direction the tree starts from and the
/// device's safe-area insets.
///
/// A window lays out when a `RunLoop` it was added to ticks, or at once with `layoutIfNeeded()`.
public final class Window: View {
    lazy var engine = Engine(window: self)
    var pendingConstraints = WeakViews()
    var pendingLayout = WeakViews()
    var pendingDisplay = WeakViews()
    var nextSerial = 0
    /// Views in the window with a margins or safe-area guide, whose insets follow the safe area.
    var insetGuideViews = WeakViews()
    /// Set when every inset guide must be refreshed (the device's insets changed).
    var safeAreasAreStale = false
    var safeAreaVisits = 0

    /// The direction leading and trailing follow where no view forces one.
    public var layoutDirection: LayoutDirection {
        didSet { if oldValue != layoutDirection { layoutDirectionMayHaveChanged() } }
    }

    /// The insets the device keeps clear (status bar, notch, home indicator): the window's safe area.
    public var deviceSafeAreaInsets: EdgeInsets {
        didSet {
            guard oldValue != deviceSafeAreaInsets else { return }
            safeAreasAreStale = true
            setNeedsLayout()
        }
    }

    /// What the update cycle did, in order, while `isTracing` is on.
    public var trace: [TraceEvent] = []
    /// Records the update cycle's calls into `trace`.
    public var isTracing = false
    /// How many passes gave up after `passRoundLimit` rounds (a layout that never settled), traced
    /// or not.
    public internal(set) var feedbackLoops = 0
    /// Every unsatisfiable set met so far, with the constraint broken to recover.
    public internal(set) var conflicts: [ConstraintConflict] = []
    /// Called with each conflict's log message (UIKit prints it to the console).
    public var log: ((String) -> Void)?
    /// How many rounds one pass may take (a layout that keeps invalidating itself) before it stops
    /// and reports a feedback loop.
    public var passRoundLimit = 100

    /// A window of `size` at the origin.
    public init(size: Size, layoutDirection: LayoutDirection = .leftToRight, safeAreaInsets: EdgeInsets = .zero) {
        self.layoutDirection = layoutDirection
        self.deviceSafeAreaInsets = safeAreaInsets
        super.init(frame: Rect(origin: .zero, size: size))
        window = self
        serial = takeSerial()
        engine.register(layoutNode)
        installEngineConstraints(of: self)
        setNeedsUpdateConstraints()
        setNeedsLayout()
        setNeedsDisplay()
    }

    public override var displayName: String { identifier ?? "window" }

    /// The view controller whose view fills the window.
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.view.removeFromSuperview()
            if let view = rootViewController?.view {
                view.translatesAutoresizingMaskIntoConstraints = true
                view.frame = bounds
                addSubview(view)
            }
        }
    }

    func takeSerial() -> Int {
        defer { nextSerial += 1 }
        return nextSerial
    }

    func report(_ conflict: ConstraintConflict) {
        conflicts.append(conflict)
        log?(conflict.description)
    }
}

/// One call the update cycle made, for tests that check which passes ran and in what order.
public enum TraceEvent: Equatable, Sendable, CustomStringConvertible {
    case updateConstraints(String)
    case updateViewConstraints(String)
    /// A round of the layout pass begins (1 for a pass's first): the views flagged at that moment
    /// are laid out top-down, and a round that changes the model starts the next.
    case layoutRound(Int)
    case viewWillLayoutSubviews(String)
    case layoutSubviews(String)
    case viewDidLayoutSubviews(String)
    case draw(String, Rect)
    /// A pass gave up after `Window.passRoundLimit` rounds; the string names the pass.
    case feedbackLoop(String)

    public var description: String {
        switch self {
        case let .updateConstraints(name): "updateConstraints \(name)"
        case let .updateViewConstraints(name): "updateViewConstraints \(name)"
        case let .layoutRound(round): "layout round \(round)"
        case let .viewWillLayoutSubviews(name): "viewWillLayoutSubviews \(name)"
        case let .layoutSubviews(name): "layoutSubviews \(name)"
        case let .viewDidLayoutSubviews(name): "viewDidLayoutSubviews \(name)"
        case let .draw(name, rect): "draw \(name) \(rect)"
        case let .feedbackLoop(pass): "feedback loop in the \(pass) pass"
        }
    }
}
