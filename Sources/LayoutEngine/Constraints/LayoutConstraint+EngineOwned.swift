import ConstraintSystem

// Changes to the engine's own constraints (frames, content sizes, guides): always valid, so a
// failure would be a bug in the engine, not a misuse to report.

extension LayoutConstraint {
    /// Sets the constant of one of the engine's own constraints (always finite).
    func setEngineConstant(_ value: Double) {
        Misuse.stop { () throws(LayoutError) in try setConstant(value) }
    }

    /// Sets the priority of one of the engine's own constraints (required ones may turn optional).
    func setEnginePriority(_ value: Priority) {
        Misuse.stop { () throws(LayoutError) in try setPriority(value) }
    }
}
