import Benchmarking
import Foundation
import LayoutEngine
import Testing

/// `plumb bench --layout`: the layout-engine benchmark's screen and its report (figures are not
/// judged here: speed is measured by the benchmark itself, never asserted by a test).
@Suite struct LayoutBenchCommandTests {
    @Test func layout_bench_prints_every_figure_for_the_screen() throws {
        let run = try Plumb.run(["bench", "--layout", "40", "--budget", "0.3", "--repeat", "3"])
        #expect(run.status == 0, "\(run)")
        let object = try #require(jsonObject(run.stdout))
        #expect(object["views"] as? Int == 40)
        #expect(object["workload"] as? String == "layout-tree-40")
        for key in [
            "scratch_us", "local_edit_us", "cascade_edit_us", "local_ratio", "cascade_ratio",
            "first_layout_per_view_us",
        ] {
            let figure = object[key] as? Double
            #expect(figure != nil && figure! > 0 && figure!.isFinite, "\(key): \(String(describing: object[key]))")
        }
        #expect((object["cascade_moved_views"] as? Int ?? 0) >= 1)
    }

    @Test func scaling_prints_a_line_per_size_a_table_and_a_plot() throws {
        let folder = try TemporaryFolder()
        let plot = folder.path("scaling.svg")
        let run = try Plumb.run(["bench", "--scaling", "20", "60", "--plot", plot])
        #expect(run.status == 0, "\(run)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let objects = lines.prefix(2).compactMap { jsonObject($0) }
        #expect(objects.map { $0["workload"] as? String } == ["layout-scaling-20", "layout-scaling-60"])
        for object in objects {
            #expect(object["seeds"] as? Int == 3)
            #expect((object["first_layout_per_view_us_by_seed"] as? [Double])?.count == 3)
            for key in ["first_layout_per_view_us", "edit_median_us"] {
                let figure = object[key] as? Double
                #expect(figure != nil && figure! > 0 && figure!.isFinite, "\(key): \(String(describing: object[key]))")
            }
        }
        #expect(lines.count == 6 && lines[2].hasPrefix("views   first layout µs/view"), "\(run)")
        #expect(lines[3].contains("1.00"), "the smallest size is the table's unit: \(lines[3])")
        let svg = try String(contentsOfFile: plot, encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.contains("<polyline") && svg.hasSuffix("</svg>\n"))
        #expect(svg.components(separatedBy: "<circle").count - 1 == 4, "two points in each of two series")
    }

    /// The executable asks mimalloc for 2 MiB pages at start, as a default the environment can
    /// still override; a build with the system's allocator says so in both runs. (Not when the
    /// caller's own environment already chooses.)
    @Test(.enabled(if: ProcessInfo.processInfo.environment["MIMALLOC_LARGE_OS_PAGES"] == nil))
    func scaling_names_the_allocator_and_the_environment_can_turn_large_pages_off() throws {
        func allocator(_ environment: [String: String]) throws -> String? {
            let run = try Plumb.run(["bench", "--scaling", "20"], environment: environment)
            #expect(run.status == 0, "\(run)")
            let first = run.stdout.split(separator: "\n").first.map(String.init) ?? ""
            return jsonObject(first)?["allocator"] as? String
        }
        let chosen = try allocator([:])
        let refused = try allocator(["MIMALLOC_LARGE_OS_PAGES": "0"])
        let pair = "\(chosen ?? "none") / \(refused ?? "none")"
        #expect(pair == "mimalloc, 2 MiB pages / mimalloc" || pair == "system / system", "\(pair)")
    }

    @Test(arguments: [["1"], ["x"], ["10", "100001"], ["1", "2", "3", "4", "5", "6", "7", "8", "9"]])
    func scaling_with_bad_sizes_exits_2(words: [String]) throws {
        let run = try Plumb.run(["bench", "--scaling"] + words)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("plumb bench --scaling"), "\(run)")
    }

    @Test func a_plot_needs_scaling() throws {
        let run = try Plumb.run(["bench", "--layout", "40", "--plot", "x.svg"])
        #expect(run.status == 2 && run.stderr.contains("--plot goes with --scaling"), "\(run)")
    }

    @Test(arguments: [["1"], ["x"], ["10", "x"], ["10", "2", "3"], ["100001"]])
    func layout_bench_with_bad_arguments_exits_2(words: [String]) throws {
        let run = try Plumb.run(["bench", "--layout"] + words)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("plumb bench --layout"), "\(run)")
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func the_benchmark_screen_settles_in_one_pass_with_no_negative_sizes(seed: UInt64) {
        let tree = LayoutTree(views: 400, seed: seed)
        tree.window.isTracing = true
        tree.window.layoutIfNeeded()
        #expect(!tree.window.trace.contains { if case .feedbackLoop = $0 { true } else { false } })
        #expect(frames(tree.window).allSatisfy { $0.width >= 0 && $0.height >= 0 })
        tree.window.trace = []
        tree.window.layoutIfNeeded()
        #expect(tree.window.trace.isEmpty)
    }

    @Test func the_benchmark_screen_is_the_same_for_the_same_seed_and_lays_out_without_conflicts() {
        let first = LayoutTree(views: 120, seed: 3)
        let again = LayoutTree(views: 120, seed: 3)
        first.window.layoutIfNeeded()
        again.window.layoutIfNeeded()
        #expect(first.viewCount == 120)
        #expect(first.window.conflicts.isEmpty)
        #expect(frames(first.window) == frames(again.window))
        #expect(first.window.constraintSystem() == again.window.constraintSystem())
    }

    @Test func the_local_edit_moves_one_view_and_the_cascading_edit_moves_the_views_below() {
        let tree = LayoutTree(views: 120, seed: 3)
        tree.window.layoutIfNeeded()
        let before = frames(tree.window)
        tree.badgeWidth.constant += 10
        tree.window.layoutIfNeeded()
        let afterLocal = frames(tree.window)
        #expect(zip(before, afterLocal).filter { $0 != $1 }.count == 1)
        tree.barHeight.constant += 10
        tree.window.layoutIfNeeded()
        #expect(zip(afterLocal, frames(tree.window)).filter { $0 != $1 }.count > 1)
    }

    private func frames(_ view: View) -> [Rect] { [view.frame] + view.subviews.flatMap(frames) }
}
