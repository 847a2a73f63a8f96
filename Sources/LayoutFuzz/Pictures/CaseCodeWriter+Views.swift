import LayoutCase

// Views as `CaseRunner.add` makes them: the view of its kind with its content, its identifier,
// its frame (or no autoresizing constraints), hugging, compression resistance, margins,
// direction and visibility, then into its parent (a stack arranges it).

extension CaseCodeWriter {
    /// The lines that make `spec` and add it to its parent.
    mutating func view(_ spec: CaseView) -> [String] {
        let name = viewName(spec.id)
        var lines = make(spec, name)
        lines.append("\(name).identifier = \(string(spec.id))")
        if let frame = spec.frame {
            lines.append(
                "\(name).frame = Rect(x: \(number(frame.x)), y: \(number(frame.y)), width: \(number(frame.width)), height: \(number(frame.height)))"
            )
        } else if let inset = spec.insetInParent {
            lines.append("\(name).frame = Rect(x: \(number(inset)), y: \(number(inset)), width: 0, height: 0)")
        } else {
            lines.append("\(name).translatesAutoresizingMaskIntoConstraints = false")
        }
        let priorities = [
            ("setContentHuggingPriority", spec.hugging), ("setContentCompressionResistancePriority", spec.compression),
        ]
        for (setter, axes) in priorities {
            for (axis, value) in [("horizontal", axes?.horizontal), ("vertical", axes?.vertical)] {
                if let value { lines.append("\(name).\(setter)(\(number(value)), for: .\(axis))") }
            }
        }
        if let margins = spec.margins {
            let sides = [
                ("top", margins.top), ("leading", margins.leading), ("bottom", margins.bottom),
                ("trailing", margins.trailing),
            ].map { "\($0): \(number($1 ?? 8))" }
            lines.append("\(name).directionalLayoutMargins = DirectionalEdgeInsets(\(sides.joined(separator: ", ")))")
        }
        if let direction = spec.direction {
            lines.append("\(name).semanticContentAttribute = \(CaseCodeWriter.attribute(direction))")
        }
        if spec.hidden == true { lines.append("\(name).isHidden = true") }
        let parent = viewName(spec.parent)
        if kinds[spec.parent] == .stack {
            lines.append("\(parent).addArrangedSubview(\(name))")
            if let gap = spec.spacingAfter {
                lines.append("\(parent).setCustomSpacing(\(number(gap)), after: \(name))")
            }
        } else {
            lines.append("\(parent).addSubview(\(name))")
            if let inset = spec.insetInParent { lines.append("\(parent).place(\(name), inset: \(number(inset)))") }
        }
        kinds[spec.id] = spec.kind
        parents[spec.id] = spec.parent
        madeViews.append(spec.id)
        return lines
    }

    /// The view of its kind, with the content the case gives it (settings left at their defaults
    /// are not written: the engine's setters ignore an unchanged value).
    private func make(_ spec: CaseView, _ name: String) -> [String] {
        switch spec.kind {
        case .label:
            var arguments: [String] = []
            if let text = spec.text { arguments.append("text: \(string(text))") }
            if let size = spec.fontSize { arguments.append("fontSize: \(number(size))") }
            var lines = ["let \(name) = Label(\(arguments.joined(separator: ", ")))"]
            if let count = spec.lines, count != 1 { lines.append("\(name).numberOfLines = \(count)") }
            if let width = spec.preferredMaxWidth, width != 0 {
                lines.append("\(name).preferredMaxLayoutWidth = \(number(width))")
            }
            return lines
        case .image:
            let size = spec.imageSize.map {
                "imageSize: Size(width: \(number($0.width)), height: \(number($0.height)))"
            }
            return ["let \(name) = ImageView(\(size ?? ""))"]
        case .view:
            var lines = ["let \(name) = SizedView()"]
            if spec.intrinsicWidth != nil || spec.intrinsicHeight != nil {
                lines.append("\(name).contentSize = \(intrinsicSize(spec.intrinsicWidth, spec.intrinsicHeight))")
            }
            return lines
        case .stack:
            var lines = ["let \(name) = StackView()"] + stackSettings(name, spec.stackSettings)
            if spec.marginsRelative == true { lines.append("\(name).isLayoutMarginsRelativeArrangement = true") }
            return lines
        }
    }

    /// `Size(width: 40, height: View.noIntrinsicMetric)`: an absent axis has no intrinsic metric.
    func intrinsicSize(_ width: Double?, _ height: Double?) -> String {
        let metric = "View.noIntrinsicMetric"
        return "Size(width: \(width.map(number) ?? metric), height: \(height.map(number) ?? metric))"
    }

    /// The stack settings the case gives, one assignment each (`CaseRunner.configure`).
    func stackSettings(_ name: String, _ settings: CaseStackSettings) -> [String] {
        var lines: [String] = []
        if let axis = settings.axis { lines.append("\(name).axis = .\(axis.rawValue)") }
        if let distribution = settings.distribution { lines.append("\(name).distribution = .\(distribution.rawValue)") }
        if let alignment = settings.alignment { lines.append("\(name).alignment = .\(alignment.rawValue)") }
        if let spacing = settings.spacing { lines.append("\(name).spacing = \(number(spacing))") }
        return lines
    }

    /// `.unspecified`, `.forceLeftToRight` or `.forceRightToLeft`.
    static func attribute(_ direction: CaseDirection) -> String {
        switch direction {
        case .inherit: ".unspecified"
        case .ltr: ".forceLeftToRight"
        case .rtl: ".forceRightToLeft"
        }
    }
}
