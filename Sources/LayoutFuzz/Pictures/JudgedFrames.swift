import LayoutEngine
import ReferenceSolver

/// One step's frames as a judge gives them, by case id: the reference solver's optimum of the
/// engine's exported system (its variables named by the export, mapped back to case ids), or the
/// optimum of UIKit's rules (`spec`, named by case id already); which components the optimum
/// determines; and the tolerance within which the engine's value is the judge's.
struct JudgedFrames {
    /// Why there are no frames (an unsatisfiable system, a broken constraint the rules do not
    /// know), or nil.
    let silence: String?
    private let values: [String: Double]
    private let isDetermined: (String) -> Bool
    private let tolerance: Double

    init(_ seen: StepObservation, judge: CaseFilm.Judge) {
        switch judge {
        case .reference:
            let solution = seen.reference
            tolerance = seen.tolerance
            var byCase: [String: Double] = [:]
            if solution.status == .ok {
                var exported: [String: Double] = [:]
                for value in solution.values { exported[value.name] = value.value.doubleValue }
                let names = seen.exported.itemNames
                for (id, view) in seen.runner.viewsInWindow() {
                    guard let name = names[ObjectIdentifier(view)] else { continue }
                    for component in JudgedFrames.components {
                        byCase["\(id).\(component)"] = exported["\(name).\(component)"]
                    }
                }
            }
            values = byCase
            let determined = seen.determined
            isDetermined = { name in
                guard let dot = name.lastIndex(of: ".") else { return false }
                return determined.contains(String(name[..<dot]), String(name[name.index(after: dot)...]))
            }
            silence =
                solution.status == .ok ? nil : "the reference finds the engine's system unsatisfiable"
        case .spec, .declared:
            let answer = seen.spec
            let solution = answer.solution
            tolerance = solution.map { SolverAgreement.tolerance(for: $0) } ?? 0
            var byCase: [String: Double] = [:]
            if let solution, solution.status == .ok {
                for value in solution.values { byCase[value.name] = value.value.doubleValue }
            }
            values = byCase
            isDetermined = { answer.determines($0) }
            silence =
                if let unknown = answer.unknownBroken {
                    "the engine broke '\(unknown)', which UIKit's rules do not make"
                } else if solution?.status != .ok {
                    "UIKit's rules make the required constraints conflict"
                } else {
                    nil
                }
        }
    }

    static let components = ["minX", "minY", "width", "height"]

    /// The judge's frame of view `id` (its value where it determines a component, `engine`'s
    /// elsewhere), the determined components, and those the engine has wrong; nil when silent.
    func frame(of id: String, engine: Rect) -> (rect: Rect, determined: [String], differs: [String])? {
        guard silence == nil else { return nil }
        let mine = [engine.minX, engine.minY, engine.width, engine.height]
        var judged = mine
        var determined: [String] = []
        var differs: [String] = []
        for (k, component) in JudgedFrames.components.enumerated() {
            let name = "\(id).\(component)"
            guard isDetermined(name), let value = values[name] else { continue }
            determined.append(component)
            judged[k] = value
            if !(abs(value - mine[k]) <= tolerance) { differs.append(component) }
        }
        return (Rect(x: judged[0], y: judged[1], width: judged[2], height: judged[3]), determined, differs)
    }
}
