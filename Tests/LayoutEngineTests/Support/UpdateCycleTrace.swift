import LayoutEngine

// Views of a trace: the names of the views one kind of hook ran for, in order.

extension Array where Element == TraceEvent {
    var namesOfUpdateConstraints: [String] {
        compactMap { if case let .updateConstraints(name) = $0 { name } else { nil } }
    }

    var namesOfLayoutSubviews: [String] {
        compactMap { if case let .layoutSubviews(name) = $0 { name } else { nil } }
    }

    var namesOfDraws: [String] {
        compactMap { if case let .draw(name, _) = $0 { name } else { nil } }
    }

    var feedbackLoops: [TraceEvent] {
        filter { if case .feedbackLoop = $0 { true } else { false } }
    }

    /// The trace without its draw events.
    var withoutDraws: [TraceEvent] {
        filter { if case .draw = $0 { false } else { true } }
    }
}
