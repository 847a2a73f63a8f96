/// An error in a constraint-system file (FORMAT.md, version 1): which file, which line, and what
/// is wrong there, in words meant for the person who wrote the file.

/// A file that cannot be read, or a line that breaks FORMAT.md.
///
/// `line` is 1-based; it is 0 when the error concerns the whole file (it is missing, a directory,
/// or not UTF-8). The message quotes the offending text and says what was expected.
public struct FormatError: Error, Equatable, CustomStringConvertible {
    /// The path given to `FormatReader.read(contentsOf:)`, or the name given to `parse`.
    public var file: String
    /// The 1-based line of the error, or 0 for the file as a whole.
    public var line: Int
    /// What is wrong, without the location.
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`, or `file: message` when `line` is 0, the way compilers write it.
    public var description: String {
        line == 0 ? "\(file): \(message)" : "\(file):\(line): \(message)"
    }
}
