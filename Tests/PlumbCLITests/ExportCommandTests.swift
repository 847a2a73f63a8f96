import ConstraintSystem
import Foundation
import Testing

/// `plumb export CASE [--step K]` run as a subprocess: the engine's constraint system at a step,
/// in FORMAT.md, with variables named `item.minX` …, each origin measured from its superview's.
@Suite struct ExportCommandTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    /// The box's system with its height constant; everything else stays put between steps.
    static func system(path: String, step: Int, height: Int) -> String {
        """
        # \(path) at step \(step)
        window.minX == 0 @ 1000
        window.minY == 0 @ 1000
        window.width == 320 @ 1000
        window.height == 480 @ 1000
        box.minX == 10 @ 1000
        box.minY == 20 @ 1000
        box.height == \(height) @ 1000
        box.width >= 200 @ 1000
        box.width == 50 @ 750

        """
    }

    @Test func step_0_is_the_initial_layout_and_the_default_is_after_every_step() throws {
        let path = try folder.file("box.json", CaseFixture.box)
        let initial = try Plumb.run(["export", path, "--step", "0"])
        #expect(initial.status == 0, "\(initial)")
        #expect(initial.stdout == Self.system(path: path, step: 0, height: 30))
        let after = try Plumb.run(["export", path])
        #expect(after.status == 0, "\(after)")
        #expect(after.stdout == Self.system(path: path, step: 2, height: 40))
        let first = try Plumb.run(["export", path, "--step", "1"])
        #expect(first.stdout == Self.system(path: path, step: 1, height: 40), "the constant changed at step 1")
    }

    @Test func the_export_reads_back_and_solves_to_the_case_frames() throws {
        let path = try folder.file("box.json", CaseFixture.box)
        let export = try Plumb.run(["export", path])
        #expect(export.status == 0, "\(export)")
        let system = try FormatReader.parse(export.stdout, file: "export")
        #expect(system.constraints.count == 9)
        let file = try folder.file("box.txt", export.stdout)
        let solved = try Plumb.run(["solve", "--solver", "reference", file])
        #expect(solved.status == 0, "\(solved)")
        let values = solved.stdout.split(separator: "\n").filter { $0.hasPrefix("box.") }
        #expect(values == ["box.height = 40", "box.minX = 10", "box.minY = 20", "box.width = 200"])
    }

    @Test(arguments: ["3", "-1", "100"])
    func a_step_out_of_range_exits_2(step: String) throws {
        let path = try folder.file("box.json", CaseFixture.box)
        let run = try Plumb.run(["export", path, "--step=\(step)"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "plumb export: --step \(step) is out of range; \(path) has steps 0 to 2\n")
    }
}
