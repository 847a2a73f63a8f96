/// Numbers as the text format writes them: integral values without a fraction (`8`, `-250`),
/// others in Swift's shortest representation that reads back to the same `Double` (`0.1`,
/// `1.67772e+07`, `1e-09`). Reading what `format` writes gives back the identical bits.
public enum NumberText {
    /// Integral values of at most this magnitude are written as integers.
    static let largestPlainInteger = 1e15

    public static func format(_ value: Double) -> String {
        precondition(value.isFinite, "only finite numbers have a text form")
        if value == value.rounded(), abs(value) <= largestPlainInteger {
            if value == 0 { return "0" }  // also for -0.0
            return String(Int64(value))
        }
        return value.description
    }
}
