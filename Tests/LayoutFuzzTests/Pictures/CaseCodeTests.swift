import ConstraintSystem
import Foundation
import LayoutCase
import LayoutFuzz
import Testing

/// A case as Swift on LayoutEngine's API: the setup and each step as the calls `CaseRunner`
/// makes, anchors where they say the constraint exactly, the untyped initializer elsewhere, and
/// names and literals that compile whatever the ids and texts are. (That the code compiles and
/// reaches the runner's frames is Tests/ReproducerTests' part.)
@Suite struct CaseCodeTests {
    static let window = CaseWindow(width: 320, height: 480)

    /// The code of one constraint made in the setup: the lines between the last view's and the layout.
    static func constraintLines(_ constraint: CaseConstraint, views: [CaseView]) -> [String] {
        let setup = CaseCode(Case(window: window, views: views, constraints: [constraint])).setup
        let start = setup.lastIndex { $0.contains("addSubview(") }!
        return Array(setup[(start + 1)..<(setup.count - 1)])
    }

    static let box = CaseView(id: "box", parent: "window")
    static let other = CaseView(id: "other", parent: "window", kind: .label)

    @Test func theMarginCaseReadsAsAnchorsToTheMarginsGuide() throws {
        let code = CaseCode(try CaseFilmTests.marginCaseValue())
        #expect(
            code.setup == [
                "let window = Window(size: Size(width: 320, height: 480))",
                "window.identifier = \"window\"",
                "let box = SizedView()",
                "box.identifier = \"box\"",
                "box.translatesAutoresizingMaskIntoConstraints = false",
                "window.addSubview(box)",
                "let top = box.topAnchor.constraint(equalTo: window.layoutMarginsGuide.topAnchor)",
                "top.identifier = \"top\"",
                "try top.activate()",
                "let leading = box.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor)",
                "leading.identifier = \"leading\"",
                "try leading.activate()",
                "let trailing = box.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor)",
                "trailing.identifier = \"trailing\"",
                "try trailing.activate()",
                "let height = box.heightAnchor.constraint(equalToConstant: 40)",
                "height.identifier = \"height\"",
                "try height.activate()",
                "window.layoutIfNeeded()",
            ])
        #expect(code.steps == [["height.constant = 60", "window.layoutIfNeeded()"]])
        #expect(code.viewNames == ["window": "window", "box": "box"])
        #expect(code.declarations.first == "/// A plain view with an intrinsic content size of its own.")
    }

    @Test(arguments: [
        // Anchors: the same axis, multiplier 1, or a size with any multiplier.
        (
            CaseConstraint(
                id: "c", first: CaseAnchor("box", .leading), second: CaseAnchor("other", .trailing), constant: 8),
            "let c = box.leadingAnchor.constraint(equalTo: other.trailingAnchor, constant: 8)"
        ),
        (
            CaseConstraint(
                id: "c", first: CaseAnchor("box", .top), relation: .greaterThanOrEqual,
                second: CaseAnchor("window.safeArea", .top)),
            "let c = box.topAnchor.constraint(greaterThanOrEqualTo: window.safeAreaLayoutGuide.topAnchor)"
        ),
        (
            CaseConstraint(
                id: "c", first: CaseAnchor("box", .height), second: CaseAnchor("box", .width), multiplier: 0.5625),
            "let c = box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5625)"
        ),
        (
            CaseConstraint(id: "c", first: CaseAnchor("box", .width), relation: .lessThanOrEqual, constant: 100),
            "let c = box.widthAnchor.constraint(lessThanOrEqualToConstant: 100)"
        ),
        (
            CaseConstraint(
                id: "c", first: CaseAnchor("other", .firstBaseline), second: CaseAnchor("box", .lastBaseline)),
            "let c = other.firstBaselineAnchor.constraint(equalTo: box.lastBaselineAnchor)"
        ),
        (
            CaseConstraint(
                id: "c", first: CaseAnchor("other", .lastBaseline), second: CaseAnchor("box.margins", .bottom),
                constant: -4),
            "let c = other.lastBaselineAnchor.constraint(equalTo: box.layoutMarginsGuide.bottomAnchor, constant: -4)"
        ),
        // The untyped initializer: what no anchor method makes.
        (
            CaseConstraint(
                id: "c", first: CaseAnchor("box", .centerX), second: CaseAnchor("window", .trailing),
                multiplier: 0.5),
            "let c = try LayoutConstraint(item: box, attribute: .centerX, relatedBy: .equal, toItem: window, attribute: .trailing, multiplier: 0.5)"
        ),
        (
            CaseConstraint(id: "c", first: CaseAnchor("box", .leading), second: CaseAnchor("other", .left)),
            "let c = try LayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: other, attribute: .left)"
        ),
        (
            CaseConstraint(
                id: "c", first: CaseAnchor("other", .lastBaseline), second: CaseAnchor("box.margins", .firstBaseline),
                constant: -4),
            "let c = try LayoutConstraint(item: other, attribute: .lastBaseline, relatedBy: .equal, toItem: box.layoutMarginsGuide, attribute: .firstBaseline, constant: -4)"
        ),
        (
            CaseConstraint(id: "c", first: CaseAnchor("box", .width), multiplier: 2, constant: 10),
            "let c = try LayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 2, constant: 10)"
        ),
        // A constant of -0 is not the default 0: written, so that the engine gets the same bits.
        (
            CaseConstraint(id: "c", first: CaseAnchor("box", .top), second: CaseAnchor("other", .top), constant: -0.0),
            "let c = box.topAnchor.constraint(equalTo: other.topAnchor, constant: -0.0)"
        ),
    ])
    func aConstraintIsAnAnchorWhereOneSaysItExactly(_ constraint: CaseConstraint, _ expected: String) {
        let lines = Self.constraintLines(constraint, views: [Self.box, Self.other])
        #expect(lines == [expected, "c.identifier = \"c\"", "try c.activate()"])
    }

    @Test func theIdentifierThenThePriorityThenTheActivationAsTheRunnerSetsThem() {
        let wish = CaseConstraint(
            id: "wish", first: CaseAnchor("box", .width), constant: 200, priority: 750, active: false)
        #expect(
            Self.constraintLines(wish, views: [Self.box]) == [
                "let wish = box.widthAnchor.constraint(equalToConstant: 200)", "wish.identifier = \"wish\"",
                "wish.priority = 750",
            ])
    }

    @Test func idsBecomeIdentifiersThatAreUniqueAndHideNothing() {
        let views = ["my-view", "class", "0", "Label", "tolerance", "émile"].map {
            CaseView(id: $0, parent: "window")
        }
        let constraints = ["my-view", "class", "0"].map {
            CaseConstraint(id: $0, first: CaseAnchor("my-view", .width), constant: 1)
        }
        let code = CaseCode(Case(window: Self.window, views: views, constraints: constraints))
        #expect(
            views.map { code.viewNames[$0.id] } == ["my_view", "class_", "view0", "label", "toleranceView", "_mile"])
        let declared = code.setup.filter { $0.hasPrefix("let ") }.map { $0.split(separator: " ")[1] }
        #expect(
            declared == [
                "window", "my_view", "class_", "view0", "label", "toleranceView", "_mile", "my_viewConstraint",
                "class_Constraint", "constraint0",
            ])
        #expect(code.setup.contains("label.identifier = \"Label\""))
        #expect(code.setup.contains("_mile.identifier = \"émile\""))
    }

    /// One step of `steps` after a setup with `views`, as lines.
    static func stepLines(_ views: [CaseView], _ constraints: [CaseConstraint] = [], _ steps: [CaseStep]) -> [[String]]
    {
        CaseCode(Case(window: window, views: views, constraints: constraints, steps: steps)).steps
    }

    @Test func changesAreAssignmentsAndCallsEachFollowedByALayout() {
        let width = CaseConstraint(id: "w", first: CaseAnchor("box", .width), constant: 10, priority: 500)
        let label = CaseView(id: "title", parent: "window", kind: .label)
        let steps = Self.stepLines(
            [Self.box, label], [width],
            [
                .setConstant(constraint: "w", value: 0.1), .setPriority(constraint: "w", value: 250),
                .deactivate(constraint: "w"), .activate(constraint: "w"),
                .setIntrinsicSize(view: "box", width: 40, height: nil),
                .setText(view: "title", text: "Say \"hi\"\\\n\u{200B}é"),
                .setWindowSize(width: 480, height: 320), .setSafeArea(CaseInsets(top: 44, left: 0)),
                .setDirection(view: nil, direction: .rtl), .setDirection(view: "box", direction: .inherit),
                .setHidden(view: "box", hidden: true), .removeView(view: "title"),
            ])
        #expect(
            steps.map { $0.dropLast() } == [
                ["w.constant = 0.1"], ["w.priority = 250"], ["w.deactivate()"], ["try w.activate()"],
                ["box.contentSize = Size(width: 40, height: View.noIntrinsicMetric)"],
                ["title.text = \"Say \\\"hi\\\"\\\\\\n\\u{200B}é\""],
                ["window.frame = Rect(x: 0, y: 0, width: 480, height: 320)"],
                ["window.deviceSafeAreaInsets = EdgeInsets(top: 44, left: 0)"],
                ["window.layoutDirection = .rightToLeft"], ["box.semanticContentAttribute = .unspecified"],
                ["box.isHidden = true"], ["title.removeFromSuperview()"],
            ])
        #expect(steps.allSatisfy { $0.last == "window.layoutIfNeeded()" })
    }

    @Test func aStackArrangesItsViewsAndAStepChangesOnlyTheSettingsItGives() {
        var stack = CaseView(id: "bar", parent: "window", kind: .stack)
        stack.axis = .vertical
        stack.spacing = 8
        stack.marginsRelative = true
        var item = CaseView(id: "item", parent: "bar", kind: .image)
        item.imageSize = CaseSize(width: 24, height: 24)
        var added = CaseView(id: "added", parent: "bar", kind: .label)
        added.text = "New"
        added.spacingAfter = 12
        added.hugging = CaseAxes(vertical: 251)
        let code = CaseCode(
            Case(
                window: Self.window, views: [stack, item],
                steps: [
                    .setStack(view: "bar", CaseStackSettings(distribution: .fillEqually, alignment: .firstBaseline)),
                    .addView(added),
                ]))
        #expect(
            Array(code.setup[2...12]) == [
                "let bar = StackView()", "bar.axis = .vertical", "bar.spacing = 8",
                "bar.isLayoutMarginsRelativeArrangement = true", "bar.identifier = \"bar\"",
                "bar.translatesAutoresizingMaskIntoConstraints = false", "window.addSubview(bar)",
                "let item = ImageView(imageSize: Size(width: 24, height: 24))", "item.identifier = \"item\"",
                "item.translatesAutoresizingMaskIntoConstraints = false", "bar.addArrangedSubview(item)",
            ])
        #expect(
            code.steps == [
                ["bar.distribution = .fillEqually", "bar.alignment = .firstBaseline", "window.layoutIfNeeded()"],
                [
                    "let added = Label(text: \"New\")", "added.identifier = \"added\"",
                    "added.translatesAutoresizingMaskIntoConstraints = false",
                    "added.setContentHuggingPriority(251, for: .vertical)", "bar.addArrangedSubview(added)",
                    "bar.setCustomSpacing(12, after: added)", "window.layoutIfNeeded()",
                ],
            ])
        #expect(code.declarations.isEmpty, "no plain view, no SizedView")
    }

    @Test func ticksRunTheLoopWithoutALayoutOfTheirOwn() {
        let code = CaseCode(Case(window: Self.window, views: [Self.box], steps: [.tick(frames: 1), .tick(frames: 3)]))
        #expect(code.setup[2...3] == ["let runLoop = RunLoop(framesPerSecond: 60)", "runLoop.add(window)"])
        #expect(code.steps == [["runLoop.tick()"], ["runLoop.run(frames: 3)"]])
        #expect(!CaseCode(Case(window: Self.window, views: [Self.box])).setup.contains { $0.contains("runLoop") })
    }

    @Test func aFormatGetsTheViewsItNamesAndActivatesWhatItMakes() {
        let format = CaseFormat(
            id: "row", format: "H:|-[box]-(gap)-[other(==box)]-|", options: ["alignAllTop", "directionLeftToRight"],
            metrics: ["gap": 12, "edge": 20])
        let views = [
            Self.box, Self.other, CaseView(id: "gone", parent: "window"), CaseView(id: "bystander", parent: "window"),
        ]
        let steps = Self.stepLines(views, [], [.removeView(view: "gone"), .addFormat(format)])
        #expect(
            steps[1] == [
                "let rowConstraints = (try? LayoutConstraint.constraints(withVisualFormat: \"H:|-[box]-(gap)-[other(==box)]-|\", options: [.alignAllTop, .directionLeftToRight], metrics: [\"edge\": 20, \"gap\": 12], views: [\"box\": box, \"other\": other])) ?? []",
                "for (index, constraint) in rowConstraints.enumerated() {",
                "    constraint.identifier = \"row-\\(index)\"",
                "    try constraint.activate()",
                "}",
                "window.layoutIfNeeded()",
            ])
    }

    @Test func aFormatTheParserRefusesGetsEveryViewInTheWindowAsTheRunnerGivesIt() {
        let views = [Self.box, Self.other, CaseView(id: "gone", parent: "window")]
        let steps = Self.stepLines(
            views, [], [.removeView(view: "gone"), .addFormat(CaseFormat(id: "typo", format: "V:|-[box]-(>=8@750-|"))])
        #expect(
            steps[1].first
                == "let typoConstraints = (try? LayoutConstraint.constraints(withVisualFormat: \"V:|-[box]-(>=8@750-|\", views: [\"box\": box, \"other\": other])) ?? []"
        )
    }

    @Test func anAnimationsBlockMakesItsChangesAndLaysOut() {
        let top = CaseConstraint(id: "top", first: CaseAnchor("box", .top), second: CaseAnchor("window", .top))
        let pin = CaseConstraint(id: "pin", first: CaseAnchor("box", .height), constant: 30)
        let spare = CaseConstraint(id: "spare", first: CaseAnchor("box", .width), constant: 30, active: false)
        let steps = Self.stepLines(
            [Self.box], [top],
            [
                .animate(
                    CaseAnimation(
                        duration: 0.25, curve: .linear,
                        steps: [.setHidden(view: "box", hidden: true), .setConstant(constraint: "top", value: 40)])),
                .animate(
                    CaseAnimation(
                        duration: 0.1, delay: 0.05, curve: .spring,
                        steps: [.addConstraint(pin), .addConstraint(spare)])),
                .setConstant(constraint: "pin", value: 50),
            ])
        #expect(
            steps[0] == [
                "runLoop.animate(withDuration: 0.25, curve: .linear) {", "    box.isHidden = true",
                "    top.constant = 40", "    window.layoutIfNeeded()", "}",
            ])
        // `pin` is changed by a later step: declared before the block. `spare` is not.
        #expect(
            steps[1] == [
                "var pin: LayoutConstraint!",
                "runLoop.animate(withDuration: 0.1, delay: 0.05, curve: .spring(dampingRatio: 0.5, initialVelocity: 0)) {",
                "    do {", "        pin = box.heightAnchor.constraint(equalToConstant: 30)",
                "        pin.identifier = \"pin\"", "        try pin.activate()",
                "        let spare = box.widthAnchor.constraint(equalToConstant: 30)",
                "        spare.identifier = \"spare\"", "    } catch {", "        Issue.record(error)", "    }",
                "    window.layoutIfNeeded()", "}",
            ])
        #expect(steps[2] == ["pin.constant = 50", "window.layoutIfNeeded()"])
    }

    @Test func aFittingCallNamesUIKitsTargetsAndTheFittingPrioritiesGiven() {
        let steps = Self.stepLines(
            [Self.box], [],
            [
                .fit(CaseFit(view: "box", width: 0, height: 0)),
                .fit(CaseFit(view: "box", width: 10_000_000, height: 10_000_000, horizontalPriority: 250)),
                .fit(CaseFit(view: "box", width: 320, height: 0, verticalPriority: 1000)),
            ])
        #expect(
            steps == [
                ["_ = box.systemLayoutSizeFitting(View.layoutFittingCompressedSize)", "window.layoutIfNeeded()"],
                [
                    "_ = box.systemLayoutSizeFitting(View.layoutFittingExpandedSize, withHorizontalFittingPriority: 250)",
                    "window.layoutIfNeeded()",
                ],
                [
                    "_ = box.systemLayoutSizeFitting(Size(width: 320, height: 0), verticalFittingPriority: 1000)",
                    "window.layoutIfNeeded()",
                ],
            ])
    }

    @Test func aViewsSettingsFollowTheRunnersOrderAndDefaultsAreLeftOut() {
        var label = CaseView(id: "note", parent: "window", kind: .label)
        label.text = "Hello"
        label.fontSize = 15
        label.lines = 1
        label.preferredMaxWidth = 0
        label.hidden = false
        var framed = CaseView(id: "badge", parent: "window")
        framed.intrinsicWidth = 30
        framed.frame = CaseRect(x: 10, y: 20, width: 30, height: 12)
        framed.compression = CaseAxes(horizontal: 740)
        framed.margins = CaseDirectionalInsets(leading: 12)
        framed.direction = .rtl
        framed.hidden = true
        let code = CaseCode(
            Case(
                window: CaseWindow(width: 320, height: 480, safeArea: CaseInsets(top: 44), direction: .rtl),
                views: [label, framed]))
        #expect(
            code.setup == [
                "let window = Window(size: Size(width: 320, height: 480), layoutDirection: .rightToLeft, safeAreaInsets: EdgeInsets(top: 44))",
                "window.identifier = \"window\"",
                "let note = Label(text: \"Hello\", fontSize: 15)", "note.identifier = \"note\"",
                "note.translatesAutoresizingMaskIntoConstraints = false", "window.addSubview(note)",
                "let badge = SizedView()", "badge.contentSize = Size(width: 30, height: View.noIntrinsicMetric)",
                "badge.identifier = \"badge\"", "badge.frame = Rect(x: 10, y: 20, width: 30, height: 12)",
                "badge.setContentCompressionResistancePriority(740, for: .horizontal)",
                "badge.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 8)",
                "badge.semanticContentAttribute = .forceRightToLeft", "badge.isHidden = true",
                "window.addSubview(badge)", "window.layoutIfNeeded()",
            ])
    }
}
