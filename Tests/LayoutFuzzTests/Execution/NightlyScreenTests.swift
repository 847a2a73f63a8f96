import Foundation
import LayoutCase
import Testing

@testable import LayoutFuzz

/// A nightly-sized screen: 30 cards of nine rows each (300 views), 2,010 constraints (about 2,500
/// in the engine's system, with content sizes and guides), five edits. Every oracle must hold at
/// every step at that size, as on the small generated cases. With `PLUMB_WRITE_SCREEN_CASE=PATH`
/// the case is also written there, for timing it with `plumb replay PATH` (README, Throughput).
@Suite struct NightlyScreenTests {
    @Test func aThreeHundredViewScreenPassesEveryOracle() throws {
        let value = try CaseFile.parse(try JSONSerialization.data(withJSONObject: NightlyScreenTests.screen()))
        #expect(value.views.count == 300)
        #expect(value.constraints.count == 2_010)
        if let path = ProcessInfo.processInfo.environment["PLUMB_WRITE_SCREEN_CASE"] {
            try CaseFile.write(value, to: path)
        }
        let verdict = CasePlayer().play(value)
        #expect(verdict.passed, "\(verdict.findings)")
        #expect(verdict.steps.count == 6)
        for step in verdict.steps {
            let passed = step.outcomes.filter { if case .passed = $0.outcome { true } else { false } }.map(\.oracle)
            // Before the first step the live engine is itself a fresh build: `rebuild` has no
            // history to judge.
            let judged: [OracleName] =
                step.step == 0
                ? [.reference, .spec, .order, .mirror, .addRemove]
                : [.reference, .spec, .rebuild, .order, .mirror, .addRemove]
            for oracle in judged {
                #expect(passed.contains(oracle), "step \(step.step): \(oracle) did not pass")
            }
        }
    }

    /// The case as a case file's JSON: each card pinned to the window's margins below the one
    /// before, its rows stacked inside its margins (a label every third row, fixed heights
    /// otherwise, a row in three no wider than 200 at 750), every row at least 40 wide, centred at
    /// 250, at most 120 tall at 500.
    static func screen() -> [String: Any] {
        var views: [[String: Any]] = []
        var constraints: [[String: Any]] = []
        func constrain(
            _ id: String, _ item: String, _ attribute: String, _ relation: String, _ other: String? = nil,
            _ otherAttribute: String? = nil, constant: Double? = nil, priority: Double? = nil
        ) {
            var line: [String: Any] = [
                "id": id, "first": ["item": item, "attribute": attribute], "relation": relation,
            ]
            if let other, let otherAttribute { line["second"] = ["item": other, "attribute": otherAttribute] }
            if let constant { line["constant"] = constant }
            if let priority { line["priority"] = priority }
            constraints.append(line)
        }
        var previous: String?
        for section in 0..<30 {
            let card = "card\(section)"
            views.append(["id": card, "kind": "view", "parent": "window"])
            constrain(card + "L", card, "leading", "==", "window.margins", "leading")
            constrain(card + "T", card, "trailing", "==", "window.margins", "trailing")
            if let previous {
                constrain(card + "Top", card, "top", "==", previous, "bottom", constant: 12)
            } else {
                constrain(card + "Top", card, "top", "==", "window.safeArea", "top", constant: 8)
            }
            var above: String?
            for row in 0..<9 {
                let view = "v\(section)_\(row)"
                if row % 3 == 0 {
                    views.append([
                        "id": view, "kind": "label", "parent": card,
                        "text": "Setting \(section).\(row) with a few words",
                        "lines": 0,
                    ])
                } else {
                    views.append(["id": view, "kind": "view", "parent": card])
                    constrain(view + "H", view, "height", "==", constant: Double(20 + row))
                }
                constrain(view + "L", view, "leading", "==", card + ".margins", "leading")
                if row % 3 == 1 {
                    constrain(view + "W", view, "width", "<=", constant: 200, priority: 750)
                    constrain(view + "Tr", view, "trailing", "<=", card + ".margins", "trailing")
                } else {
                    constrain(view + "Tr", view, "trailing", "==", card + ".margins", "trailing")
                }
                if let above {
                    constrain(view + "Top", view, "top", "==", above, "bottom", constant: 8)
                } else {
                    constrain(view + "Top", view, "top", "==", card + ".margins", "top")
                }
                above = view
            }
            constrain(card + "B", card, "bottom", "==", above, "bottom", constant: 8)
            previous = card
        }
        for view in views where view["parent"] as? String != "window" {
            let id = view["id"] as! String
            constrain(id + "Min", id, "width", ">=", constant: 40)
            constrain(id + "Cx", id, "centerX", "==", view["parent"] as? String, "centerX", priority: 250)
            constrain(id + "Hmax", id, "height", "<=", constant: 120, priority: 500)
        }
        let steps: [[String: Any]] = [
            ["op": "setConstant", "constraint": "v3_1H", "value": 44],
            [
                "op": "setText", "view": "v10_0",
                "text": "A much longer text that wraps over more than one line on a phone",
            ],
            ["op": "tick", "frames": 2],
            ["op": "setWindowSize", "width": 430, "height": 932],
            ["op": "setConstant", "constraint": "card5Top", "value": 24],
        ]
        return [
            "version": 1, "window": ["width": 390, "height": 844, "safeArea": ["top": 47, "bottom": 34]],
            "views": views, "constraints": constraints, "steps": steps,
        ]
    }
}
