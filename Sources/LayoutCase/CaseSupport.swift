/// What a layout engine behind the layout protocol can play (docs/layout-protocol.md, the hello's
/// `supports`): view kinds, attributes, guides, nesting, view settings and step ops. A generated
/// case is narrowed to it (`narrowed(_:)`), so that an engine is only ever asked what it declared.
/// Every field may be absent from the hello; its default is the least an engine can do: plain
/// views under the window, constraints between their edges, centres and sizes, no steps.
package struct CaseSupport: Codable, Equatable, Sendable {
    package var kinds: [CaseView.Kind]
    package var attributes: [CaseAttribute]
    /// `margins`, `safeArea`.
    package var guides: [String]
    /// The deepest nesting below the window (1: every view a child of the window).
    package var maxDepth: Int
    package var frames: Bool
    /// Views a parent places by hand in its `layoutSubviews` (`CaseView.insetInParent`).
    package var handPlaced: Bool
    package var intrinsicSize: Bool
    /// Hugging and compression-resistance priorities.
    package var contentPriorities: Bool
    package var margins: Bool
    package var hidden: Bool
    /// Window directions.
    package var directions: [CaseDirection]
    package var viewDirections: Bool
    package var safeArea: Bool
    /// Step ops (`setConstant`, `activate`, …).
    package var steps: [String]

    package init(
        kinds: [CaseView.Kind] = [.view], attributes: [CaseAttribute] = CaseSupport.edgesAndSizes,
        guides: [String] = [], maxDepth: Int = 1, frames: Bool = false, handPlaced: Bool = false,
        intrinsicSize: Bool = false,
        contentPriorities: Bool = false, margins: Bool = false, hidden: Bool = false,
        directions: [CaseDirection] = [.ltr], viewDirections: Bool = false, safeArea: Bool = false,
        steps: [String] = []
    ) {
        self.kinds = kinds
        self.attributes = attributes
        self.guides = guides
        self.maxDepth = maxDepth
        self.frames = frames
        self.handPlaced = handPlaced
        self.intrinsicSize = intrinsicSize
        self.contentPriorities = contentPriorities
        self.margins = margins
        self.hidden = hidden
        self.directions = directions
        self.viewDirections = viewDirections
        self.safeArea = safeArea
        self.steps = steps
    }

    /// Every attribute but the baselines.
    package static let edgesAndSizes = CaseAttribute.allCases.filter { $0 != .firstBaseline && $0 != .lastBaseline }

    /// Everything a case can hold: what our own engine declares.
    package static let everything = CaseSupport(
        kinds: CaseView.Kind.allCases, attributes: CaseAttribute.allCases, guides: ["margins", "safeArea"],
        maxDepth: 1_000, frames: true, handPlaced: true, intrinsicSize: true, contentPriorities: true, margins: true,
        hidden: true,
        directions: [.ltr, .rtl], viewDirections: true, safeArea: true, steps: CaseStep.fields.keys.sorted())

    enum CodingKeys: String, CodingKey, CaseIterable {
        case kinds, attributes, guides, maxDepth, frames, handPlaced, intrinsicSize, contentPriorities, margins, hidden
        case directions, viewDirections, safeArea, steps
    }

    package init(from decoder: Decoder) throws {
        let defaults = CaseSupport()
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        kinds = try container.decodeIfPresent([CaseView.Kind].self, forKey: .kinds) ?? defaults.kinds
        attributes = try container.decodeIfPresent([CaseAttribute].self, forKey: .attributes) ?? defaults.attributes
        guides = try container.decodeIfPresent([String].self, forKey: .guides) ?? defaults.guides
        for guide in guides where guide != "margins" && guide != "safeArea" {
            throw DecodingError.dataCorruptedError(
                forKey: .guides, in: container,
                debugDescription: "unknown guide '\(guide)'; expected margins or safeArea")
        }
        maxDepth = try container.decodeIfPresent(Int.self, forKey: .maxDepth) ?? defaults.maxDepth
        guard maxDepth >= 1 else {
            throw DecodingError.dataCorruptedError(
                forKey: .maxDepth, in: container, debugDescription: "must be at least 1, got \(maxDepth)")
        }
        frames = try container.decodeIfPresent(Bool.self, forKey: .frames) ?? false
        handPlaced = try container.decodeIfPresent(Bool.self, forKey: .handPlaced) ?? false
        intrinsicSize = try container.decodeIfPresent(Bool.self, forKey: .intrinsicSize) ?? false
        contentPriorities = try container.decodeIfPresent(Bool.self, forKey: .contentPriorities) ?? false
        margins = try container.decodeIfPresent(Bool.self, forKey: .margins) ?? false
        hidden = try container.decodeIfPresent(Bool.self, forKey: .hidden) ?? false
        directions = try container.decodeIfPresent([CaseDirection].self, forKey: .directions) ?? defaults.directions
        viewDirections = try container.decodeIfPresent(Bool.self, forKey: .viewDirections) ?? false
        safeArea = try container.decodeIfPresent(Bool.self, forKey: .safeArea) ?? false
        steps = try container.decodeIfPresent([String].self, forKey: .steps) ?? []
        for op in steps where CaseStep.fields[op] == nil {
            throw DecodingError.dataCorruptedError(
                forKey: .steps, in: container,
                debugDescription:
                    "unknown step op '\(op)'; expected one of: \(CaseStep.fields.keys.sorted().joined(separator: ", "))"
            )
        }
    }
}
