/// One optional priority in use, with its objective row: the sum of the errors of the
/// constraints at that priority, in terms of parametric symbols.
struct Level {
    var priority: Double
    var slot: Slot
    /// How many error-carrying constraints use it; the level goes when none do.
    var users: Int
}

extension Tableau {
    /// The objective slot of `priority`, made (with an empty row) when missing; counts a user.
    mutating func retainLevel(_ priority: Double) -> Slot {
        var index = 0
        while index < levels.count && Tableau.ranksAbove(levels[index].priority, priority) { index += 1 }
        if index < levels.count && levels[index].priority == priority {
            levels[index].users += 1
            return levels[index].slot
        }
        let slot = newSlot(.empty, basic: Tableau.objectiveRow)
        levels.insert(Level(priority: priority, slot: slot, users: 1), at: index)
        objectiveSlots.insert(slot, at: index)
        objectivePositions.insert(RawVector<Int32>(), at: index)
        return slot
    }

    /// True when objective level `a` is optimized before level `b`: the higher priority first.
    @inline(__always)
    static func ranksAbove(_ a: Double, _ b: Double) -> Bool {
        #if PLUMB_FAULTS
            if PlantedFaults.isActive(.invertedPriorities) { return a < b }
        #endif
        return a > b
    }

    /// The objective slot of a priority in use.
    func levelSlot(_ priority: Double) -> Slot {
        for level in levels where level.priority == priority { return level.slot }
        preconditionFailure("no objective level for priority \(priority)")
    }

    /// Drops a user of `priority`; the last one takes the level (and its row) away.
    mutating func releaseLevel(_ priority: Double) {
        guard let index = levels.firstIndex(where: { $0.priority == priority }) else { return }
        levels[index].users -= 1
        if levels[index].users == 0 {
            // Whatever cells are left are rounding residue: the errors were all taken out. Their
            // symbols lose a level of their reduced cost, so they are priced again.
            for cell in rows[Int(levels[index].slot)].cells { markCandidate(cell.symbol) }
            releaseSlot(levels[index].slot)
            levels.remove(at: index)
            objectiveSlots.remove(at: index)
            objectivePositions.remove(at: index)
        }
    }
}
