import Foundation
import LayoutFuzz

/// Ctrl-C (SIGINT) and SIGTERM during `plumb fuzz`: the first asks the run to stop starting cases
/// (the running one finishes and the reports are written, then exit 130, as libFuzzer and AFL++
/// do); a second exits at once, leaving the last complete reports in place (they are only ever
/// replaced whole).
enum InterruptFlag {
    nonisolated(unsafe) private static var raised: sig_atomic_t = 0

    static var isRaised: Bool { raised != 0 }

    static func install() {
        ChildProcesses.prepare()  // nothing may be set up inside the handler
        let handler: @convention(c) (Int32) -> Void = { _ in
            if InterruptFlag.raised != 0 {
                ChildProcesses.killAll()  // a worker stuck in a hang would outlive us
                _exit(130)
            }
            InterruptFlag.raised = 1
        }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        // A parent that blocks them (test runners do) passes the mask on: unblock them here.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }
}
