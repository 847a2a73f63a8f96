import LayoutEngine
import Testing

extension LayoutConstraint {
    /// Activates constraints a test expects to be valid, recording an issue (not stopping the
    /// run) when activation throws.
    static func activateOrFail(_ constraints: [LayoutConstraint], sourceLocation: SourceLocation = #_sourceLocation) {
        do { try activate(constraints) } catch { Issue.record("\(error)", sourceLocation: sourceLocation) }
    }
}
