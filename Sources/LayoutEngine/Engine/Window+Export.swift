import Cassowary
import ConstraintSystem

// The engine's current system as a FORMAT.md constraint system, so that the reference solver,
// `plumb solve` and other tools solve exactly what the engine solved.

extension Window {
    /// Every constraint in the solver, in the order it entered, in normal form with the constant
    /// the solver holds now (broken constraints are not in the solver, so not here). Variables are
    /// named `item.minX`, `item.minY`, `item.width`, `item.height` in window coordinates, `item`
    /// being the view's `displayName` (`window`, `view3`, an identifier) or a guide's
    /// (`view3.margins`, `view3.safeArea`, `view3.guide0`). A name that is not a FORMAT.md name,
    /// or is taken, is replaced by `view<serial>`-style one.
    public func constraintSystem() -> ConstraintSystem {
        let names = variableNames()
        let solver = engine.solver
        let constraints = solver.constraints.map { constraint in
            var terms: [LinearTerm] = []
            for term in constraint.expression.terms {
                let name = names[ObjectIdentifier(term.variable)] ?? term.variable.name
                if let index = terms.firstIndex(where: { $0.name == name }) {
                    terms[index].coefficient += term.coefficient
                } else {
                    terms.append(LinearTerm(name, term.coefficient))
                }
            }
            return SystemConstraint(
                terms: terms.filter { $0.coefficient != 0 }, relation: constraint.relation,
                constant: solver.constant(of: constraint)!, priority: solver.priority(of: constraint)!)
        }
        return ConstraintSystem(edits: [], constraints: constraints, steps: [])
    }

    /// The exported name of each variable of the tree, keyed by the variable's identity.
    func variableNames() -> [ObjectIdentifier: String] {
        var names: [ObjectIdentifier: String] = [:]
        var taken = Set<String>()
        func name(_ node: LayoutNode, _ preferred: String, fallback: String) {
            let base = ExportName.isValid(preferred) && !taken.contains(preferred) ? preferred : fallback
            taken.insert(base)
            for (variable, field) in zip(node.variables, ["minX", "minY", "width", "height"]) {
                names[ObjectIdentifier(variable)] = "\(base).\(field)"
            }
        }
        for view in subtree() {
            let viewName = view.displayName
            let fallback = "\(view.typeName)\(view.serial)_"
            name(view.layoutNode, viewName, fallback: fallback)
            for (index, guide) in view.allGuides.enumerated() {
                name(guide.layoutNode, guide.displayName, fallback: "\(fallback).guide\(index)_")
            }
        }
        return names
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
