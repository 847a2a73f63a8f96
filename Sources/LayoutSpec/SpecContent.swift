import LayoutCase

/// A view's content as UIKit documents it: the intrinsic content size per axis (nil for
/// `noIntrinsicMetric`, which any negative value means) and where its baselines lie.
///
/// - A label: its text measured (`LabelMeasure`); baselines on its first and last lines.
/// - An image view: the image's size; none without an image.
/// - A plain view: the size the case gives it (an absent axis has none).
/// - A stack view: none (its arranged views size it through constraints).
/// Every view but a label has both baselines at its bottom edge (docs/layout-engine.md: a view's
/// `viewForFirstBaselineLayout` is itself, and only text has a baseline above the bottom).
struct SpecContent {
    var width: Double?
    var height: Double?
    /// Distances from the top to the first and last baselines, nil for the bottom edge.
    var baselines: (first: Double, last: Double)?

    init(_ view: CaseView) {
        switch view.kind {
        case .label:
            let measure = LabelMeasure(
                text: view.text ?? "", fontSize: view.fontSize ?? 17, lines: view.lines ?? 1,
                preferredMaxWidth: view.preferredMaxWidth ?? 0)
            let measured = measure.measured
            (width, height) = measured.size
            baselines = measured.baselines
        case .image:
            (width, height) = (view.imageSize?.width, view.imageSize?.height)
        case .view:
            (width, height) = (view.intrinsicWidth, view.intrinsicHeight)
        case .stack:
            (width, height) = (nil, nil)
        }
        if let value = width, !(value >= 0) { width = nil }
        if let value = height, !(value >= 0) { height = nil }
    }

    /// Both axes, with -1 for no metric (what a stack's proportional fill reads).
    var size: (width: Double, height: Double) { (width ?? -1, height ?? -1) }
}
