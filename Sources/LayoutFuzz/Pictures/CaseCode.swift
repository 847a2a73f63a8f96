import LayoutCase

/// A case as Swift source on LayoutEngine's public API, written as a UIKit developer would write
/// it: a window, one `let` per view and per constraint (named after its id, `SwiftNames`), anchors
/// where they say the constraint exactly, `LayoutConstraint(item:attribute:…)` where they cannot
/// (a multiplier on a position, leading against left, a guide's baseline), and each step as the
/// calls it stands for.
///
/// The code does what `CaseRunner` does, call for call and in the same order (a constraint's
/// identifier, then its priority, then its activation; `layoutIfNeeded()` after every step but a
/// tick and an animation, whose block lays out itself), so that the engine reaches the same
/// state. It leaves out only calls that change nothing: a setting assigned its default value (the
/// engine's setters ignore those) and the harness's own records (tracing, the fitting system an
/// oracle checks, an animation's completion); and a visual format gets only the views it names,
/// the only ones its reading looks up. Lines carry their indentation relative to the function
/// body they go into.
package struct CaseCode: Sendable, Equatable {
    /// The lines that make the window, the views and the constraints, and lay out the first time.
    package var setup: [String]
    /// The lines of each step (`steps[k]` is `case.steps[k]`), with the layout or the run-loop
    /// ticks that follow it.
    package var steps: [[String]]
    /// The Swift name of each view by case id (`window` for the window).
    package var viewNames: [String: String]
    /// The file-level declarations the lines need (a plain view with an intrinsic size of its
    /// own), or none.
    package var declarations: [String]

    package init(_ value: Case) {
        var writer = CaseCodeWriter(value)
        setup = writer.setup()
        steps = value.steps.indices.map { writer.step(at: $0) }
        viewNames = writer.viewNames
        declarations =
            writer.usesSizedView ? CaseCodeWriter.sizedViewDeclaration(handPlacement: writer.usesHandPlacement) : []
    }
}
