/// Small case files (docs/case-format.md) for the commands that read them, each pinning one
/// behaviour.
enum CaseFixture {
    /// One box at (10, 20): required width at least 200 against a preferred 50 @ 750, so the
    /// required inequality decides the width (200); then its height constant changes in place
    /// from 30 to 40, and the run loop ticks.
    ///
    /// Every oracle holds at every step on a sound solver. With `droppedInequality` planted the
    /// engine makes the box 50 wide (the reference says 200) at step 0; with `offByOneConstant`
    /// the box is 41 high after step 1 (a fresh engine says 40).
    static let box = """
        {
          "version": 1,
          "window": {"width": 320, "height": 480},
          "views": [
            {"id": "box", "parent": "window", "kind": "view"}
          ],
          "constraints": [
            {"id": "left", "first": {"item": "box", "attribute": "leading"}, "relation": "==", "second": {"item": "window", "attribute": "leading"}, "constant": 10},
            {"id": "top", "first": {"item": "box", "attribute": "top"}, "relation": "==", "second": {"item": "window", "attribute": "top"}, "constant": 20},
            {"id": "height", "first": {"item": "box", "attribute": "height"}, "relation": "==", "constant": 30},
            {"id": "minWidth", "first": {"item": "box", "attribute": "width"}, "relation": ">=", "constant": 200},
            {"id": "narrow", "first": {"item": "box", "attribute": "width"}, "relation": "==", "constant": 50, "priority": 750}
          ],
          "steps": [
            {"op": "setConstant", "constraint": "height", "value": 40},
            {"op": "tick"}
          ]
        }

        """

    /// `box` without its edit script: nothing to change a constant, so `offByOneConstant` never
    /// shows.
    static let stillBox = replacing(
        in: box,
        """
            {"op": "setConstant", "constraint": "height", "value": 40},
            {"op": "tick"}

        """,
        with: "")

    /// `text` with `target` replaced; stops the test run when the fixture no longer holds
    /// `target`, so that a variant can never silently equal its original.
    static func replacing(in text: String, _ target: String, with replacement: String) -> String {
        precondition(text.contains(target), "the fixture no longer contains \(target)")
        return text.replacingOccurrences(of: target, with: replacement)
    }
}
