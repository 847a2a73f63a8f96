import Foundation
import Testing

/// `plumb check FILE`: both solvers on one file; exit 0 when they agree, 2 on bad input.
@Suite struct CheckCommandTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    @Test func check_reports_agreement_on_a_solvable_and_an_unsatisfiable_file() throws {
        let solvable = try folder.file("ok.txt", "edit w 900\nw <= 80 @ 1000\nx == w + 8 @ 1000\nsuggest w=100\n")
        let run = try Plumb.run(["check", solvable])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("the solvers agree"))
        let conflicting = try folder.file("conflict.txt", "x >= 10 @ 1000\nx <= 5 @ 1000\n")
        let rejected = try Plumb.run(["check", conflicting])
        #expect(rejected.status == 0, "both say unsatisfiable: they agree. \(rejected)")
    }

    @Test func check_exits_2_on_a_malformed_file() throws {
        let broken = try folder.file("broken.txt", "x == 1 @ 1000\nx === 2 @ 1000\n")
        let run = try Plumb.run(["check", broken])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("broken.txt:2:"))
    }
}
