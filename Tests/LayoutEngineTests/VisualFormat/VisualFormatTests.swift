import LayoutEngine
import Testing

/// The visual format language: every example of Apple's Auto Layout Guide ("Visual Format
/// Language" and "Visual Format String Syntax"), each completed to a determined layout and checked
/// with exact frames in a 320 × 480 window, left to right and right to left; the options; and the
/// errors, each quoting the format with a caret.
@Suite struct VisualFormatTests {
    /// Makes constraints from formats and activates them; records an issue on an error.
    static func apply(
        _ formats: [String], options: LayoutFormatOptions = [], metrics: [String: Double] = [:],
        _ views: [String: View],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for format in formats {
            do {
                LayoutConstraint.activateOrFail(
                    try LayoutConstraint.constraints(
                        withVisualFormat: format, options: options, metrics: metrics, views: views),
                    sourceLocation: sourceLocation)
            } catch {
                Issue.record("\(error)", sourceLocation: sourceLocation)
            }
        }
    }

    static func views(_ names: [String], in window: Window) -> [String: View] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, window.addConstrained(View(), named: $0)) })
    }

    // MARK: Apple's examples

    /// Standard Space: `[button]-[textField]` (8 points; 20 to the superview's edge).
    @Test(arguments: Fixture.directions) func standardSpace(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let v = Self.views(["button", "textField"], in: window)
        Self.apply(
            [
                "H:|-[button(60)]", "[button]-[textField]", "[textField(100)]", "V:|-[button(30)]",
                "V:|-[textField(30)]",
            ], v)
        window.layoutIfNeeded()
        #expect(
            v["button"]!.frame == Fixture.mirrored(Rect(x: 20, y: 20, width: 60, height: 30), within: 320, direction))
        #expect(
            v["textField"]!.frame
                == Fixture.mirrored(Rect(x: 88, y: 20, width: 100, height: 30), within: 320, direction))
    }

    /// Width Constraint: `[button(>=50)]` holds against a weaker wish for 10.
    @Test func widthConstraint() {
        let window = Fixture.window()
        let v = Self.views(["button"], in: window)
        Self.apply(["[button(>=50)]", "[button(10@250)]", "|-[button]", "V:|-[button(30)]"], v)
        window.layoutIfNeeded()
        #expect(v["button"]!.frame == Rect(x: 20, y: 20, width: 50, height: 30))
    }

    /// Connection to Superview: `|-50-[purpleBox]-50-|`, both ways.
    @Test(arguments: Fixture.directions) func connectionToSuperview(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let v = Self.views(["purpleBox"], in: window)
        Self.apply(["|-50-[purpleBox]-50-|", "V:|-50-[purpleBox]-50-|"], v)
        window.layoutIfNeeded()
        #expect(v["purpleBox"]!.frame == Rect(x: 50, y: 50, width: 220, height: 380))
    }

    /// Vertical Layout: `V:[topField]-10-[bottomField]`.
    @Test func verticalLayout() {
        let window = Fixture.window()
        let v = Self.views(["topField", "bottomField"], in: window)
        Self.apply(
            ["V:|-[topField(20)]", "V:[topField]-10-[bottomField(20)]", "|-[topField]-|", "|-[bottomField]-|"], v)
        window.layoutIfNeeded()
        #expect(v["topField"]!.frame == Rect(x: 20, y: 20, width: 280, height: 20))
        #expect(v["bottomField"]!.frame == Rect(x: 20, y: 50, width: 280, height: 20))
    }

    /// Flush Views: `[maroonView][blueView]`.
    @Test(arguments: Fixture.directions) func flushViews(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let v = Self.views(["maroonView", "blueView"], in: window)
        Self.apply(["|[maroonView(100)][blueView(50)]", "V:|[maroonView(40)]", "V:|[blueView(40)]"], v)
        window.layoutIfNeeded()
        #expect(
            v["maroonView"]!.frame == Fixture.mirrored(Rect(x: 0, y: 0, width: 100, height: 40), within: 320, direction)
        )
        #expect(
            v["blueView"]!.frame == Fixture.mirrored(Rect(x: 100, y: 0, width: 50, height: 40), within: 320, direction))
    }

    /// Priority: `[button(100@20)]` is a wish of priority 20: alone it holds, against a wish of
    /// 500 it yields.
    @Test func priority() throws {
        let window = Fixture.window()
        let v = Self.views(["button", "other"], in: window)
        Self.apply(["|-[button(100@20)]", "|-[other(100@20)]", "V:|-[button(30)]-[other(30)]"], v)
        let wish = v["other"]!.widthAnchor.constraint(equalToConstant: 40)
        wish.priority = 500
        LayoutConstraint.activateOrFail([wish])
        window.layoutIfNeeded()
        #expect(v["button"]!.frame == Rect(x: 20, y: 20, width: 100, height: 30))
        #expect(v["other"]!.frame == Rect(x: 20, y: 58, width: 40, height: 30))
        let made = try LayoutConstraint.constraints(withVisualFormat: "[button(100@20)]", views: v)
        #expect(
            made.count == 1 && made[0].priority == 20 && made[0].constant == 100 && made[0].firstAttribute == .width)
    }

    /// Equal Widths: `[button1(==button2)]`.
    @Test(arguments: Fixture.directions) func equalWidths(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let v = Self.views(["button1", "button2"], in: window)
        Self.apply(["|-[button1(==button2)]-[button2]-|", "V:|-[button1(30)]", "V:|-[button2(30)]"], v)
        window.layoutIfNeeded()
        // (320 - 20 - 8 - 20) / 2 = 136.
        #expect(
            v["button1"]!.frame == Fixture.mirrored(Rect(x: 20, y: 20, width: 136, height: 30), within: 320, direction))
        #expect(
            v["button2"]!.frame == Fixture.mirrored(Rect(x: 164, y: 20, width: 136, height: 30), within: 320, direction)
        )
    }

    /// Multiple Predicates: `[flexibleButton(>=70,<=100)]` clamps a wish for 300 to 100 and a
    /// wish for 10 to 70.
    @Test(arguments: [(300.0, 100.0), (10, 70), (85, 85)]) func multiplePredicates(wish: Double, width: Double) {
        let window = Fixture.window()
        let v = Self.views(["flexibleButton"], in: window)
        Self.apply(["|-[flexibleButton(>=70,<=100)]", "V:|-[flexibleButton(30)]"], v)
        Self.apply(["[flexibleButton(w@250)]"], metrics: ["w": wish], v)
        window.layoutIfNeeded()
        #expect(v["flexibleButton"]!.frame == Rect(x: 20, y: 20, width: width, height: 30))
    }

    /// A Complete Line of Layout: `|-[find]-[findNext]-[findField(>=20)]-|`.
    @Test(arguments: Fixture.directions) func completeLineOfLayout(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let v = Self.views(["find", "findNext", "findField"], in: window)
        Self.apply(
            [
                "|-[find]-[findNext]-[findField(>=20)]-|", "[find(60)]", "[findNext(80)]", "V:|-[find(30)]",
                "V:|-[findNext(30)]", "V:|-[findField(30)]",
            ], v)
        window.layoutIfNeeded()
        // 320 - 20 - 60 - 8 - 80 - 8 - 20 = 124 for the field.
        #expect(v["find"]!.frame == Fixture.mirrored(Rect(x: 20, y: 20, width: 60, height: 30), within: 320, direction))
        #expect(
            v["findNext"]!.frame == Fixture.mirrored(Rect(x: 88, y: 20, width: 80, height: 30), within: 320, direction))
        #expect(
            v["findField"]!.frame
                == Fixture.mirrored(Rect(x: 176, y: 20, width: 124, height: 30), within: 320, direction))
    }

    /// The seed's (004) two labels: `H:|-[text1]-[text2]` aligned on their first baselines,
    /// `V:|-[text1]-|`.
    @Test func alignAllFirstBaselineFromTheSeed() {
        let window = Fixture.window()
        let text1 = window.addConstrained(Label(text: "Name", fontSize: 17), named: "text1")
        let text2 = window.addConstrained(Label(text: "Value", fontSize: 34), named: "text2")
        let views = ["text1": text1 as View, "text2": text2]
        Self.apply(["H:|-[text1]-[text2]"], options: [.alignAllFirstBaseline], views)
        Self.apply(["V:|-[text1]-|"], views)
        window.layoutIfNeeded()
        // Baselines one font size below the top: 20 + 17 = y2 + 34.
        #expect(text1.frame == Rect(x: 20, y: 20, width: 34, height: 440))
        #expect(text2.frame == Rect(x: 62, y: 3, width: 85, height: 42.5))
    }

    // MARK: Options, metrics, orientation

    @Test func directionOptionsFixTheOrderWhateverTheLayoutDirection() {
        for direction in Fixture.directions {
            let window = Fixture.window(direction: direction)
            let v = Self.views(["a", "b", "c", "d"], in: window)
            Self.apply(["|-[a(50)]-[b(60)]"], options: .directionLeftToRight, v)
            Self.apply(["|-[c(50)]-[d(60)]"], options: .directionRightToLeft, v)
            Self.apply(["V:|[a(10)]", "V:|[b(10)]", "V:|[c(10)]", "V:|[d(10)]"], v)
            window.layoutIfNeeded()
            #expect(v["a"]!.frame.minX == 20 && v["b"]!.frame.minX == 78, "\(direction)")
            #expect(v["c"]!.frame.maxX == 300 && v["d"]!.frame.maxX == 242, "\(direction)")
        }
    }

    @Test func alignmentAcrossAVerticalFormat() {
        let window = Fixture.window()
        let v = Self.views(["a", "b"], in: window)
        Self.apply(["V:|-[a(40)]-10-[b(20)]"], options: .alignAllCenterX, v)
        Self.apply(["|-[a(100)]", "[b(40)]"], v)
        window.layoutIfNeeded()
        #expect(v["a"]!.frame == Rect(x: 20, y: 20, width: 100, height: 40))
        #expect(v["b"]!.frame == Rect(x: 50, y: 70, width: 40, height: 20))
    }

    @Test func metricsNameSpacingsSizesAndPriorities() throws {
        let window = Fixture.window()
        let v = Self.views(["a", "b"], in: window)
        let made = try LayoutConstraint.constraints(
            withVisualFormat: "H:|-margin-[a(size@strong)]-(>=gap@weak)-[b(==a)]",
            metrics: ["margin": 12, "size": 40, "strong": 750, "gap": 6, "weak": 250], views: v)
        #expect(made.map(\.constant) == [12, 40, 6, 0])
        #expect(made.map(\.priority) == [1000, 750, 250, 1000])
        #expect(made.map(\.relation) == [.equal, .equal, .greaterThanOrEqual, .equal])
        #expect(made.map(\.firstAttribute) == [.leading, .width, .leading, .width])
        #expect(made.allSatisfy { !$0.isActive })
    }

    // MARK: Errors

    static func error(
        _ format: String, options: LayoutFormatOptions = [], metrics: [String: Double] = [:], views: [String: View]
    ) -> String? {
        do {
            _ = try LayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics, views: views)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aBadFormatIsQuotedWithACaretUnderTheFault() {
        let window = Fixture.window()
        let v = Self.views(["button", "field"], in: window)
        #expect(
            Self.error("H:|-[button", views: v)
                == "Unable to parse constraint format: Expected ']' to close the view\nH:|-[button\n           ^")
        #expect(
            Self.error("H:|-[buton]", views: v)
                == "Unable to parse constraint format: 'buton' is not a key in the views dictionary\nH:|-[buton]\n     ^"
        )
        #expect(
            Self.error("[button]-(>=x)-[field]", views: v)
                == "Unable to parse constraint format: Expected a number or a metric; 'x' is not in the metrics (a view can only be related inside its own brackets)\n[button]-(>=x)-[field]\n            ^"
        )
        #expect(
            Self.error("[button(==50@1001)]", views: v)
                == "Unable to parse constraint format: Priority 1001 is not from 1 to 1000\n[button(==50@1001)]\n        ^"
        )
        #expect(
            Self.error("X:[button]", views: v)
                == "Unable to parse constraint format: Expected 'H' or 'V' before ':'\nX:[button]\n^")
        #expect(
            Self.error("[button]-10[field]", views: v)
                == "Unable to parse constraint format: Expected '-' after the spacing\n[button]-10[field]\n           ^"
        )
        #expect(Self.error("", views: v) == "Unable to parse constraint format: Expected a view\n\n^")
        #expect(
            Self.error("|-[button]-|", options: .alignAllLeading, views: v)
                == "Unable to parse constraint format: Cannot align all leading in a horizontal format: the alignment must be across it\n|-[button]-|\n^"
        )
        #expect(Self.error("V:[button][field]", options: .directionRightToLeft, views: v) == nil)  // nothing to direct: ignored
        #expect(
            Self.error("[button]-(1e999)-[field]", views: v)
                == "Unable to parse constraint format: Expected a finite number\n[button]-(1e999)-[field]\n          ^")
        #expect(Self.error("[button]-gap-[field]", views: v)?.contains("Expected a number or a metric") == false)
        #expect(
            Self.error("[button]-gap-[field]", views: v)
                == "Unable to parse constraint format: 'gap' is not a key in the metrics dictionary\n[button]-gap-[field]\n         ^"
        )
        let orphan = View()
        #expect(
            Self.error("|[orphan]", views: ["orphan": orphan])
                == "Unable to parse constraint format: '|' needs a superview, and 'orphan' has none\n|[orphan]\n  ^")
    }
}
