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

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
