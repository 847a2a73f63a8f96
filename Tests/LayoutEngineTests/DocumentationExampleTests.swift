import LayoutEngine
import Testing

/// The example at the top of docs/layout-engine.md does what the page says.
@Test func theDocumentationExampleGivesTheFrameItPrints() throws {
    let window = Window(size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    let title = Label(text: "Settings", fontSize: 20)
    title.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(title)
    try LayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
        title.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 12),
    ])
    window.layoutIfNeeded()
    #expect(title.frame == Rect(x: 8, y: 59, width: 80, height: 25))
}
