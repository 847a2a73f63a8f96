import ConstraintSystem

/// One fuzz case (docs/case-format.md, version 1): a window, a view tree, constraints and an
/// edit script. A case is data only; `CaseRunner` plays it on the engine. Every case the
/// generator makes is a pure function of (seed, index, options), and every case reads and writes
/// byte-stably (`CaseFile`).
package struct Case: Codable, Equatable, Sendable {
    /// The only version this build reads and writes.
    package static let currentVersion = 1

    package var version: Int
    package var window: CaseWindow
    /// Views in the order they are added; a view's parent comes before it.
    package var views: [CaseView]
    /// Constraints in the order they are made (and activated, when `active`).
    package var constraints: [CaseConstraint]
    /// The edit script, run after the initial layout.
    package var steps: [CaseStep]

    package init(window: CaseWindow, views: [CaseView] = [], constraints: [CaseConstraint] = [], steps: [CaseStep] = [])
    {
        version = Case.currentVersion
        self.window = window
        self.views = views
        self.constraints = constraints
        self.steps = steps
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case version, window, views, constraints, steps }

    package init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        do {
            version = try container.decode(Int.self, forKey: .version)
        } catch {
            // A number that is not whole (1.5): Foundation's decoder calls it "not valid JSON".
            guard let number = try? container.decode(Double.self, forKey: .version) else { throw error }
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription:
                    "version \(NumberText.format(number)) is not supported; this build reads version \(Case.currentVersion)"
            )
        }
        guard version == Case.currentVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: "version \(version) is not supported; this build reads version \(Case.currentVersion)"
            )
        }
        window = try container.decode(CaseWindow.self, forKey: .window)
        views = try container.decodeIfPresent([CaseView].self, forKey: .views) ?? []
        constraints = try container.decodeIfPresent([CaseConstraint].self, forKey: .constraints) ?? []
        steps = try container.decodeIfPresent([CaseStep].self, forKey: .steps) ?? []
    }
}

/// The window: its size, the device's safe-area insets and the layout direction.
package struct CaseWindow: Codable, Equatable, Sendable {
    package var width: Double
    package var height: Double
    package var safeArea: CaseInsets?
    /// `ltr` (default) or `rtl`.
    package var direction: CaseDirection?

    package init(width: Double, height: Double, safeArea: CaseInsets? = nil, direction: CaseDirection? = nil) {
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.direction = direction
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case width, height, safeArea, direction }

    package init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        width = try container.decodeLength(.width)
        height = try container.decodeLength(.height)
        safeArea = try container.decodeIfPresent(CaseInsets.self, forKey: .safeArea)
        direction = try container.decodeIfPresent(CaseDirection.self, forKey: .direction)
    }
}

/// Insets by absolute side (`top`, `left`, `bottom`, `right`), each optional and 0 by default.
package struct CaseInsets: Codable, Equatable, Sendable {
    package var top: Double?
    package var left: Double?
    package var bottom: Double?
    package var right: Double?

    package init(top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case top, left, bottom, right }

    package init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        top = try container.decodeIfPresent(Double.self, forKey: .top)
        left = try container.decodeIfPresent(Double.self, forKey: .left)
        bottom = try container.decodeIfPresent(Double.self, forKey: .bottom)
        right = try container.decodeIfPresent(Double.self, forKey: .right)
    }
}

/// A layout direction in a case: `ltr` or `rtl`; for a view also `inherit` (the default).
package enum CaseDirection: String, CaseChoice {
    case inherit, ltr, rtl
}
