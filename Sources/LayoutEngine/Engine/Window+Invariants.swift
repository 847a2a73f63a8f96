import Cassowary

/// What `Window.checkInvariants()` found wrong.
public struct TreeInvariantViolation: Error, CustomStringConvertible {
    public let problems: [String]
    public var description: String {
        "view tree invariants broken:\n" + problems.map { "  - \($0)" }.joined(separator: "\n")
    }
}

extension Window {
    /// Checks the tree and its engine against each other (for tests, after every mutation):
    /// links between superviews and subviews, windows and depths; every active constraint is
    /// installed on a common ancestor of its items inside this window and is either in the solver
    /// or broken; the solver holds exactly the engine's constraints (the app's, the frames',
    /// content sizes' and guides'); and the solver's own invariants.
    ///
    /// - Throws: `TreeInvariantViolation` listing every problem found.
    public func checkInvariants() throws(TreeInvariantViolation) {
        var problems: [String] = []
        var solving = 0
        var broken = 0
        func checkState(_ constraint: LayoutConstraint) {
            switch constraint.engineState {
            case let .solving(solverConstraint):
                solving += 1
                if !engine.solver.contains(solverConstraint) {
                    problems.append("'\(constraint)' is solving but not in the solver")
                }
            case .broken:
                broken += 1
                if !engine.broken.contains(where: { $0 === constraint }) {
                    problems.append("'\(constraint)' is broken but not listed")
                }
            case .outside:
                problems.append("'\(constraint)' is active in the window but not in its engine")
            }
        }
        for view in subtree() {
            let name = view.displayName
            if view.window !== self { problems.append("\(name) is in the tree but its window is not this one") }
            if let superview = view.superview {
                if !superview.subviews.contains(where: { $0 === view }) {
                    problems.append("\(name) is not among its superview's subviews")
                }
                if view.depth != superview.depth + 1 {
                    problems.append("\(name) has depth \(view.depth) under depth \(superview.depth)")
                }
            } else if view !== self {
                problems.append("\(name) has no superview but is in the tree")
            }
            for constraint in view.constraints {
                if constraint.installedOn !== view || !constraint.isInstalled {
                    problems.append("'\(constraint)' is listed on \(name) but not installed there")
                }
                for node in [constraint.first, constraint.second].compactMap({ $0 }) {
                    guard let owner = node.owningView, owner.window === self, owner.isDescendant(of: view) else {
                        problems.append("'\(constraint)' on \(name) names an item outside \(name)'s subtree")
                        continue
                    }
                }
                checkState(constraint)
            }
            let own =
                view.autoresizingConstraints + view.contentSizeConstraints.all
                + view.allGuides.flatMap(\.edgeConstraints)
            for constraint in own { checkState(constraint) }
            if view.translatesAutoresizingMaskIntoConstraints != (view.autoresizingConstraints.count == 4) {
                problems.append(
                    "\(name): autoresizing constraints do not follow translatesAutoresizingMaskIntoConstraints")
            }
        }
        if broken != engine.broken.count {
            problems.append("\(engine.broken.count) broken constraints listed, \(broken) found in the tree")
        }
        let inSolver = engine.solver.constraintCount
        if inSolver != solving { problems.append("the solver holds \(inSolver) constraints, the tree \(solving)") }
        do { try engine.solver.checkInvariants() } catch { problems.append("\(error)") }
        if !problems.isEmpty { throw TreeInvariantViolation(problems: problems) }
    }
}
