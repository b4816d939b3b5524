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
        var context = node.childContext
        context.environment[keyPath: keyPath] = value
        node.updateChildren(ChildSpec.content(content), context: context)
    }
}
