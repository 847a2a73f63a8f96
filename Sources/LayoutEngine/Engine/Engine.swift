import Cassowary
import ConstraintSystem

/// A window's layout engine: one incremental Cassowary solver for the whole view tree, the map
/// from its variables back to views (dependency tracking: only views whose variables changed are
/// flagged for layout), and UIKit's recovery from unsatisfiable constraints.
///
/// Every active constraint of the tree is in one of two states here: solving (in the solver) or
/// broken (a required constraint left out because the required set could not hold with it; it
/// is tried again whenever a constraint leaves the engine or a constant changes).
/// Changes that belong together (a frame's four constants, a guide's insets, the directional
/// constraints of a flipped subtree) are made as one, through `changeTogether(_:)`.
final class Engine {
    let solver = Solver()
    unowned let window: Window
    /// Broken constraints, in the order they broke.
    private(set) var broken: [LayoutConstraint] = []
    private var nodeOf: [ObjectIdentifier: LayoutNode] = [:]
    /// Views whose variables changed since `takeMovedViews()`, once each (for safe areas).
    private var movedViews = WeakViews()
    private var syncRound = 1
    /// The constraints in the solver, in no order that matters (each knows its place, so one
    /// leaves by a swap). Which constraint a solver constraint stands for is looked up from them
    /// only when a conflict names it (`owners(of:)`), rather than kept in a table on every entry.
    private var solving: [LayoutConstraint] = []
    /// How many `changeTogether(_:)` calls are under way (they nest).
    private var togetherDepth = 0
    /// Constraints put aside (broken without a log) in the middle of the changes under way, and
    /// broken ones retried there in vain: all are tried again once the changes are made.
    private var putAside: [LayoutConstraint] = []
    private var retryAtTheEnd: [LayoutConstraint] = []
    /// A constant changed inside `changeTogether`: every broken constraint is retried at its end.
    private var constantsChangedTogether = false

    init(window: Window) { self.window = window }

    // MARK: Nodes

    func register(_ node: LayoutNode) {
        for variable in node.variables { nodeOf[ObjectIdentifier(variable)] = node }
    }

    func unregister(_ node: LayoutNode) {
        for variable in node.variables { nodeOf.removeValue(forKey: ObjectIdentifier(variable)) }
    }

    /// The value of a variable in the model (0 for one no constraint uses).
    func value(_ variable: Variable) -> Double { solver.value(of: variable) }

    /// The node whose frame `variable` is a component of, if it is one of the tree's.
    func node(of variable: Variable) -> LayoutNode? { nodeOf[ObjectIdentifier(variable)] }

    /// The node's frame in the model (its origin measured from its reference's).
    func frame(of node: LayoutNode) -> Rect {
        Rect(x: value(node.minX), y: value(node.minY), width: value(node.width), height: value(node.height))
    }

    // MARK: Constraints

    func add(_ constraint: LayoutConstraint) {
        guard case .outside = constraint.engineState else { return }
        enterOrPutAside(constraint)
    }

    func remove(_ constraint: LayoutConstraint) {
        switch constraint.engineState {
        case .outside: return
        case let .solving(solverConstraint): leave(constraint, solverConstraint)
        case .broken: broken.removeAll { $0 === constraint }
        }
        constraint.engineState = .outside
        retryBroken()
    }

    /// The constraint's constant (or a baseline it uses) changed: in place in the solver.
    func constantChanged(_ constraint: LayoutConstraint) {
        switch constraint.engineState {
        case .outside: return
        case .broken: retry(constraint)
        case let .solving(solverConstraint):
            let value = -constraint.solverExpression().constant
            do {
                try solver.setConstant(of: solverConstraint, to: value)
                // The change may have made room for broken constraints: retry them now, or once
                // the changes that belong with it are made.
                if togetherDepth == 0 { retryBroken() } else { constantsChangedTogether = true }
            } catch {
                guard case let .unsatisfiable(_, conflict) = error else { Engine.fail(error) }
                leave(constraint, solverConstraint)
                // Leaving, it may have made room for constraints broken before: they are retried
                // (now, or with the others once the changes that belong with it are made).
                if togetherDepth > 0 {
                    putAsideUntilTheChangesAreMade(constraint)
                    constantsChangedTogether = true
                } else {
                    breakConstraint(constraint, conflict: conflict, culprit: solverConstraint)
                    for other in broken where other !== constraint { retry(other) }
                }
            }
        }
    }

    /// The priority changed. Between optional priorities it moves in place; across required
    /// (only the engine's own constraints do that) it leaves and enters again.
    func priorityChanged(_ constraint: LayoutConstraint, from old: Priority) {
        switch constraint.engineState {
        case .outside: return
        case .broken: retry(constraint)
        case let .solving(solverConstraint):
            if !old.isRequired && !constraint.priority.isRequired {
                do { try solver.setPriority(of: solverConstraint, to: constraint.priority) } catch {
                    Engine.fail(error)
                }
            } else {
                reenter(constraint)
            }
        }
    }

    /// The constraint's terms changed (a layout direction flipped): it leaves and enters again.
    func reenter(_ constraint: LayoutConstraint) {
        switch constraint.engineState {
        case .outside: return
        case .broken: retry(constraint)
        case let .solving(solverConstraint):
            leave(constraint, solverConstraint)
            constraint.engineState = .outside
            enterOrPutAside(constraint)
            retryBroken()
        }
    }

    /// Makes `changes` (to constants, or constraints re-expressed, that belong together) as one
    /// change, as UIKit changes a frame or a flipped layout: a required constraint that cannot hold
    /// while only part of them is made is put aside (broken, without a log) and entered again
    /// once all are made; only one that still cannot hold then is reported as a conflict (and a
    /// constraint broken before, retried in vain on the way, is retried once more, silently).
    /// Without it, a frame going from 100 × 100 to 200 × 200 under `width == height` would break
    /// its width at 200 × 100 and keep it broken.
    func changeTogether(_ changes: () -> Void) {
        togetherDepth += 1
        changes()
        togetherDepth -= 1
        guard togetherDepth == 0, !putAside.isEmpty || !retryAtTheEnd.isEmpty || constantsChangedTogether else {
            return
        }
        let waiting = putAside
        let retrying = retryAtTheEnd
        let retryAll = constantsChangedTogether
        putAside = []
        retryAtTheEnd = []
        constantsChangedTogether = false
        for constraint in waiting {
            guard case .broken = constraint.engineState else { continue }  // since entered again, or gone
            broken.removeAll { $0 === constraint }
            constraint.engineState = .outside
            enter(constraint, logging: true)
        }
        for constraint in retrying {
            if case .broken = constraint.engineState { retry(constraint) }
        }
        if retryAll { retryBroken() }
    }

    // MARK: Solving

    /// Brings the model's values up to date and flags for layout the views whose frames moved:
    /// a view's superview (which positions it), and the view itself when its size changed or it
    /// has subviews (their safe areas follow where it sits).
    func sync() {
        for variable in solver.updateVariables() {
            guard let node = nodeOf[ObjectIdentifier(variable)], let view = node.view else { continue }
            if view.movedInRound != syncRound {
                view.movedInRound = syncRound
                movedViews.append(view)
            }
            (view.superview ?? view).setNeedsLayout()
            if !view.subviews.isEmpty || variable === node.width || variable === node.height { view.setNeedsLayout() }
        }
    }

    /// The views whose frames changed since the last call, and starts a new list.
    func takeMovedViews() -> [View] {
        defer {
            movedViews = WeakViews()
            syncRound += 1
        }
        return movedViews.views
    }

    // MARK: Internals

    private func enter(_ constraint: LayoutConstraint, logging: Bool) {
        let solverConstraint = Constraint(
            constraint.solverExpression(), constraint.relation, priority: constraint.priority)
        do {
            try solver.add(solverConstraint)
            constraint.engineState = .solving(solverConstraint)
            constraint.solvingIndex = solving.count
            solving.append(constraint)
        } catch {
            guard case let .unsatisfiable(_, conflict) = error else { Engine.fail(error) }
            let owner = constraint.origin != .app ? owners(of: conflict) : [:]
            if constraint.origin != .app, let yielding = lastAppConstraint(in: conflict, owner: owner) {
                // The engine's own constraints (a frame, the window's size, a guide's insets)
                // are facts, not requests: the app's constraint that conflicts with them gives
                // way instead, and the engine's enters again.
                let members = Engine.members(of: conflict, culprit: (solverConstraint, constraint), owner: owner)
                leave(yielding.constraint, yielding.solverConstraint)
                yielding.constraint.engineState = .broken
                broken.append(yielding.constraint)
                window.report(
                    ConstraintConflict(
                        constraints: members, broken: yielding.constraint, solverMembers: snapshot(members)))
                enter(constraint, logging: logging)
                // Leaving, the app's constraint may have made room for others broken before.
                if togetherDepth > 0 {
                    constantsChangedTogether = true
                } else {
                    for other in broken where other !== yielding.constraint { retry(other) }
                }
                return
            }
            if logging {
                breakConstraint(constraint, conflict: conflict, culprit: solverConstraint)
            } else {
                constraint.engineState = .broken
            }
        }
    }

    /// The app's required constraint of a conflicting set that entered last, if any.
    private func lastAppConstraint(in conflict: [Constraint], owner: [ObjectIdentifier: LayoutConstraint]) -> (
        constraint: LayoutConstraint, solverConstraint: Constraint
    )? {
        for member in conflict.reversed() {
            if let owned = owner[ObjectIdentifier(member)], owned.origin == .app, owned.priority.isRequired {
                return (owned, member)
            }
        }
        return nil
    }

    /// Enters the constraint; one that cannot hold is broken and logged, or put aside in the
    /// middle of `changeTogether(_:)`.
    private func enterOrPutAside(_ constraint: LayoutConstraint) {
        enter(constraint, logging: togetherDepth == 0)
        if togetherDepth > 0, case .broken = constraint.engineState { putAsideUntilTheChangesAreMade(constraint) }
    }

    private func putAsideUntilTheChangesAreMade(_ constraint: LayoutConstraint) {
        constraint.engineState = .broken
        broken.append(constraint)
        putAside.append(constraint)
    }

    /// Takes the constraint (in the solver as `solverConstraint`) out of the solver.
    private func leave(_ constraint: LayoutConstraint, _ solverConstraint: Constraint) {
        do { try solver.remove(solverConstraint) } catch { Engine.fail(error) }
        let index = constraint.solvingIndex
        let last = solving.removeLast()
        if last !== constraint {
            solving[index] = last
            last.solvingIndex = index
        }
    }

    /// The constraint each solver constraint in the solver stands for, by the solver
    /// constraint's identity (for the members of a conflict).
    private func owners(of conflict: [Constraint]) -> [ObjectIdentifier: LayoutConstraint] {
        // A conflict has a handful of members: one pass over the solving constraints, each
        // compared by identity with them, finds their owners without a table of every one.
        var owner: [ObjectIdentifier: LayoutConstraint] = [:]
        owner.reserveCapacity(conflict.count)
        for constraint in solving {
            if case let .solving(solverConstraint) = constraint.engineState,
                conflict.contains(where: { $0 === solverConstraint })
            {
                owner[ObjectIdentifier(solverConstraint)] = constraint
                if owner.count == conflict.count { break }
            }
        }
        return owner
    }

    /// The layout constraints of a conflict's members: the culprit (not in the solver) as given,
    /// the others by `owner` (`owners(of:)`).
    private static func members(
        of conflict: [Constraint], culprit: (solver: Constraint, layout: LayoutConstraint),
        owner: [ObjectIdentifier: LayoutConstraint]
    ) -> [LayoutConstraint] {
        conflict.map { $0 === culprit.solver ? culprit.layout : owner[ObjectIdentifier($0)]! }
    }

    private func breakConstraint(_ constraint: LayoutConstraint, conflict: [Constraint], culprit: Constraint) {
        constraint.engineState = .broken
        broken.append(constraint)
        let members = Engine.members(of: conflict, culprit: (culprit, constraint), owner: owners(of: conflict))
        window.report(ConstraintConflict(constraints: members, broken: constraint, solverMembers: snapshot(members)))
    }

    /// The members of a conflict as they are now: their expressions over the current tree and
    /// constants, and the normal form's constant.
    private func snapshot(_ members: [LayoutConstraint]) -> [(constraint: Constraint, constant: Double)] {
        var members = members
        #if PLUMB_FAULTS
            if PlantedViewFaults.isActive(.conflictLogDropsAMember), members.count > 1 { members.removeFirst() }
        #endif
        return members.map { member in
            let expression = member.solverExpression()
            return (Constraint(expression, member.relation, priority: member.priority), -expression.constant)
        }
    }

    private func retry(_ constraint: LayoutConstraint) {
        broken.removeAll { $0 === constraint }
        constraint.engineState = .outside
        enter(constraint, logging: false)
        guard case .broken = constraint.engineState else { return }
        broken.append(constraint)
        if togetherDepth > 0 { retryAtTheEnd.append(constraint) }  // it may hold once all are made
    }

    private func retryBroken() {
        guard !broken.isEmpty else { return }
        for constraint in broken { retry(constraint) }
    }

    /// The engine builds only valid constraints (checked on activation); anything else the solver
    /// refuses is a bug in the engine.
    private static func fail(_ error: SolverError) -> Never {
        preconditionFailure("layout engine bug: the solver refused a call: \(error)")
    }
}
