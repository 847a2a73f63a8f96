import ConstraintSystem
import Foundation
import LayoutCase
import Testing

@testable import LayoutFuzz

/// The answers of the layout protocol as the harness reads them (`LayoutAdapter.parse`), and the
/// hello and answers of our own engine behind it (`EngineAdapterServer`).
@Suite struct LayoutAdapterAnswerTests {
    @Test func frames_broken_unsettled_and_refusals_read_back() throws {
        #expect(
            try LayoutAdapter.parse(#"{"frames":{"v0":[1,2.5,30,0]},"broken":["c2","c1"]}"#)
                == .frames(["v0": CaseRect(x: 1, y: 2.5, width: 30, height: 0)], broken: ["c1", "c2"]))
        #expect(try LayoutAdapter.parse(#"{"frames":{}}"#) == .frames([:], broken: nil))
        #expect(try LayoutAdapter.parse(#"{"frames":{},"unsettled":true}"#) == .unsettled)
        #expect(try LayoutAdapter.parse(#"{"refused":"no such view"}"#) == .refused("no such view"))
    }

    @Test func errors_and_answers_out_of_protocol_are_told_apart() {
        func kind(_ line: String) -> ScriptSolverError.Kind? {
            do {
                _ = try LayoutAdapter.parse(line)
                return nil
            } catch { return error.kind }
        }
        #expect(kind(#"{"error":"boom"}"#) == .failed)
        #expect(kind(#"{"frames":{"v0":[1,2,3]}}"#) == .protocolViolation)
        #expect(kind(#"{"frames":{"v0":[1,2,3,"x"]}}"#) == .protocolViolation)
        #expect(kind(#"{"frames":{},"extra":1}"#) == .protocolViolation)
        #expect(kind("ok") == .protocolViolation)
        #expect(kind(#"{"frames":{"v0":[1,2,3,1e999]}}"#) != nil)
    }

    @Test func our_engine_declares_everything_with_uikit_semantics() throws {
        struct Hello: Decodable {
            var name: String
            var supports: CaseSupport
            var semantics: LayoutSemantics
        }
        let hello = try JSONDecoder().decode(Hello.self, from: Data(EngineAdapterServer.hello.utf8))
        #expect(hello.supports == .everything)
        #expect(hello.semantics == .uikit)
    }

    @Test func our_engine_answers_a_load_and_a_step_with_window_frames() throws {
        var server = EngineAdapterServer()
        let value = Case(
            window: CaseWindow(width: 400, height: 300, direction: .rtl),
            views: [CaseView(id: "a", parent: "window")],
            constraints: [
                CaseConstraint(
                    id: "c0", first: CaseAnchor("a", .leading), second: CaseAnchor("window", .leading), constant: 20),
                CaseConstraint(id: "c1", first: CaseAnchor("a", .width), constant: 100),
                CaseConstraint(
                    id: "c2", first: CaseAnchor("a", .top), second: CaseAnchor("window", .top), constant: 10),
                CaseConstraint(id: "c3", first: CaseAnchor("a", .height), constant: 40),
            ])
        let load = server.answer(#"{"op":"load","case":"# + CaseFile.line(value) + "}")
        #expect(
            try LayoutAdapter.parse(load) == .frames(["a": CaseRect(x: 280, y: 10, width: 100, height: 40)], broken: [])
        )
        let step = server.answer(#"{"op":"step","step":{"op":"setConstant","constraint":"c0","value":0}}"#)
        #expect(
            try LayoutAdapter.parse(step) == .frames(["a": CaseRect(x: 300, y: 10, width: 100, height: 40)], broken: [])
        )
        let unknown = server.answer(#"{"op":"step","step":{"op":"activate","constraint":"nope"}}"#)
        guard case .refused = try LayoutAdapter.parse(unknown) else {
            Issue.record("a step naming an unknown constraint was not refused: \(unknown)")
            return
        }
    }
}
