/// What is wrong with a case file: the file, the JSON path of the bad value
/// (`constraints[3].priority`, `(root)` for the whole document) and what is wrong, on one line.
package struct CaseError: Error, Equatable, CustomStringConvertible {
    package var file: String?
    package var path: String
    package var message: String

    package init(file: String? = nil, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    package var description: String { "\(file.map { "\($0): " } ?? "")\(path): \(message)" }

    /// `constraints[3].priority` for a coding path.
    static func path(_ codingPath: [CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "(root)" : text
    }

    /// The error a `DecodingError` stands for, with its path.
    package init(_ error: DecodingError, file: String?) {
        self.file = file
        switch error {
        case let .typeMismatch(type, context):
            path = CaseError.path(context.codingPath)
            message = "expected \(CaseError.typeName(type))"
        case let .valueNotFound(type, context):
            path = CaseError.path(context.codingPath)
            message = "expected \(CaseError.typeName(type)), found null"
        case let .keyNotFound(key, context):
            path = CaseError.path(context.codingPath + [key])
            message = "missing field"
        case let .dataCorrupted(context):
            path = CaseError.path(context.codingPath)
            message =
                context.codingPath.isEmpty
                ? "not valid JSON (\(CaseError.firstLine(context.underlyingError.map { "\($0)" } ?? context.debugDescription)))"
                : context.debugDescription
        @unknown default:
            path = "(root)"
            message = "\(error)"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type: "a number"
        case is Int.Type: "a whole number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default: type is [Any].Type ? "an array" : "an object"
        }
    }

    private static func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n", omittingEmptySubsequences: true).first ?? "")
    }
}
