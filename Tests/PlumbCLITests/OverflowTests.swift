import Foundation
import Testing

/// A system whose numbers are each finite but whose answer is not (`y == 2*x` with `x == 1e308`)
/// ends `plumb solve` (every solver, text or JSON) and `plumb check` with exit 2 and one line
/// naming the file and the variable that overflows: it used to trap while formatting the answer,
/// and `check` said "the solvers agree (tolerance inf)".
@Suite struct OverflowTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    static let overflowing = """
        x == 1e308 @ 1000
        y == 2*x @ 1000
        """

    @Test(arguments: [
        ["solve"], ["solve", "--json"], ["solve", "--solver", "reference"], ["solve", "--solver", "exact-dense"],
        ["solve", "--solver", "reference", "--ranges"], ["check"],
    ])
    func an_answer_that_overflows_exits_2_naming_the_variable(arguments: [String]) throws {
        let path = try folder.file("big.txt", Self.overflowing)
        let run = try Plumb.run(arguments + [path])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderr.hasPrefix("plumb \(arguments[0]): \(path): "), "\(run)")
        #expect(run.stderr.contains("y = inf"), "\(run)")
        #expect(run.stderr.filter(\.isNewline).count == 1, "one line: \(run)")
    }

    @Test func large_numbers_whose_answer_fits_still_solve() throws {
        let path = try folder.file("fits.txt", "x == 1e300 @ 1000\ny == 0.5*x @ 1000\n")
        let run = try Plumb.run(["solve", path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "x = 1e+300\ny = 5e+299\n", "\(run)")
    }
}
