import ConstraintSystem
import Foundation
import LayoutCase
import LayoutEngine
import LayoutFuzz
import LayoutSpec
import Testing

/// The expander and the engine's `constraints(withVisualFormat:options:metrics:views:)` read the
/// same strings: both accept or both refuse, and accepted strings make the same constraints in the
/// same order (up to writing `a == b + c` as `b == a - c` where no leading or trailing is involved).
/// Every disagreement fails the test. (The first run found two in the engine, both mended: it
/// refused numbers strtod_l reads, and a direction option on a `V:` format.)
extension FormatExpanderTests {
    /// The views of the random strings: siblings `a`, `b`, `c`, `H`, `V` in the window, `d` and `e` in `c`.
    static let randomParents: [(String, String)] = [
        ("a", "window"), ("b", "window"), ("c", "window"), ("H", "window"), ("V", "window"), ("d", "c"), ("e", "c"),
    ]

    @Test func randomAndMutatedStringsReadAlikeOnBothSides() {
        let harness = EngineViews(parents: Self.randomParents)
        var tally = Tally()
        for seed in UInt64(0)..<6000 {
            var draw = RandomFormat(random: SplitMix64(seed: seed))
            tally.add(harness.judge(draw.format()), at: "seed \(seed)")
        }
        tally.report()
        // A reading that refused everything would agree on every refusal: about a third of the strings
        // are accepted by both, the rest refused by both.
        #expect(tally.accepted > 1500, "only \(tally.accepted) of 6000 strings accepted by both")
    }

    @Test func generatedFormatsReadAlikeOnBothSides() {
        let generator = CaseGenerator(seed: 7)
        var tally = Tally()
        var formats = 0
        for index in 0..<3000 {
            let drawn = generator.makeCase(index)
            guard drawn.steps.contains(where: { if case .addFormat = $0 { true } else { false } }),
                let runner = try? CaseRunner(drawn)
            else { continue }
            for (k, step) in drawn.steps.enumerated() {
                guard case let .addFormat(format) = step else {
                    do { try runner.run(step, at: "steps[\(k)]") } catch { break }
                    continue
                }
                let harness = EngineViews(
                    window: runner.window, views: runner.viewsInWindow().filter { $0.id != "window" })
                tally.add(harness.judge(format), at: "case \(index) steps[\(k)]")
                do { try runner.run(step, at: "steps[\(k)]") } catch { break }
                formats += 1
                // The harness reads the engine as the runner does.
                if case .success = runner.records.formats.last!.outcome {
                    #expect(runner.formatConstraints == harness.engine(format))
                }
            }
        }
        tally.report()
        #expect(formats > 100, "only \(formats) formats drawn")
    }

    // MARK: What the engine once refused

    @Test func numbersInStrtodFormsReadAlikeOnBothSides() {
        let harness = EngineViews(parents: Self.randomParents)
        for text in ["[a(1e1)]", "[a]-0x10-[b]", "[a(+8)]", "[a(>=8@1e2)]", "[a]-.5-[b]", "[a(0x1p3)]"] {
            let format = CaseFormat(id: "k", format: text)
            #expect(harness.expander(format) != nil, "\(text)")
            #expect(EngineViews.compare(format, harness.expander(format), harness.engine(format)) == nil, "\(text)")
        }
        let ten = CaseFormat(id: "k", format: "[a(1e1)]")
        #expect(harness.engine(ten) == [CaseConstraint(id: "k-0", first: CaseAnchor("a", .width), constant: 10)])
    }

    @Test func aDirectionOnAVerticalFormatIsIgnoredOnBothSides() {
        let harness = EngineViews(parents: Self.randomParents)
        let format = CaseFormat(id: "k", format: "V:[a][b]", options: ["directionRightToLeft"])
        let expected = [CaseConstraint(id: "k-0", first: CaseAnchor("b", .top), second: CaseAnchor("a", .bottom))]
        #expect(harness.expander(format) == expected)
        #expect(harness.engine(format) == expected)
    }
}

/// What the string-by-string comparisons found.
struct Tally {
    var accepted = 0
    var findings: [String] = []

    mutating func add(_ verdict: EngineViews.Verdict, at place: String) {
        switch verdict {
        case let .agree(acceptedByBoth): if acceptedByBoth { accepted += 1 }
        case let .finding(text): findings.append("\(place): \(text)")
        }
    }

    /// Any disagreement fails.
    func report() {
        #expect(findings.isEmpty, "\(findings.count) disagreements:\n\(findings.prefix(30).joined(separator: "\n"))")
    }
}

/// Views in a window, named, for the engine's reading of a format.
struct EngineViews {
    /// Held: a view's superview is a weak reference.
    let window: Window
    private(set) var views: [String: View] = [:]
    private(set) var parents: [String: String] = [:]
    private var names: [ObjectIdentifier: String] = [:]

    /// A new window with views named by `parents`: each view's name and its parent's (`window` or
    /// an earlier view).
    init(parents pairs: [(String, String)]) {
        let window = Window(size: Size(width: 390, height: 844))
        var made: [(id: String, view: View)] = []
        for (name, parent) in pairs {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            (parent == "window" ? window : made.first { $0.id == parent }!.view).addSubview(view)
            made.append((name, view))
        }
        self.init(window: window, views: made)
    }

    /// The views of `window`, by name.
    init(window: Window, views named: [(id: String, view: View)]) {
        self.window = window
        names[ObjectIdentifier(window)] = "window"
        for (name, view) in named { names[ObjectIdentifier(view)] = name }
        for (name, view) in named {
            views[name] = view
            parents[name] = view.superview.flatMap { names[ObjectIdentifier($0)] }
        }
    }

    enum Verdict {
        case agree(acceptedByBoth: Bool)
        case finding(String)
    }

    /// Compares both readings of `format`.
    func judge(_ format: CaseFormat) -> Verdict {
        let expanded = expander(format)
        guard let finding = EngineViews.compare(format, expanded, engine(format)) else {
            return .agree(acceptedByBoth: expanded != nil)
        }
        return .finding(finding)
    }

    static let options: [String: LayoutFormatOptions] = [
        "alignAllLeft": .alignAllLeft, "alignAllRight": .alignAllRight, "alignAllTop": .alignAllTop,
        "alignAllBottom": .alignAllBottom,
        "alignAllLeading": .alignAllLeading, "alignAllTrailing": .alignAllTrailing, "alignAllCenterX": .alignAllCenterX,
        "alignAllCenterY": .alignAllCenterY, "alignAllLastBaseline": .alignAllLastBaseline,
        "alignAllFirstBaseline": .alignAllFirstBaseline,
        "directionLeadingToTrailing": .directionLeadingToTrailing, "directionLeftToRight": .directionLeftToRight,
        "directionRightToLeft": .directionRightToLeft,
    ]

    /// The engine's constraints as constraints of the case, or nil when it refuses the string.
    func engine(_ format: CaseFormat) -> [CaseConstraint]? {
        var options = LayoutFormatOptions()
        for name in format.options ?? [] { options.formUnion(EngineViews.options[name]!) }
        guard
            let made = try? LayoutConstraint.constraints(
                withVisualFormat: format.format, options: options, metrics: format.metrics ?? [:], views: views)
        else { return nil }
        return made.enumerated().map { k, constraint in
            func anchor(_ item: AnyObject?, _ attribute: LayoutAttribute) -> CaseAnchor? {
                guard let item, let attribute = CaseAttribute(rawValue: attribute.rawValue) else { return nil }
                return CaseAnchor(names[ObjectIdentifier(item)] ?? "?", attribute)
            }
            return CaseConstraint(
                id: format.constraintID(k), first: anchor(constraint.firstItem, constraint.firstAttribute)!,
                relation: constraint.relation,
                second: anchor(constraint.secondItem, constraint.secondAttribute),
                multiplier: constraint.multiplier == 1 ? nil : constraint.multiplier,
                constant: constraint.constant == 0 ? nil : constraint.constant,
                priority: constraint.priority.isRequired ? nil : constraint.priority.value)
        }
    }

    func expander(_ format: CaseFormat) -> [CaseConstraint]? {
        FormatExpander.expand(format, views: views.keys.sorted()) { parents[$0] }
    }

    /// Nil when both sides agree; else what differs, with the string.
    static func compare(_ format: CaseFormat, _ expanded: [CaseConstraint]?, _ engine: [CaseConstraint]?) -> String? {
        let shown =
            "'\(format.format)' options \(format.options ?? []) metrics \((format.metrics ?? [:]).sorted { $0.key < $1.key })"
        switch (expanded, engine) {
        case (nil, nil): return nil
        case (nil, let engine?): return "engine accepts, expander refuses: \(shown) -> \(engine.map(text))"
        case (let expanded?, nil): return "expander accepts, engine refuses: \(shown) -> \(expanded.map(text))"
        case let (expanded?, engine?):
            let left = expanded.map(normalised)
            let right = engine.map(normalised)
            if left == right { return nil }
            let kind = left.sorted() == right.sorted() ? "same constraints in another order" : "different constraints"
            return "\(kind): \(shown)\n  expander \(left)\n  engine   \(right)"
        }
    }

    static func text(_ c: CaseConstraint) -> String {
        let second =
            c.second.map { " \(($0.item)).\($0.attribute)" + ((c.multiplier ?? 1) == 1 ? "" : " × \(c.multiplier!)") }
            ?? ""
        return "\(c.first.item).\(c.first.attribute) \(c.relation)\(second) + \(c.constant ?? 0) @\(c.priority ?? 1000)"
    }

    /// `a REL b + c` and `b REL' a - c` written one way (the smaller anchor first), unless leading
    /// or trailing is involved: those follow the first item's direction, so the first item counts.
    static func normalised(_ c: CaseConstraint) -> String {
        let directional: Set<CaseAttribute> = [.leading, .trailing]
        guard let second = c.second, (c.multiplier ?? 1) == 1, !directional.contains(c.first.attribute),
            !directional.contains(second.attribute),
            "\(second.item).\(second.attribute)" < "\(c.first.item).\(c.first.attribute)"
        else { return text(c) }
        let relation = c.relation.reversed
        let constant: Double? = c.constant.map { -$0 }
        return text(
            CaseConstraint(
                id: c.id, first: second, relation: relation, second: c.first, constant: constant, priority: c.priority))
    }
}

/// Seeded strings: grammatical formats over `FormatExpanderTests.randomParents`' views with every
/// kind of connection, predicate and option, a third of them then edited one to three times.
struct RandomFormat {
    var random: SplitMix64

    mutating func pick<T>(_ items: [T]) -> T { items[random.nextInt(below: items.count)] }
    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        random.nextInt(below: denominator) < numerator
    }

    mutating func format() -> CaseFormat {
        let vertical = chance(1, in: 3)
        var text = vertical ? "V:" : pick(["", "H:"])
        if chance(1, in: 2) { text += "|" + connection() }
        let pool =
            chance(1, in: 6)
            ? ["a", "b", "d", "e", "H", "V"] : chance(1, in: 8) ? ["a", "b", "zz"] : ["a", "b", "c", "H", "V"]
        for k in 0..<(1 + random.nextInt(below: 4)) {
            if k > 0 { text += connection() }
            text += "[\(pick(pool))\(predicates())]"
        }
        if chance(1, in: 2) { text += connection() + "|" }
        if chance(1, in: 3) {
            for _ in 0..<(1 + random.nextInt(below: 3)) { text = mutated(text) }
        }
        var options: [String] = []
        switch random.nextInt(below: 3) {
        case 0: break
        case 1:
            // One option that fits: an alignment across the axis, or a direction on `H:`.
            options.append(
                vertical
                    ? pick(["alignAllLeft", "alignAllRight", "alignAllLeading", "alignAllTrailing", "alignAllCenterX"])
                    : pick([
                        "alignAllTop", "alignAllBottom", "alignAllCenterY", "alignAllFirstBaseline",
                        "alignAllLastBaseline", "directionLeftToRight", "directionRightToLeft",
                        "directionLeadingToTrailing",
                    ]))
        default:
            for _ in 0..<(1 + random.nextInt(below: 2)) { options.append(pick(CaseFormat.optionNames)) }
        }
        var metrics: [String: Double] = ["gap": 12, "side": 40, "p": 750, "big": 2000, "neg": -4]
        if chance(1, in: 8) { metrics["a"] = 30 }
        return CaseFormat(id: "r", format: text, options: options.isEmpty ? nil : options, metrics: metrics)
    }

    private mutating func connection() -> String {
        pick([
            "", "", "-", "-", "-8-", "-0-", "-gap-", "-neg-", "-(>=8)-", "-(<=20@750)-", "-(==gap@p)-", "-(-5)-",
            "-(8,>=4)-", "-(a)-",
            "-(12.5)-", "-0x10-", "-1e1-", "-(8@big)-", "-(>=side@1)-", "-(0)-",
        ])
    }

    private mutating func predicates() -> String {
        pick([
            "", "", "", "(>=50)", "(100@20)", "(==b)", "(>=70,<=100)", "(side)", "(<=side@p)", "(a)", "(-5)",
            "(==a@250,>=20)", "(.5)",
        ])
    }

    /// A character deleted, inserted or repeated, or the rest cut, as the case generator mutates.
    private mutating func mutated(_ text: String) -> String {
        var characters = Array(text)
        let alphabet = Array("[]()|-@<>=,:HV08x .e+_abgp")
        let at = random.nextInt(below: characters.count + 1)
        switch random.nextInt(below: 4) {
        case 0 where !characters.isEmpty: characters.remove(at: min(at, characters.count - 1))
        case 1: characters.insert(pick(alphabet), at: at)
        case 2 where at < characters.count: characters.insert(characters[at], at: at)
        default: characters = Array(characters.prefix(at))
        }
        return String(characters)
    }
}
