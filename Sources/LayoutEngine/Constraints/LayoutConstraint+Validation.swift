// UIKit's rules for which attributes a constraint may relate (the exceptions NSLayoutConstraint
// raises), checked when a constraint is made with the untyped initializer and when it is
// activated (anchors already rule out mixed axes at compile time).

extension LayoutConstraint {
    func validatePairing() throws(LayoutError) {
        func invalid(_ reason: String) -> LayoutError { .invalidPairing(constraint: description, reason: reason) }
        guard multiplier.isFinite else { throw invalid("the multiplier must be finite") }
        guard storedConstant.isFinite else { throw .nonFiniteConstant(storedConstant, constraint: description) }
        guard firstAttribute != .notAnAttribute else { throw invalid("the first attribute is required") }
        guard let second else {
            guard secondAttribute == .notAnAttribute else { throw invalid("a second attribute needs a second item") }
            guard firstAttribute.axis == .dimension else {
                throw invalid(
                    "a position (\(firstAttribute.rawValue)) cannot equal a constant; relate it to another item's position"
                )
            }
            return
        }
        _ = second
        guard secondAttribute != .notAnAttribute else { throw invalid("a second item needs an attribute") }
        guard firstAttribute.axis == secondAttribute.axis else {
            throw invalid("\(firstAttribute.rawValue) and \(secondAttribute.rawValue) lie on different axes")
        }
        if firstAttribute.axis != .dimension {
            guard multiplier != 0 else {
                throw invalid(
                    "a multiplier of 0 on a position makes it a constant; use a constant-only size or another anchor")
            }
            let mixes =
                (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontal)
                || (firstAttribute.isAbsoluteHorizontal && secondAttribute.isDirectional)
            guard !mixes else {
                throw invalid(
                    "a leading or trailing attribute cannot be related to a left or right one; use leading/trailing for both or neither"
                )
            }
        }
    }
}
