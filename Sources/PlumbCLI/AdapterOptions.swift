import ArgumentParser
import Cassowary
import ConstraintSystem
import LayoutFuzz

/// `--adapter CMD`: play scripts on a solver behind a pipe (docs/solver-protocol.md), or layout
/// cases on a layout engine behind one (docs/layout-protocol.md), instead of ours. Shared by the
/// commands that play scripts and cases.
struct AdapterOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Play on the engine behind this adapter command (run with /bin/sh -c): scripts on a solver (docs/solver-protocol.md), cases on a layout engine (docs/layout-protocol.md).",
            discussion:
                "e.g. --adapter 'python3 adapters/kiwisolver.py' --target solver, or --adapter 'xvfb-run -a /usr/bin/python3 adapters/gtk4-constraint-layout.py'"
        ))
    var adapter: String?

    @Option(help: .hidden)
    var adapterTimeout: Double?

    /// The solver adapter started (nil without `--adapter`), its answers awaited at most `timeout` s.
    func start(for command: String, timeout: Double = 10) throws -> SolverAdapter? {
        try start(SolverAdapter.self, for: command, timeout: timeout)
    }

    /// The layout adapter started (nil without `--adapter`), its answers awaited at most `timeout` s.
    func startLayout(for command: String, timeout: Double = 10) throws -> LayoutAdapter? {
        try start(LayoutAdapter.self, for: command, timeout: timeout)
    }

    private func start<Adapter: AdapterProcess>(_: Adapter.Type, for command: String, timeout: Double) throws
        -> Adapter?
    {
        guard let adapter else { return nil }
        do {
            return try Adapter(command: adapter, timeout: adapterTimeout ?? timeout)
        } catch {
            throw CommandFailure(.badInput, "plumb \(command): --adapter '\(adapter)': \(error.message)")
        }
    }

    /// The solver scripts are played on: the adapter's, or ours.
    static func solver(_ adapter: SolverAdapter?, for command: String) throws -> any ScriptSolver {
        guard let adapter else { return IncrementalScriptSolver() }
        do {
            return try PipeScriptSolver(adapter)
        } catch {
            throw CommandFailure(.badInput, "plumb \(command): the adapter: \(error)")
        }
    }
}
