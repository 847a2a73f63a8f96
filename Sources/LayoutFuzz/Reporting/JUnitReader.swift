import CLibXML2
import Foundation

/// Reads a JUnit XML report back into a `JUnitReport` with libxml2's tree parser (no network, no
/// entity expansion), checking what CI readers rely on (shared/junit/README.md): a `testsuites`
/// root, a name on every testsuite and testcase, `time` as a plain number, and count attributes
/// that equal the children. `plumb merge` reads its shards' reports this way.
///
/// A failure's (or error's) body is split back into the message line and the details, as
/// `JUnitReport` writes it; an `error` element reads as a failure of its type (and is counted
/// against `errors`). Every refusal names the file and the line.
package enum JUnitReader {
    package struct ReadError: Error, CustomStringConvertible, Equatable {
        package var file: String
        package var line: Int
        package var message: String
        package var description: String { "\(file):\(line): \(message)" }
    }

    package static func read(contentsOf path: String) throws(ReadError) -> JUnitReport {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadError(file: path, line: 0, message: "cannot be read")
        }
        return try parse(data, file: path)
    }

    package static func parse(_ data: Data, file: String) throws(ReadError) -> JUnitReport {
        let document: LibXML2Document
        do {
            document = try LibXML2Document(data, file: file)
        } catch {
            throw ReadError(file: file, line: error.line, message: error.message)
        }
        return try withExtendedLifetime(document) { () throws(ReadError) in
            try TreeReader(file: file).report(document.root)
        }
    }

    /// Walks the tree; knows the file for its errors.
    fileprivate struct TreeReader {
        let file: String

        func fail(_ node: xmlNodePtr?, _ message: String) -> ReadError {
            ReadError(file: file, line: node.map { Int(xmlGetLineNo($0)) } ?? 0, message: message)
        }

        func report(_ root: xmlNodePtr?) throws(ReadError) -> JUnitReport {
            guard let root, name(root) == "testsuites" else {
                throw fail(root, "the root element is <\(root.map(name) ?? "nothing")>, not <testsuites>")
            }
            var report = JUnitReport(name: attribute(root, "name") ?? "")
            for child in elements(root) {
                guard name(child) == "testsuite" else {
                    throw fail(child, "<\(name(child))> inside <testsuites>; only <testsuite> belongs there")
                }
                let (suite, properties) = try self.suite(child)
                if report.suites.isEmpty { report.properties = properties }
                report.suites.append(suite)
            }
            let suites = elements(root)
            try expectCount(root, "tests", report.tests)
            try expectCount(root, "failures", suites.reduce(0) { $0 + outcomes(of: $1, "failure") })
            try expectCount(root, "errors", suites.reduce(0) { $0 + outcomes(of: $1, "error") })
            return report
        }

        func suite(_ node: xmlNodePtr) throws(ReadError) -> (JUnitReport.Suite, [JUnitReport.Property]) {
            var suite = JUnitReport.Suite(name: try required(node, "name"), time: try time(node))
            var properties: [JUnitReport.Property] = []
            for child in elements(node) {
                switch name(child) {
                case "properties":
                    for property in elements(child) where name(property) == "property" {
                        properties.append(
                            JUnitReport.Property(
                                try required(property, "name"), attribute(property, "value") ?? text(property)))
                    }
                case "testcase": suite.cases.append(try testCase(child))
                case "system-out", "system-err": break
                default: throw fail(child, "<\(name(child))> inside <testsuite \(suite.name)>")
                }
            }
            try expectCount(node, "tests", suite.cases.count)
            try expectCount(node, "failures", outcomes(of: node, "failure"))
            try expectCount(node, "errors", outcomes(of: node, "error"))
            try expectCount(node, "skipped", suite.skipped)
            return (suite, properties)
        }

        func testCase(_ node: xmlNodePtr) throws(ReadError) -> JUnitReport.TestCase {
            var test = JUnitReport.TestCase(
                name: try required(node, "name"), classname: try required(node, "classname"), time: try time(node))
            for child in elements(node) {
                switch name(child) {
                case "failure", "error":
                    guard test.failure == nil else {
                        throw fail(child, "testcase \(test.name) has more than one failure or error")
                    }
                    let message = attribute(child, "message") ?? ""
                    let body = text(child)
                    let details =
                        body == message
                        ? "" : body.hasPrefix(message + "\n") ? String(body.dropFirst(message.count + 1)) : body
                    test.failure = JUnitReport.Failure(
                        type: attribute(child, "type") ?? name(child), message: message, details: details,
                        isError: name(child) == "error")
                case "skipped": test.skipped = attribute(child, "message") ?? text(child)
                case "system-out": test.output = text(child)
                case "system-err", "properties": break
                default: throw fail(child, "<\(name(child))> inside <testcase \(test.name)>")
                }
            }
            return test
        }

        /// How many testcases of a testsuite hold a `failure` (or an `error`) element.
        func outcomes(of suite: xmlNodePtr, _ kind: String) -> Int {
            elements(suite).filter { name($0) == "testcase" && elements($0).contains { name($0) == kind } }.count
        }

        /// A count attribute, when present, must equal what the children say.
        func expectCount(_ node: xmlNodePtr, _ key: String, _ actual: Int) throws(ReadError) {
            guard let value = attribute(node, key) else { return }
            guard let claimed = Int(value) else { throw fail(node, "\(key)=\"\(value)\" is not a whole number") }
            guard claimed == actual else {
                throw fail(node, "<\(name(node))> says \(key)=\"\(claimed)\" but its children count \(actual)")
            }
        }

        func required(_ node: xmlNodePtr, _ key: String) throws(ReadError) -> String {
            guard let value = attribute(node, key), !value.isEmpty else {
                throw fail(node, "<\(name(node))> without a \(key)")
            }
            return value
        }

        /// `time` in seconds: digits and at most one `.` (what every reader takes the same way).
        func time(_ node: xmlNodePtr) throws(ReadError) -> Double {
            guard let value = attribute(node, "time") else { return 0 }
            guard !value.isEmpty, value.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                let seconds = Double(value)
            else {
                throw fail(node, "time=\"\(value)\" is not plain seconds such as 1.250")
            }
            return seconds
        }
    }
}

private func name(_ node: xmlNodePtr) -> String {
    node.pointee.name.map { String(cString: $0) } ?? ""
}

/// The element children, in order.
private func elements(_ node: xmlNodePtr) -> [xmlNodePtr] {
    var out: [xmlNodePtr] = []
    var child = node.pointee.children
    while let current = child {
        if current.pointee.type == XML_ELEMENT_NODE { out.append(current) }
        child = current.pointee.next
    }
    return out
}

/// An attribute's value (its text children joined), without allocating through libxml2.
private func attribute(_ node: xmlNodePtr, _ key: String) -> String? {
    var property = node.pointee.properties
    while let current = property {
        if let name = current.pointee.name, String(cString: name) == key {
            var value = ""
            var child = current.pointee.children
            while let text = child {
                if let content = text.pointee.content { value += String(cString: content) }
                child = text.pointee.next
            }
            return value
        }
        property = current.pointee.next
    }
    return nil
}

/// The text and CDATA children, joined.
private func text(_ node: xmlNodePtr) -> String {
    var value = ""
    var child = node.pointee.children
    while let current = child {
        if current.pointee.type == XML_TEXT_NODE || current.pointee.type == XML_CDATA_SECTION_NODE,
            let content = current.pointee.content
        {
            value += String(cString: content)
        }
        child = current.pointee.next
    }
    return value
}
