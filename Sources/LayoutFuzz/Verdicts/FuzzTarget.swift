/// What a fuzz run plays: layout cases on the view layer, or operation scripts on a solver
/// (`plumb fuzz --target solver`).
package enum FuzzTarget: String, CaseIterable, Sendable, Codable {
    case layout
    case solver
}
