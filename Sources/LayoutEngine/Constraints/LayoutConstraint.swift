import Cassowary
import ConstraintSystem

/// `Relation` under UIKit's name: `==`, `<=` or `>=`.
public typealias LayoutRelation = Relation
/// `Priority` under UIKit's name: 1…1000, 1000 required.
public typealias LayoutPriority = Priority

/// A relation between two attributes of layout items (UIKit's `NSLayoutConstraint`):
///
///     firstItem.firstAttribute  OP  multiplier × secondItem.secondAttribute + constant
///
/// or `firstItem.firstAttribute OP constant` for a size with no second item. Positions are
/// measured in the coordinate space of the constraint's closest common ancestor view, with x
/// running from the leading edge when either attribute is leading or trailing (so a constraint
/// `leading == superview.leading + 8` keeps 8 points from the right edge in right-to-left layout).
///
/// A constraint takes part in layout while it is active. Changing `constant` on an active one
/// changes the solver in place (no rebuild); changing `priority` between two optional values too.
/// The throwing methods are the checked way to make those changes; the property setters call
/// them and stop the program on a misuse, as UIKit raises an exception.
public final class LayoutConstraint: CustomStringConvertible {
    let first: LayoutNode
    let second: LayoutNode?
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    public let secondAttribute: LayoutAttribute
    public let multiplier: Double
    /// A name for logs and for `description`.
    public var identifier: String?
    /// Who made the constraint: the app, or the engine for a view's frame, content size or guides.
    let origin: Origin

    private(set) var storedConstant: Double
    private(set) var storedPriority: Priority
    /// The view the constraint is installed on while active: the closest common ancestor (held
    /// by its node, which does not keep it alive).
    var installedOn: View? {
        get { installedOnNode?.view }
        set { installedOnNode = newValue?.layoutNode }
    }
    private var installedOnNode: LayoutNode?
    var isInstalled = false
    /// Listed already by the `activate(_:)` call under way (a flag, not a set of the listed).
    var isPendingActivation = false
    /// The constraint's place in the engine while its view is in a window.
    var engineState: EngineState = .outside
    /// Where the engine lists it among the constraints in the solver, while it is there.
    var solvingIndex = 0

    enum EngineState {
        /// Not in a window's engine.
        case outside
        /// In the solver as this object.
        case solving(Constraint)
        /// Active but broken to recover from an unsatisfiable set; retried when something is removed.
        case broken
    }

    /// Who made a constraint: UIKit shows the engine's own constraints under class names of
    /// their own (`NSAutoresizingMaskLayoutConstraint`, `NSContentSizeLayoutConstraint`).
    enum Origin: Equatable {
        case app
        case autoresizing
        case contentHugging
        case compressionResistance
        case margins
        case safeArea
    }

    init(
        first: LayoutNode, firstAttribute: LayoutAttribute, relation: LayoutRelation,
        second: LayoutNode?, secondAttribute: LayoutAttribute, multiplier: Double, constant: Double,
        priority: Priority = .required, origin: Origin = .app
    ) {
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.storedConstant = constant
        self.storedPriority = priority
        self.origin = origin
    }

    /// UIKit's untyped initializer: `item.attribute OP multiplier × toItem.attribute + constant`.
    ///
    /// - Throws: `LayoutError.notALayoutItem` for an item that is neither a view nor a guide, and
    ///   `invalidPairing` for attributes that cannot be related (different axes, leading with left,
    ///   a position against a constant, a zero multiplier on a position).
    public convenience init(
        item: AnyObject, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: AnyObject?, attribute secondAttribute: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0
    ) throws(LayoutError) {
        guard let first = LayoutConstraint.node(of: item) else {
            throw .notALayoutItem(String(describing: type(of: item)))
        }
        var second: LayoutNode?
        if let toItem {
            guard let node = LayoutConstraint.node(of: toItem) else {
                throw .notALayoutItem(String(describing: type(of: toItem)))
            }
            second = node
        }
        self.init(
            first: first, firstAttribute: attribute, relation: relation, second: second,
            secondAttribute: secondAttribute, multiplier: multiplier, constant: constant)
        try validatePairing()
    }

    private static func node(of item: AnyObject) -> LayoutNode? { (item as? LayoutItem)?.layoutNode }

    // MARK: Items

    /// The first view or guide (held weakly, as in UIKit: nil once it is gone).
    public var firstItem: AnyObject? { first.item }
    /// The second view or guide, or nil for a size against a constant.
    public var secondItem: AnyObject? { second?.item }

    // MARK: Constant, priority, activity

    /// The constant; setting it on an active constraint changes the solver in place.
    /// Setting a NaN or infinite value stops the program; `setConstant(_:)` throws instead.
    public var constant: Double {
        get { storedConstant }
        set { Misuse.stop { () throws(LayoutError) in try setConstant(newValue) } }
    }

    /// The priority (default required). Between required and optional it may change only while
    /// the constraint is inactive; the setter stops the program on such a change, as UIKit does.
    public var priority: Priority {
        get { storedPriority }
        set { Misuse.stop { () throws(LayoutError) in try setPriority(newValue) } }
    }

    /// True while the constraint takes part in layout. Setting it calls `activate()` or
    /// `deactivate()`; activation that fails stops the program.
    public var isActive: Bool {
        get { isInstalled }
        set {
            if newValue { Misuse.stop { () throws(LayoutError) in try activate() } } else { deactivate() }
        }
    }

    /// Changes the constant; in place in the solver when the constraint is active.
    ///
    /// - Throws: `nonFiniteConstant` for NaN or an infinity (the constant is unchanged).
    public func setConstant(_ value: Double) throws(LayoutError) {
        guard value.isFinite else { throw .nonFiniteConstant(value, constraint: description) }
        guard value != storedConstant else { return }
        storedConstant = value
        installedOn?.window?.engine.constantChanged(self)
    }

    /// Changes the priority.
    ///
    /// - Throws: `invalidPriority` outside 1…1000; `requiredPriorityChange` between required and
    ///   optional on an active constraint (UIKit forbids it; deactivate first).
    public func setPriority(_ value: Priority) throws(LayoutError) {
        guard value.isValid else { throw .invalidPriority(value, constraint: description) }
        guard value != storedPriority else { return }
        if isInstalled && origin == .app && value.isRequired != storedPriority.isRequired {
            throw .requiredPriorityChange(from: storedPriority, to: value, constraint: description)
        }
        let old = storedPriority
        storedPriority = value
        installedOn?.window?.engine.priorityChanged(self, from: old)
    }

    // MARK: Description

    public var description: String {
        var text = identifier.map { "'\($0)' " } ?? ""
        text += "\(first.displayName).\(firstAttribute.rawValue) \(relation.rawValue) "
        if let second {
            var right = "\(second.displayName).\(secondAttribute.rawValue)"
            if multiplier != 1 { right = "\(Number.text(multiplier)) * \(right)" }
            text += right
            if storedConstant != 0 { text += " \(storedConstant < 0 ? "-" : "+") \(Number.text(abs(storedConstant)))" }
        } else {
            text += Number.text(storedConstant)
        }
        if !storedPriority.isRequired { text += " @\(storedPriority)" }
        if let note = origin.note { text += " (\(note))" }
        return text
    }
}

extension LayoutConstraint.Origin {
    var note: String? {
        switch self {
        case .app: nil
        case .autoresizing: "autoresizing mask"
        case .contentHugging: "content hugging"
        case .compressionResistance: "compression resistance"
        case .margins: "layout margins"
        case .safeArea: "safe area"
        }
    }
}
