/// A JUnit XML report, written by hand to the shape every common CI reader takes the same way
/// (shared/junit/README.md): Jenkins' schema, GitLab's and GitHub's reporters.
///
/// `testsuites` > `testsuite` (one per oracle, or per corpus directory) > `testcase`; count
/// attributes computed from the children; `time` as digits with three decimals whatever the
/// locale; `skipped` on each testsuite only; run properties (seed, cases, duration, version,
/// revision) in the first testsuite's `properties`, each name once in the file (xunitparser
/// stops at a repeated one); at most one `failure` (or `error`: a problem of the test itself, such
/// as an oracle proved wrong) per testcase, its body starting with its one-line message; every
/// string escaped by `XMLEscaping`.
package struct JUnitReport: Sendable, Equatable {
    package var name: String
    package var suites: [Suite]
    /// Name and value pairs, in order, written in the first testsuite (the schema allows
    /// `properties` only in testsuites, and a name must not repeat in the file).
    package var properties: [Property]

    package init(name: String, suites: [Suite] = [], properties: [Property] = []) {
        self.name = name
        self.suites = suites
        self.properties = properties
    }

    package struct Property: Sendable, Equatable {
        package var name: String
        package var value: String
        package init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    package struct Suite: Sendable, Equatable {
        package var name: String
        package var time: Double
        package var cases: [TestCase]
        package init(name: String, time: Double = 0, cases: [TestCase] = []) {
            self.name = name
            self.time = time
            self.cases = cases
        }
        package var failures: Int { cases.filter { $0.failure.map { !$0.isError } ?? false }.count }
        package var errors: Int { cases.filter { $0.failure?.isError ?? false }.count }
        package var skipped: Int { cases.filter { $0.failure == nil && $0.skipped != nil }.count }
    }

    package struct TestCase: Sendable, Equatable {
        package var name: String
        package var classname: String
        package var time: Double
        package var failure: Failure?
        /// Why the case was skipped (ignored when it failed).
        package var skipped: String?
        package var output: String?
        package init(
            name: String, classname: String, time: Double = 0, failure: Failure? = nil, skipped: String? = nil,
            output: String? = nil
        ) {
            self.name = name
            self.classname = classname
            self.time = time
            self.failure = failure
            self.skipped = skipped
            self.output = output
        }
    }

    package struct Failure: Sendable, Equatable {
        /// The oracle (never a Rails type word, which breaks GitLab's parser).
        package var type: String
        /// One line; later lines are folded into spaces.
        package var message: String
        /// The replay command and the diff; the written body starts with the message.
        package var details: String
        /// Written as `<error>`, counted in `errors`: the test itself went wrong (JUnit's meaning;
        /// an oracle defect), not the code under test.
        package var isError: Bool
        package init(type: String, message: String, details: String, isError: Bool = false) {
            self.type = type
            self.message = message
            self.details = details
            self.isError = isError
        }
    }

    package var tests: Int { suites.reduce(0) { $0 + $1.cases.count } }
    package var failures: Int { suites.reduce(0) { $0 + $1.failures } }
    package var errors: Int { suites.reduce(0) { $0 + $1.errors } }

    /// The document, UTF-8, ending in a newline.
    package func xml() -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let total = suites.reduce(0) { $0 + $1.time }
        out +=
            "<testsuites name=\"\(XMLEscaping.attribute(name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(JUnitReport.seconds(total))\">\n"
        for (index, suite) in suites.enumerated() {
            out +=
                "  <testsuite name=\"\(XMLEscaping.attribute(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(suite.failures)\" errors=\"\(suite.errors)\" skipped=\"\(suite.skipped)\" time=\"\(JUnitReport.seconds(suite.time))\">\n"
            if index == 0 && !properties.isEmpty {
                out += "    <properties>\n"
                for property in properties {
                    out +=
                        "      <property name=\"\(XMLEscaping.attribute(property.name))\" value=\"\(XMLEscaping.attribute(property.value))\"/>\n"
                }
                out += "    </properties>\n"
            }
            for test in suite.cases { out += JUnitReport.element(test) }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    private static func element(_ test: TestCase) -> String {
        let head =
            "    <testcase name=\"\(XMLEscaping.attribute(test.name))\" classname=\"\(XMLEscaping.attribute(test.classname))\" time=\"\(seconds(test.time))\""
        var inner = ""
        if let failure = test.failure {
            let message = oneLine(failure.message)
            let type = railsTypeWords.contains(failure.type) ? "oracle-\(failure.type)" : failure.type
            let body = failure.details.isEmpty ? message : message + "\n" + failure.details
            let element = failure.isError ? "error" : "failure"
            inner +=
                "      <\(element) type=\"\(XMLEscaping.attribute(type))\" message=\"\(XMLEscaping.attribute(message))\">\(XMLEscaping.text(body))</\(element)>\n"
        } else if let reason = test.skipped {
            inner += "      <skipped message=\"\(XMLEscaping.attribute(oneLine(reason)))\"/>\n"
        }
        if let output = test.output { inner += "      <system-out>\(XMLEscaping.text(output))</system-out>\n" }
        return inner.isEmpty ? head + "/>\n" : head + ">\n" + inner + "    </testcase>\n"
    }

    /// Seconds with three decimals, digits and `.` only: no exponent, no locale, never negative.
    static func seconds(_ value: Double) -> String {
        let milliseconds = value.isFinite && value > 0 ? Int64(min(value * 1000, 9e15).rounded()) : 0
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Failure types GitLab's parser (Rails' Hash.from_xml) takes as type declarations.
    static let railsTypeWords: Set<String> = [
        "array", "yaml", "symbol", "date", "datetime", "integer", "float", "decimal", "boolean", "base64Binary",
        "binary", "file",
    ]
}
