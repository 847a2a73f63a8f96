import ConstraintSystem
import LayoutEngine

/// Seeded structural edits for `StructuralEditTests`: a random tree (as `RandomLayout` makes,
/// smaller) in a main window, a second window with a safe area, and edits that change the tree
/// rather than constants alone: views moved to another parent, removed and added again, moved
/// to the other window and back; autoresizing translation toggled and frames set; forced
/// directions, a flipped window, new device insets; custom guides added (with constraints) and
/// removed; content priorities (required among them); content changed; margins changed.
struct StructuralEdits {
    var random: SplitMix64
    let window: Window
    let other: Window
    var views: [View] = []
    var constraints: [LayoutConstraint] = []
    var guideCount = 0
    /// What each edit did, for the failure message.
    var log: [String] = []

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        let direction: LayoutDirection = random.nextInt(below: 2) == 0 ? .leftToRight : .rightToLeft
        let insets =
            random.nextInt(below: 2) == 0 ? EdgeInsets.zero : EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        window = Window(size: Size(width: 320, height: 480), layoutDirection: direction, safeAreaInsets: insets)
        window.identifier = "window"
        other = Window(
            size: Size(width: 200, height: 300), safeAreaInsets: EdgeInsets(top: 20, left: 10, bottom: 0, right: 0))
        other.identifier = "other"
        for index in 0..<(3 + random.nextInt(below: 6)) { addView(index) }
        for view in views { for _ in 0..<(1 + random.nextInt(below: 4)) { constrain(view) } }
    }

    private mutating func pick<T>(_ items: [T]) -> T { items[random.nextInt(below: items.count)] }

    private mutating func addView(_ index: Int) {
        let view: View
        switch random.nextInt(below: 3) {
        case 0:
            let label = Label(text: pick(["a", "two words", "a b c d e f"]), fontSize: pick([10, 20]))
            label.numberOfLines = pick([1, 0])
            label.preferredMaxLayoutWidth = pick([0, 40])
            view = label
        case 1: view = ImageView(imageSize: pick([nil, Size(width: 24, height: 24)]))
        default: view = View()
        }
        view.identifier = "v\(index)"
        view.translatesAutoresizingMaskIntoConstraints = random.nextInt(below: 5) == 0
        if view.translatesAutoresizingMaskIntoConstraints { view.frame = randomFrame() }
        let parent = views.isEmpty || random.nextInt(below: 3) == 0 ? window : pick(views)
        parent.addSubview(view)
        views.append(view)
    }

    private mutating func randomFrame() -> Rect {
        Rect(
            x: Double(random.nextInt(below: 50)), y: Double(random.nextInt(below: 50)),
            width: Double(random.nextInt(below: 100)), height: Double(random.nextInt(below: 60)))
    }

    private mutating func constrain(_ view: View) {
        guard let parent = view.superview else { return }
        let siblings = parent.subviews.filter { $0 !== view }
        let constant = Double(random.nextInt(below: 41) - 20)
        let constraint: LayoutConstraint
        switch random.nextInt(below: 8) {
        case 0:
            let target: LayoutItem = pick(
                [parent, parent.layoutMarginsGuide, parent.safeAreaLayoutGuide] + parent.layoutGuides)
            constraint = view.leadingAnchor.constraint(equalTo: target.leadingAnchor, constant: constant)
        case 1:
            let target: LayoutItem = pick([parent, parent.layoutMarginsGuide] + parent.layoutGuides)
            constraint = view.trailingAnchor.constraint(
                lessThanOrEqualTo: target.trailingAnchor, constant: -abs(constant))
        case 2:
            let target: LayoutItem = pick([parent, parent.layoutMarginsGuide, parent.safeAreaLayoutGuide])
            constraint = view.topAnchor.constraint(equalTo: target.topAnchor, constant: abs(constant))
        case 3:
            constraint = view.widthAnchor.constraint(equalToConstant: Double(10 + random.nextInt(below: 150)))
        case 4:
            let other = pick([parent] + siblings)
            constraint = view.heightAnchor.constraint(
                equalTo: other.widthAnchor, multiplier: pick([0.5, 1]), constant: constant)
        case 5:
            guard !siblings.isEmpty else { return }
            let sibling = pick(siblings)
            constraint = pick([
                view.leadingAnchor.constraint(equalTo: sibling.trailingAnchor, constant: abs(constant)),
                view.firstBaselineAnchor.constraint(equalTo: sibling.lastBaselineAnchor),
            ])
        case 6:
            constraint = view.bottomAnchor.constraint(lessThanOrEqualTo: parent.bottomAnchor, constant: -abs(constant))
        default:
            constraint = view.centerXAnchor.constraint(equalTo: parent.centerXAnchor, constant: constant)
        }
        constraint.identifier = "c\(constraints.count)"
        constraint.priority = pick([1000, 1000, 1000, 999, 750, 250])
        do { try constraint.activate() } catch { preconditionFailure("bad constraint: \(error)") }
        constraints.append(constraint)
    }

    /// One random structural edit.
    mutating func edit() {
        let view = pick(views)
        switch random.nextInt(below: 17) {
        case 0:
            guard let constraint = constraints.isEmpty ? nil : pick(constraints) else { return }
            constraint.constant = Double(random.nextInt(below: 81) - 40)
            log.append("constant \(constraint)")
        case 1:
            guard let constraint = constraints.isEmpty ? nil : pick(constraints) else { return }
            if constraint.isActive { constraint.isActive = false } else { try? constraint.activate() }  // may have no common ancestor now
            log.append("toggle \(constraint): active \(constraint.isActive)")
        case 2:
            let candidates = ([window] + views).filter { $0.window === window && !$0.isDescendant(of: view) }
            guard !candidates.isEmpty else { return }
            let parent = pick(candidates)
            parent.addSubview(view)
            log.append("move \(view.displayName) to \(parent.displayName)")
            constrain(view)
        case 3:
            view.removeFromSuperview()
            log.append("remove \(view.displayName)")
        case 4:
            guard view.superview == nil else { return }
            let candidates = ([window] + views).filter { $0.window === window && !$0.isDescendant(of: view) }
            let parent = pick(candidates)
            parent.addSubview(view)
            log.append("re-add \(view.displayName) to \(parent.displayName)")
            constrain(view)
        case 5:
            let target = view.window === other ? window : other
            target.addSubview(view)
            log.append("move \(view.displayName) to \(target.displayName)")
            constrain(view)
        case 6:
            if !view.translatesAutoresizingMaskIntoConstraints { view.frame = randomFrame() }
            view.translatesAutoresizingMaskIntoConstraints.toggle()
            view.superview?.setNeedsLayout()  // a set frame the constraints do not hold lasts until then
            log.append("tamic \(view.displayName) \(view.translatesAutoresizingMaskIntoConstraints)")
        case 7:
            guard view.translatesAutoresizingMaskIntoConstraints else { return }
            view.frame = randomFrame()
            view.superview?.setNeedsLayout()
            log.append("frame \(view.displayName)")
        case 8:
            view.semanticContentAttribute = pick([.unspecified, .forceLeftToRight, .forceRightToLeft])
            log.append("semantic \(view.displayName) \(view.semanticContentAttribute)")
        case 9:
            window.layoutDirection = window.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
            log.append("flip")
        case 10:
            window.deviceSafeAreaInsets = pick([
                .zero, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
                EdgeInsets(top: 0, left: 30, bottom: 10, right: 5),
            ])
            log.append("device insets")
        case 11:
            let guide = LayoutGuide()
            guide.identifier = "g\(guideCount)"
            guideCount += 1
            view.addLayoutGuide(guide)
            let made = [
                guide.leadingAnchor.constraint(
                    equalTo: view.leadingAnchor, constant: Double(random.nextInt(below: 20))),
                guide.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
                guide.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
                guide.heightAnchor.constraint(equalToConstant: 10),
            ]
            try? LayoutConstraint.activate(made)
            constraints += made
            for subview in view.subviews where random.nextInt(below: 2) == 0 {
                let constraint = subview.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
                constraint.priority = 750
                try? constraint.activate()
                constraints.append(constraint)
            }
            log.append("guide on \(view.displayName)")
        case 12:
            guard let guide = view.layoutGuides.first else { return }
            view.removeLayoutGuide(guide)
            log.append("remove a guide of \(view.displayName)")
        case 13:
            let priority: Priority = pick([1000, 750, 250, 1])
            let axis: LayoutAxis = pick([.horizontal, .vertical])
            if random.nextInt(below: 2) == 0 {
                view.setContentHuggingPriority(priority, for: axis)
            } else {
                view.setContentCompressionResistancePriority(priority, for: axis)
            }
            log.append("content priority \(view.displayName) \(priority)")
        case 14:
            if let label = view as? Label { label.text = pick(["", "x", "longer text here", "a\nb"]) }
            if let image = view as? ImageView {
                image.imageSize = image.imageSize == nil ? Size(width: 30, height: 10) : nil
            }
            log.append("content \(view.displayName)")
        case 15:
            if random.nextInt(below: 2) == 0 {
                view.directionalLayoutMargins = DirectionalEdgeInsets(
                    top: 2, leading: Double(random.nextInt(below: 30)), bottom: 3, trailing: 4)
            } else {
                view.insetsLayoutMarginsFromSafeArea.toggle()
            }
            log.append("margins \(view.displayName)")
        default:
            constrain(view)
            log.append("new constraint on \(view.displayName)")
        }
    }
}
