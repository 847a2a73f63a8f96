import ConstraintSystem
import LayoutCase
import LayoutEngine

/// Plays a case on the layout engine: builds the window, the views and the constraints, lays
/// out, then takes the steps one at a time, laying out after each (a `tick` step runs the run
/// loop instead), so that oracles can look at the engine between steps.
///
/// Views and constraints are found by id through dictionaries used for lookup only; everything
/// that happens follows the case's order.
package final class CaseRunner {
    package let window: Window
    package let runLoop = RunLoop(framesPerSecond: 60)
    var views: [String: View] = [:]
    /// The views a parent places by hand in its `layoutSubviews` (`CaseView.insetInParent`).
    package private(set) var handPlaced: Set<String> = []
    var constraints: [String: LayoutConstraint] = [:]
    /// The views and constraints with their ids, in the order they were made.
    private var viewOrder: [(id: String, view: View)] = []
    var constraintOrder: [(id: String, constraint: LayoutConstraint)] = []
    /// Steps taken so far.
    package private(set) var stepsTaken = 0
    /// What the feature steps left for their oracles (CaseRunner+Features.swift).
    package internal(set) var records = RunnerRecords()
    /// The constraints the last `addFormat` step made, as plain constraints of the case.
    package internal(set) var formatConstraints: [CaseConstraint] = []
    /// The solver calls so far, when the runner was made `recordingHistory`.
    package private(set) var history: SolverHistory?

    /// Builds the case's initial state and lays it out.
    ///
    /// - Throws: `CaseRunError` for a constraint the engine refuses.
    /// With `recordingHistory`, `history` records every solver call from the start; without
    /// `tracing`, the window keeps no trace of the update cycle (a fresh build for comparison
    /// reads frames only).
    package init(_ value: Case, recordingHistory: Bool = false, tracing: Bool = true) throws(CaseRunError) {
        let spec = value.window
        window = Window(
            size: Size(width: spec.width, height: spec.height),
            layoutDirection: spec.direction == .rtl ? .rightToLeft : .leftToRight,
            safeAreaInsets: spec.safeArea.map(CaseRunner.insets) ?? .zero)
        if recordingHistory { history = SolverHistory(recording: window) }
        window.identifier = "window"
        window.isTracing = tracing
        // The tables sized for the case once (steps may add more): growing one re-hashes every id.
        views.reserveCapacity(value.views.count + 1)
        viewOrder.reserveCapacity(value.views.count + 1)
        constraints.reserveCapacity(value.constraints.count)
        constraintOrder.reserveCapacity(value.constraints.count)
        views["window"] = window
        viewOrder.append(("window", window))
        runLoop.add(window)
        for view in value.views { add(view) }
        for (index, constraint) in value.constraints.enumerated() {
            try make(constraint, at: "constraints[\(index)]")
        }
        window.layoutIfNeeded()
    }

    /// The view with this id (or the window for `window`), if it was made.
    package func view(_ id: String) -> View? { views[id] }

    /// The constraint with this id, if it was made.
    package func constraint(_ id: String) -> LayoutConstraint? { constraints[id] }

    /// The views in the window now (the window first), by case id, in the order they were made.
    package func viewsInWindow() -> [(id: String, view: View)] {
        viewOrder.filter { $0.view.window === window }
    }

    /// Every constraint made so far, by case id, in the order it was made.
    package func madeConstraints() -> [(id: String, constraint: LayoutConstraint)] {
        constraintOrder
    }

    /// Takes one step (`path` names it in errors) and lays out.
    ///
    /// - Throws: `CaseRunError` when the engine refuses the step.
    package func run(_ step: CaseStep, at path: String) throws(CaseRunError) {
        defer { stepsTaken += 1 }
        records.samples = []
        formatConstraints = []
        switch step {
        case let .tick(frames):
            tick(frames)
            return
        case let .animate(animation):
            try animate(animation, at: path)
            return
        case let .addFormat(format):
            try addFormat(format, at: path)
        case let .fit(fit):
            fitSize(fit)
        default:
            try apply(step, at: path)
        }
        window.layoutIfNeeded()
    }

    /// Makes the change a step asks for, without laying out.
    func apply(_ step: CaseStep, at path: String) throws(CaseRunError) {
        switch step {
        case let .setConstant(id, value):
            try engine(path) { () throws(LayoutError) in try constraints[id]!.setConstant(value) }
        case let .setPriority(id, value):
            try engine(path) { () throws(LayoutError) in try constraints[id]!.setPriority(Priority(value)) }
        case let .activate(id):
            try engine(path) { () throws(LayoutError) in try constraints[id]!.activate() }
        case let .deactivate(id):
            constraints[id]!.deactivate()
        case let .addConstraint(constraint):
            try make(constraint, at: "\(path).constraint")
        case let .addView(view):
            add(view)
        case let .removeView(id):
            views[id]!.removeFromSuperview()
        case let .setIntrinsicSize(id, width, height):
            guard let view = views[id] as? IntrinsicView else {
                throw CaseRunError(path: "\(path).view", message: "'\(id)' is not a plain view")
            }
            view.size = Size(width: width ?? View.noIntrinsicMetric, height: height ?? View.noIntrinsicMetric)
        case let .setText(id, text):
            guard let label = views[id] as? Label else {
                throw CaseRunError(path: "\(path).view", message: "'\(id)' is not a label")
            }
            label.text = text
        case let .setWindowSize(width, height):
            window.frame = Rect(x: 0, y: 0, width: width, height: height)
        case let .setSafeArea(insets):
            window.deviceSafeAreaInsets = CaseRunner.insets(insets)
        case let .setDirection(nil, direction):
            window.layoutDirection = direction == .rtl ? .rightToLeft : .leftToRight
        case let .setDirection(id?, direction):
            views[id]!.semanticContentAttribute = CaseRunner.attribute(direction)
        case let .setHidden(id, hidden):
            views[id]!.isHidden = hidden
        case let .setStack(id, settings):
            guard let stack = views[id] as? StackView else {
                throw CaseRunError(path: "\(path).view", message: "'\(id)' is not a stack view")
            }
            CaseRunner.configure(stack, settings)
        case .tick, .animate, .addFormat, .fit:
            throw CaseRunError(path: "\(path).op", message: "\(step.op) is not a change a block can make")
        }
    }

    // MARK: Building

    private func add(_ spec: CaseView) {
        let view: View
        switch spec.kind {
        case .label:
            let label = Label(text: spec.text ?? "", fontSize: spec.fontSize ?? 17)
            label.numberOfLines = spec.lines ?? 1
            label.preferredMaxLayoutWidth = spec.preferredMaxWidth ?? 0
            view = label
        case .image:
            view = ImageView(imageSize: spec.imageSize.map { Size(width: $0.width, height: $0.height) })
        case .view:
            let plain = IntrinsicView()
            plain.size = Size(
                width: spec.intrinsicWidth ?? View.noIntrinsicMetric,
                height: spec.intrinsicHeight ?? View.noIntrinsicMetric)
            view = plain
        case .stack:
            let stack = StackView()
            CaseRunner.configure(stack, spec.stackSettings)
            stack.isLayoutMarginsRelativeArrangement = spec.marginsRelative ?? false
            view = stack
        }
        view.identifier = spec.id
        if let frame = spec.frame {
            view.frame = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        } else if let inset = spec.insetInParent {
            view.frame = Rect(x: inset, y: inset, width: 0, height: 0)  // until the parent lays out
        } else {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        if let hugging = spec.hugging {
            if let value = hugging.horizontal { view.setContentHuggingPriority(Priority(value), for: .horizontal) }
            if let value = hugging.vertical { view.setContentHuggingPriority(Priority(value), for: .vertical) }
        }
        if let compression = spec.compression {
            if let value = compression.horizontal {
                view.setContentCompressionResistancePriority(Priority(value), for: .horizontal)
            }
            if let value = compression.vertical {
                view.setContentCompressionResistancePriority(Priority(value), for: .vertical)
            }
        }
        if let margins = spec.margins {
            view.directionalLayoutMargins = DirectionalEdgeInsets(
                top: margins.top ?? 8, leading: margins.leading ?? 8, bottom: margins.bottom ?? 8,
                trailing: margins.trailing ?? 8)
        }
        if let direction = spec.direction { view.semanticContentAttribute = CaseRunner.attribute(direction) }
        view.isHidden = spec.hidden ?? false
        if let stack = views[spec.parent] as? StackView {
            stack.addArrangedSubview(view)
            if let gap = spec.spacingAfter { stack.setCustomSpacing(gap, after: view) }
        } else {
            views[spec.parent]!.addSubview(view)
            if let inset = spec.insetInParent, let parent = views[spec.parent] as? IntrinsicView {
                parent.place(view, inset: inset)
                handPlaced.insert(spec.id)
            }
        }
        views[spec.id] = view
        viewOrder.append((spec.id, view))
    }

    func make(_ spec: CaseConstraint, at path: @autoclosure () -> String) throws(CaseRunError) {
        let first = item(spec.first.item)
        let second = spec.second.map { item($0.item) }
        let made: LayoutConstraint
        do {
            made = try LayoutConstraint(
                item: first, attribute: LayoutAttribute(spec.first.attribute), relatedBy: spec.relation,
                toItem: second, attribute: spec.second.map { LayoutAttribute($0.attribute) } ?? .notAnAttribute,
                multiplier: spec.multiplier ?? 1, constant: spec.constant ?? 0)
            made.identifier = spec.id
            try made.setPriority(Priority(spec.priority ?? 1000))
            if spec.active ?? true { try made.activate() }
        } catch {
            throw CaseRunError(path: path(), message: error.description)
        }
        constraints[spec.id] = made
        constraintOrder.append((spec.id, made))
    }

    /// `window`, a view id, or either with `.margins` / `.safeArea` (checked when the case was read).
    private func item(_ name: String) -> AnyObject {
        let item = CaseItem(name)!
        let view = views[item.view]!
        switch item.guide {
        case nil: return view
        case .margins: return view.layoutMarginsGuide
        case .safeArea: return view.safeAreaLayoutGuide
        }
    }

    func engine(_ path: String, _ body: () throws(LayoutError) -> Void) throws(CaseRunError) {
        do { try body() } catch { throw CaseRunError(path: path, message: error.description) }
    }

    static func insets(_ insets: CaseInsets) -> EdgeInsets {
        EdgeInsets(top: insets.top ?? 0, left: insets.left ?? 0, bottom: insets.bottom ?? 0, right: insets.right ?? 0)
    }

    static func attribute(_ direction: CaseDirection) -> SemanticContentAttribute {
        switch direction {
        case .inherit: .unspecified
        case .ltr: .forceLeftToRight
        case .rtl: .forceRightToLeft
        }
    }
}
