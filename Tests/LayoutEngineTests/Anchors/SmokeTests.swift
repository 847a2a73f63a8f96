import LayoutEngine
import Testing

@Test func pinnedEdgesFillTheWindow() {
    let window = Window(size: Size(width: 320, height: 480))
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(child)
    LayoutConstraint.activateOrFail([
        child.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
        child.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
        child.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        child.heightAnchor.constraint(equalToConstant: 44),
    ])
    window.layoutIfNeeded()
    #expect(child.frame == Rect(x: 10, y: 20, width: 300, height: 44))
}
