import ConstraintSystem

/// A rectangle in a view tree, laid out by constraints (UIKit's `UIView`, for layout).
///
/// A view's frame is in its superview's coordinates. Inside a `Window` the engine holds the
/// frame as four variables, its origin measured from its superview's; the layout pass copies the solved values into
/// `frame` (see `layoutSubviews()`). Subclass to override `intrinsicContentSize`,
/// `updateConstraints()`, `layoutSubviews()` and `draw(_:)`.
///
/// Like UIKit, a view made in code has `translatesAutoresizingMaskIntoConstraints` set: its frame
/// becomes fixed constraints. Clear it on views that constraints position.
open class View: LayoutItem, CustomStringConvertible {
    /// A name for logs, traces and exported variables (`identifier.minX`); the engine makes one
    /// (`view3`) when there is none.
    public var identifier: String?
    /// Made with the view (not on first use: it is read all through layout).
    public let layoutNode = LayoutNode()

    // Tree. The superview and the window are held by their nodes, which do not keep them alive
    // (nil once they are gone, see `LayoutNode`).
    public internal(set) var superview: View? {
        get { superviewNode?.view }
        set { superviewNode = newValue?.layoutNode }
    }
    private(set) var superviewNode: LayoutNode?
    public internal(set) var subviews: [View] = []
    /// The window the view is in (the window itself for a window), or nil.
    public internal(set) var window: Window? {
        get { windowNode?.view.map { unsafeDowncast($0, to: Window.self) } }
        set { windowNode = newValue?.layoutNode }
    }
    private var windowNode: LayoutNode?
    /// Distance from the window (0 for the window), valid while in one.
    var depth = 0
    /// Order of arrival in the window: breaks ties between views of the same depth in passes.
    var serial = 0

    // Frame
    var storedFrame: Rect
    /// Like UIKit's: true turns the frame into required constraints (`autoresizing mask`).
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { autoresizingSettingChanged() } }
    }
    var autoresizingConstraints: [LayoutConstraint] = []

    // Constraints installed on this view (it is their closest common ancestor).
    public internal(set) var constraints: [LayoutConstraint] = []

    // Intrinsic content size
    var huggingPriorities = (horizontal: Priority.defaultLow, vertical: Priority.defaultLow)
    var compressionPriorities = (horizontal: Priority.defaultHigh, vertical: Priority.defaultHigh)
    var contentSizeConstraints = ContentSizeConstraints()
    var intrinsicSizeIsStale = false

    // Margins, safe area, guides
    var margins = Margins()
    var marginsGuide: LayoutGuide?
    var safeAreaGuide: LayoutGuide?
    var storedSafeAreaInsets = EdgeInsets.zero
    public internal(set) var layoutGuides: [LayoutGuide] = []
    /// In its window's `insetGuideViews` (a flag, so that adding a guide need not search the list).
    var isListedWithInsetGuides = false

    // Direction
    /// How the view chooses its layout direction; changing it re-lays out the subtree.
    public var semanticContentAttribute = SemanticContentAttribute.unspecified {
        didSet { if oldValue != semanticContentAttribute { layoutDirectionMayHaveChanged() } }
    }

    /// Hidden views keep their place in layout (as in UIKit) but are not drawn, nor their
    /// subviews; a flag set while hidden waits until the view is shown (content drawn before it
    /// was hidden is kept, so showing it alone does not redraw).
    public var isHidden = false {
        didSet { if oldValue != isHidden { superview?.subviewVisibilityChanged(self) } }
    }

    // Update cycle
    var needsUpdateConstraintsFlag = false
    var needsLayoutFlag = false
    var needsDisplayFlag = false
    var dirtyRect = Rect.zero
    /// The engine's sync round in which the view last moved, and the safe-area refresh that last
    /// looked at it (each visited once per round).
    var movedInRound = 0
    var safeAreaVisit = 0
    var needsFullDisplay = false
    /// How many times each pass called this view's hooks.
    public internal(set) var counters = PassCounters()
    /// The view controller whose root view this is.
    public internal(set) weak var viewController: ViewController?

    public init(frame: Rect = .zero) {
        storedFrame = frame
        layoutNode.view = self
    }

    /// Active constraints and the nodes they name hold each other; a view that goes away (with
    /// its tree) lets go of them, so nothing of a released window stays in memory. Subviews that
    /// the app still holds (a view controller's view, say) outlive it: as UIKit's `dealloc`
    /// removes a view's subviews, they leave it and its window, and can join another tree.
    deinit {
        layoutNode.view = nil  // from here on, references to the view read nil (see `LayoutNode`)
        for index in subviews.indices where !isKnownUniquelyReferenced(&subviews[index]) {
            subviews[index].outliveReleasedSuperview()
        }
        layoutNode.activeConstraints.removeAll()
        for guide in allGuides { guide.layoutNode.activeConstraints.removeAll() }
    }

    // MARK: Overridable hooks (overrides must live in the class body)

    /// The natural size of the content: no metric on either axis for a plain view. Override it
    /// and call `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// Called by the constraints pass (bottom-up, subviews first) for a view flagged with
    /// `setNeedsUpdateConstraints()`: change constraints here. The default does nothing.
    open func updateConstraints() {}

    /// Called by the layout pass (top-down, superviews first) for a view flagged with
    /// `setNeedsLayout()` or moved by the model. The default copies the model's frames into the
    /// subviews' `frame`; an override calls `super.layoutSubviews()` and may then change
    /// constraints or frames (a changed constraint lays out again, in the same pass).
    open func layoutSubviews() { applyModelFramesToSubviews() }

    /// Called only by the display pass, for a view flagged with `setNeedsDisplay`, with the union
    /// of its dirty rectangles (in the view's coordinates). The default does nothing.
    open func draw(_ rect: Rect) {}

    /// Where a baseline lies below the view's top, or nil for the bottom edge (a plain view).
    func baselineOffsetFromTop(_ baseline: Baseline) -> Double? { nil }

    enum Baseline { case first, last }

    /// The name in logs and exports: the identifier, or `view<serial>` in a window.
    public var displayName: String { identifier ?? "\(typeName)\(serial)" }

    var typeName: String { "view" }

    /// A subview was hidden or shown (a stack view rearranges).
    func subviewVisibilityChanged(_ view: View) {}

    /// A subview's intrinsic content size may have changed (a proportional stack rearranges).
    func subviewContentSizeChanged(_ view: View) {}

    /// A subview is leaving (a stack view takes it out of its arrangement).
    func subviewWillBeRemoved(_ view: View) {}

    public var description: String { "\(displayName) \(frame)" }
}

/// How many times the update cycle called a view's hooks; tests read them to see which passes ran.
public struct PassCounters: Equatable, Sendable {
    public var updateConstraints = 0
    public var layoutSubviews = 0
    public var draw = 0
}
