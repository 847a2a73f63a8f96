import LayoutCase
import LayoutEngine

// Steps as `CaseRunner.run` takes them: a change (`CaseRunner.apply`) and a layout; a tick on
// the run loop; an animation whose block makes its changes and lays out; a visual format's
// constraints, named and activated; a fitting-size call.

extension CaseCodeWriter {
    /// The lines of `step`; `later`: the steps after it (a constraint an animation adds is
    /// declared outside the block when one of them names it).
    mutating func step(_ step: CaseStep, later: ArraySlice<CaseStep>) -> [String] {
        let layout = "window.layoutIfNeeded()"
        switch step {
        case let .tick(frames):
            return [frames == 1 ? "runLoop.tick()" : "runLoop.run(frames: \(frames))"]
        case let .animate(animation):
            return animate(animation, later: later)
        case let .addFormat(format):
            return addFormat(format) + [layout]
        case let .fit(fit):
            return [self.fit(fit), layout]
        default:
            return change(step) + [layout]
        }
    }

    /// A change to constraints, views or the window, without the layout. `declared`: the ids of
    /// constraints whose variables exist already.
    private mutating func change(_ step: CaseStep, declared: Set<String> = []) -> [String] {
        switch step {
        case let .setConstant(id, value): return ["\(names.name(id, .constraint)).constant = \(number(value))"]
        case let .setPriority(id, value): return ["\(names.name(id, .constraint)).priority = \(number(value))"]
        case let .activate(id): return ["try \(names.name(id, .constraint)).activate()"]
        case let .deactivate(id): return ["\(names.name(id, .constraint)).deactivate()"]
        case let .addConstraint(spec): return constraint(spec, declared: declared.contains(spec.id))
        case let .addView(spec): return view(spec)
        case let .removeView(id):
            removed.insert(id)
            return ["\(viewName(id)).removeFromSuperview()"]
        case let .setIntrinsicSize(id, width, height):
            return ["\(viewName(id)).contentSize = \(intrinsicSize(width, height))"]
        case let .setText(id, text): return ["\(viewName(id)).text = \(string(text))"]
        case let .setWindowSize(width, height):
            return ["window.frame = Rect(x: 0, y: 0, width: \(number(width)), height: \(number(height)))"]
        case let .setSafeArea(insets): return ["window.deviceSafeAreaInsets = \(edgeInsets(insets))"]
        case let .setDirection(nil, direction):
            return ["window.layoutDirection = \(direction == .rtl ? ".rightToLeft" : ".leftToRight")"]
        case let .setDirection(id?, direction):
            return ["\(viewName(id)).semanticContentAttribute = \(CaseCodeWriter.attribute(direction))"]
        case let .setHidden(id, hidden): return ["\(viewName(id)).isHidden = \(hidden)"]
        case let .setStack(id, settings): return stackSettings(viewName(id), settings)
        case .tick, .animate, .addFormat, .fit: return []  // steps of their own: the reader keeps them out of blocks
        }
    }

    // MARK: Animations

    /// `runLoop.animate(withDuration:delay:curve:)` whose block makes the changes and lays out,
    /// the throwing ones in a `do` whose error the test records (the block cannot throw; the
    /// runner, too, stops the block's changes at the first error and lays out).
    private mutating func animate(_ animation: CaseAnimation, later: ArraySlice<CaseStep>) -> [String] {
        let named = Set(later.flatMap { [$0] + $0.nested }.compactMap(CaseCodeWriter.constraintNamed))
        var lines: [String] = []
        var declared: Set<String> = []
        for case let .addConstraint(spec) in animation.steps where named.contains(spec.id) {
            declared.insert(spec.id)
            lines.append("var \(names.name(spec.id, .constraint)): LayoutConstraint!")
        }
        var arguments = ["withDuration: \(number(animation.duration))"]
        if let delay = animation.delay { arguments.append("delay: \(number(delay))") }
        arguments.append("curve: \(CaseCodeWriter.curve(animation.curve))")
        lines.append("runLoop.animate(\(arguments.joined(separator: ", "))) {")
        let body = animation.steps.flatMap { change($0, declared: declared) }
        if body.contains(where: CaseCodeWriter.throws) {
            lines +=
                ["    do {"] + body.map { "        " + $0 } + ["    } catch {", "        Issue.record(error)", "    }"]
        } else {
            lines += body.map { "    " + $0 }
        }
        return lines + ["    window.layoutIfNeeded()", "}"]
    }

    /// Whether a line the writer made calls a throwing function: `try …`, or `name = try …`
    /// after `let` or `var` (a string literal's text never starts a line).
    private static func `throws`(_ line: String) -> Bool {
        var rest = Substring(line)
        for keyword in ["let ", "var "] where rest.hasPrefix(keyword) { rest = rest.dropFirst(keyword.count) }
        if rest.hasPrefix("try ") { return true }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return !name.isEmpty && rest.dropFirst(name.count).hasPrefix(" = try ")
    }

    /// The constraint a step changes by id, if any.
    private static func constraintNamed(_ step: CaseStep) -> String? {
        switch step {
        case let .setConstant(id, _), let .setPriority(id, _), let .activate(id), let .deactivate(id): id
        default: nil
        }
    }

    /// `.linear`, …, `.spring(dampingRatio: 0.5, initialVelocity: 0)` (`CaseRunner.curve`).
    static func curve(_ curve: CaseCurve) -> String {
        switch curve {
        case .linear: ".linear"
        case .easeIn: ".easeIn"
        case .easeOut: ".easeOut"
        case .easeInOut: ".easeInOut"
        case .spring: ".spring(dampingRatio: 0.5, initialVelocity: 0)"
        }
    }

    // MARK: Visual formats

    /// The format's constraints with the views it names by their ids (`formatViews`), each named
    /// `<id>-<k>` and activated; a format the parser refuses makes none (`try?`), as in the runner.
    private mutating func addFormat(_ format: CaseFormat) -> [String] {
        let name = names.name(format.id, .format)
        var arguments = ["withVisualFormat: \(string(format.format))"]
        let options = (format.options ?? []).map {
            CaseFormat.optionNames.contains($0) ? "." + $0 : ".directionLeadingToTrailing"
        }
        if !options.isEmpty { arguments.append("options: [\(options.joined(separator: ", "))]") }
        if let metrics = format.metrics, !metrics.isEmpty {
            let pairs = metrics.keys.sorted().map { "\(string($0)): \(number(metrics[$0]!))" }
            arguments.append("metrics: [\(pairs.joined(separator: ", "))]")
        }
        var views: [String] = []
        for id in formatViews(format) { views.append("\(string(id)): \(viewName(id))") }
        arguments.append("views: [\(views.isEmpty ? ":" : views.joined(separator: ", "))]")
        let identifier = string(format.id + "-").dropLast() + "\\(index)\""
        return [
            "let \(name) = (try? LayoutConstraint.constraints(\(arguments.joined(separator: ", ")))) ?? []",
            "for (index, constraint) in \(name).enumerated() {",
            "    constraint.identifier = \(identifier)",
            "    try constraint.activate()",
            "}",
        ]
    }

    /// The views in the window that the format names, in the order they were made: the runner
    /// passes every view in the window, but the format's reading looks up only the names it
    /// holds, so the shorter dictionary makes the same constraints (or the same refusal). When
    /// the parser refuses the string, nothing is looked up: every view, as the runner has it.
    private func formatViews(_ format: CaseFormat) -> [String] {
        let metrics = Set((format.metrics ?? [:]).keys)
        guard let syntax = try? VisualFormatParser.parse(format.format, metrics: metrics) else { return viewsInWindow }
        var named: Set<String> = []
        for element in syntax.views {
            named.insert(element.name)
            for predicate in element.predicates {
                if case let .view(name, _) = predicate.object { named.insert(name) }
            }
        }
        return viewsInWindow.filter(named.contains)
    }

    // MARK: Fitting size

    /// `_ = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)`, the fitting
    /// priorities the case gives (50 where it gives none). The runner's export of the fitting
    /// system, for its oracle, changes nothing and is left out.
    private mutating func fit(_ fit: CaseFit) -> String {
        let target =
            if SwiftLiteral.isPlainZero(fit.width) && SwiftLiteral.isPlainZero(fit.height) {
                "View.layoutFittingCompressedSize"
            } else if fit.width == 10_000_000 && fit.height == 10_000_000 {
                "View.layoutFittingExpandedSize"
            } else {
                "Size(width: \(number(fit.width)), height: \(number(fit.height)))"
            }
        var arguments = [target]
        if let priority = fit.horizontalPriority {
            arguments.append("withHorizontalFittingPriority: \(number(priority))")
        }
        if let priority = fit.verticalPriority { arguments.append("verticalFittingPriority: \(number(priority))") }
        return "_ = \(viewName(fit.view)).systemLayoutSizeFitting(\(arguments.joined(separator: ", ")))"
    }
}
