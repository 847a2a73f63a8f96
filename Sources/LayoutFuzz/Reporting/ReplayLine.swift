/// The one-line commands reports print so that a failure is replayed by pasting one line: the
/// release build's `plumb replay` on a case file (or a seed and an index), with the oracles of
/// the run when they were not all of them (`add-remove` changes the engine it checks, so the
/// same oracles must run), every argument quoted for a POSIX shell where it needs it.
public enum ReplayLine {
    public static func forFile(_ path: String, oracles: [OracleName]) -> String {
        (["swift", "run", "-c", "release", "plumb", "replay", path] + flags(oracles)).map(quoted).joined(separator: " ")
    }

    public static func forSeed(_ seed: UInt64, index: Int, caseFlags: [String], oracles: [OracleName]) -> String {
        (["swift", "run", "-c", "release", "plumb", "replay", "--seed", "\(seed)", "--case", "\(index)"] + caseFlags + flags(oracles))
            .map(quoted).joined(separator: " ")
    }

    /// `--oracles a,b` unless every oracle runs.
    public static func flags(_ oracles: [OracleName]) -> [String] {
        oracles.sorted() == OracleName.allCases ? [] : ["--oracles", oracles.sorted().map(\.rawValue).joined(separator: ",")]
    }

    /// The argument as a POSIX shell needs it: as is when it holds only safe characters, else in
    /// single quotes (a quote inside written `'\''`).
    public static func quoted(_ argument: String) -> String {
        let safe = argument.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "-_./=,:@%+".unicodeScalars.contains(scalar))
        }
        return safe && !argument.isEmpty ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
