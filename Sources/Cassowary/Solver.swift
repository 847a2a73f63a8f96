import ConstraintSystem

/// An incremental linear constraint solver with lexicographic priorities: Cassowary (Badros,
/// Borning & Stuckey 2001) on a sparse tableau (see `Tableau`).
///
/// Required constraints (priority 1000) hold exactly. Then, priority by priority from the
/// highest, the sum of the errors of the optional constraints at that priority is made as small
/// as it can be without giving up anything at a higher priority. Edit variables are optional
/// `variable == value` constraints whose value `suggest` changes in place, as Auto Layout does
/// when a constraint's constant changes; `setConstant` does the same for any constraint.
///
/// Values are read with `value(of:)` after `updateVariables()`, which also says which variables
/// changed. Every call is deterministic: the same calls give the same values, bit for bit. A call
/// that throws leaves the solver exactly as it was.
///
/// Cost: adding or removing a constraint, a suggestion or a constant change touches only the rows
/// that hold the symbols it pivots on, and prices only the symbols whose objective coefficients
/// those pivots changed: no step scans the whole tableau (rows themselves can be long, as in a
/// chain of views, where each position depends on every width before it).
public final class Solver {
    var tableau = Tableau()
    var records: [ConstraintRecord?] = []
    var freeRecords: [Int] = []
    var recordOf = IdentityMap<Int>()
    var symbolOf = IdentityMap<Symbol>()
    /// Indexed by symbol: the variable of an external symbol.
    var variableAt: ContiguousArray<Variable?> = []
    /// Indexed by symbol: how many constraint terms use the variable.
    var useCount: ContiguousArray<Int32> = []
    /// Indexed by symbol: the value as of the last `updateVariables()`.
    var cachedValue: ContiguousArray<Double> = []
    var edits: [ObjectIdentifier: EditInfo] = [:]
    /// Variables that stopped being used while their value was not 0, for `updateVariables()`.
    var releasedVariables: [Variable] = []
    /// The last reported value of each variable in `releasedVariables` (lookup only).
    var releasedValue = IdentityMap<Double>()
    var additions = 0
    /// When set, every call that changes the solver is recorded there (see `SolverLog`).
    public var log: SolverLog?

    public init() {}

    // MARK: Constraints

    /// Adds a constraint at its own priority.
    ///
    /// - Throws: `duplicateConstraint`, `invalidPriority`, `nonFiniteValue`, or `unsatisfiable`
    ///   with a conflicting set when the required constraints could not all hold.
    public func add(_ constraint: Constraint) throws(SolverError) {
        guard recordOf[ObjectIdentifier(constraint)] == nil else { throw .duplicateConstraint(constraint) }
        try Solver.validate(constraint.priority)
        try Solver.validate(constraint.expression, of: constraint)
        try logged({ .add(constraint, accepted: $0) }) { () throws(SolverError) in
            _ = try insert(constraint, constant: constraint.constant, priority: constraint.priority)
        }
    }

    /// Removes a constraint.
    ///
    /// - Throws: `unknownConstraint` when it is not in the solver (an edit variable's constraint
    ///   is removed with `removeEditVariable`).
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let index = recordOf[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        log?.record(.remove(constraint))
        removeRecord(index)
        #if PLUMB_FAULTS
            if PlantedFaults.isActive(.staleBasisOnRemoval) { return }
        #endif
        optimizeSoundly()
    }

    /// True when the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool { recordOf[ObjectIdentifier(constraint)] != nil }

    /// The constraints in the solver, in the order they were added (edit constraints excluded).
    public var constraints: [Constraint] { heldConstraints.map(\.constraint) }

    /// How many constraints `constraints` lists, counted without listing them.
    public var constraintCount: Int {
        records.withUnsafeBufferPointer { records in
            var count = 0
            for slot in records.indices where records[slot]?.isEdit == false { count += 1 }
            return count
        }
    }

    /// `constraints` with the constant and the priority the solver holds for each, read in one
    /// pass over the records.
    public var heldConstraints: [(constraint: Constraint, constant: Double, priority: Priority)] {
        // The records are read in place (copying one retains its references), their orders
        // first, then what is returned in that order (orders are unique: any sort gives the same).
        records.withUnsafeBufferPointer { records in
            var held: [(order: Int, slot: Int)] = []
            held.reserveCapacity(records.count)
            for slot in records.indices {
                if let order = records[slot]?.order, records[slot]?.isEdit == false { held.append((order, slot)) }
            }
            held.sort { $0.order < $1.order }
            return held.map { (records[$0.slot]!.constraint, records[$0.slot]!.constant, records[$0.slot]!.priority) }
        }
    }

    /// The constant the solver holds for a constraint (normal form `terms OP constant`), or nil
    /// when it is not in the solver.
    public func constant(of constraint: Constraint) -> Double? {
        recordOf[ObjectIdentifier(constraint)].flatMap { records[$0]?.constant }
    }

    /// The priority the solver holds for a constraint, or nil when it is not in the solver.
    public func priority(of constraint: Constraint) -> Priority? {
        recordOf[ObjectIdentifier(constraint)].flatMap { records[$0]?.priority }
    }

    // MARK: Values

    /// Brings every variable's value up to date and returns the variables whose value changed
    /// (in an order that the same calls always reproduce). Costs in proportion to the rows that changed since
    /// the last call, not to the size of the system; the variables are looked up only as the
    /// result is read (see `ChangedVariables`).
    @discardableResult
    public func updateVariables() -> ChangedVariables {
        refineIfNeeded()
        var changed = ContiguousArray<Symbol>()
        changed.reserveCapacity(tableau.dirty.count)  // one allocation, not one per doubling
        for symbol in tableau.dirty {
            let s = Int(symbol)
            tableau.isDirty[s] = false
            guard tableau.kind[s] == .external, variableAt[s] != nil else { continue }
            let value = tableau.value(of: symbol)
            if value != cachedValue[s] {
                cachedValue[s] = value
                changed.append(symbol)
            }
        }
        tableau.dirty.removeAll(keepingCapacity: true)
        var released: [Variable] = []
        if !releasedVariables.isEmpty {
            for variable in releasedVariables {
                guard let symbol = symbolOf[ObjectIdentifier(variable)] else {
                    released.append(variable)  // now 0
                    continue
                }
                // Back under a new symbol, whose cache started at the value last reported.
                let value = tableau.value(of: symbol)
                if value != cachedValue[Int(symbol)] {
                    cachedValue[Int(symbol)] = value
                    released.append(variable)
                }
            }
            releasedVariables.removeAll()
            releasedValue.removeAll()
        }
        return ChangedVariables(symbols: changed, table: variableAt, released: released)
    }

    /// The value of a variable as of the last `updateVariables()`; 0 for a variable that no
    /// constraint in the solver uses (from the moment it stops being used: the next
    /// `updateVariables()` lists it as changed when it was not 0).
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbolOf[ObjectIdentifier(variable)] else { return 0 }
        return cachedValue[Int(symbol)]
    }

    /// The total error of the optional constraints at each optional priority in use (edit
    /// variables included), highest priority first, at the current solution.
    public func errorsByPriority() -> [(priority: Priority, error: Double)] {
        refineIfNeeded()
        var totals: [Double: Double] = [:]
        for case let record? in records where !record.priority.isRequired {
            var residual = -record.constant
            for term in record.constraint.expression.terms {
                let symbol = symbolOf[ObjectIdentifier(term.variable)]!
                residual += term.coefficient * tableau.value(of: symbol)
            }
            totals[record.priority.value, default: 0] += record.constraint.relation.error(ofResidual: residual)
        }
        return totals.keys.sorted(by: >).map { (Priority($0), totals[$0]!) }
    }

    // MARK: Validation

    static func validate(_ priority: Priority) throws(SolverError) {
        guard priority.isValid else { throw .invalidPriority(priority) }
    }

    static func validate(_ expression: Expression, of constraint: Constraint) throws(SolverError) {
        guard expression.isFinite else {
            throw .nonFiniteValue(what: "a coefficient or the constant of '\(constraint)'")
        }
    }
}
