/// What a layout engine's frames mean (docs/layout-protocol.md, the hello's `semantics`): the
/// oracles judge an engine behind the layout protocol by these, so that a difference of meaning
/// from UIKit is never reported as a defect. UIKit's own meaning is `LayoutSemantics.uikit`.
package struct LayoutSemantics: Codable, Equatable, Sendable {
    /// How optional priorities combine.
    package enum Strengths: String, CaseChoice {
        /// Strictly ordered, highest first (UIKit).
        case lexicographic
        /// One objective: the sum of weight × error, the weight being the priority's number
        /// (Cassowary as first published, kiwi, GTK).
        case weighted
    }

    /// How the frames answered relate to the solution.
    package enum Pixels: String, CaseChoice {
        case exact
        /// Origins rounded down and sizes rounded up to whole points (GTK's allocation).
        case floorOriginCeilSize = "floor-origin-ceil-size"
    }

    package var strengths: Strengths
    /// Whether leading and trailing measure their constant from the right edge in right to left
    /// (UIKit). False: leading is the right edge, and the constant keeps its sign.
    package var flipsConstants: Bool
    /// Every view is at least this wide and tall, a required constraint of the engine's own.
    package var minimumSize: Double?
    package var pixels: Pixels
    /// Whether answers name the constraints the engine broke.
    package var reportsBroken: Bool

    package init(
        strengths: Strengths = .lexicographic, flipsConstants: Bool = true, minimumSize: Double? = nil,
        pixels: Pixels = .exact, reportsBroken: Bool = false
    ) {
        self.strengths = strengths
        self.flipsConstants = flipsConstants
        self.minimumSize = minimumSize
        self.pixels = pixels
        self.reportsBroken = reportsBroken
    }

    /// UIKit's meaning, which our engine declares.
    package static let uikit = LayoutSemantics(reportsBroken: true)

    enum CodingKeys: String, CodingKey, CaseIterable {
        case strengths, flipsConstants, minimumSize, pixels, reportsBroken
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        strengths = try container.decodeIfPresent(Strengths.self, forKey: .strengths) ?? .lexicographic
        flipsConstants = try container.decodeIfPresent(Bool.self, forKey: .flipsConstants) ?? true
        minimumSize = try container.decodeIfPresent(Double.self, forKey: .minimumSize)
        if let minimumSize, !minimumSize.isFinite {
            throw DecodingError.dataCorruptedError(
                forKey: .minimumSize, in: container, debugDescription: "must be a finite number")
        }
        pixels = try container.decodeIfPresent(Pixels.self, forKey: .pixels) ?? .exact
        reportsBroken = try container.decodeIfPresent(Bool.self, forKey: .reportsBroken) ?? false
    }
}
