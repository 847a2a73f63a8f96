/// A view of a case: its id, its parent (`window` or an earlier view's id), its kind and content,
/// and the layout settings it changes from UIKit's defaults (absent fields keep the default).
package struct CaseView: Codable, Equatable, Sendable {
    /// A `stack` view's children are its arranged subviews, in the order they are made.
    package enum Kind: String, CaseChoice { case view, label, image, stack }

    package var id: String
    package var parent: String
    package var kind: Kind
    /// Labels: the text, font size (default 17), number of lines (default 1, 0 for any) and
    /// preferred maximum width for wrapping (default 0, none).
    package var text: String?
    package var fontSize: Double?
    package var lines: Int?
    package var preferredMaxWidth: Double?
    /// Images: the image's size (no image without it).
    package var imageSize: CaseSize?
    /// Plain views: an intrinsic content size; an absent axis has no intrinsic metric.
    package var intrinsicWidth: Double?
    package var intrinsicHeight: Double?
    package var hugging: CaseAxes?
    package var compression: CaseAxes?
    /// Layout margins by leading and trailing edge (default 8 on every side).
    package var margins: CaseDirectionalInsets?
    package var direction: CaseDirection?
    package var hidden: Bool?
    /// A frame in the parent's coordinates: the view keeps `translatesAutoresizingMaskIntoConstraints`
    /// and this frame becomes its constraints. Absent: the view is placed by constraints only.
    package var frame: CaseRect?
    /// Placed by hand in its parent's `layoutSubviews` (as apps place a subview): the parent sets
    /// this view's frame to its own bounds inset by this much on every side, `(k, k, width - 2k,
    /// height - 2k)`, after the default layout; the view keeps its autoresizing translation. The
    /// parent is a plain view (kind `view`); no `frame` beside it.
    package var insetInParent: Double?
    /// Stack views: axis, distribution, alignment, spacing (defaults: horizontal, fill, fill, 0)
    /// and whether they arrange inside their layout margins (default false).
    package var axis: CaseAxis?
    package var distribution: CaseDistribution?
    package var alignment: CaseAlignment?
    package var spacing: Double?
    package var marginsRelative: Bool?
    /// An arranged view of a stack: the gap after it, instead of the stack's spacing.
    package var spacingAfter: Double?

    /// A stack view's settings as declared.
    package var stackSettings: CaseStackSettings {
        CaseStackSettings(axis: axis, distribution: distribution, alignment: alignment, spacing: spacing)
    }

    package init(id: String, parent: String, kind: Kind = .view) {
        self.id = id
        self.parent = parent
        self.kind = kind
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, parent, kind, text, fontSize, lines, preferredMaxWidth, imageSize, intrinsicWidth, intrinsicHeight
        case hugging, compression, margins, direction, hidden, frame, insetInParent
        case axis, distribution, alignment, spacing, marginsRelative, spacingAfter
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        parent = try container.decode(String.self, forKey: .parent)
        kind = try container.decode(Kind.self, forKey: .kind)
        text = try container.decodeIfPresent(String.self, forKey: .text)
        fontSize = try container.decodeIfPresent(Double.self, forKey: .fontSize)
        lines = try container.decodeIfPresent(Int.self, forKey: .lines)
        preferredMaxWidth = try container.decodeIfPresent(Double.self, forKey: .preferredMaxWidth)
        imageSize = try container.decodeIfPresent(CaseSize.self, forKey: .imageSize)
        intrinsicWidth = try container.decodeIfPresent(Double.self, forKey: .intrinsicWidth)
        intrinsicHeight = try container.decodeIfPresent(Double.self, forKey: .intrinsicHeight)
        hugging = try container.decodeIfPresent(CaseAxes.self, forKey: .hugging)
        compression = try container.decodeIfPresent(CaseAxes.self, forKey: .compression)
        margins = try container.decodeIfPresent(CaseDirectionalInsets.self, forKey: .margins)
        direction = try container.decodeIfPresent(CaseDirection.self, forKey: .direction)
        hidden = try container.decodeIfPresent(Bool.self, forKey: .hidden)
        frame = try container.decodeIfPresent(CaseRect.self, forKey: .frame)
        insetInParent = try container.decodeIfPresent(Double.self, forKey: .insetInParent)
        axis = try container.decodeIfPresent(CaseAxis.self, forKey: .axis)
        distribution = try container.decodeIfPresent(CaseDistribution.self, forKey: .distribution)
        alignment = try container.decodeIfPresent(CaseAlignment.self, forKey: .alignment)
        spacing = try container.decodeSpacing(.spacing)
        marginsRelative = try container.decodeIfPresent(Bool.self, forKey: .marginsRelative)
        spacingAfter = try container.decodeSpacing(.spacingAfter)
        try checkKindFields(container)
    }

    /// Content fields belong to one kind: text on an image view is a mistake, not a no-op.
    private func checkKindFields(_ container: KeyedDecodingContainer<CodingKeys>) throws {
        let owners: [(CodingKeys, Kind)] = [
            (.text, .label), (.fontSize, .label), (.lines, .label), (.preferredMaxWidth, .label),
            (.imageSize, .image), (.intrinsicWidth, .view), (.intrinsicHeight, .view), (.axis, .stack),
            (.distribution, .stack),
            (.alignment, .stack), (.spacing, .stack), (.marginsRelative, .stack),
        ]
        for (key, owner) in owners where container.contains(key) && kind != owner {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription:
                    "only a view of kind \(owner.rawValue) has \(key.stringValue); this one is of kind \(kind.rawValue)"
            )
        }
        if let fontSize, !(fontSize > 0 && fontSize.isFinite) {
            throw DecodingError.dataCorruptedError(
                forKey: .fontSize, in: container, debugDescription: "must be above 0, got \(fontSize)")
        }
        if let inset = insetInParent {
            guard inset >= 0 && inset.isFinite else {
                throw DecodingError.dataCorruptedError(
                    forKey: .insetInParent, in: container, debugDescription: "must be 0 or more, got \(inset)")
            }
            guard frame == nil else {
                throw DecodingError.dataCorruptedError(
                    forKey: .insetInParent, in: container,
                    debugDescription: "a view placed by its parent has no frame of its own")
            }
        }
        if let lines, lines < 0 {
            throw DecodingError.dataCorruptedError(
                forKey: .lines, in: container, debugDescription: "must be 0 (any) or more, got \(lines)")
        }
    }
}

/// A width and a height, neither below 0.
package struct CaseSize: Codable, Equatable, Sendable {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case width, height }

    package init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        width = try container.decodeLength(.width)
        height = try container.decodeLength(.height)
    }
}

/// A rectangle: origin and size.
package struct CaseRect: Codable, Equatable, Sendable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case x, y, width, height }

    package init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        x = try container.decode(Double.self, forKey: .x)
        y = try container.decode(Double.self, forKey: .y)
        width = try container.decodeLength(.width)
        height = try container.decodeLength(.height)
    }
}

/// A priority per axis (hugging or compression resistance), each optional (UIKit's default).
package struct CaseAxes: Codable, Equatable, Sendable {
    package var horizontal: Double?
    package var vertical: Double?

    package init(horizontal: Double? = nil, vertical: Double? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case horizontal, vertical }

    package init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        horizontal = try container.decodePriority(.horizontal)
        vertical = try container.decodePriority(.vertical)
    }
}

/// Insets by reading direction, each optional (8 by default for margins).
package struct CaseDirectionalInsets: Codable, Equatable, Sendable {
    package var top: Double?
    package var leading: Double?
    package var bottom: Double?
    package var trailing: Double?

    package init(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case top, leading, bottom, trailing }

    package init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        top = try container.decodeIfPresent(Double.self, forKey: .top)
        leading = try container.decodeIfPresent(Double.self, forKey: .leading)
        bottom = try container.decodeIfPresent(Double.self, forKey: .bottom)
        trailing = try container.decodeIfPresent(Double.self, forKey: .trailing)
    }
}
