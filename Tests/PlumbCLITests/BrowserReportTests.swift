#if PLUMB_FAULTS
    import Foundation
    import Testing

    /// The HTML report checked in a real browser (headless chromium): `plumb fuzz` with a bug
    /// planted leaves `index.html` and a page per failure whose picture, after the page's script
    /// ran, has one rect per view per solver (the engine's and the judge's), marks the views whose
    /// determined frame differs, says which step of how many it shows, and gives the replay
    /// command; a clean run's index says nothing failed. Screenshots go to Reports/browser/ (the
    /// README's picture of a failure page is one). Skipped, saying so, only when no browser is
    /// installed.
    @Suite(.serialized, .enabled(if: Browser.executable != nil, Comment(rawValue: Browser.missing)))
    struct BrowserReportTests {
        let folder: TemporaryFolder

        init() throws { folder = try TemporaryFolder() }

        /// Planted bugs of both kinds: two in the solver (judged against the reference), two in the
        /// translation of views into constraints (judged against UIKit's rules, `spec`), one of
        /// them about right-to-left.
        static let faults = [
            "droppedInequality", "staleValueAfterSetConstant", "marginsAppliedTwice", "leadingNotFlippedInRightToLeft",
        ]

        /// The project's Reports folder, where the screenshots are kept for a person to look at.
        static let reports: String = {
            var root = URL(fileURLWithPath: #filePath)
            for _ in 0..<3 { root.deleteLastPathComponent() }  // BrowserReportTests.swift, PlumbCLITests, Tests
            return root.appendingPathComponent("Reports/browser").path
        }()

        /// The cases of the generator before swarm generation (`--swarm off`), whose first failures
        /// are about views' frames: the page drawing is what is tested here.
        @Test(arguments: faults) func aPlantedBugsPageShowsTheDifference(_ fault: String) throws {
            let out = folder.path(fault)
            let run = try Plumb.run(
                [
                    "fuzz", "--seed", "2026", "--duration", "120s", "--max-failures", "3", "--jobs", "1", "--swarm",
                    "off",
                    "--out", out,
                ],
                environment: ["PLUMB_PLANT": fault])
            #expect(run.status == 1, "\(fault) not found: \(run)")
            let summary = try JSONDecoder().decode(
                Summary.self, from: Data(contentsOf: URL(fileURLWithPath: out + "/summary.json")))
            let failure = try #require(
                summary.failures.first { $0.kind == "reference" || $0.kind == "spec" },
                "\(fault): no reference or spec failure: \(run)")
            let page = out + "/failures/\(failure.signature)/index.html"
            let dom = ReportDOM(html: try Browser.dom(of: page))
            #expect(dom.scriptStatus == "ok", "\(fault): the page's script did not run to its end")
            let figure = try #require(dom.shownFigure, "\(fault): no step shown")
            let judge = try #require(dom.first(#"data-judge="([a-z]+)""#))
            #expect(judge == (fault.hasPrefix("margins") || fault.hasPrefix("leading") ? "spec" : "reference"))
            let tableViews = figure.matches(of: try Regex(#"<tr data-view="([^"]*)""#)).compactMap {
                $0.output[1].substring.map(String.init)
            }
            let engine = ReportDOM.views(in: figure, element: "rect", classPrefix: "engine")
            let expected = ReportDOM.views(in: figure, element: "rect", classPrefix: "expected")
            #expect(!tableViews.isEmpty)
            #expect(engine == tableViews, "\(fault): one engine rect per view")
            #expect(expected == tableViews, "\(fault): one \(judge) rect per view")
            #expect(
                figure.components(separatedBy: "data-solver=\"\(judge)\"").count - 1 == tableViews.count,
                "\(fault): the judge's rects say whose they are")
            let differing = ReportDOM.views(in: figure, element: "rect", classPrefix: "engine differs")
            #expect(!differing.isEmpty, "\(fault): no view marked as differing")
            #expect(Set(differing).isSubset(of: Set(tableViews)))
            let label = try #require(dom.text(ofID: "step-count"))
            #expect(label.hasPrefix("step ") && label.contains(" of "), "\(label)")
            #expect(
                label.hasPrefix("step \(failure.minimizedStep ?? failure.step) of \(dom.stepCount - 1)"),
                "\(fault): \(label) with \(dom.stepCount) figures")
            let replay = try #require(dom.text(ofID: "replay"))
            #expect(replay.hasPrefix("swift run -c release plumb replay ") && replay.contains(failure.signature))
            if fault == "leadingNotFlippedInRightToLeft" {
                #expect(figure.contains("right to left") || figure.contains(" ←</text>"), "RTL is marked")
            }
            try Browser.screenshot(of: page, to: Self.reports + "/failure-\(fault).png")

            let index = ReportDOM(html: try Browser.dom(of: out + "/index.html"))
            #expect(index.scriptStatus == "ok")
            #expect(index.html.contains("href=\"failures/\(failure.signature)/index.html\""))
            #expect(!index.html.contains("id=\"clean\""))
        }

        @Test func aCleanRunsIndexSaysNothingFailed() throws {
            let out = folder.path("clean")
            let run = try Plumb.run(["fuzz", "--seed", "7", "--cases", "12", "--jobs", "0", "--out", out])
            #expect(run.status == 0, "\(run)")
            let dom = ReportDOM(html: try Browser.dom(of: out + "/index.html"))
            #expect(dom.scriptStatus == "ok")
            #expect(dom.text(ofID: "clean")?.hasPrefix("Nothing failed: every oracle held") == true)
            #expect(dom.html.contains("<tr data-oracle=\"reference\">"))
            #expect(!dom.html.contains("id=\"bug-table\""))
            try Browser.screenshot(of: out + "/index.html", to: Self.reports + "/clean-index.png", height: 900)
        }

        struct Summary: Decodable {
            struct Failure: Decodable {
                var signature: String
                var kind: String
                var step: Int
                var minimizedStep: Int?
            }
            var failures: [Failure]
        }
    }
#endif
