import Foundation

/// One bug as the reports show it: the failures (signatures) whose minimized case is the same
/// file, or, for failures not minimized, whose first case is the same. A bug that breaks the
/// engine's state shows up under several oracles at once (`invariants`, `reference`, `rebuild`,
/// `add-remove` on one case); the fuzz loop shrinks a new failure by trying the minimized cases
/// already known first (`FuzzCampaign.knownBug`), so that its symptoms land on one case.
package struct FuzzBug: Sendable {
    /// 1, 2, … in the order the bugs were first found.
    package var number: Int
    /// Its failures, in the order they were found: the first is the one shown first.
    package var failures: [FuzzFailure]

    /// `reference, rebuild`: the kinds that showed the bug.
    package var kinds: String { failures.map(\.finding.kind.name).joined(separator: ", ") }
}

extension FuzzResult {
    /// The failures grouped into bugs (`FuzzBug`), in the order each bug was first found.
    package var bugs: [FuzzBug] {
        var bugs: [FuzzBug] = []
        var byKey: [Data: Int] = [:]  // lookup only; `bugs` keeps the order
        for failure in failures {
            let key = failure.minimized?.value.fileBytes ?? Data("case \(failure.caseIndex)".utf8)
            if let at = byKey[key] {
                bugs[at].failures.append(failure)
            } else {
                byKey[key] = bugs.count
                bugs.append(FuzzBug(number: bugs.count + 1, failures: [failure]))
            }
        }
        return bugs
    }
}
