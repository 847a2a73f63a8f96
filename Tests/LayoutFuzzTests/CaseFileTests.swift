import Foundation
import LayoutCase
import LayoutFuzz
import Testing

/// The case format (docs/case-format.md): byte-stable round trips, and strict reading that names
/// the JSON path of whatever is wrong.
@Suite struct CaseFileTests {
    /// A case that uses every kind of view, an optional and a size-only constraint, and every op.
    static let everything: Case = {
        var label = CaseView(id: "title", parent: "card", kind: .label)
        label.text = "Hello there"
        label.fontSize = 16
        label.lines = 0
        label.preferredMaxWidth = 80
        label.hugging = CaseAxes(horizontal: 251)
        var card = CaseView(id: "card", parent: "window")
        card.margins = CaseDirectionalInsets(top: 4, leading: 12, bottom: 4, trailing: 12)
        card.direction = .rtl
        var image = CaseView(id: "icon", parent: "card", kind: .image)
        image.imageSize = CaseSize(width: 24, height: 24)
        image.compression = CaseAxes(vertical: 700)
        image.hidden = true
        var framed = CaseView(id: "badge", parent: "window")
        framed.frame = CaseRect(x: 10, y: 20, width: 30, height: 12)
        framed.intrinsicWidth = 30
        let constraints = [
            CaseConstraint(
                id: "c0", first: CaseAnchor("card", .leading), second: CaseAnchor("window.safeArea", .leading),
                constant: 8),
            CaseConstraint(
                id: "c1", first: CaseAnchor("title", .width), relation: .lessThanOrEqual, constant: 200, priority: 750),
            CaseConstraint(
                id: "c2", first: CaseAnchor("icon", .height), second: CaseAnchor("icon", .width), multiplier: 0.5,
                active: false),
        ]
        var late = CaseView(id: "late", parent: "card", kind: .label)
        late.text = "x"
        let steps: [CaseStep] = [
            .setConstant(constraint: "c0", value: 16), .setPriority(constraint: "c1", value: 250),
            .activate(constraint: "c2"), .deactivate(constraint: "c2"),
            .addView(late),
            .addConstraint(
                CaseConstraint(
                    id: "c3", first: CaseAnchor("late", .firstBaseline), second: CaseAnchor("title", .firstBaseline))),
            .removeView(view: "icon"), .setIntrinsicSize(view: "badge", width: 40, height: nil),
            .setText(view: "title", text: "Bye"),
            .setWindowSize(width: 400, height: 300), .setSafeArea(CaseInsets(top: 20)),
            .setDirection(view: nil, direction: .rtl),
            .setDirection(view: "card", direction: .inherit), .tick(frames: 2),
        ]
        return Case(
            window: CaseWindow(width: 320, height: 480, safeArea: CaseInsets(top: 44, bottom: 34), direction: .ltr),
            views: [card, label, image, framed], constraints: constraints, steps: steps)
    }()

    @Test func aCaseReadsBackAsItWasWrittenAndWritesTheSameBytes() throws {
        let bytes = CaseFile.encode(Self.everything)
        let read = try CaseFile.parse(bytes)
        #expect(read == Self.everything)
        #expect(CaseFile.encode(read) == bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasSuffix("}\n"))
        // Keys are sorted: "constraints" comes before "steps", "version" and "views" last.
        let order = ["\"constraints\"", "\"steps\"", "\"version\"", "\"views\"", "\"window\""].map {
            text.range(of: $0)!.lowerBound
        }
        #expect(order == order.sorted())
    }

    @Test func writingIsAtomicAndReadingBackGivesTheCase() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-case-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("case.json").path
        try CaseFile.write(Self.everything, to: path)
        #expect(try CaseFile.read(contentsOf: path) == Self.everything)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["case.json"])
        #expect(throws: CaseError(file: folder.path, path: "(root)", message: "is a directory, not a case file")) {
            try CaseFile.read(contentsOf: folder.path)
        }
        #expect(throws: CaseError(file: path + ".missing", path: "(root)", message: "no such file")) {
            try CaseFile.read(contentsOf: path + ".missing")
        }
    }

    static let window = #""window": {"width": 320, "height": 480}"#

    /// (JSON, the path the error must name, a piece of its message).
    static let badCases: [(String, String, String)] = [
        ("", "(root)", "empty"),
        ("{", "(root)", "not valid JSON"),
        ("[1]", "(root)", "expected an object"),
        (#"{"version": 2, \#(window)}"#, "version", "version 2 is not supported"),
        (#"{"version": "1", \#(window)}"#, "version", "expected a whole number"),
        (#"{\#(window)}"#, "version", "missing field"),
        (#"{"version": 1, \#(window), "extra": true}"#, "extra", "unknown field"),
        (#"{"version": 1, "window": {"width": "wide", "height": 480}}"#, "window.width", "expected a number"),
        (#"{"version": 1, "window": {"width": -1, "height": 480}}"#, "window.width", "not below 0, got -1"),
        (
            #"{"version": 1, "window": {"width": 1, "height": 1, "direction": "up"}}"#, "window.direction",
            "unknown value 'up'; expected one of: inherit, ltr, rtl"
        ),
        (#"{"version": 1, \#(window), "views": [{"id": "a", "kind": "view"}]}"#, "views[0].parent", "missing field"),
        (
            #"{"version": 1, \#(window), "views": [{"id": "a", "parent": "b", "kind": "view"}]}"#, "views[0].parent",
            "unknown view 'b'"
        ),
        (
            #"{"version": 1, \#(window), "views": [{"id": "a", "parent": "window", "kind": "view"}, {"id": "a", "parent": "window", "kind": "view"}]}"#,
            "views[1].id", "duplicate view id"
        ),
        // A dot that a combining mark joins is still the separator of `v3.margins` to every byte reader.
        (
            #"{"version": 1, \#(window), "views": [{"id": "a.\u0301", "parent": "window", "kind": "view"}]}"#,
            "views[0].id", "cannot name a view"
        ),
        (
            #"{"version": 1, \#(window), "views": [{"id": "a", "parent": "window", "kind": "image", "text": "hi"}]}"#,
            "views[0].text", "only a view of kind label has text"
        ),
        (
            #"{"version": 1, \#(window), "views": [{"id": "a", "parent": "window", "kind": "view", "hugging": {"horizontal": 0}}]}"#,
            "views[0].hugging.horizontal", "from 1 to 1000"
        ),
        (
            #"{"version": 1, \#(window), "constraints": [{"id": "c", "first": {"item": "window", "attribute": "width"}, "relation": "==", "priority": 1001}]}"#,
            "constraints[0].priority", "from 1 to 1000"
        ),
        (
            #"{"version": 1, \#(window), "constraints": [{"id": "c", "first": {"item": "ghost", "attribute": "width"}, "relation": "=="}]}"#,
            "constraints[0].first.item", "unknown view 'ghost'"
        ),
        (
            #"{"version": 1, \#(window), "constraints": [{"id": "c", "first": {"item": "window.gutter", "attribute": "width"}, "relation": "=="}]}"#,
            "constraints[0].first.item", "not an item"
        ),
        (
            #"{"version": 1, \#(window), "constraints": [{"id": "c", "first": {"item": "window", "attribute": "depth"}, "relation": "=="}]}"#,
            "constraints[0].first.attribute", "unknown attribute 'depth'"
        ),
        (
            #"{"version": 1, \#(window), "constraints": [{"id": "c", "first": {"item": "window", "attribute": "width"}, "relation": "="}]}"#,
            "constraints[0].relation", "expected ==, <= or >="
        ),
        (#"{"version": 1, \#(window), "steps": [{"op": "explode"}]}"#, "steps[0].op", "unknown op 'explode'"),
        (
            #"{"version": 1, \#(window), "steps": [{"op": "tick", "frames": 1, "speed": 2}]}"#, "steps[0].speed",
            "unknown field for tick"
        ),
        (
            #"{"version": 1, \#(window), "steps": [{"op": "activate", "constraint": "nope"}]}"#, "steps[0].constraint",
            "unknown constraint 'nope'"
        ),
        (
            #"{"version": 1, \#(window), "steps": [{"op": "setPriority", "constraint": "c", "value": 1000}]}"#,
            "steps[0].value", "1 to 999"
        ),
        (
            #"{"version": 1, \#(window), "steps": [{"op": "removeView", "view": "window"}]}"#, "steps[0].view",
            "unknown view 'window'"
        ),
        // What the engine could not play: content to the wrong kind, a required priority moved,
        // anything under or related to a removed view.
        (
            #"{"version": 1, \#(window), "views": [\#(viewA), {"id": "img", "parent": "window", "kind": "image"}], "steps": [{"op": "setText", "view": "img", "text": "x"}]}"#,
            "steps[0].view", "'img' is a image; setText is for labels"
        ),
        (
            #"{"version": 1, \#(window), "views": [{"id": "l", "parent": "window", "kind": "label"}], "steps": [{"op": "setIntrinsicSize", "view": "l", "width": 3}]}"#,
            "steps[0].view", "setIntrinsicSize is for plain views"
        ),
        (
            #"{"version": 1, \#(window), "constraints": [\#(widthOfA)], "views": [\#(viewA)], "steps": [{"op": "setPriority", "constraint": "w", "value": 500}]}"#,
            "steps[0].constraint", "'w' is required"
        ),
        (
            #"{"version": 1, \#(window), "views": [\#(viewA)], "steps": [{"op": "removeView", "view": "a"}, {"op": "addView", "view": {"id": "b", "parent": "a", "kind": "view"}}]}"#,
            "steps[1].view.parent", "view 'a' was removed by an earlier step"
        ),
        (
            #"{"version": 1, \#(window), "views": [\#(viewA), {"id": "b", "parent": "a", "kind": "view"}], "steps": [{"op": "removeView", "view": "a"}, {"op": "setDirection", "view": "b", "direction": "rtl"}]}"#,
            "steps[1].view", "view 'b' was removed"
        ),
        (
            #"{"version": 1, \#(window), "views": [\#(viewA)], "steps": [{"op": "removeView", "view": "a"}, {"op": "addConstraint", "constraint": \#(widthOfA)}]}"#,
            "steps[1].constraint.first.item", "view 'a' was removed"
        ),
        (
            #"{"version": 1, \#(window), "views": [\#(viewA)], "constraints": [\#(widthOfA)], "steps": [{"op": "removeView", "view": "a"}, {"op": "activate", "constraint": "w"}]}"#,
            "steps[1].constraint", "relates view 'a', removed by an earlier step"
        ),
    ]

    static let viewA = #"{"id": "a", "parent": "window", "kind": "view"}"#
    static let widthOfA =
        #"{"id": "w", "first": {"item": "a", "attribute": "width"}, "relation": "==", "constant": 10}"#

    @Test(arguments: badCases)
    func badInputNamesThePathOfTheFault(json: String, path: String, fragment: String) {
        do {
            _ = try CaseFile.parse(Data(json.utf8), file: "case.json")
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.path == path, "\(error)")
            #expect(error.file == "case.json")
            #expect(fragment.isEmpty || error.message.contains(fragment), "\(error)")
            #expect(!error.description.contains("\n"), "one line: \(error)")
        }
    }
}

/// The example in docs/case-format.md is a valid case and says what the page says it does.
@Test func theDocumentedExampleIsAValidCase() throws {
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../docs/case-format.md"
    ).standardized
    let page = try String(contentsOf: docs, encoding: .utf8)
    let start = try #require(page.range(of: "```json\n"))
    let end = try #require(page.range(of: "\n```", range: start.upperBound..<page.endIndex))
    let example = try CaseFile.parse(Data(page[start.upperBound..<end.lowerBound].utf8), file: "docs/case-format.md")
    #expect(example.views.map(\.kind) == [.view, .label, .image, .view])
    #expect(example.constraints[2].priority == 750 && example.constraints[2].multiplier == 0.5)
    #expect(
        example.steps == [
            .setConstant(constraint: "c0", value: 16), .setDirection(view: nil, direction: .rtl), .tick(frames: 1),
        ])
}
