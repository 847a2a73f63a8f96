import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A JUnit report read back with `XMLDocument`, the way a CI reader sees it: what the count
/// attributes claim, and the elements they should count.
struct JUnitDocument {
    struct Suite {
        var name: String
        /// The `tests`, `failures` and `skipped` attributes (nil when missing or not a number).
        var tests, failures, skipped: Int?
        var properties: [String: String]
        var cases: [TestCase]
    }

    struct TestCase {
        var name: String
        var classname: String
        var failure: Failure?
        var output: String?
    }

    struct Failure {
        var type: String
        var message: String
        /// The element's text: the message, then the details.
        var body: String
    }

    var name: String
    /// The root's `tests` and `failures` attributes.
    var tests, failures: Int?
    var suites: [Suite]

    /// Every testcase of every suite, in order.
    var cases: [TestCase] { suites.flatMap(\.cases) }

    init(contentsOf path: String) throws {
        try self.init(data: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    init(data: Data) throws {
        let document = try XMLDocument(data: data, options: [])
        guard let root = document.rootElement(), root.name == "testsuites" else { throw NotJUnit() }
        name = root.attribute("name") ?? ""
        tests = root.attribute("tests").flatMap { Int($0) }
        failures = root.attribute("failures").flatMap { Int($0) }
        suites = root.elements(forName: "testsuite").map { suite in
            var properties: [String: String] = [:]
            for property in suite.elements(forName: "properties").flatMap({ $0.elements(forName: "property") }) {
                properties[property.attribute("name") ?? ""] = property.attribute("value") ?? ""
            }
            return Suite(
                name: suite.attribute("name") ?? "",
                tests: suite.attribute("tests").flatMap { Int($0) },
                failures: suite.attribute("failures").flatMap { Int($0) },
                skipped: suite.attribute("skipped").flatMap { Int($0) },
                properties: properties,
                cases: suite.elements(forName: "testcase").map { test in
                    TestCase(
                        name: test.attribute("name") ?? "", classname: test.attribute("classname") ?? "",
                        failure: test.elements(forName: "failure").first.map {
                            Failure(
                                type: $0.attribute("type") ?? "", message: $0.attribute("message") ?? "",
                                body: $0.stringValue ?? "")
                        },
                        output: test.elements(forName: "system-out").first?.stringValue)
                })
        }
    }

    struct NotJUnit: Error {}

    /// The report's text with every time left out: the `time="…"` attributes and the `duration`
    /// property, which are all that may differ between two runs of the same cases.
    static func withoutTimes(_ xml: String) -> String {
        xml.replacing(#/ time="[^"]*"/#, with: "")
            .replacing(#/\n *<property name="duration" value="[^"]*"/>/#, with: "")
    }
}

private extension XMLElement {
    func attribute(_ name: String) -> String? { attribute(forName: name)?.stringValue }
}
