// What the composed gestures share: their spellings on `Gesture`, and how they keep their
// parts' progress (`SimultaneousGesture`, `SequenceGesture`, `ExclusiveGesture`).

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
    /// Whether the event begins a press, or a pinch.
    var beginsAPress: Bool {
        switch self {
        case .pressBegan, .dragBegan, .magnifyBegan, .rotateBegan: true
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
