/// Text made safe for an HTML page: the same escapes as the XML reports (`XMLEscaping`), so a
/// message with `<`, `&` or a control character shows as written and never breaks the page.
enum HTMLText {
    static func text(_ value: String) -> String { XMLEscaping.text(value) }
    static func attribute(_ value: String) -> String { XMLEscaping.attribute(value) }
}
