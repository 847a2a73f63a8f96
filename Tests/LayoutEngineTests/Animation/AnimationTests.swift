import LayoutEngine
import Testing

/// Animation on the run loop: a constraint change inside `animate` moves the model at once and
/// the presentation frame tick by tick, exactly along the curve; the completion runs once, on the
/// last tick; a change mid-flight starts from where the view shows; the curves themselves.
@Suite struct AnimationTests {
    struct Scene {
        let loop: RunLoop
        let window: Window
        let box: View
        let leading: LayoutConstraint
    }

    /// A 40 × 40 box at leading 0, top 10, in a window on a run loop at `fps`.
    static func scene(fps: Int = 60) -> Scene {
        let loop = RunLoop(framesPerSecond: fps)
        let window = Fixture.window()
        loop.add(window)
        let box = window.addConstrained(View(), named: "box")
        let made = box.pin(to: window, leading: 0, top: 10, width: 40, height: 40)
        loop.tick()
        return Scene(loop: loop, window: window, box: box, leading: made[0])
    }

    @Test(arguments: [60, 120]) func aLinearMoveIsExactAtEveryTickAndCompletesOnceOnTheLast(fps: Int) {
        let scene = Self.scene(fps: fps)
        var completions: [(tick: Int, finished: Bool)] = []
        scene.loop.animate(
            withDuration: 0.5, curve: .linear,
            animations: {
                scene.leading.constant = 120
                scene.window.layoutIfNeeded()
            }, completion: { completions.append((scene.loop.frame, $0)) })
        #expect(scene.box.frame.minX == 120)  // the model is there at once
        #expect(scene.loop.presentationFrame(of: scene.box).minX == 0)
        let ticks = fps / 2
        for k in 1...ticks {
            scene.loop.tick()
            let expected = 120 * Double(k) / Double(ticks)
            #expect(
                scene.loop.presentationFrame(of: scene.box) == Rect(x: expected, y: 10, width: 40, height: 40),
                "tick \(k)")
            #expect(completions.count == (k == ticks ? 1 : 0), "tick \(k)")
        }
        #expect(completions.count == 1 && completions[0].finished)
        #expect(!scene.loop.isAnimating)
        scene.loop.run(frames: 5)
        #expect(completions.count == 1)
        // The last tick shows exactly the layout made without animation.
        #expect(scene.loop.presentationFrame(of: scene.box) == scene.box.frame)
    }

    @Test func aDelayHoldsTheViewAtItsStartFirst() {
        let scene = Self.scene()
        scene.loop.animate(
            withDuration: 0.1, delay: 0.1, curve: .linear,
            animations: {
                scene.leading.constant = 60
                scene.window.layoutIfNeeded()
            })
        var shown: [Double] = []
        for _ in 0..<12 {
            scene.loop.tick()
            shown.append(scene.loop.presentationFrame(of: scene.box).minX)
        }
        #expect(shown == [0, 0, 0, 0, 0, 0, 10, 20, 30, 40, 50, 60])
    }

    @Test func aChangeMidFlightStartsFromWhereTheViewShows() {
        let scene = Self.scene()
        var results: [String] = []
        scene.loop.animate(
            withDuration: 0.5, curve: .linear,
            animations: {
                scene.leading.constant = 120
                scene.window.layoutIfNeeded()
            }, completion: { results.append("first \($0)") })
        scene.loop.run(frames: 15)
        #expect(scene.loop.presentationFrame(of: scene.box).minX == 60)
        scene.loop.animate(
            withDuration: 0.25, curve: .linear,
            animations: {
                scene.leading.constant = 0
                scene.window.layoutIfNeeded()
            }, completion: { results.append("second \($0)") })
        #expect(results == ["first false"])
        for k in 1...15 {
            scene.loop.tick()
            #expect(scene.loop.presentationFrame(of: scene.box).minX == 60 - 4 * Double(k), "tick \(k)")
        }
        #expect(results == ["first false", "second true"])
    }

    @Test func nothingMovedCompletesOnTheNextTick() {
        let scene = Self.scene()
        var finished: [Bool] = []
        scene.loop.animate(withDuration: 1, animations: {}, completion: { finished.append($0) })
        #expect(finished.isEmpty)
        scene.loop.tick()
        #expect(finished == [true])
    }

    @Test func theCurvesStartAtZeroEndAtOneAndEaseAsNamed() {
        for curve in [
            AnimationCurve.linear, .easeIn, .easeOut, .easeInOut, .spring(dampingRatio: 0.5, initialVelocity: 0),
            .spring(dampingRatio: 1, initialVelocity: 2), .spring(dampingRatio: 2, initialVelocity: 0),
        ] {
            #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1, "\(curve)")
        }
        #expect(AnimationCurve.easeIn.progress(at: 0.25) < 0.25 && AnimationCurve.easeOut.progress(at: 0.25) > 0.25)
        #expect(abs(AnimationCurve.easeInOut.progress(at: 0.5) - 0.5) < 1e-12)
        let samples = (1..<100).map { Double($0) / 100 }
        for curve in [AnimationCurve.easeIn, .easeOut, .easeInOut] {
            let values = samples.map { curve.progress(at: $0) }
            #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 }, "\(curve) is increasing")
        }
        let bouncy = samples.map { AnimationCurve.spring(dampingRatio: 0.3, initialVelocity: 0).progress(at: $0) }
        #expect(bouncy.contains { $0 > 1 }, "an underdamped spring overshoots")
        #expect(abs(AnimationCurve.spring(dampingRatio: 0.5, initialVelocity: 0).progress(at: 0.99) - 1) < 0.01)
    }

    @Test func anEasedMoveStaysBetweenItsEndsAndFollowsTheCurve() {
        let scene = Self.scene()
        scene.loop.animate(
            withDuration: 0.5, curve: .easeInOut,
            animations: {
                scene.leading.constant = 120
                scene.window.layoutIfNeeded()
            })
        for k in 1...30 {
            scene.loop.tick()
            let x = scene.loop.presentationFrame(of: scene.box).minX
            #expect(x == (k == 30 ? 120 : 120 * AnimationCurve.easeInOut.progress(at: Double(k) / 30)), "tick \(k)")
            #expect(x >= 0 && x <= 120)
        }
    }

    @Test func eachTickReportsItsCostAgainstTheFrameBudget() {
        let scene = Self.scene(fps: 120)
        scene.loop.tick()
        #expect(scene.loop.frameBudget == 1.0 / 120)
        #expect(scene.loop.lastTickSeconds > 0 && scene.loop.lastTickSeconds < 10)
    }

    /// Found by the fuzzer: 0.1 s × 60 is 6.000000000000001 in floating point, which made the
    /// animation one tick longer than its 6 frames.
    @Test func aTenthOfASecondAtSixtyHertzIsSixTicks() {
        let scene = Self.scene()
        var completedAt: Int?
        let start = scene.loop.frame
        scene.loop.animate(
            withDuration: 0.1, curve: .linear,
            animations: {
                scene.leading.constant = 60
                scene.window.layoutIfNeeded()
            }, completion: { _ in completedAt = scene.loop.frame })
        scene.loop.run(frames: 5)
        #expect(scene.loop.presentationFrame(of: scene.box).minX == 50)
        scene.loop.tick()
        #expect(completedAt == start + 6)
        #expect(scene.loop.presentationFrame(of: scene.box).minX == 60)
    }

    /// Found by the fuzzer: a zero-length animation with a delay jumped on the first tick.
    @Test func aZeroLengthAnimationWaitsForItsDelay() {
        let scene = Self.scene()
        var completedAt: Int?
        let start = scene.loop.frame
        scene.loop.animate(
            withDuration: 0, delay: 0.05, curve: .linear,
            animations: {
                scene.leading.constant = 60
                scene.window.layoutIfNeeded()
            }, completion: { _ in completedAt = scene.loop.frame })
        scene.loop.run(frames: 2)
        #expect(scene.loop.presentationFrame(of: scene.box).minX == 0)
        #expect(completedAt == nil)
        scene.loop.tick()
        #expect(completedAt == start + 3)
        #expect(scene.loop.presentationFrame(of: scene.box).minX == 60)
    }
}
