import LayoutCase

/// Whether a frame component an engine answered is an exact value as the engine declares it
/// rounds (`LayoutSemantics.Pixels`): within `tolerance` of it, or, for GTK's allocation, its
/// floor (an origin) or its ceiling (a size) of some value within `tolerance` of it (a
/// floating-point solver may land just either side of a whole number).
struct PixelRounding {
    let pixels: LayoutSemantics.Pixels
    let tolerance: Double

    init(_ pixels: LayoutSemantics.Pixels, tolerance: Double) {
        self.pixels = pixels
        self.tolerance = tolerance
    }

    func admits(_ value: Double, for exact: Double, size: Bool) -> Bool {
        switch pixels {
        case .exact:
            return abs(value - exact) <= tolerance
        case .floorOriginCeilSize:
            // Any whole value the rounding of a value within the tolerance can give.
            let round: (Double) -> Double = size ? { $0.rounded(.up) } : { $0.rounded(.down) }
            return value >= round(exact - tolerance) && value <= round(exact + tolerance)
        }
    }

    /// Whether two answers of the same engine for the same exact value agree: equal within the
    /// tolerance, or a whole point apart at most when the engine rounds.
    func same(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= (pixels == .exact ? tolerance : 1 + tolerance)
    }
}
