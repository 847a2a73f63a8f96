import LayoutEngine

/// A view controller that logs its three update-cycle hooks and notes the frame of `watched` (a
/// subview of its view) in each layout hook: stale in `viewWillLayoutSubviews`, final in
/// `viewDidLayoutSubviews`.
final class CycleRecordingController: ViewController {
    let log: CycleLog
    var watched: View?
    private(set) var framesBeforeLayout: [Rect] = []
    private(set) var framesAfterLayout: [Rect] = []

    init(view: View, log: CycleLog) {
        self.log = log
        super.init(view: view)
    }

    override func updateViewConstraints() {
        log.append("updateViewConstraints")
        super.updateViewConstraints()
    }

    override func viewWillLayoutSubviews() {
        log.append("viewWillLayoutSubviews")
        if let watched { framesBeforeLayout.append(watched.frame) }
        super.viewWillLayoutSubviews()
    }

    override func viewDidLayoutSubviews() {
        log.append("viewDidLayoutSubviews")
        if let watched { framesAfterLayout.append(watched.frame) }
        super.viewDidLayoutSubviews()
    }
}
