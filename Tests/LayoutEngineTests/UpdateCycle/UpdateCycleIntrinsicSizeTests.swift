import ConstraintSystem
import LayoutEngine
import Testing

// A new intrinsic size reaches the model only in the constraints pass (of a tick, of
// `layoutIfNeeded()` or of `updateConstraintsIfNeeded()`), and the frames only in the layout pass.
// The label's font is 20: 10 points a character, lines 25 high.

@Suite struct UpdateCycleIntrinsicSizeTests {
    private func scene() throws -> (Window, RunLoop, Label) {
        let (window, loop) = CycleFixture.stage()
        let label = Label(text: "short", fontSize: 20)
        label.identifier = "label"
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ])
        CycleFixture.settle(window, loop)
        return (window, loop, label)
    }

    /// The constants of the label's width hugging constraint (`label.width <= w @250`) in the export.
    private func exportedHuggingWidths(_ window: Window) -> [Double] {
        window.constraintSystem().constraints
            .filter {
                $0.terms == [LinearTerm("label.width")] && $0.relation == .lessThanOrEqual && $0.priority == .defaultLow
            }
            .map(\.constant)
    }

    @Test func newTextChangesNeitherTheModelNorTheFrameAtOnce() throws {
        let (window, _, label) = try scene()
        #expect(label.frame == Rect(x: 10, y: 10, width: 50, height: 25))
        let before = window.constraintSystem()
        label.text = "longer"
        #expect(label.intrinsicContentSize == Size(width: 60, height: 25))
        #expect(window.constraintSystem() == before)
        #expect(exportedHuggingWidths(window) == [50])
        #expect(label.frame == Rect(x: 10, y: 10, width: 50, height: 25))
        #expect(label.needsUpdateConstraints)
    }

    @Test func layoutIfNeededBringsInTheNewIntrinsicSize() throws {
        let (window, loop, label) = try scene()
        label.text = "longer"
        window.layoutIfNeeded()
        #expect(exportedHuggingWidths(window) == [60])
        #expect(label.frame == Rect(x: 10, y: 10, width: 60, height: 25))
        #expect(
            window.trace == [
                .updateConstraints("label"), .layoutRound(1), .layoutSubviews("window"), .layoutSubviews("label"),
            ])
        #expect(loop.frame == 1)
    }

    @Test func theNextTickBringsInTheNewIntrinsicSize() throws {
        let (window, loop, label) = try scene()
        label.text = "longer"
        loop.tick()
        #expect(exportedHuggingWidths(window) == [60])
        #expect(label.frame == Rect(x: 10, y: 10, width: 60, height: 25))
        #expect(
            window.trace == [
                .updateConstraints("label"), .layoutRound(1), .layoutSubviews("window"), .layoutSubviews("label"),
                .draw("label", Rect(x: 0, y: 0, width: 60, height: 25)),
            ])
    }

    @Test func updateConstraintsIfNeededChangesTheModelButNotTheFrame() throws {
        let (window, _, label) = try scene()
        label.text = "longer"
        label.updateConstraintsIfNeeded()
        #expect(exportedHuggingWidths(window) == [60])
        #expect(label.frame == Rect(x: 10, y: 10, width: 50, height: 25))
        #expect(window.trace == [.updateConstraints("label")])
        window.layoutIfNeeded()
        #expect(label.frame == Rect(x: 10, y: 10, width: 60, height: 25))
    }

    @Test func severalTextChangesBeforeATickUpdateTheConstraintsOnce() throws {
        let (window, loop, label) = try scene()
        for text in ["a", "abc", "abcdefgh", "ab"] { label.text = text }
        loop.tick()
        #expect(window.trace.namesOfUpdateConstraints == ["label"])
        #expect(label.frame == Rect(x: 10, y: 10, width: 20, height: 25))
    }
}
