import ConstraintSystem

/// How the engine prints numbers in descriptions and logs: the shortest text that reads back as
/// the same `Double` (FORMAT.md's), so `8` rather than `8.0`.
enum Number {
    static func text(_ value: Double) -> String { NumberText.format(value) }
}
