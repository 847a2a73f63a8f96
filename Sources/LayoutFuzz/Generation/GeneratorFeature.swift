import LayoutCase

/// One thing the case generator can put in a case: a kind of edit, a newer part of the view layer
/// (stack views, visual formats, animations, fitting-size calls), or a right-to-left layout.
/// Swarm generation (`SwarmSubset`) turns each on or off per case; a case's own contents say which
/// it used (`FeatureUse`), and summary.json counts those, and each pair of them, over the run.
///
/// Declared in the order the names sort, so that every list of features is in one order
/// everywhere (summary.json sorts its keys too).
package enum GeneratorFeature: String, CaseIterable, Codable, Comparable, Sendable, CustomStringConvertible {
    /// `activate` and `deactivate` steps.
    case activation
    /// `addConstraint` steps.
    case addedConstraints
    /// `addView` steps.
    case addedViews
    /// `animate` steps (with the ticks that play them).
    case animations
    /// `setConstant` steps (in an animation's block too).
    case constantChanges
    /// `setText` and `setIntrinsicSize` steps.
    case contentChanges
    /// `fit` steps.
    case fitting
    /// Views a parent places by hand in its `layoutSubviews` (`insetInParent`).
    case handPlacement
    /// `setHidden` steps (in an animation's block too).
    case hiding
    /// `setPriority` steps.
    case priorityChanges
    /// `removeView` steps.
    case removals
    /// A window that starts right-to-left, a view made right-to-left, or a `setDirection` step.
    case rightToLeft
    /// `setStack` steps (in an animation's block too).
    case stackChanges
    /// Stack views among the case's views.
    case stackViews
    /// `addFormat` steps.
    case visualFormats
    /// `setWindowSize` and `setSafeArea` steps.
    case windowChanges

    package var description: String { rawValue }

    package static func < (a: GeneratorFeature, b: GeneratorFeature) -> Bool { a.rawValue < b.rawValue }

    /// The newer parts of the view layer, which `--features core` leaves out.
    package var isNewer: Bool {
        switch self {
        case .stackViews, .hiding, .stackChanges, .visualFormats, .animations, .fitting, .handPlacement: true
        default: false
        }
    }

    /// The features a run with `set` may draw, in order.
    package static func drawable(in set: GeneratorOptions.FeatureSet) -> [GeneratorFeature] {
        set == .all ? allCases : allCases.filter { !$0.isNewer }
    }
}
