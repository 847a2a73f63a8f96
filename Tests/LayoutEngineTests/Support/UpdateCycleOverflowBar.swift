import LayoutEngine
import Testing

/// Seed 000's bar that moves what does not fit into an overflow area, in `layoutSubviews`:
///
///     bar
///       row       leading/top of the bar, 44 high, as wide as its items
///         item…   chained leading to trailing with `spacing`, the last one's trailing = row's
///       overflow  8 below the row, as wide as the bar, 44 high
///         item…   chained from its leading edge with `spacing`
///
/// After `super.layoutSubviews()`, while the row is wider than the bar its last item moves to the
/// front of the overflow; then, while the overflow's first item fits after the row's last, it moves
/// back. Each move updates the constraints and lays out again (`updateConstraintsIfNeeded()`,
/// `super.layoutSubviews()`), as in the seed.
final class CycleOverflowBar: View {
    let row = View()
    let overflow = View()
    let spacing: Double
    /// The row's last item's trailing = the row's trailing: the row is as wide as its items.
    private var rowEnd: LayoutConstraint?
    /// The overflow's first item's leading = the overflow's leading.
    private var overflowStart: LayoutConstraint?

    init(items: [View], spacing: Double) throws {
        self.spacing = spacing
        super.init()
        identifier = "bar"
        row.identifier = "row"
        overflow.identifier = "overflow"
        for part in [row, overflow] {
            part.translatesAutoresizingMaskIntoConstraints = false
            addSubview(part)
        }
        try LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: leadingAnchor),
            row.topAnchor.constraint(equalTo: topAnchor),
            row.heightAnchor.constraint(equalToConstant: 44),
            overflow.leadingAnchor.constraint(equalTo: leadingAnchor),
            overflow.trailingAnchor.constraint(equalTo: trailingAnchor),
            overflow.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 8),
            overflow.heightAnchor.constraint(equalToConstant: 44),
        ])
        for item in items { appendToRow(item) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        while row.bounds.width > bounds.width, let extra = row.subviews.last {
            moveToOverflow(extra)
            updateConstraintsIfNeeded()
            super.layoutSubviews()
        }
        while let next = overflow.subviews.first,
            row.bounds.width + spacing + next.intrinsicContentSize.width <= bounds.width
        {
            moveToRow(next)
            updateConstraintsIfNeeded()
            super.layoutSubviews()
        }
    }

    private func moveToOverflow(_ item: View) {
        item.removeFromSuperview()  // takes along its leading, top and the row's end
        rowEnd = nil
        if let last = row.subviews.last {
            let end = last.trailingAnchor.constraint(equalTo: row.trailingAnchor)
            CycleFixture.activate([end])
            rowEnd = end
        }
        let oldFirst = overflow.subviews.first
        overflowStart?.deactivate()
        overflow.insertSubview(item, at: 0)
        let start = item.leadingAnchor.constraint(equalTo: overflow.leadingAnchor)
        var constraints = [start, item.topAnchor.constraint(equalTo: overflow.topAnchor)]
        if let oldFirst {
            constraints.append(oldFirst.leadingAnchor.constraint(equalTo: item.trailingAnchor, constant: spacing))
        }
        CycleFixture.activate(constraints)
        overflowStart = start
    }

    private func moveToRow(_ item: View) {
        item.removeFromSuperview()  // takes along its leading, top and the next item's leading
        overflowStart = nil
        if let first = overflow.subviews.first {
            let start = first.leadingAnchor.constraint(equalTo: overflow.leadingAnchor)
            CycleFixture.activate([start])
            overflowStart = start
        }
        appendToRow(item)
    }

    private func appendToRow(_ item: View) {
        let previous = row.subviews.last
        rowEnd?.deactivate()
        item.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(item)
        let leading =
            if let previous {
                item.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: spacing)
            } else {
                item.leadingAnchor.constraint(equalTo: row.leadingAnchor)
            }
        let end = item.trailingAnchor.constraint(equalTo: row.trailingAnchor)
        CycleFixture.activate([leading, item.topAnchor.constraint(equalTo: row.topAnchor), end])
        rowEnd = end
    }
}
