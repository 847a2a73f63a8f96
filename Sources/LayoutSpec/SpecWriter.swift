import ConstraintSystem
import LayoutCase

/// Writes UIKit's constraints over the frame variables (`<item>.minX`, `.minY`, `.width`,
/// `.height`; a view's origin measured from its superview's, a guide's from its view's: what
/// UIKit's `frame` and `layoutFrame` hold), as Auto Layout's documentation and
/// docs/layout-engine.md define them:
///
/// - every attribute is linear in the frame: `right = minX + width`, `centerX = minX + width/2`,
///   a label's baselines its top plus the line offsets, any other item's baselines its bottom;
/// - `first.a OP m × second.b + c` measures positions in the frame of the items' closest common
///   ancestor (the view it is installed on): x from its left edge (the offsets of the items and
///   of the views between them and it, added up), y from its top;
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

    /// The item an item's origin is measured from: a view's superview, a guide's view (nil for
    /// the window).
    func reference(of item: SpecItem) -> SpecItem? {
        if item.guide != nil { return SpecItem(view: item.view) }
        return tree.parent(of: item.view).map { SpecItem(view: $0) }
    }

    /// x (or y) of `item`'s frame measured from `frame`'s origin: its own offset and those of the
    /// items above it up to `frame` (nil: the root). Nothing for `frame` itself.
    func origin(_ item: SpecItem, horizontal: Bool, from frame: SpecItem?) -> SpecForm {
        var form = SpecForm()
        var current: SpecItem? = item
        var steps = 0
        while let node = current, node != frame, steps <= tree.order.count + 1 {
            form.add(node.name + (horizontal ? ".minX" : ".minY"), 1)
            current = reference(of: node)
            steps += 1  // a cycle cannot be declared, but never loop
        }
        return form
    }

    /// The attribute measured from `frame`'s origin (`rightToLeft`: leading is the right edge).
    func attribute(_ item: SpecItem, _ attribute: CaseAttribute, rightToLeft: Bool, from frame: SpecItem?) -> SpecForm {
        let base = item.name
        switch attribute {
        case .left: return origin(item, horizontal: true, from: frame)
        case .right:
            var form = origin(item, horizontal: true, from: frame)
            form.add(base + ".width", 1)
            return form
        case .centerX:
            var form = origin(item, horizontal: true, from: frame)
            form.add(base + ".width", 0.5)
            return form
        case .leading: return self.attribute(item, rightToLeft ? .right : .left, rightToLeft: false, from: frame)
        case .trailing: return self.attribute(item, rightToLeft ? .left : .right, rightToLeft: false, from: frame)
        case .top: return origin(item, horizontal: false, from: frame)
        case .bottom:
            var form = origin(item, horizontal: false, from: frame)
            form.add(base + ".height", 1)
            return form
        case .centerY:
            var form = origin(item, horizontal: false, from: frame)
            form.add(base + ".height", 0.5)
            return form
        case .firstBaseline, .lastBaseline:
            var form = origin(item, horizontal: false, from: frame)
            if item.guide == nil, let offsets = content[item.view]?.baselines {
                form.constant = attribute == .firstBaseline ? offsets.first : offsets.last
            } else {
                form.add(base + ".height", 1)
            }
            return form
        case .width: return SpecForm(base + ".width")
        case .height: return SpecForm(base + ".height")
        }
    }

    /// The attribute as a constraint installed on `frame` measures it (`mirrored`: x from its
    /// right edge, growing leftwards).
    func position(_ item: SpecItem, _ attribute: CaseAttribute, rightToLeft: Bool, mirrored: Bool, in frame: SpecItem?)
        -> SpecForm
    {
        let form = self.attribute(item, attribute, rightToLeft: rightToLeft, from: frame)
        guard let frame, mirrored, [.left, .right, .centerX, .leading, .trailing].contains(attribute) else {
            return form
        }
        var flipped = SpecForm("\(frame.name).width")
        flipped.add(form, times: -1)
        return flipped
    }

    // MARK: What UIKit adds by itself

    /// A view whose frame becomes constraints (`translatesAutoresizingMaskIntoConstraints`, a
    /// mask of none): its origin (measured from its superview's), its size fixed. The window's
    /// origin is 0.
    func frameConstraints(_ id: String, _ frame: (x: Double, y: Double, width: Double, height: Double))
        -> [SystemConstraint]
    {
        let prefix = SpecItem.prefix(ofView: id)
        func fixed(_ field: String, _ value: Double) -> SystemConstraint {
            SpecForm(prefix + field).constraint(.equal, value, priority: 1000)
        }
        return [
            fixed(".minX", frame.x), fixed(".minY", frame.y), fixed(".width", frame.width),
            fixed(".height", frame.height),
        ]
    }

    /// The engine's own floor on every view's size (`LayoutSemantics.minimumSize`), required.
    func minimumSizeConstraints(_ id: String) -> [SystemConstraint] {
        guard let minimum = semantics.minimumSize else { return [] }
        let prefix = SpecItem.prefix(ofView: id)
        return ["width", "height"].map {
            SpecForm("\(prefix).\($0)").constraint(.greaterThanOrEqual, minimum, priority: 1000)
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
            let length = SpecForm("\(SpecItem.prefix(ofView: view.id)).\(field)")
            made.append(length.constraint(.lessThanOrEqual, value, priority: hugging ?? 250))
            made.append(length.constraint(.greaterThanOrEqual, value, priority: compression ?? 750))
        }
        return made
    }

    /// A guide held `insets` inside its view, required (its origin is measured from the view's).
    func guideConstraints(_ guide: SpecItem, _ insets: SpecInsets) -> [SystemConstraint] {
        let inner = guide.name
        let outer = guide.view
        func far(_ origin: String, _ length: String, _ outerLength: String, _ inset: Double) -> SystemConstraint {
            var form = SpecForm("\(inner).\(origin)")
            form.add("\(inner).\(length)", 1)
            form.add("\(outer).\(outerLength)", -1)
            return form.constraint(.equal, -inset, priority: 1000)
        }
        return [
            SpecForm("\(inner).minX").constraint(.equal, insets.left, priority: 1000),
            SpecForm("\(inner).minY").constraint(.equal, insets.top, priority: 1000),
            far("minX", "width", "width", insets.right), far("minY", "height", "height", insets.bottom),
        ]
    }
}
