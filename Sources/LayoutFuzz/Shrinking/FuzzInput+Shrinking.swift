extension FuzzInput {
    /// Shrinks the input with its own shrinker (`CaseShrinker` for a case, `ScriptShrinker` for a
    /// script), keeping `signature`; `trial` plays a candidate. See `CaseShrinker.shrink`.
    package func shrunk(
        oracles: [OracleName], budget: Double, keeping signature: FailureSignature, failingAt step: Int?,
        trial: @escaping (FuzzInput) -> [Finding], reservePerTry: Double = 0,
        shouldStop: @escaping () -> Bool = { false }
    ) -> ShrinkResult<FuzzInput>? {
        switch self {
        case let .layout(value):
            CaseShrinker(oracles: oracles, budget: budget).shrink(
                value, keeping: signature, failingAt: step, trial: { trial(.layout($0)) }, reservePerTry: reservePerTry,
                shouldStop: shouldStop)?.map(FuzzInput.layout)
        case let .script(script):
            ScriptShrinker(oracles: oracles, budget: budget).shrink(
                script, keeping: signature, failingAt: step, trial: { trial(.script($0)) },
                reservePerTry: reservePerTry,
                shouldStop: shouldStop)?.map(FuzzInput.script)
        }
    }
}
