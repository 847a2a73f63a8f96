import Foundation
import LayoutCase
import LayoutEngine

/// Our own engine behind the layout protocol (docs/layout-protocol.md): what the
/// `plumb-layout-adapter` executable runs, one answer line for each request line. It declares
/// everything a case can hold and UIKit's semantics, and plays each case with `CaseRunner`, as
/// `CasePlayer` does in process; so a fuzz run through it must be as clean as one in process, and
/// every planted fault (`PLUMB_PLANT`, read by the engine itself) must be caught through it too.
/// That is the test that the protocol and the judging of adapters are right.
package struct EngineAdapterServer {
    private var runner: CaseRunner?
    /// The case loaded and the steps played since: a step is checked against it as a case file
    /// is (every id it names must exist), since the engine trusts what it is given.
    private var played = Case(window: CaseWindow(width: 0, height: 0))

    package init() {}

    /// The hello line.
    package static var hello: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Everything but views placed by hand: the protocol's answers carry frames only, and the
        // comparing oracles on this side could not tell the fixpoints such a view makes apart.
        var support = CaseSupport.everything
        support.handPlaced = false
        let supports = String(decoding: (try? encoder.encode(support)) ?? Data(), as: UTF8.self)
        let semantics = String(decoding: (try? encoder.encode(LayoutSemantics.uikit)) ?? Data(), as: UTF8.self)
        return #"{"name":"plumbline-engine","plumb-layout":1,"semantics":"# + semantics + #","supports":"# + supports
            + "}"
    }

    /// The answer to one request line.
    package mutating func answer(_ line: String) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let op = object["op"] as? String
        else { return EngineAdapterServer.error("the request is not a JSON object with an op") }
        do {
            switch op {
            case "load":
                guard let body = object["case"] else { return EngineAdapterServer.error("load without a case") }
                let value = try CaseFile.parse(try JSONSerialization.data(withJSONObject: body), file: "load")
                runner = nil
                played = value
                do {
                    runner = try CaseRunner(value)
                } catch {
                    return EngineAdapterServer.refused("\(error)")
                }
            case "step":
                guard let runner else { return EngineAdapterServer.error("a step before any load") }
                guard let body = object["step"] else { return EngineAdapterServer.error("step without a step") }
                let step = try JSONDecoder().decode(CaseStep.self, from: JSONSerialization.data(withJSONObject: body))
                var candidate = played
                candidate.steps.append(step)
                do {
                    _ = try CaseFile.parse(CaseFile.encode(candidate), file: "step")
                } catch {
                    return EngineAdapterServer.refused("\(error)")
                }
                played = candidate
                do {
                    try runner.run(step, at: "step")
                } catch {
                    return EngineAdapterServer.refused("\(error)")
                }
                // A format's constraints exist from now on, under the ids the engine gave them.
                if case .addFormat = step {
                    played.steps.removeLast()
                    played.steps += runner.formatConstraints.map { .addConstraint($0) }
                }
            default:
                return EngineAdapterServer.error("unknown op '\(op)'")
            }
        } catch {
            return EngineAdapterServer.error("\(error)")
        }
        return frames()
    }

    /// Every view in the window in window coordinates, and the broken constraints.
    private func frames() -> String {
        guard let runner else { return EngineAdapterServer.error("nothing loaded") }
        let snapshot = LayoutSnapshot(runner)
        let unsettled = runner.window.trace.contains { if case .feedbackLoop = $0 { true } else { false } }
        runner.window.trace.removeAll(keepingCapacity: true)  // read once a step; a long session must not grow
        // The snapshot's frames are in each superview's coordinates; the protocol's in the window's.
        var origins: [ObjectIdentifier: (x: Double, y: Double)] = [ObjectIdentifier(runner.window): (0, 0)]
        var windowFrames: [String: Rect] = [:]
        for (id, view) in runner.viewsInWindow() where id != "window" {
            guard let frame = snapshot.frames[id] else { continue }
            let base = view.superview.flatMap { origins[ObjectIdentifier($0)] } ?? (0, 0)
            origins[ObjectIdentifier(view)] = (base.x + frame.minX, base.y + frame.minY)
            windowFrames[id] = Rect(
                x: base.x + frame.minX, y: base.y + frame.minY, width: frame.width, height: frame.height)
        }
        let entries = windowFrames.keys.sorted().map { id -> String in
            let rect = windowFrames[id]!
            let numbers = [rect.minX, rect.minY, rect.width, rect.height].map { "\($0)" }.joined(separator: ",")
            return "\(EngineAdapterServer.quoted(id)):[\(numbers)]"
        }
        let broken = snapshot.broken.sorted().map(EngineAdapterServer.quoted).joined(separator: ",")
        return #"{"broken":["# + broken + #"],"frames":{"# + entries.joined(separator: ",") + "}"
            + (unsettled ? #","unsettled":true}"# : "}")
    }

    private static func quoted(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8)
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }

    private static func error(_ message: String) -> String { #"{"error":"# + quoted(message) + "}" }
    private static func refused(_ message: String) -> String { #"{"refused":"# + quoted(message) + "}" }
}
