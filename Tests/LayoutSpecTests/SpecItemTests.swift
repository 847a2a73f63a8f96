import Testing

@testable import LayoutSpec

/// The item names a constraint may use: `window`, `<view>`, `<view>.margins`, `<view>.safeArea`;
/// anything else after a dot is not an item.
@Suite struct SpecItemTests {
    @Test func viewsAndTheirTwoGuidesAreItems() {
        #expect(SpecItem("window") == SpecItem(view: "window"))
        #expect(SpecItem("v3") == SpecItem(view: "v3"))
        #expect(SpecItem("v3.margins") == SpecItem(view: "v3", guide: .margins))
        #expect(SpecItem("v12.safeArea") == SpecItem(view: "v12", guide: .safeArea))
        #expect(SpecItem("é.margins") == SpecItem(view: "é", guide: .margins))
        #expect(SpecItem("v3.safeArea")?.name == "v3.safeArea")
        #expect(SpecItem("v3")?.name == "v3")
    }

    @Test func otherSuffixesAreNotItems() {
        for text in ["v3.", "v3.minX", "v3.margins.minX", "v3.margins.", "v3..margins", "v3.Margins"] {
            #expect(SpecItem(text) == nil, "\(text)")
        }
        #expect(SpecItem(".margins") == SpecItem(view: "", guide: .margins))
    }

    /// A stack's spacer views name their variables as the export names a stack's spacer guides,
    /// so that the rules' system and the engine's can be the same system; nothing else is renamed.
    @Test func spacersAreNamedAsTheStacksGuides() {
        #expect(SpecItem.prefix(ofView: "s~gap0") == "s.guide0")
        #expect(SpecItem.prefix(ofView: "v12~gap3") == "v12.guide3")
        #expect(SpecItem(view: "v4~gap1").name == "v4.guide1")
        #expect(SpecItem.prefix(ofView: "v4") == "v4")
        #expect(SpecItem.prefix(ofView: "window") == "window")
        #expect(SpecItem.prefix(ofView: "é~gap2") == "é.guide2")
        #expect(SpecItem(view: "v4", guide: .margins).name == "v4.margins")
    }
}
