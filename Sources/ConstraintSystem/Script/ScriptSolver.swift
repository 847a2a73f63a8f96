/// A solver that plays operation scripts: the incremental solver, the reference, or any solver
/// behind a pipe. `ScriptPlayer` drives it one operation at a time and judges the checkpoints.
///
/// Ids name constraints: an add gives the id that later operations use for the same constraint.
/// Every call that changes the system either happens in full or, when rejected, not at all.
public protocol ScriptSolver: AnyObject {
    /// Adds a constraint; a required one that cannot hold is rejected.
    func add(_ id: Int, _ constraint: SystemConstraint) throws(ScriptSolverError) -> Decision
    /// Removes a live constraint.
    func remove(_ id: Int, _ constraint: SystemConstraint) throws(ScriptSolverError)
    /// Changes the normal-form constant of a live constraint (in place where the solver can).
    func setConstant(_ id: Int, of constraint: SystemConstraint, to value: Double) throws(ScriptSolverError) -> Decision
    /// Changes the priority (and weight) of a live constraint.
    func setPriority(
        _ id: Int, of constraint: SystemConstraint, to priority: Priority, weight: Double?
    ) throws(ScriptSolverError) -> Decision
    func addEdit(_ edit: EditDeclaration) throws(ScriptSolverError)
    func removeEdit(_ name: String) throws(ScriptSolverError)
    func suggest(_ step: SuggestStep) throws(ScriptSolverError)
    /// The current solution, read for a checkpoint: the value of each expression (a variable no
    /// live constraint or edit uses reads 0) and the total error of each optional priority in use.
    func observe(_ expressions: [[LinearTerm]]) throws(ScriptSolverError) -> Observation
    /// True when the conflicts the solver reports are irreducible (every member needed), so that a
    /// `check conflict` must match them exactly; otherwise a reported set need only contain it.
    var reportsIrreducibleConflicts: Bool { get }
    /// How the solver weighs optional priorities against each other (lexicographic unless it
    /// says otherwise).
    var semantics: PrioritySemantics { get }
}

extension ScriptSolver {
    public var semantics: PrioritySemantics { .lexicographic }
}

/// How a solver trades optional priorities: strictly ordered, highest first (FORMAT.md's
/// meaning, UIKit's), or weighed against each other in one sum (kiwi's strengths), where enough
/// error at a low priority can outweigh a little at a high one.
public enum PrioritySemantics: String, Sendable, CaseIterable {
    case lexicographic
    case weighted
}

/// What a checkpoint reads of a solver's current solution.
public struct Observation: Sendable, Equatable {
    /// One per requested expression.
    public var readings: [Reading]
    /// Each optional priority in use with its total error, highest first.
    public var errors: [PriorityError]

    public init(readings: [Reading], errors: [PriorityError]) {
        self.readings = readings
        self.errors = errors
    }

    /// An expression's value at the solution, and, from a solver that knows the whole optimal
    /// set, its range over that set (nil bounds where unbounded).
    public struct Reading: Sendable, Equatable {
        public var value: Double
        public var range: ClosedInterval?

        public init(value: Double, range: ClosedInterval? = nil) {
            self.value = value
            self.range = range
        }
    }

    /// `[lowest, highest]`, either end possibly unbounded (nil).
    public struct ClosedInterval: Sendable, Equatable {
        public var lowest: Double?
        public var highest: Double?

        public init(lowest: Double?, highest: Double?) {
            self.lowest = lowest
            self.highest = highest
        }
    }

    public struct PriorityError: Sendable, Equatable {
        public var priority: Priority
        public var error: Double

        public init(priority: Priority, error: Double) {
            self.priority = priority
            self.error = error
        }
    }

    /// The total error at `priority` (0 where none of its constraints is live).
    public func error(at priority: Priority) -> Double {
        errors.first { $0.priority == priority }?.error ?? 0
    }
}

/// A solver failed in a way that is not a decision: it crashed, hung, broke its protocol, or
/// refused an operation it had to take. For our own solvers this is a bug; for a solver behind a
/// pipe it is a finding.
public struct ScriptSolverError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// The solver refused or failed an operation that a correct solver takes.
        case failed
        /// The solver process ended (a crash).
        case crashed
        /// The solver did not answer within the time limit.
        case hung
        /// The solver answered something the protocol does not allow.
        case protocolViolation = "protocol"
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { "\(kind.rawValue): \(message)" }
}

/// A solver that tells how big its internal state is, for the `size` oracle: once everything
/// added is removed again, every counter must be back where an empty solver has it.
public protocol SizedScriptSolver: ScriptSolver {
    func sizeCounters() throws(ScriptSolverError) -> [SizeCounter]
    /// False when this instance cannot tell after all (an adapter without the capability).
    var reportsSizes: Bool { get }
}

extension SizedScriptSolver {
    public var reportsSizes: Bool { true }
}

/// One counter of a solver's internal state (`rows`, `symbols`, …).
public struct SizeCounter: Sendable, Equatable {
    public var name: String
    public var value: Int

    public init(_ name: String, _ value: Int) {
        self.name = name
        self.value = value
    }
}
