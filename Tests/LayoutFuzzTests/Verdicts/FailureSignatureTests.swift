import ConstraintSystem
import ReferenceSolver
import Testing

@testable import LayoutFuzz

/// Signatures group findings that are the same bug: numbers and item names made generic, the
/// folder name stable.
@Suite struct FailureSignatureTests {
    @Test func numbersAndItemNamesAreMadeGeneric() {
        #expect(
            FailureSignature.normalize("v3.minX: frame gives 10.5, reference -2e-07")
                == "ID.minX: frame gives N, reference N")
        #expect(
            FailureSignature.normalize("header.margins.width: fresh 1, incremental 2")
                == "ID.margins.width: fresh N, incremental N")
        #expect(
            FailureSignature.normalize("toggling 'c9' left 1 broken constraints")
                == "toggling 'ID' left N broken constraints")
        #expect(
            FailureSignature.normalize("error at priority 750: engine 2, reference 0")
                == "error at priority N: engine N, reference N")
    }

    /// Which required constraint a bug breaks depends on the case: the written-out constraint is
    /// not part of the signature.
    @Test func aBrokenRequiredConstraintIsTheSameFailureWhicheverItIs() {
        let a = "required constraint 21 (1*v0.minX + -1*v1.minX <= 0 @ 1000) is off by 4.25"
        let b = "required constraint 17 (1*v0.safeArea.minX + -1*v0.minX == 0 @ 1000) is off by 4.25"
        #expect(FailureSignature.normalize(a) == "required constraint N (…) is off by N")
        #expect(
            FailureSignature(kind: .oracle(.reference), message: a)
                == FailureSignature(kind: .oracle(.reference), message: b))
        #expect(FailureSignature.normalize("constraint 'w' (width) broken") == "constraint 'ID' (width) broken")
    }

    /// How many constraints a conflict has depends on the case (issue 26: one planted bug gave 45
    /// signatures, one per length of the list in its message): a list of any length is one item.
    @Test func aListIsTheSameSignatureWhateverItsLength() {
        let lists = [
            "the incremental conflict [3] is feasible by the reference",
            "the incremental conflict [3, 4] is feasible by the reference",
            "the incremental conflict [1, 2, 3, 4, 9, 10, 11, 12, 41] is feasible by the reference",
        ].map(FailureSignature.normalize)
        #expect(lists[1] == lists[2])
        #expect(lists[1] == "the incremental conflict [N…] is feasible by the reference")
        #expect(
            FailureSignature.normalize("the solver rejects 'x' naming ids ['a', 'b', 'c']")
                == FailureSignature.normalize("the solver rejects 'x' naming ids ['a', 'b']"))
        #expect(
            FailureSignature.normalize("conflict: (1*a == 0 @ 1000); (1*b <= 2 @ 1000); (1*c >= 1 @ 1000)")
                == "conflict: (…)…")
        // Two numbers that are not a list stay two.
        #expect(
            FailureSignature.normalize("v0.width: frame gives 430, reference 651")
                == "ID.width: frame gives N, reference N")
    }

    /// The unsatisfiable system's conflict is on a line of its own, out of the message.
    @Test func anUnsatisfiableSystemIsOneSignatureWhateverItsConflict() {
        let system = ConstraintSystem(constraints: [
            SystemConstraint(terms: [LinearTerm("x", 1)], relation: .equal, constant: 1),
            SystemConstraint(terms: [LinearTerm("x", 1)], relation: .equal, constant: 2),
        ])
        let reference = ReferenceSolver.solve(system, ranges: true)
        let problems = FrameAgreement.check(system: system, values: ["x": 1], reference: reference)
        #expect(problems.first == "the engine's system is unsatisfiable for the reference solver")
        #expect(problems.dropFirst().first == "conflict: constraints [1, 2]")
    }

    @Test func theSameBugInTwoCasesHasOneSignatureAndAStableFolder() {
        let a = Finding(kind: .oracle(.rebuild), step: 2, problems: ["v0.minY: fresh 503.5, incremental 504"])
        let b = Finding(kind: .oracle(.rebuild), step: 7, problems: ["title.minY: fresh 12, incremental 13", "more"])
        let c = Finding(kind: .oracle(.reference), step: 2, problems: ["v0.minY: fresh 503.5, incremental 504"])
        #expect(a.signature == b.signature)
        #expect(a.signature != c.signature)
        #expect(a.signature.folder.hasPrefix("rebuild-") && a.signature.folder.count == "rebuild-".count + 8)
        // FNV-1a of "rebuild\nID.minY: fresh N, incremental N": the same on every machine and run.
        #expect(a.signature.folder == "rebuild-a008765a")
    }

    @Test func aFindingWithoutProblemsStillHasAMessage() {
        #expect(Finding(kind: .oracle(.cycle), step: 0, problems: []).message == "(no detail)")
    }
}
