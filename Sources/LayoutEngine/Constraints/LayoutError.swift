import ConstraintSystem

/// What the engine refuses, for the reasons UIKit refuses it (where UIKit raises an exception).
/// Each message names the constraint or item and says how to fix it.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// The items of a constraint are in no common view hierarchy (or a guide is in no view).
    case noCommonAncestor(constraint: String)
    /// A constraint relates attributes that cannot be related.
    case invalidPairing(constraint: String, reason: String)
    /// A priority outside 1…1000.
    case invalidPriority(Priority, constraint: String)
    /// A change between required and optional on an active constraint.
    case requiredPriorityChange(from: Priority, to: Priority, constraint: String)
    /// A constant that is NaN or infinite.
    case nonFiniteConstant(Double, constraint: String)
    /// An object given as a layout item that is neither a view nor a layout guide.
    case notALayoutItem(String)
    /// A view added to itself or to one of its own descendants.
    case hierarchyCycle(view: String)

    public var description: String {
        switch self {
        case let .noCommonAncestor(constraint):
            "unable to activate '\(constraint)': its items have no common ancestor. Add both to the same view hierarchy (and guides to a view) before activating."
        case let .invalidPairing(constraint, reason):
            "invalid constraint '\(constraint)': \(reason)"
        case let .invalidPriority(priority, constraint):
            "invalid priority \(priority) for '\(constraint)': priorities run from 1 to 1000"
        case let .requiredPriorityChange(from, to, constraint):
            "cannot change the priority of the active constraint '\(constraint)' from \(from) to \(to): a priority may not change between required and optional while the constraint is active. Deactivate it, change the priority, activate it again."
        case let .nonFiniteConstant(value, constraint):
            "the constant of '\(constraint)' must be finite, not \(value)"
        case let .notALayoutItem(type):
            "a \(type) is not a layout item: constraints relate views and layout guides"
        case let .hierarchyCycle(view):
            "cannot add '\(view)' inside itself: a view may not be its own ancestor"
        }
    }
}

/// UIKit raises an exception for a misuse through a property setter; the setters here stop the
/// program with the same message as the checked (throwing) method.
enum Misuse {
    static func stop(_ body: () throws(LayoutError) -> Void) {
        do { try body() } catch { preconditionFailure(error.description) }
    }
}
