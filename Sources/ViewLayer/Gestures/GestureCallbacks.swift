/// A gesture that runs `action` with each new value while it is active: a value equal to the
/// last one is no change (Apple's `onChanged(_:)`: "an action to perform when the gesture's
/// value changes", which is why its value is `Equatable`), though GTK may report it again.
public struct _ChangedGesture<Base: Gesture>: Gesture, RunnableGesture where Base.Value: Equatable {
    public typealias Value = Base.Value
    let base: Base
    let action: @MainActor (Value) -> Void

    var recognizers: GestureRecognizers { runnable(base).recognizers }

    func phases(for event: GestureEvent, progress: GestureProgress) -> [GesturePhase] {
        let phases = runnable(base).phases(for: event, progress: progress)
        for phase in phases {
            guard case .changed(let changed) = phase else {
                // Over: the next gesture's first value is a change whatever it is.
                progress.lastChange = nil
                continue
            }
            guard let value = changed as? Value, progress.lastChange as? Value != value else { continue }
            progress.lastChange = value
            action(value)
        }
        return phases
    }
}

/// A gesture that runs `action` once, with its last value, when it ends; not when it fails or
/// is cancelled.
public struct _EndedGesture<Base: Gesture>: Gesture, RunnableGesture {
    public typealias Value = Base.Value
    let base: Base
    let action: @MainActor (Value) -> Void

    var recognizers: GestureRecognizers { runnable(base).recognizers }

    func phases(for event: GestureEvent, progress: GestureProgress) -> [GesturePhase] {
        let phases = runnable(base).phases(for: event, progress: progress)
        for case let .ended(value) in phases {
            if let value = value as? Value { action(value) }
        }
        return phases
    }
}

/// A gesture whose value is its base's, transformed.
public struct _MapGesture<Base: Gesture, Value>: Gesture, RunnableGesture {
    let base: Base
    let transform: @MainActor (Base.Value) -> Value

    var recognizers: GestureRecognizers { runnable(base).recognizers }

    func phases(for event: GestureEvent, progress: GestureProgress) -> [GesturePhase] {
        runnable(base).phases(for: event, progress: progress).map { phase in
            switch phase {
            case let .changed(value): (value as? Base.Value).map { .changed(transform($0)) } ?? phase
            case let .ended(value): (value as? Base.Value).map { .ended(transform($0)) } ?? phase
            case .cancelled: .cancelled
            }
        }
    }
}

/// A gesture that updates a `@GestureState` with each of its base's values, and puts the state
/// back to its initial value when the gesture ends or is cancelled (Apple's `updating(_:body:)`:
/// it "resets the state to its initial value when the user or the system ends or cancels the
/// gesture").
public struct GestureStateGesture<Base: Gesture, State>: Gesture, RunnableGesture {
    public typealias Value = Base.Value
    public var base: Base
    public var state: GestureState<State>
    public var body: @MainActor (Base.Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>, body: @escaping @MainActor (Base.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    var recognizers: GestureRecognizers { runnable(base).recognizers }

    func phases(for event: GestureEvent, progress: GestureProgress) -> [GesturePhase] {
        let phases = runnable(base).phases(for: event, progress: progress)
        for phase in phases {
            switch phase {
            case let .changed(value):
                guard let value = value as? Base.Value else { continue }
                var current = state.currentValue
                var transaction = Transaction()
                body(value, &current, &transaction)
                state.write(current, transaction)
            case .ended, .cancelled:
                state.reset()
            }
        }
        return phases
    }
}

extension Gesture {
    /// Runs `action` with each new value while the gesture is active: each move of a drag.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(base: self, action: action)
    }

    /// Runs `action` once when the gesture ends, with its last value: a tap's tap, a drag's
    /// release, a long press held long enough. A gesture that fails or is cancelled does not end.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }

    /// Updates `state`, a `@GestureState`'s projected value, with each new value of the gesture,
    /// through `body`, which is handed the value, the state to change, and a transaction. The
    /// state goes back to its initial value when the gesture ends or is cancelled; the views
    /// that read it update on each change and on the reset.
    public func updating<State>(_ state: GestureState<State>, body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// The same gesture with its values transformed: `DragGesture().map(\.translation)`.
    public func map<T>(_ body: @escaping @MainActor (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(base: self, transform: body)
    }
}
