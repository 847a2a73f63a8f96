import LayoutEngine
import Testing

// Seed 002: a frame set by hand on a constrained view lasts only until the next layout pass of its
// superview copies the model back, unless `updateConstraints()` moves the constraint to match.
//
//     root (the window's size, autoresizing)
//       orange square, left = root.left + 20, top = root.top + 100, 50 × 50
//
// The square starts with the frame a storyboard would give it, so the first constraints pass of the
// following root copies 20 into the constant and changes nothing.

@Suite struct UpdateCycleManualFrameTests {
    private struct Scene {
        let window: Window
        let loop: RunLoop
        let root: View
        let square: View
        let left: LayoutConstraint
    }

    private func scene(root: View) throws -> Scene {
        let (window, loop) = CycleFixture.stage()
        root.identifier = "root"
        root.frame = window.bounds
        window.addSubview(root)
        let square = View(frame: Rect(x: 20, y: 100, width: 50, height: 50))
        square.identifier = "orangeSquare"
        square.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(square)
        let left = square.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20)
        try LayoutConstraint.activate([
            left,
            square.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            square.widthAnchor.constraint(equalToConstant: 50),
            square.heightAnchor.constraint(equalToConstant: 50),
        ])
        if let following = root as? CycleFrameFollowingView {
            following.square = square
            following.leftConstraint = left
        }
        CycleFixture.settle(window, loop)
        return Scene(window: window, loop: loop, root: root, square: square, left: left)
    }

    @Test func settingTheFrameMovesTheSquareAtOnce() throws {
        let scene = try scene(root: View())
        #expect(scene.square.frame == Rect(x: 20, y: 100, width: 50, height: 50))
        scene.square.frame.origin.x += 100
        #expect(scene.square.frame == Rect(x: 120, y: 100, width: 50, height: 50))
        scene.loop.tick()
        #expect(scene.square.frame == Rect(x: 120, y: 100, width: 50, height: 50))
    }

    @Test func theRootsNextLayoutPassPutsAHandMovedSquareBack() throws {
        let scene = try scene(root: View())
        scene.square.frame.origin.x += 100
        scene.root.setNeedsLayout()
        #expect(scene.square.frame == Rect(x: 120, y: 100, width: 50, height: 50))
        scene.loop.tick()
        #expect(scene.square.frame == Rect(x: 20, y: 100, width: 50, height: 50))
        #expect(scene.left.constant == 20)
    }

    @Test func updateConstraintsThatFollowTheFrameKeepTheMovedSquareThroughALayoutPass() throws {
        let scene = try scene(root: CycleFrameFollowingView())
        #expect(scene.square.frame == Rect(x: 20, y: 100, width: 50, height: 50))
        scene.square.frame.origin.x += 100
        scene.root.setNeedsUpdateConstraints()
        scene.root.setNeedsLayout()
        scene.loop.tick()
        #expect(scene.left.constant == 120)
        #expect(scene.square.frame == Rect(x: 120, y: 100, width: 50, height: 50))
        #expect(scene.window.trace == [.updateConstraints("root"), .layoutRound(1), .layoutSubviews("root")])
    }

    @Test func afterTheConstraintFollowedTheFrameALaterLayoutPassChangesNothing() throws {
        let scene = try scene(root: CycleFrameFollowingView())
        // Button 2, then button 3, each in its own turn of the run loop.
        scene.square.frame.origin.x += 100
        scene.root.setNeedsUpdateConstraints()
        scene.loop.tick()
        scene.root.setNeedsLayout()
        scene.loop.tick()
        #expect(scene.square.frame == Rect(x: 120, y: 100, width: 50, height: 50))
        #expect(scene.left.constant == 120)
    }
}
