/// The one-line commands reports print so that a failure is replayed by pasting one line: the
/// release build's `plumb replay` on a case file (or a seed and an index), with the oracles of
/// the run when they were not all of them (`add-remove` changes the engine it checks, so the
/// same oracles must run), every argument quoted for a POSIX shell where it needs it.
package enum ReplayLine {
    /// `target`: what the file holds (a case or a script), whose oracles `oracles` are.
    /// `adapter`: the `--adapter` command of the solver the script failed on.
    package static func forFile(
        _ path: String, oracles: [OracleName], target: FuzzTarget = .layout, adapter: String? = nil
    ) -> String {
        (["swift", "run", "-c", "release", "plumb", "replay", path] + flags(oracles, target: target)
            + adapterFlags(adapter)).map(quoted).joined(separator: " ")
    }

    package static func forSeed(
        _ seed: UInt64, index: Int, caseFlags: [String], oracles: [OracleName], target: FuzzTarget = .layout,
        adapter: String? = nil
    ) -> String {
        (["swift", "run", "-c", "release", "plumb", "replay", "--seed", "\(seed)", "--case", "\(index)"] + caseFlags
            + flags(oracles, target: target)
            + adapterFlags(adapter)).map(quoted).joined(separator: " ")
    }

    private static func adapterFlags(_ adapter: String?) -> [String] { adapter.map { ["--adapter", $0] } ?? [] }

    /// `--oracles a,b` unless every oracle of the target runs.
    package static func flags(_ oracles: [OracleName], target: FuzzTarget = .layout) -> [String] {
        let chosen = oracles.filter { $0.judges(target) }.sorted()
        return chosen == OracleName.all(for: target)
            ? [] : ["--oracles", chosen.map(\.rawValue).joined(separator: ",")]
    }

    /// The argument as a POSIX shell needs it: as is when it holds only safe characters, else in
    /// single quotes (a quote inside written `'\''`).
    package static func quoted(_ argument: String) -> String {
        let safe = argument.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || "-_./=,:@%+".unicodeScalars.contains(scalar))
        }
        return safe && !argument.isEmpty ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
