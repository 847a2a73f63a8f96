/// The item one side of a constraint names: `window` or a view id, optionally followed by
/// `.margins` or `.safeArea` for one of that view's layout guides.
///
/// Read by UTF-8 bytes, not characters: items are read for every constraint of every engine a
/// case builds, and a view id holds no `.` byte (`CaseReferences` refuses one), so the first dot
/// ends the id.
package struct CaseItem: Equatable, Sendable {
    package enum Guide: String, Sendable { case margins, safeArea }

    package var view: String
    package var guide: Guide?

    /// Nil unless `text` is a view id, or one followed by `.margins` or `.safeArea`.
    package init?(_ text: String) {
        let dot = UInt8(ascii: ".")
        guard let at = text.utf8.firstIndex(of: dot) else {
            view = text
            guide = nil
            return
        }
        let rest = text.utf8[text.utf8.index(after: at)...]
        if rest.elementsEqual("margins".utf8) {
            guide = .margins
        } else if rest.elementsEqual("safeArea".utf8) {
            guide = .safeArea
        } else {
            return nil
        }
        view = String(Substring(text.utf8[..<at]))
    }

    /// The view an item belongs to: the id before its dot (the whole text when it has none).
    package static func view(of text: String) -> String {
        guard let at = text.utf8.firstIndex(of: UInt8(ascii: ".")) else { return text }
        return String(Substring(text.utf8[..<at]))
    }
}
