/// Two gestures of which one is recognised, the first before the second: the first once it
/// changes or ends; the second once it does while the first has not begun, or after the first
/// failed, when what the second recognised meanwhile is delivered (a tap released while a long
/// press was waiting). The layer's reading: it does not wait for the first to fail, which would
/// take a clock, so a double tap exclusive before a tap runs both.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, RunnableGesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    var recognizers: GestureRecognizers { runnable(first).recognizers.merged(with: runnable(second).recognizers) }

    func phases(for event: GestureEvent, progress: GestureProgress) -> [GesturePhase] {
        let (firstPart, secondPart) = (progress.part(0), progress.part(1))
        // A new press starts afresh unless a chosen gesture is still going.
        if event.beginsAPress, firstPart.outcome != .active, secondPart.outcome != .active {
            progress.restart()
            progress.pending = []
        }
        // Stage 0: neither chosen yet; 1: the first; 2: the second; 3: over until the next press.
        guard progress.stage != 3 else { return [] }
        let firstPhases = progress.stage == 2 ? [] : runnable(first).phases(for: event, progress: firstPart)
        let secondPhases = runnable(second).phases(for: event, progress: secondPart)
        for phase in firstPhases { _ = firstPart.record(phase) }
        for phase in secondPhases { _ = secondPart.record(phase) }
        var out: [GesturePhase]
        if progress.stage == 0 {
            if firstPhases.contains(where: \.isRecognition) {
                progress.stage = 1
            } else if !firstPhases.isEmpty || secondPhases.contains(where: \.isRecognition) {
                progress.stage = 2
            }
        }
        switch progress.stage {
        case 1:
            progress.pending += secondPhases
            out = firstPhases.compactMap { $0.mapped(as: First.Value.self) { Value.first($0) } }
            if firstPhases.contains(where: { if case .cancelled = $0 { true } else { false } }) {
                // The first failed: the second, with what it recognised meanwhile.
                progress.stage = 2
                let pending = progress.pending.compactMap { $0.mapped(as: Second.Value.self) { Value.second($0) } }
                progress.pending = []
                // Nothing yet: the state the first set goes back, and the second may still end.
                if pending.isEmpty { return [.cancelled] }
                out = pending
            }
        case 2:
            out = secondPhases.compactMap { $0.mapped(as: Second.Value.self) { Value.second($0) } }
        default:
            out = []
        }
        if out.contains(where: \.isOver) {
            progress.restart()
            progress.pending = []
            // Over until the next press begins, when one is told of (taps alone tell of none).
            let recognizers = recognizers
            if recognizers.longPressDuration != nil || recognizers.drags || recognizers.magnifies || recognizers.rotates { progress.stage = 3 }
        }
        return out
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
