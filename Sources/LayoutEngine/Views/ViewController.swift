/// Manages one view (UIKit's `UIViewController`, for its layout callbacks). The constraints pass
/// calls `updateViewConstraints()` after its view's `updateConstraints()`; the layout pass calls
/// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` around its view's `layoutSubviews()`.
open class ViewController {
    public let view: View

    public init(view: View = View()) {
        self.view = view
        view.viewController = self
    }

    /// Change the view's constraints here. The default does nothing.
    open func updateViewConstraints() {}

    /// Called before the view lays out its subviews. The default does nothing.
    open func viewWillLayoutSubviews() {}

    /// Called after the view laid out its subviews: frames are current here. The default does nothing.
    open func viewDidLayoutSubviews() {}
}
