import ConstraintSystem
import Foundation
import LayoutCase

/// The HTML of a report folder, written from its `summary.json` contents and its failure
/// folders: a page per failure (`failures/<signature>/index.html`, the minimized case played
/// again here for its film) and `index.html`. A run writes them with its final reports; `plumb
/// report DIR` writes them again from a run's folder. Each file is written whole (temp file,
/// then rename).
///
/// A crash or a hang is not played again in the writing process (it would take the report down
/// or stall it); nor is a case too large to draw usefully (`FilmLimits`): their pages say so and
/// keep everything else.
package enum ReportPages {
    /// What is played again for a page at most.
    package struct FilmLimits: Sendable {
        package var views = 150
        package var constraints = 2_000
        package var steps = 400

        package init() {}
    }

    /// Writes the pages (when `withPages`) and the index of `run` into `folder`.
    ///
    /// - Throws: `CaseError` for a failure's case file that cannot be read; a file system error
    ///   for a page that cannot be written.
    package static func write(_ run: FuzzSummary, folder: String, withPages: Bool, limits: FilmLimits = FilmLimits())
        throws
    {
        if withPages {
            let bugs = RunIndexPage.bugs(of: run)
            let engine = FilmEngine(run.options)
            for failure in run.failures {
                let bug = bugs.first { $0.signatures.contains(failure.signature) }
                let page = try page(for: failure, bug: bug, of: run, folder: folder, limits: limits, engine: engine)
                try ReportFiles.write(
                    page.html(), to: ReportFiles.join(folder, "failures/\(failure.signature)/index.html"))
            }
        }
        try ReportFiles.write(
            RunIndexPage(run: run, withPages: withPages).html(), to: ReportFiles.join(folder, "index.html"))
    }

    private static func page(
        for failure: FuzzSummary.Failure, bug: FuzzSummary.Bug?, of run: FuzzSummary, folder: String,
        limits: FilmLimits, engine: FilmEngine
    ) throws(CaseError) -> FailurePage {
        let ext = FuzzInput.fileExtension(of: run.options.target)
        let caseFolder = ReportFiles.join(folder, "failures/\(failure.signature)")
        let minimized = ReportFiles.join(caseFolder, "minimized.\(ext)")
        let path =
            FileManager.default.fileExists(atPath: minimized) ? minimized : ReportFiles.join(caseFolder, "case.\(ext)")
        let value = try FuzzInput.read(contentsOf: path)
        var page = FailurePage(
            run: (run, failure, bug), shownFile: path, value: value,
            film: film(of: value, kind: failure.kind, oracles: run.options.oracles, limits: limits, engine: engine),
            replay: failure.replay)
        page.playedOnAdapter = engine.command != nil
        return page
    }

    /// The film of a layout case, or why it is not made.
    static func film(
        of value: FuzzInput, kind: FindingKind?, oracles: [OracleName], limits: FilmLimits,
        engine: FilmEngine = FilmEngine()
    ) -> Result<CaseFilm, FailurePage.FilmRefusal> {
        guard case let .layout(value) = value else {
            return .failure(FailurePage.FilmRefusal(reason: "a solver script has no views to draw"))
        }
        if let kind, kind.endedThePlay {
            return .failure(
                FailurePage.FilmRefusal(
                    reason:
                        "the case \(kind == .crash ? "crashed" : "hung") in a worker; it is not played again here (it would take this process down or stall it): replay it with the command above"
                ))
        }
        let steps = value.steps.reduce(0) { $0 + 1 + $1.nested.count }
        guard value.views.count <= limits.views, value.constraints.count <= limits.constraints, steps <= limits.steps
        else {
            return .failure(
                FailurePage.FilmRefusal(
                    reason:
                        "\(value.views.count) views, \(value.constraints.count) constraints, \(steps) steps: more than a page draws (at most \(limits.views) views, \(limits.constraints) constraints, \(limits.steps) steps); minimize it first (plumb minimize)"
                ))
        }
        switch engine.player(oracles: oracles) {
        case nil: return .success(CaseFilm.record(value, oracles: oracles))
        case let .success(player)?: return .success(CaseFilm.record(value, on: player))
        case let .failure(error)?:
            return .failure(
                FailurePage.FilmRefusal(
                    reason:
                        "the case was played on the engine behind --adapter '\(engine.command ?? "")', which did not start here to draw it (\(error.message)): replay it with the command above"
                ))
        }
    }

    /// The engine a run's layout cases were played on, to play them again for their films: ours
    /// in this process, or the adapter the run named, started once on first use.
    final class FilmEngine {
        let command: String?
        private var started: Result<LayoutAdapter, ScriptSolverError>?

        init(_ options: RunOptions? = nil) {
            command = options?.target == .layout ? options?.adapter : nil
        }

        init(adapter: LayoutAdapter?) {
            command = adapter?.command
            started = adapter.map { .success($0) }
        }

        /// Nil for our engine in process.
        func player(oracles: [OracleName]) -> Result<AdapterCasePlayer, ScriptSolverError>? {
            guard let command else { return nil }
            if started == nil {
                started = Result { () throws(ScriptSolverError) in try LayoutAdapter(command: command) }
            }
            return started?.map { AdapterCasePlayer(oracles: oracles, adapter: $0) }
        }
    }

    /// One page for a case replayed on its own (`plumb replay CASE --html OUT`); `failingStep`:
    /// the step (for a script, the operations played) at which the replay failed, if it did.
    /// `adapter`: the layout engine the case was replayed on (nil: ours).
    package static func replayPage(
        _ value: FuzzInput, file: String, oracles: [OracleName], replay: String, failingStep: Int? = nil,
        limits: FilmLimits = FilmLimits(), adapter: LayoutAdapter? = nil
    ) -> String {
        let film = film(of: value, kind: nil, oracles: oracles, limits: limits, engine: FilmEngine(adapter: adapter))
        var page = FailurePage(run: nil, shownFile: file, value: value, film: film, replay: replay)
        page.playedOnAdapter = adapter != nil
        page.failingStep = failingStep
        return page.html()
    }
}
