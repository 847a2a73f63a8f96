import Testing

@testable import LayoutCase

/// The items a case's constraints name: `window`, a view id, and either followed by `.margins` or
/// `.safeArea`; anything else after the first dot is not an item.
@Suite struct CaseItemTests {
    @Test func viewsAndTheirTwoGuidesAreItems() {
        #expect(CaseItem("window") == CaseItem(view: "window", guide: nil))
        #expect(CaseItem("v3") == CaseItem(view: "v3", guide: nil))
        #expect(CaseItem("v3.margins") == CaseItem(view: "v3", guide: .margins))
        #expect(CaseItem("window.safeArea") == CaseItem(view: "window", guide: .safeArea))
        #expect(CaseItem("é.margins") == CaseItem(view: "é", guide: .margins))
        #expect(CaseItem(".safeArea") == CaseItem(view: "", guide: .safeArea))
    }

    @Test func otherSuffixesAreNotItems() {
        for text in ["v3.", "v3.minX", "v3.margins.minX", "v3.margins.", "v3..margins", "v3.Margins", "v3.safearea"] {
            #expect(CaseItem(text) == nil, "\(text)")
        }
    }

    @Test func theViewOfAnItemIsTheIdBeforeItsFirstDot() {
        #expect(CaseItem.view(of: "v3") == "v3")
        #expect(CaseItem.view(of: "v3.margins") == "v3")
        #expect(CaseItem.view(of: "ü1.safeArea") == "ü1")
        #expect(CaseItem.view(of: "v3.anything.else") == "v3")
    }
}

extension CaseItem {
    fileprivate init(view: String, guide: Guide?) {
        self.init("x")!
        self.view = view
        self.guide = guide
    }
}
