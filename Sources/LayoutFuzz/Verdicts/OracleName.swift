import Foundation

/// The oracles, by the name reports use (docs/oracles.md), in the order they run after a step.
/// `add-remove` runs last because it changes the live engine (and puts it back).
package enum OracleName: String, CaseIterable, Sendable, Codable, CodingKeyRepresentable, Comparable {
    /// The tree, the engine and the solver agree with each other (`Window.checkInvariants()`).
    case invariants
    /// Update-cycle invariants: pass order, coalescing, no draw outside the display pass.
    case cycle
    /// The engine's frames against the reference solver on the engine's exported system.
    case reference
    /// The engine's frames against UIKit's documented rules written a second time (LayoutSpec),
    /// solved exactly: the oracle the engine's own translation cannot fool.
    case spec
    /// The incremental engine against a fresh engine built from the case's current state.
    case rebuild
    /// A fresh engine with the constraints made in another order.
    case order
    /// A fresh engine with the layout direction flipped gives the mirror image.
    case mirror
    /// A visual format printed back and read again makes the same constraints; a refused one
    /// gets a message with a caret.
    case vfl
    /// Stack views lay out as the same layout written with plain constraints.
    case stack
    /// Every tick of an animation: on its way (exactly, for a linear curve), then at the layout.
    case animation
    /// A fitting-size call leaves the window untouched and gives the reference's optimum.
    case fitting
    /// The ambiguity report names exactly the views the reference's ranges leave free.
    case ambiguity
    /// Activating and deactivating a constraint (or the reverse) returns to the same state.
    case addRemove = "add-remove"
    // The solver target's own oracles (`reference` serves both targets).
    /// After everything added is removed again, the solver's rows, cells, objective terms,
    /// symbols and priority levels are back to an empty solver's.
    case size
    /// The same script played twice in one process reads the same bits at every line.
    case rerun = "repeat"

    /// The oracles of one fuzz target, in the order they run.
    package static func all(for target: FuzzTarget) -> [OracleName] { allCases.filter { $0.judges(target) } }

    /// True when the oracle judges inputs of `target`.
    package func judges(_ target: FuzzTarget) -> Bool {
        switch self {
        case .reference: true
        case .size, .rerun: target == .solver
        default: target == .layout
        }
    }

    /// The oracles that read every step's exported system and snapshot (`StepObservation`): with
    /// any of them, the player reads the step before the oracles run and times it apart.
    package var readsTheExport: Bool {
        switch self {
        case .reference, .spec, .rebuild, .order, .mirror, .ambiguity: true
        default: false
        }
    }

    /// The oracles that need the reference solver's ranges to know which frames are determined.
    package var needsReference: Bool {
        switch self {
        case .invariants, .cycle, .spec, .vfl, .animation, .fitting, .size, .rerun: false
        case .reference, .rebuild, .order, .mirror, .stack, .ambiguity, .addRemove: true
        }
    }

    package static func < (a: OracleName, b: OracleName) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// Parses a comma-separated list (`all` for every oracle); nil names the first unknown one.
    package static func parseList(_ text: String) -> Result<[OracleName], UnknownOracle> {
        if text == "all" { return .success(allCases) }
        var chosen: [OracleName] = []
        for part in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let name = OracleName(rawValue: part) else { return .failure(UnknownOracle(name: part)) }
            if !chosen.contains(name) { chosen.append(name) }
        }
        guard !chosen.isEmpty else { return .failure(UnknownOracle(name: text)) }
        return .success(chosen.sorted())
    }

    package struct UnknownOracle: Error, CustomStringConvertible {
        package var name: String
        package var description: String {
            "unknown oracle '\(name)'; expected 'all' or a comma-separated list of: \(OracleName.allCases.map(\.rawValue).joined(separator: ", "))"
        }
    }
}
