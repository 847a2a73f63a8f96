/// Scripts with coefficients from 1e-3 to 1e3 on which our solver's absolute tolerance (1e-8,
/// kiwi's) gave wrong answers (docs/findings/plumbline-solver.md): an optimum missed, a required
/// equality broken (twice), a redundant constraint rejected. With relative tolerances
/// (Sources/Cassowary/Tableau/Tolerance.swift) every oracle holds at every line. The second group
/// guards the constants chosen on the way there: each script failed under one of the plausible
/// alternatives (1e-11 of the operands, 1e-14 of the source row's largest coefficient, a summed
/// constant estimate with a margin of 64, a tie in the dual ratio test broken toward the larger
/// pivot).
/// The third group failed before removals and ratio ties pivoted on the larger coefficient, before
/// a constant whose estimate grew to a millionth of it was refined, and before the reference
/// allowed its two second readings (numbers as written, slopes below its indifference:
/// docs/oracles.md). The fourth group failed before the rows were rebuilt from the constraints
/// (the findings' "contradiction accepted" among them), the fifth before they were rebuilt
/// precisely and a rejection was decided on rebuilt rows.

import Cassowary
import ConstraintSystem
import LayoutFuzz
import Testing

@Suite struct ScaledSystemTests {
    static func verdict(_ text: String) throws -> CaseVerdict {
        ScriptFuzzPlayer().play(try ScriptReader.parse("version 2\n" + text, file: "scaled.txt"))
    }

    static let findings: [(String, String)] = [
        (
            "an objective coefficient of 4e-9 kept: x0 moves by 4e-6",
            """
            c0: 250*x0 - 0.001*x1 == 0 @ 250
            c1: 1000*x1 >= 0 @ 250
            c2: x1 == 1 @ 250
            """
        ),
        (
            "the optimum found after a removal frees x0",
            """
            c0: 2500*x0 >= 0 @ 1000
            c1: -1000*x1 - 0.01*x0 == 1 @ 250
            edit x1 1
            remove c0
            """
        ),
        (
            "a required equality still holds after a removal",
            """
            c0: -1000*x0 - 0.1*x1 <= 0 @ 1000
            c1: 1000*x2 == 0 @ 250
            c2: x2 - x1 == 0 @ 1000
            c3: -0.025*x0 == -3 @ 1000
            remove c1
            """
        ),
        (
            "a redundant inequality is accepted",
            """
            c0: 1000*x0 - 0.001*x1 == 145000 @ 1000
            set-priority c0 50
            c1: 1000*x1 - x2 == 3300 @ 1000
            c2: 1000*x1 - x2 <= 3300 @ 1000
            """
        ),
        (
            "a residue of numbers of 1e9 is not left in a required inequality",
            """
            c0: -25*x0 >= 0 @ 1000
            c1: -0.001*x0 + 250*x1 == 1 @ 1000
            c2: -0.001*x2 - 0.0025*x1 >= 1 @ 250
            c3: x1 - x2 == 0 @ 1000
            edit x2 500
            remove c1
            """
        ),
    ]

    /// Rounding amplified into the constants, repaired by refinement (Solver+Refine.swift).
    static let amplified: [(String, String)] = [
        (
            "a required equality holds after a pivot on 4e-9",
            """
            c0: -x0 == 1 @ 250
            c1: -250*x1 - 0.001*x2 == 0 @ 250
            c2: 0.001*x1 - 250*x0 == 0 @ 1000
            c3: -x2 == 1 @ 1000
            """
        ),
        (
            "an optional equality holds after its constant cancelled from 1e6 to 4e-4",
            """
            c0: 1000*x0 - 0.001*x1 == 0 @ 1000
            c1: x0 - x2 <= 1 @ 1000
            c2: 2500*x1 == 1 @ 250
            """
        ),
        (
            "a constant of 0.012 survives the estimate that a pivot on 4e-9 inflated to 0.018",
            """
            c0: -2500*x0 <= 0 @ 250
            set-constant c0 -30
            c1: 0.0025*x0 - 0.001*x1 - 250*x2 >= -33700 @ 250
            c2: x1 == 0 @ 1000
            c3: x1 + x2 >= 0 @ 1000
            set-constant c1 1
            remove c1
            """
        ),
    ]

    static let guards: [(String, String)] = [
        (
            "a slope of 2.5e-6 in the objective is seen",
            """
            c0: -1000*x0 + x1 >= 0 @ 250
            c1: -0.0025*x0 >= 1 @ 250
            c2: -1000*x1 == 0 @ 250
            """
        ),
        (
            "a contradiction after a cancellation that left 7e-11 relative error in a cell",
            """
            edit x0 250
            c0: -x1 - x2 == 0 @ 1000
            remove-edit x0
            c1: -x0 + 100*x1 >= 0 @ 250
            c2: 0.001*x2 - 25*x0 + 10*x3 <= 0 @ 1000
            c3: 0.001*x2 - 25*x0 + 10*x3 >= 1 @ 1000
            """
        ),
        (
            "a dual ratio of 1e-9 is not a tie with 0",
            """
            c0: -2500*x0 - 0.0025*x1 <= 0 @ 1000
            c1: -0.001*x0 <= -20 @ 250
            c2: x0 - x1 == 0 @ 1000
            """
        ),
        (
            "a constant of 0.012 is not snapped to zero by a pessimistic bound",
            """
            c0: -2500*x0 <= 0 @ 250
            set-constant c0 -30
            c1: 0.0025*x0 - 0.001*x1 - x2 >= -33700 @ 250
            c2: x1 == 0 @ 1000
            c3: x1 + x2 >= 0 @ 1000
            set-constant c1 1
            remove c1
            """
        ),
    ]

    static let removalsAndReadings: [(String, String)] = [
        (
            "a contradiction between equal left sides after a removal (a ratio tie to the larger pivot)",
            """
            c0: -x0 - 250*x1 <= 0 @ 250
            c1: -0.25*x2 - 0.0025*x1 + 250*x0 <= 0 @ 250
            c2: x2 >= 0 @ 1000
            remove c2
            c3: -2500*x2 - 0.1*x0 <= -115000 @ 1000
            c4: -2500*x2 - 0.1*x0 >= 0 @ 1000
            """
        ),
        (
            "a removal whose ratio tie goes to the larger pivot leaves the optimum",
            """
            c0: 1000*x0 - 0.01*x1 == 1 @ 250
            c1: x2 + 2500*x1 == 0 @ 250
            c2: -0.1*x0 == 1 @ 1000
            remove c2
            """
        ),
        (
            "a removal that leaves a constant with few correct digits is refined",
            """
            c0: -0.1*x0 <= -4 @ 1
            c1: 0.001*x0 == 6000 @ 1000
            c2: -250*x0 - 0.001*x1 == 0 @ 500
            c3: -10*x1 <= -1220.024 @ 250
            remove c1
            """
        ),
        (
            "a conflict of 0.001 against 0.1/100: contradictory as written, though not as binary64",
            """
            c0: 100*x0 - 0.1*x1 == 0 @ 1000
            c1: -x1 == 0 @ 1000
            c2: -x0 + 0.001*x1 == 1 @ 1000
            """
        ),
        (
            "an optimum decided by a slope of 1.6e-13, below the reference's indifference",
            """
            c0: -x0 + 2500*x1 <= 0 @ 999
            c1: 1000*x2 + 0.001*x1 == 0 @ 1000
            c2: -x0 >= -3180 @ 1000
            edit x0 750
            c3: x2 - x3 <= 0 @ 1000
            c4: x4 == 0 @ 966
            c5: x3 + 2500*x4 == -10 @ 967
            """
        ),
    ]

    /// Each failed before the rows were rebuilt from the constraints after an ill-conditioned
    /// pivot or a deep cancellation (Solver+Refactor.swift), or before the residues of a row built
    /// from several rows were judged against everything added into them (Tableau+Residues.swift).
    /// Minimized from `plumb fuzz --target solver --seed 1 --cases 20000` on main at 9fdf740,
    /// the last one from the findings.
    static let rebuilt: [(String, String)] = [
        (
            "a contradiction between two required inequalities over values of 7e6",
            """
            c0: x0 + x1 >= 0 @ 250
            c1: x2 + x3 + x1 == 0 @ 250
            c2: 1000*x3 - 0.25*x0 >= 0 @ 250
            c3: -100*x2 + 0.25*x1 - 25*x4 >= 0 @ 1000
            c4: -100*x2 + 0.25*x1 - 25*x4 <= -7300 @ 1000
            """
        ),
        (
            "the optimum after a removal that pivoted on 2.5e-3 beside 2500",
            """
            c0: -0.0025*x0 + x1 + 2500*x2 == 0 @ 250
            c1: x1 == 1 @ 500
            c2: x1 == 0 @ 500
            c3: 10*x2 <= 0 @ 250
            c4: x2 == 100 @ 500
            c5: x2 >= 1 @ 500
            c6: 2500*x0 <= 0 @ 500
            """
        ),
        (
            "a contradiction after a priority change whose removal pivoted on 2.5e-5 beside 25",
            """
            c0: 100*x0 - 0.0025*x1 == 0 @ 250
            edit x1 250
            c1: x1 - 0.0025*x0 <= 0 @ 250
            set-priority c0 1000
            c2: 100*x0 - 0.0025*x1 == 1 @ 1000
            """
        ),
        (
            "a required equality holds after a pivot on 0.001 beside 250",
            """
            c0: x0 - 250*x1 == 1 @ 1000
            edit x1 900
            c1: -250*x0 - 0.001*x2 == 0 @ 250
            c2: -x1 - 2500*x2 == 0 @ 1000
            """
        ),
        (
            "a contradiction whose only other cell is a residue of three additions",
            """
            c2: x2 - 100*x3 - x5 == 0 @ 4
            c3: -0.001*x3 + 100*x2 >= 14894.906 @ 1000
            c4: 10*x0 - 1000*x1 - 0.025*x2 == -63703.725 @ 1000
            c6: 100*x5 + 1000*x0 == 132 @ 1
            c7: 10*x0 - 1000*x1 - 0.025*x2 == -63706.725 @ 1000
            """
        ),
    ]

    /// The first three failed before the rows were rebuilt in double-double arithmetic, a dropped
    /// residue above rounding's own size was taken as a reason to rebuild, and a rejection was
    /// decided again on rebuilt rows (Solver+Refactor.swift, `Solver.insert`); minimized from
    /// `plumb fuzz --target solver --seed 1 --cases 20000` on main at c6f4b26. The last two guard
    /// the precise rebuild's own choices: a cell or pivot of 2^-80 of its operands (two
    /// constraints parallel but for their coefficients' last bits) taken for a real one gave a
    /// vertex at 1e17, and constants rounded without their magnitudes left a redundant equality's
    /// row at a few units in the last place.
    static let precise: [(String, String)] = [
        (
            "the optimum after a removal whose cancellation to 2.5e-11 of the operands was real",
            """
            c0: 0.025*x0 - 2500*x1 >= 0 @ 250
            c1: 0.0025*x1 - 1000*x0 <= 0 @ 250
            c2: -x1 >= -105200 @ 1000
            remove c0
            """
        ),
        (
            "a contradiction that a worn cell of a source row hid",
            """
            c0: 0.001*x0 - x1 == 0 @ 250
            edit x0 900
            suggest x0=1
            c1: x2 - 250*x0 >= 0 @ 250
            c2: x1 + 1000*x2 <= 0 @ 1000
            c3: x1 + 1000*x2 >= 1 @ 1000
            """
        ),
        (
            "a required equality accepted that holds by giving up an edit, seen through 1e8 - 0.001",
            """
            c0: x0 - x1 == 0 @ 1000
            c1: 0.001*x2 + 100*x3 >= 1 @ 1000
            c2: -x1 + x3 == 0 @ 1000
            c3: -1000*x2 - 0.001*x0 <= -46000 @ 250
            edit x2 999
            c4: -x3 == 0 @ 1000
            """
        ),
        (
            "two constraints parallel but for their last bits stay parallel in a rebuild",
            """
            c0: -0.001*x0 + 25*x1 >= 0 @ 1000
            set-priority c0 750
            c1: -x0 == 0 @ 250
            c2: 2.5*x2 + 0.0025*x0 == 0 @ 873
            c3: -0.25*x0 - 250*x2 >= 1 @ 1000
            c4: x1 == 0 @ 1000
            remove c1
            remove c2
            """
        ),
        (
            "a consistent required equality after a rebuild",
            """
            c0: -0.1*x0 - 250*x1 == 0 @ 250
            c1: x1 - x0 == 0 @ 1000
            c2: -10*x0 >= -10 @ 1000
            c3: -0.025*x0 == -0.025 @ 1000
            """
        ),
    ]

    /// Minimized from `plumb fuzz --target solver` at seeds 1 to 5 (20,000 scripts each) during
    /// the same change. The first two failed with the precise rebuild before a pass stopped to
    /// rebuild as soon as its rows were in doubt (`Solver.optimizeSoundly`), and before a
    /// rejected priority change was left alone by the retry on rebuilt rows (it cannot undo a
    /// rebuild inside the caller's journal). The third failed before a rejected priority change
    /// was decided again on rebuilt rows too. The last four are the reference's (docs/oracles.md):
    /// a set that holds only on a sliver thinner than rounding, an optimum at 3.6e7 whose error
    /// carries that rounding, and two pairs parallel as written but not as binary64 (one relaxed
    /// at first by rounding).
    static let sound: [(String, String)] = [
        (
            "a kept cancellation of 1.2e-10 is not pivoted on in the same pass",
            """
            edit x0 250
            c0: 2.5*x0 - x1 <= 0 @ 500
            c1: x2 + 2500*x3 >= 0 @ 250
            c2: 0.01*x3 + x1 >= 0 @ 1000
            c3: -0.0025*x0 - 250*x2 >= 0 @ 1000
            c4: -0.1*x0 - 0.1*x2 == -35 @ 500
            """
        ),
        (
            "a rejected priority change leaves the solver as it was",
            """
            c0: x0 - x1 == 0 @ 999
            c1: -x1 == -427500 @ 250
            c2: -0.001*x2 == 0 @ 999
            c3: -x2 == 0 @ 1000
            set-priority c1 1000
            c4: -250*x2 + x0 <= 0 @ 1000
            set-priority c0 1000
            remove c4
            """
        ),
        (
            "a priority change to required decided again on rebuilt rows",
            """
            c0: x0 >= 0 @ 250
            c1: -2500*x0 + 0.01*x1 - x2 == 1 @ 1000
            c2: 100*x1 - 0.001*x0 >= 1 @ 1000
            c3: -x2 == 0 @ 250
            c4: x1 == 0 @ 250
            set-priority c4 1000
            """
        ),
        (
            "a required equality met exactly at a bound of 97499.6 is accepted",
            """
            c0: x0 == 0 @ 250
            c1: x1 - 100*x0 == 3961 @ 1000
            c2: -0.01*x0 + 2500*x1 >= -97499.6 @ 1000
            c3: -25*x1 >= 0 @ 1000
            set-constant c3 973.96
            c4: 2.5*x1 + 1000*x0 == -40097.5 @ 1000
            """
        ),
        (
            "an optimum at 3.6e7 where the reference's is near zero",
            """
            c0: 250*x0 - 2500*x1 == 189 @ 250
            c1: -0.001*x0 - 2500*x2 == -356100.11 @ 1000
            """
        ),
        (
            "an optional equality parallel as written to a required one",
            """
            c0: -0.0025*x0 + x1 == -16.9 @ 1000
            set-priority c0 500
            c1: -100*x1 + 0.25*x0 == 1690 @ 1000
            """
        ),
        (
            "two required equalities parallel as written, one relaxed by rounding",
            """
            c0: x0 == 0 @ 1000
            edit x1 750
            c1: x0 + x1 == 0 @ 1000
            c2: 0.01*x2 + x0 == -42.05 @ 1000
            c3: -0.1*x2 - 10*x0 == 420.5 @ 1000
            remove c0
            """
        ),
    ]

    /// Every group, in order.
    static var all: [(String, String)] {
        var list = findings
        for group in [amplified, guards, removalsAndReadings, rebuilt, precise, sound] { list += group }
        return list
    }

    @Test(arguments: all)
    func everyOracleHoldsOnAScaledScript(_ name: String, _ text: String) throws {
        let verdict = try Self.verdict(text)
        #expect(verdict.passed, "\(name): \(verdict.findings.map(\.message))")
        let lines = text.split(separator: "\n").count
        #expect((verdict.tally[.reference]?.passed ?? 0) >= min(3, lines), "\(name): the reference judged every line")
    }
}
