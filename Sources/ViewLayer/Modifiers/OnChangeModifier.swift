extension View {
    /// Runs `action` when `value` differs, by `==`, from the value this view was given last.
    ///
    /// The action runs after the update that brought the new value, once its bodies have run,
    /// and never inside a body: one call per update, with the value before it and the value
    /// after it, however many writes the update coalesced. With `initial: true` it also runs
    /// when the view first appears, with the value as both old and new: in the appear phase,
    /// in written order among the view's `onAppear`s, and before any `.task` (rule 11; this is
    /// what iOS 17 and later do).
    ///
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - initial: Whether the action also runs when the view first appears.
    ///   - action: Called with the old and the new value.
    public func onChange<V: Equatable>(
        of value: V,
        initial: Bool = false,
        _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        OnChangeView(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` when `value` differs, by `==`, from the value this view was given last;
    /// see `onChange(of:initial:_:)` with two arguments for when.
    ///
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - initial: Whether the action also runs when the view first appears.
    ///   - action: Called after the change.
    public func onChange<V: Equatable>(
        of value: V,
        initial: Bool = false,
        _ action: @escaping @MainActor () -> Void
    ) -> some View {
        OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
    }
}

extension View {
    /// The `onChange` of iOS 14 to 16, deprecated since iOS 17 but common in course code: runs
    /// `action` with the new value when `value` differs from the one this view was given last,
    /// after the update, and never when the view first appears. A closure that wants the old value
    /// captures it, as Apple's documentation of this form shows:
    ///
    ///     .onChange(of: playState) { [playState] newState in
    ///         model.playStateDidChange(from: playState, to: newState)
    ///     }
    ///
    /// For that capture to hold the old value, the action that runs is the one the view was
    /// given before the change, made when `playState` still had it.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void) -> some View {
        OnChangeView(content: self, value: value, initial: false, runsPreviousAction: true) { _, new in action(new) }
    }
}

struct OnChangeView<Content: View, Value: Equatable>: View, PrimitiveView {
    let content: Content
    let value: Value
    let initial: Bool
    /// Whether a change runs the action given before it (the deprecated form) rather than this one.
    var runsPreviousAction = false
    let action: @MainActor (Value, Value) -> Void

    func update(_ node: PrimitiveNode, previous: Self?) {
        if let state = node.primitiveState as? ValueChangeState<Value> {
            if state.value != value {
                let old = state.value, new = value, action = runsPreviousAction ? state.action : action
                state.value = value
                node.afterUpdate { action(old, new) }
            }
            state.action = action
        } else {
            node.primitiveState = ValueChangeState(value: value, initial: initial, action: action)
        }
        node.updateChildren(ChildSpec.content(content))
    }
}

/// The value an `onChange` last saw, and whether its initial action is still to run.
private final class ValueChangeState<Value>: NodeLifecycleObserver {
    var value: Value
    var action: @MainActor (Value, Value) -> Void
    private var runsInitially: Bool

    init(value: Value, initial: Bool, action: @escaping @MainActor (Value, Value) -> Void) {
        self.value = value
        self.action = action
        runsInitially = initial
    }

    func nodeDidAppear(_ node: ViewNode) {
        guard runsInitially else { return }
        runsInitially = false
        action(value, value)
    }
}
