import Foundation

/// `plumb fuzz --jobs N`: N worker processes (`plumb worker`) play the cases, so that a trap,
/// a stack overflow or a signal in the engine is recorded as a `crash` finding (the signal, the
/// message, the tail of the worker's standard error) and a case that runs past `caseTimeout`
/// is killed and recorded as a `hang`; either way a new worker takes over and the run goes on.
///
/// The parent hands each idle worker the next case index of the batch and waits with `poll(2)`
/// on the workers' outputs until an answer, an end of file (the worker died) or the earliest
/// deadline. Answers are returned in case order. An interrupt is the parent's to handle: it stops
/// handing out cases and lets the running ones finish. (Foundation starts each worker in a process
/// group of its own on Linux, so a Ctrl-C at a terminal does not reach them; for platforms where
/// they share the parent's group, workers ignore SIGINT, and one that SIGTERM ends during an
/// interrupt was stopped, not crashed.)
package final class WorkerPool: CaseExecutor {
    let jobs: Int
    let caseTimeoutSeconds: Double
    let setup: WorkerSetup
    let executable: URL
    /// True once the run is interrupted: no case is handed out any more, the running ones finish.
    let shouldStop: () -> Bool
    private var workers: [Worker] = []
    /// Set when a worker could not be started in place of one that ended: no case is handed out
    /// any more, and the run ends with this reason.
    package private(set) var startFailure: WorkerStartError?

    /// Starts the first worker at once, so that a pool whose workers cannot start fails here, with
    /// the reason; the others start when there are cases for them.
    package init(
        jobs: Int, caseTimeout: Double, setup: WorkerSetup, executable: URL = WorkerPool.ownExecutable,
        shouldStop: @escaping () -> Bool = { false }
    ) throws(WorkerStartError) {
        self.jobs = max(1, jobs)
        self.caseTimeoutSeconds = caseTimeout
        self.setup = setup
        self.executable = executable
        self.shouldStop = shouldStop
        signal(SIGPIPE, SIG_IGN)  // a worker that dies while being written to is noticed by its EOF
        workers.append(try Worker(executable: executable, setup: setup))
    }

    /// This executable, to start workers from.
    package static var ownExecutable: URL {
        let proc = URL(fileURLWithPath: "/proc/self/exe")
        if FileManager.default.fileExists(atPath: proc.path) { return proc.resolvingSymlinksInPath() }
        return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }

    /// Ends every worker (end of input lets each finish its loop) and removes their files.
    deinit { for worker in workers { _ = worker.finish() } }

    package var batchSize: Int { jobs * 4 }
    package var caseTimeout: Double? { caseTimeoutSeconds }

    /// Plays one whole case (a shrink candidate) in the first worker, every other one idle.
    package func play(_ value: FuzzInput, within seconds: Double?) -> CaseOutcome {
        let id = WorkerAnswer.givenInput
        var outcomes: [Int: CaseOutcome] = [:]
        let timeout = min(caseTimeoutSeconds, max(0.001, seconds ?? caseTimeoutSeconds))
        if startFailure == nil, !workers[0].send(value.line, as: id, timeout: timeout) { outcomes[id] = died(0) }
        while workers[0].current != nil { wait(into: &outcomes, runDeadline: nil) }
        // Stopped by an interrupt, or no worker to play it: it shows nothing.
        return outcomes[id] ?? CaseOutcome(findings: [])
    }

    package func play(_ indices: [Int], of generator: FuzzGenerator, until deadline: ContinuousClock.Instant?)
        -> [CaseOutcome]
    {
        var pending = indices[...]
        var outcomes: [Int: CaseOutcome] = [:]
        while outcomes.count < indices.count {
            if let deadline, ContinuousClock.now >= deadline {
                // The run's time is up: what is still running is stopped and counts for nothing.
                for slot in workers.indices where workers[slot].current != nil {
                    workers[slot].stop()
                    _ = workers[slot].finish()
                    restart(slot)
                }
                return answeredFirst(indices, outcomes)
            }
            if shouldStop() || startFailure != nil {
                // Interrupted (or out of workers): nothing new starts; once the running cases are
                // done, the cases answered so far (in order) are the batch.
                if !workers.contains(where: { $0.current != nil }) { return answeredFirst(indices, outcomes) }
            } else {
                for slot in 0..<jobs where pending.first != nil && startFailure == nil {
                    if workers.count <= slot {
                        do {
                            workers.append(try Worker(executable: executable, setup: setup))
                        } catch {
                            startFailure = error
                            break
                        }
                    }
                    if workers[slot].current == nil {
                        if !workers[slot].send("\(pending.first!)", as: pending.first!, timeout: caseTimeoutSeconds) {
                            outcomes[pending.first!] = died(slot)
                        }
                        pending.removeFirst()
                    }
                }
            }
            wait(into: &outcomes, runDeadline: deadline)
        }
        return indices.map { outcomes[$0]! }
    }

    /// The outcomes of the first cases of `indices`, up to the first without an answer.
    private func answeredFirst(_ indices: [Int], _ outcomes: [Int: CaseOutcome]) -> [CaseOutcome] {
        indices.prefix { outcomes[$0] != nil }.map { outcomes[$0]! }
    }

    /// Waits for one event: an answer, a worker's end or a deadline (a case's or the run's).
    private func wait(into outcomes: inout [Int: CaseOutcome], runDeadline: ContinuousClock.Instant?) {
        let busy = workers.indices.filter { workers[$0].current != nil }
        guard !busy.isEmpty else { return }
        let now = ContinuousClock.now
        let nearest = (busy.map { workers[$0].deadline! } + (runDeadline.map { [$0] } ?? [])).min()!
        let timeout = max(0, Int32(min(1000, ((nearest - now).seconds * 1000).rounded(.up))))
        var fds = busy.map { pollfd(fd: workers[$0].outputFD, events: Int16(POLLIN), revents: 0) }
        _ = poll(&fds, nfds_t(fds.count), timeout)
        for (k, slot) in busy.enumerated() {
            let worker = workers[slot]
            if fds[k].revents != 0 {
                switch worker.readAvailable() {
                case let .answers(answers):
                    for (index, outcome) in answers { outcomes[index] = outcome }
                case .ended:
                    let index = worker.current!.index
                    outcomes[index] = died(slot)
                }
            }
            if let current = workers[slot].current, ContinuousClock.now >= current.deadline {
                outcomes[current.index] = hung(slot, current.index)
            }
        }
    }

    /// A fresh worker in `slot`, whose worker has ended; when none starts, the pool stops handing
    /// out cases (`startFailure`).
    private func restart(_ slot: Int) {
        do {
            workers[slot] = try Worker(executable: executable, setup: setup)
        } catch {
            startFailure = error
        }
    }

    /// The worker ended while playing a case: a crash finding, and a fresh worker in its place.
    /// Nil when the run is being interrupted and SIGINT or SIGTERM ended it (where workers share
    /// the parent's process group, a cancelled CI job signals them all): that case was stopped,
    /// not crashed, and counts for nothing.
    private func died(_ slot: Int) -> CaseOutcome? {
        let worker = workers[slot]
        let (reason, lines) = worker.finish()
        restart(slot)
        if shouldStop(), let signal = worker.signal, signal == SIGINT || signal == SIGTERM { return nil }
        return CaseOutcome(findings: [CrashReport.finding(reason: reason, lines: lines)])
    }

    /// The case ran past the timeout: the worker is killed, a hang finding, a fresh worker.
    private func hung(_ slot: Int, _ index: Int) -> CaseOutcome {
        workers[slot].stop()
        _ = workers[slot].finish()
        restart(slot)
        return CaseOutcome(findings: [
            Finding(kind: .hang, step: 0, problems: ["the case ran longer than \(caseTimeoutSeconds) s and was killed"])
        ])
    }
}
