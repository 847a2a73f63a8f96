import ConstraintSystem

/// One step of a case's edit script. In JSON an object whose `op` names the step, with that
/// step's fields and no others (docs/case-format.md lists them).
public enum CaseStep: Codable, Equatable, Sendable {
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
    /// The run loop ticks `frames` times (default 1): the update cycle runs.
    case tick(frames: Int)

    /// Every op's name and its fields.
    static let fields: [String: [String]] = [
        "setConstant": ["constraint", "value"], "setPriority": ["constraint", "value"],
        "activate": ["constraint"], "deactivate": ["constraint"], "addConstraint": ["constraint"],
        "addView": ["view"], "removeView": ["view"], "setIntrinsicSize": ["view", "width", "height"],
        "setText": ["view", "text"], "setWindowSize": ["width", "height"], "setSafeArea": ["insets"],
        "setDirection": ["view", "direction"], "tick": ["frames"],
    ]

    enum Key: String, CodingKey, CaseIterable {
        case op, constraint, value, view, width, height, text, insets, direction, frames
    }

    public var op: String {
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
        }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let op = try container.decode(String.self, forKey: .op)
        guard let allowed = CaseStep.fields[op] else {
            let known = CaseStep.fields.keys.sorted().joined(separator: ", ")
            throw DecodingError.dataCorruptedError(forKey: .op, in: container, debugDescription: "unknown op '\(op)'; expected one of: \(known)")
        }
        let any = try decoder.container(keyedBy: AnyCodingKey.self)
        for key in any.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where key.stringValue != "op" && !allowed.contains(key.stringValue) {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath + [key],
                debugDescription: "unknown field for \(op); expected: op, \(allowed.joined(separator: ", "))"))
        }
        switch op {
        case "setConstant": self = .setConstant(constraint: try container.decode(String.self, forKey: .constraint), value: try container.decode(Double.self, forKey: .value))
        case "setPriority":
            let value = try container.decode(Double.self, forKey: .value)
            guard (1..<1000).contains(value) else {
                throw DecodingError.dataCorruptedError(forKey: .value, in: container, debugDescription: "setPriority moves between optional priorities, 1 to 999, got \(NumberText.format(value))")
            }
            self = .setPriority(constraint: try container.decode(String.self, forKey: .constraint), value: value)
        case "activate": self = .activate(constraint: try container.decode(String.self, forKey: .constraint))
        case "deactivate": self = .deactivate(constraint: try container.decode(String.self, forKey: .constraint))
        case "addConstraint": self = .addConstraint(try container.decode(CaseConstraint.self, forKey: .constraint))
        case "addView": self = .addView(try container.decode(CaseView.self, forKey: .view))
        case "removeView": self = .removeView(view: try container.decode(String.self, forKey: .view))
        case "setIntrinsicSize":
            self = .setIntrinsicSize(
                view: try container.decode(String.self, forKey: .view), width: try container.decodeIfPresent(Double.self, forKey: .width),
                height: try container.decodeIfPresent(Double.self, forKey: .height))
        case "setText": self = .setText(view: try container.decode(String.self, forKey: .view), text: try container.decode(String.self, forKey: .text))
        case "setWindowSize": self = .setWindowSize(width: try container.decodeLength(.width), height: try container.decodeLength(.height))
        case "setSafeArea": self = .setSafeArea(try container.decode(CaseInsets.self, forKey: .insets))
        case "setDirection":
            self = .setDirection(view: try container.decodeIfPresent(String.self, forKey: .view), direction: try container.decode(CaseDirection.self, forKey: .direction))
        default:
            let frames = try container.decodeIfPresent(Int.self, forKey: .frames) ?? 1
            guard frames >= 1 else { throw DecodingError.dataCorruptedError(forKey: .frames, in: container, debugDescription: "must be 1 or more, got \(frames)") }
            self = .tick(frames: frames)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(op, forKey: .op)
        switch self {
        case let .setConstant(constraint, value), let .setPriority(constraint, value):
            try container.encode(constraint, forKey: .constraint)
            try container.encode(value, forKey: .value)
        case let .activate(constraint), let .deactivate(constraint):
            try container.encode(constraint, forKey: .constraint)
        case let .addConstraint(constraint): try container.encode(constraint, forKey: .constraint)
        case let .addView(view): try container.encode(view, forKey: .view)
        case let .removeView(view): try container.encode(view, forKey: .view)
        case let .setIntrinsicSize(view, width, height):
            try container.encode(view, forKey: .view)
            try container.encodeIfPresent(width, forKey: .width)
            try container.encodeIfPresent(height, forKey: .height)
        case let .setText(view, text):
            try container.encode(view, forKey: .view)
            try container.encode(text, forKey: .text)
        case let .setWindowSize(width, height):
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
        case let .setSafeArea(insets): try container.encode(insets, forKey: .insets)
        case let .setDirection(view, direction):
            try container.encodeIfPresent(view, forKey: .view)
            try container.encode(direction, forKey: .direction)
        case let .tick(frames): try container.encode(frames, forKey: .frames)
        }
    }
}
