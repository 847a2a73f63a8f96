import LayoutSpec

/// `stack`: the live engine's stack views lay out exactly as the same layout written with plain
/// views and constraints (`StackLowering`) does in a fresh engine: every determined frame, and
/// the error at each priority.
enum StackOracle {
    static func check(_ seen: StepObservation) -> OracleOutcome {
        guard seen.state.views.contains(where: { $0.kind == .stack }) else { return .absent("no stack view") }
        let runner = seen.runner
        var lowering = StackLowering { id in
            let size = runner.view(id)?.intrinsicContentSize ?? .zero
            return (size.width, size.height)
        }
        switch seen.build(lowering.lower(seen.state)) {
        case let .failure(error):
            return .failed(["a fresh engine refuses the stack views written as constraints: \(error)"])
        case var .success(plain):
            // The spacers (`<stack>~gap<k>`) stand for the stack's guides; a case id holds no `~`.
            plain.frames = plain.frames.filter { !$0.key.utf8.contains(UInt8(ascii: "~")) }
            plain.inputs = plain.inputs.filter { !$0.key.utf8.contains(UInt8(ascii: "~")) }
            if let reason = seen.snapshot.brokenReason(plain)
                ?? plain.otherFixpoint(than: seen.snapshot, tolerance: seen.tolerance)
            {
                return .skipped(reason)
            }
            let problems = seen.differences(plain, seen.snapshot, labels: ("plain constraints", "stack views"))
            return problems.isEmpty ? .passed : .failed(problems)
        }
    }
}
