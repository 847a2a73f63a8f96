import ConstraintSystem
import Foundation
import LayoutCase
import LayoutEngine
import ReferenceSolver
import Testing

@testable import LayoutSpec

/// The spec's rules on small cases, each with the frame UIKit's documentation gives.
struct SpecLayoutTests {
    /// Solves the spec's system for `state` and returns each determined value by name.
    static func solve(_ system: ConstraintSystem) -> [String: Double] {
        let solution = ReferenceSolver.solve(system, ranges: true)
        #expect(solution.status == .ok)
        var values: [String: Double] = [:]
        for range in solution.ranges where range.isDetermined { values[range.name] = range.lowest!.doubleValue }
        return values
    }

    static func frame(_ values: [String: Double], _ id: String) -> [Double?] {
        ["minX", "minY", "width", "height"].map { values["\(id).\($0)"] }
    }

    static func pinned(_ id: String, to item: String, _ attributes: [String], constants: [Double]) -> [CaseConstraint] {
        zip(attributes, constants).enumerated().map { k, pair in
            let sign = pair.0 == "trailing" || pair.0 == "bottom" || pair.0 == "right" ? -1.0 : 1.0
            let attribute = CaseAttribute(rawValue: pair.0)!
            return CaseConstraint(
                id: "\(id)-\(k)", first: CaseAnchor(id, attribute), second: CaseAnchor(item, attribute),
                constant: sign * pair.1)
        }
    }

    /// A label of 5 characters at font size 20: 50 × 25 (advance 10, line 25).
    static func cellCase(direction: CaseDirection? = nil) -> Case {
        var cell = CaseView(id: "cell", parent: "window")
        cell.margins = CaseDirectionalInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        var label = CaseView(id: "label", parent: "cell", kind: .label)
        label.text = "Hello"
        label.fontSize = 20
        var constraints = pinned(
            "label", to: "cell.margins", ["leading", "trailing", "top", "bottom"], constants: [0, 0, 0, 0])
        constraints += [
            CaseConstraint(id: "cell-x", first: CaseAnchor("cell", .leading), second: CaseAnchor("window", .leading)),
            CaseConstraint(id: "cell-y", first: CaseAnchor("cell", .top), second: CaseAnchor("window", .top)),
        ]
        return Case(
            window: CaseWindow(width: 390, height: 844, direction: direction), views: [cell, label],
            constraints: constraints)
    }

    @Test func a_self_sizing_cell_through_its_margins_guide_lays_out_and_fits_at_82_by_49() throws {
        var layout = SpecLayout(state: Self.cellCase(), frames: [:])
        let values = Self.solve(layout.system())
        #expect(Self.frame(values, "cell") == [0, 0, 82, 49])
        #expect(Self.frame(values, "label") == [16, 12, 50, 25])
        for target in [(0.0, 0.0), (10_000_000.0, 10_000_000.0)] {
            let made = layout.fittingSystem(CaseFit(view: "cell", width: target.0, height: target.1))
            let fitting = try #require(made)
            let fitted = Self.solve(fitting.system)
            #expect(fitted[fitting.width] == 82 && fitted[fitting.height] == 49, "target \(target)")
        }
    }

    @Test func leading_and_trailing_flip_with_the_constant_in_right_to_left() {
        var view = CaseView(id: "v", parent: "window")
        view.intrinsicWidth = 100
        view.intrinsicHeight = 20
        let state = Case(
            window: CaseWindow(width: 400, height: 300, direction: .rtl), views: [view],
            constraints: [
                CaseConstraint(
                    id: "x", first: CaseAnchor("v", .leading), second: CaseAnchor("window", .leading), constant: 8),
                CaseConstraint(id: "y", first: CaseAnchor("v", .top), second: CaseAnchor("window", .top), constant: 8),
            ])
        var layout = SpecLayout(state: state, frames: [:])
        #expect(Self.frame(Self.solve(layout.system()), "v") == [292, 8, 100, 20])
    }

    @Test func directional_margins_swap_sides_in_right_to_left() {
        var layout = SpecLayout(state: Self.cellCase(direction: .rtl), frames: [:])
        let values = Self.solve(layout.system())
        #expect(Self.frame(values, "cell") == [308, 0, 82, 49])
        #expect(Self.frame(values, "cell.margins") == [16, 12, 50, 25], "in the cell's coordinates")
    }

    @Test func the_window_safe_area_insets_its_guides_and_its_margins() {
        var view = CaseView(id: "v", parent: "window")
        view.intrinsicWidth = 10
        view.intrinsicHeight = 10
        let state = Case(
            window: CaseWindow(width: 390, height: 844, safeArea: CaseInsets(top: 47, bottom: 34)), views: [view],
            constraints: [
                CaseConstraint(
                    id: "x", first: CaseAnchor("v", .leading), second: CaseAnchor("window.margins", .leading)),
                CaseConstraint(id: "y", first: CaseAnchor("v", .top), second: CaseAnchor("window.safeArea", .top)),
                CaseConstraint(
                    id: "b", first: CaseAnchor("v", .bottom), relation: .lessThanOrEqual,
                    second: CaseAnchor("window.margins", .bottom)),
            ])
        var layout = SpecLayout(state: state, frames: [:])
        let values = Self.solve(layout.system())
        #expect(Self.frame(values, "v") == [8, 47, 10, 10])
        #expect(Self.frame(values, "window.margins") == [8, 55, 374, 844 - 55 - 42])
    }

    @Test func a_subview_safe_area_is_the_band_of_its_superview_that_reaches_into_it() {
        var outer = CaseView(id: "outer", parent: "window")
        outer.frame = CaseRect(x: 0, y: 20, width: 390, height: 200)
        var inner = CaseView(id: "inner", parent: "outer")
        inner.intrinsicWidth = 10
        inner.intrinsicHeight = 10
        let state = Case(
            window: CaseWindow(width: 390, height: 844, safeArea: CaseInsets(top: 47)), views: [outer, inner],
            constraints: [
                CaseConstraint(id: "x", first: CaseAnchor("inner", .left), second: CaseAnchor("outer", .left)),
                CaseConstraint(id: "y", first: CaseAnchor("inner", .top), second: CaseAnchor("outer.safeArea", .top)),
            ])
        // The frames read for the safe area (each in its superview's coordinates): the outer view at
        // y 20 has 27 of the window's 47 in it, so the inner one sits 27 below the outer's top.
        let frames = [
            "window": SpecRect(x: 0, y: 0, width: 390, height: 844),
            "outer": SpecRect(x: 0, y: 20, width: 390, height: 200),
        ]
        var layout = SpecLayout(state: state, frames: frames)
        #expect(Self.frame(Self.solve(layout.system()), "inner") == [0, 27, 10, 10])
    }

    @Test func baselines_lie_on_a_label_lines_and_at_other_views_bottoms() {
        var label = CaseView(id: "l", parent: "window", kind: .label)
        label.text = "one two three"
        label.fontSize = 20
        label.lines = 0
        label.preferredMaxWidth = 80  // "one two" is 70 wide, "one two three" 130: two lines
        var box = CaseView(id: "b", parent: "window")
        box.intrinsicWidth = 30
        box.intrinsicHeight = 30
        let state = Case(
            window: CaseWindow(width: 400, height: 400), views: [label, box],
            constraints: [
                CaseConstraint(id: "lx", first: CaseAnchor("l", .left), second: CaseAnchor("window", .left)),
                CaseConstraint(id: "ly", first: CaseAnchor("l", .top), second: CaseAnchor("window", .top)),
                CaseConstraint(id: "bx", first: CaseAnchor("b", .left), second: CaseAnchor("l", .right)),
                CaseConstraint(
                    id: "first", first: CaseAnchor("b", .firstBaseline), second: CaseAnchor("l", .lastBaseline)),
            ])
        var layout = SpecLayout(state: state, frames: [:])
        let values = Self.solve(layout.system())
        #expect(Self.frame(values, "l") == [0, 0, 70, 50])
        #expect(Self.frame(values, "b") == [70, 15, 30, 30])  // its bottom on the label's last baseline, 25 + 20
    }

    @Test func a_label_measures_as_the_engine_documents_over_many_texts() {
        let words = ["a", "of", "text", "wrapping", "", " ", "longerword", "\n"]
        var seed: UInt64 = 19
        for _ in 0..<2_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var text = ""
            for k in 0..<Int(seed >> 60) {
                text += (k > 0 && (seed >> UInt64(k)) & 1 == 0 ? " " : "") + words[Int((seed >> UInt64(8 + 3 * k)) & 7)]
            }
            let fontSize = [12.0, 17, 20][Int((seed >> 20) % 3)]
            let lines = [0, 1, 2, 3][Int((seed >> 24) % 4)]
            let width = [0.0, 30, 60, 100][Int((seed >> 28) % 4)]
            let label = Label(text: text, fontSize: fontSize)
            label.numberOfLines = lines
            label.preferredMaxLayoutWidth = width
            let measure = LabelMeasure(text: text, fontSize: fontSize, lines: lines, preferredMaxWidth: width)
            let size = measure.size
            #expect(
                Size(width: size.width, height: size.height) == label.intrinsicContentSize,
                "\(text.debugDescription) \(fontSize) \(lines) \(width)")
        }
    }

    /// The spec is an oracle: it must share no code with what it judges.
    @Test func the_spec_module_does_not_depend_on_the_engine_or_the_solver() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let target = try #require(manifest.range(of: #".target(name: "LayoutSpec""#))
        let line = manifest[target.lowerBound...].prefix { $0 != "\n" }
        #expect(
            !line.contains("LayoutEngine") && !line.contains("Cassowary") && !line.contains("ReferenceSolver"),
            "\(line)")
        let folder = root.appendingPathComponent("Sources/LayoutSpec")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 5)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for forbidden in ["import LayoutEngine", "import Cassowary", "import ReferenceSolver", "import LayoutFuzz"]
            {
                #expect(!text.contains(forbidden), "\(file) has \(forbidden)")
            }
        }
    }
}
