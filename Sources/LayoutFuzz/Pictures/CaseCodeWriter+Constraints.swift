import ConstraintSystem
import LayoutCase

// Constraints as `CaseRunner.make` makes them: the constraint, its identifier, its priority, its
// activation. Written with anchors when an anchor method makes exactly that constraint, else with
// `LayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.

extension CaseCodeWriter {
    /// The lines that make `spec`; `declared`: its variable exists already (an animation block
    /// assigns a constraint that a later step names), else the first line declares it.
    mutating func constraint(_ spec: CaseConstraint, declared: Bool = false) -> [String] {
        let name = names.name(spec.id, .constraint)
        let made = anchorForm(spec) ?? itemForm(spec)
        var lines = ["\(declared ? "" : "let ")\(name) = \(made)", "\(name).identifier = \(string(spec.id))"]
        if let priority = spec.priority, priority != 1000 { lines.append("\(name).priority = \(number(priority))") }
        if spec.active ?? true { lines.append("try \(name).activate()") }
        return lines
    }

    /// `box.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor, constant: 8)`,
    /// `box.heightAnchor.constraint(equalToConstant: 40)`, or nil when no anchor method makes the
    /// constraint: a multiplier on a position or on a size against a constant, leading or
    /// trailing against left or right, a guide's baseline (guides have none), a position against
    /// a constant.
    private mutating func anchorForm(_ spec: CaseConstraint) -> String? {
        let multiplier = spec.multiplier ?? 1
        let constant = spec.constant ?? 0
        let first = item(spec.first.item)
        let attribute = spec.first.attribute
        guard !(first.isGuide && attribute.isBaseline) else { return nil }
        let relation = CaseCodeWriter.relationWord(spec.relation)
        guard let secondAnchor = spec.second else {
            guard attribute.kind == .dimension, multiplier == 1 else { return nil }
            return "\(first.code).\(attribute.rawValue)Anchor.constraint(\(relation)ToConstant: \(number(constant)))"
        }
        let second = item(secondAnchor.item)
        let other = secondAnchor.attribute
        guard !(second.isGuide && other.isBaseline), attribute.kind == other.kind,
            !(attribute.isDirectional && other.isAbsolute), !(attribute.isAbsolute && other.isDirectional)
        else { return nil }
        var arguments = ["\(relation)To: \(second.code).\(other.rawValue)Anchor"]
        if multiplier != 1 {
            guard attribute.kind == .dimension else { return nil }
            arguments.append("multiplier: \(number(multiplier))")
        }
        if !SwiftLiteral.isPlainZero(constant) { arguments.append("constant: \(number(constant))") }
        return "\(first.code).\(attribute.rawValue)Anchor.constraint(\(arguments.joined(separator: ", ")))"
    }

    /// `try LayoutConstraint(item: icon, attribute: .height, relatedBy: .equal, toItem: title,
    /// attribute: .width, multiplier: 0.5)`, the defaults (multiplier 1, constant 0) left out.
    private mutating func itemForm(_ spec: CaseConstraint) -> String {
        let first = item(spec.first.item)
        let second = spec.second.map { item($0.item) }
        var arguments = [
            "item: \(first.code)", "attribute: .\(spec.first.attribute.rawValue)",
            "relatedBy: .\(CaseCodeWriter.relationWord(spec.relation))", "toItem: \(second?.code ?? "nil")",
            "attribute: .\(spec.second?.attribute.rawValue ?? "notAnAttribute")",
        ]
        if let multiplier = spec.multiplier, multiplier != 1 { arguments.append("multiplier: \(number(multiplier))") }
        if let constant = spec.constant, !SwiftLiteral.isPlainZero(constant) {
            arguments.append("constant: \(number(constant))")
        }
        return "try LayoutConstraint(\(arguments.joined(separator: ", ")))"
    }

    /// A constraint's item: `window`, a view, or either's `layoutMarginsGuide` or
    /// `safeAreaLayoutGuide` (`box.margins`, `window.safeArea`).
    private mutating func item(_ text: String) -> (code: String, isGuide: Bool) {
        guard let item = CaseItem(text) else { return (viewName(text), false) }  // the case was checked
        let view = viewName(item.view)
        switch item.guide {
        case nil: return (view, false)
        case .margins: return (view + ".layoutMarginsGuide", true)
        case .safeArea: return (view + ".safeAreaLayoutGuide", true)
        }
    }

    /// `equal`, `lessThanOrEqual`, `greaterThanOrEqual`: the relation's case name, and the word
    /// the anchor methods start with.
    static func relationWord(_ relation: Relation) -> String {
        switch relation {
        case .equal: "equal"
        case .lessThanOrEqual: "lessThanOrEqual"
        case .greaterThanOrEqual: "greaterThanOrEqual"
        }
    }
}

extension CaseAttribute {
    /// Which anchors an attribute's anchor relates to: x positions, y positions or sizes.
    enum Kind { case x, y, dimension }

    var kind: Kind {
        switch self {
        case .left, .right, .leading, .trailing, .centerX: .x
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: .y
        case .width, .height: .dimension
        }
    }

    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
    var isDirectional: Bool { self == .leading || self == .trailing }
    var isAbsolute: Bool { self == .left || self == .right }
}
