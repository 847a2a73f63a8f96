import ConstraintSystem
import LayoutCase
import LayoutEngine
import LayoutFuzz
import LayoutSpec
import Testing

/// `FormatExpander` against Apple's Auto Layout Guide ("Visual Format Language": every example of
/// its syntax section), against the refusals the grammar and UIKit imply, and against the engine's
/// own reading over seeded random, mutated and generated strings.
struct FormatExpanderTests {
    /// The guide's examples' views, all children of the window, plus `inner` inside `purpleBox`.
    static let guideViews = [
        "button", "textField", "purpleBox", "topField", "bottomField", "maroonView", "blueView", "button1", "button2",
        "flexibleButton", "find", "findNext", "findField", "inner",
    ]

    static func expand(_ text: String, options: [String]? = nil, metrics: [String: Double]? = nil) -> [CaseConstraint]?
    {
        FormatExpander.expand(CaseFormat(id: "f", format: text, options: options, metrics: metrics), views: guideViews)
        {
            $0 == "inner" ? "purpleBox" : guideViews.contains($0) ? "window" : nil
        }
    }

    /// Constraint `f-<index>`: `first REL second + constant @ priority`, anchors written `item.attribute`.
    static func made(
        _ index: Int, _ first: String, _ relation: String, _ second: String? = nil, _ constant: Double? = nil,
        priority: Double? = nil
    ) -> CaseConstraint {
        func anchor(_ text: String) -> CaseAnchor {
            let parts = text.split(separator: ".").map(String.init)
            return CaseAnchor(parts[0], CaseAttribute(rawValue: parts[1])!)
        }
        return CaseConstraint(
            id: "f-\(index)", first: anchor(first), relation: Relation(rawValue: relation)!, second: second.map(anchor),
            constant: constant, priority: priority)
    }

    // MARK: The guide's examples

    @Test func standardSpaceBetweenSiblingsIsEight() {
        #expect(Self.expand("[button]-[textField]") == [Self.made(0, "textField.leading", "==", "button.trailing", 8)])
    }

    @Test func widthConstraintHasNoSecondItem() {
        #expect(Self.expand("[button(>=50)]") == [Self.made(0, "button.width", ">=", nil, 50)])
    }

    @Test func connectionToSuperviewPutsTheLaterEdgeFirst() {
        #expect(
            Self.expand("|-50-[purpleBox]-50-|") == [
                Self.made(0, "purpleBox.leading", "==", "window.leading", 50),
                Self.made(1, "window.trailing", "==", "purpleBox.trailing", 50),
            ])
    }

    @Test func verticalLayoutRunsFromTopToBottom() {
        #expect(
            Self.expand("V:[topField]-10-[bottomField]") == [
                Self.made(0, "bottomField.top", "==", "topField.bottom", 10)
            ])
    }

    @Test func flushViewsHaveNoGap() {
        #expect(
            Self.expand("[maroonView][blueView]") == [Self.made(0, "blueView.leading", "==", "maroonView.trailing")])
    }

    @Test func priorityFollowsTheAtSign() {
        #expect(Self.expand("[button(100@20)]") == [Self.made(0, "button.width", "==", nil, 100, priority: 20)])
    }

    @Test func equalWidthsNameTheOtherView() {
        #expect(Self.expand("[button1(==button2)]") == [Self.made(0, "button1.width", "==", "button2.width")])
    }

    @Test func multiplePredicatesMakeOneConstraintEachInOrder() {
        #expect(
            Self.expand("[flexibleButton(>=70,<=100)]") == [
                Self.made(0, "flexibleButton.width", ">=", nil, 70),
                Self.made(1, "flexibleButton.width", "<=", nil, 100),
            ])
    }

    @Test func aCompleteLineOfLayoutUsesTwentyAtTheEdges() {
        #expect(
            Self.expand("|-[find]-[findNext]-[findField(>=20)]-|") == [
                Self.made(0, "find.leading", "==", "window.leading", 20),
                Self.made(1, "findNext.leading", "==", "find.trailing", 8),
                Self.made(2, "findField.leading", "==", "findNext.trailing", 8),
                Self.made(3, "findField.width", ">=", nil, 20),
                Self.made(4, "window.trailing", "==", "findField.trailing", 20),
            ])
    }

    // MARK: Options, metrics, predicates

    @Test func leftToRightUsesLeftAndRight() {
        #expect(
            Self.expand("H:|-8-[button]-[textField]", options: ["directionLeftToRight"]) == [
                Self.made(0, "button.left", "==", "window.left", 8),
                Self.made(1, "textField.left", "==", "button.right", 8),
            ])
    }

    @Test func rightToLeftStartsAtTheRightEdgeWithMirroredRelations() {
        // window.right - button.right >= 8 and button.left - textField.right == 8, later item first.
        #expect(
            Self.expand("|-(>=8)-[button]-[textField]|", options: ["directionRightToLeft"]) == [
                Self.made(0, "button.right", "<=", "window.right", -8),
                Self.made(1, "textField.right", "==", "button.left", -8),
                Self.made(2, "window.left", "==", "textField.left"),
            ])
    }

    @Test func leadingToTrailingIsTheDefaultAndConflictsWithNothing() {
        #expect(
            Self.expand("[button]-[textField]", options: ["directionLeadingToTrailing", "directionLeftToRight"]) == [
                Self.made(0, "textField.left", "==", "button.right", 8)
            ])
    }

    @Test func alignmentsComeLastPairByPair() {
        #expect(
            Self.expand(
                "|[button]-4-[textField(button)]-[button1]",
                options: ["alignAllFirstBaseline", "alignAllFirstBaseline"]) == [
                    Self.made(0, "button.leading", "==", "window.leading"),
                    Self.made(1, "textField.leading", "==", "button.trailing", 4),
                    Self.made(2, "textField.width", "==", "button.width"),
                    Self.made(3, "button1.leading", "==", "textField.trailing", 8),
                    Self.made(4, "textField.firstBaseline", "==", "button.firstBaseline"),
                    Self.made(5, "button1.firstBaseline", "==", "textField.firstBaseline"),
                ])
    }

    @Test func verticalFormatsAlignAcross() {
        #expect(
            Self.expand("V:|[topField][bottomField]", options: ["alignAllCenterX", "directionRightToLeft"]) == [
                Self.made(0, "topField.top", "==", "window.top"),
                Self.made(1, "bottomField.top", "==", "topField.bottom"),
                Self.made(2, "bottomField.centerX", "==", "topField.centerX"),
            ])
    }

    @Test func metricsStandForConstantsAndPriorities() {
        let metrics = ["gap": 12.0, "side": 40, "p": 750, "button2": 33]
        #expect(
            Self.expand("[button]-gap-[textField(<=side@p,button2)]-(-4@p)-[button1]", metrics: metrics) == [
                Self.made(0, "textField.leading", "==", "button.trailing", 12),
                Self.made(1, "textField.width", "<=", nil, 40, priority: 750),
                // A metric shadows a view of the same name.
                Self.made(2, "textField.width", "==", nil, 33),
                Self.made(3, "button1.leading", "==", "textField.trailing", -4, priority: 750),
            ])
    }

    @Test func numbersReadAsStrtodDoes() {
        #expect(
            Self.expand("|-0-[button(.5)]-8.-|") == [
                Self.made(0, "button.leading", "==", "window.leading"), Self.made(1, "button.width", "==", nil, 0.5),
                Self.made(2, "window.trailing", "==", "button.trailing", 8),
            ])
        #expect(
            Self.expand("[button(0x10,1e2@1E3)]") == [
                Self.made(0, "button.width", "==", nil, 16), Self.made(1, "button.width", "==", nil, 100),
            ])
    }

    @Test func aBarIsTheSuperviewOfTheViewNextToIt() {
        #expect(Self.expand("V:[inner]-|") == [Self.made(0, "purpleBox.bottom", "==", "inner.bottom", 20)])
        #expect(Self.expand("[inner]-[button]") == [Self.made(0, "button.leading", "==", "inner.trailing", 8)])
        #expect(
            Self.expand("|[inner][button]|") == [
                Self.made(0, "inner.leading", "==", "purpleBox.leading"),
                Self.made(1, "button.leading", "==", "inner.trailing"),
                Self.made(2, "window.trailing", "==", "button.trailing"),
            ])
    }

    // MARK: Refusals

    @Test(arguments: [
        "", "H:", "[]", "|", "|-|", "[button", "button", "[button]-", "-[button]", "[button]--[textField]",
        "[button]-8[textField]",
        "[button]-(8-[textField]", "[button()]", "[button(>=)]", "[button(=50)]", "[button(<50)]", "[button(50@)]",
        "[button(50,)]",
        "H[button]", "h:[button]", "X:[button]", "H:V:[button]", "[button] ", " [button]", "[button]- 8-[textField]",
        "[button(>= 50)]",
        "||[button]", "[button]||", "|[button]|[textField]", "[button]-+8-[textField]", "[button]-(8)-|-[textField]",
        "[button]-0x-|",
        "[button]-8e-|", "[button(inf)]", "[1button]", "[button]-(-)-|", "[but ton]", "[button]|-", "V:[button]-8--|",
    ])
    func syntaxErrorsAreRefused(_ text: String) {
        #expect(Self.expand(text) == nil, "\(text)")
    }

    @Test(arguments: [
        "[nobody]", "[button(==nobody)]", "[button]-gap-[textField]", "[button(50@p)]",
        "[button]-(button2)-[textField]",
        "[button(50@textField)]", "[button(50@0)]", "[button(50@1001)]", "[button(50@-1)]", "[button(50@.5)]",
    ])
    func unknownNamesAndBadPrioritiesAreRefused(_ text: String) {
        #expect(Self.expand(text) == nil, "\(text)")
    }

    @Test func aBarNeedsASuperview() {
        let orphan = FormatExpander.expand(CaseFormat(id: "f", format: "|[a]"), views: ["a"]) { _ in nil }
        #expect(orphan == nil)
        #expect(FormatExpander.expand(CaseFormat(id: "f", format: "[a]"), views: ["a"]) { _ in nil } == [])
    }

    @Test(arguments: [
        ("H:[button][textField]", "alignAllLeading"), ("[button][textField]", "alignAllCenterX"),
        ("[button]", "alignAllLeft"),
        ("V:[button][textField]", "alignAllTop"), ("V:[button]", "alignAllLastBaseline"),
        ("[button][textField]", "alignAllNothing"),
    ])
    func alignmentAlongTheAxisAndUnknownOptionsAreRefused(_ text: String, _ option: String) {
        #expect(Self.expand(text, options: [option]) == nil)
    }

    @Test func bothExplicitDirectionsAndTwoAlignmentsAreRefused() {
        #expect(Self.expand("[button]", options: ["directionLeftToRight", "directionRightToLeft"]) == nil)
        #expect(Self.expand("[button][textField]", options: ["alignAllTop", "alignAllBottom"]) == nil)
        #expect(Self.expand("V:[button][textField]", options: ["alignAllLeft", "alignAllLeading"]) == nil)
    }

    @Test func nonFiniteMetricsAreRefused() {
        #expect(Self.expand("[button]-gap-[textField]", metrics: ["gap": .infinity]) == nil)
        #expect(Self.expand("[button(side)]", metrics: ["side": .nan]) == nil)
    }
}
