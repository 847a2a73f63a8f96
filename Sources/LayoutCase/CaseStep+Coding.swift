import ConstraintSystem

// A step in JSON: `op` and that op's fields, flat, no others (an unknown op or field is an error
// naming it and what was expected).

extension CaseStep: Codable {
    enum Key: String, CodingKey, CaseIterable {
        case op, constraint, value, view, width, height, text, insets, direction, frames, hidden
        case axis, distribution, alignment, spacing, id, format, options, metrics, duration, delay, curve, steps
        case horizontalPriority, verticalPriority
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let op = try container.decode(String.self, forKey: .op)
        guard let allowed = CaseStep.fields[op] else {
            let known = CaseStep.fields.keys.sorted().joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: .op, in: container, debugDescription: "unknown op '\(op)'; expected one of: \(known)")
        }
        let any = try decoder.container(keyedBy: AnyCodingKey.self)
        for key in any.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
        where key.stringValue != "op" && !allowed.contains(key.stringValue) {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath + [key],
                    debugDescription: "unknown field for \(op); expected: op, \(allowed.joined(separator: ", "))"))
        }
        self = try CaseStep.decode(op, container)
    }

    private static func decode(_ op: String, _ container: KeyedDecodingContainer<Key>) throws -> CaseStep {
        func string(_ key: Key) throws -> String { try container.decode(String.self, forKey: key) }
        func number(_ key: Key) throws -> Double { try container.decode(Double.self, forKey: key) }
        switch op {
        case "setConstant": return .setConstant(constraint: try string(.constraint), value: try number(.value))
        case "setPriority":
            let value = try number(.value)
            guard (1..<1000).contains(value) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .value, in: container,
                    debugDescription:
                        "setPriority moves between optional priorities, 1 to 999, got \(NumberText.format(value))")
            }
            return .setPriority(constraint: try string(.constraint), value: value)
        case "activate": return .activate(constraint: try string(.constraint))
        case "deactivate": return .deactivate(constraint: try string(.constraint))
        case "addConstraint": return .addConstraint(try container.decode(CaseConstraint.self, forKey: .constraint))
        case "addView": return .addView(try container.decode(CaseView.self, forKey: .view))
        case "removeView": return .removeView(view: try string(.view))
        case "setIntrinsicSize":
            return .setIntrinsicSize(
                view: try string(.view), width: try container.decodeIfPresent(Double.self, forKey: .width),
                height: try container.decodeIfPresent(Double.self, forKey: .height))
        case "setText": return .setText(view: try string(.view), text: try string(.text))
        case "setWindowSize":
            return .setWindowSize(
                width: try container.decodeLength(.width), height: try container.decodeLength(.height))
        case "setSafeArea": return .setSafeArea(try container.decode(CaseInsets.self, forKey: .insets))
        case "setDirection":
            return .setDirection(
                view: try container.decodeIfPresent(String.self, forKey: .view),
                direction: try container.decode(CaseDirection.self, forKey: .direction))
        case "setHidden":
            return .setHidden(view: try string(.view), hidden: try container.decode(Bool.self, forKey: .hidden))
        case "setStack":
            let settings = CaseStackSettings(
                axis: try container.decodeIfPresent(CaseAxis.self, forKey: .axis),
                distribution: try container.decodeIfPresent(CaseDistribution.self, forKey: .distribution),
                alignment: try container.decodeIfPresent(CaseAlignment.self, forKey: .alignment),
                spacing: try container.decodeSpacing(.spacing))
            guard !settings.isEmpty else {
                throw DecodingError.dataCorruptedError(
                    forKey: .view, in: container,
                    debugDescription: "setStack changes nothing: give axis, distribution, alignment or spacing")
            }
            return .setStack(view: try string(.view), settings)
        case "addFormat":
            let options = try container.decodeIfPresent([String].self, forKey: .options)
            if let unknown = options?.first(where: { !CaseFormat.optionNames.contains($0) }) {
                throw DecodingError.dataCorruptedError(
                    forKey: .options, in: container,
                    debugDescription:
                        "unknown option '\(unknown)'; expected any of: \(CaseFormat.optionNames.joined(separator: ", "))"
                )
            }
            let metrics = try container.decodeIfPresent([String: Double].self, forKey: .metrics)
            if let name = metrics?.keys.sorted().first(where: { !metrics![$0]!.isFinite }) {
                throw DecodingError.dataCorruptedError(
                    forKey: .metrics, in: container, debugDescription: "metric '\(name)' must be a finite number")
            }
            return .addFormat(
                CaseFormat(id: try string(.id), format: try string(.format), options: options, metrics: metrics))
        case "animate":
            guard let duration = try container.decodeFinite(.duration), duration >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .duration, in: container,
                    debugDescription: "an animation needs a duration in seconds, 0 or more")
            }
            let delay = try container.decodeFinite(.delay)
            if let delay, delay < 0 {
                throw DecodingError.dataCorruptedError(
                    forKey: .delay, in: container,
                    debugDescription: "must be 0 or more, got \(NumberText.format(delay))")
            }
            return .animate(
                CaseAnimation(
                    duration: duration, delay: delay, curve: try container.decode(CaseCurve.self, forKey: .curve),
                    steps: try container.decode([CaseStep].self, forKey: .steps)))
        case "fit":
            return .fit(
                CaseFit(
                    view: try string(.view), width: try container.decodeLength(.width),
                    height: try container.decodeLength(.height),
                    horizontalPriority: try container.decodePriority(.horizontalPriority),
                    verticalPriority: try container.decodePriority(.verticalPriority)))
        default:
            let frames = try container.decodeIfPresent(Int.self, forKey: .frames) ?? 1
            guard frames >= 1 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .frames, in: container, debugDescription: "must be 1 or more, got \(frames)")
            }
            return .tick(frames: frames)
        }
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(op, forKey: .op)
        switch self {
        case let .setConstant(constraint, value), let .setPriority(constraint, value):
            try container.encode(constraint, forKey: .constraint)
            try container.encode(value, forKey: .value)
        case let .activate(constraint), let .deactivate(constraint):
            try container.encode(constraint, forKey: .constraint)
        case let .addConstraint(constraint): try container.encode(constraint, forKey: .constraint)
        case let .addView(view): try container.encode(view, forKey: .view)
        case let .removeView(view): try container.encode(view, forKey: .view)
        case let .setIntrinsicSize(view, width, height):
            try container.encode(view, forKey: .view)
            try container.encodeIfPresent(width, forKey: .width)
            try container.encodeIfPresent(height, forKey: .height)
        case let .setText(view, text):
            try container.encode(view, forKey: .view)
            try container.encode(text, forKey: .text)
        case let .setWindowSize(width, height):
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
        case let .setSafeArea(insets): try container.encode(insets, forKey: .insets)
        case let .setDirection(view, direction):
            try container.encodeIfPresent(view, forKey: .view)
            try container.encode(direction, forKey: .direction)
        case let .tick(frames): try container.encode(frames, forKey: .frames)
        case let .setHidden(view, hidden):
            try container.encode(view, forKey: .view)
            try container.encode(hidden, forKey: .hidden)
        case let .setStack(view, settings):
            try container.encode(view, forKey: .view)
            try container.encodeIfPresent(settings.axis, forKey: .axis)
            try container.encodeIfPresent(settings.distribution, forKey: .distribution)
            try container.encodeIfPresent(settings.alignment, forKey: .alignment)
            try container.encodeIfPresent(settings.spacing, forKey: .spacing)
        case let .addFormat(format):
            try container.encode(format.id, forKey: .id)
            try container.encode(format.format, forKey: .format)
            try container.encodeIfPresent(format.options, forKey: .options)
            try container.encodeIfPresent(format.metrics, forKey: .metrics)
        case let .animate(animation):
            try container.encode(animation.duration, forKey: .duration)
            try container.encodeIfPresent(animation.delay, forKey: .delay)
            try container.encode(animation.curve, forKey: .curve)
            try container.encode(animation.steps, forKey: .steps)
        case let .fit(fit):
            try container.encode(fit.view, forKey: .view)
            try container.encode(fit.width, forKey: .width)
            try container.encode(fit.height, forKey: .height)
            try container.encodeIfPresent(fit.horizontalPriority, forKey: .horizontalPriority)
            try container.encodeIfPresent(fit.verticalPriority, forKey: .verticalPriority)
        }
    }
}

extension KeyedDecodingContainer {
    /// A stack's gap: at most a million points either way (UIKit's `spacingUseDefault`, the
    /// largest finite number, is no gap a case can ask for).
    func decodeSpacing(_ key: Key) throws -> Double? {
        guard let value = try decodeFinite(key) else { return nil }
        guard abs(value) <= 1e6 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "a gap is at most 1000000 points either way, got \(NumberText.format(value))")
        }
        return value
    }

    /// An optional number that must be finite when present.
    func decodeFinite(_ key: Key) throws -> Double? {
        guard let value = try decodeIfPresent(Double.self, forKey: key) else { return nil }
        guard value.isFinite else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "must be a finite number, got \(value)")
        }
        return value
    }
}
