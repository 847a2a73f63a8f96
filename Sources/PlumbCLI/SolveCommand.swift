import ArgumentParser
import Cassowary
import ConstraintSystem
import Foundation
import ReferenceSolver

/// `plumb solve FILE`: solves a FORMAT.md file and prints each variable's value, sorted by name,
/// and each optional priority's total error.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a constraint system (FORMAT.md) or play an operation script (FORMAT-v2.md).",
        discussion: """
            A version-1 file prints each variable's value and each priority's error. A version-2 \
            script is played operation by operation (set-constant and set-priority in place, removals \
            through remove); every rejection and every check line is printed with its verdict, then \
            the final state. With --solver reference each point is solved from scratch, and a check \
            on a value the optimum leaves free is reported as invalid.
            Exit status: 0 solved (every check passed), 1 unsatisfiable (version 1) or a check \
            failed, 2 bad input (a malformed file, an invalid check).
            """)

    enum SolverChoice: String, ExpressibleByArgument, CaseIterable {
        /// The incremental Cassowary solver (the engine under test).
        case incremental
        /// The exact reference solver (the oracle); values are printed as the nearest Double.
        case reference
        /// The reference's dense exact solver alone, from scratch: its third opinion (slow).
        case exactDense = "exact-dense"
    }

    @Argument(help: "A constraint system (FORMAT.md) or an operation script (FORMAT-v2.md).")
    var file: String

    @Option(help: "The solver to use.")
    var solver: SolverChoice = .incremental

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    @OptionGroup var adapterOptions: AdapterOptions

    @Flag(help: "With --solver reference: each variable's range over the optimal set, and the determined ones.")
    var ranges = false

    func validate() throws {
        if ranges && solver == .incremental { throw ValidationError("--ranges needs --solver reference") }
    }

    func run() throws {
        let script = try SystemFile.readScript(file, for: "solve")
        if solver != .incremental {
            try ReferenceLimit.refuse(
                script, command: "solve", file: file,
                method: solver == .exactDense ? .dense : ReferenceSolver.defaultMethod, ranges: ranges)
        }
        if script.version == 2 || adapterOptions.adapter != nil { return try runScript(script) }
        let system = try SystemFile.read(file, for: "solve")
        let solution: SystemSolution
        switch solver {
        case .incremental:
            do {
                solution = try SystemSolution.solve(system)
            } catch {
                throw CommandFailure(.badInput, "plumb solve: \(file): \(error)")
            }
        case .reference, .exactDense:
            let reference = ReferenceSolver.solve(
                system, ranges: ranges, method: solver == .exactDense ? .dense : .certified)
            solution = SystemSolution(reference)
            try SolutionOverflow.refuse(
                solution, ranges: reference.ranges.map { ($0.name, $0.lowest?.doubleValue, $0.highest?.doubleValue) },
                command: "solve", file: file)
            if ranges && reference.status == .ok {
                let lines = solution.conflict.map { system.source?.constraintLines[$0] ?? $0 + 1 }
                print(
                    json
                        ? SolveReport.json(solution, conflictLines: lines, ranges: reference.ranges)
                        : SolveReport.text(solution, file: file, conflictLines: lines) + "\n"
                            + SolveReport.text(reference.ranges))
                return
            }
        }
        try SolutionOverflow.refuse(solution, command: "solve", file: file)
        let lines = solution.conflict.map { system.source?.constraintLines[$0] ?? $0 + 1 }
        print(
            json
                ? SolveReport.json(solution, conflictLines: lines)
                : SolveReport.text(solution, file: file, conflictLines: lines))
        if solution.status == .unsatisfiable { throw CommandFailure(.negative, "") }
    }
}

extension SolveCommand {
    /// A version-2 script: every operation played in order, a line per rejection and per check
    /// line, then the final state. Exit 1 when a check fails, 2 when one is invalid (it pins a
    /// value the optimum leaves free, which only the reference can tell) or the script is wrong.
    func runScript(_ script: OperationScript) throws {
        if json || ranges {
            throw CommandFailure(
                .badInput, "plumb solve: --json and --ranges read version-1 files; \(file) is a version-2 script")
        }
        let adapter = try adapterOptions.start(for: "solve")
        if solver == .exactDense { ReferenceSolver.defaultMethod = .dense }
        let tested =
            solver == .incremental ? try AdapterOptions.solver(adapter, for: "solve") : ReferenceScriptSolver()
        let player = ScriptPlayer(script, on: tested)
        var outcomes: [StepOutcome] = []
        do {
            while let outcome = try player.step() {
                outcomes.append(outcome)
                if let line = ScriptReport.line(outcome) { print(line) }
            }
            let (names, observation) = try player.observeAll()
            print("final state after line \(script.line(of: max(0, script.operations.count - 1))):")
            for line in ScriptReport.finalState(names: names, observation: observation) { print("  " + line) }
        } catch let error as ScriptPlayError {
            throw CommandFailure(
                error.isScriptError ? .badInput : .negative,
                "plumb solve: " + (error.isScriptError ? "" : "\(file): ") + "\(error)")
        }
        let summary = ScriptReport.summary(outcomes)
        print(summary.text)
        if summary.invalid > 0 {
            throw CommandFailure(.badInput, "plumb solve: \(file): a check names a value the optimum leaves free")
        }
        if summary.failed > 0 { throw CommandFailure(.negative, "") }
    }
}

/// How `plumb solve` prints a solution.
enum SolveReport {
    static func text(_ solution: SystemSolution, file: String, conflictLines: [Int]) -> String {
        switch solution.status {
        case .unsatisfiable:
            let lines = conflictLines.map(String.init).joined(separator: ", ")
            return "unsatisfiable: the required constraints on lines \(lines) of \(file) cannot all hold"
        case .ok:
            let values = solution.values.map { "\($0.name) = \(NumberText.format($0.value))" }
            let errors = solution.errors.map { "error @\($0.priority) = \(NumberText.format($0.error))" }
            return (values + errors).joined(separator: "\n")
        }
    }

    /// `range NAME = [LOW, HIGH]` lines (`-inf`/`inf` where unbounded), then the determined names.
    static func text(_ ranges: [ReferenceSolution.VariableRange]) -> String {
        let lines = ranges.map {
            "range \($0.name) = [\($0.lowest.map { NumberText.format($0.doubleValue) } ?? "-inf"), \($0.highest.map { NumberText.format($0.doubleValue) } ?? "inf")]"
        }
        return (lines + ["determined: " + ranges.filter(\.isDetermined).map(\.name).joined(separator: " ")]).joined(
            separator: "\n")
    }

    struct JSONShape: Encodable {
        var status: String
        var values: [String: Double]
        var errors: [String: Double]
        var conflict: [Int]
        /// With --ranges: [low, high] per variable, null where unbounded.
        var ranges: [String: [Double?]]?
        var determined: [String]?
    }

    static func json(_ solution: SystemSolution, conflictLines: [Int], ranges: [ReferenceSolution.VariableRange]? = nil)
        -> String
    {
        let shape = JSONShape(
            status: solution.status.rawValue,
            values: Dictionary(uniqueKeysWithValues: solution.values.map { ($0.name, $0.value) }),
            errors: Dictionary(uniqueKeysWithValues: solution.errors.map { ($0.priority.description, $0.error) }),
            conflict: conflictLines,
            ranges: ranges.map { list in
                Dictionary(
                    uniqueKeysWithValues: list.map { ($0.name, [$0.lowest?.doubleValue, $0.highest?.doubleValue]) })
            },
            determined: ranges.map { $0.filter(\.isDetermined).map(\.name) })
        return JSONLine.encode(shape)
    }
}

/// One JSON object on one line, keys sorted, so that the same input prints the same bytes.
enum JSONLine {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every number we encode is finite, so encoding cannot fail.
        return String(decoding: try! encoder.encode(value), as: UTF8.self)
    }
}
