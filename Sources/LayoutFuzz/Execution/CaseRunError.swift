/// A case the engine refuses: a constraint it will not make or activate (attributes that cannot
/// be related, items in no common hierarchy) or a step it cannot take (a required priority
/// moved). It names the JSON path of the constraint or step and the engine's reason.
public struct CaseRunError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
