/// Numbers as the text format writes them: integral values without a fraction (`8`, `-250`),
/// others in Swift's shortest representation that reads back to the same `Double` (`0.1`,
/// `1.67772e+07`, `1e-09`). Reading what `format` writes gives back the identical bits.
public enum NumberText {
    /// Integral values of at most this magnitude are written as integers.
    static let largestPlainInteger = 1e15

    /// A number that is not finite has no form the reader takes back (`FormatWriter` refuses
    /// it first); it prints as `inf`, `-inf` or `nan` so that a message about it never traps.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.description }
        if value == value.rounded(), abs(value) <= largestPlainInteger {
            if value == 0 { return "0" }  // also for -0.0
            return String(Int64(value))
        }
        return value.description
    }
}
