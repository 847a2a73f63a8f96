/// A case the engine refuses: a constraint it will not make or activate (attributes that cannot
/// be related, items in no common hierarchy) or a step it cannot take (a required priority
/// moved). It names the JSON path of the constraint or step and the engine's reason.
package struct CaseRunError: Error, Equatable, CustomStringConvertible {
    package var path: String
    package var message: String

    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    package var description: String { "\(path): \(message)" }
}
