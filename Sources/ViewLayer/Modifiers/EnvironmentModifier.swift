extension View {
    /// Sets a value of the environment for this view and its descendants.
    ///
    /// - Parameters:
    ///   - keyPath: The value's property of `EnvironmentValues`.
    ///   - value: The value descendants read with `@Environment(keyPath)`.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriter(content: self, keyPath: keyPath, value: value)
    }
}

struct EnvironmentWriter<Content: View, Value>: View, PrimitiveView {
    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func update(_ node: ViewNode, previous: Self?) {
        let base = node.childContext
        // The context made last time serves while the parent's and the value are the same, so
        // that children see the very same context and skip comparing environments.
        if let made = node.primitiveState as? DerivedContext<Value>, made.base.isSame(as: base),
           TypeLayout.areSame(made.value, value) {
            node.updateChildren(ChildSpec.content(content), context: made.context)
            return
        }
        var context = base
        context.environment[keyPath: keyPath] = value
        node.primitiveState = DerivedContext(base: base, value: value, context: context)
        node.updateChildren(ChildSpec.content(content), context: context)
    }
}

/// A context an environment modifier made, and what it was made from.
private final class DerivedContext<Value> {
    let base: NodeContext
    let value: Value
    let context: NodeContext

    init(base: NodeContext, value: Value, context: NodeContext) {
        self.base = base
        self.value = value
        self.context = context
    }
}
