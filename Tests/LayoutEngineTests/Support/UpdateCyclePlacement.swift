import LayoutEngine

/// The four constraints that place a view in its superview: `leading`, `top`, `width`, `height`.
struct CyclePlacement {
    let leading: LayoutConstraint
    let top: LayoutConstraint
    let width: LayoutConstraint
    let height: LayoutConstraint
}
