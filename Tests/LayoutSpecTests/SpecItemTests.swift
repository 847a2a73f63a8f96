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
}
