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
            if recognizers.longPressDuration != nil || recognizers.drags { progress.stage = 3 }
        }
        return out
    }
}

/// A gesture that must be recognised before another: `LongPressGesture().sequenced(before:
/// DragGesture())`, a drag that begins with a long press. Its value is `.first` while the first
/// changes; once the first ends, `.second` with the first's last value, and the second's once it
/// changes. The second gesture is handed the press as it began, so that a drag counts from
/// where the long press was held. When the first fails the sequence is cancelled; when the
/// second fails, the sequence ends with `.second(value, nil)`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, RunnableGesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    var recognizers: GestureRecognizers { runnable(first).recognizers.merged(with: runnable(second).recognizers) }

    func phases(for event: GestureEvent, progress: GestureProgress) -> [GesturePhase] {
        switch event {
        case .pressBegan, .dragBegan:
            if progress.stage == 0 { progress.beginnings.append(event) }
        case .tapped, .pressEnded, .dragEnded:
            if progress.stage == 0 { progress.beginnings = [] }
        default:
            break
        }
        guard progress.stage == 1, let held = progress.part(0).value as? First.Value else { return firstPhases(for: event, progress: progress) }
        return secondPhases(runnable(second).phases(for: event, progress: progress.part(1)), after: held, progress: progress)
    }

    private func firstPhases(for event: GestureEvent, progress: GestureProgress) -> [GesturePhase] {
        var out: [GesturePhase] = []
        for phase in runnable(first).phases(for: event, progress: progress.part(0)) {
            switch phase {
            case let .changed(value):
                if let value = value as? First.Value { out.append(.changed(Value.first(value))) }
            case let .ended(value):
                guard let value = value as? First.Value else { continue }
                progress.part(0).value = value
                progress.stage = 1
                out.append(.changed(Value.second(value, nil)))
                // The second begins with the press that the first was recognised in.
                let beginnings = progress.beginnings
                progress.beginnings = []
                for beginning in beginnings {
                    out += secondPhases(runnable(second).phases(for: beginning, progress: progress.part(1)), after: value, progress: progress)
                }
            case .cancelled:
                progress.restart()
                progress.beginnings = []
                out.append(.cancelled)
            }
        }
        return out
    }

    private func secondPhases(_ phases: [GesturePhase], after held: First.Value, progress: GestureProgress) -> [GesturePhase] {
        var out: [GesturePhase] = []
        for phase in phases {
            switch phase {
            case let .changed(value): out.append(.changed(Value.second(held, value as? Second.Value)))
            case let .ended(value):
                progress.restart()
                out.append(.ended(Value.second(held, value as? Second.Value)))
            case .cancelled:
                progress.restart()
                out.append(.ended(Value.second(held, nil)))
            }
        }
        return out
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// This gesture and `other`, recognised at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once this one has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or `other` if this one does not begin first.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

extension GestureProgress {
    /// Records `phase` of this part; says whether its value changed.
    func record(_ phase: GesturePhase) -> Bool {
        switch phase {
        case let .changed(value):
            outcome = .active
            self.value = value
            return true
        case let .ended(value):
            outcome = .ended
            self.value = value
            return true
        case .cancelled:
            let wasActive = outcome == .active
            outcome = outcome == .idle ? .idle : .failed
            value = nil
            return wasActive
        }
    }
}

extension GestureEvent {
    /// Whether the event begins a press.
    var beginsAPress: Bool {
        switch self {
        case .pressBegan, .dragBegan: true
        default: false
        }
    }
}

extension GesturePhase {
    /// Whether the gesture began or ended with this phase: it is recognised.
    var isRecognition: Bool {
        if case .cancelled = self { return false }
        return true
    }

    /// Whether the gesture is over.
    var isOver: Bool {
        if case .changed = self { return false }
        return true
    }

    /// The phase with its value, a `T`, transformed; nil when its value is not a `T`.
    func mapped<T>(as type: T.Type, _ transform: (T) -> Any) -> GesturePhase? {
        switch self {
        case let .changed(value): (value as? T).map { .changed(transform($0)) }
        case let .ended(value): (value as? T).map { .ended(transform($0)) }
        case .cancelled: .cancelled
        }
    }
}
