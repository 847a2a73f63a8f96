import ConstraintSystem

/// Reading the FORMAT.md file a command was given: a malformed one ends the command with its
/// `file:line: what is wrong` and exit 2.
enum SystemFile {
    static func read(_ path: String, for command: String) throws -> ConstraintSystem {
        do {
            return try FormatReader.read(contentsOf: path)
        } catch {
            throw CommandFailure(.badInput, "plumb \(command): \(error)")
        }
    }
}
