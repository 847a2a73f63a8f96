import LayoutEngine

/// A self-sizing table cell as apps build one: a content view (autoresizing on, as a UIKit
/// cell's) holding a 30-point icon at its top leading corner (inset 12, 10) and, 8 after it, a
/// wrapping 16-point label inset 12 from the trailing edge and 10 from the top and bottom; the
/// content is at least 10 taller than the icon. Its height follows the label's lines at
/// `preferredMaxLayoutWidth` 200. The fitting-size benchmark and tests use it.
package struct SelfSizingCell {
    package let content: View
    package let label: Label

    package init(text: String) {
        content = View(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        label = Label(text: text, fontSize: 16)
        let icon = View()
        label.identifier = "label"
        icon.identifier = "icon"
        for view in [label as View, icon] {
            view.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(view)
        }
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 200
        do {
            try LayoutConstraint.activate([
                icon.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 12),
                icon.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
                icon.widthAnchor.constraint(equalToConstant: 30),
                icon.heightAnchor.constraint(equalToConstant: 30),
                label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -12),
                label.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
                content.bottomAnchor.constraint(greaterThanOrEqualTo: icon.bottomAnchor, constant: 10),
            ])
        } catch {
            preconditionFailure("the cell's constraints are valid: \(error)")
        }
    }
}
