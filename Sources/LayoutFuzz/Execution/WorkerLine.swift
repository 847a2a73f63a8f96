import Foundation

/// One line of the worker protocol: a value as JSON with sorted keys, no newline inside.
enum WorkerLine {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Every value sent is made of strings, numbers and arrays of them: encoding cannot fail.
        return String(decoding: (try? encoder.encode(value)) ?? Data("null".utf8), as: UTF8.self)
    }
}
