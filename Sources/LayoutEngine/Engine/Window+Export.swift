import Cassowary
import ConstraintSystem

// The engine's current system as a FORMAT.md constraint system, so that the reference solver,
// `plumb solve` and other tools solve exactly what the engine solved.

extension Window {
    /// Every constraint in the solver, in the order it entered, in normal form with the constant
    /// the solver holds now (broken constraints are not in the solver, so not here). Variables are
    /// named `item.minX`, `item.minY`, `item.width`, `item.height` (a view's origin measured from
    /// its superview's, a guide's from its view's, as `frame` and `layoutFrame` hold them), `item`
    /// being the view's `displayName` (`window`, `view3`, an identifier) or, for a guide, its
    /// view's name and its own (`view3.margins`, `view3.safeArea`, `view3.guide0`). A name that is
    /// not a FORMAT.md name, or is taken, is replaced by a `view<serial>_`-style one (`_` added
    /// until no other item has it); a guide takes its view's replacement with it.
    public func constraintSystem() -> ConstraintSystem {
        exportedSystem(variableNames())
    }

    /// `constraintSystem()` and `exportedItemNames()` from one naming pass: what a caller that
    /// reads the system and finds its items' variables in it needs.
    public func exportedSystemAndNames() -> (system: ConstraintSystem, itemNames: [ObjectIdentifier: String]) {
        let names = exportNames()
        return (exportedSystem(names.variables), names.items)
    }

    /// The solver's constraints with their variables named by `names`.
    private func exportedSystem(_ names: [ObjectIdentifier: String]) -> ConstraintSystem {
        let constraints = engine.solver.heldConstraints.map { held in
            SystemConstraint(
                exporting: held.constraint, constant: held.constant, priority: held.priority,
                name: { names[ObjectIdentifier($0)] ?? $0.name })
        }
        return ConstraintSystem(edits: [], constraints: constraints, steps: [])
    }

    /// The name `constraintSystem()` gives each view and guide of the tree (its variables are
    /// that name followed by `.minX`, `.minY`, `.width`, `.height`), keyed by the item's identity.
    public func exportedItemNames() -> [ObjectIdentifier: String] {
        exportNames().items
    }

    /// The exported name of each variable of the tree, keyed by the variable's identity.
    func variableNames() -> [ObjectIdentifier: String] {
        exportNames().variables
    }

    /// The exported name of each variable and of each item of the tree, keyed by identity.
    private func exportNames() -> (variables: [ObjectIdentifier: String], items: [ObjectIdentifier: String]) {
        let views = subtree()
        let itemCount = views.reduce(0) { $0 + 1 + $1.allGuides.count }
        var names: [ObjectIdentifier: String] = [:]
        var items: [ObjectIdentifier: String] = [:]
        var taken = Set<String>()
        names.reserveCapacity(4 * itemCount)
        items.reserveCapacity(itemCount)
        taken.reserveCapacity(itemCount)
        /// Names the item's variables and returns its name, unique among the items.
        func name(_ item: LayoutItem, _ preferred: String, fallback: () -> String) -> String {
            var base = ExportName.isValid(preferred) && !taken.contains(preferred) ? preferred : fallback()
            while taken.contains(base) { base += "_" }  // an identifier may look like a fallback
            taken.insert(base)
            items[ObjectIdentifier(item)] = base
            let node = item.layoutNode
            names[ObjectIdentifier(node.minX)] = base + ".minX"
            names[ObjectIdentifier(node.minY)] = base + ".minY"
            names[ObjectIdentifier(node.width)] = base + ".width"
            names[ObjectIdentifier(node.height)] = base + ".height"
            return base
        }
        for view in views {
            // A fallback name is made only for an item whose own name is not usable.
            let viewName = name(view, view.displayName) { "\(view.typeName)\(view.serial)_" }
            for (index, guide) in view.allGuides.enumerated() {
                _ = name(guide, viewName + "." + guide.nameInOwner) { "\(viewName).guide\(index)_" }
            }
        }
        return (names, items)
    }
}

extension Window {
    /// The total error of the solver's optional constraints at the frames, by priority value:
    /// what the constraints of `constraintSystem()` add up to when each variable takes its item's
    /// frame component (a view's `frame`, a guide's `layoutFrame`, for the items in the window;
    /// 0 otherwise), without naming anything. A constraint's terms of one variable are merged and
    /// summed in the export's order, so the totals are the export's to the bit.
    public func optionalErrorsAtFrames() -> [Double: Double] {
        var errors: [Double: Double] = [:]
        for held in engine.solver.heldConstraints where !held.priority.isRequired {
            var residual = -held.constant
            for term in Window.merged(held.constraint.expression.terms) where term.coefficient != 0 {
                residual += term.coefficient * frameValue(term.variable)
            }
            errors[held.priority.value, default: 0] += held.constraint.relation.error(ofResidual: residual)
        }
        return errors
    }

    /// The terms with those of one variable merged, in the order of first use, as the export
    /// merges them. Most constraints name each variable once: their terms are returned as they are.
    private static func merged(_ terms: [Term]) -> [Term] {
        let repeats = terms.indices.contains { i in (0..<i).contains { terms[$0].variable === terms[i].variable } }
        guard repeats else { return terms }
        var merged: [Term] = []
        for term in terms {
            if let index = merged.firstIndex(where: { $0.variable === term.variable }) {
                merged[index].coefficient += term.coefficient
            } else {
                merged.append(term)
            }
        }
        return merged
    }

    /// A variable's value at the frames: its item's frame component when the item is in the
    /// window (a view in the tree, a guide of one), else 0.
    private func frameValue(_ variable: Variable) -> Double {
        guard let node = engine.node(of: variable) else { return 0 }
        if let view = node.view, view.window === self {
            let frame = view.frame
            if variable === node.minX { return frame.minX }
            if variable === node.minY { return frame.minY }
            if variable === node.width { return frame.width }
            return frame.height
        }
        // A guide's layout frame is the model's values of its variables: the one asked for alone.
        // (A guide's owning view lists it; `removeLayoutGuide` clears both.)
        if let guide = node.guide, guide.owningView?.window === self { return engine.value(variable) }
        return 0
    }
}

extension SystemConstraint {
    /// A solver's constraint in normal form, its variables named by `name` (terms of one
    /// variable merged, zero terms left out).
    init(exporting constraint: Constraint, constant: Double, priority: Priority, name: (Variable) -> String) {
        var terms: [LinearTerm] = []
        terms.reserveCapacity(constraint.expression.terms.count)
        for term in constraint.expression.terms {
            let name = name(term.variable)
            if let index = terms.firstIndex(where: { $0.name == name }) {
                terms[index].coefficient += term.coefficient
            } else {
                terms.append(LinearTerm(name, term.coefficient))
            }
        }
        terms.removeAll { $0.coefficient == 0 }  // in place: a filtered copy grew from empty
        self.init(terms: terms, relation: constraint.relation, constant: constant, priority: priority)
    }
}

/// FORMAT.md's rule for a name: a letter or `_`, then letters, digits, `_` or `.`.
enum ExportName {
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCIILetter || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_" || $0 == "." }
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

extension Window {
    /// A conflict's members as a FORMAT.md system (named as `constraintSystem()` names variables,
    /// priorities as they were: required), so that another solver can check that they cannot all
    /// hold together.
    public func system(of conflict: ConstraintConflict) -> ConstraintSystem {
        let names = variableNames()
        let constraints = conflict.solverMembers.map { member in
            SystemConstraint(
                exporting: member.constraint, constant: member.constant, priority: member.constraint.priority,
                name: { names[ObjectIdentifier($0)] ?? $0.name })
        }
        return ConstraintSystem(constraints: constraints)
    }
}

extension Window {
    /// The active constraints left out of the solver because they conflicted with required ones
    /// when they came in (UIKit's "will attempt to recover by breaking constraint"), in the order
    /// they were broken. They come back when a change lets them hold.
    public var brokenConstraints: [LayoutConstraint] { engine.broken }
}
