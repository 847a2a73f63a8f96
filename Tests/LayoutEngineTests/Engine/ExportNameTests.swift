import ConstraintSystem
import LayoutEngine
import ReferenceSolver
import Testing

// The names `window.constraintSystem()` gives variables: one item, one name. Two items sharing a
// name would merge their variables in the export, so the reference solver would solve another
// system than the engine did. A guide is named after the name its view is exported under.

@Suite struct ExportNameTests {
    /// An identifier that looks like the engine's replacement for another view's name: the
    /// second view (identifier "my view", not a FORMAT.md name, serial 2) would be replaced by
    /// `view2_`, which the first view already has.
    @Test func aReplacementNameNeverTakesAnIdentifiersName() throws {
        let window = Fixture.window()
        let first = window.addConstrained(View(), named: "view2_")
        let second = window.addConstrained(View(), named: "my view")
        first.pin(to: window, leading: 1, top: 2, width: 3, height: 4)
        second.pin(to: window, leading: 5, top: 6, width: 7, height: 8)
        window.layoutIfNeeded()

        let system = window.constraintSystem()
        let names = Set(system.constraints.flatMap { $0.terms.map(\.name) })
        #expect(
            names == [
                "window.minX", "window.minY", "window.width", "window.height",
                "view2_.minX", "view2_.minY", "view2_.width", "view2_.height",
                "view2__.minX", "view2__.minY", "view2__.width", "view2__.height",
            ])
        let reference = ReferenceSolver.solve(system)
        try #require(reference.status == .ok, "\(FormatWriter.write(system))")
        let value = Dictionary(uniqueKeysWithValues: reference.values.map { ($0.name, $0.value.doubleValue) })
        #expect(value["view2_.minX"] == 1)
        #expect(value["view2__.minX"] == 5)
        #expect(value["view2__.height"] == 8)
    }

    /// Guides follow their view's exported name: the second "a" is exported as `view2_`, so its
    /// margins guide is `view2_.margins` (not `a.margins`, which names no guide of the view
    /// exported as `a`); a guide whose identifier is no FORMAT.md name keeps its view's name.
    @Test func guidesAreNamedAfterTheirViewsExportedName() {
        let window = Fixture.window()
        let a = window.addConstrained(View(), named: "a")
        let duplicate = window.addConstrained(View(), named: "a")
        a.pin(to: window, leading: 0, top: 0, width: 10, height: 10)
        duplicate.pin(to: window, leading: 0, top: 20, width: 10, height: 10)
        let guide = LayoutGuide()
        guide.identifier = "my guide"
        a.addLayoutGuide(guide)
        LayoutConstraint.activateOrFail([guide.widthAnchor.constraint(equalToConstant: 1)])
        LayoutConstraint.activateOrFail([duplicate.layoutMarginsGuide.heightAnchor.constraint(equalToConstant: 2)])
        window.layoutIfNeeded()

        let names = Set(window.constraintSystem().constraints.flatMap { $0.terms.map(\.name) })
        #expect(names.contains("a.guide0_.width"))
        #expect(names.contains("view2_.margins.height"))
        #expect(names.contains("view2_.margins.minX"))
        #expect(!names.contains { $0.hasPrefix("a.margins") })
    }
}
