import Foundation
import LayoutCase
import LayoutFuzz
import Testing

/// The documented limits of a case file (docs/case-format.md, "Limits"): a number over its bound,
/// a list longer than allowed or a view tree deeper than allowed is refused where it enters,
/// naming the JSON path, the value and the bound, instead of trapping or running for ever later.
@Suite struct CaseLimitsTests {
    /// A small valid case with one view and one constraint, as JSON text with `steps` in place.
    private static func caseText(steps: String = "[]", views: String? = nil, constant: String = "8") -> String {
        let views =
            views ?? #"[{"id": "v0", "parent": "window", "kind": "view"}]"#
        return """
            {"version": 1, "window": {"width": 320, "height": 480}, "views": \(views),
             "constraints": [{"id": "c0", "first": {"item": "v0", "attribute": "width"}, "relation": "==",
                              "constant": \(constant)}],
             "steps": \(steps)}
            """
    }

    private static func refusal(_ text: String) -> CaseError? {
        do {
            _ = try CaseFile.parse(Data(text.utf8), file: "hostile.json")
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        (
            #"[{"op": "animate", "duration": 1e308, "curve": "linear", "steps": [{"op": "setConstant", "constraint": "c0", "value": 30}]}]"#,
            "steps[0].duration", "3600"
        ),
        (
            #"[{"op": "animate", "duration": 1, "delay": 1e9, "curve": "linear", "steps": []}]"#, "steps[0].delay",
            "3600"
        ),
        (#"[{"op": "tick", "frames": 1000000000}]"#, "steps[0].frames", "36000"),
        (#"[{"op": "setConstant", "constraint": "c0", "value": 1e300}]"#, "steps[0].value", "10000000"),
        (#"[{"op": "setWindowSize", "width": 1e8, "height": 10}]"#, "steps[0].width", "10000000"),
    ])
    func aStepOverItsBoundIsRefusedWithItsPath(steps: String, path: String, bound: String) throws {
        let error = try #require(Self.refusal(Self.caseText(steps: steps)))
        #expect(error.file == "hostile.json")
        #expect(error.path == path)
        #expect(error.message.contains(bound), "\(error)")
    }

    @Test func aConstantOverTheBoundIsRefused() throws {
        let error = try #require(Self.refusal(Self.caseText(constant: "-2e7")))
        #expect(error.path == "constraints[0].constant")
        #expect(error.message.contains("10000000") && error.message.contains("-20000000"), "\(error)")
    }

    @Test func ticksThatAddUpToMoreThanTheLimitAreRefusedWhereTheyCrossIt() throws {
        let steps = "[" + Array(repeating: #"{"op": "tick", "frames": 20000}"#, count: 3).joined(separator: ",") + "]"
        let error = try #require(Self.refusal(Self.caseText(steps: steps)))
        #expect(error.path == "steps[1].frames")
        #expect(error.message.contains("40000") && error.message.contains("36000"), "\(error)")
    }

    @Test func aViewTreeDeeperThanTheLimitIsRefused() throws {
        let depth = CaseLimits.maxDepth + 1
        let views = (0..<depth).map { index in
            #"{"id": "v\#(index)", "parent": "\#(index == 0 ? "window" : "v\(index - 1)")", "kind": "view"}"#
        }
        let error = try #require(Self.refusal(Self.caseText(views: "[" + views.joined(separator: ",") + "]")))
        #expect(error.path == "views[\(depth - 1)].parent")
        #expect(error.message.contains("\(CaseLimits.maxDepth)"), "\(error)")
    }

    @Test func aTreeAtTheDepthLimitReadsAndPlays() throws {
        let views = (0..<CaseLimits.maxDepth).map { index in
            #"{"id": "v\#(index)", "parent": "\#(index == 0 ? "window" : "v\(index - 1)")", "kind": "view"}"#
        }
        let read = try CaseFile.parse(Data(Self.caseText(views: "[" + views.joined(separator: ",") + "]").utf8))
        #expect(read.views.count == CaseLimits.maxDepth)
    }

    @Test func tooManyStepsAreRefusedUpFront() throws {
        let steps =
            "[" + Array(repeating: #"{"op": "tick"}"#, count: CaseLimits.maxSteps + 1).joined(separator: ",") + "]"
        let error = try #require(Self.refusal(Self.caseText(steps: steps)))
        #expect(error.path == "steps")
        #expect(error.message.contains("\(CaseLimits.maxSteps)"), "\(error)")
    }

    @Test func anAnimationsOwnStepsCountAmongTheSteps() throws {
        let inner = Array(
            repeating: #"{"op": "setConstant", "constraint": "c0", "value": 1}"#, count: CaseLimits.maxSteps)
        let steps =
            #"[{"op": "animate", "duration": 1, "curve": "linear", "steps": ["# + inner.joined(separator: ",") + "]}]"
        let error = try #require(Self.refusal(Self.caseText(steps: steps)))
        #expect(error.path == "steps")
        #expect(error.message.contains("\(CaseLimits.maxSteps + 1) entries"), "\(error)")
    }

    @Test func everyCorpusCaseIsWithinTheLimits() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus")
        let files = try FileManager.default.subpathsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".json") }
            .sorted()
        #expect(files.count > 10)
        for file in files {
            _ = try CaseFile.read(contentsOf: corpus.appendingPathComponent(file).path)
        }
    }
}
