import ConstraintSystem
import LayoutEngine

/// One step of a film as inline SVG, in window coordinates: the window, its safe area, each
/// view's frame from the engine (solid) and from the judge (dashed) drawn over each other, the
/// views whose determined frame differs filled red, margins guides dotted, view ids as labels,
/// hidden views faint, right-to-left marked with a badge. Every rect carries `data-view` and
/// `data-solver` (`engine`, `reference` or `spec`), so a test reading the page in a browser
/// counts what it shows.
///
/// The picture holds the window and every frame, clamped to a window size around the window (a
/// frame at -10,000 is drawn at that edge, its real numbers are in the table beside it); a frame
/// without area is also drawn as a dot; non-finite values are not drawn.
enum FilmSVG {
    static func svg(_ frames: StepFrames, judge: CaseFilm.Judge, hidden: Bool) -> String {
        let width = finite(frames.windowSize.width, or: 320)
        let height = finite(frames.windowSize.height, or: 480)
        let limit = (width, height)
        // The window and every frame (clamped), so a view off the window is still in the picture.
        var box = Rect(x: 0, y: 0, width: width, height: height)
        for view in frames.views {
            for rect in [view.engine] + (view.expected.map { [$0] } ?? []) where isFinite(rect) {
                box = box.union(clamped(rect, limit))
            }
        }
        let span = max(box.width, box.height)
        let pad = span * 0.04 + 4
        let font = span / 32
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"film\" data-step=\"\(frames.step)\""
            + " viewBox=\"\(number(box.minX - pad)) \(number(box.minY - pad - font)) \(number(box.width + 2 * pad)) \(number(box.height + 2 * pad + font))\""
            + " font-size=\"\(number(font))\" role=\"img\" aria-label=\"the window after step \(frames.step)\"\(hidden ? " hidden" : "")>\n"
        out +=
            "<rect class=\"window\" x=\"0\" y=\"0\" width=\"\(number(width))\" height=\"\(number(height))\"/>\n"
        out += rect(frames.safeArea, class: "safe-area", view: "window", solver: nil, limit: limit)
        if let margins = frames.margins {
            out += rect(margins, class: "margins", view: "window", solver: nil, limit: limit)
        }
        if frames.rightToLeft {
            out +=
                "<text class=\"rtl-badge\" x=\"\(number(width))\" y=\"\(number(-font * 0.3))\" text-anchor=\"end\">right to left ←</text>\n"
        }
        for view in frames.views {
            let group = view.isHidden ? " class=\"hidden-view\"" : ""
            out += "<g data-view=\"\(HTMLText.attribute(view.id))\"\(group)>\n"
            if let margins = view.margins {
                out += rect(margins, class: "margins", view: view.id, solver: nil, limit: limit)
            }
            if let safeArea = view.safeArea {
                out += rect(safeArea, class: "safe-area", view: view.id, solver: nil, limit: limit)
            }
            let differs = view.differs.isEmpty ? "" : " differs"
            if let expected = view.expected {
                out += rect(expected, class: "expected\(differs)", view: view.id, solver: judge.rawValue, limit: limit)
            }
            out += rect(view.engine, class: "engine\(differs)", view: view.id, solver: "engine", limit: limit)
            if isFinite(view.engine) {
                let at = clamped(view.engine, limit)
                if at.width < span / 100 || at.height < span / 100 {
                    // A frame without area has nothing to fill: a dot shows where it is.
                    out +=
                        "<circle class=\"point\(differs)\" cx=\"\(number(at.midX))\" cy=\"\(number(at.midY))\" r=\"\(number(font * 0.3))\"/>\n"
                }
                let mark = view.rightToLeft && !frames.rightToLeft ? " ←" : ""
                out +=
                    "<text class=\"label\(differs)\" x=\"\(number(at.minX + font * 0.2))\" y=\"\(number(at.minY + font))\">\(HTMLText.text(view.id + mark))</text>\n"
            }
            out += "</g>\n"
        }
        return out + "</svg>\n"
    }

    private static func isFinite(_ rect: Rect) -> Bool {
        rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    /// Within a window size of the window on every side: a frame a billion points away is drawn
    /// at that edge (its real numbers are in the table beside the picture).
    private static func clamped(_ rect: Rect, _ limit: (Double, Double)) -> Rect {
        let x = clamp(rect.minX, limit.0)
        let y = clamp(rect.minY, limit.1)
        let maxX = clamp(rect.maxX, limit.0)
        let maxY = clamp(rect.maxY, limit.1)
        return Rect(x: min(x, maxX), y: min(y, maxY), width: abs(maxX - x), height: abs(maxY - y))
    }

    private static func rect(
        _ rect: Rect, class name: String, view: String, solver: String?, limit: (Double, Double)
    ) -> String {
        guard isFinite(rect) else { return "" }
        let at = clamped(rect, limit)
        let solverAttribute = solver.map { " data-solver=\"\($0)\"" } ?? ""
        return
            "<rect class=\"\(name)\" data-view=\"\(HTMLText.attribute(view))\"\(solverAttribute) x=\"\(number(at.minX))\" y=\"\(number(at.minY))\" width=\"\(number(at.width))\" height=\"\(number(at.height))\">"
            + "<title>\(HTMLText.text("\(view) \(solver ?? name): \(FilmSVG.text(rect))"))</title></rect>\n"
    }

    /// `(x, y, width, height)` with the shortest exact decimals.
    static func text(_ rect: Rect) -> String {
        "(\(NumberText.format(rect.minX)), \(NumberText.format(rect.minY)), \(NumberText.format(rect.width)), \(NumberText.format(rect.height)))"
    }

    private static func clamp(_ value: Double, _ size: Double) -> Double { min(max(value, -size), 2 * size) }

    private static func finite(_ value: Double, or fallback: Double) -> Double {
        value.isFinite && value > 0 ? min(value, 1e6) : fallback
    }

    /// At most two decimals: a picture needs no more.
    static func number(_ value: Double) -> String { NumberText.format((value * 100).rounded() / 100) }
}
