import ConstraintSystem
import LayoutCase

/// Writes UIKit's constraints over the frame variables (`<item>.minX`, `.minY`, `.width`,
/// `.height`, window coordinates), as Auto Layout's documentation and docs/layout-engine.md
/// define them:
///
/// - every attribute is linear in the frame: `right = minX + width`, `centerX = minX + width/2`,
///   a label's baselines its top plus the line offsets, any other item's baselines its bottom;
/// - `first.a OP m × second.b + c` measures positions in the frame of the items' closest common
///   ancestor (the view it is installed on): x from its left edge, y from its top;
/// - when leading or trailing takes part and the first item lays out right to left, leading is
///   the right edge, trailing the left, and x runs from the ancestor's right edge: UIKit's flip of
///   the constant (`leading == superview.leading + 8` keeps 8 points from the right edge);
///   an engine that declares it does not flip constants (`LayoutSemantics.flipsConstants`) still
///   takes leading as the right edge, but measures x from the left.
struct SpecWriter {
    let tree: SpecTree
    /// Each view's content (intrinsic size, baselines), by id.
    let content: [String: SpecContent]
    var semantics = LayoutSemantics.uikit

    /// The constraint a case constraint means, or nil when it names an item not in the tree.
    func constraint(_ made: CaseConstraint) -> SystemConstraint? {
        guard let first = SpecItem(made.first.item), tree.contains(first.view) else { return nil }
        var second: SpecItem?
        if let anchor = made.second {
            guard let item = SpecItem(anchor.item), tree.contains(item.view) else { return nil }
            second = item
        }
        let attributes = (made.first.attribute, made.second?.attribute)
        let directional = [attributes.0, attributes.1].contains { $0 == .leading || $0 == .trailing }
        let rightToLeft = directional && tree.isRightToLeft(first.view)
        let mirrored = rightToLeft && semantics.flipsConstants
        let frame = second.flatMap { tree.commonAncestor(first.view, $0.view) }.map { SpecItem(view: $0) }
        var form = position(first, attributes.0, rightToLeft: rightToLeft, mirrored: mirrored, in: frame)
        if let second, let attribute = attributes.1 {
            form.add(
                position(second, attribute, rightToLeft: rightToLeft, mirrored: mirrored, in: frame),
                times: -(made.multiplier ?? 1))
        }
        return form.constraint(made.relation, made.constant ?? 0, priority: made.priority ?? 1000)
    }

    /// The attribute in window coordinates (`rightToLeft`: leading is the right edge).
    func absolute(_ item: SpecItem, _ attribute: CaseAttribute, rightToLeft: Bool) -> SpecForm {
        let base = item.name
        var form = SpecForm()
        switch attribute {
        case .left: form.add("\(base).minX", 1)
        case .right:
            form.add("\(base).minX", 1)
            form.add("\(base).width", 1)
        case .centerX:
            form.add("\(base).minX", 1)
            form.add("\(base).width", 0.5)
        case .leading: return absolute(item, rightToLeft ? .right : .left, rightToLeft: false)
        case .trailing: return absolute(item, rightToLeft ? .left : .right, rightToLeft: false)
        case .top: form.add("\(base).minY", 1)
        case .bottom:
            form.add("\(base).minY", 1)
            form.add("\(base).height", 1)
        case .centerY:
            form.add("\(base).minY", 1)
            form.add("\(base).height", 0.5)
        case .firstBaseline, .lastBaseline:
            form.add("\(base).minY", 1)
            if item.guide == nil, let offsets = content[item.view]?.baselines {
                form.constant = attribute == .firstBaseline ? offsets.first : offsets.last
            } else {
                form.add("\(base).height", 1)
            }
        case .width: form.add("\(base).width", 1)
        case .height: form.add("\(base).height", 1)
        }
        return form
    }

    /// The attribute as a constraint installed on `frame` measures it (`mirrored`: x from its
    /// right edge, growing leftwards).
    func position(_ item: SpecItem, _ attribute: CaseAttribute, rightToLeft: Bool, mirrored: Bool, in frame: SpecItem?)
        -> SpecForm
    {
        let form = absolute(item, attribute, rightToLeft: rightToLeft)
        guard let frame else { return form }
        switch attribute {
        case .left, .right, .centerX, .leading, .trailing:
            guard mirrored else {
                var shifted = form
                shifted.add("\(frame.name).minX", -1)
                return shifted
            }
            var mirrored = SpecForm("\(frame.name).minX")
            mirrored.add("\(frame.name).width", 1)
            mirrored.add(form, times: -1)
            return mirrored
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline:
            var shifted = form
            shifted.add("\(frame.name).minY", -1)
            return shifted
        default:
            return form
        }
    }

    // MARK: What UIKit adds by itself

    /// A view whose frame becomes constraints (`translatesAutoresizingMaskIntoConstraints`, a
    /// mask of none): its origin from its superview's, its size fixed. The window's origin is 0.
    func frameConstraints(_ id: String, _ frame: (x: Double, y: Double, width: Double, height: Double))
        -> [SystemConstraint]
    {
        let parent = tree.parent(of: id)
        func origin(_ field: String, _ value: Double) -> SystemConstraint {
            var form = SpecForm("\(id).\(field)")
            if let parent { form.add("\(parent).\(field)", -1) }
            return form.constraint(.equal, value, priority: 1000)
        }
        return [
            origin("minX", frame.x), origin("minY", frame.y),
            SpecForm("\(id).width").constraint(.equal, frame.width, priority: 1000),
            SpecForm("\(id).height").constraint(.equal, frame.height, priority: 1000),
        ]
    }

    /// The engine's own floor on every view's size (`LayoutSemantics.minimumSize`), required.
    func minimumSizeConstraints(_ id: String) -> [SystemConstraint] {
        guard let minimum = semantics.minimumSize else { return [] }
        return ["width", "height"].map {
            SpecForm("\(id).\($0)").constraint(.greaterThanOrEqual, minimum, priority: 1000)
        }
    }

    /// Intrinsic content size: per axis with a metric, `length <= intrinsic @ hugging` and
    /// `length >= intrinsic @ compression resistance` (UIKit's defaults 250 and 750).
    func contentConstraints(_ view: CaseView) -> [SystemConstraint] {
        guard let content = content[view.id] else { return [] }
        var made: [SystemConstraint] = []
        let axes: [(CaseAttribute, Double?, Double?, Double?)] = [
            (.width, content.width, view.hugging?.horizontal, view.compression?.horizontal),
            (.height, content.height, view.hugging?.vertical, view.compression?.vertical),
        ]
        for (field, value, hugging, compression) in axes {
            guard let value else { continue }
            let length = SpecForm("\(view.id).\(field)")
            made.append(length.constraint(.lessThanOrEqual, value, priority: hugging ?? 250))
            made.append(length.constraint(.greaterThanOrEqual, value, priority: compression ?? 750))
        }
        return made
    }

    /// A guide held `insets` inside its view, required.
    func guideConstraints(_ guide: SpecItem, _ insets: SpecInsets) -> [SystemConstraint] {
        let inner = guide.name
        let outer = guide.view
        func edge(_ innerForm: SpecForm, _ outerForm: SpecForm, _ value: Double) -> SystemConstraint {
            var form = innerForm
            form.add(outerForm, times: -1)
            return form.constraint(.equal, value, priority: 1000)
        }
        let g = { (attribute: CaseAttribute) in absolute(SpecItem(view: inner), attribute, rightToLeft: false) }
        let v = { (attribute: CaseAttribute) in absolute(SpecItem(view: outer), attribute, rightToLeft: false) }
        return [
            edge(g(.left), v(.left), insets.left), edge(g(.top), v(.top), insets.top),
            edge(g(.right), v(.right), -insets.right), edge(g(.bottom), v(.bottom), -insets.bottom),
        ]
    }
}
