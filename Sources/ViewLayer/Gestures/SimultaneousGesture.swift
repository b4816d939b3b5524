/// Two gestures recognised at once: its value holds each one's, nil for one that has not begun
/// or failed. It changes when either does, and ends once neither is active and one has ended
/// (the layer's reading: a part that never begins does not hold the other back).
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, RunnableGesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    var recognizers: GestureRecognizers { runnable(first).recognizers.merged(with: runnable(second).recognizers) }

    func phases(for event: GestureEvent, progress: GestureProgress) -> [GesturePhase] {
        let parts = [progress.part(0), progress.part(1)]
        let results = [runnable(first).phases(for: event, progress: parts[0]), runnable(second).phases(for: event, progress: parts[1])]
        var changed = false
        for (part, phases) in zip(parts, results) {
            for phase in phases { changed = part.record(phase) || changed }
        }
        let value = Value(first: parts[0].value as? First.Value, second: parts[1].value as? Second.Value)
        guard !parts.contains(where: { $0.outcome == .active }), parts.contains(where: { $0.outcome != .idle }) else {
            return changed ? [.changed(value)] : []
        }
        let hasEnded = parts.contains { $0.outcome == .ended }
        progress.restart()
        return hasEnded ? [.ended(value)] : [.cancelled]
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
