// The two simplex loops of Cassowary, on a lexicographic objective.
//
// The objective is a vector of rows, one per optional priority, highest first; a symbol's
// reduced cost is the vector of its coefficients in those rows, ordered lexicographically. Over
// that ordered vector space the simplex method works as for a scalar objective, and each optimum
// is lexicographically optimal: no amount of error at a lower priority is ever bought with error
// at a higher one.
//
// Pricing: Dantzig's rule (the steepest improving coefficient at the highest priority that can
// still improve) while pivots make progress; after `blandAfter` degenerate pivots in a row,
// Bland's rule (the lowest-numbered improving symbol; ratio ties to the lowest basic symbol)
// until a pivot makes progress again. Bland's rule cannot cycle, and a pivot that makes progress
// lowers the objective strictly, so the loop terminates; Dantzig's rule takes far fewer pivots on
// layouts, where degenerate vertices are everywhere.

extension Tableau {
    /// Optimizes every optional priority, pricing only the symbols whose objective coefficients
    /// changed since they were last found not improving.
    ///
    /// With `pausing`, it stops as soon as the rows need rebuilding (`needsRefactor`), so that the
    /// next pivot is not chosen on what may be a residue (`Solver.optimizeSoundly`).
    mutating func optimize(pausing: Bool = false) {
        var degenerateRun = 0
        while let (entering, direction) = enteringCandidate(bland: degenerateRun >= Tableau.blandAfter) {
            guard pivotIn(entering, direction, &degenerateRun) else { return }
            if pausing && needsRefactor { return }
        }
    }

    /// The ratio test and the pivot; false when nothing limits the entering symbol (an objective
    /// of non-negative errors is bounded below, so only rounding gets there).
    private mutating func pivotIn(_ entering: Symbol, _ direction: Double, _ degenerateRun: inout Int) -> Bool {
        guard let slot = leavingSlot(entering, direction: direction, bland: degenerateRun >= Tableau.blandAfter)
        else { return false }
        let progress = rows[Int(slot)].constant > 0
        degenerateRun = progress ? 0 : degenerateRun + 1
        pivot(entering: entering, slot: slot)
        return true
    }

    /// Degenerate pivots in a row after which pricing falls back to Bland's rule.
    static let blandAfter = 20

    @inline(__always)
    mutating func markCandidate(_ symbol: Symbol) {
        if !isCandidate[Int(symbol)] {
            isCandidate[Int(symbol)] = true
            candidates.append(symbol)
        }
    }

    /// The entering symbol and the direction it moves in, chosen among the candidates: each is
    /// priced from its coefficients in the objective rows (its first non-zero coefficient,
    /// highest priority first, decides whether it improves), and one that does not improve leaves
    /// the list until its coefficients change. With `bland`, the lowest-numbered improving symbol;
    /// otherwise the steepest improving coefficient at the highest priority that has one (ties to
    /// the lowest symbol).
    mutating func enteringCandidate(bland: Bool) -> (Symbol, Double)? {
        var best = Symbol.max
        var bestLevel = Int.max
        var steepest = 0.0
        var direction = 1.0
        var k = 0
        while k < candidates.count {
            let symbol = candidates[k]
            let s = Int(symbol)
            var level = -1
            var coefficient = 0.0
            if kind[s] != .dummy && kind[s] != .free {
                for index in objectiveSlots.indices where objectiveHolds(index, symbol) {
                    level = index
                    coefficient = objectiveCoefficient(index, symbol)
                    break
                }
            }
            let rate = level < 0 ? 0 : (kind[s] == .external ? abs(coefficient) : -coefficient)
            guard rate > 0 else {
                isCandidate[s] = false
                candidates.swapAt(k, candidates.count - 1)
                candidates.removeLast()
                continue
            }
            let better =
                bland
                ? symbol < best
                : level < bestLevel || (level == bestLevel && (rate > steepest || (rate == steepest && symbol < best)))
            if better {
                best = symbol
                bestLevel = level
                steepest = rate
                direction = coefficient < 0 ? 1 : -1
            }
            k += 1
        }
        return best == Symbol.max ? nil : (best, direction)
    }

    /// The primal ratio test: among rows with a restricted basic that moving `entering` in
    /// `direction` drives down, the one that reaches zero first. Ties go to the largest pivot
    /// (the least growth of rounding), then to the lowest basic symbol; under Bland's rule
    /// (`bland`) straight to the lowest basic symbol, which is what keeps it from cycling.
    mutating func leavingSlot(_ entering: Symbol, direction: Double, bland: Bool = false) -> Slot? {
        var bestSlot: Slot?
        var bestRatio = Double.infinity
        var bestPivot = 0.0
        var bestBasic = Symbol.max
        forEachCoefficient(of: entering) { tableau, slot, coefficient in
            let b = tableau.basic[Int(slot)]
            guard b >= 0, tableau.kind[Int(b)] != .external else { return }
            let a = coefficient * direction
            guard a < 0 else { return }
            let ratio = max(0, tableau.rows[Int(slot)].constant) / -a
            let better =
                ratio < bestRatio
                || (ratio == bestRatio
                    && (bland ? b < bestBasic : Tableau.largerPivot(-a, b, than: bestPivot, bestBasic)))
            if better {
                bestRatio = ratio
                bestPivot = -a
                bestBasic = b
                bestSlot = slot
            }
        }
        return bestSlot
    }

    /// True when a pivot of magnitude `pivot` in the row of `basic` beats the best so far:
    /// larger, or as large in the row of a lower basic symbol.
    @inline(__always)
    static func largerPivot(_ pivot: Double, _ basic: Symbol, than bestPivot: Double, _ bestBasic: Symbol) -> Bool {
        pivot > bestPivot || (pivot == bestPivot && basic < bestBasic)
    }

    /// Dual simplex (kiwi's dualOptimize, with lexicographic ratios): restores feasibility after
    /// constants changed, keeping the objective optimal. Rows are repaired lowest basic symbol
    /// first, so the outcome does not depend on the order in which they were found. Returns the
    /// slot of a row no pivot can repair (the required constraints are infeasible), else nil.
    ///
    /// After `eagerPivots` pivots the rows of basic externals are left for the end of the walk
    /// (Tableau+DeferredRows.swift): a walk of a pivot or two pays nothing for it, a long one
    /// stops rewriting the long position rows on every pivot. An external entering the basis (a
    /// rare choice) brings the deferred rows up to date first, and the walk ends eagerly: a
    /// deferred row then never names a symbol whose own row is deferred.
    mutating func dualOptimize(eagerPivots: Int = Tableau.eagerDualPivots) -> Slot? {
        var count = 0
        var mayDefer = true
        defer { if deferringExternalRows { endDeferringExternalRows() } }
        while let slot = nextInfeasibleSlot() {
            guard let entering = dualEnteringSymbol(slot, raising: 1) else {
                infeasible.removeAll()
                return slot
            }
            if kind[Int(entering)] == .external {
                if deferringExternalRows { endDeferringExternalRows() }
                mayDefer = false
            } else if mayDefer && count >= eagerPivots && !deferringExternalRows {
                beginDeferringExternalRows()
            }
            count += 1
            pivot(entering: entering, slot: slot)
        }
        return nil
    }

    /// Pivots of a dual simplex walk made before it defers the rows of basic externals.
    static let eagerDualPivots = 2

    /// Queues every restricted row whose constant is negative for the dual simplex (after a
    /// change that did not queue them as it went).
    mutating func queueInfeasibleRows() {
        for s in rows.indices where basic[s] >= 0 && kind[Int(basic[s])].isRestricted && rows[s].constant < 0 {
            infeasible.append(Slot(s))
        }
    }

    /// True when a restricted row's constant is feasible: not below zero (a constant within its
    /// rounding bound of zero is zero, `Row.roundoff`).
    @inline(__always) static func isFeasible(_ constant: Double) -> Bool {
        #if PLUMB_FAULTS
            if PlantedFaults.isActive(.invertedNearZeroInDualSimplex) { return constant < 0 }
        #endif
        return constant >= 0
    }

    /// Takes the queued infeasible row with the lowest basic symbol; nil when none is left.
    mutating func nextInfeasibleSlot() -> Slot? {
        var bestIndex = -1
        var bestBasic = Symbol.max
        var k = 0
        while k < infeasible.count {
            let slot = infeasible[k]
            let s = Int(slot)
            let b = s < rows.count ? basic[s] : Tableau.freeSlot
            if b < 0 || !kind[Int(b)].isRestricted || Tableau.isFeasible(rows[s].constant) {
                infeasible.swapAt(k, infeasible.count - 1)
                infeasible.removeLast()
                continue
            }
            if b < bestBasic {
                bestBasic = b
                bestIndex = k
            }
            k += 1
        }
        guard bestIndex >= 0 else { return nil }
        return infeasible.remove(at: bestIndex)
    }

    /// The dual ratio test on a row `b = c + Σ a·s` whose basic must move in direction `sign`
    /// (+1: up from below zero; -1: down to zero, for a dummy): among symbols that move `b` that
    /// way (restricted with sign·a > 0, or any external), the least lexicographic ratio of
    /// reduced cost to |a|; ties to the highest symbol. The newest symbol is in the fewest rows
    /// as a rule (along a chain of views the last view's slack is in a handful of rows, the first
    /// view's in every position after it), and a pivot substitutes into every row that holds
    /// the entering symbol: on a chain of 100 views a suggest that moves the slack went from
    /// 1.7 µs to 0.2 µs.
    func dualEnteringSymbol(_ slot: Slot, raising sign: Double) -> Symbol? {
        let levelCount = objectiveSlots.count
        // Two vectors of ratios on the stack, swapped as pointers when a candidate wins.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * max(levelCount, 1)) { buffer in
            var bestRatio = buffer.baseAddress!
            var ratio = bestRatio + levelCount
            var best: Symbol?
            for cell in rows[Int(slot)].cells {
                let a = cell.coefficient * sign
                let direction: Double
                switch kind[Int(cell.symbol)] {
                case .external: direction = a > 0 ? 1 : -1
                case .slack, .error:
                    guard a > 0 else { continue }
                    direction = 1
                case .dummy, .free: continue
                }
                let scale = direction / abs(a)
                // Compared level by level against the best so far, each component read only when
                // the ones above tie (most candidates are decided at the first level that holds
                // them), and a level that does not hold the symbol read as 0.
                var decided = best == nil
                var tied = !decided
                var k = 0
                while !decided && k < levelCount {
                    ratio[k] = objectiveCoefficient(k, cell.symbol) * scale
                    switch compareRatio(ratio[k], bestRatio[k]) {
                    case .less: decided = true
                    case .greater:
                        k = levelCount
                        tied = false
                    case .same: break
                    }
                    k += 1
                }
                if tied && !decided { decided = true }  // a full tie: the later, higher symbol
                guard decided else { continue }
                while k < levelCount {
                    ratio[k] = objectiveCoefficient(k, cell.symbol) * scale
                    k += 1
                }
                best = cell.symbol
                swap(&ratio, &bestRatio)
            }
            return best
        }
    }
}

/// How one component of a lexicographic ratio compares with the best's: components within
/// `Tolerance.sameRatio` of each other count as equal and the next component decides (exact
/// comparison would let rounding in a higher priority's ratio, 1.0000000000000002 against 1,
/// overrule a lower priority).
enum RatioOrder { case less, same, greater }

@inline(__always)
func compareRatio(_ l: Double, _ r: Double) -> RatioOrder {
    let tolerance = Tolerance.sameRatio * max(1, abs(l), abs(r))
    if l < r - tolerance { return .less }
    if l > r + tolerance { return .greater }
    return .same
}
