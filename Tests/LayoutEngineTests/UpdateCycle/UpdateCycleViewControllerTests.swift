import LayoutEngine
import Testing

// A view controller's hooks: `updateViewConstraints()` in the constraints pass with its view,
// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` just around its view's `layoutSubviews()`,
// with the subviews' frames final in the latter.
//
//     window
//       root (the controller's view, the window's size)
//         child, 16 from the leading, top and trailing edges, 44 high

@Suite struct UpdateCycleViewControllerTests {
    private struct Scene {
        let window: Window
        let loop: RunLoop
        let log: CycleLog
        let controller: CycleRecordingController
        let child: CycleRecordingView
        let trailing: LayoutConstraint
    }

    private func scene() throws -> Scene {
        let (window, loop) = CycleFixture.stage()
        let log = CycleLog()
        let controller = CycleRecordingController(view: CycleRecordingView("root", log: log), log: log)
        window.rootViewController = controller
        let root = controller.view
        let child = CycleRecordingView("child", log: log)
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let trailing = child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16)
        try LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 24),
            trailing,
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        controller.watched = child
        return Scene(window: window, loop: loop, log: log, controller: controller, child: child, trailing: trailing)
    }

    @Test func theControllersHooksSurroundItsViewsLayoutSubviews() throws {
        let scene = try scene()
        scene.loop.tick()
        #expect(
            scene.window.trace.withoutDraws == [
                .updateConstraints("child"),
                .updateConstraints("root"), .updateViewConstraints("root"),
                .updateConstraints("window"),
                .layoutRound(1), .layoutSubviews("window"),
                .viewWillLayoutSubviews("root"), .layoutSubviews("root"), .viewDidLayoutSubviews("root"),
                .layoutSubviews("child"),
            ])
        #expect(
            scene.log.entries.filter { !$0.hasPrefix("draw") } == [
                "updateConstraints child", "updateConstraints root", "updateViewConstraints",
                "viewWillLayoutSubviews", "layoutSubviews root", "viewDidLayoutSubviews",
                "layoutSubviews child",
            ])
    }

    @Test func updateViewConstraintsRunsInTheConstraintsPassBeforeAnyLayout() throws {
        let scene = try scene()
        CycleFixture.settle(scene.window, scene.loop)
        scene.log.removeAll()
        scene.child.setNeedsLayout()
        scene.controller.view.setNeedsUpdateConstraints()
        scene.child.setNeedsUpdateConstraints()
        scene.loop.tick()
        #expect(
            scene.window.trace == [
                .updateConstraints("child"), .updateConstraints("root"), .updateViewConstraints("root"),
                .layoutRound(1), .layoutSubviews("child"),
            ])
        #expect(
            scene.log.entries == [
                "updateConstraints child", "updateConstraints root", "updateViewConstraints", "layoutSubviews child",
            ])
    }

    @Test func framesAreFinalInViewDidLayoutSubviews() throws {
        let scene = try scene()
        scene.loop.tick()
        #expect(scene.controller.framesBeforeLayout == [Rect.zero])
        #expect(scene.controller.framesAfterLayout == [Rect(x: 16, y: 24, width: 288, height: 44)])
        scene.trailing.constant = -40
        scene.loop.tick()
        #expect(scene.controller.framesBeforeLayout == [Rect.zero, Rect(x: 16, y: 24, width: 288, height: 44)])
        #expect(
            scene.controller.framesAfterLayout == [
                Rect(x: 16, y: 24, width: 288, height: 44), Rect(x: 16, y: 24, width: 264, height: 44),
            ])
    }

    @Test func theRootViewFillsTheWindow() throws {
        let scene = try scene()
        scene.loop.tick()
        #expect(scene.controller.view.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(scene.controller.view.superview === scene.window)
    }
}
