import ConstraintSystem

/// Test-case reduction for operation scripts, keeping the failure's signature as `CaseShrinker`
/// does for cases: the lines after the failing one cut; delta debugging (ddmin, greedy chunked)
/// over the lines, each candidate made whole again by dropping the lines that name a label or an
/// edit variable no longer defined (`ScriptRepair`); each remaining line made simpler (fewer
/// terms, unit coefficients, round numbers, fewer suggested values); last, labels and variables
/// renamed in order of first use (`c0`, `c1`, …, `x0`, `x1`, …). A candidate is played only when
/// its text reads back as the same script. Deterministic.
package struct ScriptShrinker {
    package var oracles: [OracleName]
    /// Seconds the shrinking may take.
    package var budget: Double

    package init(oracles: [OracleName] = OracleName.all(for: .solver), budget: Double = 60) {
        self.oracles = oracles
        self.budget = budget
    }

    /// Plays a candidate and returns its findings.
    package typealias Trial = (OperationScript) -> [Finding]

    package typealias Result = ShrinkResult<OperationScript>

    /// Shrinks `value` as `CaseShrinker.shrink` shrinks a case (same parameters; nil `trial`:
    /// played here on the incremental solver with the shrinker's oracles).
    package func shrink(
        _ value: OperationScript, keeping signature: FailureSignature? = nil, failingAt step: Int? = nil,
        trial: Trial? = nil,
        reservePerTry: Double = 0, shouldStop: @escaping () -> Bool = { false }
    ) -> Result? {
        let trial = trial ?? { [oracles] candidate in ScriptFuzzPlayer(oracles: oracles).play(candidate).findings }
        let bare = OperationScript(value.operations, version: 2)  // lines renumbered from 1, as written
        return Search.shrink(
            bare, keeping: signature, failingAt: step, trial: trial, isValid: ScriptShrinker.isValid, budget: budget,
            reservePerTry: reservePerTry, shouldStop: shouldStop, passes: ScriptShrinker.passes)
    }

    /// True when the script's text reads back as the same script.
    static func isValid(_ script: OperationScript) -> Bool {
        (try? ScriptReader.parse(ScriptWriter.write(script))) == script
    }

    static let passes: [@Sendable (OperationScript, inout Search<OperationScript>) -> OperationScript?] = [
        { value, search in
            guard let step = search.lastFailingStep, step < value.operations.count else { return nil }
            let cut = OperationScript(Array(value.operations.prefix(step)))
            return search.fails(cut) ? cut : nil
        },
        { value, search in
            search.ddmin(value, items: Array(value.operations.indices)) { value, kept in
                ScriptRepair.repaired(OperationScript(kept.map { value.operations[$0] }))
            }
        },
        { value, search in ScriptSimplifier.simplify(value, &search) },
        { value, search in
            let renamed = ScriptRepair.renamed(value)
            return renamed != value && search.fails(renamed) ? renamed : nil
        },
    ]
}
