import ConstraintSystem
import Foundation
import LayoutCase

/// The page of one failure (`failures/<signature>/index.html`): what failed, the verdict
/// recomputed on the case the page shows (the minimized one when there is one), the bug's other
/// symptoms, the replay command; for a layout case the film of its steps (`FilmSVG`, with a
/// table of the frames at each step) and the case as code; for a solver script the script with
/// the failing line marked. Without a run (`plumb replay CASE --html`) it shows what the replay
/// found.
struct FailurePage {
    /// The run and its failure the page belongs to (nil for a replay's page).
    var run: (summary: FuzzSummary, failure: FuzzSummary.Failure, bug: FuzzSummary.Bug?)?
    /// The file the page shows and replays (the minimized case when there is one).
    var shownFile: String
    var value: FuzzInput
    /// The case played again for the page, or why it was not (a crash, a hang, too large).
    var film: Result<CaseFilm, FilmRefusal>
    var replay: String
    /// Without a run: the step at which the replay failed (for a script, its failing line).
    var failingStep: Int?
    /// Whether the case was played on a layout engine behind an adapter: no Swift test of our
    /// engine is offered for it.
    var playedOnAdapter = false

    struct FilmRefusal: Error {
        var reason: String
    }

    /// The failure's kind and message: the run's, or the replay's first finding.
    private var headline: (kind: String, message: String)? {
        if let run { return (run.failure.kind.name, run.failure.minimizedProblems?.first ?? run.failure.message) }
        guard case let .success(film) = film, let first = film.verdict.findings.first else { return nil }
        return (first.kind.name, first.message)
    }

    var title: String {
        guard let headline else { return "\(shownFile): every oracle held" }
        return "\(headline.kind) failed: " + (run?.failure.signature ?? shownFile)
    }

    func html() -> String {
        var body = "<header>\n"
        if run != nil { body += "<p><a href=\"../../index.html\">← the run</a></p>\n" }
        if let headline {
            body +=
                "<h1>\(HTMLText.text(headline.kind)) failed\(run?.bug.map { " · bug \($0.number)" } ?? "")</h1>\n"
            body += "<p class=\"message\" id=\"message\">\(HTMLText.text(headline.message))</p>\n"
        } else {
            body +=
                "<h1>\(HTMLText.text(shownFile))</h1>\n<p class=\"clean passed\" id=\"clean\">Every oracle held.</p>\n"
        }
        body += "</header>\n"
        body += verdictSection() + replaySection()
        switch value {
        case let .layout(value):
            body += filmSection()
            body += problemsSection()
            body += codeSection(value)
        case let .script(script):
            body += problemsSection()
            body += scriptSection(script)
        }
        return ReportPage.document(title: title, body: body)
    }

    private var unit: String { value.target == .layout ? "step" : "operation" }

    private func verdictSection() -> String {
        var out = "<section id=\"verdict\">\n<h2>Verdict</h2>\n"
        if case let .success(film) = film {
            out += "<p>Played again for this page (\(HTMLText.text(shownFile))):</p>\n<ul id=\"verdict-now\">\n"
            if film.verdict.findings.isEmpty {
                out +=
                    "<li class=\"passed\">every oracle held: the failure does not show in this process (a fault planted in the run's process, or a fixed bug)</li>\n"
            }
            for finding in film.verdict.findings {
                out +=
                    "<li><span class=\"failed\">\(HTMLText.text(finding.kind.name))</span> at \(unit) \(finding.step): \(HTMLText.text(finding.message))</li>\n"
            }
            out += "</ul>\n"
        } else if let failure = run?.failure, let step = failure.minimizedStep,
            let message = failure.minimizedProblems?.first
        {
            out +=
                "<p>On the minimized case: <span class=\"failed\">\(HTMLText.text(failure.kind.name))</span> at \(unit) \(step): \(HTMLText.text(message))</p>\n"
        }
        if let (summary, failure, bug) = run {
            out +=
                "<p>First found at \(unit) \(failure.step) of case \(failure.firstCase) of seed \(summary.seed) (\(failure.count) case\(failure.count == 1 ? "" : "s") in all): \(HTMLText.text(failure.message))</p>\n"
            if let bug, bug.signatures.count > 1 {
                let others = bug.signatures.filter { $0 != failure.signature }.map {
                    "<a href=\"../\(HTMLText.attribute($0))/index.html\">\(HTMLText.text($0))</a>"
                }
                out +=
                    "<p id=\"bug\">Bug \(bug.number) of the run also shows as \(others.joined(separator: ", ")).</p>\n"
            }
            out += "<p class=\"muted\">Signature: <code>\(HTMLText.text(failure.signature))</code></p>\n"
        }
        return out + "</section>\n"
    }

    private func replaySection() -> String {
        var out = "<section id=\"replay-section\">\n<h2>Replay</h2>\n"
        out += "<pre><code id=\"replay\">\(HTMLText.text(replay))</code></pre>\n"
        if value.target == .layout, !playedOnAdapter {
            out +=
                "<p>As a Swift Testing regression test to paste into Tests/:</p>\n<pre><code id=\"swift-command\">\(HTMLText.text(replay + " --swift"))</code></pre>\n"
        }
        return out + "</section>\n"
    }

    private func filmSection() -> String {
        var out = "<section id=\"film\">\n<h2>The window, step by step</h2>\n"
        switch film {
        case let .failure(refusal):
            return out + "<p class=\"muted\" id=\"no-film\">\(HTMLText.text(refusal.reason))</p>\n</section>\n"
        case let .success(film):
            out += """
                <p class="legend"><span><span class="swatch" style="background: rgba(0,113,227,.15); border: 1.5px solid #0071e3"></span>the engine</span>\
                <span><span class="swatch" style="border: 1.5px dashed #17692b"></span>\(HTMLText.text(film.judge.caption))</span>\
                <span><span class="swatch" style="background: rgba(214,0,28,.25); border: 2px solid #d6001c"></span>a determined frame that differs</span>\
                <span><span class="swatch" style="border: 1.5px dotted #8a5cc2"></span>margins</span>\
                <span><span class="swatch" style="border: 1.5px dashed #e08a00"></span>safe area</span></p>

                """
            let last = film.steps.count - 1
            out +=
                "<div class=\"film-player\" data-steps=\"\(film.steps.count)\" data-judge=\"\(film.judge.rawValue)\">\n"
            out += "<div class=\"controls\"><button class=\"previous\" type=\"button\">◀ previous</button>"
            out +=
                "<input class=\"step-slider\" type=\"range\" min=\"0\" max=\"\(max(0, last))\" value=\"\(max(0, last))\" aria-label=\"step\">"
            out +=
                "<button class=\"next\" type=\"button\">next ▶</button> <span class=\"step-label\" id=\"step-count\">step \(film.steps.last?.step ?? 0) of \(film.steps.last?.step ?? 0)</span></div>\n"
            for (index, frames) in film.steps.enumerated() {
                out +=
                    "<figure class=\"step\" data-step=\"\(frames.step)\" data-label=\"\(HTMLText.attribute(frames.label))\" data-differing=\"\(frames.differing.count)\"\(index == last ? "" : " hidden")>\n"
                out += FilmSVG.svg(frames, judge: film.judge, hidden: false)
                out += frameTable(frames, judge: film.judge)
                out += "</figure>\n"
            }
            out += "</div>\n"
            return out + "</section>\n"
        }
    }

    private func frameTable(_ frames: StepFrames, judge: CaseFilm.Judge) -> String {
        var out = "<figcaption>\n<p>\(HTMLText.text(frames.label)) · \(HTMLText.text(frames.outcomes))</p>\n"
        out += "<p>window \(FilmSVG.number(frames.windowSize.width)) × \(FilmSVG.number(frames.windowSize.height))"
        out += frames.rightToLeft ? ", right to left" : ", left to right"
        out += "</p>\n"
        if let silence = frames.judgeSilence { out += "<p class=\"muted\">\(HTMLText.text(silence))</p>\n" }
        out +=
            "<table class=\"frames\">\n<tr><th>view</th><th>engine</th><th>\(judge.rawValue)</th><th>differs</th></tr>\n"
        for view in frames.views {
            let differs = view.differs.joined(separator: ", ")
            let expected = view.expected.map(FilmSVG.text) ?? "—"
            out +=
                "<tr data-view=\"\(HTMLText.attribute(view.id))\"\(differs.isEmpty ? "" : " class=\"failed\"")><td>\(HTMLText.text(view.id))\(view.isHidden ? " (hidden)" : "")</td><td>\(FilmSVG.text(view.engine))</td><td>\(expected)</td><td>\(HTMLText.text(differs))</td></tr>\n"
        }
        return out + "</table>\n</figcaption>\n"
    }

    private func problemsSection() -> String {
        let problems: [String]
        if case let .success(film) = film,
            let shown = film.verdict.findings.first(where: { $0.kind == run?.failure.kind })
                ?? film.verdict.findings.first
        {
            problems = shown.problems
        } else if let failure = run?.failure {
            problems = failure.minimizedProblems ?? failure.problems
        } else {
            return ""
        }
        guard problems.count > 1 else { return "" }
        var out = "<section id=\"problems\">\n<h2>What differs</h2>\n<ul>\n"
        for problem in problems.prefix(60) { out += "<li><code>\(HTMLText.text(problem))</code></li>\n" }
        if problems.count > 60 { out += "<li class=\"muted\">… \(problems.count - 60) more in verdict.txt</li>\n" }
        return out + "</ul>\n</section>\n"
    }

    /// The case as Swift on LayoutEngine's API (`CaseCode`, what `--swift` builds on), a block
    /// per step that the film's slider highlights; the case file below it, folded.
    private func codeSection(_ value: Case) -> String {
        let code = CaseCode(value)
        var out = "<section id=\"case\">\n<h2>The case as code</h2>\n<pre class=\"code\">"
        for line in code.declarations { out += HTMLText.text(line) + "\n" }
        if !code.declarations.isEmpty { out += "\n" }
        out += "<div class=\"code-step\" data-code-step=\"0\">"
        out += HTMLText.text("// the initial layout") + "\n"
        for line in code.setup { out += HTMLText.text(line) + "\n" }
        out += "</div>"
        for (index, lines) in code.steps.enumerated() {
            out += "<div class=\"code-step\" data-code-step=\"\(index + 1)\">"
            out += HTMLText.text("// step \(index + 1): \(value.steps[index].op)") + "\n"
            for line in lines { out += HTMLText.text(line) + "\n" }
            out += "</div>"
        }
        out += "</pre>\n"
        out += "<details><summary>The case file (\(HTMLText.text(shownFile)))</summary>\n"
        out += "<pre><code>\(HTMLText.text(String(decoding: CaseFile.encode(value), as: UTF8.self)))</code></pre>\n"
        return out + "</details>\n</section>\n"
    }

    private func scriptSection(_ script: OperationScript) -> String {
        let failing = (run.map { $0.failure.minimizedStep ?? $0.failure.step } ?? failingStep ?? 0) - 1
        let failingLine = script.operations.indices.contains(failing) ? script.line(of: failing) : nil
        let text = String(decoding: value.fileBytes, as: UTF8.self)
        var out = "<section id=\"script\" class=\"script\">\n<h2>The script</h2>\n<pre>"
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().enumerated() {
            let number = index + 1
            let mark = number == failingLine ? " class=\"failing\" id=\"failing-line\"" : ""
            out += "<span\(mark)>\(String(format: "%4d", number))  \(HTMLText.text(String(line)))</span>\n"
        }
        out += "</pre>\n"
        if let failingLine { out += "<p>Line \(failingLine) is the operation after which it failed.</p>\n" }
        return out + "</section>\n"
    }
}
