import ConstraintSystem
import LayoutEngine

/// `vfl`: a visual format read back. A string the parser accepts makes constraints; printed back
/// as formats (`VisualFormatPrinter`) and read again, those it could print make the same
/// constraints. A string it refuses gets UIKit's message: what was wrong, the string, and a caret
/// at a place inside it (never a trap, which the worker would report as a crash).
enum FormatOracle {
    static func check(_ seen: StepObservation) -> OracleOutcome {
        let records = seen.runner.records.formats.filter { $0.step == seen.step }
        guard !records.isEmpty else { return .absent("no visual format in this step") }
        var problems: [String] = []
        for record in records {
            switch record.outcome {
            case let .failure(error): problems += messageProblems(error, record.format.format)
            case let .success(made): problems += roundTripProblems(made, record)
            }
        }
        return problems.isEmpty ? .passed : .failed(problems)
    }

    /// The message's three lines: the reason, the string as given, spaces and a caret.
    static func messageProblems(_ error: VisualFormatError, _ format: String) -> [String] {
        let prefix = "Unable to parse constraint format: "
        guard error.format == format else { return ["the error quotes '\(error.format)', not the format '\(format)'"] }
        guard (0...format.count).contains(error.position) else {
            return ["the caret of '\(format)' is at \(error.position), outside the string (0...\(format.count))"]
        }
        let message = error.description
        let expected =
            prefix + error.reason + "\n" + format + "\n" + String(repeating: " ", count: error.position) + "^"
        guard !error.reason.isEmpty, message == expected else {
            return ["the error for '\(format)' is not reason, string and caret: \(message)"]
        }
        return []
    }

    static func roundTripProblems(_ made: [LayoutConstraint], _ record: FormatRecord) -> [String] {
        let names = Dictionary(record.views.map { (ObjectIdentifier($0.value), $0.key) }, uniquingKeysWith: min)
        let printed = VisualFormatPrinter.print(made, views: record.views)
        let unprinted = Set(printed.unprinted.map(ObjectIdentifier.init))
        var problems: [String] = []
        var reread: [LayoutConstraint] = []
        for line in printed.lines {
            do {
                reread += try LayoutConstraint.constraints(
                    withVisualFormat: line.format, options: line.options, views: record.views)
            } catch {
                problems.append("'\(record.format.format)' printed as '\(line)', which does not read: \(error.reason)")
            }
        }
        let expected = made.filter { !unprinted.contains(ObjectIdentifier($0)) }.map { text($0, names) }.sorted()
        let actual = reread.map { text($0, names) }.sorted()
        if problems.isEmpty, expected != actual {
            let missing = expected.filter { !actual.contains($0) }
            let extra = actual.filter { !expected.contains($0) }
            problems.append(
                "'\(record.format.format)' printed as \(printed.lines.map { "'\($0)'" }.joined(separator: ", ")) reads back differently: "
                    + "made \(missing.isEmpty ? "the same" : missing.joined(separator: "; ")), read back \(extra.isEmpty ? "the same" : extra.joined(separator: "; "))"
            )
        }
        return problems
    }

    /// `a.trailing == b.leading × 1 + 8 @ 1000`, views by their dictionary names.
    static func text(_ constraint: LayoutConstraint, _ names: [ObjectIdentifier: String]) -> String {
        func name(_ item: AnyObject?) -> String { item.map { names[ObjectIdentifier($0)] ?? "superview" } ?? "" }
        let second =
            constraint.secondItem == nil
            ? ""
            : "\(name(constraint.secondItem)).\(constraint.secondAttribute.rawValue) × \(NumberText.format(constraint.multiplier)) + "
        return
            "\(name(constraint.firstItem)).\(constraint.firstAttribute.rawValue) \(constraint.relation) \(second)\(NumberText.format(constraint.constant)) @ \(NumberText.format(constraint.priority.value))"
    }
}
