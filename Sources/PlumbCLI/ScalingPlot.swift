import Benchmarking
import Foundation

/// The SVG of `plumb bench --scaling --plot FILE`: the first layout's µs per view (solid) and one
/// edit's median µs (dashed) against the number of views on a log scale, each series on its own
/// linear axis from 0 (left: first layout; right: edit), so linear growth reads as a flat line.
/// Self-contained, no script, fixed decimals: the same figures give the same bytes.
enum ScalingPlot {
    static let width = 640.0
    static let height = 360.0
    static let margin = (left: 70.0, right: 70.0, top: 40.0, bottom: 50.0)

    static func svg(_ points: [(size: Int, point: LayoutScaling.Point)], title: String) -> String {
        let views = points.map { Double($0.point.medianViews) }
        let layout = points.map(\.point.medianFirstLayoutPerView)
        let edit = points.map(\.point.medianEdit)
        guard let low = views.min(), let high = views.max(), low > 0 else { return "" }
        let (lowLog, highLog) = (log10(low), max(log10(high), log10(low) + 1e-9))
        let plotWidth = width - margin.left - margin.right
        let plotHeight = height - margin.top - margin.bottom
        func x(_ value: Double) -> Double { margin.left + (log10(value) - lowLog) / (highLog - lowLog) * plotWidth }
        func y(_ value: Double, top: Double) -> Double { margin.top + plotHeight * (1 - value / top) }
        let layoutTop = nice(layout.max() ?? 1)
        let editTop = nice(edit.max() ?? 1)
        func f(_ value: Double) -> String { String(format: "%.1f", value) }
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height))" viewBox="0 0 \(f(width)) \(f(height))" font-family="sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            <text x="\(f(width / 2))" y="22" text-anchor="middle" font-size="14">\(escaped(title))</text>

            """
        out +=
            "<line x1=\"\(f(margin.left))\" y1=\"\(f(margin.top + plotHeight))\" x2=\"\(f(margin.left + plotWidth))\" y2=\"\(f(margin.top + plotHeight))\" stroke=\"black\"/>\n"
        out +=
            "<line x1=\"\(f(margin.left))\" y1=\"\(f(margin.top))\" x2=\"\(f(margin.left))\" y2=\"\(f(margin.top + plotHeight))\" stroke=\"#1f5fa8\"/>\n"
        out +=
            "<line x1=\"\(f(margin.left + plotWidth))\" y1=\"\(f(margin.top))\" x2=\"\(f(margin.left + plotWidth))\" y2=\"\(f(margin.top + plotHeight))\" stroke=\"#b5461b\"/>\n"
        for (index, value) in views.enumerated() {
            out +=
                "<text x=\"\(f(x(value)))\" y=\"\(f(margin.top + plotHeight + 18))\" text-anchor=\"middle\">\(points[index].point.medianViews)</text>\n"
        }
        out +=
            "<text x=\"\(f(margin.left + plotWidth / 2))\" y=\"\(f(height - 10))\" text-anchor=\"middle\">views (log scale)</text>\n"
        for step in 0...4 {
            let fraction = Double(step) / 4
            let level = margin.top + plotHeight * (1 - fraction)
            out +=
                "<text x=\"\(f(margin.left - 6))\" y=\"\(f(level + 4))\" text-anchor=\"end\" fill=\"#1f5fa8\">\(f(layoutTop * fraction))</text>\n"
            out +=
                "<text x=\"\(f(margin.left + plotWidth + 6))\" y=\"\(f(level + 4))\" fill=\"#b5461b\">\(f(editTop * fraction))</text>\n"
        }
        out +=
            "<text x=\"14\" y=\"\(f(margin.top + plotHeight / 2))\" transform=\"rotate(-90 14 \(f(margin.top + plotHeight / 2)))\" text-anchor=\"middle\" fill=\"#1f5fa8\">first layout, µs per view</text>\n"
        out +=
            "<text x=\"\(f(width - 14))\" y=\"\(f(margin.top + plotHeight / 2))\" transform=\"rotate(90 \(f(width - 14)) \(f(margin.top + plotHeight / 2)))\" text-anchor=\"middle\" fill=\"#b5461b\">one edit, median µs</text>\n"
        func series(_ values: [Double], top: Double, color: String, dashed: Bool) -> String {
            let path = zip(views, values).map { "\(f(x($0))),\(f(y($1, top: top)))" }.joined(separator: " ")
            var text =
                "<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"\(dashed ? " stroke-dasharray=\"6 4\"" : "")/>\n"
            for (view, value) in zip(views, values) {
                text += "<circle cx=\"\(f(x(view)))\" cy=\"\(f(y(value, top: top)))\" r=\"3\" fill=\"\(color)\"/>\n"
            }
            return text
        }
        out += series(layout, top: layoutTop, color: "#1f5fa8", dashed: false)
        out += series(edit, top: editTop, color: "#b5461b", dashed: true)
        return out + "</svg>\n"
    }

    /// The least of 1, 2 or 5 × a power of ten at or above `value`.
    static func nice(_ value: Double) -> Double {
        guard value > 0 else { return 1 }
        let power = pow(10, floor(log10(value)))
        return [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= value } ?? 10 * power
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}
