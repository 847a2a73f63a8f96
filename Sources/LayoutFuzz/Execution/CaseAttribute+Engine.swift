import LayoutCase
import LayoutEngine

// A case's attributes as the engine's, and back: exhaustive switches, so that a name added on
// one side and not the other does not compile. (Relations are the same type on both sides:
// LayoutRelation is ConstraintSystem's Relation.)

extension LayoutAttribute {
    init(_ attribute: CaseAttribute) {
        self =
            switch attribute {
            case .left: .left
            case .right: .right
            case .top: .top
            case .bottom: .bottom
            case .leading: .leading
            case .trailing: .trailing
            case .width: .width
            case .height: .height
            case .centerX: .centerX
            case .centerY: .centerY
            case .firstBaseline: .firstBaseline
            case .lastBaseline: .lastBaseline
            }
    }
}

extension CaseAttribute {
    /// Nil for `notAnAttribute` (the second side of a constant size).
    init?(_ attribute: LayoutAttribute) {
        switch attribute {
        case .left: self = .left
        case .right: self = .right
        case .top: self = .top
        case .bottom: self = .bottom
        case .leading: self = .leading
        case .trailing: self = .trailing
        case .width: self = .width
        case .height: self = .height
        case .centerX: self = .centerX
        case .centerY: self = .centerY
        case .firstBaseline: self = .firstBaseline
        case .lastBaseline: self = .lastBaseline
        case .notAnAttribute: return nil
        }
    }
}
