import ConstraintSystem
import LayoutEngine

/// A deterministic screen of `views` views for timing the layout engine: nested cards, as a
/// settings screen or a feed nests them. Each container stacks its children vertically (top to
/// the previous one's bottom + 8, leading and trailing to its margins, its bottom 8 below the
/// last child) or, one in four, in a row of equal-width bars; leaves are labels (height from
/// their text), fixed-height bars, or badges (fixed width and height at the leading edge).
///
/// Two edits are kept: `badgeWidth` changes one badge's width and moves nothing else;
/// `barHeight` changes the first bar's height and moves every view below it.
package struct LayoutTree {
    package let window: Window
    package let viewCount: Int
    /// The width constraint of a badge in the middle of the tree.
    package let badgeWidth: LayoutConstraint
    /// The height constraint of the first bar (near the top of the screen).
    package let barHeight: LayoutConstraint

    package init(views: Int, seed: UInt64 = 1) {
        var random = SplitMix64(seed: seed)
        window = Window(
            size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(content)
        var constraints = [
            content.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
        ]
        var containers: [View] = [content]
        var children: [[View]] = [[]]
        var made = 1
        var next = 0
        var badges: [LayoutConstraint] = []
        var badgeViews = Set<ObjectIdentifier>()  // membership only
        var bars: [LayoutConstraint] = []
        // Breadth first: each container gets 2–5 children until the count is reached; a child is a
        // container while views remain for a level below.
        while made < views {
            let parent = next % containers.count
            next += 1
            let count = min(2 + random.nextInt(below: 4), views - made)
            for _ in 0..<count {
                let child: View
                let kind = LayoutTree.isRow(parent) ? 2 : random.nextInt(below: 4)
                if kind == 0 && made + 8 < views {
                    child = View()
                    containers.append(child)
                    children.append([])
                } else if kind == 1 {
                    child = Label(text: "Item \(made) with some words", fontSize: 15)
                } else if kind == 2 {
                    child = View()
                    let height = child.heightAnchor.constraint(equalToConstant: Double(20 + random.nextInt(below: 20)))
                    bars.append(height)
                    constraints.append(height)
                } else {
                    child = View()
                    let width = child.widthAnchor.constraint(equalToConstant: Double(24 + random.nextInt(below: 40)))
                    badges.append(width)
                    badgeViews.insert(ObjectIdentifier(child))
                    constraints += [width, child.heightAnchor.constraint(equalToConstant: 24)]
                }
                child.identifier = "v\(made)"
                child.translatesAutoresizingMaskIntoConstraints = false
                containers[parent].addSubview(child)
                children[parent].append(child)
                made += 1
            }
        }
        for (index, container) in containers.enumerated() {
            constraints +=
                LayoutTree.isRow(index)
                ? LayoutTree.row(children[index], in: container)
                : LayoutTree.column(children[index], in: container) { badgeViews.contains(ObjectIdentifier($0)) }
        }
        do { try LayoutConstraint.activate(constraints) } catch {
            preconditionFailure("the benchmark tree is invalid: \(error)")
        }
        viewCount = made
        badgeWidth = badges[badges.count / 2]
        barHeight = bars[0]
    }

    /// One container in four, after the first, lays its children out in a row.
    private static func isRow(_ container: Int) -> Bool { container > 0 && container % 4 == 0 }

    /// Children stacked top to bottom, each as wide as the container's margins allow (badges
    /// keep their width at the leading edge).
    private static func column(_ children: [View], in container: View, isBadge: (View) -> Bool) -> [LayoutConstraint] {
        guard !children.isEmpty else { return [container.heightAnchor.constraint(equalToConstant: 16)] }
        let margins = container.layoutMarginsGuide
        var result: [LayoutConstraint] = []
        var above = container.topAnchor
        for child in children {
            result.append(child.topAnchor.constraint(equalTo: above, constant: 8))
            result.append(child.leadingAnchor.constraint(equalTo: margins.leadingAnchor))
            result.append(
                isBadge(child)
                    ? child.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor)
                    : child.trailingAnchor.constraint(equalTo: margins.trailingAnchor))
            above = child.bottomAnchor
        }
        result.append(container.bottomAnchor.constraint(equalTo: above, constant: 8))
        return result
    }

    /// Children side by side, 8 apart, of equal widths filling the container; the row as tall as
    /// its tallest child.
    private static func row(_ children: [View], in container: View) -> [LayoutConstraint] {
        guard let first = children.first else { return [container.heightAnchor.constraint(equalToConstant: 16)] }
        var result = [first.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8)]
        for (left, right) in zip(children, children.dropFirst()) {
            result.append(right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8))
            result.append(right.widthAnchor.constraint(equalTo: first.widthAnchor))
        }
        result.append(children.last!.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8))
        for child in children {
            result.append(child.topAnchor.constraint(equalTo: container.topAnchor, constant: 8))
            result.append(container.bottomAnchor.constraint(greaterThanOrEqualTo: child.bottomAnchor, constant: 8))
        }
        let hug = container.heightAnchor.constraint(equalToConstant: 0)
        hug.priority = 1
        result.append(hug)
        return result
    }
}
