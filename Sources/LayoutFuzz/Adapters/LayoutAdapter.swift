import ConstraintSystem
import Foundation
import LayoutCase

/// The adapter of a layout engine behind the layout protocol (docs/layout-protocol.md): one JSON
/// object a line each way. Its hello declares what the engine supports (`CaseSupport`) and what
/// its frames mean (`LayoutSemantics`); `load` builds a case's window afresh, `step` plays one
/// step, and each answers the frames after the layout, a refusal, or an error.
package final class LayoutAdapter: AdapterProcess, @unchecked Sendable {
    /// What the hello said.
    package private(set) var name = ""
    package private(set) var support = CaseSupport()
    package private(set) var semantics = LayoutSemantics()

    /// One answer: the frames, or the engine's refusal of what it was asked.
    package enum Answer: Equatable, Sendable {
        /// Every view in the window, in window coordinates, and the constraints the engine broke
        /// (nil when it does not say).
        case frames([String: CaseRect], broken: [String]?)
        /// The layout never settled (the case feeds frames back into its constraints): nothing
        /// is judged on it, and the case ends there, as in process.
        case unsettled
        case refused(String)
    }

    /// Starts the adapter and reads its hello.
    ///
    /// - Throws: `ScriptSolverError` when it cannot start, says no hello, or says another protocol.
    package required init(command: String, timeout: Double = 10) throws(ScriptSolverError) {
        try super.init(command: command, timeout: timeout)
    }

    private struct Hello: Decodable {
        var version: Int
        var name: String
        var supports: CaseSupport?
        var semantics: LayoutSemantics?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case version = "plumb-layout"
            case name, supports, semantics
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
            version = try container.decode(Int.self, forKey: .version)
            name = try container.decode(String.self, forKey: .name)
            supports = try container.decodeIfPresent(CaseSupport.self, forKey: .supports)
            semantics = try container.decodeIfPresent(LayoutSemantics.self, forKey: .semantics)
        }
    }

    override func accept(hello: String) throws(ScriptSolverError) {
        let read: Hello
        do {
            read = try JSONDecoder().decode(Hello.self, from: Data(hello.utf8))
        } catch {
            throw ScriptSolverError(
                .protocolViolation,
                "the adapter's first line is '\(hello.prefix(160))', not a layout hello: "
                    + ((error as? DecodingError).map { "\(CaseError($0, file: nil))" } ?? "not JSON"))
        }
        guard read.version == 1 else {
            throw ScriptSolverError(
                .protocolViolation, "the adapter speaks layout protocol \(read.version); plumb speaks 1")
        }
        guard !read.name.isEmpty, !read.name.contains(" ") else {
            throw ScriptSolverError(.protocolViolation, "the adapter's name '\(read.name)' is not one word")
        }
        name = read.name
        support = read.supports ?? CaseSupport()
        semantics = read.semantics ?? LayoutSemantics()
    }

    /// A fresh window with `value`'s views and constraints (its steps are not sent), laid out.
    package func load(_ value: Case) throws(ScriptSolverError) -> Answer {
        var plain = value
        plain.steps = []
        startErrorTail()  // a crash report quotes what the engine wrote for this case only
        return try exchange(#"{"op":"load","case":"# + CaseFile.line(plain) + "}", label: "load")
    }

    /// One step played, then laid out.
    package func play(_ step: CaseStep) throws(ScriptSolverError) -> Answer {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(step) else { preconditionFailure("a step always encodes") }
        return try exchange(#"{"op":"step","step":"# + String(decoding: data, as: UTF8.self) + "}", label: step.op)
    }

    private func exchange(_ line: String, label: String) throws(ScriptSolverError) -> Answer {
        let answer = try request(line)
        do {
            return try LayoutAdapter.parse(answer)
        } catch {
            // Out of step, perhaps: the next request starts a fresh process.
            if error.kind == .protocolViolation { abandon() }
            throw ScriptSolverError(error.kind, "'\(label)': \(error.message)")
        }
    }

    /// Reads one answer line.
    static func parse(_ line: String) throws(ScriptSolverError) -> Answer {
        let quoted = "'\(line.prefix(160))'"
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            throw ScriptSolverError(.protocolViolation, "the answer \(quoted) is not a JSON object")
        }
        if let message = object["refused"] as? String, object.count == 1 { return .refused(message) }
        if let message = object["error"] as? String, object.count == 1 { throw ScriptSolverError(.failed, message) }
        guard let frames = object["frames"] as? [String: Any],
            Set(object.keys).isSubset(of: ["frames", "broken", "unsettled"])
        else {
            throw ScriptSolverError(
                .protocolViolation, "the answer \(quoted) has neither frames, refused nor error alone")
        }
        if let unsettled = object["unsettled"] {
            guard let flag = unsettled as? Bool else {
                throw ScriptSolverError(.protocolViolation, "unsettled is not true or false in \(quoted)")
            }
            if flag { return .unsettled }
        }
        var rects: [String: CaseRect] = [:]
        for (id, value) in frames {
            guard let numbers = value as? [Any], numbers.count == 4,
                case let values = numbers.compactMap({ ($0 as? NSNumber)?.doubleValue }), values.count == 4
            else {
                throw ScriptSolverError(.protocolViolation, "frames.\(id) is not [x, y, width, height] in \(quoted)")
            }
            guard values.allSatisfy(\.isFinite) else {
                throw ScriptSolverError(.failed, "frames.\(id) holds a number that is not finite: \(values)")
            }
            rects[id] = CaseRect(x: values[0], y: values[1], width: values[2], height: values[3])
        }
        var broken: [String]?
        if let value = object["broken"] {
            guard let ids = value as? [String] else {
                throw ScriptSolverError(.protocolViolation, "broken is not a list of constraint ids in \(quoted)")
            }
            broken = ids.sorted()
        }
        return .frames(rects, broken: broken)
    }
}
