import ConstraintSystem

/// Reading the FORMAT.md file or FORMAT-v2.md script a command was given: a malformed one ends
/// the command with its `file:line: what is wrong` and exit 2.
enum SystemFile {
    static func read(_ path: String, for command: String) throws -> ConstraintSystem {
        do {
            return try FormatReader.read(contentsOf: path)
        } catch {
            throw CommandFailure(.badInput, "plumb \(command): \(error)")
        }
    }

    /// The file as a script; a version-1 file comes back with `version == 1`.
    static func readScript(_ path: String, for command: String) throws -> OperationScript {
        do {
            return try ScriptReader.read(contentsOf: path)
        } catch {
            throw CommandFailure(.badInput, "plumb \(command): \(error)")
        }
    }
}
