import Foundation
import Testing

@testable import LayoutFuzz

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// JUnit XML: the document parses back with the same counts and strings, whatever the strings
/// hold; times are plain decimals; readers' pitfalls are avoided.
@Suite struct JUnitReportTests {
    /// Everything that has broken a report somewhere.
    static let nasty = "a\u{1}b\u{FFFE}c ]]> <tag> & \"double\" 'single'\tx\u{85}y\r"

    static func report(message: String) -> JUnitReport {
        JUnitReport(
            name: "plumb fuzz " + nasty,
            suites: [
                JUnitReport.Suite(
                    name: "reference " + nasty, time: 1.23456,
                    cases: [
                        JUnitReport.TestCase(
                            name: "case " + nasty, classname: "plumb.fuzz.reference", time: 0.0004,
                            failure: JUnitReport.Failure(
                                type: "reference", message: message,
                                details: "replay: plumb replay --seed 1 --case 2\n" + nasty),
                            output: nasty),
                        JUnitReport.TestCase(name: "clean", classname: "plumb.fuzz.reference", time: 12),
                    ]),
                JUnitReport.Suite(
                    name: "mirror",
                    cases: [
                        JUnitReport.TestCase(
                            name: "skipped", classname: "plumb.fuzz.mirror", skipped: "left/right anchors\nsecond line"),
                        JUnitReport.TestCase(
                            name: "typed", classname: "plumb.fuzz.mirror",
                            failure: JUnitReport.Failure(type: "file", message: "m", details: "")),
                    ]),
            ],
            properties: [JUnitReport.Property("seed", "42"), JUnitReport.Property("note", nasty)])
    }

    @Test func theDocumentParsesBackWithItsCountsAndStrings() throws {
        let megabyte = String(repeating: "x<&\u{1}", count: 262_144)
        let xml = Self.report(message: "first line\nsecond " + megabyte).xml()
        let parsed = try ParsedReport(xml)
        #expect(parsed.attributes("testsuites").first?["tests"] == "4")
        #expect(parsed.attributes("testsuites").first?["failures"] == "2")
        let suites = parsed.attributes("testsuite")
        #expect(suites.map { $0["tests"] } == ["2", "2"])
        #expect(suites.map { $0["failures"] } == ["1", "1"])
        #expect(suites.map { $0["skipped"] } == ["0", "1"])
        #expect(suites.map { $0["time"] } == ["1.235", "0.000"])
        #expect(parsed.attributes("testcase").count == 4)
        #expect(parsed.attributes("testcase").map { $0["time"] } == ["0.000", "12.000", "0.000", "0.000"])
        let visible = "a\\u{0001}b\\u{FFFE}c ]]> <tag> & \"double\" 'single'\tx\\u{0085}y\r"
        #expect(suites.first?["name"] == "reference " + visible)
        #expect(parsed.attributes("testcase").first?["name"] == "case " + visible)
        #expect(parsed.attributes("property").last?["value"] == visible)
        let failure = try #require(parsed.attributes("failure").first)
        #expect(
            failure["message"] == "first line second " + megabyte.replacingOccurrences(of: "\u{1}", with: "\\u{0001}"))
        #expect(failure["type"] == "reference")
        #expect(parsed.attributes("failure").last?["type"] == "oracle-file")
        let body = try #require(parsed.texts["failure"]?.first)
        #expect(body.hasPrefix("first line second x<&"))
        #expect(body.hasSuffix("replay: plumb replay --seed 1 --case 2\n" + visible))
        #expect(parsed.texts["system-out"]?.first == visible)
        #expect(parsed.attributes("skipped").first?["message"] == "left/right anchors second line")
        #expect(!xml.contains("<![CDATA["))
    }

    @Test func timesAreThreeDecimalsWithoutExponentOrLocale() {
        #expect(JUnitReport.seconds(0) == "0.000")
        #expect(JUnitReport.seconds(1e-5) == "0.000")
        #expect(JUnitReport.seconds(0.0015) == "0.002")
        #expect(JUnitReport.seconds(12345.6789) == "12345.679")
        #expect(JUnitReport.seconds(-3) == "0.000")
        #expect(JUnitReport.seconds(.nan) == "0.000")
        #expect(JUnitReport.seconds(1e30).allSatisfy { $0.isNumber || $0 == "." })
    }

    @Test func theDocumentIsValidAgainstJenkinsSchema() throws {
        JenkinsSchema.expectValid(Self.report(message: "one").xml(), "JUnitReportTests")
        JenkinsSchema.expectValid(Self.report(message: "first line\n" + Self.nasty).xml(), "JUnitReportTests (nasty)")
    }

    /// The check is not vacuous: the schema refuses what shared/junit/README.md says it refuses.
    @Test func jenkinsSchemaRefusesSkippedOnTheRoot() {
        guard let schema = JenkinsSchema.schema else {
            print("JUnitReportTests: schema check skipped: needs ../shared/junit/junit-10.xsd")
            return
        }
        let bad = Self.report(message: "one").xml().replacingOccurrences(
            of: "<testsuites name=", with: "<testsuites skipped=\"0\" name=")
        let problems = schema.problems(in: Data(bad.utf8), file: "bad.xml")
        #expect(
            problems.count == 1 && problems[0].hasPrefix("bad.xml:2: ") && problems[0].contains("skipped"),
            "\(problems)")
    }

    @Test func nastyTextInEveryOtherFieldParsesBackToo() throws {
        let report = JUnitReport(
            name: Self.nasty,
            suites: [
                JUnitReport.Suite(
                    name: Self.nasty,
                    cases: [
                        JUnitReport.TestCase(
                            name: Self.nasty, classname: Self.nasty,
                            failure: JUnitReport.Failure(type: Self.nasty, message: Self.nasty, details: Self.nasty),
                            output: Self.nasty)
                    ])
            ],
            properties: [JUnitReport.Property(Self.nasty, Self.nasty)])
        let xml = report.xml()
        let parsed = try ParsedReport(xml)
        let visible = "a\\u{0001}b\\u{FFFE}c ]]> <tag> & \"double\" 'single'\tx\\u{0085}y\r"
        #expect(parsed.attributes("testsuites").first?["name"] == visible)
        #expect(parsed.attributes("testcase").first?["classname"] == visible)
        #expect(parsed.attributes("failure").first?["type"] == visible)
        #expect(parsed.attributes("property").first?["name"] == visible)
        // One line: U+0085 and the carriage return fold into spaces, then the rest is escaped.
        #expect(
            parsed.attributes("failure").first?["message"]
                == "a\\u{0001}b\\u{FFFE}c ]]> <tag> & \"double\" 'single'\tx y")
        JenkinsSchema.expectValid(xml, "JUnitReportTests (every field)")
    }
}

/// A report read back with Foundation's XML parser: each element's attributes and text, in order.
struct ParsedReport {
    private(set) var elements: [(name: String, attributes: [String: String])] = []
    private(set) var texts: [String: [String]] = [:]

    init(_ xml: String) throws {
        let delegate = Collector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = delegate
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
        elements = delegate.elements
        texts = delegate.texts
    }

    func attributes(_ name: String) -> [[String: String]] { elements.filter { $0.name == name }.map(\.attributes) }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var texts: [String: [String]] = [:]
        private var stack: [(String, String)] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append((name, attributes))
            stack.append((name, ""))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if !stack.isEmpty { stack[stack.count - 1].1 += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let (element, text) = stack.removeLast()
            if element == "failure" || element == "system-out" { texts[element, default: []].append(text) }
        }
    }
}
