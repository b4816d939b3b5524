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

    func update(_ node: PrimitiveNode, previous: Self?) {
        let made = node.primitiveState as? EnvironmentWriterState<Value> ?? EnvironmentWriterState()
        node.primitiveState = made
        // An existential (a style) is the same when it holds the same value.
        let isSameValue = made.value.map { TypeLayout.areSameEnvironmentValues($0, value) } ?? false
        made.value = value
        let context = made.cache.context(from: node.childContext, isReusable: isSameValue) {
            node.childContext(setting: keyPath, to: value)
        }
        node.updateChildren(ChildSpec.content(content), context: context)
    }
}

/// The value an environment modifier set last (or the object an environment object modifier
/// provided), and the context it made with it.
final class EnvironmentWriterState<Value> {
    var value: Value?
    var cache = DerivedContextCache()
}

extension View {
    /// Changes a value of the environment for this view and its descendants, from the value
    /// inherited: `.transformEnvironment(\.font) { $0 = $0 ?? .body }`.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        EnvironmentTransformer(content: self, keyPath: keyPath, transform: transform)
    }
}

struct EnvironmentTransformer<Content: View, Value>: View, PrimitiveView {
    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    func update(_ node: PrimitiveNode, previous: Self?) {
        // The transform is a closure, which cannot be compared: the context is made anew at
        // each update, and readers below compare the value it gives with the one they read.
        var context = node.childContext
        transform(&context.environment[keyPath: keyPath])
        node.updateChildren(ChildSpec.content(content), context: context)
    }
}
