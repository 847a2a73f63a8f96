import LayoutEngine
import Testing

/// Small builders shared by the behaviour tests: a window, constrained views, pins, mirroring.
///
/// Expected frames in the tests are written for left-to-right layout and mirrored with
/// `Fixture.mirrored` for right-to-left, so each scenario states its geometry once.
enum Fixture {
    /// Both layout directions: direction-sensitive scenarios run in each.
    static let directions: [LayoutDirection] = [.leftToRight, .rightToLeft]

    /// A window at the origin, 320 × 480 unless told otherwise.
    static func window(
        width: Double = 320, height: Double = 480, direction: LayoutDirection = .leftToRight,
        safeArea: EdgeInsets = .zero
    ) -> Window {
        Window(size: Size(width: width, height: height), layoutDirection: direction, safeAreaInsets: safeArea)
    }

    /// `frame` (stated for left to right) as it lies in a superview `width` wide in `direction`:
    /// unchanged left to right, reflected about the superview's vertical centre line right to left.
    static func mirrored(_ frame: Rect, within width: Double, _ direction: LayoutDirection) -> Rect {
        guard direction == .rightToLeft else { return frame }
        return Rect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }
}

extension View {
    /// Adds `view` as a subview positioned by constraints only (autoresizing translation off, as
    /// every constrained view in UIKit needs), named so that messages can be checked.
    @discardableResult
    func addConstrained<V: View>(_ view: V, named name: String) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        view.identifier = name
        addSubview(view)
        return view
    }

    /// Activates required constraints holding the view's edges at the given distances inside
    /// `item` (leading/trailing, so they follow the layout direction) and its size at the given
    /// constants; a nil distance or size is left unconstrained. Returns the constraints made, in
    /// the order of the parameters.
    @discardableResult
    func pin(
        to item: LayoutItem, leading: Double? = nil, top: Double? = nil, trailing: Double? = nil,
        bottom: Double? = nil, width: Double? = nil, height: Double? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [LayoutConstraint] {
        var made: [LayoutConstraint] = []
        if let leading { made.append(leadingAnchor.constraint(equalTo: item.leadingAnchor, constant: leading)) }
        if let top { made.append(topAnchor.constraint(equalTo: item.topAnchor, constant: top)) }
        if let trailing { made.append(trailingAnchor.constraint(equalTo: item.trailingAnchor, constant: -trailing)) }
        if let bottom { made.append(bottomAnchor.constraint(equalTo: item.bottomAnchor, constant: -bottom)) }
        if let width { made.append(widthAnchor.constraint(equalToConstant: width)) }
        if let height { made.append(heightAnchor.constraint(equalToConstant: height)) }
        LayoutConstraint.activateOrFail(made, sourceLocation: sourceLocation)
        return made
    }
}

extension View {
    /// Activates required constraints holding the view's size at the given constants (installed
    /// on the view itself); a nil size is left unconstrained.
    @discardableResult
    func pinSize(width: Double? = nil, height: Double? = nil, sourceLocation: SourceLocation = #_sourceLocation)
        -> [LayoutConstraint]
    {
        var made: [LayoutConstraint] = []
        if let width { made.append(widthAnchor.constraint(equalToConstant: width)) }
        if let height { made.append(heightAnchor.constraint(equalToConstant: height)) }
        LayoutConstraint.activateOrFail(made, sourceLocation: sourceLocation)
        return made
    }
}

/// Collects the messages a window logs (UIKit's console), for the unsatisfiable-constraint tests.
final class LogRecorder {
    private(set) var messages: [String] = []

    /// Starts recording `window`'s log.
    func record(_ window: Window) {
        window.log = { [unowned self] message in messages.append(message) }
    }
}
