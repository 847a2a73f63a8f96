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
