@testable import Cassowary

/// Where a constraint's marker symbol stands in the tableau (the marker is the slack of an
/// inequality, the dummy of a required equality, the positive error of an optional equality):
/// what decides which branch of removal runs. Reads the solver's internals, so that a removal
/// test can check it exercises the branch it is named after.
struct MarkerPlace: Equatable, CustomStringConvertible {
    /// Basic in its own row.
    var isBasic = false
    /// Constraint rows that hold it, by the kind of their basic symbol.
    var slackOrErrorRows = 0
    var dummyRows = 0
    var externalRows = 0
    /// Objective rows that hold it.
    var objectiveRows = 0

    var description: String {
        isBasic
            ? "basic"
            : "parametric in \(slackOrErrorRows) slack/error, \(dummyRows) dummy, \(externalRows) external "
                + "and \(objectiveRows) objective rows"
    }
}

extension Solver {
    /// Where the marker of `constraint` stands; nil when the solver does not hold it.
    func markerPlace(of constraint: Constraint) -> MarkerPlace? {
        guard let index = recordOf[ObjectIdentifier(constraint)], let record = records[index] else { return nil }
        return markerPlace(record.marker)
    }

    /// Where the marker of the edit constraint of `variable` stands.
    func editMarkerPlace(of variable: Variable) -> MarkerPlace? {
        guard let info = edits[ObjectIdentifier(variable)] else { return nil }
        return markerPlace(of: info.constraint)
    }

    private func markerPlace(_ marker: Symbol) -> MarkerPlace {
        var place = MarkerPlace()
        place.isBasic = tableau.basicSlot[Int(marker)] != Tableau.none
        // Objective rows are not sorted (Tableau+ObjectiveIndex.swift): searched cell by cell.
        for slot in tableau.rows.indices where tableau.rows[slot].cells.contains(where: { $0.symbol == marker }) {
            let basic = tableau.basic[slot]
            if basic == Tableau.objectiveRow {
                place.objectiveRows += 1
            } else if basic >= 0 {
                switch tableau.kind[Int(basic)] {
                case .external: place.externalRows += 1
                case .dummy: place.dummyRows += 1
                default: place.slackOrErrorRows += 1
                }
            }
        }
        return place
    }
}
