import ConstraintSystem
import Foundation
import ReferenceSolver

/// `plumb bench --reference FILE... | chain N | grid R C | tree N [SEED]`: the exact reference on
/// a system, the dense solver and the certified one side by side in the same run: a solve, a
/// solve with every variable's bounds, and (certified) a solve that only says which variables
/// are determined (what the oracles ask), each the least of its repeats in milliseconds; the
/// speed-ups, and the certificate paths the certified solves took.
enum ReferenceBenchReport {
    struct Shape: Encodable {
        var workload: String
        var constraints: Int
        var variables: Int
        var dense_solve_ms: Double
        var certified_solve_ms: Double
        var solve_speedup: Double
        var dense_ranges_ms: Double
        var certified_ranges_ms: Double
        var ranges_speedup: Double
        var certified_determined_ms: Double
        var paths: [String: Int]
        var agree: Bool
    }

    /// The systems named: a generated workload (`tree 100`) or FORMAT.md files.
    static func systems(_ words: [String]) throws -> [(name: String, system: ConstraintSystem)] {
        if let request = try? WorkloadRequest(words) { return [(words.joined(separator: " "), request.system)] }
        return try words.map { path in
            (
                URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent,
                try FormatReader.read(contentsOf: path)
            )
        }
    }

    static func line(_ name: String, _ system: ConstraintSystem, budget: Double) -> String {
        let before = CertificateTally.snapshot
        let (denseSolve, dense) = best(budget) { ReferenceSolver.solve(system, method: .dense) }
        let (certifiedSolve, certified) = best(budget) { ReferenceSolver.solve(system, method: .certified) }
        let (denseRanges, denseWithRanges) = best(budget) {
            ReferenceSolver.solve(system, ranges: true, method: .dense)
        }
        let (certifiedRanges, withRanges) = best(budget) {
            ReferenceSolver.solve(system, ranges: true, method: .certified)
        }
        let (determinedTime, determined) = best(budget) {
            ReferenceSolver.solve(system, ranges: .determined, method: .certified)
        }
        let agree =
            dense.status == certified.status && dense.errors == certified.errors
            && withRanges.verdictDifferences(from: denseWithRanges).isEmpty
            && determined.determined == denseWithRanges.determined
        return JSONLine.encode(
            Shape(
                workload: name, constraints: system.constraints.count, variables: system.variableNames.count,
                dense_solve_ms: ms(denseSolve), certified_solve_ms: ms(certifiedSolve),
                solve_speedup: ratio(denseSolve, certifiedSolve), dense_ranges_ms: ms(denseRanges),
                certified_ranges_ms: ms(certifiedRanges), ranges_speedup: ratio(denseRanges, certifiedRanges),
                certified_determined_ms: ms(determinedTime), paths: CertificateTally.since(before), agree: agree))
    }

    /// The least time of `body` over repeats that fit `budget` seconds (at least one, at most 20).
    private static func best<T>(_ budget: Double, _ body: () -> T) -> (Double, T) {
        let start = Date()
        var least = Double.infinity
        var result: T?
        for _ in 0..<20 {
            let t0 = Date()
            result = body()
            least = min(least, Date().timeIntervalSince(t0))
            if Date().timeIntervalSince(start) > budget { break }
        }
        return (least, result!)
    }

    private static func ms(_ seconds: Double) -> Double { (seconds * 1e6).rounded() / 1000 }
    private static func ratio(_ a: Double, _ b: Double) -> Double { (a / b * 10).rounded() / 10 }
}
