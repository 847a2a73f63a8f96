import Foundation
import Testing

@testable import LayoutFuzz

/// Reading JUnit XML back with libxml2: a report comes back as the value that wrote it, and what
/// would mislead a CI reader (lying counts, nameless testcases, odd times, a wrong root, broken
/// XML) is refused with the file and the line.
@Suite struct JUnitReaderTests {
    static let report = JUnitReport(
        name: "plumb fuzz",
        suites: [
            JUnitReport.Suite(
                name: "reference", time: 1.5,
                cases: [
                    JUnitReport.TestCase(
                        name: "reference-0a1b2c3d", classname: "plumb.fuzz.reference", time: 0.25,
                        failure: JUnitReport.Failure(
                            type: "reference", message: "v1.minX: engine 8, reference 0 & <more>",
                            details: "Replay: plumb replay a.json\n\n  \"quoted\" ünïcode")),
                    JUnitReport.TestCase(name: "quiet", classname: "plumb.fuzz.reference", output: "held at 12 steps"),
                ]),
            JUnitReport.Suite(
                name: "mirror",
                cases: [
                    JUnitReport.TestCase(
                        name: "skipped", classname: "plumb.fuzz.mirror", skipped: "left/right anchors"),
                    JUnitReport.TestCase(
                        name: "bare", classname: "plumb.fuzz.mirror",
                        failure: JUnitReport.Failure(type: "mirror", message: "only a message", details: "")),
                ]),
        ],
        properties: [JUnitReport.Property("seed", "42"), JUnitReport.Property("command", "plumb fuzz --seed 42")])

    @Test func aWrittenReportReadsBackAsTheSameValue() throws {
        let read = try JUnitReader.parse(Data(Self.report.xml().utf8), file: "junit.xml")
        #expect(read == Self.report)
    }

    @Test func aFuzzRunsReportReadsBackWithItsFailures() throws {
        let run = FuzzCampaign(FuzzOptions(seed: 3, budget: .cases(4), generator: GeneratorOptions(maxViews: 3))).run()
        var junit = FuzzReport(result: run, folder: "R", commandLine: "plumb fuzz", version: "test", revision: nil)
            .junit()
        let read = try JUnitReader.parse(Data(junit.xml().utf8), file: "junit.xml")
        // Times are written with three decimals.
        for s in junit.suites.indices {
            junit.suites[s].time = (junit.suites[s].time * 1000).rounded() / 1000
            for c in junit.suites[s].cases.indices {
                junit.suites[s].cases[c].time = (junit.suites[s].cases[c].time * 1000).rounded() / 1000
            }
        }
        #expect(read == junit)
        #expect(read.suites.count == run.options.oracles.count && read.tests >= read.suites.count)
    }

    static func refusal(_ xml: String) -> JUnitReader.ReadError? {
        do {
            _ = try JUnitReader.parse(Data(xml.utf8), file: "shard/junit.xml")
            return nil
        } catch {
            return error
        }
    }

    @Test func countsThatDoNotMatchTheChildrenAreRefusedWithTheLine() {
        let lying = Self.report.xml().replacingOccurrences(
            of: "<testsuite name=\"mirror\" tests=\"2\"", with: "<testsuite name=\"mirror\" tests=\"3\"")
        let error = Self.refusal(lying)
        #expect(
            error?.description == "shard/junit.xml:18: <testsuite> says tests=\"3\" but its children count 2",
            "\(String(describing: error))")
        let root = Self.report.xml().replacingOccurrences(of: "failures=\"2\" errors", with: "failures=\"1\" errors")
        #expect(
            Self.refusal(root)?.description
                == "shard/junit.xml:2: <testsuites> says failures=\"1\" but its children count 2")
    }

    @Test func whatReadersCannotTakeIsRefused() {
        let head = "<?xml version=\"1.0\"?>\n"
        #expect(
            Self.refusal(head + "<testsuite name=\"x\"/>\n")?.message
                == "the root element is <testsuite>, not <testsuites>")
        #expect(
            Self.refusal(
                head
                    + "<testsuites>\n<testsuite name=\"x\">\n<testcase classname=\"c\"/>\n</testsuite>\n</testsuites>\n"
            )?.description
                == "shard/junit.xml:4: <testcase> without a name")
        #expect(
            Self.refusal(head + "<testsuites>\n<testsuite name=\"x\" time=\"0,5\"/>\n</testsuites>\n")?.description
                == "shard/junit.xml:3: time=\"0,5\" is not plain seconds such as 1.250")
        #expect(
            Self.refusal(
                head + "<testsuites>\n<testsuite name=\"x\"><testsuite name=\"y\"/></testsuite>\n</testsuites>\n")?
                .message
                == "<testsuite> inside <testsuite x>")
        let broken = Self.refusal(head + "<testsuites>\n<testsuite name=\"x\">\n</testsuites>\n")
        #expect(
            broken?.line == 5
                && broken?.message == "not well-formed XML: Premature end of data in tag testsuites line 2",
            "\(String(describing: broken))")
        #expect(Self.refusal("")?.message.hasPrefix("not well-formed XML") == true)
    }

    /// `error` elements (ours for an oracle defect, other tools' for their own reasons), counted
    /// apart from failures: read as failures of their type marked as errors, and written back as
    /// errors.
    @Test func anErrorElementIsCountedAsAnError() throws {
        let xml = """
            <?xml version="1.0"?>
            <testsuites tests="1" failures="0" errors="1">
            <testsuite name="s" tests="1" failures="0" errors="1" skipped="0">
            <testcase name="t" classname="c"><error type="Boom" message="it broke">it broke
            at line 3</error></testcase>
            </testsuite>
            </testsuites>
            """
        let read = try JUnitReader.parse(Data(xml.utf8), file: "other.xml")
        #expect(
            read.suites[0].cases[0].failure
                == JUnitReport.Failure(type: "Boom", message: "it broke", details: "at line 3", isError: true))
        #expect(read.errors == 1 && read.failures == 0)
        let written = read.xml()
        #expect(written.contains("<error type=\"Boom\"") && !written.contains("<failure"))
        #expect(written.contains("failures=\"0\" errors=\"1\""))
        #expect(
            Self.refusal(
                xml.replacingOccurrences(
                    of: "failures=\"0\" errors=\"1\" skipped", with: "failures=\"1\" errors=\"0\" skipped"))?.message
                == "<testsuite> says failures=\"1\" but its children count 0")
    }

    @Test func aMissingFileIsNamed() {
        #expect(throws: JUnitReader.ReadError(file: "/no/such/junit.xml", line: 0, message: "cannot be read")) {
            try JUnitReader.read(contentsOf: "/no/such/junit.xml")
        }
    }

    /// The validator on a schema of its own, so it is tested with or without ../shared.
    @Test func theSchemaValidatorReportsEachProblemWithItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xsd = folder.appendingPathComponent("tiny.xsd").path
        try """
        <?xml version="1.0"?>
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
          <xs:element name="testsuites">
            <xs:complexType>
              <xs:sequence><xs:element name="testsuite" minOccurs="0" maxOccurs="unbounded">
                <xs:complexType><xs:attribute name="name" type="xs:string" use="required"/></xs:complexType>
              </xs:element></xs:sequence>
              <xs:attribute name="tests" type="xs:nonNegativeInteger"/>
            </xs:complexType>
          </xs:element>
        </xs:schema>
        """.write(toFile: xsd, atomically: true, encoding: .utf8)
        let schema = try JUnitSchema(contentsOf: xsd)
        #expect(
            schema.problems(
                in: Data("<testsuites tests=\"1\"><testsuite name=\"a\"/></testsuites>".utf8), file: "good.xml"
            ).isEmpty)
        let problems = schema.problems(
            in: Data("<testsuites tests=\"-1\">\n<testsuite/>\n</testsuites>".utf8), file: "bad.xml")
        #expect(problems.count == 2, "\(problems)")
        #expect(
            problems.first?.hasPrefix("bad.xml:1: ") == true && problems.first?.contains("tests") == true, "\(problems)"
        )
        #expect(
            problems.last?.hasPrefix("bad.xml:2: ") == true && problems.last?.contains("name") == true, "\(problems)")
        #expect(
            schema.problems(in: Data("<testsuites>".utf8), file: "cut.xml").first?.hasPrefix(
                "cut.xml:1: not well-formed XML") == true)
        #expect(throws: JUnitSchema.SchemaError.self) {
            try JUnitSchema(contentsOf: folder.appendingPathComponent("none.xsd").path)
        }
    }
}
