import CLibXML2
import Foundation

/// One XML document parsed by libxml2's tree parser (no network access, no messages printed, line
/// numbers past 65,535 kept), freed with the value. Shared by `JUnitReader` and `JUnitSchema`.
final class LibXML2Document {
    let pointer: xmlDocPtr

    /// Why the bytes are not a well-formed document, and the line libxml2 stopped at.
    struct ParseError: Error {
        var line: Int
        var message: String
    }

    init(_ data: Data, file: String) throws(ParseError) {
        LibXML2Document.initializeOnce()
        guard let context = xmlNewParserCtxt() else { throw ParseError(line: 0, message: "libxml2 could not start") }
        defer { xmlFreeParserCtxt(context) }
        let options = Int32(
            XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
                | XML_PARSE_BIG_LINES.rawValue)
        let document = data.withUnsafeBytes { bytes in
            xmlCtxtReadMemory(
                context, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), file, nil, options)
        }
        guard let document else {
            let error = xmlCtxtGetLastError(context)?.pointee
            let text = error.flatMap { $0.message.map { String(cString: $0) } } ?? "libxml2 gave no reason"
            throw ParseError(
                line: Int(error?.line ?? 0),
                message: "not well-formed XML: " + text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        pointer = document
    }

    deinit { xmlFreeDoc(pointer) }

    /// libxml2 2.9 must be set up once, from one thread, before threads use it.
    private static let initialized: Void = xmlInitParser()

    static func initializeOnce() { _ = initialized }

    var root: xmlNodePtr? { xmlDocGetRootElement(pointer) }
}
