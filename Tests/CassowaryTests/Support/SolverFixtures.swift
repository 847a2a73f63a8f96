import Cassowary
import ConstraintSystem
import Testing

/// A solver with a little of everything, so that a rejected call has state to disturb:
/// `x >= 10` (returned), `y == x + 5`, `x == 40 @ 250`, and z edited @ 500, suggested 3.
func populatedSolver(_ x: Variable, _ y: Variable, _ z: Variable) throws -> (Solver, Constraint) {
    let solver = Solver()
    let lower = x >= 10
    try solver.add(lower)
    try solver.add(y == x + 5)
    try solver.add((x == 40).at(250))
    try solver.addEditVariable(z, priority: 500)
    try solver.suggest(z, 3)
    solver.updateVariables()
    return (solver, lower)
}

/// Adds a constraint on a new variable and checks that it takes effect and the invariants hold.
func expectUsable(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let w = Variable("w")
    try solver.add(w == 17)
    solver.updateVariables()
    #expect(solver.value(of: w) == 17, sourceLocation: sourceLocation)
    try solver.checkInvariants()
}
