import Cassowary
import Testing

@testable import LayoutEngine

/// `Window.checkInvariants()` holds on a consistent tree and reports what breaks it.
@Suite struct TreeInvariantTests {
    private func sample() -> (Window, View, LayoutConstraint) {
        let window = Window(size: Size(width: 100, height: 100))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        LayoutConstraint.activateOrFail([width, child.leadingAnchor.constraint(equalTo: window.leadingAnchor)])
        window.layoutIfNeeded()
        return (window, child, width)
    }

    @Test func aConsistentTreePasses() throws {
        let (window, child, width) = sample()
        try window.checkInvariants()
        width.constant = 60
        child.removeFromSuperview()
        try window.checkInvariants()
        window.addSubview(child)
        try window.checkInvariants()
    }

    @Test func aConstraintMissingFromTheSolverIsReported() throws {
        let (window, _, width) = sample()
        guard case let .solving(solverConstraint) = width.engineState else {
            Issue.record("the width constraint is not in the solver")
            return
        }
        try window.engine.solver.remove(solverConstraint)
        #expect {
            try window.checkInvariants()
        } throws: { error in
            let text = "\(error)"
            return text.contains("is solving but not in the solver") && text.contains("the solver holds")
        }
    }

    @Test func aViewWithAWrongDepthIsReported() throws {
        let (window, child, _) = sample()
        child.depth = 5
        #expect {
            try window.checkInvariants()
        } throws: { error in "\(error)".contains("has depth 5 under depth 0") }
    }
}
