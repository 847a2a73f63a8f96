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

    /// Everything but views placed by hand: the answers through the pipe carry frames only.
    @Test func our_engine_declares_everything_but_hand_placement_with_uikit_semantics() throws {
        struct Hello: Decodable {
            var name: String
            var supports: CaseSupport
            var semantics: LayoutSemantics
        }
        let hello = try JSONDecoder().decode(Hello.self, from: Data(EngineAdapterServer.hello.utf8))
        var expected = CaseSupport.everything
        expected.handPlaced = false
        #expect(hello.supports == expected)
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

/// Hostile layout adapters: each is refused with a message, never a trap or a run out of memory.
@Suite struct HostileLayoutAdapterTests {
    func failure(_ command: String, _ body: (LayoutAdapter) throws(ScriptSolverError) -> Void = { _ in })
        -> ScriptSolverError?
    {
        do throws(ScriptSolverError) {
            let adapter = try LayoutAdapter(command: command, timeout: 5)
            try body(adapter)
            return nil
        } catch {
            return error
        }
    }

    static let hello = #"printf '{"plumb-layout":1,"name":"x"}\n'"#

    @Test func a_hello_with_unknown_fields_or_another_version_is_refused() {
        let unknown = failure(#"printf '{"plumb-layout":1,"name":"x","supports":{"kinds":["view"],"tables":true}}\n'"#)
        #expect(
            unknown?.kind == .protocolViolation && unknown?.message.contains("tables") == true,
            "\(String(describing: unknown))")
        let version = failure(#"printf '{"plumb-layout":2,"name":"x"}\n'"#)
        #expect(version?.message.contains("layout protocol 2") == true, "\(String(describing: version))")
        let solver = failure("echo plumb-solver 1 weighted kiwi")
        #expect(solver?.message.contains("not a layout hello") == true, "\(String(describing: solver))")
        let step = failure(#"printf '{"plumb-layout":1,"name":"x","supports":{"steps":["explode"]}}\n'"#)
        #expect(step?.message.contains("unknown step op 'explode'") == true, "\(String(describing: step))")
    }

    @Test func an_answer_without_end_is_cut_at_the_longest_line() {
        let endless = failure(HostileLayoutAdapterTests.hello + "; head -c 40000000 /dev/zero") {
            adapter throws(ScriptSolverError) in
            _ = try adapter.load(Case(window: CaseWindow(width: 10, height: 10)))
        }
        #expect(endless?.kind == .protocolViolation, "\(String(describing: endless))")
        #expect(endless?.message.contains("without a line break") == true, "\(String(describing: endless))")
    }

    @Test func an_adapter_that_dies_or_stalls_is_a_crash_or_a_hang() {
        let dies = failure(HostileLayoutAdapterTests.hello + "; read line; exit 3") {
            adapter throws(ScriptSolverError) in
            _ = try adapter.load(Case(window: CaseWindow(width: 10, height: 10)))
        }
        #expect(dies?.kind == .crashed && dies?.message.contains("status 3") == true, "\(String(describing: dies))")
        let stalls = failure(HostileLayoutAdapterTests.hello + "; sleep 30") { adapter throws(ScriptSolverError) in
            let quick = try LayoutAdapter(command: adapter.command, timeout: 0.3)
            _ = try quick.load(Case(window: CaseWindow(width: 10, height: 10)))
        }
        #expect(stalls?.kind == .hung, "\(String(describing: stalls))")
    }
}
