import Cassowary
import ConstraintSystem

/// A window's solver calls, recorded from the moment it is made, written as an operation script
/// (FORMAT-v2.md): every constraint added (labelled `k0`, `k1`, ... by identity, so a removal or
/// a change names the one it touches), removed, re-valued in place or re-prioritized, and every
/// edit variable, in the order the engine made the calls; a rejected call is followed by its
/// `check rejected` line.
/// Variables take the names `Window.constraintSystem()` gives them, as of the last `mark` at
/// which they were in the tree (a view that leaves keeps its name).
public final class SolverHistory {
    private let window: Window
    private let log = SolverLog()
    private var nameOf: [ObjectIdentifier: String] = [:]
    private var taken = Set<String>()
    /// Keeps every named variable alive, so that no identity is reused for another.
    private var variables: [Variable] = []

    /// What the solver held when recording started (the window's own size constraints): each
    /// constraint with its constant and priority then.
    private let preexisting: [(constraint: Constraint, constant: Double, priority: Priority)]

    /// Starts recording `window`'s solver calls (one history per window); what the solver already
    /// holds opens the script as adds.
    public init(recording window: Window) {
        self.window = window
        let solver = window.engine.solver
        preexisting = solver.constraints.map { ($0, solver.constant(of: $0)!, solver.priority(of: $0)!) }
        solver.log = log
    }

    /// Marks a point of the history (the end of a case's step) and names the variables now in
    /// the tree.
    public func mark(_ note: String) {
        refreshNames()
        log.mark(note)
    }

    /// The history as a script, and for each mark the number of operations before it.
    public func script() -> (script: OperationScript, marks: [(position: Int, note: String)]) {
        refreshNames()
        var operations: [ScriptOperation] = []
        var marks: [(Int, String)] = []
        var labelOf: [ObjectIdentifier: String] = [:]
        func label(_ constraint: Constraint) -> String {
            let id = ObjectIdentifier(constraint)
            if let known = labelOf[id] { return known }
            let made = "k\(labelOf.count)"
            labelOf[id] = made
            return made
        }
        for (constraint, constant, priority) in preexisting {
            let line = SystemConstraint(exporting: constraint, constant: constant, priority: priority, name: name)
            operations.append(.add(line, label: label(constraint)))
        }
        for call in log.calls {
            switch call {
            case let .add(constraint, accepted):
                let line = SystemConstraint(
                    exporting: constraint, constant: constraint.constant, priority: constraint.priority, name: name)
                operations.append(.add(line, label: label(constraint)))
                if !accepted { operations.append(.check([.rejected(label(constraint))])) }
            case let .remove(constraint): operations.append(.remove(label(constraint)))
            case let .setConstant(constraint, value, accepted):
                operations.append(.setConstant(label(constraint), value))
                if !accepted { operations.append(.check([.rejected(label(constraint))])) }
            case let .setPriority(constraint, priority, accepted):
                operations.append(.setPriority(label(constraint), priority, weight: nil))
                if !accepted { operations.append(.check([.rejected(label(constraint))])) }
            case let .addEditVariable(variable, priority):
                operations.append(.edit(EditDeclaration(name: name(variable), priority: priority)))
            case let .removeEditVariable(variable): operations.append(.removeEdit(name(variable)))
            case let .suggest(variable, value):
                if case var .suggest(step)? = operations.last,
                    !step.values.contains(where: { $0.name == name(variable) })
                {
                    step.values.append(Suggestion(name(variable), value))
                    operations[operations.count - 1] = .suggest(step)
                } else {
                    operations.append(.suggest(SuggestStep([Suggestion(name(variable), value)])))
                }
            case let .mark(note): marks.append((operations.count, note))
            }
        }
        return (OperationScript(operations), marks)
    }

    private func name(_ variable: Variable) -> String {
        if let known = nameOf[ObjectIdentifier(variable)] { return known }
        return assign(ExportName.isValid(variable.name) ? variable.name : "v", to: variable)
    }

    private func refreshNames() {
        let exported = window.variableNames()
        for view in window.subtree() {
            for item in [view as LayoutItem] + view.allGuides.map({ $0 as LayoutItem }) {
                for variable in item.layoutNode.variables where nameOf[ObjectIdentifier(variable)] == nil {
                    if let name = exported[ObjectIdentifier(variable)] { assign(name, to: variable) }
                }
            }
        }
    }

    @discardableResult
    private func assign(_ preferred: String, to variable: Variable) -> String {
        var name = preferred
        while taken.contains(name) { name += "_" }
        taken.insert(name)
        nameOf[ObjectIdentifier(variable)] = name
        variables.append(variable)
        return name
    }
}
